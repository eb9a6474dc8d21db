// Generators shared by the transition-monoid and classification tests.
#pragma once

#include <cstddef>
#include <random>
#include <vector>

#include "automata/transformation.hpp"

namespace lrnnc::automata::testing {

using Images = std::vector<State>;

// The composition of two image vectors: first x, then y (transformations act on the right).
inline Images compose(const Images& x, const Images& y) {
  Images out(x.size());
  for (std::size_t p = 0; p < x.size(); ++p) out[p] = y[x[p]];
  return out;
}

// `count` transformations of 0..degree-1 with independent uniform images.
inline std::vector<Transformation> random_transformations(std::mt19937& rng, std::size_t degree, std::size_t count) {
  std::uniform_int_distribution<State> point(0, static_cast<State>(degree - 1));
  std::vector<Transformation> gens;
  for (std::size_t a = 0; a < count; ++a) {
    Images x(degree);
    for (auto& q : x) q = point(rng);
    gens.emplace_back(x);
  }
  return gens;
}

// A random test case: a degree in [1, max_degree] and 1 to max_count random transformations.
struct RandomGenerators {
  std::size_t degree;
  std::vector<Transformation> gens;
};
inline RandomGenerators random_generators(std::mt19937& rng, std::size_t max_degree, std::size_t max_count = 3) {
  const std::size_t degree = 1 + rng() % max_degree, count = 1 + rng() % max_count;
  return {degree, random_transformations(rng, degree, count)};
}

// Generators of the full transformation monoid T_n: the transposition (0 1), the n-cycle
// (0 1 ... n-1) and the rank-(n-1) map sending 1 to 0. The first two generate S_n.
inline std::vector<Transformation> full_transformation_generators(std::size_t n) {
  Images swap(n), cycle(n), merge(n);
  for (State p = 0; p < n; ++p) {
    swap[p] = n >= 2 && p < 2 ? 1 - p : p;
    cycle[p] = static_cast<State>((p + 1) % n);
    merge[p] = p == 1 ? 0 : p;
  }
  return {Transformation(swap), Transformation(cycle), Transformation(merge)};
}

}  // namespace lrnnc::automata::testing
