// realize on compiled networks, cross-checked against brute force over every word up to a length,
// against the Runner and simulate() on the counterexample, and against the spec's minimal machine.
#include <catch2/catch.hpp>

#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "automata/minimize.hpp"
#include "automata/random-word.hpp"
#include "common/error.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/runner.hpp"
#include "lrnn/simulate.hpp"
#include "realize/realize.hpp"

using namespace lrnnc;

namespace {

struct Case {
  std::string builtin;
  lrnn::CompileOptions options;
  std::string what;
};

lrnn::CompileOptions with(lrnn::CyclicMode cyclic, lrnn::RotationForm rotation = lrnn::RotationForm::dense,
                          lrnn::ReflectionParam reflection = lrnn::ReflectionParam::unit) {
  lrnn::CompileOptions o;
  o.cyclic = cyclic;
  o.rotation = rotation;
  o.reflection = reflection;
  return o;
}

// Parity with one eigenvalue 0.5 and a lookup decoder, exact up to 48 letters (--decoder lookup:48).
lrnn::CompileOptions lookup48() {
  lrnn::CompileOptions o;
  o.restrict = lrnn::Restrict::diag01;
  o.lookup = 48;
  o.lambda = 0.5;
  return o;
}

lrnn::CompileOptions restricted(lrnn::Restrict r) {
  lrnn::CompileOptions o;
  o.restrict = r;
  o.best_effort = true;
  return o;
}

// The first word (shortest, then first in letter order) of length 1..max_len whose label differs
// from the spec's, by running every word through the Runner level by level; nullopt when none.
std::optional<automata::Word> brute_force(const lrnn::Network& net, const automata::Dfa& spec,
                                          const precision::Policy& policy, std::size_t max_len) {
  lrnn::Runner runner(net, policy);
  struct Node {
    lrnn::RunState state;
    automata::State q;
    automata::Word word;
  };
  std::vector<Node> level{{runner.initial(), spec.start(), {}}};
  for (std::size_t len = 1; len <= max_len; ++len) {
    std::vector<Node> next;
    next.reserve(level.size() * spec.num_letters());
    for (const Node& n : level)
      for (automata::Letter a = 0; a < spec.num_letters(); ++a) {
        Node m = n;
        const automata::State read = runner.step(m.state, a);
        m.q = spec.next(n.q, a);
        m.word.push_back(a);
        const bool right = read != automata::kNoState && net.automaton.output_label(read) == spec.output_label(m.q);
        if (!right) return m.word;
        next.push_back(std::move(m));
      }
    level = std::move(next);
  }
  return std::nullopt;
}

std::size_t brute_len(const automata::Dfa& spec) {
  std::size_t len = 0;
  for (std::size_t words = 1; words * spec.num_letters() <= 20'000; words *= spec.num_letters()) ++len;
  return len;
}

// The default compilation of a builtin, in a policy, and its search.
struct Realized {
  automata::Dfa spec;
  lrnn::Network net;
  precision::Policy policy;
  realize::RealizeReport report;
};
Realized realized(const std::string& builtin, const std::string& dtype) {
  Realized out{automata::make_builtin(builtin), {}, precision::parse_policy(dtype), {}};
  out.net = lrnn::compile(out.spec).network;
  auto machine = realize::network_machine(out.net, out.policy);
  out.report = realize::realize(*machine, out.spec);
  return out;
}

}  // namespace

TEST_CASE("realize: the verdict and the shortest failure agree with brute force over every word",
          "[realize][standard]") {
  const std::vector<Case> cases = {
      {"parity", {}, "parity, scalar -1"},
      {"mod:3", with(lrnn::CyclicMode::rotation), "mod 3 rotation"},
      {"mod:5", with(lrnn::CyclicMode::rotation), "mod 5 rotation"},
      {"mod:5", with(lrnn::CyclicMode::rotation, lrnn::RotationForm::reflections), "mod 5 rotation as reflections"},
      {"mod:5", with(lrnn::CyclicMode::permutation), "mod 5 permutation"},
      {"mod:7", with(lrnn::CyclicMode::rotation), "mod 7 rotation"},
      {"parity", restricted(lrnn::Restrict::diag01), "parity diag [0,1] (best effort)"},
      {"mod:3", restricted(lrnn::Restrict::diag11), "mod 3 diag [-1,1] (best effort)"},
      {"parity", lookup48(), "parity lookup counter (lambda 0.5)"},
      {"tomita:7", {}, "Tomita 7 cascade"},
      {"flipflop", {}, "flip-flop"},
  };
  const std::vector<std::string> dtypes = {
      "fp32", "bf16", "fp16", "e4m3", "e5m2", "float:e3m2", "float:e2m1", "e4m3,rounding=rz", "e4m3,fma"};
  std::size_t counterexamples = 0, proofs = 0;
  for (const Case& c : cases) {
    const automata::Dfa spec = automata::make_builtin(c.builtin);
    const lrnn::Network net = lrnn::compile(spec, c.options).network;
    for (const std::string& dtype : dtypes) {
      INFO(c.what << " in " << dtype);
      const precision::Policy policy = precision::parse_policy(dtype);
      auto machine = realize::network_machine(net, policy);
      realize::RealizeOptions options;
      options.max_pairs = 200'000;
      const realize::RealizeReport r = realize::realize(*machine, spec, options);
      const std::size_t len = brute_len(spec);
      const auto brute = brute_force(net, spec, policy, len);
      INFO("verdict " << realize::to_string(r.verdict) << ", pairs " << r.pairs << ", brute force to " << len);
      if (r.verdict == realize::Verdict::counterexample && r.counterexample->word.size() <= len) {
        REQUIRE(brute);
        CHECK(*brute == r.counterexample->word);
      } else {
        CHECK_FALSE(brute);
      }
      if (r.verdict == realize::Verdict::bounded) CHECK(r.depth >= 1);
      counterexamples += r.verdict == realize::Verdict::counterexample;
      proofs += r.verdict == realize::Verdict::proved;
    }
  }
  // The grid has both outcomes, so the comparison above is not vacuous.
  CHECK(counterexamples >= 5);
  CHECK(proofs >= 5);
}

TEST_CASE("realize: a counterexample fails through simulate() at its last letter, and not before",
          "[realize][standard]") {
  const std::vector<std::pair<std::string, std::string>> runs = {
      {"mod:5", "e4m3"}, {"mod:5", "e5m2"}, {"mod:7", "float:e3m2"}, {"mod:3", "float:e2m1"}, {"mod:5", "e4m3,fma"}};
  for (const auto& [builtin, dtype] : runs) {
    INFO(builtin << " in " << dtype);
    const auto [spec, net, policy, r] = realized(builtin, dtype);
    REQUIRE(r.verdict == realize::Verdict::counterexample);
    const automata::Word& word = r.counterexample->word;
    for (const bool reference : {false, true}) {
      lrnn::SimulateOptions so;
      so.policy = policy;
      so.reference = reference;
      const auto runs_out = lrnn::simulate(net, std::span(&word, 1), so, &spec);
      REQUIRE(runs_out[0].first_failure);
      CHECK(*runs_out[0].first_failure == word.size());
      const automata::State read = runs_out[0].states.back();
      CHECK((read == automata::kNoState ? std::string("?") : net.automaton.output_label(read)) !=
            spec.output_label(spec.run(word)));
    }
    CHECK(r.counterexample->expected == spec.output_label(spec.run(word)));
  }
}

TEST_CASE("realize: no random word fails before the shortest failing word, and a proof shows no failure",
          "[realize][standard]") {
  const std::vector<std::pair<std::string, std::string>> runs = {
      {"mod:5", "e4m3"}, {"mod:7", "e5m2"}, {"mod:5", "bf16"}, {"mod:7", "fp16"}, {"mod:3", "bf16"}};
  for (const auto& [builtin, dtype] : runs) {
    INFO(builtin << " in " << dtype);
    const auto [spec, net, policy, r] = realized(builtin, dtype);
    REQUIRE(r.verdict != realize::Verdict::bounded);
    std::vector<automata::Word> words;
    for (std::uint64_t i = 0; i < 16; ++i) words.push_back(automata::random_word(7, i, 100'000, spec.num_letters()));
    lrnn::SimulateOptions so;
    so.policy = policy;
    so.stop_at_failure = true;
    for (const auto& run : lrnn::simulate(net, words, so, &spec)) {
      if (r.verdict == realize::Verdict::proved) {
        CHECK_FALSE(run.first_failure);
      } else if (run.first_failure) {
        CHECK(*run.first_failure >= r.counterexample->word.size());
      }
    }
  }
}

TEST_CASE("realize: exact constructions realize the spec's minimal machine", "[realize][standard]") {
  // S_5 on 5 points with integer reflections (as `lrnnc compile --builtin sym:5 --reflection
  // integer` builds it), and on its 120 states.
  lrnn::CompileOptions integer, integer120;
  integer.reflection = integer120.reflection = lrnn::ReflectionParam::integer;
  integer.permutation_action = automata::builtin_permutation_action("sym:5");
  const std::vector<std::tuple<std::string, lrnn::CompileOptions, std::string>> runs = {
      {"sym:5", integer, "bf16"},    {"sym:5", integer, "e4m3"}, {"sym:5", integer, "float:e3m2"},
      {"sym:5", integer120, "fp16"}, {"tomita:7", {}, "e4m3"},   {"flipflop", {}, "bf16"}};
  for (const auto& [builtin, options, dtype] : runs) {
    INFO(builtin << " in " << dtype);
    const automata::Dfa spec = automata::make_builtin(builtin);
    const lrnn::Network net = lrnn::compile(spec, options).network;
    auto machine = realize::network_machine(net, precision::parse_policy(dtype));
    const realize::RealizeReport r = realize::realize(*machine, spec);
    CHECK(r.verdict == realize::Verdict::proved);
    REQUIRE(r.minimized);
    CHECK(*r.equals_spec);
    // Minimization is canonical (breadth-first numbering): equal machines have equal tables.
    const automata::Dfa m = automata::minimize(spec);
    CHECK(r.minimized->table() == m.table());
    CHECK(r.minimized->num_states() == m.num_states());
  }
}

TEST_CASE("realize: the realized machine of a diag [0,1] parity network is aperiodic (Theorem 1)", "[realize][quick]") {
  const automata::Dfa spec = automata::make_builtin("parity");
  // The best-effort diagonal, and the lookup counter that is exact up to 48 letters in exact
  // arithmetic: in a format both are aperiodic machines, so both fail on some word.
  for (const auto& [net, dtype] : {std::pair{lrnn::compile(spec, restricted(lrnn::Restrict::diag01)).network, "fp32"},
                                   {lrnn::compile(spec, restricted(lrnn::Restrict::diag01)).network, "bf16"},
                                   {lrnn::compile(spec, restricted(lrnn::Restrict::diag01)).network, "e4m3"},
                                   {lrnn::compile(spec, lookup48()).network, "fp32"},
                                   {lrnn::compile(spec, lookup48()).network, "bf16"}}) {
    INFO(dtype);
    auto machine = realize::network_machine(net, precision::parse_policy(dtype));
    const realize::RealizeReport r = realize::realize(*machine, spec);
    CHECK(r.verdict == realize::Verdict::counterexample);
    REQUIRE(r.monoid);
    CHECK(r.monoid->aperiodic);
    CHECK_FALSE(*r.equals_spec);
  }
}

TEST_CASE("realize: caps end the search as bounded, with a proof up to the depth", "[realize][quick]") {
  const automata::Dfa spec = automata::make_builtin("mod:5");
  const lrnn::Network net = lrnn::compile(spec).network;
  auto machine = realize::network_machine(net, precision::parse_policy("bf16"));
  realize::RealizeOptions options;
  options.max_pairs = 50;  // the search closes at 113 pairs
  realize::RealizeReport r = realize::realize(*machine, spec, options);
  CHECK(r.verdict == realize::Verdict::bounded);
  CHECK(r.pairs == 50);
  CHECK(r.depth == 49);
  CHECK_FALSE(r.realized);
  CHECK(r.cap.find("max_pairs") != std::string::npos);
  options.max_pairs = 1;
  r = realize::realize(*machine, spec, options);
  CHECK(r.verdict == realize::Verdict::bounded);
  CHECK(r.depth == 0);
  options.max_pairs = 0;
  CHECK_THROWS_AS(realize::realize(*machine, spec, options), Error);
  // e4m3 fails at 38 letters: a cap past that depth still finds the failure.
  auto e4m3 = realize::network_machine(net, precision::parse_policy("e4m3"));
  options.max_pairs = 39;
  r = realize::realize(*e4m3, spec, options);
  CHECK(r.verdict == realize::Verdict::counterexample);
  CHECK(r.counterexample->word.size() == 38);
  options.max_pairs = 30;
  r = realize::realize(*e4m3, spec, options);
  CHECK(r.verdict == realize::Verdict::bounded);
  // A byte cap, with a format of 2^64 values per coordinate and a billion pairs allowed.
  auto fp64 = realize::network_machine(lrnn::compile(automata::make_builtin("mod:7")).network,
                                       precision::parse_policy("fp64,rounding=rz"));
  options.max_pairs = 1'000'000'000;
  options.max_bytes = std::size_t{1} << 20;
  r = realize::realize(*fp64, automata::make_builtin("mod:7"), options);
  INFO(realize::to_string(r.verdict) << " " << r.pairs << " " << r.cap);
  CHECK(r.verdict != realize::Verdict::proved);
  if (r.verdict == realize::Verdict::bounded) CHECK(r.cap.find("max_bytes") != std::string::npos);
  CHECK(r.bytes <= options.max_bytes);
}

TEST_CASE("realize: policies the search cannot run, and alphabets that differ, are refused", "[realize][quick]") {
  const automata::Dfa spec = automata::make_builtin("mod:5");
  const lrnn::Network net = lrnn::compile(spec).network;
  CHECK_THROWS_WITH(realize::network_machine(net, precision::parse_policy("bf16,rounding=sr:1")),
                    Catch::Contains("stochastic rounding"));
  CHECK_THROWS_WITH(realize::network_machine(net, precision::parse_policy("mpfr:64")), Catch::Contains("MPFR"));
  auto machine = realize::network_machine(net, precision::parse_policy("bf16"));
  CHECK_THROWS_WITH(realize::realize(*machine, automata::make_builtin("sym:3")), Catch::Contains("alphabet"));
}
