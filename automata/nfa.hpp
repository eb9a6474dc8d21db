// Nfa — a nondeterministic acceptor with epsilon moves, and the subset construction.
//
// Used by the regex compiler (Thompson construction) and by the AT&T reader (`--determinize`).
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include "automata/dfa.hpp"

namespace lrnnc::automata {

struct Nfa {
  Alphabet alphabet;
  std::vector<State> starts;
  std::vector<std::vector<std::pair<Letter, State>>> edges;  // edges[q]: (letter, target)
  std::vector<std::vector<State>> epsilon;                   // epsilon[q]: targets
  std::vector<bool> accepting;

  std::size_t num_states() const { return edges.size(); }
  State add_state(bool accept = false) {
    edges.emplace_back();
    epsilon.emplace_back();
    accepting.push_back(accept);
    return static_cast<State>(edges.size() - 1);
  }
  void add_edge(State from, Letter a, State to) { edges[from].emplace_back(a, to); }
  void add_epsilon(State from, State to) { epsilon[from].push_back(to); }
};

// Subset construction (Rabin-Scott) over epsilon closures: a complete acceptor whose states are
// the reachable subsets (the empty subset, when reachable, is the rejecting sink), numbered in
// breadth-first order from the start subset. Not minimized. Complexity O(2^n) in the worst case;
// throws lrnnc::Error when more than `state_limit` subsets are reached, when the subsets hold more
// than `element_limit` NFA states in all, or when the table would exceed `transition_limit`
// transitions (subsets x letters): with the defaults memory stays below about 1 GB whatever the input.
inline constexpr std::size_t kMaxSubsetElements = std::size_t{1} << 26;
inline constexpr std::size_t kMaxSubsetTransitions = std::size_t{1} << 26;
Dfa determinize(const Nfa& nfa, std::size_t state_limit = std::size_t{1} << 22,
                std::size_t element_limit = kMaxSubsetElements, std::size_t transition_limit = kMaxSubsetTransitions);

}  // namespace lrnnc::automata
