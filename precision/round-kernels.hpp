// Round-to-format kernels (the fast ones, on doubles; mpfr-reference.hpp is the MPFR reference): a
// double (plus the sign of what it lost, when it is itself a rounded result) to a FloatFormat or
// FixedFormat, under any RoundingMode; encode/decode of bit patterns.
//
// Exactness: the input x is a double. When x is the double nearest to an exact result r (e.g. x =
// fl(a + b)), `sticky` carries sign(r - x) (-1, 0, +1; TwoSum gives it exactly), so that directed
// roundings, round-to-odd and ties are decided on r, not on x. Rounding x alone (sticky = 0) is
// exact for every format with at most 52 mantissa bits.
//
// Subnormals, overflow and NaN follow the format's options (format.hpp). Signed zeros are kept
// (a result that rounds to zero keeps the sign of x). NaN input gives NaN; an infinite input
// stays infinite when the format overflows to infinity, becomes the largest finite value under
// :sat and NaN under :nan / FN encodings (as NVIDIA's satfinite / nosat conversions do).
//
// Cost: O(1), branch-light bit manipulation on the double's encoding; no MPFR.
#pragma once

#include <cstddef>
#include <cstdint>

#include "precision/format.hpp"
#include "precision/rounding-mode.hpp"

namespace lrnnc::precision {

// `random` supplies the bits of stochastic rounding (ignored by the other modes).
double round(double x, const FloatFormat& format, RoundingMode mode, int sticky = 0, std::uint64_t random = 0);
double round(double x, const FixedFormat& format, RoundingMode mode, int sticky = 0, std::uint64_t random = 0);

// Rounds n doubles with one mode (stochastic rounding draws from `bits`, one value per element in
// order, as a loop over round() would), bit for bit as round() does: branch-free vectorized
// kernels for every mode (benchmarks/bench-round.cpp); formats beyond them (52 mantissa bits) go
// value by value through round().
void round_array(const double* in, double* out, std::size_t n, const FloatFormat& format, RoundingMode mode,
                 RandomBits* bits = nullptr);

// Bit patterns of formats of at most 32 bits (sign, exponent, mantissa from the most significant
// bit down). encode() expects a value of the format (a result of round); NaN encodes as the
// format's canonical quiet NaN (IEEE: exponent all ones, top mantissa bit set; FN: all ones).
// Throws lrnnc::Error for formats wider than 32 bits.
std::uint32_t encode(double x, const FloatFormat& format);
double decode(std::uint32_t bits, const FloatFormat& format);

}  // namespace lrnnc::precision
