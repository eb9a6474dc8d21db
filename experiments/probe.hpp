// probe — at which length does a compiled network (or a learned model) stop tracking state in a
// datatype, and why?
//
// For a network, its automaton and one arithmetic policy + evaluation order:
//  (a) one-letter words w^N for every letter w (the hardest inputs of Theorems 1-2) and the
//      generator of each cyclic subgroup the compiler used when that is not a letter (not yet: the
//      compiler's rotations are per letter, so the letters cover them);
//  (b) K random words of length N: word i (0-based) draws its letters as gen() % |alphabet| from
//      std::mt19937_64 gen(seed + i), so results do not depend on K or on threads. Under
//      stochastic rounding every word (letters first, then random words) gets its own stream: word
//      j of that count runs with the sr seed lrnnc::derived_seed(SEED, j), the scheme of lrnn::simulate.
// Positions count tokens: H_0 is the initial state, H_t the state after t tokens; a failure at t
// means the automaton state read from H_t has another output label than the automaton's state
// after t letters. first_failure_min / _median are over the words that fail (the median of an
// even count is the lower middle); words that never fail up to N do not count.
//
// Cycle detection (one-letter words, sequential order, deterministic rounding only): H_t is then a
// function of H_{t-1}'s bit pattern, and Brent's algorithm finds the smallest cycle_start >= 0
// and cycle_period >= 1 with H_t = H_{t+period} bit for bit for all t >= start, using O(start +
// period) steps and O(1) stored states. The automaton's own sequence of states on w^t is
// eventually periodic with period p (and preperiod r); the network's cycle is compatible with the
// language when the decoded states on one full lcm(period, p) stretch after max(start, r) are all
// correct — then the network is correct for every length (a proof, not a sample), otherwise it
// fails periodically forever (Theorem 1's situation when period = 1 and p = 2). When a cycle is
// found and compatible, first_failure is null and `never_fails` is true even beyond N. When the
// cycle is incompatible, the exact first failure follows from the cycle; it is reported when it is
// <= N (a word is only ever reported as failing within N). Without a cycle (other orders,
// stochastic rounding, or no repeat up to N), words are run up to N or their first failure.
// Random words always stop at their first failure.
//
// Drift: the Euclidean distance of each layer's state to its decoded (nearest) codebook vector,
// maximum over layers, positions and words (exact, to the unrounded codebook).
//
// Margins and ties (lrnn/margin.hpp): a failing word reports the decoding margin at its first
// failure (the distance to the nearest codebook vector of another value minus the distance to the
// decoded one, the smallest over layers; 0 is a tie, decided by the first-row rule) and how many of
// its decodes up to and including the failure were ties. A failure with margin 0 would have come
// later under another tie rule, and each earlier tie could have been an earlier failure: they say
// how much the position depends on the tie rule. Every order and the MPFR row measure them (the
// MPFR row from its state rounded to double, as it decodes). Failing words whose first run could not
// measure them (the batched engine, a failure implied by a cycle, the parallel orders' one-letter
// words) run once more, their prefix up to the failure (chunked:C: up to the end of its chunk; the
// same bits as the whole word: docs/SIMULATION.md), sequential with a Runner, scan and chunked
// through the reference simulator; the run must fail at the same position (lrnnc::Error otherwise).
// Words that never fail report nothing.
//
// The MPFR control row (probe_mpfr) runs the same words sequentially in MPFR (a control at >= 200 bits,
// a measured arithmetic below; at least 2 bits; no cycle
// detection: its state is not a finite bit pattern of a storage format); it is slow (~1e5
// steps/s for small networks), so callers usually give it a smaller max_len (the CLI does, and says so).
// Cost: (letters + K) x N steps per policy (less when words stop at their first failure); one
// letter with a cycle costs up to ~2 (start + period) more steps; memory O(N) per letter while
// detecting (the decoded sequence). Words run in parallel on `threads` threads (0: all cores).
// Throws lrnnc::Error for max_len = 0, an MPFR row below 2 bits, different alphabets,
// policies the emulation cannot run (MPFR formats: use probe_mpfr), and runs over memory_budget.
//
// The state-space search (realize/realize.hpp, docs/REALIZE.md), when options.search_pairs > 0:
// a network in sequential order with a deterministic rounding is a finite-state machine (compiled:
// realize::network_machine; learned of diag/DeltaNet/DeltaProduct layers: realize::model_machine,
// its plain-double control row as the fp64 policy, the same bits),
// and realize::realize decides it for every word of every length, capped at search_pairs pairs
// (and the memory budget). ProbeResult::search says "proved" (right on every word: the sampled
// words cannot fail, and the CLI shows "proved never"), "counterexample" (shortest_failure: the
// length of a shortest failing word, a true lower bound on every word's first failure, where the
// sampled first failure is an upper bound on the shortest) or "bounded" (a cap stopped it: every
// word of length <= search_depth is right). Cost: O(pairs x letters) steps besides the words,
// ~16 bytes + 8 per state value a pair. Not run (search empty, search_note saying why) for the
// scan and chunked orders (the state at t is not a function of the state at t-1 and the letter),
// stochastic rounding (no single successor), the MPFR control row and fixed-point learned models
// (search_note has realize's reason). The sampled words are checked against
// the verdict: a failing word under "proved", or one failing before shortest_failure, is a bug in
// one of the two and throws std::logic_error.
//
// Learned models (probe_learned, docs/LEARNED.md): the same words (one-letter and random, the same
// sr streams) through learned::Forward; the decoded output is the predicted label. There is no
// cycle detection (a learned state is not compared bit for bit) and no drift (no codebook). A
// position whose logits are not all finite has no prediction: it is a failure (decoded
// kNonFiniteDecoded) and is counted in ProbeResult::nonfinite. They
// cannot run in MPFR: their control row is plain double ("fp64", learned::ForwardOptions without a
// policy) at the full max_len.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "automata/dfa.hpp"
#include "learned/model.hpp"
#include "lrnn/network.hpp"
#include "lrnn/simulate.hpp"
#include "precision/policy.hpp"

namespace lrnnc::experiments {

// The decoded label reported at a failure whose decoding input was not finite (a learned model's
// NaN or infinite logit, a compiled network's NaN or infinite state): no label of any automaton
// (labels are non-empty names; this one is bracketed so that it reads as no label).
inline constexpr const char* kNonFiniteDecoded = "(non-finite)";

struct ProbeOptions {
  lrnn::EvalOrder order;
  std::size_t max_len = 1'000'000;
  std::size_t words = 16;
  std::uint64_t seed = 1;
  std::size_t threads = 0;
  // Where the random words run when the batched engine covers the policy and order
  // (lrnn::engine_unsupported): they then go through lrnn::simulate in batches, on the CPU's
  // vector kernel or (cuda) the GPU, with the same results as one by one. The one-letter words
  // (cycle detection) and what the engine does not cover run on the CPU as before.
  lrnn::Device device = lrnn::Device::cpu;
  // Memory the words running at once may hold (bytes); 0: half of the machine's physical memory.
  // The scan and chunked orders keep every position of a word (lrnn::simulate_bytes_per_token): a
  // probe whose estimate exceeds the budget is refused before it starts (lrnnc::Error naming
  // --max-len and --threads), never left to run out of memory. A one-letter word keeps its
  // decoded sequence while looking for a cycle (8 bytes a token): past its share of the budget
  // without a cycle, the search is given up and the word runs on without it.
  std::size_t memory_budget = 0;
  // The state-space search's cap on pairs (see above); 0: no search.
  std::size_t search_pairs = 0;
  // Called after each finished word with a one-line message ("bf16: 3/20 words"), from the worker
  // threads under a lock; empty: silent.
  std::function<void(const std::string&)> progress;
};

struct LetterProbe {
  std::string letter;
  std::optional<std::size_t> first_failure;
  std::optional<std::size_t> cycle_start, cycle_period;
  std::optional<bool> cycle_compatible;  // set when a cycle was found
  bool never_fails = false;              // proven by a compatible cycle
  std::string decoded, expected;         // output labels at the first failure
  double max_drift = 0;
  // The decoding margin at the first failure and the tied decodes up to it (see above).
  std::optional<double> failure_margin;
  std::size_t failure_ties = 0;
};

struct ProbeResult {
  std::string dtype;  // the policy string (precision::to_string) or "mpfr:P" for the control row
  std::string order;
  std::optional<std::size_t> first_failure_min, first_failure_median;  // over all words (letters and random)
  std::size_t words = 0;                                               // random words
  std::size_t failing_words = 0;                                       // words that fail, one-letter words included
  std::size_t max_len = 0;
  // The one-letter word with the earliest failure (or the first letter when none fails).
  std::optional<std::size_t> cycle_start, cycle_period;
  double max_drift = 0;
  std::string decoded, expected;  // at first_failure_min
  // Margins (see above): false for learned models (no codebook), whose fields stay empty.
  bool margins = false;
  std::optional<double> failure_margin;  // at first_failure_min (its word)
  std::size_t failure_ties = 0;          // tied decodes along that word, up to and including the failure
  std::size_t tie_failures = 0;          // failing words whose failure is a tie (margin 0)
  // Learned models: the positions (over all words, each run whole) whose logits had a NaN or an
  // infinity, each a failure. Compiled networks: 0, not counted (a non-finite state is a failure
  // there too, decoded "(no state)", lrnn/runner-plan.hpp).
  std::size_t nonfinite = 0;
  std::vector<LetterProbe> letters;
  // Which simulator ran the random words (lrnn::simulation_path: "batched engine (cpu)", ...,
  // "reference simulator: <why>"), or "sequential runner" / "MPFR runner" / "learned forward".
  std::string simulation;
  // The state-space search (see above): "proved", "counterexample", "bounded"; empty: not run,
  // and search_note says why when it was asked for (options.search_pairs > 0).
  std::string search;
  std::string search_note;                      // not run: why; bounded: the cap that stopped it
  std::optional<std::size_t> shortest_failure;  // counterexample: the shortest failing word's length
  std::size_t search_pairs = 0;                 // pairs reached
  std::size_t search_depth = 0;                 // levels fully explored (bounded: words <= it are right)
};

// Throws lrnnc::Error when network and automaton alphabets differ or the policy is unsupported.
ProbeResult probe(const lrnn::Network& network, const automata::Dfa& dfa, const precision::Policy& policy,
                  const ProbeOptions& options);
// The control row: sequential order in MPFR with `precision_bits`.
ProbeResult probe_mpfr(const lrnn::Network& network, const automata::Dfa& dfa, long precision_bits,
                       const ProbeOptions& options);
// A learned model (learned/model.hpp) on the same words, through learned::Forward under `policy`
// (none: plain double, dtype "fp64", the learned models' control row: they cannot run MPFR) and
// options.order. A word's first failure is the first position whose predicted output label is not
// the automaton's (letters and labels matched by name, learned::map_task). No cycle detection (the
// letters' cycle fields stay empty, never_fails false), drift 0. Forward computes a whole word at
// once: memory O(max_len x model width) per word, checked against memory_budget for every order.
// Throws lrnnc::Error for max_len = 0, letters or labels the model lacks, orders or policies
// learned::Forward refuses (scan/chunked with fprnn layers, MPFR formats), runs over the budget.
ProbeResult probe_learned(const learned::LearnedModel& model, const automata::Dfa& dfa,
                          const std::optional<precision::Policy>& policy, const ProbeOptions& options);

}  // namespace lrnnc::experiments
