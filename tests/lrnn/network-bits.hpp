// Bit-for-bit equality of network weights, for round-trip tests and fuzz targets (no test
// framework needed): every double compared by its bit pattern, so -0.0 differs from 0.0 and a
// NaN payload counts.
#pragma once

#include <bit>
#include <cstdint>
#include <variant>

#include "lrnn/network.hpp"

namespace lrnnc::lrnn::test {

inline bool same_bits(const Matrix& a, const Matrix& b) {
  if (a.rows() != b.rows() || a.cols() != b.cols()) return false;
  for (Eigen::Index i = 0; i < a.size(); ++i)
    if (std::bit_cast<std::uint64_t>(a.data()[i]) != std::bit_cast<std::uint64_t>(b.data()[i])) return false;
  return true;
}

inline bool same_transition(const Transition& a, const Transition& b) {
  if (a.index() != b.index()) return false;
  if (const auto* d = std::get_if<Diagonal>(&a)) return same_bits(d->a, std::get<Diagonal>(b).a);
  if (const auto* h = std::get_if<HouseholderProduct>(&a)) {
    const auto& g = std::get<HouseholderProduct>(b);
    if (h->factors.size() != g.factors.size()) return false;
    for (std::size_t i = 0; i < h->factors.size(); ++i)
      if (!same_bits(h->factors[i].v, g.factors[i].v) ||
          std::bit_cast<std::uint64_t>(h->factors[i].beta) != std::bit_cast<std::uint64_t>(g.factors[i].beta))
        return false;
    return true;
  }
  return same_bits(std::get<Dense>(a).A, std::get<Dense>(b).A);
}

}  // namespace lrnnc::lrnn::test
