// End-to-end tests of `lrnnc decompose`: the holonomy cascade's JSON report (groups, levels, tuples,
// the exact key set), the text table, --dot, --no-minimize, the README's examples, and bad input
// and exceeded limits (one line on stderr naming the option, exit code 2).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "cli-helpers.hpp"

using namespace cli_test;

namespace {

// Every component of every level, in level order.
std::vector<nlohmann::json> components(const nlohmann::json& j) {
  std::vector<nlohmann::json> out;
  for (const auto& level : j["levels"])
    for (const auto& c : level["components"]) out.push_back(c);
  return out;
}

}  // namespace

TEST_CASE("decompose --json: the flip-flop is an aperiodic cascade that verifies", "[standard][cli][decompose]") {
  auto flip = run_json("decompose --builtin flipflop");
  CHECK(flip["spec"] == "builtin flipflop");
  CHECK(flip["verified"] == true);
  CHECK(flip["permutation_reset"] == true);
  CHECK_FALSE(flip.contains("failure"));
  // W maps the reachable tuples onto the states (the minimal flip-flop has 2: one level, two tuples).
  CHECK(flip["reachable_tuples"].get<std::size_t>() >= flip["states"].get<std::size_t>());
  const std::size_t levels = flip["levels"].size();
  CHECK(levels >= 1);
  CHECK(levels < flip["states"].get<std::size_t>());
  REQUIRE_FALSE(components(flip).empty());
  for (const auto& c : components(flip)) {
    CHECK(c["group"] == "trivial");
    CHECK(c["group_order"] == 1);
  }
  // Every level reads only upper levels.
  for (std::size_t l = 0; l < levels; ++l)
    for (const auto& d : flip["levels"][l]["depends_on"]) CHECK(d.get<std::size_t>() < l);
}

TEST_CASE("decompose --json: holonomy groups of group automata", "[standard][cli][decompose]") {
  auto sym5 = run_json("decompose --builtin sym:5");
  CHECK(sym5["verified"] == true);
  bool s5 = false;
  for (const auto& c : components(sym5)) s5 = s5 || c["group_order"] == 120;
  CHECK(s5);

  auto parity = run_json("decompose --builtin parity");
  CHECK(parity["verified"] == true);
  REQUIRE(parity["levels"].size() == 1);
  REQUIRE(parity["levels"][0]["components"].size() == 1);
  CHECK(parity["levels"][0]["components"][0]["group_order"] == 2);

  auto tomita5 = run_json("decompose --builtin tomita:5");
  CHECK(tomita5["verified"] == true);
  REQUIRE(tomita5["levels"].size() == 1);
  REQUIRE(tomita5["levels"][0]["components"].size() == 1);
  CHECK(tomita5["levels"][0]["components"][0]["group_order"] == 4);
}

TEST_CASE("decompose --json: exactly the documented keys", "[standard][cli][decompose]") {
  const std::set<std::string> expected{
      "spec",  "states",   "letters",           "levels", "reachable_tuples", "coordinate_space", "subduction_height",
      "prime", "verified", "permutation_reset", "seconds"};
  auto j = run_json("decompose --builtin tomita:3");
  std::set<std::string> keys;
  for (const auto& [key, value] : j.items()) keys.insert(key);
  CHECK(keys == expected);
  CHECK(j["coordinate_space"].is_number());
  CHECK(j["coordinate_space"].get<double>() >= j["reachable_tuples"].get<double>());
  CHECK(j["letters"] == 2);
  const std::set<std::string> component_keys{"states", "group_order", "group",
                                             "resets", "depends_on",  "representative"};
  for (const auto& level : j["levels"]) {
    std::set<std::string> level_keys;
    for (const auto& [key, value] : level.items()) level_keys.insert(key);
    CHECK(level_keys == std::set<std::string>{"states", "depends_on", "components"});
    for (const auto& c : level["components"]) {
      std::set<std::string> ck;
      for (const auto& [key, value] : c.items()) ck.insert(key);
      CHECK(ck == component_keys);
      CHECK(c["depends_on"] == level["depends_on"]);
    }
  }
}

TEST_CASE("decompose: the text table, --dot and the README examples", "[standard][cli][decompose]") {
  const std::string dir = scratch_dir("decompose");
  Result ab = run_lrnnc("decompose --regex '(ab)*' --alphabet ab");
  INFO("stderr: " << ab.err);
  REQUIRE(ab.code == 0);
  CHECK_THAT(ab.out, Catch::Contains("verified"));
  CHECK_THAT(ab.out, Catch::Contains("yes"));
  CHECK_THAT(ab.out, Catch::Contains("depends_on"));
  CHECK_THAT(ab.out, Catch::Contains("reachable tuples"));
  CHECK_THAT(ab.out, Catch::Contains("coordinate space"));

  Result t7 = run_lrnnc("decompose --builtin tomita:7");
  REQUIRE(t7.code == 0);
  CHECK_THAT(t7.out, Catch::Contains("builtin tomita:7"));
  CHECK(t7.err.empty());

  Result dot = run_lrnnc("decompose --builtin sym:4 --dot " + dir + "/s4.dot");
  REQUIRE(dot.code == 0);
  CHECK(slurp(dir + "/s4.dot").rfind("digraph", 0) == 0);

  auto ab_json = run_json("decompose --regex '(ab)*' --alphabet ab");
  CHECK(ab_json["verified"] == true);
  CHECK(ab_json["states"] == 3);
  std::filesystem::remove_all(dir);
}

TEST_CASE("decompose --no-minimize decomposes the machine as given", "[standard][cli][decompose]") {
  const std::string dir = scratch_dir("decompose-as-given");
  // Two equivalent states swapped by a: the minimal machine has one state, the given one Z_2.
  std::ofstream(dir + "/swap.json") << R"({"alphabet": ["a"], "states": 2, "start": 0, "accepting": [0, 1],
    "delta": [[1], [0]]})";
  auto minimal = run_json("decompose --dfa " + dir + "/swap.json");
  CHECK(minimal["states"] == 1);
  CHECK(minimal["verified"] == true);
  for (const auto& c : components(minimal)) CHECK(c["group_order"] == 1);
  auto given = run_json("decompose --dfa " + dir + "/swap.json --no-minimize");
  CHECK(given["states"] == 2);
  CHECK(given["verified"] == true);
  bool z2 = false;
  for (const auto& c : components(given)) z2 = z2 || c["group_order"] == 2;
  CHECK(z2);
  std::filesystem::remove_all(dir);
}

TEST_CASE("decompose: bad input and exceeded limits, one line naming the option, exit code 2",
          "[standard][cli][decompose]") {
  require_one_line_error(run_lrnnc("decompose --tuple-limit 1 --builtin sym:4"), "--tuple-limit");
  require_one_line_error(run_lrnnc("decompose --image-limit 2 --builtin sym:4"), "--image-limit");
  require_one_line_error(run_lrnnc("decompose --tuple-limit 0 --builtin parity"), "--tuple-limit");
  require_one_line_error(run_lrnnc("decompose --image-limit -3 --builtin parity"), "--image-limit");
  require_one_line_error(run_lrnnc("decompose --time-limit 0 --builtin parity"), "--time-limit");
  // sym:5's holonomy group S_5 has 120 elements; the message names the limit and the option.
  const Result group = run_lrnnc("decompose --group-limit 100 --builtin sym:5");
  require_one_line_error(group, "--group-limit");
  CHECK_THAT(group.err, Catch::Contains("group_limit = 100"));
  require_one_line_error(run_lrnnc("decompose --group-limit 0 --builtin parity"), "--group-limit");
  require_one_line_error(run_lrnnc("decompose --builtin nosuch"), "nosuch");
  require_one_line_error(run_lrnnc("decompose"), "no automaton given");
  require_one_line_error(run_lrnnc("decompose --builtin parity --builtin mod:3"), "decompose");
  require_one_line_error(run_lrnnc("decompose --builtin parity --dot /nonexistent-dir/x.dot"),
                         "/nonexistent-dir/x.dot");
}

TEST_CASE("decompose --prime: mod 8 as three Z_2 levels, S_4 along its composition series",
          "[standard][cli][decompose]") {
  auto m8 = run_json("decompose --builtin mod:8 --prime");
  CHECK(m8["prime"] == true);
  CHECK(m8["verified"] == true);
  CHECK(m8["permutation_reset"] == true);
  REQUIRE(m8["levels"].size() == 3);
  for (const auto& c : components(m8)) CHECK(c["group"] == "Z_2");
  CHECK(run_json("decompose --builtin mod:8")["levels"].size() == 1);
  auto s4 = run_json("decompose --builtin sym:4 --prime");
  std::vector<std::string> groups;
  for (const auto& c : components(s4)) groups.push_back(c["group"]);
  CHECK(groups == std::vector<std::string>{"Z_2", "Z_3", "Z_2", "Z_2"});
  require_one_line_error(run_lrnnc("decompose --builtin sym:5 --prime"), "not solvable");
}

TEST_CASE("compile --decoder lookup and --restrict diag11 on cascades from the command line", "[standard][cli]") {
  const std::string dir = scratch_dir("lookup-cli");
  auto p = run_json("compile --builtin parity --restrict diag01 --decoder lookup:20 -o " + dir + "/p");
  CHECK(p["verified"] == true);
  CHECK(p["implements"] == false);
  CHECK(p["exact_up_to"] == 20);
  CHECK(p["first_failure_mpfr"] == 21);
  auto m = run_json("compile --builtin mod:8 --method cascade --restrict diag11 -o " + dir + "/m8");
  CHECK(m["verified"] == true);
  CHECK(m["exact"] == true);
  CHECK(m["widths"] == nlohmann::json::array({1, 1, 1}));
  require_one_line_error(run_lrnnc("compile --builtin parity --restrict diag01 --decoder lookup:0 -o " + dir + "/x"),
                         "--decoder lookup:N");
  require_one_line_error(run_lrnnc("compile --builtin parity --restrict diag01 --decoder table -o " + dir + "/x"),
                         "--decoder");
  require_one_line_error(
      run_lrnnc("compile --builtin parity --restrict diag01 --decoder lookup:9 --lambda 2 -o " + dir + "/x"),
      "--lambda");
  require_one_line_error(run_lrnnc("compile --builtin mod:3 --method cascade --restrict diag11 -o " + dir + "/x"),
                         "Theorem 2");
}
