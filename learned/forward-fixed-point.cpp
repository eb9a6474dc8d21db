// The fixed-point iteration's pieces that are not templates (learned/forward-fixed-point.hpp): the
// residue that stops it, the detection of iterates that repeat, and the shortcuts' test hook.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "common/splitmix64.hpp"
#include "learned/forward-fixed-point.hpp"

namespace lrnnc::learned::detail {

FixedPointShortcuts fixed_point_shortcuts;

double residue(const std::vector<double>& hn, const std::vector<double>& hp, std::size_t T, std::size_t n) {
  // A NaN anywhere makes the residue NaN, as does a row's r (inf / inf); else the largest r (the
  // maxima do not depend on the order of the values: two lanes at a time).
  double res = 0;
  for (std::size_t t = 0; t < T; ++t) {
    const double *a = hn.data() + t * n, *b = hp.data() + t * n;
    double diff = 0, norm = 0;
    bool nan = false;
    std::size_t j = 0;
#if defined(__SSE2__)
    const __m128d abs = _mm_castsi128_pd(_mm_set1_epi64x(0x7fffffffffffffffLL));
    __m128d d2 = _mm_setzero_pd(), n2 = _mm_setzero_pd(), bad = _mm_setzero_pd();
    for (; j + 2 <= n; j += 2) {
      const __m128d x = _mm_loadu_pd(a + j), dj = _mm_and_pd(_mm_sub_pd(x, _mm_loadu_pd(b + j)), abs);
      bad = _mm_or_pd(bad, _mm_cmpunord_pd(dj, dj));  // a NaN in a or b
      d2 = _mm_max_pd(dj, d2);
      n2 = _mm_max_pd(_mm_and_pd(x, abs), n2);
    }
    nan = _mm_movemask_pd(bad) != 0;
    diff = std::max(_mm_cvtsd_f64(d2), _mm_cvtsd_f64(_mm_unpackhi_pd(d2, d2)));
    norm = std::max(_mm_cvtsd_f64(n2), _mm_cvtsd_f64(_mm_unpackhi_pd(n2, n2)));
#endif
    for (; j < n; ++j) {
      const double dj = std::abs(a[j] - b[j]), aj = std::abs(a[j]);
      nan = nan || std::isnan(dj);
      diff = std::max(diff, dj);
      norm = std::max(norm, aj);
    }
    const double r = diff / (norm + 1e-8);
    if (nan || std::isnan(r)) return std::nan("");
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
  // Four chains side by side (the mixes' latencies overlap), then combined.
  std::uint64_t h[4] = {kSplitmixGamma, 1, 2, 3};
  std::size_t i = 0;
  for (; i + 24 < x.size(); i += 32)
    for (std::size_t c = 0; c < 4; ++c) h[c] = mix64(h[c] ^ std::bit_cast<std::uint64_t>(x[i + 8 * c]));
  for (; i < x.size(); i += 8) h[0] = mix64(h[0] ^ std::bit_cast<std::uint64_t>(x[i]));
  return mix64(h[0] ^ mix64(h[1] ^ mix64(h[2] ^ mix64(h[3] ^ std::bit_cast<std::uint64_t>(x.back())))));
}

}  // namespace lrnnc::learned::detail
