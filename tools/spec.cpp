#include "tools/spec.hpp"

#include <map>

#include "common/error.hpp"
#include "common/printable.hpp"

namespace lrnnc::tools {

std::string Spec::describe() const {
  switch (kind) {
    case Kind::regex: return "regex " + value;
    case Kind::dfa: return "dfa " + value;
    case Kind::att: return "att " + value;
    case Kind::builtin: return "builtin " + value;
  }
  return value;
}

void add_spec_options(CLI::App& sub, SpecOptions& o) {
  o.app = &sub;
  sub.add_option("--regex", o.regex, "Full-match regular expression (syntax: see README)")->group("SPEC");
  sub.add_option("--alphabet", o.alphabet, "Alphabet of --regex: '01' (characters) or 'a,b,c' (names)")->group("SPEC");
  sub.add_option("--dfa", o.dfa, "Automaton as JSON transition table")->group("SPEC");
  sub.add_option("--att", o.att, "Automaton as AT&T/OpenFst text acceptor")->group("SPEC");
  sub.add_option("--symbols", o.symbols, "OpenFst symbol table for --att")->group("SPEC");
  sub.add_flag("--determinize", o.determinize, "Determinize nondeterministic --att input")->group("SPEC");
  sub.add_option("--builtin", o.builtin, "Builtin family member, e.g. parity, mod:3, sym:5 (see lrnnc builtins)")
      ->group("SPEC");
}

std::vector<Spec> collect_specs(const SpecOptions& o) {
  std::map<std::string, std::pair<Spec::Kind, const std::vector<std::string>*>> by_name{
      {"--regex", {Spec::Kind::regex, &o.regex}},
      {"--dfa", {Spec::Kind::dfa, &o.dfa}},
      {"--att", {Spec::Kind::att, &o.att}},
      {"--builtin", {Spec::Kind::builtin, &o.builtin}}};
  std::map<std::string, std::size_t> used;
  std::vector<Spec> specs;
  for (const CLI::Option* opt : o.app->parse_order()) {
    auto it = by_name.find(opt->get_name());
    if (it == by_name.end()) continue;
    std::size_t& i = used[it->first];
    if (i < it->second.second->size()) specs.push_back({it->second.first, (*it->second.second)[i++]});
  }
  if (specs.empty()) throw Error("no automaton given: expected --regex, --dfa, --att or --builtin");
  if (o.app->count("--alphabet") > 0 && o.regex.empty())
    throw Error("--alphabet applies to --regex, but no --regex was given");
  if (!o.symbols.empty() && o.att.empty()) throw Error("--symbols applies to --att, but no --att was given");
  return specs;
}

namespace {

// An error about a command-line value names the option and quotes the value, unless the message
// already quotes it. The reason comes first and the value is cut after 200 bytes, so that a long
// pattern cannot push the reason out of the message (common/printable.hpp reason_first).
Error about(const std::string& option, const std::string& value, const Error& e) {
  const std::string what = e.what();
  if (what.find(quote(value)) != std::string::npos) return e;
  return Error(reason_first(option + ": " + what, value));
}

}  // namespace

std::vector<NamedPath> spec_input_files(const SpecOptions& o) {
  std::vector<NamedPath> files;
  for (const std::string& path : o.dfa) files.push_back({"--dfa", path});
  for (const std::string& path : o.att) files.push_back({"--att", path});
  if (!o.symbols.empty()) files.push_back({"--symbols", o.symbols});
  return files;
}

automata::Dfa load_spec(const Spec& spec, const SpecOptions& o) {
  experiments::AutomatonSpec machine;
  machine.kind = spec.kind;
  machine.value = spec.value;
  if (spec.kind == Spec::Kind::regex && o.app->count("--alphabet") > 0) machine.alphabet = o.alphabet;
  if (spec.kind == Spec::Kind::att) {
    if (!o.symbols.empty()) machine.symbols = o.symbols;
    machine.determinize = o.determinize;
  }
  experiments::SpecLoading loading;
  loading.about = [](const std::string& field, const std::string& value, const Error& e) {
    return about("--" + field, value, e);
  };
  return experiments::load_automaton(machine, loading);
}

bool spec_given(const SpecOptions& options) {
  return !options.regex.empty() || !options.dfa.empty() || !options.att.empty() || !options.builtin.empty();
}

}  // namespace lrnnc::tools
