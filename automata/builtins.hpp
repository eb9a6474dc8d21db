// Builtin automaton families (`lrnnc builtins` lists them). Each family's exact alphabet, states,
// start state and outputs are documented in builtins.cpp next to its constructor and summarised
// in list_builtins(). The conventions other modules rely on:
//
// - Word problems (cyclic:M, sym:N, sym:N:gens, sym:N:swaps, alt:N, dihedral:N) are Moore machines
//   whose output is the state index (labels "0".."n-1"), start = the identity = state 0.
// - S_N / A_N (Merrill et al., Grazzi et al. App. E.3): elements are the permutations p of
//   (0..N-1) as tuples of images [p(0),...,p(N-1)], numbered in lexicographic order (A_N: the even
//   ones in that order); states are named by the tuple ("[1,0,2]"), sym:N / alt:N letters by the
//   index ("0".."N!-1"). After x_1 ... x_t the state is x_1 ∘ x_2 ∘ ... ∘ x_t as functions (x_t is
//   applied first): reading x maps state s to s ∘ x, (s ∘ x)(i) = s(x(i)). In S_3,
//   "2 1" = [1,0,2] ∘ [0,2,1] = [1,2,0] = state 3 while "1 2" = [2,0,1] = state 4.
// - dihedral:N: letters "r" (rotation), "s" (reflection); state j*N + i is r^i s^j (states 0..N-1
//   rotations, N..2N-1 reflections), same product order as S_N (g reads x -> g·x).
// - modarith:M: letters "0".."M-1","+","-","*"; outputs "0".."M-1" (value mod M of a complete
//   expression, "*" before "+"/"-"), "incomplete" (empty word or ending with an operator), "error"
//   (a sink: the word does not alternate number/operator starting with a number).
// - tomita:K and dyck:K:D are acceptors (labels reject/accept); Dyck violations go to a sink.
// - Caps keep tables small: sym:N has N!^2 transitions, so N <= 6; alt:N N <= 7; the generator
//   families sym:N:gens / sym:N:swaps go up to N = 8 (40320 states). Every family's parameters
//   have a range (list_builtins(), `lrnnc builtins`), and every member has at most
//   kMaxBuiltinStates states and kMaxBuiltinTransitions (states x letters) table entries. The
//   largest members: alt:7 (2520 x 2520 = 6,350,400 entries), dyck:5:8 (488,282 states x 10
//   letters), dyck:3:12 (797,162 x 6), dyck:8:6 (299,594 x 16), modarith:100 (20,001 x 103);
//   dyck:K:D needs K^0 + ... + K^D <= 2^20 stacks and (stacks + 1) x 2K <= 2^23 entries, so
//   dyck:8:16 and dyck:7:7 are refused. A refused spec costs O(length of the spec).
// - Parameters are strict decimal integers (common/parse-integer.hpp): "mod:+3", "mod: 3",
//   "mod:03", "mod:3x", "mod:0x3" are refused, never read as 3.
//
// Complexity: O(states x letters) table entries, each computed in O(1) (O(N^2) for permutations).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "automata/dfa.hpp"
#include "automata/permutation-action.hpp"

namespace lrnnc::automata {

// Size caps of every builtin (see above).
inline constexpr std::size_t kMaxBuiltinStates = (std::size_t{1} << 20) + 1;
inline constexpr std::size_t kMaxBuiltinTransitions = std::size_t{1} << 23;

struct BuiltinInfo {
  std::string syntax;       // e.g. "sym:N"
  std::string example;      // e.g. "sym:5"
  std::string description;  // one line
};

std::vector<BuiltinInfo> list_builtins();

// Builds a family member from its spec ("parity", "mod:3", "sym:5", "tomita:3", "dyck:2:3", ...).
// Throws lrnnc::Error for an unknown family, a wrong number of parameters, a parameter that is not
// a strict decimal integer, or one out of range (naming the valid range: "sym:N needs N in [1, 6],
// found 12"), or a member above the size caps (naming the cap).
Dfa make_builtin(std::string_view spec);

// The number of states and letters of make_builtin(spec), computed from the spec alone in
// O(length of spec): no table is built. Throws what make_builtin throws for the same spec (so
// a caller can refuse a spec, or a grid of specs, before building anything).
struct BuiltinSize {
  std::size_t states = 0, letters = 0;
  friend bool operator==(const BuiltinSize&, const BuiltinSize&) = default;
};
BuiltinSize builtin_size(std::string_view spec);

// The natural (small, faithful) permutation action of a builtin word problem, for compilers that
// want permutation matrices smaller than the regular action: sym:N, alt:N, sym:N:gens, sym:N:swaps
// act on N points, dihedral:N on the N vertices of the N-gon (cyclic:M, mod:M and parity
// already act regularly on their M states: nullopt). For the
// builtins' product convention (state s reads x -> s o x) the right action on points is
// i.x = x^{-1}(i), so that the points' images after a word determine the state. std::nullopt for
// every other spec (including ones make_builtin would refuse). O(letters x points); the
// automaton itself is not built.
std::optional<PermutationAction> builtin_permutation_action(std::string_view spec);

}  // namespace lrnnc::automata
