// round() against the MPFR reference (issue 3, section 4): random doubles over and beyond every
// format's range, values at every binade boundary and midpoint, the sticky path of exact sums and
// products, fixed point, stochastic rounding, and MPFR's exponent convention.
//
// Every comparison is bit for bit (signed zeros included; NaN == NaN). The reference is run with
// the grid method for every mode and also with the native method (MPFR's own rounding at the
// format's precision and exponent range) for rne, rz, ru and rd, so three implementations agree.
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "precision/format.hpp"
#include "precision/mpfr-reference.hpp"
#include "precision/round-kernels.hpp"
#include "tests/bits.hpp"
#include "tests/precision/modes.hpp"

using namespace lrnnc::precision;

namespace {

using test_support::kAllModes;
using test_support::mode_name;
bool has_native(RoundingMode m) {
  return m == RoundingMode::rne || m == RoundingMode::rz || m == RoundingMode::ru || m == RoundingMode::rd;
}
using test_support::same_or_both_nan;

// Float formats under test: every preset, every option, a tiny one, and wide ones (m > 26) where
// products of two format values are inexact in a double.
const char* const kFloatFormats[] = {"fp64",
                                     "fp32",
                                     "tf32",
                                     "fp16",
                                     "bf16",
                                     "e4m3",
                                     "e5m2",
                                     "e4m3:sat",
                                     "e5m2:sat",
                                     "e5m2:fn",
                                     "fp16:nosub",
                                     "bf16:nosub",
                                     "fp16:sat",
                                     "fp16:nan",
                                     "e4m3:nosub",
                                     "float:e3m2",
                                     "float:e2m1",
                                     "float:e11m51",
                                     "float:e8m40:nosub",
                                     "float:e6m30:fn:sat"};

// An MPFR number for the tests (RAII).
struct Big {
  mpfr_t v;
  explicit Big(mpfr_prec_t p) { mpfr_init2(v, p); }
  ~Big() { mpfr_clear(v); }
};

// Counts the values checked, so the report can say how many.
struct Counter {
  long values = 0;
};

// round(v) vs the grid reference and, for rne/rz/ru/rd, the native one.
void check_double(double v, const FloatFormat& f, RoundingMode m, std::uint64_t random, mpfr_t scratch,
                  Counter& count) {
  mpfr_set_d(scratch, v, MPFR_RNDN);
  const double got = round(v, f, m, 0, random);
  const double grid = round_reference(scratch, f, m, random, MpfrMethod::grid);
  ++count.values;
  if (!same_or_both_nan(got, grid))
    FAIL("x " << v << " (" << std::hexfloat << v << ") round " << got << " grid " << grid);
  if (has_native(m)) {
    const double native = round_reference(scratch, f, m, random, MpfrMethod::native);
    if (!same_or_both_nan(got, native)) FAIL("x " << std::hexfloat << v << " round " << got << " native " << native);
  }
}

// A double with a random significand and an exponent uniform in [lo, hi] (clamped to the normal
// doubles), random sign.
double random_double(std::mt19937_64& rng, int lo, int hi) {
  lo = std::max(lo, -1022);
  hi = std::min(hi, 1023);
  const int e = lo + static_cast<int>(rng() % static_cast<std::uint64_t>(hi - lo + 1));
  double v = std::ldexp(1.0 + std::ldexp(static_cast<double>(rng() >> 12), -52), e);
  return (rng() & 1) ? -v : v;
}

// A random finite nonzero value of the format (rounded from a random double in its range).
double random_value(std::mt19937_64& rng, const FloatFormat& f, int lo, int hi) {
  while (true) {
    double v = round(random_double(rng, lo, hi), f, RoundingMode::rne);
    if (std::isfinite(v) && v != 0.0) return v;  // nonzero: callers take its exponent
  }
}

// The spacing of the format's numbers in the binade [2^e, 2^(e+1)).
double ulp_at(const FloatFormat& f, int e) {
  return std::ldexp(1.0, (f.subnormals ? std::max(e, f.emin()) : e) - f.mantissa_bits);
}

}  // namespace

TEST_CASE("round matches MPFR on random doubles over and beyond each format's range", "[standard][precision][mpfr]") {
  const std::uint64_t seed = 20240601;
  std::mt19937_64 rng(seed);
  Big x(53);
  Counter count;
  std::vector<double> in, out;
  for (const char* text : kFloatFormats) {
    const FloatFormat f = parse_format(text).as_float();
    for (RoundingMode m : kAllModes) {
      INFO("seed " << seed << " format " << text << " mode " << mode_name(m));
      in.clear();
      const double max = std::numeric_limits<double>::max(), sub = std::numeric_limits<double>::denorm_min();
      for (double v : {0.0, -0.0, double(INFINITY), -double(INFINITY), double(NAN), max, -max, sub, -sub,
                       f.max_finite(), -f.max_finite()}) {
        in.push_back(v);
        check_double(v, f, m, rng(), x.v, count);
      }
      for (int i = 0; i < 3000; ++i) {
        double v = random_double(rng, f.emin() - f.mantissa_bits - 8, f.emax() + 8);
        if (i % 16 == 0) v = std::bit_cast<double>(rng());  // any double: NaN, inf, subnormal, huge
        in.push_back(v);
        check_double(v, f, m, rng(), x.v, count);
      }
      // The branch-free array kernel (rne) and the stochastic stream agree with round().
      out.assign(in.size(), 0.0);
      RandomBits bits(seed), replay(seed);
      round_array(in.data(), out.data(), in.size(), f, m, &bits);
      for (std::size_t i = 0; i < in.size(); ++i) {
        const double want = round(in[i], f, m, 0, m == RoundingMode::sr ? replay.next() : 0);
        if (!same_or_both_nan(out[i], want))
          FAIL("round_array x " << std::hexfloat << in[i] << " " << out[i] << " != " << want);
      }
    }
  }
  CAPTURE(count.values);
  CHECK(count.values == 20 * 7 * 3011);
}

TEST_CASE("round matches MPFR at every binade boundary, midpoint and subnormal boundary",
          "[standard][precision][mpfr]") {
  const std::uint64_t seed = 7;
  std::mt19937_64 rng(seed);
  Big x(53);
  Counter count;
  for (const char* text : kFloatFormats) {
    const FloatFormat f = parse_format(text).as_float();
    INFO("seed " << seed << " format " << text);
    const int lo = std::max(f.emin() - f.mantissa_bits - 3, -1074), hi = std::min(f.emax() + 2, 1023);
    // fp64-wide exponent ranges: every binade near the ends, a sample in between.
    for (int e = lo; e <= hi; ++e) {
      if (hi - lo > 400 && e > lo + 100 && e < hi - 100 && rng() % 16 != 0) continue;
      const double p = std::ldexp(1.0, e), up = ulp_at(f, e), down = ulp_at(f, e - 1);
      const double k = static_cast<double>(rng() % (std::uint64_t{1} << std::min(f.mantissa_bits, 20)));
      const double centers[] = {p,
                                p + up / 2,
                                p - down / 2,
                                p + up,
                                p - down,
                                p + (k + 0.5) * up,
                                p + k * up,
                                f.min_subnormal() / 2,
                                f.min_normal(),
                                f.max_finite(),
                                f.max_finite() + ulp_at(f, f.emax()) / 2};
      for (double c : centers) {
        if (!std::isfinite(c)) continue;
        for (double v : {c, std::nextafter(c, 0.0), std::nextafter(c, INFINITY)})
          for (double s : {1.0, -1.0})
            for (RoundingMode m : kAllModes) {
              INFO("mode " << mode_name(m));
              check_double(s * v, f, m, rng(), x.v, count);
            }
      }
    }
  }
  CAPTURE(count.values);
  CHECK(count.values > 200000);
}

// The sticky path: x = fl(a op b) with the exact error from TwoSum / fma, sticky = sign(err),
// against MPFR rounding the exact a op b once.
namespace {

// The second operand of a case of kind 0-4 beside the format value a: 0, a format value up to 70
// binades below a (inexact sums); 1, a format value (products); 2, a random double (inexact
// products in every format); 3, half a format ulp +- a tail below the double's precision (ties
// decided by the sticky sign); 4, such a tail alone (just beside a format value).
double second_operand(std::mt19937_64& rng, const FloatFormat& f, int kind, double a) {
  const int ea = std::ilogb(a);
  if (kind == 0) return random_value(rng, f, ea - 70, ea + 2);
  if (kind == 1) return random_value(rng, f, -40, 40);
  if (kind == 2) return random_double(rng, -30, 30);
  const double half = ulp_at(f, ea) / 2;
  const double tail = std::ldexp(1.0, ea - 54 - static_cast<int>(rng() % 20));
  double b = ((rng() & 1) ? half : -half) + ((rng() & 1) ? tail : -tail);
  if (kind == 4) b = (rng() & 1) ? tail : -tail;
  return b;
}

}  // namespace

TEST_CASE("round with sticky matches MPFR on exact sums and products", "[standard][precision][mpfr]") {
  const std::uint64_t seed = 99;
  std::mt19937_64 rng(seed);
  Big exact(2300), lo_ref(2300);
  Counter count;
  long inexact = 0, ties_by_sticky = 0;
  for (const char* text : kFloatFormats) {
    const FloatFormat f = parse_format(text).as_float();
    const bool wide = f.mantissa_bits == 52;  // fp64: sign-only sticky cannot place a double tie
    const int elo = std::max(f.emin() - f.mantissa_bits, -960), ehi = std::min(f.emax(), 1000);
    for (RoundingMode m : kAllModes) {
      INFO("seed " << seed << " format " << text << " mode " << mode_name(m));
      for (int i = 0; i < 2500; ++i) {
        const int kind = i % 5;
        const double a = random_value(rng, f, elo, ehi), b = second_operand(rng, f, kind, a);
        const bool product = kind == 1 || kind == 2;
        double s, err;
        if (product) {
          s = a * b;
          err = std::fma(a, b, -s);  // exact when a*b is far from underflow
          if (!std::isfinite(s) || std::fabs(s) < 0x1p-960) continue;
        } else {
          s = a + b;
          const double bb = s - a;
          err = (a - (s - bb)) + (b - bb);  // TwoSum (Knuth), exact
          if (!std::isfinite(s)) continue;
        }
        const int sticky = err > 0 ? 1 : err < 0 ? -1 : 0;
        inexact += sticky != 0;
        if (product)
          mpfr_mul_d(exact.v, (mpfr_set_d(exact.v, a, MPFR_RNDN), exact.v), b, MPFR_RNDN);
        else
          mpfr_add_d(exact.v, (mpfr_set_d(exact.v, a, MPFR_RNDN), exact.v), b, MPFR_RNDN);
        const std::uint64_t random = rng();
        const double got = round(s, f, m, sticky, random);
        ++count.values;
        INFO("a " << std::hexfloat << a << (product ? " * " : " + ") << b << " = " << s << " err " << err);
        const bool bracket_only = m == RoundingMode::sr || (wide && m == RoundingMode::rna);
        if (bracket_only && sticky != 0) {
          // sr sees the tail only as a sign (the probability is off by at most |err|/ulp), and
          // fp64 rna cannot tell x + ulp/2 from x + tiny: the result must still be a neighbour.
          const double down = round_reference(exact.v, f, RoundingMode::rz, 0, MpfrMethod::grid);
          const double up_ = round_reference(exact.v, f, RoundingMode::ru, 0, MpfrMethod::grid);
          const double dn = round_reference(exact.v, f, RoundingMode::rd, 0, MpfrMethod::grid);
          if (!(same_or_both_nan(got, down) || same_or_both_nan(got, up_) || same_or_both_nan(got, dn)))
            FAIL("result " << got << " is neither neighbour " << dn << " / " << up_);
          continue;
        }
        const double want = round_reference(exact.v, f, m, random, MpfrMethod::grid);
        if (!same_or_both_nan(got, want)) FAIL("sticky " << sticky << " round " << got << " reference " << want);
        if (has_native(m)) {
          const double native = round_reference(exact.v, f, m, random, MpfrMethod::native);
          if (!same_or_both_nan(got, native)) FAIL("sticky " << sticky << " round " << got << " native " << native);
        }
        // Count the cases where the rounded double sat on a format midpoint and the tail decided.
        if (sticky != 0 && m == RoundingMode::rne) {
          mpfr_set_d(lo_ref.v, s, MPFR_RNDN);
          if (round_reference(lo_ref.v, f, RoundingMode::rna, 0, MpfrMethod::grid) !=
              round_reference(lo_ref.v, f, RoundingMode::rne, 0, MpfrMethod::grid))
            ++ties_by_sticky;
        }
      }
    }
  }
  CAPTURE(count.values, inexact, ties_by_sticky);
  CHECK(inexact > count.values / 2);
  CHECK(ties_by_sticky > 1000);
}

TEST_CASE("Fixed point matches MPFR: q3.12, q0.15, q7.8, saturating and wrapping", "[standard][precision][mpfr]") {
  const std::uint64_t seed = 3;
  std::mt19937_64 rng(seed);
  Big x(53), exact(1200);
  Counter count;
  for (const char* text : {"fixed:q3.12", "fixed:q3.12:wrap", "fixed:q0.15", "fixed:q0.15:wrap", "fixed:q7.8",
                           "fixed:q7.8:wrap", "fixed:q20.30:wrap"}) {
    const FixedFormat f = parse_format(text).as_fixed();
    const double q = f.quantum();
    for (RoundingMode m : kAllModes) {
      INFO("seed " << seed << " format " << text << " mode " << mode_name(m));
      for (int i = 0; i < 4000; ++i) {
        double v;
        const int kind = i % 4;
        if (kind == 0) {
          v = random_double(rng, -f.fraction_bits - 4, f.integer_bits + 3);
        } else if (kind == 1) {  // on, beside and halfway between grid points
          const double k = std::ldexp(static_cast<double>(static_cast<std::int64_t>(rng() >> 1) >> 20),
                                      -(63 - 20 - 1 - f.integer_bits - f.fraction_bits));
          v = std::trunc(k) * q + ((rng() & 1) ? q / 2 : 0.0);
          if (rng() & 1) v = std::nextafter(v, (rng() & 1) ? INFINITY : -INFINITY);
        } else if (kind == 2) {  // far out of range (wrap must stay exact)
          v = random_double(rng, f.integer_bits, f.integer_bits + 80);
          if (i % 64 == 2) v = std::bit_cast<double>(rng());
        } else {  // sticky: a grid value plus a double far below the quantum
          const double a = std::trunc(random_double(rng, -f.fraction_bits, f.integer_bits + 1) / q) * q;
          const double b = random_double(rng, -f.fraction_bits - 70, -f.fraction_bits + 2);
          const double s = a + b, bb = s - a, err = (a - (s - bb)) + (b - bb);
          mpfr_set_d(exact.v, a, MPFR_RNDN);
          mpfr_add_d(exact.v, exact.v, b, MPFR_RNDN);
          const int sticky = err > 0 ? 1 : err < 0 ? -1 : 0;
          const std::uint64_t random = rng();
          const double got = round(s, f, m, sticky, random);
          ++count.values;
          if (m == RoundingMode::sr && sticky != 0) continue;  // probability from x only (see above)
          const double want = round_reference(exact.v, f, m, random);
          if (!same_or_both_nan(got, want))
            FAIL(std::hexfloat << "a " << a << " + b " << b << " sticky " << sticky << ": " << got << " != " << want);
          continue;
        }
        const std::uint64_t random = rng();
        mpfr_set_d(x.v, v, MPFR_RNDN);
        const double got = round(v, f, m, 0, random), want = round_reference(x.v, f, m, random);
        ++count.values;
        if (!same_or_both_nan(got, want)) FAIL(std::hexfloat << "x " << v << ": " << got << " != " << want);
      }
    }
  }
  CAPTURE(count.values);
  CHECK(count.values == 7 * 7 * 4000);
}

TEST_CASE("Stochastic rounding is reproducible and unbiased", "[quick][precision]") {
  const std::uint64_t seed = 12345;
  CAPTURE(seed);
  // Same seed, same bits; another seed, other bits.
  std::vector<double> in(5000), a(in.size()), b(in.size()), c(in.size());
  std::mt19937_64 rng(seed);
  for (double& v : in) v = random_double(rng, -10, 10);
  RandomBits s1(seed), s2(seed), s3(seed + 1);
  round_array(in.data(), a.data(), in.size(), bf16(), RoundingMode::sr, &s1);
  round_array(in.data(), b.data(), in.size(), bf16(), RoundingMode::sr, &s2);
  round_array(in.data(), c.data(), in.size(), bf16(), RoundingMode::sr, &s3);
  int differ_same = 0, differ_other = 0;
  for (std::size_t i = 0; i < in.size(); ++i) {
    differ_same += !same_or_both_nan(a[i], b[i]);
    differ_other += !same_or_both_nan(a[i], c[i]);
  }
  CHECK(differ_same == 0);
  CHECK(differ_other > 1000);  // each inexact value differs with probability 2 f (1 - f)
  // Unbiasedness: N roundings of x, each up with probability f = (x - lo) / (hi - lo). The count
  // of ups is Binomial(N, f); we accept |count/N - f| <= 5 sigma, sigma = sqrt(f (1 - f) / N), a
  // two-sided bound a correct implementation fails with probability 6e-7 (the seed is fixed, so
  // the outcome is deterministic; the bound says the seed is not cherry-picked).
  struct Case {
    double x;
    FloatFormat f;
  };
  const Case cases[] = {{1.0 + 0.3 * 0x1p-10, fp16()},
                        {-(1.0 + 0.3 * 0x1p-10), fp16()},
                        {0.75 * 0x1p-24, fp16()},
                        {0.1, bf16()},
                        {1.0 + 0x1p-12, fp16()},
                        {-0.001, e4m3()},
                        {300.0, e4m3()},
                        {0.999 * 0x1p-126, bf16()}};
  const int n = 200000;
  for (const Case& c : cases) {
    RandomBits bits(seed);
    // The two neighbours: toward zero and away from zero.
    const double lo = round(c.x, c.f, RoundingMode::rz);
    const double hi = round(c.x, c.f, c.x > 0 ? RoundingMode::ru : RoundingMode::rd);
    const double frac = (c.x - lo) / (hi - lo);
    long ups = 0;
    for (int i = 0; i < n; ++i) {
      const double r = round(c.x, c.f, RoundingMode::sr, 0, bits.next());
      REQUIRE((r == lo || r == hi));
      ups += r == hi;
    }
    const double sigma = std::sqrt(frac * (1 - frac) / n), observed = static_cast<double>(ups) / n;
    INFO("x " << c.x << " lo " << lo << " hi " << hi << " f " << frac << " observed " << observed);
    CHECK(std::fabs(observed - frac) <= 5 * sigma);
  }
  // Fixed point: 0.1 in q3.12.
  const FixedFormat q = parse_format("fixed:q3.12").as_fixed();
  RandomBits bits(seed);
  double sum = 0.0;
  for (int i = 0; i < n; ++i) sum += round(0.1, q, RoundingMode::sr, 0, bits.next());
  const double lo = std::floor(0.1 / q.quantum()) * q.quantum(), frac = (0.1 - lo) / q.quantum();
  const double sigma = std::sqrt(frac * (1 - frac) / n) * q.quantum();
  CHECK(std::fabs(sum / n - 0.1) <= 5 * sigma);
}

TEST_CASE("The native reference gets MPFR's exponent convention right", "[quick][precision][mpfr]") {
  // MPFR writes x = 0.1f * 2^E, one above IEEE's 1.f * 2^e. An off-by-one emin moves the smallest
  // subnormal and the smallest normal by a factor of 2; each line below would then fail.
  Big x(64);
  auto native = [&](double v, const FloatFormat& f, RoundingMode m) {
    mpfr_set_d(x.v, v, MPFR_RNDN);
    const double n = round_reference(x.v, f, m, 0, MpfrMethod::native);
    CHECK(same_or_both_nan(n, round_reference(x.v, f, m, 0, MpfrMethod::grid)));
    CHECK(same_or_both_nan(n, round(v, f, m)));
    return n;
  };
  const RoundingMode rne = RoundingMode::rne, ru = RoundingMode::ru, rz = RoundingMode::rz;
  const FloatFormat h = fp16(), b = bf16(), hn = parse_format("fp16:nosub").as_float(),
                    bn = parse_format("bf16:nosub").as_float();
  CHECK(native(0x1p-24, h, rne) == 0x1p-24);
  CHECK(native(0x1p-25, h, rne) == 0.0);
  CHECK(native(0x1p-25, h, ru) == 0x1p-24);
  CHECK(native(0x1.8p-24, h, rne) == 0x1p-23);  // tie: 1 (odd) -> 2 subnormal steps
  CHECK(native(0x1.8p-24, h, rz) == 0x1p-24);
  CHECK(native(0x1p-14, h, rne) == 0x1p-14);
  CHECK(native(0x1p-14 - 0x1p-25, h, rne) == 0x1p-14);
  CHECK(native(0x1p-14 - 0x1p-24, h, rne) == 0x1p-14 - 0x1p-24);  // the largest subnormal
  CHECK(native(0x1p-14 + 0x1p-24, h, rne) == 0x1p-14 + 0x1p-24);
  CHECK(native(0x1p-15 + 0x1p-24, h, rne) == 0x1p-15 + 0x1p-24);
  CHECK(native(0x1p-133, b, rne) == 0x1p-133);
  CHECK(native(0x1p-134, b, rne) == 0.0);
  CHECK(native(0x1.8p-133, b, rne) == 0x1p-132);
  CHECK(native(0x1p-126 + 0x1p-133, b, rne) == 0x1p-126 + 0x1p-133);
  CHECK(native(0x1p-126 - 0x1p-133, b, rne) == 0x1p-126 - 0x1p-133);
  // Without subnormals: the smallest normal is 2^emin; below it 0 or 2^emin.
  CHECK(native(0x1p-14, hn, rne) == 0x1p-14);
  CHECK(native(0x1.8p-15, hn, rne) == 0x1p-14);
  CHECK(native(0x1p-15, hn, rne) == 0.0);
  CHECK(native(0x1p-15, hn, ru) == 0x1p-14);
  CHECK(native(0x1p-14 * (1 + 0x1p-10), hn, rne) == 0x1p-14 * (1 + 0x1p-10));
  CHECK(native(0x1p-126, bn, rne) == 0x1p-126);
  CHECK(native(0x1p-127, bn, rz) == 0.0);
  CHECK(native(0x1.8p-127, bn, rne) == 0x1p-126);
  // The top: max finite stays, the tie above it overflows.
  CHECK(native(65504.0, h, rne) == 65504.0);
  CHECK(native(65520.0, h, rne) == INFINITY);
  CHECK(native(65520.0, h, rz) == 65504.0);
  CHECK(native(0x1.fep127, b, rne) == 0x1.fep127);
}
