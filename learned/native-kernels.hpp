// The float32 kernels of lrnnc's native fixed-point code (internal to learned/: included by
// fixed-point-native.cpp and fixed-point-step.cpp, both compiled with contraction on and without the
// psABI note, learned/CMakeLists.txt): 8-lane vectors (GCC vector extensions, AVX2 registers in the
// functions built for that target, two SSE2 registers otherwise), the projection product, exp,
// sigmoid, silu, dot products and normalization. Everything is always_inline, so that it takes the
// target of the function it is inlined into; the builds of the product are gemm_default, gemm_avx2
// and gemm_avx512, and of the product with A transposed gemm_tn_default, gemm_tn_avx2 and
// gemm_tn_avx512 (choose with native_gemm(), learned/fixed-point-native.hpp). The AVX-512 builds
// hold 16 columns in one register where the AVX2 builds hold them in two; every element is the same
// chain of fused multiply-adds in the same order, so the two give the same bits.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace lrnnc::learned::native_kernels {

using v8 = float __attribute__((vector_size(32)));
using v8i = std::int32_t __attribute__((vector_size(32)));

[[gnu::always_inline]] inline v8 load8(const float* p) {
  v8 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
[[gnu::always_inline]] inline void store8(float* p, v8 v) { std::memcpy(p, &v, sizeof v); }
[[gnu::always_inline]] inline v8 splat(float x) { return v8{x, x, x, x, x, x, x, x}; }

// C[r][j] = C0[r][j] + sum_k A[r][k] Bt[k][j] for rows [0, R), columns [0, N) (N a multiple of
// 16), k < K; A's rows lda apart, C's and C0's ldc apart (C0 may be C; null: zeros, the same bits
// as C0 filled with +0). Blocks of 4 rows x 16
// columns: each load of Bt serves 4 rows.
// TA: A is given transposed (A[r][k] at A[k * lda + r]), as a gradient's product dY^T X reads dY.
template <int RB, bool TA = false>
[[gnu::always_inline]] inline void gemm_block(const float* A, std::size_t lda, const float* Bt, std::size_t K,
                                              std::size_t N, const float* C0, float* C, std::size_t ldc,
                                              std::size_t j0) {
  v8 acc[RB][2];
  for (int r = 0; r < RB; ++r) {
    acc[r][0] = C0 ? load8(C0 + r * ldc + j0) : splat(0.0f);
    acc[r][1] = C0 ? load8(C0 + r * ldc + j0 + 8) : splat(0.0f);
  }
  for (std::size_t k = 0; k < K; ++k) {
    const v8 b0 = load8(Bt + k * N + j0), b1 = load8(Bt + k * N + j0 + 8);
    for (int r = 0; r < RB; ++r) {
      const float a = TA ? A[k * lda + r] : A[r * lda + k];  // a scalar operand: one broadcast
      acc[r][0] += a * b0;
      acc[r][1] += a * b1;
    }
  }
  for (int r = 0; r < RB; ++r) {
    store8(C + r * ldc + j0, acc[r][0]);
    store8(C + r * ldc + j0 + 8, acc[r][1]);
  }
}

template <int RB, bool TA, bool Wide>
[[gnu::always_inline]] inline void gemm_rows(const float* A, std::size_t lda, const float* Bt, std::size_t K,
                                             std::size_t N, const float* C0, float* C, std::size_t ldc, std::size_t r,
                                             std::size_t j0);

// Wide: the 16 columns of a block in one 16-lane vector (gemm_block16, below; AVX-512 builds),
// with blocks of 12 rows instead of 6.
template <bool TA = false, bool Wide = false>
[[gnu::always_inline]] inline void gemm_body(const float* A, std::size_t lda, const float* Bt, std::size_t K,
                                             std::size_t N, const float* C0, float* C, std::size_t ldc, std::size_t R) {
  constexpr int kRows = Wide ? 12 : 6;
  // Column panels outside: a panel of Bt (K x 16) stays in the L1 cache while every row block reads it.
  for (std::size_t j0 = 0; j0 < N; j0 += 16) {
    std::size_t r = 0;
    for (; r + kRows <= R; r += kRows) gemm_rows<kRows, TA, Wide>(A, lda, Bt, K, N, C0, C, ldc, r, j0);
    for (; r + 4 <= R; r += 4) gemm_rows<4, TA, Wide>(A, lda, Bt, K, N, C0, C, ldc, r, j0);
    for (; r < R; ++r) gemm_rows<1, TA, Wide>(A, lda, Bt, K, N, C0, C, ldc, r, j0);
  }
}

using Gemm = void (*)(const float*, std::size_t, const float*, std::size_t, std::size_t, const float*, float*,
                      std::size_t, std::size_t);

using v16 = float __attribute__((vector_size(64)));

// gemm_block with the 16 columns in one 16-lane vector: C[r][j] = C0[r][j] + sum_k A[r][k] Bt[k][j],
// each element's fused multiply-adds in k order, as gemm_block's.
template <int RB, bool TA = false>
[[gnu::always_inline]] inline void gemm_block16(const float* A, std::size_t lda, const float* Bt, std::size_t K,
                                                std::size_t N, const float* C0, float* C, std::size_t ldc,
                                                std::size_t j0) {
  v16 acc[RB];
  for (int r = 0; r < RB; ++r) {
    acc[r] = v16{};
    if (C0) std::memcpy(&acc[r], C0 + r * ldc + j0, sizeof(v16));
  }
  for (std::size_t k = 0; k < K; ++k) {
    v16 b;
    std::memcpy(&b, Bt + k * N + j0, sizeof b);
    for (int r = 0; r < RB; ++r) acc[r] += (TA ? A[k * lda + r] : A[r * lda + k]) * b;
  }
  for (int r = 0; r < RB; ++r) std::memcpy(C + r * ldc + j0, &acc[r], sizeof(v16));
}

// Rows [r, r + RB) of gemm_body's column panel j0.
template <int RB, bool TA, bool Wide>
[[gnu::always_inline]] inline void gemm_rows(const float* A, std::size_t lda, const float* Bt, std::size_t K,
                                             std::size_t N, const float* C0, float* C, std::size_t ldc, std::size_t r,
                                             std::size_t j0) {
  const float* a = A + (TA ? r : r * lda);
  const float* c0 = C0 ? C0 + r * ldc : nullptr;
  if constexpr (Wide)
    gemm_block16<RB, TA>(a, lda, Bt, K, N, c0, C + r * ldc, ldc, j0);
  else
    gemm_block<RB, TA>(a, lda, Bt, K, N, c0, C + r * ldc, ldc, j0);
}

inline void gemm_default(const float* A, std::size_t lda, const float* Bt, std::size_t K, std::size_t N,
                         const float* C0, float* C, std::size_t ldc, std::size_t R) {
  gemm_body(A, lda, Bt, K, N, C0, C, ldc, R);
}

__attribute__((target("avx2,fma"))) inline void gemm_avx2(const float* A, std::size_t lda, const float* Bt,
                                                          std::size_t K, std::size_t N, const float* C0, float* C,
                                                          std::size_t ldc, std::size_t R) {
  gemm_body(A, lda, Bt, K, N, C0, C, ldc, R);
}

__attribute__((target("avx512f,fma"))) inline void gemm_avx512(const float* A, std::size_t lda, const float* Bt,
                                                               std::size_t K, std::size_t N, const float* C0, float* C,
                                                               std::size_t ldc, std::size_t R) {
  gemm_body<false, true>(A, lda, Bt, K, N, C0, C, ldc, R);
}

// The same with A transposed (gemm_block's TA).
inline void gemm_tn_default(const float* A, std::size_t lda, const float* Bt, std::size_t K, std::size_t N,
                            const float* C0, float* C, std::size_t ldc, std::size_t R) {
  gemm_body<true>(A, lda, Bt, K, N, C0, C, ldc, R);
}

__attribute__((target("avx2,fma"))) inline void gemm_tn_avx2(const float* A, std::size_t lda, const float* Bt,
                                                             std::size_t K, std::size_t N, const float* C0, float* C,
                                                             std::size_t ldc, std::size_t R) {
  gemm_body<true>(A, lda, Bt, K, N, C0, C, ldc, R);
}

__attribute__((target("avx512f,fma"))) inline void gemm_tn_avx512(const float* A, std::size_t lda, const float* Bt,
                                                                  std::size_t K, std::size_t N, const float* C0,
                                                                  float* C, std::size_t ldc, std::size_t R) {
  gemm_body<true, true>(A, lda, Bt, K, N, C0, C, ldc, R);
}

// exp(x) for 8 lanes: Cephes' expf (x = n ln 2 + r, |r| <= ln2 / 2, a degree-6 polynomial, 2^n by
// the exponent bits), about 1 ulp; x clamped to [-87.3, 88.7] (results 1.2e-38 .. 3.4e38).
[[gnu::always_inline]] inline v8 exp8(v8 x) {
  x = x < splat(-87.3f) ? splat(-87.3f) : x;
  x = x > splat(88.7f) ? splat(88.7f) : x;
  v8 fx = x * splat(1.44269504088896341f) + splat(0.5f);
  v8 tr = __builtin_convertvector(__builtin_convertvector(fx, v8i), v8);
  fx = tr > fx ? tr - splat(1.0f) : tr;  // floor
  const v8 r = x - fx * splat(0.693359375f) - fx * splat(-2.12194440e-4f);
  v8 y = splat(1.9875691500e-4f);
  y = y * r + splat(1.3981999507e-3f);
  y = y * r + splat(8.3334519073e-3f);
  y = y * r + splat(4.1665795894e-2f);
  y = y * r + splat(1.6666665459e-1f);
  y = y * r + splat(5.0000001201e-1f);
  y = y * r * r + r + splat(1.0f);
  const v8i e = (__builtin_convertvector(fx, v8i) + 127) << 23;
  v8 scale;
  std::memcpy(&scale, &e, sizeof scale);
  return y * scale;
}

[[gnu::always_inline]] inline v8 sigmoid8(v8 x) { return splat(1.0f) / (splat(1.0f) + exp8(-x)); }

[[gnu::always_inline]] inline float sigmoid1(float x) { return 1.0f / (1.0f + std::exp(-x)); }

// Horizontal sum and max of 8 lanes.
[[gnu::always_inline]] inline float hsum(v8 v) {
  float s = 0;
  for (int i = 0; i < 8; ++i) s += v[i];
  return s;
}

// sum a_i b_i (8 lanes, then the tail).
[[gnu::always_inline]] inline float dot(const float* a, const float* b, std::size_t n) {
  v8 acc = splat(0.0f);
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8) acc += load8(a + i) * load8(b + i);
  float s = hsum(acc);
  for (; i < n; ++i) s += a[i] * b[i];
  return s;
}

// x <- silu(x) (n values).
[[gnu::always_inline]] inline void silu_inplace(float* x, std::size_t n) {
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    const v8 v = load8(x + i);
    store8(x + i, v * sigmoid8(v));
  }
  for (; i < n; ++i) x[i] = x[i] * sigmoid1(x[i]);
}

// x <- x / sqrt(|x|^2 + 1e-12) (the libtorch model's normalize_last).
[[gnu::always_inline]] inline void normalize(float* x, std::size_t n) {
  const float r = 1.0f / std::sqrt(dot(x, x, n) + 1e-12f);
  for (std::size_t i = 0; i < n; ++i) x[i] *= r;
}

// y -= c x (n values).
[[gnu::always_inline]] inline void axpy_neg(float c, const float* x, float* y, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) y[i] -= c * x[i];
}

inline std::size_t round16(std::size_t k) { return (k + 15) / 16 * 16; }

}  // namespace lrnnc::learned::native_kernels
