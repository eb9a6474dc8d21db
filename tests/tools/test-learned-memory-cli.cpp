// The memory of learned runs on the command line (learned/forward-memory.hpp): run, eval, probe and
// sweep cells estimate it from the model and the word lengths before allocating, refuse a run over
// --max-memory in one line (exit 2) having allocated almost nothing, and a run that fits takes at
// most what its estimate said. Also: a folder given as MODEL has its own message.
#include <catch2/catch.hpp>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "cli-helpers.hpp"
#include "learned-model.hpp"
#include "tests/paths.hpp"
#include "tests/skip.hpp"

using namespace cli_test;

namespace {

namespace fs = std::filesystem;

// The bytes of "the run needs about 12.3 MiB (" in a refusal.
double needed_bytes(const std::string& message) {
  const std::string key = "the run needs about ";
  const std::size_t at = message.find(key);
  REQUIRE(at != std::string::npos);
  std::size_t used = 0;
  const double value = std::stod(message.substr(at + key.size()), &used);
  const std::string unit = message.substr(at + key.size() + used + 1, 3);
  const double scale = unit == "KiB" ? 1024.0 : unit == "MiB" ? 1048576.0 : unit == "GiB" ? 1073741824.0 : 1.0;
  return value * scale;
}

std::string committed_kronecker_fprnn() {
  return ::test_support::source_dir() + "/docs/results/fprnn/models/mod3-fprnn-kronecker-s2-val";
}

}  // namespace

TEST_CASE("run, eval, probe, sweep --max-memory: a learned run over the limit is one line, exit 2, before allocating",
          "[standard][cli][learned][max-memory]") {
  const std::string model = committed_kronecker_fprnn();
  // The committed Kronecker FPRNN (n = 64) needs about 5.7 KiB a position: 10^7 letters are about
  // 54 GiB, which used to be allocated until the process was killed.
  const Result eval = lrnnc_argv({"eval", model, "--dtype", "bf16", "--lengths", "10000000", "--words", "1",
                                  "--threads", "1", "--max-memory", "8G"});
  require_one_line_error(eval, "lrnnc: error: eval: the run needs about 5");
  CHECK_THAT(eval.err, Catch::Contains(" GiB (5.7 KiB per position x 10000001 positions x 1 word at once), "
                                       "over the limit of 8 GiB: lower --lengths or --threads, or raise "
                                       "--max-memory"));
  if (!kAddressSanitizer) CHECK(eval.peak < (std::uint64_t{200} << 20));
  // Several words at once count each.
  require_one_line_error(
      run_lrnnc("eval " + model + " --dtype bf16 --lengths 100000 --words 8 --threads 4 --max-memory 1G"),
      "x 100001 positions x 4 words at once), over the limit of 1 GiB");
  const Result probe = lrnnc_argv({"probe", model, "--dtype", "bf16", "--max-len", "10000000", "--words", "1",
                                   "--threads", "1", "--max-memory", "8G"});
  require_one_line_error(probe, "lrnnc: error: probe: the run needs about 5");
  CHECK_THAT(probe.err, Catch::Contains("over the limit of 8 GiB: lower --max-len or --threads, or raise "
                                        "--max-memory"));
  if (!kAddressSanitizer) CHECK(probe.peak < (std::uint64_t{200} << 20));
  // run: a word of 10^5 letters (one argument holds at most 128 KiB) over a limit of 256 MiB.
  const Result run =
      lrnnc_argv({"run", model, "--word", std::string(100'000, '1'), "--dtype", "bf16", "--max-memory", "256M"});
  require_one_line_error(run, "lrnnc: error: run: the run needs about ");
  CHECK_THAT(run.err, Catch::Contains("x 100001 positions x 1 word at once), over the limit of 256 MiB: "
                                      "lower the word's length or raise --max-memory"));
  if (!kAddressSanitizer) CHECK(run.peak < (std::uint64_t{200} << 20));
  // A sweep cell over the limit is an error row; the other cells run.
  const fs::path base = fs::path(scratch_dir("learned-memory-sweep"));
  std::ofstream(base / "config.json") << nlohmann::json{
      {"tasks", {"mod:3"}},     {"constructions", {{{"model", model}}}},
      {"dtypes", {"bf16"}},     {"orders", {"sequential"}},
      {"lengths", {4, 100000}}, {"words", 2}}.dump();
  const Result sweep = run_lrnnc("sweep " + (base / "config.json").string() + " --out " + (base / "out").string() +
                                 " --threads 1 --max-memory 64M");
  INFO("stderr: " << sweep.err);
  REQUIRE(sweep.code == 0);
  const std::string csv = slurp(base / "out" / "results.csv");
  CHECK_THAT(csv, Catch::Contains(",bf16,sequential,4,2,1,1,0,"));
  CHECK_THAT(csv, Catch::Contains(",error,learned fprnn:kronecker,\"cell: the run needs about ") &&
                      Catch::Contains("x 100001 positions x 1 word at once), over the limit of 64 MiB: lower the "
                                      "config's lengths or --threads, or raise --max-memory"));
  // The option itself, as train and the other commands read it.
  for (const char* command : {"run MODEL --word 1", "eval MODEL --dtype bf16 --lengths 4", "probe MODEL --dtype bf16",
                              "sweep CONFIG --out OUT"})
    for (const std::string bad : {"1K", "4X", "-4G", "2P"}) {
      std::string line = command;
      line.replace(line.find(line.find("MODEL") != std::string::npos ? "MODEL" : "CONFIG"), 5,
                   line.find("MODEL") != std::string::npos ? model : (base / "config.json").string());
      if (line.find("OUT") != std::string::npos) line.replace(line.find("OUT"), 3, (base / "o2").string());
      require_one_line_error(run_lrnnc(line + " --max-memory " + bad),
                             "--max-memory expects a byte count such as 4G or 512M in [1M, 1P], found '" + bad + "'");
    }
}

TEST_CASE("run: a word that fits takes at most the memory its estimate says, as a table and as JSON",
          "[standard][cli][learned][max-memory]") {
  if (kAddressSanitizer) LRNNC_SKIP("resident memory under AddressSanitizer counts its shadow memory and quarantine");
  const std::string model = (fs::path(scratch_dir("learned-memory-run")) / "parity.json").string();
  write_parity_model(model);
  const std::string word(100'000, '1');
  for (const bool json : {false, true}) {
    std::vector<std::string> args{"run", model, "--word", word};
    if (json) args.push_back("--json");
    std::vector<std::string> one{"run", model, "--word", "1"};
    if (json) one.push_back("--json");
    // The estimate, from the refusal of a limit far below it.
    std::vector<std::string> refused = args;
    refused.insert(refused.end(), {"--max-memory", "1M"});
    const Result r = lrnnc_argv(refused);
    require_one_line_error(r, "run: the run needs about ");
    const double estimate = needed_bytes(r.err);
    // What the word adds to the command's peak: the same command on one letter is the baseline.
    const Result small = lrnnc_argv(one), big = lrnnc_argv(args);
    REQUIRE(small.code == 0);
    REQUIRE(big.code == 0);
    const double growth = static_cast<double>(big.peak) - static_cast<double>(small.peak);
    INFO((json ? "--json" : "table") << ": measured " << growth << " bytes, estimated " << estimate);
    CHECK(growth <= estimate);
    CHECK(estimate <= 1.6 * growth);
    // And with the limit at the estimate, it runs.
    std::vector<std::string> fits = args;
    fits.insert(fits.end(), {"--max-memory", std::to_string(static_cast<std::uint64_t>(estimate * 1.01))});
    CHECK(lrnnc_argv(fits).code == 0);
  }
}

TEST_CASE("MODEL: a folder is its own one-line message in every command that takes MODEL", "[quick][cli][learned]") {
  const fs::path base = fs::path(scratch_dir("model-folder"));
  fs::create_directories(base / "empty");
  const std::vector<std::string> folders{(base / "empty").string(), (base / "empty").string() + "/", "."};
  for (const std::string& folder : folders)
    for (const std::string command : {"verify MODEL --builtin parity", "spectrum MODEL", "probe MODEL --dtype bf16",
                                      "run MODEL --word 1", "eval MODEL --dtype bf16 --lengths 4"}) {
      std::string line = command;
      line.replace(line.find("MODEL"), 5, folder);
      require_one_line_error(
          run_lrnnc(line),
          "model '" + folder + "' is a folder, expected a model's STEM, STEM.json or STEM.safetensors");
    }
  // A folder beside a model's files of the same stem does not hide them.
  fs::create_directories(base / "parity");
  write_parity_model((base / "parity.json").string());
  CHECK(run_lrnnc("run " + (base / "parity").string() + " --word 1").code == 0);
}
