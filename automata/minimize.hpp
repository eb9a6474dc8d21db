// Trimming, minimization and equivalence of complete Moore machines.
#pragma once

#include <optional>

#include "automata/dfa.hpp"

namespace lrnnc::automata {

// The accessible part: states reachable from the start state, renumbered in breadth-first order
// (letters in id order). O(n |Σ|).
Dfa trim(const Dfa& dfa);

// The minimal complete machine with the same output on every word (Moore equivalence: two
// states are merged only when they agree on the output label of every continuation). Trims,
// then refines the partition by output label with Hopcroft's algorithm, O(|Σ| n log n)
// (Hopcroft 1971, in the formulation of Valmari 2012, "Fast brief practical DFA minimization").
// The result is canonical: states are numbered in breadth-first order from the start, so two
// equivalent machines minimize to equal tables. State names are dropped unless every class has one state.
Dfa minimize(const Dfa& dfa);

// A shortest word on which the two machines' outputs differ (outputs compared by label text),
// or nullopt when they are equivalent. Product-automaton BFS, O(n1 n2 |Σ|) worst case.
// Throws lrnnc::Error when the alphabets differ.
std::optional<Word> distinguishing_word(const Dfa& a, const Dfa& b);
inline bool equivalent(const Dfa& a, const Dfa& b) { return !distinguishing_word(a, b).has_value(); }

}  // namespace lrnnc::automata
