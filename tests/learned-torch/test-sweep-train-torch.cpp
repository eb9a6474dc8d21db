// A sweep that trains with libtorch (experiments/sweep.hpp, {"method": "train"}): the model it
// keeps in DIR/models is the one learned::train_model makes from the same options (bit for bit,
// as the F32 file holds it), with the task's automaton, and its rows are evaluate's on it.
#include <catch2/catch.hpp>

#include <filesystem>

#include "automata/builtins.hpp"
#include "automata/io-json.hpp"
#include "automata/minimize.hpp"
#include "experiments/sweep-grid.hpp"
#include "experiments/sweep.hpp"
#include "learned/eval.hpp"
#include "learned/torch/train.hpp"
#include "tests/learned-torch/catch-check.hpp"  // after the libtorch headers: Catch2's CHECK
#include "tests/temp-dir.hpp"

using namespace lrnnc;
namespace fs = std::filesystem;

TEST_CASE("sweep: a train construction keeps the model train_model makes", "[learned-torch][standard]") {
  static const test_support::TempDir root("sweep-train-torch");
  const fs::path dir = root.path() / "run";
  fs::remove_all(dir);
  const nlohmann::json config = nlohmann::json::parse(R"({
    "tasks": ["parity"],
    "constructions": [{"method": "train", "name": "diag", "arch": "diag:[-1,1]", "d_model": 4, "steps": 40,
                       "train_len": "3..12", "seeds": [5]}],
    "dtypes": ["fp32"], "orders": ["sequential"], "lengths": [24], "words": 16})");
  experiments::SweepOptions options;
  options.threads = 1;
  options.trainer = [](const automata::Dfa& task, const learned::TrainOptions& o, const fs::path& checkpoint) {
    return learned::train_model(task, o, checkpoint, nullptr);
  };
  experiments::run_sweep(config, "", dir.string(), options);

  learned::TrainOptions o;
  o.arch = learned::parse_arch("diag:[-1,1]");
  o.d_model = 4;
  o.steps = 40;
  o.min_len = 3;
  o.max_len = 12;
  o.seed = 5;
  o.threads = 1;
  const automata::Dfa task = automata::minimize(automata::make_builtin("parity"));
  learned::LearnedModel direct = learned::train_model(task, o, {}, nullptr);
  direct.automaton = nlohmann::json::parse(automata::dfa_to_json(task));
  learned::save_model(direct, dir / "direct", lrnn::WeightDtype::f32);
  const learned::LearnedModel expected = learned::load_model(dir / "direct.json");

  std::vector<fs::path> manifests;
  for (const auto& e : fs::directory_iterator(dir / "models"))
    if (e.path().extension() == ".json") manifests.push_back(e.path());
  REQUIRE(manifests.size() == 1);
  const learned::LearnedModel kept = learned::load_model(manifests[0]);
  CHECK(kept.config == expected.config);
  CHECK(kept.automaton == expected.automaton);
  REQUIRE(kept.weights.size() == expected.weights.size());
  for (const auto& [name, t] : expected.weights) {
    INFO(name);
    CHECK(kept.weights.at(name).values == t.values);
  }
  const auto rows = experiments::sweep_detail::read_csv((dir / "results.csv").string()).rows;
  REQUIRE(rows.size() == 1);
  CHECK(rows[0].seed == 5u);
  learned::EvalOptions eo;
  eo.policies = {precision::parse_policy("fp32")};
  eo.lengths = {24};
  eo.words = 16;
  const learned::EvalRow e = learned::evaluate(kept, task, eo).at(0);
  REQUIRE(rows[0].token_accuracy);
  CHECK(*rows[0].token_accuracy == Approx(e.token_accuracy).epsilon(1e-15));
  CHECK(*rows[0].accuracy == Approx(e.sequence_accuracy).epsilon(1e-15));
}
