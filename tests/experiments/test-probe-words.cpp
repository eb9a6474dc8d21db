// The probe's fast random words (experiments/probe-words-internal.hpp) are automata::random_word's
// letters bit for bit (std::mt19937_64 and %), for power-of-two and other alphabets, lengths around
// the generator's block of 312 outputs, and seeds near 2^64; its remainder is %'s.
#include <catch2/catch.hpp>

#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "automata/random-word.hpp"
#include "experiments/probe-words-internal.hpp"

using namespace lrnnc;

TEST_CASE("ProbeWordsEqualRandomWord", "[quick][probe]") {
  const std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
  for (const std::size_t letters : {1, 2, 3, 4, 5, 7, 64, 120, 1000, 65536, 65537})
    for (const std::size_t length : {0, 1, 3, 4, 5, 311, 312, 313, 624, 625, 2000})
      for (const auto& [seed, index] :
           {std::pair<std::uint64_t, std::size_t>{1, 0}, {11, 36}, {max, 0}, {max - 3, 7}}) {
        INFO("letters " << letters << " length " << length << " seed " << seed << " index " << index);
        std::vector<automata::Letter> fast(length, 12345);
        experiments::detail::fill_random_word(seed, index, fast, letters);
        CHECK(fast == automata::random_word(seed, index, length, letters));
      }
}

TEST_CASE("ProbeWordsRemainderIsTheDivision", "[quick][probe]") {
  std::mt19937_64 gen(3);
  const std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
  std::vector<std::uint64_t> divisors = {1, 2, 3, 5, 6, 7, 10, 120, 641, 1000, 6700417, max, max - 1, max / 3};
  for (int i = 0; i < 64; ++i) divisors.push_back(gen() >> (gen() % 64));
  for (const std::uint64_t d : divisors) {
    if (d == 0) continue;
    const unsigned __int128 M = experiments::detail::remainder_reciprocal(d);
    std::vector<std::uint64_t> xs = {0, 1, d - 1, d, max, max - 1, max - max % d, max - max % d - 1};
    for (int i = 0; i < 2000; ++i) xs.push_back(gen());
    for (const std::uint64_t x : xs) {
      INFO("x " << x << " d " << d);
      REQUIRE(experiments::detail::fast_remainder(x, M, d) == x % d);
    }
  }
}
