// Byte counts in messages, written one way everywhere: the memory limits of the automata
// algorithms, training, learned forwards, probes and sweep cells.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>

namespace lrnnc {

// "512 bytes", "1.5 KiB", "4 GiB", "54.4 GiB": binary units, at most one decimal, none when the
// count is a whole number of the unit; "more than 16 EiB" for the saturated count 2^64 - 1. O(1).
inline std::string byte_text(std::uint64_t bytes) {
  if (bytes == std::numeric_limits<std::uint64_t>::max()) return "more than 16 EiB";
  static const char* const kUnits[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  double v = static_cast<double>(bytes);
  std::size_t u = 0;
  while (v >= 1024 && u + 1 < std::size(kUnits)) {
    v /= 1024;
    ++u;
  }
  if (u == 0) return std::to_string(bytes) + " bytes";
  char text[32];
  if (v == static_cast<double>(static_cast<std::uint64_t>(v)))
    std::snprintf(text, sizeof text, "%.0f %s", v, kUnits[u]);
  else
    std::snprintf(text, sizeof text, "%.1f %s", v, kUnits[u]);
  return text;
}

// An estimate in bytes, computed in double, as a count: saturated at 2^64 - 1 (so byte_text says
// "more than 16 EiB"), 0 for a negative or NaN estimate.
inline std::uint64_t saturated_bytes(double bytes) {
  if (!(bytes > 0)) return 0;
  if (bytes >= 18446744073709551615.0) return std::numeric_limits<std::uint64_t>::max();
  return static_cast<std::uint64_t>(bytes);
}

}  // namespace lrnnc
