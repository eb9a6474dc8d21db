#include "experiments/automaton-spec.hpp"

#include <string_view>

#include "automata/builtins.hpp"
#include "automata/io-att.hpp"
#include "automata/io-json.hpp"
#include "common/printable.hpp"
#include "common/read-file.hpp"

namespace lrnnc::experiments {

namespace {

using Kind = AutomatonSpec::Kind;

std::string read_with_limits(const std::string& path, Kind kind) {
  if (kind == Kind::dfa) return read_file_limited(path, automata::kMaxJsonBytes, "automata::kMaxJsonBytes");
  return read_file_limited(path, automata::kMaxAttBytes, "automata::kMaxAttBytes");
}

// f(), with an lrnnc::Error it throws about `value` passed through loading.about.
template <class F>
auto about_value(const SpecLoading& loading, const std::string& field, const std::string& value, F f) -> decltype(f()) {
  try {
    return f();
  } catch (const Error& e) {
    if (!loading.about) throw;
    throw loading.about(field, value, e);
  }
}

// f() on a file's text, with a parse error prefixed by the file's path.
template <class F>
automata::Dfa parse_file(const std::string& path, F f) {
  try {
    return f();
  } catch (const Error& e) {
    throw Error(printable(path) + ": " + e.what());
  }
}

}  // namespace

automata::Dfa load_automaton(const AutomatonSpec& spec, const SpecLoading& loading) {
  const auto read = [&](const std::string& path, Kind kind) {
    return loading.read ? loading.read(path, kind) : read_with_limits(path, kind);
  };
  switch (spec.kind) {
    case Kind::regex: {
      std::optional<automata::Alphabet> alphabet;
      if (spec.alphabet)
        alphabet =
            about_value(loading, "alphabet", *spec.alphabet, [&] { return automata::Alphabet::parse(*spec.alphabet); });
      return about_value(loading, "regex", spec.value,
                         [&] { return automata::regex_to_dfa(spec.value, alphabet, loading.regex_limits); });
    }
    case Kind::dfa: {
      const std::string text = read(spec.value, Kind::dfa);
      return parse_file(spec.value, [&] { return automata::dfa_from_json(text); });
    }
    case Kind::att: {
      const std::string text = read(spec.value, Kind::att);
      std::optional<std::string> symbols;
      if (spec.symbols) symbols = read(*spec.symbols, Kind::att);
      automata::AttOptions options;
      options.determinize = spec.determinize;
      const auto symbols_text = symbols ? std::optional<std::string_view>(*symbols) : std::nullopt;
      return parse_file(spec.value, [&] { return automata::dfa_from_att(text, symbols_text, options); });
    }
    case Kind::builtin:
      return about_value(loading, "builtin", spec.value, [&] { return automata::make_builtin(spec.value); });
  }
  throw Error("unknown automaton kind");
}

}  // namespace lrnnc::experiments
