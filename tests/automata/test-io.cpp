#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <string>

#include "automata/io-att.hpp"
#include "automata/io-dot.hpp"
#include "automata/io-json.hpp"
#include "automata/minimize.hpp"
#include "automata/nfa.hpp"
#include "common/error.hpp"
#include "random-dfa.hpp"

using namespace lrnnc::automata;
using Catch::Matchers::Contains;
using lrnnc::automata::testing::for_each_word;
using lrnnc::automata::testing::random_dfa;

namespace {

void check_same(const Dfa& a, const Dfa& b) {
  CHECK(a.alphabet() == b.alphabet());
  CHECK(a.num_states() == b.num_states());
  CHECK(a.start() == b.start());
  CHECK(a.table() == b.table());
  CHECK(a.outputs() == b.outputs());
  CHECK(a.labels() == b.labels());
  CHECK(a.is_acceptor() == b.is_acceptor());
  CHECK(a.state_names() == b.state_names());
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto pos = text.find(what); pos != std::string::npos; pos = text.find(what, pos + what.size())) ++n;
  return n;
}

// Brute-force simulation of an AT&T acceptor given as (src, dst, label) arcs with "" for epsilon:
// the set of reachable states after each letter, closed under epsilon arcs. Independent of Nfa.
struct Arcs {
  std::vector<std::tuple<int, int, std::string>> arcs;
  std::set<int> finals;
  int start = 0;

  std::set<int> closure(std::set<int> s) const {
    bool grew = true;
    while (grew) {
      grew = false;
      for (auto& [p, q, l] : arcs)
        if (l.empty() && s.count(p) && s.insert(q).second) grew = true;
    }
    return s;
  }
  bool accepts(const std::vector<std::string>& word) const {
    std::set<int> s = closure({start});
    for (const auto& letter : word) {
      std::set<int> t;
      for (auto& [p, q, l] : arcs)
        if (l == letter && s.count(p)) t.insert(q);
      s = closure(t);
    }
    return std::any_of(s.begin(), s.end(), [&](int q) { return finals.count(q) > 0; });
  }
};

}  // namespace

TEST_CASE("JsonRoundTripIsExact", "[quick][io]") {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    CAPTURE(seed);
    std::mt19937_64 rng(seed);
    std::size_t n = 1 + rng() % 12, k = 1 + rng() % 4, labels = std::vector<std::size_t>{2, 3, 5}[rng() % 3];
    Dfa dfa = random_dfa(rng, n, k, labels);
    if (seed % 3 == 0) {
      std::vector<std::string> names;
      for (State q = 0; q < n; ++q) names.push_back("q\"" + std::to_string(q * 7 % 11 + 100 * q));
      dfa.set_state_names(names);
    }
    std::string text = dfa_to_json(dfa);
    CAPTURE(text);
    Dfa back = dfa_from_json(text);
    check_same(dfa, back);
    CHECK(dfa_to_json(back) == text);
  }
}

TEST_CASE("JsonWriterLayout", "[quick][io]") {
  Dfa dfa = dfa_from_json(R"({"alphabet": ["0","1"], "states": 3, "start": 0, "accepting": [0],
                              "delta": [[1,2],[0,2],[2,2]]})");
  CHECK(dfa_to_json(dfa) ==
        "{\n  \"alphabet\": [\"0\", \"1\"],\n  \"states\": 3,\n  \"start\": 0,\n  \"accepting\": [0],\n"
        "  \"delta\": [\n    [1, 2],\n    [0, 2],\n    [2, 2]\n  ]\n}\n");
}

TEST_CASE("JsonNamedStates", "[quick][io]") {
  Dfa dfa = dfa_from_json(R"({"alphabet": ["a","b"], "states": ["even","odd"], "start": "odd",
                              "accepting": ["even"], "delta": [["odd", 0], ["even", "odd"]]})");
  REQUIRE(dfa.num_states() == 2);
  CHECK(dfa.state_names() == std::vector<std::string>{"even", "odd"});
  CHECK(dfa.start() == 1);
  CHECK(dfa.accepting(0));
  CHECK_FALSE(dfa.accepting(1));
  CHECK(dfa.next(0, 0) == 1);
  CHECK(dfa.next(0, 1) == 0);  // a number refers to a state by index
  std::string text = dfa_to_json(dfa);
  CHECK_THAT(text, Contains(R"("states": ["even", "odd"])"));
  CHECK_THAT(text, Contains(R"(["odd", "even"])"));
  CHECK_THAT(text, Contains(R"("start": "odd")"));
}

TEST_CASE("JsonIntegerAndStringLabels", "[quick][io]") {
  Dfa dfa = dfa_from_json(R"({"alphabet": ["a"], "states": 5, "start": 0,
                              "outputs": [1, "1", "x", -2, "007"], "delta": [[1],[2],[3],[4],[0]]})");
  CHECK_FALSE(dfa.is_acceptor());
  CHECK(dfa.labels() == std::vector<std::string>{"1", "x", "-2", "007"});
  CHECK(dfa.output(0) == dfa.output(1));  // 1 and "1" are the same label
  std::string text = dfa_to_json(dfa);
  CHECK_THAT(text, Contains(R"("outputs": [1, 1, "x", -2, "007"])"));
  CHECK_FALSE(text.find("\"labels\"") != std::string::npos);

  // Labels in another order than first appearance, or unused, need the "labels" field.
  Dfa moore = make_dfa(Alphabet::make({"a"}), 2, 0, {1, 0}, {1, 1}, {"zero", "one", "two"});
  std::string moore_text = dfa_to_json(moore);
  CHECK_THAT(moore_text, Contains(R"("labels": ["zero", "one", "two"])"));
  check_same(moore, dfa_from_json(moore_text));
}

TEST_CASE("JsonNullTransitionsGoToASink", "[quick][io]") {
  Dfa dfa = dfa_from_json(R"({"alphabet": ["a","b"], "states": 2, "start": 0, "accepting": [1],
                              "delta": [[1, null], [null, 0]]})");
  REQUIRE(dfa.num_states() == 3);
  CHECK(dfa.next(0, 1) == 2);
  CHECK(dfa.next(1, 0) == 2);
  CHECK(dfa.next(2, 0) == 2);
  CHECK(dfa.next(2, 1) == 2);
  CHECK_FALSE(dfa.accepting(2));

  // A named machine's sink gets a name not already taken, so the machine writes back.
  Dfa named = dfa_from_json(R"({"alphabet": ["a"], "states": ["sink", "p"], "start": "p",
                                "outputs": ["x", "y"], "delta": [["sink"], [null]]})");
  CHECK(named.state_names() == std::vector<std::string>{"sink", "p", "sink_1"});
  CHECK(named.output_label(2) == "sink");
  check_same(named, dfa_from_json(dfa_to_json(named)));
}

TEST_CASE("JsonErrorsSayWhatWasExpectedAndFound", "[quick][io]") {
  const std::string ok_head = R"({"alphabet": ["0","1"], "states": 2, "start": 0, )";
  const std::vector<std::pair<std::string, std::string>> cases{
      {ok_head + R"("accepting": [0], "delta": [[1,0],[0,true]]})",
       "delta[1][1]: expected a state number or null, found true"},
      {R"({"alphabet": ["0","1"], "states": ["a","b"], "start": 0, "accepting": [0], "delta": [[1,0],[0,true]]})",
       "delta[1][1]: expected a state name or number or null, found true"},
      {ok_head + R"("acepting": [0], "delta": [[1,0],[0,1]]})",
       "JSON: unknown field 'acepting' (expected alphabet, states, start, accepting or outputs, labels, delta)"},
      {ok_head + R"("delta": [[1,0],[0,1]]})", "JSON: missing field 'accepting' or 'outputs' (expected exactly one)"},
      {ok_head + R"("accepting": [0], "outputs": [0, 1], "delta": [[1,0],[0,1]]})",
       "JSON: both 'accepting' and 'outputs' given, expected exactly one"},
      {R"({"alphabet": ["0","1"], "start": 0, "accepting": [0], "delta": [[1,0],[0,1]]})",
       "JSON: missing field 'states'"},
      {ok_head + R"("accepting": [0], "delta": [[1,0],[0,2]]})",
       "delta[1][1]: state 2 is out of range, expected a state in [0, 2)"},
      {ok_head + R"("accepting": [0], "delta": [[1,0],[0,-1]]})",
       "delta[1][1]: state -1 is out of range, expected a state in [0, 2)"},
      {ok_head + R"("accepting": [0], "delta": [[1,0],[0]]})",
       "delta[1]: expected 2 transitions (one per letter), found 1"},
      {ok_head + R"("accepting": [0], "delta": [[1,0]]})", "delta: expected 2 rows (one per state), found 1"},
      {ok_head + R"("accepting": [3], "delta": [[1,0],[0,1]]})",
       "accepting[0]: state 3 is out of range, expected a state in [0, 2)"},
      {ok_head + R"("outputs": [1], "delta": [[1,0],[0,1]]})", "outputs: expected 2 labels (one per state), found 1"},
      {ok_head + R"("outputs": [1, 2.5], "delta": [[1,0],[0,1]]})",
       "outputs[1]: expected a label (a string or an integer), found 2.5"},
      {R"({"alphabet": ["0","1"], "states": ["a","a"], "start": 0, "accepting": [0], "delta": [[1,0],[0,1]]})",
       "states[1]: state name \"a\" is used twice (also states[0])"},
      {R"({"alphabet": ["0","1"], "states": ["a","b"], "start": "c", "accepting": [0], "delta": [[1,0],[0,1]]})",
       "start: unknown state \"c\", expected a name from 'states'"},
      {R"({"alphabet": ["0","1"], "states": 2, "start": "a", "accepting": [0], "delta": [[1,0],[0,1]]})",
       "start: expected a state number, found \"a\""},
      {R"({"alphabet": ["0","0"], "states": 2, "start": 0, "accepting": [0], "delta": [[1,0],[0,1]]})",
       "alphabet: letter '0' appears twice in the alphabet"},
      {R"({"alphabet": ["0",1], "states": 2, "start": 0, "accepting": [0], "delta": [[1,0],[0,1]]})",
       "alphabet[1]: expected a letter name (a string), found 1"},
      {R"({"alphabet": ["0","1"], "states": 0, "start": 0, "accepting": [], "delta": []})",
       "states: expected at least one state, found 0"},
      {R"({"alphabet": ["0","1"], "states": 1e12, "start": 0, "accepting": [], "delta": []})",
       "states: expected a number of states or an array of state names, found 1000000000000.0"},
      {R"({"alphabet": ["0","1"], "states": 1000000000000, "start": 0, "accepting": [], "delta": []})",
       "states: 1000000000000 states is more than the limit of 67108864"},
      {R"({"alphabet": ["0"], "states": 67108864, "start": 0, "accepting": [], "delta": [[0]]})",
       "delta: expected 67108864 rows (one per state), found 1"},
      {R"({"alphabet": ["0"], "states": 1, "start": 0, "start": 0, "accepting": [], "delta": [[0]]})",
       "JSON: duplicate key 'start' in one object"},
      {R"([1, 2])", "JSON: expected an object at the top level, found an array"},
      {ok_head + R"("labels": ["x"], "accepting": [0], "delta": [[1,0],[0,1]]})",
       "labels: only allowed with 'outputs' (an acceptor's labels are reject, accept)"},
      {ok_head + R"("labels": ["x"], "outputs": ["x", "y"], "delta": [[1,0],[0,1]]})",
       "outputs[1]: label \"y\" is not in 'labels'"},
  };
  for (const auto& [input, message] : cases) {
    CAPTURE(input);
    CHECK_THROWS_WITH(dfa_from_json(input), message);
  }
  CHECK_THROWS_WITH(dfa_from_json(R"({"alphabet": )"), Contains("JSON: parse error at line 1, column 14"));
  CHECK_THROWS_WITH(dfa_from_json(std::string(100, '[') + std::string(100, ']')),
                    "JSON: nesting deeper than 16 levels");
  CHECK_THROWS_AS(dfa_from_json("\xff"), lrnnc::Error);
}

TEST_CASE("JsonWriterRefusesWhatCannotReadBack", "[quick][io]") {
  Dfa dfa = make_acceptor(Alphabet::make({"a"}), 2, 0, {1, 0}, {1}, {"p", "p"});
  CHECK_THROWS_WITH(dfa_to_json(dfa), "state name 'p' names states 0 and 1; JSON needs unique names");
  // A name that is not UTF-8 (Latin-1 e-acute) cannot be written as JSON: Alphabet::make refuses it
  // before any machine (from AT&T text, say) could reach the writer.
  CHECK_THROWS_WITH(Alphabet::make({"\xe9"}), Contains("is not UTF-8 text"));
}

TEST_CASE("JsonAlphabetMayBeAString", "[quick][io]") {
  Dfa dfa = dfa_from_json(R"({"alphabet": "ab", "states": 1, "start": 0, "accepting": [0], "delta": [[0, 0]]})");
  CHECK(dfa.alphabet().names() == std::vector<std::string>{"a", "b"});
}

TEST_CASE("AttRoundTripIsEquivalent", "[quick][io]") {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    CAPTURE(seed);
    std::mt19937_64 rng(seed);
    Dfa dfa = random_dfa(rng, 1 + rng() % 12, 1 + rng() % 4);
    std::string text = dfa_to_att(dfa);
    CAPTURE(text);
    Dfa back = dfa_from_att(text);
    CHECK(back.alphabet() == dfa.alphabet());
    CHECK(equivalent(dfa, back));
    Dfa with_table = dfa_from_att(text, std::string_view(att_symbols(dfa)));
    CHECK(with_table.alphabet() == dfa.alphabet());
    CHECK(equivalent(dfa, with_table));
  }
}

TEST_CASE("AttWithSymbolTableIds", "[quick][io]") {
  // Labels are ids; the alphabet is the table's non-epsilon symbols in id order.
  Dfa by_id = dfa_from_att("0 1 3\n1 0 1\n1\n", std::string_view("<eps> 0\nzero 1\nx 2\none 3\n"));
  CHECK(by_id.alphabet().names() == std::vector<std::string>{"zero", "x", "one"});
  CHECK(by_id.accepts(by_id.alphabet().parse_word("one")));
  CHECK(by_id.accepts(by_id.alphabet().parse_word("one zero one")));
  CHECK_FALSE(by_id.accepts(by_id.alphabet().parse_word("x")));
  CHECK(att_symbols(by_id) == "<eps>\t0\nzero\t1\nx\t2\none\t3\n");

  // A label that is a symbol name is read as that symbol (fstcompile --isymbols), before ids:
  // so numeric letter names written by dfa_to_att read back with att_symbols' table.
  const std::string syms = "<eps>\t0\n0\t1\n1\t2\n";
  Dfa by_name = dfa_from_att("0 1 1\n1 0 0\n1\n", std::string_view(syms));
  CHECK(by_name.alphabet().names() == std::vector<std::string>{"0", "1"});
  CHECK(by_name.accepts(by_name.alphabet().parse_word("1")));
  CHECK(by_name.accepts(by_name.alphabet().parse_word("101")));
  CHECK_FALSE(by_name.accepts(by_name.alphabet().parse_word("0")));
}

TEST_CASE("AttReadsSparseStatesAndWeights", "[quick][io]") {
  Dfa dfa = dfa_from_att("3 7 x\n7 3 y\t2.5\n7 7 x x\n\n7 Infinity\n3 0\n");
  REQUIRE(dfa.num_states() == 3);  // 3, 7 and the sink
  CHECK(dfa.start() == 0);
  CHECK(dfa.state_names() == std::vector<std::string>{"3", "7", "sink"});
  CHECK(dfa.accepting(0));
  CHECK_FALSE(dfa.accepting(1));  // final weight Infinity: not final
  CHECK(dfa.accepts(dfa.alphabet().parse_word("xy")));
  CHECK_FALSE(dfa.accepts(dfa.alphabet().parse_word("y")));
}

TEST_CASE("AttErrorsNameTheLine", "[quick][io]") {
  const std::vector<std::pair<std::string, std::string>> cases{
      {"0 1 a\n\n1 3 b\n0 2 a\n", "line 4: state 0 has two arcs labelled 'a' (nondeterministic; use --determinize)"},
      {"0 1 a\n1 2 <eps>\n", "line 2: epsilon arc from state 1 (nondeterministic; use --determinize)"},
      {"0 1 a b\n", "line 1: input label 'a' differs from output label 'b' (an acceptor needs equal labels)"},
      {"0 1 a\nx 1 a\n", "line 2: expected a state number, found 'x'"},
      {"0 1 a\n1 2 a b c d\n", "line 2: expected 'src dst label [weight]' or 'state [weight]', found 6 fields"},
      {"0 1 a\n1 w\n", "line 2: expected a weight (a number), found 'w'"},
      {"0 1 a a w\n", "line 1: expected a weight (a number), found 'w'"},
      {"", "AT&T: empty input, expected at least one arc or final line"},
      {" \n\t\n", "AT&T: empty input, expected at least one arc or final line"},
      {"0\n", "AT&T: no labelled arcs, so the alphabet is empty (give a symbol table)"},
      {"0 1 a\x01\n", "line 1: label 'a\\x01' contains a control character"},
  };
  for (const auto& [input, message] : cases) {
    CAPTURE(input);
    CHECK_THROWS_WITH(dfa_from_att(input), message);
  }
  const std::string syms = "<eps> 0\na 1\nb 2\n";
  CHECK_THROWS_WITH(dfa_from_att("0 1 7\n", std::string_view(syms)), "line 1: label 7 is not in the symbol table");
  CHECK_THROWS_WITH(dfa_from_att("0 1 c\n", std::string_view(syms)), "line 1: label 'c' is not in the symbol table");
  CHECK_THROWS_WITH(dfa_from_att("0 1 1 2\n", std::string_view(syms)),
                    "line 1: input label '1' differs from output label '2' (an acceptor needs equal labels)");
  CHECK_THROWS_WITH(dfa_from_att("0 1 0\n", std::string_view(syms)),
                    "line 1: epsilon arc from state 0 (nondeterministic; use --determinize)");
  CHECK_THROWS_WITH(dfa_from_att("0 1 1\n", std::string_view("a 1\nb 1\n")),
                    "symbols line 2: id 1 is given to 'a' and 'b'");
  CHECK_THROWS_WITH(dfa_from_att("0 1 1\n", std::string_view("a 1\n\na 2\n")),
                    "symbols line 3: symbol 'a' is listed twice");
  CHECK_THROWS_WITH(dfa_from_att("0 1 1\n", std::string_view("a 2\n<eps> 1\n")),
                    "symbols line 2: '<eps>' is epsilon and must have id 0, found 1");
  CHECK_THROWS_WITH(dfa_from_att("0 1 1\n", std::string_view("a\n")),
                    "symbols line 1: expected 'name id', found 1 fields");
  CHECK_THROWS_WITH(dfa_from_att("0 1 1\n", std::string_view("<eps> 0\n")),
                    "symbols: expected at least one symbol with an id other than 0 (epsilon)");

  Dfa moore = make_dfa(Alphabet::make({"a"}), 2, 0, {1, 0}, {0, 1}, {"L0", "L1"});
  CHECK_THROWS_WITH(dfa_to_att(moore),
                    "AT&T text holds acceptors only; state 0 has output label 'L0' (use JSON for Moore machines)");
}

TEST_CASE("AttInfiniteAndNanWeights", "[quick][io]") {
  // Tropical semiring: Infinity (zero) is "not final" in any spelling; -Infinity and NaN are not
  // weights; an arc of weight Infinity is refused rather than kept or dropped.
  for (const std::string w : {"Infinity", "inf", "INF", "infinity", "+inf"}) {
    CAPTURE(w);
    if (w == "+inf") {  // from_chars takes no '+': not a number
      CHECK_THROWS_WITH(dfa_from_att("0 1 a\n1 " + w + "\n0\n"), "line 2: expected a weight (a number), found '+inf'");
      continue;
    }
    const Dfa dfa = dfa_from_att("0 1 a\n1 " + w + "\n0\n");
    CHECK(dfa.accepting(0));
    CHECK_FALSE(dfa.accepting(1));
  }
  for (const std::string w : {"-Infinity", "-inf"})
    CHECK_THROWS_WITH(dfa_from_att("0 1 a\n1 " + w + "\n"),
                      "line 2: final weight '" + w + "' is -Infinity, expected a number or Infinity (not final)");
  for (const std::string w : {"nan", "NaN", "-nan"})
    CHECK_THROWS_WITH(dfa_from_att("0 1 a\n1 " + w + "\n"), "line 2: expected a weight (a number), found '" + w + "'");
  CHECK_THROWS_WITH(dfa_from_att("0 1 a Infinity\n1\n"),
                    "line 1: arc weight 'Infinity' is infinite, expected a finite number");
  CHECK_THROWS_WITH(dfa_from_att("0 1 a a -inf\n1\n"),
                    "line 1: arc weight '-inf' is infinite, expected a finite number");
  CHECK(dfa_from_att("0 1 a a -2.5\n1 0\n").accepting(1));  // finite weights: read and ignored
}

TEST_CASE("AttDeterminizeGivesTheNfaLanguage", "[quick][io]") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    CAPTURE(seed);
    std::mt19937_64 rng(seed);
    const int n = 1 + static_cast<int>(rng() % 6);
    const std::vector<std::string> letters{"a", "b", "c"};
    Arcs nfa;
    std::string text;
    const int arcs = 1 + static_cast<int>(rng() % 14);
    for (int i = 0; i < arcs; ++i) {
      int p = i == 0 ? 0 : static_cast<int>(rng() % n), q = static_cast<int>(rng() % n);
      bool eps = rng() % 5 == 0;
      std::string l = eps ? "" : letters[rng() % 3];
      nfa.arcs.emplace_back(p, q, l);
      text += std::to_string(p) + " " + std::to_string(q) + " " + (eps ? "0" : std::to_string(l[0] - 'a' + 1)) + "\n";
    }
    for (int q = 0; q < n; ++q)
      if (rng() % 3 == 0) {
        nfa.finals.insert(q);
        text += std::to_string(q) + "\n";
      }
    CAPTURE(text);
    const std::string syms = "<eps> 0\na 1\nb 2\nc 3\n";
    Dfa dfa = dfa_from_att(text, std::string_view(syms), AttOptions{.determinize = true});
    REQUIRE(dfa.is_acceptor());
    REQUIRE(dfa.alphabet().names() == letters);
    for_each_word(3, 6, [&](const Word& w) {
      std::vector<std::string> names;
      for (Letter a : w) names.push_back(letters[a]);
      if (dfa.accepts(w) != nfa.accepts(names)) {
        CAPTURE(dfa.alphabet().format_word(w));
        FAIL("determinized AT&T acceptor disagrees with the NFA simulation");
      }
    });
  }
}

TEST_CASE("AttDeterminizeHandlesEpsilonArcs", "[quick][io]") {
  // (ab)* with epsilon arcs via symbol id 0: 0 -a-> 1 -b-> 2 -eps-> 0, 0 final.
  const std::string syms = "<eps> 0\na 1\nb 2\n";
  const std::string text = "0 1 1\n1 2 2\n2 0 0\n0\n";
  CHECK_THROWS_WITH(dfa_from_att(text, std::string_view(syms)),
                    "line 3: epsilon arc from state 2 (nondeterministic; use --determinize)");
  Dfa dfa = dfa_from_att(text, std::string_view(syms), AttOptions{.determinize = true});
  for (const char* w : {"", "ab", "abab"}) CHECK(dfa.accepts(dfa.alphabet().parse_word(w)));
  for (const char* w : {"a", "b", "aab", "aba", "ba"}) CHECK_FALSE(dfa.accepts(dfa.alphabet().parse_word(w)));
}

TEST_CASE("DotShowsStatesAndGroupedEdges", "[quick][io]") {
  Dfa dfa = dfa_from_json(R"({"alphabet": ["a","b","c"], "states": ["p \"q\"", "r"], "start": 1,
                              "accepting": ["r"], "delta": [[0, 0, 1], [1, 1, 1]]})");
  std::string dot = dfa_to_dot(dfa);
  CAPTURE(dot);
  CHECK(dot.starts_with("digraph G {"));
  CHECK(count(dot, "->") == 4);  // p->p (a,b), p->r (c), r->r (a,b,c), start arrow
  CHECK_THAT(dot, Contains("[label=\"a,b\"]"));
  CHECK_THAT(dot, Contains("[label=\"a,b,c\"]"));
  CHECK_THAT(dot, Contains("label=\"p \\\"q\\\"\""));
  CHECK(count(dot, "doublecircle") == 1);
  CHECK_THAT(dot, Contains("2->1"));  // the start arrow from the invisible node 2
  CHECK_THAT(dot, Contains("style=invis"));

  Dfa moore = make_dfa(Alphabet::make({"a"}), 2, 0, {1, 0}, {0, 1}, {"L0", "L1"});
  std::string mdot = dfa_to_dot(moore);
  CHECK_THAT(mdot, Contains("label=\"0 / L0\""));
  CHECK_THAT(mdot, Contains("label=\"1 / L1\""));
  CHECK(count(mdot, "doublecircle") == 0);
  CHECK(count(mdot, "->") == 3);
}
