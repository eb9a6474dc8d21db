// The probe's random words, drawn fast (internal: probe.cpp and its tests include it): the letters of
// automata::random_word(seed, index, length, letters) bit for bit -- word i draws gen() % letters
// from std::mt19937_64 gen(seed + i) -- without the library's call per letter. The Mersenne
// Twister's state is advanced 312 outputs at a time (its twist and tempering in vector lanes, as
// std::mersenne_twister_engine defines them) and the remainder is a mask for a power-of-two
// alphabet, else a multiplication by a 128-bit reciprocal (Lemire, Kaser and Kurz, "Faster
// remainder by direct computation", 2019: exact for every 64-bit numerator and divisor).
// tests/experiments/test-probe-words.cpp compares both with the standard library's.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "automata/alphabet.hpp"

namespace lrnnc::experiments::detail {

// out[t] = the t-th letter of automata::random_word(seed, index, out.size(), letters), letters >= 1.
void fill_random_word(std::uint64_t seed, std::size_t index, std::span<automata::Letter> out, std::size_t letters);

// x % d for d >= 1, through the 128-bit reciprocal M = remainder_reciprocal(d) (fill_random_word's
// remainder; exposed for the tests).
unsigned __int128 remainder_reciprocal(std::uint64_t d);
inline std::uint64_t fast_remainder(std::uint64_t x, unsigned __int128 M, std::uint64_t d) {
  const unsigned __int128 low = M * x;  // the fractional part of x / d, in 128 bits
  const unsigned __int128 bottom = static_cast<unsigned __int128>(static_cast<std::uint64_t>(low)) * d;
  const unsigned __int128 top = static_cast<unsigned __int128>(static_cast<std::uint64_t>(low >> 64)) * d;
  return static_cast<std::uint64_t>((top + (bottom >> 64)) >> 64);
}

}  // namespace lrnnc::experiments::detail
