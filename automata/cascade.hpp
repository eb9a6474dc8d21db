// Cascade — a cascade (wreath-product-like) of permutation-reset automata emulating a DFA, as
// produced by the holonomy decomposition (automata/holonomy.hpp) and compiled by Theorem 4
// (lrnn compile --method cascade).
//
// Levels are numbered from the top: level 0 reads only the letter; level l reads the letter and
// the coordinates of some upper levels (`depends_on`, all < l) as they were BEFORE the letter (the
// cascade product: (c_0, ..., c_{L-1}) . a = (c_0 . a, c_1 . (a, c_0), ..., c_l . (a, c_{depends_on})...)).
// On its own coordinate every (letter, context) acts either as a permutation of the level's states
// or as a constant map (a reset); identity is a permutation.
//
// A level's states are the tiles of the level's components side by side (component k owns states
// [offset_k, offset_k + states_k)); a component is one holonomy class at that height, or a block of
// classes sharing one range of labels (holonomy.hpp), acting by its holonomy group (permutations
// of its tiles) and by resets. Where the upper coordinates select no
// component of this level (the chain skips the level), the coordinate is 0 by convention.
//
// Only reachable coordinate tuples are kept: `tuples` (tuples[0] is the initial tuple), `next`
// (tuple x letter -> tuple) and `tuple_state` (the map W from tuples to DFA states). The product of
// the level sizes (`coordinate_space`) is reported, never built.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "automata/alphabet.hpp"
#include "automata/dfa.hpp"

namespace lrnnc::automata {

struct LevelAction {
  enum class Kind { permutation, constant };
  Kind kind = Kind::permutation;
  // permutation: image[q] for every state q of the level; constant: image = {target}.
  std::vector<std::uint32_t> image;
  bool is_identity() const {
    if (kind != Kind::permutation) return false;
    for (std::size_t q = 0; q < image.size(); ++q)
      if (image[q] != q) return false;
    return true;
  }
};

struct ActionEntry {
  Letter letter = 0;
  std::vector<std::uint32_t> context;  // values of the level's depends_on levels, in that order
  LevelAction action;
};

struct CascadeComponent {
  std::size_t states = 0;                              // tiles
  std::size_t offset = 0;                              // its first state on the level
  std::vector<std::vector<std::uint32_t>> generators;  // holonomy group generators (perms of 0..states-1)
  std::size_t group_order = 1;
  std::string group;                      // "trivial", "Z_2", "S_5", ... (classify's naming)
  std::size_t resets = 0;                 // distinct constant actions onto this component
  std::vector<std::uint32_t> depends_on;  // upper levels its actions depend on
  std::string representative;             // the class representative(s), e.g. "{0,1,3}"
};

struct CascadeLevel {
  std::size_t states = 1;
  std::vector<CascadeComponent> components;
  std::vector<std::uint32_t> depends_on;  // sorted, all < this level's index
  // One per reachable (letter, context), sorted by letter, then by context lexicographically, with
  // no pair repeated: find() is a binary search and relies on it (is_permutation_reset checks it).
  std::vector<ActionEntry> actions;
  // The action for (letter, context); nullptr when that pair is unreachable. O(log |actions|).
  const LevelAction* find(Letter letter, const std::vector<std::uint32_t>& context) const;
};

struct Cascade {
  Alphabet alphabet;
  std::vector<CascadeLevel> levels;
  std::vector<std::vector<std::uint32_t>> tuples;  // reachable coordinate tuples; tuples[0] initial
  std::vector<State> tuple_state;                  // W(tuple)
  std::vector<std::uint32_t> next;                 // next[t * |alphabet| + a]
  double coordinate_space = 1;                     // product of the level sizes (not built)
  // For comparison: the number of levels of the standard holonomy decomposition of the same
  // automaton (the subduction height of the state set, Eilenberg; SgpDec), 0 when not computed.
  std::size_t subduction_height = 0;

  std::size_t num_letters() const { return alphabet.size(); }
  // The cascade's action on any tuple (not only reachable ones), by the level actions.
  // Returns nullopt when a (letter, context) pair has no action.
  std::optional<std::vector<std::uint32_t>> apply(const std::vector<std::uint32_t>& tuple, Letter a) const;
};

struct EmulationReport {
  bool passed = false;
  std::size_t reachable_tuples = 0;
  std::size_t checked_transitions = 0;
  bool surjective = false;                           // every reachable DFA state is some W(tuple)
  std::size_t random_words = 0, random_letters = 0;  // the differential check
  std::string failure;                               // empty when passed
};

// Exact, complete check that W is a surjective homomorphism on the reachable tuples: for every
// reachable tuple c and letter a, apply(c, a) (recomputed from the level actions, not read from
// `next`) is a reachable tuple and W(c.a) = W(c).a, W(tuples[0]) = dfa.start(), and every
// reachable DFA state is hit. O(|tuples| x |letters| x levels). Then a differential check on
// `random_words` seeded random words of length `random_length` (DFA vs cascade step by step).
// `dfa` must be the automaton the cascade was built from (same alphabet; throws lrnnc::Error
// otherwise). A malformed cascade (wrong sizes, coordinates out of range, a missing action, `next`
// disagreeing with the level actions, a listed tuple not reachable from tuples[0]) is a failed
// report, not an exception. `failure` names the first counterexample: the tuple, the letter, and
// the expected and found states (e.g. "tuple (1,0) letter 'b': W(1,0) = state 2 goes to state 0,
// but W(0,0) = state 1 (expected state 0, found state 1)"). The random words come from a
// splitmix64 stream of `seed`: the same seed gives the same words.
EmulationReport verify_emulation(const Dfa& dfa, const Cascade& cascade, std::size_t random_words = 64,
                                 std::size_t random_length = 1000, std::uint64_t seed = 1);

// Every level action is a permutation of [0, states) or a constant in it, every context has one
// value per depends_on level, and every level's actions are sorted and distinct (see
// CascadeLevel::actions): a structural check, O(total action size).
bool is_permutation_reset(const Cascade& cascade);

// JSON (indent 2): {"alphabet": [names], "levels": [{"states", "depends_on", "components":
// [{"states", "offset", "group_order", "group", "resets", "depends_on", "representative",
// "generators"}], "actions": [{"letter": name, "context": [...], "kind": "permutation" |
// "constant", "image": [...]}]}], "reachable_tuples", "coordinate_space", "subduction_height", and, when there are at
// most kCascadeJsonTupleLimit tuples, "tuples" ([[coordinates]]) and "tuple_state" ([W])}.
inline constexpr std::size_t kCascadeJsonTupleLimit = 4096;
std::string cascade_to_json(const Cascade& cascade);
// DOT: one cluster per level (label: states, the levels it reads), one box per component (states,
// group and order, resets, representative), an arrow from an upper level's cluster to each
// component whose action depends on that level.
std::string cascade_to_dot(const Cascade& cascade);

}  // namespace lrnnc::automata
