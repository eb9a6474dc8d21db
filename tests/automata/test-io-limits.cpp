// Automaton readers against hostile sizes (automata/io-json.hpp, io-att.hpp, nfa.hpp): counts that
// no data backs, numbers beyond 64 bits, oversized texts and subset constructions that would fill
// the memory fail fast with an lrnnc::Error naming the limit.
#include <catch2/catch.hpp>

#include <string>

#include "automata/io-att.hpp"
#include "automata/io-json.hpp"
#include "automata/nfa.hpp"
#include "common/error.hpp"

using namespace lrnnc::automata;
using Catch::Matchers::Contains;

TEST_CASE("JsonStateCountsBeyondTheLimitOrTheRowsAreRefused", "[quick][io]") {
  const auto with_states = [](const std::string& states) {
    return R"({"alphabet": ["0"], "states": )" + states + R"(, "start": 0, "accepting": [0], "delta": [[0]]})";
  };
  CHECK_THROWS_WITH(dfa_from_json(with_states("1000000000000")),
                    "states: 1000000000000 states is more than the limit of 67108864");
  CHECK_THROWS_WITH(dfa_from_json(with_states("18446744073709551615")),
                    "states: 18446744073709551615 states is more than the limit of 67108864");
  CHECK_THROWS_WITH(dfa_from_json(with_states("18446744073709551616")), Contains("expected a number of states"));
  // At the limit, the count must still be backed by one row per state.
  CHECK_THROWS_WITH(dfa_from_json(with_states("67108864")), "delta: expected 67108864 rows (one per state), found 1");
  CHECK_THROWS_WITH(dfa_from_json(with_states("[\"a\", \"b\"]")), "delta: expected 2 rows (one per state), found 1");
}

TEST_CASE("JsonTextsBeyondTheSizeLimitAreRefusedBeforeParsing", "[quick][io]") {
  std::string text = R"({"alphabet": ["0"], "states": 1, "start": 0, "accepting": [0], "delta": [[0]]})";
  REQUIRE(dfa_from_json(text).num_states() == 1);
  text.append(kMaxJsonBytes + 1 - text.size(), ' ');
  CHECK_THROWS_WITH(dfa_from_json(text), "JSON: the text has 67108865 bytes, more than the limit of 67108864");
}

TEST_CASE("AttStateNumbersAreRenumberedWhateverTheirSize", "[quick][io]") {
  const Dfa dfa =
      dfa_from_att("1000000000000 999999999999999999 a\n999999999999999999 1000000000000 a\n999999999999999999\n");
  CHECK(dfa.num_states() == 2);
  CHECK(dfa.state_names() == std::vector<std::string>{"1000000000000", "999999999999999999"});
  CHECK_THROWS_WITH(dfa_from_att("0 18446744073709551616 a\n"),
                    "line 1: state number '18446744073709551616' has 20 digits, expected at most 18");
  CHECK_THROWS_WITH(dfa_from_att("0 1 a\n18446744073709551615\n"),
                    "line 2: state number '18446744073709551615' has 20 digits, expected at most 18");
  CHECK_THROWS_WITH(dfa_from_att("0 1 a\n-1\n"), "line 2: expected a state number, found '-1'");
}

TEST_CASE("AttTextsBeyondTheLimitsAreRefused", "[standard][io]") {
  std::string text = "0 1 a\n";
  text.append(kMaxAttBytes + 1 - text.size(), '\n');
  CHECK_THROWS_WITH(dfa_from_att(text), "AT&T: the text has 67108865 bytes, more than the limit of 67108864");
  // 4097 states x 16385 letters from a 150 kB text: the table would take 2^26 + ... transitions.
  std::string wide;
  for (int i = 0; i < 4097; ++i) wide += std::to_string(i) + " " + std::to_string(i + 1) + " a\n";
  for (int i = 0; i < 16385; ++i) wide += "0 0 l" + std::to_string(i) + "\n";
  CHECK_THROWS_WITH(dfa_from_att(wide), Contains("letters is more than the limit of 67108864 transitions"));
}

TEST_CASE("SubsetConstructionStopsAtItsMemoryLimits", "[quick][io]") {
  // (a|b)* a (a|b)^k: 2^(k+1) subsets; subset i holds up to k+2 states.
  const auto nfa_for = [](int k) {
    Nfa nfa;
    nfa.alphabet = Alphabet::make({"a", "b"});
    for (int i = 0; i < k + 2; ++i) nfa.add_state(i == k + 1);
    nfa.starts = {0};
    nfa.add_edge(0, 0, 0);
    nfa.add_edge(0, 1, 0);
    nfa.add_edge(0, 0, 1);
    for (int i = 1; i <= k; ++i) {
      nfa.add_edge(static_cast<State>(i), 0, static_cast<State>(i + 1));
      nfa.add_edge(static_cast<State>(i), 1, static_cast<State>(i + 1));
    }
    return nfa;
  };
  const Nfa nfa = nfa_for(12);
  CHECK(determinize(nfa).num_states() == 8192);
  CHECK_THROWS_WITH(determinize(nfa, 1000), "subset construction reached more than 1000 states (the limit)");
  CHECK_THROWS_WITH(determinize(nfa, std::size_t{1} << 22, 5000),
                    "subset construction holds more than 5000 NFA states in its subsets (the limit)");
  CHECK_THROWS_WITH(determinize(nfa, std::size_t{1} << 22, kMaxSubsetElements, 2048),
                    "subset construction reached 1025 states x 2 letters, more than the limit of 2048 transitions");
}
