// Benchmark of to_monoid (Froidure-Pin enumeration) and classify on two reference monoids:
//  - T_7, the full transformation monoid on 7 points (823,543 elements, 6,322 idempotents), from
//    a transposition, a 7-cycle and a rank-6 map (libsemigroups: about 1.1 s);
//  - the syntactic monoid of "the 12th letter from the end is a" over {a, b} (8,191 elements),
//    from its 4,096-state minimal DFA.
// Prints the median of 5 runs of each step: wall time (std::chrono::steady_clock) and, because
// shared machines are often loaded, the process CPU time (std::clock) beside it.
// Usage: bench_monoid [runs]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

#include "automata/classify.hpp"
#include "automata/transition-monoid.hpp"

using namespace lrnnc::automata;

namespace {

struct Stopwatch {
  std::chrono::steady_clock::time_point wall = std::chrono::steady_clock::now();
  std::clock_t cpu = std::clock();
  std::pair<double, double> seconds() const {
    return {std::chrono::duration<double>(std::chrono::steady_clock::now() - wall).count(),
            static_cast<double>(std::clock() - cpu) / CLOCKS_PER_SEC};
  }
};

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

void bench(const std::string& name, const std::function<TransitionMonoid()>& build, int runs) {
  std::vector<double> build_wall, build_cpu, classify_wall, classify_cpu;
  std::size_t size = 0, idempotents = 0;
  Classification c;
  for (int run = 0; run < runs; ++run) {
    Stopwatch t0;
    TransitionMonoid m = build();
    const auto [bw, bc] = t0.seconds();
    Stopwatch t1;
    c = classify(m);
    const auto [cw, cc] = t1.seconds();
    build_wall.push_back(bw);
    build_cpu.push_back(bc);
    classify_wall.push_back(cw);
    classify_cpu.push_back(cc);
    size = m.size();
    idempotents = m.idempotents().size();
  }
  std::string orders;
  for (std::size_t o : c.subgroup_orders) orders += (orders.empty() ? "" : ",") + std::to_string(o);
  std::printf(
      "%-26s size %7zu  idempotents %5zu  to_monoid %.4f s (cpu %.4f s)  classify %.4f s (cpu %.4f s)  "
      "median of %d\n",
      name.c_str(), size, idempotents, median(build_wall), median(build_cpu), median(classify_wall),
      median(classify_cpu), runs);
  std::printf("%-26s aperiodic %d  solvable %d  subgroup orders [%s]\n", "", c.is_aperiodic, c.solvable,
              orders.c_str());
}

std::vector<Transformation> full_transformation_generators(std::size_t n) {
  std::vector<State> swap(n), cycle(n), merge(n);
  for (State p = 0; p < n; ++p) {
    swap[p] = p < 2 ? 1 - p : p;
    cycle[p] = static_cast<State>((p + 1) % n);
    merge[p] = p == 1 ? 0 : p;
  }
  return {Transformation(swap), Transformation(cycle), Transformation(merge)};
}

// State = the last 12 letters as a bit mask (bit 0: the latest letter was 'a'); accepting when
// bit 11 is set. Distinct masks are told apart by a suffix of b's, so this DFA is minimal.
Dfa twelfth_from_end() {
  const std::size_t bits = 12, n = std::size_t{1} << bits;
  std::vector<State> delta(2 * n);
  std::vector<State> accepting;
  for (State q = 0; q < n; ++q) {
    delta[2 * q + 0] = static_cast<State>(((q << 1) | 1) & (n - 1));
    delta[2 * q + 1] = static_cast<State>((q << 1) & (n - 1));
    if (q >> (bits - 1)) accepting.push_back(q);
  }
  return make_acceptor(lrnnc::automata::Alphabet::make({"a", "b"}), n, 0, delta, accepting);
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
  const auto t7 = full_transformation_generators(7);
  bench(
      "T_7", [&] { return to_monoid(t7, 7); }, runs);
  const Dfa dfa = twelfth_from_end();
  bench(
      "12th letter from the end", [&] { return to_monoid(dfa); }, runs);
}
