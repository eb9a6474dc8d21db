// Positions whose logits are NaN or infinite have no prediction: they are wrong wherever they are,
// and counted (learned::kNoPrediction, EvalRow::nonfinite).
#include <cmath>
#include <optional>
#include <vector>

#include <catch2/catch.hpp>

#include "automata/builtins.hpp"
#include "automata/io-json.hpp"
#include "learned/eval.hpp"
#include "learned/forward.hpp"
#include "tests/experiments/parity-model.hpp"

using namespace lrnnc;

namespace {

// The exact parity model with its head scaled by 1e6: the same argmax in fp32 and fp64, but in
// fp16 (max 65504) and e4m3 (max 448) the scaled weights do not fit, and every position has a
// non-finite logit (0 x inf = NaN where the head reads a zero coordinate, inf elsewhere). Before
// non-finite logits were failures, an all-non-finite position decoded as the first label ("0")
// whenever its finite logits did not decide: about half the positions of a random word were
// counted right.
learned::LearnedModel overflowing_parity_model() {
  learned::LearnedModel model = learned::test_models::exact_parity_model();
  for (double& w : model.weights["head.weight"].values) w *= 1e6;
  for (double& b : model.weights["head.bias"].values) b *= 1e6;
  return model;
}

std::optional<precision::Policy> policy(const char* text) {
  const precision::Policy p = precision::parse_policy(text);
  if (p == precision::parse_policy("fp64")) return std::nullopt;
  return p;
}

}  // namespace

TEST_CASE("NonFiniteLogitsHaveNoPrediction", "[quick]") {
  const learned::LearnedModel model = overflowing_parity_model();
  const std::vector<std::uint32_t> word{1, 0, 1, 1, 0, 0, 1, 0};
  for (const char* dtype : {"fp16", "e4m3"}) {
    INFO(dtype);
    learned::ForwardOptions fo;
    fo.policy = policy(dtype);
    const learned::ForwardResult r = learned::Forward(model, fo).run(word);
    REQUIRE(r.predictions.size() == word.size());
    for (std::size_t t = 0; t < word.size(); ++t) {
      INFO("position " << t + 1);
      bool finite = true;
      for (double v : r.logits[t]) finite &= std::isfinite(v);
      CHECK_FALSE(finite);
      CHECK(r.predictions[t] == learned::kNoPrediction);
    }
  }
  // fp32: finite logits, the parity of the prefix.
  learned::ForwardOptions fo;
  fo.policy = policy("fp32");
  const learned::ForwardResult r = learned::Forward(model, fo).run(word);
  std::uint32_t parity = 0;
  for (std::size_t t = 0; t < word.size(); ++t) {
    parity ^= word[t];
    CHECK(r.predictions[t] == parity);
  }
}

TEST_CASE("EvaluateCountsNonFinitePositionsAsWrong", "[quick]") {
  const learned::LearnedModel model = overflowing_parity_model();
  const automata::Dfa task = automata::make_builtin("parity");
  learned::EvalOptions options;
  options.policies = {policy("fp32"), policy("fp16"), policy("e4m3")};
  options.lengths = {1, 64};
  options.words = 10;
  options.threads = 2;
  const std::vector<learned::EvalRow> rows = learned::evaluate(model, task, options);
  REQUIRE(rows.size() == 6);
  for (std::size_t i = 0; i < 2; ++i) {  // fp32: right everywhere, nothing non-finite
    CHECK(rows[i].token_accuracy == 1.0);
    CHECK(rows[i].nonfinite == 0);
    CHECK(!rows[i].first_failure_median);
  }
  for (std::size_t i = 2; i < 6; ++i) {
    INFO(rows[i].dtype << " length " << rows[i].length);
    CHECK(rows[i].token_accuracy == 0.0);
    CHECK(rows[i].sequence_accuracy == 0.0);
    CHECK(rows[i].failing_words == 10);
    CHECK(rows[i].nonfinite == 10 * rows[i].length);
    CHECK(rows[i].first_failure_median == 1u);  // the first position already has no prediction
  }
}
