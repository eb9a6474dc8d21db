// Internal to the Runner (lrnn/runner-impl.hpp) and the batched orders (simulate-batch.cpp): a
// layer's tokens precompiled into flat plans (weights rounded to the storage format, the support of
// each Householder vector), its token lookup tables and its decoder. Not installed API.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <limits>
#include <utility>
#include <vector>

#include "lrnn/network.hpp"

namespace lrnnc::lrnn::detail {

constexpr std::uint32_t kUnknownRow = 0xffffffffu;
// Tables larger than this (entries) are not built; lookups fall back to a search.
constexpr std::size_t kMaxTable = std::size_t{1} << 24;

struct FactorPlan {
  std::uint32_t begin = 0, count = 0;  // into LayerPlan::index / LayerPlan::weights
  double beta = 0;
  // The support inline when it has two entries (transpositions: the common case, and the hot loop).
  std::uint32_t i0 = 0, i1 = 0;
  double v0 = 0, v1 = 0;
};

struct TokenPlan {
  enum Kind : std::uint8_t { diagonal, householder, dense };
  Kind kind = diagonal;
  std::uint32_t data = 0;  // diagonal: a; dense: rows (row-major); into weights
  std::uint32_t factor_begin = 0, factor_count = 0;
  std::int64_t b = -1;  // offset of B (n*d, column-major) into weights, -1: none
};

struct LayerPlan {
  std::size_t n = 1, d = 1, nd = 1;
  std::vector<TokenPlan> tokens;
  std::vector<double> weights;
  std::vector<std::uint32_t> index;
  std::vector<FactorPlan> factors;
  std::vector<double> H0;

  // Token lookup: by letter (no context), or by (letter, context values) in a mixed-radix table.
  std::vector<std::int32_t> by_letter;
  std::vector<ContextRef> context;
  std::vector<std::uint32_t> radix;
  std::vector<std::int32_t> by_key;  // empty: fall back to Layer::find_token
  std::size_t letters = 0;

  // Decoding: the codebook (code_rows rows) row-major, and the learned row predictions
  // next_row[row * tokens.size() + token].
  std::size_t code_rows = 1;
  std::vector<double> code;
  std::vector<std::uint32_t> code_values;
  double accept2 = std::numeric_limits<double>::infinity();  // squared distance that proves nearest
  std::vector<std::uint32_t> next_row;
  bool read_by_higher = false;
};

// Squared distance from h to codebook row `row` (the same loop, and so the same rounding, as
// nearest_codebook_row).
inline double distance2(const LayerPlan& plan, std::uint32_t row, const double* h) {
  const double* c = plan.code.data() + row * plan.nd;
  double s = 0;
  for (std::size_t j = 0; j < plan.nd; ++j) {
    const double diff = c[j] - h[j];
    s += diff * diff;
  }
  return s;
}

// A state with no nearest row: every squared distance is NaN or infinite, which happens exactly
// when the state has a NaN or an infinite entry (the codebook is finite). Such a state decodes to
// no value (kNoValue), which reads as no automaton state: a failure at that position, never row 0
// by default. The same bits as kUnknownRow and RunState::kStale, so a lost row is never used as a
// prediction's starting row and a later decode searches again.
constexpr std::uint32_t kNoRow = 0xffffffffu;
constexpr std::uint32_t kNoValue = 0xffffffffu;  // >= every readout size and context radix

// The decoded value of `row` (kNoValue for kNoRow).
inline std::uint32_t value_of(const LayerPlan& plan, std::uint32_t row) {
  return row == kNoRow ? kNoValue : plan.code_values[row];
}

// The nearest codebook row to h and its squared distance (the first of equally near rows), or
// {kNoRow, infinity} when no distance is finite (h has a NaN or an infinite entry).
inline std::pair<std::uint32_t, double> nearest(const LayerPlan& plan, const double* h) {
  std::uint32_t best = kNoRow;
  double best_d = std::numeric_limits<double>::infinity();
  for (std::size_t k = 0; k < plan.code_rows; ++k) {
    const double s = distance2(plan, static_cast<std::uint32_t>(k), h);
    if (s < best_d) best_d = s, best = static_cast<std::uint32_t>(k);
  }
  return {best, best_d};
}

// The codebook rows of a plan in the order of their first coordinate, for nearest-row searches
// that skip most rows: a search scans outward from the query's place in that order and stops in
// each direction at the first row whose first coordinate alone is farther than the best row so far
// (a squared distance, summed in distance2's order from non-negative terms, is at least its first
// term). For a finite query, the same row as detail::nearest: the first of equally near rows.
// O(K log K) to build; a search costs O(log K) plus the rows within reach.
class SortedRows {
 public:
  explicit SortedRows(const detail::LayerPlan& plan) : plan_(plan), order_(plan.code_rows) {
    for (std::uint32_t k = 0; k < order_.size(); ++k) order_[k] = k;
    std::stable_sort(order_.begin(), order_.end(),
                     [&](std::uint32_t a, std::uint32_t b) { return first(a) < first(b); });
  }

  // The nearest row to the finite point h (plan.nd values).
  std::uint32_t nearest(const double* h) const {
    const auto at =
        std::lower_bound(order_.begin(), order_.end(), h[0], [&](std::uint32_t k, double x) { return first(k) < x; });
    std::uint32_t best = kNoRow;
    double best_d = std::numeric_limits<double>::infinity();
    // Rows on one side, nearest first in the first coordinate, until they are out of reach.
    const auto scan = [&](auto begin, auto end) {
      for (auto it = begin; it != end; ++it) {
        const double dx = first(*it) - h[0];
        if (dx * dx > best_d) return;
        const double d = distance2(plan_, *it, h);
        if (d < best_d || (d == best_d && *it < best)) best_d = d, best = *it;
      }
    };
    scan(at, order_.end());
    scan(std::make_reverse_iterator(at), order_.rend());
    return best;
  }

 private:
  double first(std::uint32_t k) const { return plan_.code[k * plan_.nd]; }

  const detail::LayerPlan& plan_;
  std::vector<std::uint32_t> order_;
};

}  // namespace lrnnc::lrnn::detail
