// The hardware dot products and the rne row kernel of the learned forward
// (learned/forward-arithmetic.hpp): which policies they reproduce, and the kernels by kind.
#include "learned/forward-arithmetic.hpp"

#include <algorithm>
#include <cfloat>
#include <type_traits>
#include <vector>

#include "common/error.hpp"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define LRNNC_ROWS_AVX2 1
#endif

namespace lrnnc::learned::detail {

std::atomic<bool> fast_dot_enabled{true};
std::atomic<bool> avx2_kernels_enabled{true};

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

double fast_dot(FastDot kind, const double* a, const double* b, std::size_t n) {
  switch (kind) {
    case FastDot::f32: return kernel::sequential_dot<float, false>(a, b, n);
    case FastDot::f32_fma: return kernel::sequential_dot<float, true>(a, b, n);
    case FastDot::f64: return kernel::sequential_dot<double, false>(a, b, n);
    case FastDot::f64_fma: return kernel::sequential_dot<double, true>(a, b, n);
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

namespace {

// columns_rows with the portable kernel: blocks of 2 rows (the accumulators of 2 x 16 floats or 2 x
// 8 doubles fill half the SSE registers).
template <class Acc, bool Fused, std::size_t R>
void rows_lanes(const Acc* M, std::size_t in, std::size_t out, const double* X, std::size_t ldx, double* Y,
                std::size_t ldy, const double* start, std::size_t lds) {
  constexpr std::size_t W = sizeof(Acc) == 4 ? 16 : 8;
  std::size_t j0 = 0;
  for (; j0 + W <= out; j0 += W) kernel::rows_block<Acc, Fused, R, W>(M, in, out, j0, X, ldx, Y, ldy, start, lds);
  for (; j0 < out; ++j0) kernel::rows_block<Acc, Fused, R, 1>(M, in, out, j0, X, ldx, Y, ldy, start, lds);
}

template <class Acc, bool Fused>
void rows_portable(const Acc* M, std::size_t in, std::size_t out, std::size_t rows, const double* X, std::size_t ldx,
                   double* Y, std::size_t ldy, const double* start, std::size_t lds) {
  std::size_t r = 0;
  for (; r + 2 <= rows; r += 2)
    rows_lanes<Acc, Fused, 2>(M, in, out, X + r * ldx, ldx, Y + r * ldy, ldy, start ? start + r * lds : nullptr, lds);
  if (r < rows)
    rows_lanes<Acc, Fused, 1>(M, in, out, X + r * ldx, ldx, Y + r * ldy, ldy, start ? start + r * lds : nullptr, lds);
}

#if defined(LRNNC_ROWS_AVX2)

// Eight float lanes or four double lanes per register, for the AVX2 kernel below.
struct F32x8 {
  using T = float;
  using V = __m256;
  static constexpr std::size_t L = 8;
  __attribute__((target("avx2,fma"), always_inline)) static V load(const float* p) { return _mm256_loadu_ps(p); }
  __attribute__((target("avx2,fma"), always_inline)) static V set1(float x) { return _mm256_set1_ps(x); }
  // Doubles that hold floats (start values): exact.
  __attribute__((target("avx2,fma"), always_inline)) static V from_doubles(const double* p) {
    return _mm256_set_m128(_mm256_cvtpd_ps(_mm256_loadu_pd(p + 4)), _mm256_cvtpd_ps(_mm256_loadu_pd(p)));
  }
  __attribute__((target("avx2,fma"), always_inline)) static void to_doubles(double* p, V v) {
    _mm256_storeu_pd(p, _mm256_cvtps_pd(_mm256_castps256_ps128(v)));
    _mm256_storeu_pd(p + 4, _mm256_cvtps_pd(_mm256_extractf128_ps(v, 1)));
  }
  __attribute__((target("avx2,fma"), always_inline)) static V mul(V a, V b) { return _mm256_mul_ps(a, b); }
  __attribute__((target("avx2,fma"), always_inline)) static V add(V a, V b) { return _mm256_add_ps(a, b); }
  __attribute__((target("avx2,fma"), always_inline)) static V fma(V a, V b, V c) { return _mm256_fmadd_ps(a, b, c); }
};

struct F32x4 {
  using T = float;
  using V = __m128;
  static constexpr std::size_t L = 4;
  __attribute__((target("avx2,fma"), always_inline)) static V load(const float* p) { return _mm_loadu_ps(p); }
  __attribute__((target("avx2,fma"), always_inline)) static V set1(float x) { return _mm_set1_ps(x); }
  __attribute__((target("avx2,fma"), always_inline)) static V from_doubles(const double* p) {
    return _mm256_cvtpd_ps(_mm256_loadu_pd(p));
  }
  __attribute__((target("avx2,fma"), always_inline)) static void to_doubles(double* p, V v) {
    _mm256_storeu_pd(p, _mm256_cvtps_pd(v));
  }
  __attribute__((target("avx2,fma"), always_inline)) static V mul(V a, V b) { return _mm_mul_ps(a, b); }
  __attribute__((target("avx2,fma"), always_inline)) static V add(V a, V b) { return _mm_add_ps(a, b); }
  __attribute__((target("avx2,fma"), always_inline)) static V fma(V a, V b, V c) { return _mm_fmadd_ps(a, b, c); }
};

struct F64x4 {
  using T = double;
  using V = __m256d;
  static constexpr std::size_t L = 4;
  __attribute__((target("avx2,fma"), always_inline)) static V load(const double* p) { return _mm256_loadu_pd(p); }
  __attribute__((target("avx2,fma"), always_inline)) static V set1(double x) { return _mm256_set1_pd(x); }
  __attribute__((target("avx2,fma"), always_inline)) static V from_doubles(const double* p) {
    return _mm256_loadu_pd(p);
  }
  __attribute__((target("avx2,fma"), always_inline)) static void to_doubles(double* p, V v) { _mm256_storeu_pd(p, v); }
  __attribute__((target("avx2,fma"), always_inline)) static V mul(V a, V b) { return _mm256_mul_pd(a, b); }
  __attribute__((target("avx2,fma"), always_inline)) static V add(V a, V b) { return _mm256_add_pd(a, b); }
  __attribute__((target("avx2,fma"), always_inline)) static V fma(V a, V b, V c) { return _mm256_fmadd_pd(a, b, c); }
};

// kernel::rows_block with R rows x H registers of lanes: the same products and sums per lane (s +
// w x, or fma(w, x, s)), in the same order.
template <class K, bool Fused, std::size_t R, std::size_t H>
__attribute__((target("avx2,fma"), always_inline)) inline void rows_block_avx2(const typename K::T* M, std::size_t in,
                                                                               std::size_t out, std::size_t j0,
                                                                               const typename K::T* X, std::size_t ldx,
                                                                               double* Y, std::size_t ldy,
                                                                               const double* start, std::size_t lds) {
  using V = typename K::V;
  V s[R][H];
  std::size_t i = 0;
  if (start) {
    for (std::size_t r = 0; r < R; ++r)
      for (std::size_t h = 0; h < H; ++h) s[r][h] = K::from_doubles(start + r * lds + j0 + h * K::L);
  } else {
    V w[H];
    for (std::size_t h = 0; h < H; ++h) w[h] = K::load(M + j0 + h * K::L);
    for (std::size_t r = 0; r < R; ++r) {
      const V x0 = K::set1(X[r * ldx]);
      for (std::size_t h = 0; h < H; ++h) s[r][h] = K::mul(w[h], x0);
    }
    i = 1;
  }
#pragma GCC unroll 2
  for (; i < in; ++i) {
    const typename K::T* row = M + i * out + j0;
    V w[H];
    for (std::size_t h = 0; h < H; ++h) w[h] = K::load(row + h * K::L);
    for (std::size_t r = 0; r < R; ++r) {
      const V xi = K::set1(X[r * ldx + i]);
      for (std::size_t h = 0; h < H; ++h) {
        if constexpr (Fused)
          s[r][h] = K::fma(w[h], xi, s[r][h]);
        else
          s[r][h] = K::add(s[r][h], K::mul(w[h], xi));
      }
    }
  }
  for (std::size_t r = 0; r < R; ++r)
    for (std::size_t h = 0; h < H; ++h) K::to_doubles(Y + r * ldy + j0 + h * K::L, s[r][h]);
}

// Lanes [j0, j0 + H L) of every row: blocks of 4 rows (8 accumulator registers, 2 of weights and
// one broadcast input), then the rest. X: the inputs as K::T, ldx apart.
template <class K, bool Fused, std::size_t H>
__attribute__((target("avx2,fma"), always_inline)) inline void lanes_avx2(const typename K::T* M, std::size_t in,
                                                                          std::size_t out, std::size_t j0,
                                                                          std::size_t rows, const typename K::T* X,
                                                                          std::size_t ldx, double* Y, std::size_t ldy,
                                                                          const double* start, std::size_t lds) {
  std::size_t r = 0;
  const auto at = [&](std::size_t k) { return start ? start + k * lds : nullptr; };
  for (; r + 4 <= rows; r += 4)
    rows_block_avx2<K, Fused, 4, H>(M, in, out, j0, X + r * ldx, ldx, Y + r * ldy, ldy, at(r), lds);
  switch (rows - r) {
    case 3: rows_block_avx2<K, Fused, 3, H>(M, in, out, j0, X + r * ldx, ldx, Y + r * ldy, ldy, at(r), lds); break;
    case 2: rows_block_avx2<K, Fused, 2, H>(M, in, out, j0, X + r * ldx, ldx, Y + r * ldy, ldy, at(r), lds); break;
    case 1: rows_block_avx2<K, Fused, 1, H>(M, in, out, j0, X + r * ldx, ldx, Y + r * ldy, ldy, at(r), lds); break;
    default: break;
  }
}

// The lane blocks outermost: a block's weights (in x 2L values) stay in the L1 cache while every
// row reads them. Lanes 2L at a time, then L, then (float) 4, then one by one. Binary32 kernels read
// their inputs converted once (exactly: storage values, as columns converts them).
template <class K, bool Fused>
__attribute__((target("avx2,fma"))) void rows_avx2(const typename K::T* M, std::size_t in, std::size_t out,
                                                   std::size_t rows, const double* X, std::size_t ldx, double* Y,
                                                   std::size_t ldy, const double* start, std::size_t lds) {
  using T = typename K::T;
  const T* x = nullptr;
  std::size_t ld = ldx;
  if constexpr (std::is_same_v<T, float>) {
    thread_local std::vector<float> converted;
    converted.resize(rows * in);
    for (std::size_t r = 0; r < rows; ++r)
      for (std::size_t i = 0; i < in; ++i) converted[r * in + i] = static_cast<float>(X[r * ldx + i]);
    x = converted.data();
    ld = in;
  } else {
    x = X;
  }
  std::size_t j0 = 0;
  for (; j0 + 2 * K::L <= out; j0 += 2 * K::L) lanes_avx2<K, Fused, 2>(M, in, out, j0, rows, x, ld, Y, ldy, start, lds);
  if (j0 + K::L <= out) {
    lanes_avx2<K, Fused, 1>(M, in, out, j0, rows, x, ld, Y, ldy, start, lds);
    j0 += K::L;
  }
  if constexpr (K::L == 8) {
    if (j0 + 4 <= out) {
      lanes_avx2<F32x4, Fused, 1>(M, in, out, j0, rows, x, ld, Y, ldy, start, lds);
      j0 += 4;
    }
  }
  for (; j0 < out; ++j0)
    for (std::size_t r = 0; r < rows; ++r)
      kernel::rows_block<T, Fused, 1, 1>(M, in, out, j0, x + r * ld, ld, Y + r * ldy, ldy,
                                         start ? start + r * lds : nullptr, lds);
}

#endif  // LRNNC_ROWS_AVX2

}  // namespace

bool avx2_kernels() {
#if defined(LRNNC_ROWS_AVX2)
  static const bool has = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  return has && avx2_kernels_enabled.load(std::memory_order_relaxed);
#else
  return false;
#endif
}

template <class Acc, bool Fused>
void columns_rows(const Acc* M, std::size_t in, std::size_t out, std::size_t rows, const double* X, std::size_t ldx,
                  double* Y, std::size_t ldy, const double* start, std::size_t lds) {
#if defined(LRNNC_ROWS_AVX2)
  if (avx2_kernels()) {
    using K = std::conditional_t<sizeof(Acc) == 4, F32x8, F64x4>;
    rows_avx2<K, Fused>(M, in, out, rows, X, ldx, Y, ldy, start, lds);
    return;
  }
#endif
  rows_portable<Acc, Fused>(M, in, out, rows, X, ldx, Y, ldy, start, lds);
}

template void columns_rows<float, false>(const float*, std::size_t, std::size_t, std::size_t, const double*,
                                         std::size_t, double*, std::size_t, const double*, std::size_t);
template void columns_rows<float, true>(const float*, std::size_t, std::size_t, std::size_t, const double*, std::size_t,
                                        double*, std::size_t, const double*, std::size_t);
template void columns_rows<double, false>(const double*, std::size_t, std::size_t, std::size_t, const double*,
                                          std::size_t, double*, std::size_t, const double*, std::size_t);
template void columns_rows<double, true>(const double*, std::size_t, std::size_t, std::size_t, const double*,
                                         std::size_t, double*, std::size_t, const double*, std::size_t);

}  // namespace lrnnc::learned::detail
