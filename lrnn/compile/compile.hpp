// compile(dfa, options) — compiles an automaton into a Network (Grazzi et al., Theorem 3 and
// App. B.3). The passes, one file each, are described in lrnn/compile/PASSES.md; compile.cpp is
// the short driver that runs them in order:
//
//   validate -> representation -> (cyclic-to-rotation | permutation-to-reflections | onehot)
//            -> restrict -> codebook
//
// Methods:
//   group   the transition monoid must be a group (every letter a permutation of the states);
//           letters become permutation matrices of the smallest faithful action found cheaply
//           (the natural action given in `permutation_action`, else the action on the minimal
//           DFA's states), written as products of reflections (`reflection`), or 2x2 rotations /
//           the scalar -1 for cyclic groups (`cyclic`, `rotation`). H0 = (1, 2, ..., n)^T.
//   onehot  any DFA: A(w)_{q',q} = 1{delta(q, w) = q'}, H0 = e_{q0}, B = 0 (App. B.3).
//   cascade any DFA (Theorem 4, App. D.3-D.4): minimize -> holonomy decomposition
//           (automata::to_cascade) -> one layer per cascade level (pass cascade-to-layers): one-hot
//           states of the level, permutations as products of reflections (`reflection`), resets as
//           A = 0 (`reset`: a zero diagonal or n Householder factors with beta = 1) with B = e_target;
//           each layer's tokens are the level's reachable (letter, upper coordinates) pairs.
//   auto    group when the monoid is a group, otherwise cascade.
// The network decodes to the states of minimize(dfa) (states renumbered canonically); its
// `automaton` is that minimal DFA.
//
// Restricted classes (`restrict`, for sweeps): the network must lie in the class; when the class
// cannot implement the automaton, compile throws lrnnc::Error naming the result that forbids it
// (Theorem 1, Theorem 2, Proposition 1), unless `best_effort`, which emits the closest network in
// the class (each token's matrix replaced by the Frobenius-nearest matrix of the class structure:
// diagonals clamped into the range, Householder factor eigenvalues clamped into the range) and
// records in the provenance notes that it does not implement the automaton.
//   diag01  diagonal, entries in [0, 1]       diag11  diagonal, entries in [-1, 1]
//   gh01    products of generalized Householder factors with eigenvalue 1 - beta|v|^2 in [0, 1]
//           (beta in [0, 1] for unit v)       gh02    the same with eigenvalues in [-1, 1]
//
// Throws lrnnc::Error: group method on a non-group monoid (naming a letter that is not a
// permutation and the method that would work), a permutation action that is not consistent with
// the automaton, restricted classes that cannot implement it, and exceeded limits: group elements
// (kGroupElementLimit), one-hot matrix entries (kCodebookEntryLimit, lrnn/compile/passes.hpp) and,
// for cascades, the holonomy decomposition's (automata DecomposeOptions defaults).
// Complexity: minimization O(|Σ| n log n); the group's elements are enumerated once (O(|G| |Σ| n)).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "automata/cascade.hpp"
#include "automata/dfa.hpp"
#include "automata/permutation-action.hpp"
#include "lrnn/network.hpp"

namespace lrnnc::lrnn {

// The longest length a lookup decoder (--decoder lookup:N) covers.
inline constexpr std::size_t kLookupMaxLength = 1'000'000;

enum class Method { automatic, group, onehot, cascade };
enum class ReflectionParam { unit, integer, dense };
enum class CyclicMode { rotation, permutation };
enum class RotationForm { dense, reflections };
enum class Restrict { none, diag01, diag11, gh01, gh02 };
// Cascade resets (constant actions, A = 0): Diagonal(zeros), or the product of the n generalized
// Householder factors I - e_i e_i^T (beta = 1, eigenvalue 0), which is exactly 0 (Sec. 3.3).
enum class ResetForm { diagonal, householder };

struct CompileOptions {
  Method method = Method::automatic;
  ReflectionParam reflection = ReflectionParam::unit;
  CyclicMode cyclic = CyclicMode::rotation;
  RotationForm rotation = RotationForm::dense;
  Restrict restrict = Restrict::none;
  ResetForm reset = ResetForm::diagonal;
  bool best_effort = false;
  // Cascade method: split each level's solvable group into levels of prime cyclic groups
  // (automata/cascade-prime.hpp). Implied by --restrict diag01 / diag11 on cascades.
  bool prime = false;
  // --decoder lookup:N (with --restrict diag01 / diag11 and --lambda): the diagonal counter with a
  // lookup decoder, exact up to length N only (lrnn/compile/lookup.cpp). --lambda: its eigenvalue.
  std::optional<std::size_t> lookup;
  std::optional<double> lambda;
  // A permutation action of the letters (automata/builtins.hpp), used instead of the action on the
  // DFA's states when given (builtin_permutation_action supplies the natural one of a builtin).
  // compile checks that it is consistent with the automaton (the state after a word is a function
  // of the permutation it induces) and throws otherwise.
  std::optional<automata::PermutationAction> permutation_action;
};

// Parsers for the command-line names ("auto", "group", "onehot"; "unit", "integer", "dense"; ...).
// Throw lrnnc::Error naming the option, the value and the accepted values.
Method parse_method(const std::string& s);
ReflectionParam parse_reflection(const std::string& s);
CyclicMode parse_cyclic(const std::string& s);
RotationForm parse_rotation(const std::string& s);
Restrict parse_restrict(const std::string& s);
ResetForm parse_reset(const std::string& s);
std::string to_string(Method m);
std::string to_string(ReflectionParam r);
std::string to_string(CyclicMode c);
std::string to_string(RotationForm r);
std::string to_string(Restrict r);
std::string to_string(ResetForm r);

// What the compiler reports besides the network.
struct CompileSummary {
  std::string method;           // the method used ("group", "onehot", "cascade")
  std::string construction;     // e.g. "permutation (reflections, unit)", "rotation (dense)", "scalar -1"
  std::string representation;   // e.g. "natural action on 5 points", "action on 120 DFA states"
  std::size_t group_order = 0;  // 0 when not a group
  std::size_t max_reflections_per_token = 0;
  bool implements = true;                  // false for best-effort networks outside their class and lookup counters
  std::optional<std::size_t> exact_up_to;  // lookup counters: right on every word up to this length
  std::optional<automata::Letter> counting_letter;  // lookup counters: a letter that counts
  std::vector<std::string> notes;                   // e.g. "one-hot matrix of letter 'b' is singular"
};

struct Compiled {
  Network network;
  CompileSummary summary;
};

Compiled compile(const automata::Dfa& dfa, const CompileOptions& options = {});

// Theorem 4 on a given cascade: one layer per level (cascade-to-layers), codebooks and the
// multi-layer readout (readout_keys = the reachable tuples, readout = W). `dfa` is the automaton the
// cascade emulates (W maps to its states); it becomes network.automaton as given (not minimized).
// Uses options.reflection and options.reset; refuses restricted classes. compile() with
// Method::cascade is minimize -> to_cascade -> this. Throws lrnnc::Error when the cascade is not
// permutation-reset, a level action has the wrong size, or the alphabets differ.
Compiled compile_cascade(const automata::Cascade& cascade, const automata::Dfa& dfa,
                         const CompileOptions& options = {});

}  // namespace lrnnc::lrnn
