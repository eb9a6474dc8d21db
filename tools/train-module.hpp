// Finding and opening the training module lrnnc-train.so (learned/train-module.hpp) at run time:
// `lrnnc` links no libtorch, and pays for it only when it trains.
//
// Where it looks, in order: the file named by the environment variable LRNNC_TRAIN_MODULE when it
// is set (and nowhere else then); the paths an embedding program gave (set_train_module_candidates;
// and nowhere else then); next to the running executable (a build tree: build/tools/);
// LIBDIR/lrnnc/ relative to the executable's BINDIR (an installed lrnnc).
#pragma once

#include <string>
#include <vector>

#include "learned/train-module.hpp"

namespace lrnnc::tools {

// Where a program that embeds lrnnc (the Python module) has the training module: these paths
// replace the ones next to the executable (still after LRNNC_TRAIN_MODULE). Call before training.
void set_train_module_candidates(std::vector<std::string> paths);

// The places train_module() tries, in order.
std::vector<std::string> train_module_candidates();

// Why training is impossible, in words (lrnnc built without libtorch; no module at any candidate,
// naming each path tried), or empty when a candidate exists. Nothing is loaded: a cheap check.
std::string train_module_missing_reason();
bool train_module_present();

// Opens the module once (later calls return the same) and checks it comes from this build. Throws
// lrnnc::Error in one line: lrnnc built without libtorch; no module at any candidate (naming each
// path tried); a module that cannot be opened (dlerror's reason) or comes from another build.
const learned::TrainModule& train_module();

}  // namespace lrnnc::tools
