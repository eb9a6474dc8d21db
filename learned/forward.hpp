// The forward pass of a learned model (learned/model.hpp) in the precision runtime: every
// operation rounded by an arithmetic policy, exactly as docs/LEARNED.md section 3 says, or in plain
// double when there is no policy. Orders: sequential for every mixer; scan and chunked:C
// (lrnn/simulate.hpp, docs/SIMULATION.md) for diag and deltaproduct.
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
  // lrnn::simulate.
  ForwardResult run(std::span<const std::uint32_t> word, std::uint64_t word_index = 0) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// An upper estimate of the bytes Forward::run holds per position of a word under `options` (the
// whole word is computed at once: the activations, the mixers' per-position buffers, the scan's
// pool of maps, the predictions and, with keep_logits, the logits), so that callers can refuse a
// word length x words at once that would not fit in memory. The word itself is not counted. O(layers).
std::size_t forward_bytes_per_token(const ModelConfig& config, const ForwardOptions& options);

}  // namespace lrnnc::learned
