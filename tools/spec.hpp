// SPEC: how every subcommand names an automaton on the command line.
//   --regex RE [--alphabet A]   a full-match regular expression (automata/regex.hpp)
//   --dfa FILE.json             a transition table (automata/io-json.hpp)
//   --att FILE [--symbols FILE] [--determinize]   AT&T/OpenFst text (automata/io-att.hpp)
//   --builtin NAME              a builtin family member (lrnnc builtins)
// Several of them may be given where a subcommand accepts several machines; they are taken in
// command-line order.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "automata/dfa.hpp"

namespace lrnnc::tools {

struct Spec {
  enum class Kind { regex, dfa, att, builtin } kind;
  std::string value;
  std::string describe() const;  // "builtin sym:5", "regex (ab)*"
};

struct SpecOptions {
  std::vector<std::string> regex, dfa, att, builtin;
  std::string alphabet, symbols;
  bool determinize = false;
  CLI::App* app = nullptr;
};

void add_spec_options(CLI::App& sub, SpecOptions& options);
// The specs in command-line order. Throws lrnnc::Error when none is given.
std::vector<Spec> collect_specs(const SpecOptions& options);
// The machine exactly as described (not trimmed, not minimized).
automata::Dfa load_spec(const Spec& spec, const SpecOptions& options);

// The text of a file; throws lrnnc::Error naming the path when it cannot be read or holds more
// than `max_bytes` bytes (checked before reading, and while reading for devices and pipes).
std::string read_file(const std::string& path, std::size_t max_bytes = std::size_t{64} << 20);

}  // namespace lrnnc::tools
