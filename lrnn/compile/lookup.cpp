// Pass "lookup" (--decoder lookup:N with --restrict diag01 or diag11): a counter inside a class that
// Theorems 1-2 forbid for all lengths, correct in exact arithmetic up to length N, so that finite
// precision breaks it only by merging states that are distinct in exact arithmetic.
//
// For a cyclic group automaton whose letters are the identity or one generator g (parity, mod:m):
// one scalar state, h_0 = 0; an identity letter has A = 1, B = 0, a counting letter A = lambda,
// B = 1. After c counting letters h_c = 1 + lambda + ... + lambda^(c-1) = (1 - lambda^c)/(1 - lambda),
// distinct for every c when 0 < |lambda| < 1. The decoder is a lookup table: one codebook row per
// c = 0..N holding h_c (closed form in long double, rounded to double), read as the automaton state
// of g^c; the nearest row wins. Every word of length <= N reaches h_c exactly for c = its number of
// counting letters (the identity letters change nothing, exactly), so the network is right on every
// word up to length N; on 1^c beyond N it reads a row near N and is wrong within a few tokens.
// diag01 takes lambda in (0, 1) (default 1/2), diag11 lambda in (-1, 1), lambda != 0 (default -1/2).
//
// Where finite precision breaks it: h_c approaches the fixed point 1/(1 - lambda) in steps
// lambda^c; in a format with p significand bits the steps fall below half an ulp of the fixed point
// near c* = log(u / (1 - lambda)) / log |lambda|, u = 2^-p, and from there rounding merges
// consecutive states (docs/results/theorem1-curve/).
// Refuses: other automata; lambda outside the class; N = 0 or N > kLookupMaxLength; N for which two
// rows in double are closer than 2^-48 x max |h| (the message names the largest N that separates).
// O(N) time and memory.
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common/error.hpp"
#include "lrnn/compile/passes.hpp"

namespace lrnnc::lrnn::passes {

namespace {

// The generator g of a cyclic group automaton counted by one letter, and which letters count;
// throws when the automaton is not of that form.
automata::Perm counting_generator(const Validated& v, std::vector<bool>& counts) {
  std::optional<automata::Perm> g;
  automata::Letter first = 0;
  for (automata::Letter a = 0; a < v.letter_perms.size(); ++a) {
    const auto& p = v.letter_perms[a];
    counts.push_back(!automata::perm_is_identity(p));
    if (!counts.back()) continue;
    if (g && *g != p)
      throw Error(
          "--decoder lookup needs letters that are the identity or one and the same generator (parity, "
          "mod:m), but letters " +
          quoted_letter(v.dfa, first) + " and " + quoted_letter(v.dfa, a) + " act differently");
    if (!g) first = a;
    g = p;
  }
  if (!g) throw Error("--decoder lookup needs a letter that counts; every letter of this automaton is the identity");
  return *g;
}

// The first pair of rows among rows[0..n] closer than 2^-48 x their largest magnitude (sorted
// order), or nullopt when they all separate.
std::optional<std::pair<std::size_t, std::size_t>> closest_pair(const std::vector<double>& rows, std::size_t n) {
  std::vector<std::pair<double, std::size_t>> sorted;
  double largest = 0;
  for (std::size_t c = 0; c <= n; ++c) {
    sorted.emplace_back(rows[c], c);
    largest = std::max(largest, std::abs(rows[c]));
  }
  std::sort(sorted.begin(), sorted.end());
  const double need = std::ldexp(largest, -48);
  for (std::size_t k = 1; k < sorted.size(); ++k)
    if (sorted[k].first - sorted[k - 1].first < need) return std::pair{sorted[k - 1].second, sorted[k].second};
  return std::nullopt;
}

}  // namespace

Draft lookup_counter(const Validated& v, const CompileOptions& options) {
  const std::size_t N = *options.lookup;
  if (N == 0 || N > kLookupMaxLength)
    throw Error("--decoder lookup:N needs N in [1, " + std::to_string(kLookupMaxLength) + "], found " +
                std::to_string(N));
  if (options.restrict != Restrict::diag01 && options.restrict != Restrict::diag11)
    throw Error("--decoder lookup builds a diagonal counter: it needs --restrict diag01 or diag11");
  if (!v.is_group) throw Error("--decoder lookup needs a group automaton (parity, mod:m)");
  const bool nonneg = options.restrict == Restrict::diag01;
  const double lambda = options.lambda.value_or(nonneg ? 0.5 : -0.5);
  if (!(std::abs(lambda) < 1) || lambda == 0 || (nonneg && lambda < 0))
    throw Error("--lambda " + shortest_text(lambda) + " is outside " +
                (nonneg ? std::string("(0, 1), the eigenvalues of diag01 that count")
                        : std::string("(-1, 1) without 0, the eigenvalues of diag11 that count")));
  std::vector<bool> counts;
  const automata::Perm g = counting_generator(v, counts);

  Draft d;
  d.layer.n = d.layer.d = 1;
  d.layer.H0 = Matrix::Zero(1, 1);
  for (automata::Letter a = 0; a < counts.size(); ++a)
    d.layer.tokens.push_back(Token{a,
                                   {},
                                   Diagonal{Vector::Constant(1, counts[a] ? lambda : 1.0)},
                                   counts[a] ? std::optional<Matrix>(Matrix::Constant(1, 1, 1.0)) : std::nullopt});
  // Rows h_c, c = 0..N, and the state of g^c.
  std::vector<double> rows;
  automata::State state = v.dfa.start();
  const long double l = lambda;
  for (std::size_t c = 0; c <= N; ++c) {
    const long double h = (1.0L - std::pow(l, static_cast<long double>(c))) / (1.0L - l);
    rows.push_back(static_cast<double>(h));
    d.codewords.emplace_back(Vector::Constant(1, rows.back()), state);
    state = g[state];
  }
  // Every pair of rows must separate: the closest pair is adjacent in sorted order.
  if (const auto bad = closest_pair(rows, N)) {
    std::size_t good = 0, fails = N;  // rows 0..good separate, rows 0..fails do not
    while (fails - good > 1) {
      const std::size_t mid = good + (fails - good) / 2;
      (closest_pair(rows, mid) ? fails : good) = mid;
    }
    throw Error("--decoder lookup:" + std::to_string(N) + " with lambda " + shortest_text(lambda) + ": the rows of " +
                std::to_string(bad->first) + " and " + std::to_string(bad->second) +
                " counting letters are closer than 2^-48 x max |h| in double; use N <= " + std::to_string(good));
  }
  d.summary.construction = "lookup counter (diagonal, lambda = " + shortest_text(lambda) + ")";
  d.summary.representation = "h_c = (1 - lambda^c)/(1 - lambda) for c = 0.." + std::to_string(N) +
                             " counting letters, decoded by a lookup table of " + std::to_string(N + 1) + " rows";
  d.summary.exact_up_to = N;
  d.summary.group_order = automata::perm_order(g);
  for (automata::Letter a = 0; a < counts.size(); ++a)
    if (counts[a] && !d.summary.counting_letter) d.summary.counting_letter = a;
  d.summary.implements = false;
  const std::string why = class_obstruction(v, options.restrict);
  d.summary.notes.push_back(
      "lookup decoder: right on every word up to length " + std::to_string(N) + " in exact arithmetic, not beyond; " +
      (why.empty() ? "this class can implement the automaton for every length (--decoder codebook)"
                   : "no network of " + to_string(options.restrict) + " is right for every length: " + why));
  return d;
}

}  // namespace lrnnc::lrnn::passes
