// realize on learned models: brute force over every word through Forward::run, the counterexample
// through run(), the exact parity model proved in every format, fixed-point models refused.
#include <catch2/catch.hpp>

#include <optional>
#include <vector>

#include "automata/dfa.hpp"
#include "automata/io-json.hpp"
#include "common/error.hpp"
#include "learned/eval.hpp"
#include "learned/forward.hpp"
#include "realize/load.hpp"
#include "realize/realize.hpp"
#include "tests/experiments/parity-model.hpp"
#include "tests/learned/random-model.hpp"

using namespace lrnnc;
using namespace lrnnc::learned;
using namespace lrnnc::learned::test_models;

namespace {

// Three letters a0 a1 a2 counting a1 + 2 a2 mod 3, the count's output o0 o1 o2.
automata::Dfa count_mod3() {
  return automata::dfa_from_json(R"({"alphabet": ["a0", "a1", "a2"], "states": 3, "start": 0,
    "outputs": ["o0", "o1", "o2"], "delta": [[0, 1, 2], [1, 2, 0], [2, 0, 1]]})");
}

// The first failing word (shortest, then first in letter order) up to max_len, running every word
// whole through Forward::run; nullopt when none.
std::optional<automata::Word> brute_force(const LearnedModel& model, const automata::Dfa& task,
                                          const precision::Policy& policy, std::size_t max_len) {
  const Forward forward(model, ForwardOptions{policy, {}, false});
  const TaskMap map = map_task(model.config, task);
  std::vector<automata::Word> level{{}};
  for (std::size_t len = 1; len <= max_len; ++len) {
    std::vector<automata::Word> next;
    for (const automata::Word& w : level)
      for (automata::Letter a = 0; a < task.num_letters(); ++a) {
        automata::Word v = w;
        v.push_back(a);
        std::vector<std::uint32_t> letters;
        for (automata::Letter x : v) letters.push_back(map.letter[x]);
        const std::uint32_t p = forward.run(letters).predictions.back();
        if (p != map.label[task.output(task.run(v))]) return v;
        next.push_back(std::move(v));
      }
    level = std::move(next);
  }
  return std::nullopt;
}

}  // namespace

TEST_CASE("realize: learned models agree with brute force over every word, and the counterexample fails in run()",
          "[realize][standard]") {
  const automata::Dfa task = count_mod3();
  std::size_t checked = 0;
  for (const LayerSpec& layer :
       {diag_layer(EigenRange::unit), diag_layer(EigenRange::symmetric), delta_layer(1), delta_layer(2)})
    for (const char* dtype : {"bf16", "e4m3", "float:e3m2"})
      for (std::uint64_t seed : {1, 2}) {
        INFO(to_string(layer.type) << " " << to_string(layer.range) << " rank " << layer.rank << " " << dtype
                                   << " seed " << seed);
        const LearnedModel model = random_model(small_config({layer}, 8, 3, 3), seed);
        const precision::Policy policy = precision::parse_policy(dtype);
        auto machine = realize::model_machine(model, task, policy);
        realize::RealizeOptions options;
        options.max_pairs = 4'000;
        const realize::RealizeReport r = realize::realize(*machine, task, options);
        const auto brute = brute_force(model, task, policy, 5);
        if (r.counterexample && r.counterexample->word.size() <= 5) {
          REQUIRE(brute);
          CHECK(*brute == r.counterexample->word);
          ++checked;
          // The word through run(): wrong at its last position, right before.
          const Forward forward(model, ForwardOptions{policy, {}, false});
          const TaskMap map = map_task(model.config, task);
          std::vector<std::uint32_t> letters;
          for (automata::Letter x : r.counterexample->word) letters.push_back(map.letter[x]);
          const auto predictions = forward.run(letters).predictions;
          for (std::size_t t = 0; t + 1 < letters.size(); ++t) {
            const automata::Word prefix(r.counterexample->word.begin(), r.counterexample->word.begin() + t + 1);
            CHECK(predictions[t] == map.label[task.output(task.run(prefix))]);
          }
          CHECK(predictions.back() != map.label[task.output(task.run(r.counterexample->word))]);
        } else {
          CHECK_FALSE(brute);
        }
      }
  CHECK(checked >= 10);  // random models fail early: the comparison is not vacuous
}

TEST_CASE("realize: the exact parity model is proved in every format and realizes parity", "[realize][quick]") {
  const LearnedModel model = exact_parity_model();
  const automata::Dfa task = automata::dfa_from_json(model.automaton.dump());
  for (const char* dtype : {"fp32", "bf16", "fp16", "e4m3", "e5m2"}) {
    INFO(dtype);
    auto machine = realize::model_machine(model, task, precision::parse_policy(dtype));
    const realize::RealizeReport r = realize::realize(*machine, task);
    CHECK(r.verdict == realize::Verdict::proved);
    REQUIRE(r.minimized);
    CHECK(*r.equals_spec);
    REQUIRE(r.monoid);
    CHECK(r.monoid->group);
    CHECK(r.monoid->size == 2);
  }
}

TEST_CASE("realize: fixed-point models and stochastic rounding are refused with the reason", "[realize][quick]") {
  LayerSpec fp;
  fp.type = MixerType::fprnn;
  fp.n = 4;
  const LearnedModel model = random_model(small_config({fp}, 8, 3, 3), 1);
  CHECK_THROWS_WITH(realize::model_machine(model, count_mod3(), precision::parse_policy("bf16")),
                    Catch::Contains("fixed-point"));
  const LearnedModel diag = random_model(small_config({diag_layer(EigenRange::unit)}, 8, 3, 3), 1);
  CHECK_THROWS_WITH(realize::model_machine(diag, count_mod3(), precision::parse_policy("bf16,rounding=sr:1")),
                    Catch::Contains("stochastic"));
}
