// The CPU backend's memoized runs (internal to lrnn/engine): a network's step, and the scan's
// combine, are pure functions of the bits they read, so where a run meets the same bits again it can
// look the result up instead of computing it. Compiled networks whose arithmetic stays exact
// (integer reflections, permutations, resets, one-hot) meet few distinct states and maps, and their
// runs become table walks; networks whose states drift fill the tables up to a bound and then run as
// before. Same results, bit for bit, as lane_run_word and scan_run_word (tests/lrnn/test-engine.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "common/hash.hpp"
#include "lrnn/engine/lane-step.hpp"

namespace lrnnc::lrnn::engine {

// The sequential order's lane path memoized. A lane's position step is a pure function of its
// layer states' bits: the decoded rows, values and squared distances are functions of them (the
// nearest row, the first of equally near ones: the predicted row is accepted only where it is the
// search's result), and so are the lag-1 context values (the values before the step) and, for a
// layer whose token is not listed, the unchanged state and decoding. So the steps from a state by a
// letter can be tabulated once -- the next state, the automaton state read after it, whether a
// token was not listed, the largest layer distance -- and a word walks the table: the same
// results, bit for bit, as stepping (the fold of the distances is a maximum, with NaN never taken,
// so taking the step's maximum first changes nothing). A network whose states keep drifting fills
// the table up to its bound and is then stepped as before, from the state reached. One per thread.
class StepMemo {
 public:
  explicit StepMemo(const NetView& net);
  // lane_run_word's result for the word (m: the lane's memory, stride 1; states: stride 1).
  LaneResult run(const LaneArith& ar, const std::uint32_t* word, std::size_t length, const LaneMemory& m, bool stop,
                 std::uint32_t* states);
  // Whether the table is full (then run steps every word as lane_run_word does).
  bool full() const { return full_; }

 private:
  // At most kMaxStates states and kMaxSteps (state, letter) entries (24 MiB).
  static constexpr std::size_t kMaxStates = std::size_t{1} << 14, kMaxSteps = std::size_t{1} << 20;
  struct Step {
    std::uint32_t next = kNone, q = kNone;
    bool invalid = false;
    double d2 = 0;
  };
  std::uint32_t add_state(const LaneMemory& m);
  void load(std::uint32_t id, const LaneMemory& m) const;
  const Step* compute(const LaneArith& ar, std::uint32_t id, std::uint32_t letter, const LaneMemory& m);

  const NetView& net_;
  std::size_t L_, nd_, letters_;
  bool full_ = false;
  std::unordered_map<std::vector<std::uint64_t>, std::uint32_t, VectorHash> ids_;
  std::vector<double> h_, d2_;
  std::vector<std::uint32_t> rows_, values_;
  std::vector<Step> steps_;
};

// The scan order (chunk 0) memoized, one word at a time. An element of a layer's tree is an affine
// map (A, b) with its flags (has a b; constant: it covers element 0, so its A is never read again);
// a combine x[i] o x[j] (lane_compose) is a pure function of the two elements' bits, and a
// constant element's decoding (the nearest row to its b, the search's result as in the scan) a
// function of its b. Each distinct element gets an id, each combine of two ids is tabulated, and
// the Brent-Kung tree runs over ids: the same levels in the same order as scan_run_word over the
// whole word (its segments give the whole tree's bits: lane-scan.hpp), then the same reading. A
// layer with more than kMaxElements distinct elements (or kMaxBytes of them, or kMaxCombines
// combines: about 40 MiB) gives up, and the
// word is run by scan_run_word instead. One per thread.
class ScanMemo {
 public:
  explicit ScanMemo(const NetView& net);
  // scan_run_word's result for the word, or false when the memo gave up (then every later word too).
  bool run(const LaneArith& ar, const std::uint32_t* word, std::size_t T, bool stop, std::uint32_t* states,
           LaneResult* result);

 private:
  static constexpr std::size_t kMaxElements = std::size_t{1} << 12, kMaxCombines = std::size_t{1} << 20;
  static constexpr std::size_t kMaxBytes = std::size_t{1} << 25;  // of the elements' A and b
  struct Layer {
    std::vector<double> A, b;  // per id: n * n, n * d
    std::vector<std::uint8_t> has_b, constant;
    std::unordered_multimap<std::uint64_t, std::uint32_t> ids;  // by the hash of the element's bits
    std::unordered_map<std::uint64_t, std::uint32_t> combines;  // (left << 32) | right  // (left << 32) | right
    std::vector<std::uint32_t> row;                             // per constant id: its decoded row (kNone: not yet)
    std::vector<double> d2;
    std::vector<std::uint32_t> token_id;  // per token, then the identity (not listed); kNone: not yet
  };
  std::uint32_t intern(Layer& m, const LayerView& L, const double* A, const double* b, bool constant);
  std::uint32_t combine(const LaneArith& ar, Layer& m, const LayerView& L, std::uint32_t left, std::uint32_t right);
  bool run_layer(const LaneArith& ar, std::size_t l, const std::uint32_t* word, std::size_t T);

  const NetView& net_;
  std::vector<Layer> layers_;
  bool full_ = false;
  std::vector<std::uint32_t> e_, values_;
  std::vector<std::uint8_t> invalid_;
  std::vector<double> pos_d2_, tmp_;
};

}  // namespace lrnnc::lrnn::engine
