// The fixed-point iteration's pieces that are not templates (learned/forward-fixed-point.hpp): the
// residue that stops it, the detection of iterates that repeat, and the shortcuts' test hook.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

#include "common/splitmix64.hpp"
#include "learned/forward-fixed-point.hpp"

namespace lrnnc::learned::detail {

FixedPointShortcuts fixed_point_shortcuts;

double residue(const std::vector<double>& hn, const std::vector<double>& hp, std::size_t T, std::size_t n) {
  double res = 0;
  for (std::size_t t = 0; t < T; ++t) {
    double diff = 0, norm = 0;
    for (std::size_t j = 0; j < n; ++j) {
      const double dj = std::abs(hn[t * n + j] - hp[t * n + j]), aj = std::abs(hn[t * n + j]);
      if (std::isnan(dj) || std::isnan(aj)) return std::nan("");
      diff = std::max(diff, dj);
      norm = std::max(norm, aj);
    }
    const double r = diff / (norm + 1e-8);
    if (std::isnan(r)) return r;
    res = std::max(res, r);
  }
  return res;
}

std::size_t positions_before_nan(const std::vector<double>& h, std::size_t T, std::size_t n, bool skip) {
  if (!skip) return T;
  for (std::size_t t = 0; t < T; ++t)
    if (std::all_of(h.begin() + static_cast<std::ptrdiff_t>(t * n),
                    h.begin() + static_cast<std::ptrdiff_t>((t + 1) * n), [](double v) { return std::isnan(v); }))
      return t + 1;
  return T;
}

std::size_t IterateCycles::observe(const std::vector<double>& x, const std::vector<double>& previous, std::size_t l) {
  if (!enabled_) return 0;
  if (std::memcmp(x.data(), previous.data(), x.size() * sizeof(double)) == 0) {
    enabled_ = false;
    return 1;
  }
  if (pending_ != 0 && l == pending_) {
    pending_ = 0;
    if (std::memcmp(x.data(), copy_.data(), x.size() * sizeof(double)) == 0) {
      enabled_ = false;
      return period_;
    }
  }
  const std::uint64_t h = hash(x);
  const auto [it, fresh] = seen_.try_emplace(h, l);
  if (!fresh) {
    if (pending_ == 0) {
      period_ = l - it->second;
      pending_ = l + period_;
      copy_ = x;
    }
    it->second = l;
  }
  return 0;
}

std::uint64_t IterateCycles::hash(const std::vector<double>& x) {
  std::uint64_t h = kSplitmixGamma;
  for (std::size_t i = 0; i < x.size(); i += 8) h = mix64(h ^ std::bit_cast<std::uint64_t>(x[i]));
  return mix64(h ^ std::bit_cast<std::uint64_t>(x.back()));
}

}  // namespace lrnnc::learned::detail
