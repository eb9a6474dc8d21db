// Pass "representation": the letters as permutations of n points and the group they generate.
//
// Right action: letter a maps point i to i.a, and its matrix is P(a) e_i = e_{i.a}, so that
// A(x_t) ... A(x_1) e_q = e_{q.w}. By default the points are the minimal DFA's states (always
// faithful). A given PermutationAction (e.g. S_5 on 5 points instead of 120 states) is checked:
// the group it generates is enumerated breadth first from the identity (PermGroup::closure), each
// element g gets the DFA state s(g) = start.w of the word w that first reached it, and every
// Cayley edge must agree with the automaton, s(g.a) = delta(s(g), a). Then by induction the state
// after any word is s(product of its letters), which is what the network decodes.
// Complexity: O(|G| |Σ| n) time, O(|G| (n + |Σ|)) memory; |G| is capped at kGroupElementLimit.
#include <algorithm>
#include <string>

#include "common/error.hpp"
#include "lrnn/compile/passes.hpp"

namespace lrnnc::lrnn::passes {

namespace {

std::vector<automata::Perm> checked_letters(const automata::Dfa& dfa, const automata::PermutationAction& action) {
  if (action.letters.size() != dfa.num_letters())
    throw Error("permutation action (" + action.description + ") has " + std::to_string(action.letters.size()) +
                " letters, expected " + std::to_string(dfa.num_letters()) + " (the automaton's alphabet)");
  if (action.points == 0) throw Error("permutation action (" + action.description + ") has no points");
  std::vector<automata::Perm> perms;
  for (automata::Letter a = 0; a < dfa.num_letters(); ++a) {
    const auto& img = action.letters[a];
    const std::string where = "permutation action (" + action.description + "): letter " + quoted_letter(dfa, a);
    if (img.size() != action.points)
      throw Error(where + " has " + std::to_string(img.size()) + " images, expected " + std::to_string(action.points));
    std::vector<bool> hit(action.points, false);
    for (std::size_t i = 0; i < img.size(); ++i) {
      if (img[i] >= action.points)
        throw Error(where + " maps point " + std::to_string(i) + " to " + std::to_string(img[i]) +
                    ", expected a point in [0, " + std::to_string(action.points) + ")");
      if (hit[img[i]]) throw Error(where + " is not a permutation (point " + std::to_string(img[i]) + " is hit twice)");
      hit[img[i]] = true;
    }
    perms.emplace_back(img.begin(), img.end());
  }
  return perms;
}

}  // namespace

GroupAction representation(const automata::Dfa& minimal, const std::optional<automata::PermutationAction>& action) {
  GroupAction g;
  if (action) {
    g.letters = checked_letters(minimal, *action);
    g.points = action->points;
    g.description =
        action->description.empty() ? "given action on " + std::to_string(g.points) + " points" : action->description;
  } else {
    g.points = minimal.num_states();
    for (automata::Letter a = 0; a < minimal.num_letters(); ++a) {
      automata::Perm p(g.points);
      for (automata::State q = 0; q < g.points; ++q) p[q] = minimal.next(q, a);
      g.letters.push_back(std::move(p));
    }
    g.description = "action on " + std::to_string(g.points) + " DFA states";
  }
  // The codebook holds |G| vectors of n entries, so large actions are cut off early as well.
  const std::size_t limit = std::min(kGroupElementLimit, std::max<std::size_t>(1, kCodebookEntryLimit / g.points));
  try {
    g.group = automata::PermGroup::closure(g.letters, g.points, limit);
  } catch (const Error& e) {
    throw Error("group of the " + g.description + ": " + e.what() + " (at most " + std::to_string(kGroupElementLimit) +
                " elements and " + std::to_string(kCodebookEntryLimit) +
                " codebook entries; a smaller faithful permutation action may fit)");
  }
  g.state.assign(g.group.size(), automata::kNoState);
  g.state[0] = minimal.start();
  // Breadth-first order: element i's parent precedes it, so state[i] is set when i is processed.
  for (std::uint32_t i = 0; i < g.group.size(); ++i)
    for (automata::Letter a = 0; a < minimal.num_letters(); ++a) {
      const std::uint32_t j = g.group.right(i, a);
      const automata::State expected = minimal.next(g.state[i], a);
      if (g.state[j] == automata::kNoState) {
        g.state[j] = expected;
      } else if (g.state[j] != expected) {
        throw Error("permutation action (" + g.description + ") is not consistent with the automaton: group element " +
                    std::to_string(j) + " is reached in DFA states " + std::to_string(g.state[j]) + " and " +
                    std::to_string(expected) + " (via letter " + quoted_letter(minimal, a) + ")");
      }
    }
  return g;
}

Vector permuted_ramp(std::span<const std::uint32_t> g) {
  Vector h(static_cast<Eigen::Index>(g.size()));
  for (std::size_t i = 0; i < g.size(); ++i) h(g[i]) = static_cast<double>(i + 1);
  return h;
}

}  // namespace lrnnc::lrnn::passes
