// The CPU backend's vectorized kernel: a block of kLanes words of one length through a one-layer
// network without context whose tokens are all dense or all diagonal (state d = 1), under a policy
// without FMA and with the sequential summation order (the common compiled networks: rotations,
// parity's -1, dense permutations). Lanes are the innermost loops, so the compiler vectorizes
// across words (AVX-512, AVX2 or baseline x86-64, chosen at load time; the same IEEE operations in
// every version, so the same bits). The arithmetic is lane-arith.hpp's, with the branch-free
// rounding; every other network runs lane by lane (lane-step.hpp). Internal to lrnn/engine.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "lrnn/engine/lane-step.hpp"

namespace lrnnc::lrnn::engine::simd {

constexpr std::size_t kLanes = 16;

// Whether run_block covers this network and arithmetic.
bool eligible(const NetView& net, const LaneArith& arith);

// What run_block needs beyond the network, built once per run (eligible networks only).
//  - Per token: the offsets of its weights and of its B, and the weights in binary32 (`narrow`:
//    every weight a storage value that the kernel's binary32 path can take, see simd.cpp).
//  - The decoding and the automaton check as one table walk over joint states z = row * S + spec
//    (S: the expected automaton's states, 1 without one): next[z * letters + a] is the predicted
//    z' (bit 31: the state read at z' disagrees with the automaton, or is not listed) or kNone
//    (search); code[z * nd + j] is the codebook row of z; fail[z] and read[z] the same per z.
struct Plan {
  std::vector<std::uint64_t> data, bofs;
  std::vector<std::uint8_t> has_b;
  bool any_b = false;
  bool narrow = false;
  std::vector<float> weights32;
  std::uint32_t S = 1;
  std::uint64_t start = 0;
  std::vector<std::uint32_t> next, read;
  std::vector<double> code;
  std::vector<std::uint8_t> fail;
};
Plan make_plan(const NetView& net, const LaneArith& arith);

// words[k] (k < count <= kLanes) all of `length` letters; states[k] (nullable) receives the read
// state at each position up to the end or (stop_at_failure) the first failure.
void run_block(const NetView& net, const LaneArith& arith, const Plan& plan, const std::uint32_t* const* words,
               std::size_t count, std::size_t length, bool stop_at_failure, std::uint32_t* const* states,
               LaneResult* out);

// The scan's tree levels in vectors (lane-scan.hpp's Team::compose_level): kLanes combines at a
// time, each lane one element pair, the same operations as lane_compose (the normal-range rounding
// checked per lane, the branch-free round_v redoing a group of kLanes in which a lane leaves that
// range; absent b parts and constant maps selected per lane), in binary32 lanes where the policy
// and the operands allow (storage formats with p <= 11 or binary32; simd.cpp's narrow_compose,
// checked per group and redone in doubles otherwise). For layers with n <= kMaxComposeN and
// n * d <= kMaxComposeN^2 under a policy without FMA, with the sequential summation order and exact
// products (or an fp64 accumulator).
constexpr std::size_t kMaxComposeN = 8;
bool compose_eligible(const LaneArith& arith, std::size_t n, std::size_t d);
void compose_level(const LaneArith& arith, std::size_t n, std::size_t d, double* A, double* b, std::uint8_t* has_b,
                   std::uint8_t* constant, std::size_t first, std::size_t step, std::size_t back, std::size_t count);

}  // namespace lrnnc::lrnn::engine::simd
