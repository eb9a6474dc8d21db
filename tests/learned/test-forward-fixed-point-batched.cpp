// The fixed-point layers' fast paths change no result (learned/forward-fixed-point.hpp: the channel
// mixer's projections of every position of an iteration at once, through the multi-row column
// kernel; learned/forward-arithmetic.hpp: Binary32Ops for fp32): a Forward built with the hardware
// paths on gives the predictions, the logits (bit for bit; NaN where NaN), l* and convergence of
// one built with them off (detail::fast_dot_enabled false: precision::Arithmetic alone; plain
// double against the fp64 policy), for fprnn (householder r = 1, 2, 4, dplr, kronecker) and fpmamba
// (householder, kronecker), on words that converge and words that do not, under fp32, fp32 with
// FMA, plain double, bf16 with an fp32 accumulator (with and without FMA), bf16 (the emulated rne
// columns) and a policy whose dots do not split (rz); and on the trained reference model.
#include <bit>
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "learned/forward-internal.hpp"
#include "learned/forward-layer.hpp"
#include "learned/forward.hpp"
#include "learned/model.hpp"
#include "tests/learned/random-model.hpp"
#include "tests/paths.hpp"

using namespace lrnnc;
using namespace lrnnc::learned;

namespace {

bool same_or_both_nan(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

void check_same_result(const ForwardResult& fast, const ForwardResult& slow) {
  CHECK(fast.predictions == slow.predictions);
  CHECK(fast.iterations == slow.iterations);
  CHECK(fast.converged == slow.converged);
  REQUIRE(fast.logits.size() == slow.logits.size());
  for (std::size_t t = 0; t < fast.logits.size(); ++t) {
    REQUIRE(fast.logits[t].size() == slow.logits[t].size());
    for (std::size_t k = 0; k < fast.logits[t].size(); ++k) {
      INFO("position " << t + 1 << " logit " << k << ": " << fast.logits[t][k] << " vs " << slow.logits[t][k]);
      CHECK(same_or_both_nan(fast.logits[t][k], slow.logits[t][k]));
    }
  }
}

// The Forward of `policy` with the hardware paths off: precision::Arithmetic alone (plain double:
// the fp64 policy, its bits).
Forward reference_forward(const LearnedModel& model, const std::string& policy) {
  detail::fast_dot_enabled = false;
  Forward f(model, test_models::forward_options(policy.empty() ? "fp64" : policy));
  detail::fast_dot_enabled = true;
  return f;
}

LayerSpec fixed_point_layer(MixerType type, ChannelMixer mixer, std::size_t rank, std::size_t n) {
  LayerSpec s;
  s.type = type;
  s.mixer = mixer;
  s.n = n;
  s.rank = rank;
  if (type == MixerType::fpmamba) {
    s.d_state = 3;
    s.dt_rank = 1;
    s.fixed_point = default_fixed_point(MixerType::fpmamba);
  }
  s.fixed_point.threshold = 1e-3;
  s.fixed_point.max_iter = 25;
  return s;
}

const char* const kPolicies[] = {"fp32", "fp32,fma",        "", "bf16,acc=fp32", "bf16,acc=fp32,fma",
                                 "bf16", "bf16,rounding=rz"};

}  // namespace

TEST_CASE("FixedPointFastPathsGiveTheArithmeticsResults", "[learned][standard]") {
  const std::pair<LayerSpec, const char*> layers[] = {
      {fixed_point_layer(MixerType::fprnn, ChannelMixer::householder, 1, 12), "fprnn householder r=1"},
      {fixed_point_layer(MixerType::fprnn, ChannelMixer::householder, 2, 6), "fprnn householder r=2"},
      {fixed_point_layer(MixerType::fprnn, ChannelMixer::householder, 4, 12), "fprnn householder r=4"},
      {fixed_point_layer(MixerType::fprnn, ChannelMixer::dplr, 2, 12), "fprnn dplr"},
      {fixed_point_layer(MixerType::fprnn, ChannelMixer::kronecker, 1, 12), "fprnn kronecker"},
      {fixed_point_layer(MixerType::fpmamba, ChannelMixer::householder, 2, 12), "fpmamba householder"},
      {fixed_point_layer(MixerType::fpmamba, ChannelMixer::kronecker, 1, 12), "fpmamba kronecker"}};
  std::size_t converged = 0, not_converged = 0, nonfinite = 0, seed = 40;
  const std::uint64_t nan_suffix_before = detail::fixed_point_shortcuts.nan_suffix;
  for (const auto& [layer, name] : layers)
    // Scale 1: random weights (words that converge, or not by the cap); 1e5 and 1e7: iterates that
    // overflow at some position (NaN from there on: the NaN suffix).
    for (const double scale : {1.0, 1e5, 1e7}) {
      LearnedModel model = test_models::random_model(test_models::small_config({layer}), ++seed);
      if (layer.type == MixerType::fprnn)
        for (double& w : model.weights["layers.0.mixer.b.weight"].values) w *= scale;
      for (double& w : model.weights["layers.0.mixer.in.weight"].values) w *= scale;
      for (const char* policy : kPolicies) {
        const Forward fast(model, test_models::forward_options(policy));
        const Forward slow = reference_forward(model, policy);
        for (const std::size_t length : {1, 5, 23}) {
          INFO(name << " scale " << scale << " policy '" << policy << "' length " << length << " seed " << seed);
          const auto word = test_models::random_word(length, seed * 100 + length);
          const ForwardResult a = fast.run(word, 2), b = slow.run(word, 2);
          check_same_result(a, b);
          converged += b.converged.at(0);
          not_converged += !b.converged.at(0);
          for (const auto& row : b.logits) nonfinite += !std::isfinite(row.at(0));
        }
      }
    }
  // Both kinds of words, and iterates that overflow.
  CHECK(converged > 20);
  CHECK(not_converged > 20);
  CHECK(nonfinite > 20);
  CHECK(detail::fixed_point_shortcuts.nan_suffix > nan_suffix_before);
}

TEST_CASE("FixedPointFastPathsWithThePortableKernelAndWithoutShortcuts", "[learned][quick]") {
  const LearnedModel model = test_models::random_model(
      test_models::small_config({fixed_point_layer(MixerType::fprnn, ChannelMixer::householder, 2, 20)}), 5);
  const auto word = test_models::random_word(19, 6);
  for (const char* policy : {"fp32", "fp32,fma", ""}) {
    INFO("policy '" << policy << "'");
    const ForwardResult expected = reference_forward(model, policy).run(word);
    const Forward f(model, test_models::forward_options(policy));
    check_same_result(f.run(word), expected);
    detail::avx2_kernels_enabled = false;
    check_same_result(f.run(word), expected);
    detail::avx2_kernels_enabled = true;
    detail::fixed_point_shortcuts.enabled = false;
    check_same_result(f.run(word), expected);
    detail::fixed_point_shortcuts.enabled = true;
  }
}

// Words longer than the positions a fixed-point layer computes at once (kPositionsAtOnce): the
// chunks' seams, with and without the x_t parts' cache, and a word whose iterate overflows.
TEST_CASE("FixedPointFastPathsOnWordsLongerThanTheirChunks", "[learned][standard]") {
  for (const MixerType type : {MixerType::fprnn, MixerType::fpmamba}) {
    LayerSpec s = fixed_point_layer(type, ChannelMixer::householder, 2, 6);
    s.fixed_point.max_iter = 4;
    for (const double scale : {1.0, 1e7}) {
      LearnedModel model = test_models::random_model(test_models::small_config({s}), 90);
      for (double& w : model.weights["layers.0.mixer.in.weight"].values) w *= scale;
      const auto word = test_models::random_word(2 * detail::kPositionsAtOnce + 37, 91);
      for (const char* policy : {"fp32", "", "bf16"}) {
        INFO(to_string(type) << " scale " << scale << " policy '" << policy << "'");
        const ForwardResult expected = reference_forward(model, policy).run(word);
        const Forward f(model, test_models::forward_options(policy));
        check_same_result(f.run(word), expected);
        detail::fixed_point_shortcuts.enabled = false;
        check_same_result(f.run(word), expected);
        detail::fixed_point_shortcuts.enabled = true;
      }
    }
  }
}

// The trained reference model (n = 64: the kernels' full blocks), on words that converge, and with
// a cap that stops them first.
TEST_CASE("FixedPointFastPathsOnTheReferenceFprnn", "[learned][standard]") {
  LearnedModel model =
      learned::load_model(::test_support::source_dir() + "/tests/learned/data/fprnn-parity-reference.json");
  for (const std::size_t cap : {0, 5}) {
    if (cap) override_fixed_point(model.config, 0, cap);
    for (const char* policy : {"fp32", "fp32,fma", "", "bf16,acc=fp32"}) {
      const Forward fast(model, test_models::forward_options(policy));
      const Forward slow = reference_forward(model, policy);
      for (const std::size_t length : {16, 40}) {
        INFO("policy '" << policy << "' length " << length << " cap " << cap);
        const auto word = test_models::random_word(length, 70 + length, 2);
        const ForwardResult a = fast.run(word), b = slow.run(word);
        check_same_result(a, b);
        CHECK(b.converged.at(0) == (cap == 0));
      }
    }
  }
}
