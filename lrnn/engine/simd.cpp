// The vectorized CPU kernel (simd.hpp). Every loop over k runs over the kLanes words of the block
// and has no branches the compiler cannot turn into selects; the per-operation arithmetic is
// lane-arith.hpp's (round_v: the branch-free rounding). Same semantics as lane_run_word.
#include "lrnn/engine/simd.hpp"

namespace lrnnc::lrnn::engine::simd {

namespace {

constexpr std::size_t K = kLanes;
constexpr std::uint32_t kMaxN = 16;

struct Ops {
  LaneRounder storage, acc;
  double product_to_acc(double a, double b) const { return acc.round_v(a * b); }
  double acc_add(double a, double b) const { return acc.round_v(a + b); }
  double to_storage(double x) const { return storage.round_v(x); }
  double mul(double a, double b) const { return storage.round_v(a * b); }
  double add(double a, double b) const { return storage.round_v(a + b); }
};

// Compiled for AVX-512, AVX2 and baseline x86-64, chosen at load time.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__((target_clones("avx512f", "avx2", "default")))
#endif
void kernel(const NetView& net, const Ops ops, const std::uint32_t* const* words, std::size_t count,
            std::size_t length, bool stop, std::uint32_t* const* states, LaneResult* out) {
  const LayerView& L = net.layers[0];
  const std::uint32_t n = L.n, nd = L.nd, T = L.num_tokens;
  const bool dense = L.tokens[0].kind == TokenKind::dense;
  const double* W = L.weights;
  const TokenView* tokens = L.tokens;
  double h[kMaxN * K], prod[kMaxN * K], s[K], d2[K], guess_d2[K], max_d2[K];
  std::uint32_t letter[K], row[K], guess[K], value[K], spec[K], q[K], data[K];
  std::int64_t bofs[K];
  std::uint64_t ff[K];
  bool active[K], was_active[K], accepted[K];
  const std::uint32_t* word[K];
  for (std::size_t k = 0; k < K; ++k) {
    word[k] = words[k < count ? k : 0];
    for (std::uint32_t i = 0; i < n; ++i) h[i * K + k] = L.H0[i];
    row[k] = L.initial_row;
    value[k] = L.code_values[L.initial_row];
    d2[k] = L.initial_d2;
    max_d2[k] = 0;
    spec[k] = net.spec_start;
    ff[k] = 0;
    active[k] = k < count;
  }
  for (std::size_t t = 0; t < length; ++t) {
    for (std::size_t k = 0; k < K; ++k) {
      letter[k] = word[k][t];
      const TokenView& tok = tokens[L.by_letter[letter[k]]];
      data[k] = tok.data;
      bofs[k] = tok.b;
      was_active[k] = active[k];
    }
    if (dense) {
      for (std::uint32_t i = 0; i < n; ++i) {
        for (std::size_t k = 0; k < K; ++k) s[k] = ops.product_to_acc(W[data[k] + i * n], h[k]);
        for (std::uint32_t j = 1; j < n; ++j)
          for (std::size_t k = 0; k < K; ++k)
            s[k] = ops.acc_add(s[k], ops.product_to_acc(W[data[k] + i * n + j], h[j * K + k]));
        for (std::size_t k = 0; k < K; ++k) prod[i * K + k] = ops.to_storage(s[k]);
      }
      for (std::uint32_t i = 0; i < n * K; ++i) h[i] = prod[i];
    } else {
      for (std::uint32_t i = 0; i < n; ++i)
        for (std::size_t k = 0; k < K; ++k) h[i * K + k] = ops.mul(W[data[k] + i], h[i * K + k]);
    }
    for (std::uint32_t i = 0; i < n; ++i)
      for (std::size_t k = 0; k < K; ++k) {
        const bool has_b = bofs[k] >= 0;
        const double b = W[has_b ? bofs[k] + i : 0];
        h[i * K + k] = has_b ? ops.add(h[i * K + k], b) : h[i * K + k];
      }
    // Decoding: the predicted row, accepted within the proven radius; the others search.
    bool all_accepted = true;
    for (std::size_t k = 0; k < K; ++k) {
      const std::uint32_t g = L.next_row ? L.next_row[row[k] * T + L.by_letter[letter[k]]] : kNone;
      guess[k] = g;
      const double* c = L.code + static_cast<std::size_t>(g == kNone ? 0 : g) * nd;
      double acc = 0;
      for (std::uint32_t j = 0; j < nd; ++j) {
        const double diff = c[j] - h[j * K + k];
        acc += diff * diff;
      }
      guess_d2[k] = acc;
      accepted[k] = g != kNone && acc < L.accept2;
      all_accepted = all_accepted && accepted[k];
    }
    for (std::size_t k = 0; k < K; ++k) {
      row[k] = accepted[k] ? guess[k] : row[k];
      d2[k] = accepted[k] ? guess_d2[k] : d2[k];
    }
    if (!all_accepted)
      for (std::size_t k = 0; k < K; ++k) {
        if (accepted[k]) continue;
        std::uint32_t best = 0;
        double best_d = 1.0 / 0.0;
        for (std::uint32_t r = 0; r < L.code_rows; ++r) {
          const double* c = L.code + static_cast<std::size_t>(r) * nd;
          double acc = 0;
          for (std::uint32_t j = 0; j < nd; ++j) {
            const double diff = c[j] - h[j * K + k];
            acc += diff * diff;
          }
          if (acc < best_d) best_d = acc, best = r;
        }
        row[k] = best;
        d2[k] = best_d;
      }
    for (std::size_t k = 0; k < K; ++k) {
      value[k] = L.code_values[row[k]];
      q[k] = net.readout[value[k]];
      max_d2[k] = was_active[k] && max_d2[k] < d2[k] ? d2[k] : max_d2[k];
    }
    if (net.check) {
      for (std::size_t k = 0; k < K; ++k) {
        spec[k] = net.spec_delta[static_cast<std::size_t>(spec[k]) * net.spec_letters + letter[k]];
        const bool wrong = q[k] == kNone || !net.agree[static_cast<std::size_t>(q[k]) * net.spec_states + spec[k]];
        const bool first = was_active[k] && wrong && ff[k] == 0;
        ff[k] = first ? t + 1 : ff[k];
        active[k] = active[k] && !(first && stop);
      }
    }
    for (std::size_t k = 0; k < count; ++k)
      if (states[k] && was_active[k]) states[k][t] = q[k];
    bool any = false;
    for (std::size_t k = 0; k < K; ++k) any = any || active[k];
    if (!any) break;
  }
  for (std::size_t k = 0; k < count; ++k) out[k] = {ff[k], max_d2[k]};
}

}  // namespace

bool eligible(const NetView& net, const LaneArith& arith) {
  if (net.num_layers != 1 || arith.fma || arith.pairwise) return false;
  const LayerView& L = net.layers[0];
  if (L.num_context != 0 || L.d != 1 || L.n > kMaxN || L.num_tokens == 0) return false;
  for (std::uint32_t a = 0; a < L.letters; ++a)
    if (L.by_letter[a] < 0) return false;
  const TokenKind kind = L.tokens[0].kind;
  if (kind == TokenKind::householder) return false;
  for (std::uint32_t t = 0; t < L.num_tokens; ++t)
    if (L.tokens[t].kind != kind) return false;
  for (std::uint32_t r = 0; r < L.code_rows; ++r)
    if (L.code_values[r] >= net.readout_radix[0]) return false;
  return true;
}

void run_block(const NetView& net, const LaneArith& arith, const std::uint32_t* const* words, std::size_t count,
               std::size_t length, bool stop_at_failure, std::uint32_t* const* states, LaneResult* out) {
  kernel(net, Ops{arith.storage, arith.acc}, words, count, length, stop_at_failure, states, out);
}

}  // namespace lrnnc::lrnn::engine::simd
