// eval — how well a learned model tracks its task's automaton, per datatype and length: K random
// words per length (automata/random-word.hpp: word i from std::mt19937_64(seed + i), the probe's
// convention), run through learned::Forward under each policy, every position's prediction
// compared with the automaton's output after that prefix.
//
// Letters and labels are matched by name: every letter of the task must be a letter of the model,
// every output label of the task one of the model's outputs (else lrnnc::Error naming it).
// A position whose logits are not all finite (learned::kNoPrediction) is wrong, whatever the task
// expects there, and is counted in `nonfinite`.
// token_accuracy = right positions / all positions; sequence_accuracy = words right at every
// position / words; first_failure_median = the median (lower middle) over the failing words of the
// first wrong position (1-based), none when no word fails; fprnn models also report the median,
// the smallest and the largest over words of l* (a word's l*: the largest over the model's fprnn
// layers) and the fraction of words that converged (ForwardResult::converged in every fprnn layer);
// with batch_stop every word's l* is the batch's.
// Words run in parallel on `threads`
// threads (0: all cores); results do not depend on the thread count.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "automata/dfa.hpp"
#include "learned/model.hpp"
#include "lrnn/simulate.hpp"
#include "precision/policy.hpp"

namespace lrnnc::learned {

struct EvalOptions {
  std::vector<std::optional<precision::Policy>> policies;  // none: plain double
  std::vector<std::size_t> lengths;
  std::size_t words = 100;
  std::uint64_t seed = 1;
  lrnn::EvalOrder order;
  std::size_t threads = 0;
  // Fixed-point layers: false (the default) stops each word on its own, at its first iterate whose
  // running-minimum residue is below the threshold; true takes the official evaluation's batch
  // rule, the words of a row (one policy and length) being the batch: they all iterate until the
  // slowest has converged (or the cap), so every word gets the batch's l*. Computed as passes: each
  // word on its own gives the layer's batch l* (the largest l*), then the words run again with that
  // many iterations at least (FixedPointOptions::min_iter), layer by layer (layers + 1 passes).
  bool batch_stop = false;
  // The memory the words running at once may need (learned/forward-memory.hpp, estimated for the
  // longest length before any word runs): bytes, or 0 for half the machine's memory.
  std::uint64_t max_memory = 0;
};

struct EvalRow {
  std::string dtype;  // the policy's canonical string, or "fp64" for plain double
  std::string order;
  std::size_t length = 0, words = 0, failing_words = 0;
  std::size_t nonfinite = 0;  // positions (over all words) whose logits were not all finite
  double token_accuracy = 0, sequence_accuracy = 0;
  std::optional<std::size_t> first_failure_median;
  std::optional<double> iterations_median;                    // fprnn models
  std::optional<std::size_t> iterations_min, iterations_max;  // fprnn models
  // fprnn models: the fraction of words whose residue fell below the threshold before the cap in
  // every fprnn layer (a word that hit the cap is read off its last iterate, not a fixed point)
  std::optional<double> converged;
};

// One row per (policy, length), policies outer. `progress` (optional) is called after each row.
// Throws lrnnc::Error for mismatched letters/labels, no lengths or policies, a length of 0 or over
// 10^7, a run whose memory estimate exceeds max_memory (before any word runs), and the errors of
// learned::Forward.
std::vector<EvalRow> evaluate(const LearnedModel& model, const automata::Dfa& task, const EvalOptions& options,
                              const std::function<void(const EvalRow&)>& progress = {});

// The model's letter index of every task letter and the model's output index of every task label.
struct TaskMap {
  std::vector<std::uint32_t> letter;  // task letter -> model letter
  std::vector<std::uint32_t> label;   // task label id -> model output index
};
TaskMap map_task(const ModelConfig& config, const automata::Dfa& task);

// The task saved in the model (its manifest's "automaton"). Throws lrnnc::Error when the model has
// none, asking for the task on the command line.
automata::Dfa saved_task(const LearnedModel& model);

}  // namespace lrnnc::learned
