// Proposition 1(3) of Grazzi et al. checked on products of generalized Householder (GH) matrices
// I - beta v v^T with unit v and eigenvalue 1 - beta in [0, 1]:
//  - true: every eigenvalue is 1 or has modulus < 1 (the claim the gh01 refusal rests on);
//  - false for three or more factors: "products in M_k([0, 1]) have only real eigenvalues" (it holds
//    for k <= 2, where the product of two positive semidefinite matrices has real nonnegative
//    eigenvalues).
// The eigenvalues come from lrnn::spectrum on a network and, for the 2x2 counterexample, from the
// characteristic polynomial of the product multiplied out by hand.
#include <catch2/catch.hpp>

#include <cmath>
#include <complex>
#include <numbers>
#include <random>

#include "automata/builtins.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/spectrum.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;

namespace {

// One layer over parity's alphabet: letter '0' the identity, letter '1' the product `factors`.
Network gh_network(std::size_t n, std::vector<HouseholderFactor> factors) {
  Network net;
  net.automaton = automata::make_builtin("parity");
  Layer layer;
  layer.n = n, layer.d = 1;
  layer.H0 = Matrix::Zero(static_cast<Eigen::Index>(n), 1);
  layer.tokens.push_back(Token{0, {}, HouseholderProduct{}, std::nullopt});
  layer.tokens.push_back(Token{1, {}, HouseholderProduct{std::move(factors)}, std::nullopt});
  net.layers.push_back(layer);
  return net;
}

HouseholderFactor unit_at(double degrees, double beta) {
  const double a = degrees * std::numbers::pi / 180;
  Vector v(2);
  v << std::cos(a), std::sin(a);
  return HouseholderFactor{v, beta};
}

}  // namespace

TEST_CASE("Proposition1ThreeGhFactorsInZeroOneHaveNonRealEigenvalues", "[quick]") {
  // Unit vectors at 0, 60 and 120 degrees, beta = 0.9: each factor has eigenvalues 0.1 and 1.
  const double beta = 0.9;
  const SpectrumReport r = spectrum(gh_network(2, {unit_at(0, beta), unit_at(60, beta), unit_at(120, beta)}));
  const TokenSpectrum& t = r.tokens.at(1);
  REQUIRE(t.eigenvalues.size() == 2);

  // By hand: G(a) = I - beta (cos a, sin a)(cos a, sin a)^T; det G = 1 - beta each, so the product
  // has det 0.001 and trace tr; its eigenvalues are tr/2 +- i sqrt(det - tr^2/4) when tr^2 < 4 det.
  auto g = [&](double degrees) {
    const double a = degrees * std::numbers::pi / 180, c = std::cos(a), s = std::sin(a);
    return std::array<double, 4>{1 - beta * c * c, -beta * c * s, -beta * c * s, 1 - beta * s * s};
  };
  auto mul = [](const std::array<double, 4>& x, const std::array<double, 4>& y) {  // row-major 2x2
    return std::array<double, 4>{x[0] * y[0] + x[1] * y[2], x[0] * y[1] + x[1] * y[3], x[2] * y[0] + x[3] * y[2],
                                 x[2] * y[1] + x[3] * y[3]};
  };
  const auto m = mul(g(120), mul(g(60), g(0)));  // factor 0 applied first
  const double tr = m[0] + m[3], det = m[0] * m[3] - m[1] * m[2];
  CHECK(det == Approx(0.001).epsilon(1e-12));
  REQUIRE(tr * tr < 4 * det);
  const double im = std::sqrt(det - tr * tr / 4);
  CHECK(tr / 2 == Approx(-0.0006875).margin(1e-15));  // -0.0007 +- 0.0316i
  CHECK(im == Approx(0.0316153024).margin(1e-10));
  for (const auto& e : t.eigenvalues) {
    CHECK(e.real() == Approx(tr / 2).margin(1e-12));
    CHECK(std::abs(e.imag()) == Approx(im).margin(1e-12));
    CHECK(std::abs(e) == Approx(std::sqrt(0.001)).margin(1e-12));
  }
  CHECK(t.eigenvalues[0].imag() == -t.eigenvalues[1].imag());
  // What the refusal needs still holds: modulus < 1, so neither Theorem 1's nor Theorem 2's condition.
  CHECK_FALSE(t.parity_capable);
  CHECK_FALSE(t.modular_capable);
}

TEST_CASE("Proposition1RandomGhProductsRealForTwoFactorsNotForThree", "[standard]") {
  // Random unit vectors and beta uniform in [0, 1] (eigenvalue 1 - beta in [0, 1]), fixed seed.
  std::mt19937_64 rng(20261126);
  std::normal_distribution<double> normal;
  std::uniform_real_distribution<double> uniform(0.0, 1.0);
  const int draws = 2000;
  for (const std::size_t n : {2, 3, 4}) {
    for (const std::size_t k : {1, 2, 3, 4}) {
      int nonreal = 0;
      for (int i = 0; i < draws; ++i) {
        std::vector<HouseholderFactor> factors;
        for (std::size_t j = 0; j < k; ++j) {
          Vector v(static_cast<Eigen::Index>(n));
          for (auto& x : v) x = normal(rng);
          factors.push_back(HouseholderFactor{v.normalized(), uniform(rng)});
        }
        const TokenSpectrum t = spectrum(gh_network(n, factors)).tokens.at(1);
        bool real = true;
        for (const auto& e : t.eigenvalues) {
          // The true half of Proposition 1(3): 1 (on the complement of the v's) or modulus < 1.
          INFO("n " << n << " k " << k << " draw " << i << " eigenvalue " << e);
          CHECK((std::abs(e - 1.0) < 1e-9 || std::abs(e) < 1.0));
          if (std::abs(e.imag()) > 1e-7) real = false;
        }
        nonreal += real ? 0 : 1;
      }
      INFO("n " << n << " k " << k << ": " << nonreal << " of " << draws << " draws have non-real eigenvalues");
      if (k <= 2)
        CHECK(nonreal == 0);
      else
        CHECK(nonreal > 0);  // 0.5-4% of draws (docs/results/proposition1/)
    }
  }
}

TEST_CASE("Gh01RefusalCitesWhatIsTrueOfProposition1", "[quick]") {
  CompileOptions o;
  o.restrict = Restrict::gh01;
  for (const std::string spec : {"parity", "mod:3", "sym:3"}) {
    INFO(spec);
    CHECK_THROWS_WITH(compile(automata::make_builtin(spec), o),
                      Catch::Contains("is 1 or has modulus < 1") && !Catch::Contains("only real eigenvalues"));
  }
}
