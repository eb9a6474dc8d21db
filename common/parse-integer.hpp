// Strict decimal integers inside strings ("mod:3", "sr:42", "chunked:64", "float:e5m10").
//
// The one syntax every parser of numbers inside names uses, so that no string is read as a number
// the user did not write: an optional '-' (signed types only), then ASCII digits, nothing else. No
// '+', no white space, no trailing text, no leading zeros ("07" is refused, "0" is zero), no
// "-0". A value outside the type's range is reported as out of range, never wrapped or clamped
// (std::stoul would read "-1" as 2^64-1 and " 7x" as 7). Complexity: O(length).
#pragma once

#include <charconv>
#include <concepts>
#include <string>
#include <string_view>

#include "common/error.hpp"
#include "common/printable.hpp"

namespace lrnnc {

enum class IntegerSyntax {
  ok,            // a decimal integer that fits the type
  not_integer,   // empty, a character other than digits (and one leading '-' for signed types)
  leading_zero,  // "007", "-0", "-07"
  out_of_range,  // a well-formed integer that does not fit the type
};

// Reads `text` as a strict decimal integer of type T into `out` (untouched unless ok).
template <std::integral T>
IntegerSyntax parse_integer(std::string_view text, T& out) {
  std::string_view digits = text;
  if constexpr (std::is_signed_v<T>) {
    if (!digits.empty() && digits.front() == '-') digits.remove_prefix(1);
  }
  if (digits.empty()) return IntegerSyntax::not_integer;
  for (char c : digits)
    if (c < '0' || c > '9') return IntegerSyntax::not_integer;
  if (digits.front() == '0' && (digits.size() > 1 || digits.size() != text.size())) return IntegerSyntax::leading_zero;
  T value{};
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec == std::errc::result_out_of_range) return IntegerSyntax::out_of_range;
  if (ec != std::errc() || ptr != text.data() + text.size()) return IntegerSyntax::not_integer;
  out = value;
  return IntegerSyntax::ok;
}

// Reads `text` as a strict decimal integer in [lo, hi]. Throws lrnnc::Error
// "WHAT must be an integer in [LO, HI], found 'TEXT'" (TEXT through printable(); "(write it
// without leading zeros)" appended where that is the reason); `what` names the field ("C").
template <std::integral T>
T parse_integer_in(std::string_view text, T lo, T hi, std::string_view what) {
  T value{};
  const IntegerSyntax syntax = parse_integer(text, value);
  if (syntax == IntegerSyntax::ok && value >= lo && value <= hi) return value;
  std::string why = std::string(what) + " must be an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) +
                    "], found '" + printable(text) + "'";
  if (syntax == IntegerSyntax::leading_zero) why += " (write it without leading zeros)";
  throw Error(why);
}

}  // namespace lrnnc
