// learned::evaluate's l* statistics for fprnn models (learned/eval.hpp): iterations_min, _median and
// _max over the words, each word's l* the largest over the fprnn layers, against Forward::run.
#include <algorithm>
#include <vector>

#include <catch2/catch.hpp>

#include "automata/builtins.hpp"
#include "automata/random-word.hpp"
#include "learned/eval.hpp"
#include "learned/forward-internal.hpp"
#include "learned/forward.hpp"
#include "tests/learned/random-model.hpp"
#include "tests/paths.hpp"

namespace {

using namespace lrnnc;
using namespace lrnnc::learned;

TEST_CASE("EvalIterationRangeIsTheWordsLStarRange", "[learned][eval][quick]") {
  LayerSpec fp;
  fp.type = MixerType::fprnn;
  fp.mixer = ChannelMixer::householder;
  fp.n = 4;
  fp.fixed_point.max_iter = 40;
  LayerSpec diag;
  diag.type = MixerType::diag;
  diag.n = 4;
  ModelConfig config = learned::test_models::small_config({fp, diag, fp}, 6, 2, 2);
  config.alphabet = {"0", "1"};
  config.outputs = {"0", "1"};
  const LearnedModel model = learned::test_models::random_model(config, 9);
  const automata::Dfa task = automata::make_builtin("parity");
  EvalOptions options;
  options.policies = {std::nullopt};
  options.lengths = {12};
  options.words = 16;
  options.threads = 1;
  const std::vector<EvalRow> rows = evaluate(model, task, options);
  REQUIRE(rows.size() == 1);
  const Forward forward(model, {});
  std::vector<std::size_t> lstar;
  for (std::size_t i = 0; i < options.words; ++i) {
    const automata::Word w = automata::random_word(options.seed, i, 12, 2);
    const std::vector<std::size_t> it = forward.run(std::vector<std::uint32_t>(w.begin(), w.end()), i).iterations;
    REQUIRE(it.size() == 2);
    lstar.push_back(std::max(it[0], it[1]));
  }
  std::sort(lstar.begin(), lstar.end());
  REQUIRE(rows[0].iterations_min.has_value());
  REQUIRE(rows[0].iterations_max.has_value());
  CHECK(*rows[0].iterations_min == lstar.front());
  CHECK(*rows[0].iterations_max == lstar.back());
  CHECK(*rows[0].iterations_median == static_cast<double>(lstar[(lstar.size() - 1) / 2]));
}

}  // namespace

// A Fixed-Point RNN trained by the PyTorch re-implementation of the official block
// (scripts/fprnn-reference.py, seed 1; exported by scripts/fprnn-reference-export.py) runs in the
// runtime at a converged fixed point: every word's residue falls below 0.1 before the cap, l* grows
// with the length, and the words are right (at 16 letters a few words stop, by the per-word rule,
// at an iterate still wrong at its last letter; the official batch rule iterates them further).
TEST_CASE("EvalOfTheReferenceFprnnConvergesAndLStarGrows", "[learned][standard]") {
  const learned::LearnedModel model =
      learned::load_model(::test_support::source_dir() + "/tests/learned/data/fprnn-parity-reference.json");
  REQUIRE(model.config.bos);
  REQUIRE(model.config.tied_head);
  learned::EvalOptions e;
  e.policies = {precision::parse_policy("fp32")};
  e.lengths = {16, 64, 256};
  e.words = 64;
  e.threads = 1;
  const auto rows = learned::evaluate(model, automata::make_builtin("parity"), e);
  REQUIRE(rows.size() == 3);
  for (const auto& r : rows) {
    CAPTURE(r.length, r.sequence_accuracy, *r.converged, *r.iterations_median);
    CHECK(r.converged == 1.0);
    CHECK(r.nonfinite == 0);
    CHECK(r.sequence_accuracy >= (r.length == 16 ? 0.95 : 1.0));
  }
  // Measured: median l* 15, 44, 158.
  CHECK(*rows[0].iterations_median < *rows[1].iterations_median);
  CHECK(*rows[1].iterations_median < *rows[2].iterations_median);
  CHECK(*rows[2].iterations_median > 100);
}

// The official evaluation's batch rule (EvalOptions::batch_stop, `lrnnc eval --fp-stop batch`): every
// word of a row iterates until the row's slowest word has converged. Checked against another way of
// running each word exactly that many iterations (a cap of the batch l* - 1 with a threshold no
// residue reaches): the same token and sequence accuracy, with every word's l* the batch's. On the
// reference model the batch rule is right on the 16-letter words that the per-word rule stops
// too early (measured: 0.953 per word, 1.0 batch); it is not right on more words everywhere (bf16 at 40
// letters: 0.979 batch, 1.0 per word: more iterations in bf16 move the iterate). The loop's
// shortcuts change nothing (tests/learned/test-forward-fixed-point-shortcuts.cpp covers a
// converged word's skip to min_iter).
TEST_CASE("EvalBatchStopIsTheOfficialBatchRule", "[learned][standard]") {
  const learned::LearnedModel model =
      learned::load_model(::test_support::source_dir() + "/tests/learned/data/fprnn-parity-reference.json");
  const auto parity = automata::make_builtin("parity");
  learned::EvalOptions e;
  e.policies = {precision::parse_policy("fp32"), precision::parse_policy("bf16")};
  e.lengths = {16, 40};
  e.words = 48;
  e.threads = 2;
  const auto per_word = learned::evaluate(model, parity, e);
  e.batch_stop = true;
  const auto batch = learned::evaluate(model, parity, e);
  auto& shortcuts = learned::detail::fixed_point_shortcuts;
  shortcuts.enabled = false;
  const auto batch_no_shortcuts = learned::evaluate(model, parity, e);
  shortcuts.enabled = true;
  REQUIRE(batch.size() == 4);
  for (std::size_t i = 0; i < batch.size(); ++i) {
    const auto &w = per_word[i], &b = batch[i];
    CAPTURE(b.dtype, b.length, w.sequence_accuracy, b.sequence_accuracy, *w.iterations_max);
    CHECK(*b.iterations_min == *w.iterations_max);
    CHECK(*b.iterations_max == *w.iterations_max);
    CHECK(*b.converged == *w.converged);
    CHECK(b.token_accuracy == batch_no_shortcuts[i].token_accuracy);
    CHECK(b.sequence_accuracy == batch_no_shortcuts[i].sequence_accuracy);
    CHECK(*b.iterations_max == *batch_no_shortcuts[i].iterations_max);
    // Exactly batch l* - 1 iterations and the final one, by the cap.
    learned::LearnedModel capped = model;
    learned::override_fixed_point(capped.config, 1e-300, *w.iterations_max - 1);
    learned::EvalOptions c = e;
    c.batch_stop = false;
    c.policies = {precision::parse_policy(b.dtype)};
    c.lengths = {b.length};
    const auto by_cap = learned::evaluate(capped, parity, c);
    CHECK(by_cap[0].token_accuracy == b.token_accuracy);
    CHECK(by_cap[0].sequence_accuracy == b.sequence_accuracy);
    CHECK(*by_cap[0].iterations_max == *b.iterations_max);
    CHECK(*by_cap[0].converged == 0.0);  // the cap path does not say converged: the batch rule does
  }
  CHECK(per_word[0].sequence_accuracy < 1.0);
  CHECK(batch[0].sequence_accuracy == 1.0);
}
