// Sweeps: the config is validated up front (every bad input one lrnnc::Error, nothing written);
// shards partition the grid; an interrupted run resumes without losing or duplicating a row; a
// directory of another sweep is refused untouched; CSV fields survive quoting; merged shards equal
// an unsharded run; constructions that cannot implement a task give rows that say so.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "common/error.hpp"
#include "experiments/sweep-grid.hpp"
#include "experiments/sweep.hpp"
#include "tests/temp-dir.hpp"

using namespace lrnnc;
using namespace lrnnc::experiments;
using namespace lrnnc::experiments::sweep_detail;
namespace fs = std::filesystem;

namespace {

// NAME in this test process's scratch folder (removed at exit), not there yet.
fs::path sweep_dir(const std::string& name) {
  static const test_support::TempDir root("sweep");
  fs::path d = root.path() / name;
  fs::remove_all(d);
  return d;
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

nlohmann::json tiny_config() {
  return nlohmann::json::parse(R"({
    "name": "tiny",
    "tasks": ["parity", "mod:3"],
    "constructions": [{"method": "group", "reflection": "integer", "cyclic": "permutation", "name": "integer"},
                      {"method": "group", "cyclic": "rotation", "rotation": "dense", "name": "rotation"},
                      {"restrict": "diag11", "name": "diag11"}],
    "dtypes": ["fp32", "e4m3"],
    "orders": ["sequential"],
    "lengths": [8, 64],
    "words": 4, "seed": 7})");
}

SweepOptions one_thread() {
  SweepOptions o;
  o.threads = 1;
  return o;
}

// Rows keyed by cell, with the timing cleared (the only column that differs between runs).
std::map<std::size_t, std::string> rows_without_seconds(const fs::path& dir) {
  std::map<std::size_t, std::string> out;
  for (Row r : read_csv((dir / "results.csv").string()).rows) {
    r.seconds = 0;
    REQUIRE(out.emplace(r.cell, csv_line(r)).second);  // no cell twice
  }
  return out;
}

void require_error(const nlohmann::json& config, const std::string& contains, const std::string& config_dir = "") {
  INFO("config: " << config.dump());
  const fs::path out = sweep_dir("never-written");
  try {
    run_sweep(config, config_dir, out.string(), one_thread());
    FAIL("no error thrown");
  } catch (const Error& e) {
    const std::string what = e.what();
    INFO("message: " << what);
    CHECK(what.find(contains) != std::string::npos);
    CHECK(what.find('\n') == std::string::npos);
  }
  CHECK(!fs::exists(out));  // nothing written
}

}  // namespace

TEST_CASE("SweepConfigGivesLabelsAndCellsInGridOrder", "[quick]") {
  nlohmann::json config = tiny_config();
  config["dtypes"].push_back({{"storage", "bf16"}, {"acc", "fp32"}, {"fma", true}, {"rounding", "rz"}});
  config["constructions"].push_back({{"method", "onehot"}});
  config["tasks"].push_back({{"regex", "(ab)*"}, {"alphabet", "ab"}});
  const Grid grid = parse_config(config, "");
  REQUIRE(grid.tasks.size() == 3);
  CHECK(grid.tasks[2].label == "regex:(ab)*");
  CHECK(grid.constructions[3].label == "method=onehot");
  CHECK(grid.dtypes[2].label == "bf16,acc=fp32,fma,rounding=rz");
  CHECK(grid.dtypes[2].policy.fma);
  CHECK(grid.orders[0].label == "sequential");
  CHECK(grid.words == 4);
  CHECK(grid.seed == 7);
  CHECK(grid.hash.size() == 16);
  REQUIRE(grid.cells.size() == grid.product_size());
  REQUIRE(grid.cells.size() == 3 * 4 * 3 * 1 * 2);
  // lengths innermost, tasks outermost
  CHECK(grid.cells[1].length == 1);
  CHECK(grid.cells[2].dtype == 1);
  CHECK(grid.cells[6].construction == 1);
  CHECK(grid.cells[24].task == 1);
  for (std::size_t i = 0; i < grid.cells.size(); ++i) CHECK(grid.cells[i].index == i);
  // Defaults and the hash's dependence on the config.
  nlohmann::json other = tiny_config();
  other.erase("words");
  other.erase("seed");
  const Grid g2 = parse_config(other, "");
  CHECK(g2.words == 64);
  CHECK(g2.seed == 1);
  CHECK(g2.hash != parse_config(tiny_config(), "").hash);
  CHECK(parse_config(tiny_config(), "").hash == parse_config(tiny_config(), "").hash);
}

TEST_CASE("SweepExcludeRemovesMatchingCellsAndKeepsIndices", "[quick]") {
  nlohmann::json config = tiny_config();
  config["exclude"] = {{{"task", "mod:3"}, {"construction", "rotation"}}, {{"length", 64}, {"dtype", "e4m3"}}};
  const Grid grid = parse_config(config, "");
  // 24 cells; mod:3 x rotation = 4 cells; e4m3 x 64 = 6 cells, one of them already excluded.
  CHECK(grid.cells.size() == 24 - 4 - 5);
  for (const Cell& c : grid.cells) {
    CHECK(!(c.task == 1 && c.construction == 1));
    CHECK(!(c.dtype == 1 && c.length == 1));
  }
  CHECK(grid.cells.back().index == 22);  // mod:3, diag11, e4m3, length 8
}

TEST_CASE("SweepConfigRefusesBadInputWithOneErrorAndWritesNothing", "[quick]") {
  auto with = [](const std::string& key, const nlohmann::json& value) {
    nlohmann::json c = tiny_config();
    c[key] = value;
    return c;
  };
  require_error(with("colour", "red"), "unknown key 'colour'");
  require_error(with("tasks", nlohmann::json::array()), "empty grid: 'tasks'");
  require_error(with("dtypes", nlohmann::json::array()), "empty grid: 'dtypes'");
  require_error(with("lengths", {16, 0}), "lengths[1]: expected a positive integer, found 0");
  require_error(with("lengths", {-3}), "lengths[0]: expected a positive integer, found -3");
  require_error(with("lengths", {16, 16}), "16 appears twice");
  require_error(with("words", 0), "words: expected a positive integer");
  require_error(with("dtypes", {"fp32", "bf17"}), "dtypes[1]");
  require_error(with("dtypes", {{{"storage", "bf16"}, {"acc", "fp32"}, {"fused", true}}}), "unknown key 'fused'");
  require_error(with("dtypes", {{{"acc", "fp32"}}}), "needs 'storage'");
  require_error(with("dtypes", {"mpfr:200"}), "dtypes[0]");
  require_error(with("orders", {"sequential", "diagonal"}), "orders[1]");
  require_error(with("orders", {"chunked:0"}), "orders[0]");
  require_error(with("constructions", {{{"method", "group"}, {"reflections", "unit"}}}), "unknown key 'reflections'");
  require_error(with("constructions", {{{"method", "grop"}}}), "constructions[0].method");
  require_error(with("constructions", {{{"best_effort", true}}}), "best_effort applies to restrict");
  require_error(with("constructions", {{{"restrict", "diag01"}, {"best_effort", "yes"}}}), "expected true or false");
  require_error(with("constructions", {{{"method", "group"}}, {{"method", "group"}}}), "appears twice");
  require_error(with("tasks", {"parity", {{"dfa", "no-such-file.json"}}}), "no-such-file.json");
  require_error(with("tasks", {"sym:12"}), "tasks[0]");
  require_error(with("tasks", {{{"regex", "(ab"}}}), "tasks[0]");
  require_error(with("tasks", {{{"regex", "ab"}, {"dfa", "x.json"}}}), "exactly one of");
  require_error(with("exclude", {{{"task", "mod:4"}}}), "'mod:4' is not the label of any task");
  require_error(with("exclude", {{{"task", "parity"}}, {{"task", "mod:3"}}}), "removes every cell");
  nlohmann::json missing = tiny_config();
  missing.erase("orders");
  require_error(missing, "missing 'orders'");
  // Several problems: all of them in the one message.
  nlohmann::json many = with("lengths", {0});
  many["dtypes"] = {"bf17"};
  require_error(many, "lengths[0]");
  require_error(many, "dtypes[0]");
  // A relative file path is relative to the config's directory.
  const fs::path dir = sweep_dir("config-dir");
  fs::create_directories(dir);
  std::ofstream(dir / "bad.json")
      << "{\"alphabet\": [\"a\"], \"states\": 1, \"start\": 3, \"accepting\": [], \"delta\": [[0]]}";
  require_error(with("tasks", {{{"dfa", "bad.json"}}}), (dir / "bad.json").string(), dir.string());
  CHECK_THROWS_AS(parse_shard("2/2"), Error);
  CHECK_THROWS_AS(parse_shard("1"), Error);
  CHECK_THROWS_AS(parse_shard("a/3"), Error);
  CHECK_THROWS_AS(parse_shard("0/0"), Error);
  CHECK(parse_shard("3/8") == std::make_pair<std::size_t, std::size_t>(3, 8));
}

TEST_CASE("ShardsPartitionTheGrid", "[quick]") {
  nlohmann::json config = tiny_config();
  config["lengths"] = {2, 4, 8, 16, 32};
  config["exclude"] = {{{"construction", "diag11"}, {"length", 4}}};
  const Grid grid = parse_config(config, "");
  for (std::size_t n : {1, 2, 3, 5, 7, 64}) {
    INFO("N = " << n);
    std::set<std::size_t> all;
    std::size_t smallest = grid.cells.size(), largest = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const auto cells = shard_cells(grid, i, n);
      smallest = std::min(smallest, cells.size());
      largest = std::max(largest, cells.size());
      for (const Cell& c : cells) CHECK(all.insert(c.index).second);  // disjoint
      CHECK(std::is_sorted(cells.begin(), cells.end(), [](const Cell& a, const Cell& b) { return a.index < b.index; }));
      CHECK(shard_cells(grid, i, n).size() == cells.size());  // deterministic
    }
    CHECK(all.size() == grid.cells.size());  // union = the grid
    CHECK(largest - smallest <= 1);
  }
  // N = number of lengths: index % N would give a shard one length only; the hash mixes them.
  std::set<std::size_t> lengths;
  for (const Cell& c : shard_cells(grid, 0, 5)) lengths.insert(c.length);
  CHECK(lengths.size() > 1);
}

TEST_CASE("CsvFieldsSurviveQuoting", "[quick]") {
  Row r;
  r.task = "regex:(a,b)*";
  r.construction = "method=group,reflection=\"integer\"";
  r.dtype = "bf16,acc=fp32,fma";
  r.order = "chunked:64";
  r.length = 4096;
  r.words = 32;
  r.accuracy = 0.96875;
  r.first_failure_min = 3;
  r.first_failure_median = 17;
  r.seed = 18446744073709551615ULL;
  r.token_accuracy = 0.9990234375;
  r.fp_iterations_median = 1001;
  r.converged = 0.375;
  r.status = "ok";
  r.network = "rotation (dense)";
  r.message = "a, b and \"c\"";
  r.seconds = 1.25;
  r.cell = 12;
  const std::string line = csv_line(r);
  REQUIRE(line.back() == '\n');
  const Row back = parse_row(csv_split(line.substr(0, line.size() - 1)));
  CHECK(csv_line(back) == line);
  CHECK(back.message == r.message);
  CHECK(back.construction == r.construction);
  CHECK(*back.accuracy == *r.accuracy);
  CHECK(back.seed == r.seed);
  CHECK(back.token_accuracy == r.token_accuracy);
  CHECK(back.fp_iterations_median == r.fp_iterations_median);
  CHECK(back.converged == r.converged);
  Row empty = r;
  empty.converged.reset();
  empty.accuracy.reset();
  empty.seed.reset();
  empty.token_accuracy.reset();
  empty.fp_iterations_median.reset();
  empty.first_failure_min.reset();
  empty.first_failure_median.reset();
  empty.message = "line one\nline two";  // kept on one line
  const std::string e = csv_line(empty);
  CHECK(std::count(e.begin(), e.end(), '\n') == 1);
  const Row empty_back = parse_row(csv_split(e.substr(0, e.size() - 1)));
  CHECK(!empty_back.accuracy);
  CHECK(!empty_back.seed);
  CHECK(!empty_back.token_accuracy);
  CHECK(!empty_back.fp_iterations_median);
  CHECK(!empty_back.converged);
  CHECK_THROWS_AS(csv_split("a,\"b"), Error);
  CHECK_THROWS_AS(csv_split("a,\"b\"c"), Error);
  CHECK_THROWS_AS(parse_row(csv_split("a,b")), Error);
  CHECK(csv_split("\"\",x,").size() == 3);
}

TEST_CASE("WordsDependOnSeedTaskAndLengthOnly", "[quick]") {
  const auto a = make_words(1, "parity", 16, 4, 2), b = make_words(1, "parity", 16, 4, 2);
  CHECK(a == b);
  CHECK(a != make_words(2, "parity", 16, 4, 2));
  CHECK(a != make_words(1, "mod:2", 16, 4, 2));
  for (const auto& w : make_words(3, "sym:5", 100, 3, 120))
    for (auto letter : w) CHECK(letter < 120);
}

TEST_CASE("SweepRowsRecordCannotImplementAndBestEffort", "[standard]") {
  nlohmann::json config = tiny_config();
  config["constructions"].push_back({{"restrict", "diag11"}, {"best_effort", true}, {"name", "diag11 best"}});
  config["tasks"] = {"parity", "mod:3", {{"regex", "(ab)*"}, {"alphabet", "ab"}}};
  const fs::path out = sweep_dir("cannot");
  const SweepReport report = run_sweep(config, "", out.string(), one_thread());
  CHECK(report.cells_run == report.cells_total);
  const auto rows = read_csv((out / "results.csv").string()).rows;
  REQUIRE(rows.size() == report.cells_total);
  std::size_t seen = 0;
  for (const Row& r : rows) {
    INFO(csv_line(r));
    if (r.task == "mod:3" && r.construction == "diag11") {
      // Theorem 2: counting mod 3 needs complex eigenvalues; a real diagonal cannot.
      CHECK(r.status == "cannot implement");
      CHECK(!r.message.empty());
      CHECK(!r.accuracy);
      ++seen;
    }
    if (r.task == "regex:(ab)*") {
      if (r.construction == "integer" || r.construction == "rotation") {
        CHECK(r.status == "cannot implement");  // not a group: the group method refuses it
        ++seen;
      } else {  // aperiodic: a cascade of resets, diagonal with entries 0 and 1, exact in diag11
        CHECK(r.status == "ok");
        CHECK(r.accuracy == Approx(1.0));
      }
    }
    if (r.task == "parity" && r.construction != "diag11 best") {
      CHECK(r.status == "ok");
      CHECK(r.accuracy == Approx(1.0));  // exact in every format: -1 and permutations
    }
    if (r.task == "mod:3" && r.construction == "diag11 best") {
      CHECK(r.status == "ok");
      CHECK(r.message.find("best effort") != std::string::npos);
      CHECK(*r.accuracy < 1.0);
      CHECK(r.first_failure_min);
    }
  }
  CHECK(seen == 4 + 2 * 4);
  const auto summary = nlohmann::json::parse(slurp(out / "summary.json"));
  CHECK(summary["cells"]["cannot implement"].get<std::size_t>() == 12);
  CHECK(slurp(out / "results.md").find("n/i") != std::string::npos);
  CHECK(fs::exists(out / "accuracy.gp"));
  CHECK(fs::exists(out / "heatmap.gp"));
}

TEST_CASE("PlotLabelsEscapeGnuplotMarkup", "[standard]") {
  // Enhanced text reads { } _ ^ as markup: regex:(a{2}|b)* would be titled (a2|b)*.
  nlohmann::json config = tiny_config();
  config["name"] = "plot_labels";
  config["tasks"] = {{{"regex", "(a{2}|b)*"}}};
  config["constructions"] = {{{"method", "cascade"}, {"name", "c_1^2"}}};
  config["dtypes"] = {"fp32"};
  config["lengths"] = {4};
  const fs::path out = sweep_dir("plot-labels");
  (void)run_sweep(config, "", out.string(), one_thread());
  const std::string gp = slurp(out / "accuracy.gp");
  CHECK(gp.find("set title 'regex:(a\\{2\\}|b)*, c\\_1\\^2'") != std::string::npos);  // a panel: task, construction
  CHECK(gp.find("title 'fp32'") != std::string::npos);                                // the legend: a dtype
  CHECK(gp.find("(plot\\_labels)") != std::string::npos);
  CHECK(slurp(out / "heatmap.gp").find("'c\\_1\\^2'") != std::string::npos);
}

namespace {

// The figure size a plot script asks for: "set terminal pngcairo size W,H".
std::pair<std::size_t, std::size_t> figure_size(const std::string& gp) {
  const std::string key = "pngcairo size ";
  const std::size_t at = gp.find(key);
  REQUIRE(at != std::string::npos);
  std::istringstream in(gp.substr(at + key.size()));
  std::size_t w = 0, h = 0;
  char comma = 0;
  in >> w >> comma >> h;
  REQUIRE(comma == ',');
  return {w, h};
}

}  // namespace

TEST_CASE("PlotsWrapTheirPanelsIntoFiguresAtMost2000PixelsWide", "[standard]") {
  // 12 tasks x 5 dtypes x 2 orders: one row of heatmap panels would be 12 x 10 columns wide.
  nlohmann::json config = tiny_config();
  config["name"] = "wide";
  config["tasks"] = nlohmann::json::array({"parity"});
  for (int m = 3; m <= 13; ++m) config["tasks"].push_back("mod:" + std::to_string(m));
  config["constructions"] = {{{"method", "group"}, {"reflection", "integer"}, {"cyclic", "permutation"}}};
  config["dtypes"] = {"fp32", "bf16", "fp16", "e4m3", "e5m2"};
  config["orders"] = {"sequential", "scan"};
  config["lengths"] = {4};
  config["words"] = 1;
  const test_support::TempDir scratch("sweep-plots-wide");
  const fs::path out = scratch.path() / "out";
  (void)run_sweep(config, "", out.string(), one_thread());
  const std::string heatmap = slurp(out / "heatmap.gp"), accuracy = slurp(out / "accuracy.gp");
  const auto [hw, hh] = figure_size(heatmap);
  const auto [aw, ah] = figure_size(accuracy);
  CHECK(hw <= 2000);
  CHECK(aw <= 2000);
  CHECK(hh > 0);
  CHECK(ah > 0);
  CHECK(hw >= 1000);  // the panels fill the rows: not one panel per row
  CHECK(heatmap.find("set multiplot layout 1,") == std::string::npos);  // wrapped into several rows
  for (int m = 3; m <= 13; ++m) CHECK(heatmap.find("set title 'mod:" + std::to_string(m) + "'") != std::string::npos);
  // The legend: one entry per dtype and per order, not one per series.
  const std::size_t legend = accuracy.find("# legend");
  REQUIRE(legend != std::string::npos);
  const std::string legend_plot = accuracy.substr(legend, accuracy.find("unset key", legend) - legend);
  std::size_t entries = 0;
  for (std::size_t at = legend_plot.find(" title '"); at != std::string::npos;
       at = legend_plot.find(" title '", at + 1))
    ++entries;
  CHECK(entries == 5 + 2);
}

TEST_CASE("InterruptedSweepResumesWithoutLossOrDuplicates", "[standard]") {
  const fs::path full = sweep_dir("resume-full"), cut = sweep_dir("resume-cut");
  const SweepReport first = run_sweep(tiny_config(), "", full.string(), one_thread());
  CHECK(first.cells_total == 24);
  CHECK(first.cells_run == 24);
  // A killed run: the same directory with results.csv cut in the middle of its 10th row.
  fs::copy(full, cut, fs::copy_options::recursive);
  const std::string csv = slurp(full / "results.csv");
  std::size_t pos = 0;
  for (int line = 0; line < 10; ++line) pos = csv.find('\n', pos) + 1;
  const std::size_t cut_at = pos + (csv.find('\n', pos) - pos) / 2;
  fs::resize_file(cut / "results.csv", cut_at);
  const auto partial = read_csv((cut / "results.csv").string());
  CHECK(partial.truncated);
  CHECK(partial.rows.size() == 9);

  const SweepReport again = run_sweep(tiny_config(), "", cut.string(), one_thread());
  CHECK(again.cells_skipped == 9);
  CHECK(again.cells_run == 15);
  CHECK(rows_without_seconds(cut) == rows_without_seconds(full));
  CHECK(!read_csv((cut / "results.csv").string()).truncated);

  // A third run finds everything done.
  const SweepReport done = run_sweep(tiny_config(), "", cut.string(), one_thread());
  CHECK(done.cells_run == 0);
  CHECK(done.cells_skipped == 24);
  CHECK(rows_without_seconds(cut) == rows_without_seconds(full));
}

TEST_CASE("DirectoryOfAnotherSweepIsRefusedUntouched", "[standard]") {
  const fs::path out = sweep_dir("refuse");
  run_sweep(tiny_config(), "", out.string(), one_thread());
  const std::string csv = slurp(out / "results.csv"), meta = slurp(out / "sweep.json");
  nlohmann::json other = tiny_config();
  other["words"] = 5;
  try {
    run_sweep(other, "", out.string(), one_thread());
    FAIL("no error");
  } catch (const Error& e) {
    CHECK(std::string(e.what()).find("holds a different sweep") != std::string::npos);
  }
  SweepOptions shard = one_thread();
  shard.shard_count = 2;
  CHECK_THROWS_WITH(run_sweep(tiny_config(), "", out.string(), shard), Catch::Contains("holds shard 0/1"));
  CHECK(slurp(out / "results.csv") == csv);
  CHECK(slurp(out / "sweep.json") == meta);
  // A results.csv that is not ours.
  const fs::path foreign = sweep_dir("foreign");
  fs::create_directories(foreign);
  std::ofstream(foreign / "results.csv") << "a,b\n1,2\n";
  CHECK_THROWS_WITH(run_sweep(tiny_config(), "", foreign.string(), one_thread()), Catch::Contains("no sweep.json"));
  CHECK(slurp(foreign / "results.csv") == "a,b\n1,2\n");
}

TEST_CASE("MergedShardsEqualAnUnshardedRun", "[standard]") {
  const fs::path whole = sweep_dir("merge-whole"), s0 = sweep_dir("merge-s0"), s1 = sweep_dir("merge-s1"),
                 s2 = sweep_dir("merge-s2"), merged = sweep_dir("merge-out");
  run_sweep(tiny_config(), "", whole.string(), one_thread());
  std::size_t sum = 0;
  int i = 0;
  for (const fs::path& d : {s0, s1, s2}) {
    SweepOptions o = one_thread();
    o.shard_index = i++;
    o.shard_count = 3;
    sum += run_sweep(tiny_config(), "", d.string(), o).cells_total;
  }
  CHECK(sum == 24);
  // Partial merge: cells missing are reported; then the full merge (one directory twice: duplicates).
  const SweepReport partial = merge_sweeps({s0.string(), s1.string()}, merged.string());
  CHECK(partial.cells_missing == read_csv((s2 / "results.csv").string()).rows.size());
  const SweepReport report = merge_sweeps({s0.string(), s1.string(), s2.string(), s2.string()}, merged.string());
  CHECK(report.cells_missing == 0);
  CHECK(report.cells_total == 24);
  CHECK(rows_without_seconds(merged) == rows_without_seconds(whole));
  CHECK(nlohmann::json::parse(slurp(merged / "summary.json"))["cells"]["missing"] == 0);
  // The merged directory is the whole sweep: running the config into it finds nothing to do.
  const SweepReport rerun = run_sweep(tiny_config(), "", merged.string(), one_thread());
  CHECK(rerun.cells_run == 0);
  // Directories of different sweeps do not merge.
  nlohmann::json other = tiny_config();
  other["seed"] = 8;
  const fs::path o = sweep_dir("merge-other");
  run_sweep(other, "", o.string(), one_thread());
  CHECK_THROWS_WITH(merge_sweeps({s0.string(), o.string()}, sweep_dir("merge-bad").string()),
                    Catch::Contains("different sweep"));
  CHECK_THROWS_WITH(merge_sweeps({sweep_dir("nothing").string()}, sweep_dir("merge-bad2").string()),
                    Catch::Contains("no sweep.json"));
}

TEST_CASE("SweepCellsOverTheMemoryBudgetAreErrorRowsNotRuns", "[quick]") {
  nlohmann::json config = tiny_config();
  config["tasks"] = {"parity"};
  config["constructions"] = nlohmann::json::array({nlohmann::json::object()});
  config["dtypes"] = {"fp32"};
  config["orders"] = {"sequential", "scan"};
  config["lengths"] = {64};
  const fs::path out = sweep_dir("memory");
  SweepOptions options = one_thread();
  // The scan keeps every position (~100 bytes a token for parity): 64 tokens are over 2000 bytes,
  // the sequential order's 8 bytes a token are not.
  options.memory_budget = 2000;
  const SweepReport report = run_sweep(config, "", out.string(), options);
  REQUIRE(report.cells_run == 2);
  const auto rows = read_csv((out / "results.csv").string()).rows;
  REQUIRE(rows.size() == 2);
  CHECK(rows[0].order == "sequential");
  CHECK(rows[0].status == "ok");
  CHECK(rows[1].order == "scan");
  CHECK(rows[1].status == "error");
  CHECK(!rows[1].accuracy);
  CHECK_THAT(rows[1].message, Catch::Contains("words of 64 tokens at once), over the memory budget of"));
}

TEST_CASE("SweepRealizeCellsRecordTheSearchAndReadBack", "[standard][sweep]") {
  nlohmann::json config = nlohmann::json::parse(R"({"tasks": ["mod:3", "mod:5"], "constructions": [{}],
    "dtypes": ["bf16", "e4m3", "bf16,rounding=sr:5"], "orders": ["sequential", "scan"], "measure": "realize"})");
  const fs::path out = sweep_dir("realize");
  const SweepReport report = run_sweep(config, "", out.string(), one_thread());
  CHECK(report.cells_run == 12);                           // tasks x constructions x dtypes x orders: no lengths
  std::map<std::pair<std::string, std::string>, Row> seq;  // (task, dtype) -> its sequential row
  for (const Row& r : read_csv((out / "results.csv").string()).rows) {
    CHECK(r.length == 0);
    CHECK(r.words == 0);
    CHECK_FALSE(r.accuracy);
    if (r.order == "sequential") seq.emplace(std::make_pair(r.task, r.dtype), r);
    if (r.order == "scan" || r.dtype.find("sr:") != std::string::npos) {
      CHECK(r.status == "n/a");  // a reason, not a crash
      CHECK_FALSE(r.message.empty());
      CHECK(r.verdict.empty());
    }
  }
  const Row& bf16 = seq.at({"mod:5", "bf16"});
  CHECK(bf16.verdict == "proved");
  CHECK(bf16.pairs == 113u);
  CHECK(bf16.minimized_states == 5u);
  CHECK(bf16.equals_spec == true);
  CHECK(bf16.monoid_group == true);
  const Row& e4m3 = seq.at({"mod:5", "e4m3"});
  CHECK(e4m3.verdict == "counterexample");
  CHECK(e4m3.shortest_failure == 38u);
  CHECK(e4m3.equals_spec == false);
  CHECK(seq.at({"mod:3", "e4m3"}).verdict == "proved");
  // The row reads back exactly, and a row of the layout before the realize columns reads with them empty.
  const std::string line = csv_line(e4m3);
  CHECK(csv_line(parse_row(csv_split(line.substr(0, line.size() - 1)))) == line);
  Row words = bf16;
  words.verdict.clear();
  words.pairs = words.depth = words.realized_states = words.minimized_states = std::nullopt;
  words.equals_spec = words.monoid_aperiodic = words.monoid_group = std::nullopt;
  std::string old = csv_line(words);
  old = old.substr(0, old.size() - 1 - 9);  // the 9 empty realize fields' commas
  const Row back = parse_row(csv_split(old), false, true);
  CHECK(csv_line(back) == csv_line(words));
}

TEST_CASE("SweepRealizeConfigRefusesLengthsAndWords", "[quick][sweep]") {
  nlohmann::json config = nlohmann::json::parse(R"({"tasks": ["mod:3"], "constructions": [{}],
    "dtypes": ["bf16"], "orders": ["sequential"], "measure": "realize", "lengths": [4], "words": 2})");
  require_error(config, "lengths: does not apply to \"measure\": \"realize\"");
  config.erase("lengths");
  config.erase("words");
  config["measure"] = "bits";
  require_error(config, "expected \"words\" or \"realize\"");
  config["measure"] = "words";
  config["max_pairs"] = 10;
  require_error(config, "max_pairs");
}
