// Our round() (rne) and encode() against NVIDIA's host-side conversions from cuda_fp16.h,
// cuda_bf16.h and cuda_fp8.h (plain C++; no GPU, no nvcc): fp16, bf16, e4m3 and e5m2, both
// saturation modes, from doubles and from floats, on edge values, on every tie of each format and on
// a few million random inputs.
//
// The mapping of saturation modes (checked below, not assumed):
//   e4m3      (overflow NaN)  <-> __NV_NOSAT     + __NV_E4M3
//   e4m3:sat                  <-> __NV_SATFINITE + __NV_E4M3
//   e5m2      (overflow inf)  <-> __NV_NOSAT     + __NV_E5M2
//   e5m2:sat                  <-> __NV_SATFINITE + __NV_E5M2
// Values agree bit for bit; NaN bit patterns do not (NVIDIA keeps the input's sign in fp8 NaNs and
// uses 0x7fff for fp16/bf16; we encode one canonical quiet NaN), so NaN results are compared as
// "both NaN" and NVIDIA's patterns are pinned in their own test.
//
// Built with the CUDA include folder when CMake finds cuda_fp16.h (tests/CMakeLists.txt defines
// LRNNC_HAVE_CUDA_HEADERS); otherwise the file holds one test that ctest reports as skipped.
#include <catch2/catch.hpp>

#ifndef LRNNC_HAVE_CUDA_HEADERS

#include "tests/skip.hpp"

TEST_CASE("NVIDIA host conversions: CUDA headers not found, skipped", "[quick][precision][cuda][skipped]") {
  LRNNC_SKIP("NVIDIA's cuda_fp8.h was not found at configure time (set CUDA_PATH or LRNNC_CUDA_INCLUDE)");
}

#else

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "precision/format.hpp"
#include "precision/round-kernels.hpp"
#include "tests/bits.hpp"

using namespace lrnnc::precision;

namespace {

using test_support::kInf;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// One NVIDIA conversion and the format string that must match it.
struct Target {
  const char* name;
  const char* format;
  std::uint32_t (*from_double)(double);
  std::uint32_t (*from_float)(float);
};

const Target kTargets[] = {
    {"fp16", "fp16", [](double x) -> std::uint32_t { return __half_as_ushort(__double2half(x)); },
     [](float x) -> std::uint32_t { return __half_as_ushort(__float2half_rn(x)); }},
    {"bf16", "bf16", [](double x) -> std::uint32_t { return __bfloat16_as_ushort(__double2bfloat16(x)); },
     [](float x) -> std::uint32_t { return __bfloat16_as_ushort(__float2bfloat16_rn(x)); }},
    {"e4m3 NOSAT", "e4m3", [](double x) -> std::uint32_t { return __nv_cvt_double_to_fp8(x, __NV_NOSAT, __NV_E4M3); },
     [](float x) -> std::uint32_t { return __nv_cvt_float_to_fp8(x, __NV_NOSAT, __NV_E4M3); }},
    {"e4m3 SATFINITE", "e4m3:sat",
     [](double x) -> std::uint32_t { return __nv_cvt_double_to_fp8(x, __NV_SATFINITE, __NV_E4M3); },
     [](float x) -> std::uint32_t { return __nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E4M3); }},
    {"e5m2 NOSAT", "e5m2", [](double x) -> std::uint32_t { return __nv_cvt_double_to_fp8(x, __NV_NOSAT, __NV_E5M2); },
     [](float x) -> std::uint32_t { return __nv_cvt_float_to_fp8(x, __NV_NOSAT, __NV_E5M2); }},
    {"e5m2 SATFINITE", "e5m2:sat",
     [](double x) -> std::uint32_t { return __nv_cvt_double_to_fp8(x, __NV_SATFINITE, __NV_E5M2); },
     [](float x) -> std::uint32_t { return __nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E5M2); }},
};

FloatFormat format_of(const Target& t) { return parse_format(t.format).as_float(); }

// Empty when our rounding of x agrees with NVIDIA's bits, else a description of the difference.
std::string disagreement(double x, std::uint32_t nvidia, const FloatFormat& f) {
  const double ours = round(x, f, RoundingMode::rne);
  const double theirs = decode(nvidia, f);
  if (std::isnan(ours) && std::isnan(theirs)) return {};
  if (!std::isnan(ours) && encode(ours, f) == nvidia) return {};
  char buf[200];
  std::snprintf(buf, sizeof buf, "x = %a: ours %a (bits 0x%x), NVIDIA %a (bits 0x%x)", x, ours,
                std::isnan(ours) ? 0u : encode(ours, f), theirs, nvidia);
  return buf;
}

// Checks every target on the doubles (and, where exactly a float, the floats) in xs; reports the
// first few disagreements per target.
void check_all(const std::vector<double>& xs) {
  for (const Target& t : kTargets) {
    const FloatFormat f = format_of(t);
    int reported = 0;
    std::size_t bad = 0;
    for (double x : xs) {
      std::string d = disagreement(x, t.from_double(x), f);
      const float xf = static_cast<float>(x);
      if (d.empty() && (static_cast<double>(xf) == x || std::isnan(x))) {
        d = disagreement(static_cast<double>(xf), t.from_float(xf), f);
        if (!d.empty()) d = "(float path) " + d;
      }
      if (!d.empty()) {
        ++bad;
        if (reported++ < 5) FAIL_CHECK(t.name << ": " << d);
      }
    }
    INFO(t.name << ": " << bad << " disagreements in " << xs.size() << " inputs");
    CHECK(bad == 0);
  }
}

}  // namespace

TEST_CASE("NVIDIA's edge behaviour is what we think it is", "[quick][precision][cuda]") {
  const auto e4 = [](double x, __nv_saturation_t s) { return __nv_cvt_double_to_fp8(x, s, __NV_E4M3); };
  const auto e5 = [](double x, __nv_saturation_t s) { return __nv_cvt_double_to_fp8(x, s, __NV_E5M2); };
  // Overflow and infinity: SATFINITE gives the largest finite value, also for +-inf; NOSAT gives
  // NaN (sign kept) in E4M3 and inf in E5M2.
  CHECK(e4(kInf, __NV_SATFINITE) == 0x7e);
  CHECK(e4(-kInf, __NV_SATFINITE) == 0xfe);
  CHECK(e4(kInf, __NV_NOSAT) == 0x7f);
  CHECK(e4(-kInf, __NV_NOSAT) == 0xff);
  CHECK(e4(464.0, __NV_NOSAT) == 0x7e);                        // tie between 448 and 480: even, 448
  CHECK(e4(std::nextafter(464.0, kInf), __NV_NOSAT) == 0x7f);  // overflow -> NaN
  CHECK(e4(-500.0, __NV_SATFINITE) == 0xfe);
  CHECK(e5(kInf, __NV_SATFINITE) == 0x7b);
  CHECK(e5(kInf, __NV_NOSAT) == 0x7c);
  CHECK(e5(-kInf, __NV_NOSAT) == 0xfc);
  CHECK(e5(61440.0, __NV_NOSAT) == 0x7c);  // tie between 57344 (odd) and 65536: up, overflow
  CHECK(e5(std::nextafter(61440.0, 0.0), __NV_NOSAT) == 0x7b);
  CHECK(e5(61440.0, __NV_SATFINITE) == 0x7b);
  // NaN stays NaN under SATFINITE. The double path keeps the sign; the float path canonicalizes
  // to a positive NaN first. fp16 and bf16 always give 0x7fff.
  CHECK(e4(kNaN, __NV_SATFINITE) == 0x7f);
  CHECK(e4(-kNaN, __NV_SATFINITE) == 0xff);
  CHECK(e5(kNaN, __NV_SATFINITE) == 0x7e);
  CHECK(e5(-kNaN, __NV_NOSAT) == 0xfe);
  CHECK(__nv_cvt_float_to_fp8(-std::numeric_limits<float>::quiet_NaN(), __NV_NOSAT, __NV_E4M3) == 0x7f);
  CHECK(__nv_cvt_float_to_fp8(std::numeric_limits<float>::quiet_NaN(), __NV_NOSAT, __NV_E5M2) == 0x7f);
  CHECK(__half_as_ushort(__double2half(-kNaN)) == 0x7fff);
  CHECK(__bfloat16_as_ushort(__double2bfloat16(-kNaN)) == 0x7fff);
  // Signed zero and underflow keep the sign.
  CHECK(e4(-0.0, __NV_NOSAT) == 0x80);
  CHECK(e4(-0x1p-10, __NV_NOSAT) == 0x80);  // half the smallest subnormal: tie to 0
  CHECK(e4(0x1.0000000000001p-10, __NV_NOSAT) == 0x01);
  CHECK(e5(-0x1p-17, __NV_NOSAT) == 0x80);
  CHECK(__half_as_ushort(__double2half(-0x1p-25)) == 0x8000);
  CHECK(__half_as_ushort(__double2half(65520.0)) == 0x7c00);
  CHECK(__half_as_ushort(__double2half(std::nextafter(65520.0, 0.0))) == 0x7bff);
}

TEST_CASE("Rounding matches NVIDIA on edge values", "[quick][precision][cuda]") {
  std::vector<double> xs = {0.0,
                            -0.0,
                            kInf,
                            -kInf,
                            kNaN,
                            -kNaN,
                            448.0,
                            464.0,
                            480.0,
                            57344.0,
                            61440.0,
                            65504.0,
                            65520.0,
                            1e10,
                            1e300,
                            std::numeric_limits<double>::max(),
                            std::numeric_limits<double>::min(),
                            std::numeric_limits<double>::denorm_min(),
                            static_cast<double>(std::numeric_limits<float>::max()),
                            static_cast<double>(std::numeric_limits<float>::min()),
                            static_cast<double>(std::numeric_limits<float>::denorm_min())};
  for (int e = -160; e <= 140; ++e)
    for (double m : {1.0, 1.5, 1.75, 1.875, 1.9375, 1.96875, 1.984375}) xs.push_back(std::ldexp(m, e));
  const std::size_t n = xs.size();
  for (std::size_t i = 0; i < n; ++i) {
    xs.push_back(std::nextafter(xs[i], kInf));
    xs.push_back(std::nextafter(xs[i], -kInf));
    xs.push_back(std::nextafter(static_cast<float>(xs[i]), std::numeric_limits<float>::infinity()));
    xs.push_back(std::nextafter(static_cast<float>(xs[i]), 0.0f));
  }
  const std::size_t m = xs.size();
  for (std::size_t i = 0; i < m; ++i) xs.push_back(-xs[i]);
  check_all(xs);
}

TEST_CASE("Rounding matches NVIDIA on every tie of each format and its neighbours", "[standard][precision][cuda]") {
  // Midpoints between consecutive finite values (and beyond the largest one), exact in double,
  // plus the doubles and floats just beside them: the inputs where nearest-even decides.
  std::vector<double> xs;
  for (const char* name : {"fp16", "bf16", "e4m3", "e5m2"}) {
    const FloatFormat f = parse_format(name).as_float();
    const std::uint32_t count = std::uint32_t{1} << (f.bits() - 1);
    for (std::uint32_t b = 0; b + 1 < count; ++b) {
      const double lo = decode(b, f), hi = decode(b + 1, f);
      if (std::isnan(lo) || std::isnan(hi) || std::isinf(hi)) continue;
      const double mid = lo + (hi - lo) / 2;
      const double step_above_max = hi + (hi - lo);  // the next value if the exponent range went on
      for (double x : {mid, hi + (step_above_max - hi) / 2})
        for (double s : {1.0, -1.0}) {
          xs.push_back(s * x);
          xs.push_back(s * std::nextafter(x, kInf));
          xs.push_back(s * std::nextafter(x, 0.0));
          xs.push_back(s * static_cast<double>(std::nextafter(static_cast<float>(x), 1e30f)));
          xs.push_back(s * static_cast<double>(std::nextafter(static_cast<float>(x), 0.0f)));
        }
    }
  }
  check_all(xs);
}

TEST_CASE("Rounding matches NVIDIA on random doubles and floats", "[standard][precision][cuda]") {
  const std::uint64_t seed = 20260522;
  INFO("seed " << seed);
  std::mt19937_64 rng(seed);
  std::vector<double> xs;
  xs.reserve(1500000);
  // Any bit pattern (mostly huge or tiny), and a realistic range 2^-30 .. 2^20 with full mantissas
  // and with float-exact mantissas (so that the float path is exercised too).
  for (int i = 0; i < 300000; ++i) xs.push_back(std::bit_cast<double>(rng()));
  std::uniform_int_distribution<int> exponent(-30, 20);
  for (int i = 0; i < 600000; ++i) {
    const std::uint64_t mantissa = rng() & ((std::uint64_t{1} << 52) - 1);
    const double x = std::ldexp(1.0 + std::ldexp(static_cast<double>(mantissa), -52), exponent(rng));
    xs.push_back(rng() & 1 ? -x : x);
    xs.push_back(static_cast<double>(static_cast<float>(xs.back())));
  }
  check_all(xs);
}

#endif  // LRNNC_HAVE_CUDA_HEADERS
