#include "precision/format.hpp"

#include <cmath>
#include <vector>

#include "common/error.hpp"
#include "common/parse-integer.hpp"
#include "common/printable.hpp"

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

std::string fixed_width_limit_text() {
  return "fixed point is limited to I + F <= " + std::to_string(kMaxFixedBits) +
         " bits (values, sums and the maximum are exact in double; wider formats are not supported)";
}

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
  throw Error("format '" + printable(text) + "': " + why);
}

template <class T>
T integer(std::string_view text, std::string_view digits, T lo, T hi, const char* what) {
  try {
    return parse_integer_in<T>(digits, lo, hi, what);
  } catch (const Error& e) {
    bad(text, e.what());
  }
}

const char* kExpected =
    "expected fp64, fp32, tf32, fp16, bf16, e4m3, e5m2, float:eEmM, fixed:qI.F or mpfr:P (options :sat, :inf, "
    ":nan, :nosub, :sub, :fn, :ieee, :wrap)";

Format parse_float(std::string_view text, FloatFormat f, const std::vector<std::string_view>& options) {
  bool overflow_set = false, subnormals_set = false, encoding_set = false;
  auto once = [&](bool& set, const char* group) {
    if (set) bad(text, std::string("more than one ") + group + " option");
    set = true;
  };
  for (std::string_view o : options) {
    if (o == "nosub" || o == "sub") {
      once(subnormals_set, "subnormal (sub, nosub)");
      f.subnormals = o == "sub";
    } else if (o == "sat" || o == "inf" || o == "nan") {
      once(overflow_set, "overflow (sat, inf, nan)");
      f.overflow = o == "sat" ? Overflow::saturate : o == "inf" ? Overflow::infinity : Overflow::nan;
    } else if (o == "fn" || o == "ieee") {
      once(encoding_set, "encoding (fn, ieee)");
      f.encoding = o == "fn" ? Encoding::fn : Encoding::ieee;
      if (o == "fn" && !overflow_set) f.overflow = Overflow::nan;
    } else {
      bad(text, "unknown option ':" + printable(o) + "', expected sat, inf, nan, nosub, sub, fn or ieee");
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
    if (em.empty() || em[0] != 'e' || mpos == std::string_view::npos)
      bad(text, "expected eEmM after float:, e.g. e5m10, found '" + printable(em) + "'");
    const int e = integer(text, em.substr(1, mpos - 1), 2, 11, "the exponent width E");
    const int m = integer(text, em.substr(mpos + 1), 1, 52, "the mantissa width M");
    FloatFormat f{e, m};
    return parse_float(text, f, std::vector<std::string_view>(rest.begin() + 1, rest.end()));
  }
  if (head == "fixed") {
    if (rest.empty() || rest[0].size() < 2 || rest[0][0] != 'q') bad(text, "expected fixed:qI.F, e.g. fixed:q3.12");
    std::string_view qf = rest[0].substr(1);
    std::size_t dot = qf.find('.');
    if (dot == std::string_view::npos) bad(text, "expected fixed:qI.F, e.g. fixed:q3.12");
    // Two well-formed widths whose sum passes the cap: the cap and why, before either range.
    std::uint32_t wide_i = 0, wide_f = 0;
    if (parse_integer(qf.substr(0, dot), wide_i) == IntegerSyntax::ok &&
        parse_integer(qf.substr(dot + 1), wide_f) == IntegerSyntax::ok &&
        std::uint64_t{wide_i} + wide_f > kMaxFixedBits)
      bad(text, fixed_width_limit_text() + ", found I + F = " + std::to_string(std::uint64_t{wide_i} + wide_f));
    const int i = integer(text, qf.substr(0, dot), 0, kMaxFixedBits, "the integer bits I");
    const int f = integer(text, qf.substr(dot + 1), 0, kMaxFixedBits, "the fraction bits F");
    if (i + f == 0) bad(text, "fixed point needs at least one integer or fraction bit");
    FixedFormat fx{i, f, false};
    if (rest.size() > 2)
      bad(text, "more than one fixed-point option, expected fixed:qI.F, fixed:qI.F:wrap or fixed:qI.F:sat");
    if (rest.size() == 2) {
      if (rest[1] == "wrap")
        fx.wrap = true;
      else if (rest[1] == "sat")
        fx.wrap = false;
      else
        bad(text, "unknown fixed-point option ':" + printable(rest[1]) + "', expected wrap or sat");
    }
    return Format{fx};
  }
  if (head == "mpfr") {
    if (rest.empty()) bad(text, "expected mpfr:P, e.g. mpfr:256");
    const long p = integer(text, rest[0], 2L, 1L << 20, "the MPFR precision P");
    MpfrFormat mf{p, std::nullopt, std::nullopt};
    if (rest.size() == 3) {
      mf.emin = integer(text, rest[1], -(1L << 30), 1L << 30, "EMIN");
      mf.emax = integer(text, rest[2], -(1L << 30), 1L << 30, "EMAX");
      if (*mf.emin > *mf.emax)
        bad(text, "EMIN must not exceed EMAX, found " + std::to_string(*mf.emin) + " > " + std::to_string(*mf.emax));
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
    if (f.emin) {  // appended piece by piece: g++ 12 warns (-Wrestrict, falsely) on ":" + to_string(...)
      s += ':';
      s += std::to_string(*f.emin);
      s += ':';
      s += std::to_string(*f.emax);
    }
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
