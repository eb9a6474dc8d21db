// Running the lrnnc executable from tests: stdout, stderr and the exit code of one command line.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/temp-dir.hpp"

namespace cli_test {

struct Result {
  int code;
  std::string out, err;
  std::uint64_t peak = 0;  // lrnnc_argv: the child's peak resident memory in bytes (wait4's ru_maxrss)
};

// This test process's scratch folder (in the build tree; removed at exit: tests/temp-dir.hpp).
inline std::filesystem::path temp_dir() { return test_support::process_temp_dir().path(); }

// A folder under temp_dir() for one test: temp_dir()/PREFIX.
inline std::string scratch_dir(const std::string& prefix) {
  auto dir = temp_dir() / prefix;
  std::filesystem::create_directories(dir);
  return dir.string();
}

inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Runs the sh command line COMMAND and captures stdout, stderr and the exit code.
inline Result shell(const std::string& command) {
  static int counter = 0;
  auto err_path = temp_dir() / ("stderr-" + std::to_string(counter++));
  FILE* pipe = popen((command + " 2>" + err_path.string()).c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::string out;
  std::array<char, 4096> buf;
  std::size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), pipe)) > 0) out.append(buf.data(), n);
  int status = pclose(pipe);
  Result r{WIFEXITED(status) ? WEXITSTATUS(status) : -1, out, slurp(err_path)};
  std::filesystem::remove(err_path);
  return r;
}

// Runs `lrnnc ARGS` (ARGS is shell syntax) and captures stdout, stderr and the exit code.
inline Result run_lrnnc(const std::string& args) {
  return shell(::test_support::binary_dir() + "/tools/lrnnc " + args);
}

// Runs lrnnc with exactly these arguments (no shell: every byte arrives as given) in the working
// directory `cwd` ("" = the test's own) and captures stdout, stderr, the exit code and the peak memory.
inline Result lrnnc_argv(const std::vector<std::string>& args, const std::string& cwd = "") {
  static int counter = 0;
  const std::string stem = (temp_dir() / ("argv-" + std::to_string(counter++))).string();
  const std::string out_path = stem + ".out", err_path = stem + ".err";
  const std::string binary = ::test_support::binary_dir() + "/tools/lrnnc";
  std::vector<char*> argv{const_cast<char*>(binary.c_str())};
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  const pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    const int out = open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err = open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out < 0 || err < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0) _exit(126);
    if (!cwd.empty() && chdir(cwd.c_str()) != 0) _exit(126);
    execv(binary.c_str(), argv.data());
    _exit(127);
  }
  int status = 0;
  struct rusage usage {};
  REQUIRE(wait4(pid, &status, 0, &usage) == pid);
  Result r{WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(out_path), slurp(err_path),
           static_cast<std::uint64_t>(usage.ru_maxrss) * 1024};
  std::filesystem::remove(out_path);
  std::filesystem::remove(err_path);
  return r;
}

// Runs `lrnnc ARGS --json`, requires exit code 0 and parses stdout.
inline nlohmann::json run_json(const std::string& args) {
  Result r = run_lrnnc(args + " --json");
  INFO(args << "\nstderr: " << r.err);
  REQUIRE(r.code == 0);
  return nlohmann::json::parse(r.out);
}

// Bad input: exit code 2 and exactly one line on stderr that contains `contains`.
inline void require_one_line_error(const Result& r, const std::string& contains) {
  INFO("stdout: " << r.out << "\nstderr: " << r.err);
  REQUIRE(r.code == 2);
  REQUIRE(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  REQUIRE_THAT(r.err, Catch::Contains(contains));
  REQUIRE(r.out.empty());  // nothing on stdout: a half-printed table must not look like a result
}

// Whether `--device cuda` can run here (lrnn::require_device; tests/tools/gpu-present.cpp, kept out
// of this header so that namespace lrnnc does not meet the function lrnnc above).
bool gpu_present();

}  // namespace cli_test
