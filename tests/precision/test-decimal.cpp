// round_decimal(): decimal and hexadecimal strings rounded once to a format (issue 3, section 4),
// with exact expected values and bit patterns, including strings a double cannot hold.
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include "common/error.hpp"
#include "precision/format.hpp"
#include "precision/mpfr-reference.hpp"
#include "precision/round-kernels.hpp"
#include "tests/bits.hpp"

using namespace lrnnc::precision;

namespace {

using test_support::kInf;

double rd(const char* text, const char* format, RoundingMode mode = RoundingMode::rne, std::uint64_t random = 0) {
  return round_decimal(text, parse_format(format), Rounding{mode}, random).value;
}
std::uint32_t rd_bits(const char* text, const char* format, RoundingMode mode, std::uint64_t random = 0) {
  return encode(rd(text, format, mode, random), parse_format(format).as_float());
}
using test_support::bits_of;

}  // namespace

TEST_CASE("Decimal overflow boundary of fp16", "[quick][precision]") {
  CHECK(rd("65519.99", "fp16") == 65504.0);
  CHECK(rd("65520", "fp16") == kInf);
  CHECK(rd("-65520", "fp16") == -kInf);
  CHECK(rd("65520", "fp16", RoundingMode::rz) == 65504.0);
  CHECK(rd("65520", "fp16:sat") == 65504.0);
  CHECK(std::isnan(rd("65520", "fp16:nan")));
  // 25 nines after the point: a double would read 65520 and overflow; one rounding does not.
  CHECK(rd("65519.9999999999999999999999999", "fp16") == 65504.0);
  CHECK(rd("65520.0000000000000000000000001", "fp16", RoundingMode::rz) == 65504.0);
  // A tie written exactly, and one nudged beyond a double's precision.
  CHECK(rd("2049", "fp16") == 2048.0);
  CHECK(rd("2049", "fp16", RoundingMode::rna) == 2050.0);
  CHECK(rd("2049.0000000000000000000000001", "fp16") == 2050.0);
  CHECK(rd("2048.9999999999999999999999999", "fp16", RoundingMode::rna) == 2048.0);
  CHECK(rd("464", "e4m3") == 448.0);
  CHECK(std::isnan(rd("464.0000000000000000000001", "e4m3")));
  CHECK(rd("464.0000000000000000000001", "e4m3:sat") == 448.0);
}

TEST_CASE("0.1 in bf16 under every rounding mode", "[quick][precision]") {
  // 0.1 = 1.1001100|1100... * 2^-4: truncation 0x3dcc, the dropped fraction is exactly 0.8 ulp.
  CHECK(rd_bits("0.1", "bf16", RoundingMode::rne) == 0x3dcdu);
  CHECK(rd_bits("0.1", "bf16", RoundingMode::rna) == 0x3dcdu);
  CHECK(rd_bits("0.1", "bf16", RoundingMode::rz) == 0x3dccu);
  CHECK(rd_bits("0.1", "bf16", RoundingMode::ru) == 0x3dcdu);
  CHECK(rd_bits("0.1", "bf16", RoundingMode::rd) == 0x3dccu);
  CHECK(rd_bits("0.1", "bf16", RoundingMode::ro) == 0x3dcdu);
  CHECK(rd_bits("-0.1", "bf16", RoundingMode::rne) == 0xbdcdu);
  CHECK(rd_bits("-0.1", "bf16", RoundingMode::rz) == 0xbdccu);
  CHECK(rd_bits("-0.1", "bf16", RoundingMode::ru) == 0xbdccu);
  CHECK(rd_bits("-0.1", "bf16", RoundingMode::rd) == 0xbdcdu);
  CHECK(rd_bits("-0.1", "bf16", RoundingMode::ro) == 0xbdcdu);
  // sr rounds up when random < floor(0.8 * 2^64) = 14757395258967641292 (0.8 * 2^64 = ...292.8;
  // the string's exact fraction is 0.8, just below which the reference reads it).
  CHECK(rd_bits("0.1", "bf16", RoundingMode::sr, 0) == 0x3dcdu);
  CHECK(rd_bits("0.1", "bf16", RoundingMode::sr, 14757395258967641291ULL) == 0x3dcdu);
  CHECK(rd_bits("0.1", "bf16", RoundingMode::sr, 14757395258967641292ULL) == 0x3dccu);
  CHECK(rd_bits("0.1", "bf16", RoundingMode::sr, ~std::uint64_t{0}) == 0x3dccu);
  // Other formats: fp16, fp32, e4m3, e5m2 at rne.
  CHECK(rd_bits("0.1", "fp16", RoundingMode::rne) == 0x2e66u);
  CHECK(rd_bits("0.1", "fp32", RoundingMode::rne) == 0x3dcccccdu);
  CHECK(rd_bits("0.1", "e4m3", RoundingMode::rne) == 0x1du);  // 0.1015625 = 1.101b * 2^-4
  CHECK(rd_bits("0.1", "e5m2", RoundingMode::rne) == 0x2eu);  // 0.09375 = 1.10b * 2^-4
  // The shortest decimal of the result.
  CHECK(round_decimal("0.1", parse_format("fp16"), Rounding{}).decimal == "0.0999755859375");
  CHECK(round_decimal("0.1", parse_format("fp32"), Rounding{}).decimal == "0.10000000149011612");
}

TEST_CASE("Decimal zeros, infinities, NaN and hexadecimal floats", "[quick][precision]") {
  CHECK(bits_of(rd("-0", "fp16")) == bits_of(-0.0));
  CHECK(bits_of(rd("0", "fp16")) == 0u);
  CHECK(bits_of(rd("-0.0e5", "bf16", RoundingMode::rd)) == bits_of(-0.0));
  CHECK(bits_of(rd("-0", "fixed:q3.12")) == 0u);  // one zero in two's complement
  CHECK(rd("inf", "fp16") == kInf);
  CHECK(rd("-inf", "fp32") == -kInf);
  CHECK(std::isnan(rd("inf", "e4m3")));
  CHECK(rd("-inf", "e4m3:sat") == -448.0);
  CHECK(rd("inf", "fp16:sat") == 65504.0);
  CHECK(rd("-inf", "fixed:q3.12") == -8.0);
  CHECK(std::isnan(rd("nan", "fp16")));
  CHECK(std::isnan(rd("nan", "e4m3:sat")));
  CHECK(std::isnan(rd("nan", "fixed:q3.12")));
  CHECK(rd("0x1.8p3", "fp16") == 12.0);
  CHECK(rd("0x1.ffep15", "fp16") == kInf);  // 65520, the tie above max
  CHECK(rd("0x1.ffdp15", "fp16") == 65504.0);
  CHECK(rd("0x1p-24", "fp16") == 0x1p-24);
  CHECK(rd("0x1p-25", "fp16") == 0.0);
  CHECK(rd("0x1p-25", "fp16", RoundingMode::ru) == 0x1p-24);
  CHECK(rd("-0x1p-25", "fp16", RoundingMode::rd) == -0x1p-24);
  // 1 + 2^-80: a double would read 1; a single rounding up sees the tail.
  CHECK(rd("0x1.00000000000000000001p0", "fp32", RoundingMode::ru) == 1.0 + 0x1p-23);
  CHECK(rd("0x1.00000000000000000001p0", "fp32", RoundingMode::ro) == 1.0 + 0x1p-23);
  CHECK(rd("0x1.00000000000000000001p0", "fp64", RoundingMode::ru) == 1.0 + 0x1p-52);
  CHECK(rd("0x1.00000000000000000001p0", "fp64", RoundingMode::rne) == 1.0);
}

TEST_CASE("1e-50 in fp32 underflows by mode", "[quick][precision]") {
  // The smallest fp32 subnormal is 2^-149 ~ 1.4e-45.
  CHECK(bits_of(rd("1e-50", "fp32", RoundingMode::rne)) == 0u);
  CHECK(bits_of(rd("1e-50", "fp32", RoundingMode::rna)) == 0u);
  CHECK(bits_of(rd("1e-50", "fp32", RoundingMode::rz)) == 0u);
  CHECK(rd("1e-50", "fp32", RoundingMode::ru) == 0x1p-149);
  CHECK(bits_of(rd("1e-50", "fp32", RoundingMode::rd)) == 0u);
  CHECK(rd("1e-50", "fp32", RoundingMode::ro) == 0x1p-149);
  CHECK(rd("1e-50", "fp32", RoundingMode::sr, 0) == 0x1p-149);  // probability ~7e-6, random 0
  CHECK(bits_of(rd("1e-50", "fp32", RoundingMode::sr, 1ULL << 50)) == 0u);
  CHECK(bits_of(rd("-1e-50", "fp32", RoundingMode::rne)) == bits_of(-0.0));
  CHECK(rd("-1e-50", "fp32", RoundingMode::rd) == -0x1p-149);
  CHECK(bits_of(rd("-1e-50", "fp32", RoundingMode::ru)) == bits_of(-0.0));
  CHECK(rd("1e-50", "fp32:nosub", RoundingMode::ru) == 0x1p-126);
  // Beyond the double range both ways.
  CHECK(bits_of(rd("-1e-400", "fp64", RoundingMode::rne)) == bits_of(-0.0));
  CHECK(rd("-1e-400", "fp64", RoundingMode::rd) == -std::numeric_limits<double>::denorm_min());
  CHECK(rd("1e400", "fp64") == kInf);
  CHECK(rd("1e400", "fp64", RoundingMode::rz) == std::numeric_limits<double>::max());
  CHECK(rd("1e400", "bf16:sat") == 0x1.fep127);
  // Beyond MPFR's own exponent range (|exponent| > 2^30): still finite, still rounded by mode.
  CHECK(rd("1e-999999999999", "fp32", RoundingMode::ru) == 0x1p-149);
  CHECK(bits_of(rd("1e-999999999999", "fp32", RoundingMode::rne)) == 0u);
  CHECK(rd("-1e-999999999999", "fp16", RoundingMode::rd) == -0x1p-24);
  CHECK(bits_of(rd("-1e-999999999999", "fp16", RoundingMode::rne)) == bits_of(-0.0));
  CHECK(rd("1e-999999999999", "fixed:q3.12", RoundingMode::ru) == 0x1p-12);
  CHECK(rd("1e999999999999", "fp32", RoundingMode::rz) == 0x1.fffffep127);
  CHECK(rd("1e999999999999", "fp32", RoundingMode::rne) == kInf);
  CHECK(rd("-1e999999999999", "fp32", RoundingMode::ru) == -0x1.fffffep127);
  CHECK(rd("1e999999999999", "fixed:q3.12") == 7.999755859375);
}

TEST_CASE("Decimal strings in fixed point", "[quick][precision]") {
  CHECK(rd("0.1", "fixed:q3.12") == 410.0 / 4096);  // 409.6 quanta
  CHECK(rd("0.1", "fixed:q3.12", RoundingMode::rz) == 409.0 / 4096);
  CHECK(rd("-0.1", "fixed:q3.12", RoundingMode::rd) == -410.0 / 4096);
  CHECK(rd("100", "fixed:q3.12") == 7.999755859375);
  CHECK(rd("100", "fixed:q3.12:wrap") == 4.0);
  CHECK(bits_of(rd("1e30", "fixed:q3.12:wrap")) == 0u);  // 10^30 = 0 modulo 16
  CHECK(rd("1e30", "fixed:q3.12") == 7.999755859375);
  // A tie beyond a double's precision: 0.5 quantum + 10^-30.
  CHECK(rd("0.0001220703125", "fixed:q3.12") == 0.0);  // exactly half a quantum: to even (0)
  CHECK(rd("0.000122070312500000000000000000001", "fixed:q3.12") == 0x1p-12);
}

TEST_CASE("MPFR formats return many digits and honour their exponent range", "[quick][precision]") {
  const RoundedValue tenth = round_decimal("0.1", parse_format("mpfr:256"), Rounding{});
  CHECK(tenth.value == 0.1);
  CHECK(tenth.decimal.size() > 70);
  CHECK(tenth.decimal.rfind("0.1000000000000000000000000000000000000000000000000000000000000000000000", 0) == 0);
  const char* pi = "3.14159265358979323846264338327950288419716939937510582097494459";
  const RoundedValue p = round_decimal(pi, parse_format("mpfr:256"), Rounding{});
  CHECK(p.value == M_PI);
  CHECK(p.decimal.rfind(std::string(pi).substr(0, 62), 0) == 0);
  // mpfr:53 is a double.
  CHECK(round_decimal("0.1", parse_format("mpfr:53"), Rounding{}).value == 0.1);
  // The double 0.1 is 0x1.999999999999ap-4, above one tenth: ru gives it, rd the double below.
  CHECK(round_decimal("0.1", parse_format("mpfr:53"), Rounding{RoundingMode::ru}).value == 0.1);
  CHECK(round_decimal("0.1", parse_format("mpfr:53"), Rounding{RoundingMode::rd}).value == std::nextafter(0.1, 0.0));
  CHECK(round_decimal("0.1", parse_format("fp64"), Rounding{RoundingMode::rd}).value == std::nextafter(0.1, 0.0));
  // mpfr:11:-14:15 is fp16 without subnormals: normal numbers 2^-14 .. < 2^16.
  CHECK(round_decimal("65519", parse_format("mpfr:11:-14:15"), Rounding{}).value == 65504.0);
  CHECK(round_decimal("65520", parse_format("mpfr:11:-14:15"), Rounding{}).value == kInf);
  CHECK(round_decimal("0x1p-14", parse_format("mpfr:11:-14:15"), Rounding{}).value == 0x1p-14);
  CHECK(round_decimal("0x1.8p-15", parse_format("mpfr:11:-14:15"), Rounding{}).value == 0x1p-14);
  CHECK(round_decimal("0x1p-16", parse_format("mpfr:11:-14:15"), Rounding{}).value == 0.0);
  CHECK(round_decimal("0x1p15", parse_format("mpfr:11:-14:15"), Rounding{}).value == 0x1p15);
  CHECK_THROWS_AS(round_decimal("1", parse_format("mpfr:64"), Rounding{RoundingMode::rna}), lrnnc::Error);
}

TEST_CASE("Strings that are not numbers are errors", "[quick][precision]") {
  for (const char* bad : {"abc", "", "1.2.3", "1e", "--1", "1,5", "0x", "inf1", "1 ", " 1", "\t1"}) {
    INFO("'" << bad << "'");
    CHECK_THROWS_AS(round_decimal(bad, parse_format("fp16"), Rounding{}), lrnnc::Error);
    CHECK_THROWS_AS(round_decimal(bad, parse_format("mpfr:64"), Rounding{}), lrnnc::Error);
  }
  CHECK_THROWS_WITH(round_decimal("abc", parse_format("fp16"), Rounding{}), Catch::Contains("'abc' is not a number"));
}
