// Decoding margins: how far a layer's state is from decoding to another value, and whether its
// decode was a tie that only the first-row rule settled (lrnn/network.hpp "Decoding").
//
// For a layer state H whose nearest codebook row is k (the first one on ties), the margin is
//   dist(H, the nearest row whose value differs from row k's) - dist(H, row k)  >= 0,
// Euclidean, computed from the two squared distances d2' >= d2 (as the decoder computes them, in
// double) as (d2' - d2) / (sqrt(d2') + sqrt(d2)), which is 0 exactly when d2' == d2: a tie, where
// another tie rule would have decoded another value. +infinity when every row has row k's value.
// A network's margin at a position is the smallest over its layers; a position is a tie when some
// layer's decode is.
//
// Checking every decode for ties would search the K rows each time. A layer whose state lies
// closer to its nearest row than half the smallest distance between two rows of different values
// cannot be a tie (every such other row is farther than that half); MarginMeter precomputes that
// bound (with a factor 1 - 1e-6 against the rounding of the computed distances), so the check is
// O(n d) for the states a working network visits and a search only near a decision boundary.
#pragma once

#include <cstddef>
#include <limits>
#include <vector>

#include "lrnn/network.hpp"

namespace lrnnc::lrnn {

struct DecodeMargin {
  std::size_t row = 0;                                      // the nearest row, first on ties
  double margin = std::numeric_limits<double>::infinity();  // see above
  bool tie() const { return margin == 0; }
};

// The full search of the K rows: O(K n d).
DecodeMargin decode_margin(const Codebook& codebook, const double* state);

class MarginMeter {
 public:
  explicit MarginMeter(const Network& network);
  // The squared distance from layer l's state h to codebook row `row`.
  double distance2(std::size_t l, std::size_t row, const double* h) const;
  // Whether layer l's decode of h is a tie, given h's squared distance `nearest_d2` to its nearest
  // row (infinity when unknown): O(1) below the layer's tie-free bound, else a search.
  bool tie(std::size_t l, const double* h, double nearest_d2) const;
  // Layer l's margin (a search).
  double margin(std::size_t l, const double* h) const { return decode_margin(network_->layers[l].codebook, h).margin; }
  std::size_t layers() const { return network_->layers.size(); }

 private:
  const Network* network_;
  std::vector<double> tie_free2_;  // per layer; 0 when two rows of different values coincide
};

}  // namespace lrnnc::lrnn
