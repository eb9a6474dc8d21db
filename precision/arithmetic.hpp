// Arithmetic — how a finite-precision simulation performs every operation under a Policy
// (policy.hpp), emulated in double: an Arithmetic is built from a Policy and performs the
// operations, carrying every value as a double that holds a number of the format exactly.
//
// Where each rounding happens (x, y, z are values of the formats; "round_S" rounds once to the
// storage format under the policy's mode, "round_A" to the accumulator format):
//   add(x, y) = round_S(x + y)     sub(x, y) = round_S(x - y)     mul(x, y) = round_S(x * y)
//   fma(x, y, z) = round_S(x*y + z)            with policy.fma (one rounding)
//                = round_S(round_S(x*y) + z)   without (two roundings)
//   to_storage(x) = round_S(x), to_accumulator(x) = round_A(x)
//   acc_add / acc_mul / acc_fma: the same with round_A.
//   dot(a, b, n) (a, b: values of the storage format; result in the accumulator format, the caller
//   stores it with to_storage):
//     sequential, no FMA:  s = round_A(a0*b0); s = round_A(s + round_A(ai*bi)) for i = 1..n-1
//     sequential, FMA:     s = round_A(a0*b0); s = round_A(ai*bi + s) for i = 1..n-1 (fused)
//     pairwise, no FMA:    leaves round_A(ai*bi), i = 0..n-1
//     pairwise, FMA:       leaves round_A(a_{2j+1}*b_{2j+1} + round_A(a_{2j}*b_{2j})) (fused) for
//                          each pair, and round_A(a_{n-1}*b_{n-1}) when n is odd
//     the pairwise tree over the leaves L0..L(k-1): adjacent pairs are added level by level,
//     round_A(L0 + L1), round_A(L2 + L3), ...; an odd last element is carried up unchanged to the
//     next level. This is the left-complete tree (the same as splitting at the largest power of
//     two below k, recursively): for k = 5, ((L0+L1) + (L2+L3)) + L4; for k = 6,
//     ((L0+L1) + (L2+L3)) + (L4+L5). dot of n = 0 is +0; n = 1 is round_A(a0*b0).
//
// Exactness (every result is the exact operation rounded once per the description above):
//  - float formats with at most 24 stored mantissa bits (p <= 25) and at most 9 exponent bits:
//    products of two values are exact in double (2p <= 53, no under/overflow), sums of two values
//    rounded to double and then to p bits are correctly rounded under round-to-nearest (53 >= 2p+2);
//    every other mode (and rne where the double result may not be exact, the fused fma) gets the
//    exact error of the double operation as `sticky` (TwoSum for +/-, fma-based for *), so round()
//    decides on the exact result. Stochastic rounding compares the 64 random bits with the fraction
//    of the double result: the probability is exact to within 2^-40 of an ulp.
//  - fp64 (exactly fp64, no options): rne is native double arithmetic (and std::fma when fused);
//    rz, ru, rd and ro use the same sticky errors and are exact while results stay in the normal
//    range (an overflowing double gives infinity; subnormal results of mul may be off by the
//    lost tail). rna and sr need more than the sign of the error: the constructor throws.
//  - fixed point (fixed:qI.F, I + F <= 52: format.hpp): values, the maximum and sums of two values
//    are exact in double, and so are products while I + F <= 26; round() of an exact double is exact
//    in every mode (stochastic rounding too), then saturate or wrap (fmod, exact). An operation
//    whose double result is inexact (a product of wider formats, a fused a*b + c, operands of
//    another format) is computed exactly with MPFR and rounded once: the sign of the error alone
//    cannot tell a tie of the grid that is not a double (rna), the probability of sr, or the low
//    bits that wrapping keeps (slow, correct).
//  - a fused fma whose product is not exact in double (fp64 under a mode other than rne) is
//    computed exactly with MPFR (slow, correct).
//  - MPFR formats and float formats outside the above (mantissa above 24 bits other than fp64, or
//    exponent fields of 10/11 bits): the Arithmetic constructor throws lrnnc::Error naming the
//    format ("use the MPFR arithmetic"). MpfrArithmetic (mpfr-arithmetic.hpp) runs policies whose two formats are
//    mpfr:P[:EMIN:EMAX], with the same operations and the same places of rounding.
// Signed zeros follow IEEE 754: an exact zero sum x + (-x) is +0, and -0 under rd; fixed point has
// one zero (+0).
// Preconditions (not re-checked in inner loops): operands are values of the format the operation
// rounds to (results of earlier operations, of to_storage or to_accumulator). Operands that are not
// can suffer a double rounding under rne.
//
// Stochastic rounding: one 64-bit draw from a RandomBits stream seeded by the policy's seed per
// rounding that is inexact or not (every rounding under sr consumes exactly one draw, in program
// order; dot draws for products before sums of the same step, as listed above). The stream lives in
// the Arithmetic: operations are non-const, one Arithmetic per thread.
//
// Floating-point contraction: the emulation is compiled with -ffp-contract=off (precision/). The
// inline fast path below is written so that a caller compiled with contraction on cannot fuse it:
// a product is passed through an optimization barrier before it is rounded, and the rounding kernel
// has no multiply. Everything else lives in arithmetic.cpp.
//
// Cost: the rne fast path (float formats above, both formats p <= 25) is branch-free bit
// manipulation, inline (benchmarks/bench-recurrence.cpp); other modes call round() (O(1)); fused
// fma / products of wide operands may call libm's fma.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "precision/format.hpp"
#include "precision/policy.hpp"
#include "precision/rounding-mode.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace lrnnc::precision {

namespace detail {
// Keeps the compiler from fusing the multiply that produced v with a later add (callers compiled
// with -ffp-contract=fast). Costs nothing at run time.
inline double opaque(double v) {
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
  asm("" : "+x"(v));
#elif defined(__GNUC__) && defined(__aarch64__)
  asm("" : "+w"(v));
#endif
  return v;
}
}  // namespace detail

// Round-to-nearest-even from a double to a float format with at most 51 stored mantissa bits.
// Fast path (zero, and values whose result is a finite normal number: min_normal <= |x| < the
// midpoint above max_finite): add half an ulp minus one plus the lowest kept bit to the bit
// pattern and clear the dropped bits; a carry into the exponent is exactly the step to the next
// binade. Everything else (subnormal results, overflow, infinities, NaN) takes one predicted branch
// to an out-of-line, branch-free kernel: subnormal results by (a + C) - C with C = 2^(emin-m+52) in
// the hardware's nearest-even mode, no-subnormal formats to 0 or 2^emin (a tie goes to 0),
// overflow, infinities and NaN by selects. Bit-identical to round(x, format, RoundingMode::rne).
class RneKernel {
 public:
  RneKernel() = default;
  explicit RneKernel(const FloatFormat& f);

  double operator()(double x) const {
    const std::uint64_t b = std::bit_cast<std::uint64_t>(x);
    const std::uint64_t ab = b & ~kSign;
    // One unsigned comparison: zero wraps to the top and is caught by the second test.
    if (ab - lo_bits_ < span_ || ab == 0) [[likely]] {
#if defined(__SSE2__)
      // The same bit arithmetic in the SIMD register that holds x: no moves to and from the
      // integer registers on the dependency chain (the test above runs beside it, predicted).
      const __m128i v = _mm_castpd_si128(_mm_set_sd(x));
      const __m128i odd = _mm_and_si128(_mm_srl_epi64(v, v_shift_), v_one_);
      const __m128i sum = _mm_add_epi64(_mm_add_epi64(v, v_half_minus_one_), odd);
      return _mm_cvtsd_f64(_mm_castsi128_pd(_mm_and_si128(sum, v_keep_)));
#else
      return std::bit_cast<double>((b + half_minus_one_ + ((b >> shift_) & 1)) & ~low_);
#endif
    }
    return edge(x);
  }
  // The branch-free kernel for every input (used for the edge cases above).
  double edge(double x) const;
  // The kernel's constants, for vector kernels of other widths (precision/rne-columns.cpp). The
  // fast path: x rounds to (bits(x) + half_minus_one + ((bits(x) >> shift) & 1)) & keep when x
  // is zero or min_normal <= |x| <= max_finite; edge() uses the rest.
  struct Constants {
    int shift;
    std::uint64_t half_minus_one, keep;
    double min_normal, max_finite, half_min, magic, on_overflow, on_infinity;
    bool subnormals;
  };
  Constants constants() const {
    return {shift_,    half_minus_one_, ~low_,        min_normal_,  max_,
            half_min_, magic_,          on_overflow_, on_infinity_, subnormals_};
  }
#if defined(__SSE2__)
  // operator() on both lanes: the fast path's bit arithmetic on both, or edge() on both when
  // either lies outside [min_normal, max_finite] and is not zero (NaN included).
  __m128d operator()(__m128d x) const {
    const __m128i v = _mm_castpd_si128(x);
    const __m128i odd = _mm_and_si128(_mm_srl_epi64(v, v_shift_), v2_one_);
    const __m128d fast =
        _mm_castsi128_pd(_mm_and_si128(_mm_add_epi64(_mm_add_epi64(v, v2_half_minus_one_), odd), v2_keep_));
    const __m128d a = _mm_and_pd(x, v2_abs_);
    const __m128d out = _mm_or_pd(_mm_cmpnle_pd(a, v2_max_),  // above max_finite, or NaN
                                  _mm_and_pd(_mm_cmplt_pd(a, v2_min_normal_), _mm_cmpneq_pd(a, _mm_setzero_pd())));
    if (_mm_movemask_pd(out) == 0) [[likely]]
      return fast;
    return edge(x);
  }
  // edge() on both lanes, branch-free.
  __m128d edge(__m128d x) const;
#endif

 private:
  static constexpr std::uint64_t kSign = 0x8000000000000000ULL;
  int shift_ = 0;
  std::uint64_t low_ = 0, half_minus_one_ = 0, lo_bits_ = 0, span_ = 0;
  double min_normal_ = 0, half_min_ = 0, magic_ = 0, max_ = 0, on_overflow_ = 0, on_infinity_ = 0;
  bool subnormals_ = true;
#if defined(__SSE2__)
  __m128i v_shift_{}, v_one_{}, v_half_minus_one_{}, v_keep_{};  // the constants above, in SIMD registers
  __m128i v2_one_{}, v2_half_minus_one_{}, v2_keep_{};           // the same in both lanes
  __m128d v2_abs_{}, v2_max_{}, v2_min_normal_{}, v2_half_min_{}, v2_magic_{}, v2_on_overflow_{}, v2_on_infinity_{};
#endif
};

// Rounding to one format under one mode (a building block of Arithmetic; see the header comment).
// `sticky` is the sign of (exact result - x); `bits` supplies stochastic rounding.
class FormatRounder {
 public:
  enum class Kind { rne_fast, native_fp64, general };
  FormatRounder() = default;
  FormatRounder(const Format& format, const Rounding& rounding);  // throws for unsupported formats

  Kind kind() const { return kind_; }
  const Format& format() const { return format_; }
  // Whether products of two values of this format are exact in double.
  bool exact_products() const { return exact_products_; }
  double round(double x, int sticky, RandomBits& bits) const;
  const RneKernel& rne() const { return rne_; }

 private:
  Format format_{fp32()};
  RoundingMode mode_ = RoundingMode::rne;
  Kind kind_ = Kind::general;
  bool exact_products_ = true;
  RneKernel rne_;
};

class Arithmetic {
 public:
  // Throws lrnnc::Error for formats it cannot emulate exactly (see the header comment) and for
  // mode/format pairs it does not support.
  explicit Arithmetic(const Policy& policy);

  const Policy& policy() const { return policy_; }

  double add(double a, double b) { return add_to(storage_fast_, storage_, a, b); }
  double sub(double a, double b) { return add_to(storage_fast_, storage_, a, -b); }
  double mul(double a, double b) { return mul_to(storage_fast_, storage_, a, b); }
  double fma(double a, double b, double c) { return fma_to(storage_fast_, storage_, a, b, c); }
  double to_storage(double x) { return round_to(storage_fast_, storage_, x); }

  double acc_add(double a, double b) { return add_to(acc_fast_, acc_, a, b); }
  double acc_sub(double a, double b) { return add_to(acc_fast_, acc_, a, -b); }
  double acc_mul(double a, double b) { return mul_to(acc_fast_, acc_, a, b); }
  double acc_fma(double a, double b, double c) { return fma_to(acc_fast_, acc_, a, b, c); }
  double to_accumulator(double x) { return round_to(acc_fast_, acc_, x); }

  // sum_i a[i]*b[i] in the accumulator format, in the policy's order (see the header comment).
  // O(n); the pairwise order allocates O(n) scratch.
  double dot(const double* a, const double* b, std::size_t n);
  // y[j] = dot(column j of M, x) for j < out, M in-major (column j is M[j], M[out + j], ...,
  // M[(in - 1) out + j]): the values of `out` calls of dot on the columns, bit for bit. When dot is
  // the sequential rne chain (sequential_rne_dot) the columns' chains run side by side, so that the
  // latency of each chain's additions and roundings overlaps with the others'. With `start`
  // (sequential_rne_dot only), each chain continues from start[j], an accumulator value (the sum over
  // inputs before these): columns over inputs [0, k) and then over [k, in) from its results equals
  // columns over [0, in). O(in * out).
  void columns(const double* M, std::size_t in, std::size_t out, const double* x, double* y,
               const double* start = nullptr);
  // Whether dot is s = round_A(s + round_A(a_i b_i)) with the inline rne kernel: sequential order,
  // no FMA, an rne_fast accumulator and products exact in double.
  bool sequential_rne_dot() const {
    return policy_.order == SumOrder::sequential && !policy_.fma && dot_fast_products_;
  }

 private:
  // `fast`: r is an rne_fast rounder (a member flag, so that the test is one predicted branch).
  double add_to(bool fast, const FormatRounder& r, double a, double b) {
    return fast ? r.rne()(a + b) : add_slow(r, a, b);
  }
  double mul_to(bool fast, const FormatRounder& r, double a, double b) {
    return fast ? r.rne()(detail::opaque(a * b)) : mul_slow(r, a, b);
  }
  double fma_to(bool fast, const FormatRounder& r, double a, double b, double c) {
    return policy_.fma ? fma_fused(r, a, b, c) : add_to(fast, r, mul_to(fast, r, a, b), c);
  }
  double round_to(bool fast, const FormatRounder& r, double x) { return fast ? r.rne()(x) : r.round(x, 0, bits_); }
  double add_slow(const FormatRounder& r, double a, double b);
  double mul_slow(const FormatRounder& r, double a, double b);
  double fma_fused(const FormatRounder& r, double a, double b, double c);
  // round_r(a*b + c) once; `exact_product`: a*b is known to be exact in double.
  double fused(const FormatRounder& r, double a, double b, double c, bool exact_product);
  // A product of storage values rounded to the accumulator format.
  double product_to_acc(double a, double b);
  // round_r(a*b + c) once, exactly, through MPFR (fixed-point formats whose double result is inexact).
  double fixed_exact(const FormatRounder& r, double a, double b, double c);

  Policy policy_;
  FormatRounder storage_, acc_;
  bool storage_fast_ = false, acc_fast_ = false, dot_fast_products_ = false;
  RandomBits bits_;
  std::vector<double> column_;  // columns(): a column side by side for dot
};

}  // namespace lrnnc::precision
