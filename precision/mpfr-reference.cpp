#include "precision/mpfr-reference.hpp"

#include <cctype>
#include <charconv>
#include <cmath>
#include <limits>
#include <memory>

#include "common/error.hpp"
#include "common/printable.hpp"

namespace lrnnc::precision {

namespace {

// RAII for mpfr_t.
struct Mpfr {
  mpfr_t v;
  explicit Mpfr(mpfr_prec_t p) { mpfr_init2(v, p); }
  ~Mpfr() { mpfr_clear(v); }
  Mpfr(const Mpfr&) = delete;
  Mpfr& operator=(const Mpfr&) = delete;
};

// Saves and restores MPFR's global exponent range.
struct ExponentRange {
  mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
  ~ExponentRange() {
    mpfr_set_emin(emin);
    mpfr_set_emax(emax);
  }
};

double nan_value() { return std::numeric_limits<double>::quiet_NaN(); }

double overflow_result(const FloatFormat& f, RoundingMode mode, bool negative) {
  const double max = f.max_finite();
  if (f.overflow == Overflow::saturate) return negative ? -max : max;
  const bool toward_zero = mode == RoundingMode::rz || mode == RoundingMode::ro ||
                           (mode == RoundingMode::ru && negative) || (mode == RoundingMode::rd && !negative);
  if (toward_zero) return negative ? -max : max;
  if (f.overflow == Overflow::nan) return nan_value();
  return negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
}

mpfr_rnd_t to_mpfr(RoundingMode mode) {
  switch (mode) {
    case RoundingMode::rne: return MPFR_RNDN;
    case RoundingMode::rz: return MPFR_RNDZ;
    case RoundingMode::ru: return MPFR_RNDU;
    case RoundingMode::rd: return MPFR_RNDD;
    default: throw Error("MPFR has no native rounding for this mode");
  }
}

// x * 2^-q rounded to an integer by the mode, times 2^q, into `out` (precision >= what it needs).
void round_to_grid(mpfr_t out, mpfr_srcptr x, long q, RoundingMode mode, std::uint64_t random) {
  const bool negative = mpfr_signbit(x);
  Mpfr scaled(mpfr_get_prec(x));
  mpfr_mul_2si(scaled.v, x, -q, MPFR_RNDN);  // exact: only the exponent changes
  mpfr_abs(scaled.v, scaled.v, MPFR_RNDN);
  Mpfr t(mpfr_get_prec(x) + 2);
  mpfr_trunc(t.v, scaled.v);
  const bool inexact = !mpfr_equal_p(t.v, scaled.v);
  Mpfr half(mpfr_get_prec(t.v));
  mpfr_div_2ui(half.v, t.v, 1, MPFR_RNDN);  // exact
  const bool t_odd = !mpfr_integer_p(half.v);
  bool up = false;
  if (inexact) {
    Mpfr frac(mpfr_get_prec(x) + 2);
    mpfr_sub(frac.v, scaled.v, t.v, MPFR_RNDN);  // exact: in [0, 1)
    int vs_half = mpfr_cmp_d(frac.v, 0.5);
    switch (mode) {
      case RoundingMode::rne: up = vs_half > 0 || (vs_half == 0 && t_odd); break;
      case RoundingMode::rna: up = vs_half >= 0; break;
      case RoundingMode::rz: up = false; break;
      case RoundingMode::ru: up = !negative; break;
      case RoundingMode::rd: up = negative; break;
      case RoundingMode::ro: up = !t_odd; break;
      case RoundingMode::sr: {
        // floor(frac * 2^64) compared with the random bits, as round() does.
        Mpfr scaled64(mpfr_get_prec(x) + 70);
        mpfr_mul_2ui(scaled64.v, frac.v, 64, MPFR_RNDN);
        mpfr_floor(scaled64.v, scaled64.v);
        Mpfr r(80);
        mpfr_set_uj(r.v, random, MPFR_RNDN);
        up = mpfr_cmp(r.v, scaled64.v) < 0;
        break;
      }
    }
  }
  if (up) mpfr_add_ui(t.v, t.v, 1, MPFR_RNDN);
  mpfr_set_prec(out, mpfr_get_prec(t.v));
  mpfr_mul_2si(out, t.v, q, MPFR_RNDN);
  if (negative) mpfr_neg(out, out, MPFR_RNDN);
}

// IEEE exponent of a nonzero regular MPFR number: x = 1.f * 2^e. MPFR writes x = 0.1f * 2^E, so
// e = E - 1: MPFR's exponents are one above IEEE's.
long ieee_exponent(mpfr_srcptr x) { return static_cast<long>(mpfr_get_exp(x)) - 1; }

double finish(mpfr_srcptr y, const FloatFormat& f, RoundingMode mode, bool negative) {
  double d = mpfr_get_d(y, MPFR_RNDN);  // exact: y has at most 53 bits and a double's range
  if (std::fabs(d) > f.max_finite()) return overflow_result(f, mode, negative);
  if (d == 0.0) return negative ? -0.0 : 0.0;
  return d;
}

}  // namespace

double round_reference(mpfr_srcptr x, const FloatFormat& f, RoundingMode mode, std::uint64_t random,
                       MpfrMethod method) {
  if (mpfr_nan_p(x)) return nan_value();
  const bool negative = mpfr_signbit(x);
  if (mpfr_inf_p(x)) {
    if (f.has_infinity() && f.overflow == Overflow::infinity) return negative ? -INFINITY : INFINITY;
    return f.overflow == Overflow::saturate ? (negative ? -f.max_finite() : f.max_finite()) : nan_value();
  }
  if (mpfr_zero_p(x)) return negative ? -0.0 : 0.0;
  const int m = f.mantissa_bits;
  const bool native = method == MpfrMethod::native && (mode == RoundingMode::rne || mode == RoundingMode::rz ||
                                                       mode == RoundingMode::ru || mode == RoundingMode::rd);
  if (native && f.subnormals) {
    // The format's numbers are multiples of 2^(emin - m) with p = m + 1 significant bits. MPFR's
    // emin is the exponent (MPFR convention) of the smallest subnormal 2^(emin - m), i.e.
    // emin - m + 1; its emax is IEEE emax + 1 but we leave it unbounded and detect overflow
    // ourselves so that the Overflow option decides (see the header).
    ExponentRange saved;
    Mpfr y(m + 1);
    mpfr_set_emin(f.emin() - m + 1);
    mpfr_set_emax(mpfr_get_emax_max());
    int t = mpfr_set(y.v, x, to_mpfr(mode));
    t = mpfr_check_range(y.v, t, to_mpfr(mode));
    mpfr_subnormalize(y.v, t, to_mpfr(mode));
    return finish(y.v, f, mode, negative);
  }
  if (native) {
    // No subnormals: MPFR's own underflow rule (0 or the smallest normal 2^emin by the mode).
    ExponentRange saved;
    Mpfr y(m + 1);
    mpfr_set_emin(f.emin() + 1);
    mpfr_set_emax(mpfr_get_emax_max());
    int t = mpfr_set(y.v, x, to_mpfr(mode));
    mpfr_check_range(y.v, t, to_mpfr(mode));
    return finish(y.v, f, mode, negative);
  }
  const long e = ieee_exponent(x);
  const long q = e >= f.emin() ? e - m : f.subnormals ? f.emin() - m : f.emin();
  Mpfr y(2);
  round_to_grid(y.v, x, q, mode, random);
  return finish(y.v, f, mode, negative);
}

double round_reference(mpfr_srcptr x, const FixedFormat& f, RoundingMode mode, std::uint64_t random) {
  if (mpfr_nan_p(x)) return nan_value();
  if (mpfr_inf_p(x)) {
    if (f.wrap) return nan_value();
    return mpfr_signbit(x) ? f.min_value() : f.max_value();
  }
  if (mpfr_zero_p(x)) return 0.0;
  Mpfr y(2);
  round_to_grid(y.v, x, -f.fraction_bits, mode, random);
  if (mpfr_zero_p(y.v)) return 0.0;
  // Range: saturate, or wrap modulo 2^(I+1) (exact in MPFR with enough precision).
  Mpfr lo(64), hi(64);
  mpfr_set_d(lo.v, f.min_value(), MPFR_RNDN);
  mpfr_set_d(hi.v, f.max_value(), MPFR_RNDN);
  if (mpfr_cmp(y.v, hi.v) > 0 || mpfr_cmp(y.v, lo.v) < 0) {
    if (!f.wrap) return mpfr_cmp(y.v, hi.v) > 0 ? f.max_value() : f.min_value();
    // The remainder of y (a multiple of 2^-F) by 2^(I+1) has at most I+1+F bits: exact in w; y - lo
    // would not be for y of more bits than y's precision allows (y = 1e20 in q3.12).
    Mpfr span(64), w(f.integer_bits + f.fraction_bits + 64);
    mpfr_set_ui_2exp(span.v, 1, f.integer_bits + 1, MPFR_RNDN);
    mpfr_fmod(w.v, y.v, span.v, MPFR_RNDN);
    if (mpfr_cmp(w.v, lo.v) < 0)
      mpfr_add(w.v, w.v, span.v, MPFR_RNDN);
    else if (mpfr_cmp(w.v, hi.v) > 0)
      mpfr_sub(w.v, w.v, span.v, MPFR_RNDN);
    double d = mpfr_get_d(w.v, MPFR_RNDN);
    return d == 0.0 ? 0.0 : d;
  }
  return mpfr_get_d(y.v, MPFR_RNDN);
}

namespace {

// round_decimal for an MPFR format: MPFR's own reading at the format's precision and range.
RoundedValue round_decimal_mpfr(const std::string& s, const MpfrFormat& mf, const Rounding& rounding) {
  if (rounding.mode != RoundingMode::rne && rounding.mode != RoundingMode::rz && rounding.mode != RoundingMode::ru &&
      rounding.mode != RoundingMode::rd)
    throw Error("MPFR formats take rne, rz, ru or rd, found " + to_string(rounding));
  ExponentRange saved;
  if (mf.emin) {
    mpfr_set_emin(*mf.emin + 1);
    mpfr_set_emax(*mf.emax + 1);
  }
  Mpfr y(mf.precision);
  int t = mpfr_strtofr(y.v, s.c_str(), nullptr, 0, to_mpfr(rounding.mode));
  mpfr_check_range(y.v, t, to_mpfr(rounding.mode));
  RoundedValue out;
  out.value = mpfr_get_d(y.v, MPFR_RNDN);
  char* str = nullptr;
  mpfr_asprintf(&str, "%.*Rg", static_cast<int>(mf.precision * 0.30103) + 2, y.v);
  out.decimal = str;
  mpfr_free_str(str);
  return out;
}

// x holds `s` truncated toward zero at `work` bits, and the truncation was inexact: moves x
// strictly between the truncation and the next number of work+8 bits away from zero, so that
// every rounding sees "strictly between" (x's precision becomes work+9).
void nudge_inexact(Mpfr& x, const std::string& s, mpfr_prec_t work) {
  Mpfr bigger(work + 8);
  mpfr_set(bigger.v, x.v, MPFR_RNDN);
  mpfr_nextabove(bigger.v);  // RNDZ truncated toward zero: the exact value is further from zero
  if (mpfr_signbit(x.v)) {
    mpfr_set(bigger.v, x.v, MPFR_RNDN);
    mpfr_nextbelow(bigger.v);
  }
  // Half-way between the truncation and the next number at work+8 bits: strictly inside.
  mpfr_set_prec(x.v, work + 8);
  mpfr_strtofr(x.v, s.c_str(), nullptr, 0, MPFR_RNDZ);
  Mpfr mid(work + 9);
  mpfr_add(mid.v, x.v, bigger.v, MPFR_RNDN);
  mpfr_div_2ui(mid.v, mid.v, 1, MPFR_RNDN);
  mpfr_swap(x.v, mid.v);
}

// A finite string beyond MPFR's own exponent range reads as 0 or inf; any finite number far
// outside every float/fixed format, with its sign, rounds the same as the true value: 2^(-+2^20).
void replace_beyond_range(Mpfr& x) {
  const bool negative = mpfr_signbit(x.v);
  mpfr_set_ui_2exp(x.v, 1, mpfr_zero_p(x.v) ? -(1L << 20) : (1L << 20), MPFR_RNDN);
  if (negative) mpfr_neg(x.v, x.v, MPFR_RNDN);
}

}  // namespace

RoundedValue round_decimal(std::string_view text, const Format& format, const Rounding& rounding,
                           std::uint64_t random) {
  std::string s(text);
  // Enough bits to hold the decimal exactly when it is a dyadic number of reasonable size; when it
  // is not (0.1), the value is read with RNDZ at high precision and the ternary value keeps the
  // information "strictly above", which the grid rounding below treats as a sticky bit.
  const mpfr_prec_t work = 4096;
  Mpfr x(work);
  char* end = nullptr;
  int ternary = mpfr_strtofr(x.v, s.c_str(), &end, 0, MPFR_RNDZ);
  // strtofr skips leading white space; trailing white space is an error, so leading is one too.
  if (s.empty() || std::isspace(static_cast<unsigned char>(s[0])) || end != s.c_str() + s.size())
    throw Error("'" + printable(s) + "' is not a number (expected a decimal like 0.1, -3e5, 0x1p-3, inf or nan)");
  if (format.is_mpfr()) return round_decimal_mpfr(s, format.as_mpfr(), rounding);
  if (ternary != 0 && mpfr_regular_p(x.v)) nudge_inexact(x, s, work);
  if (ternary != 0 && (mpfr_zero_p(x.v) || mpfr_inf_p(x.v))) replace_beyond_range(x);
  RoundedValue out;
  if (format.is_fixed()) {
    out.value = round_reference(x.v, format.as_fixed(), rounding.mode, random);
  } else {
    out.value = round_reference(x.v, format.as_float(), rounding.mode, random,
                                rounding.mode == RoundingMode::rne || rounding.mode == RoundingMode::rz ||
                                        rounding.mode == RoundingMode::ru || rounding.mode == RoundingMode::rd
                                    ? MpfrMethod::native
                                    : MpfrMethod::grid);
  }
  char buf[64];
  auto [ptr, ec] = std::to_chars(buf, buf + sizeof buf, out.value);
  out.decimal = ec == std::errc() ? std::string(buf, ptr) : std::to_string(out.value);
  return out;
}

}  // namespace lrnnc::precision
