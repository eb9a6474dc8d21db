#include "tools/byte-size.hpp"

#include <cstring>

#include "common/error.hpp"
#include "common/printable.hpp"

namespace lrnnc::tools {

namespace {

constexpr const char* kUnits = "KMGTP";

}  // namespace

std::uint64_t parse_byte_size(const std::string& option, const std::string& text, std::uint64_t min,
                              std::uint64_t max) {
  auto refuse = [&]() -> std::uint64_t {
    throw Error(option + " expects a byte count such as 4G or 512M in [" + byte_size_text(min) + ", " +
                byte_size_text(max) + "], found '" + printable(text) + "'");
  };
  std::size_t i = 0;
  std::uint64_t value = 0;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
    const auto digit = static_cast<std::uint64_t>(text[i] - '0');
    if (i == 1 && text[0] == '0') return refuse();  // leading zero
    if (value > (UINT64_MAX - digit) / 10) return refuse();
    value = value * 10 + digit;
    ++i;
  }
  if (i == 0) return refuse();
  std::string rest = text.substr(i);
  if (!rest.empty()) {
    const char unit = static_cast<char>(rest[0] >= 'a' && rest[0] <= 'z' ? rest[0] - 'a' + 'A' : rest[0]);
    const char* at = unit ? std::strchr(kUnits, unit) : nullptr;
    std::string tail = rest.substr(1);
    for (char& c : tail) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if (!at || !(tail.empty() || tail == "b" || tail == "ib")) return refuse();
    for (const char* u = kUnits; u <= at; ++u) {
      if (value > UINT64_MAX / 1024) return refuse();
      value *= 1024;
    }
  }
  if (value < min || value > max) return refuse();
  return value;
}

std::string byte_size_text(std::uint64_t bytes) {
  if (bytes == 0) return "0";
  std::size_t u = 0;
  while (u < 5 && bytes % 1024 == 0) {
    bytes /= 1024;
    ++u;
  }
  return std::to_string(bytes) + (u == 0 ? "" : std::string(1, kUnits[u - 1]));
}

CLI::Option* add_max_memory_option(CLI::App& sub, std::size_t& target, const std::string& description) {
  return sub
      .add_option_function<std::string>(
          "--max-memory",
          [&target](const std::string& text) {
            target = static_cast<std::size_t>(parse_byte_size("--max-memory", text, kMinMaxMemory, kMaxMaxMemory));
          },
          description + " [" + byte_size_text(kMinMaxMemory) + ", " + byte_size_text(kMaxMaxMemory) + "]")
      ->type_name("SIZE")
      ->default_str(byte_size_text(target));
}

std::uint64_t parse_max_memory(const std::string& text, const std::string& option) {
  if (text == "0") return 0;
  return parse_byte_size(option, text, kMinMaxMemory, kMaxMaxMemory);
}

CLI::Option* add_memory_limit_option(CLI::App& sub, std::uint64_t& target, const std::string& what) {
  return sub
      .add_option_function<std::string>(
          "--max-memory", [&target](const std::string& text) { target = parse_max_memory(text); },
          "Memory " + what + " may need, estimated before anything is allocated: a byte count such as 4G or 512M " +
              "in [" + byte_size_text(kMinMaxMemory) + ", " + byte_size_text(kMaxMaxMemory) +
              "]; 0: half the machine's memory")
      ->type_name("BYTES")
      ->default_str("0");
}

}  // namespace lrnnc::tools
