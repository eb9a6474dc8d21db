#include "experiments/probe.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <map>
#include <numeric>
#include <random>
#include <stdexcept>

#include "automata/random-word.hpp"
#include "common/byte-text.hpp"
#include "common/error.hpp"
#include "common/splitmix64.hpp"
#include "experiments/learned-words.hpp"
#include "experiments/parallel.hpp"
#include "experiments/probe-words-internal.hpp"
#include "learned/eval.hpp"
#include "learned/forward-memory.hpp"
#include "lrnn/margin.hpp"
#include "lrnn/mpfr-runner.hpp"
#include "lrnn/runner.hpp"
#include "realize/load.hpp"
#include "realize/machine.hpp"
#include "realize/realize.hpp"

namespace lrnnc::experiments {

namespace {

// Output labels are compared by name: the network decodes to its own (minimal) automaton, the
// spec may number states and labels differently. net_label[i] is the spec's label id of the
// network automaton's label i, or -1 when the spec has no such label.
struct Labels {
  const lrnn::Network* network = nullptr;
  const automata::Dfa* spec = nullptr;
  std::vector<int> net_label;

  Labels(const lrnn::Network& n, const automata::Dfa& d) : network(&n), spec(&d) {
    for (const auto& name : n.automaton.labels()) {
      const auto& labels = d.labels();
      const auto it = std::find(labels.begin(), labels.end(), name);
      net_label.push_back(it == labels.end() ? -1 : static_cast<int>(it - labels.begin()));
    }
  }
  // The spec label id of a decoded network state (-1: no state, or a label the spec lacks).
  int decoded(automata::State s) const {
    return s == automata::kNoState ? -1 : net_label[network->automaton.output(s)];
  }
  std::string decoded_name(automata::State s) const {
    return s == automata::kNoState ? "(no state)" : network->automaton.output_label(s);
  }
};

void check_alphabets(const lrnn::Network& network, const automata::Dfa& dfa) {
  if (network.automaton.alphabet() == dfa.alphabet()) return;
  throw Error("probe: the network's alphabet {" + network.automaton.alphabet().describe() +
              "} differs from the spec's alphabet {" + dfa.alphabet().describe() + "}");
}

// The bit pattern that determines the next step: every layer's state and the decoded values
// (lag-1 context reads them), and the validity flag.
struct Snapshot {
  std::vector<std::vector<double>> layers;
  std::vector<std::uint32_t> values;
  bool valid = true;
  void take(const lrnn::RunState& s) {
    layers = s.layers;
    values = s.values;
    valid = s.valid;
  }
  bool same(const lrnn::RunState& s) const {
    if (valid != s.valid || values != s.values) return false;
    for (std::size_t l = 0; l < layers.size(); ++l)
      if (std::memcmp(layers[l].data(), s.layers[l].data(), layers[l].size() * sizeof(double)) != 0) return false;
    return true;
  }
};

struct WordOutcome {
  std::optional<std::size_t> first_failure;
  std::string decoded, expected;
  double max_drift = 0;
  std::optional<std::size_t> cycle_start, cycle_period;
  std::optional<bool> cycle_compatible;
  bool never_fails = false;
  // Decoding margin at first_failure and tied decodes up to it (lrnn/margin.hpp); `measured` false
  // when the run that found the failure could not measure them (the batched engine, a failure
  // implied by a cycle, the parallel orders' letters): probe() runs the word again.
  std::optional<double> failure_margin;
  std::size_t ties = 0;
  bool measured = false;
  std::size_t nonfinite = 0;  // positions run with no prediction (a non-finite value)
};

// What a step's state measures: its drift (Runner::drift's value bit for bit) and whether some
// layer's decode is a tie (only when asked: until the word's first failure).
struct StepMeasure {
  double drift = 0;
  bool tie = false;
};

// Takes a step's measure into the outcome: the drift, and up to the failure (which is not recorded
// yet) the ties and, at the failure, the margin (`margin()`: the state's, a search).
template <class Margin>
void take_step(WordOutcome& out, const StepMeasure& m, bool failed, Margin margin) {
  out.max_drift = std::max(out.max_drift, m.drift);
  if (out.first_failure) return;
  out.ties += m.tie;
  if (failed) out.failure_margin = margin();
}

// The word failed at t: the network read automaton state `s` (network numbering), the spec was in `q`.
void record_failure(WordOutcome& out, const Labels& labels, std::size_t t, automata::State s, automata::State q) {
  out.first_failure = t;
  out.decoded = labels.decoded_name(s);
  out.expected = labels.spec->output_label(q);
}

precision::Policy policy_for_word(precision::Policy policy, std::size_t index) {
  // Stochastic rounding: one stream per word (seed, index), independent of threads; the scheme of
  // lrnn::simulate (docs/SIMULATION.md).
  if (policy.rounding.mode == precision::RoundingMode::sr)
    policy.rounding.seed = derived_seed(policy.rounding.seed, index);
  return policy;
}

// A Runner's state after a step (every layer decoded: its row is its nearest): one distance per
// layer gives the drift (the largest, as Runner::drift: sqrt is monotonic and correctly rounded)
// and, with `ties`, the tie check.
StepMeasure measure_state(const lrnn::MarginMeter& meter, const lrnn::RunState& state, bool ties) {
  StepMeasure m;
  double worst = 0;
  for (std::size_t l = 0; l < meter.layers(); ++l) {
    const double* h = state.layers[l].data();
    // After a step every layer is decoded, so no row (kStale's bits) means a state with no finite
    // distance to any row (a NaN or an infinite entry): infinite drift, no tie.
    if (state.rows[l] == lrnn::RunState::kStale) {
      worst = std::numeric_limits<double>::infinity();
      continue;
    }
    const double d2 = meter.distance2(l, state.rows[l], h);
    worst = std::max(worst, d2);
    m.tie = m.tie || (ties && meter.tie(l, h, d2));
  }
  m.drift = std::sqrt(worst);
  return m;
}

// The margin of every layer's state `layer(l)`, the smallest (a search per layer).
template <class Layer>
double state_margin(const lrnn::MarginMeter& meter, Layer layer) {
  double m = std::numeric_limits<double>::infinity();
  for (std::size_t l = 0; l < meter.layers(); ++l) m = std::min(m, meter.decode(l, layer(l)).margin);
  return m;
}

// lrnn::Runner and its state, stepped like an MpfrStepper.
class RunnerStepper {
 public:
  explicit RunnerStepper(lrnn::Runner& runner) : runner_(runner), state_(runner.initial()) {}
  automata::State step(automata::Letter a) { return runner_.step(state_, a); }
  StepMeasure measure(const lrnn::MarginMeter& meter, bool ties) const { return measure_state(meter, state_, ties); }
  double margin(const lrnn::MarginMeter& meter) const {
    return state_margin(meter, [&](std::size_t l) { return state_.layers[l].data(); });
  }

 private:
  lrnn::Runner& runner_;
  lrnn::RunState state_;
};

// The run of a one-letter word a^N while looking for a cycle: the outcome so far, the decoded label
// and state at every t = 0..t_found (only while detecting), and the period Brent's algorithm found
// at t_found (none: no cycle up to N, or detection given up).
struct LetterRun {
  WordOutcome out;
  std::vector<int> decoded_seq;
  std::vector<automata::State> decoded_state;
  std::optional<std::size_t> period;
  std::size_t t_found = 0;
};

// Brent's first phase on the exact bit pattern of the state, alongside the failure check. Detection
// keeps the decoded sequence (8 bytes a token); past `detect_limit` tokens without a cycle it is
// given up (memory freed) and the word runs on like an undetected one.
LetterRun run_letter(lrnn::Runner& runner, const lrnn::MarginMeter& meter, const Labels& labels, automata::Letter a,
                     std::size_t max_len, bool detect, std::size_t detect_limit) {
  const automata::Dfa& dfa = *labels.spec;
  LetterRun run;
  WordOutcome& out = run.out;
  out.measured = true;
  lrnn::RunState h = runner.initial();
  automata::State q = dfa.start();
  if (detect) {
    run.decoded_seq.push_back(labels.decoded(runner.read(h)));
    run.decoded_state.push_back(runner.read(h));
  }
  Snapshot tortoise;
  tortoise.take(h);
  std::size_t power = 1, lam = 1;
  for (std::size_t t = 1; t <= max_len; ++t) {
    const automata::State s = runner.step(h, a);
    q = dfa.next(q, a);
    const int d = labels.decoded(s);
    const bool failed = d != static_cast<int>(dfa.output(q));
    take_step(out, measure_state(meter, h, !out.first_failure), failed,
              [&] { return state_margin(meter, [&](std::size_t l) { return h.layers[l].data(); }); });
    if (!out.first_failure && failed) {
      record_failure(out, labels, t, s, q);
      if (!detect) break;
    }
    if (!detect) continue;
    run.decoded_seq.push_back(d);
    run.decoded_state.push_back(s);
    if (run.decoded_seq.size() > detect_limit) {
      detect = false;
      std::vector<int>().swap(run.decoded_seq);
      std::vector<automata::State>().swap(run.decoded_state);
      if (out.first_failure) break;
      continue;
    }
    if (tortoise.same(h)) {
      run.period = lam;
      run.t_found = t;
      break;
    }
    if (power == lam) {
      tortoise.take(h);
      power *= 2;
      lam = 0;
    }
    ++lam;
  }
  return run;
}

// Brent's second phase: mu, the first t with H_t = H_{t+period} (two states `period` apart).
std::size_t cycle_start_of(lrnn::Runner& runner, automata::Letter a, std::size_t period) {
  lrnn::RunState lo = runner.initial(), hi = runner.initial();
  for (std::size_t i = 0; i < period; ++i) runner.step(hi, a);
  std::size_t mu = 0;
  Snapshot probe_lo;
  probe_lo.take(lo);
  while (!probe_lo.same(hi)) {
    runner.step(lo, a);
    runner.step(hi, a);
    probe_lo.take(lo);
    ++mu;
  }
  return mu;
}

// The language on a^t: the output label of the automaton's state, preperiod r, period p.
struct LetterLanguage {
  std::vector<int> labels;
  std::size_t r = 0, p = 1;
  LetterLanguage(const automata::Dfa& dfa, automata::Letter a) {
    std::map<automata::State, std::size_t> seen;
    automata::State x = dfa.start();
    while (!seen.count(x)) {
      seen[x] = labels.size();
      labels.push_back(static_cast<int>(dfa.output(x)));
      x = dfa.next(x, a);
    }
    r = seen[x];
    p = labels.size() - r;
  }
  int at(std::size_t t) const { return labels[t < r ? t : r + (t - r) % p]; }
};

// With the network's cycle (start mu, run.period) the decoded sequence is known for every length:
// whether it is compatible with the language, and the word's exact first failure (or a proof that
// there is none) follow without further steps.
void settle_by_cycle(LetterRun& run, std::size_t mu, const Labels& labels, const LetterLanguage& lang,
                     std::size_t max_len) {
  WordOutcome& out = run.out;
  const std::size_t period = *run.period;
  const auto cycled = [&](std::size_t t) { return t <= run.t_found ? t : mu + (t - mu) % period; };
  auto net_at = [&](std::size_t t) { return run.decoded_seq[cycled(t)]; };
  const std::size_t g = std::gcd(period, lang.p);
  const std::size_t lcm = period / g * lang.p;
  constexpr std::size_t kMaxWindow = std::size_t{1} << 28;
  if (lcm > kMaxWindow) return;  // compatibility unknown (never happened in practice)
  const std::size_t start = std::max(mu, lang.r);
  std::optional<std::size_t> first;
  for (std::size_t t = 1; t < start + lcm; ++t)
    if (net_at(t) != lang.at(t)) {
      first = t;
      break;
    }
  out.cycle_compatible = true;
  for (std::size_t t = std::max<std::size_t>(start, 1); t < start + lcm; ++t)
    if (net_at(t) != lang.at(t)) {
      out.cycle_compatible = false;
      break;
    }
  if (!first) {
    out.never_fails = true;
    out.first_failure.reset();
  } else if (!out.first_failure && *first <= max_len) {
    // Beyond the steps taken but implied by the cycle (still within max_len); its margin and ties
    // are measured by running the word again (probe()).
    out.first_failure = *first;
    out.measured = false;
    out.decoded = labels.decoded_name(run.decoded_state[cycled(*first)]);
    out.expected = labels.spec->labels()[static_cast<std::size_t>(lang.at(*first))];
  }
}

// One-letter word a^N in sequential order with the Runner. With `detect`, Brent's algorithm runs
// on the exact bit pattern of the state alongside the failure check (run_letter); once a cycle
// (start mu, period lam) is found, the decoded sequence is known for every length and the word's
// exact first failure (or a proof that there is none) follows without further steps.
WordOutcome probe_letter_sequential(lrnn::Runner& runner, const lrnn::MarginMeter& meter, const Labels& labels,
                                    automata::Letter a, std::size_t max_len, bool detect, std::size_t detect_limit) {
  LetterRun run = run_letter(runner, meter, labels, a, max_len, detect, detect_limit);
  if (!run.period) return run.out;
  const std::size_t mu = cycle_start_of(runner, a, *run.period);
  run.out.cycle_start = mu;
  run.out.cycle_period = *run.period;
  settle_by_cycle(run, mu, labels, LetterLanguage(*labels.spec, a), max_len);
  return run.out;
}

// An lrnn::MpfrRunner stepped like a RunnerStepper; its decodes are of its state rounded to double.
class MpfrStepper {
 public:
  MpfrStepper(const lrnn::Network& network, long precision_bits) : runner_(network, precision_bits) {
    for (const lrnn::Layer& layer : network.layers)
      offsets_.push_back((offsets_.empty() ? 0 : offsets_.back()) + layer.n * layer.d);
  }
  automata::State step(automata::Letter a) { return runner_.step(a); }
  StepMeasure measure(const lrnn::MarginMeter& meter, bool ties) const {
    StepMeasure m;
    m.drift = runner_.drift();
    if (!ties) return m;
    const std::vector<double> h = runner_.state();
    for (std::size_t l = 0; l < meter.layers() && !m.tie; ++l)
      m.tie = meter.tie(l, h.data() + begin(l), std::numeric_limits<double>::infinity());
    return m;
  }
  double margin(const lrnn::MarginMeter& meter) const {
    const std::vector<double> h = runner_.state();
    return state_margin(meter, [&](std::size_t l) { return h.data() + begin(l); });
  }

 private:
  std::size_t begin(std::size_t l) const { return l == 0 ? 0 : offsets_[l - 1]; }
  lrnn::MpfrRunner runner_;
  std::vector<std::size_t> offsets_;
};

// Any word in sequential order, stopping at the first failure. `stepper` (RunnerStepper or
// MpfrStepper) starts at H0; step(a) takes one token and returns the decoded state, measure() and
// margin() measure the state it reached. `letter_at(t)` gives the t-th letter (t = 1..N).
template <class Stepper, class LetterAt>
WordOutcome probe_word_sequential(Stepper& stepper, const lrnn::MarginMeter& meter, const Labels& labels,
                                  std::size_t max_len, LetterAt letter_at) {
  const automata::Dfa& dfa = *labels.spec;
  WordOutcome out;
  out.measured = true;
  automata::State q = dfa.start();
  for (std::size_t t = 1; t <= max_len; ++t) {
    const automata::Letter a = letter_at(t);
    const automata::State s = stepper.step(a);
    q = dfa.next(q, a);
    const bool failed = labels.decoded(s) != static_cast<int>(dfa.output(q));
    take_step(out, stepper.measure(meter, true), failed, [&] { return stepper.margin(meter); });
    if (failed) {
      record_failure(out, labels, t, s, q);
      break;
    }
  }
  return out;
}

// Any word in a parallel order through lrnn::simulate; with `margins`, through the reference
// simulator measuring them (the engine cannot).
WordOutcome probe_word_simulate(const lrnn::Network& network, const Labels& labels, const precision::Policy& policy,
                                const lrnn::EvalOrder& order, const automata::Word& word, bool margins = false) {
  lrnn::SimulateOptions so;
  so.policy = policy;
  so.order = order;
  so.threads = 1;
  so.stop_at_failure = true;
  so.margins = margins;
  const std::vector<lrnn::WordRun> runs =
      lrnn::simulate(network, std::span<const automata::Word>(&word, 1), so, labels.spec);
  WordOutcome out;
  out.max_drift = runs[0].max_drift;
  out.first_failure = runs[0].first_failure;
  out.measured = margins;
  out.failure_margin = runs[0].failure_margin;
  out.ties = runs[0].ties;
  if (out.first_failure) {
    const std::size_t t = *out.first_failure;
    out.decoded = t - 1 < runs[0].states.size() ? labels.decoded_name(runs[0].states[t - 1]) : "(not returned)";
    const automata::State q = labels.spec->run(std::span<const automata::Letter>(word.data(), t));
    out.expected = labels.spec->output_label(q);
  }
  return out;
}

using detail::worker_count;

// Runs `jobs` jobs on `threads` threads (job i -> outcome i), reporting progress.
template <class Job>
std::vector<WordOutcome> run_jobs(std::size_t jobs, std::size_t threads, const ProbeOptions& options,
                                  const std::string& what, Job job) {
  return detail::run_parallel<WordOutcome>(jobs, threads, job, [&](std::size_t d) {
    if (options.progress) options.progress(what + ": " + std::to_string(d) + "/" + std::to_string(jobs) + " words");
  });
}

ProbeResult summarize(const automata::Dfa& dfa, const std::vector<WordOutcome>& outcomes, const ProbeOptions& options) {
  ProbeResult result;
  result.words = options.words;
  result.max_len = options.max_len;
  const std::size_t k = dfa.num_letters();
  std::vector<std::pair<std::size_t, std::size_t>> failures;  // (position, word index)
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    const WordOutcome& o = outcomes[i];
    result.max_drift = std::max(result.max_drift, o.max_drift);
    result.nonfinite += o.nonfinite;
    if (o.first_failure) failures.emplace_back(*o.first_failure, i);
    if (o.first_failure && o.failure_margin == 0.0) ++result.tie_failures;
    if (i < k) {
      LetterProbe lp;
      lp.letter = dfa.alphabet().name(static_cast<automata::Letter>(i));
      lp.first_failure = o.first_failure;
      lp.cycle_start = o.cycle_start;
      lp.cycle_period = o.cycle_period;
      lp.cycle_compatible = o.cycle_compatible;
      lp.never_fails = o.never_fails;
      lp.decoded = o.decoded;
      lp.expected = o.expected;
      lp.max_drift = o.max_drift;
      lp.failure_margin = o.failure_margin;
      lp.failure_ties = o.ties;
      result.letters.push_back(std::move(lp));
    }
  }
  result.failing_words = failures.size();
  if (!failures.empty()) {
    std::sort(failures.begin(), failures.end());
    result.first_failure_min = failures.front().first;
    result.first_failure_median = failures[(failures.size() - 1) / 2].first;
    const WordOutcome& earliest = outcomes[failures.front().second];
    result.decoded = earliest.decoded;
    result.expected = earliest.expected;
    result.failure_margin = earliest.failure_margin;
    result.failure_ties = earliest.ties;
  }
  // The one-letter word with the earliest failure, or the first letter when none fails.
  std::size_t pick = 0;
  for (std::size_t i = 0; i < result.letters.size(); ++i)
    if (result.letters[i].first_failure &&
        (!result.letters[pick].first_failure || *result.letters[i].first_failure < *result.letters[pick].first_failure))
      pick = i;
  if (!result.letters.empty()) {
    result.cycle_start = result.letters[pick].cycle_start;
    result.cycle_period = result.letters[pick].cycle_period;
  }
  return result;
}

void check_options(const ProbeOptions& options) {
  if (options.max_len == 0) throw Error("probe: the maximum length must be at least 1, found 0");
}

// Refuses a run whose words, `per_token` bytes each token, `parallel` at a time, would hold more
// than the budget at max_len.
std::size_t memory_budget(const ProbeOptions& options) {
  return options.memory_budget != 0 ? options.memory_budget : lrnn::default_memory_budget();
}

void check_memory(const ProbeOptions& options, std::size_t per_token, std::size_t parallel, const std::string& why) {
  const std::size_t budget = memory_budget(options);
  const double need = double(per_token) * double(options.max_len) * double(parallel);
  if (need > double(budget))
    throw Error("probe: " + why + ": about " + byte_text(saturated_bytes(double(per_token) * double(options.max_len))) +
                " per word x " + std::to_string(parallel) + " at once at length " + std::to_string(options.max_len) +
                ", over the memory budget of " + byte_text(budget) +
                (options.memory_budget == 0 ? " (half the machine's memory)" : "") + "; lower --max-len" +
                (parallel > 1 ? " or --threads" : "") + ", or raise --max-memory");
}

// The run of one word through a learned model: the first position whose predicted output differs
// from the task's label after that prefix (letters and labels matched by name, `map`).
WordOutcome probe_word_learned(const learned::Forward& forward, const learned::ModelConfig& config,
                               const learned::TaskMap& map, const automata::Dfa& dfa, const automata::Word& word,
                               std::uint64_t word_index) {
  const detail::LearnedFailure f = detail::learned_first_failure(forward, config, map, dfa, word, word_index);
  WordOutcome out;
  out.first_failure = f.position;
  out.decoded = f.predicted;
  out.expected = f.expected;
  out.nonfinite = f.nonfinite;
  return out;
}

// The words of one probe() and how each runs: probe()'s settings, shared by the word jobs, the
// batches through the engine and the second runs of failing words.
struct ProbeWords {
  const lrnn::Network& network;
  const automata::Dfa& dfa;
  const precision::Policy& policy;
  const ProbeOptions& options;
  const Labels& labels;
  const lrnn::MarginMeter& meter;
  std::size_t k;
  bool sequential, detect;
  std::size_t detect_limit;
  bool measure;  // the reference simulator measures margins the first time
  std::string name;

  // Word i's outcome: the one-letter word of letter i (i < k), else random word i - k.
  WordOutcome word(std::size_t i) const {
    const precision::Policy p = policy_for_word(policy, i);
    if (i < k) {
      const auto a = static_cast<automata::Letter>(i);
      if (sequential) {
        lrnn::Runner runner(network, p);
        return probe_letter_sequential(runner, meter, labels, a, options.max_len, detect, detect_limit);
      }
      return probe_word_simulate(network, labels, p, options.order, automata::Word(options.max_len, a), measure);
    }
    if (sequential) {
      lrnn::Runner runner(network, p);
      RunnerStepper stepper(runner);
      std::mt19937_64 gen(options.seed + (i - k));
      return probe_word_sequential(stepper, meter, labels, options.max_len,
                                   [&](std::size_t) { return static_cast<automata::Letter>(gen() % k); });
    }
    return probe_word_simulate(network, labels, p, options.order,
                               automata::random_word(options.seed, i - k, options.max_len, k), measure);
  }

  // The random words in batches through the batched engine (`so`), appended to outcomes.
  void run_batched(const lrnn::SimulateOptions& so, std::vector<WordOutcome>& outcomes) const {
    // Batches of words (their letters: 4 bytes a token) within a quarter of the memory budget, at
    // most 4096. The GPU wants many words in flight: as many as fit. On the CPU about 8 MiB of
    // letters (at least 16 words a thread: the engine's blocks), so that the engine reads them from
    // the cache they were just written to. Drawn fast (probe-words-internal.hpp: the letters of
    // automata::random_word) into buffers that every batch reuses; one Simulation prepares the
    // network for all batches.
    const std::size_t per_word = std::max<std::size_t>(sizeof(automata::Letter) * options.max_len, 1);
    const std::size_t fit = std::clamp<std::size_t>(memory_budget(options) / 4 / per_word, 1, 4096);
    std::size_t batch = fit;
    if (options.device == lrnn::Device::cpu) {
      const std::size_t lanes = 16 * worker_count(options.threads, options.words);
      batch = std::min(fit, std::max((std::size_t{8} << 20) / per_word, lanes));
      if (batch > 16) batch -= batch % 16;  // whole blocks of the engine's 16 lanes
    }
    const lrnn::Simulation simulation(network, so, &dfa);
    std::vector<automata::Word> words(std::min(batch, options.words), automata::Word(options.max_len));
    for (std::size_t begin = 0; begin < options.words; begin += batch) {
      const std::size_t end = std::min(options.words, begin + batch);
      detail::run_parallel<char>(
          end - begin, options.threads,
          [&](std::size_t j) {
            detail::fill_random_word(options.seed, begin + j, words[j], k);
            return char{};
          },
          [](std::size_t) {});
      for (const lrnn::WordRun& run : simulation.run(std::span<const automata::Word>(words.data(), end - begin))) {
        WordOutcome out;
        out.first_failure = run.first_failure;
        out.max_drift = run.max_drift;
        outcomes.push_back(std::move(out));
      }
      if (options.progress)
        options.progress(name + ": " + std::to_string(k + end) + "/" + std::to_string(k + options.words) + " words");
    }
  }

  // Failing words whose run did not measure margins and ties (the batched engine's, a failure
  // implied by a cycle, the parallel orders' letters): their prefix up to the failure once more,
  // measuring, with the same bits (sequential: a Runner with the word's policy; otherwise the
  // reference simulator, which the engine equals bit for bit). The labels come from this run too.
  void measure_failures(std::vector<WordOutcome>& outcomes) const {
    std::vector<std::size_t> unmeasured;
    for (std::size_t i = 0; i < outcomes.size(); ++i)
      if (outcomes[i].first_failure && !outcomes[i].measured) unmeasured.push_back(i);
    const std::vector<WordOutcome> again =
        run_jobs(unmeasured.size(), options.threads, options, name + " (margins of failing words)", [&](std::size_t j) {
          const std::size_t i = unmeasured[j];
          // A prefix has the whole word's bits up to its end in the scan order too (docs/SIMULATION.md:
          // the Brent-Kung tree's value at t is the same for every length >= t), and in the chunked
          // order when it ends on a chunk boundary (a partial last chunk is summarized differently).
          std::size_t len = *outcomes[i].first_failure;
          if (options.order.kind == lrnn::OrderKind::chunked) {
            const std::size_t c = options.order.chunk;  // any size: the whole word is one chunk when c >= max_len
            len = c >= options.max_len ? options.max_len : std::min(options.max_len, (len + c - 1) / c * c);
          }
          const automata::Word word = i < k ? automata::Word(len, static_cast<automata::Letter>(i))
                                            : automata::random_word(options.seed, i - k, len, k);
          const precision::Policy p = policy_for_word(policy, i);
          if (!sequential) return probe_word_simulate(network, labels, p, options.order, word, true);
          lrnn::Runner runner(network, p);
          RunnerStepper stepper(runner);
          return probe_word_sequential(stepper, meter, labels, len, [&](std::size_t t) { return word[t - 1]; });
        });
    for (std::size_t j = 0; j < unmeasured.size(); ++j) {
      WordOutcome& out = outcomes[unmeasured[j]];
      if (again[j].first_failure != out.first_failure)
        throw Error("probe: internal error: word " + std::to_string(unmeasured[j]) + " failed at " +
                    std::to_string(*out.first_failure) + " and at " +
                    (again[j].first_failure ? std::to_string(*again[j].first_failure) : std::string("no position")) +
                    " when run again to measure its margin");
      out.decoded = again[j].decoded;
      out.expected = again[j].expected;
      out.failure_margin = again[j].failure_margin;
      out.ties = again[j].ties;
      out.measured = true;
    }
  }
};

// The state-space search of a row (probe.hpp), capped at options.search_pairs pairs and the memory
// budget, and the check of the sampled words against its verdict.
// `machine` makes the network or model in `policy` (realize::network_machine, realize::model_machine).
void search_row(const std::function<std::unique_ptr<realize::Machine>()>& machine, const automata::Dfa& dfa,
                const precision::Policy& policy, const ProbeOptions& options, ProbeResult& result) {
  if (options.search_pairs == 0) return;
  if (options.order.kind != lrnn::OrderKind::sequential) {
    result.search_note = "order " + lrnn::to_string(options.order) + ": the search runs the sequential order";
    return;
  }
  if (const std::string why = realize::unsearchable_policy(policy); !why.empty()) {
    result.search_note = why;
    return;
  }
  realize::RealizeOptions ro;
  ro.max_pairs = options.search_pairs;
  ro.max_bytes = memory_budget(options);
  ro.max_pairs_name = "--search-pairs";
  ro.max_bytes_name = "--max-memory";
  ro.machine_limit = 0;  // the verdict only: the realized machine is `lrnnc realize`'s business
  realize::RealizeReport report;
  try {
    report = realize::realize(*machine(), dfa, ro);
  } catch (const Error& e) {  // e.g. a spec label the network never outputs
    result.search_note = e.what();
    return;
  }
  result.search = realize::to_string(report.verdict);
  result.search_pairs = report.pairs;
  result.search_depth = report.depth;
  result.search_note = report.cap;
  if (report.counterexample) result.shortest_failure = report.counterexample->word.size();
  // Two independent methods on the same bits: a sampled failure the search says cannot exist is a bug.
  if (result.first_failure_min && (report.verdict == realize::Verdict::proved ||
                                   (result.shortest_failure && *result.first_failure_min < *result.shortest_failure)))
    throw std::logic_error("probe: a word fails at " + std::to_string(*result.first_failure_min) + " in " +
                           result.dtype + ", but the state-space search says " + result.search +
                           (result.shortest_failure ? " with a shortest failing word of " +
                                                          std::to_string(*result.shortest_failure) + " letters"
                                                    : std::string()));
}

}  // namespace

ProbeResult probe(const lrnn::Network& network, const automata::Dfa& dfa, const precision::Policy& policy,
                  const ProbeOptions& options) {
  check_alphabets(network, dfa);
  check_options(options);
  { lrnn::Runner check(network, policy); }  // throws for policies the emulation cannot run
  const Labels labels(network, dfa);
  const lrnn::MarginMeter meter(network);
  const std::size_t k = dfa.num_letters();
  const bool sequential = options.order.kind == lrnn::OrderKind::sequential;
  const bool detect = sequential && policy.rounding.mode != precision::RoundingMode::sr;
  const std::string name = precision::to_string(policy.storage);
  const std::size_t workers = worker_count(options.threads, k + options.words);
  const std::size_t detect_limit = memory_budget(options) / 8 / std::min(workers, k);
  if (!sequential)
    check_memory(options, lrnn::simulate_bytes_per_token(network, options.order) + sizeof(automata::Letter), workers,
                 "order " + lrnn::to_string(options.order) + " keeps every position of a word");
  // The random words through the batched engine when it covers the run (deterministic rounding:
  // every word has the same policy).
  lrnn::SimulateOptions so;
  so.policy = policy;
  so.order = options.order;
  so.threads = options.threads;
  so.stop_at_failure = true;
  so.states = false;
  so.device = options.device;
  const std::optional<std::string> uncovered = policy.rounding.mode == precision::RoundingMode::sr
                                                   ? std::optional<std::string>("stochastic rounding")
                                                   : lrnn::engine_unsupported(network, so, &dfa);
  const bool batched = !uncovered && options.words > 0;
  // Where the reference simulator runs the words anyway, it measures margins the first time.
  const bool measure = uncovered.has_value();
  const ProbeWords pw{network, dfa, policy, options, labels, meter, k, sequential, detect, detect_limit, measure, name};
  std::vector<WordOutcome> outcomes = run_jobs(batched ? k : k + options.words, options.threads, options, name,
                                               [&](std::size_t i) { return pw.word(i); });
  if (batched) pw.run_batched(so, outcomes);
  pw.measure_failures(outcomes);
  ProbeResult result = summarize(dfa, outcomes, options);
  result.margins = true;
  result.dtype = precision::to_string(policy);
  result.order = lrnn::to_string(options.order);
  result.simulation = batched ? lrnn::simulation_path(network, so, &dfa)
                      : sequential
                          ? "sequential runner (" + (uncovered ? *uncovered : std::string("no random words")) + ")"
                          : "reference simulator: " + uncovered.value_or("no random words");
  search_row([&] { return realize::network_machine(network, policy); }, dfa, policy, options, result);
  return result;
}

ProbeResult probe_mpfr(const lrnn::Network& network, const automata::Dfa& dfa, long precision_bits,
                       const ProbeOptions& options) {
  check_alphabets(network, dfa);
  check_options(options);
  if (precision_bits < 2)
    throw Error("probe: the MPFR row needs at least 2 bits, found " + std::to_string(precision_bits));
  const Labels labels(network, dfa);
  const std::size_t k = dfa.num_letters();
  const lrnn::MarginMeter meter(network);
  auto job = [&](std::size_t i) -> WordOutcome {
    MpfrStepper stepper(network, precision_bits);
    std::mt19937_64 gen(options.seed + (i >= k ? i - k : 0));
    return probe_word_sequential(stepper, meter, labels, options.max_len, [&](std::size_t) {
      return i < k ? static_cast<automata::Letter>(i) : static_cast<automata::Letter>(gen() % k);
    });
  };
  const std::string name = "mpfr:" + std::to_string(precision_bits);
  ProbeResult result = summarize(dfa, run_jobs(k + options.words, options.threads, options, name, job), options);
  result.dtype = name;
  result.order = "sequential";
  result.simulation = "MPFR runner (sequential)";
  result.margins = true;
  return result;
}

namespace detail {

LearnedFailure learned_first_failure(const learned::Forward& forward, const learned::ModelConfig& config,
                                     const learned::TaskMap& map, const automata::Dfa& dfa, const automata::Word& word,
                                     std::uint64_t word_index) {
  std::vector<std::uint32_t> letters(word.size());
  for (std::size_t t = 0; t < word.size(); ++t) letters[t] = map.letter[word[t]];
  const learned::ForwardResult result = forward.run(letters, word_index);
  LearnedFailure out;
  out.layer_iterations = result.iterations;
  if (!result.iterations.empty())
    out.iterations = *std::max_element(result.iterations.begin(), result.iterations.end());
  if (!result.converged.empty())
    out.converged = std::all_of(result.converged.begin(), result.converged.end(), [](bool c) { return c; });
  automata::State q = dfa.start();
  for (std::size_t t = 0; t < word.size(); ++t) {
    q = dfa.next(q, word[t]);
    const std::uint32_t predicted = result.predictions[t];
    if (predicted == learned::kNoPrediction) ++out.nonfinite;
    if (predicted != learned::kNoPrediction && predicted == map.label[dfa.output(q)]) {
      ++out.right;
    } else if (!out.position) {
      out.position = t + 1;
      out.predicted = predicted == learned::kNoPrediction ? std::string(kNonFiniteDecoded) : config.outputs[predicted];
      out.expected = dfa.output_label(q);
    }
  }
  return out;
}

}  // namespace detail

ProbeResult probe_learned(const learned::LearnedModel& model, const automata::Dfa& dfa,
                          const std::optional<precision::Policy>& policy, const ProbeOptions& options) {
  check_options(options);
  learned::TaskMap map;
  try {
    map = learned::map_task(model.config, dfa);
  } catch (const Error& e) {
    throw Error(std::string("probe: ") + e.what());
  }
  learned::ForwardOptions fo;
  fo.policy = policy;
  fo.order = options.order;
  fo.keep_logits = false;
  const learned::Forward forward(model, fo);  // throws for policies and orders it cannot run
  const std::size_t k = dfa.num_letters();
  const std::size_t workers = worker_count(options.threads, k + options.words);
  // Each word at once: its forward, the word and its letters (4 bytes a letter each).
  learned::check_forward_memory(
      learned::forward_memory(model.config, fo, options.max_len, workers, 2 * sizeof(std::uint32_t)),
      options.memory_budget, "probe", "lower --max-len or --threads, or raise --max-memory");
  auto job = [&](std::size_t i) -> WordOutcome {
    const automata::Word word = i < k ? automata::Word(options.max_len, static_cast<automata::Letter>(i))
                                      : automata::random_word(options.seed, i - k, options.max_len, k);
    return probe_word_learned(forward, model.config, map, dfa, word, i);
  };
  const std::string name = policy ? precision::to_string(policy->storage) : "fp64";
  ProbeResult result = summarize(dfa, run_jobs(k + options.words, options.threads, options, name, job), options);
  result.dtype = policy ? precision::to_string(*policy) : "fp64";
  result.order = lrnn::to_string(options.order);
  result.simulation = "learned forward (CPU)";
  // No policy is plain double, the fp64 policy bit for bit (learned/forward.hpp).
  const precision::Policy searched = policy ? *policy : precision::parse_policy("fp64");
  search_row([&] { return realize::model_machine(model, dfa, searched); }, dfa, searched, options, result);
  return result;
}

}  // namespace lrnnc::experiments
