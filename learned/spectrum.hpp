// Spectra of a learned model's transitions along real words, and the Theorem 1/2 verdicts of
// Grazzi et al. as lrnn/spectrum.hpp states them for compiled networks.
//
// A learned layer's transition A_t depends on the word (on the letter at t for the first layer, on
// the whole prefix for later ones), so the spectrum is taken along words: every layer, every
// position t of every word, the eigenvalues of the matrix that maps the layer's state h_{t-1} to h_t
// (docs/LEARNED.md sections 1 and 7). Words run in plain double (detail::Tracer: the forward's own
// code, no policy).
//  - diag: A_t = diag(a_t), the eigenvalues are the entries a_t (exact).
//  - deltaproduct (deltanet: rank 1): per head A_t = H_r ... H_1, H_i = I - beta_i k_i k_i^T in the
//    order the forward applies them (k_i normalized as the forward uses it); the layer's matrix is
//    block-diagonal over the heads, its eigenvalues those of every head, collected (head 0 first,
//    before sorting). Rank 1: the closed form 1 - beta |k|^2 once and 1 (n - 1 times) (exact up to the
//    rounding of |k|^2); rank >= 2: Eigen's EigenSolver on the dense n x n product.
//  - fprnn: the implicit transition at the fixed point, the Jacobian of h_t in h_{t-1}. One
//    iteration's update at position t is Phi(h, h') = Lambda h' + (I - Lambda)(Q(p)(bx - h) + h) with
//    p = concat(x_t, h'), h' = h_{t-1}, h = h_t; h_t = Phi(h_t, h_{t-1}), so by the implicit function
//    theorem
//        dh_t/dh_{t-1} = (I - M)^{-1} (Lambda + J),   M = dPhi/dh = (I - Lambda)(I - Q_t),
//        J = (I - Lambda) d/dh' [Q(concat(x_t, h')) e] at e = bx_t - h_t held fixed,
//    J the channel mixer's dependence on h_{t-1} (docs/LEARNED.md section 4), its derivative exact:
//    forward-mode dual numbers through the mixer's formulas (u_i and alpha_i; kronecker: the
//    factors U and V), one pass per column. The paper's transition (fixed-point-rnns-reviews.txt, eq. 2 with
//    the (I - Lambda) input gate) treats Q_t as independent of h_{t-1}: A = (I + (Lambda^{-1} - I)
//    Q_t)^{-1} = (Lambda + (I - Lambda) Q_t)^{-1} Lambda = (I - M)^{-1} Lambda (equal, Lambda being
//    invertible: sigmoid values), the "frozen" Jacobian below; the true one adds (I - M)^{-1} J.
//    It is evaluated at the forward's final iterate h* (h_{t-1} = h*_{t-1}, h_t = h*_t; h*_0 = 0), which
//    is a fixed point only up to the iteration's stopping threshold (LayerSpectrum::iterations says
//    how many iterations each word took).
//
//  - fpmamba: the implicit transition of the state (H_t, y_t), n (N + 1) values, at the fixed point:
//    y_t = G(y_t; H_{t-1}, y_{t-1}) gives dy_t/dθ = (I - G_y)^{-1} G_θ and dH_t/dθ = H_θ + H_y dy_t/dθ,
//    θ = (H_{t-1}, y_{t-1}), every partial exact (dual numbers), at the forward's y* with H* rebuilt
//    from it along the word (docs/LEARNED.md section 7). Dense: O((n N)^3) per position.
//  Fixed-point layers also give each position's iteration_rho (MatrixSpectrum).
//
// Verdicts, with the tolerance tol (as lrnn::spectrum): parity (Theorem 1) holds for a matrix with an
// eigenvalue |lambda| >= 1 - tol that is not real-positive (|Im| <= tol and Re > tol); mod m (Theorem
// 2) for one with |lambda| >= 1 - tol and |Im| > tol. An eigenvalue is negative real when |Im| <= tol
// and Re < -tol, non-real when |Im| > tol. A matrix with a non-finite entry (a diverging iteration)
// or on which the solver fails gets n NaN eigenvalues and counts as non_finite, not in the ranges.
//
// Complexity: the forward pass of every word, plus per position and layer: diag O(n); deltaproduct
// rank 1 O(H n), rank r >= 2 O(H (r n^2 + n^3)); fprnn O(n (cost of Q's parameters at p) + n^3)
// (householder/dplr: O(r n^3); kronecker: O(n^2 (a + b)) per column pass).
// Limits, checked before anything is computed: at most lrnn::kSpectrumMaxEigenvalues eigenvalues
// (positions over all words x the widths of all layers) and, for the dense solver (deltaproduct
// rank >= 2: head_dim; fprnn: n), width at most lrnn::kSpectrumMaxDenseWidth. Throws lrnnc::Error,
// one line naming the limit, and the forward's errors (a letter index out of range).
#pragma once

#include <complex>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include <Eigen/Dense>

#include "automata/alphabet.hpp"
#include "learned/model.hpp"

namespace lrnnc::learned {

// One matrix: layer `layer`'s transition at position `position` (0-based) of word `word`.
struct MatrixSpectrum {
  std::size_t word = 0, position = 0;
  std::uint32_t letter = 0;                       // the letter read at that position
  std::vector<std::complex<double>> eigenvalues;  // sorted by decreasing modulus, then argument
  bool parity_capable = false, modular_capable = false, non_finite = false;
  // Fixed-point layers: the spectral radius of the position's iteration map at the fixed point (fprnn:
  // M = (I - Lambda)(I - Q_t), the Jacobian of Phi(h, h_{t-1}) in h; fpmamba: G_y, the Jacobian of
  // y -> y^l_t, undamped): below 1 the iteration contracts at that position. NaN for other layers.
  double iteration_rho = std::numeric_limits<double>::quiet_NaN();
};

// Ranges and counts over a set of matrices (0 for empty ranges).
struct SpectrumSummary {
  std::size_t matrices = 0, eigenvalues = 0;  // eigenvalues: of the finite matrices
  double modulus_min = 0, modulus_max = 0, real_min = 0, real_max = 0;
  std::size_t negative_real = 0, non_real = 0;          // eigenvalues
  std::size_t parity_capable = 0, modular_capable = 0;  // matrices whose condition holds
  std::size_t non_finite = 0;                           // matrices
  // Fixed-point layers: min, median (the lower middle) and max of iteration_rho over the finite
  // matrices (rho_count of them; 0 for other layers).
  std::size_t rho_count = 0;
  double rho_min = 0, rho_median = 0, rho_max = 0;
  double negative_real_fraction() const { return eigenvalues ? double(negative_real) / double(eigenvalues) : 0.0; }
  double non_real_fraction() const { return eigenvalues ? double(non_real) / double(eigenvalues) : 0.0; }
};

struct LayerSpectrum {
  std::size_t layer = 0;
  std::string architecture;              // "diag:[-1,1]", "fprnn:householder:2", ...
  std::size_t width = 0;                 // eigenvalues per matrix: n, or heads x head_dim
  std::vector<MatrixSpectrum> matrices;  // word by word, position by position
  SpectrumSummary summary;               // over all of them
  // Layer 0 only (empty for later layers): one summary per model letter (index = letter index),
  // over the positions that read it.
  std::vector<SpectrumSummary> letters;
  std::vector<std::size_t> iterations;  // fprnn: l* of each word (the forward's)
};

struct SpectrumReport {
  double tol = 1e-9;
  std::size_t words = 0, positions = 0;
  std::vector<LayerSpectrum> layers;
};

// The spectra of every layer along `words` (letter indices of the model's alphabet). See the top.
SpectrumReport spectrum(const LearnedModel& model, const std::vector<automata::Word>& words, double tol = 1e-9);

// The limits of spectrum() for `positions` positions in all (the sum of the words' lengths); throws
// lrnnc::Error when one is exceeded. O(layers).
void check_spectrum_size(const ModelConfig& config, std::size_t positions);

// The fprnn Jacobian at one position (see the top), and the Q-frozen one (I - M)^{-1} Lambda.
// `inputs` is the position's 4n values x, bx, lam, om (detail::LayerTrace::inputs), h_prev = h_{t-1}
// (zeros at t = 0) and h = h_t, n values each. Throws lrnnc::Error when `layer` is not an fprnn
// layer. O(n (cost of Q's parameters) + n^3).
struct FprnnJacobian {
  Eigen::MatrixXd full, frozen;
  Eigen::MatrixXd iteration;  // M = (I - Lambda)(I - Q_t), dPhi/dh at h = h_t
};
FprnnJacobian fprnn_jacobian(const LearnedModel& model, std::size_t layer, const double* inputs, const double* h_prev,
                             const double* h);

}  // namespace lrnnc::learned
