// Hostile strings for the builtin families, alphabets and words: each one is accepted with its
// documented meaning or refused with a one-line lrnnc::Error naming the problem (the valid range,
// the cap, the offending byte). Nothing wraps around and no trailing text is ignored.
#include <functional>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "automata/alphabet.hpp"
#include "automata/builtins.hpp"
#include "common/error.hpp"
#include "common/printable.hpp"

using namespace lrnnc::automata;
using Catch::Matchers::Contains;

namespace {

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const lrnnc::Error& e) {
    std::string what = e.what();
    CHECK(what.find('\n') == std::string::npos);
    CHECK(what.find('\r') == std::string::npos);
    return what;
  }
  FAIL_CHECK("no lrnnc::Error");
  return "";
}

}  // namespace

TEST_CASE("HostileBuiltinSpecsAreRefusedNamingTheRange", "[quick]") {
  const std::vector<std::pair<std::string, std::string>> table{
      {"mod:99999999999", "mod:M needs M in [2, 10000], found 99999999999"},
      {"mod:18446744073709551616", "mod:M needs M in [2, 10000], found 18446744073709551616"},
      {"mod:99999999999999999999999999", "[2, 10000], found 99999999999999999999999999"},
      {"cyclic:0", "cyclic:M needs M in [2, 1000], found 0"},
      {"sym:-1", "sym:N needs an integer N in [1, 6], found '-1'"},
      {"dyck:1000:1000", "dyck:K:D needs K in [1, 8], found 1000"},
      {"dyck:2:1000", "dyck:K:D needs D in [1, 16], found 1000"},
      {"dyck:8:16", "expected K^0 + ... + K^D <= 1048576"},
      {"dyck:7:7", "dyck:7:7 has 960801 states x 14 letters = 13451214 transitions, expected at most 8388608 (2^23)"},
      {"modarith:10^9", "modarith:M needs an integer M in [2, 100], found '10^9'"},
      {"mod:+3", "found '+3'"},
      {"mod: 3", "found ' 3'"},
      {"mod:3 ", "found '3 '"},
      {"mod:3x", "found '3x'"},
      {"mod:0x3", "found '0x3'"},
      {"mod:1e3", "found '1e3'"},
      {"mod:03", "mod:M needs M in [2, 10000], found '03' (write it without leading zeros)"},
      {"mod:", "found ''"},
      {"mod:3:", "expected mod:M"},
      {"tomita:4294967297", "tomita:K needs K in [1, 7], found 4294967297"},  // 2^32 + 1 must not wrap to 1
      {"sym:4294967302", "sym:N needs N in [1, 6], found 4294967302"},
      {"mod:3\n", "mod:M needs an integer M in [2, 10000], found '3\\x0a'"},
      {"mod\n:3", "unknown builtin 'mod\\x0a:3'"},
      {"PARITY", "unknown builtin 'PARITY'"},
  };
  for (const auto& entry : table) {
    const std::string& spec = entry.first;  // not a structured binding: lambdas below capture it
    const std::string& expected = entry.second;
    INFO("spec '" << lrnnc::printable(spec) << "'");
    CHECK_THAT(error_of([&] { make_builtin(spec); }), Contains(expected));
    CHECK_FALSE(builtin_permutation_action(spec).has_value());
  }
}

TEST_CASE("OversizedBuiltinsAreRefusedFromTheSpecAlone", "[quick]") {
  // Decided before any table is allocated: the sizes below would need gigabytes.
  for (const char* spec : {"dyck:8:16", "dyck:7:7", "mod:99999999999", "alt:8", "sym:7", "cyclic:1001"})
    CHECK_THROWS_AS(make_builtin(spec), lrnnc::Error);
}

TEST_CASE("LargestBuiltinsStayWithinTheDocumentedCaps", "[standard]") {
  for (const char* spec : {"dyck:3:12", "dyck:8:6", "modarith:100", "sym:8:swaps"}) {
    INFO(spec);
    const Dfa d = make_builtin(spec);
    CHECK(d.num_states() <= kMaxBuiltinStates);
    CHECK(d.num_states() * d.num_letters() <= kMaxBuiltinTransitions);
  }
  CHECK(make_builtin("dyck:3:12").num_states() == 797162);
}

TEST_CASE("HostileAlphabetStringsAreRefusedOrReadAsDocumented", "[quick]") {
  CHECK(Alphabet::parse("01").names() == std::vector<std::string>{"0", "1"});
  CHECK(Alphabet::parse("a,b").names() == std::vector<std::string>{"a", "b"});
  CHECK(Alphabet::parse("a,\xc3\xa9").names() == std::vector<std::string>{"a", "\xc3\xa9"});  // UTF-8 names
  CHECK(Alphabet::parse("read,set0").to_spec() == "read,set0");
  CHECK(Alphabet::parse("a,b").to_spec() == "ab");
  CHECK_THAT(error_of([] { Alphabet::parse("a\xc3\xa9"); }), Contains("non-ASCII byte at offset 1"));
  CHECK_THAT(error_of([] { Alphabet::parse("a,\xff"); }), Contains("letter name '\\xff' is not UTF-8 text"));
  CHECK_THAT(error_of([] { Alphabet::parse("a,b c"); }), Contains("'b c' contains white space"));
  CHECK_THAT(error_of([] { Alphabet::parse("a\nb"); }), Contains("'\\x0a' contains white space or a control"));
  CHECK_THAT(error_of([] { Alphabet::parse("a,,b"); }), Contains("empty letter name"));
  CHECK_THAT(error_of([] { Alphabet::parse("a,"); }), Contains("empty letter name"));
  CHECK_THAT(error_of([] { Alphabet::parse("0,0"); }), Contains("'0' appears twice"));
  CHECK_THAT(error_of([] { Alphabet::parse(""); }), Contains("empty alphabet"));
  CHECK_THAT(error_of([] { Alphabet::make({"a,b", "c"}); }), Contains("contains ','"));
  CHECK_THAT(error_of([] { Alphabet::make({"read"}).to_spec(); }), Contains("one multi-character letter"));
}

TEST_CASE("WordsReadTheSameWithAnySeparators", "[quick]") {
  const Alphabet bits = Alphabet::parse("01");
  const Word w{0, 1, 1, 0};
  for (const char* text : {"0110", "0 1 1 0", "01,10\n", "\t0,1 1\r\n0"}) CHECK(bits.parse_word(text) == w);
  CHECK(bits.parse_word("").empty());
  CHECK(bits.parse_word(" ,\n").empty());
  CHECK_THAT(error_of([&] { bits.parse_word("012"); }), Contains("unknown letter '2', expected one of 0, 1"));
  CHECK_THAT(error_of([&] { bits.parse_word("0\x01"); }), Contains("unknown letter '\\x01'"));
  const Alphabet ff = Alphabet::parse("read,set0,set1");
  CHECK(ff.parse_word("read set0\tset1\r\n") == Word{0, 1, 2});
  CHECK(ff.parse_word("read,,set1") == Word{0, 2});
  CHECK(ff.parse_word(ff.format_word(Word{2, 0, 1})) == Word{2, 0, 1});
  CHECK_THAT(error_of([&] { ff.parse_word("readset0"); }), Contains("unknown letter 'readset0'"));
  CHECK_THAT(error_of([&] { ff.parse_word("read\x1b[2Jset0"); }), Contains("unknown letter 'read\\x1b[2Jset0'"));
}

TEST_CASE("BuiltinSizeMatchesTheMachineBuilt", "[quick]") {
  for (const char* spec :
       {"parity",   "mod:5",    "cyclic:4",   "sym:1",      "sym:3",    "sym:3:gens", "sym:4:swaps", "alt:1",
        "alt:2",    "alt:4",    "dihedral:5", "flipflop",   "tomita:1", "tomita:2",   "tomita:3",    "tomita:4",
        "tomita:5", "tomita:6", "tomita:7",   "modarith:3", "dyck:1:1", "dyck:3:2",   "dyck:5:2"}) {
    INFO(spec);
    const Dfa d = make_builtin(spec);
    CHECK(builtin_size(spec) == BuiltinSize{d.num_states(), d.num_letters()});
  }
  // From the spec alone, for members too large to build in a quick test.
  CHECK(builtin_size("alt:7") == BuiltinSize{2520, 2520});
  CHECK(builtin_size("dyck:5:8") == BuiltinSize{488282, 10});
  CHECK(builtin_size("sym:8:swaps") == BuiltinSize{40320, 29});
  CHECK_THROWS_WITH(builtin_size("dyck:7:7"), Contains("8388608"));
}
