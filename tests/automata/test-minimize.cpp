#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <numeric>
#include <random>
#include <set>

#include "automata/minimize.hpp"
#include "automata/nfa.hpp"
#include "common/error.hpp"
#include "random-dfa.hpp"

using namespace lrnnc::automata;
using lrnnc::automata::testing::for_each_word;
using lrnnc::automata::testing::random_dfa;

namespace {

// Moore's algorithm: refine by (output, successor classes) until stable; the number of classes of
// the reachable part is the size of the minimal machine. Independent of the Hopcroft code.
std::size_t moore_class_count(const Dfa& dfa) {
  std::vector<char> reach(dfa.num_states(), 0);
  std::vector<State> stack{dfa.start()};
  reach[dfa.start()] = 1;
  while (!stack.empty()) {
    State q = stack.back();
    stack.pop_back();
    for (Letter a = 0; a < dfa.num_letters(); ++a)
      if (!reach[dfa.next(q, a)]) {
        reach[dfa.next(q, a)] = 1;
        stack.push_back(dfa.next(q, a));
      }
  }
  std::vector<std::size_t> cls(dfa.num_states());
  for (State q = 0; q < dfa.num_states(); ++q) cls[q] = dfa.output(q);
  std::size_t count = 0;
  while (true) {
    std::map<std::vector<std::size_t>, std::size_t> sig;
    std::vector<std::size_t> next(dfa.num_states());
    for (State q = 0; q < dfa.num_states(); ++q) {
      if (!reach[q]) continue;
      std::vector<std::size_t> s{cls[q]};
      for (Letter a = 0; a < dfa.num_letters(); ++a) s.push_back(cls[dfa.next(q, a)]);
      next[q] = sig.emplace(s, sig.size()).first->second;
    }
    cls = next;
    if (sig.size() == count) return count;
    count = sig.size();
  }
}

}  // namespace

TEST_CASE("MinimizedDfaIsEquivalent and has Moore's class count", "[quick][minimize]") {
  const std::uint64_t seed = 7;
  std::mt19937_64 rng(seed);
  for (int trial = 0; trial < 300; ++trial) {
    std::size_t n = 1 + rng() % 12, k = 1 + rng() % 3, labels = 2 + rng() % 2;
    Dfa dfa = random_dfa(rng, n, k, labels);
    CAPTURE(seed, trial, n, k, labels);
    Dfa min = minimize(dfa);
    REQUIRE(min.num_states() == moore_class_count(dfa));
    REQUIRE(equivalent(dfa, min));
    for_each_word(k, 5, [&](const Word& w) { REQUIRE(dfa.output_label(dfa.run(w)) == min.output_label(min.run(w))); });
  }
}

TEST_CASE("MinimizeIsIdempotent and canonical", "[quick][minimize]") {
  std::mt19937_64 rng(11);
  for (int trial = 0; trial < 200; ++trial) {
    Dfa dfa = random_dfa(rng, 1 + rng() % 15, 1 + rng() % 3);
    Dfa once = minimize(dfa);
    Dfa twice = minimize(once);
    CAPTURE(trial);
    REQUIRE(once.table() == twice.table());
    REQUIRE(once.outputs() == twice.outputs());
    REQUIRE(once.start() == 0);
    // A permuted copy minimizes to the very same table.
    std::vector<State> perm(dfa.num_states());
    std::iota(perm.begin(), perm.end(), 0);
    std::shuffle(perm.begin(), perm.end(), rng);
    std::vector<State> delta(dfa.table().size());
    std::vector<std::uint32_t> outputs(dfa.num_states());
    const std::size_t k = dfa.num_letters();
    for (State q = 0; q < dfa.num_states(); ++q) {
      for (Letter a = 0; a < k; ++a) delta[perm[q] * k + a] = perm[dfa.next(q, a)];
      outputs[perm[q]] = dfa.output(q);
    }
    Dfa shuffled(dfa.alphabet(), dfa.num_states(), perm[dfa.start()], delta, outputs, dfa.labels(), true);
    Dfa min2 = minimize(shuffled);
    REQUIRE(min2.table() == once.table());
    REQUIRE(min2.outputs() == once.outputs());
  }
}

TEST_CASE("DistinguishingWordIsShortestAndDistinguishes", "[quick][minimize]") {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 200; ++trial) {
    Dfa a = random_dfa(rng, 1 + rng() % 6, 2), b = random_dfa(rng, 1 + rng() % 6, 2);
    auto w = distinguishing_word(a, b);
    CAPTURE(trial);
    std::optional<std::size_t> shortest;
    for_each_word(2, 12, [&](const Word& x) {
      if (!shortest && a.accepts(x) != b.accepts(x)) shortest = x.size();
    });
    if (!w) {
      REQUIRE_FALSE(shortest.has_value());
    } else {
      REQUIRE(a.accepts(*w) != b.accepts(*w));
      REQUIRE(shortest.has_value());
      REQUIRE(w->size() == *shortest);
    }
  }
}

TEST_CASE("Partial descriptions get an explicit sink", "[quick][dfa]") {
  // Accepts exactly "ab" over {a, b}.
  Dfa dfa = make_acceptor(Alphabet::parse("ab"), 3, 0, {1, kNoState, kNoState, 2, kNoState, kNoState}, {2});
  REQUIRE(dfa.num_states() == 4);
  REQUIRE(dfa.accepts(dfa.alphabet().parse_word("ab")));
  REQUIRE_FALSE(dfa.accepts(dfa.alphabet().parse_word("abb")));
  REQUIRE(minimize(dfa).num_states() == 4);
  REQUIRE_THROWS_AS(make_acceptor(Alphabet::parse("ab"), 2, 0, {1, 5, 0, 0}, {}), lrnnc::Error);
  REQUIRE_THROWS_WITH(make_acceptor(Alphabet::parse("ab"), 2, 0, {1, 5, 0, 0}, {}),
                      "transition for state 0 on letter 'b' is 5, expected a state in [0, 2)");
  REQUIRE_THROWS_AS(make_acceptor(Alphabet::parse("ab"), 2, 3, {1, 1, 0, 0}, {}), lrnnc::Error);
}

TEST_CASE("Subset construction matches brute-force NFA simulation", "[quick][nfa]") {
  std::mt19937_64 rng(3);
  for (int trial = 0; trial < 200; ++trial) {
    Nfa nfa;
    nfa.alphabet = Alphabet::parse("ab");
    std::size_t n = 1 + rng() % 6;
    for (std::size_t q = 0; q < n; ++q) nfa.add_state(rng() % 3 == 0);
    for (std::size_t e = 0; e < 2 * n; ++e) nfa.add_edge(rng() % n, rng() % 2, rng() % n);
    for (std::size_t e = 0; e < n / 2; ++e) nfa.add_epsilon(rng() % n, rng() % n);
    nfa.starts.push_back(rng() % n);
    Dfa dfa = determinize(nfa);
    auto closure = [&](std::set<State> s) {
      std::vector<State> stack(s.begin(), s.end());
      while (!stack.empty()) {
        State q = stack.back();
        stack.pop_back();
        for (State r : nfa.epsilon[q])
          if (s.insert(r).second) stack.push_back(r);
      }
      return s;
    };
    CAPTURE(trial);
    for_each_word(2, 7, [&](const Word& w) {
      std::set<State> cur = closure({nfa.starts[0]});
      for (Letter a : w) {
        std::set<State> next;
        for (State q : cur)
          for (auto [b, r] : nfa.edges[q])
            if (a == b) next.insert(r);
        cur = closure(next);
      }
      bool accept = false;
      for (State q : cur) accept = accept || nfa.accepting[q];
      REQUIRE(dfa.accepts(w) == accept);
    });
  }
}

TEST_CASE("Alphabet parsing", "[quick][alphabet]") {
  REQUIRE(Alphabet::parse("01").size() == 2);
  REQUIRE(Alphabet::parse("read,set0,set1").name(2) == "set1");
  REQUIRE_THROWS_WITH(Alphabet::parse(""), "empty alphabet: expected at least one letter");
  REQUIRE_THROWS_WITH(Alphabet::parse("aba"), "letter 'a' appears twice in the alphabet");
  REQUIRE_THROWS_AS(Alphabet::parse("a,,b"), lrnnc::Error);
  Alphabet names = Alphabet::parse("read,set0");
  REQUIRE(names.parse_word("read set0 read") == Word{0, 1, 0});
  REQUIRE(names.format_word(Word{1, 0}) == "set0 read");
  REQUIRE_THROWS_WITH(names.id("x"), "unknown letter 'x', expected one of read, set0");
}
