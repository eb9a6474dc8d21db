// round_array (the branch-free kernels of every rounding mode, and the per-value fallback for the
// formats they do not cover) must agree with round() bit for bit, signed zeros and NaN included;
// stochastic rounding draws one value per element, in order, from the caller's RandomBits.
#include <catch2/catch.hpp>

#include <algorithm>
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

std::vector<double> edge_and_random_inputs(std::uint64_t seed) {
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<double> xs = {0.0,
                            inf,
                            std::numeric_limits<double>::quiet_NaN(),
                            std::numeric_limits<double>::max(),
                            std::numeric_limits<double>::min(),
                            std::numeric_limits<double>::denorm_min()};
  // Powers of two and values just below the next one, with their neighbours: binade edges,
  // subnormal boundaries and overflow thresholds of every format here.
  for (int e = -1074; e <= 1023; ++e)
    for (double m : {1.0, 1.5, 1.75, 1.875, 1.9375, 1.96875, 1.984375, 1.9921875}) {
      const double x = std::ldexp(m, e);
      xs.insert(xs.end(), {x, std::nextafter(x, inf), std::nextafter(x, 0.0)});
    }
  std::mt19937_64 rng(seed);
  for (int i = 0; i < 40000; ++i) xs.push_back(std::bit_cast<double>(rng()));
  std::uniform_int_distribution<int> exponent(-160, 140);
  for (int i = 0; i < 60000; ++i)
    xs.push_back(std::ldexp(1.0 + std::ldexp(static_cast<double>(rng() >> 12), -52), exponent(rng)));
  const std::size_t n = xs.size();
  for (std::size_t i = 0; i < n; ++i) xs.push_back(-xs[i]);
  return xs;
}

}  // namespace

TEST_CASE("RoundArrayMatchesRoundElementwise", "[standard][precision]") {
  const std::uint64_t seed = 99;
  INFO("seed " << seed);
  const std::vector<double> xs = edge_and_random_inputs(seed);
  std::vector<double> out(xs.size());
  for (const char* name :
       {"bf16", "bf16:nosub", "bf16:sat", "fp16", "fp16:nosub", "fp16:sat", "e4m3", "e4m3:sat", "e4m3:nosub",
        "e4m3:sat:nosub", "e5m2", "e5m2:sat", "e5m2:nosub", "tf32", "fp32", "float:e3m2", "float:e11m51"}) {
    const FloatFormat f = parse_format(name).as_float();
    // The other modes on two formats here; every mode on every format below.
    const bool all_modes = f == bf16() || f == e4m3();
    for (RoundingMode mode : {RoundingMode::rne, RoundingMode::rz, RoundingMode::ro}) {
      if (mode != RoundingMode::rne && !all_modes) continue;
      round_array(xs.data(), out.data(), xs.size(), f, mode);
      std::size_t bad = 0;
      for (std::size_t i = 0; i < xs.size(); ++i) {
        const double want = round(xs[i], f, mode);
        const bool ok = std::isnan(want) ? std::isnan(out[i])
                                         : std::bit_cast<std::uint64_t>(want) == std::bit_cast<std::uint64_t>(out[i]);
        if (!ok && bad++ < 3)
          FAIL_CHECK(name << " mode " << static_cast<int>(mode) << ": x = " << xs[i] << " round " << want
                          << " round_array " << out[i]);
      }
      INFO(name << " mode " << static_cast<int>(mode));
      CHECK(bad == 0);
    }
  }
}

namespace {

constexpr RoundingMode kEveryMode[] = {RoundingMode::rne, RoundingMode::rz, RoundingMode::ru, RoundingMode::rd,
                                       RoundingMode::rna, RoundingMode::ro, RoundingMode::sr};

using test_support::bits_of;

// Values that decide each kernel: the format's grid points in every binade from below its
// smallest subnormal to above its largest finite value (every `stride`-th exponent, plus all
// exponents near the format's and the double's edges), the midpoints between neighbours (ties),
// the quarter points, and the doubles next to each; the double's own edges (subnormals, DBL_MIN,
// DBL_MAX, zeros, infinities, NaNs); random bit patterns and random values around the format's
// range. Both signs of everything.
std::vector<double> format_inputs(const FloatFormat& f, std::uint64_t seed, int stride, int randoms) {
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<double> xs = {0.0,
                            inf,
                            std::numeric_limits<double>::quiet_NaN(),
                            std::bit_cast<double>(std::uint64_t{0x7FF0000000000001}),  // signalling NaN
                            std::bit_cast<double>(std::uint64_t{0x7FFFFFFFFFFFFFFF}),
                            std::numeric_limits<double>::max(),
                            std::numeric_limits<double>::min(),
                            std::nextafter(std::numeric_limits<double>::min(), 0.0),
                            std::numeric_limits<double>::denorm_min(),
                            2 * std::numeric_limits<double>::denorm_min(),
                            3 * std::numeric_limits<double>::denorm_min(),
                            f.min_normal(),
                            f.min_subnormal(),
                            f.max_finite()};
  std::mt19937_64 rng(seed);
  const int m = f.mantissa_bits, emin = f.emin(), emax = f.emax();
  const int lo = std::max(emin - m - 3, -1074), hi = std::min(emax + 2, 1023);
  auto near_edge = [&](int e) {
    for (int edge : {lo, emin - m, emin, emax, hi, -1074, -1022})
      if (std::abs(e - edge) <= 3) return true;
    return false;
  };
  auto add_around = [&](double g, double step) {
    // g is a grid point (or zero) and step the grid step at g; every value here is a double.
    for (double x : {g, g + step / 2, g + step / 4, g + 3 * step / 4, g + step}) {
      if (x == 0 || std::isinf(x)) continue;
      xs.insert(xs.end(), {x, std::nextafter(x, inf), std::nextafter(x, 0.0)});
    }
  };
  for (int e = lo; e <= hi; ++e) {
    if ((e - lo) % stride != 0 && !near_edge(e)) continue;
    // The grid step in the binade [2^e, 2^(e+1)] of the format (2^emin's step below it), as
    // round() spells it: at least 2^-1073 (emin >= -1022, m <= 51), so step / 2 is a double.
    const int q = e >= emin ? e - m : f.subnormals ? emin - m : emin;
    const double step = std::ldexp(1.0, q);
    const double top = std::ldexp(1.0, e + 1);
    for (int k = 0; k < 4; ++k) {
      // A grid point in the binade: its first, second, last and a random one.
      const double x = k == 0   ? std::ldexp(1.0, e)
                       : k == 1 ? std::ldexp(1.0, e) + step
                       : k == 2 ? top - step
                                : std::ldexp(1.0 + std::ldexp(static_cast<double>(rng() >> 12), -52), e);
      if (x <= 0 || x >= top) continue;
      const double g = round(x, f, RoundingMode::rz);  // the grid point at or below x (saturates)
      if (!std::isfinite(g)) continue;
      add_around(g, step);
    }
  }
  for (int i = 0; i < randoms; ++i) xs.push_back(std::bit_cast<double>(rng()));
  std::uniform_int_distribution<int> exponent(lo - 2, hi + 2);
  for (int i = 0; i < randoms; ++i)
    xs.push_back(std::ldexp(1.0 + std::ldexp(static_cast<double>(rng() >> 12), -52), exponent(rng)));
  for (int i = 0; i < randoms / 4; ++i) xs.push_back(std::bit_cast<double>(rng() >> 12));  // double subnormals
  const std::size_t n = xs.size();
  for (std::size_t i = 0; i < n; ++i) xs.push_back(-xs[i]);
  return xs;
}

// round_array against the scalar loop that round_array replaces, bit for bit; sr draws from two
// generators seeded alike, and both must end in the same state. Reports the first few mismatches.
void check_against_scalar(const std::vector<double>& xs, const FloatFormat& f, RoundingMode mode,
                          const std::string& name) {
  const std::uint64_t seed = 0x5EEDull + static_cast<std::uint64_t>(mode);
  RandomBits array_bits(seed), scalar_bits(seed);
  std::vector<double> out(xs.size());
  round_array(xs.data(), out.data(), xs.size(), f, mode, &array_bits);
  std::size_t bad = 0;
  for (std::size_t i = 0; i < xs.size(); ++i) {
    const double want = round(xs[i], f, mode, 0, mode == RoundingMode::sr ? scalar_bits.next() : 0);
    if (bits_of(want) != bits_of(out[i]) && bad++ < 3)
      FAIL_CHECK(name << " " << to_string(Rounding{mode, seed}) << ": x = " << std::hexfloat << xs[i] << " round "
                      << want << " round_array " << out[i]);
  }
  INFO(name << " " << to_string(Rounding{mode, seed}) << ", " << xs.size() << " values");
  CHECK(bad == 0);
  CHECK(array_bits.next() == scalar_bits.next());
}

}  // namespace

TEST_CASE("RoundArrayEveryModeMatchesRoundOnGridsTiesAndEdges", "[standard][precision]") {
  for (const char* name : {"bf16",          "bf16:nosub",   "bf16:sat",           "fp16",         "fp16:nosub",
                           "fp16:sat",      "e4m3",         "e4m3:sat",           "e4m3:nosub",   "e4m3:ieee",
                           "e5m2",          "e5m2:sat",     "e5m2:nan",           "e5m2:fn",      "e5m2:fn:sat",
                           "tf32",          "fp32",         "fp32:nosub",         "float:e3m2",   "float:e2m1",
                           "float:e2m1:fn", "float:e11m10", "float:e11m10:nosub", "float:e11m51", "float:e11m51:sat"}) {
    const FloatFormat f = parse_format(name).as_float();
    const bool wide = f.exponent_bits >= 11;  // about 2100 binades: every fifth, plus the edges
    const std::vector<double> xs = format_inputs(f, 7, wide ? 5 : 1, 3000);
    for (RoundingMode mode : kEveryMode) check_against_scalar(xs, f, mode, name);
  }
}

TEST_CASE("RoundArrayEveryModeMatchesRoundForEveryMantissaWidth", "[standard][precision]") {
  // Mantissa widths 1..51 (52 is fp64, the scalar path), with the narrowest and widest exponent
  // ranges: e11 reaches the double's subnormals (its own subnormals lie there).
  for (int e : {2, 5, 11})
    for (int m = 1; m <= 51; ++m) {
      const std::string name = "float:e" + std::to_string(e) + "m" + std::to_string(m);
      const FloatFormat f = parse_format(name).as_float();
      const std::vector<double> xs = format_inputs(f, 100 + m, e == 11 ? 97 : 3, 200);
      for (RoundingMode mode : kEveryMode) check_against_scalar(xs, f, mode, name);
    }
}

TEST_CASE("RoundArrayStochasticRoundingDrawsOneValuePerElementInOrder", "[quick][precision]") {
  // Lengths that are not multiples of the kernel's block, calls that continue one stream, values
  // in place, and no generator at all (random = 0: round up iff inexact, as round() does).
  std::mt19937_64 rng(11);
  std::vector<double> xs(3001);
  std::uniform_int_distribution<int> exponent(-140, 20);
  for (double& x : xs) x = std::ldexp(1.0 + std::ldexp(static_cast<double>(rng() >> 12), -52), exponent(rng));
  for (std::size_t i = 0; i < xs.size(); i += 7) xs[i] = -xs[i];
  for (const char* name : {"bf16", "fp16", "e4m3", "fp32"}) {
    const FloatFormat f = parse_format(name).as_float();
    RandomBits array_bits(42), scalar_bits(42);
    std::vector<double> out(xs.size()), want(xs.size());
    for (std::size_t i = 0; i < xs.size(); ++i) want[i] = round(xs[i], f, RoundingMode::sr, 0, scalar_bits.next());
    std::size_t done = 0;
    for (std::size_t len : {std::size_t{1}, std::size_t{511}, std::size_t{513}, std::size_t{0}, std::size_t{1976}}) {
      round_array(xs.data() + done, out.data() + done, len, f, RoundingMode::sr, &array_bits);
      done += len;
    }
    REQUIRE(done == xs.size());
    INFO(name);
    CHECK(
        std::equal(out.begin(), out.end(), want.begin(), [](double a, double b) { return bits_of(a) == bits_of(b); }));
    CHECK(array_bits.next() == scalar_bits.next());
    // In place: the same values again from a generator seeded alike.
    std::vector<double> in_place = xs;
    RandomBits again(42);
    round_array(in_place.data(), in_place.data(), in_place.size(), f, RoundingMode::sr, &again);
    CHECK(std::equal(in_place.begin(), in_place.end(), want.begin(),
                     [](double a, double b) { return bits_of(a) == bits_of(b); }));
    // Without a generator.
    round_array(xs.data(), out.data(), xs.size(), f, RoundingMode::sr, nullptr);
    std::size_t bad = 0;
    for (std::size_t i = 0; i < xs.size(); ++i)
      bad += bits_of(out[i]) != bits_of(round(xs[i], f, RoundingMode::sr, 0, 0));
    CHECK(bad == 0);
  }
}

TEST_CASE("RoundArrayOutsideTheKernelsFallsBackToRound", "[quick][precision]") {
  // fp64 (52 mantissa bits) and a format whose emin lies below the double's (12 exponent bits:
  // parse_format builds none; a FloatFormat can still be written out) take the per-value path.
  FloatFormat wide_exponent;
  wide_exponent.exponent_bits = 12;
  wide_exponent.mantissa_bits = 10;
  const std::vector<double> xs = edge_and_random_inputs(5);
  const std::vector<double> some(xs.begin(), xs.begin() + 20000);
  for (RoundingMode mode : kEveryMode) {
    check_against_scalar(some, fp64(), mode, "fp64");
    check_against_scalar(some, wide_exponent, mode, "float:e12m10 (built by hand)");
  }
}
