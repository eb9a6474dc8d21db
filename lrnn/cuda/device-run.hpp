// The boundary between the C++20 host code and the CUDA translation unit (engine.cu, compiled by
// nvcc as C++17): plain data only (no Eigen, no engine.hpp). engine-cuda.cpp fills a DeviceInput
// from an engine::HostNet; engine.cu copies every array to the device and runs the kernel.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "lrnn/engine/lane-scan.hpp"

namespace lrnnc::lrnn::cuda {

struct HostArray {
  const void* data = nullptr;
  std::size_t bytes = 0;
};

// A layer's arrays, in the order of LayerView's pointers.
enum LayerArray {
  kTokens,
  kFactors,
  kIndex,
  kWeights,
  kByLetter,
  kByKey,
  kContext,
  kRadix,
  kCode,
  kCodeValues,
  kNextRow,
  kH0,
  kMats,
  kSparsePtr,
  kSparseCol,
  kSparseVal,
  kLayerArrays
};

// What one run_device call spent on the device (CUDA events; for benchmarks). kernel_s: the kernels'
// own durations summed over the groups of words (groups on the two streams may overlap, so this can
// exceed span_s); span_s: from the first kernel's start to the last kernel's end (transfers of later
// groups that the kernels waited for included); total_s: the whole call on the host clock (uploads,
// pinned copies and downloads included).
struct DeviceTiming {
  double kernel_s = 0, span_s = 0, total_s = 0;
  std::size_t groups = 0;
};

struct DeviceInput {
  engine::NetView view;                   // sizes and flags; its pointers are replaced on the device
  std::vector<engine::LayerView> layers;  // likewise
  std::vector<std::array<HostArray, kLayerArrays>> layer_arrays;
  HostArray readout_radix, readout, spec_delta, agree;
  engine::LaneArith arith;
  // The words' letters, concatenated (word w is [offset[w], offset[w+1])), on the device in
  // letter_bytes bytes each (1, 2 or 4: the narrowest type that holds every letter index);
  // pack(begin, end, dst) writes letters [begin, end) at that width to dst (host memory). run_device
  // packs them chunk by chunk into pinned buffers while the previous chunk travels.
  std::size_t letter_bytes = 4;
  std::function<void(std::size_t, std::size_t, void*)> pack;
  const std::uint64_t* offset = nullptr;
  std::size_t words = 0;
  bool stop_at_failure = false;
  // The order: sequential (one word per thread), or scan / chunked:chunk (parallel: one word per
  // block, lane-scan.hpp; chunk 0 = scan).
  bool parallel_order = false;
  std::size_t chunk = 0;
  // All words in one kernel launch (no overlap of transfers with compute): the kernel alone at the
  // batch's full occupancy (benchmarks).
  bool one_group = false;
  DeviceTiming* timing = nullptr;  // filled when not null
};

// Why no CUDA device can be used, or nullopt.
std::optional<std::string> device_unavailable();

// Runs every word: results[w]; states (nullable) receives the read states, concatenated like the
// letters (kNone where a stopped word did not reach). Throws lrnnc::Error on CUDA errors.
void run_device(const DeviceInput& input, engine::LaneResult* results, std::uint32_t* states);

// The bandwidth of a device-to-device copy of `bytes` bytes (bytes read plus bytes written per
// second, median of `reps` copies after a warm-up): the reference the kernels' bandwidth is measured
// against. Throws lrnnc::Error without a device.
double device_copy_bandwidth(std::size_t bytes, int reps);

}  // namespace lrnnc::lrnn::cuda
