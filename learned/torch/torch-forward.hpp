// The libtorch forward pass of a learned model (docs/LEARNED.md section 1), behind a torch-free
// header: tests and tools compare it with the precision runtime (learned/forward.hpp) and time it
// without including torch. Implemented by learned/torch/torch-model.* in evaluation mode (an fprnn
// layer stops each word's iteration on its own, at most max_iter).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
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
std::vector<std::vector<std::vector<double>>> torch_forward_batch(const LearnedModel& model,
                                                                  const std::vector<std::vector<std::uint32_t>>& words,
                                                                  bool float64, int threads);

// The weights as a libtorch model of that dtype holds them: loaded into a module and read back
// (float32 rounds every value once; float64 is exact).
lrnn::TensorMap torch_round_trip(const LearnedModel& model, bool float64);

// A model with the libtorch model's default initialization (torch-model.hpp, init_parameters)
// after torch::manual_seed(seed): what training starts from.
LearnedModel torch_initialized_model(const ModelConfig& config, std::uint64_t seed, bool float64);

}  // namespace lrnnc::learned
