// Classification of a transition monoid (see ../shared/ARCHITECTURE.md):
//  - is_group: every letter acts as a permutation (then the monoid is a group);
//  - is_aperiodic: every element m has m^k = m^(k+1) for some k (star-free, Schützenberger 1965);
//    for a transformation: every cycle of its functional graph is a fixed point;
//  - subgroup_orders: the sorted distinct orders of the maximal subgroups (the group H-classes,
//    one per idempotent);
//  - solvable: every maximal subgroup is solvable (derived series reaches the trivial group);
//  - group_name: when the monoid is a group and is recognized up to isomorphism:
//    "trivial", "Z_m", "Z_2xZ_2" (and other abelian groups as products of cyclic factors in
//    invariant-factor form, "Z_2xZ_4"), "D_n" (n >= 4), "S_n" (n >= 3), "A_n" (n >= 4), "Q_8";
//    otherwise "order k". A name is only given when it is proven (see group_name in
//    permutation-group.hpp): never a guess from the order.
//
// Algorithm: one pass over the elements. x lies in a subgroup iff rank(x^2) = rank(x) (x permutes
// im(x)); it then lies in the maximal subgroup H_e of its idempotent power e = x^omega, which is
// computed in O(n) as x followed by the inverse of x restricted to im(x). Counting elements per
// idempotent gives |H_e|. Each H_e of order >= 60 (smaller groups are all solvable) is taken as a
// permutation group of im(e) relabelled 0..r-1, given a small generating set greedily, and its
// derived series is computed by normal closures of commutators of generators; results are
// cached by the group's sorted element list (T_7 has 6,322 idempotents but 7 distinct groups).
//
// The solvability check reduces a generating set first (is_solvable), so a group whose letters
// are many of its elements (alt:7: 2,520 letters) costs no more than one given by two.
//
// Complexity: O(|M| n) for the pass, plus for each distinct maximal subgroup H of order >= 60
// O(log^2 |H|) closures of O(|H| log|H| r) each; the naming search is capped (see group_name).
// Memory: 20 bytes per monoid element for the pass, plus for the subgroup being analysed about
// |H| (36 r + 150) bytes (its elements as permutations, their hash table, the subgroups of the
// derived series: classify_bytes), plus the cache keys (4 |H| r bytes per distinct subgroup of
// a monoid that is not a group). Each is checked against options.byte_limit, less what the
// monoid itself holds (TransitionMonoid::bytes()), before it is allocated: a monoid and its
// classification together stay under one limit. Precondition: `monoid` came from to_monoid.
// Throws lrnnc::Error when the byte limit would be exceeded (naming options.byte_limit_name).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "automata/transition-monoid.hpp"

namespace lrnnc::automata {

struct Classification {
  std::size_t size = 0;
  std::size_t semigroup_size = 0;
  std::size_t idempotents = 0;
  bool is_group = false;
  bool is_aperiodic = false;
  bool solvable = true;
  std::vector<std::size_t> subgroup_orders;
  std::optional<std::string> group_name;  // set when is_group
};

struct ClassifyOptions {
  // Bytes that the monoid (TransitionMonoid::bytes()) and the classification's working memory
  // may hold together; the default is MonoidOptions' default.
  std::size_t byte_limit = std::size_t{4} << 30;
  // How the limit is named in its message ("raise it with NAME"); the command line passes its
  // option ("--max-memory").
  std::string byte_limit_name = "ClassifyOptions::byte_limit";
};

Classification classify(const TransitionMonoid& monoid, const ClassifyOptions& options = {});

// The bytes classify() may hold while it analyses one maximal subgroup of order `order` acting on
// `points` points (an upper bound, growth of the tables included). O(1).
std::size_t classify_bytes(std::size_t order, std::size_t points);

}  // namespace lrnnc::automata
