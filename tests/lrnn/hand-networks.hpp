// Small networks built by hand for the tests of simulation, verification and spectra (no compiler):
//  - parity_network: one scalar, letter '1' multiplies by -1 (Theorem 3's parity construction);
//  - rotation_network: mod-m counting by the 2x2 rotation by 2pi/m (Dense, or as the product of two
//    reflections), weights cos/sin rounded to double: not exact;
//  - permutation_network: a word problem by permutation matrices on the points of a permutation
//    action, each letter a product of transpositions I - beta v v^T (v = e_i - e_j with beta = 1:
//    exact; or v = (e_i - e_j)/sqrt(2) with beta = 2: rounded);
//  - onehot_network: any DFA by one-hot vectors and 0/1 matrices (singular for non-group letters);
//  - wrong_parity_network: parity whose letter '1' is the identity;
//  - mod4_cascade: count mod 4 as two parity layers, the upper one reading the lower one's bit at
//    lag 0 or 1 (a carry).
#pragma once

#include <cmath>
#include <deque>
#include <numbers>
#include <optional>
#include <vector>

#include "automata/builtins.hpp"
#include "automata/dfa.hpp"
#include "lrnn/network.hpp"

namespace lrnnc::lrnn::test {

inline Layer scalar_layer() {
  Layer layer;
  layer.n = layer.d = 1;
  layer.H0 = Matrix::Constant(1, 1, 1.0);
  layer.codebook.vectors = Matrix(2, 1);
  layer.codebook.vectors << 1.0, -1.0;
  layer.codebook.values = {0, 1};
  return layer;
}

inline Token diagonal_token(automata::Letter letter, double a, std::vector<std::uint32_t> context = {}) {
  return Token{letter, std::move(context), Diagonal{Vector::Constant(1, a)}, std::nullopt};
}

// `dfa`: a two-state automaton over {0, 1} counting 1s mod 2 (any numbering, any labels).
inline Network parity_network(const automata::Dfa& dfa = automata::make_builtin("parity"), double one = -1.0) {
  Network net;
  net.automaton = dfa;
  Layer layer = scalar_layer();
  const automata::Letter zero = dfa.alphabet().id("0"), onel = dfa.alphabet().id("1");
  layer.tokens.resize(2);
  layer.tokens[zero] = diagonal_token(zero, 1.0);
  layer.tokens[onel] = diagonal_token(onel, one);
  net.layers.push_back(layer);
  net.readout = {dfa.start(), dfa.next(dfa.start(), onel)};
  return net;
}

inline Network wrong_parity_network() { return parity_network(automata::make_builtin("parity"), 1.0); }

inline Matrix rotation(double angle) {
  Matrix R(2, 2);
  R << std::cos(angle), -std::sin(angle), std::sin(angle), std::cos(angle);
  return R;
}

inline Network rotation_network(int m = 3, bool reflections = false) {
  Network net;
  net.automaton = automata::make_builtin("mod:" + std::to_string(m));
  const double theta = 2 * std::numbers::pi / m;
  Layer layer;
  layer.n = 2, layer.d = 1;
  layer.H0 = Matrix(2, 1);
  layer.H0 << 1.0, 0.0;
  if (reflections) {
    // R(theta) = S(theta/2) S(0): reflect across the x axis (v = e2), then across the line at angle
    // theta/2 (normal v = (-sin, cos)).
    HouseholderFactor f0{Vector::Unit(2, 1), 2.0}, f1{Vector(2), 2.0};
    f1.v << -std::sin(theta / 2), std::cos(theta / 2);
    layer.tokens.push_back(Token{0, {}, HouseholderProduct{}, std::nullopt});
    layer.tokens.push_back(Token{1, {}, HouseholderProduct{{f0, f1}}, std::nullopt});
  } else {
    layer.tokens.push_back(Token{0, {}, Dense{Matrix::Identity(2, 2)}, std::nullopt});
    layer.tokens.push_back(Token{1, {}, Dense{rotation(theta)}, std::nullopt});
  }
  layer.codebook.vectors = Matrix(m, 2);
  for (int k = 0; k < m; ++k) {
    layer.codebook.vectors(k, 0) = std::cos(k * theta);
    layer.codebook.vectors(k, 1) = std::sin(k * theta);
    layer.codebook.values.push_back(static_cast<std::uint32_t>(k));
    net.readout.push_back(static_cast<automata::State>(k));
  }
  net.layers.push_back(layer);
  return net;
}

// The transpositions whose product (first factor applied first) moves entry i of the state to
// position perm[i]: h'[perm[i]] = h[i].
inline HouseholderProduct transpositions(const std::vector<std::uint32_t>& perm, bool exact) {
  const std::size_t n = perm.size();
  std::vector<std::uint32_t> src(n), cur(n);
  for (std::size_t i = 0; i < n; ++i)
    src[perm[i]] = static_cast<std::uint32_t>(i), cur[i] = static_cast<std::uint32_t>(i);
  HouseholderProduct product;
  for (std::size_t j = 0; j < n; ++j) {
    if (cur[j] == src[j]) continue;
    std::size_t p = j + 1;
    while (cur[p] != src[j]) ++p;
    HouseholderFactor f{Vector::Zero(static_cast<Eigen::Index>(n)), exact ? 1.0 : 2.0};
    const double s = exact ? 1.0 : 1.0 / std::sqrt(2.0);
    f.v(static_cast<Eigen::Index>(j)) = s;
    f.v(static_cast<Eigen::Index>(p)) = -s;
    product.factors.push_back(f);
    std::swap(cur[j], cur[p]);
  }
  return product;
}

// A word problem (or any DFA with a faithful right permutation action): letter a moves point i to
// action.letters[a][i]; the codebook vector of each state comes from stepping H0 exactly along a
// breadth-first search of the DFA (unreached states get a far-away vector).
inline Network permutation_network(const automata::Dfa& dfa, const automata::PermutationAction& action,
                                   const Vector& H0, bool exact = true) {
  Network net;
  net.automaton = dfa;
  const std::size_t n = action.points, S = dfa.num_states();
  Layer layer;
  layer.n = n, layer.d = 1;
  layer.H0 = H0;
  for (automata::Letter a = 0; a < dfa.num_letters(); ++a)
    layer.tokens.push_back(Token{a, {}, transpositions(action.letters[a], exact), std::nullopt});
  std::vector<std::optional<Vector>> vec(S);
  vec[dfa.start()] = H0;
  std::deque<automata::State> queue{dfa.start()};
  while (!queue.empty()) {
    const automata::State q = queue.front();
    queue.pop_front();
    for (automata::Letter a = 0; a < dfa.num_letters(); ++a) {
      const automata::State r = dfa.next(q, a);
      if (vec[r]) continue;
      Vector h(static_cast<Eigen::Index>(n));
      for (std::size_t i = 0; i < n; ++i) h(action.letters[a][i]) = (*vec[q])(static_cast<Eigen::Index>(i));
      vec[r] = h;
      queue.push_back(r);
    }
  }
  layer.codebook.vectors = Matrix(static_cast<Eigen::Index>(S), static_cast<Eigen::Index>(n));
  for (std::size_t q = 0; q < S; ++q) {
    const Vector v = vec[q] ? *vec[q] : Vector::Constant(static_cast<Eigen::Index>(n), 1000.0 + static_cast<double>(q));
    layer.codebook.vectors.row(static_cast<Eigen::Index>(q)) = v.transpose();
    layer.codebook.values.push_back(static_cast<std::uint32_t>(q));
    net.readout.push_back(static_cast<automata::State>(q));
  }
  net.layers.push_back(layer);
  return net;
}

inline Network sym_network(int N, bool exact = true) {
  const std::string spec = "sym:" + std::to_string(N);
  Vector H0(N);
  for (int i = 0; i < N; ++i) H0(i) = i + 1;
  return permutation_network(automata::make_builtin(spec), *automata::builtin_permutation_action(spec), H0, exact);
}

inline Network onehot_network(const automata::Dfa& dfa) {
  Network net;
  net.automaton = dfa;
  const auto S = static_cast<Eigen::Index>(dfa.num_states());
  Layer layer;
  layer.n = dfa.num_states(), layer.d = 1;
  layer.H0 = Matrix::Zero(S, 1);
  layer.H0(dfa.start(), 0) = 1;
  for (automata::Letter a = 0; a < dfa.num_letters(); ++a) {
    Matrix A = Matrix::Zero(S, S);
    for (Eigen::Index q = 0; q < S; ++q) A(dfa.next(static_cast<automata::State>(q), a), q) = 1;
    layer.tokens.push_back(Token{a, {}, Dense{A}, std::nullopt});
  }
  layer.codebook.vectors = Matrix::Identity(S, S);
  for (Eigen::Index q = 0; q < S; ++q) {
    layer.codebook.values.push_back(static_cast<std::uint32_t>(q));
    net.readout.push_back(static_cast<automata::State>(q));
  }
  net.layers.push_back(layer);
  return net;
}

// mod:4 = b0 + 2 b1: layer 0 is parity (b0), layer 1 flips b1 on a carry, read from layer 0's bit
// after the letter (lag 0: carry when the new b0 is 0) or before it (lag 1: carry when b0 was 1).
inline Network mod4_cascade(std::uint32_t lag) {
  Network net;
  net.automaton = automata::make_builtin("mod:4");
  Layer low = scalar_layer();
  low.tokens = {diagonal_token(0, 1.0), diagonal_token(1, -1.0)};
  Layer high = scalar_layer();
  high.context = {ContextRef{0, lag}};
  for (automata::Letter a = 0; a < 2; ++a)
    for (std::uint32_t v = 0; v < 2; ++v) {
      const bool carry = a == 1 && (lag == 0 ? v == 0 : v == 1);
      high.tokens.push_back(diagonal_token(a, carry ? -1.0 : 1.0, {v}));
    }
  net.layers = {low, high};
  for (std::uint32_t b1 = 0; b1 < 2; ++b1)
    for (std::uint32_t b0 = 0; b0 < 2; ++b0) {
      net.readout_keys.push_back({b0, b1});
      net.readout.push_back(b0 + 2 * b1);
    }
  return net;
}

}  // namespace lrnnc::lrnn::test
