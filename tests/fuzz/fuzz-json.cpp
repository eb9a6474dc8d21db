// Fuzz target for dfa_from_json: malformed input must end in lrnnc::Error; a machine that parses
// must write back to JSON that reads as the same machine (table, start, outputs, labels, names)
// and writes to the same text, and must export to DOT.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "automata/io-dot.hpp"
#include "automata/io-json.hpp"
#include "common/error.hpp"

using namespace lrnnc::automata;

namespace {

[[noreturn]] void fail(const char* what, const std::string& text) {
  std::fprintf(stderr, "fuzz-json: %s\n%s\n", what, text.c_str());
  std::abort();
}

bool same(const Dfa& a, const Dfa& b) {
  return a.alphabet() == b.alphabet() && a.num_states() == b.num_states() && a.start() == b.start() &&
         a.table() == b.table() && a.outputs() == b.outputs() && a.labels() == b.labels() &&
         a.is_acceptor() == b.is_acceptor() && a.state_names() == b.state_names();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  Dfa dfa;
  try {
    dfa = dfa_from_json(text);
  } catch (const lrnnc::Error&) {
    return 0;
  }
  std::string written;
  try {
    written = dfa_to_json(dfa);
  } catch (const lrnnc::Error& e) {
    fail(e.what(), "(writing a machine that was read)");
  }
  Dfa back;
  try {
    back = dfa_from_json(written);
  } catch (const lrnnc::Error& e) {
    fail(e.what(), written);
  }
  if (!same(dfa, back)) fail("round trip changed the machine", written);
  if (dfa_to_json(back) != written) fail("second write differs", written);
  if (dfa_to_dot(dfa).find("->") == std::string::npos) fail("DOT without edges", written);
  return 0;
}
