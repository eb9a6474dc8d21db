// Training with libtorch (learned/torch/train.hpp): determinism, resuming from a checkpoint, and
// pinned outcomes of small runs (seeds fixed; the numbers in the comments were measured on one
// thread). LRNNC_TRAIN_PROGRESS=1 prints the progress lines.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <random>

#include <catch2/catch.hpp>

#include "automata/builtins.hpp"
#include "common/error.hpp"
#include "learned/eval.hpp"
#include "learned/forward.hpp"
#include "learned/torch/torch-forward.hpp"
#include "learned/torch/train.hpp"
#include "precision/policy.hpp"
#include "tests/learned-torch/catch-check.hpp"  // after the libtorch headers: Catch2's CHECK
#include "tests/shared-models.hpp"
#include "tests/temp-dir.hpp"

using namespace lrnnc;
using namespace lrnnc::learned;

namespace {

// The seed of the parity FP-RNN test: of seeds 1-3 of the default recipe, 1 and 3 converge and
// generalize to 256 letters; 1 is right on more 16-letter words (docs/LEARNED.md section 5).
constexpr std::uint64_t kFprnnParitySeed = 1;

std::ostream* progress_stream() { return std::getenv("LRNNC_TRAIN_PROGRESS") ? &std::cerr : nullptr; }

TrainOptions options_for(const std::string& arch, std::uint64_t seed) {
  TrainOptions o;
  if (const char* p = std::getenv("LRNNC_TRAIN_PATIENCE")) o.patience = std::stoul(p);
  if (const char* p = std::getenv("X_LR")) o.lr = std::stod(p);
  if (const char* p = std::getenv("X_WD")) o.weight_decay = std::stod(p);
  if (const char* p = std::getenv("X_STEPS")) o.steps = std::stoul(p);
  if (const char* p = std::getenv("X_D")) o.d_model = std::stoul(p);
  if (const char* p = std::getenv("X_SEED")) o.seed = std::stoul(p);
  if (std::getenv("X_F64")) o.float64 = true;
  o.arch = parse_arch(arch);
  o.fixed_point = default_fixed_point(o.arch.type);
  o.seed = seed;
  o.threads = 1;
  return o;
}

// Token and sequence accuracy of the model (torch float64 forward, evaluation mode) on `count`
// random words of `length`.
struct Accuracy {
  double token = 0, sequence = 0;
};
Accuracy accuracy(const LearnedModel& model, const automata::Dfa& task, std::size_t length, std::size_t count = 64,
                  std::uint64_t seed = 9) {
  std::mt19937_64 rng(seed);
  std::vector<std::vector<std::uint32_t>> words(count, std::vector<std::uint32_t>(length));
  for (auto& w : words)
    for (auto& a : w) a = static_cast<std::uint32_t>(rng() % task.num_letters());
  const auto logits = torch_forward_batch(model, words, true, 1);
  std::size_t right_words = 0, right_tokens = 0;
  for (std::size_t b = 0; b < count; ++b) {
    automata::State q = task.start();
    bool ok = true;
    for (std::size_t t = 0; t < length; ++t) {
      q = task.next(q, words[b][t]);
      const auto& l = logits[b][t];
      // A position with a non-finite logit has no prediction (as in learned/forward.hpp).
      const bool finite = std::all_of(l.begin(), l.end(), [](auto v) { return std::isfinite(v); });
      const auto best =
          finite ? static_cast<std::uint32_t>(std::max_element(l.begin(), l.end()) - l.begin()) : 0xffffffffu;
      ok = ok && best == task.output(q);
      right_tokens += best == task.output(q);
    }
    right_words += ok;
  }
  return {static_cast<double>(right_tokens) / static_cast<double>(count * length),
          static_cast<double>(right_words) / static_cast<double>(count)};
}

struct Outcome {
  LearnedModel model;
  double seconds = 0;
  double train_seq = 0;  // training record's final sequence accuracy (lengths min_len..max_len)
};

Outcome train(const std::string& task_spec, const TrainOptions& o) {
  const auto start = std::chrono::steady_clock::now();
  Outcome out;
  out.model = train_model(automata::make_builtin(task_spec), o, {}, progress_stream());
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  out.train_seq = out.model.training["final"]["sequence_accuracy"].get<double>();
  if (progress_stream())
    std::cerr << task_spec << " " << to_string(o.arch) << " seed " << o.seed << ": " << out.model.training.dump()
              << "\n";
  return out;
}

}  // namespace

TEST_CASE("train: same seed -> bit-identical weights, another seed -> different", "[learned-torch][standard]") {
  TrainOptions o = options_for("diag:[-1,1]", 3);
  o.steps = 20;
  o.d_model = 8;
  o.max_len = 10;
  const auto task = automata::make_builtin("parity");
  const LearnedModel a = train_model(task, o, {}, nullptr), b = train_model(task, o, {}, nullptr);
  for (const auto& [name, t] : a.weights) CHECK(t.values == b.weights.at(name).values);
  o.seed = 4;
  const LearnedModel c = train_model(task, o, {}, nullptr);
  CHECK(c.weights.at("embed").values != a.weights.at("embed").values);
  CHECK(a.training["stopped"] == "steps");
  CHECK(a.training["steps_done"] == 20);
  CHECK(a.config.alphabet == task.alphabet().names());
  CHECK(a.config.outputs == task.labels());
}

TEST_CASE("train: a run stopped after a checkpoint resumes to the same weights as an uninterrupted run",
          "[learned-torch][standard]") {
  // fprnn with the random training cap (drawn per step, so a resumed run must draw the same), and
  // fpmamba (its damping decays within a step and restarts at the next).
  // fprnn with validation: the best weights so far and the validations are in the checkpoint.
  // fprnn with the contraction penalty; and the native training step (Householder with validation
  // and the penalty, DPLR with the random cap).
  using Solver = TrainOptions::FixedPointSolver;
  struct Run {
    const char* arch;
    std::size_t max_iter_train, val_len;
    double contraction;
    Solver solver = Solver::native;
  };
  const std::vector<Run> runs = {{"diag:[-1,1]", 10, 0, 0},
                                 {"deltaproduct:2:[-1,1]", 10, 0, 0},
                                 {"fprnn:householder:2", kLengthMaxIterTrain, 0, 0},
                                 {"fprnn:householder:2", kRandomMaxIterTrain, 0, 0},
                                 {"fprnn:householder:2", kLengthMaxIterTrain, 12, 0},
                                 {"fprnn:householder:2", kLengthMaxIterTrain, 0, 10},
                                 {"fpmamba:kronecker", kLengthMaxIterTrain, 0, 0},
                                 {"fprnn:householder:2", kLengthMaxIterTrain, 12, 10, Solver::native_step},
                                 {"fprnn:dplr:2", kRandomMaxIterTrain, 0, 10, Solver::native_step}};
  for (const auto& [arch, max_iter_train, val_len, contraction, solver] : runs) {
    CAPTURE(arch, max_iter_train, val_len, contraction, to_string(solver));
    TrainOptions o = options_for(arch, 7);
    o.fp_solver = solver;
    o.fixed_point.max_iter_train = max_iter_train;
    o.fp_contraction = contraction;
    o.steps = 30;
    o.d_model = 8;
    o.max_len = 8;
    o.eval_every = 5;
    o.checkpoint_every = 10;
    o.warmup = 5;
    o.val_len = val_len;
    o.val_words = 16;
    o.val_every = 5;
    const auto task = automata::make_builtin("parity");
    const LearnedModel whole = train_model(task, o, {}, nullptr);
    if (solver == Solver::native_step) CHECK(whole.training["fixed_point_solver"] == "native-step");
    const std::filesystem::path ckpt = test_support::process_temp_dir().path() / "resume.ckpt";
    std::filesystem::remove(ckpt);
    // The callback's exception ends the run at step 25; the last checkpoint is step 20.
    CHECK_THROWS_AS(train_model(task, o, ckpt, nullptr,
                                [](const TrainProgress& p) {
                                  if (p.step == 25) throw std::runtime_error("stop");
                                }),
                    std::runtime_error);
    REQUIRE(std::filesystem::exists(ckpt));
    const LearnedModel resumed = train_model(task, o, ckpt, nullptr);
    CHECK(resumed.training["steps_done"] == 30);
    CHECK(resumed.training.value("validation", nlohmann::json()).dump() ==
          whole.training.value("validation", nlohmann::json()).dump());
    for (const auto& [name, t] : whole.weights) {
      CAPTURE(name);
      CHECK(t.values == resumed.weights.at(name).values);
    }
    // A checkpoint written with other options is refused, not overwritten.
    TrainOptions other = o;
    other.lr = 1e-4;
    CHECK_THROWS_AS(train_model(task, other, ckpt, nullptr), lrnnc::Error);
    // So is one of another model layout under the same options (here: another task's alphabet).
    CHECK_THROWS_AS(train_model(automata::make_builtin("mod:3"), o, ckpt, nullptr), lrnnc::Error);
    std::filesystem::remove(ckpt);
  }
}

namespace {

// Trains, prints the outcome (with LRNNC_TRAIN_PROGRESS) and returns the accuracies at 4x and 16x
// the longest training length.
struct Measured {
  Outcome out;
  Accuracy x4, x16;
};
Measured measure(const std::string& task_spec, const TrainOptions& o, bool long_lengths = true) {
  Measured m;
  m.out = train(task_spec, o);
  const auto task = automata::make_builtin(task_spec);
  if (long_lengths) {
    m.x4 = accuracy(m.out.model, task, 4 * o.max_len);
    m.x16 = accuracy(m.out.model, task, 16 * o.max_len);
  }
  if (progress_stream())
    std::cerr << "MEASURED " << task_spec << " " << to_string(o.arch) << " seed " << o.seed << " steps "
              << m.out.model.training["steps_done"] << " seconds " << m.out.seconds << " train_seq " << m.out.train_seq
              << " x4 tok/seq " << m.x4.token << "/" << m.x4.sequence << " x16 tok/seq " << m.x16.token << "/"
              << m.x16.sequence << "\n";
  return m;
}

}  // namespace

TEST_CASE("train: diag:[-1,1] learns parity and generalizes to 4x and 16x the training length",
          "[learned-torch][slow]") {
  const Measured m = measure("parity", options_for("diag:[-1,1]", 1));
  CHECK(m.out.train_seq == 1.0);
  CHECK(m.x4.sequence == 1.0);
  CHECK(m.x16.sequence == 1.0);
}

TEST_CASE("train: diag:[0,1] fits parity's short words at best, and is near chance at 16x", "[learned-torch][slow]") {
  const Measured m = measure("parity", options_for("diag:[0,1]", 1));
  CHECK(m.x16.token < 0.6);
}

TEST_CASE("train: deltanet:[-1,1] learns parity and generalizes to 4x the training length", "[learned-torch][slow]") {
  // Measured (seed 1, defaults): correct at 4x; at 16x the learned beta stays short of 2 (a
  // reflection only up to sigmoid's saturation) and words fail from a few hundred letters on, in
  // float64 as in float32 (docs/LEARNED.md section 5 reports it).
  const Measured m = measure("parity", options_for("deltanet:[-1,1]", 1));
  CHECK(m.out.train_seq == 1.0);
  CHECK(m.x4.sequence == 1.0);
  CHECK(m.x16.token > 0.75);
}

TEST_CASE("train: deltanet:[0,1] fails parity at long lengths", "[learned-torch][slow]") {
  const Measured m = measure("parity", options_for("deltanet:[0,1]", 1));
  CHECK(m.x16.token < 0.6);
}

TEST_CASE("train: deltaproduct:2:[-1,1] learns sym:3", "[learned-torch][slow]") {
  const Measured m = measure("sym:3", options_for("deltaproduct:2:[-1,1]", 1));
  CHECK(m.out.train_seq == 1.0);
}

// `lrnnc train --builtin parity --arch fprnn:householder:2 --seed 1` with no other option: the
// official FP-RNN block and recipe with the contraction penalty (learned/train-options.hpp
// recipe_defaults). Evaluated by the runtime (learned::evaluate, fp32, 64 words) at its fixed point:
// every word converges (residue below 0.1 within the 1000-iteration cap) at 16, 64 and 256 letters,
// l* grows with the length, and nearly every word is right (the target is 99%). Measured
// with the native training step, the default (docs/LEARNED.md section 5): selected step 1200; 1.0 /
// 1.0 / 0.969 of the words right, l* median 14 / 43 / 162. Without the penalty this seed never
// converged at 16 letters.
// Under ctest the model is the one the fixture lrnnc_shared_models trained with exactly that command
// (tests/CMakeLists.txt), which the README test uses too: its training record must hold the options
// of this recipe and seed. Run any other way, the test trains it.
TEST_CASE("train: fprnn:householder:2 learns parity at a converged fixed point that generalizes to 16x",
          "[learned-torch][slow][shared-model]") {
  TrainOptions o = recipe_defaults(parse_arch("fprnn:householder:2"));
  o.seed = kFprnnParitySeed;
  LearnedModel model;
  // Given the shared models' folder (ctest, after the fixture), the model must be there.
  if (test_support::shared_models_dir()) REQUIRE(test_support::shared_model("parity-fprnn"));
  if (const auto stem = test_support::shared_model("parity-fprnn")) {
    model = load_model(stem->string() + ".json");
    CHECK(model.training["options"] == to_json(o));
    CHECK(model.config.alphabet == automata::make_builtin("parity").alphabet().names());
  } else {
    model = train("parity", o).model;
  }
  CHECK(model.training["skipped_steps"] == 0);
  CHECK(model.training["options"]["fp_contraction"] == 10);
  const nlohmann::json& v = model.training.at("validation");
  CHECK(v["selected"]["sequence_accuracy_by_length"]["64"].get<double>() >= 0.98);  // measured 1.0
  EvalOptions e;
  e.policies = {precision::parse_policy("fp32")};
  e.lengths = {16, 64, 256};
  e.words = 64;
  e.threads = 1;
  const std::vector<EvalRow> rows = evaluate(model, automata::make_builtin("parity"), e);
  REQUIRE(rows.size() == 3);
  for (const EvalRow& r : rows) {
    CAPTURE(r.length, r.sequence_accuracy, r.converged.value_or(-1), r.iterations_median.value_or(-1));
    if (progress_stream())
      std::cerr << "parity fprnn length " << r.length << ": sequence accuracy " << r.sequence_accuracy << ", converged "
                << *r.converged << ", l* median " << *r.iterations_median << " max " << *r.iterations_max << "\n";
    CHECK(r.converged == 1.0);
    CHECK(r.nonfinite == 0);
  }
  CHECK(rows[0].sequence_accuracy >= 0.98);  // measured 1.0
  CHECK(rows[1].sequence_accuracy >= 0.98);  // measured 1.0
  CHECK(rows[2].sequence_accuracy >= 0.95);  // measured 0.969: 62 of the 64 words
  // l* grows with the length (about 0.6 T), as in the paper's Fig. 1.
  CHECK(*rows[1].iterations_median > 2 * *rows[0].iterations_median);
  CHECK(*rows[2].iterations_median > 2 * *rows[1].iterations_median);
}

TEST_CASE("train: the native training step fits parity at a converged fixed point", "[learned-torch][slow]") {
  // The default recipe's first 500 steps with --fp-solver native-step, validated on 64 words per
  // length (measured, one thread, 13 s: every validation word of 16 and 64 letters right and
  // converged from step 300 on; the whole 2000-step run on 256 words selects step 1200: 1.0 at 16
  // and 64 letters; docs/LEARNED.md section 5).
  TrainOptions o = recipe_defaults(parse_arch("fprnn:householder:2"));
  o.seed = kFprnnParitySeed;
  o.steps = 500;
  o.val_words = 64;
  o.fp_solver = TrainOptions::FixedPointSolver::native_step;
  const LearnedModel model = train("parity", o).model;
  CHECK(model.training["fixed_point_solver"] == "native-step");
  CHECK(model.training["options"]["fp_solver"] == "native-step");
  CHECK(model.training["skipped_steps"] == 0);
  const nlohmann::json& selected = model.training.at("validation").at("selected");
  CHECK(selected["sequence_accuracy_by_length"]["16"].get<double>() >= 0.98);
  CHECK(selected["converged"].get<double>() >= 0.9);
  CHECK(model.training["final"]["sequence_accuracy"].get<double>() >= 0.98);
}

namespace {

// The runtime (fp64, each length's validation cap of 4 x the length) on `words`: how many are right
// at every position at a converged fixed point, and how many converge.
std::pair<std::size_t, std::size_t> right_and_converged(const LearnedModel& model, const automata::Dfa& task,
                                                        const std::vector<std::vector<std::uint32_t>>& words,
                                                        const std::vector<std::size_t>& lengths) {
  std::size_t right = 0, converged = 0;
  for (std::size_t length : lengths) {
    LearnedModel capped = model;
    for (auto& layer : capped.config.layers) layer.fixed_point.max_iter = 4 * length;
    ForwardOptions fo;
    fo.policy = precision::parse_policy("fp64");
    const Forward forward(capped, fo);
    for (const auto& w : words) {
      if (w.size() != length) continue;
      const ForwardResult r = forward.run(w);
      const bool conv = std::all_of(r.converged.begin(), r.converged.end(), [](bool c) { return c; });
      automata::State q = task.start();
      bool ok = conv;
      for (std::size_t t = 0; t < w.size(); ++t) {
        q = task.next(q, w[t]);
        ok = ok && r.predictions[t] == task.output(q);
      }
      right += ok;
      converged += conv;
    }
  }
  return {right, converged};
}

}  // namespace

TEST_CASE("train: validation returns the weights of its best validation, whose numbers the runtime reproduces",
          "[learned-torch][standard]") {
  // Measured: the validation accuracy at 6 letters peaks at step 40 (0.21) and falls to 0 by step 70.
  constexpr int kSelectedStep = 40;
  TrainOptions o = recipe_defaults(parse_arch("fprnn:householder:2"));
  o.fp_contraction = 0;  // the numbers below were measured without the penalty
  o.seed = 1;
  o.threads = 1;
  o.d_model = 8;
  o.min_len = o.max_len = 4;
  o.batch = 16;
  o.steps = 80;
  o.warmup = 5;
  o.lr = 0.02;
  o.float64 = true;  // so that the runtime's fp64 forward reproduces the validation's decisions
  o.val_len = 6;
  o.val_words = 24;
  o.val_every = 10;
  const auto task = automata::make_builtin("parity");
  const LearnedModel validated = train_model(task, o, {}, progress_stream());
  TrainOptions plain = o;
  plain.val_len = 0;
  const LearnedModel last = train_model(task, plain, {}, nullptr);
  CHECK(!last.training.contains("validation"));
  const nlohmann::json& v = validated.training.at("validation");
  CHECK(v["lengths"] == nlohmann::json::array({4, 6}));
  CHECK(v["words"] == 24);
  CHECK(v["max_iter"] == nlohmann::json::array({16, 24}));  // min(max_iter 1000, 4 x the length)
  // Every val_every steps and at the last; the selected one is the best by the rule.
  const auto& history = v["history"];
  REQUIRE(history.size() == 8);
  const auto loss_of = [](const nlohmann::json& h) {
    return h["loss"].is_number() ? h["loss"].get<double>() : std::nan("");  // NaN is written as null
  };
  std::size_t best = 0;
  for (std::size_t i = 0; i < history.size(); ++i) {
    CHECK(history[i]["step"] == 10 * (i + 1));
    const double by4 = history[i]["sequence_accuracy_by_length"]["4"],
                 by6 = history[i]["sequence_accuracy_by_length"]["6"];
    CHECK(history[i]["sequence_accuracy"].get<double>() == Approx((by4 + by6) / 2).epsilon(1e-15));
    const double acc = history[i]["sequence_accuracy"], best_acc = history[best]["sequence_accuracy"];
    const double loss = loss_of(history[i]), best_loss = loss_of(history[best]);
    if (acc > best_acc || (acc == best_acc && (loss < best_loss || (std::isnan(best_loss) && !std::isnan(loss)))))
      best = i;
  }
  const nlohmann::json& selected = v["selected"];
  CHECK(selected.dump() == history[best].dump());
  CHECK(selected["step"] == kSelectedStep);
  CHECK(selected["sequence_accuracy_by_length"]["6"].get<double>() > 0.1);
  CHECK(history[7]["sequence_accuracy_by_length"]["6"] == 0.0);
  // The weights: not those of the last step (validation changes no training step).
  bool same = true;
  for (const auto& [name, t] : last.weights) same = same && t.values == validated.weights.at(name).values;
  CHECK(!same);
  // The runtime (fp64, the validation's caps) on the validation words: the recorded accuracy and
  // convergence of the selected weights.
  const auto words = validation_words(task, o);
  REQUIRE(words.size() == 48);
  const auto [right, converged] = right_and_converged(validated, task, words, {4, 6});
  CHECK(right > 0);
  CHECK(static_cast<double>(right) / 48.0 == Approx(selected["sequence_accuracy"].get<double>()).epsilon(1e-15));
  CHECK(static_cast<double>(converged) / 48.0 == Approx(selected["converged"].get<double>()).epsilon(1e-15));
  // Validating only at the last step selects the last weights, bit for bit those of a plain run.
  TrainOptions at_end = o;
  at_end.val_every = 80;
  const LearnedModel end = train_model(task, at_end, {}, nullptr);
  CHECK(end.training["validation"]["selected"]["step"] == 80);
  for (const auto& [name, t] : last.weights) CHECK(t.values == end.weights.at(name).values);
}

// CHECK(x) expanded to text: Catch2's expands to INTERNAL_CATCH_TEST's Catch:: code, libtorch's to
// glog's "... ? (void) 0 : google::LogMessageVoidify() & google::LogMessageFatal(...)" (Debian's
// libtorch logs through glog) or c10's own "::c10::LoggerVoidify() & ...".
#define LRNNC_TEXT_OF(...) #__VA_ARGS__
#define LRNNC_EXPANDED_TEXT_OF(...) LRNNC_TEXT_OF(__VA_ARGS__)

TEST_CASE("CHECK in the libtorch tests is Catch2's, not libtorch's fatal check", "[learned-torch][quick]") {
  const std::string expansion = LRNNC_EXPANDED_TEXT_OF(CHECK(x));
  INFO(expansion);
  CHECK(expansion.find("Catch::") != std::string::npos);
  CHECK(expansion.find("google::") == std::string::npos);
  CHECK(expansion.find("c10::") == std::string::npos);
}
