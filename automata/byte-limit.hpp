// Byte limits of the automata algorithms (the transition monoid, its classification): how a
// limit is shown in a message, and the message itself. Callers that let users set the limit
// (the command line's --max-memory) pass the name users know it by, so that the message says how
// to raise it.
#pragma once

#include <cstddef>
#include <cstdio>
#include <string>

namespace lrnnc::automata {

// "512 bytes", "1.5 KiB", "4 GiB", "1.2 TiB": binary units, at most one decimal. O(1).
inline std::string byte_count_text(std::size_t bytes) {
  static const char* const kUnits[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  double v = static_cast<double>(bytes);
  std::size_t u = 0;
  while (v >= 1024 && u + 1 < std::size(kUnits)) {
    v /= 1024;
    ++u;
  }
  char text[32];
  if (u == 0)
    std::snprintf(text, sizeof text, "%zu bytes", bytes);
  else if (v == static_cast<double>(static_cast<std::size_t>(v)))
    std::snprintf(text, sizeof text, "%.0f %s", v, kUnits[u]);
  else
    std::snprintf(text, sizeof text, "%.1f %s", v, kUnits[u]);
  return text;
}

// "WHAT would need more than LIMIT of memory (the byte limit)[: DETAIL]; raise it with NAME or
// use a smaller automaton".
inline std::string byte_limit_message(const std::string& what, std::size_t limit, const std::string& name,
                                      const std::string& detail = "") {
  return what + " would need more than " + byte_count_text(limit) + " of memory (the byte limit)" +
         (detail.empty() ? "" : ": " + detail) + "; raise it with " + name + " or use a smaller automaton";
}

}  // namespace lrnnc::automata
