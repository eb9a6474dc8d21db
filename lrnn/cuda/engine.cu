// The CUDA backend's device side (device-run.hpp): the network's flat arrays copied to the device,
// the words concatenated (through pinned host memory), one thread per word running lane_run_word with the state laid
// out lane-minor (component i of lane k at i * lanes + k: neighbouring threads touch neighbouring
// addresses). engine::run_cuda_on_host runs this same layout on the host for the tests.
// Compiled with -fmad=false: no a*b+c is fused unless the arithmetic asks for it.
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "common/error.hpp"
#include "lrnn/cuda/device-run.hpp"

namespace lrnnc::lrnn::cuda {

namespace {

void check(cudaError_t e, const char* what) {
  if (e != cudaSuccess) throw Error(std::string("--device cuda: ") + what + ": " + cudaGetErrorString(e));
}

// Device allocations freed together.
class DeviceArena {
 public:
  DeviceArena() = default;
  DeviceArena(const DeviceArena&) = delete;
  DeviceArena& operator=(const DeviceArena&) = delete;
  ~DeviceArena() {
    for (void* p : blocks_) cudaFree(p);
  }
  template <class T>
  T* alloc(std::size_t count) {
    if (count == 0) return nullptr;
    void* p = nullptr;
    check(cudaMalloc(&p, count * sizeof(T)), "cudaMalloc");
    blocks_.push_back(p);
    return static_cast<T*>(p);
  }
  template <class T>
  T* upload(const HostArray& a) {
    T* p = alloc<T>(a.bytes / sizeof(T));
    if (p) check(cudaMemcpy(p, a.data, a.bytes, cudaMemcpyHostToDevice), "cudaMemcpy");
    return p;
  }

 private:
  std::vector<void*> blocks_;
};

template <class T>
struct Pinned {
  T* p = nullptr;
  explicit Pinned(std::size_t count) {
    if (count) check(cudaMallocHost(&p, count * sizeof(T)), "cudaMallocHost");
  }
  ~Pinned() {
    if (p) cudaFreeHost(p);
  }
  Pinned(const Pinned&) = delete;
  Pinned& operator=(const Pinned&) = delete;
};

struct Lanes {
  double *h, *scratch, *d2;
  std::uint32_t *values, *prev, *rows;
  std::size_t lanes;
};

__global__ void run_words(engine::NetView net, engine::LaneArith arith, const std::uint32_t* letters,
                          const std::uint64_t* offset, std::size_t words, Lanes mem, bool stop,
                          std::uint32_t* states, engine::LaneResult* results) {
  const std::size_t k = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (k >= words) return;
  const engine::LaneMemory m{mem.h + k,    mem.scratch + k, mem.values + k, mem.prev + k,
                             mem.rows + k, mem.d2 + k,      mem.lanes};
  results[k] = engine::lane_run_word(net, arith, letters + offset[k], offset[k + 1] - offset[k], m, stop,
                                     states ? states + offset[k] : nullptr, 1);
}

}  // namespace

std::optional<std::string> device_unavailable() {
  int count = 0;
  const cudaError_t e = cudaGetDeviceCount(&count);
  if (e != cudaSuccess) return std::string("no usable CUDA device (") + cudaGetErrorString(e) + ")";
  if (count == 0) return std::string("no CUDA device on this machine");
  return std::nullopt;
}

void run_device(const DeviceInput& in, engine::LaneResult* results, std::uint32_t* states) {
  if (in.words == 0) return;
  DeviceArena arena;
  // The network: every array uploaded, the views pointed at the device copies.
  std::vector<engine::LayerView> views = in.layers;
  for (std::size_t l = 0; l < views.size(); ++l) {
    const auto& a = in.layer_arrays[l];
    engine::LayerView& v = views[l];
    v.tokens = arena.upload<engine::TokenView>(a[kTokens]);
    v.factors = arena.upload<engine::FactorView>(a[kFactors]);
    v.index = arena.upload<std::uint32_t>(a[kIndex]);
    v.weights = arena.upload<double>(a[kWeights]);
    v.by_letter = arena.upload<std::int32_t>(a[kByLetter]);
    v.by_key = arena.upload<std::int32_t>(a[kByKey]);
    v.context = arena.upload<engine::ContextView>(a[kContext]);
    v.radix = arena.upload<std::uint32_t>(a[kRadix]);
    v.code = arena.upload<double>(a[kCode]);
    v.code_values = arena.upload<std::uint32_t>(a[kCodeValues]);
    v.next_row = arena.upload<std::uint32_t>(a[kNextRow]);
    v.H0 = arena.upload<double>(a[kH0]);
  }
  engine::NetView view = in.view;
  view.layers = arena.upload<engine::LayerView>({views.data(), views.size() * sizeof(engine::LayerView)});
  view.readout_radix = arena.upload<std::uint32_t>(in.readout_radix);
  view.readout = arena.upload<std::uint32_t>(in.readout);
  view.spec_delta = arena.upload<std::uint32_t>(in.spec_delta);
  view.agree = arena.upload<std::uint8_t>(in.agree);
  // The words, through pinned memory.
  const std::size_t total = in.offset[in.words];
  Pinned<std::uint32_t> pinned(total);
  std::copy(in.letters, in.letters + total, pinned.p);
  auto* d_letters = arena.alloc<std::uint32_t>(total);
  if (total) check(cudaMemcpy(d_letters, pinned.p, total * 4, cudaMemcpyHostToDevice), "cudaMemcpy");
  const auto* d_offset = arena.upload<std::uint64_t>({in.offset, (in.words + 1) * sizeof(std::uint64_t)});
  constexpr std::size_t kBlock = 128;
  const std::size_t lanes = (in.words + kBlock - 1) / kBlock * kBlock;
  Lanes mem{arena.alloc<double>(lanes * view.total_nd),
            arena.alloc<double>(lanes * view.max_n),
            arena.alloc<double>(lanes * view.num_layers),
            arena.alloc<std::uint32_t>(lanes * view.num_layers),
            arena.alloc<std::uint32_t>(lanes * view.num_layers),
            arena.alloc<std::uint32_t>(lanes * view.num_layers),
            lanes};
  std::uint32_t* d_states = states ? arena.alloc<std::uint32_t>(total) : nullptr;
  if (d_states && total) check(cudaMemset(d_states, 0xff, total * 4), "cudaMemset");
  auto* d_results = arena.alloc<engine::LaneResult>(in.words);
  run_words<<<static_cast<unsigned>(lanes / kBlock), kBlock>>>(view, in.arith, d_letters, d_offset, in.words, mem,
                                                                in.stop_at_failure, d_states, d_results);
  check(cudaGetLastError(), "kernel launch");
  check(cudaDeviceSynchronize(), "kernel");
  check(cudaMemcpy(results, d_results, in.words * sizeof(engine::LaneResult), cudaMemcpyDeviceToHost), "cudaMemcpy");
  if (d_states && total) {
    check(cudaMemcpy(pinned.p, d_states, total * 4, cudaMemcpyDeviceToHost), "cudaMemcpy");
    std::copy(pinned.p, pinned.p + total, states);
  }
}

}  // namespace lrnnc::lrnn::cuda
