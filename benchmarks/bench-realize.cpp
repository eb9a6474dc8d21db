// bench_realize: the speed and memory of the state-space search (realize/realize.hpp).
//   1. explored pairs per second and bytes per stored pair, for a 2-d rotation in bf16 whose
//      reachable set is large: the mod-5 rotation network with letter 0 turned into a rotation by
//      2 pi / 7 (so the two letters generate a dense set of angles; the spec stays mod 5, so the
//      search meets a counterexample early and goes on to the cap), rounding toward zero (the
//      orbit spirals inward through many values) and to nearest;
//   2. at equal depth, the search against enumerating every word (lrnn::check_words, what
//      `verify --max-len` runs) on the mod-5 rotation in bf16, whose 2^L words of length L merge
//      into 113 states.
// Usage: bench_realize [RUNS] [MAX_PAIRS]. Median of RUNS (default 5) by this thread's CPU clock.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <numbers>

#include "automata/builtins.hpp"
#include "benchmarks/timing.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/verify.hpp"
#include "realize/realize.hpp"

using namespace lrnnc;

namespace {

lrnn::Network two_angles(const lrnn::Network& mod5) {
  lrnn::Network net = mod5;
  const double t = 2 * std::numbers::pi / 7;
  Eigen::MatrixXd A(2, 2);
  A << std::cos(t), -std::sin(t), std::sin(t), std::cos(t);
  for (lrnn::Token& token : net.layers[0].tokens)
    if (token.letter == 0) token.transition = lrnn::Dense{A};
  return net;
}

void throughput(const lrnn::Network& net, const automata::Dfa& spec, const char* dtype, std::size_t max_pairs,
                int runs) {
  realize::RealizeReport last;
  const double s = bench::median_seconds<bench::ThreadCpuClock>(runs, [&] {
    auto machine = realize::network_machine(net, precision::parse_policy(dtype));
    realize::RealizeOptions options;
    options.max_pairs = max_pairs;
    last = realize::realize(*machine, spec, options);
  });
  std::printf("%-34s %-10s %10zu pairs  depth %8zu  %-14s %8.3f s  %6.2f M pairs/s  %5.1f bytes/pair (state %zu)\n",
              "2-d rotation, two angles", dtype, last.pairs, last.depth, realize::to_string(last.verdict).c_str(), s,
              last.pairs / s / 1e6, static_cast<double>(last.bytes) / last.pairs, 2 * sizeof(std::uint64_t));
}

void against_enumeration(int runs) {
  const automata::Dfa spec = automata::make_builtin("mod:5");
  const lrnn::Network net = lrnn::compile(spec).network;
  const precision::Policy policy = precision::parse_policy("bf16");
  realize::RealizeReport r;
  const double s_realize = bench::median_seconds<bench::ThreadCpuClock>(runs, [&] {
    auto machine = realize::network_machine(net, policy);
    r = realize::realize(*machine, spec);
  });
  std::printf("realize mod:5 rotation bf16: %s, %zu pairs, depth %zu (every length), %.6f s\n",
              realize::to_string(r.verdict).c_str(), r.pairs, r.depth, s_realize);
  for (std::size_t len : {12, 16, 20}) {
    lrnn::WordsOptions wo;
    wo.max_len = len;
    wo.max_words = std::size_t{1} << 30;
    wo.policy = policy;
    lrnn::WordsReport w;
    const double s_words = bench::median_seconds<bench::ThreadCpuClock>(len < 20 ? runs : 1,
                                                                        [&] { w = lrnn::check_words(net, spec, wo); });
    std::printf("  check_words --max-len %2zu: %10zu words, %9.3f s; realize to depth %zu is %.0fx faster\n", len,
                w.words, s_words, r.depth, s_words / s_realize);
  }
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::atoi(argv[1]) : 5;
  const std::size_t max_pairs = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 2'000'000;
  const automata::Dfa spec = automata::make_builtin("mod:5");
  const lrnn::Network net = two_angles(lrnn::compile(spec).network);
  throughput(net, spec, "bf16,rounding=rz", max_pairs, runs);
  throughput(net, spec, "bf16", max_pairs, runs);
  against_enumeration(runs);
}
