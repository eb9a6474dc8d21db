// A permutation action of an automaton's letters on a set of points: what a compiler may use
// instead of the action on the automaton's states when it is smaller (builtins.hpp supplies the
// natural action of the builtin word problems; lrnn/compile checks a given action against the DFA).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace lrnnc::automata {

// Letter a maps point i to letters[a][i]. Actions are on the right (i.(uv) = (i.u).v), like the
// DFA's transitions.
struct PermutationAction {
  std::size_t points = 0;
  std::vector<std::vector<std::uint32_t>> letters;
  std::string description;  // "natural action of S_5 on 5 points"
};

}  // namespace lrnnc::automata
