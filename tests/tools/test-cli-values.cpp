// The command line's number syntax (tools/cli-values.hpp), directly: every accepted spelling, the
// exact boundaries of the range and of 2^64, and the message of each refusal.
#include <catch2/catch.hpp>

#include <cstdint>
#include <limits>
#include <string>

#include "common/error.hpp"
#include "tools/cli-values.hpp"

using lrnnc::tools::integer_text;
using lrnnc::tools::parse_option_integer;

namespace {

constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

std::uint64_t parse(const std::string& text, std::uint64_t min = 0, std::uint64_t max = kMax) {
  return parse_option_integer("--n", text, min, max);
}

}  // namespace

TEST_CASE("ParseOptionIntegerReadsDigitsPowersOfTenAndPowers", "[quick][cli]") {
  CHECK(parse("0") == 0);
  CHECK(parse("1000") == 1000);
  CHECK(parse("1e5") == 100000);
  CHECK(parse("10^5") == 100000);
  CHECK(parse("2^20") == 1048576);
  CHECK_THROWS_WITH(parse("0^0"), Catch::EndsWith("(0^0 is undefined)"));  // was read as 1
  CHECK(parse("0e7") == 0);
  CHECK(parse("7e0") == 7);
  CHECK(parse("18446744073709551615") == kMax);
  CHECK(parse("2^63") == std::uint64_t{1} << 63);
  CHECK(parse("1e19") == 10000000000000000000ULL);
  CHECK(parse("18446744073709551615e0") == kMax);
}

TEST_CASE("ParseOptionIntegerRefusesWrapAroundAndNonsenseWithTheRange", "[quick][cli]") {
  using Catch::Matchers::Equals;
  const std::string syntax = " (digits without leading zeros, 1e5 or 10^5)";
  // Past 2^64 - 1: out of range, never wrapped.
  for (const char* big : {"18446744073709551616", "2^64", "1e20", "2e19", "10^20", "99999999999999999999e99"})
    CHECK_THROWS_WITH(parse(big), Equals("--n must be an integer in [0, 2^64-1], found '" + std::string(big) + "'"));
  // Not a number of this syntax.
  for (const char* bad : {"",     "-1",    "+1",    " 1",    "1 ",   "1.5",   "1e",          "e5",
                          "^5",   "2^",    "1e-3",  "1e+3",  "0x10", "1,000", "1_000",       "01",
                          "1e05", "2^020", "1e5e5", "2^3^2", "1E5",  "inf",   "\xef\xbc\x91" /* fullwidth 1 */})
    CHECK_THROWS_WITH(parse(bad),
                      Equals("--n must be an integer in [0, 2^64-1]" + syntax + ", found '" + std::string(bad) + "'"));
  // The range's ends, inclusive.
  CHECK(parse("1", 1, 1024) == 1);
  CHECK(parse("2^10", 1, 1024) == 1024);
  CHECK_THROWS_WITH(parse("0", 1, 1024), Equals("--n must be an integer in [1, 1024], found '0'"));
  CHECK_THROWS_WITH(parse("1025", 1, 1024), Equals("--n must be an integer in [1, 1024], found '1025'"));
  CHECK_THROWS_WITH(parse("10^9", 1, 100000000), Equals("--n must be an integer in [1, 10^8], found '10^9'"));
  CHECK_THROWS_AS(parse("-5", 1, 10), lrnnc::Error);
}

TEST_CASE("IntegerTextWritesRangesAsTheyAreTyped", "[quick][cli]") {
  CHECK(integer_text(0) == "0");
  CHECK(integer_text(1024) == "1024");
  CHECK(integer_text(10000) == "10^4");
  CHECK(integer_text(1000000000) == "10^9");
  CHECK(integer_text(123456) == "123456");
  CHECK(integer_text(kMax) == "2^64-1");
}
