// The models that slow tests share (tests/CMakeLists.txt: the fixture lrnnc_shared_models trains
// them once per ctest run, tests/shared-model.cmake). A test tagged [shared-model] that ctest runs
// gets their folder in LRNNC_SHARED_MODELS; run any other way, it has none and makes its own.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

namespace test_support {

// The folder of the shared models, or nullopt without the fixture.
inline std::optional<std::filesystem::path> shared_models_dir() {
  const char* dir = std::getenv("LRNNC_SHARED_MODELS");
  if (dir == nullptr || *dir == '\0') return std::nullopt;
  return std::filesystem::path(dir);
}

// The stem DIR/NAME of the shared model that `lrnnc ARGS` made, where ARGS is `command` (a README
// line's arguments, `train ... -o NAME`, a trailing `# comment` and spaces ignored): its NAME.command
// holds exactly those arguments. nullopt when no shared model was made by that command.
inline std::optional<std::filesystem::path> shared_model_for(std::string command) {
  const auto dir = shared_models_dir();
  if (!dir) return std::nullopt;
  if (const auto hash = command.find('#'); hash != std::string::npos) command.erase(hash);
  command.erase(command.find_last_not_of(" \t") + 1);
  for (const auto& entry : std::filesystem::directory_iterator(*dir)) {
    if (entry.path().extension() != ".command") continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    if (text.str() == command) return entry.path().parent_path() / entry.path().stem();
  }
  return std::nullopt;
}

// The stem DIR/NAME of the shared model NAME, or nullopt when the fixture did not make it.
inline std::optional<std::filesystem::path> shared_model(const std::string& name) {
  const auto dir = shared_models_dir();
  if (!dir || !std::filesystem::exists(*dir / (name + ".command"))) return std::nullopt;
  return *dir / name;
}

}  // namespace test_support
