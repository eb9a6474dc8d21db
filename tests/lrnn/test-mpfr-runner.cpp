// MpfrRunner: at 256 bits it agrees with native fp64 on exact (integer) networks bit for bit, it
// follows the automaton on mod:3 (a 2x2 rotation by 120 degrees, irrational entries) for 10^4
// steps, and it decodes multi-layer networks like the Runner.
#include <catch2/catch.hpp>

#include <random>

#include "automata/builtins.hpp"
#include "common/error.hpp"
#include "hand-networks.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/mpfr-runner.hpp"
#include "lrnn/runner.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;

TEST_CASE("MpfrRunnerAgreesWithNativeFp64OnExactNetworks", "[quick]") {
  CompileOptions integer;
  integer.permutation_action = automata::builtin_permutation_action("sym:5");
  integer.reflection = ReflectionParam::integer;
  std::vector<std::pair<std::string, Network>> nets = {
      {"parity", test::parity_network()},
      {"sym:3 exact", test::sym_network(3)},
      {"flipflop one-hot", test::onehot_network(automata::make_builtin("flipflop"))},
      {"mod4 cascade lag 0", test::mod4_cascade(0)},
      {"mod4 cascade lag 1", test::mod4_cascade(1)},
      {"S5 integer reflections", lrnn::compile(automata::make_builtin("sym:5"), integer).network}};
  const std::uint64_t seed = 23;
  INFO("seed " << seed);
  std::mt19937_64 rng(seed);
  for (const auto& [name, net] : nets) {
    INFO(name);
    MpfrRunner mp(net, 256);
    Runner native(net);
    RunState s = native.initial();
    for (int t = 0; t < 500; ++t) {
      const auto a = static_cast<automata::Letter>(rng() % net.num_letters());
      const auto q = native.step(s, a);
      REQUIRE(mp.step(a) == q);
      std::vector<double> all;
      for (const auto& layer : s.layers) all.insert(all.end(), layer.begin(), layer.end());
      REQUIRE(mp.state() == all);
      REQUIRE(mp.drift() == native.drift(s));
    }
    mp.reset();
    const auto q0 = mp.step(0);
    RunState s0 = native.initial();
    CHECK(q0 == native.step(s0, 0));
  }
}

TEST_CASE("MpfrRunnerNeverFailsOnTheMod3RotationFor10000Steps", "[quick]") {
  const Network net = lrnn::compile(automata::make_builtin("mod:3"), {}).network;
  const automata::Dfa& dfa = net.automaton;
  for (automata::Letter letter = 0; letter < dfa.num_letters(); ++letter) {
    INFO("letter " << letter);
    MpfrRunner mp(net, 256);
    automata::State q = dfa.start();
    double drift = 0;
    for (int t = 0; t < 10000; ++t) {
      q = dfa.next(q, letter);
      REQUIRE(mp.step(letter) == q);
      drift = std::max(drift, mp.drift());
    }
    // The codebook holds the exact vectors rounded to double: the drift is the double rounding of
    // cos/sin (about 1e-16), not an accumulated error.
    CHECK(drift < 1e-12);
  }
}

TEST_CASE("MpfrRunnerRejectsABadPrecision", "[quick]") {
  CHECK_THROWS_AS(MpfrRunner(test::parity_network(), 1), Error);
}
