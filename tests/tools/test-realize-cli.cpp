// lrnnc realize end to end: the JSON keys, the verdicts, the files it writes (read back by inspect
// and run), the learned models it runs, and what it refuses.
#include <catch2/catch.hpp>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "cli-helpers.hpp"
#include "learned-model.hpp"

namespace {

std::string compiled(const std::string& dir, const std::string& builtin, const std::string& extra = "") {
  const std::string out = dir + "/" + builtin.substr(0, builtin.find(':')) + "-net";
  Result r = run_lrnnc("compile --builtin " + builtin + " " + extra + " -o " + out);
  REQUIRE(r.code == 0);
  return out;
}

}  // namespace

TEST_CASE("realize: proved, with the realized machine and its monoid", "[standard][cli][realize]") {
  const std::string dir = scratch_dir("realize");
  const std::string net = compiled(dir, "mod:5");
  const nlohmann::json j = run_json("realize " + net + " --dtype bf16");
  for (const char* key : {"verdict", "pairs", "depth", "counterexample", "realized_states", "minimized_states",
                          "equals_spec", "monoid", "seconds", "model", "spec", "dtype", "order", "cap", "bytes"})
    CHECK(j.contains(key));
  CHECK(j["verdict"] == "proved");
  CHECK(j["pairs"] == 113);
  CHECK(j["depth"] == 112);
  CHECK(j["counterexample"].is_null());
  CHECK(j["realized_states"] == 113);
  CHECK(j["minimized_states"] == 5);
  CHECK(j["equals_spec"] == true);
  CHECK(j["monoid"]["size"] == 5);
  CHECK(j["monoid"]["group"] == true);
  CHECK(j["monoid"]["aperiodic"] == false);
  CHECK(j["monoid"]["solvable"] == true);
  Result text = run_lrnnc("realize " + net + " --dtype bf16");
  REQUIRE(text.code == 0);
  CHECK_THAT(text.out, Catch::Contains("proved"));
  CHECK_THAT(text.out, Catch::Contains("113 states, 5 minimized; equals the spec's minimal machine"));
}

TEST_CASE("realize: a counterexample, its word through run's word syntax, the machine through inspect",
          "[standard][cli][realize]") {
  const std::string dir = scratch_dir("realize");
  const std::string net = compiled(dir, "mod:5");
  Result r = run_lrnnc("realize " + net + " --dtype e4m3 --json --words-out " + dir + "/w.txt --automaton-out " + dir +
                       "/m.json");
  INFO(r.err);
  REQUIRE(r.code == 1);  // a counterexample
  const nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j["verdict"] == "counterexample");
  CHECK(j["pairs"] == 122);
  CHECK(j["counterexample"]["length"] == 38);
  const std::string word = j["counterexample"]["word"];
  CHECK(std::count(word.begin(), word.end(), ' ') == 37);
  CHECK(j["counterexample"]["decoded"] != j["counterexample"]["expected"]);
  CHECK(j["counterexample"]["non_finite"] == false);
  CHECK(j["equals_spec"] == false);
  CHECK(slurp(dir + "/w.txt") == word + "\n");
  // The machine it wrote is the minimized realized machine: inspect reads it, with that many states.
  const nlohmann::json m = run_json("inspect --dfa " + dir + "/m.json");
  CHECK(m["minimal_states"] == j["minimized_states"]);
  CHECK(m["monoid"]["is_aperiodic"] == j["monoid"]["aperiodic"]);
  CHECK(m["monoid"]["size"] == j["monoid"]["size"]);
  // and decompose takes it apart (the holonomy cascade of the realized machine, verified).
  CHECK(run_lrnnc("decompose --dfa " + dir + "/m.json").code == 0);
  CHECK(run_lrnnc("realize " + net + " --dtype e4m3 --automaton-out " + dir + "/m.dot").code == 1);
  CHECK_THAT(slurp(dir + "/m.dot"), Catch::Contains("digraph"));
  CHECK(run_lrnnc("realize " + net + " --dtype e4m3 --raw --automaton-out " + dir + "/raw.json").code == 1);
  CHECK(run_json("inspect --dfa " + dir + "/raw.json")["states"] == 122);
}

TEST_CASE("realize: bounded by --max-states, with the depth proved", "[standard][cli][realize]") {
  const std::string dir = scratch_dir("realize");
  const std::string net = compiled(dir, "mod:5");
  const nlohmann::json j = run_json("realize " + net + " --dtype bf16 --max-states 40");
  CHECK(j["verdict"] == "bounded");
  CHECK(j["pairs"] == 40);
  CHECK(j["depth"] == 39);
  CHECK(j["realized_states"].is_null());
  CHECK_THAT(j["cap"].get<std::string>(), Catch::Contains("--max-states"));
  // No machine to write: the report is still printed, the file is not written, stderr says why.
  Result r =
      run_lrnnc("realize " + net + " --dtype bf16 --max-states 40 --json --automaton-out " + dir + "/bounded.json");
  REQUIRE(r.code == 0);
  CHECK(nlohmann::json::parse(r.out)["verdict"] == "bounded");
  CHECK_THAT(r.err, Catch::Contains("--automaton-out: nothing written"));
  CHECK_FALSE(std::filesystem::exists(dir + "/bounded.json"));
}

TEST_CASE("realize: a learned model whose step is position-local", "[standard][cli][realize]") {
  const std::string dir = scratch_dir("realize");
  cli_test::write_parity_model(dir + "/parity.json");
  for (const char* dtype : {"fp32", "bf16", "e4m3"}) {
    INFO(dtype);
    const nlohmann::json j = run_json("realize " + dir + "/parity --dtype " + dtype);
    CHECK(j["verdict"] == "proved");
    CHECK(j["minimized_states"] == 2);
    CHECK(j["equals_spec"] == true);
    CHECK(j["monoid"]["group"] == true);
    CHECK_THAT(j["kind"].get<std::string>(), Catch::Contains("learned diag"));
  }
}

TEST_CASE("realize: what it refuses, in one line", "[standard][cli][realize]") {
  const std::string dir = scratch_dir("realize");
  const std::string net = compiled(dir, "mod:5");
  require_one_line_error(run_lrnnc("realize " + net + " --dtype bf16 --order scan"), "sequential order only");
  require_one_line_error(run_lrnnc("realize " + net + " --dtype bf16 --order chunked:4"), "sequential order only");
  require_one_line_error(run_lrnnc("realize " + net + " --dtype bf16,rounding=sr:3"), "stochastic rounding");
  require_one_line_error(run_lrnnc("realize " + net + " --dtype mpfr:100"), "MPFR");
  require_one_line_error(run_lrnnc("realize " + net + " --dtype bf16 --max-states 0"), "--max-states");
  require_one_line_error(run_lrnnc("realize " + net + " --dtype bf16 --builtin sym:3"), "alphabet");
  require_one_line_error(run_lrnnc("realize " + net), "--dtype");
  // Outputs that are inputs are refused before anything runs.
  require_one_line_error(run_lrnnc("realize " + net + " --dtype bf16 --automaton-out " + net + ".json"),
                         "refusing to overwrite an input");
  REQUIRE(run_lrnnc("convert --builtin mod:5 -o " + dir + "/spec.json").code == 0);
  require_one_line_error(
      run_lrnnc("realize " + net + " --dtype bf16 --dfa " + dir + "/spec.json --words-out " + dir + "/spec.json"),
      "refusing to overwrite an input");
  // A spec that claims a billion states is refused by the loader, before any search.
  std::ofstream(dir + "/huge.json") << R"({"alphabet": ["0", "1"], "states": 1000000000, "start": 0,
    "accepting": [0], "delta": [[0, 0]]})";
  require_one_line_error(run_lrnnc("realize " + net + " --dtype bf16 --dfa " + dir + "/huge.json"), "huge.json");
  // A format with 2^64 values per coordinate and a billion pairs allowed: the memory cap bounds it.
  const std::string mod7 = compiled(dir, "mod:7");
  Result r = run_lrnnc("realize " + mod7 + " --dtype fp64,rounding=rz --max-states 10^9 --max-memory 2M --json");
  INFO(r.err);
  REQUIRE((r.code == 0 || r.code == 1));
  const nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j["verdict"] != "proved");
  CHECK(j["bytes"].get<double>() <= 2.0 * (1 << 20));
}
