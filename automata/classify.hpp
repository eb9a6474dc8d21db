// Classification of a transition monoid (see ../shared/ARCHITECTURE.md):
//  - is_group: every letter acts as a permutation (then the monoid is a group);
//  - is_aperiodic: every element m has m^k = m^(k+1) for some k (star-free, Schützenberger);
//  - subgroup_orders: the sorted distinct orders of the maximal subgroups (the group H-classes,
//    one per idempotent);
//  - solvable: every maximal subgroup is solvable (derived series reaches the trivial group);
//  - group_name: when the monoid is a group and is recognized up to isomorphism:
//    "trivial", "Z_m", "Z_2xZ_2" (and other abelian groups as products of cyclic factors),
//    "D_n", "S_n", "A_n", "Q_8"; otherwise "order k".
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
