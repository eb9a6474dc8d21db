// The transition monoid of letters that are all permutations: the group path of to_monoid (the
// group enumerated from an independent subset of the letters, products looked up by their images
// of a base) gives exactly the tables of the general enumeration.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "automata/minimize.hpp"
#include "automata/transition-monoid.hpp"
#include "common/error.hpp"
#include "monoid-test-helpers.hpp"

using namespace lrnnc::automata;
using detail::PermutationPath;

namespace {

using testing::compose;
using testing::Images;

// Every table of two monoids is the same (and the bytes they hold, unless they were built under
// different byte limits, which may stop the growth of the tables at different capacities).
void require_identical(const TransitionMonoid& a, const TransitionMonoid& b, bool same_bytes = true) {
  REQUIRE(a.size() == b.size());
  REQUIRE(a.semigroup_size() == b.semigroup_size());
  REQUIRE(a.degree() == b.degree());
  REQUIRE(a.num_generators() == b.num_generators());
  REQUIRE(a.idempotents() == b.idempotents());
  if (same_bytes) REQUIRE(a.bytes() == b.bytes());
  const std::size_t n = a.degree(), k = a.num_generators();
  std::vector<State> x(n), y(n);
  for (TransitionMonoid::Index i = 0; i < a.size(); ++i) {
    a.images(i, x);
    b.images(i, y);
    REQUIRE(x == y);
    REQUIRE(b.find(std::span<const State>(x)) == std::optional<TransitionMonoid::Index>(i));
    REQUIRE(a.length(i) == b.length(i));
    if (i > 0) {
      REQUIRE(a.prefix(i) == b.prefix(i));
      REQUIRE(a.last_letter(i) == b.last_letter(i));
    }
    for (Letter c = 0; c < k; ++c) REQUIRE(a.right(i, c) == b.right(i, c));
  }
}

void require_paths_agree(const std::vector<Transformation>& gens, std::size_t degree) {
  const TransitionMonoid slow = detail::to_monoid(gens, degree, {}, PermutationPath::never);
  const TransitionMonoid fast = detail::to_monoid(gens, degree, {}, PermutationPath::always);
  require_identical(slow, fast);
  require_identical(slow, to_monoid(gens, degree));
}

// `count` letters, each a random product of 0 to 4 of the `seeds` (so the identity and
// duplicates occur).
std::vector<Transformation> letters_from(std::mt19937& rng, const std::vector<Images>& seeds, std::size_t degree,
                                         std::size_t count) {
  std::vector<Transformation> out;
  Images id(degree);
  std::iota(id.begin(), id.end(), State{0});
  for (std::size_t a = 0; a < count; ++a) {
    Images x = id;
    for (std::size_t len = rng() % 5; len > 0; --len) x = compose(x, seeds[rng() % seeds.size()]);
    out.emplace_back(x);
  }
  return out;
}

// A random permutation of `degree` points moving only points of the given blocks, each within
// its block (so the group is a subgroup of the product of the blocks' symmetric groups).
Images block_perm(std::mt19937& rng, std::size_t degree, const std::vector<std::vector<State>>& blocks) {
  Images x(degree);
  std::iota(x.begin(), x.end(), State{0});
  for (const auto& block : blocks) {
    std::vector<State> to = block;
    std::shuffle(to.begin(), to.end(), rng);
    for (std::size_t i = 0; i < block.size(); ++i) x[block[i]] = to[i];
  }
  return x;
}

}  // namespace

TEST_CASE("GroupPathMatchesTheGeneralEnumerationOnRandomPermutations", "[quick][monoid]") {
  const unsigned seed = GENERATE(101u, 102u, 103u, 104u);
  CAPTURE(seed);
  std::mt19937 rng(seed);
  for (int trial = 0; trial < 12; ++trial) {
    // Degrees up to 300 (uint16 points above 256), 1 to 4 blocks of up to 5 moved points (groups
    // from the trivial one to products of symmetric groups, bases of several points), 1 to 70
    // letters (the threshold is 32).
    const std::size_t degree = trial % 3 == 0 ? 1 + rng() % 8 : trial % 3 == 1 ? 9 + rng() % 60 : 257 + rng() % 44;
    std::vector<State> points(degree);
    std::iota(points.begin(), points.end(), State{0});
    std::shuffle(points.begin(), points.end(), rng);
    std::vector<std::vector<State>> blocks;
    std::size_t used = 0;
    for (std::size_t b = 0, nb = 1 + rng() % 4; b < nb && used < degree; ++b) {
      const std::size_t size = std::min<std::size_t>(1 + rng() % 5, degree - used);
      blocks.emplace_back(points.begin() + static_cast<std::ptrdiff_t>(used),
                          points.begin() + static_cast<std::ptrdiff_t>(used + size));
      used += size;
    }
    std::vector<Images> seeds;
    for (std::size_t s = 0, ns = 1 + rng() % 3; s < ns; ++s) seeds.push_back(block_perm(rng, degree, blocks));
    const std::size_t count = trial % 4 == 0 ? 1 + rng() % 8 : 33 + rng() % 38;
    const auto gens = letters_from(rng, seeds, degree, count);
    CAPTURE(trial, degree, blocks.size(), count);
    require_paths_agree(gens, degree);
  }
}

TEST_CASE("GroupPathMatchesOnBuiltinGroups", "[standard][monoid]") {
  for (const std::string spec : {"sym:5", "alt:5", "alt:6", "sym:6", "dihedral:12", "dihedral:40", "mod:40"}) {
    CAPTURE(spec);
    const Dfa dfa = minimize(make_builtin(spec));
    require_paths_agree(letter_transformations(dfa), dfa.num_states());
  }
}

TEST_CASE("GroupPathIsNotTakenForTransformations", "[quick][monoid]") {
  // 40 letters, one of them not a permutation: the general enumeration, whatever the path asked.
  std::mt19937 rng(7);
  std::vector<Images> seeds;
  for (int s = 0; s < 2; ++s) {
    Images x(6);
    std::iota(x.begin(), x.end(), State{0});
    std::shuffle(x.begin(), x.end(), rng);
    seeds.push_back(x);
  }
  auto gens = letters_from(rng, seeds, 6, 40);
  gens[17] = Transformation(Images{0, 0, 2, 3, 4, 5});
  require_identical(detail::to_monoid(gens, 6, {}, PermutationPath::never),
                    detail::to_monoid(gens, 6, {}, PermutationPath::always));
}

TEST_CASE("GroupPathChecksItsLimits", "[quick][monoid]") {
  const Dfa sym5 = minimize(make_builtin("sym:5"));
  const auto gens = letter_transformations(sym5);
  MonoidOptions options;
  options.byte_limit_name = "--max-memory";
  // Not even the letters fit.
  options.byte_limit = 4096;
  REQUIRE_THROWS_WITH(to_monoid(gens, 120, options),
                      "a transition monoid of degree 120 with 120 letters would need more than 4 KiB of memory (the "
                      "byte limit); raise it with --max-memory or use a smaller automaton");
  // Every limit from 4 KiB to 256 KiB: the monoid is built within the limit, the same as without
  // one, or refused with the limit's message.
  const TransitionMonoid full = to_monoid(gens, 120);
  std::size_t built = 0, refused = 0;
  for (std::size_t limit = 4096; limit <= (256 << 10); limit += 2048) {
    CAPTURE(limit);
    options.byte_limit = limit;
    try {
      const TransitionMonoid m = to_monoid(gens, 120, options);
      REQUIRE(m.bytes() <= limit);
      require_identical(m, full, false);
      ++built;
    } catch (const lrnnc::Error& e) {
      REQUIRE_THAT(e.what(), Catch::StartsWith("a transition monoid") &&
                                 Catch::Contains("of degree 120 with 120 letters would need more than") &&
                                 Catch::EndsWith("(the byte limit); raise it with --max-memory or use a smaller "
                                                 "automaton"));
      ++refused;
    }
  }
  REQUIRE(built > 0);
  REQUIRE(refused > 0);
  // The element limit, checked while the group is enumerated.
  MonoidOptions few;
  few.element_limit = 100;
  few.element_limit_name = "--monoid-limit";
  REQUIRE_THROWS_WITH(to_monoid(gens, 120, few),
                      "transition monoid has more than 100 elements (the limit); raise it "
                      "with --monoid-limit or use a smaller automaton");
  few.element_limit = 120;
  require_identical(to_monoid(gens, 120, few), full);
}
