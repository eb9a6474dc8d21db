// End-to-end tests of `lrnnc compile --method cascade` (Theorem 4): the JSON summary reports the
// layers, their widths and tokens per layer, and the network verifies exactly as written; --reset
// picks the reset form; `--method auto` compiles non-group automata as cascades.
#include <catch2/catch.hpp>

#include <filesystem>

#include "cli-helpers.hpp"

using namespace cli_test;

TEST_CASE("compile --method cascade --json: layers, widths, tokens per layer, verified", "[standard][cli][compile]") {
  const std::string dir = scratch_dir("cascade-models");
  for (const std::string reset : {"diagonal", "householder"}) {
    INFO("reset " << reset);
    auto t3 = run_json("compile --builtin tomita:3 --method cascade --reflection integer --reset " + reset + " -o " +
                       dir + "/t3-" + reset);
    CHECK(t3["method"] == "cascade");
    REQUIRE(t3["layers"].is_number());
    const std::size_t layers = t3["layers"].get<std::size_t>();
    CHECK(layers >= 2);
    REQUIRE(t3["widths"].size() == layers);
    REQUIRE(t3["tokens"].is_array());
    REQUIRE(t3["tokens"].size() == layers);
    CHECK(t3["tokens"][0] == 2);  // the first layer reads the letters only
    for (const auto& k : t3["tokens"]) CHECK(k.get<std::size_t>() >= 1);
    CHECK(t3["verified"] == true);
    CHECK(t3["exact"] == true);
    CHECK_THAT(t3["construction"].get<std::string>(), Catch::Contains("resets " + reset));
  }
  // Integer weights are exact even when stored in bf16.
  auto bf16 = run_json("compile --builtin dyck:2:2 --method cascade --reflection integer --weights-dtype bf16 -o " +
                       dir + "/d22");
  CHECK(bf16["verified"] == true);
  CHECK(bf16["exact"] == true);
  // auto: a non-group automaton becomes a cascade; a group stays a single group layer.
  auto flip = run_json("compile --builtin flipflop -o " + dir + "/flip");
  CHECK(flip["method"] == "cascade");
  CHECK(flip["tokens"] == nlohmann::json::array({3}));
  auto parity = run_json("compile --builtin parity -o " + dir + "/parity");
  CHECK(parity["method"] == "group");
  CHECK(parity["tokens"] == 2);
  // The text summary names the tokens per layer.
  Result text = run_lrnnc("compile --builtin tomita:3 --method cascade -o " + dir + "/t3text");
  REQUIRE(text.code == 0);
  CHECK_THAT(text.out, Catch::Contains("tokens 2, "));
  std::filesystem::remove_all(dir);
}

TEST_CASE("compile --reset: bad values and restricted cascades are one-line errors", "[standard][cli][compile]") {
  const std::string dir = scratch_dir("cascade-models");
  require_one_line_error(run_lrnnc("compile --builtin flipflop --method cascade --reset zero -o " + dir + "/x"),
                         "householder");
  require_one_line_error(run_lrnnc("compile --builtin parity --method cascade --restrict gh02 -o " + dir + "/x"),
                         "cascade");
  std::filesystem::remove_all(dir);
}
