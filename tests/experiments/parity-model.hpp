// A learned model that computes parity exactly, for tests of probe and sweep on learned models.
//
// One diag layer with range [-1,1] and n = 1, d_model 3, alphabet and outputs those of the builtin
// "parity" ("0", "1"), its automaton saved in the model. Letter "0" is embedded as e_0, letter "1"
// as e_1; the first RMSNorm makes them sqrt(3) e_0 and sqrt(3) e_1. The gate's pre-activation is
// -/+ 40 sqrt(3), so delta = softplus(-69.3) ~ 1e-30 for "0" (a = 1 and b ~ 0 in every format,
// exactly 1 and 0 below fp64) and delta ~ 69.3 for "1" (a = 2 exp(-69.3) - 1 = -1 and b ~ 1.2):
// the state alternates between 0 and b, one value per parity, h -> -h + b. The residual puts h in
// the third coordinate; the head compares that coordinate of RMSNorm(u) (0 when even, ~1.2 when
// odd) with the bias 0.6. The margins hold in every format down to e4m3, at any length.
#pragma once

#include <nlohmann/json.hpp>

#include "automata/builtins.hpp"
#include "automata/io-json.hpp"
#include "learned/model.hpp"

namespace lrnnc::learned::test_models {

inline LearnedModel exact_parity_model() {
  LearnedModel model;
  model.config.alphabet = {"0", "1"};
  model.config.outputs = {"0", "1"};
  model.config.d_model = 3;
  LayerSpec layer;
  layer.type = MixerType::diag;
  layer.range = EigenRange::symmetric;
  layer.n = 1;
  model.config.layers = {layer};
  const auto tensor = [&](const std::string& name, std::vector<std::size_t> shape, std::vector<double> values) {
    lrnn::Tensor t;
    t.dtype = lrnn::WeightDtype::f64;
    t.shape = std::move(shape);
    t.values = std::move(values);
    model.weights[name] = std::move(t);
  };
  tensor("embed", {2, 3}, {1, 0, 0, 0, 1, 0});
  tensor("layers.0.norm.weight", {3}, {1, 1, 1});
  tensor("layers.0.out.weight", {3, 1}, {0, 0, 1});
  tensor("layers.0.mixer.delta.weight", {1, 3}, {-40, 40, 0});
  tensor("layers.0.mixer.delta.bias", {1}, {0});
  tensor("layers.0.mixer.A_log", {1}, {0});
  tensor("layers.0.mixer.B.weight", {1, 3}, {0, 0.01, 0});
  tensor("head.norm.weight", {3}, {1, 1, 1});
  tensor("head.weight", {2, 3}, {0, 0, 0, 0, 0, 1});
  tensor("head.bias", {2}, {0.6, 0});
  model.automaton = nlohmann::json::parse(automata::dfa_to_json(automata::make_builtin("parity")));
  return model;
}

}  // namespace lrnnc::learned::test_models
