// Policy strings and the Arithmetic built from them: the exact behaviours through the policy, every
// rounding mode exact against MPFR (sticky errors), FMA vs two roundings, summation orders.
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <functional>
#include <random>
#include <vector>

#include <mpfr.h>

#include "common/error.hpp"
#include "precision/arithmetic.hpp"
#include "precision/mpfr-arithmetic.hpp"
#include "precision/mpfr-reference.hpp"
#include "precision/policy.hpp"
#include "precision/round-kernels.hpp"
#include "tests/bits.hpp"
#include "tests/precision/modes.hpp"

using namespace lrnnc::precision;

namespace {

Arithmetic arith(const std::string& policy) { return Arithmetic(parse_policy(policy)); }

using test_support::bits_of;

using test_support::kAllModes;

// A random value of the format: random sign, exponent over the format's range (and a little below,
// into the subnormals), random significand, rounded to the format.
double random_value(std::mt19937_64& rng, const Format& format) {
  if (format.is_fixed()) {
    const FixedFormat& f = format.as_fixed();
    const std::int64_t steps = std::int64_t{1} << (f.integer_bits + f.fraction_bits + 1);
    return std::ldexp(static_cast<double>(static_cast<std::int64_t>(rng() % steps) - steps / 2), -f.fraction_bits);
  }
  const FloatFormat& f = format.as_float();
  // fp64: stay in the range where its directed modes are exact (see arithmetic.hpp).
  const int lo = std::max(f.emin() - f.mantissa_bits - 1, -400), hi = std::min(f.emax(), 60);
  const int e = lo + static_cast<int>(rng() % static_cast<std::uint64_t>(hi - lo + 1));
  double v = std::ldexp(1.0 + std::ldexp(static_cast<double>(rng() >> 11), -53), e);
  if (rng() & 1) v = -v;
  double r = round(v, f, RoundingMode::rne);
  return std::isfinite(r) ? r : 0.0;
}

// The exact result rounded once to the format by the MPFR reference.
double reference(mpfr_srcptr exact, const Format& format, RoundingMode mode, std::uint64_t random) {
  if (format.is_fixed()) return round_reference(exact, format.as_fixed(), mode, random);
  const bool native =
      mode == RoundingMode::rne || mode == RoundingMode::rz || mode == RoundingMode::ru || mode == RoundingMode::rd;
  return round_reference(exact, format.as_float(), mode, random, native ? MpfrMethod::native : MpfrMethod::grid);
}

using test_support::same_or_both_nan;

}  // namespace

TEST_CASE("Policy strings: a bare format, fields, defaults and the canonical form", "[quick][precision][policy]") {
  Policy p = parse_policy("bf16");
  CHECK(p.storage == Format{bf16()});
  CHECK(p.accumulator == Format{bf16()});
  CHECK(p.rounding == Rounding{});
  CHECK_FALSE(p.fma);
  CHECK(p.order == SumOrder::sequential);
  CHECK(to_string(p) == "storage=bf16,acc=bf16,rounding=rne,nofma,order=sequential");

  p = parse_policy("storage=bf16,acc=fp32,fma,rounding=rz,order=pairwise");
  CHECK(p.storage == Format{bf16()});
  CHECK(p.accumulator == Format{fp32()});
  CHECK(p.rounding.mode == RoundingMode::rz);
  CHECK(p.fma);
  CHECK(p.order == SumOrder::pairwise);
  CHECK(parse_policy(to_string(p)) == p);

  p = parse_policy("e4m3:sat,acc=fixed:q7.8,r=sr:17,fma=on,order=tree");
  CHECK(p.storage == parse_format("e4m3:sat"));
  CHECK(p.accumulator == parse_format("fixed:q7.8"));
  CHECK(p.rounding == Rounding{RoundingMode::sr, 17});
  CHECK(p.fma);
  CHECK(parse_policy(to_string(p)) == p);
  CHECK(parse_policy("fp16,nofma,order=seq") == parse_policy("fp16"));
}

TEST_CASE("Policy strings: bad input throws one line naming the problem", "[quick][precision][policy]") {
  auto throws_with = [](const std::string& text, const std::string& part) {
    INFO(text);
    try {
      parse_policy(text);
      FAIL("no exception");
    } catch (const lrnnc::Error& e) {
      const std::string what = e.what();
      CHECK(what.find('\n') == std::string::npos);
      CHECK_THAT(what, Catch::Contains(part));
      CHECK_THAT(what, Catch::Contains("policy '" + text + "'"));
    }
  };
  throws_with("", "empty");
  throws_with("bf16,", "empty item");
  throws_with("bf17", "format 'bf17'");
  throws_with("storage=bf16,storage=fp32", "given twice");
  throws_with("bf16,acc=float:e8m0", "float:e8m0");
  throws_with("bf16,rounding=up", "unknown rounding mode 'up'");
  throws_with("bf16,order=random", "order 'random'");
  throws_with("bf16,fma=maybe", "expected on or off");
  throws_with("acc=fp32", "no storage format");
  throws_with("bf16,colour=red", "unknown key 'colour'");
  throws_with("bf16,fp32", "unknown item 'fp32'");
}

TEST_CASE("Arithmetic refuses formats it cannot emulate exactly", "[quick][precision][policy]") {
  for (const char* text : {"mpfr:100", "float:e8m30", "float:e11m10", "fp16,acc=mpfr:64", "float:e10m7",
                           "fp64,rounding=rna", "fp64,rounding=sr:3"}) {
    INFO(text);
    try {
      arith(text);
      FAIL("no exception");
    } catch (const lrnnc::Error& e) {
      CHECK_THAT(e.what(), Catch::Contains("use the MPFR arithmetic"));
    }
  }
  CHECK_NOTHROW(arith("fp64,rounding=rz"));
  CHECK_NOTHROW(arith("float:e9m24"));
  CHECK_NOTHROW(arith("fixed:q26.26:wrap,rounding=sr:1"));
}

TEST_CASE("RneKernel is bit-identical to round(rne)", "[quick][precision][policy]") {
  const std::uint64_t seed = 7;
  std::mt19937_64 rng(seed);
  for (const char* text : {"fp32", "tf32", "fp16", "bf16", "e4m3", "e5m2", "e4m3:sat", "fp16:nosub", "bf16:sat",
                           "float:e3m2", "float:e9m24"}) {
    const FloatFormat f = parse_format(text).as_float();
    const RneKernel k(f);
    for (int i = 0; i < 20000; ++i) {
      const int e = static_cast<int>(rng() % 600) - 300;
      double x = std::ldexp(1.0 + std::ldexp(static_cast<double>(rng() >> 11), -53), e);
      if (i % 7 == 0) x = std::ldexp(std::round(std::ldexp(x, 12)), -12);  // ties
      if (rng() & 1) x = -x;
      INFO("seed " << seed << " format " << text << " x " << x);
      REQUIRE(same_or_both_nan(k(x), round(x, f, RoundingMode::rne)));
    }
    // The edges of the fast path: zero, min_normal, the midpoint above max_finite, infinities, NaN.
    const double mid = f.max_finite() + std::ldexp(f.epsilon(), std::ilogb(f.max_finite())) / 2;
    for (double x : {0.0, -0.0, double(INFINITY), -double(INFINITY), double(NAN), f.max_finite(), mid,
                     std::nextafter(mid, 0.0), std::nextafter(mid, INFINITY), f.min_normal(),
                     std::nextafter(f.min_normal(), 0.0), f.min_subnormal() / 2, f.min_subnormal()})
      for (double signed_x : {x, -x}) {
        INFO("format " << text << " x " << signed_x);
        CHECK(same_or_both_nan(k(signed_x), round(signed_x, f, RoundingMode::rne)));
      }
  }
}

TEST_CASE("bf16 counter h <- h + 1 stalls at 256", "[quick][precision][policy]") {
  Arithmetic a = arith("bf16");
  double h = 0;
  for (int i = 0; i < 1000; ++i) h = a.add(h, 1.0);
  CHECK(h == 256.0);
  Arithmetic fp16 = arith("fp16");
  h = 0;
  for (int i = 0; i < 5000; ++i) h = fp16.add(h, 1.0);
  CHECK(h == 2048.0);
}

TEST_CASE("300 ones in bf16: 256 sequentially, 300 pairwise, and 300 with fp32 accumulation",
          "[quick][precision][policy]") {
  const std::vector<double> ones(300, 1.0);
  Arithmetic seq = arith("bf16");
  CHECK(seq.dot(ones.data(), ones.data(), 300) == 256.0);
  Arithmetic tree = arith("bf16,order=pairwise");
  CHECK(tree.dot(ones.data(), ones.data(), 300) == 300.0);
  // With FMA the sequential sum still stalls: 1*1 + 256 is 257, a tie that goes to even 256.
  CHECK(arith("bf16,fma").dot(ones.data(), ones.data(), 300) == 256.0);
  CHECK(arith("bf16,fma,order=pairwise").dot(ones.data(), ones.data(), 300) == 300.0);

  Arithmetic mixed = arith("storage=bf16,acc=fp32");
  const double s = mixed.dot(ones.data(), ones.data(), 300);
  CHECK(s == 300.0);
  // 300 = 1.0010110b x 2^8: seven fraction bits, so bf16 holds it exactly: 0 10000111 0010110.
  CHECK(mixed.to_storage(s) == 300.0);
  CHECK(encode(300.0, bf16()) == 0x4396u);
  // Its neighbours are 298 and 302 (ulp 2 in [256, 512)); 301 is a tie that goes to the even 300.
  CHECK(mixed.to_storage(301.0) == 300.0);
  CHECK(mixed.to_storage(303.0) == 304.0);
}

TEST_CASE("FMA rounds once, mul-then-add twice", "[quick][precision][policy]") {
  // fp16: a = b = 1 + 2^-6, a*b = 1 + 2^-5 + 2^-12; rounded to fp16 (ulp 2^-10) it is 1 + 2^-5.
  const double a = 1 + std::ldexp(1.0, -6);
  Arithmetic two = arith("fp16");
  Arithmetic one = arith("fp16,fma");
  CHECK(two.fma(a, a, -1.0) == std::ldexp(1.0, -5));
  CHECK(one.fma(a, a, -1.0) == std::ldexp(1.0, -5) + std::ldexp(1.0, -12));  // exact in fp16
  CHECK(two.mul(a, a) == 1 + std::ldexp(1.0, -5));
  // The same case through a dot product: [a, 1] . [a, -1] accumulated in fp16.
  const double x[] = {-1.0, a}, y[] = {1.0, a};
  CHECK(two.dot(x, y, 2) == std::ldexp(1.0, -5));
  CHECK(one.dot(x, y, 2) == std::ldexp(1.0, -5) + std::ldexp(1.0, -12));
}

TEST_CASE("Every rounding mode through add on hand-checked fp16 cases", "[quick][precision][policy]") {
  struct Case {
    double a, b;
    double rne, rna, rz, ru, rd, ro;
  };
  // In [2048, 4096) fp16 numbers are the even integers.
  const Case cases[] = {
      {2048, 1, 2048, 2050, 2048, 2050, 2048, 2050},                   // tie, even below
      {2048, 3, 2052, 2052, 2050, 2052, 2050, 2050},                   // tie, odd below (2050 = ...01)
      {2048, 1.5, 2050, 2050, 2048, 2050, 2048, 2050},                 // above the tie
      {-2048, -1, -2048, -2050, -2048, -2048, -2050, -2050},           // negative tie
      {2050, -0.5, 2050, 2050, 2048, 2050, 2048, 2050},                // 2049.5
      {1, 0x1p-24, 1, 1, 1, 1 + 0x1p-10, 1, 1 + 0x1p-10},              // 2^-24: the smallest subnormal
      {65504, 16, INFINITY, INFINITY, 65504, INFINITY, 65504, 65504},  // 65520: overflow tie
  };
  const RoundingMode modes[] = {RoundingMode::rne, RoundingMode::rna, RoundingMode::rz,
                                RoundingMode::ru,  RoundingMode::rd,  RoundingMode::ro};
  for (const Case& c : cases) {
    const double want[] = {c.rne, c.rna, c.rz, c.ru, c.rd, c.ro};
    for (int m = 0; m < 6; ++m) {
      Policy p = parse_policy("fp16");
      p.rounding.mode = modes[m];
      Arithmetic ar(p);
      INFO(c.a << " + " << c.b << " mode " << to_string(p.rounding));
      CHECK(ar.add(c.a, c.b) == want[m]);
      // -(a + b): the symmetric modes negate, ru and rd swap.
      const double negated = modes[m] == RoundingMode::ru ? -c.rd : modes[m] == RoundingMode::rd ? -c.ru : -want[m];
      CHECK(ar.sub(-c.a, c.b) == negated);
    }
  }
  // Stochastic rounding: the draw of RandomBits(seed), one per rounding.
  Arithmetic sr = arith("fp16,rounding=sr:99");
  RandomBits bits(99);
  for (int i = 0; i < 100; ++i) {
    const double want = round(2048.0 + 1.5, fp16(), RoundingMode::sr, 0, bits.next());
    CHECK(sr.add(2048, 1.5) == want);
  }
}

TEST_CASE("Directed modes are exact through sticky errors: bf16 1 + 2^-100", "[quick][precision][policy]") {
  // The double sum 1 + 2^-100 is 1; only the TwoSum error tells ru and ro that it lies above.
  const double tiny = std::ldexp(1.0, -100);
  CHECK(arith("bf16,rounding=ru").add(1, tiny) == 1 + 0x1p-7);
  CHECK(arith("bf16,rounding=ro").add(1, tiny) == 1 + 0x1p-7);
  CHECK(arith("bf16,rounding=rz").add(1, tiny) == 1);
  CHECK(arith("bf16,rounding=rd").add(1, -tiny) == 1 - 0x1p-8);
  CHECK(arith("bf16,rounding=rz").add(1, -tiny) == 1 - 0x1p-8);
  CHECK(arith("bf16").add(1, -tiny) == 1);
  CHECK(arith("fp64,rounding=ru").add(1, tiny) == 1 + 0x1p-52);
  CHECK(arith("fp64,rounding=rd").mul(1 + 0x1p-52, 1 + 0x1p-52) == 1 + 0x1p-51);
  CHECK(arith("fp64,rounding=ru").mul(1 + 0x1p-52, 1 + 0x1p-52) == 1 + 0x1p-51 + 0x1p-52);
  // Fused fma under rne where the double result is a bf16 tie but the exact result is not:
  // 7 * 37 = 259 is the midpoint of 258 (odd) and 260 (even); 259 - 2^-60 rounds to 258 in one
  // rounding, while the double 259 would go to the even 260.
  CHECK(arith("bf16,fma").fma(7, 37, -0x1p-60) == 258);
  CHECK(arith("bf16,fma").fma(7, 37, 0x1p-60) == 260);
  CHECK(arith("bf16").fma(7, 37, -0x1p-60) == 260);  // two roundings: 259 -> 260, 260 - 2^-60 -> 260
}

TEST_CASE("add, sub, mul, fma equal the MPFR reference of the exact result, every mode and format",
          "[standard][precision][policy][mpfr]") {
  const std::uint64_t seed = 2026;
  std::mt19937_64 rng(seed);
  mpfr_t x, y, z, r, t;
  mpfr_inits2(64, x, y, z, t, static_cast<mpfr_ptr>(nullptr));
  mpfr_init2(r, 4400);
  for (const char* name : {"fp16", "bf16", "e4m3", "e5m2", "fp32", "fixed:q3.12", "fp64"}) {
    const Format format = parse_format(name);
    for (RoundingMode mode : kAllModes) {
      if (std::string(name) == "fp64" && (mode == RoundingMode::sr || mode == RoundingMode::rna))
        continue;  // refused, see arithmetic.hpp
      for (bool fused : {false, true}) {
        Policy p;
        p.storage = p.accumulator = format;
        p.rounding = {mode, seed};
        p.fma = fused;
        Arithmetic ar(p);
        RandomBits bits(seed);
        auto draw = [&] { return mode == RoundingMode::sr ? bits.next() : 0; };
        // The exact operations are exact at 4400 bits; the mode only decides the sign of a zero sum.
        const mpfr_rnd_t zero_rnd = mode == RoundingMode::rd ? MPFR_RNDD : MPFR_RNDN;
        for (int i = 0; i < 3000; ++i) {
          const double a = random_value(rng, format), b = random_value(rng, format), c = random_value(rng, format);
          mpfr_set_d(x, a, MPFR_RNDN);
          mpfr_set_d(y, b, MPFR_RNDN);
          mpfr_set_d(z, c, MPFR_RNDN);
          INFO("seed " << seed << " format " << name << " mode " << to_string(p.rounding) << " fma " << fused << " a "
                       << a << " b " << b << " c " << c);
          mpfr_add(r, x, y, zero_rnd);
          REQUIRE(same_or_both_nan(ar.add(a, b), reference(r, format, mode, draw())));
          mpfr_sub(r, x, y, zero_rnd);
          REQUIRE(same_or_both_nan(ar.sub(a, b), reference(r, format, mode, draw())));
          mpfr_mul(r, x, y, zero_rnd);
          const double product = reference(r, format, mode, draw());
          REQUIRE(same_or_both_nan(ar.mul(a, b), product));
          if (fused) {
            mpfr_fma(r, x, y, z, zero_rnd);
          } else {
            const double again = reference(r, format, mode, draw());  // fma's own product
            mpfr_set_d(t, again, zero_rnd);
            mpfr_add(r, t, z, zero_rnd);
          }
          REQUIRE(same_or_both_nan(ar.fma(a, b, c), reference(r, format, mode, draw())));
        }
      }
    }
  }
  mpfr_clears(x, y, z, r, t, static_cast<mpfr_ptr>(nullptr));
}

TEST_CASE("dot follows the documented trees: sequential, pairwise, with and without FMA",
          "[quick][precision][policy]") {
  const std::uint64_t seed = 11;
  std::mt19937_64 rng(seed);
  for (const char* base : {"bf16", "storage=bf16,acc=fp16", "e4m3,acc=bf16,rounding=ro", "fp16,rounding=sr:5"}) {
    for (std::size_t n : {1u, 2u, 3u, 5u, 6u, 7u, 8u, 9u, 33u}) {
      for (bool fma : {false, true}) {
        for (bool pairwise : {false, true}) {
          Policy p = parse_policy(base);
          p.fma = fma;
          p.order = pairwise ? SumOrder::pairwise : SumOrder::sequential;
          std::vector<double> a(n), b(n);
          for (std::size_t i = 0; i < n; ++i) {
            // Values of e5m2 rounded to the storage format: sums stay in range for every format here.
            a[i] = round(random_value(rng, Format{e5m2()}), p.storage.as_float(), RoundingMode::rne);
            b[i] = round(random_value(rng, Format{e5m2()}), p.storage.as_float(), RoundingMode::rne);
          }
          Arithmetic got(p), want(p);  // same seed: the same random stream when the order agrees
          // The manual evaluation, in the documented order of roundings.
          double manual;
          if (!pairwise) {
            manual = want.acc_mul(a[0], b[0]);
            for (std::size_t i = 1; i < n; ++i)
              manual = fma ? want.acc_fma(a[i], b[i], manual) : want.acc_add(manual, want.acc_mul(a[i], b[i]));
          } else {
            std::vector<double> level;
            if (fma) {
              for (std::size_t j = 0; j + 1 < n; j += 2)
                level.push_back(want.acc_fma(a[j + 1], b[j + 1], want.acc_mul(a[j], b[j])));
              if (n % 2) level.push_back(want.acc_mul(a[n - 1], b[n - 1]));
            } else {
              for (std::size_t i = 0; i < n; ++i) level.push_back(want.acc_mul(a[i], b[i]));
            }
            // Left-complete tree: split at the largest power of two below the size.
            std::function<double(std::size_t, std::size_t)> tree = [&](std::size_t lo, std::size_t hi) {
              if (hi - lo == 1) return level[lo];
              std::size_t h = 1;
              while (2 * h < hi - lo) h *= 2;
              const double left = tree(lo, lo + h);
              const double right = tree(lo + h, hi);
              return want.acc_add(left, right);
            };
            manual = tree(0, level.size());
          }
          INFO("seed " << seed << " policy " << to_string(p) << " n " << n);
          // Stochastic rounding: the tree's draws come in a different order (level by level vs
          // depth first), so only deterministic modes are compared for the pairwise tree.
          if (pairwise && p.rounding.mode == RoundingMode::sr) continue;
          REQUIRE(same_or_both_nan(got.dot(a.data(), b.data(), n), manual));
        }
      }
    }
  }
}

TEST_CASE("Sequential and pairwise orders give different sums", "[quick][precision][policy]") {
  // fp16: 2048 followed by 64 ones. Sequentially every 2048 + 1 is a tie back to 2048; pairwise
  // the ones are summed to 64 first.
  std::vector<double> a(65, 1.0), ones(65, 1.0);
  a[0] = 2048;
  CHECK(arith("fp16").dot(a.data(), ones.data(), 65) == 2048);
  CHECK(arith("fp16,order=pairwise").dot(a.data(), ones.data(), 65) == 2048 + 64);
  CHECK(arith("fp16").dot(a.data(), ones.data(), 0) == 0);
}

TEST_CASE("Stochastic rounding is reproducible from the seed", "[quick][precision][policy]") {
  auto run = [](const std::string& policy) {
    Arithmetic a = arith(policy);
    double h = 0;
    std::vector<double> trace;
    for (int i = 0; i < 2000; ++i) trace.push_back(h = a.add(h, 1.0));
    return trace;
  };
  const auto one = run("bf16,rounding=sr:1"), again = run("bf16,rounding=sr:1"), other = run("bf16,rounding=sr:2");
  CHECK(one == again);
  CHECK(one != other);
  // Unlike rne, stochastic rounding does not stall at 256: the expected value keeps growing.
  CHECK(one.back() > 1000);
}

TEST_CASE("MpfrArithmetic: mpfr:8:-126:127 is bf16:nosub, operation by operation and in dot products",
          "[standard][precision][policy][mpfr]") {
  // Two independent implementations of the same arithmetic: MPFR's correctly rounded operations
  // with its exponent range, and the double emulation of bf16 without subnormals.
  const std::uint64_t seed = 5;
  std::mt19937_64 rng(seed);
  const Format bf16nosub = parse_format("bf16:nosub");
  for (const char* mode : {"rne", "rz", "ru", "rd"}) {
    for (bool fused : {false, true}) {
      for (const char* order : {"sequential", "pairwise"}) {
        const std::string suffix = std::string(",rounding=") + mode + (fused ? ",fma" : "") + ",order=" + order;
        Arithmetic emu = arith("bf16:nosub" + suffix);
        MpfrArithmetic mp(parse_policy("mpfr:8:-126:127" + suffix));
        INFO("seed " << seed << " policy " << suffix);
        for (int i = 0; i < 2000; ++i) {
          const double a = random_value(rng, bf16nosub), b = random_value(rng, bf16nosub),
                       c = random_value(rng, bf16nosub);
          INFO("a " << a << " b " << b << " c " << c);
          const MpfrValue ma(a), mb(b), mc(c);
          MpfrValue out;
          mp.add(out, ma, mb);
          REQUIRE(same_or_both_nan(out.to_double(), emu.add(a, b)));
          mp.sub(out, ma, mb);
          REQUIRE(same_or_both_nan(out.to_double(), emu.sub(a, b)));
          mp.mul(out, ma, mb);
          REQUIRE(same_or_both_nan(out.to_double(), emu.mul(a, b)));
          mp.fma(out, ma, mb, mc);
          REQUIRE(same_or_both_nan(out.to_double(), emu.fma(a, b, c)));
        }
        for (std::size_t n : {0u, 1u, 2u, 5u, 6u, 33u, 300u}) {
          std::vector<double> a(n), b(n);
          std::vector<MpfrValue> ma, mb;
          for (std::size_t i = 0; i < n; ++i) {
            a[i] = round(random_value(rng, Format{e5m2()}), bf16(), RoundingMode::rne);
            b[i] = round(random_value(rng, Format{e5m2()}), bf16(), RoundingMode::rne);
            ma.emplace_back(a[i]);
            mb.emplace_back(b[i]);
          }
          MpfrValue out;
          mp.dot(out, ma, mb);
          INFO("n " << n);
          REQUIRE(same_or_both_nan(out.to_double(), emu.dot(a.data(), b.data(), n)));
        }
      }
    }
  }
  // 300 ones: the MPFR control row shows the same stall at 8 bits.
  std::vector<MpfrValue> ones(300, MpfrValue(1.0));
  MpfrValue s;
  MpfrArithmetic(parse_policy("mpfr:8")).dot(s, ones, ones);
  CHECK(s.to_double() == 256);
  MpfrArithmetic(parse_policy("mpfr:8,order=pairwise")).dot(s, ones, ones);
  CHECK(s.to_double() == 300);
  MpfrArithmetic(parse_policy("mpfr:8,acc=mpfr:64")).dot(s, ones, ones);
  CHECK(s.to_double() == 300);
}

TEST_CASE("MpfrArithmetic refuses emulated formats and modes MPFR lacks", "[quick][precision][policy]") {
  CHECK_THROWS_WITH(MpfrArithmetic(parse_policy("bf16")), Catch::Contains("expected mpfr:P"));
  CHECK_THROWS_WITH(MpfrArithmetic(parse_policy("mpfr:64,acc=fp32")), Catch::Contains("accumulator format is 'fp32'"));
  CHECK_THROWS_WITH(MpfrArithmetic(parse_policy("mpfr:64,rounding=ro")), Catch::Contains("rne, rz, ru or rd"));
}
