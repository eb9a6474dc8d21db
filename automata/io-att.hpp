// AT&T / OpenFst text acceptors: lines "src dst label [weight]" (arcs; an acceptor's label may be
// given once or twice as "ilabel olabel" with ilabel == olabel), "state [weight]" (final states).
// The first arc's source is the start state. With a symbol table ("name id" per line; id 0 is
// epsilon, as in OpenFst) labels are numbers; without one, labels are letter names.
//
// Limits on hostile input (exceeding one is an lrnnc::Error that names the limit's value):
//   kMaxAttBytes        64 MiB of text (symbol table included); checked before reading a line
//   kMaxAttTransitions  2^26 transitions (states x letters) in the table; checked before it is built
//   state numbers       at most 18 decimal digits (any such number is fine: states are renumbered
//                       densely, so state 10^12 costs no more than state 1)
//   --determinize       the limits of determinize (automata/nfa.hpp)
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "automata/dfa.hpp"

namespace lrnnc::automata {

inline constexpr std::size_t kMaxAttBytes = std::size_t{64} << 20;
inline constexpr std::size_t kMaxAttTransitions = std::size_t{1} << 26;

struct AttOptions {
  bool determinize = false;  // nondeterministic or epsilon input is an error unless set
};

// Throws lrnnc::Error with the line number on malformed lines, unknown symbols, nondeterminism
// (without determinize) and empty input, and on input beyond the limits above. O(text size), plus
// the subset construction with determinize.
Dfa dfa_from_att(std::string_view text, const std::optional<std::string_view>& symbols = std::nullopt,
                 const AttOptions& options = {});

// Writes an acceptor (labels as letter names). Throws lrnnc::Error for Moore machines with other
// labels (AT&T text holds acceptors only: use JSON).
std::string dfa_to_att(const Dfa& dfa);
// The symbol table of a machine's alphabet: "<eps> 0" then "name id" with ids from 1.
std::string att_symbols(const Dfa& dfa);

}  // namespace lrnnc::automata
