// Bit-level helpers shared by the tests that compare floating-point results exactly.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

namespace test_support {

inline constexpr double kInf = std::numeric_limits<double>::infinity();

// The IEEE binary64 bit pattern of x.
inline std::uint64_t bits_of(double x) { return std::bit_cast<std::uint64_t>(x); }

// The same bit pattern, or both NaN (whatever their payloads and signs).
inline bool same_or_both_nan(double a, double b) {
  return bits_of(a) == bits_of(b) || (std::isnan(a) && std::isnan(b));
}

}  // namespace test_support
