#include "automata/dfa.hpp"

#include <algorithm>

#include "common/error.hpp"

namespace lrnnc::automata {

Dfa::Dfa(Alphabet alphabet, std::size_t num_states, State start, std::vector<State> delta,
         std::vector<std::uint32_t> outputs, std::vector<std::string> labels, bool acceptor,
         std::vector<std::string> state_names)
    : alphabet_(std::move(alphabet)),
      num_states_(num_states),
      start_(start),
      delta_(std::move(delta)),
      outputs_(std::move(outputs)),
      labels_(std::move(labels)),
      acceptor_(acceptor),
      state_names_(std::move(state_names)) {}

std::string Dfa::state_name(State q) const {
  if (q < state_names_.size()) return state_names_[q];
  return std::to_string(q);
}

namespace {

Dfa make_checked(Alphabet alphabet, std::size_t n, State start, std::vector<State> delta,
                 std::vector<std::uint32_t> outputs, std::vector<std::string> labels, bool acceptor,
                 std::vector<std::string> state_names, const std::string& sink_label) {
  const std::size_t k = alphabet.size();
  if (k == 0) throw Error("empty alphabet: expected at least one letter");
  if (n == 0) throw Error("a DFA needs at least one state, found 0");
  if (n >= kNoState - 1) throw Error("too many states: " + std::to_string(n));
  if (delta.size() != n * k)
    throw Error("transition table has " + std::to_string(delta.size()) + " entries, expected " + std::to_string(n) +
                " states x " + std::to_string(k) + " letters = " + std::to_string(n * k));
  if (outputs.size() != n)
    throw Error("expected one output per state (" + std::to_string(n) + "), found " + std::to_string(outputs.size()));
  if (start >= n)
    throw Error("start state is " + std::to_string(start) + ", expected a state in [0, " + std::to_string(n) + ")");
  if (!state_names.empty() && state_names.size() != n)
    throw Error("expected " + std::to_string(n) + " state names, found " + std::to_string(state_names.size()));
  for (std::size_t q = 0; q < n; ++q)
    if (outputs[q] >= labels.size())
      throw Error("output of state " + std::to_string(q) + " is label " + std::to_string(outputs[q]) +
                  ", expected a label in [0, " + std::to_string(labels.size()) + ")");
  bool partial = false;
  for (std::size_t q = 0; q < n; ++q)
    for (std::size_t a = 0; a < k; ++a) {
      State r = delta[q * k + a];
      if (r == kNoState) {
        partial = true;
      } else if (r >= n) {
        throw Error("transition for state " + std::to_string(q) + " on letter '" + alphabet.name(a) + "' is " +
                    std::to_string(r) + ", expected a state in [0, " + std::to_string(n) + ")");
      }
    }
  if (partial) {
    const State sink = static_cast<State>(n);
    for (State& r : delta)
      if (r == kNoState) r = sink;
    delta.insert(delta.end(), k, sink);
    std::uint32_t label;
    if (acceptor) {
      label = 0;
    } else {
      auto it = std::find(labels.begin(), labels.end(), sink_label);
      label = static_cast<std::uint32_t>(it - labels.begin());
      if (it == labels.end()) labels.push_back(sink_label);
    }
    outputs.push_back(label);
    if (!state_names.empty()) state_names.push_back("sink");
    ++n;
  }
  return Dfa(std::move(alphabet), n, start, std::move(delta), std::move(outputs), std::move(labels), acceptor,
             std::move(state_names));
}

}  // namespace

Dfa make_dfa(Alphabet alphabet, std::size_t num_states, State start, std::vector<State> delta,
             std::vector<std::uint32_t> outputs, std::vector<std::string> labels, std::vector<std::string> state_names,
             const std::string& sink_label) {
  return make_checked(std::move(alphabet), num_states, start, std::move(delta), std::move(outputs), std::move(labels),
                      false, std::move(state_names), sink_label);
}

Dfa make_acceptor(Alphabet alphabet, std::size_t num_states, State start, std::vector<State> delta,
                  const std::vector<State>& accepting, std::vector<std::string> state_names) {
  std::vector<std::uint32_t> outputs(num_states, 0);
  for (State q : accepting) {
    if (q >= num_states)
      throw Error("accepting state " + std::to_string(q) + " is out of range, expected a state in [0, " +
                  std::to_string(num_states) + ")");
    outputs[q] = 1;
  }
  return make_checked(std::move(alphabet), num_states, start, std::move(delta), std::move(outputs), acceptor_labels(),
                      true, std::move(state_names), "reject");
}

}  // namespace lrnnc::automata
