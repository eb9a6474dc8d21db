// The batched engine's network view and its per-lane sequential run (one word, one lane): the one
// source that the CPU backend, the CUDA kernels (lrnn/cuda/) and the host harness that runs the CUDA
// code paths lane by lane (tests/lrnn/test-engine.cpp) all compile. Plain data with raw pointers
// (host or device memory), no allocation, no library calls.
//
// Semantics: exactly the Runner's sequential step (lrnn/runner.hpp, runner-impl.hpp) and simulate()'s
// sequential loop (lrnn/simulate-batch.cpp): per token, every layer bottom-up looks up its token
// from the letter and the decoded values (lag 0: this step's, lag 1: the previous step's), applies
// it (diagonal, Householder factors, dense rows, then B) with LaneArith's rounding, and is decoded to
// the nearest codebook row (a predicted row is accepted without a search when it lies within half
// the codebook's separation: then it is the unique nearest row, so the result is the search's). A
// token that is not listed marks the word invalid (its read state is kNoState from then on) and
// leaves that layer unchanged. The read state is compared with the expected automaton's output label
// through an agreement table; the word's first failure is the first wrong position (1-based).
// max_d2 is the largest squared distance to the nearest codebook row seen after any step, over all
// layers (a layer not stepped keeps its last distance), as simulate() computes max_drift (squared).
#pragma once

#include <cstddef>
#include <cstdint>

#include "lrnn/engine/lane-arith.hpp"

namespace lrnnc::lrnn::engine {

constexpr std::uint32_t kNone = 0xffffffffu;  // automata::kNoState, and "no row" in tables

enum class TokenKind : std::uint8_t { diagonal, householder, dense };

struct TokenView {
  TokenKind kind = TokenKind::diagonal;
  std::uint32_t data = 0;  // diagonal: a (n); dense: rows (n x n, row-major); offsets into weights
  std::uint32_t factor_begin = 0, factor_count = 0;
  std::int64_t b = -1;  // offset of B (n x d, column-major) into weights; -1: none
  // Dense tokens with few nonzero weights: offset of the n + 1 row starts into LayerView::sparse_ptr
  // (row i's nonzeros at sparse_col/sparse_val[sparse_ptr[sparse + i] ..]); -1: none.
  std::int64_t sparse = -1;
};

struct FactorView {
  std::uint32_t begin = 0, count = 0;  // the support: index[begin..], weights[begin..]
  double beta = 0;
};

struct ContextView {
  std::uint32_t layer = 0, lag = 0;
};

struct LayerView {
  std::uint32_t n = 1, d = 1, nd = 1, num_tokens = 0;
  std::uint32_t state_offset = 0;  // this layer's first state component in the lane's state
  const TokenView* tokens = nullptr;
  const FactorView* factors = nullptr;
  const std::uint32_t* index = nullptr;
  const double* weights = nullptr;
  // Token lookup: by_letter[letter] without context; with context, by_key[key * letters + letter],
  // key the mixed-radix number of the context values (context[c] has radix radix[c], c = last
  // first). -1: not listed.
  std::uint32_t letters = 0, num_context = 0;
  const std::int32_t* by_letter = nullptr;
  const ContextView* context = nullptr;
  const std::uint32_t* radix = nullptr;
  const std::int32_t* by_key = nullptr;
  // Decoding: code_rows rows of nd values, their decoded values, the acceptance radius, and the
  // predicted next row per (row, token) (kNone: search).
  std::uint32_t code_rows = 1;
  const double* code = nullptr;
  const std::uint32_t* code_values = nullptr;
  double accept2 = 0;
  const std::uint32_t* next_row = nullptr;
  // The parallel orders (lane-scan.hpp): num_tokens + 1 matrices, row-major n x n, every token's A
  // as the scan materializes it and then the identity (the map of a token not listed). Null for the
  // sequential order.
  const double* mats = nullptr;
  // The nonzero weights of sparse dense tokens, row by row (TokenView::sparse).
  const std::uint32_t* sparse_ptr = nullptr;
  const std::uint32_t* sparse_col = nullptr;
  const double* sparse_val = nullptr;
  // The initial state (H0, rounded to storage), its nearest row and that row's squared distance.
  const double* H0 = nullptr;
  std::uint32_t initial_row = 0;
  double initial_d2 = 0;
};

struct NetView {
  std::uint32_t num_layers = 0, total_nd = 0, max_n = 1;
  const LayerView* layers = nullptr;
  // The automaton state of the decoded values: readout[key], key mixed-radix over the layers
  // (layer 0 least significant, layer l's radix readout_radix[l]); kNone: not listed.
  const std::uint32_t* readout_radix = nullptr;
  const std::uint32_t* readout = nullptr;
  // The expected automaton (check = true): transitions spec_delta[p * spec_letters + a], and
  // agree[q * spec_states + p] = 1 when network state q and spec state p have the same label.
  bool check = false;
  std::uint32_t spec_states = 0, spec_letters = 0, spec_start = 0;
  const std::uint32_t* spec_delta = nullptr;
  const std::uint8_t* agree = nullptr;
};

// A lane's working memory: component i of lane `lane` at p[i * stride] (the caller offsets the
// pointers by the lane). h: total_nd doubles; scratch: max_n doubles; values, prev_values, rows:
// num_layers each; d2: num_layers doubles.
struct LaneMemory {
  double* h;
  double* scratch;
  std::uint32_t* values;
  std::uint32_t* prev_values;
  std::uint32_t* rows;
  double* d2;
  std::size_t stride;
};

struct LaneResult {
  std::uint64_t first_failure = 0;  // 0: none
  double max_d2 = 0;
};

// Accessors for LaneArith::dot: a contiguous row, a lane's strided vector, a gathered support.
struct Contiguous {
  const double* p;
  LRNNC_HD double operator[](std::size_t i) const { return p[i]; }
};
struct Strided {
  const double* p;
  std::size_t s;
  LRNNC_HD double operator[](std::size_t i) const { return p[i * s]; }
};
struct Gathered {
  const double* p;
  const std::uint32_t* index;
  std::size_t s;
  LRNNC_HD double operator[](std::size_t i) const { return p[index[i] * s]; }
};

template <class A, class B>
LRNNC_HD_INLINE double lane_dot(const LaneArith& ar, const A& a, const B& b, std::size_t n) {
  if (n == 0) return 0.0;
  if (!ar.pairwise) {
    double s = ar.product_to_acc(a[0], b[0]);
    for (std::size_t i = 1; i < n; ++i)
      s = ar.fma ? ar.fused_acc(a[i], b[i], s) : ar.acc_add(s, ar.product_to_acc(a[i], b[i]));
    return s;
  }
  double level[LaneArith::kMaxPairwise];
  std::size_t k = 0;
  if (ar.fma) {
    for (std::size_t j = 0; j + 1 < n; j += 2)
      level[k++] = ar.fused_acc(a[j + 1], b[j + 1], ar.product_to_acc(a[j], b[j]));
    if (n % 2) level[k++] = ar.product_to_acc(a[n - 1], b[n - 1]);
  } else {
    for (std::size_t i = 0; i < n; ++i) level[k++] = ar.product_to_acc(a[i], b[i]);
  }
  while (k > 1) {
    std::size_t m = 0;
    for (std::size_t i = 0; i + 1 < k; i += 2) level[m++] = ar.acc_add(level[i], level[i + 1]);
    if (k % 2) level[m++] = level[k - 1];
    k = m;
  }
  return level[0];
}

// Whether every component of a lane's column is finite.
LRNNC_HD inline bool lane_finite(const double* col, std::size_t n, std::size_t stride) {
  bool finite = true;
  for (std::size_t i = 0; i < n; ++i) finite = finite && col[i * stride] - col[i * stride] == 0.0;
  return finite;
}

// Why a dense row's zero weights may be skipped in a sequential dot product (lane_transform's
// sparse branch), bit for bit except for the sign of an exact zero: with x finite, a zero weight's
// product 0 * x is a zero, and adding a zero to an accumulator s leaves s unchanged when s is not
// zero (s is already in the accumulator's format, so its rounding is the identity); a fused
// round(0 * x + s) is s likewise. So the sum of the nonzero products in column order is the dense
// sum, and the first nonzero product, rounded once to the accumulator, is what the dense sum holds
// after it (zero + p = p exactly). Where every product is zero the dense sum is a zero of some sign
// and the sparse one +0. The sign of a zero never changes a nonzero result of the covered
// operations, a decoded row or a squared distance, so read states, first failures and drifts are
// the reference's. Not for pairwise sums (their tree pairs would change) nor for a column holding
// an infinity or a NaN (0 * inf is a NaN): both take the dense loop.

// col <- A(token) col on one column of a lane's layer state (component i at col[i * stride]), without B.
LRNNC_HD inline void lane_transform(const LaneArith& ar, const LayerView& L, const TokenView& tok, double* col,
                                    double* scratch, std::size_t stride) {
  const std::size_t n = L.n;
  if (tok.kind == TokenKind::diagonal) {
    const double* a = L.weights + tok.data;
    for (std::size_t i = 0; i < n; ++i) col[i * stride] = ar.mul(a[i], col[i * stride]);
  } else if (tok.kind == TokenKind::householder) {
    for (std::uint32_t k = 0; k < tok.factor_count; ++k) {
      const FactorView& f = L.factors[tok.factor_begin + k];
      if (f.count == 0) continue;
      const std::uint32_t* index = L.index + f.begin;
      const double* v = L.weights + f.begin;
      const double t = ar.mul(f.beta, lane_dot(ar, Contiguous{v}, Gathered{col, index, stride}, f.count));
      for (std::uint32_t j = 0; j < f.count; ++j)
        col[index[j] * stride] = ar.subtract_scaled(col[index[j] * stride], v[j], t);
    }
  } else if (tok.sparse >= 0 && !ar.pairwise && lane_finite(col, n, stride)) {
    // A dense token's zero weights skipped (see the note above).
    const std::uint32_t* ptr = L.sparse_ptr + tok.sparse;
    for (std::size_t i = 0; i < n; ++i) {
      const std::uint32_t b = ptr[i], e = ptr[i + 1];
      scratch[i * stride] = b == e ? 0.0
                                   : ar.to_storage(lane_dot(ar, Contiguous{L.sparse_val + b},
                                                            Gathered{col, L.sparse_col + b, stride}, e - b));
    }
    for (std::size_t i = 0; i < n; ++i) col[i * stride] = scratch[i * stride];
  } else {
    const double* A = L.weights + tok.data;
    for (std::size_t i = 0; i < n; ++i)
      scratch[i * stride] = ar.to_storage(lane_dot(ar, Contiguous{A + i * n}, Strided{col, stride}, n));
    for (std::size_t i = 0; i < n; ++i) col[i * stride] = scratch[i * stride];
  }
}

// h <- A(token) h + B(token) on one lane's layer state (column-major n x d, component i of column c
// at h[(c * n + i) * stride]).
LRNNC_HD inline void lane_apply(const LaneArith& ar, const LayerView& L, const TokenView& tok, double* h,
                                double* scratch, std::size_t stride) {
  const std::size_t n = L.n;
  for (std::size_t c = 0; c < L.d; ++c) {
    double* col = h + c * n * stride;
    lane_transform(ar, L, tok, col, scratch, stride);
    if (tok.b >= 0) {
      const double* b = L.weights + tok.b + c * n;
      for (std::size_t i = 0; i < n; ++i) col[i * stride] = ar.add(col[i * stride], b[i]);
    }
  }
}

// Squared distance from a lane's layer state to codebook row `row` (distance2 of runner-plan.hpp).
LRNNC_HD inline double lane_distance2(const LayerView& L, std::uint32_t row, const double* h, std::size_t stride) {
  const double* c = L.code + static_cast<std::size_t>(row) * L.nd;
  double s = 0;
  for (std::size_t j = 0; j < L.nd; ++j) {
    const double diff = c[j] - h[j * stride];
    s += diff * diff;
  }
  return s;
}

// The nearest codebook row to a lane's layer state and its squared distance (the first of equally
// near rows; detail::nearest of runner-plan.hpp).
struct Nearest {
  std::uint32_t row;
  double d2;
};
// {kNone, infinity} when no distance is finite (a NaN or an infinite entry in h): no row, whose
// value lane_value gives as kNone, which reads as no automaton state (a failure), never row 0.
LRNNC_HD inline Nearest lane_nearest(const LayerView& L, const double* h, std::size_t stride) {
  Nearest best{kNone, 1.0 / 0.0};
  for (std::uint32_t k = 0; k < L.code_rows; ++k) {
    const double s = lane_distance2(L, k, h, stride);
    if (s < best.d2) best = {k, s};
  }
  return best;
}

// The nearest row to h when the row before the last step was `prev` and its token `tok` (-1: not
// listed, the state unchanged): the predicted row when it lies within the acceptance radius (then
// it is the search's result, see lane-step's header), else the search's.
LRNNC_HD inline Nearest lane_predicted_nearest(const LayerView& L, std::uint32_t prev, std::int32_t tok,
                                               const double* h, std::size_t stride) {
  const std::uint32_t guess =
      tok < 0 || prev == kNone
          ? prev
          : (L.next_row ? L.next_row[static_cast<std::size_t>(prev) * L.num_tokens + static_cast<std::uint32_t>(tok)]
                        : kNone);
  if (guess != kNone) {
    const double d2 = lane_distance2(L, guess, h, stride);
    if (d2 < L.accept2) return {guess, d2};
  }
  return lane_nearest(L, h, stride);
}

// The decoded value of `row` (kNone for no row: a non-finite state).
LRNNC_HD inline std::uint32_t lane_value(const LayerView& L, std::uint32_t row) {
  return row == kNone ? kNone : L.code_values[row];
}

// The token of a layer for `letter` (-1: not listed), given every layer's decoded values at this
// step (`cur`, lag 0) and the previous one (`prev`, lag 1), layer j's at [j * stride].
LRNNC_HD inline std::int32_t lane_token(const LayerView& L, std::uint32_t letter, const std::uint32_t* cur,
                                        const std::uint32_t* prev, std::size_t stride) {
  if (L.num_context == 0) return letter < L.letters ? L.by_letter[letter] : -1;
  std::size_t key = 0;
  for (std::uint32_t c = L.num_context; c-- > 0;) {
    const ContextView& ref = L.context[c];
    const std::uint32_t v = ref.lag == 0 ? cur[ref.layer * stride] : prev[ref.layer * stride];
    if (v >= L.radix[c]) return -1;
    key = key * L.radix[c] + v;
  }
  return L.by_key[key * L.letters + letter];
}

// Decodes layer l of the lane after token `tok` (prediction, else the full search).
LRNNC_HD inline void lane_decode(const LayerView& L, std::uint32_t l, std::int32_t tok, const LaneMemory& m) {
  const Nearest best = lane_predicted_nearest(L, m.rows[l * m.stride], tok, m.h + L.state_offset * m.stride, m.stride);
  m.d2[l * m.stride] = best.d2;
  m.rows[l * m.stride] = best.row;
  m.values[l * m.stride] = lane_value(L, best.row);
}

// The automaton state read from decoded values (layer j's at values[j * stride]; kNone when not listed).
LRNNC_HD inline std::uint32_t lane_read(const NetView& net, const std::uint32_t* values, std::size_t stride) {
  std::size_t key = 0;
  for (std::uint32_t l = net.num_layers; l-- > 0;) {
    const std::uint32_t v = values[l * stride];
    if (v >= net.readout_radix[l]) return kNone;
    key = key * net.readout_radix[l] + v;
  }
  return net.readout[key];
}

// Advances the expected automaton by `letter` and checks the read state q at position t (0-based)
// against it; records the first failure. Returns whether the run should stop here.
LRNNC_HD inline bool lane_check(const NetView& net, std::uint32_t q, std::uint32_t letter, std::size_t t,
                                bool stop_at_failure, std::uint32_t& spec, LaneResult& out) {
  if (!net.check) return false;
  spec = net.spec_delta[static_cast<std::size_t>(spec) * net.spec_letters + letter];
  const bool wrong = q == kNone || !net.agree[static_cast<std::size_t>(q) * net.spec_states + spec];
  if (!wrong || out.first_failure != 0) return false;
  out.first_failure = t + 1;
  return stop_at_failure;
}

// Resets the lane to the initial state.
LRNNC_HD inline void lane_init(const NetView& net, const LaneMemory& m) {
  for (std::uint32_t l = 0; l < net.num_layers; ++l) {
    const LayerView& L = net.layers[l];
    for (std::uint32_t i = 0; i < L.nd; ++i) m.h[(L.state_offset + i) * m.stride] = L.H0[i];
    m.rows[l * m.stride] = L.initial_row;
    m.values[l * m.stride] = lane_value(L, L.initial_row);
    m.d2[l * m.stride] = L.initial_d2;
  }
}

// One position of a lane: every layer's token (from the letter and the decoded values), its step
// and its decoding; `valid` turns false at a token that is not listed (that layer is left as it
// was).
LRNNC_HD inline void lane_step(const NetView& net, const LaneArith& ar, std::uint32_t letter, const LaneMemory& m,
                               bool& valid) {
  for (std::uint32_t l = 0; l < net.num_layers; ++l) m.prev_values[l * m.stride] = m.values[l * m.stride];
  for (std::uint32_t l = 0; l < net.num_layers; ++l) {
    const LayerView& L = net.layers[l];
    const std::int32_t tok = lane_token(L, letter, m.values, m.prev_values, m.stride);
    if (tok < 0) {
      valid = false;
      continue;
    }
    lane_apply(ar, L, L.tokens[tok], m.h + L.state_offset * m.stride, m.scratch, m.stride);
    lane_decode(L, l, tok, m);
  }
}

// The largest of the layers' squared distances and `max_d2` (a NaN distance is not taken).
LRNNC_HD inline double lane_max_d2(const NetView& net, const LaneMemory& m, double max_d2) {
  for (std::uint32_t l = 0; l < net.num_layers; ++l) {
    const double x = m.d2[l * m.stride];
    max_d2 = max_d2 < x ? x : max_d2;  // std::max: a NaN distance is not taken
  }
  return max_d2;
}

// Where a lane's run stands between positions: whether every token so far was listed, the
// expected automaton's state, the result so far.
struct LaneProgress {
  bool valid = true;
  std::uint32_t spec = 0;
  LaneResult out;
};

// Positions [t0, length) of a word on a lane whose memory holds the state after position t0 - 1
// (`states`, `stop_at_failure`: as lane_run_word). Returns the result.
template <class Letter>
LRNNC_HD inline LaneResult lane_run_from(const NetView& net, const LaneArith& ar, const Letter* word, std::size_t t0,
                                         std::size_t length, const LaneMemory& m, bool stop_at_failure,
                                         std::uint32_t* states, std::size_t states_stride, LaneProgress p) {
  for (std::size_t t = t0; t < length; ++t) {
    const std::uint32_t letter = word[t];
    lane_step(net, ar, letter, m, p.valid);
    const std::uint32_t q = p.valid ? lane_read(net, m.values, m.stride) : kNone;
    p.out.max_d2 = lane_max_d2(net, m, p.out.max_d2);
    if (states) states[t * states_stride] = q;
    if (lane_check(net, q, letter, t, stop_at_failure, p.spec, p.out)) break;
  }
  return p.out;
}

// One word on one lane, from the initial state. `states` (nullable): the read state after every
// position (kNone for invalid words), written at states[t * states_stride]; with stop_at_failure
// (and net.check) the run stops at the first failure and later entries are not written. Letter:
// the letters' storage type (std::uint32_t on the CPU; the CUDA backend packs them narrower).
template <class Letter>
LRNNC_HD inline LaneResult lane_run_word(const NetView& net, const LaneArith& ar, const Letter* word,
                                         std::size_t length, const LaneMemory& m, bool stop_at_failure,
                                         std::uint32_t* states, std::size_t states_stride) {
  lane_init(net, m);
  LaneProgress p;
  p.spec = net.spec_start;
  return lane_run_from(net, ar, word, 0, length, m, stop_at_failure, states, states_stride, p);
}

}  // namespace lrnnc::lrnn::engine
