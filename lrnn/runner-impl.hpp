// Internal to lrnn/runner.cpp and lrnn/simulate-batch.cpp: the Runner's state (plans, arithmetic,
// scratch) and its step, shared by the sequential Runner and the batched orders. The per-token work
// (lookup, step, decoding) is inline here so that both callers' loops compile it in place; the
// construction of the plans lives in runner.cpp. Not installed API.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "lrnn/runner-plan.hpp"
#include "lrnn/runner.hpp"
#include "precision/arithmetic.hpp"
#include "precision/policy.hpp"

namespace lrnnc::lrnn::detail {

// The arithmetic of a step, in plain double: exactly the fp64/rne/no-FMA/sequential policy, with
// no rounding calls (the native fast path).
struct NativeArithmetic {
  double mul(double a, double b) const { return a * b; }
  double add(double a, double b) const { return a + b; }
  double to_storage(double x) const { return x; }
  // h_i - v_i t
  double subtract_scaled(double h, double v, double t) const { return h - v * t; }
  // sum_j a[j] b[j], left to right.
  double dot(const double* a, const double* b, std::size_t n) const {
    double s = a[0] * b[0];
    for (std::size_t j = 1; j < n; ++j) s = s + a[j] * b[j];
    return s;
  }
  // sum_j v[j] h[index[j]], left to right (`gather` unused: no copy needed).
  double dot_gathered(const double* v, const double* h, const std::uint32_t* index, std::size_t m, double*) const {
    double s = v[0] * h[index[0]];
    for (std::size_t j = 1; j < m; ++j) s = s + v[j] * h[index[j]];
    return s;
  }
  double dot2(double v0, double a, double v1, double b) const { return v0 * a + v1 * b; }
};

// The arithmetic of a step with every operation rounded by the policy (lrnn/runner.hpp).
struct PolicyArithmetic {
  precision::Arithmetic& arith;
  bool fma;
  double mul(double a, double b) const { return arith.mul(a, b); }
  double add(double a, double b) const { return arith.add(a, b); }
  double to_storage(double x) const { return arith.to_storage(x); }
  double subtract_scaled(double h, double v, double t) const {
    return fma ? arith.fma(-v, t, h) : arith.sub(h, arith.mul(v, t));
  }
  double dot(const double* a, const double* b, std::size_t n) const { return arith.dot(a, b, n); }
  // The dot product in the policy's order needs the entries side by side: they are copied to `gather`.
  double dot_gathered(const double* v, const double* h, const std::uint32_t* index, std::size_t m,
                      double* gather) const {
    for (std::size_t j = 0; j < m; ++j) gather[j] = h[index[j]];
    return arith.dot(v, gather, m);
  }
  double dot2(double v0, double a, double v1, double b) const {
    const double v[2] = {v0, v1}, h[2] = {a, b};
    return arith.dot(v, h, 2);
  }
};

struct RunnerImpl {
  Network network;
  std::optional<precision::Arithmetic> arith;
  bool fma = false;
  bool single = false;  // one layer without context: advance() takes the fast path
  std::vector<LayerPlan> layers;
  std::vector<double> scratch, gather;  // a dense step's product; a Householder support's entries
  std::vector<std::uint32_t> prev_values, ctx_values;
  std::optional<precision::Policy> policy;
  // Per layer, the squared distance to the nearest codebook row found by the last decode_layer
  // (the same loop as nearest(), so sqrt of it is what Runner::drift would compute).
  std::vector<double> last_d2;

  // Throws lrnnc::Error for policies precision::Arithmetic cannot emulate (MPFR formats).
  RunnerImpl(const Network& net, std::optional<precision::Policy> policy);

  // Restarts the stochastic-rounding stream at `seed` (other modes draw nothing: no effect).
  void reseed(std::uint64_t seed);

  // h <- A(tok) h + B(tok) in `ops` (the semantics: lrnn/runner.hpp). cols = 0: the state's d
  // columns, with B. The scan materializes A by applying the transition alone (with_b = false) to
  // the n columns of the identity (cols = n).
  // (Always inlined: the native step must compile into the callers' token loops; without it GCC
  // keeps it out of line and the native path costs more instructions per token.)
  template <class Arithmetic>
  [[gnu::always_inline]] void apply_in(const Arithmetic& ops, const LayerPlan& plan, const TokenPlan& token, double* h,
                                       std::size_t cols = 0, bool with_b = true) {
    if (cols == 0) cols = plan.d;
    const std::size_t n = plan.n;
    const double* weights = plan.weights.data();
    for (std::size_t c = 0; c < cols; ++c) {
      double* column = h + c * n;
      switch (token.kind) {
        case TokenPlan::diagonal: {
          const double* a = weights + token.data;
          for (std::size_t i = 0; i < n; ++i) column[i] = ops.mul(a[i], column[i]);
          break;
        }
        case TokenPlan::householder: apply_reflections(ops, plan, token, column); break;
        case TokenPlan::dense: {
          const double* A = weights + token.data;
          double* product = scratch.data();
          for (std::size_t i = 0; i < n; ++i) product[i] = ops.to_storage(ops.dot(A + i * n, column, n));
          std::copy(product, product + n, column);
          break;
        }
      }
      if (with_b && token.b >= 0) {
        const double* b = weights + token.b + c * n;
        for (std::size_t i = 0; i < n; ++i) column[i] = ops.add(column[i], b[i]);
      }
    }
  }

  // The step in the Runner's arithmetic: the policy's when it has one, native double otherwise.
  void apply(const LayerPlan& plan, const TokenPlan& token, double* h, std::size_t cols = 0, bool with_b = true) {
    if (arith)
      apply_policy(plan, token, h, cols, with_b);
    else
      apply_in(NativeArithmetic{}, plan, token, h, cols, with_b);
  }

  // The policy's step, out of line: the rounding calls dominate it, and inlining it as well would
  // crowd the native step out of the callers' loops.
  [[gnu::noinline]] void apply_policy(const LayerPlan& plan, const TokenPlan& token, double* h, std::size_t cols,
                                      bool with_b) {
    apply_in(PolicyArithmetic{*arith, fma}, plan, token, h, cols, with_b);
  }

  // The token of layer l for `letter`, given every layer's decoded values at this step (`cur`, used
  // for lag-0 context) and at the previous step (`prev`, lag 1); -1 when it is not listed.
  std::int32_t token_for(std::size_t l, automata::Letter letter, const std::uint32_t* cur, const std::uint32_t* prev) {
    const LayerPlan& plan = layers[l];
    if (plan.context.empty()) return letter < plan.by_letter.size() ? plan.by_letter[letter] : -1;
    if (!plan.by_key.empty()) {
      std::size_t key = 0;
      for (std::size_t c = plan.context.size(); c-- > 0;) {
        const ContextRef& ref = plan.context[c];
        const std::uint32_t v = ref.lag == 0 ? cur[ref.layer] : prev[ref.layer];
        if (v >= plan.radix[c]) return -1;
        key = key * plan.radix[c] + v;
      }
      return plan.by_key[key * plan.letters + letter];
    }
    ctx_values.resize(plan.context.size());
    for (std::size_t c = 0; c < plan.context.size(); ++c) {
      const ContextRef& ref = plan.context[c];
      ctx_values[c] = ref.lag == 0 ? cur[ref.layer] : prev[ref.layer];
    }
    const auto t = network.layers[l].find_token(letter, ctx_values);
    return t ? static_cast<std::int32_t>(*t) : -1;
  }

  // Decodes layer l after token `tok` (a row prediction first, the full search when it fails).
  void decode_layer(std::size_t l, RunState& state, std::int32_t tok) {
    LayerPlan& plan = layers[l];
    const double* h = state.layers[l].data();
    const std::uint32_t prev = state.rows[l];
    std::uint32_t* slot = nullptr;
    if (prev != RunState::kStale && tok >= 0 && !plan.next_row.empty()) {
      slot = &plan.next_row[prev * plan.tokens.size() + static_cast<std::size_t>(tok)];
      const double d2 = *slot != kUnknownRow ? distance2(plan, *slot, h) : 0;
      if (*slot != kUnknownRow && d2 < plan.accept2) {
        last_d2[l] = d2;
        state.rows[l] = *slot;
        state.values[l] = plan.code_values[*slot];
        return;
      }
    }
    const auto [row, d2] = nearest(plan, h);
    last_d2[l] = d2;
    if (slot) *slot = row;  // kNoRow is kUnknownRow: nothing learned
    state.rows[l] = row;    // kNoRow is RunState::kStale: the next decode searches
    state.values[l] = value_of(plan, row);
  }

  void advance(RunState& state, automata::Letter letter, bool decode_all) {
    if (single && !arith) {  // the fast path: one layer, no context, native
      const LayerPlan& plan = layers[0];
      const std::int32_t tok = letter < plan.by_letter.size() ? plan.by_letter[letter] : -1;
      if (tok < 0) {
        state.valid = false;
        return;
      }
      apply_in(NativeArithmetic{}, plan, plan.tokens[static_cast<std::size_t>(tok)], state.layers[0].data());
      if (decode_all)
        decode_layer(0, state, tok);
      else
        state.rows[0] = RunState::kStale;
      return;
    }
    std::copy(state.values.begin(), state.values.end(), prev_values.begin());
    for (std::size_t l = 0; l < layers.size(); ++l) {
      const LayerPlan& plan = layers[l];
      const std::int32_t tok = token_for(l, letter, state.values.data(), prev_values.data());
      if (tok < 0) {
        state.valid = false;
        continue;
      }
      apply(plan, plan.tokens[static_cast<std::size_t>(tok)], state.layers[l].data());
      if (decode_all || plan.read_by_higher)
        decode_layer(l, state, tok);
      else
        state.rows[l] = RunState::kStale;
    }
  }

  automata::State read(const RunState& state) const {
    if (!state.valid) return automata::kNoState;
    return read_values(state.values);
  }

  // The automaton state of one decoded value per layer (kNoState when the tuple is not listed).
  automata::State read_values(const std::vector<std::uint32_t>& values) const {
    if (layers.size() == 1) {
      const std::uint32_t v = values[0];
      return v < network.readout.size() ? network.readout[v] : automata::kNoState;
    }
    const auto s = network.read(values);
    return s ? *s : automata::kNoState;
  }

 private:
  // The Householder factors of `token`, in order, on one column: s = v.h over the support of v,
  // t = beta s, h_i <- h_i - v_i t. A two-entry support (a transposition) skips the index arrays.
  template <class Arithmetic>
  [[gnu::always_inline]] void apply_reflections(const Arithmetic& ops, const LayerPlan& plan, const TokenPlan& token,
                                                double* column) {
    const FactorPlan* factors = plan.factors.data() + token.factor_begin;
    for (std::uint32_t k = 0; k < token.factor_count; ++k) {
      const FactorPlan& f = factors[k];
      if (f.count == 2) {
        const double a = column[f.i0], b = column[f.i1];
        const double t = ops.mul(f.beta, ops.dot2(f.v0, a, f.v1, b));
        column[f.i0] = ops.subtract_scaled(a, f.v0, t);
        column[f.i1] = ops.subtract_scaled(b, f.v1, t);
        continue;
      }
      if (f.count == 0) continue;
      const std::uint32_t* index = plan.index.data() + f.begin;
      const double* v = plan.weights.data() + f.begin;
      const double t = ops.mul(f.beta, ops.dot_gathered(v, column, index, f.count, gather.data()));
      for (std::uint32_t j = 0; j < f.count; ++j) column[index[j]] = ops.subtract_scaled(column[index[j]], v[j], t);
    }
  }

  void build_layer(std::size_t l);
  void plan_tokens(const Layer& layer, LayerPlan& plan);
  void plan_lookup(const Layer& layer, LayerPlan& plan) const;
  static void plan_decoder(const Layer& layer, LayerPlan& plan);
  double store(double x) { return arith ? arith->to_storage(x) : x; }
};

struct RunnerAccess {
  static RunnerImpl& get(Runner& runner) { return *runner.impl_; }
  static const RunnerImpl& get(const Runner& runner) { return *runner.impl_; }
};

}  // namespace lrnnc::lrnn::detail
