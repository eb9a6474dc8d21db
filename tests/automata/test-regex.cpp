#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "automata/minimize.hpp"
#include "automata/regex.hpp"
#include "common/error.hpp"
#include "random-dfa.hpp"

using namespace lrnnc::automata;
using Catch::Matchers::Contains;
using lrnnc::automata::testing::for_each_word;

namespace {

// ---- An independent regex model: random syntax trees, their printing, and a matcher ----

struct Re {
  enum class Kind { Eps, Set, Alt, Cat, Rep } kind = Kind::Eps;
  std::vector<bool> set;  // Set: which letters (by id)
  std::vector<std::shared_ptr<Re>> kids;
  std::size_t min = 0, max = 0;
  bool unbounded = false;
  std::string text;  // the printed pattern
};
using ReP = std::shared_ptr<Re>;

// Relation matrices over positions 0..n of a word: m[i][j] when w[i..j) is in the language.
using Rel = std::vector<std::vector<char>>;

Rel compose(const Rel& a, const Rel& b) {
  const std::size_t n = a.size();
  Rel c(n, std::vector<char>(n, 0));
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j)
      if (a[i][j])
        for (std::size_t k = 0; k < n; ++k) c[i][k] |= b[j][k];
  return c;
}

Rel identity(std::size_t n) {
  Rel r(n, std::vector<char>(n, 0));
  for (std::size_t i = 0; i < n; ++i) r[i][i] = 1;
  return r;
}

void unite(Rel& a, const Rel& b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    for (std::size_t j = 0; j < a.size(); ++j) a[i][j] |= b[i][j];
}

// Which factors of `w` the expression matches, straight from the definitions of the operators.
Rel factors(const Re& r, const Word& w) {
  const std::size_t n = w.size() + 1;
  switch (r.kind) {
    case Re::Kind::Eps: return identity(n);
    case Re::Kind::Set: {
      Rel m(n, std::vector<char>(n, 0));
      for (std::size_t i = 0; i < w.size(); ++i) m[i][i + 1] = r.set[w[i]];
      return m;
    }
    case Re::Kind::Alt: {
      Rel m = factors(*r.kids[0], w);
      for (std::size_t c = 1; c < r.kids.size(); ++c) unite(m, factors(*r.kids[c], w));
      return m;
    }
    case Re::Kind::Cat: {
      Rel m = identity(n);
      for (const auto& k : r.kids) m = compose(m, factors(*k, w));
      return m;
    }
    case Re::Kind::Rep: {
      const Rel body = factors(*r.kids[0], w);
      Rel power = identity(n);
      for (std::size_t k = 0; k < r.min; ++k) power = compose(power, body);
      Rel result = power;
      // r{m,} = r^m r^k for k up to n - 1 (longer chains repeat a position); r{m,n}: up to n - m.
      const std::size_t extra = r.unbounded ? n : r.max - r.min;
      for (std::size_t k = 0; k < extra; ++k) {
        power = compose(power, body);
        unite(result, power);
      }
      return result;
    }
  }
  return {};
}

bool model_matches(const Re& r, const Word& w) { return factors(r, w)[0][w.size()] != 0; }

// How a letter is written: single characters escaped when special, sometimes escaped anyway,
// multi-character names in <>; sometimes a single character as <c>.
std::string write_letter(const std::string& name, std::mt19937_64& rng, bool in_class) {
  if (name.size() > 1) return "<" + name + ">";
  const std::string special = in_class ? "]\\<-^" : ".[]()|*+?{}\\<>";
  if (special.find(name[0]) != std::string::npos) return "\\" + name;
  switch (rng() % 8) {
    case 0: return "\\" + name;
    case 1:
      if (name[0] != '>' && name[0] != '<') return "<" + name + ">";
      [[fallthrough]];
    default: return name;
  }
}

struct Gen {
  std::mt19937_64& rng;
  const std::vector<std::string>& names;

  ReP leaf() {
    auto r = std::make_shared<Re>();
    const std::size_t k = names.size();
    r->kind = Re::Kind::Set;
    r->set.assign(k, false);
    switch (rng() % 6) {
      case 0:  // .
        r->set.assign(k, true);
        r->text = ".";
        return r;
      case 1:
      case 2: {  // [..] or [^..]
        const bool neg = rng() % 2;
        std::string items;
        std::vector<bool> listed(k, false);
        const std::size_t count = 1 + rng() % k;
        for (std::size_t c = 0; c < count; ++c) {
          const std::size_t a = rng() % k;
          listed[a] = true;
          items += write_letter(names[a], rng, true);
        }
        // A range over consecutive single characters, when the alphabet has some (a-b, a-c).
        if (names[0] == "a" && names[1] == "b" && rng() % 3 == 0) {
          const std::size_t hi = (k > 2 && names[2] == "c" && rng() % 2) ? 2 : 1;
          items += "a-" + names[hi];
          for (std::size_t a = 0; a <= hi; ++a) listed[a] = true;
        }
        for (std::size_t a = 0; a < k; ++a) r->set[a] = listed[a] != neg;
        r->text = std::string("[") + (neg ? "^" : "") + items + "]";
        return r;
      }
      case 3: {
        r->kind = Re::Kind::Eps;
        r->text = "()";
        return r;
      }
      default: {
        const std::size_t a = rng() % k;
        r->set[a] = true;
        r->text = write_letter(names[a], rng, false);
        return r;
      }
    }
  }

  // Precedence: 0 alternation, 1 concatenation, 2 repetition, 3 atom.
  static int prec(const Re& r) {
    switch (r.kind) {
      case Re::Kind::Alt: return 0;
      case Re::Kind::Cat: return 1;
      case Re::Kind::Rep: return 2;
      default: return 3;
    }
  }

  std::string wrap(const Re& r, int need) {
    if (prec(r) < need || rng() % 10 == 0) return "(" + r.text + ")";
    return r.text;
  }

  ReP expr(int depth) {
    if (depth == 0 || rng() % 4 == 0) return leaf();
    auto r = std::make_shared<Re>();
    switch (rng() % 3) {
      case 0: {
        r->kind = Re::Kind::Alt;
        const std::size_t parts = 2 + rng() % 2;
        for (std::size_t c = 0; c < parts; ++c) {
          r->kids.push_back(expr(depth - 1));
          r->text += (c ? "|" : "") + wrap(*r->kids.back(), 1);
        }
        return r;
      }
      case 1: {
        r->kind = Re::Kind::Cat;
        const std::size_t parts = 2 + rng() % 2;
        for (std::size_t c = 0; c < parts; ++c) {
          r->kids.push_back(expr(depth - 1));
          r->text += wrap(*r->kids.back(), 2);
        }
        return r;
      }
      default: {
        r->kind = Re::Kind::Rep;
        r->kids.push_back(expr(depth - 1));
        std::string q;
        switch (rng() % 6) {
          case 0: r->unbounded = true, q = "*"; break;
          case 1: r->min = 1, r->unbounded = true, q = "+"; break;
          case 2: r->max = 1, q = "?"; break;
          case 3: r->min = r->max = rng() % 4, q = "{" + std::to_string(r->min) + "}"; break;
          case 4:
            r->min = rng() % 3, r->max = r->min + rng() % 3;
            q = "{" + std::to_string(r->min) + "," + std::to_string(r->max) + "}";
            break;
          default: r->min = rng() % 3, r->unbounded = true, q = "{" + std::to_string(r->min) + ",}";
        }
        r->text = wrap(*r->kids[0], 3) + q;
        return r;
      }
    }
  }
};

std::vector<std::string> split(const Alphabet& a) { return a.names(); }

bool dfa_accepts(const std::string& pattern, const std::string& alphabet, const std::string& word) {
  const Alphabet sigma = Alphabet::parse(alphabet);
  return regex_to_dfa(pattern, sigma).accepts(sigma.parse_word(word));
}

}  // namespace

TEST_CASE("RegexMatchesBruteForceMatcher on random patterns", "[standard][regex]") {
  const std::uint64_t seed = 20261122;
  std::mt19937_64 rng(seed);
  const std::vector<Alphabet> alphabets{Alphabet::parse("ab"), Alphabet::parse("abc"), Alphabet::parse("a,b,(,read"),
                                        Alphabet::parse("a,b,-,]")};
  for (int trial = 0; trial < 400; ++trial) {
    const std::size_t which = trial % 4 == 0 ? 1 + rng() % 3 : 0;
    const Alphabet& sigma = alphabets[which];
    const std::vector<std::string> names = split(sigma);
    Gen gen{rng, names};
    ReP re = gen.expr(1 + static_cast<int>(rng() % 4));
    const std::string& pattern = re->text;
    CAPTURE(seed, trial, pattern, sigma.describe());
    const Dfa dfa = regex_to_dfa(pattern, sigma);
    REQUIRE(dfa.alphabet() == sigma);
    const std::size_t max_len = sigma.size() == 2 ? 8 : 6;
    for_each_word(sigma.size(), max_len, [&](const Word& w) {
      if (dfa.accepts(w) != model_matches(*re, w)) {
        const std::string word = sigma.format_word(w);
        CAPTURE(word);
        REQUIRE(dfa.accepts(w) == model_matches(*re, w));
      }
    });
  }
}

TEST_CASE("RegexDfaIsMinimal and complete", "[quick][regex]") {
  const std::uint64_t seed = 5;
  std::mt19937_64 rng(seed);
  const Alphabet sigma = Alphabet::parse("ab");
  const std::vector<std::string> names = split(sigma);
  for (int trial = 0; trial < 100; ++trial) {
    Gen gen{rng, names};
    const std::string pattern = gen.expr(3)->text;
    CAPTURE(seed, trial, pattern);
    const Dfa dfa = regex_to_dfa(pattern, sigma);
    REQUIRE(dfa.is_acceptor());
    REQUIRE(dfa.start() == 0);
    for (State s : dfa.table()) REQUIRE(s < dfa.num_states());
    const Dfa again = minimize(dfa);
    REQUIRE(again.table() == dfa.table());
    REQUIRE(again.outputs() == dfa.outputs());
    // The NFA alone, determinized, is equivalent (regex_to_dfa only adds minimization).
    REQUIRE(equivalent(determinize(regex_to_nfa(pattern, sigma)), dfa));
  }
}

namespace {

// Tomita languages 1, 2, 4 and 7 as patterns: each machine accepts exactly the words (up to 9
// letters) that the language's definition holds for.
void check_tomita_patterns() {
  const Alphabet bin = Alphabet::parse("01");
  struct Case {
    const char* pattern;
    bool (*holds)(const Word&);
  };
  const Case cases[] = {
      {"1*", [](const Word& w) { return std::count(w.begin(), w.end(), 0u) == 0; }},
      {"(10)*",
       [](const Word& w) {
         bool ok = w.size() % 2 == 0;
         for (std::size_t i = 0; i < w.size(); ++i) ok = ok && w[i] == (i % 2 == 0 ? 1u : 0u);
         return ok;
       }},
      // Tomita 4: no three consecutive 0s.
      {"(1|01|001)*(()|0|00)",
       [](const Word& w) {
         for (std::size_t i = 0; i + 2 < w.size(); ++i)
           if (w[i] == 0 && w[i + 1] == 0 && w[i + 2] == 0) return false;
         return true;
       }},
      // Tomita 7: 0*1*0*1*.
      {"0*1*0*1*",
       [](const Word& w) {
         std::size_t changes = 0;
         for (std::size_t i = 1; i < w.size(); ++i) changes += w[i] != w[i - 1];
         return changes + (!w.empty() && w[0] == 1) <= 3;
       }},
  };
  for (const Case& c : cases) {
    CAPTURE(c.pattern);
    const Dfa d = regex_to_dfa(c.pattern, bin);
    for_each_word(2, 9, [&](const Word& w) { REQUIRE(d.accepts(w) == c.holds(w)); });
  }
}

}  // namespace

TEST_CASE("RegexHandCases have the expected minimal machines", "[quick][regex]") {
  SECTION("(ab)* has 3 states with the sink") {
    const Dfa d = regex_to_dfa("(ab)*");
    REQUIRE(d.alphabet().describe() == "a, b");
    REQUIRE(d.num_states() == 3);
    for_each_word(2, 8, [&](const Word& w) {
      bool expect = w.size() % 2 == 0;
      for (std::size_t i = 0; i < w.size(); ++i) expect = expect && w[i] == (i % 2);
      REQUIRE(d.accepts(w) == expect);
    });
  }
  SECTION("(0|1)*1: words ending in 1, 2 states") {
    const Dfa d = regex_to_dfa("(0|1)*1", Alphabet::parse("01"));
    REQUIRE(d.num_states() == 2);
    for_each_word(2, 8, [&](const Word& w) { REQUIRE(d.accepts(w) == (!w.empty() && w.back() == 1)); });
  }
  SECTION("a{2,3} over {a}: aa and aaa; 5 states (0..3 letters read, sink)") {
    const Dfa d = regex_to_dfa("a{2,3}");
    REQUIRE(d.num_states() == 5);
    for (std::size_t n = 0; n < 8; ++n) REQUIRE(d.accepts(Word(n, 0)) == (n == 2 || n == 3));
  }
  SECTION("a{2,} and a{0} and a{0,0}") {
    const Dfa d = regex_to_dfa("a{2,}");
    for (std::size_t n = 0; n < 8; ++n) REQUIRE(d.accepts(Word(n, 0)) == (n >= 2));
    for (const char* p : {"a{0}", "a{0,0}", "()", ""}) {
      CAPTURE(p);
      const Dfa e = regex_to_dfa(p, Alphabet::parse("a"));
      REQUIRE(e.num_states() == 2);
      for (std::size_t n = 0; n < 5; ++n) REQUIRE(e.accepts(Word(n, 0)) == (n == 0));
    }
  }
  SECTION("Tomita languages") { check_tomita_patterns(); }
  SECTION("classes, complements, ranges and the empty language") {
    REQUIRE(dfa_accepts("[^a]", "abc", "b"));
    REQUIRE(dfa_accepts("[^a]", "abc", "c"));
    REQUIRE_FALSE(dfa_accepts("[^a]", "abc", "a"));
    REQUIRE(dfa_accepts("[a-c]+", "abcd", "cab"));
    REQUIRE_FALSE(dfa_accepts("[a-c]+", "abcd", "abd"));
    REQUIRE(dfa_accepts("[-a]*", "a,-", "a - a"));
    REQUIRE(dfa_accepts("[a-]*", "a,-", "- -"));
    const Dfa none = regex_to_dfa("[^ab]", Alphabet::parse("ab"));
    REQUIRE(none.num_states() == 1);
    REQUIRE_FALSE(none.accepts(Word{}));
  }
  SECTION("escapes and multi-character letters") {
    REQUIRE(dfa_accepts("\\(\\*\\)", "(,*,)", "( * )"));
    REQUIRE(dfa_accepts("<read>(<set0>|<set1>)*", "read,set0,set1", "read set1 set0"));
    REQUIRE_FALSE(dfa_accepts("<read>(<set0>|<set1>)*", "read,set0,set1", "set0"));
    REQUIRE(dfa_accepts("[<set0><set1>]{2}", "read,set0,set1", "set1 set0"));
  }
}

TEST_CASE("RegexAlphabetListsLettersInOrderOfFirstAppearance", "[quick][regex]") {
  REQUIRE(regex_alphabet("ba(a|<read>)*[d-f]\\.").names() ==
          std::vector<std::string>{"b", "a", "read", "d", "e", "f", "."});
  REQUIRE(regex_alphabet("[^x]y{0}").names() == std::vector<std::string>{"x", "y"});
  REQUIRE(regex_to_dfa("ab*").alphabet().describe() == "a, b");
  // Many distinct names: linear, not quadratic, in the number of names.
  std::string many;
  for (int i = 0; i < 20000; ++i) many += "<x" + std::to_string(i) + ">";
  REQUIRE(regex_alphabet(many + many).size() == 20000);
  REQUIRE_THROWS_WITH(regex_alphabet(""), Contains("mentions no letter"));
  REQUIRE_THROWS_WITH(regex_alphabet(".*"), Contains("mentions no letter"));
  REQUIRE_THROWS_WITH(regex_alphabet("a b"), Contains("' ' at position 1") && Contains("whitespace"));
}

TEST_CASE("RegexUtf8CharactersAreOneLetter each, as <name> would be", "[quick][regex]") {
  // λ (2 bytes), → (3 bytes), 😀 (4 bytes) are letters; positions stay byte offsets.
  REQUIRE(regex_alphabet("\xce\xbb(a|\xe2\x86\x92)*[\xf0\x9f\x98\x80"
                         "b]")
              .names() == std::vector<std::string>{"\xce\xbb", "a", "\xe2\x86\x92", "\xf0\x9f\x98\x80", "b"});
  const Alphabet greek = Alphabet::parse("\xce\xbb,\xce\xbc");
  REQUIRE(equivalent(regex_to_dfa("(\xce\xbb\xce\xbc)*", greek), regex_to_dfa("(<\xce\xbb><\xce\xbc>)*", greek)));
  REQUIRE(equivalent(regex_to_dfa("[^\xce\xbb]*", greek), regex_to_dfa("\\\xce\xbc*", greek)));
  REQUIRE_FALSE(equivalent(regex_to_dfa("\xce\xbb*", greek), regex_to_dfa("\xce\xbc*", greek)));
  // A byte that is not UTF-8 is one letter that no alphabet accepts; the message escapes it.
  REQUIRE_THROWS_WITH(regex_alphabet("a\xff"
                                     "b"),
                      Contains("'\\xff'") && Contains("not UTF-8"));
  REQUIRE_THROWS_WITH(regex_to_dfa("\xce\xbd", greek),
                      Contains("regex letter '\xce\xbd' at position 0 is not in the alphabet"));
}

TEST_CASE("RegexErrorsNameThePosition of malformed patterns", "[quick][regex]") {
  const Alphabet ab = Alphabet::parse("ab");
  struct Case {
    const char* pattern;
    const char* message;
  };
  const Case cases[] = {
      {"(ab", "regex error at position 3: expected ')' to close '(' at position 0, found the end of the pattern"},
      {"a(b(a)", "position 6: expected ')' to close '(' at position 1"},
      {"ab)", "regex error at position 2: unexpected ')' without a matching '('"},
      {"*a", "regex error at position 0: unexpected '*' with nothing to repeat"},
      {"a|*", "position 2: unexpected '*' with nothing to repeat"},
      {"(+)", "position 1: unexpected '+' with nothing to repeat"},
      {"a**", "position 2: unexpected '*' after a repetition"},
      {"a{2}{3}", "position 4: unexpected '{' after a repetition"},
      {"a|", "position 2: empty alternative (write () for the empty word)"},
      {"|a", "position 0: empty alternative"},
      {"a||b", "position 2: empty alternative"},
      {"(|a)", "position 1: empty alternative"},
      {"a{3,1}", "position 1: {3,1}: min greater than max"},
      {"a{", "position 2: expected a repetition count (a decimal number), found the end of the pattern"},
      {"a{,2}", "position 2: expected a repetition count (a decimal number), found ','"},
      {"a{2", "position 3: expected ',' or '}' in the repetition '{' at position 1, found the end"},
      {"a{2,3", "position 5: expected '}' to close the repetition '{' at position 1"},
      {"a{1001}", "position 2: repetition count 1001 exceeds the limit 1000"},
      {"a{99999999999999999999999}", "repetition count 99999999999999999999999 exceeds the limit 1000"},
      {"[ab", "regex error at position 0: unterminated class: expected ']' to close '['"},
      {"b[^", "position 1: unterminated class"},
      {"[]", "position 1: empty class '[]'"},
      {"[^]a]", "position 2: empty class '[^]'"},
      {"[b-a]", "position 2: range b-a: start after end"},
      {"[<a>-b]", "position 4: a range '-' needs single ASCII characters at both ends"},
      {"[a-\xce\xbb]", "position 2: a range '-' needs single ASCII characters at both ends, found 'a' and '\xce\xbb'"},
      {"ab\\", "regex error at position 2: trailing '\\' escapes nothing"},
      {"[a\\", "position 2: trailing '\\' escapes nothing"},
      {"<ab", "position 0: unterminated letter name: expected '>' to close '<'"},
      {"<>", "position 0: empty letter name '<>'"},
      {"<a b>", "position 2: unexpected ' ' in the letter name '<' at position 0"},
      {"a]", "position 1: unexpected ']' (write \\] for the letter)"},
      {"a}", "position 1: unexpected '}'"},
      {"a>", "position 1: unexpected '>'"},
      {"abc", "regex letter 'c' at position 2 is not in the alphabet {a, b}"},
      {"[a-c]", "regex letter 'c' at position 1 is not in the alphabet {a, b}"},
      {"a{0}<x>", "regex letter 'x' at position 4 is not in the alphabet {a, b}"},
      {"a\x01", "regex letter '\\x01' at position 1 is not in the alphabet"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.pattern);
    REQUIRE_THROWS_AS(regex_to_dfa(c.pattern, ab), lrnnc::Error);
    REQUIRE_THROWS_WITH(regex_to_dfa(c.pattern, ab), Contains(c.message));
  }
  REQUIRE_THROWS_WITH(regex_to_dfa("read", Alphabet::parse("read,set0")),
                      Contains("regex letter 'r' at position 0 is not in the alphabet {read, set0} (write <name>"));
}

TEST_CASE("RegexLimitsAreErrorsNotBlowUps", "[quick][regex]") {
  const Alphabet ab = Alphabet::parse("ab");
  SECTION("nesting depth") {
    const std::string deep = std::string(300, '(') + "a" + std::string(300, ')');
    REQUIRE_THROWS_WITH(regex_to_dfa(deep, ab), Contains("position 256: groups nested deeper than 256 (the limit)"));
    const std::string ok = std::string(256, '(') + "a" + std::string(256, ')');
    REQUIRE(regex_to_dfa(ok, ab).num_states() == 3);
    // Far deeper than any stack: still one clean error.
    REQUIRE_THROWS_AS(regex_to_dfa(std::string(1000000, '('), ab), lrnnc::Error);
  }
  SECTION("NFA size") {
    REQUIRE_THROWS_WITH(regex_to_dfa("((a{1000}){1000}){1000}", ab),
                        Contains("regex NFA would have more than 1000000 states and letter transitions (the limit)"));
    RegexLimits small;
    small.max_nfa_size = 100;
    REQUIRE_THROWS_WITH(regex_to_nfa("a{60}", ab, small), Contains("more than 100 states"));
    REQUIRE(regex_to_nfa("a{10}", ab, small).num_states() <= 100);
    // Transitions count too: `.` over a large alphabet.
    std::vector<std::string> many;
    for (int i = 0; i < 200; ++i) many.push_back("x" + std::to_string(i));
    const Alphabet big = Alphabet::make(many);
    REQUIRE_THROWS_WITH(regex_to_nfa("...", big, small), Contains("more than 100 states and letter transitions"));
    REQUIRE(regex_to_nfa("[^<x0>]", big).num_states() == 2);
  }
  SECTION("subset construction") {
    RegexLimits small;
    small.max_dfa_states = 1000;
    REQUIRE_THROWS_WITH(regex_to_dfa("(a|b)*a(a|b){12}", ab, small), Contains("more than 1000 states"));
    RegexLimits narrow;
    narrow.max_dfa_transitions = 2000;  // 1000 subsets over {a, b}
    REQUIRE_THROWS_WITH(regex_to_dfa("(a|b)*a(a|b){12}", ab, narrow),
                        Contains("more than 1000 states (the limit), set by max_dfa_transitions 2000 / 2 letters"));
    // Subsets of nullable repetitions hold most of the NFA: bounded by subsets * NFA states.
    RegexLimits work;
    work.max_subset_work = 100000;
    const std::size_t n = regex_to_nfa("(a|b*){100}", ab).num_states();
    CAPTURE(n);
    REQUIRE_THROWS_WITH(regex_to_dfa("(a|b*){100}", ab, work),
                        Contains("set by max_subset_work 100000 / " + std::to_string(n) + " NFA states"));
    // With the default limits it compiles: a word needs one piece per a and per run of b's.
    const Dfa pieces = regex_to_dfa("(a|b*){100}", ab);
    Word w;
    for (int i = 0; i < 50; ++i) w.insert(w.end(), {0, 1});
    REQUIRE(pieces.accepts(w));
    w.push_back(0);
    REQUIRE_FALSE(pieces.accepts(w));
    REQUIRE(pieces.accepts(Word(100, 0)));
    REQUIRE_FALSE(pieces.accepts(Word(101, 0)));
    // A pattern whose subset construction would need terabytes: a prompt error.
    work.max_subset_work = std::size_t{1} << 20;
    REQUIRE_THROWS_WITH(regex_to_dfa("((a|b*){1000}){90}", ab, work), Contains("set by max_subset_work"));
    // The classic exponential family, within the limit: the k-th letter from the end is an a.
    const Dfa d = regex_to_dfa("(a|b)*a(a|b){5}", ab);
    REQUIRE(d.num_states() == 64);
  }
  SECTION("repetition count limit is configurable") {
    RegexLimits small;
    small.max_repeat = 5;
    REQUIRE_THROWS_WITH(regex_to_dfa("a{6}", ab, small), Contains("repetition count 6 exceeds the limit 5"));
    REQUIRE(regex_to_dfa("a{5}", ab, small).num_states() == 7);
    small.max_repeat = 0;
    REQUIRE(regex_to_dfa("a{0}b", ab, small).num_states() == 3);
    REQUIRE_THROWS_WITH(regex_to_dfa("a{1}", ab, small), Contains("repetition count 1 exceeds the limit 0"));
    // A limit at the top of size_t: the count is rejected, not wrapped around.
    small.max_repeat = SIZE_MAX;
    REQUIRE_THROWS_WITH(regex_to_dfa("a{99999999999999999999999}", ab, small),
                        Contains("repetition count 99999999999999999999999 exceeds the limit 18446744073709551615"));
  }
}
