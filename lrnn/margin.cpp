#include "lrnn/margin.hpp"

#include <algorithm>
#include <cmath>

namespace lrnnc::lrnn {

namespace {

double row_distance2(const double* code, std::size_t width, const double* h) {
  double s = 0;
  for (std::size_t j = 0; j < width; ++j) {
    const double diff = code[j] - h[j];
    s += diff * diff;
  }
  return s;
}

}  // namespace

MarginMeter::MarginMeter(const Network& network) {
  for (const lrnn::Layer& layer : network.layers) {
    const Codebook& cb = layer.codebook;
    Layer L;
    L.rows = static_cast<std::size_t>(cb.vectors.rows());
    L.width = static_cast<std::size_t>(cb.vectors.cols());
    for (Eigen::Index k = 0; k < cb.vectors.rows(); ++k)
      for (Eigen::Index j = 0; j < cb.vectors.cols(); ++j) L.code.push_back(cb.vectors(k, j));
    L.values = cb.values;
    double sep2 = std::numeric_limits<double>::infinity();
    for (std::size_t a = 0; a < L.rows; ++a)
      for (std::size_t b = a + 1; b < L.rows; ++b)
        if (L.values[a] != L.values[b])
          sep2 = std::min(sep2, row_distance2(L.code.data() + b * L.width, L.width, L.code.data() + a * L.width));
    L.tie_free2 = sep2 / 4 * (1 - 1e-6);
    layers_.push_back(std::move(L));
  }
}

double MarginMeter::distance2(std::size_t l, std::size_t row, const double* h) const {
  const Layer& L = layers_[l];
  return row_distance2(L.code.data() + row * L.width, L.width, h);
}

bool MarginMeter::tie(std::size_t l, const double* h, double nearest_d2) const {
  return !(nearest_d2 < layers_[l].tie_free2) && decode(l, h).tie();
}

DecodeMargin MarginMeter::decode(std::size_t l, const double* h) const {
  // One pass: the nearest row (strictly nearer replaces it: the first on ties) and the nearest
  // distance among the rows whose value differs from it. When a row of another value becomes the
  // nearest, the old nearest (nearer than every earlier row) is the nearest of another value.
  const Layer& L = layers_[l];
  constexpr double kInf = std::numeric_limits<double>::infinity();
  std::size_t best = 0;
  double best_d2 = kInf, other_d2 = kInf;
  for (std::size_t k = 0; k < L.rows; ++k) {
    const double d2 = row_distance2(L.code.data() + k * L.width, L.width, h);
    if (d2 < best_d2) {
      if (k > 0 && L.values[k] != L.values[best]) other_d2 = best_d2;
      best = k;
      best_d2 = d2;
    } else if (L.values[k] != L.values[best]) {
      other_d2 = std::min(other_d2, d2);
    }
  }
  DecodeMargin out;
  out.row = best;
  if (!(best_d2 < kInf)) {  // no finite distance: no decode, no margin (see the header)
    out.finite = false;
    out.margin = 0;
    return out;
  }
  if (other_d2 == kInf) return out;
  out.margin = other_d2 == best_d2 ? 0.0 : (other_d2 - best_d2) / (std::sqrt(other_d2) + std::sqrt(best_d2));
  return out;
}

}  // namespace lrnnc::lrnn
