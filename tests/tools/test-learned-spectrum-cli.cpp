// End-to-end tests of `lrnnc spectrum` on a learned model (learned/spectrum.hpp): the exact parity
// model of tests/experiments/parity-model.hpp (diag [-1,1], n = 1: a = 1 on "0", a = -1 on "1"),
// its JSON report and table, and the refusals (one line on stderr, exit code 2).
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include <nlohmann/json.hpp>

#include "cli-helpers.hpp"
#include "learned-model.hpp"

using namespace cli_test;

TEST_CASE("spectrum on a learned model: eigenvalues along the words and the verdicts per letter",
          "[standard][cli][learned][spectrum]") {
  const std::string model = scratch_dir("learned-spectrum") + "/parity.json";
  write_parity_model(model);
  // The model's a_t: exp(-softplus(-69.3)) * 2 - 1 = 1 (to 1e-30) on "0", 2 exp(-69.3) - 1 = -1 on "1".
  const auto j = run_json("spectrum " + model + " --word 0110 --word 1");
  CHECK(j["kind"] == "learned");
  CHECK(j["positions"] == 5);
  REQUIRE(j["layers"].size() == 1);
  const auto& layer = j["layers"][0];
  CHECK(layer["architecture"] == "diag:[-1,1]");
  REQUIRE(layer["matrices"].size() == 5);
  for (const auto& m : layer["matrices"]) {
    const double expected = m["letter"] == "1" ? -1.0 : 1.0;
    REQUIRE(m["eigenvalues"].size() == 1);
    CHECK(std::abs(m["eigenvalues"][0][0].get<double>() - expected) <= 1e-12);
    CHECK(m["eigenvalues"][0][1].get<double>() == 0.0);
    CHECK(m["parity_capable"] == (m["letter"] == "1"));
  }
  CHECK(layer["letters"]["1"]["matrices"] == 3);
  CHECK(layer["letters"]["1"]["parity_capable"] == 3);
  CHECK(layer["letters"]["1"]["negative_real_fraction"] == 1.0);
  CHECK(layer["letters"]["0"]["parity_capable"] == 0);
  CHECK(layer["summary"]["matrices"] == 5);

  const auto random = run_json("spectrum " + model + " --words 3 --length 10 --seed 4");
  CHECK(random["positions"] == 30);
  CHECK(random["random_words"]["seed"] == 4);
  CHECK(random["words"].size() == 3);

  const Result table = run_lrnnc("spectrum " + model + " --words 2 --length 8");
  REQUIRE(table.code == 0);
  CHECK_THAT(table.out, Catch::Contains("per letter read at t"));
  CHECK_THAT(table.out, Catch::Contains("parity (T1)"));

  require_one_line_error(run_lrnnc("spectrum " + model + " --word 012"), "unknown letter '2'");
  require_one_line_error(run_lrnnc("spectrum " + model + " --word 01 --length 3"), "--length");
  require_one_line_error(run_lrnnc("spectrum " + model + " --words 1000000 --length 1000"), "limit");
}
