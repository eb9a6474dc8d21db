// The forward pass of a learned model under an arithmetic policy (learned/forward.hpp): the
// equations of docs/LEARNED.md section 1 with the roundings of section 3, written once as templates
// over the arithmetic (NativeOps: plain double; PolicyOps: precision::Arithmetic, with hardware
// dot products where they are exact, learned/forward-internal.hpp).
//
// A word runs layer by layer over all its positions: RMSNorm of every position, the mixer's
// projections for every position, the mixer's recurrence in the chosen order, then the residual;
// finally the head. Under stochastic rounding the draws come in that program order.
// detail::Tracer (the end of this file) runs the same code in plain double and keeps each layer's
// internals (learned/forward-internal.hpp).
#include "learned/forward.hpp"

#include <algorithm>
#include <bit>
#include <cfloat>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <unordered_map>

#include "common/error.hpp"
#include "common/interruption.hpp"
#include "common/splitmix64.hpp"
#include "learned/forward-internal.hpp"
#include "precision/arithmetic.hpp"

namespace lrnnc::learned {

namespace detail {

std::atomic<bool> fast_dot_enabled{true};
FixedPointShortcuts fixed_point_shortcuts;

FastDot fast_dot_kind(const precision::Policy& policy) {
  using precision::Format;
  if (!fast_dot_enabled) return FastDot::none;
  if (policy.rounding.mode != precision::RoundingMode::rne || policy.order != precision::SumOrder::sequential)
    return FastDot::none;
  if (policy.accumulator == Format{precision::fp64()}) return policy.fma ? FastDot::f64_fma : FastDot::f64;
  if (policy.accumulator != Format{precision::fp32()} || !policy.storage.is_float()) return FastDot::none;
  const precision::FloatFormat& s = policy.storage.as_float();
  if (s.exponent_bits > 8 || s.mantissa_bits > 23 || s.max_finite() > FLT_MAX) return FastDot::none;
  return policy.fma ? FastDot::f32_fma : FastDot::f32;
}

std::optional<RneRow> rne_row(const precision::Policy& policy) {
  if (!fast_dot_enabled || policy.fma || policy.rounding.mode != precision::RoundingMode::rne ||
      !policy.storage.is_float())
    return std::nullopt;
  const precision::FormatRounder rounder(policy.storage, policy.rounding);
  const precision::FloatFormat& f = policy.storage.as_float();
  if (rounder.kind() != precision::FormatRounder::Kind::rne_fast || f.mantissa_bits > 24) return std::nullopt;
  RneRow r;
  r.shift = 52 - f.mantissa_bits;
  r.low = (std::uint64_t{1} << r.shift) - 1;
  r.half_minus_one = (std::uint64_t{1} << (r.shift - 1)) - 1;
  r.min_normal = f.min_normal();
  r.max_finite = f.max_finite();
  return r;
}

Matrix make_matrix(std::size_t rows, std::size_t cols, const double* values, bool with_float) {
  Matrix m;
  m.rows = rows;
  m.cols = cols;
  m.w.assign(values, values + rows * cols);
  m.wt.resize(rows * cols);
  for (std::size_t j = 0; j < rows; ++j)
    for (std::size_t i = 0; i < cols; ++i) m.wt[i * rows + j] = values[j * cols + i];
  if (with_float) m.wtf.assign(m.wt.begin(), m.wt.end());
  return m;
}

namespace {
template <class Acc, bool Fused>
double sequential_dot(const double* a, const double* b, std::size_t n) {
  if (n == 0) return 0.0;
  Acc s = static_cast<Acc>(a[0]) * static_cast<Acc>(b[0]);
  for (std::size_t i = 1; i < n; ++i) {
    if constexpr (Fused)
      s = std::fma(static_cast<Acc>(a[i]), static_cast<Acc>(b[i]), s);
    else
      s = s + static_cast<Acc>(a[i]) * static_cast<Acc>(b[i]);
  }
  return static_cast<double>(s);
}
}  // namespace

double fast_dot(FastDot kind, const double* a, const double* b, std::size_t n) {
  switch (kind) {
    case FastDot::f32: return sequential_dot<float, false>(a, b, n);
    case FastDot::f32_fma: return sequential_dot<float, true>(a, b, n);
    case FastDot::f64: return sequential_dot<double, false>(a, b, n);
    case FastDot::f64_fma: return sequential_dot<double, true>(a, b, n);
    case FastDot::none: break;
  }
  throw Error("fast_dot: no hardware dot for this policy");
}

void fast_columns(FastDot kind, const double* M, std::size_t in, std::size_t out, const double* x, double* y,
                  const double* start) {
  switch (kind) {
    case FastDot::f32: return columns<float, false>(M, in, out, x, y, start);
    case FastDot::f32_fma: return columns<float, true>(M, in, out, x, y, start);
    case FastDot::f64: return columns<double, false>(M, in, out, x, y, start);
    case FastDot::f64_fma: return columns<double, true>(M, in, out, x, y, start);
    case FastDot::none: break;
  }
  throw Error("fast_columns: no hardware dot for this policy");
}

}  // namespace detail

namespace {

using detail::FastDot;
using detail::fixed_point_shortcuts;
using detail::Matrix;

// ---------------------------------------------------------------------------------------------
// The two arithmetics. Both offer: add, sub, mul, fma (one rounding each; fma fused or not by the
// policy), store (to_storage; also `fn(expr)` of docs/LEARNED.md), dot (the accumulator value),
// columns (y_j = store(dot(column j of an in-major matrix, x))) and linear (y_j = store(dot(W_j, x))).

// Plain double: exactly the fp64 policy (rne, no FMA, sequential) with no rounding calls. fma is
// a*b + c in two roundings (the file is compiled with -ffp-contract=off).
struct NativeOps {
  double add(double a, double b) const { return a + b; }
  double sub(double a, double b) const { return a - b; }
  double mul(double a, double b) const { return a * b; }
  double fma(double a, double b, double c) const { return a * b + c; }
  double store(double x) const { return x; }
  double dot(const double* a, const double* b, std::size_t n) const { return detail::fast_dot(FastDot::f64, a, b, n); }
  void columns(const double* M, std::size_t in, std::size_t out, const double* x, double* y) const {
    detail::columns<double, false>(M, in, out, x, y);
  }
  void linear(const Matrix& W, const double* x, double* y) const { columns(W.wt.data(), W.cols, W.rows, x, y); }
  // Whether linear's dot products may be split into consecutive parts (linear_part).
  bool split_dot() const { return true; }
  // acc_j = row j of W over the inputs [i0, i1) (x[0] is input i0) in linear's dot, continued from
  // start[j] (null: a new dot), not stored: linear_part over [0, k) and then over [k, W.cols) from
  // its results, stored, is linear. split_dot() only.
  void linear_part(const Matrix& W, std::size_t i0, std::size_t i1, const double* x, const double* start,
                   double* acc) const {
    detail::columns<double, false>(W.wt.data() + i0 * W.rows, i1 - i0, W.rows, x, acc, start);
  }
  // row[j] = fma(b, w[j], row[j]) for j < n.
  void fma_row(double b, const double* w, double* row, std::size_t n) const {
    for (std::size_t j = 0; j < n; ++j) row[j] = b * w[j] + row[j];
  }
  // The same operands give the same result every time; a NaN operand gives a NaN.
  bool repeatable() const { return true; }
  bool propagates_nan() const { return true; }
};

// Every operation rounded by a precision::Arithmetic; dot products in hardware when `fast` says
// that this is exact (forward-internal.hpp), else Arithmetic::dot.
struct PolicyOps {
  precision::Arithmetic& ar;
  FastDot fast;
  const std::optional<detail::RneRow>& rne;  // fma_row's vectorized path, when the policy allows it
  bool side_by_side;                         // Arithmetic::columns runs the dot products side by side
  std::vector<double> gather;                // a column of an in-major matrix for Arithmetic::dot; fma_row's results

  double add(double a, double b) { return ar.add(a, b); }
  double sub(double a, double b) { return ar.sub(a, b); }
  double mul(double a, double b) { return ar.mul(a, b); }
  double fma(double a, double b, double c) { return ar.fma(a, b, c); }
  double store(double x) { return ar.to_storage(x); }
  double dot(const double* a, const double* b, std::size_t n) {
    return fast != FastDot::none ? detail::fast_dot(fast, a, b, n) : ar.dot(a, b, n);
  }
  void columns(const double* M, std::size_t in, std::size_t out, const double* x, double* y) {
    if (fast != FastDot::none) {
      detail::fast_columns(fast, M, in, out, x, y);
      for (std::size_t j = 0; j < out; ++j) y[j] = ar.to_storage(y[j]);
      return;
    }
    if (side_by_side) {
      ar.columns(M, in, out, x, y);
      for (std::size_t j = 0; j < out; ++j) y[j] = ar.to_storage(y[j]);
      return;
    }
    gather.resize(in);
    for (std::size_t j = 0; j < out; ++j) {
      for (std::size_t i = 0; i < in; ++i) gather[i] = M[i * out + j];
      y[j] = ar.to_storage(ar.dot(gather.data(), x, in));
    }
  }
  void fma_row(double b, const double* w, double* row, std::size_t n) {
    if (rne) {
      gather.resize(std::max(gather.size(), n));
      if (rne->fma_row(b, w, row, n, gather.data())) return;
    }
    for (std::size_t j = 0; j < n; ++j) row[j] = ar.fma(b, w[j], row[j]);
  }
  // The same operands give the same result every time: every rounding mode but stochastic
  // rounding, whose draws advance with each operation.
  bool repeatable() const { return ar.policy().rounding.mode != precision::RoundingMode::sr; }
  // A NaN operand gives a NaN, and leaving operations out changes no other result: float formats
  // (their rounding returns a NaN unchanged), no stochastic rounding (whose draws would shift).
  bool propagates_nan() const {
    return repeatable() && !ar.policy().storage.is_fixed() && !ar.policy().accumulator.is_fixed();
  }
  void linear(const Matrix& W, const double* x, double* y) {
    if (fast == FastDot::f32 || fast == FastDot::f32_fma) {
      if (fast == FastDot::f32)
        detail::columns<float, false>(W.wtf.data(), W.cols, W.rows, x, y);
      else
        detail::columns<float, true>(W.wtf.data(), W.cols, W.rows, x, y);
      for (std::size_t j = 0; j < W.rows; ++j) y[j] = ar.to_storage(y[j]);
    } else if (fast != FastDot::none || side_by_side) {
      columns(W.wt.data(), W.cols, W.rows, x, y);
    } else {
      for (std::size_t j = 0; j < W.rows; ++j) y[j] = ar.to_storage(ar.dot(W.row(j), x, W.cols));
    }
  }
  // NativeOps::linear_part: the dot of linear, continued (sequential chains in hardware or in the rne kernel).
  bool split_dot() const { return fast != FastDot::none || side_by_side; }
  void linear_part(const Matrix& W, std::size_t i0, std::size_t i1, const double* x, const double* start, double* acc) {
    const std::size_t in = i1 - i0, out = W.rows;
    if (fast == FastDot::f32)
      detail::columns<float, false>(W.wtf.data() + i0 * out, in, out, x, acc, start);
    else if (fast == FastDot::f32_fma)
      detail::columns<float, true>(W.wtf.data() + i0 * out, in, out, x, acc, start);
    else if (fast != FastDot::none)
      detail::fast_columns(fast, W.wt.data() + i0 * out, in, out, x, acc, start);
    else
      ar.columns(W.wt.data() + i0 * out, in, out, x, acc, start);
  }
};

// ---------------------------------------------------------------------------------------------
// The model, weights rounded to the storage format.

struct Layer {
  LayerSpec spec;
  std::vector<double> norm;
  Matrix out;
  // diag
  Matrix delta, B;
  std::vector<double> delta_bias, exp_A;  // exp(A_log) in double, from the rounded A_log
  // deltaproduct (k, v: one matrix per rank index; beta: row i*H + head)
  Matrix q, beta;
  std::vector<Matrix> k, v;
  std::vector<double> beta_bias;
  // fprnn
  Matrix in, b, lam, c, alpha, L1, L2, D1, D2;
  std::vector<Matrix> u;
  std::vector<double> lam_bias, alpha_bias, D1_bias, D2_bias, inner_norm;
  std::size_t ka = 0, kb = 0;  // kronecker: n = ka * kb
  // fpmamba (also in, the mixer's, inner_norm: the LayerNorm's gain)
  Matrix xproj, dtw, bc, zy;
  std::vector<double> dt_bias, neg_exp_A, skip, inner_norm_bias;  // neg_exp_A = -exp(A_log) (n x N) in double
};

// Per-thread buffers of the word-sized arrays, reused from word to word: a fresh multi-megabyte
// vector per word costs page faults and zeroing comparable to the arithmetic itself. run() is not
// reentrant within a thread, so one set per thread suffices; every user overwrites what it reads.
struct Workspace {
  std::vector<double> U, Z, Y, P, A, B;
};
Workspace& workspace() {
  thread_local Workspace w;
  return w;
}

double softplus(double x) {
  if (std::abs(x) > 746.0) return std::max(x, 0.0) + 0.0;  // exp(-|x|) underflows to 0 (see sigmoid)
  return std::max(x, 0.0) + std::log1p(std::exp(-std::abs(x)));
}
// 1 / (1 + exp(-x)). Where exp(-x) overflows (-x > 710) or underflows to zero (-x < -746) the
// result is 0 or 1 without calling exp, whose overflow and underflow paths (errno) are slow: a
// diverging fixed-point iterate sends most of its values there. The same values as the formula.
double sigmoid(double x) {
  if (x < -710.0) return 0.0;
  if (x > 746.0) return 1.0;
  return 1.0 / (1.0 + std::exp(-x));
}
double silu(double x) { return x * sigmoid(x); }

// y = W x + bias (a linear map row, then the bias added), bias may be null.
template <class Ops>
void linear(Ops& ops, const Matrix& W, const double* bias, const double* x, double* y) {
  ops.linear(W, x, y);
  if (bias)
    for (std::size_t j = 0; j < W.rows; ++j) y[j] = ops.add(y[j], bias[j]);
}

// z = RMSNorm(u) with gain g (d values).
template <class Ops>
void rms_norm(Ops& ops, const double* u, const double* g, std::size_t d, double eps, double* z) {
  const double s = ops.dot(u, u, d);
  const double r = ops.store(1.0 / std::sqrt(s / static_cast<double>(d) + eps));
  for (std::size_t i = 0; i < d; ++i) z[i] = ops.mul(ops.mul(u[i], r), g[i]);
}

// x <- normalize(x) (n values).
template <class Ops>
void normalize(Ops& ops, double* x, std::size_t n) {
  const double s = ops.dot(x, x, n);
  const double r = ops.store(1.0 / std::sqrt(s + 1e-12));
  for (std::size_t i = 0; i < n; ++i) x[i] = ops.mul(x[i], r);
}

// ---------------------------------------------------------------------------------------------
// The orders over a mixer's token maps (docs/SIMULATION.md "Evaluation orders"). `Maps` holds a
// pool of elements (affine maps) and provides: set_initial(i) (the constant map (0, 0) of element
// 0), set_token(i, t) (token t's map, t = 0..T-1), compose(o, l, r) (x[o] = x[l] o x[r], o may be
// l or r; the A part is skipped when x[r] is constant), step(t, h) (the sequential step of token
// t on a state), state(i) (the b part), resize(count) and state_size(). `emit(t, state)` receives
// the state after token t (t = 0..T-1) in increasing t.

template <class Maps>
void brent_kung(Maps& maps, std::size_t T) {
  std::size_t D = 0;
  for (std::size_t d = 1; 2 * d - 1 <= T; d *= 2) {
    D = d;
    for (std::size_t i = 2 * d - 1; i <= T; i += 2 * d) maps.compose(i, i, i - d);
  }
  for (std::size_t d = D; d >= 1; d /= 2)
    for (std::size_t i = 3 * d - 1; i <= T; i += 2 * d) maps.compose(i, i, i - d);
}

template <class Maps, class Emit>
void run_order(Maps& maps, std::size_t T, const lrnn::EvalOrder& order, Emit&& emit) {
  std::vector<double> h(maps.state_size(), 0.0);
  if (order.kind == lrnn::OrderKind::sequential) {
    for (std::size_t t = 0; t < T; ++t) {
      maps.step(t, h.data());
      emit(t, h.data());
    }
    return;
  }
  if (order.kind == lrnn::OrderKind::scan) {
    maps.resize(T + 1);
    maps.set_initial(0);
    for (std::size_t t = 1; t <= T; ++t) maps.set_token(t, t - 1);
    brent_kung(maps, T);
    for (std::size_t t = 1; t <= T; ++t) emit(t - 1, maps.state(t));
    return;
  }
  const std::size_t C = order.chunk;
  const std::size_t chunks = T / C + (T % C != 0);  // not (T + C - 1) / C: C may be near 2^64
  maps.resize(chunks + 2);                          // the last slot holds one token's map
  const std::size_t tmp = chunks + 1;
  maps.set_initial(0);
  for (std::size_t k = 1; k <= chunks; ++k) {
    const std::size_t begin = (k - 1) * C, end = std::min(T, k * C);
    maps.set_token(k, begin);
    for (std::size_t t = begin + 1; t < end; ++t) {
      maps.set_token(tmp, t);
      maps.compose(k, tmp, k);  // summary = map_t o summary
    }
  }
  brent_kung(maps, chunks);
  for (std::size_t k = 1; k <= chunks; ++k) {
    const std::size_t begin = (k - 1) * C, end = std::min(T, k * C);
    std::copy(maps.state(k - 1), maps.state(k - 1) + maps.state_size(), h.begin());
    for (std::size_t t = begin; t + 1 < end; ++t) {
      maps.step(t, h.data());
      emit(t, h.data());
    }
    emit(end - 1, maps.state(k));
  }
}

// A pool of affine maps (A, b): A n_a values, b n_b values; `constant`: A not needed.
struct Pool {
  std::size_t na = 0, nb = 0;
  std::vector<double> A, b;
  std::vector<std::uint8_t> constant;
  void resize(std::size_t count) {
    A.assign(count * na, 0.0);
    b.assign(count * nb, 0.0);
    constant.assign(count, 0);
  }
  double* a(std::size_t i) { return A.data() + i * na; }
  double* bp(std::size_t i) { return b.data() + i * nb; }
};

// ---------------------------------------------------------------------------------------------
// diag: token maps (a_t, b_t), elementwise.

template <class Ops>
struct DiagMaps {
  Ops& ops;
  std::size_t n;
  const double* a;  // T x n
  const double* b;  // T x n
  Pool pool;
  std::vector<double> ta;

  DiagMaps(Ops& o, std::size_t n_, const double* a_, const double* b_) : ops(o), n(n_), a(a_), b(b_), ta(n_) {
    pool.na = pool.nb = n;
  }

  std::size_t state_size() const { return n; }
  void resize(std::size_t count) { pool.resize(count); }
  double* state(std::size_t i) { return pool.bp(i); }
  void set_initial(std::size_t i) {
    std::fill(pool.bp(i), pool.bp(i) + n, 0.0);
    pool.constant[i] = 1;
  }
  void set_token(std::size_t i, std::size_t t) {
    std::copy(a + t * n, a + (t + 1) * n, pool.a(i));
    std::copy(b + t * n, b + (t + 1) * n, pool.bp(i));
    pool.constant[i] = 0;
  }
  void step(std::size_t t, double* h) {
    for (std::size_t j = 0; j < n; ++j) h[j] = ops.fma(a[t * n + j], h[j], b[t * n + j]);
  }
  // (a2, b2) o (a1, b1) = (mul(a2, a1), fma(a2, b1, b2)).
  void compose(std::size_t o, std::size_t l, std::size_t r) {
    const double *a2 = pool.a(l), *b2 = pool.bp(l), *a1 = pool.a(r), *b1 = pool.bp(r);
    const bool constant = pool.constant[r] != 0;
    if (!constant)
      for (std::size_t j = 0; j < n; ++j) ta[j] = ops.mul(a2[j], a1[j]);
    double* bo = pool.bp(o);
    for (std::size_t j = 0; j < n; ++j) bo[j] = ops.fma(a2[j], b1[j], b2[j]);
    if (!constant) std::copy(ta.begin(), ta.end(), pool.a(o));
    pool.constant[o] = constant;
  }
};

template <class Ops>
void diag_mixer(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d, const lrnn::EvalOrder& order,
                double* Y) {
  const std::size_t n = L.spec.n;
  std::vector<double>&a = workspace().A, &b = workspace().B;
  a.resize(T * n);
  b.resize(T * n);
  std::vector<double> pre(n), bz(n);
  for (std::size_t t = 0; t < T; ++t) {
    const double* z = Z + t * d;
    linear(ops, L.delta, L.delta_bias.data(), z, pre.data());
    ops.linear(L.B, z, bz.data());
    for (std::size_t j = 0; j < n; ++j) {
      const double delta = ops.store(softplus(pre[j]));
      const double e = std::exp(-delta * L.exp_A[j]);
      a[t * n + j] = ops.store(L.spec.range == EigenRange::unit ? e : 2.0 * e - 1.0);
      b[t * n + j] = ops.mul(delta, bz[j]);
    }
  }
  DiagMaps<Ops> maps(ops, n, a.data(), b.data());
  run_order(maps, T, order, [&](std::size_t t, const double* h) { std::copy(h, h + n, Y + t * n); });
}

// ---------------------------------------------------------------------------------------------
// deltaproduct: per head, S (n x n, row i = the k index, S[i*n + j]) -> A_t S + B_t.

// One Householder sub-step on S: w_j = store(dot(S[:, j], k)), e_j = sub(v_j, w_j) (v null: 0),
// bk_i = mul(beta, k_i), S[i][j] = fma(bk_i, e_j, S[i][j]).
template <class Ops>
void delta_substep(Ops& ops, double* S, std::size_t n, const double* k, const double* v, double beta, double* w,
                   double* bk) {
  ops.columns(S, n, n, k, w);
  for (std::size_t j = 0; j < n; ++j) w[j] = ops.sub(v ? v[j] : 0.0, w[j]);
  for (std::size_t i = 0; i < n; ++i) bk[i] = ops.mul(beta, k[i]);
  for (std::size_t i = 0; i < n; ++i) ops.fma_row(bk[i], w, S + i * n, n);
}

// Per position t the projections of one head: k_i, v_i (n each), beta_i, for i < r.
struct HeadProjections {
  const double* P;  // T x stride: [q (H n) | k_1..k_r (r H n) | v_1..v_r (r H n) | beta (r H)]
  std::size_t stride, n, H, r, head;
  const double* q(std::size_t t) const { return P + t * stride + head * n; }
  const double* k(std::size_t t, std::size_t i) const { return P + t * stride + (1 + i) * H * n + head * n; }
  const double* v(std::size_t t, std::size_t i) const { return P + t * stride + (1 + r + i) * H * n + head * n; }
  double beta(std::size_t t, std::size_t i) const { return P[t * stride + (1 + 2 * r) * H * n + i * H + head]; }
};

template <class Ops>
struct DeltaMaps {
  Ops& ops;
  HeadProjections p;
  std::size_t n;
  Pool pool;
  std::vector<double> w, bk, tA, tB;

  DeltaMaps(Ops& o, const HeadProjections& p_, std::size_t n_)
      : ops(o), p(p_), n(n_), w(n_), bk(n_), tA(n_ * n_), tB(n_ * n_) {
    pool.na = pool.nb = n * n;
  }

  std::size_t state_size() const { return n * n; }
  void resize(std::size_t count) { pool.resize(count); }
  double* state(std::size_t i) { return pool.bp(i); }
  void set_initial(std::size_t i) {
    std::fill(pool.bp(i), pool.bp(i) + n * n, 0.0);
    pool.constant[i] = 1;
  }
  void step(std::size_t t, double* S) {
    for (std::size_t i = 0; i < p.r; ++i)
      delta_substep(ops, S, n, p.k(t, i), p.v(t, i), p.beta(t, i), w.data(), bk.data());
  }
  // (A_t, B_t): the sub-steps on (I, 0); A's with v = 0.
  void set_token(std::size_t e, std::size_t t) {
    double *A = pool.a(e), *B = pool.bp(e);
    std::fill(A, A + n * n, 0.0);
    std::fill(B, B + n * n, 0.0);
    for (std::size_t j = 0; j < n; ++j) A[j * n + j] = 1.0;
    for (std::size_t i = 0; i < p.r; ++i) {
      delta_substep(ops, A, n, p.k(t, i), nullptr, p.beta(t, i), w.data(), bk.data());
      delta_substep(ops, B, n, p.k(t, i), p.v(t, i), p.beta(t, i), w.data(), bk.data());
    }
    pool.constant[e] = 0;
  }
  // (A2, B2) o (A1, B1) = (A2 A1, A2 B1 + B2): entries store(dot(row of A2, column)), then add B2;
  // A row by row first, then B row by row.
  void compose(std::size_t o, std::size_t l, std::size_t r) {
    const double *A2 = pool.a(l), *B2 = pool.bp(l), *A1 = pool.a(r), *B1 = pool.bp(r);
    const bool constant = pool.constant[r] != 0;
    if (!constant)
      for (std::size_t i = 0; i < n; ++i) ops.columns(A1, n, n, A2 + i * n, tA.data() + i * n);
    for (std::size_t i = 0; i < n; ++i) {
      ops.columns(B1, n, n, A2 + i * n, tB.data() + i * n);
      for (std::size_t j = 0; j < n; ++j) tB[i * n + j] = ops.add(tB[i * n + j], B2[i * n + j]);
    }
    if (!constant) std::copy(tA.begin(), tA.end(), pool.a(o));
    std::copy(tB.begin(), tB.end(), pool.bp(o));
    pool.constant[o] = constant;
  }
};

// The projections of every position (q, k_i, v_i normalized per head where the equations say so;
// beta_i = fn(s sigmoid(pre))).
template <class Ops>
void delta_projections(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d,
                       std::vector<double>& P) {
  const std::size_t n = L.spec.n, H = L.spec.heads, r = L.spec.rank, hn = H * n;
  const std::size_t stride = (1 + 2 * r) * hn + r * H;
  const double scale = L.spec.range == EigenRange::unit ? 1.0 : 2.0;
  P.resize(T * stride);
  for (std::size_t t = 0; t < T; ++t) {
    const double* z = Z + t * d;
    double* row = P.data() + t * stride;
    ops.linear(L.q, z, row);
    for (std::size_t i = 0; i < r; ++i) ops.linear(L.k[i], z, row + (1 + i) * hn);
    for (std::size_t i = 0; i < r; ++i) ops.linear(L.v[i], z, row + (1 + r + i) * hn);
    double* beta = row + (1 + 2 * r) * hn;
    linear(ops, L.beta, L.beta_bias.data(), z, beta);
    for (std::size_t j = 0; j < r * H; ++j) beta[j] = ops.store(scale * sigmoid(beta[j]));
    for (std::size_t h = 0; h < H; ++h) {
      normalize(ops, row + h * n, n);
      for (std::size_t i = 0; i < r; ++i) normalize(ops, row + (1 + i) * hn + h * n, n);
    }
  }
}

template <class Ops>
void delta_mixer(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d, const lrnn::EvalOrder& order,
                 double* Y) {
  const std::size_t n = L.spec.n, H = L.spec.heads, r = L.spec.rank, hn = H * n;
  std::vector<double>& P = workspace().P;
  delta_projections(ops, L, Z, T, d, P);
  const std::size_t stride = (1 + 2 * r) * hn + r * H;
  for (std::size_t h = 0; h < H; ++h) {
    DeltaMaps<Ops> maps(ops, HeadProjections{P.data(), stride, n, H, r, h}, n);
    // y_j = store(dot(S[:, j], q)) for the head's n outputs.
    run_order(maps, T, order,
              [&](std::size_t t, const double* S) { ops.columns(S, n, n, maps.p.q(t), Y + t * hn + h * n); });
  }
}

// ---------------------------------------------------------------------------------------------
// fprnn: the channel mixers Q(p) and the fixed-point iteration.

// The parameters of Q at one p: householder/dplr: u (r x n, normalized), alpha (r); kronecker: U
// (a x a) and V (b x b).
template <class Ops>
struct ChannelMixerAt {
  Ops& ops;
  const Layer& L;
  std::size_t n;
  std::vector<double> u, alpha, U, V, tri, coef, R, P, col;
  // Where ops.split_dot(): per position t, every projection's dot products over x_t, the first n
  // inputs of p = concat(x_t, h_{t-1}), which are the same in every iteration (T x block
  // accumulators; the rest of each dot continues from them, the same values as the whole dot).
  static constexpr std::size_t kNoPosition = static_cast<std::size_t>(-1);
  std::vector<double> xacc;
  std::vector<char> xdone;
  std::size_t block = 0, position = kNoPosition, offset = 0;

  ChannelMixerAt(Ops& o, const Layer& layer) : ops(o), L(layer), n(layer.spec.n) {}

  // The word's length, for the cache of the x_t parts (prepare's position).
  void begin_word(std::size_t T) {
    if (!fixed_point_shortcuts.enabled || !ops.split_dot()) return;
    if (L.spec.mixer == ChannelMixer::kronecker)
      block = L.L1.rows + L.D1.rows + L.L2.rows + L.D2.rows;
    else
      block = L.spec.rank * n + L.alpha.rows;
    xacc.assign(T * block, 0.0);
    xdone.assign(T, 0);
  }

  // y = W p (stored), p = concat(x_t, h_{t-1}) at the current position, through the cache.
  void project(const Matrix& W, const double* p, double* y) {
    if (position == kNoPosition || xdone.empty()) {
      ops.linear(W, p, y);
      return;
    }
    double* acc = xacc.data() + position * block + offset;
    offset += W.rows;
    if (!xdone[position])
      ops.linear_part(W, 0, n, p, nullptr, acc);
    else
      fixed_point_shortcuts.x_parts.fetch_add(1, std::memory_order_relaxed);
    ops.linear_part(W, n, W.cols, p + n, acc, y);
    for (std::size_t j = 0; j < W.rows; ++j) y[j] = ops.store(y[j]);
  }
  void project(const Matrix& W, const std::vector<double>& bias, const double* p, double* y) {
    project(W, p, y);
    for (std::size_t j = 0; j < W.rows; ++j) y[j] = ops.add(y[j], bias[j]);
  }

  // M v for the a x a matrix M (row-major), each entry to_storage(dot(row, v)).
  void matvec(const std::vector<double>& M, std::size_t a, const double* v, double* out) {
    for (std::size_t i = 0; i < a; ++i) out[i] = ops.store(ops.dot(&M[i * a], v, a));
  }

  // U = diag(sigmoid(W_D p + c)) U0 / (sigma + 1e-5): U0 = T T^T with its rows normalized, T the
  // upper triangle of fn(silu(W_L p)), sigma U0's power-iteration spectral norm estimate (fprnn;
  // fpmamba: U = diag(sigmoid(W_D p + c)) U0).
  void kron_factor(const Matrix& WL, const Matrix& WD, const std::vector<double>& bias, std::size_t a, const double* p,
                   std::vector<double>& out) {
    tri.resize(WL.rows);
    project(WL, p, tri.data());
    std::vector<double> T1(a * a, 0.0);
    for (std::size_t i = 0, e = 0; i < a; ++i)
      for (std::size_t j = i; j < a; ++j, ++e) T1[i * a + j] = ops.store(silu(tri[e]));
    out.resize(a * a);
    for (std::size_t i = 0; i < a; ++i)
      for (std::size_t j = 0; j < a; ++j) out[i * a + j] = ops.store(ops.dot(&T1[i * a], &T1[j * a], a));
    for (std::size_t i = 0; i < a; ++i) normalize(ops, &out[i * a], a);
    if (kronecker_spectral(L.spec.type)) {
      std::vector<double> pu(a), pv(a, 1.0), mv(a);
      for (int k = 0; k < kPowerIterations; ++k) {
        matvec(out, a, pv.data(), pu.data());
        normalize(ops, pu.data(), a);
        matvec(out, a, pu.data(), pv.data());
        normalize(ops, pv.data(), a);
      }
      matvec(out, a, pv.data(), mv.data());
      const double sigma = ops.store(ops.dot(pu.data(), mv.data(), a));
      const double r = ops.store(1.0 / (sigma + kSpectralEps));
      for (double& v : out) v = ops.mul(v, r);
    }
    std::vector<double> D(a);
    project(WD, bias, p, D.data());
    for (std::size_t i = 0; i < a; ++i) {
      const double s = ops.store(sigmoid(D[i]));
      for (std::size_t j = 0; j < a; ++j) out[i * a + j] = ops.mul(s, out[i * a + j]);
    }
  }

  // Q's parameters at p = concat(x_t, h_{t-1}); t: the position (kNoPosition: no cache).
  void prepare(const double* p, std::size_t t = kNoPosition) {
    position = t;
    offset = 0;
    prepare_at(p);
    if (t != kNoPosition && !xdone.empty()) xdone[t] = 1;
  }

  void prepare_at(const double* p) {
    if (L.spec.mixer == ChannelMixer::kronecker) {
      kron_factor(L.L1, L.D1, L.D1_bias, L.ka, p, U);
      kron_factor(L.L2, L.D2, L.D2_bias, L.kb, p, V);
      return;
    }
    const std::size_t r = L.spec.rank;
    u.resize(r * n);
    alpha.resize(r);
    for (std::size_t i = 0; i < r; ++i) {
      double* ui = u.data() + i * n;
      project(L.u[i], p, ui);
      for (std::size_t j = 0; j < n; ++j) ui[j] = ops.store(silu(ui[j]));
      normalize(ops, ui, n);
    }
    project(L.alpha, L.alpha_bias, p, alpha.data());
    for (std::size_t i = 0; i < r; ++i) alpha[i] = ops.store(sigmoid(alpha[i]));
  }

  // v <- Q v.
  void apply(double* v) {
    const std::size_t r = L.spec.rank;
    switch (L.spec.mixer) {
      case ChannelMixer::householder:
        for (std::size_t i = 0; i < r; ++i) {
          const double* ui = u.data() + i * n;
          const double c = ops.mul(ops.mul(2.0, alpha[i]), ops.store(ops.dot(ui, v, n)));
          for (std::size_t j = 0; j < n; ++j) v[j] = ops.fma(-c, ui[j], v[j]);
        }
        return;
      case ChannelMixer::dplr:
        coef.resize(r);
        for (std::size_t i = 0; i < r; ++i)
          coef[i] = ops.mul(ops.mul(2.0, alpha[i]), ops.store(ops.dot(u.data() + i * n, v, n)));
        for (std::size_t i = 0; i < r; ++i)
          for (std::size_t j = 0; j < n; ++j) v[j] = ops.fma(-coef[i], u[i * n + j], v[j]);
        return;
      case ChannelMixer::kronecker: apply_kronecker(v); return;
    }
  }

  // (Q v)[i b + j] = v[i b + j] - 2 (V M U)[j][i], M[j][i] = v[i b + j]; R = V M, P = R U.
  void apply_kronecker(double* v) {
    const std::size_t a = L.ka, b = L.kb;
    R.resize(b * a);
    P.resize(b * a);
    col.resize(std::max(a, b));
    for (std::size_t j = 0; j < b; ++j)
      for (std::size_t i = 0; i < a; ++i) R[j * a + i] = ops.store(ops.dot(&V[j * b], v + i * b, b));
    for (std::size_t j = 0; j < b; ++j)
      for (std::size_t i = 0; i < a; ++i) {
        for (std::size_t l = 0; l < a; ++l) col[l] = U[l * a + i];
        P[j * a + i] = ops.store(ops.dot(&R[j * a], col.data(), a));
      }
    for (std::size_t i = 0; i < a; ++i)
      for (std::size_t j = 0; j < b; ++j) v[i * b + j] = ops.fma(-2.0, P[j * a + i], v[i * b + j]);
  }
};

// The per-position inputs of the iteration: x_t, bx_t, lam_t, om_t (n each, T x 4n), and the
// output gate fn(silu(z_t)) (T x n, into G), from (x_t, z_t) = W_in z.
template <class Ops>
std::vector<double> fprnn_inputs(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d,
                                 std::vector<double>& G) {
  const std::size_t n = L.spec.n;
  std::vector<double> X(T * 4 * n), tmp(n), xz(2 * n);
  G.resize(T * n);
  for (std::size_t t = 0; t < T; ++t) {
    double *x = X.data() + t * 4 * n, *bx = x + n, *lam = x + 2 * n, *om = x + 3 * n;
    ops.linear(L.in, Z + t * d, xz.data());
    std::copy(xz.begin(), xz.begin() + static_cast<std::ptrdiff_t>(n), x);
    for (std::size_t j = 0; j < n; ++j) G[t * n + j] = ops.store(silu(xz[n + j]));
    ops.linear(L.b, x, tmp.data());
    for (std::size_t j = 0; j < n; ++j) bx[j] = ops.mul(ops.store(silu(tmp[j])), x[j]);
    linear(ops, L.lam, L.lam_bias.data(), x, lam);
    for (std::size_t j = 0; j < n; ++j) {
      lam[j] = ops.store(sigmoid(lam[j]));
      om[j] = ops.sub(1.0, lam[j]);
    }
  }
  return X;
}

// One position of one iteration: h = lam * before + om * (Q(p)(bx - prev) + prev), p = concat(x,
// p_h); xrow = x, bx, lam, om (4n); prev = h^{l-1}_t, p_h = h^{l-1}_{t-1} and before = h^l_{t-1}
// (null: zeros, at t = 0). p and e: scratch of 2n and n values.
template <class Ops>
void fprnn_position(Ops& ops, ChannelMixerAt<Ops>& Q, std::size_t n, const double* xrow, const double* prev,
                    const double* p_h, const double* before, double* h, double* p, double* e,
                    std::size_t t = ChannelMixerAt<Ops>::kNoPosition) {
  const double *x = xrow, *bx = x + n, *lam = x + 2 * n, *om = x + 3 * n;
  std::copy(x, x + n, p);
  if (!p_h)
    std::fill(p + n, p + 2 * n, 0.0);
  else
    std::copy(p_h, p_h + n, p + n);
  Q.prepare(p, t);
  for (std::size_t j = 0; j < n; ++j) e[j] = ops.sub(bx[j], prev[j]);
  Q.apply(e);
  for (std::size_t j = 0; j < n; ++j) {
    const double xt = ops.add(e[j], prev[j]);
    h[j] = ops.fma(lam[j], before ? before[j] : 0.0, ops.mul(om[j], xt));
  }
}

// One iteration, undamped: hn (T x n) from hp = h^{l-1}.
// A position whose every coordinate is NaN makes every later position of the iteration NaN: h_t[j]
// = fma(lam[j], h_{t-1}[j], ...) is NaN when h_{t-1}[j] is, whatever the mixer. Where the arithmetic
// propagates NaN (Ops::propagates_nan), those positions are not computed but copied from it (a
// diverged word's iterate, once it overflows, is NaN from some position on in every iteration to the
// cap). The same values, except that a NaN's payload is the position's rather than recomputed.
template <class Ops>
void fprnn_iterate(Ops& ops, ChannelMixerAt<Ops>& Q, const Layer& L, const std::vector<double>& X, std::size_t T,
                   const std::vector<double>& hp, std::vector<double>& hn) {
  const std::size_t n = L.spec.n;
  std::vector<double> p(2 * n), e(n);
  const bool skip_nan = fixed_point_shortcuts.enabled && ops.propagates_nan();
  for (std::size_t t = 0; t < T; ++t) {
    const double* prev = hp.data() + t * n;
    double* h = hn.data() + t * n;
    fprnn_position(ops, Q, n, X.data() + t * 4 * n, prev, t == 0 ? nullptr : prev - n, t == 0 ? nullptr : h - n, h,
                   p.data(), e.data(), t);
    if (skip_nan && t + 1 < T && std::all_of(h, h + n, [](double v) { return std::isnan(v); })) {
      for (std::size_t s = t + 1; s < T; ++s) std::copy(h, h + n, hn.data() + s * n);
      fixed_point_shortcuts.nan_suffix.fetch_add(1, std::memory_order_relaxed);
      return;
    }
  }
}

// max_t ||hn_t - hp_t||_inf / (||hn_t||_inf + 1e-8), in double (NaN propagates).
double residue(const std::vector<double>& hn, const std::vector<double>& hp, std::size_t T, std::size_t n) {
  double res = 0;
  for (std::size_t t = 0; t < T; ++t) {
    double diff = 0, norm = 0;
    for (std::size_t j = 0; j < n; ++j) {
      const double dj = std::abs(hn[t * n + j] - hp[t * n + j]), aj = std::abs(hn[t * n + j]);
      if (std::isnan(dj) || std::isnan(aj)) return std::nan("");
      diff = std::max(diff, dj);
      norm = std::max(norm, aj);
    }
    const double r = diff / (norm + 1e-8);
    if (std::isnan(r)) return r;
    res = std::max(res, r);
  }
  return res;
}

// Finds where a sequence of iterates x_1, x_2, ... becomes periodic: observe(x_l, x_{l-1}, l)
// returns p > 0 when x_l equals x_{l-p} bit for bit, 0 otherwise (and always 0 after it has
// returned a period once, or when not enabled). Period 1 is a comparison with x_{l-1}; longer ones:
// each iterate's 64-bit hash is kept, a hash seen before proposes the period, and the iterate one
// period later confirms it (or not) by comparing all its bits with a copy. (x is never empty: the
// loop enables it only for T n > 0.)
class IterateCycles {
 public:
  explicit IterateCycles(bool enabled) : enabled_(enabled) {}

  std::size_t observe(const std::vector<double>& x, const std::vector<double>& previous, std::size_t l) {
    if (!enabled_) return 0;
    if (std::memcmp(x.data(), previous.data(), x.size() * sizeof(double)) == 0) {
      enabled_ = false;
      return 1;
    }
    if (pending_ != 0 && l == pending_) {
      pending_ = 0;
      if (std::memcmp(x.data(), copy_.data(), x.size() * sizeof(double)) == 0) {
        enabled_ = false;
        return period_;
      }
    }
    const std::uint64_t h = hash(x);
    const auto [it, fresh] = seen_.try_emplace(h, l);
    if (!fresh) {
      if (pending_ == 0) {
        period_ = l - it->second;
        pending_ = l + period_;
        copy_ = x;
      }
      it->second = l;
    }
    return 0;
  }

 private:
  // Every 8th value (and the last): equal iterates hash alike, and a collision only costs one
  // comparison of all the bits; the hash stays a small part of an iteration's cost.
  static std::uint64_t hash(const std::vector<double>& x) {
    std::uint64_t h = kSplitmixGamma;
    for (std::size_t i = 0; i < x.size(); i += 8) h = mix64(h ^ std::bit_cast<std::uint64_t>(x[i]));
    return mix64(h ^ std::bit_cast<std::uint64_t>(x.back()));
  }

  bool enabled_;
  std::unordered_map<std::uint64_t, std::size_t> seen_;
  std::vector<double> copy_;
  std::size_t pending_ = 0, period_ = 0;
};

// What the fixed-point iteration of one word did: l* (iterations including the final one) and
// whether the residue fell below the threshold before the cap (else the cap was hit or the
// iterate stopped being finite).
struct FixedPointRun {
  std::size_t iterations = 0;
  bool converged = false;
};

// The fixed-point iteration of one word (the official FixedPointOptimizer, each word on its own):
// from y^0 = 0 (T x n), `iterate(prev, next)` writes one undamped iteration; the residue compares
// it with the iterate before; the iterate becomes s next + (1 - s) prev (s = 1: next), s decaying
// as FixedPointOptions says. Stops at the first running-minimum residue below the threshold
// (converged; with min_iter, once it has also done min_iter iterations), when s falls below
// kMinDamping (not before min_iter), or at max_iter. Then one more undamped iteration
// (the one training takes its gradient through): `hn` holds it, h* (T x n). l* = iterations + 1.
// Under repeatable arithmetic with s = 1 for good (no damping, no decay) the iterate is a function
// of the one before alone, so an iterate that equals an earlier one bit for bit (x_l = x_{l-p})
// starts a cycle of period p that
// repeats to the cap: the residues of one period have all been seen (the running minimum cannot
// improve, nor fall below the threshold), and x_{l + kp} = x_l. The loop then skips the whole
// periods that fit before max_iter and runs the rest: the same h*, l* and convergence as running
// every iteration. (A word that oscillates under rounding can fall into such a cycle; one whose
// iterate keeps growing never does.) Period 1 is the common case: an iteration that returns its
// input is what every later one would return; a finite one has residue 0 and converges, and one
// holding a NaN (residue NaN, never an improvement) takes the cap's outcome at once (the same h*,
// converged false, l* = max_iter + 1), which spares diverged words the rest of the cap. Longer
// periods are found by IterateCycles' hashes, so a hash collision costs time, never a result.
template <class Ops, class Iterate>
FixedPointRun fixed_point_loop(Ops& ops, const FixedPointOptions& fp, std::size_t T, std::size_t n,
                               std::vector<double>& hp, std::vector<double>& hn, Iterate&& iterate) {
  hp.assign(T * n, 0.0);
  hn.assign(T * n, 0.0);
  FixedPointRun run;
  double s = fp.damping, best = std::numeric_limits<double>::infinity();
  std::size_t patience = fp.damping_patience, l = 0;
  const bool undamped =
      fixed_point_shortcuts.enabled && ops.repeatable() && fp.damping == 1.0 && fp.damping_decay == 1.0;
  IterateCycles cycles(undamped && !hp.empty());
  while (true) {
    interruption_point();  // a word may iterate for minutes: an embedding host may stop it here
    ++l;
    iterate(hp, hn);
    const double res = residue(hn, hp, T, n);
    if (s != 1.0) {
      const double sr = ops.store(s), oms = ops.store(1.0 - s);
      for (std::size_t i = 0; i < T * n; ++i) hn[i] = ops.fma(sr, hn[i], ops.mul(oms, hp[i]));
    }
    hp.swap(hn);
    if (res < best) {  // NaN: not an improvement
      best = res;
      patience = fp.damping_patience;
    } else if (--patience == 0) {
      patience = fp.damping_patience;
      s *= fp.damping_decay;
    }
    if (best < fp.threshold && l >= fp.min_iter) {
      run.converged = true;
      break;
    }
    if (l < fp.max_iter) {
      // hp = x_l, hn = x_{l-1} (undamped: nothing mixed into it); x_l = x_{l - period}. The cycle
      // runs to the cap, or, for a word that has converged and waits for min_iter, to min_iter.
      if (const std::size_t period = cycles.observe(hp, hn, l)) {
        const std::size_t stop = best < fp.threshold ? std::min(fp.min_iter, fp.max_iter) : fp.max_iter;
        if (stop > l) l += (stop - l) / period * period;
        (period == 1 ? fixed_point_shortcuts.repeated : fixed_point_shortcuts.cycles)
            .fetch_add(1, std::memory_order_relaxed);
        if (best < fp.threshold && l >= fp.min_iter) {
          run.converged = true;
          break;
        }
      }
    }
    if (l >= fp.max_iter || (s < kMinDamping && l >= fp.min_iter)) break;
  }
  iterate(hp, hn);
  run.iterations = l + 1;
  return run;
}

// The layer's output Y (T x n): RMSNorm(fn(silu(z)) * c * h*) with c = fn(silu(W_c concat(x_t, h*_{t-1}))).
// trace (optional): the inputs and h*.
template <class Ops>
FixedPointRun fprnn_mixer(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d, double eps,
                          double* Y, detail::LayerTrace* trace = nullptr) {
  const std::size_t n = L.spec.n;
  const FixedPointOptions& fp = L.spec.fixed_point;
  std::vector<double> G;
  const std::vector<double> X = fprnn_inputs(ops, L, Z, T, d, G);
  ChannelMixerAt<Ops> Q(ops, L);
  Q.begin_word(T);
  std::vector<double> hp, hn;
  const FixedPointRun run = fixed_point_loop(ops, fp, T, n, hp, hn, [&](const auto& prev, auto& next) {
    fprnn_iterate(ops, Q, L, X, T, prev, next);
  });  // h* = hn
  std::vector<double> p(2 * n), w(n);
  for (std::size_t t = 0; t < T; ++t) {
    std::copy(X.data() + t * 4 * n, X.data() + t * 4 * n + n, p.begin());
    if (t == 0)
      std::fill(p.begin() + n, p.end(), 0.0);
    else
      std::copy(hn.data() + (t - 1) * n, hn.data() + t * n, p.begin() + n);
    ops.linear(L.c, p.data(), w.data());
    for (std::size_t j = 0; j < n; ++j) w[j] = ops.mul(G[t * n + j], ops.mul(ops.store(silu(w[j])), hn[t * n + j]));
    rms_norm(ops, w.data(), L.inner_norm.data(), n, eps, Y + t * n);
  }
  if (trace) {
    trace->inputs = X;
    trace->h = hn;
    trace->iterations = run.iterations;
  }
  return run;
}

// ---------------------------------------------------------------------------------------------
// fpmamba: the official FPMamba block (matrix state, Mamba-1 parametrization; docs/LEARNED.md).

// The per-position inputs of the iteration: x, z (n each), dt (n), B, C (N each), dA (n x N).
struct MambaInputs {
  std::vector<double> x, z, dt, B, C, dA;
};

template <class Ops>
void fpmamba_inputs(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d, MambaInputs& in) {
  const std::size_t n = L.spec.n, N = L.spec.d_state, R = L.spec.dt_rank;
  in.x.resize(T * n), in.z.resize(T * n), in.dt.resize(T * n), in.B.resize(T * N), in.C.resize(T * N);
  in.dA.resize(T * n * N);
  std::vector<double> xz(2 * n), xd(R + 2 * N);
  for (std::size_t t = 0; t < T; ++t) {
    ops.linear(L.in, Z + t * d, xz.data());
    double* x = in.x.data() + t * n;
    std::copy_n(xz.begin(), n, x);
    std::copy_n(xz.begin() + static_cast<std::ptrdiff_t>(n), n, in.z.data() + t * n);
    ops.linear(L.xproj, x, xd.data());
    std::copy_n(xd.begin() + static_cast<std::ptrdiff_t>(R), N, in.B.data() + t * N);
    std::copy_n(xd.begin() + static_cast<std::ptrdiff_t>(R + N), N, in.C.data() + t * N);
    double* dt = in.dt.data() + t * n;
    linear(ops, L.dtw, L.dt_bias.data(), xd.data(), dt);
    for (std::size_t j = 0; j < n; ++j) {
      dt[j] = ops.store(softplus(dt[j]));
      for (std::size_t k = 0; k < N; ++k)
        in.dA[(t * n + j) * N + k] = ops.store(std::exp(ops.mul(dt[j], L.neg_exp_A[j * N + k])));
    }
  }
}

// z = LayerNorm(u) with gain g and bias b (n values): (u - mean) / sqrt(var + eps) g + b.
template <class Ops>
void layer_norm(Ops& ops, const double* u, const double* g, const double* b, std::size_t n, double eps, double* z,
                std::vector<double>& centered) {
  const double inv_n = 1.0 / static_cast<double>(n);
  double sum = 0;
  for (std::size_t i = 0; i < n; ++i) sum = ops.add(sum, u[i]);
  const double mean = ops.mul(sum, inv_n);
  centered.resize(n);
  for (std::size_t i = 0; i < n; ++i) centered[i] = ops.sub(u[i], mean);
  const double var = ops.mul(ops.store(ops.dot(centered.data(), centered.data(), n)), inv_n);
  const double r = ops.store(1.0 / std::sqrt(var + eps));
  for (std::size_t i = 0; i < n; ++i) z[i] = ops.fma(ops.mul(centered[i], r), g[i], b[i]);
}

// One undamped iteration y^{l-1} = yp -> y^l = yn (T x n): per position t, with p = concat(x_t,
// y^{l-1}_{t-1}), xt = Q(p)(x_t - y^{l-1}_t) + y^{l-1}_t, (B_y, C_y) = W_bc y^{l-1}_{t-1},
// B' = normalize(B_t + B_y), C' = normalize(C_t + C_y), H_t[j][k] = dA_t[j][k] H_{t-1}[j][k] +
// dt_t[j] xt[j] B'[k] (H_{-1} = 0), y^l_t = LayerNorm(H_t C' + D xt).
template <class Ops>
void fpmamba_iterate(Ops& ops, ChannelMixerAt<Ops>& Q, const Layer& L, const MambaInputs& in, std::size_t T, double eps,
                     const std::vector<double>& yp, std::vector<double>& yn) {
  const std::size_t n = L.spec.n, N = L.spec.d_state;
  std::vector<double> p(2 * n), e(n), bc(2 * N), Bp(N), Cp(N), H(n * N, 0.0), pre(n), scratch;
  for (std::size_t t = 0; t < T; ++t) {
    const double* prev = yp.data() + t * n;
    std::copy_n(in.x.data() + t * n, n, p.data());
    if (t == 0) {
      std::fill(p.begin() + static_cast<std::ptrdiff_t>(n), p.end(), 0.0);
      std::fill(bc.begin(), bc.end(), 0.0);
    } else {
      std::copy_n(prev - n, n, p.data() + n);
      ops.linear(L.bc, prev - n, bc.data());
    }
    Q.prepare(p.data(), t);
    for (std::size_t j = 0; j < n; ++j) e[j] = ops.sub(in.x[t * n + j], prev[j]);
    Q.apply(e.data());
    for (std::size_t j = 0; j < n; ++j) e[j] = ops.add(e[j], prev[j]);  // xt
    for (std::size_t k = 0; k < N; ++k) {
      Bp[k] = ops.add(in.B[t * N + k], bc[k]);
      Cp[k] = ops.add(in.C[t * N + k], bc[N + k]);
    }
    normalize(ops, Bp.data(), N);
    normalize(ops, Cp.data(), N);
    for (std::size_t j = 0; j < n; ++j) {
      const double u = ops.mul(in.dt[t * n + j], e[j]);
      double* h = H.data() + j * N;
      const double* dA = in.dA.data() + (t * n + j) * N;
      for (std::size_t k = 0; k < N; ++k) h[k] = ops.fma(dA[k], h[k], ops.mul(u, Bp[k]));
      pre[j] = ops.fma(L.skip[j], e[j], ops.store(ops.dot(h, Cp.data(), N)));
    }
    layer_norm(ops, pre.data(), L.inner_norm.data(), L.inner_norm_bias.data(), n, eps, yn.data() + t * n, scratch);
  }
}

// The layer's output Y (T x n): silu(z_t + W_zy y*_{t-1}) * y*_t. trace (optional): y*.
template <class Ops>
FixedPointRun fpmamba_mixer(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d, double eps,
                            double* Y, detail::LayerTrace* trace = nullptr) {
  const std::size_t n = L.spec.n;
  MambaInputs in;
  fpmamba_inputs(ops, L, Z, T, d, in);
  ChannelMixerAt<Ops> Q(ops, L);
  Q.begin_word(T);
  std::vector<double> yp, yn;
  const FixedPointRun run = fixed_point_loop(ops, L.spec.fixed_point, T, n, yp, yn, [&](const auto& prev, auto& next) {
    fpmamba_iterate(ops, Q, L, in, T, eps, prev, next);
  });  // y* = yn
  std::vector<double> zy(n, 0.0);
  for (std::size_t t = 0; t < T; ++t) {
    if (t > 0) ops.linear(L.zy, yn.data() + (t - 1) * n, zy.data());
    for (std::size_t j = 0; j < n; ++j)
      Y[t * n + j] = ops.mul(ops.store(silu(ops.add(in.z[t * n + j], zy[j]))), yn[t * n + j]);
  }
  if (trace) {
    // per position: x, dt, B, C, dA (2 n + 2 N + n N values)
    const std::size_t N = L.spec.d_state;
    trace->inputs.clear();
    for (std::size_t t = 0; t < T; ++t) {
      const auto add = [&](const std::vector<double>& v, std::size_t w) {
        trace->inputs.insert(trace->inputs.end(), v.begin() + static_cast<std::ptrdiff_t>(t * w),
                             v.begin() + static_cast<std::ptrdiff_t>((t + 1) * w));
      };
      add(in.x, n), add(in.dt, n), add(in.B, N), add(in.C, N), add(in.dA, n * N);
    }
    trace->h = yn;
    trace->iterations = run.iterations;
  }
  return run;
}

// The first index of the largest logit, or kNoPrediction when any logit is NaN or infinite: an
// overflowed head has no ranking to trust (NaN compares false with everything, and an infinite
// logit is an overflow, not a confident prediction).
std::uint32_t argmax(const double* v, std::size_t k) {
  std::size_t best = 0;
  for (std::size_t i = 0; i < k; ++i) {
    if (!std::isfinite(v[i])) return kNoPrediction;
    if (v[i] > v[best]) best = i;
  }
  return static_cast<std::uint32_t>(best);
}

}  // namespace

// ---------------------------------------------------------------------------------------------

namespace {

// The k_i and beta_i of every head and position, from the projections P of delta_projections.
void trace_delta(const LayerSpec& spec, const std::vector<double>& P, std::size_t T, detail::LayerTrace& out) {
  const std::size_t n = spec.n, H = spec.heads, r = spec.rank, stride = (1 + 2 * r) * H * n + r * H;
  out.k.resize(T * r * H * n);
  out.beta.resize(T * r * H);
  for (std::size_t t = 0; t < T; ++t)
    for (std::size_t h = 0; h < H; ++h) {
      const HeadProjections p{P.data(), stride, n, H, r, h};
      for (std::size_t i = 0; i < r; ++i) {
        std::copy(p.k(t, i), p.k(t, i) + n, out.k.begin() + static_cast<std::ptrdiff_t>(((t * r + i) * H + h) * n));
        out.beta[(t * r + i) * H + h] = p.beta(t, i);
      }
    }
}

// The model prepared for a policy (Forward) or for plain-double traces (detail::Tracer).
struct Net {
  ModelConfig config;
  ForwardOptions options;
  FastDot fast = FastDot::none;
  std::optional<detail::RneRow> rne;
  bool side_by_side = false;  // PolicyOps::side_by_side
  std::vector<double> embed;  // |alphabet| x d
  std::vector<Layer> layers;
  std::vector<double> head_norm, head_bias;
  Matrix head;

  // trace (optional, for detail::Tracer): each layer's internals; the head is then skipped.
  template <class Ops>
  ForwardResult run(Ops& ops, std::span<const std::uint32_t> word,
                    std::vector<detail::LayerTrace>* trace = nullptr) const;
  void load(const LearnedModel& model, precision::Arithmetic* ar);
  void check_word(std::span<const std::uint32_t> word) const;
};

// Grows the workspace's buffers to exactly what a word of T positions needs before any is used. A
// buffer that std::vector's resize grows would get max(size, 2 x its old size): a word just longer
// than the one before would take up to twice what forward_bytes_per_token counts. A buffer that
// must grow is released first (its contents are never read across words).
void fit_workspace(Workspace& ws, const ModelConfig& config, std::size_t T) {
  std::size_t widest = 0, diag = 0, delta = 0;
  for (const LayerSpec& l : config.layers) {
    widest = std::max(widest, l.width());
    if (l.type == MixerType::diag) diag = std::max(diag, l.n);
    if (l.type == MixerType::deltaproduct)
      delta = std::max(delta, (1 + 2 * l.rank) * l.heads * l.n + l.rank * l.heads);  // delta_projections' stride
  }
  const auto fit = [](std::vector<double>& v, std::size_t size) {
    if (v.capacity() >= size) return;
    std::vector<double>().swap(v);
    v.reserve(size);
  };
  fit(ws.U, T * config.d_model);
  fit(ws.Z, T * config.d_model);
  fit(ws.Y, T * widest);
  fit(ws.A, T * diag);
  fit(ws.B, T * diag);
  fit(ws.P, T * delta);
}

template <class Ops>
ForwardResult Net::run(Ops& ops, std::span<const std::uint32_t> word, std::vector<detail::LayerTrace>* trace) const {
  // With a BOS token, position 0 reads it (embed row |alphabet|) and has no output; T counts it.
  const std::size_t off = config.bos && !word.empty() ? 1 : 0;
  const std::size_t T = word.size() + off, d = config.d_model, K = config.outputs.size();
  ForwardResult result;
  Workspace& ws = workspace();
  fit_workspace(ws, config, T);
  std::vector<double>&U = ws.U, &Z = ws.Z, &Y = ws.Y, tmp(d);
  U.resize(T * d);
  Z.resize(T * d);
  if (off) std::copy_n(embed.data() + config.bos_row() * d, d, U.data());
  for (std::size_t t = off; t < T; ++t) std::copy_n(embed.data() + word[t - off] * d, d, U.data() + t * d);
  for (const Layer& L : layers) {
    for (std::size_t t = 0; t < T; ++t) rms_norm(ops, &U[t * d], L.norm.data(), d, config.norm_eps, &Z[t * d]);
    const std::size_t m = L.spec.width();
    Y.resize(T * m);  // every mixer writes all of it
    detail::LayerTrace* lt = trace ? &trace->emplace_back() : nullptr;
    switch (L.spec.type) {
      case MixerType::diag:
        diag_mixer(ops, L, Z.data(), T, d, options.order, Y.data());
        if (lt) lt->a.assign(ws.A.begin(), ws.A.begin() + T * L.spec.n);
        break;
      case MixerType::deltaproduct:
        delta_mixer(ops, L, Z.data(), T, d, options.order, Y.data());
        if (lt) trace_delta(L.spec, ws.P, T, *lt);
        break;
      case MixerType::fprnn: {
        const FixedPointRun fr = fprnn_mixer(ops, L, Z.data(), T, d, config.norm_eps, Y.data(), lt);
        result.iterations.push_back(fr.iterations);
        result.converged.push_back(fr.converged);
        break;
      }
      case MixerType::fpmamba: {
        const FixedPointRun fr = fpmamba_mixer(ops, L, Z.data(), T, d, config.norm_eps, Y.data(), lt);
        result.iterations.push_back(fr.iterations);
        result.converged.push_back(fr.converged);
        break;
      }
    }
    for (std::size_t t = 0; t < T; ++t) {
      ops.linear(L.out, &Y[t * m], tmp.data());
      for (std::size_t i = 0; i < d; ++i) U[t * d + i] = ops.add(U[t * d + i], tmp[i]);
    }
  }
  if (trace) return result;
  std::vector<double> logits(K);
  result.predictions.resize(T - off);
  if (options.keep_logits) result.logits.resize(T - off);
  for (std::size_t t = off; t < T; ++t) {
    rms_norm(ops, &U[t * d], head_norm.data(), d, config.norm_eps, tmp.data());
    linear(ops, head, config.tied_head ? nullptr : head_bias.data(), tmp.data(), logits.data());
    result.predictions[t - off] = argmax(logits.data(), K);
    if (options.keep_logits) result.logits[t - off] = logits;
  }
  return result;
}

void Net::load(const LearnedModel& model, precision::Arithmetic* ar) {
  const bool with_float = fast == FastDot::f32 || fast == FastDot::f32_fma;
  for (const TensorSpec& spec : expected_tensors(config)) {
    auto it = model.weights.find(spec.name);
    std::size_t count = 1;
    for (std::size_t s : spec.shape) count *= s;
    if (it == model.weights.end() || it->second.values.size() != count)
      throw Error("learned model: tensor " + spec.name +
                  (it == model.weights.end() ? " is missing" : " has the wrong size"));
  }
  // A tensor's values rounded to the storage format.
  auto vec = [&](const std::string& name) {
    std::vector<double> v = model.weights.at(name).values;
    if (ar)
      for (double& x : v) x = ar->to_storage(x);
    return v;
  };
  auto mat = [&](const std::string& name, std::size_t rows) {
    const std::vector<double> v = vec(name);
    return detail::make_matrix(rows, v.size() / rows, v.data(), with_float);
  };
  // Slice i of a [r, rows, cols] tensor.
  auto slices = [&](const std::string& name, std::size_t r, std::size_t rows) {
    const std::vector<double> v = vec(name);
    std::vector<Matrix> out;
    const std::size_t cols = v.size() / (r * rows);
    for (std::size_t i = 0; i < r; ++i)
      out.push_back(detail::make_matrix(rows, cols, v.data() + i * rows * cols, with_float));
    return out;
  };
  embed = vec("embed");
  const std::size_t d = config.d_model;
  for (std::size_t l = 0; l < config.layers.size(); ++l) {
    const LayerSpec& s = config.layers[l];
    const std::string p = "layers." + std::to_string(l) + ".", m = p + "mixer.";
    Layer L;
    L.spec = s;
    L.norm = vec(p + "norm.weight");
    L.out = mat(p + "out.weight", d);
    const std::size_t n = s.n, r = s.rank;
    if (s.type == MixerType::diag) {
      L.delta = mat(m + "delta.weight", n);
      L.delta_bias = vec(m + "delta.bias");
      L.B = mat(m + "B.weight", n);
      L.exp_A = vec(m + "A_log");
      for (double& x : L.exp_A) x = std::exp(x);
    } else if (s.type == MixerType::deltaproduct) {
      L.q = mat(m + "q.weight", s.heads * n);
      L.k = slices(m + "k.weight", r, s.heads * n);
      L.v = slices(m + "v.weight", r, s.heads * n);
      L.beta = mat(m + "beta.weight", r * s.heads);
      L.beta_bias = vec(m + "beta.bias");
    } else {
      L.in = mat(m + "in.weight", 2 * n);
      L.inner_norm = vec(m + "norm.weight");
      if (s.type == MixerType::fprnn) {
        L.b = mat(m + "b.weight", n);
        L.lam = mat(m + "lam.weight", n);
        L.lam_bias = vec(m + "lam.bias");
        L.c = mat(m + "c.weight", n);
      } else {
        const std::size_t N = s.d_state;
        L.xproj = mat(m + "x.weight", s.dt_rank + 2 * N);
        L.dtw = mat(m + "dt.weight", n);
        L.dt_bias = vec(m + "dt.bias");
        L.neg_exp_A = vec(m + "A_log");
        for (double& x : L.neg_exp_A) x = -std::exp(x);
        L.skip = vec(m + "D");
        L.bc = mat(m + "bc.weight", 2 * N);
        L.zy = mat(m + "zy.weight", n);
        L.inner_norm_bias = vec(m + "norm.bias");
      }
      if (s.mixer == ChannelMixer::kronecker) {
        L.ka = kronecker_rows(n);
        L.kb = n / L.ka;
        L.L1 = mat(m + "L1.weight", L.ka * (L.ka + 1) / 2);
        L.L2 = mat(m + "L2.weight", L.kb * (L.kb + 1) / 2);
        L.D1 = mat(m + "D1.weight", L.ka);
        L.D1_bias = vec(m + "D1.bias");
        L.D2 = mat(m + "D2.weight", L.kb);
        L.D2_bias = vec(m + "D2.bias");
      } else {
        L.u = slices(m + "u.weight", r, n);
        L.alpha = mat(m + "alpha.weight", r);
        L.alpha_bias = vec(m + "alpha.bias");
      }
    }
    layers.push_back(std::move(L));
  }
  head_norm = vec("head.norm.weight");
  if (config.tied_head) {
    // The label rows of embed (already rounded), no bias.
    head = detail::make_matrix(config.outputs.size(), d, embed.data() + config.alphabet.size() * d, with_float);
    head_bias.assign(config.outputs.size(), 0.0);
  } else {
    head = mat("head.weight", config.outputs.size());
    head_bias = vec("head.bias");
  }
}

void Net::check_word(std::span<const std::uint32_t> word) const {
  const std::size_t letters = config.alphabet.size();
  for (std::size_t t = 0; t < word.size(); ++t)
    if (word[t] >= letters)
      throw Error("learned forward: position " + std::to_string(t + 1) + " has letter " + std::to_string(word[t]) +
                  ", expected a letter index in [0, " + std::to_string(letters) + ")");
}

}  // namespace

struct Forward::Impl : Net {};

Forward::Forward(const LearnedModel& model, const ForwardOptions& options) : impl_(std::make_unique<Impl>()) {
  impl_->config = model.config;
  impl_->options = options;
  const lrnn::EvalOrder& order = options.order;
  if (order.kind == lrnn::OrderKind::chunked && order.chunk == 0)
    throw Error("learned forward: chunked order with chunk size 0, expected chunked:C with C >= 1");
  if (order.kind != lrnn::OrderKind::sequential)
    for (std::size_t l = 0; l < model.config.layers.size(); ++l)
      if (is_fixed_point(model.config.layers[l].type))
        throw Error("learned forward: layer " + std::to_string(l) + " is " + to_string(model.config.layers[l].type) +
                    ", which runs in the sequential order only (order " + lrnn::to_string(order) +
                    " is for diag and deltaproduct layers)");
  std::optional<precision::Arithmetic> ar;
  if (options.policy) {
    const precision::Policy& policy = *options.policy;
    if (policy.storage.is_mpfr() || policy.accumulator.is_mpfr())
      throw Error("learned models run under the emulated formats; mpfr:P is not supported for them");
    ar.emplace(policy);  // surfaces the Arithmetic's errors once
    impl_->fast = detail::fast_dot_kind(policy);
    impl_->rne = detail::rne_row(policy);
    impl_->side_by_side = detail::fast_dot_enabled && ar->sequential_rne_dot();
  }
  impl_->load(model, ar ? &*ar : nullptr);
}

namespace {
// The values per position of ChannelMixerAt's cache of the x_t parts (its block).
std::size_t mixer_cache(const LayerSpec& l) {
  if (l.mixer != ChannelMixer::kronecker) return l.rank * l.n + l.rank;
  const std::size_t a = kronecker_rows(l.n), b = l.n / a;
  return a * (a + 1) / 2 + a + b * (b + 1) / 2 + b;
}
}  // namespace

std::size_t forward_bytes_per_token(const ModelConfig& config, const ForwardOptions& options) {
  const std::size_t d = config.d_model, K = config.outputs.size();
  const lrnn::EvalOrder& order = options.order;
  // The maps a scan keeps per position; chunked keeps one per chunk.
  const auto pool = [&](std::size_t values) {
    if (order.kind == lrnn::OrderKind::scan) return values * 8 + 1;
    if (order.kind == lrnn::OrderKind::chunked) return (values * 8 + 1) / std::max<std::size_t>(order.chunk, 1) + 1;
    return std::size_t{0};
  };
  // The per-thread workspace keeps each buffer at its largest: count every layer's buffers.
  // Fixed-point layers: X (4n), G, two iterates and the cycle detector's copy of one
  // (IterateCycles), the channel mixer's cache and its flag byte per position.
  std::size_t widest = 0, layers = 0;
  for (const LayerSpec& l : config.layers) {
    const std::size_t n = l.n, H = l.heads, r = l.rank;
    widest = std::max(widest, l.width());
    switch (l.type) {
      case MixerType::diag: layers += 2 * n * 8 + pool(2 * n); break;
      case MixerType::deltaproduct: layers += ((1 + 2 * r) * H * n + r * H) * 8 + pool(2 * n * n); break;
      case MixerType::fprnn: layers += (8 * n + mixer_cache(l)) * 8 + 1; break;
      case MixerType::fpmamba:
        layers += (6 * n + 2 * l.d_state + n * l.d_state + mixer_cache(l)) * 8 + 1;
        break;  // x, z, dt, B, C, dA, iterates
    }
  }
  // Each position's logits are a vector of their own: its header and the allocator's chunk for K
  // doubles (glibc: the request plus 8 bytes, rounded up to 16, at least 32).
  const std::size_t chunk = std::max<std::size_t>(32, (K * 8 + 8 + 15) / 16 * 16);
  const std::size_t logits = options.keep_logits ? chunk + sizeof(std::vector<double>) : 0;
  return (2 * d + widest) * 8 + layers + sizeof(std::uint32_t) + logits;
}

Forward::~Forward() = default;
Forward::Forward(Forward&&) noexcept = default;
Forward& Forward::operator=(Forward&&) noexcept = default;

ForwardResult Forward::run(std::span<const std::uint32_t> word, std::uint64_t word_index) const {
  impl_->check_word(word);
  if (!impl_->options.policy) {
    NativeOps ops;
    return impl_->run(ops, word);
  }
  precision::Policy policy = *impl_->options.policy;
  if (policy.rounding.mode == precision::RoundingMode::sr)
    policy.rounding.seed = derived_seed(policy.rounding.seed, word_index);
  precision::Arithmetic ar(policy);
  PolicyOps ops{ar, impl_->fast, impl_->rne, impl_->side_by_side, {}};
  return impl_->run(ops, word);
}

// ---------------------------------------------------------------------------------------------
// detail::Tracer: the same Net in plain double, with the trace hooks on.

struct detail::Tracer::Impl : Net {};

detail::Tracer::Tracer(const LearnedModel& model) : impl_(std::make_unique<Impl>()) {
  impl_->config = model.config;
  impl_->load(model, nullptr);
}
detail::Tracer::~Tracer() = default;
detail::Tracer::Tracer(Tracer&&) noexcept = default;
detail::Tracer& detail::Tracer::operator=(Tracer&&) noexcept = default;

std::vector<detail::LayerTrace> detail::Tracer::run(std::span<const std::uint32_t> word) const {
  impl_->check_word(word);
  std::vector<LayerTrace> trace;
  trace.reserve(impl_->layers.size());
  NativeOps ops;
  impl_->run(ops, word, &trace);
  return trace;
}

void detail::Tracer::fprnn_update(std::size_t layer, const double* inputs, const double* h_prev, const double* h,
                                  double* out) const {
  if (layer >= impl_->layers.size() || impl_->layers[layer].spec.type != MixerType::fprnn)
    throw Error("fprnn_update: layer " + std::to_string(layer) + " is not an fprnn layer");
  const Layer& L = impl_->layers[layer];
  const std::size_t n = L.spec.n;
  NativeOps ops;
  ChannelMixerAt<NativeOps> Q(ops, L);
  std::vector<double> p(2 * n), e(n);
  fprnn_position(ops, Q, n, inputs, h, h_prev, h_prev, out, p.data(), e.data());
}

std::optional<precision::Policy> forward_policy(const std::string& text) {
  const precision::Policy policy = precision::parse_policy(text);
  if (policy == precision::parse_policy("fp64")) return std::nullopt;
  return policy;
}

void override_fixed_point(ModelConfig& config, double threshold, std::size_t max_iter) {
  for (LayerSpec& l : config.layers) {
    if (!is_fixed_point(l.type)) continue;
    if (threshold > 0) l.fixed_point.threshold = threshold;
    if (max_iter > 0) l.fixed_point.max_iter = max_iter;
  }
}

}  // namespace lrnnc::learned
