// Benchmark: minimizing a random complete DFA with 100,000 states over 4 letters (issue target:
// under 1 s), and the product-BFS equivalence check against its minimal machine. Median of 5 runs.
// Usage: bench_minimize [states] [letters] [runs]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "automata/minimize.hpp"
#include "timing.hpp"

using namespace lrnnc::automata;
using lrnnc::bench::median_seconds;

int main(int argc, char** argv) {
  const std::size_t n = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 100000;
  const std::size_t k = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 4;
  const int runs = argc > 3 ? std::atoi(argv[3]) : 5;
  std::mt19937_64 rng(1);
  std::vector<State> delta(n * k);
  for (auto& r : delta) r = static_cast<State>(rng() % n);
  std::vector<State> accepting;
  for (State q = 0; q < n; ++q)
    if (rng() % 2) accepting.push_back(q);
  std::vector<std::string> names;
  for (std::size_t a = 0; a < k; ++a) names.emplace_back(1, static_cast<char>('a' + a));
  Dfa dfa = make_acceptor(Alphabet::make(names), n, 0, delta, accepting);
  std::size_t minimal = 0;
  double t_min = median_seconds(runs, [&] { minimal = minimize(dfa).num_states(); });
  Dfa min = minimize(dfa);
  bool eq = false;
  double t_eq = median_seconds(runs, [&] { eq = equivalent(dfa, min); });
  std::printf("random DFA: %zu states, %zu letters -> %zu minimal states\n", n, k, minimal);
  std::printf("minimize:   median %.3f s over %d runs\n", t_min, runs);
  std::printf("equivalent: median %.3f s (%s)\n", t_eq, eq ? "equivalent" : "DIFFERENT");
  return eq ? 0 : 1;
}
