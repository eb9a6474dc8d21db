// Holonomy decomposition (to_cascade) plus the exact emulation check (verify_emulation) on the
// issue-6 targets: every builtin family (default parameters) under 1 s, T_7 under 1 s, random
// 8-state 3-letter automata each under 2 s and 1 GB, "the k-th letter from the end is a" for
// k = 10 under 5 s and 2 GB. Prints one line per case: image set size is not exposed, so the
// line gives levels, components, reachable tuples, coordinate space and the times.
//
// Usage: bench_holonomy [random_count]   (default 100 random automata)
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <string>

#include "automata/builtins.hpp"
#include "automata/cascade.hpp"
#include "automata/holonomy.hpp"

using namespace lrnnc::automata;

namespace {

double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

double peak_rss_mb() {
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  return static_cast<double>(ru.ru_maxrss) / 1024.0;
}

struct Result {
  double decompose = 0, verify = 0;
  bool passed = false;
  std::size_t levels = 0, subduction_height = 0;
};

Result run(const std::string& name, const Dfa& dfa, bool print = true) {
  Result r;
  const double t0 = now();
  const Cascade c = to_cascade(dfa);
  const double t1 = now();
  const EmulationReport rep = verify_emulation(dfa, c, 16, 1000);
  const double t2 = now();
  r.decompose = t1 - t0;
  r.verify = t2 - t1;
  r.passed = rep.passed && is_permutation_reset(c);
  r.levels = c.levels.size();
  r.subduction_height = c.subduction_height;
  if (print) {
    std::size_t comps = 0;
    for (const auto& l : c.levels) comps += l.components.size();
    std::printf(
        "%-22s states %5zu letters %4zu | levels %2zu (standard %2zu) components %5zu tuples %7zu space %9.3g | "
        "decompose %8.4f s verify %8.4f s | %s | peak RSS %.0f MB\n",
        name.c_str(), dfa.num_states(), dfa.num_letters(), c.levels.size(), c.subduction_height, comps, c.tuples.size(),
        c.coordinate_space, r.decompose, r.verify, r.passed ? "verified" : "FAILED", peak_rss_mb());
  }
  return r;
}

Dfa kth_from_end(std::size_t kk) {
  const std::size_t n = std::size_t{1} << kk;
  std::vector<State> delta(2 * n);
  std::vector<State> accepting;
  for (std::size_t s = 0; s < n; ++s) {
    delta[2 * s] = static_cast<State>(((s << 1) | 1) & (n - 1));
    delta[2 * s + 1] = static_cast<State>((s << 1) & (n - 1));
    if ((s >> (kk - 1)) & 1) accepting.push_back(static_cast<State>(s));
  }
  return make_acceptor(Alphabet::make({"a", "b"}), n, 0, delta, accepting);
}

Dfa full_transformation_monoid(std::size_t n) {  // an n-cycle, a transposition, a rank n-1 map
  std::vector<State> delta(3 * n);
  for (State x = 0; x < n; ++x) {
    delta[3 * x] = static_cast<State>((x + 1) % n);
    delta[3 * x + 1] = x == 0 ? 1 : x == 1 ? 0 : x;
    delta[3 * x + 2] = x == 0 ? 1 : x;
  }
  return make_acceptor(Alphabet::make({"c", "t", "r"}), n, 0, delta, {0});
}

}  // namespace

int main(int argc, char** argv) {
  const int random_count = argc > 1 ? std::stoi(argv[1]) : 100;
  for (const char* spec :
       {"parity", "mod:3", "cyclic:3", "sym:5", "alt:5", "dihedral:4", "flipflop", "tomita:1", "tomita:2", "tomita:3",
        "tomita:4", "tomita:5", "tomita:6", "tomita:7", "modarith:5", "dyck:2:3"})
    run(spec, make_builtin(spec));
  run("T_7", full_transformation_monoid(7));
  for (std::size_t kk : {10, 11, 12}) run("k-th from end, k=" + std::to_string(kk), kth_from_end(kk));

  const std::uint64_t seed = 8;
  std::mt19937_64 rng(seed);
  double worst = 0, total = 0;
  int failed = 0, worst_index = -1, below = 0;
  std::size_t max_levels = 0, max_standard = 0;
  for (int i = 0; i < random_count; ++i) {
    std::vector<std::string> names{"a", "b", "c"};
    std::vector<State> delta(8 * 3);
    for (auto& d : delta) d = static_cast<State>(rng() % 8);
    std::vector<State> accepting;
    for (State q = 0; q < 8; ++q)
      if (rng() & 1) accepting.push_back(q);
    const Dfa dfa = make_acceptor(Alphabet::make(names), 8, 0, delta, accepting);
    const Result r = run("random", dfa, false);
    const double t = r.decompose + r.verify;
    total += t;
    if (t > worst) {
      worst = t;
      worst_index = i;
    }
    if (!r.passed) ++failed;
    below += r.levels < 8;
    max_levels = std::max(max_levels, r.levels);
    max_standard = std::max(max_standard, r.subduction_height);
  }
  std::printf(
      "random 8 states 3 letters (seed %llu): %d automata, %d failed, mean %.5f s, worst %.5f s (#%d), "
      "peak RSS %.0f MB\n",
      static_cast<unsigned long long>(seed), random_count, failed, random_count ? total / random_count : 0.0, worst,
      worst_index, peak_rss_mb());
  std::printf("random: levels < 8 states for %d of %d; deepest cascade %zu levels (standard decomposition %zu)\n",
              below, random_count, max_levels, max_standard);
  return failed ? 1 : 0;
}
