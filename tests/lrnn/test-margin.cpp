// Decoding margins (lrnn/margin.hpp): exact ties where symmetry puts a state on a decision boundary,
// margins equal to the difference of the two distances computed another way (long double, rows
// sorted), and MarginMeter's fast tie check equal to the full search on states near and far from
// every boundary, with duplicate values and coinciding rows.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <random>
#include <vector>

#include "lrnn/margin.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;

namespace {

Codebook codebook(const std::vector<std::vector<double>>& rows, std::vector<std::uint32_t> values) {
  Codebook cb;
  cb.vectors = Matrix(static_cast<Eigen::Index>(rows.size()), static_cast<Eigen::Index>(rows[0].size()));
  for (std::size_t k = 0; k < rows.size(); ++k)
    for (std::size_t j = 0; j < rows[k].size(); ++j)
      cb.vectors(static_cast<Eigen::Index>(k), static_cast<Eigen::Index>(j)) = rows[k][j];
  cb.values = std::move(values);
  return cb;
}

// The rows of a mod-m rotation counter: (cos 2 pi k/m, sin 2 pi k/m), value k, rows k and m - k
// mirror images in y = 0 bit for bit (as the compiler's rows are), and the axes exact.
Codebook circle(std::size_t m) {
  std::vector<std::vector<double>> rows;
  std::vector<std::uint32_t> values;
  for (std::size_t k = 0; k < m; ++k) {
    const std::size_t j = std::min(k, m - k);
    const double a = 2 * std::numbers::pi * double(j) / double(m);
    double c = std::cos(a), s = std::sin(a);
    if (4 * j == m) c = 0, s = 1;
    if (2 * j == m) c = -1, s = 0;
    rows.push_back({c, k == j ? s : -s});
    values.push_back(static_cast<std::uint32_t>(k));
  }
  return codebook(rows, values);
}

// Independently: every row's distance in long double, sorted; the nearest, the nearest of another
// value, and whether their squared distances (summed in double, the decoder's comparison) are equal.
struct Brute {
  std::size_t row;
  long double margin;
  bool tie;
  bool other;  // some row has another value
};
Brute brute(const Codebook& cb, const std::vector<double>& h) {
  struct D {
    double d2;
    long double exact;
    std::size_t k;
  };
  std::vector<D> ds;
  for (Eigen::Index k = 0; k < cb.vectors.rows(); ++k) {
    double d2 = 0;
    long double e = 0;
    for (std::size_t j = 0; j < h.size(); ++j) {
      const double x = cb.vectors(k, static_cast<Eigen::Index>(j)) - h[j];
      d2 += x * x;
      const long double y = static_cast<long double>(cb.vectors(k, static_cast<Eigen::Index>(j))) - h[j];
      e += y * y;
    }
    ds.push_back({d2, e, static_cast<std::size_t>(k)});
  }
  std::stable_sort(ds.begin(), ds.end(), [](const D& a, const D& b) { return a.d2 < b.d2; });
  Brute out{ds[0].k, 0, false, false};
  for (const D& d : ds)
    if (cb.values[d.k] != cb.values[ds[0].k]) {
      out.other = true;
      out.tie = d.d2 == ds[0].d2;
      out.margin = std::sqrt(d.exact) - std::sqrt(ds[0].exact);
      break;
    }
  return out;
}

Network one_layer(const Codebook& cb) {
  Network net;
  Layer layer;
  layer.n = static_cast<std::size_t>(cb.vectors.cols());
  layer.codebook = cb;
  net.layers.push_back(layer);
  return net;
}

DecodeMargin decode_margin(const Codebook& cb, const double* h) { return MarginMeter(one_layer(cb)).decode(0, h); }

}  // namespace

TEST_CASE("MarginIsZeroExactlyOnSymmetricDecisionBoundaries", "[quick][margin]") {
  // mod 3: (x, 0) with x < 0 is equidistant from rows 1 and 2 (mirror images in y = 0); row 1
  // wins (first on ties).
  const Codebook c3 = circle(3);
  for (double x : {-0.25, -0.5, -1.0, -3.0}) {
    const std::vector<double> h{x, 0.0};
    const DecodeMargin m = decode_margin(c3, h.data());
    CHECK(m.row == 1);
    CHECK(m.tie());
  }
  // The origin is a tie of all three; a state just off the line is not.
  CHECK(decode_margin(c3, std::vector<double>{0.0, 0.0}.data()).tie());
  const DecodeMargin off = decode_margin(c3, std::vector<double>{-0.5, 1e-9}.data());
  CHECK_FALSE(off.tie());
  CHECK(off.margin > 0);
  // mod 4: the diagonal (a, a) is equidistant from (1, 0) and (0, 1).
  CHECK(decode_margin(circle(4), std::vector<double>{0.3, 0.3}.data()).tie());
  // Rows of the same value do not make a tie: {0: 1, 0: -1, 1: 3} at 0 is no tie, margin 3 - 1.
  const Codebook same = codebook({{1.0}, {-1.0}, {3.0}}, {0, 0, 1});
  const DecodeMargin s = decode_margin(same, std::vector<double>{0.0}.data());
  CHECK(s.row == 0);
  CHECK_FALSE(s.tie());
  CHECK(s.margin == 2.0);
  // One value only: no other value to decode to, an infinite margin.
  CHECK(decode_margin(codebook({{1.0}, {2.0}}, {4, 4}), std::vector<double>{1.5}.data()).margin ==
        std::numeric_limits<double>::infinity());
  // Coinciding rows of different values: every state nearest to them is a tie.
  const Codebook twin = codebook({{0.0, 1.0}, {0.0, 1.0}, {5.0, 5.0}}, {0, 1, 2});
  CHECK(decode_margin(twin, std::vector<double>{0.2, 0.7}.data()).tie());
  const Network net = one_layer(twin);
  const MarginMeter meter(net);
  const std::vector<double> h{0.0, 1.0};
  CHECK(meter.tie(0, h.data(), 0.0));  // distance 0 to its row, still a tie
}

TEST_CASE("MarginEqualsTheDistanceDifferenceAndTheFastCheckEqualsTheSearch", "[quick][margin]") {
  std::mt19937_64 gen(5);
  std::uniform_real_distribution<double> u(-1.5, 1.5);
  std::vector<Codebook> books{circle(3), circle(5), circle(4)};
  {
    // Random 3-d rows with repeated values (as the lookup decoder's parity rows).
    std::vector<std::vector<double>> rows;
    std::vector<std::uint32_t> values;
    for (std::uint32_t k = 0; k < 9; ++k) {
      rows.push_back({u(gen), u(gen), u(gen)});
      values.push_back(k % 3);
    }
    books.push_back(codebook(rows, values));
  }
  std::size_t ties = 0, fast = 0;
  for (const Codebook& cb : books) {
    const Network net = one_layer(cb);
    const MarginMeter meter(net);
    const auto n = static_cast<std::size_t>(cb.vectors.cols());
    for (int i = 0; i < 4000; ++i) {
      std::vector<double> h(n);
      if (i % 4 == 0 && n == 2) {
        // On a decision boundary: for odd m the negative x axis (rows (m-1)/2 and (m+1)/2 are
        // mirror images in it), for m = 4 the diagonal; most of them stay ties on a coarse grid.
        const double r = std::ldexp(std::round(std::ldexp(0.1 + std::abs(u(gen)), 6)), -6);
        h = cb.vectors.rows() % 2 ? std::vector<double>{-r, 0.0} : std::vector<double>{r, r};
      } else if (i % 4 == 1) {
        // Near a row: the fast path.
        const Eigen::Index k = static_cast<Eigen::Index>(gen() % static_cast<std::uint64_t>(cb.vectors.rows()));
        for (std::size_t j = 0; j < n; ++j) h[j] = cb.vectors(k, static_cast<Eigen::Index>(j)) + 1e-3 * u(gen);
      } else {
        for (double& x : h) x = u(gen);
      }
      const Brute b = brute(cb, h);
      const DecodeMargin m = decode_margin(cb, h.data());
      INFO("state " << h[0] << ", " << h[1]);
      CHECK(m.row == b.row);
      CHECK(m.tie() == b.tie);
      if (b.other && !b.tie)
        CHECK(static_cast<long double>(m.margin) == Approx(static_cast<double>(b.margin)).epsilon(1e-9).margin(1e-15));
      ties += m.tie();
      double d2 = 0;
      for (std::size_t j = 0; j < n; ++j) {
        const double x = cb.vectors(static_cast<Eigen::Index>(m.row), static_cast<Eigen::Index>(j)) - h[j];
        d2 += x * x;
      }
      CHECK(meter.tie(0, h.data(), d2) == m.tie());
      CHECK(meter.tie(0, h.data(), std::numeric_limits<double>::infinity()) == m.tie());
      fast += d2 < 1e-4;
    }
  }
  CHECK(ties > 100);  // the boundaries were hit: a real check of the tie rule
  CHECK(fast > 1000);
}
