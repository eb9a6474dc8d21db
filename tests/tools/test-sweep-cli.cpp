// End-to-end tests of `lrnnc sweep` and `lrnnc sweep merge`: a tiny real sweep, its outputs and
// progress, resuming, shards merged back, and bad input (one line on stderr, exit code 2, nothing
// lost).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include "cli-helpers.hpp"
#include "learned-model.hpp"

using namespace cli_test;
namespace fs = std::filesystem;

namespace {

fs::path sweep_dir(const std::string& name) {
  fs::path d = temp_dir() / "sweep" / name;
  fs::remove_all(d);
  fs::create_directories(d.parent_path());
  return d;
}

// A config file with a DFA file beside it (relative path).
fs::path write_config(const fs::path& dir, const nlohmann::json& extra = nlohmann::json::object()) {
  fs::create_directories(dir);
  std::ofstream(dir / "flip.json")
      << R"({"alphabet": ["a", "b"], "states": 2, "start": 0, "accepting": [1], "delta": [[1, 0], [0, 1]]})";
  nlohmann::json config = nlohmann::json::parse(R"({
    "tasks": ["parity", {"dfa": "flip.json", "name": "a-parity"}],
    "constructions": [{"method": "group", "reflection": "unit", "cyclic": "permutation"},
                      {"restrict": "diag01", "name": "diag01"},
                      {"restrict": "diag01", "best_effort": true, "name": "diag01 best effort"}],
    "dtypes": ["fp32", "bf16"],
    "orders": ["sequential"],
    "lengths": [4, 32],
    "words": 3})");
  config.update(extra);
  std::ofstream(dir / "config.json") << config.dump(2);
  return dir / "config.json";
}

}  // namespace

TEST_CASE("sweep: a tiny sweep end to end, resumed and merged", "[standard][cli][sweep]") {
  const fs::path base = sweep_dir("e2e");
  const fs::path config = write_config(base / "cfg");
  const std::string out = (base / "out").string();
  Result r = run_lrnnc("sweep " + config.string() + " --out " + out + " --threads 1");
  INFO("stdout: " << r.out << "\nstderr: " << r.err);
  REQUIRE(r.code == 0);
  CHECK_THAT(r.err, Catch::Contains("24/24 cells"));
  CHECK_THAT(r.out, Catch::Contains("24 run, 0 already"));
  for (const char* f : {"results.csv", "sweep.json", "summary.json", "results.md", "accuracy.gp", "heatmap.gp"})
    CHECK(fs::exists(fs::path(out) / f));
  const std::string csv = slurp(fs::path(out) / "results.csv");
  CHECK(
      csv.rfind("task,construction,seed,dtype,order,length,words,accuracy,token_accuracy,nonfinite,first_failure_min,"
                "first_failure_median,fp_iterations_median,converged,status,network,message,seconds,cell,verdict,pairs,"
                "depth,shortest_failure,realized_states,minimized_states,equals_spec,monoid_aperiodic,monoid_group\n",
                0) == 0);
  CHECK(std::count(csv.begin(), csv.end(), '\n') == 25);
  CHECK_THAT(csv, Catch::Contains("cannot implement"));  // diag01 cannot do parity (Theorem 1)
  const auto summary = nlohmann::json::parse(slurp(fs::path(out) / "summary.json"));
  CHECK(summary["cells"]["grid"] == 24);
  CHECK(summary["cells"]["cannot implement"] == 8);
  for (const auto& s : summary["series"]) {
    if (s["construction"] == "diag01 best effort") {
      CHECK(s["failure_length"].is_number());  // a non-negative real eigenvalue fails parity
    }
    if (s["construction"] == "method=group,reflection=unit,cyclic=permutation") {
      CHECK(s["failure_length"].is_null());
      CHECK(s["status"] == "ok");
    }
  }

  // Rerun: nothing to do, nothing changed.
  Result again = run_lrnnc("sweep " + config.string() + " --out " + out + " --json");
  REQUIRE(again.code == 0);
  const auto report = nlohmann::json::parse(again.out);
  CHECK(report["cells_run"] == 0);
  CHECK(report["cells_skipped"] == 24);
  CHECK(slurp(fs::path(out) / "results.csv") == csv);

  // Two shards, merged, give the same cells.
  const std::string s0 = (base / "s0").string(), s1 = (base / "s1").string(), merged = (base / "merged").string();
  REQUIRE(run_lrnnc("sweep " + config.string() + " --out " + s0 + " --shard 0/2 --threads 1").code == 0);
  REQUIRE(run_lrnnc("sweep " + config.string() + " --out " + s1 + " --shard 1/2 --threads 1").code == 0);
  Result m = run_lrnnc("sweep merge " + s0 + " " + s1 + " --out " + merged + " --json");
  INFO("merge stderr: " << m.err);
  REQUIRE(m.code == 0);
  const auto mr = nlohmann::json::parse(m.out);
  CHECK(mr["cells_total"] == 24);
  CHECK(mr["cells_missing"] == 0);
  const auto merged_summary = nlohmann::json::parse(slurp(fs::path(merged) / "summary.json"));
  CHECK(merged_summary["series"] == summary["series"]);
}

TEST_CASE("sweep: bad input is one line on stderr, exit code 2, nothing lost", "[standard][cli][sweep]") {
  const fs::path base = sweep_dir("bad");
  const std::string out = (base / "out").string();
  require_one_line_error(run_lrnnc("sweep " + (base / "missing.json").string() + " --out " + out), "cannot read file");
  fs::create_directories(base);
  std::ofstream(base / "broken.json") << "{\"tasks\": [";
  require_one_line_error(run_lrnnc("sweep " + (base / "broken.json").string() + " --out " + out), "not valid JSON");
  require_one_line_error(run_lrnnc("sweep " + write_config(base / "c1", {{"lengths", {0}}}).string() + " --out " + out),
                         "lengths[0]");
  require_one_line_error(
      run_lrnnc("sweep " + write_config(base / "c2", {{"dtypes", {"bf16", "fp7"}}}).string() + " --out " + out),
      "dtypes[1]");
  require_one_line_error(
      run_lrnnc("sweep " + write_config(base / "c3", {{"orders", {"zigzag"}}}).string() + " --out " + out),
      "orders[0]");
  require_one_line_error(
      run_lrnnc("sweep " + write_config(base / "c4", {{"constructions", nlohmann::json::array()}}).string() +
                " --out " + out),
      "empty grid");
  require_one_line_error(run_lrnnc("sweep " + write_config(base / "c5").string() + " --out " + out + " --shard 2/2"),
                         "--shard");
  CHECK(!fs::exists(out));

  // A directory holding another sweep: refused, its files untouched.
  const fs::path good = write_config(base / "c6", {{"lengths", {4}}, {"dtypes", {"fp32"}}});
  REQUIRE(run_lrnnc("sweep " + good.string() + " --out " + out + " --threads 1").code == 0);
  const std::string csv = slurp(fs::path(out) / "results.csv");
  const fs::path other = write_config(base / "c7", {{"lengths", {8}}, {"dtypes", {"fp32"}}});
  require_one_line_error(run_lrnnc("sweep " + other.string() + " --out " + out), "holds a different sweep");
  CHECK(slurp(fs::path(out) / "results.csv") == csv);
  require_one_line_error(run_lrnnc("sweep merge " + (base / "nowhere").string() + " --out " + (base / "m").string()),
                         "no sweep.json");
  require_one_line_error(run_lrnnc("sweep --out " + out), "expected CONFIG.json");
}

TEST_CASE("sweep: hostile configs, shard strings and a busy directory are one line, exit code 2",
          "[standard][cli][sweep]") {
  const fs::path base = sweep_dir("hostile");
  const std::string out = (base / "out").string();
  auto cells = [](std::size_t n, const std::string& prefix) {
    nlohmann::json a = nlohmann::json::array();
    for (std::size_t i = 0; i < n; ++i) a.push_back(prefix + std::to_string(i + 1));
    return a;
  };
  nlohmann::json constructions = nlohmann::json::array();
  for (int i = 0; i < 1000; ++i) constructions.push_back({{"name", "c" + std::to_string(i)}});
  nlohmann::json lengths = nlohmann::json::array();
  for (int i = 0; i < 1000; ++i) lengths.push_back(i + 1);
  // 10^9 cells: refused at validation, at once, naming the key.
  require_one_line_error(run_lrnnc("sweep " +
                                   write_config(base / "h1", {{"constructions", constructions},
                                                              {"orders", cells(1000, "chunked:")},
                                                              {"lengths", lengths},
                                                              {"tasks", {"parity"}},
                                                              {"dtypes", {"fp32"}}})
                                       .string() +
                                   " --out " + out),
                         "= 1000000000 cells, more than limits.cells = 1000000");
  require_one_line_error(
      run_lrnnc("sweep " + write_config(base / "h2", {{"lengths", {4, 1000000000000ULL}}}).string() + " --out " + out),
      "lengths[1]: 1000000000000 is more than limits.length");
  require_one_line_error(
      run_lrnnc("sweep " + write_config(base / "h3", {{"lengths", {16777216}}, {"words", 100000}}).string() +
                " --out " + out),
      "more than limits.tokens");
  fs::create_directories(base / "h4");
  std::ofstream(base / "h4" / "config.json") << R"({"tasks": ["parity"], "tasks": ["mod:3"]})";
  require_one_line_error(run_lrnnc("sweep " + (base / "h4" / "config.json").string() + " --out " + out),
                         "duplicate key 'tasks'");
  // Files past their size limits (sparse, so nothing is written), and devices: refused before
  // they are read, or after at most the limit.
  const fs::path big = base / "h7";
  fs::create_directories(big);
  std::ofstream(big / "config.json").close();
  fs::resize_file(big / "config.json", std::uintmax_t{1} << 40);
  require_one_line_error(
      run_lrnnc("sweep " + (big / "config.json").string() + " --out " + out),
      "config.json' has 1099511627776 bytes, more than the limit of 67108864 (the sweep file limit)");
  require_one_line_error(run_lrnnc("sweep /dev/zero --out " + out),
                         "'/dev/zero' is not a regular file: it is a character device");
  const fs::path huge_dfa = write_config(base / "h8");
  fs::resize_file(base / "h8" / "flip.json", std::uintmax_t{1} << 40);
  require_one_line_error(
      run_lrnnc("sweep " + huge_dfa.string() + " --out " + out),
      "flip.json' has 1099511627776 bytes, more than the limit of 67108864 (the automaton file limit)");
  const fs::path device_dfa = write_config(base / "h9", {{"tasks", {{{"dfa", "/dev/zero"}}}}});
  require_one_line_error(run_lrnnc("sweep " + device_dfa.string() + " --out " + out),
                         "'/dev/zero' is not a regular file");
  for (const char* shard :
       {"' 1/2'", "'1/2 '", "-1/2", "1/0", "3/2", "99999999999999999999/2", "1/2/3", "'1/2x'", "01/2"})
    require_one_line_error(
        run_lrnnc("sweep " + write_config(base / "h5").string() + " --out " + out + " --shard=" + shard),
        "--shard: expected I/N");
  CHECK(!fs::exists(out));

  // A directory another run is appending to (its lock held): refused, nothing changed.
  const fs::path good = write_config(base / "h6", {{"lengths", {4}}, {"dtypes", {"fp32"}}});
  REQUIRE(run_lrnnc("sweep " + good.string() + " --out " + out + " --threads 1").code == 0);
  const std::string csv = slurp(fs::path(out) / "results.csv");
  const int fd = ::open((fs::path(out) / "results.csv").c_str(), O_RDONLY | O_CLOEXEC);
  REQUIRE(fd >= 0);
  REQUIRE(::flock(fd, LOCK_EX | LOCK_NB) == 0);
  require_one_line_error(run_lrnnc("sweep " + good.string() + " --out " + out), "another lrnnc sweep is writing to");
  ::close(fd);
  CHECK(slurp(fs::path(out) / "results.csv") == csv);
  // A results.csv past its limit (sparse): resuming refuses it, and leaves it as it is.
  fs::resize_file(fs::path(out) / "results.csv", std::uintmax_t{5} << 30);
  require_one_line_error(
      run_lrnnc("sweep " + good.string() + " --out " + out),
      "results.csv' has 5368709120 bytes, more than the limit of 4294967296 (the results.csv limit)");
  CHECK(fs::file_size(fs::path(out) / "results.csv") == std::uintmax_t{5} << 30);
  fs::remove_all(out);
}

TEST_CASE("sweep: a learned model as a construction", "[standard][cli][sweep]") {
  const fs::path base = sweep_dir("learned");
  fs::create_directories(base / "cfg" / "models");
  write_parity_model((base / "cfg" / "models" / "parity.json").string());
  const fs::path config = write_config(
      base / "cfg",
      {{"constructions", {{{"model", "models/parity.json"}}, {{"restrict", "diag01"}, {"name", "diag01"}}}},
       {"exclude", {{{"task", "a-parity"}, {"construction", "model:models/parity.json"}}}}});
  const std::string out = (base / "out").string();
  Result r = run_lrnnc("sweep " + config.string() + " --out " + out + " --threads 2");
  INFO("stdout: " << r.out << "\nstderr: " << r.err);
  REQUIRE(r.code == 0);
  const std::string csv = slurp(fs::path(out) / "results.csv");
  // parity x the model x {fp32, bf16} x {4, 32}: every word right.
  CHECK_THAT(csv, Catch::Contains(
                      "parity,model:models/parity.json,,fp32,sequential,4,3,1,1,0,,,,,ok,\"learned diag:[-1,1]\""));
  CHECK_THAT(csv, Catch::Contains(
                      "parity,model:models/parity.json,,bf16,sequential,32,3,1,1,0,,,,,ok,\"learned diag:[-1,1]\""));
  CHECK(std::count(csv.begin(), csv.end(), '\n') == 1 + 4 + 8);
  Result again = run_lrnnc("sweep " + config.string() + " --out " + out + " --json");
  REQUIRE(again.code == 0);
  CHECK(nlohmann::json::parse(again.out)["cells_skipped"] == 12);

  // A missing model, and a model whose task is not the config's: one line, exit code 2.
  const fs::path missing = write_config(base / "missing", {{"constructions", {{{"model", "nowhere.json"}}}}});
  require_one_line_error(run_lrnnc("sweep " + missing.string() + " --out " + (base / "o2").string()), "nowhere.json");
  CHECK(!fs::exists(base / "o2"));
  require_one_line_error(
      run_lrnnc("sweep " +
                write_config(base / "cfg", {{"constructions", {{{"model", "models/parity.json"}}}}}).string() +
                " --out " + (base / "o3").string()),
      "the learned model cannot run task 'a-parity'");
  CHECK(!fs::exists(base / "o3"));
}

TEST_CASE("sweep \"measure\": \"realize\": the search per cell, its columns, n/a for scan order, resumed",
          "[standard][cli][sweep]") {
  const fs::path base = sweep_dir("realize");
  fs::create_directories(base);
  std::ofstream(base / "config.json") << R"({"tasks": ["mod:3", "mod:5"], "constructions": [{}],
    "dtypes": ["bf16", "e4m3"], "orders": ["sequential", "scan"], "measure": "realize"})";
  const std::string run = "sweep " + (base / "config.json").string() + " --out " + (base / "out").string();
  Result r = run_lrnnc(run);
  INFO("stdout: " << r.out << "\nstderr: " << r.err);
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("8 run, 0 already"));
  const std::string csv = slurp(base / "out" / "results.csv");
  // mod:5 is cells 4-7 (dtypes > orders): bf16 sequential, bf16 scan, e4m3 sequential, e4m3 scan.
  CHECK_THAT(csv, Catch::Contains("mod:5,default,,bf16,sequential,0,0,,,,,,,,ok,rotation (dense),,"));
  CHECK_THAT(csv, Catch::Contains(",4,proved,113,112,,113,5,true,false,true\n"));
  CHECK_THAT(csv, Catch::Contains(",6,counterexample,122,121,38,122,43,false,false,false\n"));
  CHECK_THAT(csv, Catch::Contains("mod:5,default,,e4m3,scan,0,0,,,,,,,,n/a,rotation (dense),order scan: the search "
                                  "runs the sequential order,0,7,,,,,,,,,\n"));
  const auto summary = nlohmann::json::parse(slurp(base / "out" / "summary.json"));
  CHECK(summary["series"][4]["realize"]["verdict"] == "proved");
  CHECK(summary["series"][6]["realize"]["shortest_failure"] == 38);
  CHECK(summary["series"][7]["status"] == "n/a");
  CHECK_THAT(slurp(base / "out" / "results.md"), Catch::Contains("## State-space search"));
  Result again = run_lrnnc(run);
  REQUIRE(again.code == 0);
  CHECK_THAT(again.out, Catch::Contains("0 run, 8 already"));
}
