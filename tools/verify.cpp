// lrnnc verify MODEL SPEC [--dtype POLICY] [--max-len L] [--max-words N] [--json]
// Checks every reachable state of a saved network against SPEC (exact BFS in MPFR), states for
// how many tokens exact arithmetic is proven correct (every length, a bound, or none) and runs
// every word up to a length in a chosen datatype. Exit code 0 when both pass, 1 when the network
// does not implement the automaton, 2 on bad input.
#include <iomanip>
#include <iostream>

#include "common/error.hpp"
#include "learned/model-files.hpp"
#include "lrnn/weights-io.hpp"
#include "tools/cli-values.hpp"
#include "tools/commands.hpp"
#include "tools/model-report.hpp"
#include "tools/text-output.hpp"

namespace lrnnc::tools {

namespace {

struct VerifyCliOptions {
  std::string model;
  SpecOptions spec;
  std::string dtype = "fp64";
  std::size_t max_len = 8;
  std::size_t max_words = 1'000'000;
  bool json = false;
};

int run_verify(const VerifyCliOptions& o) {
  const Spec spec = one_spec(o.spec, "verify");
  const automata::Dfa dfa = load_spec(spec, o.spec);
  const lrnn::LoadedNetwork loaded = lrnn::load_network(learned::resolve_model(o.model).manifest);
  const lrnn::ExactReport exact = lrnn::verify_exact(loaded.network, &dfa);
  lrnn::WordsOptions wo;
  wo.max_len = o.max_len;
  wo.max_words = o.max_words;
  const precision::Policy policy = precision::parse_policy(o.dtype);
  if (!(policy == precision::parse_policy("fp64"))) wo.policy = policy;
  const lrnn::WordsReport words = lrnn::check_words(loaded.network, dfa, wo);
  const bool passed = exact.passed && words.passed;
  if (o.json) {
    print_json(nlohmann::json{{"model", o.model},
                              {"spec", spec.describe()},
                              {"verified", passed},
                              {"reachable_states", exact.reachable_states},
                              {"letters", exact.letters},
                              {"exact", to_json(exact)},
                              {"words", to_json(words)},
                              {"dtype", precision::to_string(policy)}});
  } else {
    auto row = [](const std::string& k, const std::string& v) {
      std::cout << std::left << std::setw(21) << k << v << "\n";
    };
    row("model", o.model + " (" + loaded.network.provenance.method + ")");
    row("spec", spec.describe());
    row("exact (reachable)",
        std::string(exact.passed ? "pass" : "FAIL") + ": " + std::to_string(exact.reachable_states) +
            " reachable states x " + std::to_string(exact.letters) + " letters, separation " +
            short_number(exact.min_separation) + ", max deviation " + short_number(exact.max_deviation) +
            " (tolerance " + short_number(exact.tolerance) + ")" + (exact.exact ? ", exact" : ""));
    if (exact.passed) {
      if (exact.guarantee == lrnn::Guarantee::bounded)
        row("guarantee", "exact arithmetic with these weights is right on every word of length <= " +
                             short_number(*exact.guaranteed_length));
      else if (exact.guarantee == lrnn::Guarantee::all_lengths)
        row("guarantee", "exact arithmetic with these weights is right on words of every length");
      else
        row("guarantee", "none");
      row("", "(" + exact.guarantee_argument + ")");
    }
    if (!exact.passed) row("", exact.failure);
    row("words (" + precision::to_string(policy.storage) + ")",
        std::string(words.passed ? "pass" : "FAIL") + ": all " + std::to_string(words.words) + " words up to length " +
            std::to_string(words.max_len) + ", max drift " + short_number(words.max_drift));
    if (words.max_len < o.max_len)
      row("", "length capped at " + std::to_string(words.max_len) + " by --max-words " + std::to_string(o.max_words));
    if (!words.passed) row("", words.failure);
    row("verified", passed ? "yes" : "NO");
  }
  return passed ? 0 : 1;
}

}  // namespace

void setup_verify(CLI::App& app) {
  auto options = std::make_shared<VerifyCliOptions>();
  CLI::App* sub =
      app.add_subcommand("verify",
                         "Prove that a compiled network implements an automaton (exact BFS) and check all short words "
                         "in a datatype; exit code 1 when it does not");
  sub->add_option("MODEL", options->model, "Compiled network: OUT, OUT.json or OUT.safetensors")->required();
  add_spec_options(*sub, options->spec);
  sub->add_option("--dtype", options->dtype,
                  "Arithmetic policy of the word check, e.g. fp32, bf16, \"bf16,acc=fp32,fma\"")
      ->capture_default_str();
  add_integer_option(*sub, "--max-len", options->max_len, 1, 1'000'000, "Check every word up to this length");
  add_integer_option(*sub, "--max-words", options->max_words, 1, 1'000'000'000,
                     "Cap on the number of words (the length is lowered to fit)");
  sub->add_flag("--json", options->json, "Print a JSON report");
  sub->callback([options] {
    const int code = run_verify(*options);
    if (code != 0) throw CLI::RuntimeError(code);
  });
}

}  // namespace lrnnc::tools
