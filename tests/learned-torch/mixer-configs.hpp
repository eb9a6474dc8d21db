// The layer specs the libtorch tests cover (every mixer, range and channel mixer), and their
// shared helpers: random words, the relative difference of logits, convergent random models.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "learned/model.hpp"
#include "tests/learned/random-model.hpp"

namespace lrnnc::learned::test_models {

// diag_layer(range) and random_word(length, seed, letters) are tests/learned/random-model.hpp's.

inline LayerSpec delta_layer(EigenRange range, std::size_t rank, std::size_t heads = 2, std::size_t n = 4) {
  LayerSpec s;
  s.type = MixerType::deltaproduct;
  s.range = range;
  s.rank = rank;
  s.heads = heads;
  s.n = n;
  return s;
}

inline LayerSpec fprnn_layer(ChannelMixer mixer, std::size_t rank, std::size_t n = 6) {
  LayerSpec s;
  s.type = MixerType::fprnn;
  s.mixer = mixer;
  s.rank = mixer == ChannelMixer::kronecker ? 1 : rank;
  s.n = n;
  return s;
}

inline LayerSpec fpmamba_layer(ChannelMixer mixer, std::size_t rank, std::size_t n = 6, std::size_t d_state = 3) {
  LayerSpec s = fprnn_layer(mixer, rank, n);
  s.type = MixerType::fpmamba;
  s.d_state = d_state;
  s.dt_rank = 2;
  s.fixed_point = default_fixed_point(MixerType::fpmamba);
  return s;
}

// (name, layers): each mixer alone, plus one stack of three different layers.
inline std::vector<std::pair<std::string, std::vector<LayerSpec>>> every_mixer() {
  return {{"diag [0,1]", {diag_layer(EigenRange::unit)}},
          {"diag [-1,1]", {diag_layer(EigenRange::symmetric)}},
          {"deltanet [0,1]", {delta_layer(EigenRange::unit, 1)}},
          {"deltaproduct r=1 [-1,1]", {delta_layer(EigenRange::symmetric, 1)}},
          {"deltaproduct r=2 [-1,1]", {delta_layer(EigenRange::symmetric, 2)}},
          {"deltaproduct r=2 [0,1]", {delta_layer(EigenRange::unit, 2)}},
          {"fprnn householder r=2", {fprnn_layer(ChannelMixer::householder, 2)}},
          {"fprnn dplr r=2", {fprnn_layer(ChannelMixer::dplr, 2)}},
          {"fprnn kronecker n=6", {fprnn_layer(ChannelMixer::kronecker, 1, 6)}},
          {"fpmamba householder r=2", {fpmamba_layer(ChannelMixer::householder, 2)}},
          {"fpmamba dplr r=1", {fpmamba_layer(ChannelMixer::dplr, 1)}},
          {"fpmamba kronecker n=6", {fpmamba_layer(ChannelMixer::kronecker, 1, 6)}},
          {"stack diag/deltaproduct/fprnn",
           {diag_layer(EigenRange::symmetric), delta_layer(EigenRange::symmetric, 2),
            fprnn_layer(ChannelMixer::householder, 1)}}};
}

// max |a - b| / max(1, |b|) over every logit; a NaN or infinity anywhere gives +inf (a NaN
// compares false, so it would otherwise pass as agreement).
inline double max_relative(const std::vector<std::vector<double>>& a, const std::vector<std::vector<double>>& b) {
  REQUIRE(a.size() == b.size());
  double worst = 0;
  for (std::size_t t = 0; t < a.size(); ++t) {
    REQUIRE(a[t].size() == b[t].size());
    for (std::size_t k = 0; k < a[t].size(); ++k) {
      if (!std::isfinite(a[t][k]) || !std::isfinite(b[t][k])) return INFINITY;
      worst = std::max(worst, std::abs(a[t][k] - b[t][k]) / std::max(1.0, std::abs(b[t][k])));
    }
  }
  return worst;
}

// random_model(small_config(layers), seed) (with a tied head when a layer is fprnn or fpmamba) with
// every fixed-point layer's mixer weights scaled by 1/4 (fpmamba's LayerNorm gain by 1/20): at full
// scale some random fixed-point iterations diverge (NaN logits), which would say nothing about
// agreement.
inline LearnedModel convergent_model(const std::vector<LayerSpec>& layers, std::uint64_t seed,
                                     std::size_t d_model = 8) {
  ModelConfig config = small_config(layers, d_model);
  config.tied_head = config.bos;  // fprnn, fpmamba: a tied head, as trained fixed-point models have
  LearnedModel model = random_model(config, seed);
  for (std::size_t l = 0; l < layers.size(); ++l) {
    if (!is_fixed_point(layers[l].type)) continue;
    const std::string prefix = "layers." + std::to_string(l) + ".mixer.";
    for (auto& [name, t] : model.weights)
      if (name.starts_with(prefix))
        for (double& v : t.values) v *= 0.25;
    // fpmamba: G(y) = LayerNorm(...) is scale-free in y, its slope about gain / |xt|: a LayerNorm
    // gain of 1/20 makes the iteration contract.
    if (layers[l].type == MixerType::fpmamba)
      for (double& v : model.weights.at(prefix + "norm.weight").values) v *= 0.2;
  }
  return model;
}

}  // namespace lrnnc::learned::test_models
