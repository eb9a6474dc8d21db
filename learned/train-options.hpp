// The options of a training run (learned/torch/train.hpp trains; the recipe and what each option
// does are documented there and in docs/LEARNED.md section 5). A torch-free header of the learned
// library, so that code which only describes a training run (sweep configs, experiments/sweep.hpp)
// needs no libtorch.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>

#include "common/parse-integer.hpp"
#include "learned/model.hpp"

namespace lrnnc::learned {

struct TrainOptions {
  ArchSpec arch;
  std::size_t layers = 1, d_model = 32, heads = 2;
  std::size_t head_dim = 0;  // deltaproduct; 0: d_model / heads
  std::size_t state = 0;     // diag: n (0: d_model); fprnn: d_inner (0: expand * d_model)
  std::size_t expand = 2;    // fprnn, fpmamba: d_inner = expand * d_model (the official block's expand)
  std::size_t d_state = 16;  // fpmamba: N (the official FPMamba's d_state)
  std::size_t min_len = 3, max_len = 40, steps = 2000, batch = 32;
  double lr = 1e-2, weight_decay = 0.01;
  std::size_t warmup = 100;
  std::uint64_t seed = 1;
  int threads = 1;       // torch::set_num_threads (process-wide)
  bool float64 = false;  // the training dtype (float32 by default)
  FixedPointOptions fixed_point;
  // fprnn: the contraction penalty. The training loss adds fp_contraction x the mean over words and
  // positions of max(0, sigma_t - fp_contraction_bound)^2, sigma_t the spectral norm of position t's
  // iteration map (I - Lambda_t)(I - Q_t) (learned/torch/torch-model.hpp). The fixed-point
  // iteration converges on words of any length when all of them are below 1 (its Jacobian is block
  // lower triangular over positions, with these maps on the diagonal). 0: none (the official code
  // has none).
  double fp_contraction = 0, fp_contraction_bound = 0.9;
  // Fixed-point layers: where the no-gradient iterations of a training step and of validation run:
  // lrnnc's native float32 solver (learned/fixed-point-native.hpp; float32 training only), or
  // libtorch op by op (the path before it; float64 training always takes it). With native the last
  // iteration, the one the gradient flows through, and the rest of the step are libtorch's;
  // native_step (the default) also takes the whole forward, the loss and the gradient of the step
  // into native code (learned/fixed-point-step.hpp) for fprnn with a Householder or DPLR mixer (the
  // others train as with native, and are recorded as native), leaving libtorch the clipping and AdamW.
  enum class FixedPointSolver { native, libtorch, native_step } fp_solver = FixedPointSolver::native_step;
  std::size_t checkpoint_every = 200;
  std::size_t eval_every = 50;
  std::size_t patience = 200;  // stop once the train sequence accuracy has been 1.0 for this many steps
  double norm_eps = 1e-6;
  // Validation (model selection): with val_len > 0, every val_every steps and at the end the model
  // is evaluated on val_words words of the longest training length and val_words of val_len
  // (streams no training step uses), at its fixed point with a cap of min(max_iter, 4 x the length)
  // for fixed-point layers; the run returns the weights of the validation with the highest
  // sequence accuracy over those words (a word counts only when every position is right and every
  // fixed-point layer converged), then the lowest loss (learned/torch/train.hpp).
  std::size_t val_len = 0, val_words = 256, val_every = 100;
  // The memory a run may need (learned/train-memory.hpp), in bytes; 0: half the machine's physical
  // memory. Not part of the training record or the checkpoint key: it changes no weight.
  std::uint64_t max_memory = 0;
};

inline constexpr std::size_t kMaxTrainLen = 100'000;

// "native" / "libtorch" / "native-step" (TrainOptions::fp_solver), and back (nullopt for another word).
inline const char* to_string(TrainOptions::FixedPointSolver s) {
  switch (s) {
    case TrainOptions::FixedPointSolver::native: return "native";
    case TrainOptions::FixedPointSolver::native_step: return "native-step";
    case TrainOptions::FixedPointSolver::libtorch: break;
  }
  return "libtorch";
}
inline std::optional<TrainOptions::FixedPointSolver> parse_fp_solver(std::string_view text) {
  if (text == "native") return TrainOptions::FixedPointSolver::native;
  if (text == "libtorch") return TrainOptions::FixedPointSolver::libtorch;
  if (text == "native-step") return TrainOptions::FixedPointSolver::native_step;
  return std::nullopt;
}
// Whether a run of these options takes the native training step: native_step for fprnn layers with
// a Householder or DPLR mixer trained in float32.
inline bool native_step_used(const TrainOptions& o) {
  return o.fp_solver == TrainOptions::FixedPointSolver::native_step && !o.float64 && o.arch.type == MixerType::fprnn &&
         o.arch.mixer != ChannelMixer::kronecker;
}
// The fp_solver these options train with, as records and sweep keys name it: native_step where the
// native step does not run (kronecker, fpmamba, float64) is native, so that such a model has one
// name whichever of the two was asked for (and the name of the models trained before native_step).
inline TrainOptions::FixedPointSolver effective_fp_solver(const TrainOptions& o) {
  if (o.fp_solver == TrainOptions::FixedPointSolver::native_step && !native_step_used(o))
    return TrainOptions::FixedPointSolver::native;
  return o.fp_solver;
}
// The path a run of these options uses: "native-step" (native_step_used), "native" (the native
// solver: fixed-point layers trained in float32), else "libtorch".
inline const char* solver_used(const TrainOptions& o) {
  if (native_step_used(o)) return "native-step";
  return o.fp_solver != TrainOptions::FixedPointSolver::libtorch && !o.float64 ? "native" : "libtorch";
}

// The options as JSON (every field; the arch as its string): the "options" of a model's training
// record (learned/torch/train.hpp), which a sweep compares to reuse a model trained elsewhere.
nlohmann::json to_json(const TrainOptions& options);

// The validation length a recipe takes for training lengths up to max_len: 4 max_len for a
// fixed-point architecture (at most kMaxTrainLen), none (0) for the others.
inline std::size_t default_val_len(MixerType type, std::size_t max_len) {
  return is_fixed_point(type) ? std::min(4 * max_len, kMaxTrainLen) : 0;
}

// The recipe an architecture trains with where an option is not given (`lrnnc train`, sweep
// configs). Fixed-point architectures (fprnn, fpmamba) take the official FP-RNN protocol
// (docs/LEARNED.md section 5): words of exactly 16 letters after a BOS token with a label at every
// position, batch 64, AdamW lr 1e-3, weight decay 0.01, gradient clip 1, warmup 100 then cosine (to
// 0.1 lr; the official cosine to 0 converged on fewer seeds here, docs/LEARNED.md section 5), 2000
// steps, a training cap of the word length, the running-minimum stopping rule; and the weights of
// the best validation on 256 words of the training length and 256 of 4x, every 100 steps (the
// accuracy at longer lengths peaks soon after the fit and then falls, docs/LEARNED.md section 5).
// fprnn layers with a Householder or DPLR mixer add the contraction penalty with weight 10 and
// bound 0.9 (not in the official code: with it every rank-2 parity seed of 1-9 converges at the
// training length and 3 of them generalize to 256 letters, without it none did; docs/LEARNED.md
// section 5). The other
// architectures keep the defaults of TrainOptions (lengths 3..40, batch 32, lr 1e-2, no validation).
inline TrainOptions recipe_defaults(const ArchSpec& arch) {
  TrainOptions t;
  t.arch = arch;
  if (is_fixed_point(arch.type)) {
    t.fixed_point = default_fixed_point(arch.type);
    t.min_len = t.max_len = 16;
    t.batch = 64;
    t.lr = 1e-3;
    t.steps = 2000;
    t.warmup = 100;
    t.patience = 2000;  // no early stop: the fixed point settles after the fit (measured, docs/LEARNED.md)
    t.val_len = default_val_len(arch.type, t.max_len);
    if (arch.type == MixerType::fprnn && arch.mixer != ChannelMixer::kronecker) t.fp_contraction = 10;
  }
  return t;
}

// The training lengths "A..B" (TrainOptions::min_len, max_len): strict decimal integers with
// 1 <= A <= B <= kMaxTrainLen, or nullopt (`lrnnc train --train-len` and sweep configs' train_len
// word their own errors).
inline std::optional<std::pair<std::size_t, std::size_t>> parse_train_len(std::string_view text) {
  const auto dots = text.find("..");
  std::size_t a = 0, b = 0;
  if (dots == std::string_view::npos || parse_integer(text.substr(0, dots), a) != IntegerSyntax::ok ||
      parse_integer(text.substr(dots + 2), b) != IntegerSyntax::ok || a < 1 || a > b || b > kMaxTrainLen)
    return std::nullopt;
  return std::make_pair(a, b);
}

}  // namespace lrnnc::learned
