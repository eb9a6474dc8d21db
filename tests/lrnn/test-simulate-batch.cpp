// simulate(): the sequential order is Runner::step bit for bit; results do not depend on the
// thread count (stochastic rounding included); the scan and chunked orders equal sequential on
// exact (integer) networks and equal straightforward references of the documented trees bit for
// bit under bf16; sequential and scan differ in the same datatype on a rotation counter.
#include <catch2/catch.hpp>

#include <bit>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "common/error.hpp"
#include "hand-networks.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/runner.hpp"
#include "lrnn/simulate.hpp"
#include "precision/arithmetic.hpp"
#include "precision/policy.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;

namespace {

bool same_bits(const std::vector<double>& a, const std::vector<double>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0;
}

bool same_runs(const WordRun& a, const WordRun& b) {
  if (a.states != b.states || a.first_failure != b.first_failure) return false;
  if (std::bit_cast<std::uint64_t>(a.max_drift) != std::bit_cast<std::uint64_t>(b.max_drift)) return false;
  if (a.layer_states.size() != b.layer_states.size()) return false;
  for (std::size_t t = 0; t < a.layer_states.size(); ++t)
    if (!same_bits(a.layer_states[t], b.layer_states[t])) return false;
  return true;
}

std::vector<automata::Word> random_words(std::size_t count, std::size_t max_len, std::size_t letters,
                                         std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<automata::Word> words(count);
  for (auto& w : words) {
    w.resize(1 + rng() % max_len);
    for (auto& a : w) a = static_cast<automata::Letter>(rng() % letters);
  }
  return words;
}

Network compiled(const std::string& spec, CompileOptions options = {}) {
  return lrnn::compile(automata::make_builtin(spec), options).network;
}

Network s5_network(ReflectionParam reflection = ReflectionParam::unit) {
  CompileOptions options;
  options.permutation_action = automata::builtin_permutation_action("sym:5");
  options.reflection = reflection;
  return compiled("sym:5", options);
}

SimulateOptions opts(const std::string& order, const std::string& policy = "", std::size_t threads = 1) {
  SimulateOptions o;
  if (!policy.empty()) o.policy = precision::parse_policy(policy);
  o.order = parse_order(order);
  o.threads = threads;
  o.keep_states = true;
  return o;
}

std::vector<std::pair<std::string, Network>> networks() {
  return {{"parity", test::parity_network()},
          {"rotation dense", test::rotation_network(3)},
          {"rotation reflections", test::rotation_network(5, true)},
          {"sym:3 exact", test::sym_network(3)},
          {"sym:4 sqrt2", test::sym_network(4, false)},
          {"flipflop one-hot", test::onehot_network(automata::make_builtin("flipflop"))},
          {"mod4 cascade lag 0", test::mod4_cascade(0)},
          {"mod4 cascade lag 1", test::mod4_cascade(1)}};
}

}  // namespace

TEST_CASE("ParseOrderAcceptsTheDocumentedFormsAndRejectsOthers", "[quick]") {
  CHECK(parse_order("sequential") == EvalOrder{OrderKind::sequential, 0});
  CHECK(parse_order("scan") == EvalOrder{OrderKind::scan, 0});
  CHECK(parse_order("chunked:64") == EvalOrder{OrderKind::chunked, 64});
  CHECK(to_string(parse_order("chunked:7")) == "chunked:7");
  CHECK(to_string(parse_order("scan")) == "scan");
  for (const char* bad : {"chunked:0", "scan:3", "foo", "chunked:", "chunked:-1", "chunked:3x", "", "Sequential"})
    CHECK_THROWS_AS(parse_order(bad), Error);
}

TEST_CASE("SimulateSequentialIsRunnerStepBitForBit", "[quick]") {
  const std::uint64_t seed = 11;
  INFO("seed " << seed);
  for (const char* policy :
       {"", "fp64", "bf16", "fp16,acc=fp32,fma", "e4m3,acc=fp32,order=pairwise", "bf16,rounding=rz"}) {
    INFO("policy '" << policy << "'");
    for (const auto& [name, net] : networks()) {
      INFO(name);
      const auto words = random_words(5, 60, net.num_letters(), seed);
      const SimulateOptions o = opts("sequential", policy);
      const auto runs = simulate(net, words, o, &net.automaton);
      Runner runner(net, o.policy);
      for (std::size_t w = 0; w < words.size(); ++w) {
        RunState s = runner.initial();
        double drift = 0;
        std::optional<std::size_t> failure;
        for (std::size_t t = 0; t < words[w].size(); ++t) {
          const auto q = runner.step(s, words[w][t]);
          REQUIRE(runs[w].states[t] == q);
          std::vector<double> all;
          for (const auto& layer : s.layers) all.insert(all.end(), layer.begin(), layer.end());
          REQUIRE(same_bits(runs[w].layer_states[t], all));
          drift = std::max(drift, runner.drift(s));
          const auto want = net.automaton.run(
              automata::Word(words[w].begin(), words[w].begin() + static_cast<std::ptrdiff_t>(t + 1)));
          if (!failure &&
              (q == automata::kNoState || net.automaton.output_label(q) != net.automaton.output_label(want)))
            failure = t + 1;
        }
        CHECK(runs[w].max_drift == drift);
        CHECK(runs[w].first_failure == failure);
      }
    }
  }
}

TEST_CASE("SimulateDoesNotDependOnTheThreadCount", "[quick]") {
  const auto net = test::rotation_network(5, true);
  const auto words = random_words(9, 200, net.num_letters(), 3);
  for (const char* order : {"sequential", "scan", "chunked:4"})
    for (const char* policy : {"", "bf16", "bf16,rounding=sr:7"}) {
      INFO(order << " '" << policy << "'");
      const auto one = simulate(net, words, opts(order, policy, 1), &net.automaton);
      const auto two = simulate(net, words, opts(order, policy, 2), &net.automaton);
      const auto many = simulate(net, words, opts(order, policy, 0), &net.automaton);
      for (std::size_t w = 0; w < words.size(); ++w) {
        CHECK(same_runs(one[w], two[w]));
        CHECK(same_runs(one[w], many[w]));
      }
    }
}

TEST_CASE("StochasticRoundingGivesEachWordItsOwnStream", "[quick]") {
  // The same word twice in a batch gets two different streams (word index in the seed): with
  // 1/sqrt(2)-ish weights in bf16 under sr the two trajectories differ somewhere.
  const auto net = test::rotation_network(5, true);
  std::vector<automata::Word> words(2, automata::Word(300, 1));
  const auto runs = simulate(net, words, opts("sequential", "bf16,rounding=sr:7"));
  CHECK_FALSE(same_runs(runs[0], runs[1]));
  // Same batch, same seed: the same results.
  const auto again = simulate(net, words, opts("sequential", "bf16,rounding=sr:7", 2));
  CHECK(same_runs(runs[0], again[0]));
}

TEST_CASE("ScanAndChunkedEqualSequentialOnExactNetworks", "[quick]") {
  // Integer weights (permutations, integer reflections, the scalar -1) keep every product and sum
  // exact in fp64, so every evaluation order gives the same states.
  std::vector<std::pair<std::string, Network>> exact = {
      {"parity", test::parity_network()},
      {"sym:3 exact", test::sym_network(3)},
      {"flipflop one-hot", test::onehot_network(automata::make_builtin("flipflop"))},
      {"mod4 cascade lag 0", test::mod4_cascade(0)},
      {"mod4 cascade lag 1", test::mod4_cascade(1)},
      {"S5 integer reflections", s5_network(ReflectionParam::integer)}};
  for (const auto& [name, net] : exact) {
    INFO(name);
    const auto words = random_words(4, 100, net.num_letters(), 5);
    const auto seq = simulate(net, words, opts("sequential"), &net.automaton);
    for (const char* order : {"scan", "chunked:1", "chunked:3", "chunked:16", "chunked:1000"}) {
      INFO(order);
      const auto other = simulate(net, words, opts(order), &net.automaton);
      for (std::size_t w = 0; w < words.size(); ++w) {
        CHECK(same_runs(seq[w], other[w]));
        CHECK_FALSE(other[w].first_failure);
      }
    }
  }
}

TEST_CASE("SimulateRejectsBadInput", "[quick]") {
  const auto net = test::parity_network();
  std::vector<automata::Word> words = {{0, 1, 2}};
  CHECK_THROWS_AS(simulate(net, words, opts("sequential")), Error);
  SimulateOptions o;
  o.order = {OrderKind::chunked, 0};
  std::vector<automata::Word> ok = {{0, 1}};
  CHECK_THROWS_AS(simulate(net, ok, o), Error);
  o = {};
  o.policy = precision::parse_policy("mpfr:100");
  CHECK_THROWS_AS(simulate(net, ok, o), Error);
}

namespace {

// An independent reference of the scan and chunked orders for one-layer networks under a policy
// (simulate.hpp): materialize every token's A (Householder factors on the identity's columns,
// rounded op by op), compose with Arithmetic::dot, to_storage and add, combine on the Brent-Kung
// tree written out from its definition.
struct Ref {
  bool constant = false, has_b = false;
  std::vector<double> A, b;  // A row-major n x n, b n x d column-major
};

class Reference {
 public:
  Reference(const Network& net, const precision::Policy& policy)
      : layer_(net.layers[0]), ar_(policy), n_(layer_.n), d_(layer_.d) {}

  Ref token(automata::Letter a) {
    const auto k = layer_.find_token(a, {});
    REQUIRE(k);
    const Token& tok = layer_.tokens[*k];
    Ref r;
    r.A.assign(n_ * n_, 0.0);
    const Matrix M = to_matrix(tok.transition, n_);
    if (const auto* hp = std::get_if<HouseholderProduct>(&tok.transition)) {
      for (std::size_t j = 0; j < n_; ++j) {
        std::vector<double> x(n_, 0.0);
        x[j] = 1;
        for (const auto& f : hp->factors) {
          std::vector<std::size_t> sup;
          std::vector<double> v, xs;
          for (std::size_t i = 0; i < n_; ++i) {
            const double vi = ar_.to_storage(f.v(static_cast<Eigen::Index>(i)));
            if (vi != 0) sup.push_back(i), v.push_back(vi), xs.push_back(x[i]);
          }
          if (sup.empty()) continue;
          const double t = ar_.mul(ar_.to_storage(f.beta), ar_.dot(v.data(), xs.data(), v.size()));
          for (std::size_t q = 0; q < sup.size(); ++q) x[sup[q]] = ar_.sub(x[sup[q]], ar_.mul(v[q], t));
        }
        for (std::size_t i = 0; i < n_; ++i) r.A[i * n_ + j] = x[i];
      }
    } else {
      for (std::size_t i = 0; i < n_; ++i)
        for (std::size_t j = 0; j < n_; ++j)
          r.A[i * n_ + j] = ar_.to_storage(M(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(j)));
    }
    if (tok.B) {
      r.has_b = true;
      for (std::size_t c = 0; c < d_; ++c)
        for (std::size_t i = 0; i < n_; ++i)
          r.b.push_back(ar_.to_storage((*tok.B)(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(c))));
    }
    return r;
  }

  Ref initial() {
    Ref r;
    r.constant = r.has_b = true;
    for (std::size_t c = 0; c < d_; ++c)
      for (std::size_t i = 0; i < n_; ++i)
        r.b.push_back(ar_.to_storage(layer_.H0(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(c))));
    return r;
  }

  // later o earlier
  Ref compose(const Ref& later, const Ref& earlier) {
    Ref r;
    r.constant = earlier.constant;
    if (!r.constant) {
      r.A.assign(n_ * n_, 0.0);
      for (std::size_t i = 0; i < n_; ++i)
        for (std::size_t j = 0; j < n_; ++j) {
          std::vector<double> col(n_);
          for (std::size_t k = 0; k < n_; ++k) col[k] = earlier.A[k * n_ + j];
          r.A[i * n_ + j] = ar_.to_storage(ar_.dot(&later.A[i * n_], col.data(), n_));
        }
    }
    if (earlier.has_b) {
      r.has_b = true;
      r.b.assign(n_ * d_, 0.0);
      for (std::size_t c = 0; c < d_; ++c)
        for (std::size_t i = 0; i < n_; ++i) {
          double v = ar_.to_storage(ar_.dot(&later.A[i * n_], &earlier.b[c * n_], n_));
          if (later.has_b) v = ar_.add(v, later.b[c * n_ + i]);
          r.b[c * n_ + i] = v;
        }
    } else {
      r.has_b = later.has_b;
      r.b = later.b;
    }
    return r;
  }

  // Brent-Kung, written with explicit level lists: up-sweep levels d = 1, 2, ... while 2d-1 <= T,
  // then the same levels in reverse for the down-sweep.
  void brent_kung(std::vector<Ref>& x) {
    const std::size_t T = x.size() - 1;
    std::vector<std::size_t> levels;
    for (std::size_t d = 1; 2 * d - 1 <= T; d *= 2) levels.push_back(d);
    for (std::size_t d : levels)
      for (std::size_t i = 2 * d - 1; i <= T; i += 2 * d) x[i] = compose(x[i], x[i - d]);
    for (auto it = levels.rbegin(); it != levels.rend(); ++it)
      for (std::size_t i = 3 * *it - 1; i <= T; i += 2 * *it) x[i] = compose(x[i], x[i - *it]);
  }

  std::vector<std::vector<double>> scan(const automata::Word& w) {
    std::vector<Ref> x{initial()};
    for (auto a : w) x.push_back(token(a));
    brent_kung(x);
    std::vector<std::vector<double>> out;
    for (std::size_t t = 1; t < x.size(); ++t) out.push_back(x[t].b);
    return out;
  }

  std::vector<std::vector<double>> chunked(const Network& net, const precision::Policy& policy, const automata::Word& w,
                                           std::size_t C) {
    std::vector<Ref> y{initial()};
    for (std::size_t begin = 0; begin < w.size(); begin += C) {
      Ref s = token(w[begin]);
      for (std::size_t t = begin + 1; t < std::min(w.size(), begin + C); ++t) s = compose(token(w[t]), s);
      y.push_back(s);
    }
    brent_kung(y);
    Runner runner(net, policy);
    std::vector<std::vector<double>> out;
    for (std::size_t k = 1; k < y.size(); ++k) {
      RunState s = runner.initial();
      s.layers[0] = y[k - 1].b;
      s.rows[0] = RunState::kStale;
      const std::size_t begin = (k - 1) * C, end = std::min(w.size(), k * C);
      for (std::size_t t = begin; t + 1 < end; ++t) {
        runner.step(s, w[t]);
        out.push_back(s.layers[0]);
      }
      out.push_back(y[k].b);
    }
    return out;
  }

 private:
  const Layer& layer_;
  precision::Arithmetic ar_;
  std::size_t n_, d_;
};

}  // namespace

TEST_CASE("ScanMatchesAStraightforwardBrentKungReferenceBitForBit", "[quick]") {
  // Dense rotations (mod:5), unit reflections with 1/sqrt(2) (sym:4, non-commutative) and S5 (the
  // natural action, non-commutative), in bf16 and fp16 with an fp32 accumulator and FMA.
  CompileOptions s5;
  s5.permutation_action = automata::builtin_permutation_action("sym:5");
  std::vector<std::pair<std::string, Network>> nets = {{"mod:5 dense rotation", compiled("mod:5")},
                                                       {"sym:4 sqrt2", test::sym_network(4, false)},
                                                       {"S5", compiled("sym:5", s5)}};
  const std::uint64_t seed = 17;
  INFO("seed " << seed);
  std::mt19937_64 rng(seed);
  for (const auto& [name, net] : nets)
    for (const char* policy : {"bf16", "fp16,acc=fp32", "bf16,order=pairwise"})
      for (std::size_t T : {1, 2, 3, 7, 8, 9, 29, 100}) {
        INFO(name << " " << policy << " T=" << T);
        automata::Word w(T);
        for (auto& a : w) a = static_cast<automata::Letter>(rng() % net.num_letters());
        const auto pol = precision::parse_policy(policy);
        Reference ref(net, pol);
        const auto want = ref.scan(w);
        const std::vector<automata::Word> words{w};
        const auto got = simulate(net, words, opts("scan", policy));
        REQUIRE(got[0].layer_states.size() == T);
        for (std::size_t t = 0; t < T; ++t) REQUIRE(same_bits(got[0].layer_states[t], want[t]));
        for (std::size_t C : {std::size_t{1}, std::size_t{3}, T, T + 1}) {
          INFO("chunked:" << C);
          const auto want_c = Reference(net, pol).chunked(net, pol, w, C);
          const auto got_c = simulate(net, words, opts("chunked:" + std::to_string(C), policy));
          REQUIRE(want_c.size() == T);
          for (std::size_t t = 0; t < T; ++t) REQUIRE(same_bits(got_c[0].layer_states[t], want_c[t]));
        }
      }
}

TEST_CASE("ChunkedOneIsTheScan", "[quick]") {
  const auto net = compiled("mod:7");
  const auto words = random_words(3, 300, net.num_letters(), 9);
  const auto a = simulate(net, words, opts("scan", "bf16"), &net.automaton);
  const auto b = simulate(net, words, opts("chunked:1", "bf16"), &net.automaton);
  for (std::size_t w = 0; w < words.size(); ++w) CHECK(same_runs(a[w], b[w]));
}

TEST_CASE("SequentialAndScanDifferInTheSameDatatype", "[quick]") {
  // mod:3 as a dense 2x2 rotation by 120 degrees, bf16 (rne, no FMA), the one-letter word 1^5000.
  // Sequential: rounding snaps the state onto an exact period-3 orbit of bf16 vectors within the
  // first steps, so it never fails (max drift 0.0093, the distance of that orbit to the codebook).
  // Scan: the tree composes rounded powers R^(2^k); their rounding errors do not cancel (the
  // rounded rotation is not orthogonal: its determinant is not 1 and the composed matrices grow or
  // shrink geometrically), so the state leaves the codebook: the first wrong position is 968.
  // chunked:64 stays correct (chunk summaries are products of 64 matrices only, composed by the
  // tree over 79 chunks) but drifts further than sequential (0.97).
  const auto net = compiled("mod:3");
  const std::vector<automata::Word> words{automata::Word(5000, 1)};
  SimulateOptions o = opts("sequential", "bf16");
  const auto seq = simulate(net, words, o, &net.automaton);
  // The period-3 orbit, bit for bit, from position 100 on.
  for (std::size_t t = 100; t + 3 < 5000; ++t) REQUIRE(same_bits(seq[0].layer_states[t], seq[0].layer_states[t + 3]));
  o.keep_states = false;
  o.order = parse_order("scan");
  const auto scan = simulate(net, words, o, &net.automaton);
  o.order = parse_order("chunked:64");
  const auto chunked = simulate(net, words, o, &net.automaton);
  CHECK_FALSE(seq[0].first_failure);
  CHECK(seq[0].max_drift < 0.01);
  REQUIRE(scan[0].first_failure);
  CHECK(*scan[0].first_failure == 968);
  CHECK(scan[0].max_drift > 1e4);
  CHECK_FALSE(chunked[0].first_failure);
  CHECK(chunked[0].max_drift > 0.9);
}

TEST_CASE("StopAtFailureEndsTheWordAtItsFirstWrongPosition", "[quick]") {
  const auto net = compiled("mod:3");
  const std::vector<automata::Word> words{automata::Word(5000, 1)};
  SimulateOptions o = opts("scan", "bf16");
  o.stop_at_failure = true;
  const auto runs = simulate(net, words, o, &net.automaton);
  REQUIRE(runs[0].first_failure == std::optional<std::size_t>(968));
  CHECK(runs[0].states.size() == 968);
  CHECK(runs[0].layer_states.size() == 968);
  o.order = parse_order("sequential");
  CHECK(simulate(net, words, o, &net.automaton)[0].states.size() == 5000);
}
