// The benchmarks' random words: `count` words of `len` letters drawn in order as rng() % letters
// from one std::mt19937_64(5), so every benchmark run times the same words.
#pragma once

#include <cstddef>
#include <random>
#include <vector>

#include "automata/alphabet.hpp"

namespace lrnnc::bench {

inline std::vector<automata::Word> random_words(std::size_t count, std::size_t len, std::size_t letters) {
  std::mt19937_64 rng(5);
  std::vector<automata::Word> words(count, automata::Word(len));
  for (auto& w : words)
    for (auto& a : w) a = static_cast<automata::Letter>(rng() % letters);
  return words;
}

}  // namespace lrnnc::bench
