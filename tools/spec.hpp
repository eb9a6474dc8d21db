// SPEC: how every subcommand names an automaton on the command line.
//   --regex RE [--alphabet A]   a full-match regular expression (automata/regex.hpp)
//   --dfa FILE.json             a transition table (automata/io-json.hpp)
//   --att FILE [--symbols FILE] [--determinize]   AT&T/OpenFst text (automata/io-att.hpp)
//   --builtin NAME              a builtin family member (lrnnc builtins)
// Several of them may be given where a subcommand accepts several machines; they are taken in
// command-line order.
#pragma once

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "automata/dfa.hpp"
#include "common/paths.hpp"
#include "experiments/automaton-spec.hpp"

namespace lrnnc::tools {

struct Spec {
  using Kind = experiments::AutomatonSpec::Kind;
  Kind kind;
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
// Whether any SPEC option was given (commands whose MODEL may carry its own task).
bool spec_given(const SpecOptions& options);
// The specs in command-line order. Throws lrnnc::Error when none is given.
std::vector<Spec> collect_specs(const SpecOptions& options);
// The files the SPEC options name (--dfa, --att, --symbols), for refuse_overwriting_inputs.
std::vector<NamedPath> spec_input_files(const SpecOptions& options);
// The machine exactly as described (not trimmed, not minimized): experiments::load_automaton with
// the errors naming the option, reason first ("--regex: REASON: '(ab'", common/printable.hpp).
automata::Dfa load_spec(const Spec& spec, const SpecOptions& options);

}  // namespace lrnnc::tools
