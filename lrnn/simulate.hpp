// simulate(): a batch of words through a Network in a chosen evaluation order (the semantics a GPU
// backend must reproduce), threads across words. One token's step is the Runner's
// (lrnn/runner.hpp).
//
// Orders (parse_order / to_string: "sequential", "scan", "chunked:C"):
//  - sequential: the Runner's step, token by token.
//  - scan: every layer is evaluated over the whole word as a parallel prefix of affine maps.
//    Element 0 is the constant map (0, H0); element t is (A_t, B_t) for the t-th token, with A_t
//    materialized as a dense n x n matrix under the policy (Householder factors applied to the
//    columns of I with the sequential step's rounding; diagonals and dense matrices as stored).
//    Composition (later o earlier): (A2, b2) o (A1, b1) = (A2 A1, A2 b1 + b2), every entry of A2 A1
//    and of A2 b1 a dot product in the policy's order and accumulator, stored with to_storage, then
//    b2 added with add() when the token has a B. A b-part is absent (exactly zero, not computed)
//    when no token of the range has a B: then A2 b1 is skipped when b1 is absent and add() when b2
//    is; the A of a range containing element 0 is never computed (docs/SIMULATION.md). The tree is the Brent-Kung
//    inclusive scan over positions 0..T (fixed by T alone): up-sweep for d = 1, 2, 4, ...: x[i] = x[i] o x[i-d] for i =
//    2d-1, 4d-1, ... (i <= T), while 2d-1 <= T; down-sweep for d = D, D/2, ..., 1, where D is the largest d of the
//    up-sweep: x[i] = x[i] o x[i-d] for i = 3d-1, 5d-1, ... (i <= T) (when T+1 is a power of two the level d = D is
//    empty; otherwise it is needed, e.g. T = 29: x[23] o x[15]). H_t is the b-part of x[t]. Cost: 2T compositions of n
//    x n matrices (O(T n^3)), against O(T * cost of A) sequentially. Layers with context are evaluated one after
//    another: layer l's tokens come from the letters and the decoded outputs of the lower layers at every position.
//  - chunked:C: per chunk of C tokens, the chunk summary (the composition of its C maps, left to
//    right, each composition as above) is computed; the summaries, preceded by (0, H0), are combined
//    by the scan above, giving the state at every chunk boundary; inside chunk c the states are
//    then computed by sequential steps from the state at its start boundary (the state at a chunk's
//    last position is the scan's; chunked:1 is scan bit for bit). The one full description, with
//    the order of stochastic-rounding draws: docs/SIMULATION.md "Evaluation orders".
// Under stochastic rounding every word has its own stream, seeded by (policy seed, word index), so
// results do not depend on the number of threads.
// Speed (bench_simulate, one core): sequential decoding every position, mod:3 2x2 rotation in bf16
// ~13 M tokens/s; the fp64 policy on the S5 reflection network ~2.5x native time.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "automata/dfa.hpp"
#include "common/error.hpp"
#include "lrnn/network.hpp"
#include "precision/policy.hpp"

namespace lrnnc::lrnn {

enum class OrderKind { sequential, scan, chunked };
struct EvalOrder {
  OrderKind kind = OrderKind::sequential;
  std::size_t chunk = 0;  // chunked only, >= 1
  friend bool operator==(const EvalOrder&, const EvalOrder&) = default;
};
// "sequential", "scan" or "chunked:C" with C a strict decimal integer in [1, 2^64 - 1] (no '+',
// spaces, leading zeros or trailing text; common/parse-integer.hpp); a C at least the word length
// makes the whole word one chunk. Throws lrnnc::Error naming the accepted forms. O(length).
// to_string gives the text that parses back to the same order.
EvalOrder parse_order(std::string_view text);
std::string to_string(const EvalOrder& order);

// Where the batched engine runs (lrnn/engine/engine.hpp): the CPU, or an NVIDIA GPU (lrnn/cuda/).
enum class Device { cpu, cuda };
// "cpu" or "cuda"; throws lrnnc::Error naming both.
Device parse_device(std::string_view text);
std::string to_string(Device device);

struct SimulateOptions {
  std::optional<precision::Policy> policy;  // native fp64 when empty
  EvalOrder order;
  std::size_t threads = 0;       // 0: std::thread::hardware_concurrency()
  bool keep_states = false;      // also return every layer's state at every position
  bool stop_at_failure = false;  // with `expected`: stop a word at its first wrong position
  // Decoding margins and ties (lrnn/margin.hpp) in WordRun::failure_margin and ::ties; the
  // reference simulator only (the engine returns read states only).
  bool margins = false;
  // The batched engine runs what it covers (engine::unsupported) and this simulator the rest, with
  // the same results bit for bit; `reference` forces this simulator (the tests' reference).
  bool reference = false;
  // cuda: the engine on the GPU; throws lrnnc::Error when there is none or the engine does not
  // cover the run.
  Device device = Device::cpu;
  // false: WordRun::states is left empty by the engine (first failures and drifts only).
  bool states = true;
  // false: the CPU engine computes every step and every scan combine, never looking up a memoized
  // one (lrnn/engine/memo.hpp); the same results either way (for tests and benchmarks).
  bool memo = true;
};

// Which simulator runs these options: "batched engine (cpu)", "batched engine (cuda)" or
// "reference simulator: <why the engine does not cover it>".
std::string simulation_path(const Network& network, const SimulateOptions& options,
                            const automata::Dfa* expected = nullptr);
// Why the batched engine does not cover these options (then simulate() runs the reference
// simulator on the CPU, or refuses --device cuda), or nullopt when it does.
std::optional<std::string> engine_unsupported(const Network& network, const SimulateOptions& options,
                                              const automata::Dfa* expected = nullptr);
// Throws lrnnc::Error "--device cuda: <why>" when `device` cannot be used here (no CUDA build, no
// GPU, a driver error); the CPU always can.
void require_device(Device device);

struct WordRun {
  std::vector<automata::State> states;            // automaton state read after token t (index t-1), t = 1..T
  std::optional<std::size_t> first_failure;       // with `expected`: smallest t with a wrong state
  double max_drift = 0;                           // max over positions of Runner::drift
  std::vector<std::vector<double>> layer_states;  // keep_states: per position, all layers concatenated
  // margins: the network's decoding margin at first_failure (the smallest over its layers), and how
  // many positions up to and including first_failure (every position when the word does not fail
  // or there is no `expected`) had a tie in some layer's decode (lrnn/margin.hpp).
  std::optional<double> failure_margin;
  std::size_t ties = 0;
};

// An upper estimate of the bytes simulate() holds per token of one word (the word, the returned
// states, and in the scan and chunked orders every position's state, affine map or chunk summary,
// decoded values and distances), for callers that bound memory before a long run. Sequential:
// 8 bytes. Scan: about 8 (n^2 + 2 n d) + 36 bytes per layer plus 64; chunked:C: the maps only every
// C tokens.
std::size_t simulate_bytes_per_token(const Network& network, const EvalOrder& order);

// Half the machine's physical memory (4 GiB when it cannot be read): the default memory budget of
// the callers that bound simulate() before a long run (experiments/probe.hpp, sweep.hpp).
std::size_t default_memory_budget();

// Runs every word; when `expected` is given (one automaton, the network's spec), also compares
// output labels position by position (like check_words) and fills first_failure. Multi-threaded
// across words. Throws lrnnc::Error for unsupported policies and orders, or letters outside the
// alphabet.
std::vector<WordRun> simulate(const Network& network, std::span<const automata::Word> words,
                              const SimulateOptions& options, const automata::Dfa* expected = nullptr);

// Words and results in the caller's memory (Simulation::run_into): no allocation per word, for
// callers that hold a batch in one array (the Python package's lrnnc.simulate). Called from the
// simulation's threads, each word once.
class WordSource {
 public:
  virtual ~WordSource() = default;
  virtual std::size_t count() const = 0;
  virtual std::size_t length(std::size_t w) const = 0;
  // Word w's letters: the source's own memory, or `scratch` (length(w) letters) filled. A letter
  // that has no automata::Letter value (a negative index) is given as automata::Letter's maximum.
  virtual const automata::Letter* letters(std::size_t w, automata::Letter* scratch) const = 0;
};
class RunSink {
 public:
  virtual ~RunSink() = default;
  // Where word w's read states go (length(w) of them): `scratch` or the sink's own memory.
  virtual automata::State* states(std::size_t w, automata::State* scratch) = 0;
  // Word w is done: the memory states(w) returned holds its read states (automata::kNoState after
  // a stop at its failure) and `run` everything else (run.states is empty).
  virtual void done(std::size_t w, const automata::State* states, WordRun&& run) = 0;
};
// The first letter (smallest word, then position) outside the network's alphabet: what
// Simulation::run_into throws for it (the message is simulate()'s).
class LetterOutOfRange : public Error {
 public:
  LetterOutOfRange(std::size_t word, std::size_t position, automata::Letter letter, std::size_t letters);
  std::size_t word, position;
};

namespace engine {
class HostNet;
}

// simulate() for many batches with one network, options and expected automaton: what the batched
// engine prepares per network (the plans, the rounded weights, the decoding and automaton tables;
// for a one-hot network of 120 states a quarter of a second) is prepared once. The network and the
// automaton must outlive it. run(words) == simulate(network, words, options, expected).
class Simulation {
 public:
  Simulation(const Network& network, const SimulateOptions& options, const automata::Dfa* expected = nullptr);
  ~Simulation();
  Simulation(const Simulation&) = delete;
  Simulation& operator=(const Simulation&) = delete;
  std::vector<WordRun> run(std::span<const automata::Word> words) const;
  // The same run on the source's words, each word's result handed to the sink (the CPU engine
  // reads the letters and writes the states where the source and the sink say; the other paths run
  // run() on a copy). Throws LetterOutOfRange after the words that were running have stopped.
  void run_into(const WordSource& words, RunSink& sink) const;

 private:
  const Network& network_;
  SimulateOptions options_;
  const automata::Dfa* expected_;
  std::unique_ptr<engine::HostNet> engine_;  // when the engine runs these options
};

}  // namespace lrnnc::lrnn
