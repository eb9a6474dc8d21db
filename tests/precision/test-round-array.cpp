// round_array (the branch-free rne kernel, and the per-value fallback for other modes) must agree
// with round() bit for bit, signed zeros included; NaN meets NaN.
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "precision/format.hpp"
#include "precision/round-kernels.hpp"

using namespace lrnnc::precision;

namespace {

std::vector<double> edge_and_random_inputs(std::uint64_t seed) {
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<double> xs = {0.0,
                            inf,
                            std::numeric_limits<double>::quiet_NaN(),
                            std::numeric_limits<double>::max(),
                            std::numeric_limits<double>::min(),
                            std::numeric_limits<double>::denorm_min()};
  // Powers of two and values just below the next one, with their neighbours: binade edges,
  // subnormal boundaries and overflow thresholds of every format here.
  for (int e = -1074; e <= 1023; ++e)
    for (double m : {1.0, 1.5, 1.75, 1.875, 1.9375, 1.96875, 1.984375, 1.9921875}) {
      const double x = std::ldexp(m, e);
      xs.insert(xs.end(), {x, std::nextafter(x, inf), std::nextafter(x, 0.0)});
    }
  std::mt19937_64 rng(seed);
  for (int i = 0; i < 40000; ++i) xs.push_back(std::bit_cast<double>(rng()));
  std::uniform_int_distribution<int> exponent(-160, 140);
  for (int i = 0; i < 60000; ++i)
    xs.push_back(std::ldexp(1.0 + std::ldexp(static_cast<double>(rng() >> 12), -52), exponent(rng)));
  const std::size_t n = xs.size();
  for (std::size_t i = 0; i < n; ++i) xs.push_back(-xs[i]);
  return xs;
}

}  // namespace

TEST_CASE("RoundArrayMatchesRoundElementwise", "[standard][precision]") {
  const std::uint64_t seed = 99;
  INFO("seed " << seed);
  const std::vector<double> xs = edge_and_random_inputs(seed);
  std::vector<double> out(xs.size());
  for (const char* name :
       {"bf16", "bf16:nosub", "bf16:sat", "fp16", "fp16:nosub", "fp16:sat", "e4m3", "e4m3:sat", "e4m3:nosub",
        "e4m3:sat:nosub", "e5m2", "e5m2:sat", "e5m2:nosub", "tf32", "fp32", "float:e3m2", "float:e11m51"}) {
    const FloatFormat f = parse_format(name).as_float();
    // Other modes take the per-value path; two of them on two formats keep that path honest.
    const bool all_modes = f == bf16() || f == e4m3();
    for (RoundingMode mode : {RoundingMode::rne, RoundingMode::rz, RoundingMode::ro}) {
      if (mode != RoundingMode::rne && !all_modes) continue;
      round_array(xs.data(), out.data(), xs.size(), f, mode);
      std::size_t bad = 0;
      for (std::size_t i = 0; i < xs.size(); ++i) {
        const double want = round(xs[i], f, mode);
        const bool ok = std::isnan(want) ? std::isnan(out[i])
                                         : std::bit_cast<std::uint64_t>(want) == std::bit_cast<std::uint64_t>(out[i]);
        if (!ok && bad++ < 3)
          FAIL_CHECK(name << " mode " << static_cast<int>(mode) << ": x = " << xs[i] << " round " << want
                          << " round_array " << out[i]);
      }
      INFO(name << " mode " << static_cast<int>(mode));
      CHECK(bad == 0);
    }
  }
}
