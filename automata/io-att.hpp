// AT&T / OpenFst text acceptors: lines "src dst label [weight]" (arcs; an acceptor's label may be
// given once or twice as "ilabel olabel" with ilabel == olabel), "state [weight]" (final states).
// The first arc's source is the start state. With a symbol table ("name id" per line; id 0 is
// epsilon, as in OpenFst) labels are numbers; without one, labels are letter names.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "automata/dfa.hpp"

namespace lrnnc::automata {

struct AttOptions {
  bool determinize = false;  // nondeterministic or epsilon input is an error unless set
};

// Throws lrnnc::Error with the line number on malformed lines, unknown symbols, nondeterminism
// (without determinize) and empty input.
Dfa dfa_from_att(std::string_view text, const std::optional<std::string_view>& symbols = std::nullopt,
                 const AttOptions& options = {});

// Writes an acceptor (labels as letter names). Throws lrnnc::Error for Moore machines with other
// labels (AT&T text holds acceptors only: use JSON).
std::string dfa_to_att(const Dfa& dfa);
// The symbol table of a machine's alphabet: "<eps> 0" then "name id" with ids from 1.
std::string att_symbols(const Dfa& dfa);

}  // namespace lrnnc::automata
