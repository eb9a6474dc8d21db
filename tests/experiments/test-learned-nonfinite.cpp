// The experiments that decode a learned model's predictions (probe, sweep) count a position whose
// logits are NaN or infinite as a failure, and report how many there were.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "automata/builtins.hpp"
#include "experiments/probe.hpp"
#include "experiments/sweep-grid.hpp"
#include "experiments/sweep.hpp"
#include "learned/eval.hpp"
#include "learned/model-files.hpp"
#include "tests/experiments/parity-model.hpp"
#include "tests/temp-dir.hpp"

using namespace lrnnc;
using namespace lrnnc::experiments;
namespace fs = std::filesystem;

namespace {

// The exact parity model with its head scaled by 1e6: right in fp32, every logit position
// non-finite in fp16 and e4m3 (the weights overflow the format), where the old decoding (NaN
// skipped, all-NaN or tied infinities: the first label) counted about half the positions right.
learned::LearnedModel overflowing_parity_model() {
  learned::LearnedModel model = learned::test_models::exact_parity_model();
  for (double& w : model.weights["head.weight"].values) w *= 1e6;
  for (double& b : model.weights["head.bias"].values) b *= 1e6;
  return model;
}

}  // namespace

TEST_CASE("LearnedProbeCountsNonFinitePositionsAsFailures", "[quick]") {
  const learned::LearnedModel model = overflowing_parity_model();
  const automata::Dfa parity = automata::make_builtin("parity");
  ProbeOptions o;
  o.max_len = 40;
  o.words = 6;
  o.threads = 2;
  for (const char* dtype : {"fp16", "e4m3"}) {
    INFO(dtype);
    const ProbeResult r = probe_learned(model, parity, precision::parse_policy(dtype), o);
    CHECK(r.failing_words == 6 + 2);  // every random word and both one-letter words
    CHECK(r.first_failure_min == std::size_t{1});
    CHECK(r.nonfinite == (6 + 2) * 40);  // learned words run whole
    CHECK(r.decoded == kNonFiniteDecoded);
    for (const LetterProbe& l : r.letters) CHECK(l.decoded == kNonFiniteDecoded);
  }
  const ProbeResult fine = probe_learned(model, parity, precision::parse_policy("fp32"), o);
  CHECK(fine.failing_words == 0);
  CHECK(fine.nonfinite == 0);
}

TEST_CASE("SweepRowsOfLearnedModelsCountNonFinitePositions", "[standard]") {
  static const test_support::TempDir root("learned-nonfinite");
  const fs::path dir = root.path() / "sweep";
  fs::remove_all(dir);
  fs::create_directories(dir);
  learned::save_model(overflowing_parity_model(), dir / "model.json", lrnn::WeightDtype::f64);
  const nlohmann::json config = nlohmann::json::parse(R"({
    "tasks": ["parity"],
    "constructions": [{"model": "model.json", "name": "scaled"}, {"method": "group", "name": "group"}],
    "dtypes": ["fp32", "fp16", "e4m3"],
    "orders": ["sequential"],
    "lengths": [5, 64],
    "words": 8, "seed": 3})");
  SweepOptions options;
  options.threads = 2;
  const fs::path out = dir / "out";
  run_sweep(config, dir.string(), out.string(), options);
  const auto rows = sweep_detail::read_csv((out / "results.csv").string()).rows;
  REQUIRE(rows.size() == 2 * 3 * 2);
  for (const auto& r : rows) {
    INFO(r.construction << " " << r.dtype << " " << r.length);
    REQUIRE(r.status == "ok");
    if (r.construction == "group") {
      CHECK(!r.nonfinite);  // compiled rows leave the column empty
      continue;
    }
    REQUIRE(r.nonfinite);
    REQUIRE(r.token_accuracy);
    if (r.dtype == "fp32") {
      CHECK(*r.nonfinite == 0);
      CHECK(*r.token_accuracy == 1.0);
      CHECK(r.accuracy == 1.0);
    } else {
      CHECK(*r.nonfinite == 8 * r.length);
      CHECK(*r.token_accuracy == 0.0);
      CHECK(r.accuracy == 0.0);
      CHECK(r.first_failure_min == std::size_t{1});
    }
  }
  const auto summary = nlohmann::json::parse(std::ifstream(out / "summary.json"));
  bool seen = false;
  for (const auto& s : summary["series"])
    if (s["construction"] == "scaled" && s["dtype"] == "fp16") {
      CHECK(s["nonfinite"]["64"] == 8 * 64);
      seen = true;
    }
  CHECK(seen);
}
