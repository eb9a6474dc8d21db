// Spectra and the Theorem 1/2 verdicts on transitions with known eigenvalues.
#include <catch2/catch.hpp>

#include <cmath>
#include <complex>
#include <numbers>

#include "hand-networks.hpp"
#include "lrnn/spectrum.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;

TEST_CASE("ParityScalarMinusOneIsParityCapableNotModular", "[quick]") {
  const SpectrumReport r = spectrum(test::parity_network());
  REQUIRE(r.tokens.size() == 2);
  const TokenSpectrum& one = r.tokens[1];
  CHECK(one.label == "1");
  REQUIRE(one.eigenvalues.size() == 1);
  CHECK(one.eigenvalues[0] == std::complex<double>(-1, 0));
  CHECK(one.parity_capable);
  CHECK_FALSE(one.modular_capable);
  // The identity (letter 0) is real and positive: neither.
  CHECK_FALSE(r.tokens[0].parity_capable);
  CHECK_FALSE(r.tokens[0].modular_capable);
  CHECK(r.real_min == -1);
  CHECK(r.real_max == 1);
  CHECK(r.modulus_min == 1);
  CHECK(r.modulus_max == 1);
}

TEST_CASE("RotationByTwoPiOverThreeHasPrimitiveCubeRoots", "[quick]") {
  for (const bool reflections : {false, true}) {
    const SpectrumReport r = spectrum(test::rotation_network(3, reflections));
    const TokenSpectrum& t = r.tokens[1];
    REQUIRE(t.eigenvalues.size() == 2);
    const double c = std::cos(2 * std::numbers::pi / 3), s = std::sin(2 * std::numbers::pi / 3);
    // Equal moduli: sorted by argument, -2pi/3 first.
    CHECK(t.eigenvalues[0].real() == Approx(c));
    CHECK(t.eigenvalues[0].imag() == Approx(-s));
    CHECK(t.eigenvalues[1].real() == Approx(c));
    CHECK(t.eigenvalues[1].imag() == Approx(s));
    CHECK(t.modular_capable);
    CHECK(t.parity_capable);
    CHECK(t.modulus_min == Approx(1));
  }
}

TEST_CASE("AContractingDiagonalIsNeither", "[quick]") {
  Network net = test::parity_network();
  std::get<Diagonal>(net.layers[0].tokens[1].transition).a(0) = 0.5;
  const SpectrumReport report = spectrum(net);
  const TokenSpectrum& t = report.tokens[1];
  CHECK(t.eigenvalues[0] == std::complex<double>(0.5, 0));
  CHECK_FALSE(t.parity_capable);
  CHECK_FALSE(t.modular_capable);
  // -0.5 is negative but inside the unit disc: still neither.
  std::get<Diagonal>(net.layers[0].tokens[1].transition).a(0) = -0.5;
  CHECK_FALSE(spectrum(net).tokens[1].parity_capable);
}

TEST_CASE("AThreeCycleHasTheCubeRootsOfUnity", "[quick]") {
  const Network net = test::sym_network(3);
  // sym:3 letter 3 is [1,2,0]: a 3-cycle; letter 1 ([0,2,1]) a transposition.
  const SpectrumReport r = spectrum(net);
  const TokenSpectrum& cycle = r.tokens[3];
  REQUIRE(cycle.eigenvalues.size() == 3);
  for (const auto& lambda : cycle.eigenvalues) {
    const auto cube = lambda * lambda * lambda;
    CHECK(cube.real() == Approx(1).margin(1e-12));
    CHECK(cube.imag() == Approx(0).margin(1e-12));
    CHECK(std::abs(lambda) == Approx(1));
  }
  CHECK(cycle.modular_capable);
  const TokenSpectrum& swap = r.tokens[1];
  CHECK(swap.parity_capable);
  CHECK_FALSE(swap.modular_capable);
  CHECK(swap.real_min == Approx(-1));
}

TEST_CASE("ContextTokensAreLabelled", "[quick]") {
  const SpectrumReport r = spectrum(test::mod4_cascade(1));
  REQUIRE(r.tokens.size() == 6);
  CHECK(r.tokens[0].label == "0");
  CHECK(r.tokens[2].layer == 1);
  CHECK(r.tokens[2].label == "0 [ctx 0]");
  CHECK(r.tokens[5].label == "1 [ctx 1]");
  CHECK(r.tokens[5].parity_capable);
}
