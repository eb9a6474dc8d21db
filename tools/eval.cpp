// lrnnc run MODEL --word "w1 w2 ..." [--dtype POLICY] [--order O] [--max-memory BYTES] [--json]
// lrnnc eval MODEL [SPEC] --dtype LIST --lengths LIST [--words K] [--seed S] [--order O] [--threads T]
//   [--device cpu] [--fp-stop word|batch] [--max-memory BYTES] [--json]
// A learned model (docs/LEARNED.md) on one word, or on random words against its task, under
// arithmetic policies (learned/forward.hpp, learned/eval.hpp). Both estimate the memory of the run
// from the model and the word lengths before allocating it (learned/forward-memory.hpp) and refuse,
// in one line, a run over --max-memory (default: half the machine's memory).
#include <algorithm>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "automata/io-json.hpp"
#include "automata/minimize.hpp"
#include "common/error.hpp"
#include "common/printable.hpp"
#include "learned/eval.hpp"
#include "learned/forward-memory.hpp"
#include "learned/forward.hpp"
#include "learned/model-files.hpp"
#include "tools/byte-size.hpp"
#include "tools/cli-values.hpp"
#include "tools/cli.hpp"
#include "tools/commands.hpp"
#include "tools/model-report.hpp"
#include "tools/text-output.hpp"

namespace lrnnc::tools {

namespace {

// --fp-threshold / --fp-max-iter: every fixed-point layer's stopping rule for this run (0: the
// model's own, its manifest's fixed_point).
struct FixedPointOverride {
  double threshold = 0;
  std::size_t max_iter = 0;
};

void add_fixed_point_options(CLI::App& sub, FixedPointOverride& o) {
  add_real_option(sub, "--fp-threshold", o.threshold, 0, 1e6, false,
                  "fprnn, fpmamba: relative residue at which a word stops iterating (0: the model's)");
  add_integer_option(sub, "--fp-max-iter", o.max_iter, 0, 100'000,
                     "fprnn, fpmamba: iterations cap per word (0: the model's)");
}

learned::LearnedModel load_with(const std::string& model_arg, const FixedPointOverride& o) {
  learned::LearnedModel model = learned::load_model(learned::resolve_model(model_arg).manifest);
  learned::override_fixed_point(model.config, o.threshold, o.max_iter);
  return model;
}

struct RunCliOptions {
  std::string model, word, dtype = "fp64", order = "sequential";
  FixedPointOverride fp;
  std::uint64_t max_memory = 0;
  bool json = false;
};

// The output label of a prediction; a position with a non-finite logit has none ("-" in tables,
// null in JSON).
std::string output_text(const learned::LearnedModel& model, std::uint32_t prediction) {
  return prediction == learned::kNoPrediction ? std::string("-") : model.config.outputs[prediction];
}

void print_run_text(const learned::LearnedModel& model, const std::vector<std::uint32_t>& word,
                    const learned::ForwardResult& result) {
  std::vector<std::vector<std::string>> cells{{"t", "letter", "output"}};
  for (const std::string& o : model.config.outputs) cells[0].push_back("logit " + o);
  for (std::size_t t = 0; t < word.size(); ++t) {
    std::vector<std::string> row{std::to_string(t + 1), model.config.alphabet[word[t]],
                                 output_text(model, result.predictions[t])};
    for (double v : result.logits[t]) row.push_back(short_number(v));
    cells.push_back(std::move(row));
  }
  print_columns(cells, [](std::size_t c) { return c == 1 || c == 2; });
  if (!result.iterations.empty()) {
    std::cout << "fixed-point iterations (l*) per fprnn layer:";
    for (std::size_t l = 0; l < result.iterations.size(); ++l)
      std::cout << " " << result.iterations[l]
                << (result.converged[l] ? "" : " (not converged: the cap was reached or the iterate is not finite)");
    std::cout << "\n";
  }
}

// An upper bound on the bytes per position that run's output holds at once, besides the forward's:
// the table's row of 3 + K strings (the row's block, its header three times while the table grows,
// heap blocks for names longer than 15 bytes), or the JSON document's two array elements (16 bytes
// each, three times while the arrays grow), the output string and the row of K numbers, and the
// printed text held twice while it grows (32 bytes per number, the label escaped six times over);
// when Python runs the command (tools/cli.hpp, embedded), also the captured text, its three
// copies and (JSON) the parsed Python objects.
std::size_t run_output_bytes(const learned::ModelConfig& config, bool json) {
  const std::size_t K = config.outputs.size();
  std::size_t name = 0;
  for (const std::string& s : config.alphabet) name = std::max(name, s.size());
  for (const std::string& s : config.outputs) name = std::max(name, s.size());
  const std::size_t heap = name > 15 ? (name + 1 + 8 + 15) / 16 * 16 : 0;
  if (!json) {
    const std::size_t line = 2 * name + 12 * K + 32;  // a printed row (numbers of at most 10 characters)
    return 3 * 24 + 16 + (3 + K) * 32 + 2 * heap + (cli_embedded() ? 4 * line : 0);
  }
  const std::size_t text = 32 * K + 32 + 6 * name;
  std::size_t bytes = 2 * 3 * 16 + 48 + heap + 32 + (K * 16 + 8 + 15) / 16 * 16 + 2 * text;
  if (cli_embedded()) bytes += 4 * text + 160 + 32 * K + name;
  return bytes;
}

void run_run(const RunCliOptions& o) {
  learned::ForwardOptions fo;
  fo.policy = learned::forward_policy(o.dtype);
  fo.order = lrnn::parse_order(o.order);
  const learned::LearnedModel model = load_with(o.model, o.fp);
  const automata::Alphabet alphabet = automata::Alphabet::make(model.config.alphabet);
  const automata::Word parsed = alphabet.parse_word(o.word);
  // The parsed word and its copy, 4 bytes a letter each, and the output.
  learned::check_forward_memory(
      learned::forward_memory(model.config, fo, parsed.size(), 1, 8 + run_output_bytes(model.config, o.json)),
      o.max_memory, "run", "lower the word's length or raise --max-memory");
  const std::vector<std::uint32_t> word(parsed.begin(), parsed.end());
  const learned::Forward forward(model, fo);
  const learned::ForwardResult result = forward.run(word);
  if (!o.json) {
    print_run_text(model, word, result);
    return;
  }
  nlohmann::json outputs = nlohmann::json::array(), logits = nlohmann::json::array();
  for (std::size_t t = 0; t < word.size(); ++t) {
    const std::uint32_t p = result.predictions[t];
    outputs.push_back(p == learned::kNoPrediction ? nlohmann::json(nullptr) : nlohmann::json(model.config.outputs[p]));
    logits.push_back(result.logits[t]);
  }
  nlohmann::json j{{"outputs", outputs}, {"logits", logits}};
  if (!result.iterations.empty()) {
    j["iterations"] = result.iterations;
    j["converged"] = result.converged;
  }
  print_json(j);
}

struct EvalCliOptions {
  std::string model;
  SpecOptions spec;
  std::vector<std::string> dtypes, lengths;
  std::string order = "sequential";
  std::size_t words = 100, threads = 0;
  lrnn::Device device = lrnn::Device::cpu;
  std::uint64_t seed = 1;
  FixedPointOverride fp;
  std::string fp_stop = "word";
  std::uint64_t max_memory = 0;
  bool json = false;
};

std::vector<std::size_t> parse_lengths(const std::vector<std::string>& values) {
  std::vector<std::size_t> out;
  for (const std::string& value : values) {
    std::stringstream in(value);
    std::string item;
    while (std::getline(in, item, ','))
      out.push_back(static_cast<std::size_t>(parse_option_integer("--lengths", item, 1, 10'000'000)));
    if (value.empty() || value.back() == ',')
      throw Error("--lengths expects a comma-separated list, found " + quote(value));
  }
  if (out.empty()) throw Error("--lengths is required (e.g. --lengths 16,64,256)");
  return out;
}

// The task: the SPEC when given, else the automaton saved in the model.
automata::Dfa eval_task(const EvalCliOptions& o, const learned::LearnedModel& model) {
  if (spec_given(o.spec)) return load_spec(one_spec(o.spec, "eval"), o.spec);
  return learned::saved_task(model);
}

nlohmann::json eval_row_json(const learned::EvalRow& r) {
  nlohmann::json j{{"dtype", r.dtype},
                   {"order", r.order},
                   {"length", r.length},
                   {"words", r.words},
                   {"token_accuracy", r.token_accuracy},
                   {"sequence_accuracy", r.sequence_accuracy},
                   {"failing_words", r.failing_words},
                   {"nonfinite", r.nonfinite},
                   {"first_failure_median",
                    r.first_failure_median ? nlohmann::json(*r.first_failure_median) : nlohmann::json(nullptr)}};
  if (r.iterations_median) j["iterations_median"] = *r.iterations_median;
  if (r.iterations_min) j["iterations_min"] = *r.iterations_min;
  if (r.iterations_max) j["iterations_max"] = *r.iterations_max;
  if (r.converged) j["converged"] = *r.converged;
  return j;
}

void run_eval(const EvalCliOptions& o) {
  lrnn::require_device(o.device);
  if (o.device == lrnn::Device::cuda)
    throw Error("--device cuda: learned models run on the CPU only (the batched engine runs compiled networks)");
  learned::EvalOptions options;
  if (o.dtypes.empty()) throw Error("--dtype is required (e.g. --dtype fp32,bf16)");
  std::vector<std::string> names = split_dtypes(o.dtypes);
  for (const std::string& item : names) options.policies.push_back(learned::forward_policy(item));
  options.lengths = parse_lengths(o.lengths);
  options.words = o.words;
  options.seed = o.seed;
  options.order = lrnn::parse_order(o.order);
  options.threads = o.threads;
  if (o.fp_stop != "word" && o.fp_stop != "batch")
    throw Error("--fp-stop expects word or batch, found " + quote(o.fp_stop));
  options.batch_stop = o.fp_stop == "batch";
  options.max_memory = o.max_memory;
  const learned::LearnedModel model = load_with(o.model, o.fp);
  const automata::Dfa task = eval_task(o, model);
  std::size_t done = 0;
  const std::vector<learned::EvalRow> rows = learned::evaluate(model, task, options, [&](const learned::EvalRow& r) {
    std::cerr << "lrnnc eval: " << names[done++ / options.lengths.size()] << " length " << r.length
              << ": sequence accuracy " << r.sequence_accuracy << "\n";
  });
  if (o.json) {
    nlohmann::json results = nlohmann::json::array();
    for (const auto& r : rows) {
      results.push_back(eval_row_json(r));
      if (options.batch_stop && r.iterations_median) results.back()["fp_stop"] = "batch";
    }
    print_json(nlohmann::json{{"results", results}});
    return;
  }
  std::vector<std::vector<std::string>> cells{
      {"dtype", "order", "length", "words", "token acc", "sequence acc", "first failure (median)"}};
  const bool fprnn = rows.front().iterations_median.has_value();
  // Positions with a non-finite logit (counted as wrong): a column only when some row has one.
  const bool nonfinite =
      std::any_of(rows.begin(), rows.end(), [](const learned::EvalRow& r) { return r.nonfinite != 0; });
  if (nonfinite) cells[0].push_back("nonfinite");
  if (fprnn) cells[0].insert(cells[0].end(), {"l* (median)", "l* (min)", "l* (max)", "converged"});
  std::size_t i = 0;
  for (const auto& r : rows) {
    std::ostringstream tok, seq;
    tok << std::fixed << std::setprecision(4) << r.token_accuracy;
    seq << std::fixed << std::setprecision(4) << r.sequence_accuracy;
    std::vector<std::string> row{names[i++ / options.lengths.size()],
                                 r.order,
                                 std::to_string(r.length),
                                 std::to_string(r.words),
                                 tok.str(),
                                 seq.str(),
                                 r.first_failure_median ? std::to_string(*r.first_failure_median) : "-"};
    if (nonfinite) row.push_back(std::to_string(r.nonfinite));
    if (fprnn) {
      row.push_back(short_number(*r.iterations_median));
      row.push_back(r.iterations_min ? std::to_string(*r.iterations_min) : "-");
      row.push_back(r.iterations_max ? std::to_string(*r.iterations_max) : "-");
      std::ostringstream conv;
      conv << std::fixed << std::setprecision(4) << r.converged.value_or(0.0);
      row.push_back(conv.str());
    }
    cells.push_back(std::move(row));
  }
  print_columns(cells, [](std::size_t c) { return c <= 1; });
}

}  // namespace

void setup_run(CLI::App& app) {
  auto options = std::make_shared<RunCliOptions>();
  CLI::App* sub = app.add_subcommand(
      "run", "Run a learned model on one word under an arithmetic policy: the output label and logits per position");
  sub->add_option("MODEL", options->model, "Learned model: OUT, OUT.json or OUT.safetensors (docs/LEARNED.md)")
      ->required();
  sub->add_option("--word", options->word,
                  "The word: letters separated by spaces (\"0 1 1\"; one-byte letters also \"011\")")
      ->required();
  sub->add_option("--dtype", options->dtype, "Arithmetic policy (fp32, bf16, \"bf16,acc=fp32\", ...)")
      ->capture_default_str();
  sub->add_option("--order", options->order, "Evaluation order: sequential, scan, chunked:C (not for fprnn)")
      ->capture_default_str();
  add_fixed_point_options(*sub, options->fp);
  add_memory_limit_option(*sub, options->max_memory, "the run");
  sub->add_flag("--json", options->json,
                "Print {\"outputs\": [...], \"logits\": [[...]], \"iterations\": [...], \"converged\": [...]}");
  sub->callback([options] { run_run(*options); });
}

void setup_eval(CLI::App& app) {
  auto options = std::make_shared<EvalCliOptions>();
  CLI::App* sub = app.add_subcommand(
      "eval",
      "Evaluate a learned model on random words of its task: token and sequence accuracy per datatype and length");
  sub->add_option("MODEL", options->model, "Learned model: OUT, OUT.json or OUT.safetensors (docs/LEARNED.md)")
      ->required();
  add_spec_options(*sub, options->spec);
  sub->add_option("--dtype", options->dtypes, "Comma-separated formats or policies (fp32,bf16,\"bf16,acc=fp32\")")
      ->required();
  sub->add_option("--lengths", options->lengths, "Comma-separated word lengths (16,64,256)")->required();
  add_integer_option(*sub, "--words", options->words, 1, kMaxRandomWords, "Random words per length");
  add_integer_option(*sub, "--seed", options->seed, 0, std::numeric_limits<std::uint64_t>::max(),
                     "Seed of the random words (word i from std::mt19937_64(seed + i))");
  sub->add_option("--order", options->order, "Evaluation order: sequential, scan, chunked:C (not for fprnn)")
      ->capture_default_str();
  add_integer_option(*sub, "--threads", options->threads, 0, kMaxThreads, "Threads (0: all cores)");
  add_device_option(*sub, options->device);
  add_fixed_point_options(*sub, options->fp);
  sub->add_option("--fp-stop", options->fp_stop,
                  "fprnn, fpmamba: word: each word stops at its first residue below the threshold; batch: the official "
                  "evaluation, the words of a row iterate until the slowest has converged (l* is the row's)")
      ->type_name("word|batch")
      ->capture_default_str();
  add_memory_limit_option(*sub, options->max_memory, "the words that run at once");
  sub->add_flag("--json", options->json, "Print {\"results\": [one object per datatype and length]}");
  sub->callback([options] { run_eval(*options); });
}

}  // namespace lrnnc::tools
