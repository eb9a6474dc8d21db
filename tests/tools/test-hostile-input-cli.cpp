// Hostile model and automaton files on the command line: sizes no data backs, NaN weights, tensors
// named twice, duplicate keys, oversized files. Each gives one line on stderr and exit code 2, at
// once (no allocation sized by the claim).
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "cli-helpers.hpp"

using namespace cli_test;

namespace {

void write(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// A compiled parity model at DIR/NAME (OUT.json + OUT.safetensors).
std::string compiled_parity(const std::string& dir, const std::string& name) {
  const std::string stem = dir + "/" + name;
  const Result r = run_lrnnc("compile --builtin parity -o " + stem);
  INFO(r.err);
  REQUIRE(r.code == 0);
  return stem;
}

}  // namespace

TEST_CASE("inspect/convert: automaton files claiming huge sizes fail fast", "[standard][cli]") {
  const std::string dir = scratch_dir("hostile");
  write(dir + "/huge.json",
        R"({"alphabet": ["0"], "states": 1000000000000, "start": 0, "accepting": [0], "delta": [[0]]})");
  require_one_line_error(run_lrnnc("inspect --dfa " + dir + "/huge.json"),
                         "huge.json: states: 1000000000000 states is more than the limit of 67108864");
  write(dir + "/names.json",
        R"({"alphabet": ["0"], "states": ["a", "b", "c"], "start": "a", "accepting": ["a"], "delta": [["a"]]})");
  require_one_line_error(run_lrnnc("convert --dfa " + dir + "/names.json -o " + dir + "/out.json"),
                         "delta: expected 3 rows (one per state), found 1");
  write(dir + "/huge.att", "0 18446744073709551616 a\n");
  require_one_line_error(run_lrnnc("inspect --att " + dir + "/huge.att"),
                         "huge.att: line 1: state number '18446744073709551616' has 20 digits, expected at most 18");
  // State 10^12 is just a name: the machine has two states.
  write(dir + "/sparse.att", "0 1000000000000 a\n1000000000000 0 a\n1000000000000\n");
  const auto j = run_json("inspect --att " + dir + "/sparse.att");
  CHECK(j["states"] == 2);
  // A 1 TB sparse file is refused on its size, before it is read.
  { std::ofstream(dir + "/big.json") << "{"; }
  std::filesystem::resize_file(dir + "/big.json", std::uintmax_t{1} << 40);
  require_one_line_error(run_lrnnc("inspect --dfa " + dir + "/big.json"),
                         "has 1099511627776 bytes, more than the limit of 67108864");
  std::filesystem::remove(dir + "/big.json");
}

TEST_CASE("compile: a one-hot network beyond the entry limit is refused before allocating", "[standard][cli]") {
  const std::string dir = scratch_dir("hostile-compile");
  require_one_line_error(run_lrnnc("compile --builtin mod:10000 --method onehot -o " + dir + "/big"),
                         "would have 2 x 10000 x 10000 matrix entries, more than the limit of 100000000");
  CHECK_FALSE(std::filesystem::exists(dir + "/big.json"));
}

TEST_CASE("verify/probe/spectrum: hostile model files give one line and exit code 2", "[standard][cli]") {
  const std::string dir = scratch_dir("hostile-models");

  SECTION("a NaN weight") {
    const std::string stem = compiled_parity(dir, "nan");
    const std::string path = stem + ".safetensors";
    std::string bytes = slurp(path);
    const std::uint64_t nan_bits = 0x7FF8000000000000ull;  // the last tensor is F64
    std::memcpy(bytes.data() + bytes.size() - 8, &nan_bits, 8);
    write(path, bytes);
    require_one_line_error(run_lrnnc("verify " + stem + " --builtin parity"), "is nan, expected a finite value");
    require_one_line_error(run_lrnnc("probe " + stem + " --builtin parity --dtype fp32 --max-len 10"),
                           "is nan, expected a finite value");
  }
  SECTION("a tensor claiming 10^12 elements") {
    const std::string stem = compiled_parity(dir, "huge");
    std::string header = R"({"layer0.H0":{"dtype":"F64","shape":[1000000,1000000],"data_offsets":[0,8000000000000]}})";
    header.append((8 - header.size() % 8) % 8, ' ');
    std::string bytes(8, '\0');
    for (int i = 0; i < 8; ++i) bytes[static_cast<std::size_t>(i)] = static_cast<char>(header.size() >> (8 * i));
    write(stem + ".safetensors", bytes + header + std::string(8, '\0'));
    require_one_line_error(run_lrnnc("probe " + stem + " --builtin parity --dtype fp32"),
                           "tensor 'layer0.H0' has data_offsets [0, 8000000000000], expected 0 <= begin <= end <= 8");
    require_one_line_error(run_lrnnc("spectrum " + stem), "expected 0 <= begin <= end <= 8");
  }
  SECTION("a header length of 2^64 - 1") {
    const std::string stem = compiled_parity(dir, "len");
    std::string bytes = slurp(stem + ".safetensors");
    std::memset(bytes.data(), 0xff, 8);
    write(stem + ".safetensors", bytes);
    require_one_line_error(run_lrnnc("verify " + stem + " --builtin parity"),
                           "header length 18446744073709551615, expected at most 104857600 (the header limit)");
  }
  SECTION("a manifest that names one tensor twice") {
    const std::string stem = compiled_parity(dir, "twice");
    auto m = nlohmann::json::parse(slurp(stem + ".json"));
    m["layers"][0]["tokens"][1]["transition"] = m["layers"][0]["tokens"][0]["transition"];
    write(stem + ".json", m.dump(1));
    require_one_line_error(run_lrnnc("verify " + stem + " --builtin parity"),
                           "names already (expected each tensor once)");
  }
  SECTION("a manifest with a key twice") {
    const std::string stem = compiled_parity(dir, "dup");
    std::string text = slurp(stem + ".json");
    const auto at = text.find("\"dtype\"");
    REQUIRE(at != std::string::npos);
    text.insert(at, "\"dtype\": \"F16\", ");
    write(stem + ".json", text);
    require_one_line_error(run_lrnnc("verify " + stem + " --builtin parity"), "duplicate key 'dtype' in one object");
  }
  SECTION("a manifest of 1 TB") {
    const std::string stem = compiled_parity(dir, "big");
    std::filesystem::resize_file(stem + ".json", std::uintmax_t{1} << 40);
    require_one_line_error(run_lrnnc("verify " + stem + " --builtin parity"),
                           "has 1099511627776 bytes, more than the limit of 67108864 (the manifest limit)");
    std::filesystem::remove(stem + ".json");
  }
}
