// Spectra of a network's transition matrices and the Theorem 1/2 verdicts (Grazzi et al.):
//  - parity (Theorem 1): a layer can solve parity on the one-letter input w^k only if A(w) has an
//    eigenvalue lambda with |lambda| >= 1 that is not real and positive;
//  - mod m counting, m not a power of two (Theorem 2): only if A(w) has an eigenvalue with nonzero
//    imaginary part and |lambda| >= 1.
// Eigenvalues come from Eigen's EigenSolver on each token's dense matrix (to_matrix), except for
// diagonal transitions (their entries, exactly) and empty Householder products (the identity: n
// ones); comparisons use the tolerance `tol` (|lambda| >= 1 - tol, |Im lambda| > tol, Re > tol for
// "positive"). Complexity O(tokens x n^3).
// Limits, checked before anything is computed (a loaded model may be hostile): a token that needs
// the dense solver must have n <= kSpectrumMaxDenseWidth (an n x n matrix, O(n^3) time), and the
// report holds at most kSpectrumMaxEigenvalues eigenvalues (tokens x n over all layers). Throws
// lrnnc::Error naming the limit.
#pragma once

#include <complex>
#include <string>
#include <vector>

#include "lrnn/network.hpp"

namespace lrnnc::lrnn {

inline constexpr std::size_t kSpectrumMaxDenseWidth = 4096;
inline constexpr std::size_t kSpectrumMaxEigenvalues = 10'000'000;

struct TokenSpectrum {
  std::size_t layer = 0, token = 0;
  std::string label;                              // letter name (with context values for cascades)
  std::vector<std::complex<double>> eigenvalues;  // sorted by decreasing modulus, then argument
  double modulus_min = 0, modulus_max = 0, real_min = 0, real_max = 0;
  bool parity_capable = false;   // Theorem 1 condition holds
  bool modular_capable = false;  // Theorem 2 condition holds
};

struct SpectrumReport {
  std::vector<TokenSpectrum> tokens;
  double modulus_min = 0, modulus_max = 0, real_min = 0, real_max = 0;  // over all tokens
};

SpectrumReport spectrum(const Network& network, double tol = 1e-9);

}  // namespace lrnnc::lrnn
