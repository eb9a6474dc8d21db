// End-to-end tests of `lrnnc compile`, `lrnnc verify` and `lrnnc spectrum`: the README's examples,
// the JSON summary fields, the exit codes, and bad input (one line on stderr, exit code 2).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "cli-helpers.hpp"

using namespace cli_test;

namespace {

std::string model_dir() { return scratch_dir("models"); }

}  // namespace

TEST_CASE("compile --json: the summary fields", "[standard][cli][compile]") {
  const std::string dir = model_dir();
  auto s5 = run_json("compile --builtin sym:5 -o " + dir + "/s5");
  CHECK(s5["method"] == "group");
  CHECK(s5["layers"] == 1);
  CHECK(s5["widths"] == nlohmann::json::array({5}));  // the natural action, not 120 x 120
  CHECK(s5["max_reflections_per_token"] == 4);        // a 5-cycle is 4 transpositions
  CHECK(s5["verified"] == true);
  CHECK(s5["reachable_states"] == 120);
  CHECK(s5["eigenvalue_modulus_range"][0].get<double>() == Approx(1.0));
  CHECK(s5["eigenvalue_modulus_range"][1].get<double>() == Approx(1.0));
  CHECK(std::filesystem::exists(dir + "/s5.safetensors"));
  CHECK(std::filesystem::exists(dir + "/s5.json"));

  auto parity = run_json("compile --builtin parity -o " + dir + "/parity");
  CHECK(parity["widths"] == nlohmann::json::array({1}));  // the scalar -1
  CHECK(parity["eigenvalue_real_range"][0].get<double>() == -1.0);
  CHECK(parity["exact"] == true);

  auto mod3 = run_json("compile --builtin mod:3 -o " + dir + "/mod3");
  CHECK(mod3["widths"] == nlohmann::json::array({2}));  // a 2x2 rotation
  CHECK(mod3["verified"] == true);

  auto flip = run_json("compile --builtin flipflop -o " + dir + "/flip");
  CHECK(flip["method"] == "cascade");  // auto: not a group

  auto integer = run_json("compile --builtin sym:4 --reflection integer --weights-dtype bf16 -o " + dir + "/s4");
  CHECK(integer["exact"] == true);  // v = e_i - e_j, beta = 1: exact even in bf16
}

TEST_CASE("verify and spectrum: README examples", "[standard][cli][compile]") {
  const std::string dir = model_dir();
  REQUIRE(run_lrnnc("compile --builtin mod:3 -o " + dir + "/mod3").code == 0);
  Result r = run_lrnnc("verify " + dir + "/mod3 --builtin mod:3");
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("verified"));
  // An equivalent description with other state numbering verifies too.
  r = run_lrnnc("verify " + dir + "/mod3.json --regex '(0*10*10*1)*0*' --alphabet 01");
  CHECK(r.code == 1);  // a regex is an acceptor: labels reject/accept differ from the counter's 0/1/2

  auto v = run_json("verify " + dir + "/mod3.safetensors --builtin mod:3 --dtype bf16 --max-len 10");
  CHECK(v["verified"] == true);
  CHECK(v["words"]["max_len"] == 10);
  CHECK(v["reachable_states"] == 3);

  auto sp = run_json("spectrum " + dir + "/mod3");
  REQUIRE(sp["tokens"].size() == 2);
  CHECK(sp["tokens"][1]["modular_capable"] == true);   // the letter 1 rotates by 2 pi / 3
  CHECK(sp["tokens"][0]["modular_capable"] == false);  // the letter 0 is the identity
  r = run_lrnnc("spectrum " + dir + "/mod3");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("Theorem 1"));
}

TEST_CASE("verify: a network that does not implement the automaton exits with 1", "[standard][cli][compile]") {
  const std::string dir = model_dir();
  REQUIRE(run_lrnnc("compile --builtin parity --restrict diag01 --best-effort -o " + dir + "/bad").code == 0);
  Result r = run_lrnnc("verify " + dir + "/bad --builtin parity");
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("FAIL"));
  auto sp = run_json("spectrum " + dir + "/bad");
  for (const auto& t : sp["tokens"]) CHECK(t["parity_capable"] == false);  // Theorem 1: nothing can
}

TEST_CASE("compile/verify/spectrum: bad input", "[standard][cli][compile]") {
  const std::string dir = model_dir();
  require_one_line_error(run_lrnnc("compile --builtin parity --method nosuch -o " + dir + "/x"), "nosuch");
  require_one_line_error(run_lrnnc("compile --builtin flipflop --method group -o " + dir + "/x"), "onehot");
  require_one_line_error(run_lrnnc("compile --builtin parity --restrict diag01 -o " + dir + "/x"), "Theorem 1");
  require_one_line_error(run_lrnnc("compile --builtin mod:3 --restrict diag11 -o " + dir + "/x"), "Theorem 2");
  require_one_line_error(run_lrnnc("compile --builtin parity --best-effort -o " + dir + "/x"), "--restrict");
  require_one_line_error(run_lrnnc("compile --builtin parity --weights-dtype f8 -o " + dir + "/x"), "f8");
  require_one_line_error(run_lrnnc("compile --builtin parity --builtin mod:3 -o " + dir + "/x"), "exactly one");
  REQUIRE(run_lrnnc("compile --builtin parity -o " + dir + "/p").code == 0);
  CHECK(run_lrnnc("verify " + dir + "/p --builtin mod:3").code == 1);  // same alphabet, another machine: a result
  require_one_line_error(run_lrnnc("verify " + dir + "/p --regex 'ab' --alphabet ab"), "alphabet");
  require_one_line_error(run_lrnnc("verify " + dir + "/missing --builtin parity"), "missing");
  require_one_line_error(run_lrnnc("verify " + dir + "/p --builtin parity --dtype bf17"), "bf17");
  require_one_line_error(run_lrnnc("spectrum " + dir + "/missing.json"), "missing");
  // A truncated weights file.
  {
    std::ifstream in(dir + "/p.safetensors", std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), {});
    std::ofstream(dir + "/p.safetensors", std::ios::binary) << bytes.substr(0, bytes.size() - 3);
  }
  require_one_line_error(run_lrnnc("verify " + dir + "/p --builtin parity"), "p.safetensors");
}

TEST_CASE("compile: weights that round away from the automaton are exit code 1, not an internal error",
          "[standard][cli]") {
  const std::string dir = scratch_dir("compile-lossy");
  // A rotation by 2 pi/3 as two reflections is not exact in bf16; integer reflections are.
  Result r = run_lrnnc("compile --builtin mod:3 --rotation reflections --weights-dtype bf16 -o " + dir + "/m3");
  INFO(r.err);
  CHECK(r.code == 1);
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  CHECK_THAT(r.err, Catch::Contains("with BF16 weights the network does not implement the automaton"));
  CHECK(std::filesystem::is_regular_file(dir + "/m3.json"));
  r = run_lrnnc("compile --builtin mod:3 --cyclic permutation --reflection integer --weights-dtype bf16 -o " + dir +
                "/m3i");
  CHECK(r.code == 0);
  // A lookup counter whose lambda rounds in the weights' dtype is wrong before its length: the same.
  r = run_lrnnc("compile --builtin parity --restrict diag01 --decoder lookup:40 --lambda 0.9 --weights-dtype bf16 -o " +
                dir + "/p9");
  INFO(r.err);
  CHECK(r.code == 1);
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  CHECK_THAT(r.err, Catch::Contains("a --lambda exact in it"));
  CHECK(
      run_lrnnc("compile --builtin parity --restrict diag01 --decoder lookup:40 --lambda 0.5 --weights-dtype bf16 -o " +
                dir + "/p5")
          .code == 0);
  std::filesystem::remove_all(dir);
}
