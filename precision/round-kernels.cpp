#include "precision/round-kernels.hpp"

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

#include "common/error.hpp"

namespace lrnnc::precision {

namespace {

constexpr std::uint64_t kSignBit = 0x8000000000000000ULL;
constexpr std::uint64_t kMantissaMask = (std::uint64_t{1} << 52) - 1;

inline double nan_value() { return std::numeric_limits<double>::quiet_NaN(); }
// 2^e built from its bit pattern (std::ldexp is a libm call and was half the time of round()).
inline double pow2(int e) {
  if (e > 1023) return std::numeric_limits<double>::infinity();
  if (e >= -1022) return std::bit_cast<double>(static_cast<std::uint64_t>(e + 1023) << 52);
  if (e >= -1074) return std::bit_cast<double>(std::uint64_t{1} << (e + 1074));
  return 0.0;
}
// FloatFormat::max_finite() without its two libm calls (the same exact products).
inline double max_finite_of(const FloatFormat& f) {
  const double top_mantissa_steps = f.encoding == Encoding::fn ? 2.0 : 1.0;
  return (2.0 - top_mantissa_steps * pow2(-f.mantissa_bits)) * pow2(f.emax());
}
inline double with_sign(double magnitude, bool negative) { return negative ? -magnitude : magnitude; }

// Where the exact magnitude lies between T*2^q and (T+1)*2^q: inexact or not, compared with the
// midpoint (-1 below, 0 at, +1 above), and the fraction scaled to 2^64 for stochastic rounding.
struct Fraction {
  bool inexact = false;
  int vs_half = 0;
  std::uint64_t scaled = 0;
};

inline bool round_up(RoundingMode mode, bool negative, bool t_odd, const Fraction& f, std::uint64_t random) {
  if (!f.inexact) return false;
  switch (mode) {
    case RoundingMode::rne: return f.vs_half > 0 || (f.vs_half == 0 && t_odd);
    case RoundingMode::rna: return f.vs_half >= 0;
    case RoundingMode::rz: return false;
    case RoundingMode::ru: return !negative;
    case RoundingMode::rd: return negative;
    case RoundingMode::ro: return !t_odd;
    case RoundingMode::sr: return random < f.scaled;
  }
  return false;
}

// Rounds the magnitude a (> 0, finite) whose exact value is a + tail with sign(tail) =
// sticky_mag, to the grid of multiples of 2^q. Returns the rounded magnitude.
double round_magnitude_to_grid(double a, int q, int sticky_mag, RoundingMode mode, bool negative,
                               std::uint64_t random) {
  const std::uint64_t b = std::bit_cast<std::uint64_t>(a);
  const int field = static_cast<int>(b >> 52);
  const std::uint64_t m = field == 0 ? b : (b & kMantissaMask) | (std::uint64_t{1} << 52);
  const int e2 = field == 0 ? -1074 : field - 1075;  // a = m * 2^e2
  const int s = q - e2;                              // bits of m below the grid
  double base;                                       // T * 2^q, the truncated magnitude
  bool t_odd;
  Fraction f;
  if (s <= 0 || (s < 64 && (m & ((std::uint64_t{1} << s) - 1)) == 0)) {
    // a lies on the grid: only the tail can make the result inexact.
    base = a;
    t_odd = s <= 0 ? (s == 0 && (m & 1)) : ((m >> s) & 1);
    if (sticky_mag == 0) return a;
    f.inexact = true;
    if (sticky_mag > 0) {
      f.vs_half = -1;
      f.scaled = 0;
    } else {  // just below a: truncation is one step lower, the fraction is almost 1
      base = a - pow2(q);
      t_odd = !t_odd;
      f.vs_half = 1;
      f.scaled = ~std::uint64_t{0};
    }
  } else if (s >= 64) {
    base = 0.0;  // m < 2^53 <= 2^(s-11): far below half a step
    t_odd = false;
    f.inexact = true;
    f.vs_half = -1;
    f.scaled = s < 117 ? m >> (s - 64) : 0;
  } else {
    const std::uint64_t t = m >> s, rem = m & ((std::uint64_t{1} << s) - 1), half = std::uint64_t{1} << (s - 1);
    base = static_cast<double>(t) * pow2(q);  // exact: t < 2^53 and T * 2^q <= a
    t_odd = t & 1;
    f.inexact = true;
    f.vs_half = rem > half ? 1 : rem < half ? -1 : (sticky_mag > 0 ? 1 : sticky_mag < 0 ? -1 : 0);
    f.scaled = rem << (64 - s);
  }
  return round_up(mode, negative, t_odd, f, random) ? base + pow2(q) : base;
}

// The result of a finite value whose rounded magnitude exceeds the largest finite number.
double overflow_result(const FloatFormat& f, RoundingMode mode, bool negative) {
  const double max = max_finite_of(f);
  if (f.overflow == Overflow::saturate) return with_sign(max, negative);
  const bool toward_zero = mode == RoundingMode::rz || mode == RoundingMode::ro ||
                           (mode == RoundingMode::ru && negative) || (mode == RoundingMode::rd && !negative);
  if (toward_zero) return with_sign(max, negative);
  if (f.overflow == Overflow::nan) return nan_value();
  return with_sign(std::numeric_limits<double>::infinity(), negative);
}

}  // namespace

double round(double x, const FloatFormat& f, RoundingMode mode, int sticky, std::uint64_t random) {
  if (std::isnan(x)) return nan_value();
  bool negative = std::signbit(x);
  double a = std::fabs(x);
  if (std::isinf(a)) {
    if (f.has_infinity() && f.overflow == Overflow::infinity) return x;
    return f.overflow == Overflow::saturate ? with_sign(f.max_finite(), negative) : nan_value();
  }
  if (a == 0.0) {
    if (sticky == 0) return x;
    // The exact value is a nonzero number below every grid step, with the sign of the tail.
    negative = sticky < 0;
    const int q = f.subnormals ? f.emin() - f.mantissa_bits : f.emin();
    Fraction tiny{true, -1, 0};
    return with_sign(round_up(mode, negative, false, tiny, random) ? pow2(q) : 0.0, negative);
  }
  const int sticky_mag = negative ? -sticky : sticky;
  const int field = static_cast<int>(std::bit_cast<std::uint64_t>(a) >> 52);
  int e = field != 0 ? field - 1023 : std::ilogb(a);
  // Just below a power of two, the exact value lies in the binade below, with a finer grid.
  if (sticky_mag < 0 && (std::bit_cast<std::uint64_t>(a) & kMantissaMask) == 0 &&
      a >= std::numeric_limits<double>::min())
    --e;
  const int q = e >= f.emin() ? e - f.mantissa_bits : f.subnormals ? f.emin() - f.mantissa_bits : f.emin();
  const double r = round_magnitude_to_grid(a, q, sticky_mag, mode, negative, random);
  if (r > max_finite_of(f)) return overflow_result(f, mode, negative);
  return with_sign(r, negative);
}

double round(double x, const FixedFormat& f, RoundingMode mode, int sticky, std::uint64_t random) {
  if (std::isnan(x)) return nan_value();
  const double max = f.max_value(), min = f.min_value();
  if (std::isinf(x)) {
    if (f.wrap) return nan_value();  // no meaningful residue of an infinity
    return x > 0 ? max : min;
  }
  bool negative = std::signbit(x);
  double a = std::fabs(x);
  double r;
  if (a == 0.0) {
    if (sticky == 0) return 0.0;
    negative = sticky < 0;
    Fraction tiny{true, -1, 0};
    r = round_up(mode, negative, false, tiny, random) ? f.quantum() : 0.0;
  } else {
    r = round_magnitude_to_grid(a, -f.fraction_bits, negative ? -sticky : sticky, mode, negative, random);
  }
  double v = negative ? -r : r;
  if (v == 0.0) return 0.0;  // two's complement has one zero
  if (v > max || v < min) {
    if (!f.wrap) return v > max ? max : min;
    // fmod is exact; v - min would not be once v's spacing exceeds the span (|v| >= 2^(I+53)).
    const double span = std::ldexp(1.0, f.integer_bits + 1);
    v = std::fmod(v, span);  // in (-span, span), a multiple of the quantum: the adjustments are exact
    if (v < min)
      v += span;
    else if (v > max)
      v -= span;
    if (v == 0.0) return 0.0;
  }
  return v;
}

namespace {

// Everything the branch-free rne loop needs, computed once per call.
struct RneKernel {
  int shift;                                // 52 - mantissa bits: the dropped bits of a double
  std::uint64_t low, half_minus_one;        // mask of the dropped bits; half an ulp minus one
  double min_normal, half_min, magic, max;  // magic = 2^(emin - m + 52)
  double on_overflow, on_infinity;
  bool subnormals;
};

// Round-to-nearest-even without branches, so that the compiler vectorizes the loop. Normal
// results: add half an ulp minus one, plus the lowest kept bit (the tie goes to even), to the
// double's bit pattern and clear the dropped bits; a carry into the exponent field is exactly the
// step to the next binade. Subnormal results: (a + C) - C with C = 2^(emin - m + 52) rounds a to a
// multiple of 2^(emin - m) in the hardware's nearest-even mode (a < 2^emin <= C). Without
// subnormals, values below 2^emin go to 0 or 2^emin (MPFR's rule; a tie goes to 0).
// Compiled twice (AVX2 and baseline x86-64) and chosen at load time: the same IEEE operations in
// both, so the results are identical; only the vector width differs.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__((target_clones("avx2", "default")))
#endif
void round_array_rne(const double* in, double* out, std::size_t n, const RneKernel k) {
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t b = std::bit_cast<std::uint64_t>(in[i]);
    const std::uint64_t sign = b & kSignBit, ab = b ^ sign;
    const double a = std::bit_cast<double>(ab);
    const double normal = std::bit_cast<double>((ab + k.half_minus_one + ((ab >> k.shift) & 1)) & ~k.low);
    const double sub = k.subnormals ? (a + k.magic) - k.magic : (a > k.half_min ? k.min_normal : 0.0);
    double r = a < k.min_normal ? sub : normal;
    r = r > k.max ? k.on_overflow : r;
    r = a > std::numeric_limits<double>::max() ? k.on_infinity : r;
    r = a != a ? std::numeric_limits<double>::quiet_NaN() : r;
    out[i] = std::bit_cast<double>(std::bit_cast<std::uint64_t>(r) | (r != r ? 0 : sign));
  }
}

}  // namespace

void round_array(const double* in, double* out, std::size_t n, const FloatFormat& f, RoundingMode mode,
                 RandomBits* bits) {
  if (mode != RoundingMode::rne || f.mantissa_bits >= 52) {
    for (std::size_t i = 0; i < n; ++i)
      out[i] = round(in[i], f, mode, 0, mode == RoundingMode::sr && bits ? bits->next() : 0);
    return;
  }
  RneKernel k;
  k.shift = 52 - f.mantissa_bits;
  k.low = (std::uint64_t{1} << k.shift) - 1;
  k.half_minus_one = k.low >> 1;
  k.min_normal = f.min_normal();
  k.half_min = 0.5 * k.min_normal;
  k.magic = std::ldexp(1.0, f.emin() - f.mantissa_bits + 52);
  k.max = f.max_finite();
  k.on_overflow = f.overflow == Overflow::infinity   ? std::numeric_limits<double>::infinity()
                  : f.overflow == Overflow::saturate ? k.max
                                                     : nan_value();
  k.on_infinity = f.has_infinity() && f.overflow == Overflow::infinity ? std::numeric_limits<double>::infinity()
                  : f.overflow == Overflow::saturate                   ? k.max
                                                                       : nan_value();
  k.subnormals = f.subnormals;
  round_array_rne(in, out, n, k);
}

std::uint32_t encode(double x, const FloatFormat& f) {
  if (f.bits() > 32)
    throw Error("bit patterns are available for formats of at most 32 bits, found " + std::to_string(f.bits()));
  const int m = f.mantissa_bits, ebits = f.exponent_bits;
  const std::uint32_t exp_ones = (std::uint32_t{1} << ebits) - 1, mant_ones = (std::uint32_t{1} << m) - 1;
  const std::uint32_t sign = std::signbit(x) ? std::uint32_t{1} << (ebits + m) : 0;
  if (std::isnan(x)) {
    if (f.encoding == Encoding::fn) return (exp_ones << m) | mant_ones;
    return (exp_ones << m) | (std::uint32_t{1} << (m - 1));
  }
  if (std::isinf(x)) {
    if (!f.has_infinity()) throw Error("format has no infinity, cannot encode " + std::string(x > 0 ? "inf" : "-inf"));
    return sign | (exp_ones << m);
  }
  const double a = std::fabs(x);
  if (a == 0.0) return sign;
  const int e = std::ilogb(a);
  std::uint32_t field, mantissa;
  double scaled;
  if (e >= f.emin()) {
    field = static_cast<std::uint32_t>(e + f.bias());
    scaled = std::ldexp(a, m - e) - std::ldexp(1.0, m);
  } else {
    field = 0;
    scaled = std::ldexp(a, m - f.emin());
  }
  if (scaled != std::floor(scaled) || scaled < 0 || scaled > mant_ones || field > exp_ones ||
      (f.encoding == Encoding::ieee && field == exp_ones) ||
      (f.encoding == Encoding::fn && field == exp_ones && static_cast<std::uint32_t>(scaled) == mant_ones))
    throw Error("value " + std::to_string(x) + " is not a number of the format");
  mantissa = static_cast<std::uint32_t>(scaled);
  return sign | (field << m) | mantissa;
}

double decode(std::uint32_t bits, const FloatFormat& f) {
  if (f.bits() > 32)
    throw Error("bit patterns are available for formats of at most 32 bits, found " + std::to_string(f.bits()));
  const int m = f.mantissa_bits, ebits = f.exponent_bits;
  if (f.bits() < 32 && (bits >> f.bits()) != 0)
    throw Error("bit pattern has bits above the format's " + std::to_string(f.bits()) + " bits");
  const bool negative = (bits >> (ebits + m)) & 1;
  const std::uint32_t field = (bits >> m) & ((std::uint32_t{1} << ebits) - 1);
  const std::uint32_t mantissa = bits & ((std::uint32_t{1} << m) - 1);
  const std::uint32_t exp_ones = (std::uint32_t{1} << ebits) - 1, mant_ones = (std::uint32_t{1} << m) - 1;
  double v;
  if (field == exp_ones && f.encoding == Encoding::ieee) {
    v = mantissa == 0 ? std::numeric_limits<double>::infinity() : nan_value();
    if (std::isnan(v)) return v;
  } else if (field == exp_ones && mantissa == mant_ones) {
    return nan_value();
  } else if (field == 0) {
    v = std::ldexp(static_cast<double>(mantissa), f.emin() - m);
  } else {
    v = std::ldexp(static_cast<double>(mantissa | (std::uint32_t{1} << m)), static_cast<int>(field) - f.bias() - m);
  }
  return negative ? -v : v;
}

}  // namespace lrnnc::precision
