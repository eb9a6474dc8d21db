// The one rule that turns a MODEL argument into its files (learned/model-files.hpp).
#include "learned/model-files.hpp"

#include <filesystem>
#include <string_view>
#include <system_error>

#include "common/error.hpp"
#include "common/printable.hpp"
#include "common/read-file.hpp"
#include "learned/model.hpp"
#include "lrnn/weights-io.hpp"

namespace lrnnc::learned {

namespace {

constexpr std::string_view kManifestExt = ".json";
constexpr std::string_view kWeightsExt = ".safetensors";

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

bool exists(const std::string& path) {
  std::error_code ec;
  return std::filesystem::exists(path, ec);
}

bool is_file(const std::string& path) {
  std::error_code ec;
  return std::filesystem::is_regular_file(path, ec);
}

std::string quoted(const std::string& path) { return "'" + printable(path) + "'"; }

ModelFiles found(const std::string& manifest, std::string weights) {
  return {is_learned_manifest(manifest) ? ModelKind::learned : ModelKind::compiled, manifest, std::move(weights)};
}

}  // namespace

ModelFiles resolve_model(const std::string& arg) {
  require_no_nul(arg, "the model's name");
  std::string stem;
  if (ends_with(arg, kManifestExt)) {
    stem = arg.substr(0, arg.size() - kManifestExt.size());
  } else if (ends_with(arg, kWeightsExt)) {
    stem = arg.substr(0, arg.size() - kWeightsExt.size());
  } else {
    // A learned manifest under another name is read as given (the learned subcommands always did).
    if (is_learned_manifest(arg))
      return {ModelKind::learned, arg, std::filesystem::path(arg).replace_extension(kWeightsExt).string()};
    stem = arg;
  }
  const std::string manifest = stem + std::string(kManifestExt), weights = stem + std::string(kWeightsExt);
  if (is_file(manifest)) return found(manifest, weights);
  if (exists(manifest)) {
    try {
      require_regular_file_if_present(manifest);  // says what it is: a directory, a FIFO, a device
    } catch (const Error& e) {
      throw Error("model " + quoted(arg) + ": " + e.what());
    }
    throw Error("model " + quoted(arg) + ": " + quote(manifest) + " is not a regular file");
  }
  if (exists(weights))
    throw Error("model " + quoted(arg) + " not found: " + printable(weights) + " exists but its manifest " +
                printable(manifest) + " does not");
  lrnn::refuse_model_folder(arg);
  // A file named without .json that is not a learned manifest (is_learned_manifest said no).
  const std::string not_manifest =
      stem == arg && exists(arg) ? " (" + printable(arg) + " is not a model's manifest)" : "";
  throw Error("model " + quoted(arg) + " not found: looked for " + printable(manifest) + " and " + printable(weights) +
              not_manifest);
}

}  // namespace lrnnc::learned
