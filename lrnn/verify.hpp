// Verification that a Network implements an automaton.
//
// verify_exact: a check of every reachable step, by breadth-first search over the network's reachable
// decoded configurations (one codebook row per layer). From the exact codebook vector(s) of each
// reached configuration and each letter, the step A(tok)H + B(tok) is computed in MPFR at
// `precision_bits` (>= 200) with the stored weights, and the result is identified with its nearest
// codebook vector; the step is accepted when (1) its distance to that vector is at most
// `tolerance` = tolerance_ratio x (minimum separation of the codebook), and (2) the automaton state
// read from the decoded values equals delta(read(current), letter). When `spec` is given, the
// output label of the network's automaton state must also equal the label of the spec's state
// (BFS over pairs), so a network compiled from one description verifies against any equivalent one.
// Each step is computed without rounding (MPFR, the precision doubled from `precision_bits` until
// no operation rounds, up to kMaxStepBits; a step still rounded there gives no guarantee) and its
// distance to the codebook vector rounded up.
//
// The guarantee (what an exact-arithmetic run with the stored weights does; lrnn/verify.cpp proves
// it). Per layer: e0 = H0's distance to its codebook vector, delta = the largest distance of a
// reachable step to its codebook vector, m = half the smallest distance between two distinct
// codebook vectors of the layer (all rows, reachable or not; rounded down), rho = a proven upper
// bound of the spectral norm of every token's transition (spectral_norm_bound). While every
// layer's error satisfies e_t < m, each decoder lands on exactly the row the search reached, and
//   e_t <= rho e_{t-1} + delta,   so   e_t <= e0 + t delta (rho = 1),
//                                      e_t <= rho^t e0 + delta (rho^t - 1)/(rho - 1) (rho != 1).
// `guarantee` then says:
//   all_lengths  e0 = delta = 0 on every layer (exact), or rho < 1 and max(e0, delta/(1-rho)) < m
//                (contracting), or rho <= 1 and delta = 0: correct for every length;
//   bounded      correct for every word of length <= guaranteed_length, the largest L with the
//                bound above < m at t = L on every layer (every bound rounded the safe way);
//   none         the search failed, a step could not be computed without rounding, or e0 >= m.
// A norm bound above 1 (a rounded rotation whose c^2 + s^2 exceeds 1, a one-hot matrix) still gives
// a bounded claim, through the geometric bound; m over all rows is what makes deviations at rows
// no exact run reaches irrelevant (the decoder cannot land on them within the claim).
// `guarantee_argument` says which argument applies (and on which layer, the one that binds).
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

// A proven upper bound of the spectral norm ||A||_2 of a transition, rounded up to a double (so
// bound <= 1 exactly when the proven bound is). Diagonal: max |a_i| (exact). Householder product:
// the product of the factors' norms max(1, |1 - beta |v|^2|) (|1 - beta |v|^2| alone when n = 1),
// each computed with directed rounding. Dense: sqrt of min(Gershgorin row-sum bound, Frobenius
// norm) of the Gram matrix A^T A, whose entries are enclosed with directed rounding; exactly 1 for
// a matrix whose Gram matrix is exactly I (permutations, signed permutations). O(n^3) for Dense,
// O(factors x n) otherwise; MPFR at 256 bits.
struct NormBound {
  double bound = 0;
  std::string argument;  // "diagonal: max |a_i|", "householder: ...", "dense: ..."
};
NormBound spectral_norm_bound(const Transition& transition, std::size_t n);

enum class Guarantee { none, bounded, all_lengths };
// "none", "bounded", "all lengths".
std::string to_string(Guarantee guarantee);

inline constexpr long kMaxStepBits = 1L << 14;

struct ExactOptions {
  long precision_bits = 256;
  double tolerance_ratio = 1e-6;
  std::size_t state_limit = 10'000'000;
};

struct ExactReport {
  bool passed = false;
  std::size_t reachable_states = 0;  // reachable configurations (pairs with the spec's states)
  std::size_t letters = 0;
  double min_separation = 0;  // minimum distance between two distinct codebook vectors (min over layers, rounded down)
  double tolerance = 0;
  double max_deviation = 0;  // max distance of H0 or a step to its codebook vector (rounded up)
  bool exact = false;        // max_deviation == 0, every step computed without rounding
  double norm_bound = 0;     // max over layers and tokens of spectral_norm_bound (rounded up)
  Guarantee guarantee = Guarantee::none;
  std::optional<double> guaranteed_length;  // when guarantee == bounded: every word up to this length
  std::string guarantee_argument;           // which argument gives the guarantee, or why there is none
  std::string failure;                      // empty when passed: the word, expected and found states
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
