// Laws of the holonomy decomposition (automata/holonomy.hpp): the cascade emulates the DFA
// exactly, every level is permutation-reset, the component groups divide subgroups of the
// transition monoid, and the known groups come out (Z_2, Z_M, S_5, Z_2xZ_2).
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <random>
#include <string>

#include "automata/builtins.hpp"
#include "automata/classify.hpp"
#include "automata/holonomy.hpp"
#include "automata/minimize.hpp"
#include "automata/transition-monoid.hpp"
#include "common/error.hpp"
#include "random-dfa.hpp"

using namespace lrnnc::automata;

namespace {

// The level action for (letter, context), found by a linear scan (independent of
// CascadeLevel::find).
const LevelAction* lookup(const CascadeLevel& level, Letter a, const std::vector<std::uint32_t>& ctx) {
  for (const auto& e : level.actions)
    if (e.letter == a && e.context == ctx) return &e.action;
  return nullptr;
}

// Exact check that W is a surjective homomorphism on the reachable tuples, with every step
// recomputed from the level actions; returns an empty string when it holds.
std::string check_emulation(const Dfa& dfa, const Cascade& c) {
  const std::size_t k = dfa.num_letters(), T = c.tuples.size();
  if (c.tuple_state.size() != T || c.next.size() != T * k) return "sizes";
  if (c.tuple_state[0] != dfa.start()) return "W(tuples[0]) is not the start state";
  std::map<std::vector<std::uint32_t>, std::uint32_t> index;
  for (std::uint32_t t = 0; t < T; ++t) {
    if (c.tuples[t].size() != c.levels.size()) return "tuple width";
    index[c.tuples[t]] = t;
  }
  if (index.size() != T) return "duplicate tuples";
  std::vector<char> hit(dfa.num_states(), 0);
  for (std::uint32_t t = 0; t < T; ++t) {
    hit[c.tuple_state[t]] = 1;
    for (Letter a = 0; a < k; ++a) {
      std::vector<std::uint32_t> out(c.levels.size());
      for (std::size_t l = 0; l < c.levels.size(); ++l) {
        const auto& level = c.levels[l];
        std::vector<std::uint32_t> ctx;
        for (auto d : level.depends_on) ctx.push_back(c.tuples[t][d]);
        const LevelAction* act = lookup(level, a, ctx);
        if (!act) return "no action at level " + std::to_string(l);
        out[l] = act->kind == LevelAction::Kind::constant ? act->image[0] : act->image[c.tuples[t][l]];
      }
      const auto it = index.find(out);
      if (it == index.end()) return "step leaves the reachable tuples";
      if (it->second != c.next[t * k + a]) return "next disagrees with the level actions";
      if (c.tuple_state[it->second] != dfa.next(c.tuple_state[t], a))
        return "W(c.a) != W(c).a at tuple " + std::to_string(t) + " letter " + std::to_string(a);
    }
  }
  std::vector<char> reach(dfa.num_states(), 0);
  std::vector<State> queue{dfa.start()};
  reach[dfa.start()] = 1;
  for (std::size_t i = 0; i < queue.size(); ++i)
    for (Letter a = 0; a < k; ++a)
      if (!reach[dfa.next(queue[i], a)]) {
        reach[dfa.next(queue[i], a)] = 1;
        queue.push_back(dfa.next(queue[i], a));
      }
  for (State q = 0; q < dfa.num_states(); ++q)
    if (reach[q] && !hit[q]) return "not surjective";
  return "";
}

bool permutation_reset(const Cascade& c) {
  for (std::size_t l = 0; l < c.levels.size(); ++l) {
    const auto& level = c.levels[l];
    for (auto d : level.depends_on)
      if (d >= l) return false;
    for (const auto& e : level.actions) {
      if (e.context.size() != level.depends_on.size()) return false;
      if (e.action.kind == LevelAction::Kind::constant) {
        if (e.action.image.size() != 1 || e.action.image[0] >= level.states) return false;
        continue;
      }
      if (e.action.image.size() != level.states) return false;
      std::vector<char> seen(level.states, 0);
      for (auto q : e.action.image) {
        if (q >= level.states || seen[q]) return false;
        seen[q] = 1;
      }
    }
    std::size_t sum = 0;
    for (const auto& comp : level.components) {
      if (comp.offset != sum) return false;
      sum += comp.states;
    }
    if (sum != level.states) return false;
  }
  return true;
}

std::size_t max_levels_seen = 0, max_subduction_seen = 0, random_checked = 0, random_below = 0;

// The subduction height (Eilenberg; the longest strict subduction chain; SgpDec's number of
// levels) can reach the number of states and more: same-size images can be strictly subducted
// (tomita:7: {q0,q2,s} -> {q1,q3,s} on '1', never back). Glued steps (holonomy.cpp) let such
// classes share a level, so the cascade never has more levels than the subduction height, and
// fewer states than levels wherever `levels_below_states` is set.
void check_all(const Dfa& dfa, const std::string& what, bool group_check, bool levels_below_states = false) {
  INFO(what);
  const Cascade c = to_cascade(dfa);
  REQUIRE(check_emulation(dfa, c) == "");
  REQUIRE(permutation_reset(c));
  REQUIRE(is_permutation_reset(c));
  const EmulationReport report = verify_emulation(dfa, c, 4, 200);
  INFO(report.failure);
  REQUIRE(report.passed);
  // Each component's depends_on is within its level's and, with the letter and the component's
  // old coordinate, determines its next coordinate on every reachable transition landing in it.
  for (std::size_t l = 0; l < c.levels.size(); ++l) {
    const auto& level = c.levels[l];
    for (const auto& comp : level.components) {
      REQUIRE(std::includes(level.depends_on.begin(), level.depends_on.end(), comp.depends_on.begin(),
                            comp.depends_on.end()));
      std::map<std::vector<std::uint32_t>, std::uint32_t> next_of;
      for (std::size_t t = 0; t < c.tuples.size(); ++t)
        for (std::size_t a = 0; a < c.num_letters(); ++a) {
          const std::uint32_t now = c.tuples[c.next[t * c.num_letters() + a]][l];
          if (now < comp.offset || now >= comp.offset + comp.states) continue;
          std::vector<std::uint32_t> key{static_cast<std::uint32_t>(a), c.tuples[t][l]};
          for (std::uint32_t d : comp.depends_on) key.push_back(c.tuples[t][d]);
          const auto [it, added] = next_of.emplace(key, now);
          REQUIRE(it->second == now);
        }
    }
  }
  INFO("levels " << c.levels.size() << ", subduction height " << c.subduction_height);
  CHECK(c.levels.size() <= c.subduction_height);
  if (levels_below_states && dfa.num_states() > 1) CHECK(c.levels.size() < dfa.num_states());
  max_levels_seen = std::max(max_levels_seen, c.levels.size());
  max_subduction_seen = std::max(max_subduction_seen, c.subduction_height);
  if (group_check) {
    const Classification cl = classify(to_monoid(dfa));
    for (const auto& level : c.levels)
      for (const auto& comp : level.components) {
        INFO("component " << comp.representative << " group " << comp.group << " order " << comp.group_order);
        const bool divides = std::any_of(cl.subgroup_orders.begin(), cl.subgroup_orders.end(),
                                         [&](std::size_t o) { return o % comp.group_order == 0; });
        CHECK(divides);
        if (cl.is_aperiodic) CHECK(comp.group_order == 1);
      }
  }
}

// "The k-th letter from the end is a": states are the last k letters (bit i = letter i steps ago).
Dfa kth_from_end(std::size_t kk) {
  const std::size_t n = std::size_t{1} << kk;
  std::vector<State> delta(2 * n);
  std::vector<State> accepting;
  for (std::size_t s = 0; s < n; ++s) {
    delta[2 * s] = static_cast<State>(((s << 1) | 1) & (n - 1));  // 'a' shifts in a 1
    delta[2 * s + 1] = static_cast<State>((s << 1) & (n - 1));
    if ((s >> (kk - 1)) & 1) accepting.push_back(static_cast<State>(s));
  }
  return make_acceptor(Alphabet::make({"a", "b"}), n, 0, delta, accepting);
}

const CascadeComponent* find_group(const Cascade& c, std::size_t order) {
  for (const auto& level : c.levels)
    for (const auto& comp : level.components)
      if (comp.group_order == order) return &comp;
  return nullptr;
}

}  // namespace

TEST_CASE("CascadeEmulatesDfa on every builtin family", "[holonomy][standard]") {
  for (std::string spec :
       {"parity", "mod:3", "cyclic:3", "alt:4", "dihedral:4", "flipflop", "tomita:1", "tomita:2", "tomita:3",
        "tomita:4", "tomita:5", "tomita:6", "modarith:5", "dyck:1:3", "dyck:2:2", "dyck:2:3", "sym:3", "sym:4"})
    check_all(make_builtin(spec), spec, true, true);
  for (std::string spec : {"sym:5", "alt:5", "sym:5:gens", "sym:4:swaps", "mod:10", "dihedral:6"})
    check_all(make_builtin(spec), spec, false, true);
  // tomita:7 (0*1*0*1*, 5 states with the sink): the strict chain {q3,s} < {q2,s} < {q1,q3,s} <
  // {q0,q2,s} < X is 5 levels in the standard decomposition; '1' takes {q0,q2,s} to {q1,q3,s}
  // and {q2,s} to {q3,s} tile by tile, so each pair shares a level: 3 levels.
  const Dfa t7 = make_builtin("tomita:7");
  check_all(t7, "tomita:7", true, true);
  const Cascade c7 = to_cascade(t7);
  CHECK(c7.subduction_height == 5);
  CHECK(c7.levels.size() == 3);
  std::size_t shared = 0;
  for (const auto& level : c7.levels)
    for (const auto& comp : level.components) shared += comp.representative.find(' ') != std::string::npos;
  CHECK(shared == 2);  // "{0,2,4} {1,3,4}" and "{2,4} {3,4}"
}

TEST_CASE("Parity and cyclic:M decompose into one level with Z_2 / Z_M", "[holonomy][quick]") {
  for (std::string spec : {"parity", "cyclic:2", "cyclic:3", "cyclic:5", "mod:7"}) {
    INFO(spec);
    const Dfa dfa = make_builtin(spec);
    const Cascade c = to_cascade(dfa);
    REQUIRE(c.levels.size() == 1);
    REQUIRE(c.levels[0].components.size() == 1);
    const auto& comp = c.levels[0].components[0];
    CHECK(comp.group_order == dfa.num_states());
    CHECK(comp.group == "Z_" + std::to_string(dfa.num_states()));
    CHECK(comp.resets == 0);
  }
}

TEST_CASE("sym:5 yields a component with group S_5", "[holonomy][standard]") {
  const Cascade c = to_cascade(make_builtin("sym:5"));
  const auto* comp = find_group(c, 120);
  REQUIRE(comp != nullptr);
  CHECK(comp->group == "S_5");
}

TEST_CASE("tomita:5 is one level whose group is Z_2xZ_2", "[holonomy][quick]") {
  // Every letter is a permutation: I = {X} + singletons, X's tiles are the 4 states and the
  // holonomy group is the regular Klein four-group.
  const Cascade c = to_cascade(make_builtin("tomita:5"));
  REQUIRE(c.levels.size() == 1);
  REQUIRE(c.levels[0].components.size() == 1);
  CHECK(c.levels[0].components[0].group == "Z_2xZ_2");
  CHECK(c.levels[0].components[0].group_order == 4);
}

TEST_CASE("Identity letters: flipflop is one level, read = identity, set = resets", "[holonomy][quick]") {
  const Dfa dfa = make_builtin("flipflop");
  const Cascade c = to_cascade(dfa);
  REQUIRE(check_emulation(dfa, c) == "");
  REQUIRE(c.levels.size() == 1);
  CHECK(c.levels[0].states == 2);
  CHECK(c.levels[0].components[0].group == "trivial");
  CHECK(c.levels[0].components[0].resets == 2);
  const Letter read = dfa.alphabet().parse_word("read")[0];
  for (const auto& e : c.levels[0].actions)
    if (e.letter == read) CHECK(e.action.is_identity());
}

TEST_CASE("Aperiodic automata give only trivial groups", "[holonomy][standard]") {
  const std::uint64_t seed = 606;
  std::mt19937_64 rng(seed);
  std::size_t aperiodic = 0;
  for (int i = 0; i < 300; ++i) {
    const Dfa dfa = testing::random_dfa(rng, 2 + rng() % 5, 2 + rng() % 2);
    const Classification cl = classify(to_monoid(dfa));
    if (!cl.is_aperiodic) continue;
    ++aperiodic;
    INFO("seed " << seed << " automaton " << i);
    const Cascade c = to_cascade(dfa);
    for (const auto& level : c.levels)
      for (const auto& comp : level.components) CHECK(comp.group_order == 1);
  }
  CHECK(aperiodic > 10);
}

TEST_CASE("CascadeEmulatesDfa on 1200 seeded random automata (2-8 states, 2-3 letters)", "[holonomy][standard]") {
  const std::uint64_t seed = 20240606;
  std::mt19937_64 rng(seed);
  for (int i = 0; i < 1200; ++i) {
    const std::size_t n = 2 + rng() % 7, k = 2 + rng() % 2;
    Dfa dfa = testing::random_dfa(rng, n, k, 2 + rng() % 2);
    if (i % 2) dfa = minimize(dfa);
    check_all(dfa,
              "seed " + std::to_string(seed) + " automaton " + std::to_string(i) + " (" + std::to_string(n) +
                  " states, " + std::to_string(k) + " letters" + (i % 2 ? ", minimized)" : ")"),
              n <= 6);
    if (dfa.num_states() > 1) {
      ++random_checked;
      random_below += to_cascade(dfa).levels.size() < dfa.num_states();
    }
  }
  WARN("random automata: deepest cascade " << max_levels_seen << " levels, deepest subduction height "
                                           << max_subduction_seen << "; levels < states for " << random_below << " of "
                                           << random_checked << " (seed " << seed << ")");
  CHECK(max_levels_seen >= 2);
  CHECK(max_levels_seen < max_subduction_seen);  // gluing lowers the deepest cascades
}

TEST_CASE("CascadeEmulatesDfa on the k-th letter from the end", "[holonomy][standard]") {
  for (std::size_t kk = 1; kk <= 6; ++kk) {
    const Dfa dfa = kth_from_end(kk);
    check_all(dfa, "k = " + std::to_string(kk), kk <= 4, true);
    const Cascade c = to_cascade(dfa);
    CHECK(c.tuples.size() == dfa.num_states());
    CHECK(c.levels.size() == kk);
  }
}

TEST_CASE("The full transformation monoid T_5 decomposes and verifies", "[holonomy][standard]") {
  // Letters: a 5-cycle, a transposition, a rank-4 map.
  const std::size_t n = 5;
  std::vector<State> delta(3 * n);
  for (State x = 0; x < n; ++x) {
    delta[3 * x] = (x + 1) % n;
    delta[3 * x + 1] = x == 0 ? 1 : x == 1 ? 0 : x;
    delta[3 * x + 2] = x == 0 ? 1 : x;
  }
  const Dfa dfa = make_acceptor(Alphabet::make({"c", "t", "r"}), n, 0, delta, {0});
  check_all(dfa, "T_5", true, true);
  const Cascade c = to_cascade(dfa);
  CHECK(find_group(c, 120) != nullptr);  // S_5 on the top level's 5 tiles (the 4-subsets)
}

TEST_CASE("Decomposition limits throw errors naming the limit", "[holonomy][quick]") {
  const Dfa dfa = kth_from_end(6);
  DecomposeOptions small_image;
  small_image.image_set_limit = 50;
  try {
    (void)to_cascade(dfa, small_image);
    FAIL("no error");
  } catch (const lrnnc::Error& e) {
    CHECK_THAT(e.what(), Catch::Contains("image_set_limit = 50"));
  }
  DecomposeOptions few_tuples;
  few_tuples.tuple_limit = 10;
  try {
    (void)to_cascade(dfa, few_tuples);
    FAIL("no error");
  } catch (const lrnnc::Error& e) {
    CHECK_THAT(e.what(), Catch::Contains("tuple_limit = 10"));
    CHECK_THAT(e.what(), Catch::Contains("reached 11"));
  }
  // The time limit without depending on the machine's speed: a limit of 0 is over at the first
  // clock check, and where that comes is fixed by the input, not by the time it takes. The clock is
  // read at every 256th check point; the image set of kth_from_end(9) starts with 513 members (X
  // and the 512 singletons), one check point each, so the first reading comes in the image-set
  // stage after the same work on every machine.
  DecomposeOptions no_time;
  no_time.seconds_limit = 0;
  CHECK_THROWS_WITH(to_cascade(kth_from_end(9), no_time), Catch::Contains("over seconds_limit = 0 (stage: image set)"));
}

TEST_CASE("One-state automata and identity-only letters give zero levels", "[holonomy][quick]") {
  const Dfa one = make_acceptor(Alphabet::make({"a", "b"}), 1, 0, {0, 0}, {0});
  const Cascade c = to_cascade(one);
  CHECK(c.levels.empty());
  CHECK(c.tuples.size() == 1);
  CHECK(check_emulation(one, c) == "");
  CHECK(verify_emulation(one, c).passed);
  // Two states, only the identity letter: X's tiles are the singletons, the level is all identity.
  const Dfa id = make_acceptor(Alphabet::make({"e"}), 2, 1, {0, 1}, {1});
  const Cascade d = to_cascade(id);
  CHECK(check_emulation(id, d) == "");
  REQUIRE(d.levels.size() == 1);
  for (const auto& e : d.levels[0].actions) CHECK(e.action.is_identity());
}
