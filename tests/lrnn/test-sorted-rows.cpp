// detail::SortedRows (lrnn/runner-plan.hpp), the engine's nearest-row search over the codebook sorted
// by its first coordinate, against the linear search detail::nearest on random codebooks.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "lrnn/runner-plan.hpp"

using namespace lrnnc::lrnn;

TEST_CASE("SortedRowsFindTheRowThatTheLinearSearchFinds", "[quick]") {
  const std::uint64_t seed = 20261129;
  std::mt19937_64 rng(seed);
  std::size_t searches = 0, ties = 0;
  for (int trial = 0; trial < 300; ++trial) {
    detail::LayerPlan plan;
    plan.nd = 1 + rng() % 4;
    plan.code_rows = 1 + rng() % 60;
    // Rows on a coarse grid half the time (equal rows and equally near rows, the tie rule), on the
    // unit circle or random otherwise.
    const int kind = trial % 3;
    plan.code.resize(plan.code_rows * plan.nd);
    for (std::size_t k = 0; k < plan.code_rows; ++k)
      for (std::size_t j = 0; j < plan.nd; ++j) {
        double& x = plan.code[k * plan.nd + j];
        if (kind == 0)
          x = static_cast<double>(static_cast<int>(rng() % 5) - 2);
        else if (kind == 1)
          x = j == 0 ? std::cos(0.01 * static_cast<double>(rng() % 629)) : std::sin(static_cast<double>(k));
        else
          x = std::ldexp(static_cast<double>(rng() % 2001) - 1000.0, -static_cast<int>(rng() % 12));
      }
    const detail::SortedRows sorted(plan);
    std::vector<double> h(plan.nd);
    for (int q = 0; q < 50; ++q) {
      for (double& x : h)
        x = kind == 0 ? 0.5 * static_cast<double>(static_cast<int>(rng() % 9) - 4)
                      : std::ldexp(static_cast<double>(rng() % 4001) - 2000.0, -10);
      const auto [want, d2] = detail::nearest(plan, h.data());
      const std::uint32_t got = sorted.nearest(h.data());
      CAPTURE(seed, trial, q, plan.nd, plan.code_rows, want, got);
      REQUIRE(got == want);
      for (std::uint32_t k = 0; k < plan.code_rows; ++k)
        ties += k != want && detail::distance2(plan, k, h.data()) == d2;
      ++searches;
    }
  }
  CHECK(searches == 300 * 50);
  CHECK(ties > 100);  // the tie rule was exercised
}
