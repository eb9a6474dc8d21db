// Internal to experiments (probe.cpp, sweep.cpp): one word through a learned model, scored against
// its task. Not a stable API.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "automata/dfa.hpp"
#include "learned/eval.hpp"
#include "learned/forward.hpp"

namespace lrnnc::experiments::detail {

struct LearnedFailure {
  std::optional<std::size_t> position;        // 1-based; none: every position is right
  std::string predicted, expected;            // output labels at `position` (predicted: kNonFiniteDecoded
                                              // when that position has no prediction)
  std::size_t right = 0;                      // positions whose prediction is right
  std::size_t nonfinite = 0;                  // positions with no prediction (learned::kNoPrediction)
  std::optional<std::size_t> iterations;      // fprnn: l*, the largest over the model's fprnn layers
  std::vector<std::size_t> layer_iterations;  // l* per fixed-point layer, in layer order
  std::optional<bool> converged;              // fixed-point models: every fixed-point layer converged
};

// Runs `word` (task letters) through `forward` (stochastic rounding seeded by word_index) and
// returns the first position t whose predicted output is not the task's label after t letters (a
// position whose logits are not all finite has no prediction and is wrong)
// (`map` = learned::map_task(config, dfa)), the number of right positions and l*. O(|word|)
// forward steps; the whole word at once.
LearnedFailure learned_first_failure(const learned::Forward& forward, const learned::ModelConfig& config,
                                     const learned::TaskMap& map, const automata::Dfa& dfa, const automata::Word& word,
                                     std::uint64_t word_index);

}  // namespace lrnnc::experiments::detail
