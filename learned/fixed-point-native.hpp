// The fixed-point iteration of a batch of words in native float32 (docs/LEARNED.md section 5,
// "iteration"): the no-gradient iterations of a training step (and of training's validation) run
// here instead of op by op through libtorch; only the last iteration, the one the gradient flows
// through, stays in libtorch (learned/torch/torch-model.cpp). The same equations as the libtorch
// forward (docs/LEARNED.md section 1, fprnn and fpmamba, every channel mixer), in float32 with
// another summation order: every position's channel-mixer projections of one iteration are one
// matrix product (the x_t half of p_t = concat(x_t, h_{t-1}) computed once per batch), vectorized
// (AVX2 with FMA where the CPU has it, chosen at run time), exp by a polynomial (about 1 ulp).
// No libtorch here: the caller passes float32 arrays.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "learned/model.hpp"

namespace lrnnc::learned {

// One fixed-point layer's tensors as float32, row-major, in the shapes of docs/LEARNED.md section
// 2 (effective weights: g v / |v| for the weight-normalized ones). Null where the layer has none.
struct NativeFixedPointWeights {
  const float *u = nullptr, *alpha = nullptr, *alpha_bias = nullptr;  // householder, dplr: [r, n, 2n], [r, 2n], [r]
  const float *L1 = nullptr, *D1 = nullptr, *D1_bias = nullptr;       // kronecker: [a(a+1)/2, 2n], [a, 2n], [a]
  const float *L2 = nullptr, *D2 = nullptr, *D2_bias = nullptr;       // kronecker: [b(b+1)/2, 2n], [b, 2n], [b]
  const float *bc = nullptr, *D = nullptr;                            // fpmamba: [2N, n], [n]
  const float *norm = nullptr, *norm_bias = nullptr;                  // fpmamba: the LayerNorm's [n], [n]
};

// The per-position inputs of B words of T positions each (row b T + t), float32, row-major.
struct NativeFixedPointInputs {
  std::size_t words = 0, positions = 0;
  const float* x = nullptr;                                  // [B T, n] (both layers)
  const float *bx = nullptr, *lam = nullptr, *om = nullptr;  // fprnn: [B T, n] each
  const float *dt = nullptr, *dA = nullptr;                  // fpmamba: [B T, n], [B T, n, N]
  const float *Bx = nullptr, *Cx = nullptr;                  // fpmamba: [B T, N] each
  double eps = 1e-6;                                         // fpmamba: the LayerNorm's
};

// How the batch stops (the two rules of TorchModelImpl::solve, learned/torch/torch-model.hpp):
// batch: every word iterates until the quantile_train quantile of the words' running-minimum
// residues is below the threshold, every word's damping is below kMinDamping, or `cap` (training);
// word: each word stops on its own at its first running minimum below the threshold (frozen
// there), when its damping falls below kMinDamping, or at `cap` (evaluation).
enum class NativeStop { batch, word };

struct NativeSolveResult {
  std::vector<float> h;                 // [B T, n]: the last iterate, from which the gradient step starts
  std::vector<std::int64_t> stopped;    // per word: the iterations it ran (l* = stopped + 1)
  std::vector<std::uint8_t> converged;  // per word: its running-minimum residue fell below the threshold
  // With power_rounds > 0 (fprnn): per position, the contraction penalty's power-iteration vector
  // at h ([B T, n]; learned/torch/torch-model.hpp set_contraction_bound).
  std::vector<float> power;
};

// The iteration from h^0 = 0 for an fprnn or fpmamba layer `spec` (its fixed_point options: threshold,
// quantile_train, damping and its decay); with power_rounds > 0 (fprnn only) also the power
// vectors at the last iterate. x_projections (when not null) receives the x_t half of every
// position's channel-mixer projections, [B T][round16(rows)] (fprnn householder and dplr: rows =
// r n + r, the u rows then the alpha rows; the rest of a row 0), which the native training step
// reuses. Throws lrnnc::Error for another layer type, cap 0 or missing tensors. O(iterations x B T
// x (projections + mixer)).
NativeSolveResult solve_fixed_point_native(const LayerSpec& spec, const NativeFixedPointWeights& w,
                                           const NativeFixedPointInputs& in, NativeStop stop, std::size_t cap,
                                           int power_rounds = 0, std::vector<float>* x_projections = nullptr);

// Whether the AVX2 + FMA kernels run on this CPU (else the default-target ones: the same
// operations in SSE2 registers, without FMA).
bool native_fixed_point_avx2();

// The matrix product of the native code, C[r][j] = C0[r][j] + sum_k A[r][k] B[k][j]
// (learned/native-kernels.hpp gemm_*): its arguments (A, lda, Bt, K, N, C0, C, ldc, R).
using NativeGemm = void (*)(const float*, std::size_t, const float*, std::size_t, std::size_t, const float*, float*,
                            std::size_t, std::size_t);
// The build this CPU runs: AVX-512 where it has AVX-512F and native_avx512_enabled, else AVX2 + FMA
// (native_fixed_point_avx2()), else the default target. The AVX-512 and AVX2 builds give the same
// bits (each element the same chain of fused multiply-adds), so which runs changes only the speed.
// `transposed`: A given transposed (A[r][k] at A[k lda + r]).
NativeGemm native_gemm(bool transposed);
// One build, for tests: isa 0 default, 1 AVX2, 2 AVX-512; nullptr where the CPU lacks it.
NativeGemm native_gemm_build(int isa, bool transposed);
// Test hook: false makes native_gemm skip the AVX-512 build. Default true.
extern std::atomic<bool> native_avx512_enabled;

}  // namespace lrnnc::learned
