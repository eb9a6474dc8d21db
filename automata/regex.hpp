// Regular expressions -> epsilon-NFA (Thompson) -> DFA (subset construction) -> minimal DFA (Hopcroft).
//
// Full-match semantics over an explicit alphabet. Syntax:
//   a            a literal letter (any character that is not special); `\c` escapes c
//   <name>       a letter with a multi-character name (alphabets given as "read,set0,set1")
//   .            any letter of the alphabet
//   [abc] [^ab]  a class / its complement within the alphabet; `\` escapes inside classes
//   r|s  rs      alternation, concatenation (alternation binds loosest)
//   r* r+ r?     repetition
//   r{m} r{m,n} r{m,}   bounded repetition
//   ( )          grouping; `()` is the empty word
// Special characters: . [ ] ( ) | * + ? { } \ < >. Whitespace is a literal like any other character.
#pragma once

#include <optional>
#include <string_view>

#include "automata/dfa.hpp"
#include "automata/nfa.hpp"

namespace lrnnc::automata {

// The letters a pattern mentions, in order of first appearance (used when no alphabet is given).
// Throws lrnnc::Error on a malformed pattern, or when the pattern uses `.` or `[^...]` (which need
// an explicit alphabet) and mentions no letter at all.
Alphabet regex_alphabet(std::string_view pattern);

// Thompson's construction. Throws lrnnc::Error "regex error at position P: ..." on malformed
// input and "regex letter 'x' at position P is not in the alphabet {0, 1}" for foreign letters.
Nfa regex_to_nfa(std::string_view pattern, const Alphabet& alphabet);

// The minimal complete acceptor of the pattern (alphabet from the pattern when not given).
Dfa regex_to_dfa(std::string_view pattern, const std::optional<Alphabet>& alphabet = std::nullopt);

}  // namespace lrnnc::automata
