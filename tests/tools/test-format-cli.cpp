// End-to-end tests of `lrnnc format`: values rounded once from their decimal strings, bit patterns,
// every rounding mode, the parameters of a format, the README's examples and bad input.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include <nlohmann/json.hpp>

#include "cli-helpers.hpp"

namespace {

using namespace cli_test;

nlohmann::json format_json(const std::string& args) {
  Result r = run_lrnnc("format " + args + " --json");
  INFO(args << "\nstderr: " << r.err);
  REQUIRE(r.code == 0);
  return nlohmann::json::parse(r.out);
}

}  // namespace

TEST_CASE("format: fp16 overflow under rne, values and bit patterns", "[standard][cli][format]") {
  auto j = format_json("fp16 65519.99 65520 --rounding rne");
  CHECK(j["format"] == "fp16");
  REQUIRE(j["values"].size() == 2);
  CHECK(j["values"][0]["input"] == "65519.99");
  CHECK(j["values"][0]["rounding"] == "rne");
  CHECK(j["values"][0]["value"] == 65504.0);
  CHECK(j["values"][0]["bits"] == "0x7bff");
  CHECK(j["values"][1]["value"] == "inf");
  CHECK(j["values"][1]["bits"] == "0x7c00");
}

TEST_CASE("format: e4m3 overflows to NaN, e4m3:sat saturates", "[standard][cli][format]") {
  auto j = format_json("e4m3 464 464.01 --rounding rne");
  CHECK(j["values"][0]["value"] == 448.0);  // the tie 464 goes to the even 448
  CHECK(j["values"][0]["bits"] == "0x7e");
  CHECK(j["values"][1]["value"] == "nan");
  CHECK(j["values"][1]["bits"] == "0x7f");
  auto sat = format_json("e4m3:sat 464.01 --rounding rne");
  CHECK(sat["format"] == "e4m3:sat");
  CHECK(sat["values"][0]["value"] == 448.0);
  CHECK(sat["values"][0]["bits"] == "0x7e");
}

TEST_CASE("format: every deterministic mode for fp16 2049, sr only when asked", "[standard][cli][format]") {
  auto j = format_json("fp16 2049");
  const std::pair<const char*, double> want[] = {{"rne", 2048}, {"rna", 2050}, {"rz", 2048},
                                                 {"ru", 2050},  {"rd", 2048},  {"ro", 2050}};
  REQUIRE(j["values"].size() == 6);
  for (std::size_t i = 0; i < 6; ++i) {
    INFO(want[i].first);
    CHECK(j["values"][i]["rounding"] == want[i].first);
    CHECK(j["values"][i]["value"] == want[i].second);
    CHECK(j["values"][i]["bits"] == (want[i].second == 2048 ? "0x6800" : "0x6801"));
  }
  auto sr = format_json("fp16 2049 --rounding sr:42");
  REQUIRE(sr["values"].size() == 1);
  CHECK(sr["values"][0]["rounding"] == "sr:42");
  const double v = sr["values"][0]["value"];
  CHECK((v == 2048 || v == 2050));
  CHECK(format_json("fp16 2049 --rounding sr:42") == sr);  // the seed fixes the draw
  // Negative values are values, not options.
  auto neg = format_json("fp16 -2049 --rounding rd");
  CHECK(neg["values"][0]["value"] == -2050.0);
  CHECK(neg["values"][0]["bits"] == "0xe801");
}

TEST_CASE("format: parameters of bf16, fixed point and MPFR", "[standard][cli][format]") {
  auto bf16 = format_json("bf16");
  CHECK(bf16["bits"] == 16);
  CHECK(bf16["max_finite"] == std::ldexp(2.0 - std::ldexp(1.0, -7), 127));
  CHECK(bf16["min_normal"] == std::ldexp(1.0, -126));
  CHECK(bf16["min_subnormal"] == std::ldexp(1.0, -133));
  CHECK(bf16["epsilon"] == std::ldexp(1.0, -7));
  CHECK(bf16["unit_roundoff"] == std::ldexp(1.0, -8));
  CHECK(bf16["values"].empty());
  CHECK(format_json("float:e8m7")["format"] == "bf16");

  // Fixed point: quantum 2^-12 as epsilon and min_subnormal, no min_normal, no relative roundoff;
  // bits are the two's complement pattern; out of range saturates.
  auto q = format_json("fixed:q3.12 0.1 -9 --rounding rne");
  CHECK(q["bits"] == 16);
  CHECK(q["max_finite"] == 8 - std::ldexp(1.0, -12));
  CHECK(q["min_normal"].is_null());
  CHECK(q["unit_roundoff"].is_null());
  CHECK(q["epsilon"] == std::ldexp(1.0, -12));
  CHECK(q["values"][0]["value"] == 410.0 / 4096);  // 0.1 * 4096 = 409.6 -> 410
  CHECK(q["values"][0]["bits"] == "0x019a");
  CHECK(q["values"][1]["value"] == -8.0);
  CHECK(q["values"][1]["bits"] == "0x8000");

  auto m = format_json("mpfr:100 0.1 --rounding rne");
  CHECK(m["precision"] == 100);
  CHECK(m["max_finite"].is_null());
  CHECK(m["values"][0]["value"] == 0.1);
  CHECK_FALSE(m["values"][0].contains("bits"));
  CHECK(m["values"][0]["decimal"].get<std::string>().substr(0, 20) == "0.100000000000000000");
}

TEST_CASE("format: README examples run", "[standard][cli][format]") {
  Result r = run_lrnnc("format bf16");
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("max finite"));
  CHECK_THAT(r.out, Catch::Contains("3.3895313892515355e+38"));
  r = run_lrnnc("format fp16 65519.99 65520 --rounding rne");
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("0x7bff"));
  CHECK_THAT(r.out, Catch::Contains("0x7c00"));
  r = run_lrnnc("format e4m3 464 464.01");
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("nan"));
  r = run_lrnnc("format fp16 2049 --rounding sr:42");
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("sr:42"));
  r = run_lrnnc("format fixed:q3.12 0.1 -9 --json");
  REQUIRE(r.code == 0);
  CHECK(nlohmann::json::parse(r.out)["values"].size() == 12);
  r = run_lrnnc("format mpfr:100 0.1 --rounding rz");
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("0.09999999999"));
}

TEST_CASE("format: bad input, one line on stderr, exit code 2", "[standard][cli][format]") {
  require_one_line_error(run_lrnnc("format bf17"), "bf17");
  require_one_line_error(run_lrnnc("format float:e5m0"), "float:e5m0");
  require_one_line_error(run_lrnnc("format float:e12m3"), "float:e12m3");
  require_one_line_error(run_lrnnc("format fixed:q-1.3"), "fixed:q-1.3");
  require_one_line_error(run_lrnnc("format fp16 1 --rounding up"), "unknown rounding mode 'up'");
  require_one_line_error(run_lrnnc("format fp16 1 --rounding sr:x"), "sr:x");
  require_one_line_error(run_lrnnc("format fp16 abc"), "'abc' is not a number");
  require_one_line_error(run_lrnnc("format fp16 1.5x"), "'1.5x'");
  require_one_line_error(run_lrnnc("format mpfr:64 1 --rounding rna"), "MPFR formats take");
  require_one_line_error(run_lrnnc("format"), "FORMAT");
}
