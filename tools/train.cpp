// lrnnc train SPEC --arch ARCH [--layers L] [--d-model D] [--heads H] [--head-dim N] [--state N]
//   [--train-len A..B] [--steps N] [--batch B] [--lr LR] [--weight-decay W] [--warmup N] [--seed S]
//   [--expand E] [--threads T] [--dtype fp32|fp64] [--patience N] [--checkpoint-every N] [--max-memory BYTES]
//   [--val-len N] [--val-words N] [--val-every N] [--fp-* ...] [--fp-contraction W] -o OUT
// Trains a learned LRNN on the task's words with libtorch (learned/torch/train.hpp, in the training
// module that tools/train-module.hpp opens) and writes
// OUT.json + OUT.safetensors (docs/LEARNED.md). Progress on stderr; a checkpoint OUT.ckpt every few
// hundred steps, from which the same command resumes; removed when the model is written.
// Before libtorch is loaded: the options, the memory the run needs (learned/train-memory.hpp,
// against --max-memory) and that OUT's folder exists and takes files; each failure is one line,
// exit 2.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <optional>

#include <nlohmann/json.hpp>

#include "automata/io-json.hpp"
#include "automata/minimize.hpp"
#include "common/error.hpp"
#include "common/printable.hpp"
#include "learned/model.hpp"
#include "learned/train-memory.hpp"
#include "tools/byte-size.hpp"
#include "tools/cli-values.hpp"
#include "tools/commands.hpp"
#include "tools/model-report.hpp"
#include "tools/train-module.hpp"

namespace lrnnc::tools {

namespace {

struct TrainCliOptions {
  SpecOptions spec;
  std::string arch, train_len, dtype = "fp32", out;  // train_len empty: the architecture's recipe
  bool json = false;
  std::size_t layers = 1, d_model = 32, heads = 2, head_dim = 0, state = 0, expand = 2, d_state = 16;
  std::size_t steps = 0, batch = 0, warmup = 0, patience = 0, checkpoint_every = 0, threads = 1;
  double lr = 0, weight_decay = -1;
  std::uint64_t seed = 1, max_memory = 0;
  learned::FixedPointOptions fp;  // threshold, max_iter, max_iter_train (learned/model.hpp's defaults)
  // 0: the architecture's (learned::default_fixed_point)
  double fp_quantile = 0, fp_damping = 0, fp_damping_decay = 0;
  std::size_t fp_damping_patience = 0;
  std::optional<double> fp_contraction, fp_contraction_bound;  // unset: the architecture's
  std::string fp_solver = "native-step";
  std::optional<std::size_t> val_len;  // unset: the architecture's
  std::size_t val_words = 0, val_every = 0;
};

// "A..B" with 1 <= A <= B <= 10^5.
std::pair<std::size_t, std::size_t> parse_range(const std::string& text) {
  if (const auto range = learned::parse_train_len(text)) return *range;
  throw Error("--train-len expects A..B with 1 <= A <= B <= 100000 (e.g. 3..40), found '" + printable(text) + "'");
}

std::filesystem::path base_path(const std::string& out) {
  std::filesystem::path p(out);
  if (p.extension() == ".json") p.replace_extension();
  return p;
}

learned::TrainOptions train_options(const TrainCliOptions& o) {
  // The architecture's recipe (learned/train-options.hpp); 0 / -1 / empty here = keep it.
  learned::TrainOptions t = learned::recipe_defaults(learned::parse_arch(o.arch));
  t.layers = o.layers;
  t.d_model = o.d_model;
  t.heads = o.heads;
  t.head_dim = o.head_dim;
  t.state = o.state;
  t.expand = o.expand;
  t.d_state = o.d_state;
  if (!o.train_len.empty()) std::tie(t.min_len, t.max_len) = parse_range(o.train_len);
  if (o.steps) t.steps = o.steps;
  if (o.batch) t.batch = o.batch;
  if (o.lr > 0) t.lr = o.lr;
  if (o.weight_decay >= 0) t.weight_decay = o.weight_decay;
  if (o.warmup) t.warmup = o.warmup;
  if (o.patience) t.patience = o.patience;
  if (o.checkpoint_every) t.checkpoint_every = o.checkpoint_every;
  t.seed = o.seed;
  t.threads = static_cast<int>(o.threads);
  if (o.dtype != "fp32" && o.dtype != "fp64") throw Error("--dtype expects fp32 or fp64, found " + quote(o.dtype));
  t.float64 = o.dtype == "fp64";
  t.fixed_point.threshold = o.fp.threshold;
  t.fixed_point.max_iter = o.fp.max_iter;
  t.fixed_point.max_iter_train = o.fp.max_iter_train;
  if (o.fp_quantile > 0) t.fixed_point.quantile_train = o.fp_quantile;
  if (o.fp_damping > 0) t.fixed_point.damping = o.fp_damping;
  if (o.fp_damping_decay > 0) t.fixed_point.damping_decay = o.fp_damping_decay;
  if (o.fp_damping_patience > 0) t.fixed_point.damping_patience = o.fp_damping_patience;
  if (o.fp_contraction) t.fp_contraction = *o.fp_contraction;
  if (o.fp_contraction_bound) t.fp_contraction_bound = *o.fp_contraction_bound;
  const auto solver = learned::parse_fp_solver(o.fp_solver);
  if (!solver) throw Error("--fp-solver expects native, native-step or libtorch, found " + quote(o.fp_solver));
  t.fp_solver = *solver;
  // Without --val-len the validation length follows the training lengths (4x the longest for a
  // fixed-point architecture).
  t.val_len = o.val_len ? *o.val_len : learned::default_val_len(t.arch.type, t.max_len);
  if (o.val_words) t.val_words = o.val_words;
  if (o.val_every) t.val_every = o.val_every;
  t.max_memory = o.max_memory;
  return t;
}

// OUT must name files in a folder that exists and takes new files: checked by creating (and
// removing) OUT.ckpt.tmp, the name the first checkpoint is written under, so that a missing or
// read-only folder is found now and not at the first checkpoint or after the whole run.
void check_output(const std::string& out, const std::filesystem::path& base) {
  namespace fs = std::filesystem;
  if (base.filename().empty() || base.filename() == "." || base.filename() == "..")
    throw Error("-o expects a file prefix OUT (writes OUT.json and OUT.safetensors), found the folder '" +
                printable(out) + "'");
  const fs::path dir = base.parent_path().empty() ? fs::path(".") : base.parent_path();
  std::error_code ec;
  if (!fs::is_directory(dir, ec))
    throw Error("-o: the folder '" + printable(dir.string()) + "' of '" + printable(out) +
                (fs::exists(dir, ec) ? "' is not a folder" : "' does not exist (create it first)"));
  for (const char* ext : {".json", ".safetensors", ".ckpt"}) {
    fs::path file = base;
    file += ext;
    if (fs::is_directory(file, ec)) throw Error("-o: '" + printable(file.string()) + "' is a folder, expected a file");
  }
  fs::path probe = base;
  probe += ".ckpt.tmp";
  const bool existed = fs::exists(probe, ec);
  const int fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) {
    const int err = errno;
    throw Error("-o: cannot write '" + printable(probe.string()) + "' in the folder '" + printable(dir.string()) +
                "': " + std::strerror(err));
  }
  ::close(fd);
  if (!existed) fs::remove(probe, ec);
}

void run_train(const TrainCliOptions& o) {
  // Everything is checked before anything is trained (and before saying libtorch is missing).
  const learned::TrainOptions options = train_options(o);
  // The model's files (and the checkpoint) must not be the automaton's.
  const std::string out_stem = base_path(o.out).string();
  refuse_overwriting_inputs({{"-o", out_stem + ".json"}, {"-o", out_stem + ".safetensors"}, {"-o", out_stem + ".ckpt"}},
                            spec_input_files(o.spec));
  const automata::Dfa task = automata::minimize(load_spec(one_spec(o.spec, "train"), o.spec));
  learned::check_train_memory(learned::train_config(task, options), options,
                              "lower --batch, --train-len, --d-model, --state, --head-dim or --layers, or raise "
                              "--max-memory");
  const std::filesystem::path base = base_path(o.out);
  check_output(o.out, base);
  const learned::TrainModule& trainer = train_module();
  std::filesystem::path checkpoint = base;
  checkpoint += ".ckpt";
  learned::LearnedModel model = trainer.train_model(task, options, checkpoint, &std::cerr);
  model.automaton = nlohmann::json::parse(automata::dfa_to_json(task));
  learned::save_model(model, base, options.float64 ? lrnn::WeightDtype::f64 : lrnn::WeightDtype::f32);
  std::error_code ignored;
  std::filesystem::remove(checkpoint, ignored);
  std::filesystem::path manifest = base;
  manifest += ".json";
  if (o.json) {
    std::filesystem::path weights = base;
    weights += ".safetensors";
    std::cout << nlohmann::json{{"manifest", manifest.string()},
                                {"weights", weights.string()},
                                {"arch", learned::to_string(options.arch)},
                                {"training", model.training}}
                     .dump(2)
              << "\n";
    return;
  }
  std::cout << "wrote " << manifest.string() << " (" << learned::to_string(options.arch) << ", "
            << model.training["steps_done"].get<std::int64_t>()
            << " steps, stopped: " << model.training["stopped"].get<std::string>() << ", sequence accuracy at lengths "
            << options.min_len << ".." << options.max_len << ": "
            << model.training["final"]["sequence_accuracy"].get<double>() << ")\n";
}

// The model's shape: --layers, --d-model, --heads, --head-dim, --state, --expand, --d-state.
void add_model_options(CLI::App& sub, const std::shared_ptr<TrainCliOptions>& o) {
  add_integer_option(sub, "--layers", o->layers, 1, 64, "Layers");
  add_integer_option(sub, "--d-model", o->d_model, 1, 4096, "Model width d");
  add_integer_option(sub, "--heads", o->heads, 1, 4096, "deltaproduct: heads H");
  add_integer_option(sub, "--head-dim", o->head_dim, 0, 4096, "deltaproduct: head dimension n (0: d / H)");
  add_integer_option(sub, "--state", o->state, 0, 4096,
                     "diag: state size n (0: d); fprnn, fpmamba: d_inner (0: expand x d)");
  add_integer_option(sub, "--expand", o->expand, 1, 4096, "fprnn, fpmamba: d_inner = expand x d_model");
  add_integer_option(sub, "--d-state", o->d_state, 1, 4096, "fpmamba: N, the state's columns per channel");
}

// The training run: word lengths, steps, the optimizer, memory, validation, seed, threads and dtype.
void add_training_options(CLI::App& sub, const std::shared_ptr<TrainCliOptions>& o) {
  sub.add_option("--train-len", o->train_len,
                 "Training word lengths A..B, uniform (default: 16..16 for fprnn and fpmamba, 3..40 for the others)");
  add_integer_option(sub, "--steps", o->steps, 0, 100'000'000, "Training steps (0: the default)");
  add_integer_option(sub, "--batch", o->batch, 0, 1'000'000, "Words per step (0: the default)");
  add_real_option(sub, "--lr", o->lr, 0, 10, false, "Peak learning rate (0: the default)");
  add_real_option(sub, "--weight-decay", o->weight_decay, -1, 10, false, "AdamW weight decay (-1: the default)");
  add_integer_option(sub, "--warmup", o->warmup, 0, 100'000'000, "Warmup steps (0: the default)");
  add_integer_option(sub, "--patience", o->patience, 0, 100'000'000,
                     "Stop once training sequence accuracy has been 1.0 this many steps (0: the default)");
  add_integer_option(sub, "--checkpoint-every", o->checkpoint_every, 0, 100'000'000,
                     "Steps between checkpoints OUT.ckpt (0: the default)");
  sub.add_option_function<std::string>(
         "--max-memory", [o](const std::string& text) { o->max_memory = parse_max_memory(text); },
         "Memory the run may need (estimated from the options before the first step): a byte count such as "
         "4G or 512M in [1M, 1P]; 0: half the machine's memory")
      ->type_name("BYTES")
      ->default_str("0");
  sub.add_option_function<std::string>(
         "--val-len",
         [o](const std::string& text) { o->val_len = parse_option_integer("--val-len", text, 0, 100'000); },
         "Validation word length: keep the weights that are right on the most validation words at a converged fixed "
         "point (0: no validation, the last weights; default: 4x the longest training length for fprnn and fpmamba, "
         "0 for the others)")
      ->type_name("N");
  add_integer_option(sub, "--val-words", o->val_words, 0, 1'000'000, "Validation words (0: the default, 256)");
  add_integer_option(sub, "--val-every", o->val_every, 0, 100'000'000,
                     "Steps between validations (0: the default, 100)");
  add_integer_option(sub, "--seed", o->seed, 0, std::numeric_limits<std::uint64_t>::max(), "Seed (weights and data)");
  add_integer_option(sub, "--threads", o->threads, 1, kMaxThreads, "libtorch threads");
  sub.add_option("--dtype", o->dtype, "Training precision and weight file dtype: fp32 or fp64")->capture_default_str();
}

// The fixed-point layers' iteration and its training: --fp-*.
void add_fixed_point_options(CLI::App& sub, const std::shared_ptr<TrainCliOptions>& o) {
  add_real_option(sub, "--fp-threshold", o->fp.threshold, 0, 1e6, true, "fprnn, fpmamba: relative residue to stop at");
  add_integer_option(sub, "--fp-max-iter", o->fp.max_iter, 1, 100'000, "fprnn, fpmamba: iterations cap when running");
  sub.add_option_function<std::string>(
         "--fp-max-iter-train",
         [o](const std::string& text) {
           o->fp.max_iter_train = text == "random"   ? learned::kRandomMaxIterTrain
                                  : text == "length" ? learned::kLengthMaxIterTrain
                                                     : parse_option_integer("--fp-max-iter-train", text, 1, 100'000);
         },
         "fprnn, fpmamba: iterations cap in training [1, 10^5], length: the batch's word length in letters, or "
         "random: ceil(Gamma(4, L/16 + 1)) per batch of length L")
      ->type_name("N|length|random")
      ->default_str("length");
  add_real_option(sub, "--fp-quantile", o->fp_quantile, 0, 1, false,
                  "Batch quantile that must converge in training (0: the default, 0.9 for fprnn, 0.75 for fpmamba)");
  add_real_option(sub, "--fp-damping", o->fp_damping, 0, 1, false,
                  "Initial damping s (0: the default, 1 for fprnn, 0.99 for fpmamba)");
  add_real_option(sub, "--fp-damping-decay", o->fp_damping_decay, 0, 1, false,
                  "Factor of s after --fp-damping-patience iterations without a lower residue (0: the default, 1 "
                  "for fprnn, 0.9 for fpmamba)");
  add_integer_option(sub, "--fp-damping-patience", o->fp_damping_patience, 0, 100'000,
                     "Iterations without a lower residue before s decays (0: the default, 15)");
  sub.add_option_function<std::string>(
         "--fp-contraction",
         [o](const std::string& text) {
           o->fp_contraction = parse_option_real("--fp-contraction", text, 0, 1e6, false, "a number");
         },
         "fprnn: weight of the contraction penalty, which pushes each position's iteration map below "
         "--fp-contraction-bound in spectral norm, in [0, 10^6] (0: none, the official recipe; default: 10 for "
         "householder and dplr mixers, 0 for kronecker)")
      ->type_name("W");
  sub.add_option_function<std::string>(
         "--fp-contraction-bound",
         [o](const std::string& text) {
           o->fp_contraction_bound = parse_option_real("--fp-contraction-bound", text, 0, 1e6, true, "a number");
         },
         "fprnn: the spectral norm above which the contraction penalty acts, in (0, 10^6]")
      ->type_name("B")
      ->default_str("0.9");
  sub.add_option("--fp-solver", o->fp_solver,
                 "Where the no-gradient fixed-point iterations run: native-step (lrnnc's float32 solver, and "
                 "the step's forward and gradient too for fprnn with a householder or dplr mixer; the others "
                 "as native), native (the solver only; fp32 training) or libtorch (op by op, as before them; "
                 "always for --dtype fp64)")
      ->type_name("S")
      ->default_str("native-step");
}

}  // namespace

void setup_train(CLI::App& app) {
  auto o = std::make_shared<TrainCliOptions>();
  CLI::App* sub = app.add_subcommand(
      "train", "Train a learned LRNN (diag, DeltaNet/DeltaProduct, Fixed-Point RNN) on the words of an automaton");
  add_spec_options(*sub, o->spec);
  sub->add_option(
         "--arch", o->arch,
         "diag:[0,1] diag:[-1,1] deltanet:[0,1] deltanet:[-1,1] deltaproduct:R:[0,1] deltaproduct:R:[-1,1] "
         "fprnn:householder:R fprnn:dplr:R fprnn:kronecker fpmamba:householder:R fpmamba:dplr:R fpmamba:kronecker")
      ->required();
  sub->add_option("-o,--out", o->out, "Output: OUT writes OUT.json and OUT.safetensors")->required();
  sub->add_flag("--json", o->json,
                "Print {\"manifest\", \"weights\", \"arch\", \"training\": the model's training record} instead of "
                "the one line");
  add_model_options(*sub, o);
  add_training_options(*sub, o);
  add_fixed_point_options(*sub, o);
  sub->callback([o] { run_train(*o); });
}

}  // namespace lrnnc::tools
