// Boundary cases of every preset format and option (issue 3, section 4), with exact expected bit
// patterns: max finite, min normal, min subnormal, the ties at each of them, overflow per option and
// rounding mode, NaN/infinity propagation, signed zeros, bit-pattern round trips, fixed point.
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "common/error.hpp"
#include "precision/format.hpp"
#include "precision/round-kernels.hpp"
#include "tests/bits.hpp"
#include "tests/precision/modes.hpp"

using namespace lrnnc::precision;

namespace {

using test_support::kInf;
constexpr RoundingMode kRne = RoundingMode::rne, kRna = RoundingMode::rna, kRz = RoundingMode::rz,
                       kRu = RoundingMode::ru, kRd = RoundingMode::rd, kRo = RoundingMode::ro, kSr = RoundingMode::sr;
using test_support::kAllModes;

using test_support::bits_of;
using test_support::mode_name;
FloatFormat fmt(const char* text) { return parse_format(text).as_float(); }
std::uint32_t sign_bit(const FloatFormat& f) { return std::uint32_t{1} << (f.bits() - 1); }

// The bit pattern of round(x) in the format.
std::uint32_t rb(double x, const FloatFormat& f, RoundingMode m, int sticky = 0, std::uint64_t r = 0) {
  return encode(round(x, f, m, sticky, r), f);
}

// Hand-written facts about each preset (the widths come from format.hpp, the numbers from the
// IEEE 754 / OCP FP8 tables).
struct Preset {
  const char* text;
  std::uint32_t max_bits, min_normal_bits, one_bits, inf_bits, nan_bits;  // inf_bits 0: no infinity
  double max, min_normal, min_subnormal;
};
const Preset kPresets[] = {
    {"fp32", 0x7f7fffff, 0x00800000, 0x3f800000, 0x7f800000, 0x7fc00000, 0x1.fffffep127, 0x1p-126, 0x1p-149},
    {"tf32", 0x3fbff, 0x00400, 0x1fc00, 0x3fc00, 0x3fe00, 0x1.ffcp127, 0x1p-126, 0x1p-136},
    {"fp16", 0x7bff, 0x0400, 0x3c00, 0x7c00, 0x7e00, 65504.0, 0x1p-14, 0x1p-24},
    {"bf16", 0x7f7f, 0x0080, 0x3f80, 0x7f80, 0x7fc0, 0x1.fep127, 0x1p-126, 0x1p-133},
    {"e4m3", 0x7e, 0x08, 0x38, 0, 0x7f, 448.0, 0x1p-6, 0x1p-9},
    {"e5m2", 0x7b, 0x04, 0x3c, 0x7c, 0x7e, 57344.0, 0x1p-14, 0x1p-16},
};

}  // namespace

TEST_CASE("Preset extremes have the hand-written values and bit patterns", "[quick][precision]") {
  for (const Preset& p : kPresets) {
    const FloatFormat f = fmt(p.text);
    INFO(p.text);
    CHECK(f.max_finite() == p.max);
    CHECK(f.min_normal() == p.min_normal);
    CHECK(f.min_subnormal() == p.min_subnormal);
    CHECK(encode(p.max, f) == p.max_bits);
    CHECK(encode(-p.max, f) == (p.max_bits | sign_bit(f)));
    CHECK(encode(p.min_normal, f) == p.min_normal_bits);
    CHECK(encode(p.min_subnormal, f) == 1u);
    CHECK(encode(-p.min_subnormal, f) == (sign_bit(f) | 1u));
    CHECK(encode(p.min_normal - p.min_subnormal, f) == p.min_normal_bits - 1);  // largest subnormal
    CHECK(encode(1.0, f) == p.one_bits);
    CHECK(encode(0.0, f) == 0u);
    CHECK(encode(-0.0, f) == sign_bit(f));
    CHECK(encode(std::nan(""), f) == p.nan_bits);
    CHECK(decode(p.max_bits, f) == p.max);
    CHECK(decode(p.min_normal_bits, f) == p.min_normal);
    CHECK(decode(1u, f) == p.min_subnormal);
    CHECK(std::isnan(decode(p.nan_bits, f)));
    CHECK(std::isnan(decode(p.nan_bits | sign_bit(f), f)));
    if (p.inf_bits) {
      CHECK(encode(kInf, f) == p.inf_bits);
      CHECK(encode(-kInf, f) == (p.inf_bits | sign_bit(f)));
      CHECK(decode(p.inf_bits, f) == kInf);
      CHECK(decode(p.inf_bits | sign_bit(f), f) == -kInf);
    } else {
      CHECK_THROWS_AS(encode(kInf, f), lrnnc::Error);
    }
    // The values themselves round to themselves in every mode.
    for (double v : {p.max, p.min_normal, p.min_subnormal, -p.max, -p.min_normal, -p.min_subnormal})
      for (RoundingMode m : kAllModes) CHECK(round(v, f, m, 0, 12345) == v);
  }
}

TEST_CASE("Hand-written encodings of fp16, bf16, e4m3, e5m2, fp32 and tf32", "[quick][precision]") {
  CHECK(encode(65504.0, fp16()) == 0x7bffu);
  CHECK(encode(0x1p-24, fp16()) == 0x0001u);
  CHECK(encode(-2.0, fp16()) == 0xc000u);
  CHECK(encode(0.333251953125, fp16()) == 0x3555u);  // fp16 nearest to 1/3
  CHECK(rb(1.0 / 3.0, fp16(), kRne) == 0x3555u);
  CHECK(rb(0.1, fp16(), kRne) == 0x2e66u);
  CHECK(rb(0.1, bf16(), kRne) == 0x3dcdu);
  CHECK(rb(0.1, fp32(), kRne) == 0x3dcccccdu);
  CHECK(rb(0.1, fp32(), kRz) == 0x3dccccccu);
  CHECK(rb(0.1, tf32(), kRne) == 0x1ee66u);  // 0x3dcccccd >> 13 = 0x1ee66, remainder below half
  CHECK(encode(0x1.fep127, bf16()) == 0x7f7fu);
  CHECK(encode(448.0, e4m3()) == 0x7eu);
  CHECK(encode(-448.0, e4m3()) == 0xfeu);
  CHECK(encode(0x1p-9, e4m3()) == 0x01u);
  CHECK(encode(240.0, e4m3()) == 0x77u);
  CHECK(encode(256.0, e4m3()) == 0x78u);  // the all-ones exponent holds normal numbers in FN
  CHECK(std::isnan(decode(0x7fu, e4m3())));
  CHECK(std::isnan(decode(0xffu, e4m3())));
  CHECK(encode(57344.0, e5m2()) == 0x7bu);
  CHECK(encode(0x1p-16, e5m2()) == 0x01u);
  CHECK(std::isnan(decode(0x7du, e5m2())));
  CHECK(std::isnan(decode(0x7eu, e5m2())));
  CHECK(std::isnan(decode(0x7fu, e5m2())));
  CHECK(decode(0x7cu, e5m2()) == kInf);
  CHECK(encode(0x1.fffffep127, fp32()) == 0x7f7fffffu);
  // Widths and values outside the format.
  CHECK_THROWS_AS(encode(1.0, fp64()), lrnnc::Error);
  CHECK_THROWS_AS(decode(0u, fp64()), lrnnc::Error);
  CHECK_THROWS_AS(encode(0.1, fp16()), lrnnc::Error);
  CHECK_THROWS_AS(encode(65536.0, fp16()), lrnnc::Error);
  CHECK_THROWS_AS(encode(480.0, e4m3()), lrnnc::Error);
  CHECK_THROWS_AS(decode(0x10000u, fp16()), lrnnc::Error);
  // FN with 11 exponent bits would put its top binade at 2^1024, beyond a double.
  CHECK_THROWS_AS(parse_format("float:e11m4:fn"), lrnnc::Error);
  CHECK(parse_format("float:e10m4:fn").as_float().max_finite() == 0x1.ep512);  // (2 - 2^-3) * 2^512
}

TEST_CASE("Ties at max finite, min normal, min subnormal and one, every mode", "[quick][precision]") {
  for (const Preset& p : kPresets) {
    const FloatFormat f = fmt(p.text);
    const std::uint32_t s = sign_bit(f);
    const double ulp_top = std::ldexp(1.0, f.emax() - f.mantissa_bits), sub = p.min_subnormal;
    INFO(p.text);
    // Between 0 and the smallest subnormal: 0 is even, the subnormal is odd.
    const double t0 = sub / 2;
    CHECK(rb(t0, f, kRne) == 0u);
    CHECK(rb(t0, f, kRna) == 1u);
    CHECK(rb(t0, f, kRz) == 0u);
    CHECK(rb(t0, f, kRu) == 1u);
    CHECK(rb(t0, f, kRd) == 0u);
    CHECK(rb(t0, f, kRo) == 1u);
    CHECK(rb(-t0, f, kRne) == s);  // -0
    CHECK(rb(-t0, f, kRna) == (s | 1u));
    CHECK(rb(-t0, f, kRu) == s);
    CHECK(rb(-t0, f, kRd) == (s | 1u));
    CHECK(rb(std::nextafter(t0, 1.0), f, kRne) == 1u);
    CHECK(rb(std::nextafter(t0, 0.0), f, kRna) == 0u);
    // Between the largest subnormal (odd, all-ones mantissa) and the smallest normal (even).
    const double t1 = p.min_normal - sub / 2;
    CHECK(rb(t1, f, kRne) == p.min_normal_bits);
    CHECK(rb(t1, f, kRna) == p.min_normal_bits);
    CHECK(rb(t1, f, kRz) == p.min_normal_bits - 1);
    CHECK(rb(t1, f, kRu) == p.min_normal_bits);
    CHECK(rb(t1, f, kRd) == p.min_normal_bits - 1);
    CHECK(rb(t1, f, kRo) == p.min_normal_bits - 1);
    CHECK(rb(-t1, f, kRne) == (s | p.min_normal_bits));
    CHECK(rb(-t1, f, kRu) == (s | (p.min_normal_bits - 1)));
    CHECK(rb(std::nextafter(t1, 0.0), f, kRne) == p.min_normal_bits - 1);
    // Just above the smallest normal (even) and its successor (odd): same spacing as subnormals.
    const double t2 = p.min_normal + sub / 2;
    CHECK(rb(t2, f, kRne) == p.min_normal_bits);
    CHECK(rb(t2, f, kRna) == p.min_normal_bits + 1);
    CHECK(rb(t2, f, kRz) == p.min_normal_bits);
    CHECK(rb(t2, f, kRo) == p.min_normal_bits + 1);
    // Around one: 1 + eps/2 goes to 1 (even), 1 + 3 eps/2 goes to 1 + 2 eps (even).
    CHECK(rb(1.0 + f.epsilon() / 2, f, kRne) == p.one_bits);
    CHECK(rb(1.0 + f.epsilon() / 2, f, kRna) == p.one_bits + 1);
    CHECK(rb(1.0 + 3 * f.epsilon() / 2, f, kRne) == p.one_bits + 2);
    CHECK(rb(1.0 + 3 * f.epsilon() / 2, f, kRz) == p.one_bits + 1);
    CHECK(rb(1.0 - f.epsilon() / 4, f, kRne) == p.one_bits);  // the binade below is twice as fine
    CHECK(rb(1.0 - f.epsilon() / 4, f, kRz) == p.one_bits - 1);
    CHECK(rb(1.0 - f.epsilon() / 4, f, kRo) == p.one_bits - 1);
    // Between max finite and the next would-be number.
    const double top = p.max + ulp_top / 2;
    CHECK(rb(std::nextafter(top, 0.0), f, kRne) == p.max_bits);
    CHECK(rb(top, f, kRz) == p.max_bits);
    CHECK(rb(top, f, kRd) == p.max_bits);
    CHECK(rb(top, f, kRo) == p.max_bits);
    if (f.encoding == Encoding::fn) {
      // 448 = 1.110b * 2^8 is even: the tie stays; away from zero it would be 480 -> NaN.
      CHECK(round(top, f, kRne) == p.max);
      CHECK(std::isnan(round(top, f, kRna)));
      CHECK(std::isnan(round(top, f, kRu)));
      CHECK(std::isnan(round(std::nextafter(top, kInf), f, kRne)));
    } else {
      // IEEE max finite has an all-ones (odd) mantissa: the tie goes to infinity.
      CHECK(rb(top, f, kRne) == p.inf_bits);
      CHECK(rb(top, f, kRna) == p.inf_bits);
      CHECK(rb(top, f, kRu) == p.inf_bits);
      CHECK(rb(-top, f, kRne) == (s | p.inf_bits));
      CHECK(rb(-top, f, kRu) == (s | p.max_bits));
    }
  }
}

TEST_CASE("fp64: values are fixed points, and sticky decides ties and directions at the extremes",
          "[quick][precision]") {
  const FloatFormat f = fp64();
  const double max = std::numeric_limits<double>::max(), minn = std::numeric_limits<double>::min();
  const double sub = std::numeric_limits<double>::denorm_min();
  CHECK(f.max_finite() == max);
  CHECK(f.min_normal() == minn);
  CHECK(f.min_subnormal() == sub);
  for (double v : {max, minn, sub, 1.0, 0.1, -max, -sub})
    for (RoundingMode m : kAllModes) CHECK(bits_of(round(v, f, m, 0, 7)) == bits_of(v));
  // max with a positive tail: nearest stays, up overflows, toward zero and odd stay.
  CHECK(round(max, f, kRne, +1) == max);
  CHECK(round(max, f, kRu, +1) == kInf);
  CHECK(round(max, f, kRz, +1) == max);
  CHECK(round(max, f, kRo, +1) == max);  // already odd
  CHECK(round(-max, f, kRd, -1) == -kInf);
  CHECK(round(-max, f, kRu, -1) == -max);
  // Just below the smallest normal and the smallest subnormal.
  CHECK(round(minn, f, kRz, -1) == minn - sub);
  CHECK(round(minn, f, kRne, -1) == minn);
  CHECK(round(sub, f, kRz, -1) == 0.0);
  CHECK(round(sub, f, kRo, -1) == sub);
  CHECK(round(sub, f, kRd, -1) == 0.0);
  CHECK(round(0.0, f, kRu, +1) == sub);
  CHECK(bits_of(round(0.0, f, kRd, -1)) == bits_of(-sub));
  // Just below 1: the binade below has half the spacing.
  CHECK(round(1.0, f, kRz, -1) == std::nextafter(1.0, 0.0));
  CHECK(round(1.0, f, kRu, -1) == 1.0);
  CHECK(round(1.0, f, kRo, -1) == std::nextafter(1.0, 0.0));
}

TEST_CASE("Overflow per option and rounding mode", "[quick][precision]") {
  struct Case {
    const char* text;
    Overflow expect;  // what a round-to-nearest overflow gives
  };
  const Case cases[] = {{"fp32", Overflow::infinity},     {"fp32:sat", Overflow::saturate},
                        {"fp32:nan", Overflow::nan},      {"tf32", Overflow::infinity},
                        {"tf32:sat", Overflow::saturate}, {"fp16", Overflow::infinity},
                        {"fp16:sat", Overflow::saturate}, {"fp16:nan", Overflow::nan},
                        {"bf16", Overflow::infinity},     {"bf16:sat", Overflow::saturate},
                        {"bf16:nan", Overflow::nan},      {"e4m3", Overflow::nan},
                        {"e4m3:sat", Overflow::saturate}, {"e5m2", Overflow::infinity},
                        {"e5m2:sat", Overflow::saturate}, {"e5m2:nan", Overflow::nan},
                        {"e5m2:fn", Overflow::nan},       {"e5m2:fn:sat", Overflow::saturate},
                        {"fp16:fn", Overflow::nan},       {"fp16:nosub:sat", Overflow::saturate}};
  for (const Case& c : cases) {
    const FloatFormat f = fmt(c.text);
    const double max = f.max_finite(), ulp_top = std::ldexp(1.0, f.emax() - f.mantissa_bits);
    // Beyond max: the tie to the next would-be number (IEEE), a value just above max (overflows only
    // when rounding away), and far beyond (every mode overflows).
    for (double beyond : {max + ulp_top / 4, max + ulp_top * 0.75, 2 * max, 1e300}) {
      for (double sign : {1.0, -1.0}) {
        const double x = sign * beyond;
        const bool negative = sign < 0;
        for (RoundingMode m : kAllModes) {
          for (std::uint64_t random : {std::uint64_t{0}, ~std::uint64_t{0}}) {
            INFO(c.text << " x " << x << " mode " << mode_name(m) << " random " << random);
            const double got = round(x, f, m, 0, random);
            // Does the mode round the magnitude up (away from zero) at this x?
            const bool away = (m == kRna && beyond >= max + ulp_top / 2) || (m == kRu && !negative) ||
                              (m == kRd && negative) || (m == kRne && beyond > max + ulp_top / 2) ||
                              (m == kSr && random == 0);
            const bool overflows = beyond >= 2 * max || away;
            if (!overflows) {
              CHECK(got == sign * max);
            } else {
              const bool toward_zero = m == kRz || m == kRo || (m == kRu && negative) || (m == kRd && !negative);
              if (toward_zero || c.expect == Overflow::saturate) {
                CHECK(got == sign * max);
              } else if (c.expect == Overflow::nan) {
                CHECK(std::isnan(got));
              } else {
                CHECK(got == sign * kInf);
              }
            }
          }
        }
      }
    }
  }
}

TEST_CASE("Infinity and NaN inputs under every option", "[quick][precision]") {
  struct Case {
    const char* text;
    int inf_gives;  // 0 infinity, 1 max finite, 2 NaN
  };
  const Case cases[] = {{"fp16", 0},       {"fp16:sat", 1}, {"fp16:nan", 2}, {"bf16", 0},     {"bf16:sat", 1},
                        {"e4m3", 2},       {"e4m3:sat", 1}, {"e5m2", 0},     {"e5m2:sat", 1}, {"e5m2:fn", 2},
                        {"fp32:nosub", 0}, {"fp64", 0},     {"tf32:sat", 1}};
  for (const Case& c : cases) {
    const FloatFormat f = fmt(c.text);
    for (RoundingMode m : kAllModes) {
      INFO(c.text << " mode " << mode_name(m));
      for (double sign : {1.0, -1.0}) {
        const double got = round(sign * kInf, f, m, 0, 99);
        if (c.inf_gives == 0) CHECK(got == sign * kInf);
        if (c.inf_gives == 1) CHECK(got == sign * f.max_finite());
        if (c.inf_gives == 2) CHECK(std::isnan(got));
      }
      CHECK(std::isnan(round(std::nan(""), f, m, 0, 99)));
      CHECK(std::isnan(round(-std::nan(""), f, m, +1, 99)));
    }
  }
  // NaN bit patterns of the format decode to NaN and NaN encodes canonically.
  CHECK(encode(round(std::nan(""), e4m3(), kRne), e4m3()) == 0x7fu);
  CHECK(encode(round(1e9, e4m3(), kRne), e4m3()) == 0x7fu);
  CHECK(encode(round(1e9, fp16(), kRne), fp16()) == 0x7c00u);
}

TEST_CASE("Signed zeros: kept, produced by underflow, and decided by sticky", "[quick][precision]") {
  const FloatFormat f = fp16();
  for (RoundingMode m : kAllModes) {
    INFO("mode " << mode_name(m));
    CHECK(rb(-0.0, f, m, 0, 5) == 0x8000u);
    CHECK(rb(0.0, f, m, 0, 5) == 0x0000u);
  }
  // Tiny negatives that round to zero give -0; directed away gives the smallest subnormal.
  CHECK(rb(-0x1p-30, f, kRne) == 0x8000u);
  CHECK(rb(-0x1p-30, f, kRna) == 0x8000u);
  CHECK(rb(-0x1p-30, f, kRz) == 0x8000u);
  CHECK(rb(-0x1p-30, f, kRu) == 0x8000u);
  CHECK(rb(-0x1p-30, f, kRd) == 0x8001u);
  CHECK(rb(-0x1p-30, f, kRo) == 0x8001u);
  CHECK(rb(-0x1p-30, f, kSr, 0, ~std::uint64_t{0}) == 0x8000u);
  CHECK(rb(-0x1p-30, f, kSr, 0, 0) == 0x8001u);
  CHECK(rb(-std::numeric_limits<double>::denorm_min(), f, kRne) == 0x8000u);
  // A zero with a tail: the exact value is a tiny number with the tail's sign.
  CHECK(rb(0.0, f, kRu, +1) == 0x0001u);
  CHECK(rb(0.0, f, kRd, +1) == 0x0000u);
  CHECK(rb(0.0, f, kRz, +1) == 0x0000u);
  CHECK(rb(0.0, f, kRo, +1) == 0x0001u);
  CHECK(rb(0.0, f, kRne, -1) == 0x8000u);
  CHECK(rb(0.0, f, kRd, -1) == 0x8001u);
  CHECK(rb(0.0, f, kRu, -1) == 0x8000u);
  CHECK(rb(-0.0, f, kRu, +1) == 0x0001u);
  CHECK(rb(-0.0, f, kRne, +1) == 0x0000u);
  // Without subnormals the step above zero is the smallest normal.
  CHECK(rb(0.0, fmt("fp16:nosub"), kRu, +1) == 0x0400u);
  CHECK(rb(-0x1p-130, fmt("bf16:nosub"), kRd) == 0x8080u);
  // Fixed point has a single zero.
  const FixedFormat q = parse_format("fixed:q3.12").as_fixed();
  for (RoundingMode m : kAllModes) {
    CHECK(bits_of(round(-0.0, q, m, 0, 5)) == 0u);
    CHECK(bits_of(round(-0x1p-20, q, kRne)) == 0u);
  }
  CHECK(round(0.0, q, kRu, +1) == 0x1p-12);
  CHECK(round(0.0, q, kRd, +1) == 0.0);
  CHECK(round(0.0, q, kRd, -1) == -0x1p-12);
  CHECK(bits_of(round(0.0, q, kRu, -1)) == 0u);
}

TEST_CASE("No subnormals: values below the smallest normal go to 0 or to it", "[quick][precision]") {
  for (const char* text : {"fp16:nosub", "bf16:nosub", "e4m3:nosub", "e5m2:nosub", "fp32:nosub"}) {
    const FloatFormat f = fmt(text);
    const double mn = f.min_normal();
    const std::uint32_t mb = encode(mn, f), s = sign_bit(f);
    INFO(text);
    CHECK(f.min_subnormal() == mn);
    CHECK(rb(0.75 * mn, f, kRne) == mb);
    CHECK(rb(0.5 * mn, f, kRne) == 0u);  // the tie goes to 0 (even)
    CHECK(rb(0.5 * mn, f, kRna) == mb);
    CHECK(rb(0.25 * mn, f, kRne) == 0u);
    CHECK(rb(0.25 * mn, f, kRu) == mb);
    CHECK(rb(0.25 * mn, f, kRo) == mb);
    CHECK(rb(0.99 * mn, f, kRz) == 0u);
    CHECK(rb(-0.25 * mn, f, kRne) == s);
    CHECK(rb(-0.25 * mn, f, kRd) == (s | mb));
    CHECK(rb(-0.75 * mn, f, kRu) == s);
    // Just above the smallest normal the grid is the normal one.
    CHECK(rb(mn * (1 + f.epsilon()), f, kRne) == mb + 1);
  }
}

TEST_CASE("Every bit pattern of every format of at most 16 bits round-trips", "[standard][precision]") {
  // All widths 1 + E + M <= 16 (E in [2, 11]) in both encodings.
  long patterns = 0;
  for (int e = 2; e <= 11; ++e)
    for (int m = 1; 1 + e + m <= 16; ++m)
      for (Encoding enc : {Encoding::ieee, Encoding::fn}) {
        if (enc == Encoding::fn && e == 11) continue;  // FN with 11 exponent bits reaches 2^1024
        const FloatFormat f{e, m, true, enc == Encoding::fn ? Overflow::nan : Overflow::infinity, enc};
        const std::uint32_t n = std::uint32_t{1} << f.bits(), s = sign_bit(f);
        const std::uint32_t exp_ones = (std::uint32_t{1} << e) - 1, mant_ones = (std::uint32_t{1} << m) - 1;
        INFO("e" << e << "m" << m << (enc == Encoding::fn ? ":fn" : ""));
        double previous = -1.0;
        for (std::uint32_t b = 0; b < n; ++b) {
          ++patterns;
          const double v = decode(b, f);
          const std::uint32_t field = (b >> m) & exp_ones, mant = b & mant_ones;
          const bool nan_pattern =
              enc == Encoding::ieee ? field == exp_ones && mant != 0 : field == exp_ones && mant == mant_ones;
          if (std::isnan(v) != nan_pattern) FAIL("pattern " << b << " NaN " << std::isnan(v));
          if (nan_pattern) continue;
          if (encode(v, f) != b) FAIL("pattern " << b << " decodes to " << v << " encodes to " << encode(v, f));
          if (std::signbit(v) != ((b & s) != 0)) FAIL("pattern " << b << " has the wrong sign");
          if (std::isfinite(v)) {
            for (RoundingMode mode : kAllModes)
              if (bits_of(round(v, f, mode, 0, b * 0x9e3779b97f4a7c15ULL)) != bits_of(v))
                FAIL("pattern " << b << " value " << v << " is not a fixed point of " << mode_name(mode));
          }
          // Positive patterns increase strictly with the value (finite ones, then infinity).
          if (b < s) {
            if (!(v > previous) && b != 0) FAIL("pattern " << b << " value " << v << " not above " << previous);
            previous = v;
          }
        }
      }
  CAPTURE(patterns);
  CHECK(patterns > 1000000);
}

TEST_CASE("Every midpoint of fp16, bf16, e4m3 and e5m2 rounds per mode", "[standard][precision]") {
  // Between consecutive positive finite values lo < hi (patterns b, b+1) the midpoint is exact in
  // a double: rne picks the even pattern, rna and ru hi, rz and rd lo, ro the odd pattern; a hair
  // off the midpoint both nearest modes pick the nearer. Negatives mirror.
  long midpoints = 0;
  for (const char* text : {"fp16", "bf16", "e4m3", "e5m2", "e5m2:fn", "float:e3m2", "float:e2m1", "float:e6m9"}) {
    const FloatFormat f = fmt(text);
    const std::uint32_t s = sign_bit(f);
    INFO(text);
    for (std::uint32_t b = 0; b + 1 < s; ++b) {
      const double lo = decode(b, f), hi = decode(b + 1, f);
      if (!std::isfinite(hi)) break;
      ++midpoints;
      const double mid = lo + (hi - lo) / 2;
      const std::uint32_t even = (b & 1) ? b + 1 : b, odd = (b & 1) ? b : b + 1;
      const std::uint32_t got[] = {rb(mid, f, kRne),
                                   rb(mid, f, kRna),
                                   rb(mid, f, kRz),
                                   rb(mid, f, kRu),
                                   rb(mid, f, kRd),
                                   rb(mid, f, kRo),
                                   rb(std::nextafter(mid, 0.0), f, kRna),
                                   rb(std::nextafter(mid, kInf), f, kRne),
                                   rb(-mid, f, kRne),
                                   rb(-mid, f, kRu),
                                   rb(-mid, f, kRd),
                                   rb(mid, f, kSr, 0, 0),
                                   rb(mid, f, kSr, 0, ~0ULL)};
      const std::uint32_t want[] = {even, b + 1, b, b + 1, b, odd, b, b + 1, s | even, s | b, s | (b + 1), b + 1, b};
      for (int i = 0; i < 13; ++i)
        if (got[i] != want[i])
          FAIL("pattern " << b << " midpoint " << mid << " check " << i << ": " << got[i] << " != " << want[i]);
    }
  }
  CAPTURE(midpoints);
  CHECK(midpoints > 90000);
}

TEST_CASE("Fixed point Q3.12: range, quantum, saturation and wrap", "[quick][precision]") {
  const FixedFormat sat = parse_format("fixed:q3.12").as_fixed();
  const FixedFormat wrap = parse_format("fixed:q3.12:wrap").as_fixed();
  CHECK(sat.bits() == 16);
  CHECK(sat.quantum() == 0.000244140625);
  CHECK(sat.max_value() == 7.999755859375);
  CHECK(sat.min_value() == -8.0);
  CHECK(round(100.0, sat, kRne) == 7.999755859375);
  CHECK(round(-100.0, sat, kRne) == -8.0);
  CHECK(round(8.0, sat, kRne) == 7.999755859375);
  CHECK(round(-8.0, sat, kRne) == -8.0);
  CHECK(round(-8.0001, sat, kRz) == -8.0);
  CHECK(round(kInf, sat, kRne) == 7.999755859375);
  CHECK(round(-kInf, sat, kRne) == -8.0);
  CHECK(std::isnan(round(std::nan(""), sat, kRne)));
  // max + half a quantum: rne goes up (32767 is odd) to 8 and saturates; rz stays.
  CHECK(round(7.9998779296875, sat, kRne) == 7.999755859375);
  CHECK(round(7.9998779296875, sat, kRz) == 7.999755859375);
  CHECK(round(7.9998779296875, wrap, kRne) == -8.0);
  CHECK(round(7.9998779296875, wrap, kRz) == 7.999755859375);
  // Wrap: modulo 2^4 into [-8, 8).
  CHECK(round(8.0, wrap, kRne) == -8.0);
  CHECK(round(9.5, wrap, kRne) == -6.5);
  CHECK(round(-9.0, wrap, kRne) == 7.0);
  CHECK(round(-8.000244140625, wrap, kRne) == 7.999755859375);
  CHECK(bits_of(round(16.0, wrap, kRne)) == 0u);
  CHECK(round(23.25, wrap, kRne) == 7.25);
  CHECK(round(-24.0, wrap, kRne) == -8.0);
  // Large magnitudes wrap exactly (their spacing is 16 or more, so v - min = v + 8 is not a double):
  // 1e20 = 2^20 * 5^20 and 2^56 + 16 are 0 modulo 16; 2^53 + 4 is 4, -(2^53 + 4) is -4.
  CHECK(bits_of(round(1e20, wrap, kRne)) == 0u);
  CHECK(bits_of(round(-1e20, wrap, kRne)) == 0u);
  CHECK(bits_of(round(0x1p56 + 16, wrap, kRne)) == 0u);
  CHECK(bits_of(round(0x1p56 + 16, wrap, kRz)) == 0u);
  CHECK(round(0x1p53 + 4, wrap, kRne) == 4.0);
  CHECK(round(-(0x1p53 + 4), wrap, kRne) == -4.0);
  CHECK(round(0x1p55 + 24, wrap, kRne) == -8.0);
  CHECK(round(1e300, sat, kRne) == 7.999755859375);
  CHECK(std::isnan(round(kInf, wrap, kRne)));
}

TEST_CASE("Fixed point: every rounding mode on +-(k + 1/2) and +-(k + 1/4) quanta", "[quick][precision]") {
  const FixedFormat f = parse_format("fixed:q3.12").as_fixed();
  const double q = f.quantum();
  for (int k : {0, 1, 2, 3, 100, 101, 32766}) {
    const bool odd = k & 1;
    INFO("k " << k);
    const double x = (k + 0.5) * q, lo = k * q, hi = (k + 1) * q;
    CHECK(round(x, f, kRne) == (odd ? hi : lo));
    CHECK(round(x, f, kRna) == hi);
    CHECK(round(x, f, kRz) == lo);
    CHECK(round(x, f, kRu) == hi);
    CHECK(round(x, f, kRd) == lo);
    CHECK(round(x, f, kRo) == (odd ? lo : hi));
    CHECK(round(x, f, kSr, 0, 0) == hi);
    CHECK(round(x, f, kSr, 0, 0x8000000000000000ULL) == lo);  // fraction 1/2 = 2^63/2^64: not below
    CHECK(round(x, f, kSr, 0, 0x7fffffffffffffffULL) == hi);
    // Negatives round the magnitude (sign-magnitude view), directed modes by the real direction.
    CHECK(round(-x, f, kRne) + 0.0 == -(odd ? hi : lo) + 0.0);
    CHECK(round(-x, f, kRna) == -hi);
    CHECK(round(-x, f, kRz) + 0.0 == -lo + 0.0);
    CHECK(round(-x, f, kRu) + 0.0 == -lo + 0.0);
    CHECK(round(-x, f, kRd) == -hi);
    CHECK(round(-x, f, kRo) + 0.0 == -(odd ? lo : hi) + 0.0);
    const double y = (k + 0.25) * q;
    CHECK(round(y, f, kRne) == lo);
    CHECK(round(y, f, kRna) == lo);
    CHECK(round(y, f, kRu) == hi);
    CHECK(round(y, f, kRo) == (odd ? lo : hi));
    CHECK(round(-y, f, kRd) == -hi);
    CHECK(round(-y, f, kRne) + 0.0 == -lo + 0.0);
    // The sticky tail of a value on the grid.
    CHECK(round(lo, f, kRu, +1) == hi);
    CHECK(round(hi, f, kRd, -1) == lo);
    CHECK(round(hi, f, kRne, -1) == hi);
  }
}

TEST_CASE("Format strings round-trip through to_string", "[quick][precision]") {
  for (const char* text : {"fp64",
                           "fp32",
                           "tf32",
                           "fp16",
                           "bf16",
                           "e4m3",
                           "e5m2",
                           "fp32:sat",
                           "fp16:nan",
                           "fp16:nosub",
                           "e4m3:sat",
                           "e4m3:nosub",
                           "e5m2:fn",
                           "e5m2:fn:sat",
                           "fp16:fn",
                           "fp16:nosub:sat",
                           "float:e3m2",
                           "float:e2m1",
                           "float:e11m51",
                           "float:e8m40:nosub",
                           "float:e6m30:fn:sat",
                           "float:e4m3",
                           "fixed:q3.12",
                           "fixed:q3.12:wrap",
                           "fixed:q0.15",
                           "mpfr:256",
                           "mpfr:11:-14:15"}) {
    INFO(text);
    const Format f = parse_format(text);
    CHECK(parse_format(to_string(f)) == f);
  }
  CHECK(to_string(parse_format("fp16")) == "fp16");
  CHECK(to_string(parse_format("e4m3:sat")) == "e4m3:sat");
  CHECK(to_string(parse_format("float:e5m10")) == "fp16");
}
