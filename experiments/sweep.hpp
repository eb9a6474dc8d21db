// sweep — a grid of tasks x constructions x datatypes x orders x lengths, one tidy CSV row per cell.
//
// Config (JSON; every key but the first five optional; unknown keys are errors):
//   {"tasks": ["parity", "mod:3", {"regex": "(ab)*", "alphabet": "ab"}, {"dfa": "file.json"},
//              {"builtin": "sym:5"}, {"att": "f.att", "symbols": "f.syms", "determinize": true}],
//    "constructions": [{"method": "group", "reflection": "integer"}, {"restrict": "diag01",
//                      "best_effort": true}, ...],      // keys = compile options (lrnnc compile)
//    "dtypes": ["fp32", "bf16", {"storage": "bf16", "acc": "fp32", "fma": true, "rounding": "rz"}],
//    "orders": ["sequential", "scan", "chunked:64"],
//    "lengths": [16, 256, 4096],
//    "words": 64, "seed": 1, "name": "optional label",
//    "exclude": [{"task": "sym:5", "construction": "onehot", "order": "scan"}, ...],
//    "limits": {"cells": 1000000, "length": 16777216, "words": 1048576, "tokens": 134217728}}
// Labels (the CSV's first columns): a task string is a builtin spec and its own label; a task
// object's label is its "name", else the builtin spec, "regex:" + the pattern, or the file path as
// written. A construction object's label is its "name", else its options as "key=value,..." in the
// order method, reflection, cyclic, rotation, restrict, best_effort ("default" for {}). A dtype
// string is its own label; an object {storage, acc, fma, rounding, order} becomes the policy string
// "bf16,acc=fp32,fma,rounding=rz" (precision::parse_policy syntax), which is its label. An order's
// label is lrnn::to_string(parse_order(text)). Labels must be unique within each list, non-empty
// and free of control characters (they are CSV fields, Markdown cells and gnuplot strings).
// A construction {"model": PATH, "name": LABEL} is a learned model (docs/LEARNED.md; label "name",
// else "model:" + PATH as written; no compile option with it), loaded at validation; its manifest and
// tensors enter the config hash. Every task it meets in an included cell must be its saved automaton
// (same alphabet, same output on every word; a model without one: the task's letters and labels are
// the model's), else validation refuses the pair, naming the exclude entry that skips it. Its cells
// draw word i as automata::random_word(seed, i, length) (the words of learned::evaluate and probe,
// not make_words), run learned::Forward under the cell's policy ("fp64": plain double, the same
// bits) and order, and a word fails at its first wrong prediction: accuracy = evaluate's
// sequence_accuracy; network = "learned " + learned::architecture; an order or policy Forward
// refuses, or a cell over the memory budget, is an "error" row.
// A construction {"method": "train", "arch": ARCH, "seeds": [1, 2, 3], "name": LABEL, ...} trains a
// learned model per (task, seed) with the options of `lrnnc train` (keys: arch, layers, d_model,
// heads, head_dim, state, train_len "A..B", steps, batch, lr, weight_decay, warmup, patience,
// eval_every, checkpoint_every, dtype "fp32"|"fp64", fp_threshold, fp_max_iter, fp_max_iter_train
// (an integer, "length" or "random"), fp_quantile, fp_damping, fp_damping_decay, fp_damping_patience,
// d_state, expand, val_len, val_words, val_every; seeds default [1]; label "name", else
// "train:" + ARCH), on the task's minimized automaton, one libtorch thread (learned/torch/train.hpp).
// Each seed is a construction of its own in the grid (cell indices count them), with the entry's
// label; an exclude entry naming the label matches every seed. The model goes to
// DIR/models/NAME.json + .safetensors (trained_model_name in sweep-grid.hpp: a hash of the task's
// automaton and the entry's options with the seed), written once, when the first cell of its
// (task, construction, seed) runs; a killed training resumes from DIR/models/NAME.ckpt; a rerun
// reads the file instead of training, and a sweep given SweepOptions::models_from copies a model
// trained there with the same task and options. The model is read
// back from its file before it is evaluated, so a fresh and a resumed run use the same weights.
// Its cells run as {"model"} cells do (below), with the row's message saying how the training
// ended ("trained 300 steps (stopped: early), training sequence accuracy 1"); a training that
// fails is an "error" row for each of its cells. Shards: the cells of one (task, construction,
// seed) are one unit, so one shard trains each model; merge copies every shard's DIR/models.
// Builtin tasks are compiled with their natural permutation action (as `lrnnc compile` does).
// Relative file paths are relative to the config file. Defaults: words 64, seed 1.
// `exclude` removes every cell that matches all keys of one entry (keys task, construction, dtype,
// order: labels; length: a number); it exists so that one config can skip the unaffordable corner
// of a grid (a 120-state one-hot network in scan order).
// Validation happens before anything is run or written and reports every problem found in one
// lrnnc::Error (one line, at most 12 problems listed): unknown keys, empty lists, lengths/words <= 0,
// bad dtype or order strings, policies the emulation cannot run (MPFR formats), unknown
// construction keys or values, best_effort without restrict, unreadable or malformed automaton
// files (which must be regular files), duplicate, empty or control-character labels, unknown
// exclude labels, and grids beyond the limits. A config file is strict JSON: a key twice in one
// object, or nesting deeper than 16 levels, is an error (read_sweep_config).
// Limits (so that a mistyped or hostile config fails at once, in bounded memory, instead of
// allocating without bound): limits.cells bounds the full product tasks x constructions x dtypes x
// orders x lengths (default 1,000,000; counted without overflow, so 10^18 or 2^70 cells is the
// same clear error); limits.length the longest length (default 2^24 = 16,777,216); limits.words
// the words per cell (default 2^20 = 1,048,576); limits.tokens words x the longest length, the
// letters one cell holds with ~8 bytes each for the words and their decoded states (default 2^27
// = 134,217,728, ~1 GiB). Each error names the key to raise; a config may raise a limit up to
// 10^8 cells, 2^34 length, 2^32 words, 2^34 tokens. The limits are left out of the config hash
// (they change no row). Validation takes O(config + cells) time and memory.
//
// "measure": "realize" (default "words"; with "max_pairs", default 10^6, realize only): each cell
// runs the state-space search (realize/realize.hpp, docs/REALIZE.md) of the compiled network in the
// cell's policy instead of random words: the grid is tasks x constructions x dtypes x orders
// ("lengths" and "words" are refused; a row's length and words are 0), capped at max_pairs pairs
// and the memory budget. A row fills the realize columns after `cell`: verdict (proved |
// counterexample | bounded), pairs, depth, shortest_failure (the counterexample's length),
// realized_states, minimized_states, equals_spec, monoid_aperiodic, monoid_group (true | false;
// empty where not computed, the reason in message). Learned and trained constructions are searched
// too (realize::model_machine: diag, DeltaNet and DeltaProduct layers). A cell in scan or chunked
// order or with stochastic rounding is an "n/a" row with the reason in message; a fixed-point
// model's is an "error" row with realize's reason. summary.json's series get a "realize"
// object of those keys; results.md is one table of them. Cost per cell: O(pairs x letters) steps.
//
// Cells are enumerated in the order tasks > constructions > dtypes > orders > lengths (cell index
// 0, 1, ... over the full product; excluded cells keep their index, unused). Shard I/N
// (0 <= I < N): the included cells are ordered by a fixed hash (splitmix64) of their index and the
// k-th of that order goes to shard k % N — deterministic, shard sizes differ by at most one, and
// every shard gets a mix of short and long cells (index % N would give one shard all the longest
// lengths whenever N divides the number of lengths). A shard runs its cells by increasing index.
//
// A cell compiles the task with the construction (cached per task x construction), draws `words`
// random words of the cell's length (std::mt19937_64 seeded by seed_seq{seed, FNV-1a(task label),
// length}, letter = rng() % letters, so every construction, datatype and order sees the same words
// on every platform), simulates them with lrnn::simulate (the cell's policy and order,
// stop_at_failure, expected = the task's automaton as given) and records:
//   task, construction, seed (trained constructions; else empty), dtype, order, length, words,
//   accuracy (sequence accuracy: the fraction of words whose every position decodes correctly),
//   token_accuracy (learned and trained models: right positions / all positions; empty for
//   compiled networks, whose words stop at their first failure), first_failure_min,
//   first_failure_median (over the failing words, positions t >= 1 as in lrnn::simulate; the
//   median of an even count is the lower middle; empty when none fails), fp_iterations_median
//   (models with fprnn layers: the lower median over the words of l*, the largest over the layers
//   of the fixed-point iterations including the final one; a word that reaches the cap has cap + 1),
//   status (ok | cannot implement | error | n/a: realize cells only), network (the compiler's description, e.g.
//   "rotation (dense)", or "learned " + the architecture), message, seconds (simulation only), cell, then the realize
//   columns (above; empty in word cells). A results.csv of the layout before them is rewritten in the current layout
//   when a run resumes it.
// When compile throws lrnnc::Error the construction cannot implement the task: its rows have status
// "cannot implement" and the compiler's reason (it names Theorem 1/2 or Proposition 1) in
// `message`. A best-effort network outside its class is run (status ok) with a message saying it
// does not implement the automaton. Any other failure gives status "error" with the message.
//
// Output directory: results.csv (header first, RFC 4180 quoting, accuracy and seconds as the
// shortest fixed-notation text that reads back to the same double; appended row by row, each row
// one write(2); rerunning skips the cells already present, after cutting off a partial last line
// left by a killed run, so an interrupted run loses no finished row; the file is locked (flock)
// while a run appends, and a second run into the directory is refused with lrnnc::Error; a
// results.csv that does not read back exactly (experiments/sweep-grid.hpp, parse_csv) is refused,
// never rewritten), sweep.json (the config, its hash = FNV-1a over the config without "limits"
// and the contents of the files it names, the shard), summary.json, results.md (Markdown
// tables; trained constructions also over their seeds: the best and the lower median of each
// length's accuracy, as "over_seeds" in summary.json; the plots draw a trained construction's
// seeds as one entry, their median with the range from the lowest to the highest),
// accuracy.gp / heatmap.gp (self-contained gnuplot scripts, data inline, always written; figures
// at most 2,000 pixels wide, their panels wrapped into rows)
// and accuracy.png / heatmap.png (rendered when `gnuplot` is on PATH). A directory holding another
// sweep (another config hash) or another shard of this one is refused with lrnnc::Error before
// anything is written. The summaries describe every row in the directory. SIGINT / SIGTERM: see
// experiments/sweep-interrupt.hpp (the command line ends at once with 130 / 143, no row torn).
// merge: joins the results.csv of several directories of one sweep (same config hash required;
// a cell met twice is kept once, and its rows must agree in every column but seconds, else
// lrnnc::Error; an existing `out_dir` of the same sweep keeps its
// rows) into `out_dir` as shard 0/1, rows sorted by cell, then writes the summaries and plots. The
// files it reads are named by the directories only: the config's automaton files are not needed.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "automata/dfa.hpp"
#include "learned/model.hpp"
#include "learned/train-options.hpp"
#include "lrnn/simulate.hpp"

namespace lrnnc::experiments {

struct SweepOptions {
  std::size_t shard_index = 0, shard_count = 1;
  std::size_t threads = 0;
  // Where a compiled network's cell runs when the batched engine covers it (cuda: the GPU); a cell
  // it does not cover runs on the CPU's reference simulator, and with cuda its row's message says
  // so ("cpu: <why>"). The results are the same bits either way.
  lrnn::Device device = lrnn::Device::cpu;
  // The bytes one cell's simulation may hold in the scan and chunked orders, which keep every
  // position (lrnn::simulate_bytes_per_token x length x words run at once); 0: half the machine's
  // memory. A cell over it is an "error" row saying how much it needs, not a run that takes the
  // machine down.
  std::size_t memory_budget = 0;
  // Progress (cells run so far, cells to run in this call, seconds so far): called with 0 before the
  // first cell and after every cell; cells already present are not counted. The CLI prints it.
  std::function<void(std::size_t, std::size_t, double)> progress;
  // Trains a model (train constructions): learned::train_model with no progress stream, which lives
  // in the libtorch part (learned/torch/train.hpp) that this library does not link; the command
  // line passes the training module's (tools/train-module.hpp). Empty: a sweep with train cells still to run is refused
  // before anything runs.
  std::function<learned::LearnedModel(const automata::Dfa& task, const learned::TrainOptions& options,
                                      const std::filesystem::path& checkpoint)>
      trainer;
  // Why `trainer` is empty, for the refusal (e.g. the training module is missing, and where it was
  // looked for); empty: "built without libtorch".
  std::string no_trainer_reason;
  // A directory of trained models (another sweep's DIR/models, or models written by `lrnnc train`):
  // a model this sweep would train is copied from there when it holds one of the same name
  // (sweep-grid.hpp, trained_model_name: the same task and training options) or a learned model
  // whose training record has the same options and whose automaton is the task's (minimized), so
  // that a sweep with more datatypes or lengths never retrains, nor one over models trained alone.
  std::string models_from;
  // One line per training started and finished ("training parity / deltanet seed 2 ...").
  std::function<void(const std::string&)> message;
};

struct SweepReport {
  std::size_t cells_total = 0;    // in this shard
  std::size_t cells_run = 0;      // run now
  std::size_t cells_skipped = 0;  // already in results.csv
  std::size_t cells_missing = 0;  // merge: grid cells with no row in any directory
  bool plots_rendered = false;
};

// Validates the whole config first (every problem -> lrnnc::Error, one line, nothing written).
// Throws lrnnc::Error when another run is appending to the directory (lock held), or when its
// results.csv or sweep.json is malformed or belongs to another sweep or shard.
SweepReport run_sweep(const nlohmann::json& config, const std::string& config_dir, const std::string& out_dir,
                      const SweepOptions& options);
// merge: cells_total = the grid, cells_run = 0, cells_skipped = duplicate rows dropped.
SweepReport merge_sweeps(const std::vector<std::string>& dirs, const std::string& out_dir);
// Parses "I/N": decimal digits only (no sign, space or other text), N >= 1, I < N, both below 2^64.
// Throws lrnnc::Error (one line naming the problem).
std::pair<std::size_t, std::size_t> parse_shard(const std::string& text);
// Reads a config file: strict JSON (no duplicate keys, nesting <= 16 levels). Throws lrnnc::Error
// "PATH: not valid JSON: ..." or "cannot read file 'PATH'".
nlohmann::json read_sweep_config(const std::string& path);

}  // namespace lrnnc::experiments
