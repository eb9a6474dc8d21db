// Internals of sweep (experiments/sweep.hpp): the validated config as a grid of cells, the rows of
// results.csv, and the derived outputs. Split out so that sweep.cpp (running, resuming, merging),
// sweep-config.cpp (validation), sweep-csv.cpp (the CSV format) and sweep-output.cpp (summary,
// Markdown, gnuplot) stay short, and so that the tests can reach the pieces. Not a stable API.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "automata/dfa.hpp"
#include "automata/permutation-action.hpp"
#include "automata/regex.hpp"
#include "learned/model.hpp"
#include "learned/train-options.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/simulate.hpp"
#include "precision/policy.hpp"

namespace lrnnc::experiments::sweep_detail {

struct Task {
  std::string label;
  std::optional<automata::Dfa> dfa;                   // empty when the config was read without files
  std::optional<automata::PermutationAction> action;  // builtins: their natural action
};

struct Construction {
  std::string label;
  lrnn::CompileOptions options;
  // {"model": PATH}: a learned model, run instead of compiled (model_path resolved against the
  // config's directory, and to its manifest when the config is read with load_files, which loads
  // `model`).
  std::string model_path;
  std::shared_ptr<const learned::LearnedModel> model;
  // {"method": "train", ..., "seeds": [...]}: one Construction per seed, all with the entry's label
  // and `group` (the entry's place among the config's constructions); trained into DIR/models/ by
  // the run (sweep.hpp). `train` holds the options with this seed.
  std::optional<learned::TrainOptions> train;
  std::string train_key;  // the entry without "name" and "seeds", with "seed": what the model depends on
  std::size_t group = 0;
  bool is_learned() const { return !model_path.empty(); }
  bool is_trained() const { return train.has_value(); }
  std::optional<std::uint64_t> seed() const { return train ? std::optional<std::uint64_t>(train->seed) : std::nullopt; }
};

struct Dtype {
  std::string label;
  precision::Policy policy;
};

struct Order {
  std::string label;
  lrnn::EvalOrder order;
};

// One cell of the grid. `index` counts the full product tasks > constructions > dtypes > orders >
// lengths (excluded cells keep their index, so indices do not move when an exclusion is added).
struct Cell {
  std::size_t index = 0;
  std::size_t task = 0, construction = 0, dtype = 0, order = 0, length = 0;  // indices into the grid
};

// The files a sweep reads, read whole with a size limit (common/read-file.hpp): a config file and
// sweep.json at most kMaxSweepFileBytes; an automaton file a task names, the limits of --dfa and
// --att (automata/io-json.hpp, io-att.hpp: 64 MiB); results.csv at most kMaxResultsBytes (a
// million rows take ~200 MB).
inline constexpr std::uint64_t kMaxSweepFileBytes = std::uint64_t{64} << 20;
inline constexpr std::uint64_t kMaxResultsBytes = std::uint64_t{4} << 30;

// Limits on the size of a grid, checked at validation so that a hostile or mistyped config fails
// at once with a clear error instead of allocating without bound. Raised (or lowered) in the config
// by "limits": {"cells": ..., "length": ..., "words": ..., "tokens": ...}; the error names the key.
// The limits do not enter the config hash: they change no row, only what is accepted.
struct Limits {
  std::uint64_t cells = 1'000'000;    // the full product tasks x constructions x dtypes x orders x lengths
  std::uint64_t length = 1ULL << 24;  // the longest length (16,777,216 tokens)
  std::uint64_t words = 1ULL << 20;   // words per cell (1,048,576)
  std::uint64_t tokens = 1ULL << 27;  // words x the longest length, the letters one cell holds
                                      // (134,217,728: ~1 GiB for the words and their decoded states)
};

struct Grid {
  nlohmann::json config;
  std::string hash;  // 16 hex digits: the config (without "limits") and the contents of the files it names
  std::string name;
  Limits limits;
  std::vector<Task> tasks;
  std::vector<Construction> constructions;
  std::vector<Dtype> dtypes;
  std::vector<Order> orders;
  std::vector<std::size_t> lengths;
  std::size_t words = 64;
  std::uint64_t seed = 1;
  // "fp_stop": "batch": the fixed-point layers of learned models stop by the official batch rule,
  // the words of a cell being the batch (learned::EvalOptions::batch_stop); "word" (the default):
  // each word on its own.
  bool fp_stop_batch = false;
  // "measure": "realize": each cell runs the state-space search (lengths = {0}, words = 0).
  bool realize = false;
  std::size_t max_pairs = 1'000'000;  // "max_pairs": the search's cap
  std::vector<Cell> cells;            // the included cells, by increasing index
  std::size_t product = 0;            // tasks x constructions x dtypes x orders x lengths (<= limits.cells)
  std::size_t product_size() const { return product; }
};

// Reads one file named by a config (a resolved path) and returns its bytes; throws lrnnc::Error
// when it cannot. The default reads the file system; tests and fuzz targets pass their own.
using ReadFile = std::function<std::string(const std::string& path)>;

// Validates the whole config (every problem found is listed in one lrnnc::Error, "; "-separated,
// at most 12 of them and a count of the rest). `load_files`: load the tasks' automata (and hash
// the files they name) through `read_file` (empty: the file system); without it only labels are
// derived, no file is read, regexes are parsed but not determinized, and the hash is left empty
// (merge, which takes the hash from sweep.json). Labels may not be empty or hold control characters (they are CSV
// fields, Markdown cells and gnuplot strings). The grid is checked against its limits before any cell is made: O(size
// of the config + cells x (number of distinct key sets among the exclude entries, <= 31)) time and O(cells) memory,
// cells <= limits.cells. `regex_limits` bound the regex tasks' automata (automata/regex.hpp; with the defaults a
// pattern whose determinization is too large is refused within seconds): fuzz targets pass smaller ones.
Grid parse_config(const nlohmann::json& config, const std::string& config_dir, bool load_files = true,
                  const ReadFile& read_file = {}, const automata::RegexLimits& regex_limits = {});

// Parses the text of a config file strictly: JSON with no duplicate keys in an object (a repeated
// "lengths" would otherwise silently keep one of them) and nesting of at most 16 levels. Throws
// lrnnc::Error ("JSON: ...") naming the problem.
nlohmann::json parse_config_text(std::string_view text);

// The cells of shard I/N: the included cells ordered by a fixed hash of their index, the k-th of
// that order going to shard k % N (so that every shard gets a mix of short and long cells);
// returned by increasing index.
std::vector<Cell> shard_cells(const Grid& grid, std::size_t shard_index, std::size_t shard_count);

// The random words of a (task, length): `words` words, letters uniform in [0, letters), drawn from
// std::mt19937_64 seeded by seed_seq{seed, hash(task label), length} as rng() % letters (the
// standard's distributions differ between library implementations; this does not).
std::vector<automata::Word> make_words(std::uint64_t seed, const std::string& task_label, std::size_t length,
                                       std::size_t words, std::size_t letters);

// The file name (without extension) of a trained construction's model for a task, in DIR/models/:
// the labels with every byte but [A-Za-z0-9_-] as '_' (48 bytes of each at most), the seed, and 16
// hex digits of a hash of what the weights depend on: the task's automaton (as trained, minimized)
// and the construction's train_key. A model file therefore serves any sweep that trains the same
// task with the same options (SweepOptions::models_from), whatever its datatypes and lengths.
std::string trained_model_name(const std::string& task_label, const automata::Dfa& trained_task,
                               const Construction& construction);

// ---- results.csv ---------------------------------------------------------------------------
struct Row {
  std::string task, construction;
  std::optional<std::uint64_t> seed;  // trained constructions: the training seed
  std::string dtype, order;
  std::size_t length = 0, words = 0;
  std::optional<double> accuracy;        // sequence accuracy: words right at every position
  std::optional<double> token_accuracy;  // learned models: right positions / all positions
  // learned models: positions whose logits were not all finite (each one wrong); compiled
  // networks: words whose first failure is a state with a NaN or an infinity
  std::optional<std::size_t> nonfinite;
  std::optional<std::size_t> first_failure_min, first_failure_median;
  std::optional<std::size_t> fp_iterations_median;  // fprnn models: the median over words of l*
  // fixed-point models: the fraction of words at a fixed point (every fixed-point layer's residue
  // below its threshold before the cap); empty otherwise and in rows of an older lrnnc
  std::optional<double> converged;
  std::string status;   // "ok", "cannot implement", "error"
  std::string network;  // the compiler's description of the network ("rotation (dense)")
  std::string message;
  double seconds = 0;
  std::size_t cell = 0;
  // Realize cells (sweep.hpp, "measure": "realize"); empty in other rows.
  std::string verdict;  // "proved", "counterexample", "bounded"
  std::optional<std::size_t> pairs, depth, shortest_failure, realized_states, minimized_states;
  std::optional<bool> equals_spec, monoid_aperiodic, monoid_group;
};

const std::vector<std::string>& csv_columns();
std::string csv_header();  // the columns, comma-separated, with '\n'
// One row with '\n'; fields quoted where needed; network and message with line breaks replaced by
// spaces; accuracy and seconds in the shortest fixed-notation text that reads back to the same
// double (std::to_chars: 0.6666666666666666, 0.0005), so that parse_row(csv_split(line)) gives
// back the row exactly. Run times are rounded to 0.1 ms when measured.
std::string csv_line(const Row& row);
std::string csv_quote(const std::string& field);
// Splits one line (without its '\n') into fields (RFC 4180 quoting). Throws lrnnc::Error.
std::vector<std::string> csv_split(const std::string& line);
// before_converged: the fields of the layout without the converged column (18 fields);
// before_realize: without the realize columns after cell (19 fields; implied by before_converged).
Row parse_row(const std::vector<std::string>& fields, bool before_converged = false,
              bool before_realize = false);  // throws lrnnc::Error

struct CsvContents {
  std::vector<Row> rows;
  std::size_t complete_bytes = 0;  // the length of the file up to its last complete line
  bool truncated = false;          // a partial last line (a killed run) was found and ignored
  bool before_converged = false;   // the header of the layout before the converged column
  bool before_realize = false;     // the header of a layout before the realize columns
};
// Parses the text of a results.csv. The torn-last-line rule: text after the last '\n' is a line a
// killed run did not finish; it is ignored (truncated = true, complete_bytes = the length up to
// the last '\n'), whatever it holds. Every complete line must be the header (line 1) or a row:
// 28 fields (RFC 4180 quoting; a '\r' or '\n' inside a field is refused; one '\r' before the '\n'
// is dropped), integers without sign, accuracy and converged finite numbers in [0, 1], seconds a finite number
// >= 0, status ok | cannot implement | error, first_failure_min and _median both present or both
// empty, min <= median, and no cell twice. A header of an older layout (before the nonfinite
// column) is refused with a message saying so: its learned rows may have counted non-finite
// predictions as right, so it is not migrated. The layout before the converged column (18 fields)
// is read with converged empty and before_converged set (a sweep rewrites the file in the current
// layout before appending to it), and so is the layout before the realize columns (19 fields,
// before_realize: those columns empty). Throws lrnnc::Error naming `name`, the line number and
// the problem. O(size of the text + rows log rows).
CsvContents parse_csv(std::string_view text, const std::string& name);
// Reads DIR/results.csv with parse_csv (a missing file is empty). Throws lrnnc::Error.
CsvContents read_csv(const std::string& path);

// ---- derived outputs -----------------------------------------------------------------------
struct OutputFiles {
  bool plots_rendered = false;
};
// Writes summary.json, results.md, accuracy.gp, heatmap.gp into `dir` from `rows` (any order;
// cells missing from `rows` are reported as missing) and renders the PNGs when gnuplot exists.
OutputFiles write_outputs(const Grid& grid, const std::vector<Row>& rows, const std::string& dir);

std::string fnv1a_hex(const std::string& text);
std::uint64_t fnv1a(const std::string& text);
// Writes `text` to `path` through a temporary file and a rename (never a half-written file). An
// interrupt (sweep-interrupt.hpp) that arrives meanwhile waits until the rename is done.
void write_file_atomic(const std::string& path, const std::string& text);

}  // namespace lrnnc::experiments::sweep_detail
