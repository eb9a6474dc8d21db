// The arithmetic adaptors of the learned forward (learned/forward.cpp and its mixer files): the
// mixers are templates over an arithmetic, NativeOps (plain double), PolicyOps (every operation
// rounded by a precision::Arithmetic) or Binary32Ops (the fp32 policy's operations in hardware
// binary32), so that one source serves all; and the hardware dot products, the column kernels and
// the rne row kernel that they take where these reproduce precision::Arithmetic bit for bit under
// the common policies, with the weight matrices in the layouts they read.
// Internal (the tests reach it through learned/forward-internal.hpp); not installed API.
//
// Why a hardware dot is exact. Arithmetic::dot, sequential order, rne, no stochastic rounding,
// computes s = round_A(a0*b0), then s = round_A(s + round_A(ai*bi)) (no FMA) or s = round_A(ai*bi +
// s) (fused). When the accumulator is exactly IEEE binary32 (fp32: subnormals, overflow to
// infinity) and every operand is a binary32 value (storage formats with at most 8 exponent bits,
// at most 23 mantissa bits and max_finite <= FLT_MAX), each of those steps is one correctly rounded
// IEEE binary32 operation on binary32 operands: float(a)*float(b), s + p and std::fmaf(a, b, s) are
// exactly those operations (IEEE 754 requires multiply, add and fma to be correctly rounded, with
// gradual underflow and overflow to infinity under the default round-to-nearest-even mode; the
// converted operands are exact since they are binary32 values). So the float loop gives the same
// bits, except for the payload/sign of a NaN. The same holds for an accumulator that is exactly
// fp64 with hardware double and std::fma. The code is compiled with -ffp-contract=off
// (learned/CMakeLists.txt), so s + a*b is never fused behind our back; the fused variant calls
// std::fmaf / std::fma explicitly. The x87 unit is not involved (x86-64 uses SSE for float and
// double), and nothing in lrnnc changes the MXCSR (no flush-to-zero).
//
// The column kernels compute out independent dot products (one per column j of an in-major matrix
// M[i*out + j]) side by side: each lane j is exactly the sequential sum of its column, so the lanes
// vectorize without reassociating any sum.
#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "precision/arithmetic.hpp"
#include "precision/policy.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace lrnnc::learned::detail {

// The hardware that reproduces a policy's dot products: none (use precision::Arithmetic), binary32
// or binary64, with or without a fused multiply-add.
enum class FastDot { none, f32, f32_fma, f64, f64_fma };

// The FastDot of a policy (see the header comment for the conditions). O(1). Returns none while
// fast_dot_enabled is false.
FastDot fast_dot_kind(const precision::Policy& policy);

// Test hook: false makes every Forward built afterwards use Arithmetic::dot only (neither the
// hardware dot products nor Arithmetic::columns), so that a test can compare the paths on whole
// models. Default true.
extern std::atomic<bool> fast_dot_enabled;

// Test hook: false makes the AVX2+FMA kernels (columns_rows; Binary32Ops' store_silu,
// learned/forward-binary32.cpp) use their portable versions where the CPU has AVX2 and FMA (the
// tests compare both). Default true.
extern std::atomic<bool> avx2_kernels_enabled;

// Whether the AVX2+FMA kernels run: the CPU has AVX2 and FMA (x86-64 with GCC or Clang), and
// avx2_kernels_enabled.
bool avx2_kernels();

// A weight matrix [rows, cols] (nn.Linear layout: rows = outputs), values of the storage format.
struct Matrix {
  std::size_t rows = 0, cols = 0;
  std::vector<double> w;   // row-major [rows, cols]: Arithmetic::dot reads a row
  std::vector<double> wt;  // transposed [cols, rows]: the column kernels (native, fp64)
  std::vector<float> wtf;  // wt as binary32 (FastDot::f32 and f32_fma only)
  const double* row(std::size_t j) const { return w.data() + j * cols; }
};

// Builds the matrix from row-major storage values; `with_float`: also the binary32 copy.
Matrix make_matrix(std::size_t rows, std::size_t cols, const double* values, bool with_float);

// sum_i a[i] b[i], sequential, in the hardware format of `kind` (not none). O(n).
double fast_dot(FastDot kind, const double* a, const double* b, std::size_t n);

// Rows of fused-looking updates row[j] = add(mul(b, w[j]), row[j]) (the Arithmetic's fma without
// the FMA flag) for storage formats whose rne rounding is precision::RneKernel's bit trick
// (FormatRounder kind rne_fast: float formats of at most 24 stored mantissa bits): while every
// product and sum lies in [min_normal, max_finite] in magnitude (or is zero), RneKernel rounds it by
// exactly the bit arithmetic below, so a loop of it is the Arithmetic bit for bit, and it
// vectorizes. Products of two values are exact in double and a sum of two is correctly rounded
// through double (precision/arithmetic.hpp), as in the Arithmetic.
struct RneRow {
  int shift = 0;  // 52 - mantissa bits
  std::uint64_t half_minus_one = 0, low = 0;
  double min_normal = 0, max_finite = 0;

  double round(double x) const {
    const std::uint64_t b = std::bit_cast<std::uint64_t>(x);
    return std::bit_cast<double>((b + half_minus_one + ((b >> shift) & 1)) & ~low);
  }
  bool in_range(double x) const {
    const double a = std::abs(x);
    return a <= max_finite && (a >= min_normal || a == 0);  // false for NaN
  }
  // row[j] = add(mul(b, w[j]), row[j]) for j < n; false (row untouched, tmp clobbered) when some
  // product or sum left the range: the caller then uses the Arithmetic. Two lanes at a time with
  // SSE2 (the same bit arithmetic; the compiler does not vectorize the range test itself). O(n).
  bool fma_row(double b, const double* w, double* row, std::size_t n, double* tmp) const {
    std::size_t j = 0;
    bool ok = true;
#if defined(__SSE2__)
    const __m128d bv = _mm_set1_pd(b), maxv = _mm_set1_pd(max_finite), minv = _mm_set1_pd(min_normal);
    const __m128d zero = _mm_setzero_pd(), abs_mask = _mm_castsi128_pd(_mm_set1_epi64x(0x7FFFFFFFFFFFFFFFLL));
    const __m128i one = _mm_set1_epi64x(1), hm1 = _mm_set1_epi64x(static_cast<long long>(half_minus_one));
    const __m128i keep = _mm_set1_epi64x(static_cast<long long>(~low)), count = _mm_cvtsi32_si128(shift);
    auto rnd = [&](__m128d x) {
      const __m128i v = _mm_castpd_si128(x);
      const __m128i odd = _mm_and_si128(_mm_srl_epi64(v, count), one);
      return _mm_castsi128_pd(_mm_and_si128(_mm_add_epi64(_mm_add_epi64(v, hm1), odd), keep));
    };
    // Out of range: above max_finite, NaN, or nonzero below min_normal.
    auto bad = [&](__m128d x) {
      const __m128d a = _mm_and_pd(x, abs_mask);
      return _mm_or_pd(_mm_or_pd(_mm_cmpgt_pd(a, maxv), _mm_cmpunord_pd(a, a)),
                       _mm_and_pd(_mm_cmplt_pd(a, minv), _mm_cmpneq_pd(a, zero)));
    };
    __m128d any = zero;
    for (; j + 2 <= n; j += 2) {
      const __m128d p = _mm_mul_pd(bv, _mm_loadu_pd(w + j));
      const __m128d s = _mm_add_pd(rnd(p), _mm_loadu_pd(row + j));
      any = _mm_or_pd(any, _mm_or_pd(bad(p), bad(s)));
      _mm_storeu_pd(tmp + j, rnd(s));
    }
    ok = _mm_movemask_pd(any) == 0;
#endif
    for (; j < n; ++j) {
      const double p = b * w[j], s = round(p) + row[j];
      ok = ok && in_range(p) && in_range(s);
      tmp[j] = round(s);
    }
    if (!ok) return false;
    for (j = 0; j < n; ++j) row[j] = tmp[j];
    return true;
  }
};

// The RneRow of a policy: rne, no FMA, a storage format that precision::FormatRounder rounds with
// its rne_fast kernel (none while fast_dot_enabled is false).
std::optional<RneRow> rne_row(const precision::Policy& policy);

namespace kernel {

// sum_i a[i] b[i] in Acc arithmetic, sequential: s = a0 b0, then s = s + ai bi (Fused: fma(ai, bi, s)).
template <class Acc, bool Fused>
inline double sequential_dot(const double* a, const double* b, std::size_t n) {
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

// out[k] = sequential_dot(a + k sa, b + k sb, n) for k < count, four chains at a time so that
// their additions overlap (each chain's operations are sequential_dot's, in its order).
template <class Acc, bool Fused>
inline void sequential_dots(std::size_t count, const double* a, std::size_t sa, const double* b, std::size_t sb,
                            std::size_t n, double* out) {
  constexpr std::size_t K = 4;
  std::size_t k = 0;
  for (; n > 0 && k + K <= count; k += K) {
    Acc s[K];
    for (std::size_t q = 0; q < K; ++q) s[q] = static_cast<Acc>(a[(k + q) * sa]) * static_cast<Acc>(b[(k + q) * sb]);
    for (std::size_t i = 1; i < n; ++i)
      for (std::size_t q = 0; q < K; ++q) {
        const Acc x = static_cast<Acc>(a[(k + q) * sa + i]), y = static_cast<Acc>(b[(k + q) * sb + i]);
        if constexpr (Fused)
          s[q] = std::fma(x, y, s[q]);
        else
          s[q] = s[q] + x * y;
      }
    for (std::size_t q = 0; q < K; ++q) out[k + q] = static_cast<double>(s[q]);
  }
  for (; k < count; ++k) out[k] = sequential_dot<Acc, Fused>(a + k * sa, b + k * sb, n);
}

// The lanes [j0, j0 + W) of y_j = sum_i M[i*out + j] x[i] in Acc arithmetic, sequential in i; with
// `start`, each lane's sum continues from start[j] (a value of Acc: the sum over earlier inputs).
template <class Acc, bool Fused, std::size_t W, class T>
inline void column_block(const T* M, std::size_t in, std::size_t out, std::size_t j0, const double* x, double* y,
                         const double* start) {
  Acc s[W];
  std::size_t i = 0;
  if (start) {
    for (std::size_t b = 0; b < W; ++b) s[b] = static_cast<Acc>(start[j0 + b]);
  } else {
    const Acc x0 = static_cast<Acc>(x[0]);
    for (std::size_t b = 0; b < W; ++b) s[b] = static_cast<Acc>(M[j0 + b]) * x0;
    i = 1;
  }
  for (; i < in; ++i) {
    const Acc xi = static_cast<Acc>(x[i]);
    const T* row = M + i * out + j0;
    for (std::size_t b = 0; b < W; ++b) {
      if constexpr (Fused)
        s[b] = std::fma(static_cast<Acc>(row[b]), xi, s[b]);
      else
        s[b] = s[b] + static_cast<Acc>(row[b]) * xi;
    }
  }
  for (std::size_t b = 0; b < W; ++b) y[j0 + b] = static_cast<double>(s[b]);
}

}  // namespace kernel

// y_j = sum_i M[i*out + j] x[i] (j < out; in >= 1, or in >= 0 with start), each lane a sequential
// dot in Acc arithmetic (Fused: std::fma), continued from start[j] when start is given (the inputs
// before these: columns over inputs [0, k) and then over [k, in) from its results equals columns
// over [0, in), bit for bit). O(in * out).
template <class Acc, bool Fused, class T>
void columns(const T* M, std::size_t in, std::size_t out, const double* x, double* y, const double* start = nullptr) {
  constexpr std::size_t W = 16;
  std::size_t j0 = 0;
  for (; j0 + W <= out; j0 += W) kernel::column_block<Acc, Fused, W>(M, in, out, j0, x, y, start);
  for (; j0 < out; ++j0) kernel::column_block<Acc, Fused, 1>(M, in, out, j0, x, y, start);
}

// columns() for a FastDot kind (not none); M as double.
void fast_columns(FastDot kind, const double* M, std::size_t in, std::size_t out, const double* x, double* y,
                  const double* start = nullptr);

namespace kernel {

// Rows [0, R) x lanes [j0, j0 + W) of columns_rows: column_block for R input rows at once, so that
// each weight loaded serves R rows. Every lane is its row's sequential dot, as in column_block.
// X: the inputs (double, or already converted to Acc).
template <class Acc, bool Fused, std::size_t R, std::size_t W, class XT>
__attribute__((always_inline)) inline void rows_block(const Acc* M, std::size_t in, std::size_t out, std::size_t j0,
                                                      const XT* X, std::size_t ldx, double* Y, std::size_t ldy,
                                                      const double* start, std::size_t lds) {
  Acc s[R][W];
  std::size_t i = 0;
  if (start) {
    for (std::size_t r = 0; r < R; ++r)
      for (std::size_t b = 0; b < W; ++b) s[r][b] = static_cast<Acc>(start[r * lds + j0 + b]);
  } else {
    for (std::size_t r = 0; r < R; ++r) {
      const Acc x0 = static_cast<Acc>(X[r * ldx]);
      for (std::size_t b = 0; b < W; ++b) s[r][b] = M[j0 + b] * x0;  // the first product, not 0 + it (-0)
    }
    i = 1;
  }
  for (; i < in; ++i) {
    const Acc* row = M + i * out + j0;
    Acc xi[R];
    for (std::size_t r = 0; r < R; ++r) xi[r] = static_cast<Acc>(X[r * ldx + i]);
    for (std::size_t r = 0; r < R; ++r)
      for (std::size_t b = 0; b < W; ++b) {
        if constexpr (Fused)
          s[r][b] = std::fma(row[b], xi[r], s[r][b]);
        else
          s[r][b] = s[r][b] + row[b] * xi[r];
      }
  }
  for (std::size_t r = 0; r < R; ++r)
    for (std::size_t b = 0; b < W; ++b) Y[r * ldy + j0 + b] = static_cast<double>(s[r][b]);
}

}  // namespace kernel

// columns() of several input rows at once: Y[r*ldy + j] = sum_i M[i*out + j] X[r*ldx + i] for r <
// rows, j < out, continued from start[r*lds + j] when start is given; bit for bit columns() on each
// row (M, X rows and Y rows as there; Y may be start, with ldy = lds). The rows go through in
// blocks of 4 with 16 lanes (float) or 8 (double) per block, an AVX2+FMA kernel where the CPU
// has it (learned/forward-arithmetic.cpp). Acc: float (M the binary32 copy wtf) or double; Fused:
// std::fma. O(rows * in * out).
template <class Acc, bool Fused>
void columns_rows(const Acc* M, std::size_t in, std::size_t out, std::size_t rows, const double* X, std::size_t ldx,
                  double* Y, std::size_t ldy, const double* start = nullptr, std::size_t lds = 0);

// ---------------------------------------------------------------------------------------------
// The arithmetics (NativeOps, PolicyOps and Binary32Ops, the fp32 policy in hardware). Each offers: add, sub, mul, fma
// (one rounding each; fma fused or not by the policy), store (to_storage; also `fn(expr)` of docs/LEARNED.md), dot (the
// accumulator value), columns (y_j = store(dot(column j of an in-major matrix, x))) and linear (y_j = store(dot(W_j,
// x))).

// Plain double: exactly the fp64 policy (rne, no FMA, sequential) with no rounding calls. fma is
// a*b + c in two roundings (the forward is compiled with -ffp-contract=off).
struct NativeOps {
  double add(double a, double b) const { return a + b; }
  double sub(double a, double b) const { return a - b; }
  double mul(double a, double b) const { return a * b; }
  double fma(double a, double b, double c) const { return a * b + c; }
  double store(double x) const { return x; }
  double dot(const double* a, const double* b, std::size_t n) const { return fast_dot(FastDot::f64, a, b, n); }
  // out[k] = dot(a + k sa, b + k sb, n) for k < count.
  void dots(std::size_t count, const double* a, std::size_t sa, const double* b, std::size_t sb, std::size_t n,
            double* out) const {
    kernel::sequential_dots<double, false>(count, a, sa, b, sb, n, out);
  }
  // Whether dots runs its dot products side by side (their latencies overlap), so that grouping
  // independent dots pays.
  bool overlapping_dots() const { return true; }
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
  // linear_part of several inputs at once: acc row r (acc + r lda) is linear_part of X row r (X + r
  // ldx) continued from start row r (start + r lds; start null: new dots). acc may be start (lda =
  // lds). split_dot() only.
  void linear_part_rows(const Matrix& W, std::size_t i0, std::size_t i1, std::size_t rows, const double* X,
                        std::size_t ldx, const double* start, std::size_t lds, double* acc, std::size_t lda) const {
    detail::columns_rows<double, false>(W.wt.data() + i0 * W.rows, i1 - i0, W.rows, rows, X, ldx, acc, lda, start, lds);
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
// that this is exact (the header comment), else Arithmetic::dot.
struct PolicyOps {
  precision::Arithmetic& ar;
  FastDot fast;
  const std::optional<RneRow>& rne;  // fma_row's vectorized path, when the policy allows it
  bool side_by_side;                 // Arithmetic::columns runs the dot products side by side
  std::vector<double> gather;        // a column of an in-major matrix for Arithmetic::dot; fma_row's results

  double add(double a, double b) { return ar.add(a, b); }
  double sub(double a, double b) { return ar.sub(a, b); }
  double mul(double a, double b) { return ar.mul(a, b); }
  double fma(double a, double b, double c) { return ar.fma(a, b, c); }
  double store(double x) { return ar.to_storage(x); }
  double dot(const double* a, const double* b, std::size_t n) {
    return fast != FastDot::none ? fast_dot(fast, a, b, n) : ar.dot(a, b, n);
  }
  void dots(std::size_t count, const double* a, std::size_t sa, const double* b, std::size_t sb, std::size_t n,
            double* out) {
    switch (fast) {
      case FastDot::f32: return kernel::sequential_dots<float, false>(count, a, sa, b, sb, n, out);
      case FastDot::f32_fma: return kernel::sequential_dots<float, true>(count, a, sa, b, sb, n, out);
      case FastDot::f64: return kernel::sequential_dots<double, false>(count, a, sa, b, sb, n, out);
      case FastDot::f64_fma: return kernel::sequential_dots<double, true>(count, a, sa, b, sb, n, out);
      case FastDot::none: break;
    }
    for (std::size_t k = 0; k < count; ++k) out[k] = ar.dot(a + k * sa, b + k * sb, n);
  }
  bool overlapping_dots() const { return fast != FastDot::none; }
  void columns(const double* M, std::size_t in, std::size_t out, const double* x, double* y) {
    if (fast != FastDot::none) {
      fast_columns(fast, M, in, out, x, y);
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
      fast_columns(fast, W.wt.data() + i0 * out, in, out, x, acc, start);
    else
      ar.columns(W.wt.data() + i0 * out, in, out, x, acc, start);
  }
  void linear_part_rows(const Matrix& W, std::size_t i0, std::size_t i1, std::size_t rows, const double* X,
                        std::size_t ldx, const double* start, std::size_t lds, double* acc, std::size_t lda) {
    const std::size_t in = i1 - i0, out = W.rows;
    switch (fast) {
      case FastDot::f32:
        return columns_rows<float, false>(W.wtf.data() + i0 * out, in, out, rows, X, ldx, acc, lda, start, lds);
      case FastDot::f32_fma:
        return columns_rows<float, true>(W.wtf.data() + i0 * out, in, out, rows, X, ldx, acc, lda, start, lds);
      case FastDot::f64:
        return columns_rows<double, false>(W.wt.data() + i0 * out, in, out, rows, X, ldx, acc, lda, start, lds);
      case FastDot::f64_fma:
        return columns_rows<double, true>(W.wt.data() + i0 * out, in, out, rows, X, ldx, acc, lda, start, lds);
      case FastDot::none: break;
    }
    for (std::size_t r = 0; r < rows; ++r)
      ar.columns(W.wt.data() + i0 * out, in, out, X + r * ldx, acc + r * lda, start ? start + r * lds : nullptr);
  }
};

// The PolicyOps of the policy fp32 (storage and accumulator exactly IEEE binary32, rne,
// sequential; FastDot::f32, or f32_fma with `fused`) in hardware binary32, without an Arithmetic:
// the same value for every operation (a NaN: a NaN, whose payload may differ). Why:
// - add, sub, mul and store round one double, a + b (sub: a + (-b), as the Arithmetic), a * b or x,
//   to binary32: the Arithmetic's rne kernel for fp32 and the hardware conversion double -> float
//   both round that double to nearest even, subnormals and overflow to infinity included
//   (precision/arithmetic.hpp's RneKernel: bit-identical to round(x, fp32, rne)); a + b and a * b
//   are the same double in both, whatever the operands.
// - fma without the FMA flag is add(mul(a, b), c), as the Arithmetic's; with it, the Arithmetic
//   rounds the exact a b + c once (a b is exact in double for binary32 operands, and the sum's
//   sticky sign decides), which is std::fmaf on the operands converted, exact by the Arithmetic's
//   precondition that operands are storage values.
// - dot, columns, linear and linear_part are PolicyOps' hardware paths for FastDot::f32 / f32_fma
//   (the header comment), followed by store where PolicyOps stores.
// Cost: one conversion per rounding instead of the rne kernel's bit arithmetic and branch; loops of
// them vectorize.
struct Binary32Ops {
  bool fused = false;

  static double round(double x) { return static_cast<double>(static_cast<float>(x)); }
  double add(double a, double b) const { return round(a + b); }
  double sub(double a, double b) const { return round(a + -b); }
  double mul(double a, double b) const { return round(a * b); }
  double fma(double a, double b, double c) const {
    if (!fused) return add(mul(a, b), c);
    return static_cast<double>(std::fmaf(static_cast<float>(a), static_cast<float>(b), static_cast<float>(c)));
  }
  double store(double x) const { return round(x); }
  double dot(const double* a, const double* b, std::size_t n) const {
    return fused ? kernel::sequential_dot<float, true>(a, b, n) : kernel::sequential_dot<float, false>(a, b, n);
  }
  void dots(std::size_t count, const double* a, std::size_t sa, const double* b, std::size_t sb, std::size_t n,
            double* out) const {
    if (fused)
      kernel::sequential_dots<float, true>(count, a, sa, b, sb, n, out);
    else
      kernel::sequential_dots<float, false>(count, a, sa, b, sb, n, out);
  }
  bool overlapping_dots() const { return true; }
  void columns(const double* M, std::size_t in, std::size_t out, const double* x, double* y) const {
    if (fused)
      detail::columns<float, true>(M, in, out, x, y);
    else
      detail::columns<float, false>(M, in, out, x, y);
    for (std::size_t j = 0; j < out; ++j) y[j] = round(y[j]);
  }
  void linear(const Matrix& W, const double* x, double* y) const {
    linear_part(W, 0, W.cols, x, nullptr, y);
    for (std::size_t j = 0; j < W.rows; ++j) y[j] = round(y[j]);
  }
  bool split_dot() const { return true; }
  void linear_part(const Matrix& W, std::size_t i0, std::size_t i1, const double* x, const double* start,
                   double* acc) const {
    const float* M = W.wtf.data() + i0 * W.rows;
    if (fused)
      detail::columns<float, true>(M, i1 - i0, W.rows, x, acc, start);
    else
      detail::columns<float, false>(M, i1 - i0, W.rows, x, acc, start);
  }
  void linear_part_rows(const Matrix& W, std::size_t i0, std::size_t i1, std::size_t rows, const double* X,
                        std::size_t ldx, const double* start, std::size_t lds, double* acc, std::size_t lda) const {
    const float* M = W.wtf.data() + i0 * W.rows;
    if (fused)
      columns_rows<float, true>(M, i1 - i0, W.rows, rows, X, ldx, acc, lda, start, lds);
    else
      columns_rows<float, false>(M, i1 - i0, W.rows, rows, X, ldx, acc, lda, start, lds);
  }
  void fma_row(double b, const double* w, double* row, std::size_t n) const {
    if (fused)
      for (std::size_t j = 0; j < n; ++j) row[j] = fma(b, w[j], row[j]);
    else
      for (std::size_t j = 0; j < n; ++j) row[j] = round(round(b * w[j]) + row[j]);  // add(mul(b, w[j]), row[j])
  }
  bool repeatable() const { return true; }
  bool propagates_nan() const { return true; }
};

}  // namespace lrnnc::learned::detail
