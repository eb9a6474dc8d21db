// Seeded random machines for law-named tests.
#pragma once

#include <random>

#include "automata/dfa.hpp"

namespace lrnnc::automata::testing {

// A random complete Moore machine with `n` states over `k` letters ("a", "b", ...) and `labels`
// output labels (2 labels: an acceptor).
inline Dfa random_dfa(std::mt19937_64& rng, std::size_t n, std::size_t k, std::size_t labels = 2) {
  std::vector<std::string> names;
  for (std::size_t a = 0; a < k; ++a) names.emplace_back(1, static_cast<char>('a' + a));
  std::vector<State> delta(n * k);
  for (auto& r : delta) r = static_cast<State>(rng() % n);
  std::vector<std::uint32_t> outputs(n);
  for (auto& o : outputs) o = static_cast<std::uint32_t>(rng() % labels);
  if (labels == 2) {
    std::vector<State> accepting;
    for (State q = 0; q < n; ++q)
      if (outputs[q]) accepting.push_back(q);
    return make_acceptor(Alphabet::make(names), n, static_cast<State>(rng() % n), delta, accepting);
  }
  std::vector<std::string> label_names;
  for (std::size_t l = 0; l < labels; ++l) label_names.push_back("L" + std::to_string(l));
  return make_dfa(Alphabet::make(names), n, static_cast<State>(rng() % n), delta, outputs, label_names);
}

// Every word over k letters of length <= max_len, in short-lex order.
template <class F>
void for_each_word(std::size_t k, std::size_t max_len, F&& f) {
  Word word;
  f(word);
  for (std::size_t len = 1; len <= max_len; ++len) {
    word.assign(len, 0);
    while (true) {
      f(word);
      std::size_t i = len;
      while (i > 0 && word[i - 1] + 1 == k) word[--i] = 0;
      if (i == 0) break;
      ++word[i - 1];
    }
  }
}

}  // namespace lrnnc::automata::testing
