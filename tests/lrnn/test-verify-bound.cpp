// verify_exact's guarantee (lrnn/verify.hpp): the norm bound is >= the spectral norm, the claimed
// length is never past the first wrong position of an exact-arithmetic run (a hand-made
// near-contracting counterexample to the old claim; random networks), and codebook rows that no
// run reaches still bound the margin.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include <mpfr.h>

#include "automata/builtins.hpp"
#include "automata/dfa.hpp"
#include "hand-networks.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/mpfr-runner.hpp"
#include "lrnn/verify.hpp"
#include "precision/mpfr-arithmetic.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;
using precision::MpfrValue;

namespace {

// One letter 'a', two states: 0 (the start, accepting) and 1 (unreachable, rejecting). A scalar
// layer H <- a H + b from H0 = 1, codebook rows 1 (state 0) and `far` (state 1): every exact run
// stays in state 0, and the network is right exactly while H_t stays nearer to 1 than to `far`.
Network scalar_drift_network(double a, double b, double far) {
  Network net;
  net.automaton = automata::make_acceptor(automata::Alphabet::make({"a"}), 2, 0, {0, 1}, {0});
  Layer layer = test::scalar_layer();
  layer.codebook.vectors(1, 0) = far;
  layer.tokens.push_back(Token{0, {}, Diagonal{Vector::Constant(1, a)}, Matrix::Constant(1, 1, b)});
  net.layers.push_back(layer);
  net.readout = {0, 1};
  return net;
}

// Encloses the exact H_t = a^t + b (a^t - 1)/(a - 1) of scalar_drift_network (a > 1, b > 0, H0 = 1:
// every term positive), rounded down (`up` false) or up.
double drift_state(double a, double b, double t, bool up) {
  const mpfr_rnd_t r = up ? MPFR_RNDU : MPFR_RNDD, inv = up ? MPFR_RNDD : MPFR_RNDU;
  MpfrValue at(512L), am1(512L), x(512L), tt(512L);
  mpfr_set_d(tt.get(), t, MPFR_RNDN);
  mpfr_set_d(at.get(), a, MPFR_RNDN);
  mpfr_pow(at.get(), at.get(), tt.get(), r);
  mpfr_set_d(am1.get(), a, MPFR_RNDN);
  mpfr_sub_ui(am1.get(), am1.get(), 1, inv);
  mpfr_sub_ui(x.get(), at.get(), 1, r);
  mpfr_mul_d(x.get(), x.get(), b, r);
  mpfr_div(x.get(), x.get(), am1.get(), r);
  mpfr_add(x.get(), x.get(), at.get(), r);
  return mpfr_get_d(x.get(), r);
}

// The first t in [1, max_t] at which an MPFR run of `word` repeated reads another output than the
// automaton; 0 when none.
std::size_t first_wrong(const Network& net, const std::vector<automata::Letter>& word, std::size_t max_t) {
  MpfrRunner runner(net, 512);
  automata::State want = net.automaton.start();
  for (std::size_t t = 1; t <= max_t; ++t) {
    const automata::Letter a = word[(t - 1) % word.size()];
    const automata::State got = runner.step(a);
    want = net.automaton.next(want, a);
    if (got == automata::kNoState || net.automaton.output_label(got) != net.automaton.output_label(want)) return t;
  }
  return 0;
}

// lambda_max(A^T A) from below: a Rayleigh quotient of G = A^T A (computed at 1024 bits) after
// power iteration. Every Rayleigh quotient is <= lambda_max; the rounding of the reference itself is
// below 2^-900 relative (the caller's slack).
double gram_rayleigh(const std::vector<std::vector<MpfrValue>>& A, std::size_t n) {
  constexpr long bits = 1024;
  std::vector<std::vector<MpfrValue>> G(n, std::vector<MpfrValue>(n, MpfrValue(bits)));
  MpfrValue p(bits), num(bits), den(bits);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      mpfr_set_zero(G[i][j].get(), 1);
      for (std::size_t k = 0; k < n; ++k) {
        mpfr_mul(p.get(), A[k][i].get(), A[k][j].get(), MPFR_RNDN);
        mpfr_add(G[i][j].get(), G[i][j].get(), p.get(), MPFR_RNDN);
      }
    }
  std::vector<MpfrValue> x(n, MpfrValue(bits)), y(n, MpfrValue(bits));
  for (std::size_t i = 0; i < n; ++i) mpfr_set_d(x[i].get(), 1.0 + 0.1 * static_cast<double>(i), MPFR_RNDN);
  for (int it = 0; it < 400; ++it) {
    mpfr_set_zero(num.get(), 1);
    mpfr_set_zero(den.get(), 1);
    for (std::size_t i = 0; i < n; ++i) {
      mpfr_set_zero(y[i].get(), 1);
      for (std::size_t j = 0; j < n; ++j) {
        mpfr_mul(p.get(), G[i][j].get(), x[j].get(), MPFR_RNDN);
        mpfr_add(y[i].get(), y[i].get(), p.get(), MPFR_RNDN);
      }
      mpfr_mul(p.get(), x[i].get(), y[i].get(), MPFR_RNDN);
      mpfr_add(num.get(), num.get(), p.get(), MPFR_RNDN);
      mpfr_sqr(p.get(), x[i].get(), MPFR_RNDN);
      mpfr_add(den.get(), den.get(), p.get(), MPFR_RNDN);
    }
    // x <- y / |y|_inf
    MpfrValue m(bits);
    mpfr_set_zero(m.get(), 1);
    for (std::size_t i = 0; i < n; ++i) {
      mpfr_abs(p.get(), y[i].get(), MPFR_RNDN);
      if (mpfr_cmp(p.get(), m.get()) > 0) mpfr_set(m.get(), p.get(), MPFR_RNDN);
    }
    if (mpfr_zero_p(m.get())) break;
    for (std::size_t i = 0; i < n; ++i) mpfr_div(x[i].get(), y[i].get(), m.get(), MPFR_RNDN);
  }
  if (mpfr_zero_p(den.get())) return 0;
  mpfr_div(num.get(), num.get(), den.get(), MPFR_RNDN);
  return mpfr_get_d(num.get(), MPFR_RNDN);
}

// The transition's matrix at 1024 bits (a Householder product applied to the identity's columns).
std::vector<std::vector<MpfrValue>> exact_matrix(const Transition& tr, std::size_t n) {
  constexpr long bits = 1024;
  std::vector<std::vector<MpfrValue>> A(n, std::vector<MpfrValue>(n, MpfrValue(bits)));
  if (const auto* hp = std::get_if<HouseholderProduct>(&tr)) {
    MpfrValue dot(bits), p(bits);
    for (std::size_t c = 0; c < n; ++c) {
      for (std::size_t i = 0; i < n; ++i) mpfr_set_ui(A[i][c].get(), i == c ? 1 : 0, MPFR_RNDN);
      for (const auto& f : hp->factors) {
        mpfr_set_zero(dot.get(), 1);
        for (std::size_t i = 0; i < n; ++i) {
          mpfr_mul_d(p.get(), A[i][c].get(), f.v(static_cast<Eigen::Index>(i)), MPFR_RNDN);
          mpfr_add(dot.get(), dot.get(), p.get(), MPFR_RNDN);
        }
        mpfr_mul_d(dot.get(), dot.get(), f.beta, MPFR_RNDN);
        for (std::size_t i = 0; i < n; ++i) {
          mpfr_mul_d(p.get(), dot.get(), f.v(static_cast<Eigen::Index>(i)), MPFR_RNDN);
          mpfr_sub(A[i][c].get(), A[i][c].get(), p.get(), MPFR_RNDN);
        }
      }
    }
    return A;
  }
  const Matrix M = to_matrix(tr, n);  // diagonal and dense: the stored doubles, exactly
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j)
      mpfr_set_d(A[i][j].get(), M(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(j)), MPFR_RNDN);
  return A;
}

}  // namespace

TEST_CASE("NearContractingNetworkFailsBeforeTheOldClaimAndTheNewClaimStopsBeforeTheFailure", "[quick]") {
  // A = 1 + 1e-12 (spectral norm above 1 by 1e-12, which the old check let through as "<= 1 + 1e-12"),
  // B = 7e-12: the step from row 1 deviates by 8e-12, the margin is 1/2, so the old claim was
  // floor(0.5 / 8e-12) = 6.25e10 tokens. The unreachable row 2 is what the drift reaches.
  const double a = 1 + 1e-12, b = 7e-12;
  const Network net = scalar_drift_network(a, b, 2.0);
  const ExactReport r = verify_exact(net);
  INFO(r.failure << " | " << r.guarantee_argument);
  REQUIRE(r.passed);
  CHECK(r.max_deviation == Approx(8e-12).epsilon(1e-3));
  CHECK(r.norm_bound == a);
  const double old_claim = std::floor(r.min_separation / 2 / r.max_deviation);
  CHECK(old_claim == Approx(6.25e10).epsilon(1e-3));
  // The old check accepted the norm (largest singular value <= 1 + 1e-12 in double).
  CHECK(a <= 1 + 1e-12);

  // Exact arithmetic: H_t increases with t; it decodes to row 2 (the wrong state) once H_t > 1.5.
  CHECK(drift_state(a, b, old_claim, false) > 1.5);  // wrong at the old claim
  // The first wrong t, bracketed: H is <= 1.5 at lo and > 1.5 at hi.
  double lo = 1, hi = old_claim;
  while (hi - lo > 1) {
    const double mid = std::floor((lo + hi) / 2);
    (drift_state(a, b, mid, false) > 1.5 ? hi : lo) = mid;
  }
  REQUIRE(drift_state(a, b, lo, true) <= 1.5);
  CHECK(hi < 0.98 * old_claim);  // about 6.06e10

  // The new claim: bounded (rho > 1), right at its length, and tight for this scalar layer.
  REQUIRE(r.guarantee == Guarantee::bounded);
  REQUIRE(r.guaranteed_length.has_value());
  const double L = *r.guaranteed_length;
  CHECK(L < hi);
  CHECK(drift_state(a, b, L, true) < 1.5);
  CHECK(L > hi - 1e4);
  CHECK(r.guarantee_argument.find("> 1") != std::string::npos);
}

TEST_CASE("TheClaimIsSoundAndTightOnScalarDriftRunInMpfr", "[quick]") {
  // Small drifts that an MPFR run reaches in a few thousand tokens: norm above 1, at 1, below 1.
  struct Case {
    double a, b, far;
  };
  // The fixed point b/(1 - a) of the last two: 4 (reached past 1.5) and 1.25 (within the margin).
  const Case cases[] = {
      {1 + 0x1p-10, 7 * 0x1p-10, 2.0}, {1 + 0x1p-14, 0x1p-12, 1.5},     {1.0, 0x1p-11, 2.0}, {1.0, 0x1p-9, 1.25},
      {1 - 0x1p-12, 0x1p-10, 2.0},     {1 - 0x1p-8, 1.25 * 0x1p-8, 2.0}};
  for (const Case& c : cases) {
    INFO("a = " << c.a << ", b = " << c.b << ", far = " << c.far);
    const Network net = scalar_drift_network(c.a, c.b, c.far);
    ExactOptions options;
    options.tolerance_ratio = 0.1;
    const ExactReport r = verify_exact(net, nullptr, options);
    INFO(r.failure << " | " << r.guarantee_argument);
    REQUIRE(r.passed);
    const std::size_t wrong = first_wrong(net, {0}, 100'000);
    if (wrong == 0) {
      // The fixed point -b/(a-1) of a contraction lies within the margin: every length.
      CHECK(c.a < 1);
      CHECK(r.guarantee == Guarantee::all_lengths);
      continue;
    }
    REQUIRE(r.guarantee == Guarantee::bounded);
    const double L = *r.guaranteed_length;
    CHECK(L < static_cast<double>(wrong));
    // One scalar layer, one reachable row: the bound is the exact error; the claim stops within
    // a couple of tokens of the failure.
    CHECK(L + 3 >= static_cast<double>(wrong));
  }
}

TEST_CASE("CodebookRowsNoRunReachesStillBoundTheMargin", "[quick]") {
  // H_t = 1 + t 2^-20 exactly. Codebook rows 1 and 1.25 (unreachable): the margin is 1/8, the
  // first wrong t is 2^17 + 1 (at 2^17 the tie goes to the first row), and the claim is 2^17 - 1.
  const Network net = scalar_drift_network(1.0, 0x1p-20, 1.25);
  ExactOptions options;
  options.tolerance_ratio = 0.01;
  const ExactReport r = verify_exact(net, nullptr, options);
  INFO(r.guarantee_argument);
  REQUIRE(r.passed);
  CHECK(r.reachable_states == 1);
  REQUIRE(r.guarantee == Guarantee::bounded);
  CHECK(*r.guaranteed_length == 131071);
  CHECK(first_wrong(net, {0}, 140'000) == 131073);
  // The same drift with the far row at 2 has a four times longer claim.
  const ExactReport wide = verify_exact(scalar_drift_network(1.0, 0x1p-20, 2.0), nullptr, options);
  REQUIRE(wide.guaranteed_length.has_value());
  CHECK(*wide.guaranteed_length == 524287);
}

TEST_CASE("ClaimedLengthsHoldOnRandomPerturbedRotationNetworks", "[standard]") {
  // mod-m counters by rotations whose matrices, B and H0 carry random perturbations of ~1e-4
  // (norms above and below 1): every claim is checked on the letter-1 word (the worst drift of a
  // rotation) and on random words, run in MPFR up to the claim.
  const unsigned seed = 20261127;
  INFO("seed " << seed);
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> noise(-1e-4, 1e-4);
  int bounded = 0;
  for (int trial = 0; trial < 12; ++trial) {
    const int m = 3 + trial % 4;
    Network net = test::rotation_network(m);
    for (Token& tok : net.layers[0].tokens) {
      Matrix& A = std::get<Dense>(tok.transition).A;
      for (Eigen::Index i = 0; i < 2; ++i)
        for (Eigen::Index j = 0; j < 2; ++j) A(i, j) += noise(rng);
      tok.B = Matrix(2, 1);
      *tok.B << noise(rng), noise(rng);
    }
    net.layers[0].H0(0, 0) += noise(rng);
    ExactOptions options;
    options.tolerance_ratio = 0.01;
    const ExactReport r = verify_exact(net, nullptr, options);
    INFO("trial " << trial << ", m = " << m << ": " << r.failure << " | " << r.guarantee_argument);
    REQUIRE(r.passed);
    REQUIRE(r.guarantee == Guarantee::bounded);
    ++bounded;
    const auto L = static_cast<std::size_t>(*r.guaranteed_length);
    CHECK(L > 100);
    CHECK(first_wrong(net, {1}, L) == 0);
    for (int w = 0; w < 4; ++w) {
      std::vector<automata::Letter> word(L);
      for (auto& x : word) x = static_cast<automata::Letter>(rng() % 2);
      CHECK(first_wrong(net, word, L) == 0);
    }
  }
  CHECK(bounded == 12);
}

TEST_CASE("NormBoundIsAtLeastTheSpectralNorm", "[standard]") {
  const unsigned seed = 424242;
  INFO("seed " << seed);
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> unit(-1, 1), tiny(-1e-12, 1e-12), beta(0, 2.5);
  std::vector<std::pair<Transition, std::size_t>> cases;
  for (int k = 0; k < 40; ++k) {
    const std::size_t n = 1 + static_cast<std::size_t>(k) % 5;
    const auto ni = static_cast<Eigen::Index>(n);
    Matrix A(ni, ni);
    for (Eigen::Index i = 0; i < ni; ++i)
      for (Eigen::Index j = 0; j < ni; ++j) A(i, j) = unit(rng);
    cases.emplace_back(Dense{A}, n);
    // Orthogonal up to 1e-12: the bound must see whether the norm is above or below 1.
    Eigen::HouseholderQR<Matrix> qr(A);
    Matrix Q = qr.householderQ();
    for (Eigen::Index i = 0; i < ni; ++i)
      for (Eigen::Index j = 0; j < ni; ++j) Q(i, j) += tiny(rng);
    cases.emplace_back(Dense{Q}, n);
    HouseholderProduct hp;
    for (int f = 0; f < 1 + k % 3; ++f) {
      HouseholderFactor fac{Vector(ni), beta(rng)};
      for (Eigen::Index i = 0; i < ni; ++i) fac.v(i) = unit(rng);
      fac.beta /= std::max(fac.v.squaredNorm(), 1e-3);  // eigenvalue 1 - beta|v|^2 in about [-1.5, 1]
      hp.factors.push_back(fac);
    }
    cases.emplace_back(hp, n);
    Vector d(ni);
    for (Eigen::Index i = 0; i < ni; ++i) d(i) = unit(rng);
    cases.emplace_back(Diagonal{d}, n);
  }
  for (const auto& [tr, n] : cases) {
    const NormBound b = spectral_norm_bound(tr, n);
    const double lambda = gram_rayleigh(exact_matrix(tr, n), n);
    INFO(kind_name(tr) << " n = " << n << ": bound " << b.bound << ", lambda_max >= " << lambda << " (" << b.argument
                       << ")");
    CHECK(b.bound * b.bound >= lambda * (1 - 0x1p-900));
    if (!std::holds_alternative<HouseholderProduct>(tr)) {
      // Not vacuous: Gershgorin on A^T A is within sqrt(n) of the norm.
      Eigen::JacobiSVD<Matrix> svd(to_matrix(tr, n));
      CHECK(b.bound <= std::sqrt(static_cast<double>(n)) * svd.singularValues()(0) * (1 + 1e-9));
    }
  }
}

TEST_CASE("NormBoundIsExactlyOneForExactOrthogonalTransitions", "[quick]") {
  // Permutation and signed permutation matrices, transpositions with v = e_i - e_j and beta = 1,
  // an empty product: exactly 1. A reflection with a rounded unit vector: whatever its rounding
  // gives, never below the true norm (which is >= 1).
  Matrix P = Matrix::Zero(4, 4);
  P(0, 2) = 1, P(1, 0) = -1, P(2, 3) = 1, P(3, 1) = 1;
  CHECK(spectral_norm_bound(Dense{P}, 4).bound == 1.0);
  CHECK(spectral_norm_bound(test::transpositions({1, 2, 0, 3}, true), 4).bound == 1.0);
  CHECK(spectral_norm_bound(HouseholderProduct{}, 3).bound == 1.0);
  CHECK(spectral_norm_bound(Diagonal{Vector::Constant(3, -1.0)}, 3).bound == 1.0);
  const NormBound rounded = spectral_norm_bound(test::transpositions({1, 0}, false), 2);
  CHECK(rounded.bound >= 1.0);
  CHECK(rounded.bound < 1 + 1e-15);
  // A 2x2 rotation whose rounded c^2 + s^2 exceeds 1 has a norm above 1; the bound says so.
  const Matrix R = test::rotation(2 * std::numbers::pi / 5 * 2);
  const double g = R(0, 0) * R(0, 0) + R(1, 0) * R(1, 0);
  const NormBound rb = spectral_norm_bound(Dense{R}, 2);
  CHECK(rb.bound >= std::sqrt(g) * (1 - 1e-16));
}

TEST_CASE("EveryCompiledBuiltinGetsAGuarantee", "[standard][compile]") {
  // Exact constructions (integer reflections, permutations, the scalar -1, one-hot) for every
  // length; rounded ones (unit reflections, rotations) for more than 10^14 tokens, with the norm
  // bound at most 1 except for dense rotations whose rounded c^2 + s^2 exceeds 1.
  struct Case {
    std::string spec;
    CompileOptions options;
  };
  std::vector<Case> cases;
  for (const std::string spec :
       {"parity", "mod:3", "mod:5", "mod:7", "cyclic:3", "cyclic:5", "cyclic:7", "sym:3", "sym:4", "sym:5", "alt:4",
        "alt:5", "dihedral:3", "dihedral:5", "flipflop", "tomita:3", "modarith:3"}) {
    CompileOptions unit, integer, reflections;
    integer.reflection = ReflectionParam::integer, integer.cyclic = CyclicMode::permutation;
    reflections.rotation = RotationForm::reflections;
    cases.push_back({spec, unit});
    cases.push_back({spec, integer});
    cases.push_back({spec, reflections});
  }
  CompileOptions cascade;
  cascade.method = Method::cascade;
  cases.push_back({"mod:4", cascade});
  cascade.prime = true;
  cases.push_back({"mod:8", cascade});
  for (auto& c : cases) {
    c.options.permutation_action = automata::builtin_permutation_action(c.spec);
    const automata::Dfa dfa = automata::make_builtin(c.spec);
    const ExactReport r = verify_exact(compile(dfa, c.options).network, &dfa);
    INFO(c.spec << ": " << r.failure << " | " << r.guarantee_argument);
    REQUIRE(r.passed);
    CHECK(r.guarantee != Guarantee::none);
    if (r.exact) CHECK(r.guarantee == Guarantee::all_lengths);
    if (r.guarantee == Guarantee::bounded) {
      CHECK(*r.guaranteed_length > 1e14);
      CHECK(r.norm_bound < 1 + 1e-15);
    }
  }
}

TEST_CASE("AStepThatCannotBeComputedWithoutRoundingGivesNoGuarantee", "[quick]") {
  // 24 factors with v = (1, 2^-900): every factor spreads the state over ~900 more bits, past
  // kMaxStepBits; the step still lands within the (loose) tolerance, but no length is claimed.
  Network net;
  net.automaton = automata::make_acceptor(automata::Alphabet::make({"a"}), 1, 0, {0}, {0});
  Layer layer;
  layer.n = 2, layer.d = 1;
  layer.H0 = Matrix(2, 1);
  layer.H0 << 1.0, 0.0;
  layer.codebook.vectors = Matrix(2, 2);
  layer.codebook.vectors << 1.0, 0.0, -1.0, 0.0;
  layer.codebook.values = {0, 0};
  HouseholderProduct hp;
  for (int k = 0; k < 24; ++k) {
    HouseholderFactor f{Vector(2), 0x1p-10};
    f.v << 1.0, 0x1p-900;
    hp.factors.push_back(f);
  }
  layer.tokens.push_back(Token{0, {}, hp, std::nullopt});
  net.layers.push_back(layer);
  net.readout = {0};
  ExactOptions options;
  options.tolerance_ratio = 0.1;
  const ExactReport r = verify_exact(net, nullptr, options);
  INFO(r.failure << " | " << r.guarantee_argument);
  REQUIRE(r.passed);
  CHECK_FALSE(r.exact);
  CHECK(r.guarantee == Guarantee::none);
  CHECK_FALSE(r.guaranteed_length.has_value());
  CHECK(r.guarantee_argument.find("without rounding") != std::string::npos);
}
