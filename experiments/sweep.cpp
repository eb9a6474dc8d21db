// run_sweep / merge_sweeps (experiments/sweep.hpp): the output directory's life cycle (sweep.json,
// resume from results.csv, refusal of a different sweep) and the computation of one cell.
#include "experiments/sweep.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iomanip>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <sstream>
#include <thread>
#include <tuple>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include "automata/io-json.hpp"
#include "automata/minimize.hpp"
#include "automata/random-word.hpp"
#include "common/byte-text.hpp"
#include "common/error.hpp"
#include "common/interruption.hpp"
#include "common/parse-integer.hpp"
#include "common/paths.hpp"
#include "common/printable.hpp"
#include "common/read-file.hpp"
#include "common/splitmix64.hpp"
#include "experiments/learned-words.hpp"
#include "experiments/parallel.hpp"
#include "experiments/sweep-grid.hpp"
#include "experiments/sweep-interrupt.hpp"
#include "learned/forward-memory.hpp"
#include "learned/forward.hpp"
#include "learned/train-options.hpp"
#include "realize/load.hpp"
#include "realize/machine.hpp"
#include "realize/realize.hpp"

namespace lrnnc::experiments {

using namespace sweep_detail;
namespace fs = std::filesystem;

std::pair<std::size_t, std::size_t> parse_shard(const std::string& text) {
  const std::string prefix = "--shard: expected I/N with 0 <= I < N (e.g. 0/4), found '" + printable(text, 40) + "'";
  const auto slash = text.find('/');
  if (slash == std::string::npos) throw Error(prefix + ": no '/'");
  // Strict decimal integers (common/parse-integer.hpp): no sign, space, leading zero or other text.
  auto number = [&](std::string_view s, const char* which) {
    std::size_t v = 0;
    switch (parse_integer(s, v)) {
      case IntegerSyntax::ok: return v;
      case IntegerSyntax::out_of_range: throw Error(prefix + ": " + which + " is too large");
      case IntegerSyntax::leading_zero: throw Error(prefix + ": " + which + " has a leading zero");
      default: throw Error(prefix + ": " + which + " is not a number of decimal digits");
    }
  };
  const std::size_t i = number(std::string_view(text).substr(0, slash), "I");
  const std::size_t n = number(std::string_view(text).substr(slash + 1), "N");
  if (n == 0) throw Error(prefix + ": N must be at least 1");
  if (i >= n) throw Error(prefix + ": I = " + std::to_string(i) + " is not below N = " + std::to_string(n));
  return {i, n};
}

nlohmann::json read_sweep_config(const std::string& path) {
  const std::string text = read_file_limited(path, kMaxSweepFileBytes, "the sweep file limit");
  try {
    return parse_config_text(text);
  } catch (const Error& e) {
    throw Error(path + ": not valid JSON: " + e.what());
  }
}

namespace sweep_detail {

std::vector<Cell> shard_cells(const Grid& grid, std::size_t shard_index, std::size_t shard_count) {
  if (shard_count == 0 || shard_index >= shard_count)
    throw Error("shard " + std::to_string(shard_index) + "/" + std::to_string(shard_count) + ": expected 0 <= I < N");
  // A unit is one cell, or every cell of one trained (task, construction with its seed), so that a
  // model is trained by one shard only; it is ordered by the hash of its (first) cell's index.
  struct Unit {
    std::uint64_t key = 0;
    std::size_t index = 0;
    std::vector<const Cell*> cells;
  };
  std::vector<Unit> units;
  std::map<std::pair<std::size_t, std::size_t>, std::size_t> trained;
  for (const Cell& c : grid.cells) {
    if (grid.constructions[c.construction].is_trained()) {
      const auto [it, fresh] = trained.emplace(std::make_pair(c.task, c.construction), units.size());
      if (fresh) units.push_back({splitmix64(c.index), c.index, {}});
      units[it->second].cells.push_back(&c);
    } else {
      units.push_back({splitmix64(c.index), c.index, {&c}});
    }
  }
  std::stable_sort(units.begin(), units.end(),
                   [](const Unit& a, const Unit& b) { return a.key != b.key ? a.key < b.key : a.index < b.index; });
  std::vector<Cell> mine;
  // k += shard_count must not wrap around for shard counts near 2^64.
  for (std::size_t k = shard_index; k<units.size(); k = units.size() - k> shard_count ? k + shard_count : units.size())
    for (const Cell* c : units[k].cells) mine.push_back(*c);
  std::sort(mine.begin(), mine.end(), [](const Cell& a, const Cell& b) { return a.index < b.index; });
  return mine;
}

std::string trained_model_name(const std::string& task_label, const automata::Dfa& trained_task,
                               const Construction& c) {
  auto slug = [](const std::string& text) {
    std::string out;
    for (char ch : text.substr(0, 48))
      out += std::isalnum(static_cast<unsigned char>(ch)) || ch == '-' || ch == '_' ? ch : '_';
    return out;
  };
  const std::string seed = c.seed() ? std::to_string(*c.seed()) : std::string("0");
  return slug(task_label) + "." + slug(c.label) + ".seed" + seed + "-" +
         fnv1a_hex(automata::dfa_to_json(trained_task) + '\n' + c.train_key);
}

std::vector<automata::Word> make_words(std::uint64_t seed, const std::string& task_label, std::size_t length,
                                       std::size_t words, std::size_t letters) {
  const std::uint64_t h = fnv1a(task_label);
  std::seed_seq seq{static_cast<std::uint32_t>(seed),   static_cast<std::uint32_t>(seed >> 32),
                    static_cast<std::uint32_t>(h),      static_cast<std::uint32_t>(h >> 32),
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
  // The last cell's simulation, kept for the next: cells of one datatype and order differ only in
  // length and come in a row, so the engine's per-network setup is done once for them.
  std::tuple<std::size_t, std::size_t, lrnn::Device> simulation_key{};
  std::unique_ptr<lrnn::Simulation> simulation;
};

// Refuses a simulation that would hold more than `budget` bytes at once (simulate_bytes_per_token
// per token, `length` tokens, one word per thread).
void check_cell_memory(const lrnn::Network& network, const lrnn::SimulateOptions& options, std::size_t length,
                       std::size_t words, std::size_t budget) {
  const std::size_t threads = options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
  const double per_word = double(lrnn::simulate_bytes_per_token(network, options.order)) * double(length);
  const double need = per_word * double(std::min(threads, words));
  if (need > double(budget))
    throw Error("needs about " + byte_text(saturated_bytes(need)) + " (" + std::to_string(std::min(threads, words)) +
                " words of " + std::to_string(length) + " tokens at once), over the memory budget of " +
                byte_text(budget));
}

// A training record (docs/LEARNED.md section 5) in a few words: "300 steps (early), training
// sequence accuracy 1".
std::string training_text(const nlohmann::json& training) {
  try {
    std::ostringstream text;
    text << training.at("steps_done").get<std::int64_t>()
         << " steps (stopped: " << training.at("stopped").get<std::string>() << "), training sequence accuracy "
         << std::setprecision(3) << training.at("final").at("sequence_accuracy").get<double>();
    return text.str();
  } catch (const nlohmann::json::exception&) {
    return "(no training record)";
  }
}

// A cell of a learned model (a {"model": PATH} construction): word i of the cell is
// automata::random_word(seed, i, length) (the words of lrnnc eval and probe, so that a row equals
// learned::evaluate's sequence accuracy), run through learned::Forward under the cell's policy
// ("fp64" in plain double, the same bits) and order; a word fails at its first wrong prediction
// (a position whose logits are not all finite has none: wrong, and counted in `nonfinite`).
// Fills accuracy and the first failures; throws lrnnc::Error (an "error" row) for orders or policies
// Forward refuses and for runs over the memory budget.
void run_learned_cell(const Grid& grid, const Cell& cell, const learned::LearnedModel& model, std::size_t threads,
                      std::size_t memory_budget, Row& row) {
  const Task& task = grid.tasks[cell.task];
  const precision::Policy& policy = grid.dtypes[cell.dtype].policy;
  learned::ForwardOptions fo;
  if (!(policy == precision::parse_policy("fp64"))) fo.policy = policy;
  fo.order = grid.orders[cell.order].order;
  fo.keep_logits = false;
  const learned::TaskMap map = learned::map_task(model.config, *task.dfa);
  const std::size_t workers = detail::worker_count(threads, grid.words);
  // Each word at once: its forward, the word and its letters (4 bytes a letter each).
  learned::check_forward_memory(
      learned::forward_memory(model.config, fo, row.length, workers, 2 * sizeof(std::uint32_t)), memory_budget, "cell",
      "lower the config's lengths or --threads, or raise --max-memory");
  const auto run_words = [&](const learned::LearnedModel& m) {
    const learned::Forward forward(m, fo);
    return detail::run_parallel<detail::LearnedFailure>(
        grid.words, threads,
        [&](std::size_t i) {
          const automata::Word word = automata::random_word(grid.seed, i, row.length, task.dfa->num_letters());
          return detail::learned_first_failure(forward, m.config, map, *task.dfa, word, i);
        },
        [](std::size_t) {});
  };
  // "fp_stop": "batch" (the official rule, as learned::evaluate's batch_stop): pass k runs the words
  // with the fixed-point layers before the k-th held to their batch l* (min_iter) and the k-th on
  // its own, whose largest l* over the words is its batch l*; the last pass holds every layer.
  learned::LearnedModel held;
  if (grid.fp_stop_batch) {
    held.config = model.config;
    held.weights = model.weights;
    std::size_t k = 0;
    for (learned::LayerSpec& layer : held.config.layers) {
      if (!learned::is_fixed_point(layer.type)) continue;
      std::size_t batch = 1;
      for (const auto& w : run_words(held)) batch = std::max(batch, w.layer_iterations.at(k));
      layer.fixed_point.min_iter = batch - 1;  // l* counts the final iteration
      ++k;
    }
  }
  const auto by_word = run_words(grid.fp_stop_batch ? held : model);
  std::vector<std::size_t> failures, iterations;
  std::size_t right = 0, nonfinite = 0, converged = 0, fixed_point = 0;
  for (const auto& w : by_word) {
    if (w.converged) {
      ++fixed_point;
      converged += *w.converged ? 1 : 0;
    }
    if (w.position) failures.push_back(*w.position);
    if (w.iterations) iterations.push_back(*w.iterations);
    right += w.right;
    nonfinite += w.nonfinite;
  }
  std::sort(failures.begin(), failures.end());
  std::sort(iterations.begin(), iterations.end());
  row.accuracy = 1.0 - static_cast<double>(failures.size()) / static_cast<double>(grid.words);
  row.token_accuracy = static_cast<double>(right) / (static_cast<double>(grid.words) * static_cast<double>(row.length));
  row.nonfinite = nonfinite;
  if (!failures.empty()) {
    row.first_failure_min = failures.front();
    row.first_failure_median = failures[(failures.size() - 1) / 2];  // the lower middle
  }
  if (!iterations.empty()) row.fp_iterations_median = iterations[(iterations.size() - 1) / 2];
  if (fixed_point > 0) row.converged = static_cast<double>(converged) / static_cast<double>(fixed_point);
}

// The model in `from` that a trained construction would train for a task: FROM/NAME.json (another
// sweep's), else a manifest of a learned model in FROM whose training record has the same options
// (learned::to_json of the construction's TrainOptions: the seed, the recipe, one thread) and whose
// automaton is the task's minimized automaton: `lrnnc train` writes both, so its models serve a
// sweep too (training is deterministic, so they are the weights the sweep would train). The first
// such manifest in name order; an empty path when there is none. Files that are not such manifests
// are passed over.
fs::path reusable_model(const fs::path& from, const std::string& name, const automata::Dfa& trained_task,
                        const Construction& c) {
  if (from.empty() || !c.train) return {};
  std::error_code ec;
  fs::path by_name = from / name;
  by_name += ".json";
  if (fs::is_regular_file(by_name, ec)) return by_name;
  const nlohmann::json options = learned::to_json(*c.train);
  const nlohmann::json automaton = nlohmann::json::parse(automata::dfa_to_json(trained_task));
  std::vector<fs::path> manifests;
  for (fs::directory_iterator it(from, ec), end; !ec && it != end; it.increment(ec))
    if (it->path().extension() == ".json" && it->is_regular_file(ec)) manifests.push_back(it->path());
  std::sort(manifests.begin(), manifests.end());
  for (const fs::path& m : manifests) {
    nlohmann::json j;
    try {
      j = nlohmann::json::parse(read_file_limited(m.string(), kMaxSweepFileBytes, "the sweep file limit"));
    } catch (const std::exception&) {
      continue;
    }
    if (!j.is_object() || !j.contains("training") || !j["training"].is_object() || !j.contains("automaton")) continue;
    const nlohmann::json& record = j["training"];
    if (record.contains("options") && record["options"] == options && j["automaton"] == automaton) return m;
  }
  return {};
}

// The model of a trained construction for a task: DIR/models/NAME.json when a run made it (NAME
// hashes the task and the options, trained_model_name), else a copy of the model of
// models_from that reusable_model finds (saved as NAME), else trained now (from NAME.ckpt when a
// killed run left one) and saved. It is read back from its file,
// so that a fresh and a resumed run evaluate the same weights. Throws lrnnc::Error when training is
// not possible or fails.
std::shared_ptr<const learned::LearnedModel> trained_model(const Grid& grid, const Cell& cell, const fs::path& dir,
                                                           const SweepOptions& options) {
  const Task& task = grid.tasks[cell.task];
  const Construction& c = grid.constructions[cell.construction];
  const automata::Dfa dfa = automata::minimize(*task.dfa);
  const std::string name = trained_model_name(task.label, dfa, c);
  const fs::path base = dir / "models" / name;
  fs::path manifest = base, checkpoint = base;
  manifest += ".json";
  checkpoint += ".ckpt";
  const std::string who = task.label + " / " + c.label + " seed " + std::to_string(*c.seed());
  std::error_code ec;
  if (!fs::exists(manifest, ec)) {
    fs::create_directories(dir / "models", ec);
    if (ec) throw Error("cannot create directory '" + (dir / "models").string() + "': " + ec.message());
    const fs::path from_manifest = reusable_model(options.models_from, name, dfa, c);
    if (!from_manifest.empty()) {
      // Trained elsewhere with the same task and options: saved under this sweep's name (the
      // weights' bits unchanged, the manifest naming its new weights file).
      learned::save_model(learned::load_model(from_manifest), base,
                          c.train->float64 ? lrnn::WeightDtype::f64 : lrnn::WeightDtype::f32);
      if (options.message) options.message("reused " + who + " from " + from_manifest.string());
    } else {
      if (!options.trainer) throw Error("this lrnnc cannot train (no training module)");
      if (options.message) options.message("training " + who + " (" + learned::to_string(c.train->arch) + ")");
      learned::LearnedModel model = options.trainer(dfa, *c.train, checkpoint);
      model.automaton = nlohmann::json::parse(automata::dfa_to_json(dfa));
      learned::save_model(model, base, c.train->float64 ? lrnn::WeightDtype::f64 : lrnn::WeightDtype::f32);
      fs::remove(checkpoint, ec);
      if (options.message) options.message("trained " + who + ": " + training_text(model.training));
    }
  }
  return std::make_shared<const learned::LearnedModel>(learned::load_model(manifest));
}

// The model of the last trained (task, construction) met, or why there is none.
struct TrainedEntry {
  std::pair<std::size_t, std::size_t> key{SIZE_MAX, SIZE_MAX};
  std::shared_ptr<const learned::LearnedModel> model;
  std::string error;
};

// A row with the cell's coordinates; the results are the caller's to fill.
Row cell_row(const Grid& grid, const Cell& cell) {
  const Construction& construction = grid.constructions[cell.construction];
  Row row;
  row.task = grid.tasks[cell.task].label;
  row.construction = construction.label;
  row.seed = construction.seed();
  row.dtype = grid.dtypes[cell.dtype].label;
  row.order = grid.orders[cell.order].label;
  row.length = grid.lengths[cell.length];
  row.words = grid.words;
  row.cell = cell.index;
  return row;
}

// The seconds since `begin`, to 0.1 ms: the CSV writes the shortest exact text, and more digits
// would be noise.
double seconds_since(std::chrono::steady_clock::time_point begin) {
  return std::round(std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count() * 1e4) / 1e4;
}

// A realize cell (sweep.hpp, "measure": "realize"): the state-space search of the network or model
// that `machine` makes in the cell's policy (realize::network_machine, realize::model_machine),
// capped at the config's max_pairs and the memory budget. Status "n/a" with the reason where the
// search does not apply (scan and chunked orders, stochastic rounding, fixed-point models).
void realize_cell(const Grid& grid, const Cell& cell,
                  const std::function<std::unique_ptr<realize::Machine>(const precision::Policy&)>& machine,
                  const SweepOptions& sweep, Row& row) {
  const Order& order = grid.orders[cell.order];
  const precision::Policy& policy = grid.dtypes[cell.dtype].policy;
  const std::string why = order.order.kind != lrnn::OrderKind::sequential
                              ? "order " + order.label + ": the search runs the sequential order"
                              : realize::unsearchable_policy(policy);
  auto note = [&](const std::string& text) { row.message += (row.message.empty() ? "" : "; ") + text; };
  if (!why.empty()) {
    row.status = "n/a";
    note(why);
    return;
  }
  try {
    realize::RealizeOptions ro;
    ro.max_pairs = grid.max_pairs;
    ro.max_bytes = sweep.memory_budget ? sweep.memory_budget : lrnn::default_memory_budget();
    ro.max_bytes_name = "--max-memory";
    const realize::RealizeReport report = realize::realize(*machine(policy), *grid.tasks[cell.task].dfa, ro);
    row.verdict = realize::to_string(report.verdict);
    row.pairs = report.pairs;
    row.depth = report.depth;
    if (report.counterexample) row.shortest_failure = report.counterexample->word.size();
    if (report.realized) row.realized_states = report.realized->num_states();
    if (report.minimized) row.minimized_states = report.minimized->num_states();
    row.equals_spec = report.equals_spec;
    if (report.monoid) {
      row.monoid_aperiodic = report.monoid->aperiodic;
      row.monoid_group = report.monoid->group;
    }
    if (!report.cap.empty()) note(report.cap);
    if (!report.monoid_note.empty()) note(report.monoid_note);
    row.status = "ok";
  } catch (const std::exception& e) {
    row.status = "error";
    row.message = e.what();
  }
}

// A cell of a learned or a trained construction: the model (a trained one made or found once per
// (task, construction), kept in `trained`) run by run_learned_cell.
Row run_model_cell(const Grid& grid, const Cell& cell, TrainedEntry& trained, const fs::path& dir,
                   const SweepOptions& sweep, Row row) {
  const Construction& construction = grid.constructions[cell.construction];
  std::shared_ptr<const learned::LearnedModel> model = construction.model;
  if (construction.is_trained()) {
    const auto key = std::make_pair(cell.task, cell.construction);
    if (trained.key != key) {
      trained = TrainedEntry{key, nullptr, ""};
      try {
        trained.model = trained_model(grid, cell, dir, sweep);
      } catch (const std::exception& e) {
        trained.error = std::string("training: ") + e.what();
      }
    }
    if (!trained.model) {
      row.status = "error";
      row.message = trained.error;
      return row;
    }
    model = trained.model;
    row.message = "trained " + training_text(model->training);
  }
  const auto begin = std::chrono::steady_clock::now();
  row.network = "learned " + learned::architecture(model->config);
  if (grid.realize) {
    const automata::Dfa& task = *grid.tasks[cell.task].dfa;
    realize_cell(
        grid, cell, [&](const precision::Policy& policy) { return realize::model_machine(*model, task, policy); },
        sweep, row);
    row.seconds = seconds_since(begin);
    return row;
  }
  try {
    run_learned_cell(grid, cell, *model, sweep.threads, sweep.memory_budget, row);
    row.status = "ok";
    if (sweep.device == lrnn::Device::cuda)
      row.message += (row.message.empty() ? "" : "; ") + std::string("cpu: learned models run on the CPU only");
  } catch (const std::exception& e) {
    row.status = "error";
    row.message = e.what();
    row.accuracy.reset();
    row.token_accuracy.reset();
    row.nonfinite.reset();
    row.first_failure_min.reset();
    row.first_failure_median.reset();
    row.fp_iterations_median.reset();
    row.converged.reset();
  }
  row.seconds = seconds_since(begin);
  return row;
}

// The compiled network of the cell's (task, construction), or why the compiler refused it. Cells
// come by increasing index (tasks, then constructions outermost): one cached network at a time is
// enough, and keeps a large one-hot network from outliving its cells.
CompiledEntry& compiled_entry(const Grid& grid, const Cell& cell,
                              std::map<std::pair<std::size_t, std::size_t>, CompiledEntry>& cache) {
  const auto key = std::make_pair(cell.task, cell.construction);
  if (!cache.count(key)) {
    cache.clear();
    CompiledEntry entry;
    const Task& task = grid.tasks[cell.task];
    lrnn::CompileOptions options = grid.constructions[cell.construction].options;
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
  return cache.at(key);
}

// A cell of a compiled network: the cell's words simulated to their first failures (on the
// device, or on the CPU with the reason in the message), the simulation kept in `entry` for the
// next cell of the same datatype and order. Fills accuracy and the first failures; an error row
// when the simulation refuses or would not fit in memory.
void simulate_cell(const Grid& grid, const Cell& cell, CompiledEntry& entry, const SweepOptions& sweep, Row& row) {
  const Task& task = grid.tasks[cell.task];
  try {
    const auto words = make_words(grid.seed, task.label, row.length, grid.words, task.dfa->num_letters());
    lrnn::SimulateOptions options;
    options.policy = grid.dtypes[cell.dtype].policy;
    options.order = grid.orders[cell.order].order;
    options.threads = sweep.threads;
    options.stop_at_failure = true;
    options.states = false;  // first failures only
    options.device = sweep.device;
    if (sweep.device == lrnn::Device::cuda)
      if (auto why = lrnn::engine_unsupported(entry.compiled->network, options, &*task.dfa)) {
        options.device = lrnn::Device::cpu;
        row.message += (row.message.empty() ? "" : "; ") + ("cpu: " + *why);
      }
    check_cell_memory(entry.compiled->network, options, row.length, words.size(),
                      sweep.memory_budget ? sweep.memory_budget : lrnn::default_memory_budget());
    const auto simulation_key = std::make_tuple(cell.dtype, cell.order, options.device);
    if (!entry.simulation || entry.simulation_key != simulation_key) {
      entry.simulation.reset();
      entry.simulation = std::make_unique<lrnn::Simulation>(entry.compiled->network, options, &*task.dfa);
      entry.simulation_key = simulation_key;
    }
    const auto runs = entry.simulation->run(words);
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

Row run_cell(const Grid& grid, const Cell& cell, std::map<std::pair<std::size_t, std::size_t>, CompiledEntry>& cache,
             TrainedEntry& trained, const fs::path& dir, const SweepOptions& sweep) {
  const Construction& construction = grid.constructions[cell.construction];
  Row row = cell_row(grid, cell);
  if (construction.is_learned() || construction.is_trained())
    return run_model_cell(grid, cell, trained, dir, sweep, std::move(row));
  CompiledEntry& entry = compiled_entry(grid, cell, cache);
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
    if (grid.realize)
      realize_cell(
          grid, cell,
          [&](const precision::Policy& policy) { return realize::network_machine(entry.compiled->network, policy); },
          sweep, row);
    else
      simulate_cell(grid, cell, entry, sweep, row);
  }
  row.seconds = seconds_since(begin);
  return row;
}

// The fields of a sweep.json that lrnnc reads, with their types checked.
struct Meta {
  nlohmann::json json;
  std::string hash, shard, config_dir;
};

Meta read_meta(const std::string& path) {
  Meta m;
  m.json = read_sweep_config(path);
  auto text = [&](const nlohmann::json& parent, const char* key) -> std::string {
    if (!parent.is_object() || !parent.contains(key) || !parent[key].is_string())
      throw Error(path + ": expected a string at '" + key + "': not a sweep.json written by lrnnc");
    return parent[key].get<std::string>();
  };
  m.hash = text(m.json, "config_hash");
  if (!m.json.contains("shard")) throw Error(path + ": no 'shard': not a sweep.json written by lrnnc");
  m.shard = text(m.json["shard"], "text");
  m.config_dir = m.json.contains("config_dir") ? text(m.json, "config_dir") : std::string();
  if (!m.json.contains("config") || !m.json["config"].is_object())
    throw Error(path + ": no 'config' object: not a sweep.json written by lrnnc");
  return m;
}

std::string dump(const nlohmann::json& j) {
  // Paths given on the command line need not be UTF-8; JSON text must be.
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

// results.csv opened for appending (O_APPEND: every row lands at the end, in one write) and
// locked (flock, released by the kernel however the process ends) against a second run into the
// same directory, which would duplicate rows.
class CsvAppender {
 public:
  explicit CsvAppender(std::string path) : path_(std::move(path)) {
    // O_NONBLOCK: a FIFO in the results.csv's place must not block the open (with no reader it
    // fails with ENXIO); anything but a regular file is refused (common/read-file.hpp).
    require_regular_file_if_present(path_);
    fd_ = ::open(path_.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NONBLOCK, 0644);
    if (fd_ < 0) throw Error("cannot write file " + quote(path_) + ": " + std::strerror(errno));
    struct stat st {};
    if (::fstat(fd_, &st) != 0 || !S_ISREG(st.st_mode)) {
      ::close(fd_);
      throw not_regular_file_error(path_, st.st_mode);
    }
    ::fcntl(fd_, F_SETFL, ::fcntl(fd_, F_GETFL) & ~O_NONBLOCK);
    if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
      const int e = errno;
      ::close(fd_);
      if (e == EWOULDBLOCK)
        throw Error("another lrnnc sweep is writing to '" + path_ + "': wait for it to end, or use another --out");
      throw Error("cannot lock file '" + path_ + "': " + std::strerror(e));
    }
  }
  ~CsvAppender() { ::close(fd_); }
  CsvAppender(const CsvAppender&) = delete;
  CsvAppender& operator=(const CsvAppender&) = delete;

  void append(const std::string& text) {
    for (std::size_t at = 0; at < text.size();) {
      const ssize_t w = ::write(fd_, text.data() + at, text.size() - at);
      if (w < 0 && errno == EINTR) continue;
      if (w <= 0) throw Error("cannot write file '" + path_ + "': " + std::strerror(errno));
      at += static_cast<std::size_t>(w);
    }
  }
  void truncate(std::size_t size) {
    if (::ftruncate(fd_, static_cast<off_t>(size)) != 0)
      throw Error("cannot cut the partial last line of '" + path_ + "': " + std::strerror(errno));
  }

 private:
  std::string path_;
  int fd_ = -1;
};

std::string shard_text(std::size_t i, std::size_t n) { return std::to_string(i) + "/" + std::to_string(n); }

// Checks the rows of a directory against the grid (same labels at the same cell index).
void check_rows(const Grid& grid, const std::vector<Row>& rows, const std::string& path) {
  std::map<std::size_t, const Cell*> by_index;
  for (const Cell& c : grid.cells) by_index[c.index] = &c;
  for (const Row& r : rows) {
    auto it = by_index.find(r.cell);
    const Cell* c = it == by_index.end() ? nullptr : it->second;
    if (!c || grid.tasks[c->task].label != r.task || grid.constructions[c->construction].label != r.construction ||
        grid.constructions[c->construction].seed() != r.seed || grid.dtypes[c->dtype].label != r.dtype ||
        grid.orders[c->order].label != r.order || grid.lengths[c->length] != r.length || grid.words != r.words) {
      std::string line = csv_line(r);
      line.pop_back();
      if (line.size() > 120) line = line.substr(0, 117) + "...";
      for (char& ch : line)
        if (static_cast<unsigned char>(ch) < 0x20) ch = ' ';
      throw Error(path + ": the row of cell " + std::to_string(r.cell) + " (" + line +
                  ") is not that cell of this sweep's grid (labels, length and words must match)");
    }
  }
}

}  // namespace

namespace {

void make_directory(const fs::path& dir) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw Error("cannot create directory '" + dir.string() + "': " + ec.message());
}

bool path_exists(const fs::path& p) {
  std::error_code ec;
  const bool e = fs::exists(p, ec);
  if (ec) throw Error("cannot access '" + p.string() + "': " + ec.message());
  return e;
}

// Refuses an --out that holds anything but this shard of this sweep (or nothing).
void check_out_dir(const std::string& out_dir, const std::string& meta_path, const std::string& csv_path,
                   const Grid& grid, const std::string& shard) {
  const fs::path dir(out_dir);
  if (path_exists(dir) && !fs::is_directory(dir)) throw Error("--out '" + out_dir + "' exists and is not a directory");
  if (path_exists(meta_path)) {
    const Meta meta = read_meta(meta_path);
    if (meta.hash != grid.hash)
      throw Error("'" + out_dir + "' holds a different sweep (config hash " + meta.hash + ", this config " + grid.hash +
                  "): choose another --out directory; nothing was changed");
    if (meta.shard != shard)
      throw Error("'" + out_dir + "' holds shard " + meta.shard + " of this sweep, asked for shard " + shard +
                  ": use one directory per shard");
  } else if (path_exists(csv_path)) {
    throw Error("'" + out_dir + "' holds a results.csv but no sweep.json: not a sweep directory made by lrnnc");
  }
}

// Without a trainer, refuses a shard whose pending cells would train a model that neither the
// directory nor models_from holds.
void check_trainer(const Grid& grid, const std::vector<Cell>& mine, const fs::path& dir, const std::string& csv_path,
                   const SweepOptions& options) {
  if (options.trainer) return;
  std::set<std::size_t> present;
  for (const Row& r : read_csv(csv_path).rows) present.insert(r.cell);
  std::vector<const Cell*> pending;
  for (const Cell& c : mine)
    if (!present.count(c.index)) pending.push_back(&c);
  std::set<std::string> looked_for;
  for (const Cell* c : pending) {
    if (!grid.constructions[c->construction].is_trained()) continue;
    const automata::Dfa trained_task = automata::minimize(*grid.tasks[c->task].dfa);
    const std::string name =
        trained_model_name(grid.tasks[c->task].label, trained_task, grid.constructions[c->construction]);
    if (!looked_for.insert(name).second) continue;
    if (!path_exists(dir / "models" / (name + ".json")) &&
        reusable_model(options.models_from, name, trained_task, grid.constructions[c->construction]).empty())
      throw Error("the sweep trains models (construction " + grid.constructions[c->construction].label + "), and " +
                  (options.no_trainer_reason.empty()
                       ? std::string("this lrnnc was built without libtorch: install libtorch-dev and rebuild")
                       : options.no_trainer_reason) +
                  "; or run the "
                  "training shards elsewhere and merge");
  }
}

// results.csv opened for appending and locked, then read (its rows into `rows`): a second run into
// the directory cannot append between our reading and our writing. A file of the layout before
// the converged column is rewritten in the current one, and a partial last line (a row a killed
// run did not finish) is cut off.
std::unique_ptr<CsvAppender> open_results(const std::string& csv_path, const Grid& grid, std::vector<Row>& rows) {
  auto csv = std::make_unique<CsvAppender>(csv_path);
  CsvContents existing = read_csv(csv_path);
  check_rows(grid, existing.rows, csv_path);
  if (existing.before_converged || existing.before_realize) {
    // The layout before the converged column: rewritten in the current one (its rows with
    // converged empty, a partial last line dropped) by a temporary file renamed over it, under the
    // lock of the old file; then the new file is opened and locked.
    std::string text = csv_header();
    for (const Row& r : existing.rows) text += csv_line(r);
    {
      const CriticalSection section;
      write_file_atomic(csv_path, text);
    }
    csv = std::make_unique<CsvAppender>(csv_path);
    existing.complete_bytes = text.size();
    existing.truncated = false;
  }
  {
    const CriticalSection section;
    // A partial last line is a row a killed run did not finish: cut it off before appending.
    if (existing.truncated) csv->truncate(existing.complete_bytes);
    if (existing.complete_bytes == 0) csv->append(csv_header());
  }
  rows = std::move(existing.rows);
  return csv;
}

// Runs the cells of `mine` that `rows` does not hold, in order, each row appended to the file as it
// is done (with the counts an interrupt reports and the progress line).
SweepReport run_pending(const Grid& grid, const std::vector<Cell>& mine, const fs::path& dir, CsvAppender& csv,
                        std::vector<Row>& rows, const SweepOptions& options) {
  std::set<std::size_t> done;
  for (const Row& r : rows) done.insert(r.cell);
  SweepReport report;
  report.cells_total = mine.size();
  std::vector<const Cell*> todo;
  for (const Cell& c : mine) {
    if (done.count(c.index))
      ++report.cells_skipped;
    else
      todo.push_back(&c);
  }
  set_interrupt_counts(report.cells_skipped, report.cells_total);
  std::map<std::pair<std::size_t, std::size_t>, CompiledEntry> cache;
  TrainedEntry trained;
  const auto begin = std::chrono::steady_clock::now();
  if (options.progress) options.progress(0, todo.size(), 0.0);
  for (std::size_t k = 0; k < todo.size(); ++k) {
    interruption_point();  // between cells: every finished row is in results.csv
    Row row = run_cell(grid, *todo[k], cache, trained, dir, options);
    const std::string line = csv_line(row);
    // The row, the count an interrupt reports and the progress line go together.
    const CriticalSection section;
    csv.append(line);
    rows.push_back(std::move(row));
    ++report.cells_run;
    set_interrupt_counts(report.cells_skipped + report.cells_run, report.cells_total);
    if (options.progress)
      options.progress(k + 1, todo.size(),
                       std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count());
  }
  return report;
}

// Refuses an --out of merge_sweeps that is or lies in an input, or that holds something else than
// a sweep; returns whether it holds one (whose rows are then kept).
bool check_merge_out(const std::vector<std::string>& dirs, const std::string& out_dir) {
  const fs::path out(out_dir);
  // Merging into a shard (or below one) would turn that shard into the merged directory.
  for (const std::string& d : dirs)
    if (is_within(out_dir, d))
      throw Error("refusing to overwrite an input: --out " + quote(out_dir) + " is the shard directory " + quote(d) +
                  " or lies inside it; merge into a new directory");
  if (path_exists(out) && !fs::is_directory(out)) throw Error("--out '" + out_dir + "' exists and is not a directory");
  const bool out_has_meta = path_exists((out / "sweep.json").string());
  if (!out_has_meta && path_exists(out / "results.csv"))
    throw Error("'" + out_dir + "' holds a results.csv but no sweep.json: not a sweep directory made by lrnnc");
  return out_has_meta;
}

// The sweep.json of the first source and every source's results.csv, refusing sources of another
// sweep (another config hash).
Meta read_sources(const std::vector<std::string>& sources, std::vector<std::pair<std::string, CsvContents>>& contents) {
  std::optional<Meta> first_meta;
  std::string first_dir;
  for (const std::string& d : sources) {
    const std::string meta_path = (fs::path(d) / "sweep.json").string();
    if (!path_exists(meta_path)) throw Error("'" + d + "' is not a sweep directory (no sweep.json)");
    Meta meta = read_meta(meta_path);
    if (!first_meta) {
      first_meta = std::move(meta);
      first_dir = d;
    } else if (meta.hash != first_meta->hash) {
      throw Error("'" + d + "' holds a different sweep (config hash " + meta.hash + ") than '" + first_dir + "' (" +
                  first_meta->hash + "); nothing was changed");
    }
    const std::string csv_path = (fs::path(d) / "results.csv").string();
    contents.emplace_back(csv_path, read_csv(csv_path));
  }
  return std::move(*first_meta);
}

// The rows of all the files, one per cell in cell order. A cell met twice is kept once; its two
// rows must agree (every column but seconds), or the directories do not hold one sweep's results
// and merging would pick one silently. `duplicates` counts the rows left out.
std::vector<Row> unique_rows(const Grid& grid, std::vector<std::pair<std::string, CsvContents>>& contents,
                             std::size_t& duplicates) {
  std::map<std::size_t, std::pair<Row, std::string>> unique;  // cell -> (row, file it came from)
  duplicates = 0;
  auto without_seconds = [](Row r) {
    r.seconds = 0;
    return csv_line(r);
  };
  for (auto& [path, c] : contents) {
    check_rows(grid, c.rows, path);
    for (Row& r : c.rows) {
      const auto it = unique.find(r.cell);
      if (it == unique.end()) {
        unique.emplace(r.cell, std::make_pair(std::move(r), path));
        continue;
      }
      if (without_seconds(it->second.first) != without_seconds(r))
        throw Error("cell " + std::to_string(r.cell) + " has different rows in '" + it->second.second + "' and '" +
                    path + "': not results of one sweep; nothing was changed");
      ++duplicates;
    }
  }
  std::vector<Row> rows;
  for (auto& [index, entry] : unique) rows.push_back(std::move(entry.first));
  return rows;
}

// The trained models of every input directory (each one made by one shard) copied to out/models,
// but for checkpoints, temporary files and names already there.
void copy_models(const std::vector<std::string>& dirs, const fs::path& out) {
  for (const std::string& d : dirs) {
    const fs::path models = fs::path(d) / "models";
    if (fs::absolute(models) == fs::absolute(out / "models") || !path_exists(models)) continue;
    make_directory(out / "models");
    for (const auto& entry : fs::directory_iterator(models)) {
      const fs::path name = entry.path().filename();
      const fs::path ext = entry.path().extension();
      if (!entry.is_regular_file() || ext == ".ckpt" || ext == ".tmp" || path_exists(out / "models" / name)) continue;
      std::error_code ec;
      fs::copy_file(entry.path(), out / "models" / name, ec);
      if (ec)
        throw Error("cannot copy '" + entry.path().string() + "' to '" + (out / "models").string() +
                    "': " + ec.message());
    }
  }
}

}  // namespace

SweepReport run_sweep(const nlohmann::json& config, const std::string& config_dir, const std::string& out_dir,
                      const SweepOptions& options) {
  const Grid grid = parse_config(config, config_dir, true);
  const std::vector<Cell> mine = shard_cells(grid, options.shard_index, options.shard_count);
  const std::string shard = shard_text(options.shard_index, options.shard_count);

  const fs::path dir(out_dir);
  const std::string meta_path = (dir / "sweep.json").string(), csv_path = (dir / "results.csv").string();
  check_out_dir(out_dir, meta_path, csv_path, grid, shard);
  // Cells that would train with no trainer: refused before anything is written.
  check_trainer(grid, mine, dir, csv_path, options);
  // Nothing was written so far. A fresh directory gets sweep.json first (a results.csv without it
  // would be refused as foreign), then results.csv is opened and locked, and only then read.
  make_directory(dir);
  if (!path_exists(meta_path)) {
    nlohmann::json meta{{"config", config},
                        {"config_hash", grid.hash},
                        {"config_dir", config_dir},  // as given: sweep.json stays portable
                        {"shard", {{"index", options.shard_index}, {"count", options.shard_count}, {"text", shard}}},
                        {"cells_in_grid", grid.cells.size()},
                        {"cells_in_shard", mine.size()}};
    write_file_atomic(meta_path, dump(meta));
  }
  std::vector<Row> rows;
  const std::unique_ptr<CsvAppender> csv = open_results(csv_path, grid, rows);
  SweepReport report = run_pending(grid, mine, dir, *csv, rows, options);
  report.plots_rendered = write_outputs(grid, rows, out_dir).plots_rendered;
  return report;
}

SweepReport merge_sweeps(const std::vector<std::string>& dirs, const std::string& out_dir) {
  if (dirs.empty()) throw Error("sweep merge: no input directories given");
  std::vector<std::string> sources = dirs;
  const fs::path out(out_dir);
  const std::string out_meta = (out / "sweep.json").string();
  const bool out_has_meta = check_merge_out(dirs, out_dir);
  if (out_has_meta) sources.push_back(out_dir);  // its rows are kept
  // A run appending to out_dir's results.csv meanwhile would lose its rows to our rename: refused.
  std::optional<CsvAppender> out_lock;
  if (out_has_meta && path_exists(out / "results.csv")) out_lock.emplace((out / "results.csv").string());

  std::vector<std::pair<std::string, CsvContents>> contents;
  const Meta first_meta = read_sources(sources, contents);
  Grid grid = parse_config(first_meta.json["config"], first_meta.config_dir, false);
  grid.hash = first_meta.hash;
  std::size_t duplicates = 0;
  const std::vector<Row> rows = unique_rows(grid, contents, duplicates);
  std::string text = csv_header();
  for (const Row& r : rows) text += csv_line(r);
  make_directory(out);
  nlohmann::json meta = first_meta.json;
  meta["shard"] = {{"index", 0}, {"count", 1}, {"text", "0/1"}};
  meta["cells_in_shard"] = grid.cells.size();
  meta["merged_from"] = dirs;
  copy_models(dirs, out);
  // results.csv first: a sweep.json without its rows would make the directory look finished.
  write_file_atomic((out / "results.csv").string(), text);
  write_file_atomic(out_meta, dump(meta));

  SweepReport report;
  report.cells_total = grid.cells.size();
  report.cells_skipped = duplicates;
  report.cells_missing = grid.cells.size() - rows.size();
  report.plots_rendered = write_outputs(grid, rows, out_dir).plots_rendered;
  return report;
}

}  // namespace lrnnc::experiments
