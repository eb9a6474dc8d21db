// A state with a NaN or an infinite entry has no nearest codebook row (every distance is NaN or
// infinite, and comparisons with NaN are false): it decodes to no value and reads as no automaton
// state, a failure at that position, on every decoder path. Before, the search kept its initial
// row 0, so such a state read as row 0's state and counted as right wherever that was expected.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "hand-networks.hpp"
#include "lrnn/engine/engine.hpp"
#include "lrnn/engine/simd.hpp"
#include "lrnn/margin.hpp"
#include "lrnn/mpfr-runner.hpp"
#include "lrnn/runner.hpp"
#include "lrnn/simulate.hpp"
#include "precision/policy.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;

namespace {

// The codebook's scale c for a format: H0 = c and the rows +-c, so that the state c (-300)^k
// overflows while it is still below 2^53 c (beyond, the two distances, computed in double, would
// tie). In double the squared distance overflows first, at |h| ~ 1.3e154: such a state has no
// finite distance either, and decodes to no row as well.
double scale_for(const std::string& policy) {
  return policy == "fp16" ? 1.0 : policy == "fp64" || policy == "mpfr" ? 1e140 : 1e30;
}

// Parity with letter '1' multiplying by -300: the state is c (-300)^k after k ones, whose sign is
// the parity (the nearest of the codebook's +c and -c) until it overflows the format to +-inf at
// k = `overflow_ones`; from there on every position is non-finite. The old decoding read +-inf as
// row 0 ("even"): right at every even count, so the first failure came one '1' late, or never.
Network overflowing_parity(const std::string& policy) {
  Network net = test::parity_network(automata::make_builtin("parity"), -300.0);
  const double c = scale_for(policy);
  net.layers[0].H0(0, 0) = c;
  net.layers[0].codebook.vectors << c, -c;
  return net;
}

std::size_t overflow_ones(const std::string& policy) {
  const double max = policy == "fp16"                       ? 65504.0
                     : policy == "fp64" || policy == "mpfr" ? std::numeric_limits<double>::max()
                                                            : 3.4e38;
  const double c = scale_for(policy);
  std::size_t k = 0;
  for (double p = c; p <= max && std::isfinite((p + c) * (p + c)); p *= 300) ++k;
  return k;
}

// The automaton state every decoder must read after each position: parity while finite, none after.
std::vector<automata::State> expected_states(const automata::Word& word, std::size_t ones_limit) {
  const automata::Dfa dfa = automata::make_builtin("parity");
  std::vector<automata::State> out;
  automata::State q = dfa.start();
  std::size_t ones = 0;
  for (automata::Letter a : word) {
    q = dfa.next(q, a);
    ones += a == dfa.alphabet().id("1");
    out.push_back(ones >= ones_limit ? automata::kNoState : q);
  }
  return out;
}

std::vector<automata::Word> words_with_ones(std::size_t count, std::size_t length, std::uint64_t seed) {
  std::mt19937_64 gen(seed);
  std::vector<automata::Word> words;
  for (std::size_t i = 0; i < count; ++i) {
    automata::Word w(length);
    for (auto& a : w) a = static_cast<automata::Letter>(gen() % 3 == 0 ? 0 : 1);  // mostly ones
    words.push_back(w);
  }
  words.push_back(automata::Word(length, 1));  // all ones: every even count right under the old rule
  return words;
}

void check_runs(const std::vector<WordRun>& runs, const std::vector<automata::Word>& words, std::size_t limit,
                bool stop, const std::string& what) {
  INFO(what);
  REQUIRE(runs.size() == words.size());
  for (std::size_t i = 0; i < words.size(); ++i) {
    INFO("word " << i);
    const auto want = expected_states(words[i], limit);
    std::optional<std::size_t> first;
    for (std::size_t t = 0; t < want.size() && !first; ++t)
      if (want[t] == automata::kNoState) first = t + 1;
    CHECK(runs[i].first_failure == first);
    if (!stop && !runs[i].states.empty()) CHECK(runs[i].states == want);
  }
}

}  // namespace

TEST_CASE("NonFiniteStateReadsAsNoStateInTheRunner", "[quick]") {
  for (const char* policy : {"fp16", "fp32", "fp64"}) {
    INFO(policy);
    const Network net = overflowing_parity(policy);
    Runner runner(net, precision::parse_policy(policy));
    for (double bad :
         {std::nan(""), std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()}) {
      INFO("forced state " << bad);
      RunState s = runner.initial();
      s.layers[0][0] = bad;
      s.rows[0] = RunState::kStale;
      CHECK(runner.decode(s) == automata::kNoState);
      CHECK(runner.step(s, 0) == automata::kNoState);  // x1: still non-finite, decoded again
      CHECK(runner.step(s, 1) == automata::kNoState);
    }
    // Overflow by arithmetic: the ones that overflow read as no state, never as "even".
    RunState s = runner.initial();
    const std::size_t limit = overflow_ones(policy);
    for (std::size_t k = 1; k <= limit + 3; ++k) {
      const automata::State q = runner.step(s, 1);
      if (k < limit)
        CHECK(q == (k % 2 == 0 ? 0u : 1u));
      else
        CHECK(q == automata::kNoState);
    }
  }
}

TEST_CASE("NonFiniteStatesFailOnEveryDecoderPath", "[standard]") {
  const automata::Dfa dfa = automata::make_builtin("parity");
  std::size_t engine_runs = 0;
  for (const std::string policy : {"fp16", "fp32", "bf16", "fp64"}) {
    const Network net = overflowing_parity(policy);
    const std::size_t limit = overflow_ones(policy);
    const auto words = words_with_ones(9, 3 * limit + 20, 7);
    for (const char* order : {"sequential", "scan", "chunked:1", "chunked:5", "chunked:64"})
      for (bool stop : {false, true}) {
        const std::string what = policy + " " + order + (stop ? " stop" : "");
        SimulateOptions o;
        o.policy = precision::parse_policy(policy);
        o.order = parse_order(order);
        o.threads = 2;
        o.stop_at_failure = stop;
        SimulateOptions ref = o;
        ref.reference = true;
        check_runs(simulate(net, words, ref, &dfa), words, limit, stop, "reference " + what);
        check_runs(simulate(net, words, o, &dfa), words, limit, stop, "simulate " + what);
        if (engine::unsupported(net, o, &dfa)) continue;
        const engine::HostNet host(net, o.policy, &dfa, o.order.kind != OrderKind::sequential);
        if (o.order.kind == OrderKind::sequential && policy == "fp16")
          CHECK(engine::simd::eligible(host.view(), host.arith()));  // the vector kernel's search too
        check_runs(engine::run_cpu(host, words, o), words, limit, stop, "engine cpu " + what);
        SimulateOptions computed = o;
        computed.memo = false;
        check_runs(engine::run_cpu(host, words, computed), words, limit, stop, "engine cpu, no memo " + what);
        check_runs(engine::run_cuda_on_host(host, words, o, 32), words, limit, stop, "cuda code on host " + what);
        ++engine_runs;
      }
  }
  CHECK(engine_runs == 4 * 5 * 2);  // the engine covers every one of these runs
}

TEST_CASE("NonFiniteStateFailsInTheMpfrRunner", "[quick]") {
  // In MPFR the state does not overflow; rounded to double for decoding it does.
  MpfrRunner runner(overflowing_parity("mpfr"), 64);
  const std::size_t limit = overflow_ones("mpfr");
  for (std::size_t k = 1; k <= limit + 2; ++k) {
    const automata::State q = runner.step(1);
    if (k < limit)
      CHECK(q == (k % 2 == 0 ? 0u : 1u));
    else
      CHECK(q == automata::kNoState);
  }
}

TEST_CASE("MarginMeter: a non-finite state has no margin and is not a tie", "[lrnn][quick]") {
  const Network net = overflowing_parity("fp32");
  const MarginMeter meter(net);
  const double c = scale_for("fp32");
  const double finite_state[] = {0.5 * c};
  CHECK(meter.decode(0, finite_state).finite);
  CHECK(meter.decode(0, finite_state).margin > 0);
  for (const double bad : {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
                           -std::numeric_limits<double>::infinity()}) {
    const double state[] = {bad};
    const DecodeMargin m = meter.decode(0, state);
    CHECK_FALSE(m.finite);
    CHECK(m.margin == 0);  // before: +infinity, the largest margin of all
    CHECK_FALSE(m.tie());
    CHECK_FALSE(meter.tie(0, state, std::numeric_limits<double>::infinity()));
  }
}
