// parse_option_integer, the parser of every integer option (--max-len, --words, --seed, ...):
// powers, 0^0, overflow, signs and stray text, against 128-bit arithmetic.
#include <catch2/catch.hpp>

#include <cstdint>
#include <limits>
#include <string>

#include "common/error.hpp"
#include "tools/cli-values.hpp"

TEST_CASE("Integer options (--max-len and every other): 0^0 is an error, 0^k is 0, overflow and signs are refused",
          "[quick][cli]") {
  using lrnnc::tools::parse_option_integer;
  const auto max = std::numeric_limits<std::uint64_t>::max();
  CHECK_THROWS_WITH(parse_option_integer("--max-len", "0^0", 0, max), Catch::Contains("0^0 is undefined"));
  CHECK_THROWS_WITH(parse_option_integer("--max-len", "0^0", 1, 1000), Catch::StartsWith("--max-len must be"));
  CHECK(parse_option_integer("--n", "0^5", 0, max) == 0);
  CHECK(parse_option_integer("--n", "1^0", 0, max) == 1);
  CHECK(parse_option_integer("--n", "7^0", 0, max) == 1);
  CHECK(parse_option_integer("--n", "0e0", 0, max) == 0);
  CHECK(parse_option_integer("--n", "1^99999999999", 0, max) == 1);
  CHECK(parse_option_integer("--n", "2^63", 0, max) == (std::uint64_t{1} << 63));
  CHECK(parse_option_integer("--n", "10^19", 0, max) == 10'000'000'000'000'000'000u);
  for (const char* bad : {"2^64", "10^20", "3^41", "2e19", "-1", "-0^0", "0^-1", "0^", "^0", "0^0^0", "00^0", "0^00",
                          "1e", "e1", " 0^0", "0^0 "})
    CHECK_THROWS_AS(parse_option_integer("--n", bad, 0, max), lrnnc::Error);
  // Every B^E with B, E in [0, 70] against 128-bit arithmetic: the value, or an error past 2^64-1
  // (and for 0^0).
  for (unsigned base = 0; base <= 70; ++base)
    for (unsigned e = 0; e <= 70; ++e) {
      const std::string text = std::to_string(base) + "^" + std::to_string(e);
      unsigned __int128 v = 1;
      bool fits = !(base == 0 && e == 0);
      for (unsigned i = 0; i < e && fits && v != 0; ++i) {
        v *= base;
        fits = v <= max;
      }
      INFO(text);
      if (fits)
        CHECK(parse_option_integer("--n", text, 0, max) == static_cast<std::uint64_t>(v));
      else
        CHECK_THROWS_AS(parse_option_integer("--n", text, 0, max), lrnnc::Error);
    }
}
