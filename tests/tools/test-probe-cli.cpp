// End-to-end tests of `lrnnc probe`: the README example, the JSON keys, --dtype lists with policy
// fields, learned models, and bad input (one line on stderr, exit code 2).
#include <catch2/catch.hpp>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "cli-helpers.hpp"
#include "learned-model.hpp"

using namespace cli_test;

namespace {

std::string probe_dir() { return scratch_dir("probe"); }

}  // namespace

TEST_CASE("probe: README example and table", "[standard][cli][probe]") {
  const std::string dir = probe_dir();
  REQUIRE(run_lrnnc("compile --builtin parity --restrict diag01 --best-effort -o " + dir + "/bad").code == 0);
  Result r = run_lrnnc("probe " + dir + "/bad --builtin parity --dtype fp32,bf16 --max-len 1000 --words 4");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("first failure"));
  CHECK_THAT(r.out, Catch::Contains("1: 1 (cycle 1+1, incompatible)"));  // Theorem 1: a fixed point
  CHECK_THAT(r.out, Catch::Contains("mpfr:256"));
  CHECK(r.out.find("control row runs up to") == std::string::npos);  // --max-len 1000 is below the MPFR cap
}

TEST_CASE("probe --json: keys, one object per datatype and the control row", "[standard][cli][probe]") {
  const std::string dir = probe_dir();
  REQUIRE(run_lrnnc("compile --builtin mod:3 -o " + dir + "/mod3").code == 0);
  Result r = run_lrnnc("probe " + dir +
                       "/mod3 --builtin mod:3 --dtype fp32,bf16,acc=fp32 --dtype e4m3 --fma --max-len 1e3 "
                       "--words 3 --mpfr-max-len 100 --json");
  INFO(r.err);
  REQUIRE(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  REQUIRE(j["results"].size() == 4);  // fp32, "bf16,acc=fp32", e4m3, mpfr:256
  CHECK(j["results"][1]["dtype"] == "storage=bf16,acc=fp32,rounding=rne,fma,order=sequential");
  CHECK(j["results"][3]["dtype"] == "mpfr:256");
  CHECK(j["results"][3]["max_len"] == 100);  // the control row's own (smaller) length
  for (const auto& row : j["results"]) {
    for (const char* key :
         {"dtype", "order", "first_failure_min", "first_failure_median", "words", "max_len", "cycle_start",
          "cycle_period", "max_drift", "failure_margin", "failure_ties", "tie_failures", "letters"})
      CHECK(row.contains(key));
    CHECK(row["failure_margin"].is_null());  // no failure
    CHECK(row["tie_failures"] == 0);
    CHECK(row["order"] == "sequential");
    CHECK(row["words"] == 3);
    CHECK(row["first_failure_min"].is_null());  // mod:3 rotations snap onto exact orbits
    REQUIRE(row["letters"].size() == 2);
    for (const char* key : {"letter", "first_failure", "failure_margin", "failure_ties", "cycle_start", "cycle_period"})
      CHECK(row["letters"][0].contains(key));
  }
  CHECK(j["results"][0]["letters"][1]["cycle_period"] == 3);
  CHECK(j["results"][0]["letters"][1]["never_fails"] == true);
  CHECK(j["results"][3]["letters"][1]["cycle_period"].is_null());  // no cycle detection in MPFR
}

TEST_CASE("probe --search-pairs: proved never, the shortest failing word, and off", "[standard][cli][probe]") {
  const std::string dir = probe_dir();
  REQUIRE(run_lrnnc("compile --builtin mod:5 -o " + dir + "/mod5").code == 0);
  const std::string probe = "probe " + dir + "/mod5 --builtin mod:5 --dtype bf16,e4m3 --max-len 1000 --words 4";
  Result r = run_lrnnc(probe + " --json");
  INFO(r.err);
  REQUIRE(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  REQUIRE(j["results"].size() == 3);
  CHECK(j["results"][0]["search"] == "proved");
  CHECK(j["results"][0]["search_pairs"] == 113);
  CHECK(j["results"][0]["shortest_failure"].is_null());
  CHECK(j["results"][1]["search"] == "counterexample");
  CHECK(j["results"][1]["shortest_failure"] == 38);
  CHECK(j["results"][1]["first_failure_min"].get<std::size_t>() >= 38);
  CHECK(j["results"][2]["search"].is_null());  // the MPFR control row
  Result text = run_lrnnc(probe);
  REQUIRE(text.code == 0);
  CHECK_THAT(text.out, Catch::Contains("proved never"));
  CHECK_THAT(text.out, Catch::Contains("search in e4m3: counterexample: a shortest failing word has 38 letters"));
  Result bounded = run_lrnnc(probe + " --search-pairs 10");
  REQUIRE(bounded.code == 0);
  CHECK_THAT(bounded.out, Catch::Contains("search in bf16: bounded: none <= "));
  Result off = run_lrnnc(probe + " --search-pairs 0 --json");
  REQUIRE(off.code == 0);
  const auto off_rows = nlohmann::json::parse(off.out);  // kept: a range over a temporary's member dangles
  for (const auto& row : off_rows["results"]) {
    CHECK(row["search"].is_null());
    CHECK(row["shortest_failure"].is_null());
  }
  CHECK(run_lrnnc(probe + " --search-pairs 0").out.find("proved never") == std::string::npos);
}

TEST_CASE("probe: the decoding margin and the ties of failures, in the table and the JSON", "[standard][cli][probe]") {
  // The mod-3 rotation in bf16 scan fails first at 968 on the letter '1', at a state equidistant
  // from the codebook vectors of 1 and 2 (a tie), after one earlier tied decode; 8 of the 17 failing
  // words fail at a tie.
  const std::string dir = probe_dir();
  REQUIRE(run_lrnnc("compile --builtin mod:3 -o " + dir + "/mod3m").code == 0);
  const std::string p =
      "probe " + dir + "/mod3m --builtin mod:3 --dtype bf16 --order scan --max-len 20000 --mpfr-max-len 50";
  Result r = run_lrnnc(p);
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("margin     ties"));
  CHECK_THAT(r.out, Catch::Contains("first failure in bf16: at 968 decoded '1', expected '2', a tie; 8 of 17 failing "
                                    "words fail at a tie"));
  r = run_lrnnc(p + " --json");
  REQUIRE(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  const auto& bf16 = j["results"][0];
  CHECK(bf16["first_failure_min"] == 968);
  CHECK(bf16["failure_margin"] == 0.0);
  CHECK(bf16["failure_ties"] == 1);
  CHECK(bf16["tie_failures"] == 8);
  CHECK(bf16["letters"][1]["failure_margin"] == 0.0);
  CHECK(bf16["letters"][0]["failure_margin"].is_null());  // the identity never fails
  CHECK(bf16["letters"][0]["failure_ties"].is_null());
  CHECK(j["results"][1]["failure_margin"].is_null());  // the control row does not fail
}

TEST_CASE("probe: bad input", "[standard][cli][probe]") {
  const std::string dir = probe_dir();
  REQUIRE(run_lrnnc("compile --builtin parity -o " + dir + "/p").code == 0);
  const std::string p = "probe " + dir + "/p --builtin parity ";
  require_one_line_error(run_lrnnc(p + "--dtype bf17"), "bf17");
  require_one_line_error(run_lrnnc(p + "--dtype fp32,,bf16"), "empty");
  require_one_line_error(run_lrnnc(p + "--dtype mpfr:300"), "control row");
  require_one_line_error(run_lrnnc(p + "--dtype bf16 --order sideways"), "sideways");
  require_one_line_error(run_lrnnc(p + "--dtype bf16 --order chunked:0"), "chunked");
  require_one_line_error(run_lrnnc(p + "--dtype bf16 --max-len 0"), "--max-len");
  require_one_line_error(run_lrnnc(p + "--dtype bf16 --max-len -5"), "--max-len");
  require_one_line_error(run_lrnnc(p + "--dtype bf16 --max-len ten"), "--max-len");
  require_one_line_error(run_lrnnc(p + "--dtype bf16 --rounding sideways"), "sideways");
  require_one_line_error(run_lrnnc(p + "--dtype bf16 --mpfr-bits 1"), "--mpfr-bits");
  require_one_line_error(run_lrnnc(p), "--dtype");
  require_one_line_error(run_lrnnc("probe " + dir + "/missing --builtin parity --dtype bf16"), "missing");
  require_one_line_error(run_lrnnc("probe " + dir + "/p --builtin sym:3 --dtype bf16"), "alphabet");
}

TEST_CASE("probe: a learned model", "[standard][cli][probe]") {
  const std::string dir = probe_dir();
  write_parity_model(dir + "/learned-parity.json");
  const std::string model = dir + "/learned-parity.json";
  // Without a SPEC the task is the model's saved automaton.
  Result r = run_lrnnc("probe " + model + " --dtype fp32,bf16,e4m3 --max-len 2000 --words 4 --threads 2");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("(learned diag:[-1,1]), spec the model's automaton"));
  CHECK_THAT(r.out, Catch::Contains("no cycle detection"));
  CHECK_THAT(r.out, Catch::Contains("fp64"));
  // The exact parity model is a 3-state machine in every format: the search proves it.
  CHECK_THAT(r.out, Catch::Contains("proved never"));
  CHECK_THAT(r.out, Catch::Contains("search in e4m3: proved (3 pairs)"));
  CHECK(run_lrnnc("probe " + model + " --dtype bf16 --max-len 2000 --words 4 --search-pairs 0")
            .out.find("none <= 2000") != std::string::npos);
  CHECK(r.out.find("mpfr") == std::string::npos);
  CHECK(r.out.find("first failure in") == std::string::npos);  // exact parity: never fails
  CHECK_THAT(r.out, Catch::Contains("n/a"));                   // no codebook: no margins

  Result j = run_lrnnc("probe " + model + " --builtin parity --dtype bf16 --max-len 100 --words 3 --json");
  INFO(j.err);
  REQUIRE(j.code == 0);
  const auto rows = nlohmann::json::parse(j.out)["results"];
  REQUIRE(rows.size() == 2);  // bf16, then the plain-double control row
  CHECK(rows[1]["dtype"] == "fp64");
  for (const auto& row : rows) {
    CHECK(row["first_failure_min"].is_null());
    CHECK(row["failing_words"] == 0);
    CHECK(row["letters"][0]["cycle_period"].is_null());
    CHECK(row["tie_failures"].is_null());  // no codebook: no margins
  }

  // The task's letters or outputs are not the model's: one line, exit code 2.
  require_one_line_error(run_lrnnc("probe " + model + " --builtin mod:3 --dtype bf16 --max-len 10"),
                         "'2' is not an output of the model");
  require_one_line_error(run_lrnnc("probe " + model + " --builtin sym:3 --dtype bf16 --max-len 10"),
                         "is not a letter of the model");
  require_one_line_error(run_lrnnc("probe " + model + " --dtype bf16 --builtin parity --builtin mod:3"), "exactly one");
}

TEST_CASE("probe, sweep and eval --device: cpu runs the engine, cuda runs on a GPU or is one line, exit 2",
          "[standard][cli][probe]") {
  const std::string dir = probe_dir();
  REQUIRE(run_lrnnc("compile --builtin mod:5 -o " + dir + "/m5").code == 0);
  const std::string p = "probe " + dir + "/m5 --builtin mod:5 --dtype e4m3,fp16 --max-len 500 --words 20 --json";
  Result cpu = run_lrnnc(p + " --device cpu");
  INFO(cpu.err);
  REQUIRE(cpu.code == 0);
  const auto rows = nlohmann::json::parse(cpu.out)["results"];
  CHECK(rows[0]["simulation"] == "batched engine (cpu)");
  CHECK(rows[2]["simulation"] == "MPFR runner (sequential)");
  CHECK(nlohmann::json::parse(run_lrnnc(p).out)["results"] == rows);  // --device cpu is the default
  require_one_line_error(run_lrnnc(p + " --device gpu"), "--device");
  require_one_line_error(run_lrnnc("eval " + dir + "/m5.json --dtype bf16 --lengths 10 --device tpu"), "--device");
  const bool gpu = gpu_present();
  Result cuda = run_lrnnc(p + " --device cuda");
  if (!gpu) {
    require_one_line_error(cuda, "--device cuda");
    require_one_line_error(run_lrnnc("sweep " + dir + "/any.json --out " + dir + "/sweep --device cuda"),
                           "--device cuda");
    require_one_line_error(run_lrnnc("eval " + dir + "/m5.json --dtype bf16 --lengths 10 --device cuda"),
                           "--device cuda");
    WARN("LRNNC-SKIP: no GPU here; --device cuda refused as expected, the GPU path is not run");
    return;
  }
  INFO(cuda.err);
  REQUIRE(cuda.code == 0);
  const auto on_gpu = nlohmann::json::parse(cuda.out)["results"];
  CHECK(on_gpu[0]["simulation"] == "batched engine (cuda)");
  for (std::size_t i = 0; i < rows.size(); ++i) {
    CHECK(on_gpu[i]["first_failure_min"] == rows[i]["first_failure_min"]);
    CHECK(on_gpu[i]["failing_words"] == rows[i]["failing_words"]);
    CHECK(on_gpu[i]["max_drift"] == rows[i]["max_drift"]);
  }
}
