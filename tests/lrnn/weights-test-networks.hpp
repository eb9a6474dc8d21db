// Hand-built networks for the weight I/O tests. They pass check_network and cover every transition
// kind, B terms, d > 1, context references and readout keys; most of them also implement their
// automaton (parity, mod:3, sym:3, flipflop), but the I/O tests only need their structure.
#pragma once

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <numbers>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "automata/builtins.hpp"
#include "lrnn/network.hpp"
#include "tests/temp-dir.hpp"

namespace lrnnc::lrnn::test {

inline Matrix mat(std::initializer_list<std::initializer_list<double>> rows) {
  Matrix m(static_cast<Eigen::Index>(rows.size()), static_cast<Eigen::Index>(rows.begin()->size()));
  Eigen::Index i = 0;
  for (const auto& r : rows) {
    Eigen::Index j = 0;
    for (double x : r) m(i, j++) = x;
    ++i;
  }
  return m;
}

inline Vector vec(std::initializer_list<double> xs) {
  Vector v(static_cast<Eigen::Index>(xs.size()));
  Eigen::Index i = 0;
  for (double x : xs) v(i++) = x;
  return v;
}

inline Token token(automata::Letter letter, Transition t, std::vector<std::uint32_t> context = {},
                   std::optional<Matrix> B = std::nullopt) {
  return Token{letter, std::move(context), std::move(t), std::move(B)};
}

// parity: one scalar, letter "1" multiplies by -1.
inline Network weights_parity_network() {
  Network net;
  net.automaton = automata::make_builtin("parity");
  Layer layer;
  layer.H0 = mat({{1.0}});
  layer.tokens = {token(0, Diagonal{vec({1.0})}), token(1, Diagonal{vec({-1.0})})};
  layer.codebook = {mat({{1.0}, {-1.0}}), {0, 1}};
  net.layers = {layer};
  net.readout = {0, 1};
  net.provenance = {"group", {{"dtype", "f64"}, {"method", "group"}}, {"hand-built parity"}};
  return net;
}

// mod:3: letter "1" is the rotation by 2 pi / 3, stored as a dense 2x2 matrix.
inline Network weights_rotation_network() {
  Network net;
  net.automaton = automata::make_builtin("mod:3");
  const double c = std::cos(2 * std::numbers::pi / 3), s = std::sin(2 * std::numbers::pi / 3);
  Layer layer;
  layer.n = 2;
  layer.H0 = mat({{1.0}, {0.0}});
  layer.tokens = {token(0, Dense{Matrix::Identity(2, 2)}), token(1, Dense{mat({{c, -s}, {s, c}})})};
  layer.codebook = {mat({{1.0, 0.0}, {c, s}, {c, -s}}), {0, 1, 2}};
  net.layers = {layer};
  net.readout = {0, 1, 2};
  net.provenance = {"group", {{"cyclic", "rotation"}}, {}};
  return net;
}

// sym:3 acting on 3 points: each letter (a permutation) is a product of unit reflections
// v = (e_i - e_j) / sqrt 2, beta = 2 (transpositions); H0 = (1, 2, 3); the codebook lists the 6
// permutations of H0.
inline Network permutation_network() {
  Network net;
  net.automaton = automata::make_builtin("sym:3");
  Layer layer;
  layer.n = 3;
  layer.H0 = mat({{1.0}, {2.0}, {3.0}});
  std::vector<std::uint32_t> p{0, 1, 2};
  std::vector<std::vector<std::uint32_t>> perms;
  do perms.push_back(p);
  while (std::next_permutation(p.begin(), p.end()));
  const double r = 1 / std::sqrt(2.0);
  for (std::size_t a = 0; a < perms.size(); ++a) {
    // Sort the permutation by transpositions; each swap is one reflection.
    auto q = perms[a];
    HouseholderProduct h;
    for (std::uint32_t i = 0; i < 3; ++i)
      while (q[i] != i) {
        const std::uint32_t j = q[i];
        std::swap(q[i], q[j]);
        Vector v = Vector::Zero(3);
        v(i) = r, v(j) = -r;
        h.factors.push_back({v, 2.0});
      }
    layer.tokens.push_back(token(static_cast<automata::Letter>(a), h));
  }
  layer.codebook.vectors = Matrix(6, 3);
  for (Eigen::Index k = 0; k < 6; ++k)
    for (Eigen::Index i = 0; i < 3; ++i)
      layer.codebook.vectors(k, i) = 1.0 + perms[static_cast<std::size_t>(k)][static_cast<std::size_t>(i)];
  layer.codebook.values = {0, 1, 2, 3, 4, 5};
  net.layers = {layer};
  net.readout = {0, 1, 2, 3, 4, 5};
  net.provenance = {"group", {{"action", "natural"}}, {"reflections of transpositions"}};
  return net;
}

// flipflop: "read" keeps the bit, "set0"/"set1" reset it through A = 0 and a B term.
inline Network flipflop_network() {
  Network net;
  net.automaton = automata::make_builtin("flipflop");
  Layer layer;
  layer.H0 = mat({{0.0}});
  layer.tokens = {token(0, Diagonal{vec({1.0})}), token(1, Diagonal{vec({0.0})}, {}, mat({{0.0}})),
                  token(2, Diagonal{vec({0.0})}, {}, mat({{1.0}}))};
  layer.codebook = {mat({{0.0}, {1.0}}), {0, 1}};
  net.layers = {layer};
  net.readout = {0, 1};
  net.provenance = {"onehot", {}, {"reset via B"}};
  return net;
}

// Two layers over mod:3: layer 0 is parity-like (n = d = 1), layer 1 (n = 2, d = 2) reads the
// letter with layer 0's value one step earlier; readout through readout_keys. Not an exact
// construction of mod:3; it exercises context refs, d > 1 and every transition kind in one layer.
inline Network two_layer_network() {
  Network net;
  net.automaton = automata::make_builtin("mod:3");
  Layer l0;
  l0.H0 = mat({{1.0}});
  l0.tokens = {token(0, Diagonal{vec({1.0})}), token(1, Diagonal{vec({-1.0})})};
  l0.codebook = {mat({{1.0}, {-1.0}}), {0, 1}};
  Layer l1;
  l1.n = 2, l1.d = 2;
  l1.H0 = mat({{1.0, 0.5}, {0.0, 0.25}});
  l1.context = {ContextRef{0, 1}};
  const double r = 1 / std::sqrt(2.0);
  l1.tokens = {token(0, Diagonal{vec({1.0, 1.0})}, {0}),
               token(0, Dense{mat({{0.0, 1.0}, {1.0, 0.0}})}, {1}, mat({{0.125, 0.0}, {-0.75, 3.0}})),
               token(1, HouseholderProduct{{{vec({r, -r}), 2.0}, {vec({0.6, 0.8}), 1.5}}}, {0}),
               token(1, HouseholderProduct{{}}, {1}, mat({{1.0, 2.0}, {3.0, 4.0}}))};
  l1.codebook = {mat({{1.0, 0.0, 0.5, 0.25}, {0.0, 1.0, 0.25, 0.5}, {0.5, 0.5, 0.5, 0.5}}), {0, 1, 2}};
  net.layers = {l0, l1};
  net.readout_keys = {{0, 0}, {0, 1}, {1, 2}, {1, 0}};
  net.readout = {0, 1, 2, 0};
  net.provenance = {"cascade", {{"levels", "2"}, {"decoder", "codebook"}}, {"level 1 reads level 0 at lag 1"}};
  return net;
}

inline std::vector<std::pair<std::string, Network>> all_test_networks() {
  return {{"parity", weights_parity_network()},
          {"rotation", weights_rotation_network()},
          {"permutation", permutation_network()},
          {"flipflop", flipflop_network()},
          {"two-layer", two_layer_network()}};
}

// Applies f to every weight (H0, transitions, betas, B; not the codebook), in a fixed order.
template <class F>
void for_each_weight(Network& net, F&& f) {
  auto all = [&](auto& m) {
    for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = f(m.data()[i]);
  };
  for (auto& layer : net.layers) {
    all(layer.H0);
    for (auto& tok : layer.tokens) {
      if (auto* d = std::get_if<Diagonal>(&tok.transition)) all(d->a);
      if (auto* h = std::get_if<HouseholderProduct>(&tok.transition))
        for (auto& fac : h->factors) all(fac.v), fac.beta = f(fac.beta);
      if (auto* a = std::get_if<Dense>(&tok.transition)) all(a->A);
      if (tok.B) all(*tok.B);
    }
  }
}

// The network with every weight and codebook entry replaced by a seeded random double with a full
// mantissa and a wide range of magnitudes (subnormal in F16, ties in F16/BF16 included), so that
// every dtype rounds something.
inline Network randomized(Network net, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  auto draw = [&](double) {
    switch (rng() % 8) {
      case 0: return 1.0 + 0x1p-11;                                                      // an F16 tie
      case 1: return -(1.0 + 0x1p-8);                                                    // a BF16 tie
      case 2: return std::ldexp(1.0 + static_cast<double>(rng() >> 12) * 0x1p-52, -20);  // F16 subnormal
      default: {
        const double m = static_cast<double>(rng() >> 11) * 0x1p-53;  // [0, 1), 53 bits
        return std::ldexp(rng() % 2 ? m : -m, static_cast<int>(rng() % 17) - 8);
      }
    }
  };
  for_each_weight(net, draw);
  for (auto& layer : net.layers)
    for (Eigen::Index i = 0; i < layer.codebook.vectors.size(); ++i) layer.codebook.vectors.data()[i] = draw(0);
  return net;
}

using test_support::TempDir;  // tests/temp-dir.hpp

inline std::vector<std::uint8_t> read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline void write_bytes(const std::string& path, const std::vector<std::uint8_t>& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

inline std::string read_text(const std::string& path) {
  const auto b = read_bytes(path);
  return {b.begin(), b.end()};
}

inline void write_text(const std::string& path, const std::string& text) {
  write_bytes(path, std::vector<std::uint8_t>(text.begin(), text.end()));
}

}  // namespace lrnnc::lrnn::test
