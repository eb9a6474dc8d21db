// Fixed point at its widest (precision/format.hpp: I + F <= 52): every value, the maximum and every
// operation of Arithmetic exact, checked bit for bit against MPFR (the exact operation rounded once
// by round_reference), in every rounding mode, saturating and wrapping; wider formats refused in one
// line that names the cap.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include <mpfr.h>

#include "common/error.hpp"
#include "common/splitmix64.hpp"
#include "precision/arithmetic.hpp"
#include "precision/format.hpp"
#include "precision/mpfr-reference.hpp"
#include "precision/policy.hpp"
#include "precision/round-kernels.hpp"

using namespace lrnnc;
using namespace lrnnc::precision;

namespace {

// Whether v is a value of f: a multiple of the quantum within [min, max] (exact tests in double:
// v * 2^F is exact for every double v of the range).
bool in_format(double v, const FixedFormat& f) {
  if (!std::isfinite(v) || v < f.min_value() || v > f.max_value()) return false;
  const double k = std::ldexp(v, f.fraction_bits);
  return k == std::trunc(k) && !(v == 0 && std::signbit(v));  // one zero: +0
}

// k 2^-F for k uniform in [-2^(I+F), 2^(I+F) - 1], with the ends and small k now and then.
double random_value(const FixedFormat& f, std::mt19937_64& rng) {
  const int w = f.integer_bits + f.fraction_bits;
  const std::int64_t top = std::int64_t{1} << w;
  std::int64_t k;
  switch (rng() % 8) {
    case 0: k = top - 1 - static_cast<std::int64_t>(rng() % 4); break;
    case 1: k = -top + static_cast<std::int64_t>(rng() % 4); break;
    case 2: k = static_cast<std::int64_t>(rng() % 64) - 32; break;
    default: k = static_cast<std::int64_t>(rng() % (2 * static_cast<std::uint64_t>(top))) - top;
  }
  return std::ldexp(static_cast<double>(k), -f.fraction_bits);
}

// round_reference of a*b + c (exact in MPFR: 4400 bits hold any such value of doubles).
double reference(double a, double b, double c, const FixedFormat& f, RoundingMode mode, std::uint64_t random) {
  mpfr_t x, y, z, r;
  mpfr_inits2(64, x, y, z, static_cast<mpfr_ptr>(nullptr));
  mpfr_init2(r, 4400);
  mpfr_set_d(x, a, MPFR_RNDN);
  mpfr_set_d(y, b, MPFR_RNDN);
  mpfr_set_d(z, c, MPFR_RNDN);
  mpfr_fma(r, x, y, z, MPFR_RNDN);
  const double out = round_reference(r, f, mode, random);
  mpfr_clears(x, y, z, r, static_cast<mpfr_ptr>(nullptr));
  return out;
}

const std::vector<std::string> kWidest = {"fixed:q52.0",  "fixed:q0.52",  "fixed:q1.51",
                                          "fixed:q26.26", "fixed:q27.25", "fixed:q51.1"};
const std::vector<std::string> kModes = {"rne", "rna", "rz", "ru", "rd", "ro", "sr:11"};

}  // namespace

TEST_CASE("fixed point wider than I + F = 52 is refused in one line naming the cap", "[quick][precision]") {
  for (const char* text : {"fixed:q61.0", "fixed:q0.61", "fixed:q53.0", "fixed:q26.27", "fixed:q30.31:wrap",
                           "fixed:q999.999", "fixed:q4294967295.1"}) {
    INFO(text);
    try {
      parse_format(text);
      FAIL("accepted");
    } catch (const Error& e) {
      const std::string what = e.what();
      CHECK(what.find('\n') == std::string::npos);
      CHECK_THAT(what, Catch::StartsWith(std::string("format '") + text +
                                         "': fixed point is limited to I + F <= 52 "
                                         "bits (values, sums and the maximum are exact "
                                         "in double") &&
                           Catch::Contains(", found I + F = "));
    }
  }
  CHECK_THROWS_WITH(parse_format("fixed:q61.0"), Catch::EndsWith("found I + F = 61"));
  // A FixedFormat made in code past the cap is refused where it would be used.
  CHECK_THROWS_WITH(Arithmetic(Policy{Format{FixedFormat{61, 0, false}}, Format{FixedFormat{3, 12, false}}}),
                    Catch::Contains("fixed point is limited to I + F <= 52 bits"));
  for (int i = 0; i <= 52; ++i) {
    const std::string text = "fixed:q" + std::to_string(i) + "." + std::to_string(52 - i);
    INFO(text);
    CHECK(to_string(parse_format(text)) == text);
  }
}

TEST_CASE("fixed point at the cap: the maximum is 2^I - 2^-F exactly, and every mode stays in the format",
          "[quick][precision]") {
  for (int i = 0; i <= 52; ++i) {
    const FixedFormat f{i, 52 - i, false};
    INFO("fixed:q" << i << "." << 52 - i);
    // 2^I - 2^-F = (2^52 - 1) 2^-F: exact, below 2^I, and one quantum above the value before it.
    CHECK(f.max_value() == std::ldexp(4503599627370495.0, -f.fraction_bits));
    CHECK(f.max_value() < std::ldexp(1.0, i));
    CHECK(f.max_value() - f.quantum() < f.max_value());
    CHECK(f.min_value() == -std::ldexp(1.0, i));
    // Doubles around the ends and around the quantum, rounded in every mode with and without
    // wrapping (stochastic rounding with several draws): always a value of the format.
    std::vector<double> xs;
    for (double base : {f.max_value(), std::ldexp(1.0, i), f.min_value(), f.quantum(), 0.5 * f.quantum(), 1.0, 0.75,
                        1.5 * f.max_value()})
      for (double s : {1.0, -1.0}) {
        xs.push_back(s * base);
        xs.push_back(std::nextafter(s * base, 0.0));
        xs.push_back(std::nextafter(s * base, s * 1e300));
      }
    for (const bool wrap : {false, true}) {
      FixedFormat g = f;
      g.wrap = wrap;
      for (const RoundingMode mode : {RoundingMode::rne, RoundingMode::rna, RoundingMode::rz, RoundingMode::ru,
                                      RoundingMode::rd, RoundingMode::ro, RoundingMode::sr})
        for (double x : xs)
          for (int sticky : {-1, 0, 1})
            for (std::uint64_t random : {std::uint64_t{0}, std::uint64_t{1} << 63, ~std::uint64_t{0}}) {
              if (sticky != 0 && std::fmod(std::ldexp(x, g.fraction_bits), 1.0) != 0) continue;  // x on the grid
              const double r = round(x, g, mode, sticky, random);
              INFO("x " << x << " mode " << static_cast<int>(mode) << " sticky " << sticky << " wrap " << wrap);
              CHECK(in_format(r, g));
            }
    }
  }
  // The report of issue #30: rounding toward zero just below 1 in the widest fraction stays below 1.
  const FixedFormat q052{0, 52, false};
  CHECK(round(1.0, q052, RoundingMode::rz, -1) == 1.0 - std::ldexp(1.0, -52));
  CHECK(round(std::nextafter(1.0, 0.0), q052, RoundingMode::rz) == 1.0 - std::ldexp(1.0, -52));
}

TEST_CASE("Arithmetic on the widest fixed formats matches MPFR bit for bit in every mode", "[standard][precision]") {
  const std::uint64_t seed = 30;
  std::mt19937_64 rng(seed);
  INFO("seed " << seed);
  for (const std::string& name : kWidest)
    for (const char* tail : {"", ":wrap"})
      for (const std::string& mode_text : kModes)
        for (const bool fused : {false, true}) {
          const std::string storage = name + tail;
          const std::string text =
              storage + ",acc=" + storage + ",rounding=" + mode_text + (fused ? ",fma=on" : ",fma=off");
          INFO(text);
          const Policy policy = parse_policy(text);
          const FixedFormat f = policy.storage.as_fixed();
          const RoundingMode mode = policy.rounding.mode;
          for (int n = 0; n < 150; ++n) {
            double x = random_value(f, rng), y = random_value(f, rng);
            const double z = random_value(f, rng);
            // Now and then a product that is a tie of the grid but no double: y = m + 1/2 and an
            // odd x (the exact product has one bit below the quantum, and more bits than 53).
            if (n % 5 == 0 && f.fraction_bits >= 1) {
              y = static_cast<double>(rng() % 3) + 0.5;
              x = std::ldexp(static_cast<double>((rng() % (std::uint64_t{1} << 50)) | 1), -f.fraction_bits);
            }
            INFO("x " << x << " y " << y << " z " << z);
            SplitMix64 draws(policy.rounding.seed);
            const auto next = [&] { return mode == RoundingMode::sr ? draws.next() : std::uint64_t{0}; };
            Arithmetic a(policy);
            const double sum = a.add(x, y);
            CHECK(sum == reference(x, 1.0, y, f, mode, next()));
            const double product = a.mul(x, y);
            const double want_product = reference(x, y, 0.0, f, mode, next());
            CHECK(product == want_product);
            const double f1 = a.fma(x, y, z);
            if (fused) {
              CHECK(f1 == reference(x, y, z, f, mode, next()));
            } else {
              const double p = reference(x, y, 0.0, f, mode, next());
              CHECK(f1 == reference(p, 1.0, z, f, mode, next()));
            }
            const double raw = std::ldexp(static_cast<double>(rng() >> 11), -52) * 3.0 - 1.0;  // any double
            const double stored = a.to_storage(raw * std::ldexp(1.0, f.integer_bits));
            CHECK(stored == reference(raw * std::ldexp(1.0, f.integer_bits), 1.0, 0.0, f, mode, next()));
            for (double v : {sum, product, f1, stored}) CHECK(in_format(v, f));
          }
        }
}
