// Fuzz target for the alphabet and word readers and the builtin families. Input without a
// newline: the text is read by Alphabet::parse and by make_builtin. Input "ALPHABET\nWORD": WORD
// is read by parse_word over Alphabet::parse(ALPHABET).
// Bad input must end in lrnnc::Error with a one-line message. A parsed alphabet must write itself
// (to_spec) to a string that parses to the same alphabet, and make() must accept its names; a
// parsed word must have letters < size and read back unchanged from format_word and from its
// names joined by commas; a builtin's size (builtin_size) must lie within the documented caps
// (builtins.hpp) and, for those small enough to build here, equal the complete machine that
// make_builtin builds; its permutation action, when it has one, must consist of permutations and
// tell the one-letter words apart exactly when the machine does.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "automata/alphabet.hpp"
#include "automata/builtins.hpp"
#include "common/error.hpp"

using namespace lrnnc::automata;

namespace {

[[noreturn]] void fail(const char* what, std::string_view text) {
  std::fprintf(stderr, "fuzz-word: %s\n%s\n", what, std::string(text).c_str());
  std::abort();
}

void check_message(const lrnnc::Error& e, std::string_view text) {
  const std::string_view m = e.what();
  if (m.empty() || m.size() > 1500 || m.find_first_of("\n\r") != std::string_view::npos)
    fail("error message is not one short line", std::string(m) + "\n(input) " + std::string(text));
}

void check_alphabet(const Alphabet& a, std::string_view text) {
  if (a.empty()) fail("empty alphabet accepted", text);
  std::string spec;
  Alphabet back;
  try {
    spec = a.to_spec();
    back = Alphabet::parse(spec);
  } catch (const lrnnc::Error& e) {
    fail(e.what(), text);
  }
  if (!(back == a)) fail("alphabet round trip changed the alphabet", spec);
  if (back.to_spec() != spec) fail("alphabet printing is not idempotent", spec);
  try {
    if (!(Alphabet::make(a.names()) == a)) fail("make() of the names differs", text);
  } catch (const lrnnc::Error& e) {
    fail(e.what(), text);
  }
  for (Letter i = 0; i < a.size(); ++i)
    if (a.find(a.name(i)) != i) fail("a letter's name does not find the letter", text);
}

void check_word(const Alphabet& a, std::string_view word_text, std::string_view input) {
  Word w;
  try {
    w = a.parse_word(word_text);
  } catch (const lrnnc::Error& e) {
    check_message(e, input);
    return;
  }
  for (Letter x : w)
    if (x >= a.size()) fail("letter index out of range", input);
  std::string commas;
  for (std::size_t i = 0; i < w.size(); ++i) commas += (i ? "," : "") + a.name(w[i]);
  for (const std::string& written : {a.format_word(w), commas}) {
    try {
      if (a.parse_word(written) != w) fail("word round trip changed the word", written);
    } catch (const lrnnc::Error& e) {
      fail(e.what(), written);
    }
  }
}

// Builtins are built only up to this many table entries: the largest ones (alt:7, 6.4M entries)
// take seconds under the sanitizers. Larger ones are checked through builtin_size().
constexpr std::size_t kBuildLimit = std::size_t{1} << 20;

void check_builtin(std::string_view spec) {
  BuiltinSize size;
  try {
    size = builtin_size(spec);
  } catch (const lrnnc::Error& e) {
    check_message(e, spec);
    try {
      (void)make_builtin(spec);  // refused by the same checks, before building
    } catch (const lrnnc::Error&) {
      return;
    }
    fail("builtin_size refuses a spec that make_builtin accepts", spec);
  }
  const std::size_t n = size.states, k = size.letters;
  if (n == 0 || n > kMaxBuiltinStates || k == 0 || n * k > kMaxBuiltinTransitions)
    fail("builtin outside the documented caps", spec);
  const auto action = builtin_permutation_action(spec);
  if (action) {
    if (action->letters.size() != k || action->points == 0) fail("permutation action has the wrong shape", spec);
    for (const auto& image : action->letters) {
      std::vector<bool> hit(action->points, false);
      if (image.size() != action->points) fail("permutation action has the wrong shape", spec);
      for (std::uint32_t p : image) {
        if (p >= action->points || hit[p]) fail("permutation action letter is not a permutation", spec);
        hit[p] = true;
      }
    }
  }
  if (n * k > kBuildLimit) return;
  Dfa d;
  try {
    d = make_builtin(spec);
  } catch (const lrnnc::Error& e) {
    fail(e.what(), spec);
  }
  if (d.num_states() != n || d.num_letters() != k) fail("builtin_size differs from the machine built", spec);
  if (d.table().size() != n * k || d.outputs().size() != n || d.start() >= n)
    fail("builtin tables have wrong sizes", spec);
  for (State q : d.table())
    if (q >= n) fail("builtin transition out of range", spec);
  for (std::uint32_t o : d.outputs())
    if (o >= d.labels().size()) fail("builtin output out of range", spec);
  check_alphabet(d.alphabet(), spec);
  if (action) {
    // The action is faithful to the machine: equal point images after two letters <=> same state.
    for (Letter a = 0; a < k && a < 16; ++a)
      for (Letter b = 0; b < k && b < 16; ++b)
        if ((action->letters[a] == action->letters[b]) != (d.next(d.start(), a) == d.next(d.start(), b)))
          fail("permutation action does not match the machine", spec);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto nl = text.find('\n');
  try {
    const Alphabet alphabet = Alphabet::parse(text.substr(0, nl));
    check_alphabet(alphabet, text);
    if (nl != std::string_view::npos) check_word(alphabet, text.substr(nl + 1), text);
  } catch (const lrnnc::Error& e) {
    check_message(e, text);
  }
  if (nl != std::string_view::npos) return 0;
  check_builtin(text);
  return 0;
}
