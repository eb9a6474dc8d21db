// The forward pass of a learned model (learned/model.hpp) in the precision runtime: every
// operation rounded by an arithmetic policy, exactly as docs/LEARNED.md section 3 says, or in plain
// double when there is no policy. Orders: sequential for every mixer; scan and chunked:C
// (lrnn/simulate.hpp, docs/SIMULATION.md) for diag and deltaproduct (not fprnn, fpmamba or fla).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "learned/model.hpp"
#include "lrnn/simulate.hpp"
#include "precision/policy.hpp"

namespace lrnnc::learned {

struct ForwardOptions {
  std::optional<precision::Policy> policy;  // none: plain double (= the fp64 policy bit for bit)
  lrnn::EvalOrder order;                    // scan / chunked only for diag and deltaproduct layers
  bool keep_logits = true;                  // false: predictions only (eval)
};

// A --dtype as the learned forward takes it: the policy, or none for "fp64" (plain double: the same
// bits as the fp64 policy, faster). Throws lrnnc::Error as precision::parse_policy does.
std::optional<precision::Policy> forward_policy(const std::string& text);

// Every fixed-point layer's stopping rule replaced for one run (--fp-threshold, --fp-max-iter): the
// threshold and the cap where they are > 0, the layer's own (its manifest's fixed_point) otherwise.
void override_fixed_point(ModelConfig& config, double threshold, std::size_t max_iter);

// The prediction of a position whose logits are not all finite (NaN or +-Inf, e.g. an overflow in
// fp16 or e4m3, or a diverged fixed-point iterate): no label. It is never a model output index
// (a model has fewer than 2^32 - 1 outputs), so it never equals an expected label; callers count
// such positions as wrong and report them as non-finite.
inline constexpr std::uint32_t kNoPrediction = 0xffffffffu;

struct ForwardResult {
  // per position t = 1..T (index t-1): the first index of the largest logit, or kNoPrediction
  // when any logit of the position is not finite
  std::vector<std::uint32_t> predictions;
  std::vector<std::vector<double>> logits;  // per position, |outputs| values (keep_logits)
  // fprnn layers, in layer order: l* (iterations including the final one) of this word, and
  // whether its residue fell below the threshold before the cap (false: the cap was reached, or the
  // iterate stopped being finite; the outputs are then those of the last iterate, not a fixed point).
  std::vector<std::size_t> iterations;
  std::vector<bool> converged;
};

// The recurrent state of every layer between two positions of a word (Forward::initial_state,
// Forward::step): layers[l] holds layer l's recurrent values, rounded to the policy's storage format,
// and nothing else, so two states with the same bits behave the same on every continuation.
// Layout of layers[l]:
// - diag: n values, layers[l][j] = h_j (docs/LEARNED.md section 1, "diag");
// - deltaproduct (DeltaNet: rank 1): heads * n * n values, head by head, each head's S row by row:
//   layers[l][(head * n + i) * n + j] = S[i][j], i the index of k and j that of v (y_j = sum_i S[i][j] q_i);
// - fla: v_heads * n * v_dim values, value head by value head, each S (n x v_dim) row by row as
//   deltaproduct's, then with a short convolution of width W the raw q, k, v projections of the
//   last W - 1 positions, oldest first ((1 + r) heads n + r v_heads v_dim values each, the
//   projections' order; zeros for positions before the word), which the convolutions read next.
// Signed zeros: the state can hold -0.0 (e.g. a negative a_t times a zero h_j plus a -0.0 b_t, or a
// tiny negative value rounded to zero in a narrow format). -0.0 and +0.0 are different bits; no
// operation of the forward divides by a state value or takes its sign, so to our reading the two
// differ at most in the signs of later zeros (the argmax treats both zeros alike), and a search may
// map -0.0 to +0.0 before hashing, but the bit-for-bit promise of step() is for the bits as
// produced. NaN (float formats, e.g. an overflow's inf - inf): a NaN state value stays NaN on every
// continuation (the float formats' operations propagate it); its payload and sign are whatever the
// hardware produced (the same for the same Forward, state and letter), so a caller hashing bits may
// canonicalize NaNs. Compare states by their bits, not with == on doubles (which equates the two
// zeros and never equates NaNs).
struct ForwardState {
  std::vector<std::vector<double>> layers;
};

// A model prepared for one policy: weights rounded to the storage format once. Throws
// lrnnc::Error when the policy cannot be emulated (precision::Arithmetic's errors; MPFR formats are
// not supported for learned models) or when the order is scan/chunked and a layer is fprnn.
// Thread-safe: forward() may be called from several threads at once (each call has its own
// arithmetic; stochastic rounding is seeded per call by `word_index`).
class Forward {
 public:
  Forward(const LearnedModel& model, const ForwardOptions& options);
  ~Forward();
  Forward(Forward&&) noexcept;
  Forward& operator=(Forward&&) noexcept;

  // word: letter indices (< |alphabet|, checked: lrnnc::Error). An empty word gives empty results.
  // A model with a BOS token reads it first; the results have one entry per letter of the word.
  // word_index seeds stochastic rounding (derived_seed(policy seed, word_index)) as in
  // lrnn::simulate. final_state (not null: steppable models only, else lrnnc::Error with
  // not_steppable()'s reason): set to the recurrent state after the word's last letter, the state
  // that step() would reach from initial_state() over the same letters (initial_state() for an
  // empty word).
  ForwardResult run(std::span<const std::uint32_t> word, std::uint64_t word_index = 0,
                    ForwardState* final_state = nullptr) const;

  // Stepping: a model whose state at position t is a function of its state at t-1 and letter t
  // (every layer diag, deltaproduct or fla, the sequential order) can be run one letter at a time from an
  // explicit state, for searches over the states a network reaches (docs/LEARNED.md section 3,
  // "Stepping").
  //
  // Whether step() is available: nullopt when it is, else the reason in one line (a fixed-point
  // layer: fprnn and fpmamba iterate the whole word to a fixed point, so their state at t is not a
  // function of their state at t-1 and the letter; or the scan or chunked order, whose roundings
  // differ from one letter at a time). O(layers).
  std::optional<std::string> not_steppable() const;
  // The state before the word's first letter: after the BOS token when the model has one (read as
  // run() reads it, with word_index 0 under stochastic rounding), zeros otherwise. Throws
  // lrnnc::Error with not_steppable()'s reason when the model is not steppable. O(one position).
  ForwardState initial_state() const;
  // Reads `letter` from `state` (updated in place to the state after it) and returns that position's
  // prediction (kNoPrediction when a logit is not finite): for every policy without stochastic
  // rounding, the prediction and the state are bit for bit those of run() at that position, since
  // both run the same per-position code (a word run one letter at a time from initial_state() is
  // run(word)). Stochastic rounding: each call seeds the draws from word_index as run() seeds a
  // whole word, so calls are repeatable but a word stepped letter by letter draws differently from
  // run(); a search over states should refuse stochastic rounding. Throws lrnnc::Error when the
  // model is not steppable, for a letter >= |alphabet|, and for a state whose layers' sizes are not
  // initial_state()'s. Thread-safe like run(). No allocation once this thread's buffers have grown
  // (the per-thread arithmetic is kept for the last Forward that stepped on the thread; alternating
  // between two Forwards on one thread rebuilds it). O(one position of run()).
  std::uint32_t step(ForwardState& state, std::uint32_t letter, std::uint64_t word_index = 0) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// An upper estimate of the bytes Forward::run holds per position of a word under `options` (the
// whole word is computed at once: the activations, the mixers' per-position buffers, the scan's
// pool of maps, the predictions and, with keep_logits, the logits), so that callers can refuse a
// word length x words at once that would not fit in memory. The word itself is not counted. O(layers).
std::size_t forward_bytes_per_token(const ModelConfig& config, const ForwardOptions& options);

// The bytes a fixed-point layer (fprnn, fpmamba; 0 for the others) holds per word whatever its
// length: the batched channel mixer's buffers of up to 256 positions at a time (its projections,
// the vectors it maps, fpmamba's W_bc products, the binary32 kernels' copies). O(1).
std::size_t fixed_point_scratch_bytes(const LayerSpec& layer);

}  // namespace lrnnc::learned
