// simulate(): a batch of words in the sequential, scan or chunked order (simulate.hpp,
// docs/SIMULATION.md "Evaluation orders"), threads across words.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include <unistd.h>

#include "common/parse-integer.hpp"
#include "common/printable.hpp"
#include "common/splitmix64.hpp"
#include "lrnn/cuda/engine-cuda.hpp"
#include "lrnn/engine/engine.hpp"
#include "lrnn/margin.hpp"
#include "lrnn/parallel-for.hpp"
#include "lrnn/runner-impl.hpp"
#include "lrnn/runner.hpp"
#include "lrnn/simulate.hpp"

namespace lrnnc::lrnn {

using detail::LayerPlan;
using detail::RunnerAccess;
using detail::RunnerImpl;
using detail::TokenPlan;

EvalOrder parse_order(std::string_view text) {
  if (text == "sequential") return {OrderKind::sequential, 0};
  if (text == "scan") return {OrderKind::scan, 0};
  constexpr std::string_view prefix = "chunked:";
  if (text.substr(0, prefix.size()) != prefix)
    throw Error("unknown evaluation order '" + printable(text) + "', expected sequential, scan or chunked:C");
  try {
    return {OrderKind::chunked,
            parse_integer_in<std::size_t>(text.substr(prefix.size()), 1, SIZE_MAX, "the chunk size C")};
  } catch (const Error& e) {
    throw Error("evaluation order '" + printable(text) + "': " + e.what());
  }
}

Device parse_device(std::string_view text) {
  if (text == "cpu") return Device::cpu;
  if (text == "cuda") return Device::cuda;
  throw Error("unknown device '" + printable(text) + "', expected cpu or cuda");
}

std::string to_string(Device device) { return device == Device::cuda ? "cuda" : "cpu"; }

std::optional<std::string> engine_unsupported(const Network& network, const SimulateOptions& options,
                                              const automata::Dfa* expected) {
  if (options.reference) return "the reference simulator was asked for";
  return engine::unsupported(network, options, expected);
}

void require_device(Device device) {
  if (device != Device::cuda) return;
  if (auto none = cuda::unavailable()) throw Error("--device cuda: " + *none);
}

std::string simulation_path(const Network& network, const SimulateOptions& options, const automata::Dfa* expected) {
  if (options.reference) return "reference simulator: asked for";
  if (auto why = engine::unsupported(network, options, expected)) return "reference simulator: " + *why;
  return "batched engine (" + to_string(options.device) + ")";
}

std::string to_string(const EvalOrder& order) {
  switch (order.kind) {
    case OrderKind::sequential: return "sequential";
    case OrderKind::scan: return "scan";
    case OrderKind::chunked: return "chunked:" + std::to_string(order.chunk);
  }
  return "?";
}

namespace {

// Elements of the scan: affine maps (A, b), A row-major n x n, b column-major n x d. `has_b` false:
// b is the exact zero and is not stored (no token of the range has a B); `constant`: the range
// contains element 0, A is not needed (never computed).
struct Pool {
  std::size_t n = 1, nd = 1;
  std::vector<double> A, b;
  std::vector<std::uint8_t> has_b, constant;
  void resize(std::size_t count, std::size_t n_, std::size_t nd_) {
    n = n_, nd = nd_;
    A.assign(count * n * n, 0.0);
    b.assign(count * nd, 0.0);
    has_b.assign(count, 0);
    constant.assign(count, 0);
  }
  double* a(std::size_t i) { return A.data() + i * n * n; }
  double* bp(std::size_t i) { return b.data() + i * nd; }
};

// Evaluates one layer over a whole word in the scan or chunked order (policy or native).
class LayerScan {
 public:
  LayerScan(RunnerImpl& impl, std::size_t l)
      : impl_(impl), plan_(impl.layers[l]), n_(plan_.n), d_(plan_.d), nd_(plan_.nd) {
    // Every token's A, materialized once per word (in token order; under stochastic rounding these
    // draws come first).
    mats_.assign(plan_.tokens.size() * n_ * n_, 0.0);
    std::vector<double> cm(n_ * n_);
    for (std::size_t k = 0; k < plan_.tokens.size(); ++k) {
      const TokenPlan& token = plan_.tokens[k];
      double* M = mats_.data() + k * n_ * n_;
      const double* w = plan_.weights.data();
      switch (token.kind) {
        case TokenPlan::diagonal:
          for (std::size_t i = 0; i < n_; ++i) M[i * n_ + i] = w[token.data + i];
          break;
        case TokenPlan::dense: std::copy(w + token.data, w + token.data + n_ * n_, M); break;
        case TokenPlan::householder:
          std::fill(cm.begin(), cm.end(), 0.0);
          for (std::size_t j = 0; j < n_; ++j) cm[j * n_ + j] = 1.0;
          impl_.apply(plan_, token, cm.data(), n_, false);
          for (std::size_t i = 0; i < n_; ++i)
            for (std::size_t j = 0; j < n_; ++j) M[i * n_ + j] = cm[j * n_ + i];
          break;
      }
    }
    tA_.resize(n_ * n_);
    tcol_.resize(n_ * n_);
    tb_.resize(nd_);
  }

  // States H_1..H_T (T x nd) of the layer for tokens tok[0..T) (-1: not listed, the identity).
  void scan(const std::vector<std::int32_t>& tok, std::vector<double>& out) {
    const std::size_t T = tok.size();
    x_.resize(T + 1, n_, nd_);
    set_initial(x_, 0);
    for (std::size_t t = 1; t <= T; ++t) set_token(x_, t, tok[t - 1]);
    brent_kung(x_, T);
    out.resize(T * nd_);
    for (std::size_t t = 1; t <= T; ++t) std::copy(x_.bp(t), x_.bp(t) + nd_, out.data() + (t - 1) * nd_);
  }

  void chunked(const std::vector<std::int32_t>& tok, std::size_t C, std::vector<double>& out) {
    const std::size_t T = tok.size();
    const std::size_t chunks = T / C + (T % C != 0);  // not (T + C - 1) / C: C may be near 2^64
    x_.resize(chunks + 1, n_, nd_);
    set_initial(x_, 0);
    Pool one;
    one.resize(1, n_, nd_);
    for (std::size_t k = 1; k <= chunks; ++k) {
      const std::size_t begin = (k - 1) * C, end = std::min(T, k * C);
      set_token(x_, k, tok[begin]);
      for (std::size_t t = begin + 1; t < end; ++t) {
        set_token(one, 0, tok[t]);
        compose(one, 0, x_, k, x_, k);  // summary = map_t o summary
      }
    }
    brent_kung(x_, chunks);
    out.resize(T * nd_);
    std::vector<double> h(nd_);
    for (std::size_t k = 1; k <= chunks; ++k) {
      const std::size_t begin = (k - 1) * C, end = std::min(T, k * C);
      std::copy(x_.bp(k - 1), x_.bp(k - 1) + nd_, h.begin());
      for (std::size_t t = begin; t + 1 < end; ++t) {
        if (tok[t] >= 0) step(static_cast<std::size_t>(tok[t]), h.data());
        std::copy(h.begin(), h.end(), out.data() + t * nd_);
      }
      std::copy(x_.bp(k), x_.bp(k) + nd_, out.data() + (end - 1) * nd_);
    }
  }

 private:
  void step(std::size_t tok, double* h) { impl_.apply(plan_, plan_.tokens[tok], h); }

  void set_initial(Pool& x, std::size_t i) {
    std::copy(plan_.H0.begin(), plan_.H0.end(), x.bp(i));
    x.has_b[i] = 1;
    x.constant[i] = 1;
  }

  void set_token(Pool& x, std::size_t i, std::int32_t tok) {
    double* A = x.a(i);
    x.constant[i] = 0;
    if (tok < 0) {
      std::fill(A, A + n_ * n_, 0.0);
      for (std::size_t j = 0; j < n_; ++j) A[j * n_ + j] = 1.0;
      x.has_b[i] = 0;
      return;
    }
    const auto k = static_cast<std::size_t>(tok);
    std::copy(mats_.data() + k * n_ * n_, mats_.data() + (k + 1) * n_ * n_, A);
    const TokenPlan& token = plan_.tokens[k];
    x.has_b[i] = token.b >= 0;
    if (token.b >= 0)
      std::copy(plan_.weights.data() + token.b, plan_.weights.data() + token.b + static_cast<std::int64_t>(nd_),
                x.bp(i));
  }

  // An entry of a composed map: a dot product stored with to_storage (native: the plain sum).
  double dot(const double* a, const double* b) {
    if (impl_.arith) return impl_.arith->to_storage(impl_.arith->dot(a, b, n_));
    return detail::NativeArithmetic{}.dot(a, b, n_);
  }
  double add(double a, double b) { return impl_.arith ? impl_.arith->add(a, b) : a + b; }

  // out = left o right (left: the later map). out may alias either operand.
  void compose(Pool& L, std::size_t li, Pool& Rt, std::size_t ri, Pool& out, std::size_t oi) {
    const double* A2 = L.a(li);
    const bool constant = Rt.constant[ri] != 0;
    if (!constant) {
      const double* A1 = Rt.a(ri);
      for (std::size_t c = 0; c < n_; ++c)
        for (std::size_t k = 0; k < n_; ++k) tcol_[c * n_ + k] = A1[k * n_ + c];
      for (std::size_t r = 0; r < n_; ++r)
        for (std::size_t c = 0; c < n_; ++c) tA_[r * n_ + c] = dot(A2 + r * n_, tcol_.data() + c * n_);
    }
    bool has_b = L.has_b[li] != 0;
    if (Rt.has_b[ri]) {
      const double* b1 = Rt.bp(ri);
      const double* b2 = L.bp(li);
      for (std::size_t c = 0; c < d_; ++c)
        for (std::size_t r = 0; r < n_; ++r) {
          double v = dot(A2 + r * n_, b1 + c * n_);
          if (has_b) v = add(v, b2[c * n_ + r]);
          tb_[c * n_ + r] = v;
        }
      has_b = true;
    } else if (has_b) {
      std::copy(L.bp(li), L.bp(li) + nd_, tb_.begin());
    }
    if (!constant) std::copy(tA_.begin(), tA_.end(), out.a(oi));
    if (has_b) std::copy(tb_.begin(), tb_.end(), out.bp(oi));
    out.has_b[oi] = has_b;
    out.constant[oi] = constant;
  }

  // The Brent-Kung inclusive scan over elements 0..T (simulate.hpp): x[i] = x[i] o x[i-d].
  void brent_kung(Pool& x, std::size_t T) {
    std::size_t D = 0;
    for (std::size_t d = 1; 2 * d - 1 <= T; d *= 2) {
      D = d;
      for (std::size_t i = 2 * d - 1; i <= T; i += 2 * d) compose(x, i, x, i - d, x, i);
    }
    for (std::size_t d = D; d >= 1; d /= 2)
      for (std::size_t i = 3 * d - 1; i <= T; i += 2 * d) compose(x, i, x, i - d, x, i);
  }

  RunnerImpl& impl_;
  const LayerPlan& plan_;
  std::size_t n_, d_, nd_;
  std::vector<double> mats_, tA_, tcol_, tb_;
  Pool x_;
};

// One word in the scan or chunked order: layer by layer.
void run_parallel_order(RunnerImpl& impl, const automata::Word& word, const EvalOrder& order,
                        std::vector<std::vector<std::uint32_t>>& values, std::vector<std::vector<double>>& states,
                        std::vector<std::vector<double>>& d2, std::size_t& first_invalid) {
  const std::size_t T = word.size(), L = impl.layers.size();
  values.assign(T + 1, std::vector<std::uint32_t>(L, 0));
  states.assign(L, {});
  d2.assign(L, std::vector<double>(T, 0.0));
  first_invalid = T + 1;
  for (std::size_t l = 0; l < L; ++l) {
    const LayerPlan& plan = impl.layers[l];
    values[0][l] = detail::value_of(plan, detail::nearest(plan, plan.H0.data()).first);
  }
  std::vector<std::int32_t> tok(T);
  for (std::size_t l = 0; l < L; ++l) {
    for (std::size_t t = 0; t < T; ++t) {
      tok[t] = impl.token_for(l, word[t], values[t + 1].data(), values[t].data());
      if (tok[t] < 0) first_invalid = std::min(first_invalid, t + 1);
    }
    LayerScan scan(impl, l);
    if (order.kind == OrderKind::scan)
      scan.scan(tok, states[l]);
    else
      scan.chunked(tok, order.chunk, states[l]);
    const LayerPlan& plan = impl.layers[l];
    for (std::size_t t = 0; t < T; ++t) {
      const auto [row, dist2] = detail::nearest(plan, states[l].data() + t * plan.nd);
      values[t + 1][l] = detail::value_of(plan, row);  // kNoValue: a non-finite state, read as no state
      d2[l][t] = dist2;
    }
  }
}

class WordRunner {
 public:
  WordRunner(const Network& network, const SimulateOptions& options, const automata::Dfa* expected)
      : runner_(network, options.policy), impl_(RunnerAccess::get(runner_)), options_(options), expected_(expected) {
    if (options.margins) meter_.emplace(network);
    // Whether network state q and spec state p have the same output label, as a table (string
    // comparisons per position would cost more than a 2x2 step).
    if (expected_) {
      const std::size_t nq = network.automaton.num_states(), np = expected_->num_states();
      if (nq * np <= (std::size_t{1} << 22)) {
        agree_.resize(nq * np);
        for (std::size_t q = 0; q < nq; ++q)
          for (std::size_t p = 0; p < np; ++p)
            agree_[q * np + p] = network.automaton.output_label(static_cast<automata::State>(q)) ==
                                 expected_->output_label(static_cast<automata::State>(p));
      }
    }
  }

  WordRun run(const automata::Word& word, std::size_t index) {
    if (options_.policy) impl_.reseed(derived_seed(options_.policy->rounding.seed, index));
    return options_.order.kind == OrderKind::sequential ? sequential(word) : parallel(word);
  }

 private:
  // Whether the network's read state q at position t (1-based) is wrong; advances the spec.
  bool wrong(automata::State q, automata::Letter a) {
    spec_ = expected_->next(spec_, a);
    if (q == automata::kNoState) return true;
    if (!agree_.empty()) return !agree_[static_cast<std::size_t>(q) * expected_->num_states() + spec_];
    return impl_.network.automaton.output_label(q) != expected_->output_label(spec_);
  }

  WordRun sequential(const automata::Word& word) {
    WordRun out;
    out.states.reserve(word.size());
    RunState s = runner_.initial();
    for (std::size_t l = 0; l < impl_.layers.size(); ++l)
      impl_.last_d2[l] = detail::nearest(impl_.layers[l], s.layers[l].data()).second;
    if (expected_) spec_ = expected_->start();
    // sqrt is monotonic and correctly rounded: sqrt of the largest squared distance is the largest
    // distance, bit for bit.
    double max_d2 = 0;
    for (std::size_t t = 0; t < word.size(); ++t) {
      impl_.advance(s, word[t], true);
      const automata::State q = impl_.read(s);
      out.states.push_back(q);
      for (double x : impl_.last_d2) max_d2 = std::max(max_d2, x);
      if (options_.keep_states) {
        std::vector<double> all;
        for (const auto& layer : s.layers) all.insert(all.end(), layer.begin(), layer.end());
        out.layer_states.push_back(std::move(all));
      }
      if (meter_ && !out.first_failure)
        measure(
            out, [&](std::size_t l) { return s.layers[l].data(); }, [&](std::size_t l) { return impl_.last_d2[l]; });
      if (expected_ && wrong(q, word[t]) && !out.first_failure) {
        out.first_failure = t + 1;
        if (meter_) out.failure_margin = margin([&](std::size_t l) { return s.layers[l].data(); });
        if (options_.stop_at_failure) break;
      }
    }
    out.max_drift = std::sqrt(max_d2);
    return out;
  }

  WordRun parallel(const automata::Word& word) {
    WordRun out;
    std::size_t first_invalid = 0;
    run_parallel_order(impl_, word, options_.order, values_, states_, d2_, first_invalid);
    if (expected_) spec_ = expected_->start();
    for (std::size_t t = 0; t < word.size(); ++t) {
      const automata::State q = t + 1 >= first_invalid ? automata::kNoState : impl_.read_values(values_[t + 1]);
      out.states.push_back(q);
      double d2 = 0;
      for (const auto& layer : d2_) d2 = std::max(d2, layer[t]);
      out.max_drift = std::max(out.max_drift, std::sqrt(d2));
      if (options_.keep_states) {
        std::vector<double> all;
        for (std::size_t l = 0; l < states_.size(); ++l) {
          const double* h = states_[l].data() + t * impl_.layers[l].nd;
          all.insert(all.end(), h, h + impl_.layers[l].nd);
        }
        out.layer_states.push_back(std::move(all));
      }
      const auto state_at = [&](std::size_t l) { return states_[l].data() + t * impl_.layers[l].nd; };
      if (meter_ && !out.first_failure) measure(out, state_at, [&](std::size_t l) { return d2_[l][t]; });
      if (expected_ && wrong(q, word[t]) && !out.first_failure) {
        out.first_failure = t + 1;
        if (meter_) out.failure_margin = margin(state_at);
        if (options_.stop_at_failure) break;
      }
    }
    return out;
  }

  // options.margins: counts the position as a tie when some layer's decode is one (layer l's state
  // state(l), its squared distance to the nearest row d2(l)).
  template <class State, class D2>
  void measure(WordRun& out, State state, D2 d2) const {
    for (std::size_t l = 0; l < meter_->layers(); ++l)
      if (meter_->tie(l, state(l), d2(l))) {
        ++out.ties;
        return;
      }
  }
  template <class State>
  double margin(State state) const {
    double m = std::numeric_limits<double>::infinity();
    for (std::size_t l = 0; l < meter_->layers(); ++l) m = std::min(m, meter_->decode(l, state(l)).margin);
    return m;
  }

  Runner runner_;
  RunnerImpl& impl_;
  const SimulateOptions& options_;
  const automata::Dfa* expected_;
  automata::State spec_ = 0;
  std::vector<std::vector<std::uint32_t>> values_;
  std::vector<std::vector<double>> states_, d2_;
  std::vector<std::uint8_t> agree_;
  std::optional<MarginMeter> meter_;
};

}  // namespace

namespace {

// The largest of n letters (0 for none), in four independent running maxima (no branch per letter).
automata::Letter largest_letter(const automata::Letter* p, std::size_t n) {
  automata::Letter m[4] = {0, 0, 0, 0};
  std::size_t i = 0;
  for (; i + 4 <= n; i += 4)
    for (std::size_t k = 0; k < 4; ++k) m[k] = std::max(m[k], p[i + k]);
  for (; i < n; ++i) m[0] = std::max(m[0], p[i]);
  return std::max(std::max(m[0], m[1]), std::max(m[2], m[3]));
}

// The first (word, position) whose letter is not below `letters`, the words checked on `threads`
// threads (the first in word order, whichever thread finds it).
std::optional<std::pair<std::size_t, std::size_t>> first_bad_letter(std::span<const automata::Word> words,
                                                                    std::size_t letters, std::size_t threads) {
  std::size_t total = 0;
  for (const auto& w : words) total += w.size();
  if (total < (std::size_t{1} << 22)) threads = 1;  // starting threads costs more than it saves
  std::mutex mutex;
  std::size_t first = words.size();
  detail::parallel_for(words.size(), threads, [&](std::size_t, std::size_t w) {
    if (largest_letter(words[w].data(), words[w].size()) >= letters) {
      std::lock_guard lock(mutex);
      first = std::min(first, w);
    }
  });
  if (first == words.size()) return std::nullopt;
  std::size_t t = 0;
  while (words[first][t] < letters) ++t;
  return std::pair{first, t};
}

}  // namespace

LetterOutOfRange::LetterOutOfRange(std::size_t word, std::size_t position, automata::Letter letter, std::size_t letters)
    : Error("simulate: word " + std::to_string(word) + " position " + std::to_string(position + 1) + " has letter " +
            std::to_string(letter) + ", expected a letter index in [0, " + std::to_string(letters) + ")"),
      word(word),
      position(position) {}

std::size_t simulate_bytes_per_token(const Network& network, const EvalOrder& order) {
  constexpr std::size_t kWordAndStates = 8;
  if (order.kind == OrderKind::sequential) return kWordAndStates;
  // Per position: a vector of decoded values (its heap block and bookkeeping, ~64 bytes), and per
  // layer the state (n d doubles), its squared distance, its decoded value, and the map pool.
  std::size_t bytes = kWordAndStates + 64;
  for (const Layer& layer : network.layers) {
    const std::size_t map = 8 * (layer.n * layer.n + layer.n * layer.d) + 2;
    bytes += 8 * layer.n * layer.d + 12 + (order.kind == OrderKind::scan ? map : map / order.chunk + 1);
  }
  return bytes;
}

std::size_t default_memory_budget() {
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && page > 0 ? static_cast<std::size_t>(pages) / 2 * static_cast<std::size_t>(page)
                               : std::size_t{4} << 30;
}

Simulation::Simulation(const Network& network, const SimulateOptions& options, const automata::Dfa* expected)
    : network_(network), options_(options), expected_(expected) {
  if (options.order.kind == OrderKind::chunked && options.order.chunk == 0)
    throw Error("simulate: chunked order with chunk size 0, expected chunked:C with C >= 1");
  if (expected && expected->num_letters() != network.num_letters())
    throw Error("simulate: the expected automaton has " + std::to_string(expected->num_letters()) +
                " letters, the network " + std::to_string(network.num_letters()));
  if (!options.reference) {
    if (auto why = engine::unsupported(network, options, expected)) {
      if (options.device == Device::cuda)
        throw Error("--device cuda: the engine does not cover " + *why + " (use --device cpu)");
    } else {
      if (options.device == Device::cuda) require_device(Device::cuda);
      engine_ = std::make_unique<engine::HostNet>(network, options.policy, expected,
                                                  options.order.kind != OrderKind::sequential);
    }
  } else if (options.device == Device::cuda) {
    throw Error("--device cuda: the reference simulator runs on the CPU only");
  }
}

Simulation::~Simulation() = default;

std::vector<WordRun> Simulation::run(std::span<const automata::Word> words) const {
  const Network& network = network_;
  const SimulateOptions& options = options_;
  const std::size_t threads_wanted =
      options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
  if (const auto bad = first_bad_letter(words, network.num_letters(), threads_wanted))
    throw LetterOutOfRange(bad->first, bad->second, words[bad->first][bad->second], network.num_letters());
  if (engine_)
    return options.device == Device::cuda ? cuda::run(*engine_, words, options)
                                          : engine::run_cpu(*engine_, words, options);
  std::vector<WordRun> out(words.size());
  if (words.empty()) return out;
  std::size_t threads = std::min(threads_wanted, words.size());
  // One Runner per thread, made (and its policy checked) before any thread starts.
  std::vector<std::unique_ptr<WordRunner>> runners;
  for (std::size_t i = 0; i < threads; ++i)
    runners.push_back(std::make_unique<WordRunner>(network, options, expected_));
  detail::parallel_for(words.size(), threads,
                       [&](std::size_t i, std::size_t w) { out[w] = runners[i]->run(words[w], w); });
  return out;
}

std::vector<WordRun> simulate(const Network& network, std::span<const automata::Word> words,
                              const SimulateOptions& options, const automata::Dfa* expected) {
  return Simulation(network, options, expected).run(words);
}

namespace {

// A source whose words are checked as the engine takes them: a word with a letter outside the
// alphabet stops the run (BadWord, caught by run_into, which then finds the first such letter).
struct BadWord {};
class CheckedSource : public WordSource {
 public:
  CheckedSource(const WordSource& words, std::size_t letters) : words_(words), letters_(letters) {}
  std::size_t count() const override { return words_.count(); }
  std::size_t length(std::size_t w) const override { return words_.length(w); }
  const automata::Letter* letters(std::size_t w, automata::Letter* scratch) const override {
    const automata::Letter* p = words_.letters(w, scratch);
    if (largest_letter(p, words_.length(w)) >= letters_) throw BadWord{};
    return p;
  }

 private:
  const WordSource& words_;
  std::size_t letters_;
};

}  // namespace

void Simulation::run_into(const WordSource& words, RunSink& sink) const {
  const std::size_t letters = network_.num_letters();
  if (engine_ && options_.device == Device::cpu) {
    try {
      engine::run_cpu(*engine_, CheckedSource(words, letters), sink, options_);
      return;
    } catch (const BadWord&) {
    }
    std::vector<automata::Letter> scratch;
    for (std::size_t w = 0; w < words.count(); ++w) {
      scratch.resize(words.length(w));
      const automata::Letter* p = words.letters(w, scratch.data());
      for (std::size_t t = 0; t < scratch.size(); ++t)
        if (p[t] >= letters) throw LetterOutOfRange(w, t, p[t], letters);
    }
    throw Error("simulate: a word source gave different letters on a second reading");
  }
  // The reference simulator and the GPU: run() on a copy of the words.
  std::vector<automata::Word> copy(words.count());
  for (std::size_t w = 0; w < copy.size(); ++w) {
    copy[w].resize(words.length(w));
    const automata::Letter* p = words.letters(w, copy[w].data());
    if (p != copy[w].data()) std::copy(p, p + copy[w].size(), copy[w].begin());
  }
  std::vector<WordRun> runs = run(copy);
  std::vector<automata::State> scratch;
  for (std::size_t w = 0; w < runs.size(); ++w) {
    automata::State* st = nullptr;
    if (options_.states) {
      scratch.resize(copy[w].size());
      st = sink.states(w, scratch.data());
      std::copy(runs[w].states.begin(), runs[w].states.end(), st);
      std::fill(st + runs[w].states.size(), st + copy[w].size(), automata::kNoState);
    }
    runs[w].states = {};
    sink.done(w, st, std::move(runs[w]));
  }
}

}  // namespace lrnnc::lrnn
