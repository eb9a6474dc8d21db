// Pass "permutation-to-reflections" (Theorem 3, App. D.2): every letter's permutation matrix
// P e_i = e_{i.a} as a product of transpositions, each a Householder reflection I - beta v v^T with
// v along e_i - e_j. H0 = (1, 2, ..., n)^T, so distinct group elements give distinct states; the
// codewords are the orbit of H0, P(g) H0, computed exactly (a permutation of 1..n).
//
// Decomposition: while P moves some point i, with j = P(i), write P = Q o T_{i,j} (T_{i,j} applied
// to the state first), Q = P o T_{i,j}: Q fixes j and every point P fixed, and Q(i) = P(j). Repeating
// on Q, a cycle of length k takes k - 1 transpositions, so a letter moving m points uses at most
// m - 1 reflections. O(n) per letter.
#include <algorithm>
#include <cmath>

#include "lrnn/compile/passes.hpp"

namespace lrnnc::lrnn::passes {

namespace {

HouseholderFactor transposition(std::size_t n, std::uint32_t i, std::uint32_t j, ReflectionParam param) {
  HouseholderFactor f;
  f.v = Vector::Zero(static_cast<Eigen::Index>(n));
  // integer: v = e_i - e_j, beta = 1 (exact in every binary format); unit: |v| = 1, beta = 2.
  const double x = param == ReflectionParam::integer ? 1.0 : 1.0 / std::sqrt(2.0);
  f.v(i) = x;
  f.v(j) = -x;
  f.beta = param == ReflectionParam::integer ? 1.0 : 2.0;
  return f;
}

}  // namespace

Transition permutation_transition(const automata::Perm& p, ReflectionParam param) {
  const std::size_t n = p.size();
  if (param == ReflectionParam::dense) {
    Matrix A = Matrix::Zero(static_cast<Eigen::Index>(n), static_cast<Eigen::Index>(n));
    for (std::size_t i = 0; i < n; ++i) A(p[i], static_cast<Eigen::Index>(i)) = 1.0;
    return Dense{A};
  }
  HouseholderProduct h;
  automata::Perm rest = p;  // P' as an image list
  for (std::uint32_t i = 0; i < n; ++i)
    while (rest[i] != i) {
      const std::uint32_t j = rest[i];
      h.factors.push_back(transposition(n, i, j, param));  // applied after the factors found before
      rest[i] = rest[j];
      rest[j] = j;
    }
  return h;
}

Draft permutation_to_reflections(const GroupAction& action, ReflectionParam param) {
  Draft d;
  const std::size_t n = action.points;
  d.layer.n = n;
  d.layer.H0 = Vector::LinSpaced(static_cast<Eigen::Index>(n), 1.0, static_cast<double>(n));
  for (automata::Letter a = 0; a < action.letters.size(); ++a) {
    Token t{a, {}, permutation_transition(action.letters[a], param), std::nullopt};
    if (const auto* h = std::get_if<HouseholderProduct>(&t.transition))
      d.summary.max_reflections_per_token = std::max(d.summary.max_reflections_per_token, h->factors.size());
    d.layer.tokens.push_back(std::move(t));
  }
  for (std::uint32_t g = 0; g < action.group.size(); ++g)
    d.codewords.emplace_back(permuted_ramp(action.group.element(g)), action.state[g]);
  d.summary.construction =
      param == ReflectionParam::dense ? "permutation (dense)" : "permutation (reflections, " + to_string(param) + ")";
  return d;
}

}  // namespace lrnnc::lrnn::passes
