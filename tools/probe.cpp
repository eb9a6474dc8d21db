// lrnnc probe MODEL SPEC --dtype LIST [--acc FORMAT] [--fma] [--rounding MODE]
//   [--order sequential|scan|chunked:C] [--max-len N] [--words K] [--seed S] [--threads T]
//   [--device cpu|cuda] [--mpfr-bits P] [--mpfr-max-len M] [--max-memory BYTES] [--search-pairs N] [--json]
// At which length does a saved network stop tracking its automaton in each datatype, and why
// (experiments/probe.hpp): one row per datatype, then the MPFR control row. MODEL may also be a
// learned model (docs/LEARNED.md, "format": "lrnnc-learned"), named as a compiled network is
// (learned/model-files.hpp): the decoded output is its predicted label, there is no cycle
// detection, and the control row is plain double ("fp64") instead of MPFR (--mpfr-bits and
// --mpfr-max-len do not apply); without a SPEC its task is the automaton saved in the model.
// --search-pairs N (default 100000; 0: off) runs the state-space search (realize/realize.hpp) for
// each sequential, deterministic row of a compiled network: "proved never", or the length of a
// shortest failing word beside the sampled first failure. Learned models are not searched yet.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "automata/io-json.hpp"
#include "common/error.hpp"
#include "experiments/probe.hpp"
#include "learned/model-files.hpp"
#include "learned/model.hpp"
#include "lrnn/weights-io.hpp"
#include "tools/byte-size.hpp"
#include "tools/cli-values.hpp"
#include "tools/commands.hpp"
#include "tools/model-report.hpp"
#include "tools/text-output.hpp"

namespace lrnnc::tools {

namespace {

struct ProbeCliOptions {
  std::string model;
  SpecOptions spec;
  std::vector<std::string> dtypes;
  std::string acc, rounding;
  bool fma = false;
  std::string order = "sequential";
  std::size_t max_len = 1'000'000, mpfr_max_len = 10'000;
  std::size_t words = 16;
  std::uint64_t seed = 1;
  std::size_t threads = 0;
  lrnn::Device device = lrnn::Device::cpu;
  std::size_t mpfr_bits = 256;
  std::uint64_t max_memory = 0;
  std::size_t search_pairs = 100'000;
  bool json = false;
};

precision::Policy make_policy(const std::string& item, const ProbeCliOptions& o) {
  std::string text = item;
  if (!o.acc.empty() && item.find("acc=") == std::string::npos && item.find("accumulator=") == std::string::npos)
    text += ",acc=" + o.acc;
  if (o.fma) text += ",fma";
  if (!o.rounding.empty()) text += ",rounding=" + o.rounding;
  const precision::Policy policy = precision::parse_policy(text);
  if (policy.storage.is_mpfr() || policy.accumulator.is_mpfr())
    throw Error("--dtype '" + item + "': MPFR is the control row (--mpfr-bits), not a probed datatype");
  return policy;
}

std::string position(const std::optional<std::size_t>& t, std::size_t max_len) {
  return t ? std::to_string(*t) : "none <= " + std::to_string(max_len);
}

std::string letter_summary(const experiments::LetterProbe& l, std::size_t max_len) {
  std::string s = l.letter + ": ";
  if (l.never_fails)
    s += "never";
  else if (l.first_failure)
    s += std::to_string(*l.first_failure);
  else
    s += "none<=" + std::to_string(max_len);
  if (l.cycle_period)
    s += " (cycle " + std::to_string(*l.cycle_start) + "+" + std::to_string(*l.cycle_period) +
         (l.cycle_compatible ? (*l.cycle_compatible ? "" : ", incompatible") : ", ?") + ")";
  return s;
}

// Short names for plain policies: "storage=bf16,acc=bf16,rounding=rne,nofma,order=sequential" -> "bf16".
std::string short_name(const std::string& dtype) {
  if (dtype.rfind("storage=", 0) != 0) return dtype;
  const std::string storage = dtype.substr(8, dtype.find(',') - 8);
  return dtype == precision::to_string(precision::parse_policy(storage)) ? storage : dtype;
}

// The search's column: the shortest failing word's length, "never" (proved), "none <= D" (bounded),
// "n/a" (not run for this row), "-" (--search-pairs 0).
std::string search_cell(const experiments::ProbeResult& r, bool asked) {
  if (r.search == "counterexample") return std::to_string(*r.shortest_failure);
  if (r.search == "proved") return "never";
  if (r.search == "bounded") return "none <= " + std::to_string(r.search_depth);
  return asked ? "n/a" : "-";
}

// The notes under the table: each row's verdict in words (or why it was not searched).
void print_search_notes(const std::vector<experiments::ProbeResult>& results) {
  for (const auto& r : results) {
    const std::string name = short_name(r.dtype);
    if (r.search == "proved")
      std::cout << "search in " << name << ": proved (" << r.search_pairs
                << " pairs): right on every word of every length\n";
    else if (r.search == "counterexample")
      std::cout << "search in " << name << ": counterexample: a shortest failing word has " << *r.shortest_failure
                << (*r.shortest_failure == 1 ? " letter" : " letters") << ", so no word fails earlier ("
                << r.search_pairs << " pairs)\n";
    else if (r.search == "bounded")
      std::cout << "search in " << name << ": bounded: none <= " << r.search_depth << " (" << r.search_note << ")\n";
    else if (!r.search_note.empty())
      std::cout << "search in " << name << ": not run: " << r.search_note << "\n";
  }
}

nlohmann::json opt(const std::optional<std::size_t>& v) { return v ? nlohmann::json(*v) : nlohmann::json(nullptr); }

// A failure's decoding margin: null when there is no failure, the probe does not measure margins
// (learned models), or no codebook vector has another value (an infinite margin).
nlohmann::json margin_json(bool measured, const std::optional<double>& margin) {
  return measured && margin && std::isfinite(*margin) ? nlohmann::json(*margin) : nlohmann::json(nullptr);
}

nlohmann::json ties_json(bool measured, const std::optional<std::size_t>& failure, std::size_t ties) {
  return measured && failure ? nlohmann::json(ties) : nlohmann::json(nullptr);
}

nlohmann::json probe_json(const experiments::ProbeResult& r) {
  const bool searched = !r.search.empty();
  nlohmann::json letters = nlohmann::json::array();
  for (const auto& l : r.letters)
    letters.push_back(
        {{"letter", l.letter},
         {"first_failure", opt(l.first_failure)},
         {"failure_margin", margin_json(r.margins, l.failure_margin)},
         {"failure_ties", ties_json(r.margins, l.first_failure, l.failure_ties)},
         {"cycle_start", opt(l.cycle_start)},
         {"cycle_period", opt(l.cycle_period)},
         {"cycle_compatible", l.cycle_compatible ? nlohmann::json(*l.cycle_compatible) : nlohmann::json(nullptr)},
         {"never_fails", l.never_fails},
         {"max_drift", l.max_drift}});
  return {{"dtype", r.dtype},
          {"order", r.order},
          {"simulation", r.simulation},
          {"first_failure_min", opt(r.first_failure_min)},
          {"first_failure_median", opt(r.first_failure_median)},
          {"words", r.words},
          {"failing_words", r.failing_words},
          {"nonfinite", r.nonfinite},
          {"max_len", r.max_len},
          {"cycle_start", opt(r.cycle_start)},
          {"cycle_period", opt(r.cycle_period)},
          {"max_drift", r.max_drift},
          {"decoded", r.first_failure_min ? nlohmann::json(r.decoded) : nlohmann::json(nullptr)},
          {"expected", r.first_failure_min ? nlohmann::json(r.expected) : nlohmann::json(nullptr)},
          {"failure_margin", margin_json(r.margins, r.failure_margin)},
          {"failure_ties", ties_json(r.margins, r.first_failure_min, r.failure_ties)},
          {"tie_failures", r.margins ? nlohmann::json(r.tie_failures) : nlohmann::json(nullptr)},
          {"search", searched ? nlohmann::json(r.search) : nlohmann::json(nullptr)},
          {"search_note", r.search_note.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.search_note)},
          {"shortest_failure", opt(r.shortest_failure)},
          {"search_pairs", searched ? nlohmann::json(r.search_pairs) : nlohmann::json(nullptr)},
          {"search_depth", searched ? nlohmann::json(r.search_depth) : nlohmann::json(nullptr)},
          {"letters", letters}};
}

// The one-letter words of a row: each, or for many letters (sym:5 has 120) counts and the earliest
// failing letter.
std::string letters_text(const experiments::ProbeResult& r) {
  if (r.letters.size() <= 8) {
    std::string letters;
    for (const auto& l : r.letters) letters += (letters.empty() ? "" : "; ") + letter_summary(l, r.max_len);
    return letters;
  }
  std::size_t never = 0, failing = 0;
  const experiments::LetterProbe* worst = nullptr;
  for (const auto& l : r.letters) {
    never += l.never_fails;
    if (l.first_failure) {
      ++failing;
      if (!worst || *l.first_failure < *worst->first_failure) worst = &l;
    }
  }
  return std::to_string(r.letters.size()) + " letters: " + std::to_string(never) + " never fail (cycle), " +
         std::to_string(failing) + " fail" + (worst ? ", earliest " + letter_summary(*worst, r.max_len) : "");
}

// The table of the rows (one per dtype, then the control row) and the first failure of each.
// `kind`: the network's construction or "learned ARCH"; `notes`: lines after the first.
void print_probe_text(const ProbeCliOptions& o, const std::string& kind, const std::string& spec,
                      const lrnn::EvalOrder& order, std::size_t num_letters, const std::string& notes,
                      const std::vector<experiments::ProbeResult>& results) {
  const std::size_t max_len = o.max_len;
  std::cout << "model " << o.model << " (" << kind << "), spec " << spec << ", order " << lrnn::to_string(order)
            << ", max length " << max_len << ", " << o.words << " random words (seed " << o.seed << ") + "
            << num_letters << " one-letter words\n";
  std::cout << notes << std::left << std::setw(12) << "dtype" << std::setw(16) << "first failure" << std::setw(12)
            << "shortest" << std::setw(14) << "median" << std::setw(9) << "failing" << std::setw(11) << "margin"
            << std::setw(6) << "ties" << std::setw(11) << "max drift"
            << "one-letter words: first failure (cycle start+period)\n";
  for (const auto& r : results) {
    const std::string name = short_name(r.dtype);
    const std::string letters = letters_text(r);
    const std::string margin = !r.margins || (r.first_failure_min && !r.failure_margin) ? "n/a"
                               : !r.first_failure_min                                   ? "-"
                               : std::isfinite(*r.failure_margin) ? short_number(*r.failure_margin)
                                                                  : "inf";
    const std::string ties = !r.margins            ? "n/a"
                             : r.first_failure_min ? std::to_string(r.failure_ties)
                                                   : std::string("-");
    const std::string first = r.search == "proved" ? "proved never" : position(r.first_failure_min, r.max_len);
    std::cout << std::left << std::setw(12) << name << std::setw(16) << first << std::setw(12)
              << search_cell(r, o.search_pairs != 0) << std::setw(14)
              << (r.first_failure_median ? std::to_string(*r.first_failure_median) : "-") << std::setw(9)
              << (std::to_string(r.failing_words) + "/" + std::to_string(r.words + r.letters.size())) << std::setw(11)
              << margin << std::setw(6) << ties << std::setw(11) << short_number(r.max_drift) << letters << "\n";
    if (name == r.dtype && r.dtype.rfind("mpfr:", 0) != 0 && r.dtype != "fp64") std::cout << "  (" << r.dtype << ")\n";
  }
  for (const auto& r : results)
    if (o.device == lrnn::Device::cuda)
      std::cout << "random words in " << short_name(r.dtype) << ": " << r.simulation << "\n";
  for (const auto& r : results) {
    if (!r.first_failure_min) continue;
    std::cout << "first failure in " << short_name(r.dtype) << ": at " << *r.first_failure_min << " decoded '"
              << r.decoded << "', expected '" << r.expected << "'";
    if (r.margins)
      std::cout << (r.failure_margin == 0.0 ? ", a tie" : "") << "; " << r.tie_failures << " of " << r.failing_words
                << " failing words fail at a tie";
    std::cout << "\n";
  }
  print_search_notes(results);
  for (const auto& r : results)
    if (r.nonfinite != 0)
      std::cout << "non-finite in " << short_name(r.dtype) << ": " << r.nonfinite
                << " positions with a NaN or infinite logit, each a failure\n";
  if (std::any_of(results.begin(), results.end(), [](const auto& r) { return r.margins && r.first_failure_min; }))
    std::cout << "margin at the earliest failure: distance to the nearest codebook vector of another value minus "
                 "to the decoded one (0: a tie); ties: tied decodes in that word up to it\n";
}

using Clock = std::chrono::steady_clock;

// The probe options of the command line. Progress on stderr: at most every 2 s, and only once a row
// has run for 2 s (`row_begin`: when the current row started).
experiments::ProbeOptions probe_options(const ProbeCliOptions& o, const lrnn::EvalOrder& order,
                                        const std::shared_ptr<Clock::time_point>& row_begin) {
  experiments::ProbeOptions options;
  options.order = order;
  options.max_len = o.max_len;
  options.words = o.words;
  options.seed = o.seed;
  options.threads = o.threads;
  options.device = o.device;
  options.memory_budget = o.max_memory;
  options.search_pairs = o.search_pairs;
  auto last = std::make_shared<Clock::time_point>(Clock::now());
  options.progress = [row_begin, last](const std::string& message) {
    const auto now = Clock::now();
    if (now - *row_begin < std::chrono::seconds(2) || now - *last < std::chrono::seconds(2)) return;
    *last = now;
    std::cerr << "lrnnc probe: " << message << " ("
              << static_cast<long>(std::chrono::duration<double>(now - *row_begin).count()) << " s)\n";
  };
  return options;
}

void print_json_rows(const std::vector<experiments::ProbeResult>& results) {
  nlohmann::json rows = nlohmann::json::array();
  for (const auto& r : results) rows.push_back(probe_json(r));
  print_json(nlohmann::json{{"results", rows}});
}

// A learned model (docs/LEARNED.md): one row per policy, then a plain-double row "fp64" in place of
// the MPFR control row (learned models do not run in MPFR).
// The task is the SPEC when given, else the automaton saved in the model (as lrnnc eval does).
void run_probe_learned(const ProbeCliOptions& o, const std::string& manifest,
                       const std::vector<precision::Policy>& policies, const lrnn::EvalOrder& order) {
  if (o.device == lrnn::Device::cuda)
    throw Error("--device cuda: learned models run on the CPU only (the batched engine runs compiled networks)");
  const learned::LearnedModel model = learned::load_model(manifest);
  std::string spec_text = "the model's automaton";
  std::optional<automata::Dfa> task;
  if (spec_given(o.spec)) {
    const Spec spec = one_spec(o.spec, "probe");
    spec_text = spec.describe();
    task = load_spec(spec, o.spec);
  } else {
    task = learned::saved_task(model);
  }
  const automata::Dfa& dfa = *task;
  auto row_begin = std::make_shared<Clock::time_point>(Clock::now());
  const experiments::ProbeOptions options = probe_options(o, order, row_begin);
  std::vector<experiments::ProbeResult> results;
  std::vector<std::optional<precision::Policy>> rows(policies.begin(), policies.end());
  rows.emplace_back();  // the control row: plain double
  for (const auto& policy : rows) {
    *row_begin = Clock::now();
    results.push_back(experiments::probe_learned(model, dfa, policy, options));
  }
  if (o.json) return print_json_rows(results);
  print_probe_text(o, "learned " + learned::architecture(model.config), spec_text, order, dfa.num_letters(),
                   "learned model: the control row is plain double (fp64), not MPFR; no cycle detection, no drift\n",
                   results);
}

void run_probe(const ProbeCliOptions& o) {
  // Check every option before the (possibly long) runs.
  const lrnn::EvalOrder order = lrnn::parse_order(o.order);
  const std::size_t max_len = o.max_len;
  const std::size_t mpfr_len = std::min(max_len, o.mpfr_max_len);
  if (o.dtypes.empty()) throw Error("--dtype is required (e.g. --dtype fp32,bf16,fp16,e4m3)");
  std::vector<precision::Policy> policies;
  for (const auto& item : split_dtypes(o.dtypes)) policies.push_back(make_policy(item, o));
  lrnn::require_device(o.device);
  const learned::ModelFiles files = learned::resolve_model(o.model);
  if (files.kind == learned::ModelKind::learned) return run_probe_learned(o, files.manifest, policies, order);
  const Spec spec = one_spec(o.spec, "probe");
  const automata::Dfa dfa = load_spec(spec, o.spec);
  const lrnn::LoadedNetwork loaded = lrnn::load_network(files.manifest);
  if (!(loaded.network.automaton.alphabet() == dfa.alphabet()))
    throw Error("the model's alphabet {" + loaded.network.automaton.alphabet().describe() +
                "} differs from the spec's alphabet {" + dfa.alphabet().describe() + "}");

  auto row_begin = std::make_shared<Clock::time_point>(Clock::now());
  const experiments::ProbeOptions options = probe_options(o, order, row_begin);
  std::vector<experiments::ProbeResult> results;
  for (const auto& policy : policies) {
    *row_begin = Clock::now();
    results.push_back(experiments::probe(loaded.network, dfa, policy, options));
  }
  *row_begin = Clock::now();
  experiments::ProbeOptions mpfr_options = options;
  mpfr_options.max_len = mpfr_len;
  results.push_back(experiments::probe_mpfr(loaded.network, dfa, o.mpfr_bits, mpfr_options));

  if (o.json) return print_json_rows(results);
  const std::string notes = mpfr_len < max_len ? "the MPFR control row runs up to length " + std::to_string(mpfr_len) +
                                                     " only (--mpfr-max-len)\n"
                                               : "";
  print_probe_text(o, loaded.network.provenance.method, spec.describe(), order, dfa.num_letters(), notes, results);
}

}  // namespace

void setup_probe(CLI::App& app) {
  auto options = std::make_shared<ProbeCliOptions>();
  CLI::App* sub = app.add_subcommand(
      "probe",
      "Find where a compiled network stops tracking its automaton in each datatype: first failures on "
      "one-letter and random words, drift, exact state cycles (Brent), and an MPFR control row (learned "
      "models: their predicted labels, and a plain-double control row)");
  sub->add_option("MODEL", options->model, "Model, compiled or learned: OUT, OUT.json or OUT.safetensors")->required();
  add_spec_options(*sub, options->spec);
  sub->add_option("--dtype", options->dtypes,
                  "Comma-separated formats or policies (fp32,bf16,fp16,e4m3; \"bf16,acc=fp32\"); repeatable")
      ->required();
  sub->add_option("--acc", options->acc, "Accumulator format for every --dtype that does not name one");
  sub->add_flag("--fma", options->fma, "Fused multiply-add in every --dtype");
  sub->add_option("--rounding", options->rounding, "Rounding mode for every --dtype: rne rna rz ru rd ro sr:SEED");
  sub->add_option("--order", options->order, "Evaluation order: sequential, scan, chunked:C")->capture_default_str();
  add_integer_option(*sub, "--max-len", options->max_len, 1, kMaxWordLength, "Maximum word length N (1000, 1e6, 10^6)");
  add_integer_option(*sub, "--words", options->words, 0, kMaxRandomWords,
                     "Random words K besides the one-letter words (0: the one-letter words only)");
  add_integer_option(*sub, "--seed", options->seed, 0, std::numeric_limits<std::uint64_t>::max(),
                     "Seed of the random words");
  add_integer_option(*sub, "--threads", options->threads, 0, kMaxThreads, "Threads (0: all cores)");
  add_device_option(*sub, options->device);
  add_integer_option(*sub, "--mpfr-bits", options->mpfr_bits, 2, kMaxMpfrBits,
                     "Precision of the MPFR row: a control at 200 bits and more, a measured arithmetic below");
  add_integer_option(*sub, "--mpfr-max-len", options->mpfr_max_len, 1, kMaxWordLength,
                     "Maximum length of the (slow) MPFR control row; the output says when it is below --max-len");
  add_memory_limit_option(*sub, options->max_memory, "the words that run at once");
  add_integer_option(*sub, "--search-pairs", options->search_pairs, 0, std::numeric_limits<std::uint32_t>::max() - 1,
                     "Cap of the state-space search (sequential order, deterministic rounding, compiled "
                     "networks): proves 'never' or finds the shortest failing word; 0: off")
      ->capture_default_str();
  sub->add_flag("--json", options->json, "Print {\"results\": [one object per datatype, then the control row]}");
  sub->callback([options] { run_probe(*options); });
}

}  // namespace lrnnc::tools
