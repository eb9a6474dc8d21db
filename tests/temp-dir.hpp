// Scratch folders for tests. They live in the build tree (build/test-tmp), never in the
// system temp folder, and a TempDir removes its folder with everything in it when it goes out of
// scope, also when an assertion fails (Catch2 unwinds). What a crashed or killed test leaves stays
// in the build tree, where the ctest check test_tmp_is_empty (tests/CMakeLists.txt) reports it.
#pragma once

#include <atomic>
#include <filesystem>
#include <string>
#include <system_error>

#include <unistd.h>

#include "tests/paths.hpp"

namespace test_support {

// The folder all test scratch folders go under.
inline std::filesystem::path temp_root() { return std::filesystem::path(::test_support::binary_dir()) / "test-tmp"; }

// A fresh folder temp_root()/TAG-PID-N, removed with its contents at scope exit. The process id
// keeps parallel test processes apart; a folder of that name left by a killed earlier process of
// the same id is removed first.
class TempDir {
 public:
  explicit TempDir(const std::string& tag) {
    static std::atomic<unsigned> counter{0};
    path_ = temp_root() / (tag + "-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  std::string operator/(const std::string& name) const { return (path_ / name).string(); }
  const std::filesystem::path& path() const { return path_; }
  std::string string() const { return path_.string(); }

  // A fresh (emptied) subfolder NAME; it goes with this folder.
  std::filesystem::path subdir(const std::string& name) const {
    auto d = path_ / name;
    std::filesystem::remove_all(d);
    std::filesystem::create_directories(d);
    return d;
  }

 private:
  std::filesystem::path path_;
};

// One folder for the whole test process (ctest runs each test case in its own process), removed at
// exit: for helpers that need a place for files across calls.
inline const TempDir& process_temp_dir() {
  static const TempDir dir("process");
  return dir;
}

}  // namespace test_support
