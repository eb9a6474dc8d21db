// The Cascade value type and verify_emulation, on hand-built cascades whose answers are known:
// the flip-flop (one level: an identity and two resets), mod:4 as two Z_2 levels with a carry, and
// cascades broken on purpose (a wrong carry, a missing state, a tuple set not closed under the
// letters, a wrong initial tuple, an unsorted level).
#include <catch2/catch.hpp>

#include <map>

#include <nlohmann/json.hpp>

#include "automata/builtins.hpp"
#include "automata/cascade.hpp"
#include "common/error.hpp"

using namespace lrnnc::automata;

namespace {

using Tuple = std::vector<std::uint32_t>;

LevelAction perm(Tuple image) { return {LevelAction::Kind::permutation, std::move(image)}; }
LevelAction reset(std::uint32_t target) { return {LevelAction::Kind::constant, {target}}; }

// Fills tuples / next / tuple_state by a breadth-first search from `initial` with Cascade::apply,
// W given as a function of the tuple. Independent of verify_emulation's own table.
template <class W>
void close_tuples(Cascade& c, const Tuple& initial, W w) {
  std::map<Tuple, std::uint32_t> index{{initial, 0}};
  c.tuples = {initial};
  c.next.clear();
  for (std::size_t t = 0; t < c.tuples.size(); ++t)
    for (Letter a = 0; a < c.num_letters(); ++a) {
      auto image = c.apply(c.tuples[t], a);
      REQUIRE(image.has_value());
      auto [it, added] = index.emplace(*image, static_cast<std::uint32_t>(c.tuples.size()));
      if (added) c.tuples.push_back(*image);
      c.next.push_back(it->second);
    }
  c.tuple_state.clear();
  for (const Tuple& t : c.tuples) c.tuple_state.push_back(w(t));
  c.coordinate_space = 1;
  for (const CascadeLevel& level : c.levels) c.coordinate_space *= static_cast<double>(level.states);
}

// The flip-flop: one level of two states; read = identity, set0/set1 = resets to 0/1.
Cascade flipflop_cascade() {
  Cascade c;
  c.alphabet = Alphabet::make({"read", "set0", "set1"});
  CascadeLevel level;
  level.states = 2;
  level.components.push_back({2, 0, {}, 1, "trivial", 2, {}, "{0,1}"});
  level.actions = {{0, {}, perm({0, 1})}, {1, {}, reset(0)}, {2, {}, reset(1)}};
  c.levels = {level};
  close_tuples(c, {0}, [](const Tuple& t) { return static_cast<State>(t[0]); });
  return c;
}

// mod:4 over {0,1}: level 0 = the low bit (Z_2, flipped by 1), level 1 = the high bit (Z_2),
// flipped by 1 when the low bit was 1 before the letter (the carry). `carry_on` = 1 is right;
// 0 is the deliberately wrong cascade.
Cascade mod4_cascade(std::uint32_t carry_on = 1) {
  Cascade c;
  c.alphabet = Alphabet::make({"0", "1"});
  CascadeLevel low, high;
  low.states = 2;
  low.components.push_back({2, 0, {{1, 0}}, 2, "Z_2", 0, {}, "{0,1,2,3}"});
  low.actions = {{0, {}, perm({0, 1})}, {1, {}, perm({1, 0})}};
  high.states = 2;
  high.depends_on = {0};
  high.components.push_back({2, 0, {{1, 0}}, 2, "Z_2", 0, {0}, "{0,1}"});
  high.actions = {{0, {0}, perm({0, 1})},
                  {0, {1}, perm({0, 1})},
                  {1, {0}, carry_on == 0 ? perm({1, 0}) : perm({0, 1})},
                  {1, {1}, carry_on == 1 ? perm({1, 0}) : perm({0, 1})}};
  c.levels = {low, high};
  close_tuples(c, {0, 0}, [](const Tuple& t) { return static_cast<State>(t[0] + 2 * t[1]); });
  return c;
}

}  // namespace

TEST_CASE("CascadeEmulatesDfa: the flip-flop as one level with resets and an identity", "[quick][cascade]") {
  const Dfa dfa = make_builtin("flipflop");
  const Cascade c = flipflop_cascade();
  CHECK(c.tuples.size() == 2);
  CHECK(is_permutation_reset(c));
  CHECK(c.levels[0].find(0, {})->is_identity());
  CHECK(c.levels[0].find(2, {})->kind == LevelAction::Kind::constant);
  CHECK(c.levels[0].find(3, {}) == nullptr);
  CHECK(c.apply({1}, 1) == Tuple{0});
  CHECK(c.apply({1}, 0) == Tuple{1});

  const EmulationReport r = verify_emulation(dfa, c);
  INFO(r.failure);
  CHECK(r.passed);
  CHECK(r.failure.empty());
  CHECK(r.surjective);
  CHECK(r.reachable_tuples == 2);
  CHECK(r.checked_transitions == 6);
  CHECK(r.random_words == 64);
  CHECK(r.random_letters == 64 * 1000);
}

TEST_CASE("CascadeEmulatesDfa: mod:4 as two Z_2 levels with a carry", "[quick][cascade]") {
  const Dfa dfa = make_builtin("mod:4");
  const Cascade c = mod4_cascade();
  CHECK(c.tuples.size() == 4);
  CHECK(c.coordinate_space == 4);
  CHECK(is_permutation_reset(c));
  // The carry reads the low bit before the letter: 1 + 1 = (0, 1), 3 + 1 = (0, 0).
  CHECK(c.apply({1, 0}, 1) == Tuple{0, 1});
  CHECK(c.apply({1, 1}, 1) == Tuple{0, 0});
  CHECK(c.apply({0, 1}, 1) == Tuple{1, 1});
  CHECK(c.levels[1].find(1, {1})->image == Tuple{1, 0});
  CHECK(c.levels[1].find(1, {2}) == nullptr);
  CHECK_FALSE(c.apply({0, 0, 0}, 1).has_value());  // wrong width
  CHECK_FALSE(c.apply({0, 0}, 2).has_value());     // no such letter

  const EmulationReport r = verify_emulation(dfa, c, 16, 500, 7);
  INFO(r.failure);
  CHECK(r.passed);
  CHECK(r.checked_transitions == 8);
  CHECK(r.random_letters == 16 * 500);

  // The same cascade emulates parity: W = count mod 2 is a homomorphism onto 2 states.
  Cascade onto_parity = c;
  for (std::size_t t = 0; t < c.tuples.size(); ++t) onto_parity.tuple_state[t] = c.tuples[t][0];
  const EmulationReport p = verify_emulation(make_builtin("parity"), onto_parity);
  INFO(p.failure);
  CHECK(p.passed);
}

TEST_CASE("verify_emulation rejects a wrong carry, naming the tuple, the letter and the states", "[quick][cascade]") {
  const Cascade wrong = mod4_cascade(0);  // the high bit flips when the low bit was 0
  CHECK(is_permutation_reset(wrong));     // structurally fine, semantically wrong
  const EmulationReport r = verify_emulation(make_builtin("mod:4"), wrong);
  INFO(r.failure);
  CHECK_FALSE(r.passed);
  CHECK(r.surjective);
  // (0,0) --1--> (1,1): W = 3, expected 0 + 1 = 1.
  CHECK_THAT(r.failure, Catch::Contains("tuple (0,0)"));
  CHECK_THAT(r.failure, Catch::Contains("letter '1'"));
  CHECK_THAT(r.failure, Catch::Contains("expected state 1"));
  CHECK_THAT(r.failure, Catch::Contains("found state 3"));
}

TEST_CASE("verify_emulation rejects a cascade that misses a state", "[quick][cascade]") {
  // One Z_2 level for mod:4: W maps onto {0, 1} only.
  Cascade c = mod4_cascade();
  c.levels.pop_back();
  close_tuples(c, {0}, [](const Tuple& t) { return static_cast<State>(t[0]); });
  const EmulationReport r = verify_emulation(make_builtin("mod:4"), c);
  CHECK_FALSE(r.passed);
  CHECK_FALSE(r.surjective);
  CHECK_THAT(r.failure, Catch::Contains("not surjective") && Catch::Contains("state 2"));
}

TEST_CASE("verify_emulation rejects tuples not closed under the letters", "[quick][cascade]") {
  // mod:4's cascade onto parity, with (1,1) removed: surjective still, but (0,1) . 1 = (1,1).
  Cascade c = mod4_cascade();
  for (std::size_t t = 0; t < c.tuples.size(); ++t) c.tuple_state[t] = c.tuples[t][0];
  std::uint32_t removed = 0;
  while (c.tuples[removed] != Tuple{1, 1}) ++removed;
  c.tuples.erase(c.tuples.begin() + removed);
  c.tuple_state.erase(c.tuple_state.begin() + removed);
  std::vector<std::uint32_t> next;
  for (std::size_t t = 0; t < c.tuples.size() + 1; ++t) {
    if (t == removed) continue;
    for (Letter a = 0; a < 2; ++a) {
      std::uint32_t u = c.next[t * 2 + a];
      next.push_back(u == removed ? 0 : u > removed ? u - 1 : u);
    }
  }
  c.next = next;
  const EmulationReport r = verify_emulation(make_builtin("parity"), c);
  INFO(r.failure);
  CHECK_FALSE(r.passed);
  CHECK(r.surjective);
  CHECK_THAT(r.failure, Catch::Contains("tuple (0,1) letter '1' gives (1,1)") && Catch::Contains("not closed"));
}

TEST_CASE("verify_emulation: initial tuple, next table, alphabet and structure", "[quick][cascade]") {
  const Dfa dfa = make_builtin("mod:4");
  SECTION("W(initial) must be the start state") {
    Cascade c = mod4_cascade();
    std::swap(c.tuple_state[0], c.tuple_state[1]);
    const EmulationReport r = verify_emulation(dfa, c);
    CHECK_FALSE(r.passed);
    CHECK_THAT(r.failure, Catch::Contains("initial tuple (0,0)") && Catch::Contains("expected the start state 0"));
  }
  SECTION("next must agree with the level actions") {
    Cascade c = mod4_cascade();
    c.next[1] = 0;  // (0,0) . 1 recorded as (0,0)
    const EmulationReport r = verify_emulation(dfa, c);
    CHECK_FALSE(r.passed);
    CHECK_THAT(r.failure, Catch::Contains("tuple (0,0) letter '1': next is tuple 0"));
  }
  SECTION("a missing (letter, context) action") {
    Cascade c = mod4_cascade();
    c.levels[1].actions.pop_back();  // (1, {1}) gone
    const EmulationReport r = verify_emulation(dfa, c);
    CHECK_FALSE(r.passed);
    CHECK_THAT(r.failure, Catch::Contains("level 1 has no action for context (1)"));
  }
  SECTION("another alphabet throws") {
    CHECK_THROWS_AS(verify_emulation(make_builtin("flipflop"), mod4_cascade()), lrnnc::Error);
  }
  SECTION("is_permutation_reset: unsorted actions, non-bijective permutations, bad constants") {
    Cascade c = mod4_cascade();
    std::swap(c.levels[1].actions[0], c.levels[1].actions[3]);
    CHECK_FALSE(is_permutation_reset(c));
    c = mod4_cascade();
    c.levels[0].actions[1].action.image = {0, 0};
    CHECK_FALSE(is_permutation_reset(c));
    c = mod4_cascade();
    c.levels[0].actions[1].action = reset(2);
    CHECK_FALSE(is_permutation_reset(c));
    c = mod4_cascade();
    c.levels[1].actions[0].context = {};
    CHECK_FALSE(is_permutation_reset(c));
  }
}

TEST_CASE("verify_emulation's random words are seeded", "[quick][cascade]") {
  // The exact check passes for mod:4; the differential check runs and counts its letters.
  const Cascade c = mod4_cascade();
  const Dfa dfa = make_builtin("mod:4");
  const EmulationReport a = verify_emulation(dfa, c, 3, 10, 42), b = verify_emulation(dfa, c, 0, 10, 42);
  CHECK(a.passed);
  CHECK(a.random_words == 3);
  CHECK(a.random_letters == 30);
  CHECK(b.passed);
  CHECK(b.random_words == 0);
}

TEST_CASE("cascade_to_json and cascade_to_dot", "[quick][cascade]") {
  const Cascade c = mod4_cascade();
  const auto j = nlohmann::json::parse(cascade_to_json(c));
  REQUIRE(j["levels"].size() == 2);
  CHECK(j["alphabet"] == nlohmann::json::array({"0", "1"}));
  CHECK(j["levels"][1]["depends_on"] == nlohmann::json::array({0}));
  CHECK(j["levels"][1]["components"][0]["group"] == "Z_2");
  CHECK(j["levels"][1]["components"][0]["group_order"] == 2);
  CHECK(j["levels"][0]["components"][0]["generators"] == nlohmann::json::parse("[[1,0]]"));
  REQUIRE(j["levels"][1]["actions"].size() == 4);
  CHECK(j["levels"][1]["actions"][3] ==
        nlohmann::json::parse(R"({"letter": "1", "context": [1], "kind": "permutation", "image": [1, 0]})"));
  CHECK(j["reachable_tuples"] == 4);
  CHECK(j["coordinate_space"] == 4.0);
  CHECK(j["tuples"].size() == 4);
  CHECK(j["tuple_state"].size() == 4);

  const auto f = nlohmann::json::parse(cascade_to_json(flipflop_cascade()));
  CHECK(f["levels"][0]["actions"][1]["kind"] == "constant");
  CHECK(f["levels"][0]["actions"][1]["letter"] == "set0");
  CHECK(f["levels"][0]["components"][0]["resets"] == 2);

  const std::string dot = cascade_to_dot(c);
  CHECK_THAT(dot, Catch::StartsWith("digraph cascade {"));
  CHECK_THAT(dot, Catch::Contains("subgraph cluster_0") && Catch::Contains("subgraph cluster_1"));
  CHECK_THAT(dot, Catch::Contains("l0_0 -> l1_0 [ltail=cluster_0]"));
  CHECK_THAT(dot, Catch::Contains("group Z_2 (order 2)"));
  CHECK_THAT(cascade_to_dot(flipflop_cascade()), !Catch::Contains("->"));
}

TEST_CASE("CascadeEmulatesDfa: a one-state machine is a cascade of no levels", "[quick][cascade]") {
  const Dfa dfa = make_acceptor(Alphabet::make({"a", "b"}), 1, 0, {0, 0}, {0});
  Cascade c;
  c.alphabet = dfa.alphabet();
  c.tuples = {{}};
  c.tuple_state = {0};
  c.next = {0, 0};
  CHECK(is_permutation_reset(c));
  CHECK(c.apply({}, 1) == Tuple{});
  const EmulationReport r = verify_emulation(dfa, c);
  INFO(r.failure);
  CHECK(r.passed);
  CHECK(r.checked_transitions == 2);
}
