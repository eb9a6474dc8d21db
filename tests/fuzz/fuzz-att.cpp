// Fuzz target for dfa_from_att. Input: optional first line "#!det" (read with determinize), then
// AT&T text, then optionally a line "#!syms" followed by a symbol table. Malformed input must end
// in lrnnc::Error; an acceptor that parses must write back (with att_symbols' table when one was
// given) to text that reads as an equivalent acceptor.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "automata/io-att.hpp"
#include "automata/io-dot.hpp"
#include "automata/minimize.hpp"
#include "common/error.hpp"

using namespace lrnnc::automata;

namespace {

[[noreturn]] void fail(const char* what, const std::string& text) {
  std::fprintf(stderr, "fuzz-att: %s\n%s\n", what, text.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  AttOptions options;
  if (text.starts_with("#!det\n")) {
    options.determinize = true;
    text.remove_prefix(6);
  }
  std::optional<std::string_view> symbols;
  if (auto pos = text.find("#!syms\n"); pos != std::string_view::npos) {
    symbols = text.substr(pos + 7);
    text = text.substr(0, pos);
  }
  Dfa dfa;
  try {
    dfa = dfa_from_att(text, symbols, options);
  } catch (const lrnnc::Error&) {
    return 0;
  }
  if (!dfa.is_acceptor()) fail("reader returned a Moore machine", std::string(text));
  std::string written, table;
  try {
    written = dfa_to_att(dfa);
    if (symbols) table = att_symbols(dfa);
  } catch (const lrnnc::Error& e) {
    fail(e.what(), std::string(text));
  }
  Dfa back;
  try {
    back = symbols ? dfa_from_att(written, std::string_view(table)) : dfa_from_att(written);
  } catch (const lrnnc::Error& e) {
    fail(e.what(), written + "#!syms\n" + table);
  }
  if (!(back.alphabet() == dfa.alphabet())) fail("round trip changed the alphabet", written);
  if (!equivalent(dfa, back)) fail("round trip changed the language", written);
  if (dfa_to_dot(dfa).find("->") == std::string::npos) fail("DOT without edges", written);
  return 0;
}
