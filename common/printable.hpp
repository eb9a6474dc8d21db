// Echoing outside text in one-line messages, and checking that text is UTF-8.
//
// Error messages quote what they found; a found string may hold a newline, a terminal escape or a
// megabyte of data. printable() keeps a message on one line and short. Complexity: O(length).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace lrnnc {

// The length of the well-formed UTF-8 sequence at the start of `s` (1 to 4 bytes; overlong forms,
// surrogates and code points above U+10FFFF are not well formed), or 0 when there is none.
inline std::size_t utf8_sequence_length(std::string_view s) {
  if (s.empty()) return 0;
  const auto b = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char c = b(0);
  if (c < 0x80) return 1;
  std::size_t n = 0;
  unsigned char lo = 0x80, hi = 0xbf;  // the allowed range of the second byte
  if (c >= 0xc2 && c <= 0xdf)
    n = 2;
  else if (c >= 0xe0 && c <= 0xef)
    n = 3, lo = c == 0xe0 ? 0xa0 : 0x80, hi = c == 0xed ? 0x9f : 0xbf;
  else if (c >= 0xf0 && c <= 0xf4)
    n = 4, lo = c == 0xf0 ? 0x90 : 0x80, hi = c == 0xf4 ? 0x8f : 0xbf;
  else
    return 0;
  if (s.size() < n || b(1) < lo || b(1) > hi) return 0;
  for (std::size_t i = 2; i < n; ++i)
    if (b(i) < 0x80 || b(i) > 0xbf) return 0;
  return n;
}

// Whether `s` is well-formed UTF-8 (ASCII is).
inline bool is_utf8(std::string_view s) {
  while (!s.empty()) {
    const std::size_t n = utf8_sequence_length(s);
    if (n == 0) return false;
    s.remove_prefix(n);
  }
  return true;
}

// `text` for a one-line message: control characters (below 0x20 and 0x7f) and bytes that are not
// part of well-formed UTF-8 written as \xNN (a backslash in `text` is kept as it is); the result
// is cut after at most `limit` + 3 bytes, followed by "... (N bytes)" with the length of `text`.
inline std::string printable(std::string_view text, std::size_t limit = 200) {
  static const char* const kHex = "0123456789abcdef";
  std::string out;
  std::size_t i = 0;
  while (i < text.size() && out.size() < limit) {
    const auto c = static_cast<unsigned char>(text[i]);
    const std::size_t n = utf8_sequence_length(text.substr(i));
    if (n == 0 || c < 0x20 || c == 0x7f) {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
      ++i;
    } else {
      out.append(text.substr(i, n));
      i += n;
    }
  }
  if (i < text.size()) out += "... (" + std::to_string(text.size()) + " bytes)";
  return out;
}

}  // namespace lrnnc
