// Integration: compile -> verify_exact -> check_words -> save -> load -> verify again, for the
// builtin families of issue 4 in every parameterization, and the spectra the theory predicts for
// the compiled parity, rotation and permutation networks.
#include <catch2/catch.hpp>

#include <cmath>
#include <complex>
#include <cstring>
#include <numbers>
#include <string>

#include "automata/builtins.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/spectrum.hpp"
#include "lrnn/verify.hpp"
#include "lrnn/weights-io.hpp"
#include "network-bits.hpp"
#include "weights-test-networks.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;

namespace {

Compiled compile_builtin(const std::string& spec, CompileOptions options = {}) {
  options.permutation_action = automata::builtin_permutation_action(spec);
  return compile(automata::make_builtin(spec), options);
}

using test::same_bits;

}  // namespace

TEST_CASE("CompiledNetworksVerifyAndRoundTrip", "[standard][compile][verify]") {
  const std::vector<std::string> specs{"parity",      "mod:3",      "mod:4",    "mod:5",   "mod:7",
                                       "cyclic:4",    "cyclic:6",   "sym:3",    "sym:4",   "sym:3:gens",
                                       "sym:4:swaps", "sym:5:gens", "alt:4",    "alt:5",   "dihedral:4",
                                       "dihedral:5",  "dihedral:6", "tomita:5", "tomita:6"};
  struct Variant {
    const char* name;
    ReflectionParam reflection;
    CyclicMode cyclic;
    RotationForm rotation;
  };
  const std::vector<Variant> variants{
      {"unit", ReflectionParam::unit, CyclicMode::rotation, RotationForm::dense},
      {"integer", ReflectionParam::integer, CyclicMode::permutation, RotationForm::dense},
      {"dense", ReflectionParam::dense, CyclicMode::permutation, RotationForm::dense},
      {"rot-refl", ReflectionParam::unit, CyclicMode::rotation, RotationForm::reflections}};
  test::TempDir dir("compiled-networks");
  for (const auto& spec : specs)
    for (const auto& v : variants) {
      INFO(spec << " " << v.name);
      CompileOptions o;
      o.reflection = v.reflection, o.cyclic = v.cyclic, o.rotation = v.rotation;
      const Compiled c = compile_builtin(spec, o);
      const automata::Dfa dfa = automata::make_builtin(spec);
      const ExactReport exact = verify_exact(c.network, &dfa);
      INFO(exact.failure);
      REQUIRE(exact.passed);
      // Integer entries (integer reflections, permutation matrices, the scalar -1) make every
      // reachable step exact; irrational entries (1/sqrt 2, cos/sin) deviate by rounding only.
      const bool integer_entries = v.reflection != ReflectionParam::unit && v.cyclic == CyclicMode::permutation;
      if (integer_entries || spec == "parity") CHECK(exact.exact);
      CHECK(exact.max_deviation < 1e-13);
      WordsOptions wo;
      wo.max_len = 6;
      wo.max_words = 20'000;
      const WordsReport words = check_words(c.network, dfa, wo);
      INFO(words.failure);
      CHECK(words.passed);

      const std::string stem = (dir.path() / (spec.substr(0, spec.find(':')) + "-" + v.name)).string();
      save_network(c.network, stem);
      const LoadedNetwork back = load_network(stem);
      REQUIRE(back.network.layers.size() == 1);
      const Layer &a = c.network.layers[0], &b = back.network.layers[0];
      CHECK(same_bits(a.H0, b.H0));
      CHECK(same_bits(a.codebook.vectors, b.codebook.vectors));
      REQUIRE(a.tokens.size() == b.tokens.size());
      for (std::size_t t = 0; t < a.tokens.size(); ++t)
        CHECK(same_bits(to_matrix(a.tokens[t].transition, a.n), to_matrix(b.tokens[t].transition, b.n)));
      CHECK(verify_exact(back.network, &dfa).passed);
    }
}

TEST_CASE("CompiledSpectraMatchTheory", "[quick][compile][spectrum]") {
  using C = std::complex<double>;
  SECTION("parity: the scalar -1, the only class that Theorem 1 allows with real eigenvalues") {
    const SpectrumReport s = spectrum(compile_builtin("parity").network);
    REQUIRE(s.tokens.size() == 2);
    CHECK(s.tokens[1].eigenvalues == std::vector<C>{C(-1, 0)});
    CHECK(s.tokens[1].parity_capable);
    CHECK_FALSE(s.tokens[1].modular_capable);
    CHECK_FALSE(s.tokens[0].parity_capable);  // the letter 0 is the identity
  }
  SECTION("mod:5 as a rotation: e^{+-2 pi i/5}") {
    const SpectrumReport s = spectrum(compile_builtin("mod:5").network);
    REQUIRE(s.tokens[1].eigenvalues.size() == 2);
    for (const C& z : s.tokens[1].eigenvalues) {
      CHECK(std::abs(z) == Approx(1.0).margin(1e-12));
      CHECK(std::abs(std::abs(std::arg(z)) - 2 * std::numbers::pi / 5) < 1e-12);
    }
    CHECK(s.tokens[1].modular_capable);
  }
  SECTION("sym:5 on 5 points: a k-cycle has the k-th roots of unity and 5-k ones") {
    const Compiled c = compile_builtin("sym:5:gens");  // t = (0 1), c = the 5-cycle
    const SpectrumReport s = spectrum(c.network);
    REQUIRE(s.tokens.size() == 2);
    std::size_t minus_one = 0;
    for (const C& z : s.tokens[0].eigenvalues) minus_one += std::abs(z - C(-1, 0)) < 1e-12;
    CHECK(minus_one == 1);
    CHECK(s.tokens[0].parity_capable);
    for (const C& z : s.tokens[1].eigenvalues) {
      CHECK(std::abs(z) == Approx(1.0).margin(1e-12));
      const double k = std::arg(z) / (2 * std::numbers::pi / 5);
      CHECK(std::abs(k - std::round(k)) < 1e-9);
    }
    CHECK(s.tokens[1].modular_capable);
    CHECK(s.modulus_max == Approx(1.0).margin(1e-12));
  }
  SECTION("best-effort diag01 parity: eigenvalues in [0, 1], Theorem 1 says no") {
    CompileOptions o;
    o.restrict = Restrict::diag01;
    o.best_effort = true;
    const Compiled c = compile_builtin("parity", o);
    CHECK_FALSE(c.summary.implements);
    const SpectrumReport s = spectrum(c.network);
    CHECK(s.real_min >= 0.0);
    for (const auto& t : s.tokens) CHECK_FALSE(t.parity_capable);
    const automata::Dfa dfa = automata::make_builtin("parity");
    CHECK_FALSE(verify_exact(c.network, &dfa).passed);
  }
}
