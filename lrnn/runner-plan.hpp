// Internal to lrnn/simulate*.cpp: the Runner's precompiled plans and its state, shared by the
// sequential Runner (simulate.cpp), the batched orders (simulate-batch.cpp). Not installed API.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common/error.hpp"
#include "lrnn/simulate.hpp"

namespace lrnnc::lrnn::detail {


constexpr std::uint32_t kUnknownRow = 0xffffffffu;
// Tables larger than this (entries) are not built; lookups fall back to a search.
constexpr std::size_t kMaxTable = std::size_t{1} << 24;

struct FactorPlan {
  std::uint32_t begin = 0, count = 0;  // into LayerPlan::index / LayerPlan::weights
  double beta = 0;
  // The support inline when it has two entries (transpositions: the common case, and the hot loop).
  std::uint32_t i0 = 0, i1 = 0;
  double v0 = 0, v1 = 0;
};

struct TokenPlan {
  enum Kind : std::uint8_t { diagonal, householder, dense };
  Kind kind = diagonal;
  std::uint32_t data = 0;                // diagonal: a; dense: rows (row-major); into weights
  std::uint32_t factor_begin = 0, factor_count = 0;
  std::int64_t b = -1;                   // offset of B (n*d, column-major) into weights, -1: none
};

struct LayerPlan {
  std::size_t n = 1, d = 1, nd = 1;
  std::vector<TokenPlan> tokens;
  std::vector<double> weights;
  std::vector<std::uint32_t> index;
  std::vector<FactorPlan> factors;
  std::vector<double> H0;

  // Token lookup: by letter (no context), or by (letter, context values) in a mixed-radix table.
  std::vector<std::int32_t> by_letter;
  std::vector<ContextRef> context;
  std::vector<std::uint32_t> radix;
  std::vector<std::int32_t> by_key;  // empty: fall back to Layer::find_token
  std::size_t letters = 0;

  // Decoding: the codebook row-major, and the learned row predictions next_row[row * T + token].
  std::size_t K = 1;
  std::vector<double> code;
  std::vector<std::uint32_t> code_values;
  double accept2 = std::numeric_limits<double>::infinity();  // squared distance that proves nearest
  std::vector<std::uint32_t> next_row;
  bool read_by_higher = false;
};

// The same loop (and so the same rounding) as nearest_codebook_row.
inline std::pair<std::uint32_t, double> nearest(const LayerPlan& L, const double* h) {
  std::uint32_t best = 0;
  double best_d = std::numeric_limits<double>::infinity();
  for (std::size_t k = 0; k < L.K; ++k) {
    const double* c = L.code.data() + k * L.nd;
    double s = 0;
    for (std::size_t j = 0; j < L.nd; ++j) {
      const double diff = c[j] - h[j];
      s += diff * diff;
    }
    if (s < best_d) best_d = s, best = static_cast<std::uint32_t>(k);
  }
  return {best, best_d};
}

inline double distance2(const LayerPlan& L, std::uint32_t row, const double* h) {
  const double* c = L.code.data() + row * L.nd;
  double s = 0;
  for (std::size_t j = 0; j < L.nd; ++j) {
    const double diff = c[j] - h[j];
    s += diff * diff;
  }
  return s;
}

inline std::string policy_error(const precision::Policy& policy, const std::string& why) {
  return "Runner: direct simulation supports float and fixed-point formats, found policy '" +
         precision::to_string(policy) + "' (" + why + "); MPFR formats are used by verify's exact check";
}

struct RunnerImpl {
  Network network;
  std::optional<precision::Arithmetic> arith;
  bool fma = false, single = false;
  std::vector<LayerPlan> layers;
  std::vector<double> scratch, gather;
  std::vector<std::uint32_t> prev_values, ctx_values;
  std::optional<precision::Policy> policy;
  // Per layer, the squared distance to the nearest codebook row found by the last decode_layer
  // (the same loop as nearest(), so sqrt of it is what Runner::drift would compute).
  std::vector<double> last_d2;

  RunnerImpl(const Network& net, std::optional<precision::Policy> policy) : network(net) {
    this->policy = policy;
    if (policy) {
      if (policy->storage.is_mpfr() || policy->accumulator.is_mpfr())
        throw Error(policy_error(*policy, "an MPFR format"));
      try {
        arith.emplace(*policy);
      } catch (const Error& e) {
        throw Error(policy_error(*policy, e.what()));
      }
      fma = policy->fma;
    }
    std::size_t max_n = 1;
    layers.resize(network.layers.size());
    for (std::size_t l = 0; l < network.layers.size(); ++l) {
      build_layer(l);
      max_n = std::max(max_n, network.layers[l].n);
      for (const auto& c : network.layers[l].context) layers[c.layer].read_by_higher = true;
    }
    scratch.resize(max_n);
    gather.resize(max_n);
    prev_values.resize(network.layers.size());
    last_d2.assign(network.layers.size(), 0.0);
    single = layers.size() == 1 && network.layers[0].context.empty();
  }

  // Restarts the stochastic-rounding stream at `seed` (other modes draw nothing: no effect).
  void reseed(std::uint64_t seed) {
    if (!policy || policy->rounding.mode != precision::RoundingMode::sr) return;
    precision::Policy p = *policy;
    p.rounding.seed = seed;
    arith.emplace(p);
  }

  double store(double x) { return arith ? arith->to_storage(x) : x; }

  void build_layer(std::size_t l) {
    const Layer& layer = network.layers[l];
    LayerPlan& P = layers[l];
    P.n = layer.n, P.d = layer.d, P.nd = layer.n * layer.d;
    const auto n = static_cast<Eigen::Index>(layer.n);
    for (Eigen::Index c = 0; c < static_cast<Eigen::Index>(layer.d); ++c)
      for (Eigen::Index i = 0; i < n; ++i) P.H0.push_back(store(layer.H0(i, c)));
    for (const Token& tok : layer.tokens) {
      TokenPlan T;
      if (const auto* dg = std::get_if<Diagonal>(&tok.transition)) {
        T.kind = TokenPlan::diagonal;
        T.data = static_cast<std::uint32_t>(P.weights.size());
        for (Eigen::Index i = 0; i < n; ++i) P.weights.push_back(store(dg->a(i)));
      } else if (const auto* hp = std::get_if<HouseholderProduct>(&tok.transition)) {
        T.kind = TokenPlan::householder;
        T.factor_begin = static_cast<std::uint32_t>(P.factors.size());
        for (const auto& f : hp->factors) {
          FactorPlan F;
          F.begin = static_cast<std::uint32_t>(P.index.size());
          F.beta = store(f.beta);
          for (Eigen::Index i = 0; i < n; ++i) {
            const double v = store(f.v(i));
            if (v != 0) P.index.push_back(static_cast<std::uint32_t>(i)), P.weights.push_back(v);
          }
          F.count = static_cast<std::uint32_t>(P.index.size()) - F.begin;
          if (F.count == 2) F.i0 = P.index[F.begin], F.i1 = P.index[F.begin + 1], F.v0 = P.weights[F.begin], F.v1 = P.weights[F.begin + 1];
          // index and weights run in step for Householder data: keep them aligned.
          P.factors.push_back(F);
        }
        T.factor_count = static_cast<std::uint32_t>(P.factors.size()) - T.factor_begin;
      } else {
        T.kind = TokenPlan::dense;
        T.data = static_cast<std::uint32_t>(P.weights.size());
        const Matrix& A = std::get<Dense>(tok.transition).A;
        for (Eigen::Index i = 0; i < n; ++i)
          for (Eigen::Index j = 0; j < n; ++j) P.weights.push_back(store(A(i, j)));
      }
      if (tok.B) {
        T.b = static_cast<std::int64_t>(P.weights.size());
        for (Eigen::Index c = 0; c < static_cast<Eigen::Index>(layer.d); ++c)
          for (Eigen::Index i = 0; i < n; ++i) P.weights.push_back(store((*tok.B)(i, c)));
      }
      // Householder weights must sit at the same offsets as their indices: pad the index array.
      P.index.resize(P.weights.size(), 0);
      P.tokens.push_back(T);
    }

    // Token lookup.
    P.letters = network.num_letters();
    P.context = layer.context;
    if (layer.context.empty()) {
      P.by_letter.assign(P.letters, -1);
      for (std::size_t t = layer.tokens.size(); t-- > 0;) P.by_letter[layer.tokens[t].letter] = static_cast<std::int32_t>(t);
    } else {
      std::size_t size = P.letters;
      for (const auto& c : layer.context) {
        std::uint32_t max_value = 0;
        for (auto v : network.layers[c.layer].codebook.values) max_value = std::max(max_value, v);
        P.radix.push_back(max_value + 1);
        size = size > kMaxTable ? size : size * (max_value + 1);
      }
      if (size <= kMaxTable) {
        P.by_key.assign(size, -1);
        for (std::size_t t = layer.tokens.size(); t-- > 0;) {
          const Token& tok = layer.tokens[t];
          bool in_range = true;
          std::size_t key = 0;
          for (std::size_t c = tok.context.size(); c-- > 0;) {
            if (tok.context[c] >= P.radix[c]) in_range = false;  // a value no codebook row decodes to
            key = key * P.radix[c] + tok.context[c];
          }
          if (in_range) P.by_key[key * P.letters + tok.letter] = static_cast<std::int32_t>(t);
        }
      }
    }

    // Decoder.
    const Codebook& cb = layer.codebook;
    P.K = static_cast<std::size_t>(cb.vectors.rows());
    for (Eigen::Index k = 0; k < cb.vectors.rows(); ++k)
      for (Eigen::Index j = 0; j < cb.vectors.cols(); ++j) P.code.push_back(cb.vectors(k, j));
    P.code_values = cb.values;
    double sep2 = std::numeric_limits<double>::infinity();
    for (std::size_t a = 0; a < P.K; ++a)
      for (std::size_t b = a + 1; b < P.K; ++b) {
        const double s = distance2(P, static_cast<std::uint32_t>(b), P.code.data() + a * P.nd);
        if (s > 0) sep2 = std::min(sep2, s);  // identical rows: the first always wins the search
      }
    // Within half the separation the predicted row is the unique nearest one; the factor keeps
    // the rounding of the two computed squared distances from mattering.
    P.accept2 = sep2 / 4 * (1 - 1e-6);
    if (P.K * P.tokens.size() <= kMaxTable) P.next_row.assign(P.K * P.tokens.size(), kUnknownRow);
  }

  // The token of layer l for `letter`, given every layer's decoded values at this step (`cur`, used
  // for lag-0 context) and at the previous step (`prev`, lag 1); -1 when it is not listed.
  std::int32_t token_for(std::size_t l, automata::Letter letter, const std::uint32_t* cur, const std::uint32_t* prev) {
    const LayerPlan& P = layers[l];
    if (P.context.empty()) return letter < P.by_letter.size() ? P.by_letter[letter] : -1;
    if (!P.by_key.empty()) {
      std::size_t key = 0;
      for (std::size_t c = P.context.size(); c-- > 0;) {
        const ContextRef& ref = P.context[c];
        const std::uint32_t v = ref.lag == 0 ? cur[ref.layer] : prev[ref.layer];
        if (v >= P.radix[c]) return -1;
        key = key * P.radix[c] + v;
      }
      return P.by_key[key * P.letters + letter];
    }
    ctx_values.resize(P.context.size());
    for (std::size_t c = 0; c < P.context.size(); ++c) {
      const ContextRef& ref = P.context[c];
      ctx_values[c] = ref.lag == 0 ? cur[ref.layer] : prev[ref.layer];
    }
    const auto t = network.layers[l].find_token(letter, ctx_values);
    return t ? static_cast<std::int32_t>(*t) : -1;
  }

  // h <- A(tok) h + B(tok) in double: exactly the fp64/rne/no-FMA/sequential policy.
  // cols = 0: the state's d columns, with B. The scan materializes A by applying the transition
  // alone (with_b = false) to the n columns of the identity (cols = n).
  void apply_native(const LayerPlan& P, const TokenPlan& T, double* h, std::size_t cols = 0, bool with_b = true) {
    if (cols == 0) cols = P.d;
    const std::size_t n = P.n;
    const double* w = P.weights.data();
    for (std::size_t c = 0; c < cols; ++c) {
      double* x = h + c * n;
      switch (T.kind) {
        case TokenPlan::diagonal: {
          const double* a = w + T.data;
          for (std::size_t i = 0; i < n; ++i) x[i] = a[i] * x[i];
          break;
        }
        case TokenPlan::householder: {
          const FactorPlan* f = P.factors.data() + T.factor_begin;
          for (std::uint32_t k = 0; k < T.factor_count; ++k) {
            const std::uint32_t m = f[k].count;
            if (m == 2) {
              // The same operations as the loop below, unrolled: s = v0 a + v1 b in that order.
              const double a = x[f[k].i0], b = x[f[k].i1];
              const double s = f[k].v0 * a + f[k].v1 * b;
              const double t = f[k].beta * s;
              x[f[k].i0] = a - f[k].v0 * t;
              x[f[k].i1] = b - f[k].v1 * t;
              continue;
            }
            if (m == 0) continue;
            const std::uint32_t* idx = P.index.data() + f[k].begin;
            const double* v = w + f[k].begin;
            double s = v[0] * x[idx[0]];
            for (std::uint32_t j = 1; j < m; ++j) s = s + v[j] * x[idx[j]];
            const double t = f[k].beta * s;
            for (std::uint32_t j = 0; j < m; ++j) x[idx[j]] = x[idx[j]] - v[j] * t;
          }
          break;
        }
        case TokenPlan::dense: {
          const double* A = w + T.data;
          double* y = scratch.data();
          for (std::size_t i = 0; i < n; ++i) {
            const double* row = A + i * n;
            double s = row[0] * x[0];
            for (std::size_t j = 1; j < n; ++j) s = s + row[j] * x[j];
            y[i] = s;
          }
          std::copy(y, y + n, x);
          break;
        }
      }
      if (with_b && T.b >= 0) {
        const double* b = w + T.b + c * n;
        for (std::size_t i = 0; i < n; ++i) x[i] = x[i] + b[i];
      }
    }
  }

  // The same step with every operation rounded by the policy (simulate.hpp).
  // cols = 0: the state's d columns, with B. The scan materializes A by applying the transition
  // alone (with_b = false) to the n columns of the identity (cols = n).
  void apply_policy(const LayerPlan& P, const TokenPlan& T, double* h, std::size_t cols = 0, bool with_b = true) {
    if (cols == 0) cols = P.d;
    precision::Arithmetic& ar = *arith;
    const std::size_t n = P.n;
    const double* w = P.weights.data();
    for (std::size_t c = 0; c < cols; ++c) {
      double* x = h + c * n;
      switch (T.kind) {
        case TokenPlan::diagonal: {
          const double* a = w + T.data;
          for (std::size_t i = 0; i < n; ++i) x[i] = ar.mul(a[i], x[i]);
          break;
        }
        case TokenPlan::householder: {
          const FactorPlan* f = P.factors.data() + T.factor_begin;
          for (std::uint32_t k = 0; k < T.factor_count; ++k) {
            const std::uint32_t m = f[k].count;
            if (m == 0) continue;
            const std::uint32_t* idx = P.index.data() + f[k].begin;
            const double* v = w + f[k].begin;
            for (std::uint32_t j = 0; j < m; ++j) gather[j] = x[idx[j]];
            const double t = ar.mul(f[k].beta, ar.dot(v, gather.data(), m));
            if (fma)
              for (std::uint32_t j = 0; j < m; ++j) x[idx[j]] = ar.fma(-v[j], t, x[idx[j]]);
            else
              for (std::uint32_t j = 0; j < m; ++j) x[idx[j]] = ar.sub(x[idx[j]], ar.mul(v[j], t));
          }
          break;
        }
        case TokenPlan::dense: {
          const double* A = w + T.data;
          double* y = scratch.data();
          for (std::size_t i = 0; i < n; ++i) y[i] = ar.to_storage(ar.dot(A + i * n, x, n));
          std::copy(y, y + n, x);
          break;
        }
      }
      if (with_b && T.b >= 0) {
        const double* b = w + T.b + c * n;
        for (std::size_t i = 0; i < n; ++i) x[i] = ar.add(x[i], b[i]);
      }
    }
  }

  // Decodes layer l after token `tok` (a row prediction first, the full search when it fails).
  void decode_layer(std::size_t l, RunState& state, std::int32_t tok) {
    LayerPlan& P = layers[l];
    const double* h = state.layers[l].data();
    const std::uint32_t prev = state.rows[l];
    std::uint32_t* slot = nullptr;
    if (prev != RunState::kStale && tok >= 0 && !P.next_row.empty()) {
      slot = &P.next_row[prev * P.tokens.size() + static_cast<std::size_t>(tok)];
      const double d2 = *slot != kUnknownRow ? distance2(P, *slot, h) : 0;
      if (*slot != kUnknownRow && d2 < P.accept2) {
        last_d2[l] = d2;
        state.rows[l] = *slot;
        state.values[l] = P.code_values[*slot];
        return;
      }
    }
    const auto [row, d2] = nearest(P, h);
    last_d2[l] = d2;
    if (slot) *slot = row;
    state.rows[l] = row;
    state.values[l] = P.code_values[row];
  }

  void advance(RunState& state, automata::Letter letter, bool decode_all) {
    if (single && !arith) {  // the fast path: one layer, no context, native
      const LayerPlan& P = layers[0];
      const std::int32_t tok = letter < P.by_letter.size() ? P.by_letter[letter] : -1;
      if (tok < 0) {
        state.valid = false;
        return;
      }
      apply_native(P, P.tokens[static_cast<std::size_t>(tok)], state.layers[0].data());
      if (decode_all)
        decode_layer(0, state, tok);
      else
        state.rows[0] = RunState::kStale;
      return;
    }
    std::copy(state.values.begin(), state.values.end(), prev_values.begin());
    for (std::size_t l = 0; l < layers.size(); ++l) {
      const LayerPlan& P = layers[l];
      const std::int32_t tok = token_for(l, letter, state.values.data(), prev_values.data());
      if (tok < 0) {
        state.valid = false;
        continue;
      }
      const TokenPlan& T = P.tokens[static_cast<std::size_t>(tok)];
      if (arith)
        apply_policy(P, T, state.layers[l].data());
      else
        apply_native(P, T, state.layers[l].data());
      if (decode_all || P.read_by_higher)
        decode_layer(l, state, tok);
      else
        state.rows[l] = RunState::kStale;
    }
  }

  automata::State read(const RunState& state) const {
    if (!state.valid) return automata::kNoState;
    if (layers.size() == 1) {
      const std::uint32_t v = state.values[0];
      return v < network.readout.size() ? network.readout[v] : automata::kNoState;
    }
    const auto s = network.read(state.values);
    return s ? *s : automata::kNoState;
  }
};

struct RunnerAccess {
  static RunnerImpl& get(Runner& runner) { return *runner.impl_; }
  static const RunnerImpl& get(const Runner& runner) { return *runner.impl_; }
};

}  // namespace lrnnc::lrnn::detail
