#include "lrnn/spectrum.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <Eigen/Eigenvalues>

#include "common/error.hpp"

namespace lrnnc::lrnn {

namespace {

bool needs_solver(const Transition& t) {
  if (std::holds_alternative<Diagonal>(t)) return false;
  if (const auto* h = std::get_if<HouseholderProduct>(&t)) return !h->factors.empty();
  return true;
}

}  // namespace

SpectrumReport spectrum(const Network& network, double tol) {
  std::size_t total = 0;
  for (std::size_t l = 0; l < network.layers.size(); ++l) {
    const Layer& layer = network.layers[l];
    total += layer.tokens.size() * layer.n;
    if (total > kSpectrumMaxEigenvalues)
      throw Error("spectrum: the network has more than " + std::to_string(kSpectrumMaxEigenvalues) +
                  " eigenvalues (tokens x width over the layers; the limit)");
    for (const Token& tok : layer.tokens)
      if (needs_solver(tok.transition) && layer.n > kSpectrumMaxDenseWidth)
        throw Error("spectrum: layer " + std::to_string(l) + " has width " + std::to_string(layer.n) +
                    ", more than the limit of " + std::to_string(kSpectrumMaxDenseWidth) +
                    " for the dense eigenvalue solver (O(n^3))");
  }
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
      if (const auto* d = std::get_if<Diagonal>(&tok.transition)) {
        ts.eigenvalues.assign(d->a.data(), d->a.data() + d->a.size());
      } else if (!needs_solver(tok.transition)) {
        ts.eigenvalues.assign(layer.n, 1.0);
      } else {
        Eigen::EigenSolver<Matrix> solver(to_matrix(tok.transition, layer.n), /*computeEigenvectors=*/false);
        const auto& ev = solver.eigenvalues();
        ts.eigenvalues.assign(ev.data(), ev.data() + ev.size());
      }
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
