// Learned models with random weights, for tests of the runtime, the files and the libtorch side:
// every tensor of expected_tensors() filled from a fixed seed.
#pragma once

#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "learned/forward.hpp"
#include "learned/model.hpp"
#include "lrnn/simulate.hpp"
#include "precision/policy.hpp"

namespace lrnnc::learned::test_models {

// Normal(0, 1/sqrt(fan_in)) for weights, Normal(0, 0.5) for biases, and norm weights near 1, so
// that activations stay O(1) and every mixer exercises its nonlinearities.
inline LearnedModel random_model(const ModelConfig& config, std::uint64_t seed) {
  LearnedModel model;
  model.config = config;
  std::mt19937_64 rng(seed);
  for (const TensorSpec& spec : expected_tensors(config)) {
    lrnn::Tensor t;
    t.dtype = lrnn::WeightDtype::f64;
    t.shape = spec.shape;
    std::size_t count = 1;
    for (std::size_t s : spec.shape) count *= s;
    const bool is_norm = spec.name.ends_with("norm.weight");
    const bool is_vector = spec.shape.size() == 1 || spec.name.ends_with(".bias");
    const double fan_in = static_cast<double>(spec.shape.back());
    std::normal_distribution<double> normal(is_norm ? 1.0 : 0.0,
                                            is_norm ? 0.1 : (is_vector ? 0.5 : 1.0 / std::sqrt(fan_in)));
    t.values.resize(count);
    for (double& v : t.values) v = normal(rng);
    model.weights[spec.name] = std::move(t);
  }
  return model;
}

// A config with one layer of each given spec, alphabet {a0..a(k-1)}, outputs {o0..o(m-1)}; a BOS
// token when a layer is fprnn (as trained fixed-point models have).
inline ModelConfig small_config(std::vector<LayerSpec> layers, std::size_t d_model = 8, std::size_t letters = 3,
                                std::size_t outputs = 3) {
  ModelConfig config;
  for (std::size_t i = 0; i < letters; ++i) config.alphabet.push_back("a" + std::to_string(i));
  for (std::size_t i = 0; i < outputs; ++i) config.outputs.push_back("o" + std::to_string(i));
  config.d_model = d_model;
  for (const LayerSpec& l : layers) config.bos = config.bos || is_fixed_point(l.type);
  config.layers = std::move(layers);
  return config;
}

// The small layers the forward tests share: diag (n = 6) and deltaproduct (n = 4, 2 heads).
inline LayerSpec diag_layer(EigenRange range) {
  LayerSpec s;
  s.type = MixerType::diag;
  s.range = range;
  s.n = 6;
  return s;
}
inline LayerSpec delta_layer(std::size_t rank, EigenRange range = EigenRange::symmetric) {
  LayerSpec s;
  s.type = MixerType::deltaproduct;
  s.range = range;
  s.n = 4;
  s.heads = 2;
  s.rank = rank;
  return s;
}

// A small fla layer (learned/fla.hpp): 2 query/key heads of 3, 4 value heads of 2 (grouped), r
// Householder steps, a short convolution of width 4, both gates and an MLP of width 5; `plain`:
// DeltaNet's options instead (no convolution, no gates, relu features divided by their sum, no MLP).
inline LayerSpec fla_layer(std::size_t rank, bool plain = false) {
  LayerSpec s;
  s.type = MixerType::fla;
  s.range = EigenRange::symmetric;
  s.heads = 2;
  s.n = 3;
  s.rank = rank;
  s.fla.v_heads = plain ? 2 : 4;
  s.fla.v_dim = 2;
  s.fla.conv = plain ? 0 : 4;
  s.fla.forget_gate = s.fla.output_gate = !plain;
  s.fla.qk_activation = plain ? QkActivation::elu : QkActivation::silu;
  s.fla.qk_l2 = !plain;
  s.fla.mlp = plain ? 0 : 5;
  return s;
}

// A word of `length` letters drawn uniformly from `letters` with a fixed seed.
inline std::vector<std::uint32_t> random_word(std::size_t length, std::uint64_t seed, std::uint32_t letters = 3) {
  std::mt19937_64 rng(seed);
  std::vector<std::uint32_t> w(length);
  for (auto& a : w) a = static_cast<std::uint32_t>(rng() % letters);
  return w;
}

// Forward options for a --dtype (empty: no policy, plain double) and an order.
inline ForwardOptions forward_options(const std::string& policy, const std::string& order = "sequential") {
  ForwardOptions o;
  if (!policy.empty()) o.policy = precision::parse_policy(policy);
  o.order = lrnn::parse_order(order);
  return o;
}

}  // namespace lrnnc::learned::test_models
