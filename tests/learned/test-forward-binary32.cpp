// The fp32 policy in hardware binary32 and the multi-row column kernel of the learned forward
// (learned/forward-arithmetic.hpp): Binary32Ops gives precision::Arithmetic's value for every
// operation under fp32 and fp32 with FMA, on random and extreme operands (subnormals, values near
// FLT_MAX and their overflow, zeros of both signs, infinities, NaN: a NaN where the Arithmetic
// has one); and columns_rows is columns() row by row, bit for bit, for every block remainder,
// continued or not, fused or not, in float and double, with the AVX2 kernel and the portable one;
// and Binary32Ops' vectorized fn(silu(x)) is the scalar formula's.
#include <bit>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "learned/forward-internal.hpp"
#include "learned/forward-layer.hpp"
#include "precision/arithmetic.hpp"

using namespace lrnnc;
using namespace lrnnc::learned::detail;

namespace {

bool same_double(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

// binary32 values: random magnitudes over the whole exponent range (subnormals too), and the edges.
class Binary32Values {
 public:
  explicit Binary32Values(std::uint64_t seed) : rng_(seed) {}

  double next() {
    const std::uint64_t pick = rng_() % 16;
    if (pick == 0) return edge(rng_());
    if (pick < 4) {  // any bit pattern: every exponent, subnormals, infinities, NaNs
      return static_cast<double>(std::bit_cast<float>(static_cast<std::uint32_t>(rng_())));
    }
    // moderate values, where sums and products stay normal
    std::normal_distribution<float> normal(0.0f, 1.0f);
    return static_cast<double>(std::ldexp(normal(rng_), static_cast<int>(rng_() % 21) - 10));
  }

  static double edge(std::uint64_t k) {
    static const double values[] = {0.0,
                                    -0.0,
                                    FLT_TRUE_MIN,
                                    -FLT_TRUE_MIN,
                                    3 * FLT_TRUE_MIN,
                                    FLT_MIN,
                                    -FLT_MIN,
                                    FLT_MIN - FLT_TRUE_MIN,
                                    FLT_MAX,
                                    -FLT_MAX,
                                    std::nextafter(FLT_MAX, 0.0f),
                                    1.0,
                                    -1.0,
                                    0.5,
                                    std::numeric_limits<double>::infinity(),
                                    -std::numeric_limits<double>::infinity(),
                                    std::numeric_limits<double>::quiet_NaN(),
                                    static_cast<double>(std::ldexp(1.0f, 64)),
                                    static_cast<double>(std::ldexp(1.0f, -64)),
                                    static_cast<double>(std::ldexp(1.5f, -75))};
    return values[k % std::size(values)];
  }

 private:
  std::mt19937_64 rng_;
};

// Doubles that are not binary32 values, for store: halfway points and their neighbours, values
// beyond FLT_MAX, double subnormals, and random doubles.
double any_double(std::mt19937_64& rng) {
  const double f = static_cast<double>(std::bit_cast<float>(static_cast<std::uint32_t>(rng())));
  switch (rng() % 5) {
    case 0: return f + std::ldexp(std::abs(f), -24);  // a tie (or near one) of the binary32 grid
    case 1: return std::nextafter(f + std::ldexp(std::abs(f), -24), 0.0);
    case 2: return std::bit_cast<double>(rng());
    case 3: return std::ldexp(static_cast<double>(rng() >> 11), static_cast<int>(rng() % 340) - 200);
    default: {  // the midpoint between FLT_MAX and 2^128 (overflows to infinity), and its neighbours
      const double mid = static_cast<double>(FLT_MAX) + std::ldexp(1.0, 103);
      const double m = rng() % 3 == 0 ? mid : std::nextafter(mid, rng() % 2 ? 0.0 : 1e300);
      return rng() % 2 ? m : -m;
    }
  }
}

}  // namespace

TEST_CASE("Binary32OpsIsTheFp32ArithmeticOnEveryOperand", "[learned][quick]") {
  for (const bool fused : {false, true}) {
    const std::string name = fused ? "fp32,fma" : "fp32";
    precision::Arithmetic ar(precision::parse_policy(name));
    const std::optional<RneRow> no_row;
    PolicyOps ref{ar, FastDot::none, no_row, false, {}};
    const Binary32Ops ops{fused};
    const std::uint64_t seed = fused ? 12 : 11;
    Binary32Values v(seed);
    std::mt19937_64 rng(seed);
    std::size_t nan_cases = 0;
    for (int i = 0; i < 200000; ++i) {
      const double a = v.next(), b = v.next(), c = v.next(), x = any_double(rng);
      INFO(name << " seed " << seed << " case " << i << ": a " << a << " b " << b << " c " << c << " x " << x);
      REQUIRE(same_double(ops.add(a, b), ref.add(a, b)));
      REQUIRE(same_double(ops.sub(a, b), ref.sub(a, b)));
      REQUIRE(same_double(ops.mul(a, b), ref.mul(a, b)));
      REQUIRE(same_double(ops.fma(a, b, c), ref.fma(a, b, c)));
      REQUIRE(same_double(ops.store(x), ref.store(x)));
      REQUIRE(same_double(ops.store(a), ref.store(a)));
      nan_cases += std::isnan(ref.fma(a, b, c));
    }
    CHECK(nan_cases > 100);
    // Every pair of edge values.
    for (std::uint64_t i = 0; i < 20; ++i)
      for (std::uint64_t j = 0; j < 20; ++j)
        for (std::uint64_t k = 0; k < 20; ++k) {
          const double a = Binary32Values::edge(i), b = Binary32Values::edge(j), c = Binary32Values::edge(k);
          INFO(name << ": a " << a << " b " << b << " c " << c);
          REQUIRE(same_double(ops.add(a, b), ref.add(a, b)));
          REQUIRE(same_double(ops.sub(a, b), ref.sub(a, b)));
          REQUIRE(same_double(ops.mul(a, b), ref.mul(a, b)));
          REQUIRE(same_double(ops.fma(a, b, c), ref.fma(a, b, c)));
        }
  }
}

TEST_CASE("Binary32OpsDotsAndMatricesAreTheFp32Arithmetics", "[learned][quick]") {
  for (const bool fused : {false, true}) {
    const std::string name = fused ? "fp32,fma" : "fp32";
    precision::Arithmetic ar(precision::parse_policy(name));
    const std::optional<RneRow> no_row;
    PolicyOps ref{ar, FastDot::none, no_row, false, {}};
    const Binary32Ops ops{fused};
    Binary32Values v(21);
    std::mt19937_64 rng(22);
    for (int trial = 0; trial < 300; ++trial) {
      const std::size_t rows = 1 + rng() % 20, cols = 1 + rng() % 40;
      // Mostly moderate values (finite sums), some extreme ones.
      std::vector<double> w(rows * cols), x(cols), y(rows), z(rows), acc(rows), acc_ref(rows);
      for (double& e : w) e = rng() % 50 ? static_cast<double>(static_cast<float>(std::ldexp(v.next(), -2))) : v.next();
      for (double& e : x) e = rng() % 50 ? std::ldexp(static_cast<double>(rng() % 2001) - 1000, -9) : v.next();
      for (double& e : w) e = ref.store(e);
      const Matrix W = make_matrix(rows, cols, w.data(), true);
      INFO(name << " trial " << trial << ": " << rows << " x " << cols);
      CHECK(same_double(ops.dot(w.data(), x.data(), cols), ref.dot(w.data(), x.data(), cols)));
      ops.linear(W, x.data(), y.data());
      ref.linear(W, x.data(), z.data());
      for (std::size_t j = 0; j < rows; ++j) CHECK(same_double(y[j], z[j]));
      ops.columns(W.wt.data(), cols, rows, x.data(), y.data());
      ref.columns(W.wt.data(), cols, rows, x.data(), z.data());
      for (std::size_t j = 0; j < rows; ++j) CHECK(same_double(y[j], z[j]));
      // linear_part over [0, k) and then [k, cols), stored: linear.
      const std::size_t k = rng() % (cols + 1);
      if (k > 0) ops.linear_part(W, 0, k, x.data(), nullptr, acc.data());
      ops.linear_part(W, k, cols, x.data() + k, k > 0 ? acc.data() : nullptr, acc.data());
      ops.linear_part_rows(W, 0, cols, 1, x.data(), cols, nullptr, 0, acc_ref.data(), rows);
      for (std::size_t j = 0; j < rows; ++j) {
        CHECK(same_double(ops.store(acc[j]), z[j]));
        CHECK(same_double(ops.store(acc_ref[j]), z[j]));
      }
      // fma_row: row[j] = fma(b, w[j], row[j]).
      std::vector<double> r1(x), r2(x);
      const double b = ref.store(v.next());
      ops.fma_row(b, w.data(), r1.data(), cols);
      ref.fma_row(b, w.data(), r2.data(), cols);
      for (std::size_t j = 0; j < cols; ++j) CHECK(same_double(r1[j], r2[j]));
    }
  }
}

namespace {

// columns_rows against columns() on each row, for one element type.
template <class Acc, bool Fused>
void check_columns_rows(std::mt19937_64& rng, std::size_t rows, std::size_t out, std::size_t in, bool continued,
                        bool in_place) {
  std::vector<Acc> M(in * out);
  std::vector<double> X(rows * (in + 3)), start(rows * (out + 1)), Y(rows * (out + 2)), expected(rows * out);
  std::normal_distribution<double> normal(0.0, 1.0);
  const auto value = [&]() {
    switch (rng() % 8) {
      case 0: return 0.0;
      case 1: return -0.0;
      default: return static_cast<double>(static_cast<Acc>(normal(rng)));
    }
  };
  for (Acc& m : M) m = static_cast<Acc>(value());
  for (double& x : X) x = value();
  for (double& s : start) s = value();
  const std::size_t ldx = in + 3, lds = out + 1, ldy = in_place ? lds : out + 2;
  for (std::size_t r = 0; r < rows; ++r)
    columns<Acc, Fused>(M.data(), in, out, X.data() + r * ldx, expected.data() + r * out,
                        continued ? start.data() + r * lds : nullptr);
  double* y = in_place ? start.data() : Y.data();
  columns_rows<Acc, Fused>(M.data(), in, out, rows, X.data(), ldx, y, ldy, continued ? start.data() : nullptr, lds);
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t j = 0; j < out; ++j) {
      INFO("rows " << rows << " out " << out << " in " << in << (continued ? " continued" : "")
                   << (in_place ? " in place" : "") << (Fused ? " fused" : "") << " row " << r << " lane " << j);
      REQUIRE(std::bit_cast<std::uint64_t>(y[r * ldy + j]) == std::bit_cast<std::uint64_t>(expected[r * out + j]));
    }
}

}  // namespace

TEST_CASE("ColumnsRowsIsColumnsOnEveryRow", "[learned][quick]") {
  std::mt19937_64 rng(31);
  const std::size_t row_counts[] = {1, 2, 3, 4, 5, 7, 8, 9, 16, 37};
  const std::size_t out_counts[] = {1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 47, 48, 49, 64, 70};
  const std::size_t in_counts[] = {1, 2, 3, 64, 130};
  for (const bool wide : {true, false}) {
    avx2_kernels_enabled = wide;
    for (const std::size_t rows : row_counts)
      for (const std::size_t out : out_counts)
        for (const std::size_t in : in_counts) {
          const bool continued = rng() % 2, in_place = continued && rng() % 3 == 0;
          check_columns_rows<float, false>(rng, rows, out, in, continued, in_place);
          check_columns_rows<float, true>(rng, rows, out, in, continued, in_place);
          check_columns_rows<double, false>(rng, rows, out, in, continued, in_place);
          check_columns_rows<double, true>(rng, rows, out, in, continued, in_place);
        }
    // Every size from 1 to the bounds on one axis at a time.
    for (std::size_t rows = 1; rows <= 37; ++rows) check_columns_rows<float, false>(rng, rows, 20, 5, rows % 2, false);
    for (std::size_t out = 1; out <= 70; ++out) check_columns_rows<float, true>(rng, 5, out, 6, out % 2, false);
    for (std::size_t in = 1; in <= 130; ++in) check_columns_rows<double, false>(rng, 6, 19, in, in % 2, false);
  }
  avx2_kernels_enabled = true;
}

// Binary32Ops' store_silu (learned/forward-binary32.cpp) is round32(silu(x)) of the scalar formula,
// bit for bit (NaN: NaN), on binary32 values and on any doubles, in and out of its vector range
// (|x| <= 600), near the edges of sigmoid's shortcuts, and on values whose rounding its margin
// cannot decide (which take the scalar formula: some of the random ones do).
TEST_CASE("Binary32StoreSiluIsTheScalarFormula", "[learned][quick]") {
  std::mt19937_64 rng(41);
  std::vector<double> x;
  const double edges[] = {0.0,
                          -0.0,
                          600.0,
                          -600.0,
                          0x1p-500,
                          -0x1p-500,
                          0x1p-501,
                          710.0,
                          -710.0,
                          -710.5,
                          746.0,
                          746.5,
                          1e-320,
                          -1e300,
                          std::numeric_limits<double>::infinity(),
                          -std::numeric_limits<double>::infinity(),
                          std::numeric_limits<double>::quiet_NaN()};
  for (const double e : edges) {
    x.push_back(e);
    x.push_back(std::nextafter(e, 0.0));
    x.push_back(std::nextafter(e, 1e308));
  }
  std::uniform_real_distribution<double> narrow(-20.0, 20.0), wide(-800.0, 800.0);
  for (int i = 0; i < (1 << 20); ++i) {
    const double v = i % 4 == 3 ? wide(rng) : narrow(rng);
    x.push_back(i % 2 ? v : static_cast<double>(static_cast<float>(v)));  // binary32 values, as the forward's
  }
  std::size_t outside = 0;  // the values that the vector path leaves to the scalar formula in any case
  for (const double v : x) {
    const double a = std::abs(v);
    const bool shortcut = v < -710.0 || v > 746.0 || std::isnan(v);  // exact in the vector path too
    outside += !shortcut && !(a <= 600.0 && a >= 0x1p-500);
  }
  for (const bool avx2 : {true, false}) {
    avx2_kernels_enabled = avx2;
    std::vector<double> y = x;
    const std::size_t scalar = binary32_store_silu(y.data(), y.size());
    for (std::size_t k = 0; k < x.size(); ++k) {
      INFO("x = " << x[k] << (avx2 ? " (AVX2)" : ""));
      REQUIRE(same_double(y[k], Binary32Ops::round(silu(x[k]))));
    }
    if (avx2 && avx2_kernels()) {
      CHECK(scalar > outside + 3);  // the margin sent some in-range values to the scalar formula
      CHECK(scalar < outside + x.size() / 1000);
    } else {
      CHECK(scalar == x.size());
    }
  }
  avx2_kernels_enabled = true;
}
