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

  // Checked: at least one name, every name non-empty and without whitespace or control
  // characters, no name repeated. Throws lrnnc::Error otherwise.
  static Alphabet make(std::vector<std::string> names);

  // Parses a command-line alphabet: "01" or "abc" (each character a letter) or "a,b,c" /
  // "read,set0,set1" (comma-separated names). Throws lrnnc::Error on an empty alphabet,
  // an empty name ("a,,b") or a repeated letter.
  static Alphabet parse(std::string_view spec);

  std::size_t size() const { return names_.size(); }
  bool empty() const { return names_.empty(); }
  const std::string& name(Letter a) const { return names_[a]; }
  const std::vector<std::string>& names() const { return names_; }

  // True when every name is a single character (then words print without separators).
  bool single_characters() const;

  std::optional<Letter> find(std::string_view name) const;
  // Throws lrnnc::Error "unknown letter 'x', expected one of 0, 1".
  Letter id(std::string_view name) const;

  // Words as text: single-character alphabets write "0110"; otherwise names joined by spaces.
  // parse_word accepts both "0110" (single-character alphabets) and space/comma separated names.
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
