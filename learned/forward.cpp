// The forward pass of a learned model under an arithmetic policy (learned/forward.hpp): the
// equations of docs/LEARNED.md section 1 with the roundings of section 3, written once as templates
// over the arithmetic (NativeOps: plain double; PolicyOps: precision::Arithmetic, with hardware
// dot products where they are exact; learned/forward-arithmetic.hpp). This file is the driver: the
// model's weights read and rounded once, and a word run through the layers and the head. Each
// mixer kind is a file of its own (learned/forward-layer.hpp lists them).
//
// A word runs layer by layer over all its positions: RMSNorm of every position, the mixer's
// projections for every position, the mixer's recurrence in the chosen order, then the residual;
// finally the head. Under stochastic rounding the draws come in that program order. A step
// (Forward::step) is the same run on a one-letter word, from and to an explicit recurrent state
// (Io, detail::Carry), with this thread's buffers and arithmetic kept from call to call.
// detail::Tracer (the end of this file) runs the same code in plain double and keeps each layer's
// internals (learned/forward-internal.hpp).
#include "learned/forward.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <optional>
#include <string>

#include "common/error.hpp"
#include "common/splitmix64.hpp"
#include "learned/forward-internal.hpp"
#include "learned/forward-layer.hpp"
#include "precision/arithmetic.hpp"

namespace lrnnc::learned {

namespace detail {

Workspace& workspace() {
  thread_local Workspace w;
  return w;
}

std::vector<double> Tensors::vec(const std::string& name) const {
  std::vector<double> v = model.weights.at(name).values;
  if (ar)
    for (double& x : v) x = ar->to_storage(x);
  return v;
}

Matrix Tensors::mat(const std::string& name, std::size_t rows) const {
  const std::vector<double> v = vec(name);
  return make_matrix(rows, v.size() / rows, v.data(), with_float);
}

std::vector<Matrix> Tensors::slices(const std::string& name, std::size_t r, std::size_t rows) const {
  const std::vector<double> v = vec(name);
  std::vector<Matrix> out;
  const std::size_t cols = v.size() / (r * rows);
  for (std::size_t i = 0; i < r; ++i) out.push_back(make_matrix(rows, cols, v.data() + i * rows * cols, with_float));
  return out;
}

}  // namespace detail

namespace {

using detail::Binary32Ops;
using detail::delta_mixer;
using detail::diag_mixer;
using detail::FastDot;
using detail::FixedPointRun;
using detail::fpmamba_mixer;
using detail::fprnn_mixer;
using detail::Layer;
using detail::linear;
using detail::Matrix;
using detail::NativeOps;
using detail::PolicyOps;
using detail::rms_norm;
using detail::trace_delta;
using detail::Workspace;
using detail::workspace;

// The first index of the largest logit, or kNoPrediction when any logit is NaN or infinite: an
// overflowed head has no ranking to trust (NaN compares false with everything, and an infinite
// logit is an overflow, not a confident prediction).
std::uint32_t argmax(const double* v, std::size_t k) {
  std::size_t best = 0;
  for (std::size_t i = 0; i < k; ++i) {
    if (!std::isfinite(v[i])) return kNoPrediction;
    if (v[i] > v[best]) best = i;
  }
  return static_cast<std::uint32_t>(best);
}

// What a run reads besides the word, and what it keeps besides the predictions. Forward::run: the
// zero state, the BOS token when the model has one and the word is not empty; Forward::step: from
// and to a ForwardState; Forward::initial_state: the BOS token alone, to a ForwardState.
struct Io {
  bool bos = false;                    // position 0 reads the BOS token (it has no prediction)
  const ForwardState* from = nullptr;  // the recurrent state before the first position (null: zeros)
  ForwardState* to = nullptr;          // gets the state after the last position (null: not kept); may be from
  bool keep_logits = false;
};

// The model prepared for a policy (Forward) or for plain-double traces (detail::Tracer).
struct Net {
  ModelConfig config;
  ForwardOptions options;
  FastDot fast = FastDot::none;
  std::optional<detail::RneRow> rne;
  bool side_by_side = false;  // PolicyOps::side_by_side
  bool binary32 = false;      // the policy is fp32 (FastDot::f32 or f32_fma): Binary32Ops
  std::vector<double> embed;  // |alphabet| x d
  std::vector<Layer> layers;
  std::vector<double> head_norm, head_bias;
  Matrix head;
  std::uint64_t id = 0;                // distinct per Forward (step's per-thread arithmetic is kept for one)
  std::optional<std::string> refusal;  // Forward::not_steppable()

  // The word's positions through every layer and the head into `result` (its vectors reused).
  // trace (optional, for detail::Tracer): each layer's internals; the head is then skipped.
  template <class Ops>
  void run(Ops& ops, std::span<const std::uint32_t> word, const Io& io, ForwardResult& result,
           std::vector<detail::LayerTrace>* trace = nullptr) const;
  // Layer L's mixer over the T positions of the workspace's Z into its Y.
  template <class Ops>
  void mix(Ops& ops, const Layer& L, std::size_t T, detail::Carry carry, ForwardResult& result,
           detail::LayerTrace* lt) const;
  // The predictions (and with keep_logits the logits) of positions off..T-1 of the workspace's U.
  template <class Ops>
  void head_predictions(Ops& ops, std::size_t T, std::size_t off, bool keep_logits, ForwardResult& result) const;
  // f(ops) with this word's arithmetic: NativeOps without a policy, Binary32Ops for fp32, else a
  // PolicyOps over a fresh precision::Arithmetic seeded for word_index.
  template <class F>
  void with_ops(std::uint64_t word_index, F&& f) const;
  precision::Policy word_policy(std::uint64_t word_index) const;
  void load(const LearnedModel& model, precision::Arithmetic* ar);
  // Layer l's weights (after the norm and out, its mixer's: learned/forward-layer.hpp's load_*).
  Layer load_layer(const detail::Tensors& t, std::size_t l) const;
  void check_word(std::span<const std::uint32_t> word) const;
  ForwardState zero_state() const;
  void check_state(const ForwardState& state) const;
};

// Grows the workspace's buffers to exactly what a word of T positions needs before any is used
// (detail::reserve_exactly: not std::vector's doubling).
void fit_workspace(Workspace& ws, const ModelConfig& config, std::size_t T) {
  std::size_t widest = 0, diag = 0, delta = 0;
  for (const LayerSpec& l : config.layers) {
    widest = std::max(widest, l.width());
    if (l.type == MixerType::diag) diag = std::max(diag, l.n);
    if (l.type == MixerType::deltaproduct)
      delta = std::max(delta, (1 + 2 * l.rank) * l.heads * l.n + l.rank * l.heads);  // delta_projections' stride
  }
  const auto fit = detail::reserve_exactly;
  fit(ws.U, T * config.d_model);
  fit(ws.Z, T * config.d_model);
  fit(ws.Y, T * widest);
  fit(ws.A, T * diag);
  fit(ws.B, T * diag);
  fit(ws.P, T * delta);
}

template <class Ops>
void Net::run(Ops& ops, std::span<const std::uint32_t> word, const Io& io, ForwardResult& result,
              std::vector<detail::LayerTrace>* trace) const {
  // With a BOS token, position 0 reads it (embed row |alphabet|) and has no output; T counts it.
  const std::size_t off = io.bos ? 1 : 0;
  const std::size_t T = word.size() + off, d = config.d_model;
  result.iterations.clear();
  result.converged.clear();
  Workspace& ws = workspace();
  fit_workspace(ws, config, T);
  std::vector<double>&U = ws.U, &Z = ws.Z, &Y = ws.Y, &tmp = ws.row;
  U.resize(T * d);
  Z.resize(T * d);
  tmp.resize(d);
  if (off) std::copy_n(embed.data() + config.bos_row() * d, d, U.data());
  for (std::size_t t = off; t < T; ++t) std::copy_n(embed.data() + word[t - off] * d, d, U.data() + t * d);
  for (std::size_t l = 0; l < layers.size(); ++l) {
    const Layer& L = layers[l];
    for (std::size_t t = 0; t < T; ++t) rms_norm(ops, &U[t * d], L.norm.data(), d, config.norm_eps, &Z[t * d]);
    const std::size_t m = L.spec.width();
    Y.resize(T * m);  // every mixer writes all of it
    const detail::Carry carry{io.from ? io.from->layers[l].data() : nullptr, io.to ? io.to->layers[l].data() : nullptr};
    mix(ops, L, T, carry, result, trace ? &trace->emplace_back() : nullptr);
    for (std::size_t t = 0; t < T; ++t) {
      ops.linear(L.out, &Y[t * m], tmp.data());
      for (std::size_t i = 0; i < d; ++i) U[t * d + i] = ops.add(U[t * d + i], tmp[i]);
    }
    if (L.spec.type == MixerType::fla && L.spec.fla.mlp) detail::fla_mlp(ops, L, U.data(), T, d, config.norm_eps);
  }
  if (!trace) head_predictions(ops, T, off, io.keep_logits, result);
}

template <class Ops>
void Net::mix(Ops& ops, const Layer& L, std::size_t T, detail::Carry carry, ForwardResult& result,
              detail::LayerTrace* lt) const {
  Workspace& ws = workspace();
  const double* Z = ws.Z.data();
  double* Y = ws.Y.data();
  const std::size_t d = config.d_model;
  switch (L.spec.type) {
    case MixerType::diag:
      diag_mixer(ops, L, Z, T, d, options.order, Y, carry);
      if (lt) lt->a.assign(ws.A.begin(), ws.A.begin() + T * L.spec.n);
      break;
    case MixerType::deltaproduct:
      delta_mixer(ops, L, Z, T, d, options.order, Y, carry);
      if (lt) trace_delta(L.spec, ws.P, T, *lt);
      break;
    case MixerType::fprnn: {
      const FixedPointRun fr = fprnn_mixer(ops, L, Z, T, d, config.norm_eps, Y, lt);
      result.iterations.push_back(fr.iterations);
      result.converged.push_back(fr.converged);
      break;
    }
    case MixerType::fpmamba: {
      const FixedPointRun fr = fpmamba_mixer(ops, L, Z, T, d, config.norm_eps, Y, lt);
      result.iterations.push_back(fr.iterations);
      result.converged.push_back(fr.converged);
      break;
    }
    case MixerType::fla: detail::fla_mixer(ops, L, Z, T, d, config.norm_eps, Y, carry, lt); break;
  }
}

template <class Ops>
void Net::head_predictions(Ops& ops, std::size_t T, std::size_t off, bool keep_logits, ForwardResult& result) const {
  const std::size_t d = config.d_model, K = config.outputs.size();
  Workspace& ws = workspace();
  std::vector<double>&tmp = ws.row, &logits = ws.logits;
  logits.resize(K);
  result.predictions.resize(T - off);
  result.logits.resize(keep_logits ? T - off : 0);
  for (std::size_t t = off; t < T; ++t) {
    rms_norm(ops, &ws.U[t * d], head_norm.data(), d, config.norm_eps, tmp.data());
    linear(ops, head, config.tied_head ? nullptr : head_bias.data(), tmp.data(), logits.data());
    result.predictions[t - off] = argmax(logits.data(), K);
    if (keep_logits) result.logits[t - off].assign(logits.begin(), logits.end());
  }
}

precision::Policy Net::word_policy(std::uint64_t word_index) const {
  precision::Policy policy = *options.policy;
  if (policy.rounding.mode == precision::RoundingMode::sr)
    policy.rounding.seed = derived_seed(policy.rounding.seed, word_index);
  return policy;
}

template <class F>
void Net::with_ops(std::uint64_t word_index, F&& f) const {
  if (!options.policy) {
    NativeOps ops;
    f(ops);
    return;
  }
  if (binary32) {
    Binary32Ops ops{fast == FastDot::f32_fma};
    f(ops);
    return;
  }
  precision::Arithmetic ar(word_policy(word_index));
  PolicyOps ops{ar, fast, rne, side_by_side, {}};
  f(ops);
}

void Net::load(const LearnedModel& model, precision::Arithmetic* ar) {
  for (const TensorSpec& spec : expected_tensors(config)) {
    auto it = model.weights.find(spec.name);
    std::size_t count = 1;
    for (std::size_t s : spec.shape) count *= s;
    if (it == model.weights.end() || it->second.values.size() != count)
      throw Error("learned model: tensor " + spec.name +
                  (it == model.weights.end() ? " is missing" : " has the wrong size"));
  }
  const detail::Tensors t{model, ar, fast == FastDot::f32 || fast == FastDot::f32_fma};
  embed = t.vec("embed");
  for (std::size_t l = 0; l < config.layers.size(); ++l) layers.push_back(load_layer(t, l));
  head_norm = t.vec("head.norm.weight");
  if (config.tied_head) {
    // The label rows of embed (already rounded), no bias.
    const std::size_t d = config.d_model;
    head = detail::make_matrix(config.outputs.size(), d, embed.data() + config.alphabet.size() * d, t.with_float);
    head_bias.assign(config.outputs.size(), 0.0);
  } else {
    head = t.mat("head.weight", config.outputs.size());
    head_bias = t.vec("head.bias");
  }
}

Layer Net::load_layer(const detail::Tensors& t, std::size_t l) const {
  const std::string p = "layers." + std::to_string(l) + ".", m = p + "mixer.";
  Layer L;
  L.spec = config.layers[l];
  L.norm = t.vec(p + "norm.weight");
  L.out = t.mat(p + "out.weight", config.d_model);
  switch (L.spec.type) {
    case MixerType::diag: detail::load_diag(L, t, m); break;
    case MixerType::deltaproduct: detail::load_deltaproduct(L, t, m); break;
    case MixerType::fprnn: detail::load_fprnn(L, t, m); break;
    case MixerType::fpmamba: detail::load_fpmamba(L, t, m); break;
    case MixerType::fla: detail::load_fla(L, t, p, m); break;
  }
  return L;
}

void Net::check_word(std::span<const std::uint32_t> word) const {
  const std::size_t letters = config.alphabet.size();
  for (std::size_t t = 0; t < word.size(); ++t)
    if (word[t] >= letters)
      throw Error("learned forward: position " + std::to_string(t + 1) + " has letter " + std::to_string(word[t]) +
                  ", expected a letter index in [0, " + std::to_string(letters) + ")");
}

ForwardState Net::zero_state() const {
  ForwardState state;
  state.layers.reserve(layers.size());
  for (const Layer& L : layers) state.layers.emplace_back(detail::state_size(L.spec), 0.0);
  return state;
}

void Net::check_state(const ForwardState& state) const {
  bool ok = state.layers.size() == layers.size();
  for (std::size_t l = 0; ok && l < layers.size(); ++l)
    ok = state.layers[l].size() == detail::state_size(layers[l].spec);
  if (ok) return;
  const auto sizes = [](const auto& layer_sizes) {
    std::string text;
    for (std::size_t size : layer_sizes) text += (text.empty() ? "" : ", ") + std::to_string(size);
    return "[" + text + "]";
  };
  std::vector<std::size_t> found, expected;
  for (const auto& v : state.layers) found.push_back(v.size());
  for (const Layer& L : layers) expected.push_back(detail::state_size(L.spec));
  throw Error("learned forward: a state with layer sizes " + sizes(found) + ", expected " + sizes(expected) +
              " (initial_state()'s)");
}

// Forward::not_steppable's reason, or nullopt.
std::optional<std::string> step_refusal(const ModelConfig& config, const lrnn::EvalOrder& order) {
  for (std::size_t l = 0; l < config.layers.size(); ++l)
    if (is_fixed_point(config.layers[l].type))
      return "layer " + std::to_string(l) + " is " + to_string(config.layers[l].type) +
             ": a fixed-point layer's state at t is not a function of its state at t-1 and the letter";
  if (order.kind != lrnn::OrderKind::sequential)
    return "order " + lrnn::to_string(order) +
           ": stepping is the sequential order (scan and chunked round differently from one letter at a time)";
  return std::nullopt;
}

// Forward::step's per-thread arithmetic and result, kept from call to call so that a step
// allocates nothing: the Arithmetic of the last Forward (Net::id) that stepped on this thread, made
// anew for another Forward and, under stochastic rounding, for every call (seeded per call).
struct StepBuffers {
  std::uint64_t owner = 0;
  std::optional<precision::Arithmetic> ar;
  std::optional<PolicyOps> ops;
  ForwardResult result;

  PolicyOps& policy_ops(const Net& net, std::uint64_t word_index) {
    const precision::Policy& policy = *net.options.policy;
    if (owner != net.id || policy.rounding.mode == precision::RoundingMode::sr) {
      ops.reset();
      ar.emplace(net.word_policy(word_index));
      ops.emplace(PolicyOps{*ar, net.fast, net.rne, net.side_by_side, {}});
      owner = net.id;
    }
    return *ops;
  }
};

StepBuffers& step_buffers() {
  thread_local StepBuffers buffers;
  return buffers;
}

std::atomic<std::uint64_t> next_forward_id{1};

}  // namespace

std::size_t detail::state_size(const LayerSpec& spec) {
  if (spec.type == MixerType::diag) return spec.n;
  if (spec.type == MixerType::deltaproduct) return spec.heads * spec.n * spec.n;
  if (spec.type == MixerType::fla) {
    // The heads' S, then the raw q, k, v projections of the last W - 1 positions (the convolutions' inputs).
    const std::size_t channels = (1 + spec.rank) * spec.heads * spec.n + spec.rank * spec.width();
    return spec.fla.v_heads * spec.n * spec.fla.v_dim + (spec.fla.conv ? spec.fla.conv - 1 : 0) * channels;
  }
  return 0;
}

struct Forward::Impl : Net {};

Forward::Forward(const LearnedModel& model, const ForwardOptions& options) : impl_(std::make_unique<Impl>()) {
  impl_->config = model.config;
  impl_->options = options;
  const lrnn::EvalOrder& order = options.order;
  if (order.kind == lrnn::OrderKind::chunked && order.chunk == 0)
    throw Error("learned forward: chunked order with chunk size 0, expected chunked:C with C >= 1");
  if (order.kind != lrnn::OrderKind::sequential)
    for (std::size_t l = 0; l < model.config.layers.size(); ++l)
      if (is_fixed_point(model.config.layers[l].type) || model.config.layers[l].type == MixerType::fla)
        throw Error("learned forward: layer " + std::to_string(l) + " is " + to_string(model.config.layers[l].type) +
                    ", which runs in the sequential order only (order " + lrnn::to_string(order) +
                    " is for diag and deltaproduct layers)");
  std::optional<precision::Arithmetic> ar;
  if (options.policy) {
    const precision::Policy& policy = *options.policy;
    if (policy.storage.is_mpfr() || policy.accumulator.is_mpfr())
      throw Error("learned models run under the emulated formats; mpfr:P is not supported for them");
    ar.emplace(policy);  // surfaces the Arithmetic's errors once
    impl_->fast = detail::fast_dot_kind(policy);
    impl_->rne = detail::rne_row(policy);
    impl_->side_by_side = detail::fast_dot_enabled && ar->sequential_rne_dot();
    // fast_dot_kind's f32 kinds with both formats exactly binary32 (fp32 itself, not a narrower storage).
    impl_->binary32 = (impl_->fast == FastDot::f32 || impl_->fast == FastDot::f32_fma) &&
                      policy.storage == precision::Format{precision::fp32()};
  }
  impl_->load(model, ar ? &*ar : nullptr);
  impl_->id = next_forward_id++;
  impl_->refusal = step_refusal(model.config, order);
}

namespace {
// The values per position of ChannelMixerAt's batched projections (its block).
std::size_t mixer_cache(const LayerSpec& l) {
  if (l.mixer != ChannelMixer::kronecker) return l.rank * l.n + l.rank;
  const std::size_t a = kronecker_rows(l.n), b = l.n / a;
  return a * (a + 1) / 2 + a + b * (b + 1) / 2 + b;
}
}  // namespace

std::size_t fixed_point_scratch_bytes(const LayerSpec& l) {
  if (!is_fixed_point(l.type)) return 0;
  const std::size_t c = mixer_cache(l), n = l.n, N = l.type == MixerType::fpmamba ? l.d_state : 0;
  // doubles: projections, the mapped vectors, W_bc's products; floats: Binary32Mixer's lanes
  // (about c + n + r + 1 values) and columns_rows' binary32 inputs (n)
  return detail::kPositionsAtOnce * ((c + n + 2 * N) * 8 + (c + 2 * n + l.rank + 1) * 4);
}

std::size_t forward_bytes_per_token(const ModelConfig& config, const ForwardOptions& options) {
  const std::size_t d = config.d_model, K = config.outputs.size();
  const lrnn::EvalOrder& order = options.order;
  // The maps a scan keeps per position; chunked keeps one per chunk.
  const auto pool = [&](std::size_t values) {
    if (order.kind == lrnn::OrderKind::scan) return values * 8 + 1;
    if (order.kind == lrnn::OrderKind::chunked) return (values * 8 + 1) / std::max<std::size_t>(order.chunk, 1) + 1;
    return std::size_t{0};
  };
  // The per-thread workspace keeps each buffer at its largest: count every layer's buffers.
  // Fixed-point layers: X (4n), G, two iterates and the cycle detector's copy of one
  // (IterateCycles), the x_t parts of the channel mixer's projections (the rest of its buffers
  // hold kPositionsAtOnce positions: fixed_point_scratch_bytes).
  std::size_t widest = 0, layers = 0;
  for (const LayerSpec& l : config.layers) {
    const std::size_t n = l.n, H = l.heads, r = l.rank;
    widest = std::max(widest, l.width());
    switch (l.type) {
      case MixerType::diag: layers += 2 * n * 8 + pool(2 * n); break;
      case MixerType::deltaproduct: layers += ((1 + 2 * r) * H * n + r * H) * 8 + pool(2 * n * n); break;
      case MixerType::fprnn: layers += (8 * n + mixer_cache(l)) * 8; break;
      case MixerType::fpmamba:
        layers += (6 * n + 2 * l.d_state + n * l.d_state + mixer_cache(l)) * 8;
        break;  // x, z, dt, B, C, dA, iterates
      case MixerType::fla: layers += detail::fla_bytes_per_token(l); break;
    }
  }
  // Each position's logits are a vector of their own: its header and the allocator's chunk for K
  // doubles (glibc: the request plus 8 bytes, rounded up to 16, at least 32).
  const std::size_t chunk = std::max<std::size_t>(32, (K * 8 + 8 + 15) / 16 * 16);
  const std::size_t logits = options.keep_logits ? chunk + sizeof(std::vector<double>) : 0;
  return (2 * d + widest) * 8 + layers + sizeof(std::uint32_t) + logits;
}

Forward::~Forward() = default;
Forward::Forward(Forward&&) noexcept = default;
Forward& Forward::operator=(Forward&&) noexcept = default;

ForwardResult Forward::run(std::span<const std::uint32_t> word, std::uint64_t word_index,
                           ForwardState* final_state) const {
  const Net& net = *impl_;
  net.check_word(word);
  Io io{.bos = net.config.bos && !word.empty(), .keep_logits = net.options.keep_logits};
  if (final_state) {
    if (word.empty()) {
      *final_state = initial_state();
      return {};
    }
    if (net.refusal) throw Error("learned forward: no recurrent state to return: " + *net.refusal);
    *final_state = net.zero_state();
    io.to = final_state;
  }
  ForwardResult result;
  net.with_ops(word_index, [&](auto& ops) { net.run(ops, word, io, result); });
  return result;
}

std::optional<std::string> Forward::not_steppable() const { return impl_->refusal; }

ForwardState Forward::initial_state() const {
  const Net& net = *impl_;
  if (net.refusal) throw Error("learned forward: cannot step this model: " + *net.refusal);
  ForwardState state = net.zero_state();
  if (net.config.bos) {
    const Io io{.bos = true, .to = &state};
    ForwardResult result;
    net.with_ops(0, [&](auto& ops) { net.run(ops, {}, io, result); });
  }
  return state;
}

std::uint32_t Forward::step(ForwardState& state, std::uint32_t letter, std::uint64_t word_index) const {
  const Net& net = *impl_;
  if (net.refusal) throw Error("learned forward: cannot step this model: " + *net.refusal);
  const std::size_t letters = net.config.alphabet.size();
  if (letter >= letters)
    throw Error("learned forward: step reads letter " + std::to_string(letter) + ", expected a letter index in [0, " +
                std::to_string(letters) + ")");
  net.check_state(state);
  const std::uint32_t word[1] = {letter};
  const Io io{.from = &state, .to = &state};
  StepBuffers& buffers = step_buffers();
  if (!net.options.policy) {
    NativeOps ops;
    net.run(ops, word, io, buffers.result);
  } else if (net.binary32) {
    Binary32Ops ops{net.fast == FastDot::f32_fma};
    net.run(ops, word, io, buffers.result);
  } else {
    net.run(buffers.policy_ops(net, word_index), word, io, buffers.result);
  }
  return buffers.result.predictions[0];
}

// ---------------------------------------------------------------------------------------------
// detail::Tracer: the same Net in plain double, with the trace hooks on.

struct detail::Tracer::Impl : Net {};

detail::Tracer::Tracer(const LearnedModel& model) : impl_(std::make_unique<Impl>()) {
  impl_->config = model.config;
  impl_->load(model, nullptr);
}
detail::Tracer::~Tracer() = default;
detail::Tracer::Tracer(Tracer&&) noexcept = default;
detail::Tracer& detail::Tracer::operator=(Tracer&&) noexcept = default;

std::vector<detail::LayerTrace> detail::Tracer::run(std::span<const std::uint32_t> word) const {
  impl_->check_word(word);
  std::vector<LayerTrace> trace;
  trace.reserve(impl_->layers.size());
  NativeOps ops;
  ForwardResult unused;
  impl_->run(ops, word, Io{.bos = impl_->config.bos && !word.empty()}, unused, &trace);
  return trace;
}

void detail::Tracer::fprnn_update(std::size_t layer, const double* inputs, const double* h_prev, const double* h,
                                  double* out) const {
  if (layer >= impl_->layers.size() || impl_->layers[layer].spec.type != MixerType::fprnn)
    throw Error("fprnn_update: layer " + std::to_string(layer) + " is not an fprnn layer");
  fprnn_position_update(impl_->layers[layer], inputs, h_prev, h, out);
}

std::optional<precision::Policy> forward_policy(const std::string& text) {
  const precision::Policy policy = precision::parse_policy(text);
  if (policy == precision::parse_policy("fp64")) return std::nullopt;
  return policy;
}

void override_fixed_point(ModelConfig& config, double threshold, std::size_t max_iter) {
  for (LayerSpec& l : config.layers) {
    if (!is_fixed_point(l.type)) continue;
    if (threshold > 0) l.fixed_point.threshold = threshold;
    if (max_iter > 0) l.fixed_point.max_iter = max_iter;
  }
}

}  // namespace lrnnc::learned
