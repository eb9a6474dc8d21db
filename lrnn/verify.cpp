#include "lrnn/verify.hpp"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include <mpfr.h>

#include "common/error.hpp"
#include "common/hash.hpp"
#include "common/join.hpp"
#include "common/shortest-text.hpp"
#include "lrnn/mpfr-runner.hpp"
#include "lrnn/runner.hpp"
#include "precision/mpfr-arithmetic.hpp"

namespace lrnnc::lrnn {

namespace {

void check_alphabets(const Network& network, const automata::Dfa& spec, const char* who) {
  if (network.automaton.alphabet() == spec.alphabet()) return;
  throw Error(std::string(who) + ": the network's alphabet {" + network.automaton.alphabet().describe() +
              "} differs from the spec's alphabet {" + spec.alphabet().describe() + "}");
}

std::string quote_word(const automata::Alphabet& alphabet, const automata::Word& word) {
  if (word.empty()) return "the empty word";
  std::string s = "'";
  s += alphabet.format_word(word);
  s += '\'';
  return s;
}

std::string describe_state(const automata::Dfa& dfa, automata::State q) {
  if (q == automata::kNoState) return "no state";
  return "state " + dfa.state_name(q) + " (output '" + dfa.output_label(q) + "')";
}

// Minimum distance between two codebook rows of a layer that are not identical (+inf for none).
double separation(const Codebook& cb) {
  double best = std::numeric_limits<double>::infinity();
  for (Eigen::Index a = 0; a < cb.vectors.rows(); ++a)
    for (Eigen::Index b = a + 1; b < cb.vectors.rows(); ++b) {
      const double d = (cb.vectors.row(a) - cb.vectors.row(b)).norm();
      if (d > 0) best = std::min(best, d);
    }
  return best;
}

// One layer's step from an exact codebook vector, in MPFR: A(tok) c_row + B(tok), and the
// nearest codebook row with its distance (rounded up to a double).
class ExactStepper {
 public:
  ExactStepper(long bits, std::size_t max_nd) : dot_(bits), term_(bits), distance2_(bits) {
    for (std::size_t i = 0; i < max_nd; ++i) state_.emplace_back(bits), row_sums_.emplace_back(bits);
  }

  struct Result {
    std::uint32_t row = 0;
    double deviation = 0;
  };

  // `quick`: a candidate row within `tolerance` is the unique nearest (tolerance < separation/2).
  Result step(const Layer& layer, const Token& tok, std::size_t row, double tolerance, bool quick) {
    const std::size_t n = layer.n, nd = layer.n * layer.d;
    const Matrix& C = layer.codebook.vectors;
    for (std::size_t j = 0; j < nd; ++j)
      mpfr_set_d(state_[j].get(), C(static_cast<Eigen::Index>(row), static_cast<Eigen::Index>(j)), MPFR_RNDN);
    for (std::size_t c = 0; c < layer.d; ++c) apply(tok, n, c * n);
    if (quick) {
      // A double copy picks the candidate; its exact distance decides.
      std::vector<double> approx(nd);
      for (std::size_t j = 0; j < nd; ++j) approx[j] = mpfr_get_d(state_[j].get(), MPFR_RNDN);
      const auto cand = nearest_codebook_row(layer.codebook, approx.data()).first;
      const double dev = distance(C, cand, nd);
      if (dev <= tolerance) return {static_cast<std::uint32_t>(cand), dev};
    }
    Result best{0, std::numeric_limits<double>::infinity()};
    for (Eigen::Index k = 0; k < C.rows(); ++k) {
      const double dev = distance(C, static_cast<std::size_t>(k), nd);
      if (dev < best.deviation) best = {static_cast<std::uint32_t>(k), dev};
    }
    return best;
  }

 private:
  void apply(const Token& tok, std::size_t n, std::size_t off) {
    const auto ni = static_cast<Eigen::Index>(n);
    if (const auto* dg = std::get_if<Diagonal>(&tok.transition)) {
      for (std::size_t i = 0; i < n; ++i)
        mpfr_mul_d(state_[off + i].get(), state_[off + i].get(), dg->a(static_cast<Eigen::Index>(i)), MPFR_RNDN);
    } else if (const auto* hp = std::get_if<HouseholderProduct>(&tok.transition)) {
      for (const auto& f : hp->factors) {
        mpfr_set_zero(dot_.get(), 1);
        for (Eigen::Index i = 0; i < ni; ++i) {
          if (f.v(i) == 0) continue;
          mpfr_mul_d(term_.get(), state_[off + static_cast<std::size_t>(i)].get(), f.v(i), MPFR_RNDN);
          mpfr_add(dot_.get(), dot_.get(), term_.get(), MPFR_RNDN);
        }
        mpfr_mul_d(dot_.get(), dot_.get(), f.beta, MPFR_RNDN);
        for (Eigen::Index i = 0; i < ni; ++i) {
          if (f.v(i) == 0) continue;
          mpfr_mul_d(term_.get(), dot_.get(), f.v(i), MPFR_RNDN);
          mpfr_sub(state_[off + static_cast<std::size_t>(i)].get(), state_[off + static_cast<std::size_t>(i)].get(),
                   term_.get(), MPFR_RNDN);
        }
      }
    } else {
      const Matrix& A = std::get<Dense>(tok.transition).A;
      for (Eigen::Index i = 0; i < ni; ++i) {
        mpfr_set_zero(row_sums_[static_cast<std::size_t>(i)].get(), 1);
        for (Eigen::Index j = 0; j < ni; ++j) {
          mpfr_mul_d(term_.get(), state_[off + static_cast<std::size_t>(j)].get(), A(i, j), MPFR_RNDN);
          mpfr_add(row_sums_[static_cast<std::size_t>(i)].get(), row_sums_[static_cast<std::size_t>(i)].get(),
                   term_.get(), MPFR_RNDN);
        }
      }
      for (std::size_t i = 0; i < n; ++i) mpfr_set(state_[off + i].get(), row_sums_[i].get(), MPFR_RNDN);
    }
    if (tok.B)
      for (std::size_t i = 0; i < n; ++i)
        mpfr_add_d(state_[off + i].get(), state_[off + i].get(),
                   (*tok.B)(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(off / n)), MPFR_RNDN);
  }

  // Euclidean distance from state_ to codebook row k, rounded up.
  double distance(const Matrix& C, std::size_t k, std::size_t nd) {
    mpfr_set_zero(distance2_.get(), 1);
    for (std::size_t j = 0; j < nd; ++j) {
      mpfr_sub_d(term_.get(), state_[j].get(), C(static_cast<Eigen::Index>(k), static_cast<Eigen::Index>(j)),
                 MPFR_RNDN);
      mpfr_sqr(term_.get(), term_.get(), MPFR_RNDN);
      mpfr_add(distance2_.get(), distance2_.get(), term_.get(), MPFR_RNDN);
    }
    mpfr_sqrt(distance2_.get(), distance2_.get(), MPFR_RNDU);
    return mpfr_get_d(distance2_.get(), MPFR_RNDU);
  }

  std::vector<precision::MpfrValue> state_, row_sums_;  // the layer's n*d state; A h of a dense step
  precision::MpfrValue dot_, term_, distance2_;         // v.h (then beta v.h); one product; |h - c|^2
};

// Whether no transition of the network stretches a vector (largest singular value <= 1, up to
// rounding): then deviations do not grow along a word.
bool all_contracting(const Network& network) {
  bool contracting = true;
  for (const Layer& layer : network.layers)
    for (const Token& tok : layer.tokens) {
      const Matrix A = to_matrix(tok.transition, layer.n);
      Eigen::JacobiSVD<Matrix> svd(A);
      if (svd.singularValues().size() > 0 && svd.singularValues()(0) > 1 + 1e-12) contracting = false;
    }
  return contracting;
}

// verify_exact's breadth-first search over the reachable configurations. A node is one codebook row
// per layer, then the spec state when a spec is given; each layer step is computed exactly.
class ExactSearch {
 public:
  ExactSearch(const Network& network, const automata::Dfa* spec, const ExactOptions& options)
      : network_(network), spec_(spec), options_(options), dfa_(network.automaton), layers_(network.layers.size()) {
    report_.letters = dfa_.num_letters();
    report_.min_separation = std::numeric_limits<double>::infinity();
    std::size_t max_nd = 1;
    for (const Layer& layer : network.layers) {
      report_.min_separation = std::min(report_.min_separation, separation(layer.codebook));
      max_nd = std::max(max_nd, layer.n * layer.d);
    }
    report_.tolerance = std::isinf(report_.min_separation) ? 1e-9 : options.tolerance_ratio * report_.min_separation;
    quick_ = std::isinf(report_.min_separation) || options.tolerance_ratio < 0.5;
    stepper_.emplace(options.precision_bits, max_nd);
    memo_.resize(layers_);
    next_key_.resize(layers_ + (spec ? 1 : 0));
  }

  ExactReport run() {
    if (!add_start()) return report_;
    for (std::size_t i = 0; i < nodes_.size(); ++i)
      if (!expand(i)) return report_;
    report_.passed = true;
    report_.reachable_states = nodes_.size();
    report_.exact = report_.max_deviation == 0;
    if (!report_.exact && std::isfinite(report_.min_separation) && all_contracting(network_))
      report_.guaranteed_length = std::floor(report_.min_separation / 2 / report_.max_deviation);
    return report_;
  }

 private:
  struct Node {
    std::vector<std::uint32_t> key;
    std::size_t parent;
    automata::Letter letter;
  };

  // Records the failure after word `w`; returns false (the search stops).
  bool fail(const automata::Word& w, const std::string& what) {
    report_.passed = false;
    report_.failure = "after " + quote_word(dfa_.alphabet(), w) + ": " + what;
    report_.reachable_states = nodes_.size();
    return false;
  }

  // The word that reaches `node`, then `last` when given.
  automata::Word word_of(std::size_t node, std::optional<automata::Letter> last) const {
    automata::Word w;
    if (last) w.push_back(*last);
    for (std::size_t i = node; i != 0; i = nodes_[i].parent) w.push_back(nodes_[i].letter);
    std::reverse(w.begin(), w.end());
    return w;
  }

  std::vector<std::uint32_t> values_of(const std::vector<std::uint32_t>& key) const {
    std::vector<std::uint32_t> values(layers_);
    for (std::size_t l = 0; l < layers_; ++l) values[l] = network_.layers[l].codebook.values[key[l]];
    return values;
  }

  // Why the decoded `values` are wrong when the automaton is in `expected` and the spec in
  // `spec_state`; nullopt when they are right.
  std::optional<std::string> check_state(const std::vector<std::uint32_t>& values, automata::State expected,
                                         automata::State spec_state) const {
    const auto got = network_.read(values);
    if (!got) return "the decoded values [" + join(values) + "] are not in the readout";
    if (*got != expected)
      return "expected " + describe_state(dfa_, expected) + ", the network reads " + describe_state(dfa_, *got);
    if (spec_ && dfa_.output_label(*got) != spec_->output_label(spec_state))
      return "the spec is in " + describe_state(*spec_, spec_state) + ", the network reads " +
             describe_state(dfa_, *got) + ": the outputs differ";
    return std::nullopt;
  }

  // Steps depend only on (layer, row, token): each is computed once.
  ExactStepper::Result layer_step(std::size_t l, std::size_t row, std::size_t tok) {
    auto& m = memo_[l];
    const std::uint64_t key = (static_cast<std::uint64_t>(row) << 32) | tok;
    if (auto it = m.find(key); it != m.end()) return it->second;
    const Layer& layer = network_.layers[l];
    const auto r = stepper_->step(layer, layer.tokens[tok], row, report_.tolerance, quick_);
    m.emplace(key, r);
    return r;
  }

  // The initial configuration: the nearest rows of H0, which must lie within the tolerance.
  bool add_start() {
    std::vector<std::uint32_t> key(layers_);
    for (std::size_t l = 0; l < layers_; ++l) {
      const Layer& layer = network_.layers[l];
      std::vector<double> h0(layer.n * layer.d);
      for (std::size_t c = 0; c < layer.d; ++c)
        for (std::size_t i = 0; i < layer.n; ++i)
          h0[c * layer.n + i] = layer.H0(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(c));
      const auto [row, d2] = nearest_codebook_row(layer.codebook, h0.data());
      const double dev = std::sqrt(d2);
      report_.max_deviation = std::max(report_.max_deviation, dev);
      if (dev > report_.tolerance)
        return fail({}, "H0 of layer " + std::to_string(l) + " is at distance " + std::to_string(dev) +
                            " from its nearest codebook vector, above the tolerance " +
                            shortest_text(report_.tolerance));
      key[l] = static_cast<std::uint32_t>(row);
    }
    const automata::State spec_start = spec_ ? spec_->start() : 0;
    if (auto bad = check_state(values_of(key), dfa_.start(), spec_start)) return fail({}, *bad);
    if (spec_) key.push_back(spec_start);
    seen_.emplace(key, 0);
    nodes_.push_back({key, 0, 0});
    return true;
  }

  // Steps every layer of node i on letter a, bottom-up (lag-0 context from `new_values`): fills
  // next_key_ and new_values.
  bool step_layers(std::size_t i, automata::Letter a, const std::vector<std::uint32_t>& key,
                   const std::vector<std::uint32_t>& values, std::vector<std::uint32_t>& new_values) {
    for (std::size_t l = 0; l < layers_; ++l) {
      const Layer& layer = network_.layers[l];
      ctx_.clear();
      for (const auto& c : layer.context) ctx_.push_back(c.lag == 0 ? new_values[c.layer] : values[c.layer]);
      const auto tok = layer.find_token(a, ctx_);
      if (!tok)
        return fail(word_of(i, a), "layer " + std::to_string(l) + " has no token for letter '" +
                                       dfa_.alphabet().name(a) + "' with context values [" + join(ctx_) + "]");
      const auto r = layer_step(l, key[l], *tok);
      report_.max_deviation = std::max(report_.max_deviation, r.deviation);
      if (r.deviation > report_.tolerance)
        return fail(word_of(i, a), "layer " + std::to_string(l) + " lands at distance " + std::to_string(r.deviation) +
                                       " from its nearest codebook vector (row " + std::to_string(r.row) +
                                       "), above the tolerance " + shortest_text(report_.tolerance));
      next_key_[l] = r.row;
      new_values[l] = layer.codebook.values[r.row];
    }
    return true;
  }

  // The successors of node i, one per letter: checked, and added when new.
  bool expand(std::size_t i) {
    const std::vector<std::uint32_t> key = nodes_[i].key;
    const std::vector<std::uint32_t> values = values_of(key);
    const automata::State here = *network_.read(values);  // checked when the node was made
    for (automata::Letter a = 0; a < report_.letters; ++a) {
      std::vector<std::uint32_t> new_values(layers_);
      if (!step_layers(i, a, key, values, new_values)) return false;
      const automata::State spec_next = spec_ ? spec_->next(key[layers_], a) : 0;
      if (auto bad = check_state(new_values, dfa_.next(here, a), spec_next)) return fail(word_of(i, a), *bad);
      if (spec_) next_key_[layers_] = spec_next;
      if (seen_.find(next_key_) == seen_.end()) {
        if (nodes_.size() >= options_.state_limit)
          throw Error("verify_exact: more than " + std::to_string(options_.state_limit) +
                      " reachable configurations (the state limit)");
        seen_.emplace(next_key_, nodes_.size());
        nodes_.push_back({next_key_, i, a});
      }
    }
    return true;
  }

  const Network& network_;
  const automata::Dfa* spec_;
  const ExactOptions& options_;
  const automata::Dfa& dfa_;
  const std::size_t layers_;
  ExactReport report_;
  bool quick_ = false;
  std::optional<ExactStepper> stepper_;
  std::vector<std::unordered_map<std::uint64_t, ExactStepper::Result>> memo_;
  std::vector<Node> nodes_;
  std::unordered_map<std::vector<std::uint32_t>, std::size_t, VectorHash> seen_;
  std::vector<std::uint32_t> ctx_, next_key_;
};

}  // namespace

ExactReport verify_exact(const Network& network, const automata::Dfa* spec, const ExactOptions& options) {
  if (spec) check_alphabets(network, *spec, "verify_exact");
  if (options.precision_bits < 200)
    throw Error("verify_exact: precision_bits is " + std::to_string(options.precision_bits) +
                ", expected at least 200");
  return ExactSearch(network, spec, options).run();
}

WordsReport check_words(const Network& network, const automata::Dfa& spec, const WordsOptions& options) {
  check_alphabets(network, spec, "check_words");
  const std::size_t k = spec.num_letters();
  WordsReport report;
  // The largest length whose words (all lengths 1..len) fit in max_words.
  std::size_t len = 0, total = 0, level = 1;
  while (len < options.max_len) {
    if (level > options.max_words / k) break;  // k^(len+1) alone would not fit
    const std::size_t next_level = level * k;
    if (total + next_level > options.max_words) break;
    level = next_level, total += next_level, ++len;
  }
  report.max_len = len;
  report.words = total;
  if (len == 0) {
    report.passed = true;
    return report;
  }

  Runner runner(network, options.policy);
  const automata::Dfa& dfa = network.automaton;
  std::vector<RunState> states(len + 1);
  std::vector<automata::State> spec_states(len + 1);
  std::vector<automata::Letter> word(len + 1, 0);
  states[0] = runner.initial();
  spec_states[0] = spec.start();
  // Depth-first over the words: word[0..depth) is the current prefix, word[depth] the next letter.
  // After a failure at length p the search goes on below length p only, so the failure reported
  // is a shortest failing word (the first in depth-first order among those).
  std::size_t depth = 0, limit = len;
  while (true) {
    if (word[depth] == k || depth >= limit) {
      if (depth == 0) break;
      word[depth] = 0;
      --depth;
      ++word[depth];
      continue;
    }
    const automata::Letter a = word[depth];
    states[depth + 1] = states[depth];
    const automata::State got = runner.step(states[depth + 1], a);
    const automata::State want = spec.next(spec_states[depth], a);
    spec_states[depth + 1] = want;
    report.max_drift = std::max(report.max_drift, runner.drift(states[depth + 1]));
    if (got == automata::kNoState || dfa.output_label(got) != spec.output_label(want)) {
      const automata::Word w(word.begin(), word.begin() + static_cast<std::ptrdiff_t>(depth + 1));
      report.failure = "word '" + spec.alphabet().format_word(w) + "' at position " + std::to_string(depth + 1) +
                       ": the spec is in " + describe_state(spec, want) + ", the network reads " +
                       describe_state(dfa, got);
      limit = depth;
      ++word[depth];
      continue;
    }
    if (depth + 1 < limit) {
      ++depth;
      word[depth] = 0;
    } else {
      ++word[depth];
    }
  }
  report.passed = report.failure.empty();
  return report;
}

OneLetterReport verify_one_letter(const Network& network, const automata::Dfa& spec, automata::Letter letter,
                                  std::size_t max_len, long precision_bits) {
  check_alphabets(network, spec, "verify_one_letter");
  if (precision_bits < 200)
    throw Error("verify_one_letter: precision_bits is " + std::to_string(precision_bits) + ", expected at least 200");
  if (letter >= spec.num_letters())
    throw Error("verify_one_letter: letter " + std::to_string(letter) + " is out of range");
  MpfrRunner runner(network, precision_bits);
  OneLetterReport report;
  automata::State want = spec.start();
  for (std::size_t t = 1; t <= max_len; ++t) {
    const automata::State got = runner.step(letter);
    want = spec.next(want, letter);
    report.checked = t;
    if (network.automaton.output_label(got) != spec.output_label(want)) {
      report.first_failure = t;
      report.failure = "after " + spec.alphabet().name(letter) + "^" + std::to_string(t) + ": expected " +
                       describe_state(spec, want) + ", the network reads " + describe_state(network.automaton, got);
      break;
    }
  }
  return report;
}

}  // namespace lrnnc::lrnn
