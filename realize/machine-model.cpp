// A learned model as a Machine (realize/load.hpp): learned::Forward's step from an explicit state.
#include <bit>
#include <cmath>

#include "common/error.hpp"
#include "learned/eval.hpp"
#include "learned/forward.hpp"
#include "realize/load.hpp"

namespace lrnnc::realize {

namespace {

class ModelMachine final : public Machine {
 public:
  ModelMachine(const learned::LearnedModel& model, const automata::Dfa& task, const precision::Policy& policy)
      : forward_(model, learned::ForwardOptions{policy, {}, false}),
        alphabet_(task.alphabet()),
        map_(learned::map_task(model.config, task)),
        policy_(policy),
        arch_(learned::architecture(model.config)) {
    if (const auto why = forward_.not_steppable()) throw Error(*why);
    current_ = forward_.initial_state();
    for (const auto& layer : current_.layers) words_ += layer.size();
    ++words_;  // the last prediction
    labels_ = model.config.outputs;
    non_finite_ = static_cast<std::uint32_t>(labels_.size());
    labels_.push_back(kNonFiniteLabel);
  }

  std::size_t words() const override { return words_; }
  const automata::Alphabet& alphabet() const override { return alphabet_; }
  const std::vector<std::string>& labels() const override { return labels_; }
  std::uint32_t non_finite() const override { return non_finite_; }

  void initial(std::uint64_t* state) override { write(forward_.initial_state(), kNoOutput, state); }

  std::uint32_t load(const std::uint64_t* state) override {
    std::size_t w = 0;
    for (auto& layer : current_.layers)
      for (double& x : layer) x = std::bit_cast<double>(state[w++]);
    return static_cast<std::uint32_t>(state[w]);
  }

  std::uint32_t step(automata::Letter letter, std::uint64_t* next) override {
    scratch_.layers.resize(current_.layers.size());
    for (std::size_t l = 0; l < current_.layers.size(); ++l)
      scratch_.layers[l].assign(current_.layers[l].begin(), current_.layers[l].end());
    const std::uint32_t p = forward_.step(scratch_, map_.letter[letter]);
    std::uint32_t out = p == learned::kNoPrediction ? non_finite_ : p;
    for (const auto& layer : scratch_.layers)
      for (double x : layer)
        if (!std::isfinite(x)) out = non_finite_;
    write(scratch_, out, next);
    return out;
  }

  std::string describe() const override { return "learned " + arch_ + ", " + precision::to_string(policy_); }

 private:
  static void write(const learned::ForwardState& s, std::uint32_t out, std::uint64_t* state) {
    std::size_t w = 0;
    for (const auto& layer : s.layers)
      for (double x : layer) state[w++] = std::bit_cast<std::uint64_t>(x);
    state[w] = out;
  }

  learned::Forward forward_;
  automata::Alphabet alphabet_;
  learned::TaskMap map_;
  precision::Policy policy_;
  std::string arch_;
  learned::ForwardState current_, scratch_;
  std::size_t words_ = 0;
  std::vector<std::string> labels_;
  std::uint32_t non_finite_ = 0;
};

}  // namespace

std::unique_ptr<Machine> model_machine(const learned::LearnedModel& model, const automata::Dfa& task,
                                       const precision::Policy& policy) {
  if (const std::string why = unsearchable_policy(policy); !why.empty()) throw Error(why);
  return std::make_unique<ModelMachine>(model, task, policy);
}

}  // namespace lrnnc::realize
