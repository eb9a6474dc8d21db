// Validation of a sweep config (experiments/sweep.hpp) into a Grid: every problem is collected and
// reported in one lrnnc::Error before anything is run or written.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "automata/io-att.hpp"
#include "automata/io-json.hpp"
#include "automata/regex.hpp"
#include "common/error.hpp"
#include "experiments/sweep-grid.hpp"

namespace lrnnc::experiments::sweep_detail {

namespace {

struct Problems {
  std::vector<std::string> list;
  void add(const std::string& where, const std::string& what) { list.push_back(where + ": " + what); }
};

std::string describe(const nlohmann::json& j) {
  std::string s = j.dump();
  if (s.size() > 40) s = s.substr(0, 37) + "...";
  return s;
}

std::string resolve(const std::string& path, const std::string& config_dir) {
  std::filesystem::path p(path);
  if (p.is_relative() && !config_dir.empty()) p = std::filesystem::path(config_dir) / p;
  return p.string();
}

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("cannot read file '" + path + "'");
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// Checks that `j` is an object whose keys are all in `allowed`.
bool check_keys(const nlohmann::json& j, const std::vector<std::string>& allowed, const std::string& where,
                Problems& problems) {
  bool ok = true;
  for (const auto& [key, value] : j.items()) {
    if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
      std::string list;
      for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
      problems.add(where, "unknown key '" + key + "', expected one of " + list);
      ok = false;
    }
  }
  return ok;
}

std::optional<std::string> string_at(const nlohmann::json& j, const std::string& key, const std::string& where,
                                     Problems& problems) {
  if (!j.contains(key)) return std::nullopt;
  if (!j[key].is_string()) {
    problems.add(where + "." + key, "expected a string, found " + describe(j[key]));
    return std::nullopt;
  }
  return j[key].get<std::string>();
}

void parse_task(const nlohmann::json& j, const std::string& where, const std::string& config_dir, bool load_files,
                Grid& grid, std::string& file_contents, Problems& problems) {
  Task task;
  try {
    if (j.is_string()) {
      task.label = j.get<std::string>();
      if (load_files) {
        task.dfa = automata::make_builtin(task.label);
        task.action = automata::builtin_permutation_action(task.label);
      } else {
        automata::make_builtin(task.label);  // cheap; catches typos in merged configs too
      }
    } else if (j.is_object()) {
      if (!check_keys(j, {"builtin", "regex", "alphabet", "dfa", "att", "symbols", "determinize", "name"}, where,
                      problems))
        return;
      std::vector<std::string> kinds;
      for (const char* k : {"builtin", "regex", "dfa", "att"})
        if (j.contains(k)) kinds.push_back(k);
      if (kinds.size() != 1) {
        problems.add(where, "expected exactly one of builtin, regex, dfa, att, found " +
                                (kinds.empty() ? std::string("none") : std::to_string(kinds.size())));
        return;
      }
      const std::string kind = kinds[0];
      const auto value = string_at(j, kind, where, problems);
      const auto name = string_at(j, "name", where, problems);
      const auto alphabet = string_at(j, "alphabet", where, problems);
      const auto symbols = string_at(j, "symbols", where, problems);
      if (!value) return;
      if (alphabet && kind != "regex") problems.add(where, "'alphabet' applies to a regex task");
      if ((symbols || j.contains("determinize")) && kind != "att")
        problems.add(where, "'symbols' and 'determinize' apply to an att task");
      if (j.contains("determinize") && !j["determinize"].is_boolean())
        problems.add(where + ".determinize", "expected true or false, found " + describe(j["determinize"]));
      task.label = name ? *name : (kind == "regex" ? "regex:" + *value : *value);
      if (kind == "builtin") {
        automata::Dfa dfa = automata::make_builtin(*value);
        if (load_files) {
          task.dfa = std::move(dfa);
          task.action = automata::builtin_permutation_action(*value);
        }
      } else if (kind == "regex") {
        std::optional<automata::Alphabet> a;
        if (alphabet) a = automata::Alphabet::parse(*alphabet);
        automata::Dfa dfa = automata::regex_to_dfa(*value, a);
        if (load_files) task.dfa = std::move(dfa);
      } else if (load_files) {
        const std::string path = resolve(*value, config_dir);
        const std::string text = read_text(path);
        file_contents += path + '\n' + text + '\n';
        try {
          if (kind == "dfa") {
            task.dfa = automata::dfa_from_json(text);
          } else {
            std::optional<std::string> syms;
            if (symbols) {
              const std::string spath = resolve(*symbols, config_dir);
              syms = read_text(spath);
              file_contents += spath + '\n' + *syms + '\n';
            }
            automata::AttOptions options;
            options.determinize = j.value("determinize", false);
            task.dfa = automata::dfa_from_att(text, syms ? std::optional<std::string_view>(*syms) : std::nullopt,
                                              options);
          }
        } catch (const Error& e) {
          throw Error(path + ": " + e.what());
        }
      }
    } else {
      problems.add(where, "expected a builtin name or an object with builtin, regex, dfa or att, found " + describe(j));
      return;
    }
  } catch (const Error& e) {
    problems.add(where, e.what());
    return;
  } catch (const nlohmann::json::exception& e) {
    problems.add(where, e.what());
    return;
  }
  grid.tasks.push_back(std::move(task));
}

void parse_construction(const nlohmann::json& j, const std::string& where, Grid& grid, Problems& problems) {
  if (!j.is_object()) {
    problems.add(where, "expected an object of compile options, found " + describe(j));
    return;
  }
  static const std::vector<std::string> keys{"method",   "reflection", "reset",       "cyclic",
                                             "rotation", "restrict",   "best_effort", "name"};
  if (!check_keys(j, keys, where, problems)) return;
  Construction c;
  std::string derived;
  bool ok = true;
  for (const std::string& key : keys) {
    if (!j.contains(key) || key == "name") continue;
    const nlohmann::json& v = j[key];
    if (key == "best_effort") {
      if (!v.is_boolean()) {
        problems.add(where + ".best_effort", "expected true or false, found " + describe(v));
        ok = false;
        continue;
      }
      c.options.best_effort = v.get<bool>();
      if (c.options.best_effort) derived += std::string(derived.empty() ? "" : ",") + "best_effort";
      continue;
    }
    if (!v.is_string()) {
      problems.add(where + "." + key, "expected a string, found " + describe(v));
      ok = false;
      continue;
    }
    const std::string s = v.get<std::string>();
    try {
      if (key == "method") c.options.method = lrnn::parse_method(s);
      if (key == "reflection") c.options.reflection = lrnn::parse_reflection(s);
      if (key == "reset") c.options.reset = lrnn::parse_reset(s);
      if (key == "cyclic") c.options.cyclic = lrnn::parse_cyclic(s);
      if (key == "rotation") c.options.rotation = lrnn::parse_rotation(s);
      if (key == "restrict") c.options.restrict = lrnn::parse_restrict(s);
    } catch (const Error& e) {
      problems.add(where + "." + key, e.what());
      ok = false;
    }
    derived += (derived.empty() ? "" : ",") + key + "=" + s;
  }
  if (c.options.best_effort && c.options.restrict == lrnn::Restrict::none) {
    problems.add(where, "best_effort applies to restrict, but no restrict was given");
    ok = false;
  }
  const auto name = string_at(j, "name", where, problems);
  if (!ok) return;
  c.label = name ? *name : (derived.empty() ? "default" : derived);
  grid.constructions.push_back(std::move(c));
}

void parse_dtype(const nlohmann::json& j, const std::string& where, Grid& grid, Problems& problems) {
  std::string text;
  if (j.is_string()) {
    text = j.get<std::string>();
  } else if (j.is_object()) {
    if (!check_keys(j, {"storage", "acc", "fma", "rounding", "order"}, where, problems)) return;
    const auto storage = string_at(j, "storage", where, problems);
    const auto acc = string_at(j, "acc", where, problems);
    const auto rounding = string_at(j, "rounding", where, problems);
    const auto order = string_at(j, "order", where, problems);
    if (!storage) {
      if (!j.contains("storage")) problems.add(where, "a dtype object needs 'storage'");
      return;
    }
    text = *storage;
    if (acc) text += ",acc=" + *acc;
    if (j.contains("fma")) {
      if (!j["fma"].is_boolean()) {
        problems.add(where + ".fma", "expected true or false, found " + describe(j["fma"]));
        return;
      }
      text += j["fma"].get<bool>() ? ",fma" : ",nofma";
    }
    if (rounding) text += ",rounding=" + *rounding;
    if (order) text += ",order=" + *order;
  } else {
    problems.add(where, "expected a policy string (\"bf16\", \"bf16,acc=fp32,fma\") or an object {storage, acc, fma, "
                        "rounding, order}, found " + describe(j));
    return;
  }
  try {
    Dtype d{text, precision::parse_policy(text)};
    precision::Arithmetic check(d.policy);  // refuses what simulate() cannot emulate (MPFR formats)
    grid.dtypes.push_back(std::move(d));
  } catch (const Error& e) {
    problems.add(where, e.what());
  }
}

// A non-empty array at `key` (or nothing: the problem is recorded).
const nlohmann::json* grid_array(const nlohmann::json& config, const std::string& key, Problems& problems) {
  if (!config.contains(key)) {
    problems.add("config", "missing '" + key + "'");
    return nullptr;
  }
  const nlohmann::json& a = config[key];
  if (!a.is_array()) {
    problems.add(key, "expected an array, found " + describe(a));
    return nullptr;
  }
  if (a.empty()) {
    problems.add(key, "empty grid: '" + key + "' must list at least one entry");
    return nullptr;
  }
  return &a;
}

std::optional<std::uint64_t> positive(const nlohmann::json& j, const std::string& where, Problems& problems,
                                      bool allow_zero = false) {
  // Integers only (3.0 and "3" are refused); nlohmann keeps non-negative literals unsigned, but
  // values set from C++ ints are signed.
  if (j.is_number_unsigned() && (allow_zero || j.get<std::uint64_t>() > 0)) return j.get<std::uint64_t>();
  if (j.is_number_integer() && !j.is_number_unsigned() && j.get<std::int64_t>() >= (allow_zero ? 0 : 1))
    return static_cast<std::uint64_t>(j.get<std::int64_t>());
  problems.add(where, std::string("expected a ") + (allow_zero ? "non-negative" : "positive") + " integer, found " +
                          describe(j));
  return std::nullopt;
}

template <class T>
void check_unique(const std::vector<T>& items, const std::string& key, Problems& problems) {
  std::set<std::string> seen;
  for (const auto& item : items)
    if (!seen.insert(item.label).second)
      problems.add(key, "'" + item.label + "' appears twice (give entries distinct labels with \"name\")");
}

}  // namespace

Grid parse_config(const nlohmann::json& config, const std::string& config_dir, bool load_files) {
  Problems problems;
  Grid grid;
  grid.config = config;
  if (!config.is_object()) throw Error("sweep config: expected a JSON object, found " + describe(config));
  check_keys(config,
             {"tasks", "constructions", "dtypes", "orders", "lengths", "words", "seed", "name", "exclude"}, "config",
             problems);
  std::string file_contents;
  if (const auto* a = grid_array(config, "tasks", problems))
    for (std::size_t i = 0; i < a->size(); ++i)
      parse_task((*a)[i], "tasks[" + std::to_string(i) + "]", config_dir, load_files, grid, file_contents, problems);
  if (const auto* a = grid_array(config, "constructions", problems))
    for (std::size_t i = 0; i < a->size(); ++i)
      parse_construction((*a)[i], "constructions[" + std::to_string(i) + "]", grid, problems);
  if (const auto* a = grid_array(config, "dtypes", problems))
    for (std::size_t i = 0; i < a->size(); ++i) parse_dtype((*a)[i], "dtypes[" + std::to_string(i) + "]", grid, problems);
  if (const auto* a = grid_array(config, "orders", problems)) {
    for (std::size_t i = 0; i < a->size(); ++i) {
      const std::string where = "orders[" + std::to_string(i) + "]";
      if (!(*a)[i].is_string()) {
        problems.add(where, "expected an order string, found " + describe((*a)[i]));
        continue;
      }
      try {
        const lrnn::EvalOrder order = lrnn::parse_order((*a)[i].get<std::string>());
        grid.orders.push_back({lrnn::to_string(order), order});
      } catch (const Error& e) {
        problems.add(where, e.what());
      }
    }
  }
  if (const auto* a = grid_array(config, "lengths", problems)) {
    std::set<std::size_t> seen;
    for (std::size_t i = 0; i < a->size(); ++i) {
      const auto v = positive((*a)[i], "lengths[" + std::to_string(i) + "]", problems);
      if (!v) continue;
      if (!seen.insert(*v).second) problems.add("lengths", std::to_string(*v) + " appears twice");
      grid.lengths.push_back(*v);
    }
  }
  if (config.contains("words"))
    if (const auto v = positive(config["words"], "words", problems)) grid.words = *v;
  if (config.contains("seed"))
    if (const auto v = positive(config["seed"], "seed", problems, true)) grid.seed = *v;
  if (config.contains("name")) {
    if (config["name"].is_string())
      grid.name = config["name"].get<std::string>();
    else
      problems.add("name", "expected a string, found " + describe(config["name"]));
  }
  check_unique(grid.tasks, "tasks", problems);
  check_unique(grid.constructions, "constructions", problems);
  check_unique(grid.dtypes, "dtypes", problems);
  check_unique(grid.orders, "orders", problems);

  // exclude: a list of partial matches {"task", "construction", "dtype", "order", "length"} on the
  // labels; a cell matching every key of one entry is not part of the grid.
  struct Rule {
    std::map<std::string, std::string> labels;
    std::optional<std::size_t> length;
  };
  std::vector<Rule> rules;
  if (config.contains("exclude")) {
    const nlohmann::json& ex = config["exclude"];
    if (!ex.is_array()) problems.add("exclude", "expected an array of objects, found " + describe(ex));
    for (std::size_t i = 0; ex.is_array() && i < ex.size(); ++i) {
      const std::string where = "exclude[" + std::to_string(i) + "]";
      const nlohmann::json& r = ex[i];
      if (!r.is_object() || r.empty()) {
        problems.add(where, "expected a non-empty object of task, construction, dtype, order, length");
        continue;
      }
      if (!check_keys(r, {"task", "construction", "dtype", "order", "length"}, where, problems)) continue;
      Rule rule;
      for (const auto& [key, value] : r.items()) {
        if (key == "length") {
          if (const auto v = positive(value, where + ".length", problems)) {
            if (std::find(grid.lengths.begin(), grid.lengths.end(), *v) == grid.lengths.end())
              problems.add(where + ".length", std::to_string(*v) + " is not one of the lengths");
            rule.length = *v;
          }
          continue;
        }
        if (!value.is_string()) {
          problems.add(where + "." + key, "expected a label string, found " + describe(value));
          continue;
        }
        const std::string label = value.get<std::string>();
        auto has = [&](const auto& items) {
          return std::any_of(items.begin(), items.end(), [&](const auto& x) { return x.label == label; });
        };
        const bool known = key == "task"           ? has(grid.tasks)
                           : key == "construction" ? has(grid.constructions)
                           : key == "dtype"        ? has(grid.dtypes)
                                                   : has(grid.orders);
        if (!known) problems.add(where + "." + key, "'" + label + "' is not the label of any " + key);
        rule.labels[key] = label;
      }
      rules.push_back(std::move(rule));
    }
  }

  if (!problems.list.empty()) {
    std::string message = "sweep config: ";
    for (std::size_t i = 0; i < problems.list.size(); ++i) message += (i ? "; " : "") + problems.list[i];
    throw Error(message);
  }

  std::size_t index = 0;
  for (std::size_t t = 0; t < grid.tasks.size(); ++t)
    for (std::size_t c = 0; c < grid.constructions.size(); ++c)
      for (std::size_t d = 0; d < grid.dtypes.size(); ++d)
        for (std::size_t o = 0; o < grid.orders.size(); ++o)
          for (std::size_t l = 0; l < grid.lengths.size(); ++l, ++index) {
            const bool excluded = std::any_of(rules.begin(), rules.end(), [&](const Rule& r) {
              auto match = [&](const char* key, const std::string& label) {
                auto it = r.labels.find(key);
                return it == r.labels.end() || it->second == label;
              };
              return match("task", grid.tasks[t].label) && match("construction", grid.constructions[c].label) &&
                     match("dtype", grid.dtypes[d].label) && match("order", grid.orders[o].label) &&
                     (!r.length || *r.length == grid.lengths[l]);
            });
            if (!excluded) grid.cells.push_back({index, t, c, d, o, l});
          }
  if (grid.cells.empty()) throw Error("sweep config: empty grid: 'exclude' removes every cell");
  if (load_files) grid.hash = fnv1a_hex(config.dump() + '\n' + file_contents);
  return grid;
}

}  // namespace lrnnc::experiments::sweep_detail
