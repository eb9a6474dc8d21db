// How values reach the subcommands from the command line: strings byte for byte, numbers checked.
//
// CLI11 (2.x) rewrites some values by itself, which would silently change what a user asked for:
//  1. a value of a repeatable option (a std::vector target) or of a positional list that starts
//     with '[' and ends with ']' loses its brackets and is split at commas: `--regex '[ab]'`
//     became the regex `ab`, `--dtype '[bf16,fp16]'` two policies;
//  2. `--name=` with nothing after '=' takes the next argument as its value.
// keep_values_verbatim() switches off (1) for every option of every subcommand (each occurrence
// of an option takes exactly one argument; repeat the option for several values), refuses empty
// values (which the subcommands would read as "not given") except for --regex and --alphabet,
// which the automata library reads itself (the empty pattern matches the empty word; the empty
// alphabet is an error there), and refuses a
// positional list, which CLI11 cannot parse without (1): subcommands that take a list of trailing
// values call allow_extras() and read them with trailing_values(). prepare_arguments() undoes (2)
// before parsing: `--name=` is the empty string.
//
// Numbers: add_integer_option() and add_seconds_option() declare numeric options that are parsed
// here, strictly (no sign, no spaces, no trailing text, no wrap-around), and checked against a
// documented range; anything else is an lrnnc::Error naming the option, the range and the text
// found, which the command line prints on one line with exit code 2.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "lrnn/simulate.hpp"

namespace lrnnc::tools {

// Ranges shared by several subcommands (documented in docs/CLI.md and docs/RELIABILITY.md).
inline constexpr std::uint64_t kMaxThreads = 1024;              // --threads (0: all cores)
inline constexpr std::uint64_t kMaxWordLength = 1'000'000'000;  // --max-len of probe
inline constexpr std::uint64_t kMaxRandomWords = 1'000'000;     // --words of probe
inline constexpr std::uint64_t kMaxMpfrBits = 100'000;          // --mpfr-bits (MpfrRunner's own limit)

// Sets allow_extra_args(false) on every option of `app` and its subcommands, recursively. Throws
// std::logic_error for a positional option that takes a list (a programming error, found by the
// tests). Call once, after every subcommand is set up.
void keep_values_verbatim(CLI::App& app);

// argv[1..] as CLI11 should see it: "--name=" becomes "--name", "" (everything else unchanged),
// and the arguments after the first lone "--" go to trailing_values() instead (CLI11 would hand a
// "--" that comes after a subcommand's last positional to the parent app, which refuses what
// follows). Throws lrnnc::Error when there are such values and the subcommand takes no trailing
// values (it does not call allow_extras()).
std::vector<std::string> prepare_arguments(const CLI::App& app, int argc, const char* const* argv);

// The values after a subcommand's positionals (the subcommand calls allow_extras()), in order and
// unchanged, then those after "--". An argument starting with "--" before the "--" is an unknown
// option, and an empty one is refused: lrnnc::Error.
std::vector<std::string> trailing_values(const CLI::App& sub);

// An integer written as digits ("1000"), a power of ten ("1e5") or a power ("10^5", "2^20"); no
// sign, spaces, separators, fraction or leading zeros (each part is a strict decimal integer,
// common/parse-integer.hpp). Throws lrnnc::Error naming `option` when the text is not
// such a number, is 0^0 (undefined; 0^k for k >= 1 is 0), exceeds 2^64-1, or lies outside
// [min, max].
std::uint64_t parse_option_integer(const std::string& option, const std::string& text, std::uint64_t min,
                                   std::uint64_t max);
// "10^6" for powers of ten from 10^4 up, "2^64-1" for the largest value, digits otherwise.
std::string integer_text(std::uint64_t value);

// A numeric option parsed with parse_option_integer into `target` (whose current value is shown as the
// default). The help shows the range.
template <class T>
CLI::Option* add_integer_option(CLI::App& sub, const std::string& name, T& target, std::uint64_t min, std::uint64_t max,
                                const std::string& description) {
  static_assert(std::is_unsigned_v<T>);
  const std::uint64_t top = std::min<std::uint64_t>(max, std::numeric_limits<T>::max());
  return sub
      .add_option_function<std::string>(
          name,
          [&target, name, min, top](const std::string& text) {
            target = static_cast<T>(parse_option_integer(name, text, min, top));
          },
          description + " [" + integer_text(min) + ", " + integer_text(top) + "]")
      ->type_name("N")
      ->default_str(integer_text(target));
}

// --dtype values: comma-separated lists of policies. A policy field (name=value, fma, nofma)
// belongs to the format before it, so "bf16,acc=fp32,fp16" is two policies. Throws lrnnc::Error
// for an empty list or item.
std::vector<std::string> split_dtypes(const std::vector<std::string>& values);

// A finite decimal number (std::from_chars: "0.001", "1e-3") in [min, max], or (min, max] when
// `min_open`. Throws lrnnc::Error "OPTION expects WHAT in [MIN, MAX], found 'TEXT'".
double parse_option_real(const std::string& option, const std::string& text, double min, double max, bool min_open,
                         const std::string& what);
CLI::Option* add_real_option(CLI::App& sub, const std::string& name, double& target, double min, double max,
                             bool min_open, const std::string& description);

// A positive, finite number of seconds (decimal or scientific notation) at most `max`.
double parse_seconds(const std::string& option, const std::string& text, double max);
CLI::Option* add_seconds_option(CLI::App& sub, const std::string& name, double& target, double max,
                                const std::string& description);

// --device cpu|cuda (lrnn::SimulateOptions::device; docs/SIMULATION.md). A bad value: lrnnc::Error
// "--device expects cpu or cuda, found 'TEXT'". Whether the GPU is there is checked when the
// command runs (lrnn::require_device), not while parsing.
CLI::Option* add_device_option(CLI::App& sub, lrnn::Device& target);

}  // namespace lrnnc::tools
