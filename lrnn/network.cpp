#include "lrnn/network.hpp"

#include <cmath>
#include <limits>
#include <set>
#include <sstream>

#include "common/error.hpp"

namespace lrnnc::lrnn {

Matrix to_matrix(const Transition& transition, std::size_t n) {
  const auto nn = static_cast<Eigen::Index>(n);
  if (const auto* d = std::get_if<Diagonal>(&transition)) return d->a.asDiagonal().toDenseMatrix();
  if (const auto* h = std::get_if<HouseholderProduct>(&transition)) {
    Matrix m = Matrix::Identity(nn, nn);
    // (I - beta v v^T) M = M - beta v (v^T M): O(n^2) per factor instead of a matrix product.
    for (const auto& f : h->factors) {
      const Eigen::RowVectorXd vtm = f.v.transpose() * m;
      m.noalias() -= f.beta * f.v * vtm;
    }
    return m;
  }
  return std::get<Dense>(transition).A;
}

std::string kind_name(const Transition& transition) {
  switch (transition.index()) {
    case 0: return "diagonal";
    case 1: return "householder";
    default: return "dense";
  }
}

std::optional<std::size_t> Layer::find_token(automata::Letter letter, const std::vector<std::uint32_t>& ctx) const {
  // Tokens of a layer without context are the letters in order (the common case: O(1)).
  if (context.empty() && letter < tokens.size() && tokens[letter].letter == letter) return letter;
  for (std::size_t t = 0; t < tokens.size(); ++t)
    if (tokens[t].letter == letter && tokens[t].context == ctx) return t;
  return std::nullopt;
}

std::optional<automata::State> Network::read(const std::vector<std::uint32_t>& values) const {
  if (layers.size() == 1) {
    if (values.size() != 1 || values[0] >= readout.size()) return std::nullopt;
    return readout[values[0]];
  }
  for (std::size_t i = 0; i < readout_keys.size(); ++i)
    if (readout_keys[i] == values) return readout[i];
  return std::nullopt;
}

namespace {

std::string shape(const Matrix& m) { return std::to_string(m.rows()) + "x" + std::to_string(m.cols()); }

// Throws when an entry of m is NaN or infinite, naming `what` and the entry.
template <class M>
void check_finite(const Eigen::MatrixBase<M>& m, const std::string& what) {
  for (Eigen::Index j = 0; j < m.cols(); ++j)
    for (Eigen::Index i = 0; i < m.rows(); ++i)
      if (!std::isfinite(m(i, j))) {
        std::ostringstream s;
        s << what << " entry (" << i << ", " << j << ") is " << m(i, j) << ", expected a finite value";
        throw Error(s.str());
      }
}

// The token's letter and context values (`tw`: the token in messages).
void check_token_key(const Network& net, const Layer& layer, const Token& tok, const std::string& tw) {
  if (tok.letter >= net.automaton.num_letters())
    throw Error(tw + ": letter " + std::to_string(tok.letter) + " is outside the alphabet of " +
                std::to_string(net.automaton.num_letters()) + " letters");
  if (tok.context.size() != layer.context.size())
    throw Error(tw + ": " + std::to_string(tok.context.size()) + " context values, expected " +
                std::to_string(layer.context.size()));
}

// The shapes and finiteness of the token's transition and B.
void check_token_weights(const Layer& layer, const Token& tok, const std::string& tw) {
  const auto n = static_cast<Eigen::Index>(layer.n), d = static_cast<Eigen::Index>(layer.d);
  if (const auto* dg = std::get_if<Diagonal>(&tok.transition)) {
    if (dg->a.size() != n)
      throw Error(tw + ": diagonal of length " + std::to_string(dg->a.size()) + ", expected " + std::to_string(n));
    check_finite(dg->a, tw + ": diagonal");
  } else if (const auto* h = std::get_if<HouseholderProduct>(&tok.transition)) {
    for (std::size_t i = 0; i < h->factors.size(); ++i) {
      if (h->factors[i].v.size() != n)
        throw Error(tw + ": reflection " + std::to_string(i) + " has a vector of length " +
                    std::to_string(h->factors[i].v.size()) + ", expected " + std::to_string(n));
      check_finite(h->factors[i].v, tw + ": reflection " + std::to_string(i) + " vector");
      if (!std::isfinite(h->factors[i].beta))
        throw Error(tw + ": reflection " + std::to_string(i) + " has beta " + std::to_string(h->factors[i].beta) +
                    ", expected a finite value");
    }
  } else {
    const Matrix& A = std::get<Dense>(tok.transition).A;
    if (A.rows() != n || A.cols() != n)
      throw Error(tw + ": A is " + shape(A) + ", expected " + std::to_string(n) + "x" + std::to_string(n));
    check_finite(A, tw + ": A");
  }
  if (tok.B && (tok.B->rows() != n || tok.B->cols() != d))
    throw Error(tw + ": B is " + shape(*tok.B) + ", expected " + std::to_string(n) + "x" + std::to_string(d));
  if (tok.B) check_finite(*tok.B, tw + ": B");
}

void check_layer(const Network& net, std::size_t l) {
  const Layer& layer = net.layers[l];
  const std::string where = "layer " + std::to_string(l);
  const auto n = static_cast<Eigen::Index>(layer.n), d = static_cast<Eigen::Index>(layer.d);
  if (n < 1 || d < 1)
    throw Error(where + ": state shape must be at least 1x1, found " + std::to_string(layer.n) + "x" +
                std::to_string(layer.d));
  if (layer.H0.rows() != n || layer.H0.cols() != d)
    throw Error(where + ": H0 is " + shape(layer.H0) + ", expected " + std::to_string(n) + "x" + std::to_string(d));
  check_finite(layer.H0, where + ": H0");
  for (const auto& c : layer.context) {
    if (c.layer >= l)
      throw Error(where + ": context names layer " + std::to_string(c.layer) + ", expected a lower layer");
    if (c.lag > 1) throw Error(where + ": context lag " + std::to_string(c.lag) + ", expected 0 or 1");
  }
  if (layer.tokens.empty()) throw Error(where + ": no tokens");
  std::set<std::pair<automata::Letter, std::vector<std::uint32_t>>> listed;
  for (std::size_t t = 0; t < layer.tokens.size(); ++t) {
    const Token& tok = layer.tokens[t];
    const std::string tw = where + " token " + std::to_string(t);
    check_token_key(net, layer, tok, tw);
    // Two tokens for one (letter, context) would leave the choice between them to find_token.
    if (!listed.emplace(tok.letter, tok.context).second)
      throw Error(tw + ": its letter and context values are those of an earlier token, expected each pair once");
    check_token_weights(layer, tok, tw);
  }
  const Codebook& cb = layer.codebook;
  if (cb.vectors.rows() < 1 || cb.vectors.cols() != n * d)
    throw Error(where + ": codebook is " + shape(cb.vectors) + ", expected K x " + std::to_string(n * d) +
                " with K >= 1");
  if (cb.values.size() != static_cast<std::size_t>(cb.vectors.rows()))
    throw Error(where + ": codebook has " + std::to_string(cb.vectors.rows()) + " vectors but " +
                std::to_string(cb.values.size()) + " values");
  check_finite(cb.vectors, where + ": codebook");
}

void check_readout(const Network& net) {
  if (net.layers.size() == 1) {
    std::uint32_t max_value = 0;
    for (auto v : net.layers[0].codebook.values) max_value = std::max(max_value, v);
    if (net.readout.size() <= max_value)
      throw Error("network: readout has " + std::to_string(net.readout.size()) +
                  " entries, expected more than the largest decoded value " + std::to_string(max_value));
    if (!net.readout_keys.empty())
      throw Error("network: " + std::to_string(net.readout_keys.size()) +
                  " readout keys, expected none for a single layer (it reads readout[value])");
  } else {
    if (net.readout_keys.size() != net.readout.size())
      throw Error("network: " + std::to_string(net.readout_keys.size()) + " readout keys but " +
                  std::to_string(net.readout.size()) + " states");
    std::set<std::vector<std::uint32_t>> keys;
    for (std::size_t i = 0; i < net.readout_keys.size(); ++i) {
      if (net.readout_keys[i].size() != net.layers.size())
        throw Error("network: readout key " + std::to_string(i) + " has " + std::to_string(net.readout_keys[i].size()) +
                    " values, expected one per layer (" + std::to_string(net.layers.size()) + ")");
      if (!keys.insert(net.readout_keys[i]).second)
        throw Error("network: readout key " + std::to_string(i) + " repeats an earlier key, expected each tuple once");
    }
  }
  for (std::size_t i = 0; i < net.readout.size(); ++i)
    if (net.readout[i] >= net.automaton.num_states())
      throw Error("network: readout entry " + std::to_string(i) + " is state " + std::to_string(net.readout[i]) +
                  ", expected a state in [0, " + std::to_string(net.automaton.num_states()) + ")");
}

}  // namespace

void check_network(const Network& net) {
  if (net.automaton.num_states() == 0) throw Error("network: the automaton has no states");
  if (net.layers.empty()) throw Error("network: expected at least one layer, found none");
  for (std::size_t l = 0; l < net.layers.size(); ++l) check_layer(net, l);
  check_readout(net);
}

std::pair<std::size_t, double> nearest_codebook_row(const Codebook& codebook, const double* state) {
  std::size_t best = 0;
  double best_d = std::numeric_limits<double>::infinity();
  const Eigen::Index cols = codebook.vectors.cols();
  for (Eigen::Index k = 0; k < codebook.vectors.rows(); ++k) {
    double s = 0;
    for (Eigen::Index j = 0; j < cols; ++j) {
      const double diff = codebook.vectors(k, j) - state[j];
      s += diff * diff;
    }
    if (s < best_d) best_d = s, best = static_cast<std::size_t>(k);
  }
  return {best, best_d};
}

}  // namespace lrnnc::lrnn
