// Inputs that are not regular files, outputs that would overwrite inputs, messages that quote long
// text, integer options that are not numbers, and an inherited "ignore SIGINT": every subcommand
// that reads or writes a file, each refusal one line on stderr with exit code 2 and nothing
// changed on disk.
#include <catch2/catch.hpp>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <limits>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli-helpers.hpp"

using namespace cli_test;
namespace fs = std::filesystem;

namespace {

const char* const kFlip =
    R"({"alphabet": ["a", "b"], "states": 2, "start": 0, "accepting": [1], "delta": [[1, 0], [0, 1]]})";

void write(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// `lrnnc ARGS` with a time limit: a command that blocks (on a FIFO) is killed and fails the test.
Result lrnnc_limited(const std::string& args) {
  return shell("timeout 30 " + ::test_support::binary_dir() + "/tools/lrnnc " + args);
}

fs::path fresh(const std::string& name) {
  const fs::path d = temp_dir() / "io-safety" / name;
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

void make_fifo(const fs::path& path) { REQUIRE(::mkfifo(path.c_str(), 0600) == 0); }

}  // namespace

TEST_CASE("files: a FIFO, a directory or a device given as any input is one line naming what it is, without blocking",
          "[standard][cli]") {
  const fs::path dir = fresh("not-regular");
  const std::string d = dir.string();
  make_fifo(dir / "fifo");
  fs::create_directories(dir / "folder");
  write(dir / "flip.json", kFlip);
  write(dir / "flip.att", "0 1 a\n1 0 a\n0 0 b\n1 1 b\n1\n");
  const std::string fifo = d + "/fifo", folder = d + "/folder";
  const std::string is_fifo = "is not a regular file: it is a FIFO",
                    is_dir = "is not a regular file: it is a directory",
                    is_device = "'/dev/null' is not a regular file: it is a character device";

  // Automaton files (every subcommand that takes a SPEC reads it through one reader).
  for (const std::string cmd : {"inspect", "convert", "compile", "decompose"}) {
    const std::string out = cmd == "convert" ? " -o " + d + "/o.json" : cmd == "compile" ? " -o " + d + "/o" : "";
    require_one_line_error(lrnnc_limited(cmd + " --dfa " + fifo + out), "'" + fifo + "' " + is_fifo);
    require_one_line_error(lrnnc_limited(cmd + " --dfa " + folder + out), "'" + folder + "' " + is_dir);
    require_one_line_error(lrnnc_limited(cmd + " --dfa /dev/null" + out), is_device);
  }
  require_one_line_error(lrnnc_limited("inspect --att " + fifo), is_fifo);
  require_one_line_error(lrnnc_limited("inspect --att " + d + "/flip.att --symbols " + fifo), is_fifo);
  require_one_line_error(lrnnc_limited("inspect --att " + d + "/flip.att --symbols /dev/null"), is_device);
  require_one_line_error(lrnnc_limited("verify " + d + "/model --dfa " + fifo), is_fifo);

  // Models: a manifest that is a FIFO or a folder, and a weights file that is one (not "does not
  // exist").
  make_fifo(dir / "fifo-model.json");
  for (const std::string cmd : {"verify", "spectrum", "probe"}) {
    const std::string spec = cmd == "spectrum" ? ""
                             : cmd == "probe"  ? " --builtin parity --dtype fp32"
                                               : " --builtin parity";
    require_one_line_error(lrnnc_limited(cmd + " " + d + "/fifo-model" + spec), "fifo-model.json' " + is_fifo);
  }
  REQUIRE(run_lrnnc("compile --builtin parity -o " + d + "/p").code == 0);
  fs::remove(dir / "p.safetensors");
  fs::create_directories(dir / "p.safetensors");
  require_one_line_error(lrnnc_limited("verify " + d + "/p --builtin parity"), "p.safetensors' " + is_dir);
  fs::remove(dir / "p.safetensors");
  make_fifo(dir / "p.safetensors");
  require_one_line_error(lrnnc_limited("spectrum " + d + "/p"), "p.safetensors' " + is_fifo);
  fs::remove(dir / "p.safetensors");
  require_one_line_error(lrnnc_limited("spectrum " + d + "/p"), "does not exist");
  ::symlink("/dev/null", (dir / "p.safetensors").c_str());
  require_one_line_error(lrnnc_limited("probe " + d + "/p --builtin parity --dtype fp32"), "is a character device");
  for (const std::string cmd : {"run", "eval"}) {
    const std::string word = cmd == "run" ? " --word 01" : " --dtype fp32 --lengths 4";
    require_one_line_error(lrnnc_limited(cmd + " " + d + "/fifo-model" + word), is_fifo);
  }

  // Sweeps: the config, a task's file and a model named by the config.
  const std::string out = d + "/sweep-out";
  require_one_line_error(lrnnc_limited("sweep " + fifo + " --out " + out), is_fifo);
  require_one_line_error(lrnnc_limited("sweep " + folder + " --out " + out), is_dir);
  write(dir / "task-fifo.json", R"({"tasks": [{"dfa": "fifo"}], "constructions": [{"method": "group"}],
    "dtypes": ["fp32"], "orders": ["sequential"], "lengths": [4], "words": 2})");
  require_one_line_error(lrnnc_limited("sweep " + d + "/task-fifo.json --out " + out), is_fifo);
  write(dir / "model-fifo.json", R"({"tasks": ["parity"], "constructions": [{"model": "fifo"}],
    "dtypes": ["fp32"], "orders": ["sequential"], "lengths": [4], "words": 2})");
  require_one_line_error(lrnnc_limited("sweep " + d + "/model-fifo.json --out " + out), is_fifo);
  CHECK_FALSE(fs::exists(out));
  // A FIFO where the sweep's results.csv goes (appended to, not only read).
  write(dir / "ok.json", R"({"tasks": ["parity"], "constructions": [{"method": "group"}],
    "dtypes": ["fp32"], "orders": ["sequential"], "lengths": [4], "words": 2})");
  REQUIRE(run_lrnnc("sweep " + d + "/ok.json --out " + d + "/fifo-out").code == 0);
  fs::remove(dir / "fifo-out" / "results.csv");
  make_fifo(dir / "fifo-out" / "results.csv");
  require_one_line_error(lrnnc_limited("sweep " + d + "/ok.json --out " + d + "/fifo-out"), is_fifo);
}

TEST_CASE("outputs: a command whose output is one of its inputs refuses before writing anything", "[standard][cli]") {
  const fs::path dir = fresh("overwrite");
  const std::string d = dir.string();
  write(dir / "stem.json", kFlip);
  const auto unchanged = [&] { REQUIRE(slurp(dir / "stem.json") == kFlip); };
  const std::string refused = "refusing to overwrite an input: ";

  require_one_line_error(run_lrnnc("compile --dfa " + d + "/stem.json -o " + d + "/stem"),
                         refused + "-o writes '" + d + "/stem.json', which is the --dfa file '" + d + "/stem.json'");
  CHECK_FALSE(fs::exists(dir / "stem.safetensors"));
  unchanged();
  // Another spelling of the same file, a symbolic link and a hard link are the same file.
  fs::create_directories(dir / "sub");
  require_one_line_error(run_lrnnc("compile --dfa " + d + "/stem.json -o " + d + "/sub/../stem"), refused);
  fs::create_symlink(dir / "stem.json", dir / "link.json");
  require_one_line_error(run_lrnnc("compile --dfa " + d + "/stem.json -o " + d + "/link"), refused);
  fs::create_hard_link(dir / "stem.json", dir / "hard.json");
  require_one_line_error(run_lrnnc("compile --dfa " + d + "/hard.json -o " + d + "/stem"), refused);
  // The safetensors half of the output as well.
  write(dir / "w.safetensors", kFlip);
  require_one_line_error(run_lrnnc("compile --dfa " + d + "/w.safetensors -o " + d + "/w"),
                         "-o writes '" + d + "/w.safetensors'");
  CHECK(slurp(dir / "w.safetensors") == kFlip);
  unchanged();

  require_one_line_error(run_lrnnc("convert --dfa " + d + "/stem.json -o " + d + "/stem.json"), refused);
  write(dir / "flip.att", "0 1 a\n1 0 a\n0 0 b\n1 1 b\n1\n");
  write(dir / "flip.syms", "a 1\nb 2\n");
  require_one_line_error(run_lrnnc("convert --att " + d + "/flip.att --symbols " + d + "/flip.syms -o " + d +
                                   "/out.att --symbols-out " + d + "/flip.syms"),
                         "--symbols-out writes '" + d + "/flip.syms', which is the --symbols file");
  require_one_line_error(
      run_lrnnc("convert --dfa " + d + "/stem.json -o " + d + "/x.att --symbols-out " + d + "/x.att"),
      "--symbols-out and -o name the same file");
  require_one_line_error(run_lrnnc("decompose --dfa " + d + "/stem.json --dot " + d + "/stem.json"),
                         "--dot writes '" + d + "/stem.json'");
  require_one_line_error(run_lrnnc("train --dfa " + d + "/stem.json --arch 'diag:[0,1]' -o " + d + "/stem"), refused);
  require_one_line_error(run_lrnnc("train --dfa " + d + "/stem.json --arch 'diag:[0,1]' -o " + d + "/stem.json"),
                         refused);
  unchanged();
  CHECK_FALSE(fs::exists(dir / "out.att"));
  CHECK_FALSE(fs::exists(dir / "x.att"));
  CHECK(slurp(dir / "flip.syms") == "a 1\nb 2\n");

  // A sweep's config named as one of the files the sweep writes into --out.
  write(dir / "results.md", R"({"tasks": ["parity"], "constructions": [{"method": "group"}],
    "dtypes": ["fp32"], "orders": ["sequential"], "lengths": [4], "words": 2})");
  const std::string config_text = slurp(dir / "results.md");
  require_one_line_error(run_lrnnc("sweep " + d + "/results.md --out " + d),
                         "--out writes '" + d + "/results.md', which is the CONFIG file");
  CHECK(slurp(dir / "results.md") == config_text);
  CHECK_FALSE(fs::exists(dir / "sweep.json"));
}

TEST_CASE("sweep merge: --out that is one of the shards, or inside one, is refused and the shard is untouched",
          "[standard][cli][sweep]") {
  const fs::path dir = fresh("merge-into-shard");
  const std::string d = dir.string();
  write(dir / "config.json", R"({"tasks": ["parity"], "constructions": [{"method": "group"}],
    "dtypes": ["fp32", "bf16"], "orders": ["sequential"], "lengths": [4, 8], "words": 2})");
  for (const char* shard : {"0", "1"}) {
    const Result r = run_lrnnc("sweep " + d + "/config.json --out " + d + "/s" + shard + " --shard " + shard + "/2");
    INFO(r.err);
    REQUIRE(r.code == 0);
  }
  const std::string meta = slurp(dir / "s0" / "sweep.json"), rows = slurp(dir / "s0" / "results.csv");
  require_one_line_error(run_lrnnc("sweep merge " + d + "/s0 " + d + "/s1 --out " + d + "/s0"),
                         "refusing to overwrite an input: --out '" + d + "/s0' is the shard directory '" + d + "/s0'");
  require_one_line_error(run_lrnnc("sweep merge " + d + "/s0 " + d + "/s1 --out " + d + "/s1/../s0/"), "is the shard");
  require_one_line_error(run_lrnnc("sweep merge " + d + "/s0 " + d + "/s1 --out " + d + "/s1/merged"), "inside it");
  CHECK(slurp(dir / "s0" / "sweep.json") == meta);
  CHECK(slurp(dir / "s0" / "results.csv") == rows);
  CHECK_FALSE(fs::exists(dir / "s1" / "merged"));
  // A new directory beside them merges.
  const Result ok = run_lrnnc("sweep merge " + d + "/s0 " + d + "/s1 --out " + d + "/merged");
  INFO(ok.err);
  CHECK(ok.code == 0);
}

TEST_CASE("errors: a long pattern or path does not push the reason out of the one-line message", "[quick][cli]") {
  // A regex whose reason comes from the parser: 5,000 bytes of pattern, then the error.
  const std::string pattern = std::string(5000, 'a') + "(";
  const Result r = lrnnc_argv({"inspect", "--regex", pattern});
  require_one_line_error(r, "--regex: ");
  CHECK(r.err.size() < 1200);
  CHECK_THAT(r.err, !Catch::Contains(std::string(300, 'a')));
  // A 3,000-byte path that does not exist: the reason is in the line.
  const std::string path = (temp_dir() / std::string(200, 'p')).string() + "/" + std::string(200, 'q') + "/" +
                           std::string(2600, 'r') + ".json";
  const Result p = lrnnc_argv({"inspect", "--dfa", path});
  require_one_line_error(p, "cannot read file '");
  CHECK(p.err.size() < 1200);
}

TEST_CASE("Command line: --max-len 0^0 is one line, exit code 2", "[quick][cli]") {
  // On the command line: one line, exit code 2, for each subcommand's --max-len.
  require_one_line_error(run_lrnnc("probe p --builtin parity --max-len 0^0"),
                         "--max-len must be an integer in [1, 10^9], found '0^0' (0^0 is undefined)");
  require_one_line_error(run_lrnnc("verify p --builtin parity --max-len 0^0"), "0^0 is undefined");
}

TEST_CASE("sweep: a SIGINT ignored when lrnnc starts (nohup, a background job) stays ignored",
          "[standard][cli][sweep]") {
  const fs::path dir = fresh("ignored-sigint");
  write(dir / "config.json", R"({"tasks": ["parity", "mod:3"], "constructions": [{"method": "group"}],
    "dtypes": ["fp32", "bf16"], "orders": ["sequential"], "lengths": [2000, 4000, 8000, 16000], "words": 32})");
  const fs::path out = dir / "out";
  const std::string binary = ::test_support::binary_dir() + "/tools/lrnnc";
  std::vector<std::string> args{binary,      "sweep", (dir / "config.json").string(), "--out", out.string(),
                                "--threads", "1"};
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  const std::string err_log = (dir / "err").string();
  const pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    const int e = ::open(err_log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int o = ::open("/dev/null", O_WRONLY);
    if (e < 0 || o < 0 || ::dup2(o, 1) < 0 || ::dup2(e, 2) < 0) ::_exit(127);
    std::signal(SIGINT, SIG_IGN);  // inherited across exec, as under nohup
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  // SIGINT every 5 ms from the moment the sweep has its results.csv (its guard is installed) until
  // it ends; each one sent while the child was still running.
  std::size_t sent = 0;
  int status = 0;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  for (;;) {
    const pid_t r = ::waitpid(pid, &status, WNOHANG);
    REQUIRE(r >= 0);
    if (r == pid) break;
    if (std::chrono::steady_clock::now() > deadline) {
      ::kill(pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      FAIL("lrnnc sweep did not end");
    }
    if (fs::exists(out / "results.csv") && ::kill(pid, SIGINT) == 0) ++sent;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  INFO("stderr: " << slurp(err_log) << "\nSIGINTs sent: " << sent);
  REQUIRE(sent > 0);
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
  const std::string rows = slurp(out / "results.csv");
  CHECK(std::count(rows.begin(), rows.end(), '\n') == 17);  // the header and 16 cells
  CHECK_THAT(slurp(err_log), !Catch::Contains("interrupted"));
}
