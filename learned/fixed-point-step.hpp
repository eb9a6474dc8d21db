// A whole Fixed-Point RNN training step in native float32 (docs/LEARNED.md section 5, "The native
// training step"): the forward of docs/LEARNED.md section 1 (embedding with the BOS token, RMSNorm,
// the fprnn block with a Householder or DPLR channel mixer, the tied or untied head), the
// fixed-point iteration in the native solver (learned/fixed-point-native.hpp), the one iteration the
// gradient flows through, the contraction penalty, the cross-entropy of training (over every embed
// row with a tied head, none at BOS, the mean over every position), and the gradient of loss +
// contraction x penalty with respect to every parameter, weight norm's directions and gains
// included, by hand (reverse mode, the same equations as libtorch autograd through
// learned/torch/torch-model.cpp, another summation order). No libtorch here: the caller passes
// float32 arrays and writes the gradients where its optimizer reads them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "learned/model.hpp"

namespace lrnnc::learned {

// Whether native_train_step runs `config`: at least one layer, every layer fprnn with a
// householder or dplr mixer (kronecker and fpmamba take the libtorch path). O(layers).
bool native_step_supported(const ModelConfig& config);

struct NativeStepInput {
  // Every parameter by its manifest name (expected_tensors), float32, row-major; for the
  // weight-normalized tensors (an fprnn layer's mixer.u.weight and mixer.alpha.weight) the
  // direction v, and under name + ".g" the gains g (one per row: [r n] and [r]), so that the
  // weight is g v / |v| row by row (|v| floored at 1e-30, as torch-model.cpp's weight()).
  std::map<std::string, const float*> tensors;
  std::size_t words = 0, letters = 0;    // B words of T letters (the BOS position not counted)
  const std::int64_t* word = nullptr;    // [B T] letter indices (< |alphabet|)
  const std::int64_t* labels = nullptr;  // [B T] output label indices (< |outputs|)
  std::vector<std::size_t> caps;         // per layer: the training cap of its iteration (>= 1)
  double contraction = 0;                // the penalty's weight in the gradient (0: no penalty)
  double bound = 0.9;                    // the penalty's bound on sigma_t
  int power_rounds = 10;                 // the penalty's power-iteration rounds (kContractionPowerIterations)
  // Optional, per layer (tests): the iterate the gradient step starts from, [B (T + bos), n], and
  // the penalty's power vectors at it; then that layer does not iterate. Empty: the solver runs.
  std::vector<const float*> fixed_points, power;
};

struct NativeStepResult {
  double loss = 0;     // the cross-entropy (without the penalty)
  double penalty = 0;  // the sum over layers of mean_t relu(sigma_t - bound)^2 (0 without a penalty)
  double token_accuracy = 0, sequence_accuracy = 0;  // argmax of the logits (all finite) = the label
  // The gradient of loss + contraction x penalty, by the names of NativeStepInput::tensors.
  std::map<std::string, std::vector<float>> gradients;
  std::vector<std::vector<float>> fixed_points;  // per layer, the iterate the gradient step started from
  double solve_seconds = 0;                      // wall seconds in the solver (iteration and power vectors)
};

// One training step's loss and gradient (above). Throws lrnnc::Error for an unsupported config, a
// missing tensor, a letter or label out of range or caps of the wrong count. O(iterations x B T x
// (projections + mixer)) for the solve, then about three times the forward's products.
NativeStepResult native_train_step(const ModelConfig& config, const NativeStepInput& in);

}  // namespace lrnnc::learned
