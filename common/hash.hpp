// Hashing of arrays of plain values (state tuples, subsets, points) for unordered containers and
// open addressing: one function for bytes, one functor for vectors. Not cryptographic.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

#include "common/splitmix64.hpp"

namespace lrnnc {

// A 64-bit hash of a byte string: 8-byte words folded in with a multiply-xorshift step, then the
// splitmix64 finalizer.
inline std::uint64_t hash_bytes(const void* data, std::size_t len) {
  const unsigned char* p = static_cast<const unsigned char*>(data);
  std::uint64_t h = kSplitmixGamma ^ len;
  auto fold = [&h](std::uint64_t w) {
    h = (h ^ w) * 0xBF58476D1CE4E5B9ull;
    h ^= h >> 31;
  };
  for (; len >= 8; p += 8, len -= 8) {
    std::uint64_t w;
    std::memcpy(&w, p, 8);
    fold(w);
  }
  if (len) {
    std::uint64_t w = 0;
    std::memcpy(&w, p, len);
    fold(w);
  }
  return mix64(h);
}

// std::hash-style functor for std::vector<T> of integers: unordered_map<std::vector<State>, ...>.
struct VectorHash {
  template <class T>
  requires std::is_integral_v<T> std::size_t operator()(const std::vector<T>& v) const noexcept {
    return static_cast<std::size_t>(hash_bytes(v.data(), v.size() * sizeof(T)));
  }
};

}  // namespace lrnnc
