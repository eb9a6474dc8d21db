// lrnnc compile SPEC [--method auto|group|onehot|cascade] [--reflection unit|integer|dense]
//   [--reset diagonal|householder] [--cyclic rotation|permutation] [--rotation dense|reflections]
//   [--restrict CLASS [--best-effort]] [--prime] [--decoder codebook|lookup:N [--lambda X]]
//   [--weights-dtype f64|f32|f16|bf16] [--json] -o OUT
// The JSON summary reports `layers`, `widths` (n per layer) and `tokens`: the token count of the
// single layer, or for cascades (method cascade) a list with the token count of each layer.
// Compiles the automaton into LRNN weights (OUT.safetensors + OUT.json), reloads what was written and
// verifies it exactly (lrnn/verify.hpp) before reporting.
#include <chrono>
#include <iomanip>
#include <iostream>
#include <optional>

#include "automata/builtins.hpp"
#include "common/error.hpp"
#include "common/join.hpp"
#include "common/paths.hpp"
#include "common/printable.hpp"
#include "lrnn/verify.hpp"
#include "lrnn/weights-io.hpp"
#include "tools/cli-values.hpp"
#include "tools/commands.hpp"
#include "tools/model-report.hpp"
#include "tools/text-output.hpp"

namespace lrnnc::tools {

namespace {

struct CompileCliOptions {
  SpecOptions spec;
  std::string method = "auto", reflection = "unit", reset = "diagonal", cyclic = "rotation", rotation = "dense",
              restrict = "none";
  std::string weights_dtype = "f64";
  bool best_effort = false;
  bool prime = false;
  std::string decoder = "codebook";
  std::string lambda;  // empty: the class's default
  bool json = false;
  std::string out;
};

lrnn::CompileOptions compile_options(const CompileCliOptions& o) {
  lrnn::CompileOptions options;
  options.method = lrnn::parse_method(o.method);
  options.reflection = lrnn::parse_reflection(o.reflection);
  options.reset = lrnn::parse_reset(o.reset);
  options.cyclic = lrnn::parse_cyclic(o.cyclic);
  options.rotation = lrnn::parse_rotation(o.rotation);
  options.restrict = lrnn::parse_restrict(o.restrict);
  options.best_effort = o.best_effort;
  options.prime = o.prime;
  if (o.decoder.rfind("lookup:", 0) == 0)
    options.lookup = parse_option_integer("--decoder lookup:N", o.decoder.substr(7), 1, lrnn::kLookupMaxLength);
  else if (o.decoder != "codebook")
    throw Error("--decoder: unknown value " + quote(o.decoder) + ", expected codebook or lookup:N");
  if (!o.lambda.empty()) options.lambda = parse_option_real("--lambda", o.lambda, -1, 1, true, "a number");
  if (o.best_effort && options.restrict == lrnn::Restrict::none)
    throw Error("--best-effort applies to --restrict, but no --restrict was given");
  return options;
}

// What compile made, wrote and verified.
struct CompileRun {
  Spec spec;
  lrnn::WeightDtype dtype = lrnn::WeightDtype::f64;
  lrnn::Compiled compiled;
  lrnn::LoadedNetwork loaded;  // the network as written
  lrnn::ExactReport report;
  std::optional<lrnn::OneLetterReport> lookup;  // lookup counters: the MPFR check on letter^t
  lrnn::SpectrumReport spectrum;
  std::vector<std::size_t> widths, tokens;  // per layer
  double compile_s = 0, total_s = 0;
};

// Compiles, writes OUT and verifies exactly what a user will load: the weights as written (rounded
// to the dtype); the verification goes into the manifest.
CompileRun compile_and_verify(const CompileCliOptions& o) {
  CompileRun r;
  lrnn::CompileOptions options = compile_options(o);
  r.dtype = lrnn::parse_weight_dtype(o.weights_dtype);
  r.spec = one_spec(o.spec, "compile");
  refuse_overwriting_inputs({{"-o", o.out + ".safetensors"}, {"-o", o.out + ".json"}}, spec_input_files(o.spec));
  const automata::Dfa dfa = load_spec(r.spec, o.spec);
  if (r.spec.kind == Spec::Kind::builtin)
    options.permutation_action = automata::builtin_permutation_action(r.spec.value);

  const auto begin = std::chrono::steady_clock::now();
  r.compiled = lrnn::compile(dfa, options);
  r.compile_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();

  nlohmann::json extra{{"compile", to_json(r.compiled.summary)}, {"source", r.spec.describe()}};
  lrnn::save_network(r.compiled.network, o.out, r.dtype, extra);
  r.loaded = lrnn::load_network(o.out);
  if (const auto n = r.compiled.summary.exact_up_to) {
    // A lookup counter: right up to length N only; checked in MPFR on letter^t, t <= N + 8 (every
    // word up to N reaches one of these states), so the report also shows where it stops.
    r.lookup = lrnn::verify_one_letter(r.loaded.network, dfa, *r.compiled.summary.counting_letter, *n + 8);
    r.report.passed = !r.lookup->first_failure || *r.lookup->first_failure > *n;
    r.report.exact = r.report.passed;
    r.report.reachable_states = *n + 1;
    r.report.letters = dfa.num_letters();
    if (!r.report.passed) r.report.failure = r.lookup->failure;
    r.loaded.manifest["verification"] = {
        {"lookup",
         {{"exact_up_to", *n},
          {"passed", r.report.passed},
          {"first_failure", r.lookup->first_failure ? nlohmann::json(*r.lookup->first_failure) : nlohmann::json()},
          {"checked", r.lookup->checked},
          {"precision_bits", 256}}},
        {"against", r.spec.describe()}};
  } else {
    r.report = lrnn::verify_exact(r.loaded.network, &dfa);
    r.loaded.manifest["verification"] = {{"exact", to_json(r.report)}, {"against", r.spec.describe()}};
  }
  lrnn::save_network(r.loaded.network, o.out, r.dtype,
                     {{"compile", r.loaded.manifest["compile"]},
                      {"source", r.spec.describe()},
                      {"verification", r.loaded.manifest["verification"]}});
  r.total_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();

  r.spectrum = lrnn::spectrum(r.loaded.network);
  for (const auto& layer : r.loaded.network.layers) {
    r.widths.push_back(layer.n);
    r.tokens.push_back(layer.tokens.size());
  }
  return r;
}

void print_compile_json(const CompileRun& r, const std::string& out) {
  const lrnn::CompileSummary& summary = r.compiled.summary;
  const bool cascade = summary.method == lrnn::to_string(lrnn::Method::cascade);
  nlohmann::json j{{"method", summary.method},
                   {"construction", summary.construction},
                   {"representation", summary.representation},
                   {"layers", r.loaded.network.layers.size()},
                   {"widths", r.widths},
                   {"tokens", cascade ? nlohmann::json(r.tokens) : nlohmann::json(r.tokens[0])},
                   {"max_reflections_per_token", summary.max_reflections_per_token},
                   {"eigenvalue_modulus_range", {r.spectrum.modulus_min, r.spectrum.modulus_max}},
                   {"eigenvalue_real_range", {r.spectrum.real_min, r.spectrum.real_max}},
                   {"implements", summary.implements},
                   {"verified", r.report.passed},
                   {"exact", r.report.exact},
                   {"reachable_states", r.report.reachable_states},
                   {"max_deviation", r.report.max_deviation},
                   {"notes", summary.notes},
                   {"weights", out + ".safetensors"},
                   {"manifest", out + ".json"},
                   {"seconds", {{"compile", r.compile_s}, {"total", r.total_s}}}};
  if (r.lookup) {
    j["exact_up_to"] = *summary.exact_up_to;
    j["first_failure_mpfr"] = r.lookup->first_failure ? nlohmann::json(*r.lookup->first_failure) : nlohmann::json();
  }
  print_json(j);
}

void print_compile_text(const CompileRun& r, const std::string& out) {
  const lrnn::CompileSummary& summary = r.compiled.summary;
  const lrnn::ExactReport& report = r.report;
  std::vector<std::pair<std::string, std::string>> rows{
      {"source", r.spec.describe()},
      {"method", summary.method + ": " + summary.construction},
      {"representation", summary.representation},
      {"layers", std::to_string(r.loaded.network.layers.size()) + " (widths " + lrnnc::join(r.widths, ", ") +
                     "; tokens " + lrnnc::join(r.tokens, ", ") + ")"},
      {"|eigenvalues|", "[" + short_number(r.spectrum.modulus_min) + ", " + short_number(r.spectrum.modulus_max) + "]"},
      {"Re eigenvalues", "[" + short_number(r.spectrum.real_min) + ", " + short_number(r.spectrum.real_max) + "]"},
      {"verified", r.lookup ? std::string(report.passed ? "yes" : "NO") + ", up to length " +
                                  std::to_string(*summary.exact_up_to) + " (256-bit MPFR on " +
                                  r.loaded.network.automaton.alphabet().name(*summary.counting_letter) +
                                  "^t: first failure " +
                                  (r.lookup->first_failure ? "at t = " + std::to_string(*r.lookup->first_failure)
                                                           : "none up to " + std::to_string(r.lookup->checked)) +
                                  (report.passed ? ", where the lookup table ends)" : ", before the table ends)")
                            : std::string(report.passed ? "yes" : "NO") + " (" +
                                  std::to_string(report.reachable_states) + " reachable states, max deviation " +
                                  short_number(report.max_deviation) + (report.exact ? ", exact" : "") + ")"},
      {"weights", out + ".safetensors (" + lrnn::to_string(r.dtype) + "), " + out + ".json"}};
  if (summary.max_reflections_per_token > 0)
    rows.insert(rows.begin() + 4,
                {"reflections", std::to_string(summary.max_reflections_per_token) + " per token at most"});
  if (!report.passed) rows.push_back({"failure", report.failure});
  for (const auto& note : summary.notes) rows.push_back({"note", note});
  for (const auto& [key, value] : rows) std::cout << std::left << std::setw(16) << key << value << "\n";
}

void run_compile(const CompileCliOptions& o) {
  const CompileRun r = compile_and_verify(o);
  if (o.json)
    print_compile_json(r, o.out);
  else
    print_compile_text(r, o.out);
  // A best-effort network outside its class is expected to fail verification. Weights rounded to a
  // narrower dtype may legitimately break an exact network (a rotation by 2 pi/3 in bf16): that is a
  // result (exit code 1, the files stay for inspection). In f64 a failure is a bug of the compiler.
  // A lookup counter does not implement the automaton for every length, but must up to its N.
  if (!r.report.passed && (r.compiled.summary.implements || r.lookup)) {
    if (r.dtype != lrnn::WeightDtype::f64) {
      std::cerr << "lrnnc: compile: with " << lrnn::to_string(r.dtype)
                << " weights the network does not implement the automaton (" << r.report.failure
                << "); use --weights-dtype f64, or weights that are exact in " << lrnn::to_string(r.dtype)
                << (r.lookup ? " (a --lambda exact in it, such as 0.5 or 0.75)"
                             : " (--reflection integer, --cyclic permutation)")
                << "\n";
      throw CLI::RuntimeError(1);
    }
    throw std::logic_error("the compiled network does not verify (" + r.report.failure + ")");
  }
}

}  // namespace

void setup_compile(CLI::App& app) {
  auto options = std::make_shared<CompileCliOptions>();
  CLI::App* sub =
      app.add_subcommand("compile",
                         "Compile an automaton into LRNN weights (Grazzi et al. Theorem 3; Theorem 4 "
                         "cascades; one-hot baseline), write OUT.safetensors + OUT.json and verify them exactly");
  add_spec_options(*sub, options->spec);
  sub->add_option("--method", options->method,
                  "auto (group if the monoid is a group, else cascade), group, onehot, cascade (Krohn-Rhodes: one "
                  "layer per level)")
      ->capture_default_str();
  sub->add_option("--reflection", options->reflection,
                  "Permutations as: unit reflections (v=(e_i-e_j)/sqrt2, beta=2), integer (v=e_i-e_j, beta=1), dense")
      ->capture_default_str();
  sub->add_option("--reset", options->reset,
                  "Cascade resets (A = 0, B = e_target) as a zero diagonal or n Householder factors with beta = 1")
      ->capture_default_str();
  sub->add_option("--cyclic", options->cyclic, "Cyclic groups Z_m (m>=3) as 2x2 rotations or as permutations")
      ->capture_default_str();
  sub->add_option("--rotation", options->rotation, "Rotations as dense 2x2 matrices or products of two reflections")
      ->capture_default_str();
  sub->add_option("--restrict", options->restrict,
                  "Eigenvalue class: none, diag01, diag11, gh01, gh02 (refused when the class cannot implement it)")
      ->capture_default_str();
  sub->add_flag("--best-effort", options->best_effort,
                "With --restrict: emit the closest network in the class even when it cannot implement the automaton");
  sub->add_flag("--prime", options->prime,
                "Cascades: split each level's solvable group into levels of prime cyclic groups (implied by "
                "--restrict diag01/diag11 with --method cascade; e.g. mod:8 as three Z_2 layers)");
  sub->add_option("--decoder", options->decoder,
                  "codebook (nearest exact state of the construction), or lookup:N with --restrict diag01/diag11: "
                  "a one-dimensional counter h -> lambda h + 1 decoded by a table of its exact states up to length N "
                  "(right up to N only; the class cannot be right for every length)")
      ->capture_default_str();
  sub->add_option("--lambda", options->lambda,
                  "The lookup counter's eigenvalue: (0, 1) for diag01 (default 0.5), (-1, 1) without 0 for diag11 "
                  "(default -0.5)");
  sub->add_option("--weights-dtype", options->weights_dtype, "Tensor dtype on disk: f64, f32, f16, bf16")
      ->capture_default_str();
  sub->add_flag("--json", options->json, "Print a JSON summary");
  sub->add_option("-o,--out", options->out, "Output stem: writes OUT.safetensors and OUT.json")->required();
  sub->callback([options] { run_compile(*options); });
}

}  // namespace lrnnc::tools
