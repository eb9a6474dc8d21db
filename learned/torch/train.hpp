// Training a learned LRNN on a state-tracking task with libtorch (CPU), behind a torch-free header.
//
// The recipe (docs/LEARNED.md section 5):
// - data: step s draws one batch from std::mt19937_64(derived_seed(seed, s)) (common/splitmix64.hpp):
//   one length L uniform in [min_len, max_len] for the whole batch (equal lengths need no padding),
//   then `batch` words of L letters, each uniform over the task's alphabet; the labels are the
//   task's outputs after each prefix (dfa.output after reading x_1..x_t). A step's data depends on
//   (seed, s) only, so resuming from a checkpoint needs only the step;
// - loss: the mean cross-entropy over all positions of the batch;
// - AdamW (betas 0.9 / 0.999, eps 1e-8, weight_decay on every weight except biases, norm weights
//   and A_log), the learning rate warmed up linearly over `warmup` steps to `lr`, then a cosine
//   from lr down to 0.1 lr at the last step; gradients clipped to total norm 1.0;
// - initialization: torch::manual_seed(seed), then learned/torch/torch-model.hpp's init_parameters;
// - determinism: the same options (seed and threads included) give bit-identical weights, also
//   across x86-64 machines with and without AVX-512 (oneDNN capped at AVX2: cpu-isa.hpp);
// - early stop: the training batches' sequence accuracy (every position of a word right) is
//   averaged over each window of eval_every steps; once every window for `patience` steps has been
//   1.0 the run stops ("stopped": "early"), else it runs all `steps` ("stopped": "steps");
// - validation (val_len > 0): every val_every steps and at the last step the model in evaluation
//   mode runs the words of validation_words(): val_words of the longest training length and
//   val_words of val_len, each fixed-point layer capped at min(max_iter, 4 x the length); a word is
//   right when every position is right and every fixed-point layer's residue fell below its
//   threshold. The run returns the weights of the validation with the highest sequence accuracy
//   over all those words, then the lowest mean loss (the earliest on a tie), and records every
//   validation (training["validation"]: lengths, words, max_iter, selected, history; each one's
//   step, sequence_accuracy, sequence_accuracy_by_length, converged, loss). A validation changes no
//   training step: the weights before selection are those of a run without it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <vector>

#include <nlohmann/json.hpp>

#include "automata/dfa.hpp"
#include "learned/model.hpp"
#include "learned/train-memory.hpp"
#include "learned/train-options.hpp"

namespace lrnnc::learned {

// One progress report (every eval_every steps and at the end): means over the window's batches.
struct TrainProgress {
  std::size_t step = 0, steps = 0;
  double loss = 0, token_accuracy = 0, sequence_accuracy = 0;
  double steps_per_second = 0, eta_seconds = 0, elapsed_seconds = 0;
};
using TrainCallback = std::function<void(const TrainProgress&)>;

// Trains on `task` (minimized, complete). Progress lines "step S/N loss L tok_acc A seq_acc Q
// steps/s R eta Es" go to `progress` (when not null) and each report to `callback` (when set; an
// exception thrown there ends the run, leaving the last checkpoint). With a nonempty `checkpoint`
// path, every checkpoint_every steps the parameters, the optimizer state, the step and the
// early-stop state are written there (to a temporary name, then renamed); when that file exists at
// the start and was written with the same options (all but checkpoint_every and threads), the run
// resumes from it and ends with the same weights as an uninterrupted run; a checkpoint of other
// options is an lrnnc::Error (it is never overwritten silently). Before the first step the options
// are checked (train_config) and so is the memory the run needs against options.max_memory
// (learned/train-memory.hpp): lrnnc::Error, one line. A checkpoint that cannot be written or read
// is an lrnnc::Error naming it. Returns the model (weights as
// double, automaton null, `training` the record of docs/LEARNED.md section 5); it writes no
// model file.
// The validation words of a run with these options (val_words of the longest training length, then
// val_words of val_len when it differs; letter indices of the task): what the run validates on.
std::vector<std::vector<std::uint32_t>> validation_words(const automata::Dfa& task, const TrainOptions& options);

LearnedModel train_model(const automata::Dfa& task, const TrainOptions& options,
                         const std::filesystem::path& checkpoint, std::ostream* progress,
                         const TrainCallback& callback = {});

}  // namespace lrnnc::learned
