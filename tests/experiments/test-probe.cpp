// experiments::probe — the laws of its semantics: Brent's cycle equals the brute-force first
// repeat of the state's bit pattern, a compatible cycle's "never fails" holds on a long direct run,
// the failure an incompatible cycle implies is the one a direct run finds, results do not depend on
// threads, and bad input throws.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "automata/random-word.hpp"
#include "common/error.hpp"
#include "experiments/probe.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/mpfr-runner.hpp"
#include "lrnn/runner.hpp"
#include "lrnn/simulate.hpp"

using namespace lrnnc;
using namespace lrnnc::experiments;

namespace {

lrnn::Network compile_builtin(const std::string& spec, lrnn::CompileOptions options = {}) {
  options.permutation_action = automata::builtin_permutation_action(spec);
  return lrnn::compile(automata::make_builtin(spec), options).network;
}

std::vector<std::uint64_t> bits_of(const lrnn::RunState& s) {
  std::vector<std::uint64_t> key;
  for (const auto& layer : s.layers)
    for (double x : layer) {
      std::uint64_t b;
      std::memcpy(&b, &x, sizeof b);
      key.push_back(b);
    }
  for (auto v : s.values) key.push_back(v);
  return key;
}

struct Direct {
  std::optional<std::size_t> cycle_start, cycle_period, first_failure;
};

// Brute force: every state's bit pattern in a map until the first repeat; failures by label.
Direct direct_run(const lrnn::Network& net, const automata::Dfa& dfa, const precision::Policy& policy,
                  automata::Letter a, std::size_t max_len) {
  lrnn::Runner runner(net, policy);
  lrnn::RunState h = runner.initial();
  std::map<std::vector<std::uint64_t>, std::size_t> seen;
  seen[bits_of(h)] = 0;
  automata::State q = dfa.start();
  Direct d;
  for (std::size_t t = 1; t <= max_len; ++t) {
    const automata::State s = runner.step(h, a);
    q = dfa.next(q, a);
    const bool ok = s != automata::kNoState && net.automaton.output_label(s) == dfa.output_label(q);
    if (!ok && !d.first_failure) d.first_failure = t;
    if (!d.cycle_start) {
      const auto [it, fresh] = seen.emplace(bits_of(h), t);
      if (!fresh) {
        d.cycle_start = it->second;
        d.cycle_period = t - it->second;
      }
    }
  }
  return d;
}

ProbeOptions quick(std::size_t max_len, std::size_t words = 2) {
  ProbeOptions o;
  o.max_len = max_len;
  o.words = words;
  o.threads = 1;
  return o;
}

}  // namespace

TEST_CASE("BrentCycleMatchesBruteForceFirstRepeat", "[standard][probe]") {
  struct Case {
    std::string spec, dtype;
    lrnn::CompileOptions options;
  };
  lrnn::CompileOptions refl;
  refl.rotation = lrnn::RotationForm::reflections;
  lrnn::CompileOptions bad;
  bad.restrict = lrnn::Restrict::diag01;
  bad.best_effort = true;
  const std::vector<Case> cases{{"mod:3", "bf16", {}},   {"mod:3", "fp16", {}},    {"mod:5", "e4m3", {}},
                                {"mod:7", "bf16", refl}, {"cyclic:6", "fp16", {}}, {"parity", "fp32", bad},
                                {"sym:4", "e5m2", {}}};
  for (const auto& c : cases) {
    const lrnn::Network net = compile_builtin(c.spec, c.options);
    const automata::Dfa dfa = automata::make_builtin(c.spec);
    const precision::Policy policy = precision::parse_policy(c.dtype);
    const std::size_t N = 3000;
    const ProbeResult r = probe(net, dfa, policy, quick(N, 0));
    for (std::size_t a = 0; a < r.letters.size(); ++a) {
      INFO(c.spec << " in " << c.dtype << ", letter " << r.letters[a].letter);
      const Direct d = direct_run(net, dfa, policy, static_cast<automata::Letter>(a), N);
      REQUIRE(d.cycle_start.has_value());  // every case here cycles early
      CHECK(r.letters[a].cycle_start == d.cycle_start);
      CHECK(r.letters[a].cycle_period == d.cycle_period);
      CHECK(r.letters[a].first_failure == d.first_failure);
      CHECK(r.letters[a].never_fails == !d.first_failure.has_value());
    }
  }
}

TEST_CASE("IncompatibleCycleImpliesTheDirectFirstFailure", "[standard][probe]") {
  // A cycle found early proves the failure far beyond the steps taken: the best-effort parity
  // network's letter '1' is stuck at its state from t = 1, and the failure at t = 1 is immediate.
  // S5 in e5m2 has letters whose cycles are incompatible; every implied failure equals a direct run's.
  const lrnn::Network net = compile_builtin("sym:4");
  const automata::Dfa dfa = automata::make_builtin("sym:4");
  const precision::Policy policy = precision::parse_policy("e5m2");
  const ProbeResult r = probe(net, dfa, policy, quick(200, 0));
  std::size_t incompatible = 0;
  for (std::size_t a = 0; a < r.letters.size(); ++a) {
    const auto& l = r.letters[a];
    if (!l.cycle_compatible || *l.cycle_compatible) continue;
    ++incompatible;
    INFO("letter " << l.letter);
    CHECK(l.first_failure == direct_run(net, dfa, policy, static_cast<automata::Letter>(a), 200).first_failure);
  }
  CHECK(incompatible > 0);
}

TEST_CASE("ProbeDoesNotDependOnThreads", "[standard][probe]") {
  const lrnn::Network net = compile_builtin("sym:4");
  const automata::Dfa dfa = automata::make_builtin("sym:4");
  ProbeOptions one = quick(500, 6), two = quick(500, 6);
  two.threads = 2;
  for (const char* dtype : {"e4m3", "e5m2", "bf16,rounding=sr:7"}) {
    INFO(dtype);
    const precision::Policy policy = precision::parse_policy(dtype);
    const ProbeResult a = probe(net, dfa, policy, one), b = probe(net, dfa, policy, two);
    CHECK(a.first_failure_min == b.first_failure_min);
    CHECK(a.first_failure_median == b.first_failure_median);
    CHECK(a.failing_words == b.failing_words);
    CHECK(a.max_drift == b.max_drift);
    for (std::size_t i = 0; i < a.letters.size(); ++i) CHECK(a.letters[i].first_failure == b.letters[i].first_failure);
  }
}

TEST_CASE("ProbeSummaryCountsWordsAndPicksTheLowerMedian", "[quick][probe]") {
  // Best-effort diag01 parity: '1' fails at t = 1; random words fail at their first '1'.
  lrnn::CompileOptions bad;
  bad.restrict = lrnn::Restrict::diag01;
  bad.best_effort = true;
  const lrnn::Network net = compile_builtin("parity", bad);
  const automata::Dfa dfa = automata::make_builtin("parity");
  const ProbeResult r = probe(net, dfa, precision::parse_policy("fp32"), quick(100, 7));
  CHECK(r.words == 7);
  CHECK(r.max_len == 100);
  REQUIRE(r.letters.size() == 2);
  CHECK(r.letters[0].never_fails);  // '0' is the identity
  CHECK(r.letters[1].first_failure == 1u);
  CHECK(r.cycle_start == 1u);  // from the earliest failing letter
  CHECK(r.cycle_period == 1u);
  CHECK(r.first_failure_min == 1u);
  CHECK(r.decoded != r.expected);
  // The random words fail where their first '1' is (gen() % 2 of mt19937_64(seed + i)).
  std::vector<std::size_t> firsts{1};  // letter '1'
  for (std::size_t i = 0; i < 7; ++i) {
    std::mt19937_64 gen(1 + i);
    for (std::size_t t = 1; t <= 100; ++t)
      if (gen() % 2 == 1) {
        firsts.push_back(t);
        break;
      }
  }
  std::sort(firsts.begin(), firsts.end());
  CHECK(r.failing_words == firsts.size());
  CHECK(r.first_failure_median == firsts[(firsts.size() - 1) / 2]);
}

TEST_CASE("ProbeOrdersAgreeOnExactNetworks", "[standard][probe]") {
  // Integer reflections are exact in e4m3 in every order: scan and chunked find no failure either.
  lrnn::CompileOptions integer;
  integer.reflection = lrnn::ReflectionParam::integer;
  const lrnn::Network net = compile_builtin("sym:3", integer);
  const automata::Dfa dfa = automata::make_builtin("sym:3");
  for (const char* order : {"sequential", "scan", "chunked:7"}) {
    INFO(order);
    ProbeOptions o = quick(300, 3);
    o.order = lrnn::parse_order(order);
    const ProbeResult r = probe(net, dfa, precision::parse_policy("e4m3"), o);
    CHECK_FALSE(r.first_failure_min.has_value());
    CHECK(r.order == order);
    CHECK(r.letters[0].cycle_period.has_value() == (std::string(order) == "sequential"));
  }
}

TEST_CASE("ProbeMpfrControlRowTracksTheRotation", "[standard][probe]") {
  const lrnn::Network net = compile_builtin("mod:5");
  const automata::Dfa dfa = automata::make_builtin("mod:5");
  const ProbeResult r = probe_mpfr(net, dfa, 256, quick(2000, 2));
  CHECK(r.dtype == "mpfr:256");
  CHECK_FALSE(r.first_failure_min.has_value());
  // The codebook and the weights are doubles: the stored rotation is not exactly of order 5, so the
  // exact orbit leaves the codebook by ~1e-16 per turn; 2000 steps stay far below 1e-12.
  CHECK(r.max_drift < 1e-12);
  CHECK(r.max_drift > 0);
  CHECK_FALSE(r.letters[1].cycle_period.has_value());  // no cycle detection in MPFR
}

TEST_CASE("ProbeRejectsBadInput", "[quick][probe]") {
  const lrnn::Network net = compile_builtin("parity");
  const automata::Dfa s3 = automata::make_builtin("sym:3");
  CHECK_THROWS_AS(probe(net, s3, precision::parse_policy("bf16"), quick(10)), Error);
  CHECK_THROWS_WITH(probe(net, s3, precision::parse_policy("bf16"), quick(10)), Catch::Contains("alphabet"));
  CHECK_THROWS_WITH(probe(net, automata::make_builtin("parity"), precision::parse_policy("bf16"), quick(0)),
                    Catch::Contains("at least 1"));
  CHECK_THROWS_WITH(probe_mpfr(net, automata::make_builtin("parity"), 1, quick(10)), Catch::Contains("at least 2"));
  CHECK(probe_mpfr(net, automata::make_builtin("parity"), 24, quick(10)).dtype == "mpfr:24");  // below a control
  CHECK_THROWS_AS(probe(net, automata::make_builtin("parity"), precision::parse_policy("mpfr:100"), quick(10)), Error);
}

TEST_CASE("ProbeStaysWithinItsMemoryBudget", "[quick][probe]") {
  const lrnn::Network net = compile_builtin("mod:3");
  const automata::Dfa dfa = automata::make_builtin("mod:3");
  const precision::Policy bf16 = precision::parse_policy("bf16");
  // The scan order keeps every position: a run over the budget is refused before it starts.
  ProbeOptions scan = quick(1000, 2);
  scan.order = lrnn::parse_order("scan");
  scan.memory_budget = 1000 * lrnn::simulate_bytes_per_token(net, scan.order);
  CHECK_THROWS_WITH(probe(net, dfa, bf16, scan),
                    Catch::Contains("over the memory budget") && Catch::Contains("--max-len"));
  scan.memory_budget *= 100;
  CHECK_NOTHROW(probe(net, dfa, bf16, scan));
  // A one-letter word's cycle search past its share of the budget is given up: no cycle, and the
  // first failure (none here) is the direct run's. With the whole budget the cycle is found.
  ProbeOptions tight = quick(400, 0);
  tight.threads = 1;
  tight.memory_budget = 8 * 4;  // 4 decoded tokens
  const ProbeResult small = probe(net, dfa, bf16, tight);
  const ProbeResult full = probe(net, dfa, bf16, quick(400, 0));
  std::size_t given_up = 0;
  for (std::size_t a = 0; a < small.letters.size(); ++a) {
    INFO("letter " << small.letters[a].letter);
    REQUIRE(full.letters[a].cycle_period.has_value());
    if (*full.letters[a].cycle_start + *full.letters[a].cycle_period <= 4) {
      CHECK(small.letters[a].cycle_period == full.letters[a].cycle_period);  // found within the budget
      continue;
    }
    ++given_up;
    CHECK_FALSE(small.letters[a].cycle_period.has_value());
    CHECK_FALSE(small.letters[a].never_fails);
    CHECK(small.letters[a].first_failure ==
          direct_run(net, dfa, bf16, static_cast<automata::Letter>(a), 400).first_failure);
  }
  CHECK(given_up > 0);
}

TEST_CASE("ProbeRandomWordsThroughTheEngineEqualTheRunnerWordByWord", "[standard][probe]") {
  // The random words go through lrnn::simulate in batches when the engine covers the policy; each
  // word here runs through the Runner step by step instead (word i: random_word(seed, i)), and the
  // counts, positions, drift and labels must be the same.
  const lrnn::Network net = compile_builtin("mod:5");
  const automata::Dfa dfa = automata::make_builtin("mod:5");
  const std::size_t k = dfa.num_letters(), max_len = 2000, words = 37;
  for (const char* dtype : {"e4m3", "bf16", "fp16,acc=fp32"}) {
    INFO(dtype);
    const precision::Policy policy = precision::parse_policy(dtype);
    ProbeOptions o = quick(max_len, words);
    o.seed = 11;
    const ProbeResult r = probe(net, dfa, policy, o);
    CHECK(r.simulation == "batched engine (cpu)");
    std::vector<std::size_t> firsts;
    double drift = 0;
    for (const auto& l : r.letters) {
      if (l.first_failure) firsts.push_back(*l.first_failure);
      drift = std::max(drift, l.max_drift);
    }
    std::optional<std::pair<std::size_t, std::string>> earliest_word;  // (position, decoded label)
    for (std::size_t i = 0; i < words; ++i) {
      const automata::Word word = automata::random_word(o.seed, i, max_len, k);
      lrnn::Runner runner(net, policy);
      lrnn::RunState h = runner.initial();
      automata::State q = dfa.start();
      for (std::size_t t = 1; t <= max_len; ++t) {
        const automata::State s = runner.step(h, word[t - 1]);
        q = dfa.next(q, word[t - 1]);
        drift = std::max(drift, runner.drift(h));
        if (s == automata::kNoState || net.automaton.output_label(s) != dfa.output_label(q)) {
          firsts.push_back(t);
          if (!earliest_word || t < earliest_word->first)
            earliest_word = std::make_pair(t, s == automata::kNoState ? "" : net.automaton.output_label(s));
          break;
        }
      }
    }
    CHECK(r.failing_words == firsts.size());
    CHECK(r.max_drift == drift);
    if (std::string(dtype) == "e4m3") CHECK(firsts.size() > k);  // random words fail too: a real check
    std::sort(firsts.begin(), firsts.end());
    if (firsts.empty()) {
      CHECK_FALSE(r.first_failure_min);
      continue;
    }
    CHECK(r.first_failure_min == firsts.front());
    CHECK(r.first_failure_median == firsts[(firsts.size() - 1) / 2]);
    if (earliest_word && earliest_word->first == firsts.front() && !earliest_word->second.empty()) {
      bool from_letter = false;
      for (const auto& l : r.letters) from_letter = from_letter || l.first_failure == firsts.front();
      if (!from_letter) CHECK(r.decoded == earliest_word->second);
    }
  }
  // Stochastic rounding stays on the word-by-word path, and says so; the scan order runs on the engine.
  CHECK(probe(net, dfa, precision::parse_policy("bf16,rounding=sr:3"), quick(50, 3)).simulation.find("stochastic") !=
        std::string::npos);
  ProbeOptions scan = quick(50, 3);
  scan.order = lrnn::parse_order("scan");
  CHECK(probe(net, dfa, precision::parse_policy("bf16"), scan).simulation == "batched engine (cpu)");
}

namespace {

// Independently of lrnn/margin.hpp: every layer's rows sorted by their squared distance (summed in
// double as the decoder does, so that a tie is the decoder's equality), the margin as the difference
// of the two distances in long double.
struct BruteMargin {
  bool tie = false;
  long double margin = std::numeric_limits<long double>::infinity();
};
BruteMargin brute_margin(const lrnn::Network& net, const std::vector<double>& all_layers) {
  BruteMargin out;
  std::size_t offset = 0;
  for (const auto& layer : net.layers) {
    const auto& cb = layer.codebook;
    const auto width = static_cast<std::size_t>(cb.vectors.cols());
    std::vector<std::pair<double, std::size_t>> d2;
    for (Eigen::Index k = 0; k < cb.vectors.rows(); ++k) {
      double s = 0;
      for (std::size_t j = 0; j < width; ++j) {
        const double x = cb.vectors(k, static_cast<Eigen::Index>(j)) - all_layers[offset + j];
        s += x * x;
      }
      d2.emplace_back(s, static_cast<std::size_t>(k));
    }
    std::stable_sort(d2.begin(), d2.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [s, k] : d2)
      if (cb.values[k] != cb.values[d2[0].second]) {
        out.tie = out.tie || s == d2[0].first;
        out.margin = std::min(
            out.margin, std::sqrt(static_cast<long double>(s)) - std::sqrt(static_cast<long double>(d2[0].first)));
        break;
      }
    offset += width;
  }
  return out;
}

struct BruteWord {
  std::optional<std::size_t> first_failure;
  std::size_t ties = 0;
  long double margin = 0;
};

// A word's failure, margin and ties from its states H_1..H_T (all layers concatenated) and the
// network's read states.
BruteWord brute_word(const lrnn::Network& net, const automata::Dfa& dfa, const automata::Word& word,
                     const std::vector<std::vector<double>>& states, const std::vector<automata::State>& read) {
  BruteWord out;
  automata::State q = dfa.start();
  for (std::size_t t = 1; t <= states.size(); ++t) {
    q = dfa.next(q, word[t - 1]);
    const BruteMargin m = brute_margin(net, states[t - 1]);
    out.ties += m.tie;
    const automata::State s = read[t - 1];
    if (s == automata::kNoState || net.automaton.output_label(s) != dfa.output_label(q)) {
      out.first_failure = t;
      out.margin = m.margin;
      break;
    }
  }
  return out;
}

// The word in `order` through the reference simulator, keeping every state.
BruteWord brute_simulate(const lrnn::Network& net, const automata::Dfa& dfa, const precision::Policy& policy,
                         const lrnn::EvalOrder& order, const automata::Word& word) {
  lrnn::SimulateOptions so;
  so.policy = policy;
  so.order = order;
  so.reference = true;
  so.keep_states = true;
  so.threads = 1;
  const lrnn::WordRun run = lrnn::simulate(net, std::span<const automata::Word>(&word, 1), so)[0];
  return brute_word(net, dfa, word, run.layer_states, run.states);
}

void check_margin(const std::optional<double>& probed, const BruteWord& b) {
  REQUIRE(probed.has_value());
  if (b.margin == 0) {
    CHECK(*probed == 0.0);
  } else {
    CHECK(*probed > 0.0);
    CHECK(*probed == Approx(static_cast<double>(b.margin)).epsilon(1e-9).margin(1e-13));
  }
}

}  // namespace

TEST_CASE("ProbeMarginsAndTiesEqualABruteForceRun", "[standard][probe]") {
  // Every failing word's margin and ties, against the states of an independent run and a brute-force
  // decode: the sequential order (letters found by cycles, random words through the batched engine,
  // both measured by a second run), scan and chunked (a second run through the reference
  // simulator), a two-layer cascade, and words where a tie decides the failure.
  struct Case {
    std::string spec, dtype, order;
    lrnn::CompileOptions options;
  };
  lrnn::CompileOptions prime;
  prime.method = lrnn::Method::cascade;
  prime.prime = true;
  const std::vector<Case> cases{{"mod:5", "e4m3", "sequential", {}},
                                {"sym:4", "e5m2", "sequential", {}},
                                {"mod:3", "bf16", "scan", {}},
                                {"mod:5", "e4m3", "chunked:16", {}},
                                {"mod:6", "e4m3", "chunked:8", prime}};
  std::size_t failing = 0, tie_failures = 0, tied_decodes = 0;
  for (const auto& c : cases) {
    INFO(c.spec << " in " << c.dtype << ", " << c.order);
    const lrnn::Network net = compile_builtin(c.spec, c.options);
    const automata::Dfa dfa = automata::make_builtin(c.spec);
    const precision::Policy policy = precision::parse_policy(c.dtype);
    const std::size_t k = dfa.num_letters(), max_len = 1500, words = 12;
    ProbeOptions o = quick(max_len, words);
    o.order = lrnn::parse_order(c.order);
    const ProbeResult r = probe(net, dfa, policy, o);
    CHECK(r.margins);
    std::vector<std::pair<std::size_t, BruteWord>> firsts;  // (word index, brute force)
    for (std::size_t i = 0; i < k + words; ++i) {
      const automata::Word word = i < k ? automata::Word(max_len, static_cast<automata::Letter>(i))
                                        : automata::random_word(o.seed, i - k, max_len, k);
      const BruteWord b = brute_simulate(net, dfa, policy, o.order, word);
      if (i < k) {
        INFO("letter " << r.letters[i].letter);
        CHECK(r.letters[i].first_failure == b.first_failure);
        if (b.first_failure) {
          check_margin(r.letters[i].failure_margin, b);
          CHECK(r.letters[i].failure_ties == b.ties);
        }
      }
      if (b.first_failure) firsts.emplace_back(i, b);
    }
    REQUIRE_FALSE(firsts.empty());  // each case fails somewhere: a real check
    CHECK(r.failing_words == firsts.size());
    const auto earliest = std::min_element(firsts.begin(), firsts.end(), [](const auto& a, const auto& b) {
      return *a.second.first_failure < *b.second.first_failure;
    });
    CHECK(r.first_failure_min == earliest->second.first_failure);
    check_margin(r.failure_margin, earliest->second);
    CHECK(r.failure_ties == earliest->second.ties);
    std::size_t at_tie = 0;
    for (const auto& f : firsts) {
      at_tie += f.second.margin == 0;
      tied_decodes += f.second.ties;
    }
    CHECK(r.tie_failures == at_tie);
    failing += firsts.size();
    tie_failures += at_tie;
  }
  CHECK(tie_failures > 0);  // ties decide some failures
  CHECK(tie_failures < failing);
  CHECK(tied_decodes > tie_failures);  // and happen before failures too
}

TEST_CASE("ProbeMpfrRowMeasuresMarginsFromItsRoundedState", "[standard][probe]") {
  // At 3 and 4 bits the rotation counter fails (at 4 bits every failure is a tie); the row's margin
  // is the decode of the MPFR state rounded to double, as MpfrRunner decodes it.
  const lrnn::Network net = compile_builtin("mod:5");
  const automata::Dfa dfa = automata::make_builtin("mod:5");
  for (long bits : {3L, 4L}) {
    INFO(bits << " bits");
    const ProbeResult r = probe_mpfr(net, dfa, bits, quick(300, 4));
    CHECK(r.margins);
    lrnn::MpfrRunner runner(net, bits);
    const automata::Letter a = 1;
    std::vector<std::vector<double>> states;
    std::vector<automata::State> read;
    for (std::size_t t = 0; t < 300; ++t) {
      read.push_back(runner.step(a));
      states.push_back(runner.state());
    }
    const BruteWord b = brute_word(net, dfa, automata::Word(300, a), states, read);
    REQUIRE(b.first_failure.has_value());
    CHECK(r.letters[a].first_failure == b.first_failure);
    check_margin(r.letters[a].failure_margin, b);
    CHECK(r.letters[a].failure_ties == b.ties);
  }
}

TEST_CASE("ProbeSearchProvesWhatNoSampledWordRefutes", "[quick][probe]") {
  const lrnn::Network net = compile_builtin("mod:5");
  const automata::Dfa dfa = automata::make_builtin("mod:5");
  ProbeOptions o = quick(2000, 4);
  o.search_pairs = 100'000;
  const ProbeResult bf16 = probe(net, dfa, precision::parse_policy("bf16"), o);
  CHECK(bf16.search == "proved");
  CHECK(bf16.search_pairs == 113);  // docs/REALIZE.md's example
  CHECK_FALSE(bf16.shortest_failure);
  CHECK_FALSE(bf16.first_failure_min);
  // e4m3: the shortest failing word is a lower bound on the sampled first failure, reached here.
  const ProbeResult e4m3 = probe(net, dfa, precision::parse_policy("e4m3"), o);
  CHECK(e4m3.search == "counterexample");
  REQUIRE(e4m3.shortest_failure);
  CHECK(*e4m3.shortest_failure == 38);
  REQUIRE(e4m3.first_failure_min);
  CHECK(*e4m3.first_failure_min >= 38);
}

TEST_CASE("ProbeSearchIsOffByDefaultAndNotRunWhereItCannotBe", "[quick][probe]") {
  const lrnn::Network net = compile_builtin("mod:5");
  const automata::Dfa dfa = automata::make_builtin("mod:5");
  ProbeOptions o = quick(200, 2);
  CHECK(probe(net, dfa, precision::parse_policy("bf16"), o).search.empty());
  o.search_pairs = 100'000;
  ProbeOptions scan = o;
  scan.order = lrnn::parse_order("scan");
  const ProbeResult s = probe(net, dfa, precision::parse_policy("bf16"), scan);
  CHECK(s.search.empty());
  CHECK_THAT(s.search_note, Catch::Contains("sequential"));
  const ProbeResult sr = probe(net, dfa, precision::parse_policy("bf16,rounding=sr:7"), o);
  CHECK(sr.search.empty());
  CHECK_FALSE(sr.search_note.empty());
  CHECK(probe_mpfr(net, dfa, 64, o).search.empty());
  // A cap below the closure: bounded, and every word up to the depth is right.
  o.search_pairs = 10;
  const ProbeResult b = probe(net, dfa, precision::parse_policy("bf16"), o);
  CHECK(b.search == "bounded");
  CHECK(b.search_pairs <= 10);
  CHECK_THAT(b.search_note, Catch::Contains("--search-pairs"));
}
