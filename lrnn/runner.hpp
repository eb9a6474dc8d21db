// Runner — steps a Network through a word token by token (sequential evaluation order), either in
// native double arithmetic or with every operation rounded by a precision::Policy.
//
// Semantics of one step on layer state H (n x d, column by column), token tok:
//   Diagonal:     h_i <- mul(a_i, h_i)
//   Householder:  for each factor in order: s = dot(v, h) over the support of v (the entries with
//                 v_i != 0, in increasing i, in the policy's summation order); t = mul(beta, s);
//                 h_i <- sub(h_i, mul(v_i, t)) for i in the support (fma(-v_i, t, h_i) under FMA).
//                 Skipping the zero entries of v changes at most the sign of a zero.
//   Dense:        h <- A h, each row a dot product in the policy's order, stored with to_storage.
//   B:            h <- add(h, B) when the token has a B.
// Weights (transitions, B, H0) are rounded to the storage format once, when the Runner is made.
// Decoding is exact (double distances to the unrounded codebook). Layers are stepped bottom-up;
// a layer's token is looked up from the letter and its context values (lag 0: this step's decoded
// values of lower layers, lag 1: the previous step's).
//
// Native mode (no policy) performs the same operations in double without rounding calls: it is the
// fp64/rne/no-FMA/sequential policy, bit for bit, and the fast path the benchmarks measure.
// A Runner is not thread-safe (stochastic rounding draws from its stream): one per thread.
// Throws lrnnc::Error for policies precision::Arithmetic cannot emulate (MPFR formats).
// A Runner keeps its own copy of the network; the tokens are precompiled into flat plans (support
// indices and values of each Householder vector, diagonals, dense rows) so that a step allocates
// nothing and dispatches once per token.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "automata/dfa.hpp"
#include "lrnn/network.hpp"
#include "precision/policy.hpp"

namespace lrnnc::lrnn {

namespace detail {
struct RunnerImpl;
struct RunnerAccess;
}  // namespace detail

struct RunState {
  std::vector<std::vector<double>> layers;  // per layer, n*d values, column-major
  std::vector<std::uint32_t> values;        // per layer, the decoded value after the last step
  // Per layer, the index of the nearest codebook row after the last step, or kStale when the layer
  // was advanced without decoding (then `values` is stale too; decode() refreshes both). Decoding
  // predicts the next row from the previous one and the token, and accepts the prediction without
  // a search when the state lies within half the codebook's minimum separation of it (then it is
  // the unique nearest row): O(n d) per layer instead of O(K n d).
  std::vector<std::uint32_t> rows;
  // False once a step met a (letter, context) pair its layer does not list (the layer was left
  // unchanged); read() then gives automata::kNoState.
  bool valid = true;
  static constexpr std::uint32_t kStale = 0xffffffffu;
};

class Runner {
 public:
  explicit Runner(const Network& network, std::optional<precision::Policy> policy = std::nullopt);
  ~Runner();
  Runner(Runner&&) noexcept;
  Runner& operator=(Runner&&) noexcept;

  const Network& network() const;
  // H0 of every layer (rounded to the storage format) and its decoded values.
  RunState initial() const;
  // One token: advances every layer and returns the automaton state read from the decoded values
  // (automata::kNoState when the tuple is not in the readout, or a token is not listed).
  automata::State step(RunState& state, automata::Letter letter);
  // The automaton state of the current decoded values (as of the last step() or decode()).
  automata::State read(const RunState& state) const;
  // One token without reading the output: layers that no higher layer reads as context are left
  // undecoded (their rows become RunState::kStale). The fast path: for a one-layer network this is
  // the transition alone, O(cost of A(tok)).
  void advance(RunState& state, automata::Letter letter);
  // Decodes the stale layers (nearest codebook search) and returns read(state).
  automata::State decode(RunState& state) const;
  // Distance from each layer's state to its nearest codebook vector, maximum over layers (a decoded
  // layer's row is its nearest: O(n d) per layer; stale layers are searched).
  double drift(const RunState& state) const;

 private:
  friend struct detail::RunnerAccess;  // simulate(): the batched orders reuse the Runner's plans
  std::unique_ptr<detail::RunnerImpl> impl_;
};

}  // namespace lrnnc::lrnn
