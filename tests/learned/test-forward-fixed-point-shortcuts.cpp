// The fixed-point loop's shortcuts (learned/forward.cpp: a position NaN in every coordinate ends an
// iteration's work, an iterate that returns itself ends the loop at the cap, an iterate that returns
// an earlier one skips the cycle's whole periods up to the cap, the channel mixer's
// projections reuse their x_t parts from iteration to iteration) change no result: under every
// kind of policy, with each fprnn mixer and fpmamba, on words that converge and words that
// overflow, the predictions, the logits (bit for bit where finite, NaN where NaN), l* and
// convergence are those of the loop that computes everything; and the shortcuts are taken. The
// same with min_iter (the batch rule), where a converged word's cycle is skipped up to min_iter.
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "learned/forward-internal.hpp"
#include "learned/forward.hpp"
#include "tests/learned/random-model.hpp"

using namespace lrnnc;
using namespace lrnnc::learned;

namespace {

bool same_value(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

void check_same(const ForwardResult& a, const ForwardResult& b) {
  CHECK(a.predictions == b.predictions);
  CHECK(a.iterations == b.iterations);
  CHECK(a.converged == b.converged);
  REQUIRE(a.logits.size() == b.logits.size());
  for (std::size_t t = 0; t < a.logits.size(); ++t) {
    REQUIRE(a.logits[t].size() == b.logits[t].size());
    for (std::size_t k = 0; k < a.logits[t].size(); ++k) {
      INFO("position " << t + 1 << " logit " << k << ": " << a.logits[t][k] << " vs " << b.logits[t][k]);
      CHECK(same_value(a.logits[t][k], b.logits[t][k]));
    }
  }
}

using test_models::forward_options;

}  // namespace

TEST_CASE("FixedPointShortcutsChangeNoResult", "[learned][quick]") {
  auto& shortcuts = detail::fixed_point_shortcuts;
  const std::uint64_t nan_before = shortcuts.nan_suffix, repeated_before = shortcuts.repeated,
                      cycles_before = shortcuts.cycles, x_parts_before = shortcuts.x_parts;
  std::mt19937_64 rng(7);
  std::size_t runs = 0, diverged = 0, converged = 0, waited = 0, waited_skips = 0;
  for (const auto& [type, mixer] :
       {std::pair{MixerType::fprnn, ChannelMixer::householder}, std::pair{MixerType::fprnn, ChannelMixer::dplr},
        std::pair{MixerType::fprnn, ChannelMixer::kronecker}, std::pair{MixerType::fpmamba, ChannelMixer::householder},
        std::pair{MixerType::fpmamba, ChannelMixer::kronecker}}) {
    LayerSpec s;
    s.type = type;
    s.mixer = mixer;
    s.n = 6;
    s.rank = 2;
    if (type == MixerType::fpmamba) {
      s.d_state = 2;
      s.dt_rank = 1;
      s.fixed_point = default_fixed_point(MixerType::fpmamba);
    }
    s.fixed_point.threshold = 1e-3;
    s.fixed_point.max_iter = 60;
    // Scale 1: random weights (words that converge, or not); scale 40: the iterates overflow. With
    // min_iter 45 (the batch rule) a converged word iterates on to 45 iterations.
    for (const auto& [scale, min_iter] : {std::pair{1.0, 0}, std::pair{40.0, 0}, std::pair{1.0, 45}}) {
      s.fixed_point.min_iter = static_cast<std::size_t>(min_iter);
      LearnedModel model = test_models::random_model(test_models::small_config({s}), 11 + runs);
      if (type == MixerType::fprnn)
        for (double& w : model.weights["layers.0.mixer.b.weight"].values) w *= scale;
      for (double& w : model.weights["layers.0.mixer.in.weight"].values) w *= scale;
      for (const char* policy : {"", "fp32", "bf16", "fp16", "e4m3", "bf16,acc=fp32", "fp16,acc=fp32,fma", "fp64",
                                 "fp64,fma", "bf16,rounding=rz", "bf16,rounding=sr:5", "fixed:q7.8"}) {
        const Forward f(model, forward_options(policy));
        for (const std::size_t length : {1, 6, 40}) {
          INFO(to_string(type) << " " << to_string(mixer) << " scale " << scale << " policy '" << policy << "' length "
                               << length);
          std::vector<std::uint32_t> word(length);
          for (auto& a : word) a = static_cast<std::uint32_t>(rng() % 3);
          shortcuts.enabled = false;
          const ForwardResult full = f.run(word, 3);
          shortcuts.enabled = true;
          const std::uint64_t skips_before = shortcuts.repeated + shortcuts.cycles;
          const ForwardResult fast = f.run(word, 3);
          check_same(fast, full);
          if (min_iter > 0 && full.converged.at(0)) {
            CHECK(full.iterations.at(0) >= static_cast<std::size_t>(min_iter) + 1);
            waited += full.iterations.at(0) == static_cast<std::size_t>(min_iter) + 1;
            waited_skips += shortcuts.repeated + shortcuts.cycles - skips_before;
          }
          ++runs;
          diverged += !full.converged.at(0) && full.iterations.at(0) == s.fixed_point.max_iter + 1;
          converged += full.converged.at(0);
        }
      }
    }
  }
  // Both kinds of words occur, and every shortcut was taken.
  CHECK(diverged > 10);
  CHECK(converged > 10);
  CHECK(shortcuts.nan_suffix > nan_before);
  CHECK(shortcuts.repeated > repeated_before);
  CHECK(shortcuts.cycles > cycles_before);
  CHECK(shortcuts.x_parts > x_parts_before);
  // Converged words that wait for min_iter, some of them skipping periods of a cycle to it.
  CHECK(waited > 10);
  CHECK(waited_skips > 0);
}
