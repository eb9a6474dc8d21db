// Decoding margins: how far a layer's state is from decoding to another value, and whether its
// decode was a tie that only the first-row rule settled (lrnn/network.hpp "Decoding").
//
// For a layer state H whose nearest codebook row is k (the first one on ties), the margin is
//   dist(H, the nearest row whose value differs from row k's) - dist(H, row k)  >= 0,
// Euclidean, computed from the two squared distances d2' >= d2 (as the decoder computes them, in
// double, summed over the entries in order) as (d2' - d2) / (sqrt(d2') + sqrt(d2)), which is 0
// exactly when d2' == d2: a tie, where another tie rule would have decoded another value.
// +infinity when every row has row k's value. A network's margin at a position is the smallest
// over its layers; a position is a tie when some layer's decode is.
//
// Checking every decode for ties would search the K rows each time. A layer whose state lies
// closer to its nearest row than half the smallest distance between two rows of different values
// cannot be a tie (every such other row is farther than that half); MarginMeter precomputes that
// bound (with a factor 1 - 1e-6 against the rounding of the computed distances), so the check is
// O(n d) for the states a working network visits and one pass over the K rows only near a
// decision boundary. Made once per network: O(K^2 n d), like the Runner's own decoder plan.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "lrnn/network.hpp"

namespace lrnnc::lrnn {

// A state with no finite distance to any row (a NaN or an infinite entry, which the decoders read
// as no automaton state: a failure) has no margin: margin 0, finite false, and it is not a tie.
struct DecodeMargin {
  std::size_t row = 0;                                      // the nearest row, first on ties
  double margin = std::numeric_limits<double>::infinity();  // see above
  bool finite = true;                                       // false: no finite distance
  bool tie() const { return finite && margin == 0; }
};

class MarginMeter {
 public:
  explicit MarginMeter(const Network& network);
  std::size_t layers() const { return layers_.size(); }
  // The squared distance from layer l's state h to codebook row `row`, summed as the Runner's
  // decoder sums it (bit for bit: sqrt of it is Runner::drift's distance).
  double distance2(std::size_t l, std::size_t row, const double* h) const;
  // Whether layer l's decode of h is a tie, given h's squared distance `nearest_d2` to its nearest
  // row (infinity when unknown): O(1) below the layer's tie-free bound, else a search.
  bool tie(std::size_t l, const double* h, double nearest_d2) const;
  // Layer l's nearest row and margin: one pass over the K rows.
  DecodeMargin decode(std::size_t l, const double* h) const;

 private:
  struct Layer {
    std::size_t rows = 0, width = 0;
    std::vector<double> code;  // rows x width, row-major
    std::vector<std::uint32_t> values;
    double tie_free2 = 0;  // 0 when two rows of different values coincide
  };
  std::vector<Layer> layers_;
};

}  // namespace lrnnc::lrnn
