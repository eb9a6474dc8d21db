// Benchmark of the sequential Runner (lrnn/runner.hpp) on the S5 word problem: one layer, 5x5
// state, each letter a product of at most 4 reflections I - 2 v v^T with v = (e_i - e_j)/sqrt(2)
// (lrnnc compile --builtin sym:5: the natural action on 5 points, unit reflections), on one random word
// of 10^7 letters. Compared with a plain DFA table lookup on the same word. Prints the median of 5
// runs (this thread's CPU time, and the wall time) as tokens per second:
//   dfa          q = delta[q][a]
//   advance      Runner::advance (native fp64, no decoding), one decode at the end
//   step         Runner::step (native fp64, decoded every token: predicted nearest row)
//   step bf16    Runner::step under the "bf16" policy (on a 10^6-letter prefix; 1/sqrt(2) in bf16
//                makes the reflections non-orthogonal, so the run may leave the DFA: a speed figure)
// Usage: bench_network [letters]
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "automata/builtins.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/runner.hpp"
#include "timing.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;

namespace {

Network s5_network() {
  lrnn::CompileOptions options;
  options.permutation_action = automata::builtin_permutation_action("sym:5");
  return lrnn::compile(automata::make_builtin("sym:5"), options).network;
}

// Keeps the compiler from moving the loop that computed q past the clock reads.
inline void keep(automata::State q) { asm volatile("" : : "r"(q) : "memory"); }

void report(const char* name, std::size_t letters, double cpu, double wall, automata::State end, automata::State want) {
  std::printf("%-12s %8.1f M tokens/s (cpu)  %8.1f M tokens/s (wall)  end state %u%s\n", name, letters / cpu / 1e6,
              letters / wall / 1e6, end, end == want ? "" : "  (differs from the DFA)");
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t letters = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 10'000'000;
  const Network net = s5_network();
  const automata::Dfa& dfa = net.automaton;
  std::mt19937_64 rng(5);
  std::vector<automata::Letter> word(letters);
  for (auto& a : word) a = static_cast<automata::Letter>(rng() % dfa.num_letters());
  const automata::State want = dfa.run(word);
  std::size_t max_factors = 0;
  for (const auto& t : net.layers[0].tokens)
    max_factors = std::max(max_factors, std::get<HouseholderProduct>(t.transition).factors.size());
  std::printf("S5: %zu letters, 5x5 state, at most %zu reflections per letter, %zu-letter word\n", dfa.num_letters(),
              max_factors, letters);

  const int runs = 5;
  automata::State end = 0;
  auto both = [&](auto&& f) {
    const double cpu = bench::median_seconds<bench::ThreadCpuClock>(runs, f);
    const double wall = bench::median_seconds(runs, f);
    return std::pair{cpu, wall};
  };

  auto [dc, dw] = both([&] {
    const auto& table = dfa.table();
    const std::size_t k = dfa.num_letters();
    automata::State q = dfa.start();
    for (automata::Letter a : word) q = table[q * k + a];
    keep(q);
    end = q;
  });
  report("dfa", letters, dc, dw, end, want);

  Runner runner(net);
  auto [ac, aw] = both([&] {
    RunState s = runner.initial();
    for (automata::Letter a : word) runner.advance(s, a);
    end = runner.decode(s);
  });
  report("advance", letters, ac, aw, end, want);

  auto [sc, sw] = both([&] {
    RunState s = runner.initial();
    automata::State q = 0;
    for (automata::Letter a : word) q = runner.step(s, a);
    end = q;
  });
  report("step", letters, sc, sw, end, want);

  const std::size_t short_len = std::min<std::size_t>(letters, 1'000'000);
  const automata::State short_want = dfa.run(std::span(word.data(), short_len));
  Runner bf16(net, precision::parse_policy("bf16"));
  auto [bc, bw] = both([&] {
    RunState s = bf16.initial();
    automata::State q = 0;
    for (std::size_t i = 0; i < short_len; ++i) q = bf16.step(s, word[i]);
    end = q;
  });
  report("step bf16", short_len, bc, bw, end, short_want);
  return 0;
}
