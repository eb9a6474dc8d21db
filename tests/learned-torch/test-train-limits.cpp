// Training runs that cannot fit or cannot write (learned/train-memory.hpp, learned/torch/train.hpp,
// tools/train.cpp): the memory estimate, refusals before the first step, libtorch's errors as one
// line. The command-line cases run the `lrnnc` executable of the same build (tests/tools/cli-helpers.hpp).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include <sys/stat.h>

#include <catch2/catch.hpp>

#include <c10/core/CPUAllocator.h>

#include "automata/builtins.hpp"
#include "common/error.hpp"
#include "experiments/sweep-grid.hpp"
#include "learned/torch/torch-errors.hpp"
#include "learned/torch/train.hpp"
#include "learned/train-memory.hpp"
#include "tests/learned-torch/catch-check.hpp"  // after the libtorch headers: Catch2's CHECK
#include "tests/tools/cli-helpers.hpp"

using namespace lrnnc;
using namespace lrnnc::learned;

namespace {

TrainOptions small(const std::string& arch) {
  TrainOptions o;
  o.arch = parse_arch(arch);
  o.threads = 1;
  return o;
}

std::uint64_t need(const TrainOptions& o) { return train_memory(train_config({"0", "1"}, {"0", "1"}, o), o).total; }

}  // namespace

TEST_CASE("train_memory grows with every size and saturates instead of wrapping", "[learned-torch][quick]") {
  for (const char* arch : {"diag:[-1,1]", "deltaproduct:2:[-1,1]", "fprnn:householder:2", "fprnn:kronecker",
                           "fpmamba:householder:2", "fpmamba:kronecker"}) {
    INFO(arch);
    const TrainOptions base = small(arch);
    const std::uint64_t b = need(base);
    CHECK(b > 1'000'000);  // the default run: megabytes,
    // not gigabytes (fpmamba keeps its B T n N scan states: 0.4 GB at batch 32, 40 letters, N 16)
    CHECK(b < (std::string(arch).starts_with("fpmamba") ? 1'000'000'000 : 200'000'000));
    auto more = [&](auto&& change) {
      TrainOptions o = base;
      change(o);
      return need(o);
    };
    CHECK(more([](TrainOptions& o) { o.batch *= 2; }) > b);
    CHECK(more([](TrainOptions& o) { o.max_len *= 2; }) > b);
    CHECK(more([](TrainOptions& o) { o.d_model *= 2; }) > b);
    CHECK(more([](TrainOptions& o) { o.layers *= 2; }) > b);
    CHECK(more([](TrainOptions& o) { o.float64 = true; }) > b);
    // Iterations of an fprnn run without gradient: the time grows, not the memory.
    CHECK(more([](TrainOptions& o) { o.fixed_point.max_iter_train = 100'000; }) == b);
  }
  // Every size at its documented maximum: more than 2^64 bytes, saturated, not wrapped.
  TrainOptions huge = small("deltaproduct:64:[-1,1]");
  huge.d_model = 4096;
  huge.heads = 1;
  huge.layers = 64;
  huge.batch = 1'000'000;
  huge.max_len = kMaxTrainLen;
  huge.float64 = true;
  const TrainMemory m = train_memory(train_config({"0", "1"}, {"0", "1"}, huge), huge);
  CHECK(m.activation_bytes == SaturatingBytes::kMax);
  CHECK(m.total == SaturatingBytes::kMax);
  CHECK(byte_text(m.total) == "more than 16 EiB");
  CHECK(byte_text(1536) == "1.5 KiB");
  CHECK(byte_text(1000) == "1000 bytes");
}

TEST_CASE("check_train_memory: one line naming the need, the sizes, the limit and the advice",
          "[learned-torch][quick]") {
  TrainOptions o = small("deltaproduct:2:[-1,1]");
  o.d_model = 4096;
  o.heads = 1;
  o.batch = 100'000;
  const ModelConfig config = train_config({"0", "1"}, {"0", "1"}, o);
  try {
    check_train_memory(config, o, "raise THE-LIMIT");
    FAIL("no exception");
  } catch (const Error& e) {
    const std::string text = e.what();
    CHECK(text.find('\n') == std::string::npos);
    CHECK_THAT(text, Catch::StartsWith("train: the run needs about ") && Catch::Contains("PiB") &&
                         Catch::Contains("batch 100000 x length 40 x d_model 4096 x state 4096 x heads 1 x 1 layers") &&
                         Catch::Contains("(half the machine's memory)") && Catch::EndsWith(": raise THE-LIMIT"));
  }
  // An explicit limit: the default run fits 64 MiB and not 2 MiB.
  TrainOptions d = small("diag:[-1,1]");
  d.max_memory = std::uint64_t{64} << 20;
  CHECK_NOTHROW(check_train_memory(train_config({"0", "1"}, {"0", "1"}, d), d, "x"));
  d.max_memory = std::uint64_t{2} << 20;
  CHECK_THROWS_WITH(check_train_memory(train_config({"0", "1"}, {"0", "1"}, d), d, "x"),
                    Catch::Contains("over the limit of 2 MiB: x"));
}

TEST_CASE("train_model: too large a run is refused before the first step, allocating nothing",
          "[learned-torch][quick]") {
  TrainOptions o = small("fprnn:kronecker");
  o.d_model = 4093;  // prime: the Kronecker factors are 1 x 1 and 4093 x 4093 (n^3 / 2 parameters)
  o.state = 4093;
  bool stepped = false;
  CHECK_THROWS_WITH(
      train_model(automata::make_builtin("parity"), o, {}, nullptr, [&](const TrainProgress&) { stepped = true; }),
      Catch::StartsWith("train: the run needs about") && Catch::Contains("TiB"));
  CHECK_FALSE(stepped);
}

TEST_CASE("train_model: a checkpoint that cannot be written or read is one lrnnc::Error naming it",
          "[learned-torch][quick]") {
  const auto dir = std::filesystem::path(cli_test::scratch_dir("train-limits"));
  TrainOptions o = small("diag:[-1,1]");
  o.d_model = 4;
  o.steps = 2;
  o.checkpoint_every = 1;
  o.max_len = 4;
  const auto task = automata::make_builtin("parity");
  CHECK_THROWS_WITH(train_model(task, o, dir / "missing" / "m.ckpt", nullptr),
                    Catch::StartsWith("train: cannot write the checkpoint ") && !Catch::Contains("\n"));
  std::ofstream((dir / "bad.ckpt").string()) << "not a checkpoint";
  CHECK_THROWS_WITH(train_model(task, o, dir / "bad.ckpt", nullptr),
                    Catch::StartsWith("train: cannot read the checkpoint ") &&
                        Catch::EndsWith("remove it to start again") && !Catch::Contains("\n"));
  // A checkpoint that is a FIFO or a directory is refused without opening it (a FIFO would block).
  REQUIRE(::mkfifo((dir / "fifo.ckpt").c_str(), 0600) == 0);
  CHECK_THROWS_WITH(train_model(task, o, dir / "fifo.ckpt", nullptr),
                    Catch::EndsWith("is not a regular file: it is a FIFO"));
  std::filesystem::create_directory(dir / "dir.ckpt");
  CHECK_THROWS_WITH(train_model(task, o, dir / "dir.ckpt", nullptr),
                    Catch::EndsWith("is not a regular file: it is a directory"));
  std::filesystem::remove_all(dir);
}

TEST_CASE("with_libtorch_errors: libtorch's stack traces become one line, and allocation failures are bad input",
          "[learned-torch][quick]") {
  const auto internal = [] {
    return with_libtorch_errors("train", [] {
      TORCH_CHECK(false, "a shape mismatch");
      return 0;
    });
  };
  try {
    internal();
    FAIL("no exception");
  } catch (const Error&) {
    FAIL("an internal libtorch error is not bad input");
  } catch (const std::runtime_error& e) {
    CHECK(std::string(e.what()) == "train: libtorch: a shape mismatch");
  }
  // A real allocation failure (4 PiB from libtorch's CPU allocator), and std::bad_alloc: lrnnc::Error, one line.
  CHECK_THROWS_AS(with_libtorch_errors("train", [] { return c10::GetCPUAllocator()->allocate(std::size_t{1} << 52); }),
                  Error);
  CHECK_THROWS_WITH(
      with_libtorch_errors("train", [] { return c10::GetCPUAllocator()->allocate(std::size_t{1} << 52); }),
      Catch::StartsWith("train: out of memory (") && !Catch::Contains("\n"));
  CHECK_THROWS_WITH(with_libtorch_errors("train", []() -> int { throw std::bad_alloc(); }),
                    Catch::StartsWith("train: out of memory"));
  CHECK_THROWS_WITH(with_libtorch_errors("train", []() -> int { throw Error("mine"); }), "mine");
}

TEST_CASE("lrnnc train: huge sizes and unusable -o are exit 2, one line, before the first step",
          "[learned-torch][standard]") {
  using cli_test::require_one_line_error;
  using cli_test::run_lrnnc;
  const std::string dir = cli_test::scratch_dir("train-limits-cli");
  // Inside every documented range, terabytes: refused by the estimate, nothing written.
  require_one_line_error(
      run_lrnnc("train --builtin parity --arch deltaproduct:2:[-1,1] --d-model 4096 --heads 1 --batch 100000 -o " +
                dir + "/big"),
      "raise --max-memory");
  require_one_line_error(
      run_lrnnc("train --builtin parity --arch fprnn:kronecker --d-model 4093 --state 4093 -o " + dir + "/big"),
      "over the limit of");
  CHECK(std::filesystem::is_empty(dir));
  // Past the limit on purpose: libtorch's own allocation failure, still one line and exit 2.
  require_one_line_error(run_lrnnc("train --builtin parity --arch fprnn:kronecker --d-model 4093 --state 4093 "
                                   "--max-memory 1P -o " +
                                   dir + "/big"),
                         "train: out of memory (");
  require_one_line_error(
      run_lrnnc("train --builtin parity --arch diag:[-1,1] --steps 3 --max-memory 2M -o " + dir + "/m"),
      "over the limit of 2 MiB");
  require_one_line_error(run_lrnnc("train --builtin parity --arch diag:[-1,1] --max-memory 12Q -o " + dir + "/m"),
                         "--max-memory expects a byte count");
  // -o: a missing folder, a folder, a prefix whose file is a folder.
  require_one_line_error(run_lrnnc("train --builtin parity --arch diag:[-1,1] --steps 3 -o " + dir + "/none/m"),
                         "does not exist (create it first)");
  require_one_line_error(run_lrnnc("train --builtin parity --arch diag:[-1,1] --steps 3 -o " + dir + "/"),
                         "-o expects a file prefix");
  std::filesystem::create_directories(dir + "/m.json");
  require_one_line_error(run_lrnnc("train --builtin parity --arch diag:[-1,1] --steps 3 -o " + dir + "/m"),
                         "is a folder, expected a file");
  std::filesystem::remove(dir + "/m.json");
  CHECK(std::filesystem::is_empty(dir));
  // Within the limit: it trains (and leaves no probe file behind).
  const auto ok = run_lrnnc(
      "train --builtin parity --arch diag:[-1,1] --d-model 4 --steps 2 --train-len 3..5 "
      "--max-memory 64M -o " +
      dir + "/m");
  INFO(ok.err);
  CHECK(ok.code == 0);
  CHECK(std::filesystem::exists(dir + "/m.json"));
  CHECK_FALSE(std::filesystem::exists(dir + "/m.ckpt.tmp"));
  std::filesystem::remove_all(dir);
}

TEST_CASE("sweep configs: a train entry too large to fit is refused when the config is read",
          "[learned-torch][quick]") {
  nlohmann::json config = nlohmann::json::parse(R"({
    "tasks": ["parity"],
    "constructions": [{"method": "train", "arch": "deltaproduct:2:[-1,1]", "d_model": 4096, "heads": 1,
                       "batch": 100000}],
    "dtypes": ["fp32"], "orders": ["sequential"], "lengths": [8]})");
  CHECK_THROWS_WITH(experiments::sweep_detail::parse_config(config, "."),
                    Catch::Contains("constructions[0]: train: the run needs about") &&
                        Catch::Contains("lower batch, train_len, d_model, state, head_dim or layers"));
  config["constructions"][0]["batch"] = 4;
  config["constructions"][0]["d_model"] = 8;
  CHECK_NOTHROW(experiments::sweep_detail::parse_config(config, "."));
  // The options the training module would refuse are refused here too.
  config["constructions"][0]["heads"] = 3;
  CHECK_THROWS_WITH(experiments::sweep_detail::parse_config(config, "."), Catch::Contains("multiple of heads"));
}
