// The CUDA backend of the batched engine (lrnn/engine/engine.hpp): one word per GPU thread in the
// sequential order (lrnn/engine/lane-step.hpp compiled for the device), one word per thread block in
// the scan and chunked orders (lane-scan.hpp). Built
// when nvcc is found (LRNNC_HAVE_CUDA); otherwise, and on a machine without a GPU, run() throws
// lrnnc::Error with one line saying why.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "lrnn/cuda/device-run.hpp"
#include "lrnn/engine/engine.hpp"

namespace lrnnc::lrnn::cuda {

// Why no CUDA device can be used (not built with CUDA, no device, driver error), or nullopt.
std::optional<std::string> unavailable();

// The words on the GPU: bit-identical to engine::run_cpu and to lrnn::simulate.
// Benchmarks: `timing` (nullable) receives the device times; `one_group` launches every word in one
// kernel (the kernel alone at full occupancy, no overlap of transfers).
std::vector<WordRun> run(const engine::HostNet& net, std::span<const automata::Word> words,
                         const SimulateOptions& options, DeviceTiming* timing = nullptr, bool one_group = false);

}  // namespace lrnnc::lrnn::cuda
