// Forward::step (learned/forward.hpp): a steppable learned model (diag, deltaproduct and fla layers, the
// sequential order) run one letter at a time from initial_state() gives run()'s predictions and
// final recurrent state bit for bit under every deterministic policy; the state is the documented
// layout and really carries the word; fixed-point layers and the scan order are refused.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "common/error.hpp"
#include "learned/forward.hpp"
#include "tests/learned/random-model.hpp"

namespace {
namespace step_test {

using namespace lrnnc;
using namespace lrnnc::learned;

using test_models::delta_layer;
using test_models::diag_layer;
using test_models::random_word;

struct Case {
  std::string name;
  std::vector<LayerSpec> layers;
};

std::vector<Case> steppable_cases() {
  return {{"diag [0,1]", {diag_layer(EigenRange::unit)}},
          {"diag [-1,1]", {diag_layer(EigenRange::symmetric)}},
          {"deltanet", {delta_layer(1, EigenRange::symmetric)}},
          {"deltaproduct r=2 [0,1]", {delta_layer(2, EigenRange::unit)}},
          {"deltaproduct r=2 [-1,1]", {delta_layer(2, EigenRange::symmetric)}},
          {"diag + deltaproduct", {diag_layer(EigenRange::symmetric), delta_layer(2, EigenRange::symmetric)}},
          {"fla r=2 (convolution, gates, MLP)", {test_models::fla_layer(2)}},
          {"fla r=1 plain + fla r=3", {test_models::fla_layer(1, true), test_models::fla_layer(3)}}};
}

// A random model of the case's layers, d_model 8, 3 letters, 3 outputs, with or without a BOS token.
LearnedModel case_model(const Case& c, bool bos, std::uint64_t seed) {
  ModelConfig config = test_models::small_config(c.layers);
  config.bos = bos;
  return test_models::random_model(config, seed);
}

bool same_bits(const ForwardState& a, const ForwardState& b) {
  if (a.layers.size() != b.layers.size()) return false;
  for (std::size_t l = 0; l < a.layers.size(); ++l) {
    if (a.layers[l].size() != b.layers[l].size()) return false;
    for (std::size_t i = 0; i < a.layers[l].size(); ++i)
      if (std::bit_cast<std::uint64_t>(a.layers[l][i]) != std::bit_cast<std::uint64_t>(b.layers[l][i])) return false;
  }
  return true;
}

// The predictions of stepping `word` from `state` (left after the word).
std::vector<std::uint32_t> step_word(const Forward& f, ForwardState& state, const std::vector<std::uint32_t>& word) {
  std::vector<std::uint32_t> out;
  for (std::uint32_t letter : word) out.push_back(f.step(state, letter));
  return out;
}

// Every deterministic rounding mode, with and without FMA, the preset and custom float formats and
// fixed point ("" is plain double, no policy).
const char* const kPolicies[] = {"",
                                 "fp64",
                                 "fp32",
                                 "fp32,fma",
                                 "fp32,order=pairwise",
                                 "bf16",
                                 "bf16,fma",
                                 "bf16,acc=fp32",
                                 "bf16,acc=fp32,fma",
                                 "fp16,acc=fp32",
                                 "e4m3",
                                 "e4m3,fma",
                                 "e4m3,acc=fp32",
                                 "e4m3,acc=fp32,fma",
                                 "float:e5m4,acc=fp32",
                                 "float:e3m2:nosub,fma",
                                 "bf16,rounding=rz",
                                 "bf16,rounding=rd,fma",
                                 "bf16,rounding=ru",
                                 "fp16,rounding=rna",
                                 "bf16,rounding=ro",
                                 "fixed:q4.12",
                                 "fixed:q3.10,acc=fixed:q6.20,fma"};

TEST_CASE("Forward::step: a word stepped letter by letter from initial_state() is run() bit for bit",
          "[learned][standard]") {
  std::uint64_t seed = 30;
  for (const Case& c : steppable_cases())
    for (const bool bos : {false, true}) {
      const LearnedModel model = case_model(c, bos, ++seed);
      for (const char* policy : kPolicies) {
        const Forward f(model, test_models::forward_options(policy));
        REQUIRE(!f.not_steppable());
        for (const std::size_t length : {1, 2, 9, 50}) {
          INFO(c.name << (bos ? " bos" : "") << " policy '" << policy << "' length " << length << " seed " << seed);
          const std::vector<std::uint32_t> word = random_word(length, seed * 100 + length);
          ForwardState final_state;
          const ForwardResult r = f.run(word, 0, &final_state);
          ForwardState state = f.initial_state();
          CHECK(step_word(f, state, word) == r.predictions);
          CHECK(same_bits(state, final_state));
        }
      }
    }
}

TEST_CASE("Forward::step: the state after every prefix is run()'s final state of that prefix", "[learned][standard]") {
  for (const Case& c : steppable_cases())
    for (const char* policy : {"", "bf16,acc=fp32,fma", "e4m3", "fixed:q4.12"}) {
      INFO(c.name << " policy '" << policy << "'");
      const Forward f(case_model(c, true, 77), test_models::forward_options(policy));
      const std::vector<std::uint32_t> word = random_word(20, 7);
      ForwardState state = f.initial_state(), expected;
      f.run({}, 0, &expected);
      CHECK(same_bits(state, expected));
      for (std::size_t t = 0; t < word.size(); ++t) {
        const std::uint32_t prediction = f.step(state, word[t]);
        const std::vector<std::uint32_t> prefix(word.begin(), word.begin() + static_cast<std::ptrdiff_t>(t + 1));
        const ForwardResult r = f.run(prefix, 0, &expected);
        CHECK(prediction == r.predictions.back());
        CHECK(same_bits(state, expected));
      }
    }
}

TEST_CASE("Forward::step: the state carries the word (a different state, a different continuation)",
          "[learned][quick]") {
  for (const Case& c : steppable_cases())
    for (const char* policy : {"", "bf16"}) {
      INFO(c.name << " policy '" << policy << "'");
      const Forward f(case_model(c, true, 91), test_models::forward_options(policy));
      // Two words that differ in their first letter only: their states differ, and the same letter
      // read from each state continues each word (run() of the word and the letter).
      const std::vector<std::uint32_t> w1 = {0, 2, 1, 1}, w2 = {1, 2, 1, 1};
      ForwardState s1, s2;
      f.run(w1, 0, &s1);
      f.run(w2, 0, &s2);
      CHECK(!same_bits(s1, s2));
      for (std::uint32_t x = 0; x < 3; ++x) {
        std::vector<std::uint32_t> w1x = w1, w2x = w2;
        w1x.push_back(x);
        w2x.push_back(x);
        ForwardState a = s1, b = s2, ra, rb;
        const ForwardResult r1 = f.run(w1x, 0, &ra), r2 = f.run(w2x, 0, &rb);
        CHECK(f.step(a, x) == r1.predictions.back());
        CHECK(f.step(b, x) == r2.predictions.back());
        CHECK(same_bits(a, ra));
        CHECK(same_bits(b, rb));
        CHECK(!same_bits(a, b));
      }
    }
}

TEST_CASE("Forward::step: initial_state is zeros without a BOS token and the BOS token's state with one",
          "[learned][quick]") {
  const Case c{"diag + deltaproduct", {diag_layer(EigenRange::symmetric), delta_layer(2, EigenRange::symmetric)}};
  const Forward plain(case_model(c, false, 5), test_models::forward_options("bf16"));
  const ForwardState zero = plain.initial_state();
  REQUIRE(zero.layers.size() == 2);
  CHECK(zero.layers[0].size() == 6);       // diag: n
  CHECK(zero.layers[1].size() == 2 * 16);  // deltaproduct: heads * n * n
  for (const auto& layer : zero.layers)
    for (double v : layer) CHECK(std::bit_cast<std::uint64_t>(v) == 0);
  const Forward with_bos(case_model(c, true, 5), test_models::forward_options("bf16"));
  const ForwardState after_bos = with_bos.initial_state();
  CHECK(!same_bits(after_bos, zero));
  // Stepping from zeros is not what run() does after its BOS token.
  const std::vector<std::uint32_t> word = random_word(6, 3);
  ForwardState from_zero = zero, expected;
  const ForwardResult r = with_bos.run(word, 0, &expected);
  step_word(with_bos, from_zero, word);
  CHECK(!same_bits(from_zero, expected));
}

// The layout of ForwardState (learned/forward.hpp), against docs/LEARNED.md section 1 from the zero
// state in plain double: one letter gives diag h_j = delta_j (B z)_j and DeltaNet S[i][j] = beta k_i
// v_j per head (S^T k = 0 on the zero state). Tolerance 1e-12 relative: the reference's sums run in
// its own order.
TEST_CASE("Forward::step: the state's layout is the documented one", "[learned][quick]") {
  const Case c{"diag + deltanet", {diag_layer(EigenRange::unit), delta_layer(1, EigenRange::symmetric)}};
  const LearnedModel model = case_model(c, false, 8);
  const Forward f(model, test_models::forward_options(""));
  const auto w = [&](const std::string& name) -> const std::vector<double>& { return model.weights.at(name).values; };
  const std::size_t d = 8;
  const std::uint32_t letter = 2;
  ForwardState state = f.initial_state();
  f.step(state, letter);
  // Layer 0's input is the letter's embedding; z = RMSNorm_0(u).
  std::vector<double> u(w("embed").begin() + letter * d, w("embed").begin() + (letter + 1) * d);
  const auto rms = [&](const std::vector<double>& x, const std::vector<double>& g) {
    double s = 0;
    for (double v : x) s += v * v;
    std::vector<double> z(d);
    for (std::size_t i = 0; i < d; ++i) z[i] = x[i] / std::sqrt(s / d + model.config.norm_eps) * g[i];
    return z;
  };
  const auto row = [&](const std::vector<double>& W, std::size_t j, const std::vector<double>& x) {
    double s = 0;
    for (std::size_t i = 0; i < x.size(); ++i) s += W[j * x.size() + i] * x[i];
    return s;
  };
  const std::vector<double> z = rms(u, w("layers.0.norm.weight"));
  for (std::size_t j = 0; j < 6; ++j) {
    const double delta_j =
        std::log1p(std::exp(row(w("layers.0.mixer.delta.weight"), j, z) + w("layers.0.mixer.delta.bias")[j]));
    const double h = delta_j * row(w("layers.0.mixer.B.weight"), j, z);
    CHECK(std::abs(state.layers[0][j] - h) <= 1e-12 * std::max(1.0, std::abs(h)));
  }
  // Layer 1 reads u + W_out h; recompute it from the state just checked.
  for (std::size_t i = 0; i < d; ++i) u[i] += row(w("layers.0.out.weight"), i, state.layers[0]);
  const std::vector<double> z1 = rms(u, w("layers.1.norm.weight"));
  for (std::size_t head = 0; head < 2; ++head) {
    std::vector<double> k(4), v(4);
    double norm = 0;
    for (std::size_t i = 0; i < 4; ++i) {
      k[i] = row(w("layers.1.mixer.k.weight"), head * 4 + i, z1);
      v[i] = row(w("layers.1.mixer.v.weight"), head * 4 + i, z1);
      norm += k[i] * k[i];
    }
    const double beta =
        2 / (1 + std::exp(-(row(w("layers.1.mixer.beta.weight"), head, z1) + w("layers.1.mixer.beta.bias")[head])));
    for (std::size_t i = 0; i < 4; ++i)
      for (std::size_t j = 0; j < 4; ++j) {
        const double expected = beta * k[i] / std::sqrt(norm + 1e-12) * v[j];
        INFO("head " << head << " S[" << i << "][" << j << "]");
        CHECK(std::abs(state.layers[1][(head * 4 + i) * 4 + j] - expected) <= 1e-12);
      }
  }
}

TEST_CASE("Forward::step: fixed-point layers and the scan order are refused", "[learned][quick]") {
  LayerSpec fprnn;
  fprnn.type = MixerType::fprnn;
  fprnn.n = 6;
  LayerSpec fpmamba = fprnn;
  fpmamba.type = MixerType::fpmamba;
  fpmamba.d_state = 2;
  fpmamba.dt_rank = 1;
  fpmamba.fixed_point = default_fixed_point(MixerType::fpmamba);
  const std::vector<std::uint32_t> word = {0, 1};
  for (const auto& [layers, reason] :
       {std::pair{std::vector<LayerSpec>{fprnn}, "layer 0 is fprnn"},
        std::pair{std::vector<LayerSpec>{fpmamba}, "layer 0 is fpmamba"},
        std::pair{std::vector<LayerSpec>{diag_layer(EigenRange::unit), fprnn}, "layer 1 is fprnn"}}) {
    INFO(reason);
    const Forward f(test_models::random_model(test_models::small_config(layers), 3),
                    test_models::forward_options("bf16"));
    REQUIRE(f.not_steppable());
    CHECK_THAT(*f.not_steppable(), Catch::Contains(reason) && Catch::Contains("not a function of its state"));
    CHECK_THROWS_AS(f.initial_state(), Error);
    CHECK_THROWS_WITH(f.initial_state(), Catch::Contains(reason));
    ForwardState state;
    CHECK_THROWS_WITH(f.step(state, 0), Catch::Contains(reason));
    CHECK_THROWS_WITH(f.run(word, 0, &state), Catch::Contains(reason));
    CHECK(f.run(word).predictions.size() == 2);  // run() itself is unaffected
  }
  const LearnedModel model = case_model(steppable_cases()[0], false, 4);
  for (const char* order : {"scan", "chunked:4"}) {
    const Forward f(model, test_models::forward_options("bf16", order));
    REQUIRE(f.not_steppable());
    CHECK_THAT(*f.not_steppable(), Catch::Contains(std::string("order ") + order));
    CHECK_THROWS_AS(f.initial_state(), Error);
  }
}

TEST_CASE("Forward::step: errors", "[learned][quick]") {
  const Forward f(case_model(steppable_cases()[5], true, 6), test_models::forward_options("bf16"));
  ForwardState state = f.initial_state();
  const ForwardState before = state;
  CHECK_THROWS_WITH(f.step(state, 3), Catch::Contains("letter 3") && Catch::Contains("[0, 3)"));
  CHECK(same_bits(state, before));
  ForwardState wrong = state;
  wrong.layers[1].pop_back();
  CHECK_THROWS_WITH(f.step(wrong, 0), Catch::Contains("layer sizes [6, 31], expected [6, 32]"));
  wrong.layers.pop_back();
  CHECK_THROWS_AS(f.step(wrong, 0), Error);
  ForwardState empty_word;
  CHECK(f.run({}, 0, &empty_word).predictions.empty());
  CHECK(same_bits(empty_word, state));
}

TEST_CASE("Forward::step: stochastic rounding is seeded per call by word_index", "[learned][quick]") {
  const Forward f(case_model(steppable_cases()[5], true, 7), test_models::forward_options("bf16,rounding=sr:42"));
  const ForwardState start = f.initial_state();
  ForwardState a = start, b = start, c = start;
  f.step(a, 1, 5);
  f.step(b, 1, 5);
  f.step(c, 1, 6);
  CHECK(same_bits(a, b));
  CHECK(!same_bits(a, c));
}

}  // namespace step_test
}  // namespace
