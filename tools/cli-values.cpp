#include "tools/cli-values.hpp"

#include <charconv>
#include <cmath>
#include <limits>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string_view>

#include "common/error.hpp"
#include "common/parse-integer.hpp"
#include "common/printable.hpp"

namespace lrnnc::tools {

namespace {

// A strict decimal part of an integer option (common/parse-integer.hpp); nullopt when it is not
// one, `too_large` set when it is well formed but past 2^64-1.
std::optional<std::uint64_t> digits_value(std::string_view digits, bool& too_large) {
  std::uint64_t value = 0;
  const IntegerSyntax syntax = lrnnc::parse_integer(digits, value);
  if (syntax == IntegerSyntax::out_of_range) too_large = true;
  if (syntax != IntegerSyntax::ok) return std::nullopt;
  return value;
}

// base^exponent; nullopt past 2^64-1.
std::optional<std::uint64_t> power(std::uint64_t base, std::uint64_t exponent) {
  std::uint64_t value = 1;
  for (std::uint64_t i = 0; i < exponent; ++i) {
    if (base == 0) return 0;
    if (base == 1) return 1;
    if (value > std::numeric_limits<std::uint64_t>::max() / base) return std::nullopt;
    value *= base;
  }
  return value;
}

}  // namespace

void keep_values_verbatim(CLI::App& app) {
  for (CLI::Option* option : app.get_options()) {
    if (option->get_positional() && option->get_allow_extra_args())
      throw std::logic_error("positional list '" + option->get_name() +
                             "': CLI11 rewrites '[...]' values there; use allow_extras() and trailing_values()");
    option->allow_extra_args(false);
    // An empty value is refused rather than read as "not given" (`--dot ''` used to write nothing).
    if (option->get_type_size_max() > 0 && option->get_name() != "--regex" && option->get_name() != "--alphabet")
      option->check(
          [](const std::string& value) {
            return value.empty() ? std::string("expects a value, found the empty string") : std::string();
          },
          "", "nonempty");
  }
  for (CLI::App* sub : app.get_subcommands({})) keep_values_verbatim(*sub);
}

namespace {

// The arguments after the command line's "--" (prepare_arguments), for trailing_values.
std::vector<std::string>& values_after_dashes() {
  static std::vector<std::string> values;
  return values;
}

}  // namespace

std::vector<std::string> prepare_arguments(const CLI::App& app, int argc, const char* const* argv) {
  std::vector<std::string> args;
  const CLI::App* sub = &app;    // the subcommand the arguments so far have named
  bool value_of_option = false;  // argv[i] is the value of the option before it ("--regex --")
  int i = 1;
  for (; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--" && !value_of_option) break;
    if (!value_of_option && arg.size() > 1 && arg[0] == '-' && arg.find('=') == std::string::npos) {
      const CLI::Option* option = sub->get_option_no_throw(arg);
      if (option != nullptr && option->get_items_expected_max() > 0) {
        args.push_back(arg);
        value_of_option = true;
        continue;
      }
    }
    const bool is_value = value_of_option;
    value_of_option = false;
    for (const CLI::App* child : sub->get_subcommands({}))
      if (!is_value && child->get_name() == arg) {
        sub = child;
        break;
      }
    // "--name=" only: "--name=value" is left alone.
    if (arg.size() > 3 && arg.rfind("--", 0) == 0 && arg.back() == '=' && arg.find('=') == arg.size() - 1) {
      args.push_back(arg.substr(0, arg.size() - 1));
      args.emplace_back();
    } else {
      args.push_back(arg);
    }
  }
  values_after_dashes().clear();
  if (i < argc) {
    values_after_dashes().assign(argv + i + 1, argv + argc);
    if (!sub->get_allow_extras() && !values_after_dashes().empty())
      throw Error("'" + sub->get_name() + "' takes no values after '--' (found " +
                  quote(values_after_dashes().front()) + ")");
  }
  return args;
}

std::vector<std::string> trailing_values(const CLI::App& sub) {
  std::vector<std::string> values;
  for (const std::string& item : sub.remaining()) {
    if (item.rfind("--", 0) == 0)
      throw Error(sub.get_name() + ": unknown option " + quote(item) + " (see lrnnc " + sub.get_name() + " --help)");
    values.push_back(item);
  }
  values.insert(values.end(), values_after_dashes().begin(), values_after_dashes().end());
  for (const std::string& item : values)
    if (item.empty()) throw Error(sub.get_name() + ": an argument expects a value, found the empty string");
  return values;
}

std::string integer_text(std::uint64_t value) {
  if (value == std::numeric_limits<std::uint64_t>::max()) return "2^64-1";
  if (value >= 10000) {
    std::uint64_t v = value;
    int zeros = 0;
    while (v % 10 == 0) {
      v /= 10;
      ++zeros;
    }
    if (v == 1) return "10^" + std::to_string(zeros);
  }
  return std::to_string(value);
}

std::uint64_t parse_option_integer(const std::string& option, const std::string& text, std::uint64_t min,
                                   std::uint64_t max) {
  const std::string range = "[" + integer_text(min) + ", " + integer_text(max) + "]";
  const auto split = text.find_first_of("e^");
  const std::string_view whole(text);
  bool too_large = false;
  std::optional<std::uint64_t> value = digits_value(whole.substr(0, split), too_large);
  if (split != std::string::npos) {
    const std::optional<std::uint64_t> e = digits_value(whole.substr(split + 1), too_large);
    if (!value || !e) {
      value = std::nullopt;
    } else if (text[split] == '^') {
      if (*value == 0 && *e == 0)
        throw Error(option + " must be an integer in " + range + ", found " + quote(text) + " (0^0 is undefined)");
      value = power(*value, *e);
      too_large = !value;
    } else {
      const std::optional<std::uint64_t> scale = power(10, *e);
      too_large = !scale || (*value != 0 && *scale > std::numeric_limits<std::uint64_t>::max() / *value);
      value = too_large ? std::nullopt : std::optional<std::uint64_t>(*value * *scale);
    }
  }
  if (!value && !too_large)
    throw Error(option + " must be an integer in " + range + " (digits without leading zeros, 1e5 or 10^5), found " +
                quote(text));
  if (!value || *value < min || *value > max)
    throw Error(option + " must be an integer in " + range + ", found " + quote(text));
  return *value;
}

std::vector<std::string> split_dtypes(const std::vector<std::string>& values) {
  std::vector<std::string> out;
  for (const std::string& value : values) {
    std::stringstream in(value);
    std::string item;
    bool any = false;
    while (std::getline(in, item, ',')) {
      const bool field = item.find('=') != std::string::npos || item == "fma" || item == "nofma";
      if (field && any)
        out.back() += "," + item;
      else
        out.push_back(item);
      any = true;
    }
    if (!any || value.back() == ',')
      throw Error("--dtype expects a comma-separated list of formats, found " + quote(value));
  }
  for (const auto& d : out)
    if (d.empty()) throw Error("--dtype has an empty item");
  return out;
}

double parse_option_real(const std::string& option, const std::string& text, double min, double max, bool min_open,
                         const std::string& what) {
  double value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value) ||
      (min_open ? !(value > min) : !(value >= min)) || value > max) {
    std::ostringstream range;
    range << (min_open ? "(" : "[") << min << ", " << max << "]";
    throw Error(option + " expects " + what + " in " + range.str() + ", found " + quote(text));
  }
  return value;
}

double parse_seconds(const std::string& option, const std::string& text, double max) {
  return parse_option_real(option, text, 0, max, true, "a number of seconds");
}

CLI::Option* add_real_option(CLI::App& sub, const std::string& name, double& target, double min, double max,
                             bool min_open, const std::string& description) {
  std::ostringstream shown, range;
  shown << target;
  range << (min_open ? " (" : " [") << min << ", " << max << "]";
  return sub
      .add_option_function<std::string>(
          name,
          [&target, name, min, max, min_open](const std::string& text) {
            target = parse_option_real(name, text, min, max, min_open, "a number");
          },
          description + range.str())
      ->type_name("X")
      ->default_str(shown.str());
}

CLI::Option* add_seconds_option(CLI::App& sub, const std::string& name, double& target, double max,
                                const std::string& description) {
  std::ostringstream shown, range;
  shown << target;
  range << max;
  return sub
      .add_option_function<std::string>(
          name, [&target, name, max](const std::string& text) { target = parse_seconds(name, text, max); },
          description + " (0, " + range.str() + "]")
      ->type_name("SECONDS")
      ->default_str(shown.str());
}

CLI::Option* add_device_option(CLI::App& sub, lrnn::Device& target) {
  return sub
      .add_option_function<std::string>(
          "--device",
          [&target](const std::string& text) {
            if (text != "cpu" && text != "cuda")
              throw Error("--device expects cpu or cuda, found '" + printable(text) + "'");
            target = lrnn::parse_device(text);
          },
          "Where the batched engine runs: cpu, or cuda (an NVIDIA GPU; the runs the engine does not cover, and "
          "one-letter words, stay on the CPU)")
      ->type_name("cpu|cuda")
      ->default_str(lrnn::to_string(target));
}

}  // namespace lrnnc::tools
