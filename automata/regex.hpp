// Regular expressions -> epsilon-NFA (Thompson) -> DFA (subset construction) -> minimal DFA (Hopcroft).
//
// Full-match semantics over an explicit alphabet. Syntax:
//   a            a literal letter (any character that is not special; a non-ASCII UTF-8 character
//                such as λ is one letter, named by its UTF-8 bytes, like <λ>); `\c` escapes c
//   <name>       a letter with a multi-character name (alphabets given as "read,set0,set1")
//   .            any letter of the alphabet
//   [abc] [^ab]  a class / its complement within the alphabet; `\` escapes inside classes
//   r|s  rs      alternation, concatenation (alternation binds loosest)
//   r* r+ r?     repetition
//   r{m} r{m,n} r{m,}   bounded repetition
//   ( )          grouping; `()` is the empty word
// Special characters: . [ ] ( ) | * + ? { } \ < >. Whitespace is a literal like any other character
// (though no alphabet can contain it, so it is always reported as a foreign letter).
//
// Decisions where regex dialects differ:
//   - The empty pattern "" matches exactly the empty word, like `()`.
//   - An empty alternative (`a|`, `|a`, `a||b`, `(|a)`) is an error: write `()` for the empty word.
//   - Quantifiers do not stack: `a**`, `a*?`, `a{2}{3}` are errors; group instead: `(a*)?`.
//   - Classes: `]`, `\`, `<` and (between two items) `-` are special inside `[...]`; `^` only first.
//     `[a-c]` is a range of single ASCII characters by byte value and stands for every character from a to
//     c, each of which must be a letter of the alphabet; a `-` first or last is literal. `[<set0>b]`
//     mixes named and single-character letters. `[]` and `[^]` are errors; `[^...]` naming every
//     letter of the alphabet is the empty language.
//   - `\c` is the literal letter c for any character c (so `\a` is just `a`); a trailing `\` is an
//     error. `<name>` contains no `<`, `>`, whitespace or control characters and is not empty.
//   - Counts m, n in `{m,n}` are decimal, at most RegexLimits::max_repeat; `{,n}` is not accepted.
// Positions in error messages are 0-based byte offsets into the pattern.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "automata/dfa.hpp"
#include "automata/nfa.hpp"

namespace lrnnc::automata {

// Guards against patterns whose automata are too large to build. Exceeding one is an lrnnc::Error
// naming the limit, never a hang, a stack overflow or an out-of-memory crash.
struct RegexLimits {
  std::size_t max_repeat = 1000;       // m and n in r{m}, r{m,n}, r{m,}
  std::size_t max_depth = 256;         // nesting of ( ) groups (the parser is recursive)
  std::size_t max_nfa_size = 1000000;  // Thompson NFA states + letter transitions, checked before it is built
  // Subset construction: at most max_dfa_states subsets, and fewer when the table (subsets * |Σ|)
  // or the stored subsets (each up to all NFA states: subsets * NFA states) would exceed these.
  // The last is pessimistic for patterns like (a{1000}){10}, whose subsets are small: raise it
  // for those. With the defaults a refusal comes within seconds and under ~1 GB.
  std::size_t max_dfa_states = std::size_t{1} << 20;
  std::size_t max_dfa_transitions = std::size_t{1} << 26;
  std::size_t max_subset_work = std::size_t{1} << 26;
};

// The letters a pattern mentions, in order of first appearance (used when no alphabet is given).
// A range [a-c] mentions every character from a to c. Throws lrnnc::Error on a malformed pattern,
// on a whitespace or control character used as a letter (no alphabet may contain one), and when the
// pattern mentions no letter at all ("", "()", ".*": an alphabet cannot be empty, so those need an
// explicit one). Parses with the default RegexLimits (nesting depth, repetition counts).
Alphabet regex_alphabet(std::string_view pattern);

// Thompson's construction. Throws lrnnc::Error "regex error at position P: ..." on malformed
// input and "regex letter 'x' at position P is not in the alphabet {0, 1}" for foreign letters.
// The NFA has one start state and one accepting state; its states plus letter transitions number
// at most limits.max_nfa_size: O(|pattern| * product of the repetition counts on the way to each
// atom), with up to |Σ| transitions per `.` or class.
Nfa regex_to_nfa(std::string_view pattern, const Alphabet& alphabet, const RegexLimits& limits = {});

// The minimal complete acceptor of the pattern (alphabet from the pattern when not given):
// regex_to_nfa, then determinize (at most min(max_dfa_states, max_dfa_transitions / |Σ|,
// max_subset_work / NFA states) subsets, so time and memory are O(max_subset_work * |Σ|) even when
// the language is exponentially larger), then minimize. Throws lrnnc::Error as above, or naming
// the subset limit and where it came from.
Dfa regex_to_dfa(std::string_view pattern, const std::optional<Alphabet>& alphabet = std::nullopt,
                 const RegexLimits& limits = {});

}  // namespace lrnnc::automata
