// The rounding modes, for the precision tests that run every one of them.
#pragma once

#include "precision/rounding-mode.hpp"

namespace test_support {

// Every rounding mode, in the order of the enumeration.
inline constexpr lrnnc::precision::RoundingMode kAllModes[] = {
    lrnnc::precision::RoundingMode::rne, lrnnc::precision::RoundingMode::rna, lrnnc::precision::RoundingMode::rz,
    lrnnc::precision::RoundingMode::ru,  lrnnc::precision::RoundingMode::rd,  lrnnc::precision::RoundingMode::ro,
    lrnnc::precision::RoundingMode::sr};

// The mode's name for messages ("rne", ..., "sr").
inline const char* mode_name(lrnnc::precision::RoundingMode m) {
  static const char* names[] = {"rne", "rna", "rz", "ru", "rd", "ro", "sr"};
  return names[static_cast<int>(m)];
}

}  // namespace test_support
