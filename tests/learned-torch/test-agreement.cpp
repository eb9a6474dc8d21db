// The libtorch model against docs/LEARNED.md: a naive double forward written from the document
// (naive-reference.hpp) on random weights for every mixer, float32 against float64, the
// conversion to and from a LearnedModel, and the default initialization.
#include <algorithm>
#include <cmath>
#include <random>

#include <catch2/catch.hpp>

#include "common/error.hpp"
#include "learned/torch/torch-forward.hpp"
#include "mixer-configs.hpp"
#include "naive-reference.hpp"
#include "tests/learned-torch/catch-check.hpp"  // after the libtorch headers: Catch2's CHECK
#include "tests/learned/random-model.hpp"

using namespace lrnnc::learned;
using namespace lrnnc::learned::test_models;

TEST_CASE("torch float64 forward equals the naive reference of docs/LEARNED.md for every mixer",
          "[learned-torch][standard]") {
  std::uint64_t seed = 11;
  for (const auto& [name, layers] : every_mixer()) {
    CAPTURE(name);
    const LearnedModel model = convergent_model(layers, seed++);
    for (std::size_t length : {1, 2, 7, 13}) {
      CAPTURE(length);
      const auto word = random_word(length, seed + length, static_cast<std::uint32_t>(model.config.alphabet.size()));
      const TorchForwardResult got = torch_forward(model, word, true);
      const NaiveResult want = NaiveForward(model).run(word);
      CHECK(max_relative(got.logits, want.logits) < 1e-12);
      CHECK(got.iterations == want.iterations);
    }
  }
}

TEST_CASE("torch forward: an empty word gives no logits, a letter outside the alphabet is refused",
          "[learned-torch][quick]") {
  const LearnedModel model = random_model(small_config({diag_layer(EigenRange::unit)}), 3);
  CHECK(torch_forward(model, {}, true).logits.empty());
  const std::vector<std::uint32_t> bad{0, 3};
  CHECK_THROWS_AS(torch_forward(model, bad, true), lrnnc::Error);
}

TEST_CASE("torch float32 forward is within 1e-4 of float64 for every mixer", "[learned-torch][standard]") {
  std::uint64_t seed = 101;
  for (auto [name, layers] : every_mixer()) {
    CAPTURE(name);
    // A fixed iteration count, so that float32 and float64 cannot stop at different iterations.
    for (LayerSpec& layer : layers) {
      layer.fixed_point.threshold = 1e-300;
      layer.fixed_point.max_iter = 12;
    }
    const LearnedModel model = convergent_model(layers, seed++);
    const auto word = random_word(9, seed, static_cast<std::uint32_t>(model.config.alphabet.size()));
    CHECK(max_relative(torch_forward(model, word, false).logits, torch_forward(model, word, true).logits) < 1e-4);
  }
}

TEST_CASE("torch model round trip: LearnedModel -> module -> LearnedModel keeps weights and logits",
          "[learned-torch][quick]") {
  LearnedModel model = convergent_model(every_mixer().back().second, 7);
  const auto word = random_word(8, 1, static_cast<std::uint32_t>(model.config.alphabet.size()));
  // float64: exact.
  const lrnnc::lrnn::TensorMap same = torch_round_trip(model, true);
  for (const auto& [name, tensor] : model.weights) CHECK(same.at(name).values == tensor.values);
  // float32: one rounding, after which the round trip is exact and the logits identical.
  LearnedModel rounded = model;
  rounded.weights = torch_round_trip(model, false);
  CHECK(torch_round_trip(rounded, false).at("embed").values == rounded.weights.at("embed").values);
  CHECK(torch_forward(rounded, word, false).logits == torch_forward(model, word, false).logits);
  CHECK(torch_forward(rounded, word, true).logits == torch_forward(rounded, word, true).logits);
}

TEST_CASE("torch default initialization: A_log, dt range, zero biases, unit norms, nn.Linear bounds",
          "[learned-torch][quick]") {
  const ModelConfig config = small_config(every_mixer().back().second, 8);
  const LearnedModel a = torch_initialized_model(config, 5, true), b = torch_initialized_model(config, 5, true);
  CHECK(a.weights.at("embed").values == b.weights.at("embed").values);  // seeded
  const auto& a_log = a.weights.at("layers.0.mixer.A_log").values;
  for (std::size_t i = 0; i < a_log.size(); ++i) CHECK(a_log[i] == Approx(std::log(double(i + 1))));
  for (double c : a.weights.at("layers.0.mixer.delta.bias").values) {
    const double dt = std::log1p(std::exp(c));
    CHECK(dt >= 1e-3 * (1 - 1e-9));
    CHECK(dt <= 1e-1 * (1 + 1e-9));
  }
  for (double c : a.weights.at("layers.1.mixer.beta.bias").values) CHECK(c == 0);
  for (double c : a.weights.at("layers.2.mixer.lam.bias").values) CHECK(c == 0);
  for (double g : a.weights.at("head.norm.weight").values) CHECK(g == 1);
  for (double x : a.weights.at("layers.2.mixer.c.weight").values) CHECK(std::abs(x) <= 1 / std::sqrt(12.0));
  CHECK(a.weights.size() == expected_tensors(config).size());
}
