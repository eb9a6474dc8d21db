// Learned models in probe and sweep: a probe's failing words and first failures are those of
// learned::evaluate and of a direct run of learned::Forward on the same words; a sweep's rows for a
// {"model": PATH} construction have evaluate's accuracies and medians; an exact parity model never
// fails in any format; bad models and mismatched tasks are one-line errors.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "automata/io-json.hpp"
#include "automata/random-word.hpp"
#include "common/error.hpp"
#include "experiments/probe.hpp"
#include "experiments/sweep-grid.hpp"
#include "experiments/sweep.hpp"
#include "learned/eval.hpp"
#include "learned/forward.hpp"
#include "tests/experiments/mod5-task.hpp"
#include "tests/experiments/parity-model.hpp"
#include "tests/learned/random-model.hpp"
#include "tests/paths.hpp"
#include "tests/temp-dir.hpp"

using namespace lrnnc;
using namespace lrnnc::experiments;
namespace fs = std::filesystem;

namespace {

fs::path learned_dir(const std::string& name) {
  static const test_support::TempDir root("learned-experiments");
  fs::path d = root.path() / name;
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

// Counting a0 modulo 5 over {a0, a1, a2}, output o0 until the third a0 (the names of small_config's
// model).
using test_support::kMod5Json;

automata::Dfa mod5_task() { return automata::dfa_from_json(kMod5Json); }

// A random diag model over small_config's names, its head tilted towards o0 so that words fail at
// varied positions (not all at the first).
learned::LearnedModel tilted_random_model() {
  learned::LayerSpec layer;
  layer.type = learned::MixerType::diag;
  layer.n = 4;
  learned::LearnedModel model = learned::test_models::random_model(learned::test_models::small_config({layer}), 11);
  model.weights["head.bias"].values = {2.5, 0.5, -3.0};
  return model;
}

// The first failure of every word, by a direct run of learned::Forward.
std::optional<std::size_t> direct_first_failure(const learned::LearnedModel& model, const automata::Dfa& task,
                                                const std::optional<precision::Policy>& policy,
                                                const automata::Word& word) {
  learned::ForwardOptions fo;
  fo.policy = policy;
  const learned::Forward forward(model, fo);
  const learned::TaskMap map = learned::map_task(model.config, task);
  std::vector<std::uint32_t> letters;
  for (automata::Letter a : word) letters.push_back(map.letter[a]);
  const auto result = forward.run(letters);
  automata::State q = task.start();
  for (std::size_t t = 0; t < word.size(); ++t) {
    q = task.next(q, word[t]);
    if (result.predictions[t] != map.label[task.output(q)]) return t + 1;
  }
  return std::nullopt;
}

ProbeOptions probe_options(std::size_t max_len, std::size_t words) {
  ProbeOptions o;
  o.max_len = max_len;
  o.words = words;
  o.seed = 5;
  o.threads = 2;
  return o;
}

}  // namespace

TEST_CASE("LearnedProbeCountsTheWordsEvaluateCounts", "[standard]") {
  const learned::LearnedModel model = tilted_random_model();
  const automata::Dfa task = mod5_task();
  const std::size_t length = 12, words = 40;
  for (const std::optional<precision::Policy>& policy :
       {std::optional<precision::Policy>{}, std::optional(precision::parse_policy("fp32")),
        std::optional(precision::parse_policy("bf16"))}) {
    INFO((policy ? precision::to_string(*policy) : "fp64"));
    const ProbeResult probe = probe_learned(model, task, policy, probe_options(length, words));
    learned::EvalOptions eo;
    eo.policies = {policy};
    eo.lengths = {length};
    eo.words = words;
    eo.seed = 5;
    eo.threads = 2;
    const learned::EvalRow row = learned::evaluate(model, task, eo).at(0);
    CHECK(probe.dtype == row.dtype);
    CHECK(probe.words == words);
    // The one-letter words come first, then the random words of evaluate.
    std::size_t failing_letters = 0;
    std::vector<std::size_t> failures;
    REQUIRE(probe.letters.size() == 3);
    for (automata::Letter a = 0; a < 3; ++a) {
      const auto expected = direct_first_failure(model, task, policy, automata::Word(length, a));
      CHECK(probe.letters[a].first_failure == expected);
      CHECK(!probe.letters[a].cycle_period);  // no cycle detection for learned models
      CHECK(!probe.letters[a].never_fails);
      if (expected) {
        ++failing_letters;
        failures.push_back(*expected);
      }
    }
    for (std::size_t i = 0; i < words; ++i)
      if (const auto f = direct_first_failure(model, task, policy, automata::random_word(5, i, length, 3)))
        failures.push_back(*f);
    CHECK(probe.failing_words - failing_letters == row.failing_words);
    CHECK(1.0 - double(probe.failing_words - failing_letters) / double(words) == Approx(row.sequence_accuracy));
    REQUIRE(failures.size() == probe.failing_words);
    std::sort(failures.begin(), failures.end());
    REQUIRE(!failures.empty());
    CHECK(probe.first_failure_min == failures.front());
    CHECK(probe.first_failure_median == failures[(failures.size() - 1) / 2]);
    CHECK(probe.max_drift == 0);
  }
  // The words fail at several positions and some not at all: the comparison is not vacuous.
  learned::EvalOptions eo;
  eo.policies = {std::nullopt};
  eo.lengths = {length};
  eo.words = words;
  eo.seed = 5;
  const learned::EvalRow row = learned::evaluate(model, task, eo).at(0);
  CHECK(row.failing_words > 0);
  CHECK(row.failing_words < words);
  CHECK(row.first_failure_median > std::size_t{1});
}

TEST_CASE("ExactParityModelNeverFailsInAnyFormat", "[standard]") {
  const learned::LearnedModel model = learned::test_models::exact_parity_model();
  const automata::Dfa parity = automata::make_builtin("parity");
  for (const char* dtype : {"fp32", "bf16", "fp16", "e4m3", "e5m2"}) {
    INFO(dtype);
    const ProbeResult r = probe_learned(model, parity, precision::parse_policy(dtype), probe_options(3000, 8));
    CHECK(!r.first_failure_min);
    CHECK(r.failing_words == 0);
    CHECK(r.letters.size() == 2);
  }
  const ProbeResult control = probe_learned(model, parity, std::nullopt, probe_options(3000, 8));
  CHECK(control.dtype == "fp64");
  CHECK(!control.first_failure_min);
}

TEST_CASE("LearnedProbeRefusesMismatchedTasksAndOrders", "[standard]") {
  const learned::LearnedModel model = learned::test_models::exact_parity_model();
  const auto policy = precision::parse_policy("fp32");
  // mod:3 has the letters of parity but an output '2' the model lacks.
  CHECK_THROWS_WITH(probe_learned(model, automata::make_builtin("mod:3"), policy, probe_options(10, 1)),
                    Catch::Contains("probe: ") && Catch::Contains("'2' is not an output of the model"));
  CHECK_THROWS_WITH(probe_learned(model, mod5_task(), policy, probe_options(10, 1)),
                    Catch::Contains("letter 'a0' is not a letter of the model"));
  CHECK_THROWS_AS(probe_learned(model, automata::make_builtin("parity"), policy, probe_options(0, 1)), Error);
  // Orders learned::Forward cannot run: scan with an fprnn layer.
  learned::LayerSpec fprnn;
  fprnn.type = learned::MixerType::fprnn;
  fprnn.n = 4;
  const learned::LearnedModel fp = learned::test_models::random_model(learned::test_models::small_config({fprnn}), 3);
  ProbeOptions scan = probe_options(10, 1);
  scan.order = lrnn::parse_order("scan");
  CHECK_THROWS_AS(probe_learned(fp, mod5_task(), policy, scan), Error);
  // A probe over the memory budget is refused before it runs.
  ProbeOptions big = probe_options(1'000'000, 4);
  big.memory_budget = 1 << 20;
  CHECK_THROWS_WITH(probe_learned(model, automata::make_builtin("parity"), policy, big),
                    Catch::StartsWith("probe: the run needs about") &&
                        Catch::Contains("x 2 words at once), over the limit of 1 MiB: lower --max-len or --threads"));
}

namespace {

// A directory with parity.json (the exact parity model), tilted.json (tilted_random_model) and
// mod5.json (its task).
fs::path model_dir(const std::string& name) {
  const fs::path dir = learned_dir(name);
  learned::save_model(learned::test_models::exact_parity_model(), dir / "parity.json", lrnn::WeightDtype::f64);
  learned::LearnedModel tilted = tilted_random_model();
  tilted.automaton = nlohmann::json::parse(kMod5Json);
  learned::save_model(tilted, dir / "tilted.json", lrnn::WeightDtype::f64);
  std::ofstream(dir / "mod5.json") << kMod5Json;
  return dir;
}

sweep_detail::Row row_of(const std::vector<sweep_detail::Row>& rows, const std::string& construction,
                         const std::string& dtype, std::size_t length) {
  for (const auto& r : rows)
    if (r.construction == construction && r.dtype == dtype && r.length == length) return r;
  FAIL("no row " << construction << " " << dtype << " " << length);
  return {};
}

// learned::evaluate of `model` on mod5 words as a sweep cell runs them (fp64: no policy).
learned::EvalRow evaluate_as_sweep(const learned::LearnedModel& model, const std::string& dtype, std::size_t length,
                                   std::size_t words, std::uint64_t seed) {
  learned::EvalOptions eo;
  const auto policy = precision::parse_policy(dtype);
  eo.policies = {policy == precision::parse_policy("fp64") ? std::nullopt : std::optional(policy)};
  eo.lengths = {length};
  eo.words = words;
  eo.seed = seed;
  return learned::evaluate(model, mod5_task(), eo).at(0);
}

SweepOptions two_threads() {
  SweepOptions o;
  o.threads = 2;
  return o;
}

}  // namespace

TEST_CASE("SweepRowsOfLearnedModelsEqualEvaluate", "[standard]") {
  const fs::path dir = model_dir("sweep-models");
  const nlohmann::json config = nlohmann::json::parse(R"({
    "tasks": ["parity", {"dfa": "mod5.json", "name": "mod5"}],
    "constructions": [{"model": "parity.json"}, {"model": "tilted.json", "name": "tilted"},
                      {"method": "group", "name": "group"}],
    "dtypes": ["fp64", "bf16"],
    "orders": ["sequential"],
    "lengths": [12, 300],
    "words": 30, "seed": 9,
    "exclude": [{"task": "parity", "construction": "tilted"}, {"task": "mod5", "construction": "model:parity.json"},
                {"task": "mod5", "construction": "group"}]})");
  const fs::path out = dir / "out";
  const SweepReport report = run_sweep(config, dir.string(), out.string(), two_threads());
  CHECK(report.cells_run == 3 * 2 * 2);
  const auto rows = sweep_detail::read_csv((out / "results.csv").string()).rows;
  REQUIRE(rows.size() == 12);
  const learned::LearnedModel tilted = learned::load_model(dir / "tilted.json");
  for (const char* dtype : {"fp64", "bf16"})
    for (std::size_t length : {12, 300}) {
      INFO(dtype << " length " << length);
      const auto p = row_of(rows, "model:parity.json", dtype, length);
      CHECK(p.status == "ok");
      CHECK(p.network == "learned diag:[-1,1]");
      CHECK(p.accuracy == 1.0);
      CHECK(!p.first_failure_min);
      const auto t = row_of(rows, "tilted", dtype, length);
      CHECK(t.status == "ok");
      const learned::EvalRow e = evaluate_as_sweep(tilted, dtype, length, 30, 9);
      REQUIRE(t.accuracy);
      CHECK(*t.accuracy == Approx(e.sequence_accuracy).epsilon(1e-15));
      CHECK(t.first_failure_median == e.first_failure_median);
      CHECK(row_of(rows, "group", dtype, length).accuracy == 1.0);  // the compiled network beside them
    }
  // Resumed: nothing to run; merged: the rows of one sweep (merge reads no model).
  CHECK(run_sweep(config, dir.string(), out.string(), two_threads()).cells_skipped == 12);
  const SweepReport merged = merge_sweeps({out.string()}, (dir / "merged").string());
  CHECK(merged.cells_missing == 0);
  // Retraining a model into the same file makes another sweep.
  learned::LearnedModel other = tilted;
  other.weights["head.bias"].values = {1.5, 0.5, -3.0};
  learned::save_model(other, dir / "tilted.json", lrnn::WeightDtype::f64);
  CHECK_THROWS_WITH(run_sweep(config, dir.string(), out.string(), two_threads()),
                    Catch::Contains("holds a different sweep"));
}

TEST_CASE("SweepRefusesBadModelConstructions", "[standard]") {
  const fs::path dir = model_dir("sweep-bad-models");
  const auto config = [](const nlohmann::json& construction, const nlohmann::json& task) {
    return nlohmann::json{{"tasks", {task}},    {"constructions", {construction}},
                          {"dtypes", {"fp32"}}, {"orders", {"sequential"}},
                          {"lengths", {8}},     {"words", 2}};
  };
  const auto require_error = [&](const nlohmann::json& c, const std::string& contains) {
    INFO(c.dump());
    try {
      run_sweep(c, dir.string(), (dir / "never").string(), two_threads());
      FAIL("no error");
    } catch (const Error& e) {
      const std::string what = e.what();
      INFO(what);
      CHECK(what.find(contains) != std::string::npos);
      CHECK(what.find('\n') == std::string::npos);
    }
    CHECK(!fs::exists(dir / "never"));
  };
  require_error(config({{"model", "missing.json"}}, "parity"), "constructions[0].model");
  require_error(config({{"model", "missing.json"}}, "parity"), "missing.json");
  require_error(config({{"model", 3}}, "parity"), "constructions[0].model: expected a string");
  require_error(config({{"model", "/dev/zero"}}, "parity"), "'/dev/zero' is not a regular file");
  require_error(config({{"model", "mod5.json"}}, "parity"), "constructions[0].model: ");  // not a manifest
  require_error(config({{"model", "parity.json"}, {"method", "group"}}, "parity"), "cannot be combined");
  // The model's letters and outputs are not the task's.
  require_error(config({{"model", "parity.json"}}, "mod:3"),
                "constructions[0]: the learned model cannot run task 'mod:3': the task's output '2'");
  require_error(config({{"model", "parity.json"}}, "mod:3"), "to \"exclude\"");
  // Same letters and outputs, another automaton: the last letter read.
  std::ofstream(dir / "last.json")
      << R"({"alphabet": ["0", "1"], "states": 2, "start": 0, "outputs": ["0", "1"], "delta": [[0, 1], [0, 1]]})";
  require_error(config({{"model", "parity.json"}}, {{"dfa", "last.json"}}),
                "is not the model's automaton (they differ on '10')");
  // A model without a saved automaton runs any task its letters and outputs fit.
  learned::LearnedModel bare = learned::test_models::exact_parity_model();
  bare.automaton = nullptr;
  learned::save_model(bare, dir / "bare.json", lrnn::WeightDtype::f32);
  const sweep_detail::Grid grid = sweep_detail::parse_config(config({{"model", "bare.json"}}, "parity"), dir.string());
  REQUIRE(grid.constructions.size() == 1);
  CHECK(grid.constructions[0].is_learned());
  CHECK(grid.constructions[0].label == "model:bare.json");
}

TEST_CASE("SweepRowsOfFixedPointModelsReportConvergedAndOldResultsAreMigrated", "[standard]") {
  const fs::path dir = learned_dir("sweep-fixed-point");
  learned::LayerSpec fprnn;
  fprnn.type = learned::MixerType::fprnn;
  fprnn.n = 4;
  learned::LearnedModel fp = learned::test_models::random_model(learned::test_models::small_config({fprnn}), 3);
  fp.automaton = nlohmann::json::parse(kMod5Json);
  learned::save_model(fp, dir / "fp.json", lrnn::WeightDtype::f64);
  // One iteration from h = 0 has a relative residue of 1: no word converges.
  learned::LearnedModel one = fp;
  one.config.layers[0].fixed_point.max_iter = 1;
  learned::save_model(one, dir / "one.json", lrnn::WeightDtype::f64);
  std::ofstream(dir / "mod5.json") << kMod5Json;
  const nlohmann::json config = nlohmann::json::parse(R"({
    "tasks": [{"dfa": "mod5.json", "name": "mod5"}],
    "constructions": [{"model": "fp.json", "name": "fp"}, {"model": "one.json", "name": "one"}],
    "dtypes": ["fp64", "bf16"], "orders": ["sequential"], "lengths": [6, 40], "words": 20, "seed": 5})");
  const fs::path out = dir / "out";
  run_sweep(config, dir.string(), out.string(), two_threads());
  const auto rows = sweep_detail::read_csv((out / "results.csv").string()).rows;
  REQUIRE(rows.size() == 8);
  for (const char* dtype : {"fp64", "bf16"})
    for (std::size_t length : {6, 40}) {
      INFO(dtype << " length " << length);
      const learned::EvalRow e = evaluate_as_sweep(fp, dtype, length, 20, 5);
      const auto r = row_of(rows, "fp", dtype, length);
      REQUIRE(r.converged);
      REQUIRE(e.converged);
      CHECK(*r.converged == *e.converged);
      CHECK(row_of(rows, "one", dtype, length).converged == 0.0);
    }
  // A results.csv of the layout before the converged column: the sweep reads it (its rows with
  // converged empty), rewrites it in the current layout and runs only what is missing.
  std::string old_text =
      "task,construction,seed,dtype,order,length,words,accuracy,token_accuracy,nonfinite,first_failure_min,"
      "first_failure_median,fp_iterations_median,status,network,message,seconds,cell\n";
  for (std::size_t i = 0; i + 1 < rows.size(); ++i) {  // the last row is missing there
    std::string line = sweep_detail::csv_line(rows[i]);
    std::vector<std::string> f = sweep_detail::csv_split(line.substr(0, line.size() - 1));
    f.resize(19);  // that layout ended at cell, before the realize columns
    f.erase(f.begin() + 13);
    for (std::size_t k = 0; k < f.size(); ++k) old_text += (k ? "," : "") + sweep_detail::csv_quote(f[k]);
    old_text += "\n";
  }
  std::ofstream(out / "results.csv", std::ios::trunc) << old_text << "mod5,fp,,fp6";  // and a torn line
  const SweepReport resumed = run_sweep(config, dir.string(), out.string(), two_threads());
  CHECK(resumed.cells_skipped == 7);
  CHECK(resumed.cells_run == 1);
  std::ifstream in(out / "results.csv");
  std::string header;
  std::getline(in, header);
  CHECK(header + "\n" == sweep_detail::csv_header());
  const auto migrated = sweep_detail::read_csv((out / "results.csv").string());
  CHECK(!migrated.before_converged);
  REQUIRE(migrated.rows.size() == 8);
  for (std::size_t i = 0; i + 1 < rows.size(); ++i) {
    CHECK(!migrated.rows[i].converged);
    CHECK(migrated.rows[i].cell == rows[i].cell);
    CHECK(migrated.rows[i].accuracy == rows[i].accuracy);
  }
  CHECK(migrated.rows.back().converged == rows.back().converged);
}

TEST_CASE("SweepRealizeCellsSearchLearnedModels", "[standard][sweep]") {
  const fs::path dir = model_dir("sweep-realize-models");
  const nlohmann::json config = nlohmann::json::parse(R"({
    "tasks": ["parity"], "constructions": [{"model": "parity.json"}, {"method": "group", "name": "group"}],
    "dtypes": ["bf16", "e4m3"], "orders": ["sequential"], "measure": "realize"})");
  const fs::path out = dir / "out";
  CHECK(run_sweep(config, dir.string(), out.string(), two_threads()).cells_run == 4);
  const auto rows = sweep_detail::read_csv((out / "results.csv").string()).rows;
  REQUIRE(rows.size() == 4);
  for (const auto& r : rows) {
    INFO(r.construction << " " << r.dtype << ": " << r.message);
    CHECK(r.status == "ok");
    CHECK(r.verdict == "proved");  // the exact parity model, and the scalar -1
    CHECK(r.minimized_states == 2u);
    CHECK(r.equals_spec == true);
  }
}

TEST_CASE("SweepFpStopBatchIsEvaluatesBatchRule", "[standard]") {
  // A trained Fixed-Point RNN (the committed parity reference): with "fp_stop": "batch" a cell's
  // words are the batch of the official rule, whose rows are learned::evaluate's with batch_stop;
  // without it, evaluate's per-word rule. A bad value is one problem of the config.
  const fs::path dir = learned_dir("sweep-fp-stop");
  const std::string model = test_support::source_dir() + "/tests/learned/data/fprnn-parity-reference.json";
  const learned::LearnedModel m = learned::load_model(model);
  nlohmann::json config = nlohmann::json::parse(R"({
    "tasks": ["parity"], "dtypes": ["fp32"], "orders": ["sequential"], "lengths": [16, 64], "words": 24, "seed": 3})");
  config["constructions"] = {{{"model", model}, {"name", "fp"}}};
  for (const char* stop : {"word", "batch"}) {
    INFO(stop);
    config["fp_stop"] = stop;
    const fs::path out = dir / stop;
    run_sweep(config, dir.string(), out.string(), two_threads());
    const auto rows = sweep_detail::read_csv((out / "results.csv").string()).rows;
    for (std::size_t length : {16, 64}) {
      learned::EvalOptions eo;
      eo.policies = {precision::parse_policy("fp32")};
      eo.lengths = {length};
      eo.words = 24;
      eo.seed = 3;
      eo.batch_stop = std::string(stop) == "batch";
      const learned::EvalRow e = learned::evaluate(m, automata::make_builtin("parity"), eo).at(0);
      const auto r = row_of(rows, "fp", "fp32", length);
      CHECK(r.accuracy == e.sequence_accuracy);
      CHECK(r.converged == e.converged);
      REQUIRE(r.fp_iterations_median);
      CHECK(static_cast<double>(*r.fp_iterations_median) == *e.iterations_median);
      if (eo.batch_stop) CHECK(*e.iterations_min == *e.iterations_max);  // every word takes the batch's l*
    }
  }
  config["fp_stop"] = "all";
  CHECK_THROWS_WITH(sweep_detail::parse_config(config, dir.string()),
                    Catch::Contains("fp_stop: expected \"word\" or \"batch\", found \"all\""));
}
