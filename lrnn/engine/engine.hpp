// The batched simulation engine: many words at once, bit-identical to the reference simulator
// (lrnn/simulate.hpp; sequential, scan and chunked orders), on the CPU (threads across blocks of
// words, one lane per word) and on NVIDIA GPUs (lrnn/cuda/: one word per thread, or per block in the
// scan and chunked orders). The per-lane step and scan are one source for both (lane-step.hpp,
// lane-scan.hpp, lane-arith.hpp). simulate() uses the engine whenever it covers the run
// (`unsupported` says why not otherwise) and the reference simulator for everything else;
// docs/SIMULATION.md "Batched engine" lists what runs where.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "automata/dfa.hpp"
#include "lrnn/engine/lane-step.hpp"
#include "lrnn/network.hpp"
#include "lrnn/simulate.hpp"
#include "precision/policy.hpp"

namespace lrnnc::lrnn::engine {

// Why the engine does not run these options (the reference simulator does), or nullopt when it does.
std::optional<std::string> unsupported(const Network& network, const SimulateOptions& options,
                                       const automata::Dfa* expected);

// The LaneArith of a covered policy (native fp64 when there is none).
LaneArith lane_arith(const std::optional<precision::Policy>& policy);

// A network laid out for the engine: flat arrays and the NetView that points into them (host
// memory). Built only for covered options.
class HostNet {
 public:
  // `matrices`: also every token's matrix, for the scan and chunked orders (LayerView::mats).
  HostNet(const Network& network, const std::optional<precision::Policy>& policy, const automata::Dfa* expected,
          bool matrices = false);
  HostNet(const HostNet&) = delete;
  HostNet& operator=(const HostNet&) = delete;

  const NetView& view() const { return view_; }
  const LaneArith& arith() const { return arith_; }

  struct Layer {
    std::vector<TokenView> tokens;
    std::vector<FactorView> factors;
    std::vector<std::uint32_t> index;
    std::vector<double> weights;
    std::vector<std::int32_t> by_letter, by_key;
    std::vector<ContextView> context;
    std::vector<std::uint32_t> radix;
    std::vector<double> code, H0;
    std::vector<std::uint32_t> code_values, next_row;
    std::vector<double> mats;
    std::vector<std::uint32_t> sparse_ptr, sparse_col;
    std::vector<double> sparse_val;
  };
  // The arrays, for backends that copy them to device memory (lrnn/cuda/).
  const std::vector<Layer>& layers() const { return layers_; }
  const std::vector<LayerView>& layer_views() const { return layer_views_; }
  const std::vector<std::uint32_t>& readout_radix() const { return readout_radix_; }
  const std::vector<std::uint32_t>& readout() const { return readout_; }
  const std::vector<std::uint32_t>& spec_delta() const { return spec_delta_; }
  const std::vector<std::uint8_t>& agree() const { return agree_; }

 private:
  std::vector<Layer> layers_;
  std::vector<LayerView> layer_views_;
  std::vector<std::uint32_t> readout_radix_, readout_, spec_delta_;
  std::vector<std::uint8_t> agree_;
  NetView view_;
  LaneArith arith_;
};

// The words on the CPU backend (options.threads threads; the caller checked `unsupported`; the scan
// and chunked orders need a HostNet built with matrices).
std::vector<WordRun> run_cpu(const HostNet& net, std::span<const automata::Word> words, const SimulateOptions& options);
// The same on a source's words, each word's result to the sink (Simulation::run_into; the letters
// are valid).
void run_cpu(const HostNet& net, const WordSource& words, RunSink& sink, const SimulateOptions& options);

// The same words through the CUDA backend's code path run on the host, lane by lane in the
// order of the kernel's threads with its memory layout (lanes of `block` threads, state
// component i of lane k at i * lanes + k): the test harness for the CUDA code without a GPU.
std::vector<WordRun> run_cuda_on_host(const HostNet& net, std::span<const automata::Word> words,
                                      const SimulateOptions& options, std::size_t block = 128);

// The bytes of one word's work in the scan or chunked order on a team of `threads` threads
// (lane-scan.hpp's layout; a multiple of 8).
std::size_t scan_work_bytes(const NetView& view, std::size_t T, const EvalOrder& order, std::size_t threads);

// The bytes of a letter in the CUDA backend's device copy of the words: 1, 2 or 4, the narrowest
// unsigned type that holds every letter index of the network (and of the expected automaton).
std::size_t letter_bytes(const NetView& view);
// Letters [a, b) of the words concatenated (word w's at offset[w]..), each in `bytes` bytes (1, 2
// or 4; every letter fits), to out.
void pack_letters(std::span<const automata::Word> words, std::span<const std::uint64_t> offset, std::size_t a,
                  std::size_t b, std::size_t bytes, unsigned char* out);

// WordRuns from per-lane results (shared by the backends).
WordRun to_word_run(const LaneResult& result, std::vector<automata::State> states);
// The same for words laid out concatenated: word w's read states at states[offset[w]..] (empty
// `states`: none kept); a word stopped at its failure keeps the states up to it.
std::vector<WordRun> to_word_runs(std::span<const LaneResult> results, std::span<const std::uint32_t> states,
                                  std::span<const std::uint64_t> offset, bool stop_at_failure);

}  // namespace lrnnc::lrnn::engine
