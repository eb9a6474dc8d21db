// What a training run (learned/torch/train.hpp) builds and how much memory it needs, from its
// options alone: torch-free, so that `lrnnc train` and sweep configs refuse a run that cannot fit
// before libtorch is loaded or a step is taken, and the training module checks the same again.
//
// The estimate (train_memory) is an upper-ish bound in bytes, computed with saturating 64-bit
// arithmetic (a product that overflows is "more than 16 EiB", never a wrapped small number). With
// s = 4 (fp32) or 8 (fp64) bytes per value, B = batch, T = max_len (the longest batch), d =
// d_model, per layer n (state, d_inner or head_dim), T one more with a BOS token, H heads, r rank, m = the mixer's
// width, K labels:
//   parameters and optimizer: P (7 s + 16) for P parameter values (expected_tensors): the
//     parameters, their gradients, AdamW's two moments, a checkpoint being serialized (3 s), and
//     the double copy and file buffer of the weights when the model is written (16);
//   activations: twice (the backward pass holds gradients as large as the forward pass's saved
//     tensors) s times the values the forward pass keeps for the backward pass, per layer
//       every layer   6 B T d + 2 B T m (norms, residual, output projection)
//       diag          (10 + 6 ceil(log2 T)) B T n (gates, then a,b pairs of every scan round)
//       deltaproduct  (4 + 8 r) B T H n + 3 r T B H n^2 (every sub-step's state is kept)
//       fprnn         2 (20 + 6 r + 6 ceil(log2 T)) B T n (n = d_inner) (+ 12 (a^2 + b^2) B T for kronecker,
//                     n = a b): the iteration with gradient and one iteration without, alive at
//                     once. The iterations before it run without gradient and free their tensors,
//                     so --fp-max-iter-train changes the time, not the memory;
//       fpmamba       2 (20 n + 6 r n + (3 + 3 ceil(log2 T)) n N) B T (+ kronecker's): the same
//                     two iterations, each with the scan's B T n N pairs of every round;
//     plus the embedding and head, B T (3 d + 4 K), and the batch's words and labels, 32 B T.
// Time is not bounded here (steps x the per-step cost): a run that fits is only slow.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

#include "automata/dfa.hpp"
#include "common/byte-text.hpp"
#include "common/error.hpp"
#include "learned/model.hpp"
#include "learned/train-options.hpp"
#include "lrnn/simulate.hpp"

namespace lrnnc::learned {

// Checks the options' ranges (the ones the command line and sweep configs also check, and the
// consistency of heads and head_dim). Throws lrnnc::Error naming the option.
inline void check_train_options(const TrainOptions& o) {
  if (o.steps < 1 || o.batch < 1) throw Error("train: steps and batch must be >= 1");
  if (o.min_len < 1 || o.min_len > o.max_len) throw Error("train: need 1 <= min_len <= max_len");
  if (o.eval_every < 1 || o.checkpoint_every < 1) throw Error("train: eval_every and checkpoint_every must be >= 1");
  if (o.val_len > kMaxTrainLen || o.val_words < 1 || o.val_every < 1)
    throw Error("train: need val_len <= 100000, val_words >= 1 and val_every >= 1");
  if (o.layers < 1 || o.layers > kMaxLayers) throw Error("train: layers must be in [1, 64]");
  if (o.d_model < 1 || o.d_model > kMaxModelWidth) throw Error("train: d_model must be in [1, 4096]");
  if (o.heads < 1) throw Error("train: heads must be >= 1");
  if (o.expand < 1 || o.expand > kMaxModelWidth) throw Error("train: expand must be in [1, 4096]");
  if (o.arch.type == MixerType::deltaproduct && o.head_dim == 0 && o.d_model % o.heads != 0)
    throw Error("train: d_model must be a multiple of heads when head_dim is 0");
  if (!(o.lr > 0) || !(o.weight_decay >= 0) || !(o.norm_eps > 0)) throw Error("train: lr, weight_decay, norm_eps");
  if (o.threads < 1) throw Error("train: threads must be >= 1");
  const FixedPointOptions& fp = o.fixed_point;
  if (!(fp.threshold > 0) || fp.max_iter < 1 || !(fp.quantile_train >= 0) || !(fp.quantile_train <= 1) ||
      !(fp.damping > 0) || !(fp.damping <= 1))
    throw Error("train: fixed-point options out of range");
  if (!(o.fp_contraction >= 0) || !std::isfinite(o.fp_contraction) || !(o.fp_contraction_bound > 0) ||
      !std::isfinite(o.fp_contraction_bound))
    throw Error("train: the contraction penalty needs a weight >= 0 and a bound > 0");
  if (o.fp_contraction > 0 && o.arch.type != MixerType::fprnn)
    throw Error("train: the contraction penalty (fp_contraction) applies to fprnn layers only, not to " +
                to_string(o.arch));
}

// The model config a training run builds from the task's letter names and labels: `layers`
// layers of `arch` with the sizes of the options. Throws lrnnc::Error on options out of range.
inline ModelConfig train_config(const std::vector<std::string>& alphabet, const std::vector<std::string>& outputs,
                                const TrainOptions& o) {
  check_train_options(o);
  ModelConfig config;
  config.alphabet = alphabet;
  config.outputs = outputs;
  config.d_model = o.d_model;
  config.norm_eps = o.norm_eps;
  // The official FP-RNN setup reads a BOS token first and ties its head to the embedding.
  config.bos = is_fixed_point(o.arch.type);
  config.tied_head = is_fixed_point(o.arch.type);
  LayerSpec layer;
  layer.type = o.arch.type;
  layer.range = o.arch.range;
  layer.rank = o.arch.mixer == ChannelMixer::kronecker ? 1 : o.arch.rank;
  layer.mixer = o.arch.mixer;
  layer.fixed_point = o.fixed_point;
  if (layer.type == MixerType::deltaproduct) {
    layer.heads = o.heads;
    layer.n = o.head_dim != 0 ? o.head_dim : o.d_model / o.heads;
  } else if (is_fixed_point(layer.type)) {
    layer.n = o.state != 0 ? o.state : o.expand * o.d_model;
    if (layer.type == MixerType::fpmamba) {  // (fprnn keeps LayerSpec's defaults: the file has neither)
      layer.d_state = o.d_state;
      layer.dt_rank = (o.d_model + 15) / 16;  // Mamba's dt_rank "auto"
      if (layer.d_state < 1 || layer.d_state > kMaxModelWidth) throw Error("train: d_state must be in [1, 4096]");
    }
  } else {
    layer.n = o.state != 0 ? o.state : o.d_model;
  }
  if (layer.n < 1 || layer.width() > kMaxModelWidth) throw Error("train: the state size is out of range");
  config.layers.assign(o.layers, layer);
  return config;
}

// The same for a task (minimized, complete): its letter names and labels.
inline ModelConfig train_config(const automata::Dfa& task, const TrainOptions& o) {
  return train_config(task.alphabet().names(), task.labels(), o);
}

// A byte count that saturates at 2^64 - 1 instead of wrapping.
struct SaturatingBytes {
  std::uint64_t value = 0;
  static constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();
  bool saturated() const { return value == kMax; }
  friend SaturatingBytes operator+(SaturatingBytes a, SaturatingBytes b) {
    std::uint64_t out;
    return {__builtin_add_overflow(a.value, b.value, &out) ? kMax : out};
  }
  friend SaturatingBytes operator*(SaturatingBytes a, SaturatingBytes b) {
    std::uint64_t out;
    return {__builtin_mul_overflow(a.value, b.value, &out) ? kMax : out};
  }
};

struct TrainMemory {
  std::uint64_t parameters = 0;   // parameter values (P)
  std::uint64_t state_bytes = 0;  // parameters, gradients, optimizer, checkpoint, the written model
  std::uint64_t activation_bytes = 0;
  std::uint64_t total = 0;  // 2^64 - 1: at least that (saturated)
};

// The estimate of the header comment for `config` trained with `o`. O(layers).
inline TrainMemory train_memory(const ModelConfig& config, const TrainOptions& o) {
  using S = SaturatingBytes;
  const S s{o.float64 ? 8u : 4u}, B{o.batch}, T{o.max_len + (config.bos ? 1 : 0)}, d{config.d_model},
      K{config.outputs.size()};
  std::uint64_t log2T = 0;
  while ((std::uint64_t{1} << log2T) < o.max_len) ++log2T;
  S params{0};
  for (const TensorSpec& t : expected_tensors(config)) {
    S count{1};
    for (std::size_t dim : t.shape) count = count * S{dim};
    params = params + count;
  }
  const S BT = B * T;
  S values = BT * S{3} * d + BT * S{4} * K;  // embedding and head; the batch's 32 B T bytes below
  for (const LayerSpec& layer : config.layers) {
    const S n{layer.n}, r{layer.rank}, H{layer.heads}, m{layer.width()};
    values = values + S{6} * BT * d + S{2} * BT * m;
    switch (layer.type) {
      case MixerType::diag: values = values + S{10 + 6 * log2T} * BT * n; break;
      case MixerType::deltaproduct: values = values + (S{4} + S{8} * r) * BT * H * n + S{3} * r * BT * H * n * n; break;
      case MixerType::fprnn: {
        S per = S{20 + 6 * log2T} * BT * n + S{6} * r * BT * n;
        if (layer.mixer == ChannelMixer::kronecker) {
          const S a{kronecker_rows(layer.n)}, b{layer.n / kronecker_rows(layer.n)};
          per = per + S{6} * (a * a + b * b) * BT;
        }
        values = values + S{2} * per;
        break;
      }
      case MixerType::fla: break;  // never trained
      case MixerType::fpmamba: {
        // per iteration kept for the gradient: the mixer's (as fprnn) plus the scan's a, b and H
        // (B T n N each, log-depth rounds) and B', C'
        const S N{layer.d_state};
        S per = S{20} * BT * n + S{6} * r * BT * n + S{3 + 3 * log2T} * BT * n * N;
        if (layer.mixer == ChannelMixer::kronecker) {
          const S a{kronecker_rows(layer.n)}, b{layer.n / kronecker_rows(layer.n)};
          per = per + S{6} * (a * a + b * b) * BT;
        }
        values = values + S{2} * per;
        break;
      }
    }
  }
  TrainMemory out;
  out.parameters = params.value;
  out.state_bytes = (params * (S{7} * s + S{16})).value;
  out.activation_bytes = (S{2} * s * values + S{32} * BT).value;
  out.total = (S{out.state_bytes} + S{out.activation_bytes}).value;
  return out;
}

// The limit of every memory check of the learned commands (train, run, eval, probe, sweep): a
// --max-memory of `max_memory` bytes, or when that is 0 half the machine's physical memory
// (lrnn::default_memory_budget, the sweeps' and probes' default too).
inline std::uint64_t memory_limit(std::uint64_t max_memory) {
  return max_memory != 0 ? max_memory : static_cast<std::uint64_t>(lrnn::default_memory_budget());
}

// The limit a run is checked against: memory_limit(o.max_memory).
inline std::uint64_t train_memory_limit(const TrainOptions& o) { return memory_limit(o.max_memory); }

// The limit of memory_limit(max_memory) for a message: "4 GiB", or "11.5 GiB (half the machine's
// memory)" when max_memory is 0.
inline std::string limit_text(std::uint64_t max_memory) {
  return byte_text(memory_limit(max_memory)) + (max_memory != 0 ? "" : " (half the machine's memory)");
}

// Throws lrnnc::Error, one line, when train_memory(config, o) exceeds train_memory_limit(o): what
// the run needs and of what, the limit, and `advice` (what to lower or raise, in the caller's
// words: option names of the command line or keys of a sweep config).
inline void check_train_memory(const ModelConfig& config, const TrainOptions& o, const std::string& advice) {
  const TrainMemory need = train_memory(config, o);
  const std::uint64_t limit = train_memory_limit(o);
  if (need.total <= limit) return;
  const LayerSpec& layer = config.layers.front();
  throw Error("train: the run needs about " + byte_text(need.total) + " (" + byte_text(need.state_bytes) + " for " +
              std::to_string(need.parameters) + " parameters, their gradients and the optimizer; " +
              byte_text(need.activation_bytes) + " of activations for batch " + std::to_string(o.batch) + " x length " +
              std::to_string(o.max_len) + " x d_model " + std::to_string(config.d_model) + " x state " +
              std::to_string(layer.n) +
              (layer.type == MixerType::deltaproduct ? " x heads " + std::to_string(layer.heads) : std::string()) +
              " x " + std::to_string(config.layers.size()) + " layers), over the limit of " + limit_text(o.max_memory) +
              ": " + advice);
}

}  // namespace lrnnc::learned
