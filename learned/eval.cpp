// learned/eval.hpp: random words through learned::Forward, per policy and length.
#include "learned/eval.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <limits>
#include <mutex>
#include <thread>

#include "automata/io-json.hpp"
#include "automata/random-word.hpp"
#include "common/error.hpp"
#include "common/interruption.hpp"
#include "learned/forward-memory.hpp"
#include "learned/forward.hpp"

namespace lrnnc::learned {

TaskMap map_task(const ModelConfig& config, const automata::Dfa& task) {
  TaskMap map;
  const auto index_of = [](const std::vector<std::string>& names,
                           const std::string& name) -> std::optional<std::uint32_t> {
    const auto it = std::find(names.begin(), names.end(), name);
    if (it == names.end()) return std::nullopt;
    return static_cast<std::uint32_t>(it - names.begin());
  };
  for (std::size_t a = 0; a < task.num_letters(); ++a) {
    const std::string& name = task.alphabet().name(static_cast<automata::Letter>(a));
    const auto i = index_of(config.alphabet, name);
    if (!i) throw Error("the task's letter '" + name + "' is not a letter of the model");
    map.letter.push_back(*i);
  }
  for (const std::string& label : task.labels()) {
    const auto i = index_of(config.outputs, label);
    // A label no state carries (e.g. an unused sink label) cannot be expected: map it anywhere.
    map.label.push_back(i ? *i : std::numeric_limits<std::uint32_t>::max());
  }
  for (std::size_t q = 0; q < task.num_states(); ++q)
    if (map.label[task.output(static_cast<automata::State>(q))] == std::numeric_limits<std::uint32_t>::max())
      throw Error("the task's output '" + task.output_label(static_cast<automata::State>(q)) +
                  "' is not an output of the model");
  return map;
}

automata::Dfa saved_task(const LearnedModel& model) {
  if (model.automaton.is_null())
    throw Error("the model has no saved automaton: give the task (--builtin, --regex, --dfa or --att)");
  return automata::dfa_from_json(model.automaton.dump());
}

namespace {

struct WordScore {
  std::size_t right = 0;
  std::size_t nonfinite = 0;  // positions with no prediction (a non-finite logit)
  std::optional<std::size_t> first_failure;
  std::vector<std::size_t> layer_iterations;  // l* per fixed-point layer, in layer order (a word's l*: the largest)
  bool converged = true;                      // every fprnn layer's residue fell below the threshold before the cap
};

WordScore score_word(const Forward& forward, const automata::Dfa& task, const TaskMap& map, std::uint64_t seed,
                     std::size_t index, std::size_t length) {
  const automata::Word word = automata::random_word(seed, index, length, task.num_letters());
  std::vector<std::uint32_t> letters(word.size());
  for (std::size_t t = 0; t < word.size(); ++t) letters[t] = map.letter[word[t]];
  const ForwardResult result = forward.run(letters, index);
  WordScore score;
  automata::State q = task.start();
  for (std::size_t t = 0; t < word.size(); ++t) {
    q = task.next(q, word[t]);
    const std::uint32_t predicted = result.predictions[t];
    if (predicted == kNoPrediction) ++score.nonfinite;
    if (predicted != kNoPrediction && predicted == map.label[task.output(q)])
      ++score.right;
    else if (!score.first_failure)
      score.first_failure = t + 1;
  }
  score.layer_iterations = result.iterations;
  for (bool c : result.converged) score.converged = score.converged && c;
  return score;
}

// The threads that score a row's words (at most one per word).
std::size_t eval_threads(const EvalOptions& options) {
  const std::size_t threads = options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
  return std::min(threads, std::max<std::size_t>(1, options.words));
}

std::vector<WordScore> score_words(const Forward& forward, const automata::Dfa& task, const TaskMap& map,
                                   const EvalOptions& options, std::size_t length) {
  std::vector<WordScore> scores(options.words);
  std::atomic<std::size_t> next{0};
  std::exception_ptr error;
  std::mutex error_mutex;
  auto work = [&] {
    try {
      for (std::size_t i; (i = next++) < scores.size();) {
        interruption_point();
        scores[i] = score_word(forward, task, map, options.seed, i, length);
      }
    } catch (...) {
      std::lock_guard lock(error_mutex);
      if (!error) error = std::current_exception();
      next = scores.size();
    }
  };
  const std::size_t threads = eval_threads(options);
  std::vector<std::thread> pool;
  for (std::size_t t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& th : pool) th.join();
  if (error) std::rethrow_exception(error);
  return scores;
}

// The official batch rule (EvalOptions::batch_stop) on the words of one row: pass k runs every word
// with the fixed-point layers before the k-th held to their batch l* (min_iter) and the k-th on its
// own, whose largest l* is the k-th layer's batch l*; the last pass holds every layer.
std::vector<WordScore> batch_scores(const LearnedModel& model, const ForwardOptions& fo, const automata::Dfa& task,
                                    const TaskMap& map, const EvalOptions& options, std::size_t length) {
  LearnedModel held = model;
  std::size_t k = 0;
  for (LayerSpec& layer : held.config.layers) {
    if (!is_fixed_point(layer.type)) continue;
    const std::vector<WordScore> scores = score_words(Forward(held, fo), task, map, options, length);
    std::size_t batch = 1;
    for (const WordScore& s : scores) batch = std::max(batch, s.layer_iterations.at(k));
    layer.fixed_point.min_iter = batch - 1;  // l* counts the final iteration
    ++k;
  }
  return score_words(Forward(held, fo), task, map, options, length);
}

EvalRow summarize(const std::vector<WordScore>& scores, std::size_t length, bool has_fprnn) {
  EvalRow row;
  row.length = length;
  row.words = scores.size();
  std::size_t right = 0, perfect = 0, nonfinite = 0, converged = 0;
  std::vector<std::size_t> failures, iterations;
  for (const WordScore& s : scores) {
    right += s.right;
    nonfinite += s.nonfinite;
    if (s.first_failure)
      failures.push_back(*s.first_failure);
    else
      ++perfect;
    iterations.push_back(
        s.layer_iterations.empty() ? 0 : *std::max_element(s.layer_iterations.begin(), s.layer_iterations.end()));
    if (s.converged) ++converged;
  }
  const double positions = static_cast<double>(length) * static_cast<double>(scores.size());
  row.token_accuracy = positions > 0 ? static_cast<double>(right) / positions : 1.0;
  row.sequence_accuracy = scores.empty() ? 1.0 : static_cast<double>(perfect) / static_cast<double>(scores.size());
  row.failing_words = failures.size();
  row.nonfinite = nonfinite;
  if (!failures.empty()) {
    std::sort(failures.begin(), failures.end());
    row.first_failure_median = failures[(failures.size() - 1) / 2];
  }
  if (has_fprnn && !iterations.empty()) {
    std::sort(iterations.begin(), iterations.end());
    row.iterations_median = static_cast<double>(iterations[(iterations.size() - 1) / 2]);
    row.iterations_min = iterations.front();
    row.iterations_max = iterations.back();
    row.converged = static_cast<double>(converged) / static_cast<double>(scores.size());
  }
  return row;
}

}  // namespace

std::vector<EvalRow> evaluate(const LearnedModel& model, const automata::Dfa& task, const EvalOptions& options,
                              const std::function<void(const EvalRow&)>& progress) {
  if (options.policies.empty()) throw Error("eval: no datatype given");
  if (options.lengths.empty()) throw Error("eval: no length given");
  for (std::size_t n : options.lengths)
    if (n == 0 || n > 10'000'000) throw Error("eval: a length must be in [1, 10000000], found " + std::to_string(n));
  const TaskMap map = map_task(model.config, task);
  // Every word at once holds its forward, its random word and its letters (4 bytes a letter each);
  // the estimate depends on the order, not on the policy.
  ForwardOptions sizes;
  sizes.order = options.order;
  sizes.keep_logits = false;
  check_forward_memory(
      forward_memory(model.config, sizes, *std::max_element(options.lengths.begin(), options.lengths.end()),
                     eval_threads(options), 2 * sizeof(std::uint32_t)),
      options.max_memory, "eval", "lower --lengths or --threads, or raise --max-memory");
  const bool has_fprnn = std::any_of(model.config.layers.begin(), model.config.layers.end(),
                                     [](const LayerSpec& l) { return is_fixed_point(l.type); });
  std::vector<EvalRow> rows;
  for (const auto& policy : options.policies) {
    ForwardOptions fo;
    fo.policy = policy;
    fo.order = options.order;
    fo.keep_logits = false;
    const Forward forward(model, fo);
    for (std::size_t length : options.lengths) {
      EvalRow row = summarize(options.batch_stop && has_fprnn ? batch_scores(model, fo, task, map, options, length)
                                                              : score_words(forward, task, map, options, length),
                              length, has_fprnn);
      row.dtype = policy ? precision::to_string(*policy) : "fp64";
      row.order = lrnn::to_string(options.order);
      if (progress) progress(row);
      rows.push_back(std::move(row));
    }
  }
  return rows;
}

}  // namespace lrnnc::learned
