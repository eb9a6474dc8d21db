// `lrnnc sweep` killed and interrupted as a child process: SIGKILL at seeded random moments,
// resumed each time, ends with the rows of an uninterrupted run (none lost, duplicated or
// different in any column but seconds); SIGINT and SIGTERM end a run promptly with exit code 130 /
// 143, finished rows flushed, no torn line and one line on stderr saying how many cells are done
// and that rerunning resumes, and the rerun completes the sweep with identical rows.
#include <catch2/catch.hpp>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <regex>
#include <thread>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli-helpers.hpp"

using namespace cli_test;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

constexpr std::uint64_t kSeed = 20261124;
constexpr std::size_t kCells = 16;
constexpr std::size_t kSecondsColumn = 17, kCellColumn = 18, kColumns = 28;

// 2 tasks x 2 dtypes x 4 lengths = 16 cells of ~5-70 ms each (Release, one thread; ~5x that under
// ASan+UBSan).
fs::path write_interrupt_config(const fs::path& dir) {
  fs::create_directories(dir);
  std::ofstream(dir / "config.json") << R"({
    "tasks": ["parity", "mod:3"],
    "constructions": [{"method": "group", "name": "group"}],
    "dtypes": ["fp32", "bf16"],
    "orders": ["sequential"],
    "lengths": [2000, 4000, 8000, 16000],
    "words": 32, "seed": 5})";
  return dir / "config.json";
}

// Starts `lrnnc sweep CONFIG --out OUT --threads 1` with stdout and stderr sent to files.
pid_t start_sweep(const fs::path& config, const fs::path& out, const fs::path& log) {
  const std::string binary = ::test_support::binary_dir() + "/tools/lrnnc";
  std::vector<std::string> args{binary, "sweep", config.string(), "--out", out.string(), "--threads", "1"};
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  const std::string out_log = log.string() + ".out", err_log = log.string() + ".err";
  const pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    const int o = ::open(out_log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int e = ::open(err_log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (o < 0 || e < 0 || ::dup2(o, 1) < 0 || ::dup2(e, 2) < 0) ::_exit(127);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  return pid;
}

// Waits for the child; a child still running after `limit` is a hang: killed, and the test fails.
int wait_for(pid_t pid, std::chrono::seconds limit = std::chrono::seconds(60)) {
  const auto deadline = Clock::now() + limit;
  int status = 0;
  for (;;) {
    const pid_t r = ::waitpid(pid, &status, WNOHANG);
    REQUIRE(r >= 0);
    if (r == pid) return status;
    if (Clock::now() > deadline) {
      ::kill(pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      FAIL("lrnnc sweep did not end within " << limit.count() << " s");
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

// RFC 4180 fields of one line (an implementation independent of the library's).
std::vector<std::string> split(const std::string& line) {
  std::vector<std::string> f(1);
  bool quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted && c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
      f.back() += '"';
      ++i;
    } else if (c == '"') {
      quoted = !quoted;
    } else if (c == ',' && !quoted) {
      f.emplace_back();
    } else {
      f.back() += c;
    }
  }
  return f;
}

struct Csv {
  std::vector<std::string> rows;  // complete lines without the seconds column, in file order
  std::map<std::string, std::string> by_cell;
  bool torn = false;  // text after the last '\n'
};

Csv read_rows(const fs::path& path) {
  Csv csv;
  const std::string text = slurp(path);
  const std::size_t complete = text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1;
  csv.torn = complete < text.size();
  std::size_t pos = 0;
  bool header = true;
  while (pos < complete) {
    const std::size_t end = text.find('\n', pos);
    const std::string line = text.substr(pos, end - pos);
    pos = end + 1;
    if (header) {
      header = false;
      continue;
    }
    std::vector<std::string> f = split(line);
    REQUIRE(f.size() == kColumns);
    const std::string cell = f[kCellColumn];
    f.erase(f.begin() + kSecondsColumn);
    std::string joined;
    for (const auto& x : f) joined += x + '\x1f';
    INFO("row: " << line);
    REQUIRE(csv.by_cell.emplace(cell, joined).second);  // no cell twice
    csv.rows.push_back(joined);
  }
  return csv;
}

// Every row of `part` is the reference's row of that cell.
void require_subset(const Csv& part, const Csv& reference) {
  for (const auto& [cell, row] : part.by_cell) {
    INFO("cell " << cell);
    REQUIRE(reference.by_cell.count(cell));
    CHECK(reference.by_cell.at(cell) == row);
  }
}

struct Reference {
  Csv csv;
  double seconds = 0;
};

Reference reference_run(const fs::path& config, const fs::path& base) {
  Reference ref;
  const auto begin = Clock::now();
  const int status = wait_for(start_sweep(config, base / "reference", base / "reference-log"));
  ref.seconds = std::chrono::duration<double>(Clock::now() - begin).count();
  INFO("stderr: " << slurp(base.string() + "/reference-log.err"));
  REQUIRE(WIFEXITED(status));
  REQUIRE(WEXITSTATUS(status) == 0);
  ref.csv = read_rows(base / "reference" / "results.csv");
  REQUIRE(ref.csv.rows.size() == kCells);
  REQUIRE(!ref.csv.torn);
  return ref;
}

// SIGINT or SIGTERM once at least one row is in results.csv; checks the clean end and the rerun.
void interrupt_and_resume(int sig, const fs::path& config, const fs::path& base, const Reference& ref) {
  const std::string name = sig == SIGINT ? "SIGINT" : "SIGTERM";
  const fs::path out = base / ("out-" + name), log = base / ("log-" + name);
  const pid_t pid = start_sweep(config, out, log);
  // Signal once the first row is in results.csv.
  for (int i = 0; i < 6000 && !(fs::exists(out / "results.csv") && !read_rows(out / "results.csv").rows.empty()); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  ::kill(pid, sig);
  const int status = wait_for(pid, std::chrono::seconds(20));
  const std::string err = slurp(log.string() + ".err");
  INFO(name << "; stderr:\n" << err);
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 128 + sig);  // 130 / 143

  // One line, the last, naming the signal, the count and the resume.
  REQUIRE(!err.empty());
  REQUIRE(err.back() == '\n');
  const std::size_t start =
      err.rfind('\n', err.size() - 2) == std::string::npos ? 0 : err.rfind('\n', err.size() - 2) + 1;
  const std::string last = err.substr(start, err.size() - 1 - start);
  std::smatch m;
  REQUIRE(std::regex_match(last, m,
                           std::regex("lrnnc: sweep interrupted by " + name +
                                      ": ([0-9]+) of 16 cells of this shard are done in .*results\\.csv; rerun the "
                                      "same command to resume")));
  CHECK(err.find("interrupted") == err.rfind("interrupted"));  // said once

  const Csv part = read_rows(out / "results.csv");
  CHECK(!part.torn);  // finished rows flushed, no torn line
  CHECK(part.rows.size() == std::stoul(m[1].str()));
  CHECK(part.rows.size() < kCells);
  require_subset(part, ref.csv);
  CHECK(!fs::exists(out / "sweep.json.tmp"));

  const int again = wait_for(start_sweep(config, out, log));
  REQUIRE(WIFEXITED(again));
  REQUIRE(WEXITSTATUS(again) == 0);
  CHECK(read_rows(out / "results.csv").rows == ref.csv.rows);
}

}  // namespace

// One test case: the reference run is shared (ctest runs each test case in its own process).
TEST_CASE("sweep: SIGKILL, SIGINT and SIGTERM lose, duplicate and change no row, and SIGINT and SIGTERM end cleanly",
          "[slow][cli][sweep]") {
  const fs::path base = temp_dir() / "sweep-kill";
  fs::remove_all(base);
  const fs::path config = write_interrupt_config(base);
  const Reference ref = reference_run(config, base);

  // Each kill comes at a seeded random moment of the computation: once results.csv holds a random
  // number of rows (at least those already there), plus a random part of a cell's time. A chain of
  // killed and resumed runs in one directory ends when all its rows are there: it is resumed to
  // the end and compared with the reference, and the next kill starts a new chain.
  std::mt19937_64 rng(kSeed);
  INFO("seed " << kSeed << ", uninterrupted run " << ref.seconds << " s");
  std::uniform_real_distribution<double> within_cell(0.0, 0.05);
  int kills = 0, chains = 0, attempts = 0;
  fs::path out;
  bool fresh = true;
  auto rows_in = [&](const fs::path& dir) {
    return fs::exists(dir / "results.csv") ? read_rows(dir / "results.csv").rows.size() : std::size_t{0};
  };
  auto finish_chain = [&] {
    const int status = wait_for(start_sweep(config, out, base / "kill-log"));
    REQUIRE(WIFEXITED(status));
    REQUIRE(WEXITSTATUS(status) == 0);
    const Csv rows = read_rows(out / "results.csv");
    CHECK(!rows.torn);
    CHECK(rows.rows == ref.csv.rows);  // same rows, same order, every column but seconds
    fresh = true;
  };
  while (kills < 5 && attempts++ < 40) {
    if (fresh) {
      out = base / ("chain-" + std::to_string(chains++));
      fresh = false;
    }
    const std::size_t before = rows_in(out);
    const std::size_t target = std::uniform_int_distribution<std::size_t>(before, kCells - 1)(rng);
    const double extra = within_cell(rng);
    INFO("attempt " << attempts << ": kill at " << target << " rows + " << extra << " s");
    const pid_t pid = start_sweep(config, out, base / "kill-log");
    int status = 0;
    bool ended = false;
    for (int i = 0; i < 30000 && rows_in(out) < target; ++i) {
      if (::waitpid(pid, &status, WNOHANG) == pid) {
        ended = true;
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    if (!ended) {
      std::this_thread::sleep_for(std::chrono::duration<double>(extra));
      ::kill(pid, SIGKILL);
      status = wait_for(pid);
    }
    if (WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) {
      ++kills;
      const Csv part = fs::exists(out / "results.csv") ? read_rows(out / "results.csv") : Csv{};
      CHECK(part.rows.size() >= before);
      require_subset(part, ref.csv);
      if (part.rows.size() == kCells) finish_chain();
    } else {
      REQUIRE(WIFEXITED(status));
      REQUIRE(WEXITSTATUS(status) == 0);  // finished before the kill: the whole sweep is there
      CHECK(read_rows(out / "results.csv").rows == ref.csv.rows);
      fresh = true;
    }
  }
  REQUIRE(kills >= 5);
  if (!fresh) finish_chain();

  interrupt_and_resume(SIGINT, config, base, ref);
  interrupt_and_resume(SIGTERM, config, base, ref);
  fs::remove_all(base);
}
