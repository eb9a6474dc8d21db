#include "lrnn/spectrum.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <Eigen/Eigenvalues>

namespace lrnnc::lrnn {

SpectrumReport spectrum(const Network& network, double tol) {
  SpectrumReport report;
  const double inf = std::numeric_limits<double>::infinity();
  report.modulus_min = report.real_min = inf;
  report.modulus_max = report.real_max = -inf;
  for (std::size_t l = 0; l < network.layers.size(); ++l) {
    const Layer& layer = network.layers[l];
    for (std::size_t t = 0; t < layer.tokens.size(); ++t) {
      const Token& tok = layer.tokens[t];
      TokenSpectrum ts;
      ts.layer = l, ts.token = t;
      ts.label = network.automaton.alphabet().name(tok.letter);
      if (!tok.context.empty()) {
        ts.label += " [ctx ";
        for (std::size_t i = 0; i < tok.context.size(); ++i) {
          if (i) ts.label += ',';
          ts.label += std::to_string(tok.context[i]);
        }
        ts.label += "]";
      }
      Eigen::EigenSolver<Matrix> solver(to_matrix(tok.transition, layer.n), /*computeEigenvectors=*/false);
      const auto& ev = solver.eigenvalues();
      ts.eigenvalues.assign(ev.data(), ev.data() + ev.size());
      std::sort(ts.eigenvalues.begin(), ts.eigenvalues.end(), [](const auto& a, const auto& b) {
        const double ma = std::abs(a), mb = std::abs(b);
        if (ma != mb) return ma > mb;
        return std::arg(a) < std::arg(b);
      });
      ts.modulus_min = ts.real_min = inf;
      ts.modulus_max = ts.real_max = -inf;
      for (const auto& lambda : ts.eigenvalues) {
        const double m = std::abs(lambda);
        ts.modulus_min = std::min(ts.modulus_min, m);
        ts.modulus_max = std::max(ts.modulus_max, m);
        ts.real_min = std::min(ts.real_min, lambda.real());
        ts.real_max = std::max(ts.real_max, lambda.real());
        if (m >= 1 - tol) {
          const bool real_positive = std::abs(lambda.imag()) <= tol && lambda.real() > tol;
          if (!real_positive) ts.parity_capable = true;
          if (std::abs(lambda.imag()) > tol) ts.modular_capable = true;
        }
      }
      report.modulus_min = std::min(report.modulus_min, ts.modulus_min);
      report.modulus_max = std::max(report.modulus_max, ts.modulus_max);
      report.real_min = std::min(report.real_min, ts.real_min);
      report.real_max = std::max(report.real_max, ts.real_max);
      report.tokens.push_back(std::move(ts));
    }
  }
  if (report.tokens.empty()) report.modulus_min = report.modulus_max = report.real_min = report.real_max = 0;
  return report;
}

}  // namespace lrnnc::lrnn
