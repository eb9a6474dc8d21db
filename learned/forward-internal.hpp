// Internal to learned/forward.cpp (and its tests): the hardware dot products that reproduce
// precision::Arithmetic::dot bit for bit under the common policies, and the weight matrices in the
// layouts they read. Not installed API.
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

#include <atomic>
#include <cmath>
#include <cstddef>
#include <vector>

#include "precision/policy.hpp"

namespace lrnnc::learned::detail {

// The hardware that reproduces a policy's dot products: none (use precision::Arithmetic), binary32
// or binary64, with or without a fused multiply-add.
enum class FastDot { none, f32, f32_fma, f64, f64_fma };

// The FastDot of a policy (see the header comment for the conditions). O(1). Returns none while
// fast_dot_enabled is false.
FastDot fast_dot_kind(const precision::Policy& policy);

// Test hook: false makes every Forward built afterwards use Arithmetic::dot only, so that a test can
// compare the two paths on whole models. Default true.
extern std::atomic<bool> fast_dot_enabled;

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

namespace kernel {

// The lanes [j0, j0 + W) of y_j = sum_i M[i*out + j] x[i] in Acc arithmetic, sequential in i.
template <class Acc, bool Fused, std::size_t W, class T>
inline void column_block(const T* M, std::size_t in, std::size_t out, std::size_t j0, const double* x, double* y) {
  Acc s[W];
  const Acc x0 = static_cast<Acc>(x[0]);
  for (std::size_t b = 0; b < W; ++b) s[b] = static_cast<Acc>(M[j0 + b]) * x0;
  for (std::size_t i = 1; i < in; ++i) {
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

// The remaining lanes [j0, out), one at a time.
template <class Acc, bool Fused, class T>
inline void column_tail(const T* M, std::size_t in, std::size_t out, std::size_t j0, const double* x, double* y) {
  for (std::size_t j = j0; j < out; ++j) {
    Acc s = static_cast<Acc>(M[j]) * static_cast<Acc>(x[0]);
    for (std::size_t i = 1; i < in; ++i) {
      const Acc a = static_cast<Acc>(M[i * out + j]), b = static_cast<Acc>(x[i]);
      if constexpr (Fused)
        s = std::fma(a, b, s);
      else
        s = s + a * b;
    }
    y[j] = static_cast<double>(s);
  }
}

}  // namespace kernel

// y_j = sum_i M[i*out + j] x[i] (j < out, in >= 1), each lane a sequential dot in Acc arithmetic
// (Fused: std::fma). O(in * out).
template <class Acc, bool Fused, class T>
void columns(const T* M, std::size_t in, std::size_t out, const double* x, double* y) {
  constexpr std::size_t W = 16;
  std::size_t j0 = 0;
  for (; j0 + W <= out; j0 += W) kernel::column_block<Acc, Fused, W>(M, in, out, j0, x, y);
  kernel::column_tail<Acc, Fused>(M, in, out, j0, x, y);
}

// columns() for a FastDot kind (not none); M as double.
void fast_columns(FastDot kind, const double* M, std::size_t in, std::size_t out, const double* x, double* y);

}  // namespace lrnnc::learned::detail
