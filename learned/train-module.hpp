// The training module's interface: the libtorch part of lrnnc (learned/torch/) is built as a module
// of its own (lrnnc-train.so) that the `lrnnc` executable opens at run time, only when it trains
// (`lrnnc train`, sweeps with train constructions). Every other command starts without libtorch.
//
// The module exports one C function, kTrainModuleEntry, that returns a TrainModule. The executable
// and the module are built together from the same sources; abi, version and the sizes below let
// the loader refuse a module from another build instead of calling into it.
#pragma once

#include <cstddef>
#include <filesystem>
#include <iosfwd>

#include "automata/dfa.hpp"
#include "learned/model.hpp"
#include "learned/train-options.hpp"

namespace lrnnc::learned {

// Raised whenever the interface below changes.
inline constexpr int kTrainModuleAbi = 1;
// The exported function's name: extern "C" const TrainModule* lrnnc_train_module_v1();
inline constexpr const char* kTrainModuleEntry = "lrnnc_train_module_v1";
// The module's file name (next to `lrnnc` in a build tree, in LIBDIR/lrnnc/ when installed).
inline constexpr const char* kTrainModuleFile = "lrnnc-train.so";

struct TrainModule {
  int abi = kTrainModuleAbi;
  const char* version = nullptr;  // LRNNC_VERSION of the module's build
  std::size_t options_size = sizeof(TrainOptions), model_size = sizeof(LearnedModel);
  // learned::train_model (learned/torch/train.hpp) with no callback.
  LearnedModel (*train_model)(const automata::Dfa& task, const TrainOptions& options,
                              const std::filesystem::path& checkpoint, std::ostream* progress) = nullptr;
};

using TrainModuleEntry = const TrainModule* (*)();

}  // namespace lrnnc::learned
