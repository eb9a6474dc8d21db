// End-to-end tests of the lrnnc executable: the README's examples, the JSON fields of `inspect`
// for builtins and regexes, and the one-line/exit-code-2 contract for bad input.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "cli-helpers.hpp"

namespace {

using namespace cli_test;

nlohmann::json inspect_json(const std::string& spec) {
  Result r = run_lrnnc("inspect " + spec + " --json");
  INFO(spec << "\nstderr: " << r.err);
  REQUIRE(r.code == 0);
  return nlohmann::json::parse(r.out);
}

}  // namespace

TEST_CASE("inspect --json fields for builtins", "[standard][cli]") {
  auto sym5 = inspect_json("--builtin sym:5");
  CHECK(sym5["states"] == 120);
  CHECK(sym5["minimal_states"] == 120);
  CHECK(sym5["alphabet"].size() == 120);
  CHECK(sym5["monoid"]["size"] == 120);
  CHECK(sym5["monoid"]["semigroup_size"] == 120);
  CHECK(sym5["monoid"]["idempotents"] == 1);
  CHECK(sym5["monoid"]["is_group"] == true);
  CHECK(sym5["monoid"]["is_aperiodic"] == false);
  CHECK(sym5["monoid"]["solvable"] == false);
  CHECK(sym5["monoid"]["subgroup_orders"] == nlohmann::json{120});
  CHECK(sym5["monoid"]["group"] == "S_5");

  auto alt5 = inspect_json("--builtin alt:5");
  CHECK(alt5["monoid"]["size"] == 60);
  CHECK(alt5["monoid"]["group"] == "A_5");
  CHECK(alt5["monoid"]["solvable"] == false);

  auto parity = inspect_json("--builtin parity");
  CHECK(parity["minimal_states"] == 2);
  CHECK(parity["monoid"]["size"] == 2);
  CHECK(parity["monoid"]["group"] == "Z_2");

  auto mod3 = inspect_json("--builtin mod:3");
  CHECK(mod3["monoid"]["group"] == "Z_3");
  CHECK(mod3["monoid"]["solvable"] == true);

  auto tomita5 = inspect_json("--builtin tomita:5");
  CHECK(tomita5["minimal_states"] == 4);
  CHECK(tomita5["monoid"]["group"] == "Z_2xZ_2");

  auto tomita4 = inspect_json("--builtin tomita:4");
  CHECK(tomita4["monoid"]["is_aperiodic"] == true);
  CHECK(tomita4["monoid"]["is_group"] == false);
  CHECK_FALSE(tomita4["monoid"].contains("group"));

  // The flip-flop: read is the identity, set0/set1 are constants: {1, set0, set1}; the identity is
  // also the action of the non-empty word "read", so the semigroup has all three elements.
  auto flipflop = inspect_json("--builtin flipflop");
  CHECK(flipflop["minimal_states"] == 2);
  CHECK(flipflop["monoid"]["size"] == 3);
  CHECK(flipflop["monoid"]["semigroup_size"] == 3);
  CHECK(flipflop["monoid"]["idempotents"] == 3);
  CHECK(flipflop["monoid"]["is_aperiodic"] == true);
  CHECK(flipflop["monoid"]["subgroup_orders"] == nlohmann::json{1});

  auto d4 = inspect_json("--builtin dihedral:4");
  CHECK(d4["monoid"]["size"] == 8);
  CHECK(d4["monoid"]["group"] == "D_4");
}

TEST_CASE("inspect --json fields for regexes", "[standard][cli]") {
  // (ab)*: states {start/accept, after a, sink}; its syntactic monoid is B_2^1 =
  // {1, a, b, ab, ba, 0}: aperiodic, 4 idempotents (1, ab, ba, 0), the identity is no product.
  auto ab = inspect_json("--regex '(ab)*' --alphabet ab");
  CHECK(ab["alphabet"] == nlohmann::json{"a", "b"});
  CHECK(ab["minimal_states"] == 3);
  CHECK(ab["monoid"]["size"] == 6);
  CHECK(ab["monoid"]["semigroup_size"] == 5);
  CHECK(ab["monoid"]["idempotents"] == 4);
  CHECK(ab["monoid"]["is_aperiodic"] == true);
  CHECK(ab["monoid"]["subgroup_orders"] == nlohmann::json{1});

  // (aa)*: Z_2 on the minimal machine; alphabet from the regex.
  auto aa = inspect_json("--regex '(aa)*'");
  CHECK(aa["alphabet"] == nlohmann::json{"a"});
  CHECK(aa["monoid"]["group"] == "Z_2");

  // The 4th letter from the end is a: 16 states, syntactic monoid of size 2^5 - 1 + ... : only
  // check the minimal size, aperiodicity and that the identity is not a product.
  auto fourth = inspect_json("--regex '(a|b)*a(a|b){3}' --alphabet ab");
  CHECK(fourth["minimal_states"] == 16);
  CHECK(fourth["monoid"]["is_aperiodic"] == true);
  CHECK(fourth["monoid"]["semigroup_size"] == fourth["monoid"]["size"].get<int>() - 1);
}

TEST_CASE("inspect --semiautomaton analyzes the transformations as given", "[standard][cli]") {
  auto dir = temp_dir();
  // Two states that are equivalent (both accepting, swapped by a): minimal machine has one state,
  // but the given transformations generate Z_2.
  std::ofstream(dir / "swap.json") << R"({"alphabet": ["a"], "states": 2, "start": 0, "accepting": [0, 1],
    "delta": [[1], [0]]})";
  auto minimal = inspect_json("--dfa " + (dir / "swap.json").string());
  CHECK(minimal["minimal_states"] == 1);
  CHECK(minimal["monoid"]["size"] == 1);
  auto given = inspect_json("--dfa " + (dir / "swap.json").string() + " --semiautomaton");
  CHECK(given["states"] == 2);
  CHECK(given["analyzed"] == "as given");
  CHECK(given["monoid"]["size"] == 2);
  CHECK(given["monoid"]["group"] == "Z_2");
}

TEST_CASE("README examples run", "[standard][cli]") {
  auto dir = temp_dir().string();
  Result r = run_lrnnc("inspect --builtin sym:5");
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("S_5"));
  r = run_lrnnc("inspect --builtin parity --builtin tomita:4 --regex '(0|1)*1'");
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("builtin parity"));
  CHECK_THAT(r.out, Catch::Contains("regex (0|1)*1"));

  r = run_lrnnc("convert --regex '(ab)*' --alphabet ab -o " + dir + "/ab-star.json");
  REQUIRE(r.code == 0);
  auto back = inspect_json("--dfa " + dir + "/ab-star.json");
  CHECK(back["states"] == 3);
  CHECK(back["monoid"]["size"] == 6);

  r = run_lrnnc("convert --builtin tomita:3 -o " + dir + "/tomita3.att --symbols-out " + dir + "/tomita3.syms");
  REQUIRE(r.code == 0);
  auto t3 = inspect_json("--builtin tomita:3");
  auto att = inspect_json("--att " + dir + "/tomita3.att --symbols " + dir + "/tomita3.syms");
  CHECK(att["minimal_states"] == t3["minimal_states"]);
  CHECK(att["monoid"] == t3["monoid"]);

  r = run_lrnnc("convert --builtin dihedral:4 -o " + dir + "/d4.dot");
  REQUIRE(r.code == 0);
  CHECK_THAT(slurp(dir + "/d4.dot"), Catch::Contains("digraph"));

  r = run_lrnnc("builtins");
  REQUIRE(r.code == 0);
  for (const char* family : {"parity", "mod:M", "cyclic:M", "sym:N", "alt:N", "dihedral:N", "flipflop", "tomita:K",
                             "modarith:M", "dyck:K:D"})
    CHECK_THAT(r.out, Catch::Contains(family));
}

TEST_CASE("Bad input: one line on stderr, exit code 2", "[standard][cli]") {
  auto dir = temp_dir().string();
  require_one_line_error(run_lrnnc("inspect --regex '(ab' --alphabet ab"), "position");
  require_one_line_error(run_lrnnc("inspect --regex 'abc' --alphabet ab"), "'c'");
  require_one_line_error(run_lrnnc("inspect --builtin nosuch"), "nosuch");
  require_one_line_error(run_lrnnc("inspect --dfa " + dir + "/does-not-exist.json"), "cannot read file");
  require_one_line_error(run_lrnnc("inspect"), "no automaton given");
  require_one_line_error(run_lrnnc("inspect --builtin sym:5 --monoid-limit 10"), "10");
  require_one_line_error(run_lrnnc("inspect --regex a --alphabet ''"), "empty alphabet");
  require_one_line_error(run_lrnnc("convert --builtin parity -o " + dir + "/x.png"), ".png");
  require_one_line_error(run_lrnnc("frobnicate"), "frobnicate");
  std::ofstream(dir + "/bad.json")
      << R"({"alphabet": ["a"], "states": 2, "start": 0, "accepting": [], "delta": [[1], [7]]})";
  require_one_line_error(run_lrnnc("inspect --dfa " + dir + "/bad.json"), "7");
  std::ofstream(dir + "/nondet.att") << "0 1 a\n0 2 a\n1\n";
  require_one_line_error(run_lrnnc("inspect --att " + dir + "/nondet.att"), "determinize");
  Result ok = run_lrnnc("inspect --att " + dir + "/nondet.att --determinize --json");
  CHECK(ok.code == 0);
}
