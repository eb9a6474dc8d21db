#include "automata/alphabet.hpp"

#include <cctype>

#include "common/error.hpp"

namespace lrnnc::automata {

Alphabet Alphabet::make(std::vector<std::string> names) {
  if (names.empty()) throw Error("empty alphabet: expected at least one letter");
  Alphabet result;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string& n = names[i];
    if (n.empty()) throw Error("letter " + std::to_string(i) + " of the alphabet has an empty name");
    for (unsigned char c : n) {
      if (std::isspace(c) || std::iscntrl(c))
        throw Error("letter name '" + n + "' contains whitespace or a control character");
    }
    if (!result.index_.emplace(n, static_cast<Letter>(i)).second)
      throw Error("letter '" + n + "' appears twice in the alphabet");
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
      if (part.empty()) throw Error("alphabet '" + std::string(spec) + "' has an empty letter name");
      names.emplace_back(part);
      if (comma == std::string_view::npos) break;
      start = comma + 1;
    }
  } else {
    for (char c : spec) names.emplace_back(1, c);
  }
  return make(std::move(names));
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
  throw Error("unknown letter '" + std::string(name) + "', expected one of " + describe());
}

Word Alphabet::parse_word(std::string_view text) const {
  Word word;
  bool separated = text.find_first_of(" ,\t") != std::string_view::npos;
  if (single_characters() && !separated) {
    for (char c : text) word.push_back(id(std::string_view(&c, 1)));
    return word;
  }
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == ',' || text[i] == '\t')) ++i;
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ' && text[j] != ',' && text[j] != '\t') ++j;
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
