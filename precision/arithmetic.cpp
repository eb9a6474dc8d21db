#include "precision/arithmetic.hpp"

#include <cmath>
#include <string>
#include <vector>

#include <mpfr.h>

#include "common/error.hpp"
#include "precision/mpfr-reference.hpp"
#include "precision/rne-columns.hpp"
#include "precision/round-kernels.hpp"

namespace lrnnc::precision {

// ---------------------------------------------------------------------------------------------
// Rounding to one format (RneKernel, FormatRounder)

RneKernel::RneKernel(const FloatFormat& f) {
  shift_ = 52 - f.mantissa_bits;
  low_ = (std::uint64_t{1} << shift_) - 1;
  half_minus_one_ = low_ >> 1;
  min_normal_ = f.min_normal();
  half_min_ = 0.5 * min_normal_;
  magic_ = std::ldexp(1.0, f.emin() - f.mantissa_bits + 52);
  max_ = f.max_finite();
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  on_overflow_ = f.overflow == Overflow::infinity ? inf : f.overflow == Overflow::saturate ? max_ : nan;
  on_infinity_ = f.has_infinity() && f.overflow == Overflow::infinity ? inf
                 : f.overflow == Overflow::saturate                   ? max_
                                                                      : nan;
  subnormals_ = f.subnormals;
  // The fast path: min_normal <= |x| < max_finite + half an ulp (the midpoint above max_finite,
  // which may round up, is left to edge()).
  lo_bits_ = std::bit_cast<std::uint64_t>(min_normal_);
  span_ = std::bit_cast<std::uint64_t>(max_) + (std::uint64_t{1} << (shift_ - 1)) - lo_bits_;
#if defined(__SSE2__)
  v_shift_ = _mm_cvtsi32_si128(shift_);
  v_one_ = _mm_cvtsi32_si128(1);
  v_half_minus_one_ = _mm_cvtsi64_si128(static_cast<long long>(half_minus_one_));
  v_keep_ = _mm_cvtsi64_si128(static_cast<long long>(~low_));
  v2_one_ = _mm_set1_epi64x(1);
  v2_half_minus_one_ = _mm_set1_epi64x(static_cast<long long>(half_minus_one_));
  v2_keep_ = _mm_set1_epi64x(static_cast<long long>(~low_));
  v2_abs_ = _mm_castsi128_pd(_mm_set1_epi64x(static_cast<long long>(~kSign)));
  v2_max_ = _mm_set1_pd(max_);
  v2_min_normal_ = _mm_set1_pd(min_normal_);
  v2_half_min_ = _mm_set1_pd(half_min_);
  v2_magic_ = _mm_set1_pd(magic_);
  v2_on_overflow_ = _mm_set1_pd(on_overflow_);
  v2_on_infinity_ = _mm_set1_pd(on_infinity_);
#endif
}

double RneKernel::edge(double x) const {
  const std::uint64_t b = std::bit_cast<std::uint64_t>(x);
  const std::uint64_t sign = b & kSign, ab = b ^ sign;
  const double a = std::bit_cast<double>(ab);
  const double normal = std::bit_cast<double>((ab + half_minus_one_ + ((ab >> shift_) & 1)) & ~low_);
  const double sub = subnormals_ ? (a + magic_) - magic_ : (a > half_min_ ? min_normal_ : 0.0);
  double r = a < min_normal_ ? sub : normal;
  r = r > max_ ? on_overflow_ : r;
  r = a > std::numeric_limits<double>::max() ? on_infinity_ : r;
  if (a != a) return x;
  return std::bit_cast<double>(std::bit_cast<std::uint64_t>(r) | (r != r ? 0 : sign));
}

#if defined(__SSE2__)
namespace {
__m128d select(__m128d mask, __m128d yes, __m128d no) {
  return _mm_or_pd(_mm_and_pd(mask, yes), _mm_andnot_pd(mask, no));
}
}  // namespace

__m128d RneKernel::edge(__m128d x) const {
  const __m128d a = _mm_and_pd(x, v2_abs_), sign = _mm_andnot_pd(v2_abs_, x);
  const __m128i ab = _mm_castpd_si128(a);
  const __m128i odd = _mm_and_si128(_mm_srl_epi64(ab, v_shift_), v2_one_);
  const __m128d normal =
      _mm_castsi128_pd(_mm_and_si128(_mm_add_epi64(_mm_add_epi64(ab, v2_half_minus_one_), odd), v2_keep_));
  const __m128d sub = subnormals_ ? _mm_sub_pd(_mm_add_pd(a, v2_magic_), v2_magic_)
                                  : _mm_and_pd(_mm_cmpgt_pd(a, v2_half_min_), v2_min_normal_);
  __m128d r = select(_mm_cmplt_pd(a, v2_min_normal_), sub, normal);
  r = select(_mm_cmpgt_pd(r, v2_max_), v2_on_overflow_, r);
  r = select(_mm_cmpgt_pd(a, _mm_set1_pd(std::numeric_limits<double>::max())), v2_on_infinity_, r);
  r = _mm_or_pd(r, _mm_andnot_pd(_mm_cmpunord_pd(r, r), sign));
  return select(_mm_cmpunord_pd(a, a), x, r);
}
#endif

FormatRounder::FormatRounder(const Format& format, const Rounding& rounding) : format_(format), mode_(rounding.mode) {
  const std::string name = to_string(format);
  if (format.is_mpfr())
    throw Error("format '" + name +
                "' cannot be emulated in double: use the MPFR arithmetic (Arithmetic emulates float formats with "
                "at most 24 mantissa and 9 exponent bits, fp64 and fixed:qI.F)");
  if (format.is_fixed()) {
    const FixedFormat& f = format.as_fixed();
    if (f.integer_bits < 0 || f.fraction_bits < 0 || f.integer_bits + f.fraction_bits < 1 ||
        f.integer_bits + f.fraction_bits > kMaxFixedBits)
      throw Error("format '" + name + "': " + fixed_width_limit_text());
    kind_ = Kind::general;
    // Values are k 2^-F with |k| < 2^(I+F) or k = -2^(I+F) (one bit): products of 2 (I + F) bits.
    exact_products_ = 2 * (f.integer_bits + f.fraction_bits) <= 53;
    return;
  }
  const FloatFormat& f = format.as_float();
  if (f == fp64()) {
    // A sign-only sticky cannot tell a double-grid tie (rna) or the tail's probability (sr).
    if (mode_ == RoundingMode::rna || mode_ == RoundingMode::sr)
      throw Error("format 'fp64' under " + to_string(rounding) +
                  " cannot be emulated in double: use the MPFR arithmetic (fp64 takes rne, rz, ru, rd or ro)");
    kind_ = mode_ == RoundingMode::rne ? Kind::native_fp64 : Kind::general;
    exact_products_ = false;
    return;
  }
  if (f.mantissa_bits > 24 || f.exponent_bits > 9)
    throw Error("format '" + name + "' (" + std::to_string(f.exponent_bits) + " exponent, " +
                std::to_string(f.mantissa_bits) +
                " mantissa bits) cannot be emulated exactly in double: use the MPFR arithmetic (Arithmetic emulates "
                "float formats with at most 24 mantissa and 9 exponent bits, fp64 and fixed:qI.F)");
  kind_ = mode_ == RoundingMode::rne ? Kind::rne_fast : Kind::general;
  exact_products_ = true;
  rne_ = RneKernel(f);
}

double FormatRounder::round(double x, int sticky, RandomBits& bits) const {
  if (kind_ == Kind::native_fp64) return x;  // rne: x is already the double nearest the exact result
  if (kind_ == Kind::rne_fast && sticky == 0) return rne_(x);
  const std::uint64_t random = mode_ == RoundingMode::sr ? bits.next() : 0;
  if (format_.is_fixed()) return precision::round(x, format_.as_fixed(), mode_, sticky, random);
  return precision::round(x, format_.as_float(), mode_, sticky, random);
}

// ---------------------------------------------------------------------------------------------
// Arithmetic

namespace {

inline int sign_of(double e) { return (e > 0) - (e < 0); }

// Knuth's TwoSum: s = fl(a + b) and the exact error a + b - s (no contraction in this file).
inline double two_sum_error(double a, double b, double s) {
  const double bb = s - a;
  return (a - (s - bb)) + (b - bb);
}

// IEEE 754 signs of an exact zero sum: +0 in every mode but rd, where it is -0 unless both operands
// are +0 (the hardware adds in rne and gives +0 for x + (-x)).
inline double zero_sign(double a, double b, double s, RoundingMode mode) {
  if (s == 0 && mode == RoundingMode::rd && (a != 0 || b != 0 || std::signbit(a) || std::signbit(b))) return -0.0;
  return s;
}

// Exact a*b + c rounded once to the format, through MPFR (the product has up to 106 bits and the
// exponent span of doubles is below 4300 bits, so MPFR at 4400 bits holds the result exactly).
double fma_exact_mpfr(double a, double b, double c, const Format& format, RoundingMode mode, std::uint64_t random) {
  mpfr_t x, y, z, r;
  mpfr_inits2(64, x, y, z, static_cast<mpfr_ptr>(nullptr));
  mpfr_init2(r, 4400);
  mpfr_set_d(x, a, MPFR_RNDN);
  mpfr_set_d(y, b, MPFR_RNDN);
  mpfr_set_d(z, c, MPFR_RNDN);
  mpfr_fma(r, x, y, z, MPFR_RNDN);
  const double out = format.is_fixed() ? round_reference(r, format.as_fixed(), mode, random)
                                       : round_reference(r, format.as_float(), mode, random, MpfrMethod::grid);
  mpfr_clears(x, y, z, r, static_cast<mpfr_ptr>(nullptr));
  return out;
}

}  // namespace

Arithmetic::Arithmetic(const Policy& policy)
    : policy_(policy),
      storage_(policy.storage, policy.rounding),
      acc_(policy.accumulator, policy.rounding),
      bits_(policy.rounding.seed) {
  storage_fast_ = storage_.kind() == FormatRounder::Kind::rne_fast;
  acc_fast_ = acc_.kind() == FormatRounder::Kind::rne_fast;
  dot_fast_products_ = acc_fast_ && storage_.exact_products();
}

double Arithmetic::fixed_exact(const FormatRounder& r, double a, double b, double c) {
  const std::uint64_t random = policy_.rounding.mode == RoundingMode::sr ? bits_.next() : 0;
  return fma_exact_mpfr(a, b, c, r.format(), policy_.rounding.mode, random);
}

double Arithmetic::add_slow(const FormatRounder& r, double a, double b) {
  const double s = zero_sign(a, b, a + b, policy_.rounding.mode);
  if (r.kind() == FormatRounder::Kind::native_fp64) return s;
  const double e = two_sum_error(a, b, s);
  // Sums of two fixed values are exact in double (I + F <= 52); operands of another format may not be.
  if (e != 0.0 && r.format().is_fixed()) return fixed_exact(r, a, 1.0, b);
  return r.round(s, sign_of(e), bits_);
}

double Arithmetic::mul_slow(const FormatRounder& r, double a, double b) {
  const double p = a * b;
  if (r.kind() == FormatRounder::Kind::native_fp64) return p;
  const double e = r.exact_products() ? 0.0 : std::fma(a, b, -p);
  // A fixed-point result of an inexact double product goes through MPFR: the sign of the error is
  // not enough there (a tie of the grid that is no double, stochastic rounding, wrapping).
  if (e != 0.0 && r.format().is_fixed()) return fixed_exact(r, a, b, 0.0);
  return r.round(p, sign_of(e), bits_);
}

double Arithmetic::fma_fused(const FormatRounder& r, double a, double b, double c) {
  return fused(r, a, b, c, r.exact_products());
}

double Arithmetic::fused(const FormatRounder& r, double a, double b, double c, bool exact_product) {
  if (r.kind() == FormatRounder::Kind::native_fp64) return std::fma(a, b, c);
  const double p = a * b;
  if (!exact_product && std::fma(a, b, -p) != 0.0) {
    const std::uint64_t random = policy_.rounding.mode == RoundingMode::sr ? bits_.next() : 0;
    return fma_exact_mpfr(a, b, c, r.format(), policy_.rounding.mode, random);
  }
  // p is exact, so p + c is the exact result; TwoSum gives its double and the sign of the rest
  // (for fixed point, an inexact sum goes through MPFR as in mul_slow).
  const double s = zero_sign(p, c, p + c, policy_.rounding.mode);
  const double e = two_sum_error(p, c, s);
  if (e != 0.0 && r.format().is_fixed()) return fixed_exact(r, a, b, c);
  return r.round(s, sign_of(e), bits_);
}

double Arithmetic::product_to_acc(double a, double b) {
  if (dot_fast_products_) return acc_.rne()(a * b);
  const double p = a * b;
  if (acc_.kind() == FormatRounder::Kind::native_fp64) return p;
  const double e = storage_.exact_products() ? 0.0 : std::fma(a, b, -p);
  if (e != 0.0 && acc_.format().is_fixed()) return fixed_exact(acc_, a, b, 0.0);
  return acc_.round(p, sign_of(e), bits_);
}

namespace {
// The columns [j0, j0 + W) of Arithmetic::columns under sequential_rne_dot: W independent chains.
template <std::size_t W>
void rne_column_block(const RneKernel& rne, const double* M, std::size_t in, std::size_t out, std::size_t j0,
                      const double* x, double* y, const double* start) {
  std::size_t i = start ? 0 : 1;
#if defined(__SSE2__)
  if constexpr (W % 2 == 0) {  // two columns per register
    constexpr std::size_t V = W / 2;
    __m128d s[V];
    const __m128d x0 = _mm_set1_pd(x[0]);
    for (std::size_t b = 0; b < V; ++b)
      s[b] = start ? _mm_loadu_pd(start + j0 + 2 * b) : rne(_mm_mul_pd(_mm_loadu_pd(M + j0 + 2 * b), x0));
    for (; i < in; ++i) {
      const __m128d xi = _mm_set1_pd(x[i]);
      const double* row = M + i * out + j0;
      for (std::size_t b = 0; b < V; ++b) s[b] = rne(_mm_add_pd(s[b], rne(_mm_mul_pd(_mm_loadu_pd(row + 2 * b), xi))));
    }
    for (std::size_t b = 0; b < V; ++b) _mm_storeu_pd(y + j0 + 2 * b, s[b]);
    return;
  }
#endif
  double s[W];
  for (std::size_t b = 0; b < W; ++b) s[b] = start ? start[j0 + b] : rne(M[j0 + b] * x[0]);
  for (; i < in; ++i) {
    const double xi = x[i];
    const double* row = M + i * out + j0;
    for (std::size_t b = 0; b < W; ++b) s[b] = rne(s[b] + rne(row[b] * xi));
  }
  for (std::size_t b = 0; b < W; ++b) y[j0 + b] = s[b];
}
}  // namespace

void Arithmetic::columns(const double* M, std::size_t in, std::size_t out, const double* x, double* y,
                         const double* start) {
  if (sequential_rne_dot()) {
    if (in == 0) {
      for (std::size_t j = 0; j < out; ++j) y[j] = start ? start[j] : 0.0;
      return;
    }
    const RneKernel& rne = acc_.rne();
    constexpr std::size_t W = 8;
    std::size_t j0 = detail::rne_columns_wide(rne, M, in, out, x, y, start);
    for (; j0 + W <= out; j0 += W) rne_column_block<W>(rne, M, in, out, j0, x, y, start);
    for (; j0 < out; ++j0) rne_column_block<1>(rne, M, in, out, j0, x, y, start);
    return;
  }
  if (start) throw Error("Arithmetic::columns: a start accumulator needs the sequential rne dot");
  column_.resize(in);
  for (std::size_t j = 0; j < out; ++j) {
    for (std::size_t i = 0; i < in; ++i) column_[i] = M[i * out + j];
    y[j] = dot(column_.data(), x, in);
  }
}

double Arithmetic::dot(const double* a, const double* b, std::size_t n) {
  if (n == 0) return 0.0;
  const bool exact = storage_.exact_products();
  if (policy_.order == SumOrder::sequential) {
    double s = product_to_acc(a[0], b[0]);
    if (policy_.fma) {
      for (std::size_t i = 1; i < n; ++i) s = fused(acc_, a[i], b[i], s, exact);
    } else if (dot_fast_products_) {
      const RneKernel& rne = acc_.rne();
      for (std::size_t i = 1; i < n; ++i) s = rne(s + rne(a[i] * b[i]));
    } else {
      for (std::size_t i = 1; i < n; ++i) s = acc_add(s, product_to_acc(a[i], b[i]));
    }
    return s;
  }
  std::vector<double> level;
  level.reserve(n);
  if (policy_.fma) {
    for (std::size_t j = 0; j + 1 < n; j += 2)
      level.push_back(fused(acc_, a[j + 1], b[j + 1], product_to_acc(a[j], b[j]), exact));
    if (n % 2) level.push_back(product_to_acc(a[n - 1], b[n - 1]));
  } else {
    for (std::size_t i = 0; i < n; ++i) level.push_back(product_to_acc(a[i], b[i]));
  }
  while (level.size() > 1) {
    const std::size_t k = level.size();
    std::size_t m = 0;
    for (std::size_t i = 0; i + 1 < k; i += 2) level[m++] = acc_add(level[i], level[i + 1]);
    if (k % 2) level[m++] = level[k - 1];
    level.resize(m);
  }
  return level[0];
}

}  // namespace lrnnc::precision
