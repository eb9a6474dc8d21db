// lrnnc realize MODEL [SPEC] --dtype POLICY [--order sequential] [--max-states N] [--max-memory BYTES]
//   [--json] [--automaton-out FILE] [--raw] [--words-out FILE]
// What a network computes in a finite format, for every word of every length (realize/realize.hpp):
// the breadth-first search of (network state bits, automaton state) pairs gives `proved`, the
// shortest failing word, or `bounded` (a proof up to a depth), and the automaton the network
// realizes (minimized, compared with the spec's, its monoid classified). MODEL is a compiled network
// or a learned model whose step is position-local (diag, DeltaNet, DeltaProduct); without a SPEC the
// automaton saved in the model is the spec. Exit code 0 for proved and bounded, 1 for a
// counterexample, 2 on bad input.
#include <chrono>
#include <iomanip>
#include <iostream>
#include <memory>

#include "automata/io-dot.hpp"
#include "automata/io-json.hpp"
#include "common/error.hpp"
#include "common/paths.hpp"
#include "learned/model-files.hpp"
#include "learned/train-memory.hpp"
#include "realize/load.hpp"
#include "realize/realize.hpp"
#include "tools/byte-size.hpp"
#include "tools/cli-values.hpp"
#include "tools/commands.hpp"
#include "tools/text-output.hpp"

namespace lrnnc::tools {

namespace {

struct RealizeCliOptions {
  std::string model;
  SpecOptions spec;
  std::string dtype, order = "sequential";
  std::size_t max_states = realize::RealizeOptions{}.max_pairs;
  std::uint64_t max_memory = 0;
  std::string automaton_out, words_out;
  bool raw = false, json = false;
};

std::optional<automata::Dfa> given_spec(const RealizeCliOptions& o) {
  if (!spec_given(o.spec)) return std::nullopt;
  return load_spec(one_spec(o.spec, "realize"), o.spec);
}

// Letter names separated by spaces (what parse_word and `lrnnc run --word` read in every alphabet).
std::string spaced_word(const automata::Alphabet& alphabet, const automata::Word& word) {
  std::string text;
  for (automata::Letter a : word) text += (text.empty() ? "" : " ") + alphabet.name(a);
  return text;
}

// A long word in runs ("1^255 0"); a short one as the alphabet writes it.
std::string word_text(const automata::Alphabet& alphabet, const automata::Word& word) {
  if (word.size() <= 24) return alphabet.format_word(word);
  std::string text;
  for (std::size_t i = 0; i < word.size();) {
    std::size_t j = i;
    while (j < word.size() && word[j] == word[i]) ++j;
    text += (text.empty() ? "" : " ") + alphabet.name(word[i]) + (j - i > 1 ? "^" + std::to_string(j - i) : "");
    i = j;
  }
  return text;
}

nlohmann::json report_json(const RealizeCliOptions& o, const realize::Target& target, const realize::RealizeReport& r) {
  nlohmann::json ce = nullptr;
  if (r.counterexample) {
    const auto& c = *r.counterexample;
    ce = {{"word", spaced_word(target.spec.alphabet(), c.word)},
          {"length", c.word.size()},
          {"decoded", c.decoded},
          {"expected", c.expected},
          {"non_finite", c.non_finite}};
  }
  nlohmann::json monoid = nullptr;
  if (r.monoid)
    monoid = {{"size", r.monoid->size},
              {"group", r.monoid->group},
              {"aperiodic", r.monoid->aperiodic},
              {"solvable", r.monoid->solvable}};
  const auto opt = [](const auto& v) { return v ? nlohmann::json(*v) : nlohmann::json(nullptr); };
  return {{"model", o.model},
          {"kind", target.kind},
          {"spec", target.spec_text},
          {"dtype", precision::to_string(target.policy)},
          {"order", "sequential"},
          {"verdict", realize::to_string(r.verdict)},
          {"pairs", r.pairs},
          {"depth", r.depth},
          {"cap", r.cap.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.cap)},
          {"counterexample", ce},
          {"realized_states", r.realized ? nlohmann::json(r.realized->num_states()) : nlohmann::json(nullptr)},
          {"minimized_states", r.minimized ? nlohmann::json(r.minimized->num_states()) : nlohmann::json(nullptr)},
          {"equals_spec", opt(r.equals_spec)},
          {"monoid", monoid},
          {"monoid_note", r.monoid_note.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.monoid_note)},
          {"bytes", r.bytes},
          {"seconds", r.seconds}};
}

std::string verdict_text(const realize::RealizeReport& r) {
  switch (r.verdict) {
    case realize::Verdict::proved: return "proved: right on every word of every length in this format";
    case realize::Verdict::counterexample: return "counterexample: a shortest failing word below";
    case realize::Verdict::bounded:
      return "bounded: every word of length <= " + std::to_string(r.depth) + " is right; " + r.cap;
  }
  return "";
}

void print_text(const RealizeCliOptions& o, const realize::Target& target, const realize::RealizeReport& r) {
  const auto row = [](const std::string& k, const std::string& v) {
    std::cout << std::left << std::setw(16) << k << v << "\n";
  };
  row("model", o.model + " (" + target.kind + ")");
  row("spec", target.spec_text);
  row("dtype", precision::to_string(target.policy));
  row("order", "sequential (the order a state-space search runs)");
  row("verdict", verdict_text(r));
  row("pairs", std::to_string(r.pairs) + " reachable (depth " + std::to_string(r.depth) + ")");
  if (r.counterexample) {
    const auto& c = *r.counterexample;
    row("shortest word", word_text(target.spec.alphabet(), c.word) + " (length " + std::to_string(c.word.size()) + ")");
    row("at its end",
        "decoded " + c.decoded + ", expected " + c.expected + (c.non_finite ? " (non-finite state)" : ""));
  }
  if (r.realized) {
    row("realized", std::to_string(r.realized->num_states()) + " states, " + std::to_string(r.minimized->num_states()) +
                        " minimized; " + (*r.equals_spec ? "equals" : "differs from") + " the spec's minimal machine");
  }
  if (r.monoid)
    row("monoid", std::to_string(r.monoid->size) + " elements: " + (r.monoid->group ? "group" : "not a group") + ", " +
                      (r.monoid->aperiodic ? "aperiodic" : "not aperiodic") + ", " +
                      (r.monoid->solvable ? "solvable" : "not solvable"));
  else if (!r.monoid_note.empty())
    row("monoid", r.monoid_note);
  std::ostringstream seconds;
  seconds << std::setprecision(3) << r.seconds;
  row("seconds", seconds.str());
}

int run_realize(const RealizeCliOptions& o) {
  realize::require_sequential(o.order);
  realize::RealizeOptions options;
  options.max_pairs = o.max_states;
  options.max_pairs_name = "--max-states";
  options.max_bytes = learned::memory_limit(o.max_memory);
  options.max_bytes_name = "--max-memory";
  if (o.raw && o.automaton_out.empty()) throw Error("--raw: it says what --automaton-out writes; give --automaton-out");
  const learned::ModelFiles files = learned::resolve_model(o.model);
  std::vector<NamedPath> outputs, inputs = spec_input_files(o.spec);
  if (!o.automaton_out.empty()) outputs.push_back({"--automaton-out", o.automaton_out});
  if (!o.words_out.empty()) outputs.push_back({"--words-out", o.words_out});
  inputs.push_back({"MODEL", files.manifest});
  inputs.push_back({"MODEL", files.weights});
  refuse_overwriting_inputs(outputs, inputs);
  realize::Target target = realize::load_target(files, given_spec(o), precision::parse_policy(o.dtype));
  if (target.spec_text == "the given spec") target.spec_text = one_spec(o.spec, "realize").describe();
  // A line on stderr at most every two seconds (levels can be one pair or millions).
  auto last = std::make_shared<std::chrono::steady_clock::time_point>(std::chrono::steady_clock::now());
  options.progress = [last](std::size_t depth, std::size_t pairs) {
    const auto now = std::chrono::steady_clock::now();
    if (now - *last < std::chrono::seconds(2)) return;
    *last = now;
    std::cerr << "realize: depth " << depth << ", " << pairs << " pairs\n";
  };
  const realize::RealizeReport r = realize::realize(*target.machine, target.spec, options);
  if (!o.words_out.empty())
    write_text(o.words_out, r.counterexample ? spaced_word(target.spec.alphabet(), r.counterexample->word) + "\n" : "");
  if (!o.automaton_out.empty()) {
    // A search that did not close has no machine to write; its report is still the result.
    if (!r.minimized) {
      std::cerr << "realize: --automaton-out: nothing written, no realized machine ("
                << (r.cap.empty() ? r.monoid_note : "the search did not close: " + r.cap) << ")\n";
    } else {
      const automata::Dfa& m = o.raw ? *r.realized : *r.minimized;
      const bool dot = o.automaton_out.size() > 4 && o.automaton_out.substr(o.automaton_out.size() - 4) == ".dot";
      write_text(o.automaton_out, dot ? automata::dfa_to_dot(m) : automata::dfa_to_json(m));
    }
  }
  if (o.json)
    print_json(report_json(o, target, r));
  else
    print_text(o, target, r);
  return r.verdict == realize::Verdict::counterexample ? 1 : 0;
}

}  // namespace

void setup_realize(CLI::App& app) {
  auto options = std::make_shared<RealizeCliOptions>();
  CLI::App* sub = app.add_subcommand(
      "realize",
      "Decide a network in a finite format for every word of every length: breadth-first search of its exact "
      "states with the spec's; proved, the shortest failing word, or bounded; the automaton it realizes. Exit "
      "code 1 for a counterexample");
  sub->add_option("MODEL", options->model,
                  "Compiled network, or learned model of diag/deltanet/deltaproduct/fla layers: OUT, OUT.json or "
                  "OUT.safetensors")
      ->required();
  add_spec_options(*sub, options->spec);
  sub->add_option("--dtype", options->dtype, "Arithmetic policy: fp32, bf16, e4m3, \"bf16,acc=fp32,fma\", float:e5m4")
      ->required();
  sub->add_option("--order", options->order,
                  "Evaluation order: sequential only (scan and chunked are refused, with the reason)")
      ->capture_default_str();
  add_integer_option(*sub, "--max-states", options->max_states, 1, 0xfffffffeu,
                     "Cap on the explored pairs (the verdict is then bounded)");
  add_memory_limit_option(*sub, options->max_memory, "the explored pairs");
  sub->add_option("--automaton-out", options->automaton_out,
                  "Write the minimized realized machine: automaton JSON (inspect --dfa reads it), DOT when FILE "
                  "ends in .dot");
  sub->add_flag("--raw", options->raw, "--automaton-out writes the realized machine before minimization");
  sub->add_option("--words-out", options->words_out, "Write the counterexample word (empty file when none)");
  sub->add_flag("--json", options->json, "Print a JSON report");
  sub->callback([options] {
    const int code = run_realize(*options);
    if (code != 0) throw CLI::RuntimeError(code);
  });
}

}  // namespace lrnnc::tools
