// Fuzz target for the precision strings and the evaluation order. Input without a newline: the
// text is read by parse_format, parse_policy, parse_rounding and lrnn::parse_order. Input
// "FORMAT\nVALUE": VALUE is rounded to the format by round_decimal (the reader of `lrnnc format`)
// under every mode the format takes, and to fp64 and fp32 under rne.
// Bad input must end in lrnnc::Error with a one-line message. Text that parses must print
// (to_string) to text that parses to the same value, printing must be idempotent, rounding modes
// and evaluation orders only parse in their canonical spelling, a format's parameters must be
// sane, and an Arithmetic built for it must round a rounded value to itself. Rounded values:
// every mode gives rd or ru (rd <= ru) unless the format wraps, the result is a value of the
// format (its exact hex form rounds to itself), and fp64/fp32 under rne agree with strtod/strtof
// wherever both accept the (non-hexadecimal) text.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/error.hpp"
#include "lrnn/simulate.hpp"
#include "precision/arithmetic.hpp"
#include "precision/format.hpp"
#include "precision/mpfr-reference.hpp"
#include "precision/policy.hpp"
#include "precision/rounding-mode.hpp"

using namespace lrnnc::precision;

namespace {

[[noreturn]] void fail(const char* what, std::string_view text) {
  std::fprintf(stderr, "fuzz-policy: %s\n%s\n", what, std::string(text).c_str());
  std::abort();
}

// An expected error: one non-empty line of reasonable length.
void check_message(const lrnnc::Error& e, std::string_view text) {
  const std::string_view m = e.what();
  if (m.empty() || m.size() > 1500 || m.find_first_of("\n\r") != std::string_view::npos)
    fail("error message is not one short line", std::string(m) + "\n(input) " + std::string(text));
}

bool same_double(double a, double b) { return (std::isnan(a) && std::isnan(b)) || std::memcmp(&a, &b, sizeof a) == 0; }

void check_format(const Format& f, std::string_view text) {
  const std::string printed = to_string(f);
  Format back;
  try {
    back = parse_format(printed);
  } catch (const lrnnc::Error& e) {
    fail(e.what(), printed);
  }
  if (!(back == f)) fail("format round trip changed the value", printed);
  if (to_string(back) != printed) fail("format printing is not idempotent", printed);
  if (f.is_float()) {
    const FloatFormat& x = f.as_float();
    const bool ok = x.exponent_bits >= 2 && x.exponent_bits <= 11 && x.mantissa_bits >= 1 && x.mantissa_bits <= 52 &&
                    x.bits() <= 64 && std::isfinite(x.max_finite()) && x.max_finite() > 1 && x.min_normal() > 0 &&
                    x.min_normal() <= 1 && x.min_subnormal() > 0 && x.min_subnormal() <= x.min_normal() &&
                    x.epsilon() == std::ldexp(1.0, -x.mantissa_bits) && x.unit_roundoff() == x.epsilon() / 2 &&
                    !(x.encoding == Encoding::fn && x.overflow == Overflow::infinity);
    if (!ok) fail("float format parameters are not sane", text);
  } else if (f.is_fixed()) {
    const FixedFormat& x = f.as_fixed();
    const bool ok = x.integer_bits >= 0 && x.fraction_bits >= 0 && x.bits() >= 2 &&
                    x.integer_bits + x.fraction_bits <= kMaxFixedBits && x.quantum() > 0 &&
                    x.max_value() >= x.quantum() && x.min_value() < 0 &&
                    x.max_value() - x.min_value() + x.quantum() == std::ldexp(1.0, x.integer_bits + 1);
    if (!ok) fail("fixed format parameters are not sane", text);
  } else {
    const MpfrFormat& x = f.as_mpfr();
    const bool ok = x.precision >= 2 && x.precision <= (1L << 20) && x.emin.has_value() == x.emax.has_value() &&
                    (!x.emin || (*x.emin <= *x.emax && *x.emin >= -(1L << 30) && *x.emax <= (1L << 30)));
    if (!ok) fail("MPFR format parameters are not sane", text);
    return;
  }
  // The emulation either refuses the format with an Error or rounds its own values to themselves.
  try {
    Policy p;
    p.storage = p.accumulator = f;
    Arithmetic a(p);
    for (double v : {1.0 / 3.0, -2.5, 1e-30, 7e300, 0.0}) {
      const double x = a.to_storage(v);
      if (!same_double(a.to_storage(x), x)) fail("Arithmetic: rounding a stored value changed it", text);
    }
  } catch (const lrnnc::Error& e) {
    check_message(e, text);
  }
}

void check_policy(const Policy& p) {
  const std::string printed = to_string(p);
  Policy back;
  try {
    back = parse_policy(printed);
  } catch (const lrnnc::Error& e) {
    fail(e.what(), printed);
  }
  if (!(back == p)) fail("policy round trip changed the value", printed);
  if (to_string(back) != printed) fail("policy printing is not idempotent", printed);
}

void strings(std::string_view text) {
  try {
    check_format(parse_format(text), text);
  } catch (const lrnnc::Error& e) {
    check_message(e, text);
  }
  try {
    check_policy(parse_policy(text));
  } catch (const lrnnc::Error& e) {
    check_message(e, text);
  }
  try {
    const Rounding r = parse_rounding(text);
    if (to_string(r) != text) fail("a rounding mode parsed from a spelling that is not its own", text);
  } catch (const lrnnc::Error& e) {
    check_message(e, text);
  }
  try {
    const lrnnc::lrnn::EvalOrder o = lrnnc::lrnn::parse_order(text);
    if (lrnnc::lrnn::to_string(o) != text) fail("an evaluation order parsed from a spelling that is not its own", text);
    if (o.kind == lrnnc::lrnn::OrderKind::chunked && o.chunk == 0) fail("chunked:0 accepted", text);
  } catch (const lrnnc::Error& e) {
    check_message(e, text);
  }
}

// round_decimal, or nullopt with the message checked.
std::optional<double> rounded(std::string_view value, const Format& f, const Rounding& r, std::uint64_t random,
                              std::string_view input) {
  try {
    return round_decimal(value, f, r, random).value;
  } catch (const lrnnc::Error& e) {
    check_message(e, input);
    return std::nullopt;
  }
}

void values(std::string_view format_text, std::string_view value, std::string_view input) {
  // fp64 / fp32 under rne against the C library's correctly rounded readers, for decimal text
  // only: glibc 2.36's strtod and strtof round some hexadecimal subnormals wrongly (they drop the
  // sticky bits: "0x1.ff0191p-130" gives the float 0x000ff80c, the exact value is 0xff80c +
  // 17/32 quanta, so 0x000ff80d; see crash-strtof-hex-subnormal and test-hostile-strings.cpp).
  const std::string v(value);
  if (!v.empty() && v.find('\0') == std::string::npos && v.find_first_of("xX") == std::string::npos) {
    char* end = nullptr;
    const double d = std::strtod(v.c_str(), &end);
    const bool c_reads = end == v.c_str() + v.size() && !std::isspace(static_cast<unsigned char>(v[0]));
    const float fl = std::strtof(v.c_str(), &end);
    if (const auto r = rounded(value, Format{fp64()}, Rounding{}, 0, input); r && c_reads && !same_double(*r, d))
      fail("fp64 rne differs from strtod", input);
    if (const auto r = rounded(value, Format{fp32()}, Rounding{}, 0, input);
        r && c_reads && !same_double(*r, static_cast<double>(fl)))
      fail("fp32 rne differs from strtof", input);
  }
  Format f;
  try {
    f = parse_format(format_text);
  } catch (const lrnnc::Error& e) {
    check_message(e, input);
    return;
  }
  std::vector<Rounding> modes{{RoundingMode::rd}, {RoundingMode::ru}, {RoundingMode::rne}, {RoundingMode::rz}};
  if (!f.is_mpfr())
    for (RoundingMode m : {RoundingMode::rna, RoundingMode::ro, RoundingMode::sr}) modes.push_back({m, 1});
  std::vector<std::optional<double>> out;
  for (const Rounding& r : modes) out.push_back(rounded(value, f, r, RandomBits(r.seed).next(), input));
  for (const auto& o : out)
    if (o.has_value() != out[0].has_value()) fail("a value is a number under one rounding mode but not another", input);
  if (!out[0]) return;
  const double lo = *out[0], hi = *out[1];
  const bool wraps = f.is_fixed() && f.as_fixed().wrap;
  if (!wraps && !std::isnan(lo) && !std::isnan(hi)) {
    if (!(lo <= hi)) fail("rd above ru", input);
    for (std::size_t i = 2; i < out.size(); ++i)
      if (!std::isnan(*out[i]) && !(*out[i] == lo || *out[i] == hi)) fail("a rounding is neither rd nor ru", input);
  }
  if (f.is_mpfr()) return;
  for (const auto& o : out) {
    if (std::isnan(*o)) continue;
    char hex[64];
    std::snprintf(hex, sizeof hex, "%a", *o);
    for (const Rounding& r : {Rounding{RoundingMode::rne}, Rounding{RoundingMode::rd}}) {
      const auto again = rounded(hex, f, r, 0, input);
      if (!again || !same_double(*again, *o)) fail("a rounded value is not a value of its format", input);
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (const auto nl = text.find('\n'); nl != std::string_view::npos)
    values(text.substr(0, nl), text.substr(nl + 1), text);
  else
    strings(text);
  return 0;
}
