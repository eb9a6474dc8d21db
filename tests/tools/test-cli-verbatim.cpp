// Every option that takes text receives it byte for byte. The nastiest strings we could think of
// (brackets, which CLI11 used to strip from repeatable options; commas; quotes; leading dashes;
// spaces; '='; non-ASCII; an empty string) go through each text option of each subcommand, with
// no shell in between, and must arrive unchanged: echoed in --json output, quoted in the one-line
// error, or as the exact name of a file that was read or written. Where the library can say what
// the value means (a regex, an alphabet, a builtin name), the command line must give exactly the
// library's answer for the same string.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "automata/builtins.hpp"
#include "automata/minimize.hpp"
#include "automata/regex.hpp"
#include "cli-helpers.hpp"
#include "common/error.hpp"
#include "common/printable.hpp"

namespace {

using namespace cli_test;
namespace fs = std::filesystem;

const std::vector<std::string>& nasty() {
  static const std::vector<std::string> strings{"[ab]",
                                                "[^a]",
                                                "[a][b]",
                                                "[a,b]",
                                                "[]",
                                                "[",
                                                "]",
                                                "a,b",
                                                ",",
                                                "\"q\"",
                                                "'s'",
                                                "`x`",
                                                "-a",
                                                "--x",
                                                "-",
                                                "--",
                                                " lead",
                                                "trail ",
                                                "a b",
                                                "=",
                                                "a=b",
                                                "--k=v",
                                                "\xce\xbb\xc3\xa9\xe2\x86\x92" /* λé→ */,
                                                "\\",
                                                "{1,2}",
                                                "$HOME",
                                                "*",
                                                "~",
                                                "a;b",
                                                "#x",
                                                "%s%n",
                                                "a\tb",
                                                ""};
  return strings;
}

// How the command line prints a value inside its one-line errors (control characters as \xNN).
std::string shown(const std::string& s) { return lrnnc::printable(s); }

// A value that can name a file in a folder.
bool file_name(const std::string& s) { return !s.empty() && s.find('/') == std::string::npos && s != "." && s != ".."; }
// A value that can stand as a positional argument: one starting with '-' (but "-" itself) is read
// as an option (documented; write ./-name for such a file).
bool positional(const std::string& s) { return file_name(s) && (s[0] != '-' || s == "-"); }

void require_one_line_error(const Result& r) {
  INFO("stdout: " << r.out << "\nstderr: " << r.err);
  REQUIRE(r.code == 2);
  REQUIRE(std::count(r.err.begin(), r.err.end(), '\n') == 1);
}

// Refused with one line that quotes the value; an empty value is refused as such by every option
// but --regex and --alphabet (the automata library says what an empty pattern or alphabet means).
void require_error_quoting(const Result& r, const std::string& quoted, const std::string& value,
                           bool empty_is_a_value = false) {
  require_one_line_error(r);
  INFO("stderr: " << r.err);
  if (value.empty() && !empty_is_a_value)
    REQUIRE_THAT(r.err, Catch::Contains("expects a value, found the empty string"));
  else
    REQUIRE_THAT(r.err, Catch::Contains(quoted));
}

std::optional<std::string> library_error(const std::function<void()>& f) {
  try {
    f();
  } catch (const lrnnc::Error& e) {
    return std::string(e.what());
  }
  return std::nullopt;
}

// The command's answer for the value x is the library's: the same error, quoting x, or success
// with --json output that `agrees` checks.
void same_as_library(const Result& r, const std::string& x, const std::optional<std::string>& library_error,
                     const std::function<void(const nlohmann::json&)>& agrees) {
  if (library_error) {
    require_error_quoting(r, "'" + shown(x) + "'", x, true);
    if (!x.empty()) REQUIRE_THAT(r.err, Catch::Contains(shown(*library_error)));
  } else {
    INFO("stderr: " << r.err);
    REQUIRE(r.code == 0);
    agrees(nlohmann::json::parse(r.out));
  }
}

struct Scratch {
  fs::path dir;
  explicit Scratch(const std::string& name) : dir(scratch_dir(name)) {
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  ~Scratch() { fs::remove_all(dir); }
  void write(const std::string& name, const std::string& text) const {
    std::ofstream(dir / name, std::ios::binary) << text;
  }
};

const char* const kMachineJson =
    R"({"alphabet": ["0", "1"], "states": 3, "start": 0, "accepting": [0], "delta": [[1, 2], [0, 2], [2, 2]]})";

}  // namespace

TEST_CASE("SpecOptionsArriveVerbatim: --regex, --alphabet, --builtin", "[standard][cli]") {
  for (const std::string& x : nasty()) {
    INFO("value: '" << x << "'");
    // --regex X: the same machine (or the same error) as the library gives for X.
    {
      const Result r = lrnnc_argv({"inspect", "--regex", x, "--json"});
      std::optional<lrnnc::automata::Dfa> dfa;
      const auto error = library_error([&] { dfa = lrnnc::automata::regex_to_dfa(x, std::nullopt); });
      same_as_library(r, x, error, [&](const nlohmann::json& j) {
        CHECK(j["spec"] == "regex " + x);
        CHECK(j["alphabet"] == dfa->alphabet().names());
        CHECK(j["minimal_states"] == lrnnc::automata::minimize(*dfa).num_states());
      });
    }
    // --alphabet X with the regex '.*' (every word over X).
    {
      const Result r = lrnnc_argv({"inspect", "--regex", ".*", "--alphabet", x, "--json"});
      std::optional<lrnnc::automata::Alphabet> alphabet;
      const auto error = library_error([&] { alphabet = lrnnc::automata::Alphabet::parse(x); });
      same_as_library(r, x, error, [&](const nlohmann::json& j) { CHECK(j["alphabet"] == alphabet->names()); });
    }
    // --builtin X: none of the strings names a builtin.
    {
      const Result r = lrnnc_argv({"inspect", "--builtin", x});
      const auto error = library_error([&] { lrnnc::automata::make_builtin(x); });
      REQUIRE(error);
      require_error_quoting(r, "'" + shown(x) + "'", x);
      if (!x.empty()) REQUIRE_THAT(r.err, Catch::Contains(shown(*error)));
    }
  }
}

TEST_CASE("FileOptionsArriveVerbatim: --dfa, --att, --symbols, -o, --symbols-out, --dot", "[standard][cli]") {
  const Scratch s("verbatim-files");
  s.write("m.json", kMachineJson);
  s.write("m.att", "0 1 a\n1 0 a\n0\n");
  s.write("m-ids.att", "0 1 1\n1 0 1\n0\n");
  for (const std::string& x : nasty()) {
    if (!file_name(x)) continue;
    INFO("file name: '" << x << "'");
    const std::string dir = s.dir.string();
    fs::copy_file(s.dir / "m.json", s.dir / x, fs::copy_options::overwrite_existing);
    Result r = lrnnc_argv({"inspect", "--dfa", x, "--json"}, dir);
    INFO("stderr: " << r.err);
    REQUIRE(r.code == 0);
    CHECK(nlohmann::json::parse(r.out)["spec"] == "dfa " + x);
    CHECK(nlohmann::json::parse(r.out)["states"] == 3);

    fs::copy_file(s.dir / "m.att", s.dir / x, fs::copy_options::overwrite_existing);
    r = lrnnc_argv({"inspect", "--att", x, "--json"}, dir);
    REQUIRE(r.code == 0);
    CHECK(nlohmann::json::parse(r.out)["spec"] == "att " + x);

    s.write(x, "<eps> 0\nb 1\n");
    r = lrnnc_argv({"inspect", "--att", "m-ids.att", "--symbols", x, "--json"}, dir);
    REQUIRE(r.code == 0);
    CHECK(nlohmann::json::parse(r.out)["alphabet"] == std::vector<std::string>{"b"});
    fs::remove(s.dir / x);

    r = lrnnc_argv({"convert", "--builtin", "parity", "-o", x + ".json"}, dir);
    REQUIRE(r.code == 0);
    CHECK(fs::is_regular_file(s.dir / (x + ".json")));
    r = lrnnc_argv({"convert", "--builtin", "tomita:1", "-o", "p.att", "--symbols-out", x}, dir);
    REQUIRE(r.code == 0);
    CHECK(fs::is_regular_file(s.dir / x));
    fs::remove(s.dir / x);
    r = lrnnc_argv({"decompose", "--builtin", "flipflop", "--dot", x}, dir);
    REQUIRE(r.code == 0);
    CHECK(fs::is_regular_file(s.dir / x));
    fs::remove(s.dir / x);
  }
}

TEST_CASE("ModelOptionsArriveVerbatim: compile -o, MODEL, compile choices, --dtype, --acc, --rounding, --order",
          "[standard][cli]") {
  const Scratch s("verbatim-models");
  const std::string dir = s.dir.string();
  REQUIRE(lrnnc_argv({"compile", "--builtin", "parity", "-o", "par"}, dir).code == 0);
  for (const std::string& x : nasty()) {
    INFO("value: '" << x << "'");
    if (file_name(x)) {
      Result r = lrnnc_argv({"compile", "--builtin", "parity", "-o", x}, dir);
      INFO("stderr: " << r.err);
      REQUIRE(r.code == 0);
      CHECK(fs::is_regular_file(s.dir / (x + ".json")));
      CHECK(fs::is_regular_file(s.dir / (x + ".safetensors")));
      if (positional(x)) {
        r = lrnnc_argv({"verify", x, "--builtin", "parity", "--max-len", "3", "--json"}, dir);
        REQUIRE(r.code == 0);
        CHECK(nlohmann::json::parse(r.out)["model"] == x);
        REQUIRE(lrnnc_argv({"spectrum", x, "--json"}, dir).code == 0);
        REQUIRE(lrnnc_argv({"probe", x, "--builtin", "parity", "--dtype", "bf16", "--max-len", "8", "--words", "1",
                            "--mpfr-max-len", "4"},
                           dir)
                    .code == 0);
      } else {
        // A positional that starts with '-' is read as an option: one line, exit code 2.
        require_one_line_error(lrnnc_argv({"verify", x, "--builtin", "parity"}, dir));
      }
      fs::remove(s.dir / (x + ".json"));
      fs::remove(s.dir / (x + ".safetensors"));
    }
    for (const char* option :
         {"--method", "--reflection", "--reset", "--cyclic", "--rotation", "--restrict", "--weights-dtype"}) {
      INFO(option);
      require_error_quoting(lrnnc_argv({"compile", "--builtin", "parity", option, x, "-o", "out"}, dir),
                            "'" + shown(x) + "'", x);
    }
    require_error_quoting(lrnnc_argv({"verify", "par", "--builtin", "parity", "--dtype", x}, dir), "'" + shown(x) + "'",
                          x);
    const std::vector<std::string> probe{"probe", "par", "--builtin", "parity", "--max-len", "8"};
    auto with = [&](std::vector<std::string> extra) {
      std::vector<std::string> args = probe;
      args.insert(args.end(), extra.begin(), extra.end());
      return lrnnc_argv(args, dir);
    };
    // --dtype splits at commas (documented: "fp32,bf16" is two policies); a value without one is one policy.
    if (x.find(',') == std::string::npos) require_error_quoting(with({"--dtype", x}), "'" + shown(x) + "'", x);
    require_error_quoting(with({"--dtype", "bf16", "--acc", x}), "acc=" + shown(x) + "'", x);
    require_error_quoting(with({"--dtype", "bf16", "--rounding", x}), "rounding=" + shown(x) + "'", x);
    require_error_quoting(with({"--dtype", "bf16", "--order", x}), "'" + shown(x) + "'", x);
  }
}

TEST_CASE("FormatArgumentsArriveVerbatim: FORMAT, VALUE..., --rounding", "[standard][cli]") {
  for (const std::string& x : nasty()) {
    INFO("value: '" << x << "'");
    if (positional(x)) require_error_quoting(lrnnc_argv({"format", x}), "'" + shown(x) + "'", x);
    require_error_quoting(lrnnc_argv({"format", "fp16", "--rounding", x}), "'" + shown(x) + "'", x);
    // VALUE...: read verbatim after FORMAT; none of the strings is a number. An argument that
    // starts with "--" there is an unknown option.
    if (x == "--") continue;  // the end of options (EndOfOptions below)
    const Result r = lrnnc_argv({"format", "fp16", "0.5", x, "--json"});
    if (x.rfind("--", 0) == 0)
      require_error_quoting(r, "unknown option '" + shown(x) + "'", x);
    else
      require_error_quoting(r, "'" + shown(x) + "'", x);
  }
  // Values that are numbers arrive as typed, in order, including a leading '-' and brackets' absence.
  const Result r = lrnnc_argv({"format", "fp16", "-0.5", "1e-3", "-inf", "--rounding", "rne", "--json"});
  REQUIRE(r.code == 0);
  const auto values = nlohmann::json::parse(r.out)["values"];
  REQUIRE(values.size() == 3);
  CHECK(values[0]["input"] == "-0.5");
  CHECK(values[1]["input"] == "1e-3");
  CHECK(values[2]["input"] == "-inf");
}

TEST_CASE("SweepArgumentsArriveVerbatim: CONFIG, --out, --shard, merge DIR...", "[slow][cli]") {
  const Scratch s("verbatim-sweep");
  const std::string dir = s.dir.string();
  const std::string config =
      R"({"tasks": ["parity"], "constructions": [{}], "dtypes": ["fp32"], "orders": ["sequential"], "lengths": [4], "words": 2})";
  for (const std::string& x : nasty()) {
    INFO("value: '" << x << "'");
    require_error_quoting(lrnnc_argv({"sweep", "c.json", "--out", "o", "--shard", x}, dir), "'" + shown(x) + "'", x);
    if (!file_name(x)) continue;
    s.write("c.json", config);
    if (positional(x)) {
      s.write(x, config);
      Result r = lrnnc_argv({"sweep", x, "--out", "from-config"}, dir);
      INFO("stderr: " << r.err);
      REQUIRE(r.code == 0);
      fs::remove(s.dir / x);
      fs::remove_all(s.dir / "from-config");
    }
    Result r = lrnnc_argv({"sweep", "c.json", "--out", x}, dir);
    INFO("stderr: " << r.err);
    REQUIRE(r.code == 0);
    CHECK(fs::is_regular_file(s.dir / x / "results.csv"));
    if (positional(x)) {
      r = lrnnc_argv({"sweep", "merge", x, "--out", "merged", "--json"}, dir);
      REQUIRE(r.code == 0);
      CHECK(nlohmann::json::parse(r.out)["cells_total"] == 1);
      fs::remove_all(s.dir / "merged");
    }
    fs::remove_all(s.dir / x);
  }
}

TEST_CASE("EmptyValueAfterEqualsIsTheEmptyString", "[quick][cli]") {
  // `--name=` is the empty string, not the next argument.
  const Result r = lrnnc_argv({"inspect", "--regex=", "--alphabet", "ab", "--json"});
  INFO("stderr: " << r.err);
  REQUIRE(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["spec"] == "regex ");
  CHECK(j["alphabet"] == std::vector<std::string>{"a", "b"});
  CHECK(j["minimal_states"] == 2);  // the empty word only, plus the sink
}

TEST_CASE("RepeatableOptionsTakeOneValueEach", "[quick][cli]") {
  // Two machines from two --regex, in order; a second word after one --regex is not a second value.
  Result r = lrnnc_argv({"inspect", "--regex", "[ab]", "--regex", "[a][b]", "--alphabet", "ab", "--json"});
  REQUIRE(r.code == 0);
  const auto machines = nlohmann::json::parse(r.out)["machines"];
  REQUIRE(machines.size() == 2);
  CHECK(machines[0]["spec"] == "regex [ab]");
  CHECK(machines[0]["minimal_states"] == 3);
  CHECK(machines[1]["spec"] == "regex [a][b]");
  CHECK(machines[1]["minimal_states"] == 4);
  r = lrnnc_argv({"inspect", "--regex", "a", "b"});
  REQUIRE(r.code == 2);
  REQUIRE(std::count(r.err.begin(), r.err.end(), '\n') == 1);
}

TEST_CASE("EndOfOptions: after '--' every argument is a value, wherever the positionals end", "[quick][cli]") {
  // "--" after FORMAT (CLI11 alone would hand it to the top-level app, which refused what follows).
  Result r = lrnnc_argv({"format", "fp16", "0.5", "--json", "--rounding", "rz", "--", "-0x1p-3", "--json", "--"});
  INFO("stderr: " << r.err);
  REQUIRE(r.code == 2);
  REQUIRE_THAT(r.err, Catch::Contains("'--json' is not a number"));
  r = lrnnc_argv({"format", "fp16", "--json", "--rounding", "rz", "--", "-0x1p-3", "-inf"});
  REQUIRE(r.code == 0);
  const auto values = nlohmann::json::parse(r.out)["values"];
  REQUIRE(values.size() == 2);
  CHECK(values[0]["input"] == "-0x1p-3");
  CHECK(values[1]["input"] == "-inf");
  // "--" as the value of an option is that value, not the end of options.
  r = lrnnc_argv({"inspect", "--regex", "--", "--json"});
  REQUIRE(r.code == 0);
  CHECK(nlohmann::json::parse(r.out)["spec"] == "regex --");
  // A shard directory named like an option, after "--".
  r = lrnnc_argv({"sweep", "merge", "--out", "merged", "--", "--not-an-option"});
  require_error_quoting(r, "'--not-an-option' is not a sweep directory", "--not-an-option");
  // A subcommand without trailing values refuses them, naming itself.
  require_error_quoting(lrnnc_argv({"inspect", "--builtin", "parity", "--", "x"}),
                        "'inspect' takes no values after '--' (found 'x')", "x");
  require_error_quoting(lrnnc_argv({"sweep", "c.json", "--out", "o", "--", "x"}), "'sweep' takes no values after '--'",
                        "x");
}
