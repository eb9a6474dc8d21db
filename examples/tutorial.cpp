// The tutorial path (docs/TUTORIAL.md) through the public C++ API:
//   regex -> minimal DFA -> transition monoid -> holonomy cascade -> compiled LRNN
//   -> exact verification -> a long one-letter word simulated in bf16.
// It does for two languages what the command line does with inspect, decompose, compile, verify
// and probe: (a{5}|b)*, a Z_5 counter with a reset (compiled as a two-layer cascade), and
// b*((ab*){5})*, the Z_5 counter alone (compiled as one 2x2 rotation written as two reflections).
// Everything it prints is deterministic (no timings, no threads).
#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>

#include <lrnnc/automata/cascade.hpp>
#include <lrnnc/automata/classify.hpp>
#include <lrnnc/automata/holonomy.hpp>
#include <lrnnc/automata/minimize.hpp>
#include <lrnnc/automata/regex.hpp>
#include <lrnnc/automata/transition-monoid.hpp>
#include <lrnnc/common/error.hpp>
#include <lrnnc/lrnn/compile/compile.hpp>
#include <lrnnc/lrnn/runner.hpp>
#include <lrnnc/lrnn/verify.hpp>
#include <lrnnc/precision/policy.hpp>

namespace automata = lrnnc::automata;
namespace lrnn = lrnnc::lrnn;
namespace precision = lrnnc::precision;

namespace {

// The first length t <= max_len at which the network, fed `letter` t times under `policy`, decodes
// to a state whose output label differs from the automaton's; nullopt when it agrees all the way.
std::optional<std::size_t> first_failure(const lrnn::Network& network, const automata::Dfa& dfa,
                                         automata::Letter letter, const precision::Policy& policy,
                                         std::size_t max_len) {
  lrnn::Runner runner(network, policy);
  lrnn::RunState state = runner.initial();
  automata::State expected = dfa.start();
  for (std::size_t t = 1; t <= max_len; ++t) {
    const automata::State got = runner.step(state, letter);
    expected = dfa.next(expected, letter);
    // kNoState: the decoded tuple is not one the compiler listed, which is a failure too.
    if (got == automata::kNoState || network.automaton.output_label(got) != dfa.output_label(expected)) return t;
  }
  return std::nullopt;
}

void run(const std::string& pattern, const lrnn::CompileOptions& options) {
  std::printf("== %s\n", pattern.c_str());

  // 1. The language: regex_to_dfa already minimizes; minimize() again is a no-op on a minimal
  //    machine (it is canonical), shown here because a DFA from elsewhere needs it.
  const automata::Dfa dfa = automata::minimize(automata::regex_to_dfa(pattern));
  const automata::Classification monoid = automata::classify(automata::to_monoid(dfa));
  const std::string kind = monoid.is_group ? "a group, " + monoid.group_name.value_or("?") : "not a group";
  std::printf("minimal DFA      %zu states over {%s}\n", dfa.num_states(), dfa.alphabet().describe().c_str());
  std::printf("monoid           %zu elements, %s, subgroup orders", monoid.size, kind.c_str());
  for (std::size_t order : monoid.subgroup_orders) std::printf(" %zu", order);
  std::printf("\n");

  // 2. The Krohn-Rhodes (holonomy) cascade, checked exactly against the DFA.
  const automata::Cascade cascade = automata::to_cascade(dfa);
  const automata::EmulationReport emulation = automata::verify_emulation(dfa, cascade);
  std::printf("cascade          %zu levels, %zu reachable tuples, emulates the DFA: %s\n", cascade.levels.size(),
              cascade.tuples.size(), emulation.passed ? "yes" : emulation.failure.c_str());
  for (std::size_t l = 0; l < cascade.levels.size(); ++l)
    for (const automata::CascadeComponent& c : cascade.levels[l].components)
      std::printf("  level %zu        %zu states, group %s, resets %zu\n", l, c.states, c.group.c_str(), c.resets);

  // 3. Compile (the method in `options`; Method::automatic picks group or cascade).
  const lrnn::Compiled compiled = lrnn::compile(dfa, options);
  std::printf("compiled         %s: %s, %zu layer(s), widths", compiled.summary.method.c_str(),
              compiled.summary.construction.c_str(), compiled.network.layers.size());
  for (const lrnn::Layer& layer : compiled.network.layers) std::printf(" %zu", layer.n);
  std::printf("\n");

  // 4. Exact verification (256-bit MPFR breadth-first search over the reachable states): a proof
  //    for every length in exact arithmetic.
  const lrnn::ExactReport exact = lrnn::verify_exact(compiled.network, &dfa);
  std::printf("verify_exact     %s: %zu reachable states, max deviation %.3g\n", exact.passed ? "pass" : "FAIL",
              exact.reachable_states, exact.max_deviation);

  // 5. Every word up to length 8 in bf16.
  const precision::Policy bf16 = precision::parse_policy("bf16");
  lrnn::WordsOptions words;
  words.policy = bf16;
  const lrnn::WordsReport short_words = lrnn::check_words(compiled.network, dfa, words);
  std::printf("check_words      bf16: %s, %zu words up to length %zu\n", short_words.passed ? "pass" : "FAIL",
              short_words.words, short_words.max_len);

  // 6. The hardest input of Theorem 2: a^t, for t up to 1000, in bf16.
  constexpr std::size_t kMaxLen = 1000;
  const automata::Letter a = dfa.alphabet().id("a");
  if (const std::optional<std::size_t> t = first_failure(compiled.network, dfa, a, bf16, kMaxLen))
    std::printf("a^t in bf16      first fails at t = %zu\n", *t);
  else
    std::printf("a^t in bf16      agrees with the DFA for every t <= %zu\n", kMaxLen);
}

}  // namespace

int main() {
  try {
    lrnn::CompileOptions cascade;
    cascade.method = lrnn::Method::cascade;  // unit reflections, diagonal resets (the defaults)
    run("(a{5}|b)*", cascade);

    lrnn::CompileOptions rotation;
    rotation.method = lrnn::Method::group;
    rotation.rotation = lrnn::RotationForm::reflections;  // Z_5 as a rotation by 2 pi/5 = two reflections
    std::printf("\n");
    run("b*((ab*){5})*", rotation);
    return 0;
  } catch (const lrnnc::Error& e) {
    std::fprintf(stderr, "tutorial: %s\n", e.what());
    return 1;
  }
}
