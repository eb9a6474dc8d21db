// JSON reader/writer for automata:
//   {"alphabet": ["0","1"], "states": 3 | ["a","b","c"], "start": 0 | "a",
//    "accepting": [0] | ["a"]   or   "outputs": [label per state] (strings or integers),
//    "delta": [[1,2],[0,2],[2,2]]}
// delta[q][a] is the state reached from q on the letter with index a (a number, or a name when
// states are named; null for a missing transition, completed with a sink state named "sink").
// Optional "labels": [...] (with "outputs" only) fixes the order of a Moore machine's label list
// when it is not the order of first appearance in "outputs" (the writer emits it only then).
// "alphabet" may also be a string read like the command line's --alphabet ("01", "a,b").
//
// Limits on hostile input (exceeding one is an lrnnc::Error that names the limit's value):
//   kMaxJsonStates      2^26 states, given as a count or as a list of names; checked before any
//                       table is sized from it (a count is also checked against the rows given)
//   kMaxJsonBytes       64 MiB of text; checked before parsing, because a parsed JSON document
//                       takes up to ~16 bytes of memory per byte of text
//   nesting             16 levels
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "automata/dfa.hpp"

namespace lrnnc::automata {

inline constexpr std::size_t kMaxJsonStates = std::size_t{1} << 26;
inline constexpr std::size_t kMaxJsonBytes = std::size_t{64} << 20;

// Throws lrnnc::Error on malformed JSON, duplicate keys, missing or unknown fields, wrong types,
// out-of-range or unknown states, both or neither of accepting/outputs, inconsistent row lengths,
// and input beyond the limits above. O(text size).
Dfa dfa_from_json(std::string_view text);
std::string dfa_to_json(const Dfa& dfa);

}  // namespace lrnnc::automata
