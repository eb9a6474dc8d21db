// A compiled network as a Machine (realize/machine.hpp): the Runner's sequential step, its state
// read and written as bits.
#include <bit>
#include <cmath>
#include <cstring>

#include "common/error.hpp"
#include "lrnn/runner.hpp"
#include "realize/machine.hpp"

namespace lrnnc::realize {

std::string unsearchable_policy(const precision::Policy& policy) {
  if (policy.rounding.mode == precision::RoundingMode::sr)
    return "stochastic rounding draws random bits, so a state has no single successor: a state-space "
           "search needs a deterministic rounding (rne, rna, rz, ru, rd, ro)";
  if (policy.storage.is_mpfr() || policy.accumulator.is_mpfr())
    return "MPFR formats are not emulated step by step (use an IEEE-style, OCP fp8, float:eXmY or fixed-point "
           "format)";
  return "";
}

namespace {

class NetworkMachine final : public Machine {
 public:
  NetworkMachine(const lrnn::Network& network, const precision::Policy& policy)
      : runner_(network, policy), policy_(policy) {
    current_ = runner_.initial();
    for (const auto& layer : current_.layers) words_ += layer.size();
    // The valid flag is a word of the state unless no step can clear it: one layer without context
    // that lists a token for every letter.
    const lrnn::Layer& first = network.layers[0];
    always_valid_ = network.layers.size() == 1 && first.context.empty();
    for (std::size_t a = 0; always_valid_ && a < network.num_letters(); ++a)
      always_valid_ = first.find_token(static_cast<automata::Letter>(a), {}).has_value();
    if (!always_valid_) ++words_;
    const automata::Dfa& a = runner_.network().automaton;
    labels_ = a.labels();
    non_finite_ = static_cast<std::uint32_t>(labels_.size());
    labels_.push_back(kNonFiniteLabel);
    undecoded_ = static_cast<std::uint32_t>(labels_.size());
    labels_.push_back(kUndecodedLabel);
    for (const auto& layer : network.layers) sizes_.push_back(std::to_string(layer.n) + "x" + std::to_string(layer.d));
  }

  std::size_t words() const override { return words_; }
  const automata::Alphabet& alphabet() const override { return runner_.network().automaton.alphabet(); }
  const std::vector<std::string>& labels() const override { return labels_; }
  std::uint32_t non_finite() const override { return non_finite_; }

  void initial(std::uint64_t* state) override {
    const lrnn::RunState s = runner_.initial();
    write(s, state);
  }

  std::uint32_t load(const std::uint64_t* state) override {
    std::size_t w = 0;
    for (auto& layer : current_.layers)
      for (double& x : layer) x = std::bit_cast<double>(state[w++]);
    current_.valid = always_valid_ || state[w] != 0;
    std::fill(current_.rows.begin(), current_.rows.end(), lrnn::RunState::kStale);
    return output(current_, runner_.decode(current_));
  }

  std::uint32_t step(automata::Letter letter, std::uint64_t* next) override {
    scratch_.layers.resize(current_.layers.size());
    for (std::size_t l = 0; l < current_.layers.size(); ++l)
      scratch_.layers[l].assign(current_.layers[l].begin(), current_.layers[l].end());
    scratch_.values.assign(current_.values.begin(), current_.values.end());
    scratch_.rows.assign(current_.rows.begin(), current_.rows.end());
    scratch_.valid = current_.valid;
    const automata::State s = runner_.step(scratch_, letter);
    write(scratch_, next);
    return output(scratch_, s);
  }

  std::string describe() const override {
    std::string sizes;
    for (const auto& s : sizes_) sizes += (sizes.empty() ? "" : ", ") + s;
    return "compiled network, " + std::to_string(sizes_.size()) + (sizes_.size() == 1 ? " layer" : " layers") + " (" +
           sizes + "), " + precision::to_string(policy_);
  }

 private:
  void write(const lrnn::RunState& s, std::uint64_t* state) const {
    std::size_t w = 0;
    for (const auto& layer : s.layers)
      for (double x : layer) state[w++] = std::bit_cast<std::uint64_t>(x);
    if (!always_valid_) state[w] = s.valid ? 1 : 0;
  }

  // The output id of a state whose automaton state the Runner read as `read`.
  std::uint32_t output(const lrnn::RunState& s, automata::State read) const {
    for (const auto& layer : s.layers)
      for (double x : layer)
        if (!std::isfinite(x)) return non_finite_;
    if (read == automata::kNoState) return undecoded_;
    return runner_.network().automaton.output(read);
  }

  lrnn::Runner runner_;
  precision::Policy policy_;
  lrnn::RunState current_, scratch_;
  std::size_t words_ = 0;
  std::vector<std::string> labels_, sizes_;
  std::uint32_t non_finite_ = 0, undecoded_ = 0;
  bool always_valid_ = false;
};

}  // namespace

std::unique_ptr<Machine> network_machine(const lrnn::Network& network, const precision::Policy& policy) {
  if (const std::string why = unsearchable_policy(policy); !why.empty()) throw Error(why);
  return std::make_unique<NetworkMachine>(network, policy);
}

}  // namespace lrnnc::realize
