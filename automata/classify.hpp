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
// Complexity: O(|M| n) for the pass, plus for each distinct maximal subgroup H of order >= 60
// O(log^2 |H|) closures of O(|H| log|H| r) each; the naming search is capped (see group_name).
// Memory O(|M|) indices plus the largest subgroup's elements. Precondition: `monoid` came from
// to_monoid. Throws nothing of its own.
#pragma once

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

Classification classify(const TransitionMonoid& monoid);

}  // namespace lrnnc::automata
