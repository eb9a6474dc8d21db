// Internal types and entry points shared by the compiler passes (one pass per .cpp file in this
// folder; PASSES.md says what each adds). Not installed; only compile.cpp and the passes include it.
//
// Data flow:  Dfa --validate--> Validated --representation--> GroupAction
//             GroupAction --cyclic-to-rotation | permutation-to-reflections--> Draft,  Dfa --onehot--> Draft
//             Draft --restrict--> Draft --codebook--> Compiled
//             Dfa --validate--> Validated --automata::to_cascade--> Cascade --cascade-to-layers--> Compiled
#pragma once

#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "automata/cascade.hpp"
#include "automata/dfa.hpp"
#include "automata/permutation-action.hpp"
#include "automata/permutation-group.hpp"
#include "common/shortest-text.hpp"
#include "lrnn/compile/compile.hpp"

namespace lrnnc::lrnn::passes {

// validate.cpp: the minimal DFA and the method that will be used.
struct Validated {
  automata::Dfa dfa;                         // minimize(input)
  Method method = Method::onehot;            // resolved: group, onehot or cascade, never automatic
  bool is_group = false;                     // every letter permutes the minimal DFA's states
  std::vector<automata::Perm> letter_perms;  // the letters on the minimal DFA's states (when is_group)
};

// representation.cpp: the letters as permutations of `points` points (right action), and the group
// they generate, enumerated breadth first from the identity (element 0) with its right Cayley graph
// (group.right(i, a) = element i followed by letter a). state[i] = start.w for any word w reaching
// element i (well defined: checked edge by edge).
struct GroupAction {
  std::size_t points = 0;
  std::vector<automata::Perm> letters;
  std::string description;  // "natural action of S_5 on 5 points", "action on 3 DFA states"
  automata::PermGroup group;
  std::vector<automata::State> state;
};

// The network layer before its codebook, with one codeword per reachable group element / state:
// the exact state vector H reached and the automaton state it stands for. The codebook pass turns
// these into Codebook + readout.
struct Draft {
  Layer layer;
  std::vector<std::pair<Vector, automata::State>> codewords;
  CompileSummary summary;
};

// Largest group the compiler enumerates, and largest codebook (elements x points entries). The
// one-hot pass also bounds its dense matrices (letters x n x n entries) by kCodebookEntryLimit,
// before allocating them.
inline constexpr std::size_t kGroupElementLimit = 10'000'000;
inline constexpr std::size_t kCodebookEntryLimit = 100'000'000;
// Largest memory the group enumeration may hold (its elements and its right Cayley graph over every
// letter, automata::perm_group_bytes): the element cap is lowered to what fits, before enumerating.
inline constexpr std::size_t kGroupByteLimit = std::size_t{4} << 30;

Validated validate(const automata::Dfa& dfa, const CompileOptions& options);
GroupAction representation(const automata::Dfa& minimal, const std::optional<automata::PermutationAction>& action);
Draft permutation_to_reflections(const GroupAction& action, ReflectionParam param);
// std::nullopt when the group is not cyclic.
std::optional<Draft> cyclic_to_rotation(const GroupAction& action, RotationForm form);
Draft onehot(const automata::Dfa& minimal);
// compile.cpp: cyclic_to_rotation when `cyclic` is rotation and the group is cyclic, otherwise
// permutation_to_reflections.
Draft group_network(const GroupAction& action, ReflectionParam reflection, CyclicMode cyclic, RotationForm rotation);
// Refuses, rebuilds (diag11, gh02) or clamps (best_effort) `draft` so that it lies in options.restrict.
void restrict_to_class(Draft& draft, const Validated& validated, const GroupAction& action,
                       const CompileOptions& options);
Compiled codebook(Draft draft, const Validated& validated, const CompileOptions& options);
// restrict.cpp: why class `r` cannot implement the group automaton `v` for every length (Theorem 1,
// Theorem 2, Proposition 1(3)); empty when it can.
std::string class_obstruction(const Validated& v, Restrict r);
// lookup.cpp (--decoder lookup:N): the diagonal counter h_c = (1 - lambda^c)/(1 - lambda) with a
// lookup decoder over c = 0..N, exact up to length N (summary.exact_up_to); see the file comment.
Draft lookup_counter(const Validated& v, const CompileOptions& options);
// restrict.cpp, for cascades: throws when `r` (none, diag01 or diag11) cannot implement a level of
// `cascade`: diag01 any level with a permutation (Theorem 1), diag11 a level whose group has odd
// order factors (Theorem 2). Levels whose group is a 2-group pass; split_prime makes them Z_2 levels.
void check_cascade_class(const automata::Cascade& cascade, Restrict r);
// cascade-to-layers.cpp (Theorem 4): one layer per level of `cascade`, with its codebook, and the
// multi-layer readout; `automaton` is the DFA the cascade emulates. The whole Compiled is built here
// (the single-layer codebook pass does not apply). Throws lrnnc::Error on a malformed cascade.
Compiled cascade_to_layers(const automata::Cascade& cascade, const automata::Dfa& automaton,
                           const CompileOptions& options);

// Shared helpers.
// permutation-to-reflections.cpp: the matrix P e_i = e_{p[i]} of a permutation (right action) as a
// product of transpositions (factors[0] applied first; `unit` or `integer` reflections) or Dense.
Transition permutation_transition(const automata::Perm& p, ReflectionParam param);
// codebook.cpp: the compile options as provenance strings (`used`: the resolved method).
std::vector<std::pair<std::string, std::string>> provenance_options(const CompileOptions& options, Method used);
// "'a'" — a letter of the DFA quoted for messages.
std::string quoted_letter(const automata::Dfa& dfa, automata::Letter a);
// The codeword P(g) H0 of a permutation g for H0 = (1, ..., n): component g(i) is i + 1 (exact).
Vector permuted_ramp(std::span<const std::uint32_t> g);

}  // namespace lrnnc::lrnn::passes
