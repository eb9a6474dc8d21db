// Pass "onehot" (App. B.3): any DFA as one layer of one-hot states. A(a)_{q',q} = 1{delta(q,a) = q'}
// (Dense), H0 = e_{q0}, B = 0, codeword of state q = e_q. Such a matrix has one 1 per column, so
// A A^T = diag(in-degrees) and its spectral norm is sqrt(max in-degree); it is singular unless the
// letter permutes the states. The summary notes name the letters with either property, because both
// matter for finite-precision runs and for the classes of Theorems 1-3. O(|Σ| n^2).
#include <algorithm>
#include <cmath>
#include <sstream>

#include "common/error.hpp"
#include "lrnn/compile/passes.hpp"

namespace lrnnc::lrnn::passes {

Draft onehot(const automata::Dfa& minimal) {
  Draft d;
  const std::size_t n = minimal.num_states(), k = minimal.num_letters();
  // n x n per letter: a 10^5-state machine would ask for 10^10 entries per letter. Refused before
  // anything is allocated (the codebook pass would refuse its n x n codebook only afterwards).
  if (n > kCodebookEntryLimit / n / std::max<std::size_t>(k, 1))
    throw Error("one-hot network of " + std::to_string(n) + " states and " + std::to_string(k) +
                " letters would have " + std::to_string(k) + " x " + std::to_string(n) + " x " + std::to_string(n) +
                " matrix entries, more than the limit of " + std::to_string(kCodebookEntryLimit));
  const auto nn = static_cast<Eigen::Index>(n);
  d.layer.n = n;
  d.layer.H0 = Vector::Unit(nn, minimal.start());
  std::string singular, large_norm;
  for (automata::Letter a = 0; a < minimal.num_letters(); ++a) {
    Matrix A = Matrix::Zero(nn, nn);
    std::vector<std::size_t> in_degree(n, 0);
    for (automata::State q = 0; q < n; ++q) {
      A(minimal.next(q, a), q) = 1.0;
      ++in_degree[minimal.next(q, a)];
    }
    const std::size_t max_in = *std::max_element(in_degree.begin(), in_degree.end());
    if (max_in > 1) {
      singular += (singular.empty() ? "" : ", ") + quoted_letter(minimal, a);
      std::ostringstream norm;
      norm << quoted_letter(minimal, a) << " (" << std::sqrt(static_cast<double>(max_in)) << ")";
      large_norm += (large_norm.empty() ? "" : ", ") + norm.str();
    }
    d.layer.tokens.push_back(Token{a, {}, Dense{std::move(A)}, std::nullopt});
  }
  for (automata::State q = 0; q < n; ++q) d.codewords.emplace_back(Vector::Unit(nn, q), q);
  d.summary.construction = "one-hot";
  d.summary.representation = "one-hot vectors of the " + std::to_string(n) + " minimal DFA states";
  if (!singular.empty()) {
    d.summary.notes.push_back("one-hot matrices are singular (the letter does not permute the states) for letters " +
                              singular);
    d.summary.notes.push_back("one-hot matrices have spectral norm sqrt(max in-degree) > 1 for letters " + large_norm);
  }
  return d;
}

}  // namespace lrnnc::lrnn::passes
