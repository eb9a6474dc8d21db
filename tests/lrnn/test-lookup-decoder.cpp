// The lookup counters (--decoder lookup:N, lrnn/compile/lookup.cpp): parity in diag01 and mod:3 in
// diag11, right in exact arithmetic up to N (verify_one_letter in MPFR) and broken in finite
// precision by rounding that merges states. The first failures on 1^t are pinned per format and
// cross-checked against an independent emulation of the same recurrence: h <- RN(RN(lambda h) + 1)
// with each rounding done by MPFR (precision::round_reference), decoded by the nearest codebook row.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <string>

#include <mpfr.h>

#include "automata/builtins.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/simulate.hpp"
#include "lrnn/verify.hpp"
#include "precision/format.hpp"
#include "precision/mpfr-reference.hpp"
#include "precision/policy.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;

namespace {

Compiled lookup(const std::string& spec, Restrict r, std::size_t n, std::optional<double> lambda = std::nullopt) {
  CompileOptions o;
  o.restrict = r;
  o.lookup = n;
  o.lambda = lambda;
  return compile(automata::make_builtin(spec), o);
}

// The first t at which 1^t is decoded wrongly, by the independent emulation (std::nullopt up to max).
std::optional<std::size_t> emulated_first_failure(const Network& net, const automata::Dfa& dfa, double lambda,
                                                  const std::string& format, std::size_t max) {
  const precision::FloatFormat f = precision::parse_format(format).as_float();
  auto rn = [&](double x, double y, bool multiply) {  // RN(x * y) or RN(x + y), exact in 2106 bits first
    mpfr_t a;
    mpfr_init2(a, 2106);
    mpfr_set_d(a, x, MPFR_RNDN);
    if (multiply)
      mpfr_mul_d(a, a, y, MPFR_RNDN);
    else
      mpfr_add_d(a, a, y, MPFR_RNDN);
    const double r = precision::round_reference(a, f, precision::RoundingMode::rne);
    mpfr_clear(a);
    return r;
  };
  const auto& book = net.layers[0].codebook;
  const double lam = rn(lambda, 1.0, true);  // the weight as the format stores it
  double h = 0;
  automata::State q = dfa.start();
  const automata::Letter one = dfa.alphabet().id("1");
  for (std::size_t t = 1; t <= max; ++t) {
    h = rn(rn(lam, h, true), 1.0, false);
    q = dfa.next(q, one);
    std::size_t best = 0;
    for (Eigen::Index k = 1; k < book.vectors.rows(); ++k)
      if (std::abs(book.vectors(k, 0) - h) < std::abs(book.vectors(best, 0) - h)) best = k;
    const automata::State got = net.readout[book.values[best]];
    if (net.automaton.output_label(got) != dfa.output_label(q)) return t;
  }
  return std::nullopt;
}

// The first failure of 1^t through lrnn::simulate under `format` (sequential order).
std::optional<std::size_t> simulated_first_failure(const Network& net, const automata::Dfa& dfa,
                                                   const std::string& format, std::size_t max) {
  SimulateOptions o;
  o.policy = precision::parse_policy(format);
  const std::vector<automata::Word> words{automata::Word(max, dfa.alphabet().id("1"))};
  return simulate(net, words, o, &dfa).at(0).first_failure;
}

}  // namespace

TEST_CASE("LookupParityInDiag01IsExactUpToNOnly", "[quick]") {
  const automata::Dfa dfa = automata::make_builtin("parity");
  const Compiled c = lookup("parity", Restrict::diag01, 40);
  CHECK_FALSE(c.summary.implements);
  CHECK(c.summary.exact_up_to == 40u);
  REQUIRE(c.network.layers.size() == 1);
  CHECK(c.network.layers[0].n == 1);
  CHECK(c.network.layers[0].codebook.vectors.rows() == 41);
  const OneLetterReport r = verify_one_letter(c.network, dfa, *c.summary.counting_letter, 60);
  CHECK(r.first_failure == 41u);  // where the table ends
  CHECK_THAT(c.summary.notes.at(0), Catch::Contains("Theorem 1"));
  // lambda = 1/2: h_c = 2 - 2^(1-c), exact in double, so the codebook rows are exact.
  for (std::size_t k = 0; k <= 40; ++k)
    CHECK(c.network.layers[0].codebook.vectors(static_cast<Eigen::Index>(k), 0) == 2 - std::ldexp(1.0, 1 - int(k)));
}

TEST_CASE("LookupCountersFailWhereRoundingMergesStates", "[standard]") {
  // Pinned first failures of 1^t (sequential, rne, no FMA), each equal to the independent emulation.
  struct Case {
    std::string spec;
    Restrict r;
    double lambda;
    std::size_t n;
    std::vector<std::pair<std::string, std::size_t>> failures;
  };
  const std::vector<Case> cases{
      {"parity",
       Restrict::diag01,
       0.5,
       40,
       {{"e4m3", 5}, {"e5m2", 5}, {"bf16", 9}, {"fp16", 13}, {"tf32", 13}, {"fp32", 25}, {"float:e8m16", 19}}},
      {"parity", Restrict::diag01, 0.875, 150, {{"e4m3", 6}, {"bf16", 30}, {"fp16", 46}, {"fp32", 112}}},
      {"mod:3", Restrict::diag11, -0.5, 40, {{"e4m3", 6}, {"bf16", 10}, {"fp16", 13}, {"fp32", 26}}},
  };
  for (const Case& k : cases) {
    const automata::Dfa dfa = automata::make_builtin(k.spec);
    const Compiled c = lookup(k.spec, k.r, k.n, k.lambda);
    for (const auto& [format, pinned] : k.failures) {
      INFO(k.spec << " lambda " << k.lambda << " " << format);
      const auto simulated = simulated_first_failure(c.network, dfa, format, k.n + 8);
      const auto emulated = emulated_first_failure(c.network, dfa, k.lambda, format, k.n + 8);
      CHECK(simulated == emulated);
      REQUIRE(simulated);
      CHECK(*simulated <= k.n);
      CHECK(*simulated == pinned);
    }
  }
}

TEST_CASE("LookupDecoderRefusals", "[quick]") {
  CHECK_THROWS_WITH(lookup("parity", Restrict::diag01, 60), Catch::Contains("use N <= 48"));
  CHECK_THROWS_WITH(lookup("parity", Restrict::diag01, 10, -0.5), Catch::Contains("outside (0, 1)"));
  CHECK_THROWS_WITH(lookup("parity", Restrict::diag11, 10, 0.0), Catch::Contains("without 0"));
  CHECK_THROWS_WITH(lookup("parity", Restrict::none, 10), Catch::Contains("--restrict diag01 or diag11"));
  CHECK_THROWS_WITH(lookup("cyclic:3", Restrict::diag11, 10), Catch::Contains("act differently"));
  CHECK_THROWS_WITH(lookup("flipflop", Restrict::diag01, 10), Catch::Contains("group"));
  CompileOptions o;
  o.lambda = 0.5;
  CHECK_THROWS_WITH(compile(automata::make_builtin("parity"), o), Catch::Contains("--lambda"));
}
