// Helpers of the tests that compare one training step of two paths (the native solver, the native
// training step, libtorch autograd): a batch of labelled words, the relative difference of two
// vectors, and a model whose mixer weights are scaled up (more iterations to the fixed point).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "automata/dfa.hpp"
#include "learned/torch/torch-forward.hpp"

namespace lrnnc::learned::test_step {

struct Batch {
  std::vector<std::vector<std::uint32_t>> words, labels;
};

inline Batch task_batch(const automata::Dfa& task, std::size_t count, std::size_t length, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  Batch b;
  for (std::size_t i = 0; i < count; ++i) {
    b.words.emplace_back();
    b.labels.emplace_back();
    automata::State q = task.start();
    for (std::size_t t = 0; t < length; ++t) {
      const auto a = static_cast<automata::Letter>(rng() % task.num_letters());
      q = task.next(q, a);
      b.words.back().push_back(a);
      b.labels.back().push_back(task.output(q));
    }
  }
  return b;
}

// max |a - b| / max(|b|_inf, floor): the difference relative to the reference's scale; NaN where
// either side has a NaN or an infinity (so that a check `< tolerance` fails on it).
inline double relative(const std::vector<double>& a, const std::vector<double>& b, double floor = 1e-6) {
  REQUIRE(a.size() == b.size());
  double diff = 0, scale = floor;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (!std::isfinite(a[i]) || !std::isfinite(b[i])) return std::nan("");
    diff = std::max(diff, std::abs(a[i] - b[i]));
    scale = std::max(scale, std::abs(b[i]));
  }
  return diff / scale;
}

// One training step's probes, nat against lib: the loss to `tolerance` (relative), every layer's
// fixed point by relative(), and every gradient (the same names in the same order) by
// gradient_distance(nat's, lib's) < tolerance. Returns how many of lib's gradients are not all zero.
template <class Distance>
std::size_t check_probes(const TrainStepProbe& nat, const TrainStepProbe& lib, double tolerance,
                         const Distance& gradient_distance) {
  CHECK(std::isfinite(lib.loss));
  CHECK(nat.loss == Approx(lib.loss).epsilon(tolerance));
  REQUIRE(nat.fixed_points.size() == lib.fixed_points.size());
  for (std::size_t l = 0; l < lib.fixed_points.size(); ++l) {
    CAPTURE(l);
    CHECK(relative(nat.fixed_points[l], lib.fixed_points[l]) < tolerance);
  }
  REQUIRE(nat.gradients.size() == lib.gradients.size());
  std::size_t nonzero = 0;
  for (std::size_t i = 0; i < lib.gradients.size(); ++i) {
    const auto& [name, g] = lib.gradients[i];
    CAPTURE(name);
    REQUIRE(nat.gradients[i].first == name);
    CHECK(gradient_distance(nat.gradients[i].second, g) < tolerance);
    nonzero += std::any_of(g.begin(), g.end(), [](double v) { return v != 0; }) ? 1 : 0;
  }
  return nonzero;
}

inline LearnedModel scaled_model(const ModelConfig& config, std::uint64_t seed, double scale) {
  LearnedModel model = torch_initialized_model(config, seed, false);
  for (auto& [name, t] : model.weights)
    if (name.find(".mixer.") != std::string::npos && name.find("norm") == std::string::npos)
      for (double& v : t.values) v *= scale;
  return model;
}

}  // namespace lrnnc::learned::test_step
