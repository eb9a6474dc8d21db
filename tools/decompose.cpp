// lrnnc decompose SPEC [--json] [--dot FILE] [--no-minimize] [--prime] [--tuple-limit N] [--image-limit N]
//   [--time-limit SECONDS] [--group-limit N] [--max-memory SIZE]
// The holonomy (Krohn-Rhodes) decomposition of the minimal machine (--no-minimize: the machine as
// given) into a cascade of permutation-reset automata (automata/holonomy.hpp), checked exactly
// (verify_emulation: every reachable tuple and letter, then 64 random words of length 1000, seed 1)
// and structurally (is_permutation_reset). Prints one row per level and component: the level's
// states and the upper levels it reads, each component's tiles, holonomy group, resets, the upper
// levels its own next coordinate reads (its depends_on) and class
// representative; then the reachable tuples, the coordinate space (the product of the level sizes,
// never built), the verdict and the time. --json prints {spec, states, letters, levels, reachable_tuples,
// coordinate_space, subduction_height (the standard holonomy decomposition's number of levels, for
// comparison), prime, verified, permutation_reset, seconds} (and failure when not verified); --dot
// writes the cascade as DOT. Exit code 0 when the cascade verifies, 1 when it does not (a bug), 2 on
// bad input or when a limit is exceeded (the message names the option that raises it).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "automata/cascade-prime.hpp"
#include "automata/cascade.hpp"
#include "automata/holonomy.hpp"
#include "automata/minimize.hpp"
#include "common/error.hpp"
#include "common/join.hpp"
#include "common/paths.hpp"
#include "tools/byte-size.hpp"
#include "tools/cli-values.hpp"
#include "tools/commands.hpp"
#include "tools/model-report.hpp"
#include "tools/text-output.hpp"

namespace lrnnc::tools {

namespace {

struct DecomposeCliOptions {
  SpecOptions spec;
  bool json = false;
  std::string dot;
  bool no_minimize = false;
  bool prime = false;
  std::size_t tuple_limit = automata::DecomposeOptions{}.tuple_limit;
  std::size_t image_limit = automata::DecomposeOptions{}.image_set_limit;
  double time_limit = automata::DecomposeOptions{}.seconds_limit;
  std::size_t group_limit = automata::DecomposeOptions{}.group_limit;
  std::size_t max_memory = automata::DecomposeOptions{}.group_byte_limit;
};

// The library names its limits by their DecomposeOptions fields; say which option raises each.
Error with_option_hint(const Error& e) {
  const std::string what = e.what();
  for (const auto& [field, option] :
       {std::pair{"group_byte_limit", "--max-memory"}, std::pair{"tuple_limit", "--tuple-limit"},
        std::pair{"image_set_limit", "--image-limit"}, std::pair{"seconds_limit", "--time-limit"},
        std::pair{"group_limit", "--group-limit"}})
    if (what.find(field) != std::string::npos) return Error(what + " (raise it with " + option + ")");
  return e;
}

// A list of levels or components, "-" for none.
std::string join_or_dash(const std::vector<std::uint32_t>& v) { return v.empty() ? "-" : lrnnc::join(v); }

// Exact integers up to 10^6, then 3 significant digits ("1.23e+15").
std::string coordinate_space_text(double x) {
  if (x < 1e6) return std::to_string(static_cast<std::uint64_t>(std::llround(x)));
  std::ostringstream out;
  out << std::setprecision(2) << std::scientific << x;
  return out.str();
}

// A representative of a large class ("{0,1,...,119}") is cut in the table; --json has it whole.
std::string short_representative(const std::string& rep) {
  constexpr std::size_t kMax = 40;
  if (rep.size() <= kMax) return rep;
  const std::size_t members = static_cast<std::size_t>(std::count(rep.begin(), rep.end(), ',')) + 1;
  const std::size_t cut = rep.rfind(',', kMax);
  return rep.substr(0, cut) + ",...} (" + std::to_string(members) + " states)";
}

nlohmann::json levels_json(const automata::Cascade& cascade) {
  nlohmann::json levels = nlohmann::json::array();
  for (const auto& level : cascade.levels) {
    nlohmann::json components = nlohmann::json::array();
    for (const auto& c : level.components)
      components.push_back({{"states", c.states},
                            {"group_order", c.group_order},
                            {"group", c.group},
                            {"resets", c.resets},
                            {"depends_on", c.depends_on},
                            {"representative", c.representative}});
    levels.push_back({{"states", level.states}, {"depends_on", level.depends_on}, {"components", components}});
  }
  return levels;
}

void print_levels(const automata::Cascade& cascade) {
  std::vector<std::vector<std::string>> cells{
      {"level", "states", "depends_on", "component", "states", "group", "order", "resets", "reads", "representative"}};
  for (std::size_t l = 0; l < cascade.levels.size(); ++l) {
    const auto& level = cascade.levels[l];
    for (std::size_t k = 0; k < level.components.size(); ++k) {
      const auto& c = level.components[k];
      // A level with several components: the level's columns on its first row only.
      const bool first = k == 0;
      cells.push_back({first ? std::to_string(l) : "", first ? std::to_string(level.states) : "",
                       first ? join_or_dash(level.depends_on) : "", std::to_string(k), std::to_string(c.states),
                       c.group, std::to_string(c.group_order), std::to_string(c.resets), join_or_dash(c.depends_on),
                       short_representative(c.representative)});
    }
  }
  print_columns(cells, [](std::size_t c) { return c == 2 || c == 5 || c == 8 || c == 9; });
}

int run_decompose(const DecomposeCliOptions& o) {
  const Spec spec = one_spec(o.spec, "decompose");
  if (!o.dot.empty()) refuse_overwriting_inputs({{"--dot", o.dot}}, spec_input_files(o.spec));
  const automata::Dfa given = load_spec(spec, o.spec);
  const automata::Dfa dfa = o.no_minimize ? given : automata::minimize(given);

  automata::DecomposeOptions options;
  options.tuple_limit = o.tuple_limit;
  options.image_set_limit = o.image_limit;
  options.group_limit = o.group_limit;
  options.group_byte_limit = o.max_memory;
  options.seconds_limit = o.time_limit;
  const auto begin = std::chrono::steady_clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count(); };
  // Stage messages only for runs that take a while: a quick run prints nothing on stderr.
  options.progress = [&](const std::string& stage) {
    const double s = elapsed();
    if (s < 2) return;
    std::cerr << "lrnnc decompose: " << spec.describe() << ": " << stage << " after " << std::fixed
              << std::setprecision(1) << s << " s (limit " << o.time_limit << " s)\n"
              << std::defaultfloat;
  };
  automata::Cascade cascade;
  try {
    cascade = automata::to_cascade(dfa, options);
    if (o.prime) {
      automata::PrimeSplitOptions split;
      split.group_limit = o.group_limit;
      split.tuple_limit = o.tuple_limit;
      cascade = automata::split_prime(cascade, split);
    }
  } catch (const Error& e) {
    throw with_option_hint(e);
  }
  const double decompose_s = elapsed();
  const automata::EmulationReport report = automata::verify_emulation(dfa, cascade, 64, 1000, 1);
  const bool permutation_reset = automata::is_permutation_reset(cascade);
  const double verify_s = elapsed() - decompose_s;
  if (!o.dot.empty()) write_text(o.dot, automata::cascade_to_dot(cascade));

  if (o.json) {
    nlohmann::json j{{"spec", spec.describe()},
                     {"states", dfa.num_states()},
                     {"letters", dfa.num_letters()},
                     {"levels", levels_json(cascade)},
                     {"reachable_tuples", cascade.tuples.size()},
                     {"coordinate_space", cascade.coordinate_space},
                     {"subduction_height", cascade.subduction_height},
                     {"prime", o.prime},
                     {"verified", report.passed},
                     {"permutation_reset", permutation_reset},
                     {"seconds", decompose_s}};
    if (!report.passed) j["failure"] = report.failure;
    print_json(j);
  } else {
    auto row = [](const std::string& k, const std::string& v) {
      std::cout << std::left << std::setw(19) << k << v << "\n";
    };
    row("machine", spec.describe());
    row("decomposed", std::to_string(dfa.num_states()) + " states x " + std::to_string(dfa.num_letters()) +
                          " letters (" + (o.no_minimize ? "as given, --no-minimize" : "the minimal machine") + ")");
    row("levels", std::to_string(cascade.levels.size()) +
                      (o.prime ? " (split into prime cyclic levels, --prime)" : "") +
                      " (the standard holonomy decomposition: " + std::to_string(cascade.subduction_height) + ")");
    std::cout << "\n";
    print_levels(cascade);
    std::cout << "\n";
    row("reachable tuples", std::to_string(cascade.tuples.size()));
    row("coordinate space",
        coordinate_space_text(cascade.coordinate_space) + " (product of the level sizes, not built)");
    row("permutation-reset", permutation_reset ? "yes" : "NO");
    row("verified", report.passed ? "yes (" + std::to_string(report.checked_transitions) + " transitions exactly, " +
                                        std::to_string(report.random_words) + " random words of length 1000)"
                                  : "NO: " + report.failure);
    row("seconds", short_number(decompose_s) + " (decomposition), " + short_number(verify_s) + " (verification)");
  }
  if (!o.dot.empty()) std::cerr << "wrote " << o.dot << "\n";
  return report.passed && permutation_reset ? 0 : 1;
}

}  // namespace

void setup_decompose(CLI::App& app) {
  auto options = std::make_shared<DecomposeCliOptions>();
  CLI::App* sub =
      app.add_subcommand("decompose",
                         "Holonomy (Krohn-Rhodes) decomposition into a cascade of permutation-reset automata, "
                         "verified exactly; exit code 1 when the cascade does not emulate the automaton");
  add_spec_options(*sub, options->spec);
  sub->add_flag("--json", options->json, "Print a JSON report");
  sub->add_option("--dot", options->dot, "Write the cascade as DOT (one cluster per level) to FILE")
      ->option_text("FILE");
  sub->add_flag("--no-minimize", options->no_minimize,
                "Decompose the machine exactly as given (no trimming, no minimization)");
  sub->add_flag("--prime", options->prime,
                "Split each level's solvable group along a composition series into levels of cyclic groups of "
                "prime order (and a level of orbits and resets where needed); refuses non-solvable groups");
  add_integer_option(*sub, "--tuple-limit", options->tuple_limit, 1, 1'000'000'000,
                     "Maximum number of reachable coordinate tuples");
  add_integer_option(*sub, "--image-limit", options->image_limit, 1, 100'000'000,
                     "Maximum number of members of the extended image set");
  add_seconds_option(*sub, "--time-limit", options->time_limit, 1e6,
                     "Wall-clock budget of the decomposition in seconds");
  add_integer_option(*sub, "--group-limit", options->group_limit, 1, 1'000'000'000,
                     "Maximum number of elements of a component's holonomy group (enumeration is capped by "
                     "--max-memory whatever the limit)");
  add_max_memory_option(*sub, options->max_memory,
                        "Memory that enumerating one holonomy group may take, in bytes (256M, 1G), its index and "
                        "growth included");
  sub->callback([options] {
    const int code = run_decompose(*options);
    if (code != 0) throw CLI::RuntimeError(code);
  });
}

}  // namespace lrnnc::tools
