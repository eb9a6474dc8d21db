// Runner: native double = the fp64 policy bit for bit; a policy run = a plain reference formula
// rounded op by op; runs of the hand networks follow their automata; decoding shortcuts agree with
// the full nearest-codebook search.
#include <catch2/catch.hpp>

#include <bit>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "common/error.hpp"
#include "hand-networks.hpp"
#include "lrnn/runner.hpp"
#include "precision/arithmetic.hpp"
#include "precision/policy.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;

namespace {

std::vector<std::pair<std::string, Network>> hand_networks() {
  return {{"parity", test::parity_network()},
          {"rotation dense", test::rotation_network(3)},
          {"rotation reflections", test::rotation_network(5, true)},
          {"sym:3 exact", test::sym_network(3)},
          {"sym:4 sqrt2", test::sym_network(4, false)},
          {"flipflop one-hot", test::onehot_network(automata::make_builtin("flipflop"))},
          {"mod4 cascade lag 0", test::mod4_cascade(0)},
          {"mod4 cascade lag 1", test::mod4_cascade(1)}};
}

bool same_bits(const RunState& a, const RunState& b) {
  if (a.layers.size() != b.layers.size()) return false;
  for (std::size_t l = 0; l < a.layers.size(); ++l) {
    if (a.layers[l].size() != b.layers[l].size()) return false;
    if (std::memcmp(a.layers[l].data(), b.layers[l].data(), a.layers[l].size() * sizeof(double)) != 0) return false;
  }
  return a.values == b.values;
}

// Random state entries of moderate size, rows marked stale (no prediction from a made-up state).
void randomize(RunState& s, std::mt19937_64& rng) {
  std::uniform_real_distribution<double> u(-2.0, 2.0);
  for (auto& layer : s.layers)
    for (double& x : layer) x = u(rng);
  for (auto& r : s.rows) r = RunState::kStale;
}

}  // namespace

TEST_CASE("NativeRunnerIsTheFp64PolicyBitForBit", "[quick]") {
  const std::uint64_t seed = 20240611;
  INFO("seed " << seed);
  std::mt19937_64 rng(seed);
  for (const auto& [name, net] : hand_networks()) {
    INFO(name);
    Runner native(net), fp64(net, precision::parse_policy("fp64"));
    for (int trial = 0; trial < 2; ++trial) {
      RunState a = native.initial(), b = fp64.initial();
      REQUIRE(same_bits(a, b));
      if (trial == 1) randomize(a, rng), b = a;
      for (int t = 0; t < 300; ++t) {
        const auto letter = static_cast<automata::Letter>(rng() % net.num_letters());
        const auto sa = native.step(a, letter), sb = fp64.step(b, letter);
        REQUIRE(sa == sb);
        REQUIRE(same_bits(a, b));
      }
    }
  }
}

TEST_CASE("RunnerFollowsTheAutomatonOnRandomWords", "[quick]") {
  const std::uint64_t seed = 7;
  INFO("seed " << seed);
  std::mt19937_64 rng(seed);
  for (const auto& [name, net] : hand_networks()) {
    INFO(name);
    Runner runner(net);
    RunState s = runner.initial();
    automata::State q = net.automaton.start();
    REQUIRE(runner.read(s) == q);
    for (int t = 0; t < 2000; ++t) {
      const auto a = static_cast<automata::Letter>(rng() % net.num_letters());
      q = net.automaton.next(q, a);
      REQUIRE(runner.step(s, a) == q);
    }
    CHECK(runner.drift(s) < 1e-12);
  }
}

TEST_CASE("AdvanceThenDecodeEqualsStep", "[quick]") {
  std::mt19937_64 rng(11);
  for (const auto& [name, net] : hand_networks()) {
    INFO(name);
    Runner runner(net);
    RunState a = runner.initial(), b = runner.initial();
    for (int t = 0; t < 500; ++t) {
      const auto letter = static_cast<automata::Letter>(rng() % net.num_letters());
      const auto sa = runner.step(a, letter);
      runner.advance(b, letter);
      if (t % 7 == 0) {
        REQUIRE(runner.decode(b) == sa);
        REQUIRE(same_bits(a, b));
        // A fresh full search on a copy gives the rows the (predicted) decoding kept.
        RunState c = a;
        for (auto& r : c.rows) r = RunState::kStale;
        REQUIRE(runner.decode(c) == sa);
        REQUIRE(c.rows == a.rows);
      }
    }
  }
}

TEST_CASE("PredictedDecodingMatchesNearestCodebookRowUnderDrift", "[quick]") {
  // bf16 makes the rotation drift away from its codebook: every decoded row must still be the
  // row nearest_codebook_row finds.
  const Network net = test::rotation_network(7);
  Runner runner(net, precision::parse_policy("bf16"));
  RunState s = runner.initial();
  std::mt19937_64 rng(3);
  for (int t = 0; t < 3000; ++t) {
    runner.step(s, static_cast<automata::Letter>(rng() % 2));
    REQUIRE(s.rows[0] == nearest_codebook_row(net.layers[0].codebook, s.layers[0].data()).first);
  }
}

namespace {

// The plain formulas of simulate.hpp over whole vectors, each operation rounded by `ar`.
void reference_step(precision::Arithmetic& ar, const Token& tok, std::size_t n, std::size_t d, std::vector<double>& h) {
  const auto ni = static_cast<Eigen::Index>(n);
  for (std::size_t c = 0; c < d; ++c) {
    double* x = h.data() + c * n;
    if (const auto* dg = std::get_if<Diagonal>(&tok.transition)) {
      for (Eigen::Index i = 0; i < ni; ++i) x[i] = ar.mul(ar.to_storage(dg->a(i)), x[i]);
    } else if (const auto* hp = std::get_if<HouseholderProduct>(&tok.transition)) {
      for (const auto& f : hp->factors) {
        std::vector<double> v(n);
        for (Eigen::Index i = 0; i < ni; ++i) v[static_cast<std::size_t>(i)] = ar.to_storage(f.v(i));
        const double t = ar.mul(ar.to_storage(f.beta), ar.dot(v.data(), x, n));
        for (std::size_t i = 0; i < n; ++i)
          x[i] = ar.policy().fma ? ar.fma(-v[i], t, x[i]) : ar.sub(x[i], ar.mul(v[i], t));
      }
    } else {
      const Matrix& A = std::get<Dense>(tok.transition).A;
      std::vector<double> row(n), y(n);
      for (Eigen::Index i = 0; i < ni; ++i) {
        for (Eigen::Index j = 0; j < ni; ++j) row[static_cast<std::size_t>(j)] = ar.to_storage(A(i, j));
        y[static_cast<std::size_t>(i)] = ar.to_storage(ar.dot(row.data(), x, n));
      }
      std::copy(y.begin(), y.end(), x);
    }
    if (tok.B)
      for (Eigen::Index i = 0; i < ni; ++i)
        x[i] = ar.add(x[i], ar.to_storage((*tok.B)(i, static_cast<Eigen::Index>(c))));
  }
}

// One layer, n = 4, d = 2, over {a, b, c}: a diagonal, a product of two dense reflections, a dense
// matrix; every token has a B. Entries of v are kept away from 0 (no support is skipped).
Network random_network(std::mt19937_64& rng) {
  std::uniform_real_distribution<double> u(-1.0, 1.0), away(0.2, 0.9);
  auto nz = [&] { return (rng() & 1 ? 1 : -1) * away(rng); };
  const std::size_t n = 4, d = 2;
  Network net;
  net.automaton = automata::make_dfa(automata::Alphabet::make({"a", "b", "c"}), 1, 0, {0, 0, 0}, {0}, {"x"});
  Layer layer;
  layer.n = n, layer.d = d;
  layer.H0 = Matrix::NullaryExpr(n, d, [&] { return u(rng); });
  Vector diag = Vector::NullaryExpr(n, [&] { return u(rng); });
  HouseholderProduct hp;
  for (int k = 0; k < 2; ++k) {
    HouseholderFactor f{Vector::NullaryExpr(n, nz), 1.0 + u(rng)};
    f.v /= f.v.norm();
    hp.factors.push_back(f);
  }
  Matrix A = Matrix::NullaryExpr(n, n, [&] { return 0.5 * u(rng); });
  auto B = [&] { return std::optional<Matrix>(Matrix::NullaryExpr(n, d, [&] { return 0.1 * u(rng); })); };
  layer.tokens = {Token{0, {}, Diagonal{diag}, B()}, Token{1, {}, hp, B()}, Token{2, {}, Dense{A}, B()}};
  layer.codebook.vectors = Matrix::Zero(1, n * d);
  layer.codebook.values = {0};
  net.layers = {layer};
  net.readout = {0};
  return net;
}

}  // namespace

TEST_CASE("RunnerUnderAPolicyMatchesThePlainRoundedFormula", "[quick]") {
  const std::uint64_t seed = 99;
  INFO("seed " << seed);
  std::mt19937_64 rng(seed);
  for (const std::string policy : {"bf16", "storage=bf16,acc=fp32,fma", "bf16,order=pairwise", "fp16,rounding=rz",
                                   "storage=fp16,acc=fp32,fma,order=pairwise", "fixed:q3.12"}) {
    INFO("policy " << policy);
    const Network net = random_network(rng);
    Runner runner(net, precision::parse_policy(policy));
    precision::Arithmetic ar(precision::parse_policy(policy));
    RunState s = runner.initial();
    std::vector<double> ref = s.layers[0];
    for (std::size_t i = 0; i < ref.size(); ++i)  // H0 rounded once (column-major)
      REQUIRE(std::bit_cast<std::uint64_t>(ref[i]) ==
              std::bit_cast<std::uint64_t>(
                  ar.to_storage(net.layers[0].H0(static_cast<Eigen::Index>(i % 4), static_cast<Eigen::Index>(i / 4)))));
    for (int t = 0; t < 200; ++t) {
      if (t % 50 == 0) {  // a fresh random state of the storage format
        std::uniform_real_distribution<double> u(-1.5, 1.5);
        for (double& x : ref) x = ar.to_storage(u(rng));
        s.layers[0] = ref;
      }
      const auto a = static_cast<automata::Letter>(rng() % 3);
      runner.step(s, a);
      reference_step(ar, net.layers[0].tokens[a], 4, 2, ref);
      for (std::size_t i = 0; i < ref.size(); ++i) {
        INFO("step " << t << " letter " << a << " entry " << i << ": " << s.layers[0][i] << " vs " << ref[i]);
        REQUIRE(std::bit_cast<std::uint64_t>(s.layers[0][i]) == std::bit_cast<std::uint64_t>(ref[i]));
      }
    }
  }
}

TEST_CASE("RunnerRefusesMpfrPolicies", "[quick]") {
  try {
    Runner runner(test::parity_network(), precision::parse_policy("mpfr:100"));
    FAIL("expected lrnnc::Error");
  } catch (const Error& e) {
    const std::string what = e.what();
    CHECK(what.find("mpfr:100") != std::string::npos);
    CHECK(what.find("MPFR formats are used by verify's exact check") != std::string::npos);
  }
}

TEST_CASE("AnUnlistedTokenReadsNoState", "[quick]") {
  Network net = test::mod4_cascade(1);
  net.layers[1].tokens.pop_back();  // (letter 1, carry) is gone
  Runner runner(net);
  RunState s = runner.initial();
  CHECK(runner.step(s, 1) == 1);  // b0 was 0: no carry, listed
  CHECK(runner.step(s, 1) == automata::kNoState);
  CHECK(runner.step(s, 0) == automata::kNoState);  // stays invalid
}
