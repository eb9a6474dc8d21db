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

// The trained constructions over their seeds: per (task, config entry, dtype, order) and length,
// the sequence and token accuracies of every seed's ok row.
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
      return st == "cannot implement" ? 3 : st == "error" ? 2 : st == "ok" ? 1 : 0;
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

std::vector<SeedGroup> make_seed_groups(const Grid& grid, const std::vector<Series>& series) {
  std::vector<SeedGroup> out;
  std::map<std::tuple<std::size_t, std::size_t, std::size_t, std::size_t>, std::size_t> where;
  for (const Series& s : series) {
    const Construction& c = grid.constructions[s.construction];
    if (!c.is_trained()) continue;
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
  }
  j["series"] = list;
  // Trained constructions over their seeds: the best (as Grazzi et al. Table 3, best of 3) and the
  // median (their Table 5; the lower middle for an even count) of each length's accuracies.
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
  j["over_seeds"] = seeds;
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

std::string markdown(const Grid& grid, const std::vector<Row>& rows, const std::vector<Series>& series, bool plots) {
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

const char* kColors[] = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
                         "#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#000000", "#aec7e8"};

// accuracy.gp: one panel per (task, dtype), accuracy vs length, one line per construction (dash
// type per order); a legend panel at the end of the first row.
std::string accuracy_script(const Grid& grid, const std::vector<Series>& series) {
  std::ostringstream gp;
  gp << "# Accuracy vs length per datatype, written by lrnnc sweep (data inline). Render: gnuplot accuracy.gp\n";
  const std::size_t rows = grid.tasks.size(), cols = grid.dtypes.size() + 1;
  gp << "set terminal pngcairo size " << 330 * cols << "," << 260 * rows + 40 << " font ',8'\n"
     << "set output 'accuracy.png'\n";
  std::map<std::tuple<std::size_t, std::size_t, std::size_t, std::size_t>, std::size_t> block;
  std::size_t n = 0;
  for (const Series& s : series) {
    if (grid.constructions[s.construction].is_trained()) continue;  // below, over the seeds
    std::ostringstream data;
    std::size_t points = 0;
    for (const auto& [length, row] : s.by_length)
      if (row->status == "ok" && row->accuracy) {
        data << length << " " << fmt(*row->accuracy, "%.6g") << "\n";
        ++points;
      }
    if (!points) continue;
    gp << "$d" << n << " << EOD\n" << data.str() << "EOD\n";
    block[{s.task, s.construction, s.dtype, s.order}] = n++;
  }
  // A trained construction is one line, the best of its seeds (under its first seed's index).
  std::map<std::size_t, std::size_t> seeds_of;  // first construction of a config entry -> seeds
  for (const SeedGroup& g : make_seed_groups(grid, series)) {
    seeds_of[g.first_construction] = g.seeds;
    if (g.accuracy.empty()) continue;
    gp << "$d" << n << " << EOD\n";
    for (const auto& [length, v] : g.accuracy)
      gp << length << " " << fmt(*std::max_element(v.begin(), v.end()), "%.6g") << "\n";
    gp << "EOD\n";
    block[{g.task, g.first_construction, g.dtype, g.order}] = n++;
  }
  gp << "set multiplot layout " << rows << "," << cols << " title "
     << gp_quote("accuracy vs length" + (grid.name.empty() ? "" : " (" + grid.name + ")") + ", " +
                 std::to_string(grid.words) + " random words per point")
     << "\n"
     << "set logscale x 2\nset yrange [-0.05:1.05]\nset grid\nunset key\nset format x '2^{%L}'\n";
  auto style = [&](std::size_t c, std::size_t o) {
    return "lc rgb '" + std::string(kColors[c % std::size(kColors)]) + "' pt " + std::to_string(c % 13 + 1) + " dt " +
           std::to_string(o + 1) + " lw 1.5";
  };
  auto construction_title = [&](std::size_t c) {
    const auto it = seeds_of.find(c);
    return grid.constructions[c].label +
           (it == seeds_of.end() ? "" : " (best of " + std::to_string(it->second) + " seeds)");
  };
  auto series_title = [&](std::size_t c, std::size_t o) {
    return construction_title(c) + (grid.orders.size() > 1 ? " (" + grid.orders[o].label + ")" : "");
  };
  for (std::size_t t = 0; t < rows; ++t) {
    for (std::size_t d = 0; d < grid.dtypes.size(); ++d) {
      gp << "set title " << gp_quote(grid.tasks[t].label + ", " + grid.dtypes[d].label) << "\n";
      gp << "set xlabel 'length'\nset ylabel 'accuracy'\n";
      std::string plot;
      for (std::size_t c = 0; c < grid.constructions.size(); ++c)
        for (std::size_t o = 0; o < grid.orders.size(); ++o) {
          auto it = block.find({t, c, d, o});
          if (it == block.end()) continue;
          plot += std::string(plot.empty() ? "plot " : ", \\\n     ") + "$d" + std::to_string(it->second) +
                  " using 1:2 with linespoints " + style(c, o) + " title " + gp_quote(series_title(c, o));
        }
      if (plot.empty()) plot = "plot NaN notitle";
      gp << plot << "\n";
    }
    if (t == 0) {
      gp << "# legend panel\nset key center center font ',8' spacing 1.1\nunset border\nunset tics\nunset title\n"
            "unset xlabel\nunset ylabel\nunset grid\nunset logscale x\nset xrange [0:1]\nset yrange [0:1]\n";
      // Colour and point = construction, dash = order: one entry each (not one per pair).
      std::string plot;
      for (std::size_t c = 0; c < grid.constructions.size(); ++c)
        if (!grid.constructions[c].is_trained() || seeds_of.count(c))
          plot += std::string(plot.empty() ? "plot " : ", \\\n     ") + "NaN with linespoints " + style(c, 0) +
                  " title " + gp_quote(construction_title(c));
      for (std::size_t o = 0; grid.orders.size() > 1 && o < grid.orders.size(); ++o)
        plot += ", \\\n     NaN with lines lc rgb 'black' dt " + std::to_string(o + 1) + " title " +
                gp_quote("order " + grid.orders[o].label);
      gp << plot << "\n"
         << "unset key\nset border\nset tics\nset grid\nset logscale x 2\nset autoscale x\nset yrange [-0.05:1.05]\n";
    } else {
      gp << "set multiplot next\n";
    }
  }
  gp << "unset multiplot\n";
  return gp.str();
}

// heatmap.gp: one panel per task; rows = constructions, columns = dtypes (x orders), colour =
// log10 of the failure length (green above the longest length when none failed, blank = n/i).
std::string heatmap_script(const Grid& grid, const std::vector<Series>& series) {
  std::ostringstream gp;
  gp << "# First failure per construction x datatype, written by lrnnc sweep (data inline). Render: gnuplot "
        "heatmap.gp\n";
  std::size_t longest = 1;
  for (std::size_t L : grid.lengths) longest = std::max(longest, L);
  const double top = std::log10(static_cast<double>(longest)) + 0.5;
  const std::size_t ncols = grid.dtypes.size() * grid.orders.size();
  const std::size_t nrows = grid.constructions.size();
  gp << "set terminal pngcairo size " << std::max<std::size_t>(420, 150 + 70 * ncols) * grid.tasks.size() << ","
     << 120 + 26 * nrows << " font ',8'\nset output 'heatmap.png'\n";
  for (std::size_t t = 0; t < grid.tasks.size(); ++t) {
    gp << "$h" << t << " << EOD\n";
    for (const Series& s : series) {
      if (s.task != t) continue;
      const std::size_t x = s.dtype * grid.orders.size() + s.order;
      const std::size_t y = nrows - 1 - s.construction;
      std::string value = "NaN", label = failure_text(s);
      if (s.status == "ok")
        value = s.failure_length
                    ? fmt(std::log10(static_cast<double>(std::max<std::size_t>(1, *s.failure_length))), "%.4f")
                    : fmt(top, "%.4f");
      if (s.status == "ok" && !s.failure_length && s.longest < longest) {
        // No failure, but the longest lengths were not run (excluded or missing): say how far.
        value = fmt(std::log10(static_cast<double>(std::max<std::size_t>(1, s.longest))) + 0.5, "%.4f");
        label = "none<=" + std::to_string(s.longest);
      } else if (label.rfind("none", 0) == 0) {
        label = "none";
      }
      gp << x << " " << y << " " << value << " \"" << label << "\"\n";
    }
    gp << "EOD\n";
  }
  gp << "set multiplot layout 1," << grid.tasks.size() << " title "
     << gp_quote("first failure (tokens; colour = log10; none = no failure up to " + std::to_string(longest) +
                 "; n/i = cannot implement)")
     << "\n";
  gp << "set palette defined (0 '#d7191c', 1 '#fdae61', 2 '#ffffbf', 3 '#a6d96a', 4 '#1a9641')\n"
     << "set cbrange [0:" << fmt(top, "%.4f") << "]\nset cblabel 'log10 first failure'\n"
     << "set xrange [-0.5:" << ncols - 0.5 << "]\nset yrange [-0.5:" << nrows - 0.5 << "]\n"
     << "set xtics rotate by 30 right\nunset key\nset tics scale 0\n";
  gp << "set xtics (";
  for (std::size_t d = 0, x = 0; d < grid.dtypes.size(); ++d)
    for (std::size_t o = 0; o < grid.orders.size(); ++o, ++x)
      gp << (x ? ", " : "") << gp_quote(column_label(grid, d, o)) << " " << x;
  gp << ")\nset ytics (";
  for (std::size_t c = 0; c < nrows; ++c) gp << (c ? ", " : "") << gp_quote(shown(grid, c)) << " " << nrows - 1 - c;
  gp << ")\n";
  for (std::size_t t = 0; t < grid.tasks.size(); ++t) {
    gp << "set title " << gp_quote(grid.tasks[t].label) << "\n"
       << "plot $h" << t << " using 1:2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, \\\n"
       << "     $h" << t << " using 1:2:4 with labels\n";
  }
  gp << "unset multiplot\n";
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
