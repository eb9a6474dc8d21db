// Internal to the learned forward (learned/forward.cpp and its mixer files) and its tests: the test
// hooks (the hardware dot products of learned/forward-arithmetic.hpp, included here; the
// fixed-point loop's shortcuts), and Tracer, a word's internals in plain double for
// learned/spectrum.cpp. Not installed API.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "learned/forward-arithmetic.hpp"
#include "learned/model.hpp"

namespace lrnnc::learned::detail {

// Test hook of the fixed-point loop's exact shortcuts (fprnn_iterate's NaN suffix in
// learned/forward-fprnn.cpp, fixed_point_loop's repeated iterate in learned/forward-fixed-point.hpp,
// the channel mixer's cached x_t parts of its projections in learned/forward-channel-mixer.cpp):
// `enabled` false makes every iteration compute everything (default true); the counts say how often
// each shortcut was taken since the program started.
struct FixedPointShortcuts {
  std::atomic<bool> enabled{true};
  std::atomic<std::uint64_t> nan_suffix{0}, repeated{0}, cycles{0}, x_parts{0};
};
extern FixedPointShortcuts fixed_point_shortcuts;

// ---------------------------------------------------------------------------------------------
// The internals of a word's forward pass in plain double (no policy), for analyses of the
// transitions (learned/spectrum.cpp) and their tests. The values are those the forward computes
// (the same code runs), so a trace is the forward, not a re-implementation of it.

// One layer's per-position quantities (T = the word's length; the fields of other mixers are empty).
// One entry per position of the forward: with a BOS token (ModelConfig::bos) position 0 is the BOS
// token and letter t of the word is position t + 1 (T counts the BOS).
struct LayerTrace {
  // diag: a_t (T x n), the diagonal transition.
  std::vector<double> a;
  // deltaproduct: k[((t * r + i) * H + head) * n + j] (T x r x H x n, normalized as the forward
  // uses them) and beta[(t * r + i) * H + head] (T x r x H): factor i of position t's transition of
  // a head is I - beta k k^T, applied for i = 0..r-1 in order.
  std::vector<double> k, beta;
  // fla: k and beta as deltaproduct's with H the value heads (each value head's copy of its key
  // head's keys), and alpha[t * HV + head], the decay (1 without a forget gate): position t's
  // transition of a head is alpha times the product of its factors.
  std::vector<double> alpha;
  // fprnn: inputs[t * 4n + ...] = x_t, bx_t, lam_t, om_t (n each; T x 4n) and the final iterate h*
  // (T x n), the state the layer's output reads; iterations = l* of this word.
  // fpmamba: inputs per position x_t, dt_t (n each), B_t, C_t (N each), dA_t (n x N), and h = y*.
  std::vector<double> inputs, h;
  std::size_t iterations = 0;
};

// A model prepared once for traces (weights as given, plain double). Thread-safe like Forward.
class Tracer {
 public:
  explicit Tracer(const LearnedModel& model);
  ~Tracer();
  Tracer(Tracer&&) noexcept;
  Tracer& operator=(Tracer&&) noexcept;

  // The forward pass of `word` (letter indices, checked as Forward::run checks them), returning
  // one LayerTrace per layer. The predictions are not computed. O(the forward's cost).
  std::vector<LayerTrace> run(std::span<const std::uint32_t> word) const;

  // One fprnn position's update map, with the forward's own operations (the fixed-point iteration
  // at one position with every other position held): out = lam * h_prev + om * (Q(x, h_prev)(bx - h)
  // + h), Q at p = concat(x, h_prev). `inputs` is one position's 4n values of LayerTrace::inputs;
  // h_prev is h_{t-1} (zeros at t = 0), h the current iterate of h_t; n values each. Throws
  // lrnnc::Error when `layer` is not an fprnn layer. O(the channel mixer's cost).
  void fprnn_update(std::size_t layer, const double* inputs, const double* h_prev, const double* h, double* out) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace lrnnc::learned::detail
