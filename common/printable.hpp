// Echoing outside text in one-line messages, and checking that text is UTF-8.
//
// Error messages quote what they found; a found string may hold a newline, a terminal escape or a
// megabyte of data. printable() keeps a message on one line and short. Complexity: O(length).
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

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

// `text` as one line of at most about `limit` bytes, keeping both ends: like printable(), but a
// longer text keeps its first limit/2 and last limit/2 bytes (after escaping) around
// " ... (N bytes cut) ... ". The command line prints every error through it, so that a message
// which quotes a long text before its reason still shows the reason. O(length).
inline std::string one_line(std::string_view text, std::size_t limit = 1000) {
  static const char* const kHex = "0123456789abcdef";
  // The escaped form of the character at `i`, appended to `out`; returns the next index.
  const auto unit = [&](std::size_t i, std::string& out) {
    const auto c = static_cast<unsigned char>(text[i]);
    const std::size_t n = utf8_sequence_length(text.substr(i));
    if (n == 0 || c < 0x20 || c == 0x7f) {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
      return i + 1;
    }
    out.append(text.substr(i, n));
    return i + n;
  };
  std::string all;
  for (std::size_t i = 0; i < text.size() && all.size() <= limit;) i = unit(i, all);
  if (all.size() <= limit) return all;
  const std::size_t half = limit / 2;
  std::string head;
  std::size_t head_end = 0;
  while (head_end < text.size() && head.size() < half) head_end = unit(head_end, head);
  // The tail starts at most `half` bytes before the end, on the first byte of a character (up to
  // three continuation bytes 0x80-0xbf are skipped), and is cut further to `half` escaped bytes.
  std::size_t start = std::max(head_end, text.size() > half ? text.size() - half : std::size_t{0});
  for (int k = 0; k < 3 && start < text.size() && (static_cast<unsigned char>(text[start]) & 0xc0) == 0x80; ++k)
    ++start;
  std::vector<std::pair<std::size_t, std::string>> units;  // (index in text, escaped form)
  std::size_t tail_size = 0;
  for (std::size_t i = start; i < text.size();) {
    std::string u;
    const std::size_t next = unit(i, u);
    tail_size += u.size();
    units.emplace_back(i, std::move(u));
    i = next;
  }
  std::size_t first = 0;
  while (tail_size > half && first < units.size()) tail_size -= units[first++].second.size();
  const std::size_t tail_begin = first < units.size() ? units[first].first : text.size();
  std::string out = std::move(head);
  out += " ... (" + std::to_string(tail_begin - head_end) + " bytes cut) ... ";
  for (std::size_t k = first; k < units.size(); ++k) out += units[k].second;
  return out;
}

// `text` in single quotes for a message: "'" + printable(text, limit) + "'" (at most `limit` + 3
// bytes of text, then "... (N bytes)").
inline std::string quote(std::string_view text, std::size_t limit = 200) {
  std::string out = "'";
  out += printable(text, limit);
  out += "'";
  return out;
}

// How a message that quotes outside text is built: the reason first, then the text it is about,
// quoted and cut after `limit` bytes: "REASON: 'TEXT'". A 5,000-byte regular expression or path
// then cannot push the reason out of a message that a caller or the command line cuts to length.
inline std::string reason_first(std::string_view reason, std::string_view text, std::size_t limit = 200) {
  std::string out(reason);
  out += ": ";
  out += quote(text, limit);
  return out;
}

}  // namespace lrnnc
