// The README's example commands, read from README.md itself and run. The rule README.md follows:
//
//   * A command is a line of a fenced code block opened with ```sh whose first word is `lrnnc` or
//     `build/tools/lrnnc`, or a line starting with `$ lrnnc ` in a fenced block of any kind (a
//     transcript: the `$ ` is dropped, the lines after it are its output and are not checked).
//     Other lines (`bash scripts/...`, output, JSON) are not run. A trailing `# comment` is fine.
//   * The commands run with sh, the first word replaced by the built lrnnc, one after another in
//     README order, all in one fresh scratch folder: a command may read what an earlier one wrote.
//     The folder holds links `examples` and `experiments` to the repository's folders, so
//     `examples/*.json` and `experiments/configs/*.json` resolve as they do from the repository root.
//   * Not run: a command whose comment contains `not run`, and one that writes into docs/
//     (`--out docs/...`, `-o docs/...`): it regenerates published results, which takes minutes.
//   * Every command must exit with 0; a failure names its README.md line and shows its output.
//   * A command that the fixture lrnnc_shared_models ran exactly (tests/shared-models.hpp: the
//     FP-RNN training, minutes) is not run again: its files are copied into the folder, where the
//     command writes them. The fixture checked its exit code.
// The whole README takes several seconds (the probes and the tour's sweep with its plots), so the
// run is [slow]: the gcc configuration of scripts/test.sh runs it.
#include <catch2/catch.hpp>

#include <cstddef>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "cli-helpers.hpp"
#include "tests/shared-models.hpp"

namespace {

struct Command {
  std::size_t line;  // 1-based line of README.md
  std::string text;  // the line with `$ ` and the binary's name removed: "inspect --builtin sym:5"
};

std::string trim_left(const std::string& s) { return s.substr(std::min(s.size(), s.find_first_not_of(" \t"))); }

// The commands of a README text under the rule above.
std::vector<Command> readme_commands(const std::string& text) {
  static const std::regex writes_docs(R"((^|\s)(--out|-o)\s+docs/)");
  std::vector<Command> out;
  std::istringstream in(text);
  std::string raw;
  bool in_block = false;
  std::string info;  // the open block's info string ("sh", "json", "")
  for (std::size_t n = 1; std::getline(in, raw); ++n) {
    const std::string line = trim_left(raw);
    if (line.rfind("```", 0) == 0) {
      in_block = !in_block;
      info = in_block ? line.substr(3) : "";
      continue;
    }
    if (!in_block) continue;
    std::string command = line;
    const bool transcript = command.rfind("$ ", 0) == 0;
    if (transcript)
      command = trim_left(command.substr(2));
    else if (info != "sh")
      continue;
    const std::size_t space = command.find(' ');
    const std::string word = command.substr(0, space);
    if (word != "lrnnc" && (transcript || word != "build/tools/lrnnc")) continue;
    if (command.find("not run") != std::string::npos && command.find('#') < command.find("not run")) continue;
    if (std::regex_search(command, writes_docs)) continue;
    out.push_back({n, space == std::string::npos ? "" : command.substr(space + 1)});
  }
  return out;
}

}  // namespace

TEST_CASE("README commands: which lines the rule picks", "[quick][cli][readme]") {
  const std::string text =
      "lrnnc inspect --builtin a\n"                      // 1: outside a block
      "```sh\n"                                          // 2
      "lrnnc inspect --builtin b   # comment\n"          // 3: run
      "build/tools/lrnnc inspect --builtin c\n"          // 4: run
      "bash scripts/test.sh\n"                           // 5: not lrnnc
      "$ lrnnc inspect --builtin d\n"                    // 6: run
      "lrnnc sweep x.json --out docs/results/x\n"        // 7: writes into docs/
      "lrnnc inspect --builtin e  # not run: needs f\n"  // 8: opted out
      "```\n"                                            // 9
      "```\n"                                            // 10: a plain block
      "lrnnc inspect --builtin f\n"                      // 11: not sh, not a transcript
      "$ lrnnc format fp16 1\n"                          // 12: transcript: run
      "format fp16\n"                                    // 13: its output
      "```\n";
  const auto commands = readme_commands(text);
  REQUIRE(commands.size() == 4);
  CHECK(commands[0].line == 3);
  CHECK(commands[0].text == "inspect --builtin b   # comment");
  CHECK(commands[1].line == 4);
  CHECK(commands[1].text == "inspect --builtin c");
  CHECK(commands[2].line == 6);
  CHECK(commands[3].line == 12);
  CHECK(commands[3].text == "format fp16 1");
}

TEST_CASE("README commands run and exit with 0", "[slow][cli][readme][shared-model]") {
  namespace fs = std::filesystem;
  const auto commands = readme_commands(cli_test::slurp(fs::path(::test_support::source_dir()) / "README.md"));
  REQUIRE(commands.size() >= 5);  // the README has examples: finding none means the rule broke

  const test_support::TempDir dir("readme");
  for (const char* folder : {"examples", "experiments"})
    fs::create_directory_symlink(fs::path(::test_support::source_dir()) / folder, dir.path() / folder);

  std::size_t shared = 0;  // commands whose files the fixture made
  for (const auto& c : commands) {
    if (const auto stem = test_support::shared_model_for(c.text)) {
      ++shared;
      INFO("README.md:" << c.line << ": lrnnc " << c.text << ": the shared model " << stem->string());
      std::size_t copied = 0;
      for (const auto& entry : fs::directory_iterator(stem->parent_path()))
        if (entry.path().stem() == stem->filename() && entry.path().extension() != ".command") {
          fs::copy_file(entry.path(), dir.path() / entry.path().filename());
          ++copied;
        }
      CHECK(copied >= 2);  // the manifest and the weights
      continue;
    }
    // The newline ends the line's own `# comment` before the closing brace.
    const cli_test::Result r = cli_test::shell("cd '" + dir.string() + "' && { " + ::test_support::binary_dir() +
                                               "/tools/lrnnc " + c.text + "\n}");
    INFO("README.md:" << c.line << ": lrnnc " << c.text << "\nstdout:\n" << r.out << "\nstderr:\n" << r.err);
    CHECK(r.code == 0);
  }
  // Given the shared models (ctest, after the fixture), the README's FP-RNN training is served by
  // them instead of training again.
  if (test_support::shared_models_dir()) CHECK(shared >= 1);
}
