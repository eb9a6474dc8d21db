// The random words of probe, eval and sweeps: word i (0-based) of a run seeded S draws its letters
// as gen() % |alphabet| from std::mt19937_64 gen(S + i), so a word depends only on (S, i, length)
// and results do not depend on how many words are drawn or on the thread that runs them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <random>

#include "automata/alphabet.hpp"

namespace lrnnc::automata {

inline Word random_word(std::uint64_t seed, std::size_t index, std::size_t length, std::size_t letters) {
  std::mt19937_64 gen(seed + index);
  Word w(length);
  for (auto& a : w) a = static_cast<Letter>(gen() % letters);
  return w;
}

}  // namespace lrnnc::automata
