// Hostile numbers and bytes inside format, rounding-mode, policy and value strings: each one is
// accepted with its documented meaning (the canonical text it prints as) or refused with a one-line
// lrnnc::Error whose message names the problem. Nothing wraps around, nothing is clamped, no
// trailing text is ignored.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "common/error.hpp"
#include "common/parse-integer.hpp"
#include "common/printable.hpp"
#include "precision/format.hpp"
#include "precision/mpfr-reference.hpp"
#include "precision/policy.hpp"
#include "precision/rounding-mode.hpp"

using namespace lrnnc::precision;
using Catch::Contains;

namespace {

// One row: the input and either the canonical text it parses to (`ok`) or a fragment of the error.
struct Row {
  std::string input;
  bool ok;
  std::string expected;
};

// Runs parse on every row, through `print` for accepted rows.
void check_table(const std::vector<Row>& rows, const std::function<std::string(const std::string&)>& parse_and_print) {
  for (const Row& row : rows) {
    INFO("input '" << lrnnc::printable(row.input) << "'");
    if (row.ok) {
      CHECK(parse_and_print(row.input) == row.expected);
      continue;
    }
    try {
      const std::string printed = parse_and_print(row.input);
      FAIL_CHECK("accepted as '" << printed << "', expected an error containing '" << row.expected << "'");
    } catch (const lrnnc::Error& e) {
      const std::string what = e.what();
      CHECK_THAT(what, Contains(row.expected));
      CHECK(what.find('\n') == std::string::npos);
      CHECK(what.find('\r') == std::string::npos);
    }
  }
}

}  // namespace

TEST_CASE("ParseIntegerIsStrictDecimal", "[quick]") {
  auto syntax = [](const std::string& text) {
    long v = 0;
    return lrnnc::parse_integer(text, v);
  };
  auto usyntax = [](const std::string& text) {
    std::uint64_t v = 0;
    return lrnnc::parse_integer(text, v);
  };
  using lrnnc::IntegerSyntax;
  long v = 0;
  CHECK(lrnnc::parse_integer(std::string("-1073741824"), v) == IntegerSyntax::ok);
  CHECK(v == -1073741824L);
  std::uint64_t u = 0;
  CHECK(lrnnc::parse_integer(std::string("18446744073709551615"), u) == IntegerSyntax::ok);
  CHECK(u == UINT64_MAX);
  CHECK(usyntax("18446744073709551616") == IntegerSyntax::out_of_range);
  CHECK(usyntax("-1") == IntegerSyntax::not_integer);
  CHECK(usyntax("0") == IntegerSyntax::ok);
  for (const char* bad : {"", "+1", " 1", "1 ", "1x", "0x10", "1e3", "1.0", "--1", "-", "1_000", "٣"})
    CHECK(syntax(bad) == IntegerSyntax::not_integer);
  for (const char* zeros : {"00", "07", "-0", "-07", "000000000000000000000000001"})
    CHECK(syntax(zeros) == IntegerSyntax::leading_zero);
  CHECK(syntax("99999999999999999999") == IntegerSyntax::out_of_range);
  CHECK(syntax("-99999999999999999999") == IntegerSyntax::out_of_range);
  CHECK_THROWS_WITH(lrnnc::parse_integer_in<int>("05", 2, 11, "E"),
                    "E must be an integer in [2, 11], found '05' (write it without leading zeros)");
  CHECK_THROWS_WITH(lrnnc::parse_integer_in<int>("12", 2, 11, "E"), "E must be an integer in [2, 11], found '12'");
}

TEST_CASE("PrintableKeepsMessagesOnOneShortLine", "[quick]") {
  CHECK(lrnnc::printable("fp16") == "fp16");
  CHECK(lrnnc::printable("a\nb\r\x1b[31m") == "a\\x0ab\\x0d\\x1b[31m");
  CHECK(lrnnc::printable("\xc3\xa9t\xc3\xa9") == "\xc3\xa9t\xc3\xa9");  // UTF-8 kept
  CHECK(lrnnc::printable("\xff\xc3") == "\\xff\\xc3");                  // not UTF-8
  CHECK(lrnnc::printable("\xed\xa0\x80") == "\\xed\\xa0\\x80");         // a surrogate is not UTF-8
  CHECK(lrnnc::printable("\xc0\xaf") == "\\xc0\\xaf");                  // overlong
  CHECK(lrnnc::printable(std::string(1000, 'x')) == std::string(200, 'x') + "... (1000 bytes)");
  CHECK(lrnnc::is_utf8("\xf0\x9f\x99\x82"));
  CHECK_FALSE(lrnnc::is_utf8("\xf4\x90\x80\x80"));  // above U+10FFFF
}

TEST_CASE("HostileFormatStringsAreRefusedOrReadAsDocumented", "[quick]") {
  check_table(
      {
          {"float:e99m99", false, "the exponent width E must be an integer in [2, 11], found '99'"},
          {"float:e8m99", false, "the mantissa width M must be an integer in [1, 52], found '99'"},
          {"float:e99999999999999999999m7", false, "found '99999999999999999999'"},
          {"float:e+5m10", false, "found '+5'"},
          {"float:e-5m10", false, "found '-5'"},
          {"float:e 5m10", false, "found ' 5'"},
          {"float:e5m10 ", false, "found '10 '"},
          {"float:e5m10x", false, "found '10x'"},
          {"float:e05m10", false, "(write it without leading zeros)"},
          {"float:e5m010", false, "(write it without leading zeros)"},
          {"float:em10", false, "found ''"},
          {"float:e5", false, "expected eEmM"},
          {"float:e8m23", true, "fp32"},
          {"float:e5m10:nosub", true, "fp16:nosub"},
          {"float:e2m1", true, "float:e2m1"},
          {"float:e11m52:sat", true, "fp64:sat"},
          {"fixed:q999.999", false, "fixed point is limited to I + F <= 52 bits"},
          {"fixed:q3.999", false, "found I + F = 1002"},
          {"fixed:q40.40", false, "I + F <= 52 bits (values, sums and the maximum are exact in double"},
          {"fixed:q0.61", false, "found I + F = 61"},
          {"fixed:q0.52", true, "fixed:q0.52"},
          {"fixed:q99999999999.1", false, "the integer bits I must be an integer in [0, 52], found '99999999999'"},
          {"fixed:q0.0", false, "at least one integer or fraction bit"},
          {"fixed:q-0.5", false, "found '-0'"},
          {"fixed:q+3.12", false, "found '+3'"},
          {"fixed:q03.12", false, "leading zeros"},
          {"fixed:q3.12:wrap", true, "fixed:q3.12:wrap"},
          {"fixed:q3.12:sat", true, "fixed:q3.12"},
          {"fixed:q3.12:wrap:sat", false, "more than one fixed-point option"},
          {"fixed:q3.12:nosub", false, "unknown fixed-point option ':nosub'"},
          {"mpfr:10^12", false, "the MPFR precision P must be an integer in [2, 1048576], found '10^12'"},
          {"mpfr:1000000000000", false, "found '1000000000000'"},
          {"mpfr:99999999999999999999999", false, "found '99999999999999999999999'"},
          {"mpfr:1", false, "[2, 1048576]"},
          {"mpfr:1048576", true, "mpfr:1048576"},
          {"mpfr:1048577", false, "[2, 1048576]"},
          {"mpfr:64:-1073741824:1073741824", true, "mpfr:64:-1073741824:1073741824"},
          {"mpfr:64:-1073741825:0", false, "EMIN must be an integer in [-1073741824, 1073741824]"},
          {"mpfr:64:0:1073741825", false, "EMAX must be an integer in [-1073741824, 1073741824]"},
          {"mpfr:64:5:4", false, "EMIN must not exceed EMAX, found 5 > 4"},
          {"mpfr:64:-0:4", false, "leading zeros"},
          {"mpfr:64:-14", false, "expected mpfr:P or mpfr:P:EMIN:EMAX"},
          {"mpfr:64:1:2:3", false, "expected mpfr:P or mpfr:P:EMIN:EMAX"},
          {"e4m3:ieee", true, "float:e4m3:nan"},
          {"fp16:fn:sat", true, "float:e5m10:fn:sat"},
          {"fp16:nosub:sub", false, "more than one subnormal (sub, nosub) option"},
          {"fp16:fn:ieee", false, "more than one encoding (fn, ieee) option"},
          {"fp16:sat:inf", false, "more than one overflow (sat, inf, nan) option"},
          {"fp16:fn:inf", false, "an FN encoding has no infinity"},
          {"fp64:fn", false, "at most 10 exponent bits"},
          {"fp16:", false, "unknown option ':'"},
          {"FP16", false, "expected fp64, fp32"},
          {"fp16 ", false, "expected fp64, fp32"},
          {"", false, "expected fp64, fp32"},
          {"fp16\n", false, "format 'fp16\\x0a'"},
      },
      [](const std::string& s) { return to_string(parse_format(s)); });
}

TEST_CASE("HostileRoundingModesAreRefusedOrReadAsDocumented", "[quick]") {
  check_table(
      {
          {"rne", true, "rne"},
          {"sr:0", true, "sr:0"},
          {"sr:18446744073709551615", true, "sr:18446744073709551615"},
          {"sr:18446744073709551616", false,
           "the stochastic-rounding SEED must be an integer in [0, 18446744073709551615], found "
           "'18446744073709551616'"},
          {"sr:-1", false, "found '-1'"},
          {"sr:+1", false, "found '+1'"},
          {"sr: 1", false, "found ' 1'"},
          {"sr:1 ", false, "found '1 '"},
          {"sr:1e3", false, "found '1e3'"},
          {"sr:007", false, "leading zeros"},
          {"sr:", false, "found ''"},
          {"sr", false, "'sr' needs a seed: sr:SEED"},
          {"RNE", false, "unknown rounding mode 'RNE'"},
          {"rne\n", false, "unknown rounding mode 'rne\\x0a'"},
      },
      [](const std::string& s) { return to_string(parse_rounding(s)); });
}

TEST_CASE("HostilePolicyStringsAreRefusedOrReadAsDocumented", "[quick]") {
  check_table(
      {
          {"bf16,acc=fp32,rounding=sr:42,order=tree,fma=1", true,
           "storage=bf16,acc=fp32,rounding=sr:42,fma,order=pairwise"},
          {"bf16,rounding=sr:-1", false, "policy 'bf16,rounding=sr:-1': rounding mode 'sr:-1': the stochastic"},
          {"bf16,acc=float:e5m010", false, "leading zeros"},
          {"bf16,fma=2", false, "fma='2', expected on or off"},
          {"bf16,fma,nofma", false, "'fma' given twice"},
          {"bf16, acc=fp32", false, "unknown key ' acc'"},
          {"bf16,", false, "empty item"},
          {"fma", false, "no storage format"},
          {"bf16,order=chunked:4", false, "order 'chunked:4', expected sequential or pairwise"},
          {"bf16,acc=fp32\n", false, "\\x0a"},
      },
      [](const std::string& s) { return to_string(parse_policy(s)); });
}

TEST_CASE("HostileDecimalValuesAreRefusedOrReadAsDocumented", "[quick]") {
  const Format fp16 = parse_format("fp16");
  auto value = [&](const std::string& s) { return round_decimal(s, fp16, Rounding{}).value; };
  CHECK(value("+1") == 1.0);  // an optional sign, as in MPFR's and C's readers
  CHECK(value("-0x1p-3") == -0.125);
  CHECK(value("0b101") == 5.0);  // MPFR's binary prefix
  CHECK(value("1e99999999999999999999") == INFINITY);
  CHECK(value("-1e99999999999999999999") == -INFINITY);
  CHECK(value("1e-99999999999999999999") == 0.0);
  CHECK(std::signbit(value("-1e-99999999999999999999")));
  CHECK(std::isnan(value("nan")));
  CHECK(value("INF") == INFINITY);
  for (const char* bad : {"", " 1", "1 ", "1x", "1e", "0x", "1,5", "1_000", "--1", "1\n", "\xff"}) {
    INFO("value '" << lrnnc::printable(bad) << "'");
    try {
      value(bad);
      FAIL_CHECK("accepted");
    } catch (const lrnnc::Error& e) {
      const std::string what = e.what();
      CHECK_THAT(what, Contains("is not a number"));
      CHECK(what.find('\n') == std::string::npos);
    }
  }
}

TEST_CASE("HexadecimalSubnormalsRoundOnceFromTheExactValue", "[quick]") {
  // Found by fuzz-policy, where glibc 2.36's strtof was the oracle: it returns 0x000ff80c here.
  // 0x1.ff0191p-130 = 0x1ff0191 * 2^-154 = (0xff80c + 17/32) * 2^-149: above the midpoint, so up.
  const double f = round_decimal("0x1.ff0191p-130", parse_format("fp32"), Rounding{}).value;
  CHECK(f == std::ldexp(double{0xff80d}, -149));
  // Same for doubles (glibc's strtod gives 0x0.8e91812038b46p-1022): 0x11d2302407168d8 * 2^-1079
  // = (0x8e91812038b46 + 24/32) * 2^-1074.
  const double d = round_decimal("0x11d2302407168d8p-1079", parse_format("fp64"), Rounding{}).value;
  CHECK(d == std::ldexp(double{0x8e91812038b47}, -1074));
}
