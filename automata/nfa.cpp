#include "automata/nfa.hpp"

#include <algorithm>
#include <unordered_map>

#include "common/error.hpp"
#include "common/hash.hpp"

namespace lrnnc::automata {

namespace {

// Adds the epsilon closure of `set` (sorted, unique) in place.
void close(const Nfa& nfa, std::vector<State>& set, std::vector<char>& mark) {
  std::vector<State> stack(set.begin(), set.end());
  for (State q : set) mark[q] = 1;
  while (!stack.empty()) {
    State q = stack.back();
    stack.pop_back();
    for (State r : nfa.epsilon[q])
      if (!mark[r]) {
        mark[r] = 1;
        set.push_back(r);
        stack.push_back(r);
      }
  }
  for (State q : set) mark[q] = 0;
  std::sort(set.begin(), set.end());
}

}  // namespace

Dfa determinize(const Nfa& nfa, std::size_t state_limit, std::size_t element_limit, std::size_t transition_limit) {
  const std::size_t k = nfa.alphabet.size();
  if (k == 0) throw Error("empty alphabet: expected at least one letter");
  const std::size_t n = nfa.num_states();
  for (State s : nfa.starts)
    if (s >= n) throw Error("NFA start state " + std::to_string(s) + " is out of range");
  std::vector<char> mark(n, 0);
  std::unordered_map<std::vector<State>, State, lrnnc::VectorHash> index;
  std::vector<std::vector<State>> subsets;
  std::vector<State> delta;

  std::vector<State> start(nfa.starts.begin(), nfa.starts.end());
  std::sort(start.begin(), start.end());
  start.erase(std::unique(start.begin(), start.end()), start.end());
  close(nfa, start, mark);
  index.emplace(start, 0);
  subsets.push_back(std::move(start));

  std::size_t elements = subsets[0].size();
  std::vector<std::vector<State>> by_letter(k);
  for (std::size_t i = 0; i < subsets.size(); ++i) {
    for (auto& v : by_letter) v.clear();
    for (State q : subsets[i])
      for (auto [a, r] : nfa.edges[q]) by_letter[a].push_back(r);
    for (std::size_t a = 0; a < k; ++a) {
      std::vector<State> target = by_letter[a];
      std::sort(target.begin(), target.end());
      target.erase(std::unique(target.begin(), target.end()), target.end());
      close(nfa, target, mark);
      auto [it, inserted] = index.emplace(target, static_cast<State>(subsets.size()));
      if (inserted) {
        if (subsets.size() >= state_limit)
          throw Error("subset construction reached more than " + std::to_string(state_limit) + " states (the limit)");
        if ((subsets.size() + 1) * k > transition_limit)
          throw Error("subset construction reached " + std::to_string(subsets.size() + 1) + " states x " +
                      std::to_string(k) + " letters, more than the limit of " + std::to_string(transition_limit) +
                      " transitions");
        elements += target.size();
        if (elements > element_limit)
          throw Error("subset construction holds more than " + std::to_string(element_limit) +
                      " NFA states in its subsets (the limit)");
        subsets.push_back(std::move(target));
      }
      delta.push_back(it->second);
    }
  }
  std::vector<State> accepting;
  for (std::size_t i = 0; i < subsets.size(); ++i)
    for (State q : subsets[i])
      if (nfa.accepting[q]) {
        accepting.push_back(static_cast<State>(i));
        break;
      }
  return make_acceptor(nfa.alphabet, subsets.size(), 0, std::move(delta), accepting);
}

}  // namespace lrnnc::automata
