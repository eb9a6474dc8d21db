// join(values, separator): "1,2,3" — the one way lists of numbers or names become text in
// messages and reports.
#pragma once

#include <concepts>
#include <ranges>
#include <string>
#include <string_view>
#include <type_traits>

namespace lrnnc {

namespace detail {
template <class T>
std::string join_item(const T& x) {
  if constexpr (std::is_arithmetic_v<T>)
    return std::to_string(x);
  else
    return std::string(x);
}
}  // namespace detail

// The items of `values` (numbers via std::to_string, anything convertible to std::string as is)
// separated by `separator`; "" for an empty range.
template <std::ranges::input_range R>
std::string join(const R& values, std::string_view separator = ",") {
  std::string out;
  bool first = true;
  for (const auto& x : values) {
    if (!first) out += separator;
    first = false;
    out += detail::join_item(x);
  }
  return out;
}

}  // namespace lrnnc
