// The CUDA backend's device side (device-run.hpp): the network's flat arrays copied to the device;
// the words' letters, concatenated at the narrowest width their alphabet allows (1, 2 or 4 bytes),
// packed on the host chunk by chunk into two pinned buffers while the previous chunk travels (no
// copy of the whole batch is ever pinned). Sequential order: one word per thread running
// lane_run_word, the state laid out lane-minor (component i of lane k at i * lanes + k: neighbouring
// threads touch neighbouring addresses), up to 2^20 words per launch so that one launch fills the
// GPU. Scan and chunked orders: one word per block of 128 threads running scan_run_word
// (lane-scan.hpp), a barrier after every phase, groups of words on two streams (a group's results
// come down while the next computes). engine::run_cuda_on_host runs both layouts on the host for
// the tests. Compiled with -fmad=false: no a*b+c is fused unless the arithmetic asks for it.
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
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
template <class Letter>
__global__ void run_words(engine::NetView net, engine::LaneArith arith, const Letter* letters,
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
template <class Letter>
__global__ void scan_words(engine::NetView net, engine::LaneArith arith, const Letter* letters,
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

// A start and an end event around each group's kernel (DeviceInput::timing).
class KernelEvents {
 public:
  explicit KernelEvents(bool on) : on_(on) {}
  KernelEvents(const KernelEvents&) = delete;
  KernelEvents& operator=(const KernelEvents&) = delete;
  ~KernelEvents() {
    for (auto e : events_) cudaEventDestroy(e);
  }
  void record(cudaStream_t s) {
    if (!on_) return;
    cudaEvent_t e;
    check(cudaEventCreate(&e), "cudaEventCreate");
    events_.push_back(e);
    check(cudaEventRecord(e, s), "cudaEventRecord");
  }
  // After the streams synchronized: the kernels' durations summed, and the first start to the last end.
  void read(DeviceTiming& t) const {
    t.kernel_s = t.span_s = 0;
    t.groups = events_.size() / 2;
    for (std::size_t i = 0; i + 1 < events_.size(); i += 2) t.kernel_s += seconds(events_[i], events_[i + 1]);
    if (events_.size() >= 2) t.span_s = seconds(events_.front(), events_.back());
  }

 private:
  static double seconds(cudaEvent_t a, cudaEvent_t b) {
    float ms = 0;
    check(cudaEventElapsedTime(&ms, a, b), "cudaEventElapsedTime");
    return ms / 1e3;
  }
  bool on_;
  std::vector<cudaEvent_t> events_;
};

// A CUDA event that the host can wait for.
struct Event {
  cudaEvent_t e = nullptr;
  Event() { check(cudaEventCreateWithFlags(&e, cudaEventDisableTiming), "cudaEventCreate"); }
  ~Event() { cudaEventDestroy(e); }
  Event(const Event&) = delete;
  Event& operator=(const Event&) = delete;
  void record(cudaStream_t s) { check(cudaEventRecord(e, s), "cudaEventRecord"); }
  void wait() { check(cudaEventSynchronize(e), "cudaEventSynchronize"); }
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

// The network: every array uploaded, the view pointed at the device copies.
engine::NetView upload_network(const DeviceInput& in, DeviceArena& arena) {
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
    v.sparse_ptr = arena.upload<std::uint32_t>(a[kSparsePtr]);
    v.sparse_col = arena.upload<std::uint32_t>(a[kSparseCol]);
    v.sparse_val = arena.upload<double>(a[kSparseVal]);
  }
  engine::NetView view = in.view;
  view.layers = arena.upload<engine::LayerView>({views.data(), views.size() * sizeof(engine::LayerView)});
  view.readout_radix = arena.upload<std::uint32_t>(in.readout_radix);
  view.readout = arena.upload<std::uint32_t>(in.readout);
  view.spec_delta = arena.upload<std::uint32_t>(in.spec_delta);
  view.agree = arena.upload<std::uint8_t>(in.agree);
  return view;
}

// The letters: packed chunk by chunk into two pinned buffers on the host while the previous
// chunk travels on stream 0; returns once all are up (and the pinned buffers are freed).
unsigned char* upload_letters(const DeviceInput& in, DeviceArena& arena, Streams& streams) {
  const std::size_t total = in.offset[in.words], lb = in.letter_bytes;
  auto* d_letters = arena.alloc<unsigned char>(total * lb);
  constexpr std::size_t kStageBytes = std::size_t{32} << 20;
  const std::size_t per = kStageBytes / lb;
  const std::size_t chunks = (total + per - 1) / per;
  Pinned<unsigned char> stage0(chunks > 0 ? kStageBytes : 0), stage1(chunks > 1 ? kStageBytes : 0);
  unsigned char* stage[2] = {stage0.p, stage1.p};
  Event staged[2];
  for (std::size_t c = 0; c < chunks; ++c) {
    const std::size_t begin = c * per, end = std::min(total, begin + per);
    if (c >= 2) staged[c % 2].wait();  // the buffer's last copy is done
    in.pack(begin, end, stage[c % 2]);
    check(cudaMemcpyAsync(d_letters + begin * lb, stage[c % 2], (end - begin) * lb, cudaMemcpyHostToDevice, streams[0]),
          "cudaMemcpyAsync");
    staged[c % 2].record(streams[0]);
  }
  streams.sync();  // every letter is up (and the pinned buffers can go)
  return d_letters;
}

// The kernels of one run_device call, launched group by group on the two streams, each group's
// results (and read states) copied back to pinned host memory on its stream.
struct Launches {
  const DeviceInput& in;
  DeviceArena& arena;
  Streams& streams;
  KernelEvents& events;
  const engine::NetView& view;
  const std::uint64_t* d_offset;
  std::uint32_t* d_states;
  engine::LaneResult* d_results;
  std::uint32_t* states_out;
  engine::LaneResult* results_out;
  std::size_t max_words;  // words per group (0: the defaults)

  // Group g, words [first, last): `kernel(stream)` launched between two events, then its copies.
  template <class Kernel>
  void group(std::size_t g, std::size_t first, std::size_t last, Kernel&& kernel) {
    const cudaStream_t s = streams[g];
    const std::size_t a = in.offset[first], b = in.offset[last];
    events.record(s);
    kernel(s);
    check(cudaGetLastError(), "kernel launch");
    events.record(s);
    check(cudaMemcpyAsync(results_out + first, d_results + first, (last - first) * sizeof(engine::LaneResult),
                          cudaMemcpyDeviceToHost, s),
          "cudaMemcpyAsync");
    if (d_states && b > a)
      check(cudaMemcpyAsync(states_out + a, d_states + a, (b - a) * 4, cudaMemcpyDeviceToHost, s), "cudaMemcpyAsync");
  }

  // Sequential: one word per thread, groups of at most 2^20 words (a group fills the GPU; its lane
  // memory is reused by the group after next).
  template <class Letter>
  void sequential(const Letter* letters) {
    constexpr std::size_t kBlock = 128, kGroupWords = std::size_t{1} << 20;
    const auto bounds = groups(in.words, ~std::size_t{0}, max_words ? max_words : kGroupWords,
                               [](std::size_t) { return std::size_t{0}; });
    std::size_t max_group = 0;
    for (std::size_t g = 0; g + 1 < bounds.size(); ++g) max_group = std::max(max_group, bounds[g + 1] - bounds[g]);
    const std::size_t lanes = (max_group + kBlock - 1) / kBlock * kBlock;
    Lanes mem[2];
    for (std::size_t i = 0; i < std::min<std::size_t>(2, bounds.size() - 1); ++i)
      mem[i] = {arena.alloc<double>(lanes * view.total_nd),
                arena.alloc<double>(lanes * view.max_n),
                arena.alloc<double>(lanes * view.num_layers),
                arena.alloc<std::uint32_t>(lanes * view.num_layers),
                arena.alloc<std::uint32_t>(lanes * view.num_layers),
                arena.alloc<std::uint32_t>(lanes * view.num_layers),
                lanes};
    for (std::size_t g = 0; g + 1 < bounds.size(); ++g) {
      const std::size_t first = bounds[g], count = bounds[g + 1] - first;
      group(g, first, bounds[g + 1], [&](cudaStream_t s) {
        run_words<<<static_cast<unsigned>((count + kBlock - 1) / kBlock), kBlock, 0, s>>>(
            view, in.arith, letters, d_offset, first, count, mem[g % 2], in.stop_at_failure, d_states, d_results);
      });
    }
  }

  // Scan and chunked: one word per block, groups whose work fits in 2^30 bytes per stream.
  template <class Letter>
  void parallel_order(const Letter* letters) {
    constexpr std::size_t kBlock = 128, kWorkBytes = std::size_t{1} << 30, kGroupWords = std::size_t{1} << 16;
    const engine::ScanDims dims = engine::scan_dims(in.view, 0, in.chunk, kBlock);  // in.view: host layer views
    const auto bytes = [&](std::size_t w) {
      engine::ScanDims d = dims;
      d.T = in.offset[w + 1] - in.offset[w];
      return engine::scan_layout(d, nullptr, nullptr);
    };
    const auto bounds =
        groups(in.words, max_words ? ~std::size_t{0} : kWorkBytes, max_words ? max_words : kGroupWords, bytes);
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
    Pinned<std::uint64_t> work_offset(in.words);
    for (std::size_t g = 0; g + 1 < bounds.size(); ++g) {
      const std::size_t first = bounds[g];
      std::uint64_t at = 0;
      for (std::size_t w = first; w < bounds[g + 1]; ++w) work_offset.p[w] = at, at += bytes(w);
    }
    for (std::size_t g = 0; g + 1 < bounds.size(); ++g) {
      const std::size_t first = bounds[g], count = bounds[g + 1] - first;
      group(g, first, bounds[g + 1], [&](cudaStream_t s) {
        check(cudaMemcpyAsync(d_work_offset[g % 2], work_offset.p + first, count * sizeof(std::uint64_t),
                              cudaMemcpyHostToDevice, s),
              "cudaMemcpyAsync");
        scan_words<<<static_cast<unsigned>(count), kBlock, 0, s>>>(view, in.arith, letters, d_offset, first,
                                                                   work[g % 2], d_work_offset[g % 2], dims,
                                                                   in.stop_at_failure, d_states, d_results);
      });
    }
    streams.sync();  // work_offset (pinned, this scope's) is read by the copies above
  }

  // The kernels at the letters' width.
  template <class Letter>
  void run(const unsigned char* d_letters) {
    const auto* letters = reinterpret_cast<const Letter*>(d_letters);
    if (in.parallel_order)
      parallel_order(letters);
    else
      sequential(letters);
  }
};

}  // namespace

std::optional<std::string> device_unavailable() {
  int count = 0;
  const cudaError_t e = cudaGetDeviceCount(&count);
  if (e != cudaSuccess) return std::string("no usable CUDA device (") + cudaGetErrorString(e) + ")";
  if (count == 0) return std::string("no CUDA device on this machine");
  return std::nullopt;
}

double device_copy_bandwidth(std::size_t bytes, int reps) {
  if (auto why = device_unavailable()) throw Error("--device cuda: " + *why);
  DeviceArena arena;
  auto* a = arena.alloc<unsigned char>(bytes);
  auto* b = arena.alloc<unsigned char>(bytes);
  check(cudaMemset(a, 1, bytes), "cudaMemset");
  cudaEvent_t start, end;
  check(cudaEventCreate(&start), "cudaEventCreate");
  check(cudaEventCreate(&end), "cudaEventCreate");
  std::vector<double> s;
  for (int r = 0; r <= reps; ++r) {
    check(cudaEventRecord(start), "cudaEventRecord");
    check(cudaMemcpy(b, a, bytes, cudaMemcpyDeviceToDevice), "cudaMemcpy");
    check(cudaEventRecord(end), "cudaEventRecord");
    check(cudaEventSynchronize(end), "cudaEventSynchronize");
    float ms = 0;
    check(cudaEventElapsedTime(&ms, start, end), "cudaEventElapsedTime");
    if (r > 0) s.push_back(ms / 1e3);  // the first is the warm-up
  }
  cudaEventDestroy(start);
  cudaEventDestroy(end);
  std::sort(s.begin(), s.end());
  return 2.0 * static_cast<double>(bytes) / s[s.size() / 2];
}

void run_device(const DeviceInput& in, engine::LaneResult* results, std::uint32_t* states) {
  if (in.words == 0) return;
  const auto started = std::chrono::steady_clock::now();
  DeviceArena arena;
  const engine::NetView view = upload_network(in, arena);
  const std::size_t words = in.words, total = in.offset[words], lb = in.letter_bytes;
  Streams streams;
  const unsigned char* d_letters = upload_letters(in, arena, streams);  // the kernels start once all are up
  const auto* d_offset = arena.upload<std::uint64_t>({in.offset, (words + 1) * sizeof(std::uint64_t)});
  // Results and read states come back through pinned host memory, group by group on two streams.
  Pinned<std::uint32_t> states_out(states ? total : 0);
  Pinned<engine::LaneResult> results_out(words);
  std::uint32_t* d_states = states ? arena.alloc<std::uint32_t>(total) : nullptr;
  if (d_states && total) check(cudaMemset(d_states, 0xff, total * 4), "cudaMemset");
  auto* d_results = arena.alloc<engine::LaneResult>(words);
  KernelEvents events(in.timing != nullptr);
  Launches launches{in,
                    arena,
                    streams,
                    events,
                    view,
                    d_offset,
                    d_states,
                    d_results,
                    states_out.p,
                    results_out.p,
                    in.one_group ? in.words : std::size_t{0}};
  if (lb == 1)
    launches.run<std::uint8_t>(d_letters);
  else if (lb == 2)
    launches.run<std::uint16_t>(d_letters);
  else
    launches.run<std::uint32_t>(d_letters);
  streams.sync();
  std::copy(results_out.p, results_out.p + words, results);
  if (states) std::copy(states_out.p, states_out.p + total, states);
  if (in.timing) {
    events.read(*in.timing);
    in.timing->total_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  }
}

}  // namespace lrnnc::lrnn::cuda
