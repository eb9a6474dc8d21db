// Benchmark of lrnn::simulate (lrnn/simulate.hpp) on one thread, every position decoded and
// compared with the automaton (simulate() with `expected`), median of 5 runs (this thread's CPU
// time), in tokens per second:
//   mod:3 dense     the 2x2 rotation network (lrnnc compile --builtin mod:3), random word,
//                   native fp64 vs emulated "bf16" (sequential), and bf16 scan / chunked:64
//   S5 reflections  the natural action on 5 points, unit reflections, native vs the "fp64" policy
//   threads         the bf16 mod:3 run split into 8 words on hardware_concurrency threads (wall)
// The ratios (policy time / native time) are measured in the same process.
// Usage: bench_simulate [letters]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "bench-words.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/simulate.hpp"
#include "timing.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;

namespace {

double run(const Network& net, const std::vector<automata::Word>& words, const std::string& policy,
           const std::string& order, std::size_t threads = 1, bool wall = false) {
  SimulateOptions o;
  if (!policy.empty()) o.policy = precision::parse_policy(policy);
  o.order = parse_order(order);
  o.threads = threads;
  std::size_t failures = 0;
  auto f = [&] {
    failures = 0;
    for (const auto& r : simulate(net, words, o, &net.automaton)) failures += r.first_failure ? 1 : 0;
  };
  const double s = wall ? bench::median_seconds(5, f) : bench::median_seconds<bench::ThreadCpuClock>(5, f);
  std::size_t tokens = 0;
  for (const auto& w : words) tokens += w.size();
  std::printf("  %-8s %-12s threads=%zu  %8.2f M tokens/s (%s)  words failing: %zu/%zu\n",
              policy.empty() ? "native" : policy.c_str(), order.c_str(), threads, tokens / s / 1e6,
              wall ? "wall" : "cpu", failures, words.size());
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t letters = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 2'000'000;
  {
    const Network net = lrnn::compile(automata::make_builtin("mod:3"), {}).network;
    const auto words = bench::random_words(1, letters, net.num_letters());
    std::printf("mod:3 dense 2x2 rotation, one random word of %zu letters, decoded every position:\n", letters);
    const double native = run(net, words, "", "sequential");
    const double bf16 = run(net, words, "bf16", "sequential");
    std::printf("  bf16 / native time: %.2f\n", bf16 / native);
    const auto short_words = bench::random_words(1, letters / 10, net.num_letters());
    run(net, short_words, "bf16", "scan");
    run(net, short_words, "bf16", "chunked:64");
    const auto split = bench::random_words(8, letters / 8, net.num_letters());
    run(net, split, "bf16", "sequential", 0, true);
  }
  {
    CompileOptions options;
    options.permutation_action = automata::builtin_permutation_action("sym:5");
    const Network net = lrnn::compile(automata::make_builtin("sym:5"), options).network;
    const auto words = bench::random_words(1, letters, net.num_letters());
    std::printf("S5 unit reflections (5x5), one random word of %zu letters, decoded every position:\n", letters);
    const double native = run(net, words, "", "sequential");
    const double fp64 = run(net, words, "fp64", "sequential");
    std::printf("  fp64 policy / native time: %.2f\n", fp64 / native);
  }
  return 0;
}
