// Network, Layer, Transition — the value types of a linear RNN (ARCHITECTURE.md, paper eq. 1):
//
//   H_t = A(tok_t) H_{t-1} + B(tok_t),   y_t = dec(H_t)
//
// for every layer, where H_t is an n x d state (d = 1 for every construction in lrnn/compile),
// tok_t is the layer's input token at time t and dec is the nearest-codebook decoder.
//
// Transitions (one per token):
//   Diagonal(a)            A = diag(a), a in R^n (d columns share it)
//   HouseholderProduct     A = F_{k-1} ... F_1 F_0 with F_i = I - beta_i v_i v_i^T: factors[0] is applied
//                          to the state first (h <- h - beta_0 v_0 (v_0^T h), then factor 1, ...). An
//                          empty product is the identity.
//   Dense(A)               an n x n matrix.
//
// Tokens. A layer reads one token per time step. For a single-layer network the tokens are the
// letters (token a = letter a, no context). A layer of a multi-layer network (Krohn-Rhodes cascades)
// reads the letter together with decoded outputs of lower layers: `context` lists which layers'
// outputs it reads and at which lag (0: that layer's output at the same time step, already updated
// for this letter; 1: its output one step earlier, i.e. before this letter). Each Token names the
// letter and the context values it stands for; (letter, context values) pairs absent from the list
// never occur (the compiler lists only reachable ones).
//
// Decoding. A layer's decoder is a codebook: K exact state vectors (row-major K x (n*d), each state
// flattened column-major) with a value per vector. dec(H) = the value of the codebook vector nearest
// to H in Euclidean distance (the first one on ties). The network's output at time t is read from
// the tuple of all layers' decoded values through `readout`: for one layer, readout maps the layer's
// value v to automaton state readout[v]; for several layers, `readout_keys`/`readout` list the
// reachable tuples and their automaton states.
//
// Invariants (check_network): shapes agree (every transition n x n, every B and H0 n x d, codebook
// K x n*d, K >= 1), every weight and codebook entry is finite, every token's letter is in the
// alphabet, no two tokens of a layer share (letter, context values), context layers are lower
// layers, every readout entry names a state of `automaton`; a single layer has no readout keys,
// several layers have one key per readout entry, each with one value per layer, no key twice.
// Built by the compiler (which knows them to hold) or
// by loaders (which call check_network). Inner loops do not re-check.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include <Eigen/Dense>

#include "automata/dfa.hpp"

namespace lrnnc::lrnn {

using Matrix = Eigen::MatrixXd;
using Vector = Eigen::VectorXd;

struct Diagonal {
  Vector a;
};

struct HouseholderFactor {
  Vector v;
  double beta = 2.0;
  // The factor's eigenvalue on span(v): 1 - beta |v|^2 (1 on the orthogonal complement).
  double eigenvalue() const { return 1.0 - beta * v.squaredNorm(); }
};

struct HouseholderProduct {
  std::vector<HouseholderFactor> factors;  // factors[0] applied first
};

struct Dense {
  Matrix A;
};

using Transition = std::variant<Diagonal, HouseholderProduct, Dense>;

// The n x n matrix of a transition (for spectra, reference computations and tests).
Matrix to_matrix(const Transition& transition, std::size_t n);
// "diagonal", "householder", "dense".
std::string kind_name(const Transition& transition);

struct ContextRef {
  std::uint32_t layer = 0;  // a lower layer
  std::uint32_t lag = 0;    // 0 or 1 (see the header comment)
  friend bool operator==(const ContextRef&, const ContextRef&) = default;
};

struct Token {
  automata::Letter letter = 0;
  std::vector<std::uint32_t> context;  // one decoded value per Layer::context entry
  Transition transition;
  std::optional<Matrix> B;  // n x d; absent = 0
};

struct Codebook {
  Matrix vectors;                     // K x (n*d), row k = codebook vector k
  std::vector<std::uint32_t> values;  // K decoded values
};

struct Layer {
  std::size_t n = 1, d = 1;
  Matrix H0;                        // n x d
  std::vector<ContextRef> context;  // empty for a first layer
  std::vector<Token> tokens;
  Codebook codebook;
  // The token index for (letter, context values); std::nullopt when not listed.
  std::optional<std::size_t> find_token(automata::Letter letter, const std::vector<std::uint32_t>& context) const;
};

// How the network was made and verified (kept in the manifest; informational).
struct Provenance {
  std::string method;                                        // "group", "onehot", ...
  std::vector<std::pair<std::string, std::string>> options;  // compile options, in order
  std::vector<std::string> notes;                            // e.g. "one-hot matrices are singular for letter 'b'"
};

struct Network {
  automata::Dfa automaton;  // the automaton whose states the network decodes to
  std::vector<Layer> layers;
  // Single layer: readout[v] = automaton state of decoded value v. Several layers: readout[i] is
  // the state of the value tuple readout_keys[i] (one value per layer).
  std::vector<automata::State> readout;
  std::vector<std::vector<std::uint32_t>> readout_keys;
  Provenance provenance;

  std::size_t num_letters() const { return automaton.num_letters(); }
  // Automaton state of a tuple of decoded values (one per layer); nullopt when it is not listed.
  std::optional<automata::State> read(const std::vector<std::uint32_t>& values) const;
};

// Throws lrnnc::Error describing the first broken invariant (see the header comment).
void check_network(const Network& network);

// Exact decoding helper: index of the codebook row nearest to `state` (flattened column-major),
// and its squared distance. O(K n d).
std::pair<std::size_t, double> nearest_codebook_row(const Codebook& codebook, const double* state);

}  // namespace lrnnc::lrnn
