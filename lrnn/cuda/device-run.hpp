// The boundary between the C++20 host code and the CUDA translation unit (engine.cu, compiled by
// nvcc as C++17): plain data only (no Eigen, no engine.hpp). engine-cuda.cpp fills a DeviceInput
// from an engine::HostNet; engine.cu copies every array to the device and runs the kernel.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
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
  kLayerArrays
};

struct DeviceInput {
  engine::NetView view;                   // sizes and flags; its pointers are replaced on the device
  std::vector<engine::LayerView> layers;  // likewise
  std::vector<std::array<HostArray, kLayerArrays>> layer_arrays;
  HostArray readout_radix, readout, spec_delta, agree;
  engine::LaneArith arith;
  const std::uint32_t* letters = nullptr;  // the words concatenated; word w is [offset[w], offset[w+1])
  const std::uint64_t* offset = nullptr;
  std::size_t words = 0;
  bool stop_at_failure = false;
  // The order: sequential (one word per thread), or scan / chunked:chunk (parallel: one word per
  // block, lane-scan.hpp; chunk 0 = scan).
  bool parallel_order = false;
  std::size_t chunk = 0;
};

// Why no CUDA device can be used, or nullopt.
std::optional<std::string> device_unavailable();

// Runs every word: results[w]; states (nullable) receives the read states, concatenated like the
// letters (kNone where a stopped word did not reach). Throws lrnnc::Error on CUDA errors.
void run_device(const DeviceInput& input, engine::LaneResult* results, std::uint32_t* states);

}  // namespace lrnnc::lrnn::cuda
