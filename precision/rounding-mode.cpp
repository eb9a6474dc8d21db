#include "precision/rounding-mode.hpp"

#include <cstdint>

#include "common/error.hpp"
#include "common/parse-integer.hpp"
#include "common/printable.hpp"

namespace lrnnc::precision {

Rounding parse_rounding(std::string_view text) {
  static constexpr std::pair<const char*, RoundingMode> kModes[] = {
      {"rne", RoundingMode::rne}, {"rna", RoundingMode::rna}, {"rz", RoundingMode::rz},
      {"ru", RoundingMode::ru},   {"rd", RoundingMode::rd},   {"ro", RoundingMode::ro}};
  for (auto [name, mode] : kModes)
    if (text == name) return {mode, 0};
  if (text.substr(0, 3) == "sr:") {
    try {
      return {RoundingMode::sr,
              parse_integer_in<std::uint64_t>(text.substr(3), 0, UINT64_MAX, "the stochastic-rounding SEED")};
    } catch (const Error& e) {
      throw Error("rounding mode '" + printable(text) + "': " + e.what());
    }
  }
  if (text == "sr") throw Error("rounding mode 'sr' needs a seed: sr:SEED, e.g. sr:1");
  throw Error("unknown rounding mode '" + printable(text) + "', expected rne, rna, rz, ru, rd, ro or sr:SEED");
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
