// The libtorch forward pass of a learned model (docs/LEARNED.md section 1), behind a torch-free
// header: tests and tools compare it with the precision runtime (learned/forward.hpp) and time it
// without including torch. Implemented by learned/torch/torch-model.* in evaluation mode (an fprnn
// layer stops each word's iteration on its own, at most max_iter).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "learned/model.hpp"

namespace lrnnc::learned {

struct TorchForwardResult {
  std::vector<std::vector<double>> logits;  // per position t = 1..T (index t-1), |outputs| values
  std::vector<std::size_t> iterations;      // l* per fprnn layer, in layer order
};

// One word (letter indices < |alphabet|, else lrnnc::Error), in float64 or float32. An empty word
// gives empty logits (and no iterations). Uses torch's current thread count.
TorchForwardResult torch_forward(const LearnedModel& model, std::span<const std::uint32_t> word, bool float64);

// A batch of words of one length (lrnnc::Error otherwise) as one libtorch batch on `threads`
// threads (torch::set_num_threads, a process-wide setting): the logits per word, per position.
// native: the fixed-point layers iterate in lrnnc's native float32 solver (float32 only), as
// training's validation does.
std::vector<std::vector<std::vector<double>>> torch_forward_batch(const LearnedModel& model,
                                                                  const std::vector<std::vector<std::uint32_t>>& words,
                                                                  bool float64, int threads, bool native = false);

// The weights as a libtorch model of that dtype holds them: loaded into a module and read back
// (float32 rounds every value once; float64 is exact).
lrnn::TensorMap torch_round_trip(const LearnedModel& model, bool float64);

// The contraction penalty of fprnn training (torch-model.hpp set_contraction_bound) on one
// training-mode forward pass of `model` in float64 over `words` (one length; each fprnn layer stops
// by its training rule): per fprnn layer, the iteration maps A_t = (I - Lambda_t)(I - Q_t) as
// matrices (row-major [B, T, n, n]; T counts the BOS position), A_t^T as the penalty's transposed
// mixer gives it, and the sigma_t the penalty takes (the power iteration's estimate of ||A_t||_2,
// [B, T]); and the penalty (the sum over layers of the mean of max(0, sigma_t - bound)^2).
struct ContractionLayer {
  std::vector<std::int64_t> shape;  // B, T, n, n
  std::vector<double> maps, transposed, sigma;
};
struct ContractionProbe {
  std::vector<ContractionLayer> layers;
  double penalty = 0;
};
ContractionProbe probe_contraction(const LearnedModel& model, const std::vector<std::vector<std::uint32_t>>& words,
                                   double bound);

// One training step's forward and backward in float32 (training mode: each fixed-point layer stops
// by the batch rule; the loss of `lrnnc train`: cross-entropy over every position, over the whole
// vocabulary for a tied head; plus fp_contraction x the contraction penalty when it is > 0) of
// `model` on `words` (one length) labelled by `labels` (output indices), with the no-gradient
// fixed-point iterations in lrnnc's native solver or in libtorch: the loss (without the penalty),
// the iterate each fixed-point layer's gradient step started from ([B, T, n] flattened, T counting
// the BOS position), l* per word per fixed-point layer, and the gradient of every parameter by
// name (a weight-normalized tensor's direction v under its own name, its gain g under name + ".g").
struct TrainStepProbe {
  double loss = 0;
  std::vector<std::vector<double>> fixed_points;
  std::vector<std::vector<std::int64_t>> iterations;
  std::vector<std::pair<std::string, std::vector<double>>> gradients;
};
TrainStepProbe probe_train_step(const LearnedModel& model, const std::vector<std::vector<std::uint32_t>>& words,
                                const std::vector<std::vector<std::uint32_t>>& labels, bool native,
                                double fp_contraction = 0, double bound = 0.9);

// The same step in lrnnc's native training step (learned/fixed-point-step.hpp; a model it supports):
// with `given_fixed_point`, from the iterates (and power vectors) that the libtorch forward with the
// native solver reaches on the same batch, so that the two gradients differ only by the summation
// order of one step; otherwise the native step iterates itself. `iterations` stays empty.
TrainStepProbe probe_native_step(const LearnedModel& model, const std::vector<std::vector<std::uint32_t>>& words,
                                 const std::vector<std::vector<std::uint32_t>>& labels, bool given_fixed_point,
                                 double fp_contraction = 0, double bound = 0.9);

// A model with the libtorch model's default initialization (torch-model.hpp, init_parameters)
// after torch::manual_seed(seed): what training starts from.
LearnedModel torch_initialized_model(const ModelConfig& config, std::uint64_t seed, bool float64);

}  // namespace lrnnc::learned
