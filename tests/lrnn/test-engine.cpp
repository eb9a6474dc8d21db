// The batched engine (lrnn/engine/): its rounding equals precision::round bit for bit; the CPU
// backend (vectorized kernel and lane-by-lane path) and the CUDA code path run on the host in the
// kernel's layout give the reference simulator's results bit for bit (read states, first failures,
// drifts) on a suite of networks x policies x word lengths; on a machine with a GPU, the device too.
#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "common/error.hpp"
#include "hand-networks.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/cuda/engine-cuda.hpp"
#include "lrnn/engine/engine.hpp"
#include "lrnn/engine/simd.hpp"
#include "lrnn/simulate.hpp"
#include "precision/format.hpp"
#include "precision/policy.hpp"
#include "precision/round-kernels.hpp"
#include "tests/skip.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;

namespace {

// The sanitizer build (CI's second build; kAddressSanitizer of tests/skip.hpp) runs the engine
// about eight times slower, so there the matrix tests below run every case, policy, order, backend
// and stop mode on shorter words: mixed lengths up to 1,000 letters (the other builds add 4,097),
// and equal-length blocks for the vectorized kernel of 250 letters (1,000 in the other builds).
// Those still cross the engine's boundaries: lanes of 32, kernel refills of 64 letters, both
// threads' shares of a word.
constexpr std::size_t kBlockLength = kAddressSanitizer ? 250 : 1000;

// `lengths`, and 4,097 where the build is not sanitized.
std::vector<std::size_t> mixed_lengths(std::vector<std::size_t> lengths) {
  if (!kAddressSanitizer) lengths.push_back(4097);
  return lengths;
}

bool same_bits(double a, double b) { return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b); }

// Doubles around every grid point and midpoint of a small format's binades, plus random ones.
std::vector<double> probe_values(const precision::FloatFormat& f, std::uint64_t seed) {
  std::vector<double> xs = {0.0, -0.0, INFINITY, -INFINITY, NAN, f.max_finite(), f.min_normal(), f.min_subnormal()};
  std::mt19937_64 rng(seed);
  for (int e = f.emin() - f.mantissa_bits - 3; e <= f.emax() + 2; ++e)
    for (int k = 0; k < 40; ++k) {
      const double unit = std::ldexp(1.0, e - f.mantissa_bits - 1);  // half an ulp of binade e
      const double x =
          std::ldexp(1.0, e) + static_cast<double>(rng() % (std::uint64_t{1} << (f.mantissa_bits + 2))) * unit;
      for (double y : {x, std::nextafter(x, 0.0), std::nextafter(x, INFINITY)}) {
        xs.push_back(y);
        xs.push_back(-y);
      }
    }
  for (int k = 0; k < 2000; ++k) xs.push_back(std::bit_cast<double>(rng()));
  return xs;
}

std::vector<automata::Word> random_words(const std::vector<std::size_t>& lengths, std::size_t per_length,
                                         std::size_t letters, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<automata::Word> words;
  for (std::size_t len : lengths)
    for (std::size_t i = 0; i < per_length; ++i) {
      automata::Word w(len);
      for (auto& a : w) a = static_cast<automata::Letter>(rng() % letters);
      words.push_back(std::move(w));
    }
  return words;
}

bool same_read_runs(const WordRun& a, const WordRun& b) {
  return a.states == b.states && a.first_failure == b.first_failure && same_bits(a.max_drift, b.max_drift);
}

// How many words' runs differ (read states, first failure or drift bits).
std::size_t differences(const std::vector<WordRun>& got, const std::vector<WordRun>& want) {
  REQUIRE(got.size() == want.size());
  std::size_t bad = 0;
  for (std::size_t w = 0; w < got.size(); ++w) bad += !same_read_runs(got[w], want[w]);
  return bad;
}

struct Case {
  std::string name;
  Network network;
  automata::Dfa dfa;
  bool scan = true;  // also in the scan-order tests (false: too slow there for the reference)
};

// Compiled networks of every construction (rotations, reflections, permutations, cascades, one-hot).
std::vector<Case> compiled_cases() {
  std::vector<Case> out;
  auto add = [&](const std::string& spec, CompileOptions o, const std::string& name) {
    const automata::Dfa dfa = automata::make_builtin(spec);
    out.push_back({name, lrnn::compile(dfa, o).network, dfa});
  };
  add("mod:3", {}, "mod:3 dense rotation");
  add("parity", {}, "parity");
  add("cyclic:300", {}, "Z_300 rotation (300 letters: two-byte letters on the device)");
  {
    CompileOptions o;
    o.rotation = RotationForm::reflections;
    add("mod:5", o, "mod:5 rotation as reflections");
  }
  {
    CompileOptions o;
    o.permutation_action = automata::builtin_permutation_action("sym:5");
    o.reflection = ReflectionParam::integer;
    add("sym:5", o, "S5 integer reflections");
  }
  {
    CompileOptions o;
    o.reflection = ReflectionParam::dense;
    add("sym:3", o, "S3 dense permutations");
  }
  {
    CompileOptions o;
    o.method = Method::cascade;
    add("flipflop", o, "flipflop cascade");
    add("tomita:5", o, "tomita:5 cascade");
  }
  {
    CompileOptions o;
    o.method = Method::onehot;
    add("tomita:3", o, "tomita:3 one-hot");
    add("sym:4", o, "S4 one-hot (24 x 24: sparse dense tokens, lane by lane)");
    out.back().scan = false;  // 24^3 per composition; the sparse rows are the sequential step's
  }
  return out;
}

// Hand-set networks whose states wander over many binades (random walks of the exponent, with
// overflow and underflow in the narrow formats): the vectorized kernel's binary32 path must hand
// over to the double path and take over again at the right steps.
std::vector<Case> wandering_cases() {
  std::vector<Case> out;
  const automata::Dfa parity = automata::make_builtin("parity");
  const automata::Letter zero = parity.alphabet().id("0"), one = parity.alphabet().id("1");
  {
    Network net;
    net.automaton = parity;
    Layer layer = test::scalar_layer();
    layer.tokens.resize(2);
    layer.tokens[zero] = test::diagonal_token(zero, 2.0);
    layer.tokens[one] = test::diagonal_token(one, 0.5);
    layer.tokens[one].B = Matrix::Constant(1, 1, 0.125);
    net.layers.push_back(layer);
    net.readout = {parity.start(), parity.next(parity.start(), one)};
    out.push_back({"wandering scalar", net, parity});
  }
  // A parity network of one n x 1 layer with dense tokens A0 (letter 0) and A1 + B1 (letter 1),
  // decoding to the codebook's two rows (values 0 and 1).
  const auto dense_parity = [&](const char* name, const Matrix& H0, const Matrix& A0, const Matrix& A1,
                                const Matrix& B1, const Matrix& code) {
    Network net;
    net.automaton = parity;
    Layer layer;
    layer.n = static_cast<std::size_t>(H0.rows()), layer.d = 1;
    layer.H0 = H0;
    layer.tokens = {Token{zero, {}, Dense{A0}, std::nullopt}, Token{one, {}, Dense{A1}, B1}};
    layer.codebook.vectors = code;
    layer.codebook.values = {0, 1};
    net.layers.push_back(layer);
    net.readout = {parity.start(), parity.next(parity.start(), one)};
    out.push_back({name, net, parity});
  };
  const auto matrix = [](Eigen::Index rows, Eigen::Index cols, std::initializer_list<double> v) {
    Matrix m(rows, cols);
    auto it = v.begin();
    for (Eigen::Index i = 0; i < rows; ++i)
      for (Eigen::Index j = 0; j < cols; ++j) m(i, j) = *it++;
    return m;
  };
  dense_parity("wandering dense", matrix(2, 1, {1, 0}), matrix(2, 2, {1.5, -0.5, 0.5, 1.5}),
               matrix(2, 2, {0.5, 0.0, -0.25, 0.5}), Matrix::Constant(2, 1, 0.0625), matrix(2, 2, {1, 0, -1, 0}));
  // Sparse dense tokens (a scaled 3-cycle; a scaled identity plus B) whose states overflow to
  // infinity in the narrow formats: there the zero weights' products are NaNs (0 * inf), which the
  // sparse rows must not skip (and the vector kernel must not accept a row at a NaN distance).
  const Matrix e01 = matrix(2, 3, {1, 0, 0, 0, 1, 0});
  dense_parity("wandering sparse", matrix(3, 1, {1, 0, 0}), matrix(3, 3, {0, 0, 3, 3, 0, 0, 0, 3, 0}),
               matrix(3, 3, {0.5, 0, 0, 0, 0.5, 0, 0, 0, 0.5}), Matrix::Constant(3, 1, 0.0625), e01);
  // Parity in components 0 and 1 (letter 1 swaps them) beside a component that grows 4x per 0 and
  // restarts at 1 after each 1: in the narrow formats a run of 0s overflows it to infinity, the
  // next step's zero weights then make every component a NaN (0 * inf), and the run reads row 0
  // from there on. Skipping the zero weights would keep the parity components finite.
  dense_parity("overflowing sparse", matrix(3, 1, {1, 0, 1}), matrix(3, 3, {1, 0, 0, 0, 1, 0, 0, 0, 4}),
               matrix(3, 3, {0, 1, 0, 1, 0, 0, 0, 0, 0}), matrix(3, 1, {0, 0, 1}), e01);
  return out;
}

std::vector<Case> suite() {
  std::vector<Case> out = compiled_cases();
  for (Case& c : wandering_cases()) out.push_back(std::move(c));
  return out;
}

const std::vector<std::string>& policies() {
  static const std::vector<std::string> p = {"",  // native
                                             "fp64",
                                             "fp32",
                                             "bf16",
                                             "fp16",
                                             "e4m3",
                                             "e5m2",
                                             "e4m3:sat",
                                             "float:e5m2:nosub",
                                             "bf16,acc=fp32",
                                             "fp16,acc=fp32",
                                             "bf16,acc=fp16",
                                             "e5m2,acc=bf16",
                                             "bf16,fma",
                                             "fp16,order=pairwise",
                                             "e4m3,fma,order=pairwise",
                                             "storage=fp32,acc=fp64",
                                             "tf32,acc=fp32,fma"};
  return p;
}

}  // namespace

TEST_CASE("engine: LaneRounder gives precision::round's bits (round, round_v, round_sticky)", "[quick]") {
  for (const char* name :
       {"bf16", "fp16", "e4m3", "e5m2", "e4m3:sat", "float:e5m2:nosub", "float:e3m2", "tf32", "fp32", "float:e9m24"}) {
    CAPTURE(name);
    const precision::Policy p = precision::parse_policy(name);
    const precision::FloatFormat& f = p.storage.as_float();
    const engine::LaneRounder r = engine::lane_arith(p).storage;
    std::size_t mismatches = 0;
    for (double x : probe_values(f, 7)) {
      const double want = precision::round(x, f, precision::RoundingMode::rne);
      if (!same_bits(r.round(x), want) && !(std::isnan(want) && std::isnan(r.round(x)))) ++mismatches;
      if (!same_bits(r.round_v(x), r.round(x))) ++mismatches;
      if (std::isnan(x)) continue;
      for (int sticky : {-1, 1}) {
        const double w = precision::round(x, f, precision::RoundingMode::rne, sticky);
        const double got = r.round_sticky(x, sticky);
        if (!same_bits(got, w) && !(std::isnan(w) && std::isnan(got))) {
          ++mismatches;
          UNSCOPED_INFO("sticky " << sticky << " x " << x << " want " << w << " got " << got);
        }
      }
    }
    CHECK(mismatches == 0);
  }
}

TEST_CASE("engine: covers rne float policies, says why not for the rest", "[quick]") {
  const Network net = lrnn::compile(automata::make_builtin("mod:3"), {}).network;
  SimulateOptions o;
  CHECK(!engine::unsupported(net, o, nullptr));
  o.policy = precision::parse_policy("bf16,acc=fp32,fma,order=pairwise");
  CHECK(!engine::unsupported(net, o, nullptr));
  CHECK(simulation_path(net, o) == "batched engine (cpu)");
  for (const char* p :
       {"bf16,rounding=rz", "bf16,rounding=sr:3", "fixed:q3.12", "float:e8m30", "mpfr:64", "storage=fp64,acc=fp32"}) {
    CAPTURE(p);
    o.policy = precision::parse_policy(p);
    const auto why = engine::unsupported(net, o, nullptr);
    REQUIRE(why);
    CHECK(simulation_path(net, o).rfind("reference simulator: ", 0) == 0);
  }
  o.policy = precision::parse_policy("bf16");
  for (const char* order : {"scan", "chunked:1", "chunked:64"}) {
    o.order = parse_order(order);
    CHECK(!engine::unsupported(net, o, nullptr));
  }
  o.keep_states = true;
  CHECK(engine::unsupported(net, o, nullptr)->find("keeping every layer state") != std::string::npos);
  CHECK_THROWS_AS(parse_device("gpu"), Error);
  CHECK(parse_device("cuda") == Device::cuda);
}

namespace {

// Simulation::run_into with a source that copies each word into the engine's scratch and a sink
// that takes the read states in the engine's scratch: the WordRuns it gathers (the states cut at a
// stop at the failure, as simulate() returns them). Counts in `bad_tails` the words whose states
// after such a stop are not all kNoState.
std::vector<WordRun> run_into(const Network& net, const std::vector<automata::Word>& words, const SimulateOptions& o,
                              const automata::Dfa* dfa, std::size_t* bad_tails = nullptr) {
  struct Source : WordSource {
    const std::vector<automata::Word>& words;
    explicit Source(const std::vector<automata::Word>& w) : words(w) {}
    std::size_t count() const override { return words.size(); }
    std::size_t length(std::size_t w) const override { return words[w].size(); }
    const automata::Letter* letters(std::size_t w, automata::Letter* scratch) const override {
      std::copy(words[w].begin(), words[w].end(), scratch);
      return scratch;
    }
  };
  struct Sink : RunSink {
    const std::vector<automata::Word>& words;
    bool stop;
    std::vector<WordRun> out;
    std::vector<std::uint8_t> bad_tail;
    Sink(const std::vector<automata::Word>& w, bool s) : words(w), stop(s), out(w.size()), bad_tail(w.size(), 0) {}
    automata::State* states(std::size_t, automata::State* scratch) override { return scratch; }
    void done(std::size_t w, const automata::State* st, WordRun&& run) override {
      const std::size_t n = words[w].size();
      const std::size_t keep = stop && run.first_failure ? std::min(n, *run.first_failure) : n;
      for (std::size_t t = keep; t < n; ++t) bad_tail[w] |= st[t] != automata::kNoState;
      if (st != nullptr) run.states.assign(st, st + keep);
      out[w] = std::move(run);
    }
  };
  Sink sink(words, o.stop_at_failure);
  Simulation(net, o, dfa).run_into(Source(words), sink);
  if (bad_tails != nullptr)
    *bad_tails = static_cast<std::size_t>(std::count(sink.bad_tail.begin(), sink.bad_tail.end(), 1));
  return std::move(sink.out);
}

// The CPU backend, the host-run CUDA code path and simulate() against the reference simulator on
// `words`; returns whether the CPU backend's vectorized kernel covers the run.
bool check_backends(const Case& c, const std::vector<automata::Word>& words, const std::string& policy,
                    const std::string& order, bool stop) {
  CAPTURE(c.name, policy, order, stop);
  SimulateOptions o;
  if (!policy.empty()) o.policy = precision::parse_policy(policy);
  o.order = parse_order(order);
  o.threads = 2;
  o.stop_at_failure = stop;
  REQUIRE(!engine::unsupported(c.network, o, &c.dfa));
  SimulateOptions ref = o;
  ref.reference = true;
  const auto want = simulate(c.network, words, ref, &c.dfa);
  const engine::HostNet net(c.network, o.policy, &c.dfa, o.order.kind != OrderKind::sequential);
  CHECK(differences(engine::run_cpu(net, words, o), want) == 0);
  SimulateOptions computed = o;  // every step and combine computed (the vector kernel, not memoized walks)
  computed.memo = false;
  CHECK(differences(engine::run_cpu(net, words, computed), want) == 0);
  CHECK(differences(engine::run_cuda_on_host(net, words, o, 32), want) == 0);
  CHECK(differences(simulate(c.network, words, o, &c.dfa), want) == 0);
  std::size_t bad_tails = 0;
  CHECK(differences(run_into(c.network, words, o, &c.dfa, &bad_tails), want) == 0);
  CHECK(bad_tails == 0);
  CHECK(differences(run_into(c.network, words, ref, &c.dfa, &bad_tails), want) == 0);  // the copy path
  CHECK(bad_tails == 0);
  return o.order.kind == OrderKind::sequential && engine::simd::eligible(net.view(), net.arith());
}

}  // namespace

TEST_CASE("engine: CPU backend and host-run CUDA code path equal the reference simulator bit for bit", "[standard]") {
  const std::vector<std::size_t> lengths = mixed_lengths({1, 2, 3, 31, 32, 33, 1000});
  std::size_t simd_cases = 0;
  for (const Case& c : suite()) {
    // Mixed lengths (lane by lane), and blocks of equal lengths (the vectorized kernel where it applies).
    std::vector<automata::Word> words = random_words(lengths, 3, c.dfa.num_letters(), 11);
    const auto equal = random_words({kBlockLength}, 40, c.dfa.num_letters(), 12);
    words.insert(words.end(), equal.begin(), equal.end());
    for (const std::string& p : policies())
      for (bool stop : {false, true}) simd_cases += check_backends(c, words, p, "sequential", stop);
  }
  CHECK(simd_cases > 0);  // the vectorized kernel was exercised
}

// The parallel orders of the engine against the reference: one test case per group of orders, so
// that ctest runs them side by side (together they take minutes in the sanitizer build).
static void check_parallel_orders(std::initializer_list<const char*> orders) {
  const std::vector<std::size_t> lengths = mixed_lengths({0, 1, 2, 3, 31, 32, 33, 1000});
  for (const Case& c : suite()) {
    if (!c.scan) continue;
    const std::vector<automata::Word> words = random_words(lengths, 2, c.dfa.num_letters(), 21);
    for (const std::string& p : policies())
      for (const char* order : orders)
        for (bool stop : {false, true}) check_backends(c, words, p, order, stop);
  }
}

TEST_CASE("engine: scan order, CPU and host-run CUDA code path, equal the reference bit for bit", "[standard]") {
  check_parallel_orders({"scan"});
}

TEST_CASE("engine: chunked:1 and chunked:7, CPU and host-run CUDA code path, equal the reference bit for bit",
          "[standard]") {
  check_parallel_orders({"chunked:1", "chunked:7"});
}

TEST_CASE("engine: chunked:64 and chunked:5000, CPU and host-run CUDA code path, equal the reference bit for bit",
          "[standard]") {
  check_parallel_orders({"chunked:64", "chunked:5000"});
}

TEST_CASE("engine: the device's letters are as narrow as the alphabet allows, packed in order", "[quick]") {
  const auto view_of = [](const std::string& spec) {
    const automata::Dfa dfa = automata::make_builtin(spec);
    const engine::HostNet net(lrnn::compile(dfa, {}).network, precision::parse_policy("bf16"), &dfa);
    return engine::letter_bytes(net.view());
  };
  CHECK(view_of("parity") == 1);
  CHECK(view_of("cyclic:256") == 1);
  CHECK(view_of("cyclic:257") == 2);
  // Letters [a, b) of the words concatenated, across word boundaries, at each width.
  const std::vector<automata::Word> words = {{1, 2, 3}, {}, {4}, {5, 6, 7, 8}};
  const std::vector<std::uint64_t> offset = {0, 3, 3, 4, 8};
  for (std::size_t bytes : {1, 2, 4}) {
    std::vector<unsigned char> out(8 * bytes, 0xee);
    engine::pack_letters(words, offset, 2, 7, bytes, out.data());
    for (std::size_t i = 0; i < 5; ++i) {
      std::uint32_t v = 0;
      for (std::size_t k = 0; k < bytes; ++k) v |= std::uint32_t{out[i * bytes + k]} << (8 * k);
      CHECK(v == i + 3);
    }
    CHECK(out[5 * bytes] == 0xee);  // nothing written past b
  }
}

TEST_CASE("engine: a Simulation runs batch after batch as simulate() does", "[quick]") {
  const automata::Dfa dfa = automata::make_builtin("sym:4");
  CompileOptions co;
  co.method = Method::onehot;
  const Network net = lrnn::compile(dfa, co).network;
  for (const char* order : {"sequential", "scan"}) {
    CAPTURE(order);
    SimulateOptions o;
    o.policy = precision::parse_policy("e4m3");
    o.order = parse_order(order);
    o.stop_at_failure = true;
    const Simulation simulation(net, o, &dfa);
    for (std::uint64_t seed : {1, 2, 3}) {
      const auto words = random_words({1, 40, 700}, 3, dfa.num_letters(), seed);
      CHECK(differences(simulation.run(words), simulate(net, words, o, &dfa)) == 0);
    }
    const std::vector<automata::Word> bad = {{0, static_cast<automata::Letter>(dfa.num_letters())}};
    CHECK_THROWS_WITH(simulation.run(bad), Catch::Contains("word 0 position 2 has letter"));
  }
}

TEST_CASE("engine: run_into names the first letter outside the alphabet, whichever thread meets one", "[quick]") {
  const automata::Dfa dfa = automata::make_builtin("parity");
  const Network net = lrnn::compile(dfa, {}).network;
  std::vector<automata::Word> words = random_words({50}, 64, 2, 9);
  words[40][7] = 2;
  words[9][30] = 5;
  words[9][31] = 7;
  for (const char* order : {"sequential", "scan"})
    for (std::size_t threads : {1, 2, 4}) {
      CAPTURE(order, threads);
      SimulateOptions o;
      o.policy = precision::parse_policy("bf16");
      o.order = parse_order(order);
      o.threads = threads;
      try {
        run_into(net, words, o, &dfa);
        FAIL("no LetterOutOfRange");
      } catch (const LetterOutOfRange& e) {
        CHECK(e.word == 9);
        CHECK(e.position == 30);
        CHECK(std::string(e.what()) == "simulate: word 9 position 31 has letter 5, expected a letter index in [0, 2)");
      }
      o.reference = true;  // the copy path: run()'s check, the same exception
      CHECK_THROWS_AS(run_into(net, words, o, &dfa), LetterOutOfRange);
    }
}

TEST_CASE("engine: without an expected automaton, and without states", "[quick]") {
  const automata::Dfa dfa = automata::make_builtin("mod:3");
  const Network net = lrnn::compile(dfa, {}).network;
  const auto words = random_words({1, 17, 300}, 20, 2, 5);
  SimulateOptions o;
  o.policy = precision::parse_policy("e4m3");
  SimulateOptions ref = o;
  ref.reference = true;
  const auto want = simulate(net, words, ref);
  const auto got = simulate(net, words, o);
  for (std::size_t w = 0; w < words.size(); ++w) CHECK(same_read_runs(got[w], want[w]));
  o.states = false;
  const auto lean = simulate(net, words, o, &dfa);
  const auto full = simulate(net, words, ref, &dfa);
  for (std::size_t w = 0; w < words.size(); ++w) {
    CHECK(lean[w].states.empty());
    CHECK(lean[w].first_failure == full[w].first_failure);
    CHECK(same_bits(lean[w].max_drift, full[w].max_drift));
  }
}

TEST_CASE("engine: --device cuda runs on the GPU bit-identically, or says why it cannot", "[standard]") {
  const automata::Dfa dfa = automata::make_builtin("mod:3");
  const Network net = lrnn::compile(dfa, {}).network;
  const auto words = random_words({1, 33, 4097}, 10, 2, 9);
  SimulateOptions o;
  o.policy = precision::parse_policy("bf16");
  o.device = Device::cuda;
  if (const auto why = cuda::unavailable()) {
    CHECK_THROWS_WITH(simulate(net, words, o, &dfa), Catch::StartsWith("--device cuda: "));
    std::cout << "LRNNC-SKIP: no GPU: " << *why << "\n";
    return;
  }
  for (const Case& c : suite())
    for (const std::string& p : policies())
      for (const char* order : {"sequential", "scan", "chunked:7", "chunked:64"})
        for (bool stop : {false, true}) {  // stop: the scan's segments on the device
          if (!c.scan && std::string(order) != "sequential") continue;
          CAPTURE(c.name, p, order, stop);
          SimulateOptions g;
          if (!p.empty()) g.policy = precision::parse_policy(p);
          g.order = parse_order(order);
          g.stop_at_failure = stop;
          g.device = Device::cuda;
          SimulateOptions r = g;
          r.device = Device::cpu;
          r.reference = true;
          const auto w = random_words({0, 1, 2, 3, 31, 32, 33, 1000, 4097}, 4, c.dfa.num_letters(), 3);
          const auto want = simulate(c.network, w, r, &c.dfa);
          const auto got = simulate(c.network, w, g, &c.dfa);
          CHECK(differences(got, want) == 0);
        }
}
