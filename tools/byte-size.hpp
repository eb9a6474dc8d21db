// --max-memory: a number of bytes on the command line, for the commands that compute transition
// monoids and permutation groups (inspect, decompose), train, and the commands that run learned
// models (run, eval, probe, sweep). The same syntax and range everywhere.
#pragma once

#include <cstdint>
#include <string>

#include <CLI/CLI.hpp>

namespace lrnnc::tools {

// The smallest and largest --max-memory (1 MiB .. 1 PiB) and its default (4 GiB, the library's).
inline constexpr std::uint64_t kMinMaxMemory = std::uint64_t{1} << 20;
inline constexpr std::uint64_t kMaxMaxMemory = std::uint64_t{1} << 50;
inline constexpr std::uint64_t kDefaultMaxMemory = std::uint64_t{4} << 30;

// A byte count written as a decimal integer followed by nothing (bytes) or one binary unit,
// K, M, G, T or P (powers of 1024), optionally followed by "iB" or "B" ("4G", "4GiB", "512MB",
// "1073741824", "4gb"); letters may be lower case. No sign, spaces, fraction or leading
// zeros. Throws lrnnc::Error "OPTION expects a byte count such as 4G or 512M in [1M, 1P], found
// 'TEXT'" for anything else or a value outside [min, max]. O(length).
std::uint64_t parse_byte_size(const std::string& option, const std::string& text, std::uint64_t min, std::uint64_t max);

// "4G" for multiples of a unit, the digits otherwise.
std::string byte_size_text(std::uint64_t bytes);

// Adds --max-memory SIZE to `sub`, parsed with parse_byte_size into `target` (whose value is shown
// as the default).
CLI::Option* add_max_memory_option(CLI::App& sub, std::size_t& target, const std::string& description);

// --max-memory of the commands whose default is half the machine's memory (train, and run, eval,
// probe and sweep, whose learned models' runs are estimated by learned/forward-memory.hpp): "0"
// (that default) or a byte count as parse_byte_size reads it, in [1M, 1P]. Throws lrnnc::Error.
// `option` names it in the message (Python: "LearnedModel.run(): max_memory=").
std::uint64_t parse_max_memory(const std::string& text, const std::string& option = "--max-memory");

// Adds that --max-memory BYTES to `sub`, parsed with parse_max_memory into `target` (default 0);
// `what` says what the limit bounds ("the words that run at once").
CLI::Option* add_memory_limit_option(CLI::App& sub, std::uint64_t& target, const std::string& what);

}  // namespace lrnnc::tools
