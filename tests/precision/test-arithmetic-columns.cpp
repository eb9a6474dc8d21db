// Arithmetic::columns (many dot products side by side) against Arithmetic::dot column by column,
// bit for bit, under every kind of policy and with each vector kernel this CPU runs (AVX-512,
// AVX2, two lanes); its continued chains (start) against the whole dot; and the two-lane and the
// wide rne kernels against the one-lane kernel on every kind of input.
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "common/error.hpp"
#include "precision/arithmetic.hpp"
#include "precision/format.hpp"
#include "precision/policy.hpp"
#include "precision/rne-columns.hpp"

using namespace lrnnc;
using namespace lrnnc::precision;

namespace {

bool same_bits(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

// Values of the storage format over many binades (zeros, subnormals and overflowing products of
// the narrow formats), an infinity or NaN now and then.
std::vector<double> storage_values(Arithmetic& ar, std::size_t count, std::mt19937_64& rng, bool specials) {
  std::uniform_int_distribution<int> exponent(-14, 9);
  std::uniform_real_distribution<double> mantissa(-2.0, 2.0);
  std::vector<double> v(count);
  for (double& x : v) {
    const std::uint64_t pick = rng() % 64;
    if (specials && pick == 0)
      x = std::numeric_limits<double>::infinity();
    else if (specials && pick == 1)
      x = std::numeric_limits<double>::quiet_NaN();
    else if (pick == 2)
      x = 0.0;
    else
      x = ar.to_storage(std::ldexp(mantissa(rng), exponent(rng)));
  }
  return v;
}

// The vector kernels this CPU runs, widest first (none: the two-lane kernel alone).
std::vector<detail::ColumnsIsa> isa_levels() {
  std::vector<detail::ColumnsIsa> levels;
  for (const auto isa : {detail::ColumnsIsa::avx512, detail::ColumnsIsa::avx2, detail::ColumnsIsa::none})
    if (detail::columns_isa_supported(isa)) levels.push_back(isa);
  return levels;
}

const char* isa_name(detail::ColumnsIsa isa) {
  switch (isa) {
    case detail::ColumnsIsa::avx512: return "avx512";
    case detail::ColumnsIsa::avx2: return "avx2";
    case detail::ColumnsIsa::none: return "two lanes";
    default: return "automatic";
  }
}

// Sets the kernel level for one scope, and back to automatic after it.
struct IsaScope {
  explicit IsaScope(detail::ColumnsIsa isa) { detail::set_columns_isa(isa); }
  ~IsaScope() { detail::set_columns_isa(detail::ColumnsIsa::automatic); }
  IsaScope(const IsaScope&) = delete;
  IsaScope& operator=(const IsaScope&) = delete;
};

}  // namespace

TEST_CASE("ArithmeticColumnsEqualsDotColumnByColumn", "[precision][quick]") {
  for (const detail::ColumnsIsa isa : isa_levels()) {
    const IsaScope scope(isa);
    INFO("kernel " << isa_name(isa));
    std::mt19937_64 rng(2026);
    std::size_t fast = 0;
    for (const char* text : {"bf16", "fp16", "e4m3", "e5m2", "e4m3:sat", "bf16:nosub", "tf32", "fp32", "bf16,acc=fp32",
                             "e4m3,acc=fp16", "fp64", "bf16,fma", "bf16,order=pairwise", "bf16,rounding=rz",
                             "e4m3,rounding=sr:9", "fixed:q7.8", "fixed:q3.12,acc=fixed:q7.20"}) {
      const Policy policy = parse_policy(text);
      for (const bool specials : {false, true}) {
        for (const std::size_t in : {1, 2, 7, 33}) {
          for (const std::size_t out : {1, 3, 8, 17, 45, 76}) {
            INFO(text << " in " << in << " out " << out << (specials ? " with inf and NaN" : ""));
            Arithmetic ar(policy), reference(policy), values(policy);
            const std::vector<double> M = storage_values(values, in * out, rng, specials && !policy.storage.is_fixed());
            const std::vector<double> x = storage_values(values, in, rng, false);
            std::vector<double> y(out), column(in);
            ar.columns(M.data(), in, out, x.data(), y.data());
            for (std::size_t j = 0; j < out; ++j) {
              for (std::size_t i = 0; i < in; ++i) column[i] = M[i * out + j];
              const double want = reference.dot(column.data(), x.data(), in);
              INFO("column " << j << ": columns " << y[j] << ", dot " << want);
              CHECK(same_bits(y[j], want));
            }
            if (!ar.sequential_rne_dot()) {
              if (in > 1) CHECK_THROWS_AS(ar.columns(M.data(), 1, out, x.data(), y.data(), y.data()), Error);
              continue;
            }
            ++fast;
            // Every split of the inputs: [0, k) and then [k, in) from its results is the whole dot.
            std::vector<double> whole(out), acc(out), rest(out);
            ar.columns(M.data(), in, out, x.data(), whole.data());
            for (std::size_t k = 1; k <= in; ++k) {
              ar.columns(M.data(), k, out, x.data(), acc.data());
              ar.columns(M.data() + k * out, in - k, out, x.data() + k, rest.data(), acc.data());
              for (std::size_t j = 0; j < out; ++j) {
                INFO("split at " << k << ", column " << j);
                CHECK(same_bits(rest[j], whole[j]));
              }
            }
          }
        }
      }
    }
    CHECK(fast > 0);
  }
}

#if defined(__SSE2__)
TEST_CASE("RneKernelOnTwoLanesEqualsItOnEach", "[precision][quick]") {
  std::mt19937_64 rng(5);
  std::vector<double> xs = {0.0,
                            std::numeric_limits<double>::infinity(),
                            std::numeric_limits<double>::quiet_NaN(),
                            std::numeric_limits<double>::max(),
                            std::numeric_limits<double>::min(),
                            std::numeric_limits<double>::denorm_min()};
  for (int e = -160; e <= 140; ++e)
    for (const double m : {1.0, 1.5, 1.75, 1.9921875, 1.99951171875}) {
      const double x = std::ldexp(m, e);
      xs.insert(xs.end(), {x, std::nextafter(x, 0.0), std::nextafter(x, 4.0 * x)});
    }
  for (int i = 0; i < 20000; ++i) xs.push_back(std::bit_cast<double>(rng()));
  std::uniform_int_distribution<int> exponent(-160, 140);
  for (int i = 0; i < 20000; ++i)
    xs.push_back(std::ldexp(1.0 + std::ldexp(static_cast<double>(rng() >> 12), -52), exponent(rng)));
  const std::size_t n = xs.size();
  for (std::size_t i = 0; i < n; ++i) xs.push_back(-xs[i]);
  for (const char* name : {"bf16", "bf16:nosub", "bf16:sat", "fp16", "fp16:sat", "e4m3", "e4m3:sat", "e4m3:nosub",
                           "e5m2", "e5m2:sat", "tf32", "fp32", "float:e3m2"}) {
    const RneKernel rne(parse_format(name).as_float());
    std::size_t bad = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
      // Each value beside a normal one and beside another random one: both paths of the test.
      for (const double other : {1.0, xs[(i * 7919) % xs.size()]}) {
        const __m128d two = rne(_mm_set_pd(other, xs[i]));
        double lanes[2];
        _mm_storeu_pd(lanes, two);
        if (!same_bits(lanes[0], rne(xs[i])) || !same_bits(lanes[1], rne(other)))
          if (bad++ < 3) FAIL_CHECK(name << ": x = " << xs[i] << " beside " << other);
      }
    }
    INFO(name);
    CHECK(bad == 0);
    // The wide kernels round each value as the product value * 1 (columns of one input): the fast
    // path and the branch-free edge of every lane, beside values of both kinds.
    for (const detail::ColumnsIsa isa : isa_levels()) {
      if (isa == detail::ColumnsIsa::none) continue;
      INFO("kernel " << isa_name(isa));
      const double one = 1.0;
      std::vector<double> y(xs.size());
      const std::size_t done = [&] {
        const IsaScope scope(isa);
        return detail::rne_columns_wide(rne, xs.data(), 1, xs.size(), &one, y.data(), nullptr);
      }();
      CHECK(done + 8 > xs.size());
      std::size_t wide_bad = 0;
      for (std::size_t i = 0; i < done; ++i)
        if (!same_bits(y[i], rne(xs[i])))
          if (wide_bad++ < 3) FAIL_CHECK(name << ": x = " << xs[i] << " rounds to " << y[i] << ", not " << rne(xs[i]));
      CHECK(wide_bad == 0);
    }
  }
}
#endif
