// The derived outputs of a sweep directory: summary.json, results.md, accuracy.gp / heatmap.gp
// (self-contained gnuplot scripts: the data is inline, so they can be edited and rerun without
// lrnnc) and their PNGs when gnuplot is installed.
//
// A "series" is one (task, construction, dtype, order) over the lengths. Its failure length is the
// smallest first_failure_min over its rows (the earliest failing position met in any sampled word,
// at any length); "none <= L" when no sampled word failed up to the longest length L that was run.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <sstream>
#include <string_view>

#include "common/error.hpp"
#include "experiments/sweep-grid.hpp"

namespace lrnnc::experiments::sweep_detail {

namespace {

struct Series {
  std::size_t task = 0, construction = 0, dtype = 0, order = 0;
  std::map<std::size_t, const Row*> by_length;  // length -> row
  std::string status;                           // "" when no row exists
  std::string network, message;
  std::optional<std::size_t> failure_length;
  std::size_t longest = 0;  // longest length run with status ok
};

std::string fmt(double x, const char* format = "%.3g") {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, x);
  return buf;
}

// A label as a single-quoted gnuplot string. The terminals render labels as enhanced text, where
// ^ _ @ & ~ { } and \\ are markup: a backslash makes each one literal, so regex:(a{5}|b)* prints as
// written. ('' is gnuplot's quote inside single quotes.)
std::string gp_quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) {
    if (c == '\'') out += '\'';
    if (std::string_view("^_@&~{}\\").find(c) != std::string_view::npos) out += '\\';
    out += c;
  }
  return out + "'";
}

std::string md_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '|') out += '\\';
    out += c;
  }
  return out;
}

std::string shell_quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) {
    if (c == '\'')
      out += "'\\''";
    else
      out += c;
  }
  return out + "'";
}

// A construction in tables and plots: its label, with the seed for a trained one.
std::string shown(const Grid& grid, std::size_t c) {
  const Construction& k = grid.constructions[c];
  return k.seed() ? k.label + " (seed " + std::to_string(*k.seed()) + ")" : k.label;
}

// The value at the lower middle of `v` (sorted here): a value one of the seeds reached.
double lower_median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[(v.size() - 1) / 2];
}

// The constructions of one config entry over their seeds (a trained entry has one per seed, any
// other entry one): per (task, config entry, dtype, order) and length, the sequence and token
// accuracies of every seed's ok row.
struct SeedGroup {
  std::size_t task = 0, group = 0, dtype = 0, order = 0;
  std::size_t first_construction = 0;  // its label and options
  std::size_t seeds = 0;
  std::map<std::size_t, std::vector<double>> accuracy, token_accuracy;  // length -> one per seed with a row
};

// Series in grid order; only combinations that have at least one included cell.
std::vector<Series> make_series(const Grid& grid, const std::vector<Row>& rows) {
  std::map<std::size_t, const Row*> by_cell;
  for (const Row& r : rows) by_cell.emplace(r.cell, &r);
  std::vector<Series> out;
  std::map<std::tuple<std::size_t, std::size_t, std::size_t, std::size_t>, std::size_t> where;
  for (const Cell& c : grid.cells) {
    const auto key = std::make_tuple(c.task, c.construction, c.dtype, c.order);
    auto it = where.find(key);
    if (it == where.end()) {
      it = where.emplace(key, out.size()).first;
      out.push_back({c.task, c.construction, c.dtype, c.order, {}, "", "", "", std::nullopt, 0});
    }
    Series& s = out[it->second];
    auto r = by_cell.find(c.index);
    if (r == by_cell.end()) continue;
    const Row& row = *r->second;
    s.by_length[row.length] = &row;
    if (s.network.empty()) s.network = row.network;
    // The most telling status wins: cannot implement > error > ok.
    auto rank = [](const std::string& st) {
      return st == "cannot implement" ? 3 : st == "error" ? 2 : st == "ok" || st == "n/a" ? 1 : 0;
    };
    if (rank(row.status) > rank(s.status)) {
      s.status = row.status;
      s.message = row.message;
    } else if (s.message.empty()) {
      s.message = row.message;
    }
    if (row.status == "ok") {
      s.longest = std::max(s.longest, row.length);
      if (row.first_failure_min && (!s.failure_length || *row.first_failure_min < *s.failure_length))
        s.failure_length = row.first_failure_min;
    }
  }
  return out;
}

// The groups of the trained entries (summaries), or of every entry (`trained_only` false: plots).
std::vector<SeedGroup> make_seed_groups(const Grid& grid, const std::vector<Series>& series, bool trained_only = true) {
  std::vector<SeedGroup> out;
  std::map<std::tuple<std::size_t, std::size_t, std::size_t, std::size_t>, std::size_t> where;
  for (const Series& s : series) {
    const Construction& c = grid.constructions[s.construction];
    if (trained_only && !c.is_trained()) continue;
    const auto key = std::make_tuple(s.task, c.group, s.dtype, s.order);
    auto it = where.find(key);
    if (it == where.end()) {
      it = where.emplace(key, out.size()).first;
      out.push_back({s.task, c.group, s.dtype, s.order, s.construction, 0, {}, {}});
    }
    SeedGroup& g = out[it->second];
    ++g.seeds;
    for (const auto& [length, row] : s.by_length) {
      if (row->status != "ok") continue;
      if (row->accuracy) g.accuracy[length].push_back(*row->accuracy);
      if (row->token_accuracy) g.token_accuracy[length].push_back(*row->token_accuracy);
    }
  }
  return out;
}

std::string failure_text(const Series& s) {
  if (s.status.empty()) return "?";
  if (s.status == "cannot implement") return "n/i";
  if (s.status == "error") return "error";
  if (s.failure_length) return std::to_string(*s.failure_length);
  return "none <= " + std::to_string(s.longest);
}

// Column headings of the wide tables: dtypes x orders ("bf16" alone when there is one order).
std::string column_label(const Grid& grid, std::size_t d, std::size_t o) {
  return grid.orders.size() == 1 ? grid.dtypes[d].label : grid.dtypes[d].label + " " + grid.orders[o].label;
}

// A realize cell's results (sweep.hpp, "measure": "realize"), null where absent.
nlohmann::json realize_json(const Row* row) {
  auto size = [](const std::optional<std::size_t>& v) { return v ? nlohmann::json(*v) : nlohmann::json(); };
  auto flag = [](const std::optional<bool>& v) { return v ? nlohmann::json(*v) : nlohmann::json(); };
  if (!row) return nlohmann::json();
  return {{"verdict", row->verdict.empty() ? nlohmann::json() : nlohmann::json(row->verdict)},
          {"pairs", size(row->pairs)},
          {"depth", size(row->depth)},
          {"shortest_failure", size(row->shortest_failure)},
          {"realized_states", size(row->realized_states)},
          {"minimized_states", size(row->minimized_states)},
          {"equals_spec", flag(row->equals_spec)},
          {"monoid_aperiodic", flag(row->monoid_aperiodic)},
          {"monoid_group", flag(row->monoid_group)}};
}

// summary.json's "series": one object per series, in grid order.
nlohmann::json series_json(const Grid& grid, const std::vector<Series>& series) {
  nlohmann::json list = nlohmann::json::array();
  for (const Series& s : series) {
    nlohmann::json acc = nlohmann::json::object(), median = nlohmann::json::object();
    for (const auto& [length, row] : s.by_length) {
      acc[std::to_string(length)] = row->accuracy ? nlohmann::json(*row->accuracy) : nlohmann::json();
      median[std::to_string(length)] =
          row->first_failure_median ? nlohmann::json(*row->first_failure_median) : nlohmann::json();
    }
    nlohmann::json token = nlohmann::json::object(), iterations = nlohmann::json::object(),
                   nonfinite = nlohmann::json::object(), converged = nlohmann::json::object();
    for (const auto& [length, row] : s.by_length) {
      if (row->token_accuracy) token[std::to_string(length)] = *row->token_accuracy;
      if (row->nonfinite) nonfinite[std::to_string(length)] = *row->nonfinite;
      if (row->fp_iterations_median) iterations[std::to_string(length)] = *row->fp_iterations_median;
      if (row->converged) converged[std::to_string(length)] = *row->converged;
    }
    const auto seed = grid.constructions[s.construction].seed();
    list.push_back({{"task", grid.tasks[s.task].label},
                    {"construction", grid.constructions[s.construction].label},
                    {"seed", seed ? nlohmann::json(*seed) : nlohmann::json()},
                    {"token_accuracy", token},
                    {"nonfinite", nonfinite},
                    {"fp_iterations_median", iterations},
                    {"converged", converged},
                    {"dtype", grid.dtypes[s.dtype].label},
                    {"order", grid.orders[s.order].label},
                    {"status", s.status.empty() ? "missing" : s.status},
                    {"network", s.network},
                    {"message", s.message},
                    {"failure_length", s.failure_length ? nlohmann::json(*s.failure_length) : nlohmann::json()},
                    {"longest_length_run", s.longest},
                    {"accuracy", acc},
                    {"first_failure_median", median}});
    // A realize sweep has one cell (length 0) per series.
    if (grid.realize)
      list.back()["realize"] = realize_json(s.by_length.empty() ? nullptr : s.by_length.begin()->second);
  }
  return list;
}

// summary.json's "over_seeds": trained constructions over their seeds, the best (as Grazzi et al.
// Table 3, best of 3) and the median (their Table 5; the lower middle for an even count) of each
// length's accuracies.
nlohmann::json over_seeds_json(const Grid& grid, const std::vector<Series>& series) {
  nlohmann::json seeds = nlohmann::json::array();
  for (const SeedGroup& g : make_seed_groups(grid, series)) {
    auto stats = [](const std::map<std::size_t, std::vector<double>>& by_length, bool best) {
      nlohmann::json out = nlohmann::json::object();
      for (const auto& [length, v] : by_length)
        out[std::to_string(length)] = best ? *std::max_element(v.begin(), v.end()) : lower_median(v);
      return out;
    };
    seeds.push_back({{"task", grid.tasks[g.task].label},
                     {"construction", grid.constructions[g.first_construction].label},
                     {"dtype", grid.dtypes[g.dtype].label},
                     {"order", grid.orders[g.order].label},
                     {"seeds", g.seeds},
                     {"accuracy_best", stats(g.accuracy, true)},
                     {"accuracy_median", stats(g.accuracy, false)},
                     {"token_accuracy_best", stats(g.token_accuracy, true)},
                     {"token_accuracy_median", stats(g.token_accuracy, false)}});
  }
  return seeds;
}

nlohmann::json summary_json(const Grid& grid, const std::vector<Row>& rows, const std::vector<Series>& series) {
  std::map<std::string, std::size_t> counts{{"ok", 0}, {"cannot implement", 0}, {"error", 0}};
  double seconds = 0;
  for (const Row& r : rows) {
    ++counts[r.status];
    seconds += r.seconds;
  }
  auto labels = [](const auto& items) {
    std::vector<std::string> v;
    for (const auto& x : items) v.push_back(x.label);
    return v;
  };
  nlohmann::json j{{"name", grid.name},
                   {"config_hash", grid.hash},
                   {"cells",
                    {{"grid", grid.cells.size()},
                     {"present", rows.size()},
                     {"missing", grid.cells.size() - std::min(rows.size(), grid.cells.size())},
                     {"ok", counts["ok"]},
                     {"cannot implement", counts["cannot implement"]},
                     {"error", counts["error"]}}},
                   {"simulation_seconds", seconds},
                   {"tasks", labels(grid.tasks)},
                   {"constructions", labels(grid.constructions)},
                   {"dtypes", labels(grid.dtypes)},
                   {"orders", labels(grid.orders)},
                   {"lengths", grid.lengths},
                   {"words", grid.words},
                   {"seed", grid.seed}};
  j["series"] = series_json(grid, series);
  j["over_seeds"] = over_seeds_json(grid, series);
  return j;
}

// "## First failure": one row per (task, construction), one column per (dtype, order), then the
// notes (the first reason or message of each row).
void markdown_first_failure(std::ostringstream& md, const Grid& grid, const std::vector<Series>& series) {
  std::vector<std::pair<std::size_t, std::size_t>> columns;
  for (std::size_t d = 0; d < grid.dtypes.size(); ++d)
    for (std::size_t o = 0; o < grid.orders.size(); ++o) columns.emplace_back(d, o);
  md << "| task | construction | network |";
  for (const auto& [d, o] : columns) md << " " << md_escape(column_label(grid, d, o)) << " |";
  md << "\n|---|---|---|";
  for (std::size_t i = 0; i < columns.size(); ++i) md << "---:|";
  md << "\n";
  std::map<std::pair<std::size_t, std::size_t>, std::vector<const Series*>> by_pair;
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  for (const Series& s : series) {
    const auto key = std::make_pair(s.task, s.construction);
    if (!by_pair.count(key)) pairs.push_back(key);
    by_pair[key].push_back(&s);
  }
  std::vector<std::pair<std::string, std::string>> reasons;  // (task / construction, message)
  for (const auto& key : pairs) {
    const auto& list = by_pair[key];
    std::string network;
    for (const Series* s : list)
      if (network.empty()) network = s->network;
    md << "| " << md_escape(grid.tasks[key.first].label) << " | " << md_escape(shown(grid, key.second)) << " | "
       << md_escape(network) << " |";
    for (const auto& column : columns) {
      const auto it = std::find_if(list.begin(), list.end(), [&](const Series* s) {
        return s->dtype == column.first && s->order == column.second;
      });
      md << " " << (it == list.end() ? "" : failure_text(**it)) << " |";
    }
    md << "\n";
    for (const Series* s : list) {
      if (s->status == "cannot implement" || s->status == "error" || !s->message.empty()) {
        reasons.emplace_back(grid.tasks[key.first].label + " / " + shown(grid, key.second),
                             (s->status == "ok" ? "" : s->status + ": ") + s->message);
        break;
      }
    }
  }
  if (!reasons.empty()) {
    md << "\nNotes (per task / construction):\n\n";
    for (const auto& [who, why] : reasons) md << "- " << md_escape(who) << ": " << md_escape(why) << "\n";
  }
}

// The table of "## Accuracy by length": one row per series that could be implemented.
void markdown_accuracy(std::ostringstream& md, const Grid& grid, const std::vector<Series>& series) {
  md << "| task | construction | dtype | order |";
  for (std::size_t L : grid.lengths) md << " " << L << " |";
  md << "\n|---|---|---|---|";
  for (std::size_t i = 0; i < grid.lengths.size(); ++i) md << "---:|";
  md << "\n";
  for (const Series& s : series) {
    if (s.status == "cannot implement") continue;
    md << "| " << md_escape(grid.tasks[s.task].label) << " | " << md_escape(shown(grid, s.construction)) << " | "
       << md_escape(grid.dtypes[s.dtype].label) << " | " << md_escape(grid.orders[s.order].label) << " |";
    for (std::size_t L : grid.lengths) {
      auto it = s.by_length.find(L);
      std::string cell;
      if (it != s.by_length.end()) {
        const Row& r = *it->second;
        if (r.status != "ok") {
          cell = r.status;
        } else if (r.accuracy) {
          cell = fmt(*r.accuracy);
          if (r.first_failure_median) cell += " (" + std::to_string(*r.first_failure_median) + ")";
          if (r.fp_iterations_median) cell += " l*=" + std::to_string(*r.fp_iterations_median);
          if (r.converged && *r.converged < 1) cell += " converged=" + fmt(*r.converged);
          if (r.nonfinite && *r.nonfinite != 0) cell += " nonfinite=" + std::to_string(*r.nonfinite);
        }
      }
      md << " " << cell << " |";
    }
    md << "\n";
  }
}

// results.md of a realize sweep ("measure": "realize"): one row per cell, the search's results;
// the word tables (first failures, accuracy by length) do not apply.
std::string realize_markdown(const Grid& grid, const std::vector<Row>& rows) {
  std::ostringstream md;
  md << "# Sweep" << (grid.name.empty() ? "" : ": " + grid.name) << "\n\n";
  md << "Config hash `" << grid.hash << "`; " << rows.size() << " of " << grid.cells.size()
     << " cells present; the state-space search (docs/REALIZE.md), at most " << grid.max_pairs << " pairs a cell.\n\n";
  md << "## State-space search\n\n"
     << "| task | construction | dtype | order | status | verdict | pairs | depth | shortest failure | realized | "
        "minimized | equals spec | aperiodic | group | message |\n"
     << "|---|---|---|---|---|---|---:|---:|---:|---:|---:|---|---|---|---|\n";
  auto size = [](const std::optional<std::size_t>& v) { return v ? std::to_string(*v) : std::string(); };
  auto flag = [](const std::optional<bool>& v) { return v ? std::string(*v ? "yes" : "no") : std::string(); };
  std::vector<const Row*> sorted;
  for (const Row& r : rows) sorted.push_back(&r);
  std::sort(sorted.begin(), sorted.end(), [](const Row* a, const Row* b) { return a->cell < b->cell; });
  for (const Row* r : sorted)
    md << "| " << md_escape(r->task) << " | " << md_escape(r->construction) << " | " << md_escape(r->dtype) << " | "
       << md_escape(r->order) << " | " << r->status << " | " << r->verdict << " | " << size(r->pairs) << " | "
       << size(r->depth) << " | " << size(r->shortest_failure) << " | " << size(r->realized_states) << " | "
       << size(r->minimized_states) << " | " << flag(r->equals_spec) << " | " << flag(r->monoid_aperiodic) << " | "
       << flag(r->monoid_group) << " | " << md_escape(r->message) << " |\n";
  return md.str();
}

std::string markdown(const Grid& grid, const std::vector<Row>& rows, const std::vector<Series>& series, bool plots) {
  if (grid.realize) return realize_markdown(grid, rows);
  std::ostringstream md;
  md << "# Sweep" << (grid.name.empty() ? "" : ": " + grid.name) << "\n\n";
  md << "Config hash `" << grid.hash << "`; " << rows.size() << " of " << grid.cells.size() << " cells present; "
     << grid.words << " random words per cell (seed " << grid.seed << ").\n\n";
  md << "## First failure\n\n"
     << "The earliest position t (tokens read) at which a sampled word's decoded state had the wrong output, over "
        "all lengths; `none <= L`: no sampled word failed up to the longest length L; `n/i`: the construction "
        "cannot implement the task (reasons below); `?`: not run yet.\n\n";
  markdown_first_failure(md, grid, series);
  if (plots) md << "\n![accuracy vs length](accuracy.png)\n\n![first failure](heatmap.png)\n";
  const std::vector<SeedGroup> groups = make_seed_groups(grid, series);
  if (!groups.empty()) {
    md << "\n## Trained constructions over their seeds\n\n"
       << "Sequence accuracy, best / median over the seeds (the lower middle for an even count), and the token "
          "accuracy's median in parentheses.\n\n| task | construction | seeds | dtype | order |";
    for (std::size_t L : grid.lengths) md << " " << L << " |";
    md << "\n|---|---|---:|---|---|";
    for (std::size_t i = 0; i < grid.lengths.size(); ++i) md << "---:|";
    md << "\n";
    for (const SeedGroup& g : groups) {
      md << "| " << md_escape(grid.tasks[g.task].label) << " | "
         << md_escape(grid.constructions[g.first_construction].label) << " | " << g.seeds << " | "
         << md_escape(grid.dtypes[g.dtype].label) << " | " << md_escape(grid.orders[g.order].label) << " |";
      for (std::size_t L : grid.lengths) {
        std::string cell;
        if (const auto it = g.accuracy.find(L); it != g.accuracy.end())
          cell = fmt(*std::max_element(it->second.begin(), it->second.end())) + " / " + fmt(lower_median(it->second));
        if (const auto it = g.token_accuracy.find(L); it != g.token_accuracy.end())
          cell += " (" + fmt(lower_median(it->second)) + ")";
        md << " " << cell << " |";
      }
      md << "\n";
    }
  }
  md << "\n## Accuracy by length\n\n"
     << "Fraction of the sampled words decoded correctly at every position; in parentheses the median first "
        "failure of the failing words"
     << (std::any_of(rows.begin(), rows.end(), [](const Row& r) { return r.fp_iterations_median.has_value(); })
             ? "; l* the median over the words of a fixed-point model's iterations, and converged the fraction "
               "of its words at a fixed point when not all are (the others hit the cap or stopped being finite)"
             : "")
     << ".\n\n";
  markdown_accuracy(md, grid, series);
  return md.str();
}

// The plots are at most kMaxPlotWidth pixels wide: their panels wrap into rows. A trained entry's
// seeds are drawn as their median, with the range from the lowest to the highest seed.
constexpr std::size_t kMaxPlotWidth = 2000;

const char* kColors[] = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
                         "#bcbd22", "#17becf", "#000000", "#393b79", "#637939", "#8c6d31", "#843c39", "#7b4173"};

// A config entry of the grid: its first construction and how many it has (its seeds; 1 unless trained).
struct Entry {
  std::size_t first = 0, seeds = 0;
};

std::vector<Entry> entries_of(const Grid& grid) {
  std::vector<Entry> out;
  for (std::size_t c = 0; c < grid.constructions.size(); ++c) {
    const std::size_t g = grid.constructions[c].group;
    if (g >= out.size()) {
      out.resize(g + 1);
      out[g].first = c;
    }
    ++out[g].seeds;
  }
  return out;
}

bool over_seeds(const Grid& grid, const Entry& e) { return grid.constructions[e.first].is_trained() && e.seeds > 1; }

bool any_over_seeds(const Grid& grid, const std::vector<Entry>& entries) {
  return std::any_of(entries.begin(), entries.end(), [&](const Entry& e) { return over_seeds(grid, e); });
}

// An entry in a title or on an axis: its label, with its number of seeds (`seeds`) when it has several.
std::string entry_title(const Grid& grid, const Entry& e, bool seeds) {
  if (over_seeds(grid, e))
    return grid.constructions[e.first].label + (seeds ? " (" + std::to_string(e.seeds) + " seeds)" : "");
  return shown(grid, e.first);
}

// Colour i of the palette (`alpha`: gnuplot's transparency byte, "" opaque).
std::string color(std::size_t i, const std::string& alpha = "") {
  return "'#" + alpha + std::string(kColors[i % std::size(kColors)] + 1) + "'";
}

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "" : ", \\\n     ") + item;
  return out;
}

using PlotKey = std::tuple<std::size_t, std::size_t, std::size_t, std::size_t>;  // task, entry, dtype, order

// accuracy.gp's data: a block "length median lowest highest" (over the entry's seeds) per (task,
// entry, dtype, order) that has points; returns each block's number.
std::map<PlotKey, std::size_t> accuracy_data(std::ostringstream& gp, const Grid& grid,
                                             const std::vector<Series>& series) {
  std::map<PlotKey, std::size_t> block;
  for (const SeedGroup& g : make_seed_groups(grid, series, false)) {
    if (g.accuracy.empty()) continue;
    const std::size_t n = block.size();
    gp << "$d" << n << " << EOD\n";
    for (const auto& [length, v] : g.accuracy) {
      const auto [lo, hi] = std::minmax_element(v.begin(), v.end());
      gp << length << " " << fmt(lower_median(v), "%.6g") << " " << fmt(*lo, "%.6g") << " " << fmt(*hi, "%.6g") << "\n";
    }
    gp << "EOD\n";
    block[{g.task, g.group, g.dtype, g.order}] = n;
  }
  return block;
}

// accuracy.gp's panels: one per (task, entry). The list that wraps into fewer rows goes across (at
// most `kAcross` a row), the other down; a list that wraps takes `chunks` bands of rows.
struct AccuracyGrid {
  static constexpr std::size_t kPanelW = 245, kPanelH = 190, kTop = 64, kAcross = kMaxPlotWidth / kPanelW;
  bool tasks_across = true;
  std::size_t across = 1, down = 1, chunks = 1, cols = 1, rows = 1;

  AccuracyGrid(std::size_t tasks, std::size_t entries) {
    auto chunks_of = [](std::size_t n) { return std::max<std::size_t>(1, (n + kAcross - 1) / kAcross); };
    tasks_across = chunks_of(tasks) * entries <= chunks_of(entries) * tasks;
    across = std::max<std::size_t>(1, tasks_across ? tasks : entries);
    down = std::max<std::size_t>(1, tasks_across ? entries : tasks);
    chunks = chunks_of(across);
    cols = (across + chunks - 1) / chunks;
    rows = chunks * down;
  }
  std::size_t width() const { return kPanelW * cols; }
  std::size_t height() const { return kTop + kPanelH * rows; }
  // The (task, entry) of the panel at row r, column c; nullopt past the end of a wrapped list.
  std::optional<std::pair<std::size_t, std::size_t>> at(std::size_t r, std::size_t c) const {
    const std::size_t a = r / down * cols + c, d = r % down;
    if (a >= across) return std::nullopt;
    return tasks_across ? std::make_pair(a, d) : std::make_pair(d, a);
  }
};

// A dtype's colour, point and width: the first dtypes widest, so that lines that coincide (every
// dtype right at every length) show each colour as a stripe.
std::string dtype_style(const Grid& grid, std::size_t d) {
  const double wide = 3.0 * static_cast<double>(grid.dtypes.size() - 1 - d) /
                      static_cast<double>(std::max<std::size_t>(1, grid.dtypes.size() - 1));
  return "lc rgb " + color(d) + " pt " + std::to_string(d % 13 + 1) + " ps " + fmt(0.5 + wide / 4, "%.2f") + " lw " +
         fmt(1 + wide, "%.2f");
}

// One panel of accuracy.gp, task t x entry e: a line per dtype (colour) and order (dash); a trained
// entry's line is the median of its seeds, with a band from the lowest to the highest. A panel
// without rows says why.
void accuracy_panel(std::ostringstream& gp, const Grid& grid, const std::vector<Series>& series,
                    const std::vector<Entry>& entries, const std::map<PlotKey, std::size_t>& block, std::size_t t,
                    std::size_t e) {
  gp << "set title " << gp_quote(grid.tasks[t].label + ", " + entry_title(grid, entries[e], false)) << "\n";
  std::vector<std::string> bands, lines;
  for (std::size_t d = 0; d < grid.dtypes.size(); ++d)
    for (std::size_t o = 0; o < grid.orders.size(); ++o) {
      const auto it = block.find({t, e, d, o});
      if (it == block.end()) continue;
      const std::string data = "$d" + std::to_string(it->second);
      if (over_seeds(grid, entries[e]))
        bands.push_back(data + " using 1:3:4 with filledcurves fc rgb " + color(d, "e4") +
                        " fs solid noborder notitle");
      lines.push_back(data + " using 1:2 with linespoints " + dtype_style(grid, d) + " dt " + std::to_string(o + 1) +
                      " notitle");
    }
  bands.insert(bands.end(), lines.begin(), lines.end());
  if (bands.empty()) {  // no row ran: say why
    const bool cannot = std::any_of(series.begin(), series.end(), [&](const Series& s) {
      return s.task == t && grid.constructions[s.construction].group == e && s.status == "cannot implement";
    });
    gp << "set label 1 '" << (cannot ? "cannot implement" : "no rows") << "' at graph 0.5,0.5 center\n"
       << "plot NaN notitle\nunset label 1\n";
    return;
  }
  gp << "plot " << joined(bands) << "\n";
}

// The legend of accuracy.gp, a strip across the top: a colour per dtype, a dash per order, the band.
void accuracy_legend(std::ostringstream& gp, const Grid& grid, bool seeds, double bottom) {
  gp << "# legend\nset origin 0," << fmt(bottom, "%.4f") << "\nset size 1," << fmt(1 - bottom, "%.4f") << "\n"
     << "set key center bottom horizontal maxrows 1 font ',9' samplen 3\nunset border\nunset tics\nunset title\n"
        "unset xlabel\nunset ylabel\nunset grid\nunset logscale x\nset xrange [0:1]\nset yrange [0:1]\n";
  std::vector<std::string> items;
  for (std::size_t d = 0; d < grid.dtypes.size(); ++d)
    items.push_back("NaN with linespoints " + dtype_style(grid, d) + " title " + gp_quote(grid.dtypes[d].label));
  for (std::size_t o = 0; grid.orders.size() > 1 && o < grid.orders.size(); ++o)
    items.push_back("NaN with lines lc rgb 'black' dt " + std::to_string(o + 1) + " title " +
                    gp_quote("order " + grid.orders[o].label));
  if (seeds)
    items.push_back("NaN with filledcurves y1=0 fc rgb '#d8000000' fs solid noborder title 'lowest to highest seed'");
  gp << "plot " << joined(items) << "\nunset key\nset border\nset tics\nset grid\n";
}

// The x tics of accuracy vs length: the grid's lengths, or powers of 2 when there are many.
std::string length_tics(const Grid& grid) {
  if (grid.lengths.size() > 6) return "set xtics 4\nset format x '2^{%L}'\n";
  std::string tics;
  for (std::size_t L : grid.lengths) tics += (tics.empty() ? "" : ", ") + std::to_string(L);
  return "set xtics (" + tics + ")\n";
}

// accuracy.gp: accuracy vs length, one panel per (task, config entry) (AccuracyGrid), a line per
// datatype and order; the legend in a strip across the top.
std::string accuracy_script(const Grid& grid, const std::vector<Series>& series) {
  const std::vector<Entry> entries = entries_of(grid);
  const AccuracyGrid layout(grid.tasks.size(), entries.size());
  const bool seeds = any_over_seeds(grid, entries);
  std::ostringstream gp;
  gp << "# Accuracy vs length, written by lrnnc sweep (data inline). Render: gnuplot accuracy.gp\n"
     << "set terminal pngcairo size " << layout.width() << "," << layout.height() << " font ',8'\n"
     << "set output 'accuracy.png'\n";
  const std::map<PlotKey, std::size_t> block = accuracy_data(gp, grid, series);
  std::size_t lo = 1, hi = 1;
  if (!grid.lengths.empty()) {
    lo = *std::min_element(grid.lengths.begin(), grid.lengths.end());
    hi = *std::max_element(grid.lengths.begin(), grid.lengths.end());
  }
  gp << "set multiplot title "
     << gp_quote("sequence accuracy vs length" + (grid.name.empty() ? "" : " (" + grid.name + ")") + ", " +
                 std::to_string(grid.words) + " random words per point" +
                 (seeds ? "; trained: the median of the seeds" : ""))
     << "\n";
  const double panel_w = 1.0 / static_cast<double>(layout.cols);
  const double panel_h = static_cast<double>(AccuracyGrid::kPanelH) / static_cast<double>(layout.height());
  accuracy_legend(gp, grid, seeds, 1 - static_cast<double>(AccuracyGrid::kTop) / static_cast<double>(layout.height()));
  gp << "set size " << fmt(panel_w, "%.4f") << "," << fmt(panel_h, "%.4f") << "\n"
     << "set logscale x 2\nset yrange [-0.05:1.05]\nset ytics 0.5\n"
     << length_tics(grid) << "set xrange [" << fmt(std::max(0.5, static_cast<double>(lo) / 2), "%.6g") << ":"
     << fmt(2.0 * static_cast<double>(hi), "%.6g") << "]\n";
  for (std::size_t r = 0; r < layout.rows; ++r)
    for (std::size_t c = 0; c < layout.cols; ++c)
      if (const auto te = layout.at(r, c)) {
        gp << "set origin " << fmt(panel_w * static_cast<double>(c), "%.4f") << ","
           << fmt(panel_h * static_cast<double>(layout.rows - 1 - r), "%.4f") << "\n";
        accuracy_panel(gp, grid, series, entries, block, te->first, te->second);
      }
  gp << "unset multiplot\n";
  return gp.str();
}

// A heatmap cell: its colour (log10 of the failure length; NaN: blank) and its text.
struct HeatCell {
  double value = std::nan("");
  std::string label;
};

// One series' cell: green above the longest length when no word failed, "<=L" when it ran only up
// to L (the longest lengths excluded or missing).
HeatCell heat_cell(const Series& s, std::size_t longest, double top) {
  HeatCell h{std::nan(""), failure_text(s)};
  if (s.status != "ok") return h;
  if (s.failure_length) {
    h.value = std::log10(static_cast<double>(std::max<std::size_t>(1, *s.failure_length)));
  } else if (s.longest < longest) {
    h.value = std::log10(static_cast<double>(std::max<std::size_t>(1, s.longest))) + 0.5;
    h.label = "<=" + std::to_string(s.longest);
  } else {
    h.value = top;
    h.label = "none";
  }
  return h;
}

// An entry's cell over its seeds: the lower median of the seeds that ran, and "lowest-highest" when
// they differ; the first seed's status when none ran.
std::pair<HeatCell, std::string> heat_entry(const std::vector<const Series*>& seeds, std::size_t longest, double top) {
  std::vector<HeatCell> ran;
  for (const Series* s : seeds)
    if (s->status == "ok") ran.push_back(heat_cell(*s, longest, top));
  if (ran.empty()) return {heat_cell(*seeds.front(), longest, top), ""};
  std::stable_sort(ran.begin(), ran.end(), [](const HeatCell& a, const HeatCell& b) { return a.value < b.value; });
  const std::string range = ran.front().label == ran.back().label ? "" : ran.front().label + "-" + ran.back().label;
  return {ran[(ran.size() - 1) / 2], range};
}

// heatmap.gp's data: per task a block "column row value label range", a row per config entry.
std::size_t heatmap_data(std::ostringstream& gp, const Grid& grid, const std::vector<Series>& series,
                         std::size_t entries, std::size_t longest) {
  const double top = std::log10(static_cast<double>(longest)) + 0.5;
  std::map<PlotKey, std::vector<const Series*>> cells;
  for (const Series& s : series)
    cells[{s.task, grid.constructions[s.construction].group, s.dtype, s.order}].push_back(&s);
  std::size_t label_chars = 4;
  for (std::size_t t = 0; t < grid.tasks.size(); ++t) {
    gp << "$h" << t << " << EOD\n";
    for (const auto& [key, seeds] : cells) {
      if (std::get<0>(key) != t) continue;
      const auto [cell, range] = heat_entry(seeds, longest, top);
      const std::size_t x = std::get<2>(key) * grid.orders.size() + std::get<3>(key);
      gp << x << " " << entries - 1 - std::get<1>(key) << " "
         << (std::isnan(cell.value) ? "NaN" : fmt(cell.value, "%.4f")) << " \"" << cell.label << "\" \"" << range
         << "\"\n";
      label_chars = std::max({label_chars, cell.label.size(), range.size() * 6 / 7});
    }
    gp << "EOD\n";
  }
  return label_chars;
}

// The grid of heatmap.gp's panels.
struct HeatLayout {
  std::size_t panel_rows = 1, per_row = 1, longest = 1;
  bool seeds = false;
};

// heatmap.gp's panels: the settings they share, then one panel per task.
void heatmap_panels(std::ostringstream& gp, const Grid& grid, const std::vector<Entry>& entries, const HeatLayout& l) {
  const std::size_t ncols = grid.dtypes.size() * grid.orders.size(), nrows = std::max<std::size_t>(1, entries.size());
  gp << "set multiplot layout " << l.panel_rows << "," << l.per_row << " title "
     << gp_quote("first failure (tokens; colour = log10; none = no failure up to " + std::to_string(l.longest) +
                 "; <=L = none up to L, the longest length run; n/i = cannot implement" +
                 (l.seeds ? "; trained: the median of the seeds, their range below it" : "") + ")")
     << "\n";
  gp << "set palette defined (0 '#d7191c', 1 '#fdae61', 2 '#ffffbf', 3 '#a6d96a', 4 '#1a9641')\n"
     << "set cbrange [0:" << fmt(std::log10(static_cast<double>(l.longest)) + 0.5, "%.4f")
     << "]\nset cblabel 'log10 first failure'\n"
     << "set xrange [-0.5:" << ncols - 0.5 << "]\nset yrange [-0.5:" << nrows - 0.5 << "]\n"
     << "set xtics rotate by 30 right\nunset key\nset tics scale 0\n";
  gp << "set xtics (";
  for (std::size_t d = 0, x = 0; d < grid.dtypes.size(); ++d)
    for (std::size_t o = 0; o < grid.orders.size(); ++o, ++x)
      gp << (x ? ", " : "") << gp_quote(column_label(grid, d, o)) << " " << x;
  gp << ")\nset ytics (";
  for (std::size_t e = 0; e < entries.size(); ++e)
    gp << (e ? ", " : "") << gp_quote(entry_title(grid, entries[e], true)) << " " << nrows - 1 - e;
  gp << ")\n";
  for (std::size_t t = 0; t < grid.tasks.size(); ++t) {
    const std::string h = "$h" + std::to_string(t);
    gp << "set title " << gp_quote(grid.tasks[t].label) << "\n"
       << "plot " << h << " using 1:2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, \\\n"
       << (l.seeds ? "     " + h + " using 1:($2+0.15):4 with labels, \\\n     " + h +
                         " using 1:($2-0.22):5 with labels font ',7'\n"
                   : "     " + h + " using 1:2:4 with labels\n");
  }
  gp << "unset multiplot\n";
}

// heatmap.gp: one panel per task, rows = config entries, columns = dtypes (x orders), colour = log10
// of the failure length (green above the longest length when none failed, blank = n/i); a trained
// entry's cell is the median over its seeds with their range below it. The panels wrap into rows
// so that the figure is at most kMaxPlotWidth wide.
std::string heatmap_script(const Grid& grid, const std::vector<Series>& series) {
  HeatLayout l;
  for (std::size_t L : grid.lengths) l.longest = std::max(l.longest, L);
  const std::vector<Entry> entries = entries_of(grid);
  l.seeds = any_over_seeds(grid, entries);
  const std::size_t ncols = grid.dtypes.size() * grid.orders.size(), nrows = std::max<std::size_t>(1, entries.size());
  std::ostringstream data;
  const std::size_t cell_chars = heatmap_data(data, grid, series, nrows, l.longest);
  std::size_t name_chars = 0;
  for (const Entry& e : entries) name_chars = std::max(name_chars, entry_title(grid, e, true).size());
  // Pixels at font 8: about 6.5 a character; the colour box and the margins about 110.
  const std::size_t col_w = std::max<std::size_t>(48, cell_chars * 7 + 14);
  const std::size_t panel_w = std::min(kMaxPlotWidth, name_chars * 13 / 2 + 110 + col_w * ncols);
  const std::size_t tasks = std::max<std::size_t>(1, grid.tasks.size());
  const std::size_t fit = std::max<std::size_t>(1, kMaxPlotWidth / panel_w);
  l.panel_rows = (tasks + fit - 1) / fit;
  l.per_row = (tasks + l.panel_rows - 1) / l.panel_rows;  // the rows as even as they can be
  std::ostringstream gp;
  gp << "# First failure per construction x datatype, written by lrnnc sweep (data inline). Render: gnuplot "
        "heatmap.gp\n"
     << "set terminal pngcairo size " << panel_w * l.per_row << ","
     << (120 + (l.seeds ? 34 : 26) * nrows) * l.panel_rows + 20 << " font ',8'\nset output 'heatmap.png'\n"
     << data.str();
  heatmap_panels(gp, grid, entries, l);
  return gp.str();
}

bool render(const std::string& dir) {
  if (std::system("command -v gnuplot >/dev/null 2>&1") != 0) return false;
  const std::string q = shell_quote(dir);
  const int a = std::system(("cd " + q + " && gnuplot accuracy.gp >/dev/null 2>&1").c_str());
  const int b = std::system(("cd " + q + " && gnuplot heatmap.gp >/dev/null 2>&1").c_str());
  namespace fs = std::filesystem;
  return a == 0 && b == 0 && fs::exists(fs::path(dir) / "accuracy.png") && fs::exists(fs::path(dir) / "heatmap.png");
}

}  // namespace

OutputFiles write_outputs(const Grid& grid, const std::vector<Row>& rows, const std::string& dir) {
  const std::vector<Series> series = make_series(grid, rows);
  namespace fs = std::filesystem;
  const fs::path d(dir);
  // Messages may quote bytes of the user's files (AT&T symbols need not be UTF-8): replaced, not thrown.
  write_file_atomic(
      (d / "summary.json").string(),
      summary_json(grid, rows, series).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
  write_file_atomic((d / "accuracy.gp").string(), accuracy_script(grid, series));
  write_file_atomic((d / "heatmap.gp").string(), heatmap_script(grid, series));
  OutputFiles out;
  out.plots_rendered = render(dir);
  write_file_atomic((d / "results.md").string(), markdown(grid, rows, series, out.plots_rendered));
  return out;
}

}  // namespace lrnnc::experiments::sweep_detail
