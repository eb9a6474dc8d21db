// The entry point of the training module lrnnc-train.so (learned/train-module.hpp): the only symbol
// the module exports (the static libraries linked into it are hidden).
#include "learned/train-module.hpp"

#include "learned/torch/torch-errors.hpp"
#include "learned/torch/train.hpp"
#include "lrnnc/version.hpp"

namespace {

lrnnc::learned::LearnedModel train(const lrnnc::automata::Dfa& task, const lrnnc::learned::TrainOptions& options,
                                   const std::filesystem::path& checkpoint, std::ostream* progress) {
  // Nothing libtorch throws leaves the module as a stack trace: one line, bad sizes as lrnnc::Error.
  return lrnnc::learned::with_libtorch_errors(
      "train", [&] { return lrnnc::learned::train_model(task, options, checkpoint, progress); });
}

}  // namespace

extern "C" __attribute__((visibility("default"))) const lrnnc::learned::TrainModule* lrnnc_train_module_v1() {
  static const lrnnc::learned::TrainModule module{lrnnc::learned::kTrainModuleAbi, LRNNC_VERSION,
                                                  sizeof(lrnnc::learned::TrainOptions),
                                                  sizeof(lrnnc::learned::LearnedModel), &train};
  return &module;
}
