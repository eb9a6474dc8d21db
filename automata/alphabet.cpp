#include "automata/alphabet.hpp"

#include "common/error.hpp"
#include "common/printable.hpp"

namespace lrnnc::automata {

namespace {

// The separators of names in words (parse_word): ASCII white space and ','.
bool is_separator(char c) { return c == ',' || c == ' ' || (c >= '\t' && c <= '\r'); }

}  // namespace

Alphabet Alphabet::make(std::vector<std::string> names) {
  if (names.empty()) throw Error("empty alphabet: expected at least one letter");
  Alphabet result;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string& n = names[i];
    if (n.empty()) throw Error("letter " + std::to_string(i) + " of the alphabet has an empty name");
    if (!is_utf8(n)) throw Error("letter name '" + printable(n) + "' is not UTF-8 text");
    for (unsigned char c : n) {
      if (c < 0x20 || c == 0x7f || c == ' ')
        throw Error("letter name '" + printable(n) + "' contains white space or a control character");
      if (c == ',')
        throw Error("letter name '" + printable(n) + "' contains ',', which separates the letters of a word");
    }
    if (!result.index_.emplace(n, static_cast<Letter>(i)).second)
      throw Error("letter '" + printable(n) + "' appears twice in the alphabet");
  }
  result.names_ = std::move(names);
  return result;
}

Alphabet Alphabet::parse(std::string_view spec) {
  std::vector<std::string> names;
  if (spec.find(',') != std::string_view::npos) {
    std::size_t start = 0;
    while (true) {
      std::size_t comma = spec.find(',', start);
      std::string_view part = spec.substr(start, comma == std::string_view::npos ? spec.npos : comma - start);
      if (part.empty()) throw Error("alphabet '" + printable(spec) + "' has an empty letter name");
      names.emplace_back(part);
      if (comma == std::string_view::npos) break;
      start = comma + 1;
    }
  } else {
    for (std::size_t i = 0; i < spec.size(); ++i) {
      if (static_cast<unsigned char>(spec[i]) >= 0x80)
        throw Error("alphabet '" + printable(spec) + "' has a non-ASCII byte at offset " + std::to_string(i) +
                    ": without commas every byte is a letter; write letters that are not ASCII as "
                    "comma-separated names");
      names.emplace_back(1, spec[i]);
    }
  }
  return make(std::move(names));
}

std::string Alphabet::to_spec() const {
  if (single_characters()) {
    std::string out;
    for (const auto& n : names_) out += n;
    return out;
  }
  if (names_.size() == 1)
    throw Error("the alphabet {" + printable(names_[0]) +
                "} has one multi-character letter: no alphabet string says that");
  std::string out;
  for (std::size_t i = 0; i < names_.size(); ++i) out += (i ? "," : "") + names_[i];
  return out;
}

bool Alphabet::single_characters() const {
  for (const auto& n : names_)
    if (n.size() != 1) return false;
  return true;
}

std::optional<Letter> Alphabet::find(std::string_view name) const {
  auto it = index_.find(std::string(name));
  if (it == index_.end()) return std::nullopt;
  return it->second;
}

Letter Alphabet::id(std::string_view name) const {
  if (auto a = find(name)) return *a;
  throw Error("unknown letter '" + printable(name) + "', expected one of " + printable(describe(), 400));
}

Word Alphabet::parse_word(std::string_view text) const {
  Word word;
  if (single_characters()) {
    for (char c : text)
      if (!is_separator(c)) word.push_back(id(std::string_view(&c, 1)));
    return word;
  }
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && is_separator(text[i])) ++i;
    std::size_t j = i;
    while (j < text.size() && !is_separator(text[j])) ++j;
    if (j > i) word.push_back(id(text.substr(i, j - i)));
    i = j;
  }
  return word;
}

std::string Alphabet::format_word(std::span<const Letter> word) const {
  std::string out;
  bool single = single_characters();
  for (std::size_t i = 0; i < word.size(); ++i) {
    if (!single && i > 0) out += ' ';
    out += names_[word[i]];
  }
  return out;
}

std::string Alphabet::describe() const {
  std::string out;
  for (std::size_t i = 0; i < names_.size(); ++i) {
    if (i > 0) out += ", ";
    out += names_[i];
  }
  return out;
}

}  // namespace lrnnc::automata
