// Training with libtorch (learned/torch/train.hpp; the recipe is documented there).
#include "learned/torch/train.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numbers>
#include <ostream>
#include <random>
#include <string>
#include <system_error>
#include <vector>

#include <torch/torch.h>
#include <torch/version.h>

#include "common/error.hpp"
#include "common/read-file.hpp"
#include "common/splitmix64.hpp"
#include "learned/torch/cpu-isa.hpp"
#include "learned/torch/torch-errors.hpp"
#include "learned/torch/torch-model.hpp"

namespace lrnnc::learned {

namespace {

using Clock = std::chrono::steady_clock;

struct Batch {
  torch::Tensor words;   // [B, T] int64
  torch::Tensor labels;  // [B, T] int64
};

// `count` words of length `length` from `rng`, labelled by the task.
Batch make_batch(const automata::Dfa& task, std::size_t count, std::size_t length, std::mt19937_64& rng) {
  std::vector<std::int64_t> words, labels;
  words.reserve(count * length);
  labels.reserve(count * length);
  for (std::size_t b = 0; b < count; ++b) {
    automata::State q = task.start();
    for (std::size_t t = 0; t < length; ++t) {
      const auto a = static_cast<automata::Letter>(rng() % task.num_letters());
      q = task.next(q, a);
      words.push_back(a);
      labels.push_back(task.output(q));
    }
  }
  const auto opts = torch::TensorOptions().dtype(torch::kInt64);
  const std::vector<std::int64_t> shape{static_cast<std::int64_t>(count), static_cast<std::int64_t>(length)};
  return {torch::tensor(words, opts).view(shape), torch::tensor(labels, opts).view(shape)};
}

// The batch of training step `step`: one length for the whole batch, then the words.
Batch step_batch(const automata::Dfa& task, const TrainOptions& o, std::size_t step) {
  std::mt19937_64 rng(derived_seed(o.seed, step));
  const std::size_t length = o.min_len + static_cast<std::size_t>(rng() % (o.max_len - o.min_len + 1));
  return make_batch(task, o.batch, length, rng);
}

// Loss, token and sequence accuracy of logits [B, T, K] against labels [B, T].
struct Metrics {
  double loss = 0, token_accuracy = 0, sequence_accuracy = 0;
  bool skipped = false;  // training: the step was skipped (non-finite loss or gradient)
};
Metrics metrics(const torch::Tensor& logits, const torch::Tensor& labels, const torch::Tensor& loss) {
  torch::NoGradGuard no_grad;
  // A position with a NaN or infinite logit has no prediction and is wrong (argmax would pick the
  // first NaN, which may be the label), as in lrnnc's own evaluation (learned/forward.hpp).
  const auto right = logits.argmax(-1).eq(labels).logical_and(logits.isfinite().all(-1));
  return {loss.item<double>(), right.to(torch::kFloat64).mean().item<double>(),
          right.all(-1).to(torch::kFloat64).mean().item<double>()};
}

torch::Tensor cross_entropy(const torch::Tensor& logits, const torch::Tensor& labels) {
  return torch::nn::functional::cross_entropy(logits.reshape({-1, logits.size(-1)}), labels.reshape({-1}));
}

// Warmup, then a cosine from lr to 0.1 lr at the last step.
double learning_rate(const TrainOptions& o, std::size_t step) {
  if (step < o.warmup) return o.lr * static_cast<double>(step + 1) / static_cast<double>(o.warmup);
  const double span = static_cast<double>(std::max<std::size_t>(o.steps - o.warmup, 1));
  const double progress = std::min(1.0, static_cast<double>(step - o.warmup) / span);
  return o.lr * (0.1 + 0.9 * 0.5 * (1.0 + std::cos(std::numbers::pi * progress)));
}

// The options a checkpoint must have been written with to be resumed, and the model's tensors
// (names and shapes), so that a checkpoint of another model layout (an older lrnnc's block under the
// same options, or another task's alphabet) is refused rather than resumed into the wrong tensors.
std::string checkpoint_key(const TrainOptions& o, const ModelConfig& config) {
  auto j = to_json(o);
  j.erase("checkpoint_every");
  j.erase("threads");
  nlohmann::json tensors = nlohmann::json::array();
  for (const TensorSpec& t : expected_tensors(config)) tensors.push_back({t.name, t.shape});
  j["tensors"] = tensors;
  return j.dump();
}

struct Validation {
  std::int64_t step = -1;
  // over every validation word; then at the longest training length and at val_len
  double sequence_accuracy = 0, converged = 0, loss = 0;
  double train_length_accuracy = 0, val_length_accuracy = 0;
  // The better of two validations: higher sequence accuracy, then lower loss (NaN is worst).
  bool better_than(const Validation& o) const {
    if (o.step < 0) return true;
    if (sequence_accuracy != o.sequence_accuracy) return sequence_accuracy > o.sequence_accuracy;
    return loss < o.loss || (std::isnan(o.loss) && !std::isnan(loss));
  }
};
// What a run carries from step to step besides the parameters and the optimizer.
struct RunState {
  std::int64_t step = 0;
  std::int64_t streak_start = -1;  // first step of the run of perfect windows; -1: none
  // Sums over the window: loss (finite steps only), token and sequence accuracy, steps, finite steps;
  // then the steps skipped in the whole run (a non-finite loss or gradient).
  double window[6] = {0, 0, 0, 0, 0, 0};
  std::vector<Validation> validations;  // every validation so far (TrainOptions::val_len > 0)
  Validation best;                      // the selected one; step -1: none yet
};

// The validations as a [k, 6] float64 tensor (step, sequence accuracy, converged, loss, the two
// lengths' accuracies) and back.
torch::Tensor validations_tensor(const std::vector<Validation>& v) {
  std::vector<double> flat;
  for (const Validation& x : v)
    flat.insert(flat.end(), {static_cast<double>(x.step), x.sequence_accuracy, x.converged, x.loss,
                             x.train_length_accuracy, x.val_length_accuracy});
  return torch::tensor(flat, torch::TensorOptions().dtype(torch::kFloat64))
      .view({static_cast<std::int64_t>(v.size()), 6});
}
std::vector<Validation> validations_from(const torch::Tensor& t) {
  std::vector<Validation> v;
  const auto a = t.contiguous();
  for (std::int64_t i = 0; i < a.size(0); ++i)
    v.push_back({static_cast<std::int64_t>(a[i][0].item<double>()), a[i][1].item<double>(), a[i][2].item<double>(),
                 a[i][3].item<double>(), a[i][4].item<double>(), a[i][5].item<double>()});
  return v;
}

void save_checkpoint(const std::filesystem::path& path, const TrainOptions& o, torch_model::TorchModel& module,
                     torch_model::TorchModel& best, torch::optim::Optimizer& optimizer, const RunState& state) {
  torch::serialize::OutputArchive archive;
  archive.write("key", c10::IValue(checkpoint_key(o, module->config())));
  archive.write("step", c10::IValue(state.step));
  archive.write("streak_start", c10::IValue(state.streak_start));
  archive.write("window", torch::tensor(std::vector<double>(state.window, state.window + 6),
                                        torch::TensorOptions().dtype(torch::kFloat64)));
  torch::serialize::OutputArchive model_archive, optimizer_archive;
  module->save(model_archive);
  optimizer.save(optimizer_archive);
  archive.write("model", model_archive);
  archive.write("optimizer", optimizer_archive);
  archive.write("validations", validations_tensor(state.validations));
  archive.write("best", validations_tensor({state.best}));
  if (best) {
    torch::serialize::OutputArchive best_archive;
    best->save(best_archive);
    archive.write("best_model", best_archive);
  }
  auto tmp = path;
  tmp += ".tmp";
  try {
    archive.save_to(tmp.string());
  } catch (const c10::Error& e) {
    throw Error("train: cannot write the checkpoint " + tmp.string() + ": " + libtorch_reason(e));
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) throw Error("train: cannot write the checkpoint " + path.string() + ": " + ec.message());
}

void load_checkpoint_no_checks(const std::filesystem::path& path, const TrainOptions& o,
                               torch_model::TorchModel& module, torch_model::TorchModel& best,
                               torch::optim::Optimizer& optimizer, RunState& state);

// Reads a checkpoint; a file libtorch cannot read (truncated, not a checkpoint) is one lrnnc::Error.
void load_checkpoint(const std::filesystem::path& path, const TrainOptions& o, torch_model::TorchModel& module,
                     torch_model::TorchModel& best, torch::optim::Optimizer& optimizer, RunState& state) {
  try {
    load_checkpoint_no_checks(path, o, module, best, optimizer, state);
  } catch (const c10::Error& e) {
    throw Error("train: cannot read the checkpoint " + path.string() + " (" + libtorch_reason(e) +
                "): remove it to start again");
  }
}

void load_checkpoint_no_checks(const std::filesystem::path& path, const TrainOptions& o,
                               torch_model::TorchModel& module, torch_model::TorchModel& best,
                               torch::optim::Optimizer& optimizer, RunState& state) {
  torch::serialize::InputArchive archive;
  archive.load_from(path.string());
  c10::IValue key, step, streak;
  archive.read("key", key);
  if (!key.isString() || key.toStringRef() != checkpoint_key(o, module->config()))
    throw Error("train: the checkpoint " + path.string() +
                " was written with other options; remove it or train with those options");
  archive.read("step", step);
  archive.read("streak_start", streak);
  state.step = step.toInt();
  state.streak_start = streak.toInt();
  torch::Tensor window;
  archive.read("window", window);
  for (int i = 0; i < 6; ++i) state.window[i] = window[i].item<double>();
  torch::serialize::InputArchive model_archive, optimizer_archive;
  archive.read("model", model_archive);
  archive.read("optimizer", optimizer_archive);
  module->load(model_archive);
  optimizer.load(optimizer_archive);
  torch::Tensor validations, best_validation;
  archive.read("validations", validations);
  archive.read("best", best_validation);
  state.validations = validations_from(validations);
  state.best = validations_from(best_validation).at(0);
  if (best) {
    torch::serialize::InputArchive best_archive;
    archive.read("best_model", best_archive);
    best->load(best_archive);
  }
}

// AdamW with two groups: decayed weights, and the rest (biases, norm weights, A_log).
std::unique_ptr<torch::optim::AdamW> make_optimizer(torch_model::TorchModel& module, const TrainOptions& o) {
  std::vector<torch::Tensor> decay, no_decay;
  for (const std::string& name : module->names())
    (torch_model::TorchModelImpl::no_weight_decay(name) ? no_decay : decay).push_back(module->tensor(name));
  for (const auto& g : module->gains()) decay.push_back(g);  // weight_norm's g: decayed, as in the official code
  auto base = torch::optim::AdamWOptions(o.lr).betas({0.9, 0.999}).eps(1e-8);
  std::vector<torch::optim::OptimizerParamGroup> groups;
  groups.emplace_back(decay, std::make_unique<torch::optim::AdamWOptions>(base.weight_decay(o.weight_decay)));
  groups.emplace_back(no_decay, std::make_unique<torch::optim::AdamWOptions>(base.weight_decay(0.0)));
  return std::make_unique<torch::optim::AdamW>(std::move(groups), base);
}

// Loss and accuracies of the model (evaluation mode) on one fresh batch per training length.
Metrics final_metrics(torch_model::TorchModel& module, const automata::Dfa& task, const TrainOptions& o) {
  torch::NoGradGuard no_grad;
  module->eval();
  Metrics sum;
  std::mt19937_64 rng(derived_seed(o.seed ^ 0x66696e616cULL, 0));  // a stream no training step uses
  for (std::size_t length = o.min_len; length <= o.max_len; ++length) {
    const Batch batch = make_batch(task, o.batch, length, rng);
    const auto logits = module->forward(batch.words);
    const Metrics m = metrics(logits, batch.labels, cross_entropy(logits, batch.labels));
    sum.loss += m.loss;
    sum.token_accuracy += m.token_accuracy;
    sum.sequence_accuracy += m.sequence_accuracy;
  }
  const double count = static_cast<double>(o.max_len - o.min_len + 1);
  module->train();
  return {sum.loss / count, sum.token_accuracy / count, sum.sequence_accuracy / count};
}

// The validation words: val_words of the longest training length, then (when it differs) val_words
// of val_len, each length from a stream of its own that no training step uses.
std::vector<Batch> validation_batches(const automata::Dfa& task, const TrainOptions& o) {
  std::vector<Batch> out;
  std::uint64_t index = 0;
  for (std::size_t length : {o.max_len, o.val_len}) {
    if (!out.empty() && length == o.max_len) break;
    std::mt19937_64 rng(derived_seed(o.seed ^ 0x76616c6964ULL, index++));  // "valid"
    out.push_back(make_batch(task, o.val_words, length, rng));
  }
  return out;
}

// One validation: the model in evaluation mode on the validation words, in chunks of `batch` words,
// each fixed-point layer capped at min(max_iter, 4 x the words' length).
Validation validate(torch_model::TorchModel& module, const std::vector<Batch>& val, const TrainOptions& o,
                    std::int64_t step) {
  torch::NoGradGuard no_grad;
  module->eval();
  Validation v;
  v.step = step;
  double right = 0, converged = 0, loss = 0, count = 0;
  for (std::size_t i = 0; i < val.size(); ++i) {
    const std::int64_t n = val[i].words.size(0), chunk = static_cast<std::int64_t>(o.batch);
    module->set_max_iter_eval(std::min<std::size_t>(o.fixed_point.max_iter, 4 * val[i].words.size(1)));
    double right_here = 0;
    for (std::int64_t b = 0; b < n; b += chunk) {
      const auto len = std::min(chunk, n - b);
      const auto words = val[i].words.narrow(0, b, len), labels = val[i].labels.narrow(0, b, len);
      const auto logits = module->forward(words);
      const auto conv = module->converged();
      const auto ok = logits.argmax(-1).eq(labels).logical_and(logits.isfinite().all(-1)).all(-1).logical_and(conv);
      right_here += ok.sum().item<double>();
      converged += conv.sum().item<double>();
      loss += cross_entropy(logits, labels).item<double>() * static_cast<double>(len);
    }
    (i == 0 ? v.train_length_accuracy : v.val_length_accuracy) = right_here / static_cast<double>(n);
    right += right_here;
    count += static_cast<double>(n);
  }
  if (val.size() == 1) v.val_length_accuracy = v.train_length_accuracy;
  module->set_max_iter_eval(0);
  module->train();
  v.sequence_accuracy = right / count;
  v.converged = converged / count;
  v.loss = loss / count;
  return v;
}

// One validation in the training record.
nlohmann::json validation_json(const Validation& v, const TrainOptions& o) {
  return {{"step", v.step},
          {"sequence_accuracy", v.sequence_accuracy},
          {"sequence_accuracy_by_length",
           {{std::to_string(o.max_len), v.train_length_accuracy}, {std::to_string(o.val_len), v.val_length_accuracy}}},
          {"converged", v.converged},
          {"loss", v.loss}};
}

// Copies every parameter (weight_norm's gains included) of `from` into `to` (the same config).
void copy_parameters(torch_model::TorchModel& from, torch_model::TorchModel& to) {
  torch::NoGradGuard no_grad;
  const auto src = from->parameters(), dst = to->parameters();
  for (std::size_t i = 0; i < src.size(); ++i) dst[i].copy_(src[i]);
}

}  // namespace

std::vector<std::vector<std::uint32_t>> validation_words(const automata::Dfa& task, const TrainOptions& o) {
  std::vector<std::vector<std::uint32_t>> out;
  for (const Batch& batch : validation_batches(task, o)) {
    const auto words = batch.words.contiguous();
    const auto a = words.accessor<std::int64_t, 2>();
    for (std::int64_t b = 0; b < words.size(0); ++b) {
      out.emplace_back();
      for (std::int64_t t = 0; t < words.size(1); ++t) out.back().push_back(static_cast<std::uint32_t>(a[b][t]));
    }
  }
  return out;
}

namespace {

// The fprnn training cap of step `step` when max_iter_train is kRandomMaxIterTrain: ceil(Gamma(shape
// 4, scale L / 16 + 1)) for the batch's word length L (the official FP-RNN code's random l_max), from
// a stream of its own so that the data are those of a fixed cap.
std::size_t random_max_iter_train(const TrainOptions& o, std::size_t step, std::size_t length) {
  std::mt19937_64 rng(derived_seed(o.seed ^ 0x6c5f6d6178ULL, step));  // "l_max"
  std::gamma_distribution<double> gamma(4.0, static_cast<double>(length) / 16.0 + 1.0);
  return static_cast<std::size_t>(std::clamp(std::ceil(gamma(rng)), 1.0, 100'000.0));
}

// The step of train_step in lrnnc's native training step (TrainOptions::native_step): its loss and
// gradient, then libtorch's clipping and AdamW, with the same rule for a non-finite step.
Metrics train_step_native(torch_model::TorchModel& module, torch::optim::AdamW& optimizer, const Batch& batch,
                          const TrainOptions& o) {
  const auto r = module->native_step(batch.words, batch.labels, o.fp_contraction);
  const double norm = torch::nn::utils::clip_grad_norm_(module->parameters(), 1.0);
  Metrics m{r.loss, r.token_accuracy, r.sequence_accuracy};
  m.skipped = !std::isfinite(m.loss) || !std::isfinite(norm);
  if (!m.skipped) optimizer.step();
  return m;
}

// One optimizer step on the batch of `step`; returns the batch's metrics (before the update).
Metrics train_step(torch_model::TorchModel& module, torch::optim::AdamW& optimizer, const automata::Dfa& task,
                   const TrainOptions& o, std::size_t step) {
  const double lr = learning_rate(o, step);
  for (auto& group : optimizer.param_groups()) static_cast<torch::optim::AdamWOptions&>(group.options()).lr(lr);
  const Batch batch = step_batch(task, o, step);
  if (o.fixed_point.max_iter_train == kRandomMaxIterTrain)
    module->set_random_max_iter_train(random_max_iter_train(o, step, static_cast<std::size_t>(batch.words.size(1))));
  if (native_step_used(o) && module->native_step_available()) return train_step_native(module, optimizer, batch, o);
  // A tied head takes its loss over the whole vocabulary (every embed row; label k is row
  // |alphabet| + k), as the official FP-RNN language model.
  const ModelConfig& config = module->config();
  const auto logits = module->forward(batch.words, nullptr, config.tied_head);
  const auto labels =
      config.tied_head ? batch.labels + static_cast<std::int64_t>(config.alphabet.size()) : batch.labels;
  const auto loss = cross_entropy(logits, labels);
  // The contraction penalty (TrainOptions::fp_contraction) joins the gradient, not the reported loss.
  const auto& penalty = module->contraction_penalty();
  const auto objective = penalty.defined() ? loss + o.fp_contraction * penalty : loss;
  optimizer.zero_grad();
  objective.backward();
  const double norm = torch::nn::utils::clip_grad_norm_(module->parameters(), 1.0);
  Metrics m = metrics(logits, labels, loss);
  // A step whose loss or gradient is not finite (an fprnn iteration that diverged) is skipped, so
  // that one bad batch cannot turn every parameter and the optimizer state into NaN.
  m.skipped = !std::isfinite(m.loss) || !std::isfinite(norm);
  if (!m.skipped) optimizer.step();
  return m;
}

// Reports the window that ends at state.step and updates the early-stop state; true: stop early.
bool report(RunState& state, const TrainOptions& o, std::size_t first_step, Clock::time_point started,
            std::ostream* progress, const TrainCallback& callback) {
  TrainProgress p;
  p.step = static_cast<std::size_t>(state.step);
  p.steps = o.steps;
  const double count = std::max(state.window[3], 1.0);  // steps in the window
  p.loss = state.window[4] > 0 ? state.window[0] / state.window[4] : std::nan("");
  p.token_accuracy = state.window[1] / count;
  p.sequence_accuracy = state.window[2] / count;
  p.elapsed_seconds = std::chrono::duration<double>(Clock::now() - started).count();
  p.steps_per_second = static_cast<double>(p.step - first_step) / std::max(p.elapsed_seconds, 1e-9);
  p.eta_seconds = static_cast<double>(o.steps - p.step) / std::max(p.steps_per_second, 1e-9);
  const bool perfect = state.window[3] > 0 && state.window[2] == state.window[3];
  if (!perfect)
    state.streak_start = -1;
  else if (state.streak_start < 0)
    state.streak_start = state.step - static_cast<std::int64_t>(state.window[3]);
  for (int i = 0; i < 5; ++i) state.window[i] = 0;
  if (progress) {
    *progress << "step " << p.step << "/" << p.steps << " loss " << p.loss << " tok_acc " << p.token_accuracy
              << " seq_acc " << p.sequence_accuracy << " steps/s " << p.steps_per_second << " eta " << p.eta_seconds
              << "s" << std::endl;
  }
  if (callback) callback(p);
  return perfect && state.step - state.streak_start >= static_cast<std::int64_t>(o.patience);
}

// Validation while training (TrainOptions::val_len > 0): the model at the current step, validated
// once per step and kept in `best` when it is the best so far.
struct Validator {
  torch_model::TorchModel& module;
  torch_model::TorchModel& best;
  const std::vector<Batch>& val;
  RunState& state;
  const TrainOptions& o;
  std::ostream* progress;

  void operator()() const {
    if (!best || (!state.validations.empty() && state.validations.back().step == state.step)) return;
    const Validation v = validate(module, val, o, state.step);
    state.validations.push_back(v);
    const bool improved = v.better_than(state.best);
    if (improved) {
      state.best = v;
      copy_parameters(module, best);
    }
    if (progress)
      *progress << "validation step " << v.step << " seq_acc " << v.sequence_accuracy << " (length " << o.max_len
                << ": " << v.train_length_accuracy << ", length " << o.val_len << ": " << v.val_length_accuracy
                << ") converged " << v.converged << " loss " << v.loss << (improved ? " (best)" : "") << std::endl;
  }
};

// The model's training record (docs/LEARNED.md section 5): the options, the final metrics, the
// steps, how the run stopped and, with validation, its history and the selected weights' scores.
nlohmann::json training_record(const TrainOptions& o, const RunState& state, const Metrics& final, bool early,
                               bool validated, Clock::time_point started, double fixed_point_seconds) {
  nlohmann::json training = {{"options", to_json(o)},
                             {"arch", to_string(o.arch)},
                             {"final",
                              {{"loss", final.loss},
                               {"token_accuracy", final.token_accuracy},
                               {"sequence_accuracy", final.sequence_accuracy},
                               {"lengths", {o.min_len, o.max_len}}}},
                             {"steps_done", state.step},
                             {"skipped_steps", static_cast<std::int64_t>(state.window[5])},
                             {"wall_seconds", std::chrono::duration<double>(Clock::now() - started).count()},
                             {"libtorch", TORCH_VERSION},
                             {"stopped", early ? "early" : "steps"}};
  // Which path ran the no-gradient fixed-point iterations (TrainOptions::fp_solver; float64: libtorch;
  // "native-step": the whole step's forward and gradient too) and the seconds they took in this
  // process (a resumed run counts from where it resumed).
  if (is_fixed_point(o.arch.type)) {
    training["fixed_point_solver"] = solver_used(o);
    training["fixed_point_seconds"] = fixed_point_seconds;
  }
  if (validated) {
    nlohmann::json history = nlohmann::json::array();
    for (const Validation& v : state.validations) history.push_back(validation_json(v, o));
    training["validation"] = {
        {"lengths", {o.max_len, o.val_len}},
        {"words", o.val_words},
        {"max_iter",
         {std::min(o.fixed_point.max_iter, 4 * o.max_len), std::min(o.fixed_point.max_iter, 4 * o.val_len)}},
        {"selected", validation_json(state.best, o)},
        {"history", history}};
  }
  return training;
}

}  // namespace

LearnedModel train_model(const automata::Dfa& task, const TrainOptions& o, const std::filesystem::path& checkpoint,
                         std::ostream* progress, const TrainCallback& callback) {
  LearnedModel result;
  result.config = train_config(task, o);
  check_train_memory(result.config, o, "lower the batch, the lengths, the widths or the layers, or raise the limit");
  const auto started = Clock::now();
  cap_onednn_isa();
  torch::set_num_threads(o.threads);
  torch::manual_seed(o.seed);
  torch_model::TorchModel module(result.config, o.float64 ? torch::kFloat64 : torch::kFloat32);
  module->train();
  if (o.fp_contraction > 0) module->set_contraction_bound(o.fp_contraction_bound);
  module->set_native_solver(o.fp_solver != TrainOptions::FixedPointSolver::libtorch);
  // With validation, `best` holds the weights of the best validation so far.
  torch_model::TorchModel best{nullptr};
  std::vector<Batch> val;
  if (o.val_len > 0) {
    TrainOptions v = o;
    v.min_len = v.max_len = o.val_len;
    check_train_memory(result.config, v, "lower the validation length or raise the limit");
    best = torch_model::TorchModel(result.config, o.float64 ? torch::kFloat64 : torch::kFloat32);
    best->set_native_solver(module->native_solver());
    val = validation_batches(task, o);
  }
  auto optimizer = make_optimizer(module, o);
  RunState state;
  // A checkpoint path that is a FIFO, a device or a directory is refused here, before libtorch
  // opens it (opening a FIFO would block).
  if (!checkpoint.empty()) require_regular_file_if_present(checkpoint.string());
  if (!checkpoint.empty() && std::filesystem::exists(checkpoint))
    load_checkpoint(checkpoint, o, module, best, *optimizer, state);
  const auto first_step = static_cast<std::size_t>(state.step);
  // Validates the model at the current step (once per step) and keeps it when it is the best.
  const Validator validate_now{module, best, val, state, o, progress};
  bool early = false;
  while (static_cast<std::size_t>(state.step) < o.steps && !early) {
    const Metrics m = train_step(module, *optimizer, task, o, static_cast<std::size_t>(state.step));
    if (!m.skipped) state.window[0] += m.loss;
    state.window[1] += m.token_accuracy;
    state.window[2] += m.sequence_accuracy;
    state.window[3] += 1;
    state.window[4] += m.skipped ? 0 : 1;
    state.window[5] += m.skipped ? 1 : 0;
    const auto step = static_cast<std::size_t>(++state.step);
    if (step % o.eval_every == 0 || step == o.steps) early = report(state, o, first_step, started, progress, callback);
    if (best && (step % o.val_every == 0 || step == o.steps || early)) validate_now();
    if (!checkpoint.empty() && step % o.checkpoint_every == 0)
      save_checkpoint(checkpoint, o, module, best, *optimizer, state);
  }
  if (best) {
    validate_now();  // a run resumed from its last step has validated it already
    copy_parameters(best, module);
  }
  const Metrics final = final_metrics(module, task, o);
  result.weights = module->to_learned();
  result.training = training_record(o, state, final, early, static_cast<bool>(best), started, module->solve_seconds());
  return result;
}

}  // namespace lrnnc::learned
