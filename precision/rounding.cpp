#include "precision/rounding.hpp"

#include <charconv>

#include "common/error.hpp"

namespace lrnnc::precision {

Rounding parse_rounding(std::string_view text) {
  static constexpr std::pair<const char*, RoundingMode> kModes[] = {
      {"rne", RoundingMode::rne}, {"rna", RoundingMode::rna}, {"rz", RoundingMode::rz},
      {"ru", RoundingMode::ru},   {"rd", RoundingMode::rd},   {"ro", RoundingMode::ro}};
  for (auto [name, mode] : kModes)
    if (text == name) return {mode, 0};
  if (text.substr(0, 3) == "sr:" && text.size() > 3) {
    std::uint64_t seed = 0;
    std::string_view digits = text.substr(3);
    auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), seed);
    if (ec == std::errc() && ptr == digits.data() + digits.size()) return {RoundingMode::sr, seed};
  }
  throw Error("unknown rounding mode '" + std::string(text) + "', expected rne, rna, rz, ru, rd, ro or sr:SEED");
}

std::string to_string(const Rounding& r) {
  switch (r.mode) {
    case RoundingMode::rne: return "rne";
    case RoundingMode::rna: return "rna";
    case RoundingMode::rz: return "rz";
    case RoundingMode::ru: return "ru";
    case RoundingMode::rd: return "rd";
    case RoundingMode::ro: return "ro";
    case RoundingMode::sr: return "sr:" + std::to_string(r.seed);
  }
  return "?";
}

}  // namespace lrnnc::precision
