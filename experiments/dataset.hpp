// Labelled words of an automaton, in the files the state-tracking literature trains on (`lrnnc
// dataset`, docs/FORMATS.md).
//
// Words. A dataset is a list of length items, each "L" (every word L letters) or "A..B" (each word's
// length drawn uniformly from [A, B]), and `words` words per item, in item order. Word i of the
// file (0-based, counted over all items) is drawn from std::mt19937_64 gen(stream + i): for a range
// item, its length first (A + gen() % (B - A + 1)), then its letters as gen() % |alphabet|; so a
// word of a fixed-length item is exactly word i of `lrnnc eval` / `lrnnc probe` with seed `stream`
// (automata/random-word.hpp). `stream` is the seed, plus 2^63 for the test split of a preset, so
// that a preset's train and test words come from disjoint generator streams.
//
// Labels. The label of position t is the output label id of the state reached after letters 1..t
// (a word problem's output is the running product's element id); `final` keeps the last only.
// The builtin word problems number letters and elements as Merrill et al.'s word-problem code
// (jopetty/word-problem, through its abstract_algebra package) does: S_n's elements are the
// permutations in lexicographic order of their image tuples, A_n's the even ones in that order,
// Z_n's the residues, and position t's label is x_1 x_2 ... x_t composed as functions (x_t first).
//
// Formats (each streams: memory is O(longest word), whatever the count):
// - csv: the word-problem code's layout, `seed,input,target` with the letter ids and label ids
//   separated by single spaces (final: the last label alone);
// - jsonl: one object per line, {"input": [ids], "target": [ids]} (final: "target" is one id);
// - npz: numpy arrays input [N, Lmax] and target [N, Lmax] (final: [N]), padded with -1 past each
//   word's length, int16 (int32 when an id exceeds 32766), length [N] int32, letters and labels
//   (the names behind the ids, numpy unicode arrays). numpy.load reads it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "automata/dfa.hpp"

namespace lrnnc::experiments {

struct DatasetLengths {
  std::size_t min = 0, max = 0;  // inclusive; min == max: a fixed length
};

enum class DatasetFormat { csv, jsonl, npz };
enum class DatasetLabels { all, final };

// The standard protocols: each has a train and a test split.
struct DatasetPreset {
  std::string name, description;
  std::vector<DatasetLengths> train, test;
};
const std::vector<DatasetPreset>& dataset_presets();
// The preset of that name; throws lrnnc::Error listing the names.
const DatasetPreset& dataset_preset(const std::string& name);

// The largest length of one word, and of words x length over a file (1e10 tokens).
inline constexpr std::size_t kMaxDatasetLength = 1'000'000;
inline constexpr std::uint64_t kMaxDatasetTokens = 10'000'000'000ULL;

// "L" or "A..B" (1 <= A <= B <= kMaxDatasetLength), comma-separated ("2..16,32,64"). Throws
// lrnnc::Error naming `option`.
std::vector<DatasetLengths> parse_dataset_lengths(const std::string& option, const std::string& text);
// "16", "3..40": the item as parse_dataset_lengths reads it.
std::string dataset_lengths_text(const DatasetLengths& item);

struct DatasetOptions {
  std::vector<DatasetLengths> lengths;
  std::uint64_t words = 0;   // per length item
  std::uint64_t seed = 0;    // the csv's seed column
  std::uint64_t stream = 0;  // the generator's base: seed, or seed + 2^63 (a preset's test split)
  DatasetLabels labels = DatasetLabels::all;
  DatasetFormat format = DatasetFormat::csv;
  std::string output;
  // Called with (words written, words in all) at most every `progress_seconds`, and once at the end.
  std::function<void(std::uint64_t, std::uint64_t)> progress;
  double progress_seconds = 2.0;
};

struct DatasetReport {
  std::uint64_t words = 0, tokens = 0;
  std::size_t min_length = 0, max_length = 0;
  std::uint64_t bytes = 0;  // of the file written
};

// The length of word `index` of a dataset whose generator base is `stream`, for a length item (what
// dataset_word draws first; no letters drawn).
std::size_t dataset_length(std::uint64_t stream, std::uint64_t index, const DatasetLengths& item);
// The letters of word `index` of a dataset whose generator base is `stream`, for a length item.
automata::Word dataset_word(std::uint64_t stream, std::uint64_t index, const DatasetLengths& item, std::size_t letters);
// The labels of a word: the output label id after each prefix (labels.size() == word.size()).
std::vector<std::uint32_t> dataset_labels(const automata::Dfa& dfa, const automata::Word& word);

// Writes the dataset to options.output (through OUTPUT.part, renamed when complete; removed on an
// error or interruption). Throws lrnnc::Error for an empty length list, more than
// kMaxDatasetTokens tokens, an npz array over 4 GiB, or a file that cannot be written.
DatasetReport write_dataset(const automata::Dfa& dfa, const DatasetOptions& options);

}  // namespace lrnnc::experiments
