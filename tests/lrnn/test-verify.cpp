// verify_exact and check_words on networks built by hand: exact ones are exact, rounded rotations
// deviate by a tiny amount, wrong ones fail with the shortest word, equivalent specs verify.
#include <catch2/catch.hpp>

#include <string>

#include "automata/io-json.hpp"
#include "automata/regex.hpp"
#include "common/error.hpp"
#include "common/shortest-text.hpp"
#include "hand-networks.hpp"
#include "lrnn/verify.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;

TEST_CASE("ExactNetworksVerifyExactly", "[quick]") {
  struct Case {
    std::string name;
    Network net;
    std::size_t reachable;
  };
  const Case cases[] = {{"parity", test::parity_network(), 2},
                        {"sym:3", test::sym_network(3), 6},
                        {"flipflop one-hot", test::onehot_network(automata::make_builtin("flipflop")), 2},
                        {"mod:5 one-hot", test::onehot_network(automata::make_builtin("mod:5")), 5},
                        {"mod4 cascade lag 0", test::mod4_cascade(0), 4},
                        {"mod4 cascade lag 1", test::mod4_cascade(1), 4}};
  for (const auto& c : cases) {
    INFO(c.name);
    const ExactReport r = verify_exact(c.net);
    INFO(r.failure);
    CHECK(r.passed);
    CHECK(r.exact);
    CHECK(r.max_deviation == 0);
    CHECK(r.reachable_states == c.reachable);
    CHECK(r.letters == c.net.num_letters());
    CHECK_FALSE(r.guaranteed_length.has_value());
    CHECK(r.guarantee == Guarantee::all_lengths);
    CHECK(r.failure.empty());
  }
}

TEST_CASE("RoundedRotationsVerifyWithATinyDeviation", "[quick]") {
  for (const bool reflections : {false, true}) {
    INFO("reflections " << reflections);
    const Network net = test::rotation_network(3, reflections);
    const ExactReport r = verify_exact(net);
    INFO(r.failure);
    CHECK(r.passed);
    CHECK_FALSE(r.exact);
    CHECK(r.max_deviation > 0);
    CHECK(r.max_deviation < 1e-15);
    CHECK(r.min_separation == Approx(std::sqrt(3.0)));
    CHECK(r.tolerance == Approx(1e-6 * std::sqrt(3.0)));
    CHECK(r.guarantee == Guarantee::bounded);
    REQUIRE(r.guaranteed_length.has_value());
    CHECK(*r.guaranteed_length > 1e14);
    CHECK(r.reachable_states == 3);
  }
  // Transpositions with v = (e_i - e_j)/sqrt(2): rounded, orthogonal up to rounding.
  const ExactReport r = verify_exact(test::sym_network(4, false));
  INFO(r.failure);
  CHECK(r.passed);
  CHECK(r.reachable_states == 24);
  CHECK(r.max_deviation > 0);
  CHECK(r.max_deviation < 1e-14);
}

TEST_CASE("OneHotNetworksOfNonGroupLettersGetAShortGuaranteeWhenInexact", "[quick]") {
  // Spectral norm of the flip-flop's set letters is sqrt(2) > 1; perturb H0 by 1e-12 so that the
  // run is not exact: the error may grow by sqrt(2) a token, so the claim is the largest L with
  // sqrt(2)^L 1e-12 < sqrt(2)/2, L = 78.
  Network net = test::onehot_network(automata::make_builtin("flipflop"));
  net.layers[0].H0(0, 0) = 1 + 1e-12;
  const ExactReport r = verify_exact(net);
  INFO(r.guarantee_argument);
  CHECK(r.passed);
  CHECK_FALSE(r.exact);
  CHECK(r.norm_bound >= std::sqrt(2.0));
  CHECK(r.guarantee == Guarantee::bounded);
  REQUIRE(r.guaranteed_length.has_value());
  CHECK(*r.guaranteed_length == 78);
}

TEST_CASE("AWrongNetworkFailsWithTheShortestWord", "[quick]") {
  const ExactReport r = verify_exact(test::wrong_parity_network());
  CHECK_FALSE(r.passed);
  INFO(r.failure);
  CHECK(r.failure.find("after '1'") != std::string::npos);
  CHECK(r.failure.find("expected state 1") != std::string::npos);

  // A rotation by the wrong angle lands between codebook vectors.
  Network bent = test::rotation_network(3);
  std::get<Dense>(bent.layers[0].tokens[1].transition).A = test::rotation(2.1);
  const ExactReport b = verify_exact(bent);
  CHECK_FALSE(b.passed);
  INFO(b.failure);
  CHECK(b.failure.find("after '1'") != std::string::npos);
  CHECK(b.failure.find("above the tolerance") != std::string::npos);
  // The tolerance as its shortest round-trip decimal, never std::to_string's six fixed digits.
  CHECK(b.failure.find("tolerance " + shortest_text(b.tolerance)) != std::string::npos);
  CHECK(b.failure.find("0.000000") == std::string::npos);

  // The cascade with the wrong lag: the first wrong word is "11" (a carry at the wrong time).
  Network cascade = test::mod4_cascade(0);
  cascade.layers[1].context[0].lag = 1;
  const ExactReport c = verify_exact(cascade);
  CHECK_FALSE(c.passed);
  INFO(c.failure);
  CHECK(c.failure.find("after '1'") != std::string::npos);
}

TEST_CASE("ParityVerifiesAgainstEquivalentSpecsWithOtherNumberings", "[quick]") {
  // The network decodes to the regex's acceptor; the spec is a hand-made acceptor with the states
  // numbered the other way and a redundant copy of the even state.
  const automata::Dfa even = automata::regex_to_dfa("(0|10*1)*");
  const Network net = test::parity_network(even);
  const automata::Dfa spec =
      automata::make_acceptor(even.alphabet(), 3, 1, {/*0 odd*/ 0, 2, /*1 even*/ 1, 0, /*2 even*/ 2, 0}, {1, 2});
  ExactReport r = verify_exact(net, &spec);
  INFO(r.failure);
  CHECK(r.passed);
  CHECK(r.exact);
  CHECK(r.reachable_states == 3);  // (even, 1), (odd, 0), (even, 2)

  // The builtin parity network against a JSON spec with swapped state numbers.
  const automata::Dfa json = automata::dfa_from_json(
      R"({"alphabet": ["0","1"], "states": 2, "start": 1, "outputs": ["1","0"], "delta": [[0,1],[1,0]]})");
  r = verify_exact(test::parity_network(), &json);
  INFO(r.failure);
  CHECK(r.passed);

  // Same language, other labels (accept/reject vs 0/1): the outputs differ from the empty word on.
  const automata::Dfa builtin = automata::make_builtin("parity");
  r = verify_exact(net, &builtin);
  CHECK_FALSE(r.passed);
  CHECK(r.failure.find("the empty word") != std::string::npos);

  // A spec that is not equivalent (counts 1s mod 3).
  const automata::Dfa mod3 = automata::make_builtin("mod:3");
  r = verify_exact(test::parity_network(), &mod3);
  CHECK_FALSE(r.passed);
  CHECK(r.failure.find("after '11'") != std::string::npos);
}

TEST_CASE("VerificationRefusesOtherAlphabetsAndLimits", "[quick]") {
  const automata::Dfa ab = automata::regex_to_dfa("(a|bb)*");
  const Network net = test::parity_network();
  try {
    verify_exact(net, &ab);
    FAIL("expected lrnnc::Error");
  } catch (const Error& e) {
    const std::string what = e.what();
    CHECK(what.find("{0, 1}") != std::string::npos);
    CHECK(what.find("{a, b}") != std::string::npos);
  }
  CHECK_THROWS_AS(check_words(net, ab), Error);
  ExactOptions options;
  options.state_limit = 4;
  CHECK_THROWS_WITH(verify_exact(test::sym_network(3), nullptr, options), Catch::Contains("more than 4"));
  options = {};
  options.precision_bits = 64;
  CHECK_THROWS_AS(verify_exact(net, nullptr, options), Error);
}

TEST_CASE("CheckWordsCoversAllWordsAndCapsTheLength", "[quick]") {
  WordsReport r = check_words(test::parity_network(), automata::make_builtin("parity"));
  CHECK(r.passed);
  CHECK(r.max_len == 8);
  CHECK(r.words == 510);
  CHECK(r.max_drift == 0);

  r = check_words(test::mod4_cascade(1), automata::make_builtin("mod:4"), {10, 1'000'000, std::nullopt});
  CHECK(r.passed);
  CHECK(r.words == 2046);

  r = check_words(test::wrong_parity_network(), automata::make_builtin("parity"));
  CHECK_FALSE(r.passed);
  INFO(r.failure);
  CHECK(r.failure.find("word '1' at position 1") != std::string::npos);

  // 120 letters: 120 + 120^2 words fit in a million, 120^3 more do not.
  const Network s5 = test::sym_network(5, false);
  r = check_words(s5, s5.automaton);
  INFO(r.failure);
  CHECK(r.passed);
  CHECK(r.max_len == 2);
  CHECK(r.words == 120 + 120 * 120);
  CHECK(r.max_drift > 0);
  CHECK(r.max_drift < 1e-14);

  // Under bf16 the rotation drifts; the run still reports the drift (and passes on short words).
  r = check_words(test::rotation_network(3), automata::make_builtin("mod:3"),
                  {6, 1000, precision::parse_policy("bf16")});
  CHECK(r.max_len == 6);
  CHECK(r.words == 126);
  CHECK(r.max_drift > 1e-4);
  CHECK(r.passed);
}

TEST_CASE("TheS5ReflectionNetworkVerifies", "[standard]") {
  const ExactReport r = verify_exact(test::sym_network(5, false));
  INFO(r.failure);
  CHECK(r.passed);
  CHECK(r.reachable_states == 120);
  REQUIRE(r.guaranteed_length.has_value());
  CHECK(*r.guaranteed_length > 1e12);
}
