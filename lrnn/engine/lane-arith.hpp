// Per-lane arithmetic of the batched engine (lrnn/engine/engine.hpp): the operations of
// precision::Arithmetic (precision/arithmetic.hpp) for the policies the engine runs, written as plain
// C++ with no library calls, SIMD intrinsics or branches the compiler cannot turn into selects, so
// that the same source is compiled for the CPU (vectorized across words where the loops allow it)
// and by nvcc as __host__ __device__ for the CUDA backend (lrnn/cuda/).
//
// Policies covered (`lane_policy_supported`): storage and accumulator formats each either a float
// format with at most 24 stored mantissa bits and at most 9 exponent bits, or exactly fp64; rounding
// rne; FMA on or off; summation order sequential or pairwise; and not (storage fp64 with a narrower
// accumulator). Everything else (directed and stochastic rounding, fixed point, MPFR, the wide
// formats) is left to the reference simulator.
//
// Why each result equals precision::Arithmetic's, bit for bit:
//  - LaneRounder::round is RneKernel's bit arithmetic (precision/arithmetic.hpp), the fast path and
//    the edge cases written as selects; tests/lrnn/test-engine.cpp compares it with
//    precision::round on every bf16/fp16/e4m3/e5m2 neighbourhood and random doubles.
//  - Products of two values of such a format are exact in double (2p <= 50 bits, exponents within
//    range), sums are double-rounded: once to double, then to p bits, which is the correctly
//    rounded sum because 53 >= 2p + 2 (Figueroa, "When is double rounding innocuous?", 1995); the
//    same argument precision::Arithmetic relies on for its rne fast path.
//  - Where the double result is not exact and a second rounding must see the exact value (a fused
//    a*b + c, a product of fp64 values rounded to a narrower accumulator), the double result is
//    first turned into its round-to-odd version (the one of the two doubles around the exact value
//    whose last bit is odd, known from the sign of the exact error), and round-to-odd at 53 bits
//    followed by round-to-nearest at p <= 51 bits is the correctly rounded result (Boldo and
//    Melquiond, "Emulation of FMA and correctly rounded sums: proved algorithms using rounding to
//    odd", IEEE TC 2008, Theorem 1 for precisions 53 >= p + 2). precision::Arithmetic gets the same
//    results through round(x, sticky).
//  - fp64 storage and accumulator: native double operations; fused fma is the hardware fma (fma()
//    on the host, the device's fma on the GPU, both correctly rounded).
// Everything here must be compiled without contraction of a*b+c (-ffp-contract=off on the host,
// -fmad=false for nvcc): the sources that include it set both.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

#if defined(__CUDACC__)
#define LRNNC_HD __host__ __device__
#define LRNNC_HD_INLINE __host__ __device__ __forceinline__
#else
#define LRNNC_HD
#define LRNNC_HD_INLINE __attribute__((always_inline)) inline
#endif

namespace lrnnc::lrnn::engine {

LRNNC_HD inline std::uint64_t to_bits(double x) {
#if defined(__CUDA_ARCH__)
  return static_cast<std::uint64_t>(__double_as_longlong(x));
#else
  std::uint64_t b;
  std::memcpy(&b, &x, sizeof b);
  return b;
#endif
}

LRNNC_HD inline double from_bits(std::uint64_t b) {
#if defined(__CUDA_ARCH__)
  return __longlong_as_double(static_cast<long long>(b));
#else
  double x;
  std::memcpy(&x, &b, sizeof x);
  return x;
#endif
}

LRNNC_HD inline double lane_fma(double a, double b, double c) {
#if defined(__CUDA_ARCH__)
  return __fma_rn(a, b, c);
#else
  return std::fma(a, b, c);
#endif
}

// The lane primitives of LaneRounder::round_v for scalar lanes (a vector kernel passes its own:
// lrnn/engine/simd.cpp). less(a, b) is a < b for a, b < 2^63 (bit patterns of non-negative
// doubles, whose order is their values' order).
struct ScalarLanes {
  static LRNNC_HD_INLINE std::uint64_t bits(double x) { return to_bits(x); }
  static LRNNC_HD_INLINE double value(std::uint64_t b) { return from_bits(b); }
  static LRNNC_HD_INLINE bool less(std::uint64_t a, std::uint64_t b) { return a < b; }
  static LRNNC_HD_INLINE double select(bool m, double a, double b) { return m ? a : b; }
  static LRNNC_HD_INLINE std::uint64_t select(bool m, std::uint64_t a, std::uint64_t b) { return m ? a : b; }
};

// Round-to-nearest-even from a double to one format (plain data: copied to the device as is).
struct LaneRounder {
  bool native = true;  // fp64: no rounding
  int shift = 0;       // 52 - stored mantissa bits
  std::uint64_t low = 0, half_minus_one = 0, lo_bits = 0, span = 0;
  double min_normal = 0, half_min = 0, magic = 0, max = 0, on_overflow = 0, on_infinity = 0;
  bool subnormals = true;

  // RneKernel's result for every double x (NaN stays x). The common case inline, the rest out of line.
  LRNNC_HD_INLINE double round(double x) const {
    if (native) return x;
    constexpr std::uint64_t kSign = 0x8000000000000000ULL;
    const std::uint64_t b = to_bits(x);
    const std::uint64_t sign = b & kSign, ab = b ^ sign;
    const double normal = from_bits(((ab + half_minus_one + ((ab >> shift) & 1)) & ~low) | sign);
    // The common case: zero, or a result that is a finite normal number of the format.
    if (ab - lo_bits < span || ab == 0) return normal;
    return round_rare(x);
  }
  LRNNC_HD double round_rare(double x) const { return round_v(x); }

  // round(x) without branches (every case computed, the result selected), the same bits as
  // round(); the comparisons are of magnitudes' bit patterns (integers, which a vector kernel
  // evaluates without floating-point compares). D is double with Lanes = ScalarLanes, or a
  // GCC/Clang vector of doubles with the same primitives for it (lrnn/engine/simd.cpp): one source
  // for the scalar lanes here and on the device and for the CPU's vector kernel.
  template <class D, class Lanes = ScalarLanes>
  LRNNC_HD_INLINE D round_v(D x) const {
    if (native) return x;
    constexpr std::uint64_t kSign = 0x8000000000000000ULL, kInf = 0x7ff0000000000000ULL;
    constexpr std::uint64_t kMaxDouble = kInf - 1;
    const auto b = Lanes::bits(x);
    const auto sign = b & kSign, ab = b ^ sign, zero = b ^ b;
    const auto normal = (ab + half_minus_one + ((ab >> shift) & 1)) & ~low;
    const auto sub = subnormals ? Lanes::bits((Lanes::value(ab) + magic) - magic)
                                : Lanes::select(Lanes::less(to_bits(half_min), ab), zero + to_bits(min_normal), zero);
    auto r = Lanes::select(Lanes::less(ab, to_bits(min_normal)), sub, normal);
    r = Lanes::select(Lanes::less(to_bits(max), r), zero + to_bits(on_overflow), r);
    r = Lanes::select(Lanes::less(kMaxDouble, ab), zero + to_bits(on_infinity), r);
    r = r | Lanes::select(Lanes::less(kInf, r), zero, sign);  // the sign, unless r is a NaN
    return Lanes::select(Lanes::less(kInf, ab), x, Lanes::value(r));
  }

  // The correctly rounded value of the exact result r, given s = the double nearest to r and
  // sticky = sign(r - s): round-to-odd to 53 bits, then round() (see the header comment).
  LRNNC_HD double round_sticky(double s, int sticky) const {
    if (native || sticky == 0) return round(s);
    return round(to_odd(s, sticky));
  }

  // The one of s and its neighbour towards r (sticky = sign(r - s) != 0) whose last bit is odd.
  LRNNC_HD static double to_odd(double s, int sticky) {
    const std::uint64_t b = to_bits(s);
    if (b & 1) return s;
    const std::uint64_t ab = b & 0x7fffffffffffffffULL;
    // Zero: r is a tiny number of the sticky's sign, beyond every format's reach (rounds to a zero);
    // infinity: no double lies beyond it (neither happens for a result of the covered operations).
    if (ab == 0) return from_bits(sticky < 0 ? 0x8000000000000001ULL : 1);
    if (ab == 0x7ff0000000000000ULL) return s;
    // |r| > |s| when the error has the sign of s: the neighbour one up in magnitude, else one down.
    const bool up = (sticky > 0) == !(b >> 63);
    return from_bits(up ? b + 1 : b - 1);
  }
};

inline LRNNC_HD int sign_of(double e) { return (e > 0) - (e < 0); }

// Knuth's TwoSum error: a + b - fl(a + b), exactly (s = fl(a + b)).
inline LRNNC_HD double two_sum_error(double a, double b, double s) {
  const double bb = s - a;
  return (a - (s - bb)) + (b - bb);
}

// The operations of precision::Arithmetic under a covered policy (see the header comment).
struct LaneArith {
  LaneRounder storage, acc;
  bool fma = false;
  bool pairwise = false;
  // Products of two storage values are exact in double (storage is not fp64).
  bool exact_products = true;

  LRNNC_HD_INLINE double to_storage(double x) const { return storage.round(x); }
  LRNNC_HD_INLINE double add(double a, double b) const { return storage.round(a + b); }
  LRNNC_HD_INLINE double sub(double a, double b) const { return storage.round(a - b); }
  LRNNC_HD_INLINE double mul(double a, double b) const { return storage.round(a * b); }
  // a*b + c: one rounding with FMA, two without.
  LRNNC_HD double fma_op(double a, double b, double c) const {
    if (!fma) return add(mul(a, b), c);
    return fused(storage, a, b, c);
  }
  // h - v t as the Runner computes it (fma(-v, t, h) under FMA, sub(h, mul(v, t)) without).
  LRNNC_HD double subtract_scaled(double h, double v, double t) const {
    return fma ? fused(storage, -v, t, h) : sub(h, mul(v, t));
  }

  // A product of two storage values rounded to the accumulator format.
  LRNNC_HD_INLINE double product_to_acc(double a, double b) const {
    const double p = a * b;
    if (acc.native || exact_products) return acc.round(p);
    return acc.round_sticky(p, sign_of(lane_fma(a, b, -p)));
  }
  LRNNC_HD_INLINE double acc_add(double a, double b) const { return acc.round(a + b); }

  // Pairwise dot products of more than this many terms are left to the reference simulator
  // (lane_dot in lane-step.hpp keeps the tree's leaves in a local array).
  static constexpr std::size_t kMaxPairwise = 128;

  // round_A(a*b + c) once (the fused step of a dot product).
  LRNNC_HD double fused_acc(double a, double b, double c) const { return fused(acc, a, b, c); }

 private:
  // round_r(a*b + c) once, a*b exact in double unless r is native (the covered policies never ask
  // for a fused operation whose product is inexact and whose result is not fp64).
  LRNNC_HD static double fused(const LaneRounder& r, double a, double b, double c) {
    if (r.native) return lane_fma(a, b, c);
    const double p = a * b;
    const double s = p + c;
    return r.round_sticky(s, sign_of(two_sum_error(p, c, s)));
  }
};

}  // namespace lrnnc::lrnn::engine
