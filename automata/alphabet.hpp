// Alphabet — a finite, ordered set of letter names with ids 0..k-1.
//
// Names are single characters ("0", "1", "a") or multi-character names ("read", "set0").
// The order of the names is the order of the letter ids, and every table indexed by letters
// (a DFA's delta, a monoid's generators) uses that order.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace lrnnc::automata {

using Letter = std::uint32_t;
using Word = std::vector<Letter>;

class Alphabet {
 public:
  Alphabet() = default;

  // Checked: at least one name; every name non-empty, UTF-8, without white space, control
  // characters or ',' (the separators of words, see parse_word); no name repeated. Throws
  // lrnnc::Error otherwise. O(total length of the names).
  static Alphabet make(std::vector<std::string> names);

  // Parses a command-line alphabet: "01" or "abc" (each byte a letter; ASCII only) or "a,b,c" /
  // "read,set0,set1" (comma-separated names, any UTF-8). Throws lrnnc::Error on an empty
  // alphabet, an empty name ("a,,b", "a,"), a non-ASCII byte in a string without commas, or any
  // name make() refuses (a repeated letter, white space). O(length).
  static Alphabet parse(std::string_view spec);
  // The string parse() reads back as this alphabet: the names concatenated when every name is
  // one byte, else joined with ','. Throws lrnnc::Error for the one alphabet no string describes,
  // a single letter with a multi-byte name (parse("read") is four letters).
  std::string to_spec() const;

  std::size_t size() const { return names_.size(); }
  bool empty() const { return names_.empty(); }
  const std::string& name(Letter a) const { return names_[a]; }
  const std::vector<std::string>& names() const { return names_; }

  // True when every name is a single character (then words print without separators).
  bool single_characters() const;

  std::optional<Letter> find(std::string_view name) const;
  // Throws lrnnc::Error "unknown letter 'x', expected one of 0, 1" (x through printable()).
  Letter id(std::string_view name) const;

  // Words as text: single-character alphabets write "0110"; otherwise names joined by spaces.
  // parse_word: separators are ASCII white space and ',' (no name contains one). In an alphabet
  // whose names are all one byte, every byte that is not a separator is a letter ("0110",
  // "0 1 1 0" and "01,10\n" are the same word); in any other alphabet the text is split at runs
  // of separators into names ("read set0", "read,set0"). Empty text, or only separators, is the
  // empty word. Throws lrnnc::Error naming the first unknown letter. parse_word(format_word(w))
  // == w. O(length).
  Word parse_word(std::string_view text) const;
  std::string format_word(std::span<const Letter> word) const;

  // "0, 1" — for messages.
  std::string describe() const;

  friend bool operator==(const Alphabet& a, const Alphabet& b) { return a.names_ == b.names_; }

 private:
  std::vector<std::string> names_;
  std::unordered_map<std::string, Letter> index_;
};

}  // namespace lrnnc::automata
