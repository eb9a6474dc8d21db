// The CUDA backend's device side (device-run.hpp): the network's flat arrays copied to the device,
// the words concatenated, in groups on two streams (a group's letters go up and the previous
// group's results come down while a kernel runs; pinned host memory on both ends). Sequential
// order: one word per thread running lane_run_word, the state laid out lane-minor (component i of
// lane k at i * lanes + k: neighbouring threads touch neighbouring addresses). Scan and chunked
// orders: one word per block of 128 threads running scan_run_word (lane-scan.hpp), a barrier after
// every phase. engine::run_cuda_on_host runs both layouts on the host for the tests.
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

// Sequential order: words first .. first + count - 1, one per thread; lane memory of `mem.lanes` lanes.
__global__ void run_words(engine::NetView net, engine::LaneArith arith, const std::uint32_t* letters,
                          const std::uint64_t* offset, std::size_t first, std::size_t count, Lanes mem, bool stop,
                          std::uint32_t* states, engine::LaneResult* results) {
  const std::size_t lane = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (lane >= count) return;
  const std::size_t k = first + lane;
  const engine::LaneMemory m{mem.h + lane,    mem.scratch + lane, mem.values + lane, mem.prev + lane,
                             mem.rows + lane, mem.d2 + lane,      mem.lanes};
  results[k] = engine::lane_run_word(net, arith, letters + offset[k], offset[k + 1] - offset[k], m, stop,
                                     states ? states + offset[k] : nullptr, 1);
}

// A thread block as lane-scan.hpp's team: items strided over the block's threads, a barrier after
// every phase (every thread of the block calls every phase: the phases depend on the word only).
struct DeviceTeam {
  static constexpr bool kComposeLevels = false, kInOrder = false;  // see HostTeam (lane-scan.hpp)
  template <class F>
  __host__ __device__ void parallel(std::size_t count, F f) const {
#if defined(__CUDA_ARCH__)
    for (std::size_t i = threadIdx.x; i < count; i += blockDim.x) f(i, static_cast<std::size_t>(threadIdx.x));
    __syncthreads();
#endif
  }
  template <class F>
  __host__ __device__ void single(F f) const {
#if defined(__CUDA_ARCH__)
    if (threadIdx.x == 0) f();
    __syncthreads();
#endif
  }
};

// Scan and chunked orders: word first + blockIdx.x on the block, its work at work + work_offset[blockIdx.x].
__global__ void scan_words(engine::NetView net, engine::LaneArith arith, const std::uint32_t* letters,
                           const std::uint64_t* offset, std::size_t first, unsigned char* work,
                           const std::uint64_t* work_offset, engine::ScanDims dims, bool stop, std::uint32_t* states,
                           engine::LaneResult* results) {
  const std::size_t k = first + blockIdx.x;
  dims.T = offset[k + 1] - offset[k];
  engine::ScanWork w;
  engine::scan_layout(dims, work + work_offset[blockIdx.x], &w);
  engine::scan_run_word(net, arith, letters + offset[k], dims.T, dims.chunk, w, DeviceTeam{}, stop,
                        states ? states + offset[k] : nullptr, results + k);
}

// Two streams: while one group of words computes, the next group's letters and the previous
// group's results travel (pinned host memory on both ends).
class Streams {
 public:
  Streams() {
    for (auto& s : s_) check(cudaStreamCreate(&s), "cudaStreamCreate");
  }
  ~Streams() {
    for (auto& s : s_) cudaStreamDestroy(s);
  }
  Streams(const Streams&) = delete;
  Streams& operator=(const Streams&) = delete;
  cudaStream_t operator[](std::size_t g) const { return s_[g % 2]; }
  void sync() {
    for (auto& s : s_) check(cudaStreamSynchronize(s), "kernel");
  }

 private:
  cudaStream_t s_[2] = {};
};

// Groups of consecutive words [begin, end) whose cost (cost(w) summed) stays within `budget`
// (at least one word per group).
template <class Cost>
std::vector<std::size_t> groups(std::size_t words, std::size_t budget, std::size_t max_words, Cost cost) {
  std::vector<std::size_t> bounds = {0};
  std::size_t sum = 0;
  for (std::size_t w = 0; w < words; ++w) {
    const std::size_t c = cost(w);
    if (w > bounds.back() && (sum + c > budget || w - bounds.back() >= max_words)) {
      bounds.push_back(w);
      sum = 0;
    }
    sum += c;
  }
  bounds.push_back(words);
  return bounds;
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
    v.mats = arena.upload<double>(a[kMats]);
  }
  engine::NetView view = in.view;
  view.layers = arena.upload<engine::LayerView>({views.data(), views.size() * sizeof(engine::LayerView)});
  view.readout_radix = arena.upload<std::uint32_t>(in.readout_radix);
  view.readout = arena.upload<std::uint32_t>(in.readout);
  view.spec_delta = arena.upload<std::uint32_t>(in.spec_delta);
  view.agree = arena.upload<std::uint8_t>(in.agree);
  // The words, results and read states through pinned host memory, group by group on two streams.
  const std::size_t words = in.words, total = in.offset[words];
  Pinned<std::uint32_t> letters(total), states_out(states ? total : 0);
  Pinned<engine::LaneResult> results_out(words);
  std::copy(in.letters, in.letters + total, letters.p);
  auto* d_letters = arena.alloc<std::uint32_t>(total);
  const auto* d_offset = arena.upload<std::uint64_t>({in.offset, (words + 1) * sizeof(std::uint64_t)});
  std::uint32_t* d_states = states ? arena.alloc<std::uint32_t>(total) : nullptr;
  if (d_states && total) check(cudaMemset(d_states, 0xff, total * 4), "cudaMemset");
  auto* d_results = arena.alloc<engine::LaneResult>(words);
  Streams streams;
  const auto launch_group = [&](std::size_t g, std::size_t first, std::size_t last, auto&& kernel) {
    const cudaStream_t s = streams[g];
    const std::size_t a = in.offset[first], b = in.offset[last];
    if (b > a)
      check(cudaMemcpyAsync(d_letters + a, letters.p + a, (b - a) * 4, cudaMemcpyHostToDevice, s), "cudaMemcpyAsync");
    kernel(s);
    check(cudaGetLastError(), "kernel launch");
    check(cudaMemcpyAsync(results_out.p + first, d_results + first, (last - first) * sizeof(engine::LaneResult),
                          cudaMemcpyDeviceToHost, s),
          "cudaMemcpyAsync");
    if (d_states && b > a)
      check(cudaMemcpyAsync(states_out.p + a, d_states + a, (b - a) * 4, cudaMemcpyDeviceToHost, s), "cudaMemcpyAsync");
  };
  if (!in.parallel_order) {
    // Sequential: one word per thread, groups of at most 2^16 words or 2^26 letters.
    constexpr std::size_t kBlock = 128, kGroupWords = std::size_t{1} << 16, kGroupLetters = std::size_t{1} << 26;
    const auto bounds = groups(words, kGroupLetters, kGroupWords,
                               [&](std::size_t w) { return std::size_t(in.offset[w + 1] - in.offset[w]); });
    std::size_t max_group = 0;
    for (std::size_t g = 0; g + 1 < bounds.size(); ++g) max_group = std::max(max_group, bounds[g + 1] - bounds[g]);
    const std::size_t lanes = (max_group + kBlock - 1) / kBlock * kBlock;
    Lanes mem[2];
    for (auto& m : mem)
      m = {arena.alloc<double>(lanes * view.total_nd),
           arena.alloc<double>(lanes * view.max_n),
           arena.alloc<double>(lanes * view.num_layers),
           arena.alloc<std::uint32_t>(lanes * view.num_layers),
           arena.alloc<std::uint32_t>(lanes * view.num_layers),
           arena.alloc<std::uint32_t>(lanes * view.num_layers),
           lanes};
    for (std::size_t g = 0; g + 1 < bounds.size(); ++g) {
      const std::size_t first = bounds[g], count = bounds[g + 1] - first;
      launch_group(g, first, bounds[g + 1], [&](cudaStream_t s) {
        run_words<<<static_cast<unsigned>((count + kBlock - 1) / kBlock), kBlock, 0, s>>>(
            view, in.arith, d_letters, d_offset, first, count, mem[g % 2], in.stop_at_failure, d_states, d_results);
      });
    }
  } else {
    // Scan and chunked: one word per block, groups whose work fits in 2^30 bytes per stream.
    constexpr std::size_t kBlock = 128, kWorkBytes = std::size_t{1} << 30, kGroupWords = std::size_t{1} << 16;
    const engine::ScanDims dims = engine::scan_dims(in.view, 0, in.chunk, kBlock);  // in.view: host layer views
    const auto bytes = [&](std::size_t w) {
      engine::ScanDims d = dims;
      d.T = in.offset[w + 1] - in.offset[w];
      return engine::scan_layout(d, nullptr, nullptr);
    };
    const auto bounds = groups(words, kWorkBytes, kGroupWords, bytes);
    std::size_t max_bytes = 0, max_group = 0;
    for (std::size_t g = 0; g + 1 < bounds.size(); ++g) {
      std::size_t sum = 0;
      for (std::size_t w = bounds[g]; w < bounds[g + 1]; ++w) sum += bytes(w);
      max_bytes = std::max(max_bytes, sum);
      max_group = std::max(max_group, bounds[g + 1] - bounds[g]);
    }
    unsigned char* work[2] = {arena.alloc<unsigned char>(max_bytes), arena.alloc<unsigned char>(max_bytes)};
    std::uint64_t* d_work_offset[2] = {arena.alloc<std::uint64_t>(max_group), arena.alloc<std::uint64_t>(max_group)};
    // Per group, its words' work offsets (pinned: copied asynchronously on the group's stream).
    Pinned<std::uint64_t> work_offset(words);
    for (std::size_t g = 0; g + 1 < bounds.size(); ++g) {
      const std::size_t first = bounds[g];
      std::uint64_t at = 0;
      for (std::size_t w = first; w < bounds[g + 1]; ++w) work_offset.p[w] = at, at += bytes(w);
    }
    for (std::size_t g = 0; g + 1 < bounds.size(); ++g) {
      const std::size_t first = bounds[g], count = bounds[g + 1] - first;
      launch_group(g, first, bounds[g + 1], [&](cudaStream_t s) {
        check(cudaMemcpyAsync(d_work_offset[g % 2], work_offset.p + first, count * sizeof(std::uint64_t),
                              cudaMemcpyHostToDevice, s),
              "cudaMemcpyAsync");
        scan_words<<<static_cast<unsigned>(count), kBlock, 0, s>>>(view, in.arith, d_letters, d_offset, first,
                                                                   work[g % 2], d_work_offset[g % 2], dims,
                                                                   in.stop_at_failure, d_states, d_results);
      });
    }
  }
  streams.sync();
  std::copy(results_out.p, results_out.p + words, results);
  if (states) std::copy(states_out.p, states_out.p + total, states);
}

}  // namespace lrnnc::lrnn::cuda
