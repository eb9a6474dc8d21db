// lrnnc score PREDICTIONS SPEC [--labels all|final] [--max-bytes N] [--json]
// Scores another program's predictions (.csv, .jsonl, .npz) against the automaton's labels
// (experiments/score.hpp has the measures; docs/FORMATS.md the files).
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

#include <nlohmann/json.hpp>

#include "common/error.hpp"
#include "experiments/score.hpp"
#include "tools/byte-size.hpp"
#include "tools/commands.hpp"
#include "tools/spec.hpp"
#include "tools/text-output.hpp"

namespace lrnnc::tools {

namespace {

struct ScoreCliOptions {
  SpecOptions spec;
  std::string predictions, labels = "all";
  std::uint64_t max_bytes = std::uint64_t{4} << 30;
  bool json = false;
};

double ratio(std::uint64_t a, std::uint64_t b) {
  return b == 0 ? 0.0 : static_cast<double>(a) / static_cast<double>(b);
}

// The lower median of the first failures (0 when no word failed).
std::size_t median_failure(const experiments::ScoreReport& r) {
  std::uint64_t failed = r.words - r.no_failure, seen = 0;
  for (const auto& [position, words] : r.first_failure)
    if ((seen += words) * 2 >= failed) return position;
  return 0;
}

nlohmann::json score_json(const ScoreCliOptions& o, const experiments::ScoreReport& r) {
  nlohmann::json lengths = nlohmann::json::array(), prefix = nlohmann::json::array(),
                 failures = nlohmann::json::object();
  for (const auto& l : r.by_length)
    lengths.push_back({{"length", l.length},
                       {"words", l.words},
                       {"token_accuracy", ratio(l.correct_tokens, l.tokens)},
                       {"sequence_accuracy", ratio(l.correct_words, l.words)}});
  for (const auto& p : r.prefix)
    prefix.push_back(
        {{"prefix", p.prefix}, {"words", p.words}, {"sequence_accuracy", ratio(p.correct_words, p.words)}});
  for (const auto& [position, words] : r.first_failure) failures[std::to_string(position)] = words;
  const bool all = r.labels == experiments::DatasetLabels::all;
  return {{"predictions", o.predictions},
          {"labels", o.labels},
          {"words", r.words},
          {"tokens", r.tokens},
          {"token_accuracy", ratio(r.correct_tokens, r.tokens)},
          {"sequence_accuracy", ratio(r.correct_words, r.words)},
          {"nonfinite", r.nonfinite},
          {"targets_checked", r.targets_checked},
          {"by_length", lengths},
          {"prefix", all ? prefix : nlohmann::json(nullptr)},
          {"first_failure", all ? failures : nlohmann::json(nullptr)},
          {"first_failure_median",
           all && r.words > r.no_failure ? nlohmann::json(median_failure(r)) : nlohmann::json(nullptr)},
          {"no_failure", all ? nlohmann::json(r.no_failure) : nlohmann::json(nullptr)}};
}

// Four significant digits for the tables.
std::string acc_text(std::uint64_t a, std::uint64_t b) {
  std::ostringstream s;
  s << std::setprecision(4) << ratio(a, b);
  return s.str();
}

void print_score(const experiments::ScoreReport& r) {
  std::cout << r.words << " words, " << r.tokens << " scored positions: token accuracy "
            << acc_text(r.correct_tokens, r.tokens) << ", sequence accuracy " << acc_text(r.correct_words, r.words)
            << "; positions without a prediction: " << r.nonfinite;
  if (r.targets_checked) std::cout << "; the file's " << r.targets_checked << " targets are the automaton's labels";
  std::cout << "\n\n";
  std::vector<std::vector<std::string>> rows{{"length", "words", "token acc", "sequence acc"}};
  for (const auto& l : r.by_length)
    rows.push_back({std::to_string(l.length), std::to_string(l.words), acc_text(l.correct_tokens, l.tokens),
                    acc_text(l.correct_words, l.words)});
  print_columns(rows, [](std::size_t) { return false; });
  if (r.prefix.empty()) return;
  // Prefix accuracy at 1, 2, 4, ... and the longest prefix (the JSON has every prefix).
  std::vector<std::vector<std::string>> prefix{{"prefix", "words", "sequence acc"}};
  for (std::size_t p = 1; p <= r.prefix.size(); p = p == r.prefix.size() ? p + 1 : std::min(2 * p, r.prefix.size())) {
    const auto& x = r.prefix[p - 1];
    prefix.push_back({std::to_string(x.prefix), std::to_string(x.words), acc_text(x.correct_words, x.words)});
  }
  std::cout << "\ncumulative sequence accuracy by prefix length\n";
  print_columns(prefix, [](std::size_t) { return false; });
  std::cout << "\nfirst failure: " << r.no_failure << " of " << r.words << " words have none";
  if (r.words > r.no_failure)
    std::cout << "; earliest at position " << r.first_failure.begin()->first << ", median " << median_failure(r);
  std::cout << "\n";
}

void run_score(const ScoreCliOptions& o) {
  const std::vector<Spec> specs = collect_specs(o.spec);
  if (specs.size() != 1) throw Error("score takes exactly one automaton, found " + std::to_string(specs.size()));
  if (o.labels != "all" && o.labels != "final")
    throw Error("--labels: expected all or final, found " + quote(o.labels));
  const automata::Dfa dfa = load_spec(specs[0], o.spec);
  experiments::Scorer scorer(dfa,
                             o.labels == "all" ? experiments::DatasetLabels::all : experiments::DatasetLabels::final);
  experiments::score_file(o.predictions, scorer, o.max_bytes);
  const experiments::ScoreReport r = scorer.report();
  if (o.json) return print_json(score_json(o, r));
  print_score(r);
}

}  // namespace

void setup_score(CLI::App& app) {
  auto options = std::make_shared<ScoreCliOptions>();
  CLI::App* sub = app.add_subcommand(
      "score", "Score another program's predictions (.csv, .jsonl, .npz) against an automaton's labels");
  sub->add_option("PREDICTIONS", options->predictions,
                  "The words and their predictions: .csv (input,prediction[,target]), .jsonl or .npz")
      ->required();
  add_spec_options(*sub, options->spec);
  sub->add_option("--labels", options->labels, "all (a prediction per position, default) or final (one per word)");
  sub->add_option_function<std::string>(
         "--max-bytes",
         [options](const std::string& text) {
           options->max_bytes = parse_byte_size("--max-bytes", text, 1, std::uint64_t{1} << 40);
         },
         "The largest .npz file read (it is read whole; default 4G)")
      ->type_name("SIZE");
  sub->add_flag("--json", options->json,
                "Print {\"predictions\", \"labels\", \"words\", \"tokens\", \"token_accuracy\", \"sequence_accuracy\", "
                "\"nonfinite\", \"targets_checked\", \"by_length\", \"prefix\", \"first_failure\", "
                "\"first_failure_median\", \"no_failure\"}");
  sub->callback([options] { run_score(*options); });
}

}  // namespace lrnnc::tools
