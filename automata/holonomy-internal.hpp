// What the parts of the holonomy decomposition share (holonomy.cpp runs the steps;
// holonomy-skeleton.cpp builds the image set, classes, tiles, heights and blocks;
// holonomy-groups.cpp the holonomy permutations and the groups they generate;
// holonomy-levels.cpp the reachable tuples, the level actions and their dependencies). Internal:
// not installed, included by those files only.
#pragma once

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "automata/cascade.hpp"
#include "automata/dfa.hpp"
#include "automata/holonomy.hpp"
#include "automata/permutation-group.hpp"

namespace lrnnc::automata::holonomy_detail {

using Clock = std::chrono::steady_clock;
inline constexpr std::uint32_t kNone = 0xFFFFFFFFu;
inline constexpr std::uint64_t kConstBit = std::uint64_t{1} << 63;
inline constexpr std::uint64_t kIdentityDesc = kConstBit - 1;  // the identity permutation of a level

// The wall-clock budget (DecomposeOptions::seconds_limit), looked at every 256 checks.
struct Budget {
  Clock::time_point start = Clock::now();
  double limit = 0;
  std::size_t tick = 0;
  std::size_t group_bytes = DecomposeOptions{}.group_byte_limit;  // DecomposeOptions::group_byte_limit
  double seconds() const { return std::chrono::duration<double>(Clock::now() - start).count(); }
  void check(const char* stage);  // throws lrnnc::Error past the limit, naming the stage
};

// An internal inconsistency (a bug): throws std::logic_error.
[[noreturn]] void internal(const std::string& what);

// A stage message to DecomposeOptions::progress, if set.
inline void progress(const DecomposeOptions& options, const std::string& message) {
  if (options.progress) options.progress(message);
}

// The skeleton: the image set I with the letters' action, its subduction classes, heights,
// translations, tiles and holonomy permutations.
struct Skeleton {
  std::size_t n = 0, k = 0, words = 0;
  detail::FlatTable<std::uint64_t> sets;
  std::vector<std::uint32_t> next;  // next[m * k + a] = member of m.a
  std::vector<std::uint32_t> size;  // |m|
  std::vector<std::uint32_t> cls;   // class of m

  struct Class {
    std::vector<std::uint32_t> members;  // ascending; members[0] is the representative
    std::uint32_t height = 0;
    std::vector<std::uint32_t> tiles;  // the representative's tiles (members)
    std::vector<Perm> perms;           // distinct holonomy permutations of the tiles
  };
  std::vector<Class> classes;
  // Blocks: classes sharing one range of coordinates (labels) at their height (see build_skeleton).
  struct Block {
    std::vector<std::uint32_t> classes;  // ascending
    std::uint32_t size = 0;              // labels: the most tiles of its classes
    std::uint32_t offset = 0;            // first global coordinate (set by holonomy-levels.cpp)
  };
  std::vector<Block> blocks;
  std::vector<std::uint32_t> block;     // class -> block (kNone for singletons)
  std::uint32_t subduction_height = 0;  // X's height with every class step costing a level
  // Glued steps between classes that act by a permutation: member * k + letter -> index in the
  // target class's perms (absent: the identity).
  std::unordered_map<std::uint64_t, std::uint32_t> cross;
  std::vector<std::uint32_t> position;               // scratch for class_permutations (kNone between uses)
  std::vector<std::vector<State>> from_rep;          // m: image of rep's j-th point (non-singletons)
  std::vector<std::vector<std::uint32_t>> tiles_of;  // m: rep tile i translated into m
  std::vector<std::uint32_t> holo;                   // holo[m * k + a]: perm index in class, or kNone

  const std::uint64_t* bits(std::uint32_t m) const { return sets.at(m); }
  bool subset(std::uint32_t a, std::uint32_t b) const {  // a within b
    const std::uint64_t *x = bits(a), *y = bits(b);
    for (std::size_t w = 0; w < words; ++w)
      if (x[w] & ~y[w]) return false;
    return true;
  }
  template <class F>
  void for_points(std::uint32_t m, F&& f) const {
    const std::uint64_t* b = bits(m);
    for (std::size_t w = 0; w < words; ++w)
      for (std::uint64_t v = b[w]; v; v &= v - 1) f(static_cast<State>(w * 64 + std::countr_zero(v)));
  }
  std::vector<State> points(std::uint32_t m) const {
    std::vector<State> p;
    for_points(m, [&](State x) { p.push_back(x); });
    return p;
  }
  State first_point(std::uint32_t m) const {
    State r = kNoState;
    for_points(m, [&](State x) { r = std::min(r, x); });
    return r;
  }
  bool singleton_class(std::uint32_t ci) const { return size[classes[ci].members[0]] == 1; }
};

// holonomy-skeleton.cpp
void build_image_set(const Dfa& dfa, const DecomposeOptions& options, Budget& budget, Skeleton& sk);
void build_skeleton(const Dfa& dfa, const DecomposeOptions& options, Budget& budget, Skeleton& sk);
std::string set_name(const Skeleton& sk, std::uint32_t m);  // "{0,2,5}"

// holonomy-groups.cpp
// The holonomy permutations of class `ci` in its current labels: for each internal step p -> p.a,
// the permutation i -> j of the tiles with tiles_of[p][i].a = tiles_of[p.a][j] (distinct ones kept).
void class_permutations(Skeleton& sk, std::uint32_t ci);
void holonomy_permutations(Skeleton& sk, Budget& budget);  // of every class
// The group generated by `gens` (permutations of at most `degree` points, padded with fixed
// points). Throws lrnnc::Error when it gets more than `limit` elements or more than fit in
// `byte_limit` bytes (perm_group_bytes, checked as the group grows); `what` (if given) says which.
PermGroup enumerate_group(const std::vector<Perm>& gens, std::size_t degree, std::size_t limit, std::size_t byte_limit,
                          std::string* what);
// The order of the group generated by `gens` (as enumerate_group), or 0 when it exceeds a limit.
std::size_t generated_order(const std::vector<Perm>& gens, std::size_t degree, std::size_t limit,
                            std::size_t byte_limit);

// holonomy-levels.cpp
// The cascade of the skeleton: the reachable coordinate tuples, the levels they use, each level's
// actions, components and dependencies.
Cascade build_levels(const Dfa& dfa, const DecomposeOptions& options, Budget& budget, Skeleton& sk);

}  // namespace lrnnc::automata::holonomy_detail
