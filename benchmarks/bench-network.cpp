// Benchmark of the sequential Runner (lrnn/simulate.hpp) on the S5 word problem: one layer, 5x5
// state, each letter a product of at most 4 reflections I - 2 v v^T with v = (e_i - e_j)/sqrt(2)
// (built here by hand from builtin_permutation_action("sym:5"), no compiler), on one random word
// of 10^7 letters. Compared with a plain DFA table lookup on the same word. Prints the median of 5
// runs (this thread's CPU time, and the wall time) as tokens per second:
//   dfa          q = delta[q][a]
//   advance      Runner::advance (native fp64, no decoding), one decode at the end
//   step         Runner::step (native fp64, decoded every token: predicted nearest row)
//   step bf16    Runner::step under the "bf16" policy (on a 10^6-letter prefix; 1/sqrt(2) in bf16
//                makes the reflections non-orthogonal, so the run may leave the DFA: a speed figure)
// Usage: bench_network [letters]
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "automata/builtins.hpp"
#include "timing.hpp"
#include "lrnn/simulate.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;

namespace {

// h'[perm[i]] = h[i] as transpositions (e_j - e_p)/sqrt(2), beta = 2, first factor applied first.
HouseholderProduct as_reflections(const std::vector<std::uint32_t>& perm) {
  const std::size_t n = perm.size();
  std::vector<std::uint32_t> want(n), at(n);
  for (std::size_t i = 0; i < n; ++i) want[perm[i]] = static_cast<std::uint32_t>(i), at[i] = static_cast<std::uint32_t>(i);
  HouseholderProduct hp;
  for (std::size_t j = 0; j < n; ++j) {
    if (at[j] == want[j]) continue;
    std::size_t p = j + 1;
    while (at[p] != want[j]) ++p;
    HouseholderFactor f{Vector::Zero(static_cast<Eigen::Index>(n)), 2.0};
    f.v(static_cast<Eigen::Index>(j)) = 1 / std::sqrt(2.0);
    f.v(static_cast<Eigen::Index>(p)) = -1 / std::sqrt(2.0);
    hp.factors.push_back(f);
    std::swap(at[j], at[p]);
  }
  return hp;
}

Network s5_network() {
  Network net;
  net.automaton = automata::make_builtin("sym:5");
  const auto action = *automata::builtin_permutation_action("sym:5");
  const std::size_t S = net.automaton.num_states(), k = net.automaton.num_letters();
  Layer layer;
  layer.n = 5, layer.d = 1;
  layer.H0 = Matrix(5, 1);
  layer.H0 << 1, 2, 3, 4, 5;
  for (automata::Letter a = 0; a < k; ++a) layer.tokens.push_back(Token{a, {}, as_reflections(action.letters[a]), std::nullopt});
  // Codebook: the image of H0 under each state's permutation, found by a search over the DFA.
  layer.codebook.vectors = Matrix::Constant(static_cast<Eigen::Index>(S), 5, NAN);
  layer.codebook.vectors.row(net.automaton.start()) = layer.H0.transpose();
  std::vector<automata::State> queue{net.automaton.start()};
  std::vector<bool> seen(S);
  seen[net.automaton.start()] = true;
  for (std::size_t i = 0; i < queue.size(); ++i)
    for (automata::Letter a = 0; a < k; ++a) {
      const automata::State q = queue[i], r = net.automaton.next(q, a);
      if (seen[r]) continue;
      seen[r] = true;
      for (std::size_t p = 0; p < 5; ++p)
        layer.codebook.vectors(r, action.letters[a][p]) = layer.codebook.vectors(q, static_cast<Eigen::Index>(p));
      queue.push_back(r);
    }
  for (std::size_t q = 0; q < S; ++q) {
    layer.codebook.values.push_back(static_cast<std::uint32_t>(q));
    net.readout.push_back(static_cast<automata::State>(q));
  }
  net.layers.push_back(layer);
  check_network(net);
  return net;
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
