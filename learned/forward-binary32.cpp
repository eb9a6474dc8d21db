// Binary32Ops' vector kernels (learned/forward-layer.hpp, learned/forward-fixed-point.hpp), where the
// CPU has AVX2 and FMA: store_silu, fn(silu(x)) rounded to binary32, four values at a time; and the
// channel mixer's householder and dplr work of many positions at once, eight positions per register.
//
// The mixer's values are Binary32Ops': each of its operations on binary32 values is one IEEE
// binary32 operation (add, mul, the fused fma, a dot's steps in order), which a lane of a float
// register performs alike; the operations in double (normalize's 1 / sqrt(s + 1e-12), sigmoid) are
// the same double operations, rounded once to binary32.
//
// store_silu: why the values are the scalar ones. The scalar value is round32(y), y = x (1 / (1 +
// E)) in double with E = libm's exp(-x) (sigmoid_exp). Here, for 2^-500 <= |x| <= 600, y' = x (1 /
// (1 + E')) with E' = 2^k p(r): k = nearest(-x / ln 2), r = -x - k ln 2 with ln 2 in Cody and
// Waite's two parts (|r| <= 0.35, within 2^-53 of its value), p the degree-12 Taylor polynomial of
// e^r (truncation below 2^-51 relatively) in Estrin's scheme with fused steps (a few 2^-53). So E'
// is within 2^-46 of e^-x relatively, and libm's E within 2^-51 (glibc's exp: 0.51 ulp); the three
// double operations that follow add 2^-53 each, and in that range every intermediate and y itself
// are normal doubles: |y - y'| < 2^-44 |y'|. Let d = 2^-36 |y'|, lo = y' - d and hi = y' + d (each
// rounded once: the interval still holds y' +- d (1 - 2^-16), which holds y). Rounding to binary32
// is monotone, so where round32(lo) = round32(hi) (bit for bit) every value in [lo, hi], y among
// them, rounds to it: y' gives the scalar value. Elsewhere (a value within 2^-36 of a binary32
// rounding boundary, about one in 4000; 600 < |x| <= 710 or 746; |x| < 2^-500, zeros included) the
// lane is computed by the scalar formula. Beyond sigmoid's shortcuts (x < -710, x > 746) and for
// NaN the lanes do what the formula does there: x * 0, x * 1, x.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "learned/forward-fixed-point.hpp"
#include "learned/forward-layer.hpp"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define LRNNC_SILU_AVX2 1
#endif

namespace lrnnc::learned::detail {

namespace {

double scalar_store_silu(double x) { return Binary32Ops::round(silu(x)); }

#if defined(LRNNC_SILU_AVX2)

// e^r for |r| <= 0.35: the degree-12 Taylor polynomial in Estrin's scheme (a short dependency
// chain: the lanes' latency, not their count, bounds this loop).
__attribute__((target("avx2,fma"), always_inline)) inline __m256d exp_reduced(__m256d r) {
  static constexpr double f[13] = {1.0,    1.0,     2.0,      6.0,       24.0,       120.0,      720.0,
                                   5040.0, 40320.0, 362880.0, 3628800.0, 39916800.0, 479001600.0};
  __m256d c[13];
  for (int i = 0; i < 13; ++i) c[i] = _mm256_set1_pd(1.0 / f[i]);
  const __m256d r2 = _mm256_mul_pd(r, r), r4 = _mm256_mul_pd(r2, r2), r8 = _mm256_mul_pd(r4, r4);
  const __m256d q0 = _mm256_fmadd_pd(r, c[1], c[0]), q1 = _mm256_fmadd_pd(r, c[3], c[2]);
  const __m256d q2 = _mm256_fmadd_pd(r, c[5], c[4]), q3 = _mm256_fmadd_pd(r, c[7], c[6]);
  const __m256d q4 = _mm256_fmadd_pd(r, c[9], c[8]), q5 = _mm256_fmadd_pd(r, c[11], c[10]);
  const __m256d s0 = _mm256_fmadd_pd(q1, r2, q0), s1 = _mm256_fmadd_pd(q3, r2, q2);
  const __m256d s2 = _mm256_fmadd_pd(q5, r2, q4);
  const __m256d t0 = _mm256_fmadd_pd(s1, r4, s0), t1 = _mm256_fmadd_pd(c[12], r4, s2);
  return _mm256_fmadd_pd(t1, r8, t0);
}

// y' of the lanes of v (the in-range ones: z = -v there, 0 elsewhere); returns the mask of the
// lanes whose binary32 rounding y' decides (the header comment).
__attribute__((target("avx2,fma"), always_inline)) inline int silu_approx(__m256d v, __m256d z, __m256d& y) {
  const __m256d shift = _mm256_set1_pd(0x1.8p52), sign = _mm256_set1_pd(-0.0);
  __m256d kd = _mm256_fmadd_pd(z, _mm256_set1_pd(0x1.71547652b82fep0), shift);
  const __m256i ki = _mm256_castpd_si256(kd);
  kd = _mm256_sub_pd(kd, shift);
  __m256d r = _mm256_fnmadd_pd(kd, _mm256_set1_pd(0x1.62e42fee00000p-1), z);  // ln 2 high part: k ln2hi exact
  r = _mm256_fnmadd_pd(kd, _mm256_set1_pd(0x1.a39ef35793c76p-33), r);         // ln 2 low part
  // 2^k from k's bits in kd + shift (|k| <= 866: a normal double)
  const __m256d scale =
      _mm256_castsi256_pd(_mm256_add_epi64(_mm256_slli_epi64(ki, 52), _mm256_set1_epi64x(0x3ff0000000000000LL)));
  const __m256d e = _mm256_mul_pd(exp_reduced(r), scale);
  const __m256d one = _mm256_set1_pd(1.0);
  y = _mm256_mul_pd(v, _mm256_div_pd(one, _mm256_add_pd(one, e)));
  const __m256d d = _mm256_mul_pd(_mm256_andnot_pd(sign, y), _mm256_set1_pd(0x1p-36));
  const __m128i lo = _mm_castps_si128(_mm256_cvtpd_ps(_mm256_sub_pd(y, d)));
  const __m128i hi = _mm_castps_si128(_mm256_cvtpd_ps(_mm256_add_pd(y, d)));
  return _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(lo, hi)));
}

// Four lanes v -> round32(silu(v)) into out (binary32); returns the mask (bits 0..3) of the lanes
// it could not decide, whose out is to be computed by the scalar formula.
__attribute__((target("avx2,fma"), always_inline)) inline int silu4(__m256d v, __m128& out) {
  const __m256d sign = _mm256_set1_pd(-0.0);
  const __m256d a = _mm256_andnot_pd(sign, v);
  const __m256d in_range = _mm256_and_pd(_mm256_cmp_pd(a, _mm256_set1_pd(600.0), _CMP_LE_OQ),
                                         _mm256_or_pd(_mm256_cmp_pd(a, _mm256_set1_pd(0x1p-500), _CMP_GE_OQ),
                                                      _mm256_cmp_pd(a, _mm256_setzero_pd(), _CMP_EQ_OQ)));
  // sigmoid's shortcuts, exactly: x < -710: x * 0; x > 746: x * 1 = x; NaN: x (the scalar formula's
  // NaN is x's: x * NaN returns its first operand).
  const __m256d low = _mm256_cmp_pd(v, _mm256_set1_pd(-710.0), _CMP_LT_OQ);
  const __m256d high =
      _mm256_or_pd(_mm256_cmp_pd(v, _mm256_set1_pd(746.0), _CMP_GT_OQ), _mm256_cmp_pd(v, v, _CMP_UNORD_Q));
  int decided = _mm256_movemask_pd(_mm256_or_pd(low, high));
  __m256d y = _mm256_setzero_pd();
  if (const int range = _mm256_movemask_pd(in_range))  // (a diverged iterate's lanes are all beyond it)
    decided |= silu_approx(v, _mm256_and_pd(_mm256_xor_pd(v, sign), in_range), y) & range;
  __m256d w = _mm256_blendv_pd(y, _mm256_mul_pd(v, _mm256_setzero_pd()), low);
  w = _mm256_blendv_pd(w, v, high);
  out = _mm256_cvtpd_ps(w);
  return ~decided & 0xf;
}

__attribute__((target("avx2,fma"))) std::size_t store_silu_avx2(double* x, std::size_t count) {
  std::size_t k = 0, scalar = 0;
  for (; k + 8 <= count; k += 8) {  // two independent groups: their latencies overlap
    const __m256d v0 = _mm256_loadu_pd(x + k), v1 = _mm256_loadu_pd(x + k + 4);
    __m128 y0, y1;
    const int undecided = silu4(v0, y0) | silu4(v1, y1) << 4;
    _mm256_storeu_pd(x + k, _mm256_cvtps_pd(y0));
    _mm256_storeu_pd(x + k + 4, _mm256_cvtps_pd(y1));
    if (undecided) [[unlikely]] {
      double v[8];
      _mm256_storeu_pd(v, v0);
      _mm256_storeu_pd(v + 4, v1);
      for (int q = 0; q < 8; ++q)
        if (undecided >> q & 1) {
          x[k + q] = scalar_store_silu(v[q]);
          ++scalar;
        }
    }
  }
  for (; k < count; ++k, ++scalar) x[k] = scalar_store_silu(x[k]);
  return scalar;
}

// round32(silu(x)) of the eight values at x (the lanes silu4 leaves: the scalar formula).
__attribute__((target("avx2,fma"), always_inline)) inline __m256 silu8(const double* x) {
  const __m256d v0 = _mm256_loadu_pd(x), v1 = _mm256_loadu_pd(x + 4);
  __m128 y0, y1;
  const int undecided = silu4(v0, y0) | silu4(v1, y1) << 4;
  if (!undecided) [[likely]]
    return _mm256_set_m128(y1, y0);
  alignas(32) float f[8];
  _mm256_store_ps(f, _mm256_set_m128(y1, y0));
  for (int q = 0; q < 8; ++q)
    if (undecided >> q & 1) f[q] = static_cast<float>(scalar_store_silu(x[q]));
  return _mm256_load_ps(f);
}

// Eight doubles as binary32 (exact: storage values).
__attribute__((target("avx2,fma"), always_inline)) inline __m256 load8(const double* x) {
  return _mm256_set_m128(_mm256_cvtpd_ps(_mm256_loadu_pd(x + 4)), _mm256_cvtpd_ps(_mm256_loadu_pd(x)));
}

// r[q] holds element q of every row: the 8 x 8 transpose.
__attribute__((target("avx2,fma"), always_inline)) inline void transpose8(__m256* r) {
  const __m256 t0 = _mm256_unpacklo_ps(r[0], r[1]), t1 = _mm256_unpackhi_ps(r[0], r[1]);
  const __m256 t2 = _mm256_unpacklo_ps(r[2], r[3]), t3 = _mm256_unpackhi_ps(r[2], r[3]);
  const __m256 t4 = _mm256_unpacklo_ps(r[4], r[5]), t5 = _mm256_unpackhi_ps(r[4], r[5]);
  const __m256 t6 = _mm256_unpacklo_ps(r[6], r[7]), t7 = _mm256_unpackhi_ps(r[6], r[7]);
  const __m256 u0 = _mm256_shuffle_ps(t0, t2, 0x44), u1 = _mm256_shuffle_ps(t0, t2, 0xee);
  const __m256 u2 = _mm256_shuffle_ps(t1, t3, 0x44), u3 = _mm256_shuffle_ps(t1, t3, 0xee);
  const __m256 u4 = _mm256_shuffle_ps(t4, t6, 0x44), u5 = _mm256_shuffle_ps(t4, t6, 0xee);
  const __m256 u6 = _mm256_shuffle_ps(t5, t7, 0x44), u7 = _mm256_shuffle_ps(t5, t7, 0xee);
  r[0] = _mm256_permute2f128_ps(u0, u4, 0x20), r[1] = _mm256_permute2f128_ps(u1, u5, 0x20);
  r[2] = _mm256_permute2f128_ps(u2, u6, 0x20), r[3] = _mm256_permute2f128_ps(u3, u7, 0x20);
  r[4] = _mm256_permute2f128_ps(u0, u4, 0x31), r[5] = _mm256_permute2f128_ps(u1, u5, 0x31);
  r[6] = _mm256_permute2f128_ps(u2, u6, 0x31), r[7] = _mm256_permute2f128_ps(u3, u7, 0x31);
}

// The lanes of Binary32Mixer's positions (below): U = fn(silu(u rows)), A = 2 alpha, V = v, eight
// positions and eight values at a time through a transpose (the silu lanes are one position's
// values: a diverged position's are all beyond the polynomial's range, which silu4 then skips).
__attribute__((target("avx2,fma"))) void lanes_in(const Binary32Mixer& m, std::size_t P, float* U, float* V, float* A) {
  const std::size_t r = m.rank, n = m.n, rn = r * n;
  for (std::size_t t0 = 0; t0 < P; t0 += 8) {
    __m256 x[8];
    std::size_t k = 0;
    for (; k + 8 <= rn; k += 8) {
      for (std::size_t q = 0; q < 8; ++q)
        x[q] = t0 + q < m.count ? silu8(m.rows + (t0 + q) * m.block + k) : _mm256_setzero_ps();
      transpose8(x);
      for (std::size_t q = 0; q < 8; ++q) _mm256_storeu_ps(U + (k + q) * P + t0, x[q]);
    }
    std::size_t j = 0;
    for (; j + 8 <= n; j += 8) {
      for (std::size_t q = 0; q < 8; ++q)
        x[q] = t0 + q < m.count ? load8(m.v + (t0 + q) * m.ldv + j) : _mm256_setzero_ps();
      transpose8(x);
      for (std::size_t q = 0; q < 8; ++q) _mm256_storeu_ps(V + (j + q) * P + t0, x[q]);
    }
    for (std::size_t t = t0; t < t0 + 8; ++t) {
      const bool in = t < m.count;
      const double* row = m.rows + t * m.block;
      for (std::size_t kk = k; kk < rn; ++kk) U[kk * P + t] = in ? static_cast<float>(scalar_store_silu(row[kk])) : 0;
      for (std::size_t jj = j; jj < n; ++jj) V[jj * P + t] = in ? static_cast<float>(m.v[t * m.ldv + jj]) : 0;
      for (std::size_t i = 0; i < r; ++i)  // 2 alpha_i = mul(2, fn(sigmoid(add(., c_i))))
        A[i * P + t] = in ? static_cast<float>(
                                2.0 * Binary32Ops::round(sigmoid(Binary32Ops::round(row[rn + i] + m.alpha_bias[i]))))
                          : 0;
    }
  }
}

// v_t = V's lanes t, back through the transpose.
__attribute__((target("avx2,fma"))) void lanes_out(const Binary32Mixer& m, std::size_t P, const float* V) {
  const std::size_t n = m.n;
  for (std::size_t t0 = 0; t0 < P; t0 += 8) {
    std::size_t j = 0;
    for (; j + 8 <= n; j += 8) {
      __m256 x[8];
      for (std::size_t q = 0; q < 8; ++q) x[q] = _mm256_loadu_ps(V + (j + q) * P + t0);
      transpose8(x);
      for (std::size_t q = 0; q < 8 && t0 + q < m.count; ++q) {
        double* out = m.v + (t0 + q) * m.ldv + j;
        _mm256_storeu_pd(out, _mm256_cvtps_pd(_mm256_castps256_ps128(x[q])));
        _mm256_storeu_pd(out + 4, _mm256_cvtps_pd(_mm256_extractf128_ps(x[q], 1)));
      }
    }
    for (std::size_t t = t0; t < t0 + 8 && t < m.count; ++t)
      for (std::size_t jj = j; jj < n; ++jj) m.v[t * m.ldv + jj] = static_cast<double>(V[jj * P + t]);
  }
}

// B x 8 sequential binary32 dots side by side: lane t of block q is sum_j a[j P + 8 q + t] b[j P +
// 8 q + t] in sequential_dot<float, Fused>'s order (B chains: their latencies overlap).
template <bool Fused, std::size_t B>
__attribute__((target("avx2,fma"), always_inline)) inline void dots8(const float* a, const float* b, std::size_t n,
                                                                     std::size_t P, __m256* s) {
  for (std::size_t q = 0; q < B; ++q) s[q] = _mm256_mul_ps(_mm256_loadu_ps(a + 8 * q), _mm256_loadu_ps(b + 8 * q));
  for (std::size_t j = 1; j < n; ++j)
    for (std::size_t q = 0; q < B; ++q) {
      const __m256 x = _mm256_loadu_ps(a + j * P + 8 * q), y = _mm256_loadu_ps(b + j * P + 8 * q);
      s[q] = Fused ? _mm256_fmadd_ps(x, y, s[q]) : _mm256_add_ps(s[q], _mm256_mul_ps(x, y));
    }
}

// D[t] = the sequential dot of lane t (dots8), for every t < P, four blocks of 8 at a time.
template <bool Fused>
__attribute__((target("avx2,fma"), always_inline)) inline void all_dots8(const float* a, const float* b, std::size_t n,
                                                                         std::size_t P, float* D) {
  __m256 s[4];
  std::size_t t = 0;
  for (; t + 32 <= P; t += 32) {
    dots8<Fused, 4>(a + t, b + t, n, P, s);
    for (std::size_t q = 0; q < 4; ++q) _mm256_storeu_ps(D + t + 8 * q, s[q]);
  }
  for (; t < P; t += 8) {
    dots8<Fused, 1>(a + t, b + t, n, P, s);
    _mm256_storeu_ps(D + t, s[0]);
  }
}

// b[j P + t] = fma(c_t, a[j P + t], b[j P + t]) for eight lanes t: Binary32Ops::fma_row's.
template <bool Fused>
__attribute__((target("avx2,fma"), always_inline)) inline void fma_rows8(__m256 c, const float* a, float* b,
                                                                         std::size_t n, std::size_t P) {
  for (std::size_t j = 0; j < n; ++j) {
    const __m256 x = _mm256_loadu_ps(a + j * P), y = _mm256_loadu_ps(b + j * P);
    _mm256_storeu_ps(b + j * P, Fused ? _mm256_fmadd_ps(c, x, y) : _mm256_add_ps(_mm256_mul_ps(c, x), y));
  }
}

// Binary32Mixer's work with the positions in the lanes: U[(i n + j) P + t] = u_i[j] of position t,
// V[j P + t] = v_t[j], A[i P + t] = 2 alpha_i (P: the positions rounded up to 8; the extra lanes
// hold zeros, and their results are dropped).
template <bool Fused>
__attribute__((target("avx2,fma"))) void mixer_positions_avx2(const Binary32Mixer& m, std::vector<float>& scratch) {
  const std::size_t r = m.rank, n = m.n, rn = r * n, P = (m.count + 7) / 8 * 8;
  scratch.resize((rn + n + 2 * r + 1) * P);
  float *U = scratch.data(), *V = U + rn * P, *A = V + n * P, *C = A + r * P, *D = C + r * P;
  lanes_in(m, P, U, V, A);
  // normalize: s = dot(u, u), fn(1 / sqrt(s + 1e-12)) in double, u_j = mul(u_j, that)
  const __m256d one = _mm256_set1_pd(1.0), eps = _mm256_set1_pd(1e-12);
  for (std::size_t i = 0; i < r; ++i) {
    float* ui = U + i * n * P;
    all_dots8<Fused>(ui, ui, n, P, D);
    for (std::size_t t = 0; t < P; t += 8) {
      const __m256 s = _mm256_loadu_ps(D + t);
      const __m256d s0 = _mm256_cvtps_pd(_mm256_castps256_ps128(s)), s1 = _mm256_cvtps_pd(_mm256_extractf128_ps(s, 1));
      const __m128 f0 = _mm256_cvtpd_ps(_mm256_div_pd(one, _mm256_sqrt_pd(_mm256_add_pd(s0, eps))));
      const __m128 f1 = _mm256_cvtpd_ps(_mm256_div_pd(one, _mm256_sqrt_pd(_mm256_add_pd(s1, eps))));
      const __m256 scale = _mm256_set_m128(f1, f0);
      float* u = ui + t;
      for (std::size_t j = 0; j < n; ++j) _mm256_storeu_ps(u + j * P, _mm256_mul_ps(_mm256_loadu_ps(u + j * P), scale));
    }
  }
  // apply: c = mul(2 alpha_i, dot(u_i, v)); v = fma(-c, u_i, v). householder: factor after
  // factor; dplr: every coefficient from the input first.
  const __m256 sign = _mm256_set1_ps(-0.0f);
  for (std::size_t i = 0; i < r; ++i) {
    const float* ui = U + i * n * P;
    all_dots8<Fused>(ui, V, n, P, D);
    for (std::size_t t = 0; t < P; t += 8) {
      const __m256 c = _mm256_mul_ps(_mm256_loadu_ps(A + i * P + t), _mm256_loadu_ps(D + t));
      if (m.householder)
        fma_rows8<Fused>(_mm256_xor_ps(c, sign), ui + t, V + t, n, P);
      else
        _mm256_storeu_ps(C + i * P + t, _mm256_xor_ps(c, sign));
    }
  }
  if (!m.householder)
    for (std::size_t i = 0; i < r; ++i)
      for (std::size_t t = 0; t < P; t += 8)
        fma_rows8<Fused>(_mm256_loadu_ps(C + i * P + t), U + i * n * P + t, V + t, n, P);
  lanes_out(m, P, V);
}

__attribute__((target("avx2,fma"))) void sub_avx2(const double* a, const double* b, double* y, std::size_t count) {
  std::size_t k = 0;
  for (; k + 4 <= count; k += 4)  // round32(a + (-b)): the double sum, rounded
    _mm256_storeu_pd(y + k,
                     _mm256_cvtps_pd(_mm256_cvtpd_ps(_mm256_sub_pd(_mm256_loadu_pd(a + k), _mm256_loadu_pd(b + k)))));
  for (; k < count; ++k) y[k] = Binary32Ops{}.sub(a[k], b[k]);
}

template <bool Fused>
__attribute__((target("avx2,fma"))) void fprnn_step_avx2(std::size_t n, const double* xrow, const double* e,
                                                         const double* prev, const double* before, double* h) {
  const double *lam = xrow + 2 * n, *om = xrow + 3 * n;
  const Binary32Ops ops{Fused};
  std::size_t j = 0;
  for (; j + 4 <= n; j += 4) {
    // xt = add(e, prev), p = mul(om, xt): binary32 operations on binary32 values; h = fma(lam,
    // before, p): two of them, or the fused one
    const __m128 xt = _mm256_cvtpd_ps(_mm256_add_pd(_mm256_loadu_pd(e + j), _mm256_loadu_pd(prev + j)));
    const __m128 p = _mm_mul_ps(_mm256_cvtpd_ps(_mm256_loadu_pd(om + j)), xt);
    const __m128 l = _mm256_cvtpd_ps(_mm256_loadu_pd(lam + j));
    const __m128 b = before ? _mm256_cvtpd_ps(_mm256_loadu_pd(before + j)) : _mm_setzero_ps();
    const __m128 r = Fused ? _mm_fmadd_ps(l, b, p) : _mm_add_ps(_mm_mul_ps(l, b), p);
    _mm256_storeu_pd(h + j, _mm256_cvtps_pd(r));
  }
  for (; j < n; ++j) h[j] = ops.fma(lam[j], before ? before[j] : 0.0, ops.mul(om[j], ops.add(e[j], prev[j])));
}

#endif  // LRNNC_SILU_AVX2

}  // namespace

void binary32_sub(const double* a, const double* b, double* y, std::size_t count) {
#if defined(LRNNC_SILU_AVX2)
  if (avx2_kernels()) return sub_avx2(a, b, y, count);
#endif
  for (std::size_t k = 0; k < count; ++k) y[k] = Binary32Ops{}.sub(a[k], b[k]);
}

bool binary32_fprnn_step(bool fused, std::size_t n, const double* xrow, const double* e, const double* prev,
                         const double* before, double* h) {
#if defined(LRNNC_SILU_AVX2)
  if (!avx2_kernels()) return false;
  if (fused)
    fprnn_step_avx2<true>(n, xrow, e, prev, before, h);
  else
    fprnn_step_avx2<false>(n, xrow, e, prev, before, h);
  return true;
#else
  (void)fused, (void)n, (void)xrow, (void)e, (void)prev, (void)before, (void)h;
  return false;
#endif
}

bool binary32_mixer_positions(const Binary32Mixer& m, std::vector<float>& scratch) {
#if defined(LRNNC_SILU_AVX2)
  if (!avx2_kernels()) return false;
  if (m.fused)
    mixer_positions_avx2<true>(m, scratch);
  else
    mixer_positions_avx2<false>(m, scratch);
  return true;
#else
  (void)m, (void)scratch;
  return false;
#endif
}

std::size_t binary32_store_silu(double* x, std::size_t count) {
#if defined(LRNNC_SILU_AVX2)
  if (avx2_kernels()) return store_silu_avx2(x, count);
#endif
  for (std::size_t k = 0; k < count; ++k) x[k] = scalar_store_silu(x[k]);
  return count;
}

void store_silu(Binary32Ops&, double* x, std::size_t count, std::vector<double>&) { binary32_store_silu(x, count); }

}  // namespace lrnnc::learned::detail
