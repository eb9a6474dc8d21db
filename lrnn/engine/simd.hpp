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

#include "lrnn/engine/lane-step.hpp"

namespace lrnnc::lrnn::engine::simd {

constexpr std::size_t kLanes = 16;

// Whether run_block covers this network and arithmetic.
bool eligible(const NetView& net, const LaneArith& arith);

// words[k] (k < count <= kLanes) all of `length` letters; states[k] (nullable) receives the read
// state at each position up to the end or (stop_at_failure) the first failure.
void run_block(const NetView& net, const LaneArith& arith, const std::uint32_t* const* words, std::size_t count,
               std::size_t length, bool stop_at_failure, std::uint32_t* const* states, LaneResult* out);

}  // namespace lrnnc::lrnn::engine::simd
