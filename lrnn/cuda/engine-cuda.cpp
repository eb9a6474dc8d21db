// The CUDA backend's host side (engine-cuda.hpp): the HostNet's arrays and the words handed to the
// device code (engine.cu, or engine-none.cpp without nvcc).
#include "lrnn/cuda/engine-cuda.hpp"

#include <algorithm>
#include <thread>

#include "common/error.hpp"
#include "lrnn/cuda/device-run.hpp"
#include "lrnn/parallel-for.hpp"

namespace lrnnc::lrnn::cuda {

namespace {

template <class T>
HostArray array(const std::vector<T>& v) {
  return {v.empty() ? nullptr : v.data(), v.size() * sizeof(T)};
}

}  // namespace

std::optional<std::string> unavailable() { return device_unavailable(); }

std::vector<WordRun> run(const engine::HostNet& net, std::span<const automata::Word> words,
                         const SimulateOptions& options, DeviceTiming* timing, bool one_group) {
  if (auto why = unavailable()) throw Error("--device cuda: " + *why);
  if (words.empty()) return {};
  DeviceInput in;
  in.view = net.view();
  in.layers = net.layer_views();
  for (const auto& a : net.layers()) {
    std::array<HostArray, kLayerArrays> arrays;
    arrays[kTokens] = array(a.tokens), arrays[kFactors] = array(a.factors), arrays[kIndex] = array(a.index);
    arrays[kWeights] = array(a.weights), arrays[kByLetter] = array(a.by_letter), arrays[kByKey] = array(a.by_key);
    arrays[kContext] = array(a.context), arrays[kRadix] = array(a.radix), arrays[kCode] = array(a.code);
    arrays[kCodeValues] = array(a.code_values), arrays[kNextRow] = array(a.next_row), arrays[kH0] = array(a.H0);
    arrays[kMats] = array(a.mats), arrays[kSparsePtr] = array(a.sparse_ptr);
    arrays[kSparseCol] = array(a.sparse_col), arrays[kSparseVal] = array(a.sparse_val);
    in.layer_arrays.push_back(arrays);
  }
  in.readout_radix = array(net.readout_radix()), in.readout = array(net.readout());
  in.spec_delta = array(net.spec_delta()), in.agree = array(net.agree());
  in.arith = net.arith();
  std::vector<std::uint64_t> offset(words.size() + 1, 0);
  for (std::size_t w = 0; w < words.size(); ++w) offset[w + 1] = offset[w] + words[w].size();
  in.letter_bytes = engine::letter_bytes(net.view());
  const std::size_t threads = options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
  in.pack = [&](std::size_t begin, std::size_t end, void* dst) {
    // Pieces of about 1 MiB letters on the threads; each finds its first word by the offsets.
    constexpr std::size_t kPiece = std::size_t{1} << 20;
    const std::size_t pieces = (end - begin + kPiece - 1) / kPiece;
    detail::parallel_for(pieces, threads, [&](std::size_t, std::size_t p) {
      const std::size_t a = begin + p * kPiece, b = std::min(end, a + kPiece);
      engine::pack_letters(words, offset, a, b, in.letter_bytes,
                           static_cast<unsigned char*>(dst) + (a - begin) * in.letter_bytes);
    });
  };
  in.offset = offset.data();
  in.words = words.size();
  in.stop_at_failure = options.stop_at_failure;
  in.parallel_order = options.order.kind != OrderKind::sequential;
  in.chunk = options.order.kind == OrderKind::chunked ? options.order.chunk : 0;
  in.one_group = one_group;
  in.timing = timing;
  std::vector<engine::LaneResult> results(words.size());
  std::vector<std::uint32_t> states(options.states ? offset.back() : 0, engine::kNone);
  run_device(in, results.data(), options.states ? states.data() : nullptr);
  return engine::to_word_runs(results, states, offset, options.stop_at_failure);
}

}  // namespace lrnnc::lrnn::cuda
