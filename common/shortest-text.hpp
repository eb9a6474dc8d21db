// The shortest decimal text that reads back to the same double (std::to_chars round trip: 0.5,
// 1e-09, 0.6666666666666666), for numbers in messages and manifests; never "0.000000" for a small
// value, as std::to_string would write.
#pragma once

#include <charconv>
#include <string>

namespace lrnnc {

inline std::string shortest_text(double x) {
  char buf[64];
  const auto r = std::to_chars(buf, buf + sizeof buf, x);
  return std::string(buf, r.ptr);
}

}  // namespace lrnnc
