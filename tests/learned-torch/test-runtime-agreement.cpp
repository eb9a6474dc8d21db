// The precision runtime (learned/forward.hpp) against the libtorch forward (learned/torch/), on
// random weights for every mixer: in plain double (= the fp64 policy) to 1e-12 relative on every
// logit, the fp32 policy against libtorch float32 to what float allows, and the same l* for fprnn.
#include <algorithm>
#include <cmath>
#include <random>

#include <catch2/catch.hpp>

#include "learned/forward.hpp"
#include "learned/torch/torch-forward.hpp"
#include "mixer-configs.hpp"
#include "precision/policy.hpp"
#include "tests/learned-torch/catch-check.hpp"  // after the libtorch headers: Catch2's CHECK
#include "tests/learned/random-model.hpp"

using namespace lrnnc;
using namespace lrnnc::learned;
using namespace lrnnc::learned::test_models;

namespace {

bool all_finite(const std::vector<std::vector<double>>& logits) {
  for (const auto& row : logits)
    for (double x : row)
      if (!std::isfinite(x)) return false;
  return true;
}

}  // namespace

TEST_CASE("runtime in double equals the libtorch float64 forward to 1e-12 for every mixer and order",
          "[learned-torch][standard]") {
  std::uint64_t seed = 301;
  for (const auto& [name, layers] : every_mixer()) {
    CAPTURE(name);
    const LearnedModel model = convergent_model(layers, seed++);
    const bool fprnn =
        std::any_of(layers.begin(), layers.end(), [](const LayerSpec& l) { return is_fixed_point(l.type); });
    std::vector<lrnn::EvalOrder> orders{lrnn::EvalOrder{}};
    if (!fprnn) {
      lrnn::EvalOrder scan, chunked;
      scan.kind = lrnn::OrderKind::scan;
      chunked.kind = lrnn::OrderKind::chunked;
      chunked.chunk = 4;
      orders.push_back(scan);
      orders.push_back(chunked);
    }
    for (std::size_t length : {1, 2, 5, 17, 64}) {
      CAPTURE(length);
      const auto word =
          random_word(length, seed * 31 + length, static_cast<std::uint32_t>(model.config.alphabet.size()));
      const TorchForwardResult want = torch_forward(model, word, true);
      if (!all_finite(want.logits)) {
        // A random DPLR mixer is not a contraction (eigenvalues down to 1 - 2r): long words may
        // overflow. Then the runtime overflows too; the short words must not.
        CHECK(length > 17);
        CHECK_FALSE(all_finite(Forward(model, ForwardOptions{}).run(word).logits));
        continue;
      }
      for (const lrnn::EvalOrder& order : orders) {
        CAPTURE(static_cast<int>(order.kind));
        ForwardOptions options;
        options.order = order;
        const ForwardResult got = Forward(model, options).run(word);
        CHECK(max_relative(got.logits, want.logits) < 1e-12);
        CHECK(got.iterations == want.iterations);
        // The fp64 policy is plain double bit for bit.
        options.policy = precision::parse_policy("fp64");
        CHECK(Forward(model, options).run(word).logits == got.logits);
      }
    }
  }
}

TEST_CASE("runtime under the fp32 policy agrees with the libtorch float32 forward to float accuracy",
          "[learned-torch][standard]") {
  std::uint64_t seed = 401;
  for (auto [name, layers] : every_mixer()) {
    CAPTURE(name);
    // A fixed iteration count, so that the two cannot stop at different iterations.
    for (LayerSpec& layer : layers) {
      layer.fixed_point.threshold = 1e-300;
      layer.fixed_point.max_iter = 12;
    }
    // Weights as float32 holds them, so that both start from the same numbers.
    LearnedModel model = convergent_model(layers, seed++);
    model.weights = torch_round_trip(model, false);
    ForwardOptions options;
    options.policy = precision::parse_policy("fp32");
    const Forward runtime(model, options);
    for (std::size_t length : {1, 9, 40}) {
      CAPTURE(length);
      const auto word =
          random_word(length, seed * 17 + length, static_cast<std::uint32_t>(model.config.alphabet.size()));
      const ForwardResult got = runtime.run(word);
      const TorchForwardResult want = torch_forward(model, word, false);
      // Two float32 computations in different operation orders: a few ulps per operation,
      // amplified by at most the depth of the network.
      CHECK(max_relative(got.logits, want.logits) < 1e-4);
      // And both are within float accuracy of the exact (double) result.
      const TorchForwardResult exact = torch_forward(model, word, true);
      CHECK(max_relative(got.logits, exact.logits) < 1e-4);
    }
  }
}
