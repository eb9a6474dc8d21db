// Dfa — a complete deterministic Moore machine over an Alphabet.
//
// States are 0..n-1, `start()` is the initial state, `next(q, a)` the transition (total: every
// state has a successor on every letter), and every state carries an output label. An acceptor is
// the special case with the two labels {"reject", "accept"} (label ids 0 and 1); a word problem's
// output is its state. Transformations act on the right: state q reading word uv goes to (q.u).v.
//
// The constructor does not validate (inner code builds machines it knows are well formed);
// make_dfa / make_acceptor do, and complete a partial description with an explicit sink state.
#pragma once

#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <vector>

#include "automata/alphabet.hpp"

namespace lrnnc::automata {

using State = std::uint32_t;
inline constexpr State kNoState = std::numeric_limits<State>::max();

class Dfa {
 public:
  Dfa() = default;
  // Unchecked. `delta` is row-major: delta[q * k + a]. `outputs[q]` indexes `labels`.
  Dfa(Alphabet alphabet, std::size_t num_states, State start, std::vector<State> delta,
      std::vector<std::uint32_t> outputs, std::vector<std::string> labels, bool acceptor,
      std::vector<std::string> state_names = {});

  const Alphabet& alphabet() const { return alphabet_; }
  std::size_t num_states() const { return num_states_; }
  std::size_t num_letters() const { return alphabet_.size(); }
  State start() const { return start_; }
  State next(State q, Letter a) const { return delta_[static_cast<std::size_t>(q) * alphabet_.size() + a]; }
  const std::vector<State>& table() const { return delta_; }

  // Output label id of a state, and the labels (acceptors: {"reject", "accept"}).
  std::uint32_t output(State q) const { return outputs_[q]; }
  const std::vector<std::uint32_t>& outputs() const { return outputs_; }
  const std::vector<std::string>& labels() const { return labels_; }
  const std::string& output_label(State q) const { return labels_[outputs_[q]]; }
  bool is_acceptor() const { return acceptor_; }
  bool accepting(State q) const { return acceptor_ && outputs_[q] == 1; }

  // Optional human-readable state names (empty when the states are just numbers).
  const std::vector<std::string>& state_names() const { return state_names_; }
  std::string state_name(State q) const;
  void set_state_names(std::vector<std::string> names) { state_names_ = std::move(names); }

  State run(std::span<const Letter> word, State from) const {
    for (Letter a : word) from = next(from, a);
    return from;
  }
  State run(std::span<const Letter> word) const { return run(word, start_); }
  bool accepts(std::span<const Letter> word) const { return accepting(run(word)); }

 private:
  Alphabet alphabet_;
  std::size_t num_states_ = 0;
  State start_ = 0;
  std::vector<State> delta_;
  std::vector<std::uint32_t> outputs_;
  std::vector<std::string> labels_;
  bool acceptor_ = false;
  std::vector<std::string> state_names_;
};

// Checked construction of a Moore machine. `delta` has num_states * |alphabet| entries, each a
// state in [0, num_states) or kNoState (a missing transition: an explicit sink state is added,
// with output label `sink_label`, appended to `labels` if absent). Throws lrnnc::Error naming the
// offending state/letter when a transition, the start state or an output is out of range, or when
// there are no states.
Dfa make_dfa(Alphabet alphabet, std::size_t num_states, State start, std::vector<State> delta,
             std::vector<std::uint32_t> outputs, std::vector<std::string> labels,
             std::vector<std::string> state_names = {}, const std::string& sink_label = "sink");

// Checked construction of an acceptor: `accepting` lists the accepting states (duplicates allowed).
// Missing transitions (kNoState) go to an added rejecting sink.
Dfa make_acceptor(Alphabet alphabet, std::size_t num_states, State start, std::vector<State> delta,
                  const std::vector<State>& accepting, std::vector<std::string> state_names = {});

// The labels of an acceptor.
inline const std::vector<std::string>& acceptor_labels() {
  static const std::vector<std::string> labels{"reject", "accept"};
  return labels;
}

}  // namespace lrnnc::automata
