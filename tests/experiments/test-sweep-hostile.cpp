// Sweeps on hostile input: grids of 10^9 cells, 10^18 cells or more than 2^64, lengths of 10^12
// and words x length beyond memory fail at validation, at once, naming the limit and the key to
// change; the config text is strict JSON; labels cannot break the CSV; the results.csv reader
// refuses what it cannot read back exactly; shard strings are checked; exclusion matches a brute
// force; merge refuses two different rows for one cell; a second run into a directory is refused.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <sstream>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

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
fs::path hostile_dir(const std::string& name) {
  static const test_support::TempDir root("hostile");
  fs::path d = root.path() / name;
  fs::remove_all(d);
  return d;
}

nlohmann::json small_config() {
  return nlohmann::json::parse(R"({
    "tasks": ["parity", "mod:3"],
    "constructions": [{"method": "group", "name": "group"}],
    "dtypes": ["fp32"],
    "orders": ["sequential"],
    "lengths": [4, 8],
    "words": 2})");
}

// n distinct, cheap entries of each list kind.
nlohmann::json regex_tasks(std::size_t n) {
  nlohmann::json a = nlohmann::json::array();
  for (std::size_t i = 0; i < n; ++i) a.push_back({{"regex", "a"}, {"name", "t" + std::to_string(i)}});
  return a;
}
nlohmann::json constructions(std::size_t n) {
  nlohmann::json a = nlohmann::json::array();
  for (std::size_t i = 0; i < n; ++i) a.push_back({{"method", "group"}, {"name", "c" + std::to_string(i)}});
  return a;
}
nlohmann::json dtypes(std::size_t n) {
  nlohmann::json a = nlohmann::json::array();
  for (int e = 2; e <= 9; ++e)  // the float formats Arithmetic emulates
    for (int m = 1; m <= 24; ++m)
      for (const char* option : {"", ":nosub"})
        if (a.size() < n) a.push_back("float:e" + std::to_string(e) + "m" + std::to_string(m) + option);
  for (int i = 0; i <= 30; ++i)
    for (int f = 0; f <= 30; ++f)
      if (a.size() < n && i + f > 0) a.push_back("fixed:q" + std::to_string(i) + "." + std::to_string(f));
  REQUIRE(a.size() == n);
  return a;
}
nlohmann::json orders(std::size_t n) {
  nlohmann::json a = nlohmann::json::array();
  for (std::size_t i = 0; i < n; ++i) a.push_back("chunked:" + std::to_string(i + 1));
  return a;
}
nlohmann::json lengths(std::size_t n) {
  nlohmann::json a = nlohmann::json::array();
  for (std::size_t i = 0; i < n; ++i) a.push_back(i + 1);
  return a;
}

std::string error_of(const nlohmann::json& config) {
  try {
    parse_config(config, "");
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

void require_config_error(const nlohmann::json& config, const std::string& contains) {
  const std::string what = error_of(config);
  INFO("message: " << what);
  REQUIRE(!what.empty());
  CHECK(what.find(contains) != std::string::npos);
  CHECK(what.find('\n') == std::string::npos);
}

}  // namespace

TEST_CASE("HugeGridsFailAtValidationNamingTheLimit", "[standard]") {
  // 1 x 1000 x 1 x 1000 x 1000 = 10^9 cells: refused before a single cell is made.
  nlohmann::json c = small_config();
  c["tasks"] = {"parity"};
  c["constructions"] = constructions(1000);
  c["orders"] = orders(1000);
  c["lengths"] = lengths(1000);
  require_config_error(c,
                       "1 tasks x 1000 constructions x 1 dtypes x 1000 orders x 1000 lengths = 1000000000 cells, more "
                       "than limits.cells = 1000000");
  require_config_error(c, "\"limits\": {\"cells\": N}");
  // 10^18 cells, and a product beyond 2^64: counted without overflow.
  c["tasks"] = regex_tasks(1000);
  c["constructions"] = constructions(10000);
  c["orders"] = orders(10000);
  c["lengths"] = lengths(10000);
  c["dtypes"] = dtypes(1000);
  require_config_error(c, "= 1000000000000000000 cells");
  c["tasks"] = regex_tasks(2000);
  c["lengths"] = lengths(100000);  // 2 * 10^19 > 2^64
  require_config_error(c, "= more than 2^64 cells");
  // A raised limit lets a larger grid through; the limits do not change the hash.
  nlohmann::json fits = small_config();  // 2 tasks
  fits["constructions"] = constructions(501);
  fits["lengths"] = lengths(1000);
  require_config_error(fits, "= 1002000 cells");
  fits["limits"] = {{"cells", 1002000}};
  CHECK(parse_config(fits, "").cells.size() == 1002000);
  nlohmann::json smaller = small_config();
  const std::string hash = parse_config(smaller, "").hash;
  smaller["limits"] = {{"cells", 3}, {"tokens", 1000}};
  require_config_error(smaller, "= 4 cells, more than limits.cells = 3");
  smaller["limits"] = {{"cells", 4}, {"words", 7}};
  CHECK(parse_config(smaller, "").hash == hash);
  // A config may not raise a limit beyond what one machine holds, nor set nonsense.
  fits["limits"] = {{"cells", 1000000000000ULL}};
  require_config_error(fits, "limits.cells: 1000000000000 is more than the most a config may set, 100000000");
  fits["limits"] = {{"cells", 0}};
  require_config_error(fits, "limits.cells: expected a positive integer, found 0");
  fits["limits"] = {{"memory", 1}};
  require_config_error(fits, "unknown key 'memory'");
  fits["limits"] = 5;
  require_config_error(fits, "limits: expected an object");
}

TEST_CASE("HugeLengthsAndWordsFailAtValidation", "[quick]") {
  nlohmann::json c = small_config();
  c["lengths"] = {16, 1000000000000ULL};
  require_config_error(c, "lengths[1]: 1000000000000 is more than limits.length = 16777216");
  require_config_error(c, "\"limits\": {\"length\": N}");
  c["lengths"] = {16, 18446744073709551615ULL};
  require_config_error(c, "lengths[1]: 18446744073709551615 is more than limits.length");
  c["lengths"] = {16};
  c["words"] = 1000000000;
  require_config_error(c, "words: 1000000000 is more than limits.words = 1048576");
  // words x length beyond memory, each within its own limit.
  c["words"] = 1024;
  c["lengths"] = {16, 16777216};
  require_config_error(c,
                       "1024 words x 16777216 tokens = 17179869184 tokens in one cell, more than limits.tokens = "
                       "134217728");
  require_config_error(c, "\"limits\": {\"tokens\": N}");
  c["limits"] = {{"tokens", 1ULL << 34}, {"length", 1ULL << 34}};
  c["words"] = 4294967296ULL;
  c["lengths"] = {17179869184ULL};
  require_config_error(c, "limits.words");
  c["limits"] = {{"tokens", 1ULL << 34}, {"length", 1ULL << 34}, {"words", 1ULL << 32}};
  require_config_error(c, "= more than 2^64 tokens in one cell");
  // Raised limits let a long length through validation (nothing is allocated by validation).
  nlohmann::json ok = small_config();
  ok["lengths"] = {1ULL << 30};
  ok["words"] = 4;
  ok["limits"] = {{"length", 1ULL << 30}, {"tokens", 1ULL << 32}};
  CHECK(parse_config(ok, "").lengths[0] == (1ULL << 30));
}

TEST_CASE("ManyProblemsMakeOneBoundedLine", "[quick]") {
  nlohmann::json c = small_config();
  c["lengths"] = nlohmann::json::array();
  for (int i = 0; i < 1000; ++i) c["lengths"].push_back(-i - 1);
  const std::string what = error_of(c);
  CHECK(what.find("and 988 more problems") != std::string::npos);
  CHECK(what.size() < 2000);
}

TEST_CASE("ConfigTextIsStrictJson", "[quick]") {
  CHECK_THROWS_WITH(parse_config_text(R"({"lengths": [16], "words": 2, "lengths": [4096]})"),
                    Catch::Contains("duplicate key 'lengths'"));
  CHECK_THROWS_WITH(parse_config_text(R"({"tasks": [{"regex": "a", "regex": "b"}]})"),
                    Catch::Contains("duplicate key 'regex'"));
  std::string deep(100000, '[');
  CHECK_THROWS_WITH(parse_config_text(deep), Catch::Contains("nesting deeper than 16"));
  CHECK_THROWS_WITH(parse_config_text("{\"a\": 1"), Catch::StartsWith("JSON: "));
  CHECK_THROWS_AS(parse_config_text("{\"a\": \"\xff\"}"), Error);
  CHECK(parse_config_text(small_config().dump()) == small_config());
  // Messages never hold a control character of the input.
  try {
    parse_config_text("{\"a\":\n\x01}");
    FAIL("no error");
  } catch (const Error& e) {
    CHECK(std::string(e.what()).find('\n') == std::string::npos);
  }
}

TEST_CASE("LabelsThatWouldBreakTheCsvAreRefused", "[quick]") {
  nlohmann::json c = small_config();
  c["constructions"] = {{{"method", "group"}, {"name", "two\nlines"}}};
  require_config_error(c, "constructions: the label 'two\\nlines' holds a control character");
  c["constructions"] = {{{"method", "group"}, {"name", ""}}};
  require_config_error(c, "constructions: the label is empty");
  c = small_config();
  c["tasks"] = {{{"builtin", "parity"}, {"name", "tab\there"}}};
  require_config_error(c, "tasks: the label 'tab\\there' holds a control character");
  c = small_config();
  c["name"] = "a\rb";
  require_config_error(c, "name: 'a\\rb' holds a control character");
  c = small_config();
  c["colour\n"] = 1;
  require_config_error(c, "unknown key 'colour\\n'");
}

TEST_CASE("ExclusionMatchesABruteForceOverTheEntries", "[quick]") {
  nlohmann::json c = small_config();
  c["tasks"] = regex_tasks(4);
  c["constructions"] = constructions(3);
  c["dtypes"] = {"fp32", "bf16", "e4m3"};
  c["orders"] = orders(3);
  c["lengths"] = {4, 8, 16};
  const Grid full = parse_config(c, "");
  std::mt19937_64 rng(20261122);
  for (int round = 0; round < 40; ++round) {
    nlohmann::json ex = nlohmann::json::array();
    const int entries = 1 + static_cast<int>(rng() % 6);
    for (int e = 0; e < entries; ++e) {
      const unsigned mask = 1 + static_cast<unsigned>(rng() % 31);  // a non-empty set of keys
      nlohmann::json entry = nlohmann::json::object();
      if (mask & 1) entry["task"] = full.tasks[rng() % 4].label;
      if (mask & 2) entry["construction"] = full.constructions[rng() % 3].label;
      if (mask & 4) entry["dtype"] = full.dtypes[rng() % 3].label;
      if (mask & 8) entry["order"] = full.orders[rng() % 3].label;
      if (mask & 16) entry["length"] = full.lengths[rng() % 3];
      ex.push_back(entry);
    }
    c["exclude"] = ex;
    INFO("exclude: " << ex.dump());
    std::set<std::size_t> expected;
    for (const Cell& cell : full.cells) {
      bool excluded = false;
      for (const auto& entry : ex) {
        bool all = true;
        for (const auto& [key, value] : entry.items()) {
          if (key == "task") all = all && value == full.tasks[cell.task].label;
          if (key == "construction") all = all && value == full.constructions[cell.construction].label;
          if (key == "dtype") all = all && value == full.dtypes[cell.dtype].label;
          if (key == "order") all = all && value == full.orders[cell.order].label;
          if (key == "length") all = all && value == full.lengths[cell.length];
        }
        excluded = excluded || all;
      }
      if (!excluded) expected.insert(cell.index);
    }
    if (expected.empty()) {
      CHECK_THROWS_WITH(parse_config(c, ""), Catch::Contains("removes every cell"));
      continue;
    }
    std::set<std::size_t> got;
    for (const Cell& cell : parse_config(c, "").cells) got.insert(cell.index);
    CHECK(got == expected);
  }
}

TEST_CASE("ShardStringsAreCheckedStrictly", "[quick]") {
  for (const char* bad : {"0/0",
                          "1/1",
                          "5/4",
                          "-1/4",
                          "1/-4",
                          "+1/4",
                          " 1/4",
                          "1/4 ",
                          "1 /4",
                          "1/ 4",
                          "1/4x",
                          "1/4/5",
                          "1",
                          "/4",
                          "1/",
                          "",
                          "a/b",
                          "0x1/4",
                          "1.0/4",
                          "18446744073709551616/2",
                          "0/18446744073709551616",
                          "99999999999999999999999/1",
                          "1/4\n",
                          "0/\xff"}) {
    INFO("shard '" << bad << "'");
    try {
      parse_shard(bad);
      FAIL("accepted");
    } catch (const Error& e) {
      const std::string what = e.what();
      CHECK(what.find("--shard: expected I/N") == 0);
      CHECK(what.find('\n') == std::string::npos);
    }
  }
  CHECK_THROWS_WITH(parse_shard("0/0"), Catch::Contains("N must be at least 1"));
  CHECK_THROWS_WITH(parse_shard("4/4"), Catch::Contains("I = 4 is not below N = 4"));
  CHECK_THROWS_WITH(parse_shard("0/18446744073709551616"), Catch::Contains("N is too large"));
  CHECK_THROWS_WITH(parse_shard("-1/4"), Catch::Contains("I is not a number of decimal digits"));
  CHECK(parse_shard("0/1") == std::make_pair<std::size_t, std::size_t>(0, 1));
  CHECK_THROWS_WITH(parse_shard("007/8"), Catch::Contains("found '007/8': I has a leading zero"));
  CHECK_THROWS_WITH(parse_shard("0/08"), Catch::Contains("N has a leading zero"));
  CHECK(parse_shard("0/10") == std::make_pair<std::size_t, std::size_t>(0, 10));
  CHECK(parse_shard("18446744073709551614/18446744073709551615") ==
        std::make_pair<std::size_t, std::size_t>(18446744073709551614ULL, 18446744073709551615ULL));
}

TEST_CASE("ShardCountsNear2To64DoNotWrapAround", "[quick]") {
  const Grid grid = parse_config(small_config(), "");  // 4 cells
  const std::size_t n = SIZE_MAX;
  std::set<std::size_t> all;
  for (std::size_t i = 0; i < 6; ++i) {
    const auto cells = shard_cells(grid, i, n);
    CHECK(cells.size() == (i < 4 ? 1u : 0u));
    for (const Cell& c : cells) CHECK(all.insert(c.index).second);
  }
  CHECK(all.size() == 4);
  CHECK(shard_cells(grid, SIZE_MAX - 1, n).empty());
}

namespace {

// A row with every kind of field, a message that needs quoting.
Row sample_row() {
  Row r;
  r.task = "parity";
  r.construction = "group";
  r.dtype = "fp32";
  r.order = "sequential";
  r.length = 8;
  r.words = 3;
  r.accuracy = 2.0 / 3.0;
  r.nonfinite = 4;
  r.first_failure_min = 2;
  r.first_failure_median = 5;
  r.status = "ok";
  r.network = "rotation (dense)";
  r.message = "naïve, \"quoted\", ünïcödé — ok";
  r.seconds = 0.0123;
  r.cell = 7;
  return r;
}

// A file of the header and `line` (a csv_line) with field `column` replaced by `value`.
std::string csv_row_with(const std::string& line, std::size_t column, const std::string& value) {
  std::vector<std::string> f = csv_split(line.substr(0, line.size() - 1));
  f[column] = value;
  std::string s;
  for (std::size_t i = 0; i < f.size(); ++i) s += (i ? "," : "") + csv_quote(f[i]);
  return csv_header() + s + "\n";
}

// parse_csv refuses `text` with one line that names the file and line and contains `contains`.
void require_csv_refused(const std::string& text, const std::string& contains) {
  INFO("text: " << text);
  try {
    parse_csv(text, "results.csv");
    FAIL("accepted");
  } catch (const Error& e) {
    const std::string what = e.what();
    INFO("message: " << what);
    CHECK(what.find(contains) != std::string::npos);
    CHECK(what.find('\n') == std::string::npos);
    CHECK(what.find("results.csv: line ") == 0);
  }
}

// The layouts of older lrnnc versions: before the nonfinite column refused, saying why (its learned
// rows may count NaN predictions as right), never migrated; before the converged column read, with
// converged empty, and a row of 28 fields there (or of 18 under the current header) refused.
void check_older_csv_layouts(const std::string& line, const Row& r) {
  require_csv_refused(
      "task,construction,seed,dtype,order,length,words,accuracy,token_accuracy,first_failure_min,"
      "first_failure_median,fp_iterations_median,status,network,message,seconds,cell\n",
      "line 1: the header of an older lrnnc (no nonfinite column)");
  const std::string before_converged_header =
      "task,construction,seed,dtype,order,length,words,accuracy,token_accuracy,nonfinite,first_failure_min,"
      "first_failure_median,fp_iterations_median,status,network,message,seconds,cell\n";
  std::vector<std::string> f = csv_split(line.substr(0, line.size() - 1));
  f.resize(19);  // that layout ended at cell, before the realize columns
  f.erase(f.begin() + 13);
  std::string old_line;
  for (std::size_t i = 0; i < f.size(); ++i) old_line += (i ? "," : "") + csv_quote(f[i]);
  const CsvContents old = parse_csv(before_converged_header + old_line + "\n", "x");
  CHECK(old.before_converged);
  REQUIRE(old.rows.size() == 1);
  CHECK(!old.rows[0].converged);
  CHECK(old.rows[0].message == r.message);
  CHECK(old.rows[0].cell == r.cell);
  CHECK(csv_line(old.rows[0]) == line);  // r has no converged value: the same row in the current layout
  require_csv_refused(before_converged_header + line, "line 2: expected 18 fields, found 28");
  require_csv_refused(csv_header() + old_line + "\n", "line 2: expected 28 fields, found 18");
}

}  // namespace

TEST_CASE("CsvReaderRefusesWhatItCannotReadBackExactly", "[quick]") {
  const Row r = sample_row();
  const std::string line = csv_line(r);
  const Row back = parse_csv(csv_header() + line, "x").rows.at(0);
  CHECK(*back.accuracy == *r.accuracy);  // exact: the shortest text that reads back
  CHECK(back.seconds == r.seconds);
  CHECK(back.message == r.message);
  CHECK(back.nonfinite == r.nonfinite);
  CHECK(line.find("0.6666666666666666") != std::string::npos);

  const auto row_with = [&](std::size_t column, const std::string& value) { return csv_row_with(line, column, value); };
  const auto refused = require_csv_refused;
  refused(row_with(7, "nan"), "column accuracy: expected a number");
  refused(row_with(7, "inf"), "column accuracy: expected a number");
  refused(row_with(7, "1.5"), "column accuracy: expected a number in [0, 1]");
  refused(row_with(7, " 0.5"), "column accuracy: expected a number");
  refused(row_with(7, "0x1p-1"), "column accuracy: expected a number");
  refused(row_with(8, "1.0001"), "column token_accuracy: expected a number in [0, 1]");
  refused(row_with(2, "-3"), "column seed: expected a non-negative integer");
  refused(row_with(2, "18446744073709551616"), "column seed");
  refused(row_with(12, "1.5"), "column fp_iterations_median: expected a non-negative integer");
  refused(row_with(17, "-1"), "column seconds: expected a number >= 0");
  refused(row_with(13, "1.5"), "column converged: expected a number in [0, 1]");
  refused(row_with(13, "nan"), "column converged: expected a number");
  refused(row_with(5, "+8"), "column length: expected a non-negative integer");
  refused(row_with(5, "99999999999999999999999"), "column length");
  refused(row_with(10, ""), "expected both or neither");
  refused(row_with(10, "9"), "first_failure_min: 9 is more than first_failure_median 5");
  refused(row_with(14, "fine"), "column status");
  refused(row_with(16, "two\rlines"), "a line break inside a field");
  refused(csv_header() + line + line, "line 3: cell 7 appears again (first on line 2)");
  refused("task,construction\n" + line, "line 1: expected the header");
  refused(csv_header() + "\n", "line 2: expected 28 fields, found 1");
  refused(row_with(9, "-2"), "column nonfinite: expected a non-negative integer");
  refused(row_with(9, "0.5"), "column nonfinite: expected a non-negative integer");
  // The torn-last-line rule: whatever follows the last '\n' is ignored.
  const CsvContents torn = parse_csv(csv_header() + line + "parity,gro\"up,\xff", "x");
  CHECK(torn.truncated);
  CHECK(torn.rows.size() == 1);
  CHECK(torn.complete_bytes == csv_header().size() + line.size());
  const CsvContents crlf = parse_csv(
      csv_header().substr(0, csv_header().size() - 1) + "\r\n" + line.substr(0, line.size() - 1) + "\r\n", "x");
  CHECK(crlf.rows.size() == 1);
  CHECK(!crlf.before_converged);
  check_older_csv_layouts(line, r);
}

TEST_CASE("MergeRefusesTwoDifferentRowsForOneCell", "[standard]") {
  const fs::path a = hostile_dir("merge-a"), b = hostile_dir("merge-b"), out = hostile_dir("merge-out");
  SweepOptions o;
  o.threads = 1;
  run_sweep(small_config(), "", a.string(), o);
  fs::copy(a, b, fs::copy_options::recursive);
  // Same cells, one accuracy changed in b: not the results of one sweep.
  std::ifstream in(b / "results.csv");
  std::stringstream s;
  s << in.rdbuf();
  CsvContents c = parse_csv(s.str(), "b");
  c.rows[1].accuracy = 0.5;
  c.rows[1].seconds += 1;
  std::string text = csv_header();
  for (const Row& r : c.rows) text += csv_line(r);
  std::ofstream(b / "results.csv", std::ios::trunc) << text;
  CHECK_THROWS_WITH(merge_sweeps({a.string(), b.string()}, out.string()), Catch::Contains("has different rows in"));
  CHECK(!fs::exists(out));
  // Rows that differ in seconds only are one cell met twice.
  c = parse_csv(s.str(), "b");
  for (Row& r : c.rows) r.seconds += 1;
  text = csv_header();
  for (const Row& r : c.rows) text += csv_line(r);
  std::ofstream(b / "results.csv", std::ios::trunc) << text;
  CHECK(merge_sweeps({a.string(), b.string()}, out.string()).cells_skipped == 4);
}

TEST_CASE("SweepJsonOfTheWrongShapeIsAnError", "[quick]") {
  const fs::path d = hostile_dir("bad-meta"), out = hostile_dir("bad-meta-out");
  fs::create_directories(d);
  for (const char* meta : {R"({"config_hash": 5, "shard": {"text": "0/1"}, "config": {}})",
                           R"({"config_hash": "x", "shard": 3, "config": {}})", R"({"config_hash": "x"})", R"([1, 2])",
                           R"({"config_hash": "x", "config_hash": "y"})"}) {
    INFO(meta);
    std::ofstream(d / "sweep.json", std::ios::trunc) << meta;
    CHECK_THROWS_AS(merge_sweeps({d.string()}, out.string()), Error);
    SweepOptions o;
    CHECK_THROWS_AS(run_sweep(small_config(), "", d.string(), o), Error);
  }
}

TEST_CASE("SecondRunIntoOneDirectoryIsRefused", "[standard]") {
  // flock locks belong to an open file description: a lock taken here through a descriptor of our
  // own conflicts with run_sweep's, as another process's would.
  const fs::path d = hostile_dir("locked");
  SweepOptions o;
  o.threads = 1;
  nlohmann::json c = small_config();
  c["lengths"] = {4};
  run_sweep(c, "", d.string(), o);
  const std::string csv = (d / "results.csv").string();
  const int fd = ::open(csv.c_str(), O_RDONLY | O_CLOEXEC);
  REQUIRE(fd >= 0);
  REQUIRE(::flock(fd, LOCK_EX | LOCK_NB) == 0);
  fs::remove(d / "summary.json");
  CHECK_THROWS_WITH(run_sweep(c, "", d.string(), o), Catch::Contains("another lrnnc sweep is writing to"));
  CHECK(!fs::exists(d / "summary.json"));
  ::close(fd);
  CHECK(run_sweep(c, "", d.string(), o).cells_skipped == 2);
}
