#include <algorithm>
#include <functional>
#include <numeric>
#include <random>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "automata/builtins.hpp"
#include "common/error.hpp"

using namespace lrnnc::automata;
using Catch::Matchers::Contains;

namespace {

// Calls f on every word over k letters of length 0..max_length.
void for_all_words(std::size_t k, std::size_t max_length, const std::function<void(const Word&)>& f) {
  for (std::size_t length = 0; length <= max_length; ++length) {
    Word w(length, 0);
    while (true) {
      f(w);
      std::size_t i = length;
      while (i > 0 && w[i - 1] + 1 == k) w[--i] = 0;
      if (i == 0) break;
      ++w[i - 1];
    }
  }
}

std::string as_text(const Alphabet& alphabet, const Word& w) {
  std::string s;
  for (Letter a : w) s += alphabet.name(a);
  return s;
}

// The label a machine gives a word written as text ("0110", or space-separated names).
std::string label_of(const Dfa& dfa, const std::string& word) {
  return dfa.output_label(dfa.run(dfa.alphabet().parse_word(word)));
}

using IntPerm = std::vector<int>;

std::vector<IntPerm> lex_perms(int n, bool even_only) {
  IntPerm p(n);
  std::iota(p.begin(), p.end(), 0);
  std::vector<IntPerm> all;
  do {
    int inversions = 0;
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j) inversions += p[j] < p[i];
    if (!even_only || inversions % 2 == 0) all.push_back(p);
  } while (std::next_permutation(p.begin(), p.end()));
  return all;
}

std::string tuple(const IntPerm& p) {
  std::string s = "[";
  for (std::size_t i = 0; i < p.size(); ++i) s += (i ? "," : "") + std::to_string(p[i]);
  return s + "]";
}

// x_1 ∘ ... ∘ x_t as a function: x_t is applied first.
IntPerm product(const std::vector<IntPerm>& factors, int n) {
  IntPerm result(n);
  for (int i = 0; i < n; ++i) {
    int image = i;
    for (auto it = factors.rbegin(); it != factors.rend(); ++it) image = (*it)[image];
    result[i] = image;
  }
  return result;
}

std::size_t reachable_states(const Dfa& dfa) {
  std::vector<bool> seen(dfa.num_states(), false);
  std::vector<State> todo{dfa.start()};
  seen[dfa.start()] = true;
  std::size_t count = 1;
  while (!todo.empty()) {
    State q = todo.back();
    todo.pop_back();
    for (Letter a = 0; a < dfa.num_letters(); ++a) {
      State r = dfa.next(q, a);
      if (!seen[r]) {
        seen[r] = true;
        ++count;
        todo.push_back(r);
      }
    }
  }
  return count;
}

std::vector<std::string> all_test_specs() {
  std::vector<std::string> specs;
  for (const auto& info : list_builtins()) specs.push_back(info.example);
  for (const char* s :
       {"mod:2",      "cyclic:2",    "sym:1",       "sym:3",       "sym:6",    "alt:1",    "alt:4",    "sym:2:gens",
        "sym:8:gens", "sym:2:swaps", "sym:8:swaps", "dihedral:3",  "tomita:1", "tomita:2", "tomita:4", "tomita:5",
        "tomita:6",   "tomita:7",    "modarith:2",  "modarith:11", "dyck:1:1", "dyck:4:2", "dyck:5:2"})
    specs.push_back(s);
  return specs;
}

}  // namespace

TEST_CASE("EveryBuiltinIsCompleteWellFormedAndReachable", "[standard]") {
  for (const auto& spec : all_test_specs()) {
    INFO("spec " << spec);
    const Dfa dfa = make_builtin(spec);
    const std::size_t n = dfa.num_states(), k = dfa.num_letters();
    REQUIRE(n > 0);
    REQUIRE(k > 0);
    REQUIRE(dfa.start() < n);
    REQUIRE(dfa.table().size() == n * k);
    REQUIRE(std::all_of(dfa.table().begin(), dfa.table().end(), [n](State r) { return r < n; }));
    REQUIRE(dfa.outputs().size() == n);
    for (std::size_t q = 0; q < n; ++q) REQUIRE(dfa.output(static_cast<State>(q)) < dfa.labels().size());
    if (dfa.is_acceptor()) REQUIRE(dfa.labels() == acceptor_labels());
    if (!dfa.state_names().empty()) {
      REQUIRE(dfa.state_names().size() == n);
      REQUIRE(std::set<std::string>(dfa.state_names().begin(), dfa.state_names().end()).size() == n);
    }
    CHECK(reachable_states(dfa) == n);
  }
}

TEST_CASE("ListBuiltinsExamplesBelongToTheirSyntaxAndAreNamedInErrors", "[quick]") {
  std::string unknown_message;
  try {
    make_builtin("nosuchfamily:3");
  } catch (const lrnnc::Error& e) {
    unknown_message = e.what();
  }
  REQUIRE_THAT(unknown_message, Contains("unknown builtin 'nosuchfamily:3'"));
  for (const auto& info : list_builtins()) {
    INFO("syntax " << info.syntax);
    CHECK(!info.description.empty());
    CHECK(info.example.substr(0, info.example.find(':')) == info.syntax.substr(0, info.syntax.find(':')));
    CHECK(std::count(info.example.begin(), info.example.end(), ':') ==
          std::count(info.syntax.begin(), info.syntax.end(), ':'));
    CHECK_THAT(unknown_message, Contains(info.syntax));
  }
}

TEST_CASE("ParityAndModCountOnesModM", "[quick]") {
  for (const std::string spec : {"parity", "mod:2", "mod:3", "mod:7"}) {
    INFO("spec " << spec);
    const Dfa dfa = make_builtin(spec);
    const std::size_t m = spec == "parity" ? 2 : std::stoul(spec.substr(4));
    REQUIRE(dfa.num_states() == m);
    REQUIRE(dfa.alphabet().names() == std::vector<std::string>{"0", "1"});
    REQUIRE(!dfa.is_acceptor());
    for_all_words(2, 10, [&](const Word& w) {
      const auto ones = static_cast<std::size_t>(std::count(w.begin(), w.end(), 1u));
      REQUIRE(dfa.output_label(dfa.run(w)) == std::to_string(ones % m));
      REQUIRE(dfa.run(w) == ones % m);
    });
  }
}

TEST_CASE("CyclicStateIsTheSumModM", "[quick]") {
  const Dfa dfa = make_builtin("cyclic:4");
  REQUIRE(dfa.alphabet().names() == std::vector<std::string>{"0", "1", "2", "3"});
  for_all_words(4, 6, [&](const Word& w) {
    const auto sum = std::accumulate(w.begin(), w.end(), std::size_t{0});
    REQUIRE(dfa.output_label(dfa.run(w)) == std::to_string(sum % 4));
  });
}

TEST_CASE("SymAndAltHaveFactorialAndHalfFactorialStates", "[quick]") {
  REQUIRE(make_builtin("sym:5").num_states() == 120);
  REQUIRE(make_builtin("sym:5").num_letters() == 120);
  REQUIRE(make_builtin("alt:5").num_states() == 60);
  REQUIRE(make_builtin("alt:5").num_letters() == 60);
  std::size_t factorial = 1;
  for (int n = 1; n <= 6; ++n) {
    factorial *= n;
    INFO("N = " << n);
    CHECK(make_builtin("sym:" + std::to_string(n)).num_states() == factorial);
    CHECK(make_builtin("alt:" + std::to_string(n)).num_states() == (n < 2 ? 1 : factorial / 2));
  }
}

TEST_CASE("SymThreeProductsMatchHandComputation", "[quick]") {
  // Lexicographic order of S_3 as tuples of images:
  //   0=[0,1,2] 1=[0,2,1] 2=[1,0,2] 3=[1,2,0] 4=[2,0,1] 5=[2,1,0].
  const Dfa dfa = make_builtin("sym:3");
  const std::vector<std::string> names{"[0,1,2]", "[0,2,1]", "[1,0,2]", "[1,2,0]", "[2,0,1]", "[2,1,0]"};
  REQUIRE(dfa.state_names() == names);
  REQUIRE(dfa.start() == 0);
  // A single letter i leads from the identity to element i.
  for (int i = 0; i < 6; ++i)
    REQUIRE(dfa.state_name(dfa.run(dfa.alphabet().parse_word(std::to_string(i)))) == names[i]);
  // "21": x1 ∘ x2 = [1,0,2] ∘ [0,2,1]: 0 -> 0 -> 1, 1 -> 2 -> 2, 2 -> 1 -> 0, so [1,2,0] = 3.
  CHECK(label_of(dfa, "21") == "3");
  // "12": [0,2,1] ∘ [1,0,2]: 0 -> 1 -> 2, 1 -> 0 -> 0, 2 -> 2 -> 1, so [2,0,1] = 4 (not 3: S_3 is not abelian).
  CHECK(label_of(dfa, "12") == "4");
  // "23": [1,0,2] ∘ [1,2,0]: 0 -> 1 -> 0, 1 -> 2 -> 2, 2 -> 0 -> 1, so [0,2,1] = 1.
  CHECK(label_of(dfa, "23") == "1");
  // "32": [1,2,0] ∘ [1,0,2]: 0 -> 1 -> 2, 1 -> 0 -> 1, 2 -> 2 -> 0, so [2,1,0] = 5.
  CHECK(label_of(dfa, "32") == "5");
  // "33": [1,2,0] ∘ [1,2,0]: 0 -> 1 -> 2, 1 -> 2 -> 0, 2 -> 0 -> 1, so [2,0,1] = 4; the 3-cycle has order 3.
  CHECK(label_of(dfa, "33") == "4");
  CHECK(label_of(dfa, "333") == "0");
  // "34": [1,2,0] ∘ [2,0,1] = identity (they are inverses); "55": a transposition squared.
  CHECK(label_of(dfa, "34") == "0");
  CHECK(label_of(dfa, "55") == "0");
  // "2 3 5" (space-separated): ([1,0,2] ∘ [1,2,0]) ∘ [2,1,0] = [0,2,1] ∘ [2,1,0]: 0 -> 2 -> 1,
  // 1 -> 1 -> 2, 2 -> 0 -> 0, so [1,2,0] = 3.
  CHECK(label_of(dfa, "2 3 5") == "3");
}

TEST_CASE("SymAndAltStateIsTheCompositionWithTheLastLetterAppliedFirst", "[quick]") {
  const std::uint32_t seed = 20261122;
  INFO("seed " << seed);
  std::mt19937 rng(seed);
  for (const auto& [spec, n, even] : std::vector<std::tuple<std::string, int, bool>>{
           {"sym:4", 4, false}, {"alt:4", 4, true}, {"sym:5", 5, false}, {"alt:5", 5, true}}) {
    INFO("spec " << spec);
    const Dfa dfa = make_builtin(spec);
    const auto elements = lex_perms(n, even);
    REQUIRE(dfa.num_states() == elements.size());
    for (std::size_t q = 0; q < elements.size(); ++q)
      REQUIRE(dfa.state_name(static_cast<State>(q)) == tuple(elements[q]));
    std::uniform_int_distribution<Letter> letter(0, static_cast<Letter>(elements.size() - 1));
    for (int trial = 0; trial < 200; ++trial) {
      Word w(trial % 13);
      std::vector<IntPerm> factors;
      for (Letter& a : w) {
        a = letter(rng);
        factors.push_back(elements[a]);
      }
      const State q = dfa.run(w);
      REQUIRE(elements[q] == product(factors, n));
      REQUIRE(dfa.output_label(q) == std::to_string(q));
    }
  }
}

TEST_CASE("SymGensReachesAllNFactorialStates", "[standard]") {
  std::size_t factorial = 1;
  for (int n = 2; n <= 8; ++n) {
    factorial *= n;
    INFO("N = " << n);
    const Dfa dfa = make_builtin("sym:" + std::to_string(n) + ":gens");
    REQUIRE(dfa.alphabet().names() == std::vector<std::string>{"t", "c"});
    REQUIRE(dfa.num_states() == factorial);
    REQUIRE(reachable_states(dfa) == factorial);
    IntPerm t(n), c(n);
    std::iota(t.begin(), t.end(), 0);
    std::swap(t[0], t[1]);
    for (int i = 0; i < n; ++i) c[i] = (i + 1) % n;
    CHECK(dfa.state_name(dfa.next(0, 0)) == tuple(t));
    CHECK(dfa.state_name(dfa.next(0, 1)) == tuple(c));
    // c^N = e and t^2 = e from every state.
    for (State q = 0; q < dfa.num_states(); q += 97) {
      CHECK(dfa.run(Word(n, 1), q) == q);
      CHECK(dfa.run(Word(2, 0), q) == q);
    }
  }
  // Same states and numbering as sym:N.
  CHECK(make_builtin("sym:5:gens").state_names() == make_builtin("sym:5").state_names());
  // "t c" = (0 1) ∘ (0 1 2 3 4): 0 -> 1 -> 0, 1 -> 2 -> 2, 2 -> 3, 3 -> 4, 4 -> 0 -> 1.
  const Dfa s5 = make_builtin("sym:5:gens");
  CHECK(s5.state_name(s5.run(s5.alphabet().parse_word("t c"))) == "[0,2,3,4,1]");
}

TEST_CASE("SymSwapsLettersAreTheIdentityAndTheTranspositions", "[quick]") {
  const Dfa dfa = make_builtin("sym:4:swaps");
  REQUIRE(dfa.alphabet().names() == std::vector<std::string>{"e", "s01", "s02", "s03", "s12", "s13", "s23"});
  REQUIRE(dfa.num_states() == 24);
  CHECK(dfa.state_name(dfa.run(dfa.alphabet().parse_word("s12"))) == "[0,2,1,3]");
  // (0 1) ∘ (1 2): 0 -> 0 -> 1, 1 -> 2 -> 2, 2 -> 1 -> 0.
  CHECK(dfa.state_name(dfa.run(dfa.alphabet().parse_word("s01 s12"))) == "[1,2,0,3]");
  for (State q = 0; q < dfa.num_states(); ++q) {
    REQUIRE(dfa.next(q, 0) == q);
    for (Letter a = 1; a < dfa.num_letters(); ++a) {
      REQUIRE(dfa.next(q, a) != q);
      REQUIRE(dfa.next(dfa.next(q, a), a) == q);
    }
  }
  CHECK(make_builtin("sym:8:swaps").num_letters() == 1 + 28);
}

TEST_CASE("DihedralMatchesVertexPermutations", "[quick]") {
  for (int n = 3; n <= 8; ++n) {
    INFO("N = " << n);
    const Dfa dfa = make_builtin("dihedral:" + std::to_string(n));
    REQUIRE(dfa.num_states() == static_cast<std::size_t>(2 * n));
    REQUIRE(dfa.alphabet().names() == std::vector<std::string>{"r", "s"});
    IntPerm r(n), s(n);
    for (int k = 0; k < n; ++k) {
      r[k] = (k + 1) % n;
      s[k] = (n - k) % n;
    }
    // State j*N + i is r^i s^j, the vertex map k -> (j ? -k : k) + i.
    auto element = [n](State q) {
      IntPerm p(n);
      const int i = static_cast<int>(q) % n, j = static_cast<int>(q) / n;
      for (int k = 0; k < n; ++k) p[k] = ((j ? n - k : k) + i) % n;
      return p;
    };
    for_all_words(2, 9, [&](const Word& w) {
      std::vector<IntPerm> factors;
      for (Letter a : w) factors.push_back(a == 0 ? r : s);
      REQUIRE(element(dfa.run(w)) == product(factors, n));
    });
  }
  // Hand-checked relations in D_4: r^4 = s^2 = e, s r s = r^-1 = r^3, s r = r^-1 s = r^3 s.
  const Dfa d4 = make_builtin("dihedral:4");
  CHECK(label_of(d4, "rrrr") == "0");
  CHECK(label_of(d4, "ss") == "0");
  CHECK(d4.state_name(d4.run(d4.alphabet().parse_word("srs"))) == "r^3");
  CHECK(d4.state_name(d4.run(d4.alphabet().parse_word("rs"))) == "r^1*s");
  CHECK(label_of(d4, "rs") == "5");
  CHECK(d4.state_name(d4.run(d4.alphabet().parse_word("sr"))) == "r^3*s");
  CHECK(label_of(d4, "sr") == "7");
}

TEST_CASE("FlipflopOutputsTheLastSetBit", "[quick]") {
  const Dfa dfa = make_builtin("flipflop");
  REQUIRE(dfa.alphabet().names() == std::vector<std::string>{"read", "set0", "set1"});
  REQUIRE(dfa.num_states() == 2);
  CHECK(label_of(dfa, "") == "0");
  CHECK(label_of(dfa, "read read") == "0");
  CHECK(label_of(dfa, "set1 read read") == "1");
  CHECK(label_of(dfa, "set1 set0 read") == "0");
  for_all_words(3, 7, [&](const Word& w) {
    std::string stored = "0";
    for (Letter a : w)
      if (a != 0) stored = a == 1 ? "0" : "1";
    REQUIRE(dfa.output_label(dfa.run(w)) == stored);
  });
}

namespace {

// Tomita 3: reject iff some maximal run of 1s of odd length is immediately followed by a maximal
// run of 0s of odd length (a run ending the word is maximal).
bool tomita3(const std::string& s) {
  std::vector<std::pair<char, std::size_t>> runs;
  for (char ch : s) {
    if (runs.empty() || runs.back().first != ch) runs.push_back({ch, 0});
    ++runs.back().second;
  }
  for (std::size_t i = 0; i + 1 < runs.size(); ++i)
    if (runs[i].first == '1' && runs[i].second % 2 == 1 && runs[i + 1].second % 2 == 1) return false;
  return true;
}

bool tomita_brute_force(int k, const std::string& s) {
  const auto zeros = static_cast<long>(std::count(s.begin(), s.end(), '0'));
  const auto ones = static_cast<long>(s.size()) - zeros;
  switch (k) {
    case 1: return ones == static_cast<long>(s.size());
    case 2: return std::regex_match(s, std::regex("(10)*"));
    case 3: return tomita3(s);
    case 4: return s.find("000") == std::string::npos;
    case 5: return zeros % 2 == 0 && ones % 2 == 0;
    case 6: return (zeros - ones) % 3 == 0;
    default: return std::regex_match(s, std::regex("0*1*0*1*"));
  }
}

}  // namespace

TEST_CASE("TomitaGrammarsMatchBruteForcePredicates", "[quick]") {
  for (int k = 1; k <= 7; ++k) {
    INFO("tomita:" << k);
    const Dfa dfa = make_builtin("tomita:" + std::to_string(k));
    REQUIRE(dfa.is_acceptor());
    REQUIRE(dfa.alphabet().names() == std::vector<std::string>{"0", "1"});
    for_all_words(2, 10, [&](const Word& w) {
      const std::string s = as_text(dfa.alphabet(), w);
      INFO("word '" << s << "'");
      REQUIRE(dfa.accepts(w) == tomita_brute_force(k, s));
    });
  }
  // Hand-checked Tomita 3 cases.
  const Dfa t3 = make_builtin("tomita:3");
  CHECK(label_of(t3, "1") == "accept");
  CHECK(label_of(t3, "10") == "reject");  // odd 1s then odd 0s at the end
  CHECK(label_of(t3, "100") == "accept");
  CHECK(label_of(t3, "1101") == "accept");   // 11 even, then 0 odd; 1 has no 0s after it
  CHECK(label_of(t3, "11010") == "reject");  // the last 1 is followed by a single 0
  CHECK(label_of(t3, "1000111") == "reject");
}

namespace {

// Deletang-style modular arithmetic without brackets, evaluated directly from the text.
std::string evaluate_modarith(const std::string& s, long m) {
  if (s.empty()) return "incomplete";
  for (std::size_t i = 0; i < s.size(); ++i) {
    const bool is_number = std::isdigit(static_cast<unsigned char>(s[i])) != 0;
    if (is_number != (i % 2 == 0)) return "error";
  }
  if (s.size() % 2 == 0) return "incomplete";
  long total = 0, term = s[0] - '0';
  for (std::size_t i = 1; i < s.size(); i += 2) {
    const long n = s[i + 1] - '0';
    if (s[i] == '*') {
      term *= n;
    } else {
      total += term;
      term = s[i] == '+' ? n : -n;
    }
  }
  total += term;
  return std::to_string(((total % m) + m) % m);
}

}  // namespace

TEST_CASE("ModarithMatchesBruteForceEvaluator", "[standard]") {
  for (long m : {3L, 5L}) {
    INFO("modarith:" << m);
    const Dfa dfa = make_builtin("modarith:" + std::to_string(m));
    REQUIRE(dfa.num_states() == static_cast<std::size_t>(2 * m * m + 1));
    REQUIRE(dfa.num_letters() == static_cast<std::size_t>(m + 3));
    REQUIRE(dfa.alphabet().name(static_cast<Letter>(m)) == "+");
    for_all_words(dfa.num_letters(), 7, [&](const Word& w) {
      const std::string s = as_text(dfa.alphabet(), w);
      const std::string& got = dfa.output_label(dfa.run(w));
      if (got != evaluate_modarith(s, m)) FAIL("word '" << s << "': machine says " << got);
    });
  }
  const Dfa dfa = make_builtin("modarith:5");
  CHECK(label_of(dfa, "2-3-3*2") == "3");  // 2 - 3 - 6 = -7 = 3 mod 5 (the paper's example)
  CHECK(label_of(dfa, "1+2*3") == "2");    // 7 mod 5, not (1+2)*3 = 9
  CHECK(label_of(dfa, "4*4*4-1") == "3");  // 63 mod 5
  CHECK(label_of(dfa, "") == "incomplete");
  CHECK(label_of(dfa, "1+2*") == "incomplete");
  CHECK(label_of(dfa, "-1") == "error");
  CHECK(label_of(dfa, "12") == "error");
  CHECK(label_of(dfa, "1++2") == "error");
  CHECK(label_of(make_builtin("modarith:11"), "10 * 10 + 3") == "4");  // 103 mod 11
}

namespace {

// Balanced over K bracket types (letter 2b opens, 2b+1 closes type b) with depth at most D.
bool dyck_brute_force(const Word& w, std::size_t depth) {
  std::vector<Letter> stack;
  for (Letter a : w) {
    if (a % 2 == 0) {
      if (stack.size() == depth) return false;
      stack.push_back(a / 2);
    } else {
      if (stack.empty() || stack.back() != a / 2) return false;
      stack.pop_back();
    }
  }
  return stack.empty();
}

}  // namespace

TEST_CASE("DyckMatchesBruteForceStackChecker", "[standard]") {
  for (const auto& [k, depth, length] : std::vector<std::tuple<std::size_t, std::size_t, std::size_t>>{
           {1, 1, 8}, {1, 3, 8}, {2, 3, 8}, {3, 2, 8}, {5, 2, 5}}) {
    const std::size_t d = depth;  // a plain variable: lambdas below capture it (clang 14 cannot capture bindings)
    const std::string spec = "dyck:" + std::to_string(k) + ":" + std::to_string(d);
    INFO(spec);
    const Dfa dfa = make_builtin(spec);
    REQUIRE(dfa.is_acceptor());
    std::size_t stacks = 0, level = 1;
    for (std::size_t i = 0; i <= d; ++i, level *= k) stacks += level;
    REQUIRE(dfa.num_states() == stacks + 1);
    for_all_words(2 * k, length, [&](const Word& w) {
      if (dfa.accepts(w) != dyck_brute_force(w, d))
        FAIL("word '" << dfa.alphabet().format_word(w) << "': machine accepts " << dfa.accepts(w));
    });
  }
  CHECK(make_builtin("dyck:2:3").alphabet().names() == std::vector<std::string>{"(", ")", "[", "]"});
  CHECK(make_builtin("dyck:5:1").alphabet().names() ==
        std::vector<std::string>{"o1", "c1", "o2", "c2", "o3", "c3", "o4", "c4", "o5", "c5"});
  const Dfa d23 = make_builtin("dyck:2:3");
  CHECK(label_of(d23, "([])[]") == "accept");
  CHECK(label_of(d23, "([)]") == "reject");
  CHECK(label_of(d23, "(((())))") == "reject");  // depth 4 > 3
  CHECK(d23.state_name(d23.run(d23.alphabet().parse_word("(["))) == "([");
}

TEST_CASE("BadSpecsThrowErrorsNamingTheValidRange", "[quick]") {
  auto message = [](const std::string& spec) {
    try {
      make_builtin(spec);
    } catch (const lrnnc::Error& e) {
      return std::string(e.what());
    }
    FAIL("no lrnnc::Error for '" << spec << "'");
    return std::string();
  };
  CHECK_THAT(message("foo"), Contains("unknown builtin 'foo'"));
  CHECK_THAT(message(""), Contains("unknown builtin"));
  CHECK(message("sym:12") == "sym:N needs N in [1, 6], found 12");
  CHECK_THAT(message("sym:0"), Contains("[1, 6]"));
  CHECK_THAT(message("mod:1"), Contains("[2, 10000]"));
  CHECK_THAT(message("mod:x"), Contains("found 'x'"));
  CHECK_THAT(message("mod:-3"), Contains("found '-3'"));
  CHECK_THAT(message("mod:99999999999999999999"), Contains("[2, 10000]"));
  CHECK_THAT(message("mod"), Contains("mod:M"));
  CHECK_THAT(message("parity:2"), Contains("expected parity"));
  CHECK_THAT(message("tomita:8"), Contains("[1, 7]"));
  CHECK_THAT(message("tomita:0"), Contains("[1, 7]"));
  CHECK_THAT(message("alt:8"), Contains("[1, 7]"));
  CHECK_THAT(message("sym:9:gens"), Contains("[2, 8]"));
  CHECK_THAT(message("sym:5:foo"), Contains("sym:N:gens"));
  CHECK_THAT(message("dihedral:2"), Contains("[3, 1000]"));
  CHECK_THAT(message("cyclic:1"), Contains("[2, 1000]"));
  CHECK_THAT(message("modarith:1"), Contains("[2, 100]"));
  CHECK_THAT(message("dyck:0:2"), Contains("K in [1, 8]"));
  CHECK_THAT(message("dyck:2:0"), Contains("D in [1, 16]"));
  CHECK_THAT(message("dyck:2"), Contains("dyck:K:D"));
  CHECK_THAT(message("dyck:8:16"), Contains("1048576"));
}
