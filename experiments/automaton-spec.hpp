// SPEC -> Dfa: the one way a named automaton becomes a machine, for the command line (tools/spec.hpp:
// --regex, --dfa, --att, --builtin) and for the tasks of a sweep config (experiments/sweep.hpp).
// The callers differ only in where files come from and in how an error names the value it is
// about, so both are parameters.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "automata/dfa.hpp"
#include "automata/regex.hpp"
#include "common/error.hpp"

namespace lrnnc::experiments {

struct AutomatonSpec {
  enum class Kind { regex, dfa, att, builtin };
  Kind kind = Kind::builtin;
  std::string value;                    // the pattern, the file path or the builtin name
  std::optional<std::string> alphabet;  // regex: the alphabet (automata::Alphabet::parse); none: the pattern's letters
  std::optional<std::string> symbols;   // att: the path of an OpenFst symbol table
  bool determinize = false;             // att: determinize a nondeterministic acceptor
};

struct SpecLoading {
  // Reads a file the spec names, `kind` dfa or att (a symbol table is read as att). Empty: the file
  // system, with the limits of automata/io-json.hpp and io-att.hpp (common/read-file.hpp).
  std::function<std::string(const std::string& path, AutomatonSpec::Kind kind)> read;
  automata::RegexLimits regex_limits;
  // The error reported when the value of `field` ("regex", "alphabet" or "builtin") is refused.
  // Empty: the error as it is.
  std::function<Error(const std::string& field, const std::string& value, const Error& e)> about;
};

// The machine exactly as described (not trimmed, not minimized). A dfa or att file is read first,
// then the symbol table. Throws lrnnc::Error: a read error as `read` throws it; a file that does
// not parse as "PATH: why"; a refused pattern, alphabet or builtin name through `about`.
automata::Dfa load_automaton(const AutomatonSpec& spec, const SpecLoading& loading = {});

}  // namespace lrnnc::experiments
