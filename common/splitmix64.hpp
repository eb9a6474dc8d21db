// splitmix64 (Steele, Lea and Flood 2014; Vigna's reference constants): the one source of
// pseudo-random 64-bit words and of 64-bit mixing in lrnnc. Streams are fixed by their seed, so
// every random choice in a report, a sweep or a stochastic rounding can be replayed.
#pragma once

#include <cstdint>

namespace lrnnc {

// The increment of the splitmix64 stream (2^64 / golden ratio, odd).
inline constexpr std::uint64_t kSplitmixGamma = 0x9E3779B97F4A7C15ull;

// The splitmix64 finalizer: a bijection of 64-bit words that mixes every input bit into every
// output bit.
constexpr std::uint64_t mix64(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// The first draw of the stream seeded with x: a fixed, well-mixed hash of x.
constexpr std::uint64_t splitmix64(std::uint64_t x) { return mix64(x + kSplitmixGamma); }

// The stream itself: next() returns mix64(seed + k * gamma) for k = 1, 2, ...
class SplitMix64 {
 public:
  constexpr explicit SplitMix64(std::uint64_t seed = 0) : state_(seed) {}
  constexpr std::uint64_t next() { return mix64(state_ += kSplitmixGamma); }

 private:
  std::uint64_t state_;
};

// The seed of stream `index` derived from a user seed (the per-word stochastic-rounding streams,
// docs/SIMULATION.md): splitmix64(seed ^ splitmix64(index)).
constexpr std::uint64_t derived_seed(std::uint64_t seed, std::uint64_t index) {
  return splitmix64(seed ^ splitmix64(index));
}

}  // namespace lrnnc
