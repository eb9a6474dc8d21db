// The forward pass of a learned model under an arithmetic policy (learned/forward.hpp): the
// equations of docs/LEARNED.md section 1 with the roundings of section 3, written once as templates
// over the arithmetic (NativeOps: plain double; PolicyOps: precision::Arithmetic, with hardware
// dot products where they are exact; learned/forward-arithmetic.hpp). This file is the driver: the
// model's weights read and rounded once, and a word run through the layers and the head. Each
// mixer kind is a file of its own (learned/forward-layer.hpp lists them).
//
// A word runs layer by layer over all its positions: RMSNorm of every position, the mixer's
// projections for every position, the mixer's recurrence in the chosen order, then the residual;
// finally the head. Under stochastic rounding the draws come in that program order.
// detail::Tracer (the end of this file) runs the same code in plain double and keeps each layer's
// internals (learned/forward-internal.hpp).
#include "learned/forward.hpp"

#include <algorithm>
#include <cmath>
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

// The model prepared for a policy (Forward) or for plain-double traces (detail::Tracer).
struct Net {
  ModelConfig config;
  ForwardOptions options;
  FastDot fast = FastDot::none;
  std::optional<detail::RneRow> rne;
  bool side_by_side = false;  // PolicyOps::side_by_side
  std::vector<double> embed;  // |alphabet| x d
  std::vector<Layer> layers;
  std::vector<double> head_norm, head_bias;
  Matrix head;

  // trace (optional, for detail::Tracer): each layer's internals; the head is then skipped.
  template <class Ops>
  ForwardResult run(Ops& ops, std::span<const std::uint32_t> word,
                    std::vector<detail::LayerTrace>* trace = nullptr) const;
  void load(const LearnedModel& model, precision::Arithmetic* ar);
  // Layer l's weights (after the norm and out, its mixer's: learned/forward-layer.hpp's load_*).
  Layer load_layer(const detail::Tensors& t, std::size_t l) const;
  void check_word(std::span<const std::uint32_t> word) const;
};

// Grows the workspace's buffers to exactly what a word of T positions needs before any is used. A
// buffer that std::vector's resize grows would get max(size, 2 x its old size): a word just longer
// than the one before would take up to twice what forward_bytes_per_token counts. A buffer that
// must grow is released first (its contents are never read across words).
void fit_workspace(Workspace& ws, const ModelConfig& config, std::size_t T) {
  std::size_t widest = 0, diag = 0, delta = 0;
  for (const LayerSpec& l : config.layers) {
    widest = std::max(widest, l.width());
    if (l.type == MixerType::diag) diag = std::max(diag, l.n);
    if (l.type == MixerType::deltaproduct)
      delta = std::max(delta, (1 + 2 * l.rank) * l.heads * l.n + l.rank * l.heads);  // delta_projections' stride
  }
  const auto fit = [](std::vector<double>& v, std::size_t size) {
    if (v.capacity() >= size) return;
    std::vector<double>().swap(v);
    v.reserve(size);
  };
  fit(ws.U, T * config.d_model);
  fit(ws.Z, T * config.d_model);
  fit(ws.Y, T * widest);
  fit(ws.A, T * diag);
  fit(ws.B, T * diag);
  fit(ws.P, T * delta);
}

template <class Ops>
ForwardResult Net::run(Ops& ops, std::span<const std::uint32_t> word, std::vector<detail::LayerTrace>* trace) const {
  // With a BOS token, position 0 reads it (embed row |alphabet|) and has no output; T counts it.
  const std::size_t off = config.bos && !word.empty() ? 1 : 0;
  const std::size_t T = word.size() + off, d = config.d_model, K = config.outputs.size();
  ForwardResult result;
  Workspace& ws = workspace();
  fit_workspace(ws, config, T);
  std::vector<double>&U = ws.U, &Z = ws.Z, &Y = ws.Y, tmp(d);
  U.resize(T * d);
  Z.resize(T * d);
  if (off) std::copy_n(embed.data() + config.bos_row() * d, d, U.data());
  for (std::size_t t = off; t < T; ++t) std::copy_n(embed.data() + word[t - off] * d, d, U.data() + t * d);
  for (const Layer& L : layers) {
    for (std::size_t t = 0; t < T; ++t) rms_norm(ops, &U[t * d], L.norm.data(), d, config.norm_eps, &Z[t * d]);
    const std::size_t m = L.spec.width();
    Y.resize(T * m);  // every mixer writes all of it
    detail::LayerTrace* lt = trace ? &trace->emplace_back() : nullptr;
    switch (L.spec.type) {
      case MixerType::diag:
        diag_mixer(ops, L, Z.data(), T, d, options.order, Y.data());
        if (lt) lt->a.assign(ws.A.begin(), ws.A.begin() + T * L.spec.n);
        break;
      case MixerType::deltaproduct:
        delta_mixer(ops, L, Z.data(), T, d, options.order, Y.data());
        if (lt) trace_delta(L.spec, ws.P, T, *lt);
        break;
      case MixerType::fprnn: {
        const FixedPointRun fr = fprnn_mixer(ops, L, Z.data(), T, d, config.norm_eps, Y.data(), lt);
        result.iterations.push_back(fr.iterations);
        result.converged.push_back(fr.converged);
        break;
      }
      case MixerType::fpmamba: {
        const FixedPointRun fr = fpmamba_mixer(ops, L, Z.data(), T, d, config.norm_eps, Y.data(), lt);
        result.iterations.push_back(fr.iterations);
        result.converged.push_back(fr.converged);
        break;
      }
    }
    for (std::size_t t = 0; t < T; ++t) {
      ops.linear(L.out, &Y[t * m], tmp.data());
      for (std::size_t i = 0; i < d; ++i) U[t * d + i] = ops.add(U[t * d + i], tmp[i]);
    }
  }
  if (trace) return result;
  std::vector<double> logits(K);
  result.predictions.resize(T - off);
  if (options.keep_logits) result.logits.resize(T - off);
  for (std::size_t t = off; t < T; ++t) {
    rms_norm(ops, &U[t * d], head_norm.data(), d, config.norm_eps, tmp.data());
    linear(ops, head, config.tied_head ? nullptr : head_bias.data(), tmp.data(), logits.data());
    result.predictions[t - off] = argmax(logits.data(), K);
    if (options.keep_logits) result.logits[t - off] = logits;
  }
  return result;
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

}  // namespace

struct Forward::Impl : Net {};

Forward::Forward(const LearnedModel& model, const ForwardOptions& options) : impl_(std::make_unique<Impl>()) {
  impl_->config = model.config;
  impl_->options = options;
  const lrnn::EvalOrder& order = options.order;
  if (order.kind == lrnn::OrderKind::chunked && order.chunk == 0)
    throw Error("learned forward: chunked order with chunk size 0, expected chunked:C with C >= 1");
  if (order.kind != lrnn::OrderKind::sequential)
    for (std::size_t l = 0; l < model.config.layers.size(); ++l)
      if (is_fixed_point(model.config.layers[l].type))
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
  }
  impl_->load(model, ar ? &*ar : nullptr);
}

namespace {
// The values per position of ChannelMixerAt's cache of the x_t parts (its block).
std::size_t mixer_cache(const LayerSpec& l) {
  if (l.mixer != ChannelMixer::kronecker) return l.rank * l.n + l.rank;
  const std::size_t a = kronecker_rows(l.n), b = l.n / a;
  return a * (a + 1) / 2 + a + b * (b + 1) / 2 + b;
}
}  // namespace

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
  // (IterateCycles), the channel mixer's cache and its flag byte per position.
  std::size_t widest = 0, layers = 0;
  for (const LayerSpec& l : config.layers) {
    const std::size_t n = l.n, H = l.heads, r = l.rank;
    widest = std::max(widest, l.width());
    switch (l.type) {
      case MixerType::diag: layers += 2 * n * 8 + pool(2 * n); break;
      case MixerType::deltaproduct: layers += ((1 + 2 * r) * H * n + r * H) * 8 + pool(2 * n * n); break;
      case MixerType::fprnn: layers += (8 * n + mixer_cache(l)) * 8 + 1; break;
      case MixerType::fpmamba:
        layers += (6 * n + 2 * l.d_state + n * l.d_state + mixer_cache(l)) * 8 + 1;
        break;  // x, z, dt, B, C, dA, iterates
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

ForwardResult Forward::run(std::span<const std::uint32_t> word, std::uint64_t word_index) const {
  impl_->check_word(word);
  if (!impl_->options.policy) {
    NativeOps ops;
    return impl_->run(ops, word);
  }
  precision::Policy policy = *impl_->options.policy;
  if (policy.rounding.mode == precision::RoundingMode::sr)
    policy.rounding.seed = derived_seed(policy.rounding.seed, word_index);
  precision::Arithmetic ar(policy);
  PolicyOps ops{ar, impl_->fast, impl_->rne, impl_->side_by_side, {}};
  return impl_->run(ops, word);
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
  impl_->run(ops, word, &trace);
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
