#include "lrnn/margin.hpp"

#include <algorithm>
#include <cmath>

namespace lrnnc::lrnn {

namespace {

double row_distance2(const Codebook& codebook, Eigen::Index row, const double* state) {
  double s = 0;
  for (Eigen::Index j = 0; j < codebook.vectors.cols(); ++j) {
    const double diff = codebook.vectors(row, j) - state[j];
    s += diff * diff;
  }
  return s;
}

}  // namespace

DecodeMargin decode_margin(const Codebook& codebook, const double* state) {
  // The nearest row as nearest_codebook_row finds it (the same sums), then the nearest row of
  // another value.
  const auto [best, best_d2] = nearest_codebook_row(codebook, state);
  double other_d2 = std::numeric_limits<double>::infinity();
  for (Eigen::Index k = 0; k < codebook.vectors.rows(); ++k)
    if (codebook.values[static_cast<std::size_t>(k)] != codebook.values[best])
      other_d2 = std::min(other_d2, row_distance2(codebook, k, state));
  DecodeMargin out;
  out.row = best;
  if (other_d2 == std::numeric_limits<double>::infinity()) return out;
  out.margin = other_d2 == best_d2 ? 0.0 : (other_d2 - best_d2) / (std::sqrt(other_d2) + std::sqrt(best_d2));
  return out;
}

MarginMeter::MarginMeter(const Network& network) : network_(&network) {
  for (const Layer& layer : network.layers) {
    const Codebook& cb = layer.codebook;
    double sep2 = std::numeric_limits<double>::infinity();
    std::vector<double> row_a(static_cast<std::size_t>(cb.vectors.cols()));
    for (Eigen::Index a = 0; a < cb.vectors.rows(); ++a) {
      for (Eigen::Index j = 0; j < cb.vectors.cols(); ++j) row_a[static_cast<std::size_t>(j)] = cb.vectors(a, j);
      for (Eigen::Index b = a + 1; b < cb.vectors.rows(); ++b)
        if (cb.values[static_cast<std::size_t>(a)] != cb.values[static_cast<std::size_t>(b)])
          sep2 = std::min(sep2, row_distance2(cb, b, row_a.data()));
    }
    tie_free2_.push_back(sep2 / 4 * (1 - 1e-6));
  }
}

double MarginMeter::distance2(std::size_t l, std::size_t row, const double* h) const {
  return row_distance2(network_->layers[l].codebook, static_cast<Eigen::Index>(row), h);
}

bool MarginMeter::tie(std::size_t l, const double* h, double nearest_d2) const {
  if (nearest_d2 < tie_free2_[l]) return false;
  return decode_margin(network_->layers[l].codebook, h).tie();
}

}  // namespace lrnnc::lrnn
