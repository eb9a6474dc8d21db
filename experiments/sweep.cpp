// run_sweep / merge_sweeps (experiments/sweep.hpp): the output directory's life cycle (sweep.json,
// resume from results.csv, refusal of a different sweep) and the computation of one cell.
#include "experiments/sweep.hpp"

#include <algorithm>
#include <chrono>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>

#include "common/error.hpp"
#include "experiments/sweep-grid.hpp"
#include "precision/rounding.hpp"

namespace lrnnc::experiments {

using namespace sweep_detail;
namespace fs = std::filesystem;

std::pair<std::size_t, std::size_t> parse_shard(const std::string& text) {
  const auto slash = text.find('/');
  auto number = [&](std::string_view s, std::size_t& v) {
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return !s.empty() && ec == std::errc() && p == s.data() + s.size();
  };
  std::size_t i = 0, n = 0;
  if (slash == std::string::npos || !number(std::string_view(text).substr(0, slash), i) ||
      !number(std::string_view(text).substr(slash + 1), n) || n == 0 || i >= n)
    throw Error("--shard: expected I/N with 0 <= I < N (e.g. 0/4), found '" + text + "'");
  return {i, n};
}

namespace sweep_detail {

namespace {
// splitmix64(x): the first draw of the splitmix64 stream seeded with x.
std::uint64_t splitmix64(std::uint64_t x) { return precision::RandomBits(x).next(); }
}  // namespace

std::vector<Cell> shard_cells(const Grid& grid, std::size_t shard_index, std::size_t shard_count) {
  if (shard_count == 0 || shard_index >= shard_count)
    throw Error("shard " + std::to_string(shard_index) + "/" + std::to_string(shard_count) +
                ": expected 0 <= I < N");
  std::vector<const Cell*> order;
  for (const Cell& c : grid.cells) order.push_back(&c);
  std::stable_sort(order.begin(), order.end(), [](const Cell* a, const Cell* b) {
    const auto ha = splitmix64(a->index), hb = splitmix64(b->index);
    return ha != hb ? ha < hb : a->index < b->index;
  });
  std::vector<Cell> mine;
  for (std::size_t k = shard_index; k < order.size(); k += shard_count) mine.push_back(*order[k]);
  std::sort(mine.begin(), mine.end(), [](const Cell& a, const Cell& b) { return a.index < b.index; });
  return mine;
}

std::vector<automata::Word> make_words(std::uint64_t seed, const std::string& task_label, std::size_t length,
                                       std::size_t words, std::size_t letters) {
  const std::uint64_t h = fnv1a(task_label);
  std::seed_seq seq{static_cast<std::uint32_t>(seed), static_cast<std::uint32_t>(seed >> 32),
                    static_cast<std::uint32_t>(h), static_cast<std::uint32_t>(h >> 32),
                    static_cast<std::uint32_t>(length), static_cast<std::uint32_t>(length >> 32)};
  std::mt19937_64 rng(seq);
  std::vector<automata::Word> out(words, automata::Word(length));
  for (auto& w : out)
    for (auto& a : w) a = static_cast<automata::Letter>(rng() % letters);
  return out;
}

}  // namespace sweep_detail

namespace {

struct CompiledEntry {
  std::optional<lrnn::Compiled> compiled;
  std::string status, message;  // when not compiled
};

Row run_cell(const Grid& grid, const Cell& cell, std::map<std::pair<std::size_t, std::size_t>, CompiledEntry>& cache,
             std::size_t threads) {
  const Task& task = grid.tasks[cell.task];
  const Construction& construction = grid.constructions[cell.construction];
  Row row;
  row.task = task.label;
  row.construction = construction.label;
  row.dtype = grid.dtypes[cell.dtype].label;
  row.order = grid.orders[cell.order].label;
  row.length = grid.lengths[cell.length];
  row.words = grid.words;
  row.cell = cell.index;

  // Cells come by increasing index (tasks, then constructions outermost): one cached network at a
  // time is enough, and keeps a large one-hot network from outliving its cells.
  const auto key = std::make_pair(cell.task, cell.construction);
  if (!cache.count(key)) {
    cache.clear();
    CompiledEntry entry;
    lrnn::CompileOptions options = construction.options;
    options.permutation_action = task.action;
    try {
      entry.compiled = lrnn::compile(*task.dfa, options);
    } catch (const Error& e) {
      // The compiler refuses exactly when the construction cannot implement the automaton (group
      // method on a non-group, a restricted class forbidden by Theorem 1/2 or Proposition 1, or a
      // monoid limit): its message names the reason.
      entry.status = "cannot implement";
      entry.message = e.what();
    } catch (const std::exception& e) {
      entry.status = "error";
      entry.message = std::string("compile: ") + e.what();
    }
    cache.emplace(key, std::move(entry));
  }
  const CompiledEntry& entry = cache.at(key);
  const auto begin = std::chrono::steady_clock::now();
  if (!entry.compiled) {
    row.status = entry.status;
    row.message = entry.message;
  } else {
    row.network = entry.compiled->summary.construction;
    if (!entry.compiled->summary.implements) {
      for (const auto& note : entry.compiled->summary.notes) row.message += (row.message.empty() ? "" : "; ") + note;
      if (row.message.find("best effort") == std::string::npos)
        row.message = "best effort, does not implement the automaton" + (row.message.empty() ? "" : ": " + row.message);
    }
    try {
      const auto words = make_words(grid.seed, task.label, row.length, grid.words, task.dfa->num_letters());
      lrnn::SimulateOptions options;
      options.policy = grid.dtypes[cell.dtype].policy;
      options.order = grid.orders[cell.order].order;
      options.threads = threads;
      options.stop_at_failure = true;
      const auto runs = lrnn::simulate(entry.compiled->network, words, options, &*task.dfa);
      std::vector<std::size_t> failures;
      for (const auto& run : runs)
        if (run.first_failure) failures.push_back(*run.first_failure);
      std::sort(failures.begin(), failures.end());
      row.accuracy = 1.0 - static_cast<double>(failures.size()) / static_cast<double>(runs.size());
      if (!failures.empty()) {
        row.first_failure_min = failures.front();
        row.first_failure_median = failures[(failures.size() - 1) / 2];  // the lower middle
      }
      row.status = "ok";
    } catch (const std::exception& e) {
      row.status = "error";
      row.message = e.what();
      row.accuracy.reset();
    }
  }
  row.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  return row;
}

nlohmann::json read_json_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw Error("cannot read file '" + path + "'");
  try {
    return nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception& e) {
    throw Error(path + ": not valid JSON: " + e.what());
  }
}

std::string shard_text(std::size_t i, std::size_t n) { return std::to_string(i) + "/" + std::to_string(n); }

// Checks the rows of a directory against the grid (same labels at the same cell index).
void check_rows(const Grid& grid, const std::vector<Row>& rows, const std::string& path) {
  std::map<std::size_t, const Cell*> by_index;
  for (const Cell& c : grid.cells) by_index[c.index] = &c;
  for (const Row& r : rows) {
    auto it = by_index.find(r.cell);
    const Cell* c = it == by_index.end() ? nullptr : it->second;
    if (!c || grid.tasks[c->task].label != r.task || grid.constructions[c->construction].label != r.construction ||
        grid.dtypes[c->dtype].label != r.dtype || grid.orders[c->order].label != r.order ||
        grid.lengths[c->length] != r.length)
      throw Error(path + ": the row of cell " + std::to_string(r.cell) + " (" + r.task + ", " + r.construction +
                  ", " + r.dtype + ", " + r.order + ", " + std::to_string(r.length) +
                  ") is not that cell of this sweep's grid");
  }
}

}  // namespace

SweepReport run_sweep(const nlohmann::json& config, const std::string& config_dir, const std::string& out_dir,
                      const SweepOptions& options) {
  const Grid grid = parse_config(config, config_dir, true);
  const std::vector<Cell> mine = shard_cells(grid, options.shard_index, options.shard_count);

  const fs::path dir(out_dir);
  const std::string meta_path = (dir / "sweep.json").string(), csv_path = (dir / "results.csv").string();
  if (fs::exists(dir) && !fs::is_directory(dir)) throw Error("--out '" + out_dir + "' exists and is not a directory");
  if (fs::exists(meta_path)) {
    const nlohmann::json meta = read_json_file(meta_path);
    const std::string hash = meta.value("config_hash", "");
    if (hash != grid.hash)
      throw Error("'" + out_dir + "' holds a different sweep (config hash " + hash + ", this config " + grid.hash +
                  "): choose another --out directory; nothing was changed");
    const std::string shard = meta.contains("shard") ? meta["shard"].value("text", "") : "";
    if (shard != shard_text(options.shard_index, options.shard_count))
      throw Error("'" + out_dir + "' holds shard " + shard + " of this sweep, asked for shard " +
                  shard_text(options.shard_index, options.shard_count) + ": use one directory per shard");
  } else if (fs::exists(csv_path)) {
    throw Error("'" + out_dir + "' holds a results.csv but no sweep.json: not a sweep directory made by lrnnc");
  }

  CsvContents existing = read_csv(csv_path);
  check_rows(grid, existing.rows, csv_path);

  fs::create_directories(dir);
  if (!fs::exists(meta_path)) {
    nlohmann::json meta{{"config", config},
                        {"config_hash", grid.hash},
                        {"config_dir", config_dir},  // as given: sweep.json stays portable
                        {"shard", {{"index", options.shard_index}, {"count", options.shard_count},
                                   {"text", shard_text(options.shard_index, options.shard_count)}}},
                        {"cells_in_grid", grid.cells.size()},
                        {"cells_in_shard", mine.size()}};
    write_file_atomic(meta_path, meta.dump(2) + "\n");
  }
  // A partial last line is a row a killed run did not finish: cut it off before appending.
  if (existing.truncated) fs::resize_file(csv_path, existing.complete_bytes);
  const bool need_header = existing.complete_bytes == 0;
  std::ofstream csv(csv_path, std::ios::binary | std::ios::app);
  if (!csv) throw Error("cannot write file '" + csv_path + "'");
  if (need_header) csv << csv_header() << std::flush;

  std::set<std::size_t> done;
  for (const Row& r : existing.rows) done.insert(r.cell);
  std::vector<Row> rows = existing.rows;

  SweepReport report;
  report.cells_total = mine.size();
  std::vector<const Cell*> todo;
  for (const Cell& c : mine) {
    if (done.count(c.index))
      ++report.cells_skipped;
    else
      todo.push_back(&c);
  }
  std::map<std::pair<std::size_t, std::size_t>, CompiledEntry> cache;
  const auto begin = std::chrono::steady_clock::now();
  if (options.progress) options.progress(0, todo.size(), 0.0);
  for (std::size_t k = 0; k < todo.size(); ++k) {
    Row row = run_cell(grid, *todo[k], cache, options.threads);
    csv << csv_line(row) << std::flush;
    if (!csv) throw Error("cannot write file '" + csv_path + "'");
    rows.push_back(std::move(row));
    ++report.cells_run;
    if (options.progress)
      options.progress(k + 1, todo.size(),
                       std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count());
  }
  csv.close();
  report.plots_rendered = write_outputs(grid, rows, out_dir).plots_rendered;
  return report;
}

SweepReport merge_sweeps(const std::vector<std::string>& dirs, const std::string& out_dir) {
  if (dirs.empty()) throw Error("sweep merge: no input directories given");
  std::optional<nlohmann::json> first_meta;
  std::string hash, first_dir;
  std::vector<std::string> sources = dirs;
  const fs::path out(out_dir);
  const std::string out_meta = (out / "sweep.json").string();
  if (fs::exists(out) && !fs::is_directory(out)) throw Error("--out '" + out_dir + "' exists and is not a directory");
  const bool out_has_meta = fs::exists(out_meta);
  if (!out_has_meta && fs::exists(out / "results.csv"))
    throw Error("'" + out_dir + "' holds a results.csv but no sweep.json: not a sweep directory made by lrnnc");
  if (out_has_meta) sources.push_back(out_dir);  // its rows are kept

  std::vector<std::pair<std::string, CsvContents>> contents;
  for (const std::string& d : sources) {
    const std::string meta_path = (fs::path(d) / "sweep.json").string();
    if (!fs::exists(meta_path)) throw Error("'" + d + "' is not a sweep directory (no sweep.json)");
    const nlohmann::json meta = read_json_file(meta_path);
    const std::string h = meta.value("config_hash", "");
    if (!first_meta) {
      first_meta = meta;
      hash = h;
      first_dir = d;
    } else if (h != hash) {
      throw Error("'" + d + "' holds a different sweep (config hash " + h + ") than '" + first_dir + "' (" + hash +
                  "); nothing was changed");
    }
    const std::string csv_path = (fs::path(d) / "results.csv").string();
    contents.emplace_back(csv_path, read_csv(csv_path));
  }
  if (!first_meta->contains("config")) throw Error("'" + first_dir + "/sweep.json' has no config");
  Grid grid = parse_config((*first_meta)["config"], first_meta->value("config_dir", ""), false);
  grid.hash = hash;

  std::map<std::size_t, Row> unique;
  std::size_t duplicates = 0;
  for (auto& [path, c] : contents) {
    check_rows(grid, c.rows, path);
    for (Row& r : c.rows)
      if (!unique.emplace(r.cell, std::move(r)).second) ++duplicates;
  }
  std::string text = csv_header();
  std::vector<Row> rows;
  for (auto& [index, r] : unique) {
    text += csv_line(r);
    rows.push_back(std::move(r));
  }
  fs::create_directories(out);
  nlohmann::json meta = *first_meta;
  meta["shard"] = {{"index", 0}, {"count", 1}, {"text", "0/1"}};
  meta["cells_in_shard"] = grid.cells.size();
  meta["merged_from"] = dirs;
  // results.csv first: a sweep.json without its rows would make the directory look finished.
  write_file_atomic((out / "results.csv").string(), text);
  write_file_atomic(out_meta, meta.dump(2) + "\n");

  SweepReport report;
  report.cells_total = grid.cells.size();
  report.cells_skipped = duplicates;
  report.cells_missing = grid.cells.size() - rows.size();
  report.plots_rendered = write_outputs(grid, rows, out_dir).plots_rendered;
  return report;
}

}  // namespace lrnnc::experiments
