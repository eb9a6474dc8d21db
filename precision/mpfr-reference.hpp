// The MPFR reference: rounding of MPFR numbers and of decimal strings to any Format with a single
// rounding. Slow (allocates); used for validation, for `lrnnc format`, and as the control row of
// probes (mpfr:P formats).
//
// Two independent methods, cross-checked by the tests:
//  - native: MPFR at the format's precision with the exponent range set to the format's
//    (emin/emax as MPFR counts them, see the .cpp), mpfr_check_range and mpfr_subnormalize; used
//    for rne, rz, ru, rd;
//  - grid: the quantum 2^q of the result is found from x's exponent, x * 2^-q is split exactly
//    into its integer part (mpfr_trunc) and fraction, the mode decides from the fraction, and the
//    result is scaled back; used for rna, ro, sr, fixed point, and as the second opinion for the
//    others.
// Overflow follows the format (format.hpp): the value is rounded as if the exponent range were
// unbounded above; a result above the largest finite number is replaced per Overflow.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <mpfr.h>

#include "precision/format.hpp"
#include "precision/rounding-mode.hpp"

namespace lrnnc::precision {

enum class MpfrMethod { native, grid };

// `random`: the 64 random bits of stochastic rounding (probability of rounding away from zero =
// fraction, compared on 64 bits as round() does).
double round_reference(mpfr_srcptr x, const FloatFormat& format, RoundingMode mode, std::uint64_t random = 0,
                       MpfrMethod method = MpfrMethod::native);
double round_reference(mpfr_srcptr x, const FixedFormat& format, RoundingMode mode, std::uint64_t random = 0);

// A decimal string ("65519.99", "-1e-8", "0x1.8p3", "inf", "-0", "nan") rounded to the format once.
// The syntax is MPFR's (mpfr_strtofr with base 0): an optional sign '+' or '-'; decimal digits
// with an optional '.' and exponent e/E (a power of 10), or 0x/0X hexadecimal and 0b/0B binary
// digits with an optional exponent p/P (a power of 2, written in decimal); inf, infinity, nan,
// nan(chars), @inf@, @nan@ in any case. The whole string must be the number: no white space
// before or after it, nothing after it. A finite value beyond MPFR's exponent range rounds as a
// value far outside the format (to zero or overflow per the mode and the format).
// For MPFR formats the value is returned as an exact decimal string as well (`decimal`); `value`
// then is the nearest double. Throws lrnnc::Error on a string that is not a number. Cost: MPFR
// at 4096 bits (or the MPFR format's precision), O(length) digits.
struct RoundedValue {
  double value = 0.0;
  std::string decimal;  // shortest decimal that reads back to `value` (float/fixed), or MPFR's digits
};
RoundedValue round_decimal(std::string_view text, const Format& format, const Rounding& rounding,
                           std::uint64_t random = 0);

}  // namespace lrnnc::precision
