// split_prime: cascades refined into levels of prime cyclic groups (and orbit/reset levels), each
// result proven by verify_emulation (every reachable tuple and letter, then random words) against
// the DFA, on builtins with known composition series and on seeded random automata.
#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "automata/builtins.hpp"
#include "automata/cascade-prime.hpp"
#include "automata/classify.hpp"
#include "automata/holonomy.hpp"
#include "automata/minimize.hpp"
#include "automata/transition-monoid.hpp"
#include "random-dfa.hpp"

using namespace lrnnc;
using namespace lrnnc::automata;

namespace {

// The split cascade of `dfa`, checked: it emulates the DFA, it is permutation-reset, and every
// level's group is trivial or Z_p acting regularly on p states.
Cascade checked_split(const Dfa& dfa, const std::string& what) {
  INFO(what);
  const Cascade c = split_prime(to_cascade(dfa));
  REQUIRE(is_permutation_reset(c));
  const EmulationReport r = verify_emulation(dfa, c, 8, 300);
  INFO(r.failure);
  REQUIRE(r.passed);
  for (std::size_t l = 0; l < c.levels.size(); ++l) {
    const std::size_t order = level_group(c.levels[l]).size();
    INFO("level " << l << " of " << c.levels.size() << ": group order " << order << ", " << c.levels[l].states
                  << " states");
    CHECK((order == 1 || order == c.levels[l].states));
  }
  return c;
}

// The orders of the levels' groups, top first.
std::vector<std::size_t> orders(const Cascade& c) {
  std::vector<std::size_t> out;
  for (const auto& level : c.levels) out.push_back(level_group(level).size());
  return out;
}

}  // namespace

TEST_CASE("SplitPrimeCountsModuloPowersOfTwoWithZ2Levels", "[quick]") {
  for (std::size_t k = 1; k <= 4; ++k) {
    const std::size_t m = std::size_t{1} << k;
    const Cascade c = checked_split(minimize(make_builtin("mod:" + std::to_string(m))), "mod " + std::to_string(m));
    CHECK(c.levels.size() == k);
    CHECK(orders(c) == std::vector<std::size_t>(k, 2));
    CHECK(c.tuples.size() == m);
    // Level i reads the letter and the levels above it: a binary counter with carries.
    for (std::size_t l = 0; l < k; ++l) CHECK(c.levels[l].depends_on.size() == l);
  }
}

TEST_CASE("SplitPrimeFollowsCompositionSeries", "[quick]") {
  // Z_6: the smallest prime quotient first (Z_6 -> Z_2, kernel Z_3).
  CHECK(orders(checked_split(minimize(make_builtin("mod:6")), "mod 6")) == std::vector<std::size_t>{2, 3});
  CHECK(orders(checked_split(minimize(make_builtin("mod:9")), "mod 9")) == std::vector<std::size_t>{3, 3});
  // S_3 > A_3 > 1, S_4 > A_4 > V_4 > Z_2 > 1, A_4 > V_4 > Z_2 > 1, D_4 (order 8): three Z_2.
  CHECK(orders(checked_split(minimize(make_builtin("sym:3")), "sym 3")) == std::vector<std::size_t>{2, 3});
  CHECK(orders(checked_split(minimize(make_builtin("sym:4")), "sym 4")) == std::vector<std::size_t>{2, 3, 2, 2});
  CHECK(orders(checked_split(minimize(make_builtin("alt:4")), "alt 4")) == std::vector<std::size_t>{3, 2, 2});
  CHECK(orders(checked_split(minimize(make_builtin("dihedral:4")), "dihedral 4")) == std::vector<std::size_t>{2, 2, 2});
  // Already prime: unchanged.
  const Cascade parity = to_cascade(minimize(make_builtin("parity")));
  CHECK(split_prime(parity).levels.size() == parity.levels.size());
}

TEST_CASE("SplitPrimeRefusesNonSolvableGroups", "[quick]") {
  CHECK_THROWS_WITH(split_prime(to_cascade(minimize(make_builtin("alt:5")))),
                    Catch::Contains("cascade level 0 has the group A_5, which is not solvable"));
  CHECK_THROWS_WITH(split_prime(to_cascade(minimize(make_builtin("sym:5")))), Catch::Contains("not solvable"));
}

TEST_CASE("SplitPrimeKeepsResetsAndOrbits", "[quick]") {
  // Builtins with groups and resets (Tomita, bounded Dyck, flip-flop) and the lower levels that read
  // a split level.
  for (const std::string spec : {"tomita:1", "tomita:2", "tomita:3", "tomita:4", "tomita:5", "tomita:6", "tomita:7",
                                 "flipflop", "dyck:1:3", "dyck:2:2"})
    checked_split(minimize(make_builtin(spec)), spec);
}

TEST_CASE("SplitPrimeEmulatesSeededRandomAutomata", "[standard]") {
  const std::uint64_t seed = 20261126;
  std::mt19937_64 rng(seed);
  std::size_t split = 0, refused = 0;
  for (int i = 0; i < 300; ++i) {
    const std::size_t n = 2 + rng() % 5, k = 2 + rng() % 2;
    const Dfa dfa = minimize(testing::random_dfa(rng, n, k, 2 + rng() % 2));
    const std::string what = "seed " + std::to_string(seed) + " automaton " + std::to_string(i);
    const bool solvable = classify(to_monoid(dfa)).solvable;
    if (!solvable) {
      CHECK_THROWS_WITH(split_prime(to_cascade(dfa)), Catch::Contains("not solvable"));
      ++refused;
      continue;
    }
    const Cascade before = to_cascade(dfa), after = checked_split(dfa, what);
    split += after.levels.size() > before.levels.size();
  }
  WARN("random automata: " << split << " of 300 gained levels, " << refused << " not solvable");
  CHECK(split > 20);
}
