#include "precision/format.hpp"

#include <charconv>
#include <cmath>
#include <vector>

#include "common/error.hpp"

namespace lrnnc::precision {

double FloatFormat::max_finite() const {
  // FN encodings reserve the all-ones mantissa of the top exponent for NaN.
  const int top_mantissa_steps = encoding == Encoding::fn ? 2 : 1;
  return std::ldexp(2.0 - std::ldexp(static_cast<double>(top_mantissa_steps), -mantissa_bits), emax());
}
double FloatFormat::min_normal() const { return std::ldexp(1.0, emin()); }
double FloatFormat::min_subnormal() const {
  return subnormals ? std::ldexp(1.0, emin() - mantissa_bits) : min_normal();
}
double FloatFormat::epsilon() const { return std::ldexp(1.0, -mantissa_bits); }
double FloatFormat::unit_roundoff() const { return std::ldexp(1.0, -mantissa_bits - 1); }

double FixedFormat::quantum() const { return std::ldexp(1.0, -fraction_bits); }
double FixedFormat::max_value() const { return std::ldexp(1.0, integer_bits) - quantum(); }
double FixedFormat::min_value() const { return -std::ldexp(1.0, integer_bits); }

FloatFormat fp64() { return {11, 52}; }
FloatFormat fp32() { return {8, 23}; }
FloatFormat tf32() { return {8, 10}; }
FloatFormat fp16() { return {5, 10}; }
FloatFormat bf16() { return {8, 7}; }
FloatFormat e4m3() { return {4, 3, true, Overflow::nan, Encoding::fn}; }
FloatFormat e5m2() { return {5, 2}; }

namespace {

struct Preset {
  const char* name;
  FloatFormat (*make)();
};
constexpr Preset kPresets[] = {{"fp64", fp64}, {"fp32", fp32}, {"tf32", tf32}, {"fp16", fp16},
                               {"bf16", bf16}, {"e4m3", e4m3}, {"e5m2", e5m2}};

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  while (true) {
    std::size_t i = s.find(sep, start);
    parts.push_back(s.substr(start, i == std::string_view::npos ? s.npos : i - start));
    if (i == std::string_view::npos) return parts;
    start = i + 1;
  }
}

[[noreturn]] void bad(std::string_view text, const std::string& why) {
  throw Error("format '" + std::string(text) + "': " + why);
}

long parse_long(std::string_view text, std::string_view digits, const char* what) {
  long value = 0;
  const char* end = digits.data() + digits.size();
  auto [ptr, ec] = std::from_chars(digits.data(), end, value);
  if (digits.empty() || ec != std::errc() || ptr != end)
    bad(text, std::string("expected an integer for ") + what + ", found '" + std::string(digits) + "'");
  return value;
}

const char* kExpected =
    "expected fp64, fp32, tf32, fp16, bf16, e4m3, e5m2, float:eEmM, fixed:qI.F or mpfr:P (options :sat, :inf, "
    ":nan, :nosub, :fn, :wrap)";

Format parse_float(std::string_view text, FloatFormat f, const std::vector<std::string_view>& options) {
  bool overflow_set = false;
  for (std::string_view o : options) {
    if (o == "nosub") {
      f.subnormals = false;
    } else if (o == "sub") {
      f.subnormals = true;
    } else if (o == "sat" || o == "inf" || o == "nan") {
      if (overflow_set) bad(text, "more than one overflow option");
      overflow_set = true;
      f.overflow = o == "sat" ? Overflow::saturate : o == "inf" ? Overflow::infinity : Overflow::nan;
    } else if (o == "fn") {
      f.encoding = Encoding::fn;
      if (!overflow_set) f.overflow = Overflow::nan;
    } else if (o == "ieee") {
      f.encoding = Encoding::ieee;
    } else {
      bad(text, "unknown option ':" + std::string(o) + "', expected sat, inf, nan, nosub or fn");
    }
  }
  if (f.encoding == Encoding::fn && f.overflow == Overflow::infinity)
    bad(text, "an FN encoding has no infinity: overflow must be nan or sat");
  // FN moves the top binade to 2^(bias+1) = 2^1024 for 11 exponent bits: not a double.
  if (f.encoding == Encoding::fn && f.exponent_bits > 10)
    bad(text, "an FN encoding needs at most 10 exponent bits (its largest numbers must be doubles), found " +
                  std::to_string(f.exponent_bits));
  return Format{f};
}

}  // namespace

Format parse_format(std::string_view text) {
  std::vector<std::string_view> parts = split(text, ':');
  std::string_view head = parts[0];
  std::vector<std::string_view> rest(parts.begin() + 1, parts.end());
  for (const Preset& p : kPresets)
    if (head == p.name) return parse_float(text, p.make(), rest);
  if (head == "float") {
    if (rest.empty()) bad(text, "expected float:eEmM, e.g. float:e5m10");
    std::string_view em = rest[0];
    std::size_t mpos = em.find('m');
    if (em.size() < 4 || em[0] != 'e' || mpos == std::string_view::npos)
      bad(text, "expected eEmM after float:, e.g. e5m10, found '" + std::string(em) + "'");
    long e = parse_long(text, em.substr(1, mpos - 1), "the exponent width");
    long m = parse_long(text, em.substr(mpos + 1), "the mantissa width");
    if (e < 2 || e > 11) bad(text, "exponent width must be in [2, 11], found " + std::to_string(e));
    if (m < 1 || m > 52) bad(text, "mantissa width must be in [1, 52], found " + std::to_string(m));
    FloatFormat f{static_cast<int>(e), static_cast<int>(m)};
    return parse_float(text, f, std::vector<std::string_view>(rest.begin() + 1, rest.end()));
  }
  if (head == "fixed") {
    if (rest.empty() || rest[0].size() < 2 || rest[0][0] != 'q')
      bad(text, "expected fixed:qI.F, e.g. fixed:q3.12");
    std::string_view qf = rest[0].substr(1);
    std::size_t dot = qf.find('.');
    if (dot == std::string_view::npos) bad(text, "expected fixed:qI.F, e.g. fixed:q3.12");
    long i = parse_long(text, qf.substr(0, dot), "the integer bits");
    long f = parse_long(text, qf.substr(dot + 1), "the fraction bits");
    if (i < 0 || f < 0) bad(text, "fixed-point widths must be non-negative");
    if (1 + i + f > 62) bad(text, "fixed point needs 1 + I + F <= 62 bits, found " + std::to_string(1 + i + f));
    if (i + f == 0) bad(text, "fixed point needs at least one integer or fraction bit");
    FixedFormat fx{static_cast<int>(i), static_cast<int>(f), false};
    for (std::size_t k = 1; k < rest.size(); ++k) {
      if (rest[k] == "wrap") fx.wrap = true;
      else if (rest[k] == "sat") fx.wrap = false;
      else bad(text, "unknown fixed-point option ':" + std::string(rest[k]) + "', expected wrap or sat");
    }
    return Format{fx};
  }
  if (head == "mpfr") {
    if (rest.empty()) bad(text, "expected mpfr:P, e.g. mpfr:256");
    long p = parse_long(text, rest[0], "the precision");
    if (p < 2 || p > (1L << 20)) bad(text, "MPFR precision must be in [2, 1048576], found " + std::to_string(p));
    MpfrFormat mf{p, std::nullopt, std::nullopt};
    if (rest.size() == 3) {
      mf.emin = parse_long(text, rest[1], "EMIN");
      mf.emax = parse_long(text, rest[2], "EMAX");
      if (*mf.emin > *mf.emax) bad(text, "EMIN must not exceed EMAX");
      if (*mf.emin < -(1L << 30) || *mf.emax > (1L << 30)) bad(text, "exponent range must lie in [-2^30, 2^30]");
    } else if (rest.size() != 1) {
      bad(text, "expected mpfr:P or mpfr:P:EMIN:EMAX");
    }
    return Format{mf};
  }
  bad(text, kExpected);
}

std::string to_string(const Format& format) {
  if (format.is_fixed()) {
    const FixedFormat& f = format.as_fixed();
    return "fixed:q" + std::to_string(f.integer_bits) + "." + std::to_string(f.fraction_bits) + (f.wrap ? ":wrap" : "");
  }
  if (format.is_mpfr()) {
    const MpfrFormat& f = format.as_mpfr();
    std::string s = "mpfr:" + std::to_string(f.precision);
    if (f.emin) s += ":" + std::to_string(*f.emin) + ":" + std::to_string(*f.emax);
    return s;
  }
  const FloatFormat& f = format.as_float();
  for (const Preset& p : kPresets)
    if (p.make() == f) return p.name;
  // The nearest preset with the same widths and encoding, plus options; else float:eEmM.
  std::string base = "float:e" + std::to_string(f.exponent_bits) + "m" + std::to_string(f.mantissa_bits);
  FloatFormat plain{f.exponent_bits, f.mantissa_bits};
  for (const Preset& p : kPresets) {
    FloatFormat q = p.make();
    if (q.exponent_bits == f.exponent_bits && q.mantissa_bits == f.mantissa_bits && q.encoding == f.encoding) {
      base = p.name;
      plain = q;
    }
  }
  if (f.encoding != plain.encoding) base += ":fn";
  if (f.overflow != plain.overflow)
    base += f.overflow == Overflow::saturate ? ":sat" : f.overflow == Overflow::nan ? ":nan" : ":inf";
  if (!f.subnormals) base += ":nosub";
  return base;
}

}  // namespace lrnnc::precision
