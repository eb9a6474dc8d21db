// Sweeps that train ({"method": "train", ...} constructions), with a stand-in trainer (the real one
// needs libtorch: tests/learned-torch/test-sweep-train-torch.cpp): each (task, construction, seed)
// is trained once, kept in DIR/models/ and never trained again when the run resumes, when another
// sweep reuses the directory's models or models trained alone with the same task and options, or
// across shards; rows carry the seed and the token accuracy, equal learned::evaluate's; merge joins
// shards and their models; bad train entries are one-line errors before anything runs.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "automata/io-json.hpp"
#include "automata/minimize.hpp"
#include "common/error.hpp"
#include "experiments/sweep-grid.hpp"
#include "experiments/sweep.hpp"
#include "learned/eval.hpp"
#include "learned/model.hpp"
#include "learned/train-options.hpp"
#include "tests/experiments/mod5-task.hpp"
#include "tests/experiments/parity-model.hpp"
#include "tests/learned/random-model.hpp"
#include "tests/temp-dir.hpp"

using namespace lrnnc;
using namespace lrnnc::experiments;
namespace fs = std::filesystem;

namespace {

using test_support::kMod5Json;

fs::path train_dir(const std::string& name) {
  static const test_support::TempDir root("sweep-train");
  fs::path d = root.path() / name;
  fs::remove_all(d);
  fs::create_directories(d);
  std::ofstream(d / "mod5.json") << kMod5Json;
  return d;
}

// The stand-in for learned::train_model: parity gets the exact parity model (its head bias moved
// by the seed, so that the seeds' files differ), mod5 a random diag model whose words fail at
// varied positions (seeded by the training seed). Every call is recorded.
struct FakeTrainer {
  std::shared_ptr<std::vector<std::string>> calls = std::make_shared<std::vector<std::string>>();
  learned::LearnedModel operator()(const automata::Dfa& task, const learned::TrainOptions& options,
                                   const fs::path& checkpoint) const {
    calls->push_back(task.alphabet().describe() + " seed " + std::to_string(options.seed));
    CHECK(checkpoint.extension() == ".ckpt");
    CHECK(options.threads == 1);
    if (task.num_letters() == 2) {
      learned::LearnedModel m = learned::test_models::exact_parity_model();
      m.weights["head.bias"].values = {0.6 + 0.01 * double(options.seed), 0};
      m.automaton = nullptr;
      return m;
    }
    learned::LayerSpec layer;
    layer.type = learned::MixerType::diag;
    layer.n = 4;
    learned::LearnedModel m =
        learned::test_models::random_model(learned::test_models::small_config({layer}), 10 + options.seed);
    m.weights["head.bias"].values = {2.5, 0.5, -3.0};
    m.training = {{"steps_done", 7}, {"stopped", "steps"}, {"final", {{"sequence_accuracy", 0.5}}}};
    return m;
  }
};

SweepOptions options_with(const FakeTrainer& trainer) {
  SweepOptions o;
  o.threads = 2;
  o.trainer = trainer;
  return o;
}

nlohmann::json train_config() {
  return nlohmann::json::parse(R"({
    "tasks": ["parity", {"dfa": "mod5.json", "name": "mod5"}],
    "constructions": [{"method": "group", "name": "group"},
                      {"method": "train", "name": "diag", "arch": "diag:[-1,1]", "d_model": 3, "state": 1,
                       "steps": 50, "seeds": [1, 2, 3]}],
    "dtypes": ["fp64", "bf16"],
    "orders": ["sequential"],
    "lengths": [12, 300],
    "words": 30, "seed": 9})");
}

std::vector<std::string> lines_without_seconds(const fs::path& csv) {
  std::vector<std::string> out;
  for (sweep_detail::Row r : sweep_detail::read_csv(csv.string()).rows) {
    r.seconds = 0;
    out.push_back(sweep_detail::csv_line(r));
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string text_of(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::size_t model_files(const fs::path& dir) {
  std::size_t n = 0;
  if (fs::exists(dir))
    for (const auto& e : fs::directory_iterator(dir)) n += e.path().extension() == ".json";
  return n;
}

}  // namespace

namespace {

// The model file of a trained mod5 row: the sweep names it after its task, construction and seed.
fs::path trained_mod5_model(const fs::path& out, const automata::Dfa& mod5, std::uint64_t seed) {
  sweep_detail::Construction c;
  c.label = "diag";
  c.train = learned::TrainOptions{};
  c.train->seed = seed;
  nlohmann::json key = train_config()["constructions"][1];
  key.erase("name");
  key.erase("seeds");
  key["seed"] = seed;
  c.train_key = key.dump();
  return out / "models" / (sweep_detail::trained_model_name("mod5", automata::minimize(mod5), c) + ".json");
}

// A mod5 row of a trained construction is learned::evaluate's on the saved model (which holds the
// task it learned).
void check_trained_mod5_row(const sweep_detail::Row& r, const fs::path& out, const automata::Dfa& mod5) {
  const learned::LearnedModel model = learned::load_model(trained_mod5_model(out, mod5, *r.seed));
  CHECK(!model.automaton.is_null());
  CHECK(r.message == "trained 7 steps (stopped: steps), training sequence accuracy 0.5");
  learned::EvalOptions eo;
  const auto policy = precision::parse_policy(r.dtype);
  eo.policies = {r.dtype == "fp64" ? std::nullopt : std::optional(policy)};
  eo.lengths = {r.length};
  eo.words = 30;
  eo.seed = 9;
  const learned::EvalRow e = learned::evaluate(model, mod5, eo).at(0);
  REQUIRE(r.accuracy);
  REQUIRE(r.token_accuracy);
  CHECK(*r.accuracy == Approx(e.sequence_accuracy).epsilon(1e-15));
  CHECK(*r.token_accuracy == Approx(e.token_accuracy).epsilon(1e-15));
  CHECK(*r.token_accuracy < 1.0);
  CHECK(r.first_failure_median == e.first_failure_median);
}

// The rows of train_config()'s sweep: compiled cells exact, parity learned exactly, mod5 rows those
// of learned::evaluate (12 of them).
void check_train_rows(const std::vector<sweep_detail::Row>& rows, const fs::path& out) {
  const automata::Dfa mod5 = automata::dfa_from_json(kMod5Json);
  std::size_t checked = 0;
  for (const auto& r : rows) {
    INFO(sweep_detail::csv_line(r));
    CHECK(r.status == "ok");
    if (r.construction == "group") {
      CHECK(!r.seed);
      CHECK(!r.token_accuracy);  // compiled cells stop at the first failure
      CHECK(r.accuracy == 1.0);
      continue;
    }
    REQUIRE(r.seed);
    CHECK(r.network == "learned diag:[-1,1]");
    CHECK(!r.fp_iterations_median);
    if (r.task == "parity") {
      CHECK(r.accuracy == 1.0);
      CHECK(r.token_accuracy == 1.0);
      continue;
    }
    check_trained_mod5_row(r, out, mod5);
    ++checked;
  }
  CHECK(checked == 12);
}

// A killed run: rows lost (all but the header and 11 rows) and a torn last line.
void tear_results(const fs::path& out) {
  std::ifstream in(out / "results.csv");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::size_t cut = 0;
  for (int n = 0; n < 12; ++n) cut = text.find('\n', cut) + 1;
  std::ofstream(out / "results.csv", std::ios::trunc) << text.substr(0, cut) << "parity,diag,2,bf";
}

// Another sweep (one more datatype, one length less) reuses the models of `out`: nothing is
// trained, and its rows equal those of `rows` where they have the same cell.
void check_wider_sweep_reuses_models(const fs::path& dir, const fs::path& out,
                                     const std::vector<sweep_detail::Row>& rows) {
  nlohmann::json wider = train_config();
  wider["dtypes"].push_back("fp32");
  wider["lengths"] = {12};
  const FakeTrainer third;
  SweepOptions reuse = options_with(third);
  reuse.models_from = (out / "models").string();
  run_sweep(wider, dir.string(), (dir / "wider").string(), reuse);
  CHECK(third.calls->empty());
  CHECK(model_files(dir / "wider" / "models") == 6);
  const auto wide_rows = sweep_detail::read_csv((dir / "wider" / "results.csv").string()).rows;
  for (const auto& w : wide_rows)
    for (const auto& r : rows)
      if (w.task == r.task && w.construction == r.construction && w.seed == r.seed && w.dtype == r.dtype &&
          w.length == r.length) {
        CHECK(w.accuracy == r.accuracy);
        CHECK(w.token_accuracy == r.token_accuracy);
      }
}

}  // namespace

TEST_CASE("SweepTrainsEachModelOnceAndResumesWithoutRetraining", "[standard]") {
  const fs::path dir = train_dir("once");
  const fs::path out = dir / "out";
  const FakeTrainer trainer;
  const SweepReport report = run_sweep(train_config(), dir.string(), out.string(), options_with(trainer));
  CHECK(report.cells_run == 2 * (1 + 3) * 2 * 2);
  CHECK(trainer.calls->size() == 6);
  CHECK(std::set<std::string>(trainer.calls->begin(), trainer.calls->end()).size() == 6);
  CHECK(model_files(out / "models") == 6);
  const auto rows = sweep_detail::read_csv((out / "results.csv").string()).rows;
  REQUIRE(rows.size() == 32);
  check_train_rows(rows, out);
  const auto before = lines_without_seconds(out / "results.csv");

  // A killed run: the rerun trains nothing and gives the same rows.
  tear_results(out);
  fs::remove(out / "models" / "nothing");
  const FakeTrainer again;
  const SweepReport resumed = run_sweep(train_config(), dir.string(), out.string(), options_with(again));
  CHECK(resumed.cells_skipped == 11);
  CHECK(resumed.cells_run == 21);
  CHECK(again.calls->empty());
  CHECK(lines_without_seconds(out / "results.csv") == before);

  check_wider_sweep_reuses_models(dir, out, rows);

  // Without a trainer and without the models, the sweep is refused before anything is written.
  SweepOptions none;
  none.threads = 2;
  CHECK_THROWS_WITH(run_sweep(train_config(), dir.string(), (dir / "none").string(), none),
                    Catch::Contains("built without libtorch"));
  CHECK(!fs::exists(dir / "none" / "results.csv"));
}

TEST_CASE("SweepShardsTrainEachModelInOneShardAndMergeJoinsTheModels", "[standard]") {
  const fs::path dir = train_dir("shards");
  const FakeTrainer whole;
  run_sweep(train_config(), dir.string(), (dir / "whole").string(), options_with(whole));
  const FakeTrainer sharded;
  std::vector<std::string> dirs;
  std::size_t files = 0;
  for (std::size_t i = 0; i < 3; ++i) {
    SweepOptions o = options_with(sharded);
    o.shard_index = i;
    o.shard_count = 3;
    dirs.push_back((dir / ("shard" + std::to_string(i))).string());
    run_sweep(train_config(), dir.string(), dirs.back(), o);
    files += model_files(fs::path(dirs.back()) / "models");
  }
  // Every model trained once, by one shard.
  CHECK(sharded.calls->size() == 6);
  CHECK(std::set<std::string>(sharded.calls->begin(), sharded.calls->end()).size() == 6);
  CHECK(files == 6);
  const SweepReport merged = merge_sweeps(dirs, (dir / "merged").string());
  CHECK(merged.cells_missing == 0);
  CHECK(model_files(dir / "merged" / "models") == 6);
  CHECK(lines_without_seconds(dir / "merged" / "results.csv") == lines_without_seconds(dir / "whole" / "results.csv"));
  // The summary reports the seeds' best and median.
  std::ifstream in(dir / "merged" / "summary.json");
  const nlohmann::json summary = nlohmann::json::parse(in);
  bool found = false;
  for (const auto& g : summary["over_seeds"]) {
    if (g["task"] != "mod5" || g["dtype"] != "fp64") continue;
    found = true;
    CHECK(g["seeds"] == 3);
    std::vector<double> acc;
    for (const auto& r : sweep_detail::read_csv((dir / "merged" / "results.csv").string()).rows)
      if (r.task == "mod5" && r.seed && r.dtype == "fp64" && r.length == 300) acc.push_back(*r.accuracy);
    REQUIRE(acc.size() == 3);
    std::sort(acc.begin(), acc.end());
    CHECK(g["accuracy_best"]["300"].get<double>() == acc[2]);
    CHECK(g["accuracy_median"]["300"].get<double>() == acc[1]);
    // The plots draw the seeds as one entry: the median and the range from the lowest to the highest.
    char point[128];
    std::snprintf(point, sizeof point, "\n300 %.6g %.6g %.6g\n", acc[1], acc[0], acc[2]);
    CHECK(text_of(dir / "merged" / "accuracy.gp").find(point) != std::string::npos);
  }
  CHECK(found);
  const std::string heatmap = text_of(dir / "merged" / "heatmap.gp");
  CHECK(heatmap.find("'diag (3 seeds)'") != std::string::npos);
  CHECK(heatmap.find("(seed ") == std::string::npos);
}

namespace {

// "Trained alone": in `alone`, the parity model of seed 2 of the sweep in `first` under a name of
// its own (as `lrnnc train -o` writes it), beside one of another seed's options, a model of another
// task with seed 2's options, and files that are no model manifest. Returns the path of the sweep's
// own file of the first model.
std::string write_models_trained_alone(const fs::path& first, const fs::path& alone) {
  std::string parity2, parity3, mod52;
  for (const auto& e : fs::directory_iterator(first / "models")) {
    const std::string stem = e.path().stem().string();
    if (e.path().extension() != ".json") continue;
    if (stem.starts_with("parity.diag.seed2-")) parity2 = e.path().string();
    if (stem.starts_with("parity.diag.seed3-")) parity3 = e.path().string();
    if (stem.starts_with("mod5.diag.seed2-")) mod52 = e.path().string();
  }
  REQUIRE(!parity2.empty());
  REQUIRE(!parity3.empty());
  REQUIRE(!mod52.empty());
  fs::create_directories(alone);
  const learned::LearnedModel trained = learned::load_model(parity2);
  learned::save_model(trained, alone / "my-parity", lrnn::WeightDtype::f32);
  learned::LearnedModel other_seed = learned::load_model(parity3);
  learned::save_model(other_seed, alone / "a-parity-of-seed-3", lrnn::WeightDtype::f32);
  learned::LearnedModel other_task = learned::load_model(mod52);
  other_task.training["options"] = trained.training["options"];  // seed 2's options, the mod5 automaton
  learned::save_model(other_task, alone / "a-mod5", lrnn::WeightDtype::f32);
  std::ofstream(alone / "a-broken.json") << "{\"training\": ";
  std::ofstream(alone / "a-list.json") << "[1, 2]";
  fs::create_directories(alone / "a-directory.json");
  return parity2;
}

// The copy of a model trained alone equals it: weights, training record and automaton.
void check_same_model(const fs::path& copy, const learned::LearnedModel& trained) {
  REQUIRE(fs::exists(copy));
  const learned::LearnedModel copied = learned::load_model(copy);
  REQUIRE(copied.weights.size() == trained.weights.size());
  for (const auto& [name, tensor] : trained.weights) {
    CHECK(copied.weights.at(name).shape == tensor.shape);
    CHECK(copied.weights.at(name).values == tensor.values);
  }
  CHECK(copied.training == trained.training);
  CHECK(copied.automaton == trained.automaton);
}

// Every row of the sweep in `first` is in the one in `second`, with the same accuracies.
void check_rows_carried_over(const fs::path& first, const fs::path& second) {
  const auto before = sweep_detail::read_csv((first / "results.csv").string()).rows;
  std::size_t compared = 0;
  for (const auto& w : sweep_detail::read_csv((second / "results.csv").string()).rows)
    for (const auto& r : before)
      if (w.task == r.task && w.construction == r.construction && w.seed == r.seed && w.dtype == r.dtype &&
          w.length == r.length) {
        CHECK(w.accuracy == r.accuracy);
        CHECK(w.token_accuracy == r.token_accuracy);
        ++compared;
      }
  CHECK(compared == before.size());
  CHECK(compared == 32);
}

}  // namespace

TEST_CASE("SweepReusesAModelTrainedAloneWithTheSameOptionsAndTask", "[standard]") {
  // A trainer that writes the training record's options, as learned::train_model does.
  const FakeTrainer fake;
  const auto recording = [fake](const automata::Dfa& task, const learned::TrainOptions& options,
                                const fs::path& checkpoint) {
    learned::LearnedModel m = fake(task, options, checkpoint);
    m.training["options"] = learned::to_json(options);
    return m;
  };
  const fs::path dir = train_dir("alone");
  SweepOptions first;
  first.threads = 2;
  first.trainer = recording;
  run_sweep(train_config(), dir.string(), (dir / "first").string(), first);
  REQUIRE(fake.calls->size() == 6);
  const fs::path alone = dir / "alone";
  const std::string parity2 = write_models_trained_alone(dir / "first", alone);

  // A sweep with another datatype: each model trained alone with the sweep's task and options is
  // copied under the sweep's name (parity seeds 2 and 3, mod5 seed 2), the other three are trained.
  const FakeTrainer second_fake;
  std::vector<std::string> messages;
  SweepOptions second;
  second.threads = 2;
  second.trainer = second_fake;
  second.models_from = alone.string();
  second.message = [&messages](const std::string& m) {
    if (m.starts_with("reused")) messages.push_back(m);
  };
  nlohmann::json wider = train_config();
  wider["dtypes"].push_back("fp32");
  run_sweep(wider, dir.string(), (dir / "second").string(), second);
  CHECK(second_fake.calls->size() == 3);
  CHECK(std::none_of(second_fake.calls->begin(), second_fake.calls->end(),
                     [](const std::string& call) { return call.ends_with("seed 2"); }));
  std::sort(messages.begin(), messages.end());
  CHECK(messages ==
        std::vector<std::string>{"reused mod5 / diag seed 2 from " + (alone / "a-mod5.json").string(),
                                 "reused parity / diag seed 2 from " + (alone / "my-parity.json").string(),
                                 "reused parity / diag seed 3 from " + (alone / "a-parity-of-seed-3.json").string()});
  check_same_model(dir / "second" / "models" / fs::path(parity2).filename(), learned::load_model(parity2));
  check_rows_carried_over(dir / "first", dir / "second");

  // Without a trainer, a sweep of parity seed 2 alone runs on the model trained alone; with seed 1
  // (no such model there) it is refused before anything is written.
  nlohmann::json just = train_config();
  just["tasks"] = {"parity"};
  just["constructions"][1]["seeds"] = {2};
  SweepOptions none;
  none.threads = 2;
  none.models_from = alone.string();
  CHECK(run_sweep(just, dir.string(), (dir / "third").string(), none).cells_run == 8);
  just["constructions"][1]["seeds"] = {1};
  CHECK_THROWS_WITH(run_sweep(just, dir.string(), (dir / "fourth").string(), none),
                    Catch::Contains("built without libtorch"));
  CHECK(!fs::exists(dir / "fourth" / "results.csv"));
}

TEST_CASE("SweepRefusesBadTrainConstructions", "[quick]") {
  const fs::path dir = train_dir("bad");
  const auto refused = [&](const nlohmann::json& entry, const std::string& contains) {
    nlohmann::json c = train_config();
    c["constructions"][1] = entry;
    INFO(entry.dump());
    try {
      run_sweep(c, dir.string(), (dir / "never").string(), options_with(FakeTrainer{}));
      FAIL("no error");
    } catch (const Error& e) {
      const std::string what = e.what();
      INFO(what);
      CHECK(what.find(contains) != std::string::npos);
      CHECK(what.find('\n') == std::string::npos);
    }
    CHECK(!fs::exists(dir / "never"));
  };
  const nlohmann::json good = train_config()["constructions"][1];
  auto with = [&](const char* key, const nlohmann::json& value) {
    nlohmann::json e = good;
    e[key] = value;
    return e;
  };
  auto without = [&](const char* key) {
    nlohmann::json e = good;
    e.erase(key);
    return e;
  };
  refused(without("arch"), "constructions[1]: a train construction needs 'arch'");
  refused(with("arch", "lstm"), "constructions[1].arch");
  refused(with("stepz", 3), "unknown key 'stepz'");
  refused(with("seeds", nlohmann::json::array()), "constructions[1].seeds: expected a non-empty array");
  refused(with("seeds", {1, 1}), "1 appears twice");
  refused(with("seeds", {-1}), "constructions[1].seeds[0]");
  refused(with("train_len", "40..3"), "constructions[1].train_len: expected A..B");
  refused(with("steps", 0), "constructions[1].steps: expected an integer in [1, ");
  refused(with("lr", -1), "constructions[1].lr: expected a number in (");
  refused(with("dtype", "bf16"), "expected \"fp32\" or \"fp64\"");
  refused(with("d_model", 5000), "constructions[1].d_model");
  refused(with("val_len", 100001), "constructions[1].val_len: expected an integer in [0, 100000]");
  refused(with("val_words", 0), "constructions[1].val_words: expected an integer in [1, ");
  refused(with("val_every", 0), "constructions[1].val_every: expected an integer in [1, ");
  // The seeds of one entry share its label; two entries may not.
  nlohmann::json c = train_config();
  c["constructions"].push_back(good);
  CHECK_THROWS_WITH(run_sweep(c, dir.string(), (dir / "never").string(), options_with(FakeTrainer{})),
                    Catch::Contains("'diag' appears twice"));
  // An exclude entry names the construction: every seed of it.
  c = train_config();
  c["exclude"] = {{{"construction", "diag"}, {"task", "mod5"}}};
  const SweepReport r = run_sweep(c, dir.string(), (dir / "excluded").string(), options_with(FakeTrainer{}));
  CHECK(r.cells_total == 32 - 12);
}

TEST_CASE("SweepTrainConstructionsTakeTheValidationOfTheirRecipe", "[quick]") {
  const auto options_of = [](const nlohmann::json& entry) {
    nlohmann::json c = train_config();
    c["constructions"] = nlohmann::json::array({entry});
    const sweep_detail::Grid grid = sweep_detail::parse_config(c, train_dir("val").string());
    REQUIRE(grid.constructions.size() == 1);
    REQUIRE(grid.constructions[0].train);
    return *grid.constructions[0].train;
  };
  // Fixed-point: 4x the longest training length unless given; the others none unless given.
  CHECK(options_of({{"method", "train"}, {"arch", "fprnn:householder:2"}}).val_len == 64);
  CHECK(options_of({{"method", "train"}, {"arch", "fprnn:householder:2"}, {"train_len", "2..8"}}).val_len == 32);
  CHECK(options_of({{"method", "train"}, {"arch", "fprnn:householder:2"}, {"val_len", 0}}).val_len == 0);
  CHECK(options_of({{"method", "train"}, {"arch", "diag:[-1,1]"}}).val_len == 0);
  const learned::TrainOptions v =
      options_of({{"method", "train"}, {"arch", "diag:[-1,1]"}, {"val_len", 50}, {"val_words", 7}, {"val_every", 9}});
  CHECK(v.val_len == 50);
  CHECK(v.val_words == 7);
  CHECK(v.val_every == 9);
}

TEST_CASE("SweepTrainConstructionsTakeTheContractionPenaltyOfTheirRecipe", "[quick]") {
  const auto grid_of = [](const nlohmann::json& entry) {
    nlohmann::json c = train_config();
    c["constructions"] = nlohmann::json::array({entry});
    const sweep_detail::Grid grid = sweep_detail::parse_config(c, train_dir("contraction").string());
    REQUIRE(grid.constructions.size() == 1);
    REQUIRE(grid.constructions[0].train);
    return grid.constructions[0];
  };
  const nlohmann::json h = {{"method", "train"}, {"arch", "fprnn:householder:2"}};
  CHECK(grid_of(h).train->fp_contraction == 10);
  CHECK(grid_of(h).train->fp_contraction_bound == 0.9);
  nlohmann::json off = h, other = h;
  off["fp_contraction"] = 0;
  other["fp_contraction"] = 2;
  other["fp_contraction_bound"] = 0.5;
  CHECK(grid_of(off).train->fp_contraction == 0);
  CHECK(grid_of(other).train->fp_contraction == 2);
  CHECK(grid_of(other).train->fp_contraction_bound == 0.5);
  CHECK(grid_of({{"method", "train"}, {"arch", "fprnn:kronecker"}}).train->fp_contraction == 0);
  // The model's key: the penalty's weight and bound when it is on; without it the key of the
  // recipe before the penalty (so that such models are still found), "fp_contraction": 0 or not.
  const auto key = [&](const nlohmann::json& e) { return nlohmann::json::parse(grid_of(e).train_key); };
  CHECK(key(h)["fp_contraction"] == 10);
  CHECK(key(h)["fp_contraction_bound"] == 0.9);
  CHECK(key(other)["fp_contraction"] == 2);
  CHECK(!key(off).contains("fp_contraction"));
  // The native training step (the default) and the native solver are in the key; the libtorch
  // solver's key is the one before the native solver. Where the native step does not run
  // (kronecker), the default's key is the native solver's, as the models trained before it.
  CHECK(key(off)["fp_solver"] == "native-step");
  nlohmann::json native = off;
  native["fp_solver"] = "native";
  CHECK(key(native)["fp_solver"] == "native");
  const nlohmann::json kronecker = {{"method", "train"}, {"arch", "fprnn:kronecker"}};
  nlohmann::json kronecker_step = kronecker, kronecker_native = kronecker;
  kronecker_step["fp_solver"] = "native-step";
  kronecker_native["fp_solver"] = "native";
  CHECK(key(kronecker)["fp_solver"] == "native");
  CHECK(key(kronecker_step) == key(kronecker_native));
  nlohmann::json libtorch = off;
  libtorch["fp_solver"] = "libtorch";
  CHECK(key(libtorch) == nlohmann::json({{"arch", "fprnn:householder:2"},
                                         {"method", "train"},
                                         {"recipe", "fp-rnn-official, validation-selected"},
                                         {"seed", 1}}));
  nlohmann::json bounded_off = off;
  bounded_off["fp_contraction_bound"] = 0.5;
  CHECK(key(bounded_off).dump() == key(off).dump());
}
