// sweep — a grid of tasks x constructions x datatypes x orders x lengths, one tidy CSV row per cell.
//
// Config (JSON; every key but the first five optional):
//   {"tasks": ["parity", "mod:3", {"regex": "(ab)*", "alphabet": "ab"}, {"dfa": "file.json"},
//              {"builtin": "sym:5"}, {"att": "f.att", "symbols": "f.syms"}],
//    "constructions": [{"method": "group", "reflection": "integer"}, {"restrict": "diag01",
//                      "best_effort": true}, ...],      // keys = compile options (lrnnc compile)
//    "dtypes": ["fp32", "bf16", {"storage": "bf16", "acc": "fp32", "fma": true, "rounding": "rz"}],
//    "orders": ["sequential", "scan", "chunked:64"],
//    "lengths": [16, 256, 4096],
//    "words": 64, "seed": 1, "name": "optional label"}
// A task string is a builtin spec; relative file paths are relative to the config file.
// Cells are enumerated in the order tasks > constructions > dtypes > orders > lengths (cell index
// 0, 1, ...); shard I/N (0 <= I < N) runs the cells with index % N == I.
//
// A cell compiles the task with the construction (cached per task x construction), draws `words`
// random words of the cell's length (std::mt19937_64 seeded from seed, task and length, so every
// datatype and order sees the same words), simulates them and records:
//   task, construction, dtype, order, length, words, accuracy (fraction of words whose every
//   position decodes correctly), first_failure_min, first_failure_median (over failing words;
//   empty when none), status (ok | cannot implement | error), message, seconds, cell.
// A construction that cannot implement a task gives rows with status "cannot implement" and the
// compiler's reason in `message`; any other per-cell error gives status "error".
//
// Output directory: results.csv (appended and flushed row by row; rerunning skips cells already
// present, so an interrupted run loses no finished row), sweep.json (the config, its hash, the
// shard), summary.json, results.md (a Markdown table), accuracy.gp / heatmap.gp (gnuplot scripts,
// always written) and accuracy.png / heatmap.png (when gnuplot is installed). A directory that
// holds a different sweep (another config hash) is refused.
// merge: joins the results.csv of several shard directories into one directory (same config hash
// required; duplicate cells are kept once) and writes the summaries and plots.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace lrnnc::experiments {

struct SweepOptions {
  std::size_t shard_index = 0, shard_count = 1;
  std::size_t threads = 0;
  // Progress (cells done, total, seconds so far); the CLI prints it to stderr.
  std::function<void(std::size_t, std::size_t, double)> progress;
};

struct SweepReport {
  std::size_t cells_total = 0;   // in this shard
  std::size_t cells_run = 0;     // run now
  std::size_t cells_skipped = 0; // already in results.csv
  bool plots_rendered = false;
};

// Validates the whole config first (every problem -> lrnnc::Error, one line, nothing written).
SweepReport run_sweep(const nlohmann::json& config, const std::string& config_dir, const std::string& out_dir,
                      const SweepOptions& options);
SweepReport merge_sweeps(const std::vector<std::string>& dirs, const std::string& out_dir);
// Parses "I/N"; throws lrnnc::Error.
std::pair<std::size_t, std::size_t> parse_shard(const std::string& text);

}  // namespace lrnnc::experiments
