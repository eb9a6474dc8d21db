// How a MODEL argument names a model (learned/model-files.hpp): the stem, the manifest (.json) and
// the tensors file (.safetensors) name the same model for every subcommand that takes one, compiled
// networks and learned models alike, with the same output; a sweep config's {"model": PATH} follows
// the same rule; a missing model is one line naming the files looked for.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli-helpers.hpp"
#include "learned-model.hpp"

using namespace cli_test;

namespace {

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

}  // namespace

TEST_CASE("MODEL arguments: the stem, OUT.json and OUT.safetensors name one model, compiled or learned",
          "[standard][cli]") {
  const std::string dir = scratch_dir("model-args");
  const std::string compiled = dir + "/compiled", learned = dir + "/learned";
  const Result made = run_lrnnc("compile --builtin parity -o " + compiled);
  INFO(made.err);
  REQUIRE(made.code == 0);
  write_parity_model(learned + ".json");

  // Each command with each spelling: exit code 0 and the same output, but for the MODEL as written
  // (the outputs print the argument as given).
  const std::vector<std::pair<std::string, std::string>> commands{
      {compiled, "verify MODEL --builtin parity --max-len 4"},
      {compiled, "probe MODEL --builtin parity --dtype bf16 --max-len 50 --mpfr-max-len 50 --words 2 --threads 1"},
      {compiled, "spectrum MODEL"},
      {learned, "probe MODEL --dtype bf16 --max-len 50 --words 2 --threads 1"},
      {learned, "spectrum MODEL --word 0110"},
      {learned, "run MODEL --word 0110"},
      {learned, "eval MODEL --dtype bf16 --lengths 8 --words 4 --threads 1"},
  };
  for (const auto& [stem, command] : commands) {
    std::string first;
    for (const std::string& model : {stem, stem + ".json", stem + ".safetensors"}) {
      const std::string line = replace_all(command, "MODEL", model);
      const Result r = run_lrnnc(line);
      INFO(line << "\nstderr: " << r.err);
      REQUIRE(r.code == 0);
      const std::string out = replace_all(r.out, model, "MODEL");
      REQUIRE(!out.empty());
      if (first.empty())
        first = out;
      else
        CHECK(out == first);
    }
  }

  // A missing model: one line naming the files looked for, whichever the spelling.
  const std::string missing = dir + "/missing";
  const std::string looked_for = " not found: looked for " + missing + ".json and " + missing + ".safetensors";
  const std::vector<std::pair<std::string, std::string>> refusals{
      {missing, "verify MODEL --builtin parity"},
      {missing + ".json", "probe MODEL --builtin parity --dtype bf16"},
      {missing + ".safetensors", "spectrum MODEL"},
      {missing, "run MODEL --word 0"},
      {missing + ".safetensors", "eval MODEL --dtype bf16 --lengths 8"},
  };
  for (const auto& [model, command] : refusals) {
    const Result r = run_lrnnc(replace_all(command, "MODEL", model));
    require_one_line_error(r, looked_for);
    CHECK(r.err == "lrnnc: error: model '" + model + "'" + looked_for + "\n");
  }

  // The tensors without their manifest, and a manifest that is a folder.
  std::filesystem::copy_file(compiled + ".safetensors", dir + "/orphan.safetensors",
                             std::filesystem::copy_options::overwrite_existing);
  require_one_line_error(run_lrnnc("verify " + dir + "/orphan --builtin parity"),
                         "model '" + dir + "/orphan' not found: " + dir +
                             "/orphan.safetensors exists but its manifest " + dir + "/orphan.json does not");
  std::filesystem::create_directories(dir + "/folder.json");
  require_one_line_error(
      run_lrnnc("spectrum " + dir + "/folder"),
      "model '" + dir + "/folder': '" + dir + "/folder.json' is not a regular file: it is a directory");
}

TEST_CASE("MODEL arguments: a sweep config's {\"model\": PATH} takes the stem and OUT.safetensors too",
          "[standard][cli][sweep]") {
  namespace fs = std::filesystem;
  const fs::path base = fs::path(scratch_dir("model-args-sweep"));
  fs::create_directories(base / "models");
  write_parity_model((base / "models" / "parity.json").string());
  const nlohmann::json config{
      {"tasks", {"parity"}},
      {"constructions",
       {{{"model", "models/parity"}}, {{"model", "models/parity.json"}}, {{"model", "models/parity.safetensors"}}}},
      {"dtypes", {"bf16"}},
      {"orders", {"sequential"}},
      {"lengths", {8}},
      {"words", 3}};
  std::ofstream(base / "config.json") << config.dump(2);
  const std::string out = (base / "out").string();
  const Result r = run_lrnnc("sweep " + (base / "config.json").string() + " --out " + out + " --threads 1");
  INFO("stdout: " << r.out << "\nstderr: " << r.err);
  REQUIRE(r.code == 0);
  const std::string csv = slurp(fs::path(out) / "results.csv");
  for (const char* label : {"model:models/parity,", "model:models/parity.json,", "model:models/parity.safetensors,"})
    CHECK_THAT(csv, Catch::Contains(std::string("parity,") + label + ",bf16,sequential,8,3,1,1,0,,,,,ok,"));

  // A missing model: the config's one-line error names the files looked for.
  std::ofstream(base / "missing.json") << nlohmann::json{
      {"tasks", {"parity"}},
      {"constructions", {{{"model", "models/nowhere"}}}},
      {"dtypes", {"bf16"}},
      {"lengths", {8}}}.dump();
  require_one_line_error(run_lrnnc("sweep " + (base / "missing.json").string() + " --out " + (base / "o2").string()),
                         "models/nowhere' not found: looked for " + (base / "models" / "nowhere.json").string() +
                             " and " + (base / "models" / "nowhere.safetensors").string());
  CHECK(!fs::exists(base / "o2"));
}
