// lrnnc format FORMAT [VALUE...] [--rounding MODE] [--json]
// Prints a number format's parameters and, for each VALUE (a decimal string), the value rounded
// once to the format from its exact decimal (MPFR, precision/mpfr-reference.hpp) and its bit
// pattern: under every deterministic rounding mode, or only under --rounding (sr:SEED only when
// asked for).
//
// Parameters per kind of format (text and JSON):
//   float  bits, max_finite, min_normal, min_subnormal (= min_normal with :nosub), epsilon
//          (2^-m, the gap above 1), unit_roundoff (2^-(m+1)); "bits" of a value: the encoding
//          as hex ("0x7c00") for formats of at most 32 bits, absent above.
//   fixed  bits = 1 + I + F, max_finite = 2^I - 2^-F, min_normal = null (no normal/subnormal
//          distinction), min_subnormal = the quantum 2^-F (the smallest positive value),
//          epsilon = the quantum (the gap between neighbours everywhere), unit_roundoff = null
//          (the rounding error is absolute, quantum/2, not relative); "bits" of a value: its
//          two's complement pattern of 1 + I + F bits as hex.
//   mpfr   bits = P (precision; JSON "precision" too), max_finite/min_normal from the exponent
//          range when one is given and fits a double (else null; above 53 bits max_finite is the
//          largest double below it), min_subnormal = null (no subnormals), epsilon =
//          2^(1-P), unit_roundoff = 2^-P; values: "value" is the nearest double and "decimal"
//          the MPFR digits; no "bits". MPFR formats take rne, rz, ru, rd.
// Values: "value" is a number, or the strings "inf", "-inf", "nan".
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "common/error.hpp"
#include "precision/format.hpp"
#include "precision/mpfr-reference.hpp"
#include "precision/round-kernels.hpp"
#include "precision/rounding-mode.hpp"
#include "tools/cli-values.hpp"
#include "tools/commands.hpp"
#include "tools/text-output.hpp"

namespace lrnnc::tools {

namespace {

using namespace lrnnc::precision;

struct FormatOptions {
  std::string format;
  std::vector<std::string> values;
  std::string rounding;
  bool json = false;
};

struct Row {
  std::string input, rounding;
  RoundedValue rounded;
  std::optional<std::uint32_t> bits;
};

// Shortest decimal that reads back to the double (C++17 to_chars round trip via %.17g fallback).
std::string number_text(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  for (int digits = 1; digits <= 17; ++digits) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*g", digits, v);
    if (std::strtod(buf, nullptr) == v) return buf;
  }
  return std::to_string(v);
}

std::string hex(std::uint64_t bits, int width_bits) {
  std::ostringstream s;
  s << "0x" << std::hex << std::setfill('0') << std::setw((width_bits + 3) / 4) << bits;
  return s.str();
}

int width_of(const Format& f) {
  if (f.is_float()) return f.as_float().bits();
  if (f.is_fixed()) return f.as_fixed().bits();
  return static_cast<int>(f.as_mpfr().precision);
}

std::optional<std::uint32_t> bits_of(double v, const Format& f) {
  if (f.is_float()) {
    if (f.as_float().bits() > 32) return std::nullopt;
    return encode(v, f.as_float());
  }
  if (f.is_fixed()) {
    const FixedFormat& x = f.as_fixed();
    if (x.bits() > 32 || std::isnan(v)) return std::nullopt;
    const auto steps = static_cast<std::int64_t>(std::ldexp(v, x.fraction_bits));  // exact
    return static_cast<std::uint32_t>(static_cast<std::uint64_t>(steps) & ((std::uint64_t{1} << x.bits()) - 1));
  }
  return std::nullopt;
}

struct Parameters {
  std::optional<double> max_finite, min_normal, min_subnormal, epsilon, unit_roundoff;
};

Parameters parameters_of(const Format& f) {
  Parameters p;
  if (f.is_float()) {
    const FloatFormat& x = f.as_float();
    p = {x.max_finite(), x.min_normal(), x.min_subnormal(), x.epsilon(), x.unit_roundoff()};
  } else if (f.is_fixed()) {
    const FixedFormat& x = f.as_fixed();
    p = {x.max_value(), std::nullopt, x.quantum(), x.quantum(), std::nullopt};
  } else {
    const MpfrFormat& x = f.as_mpfr();
    p.epsilon = std::ldexp(1.0, static_cast<int>(1 - x.precision));
    p.unit_roundoff = std::ldexp(1.0, static_cast<int>(-x.precision));
    if (x.emin && x.emax && *x.emax < 1023 && *x.emin > -1022) {
      // (2 - 2^(1-P)) 2^EMAX; above 53 bits, the largest double below it.
      const double significand =
          x.precision <= 53 ? 2.0 - std::ldexp(1.0, static_cast<int>(1 - x.precision)) : std::nextafter(2.0, 0.0);
      p.max_finite = std::ldexp(significand, static_cast<int>(*x.emax));
      p.min_normal = std::ldexp(1.0, static_cast<int>(*x.emin));
    }
  }
  return p;
}

nlohmann::ordered_json json_number(std::optional<double> v) {
  if (!v) return nullptr;
  if (std::isnan(*v)) return "nan";
  if (std::isinf(*v)) return *v > 0 ? "inf" : "-inf";
  return *v;
}

std::vector<Rounding> roundings_of(const FormatOptions& o, const Format& f) {
  if (!o.rounding.empty()) return {parse_rounding(o.rounding)};
  if (f.is_mpfr()) return {{RoundingMode::rne}, {RoundingMode::rz}, {RoundingMode::ru}, {RoundingMode::rd}};
  return {{RoundingMode::rne}, {RoundingMode::rna}, {RoundingMode::rz},
          {RoundingMode::ru},  {RoundingMode::rd},  {RoundingMode::ro}};
}

void run_format(const FormatOptions& o) {
  const Format f = parse_format(o.format);
  const std::vector<Rounding> roundings = roundings_of(o, f);
  std::vector<Row> rows;
  for (const std::string& input : o.values)
    for (const Rounding& r : roundings) {
      // Stochastic rounding: the first draw of the seed's stream, one per value.
      const std::uint64_t random = r.mode == RoundingMode::sr ? RandomBits(r.seed).next() : 0;
      Row row{input, to_string(r), round_decimal(input, f, r, random), std::nullopt};
      row.bits = bits_of(row.rounded.value, f);
      rows.push_back(row);
    }
  const Parameters p = parameters_of(f);
  const std::string canonical = to_string(f);
  if (o.json) {
    nlohmann::ordered_json out{{"format", canonical},
                               {"bits", width_of(f)},
                               {"max_finite", json_number(p.max_finite)},
                               {"min_normal", json_number(p.min_normal)},
                               {"min_subnormal", json_number(p.min_subnormal)},
                               {"epsilon", json_number(p.epsilon)},
                               {"unit_roundoff", json_number(p.unit_roundoff)}};
    if (f.is_mpfr()) out["precision"] = f.as_mpfr().precision;
    nlohmann::ordered_json values = nlohmann::ordered_json::array();
    for (const Row& row : rows) {
      nlohmann::ordered_json v{
          {"input", row.input}, {"rounding", row.rounding}, {"value", json_number(row.rounded.value)}};
      if (row.bits) v["bits"] = hex(*row.bits, width_of(f));
      if (f.is_mpfr()) v["decimal"] = row.rounded.decimal;
      values.push_back(v);
    }
    out["values"] = values;
    print_json(out);
    return;
  }
  auto opt = [](std::optional<double> v) { return v ? number_text(*v) : std::string("-"); };
  const char* kind = f.is_float() ? "floating point" : f.is_fixed() ? "fixed point (two's complement)" : "MPFR";
  std::cout << std::left << std::setw(15) << "format" << canonical << " (" << kind << ")\n"
            << std::setw(15) << (f.is_mpfr() ? "precision" : "bits") << width_of(f) << "\n"
            << std::setw(15) << "max finite" << opt(p.max_finite) << "\n"
            << std::setw(15) << "min normal" << opt(p.min_normal) << "\n"
            << std::setw(15) << (f.is_fixed() ? "quantum" : "min subnormal") << opt(p.min_subnormal) << "\n"
            << std::setw(15) << "epsilon" << opt(p.epsilon) << "\n"
            << std::setw(15) << "unit roundoff" << opt(p.unit_roundoff) << "\n";
  if (rows.empty()) return;
  std::size_t width = 5;
  for (const Row& row : rows) width = std::max(width, row.input.size());
  std::cout << "\n"
            << std::setw(static_cast<int>(width) + 2) << "value" << std::setw(10) << "rounding" << std::setw(26)
            << "rounded"
            << "bits\n";
  for (const Row& row : rows) {
    const std::string shown = f.is_mpfr() ? row.rounded.decimal : number_text(row.rounded.value);
    std::cout << std::setw(static_cast<int>(width) + 2) << row.input << std::setw(10) << row.rounding << std::setw(26)
              << shown + "  " << (row.bits ? hex(*row.bits, width_of(f)) : "-") << "\n";
  }
}

}  // namespace

void setup_format(CLI::App& app) {
  auto options = std::make_shared<FormatOptions>();
  CLI::App* sub = app.add_subcommand(
      "format",
      "Show a number format's parameters and how values round to it (each value rounded once from its "
      "decimal string, under every rounding mode unless --rounding is given)");
  sub->add_option("FORMAT", options->format,
                  "fp64 fp32 tf32 fp16 bf16 e4m3 e5m2, float:eEmM, fixed:qI.F[:wrap], mpfr:P[:EMIN:EMAX]; "
                  "options :nosub :sat :inf :nan :fn")
      ->required();
  // VALUE...: the trailing arguments, read verbatim (tools/cli-values.hpp).
  sub->allow_extras();
  sub->footer("VALUE...  decimal numbers to round, after FORMAT (0.1, -3e5, 0x1p-3, inf, nan)");
  sub->add_option("--rounding", options->rounding, "One mode: rne rna rz ru rd ro sr:SEED (default: all but sr)");
  sub->add_flag("--json", options->json, "Print one JSON object");
  sub->callback([options, sub] {
    options->values = trailing_values(*sub);
    run_format(*options);
  });
}

}  // namespace lrnnc::tools
