// to_cascade(dfa) — the holonomy decomposition of a DFA into a cascade of permutation-reset
// automata (Zeiger 1967; Eilenberg 1976; the computational form of Egri-Nagy and Nehaniv,
// "Computational holonomy decomposition of transformation semigroups"; SgpDec). Our own code.
//
// Steps (X = the states, letters act on the right, monoid semantics: the identity is included):
//  1. the extended image set I = {X} u {X.w : w a word} u {{x} : x in X}, computed as the orbit of
//     X under the letters (subsets as bitsets), never by enumerating the monoid;
//  2. subduction A <= B iff A is contained in some B.w; equivalence classes (A <= B <= A) are the
//     strongly connected components of the orbit graph on I; heights (singletons 0); a
//     representative per class with translating maps (bijections P -> rep and back);
//  3. tiles of each representative (maximal proper members of I inside it), the holonomy group of
//     each class (permutations of its tiles induced by the class's internal transitions);
//  4. levels by height (top = the height of X), the components of each level, the dependency of
//     each level's action on the letter and the upper coordinates, and only the reachable
//     coordinate tuples with their transitions and the map W to states.
//
// Limits (DecomposeOptions): image-set size, reachable tuples, a time budget; exceeding one throws
// lrnnc::Error naming the limit and the value reached.
#pragma once

#include <cstddef>
#include <functional>

#include "automata/cascade.hpp"
#include "automata/dfa.hpp"

namespace lrnnc::automata {

struct DecomposeOptions {
  std::size_t image_set_limit = 1'000'000;   // members of I
  std::size_t tuple_limit = 10'000'000;      // reachable coordinate tuples
  double seconds_limit = 600;                // wall-clock budget
  std::function<void(const std::string&)> progress;  // optional stage messages
};

// Decomposes `dfa` exactly as given (callers usually minimize first). Throws lrnnc::Error on limits.
Cascade to_cascade(const Dfa& dfa, const DecomposeOptions& options = {});

}  // namespace lrnnc::automata
