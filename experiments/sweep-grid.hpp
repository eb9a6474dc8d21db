// Internals of sweep (experiments/sweep.hpp): the validated config as a grid of cells, the rows of
// results.csv, and the derived outputs. Split out so that sweep.cpp (running, resuming, merging),
// sweep-config.cpp (validation), sweep-csv.cpp (the CSV format) and sweep-output.cpp (summary,
// Markdown, gnuplot) stay short, and so that the tests can reach the pieces. Not a stable API.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "automata/builtins.hpp"
#include "automata/dfa.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/simulate.hpp"
#include "precision/policy.hpp"

namespace lrnnc::experiments::sweep_detail {

struct Task {
  std::string label;
  std::optional<automata::Dfa> dfa;                       // empty when the config was read without files
  std::optional<automata::PermutationAction> action;      // builtins: their natural action
};

struct Construction {
  std::string label;
  lrnn::CompileOptions options;
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

struct Grid {
  nlohmann::json config;
  std::string hash;  // 16 hex digits: the config and the contents of the files it names
  std::string name;
  std::vector<Task> tasks;
  std::vector<Construction> constructions;
  std::vector<Dtype> dtypes;
  std::vector<Order> orders;
  std::vector<std::size_t> lengths;
  std::size_t words = 64;
  std::uint64_t seed = 1;
  std::vector<Cell> cells;  // the included cells, by increasing index
  std::size_t product_size() const {
    return tasks.size() * constructions.size() * dtypes.size() * orders.size() * lengths.size();
  }
};

// Validates the whole config (every problem found is listed in one lrnnc::Error, "; "-separated).
// `load_files`: load the tasks' automata (and hash the files they name); without it only labels are
// derived and the hash is left empty (merge, which takes the hash from sweep.json).
Grid parse_config(const nlohmann::json& config, const std::string& config_dir, bool load_files = true);

// The cells of shard I/N: the included cells ordered by a fixed hash of their index, the k-th of
// that order going to shard k % N (so that every shard gets a mix of short and long cells);
// returned by increasing index.
std::vector<Cell> shard_cells(const Grid& grid, std::size_t shard_index, std::size_t shard_count);

// The random words of a (task, length): `words` words, letters uniform in [0, letters), drawn from
// std::mt19937_64 seeded by seed_seq{seed, hash(task label), length} as rng() % letters (the
// standard's distributions differ between library implementations; this does not).
std::vector<automata::Word> make_words(std::uint64_t seed, const std::string& task_label, std::size_t length,
                                       std::size_t words, std::size_t letters);

// ---- results.csv ---------------------------------------------------------------------------
struct Row {
  std::string task, construction, dtype, order;
  std::size_t length = 0, words = 0;
  std::optional<double> accuracy;
  std::optional<std::size_t> first_failure_min, first_failure_median;
  std::string status;   // "ok", "cannot implement", "error"
  std::string network;  // the compiler's description of the network ("rotation (dense)")
  std::string message;
  double seconds = 0;
  std::size_t cell = 0;
};

const std::vector<std::string>& csv_columns();
std::string csv_header();                 // the columns, comma-separated, with '\n'
std::string csv_line(const Row& row);     // one row with '\n'; fields quoted where needed
std::string csv_quote(const std::string& field);
// Splits one line (without its '\n') into fields (RFC 4180 quoting). Throws lrnnc::Error.
std::vector<std::string> csv_split(const std::string& line);
Row parse_row(const std::vector<std::string>& fields);  // throws lrnnc::Error

struct CsvContents {
  std::vector<Row> rows;
  std::size_t complete_bytes = 0;  // the length of the file up to its last complete line
  bool truncated = false;          // a partial last line (a killed run) was found and ignored
};
// Reads DIR/results.csv (a missing file is empty). Throws lrnnc::Error for a wrong header or a
// malformed complete line (naming the file and the line number).
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
// Writes `text` to `path` through a temporary file and a rename (never a half-written file).
void write_file_atomic(const std::string& path, const std::string& text);

}  // namespace lrnnc::experiments::sweep_detail
