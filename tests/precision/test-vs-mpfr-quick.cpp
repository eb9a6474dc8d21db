// Quick sanity: round() vs the MPFR reference (both methods) on random doubles.
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <random>

#include "precision/mpfr-reference.hpp"
#include "precision/round.hpp"

using namespace lrnnc::precision;

TEST_CASE("round matches the MPFR reference on random doubles", "[standard][precision][mpfr]") {
  const std::uint64_t seed = 42;
  std::mt19937_64 rng(seed);
  mpfr_t x;
  mpfr_init2(x, 53);
  const FloatFormat formats[] = {fp32(), tf32(), fp16(), bf16(), e4m3(), e5m2(), FloatFormat{5, 10, false},
                                 FloatFormat{3, 2}, FloatFormat{4, 3, true, Overflow::saturate, Encoding::fn}};
  const RoundingMode modes[] = {RoundingMode::rne, RoundingMode::rna, RoundingMode::rz, RoundingMode::ru,
                                RoundingMode::rd, RoundingMode::ro, RoundingMode::sr};
  for (const FloatFormat& f : formats)
    for (RoundingMode mode : modes)
      for (int i = 0; i < 20000; ++i) {
        // Doubles spread over the format's range and beyond: random exponent, random bits.
        int e = static_cast<int>(rng() % (2 * (f.emax() + f.mantissa_bits + 8))) - (f.emax() + f.mantissa_bits + 8);
        double v = std::ldexp(1.0 + std::ldexp(static_cast<double>(rng() >> 11), -53), e);
        if (rng() & 1) v = -v;
        std::uint64_t r = rng();
        mpfr_set_d(x, v, MPFR_RNDN);
        double got = round(v, f, mode, 0, r);
        double want = round_reference(x, f, mode, r, MpfrMethod::grid);
        INFO("seed " << seed << " format e" << f.exponent_bits << "m" << f.mantissa_bits << " mode "
                     << to_string(Rounding{mode}) << " x " << v);
        REQUIRE(std::bit_cast<std::uint64_t>(got) == std::bit_cast<std::uint64_t>(want));
        if (mode <= RoundingMode::rd && mode != RoundingMode::rna) {
          double native = round_reference(x, f, mode, r, MpfrMethod::native);
          REQUIRE(std::bit_cast<std::uint64_t>(got) == std::bit_cast<std::uint64_t>(native));
        }
      }
  mpfr_clear(x);
}
