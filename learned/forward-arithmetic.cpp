// The hardware dot products and the rne row kernel of the learned forward
// (learned/forward-arithmetic.hpp): which policies they reproduce, and the kernels by kind.
#include "learned/forward-arithmetic.hpp"

#include <cfloat>

#include "common/error.hpp"

namespace lrnnc::learned::detail {

std::atomic<bool> fast_dot_enabled{true};

FastDot fast_dot_kind(const precision::Policy& policy) {
  using precision::Format;
  if (!fast_dot_enabled) return FastDot::none;
  if (policy.rounding.mode != precision::RoundingMode::rne || policy.order != precision::SumOrder::sequential)
    return FastDot::none;
  if (policy.accumulator == Format{precision::fp64()}) return policy.fma ? FastDot::f64_fma : FastDot::f64;
  if (policy.accumulator != Format{precision::fp32()} || !policy.storage.is_float()) return FastDot::none;
  const precision::FloatFormat& s = policy.storage.as_float();
  if (s.exponent_bits > 8 || s.mantissa_bits > 23 || s.max_finite() > FLT_MAX) return FastDot::none;
  return policy.fma ? FastDot::f32_fma : FastDot::f32;
}

std::optional<RneRow> rne_row(const precision::Policy& policy) {
  if (!fast_dot_enabled || policy.fma || policy.rounding.mode != precision::RoundingMode::rne ||
      !policy.storage.is_float())
    return std::nullopt;
  const precision::FormatRounder rounder(policy.storage, policy.rounding);
  const precision::FloatFormat& f = policy.storage.as_float();
  if (rounder.kind() != precision::FormatRounder::Kind::rne_fast || f.mantissa_bits > 24) return std::nullopt;
  RneRow r;
  r.shift = 52 - f.mantissa_bits;
  r.low = (std::uint64_t{1} << r.shift) - 1;
  r.half_minus_one = (std::uint64_t{1} << (r.shift - 1)) - 1;
  r.min_normal = f.min_normal();
  r.max_finite = f.max_finite();
  return r;
}

Matrix make_matrix(std::size_t rows, std::size_t cols, const double* values, bool with_float) {
  Matrix m;
  m.rows = rows;
  m.cols = cols;
  m.w.assign(values, values + rows * cols);
  m.wt.resize(rows * cols);
  for (std::size_t j = 0; j < rows; ++j)
    for (std::size_t i = 0; i < cols; ++i) m.wt[i * rows + j] = values[j * cols + i];
  if (with_float) m.wtf.assign(m.wt.begin(), m.wt.end());
  return m;
}

namespace {
template <class Acc, bool Fused>
double sequential_dot(const double* a, const double* b, std::size_t n) {
  if (n == 0) return 0.0;
  Acc s = static_cast<Acc>(a[0]) * static_cast<Acc>(b[0]);
  for (std::size_t i = 1; i < n; ++i) {
    if constexpr (Fused)
      s = std::fma(static_cast<Acc>(a[i]), static_cast<Acc>(b[i]), s);
    else
      s = s + static_cast<Acc>(a[i]) * static_cast<Acc>(b[i]);
  }
  return static_cast<double>(s);
}
}  // namespace

double fast_dot(FastDot kind, const double* a, const double* b, std::size_t n) {
  switch (kind) {
    case FastDot::f32: return sequential_dot<float, false>(a, b, n);
    case FastDot::f32_fma: return sequential_dot<float, true>(a, b, n);
    case FastDot::f64: return sequential_dot<double, false>(a, b, n);
    case FastDot::f64_fma: return sequential_dot<double, true>(a, b, n);
    case FastDot::none: break;
  }
  throw Error("fast_dot: no hardware dot for this policy");
}

void fast_columns(FastDot kind, const double* M, std::size_t in, std::size_t out, const double* x, double* y,
                  const double* start) {
  switch (kind) {
    case FastDot::f32: return columns<float, false>(M, in, out, x, y, start);
    case FastDot::f32_fma: return columns<float, true>(M, in, out, x, y, start);
    case FastDot::f64: return columns<double, false>(M, in, out, x, y, start);
    case FastDot::f64_fma: return columns<double, true>(M, in, out, x, y, start);
    case FastDot::none: break;
  }
  throw Error("fast_columns: no hardware dot for this policy");
}

}  // namespace lrnnc::learned::detail
