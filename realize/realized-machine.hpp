// Internal to realize/: the realized Moore machine of a closed search (realize/realize.hpp), its
// minimization, its comparison with the spec and its monoid. Not installed API.
#pragma once

#include "automata/dfa.hpp"
#include "realize/machine.hpp"
#include "realize/pair-store.hpp"
#include "realize/realize.hpp"

namespace lrnnc::realize::detail {

// Fills report.realized, minimized, equals_spec, monoid (or monoid_note) and network_states from
// the closed pairs in `store`. The network states are numbered in the order of the first pair
// holding each (breadth-first from the start, which is state 0); each state's successors are
// found by stepping it once more on every letter. O(states x letters) steps.
void describe_realized(Machine& machine, const automata::Dfa& spec, const PairStore& store,
                       const RealizeOptions& options, RealizeReport& report);

}  // namespace lrnnc::realize::detail
