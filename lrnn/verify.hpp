// Verification that a Network implements an automaton.
//
// verify_exact: a proof for all lengths, by breadth-first search over the network's reachable
// decoded configurations (one codebook row per layer). From the exact codebook vector(s) of each
// reached configuration and each letter, the step A(tok)H + B(tok) is computed in MPFR at
// `precision_bits` (>= 200) with the stored weights, and the result is identified with its nearest
// codebook vector; the step is accepted when (1) its distance to that vector is at most
// `tolerance` = tolerance_ratio x (minimum separation of the codebook), and (2) the automaton state
// read from the decoded values equals delta(read(current), letter). When `spec` is given, the
// output label of the network's automaton state must also equal the label of the spec's state
// (BFS over pairs), so a network compiled from one description verifies against any equivalent one.
// max_deviation = 0 means the network is exact on every reachable state: then it implements the
// automaton for every length. Otherwise every step lands within max_deviation of a codebook
// vector; for transitions with spectral norm <= 1 (every construction of lrnn/compile except
// one-hot matrices with norm > 1) errors add up at most linearly, so exact-arithmetic runs stay
// correct for at least `guaranteed_length` = floor(margin / max_deviation) tokens, where margin =
// separation / 2 (reported; std::nullopt when unbounded or unknown).
// Cost: O(reachable configurations x letters x layer cost) MPFR operations.
//
// check_words: runs every word up to max_len (fewer when that would exceed max_words words: the
// largest length whose words all fit is used and reported) through a Runner in a chosen policy
// (native fp64 when none), sharing prefixes (depth-first), and compares the automaton state read
// from the network with the automaton's after every token, by output label (the network decodes to
// its own automaton's states, the spec may number them differently). The failure reported is a
// shortest failing word (after a failure the search continues below that length only).
// Cost: O(words x step cost) with one drift search (O(K n d)) per token.
//
// Throws lrnnc::Error when the alphabets of network and spec differ (naming both), or when the
// BFS exceeds `state_limit` configurations.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "automata/dfa.hpp"
#include "lrnn/network.hpp"
#include "precision/policy.hpp"

namespace lrnnc::lrnn {

struct ExactOptions {
  long precision_bits = 256;
  double tolerance_ratio = 1e-6;
  std::size_t state_limit = 10'000'000;
};

struct ExactReport {
  bool passed = false;
  std::size_t reachable_states = 0;  // reachable configurations (pairs with the spec's states)
  std::size_t letters = 0;
  double min_separation = 0;  // minimum distance between two codebook vectors (min over layers)
  double tolerance = 0;
  double max_deviation = 0;  // max distance of a computed step to its codebook vector
  bool exact = false;        // max_deviation == 0 at precision_bits
  std::optional<double> guaranteed_length;
  std::string failure;  // empty when passed: the word, expected and found states
};

ExactReport verify_exact(const Network& network, const automata::Dfa* spec = nullptr, const ExactOptions& options = {});

// verify_one_letter: the word letter^t for t = 1..max_len in MPFR at precision_bits (>= 200;
// MpfrRunner: the state is carried as computed, never snapped to the codebook), the output label of
// the state read after each token compared with spec's. It stops at the first failure. This is the
// check of the lookup counters (lrnn/compile/lookup.cpp), whose state after any word is their state
// after letter^c, c = the word's counting letters. O(max_len x step cost) MPFR operations.
struct OneLetterReport {
  std::size_t checked = 0;                   // tokens run
  std::optional<std::size_t> first_failure;  // the smallest wrong t
  std::string failure;                       // at first_failure: the spec's and the network's states
};
OneLetterReport verify_one_letter(const Network& network, const automata::Dfa& spec, automata::Letter letter,
                                  std::size_t max_len, long precision_bits = 256);

struct WordsOptions {
  std::size_t max_len = 8;
  std::size_t max_words = 1'000'000;
  std::optional<precision::Policy> policy;  // native fp64 when empty
};

struct WordsReport {
  bool passed = false;
  std::size_t max_len = 0;  // the length actually covered
  std::size_t words = 0;    // words checked (all lengths 1..max_len)
  double max_drift = 0;
  std::string failure;  // a shortest failing word and the position, expected vs found
};

WordsReport check_words(const Network& network, const automata::Dfa& spec, const WordsOptions& options = {});

}  // namespace lrnnc::lrnn
