// Scoring predictions made by any model against an automaton (`lrnnc score`, lrnnc.evaluate).
//
// Each word comes with a prediction per position (labels all) or one for the whole word (labels
// final): a label id, or none (-1 in files; a NaN or infinite logit, which has no argmax). The truth
// is the automaton's output label id after each prefix (experiments/dataset.hpp's labels), so a file
// needs no targets; a target column it has is checked against the automaton's labels, which catches
// a file numbered differently from the SPEC. Measures:
// - token accuracy: correct positions / positions (a position with no prediction is wrong);
// - sequence accuracy: words whose every position is correct / words;
// - per word length: the same two over the words of that length;
// - cumulative sequence accuracy per prefix length p (DeltaProduct's cumulative_sequence_accuracies,
//   the FP-RNN paper's prefix accuracy): over the words of length >= p, the fraction whose first p
//   positions are all correct (their utils.py also counts shorter words, with their whole-word
//   result; on equal-length test sets, theirs, the two agree);
// - the first failure: the distribution of the first wrong position (1-based) over the words, and
//   the number of words with none;
// - nonfinite: positions with no prediction.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "automata/dfa.hpp"
#include "experiments/dataset.hpp"

namespace lrnnc::experiments {

struct LengthScore {
  std::size_t length = 0;
  std::uint64_t words = 0, correct_words = 0, tokens = 0, correct_tokens = 0;
};

struct PrefixScore {
  std::size_t prefix = 0;
  std::uint64_t words = 0, correct_words = 0;  // words of length >= prefix; those right up to it
};

struct ScoreReport {
  DatasetLabels labels = DatasetLabels::all;
  std::uint64_t words = 0, correct_words = 0, tokens = 0, correct_tokens = 0, nonfinite = 0;
  std::uint64_t targets_checked = 0;  // positions whose file target was compared with the automaton
  std::vector<LengthScore> by_length;
  std::vector<PrefixScore> prefix;                     // labels all only; p = 1 .. longest
  std::map<std::size_t, std::uint64_t> first_failure;  // position -> words (labels all only)
  std::uint64_t no_failure = 0;
};

class Scorer {
 public:
  Scorer(const automata::Dfa& dfa, DatasetLabels labels);
  // One word: its letters, its predictions (label ids, -1: none; word.size() of them, or one with
  // labels final), and optionally the file's targets (the same count; checked). `where` names the
  // word in errors ("line 12"). Throws lrnnc::Error for a letter or prediction out of range, a wrong
  // count, or a target that is not the automaton's label.
  void add(const automata::Word& word, const std::vector<std::int64_t>& predictions,
           const std::vector<std::int64_t>* targets, const std::string& where);
  ScoreReport report() const;
  DatasetLabels labels() const { return labels_; }

 private:
  const automata::Dfa& dfa_;
  DatasetLabels labels_;
  ScoreReport r_;
  std::map<std::size_t, LengthScore> lengths_;
  std::vector<std::int64_t> count_diff_, correct_diff_;  // difference arrays over prefix lengths
};

// Reads a predictions file (by extension: .csv, .jsonl, .npz; see docs/FORMATS.md) into the scorer.
// CSV: a header with the columns `input` and `prediction` (and optionally `target`; others are
// ignored), ids separated by spaces, "nan" or -1 for no prediction. JSON lines: {"input": [ids],
// "prediction": [ids or null] (labels final: an id or null), "target": optional}. npz: `input`
// (N, L) with -1 past each word's end (or `length` (N,)), and `prediction` (N, L) or (N,) of ids, or
// `logits` (N, L, K) or (N, K) of floats (argmax; a position with a non-finite logit has no
// prediction); `target` optional. Throws lrnnc::Error naming the file and the line or word.
void score_file(const std::string& path, Scorer& scorer, std::uint64_t max_bytes);

}  // namespace lrnnc::experiments
