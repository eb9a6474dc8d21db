// realize — what a network computes in a finite format, decided for every word of every length.
//
// A network run in a finite format in sequential order is a finite-state machine
// (realize/machine.hpp). realize() searches the product of that machine with the spec's automaton
// breadth-first from (start, start): the pairs (network state as exact bits, spec state) reachable
// by some word. The search runs through Boost.Graph: the product is an implicit incidence graph
// whose out-edges step the network and intern the successors (realize/product-graph.hpp), and
// boost::breadth_first_visit with a visitor checks each pair on the first edge that reaches it.
//
// Verdicts:
//   proved          the reachable pairs closed and every pair reached by a non-empty word has the
//                   spec's label: the network is right on every word of every length in this format.
//   counterexample  a pair whose label differs from the spec's. Breadth-first order with letters in
//                   order makes the first one met a shortest failing word, and the first in letter
//                   order among the shortest; its last letter is the position where a run of that
//                   word fails first (no prefix fails: it would be shorter).
//   bounded         a cap was reached (max_pairs, max_bytes) before the pairs closed with no failure
//                   met: every word of length <= depth is right (a proof up to that length).
// The empty word is not checked (a network has no output before its first letter, as in
// lrnn::check_words and probe); its pair is the realized machine's start.
//
// The realized machine. When the pairs close, the network states among them, with one edge per
// letter and the output label of each (kNonFiniteLabel for a state with a non-finite value), are a
// complete Moore machine: the automaton the network realizes in this format. It is minimized
// (automata::minimize) and compared with the spec's minimal machine, and its transition monoid is
// classified (group, aperiodic, solvable) when it has at most monoid_limit elements. After a
// counterexample the search goes on to closure (or a cap) for the sake of this machine.
//
// Cost: O(pairs x letters) network steps and hash look-ups; a counterexample's word costs one more
// pass over the levels before it (no parents are stored). Memory per pair: the state's words (8
// bytes each) + 4 bytes of spec state + the index's 5.3-10.7 bytes (realize/pair-store.hpp); the
// realized machine: 4 bytes per state and letter, after the search.
//
// Throws lrnnc::Error when the alphabets differ (by letter names, in order), when a spec label is
// not one of the machine's, or when max_pairs is 0.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "automata/dfa.hpp"
#include "realize/machine.hpp"

namespace lrnnc::realize {

enum class Verdict { proved, counterexample, bounded };
// "proved", "counterexample", "bounded".
std::string to_string(Verdict verdict);

struct RealizeOptions {
  std::size_t max_pairs = 10'000'000;
  std::size_t max_bytes = std::size_t{4} << 30;  // the pairs' store and index
  // The realized machine is built, minimized and compared when the pairs close and it has at
  // most this many states; its monoid classified when it has at most monoid_limit elements.
  std::size_t machine_limit = 10'000'000;
  std::size_t monoid_limit = 100'000;
  std::size_t monoid_bytes = std::size_t{512} << 20;  // the monoid's storage (MonoidOptions::byte_limit)
  // How the caps are named in messages and reports ("--max-states", "--max-memory").
  std::string max_pairs_name = "max_pairs";
  std::string max_bytes_name = "max_bytes";
  // Called after each level with (depth, pairs so far); may be empty.
  std::function<void(std::size_t, std::size_t)> progress;
};

struct Counterexample {
  automata::Word word;      // letter ids of the machine's alphabet
  std::string decoded;      // the network's label at the last letter
  std::string expected;     // the spec's
  bool non_finite = false;  // the state had a NaN or an infinite value
};

struct MonoidSummary {
  std::size_t size = 0;
  bool group = false, aperiodic = false, solvable = false;
};

struct RealizeReport {
  Verdict verdict = Verdict::bounded;
  std::size_t pairs = 0;
  // Levels fully explored: every word of length <= depth reached a checked pair. When the pairs
  // close, the largest distance of a pair from the start.
  std::size_t depth = 0;
  std::optional<Counterexample> counterexample;
  std::string cap;  // bounded: which cap stopped the search, in one line
  // The realized machine (when the pairs closed and it was built).
  std::optional<automata::Dfa> realized, minimized;
  std::optional<bool> equals_spec;  // the minimized machine equals the spec's minimal machine
  std::optional<MonoidSummary> monoid;
  std::string monoid_note;         // why monoid is absent, when it is
  std::size_t network_states = 0;  // distinct network states among the pairs
  std::size_t bytes = 0;           // the pairs' store and index at the end
  double seconds = 0;
};

RealizeReport realize(Machine& machine, const automata::Dfa& spec, const RealizeOptions& options = {});

}  // namespace lrnnc::realize
