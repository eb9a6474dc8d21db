#include "tools/train-module.hpp"

#include <dlfcn.h>

#include <cstdlib>
#include <filesystem>
#include <system_error>
#include <utility>

#include "common/error.hpp"
#include "common/printable.hpp"
#include "lrnnc/version.hpp"

namespace lrnnc::tools {

namespace fs = std::filesystem;

namespace {

std::vector<std::string>& embedder_candidates() {
  static std::vector<std::string> paths;
  return paths;
}

}  // namespace

void set_train_module_candidates(std::vector<std::string> paths) { embedder_candidates() = std::move(paths); }

std::vector<std::string> train_module_candidates() {
  if (const char* env = std::getenv("LRNNC_TRAIN_MODULE"); env != nullptr && *env != '\0') return {env};
  if (!embedder_candidates().empty()) return embedder_candidates();
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return {};
  const fs::path dir = exe.parent_path();
  std::vector<std::string> out{(dir / learned::kTrainModuleFile).string()};
#if defined(LRNNC_TRAIN_MODULE_RELATIVE_DIR)
  // BINDIR -> LIBDIR/lrnnc of the install layout, e.g. "../lib/lrnnc".
  out.push_back((dir / LRNNC_TRAIN_MODULE_RELATIVE_DIR / learned::kTrainModuleFile).lexically_normal().string());
#endif
  return out;
}

std::string train_module_missing_reason() {
#if !defined(LRNNC_TRAIN_MODULE_BUILT)
  return "this lrnnc was built without libtorch: install libtorch-dev and rebuild";
#else
  std::string tried;
  for (const std::string& path : train_module_candidates()) {
    std::error_code ec;
    if (fs::is_regular_file(path, ec)) return {};
    tried += (tried.empty() ? "" : ", ") + printable(path);
  }
  return "lrnnc's libtorch training module " + std::string(learned::kTrainModuleFile) + " is missing (looked for " +
         (tried.empty() ? std::string("nothing: the executable's path is unknown") : tried) +
         "): rebuild lrnnc with libtorch-dev installed, or set LRNNC_TRAIN_MODULE to its path";
#endif
}

bool train_module_present() { return train_module_missing_reason().empty(); }

namespace {

const learned::TrainModule& open_train_module() {
#if !defined(LRNNC_TRAIN_MODULE_BUILT)
  throw Error("this lrnnc was built without libtorch: training needs it (install libtorch-dev and rebuild)");
#endif
  if (const std::string why = train_module_missing_reason(); !why.empty()) throw Error("cannot train: " + why);
  for (const std::string& path : train_module_candidates()) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) continue;
    // RTLD_LOCAL: the module's copies of lrnnc's libraries stay its own.
    void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
      const char* why = dlerror();
      throw Error("cannot open the training module " + printable(path) + ": " + printable(why ? why : "unknown"));
    }
    auto entry = reinterpret_cast<learned::TrainModuleEntry>(dlsym(handle, learned::kTrainModuleEntry));
    const learned::TrainModule* module = entry != nullptr ? entry() : nullptr;
    if (module == nullptr || module->abi != learned::kTrainModuleAbi || module->version == nullptr ||
        std::string(module->version) != LRNNC_VERSION || module->options_size != sizeof(learned::TrainOptions) ||
        module->model_size != sizeof(learned::LearnedModel) || module->train_model == nullptr)
      throw Error("the training module " + printable(path) +
                  " is not from this build of lrnnc " LRNNC_VERSION " (rebuild and reinstall both)");
    return *module;  // never closed: the process ends with it
  }
  throw Error("training needs lrnnc's libtorch training module, which vanished while it was opened");
}

}  // namespace

const learned::TrainModule& train_module() {
  static const learned::TrainModule& module = open_train_module();
  return module;
}

}  // namespace lrnnc::tools
