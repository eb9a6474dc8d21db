// The exact behaviours the precision layer must reproduce (issue 3, section 4), each a test.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

#include "precision/format.hpp"
#include "precision/round-kernels.hpp"

using namespace lrnnc::precision;

namespace {

double rnd(double x, const FloatFormat& f, RoundingMode m = RoundingMode::rne) { return round(x, f, m); }

// h <- h + 1 in the format until it stops changing; returns where it stalls.
double counter_stall(const FloatFormat& f) {
  double h = 0.0;
  while (true) {
    double next = rnd(h + 1.0, f);
    if (next == h) return h;
    h = next;
  }
}

}  // namespace

TEST_CASE("Counter h <- h + 1 stalls at 2^p", "[quick][precision]") {
  CHECK(counter_stall(bf16()) == 256.0);
  CHECK(counter_stall(fp16()) == 2048.0);
  CHECK(counter_stall(e4m3()) == 16.0);
  CHECK(counter_stall(e5m2()) == 8.0);
  CHECK(counter_stall(fp32()) == 16777216.0);
}

TEST_CASE("Summing 300 ones in bf16: 256 sequentially, 300 pairwise", "[quick][precision]") {
  const FloatFormat f = bf16();
  double s = 0.0;
  for (int i = 0; i < 300; ++i) s = rnd(s + 1.0, f);
  CHECK(s == 256.0);
  std::vector<double> v(300, 1.0);
  while (v.size() > 1) {
    std::vector<double> next;
    for (std::size_t i = 0; i + 1 < v.size(); i += 2) next.push_back(rnd(v[i] + v[i + 1], f));
    if (v.size() % 2) next.push_back(v.back());
    v = next;
  }
  CHECK(v[0] == 300.0);
}

TEST_CASE("Overflow boundaries of fp16, e4m3 and e5m2", "[quick][precision]") {
  const double inf = std::numeric_limits<double>::infinity();
  CHECK(rnd(65520.0, fp16()) == inf);
  CHECK(rnd(65519.99, fp16()) == 65504.0);
  CHECK(rnd(464.0, e4m3()) == 448.0);
  CHECK(std::isnan(rnd(464.01, e4m3())));
  FloatFormat e4m3_sat = e4m3();
  e4m3_sat.overflow = Overflow::saturate;
  CHECK(rnd(464.01, e4m3_sat) == 448.0);
  CHECK(rnd(61440.0, e5m2()) == inf);
  FloatFormat e5m2_sat = e5m2();
  e5m2_sat.overflow = Overflow::saturate;
  CHECK(rnd(61440.0, e5m2_sat) == 57344.0);
}

TEST_CASE("fp16 at 2049 under every rounding mode", "[quick][precision]") {
  CHECK(rnd(2049.0, fp16(), RoundingMode::rne) == 2048.0);
  CHECK(rnd(2049.0, fp16(), RoundingMode::rna) == 2050.0);
  CHECK(rnd(2049.0, fp16(), RoundingMode::rz) == 2048.0);
  CHECK(rnd(2049.0, fp16(), RoundingMode::ru) == 2050.0);
  CHECK(rnd(2049.0, fp16(), RoundingMode::rd) == 2048.0);
  CHECK(rnd(2049.0, fp16(), RoundingMode::ro) == 2050.0);
}
