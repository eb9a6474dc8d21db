// lrnnc sweep CONFIG.json --out DIR [--shard I/N] [--threads T] [--device cpu|cuda] [--max-memory BYTES] [--json]
// lrnnc sweep merge DIR... --out DIR [--json]
// Runs (a shard of) a sweep grid into DIR, resumably (experiments/sweep.hpp), or merges shard
// directories. Progress goes to stderr, the outcome to stdout. SIGINT / SIGTERM end a run at once
// with exit code 130 / 143, finished rows kept, and one line saying how far it got.
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>

#include "common/error.hpp"
#include "common/paths.hpp"
#include "experiments/sweep-interrupt.hpp"
#include "experiments/sweep.hpp"
#include "tools/byte-size.hpp"
#include "tools/cli-values.hpp"
#include "tools/cli.hpp"
#include "tools/commands.hpp"
#include "tools/text-output.hpp"
#include "tools/train-module.hpp"

namespace lrnnc::tools {

namespace {

struct SweepCliOptions {
  std::string config, out, shard = "0/1", models;
  std::size_t threads = 0;
  lrnn::Device device = lrnn::Device::cpu;
  std::uint64_t max_memory = 0;
  bool json = false;
  std::vector<std::string> merge_dirs;
  std::string merge_out;
  bool merge_json = false;
  CLI::App* merge = nullptr;
};

std::string duration(double s) {
  if (!std::isfinite(s)) return "?";
  const long t = std::lround(s);
  if (t < 60) return std::to_string(t) + "s";
  if (t < 3600) return std::to_string(t / 60) + "m" + std::to_string(t % 60) + "s";
  return std::to_string(t / 3600) + "h" + std::to_string(t % 3600 / 60) + "m";
}

void print_report(const experiments::SweepReport& r, const std::string& out, bool json, bool merged) {
  if (json) {
    nlohmann::json j{{"cells_total", r.cells_total},       {"cells_run", r.cells_run},
                     {"cells_skipped", r.cells_skipped},   {"cells_missing", r.cells_missing},
                     {"plots_rendered", r.plots_rendered}, {"out", out}};
    print_json(j);
    return;
  }
  if (merged)
    std::cout << "merged " << r.cells_total - r.cells_missing << " of " << r.cells_total << " cells into " << out
              << " (" << r.cells_skipped << " duplicate rows dropped, " << r.cells_missing << " cells missing)\n";
  else
    std::cout << "sweep: " << r.cells_total << " cells in this shard, " << r.cells_run << " run, " << r.cells_skipped
              << " already in " << out << "/results.csv\n";
  std::cout << "results: " << out << "/results.csv, " << out << "/results.md, " << out << "/summary.json\n"
            << "plots:   " << out << "/accuracy.gp, " << out << "/heatmap.gp"
            << (r.plots_rendered ? " (rendered to .png)" : " (gnuplot not found: scripts only)") << "\n";
}

void run_sweep_cli(const SweepCliOptions& o) {
  lrnn::require_device(o.device);
  if (o.config.empty()) throw Error("sweep: expected CONFIG.json (or 'sweep merge DIR... --out DIR')");
  if (o.out.empty()) throw Error("sweep: --out DIR is required");
  const auto [index, count] = experiments::parse_shard(o.shard);
  // The files a sweep writes into --out must not be its config.
  std::vector<NamedPath> outputs;
  for (const char* name : {"sweep.json", "results.csv", "summary.json", "results.md", "accuracy.gp", "heatmap.gp",
                           "accuracy.png", "heatmap.png"})
    outputs.push_back({"--out", (std::filesystem::path(o.out) / name).string()});
  refuse_overwriting_inputs(outputs, {{"CONFIG", o.config}});
  const nlohmann::json config = experiments::read_sweep_config(o.config);
  experiments::SweepOptions options;
  options.shard_index = index;
  options.shard_count = count;
  options.threads = o.threads;
  options.device = o.device;
  options.memory_budget = o.max_memory;
  options.models_from = o.models;
  auto last = std::chrono::steady_clock::now() - std::chrono::hours(1);
  options.progress = [&last](std::size_t done, std::size_t total, double seconds) {
    const auto now = std::chrono::steady_clock::now();
    if (done != 0 && done != total && now - last < std::chrono::seconds(2)) return;
    last = now;
    std::cerr << "sweep: " << done << "/" << total << " cells";
    if (done > 0 && seconds > 0) {
      const double rate = static_cast<double>(done) / seconds;
      std::cerr << ", " << (rate >= 10 ? std::to_string(std::lround(rate)) : std::to_string(rate).substr(0, 4))
                << " cells/s, elapsed " << duration(seconds);
      if (done < total) std::cerr << ", ETA " << duration(static_cast<double>(total - done) / rate);
    }
    std::cerr << "\n";
  };
  options.message = [](const std::string& line) { std::cerr << "sweep: " << line << "\n"; };
  // The training module is opened at the first model to train (a sweep that trains nothing never
  // loads libtorch); without one, train cells still to run are refused before anything runs.
  if (train_module_present()) {
    options.trainer = [](const automata::Dfa& task, const learned::TrainOptions& train,
                         const std::filesystem::path& checkpoint) {
      return train_module().train_model(task, train, checkpoint, nullptr);
    };
  } else {
    options.no_trainer_reason = train_module_missing_reason();
  }
  const std::string dir = std::filesystem::path(o.config).parent_path().string();
  // SIGINT / SIGTERM: end at once with 130 / 143 and a one-line message, never inside the append
  // of a row (experiments/sweep-interrupt.hpp). Not when embedded (Python): the host owns its signals.
  std::optional<experiments::InterruptGuard> interrupts;
  if (!cli_embedded()) interrupts.emplace((std::filesystem::path(o.out) / "results.csv").string());
  print_report(experiments::run_sweep(config, dir, o.out, options), o.out, o.json, false);
}

}  // namespace

void setup_sweep(CLI::App& app) {
  auto o = std::make_shared<SweepCliOptions>();
  CLI::App* sub =
      app.add_subcommand("sweep",
                         "Run a grid of tasks x constructions x datatypes x orders x lengths from a JSON config into a "
                         "resumable results directory (CSV, JSON summary, Markdown table, gnuplot plots)");
  sub->add_option("config", o->config, "Sweep config (JSON; see experiments/sweep.hpp and experiments/configs/)");
  sub->add_option("--out", o->out, "Output directory (rerunning into it resumes)");
  sub->add_option("--shard", o->shard, "Run shard I of N (0 <= I < N) of the grid, e.g. 0/4")->capture_default_str();
  add_integer_option(*sub, "--threads", o->threads, 0, kMaxThreads, "Threads per cell (0: all cores)");
  add_device_option(*sub, o->device);
  sub->add_option("--models", o->models,
                  "Trained models of another sweep (its DIR/models) or of lrnnc train: a model trained there with the "
                  "same task and options is copied instead of trained again");
  add_memory_limit_option(*sub, o->max_memory, "a cell's words that run at once");
  sub->add_flag("--json", o->json, "Print the outcome as JSON");
  o->merge = sub->add_subcommand("merge", "Join the results of several shard directories of one sweep");
  // DIR...: the trailing arguments, read verbatim (tools/cli-values.hpp).
  o->merge->allow_extras();
  o->merge->footer("DIR...  the shard directories to join (at least one)");
  o->merge->add_option("--out", o->merge_out, "Output directory")->required();
  o->merge->add_flag("--json", o->merge_json, "Print the outcome as JSON");
  o->merge->callback([o] {
    o->merge_dirs = trailing_values(*o->merge);
    if (o->merge_dirs.empty()) throw Error("sweep merge: expected at least one shard directory");
    print_report(experiments::merge_sweeps(o->merge_dirs, o->merge_out), o->merge_out, o->merge_json, true);
  });
  sub->callback([o] {
    if (o->merge->parsed()) {
      if (!o->config.empty() || !o->out.empty())
        throw Error("sweep merge: give the directories and --out after 'merge'");
      return;
    }
    run_sweep_cli(*o);
  });
}

}  // namespace lrnnc::tools
