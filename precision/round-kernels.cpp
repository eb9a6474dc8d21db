#include "precision/round-kernels.hpp"

#include <algorithm>
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

// Everything the branch-free loop of the other modes needs, computed once per call (formats with
// 1..51 mantissa bits and emin >= -1022, i.e. every format of at most 11 exponent bits).
struct ModeKernel {
  int shift;               // 52 - mantissa bits: the dropped bits of a double in a normal result
  int sub_base;            // the dropped bits of a double in min_normal's binade on the grid below
                           // min_normal: shift with subnormals, 52 without (the step is then
                           // 2^emin); each binade lower drops one bit more
  std::int64_t min_field;  // emin + 1023: the double exponent field of the format's min_normal
  std::uint64_t low;       // mask of the dropped bits of a normal result
  double sub_quantum;      // the grid step below min_normal: 2^(emin - m), or 2^emin without subnormals
  std::uint64_t max_bits;  // the largest finite value's bit pattern
  std::uint64_t overflow_pos, overflow_neg;  // overflow_result() of each sign, as bit patterns
  std::uint64_t inf_pos, inf_neg;            // round(+-inf)
};

// cond ? a : b as masks: GCC 12 turns some chains of ?: into branches, which stop the vectorizer.
[[gnu::always_inline]] inline std::uint64_t select_bits(bool cond, std::uint64_t a, std::uint64_t b) {
  const std::uint64_t mask = std::uint64_t{0} - static_cast<std::uint64_t>(cond);
  return (a & mask) | (b & ~mask);
}

// The other modes without branches: the integers of round_magnitude_to_grid() with sticky = 0,
// per element. The double a = m * 2^e2 (m with its hidden bit, if any) has s bits below the
// format's grid step 2^q: s = shift for a normal result, more below min_normal, where the step
// stays 2^q. t = m >> s is the truncated magnitude in steps; the rounding adds up = 0 or 1 step:
// ru/rd/ro: inexact = (t << s) != m; rna: the half bit, bit s - 1 of m (the scalar's vs_half >= 0);
// sr: random < scaled, the dropped bits as a fraction of the step times 2^64 (the scalar's
// Fraction::scaled: m << (64 - s), or m >> (s - 64) from s = 64 on). Shift amounts are clamped
// to 63, which changes nothing: m < 2^53. A normal result is the bit pattern (a with the dropped
// bits cleared) + (up << shift): a carry into the exponent field is the step into the next
// binade. A result below min_normal is (t + up) * 2^q, built exactly from the integer t + up <
// 2^52 (2^52 + v as bits, minus 2^52). Then overflow, infinities, NaN and zeros take the scalar's
// values, and the sign is put back (a result that rounds to zero keeps it). `random` holds one
// draw per element (sr only). The mode is a template parameter, so each loop keeps only its rule.
// Compiled three times (x86-64-v4 i.e. AVX-512, AVX2, baseline x86-64) and chosen at load time:
// the same integer operations and two exact IEEE ones in each, so the results are identical;
// tests/precision/test-round-array.cpp checks every mode against round() bit for bit.
template <RoundingMode Mode>
[[gnu::always_inline]] inline void round_mode_loop(const double* in, double* out, std::size_t n, const ModeKernel& k,
                                                   const std::uint64_t* random) {
  const int shift = k.shift, sub_base = k.sub_base;
  const std::int64_t min_field = k.min_field;
  const std::uint64_t low = k.low, max_bits = k.max_bits;
  const double sub_quantum = k.sub_quantum;
  const std::uint64_t overflow_pos = k.overflow_pos, overflow_neg = k.overflow_neg;
  const std::uint64_t inf_pos = k.inf_pos, inf_neg = k.inf_neg;
  constexpr std::uint64_t kInfBits = 0x7FF0000000000000ULL;
  constexpr std::uint64_t kTwo52Bits = 0x4330000000000000ULL, kNanBits = 0x7FF8000000000000ULL;
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t b = std::bit_cast<std::uint64_t>(in[i]);
    const std::uint64_t sign = b & kSignBit, ab = b ^ sign;
    // No ?: on the way (see select_bits): masks, min/max and 0/1 arithmetic.
    const std::int64_t field = static_cast<std::int64_t>(ab >> 52);
    const std::uint64_t m = (ab & kMantissaMask) | (static_cast<std::uint64_t>(field != 0) << 52);
    const std::int64_t field_or_1 = field | static_cast<std::int64_t>(field == 0);  // a = m * 2^(that - 1075)
    const bool subnormal = field < min_field;  // a < min_normal: the grid step stays 2^q
    const std::int64_t s = static_cast<std::int64_t>(select_bits(
        subnormal, static_cast<std::uint64_t>(sub_base + min_field - field_or_1), static_cast<std::uint64_t>(shift)));
    // s is in [1, 1074]; shift amounts are clamped to 63 (m < 2^53 shifted by 53 or more is 0).
    const std::int64_t sc = std::min<std::int64_t>(s, 63);
    const std::uint64_t t = m >> sc;
    std::uint64_t up = 0;
    if constexpr (Mode == RoundingMode::ru || Mode == RoundingMode::rd || Mode == RoundingMode::ro) {
      const std::uint64_t inexact = static_cast<std::uint64_t>((t << sc) != m);  // m != 0 once s >= 63
      if constexpr (Mode == RoundingMode::ru) up = inexact & ((sign >> 63) ^ 1);
      if constexpr (Mode == RoundingMode::rd) up = inexact & (sign >> 63);
      if constexpr (Mode == RoundingMode::ro) up = inexact & ~t & 1;
    }
    if constexpr (Mode == RoundingMode::rna) up = (m >> std::min<std::int64_t>(s - 1, 63)) & 1;  // the half bit
    if constexpr (Mode == RoundingMode::sr) {
      const std::int64_t right = std::min<std::int64_t>(std::max<std::int64_t>(s - 64, 0), 63);
      const std::uint64_t scaled = select_bits(s < 64, m << ((64 - s) & 63), m >> right);
      up = static_cast<std::uint64_t>(random[i] < scaled);
    }
    const std::uint64_t normal = (ab & ~low) + (up << shift);
    const double v = std::bit_cast<double>(kTwo52Bits | (t + up)) - std::bit_cast<double>(kTwo52Bits);
    const std::uint64_t sub = std::bit_cast<std::uint64_t>(v * sub_quantum);
    const std::uint64_t r = select_bits(subnormal, sub, normal);
    std::uint64_t result = r | sign;
    result = select_bits(r > max_bits, select_bits(sign != 0, overflow_neg, overflow_pos), result);
    result = select_bits(ab == kInfBits, select_bits(sign != 0, inf_neg, inf_pos), result);
    result = select_bits(ab > kInfBits, kNanBits, result);
    result = select_bits(ab == 0, b, result);
    out[i] = std::bit_cast<double>(result);
  }
}

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define LRNNC_ROUND_CLONES __attribute__((target_clones("arch=x86-64-v4", "avx2", "default")))
#else
#define LRNNC_ROUND_CLONES
#endif
#define LRNNC_ROUND_MODE_KERNEL(name, mode)                                                       \
  LRNNC_ROUND_CLONES void name(const double* in, double* out, std::size_t n, const ModeKernel& k, \
                               const std::uint64_t* random) {                                     \
    round_mode_loop<mode>(in, out, n, k, random);                                                 \
  }
LRNNC_ROUND_MODE_KERNEL(round_array_rz, RoundingMode::rz)
LRNNC_ROUND_MODE_KERNEL(round_array_ru, RoundingMode::ru)
LRNNC_ROUND_MODE_KERNEL(round_array_rd, RoundingMode::rd)
LRNNC_ROUND_MODE_KERNEL(round_array_rna, RoundingMode::rna)
LRNNC_ROUND_MODE_KERNEL(round_array_ro, RoundingMode::ro)
#undef LRNNC_ROUND_MODE_KERNEL
// Stochastic rounding: each block's draws first, one per element in order (as the scalar loop
// draws them; the generator's loop vectorizes too), then the block; the caller's generator ends
// where the scalar loop would leave it. No generator means random = 0, as in round().
LRNNC_ROUND_CLONES void round_array_sr(const double* in, double* out, std::size_t n, const ModeKernel& k,
                                       RandomBits* bits) {
  constexpr std::size_t kBlock = 512;
  std::uint64_t random[kBlock];
  if (!bits) std::memset(random, 0, sizeof random);
  RandomBits stream = bits ? *bits : RandomBits(0);
  for (std::size_t done = 0; done < n; done += kBlock) {
    const std::size_t m = std::min(kBlock, n - done);
    if (bits)
      for (std::size_t i = 0; i < m; ++i) random[i] = stream.next();
    round_mode_loop<RoundingMode::sr>(in + done, out + done, m, k, random);
  }
  if (bits) *bits = stream;
}
#undef LRNNC_ROUND_CLONES

void round_array_other_modes(const double* in, double* out, std::size_t n, const FloatFormat& f, RoundingMode mode,
                             RandomBits* bits) {
  const double inf = std::numeric_limits<double>::infinity();
  ModeKernel k;
  k.shift = 52 - f.mantissa_bits;
  k.sub_base = f.subnormals ? k.shift : 52;
  k.min_field = f.emin() + 1023;
  k.low = (std::uint64_t{1} << k.shift) - 1;
  k.sub_quantum = pow2(f.subnormals ? f.emin() - f.mantissa_bits : f.emin());
  k.max_bits = std::bit_cast<std::uint64_t>(max_finite_of(f));
  k.overflow_pos = std::bit_cast<std::uint64_t>(overflow_result(f, mode, false));
  k.overflow_neg = std::bit_cast<std::uint64_t>(overflow_result(f, mode, true));
  k.inf_pos = std::bit_cast<std::uint64_t>(round(inf, f, mode));
  k.inf_neg = std::bit_cast<std::uint64_t>(round(-inf, f, mode));
  switch (mode) {
    case RoundingMode::rz: round_array_rz(in, out, n, k, nullptr); return;
    case RoundingMode::ru: round_array_ru(in, out, n, k, nullptr); return;
    case RoundingMode::rd: round_array_rd(in, out, n, k, nullptr); return;
    case RoundingMode::rna: round_array_rna(in, out, n, k, nullptr); return;
    case RoundingMode::ro: round_array_ro(in, out, n, k, nullptr); return;
    case RoundingMode::sr: round_array_sr(in, out, n, k, bits); return;
    case RoundingMode::rne: return;  // not reached: round_array_rne
  }
}

}  // namespace

void round_array(const double* in, double* out, std::size_t n, const FloatFormat& f, RoundingMode mode,
                 RandomBits* bits) {
  // The kernels' integer shortcuts hold for 1..51 mantissa bits and emin >= -1022 (every format
  // of at most 11 exponent bits; parse_format builds no other); anything else takes round().
  if (f.mantissa_bits < 1 || f.mantissa_bits >= 52 || f.emin() < -1022) {
    for (std::size_t i = 0; i < n; ++i)
      out[i] = round(in[i], f, mode, 0, mode == RoundingMode::sr && bits ? bits->next() : 0);
    return;
  }
  if (mode != RoundingMode::rne) {
    round_array_other_modes(in, out, n, f, mode, bits);
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
