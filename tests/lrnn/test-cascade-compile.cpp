// Theorem-4 compilation (pass cascade-to-layers, compile_cascade): hand-built cascades — the
// flip-flop (one level of resets), mod:4 as two Z_2 levels with a carry, and a two-level cascade
// whose lower level mixes permutations and resets depending on the upper coordinate — compile to
// multi-layer networks that verify exactly (verify_exact: BFS over the reachable configurations)
// and agree with the automaton on all words up to length 8 (check_words), for every reflection
// parameterization and both reset forms; integer and dense networks with deviation 0 (exact).
// Integer and dense networks have entries in {0, +-1} only.
#include <catch2/catch.hpp>

#include <map>
#include <random>
#include <string>
#include <vector>

#include "../automata/random-dfa.hpp"
#include "automata/builtins.hpp"
#include "common/error.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/verify.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;
using automata::ActionEntry;
using automata::Cascade;
using automata::CascadeLevel;
using automata::Dfa;
using automata::Letter;
using automata::LevelAction;

namespace {

LevelAction perm(std::vector<std::uint32_t> image) {
  return LevelAction{LevelAction::Kind::permutation, std::move(image)};
}
LevelAction reset(std::uint32_t target) { return LevelAction{LevelAction::Kind::constant, {target}}; }

const LevelAction* find_action(const CascadeLevel& level, Letter a, const std::vector<std::uint32_t>& context) {
  for (const auto& e : level.actions)
    if (e.letter == a && e.context == context) return &e.action;
  return nullptr;
}

// Fills tuples / next / tuple_state of a cascade whose levels are given, by BFS from `initial`
// with the cascade product (contexts read before the letter); W(tuple) = w(tuple).
template <class W>
void complete(Cascade& c, const std::vector<std::uint32_t>& initial, W w) {
  std::map<std::vector<std::uint32_t>, std::uint32_t> index{{initial, 0}};
  c.tuples = {initial};
  for (std::size_t t = 0; t < c.tuples.size(); ++t)
    for (Letter a = 0; a < c.num_letters(); ++a) {
      const std::vector<std::uint32_t> from = c.tuples[t];
      std::vector<std::uint32_t> to = from;
      for (std::size_t l = 0; l < c.levels.size(); ++l) {
        std::vector<std::uint32_t> context;
        for (auto u : c.levels[l].depends_on) context.push_back(from[u]);
        const LevelAction* action = find_action(c.levels[l], a, context);
        REQUIRE(action != nullptr);
        to[l] = action->kind == LevelAction::Kind::constant ? action->image[0] : action->image[from[l]];
      }
      const auto [it, fresh] = index.emplace(to, static_cast<std::uint32_t>(c.tuples.size()));
      if (fresh) c.tuples.push_back(to);
      c.next.push_back(it->second);
    }
  for (const auto& tuple : c.tuples) c.tuple_state.push_back(w(tuple));
}

Cascade flipflop_cascade() {
  Cascade c;
  c.alphabet = automata::Alphabet::make({"read", "set0", "set1"});
  CascadeLevel level;
  level.states = 2;
  level.actions = {ActionEntry{0, {}, perm({0, 1})}, ActionEntry{1, {}, reset(0)}, ActionEntry{2, {}, reset(1)}};
  c.levels = {level};
  complete(c, {0}, [](const auto& t) { return t[0]; });
  return c;
}

// mod:4 (letters 0, 1 adding 0 or 1): the low bit on level 0, the high bit on level 1 flipped by a
// 1 when the low bit was 1 (the carry). W = low + 2 high.
Cascade mod4_cascade() {
  Cascade c;
  c.alphabet = automata::Alphabet::make({"0", "1"});
  CascadeLevel low, high;
  low.states = high.states = 2;
  low.actions = {ActionEntry{0, {}, perm({0, 1})}, ActionEntry{1, {}, perm({1, 0})}};
  high.depends_on = {0};
  high.actions = {ActionEntry{0, {0}, perm({0, 1})}, ActionEntry{0, {1}, perm({0, 1})},
                  ActionEntry{1, {0}, perm({0, 1})}, ActionEntry{1, {1}, perm({1, 0})}};
  c.levels = {low, high};
  complete(c, {0, 0}, [](const auto& t) { return t[0] + 2 * t[1]; });
  return c;
}

// Level 0 a flip-flop bit b; level 1 a 3-cycle moved by "read" when b = 1, reset to 0 by "set0",
// reset to 2 by "set1" when b = 0 and rotated backwards by "set1" when b = 1. The automaton is the
// one on the reachable tuples (W = tuple index, output = the index).
Cascade mixed_cascade() {
  Cascade c;
  c.alphabet = automata::Alphabet::make({"read", "set0", "set1"});
  CascadeLevel top, bottom;
  top.states = 2;
  top.actions = {ActionEntry{0, {}, perm({0, 1})}, ActionEntry{1, {}, reset(0)}, ActionEntry{2, {}, reset(1)}};
  bottom.states = 3;
  bottom.depends_on = {0};
  bottom.actions = {ActionEntry{0, {0}, perm({0, 1, 2})}, ActionEntry{0, {1}, perm({1, 2, 0})},
                    ActionEntry{1, {0}, reset(0)},        ActionEntry{1, {1}, reset(0)},
                    ActionEntry{2, {0}, reset(2)},        ActionEntry{2, {1}, perm({2, 0, 1})}};
  c.levels = {top, bottom};
  complete(c, {0, 0}, [](const auto&) { return 0u; });
  for (std::uint32_t t = 0; t < c.tuples.size(); ++t) c.tuple_state[t] = t;
  return c;
}

// The automaton of a cascade on its reachable tuples (states = tuples, output = the tuple index).
Dfa tuple_automaton(const Cascade& c) {
  const std::size_t n = c.tuples.size();
  std::vector<std::uint32_t> outputs(n);
  std::vector<std::string> labels(n);
  for (std::uint32_t t = 0; t < n; ++t) {
    outputs[t] = t;
    labels[t] = std::to_string(t);
  }
  return Dfa(c.alphabet, n, 0, c.next, outputs, labels, false);
}

// verify_exact passes (with deviation 0 when `exact_expected`: integer and dense weights; unit
// reflections round 1/sqrt 2); with `words`, check_words agrees on all words up to length 8 (fewer
// for large alphabets: at most 200000 words).
void check_compiled(const Compiled& compiled, const Dfa& spec, bool exact_expected, bool words) {
  CHECK(compiled.summary.method == "cascade");
  const ExactReport exact = verify_exact(compiled.network, &spec);
  INFO(exact.failure);
  CHECK(exact.passed);
  if (exact_expected) CHECK(exact.exact);
  if (!words) return;
  WordsOptions wo;
  wo.max_len = 8;
  wo.max_words = 200'000;
  const WordsReport report = check_words(compiled.network, spec, wo);
  INFO(report.failure);
  CHECK(report.passed);
}

// Every entry of every matrix, B and H0 in {0, +-1}, and every Householder factor integral.
bool integer_entries(const Network& net) {
  auto small = [](const Matrix& m) { return ((m.array() == 0) || (m.array() == 1) || (m.array() == -1)).all(); };
  for (const auto& layer : net.layers) {
    if (!small(layer.H0)) return false;
    for (const auto& token : layer.tokens) {
      if (!small(to_matrix(token.transition, layer.n))) return false;
      if (token.B && !small(*token.B)) return false;
      if (const auto* h = std::get_if<HouseholderProduct>(&token.transition))
        for (const auto& f : h->factors)
          if (f.beta != 1.0 || !small(f.v)) return false;
    }
  }
  return true;
}

}  // namespace

TEST_CASE("cascade-to-layers: hand-built cascades verify exactly in every parameterization",
          "[quick][compile][cascade]") {
  struct Case {
    std::string name;
    Cascade cascade;
    Dfa spec;
    std::size_t levels;
  };
  std::vector<Case> cases;
  cases.push_back({"flipflop", flipflop_cascade(), automata::make_builtin("flipflop"), 1});
  cases.push_back({"mod:4", mod4_cascade(), automata::make_builtin("mod:4"), 2});
  Cascade mixed = mixed_cascade();
  cases.push_back({"mixed", mixed, tuple_automaton(mixed), 2});
  for (const auto& c : cases)
    for (auto reflection : {ReflectionParam::unit, ReflectionParam::integer, ReflectionParam::dense})
      for (auto reset_form : {ResetForm::diagonal, ResetForm::householder}) {
        CompileOptions o;
        o.reflection = reflection;
        o.reset = reset_form;
        INFO(c.name << ", reflection " << to_string(reflection) << ", reset " << to_string(reset_form));
        const Compiled compiled = compile_cascade(c.cascade, c.spec, o);
        REQUIRE(compiled.network.layers.size() == c.levels);
        check_compiled(compiled, c.spec, reflection != ReflectionParam::unit, true);
        if (reflection != ReflectionParam::unit) CHECK(integer_entries(compiled.network));
      }
}

TEST_CASE("cascade-to-layers: layer structure follows Theorem 4", "[quick][compile][cascade]") {
  const Cascade c = mixed_cascade();
  const Dfa spec = tuple_automaton(c);
  CompileOptions o;
  o.reflection = ReflectionParam::integer;
  const Compiled diag = compile_cascade(c, spec, o);
  const Network& net = diag.network;
  REQUIRE(net.layers.size() == 2);
  CHECK(net.layers[0].n == 2);
  CHECK(net.layers[1].n == 3);
  CHECK(net.layers[0].context.empty());
  REQUIRE(net.layers[1].context.size() == 1);
  CHECK(net.layers[1].context[0] == ContextRef{0, 1});
  CHECK(net.layers[0].tokens.size() == 3);
  CHECK(net.layers[1].tokens.size() == 6);
  CHECK(net.readout_keys == c.tuples);
  CHECK(net.readout == c.tuple_state);
  CHECK(diag.summary.max_reflections_per_token == 2);  // a 3-cycle: two transpositions

  // Identity: empty product, no B. Reset: A = 0 with B = e_target, in both forms.
  const auto& read0 = net.layers[1].tokens[*net.layers[1].find_token(0, {0})];
  REQUIRE(std::holds_alternative<HouseholderProduct>(read0.transition));
  CHECK(std::get<HouseholderProduct>(read0.transition).factors.empty());
  CHECK(!read0.B);
  const auto& set2 = net.layers[1].tokens[*net.layers[1].find_token(2, {0})];
  REQUIRE(std::holds_alternative<Diagonal>(set2.transition));
  CHECK(to_matrix(set2.transition, 3).isZero());
  REQUIRE(set2.B);
  CHECK(*set2.B == Matrix(Vector::Unit(3, 2)));

  o.reset = ResetForm::householder;
  const Compiled hh = compile_cascade(c, spec, o);
  const auto& layer = hh.network.layers[1];
  const auto& set2h = layer.tokens[*layer.find_token(2, {0})];
  REQUIRE(std::holds_alternative<HouseholderProduct>(set2h.transition));
  const auto& factors = std::get<HouseholderProduct>(set2h.transition).factors;
  REQUIRE(factors.size() == 3);
  for (std::size_t i = 0; i < 3; ++i) {
    CHECK(factors[i].beta == 1.0);
    CHECK(factors[i].v == Vector::Unit(3, static_cast<Eigen::Index>(i)));
    CHECK(factors[i].eigenvalue() == 0.0);
  }
  CHECK(to_matrix(set2h.transition, 3).isZero());
  CHECK(hh.summary.construction == "cascade (reflections, integer; resets householder)");
  bool has_reset_option = false;
  for (const auto& [k, v] : hh.network.provenance.options) has_reset_option |= k == "reset" && v == "householder";
  CHECK(has_reset_option);
}

TEST_CASE("cascade-to-layers: malformed cascades and restricted classes are refused", "[quick][compile][cascade]") {
  const Dfa spec = automata::make_builtin("mod:4");
  {
    Cascade c = mod4_cascade();
    c.levels[1].actions[3].action = perm({0, 0});
    CHECK_THROWS_AS(compile_cascade(c, spec), Error);
  }
  {
    Cascade c = mod4_cascade();
    c.levels[1].actions[0].action = reset(2);
    CHECK_THROWS_AS(compile_cascade(c, spec), Error);
  }
  {
    Cascade c = mod4_cascade();
    c.levels[1].depends_on = {1};
    CHECK_THROWS_AS(compile_cascade(c, spec), Error);
  }
  {
    Cascade c = mod4_cascade();
    c.tuple_state[1] = 7;
    CHECK_THROWS_AS(compile_cascade(c, spec), Error);
  }
  CHECK_THROWS_AS(compile_cascade(flipflop_cascade(), spec), Error);  // 3 letters vs 2
  CompileOptions o;
  o.restrict = Restrict::gh01;
  CHECK_THROWS_WITH(compile_cascade(mod4_cascade(), spec, o), Catch::Contains("cascades take diag01 or diag11"));
  o.restrict = Restrict::diag01;
  CHECK_THROWS_WITH(compile_cascade(mod4_cascade(), spec, o), Catch::Contains("Theorem 1"));
  {  // a Z_4 level must be split first
    Cascade c;
    c.alphabet = automata::Alphabet::make({"0", "1"});
    CascadeLevel z4;
    z4.states = 4;
    z4.actions = {ActionEntry{0, {}, perm({0, 1, 2, 3})}, ActionEntry{1, {}, perm({1, 2, 3, 0})}};
    c.levels = {z4};
    complete(c, {0}, [](const auto& t) { return t[0]; });
    o.restrict = Restrict::diag11;
    CHECK_THROWS_WITH(compile_cascade(c, spec, o), Catch::Contains("split into Z_2 levels first"));
  }
}

TEST_CASE("cascade options parse and print", "[quick][compile][cascade]") {
  CHECK(parse_method("cascade") == Method::cascade);
  CHECK(to_string(Method::cascade) == "cascade");
  CHECK(parse_reset("diagonal") == ResetForm::diagonal);
  CHECK(parse_reset("householder") == ResetForm::householder);
  CHECK(to_string(ResetForm::householder) == "householder");
  CHECK_THROWS_AS(parse_reset("zero"), Error);
}

TEST_CASE("compile --method cascade: builtins decompose, compile and verify exactly", "[standard][compile][cascade]") {
  for (const std::string spec : {"tomita:1", "tomita:2", "tomita:3", "tomita:4", "tomita:5", "tomita:6", "tomita:7",
                                 "flipflop", "dyck:1:3", "dyck:2:2", "modarith:5", "parity", "mod:3"}) {
    const Dfa dfa = automata::make_builtin(spec);
    for (auto reflection : {ReflectionParam::unit, ReflectionParam::integer, ReflectionParam::dense})
      for (auto reset_form : {ResetForm::diagonal, ResetForm::householder}) {
        CompileOptions o;
        o.method = Method::cascade;
        o.reflection = reflection;
        o.reset = reset_form;
        INFO(spec << ", reflection " << to_string(reflection) << ", reset " << to_string(reset_form));
        const Compiled compiled = compile(dfa, o);
        CHECK(compiled.network.layers.size() >= 1);
        check_compiled(compiled, dfa, reflection != ReflectionParam::unit, reflection == ReflectionParam::integer);
        if (reflection != ReflectionParam::unit) CHECK(integer_entries(compiled.network));
      }
  }
}

TEST_CASE("compile --method auto: group for groups, cascade otherwise", "[quick][compile][cascade]") {
  CHECK(compile(automata::make_builtin("flipflop")).summary.method == "cascade");
  CHECK(compile(automata::make_builtin("tomita:3")).summary.method == "cascade");
  CHECK(compile(automata::make_builtin("parity")).summary.method == "group");
  CompileOptions o;
  o.restrict = Restrict::gh01;
  CHECK_THROWS_WITH(compile(automata::make_builtin("flipflop"), o), Catch::Contains("cascades take diag01 or diag11"));
  o.method = Method::onehot;
  o.restrict = Restrict::diag11;
  CHECK_THROWS_WITH(compile(automata::make_builtin("flipflop"), o), Catch::Contains("group automaton"));
  o.method = Method::group;
  o.restrict = Restrict::none;
  o.prime = true;
  CHECK_THROWS_WITH(compile(automata::make_builtin("parity"), o), Catch::Contains("--prime"));
  o.method = Method::cascade;
  o.restrict = Restrict::diag11;
  o.best_effort = true;  // exact where the class can; no clamped form where it cannot
  CHECK(compile(automata::make_builtin("parity"), o).summary.implements);
  CHECK_THROWS_WITH(compile(automata::make_builtin("mod:3"), o),
                    Catch::Contains("Theorem 2") && Catch::Contains("no clamped form for cascades"));
}

namespace {

// Every token of `net` is diagonal with entries in [lo, 1], and every B in {-1, 0, 1}.
void check_diagonal_class(const Network& net, double lo) {
  for (const auto& layer : net.layers)
    for (const auto& token : layer.tokens) {
      const auto* d = std::get_if<Diagonal>(&token.transition);
      REQUIRE(d);
      CHECK(((d->a.array() >= lo) && (d->a.array() <= 1)).all());
      CHECK(((d->a.array() == 0) || (d->a.array() == 1) || (d->a.array() == -1)).all());
    }
  CHECK(integer_entries(net));
}

}  // namespace

TEST_CASE("compile --method cascade --restrict diag11: counting modulo 2^k in k sign layers (Theorem 2's exception)",
          "[quick][compile][cascade]") {
  for (std::size_t k = 1; k <= 4; ++k) {
    const std::size_t m = std::size_t{1} << k;
    const Dfa dfa = automata::make_builtin("mod:" + std::to_string(m));
    CompileOptions o;
    o.method = Method::cascade;
    o.restrict = Restrict::diag11;
    INFO("mod " << m);
    const Compiled c = compile(dfa, o);
    CHECK(c.network.layers.size() == k);
    for (const auto& layer : c.network.layers) CHECK(layer.n == 1);
    check_diagonal_class(c.network, -1.0);
    check_compiled(c, dfa, true, true);
    // The group method's one diagonal layer cannot (a diagonal in [-1, 1] squares to the identity).
    if (m > 2) {
      o.method = Method::automatic;
      CHECK_THROWS_WITH(compile(dfa, o), Catch::Contains("has order " + std::to_string(m)) &&
                                             Catch::Contains("--method cascade --restrict diag11"));
    }
  }
}

TEST_CASE("compile --method cascade --restrict diag01/diag11: what Theorems 1 and 2 allow and forbid",
          "[standard][compile][cascade]") {
  auto options = [](Restrict r) {
    CompileOptions o;
    o.method = Method::cascade;
    o.restrict = r;
    return o;
  };
  // Aperiodic automata (resets only) in diag01; groups of order 2^k (after the split) in diag11.
  for (const std::string spec : {"tomita:1", "tomita:2", "tomita:4", "tomita:7", "flipflop", "dyck:1:3", "dyck:2:2"}) {
    const Dfa dfa = automata::make_builtin(spec);
    for (const Restrict r : {Restrict::diag01, Restrict::diag11}) {
      INFO(spec << " " << to_string(r));
      const Compiled c = compile(dfa, options(r));
      check_diagonal_class(c.network, r == Restrict::diag01 ? 0.0 : -1.0);
      check_compiled(c, dfa, true, true);
    }
  }
  for (const std::string spec : {"parity", "tomita:3", "tomita:5", "dihedral:4", "cyclic:2", "mod:4"}) {
    const Dfa dfa = automata::make_builtin(spec);
    INFO(spec);
    const Compiled c = compile(dfa, options(Restrict::diag11));
    check_diagonal_class(c.network, -1.0);
    check_compiled(c, dfa, true, true);
    CHECK_THROWS_WITH(compile(dfa, options(Restrict::diag01)), Catch::Contains("Theorem 1"));
  }
  for (const std::string spec : {"mod:3", "mod:6", "sym:3", "alt:4", "sym:5", "modarith:5", "tomita:6"}) {
    INFO(spec);
    CHECK_THROWS_WITH(compile(automata::make_builtin(spec), options(Restrict::diag11)),
                      Catch::Contains("Theorem 2") && Catch::Contains("Cauchy"));
  }
  // --prime without a class: the split cascade compiles in the usual (one-hot) form.
  CompileOptions o = options(Restrict::none);
  o.prime = true;
  o.reflection = ReflectionParam::integer;
  const Dfa s4 = automata::make_builtin("sym:4");
  const Compiled c = compile(s4, o);
  CHECK(c.network.layers.size() == 4);  // S_4 > A_4 > V_4 > Z_2 > 1
  check_compiled(c, s4, true, false);
}

TEST_CASE("compile --method cascade: seeded random automata verify exactly", "[standard][compile][cascade]") {
  const std::uint64_t seed = 7;
  std::mt19937_64 rng(seed);
  for (int trial = 0; trial < 200; ++trial) {
    const Dfa dfa = automata::testing::random_dfa(rng, 1 + rng() % 8, 1 + rng() % 3, 2 + rng() % 2);
    INFO("seed " << seed << " trial " << trial);
    CompileOptions o;
    o.method = Method::cascade;
    o.reflection = trial % 2 ? ReflectionParam::integer : ReflectionParam::dense;
    o.reset = trial % 3 ? ResetForm::diagonal : ResetForm::householder;
    check_compiled(compile(dfa, o), dfa, true, false);
  }
}
