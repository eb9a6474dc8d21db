// Format — a finite-precision number format: an IEEE-style binary floating-point format with any
// exponent/mantissa width, a fixed-point format, or MPFR at any precision (the reference).
//
// Strings (parse_format / to_string):
//   presets      fp64 fp32 tf32 fp16 bf16 e4m3 e5m2
//   float:eEmM   E exponent bits (2..11), M stored mantissa bits (1..52)
//   options      appended to a preset or float:eEmM, each group at most once: :nosub (flush
//                subnormals to zero) / :sub (keep them, the default); :sat / :inf / :nan
//                (overflow); :fn (OCP "FN" encoding: no infinities, NaN only at S.1..1.1..1, the
//                all-ones exponent holds normal numbers; overflow becomes nan unless :sat is
//                given) / :ieee (IEEE encoding, the default of every preset but e4m3). An option
//                changes only what it names: e4m3:ieee keeps e4m3's overflow to NaN.
//                Examples: e4m3:sat, float:e8m7:nosub
//   fixed:qI.F   two's complement fixed point with 1 sign bit, I integer bits, F fraction bits
//                (range [-2^I, 2^I - 2^-F], quantum 2^-F; I, F >= 0, 1 <= I + F <= 52),
//                saturating; fixed:qI.F:wrap wraps (fixed:qI.F:sat is the default spelled out).
//                The cap keeps fixed point exact: values and the maximum need I + F bits and a
//                sum of two values I + F + 1, all within a double's 53 (precision/arithmetic.hpp
//                takes wider products and fused operations to MPFR). A wider format is refused
//                with fixed_width_limit_text().
//   mpfr:P       MPFR with P bits of precision (2..2^20) and MPFR's default exponent range;
//   mpfr:P:EMIN:EMAX  with the IEEE-style exponent range [EMIN, EMAX] (normal numbers 2^EMIN ..
//                < 2^(EMAX+1)), no subnormals; -2^30 <= EMIN <= EMAX <= 2^30
// Numbers are strict decimal integers (common/parse-integer.hpp): no '+', spaces, leading zeros
// or trailing text; only EMIN and EMAX may be negative. Names and options are case-sensitive.
// Presets: fp64 = e11m52, fp32 = e8m23, tf32 = e8m10, fp16 = e5m10, bf16 = e8m7 (all IEEE,
// overflow to infinity); e4m3 = OCP E4M3FN (e4m3, :fn, overflow to NaN, max finite 448);
// e5m2 = OCP E5M2 (IEEE-like, overflow to infinity, max finite 57344).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace lrnnc::precision {

// What happens to a finite result whose rounded magnitude exceeds the largest finite value.
// `infinity` follows IEEE 754: round-to-nearest modes give inf, directed modes that round toward
// zero give the largest finite value. `saturate` always gives the largest finite value; `nan`
// puts NaN where IEEE would put infinity (OCP E4M3FN without saturation): nearest modes give NaN,
// rz/ro and directed modes toward zero still give the largest finite value.
enum class Overflow { infinity, saturate, nan };
enum class Encoding { ieee, fn };

struct FloatFormat {
  int exponent_bits = 8;
  int mantissa_bits = 23;  // stored fraction bits; precision p = mantissa_bits + 1
  bool subnormals = true;
  Overflow overflow = Overflow::infinity;
  Encoding encoding = Encoding::ieee;

  int precision() const { return mantissa_bits + 1; }
  int bits() const { return 1 + exponent_bits + mantissa_bits; }
  int bias() const { return (1 << (exponent_bits - 1)) - 1; }
  int emin() const { return 1 - bias(); }  // exponent of the smallest normal number
  int emax() const { return encoding == Encoding::fn ? bias() + 1 : bias(); }
  bool has_infinity() const { return encoding == Encoding::ieee; }
  double max_finite() const;
  double min_normal() const;
  double min_subnormal() const;  // min_normal() when subnormals are off
  double epsilon() const;        // 2^-mantissa_bits: the gap between 1 and the next number
  double unit_roundoff() const;  // 2^-(mantissa_bits + 1)

  friend bool operator==(const FloatFormat&, const FloatFormat&) = default;
};

// The widest fixed-point format, in I + F, and the sentence that says so in errors.
inline constexpr int kMaxFixedBits = 52;
std::string fixed_width_limit_text();

struct FixedFormat {
  int integer_bits = 3;
  int fraction_bits = 12;
  bool wrap = false;  // false: saturate to the range on overflow

  int bits() const { return 1 + integer_bits + fraction_bits; }
  // Exact for I + F <= kMaxFixedBits (the formats parse_format accepts).
  double quantum() const;
  double max_value() const;
  double min_value() const;

  friend bool operator==(const FixedFormat&, const FixedFormat&) = default;
};

struct MpfrFormat {
  long precision = 256;
  std::optional<long> emin;  // IEEE-style exponent range (both or neither)
  std::optional<long> emax;

  friend bool operator==(const MpfrFormat&, const MpfrFormat&) = default;
};

struct Format {
  std::variant<FloatFormat, FixedFormat, MpfrFormat> spec;

  bool is_float() const { return std::holds_alternative<FloatFormat>(spec); }
  bool is_fixed() const { return std::holds_alternative<FixedFormat>(spec); }
  bool is_mpfr() const { return std::holds_alternative<MpfrFormat>(spec); }
  const FloatFormat& as_float() const { return std::get<FloatFormat>(spec); }
  const FixedFormat& as_fixed() const { return std::get<FixedFormat>(spec); }
  const MpfrFormat& as_mpfr() const { return std::get<MpfrFormat>(spec); }

  friend bool operator==(const Format&, const Format&) = default;
};

// Throws lrnnc::Error, one line with the string and what was expected: unknown names or options,
// a number that is not a strict decimal integer or lies outside its range above, an option group
// given twice, contradictory options (:fn with :inf; :fn with 11 exponent bits). O(length).
Format parse_format(std::string_view text);
// The canonical string (a preset name when the format is one, options appended); parse_format of
// it gives the same Format.
std::string to_string(const Format& format);

FloatFormat fp64();
FloatFormat fp32();
FloatFormat tf32();
FloatFormat fp16();
FloatFormat bf16();
FloatFormat e4m3();
FloatFormat e5m2();

}  // namespace lrnnc::precision
