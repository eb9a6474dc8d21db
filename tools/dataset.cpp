// lrnnc dataset SPEC -o OUT.{csv,jsonl,npz} (--length LIST | --preset NAME --split train|test)
//   [--words N] [--seed S] [--labels all|final] [--format F] [--json]
// Writes labelled words of the automaton in the formats of the state-tracking literature
// (experiments/dataset.hpp has the exact definitions; docs/FORMATS.md the layouts).
#include <chrono>
#include <filesystem>
#include <iostream>
#include <limits>
#include <memory>

#include <nlohmann/json.hpp>

#include "common/error.hpp"
#include "common/paths.hpp"
#include "experiments/dataset.hpp"
#include "tools/cli-values.hpp"
#include "tools/commands.hpp"
#include "tools/spec.hpp"
#include "tools/text-output.hpp"

namespace lrnnc::tools {

namespace {

struct DatasetCliOptions {
  SpecOptions spec;
  std::string output, format, length, preset, split, labels = "all";
  std::uint64_t words = 1000, seed = 1;
  bool json = false;
};

experiments::DatasetFormat dataset_format(const DatasetCliOptions& o) {
  std::string f = o.format;
  if (f.empty()) {
    const std::string ext = std::filesystem::path(o.output).extension().string();
    f = ext == ".csv" ? "csv" : ext == ".jsonl" ? "jsonl" : ext == ".npz" ? "npz" : "";
    if (f.empty())
      throw Error("-o " + quote(o.output) + ": unknown extension " + quote(ext) +
                  ", expected .csv, .jsonl or .npz (or give --format)");
  }
  if (f == "csv") return experiments::DatasetFormat::csv;
  if (f == "jsonl") return experiments::DatasetFormat::jsonl;
  if (f == "npz") return experiments::DatasetFormat::npz;
  throw Error("--format: expected csv, jsonl or npz, found " + quote(f));
}

// The lengths and the generator base: --length, or the preset's split.
void dataset_lengths(const DatasetCliOptions& o, experiments::DatasetOptions& d) {
  if (!o.preset.empty()) {
    if (!o.length.empty()) throw Error("--length and --preset exclude each other: a preset sets the lengths");
    if (o.split != "train" && o.split != "test")
      throw Error("--preset needs --split train or --split test" +
                  (o.split.empty() ? std::string() : ", found " + quote(o.split)));
    const experiments::DatasetPreset& p = experiments::dataset_preset(o.preset);
    d.lengths = o.split == "train" ? p.train : p.test;
    d.stream = o.split == "train" ? o.seed : o.seed + (std::uint64_t{1} << 63);
    return;
  }
  if (!o.split.empty()) throw Error("--split goes with --preset");
  if (o.length.empty()) throw Error("dataset needs --length (e.g. 16, 3..40 or 16,32,64) or --preset");
  d.lengths = experiments::parse_dataset_lengths("--length", o.length);
  d.stream = o.seed;
}

nlohmann::json report_json(const DatasetCliOptions& o, const experiments::DatasetOptions& d,
                           const experiments::DatasetReport& r, const automata::Dfa& dfa) {
  nlohmann::json lengths = nlohmann::json::array();
  for (const auto& item : d.lengths) lengths.push_back(experiments::dataset_lengths_text(item));
  return {{"output", o.output},
          {"format", d.format == experiments::DatasetFormat::csv     ? "csv"
                     : d.format == experiments::DatasetFormat::jsonl ? "jsonl"
                                                                     : "npz"},
          {"words", r.words},
          {"tokens", r.tokens},
          {"lengths", lengths},
          {"seed", o.seed},
          {"preset", o.preset.empty() ? nlohmann::json(nullptr) : nlohmann::json(o.preset)},
          {"split", o.split.empty() ? nlohmann::json(nullptr) : nlohmann::json(o.split)},
          {"labels", o.labels},
          {"letters", dfa.alphabet().names()},
          {"label_names", dfa.labels()},
          {"bytes", r.bytes}};
}

void run_dataset(const DatasetCliOptions& o) {
  const Spec spec = [&] {
    const std::vector<Spec> specs = collect_specs(o.spec);
    if (specs.size() != 1) throw Error("dataset takes exactly one automaton, found " + std::to_string(specs.size()));
    return specs[0];
  }();
  experiments::DatasetOptions d;
  d.format = dataset_format(o);
  dataset_lengths(o, d);
  if (o.labels != "all" && o.labels != "final")
    throw Error("--labels: expected all or final, found " + quote(o.labels));
  d.labels = o.labels == "all" ? experiments::DatasetLabels::all : experiments::DatasetLabels::final;
  d.words = o.words;
  d.seed = o.seed;
  d.output = o.output;
  refuse_overwriting_inputs({{"-o", o.output}}, spec_input_files(o.spec));
  const automata::Dfa dfa = load_spec(spec, o.spec);
  // Progress once the run has taken 2 s (the writer calls at most every 2 s, and once at the end).
  const auto start = std::chrono::steady_clock::now();
  d.progress = [start](std::uint64_t done, std::uint64_t all) {
    if (std::chrono::steady_clock::now() - start < std::chrono::seconds(2)) return;
    std::cerr << "lrnnc dataset: " << done << "/" << all << " words written\n";
  };
  const experiments::DatasetReport r = experiments::write_dataset(dfa, d);
  if (o.json) return print_json(report_json(o, d, r, dfa));
  std::cerr << "wrote " << o.output << ": " << r.words << " words, " << r.tokens << " tokens of " << spec.describe()
            << "\n";
}

std::string preset_help() {
  std::string text = "A standard protocol's lengths (with --split):";
  for (const auto& p : experiments::dataset_presets()) text += "\n  " + p.name + ": " + p.description;
  return text;
}

}  // namespace

void setup_dataset(CLI::App& app) {
  auto options = std::make_shared<DatasetCliOptions>();
  CLI::App* sub = app.add_subcommand(
      "dataset",
      "Write labelled words of an automaton: the word-problem CSV (seed,input,target), JSON lines or numpy .npz");
  add_spec_options(*sub, options->spec);
  sub->add_option("-o,--output", options->output, "Output file: .csv, .jsonl or .npz")->required();
  sub->add_option("--format", options->format, "csv, jsonl or npz (default: from the extension)");
  sub->add_option("--length", options->length,
                  "Word lengths: L, A..B (uniform in [A, B]) or a comma-separated list of them, --words words each");
  add_integer_option(*sub, "--words", options->words, 0, experiments::kMaxDatasetTokens,
                     "Words per length item (per split with --preset)");
  add_integer_option(*sub, "--seed", options->seed, 0, std::numeric_limits<std::uint64_t>::max() >> 1,
                     "Word i is drawn from mt19937_64(seed + i) (the test split of a preset: seed + 2^63 + i)");
  sub->add_option("--labels", options->labels, "all (a label per position, default) or final (the last one)");
  sub->add_option("--preset", options->preset, preset_help());
  sub->add_option("--split", options->split, "train or test (with --preset)");
  sub->add_flag("--json", options->json,
                "Print {\"output\", \"format\", \"words\", \"tokens\", \"lengths\", \"seed\", \"preset\", \"split\", "
                "\"labels\", \"letters\", \"label_names\", \"bytes\"} on stdout instead of the line on stderr");
  sub->callback([options] { run_dataset(*options); });
}

}  // namespace lrnnc::tools
