// Validation of a sweep config (experiments/sweep.hpp) into a Grid: every problem is collected and
// reported in one lrnnc::Error before anything is run or written.
#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <set>
#include <sstream>

#include "automata/builtins.hpp"
#include "automata/io-att.hpp"
#include "automata/io-json.hpp"
#include "automata/minimize.hpp"
#include "automata/regex.hpp"
#include "common/error.hpp"
#include "common/parse-integer.hpp"
#include "common/printable.hpp"
#include "common/read-file.hpp"
#include "common/strict-json.hpp"
#include "experiments/automaton-spec.hpp"
#include "experiments/sweep-grid.hpp"
#include "learned/eval.hpp"
#include "learned/model-files.hpp"
#include "learned/train-memory.hpp"
#include "precision/arithmetic.hpp"

namespace lrnnc::experiments::sweep_detail {

namespace {

constexpr std::size_t kMaxListedProblems = 12;

// The most a config may raise each limit to: beyond these one cell table or one cell's words would
// not fit the memory of one machine (the cell table takes ~50 bytes a cell, a cell ~8 bytes a token).
constexpr Limits kHardLimits{100'000'000, 1ULL << 34, 1ULL << 32, 1ULL << 34};

// Problems, each kept on one line: the messages of other modules may quote the input as it is
// (an order string with a line break in it), so control characters become \xNN.
struct Problems {
  std::vector<std::string> list;
  void add(const std::string& where, const std::string& what) {
    std::string line = where + ": ";
    for (char c : what) {
      const auto u = static_cast<unsigned char>(c);
      if (u < 0x20 || u == 0x7f) {
        static const char* const hex = "0123456789abcdef";
        line += "\\x";
        line += hex[u >> 4];
        line += hex[u & 15];
      } else {
        line += c;
      }
    }
    list.push_back(std::move(line));
  }
};

// At most `max` bytes of `s`, cut at a UTF-8 character boundary, "..." when cut.
std::string shorten(std::string s, std::size_t max = 40) {
  if (s.size() <= max) return s;
  std::size_t cut = max - 3;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
  return s.substr(0, cut) + "...";
}

std::string describe(const nlohmann::json& j) {
  return shorten(j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

// A label as it appears in messages: JSON-escaped (control characters as \u00XX), shortened.
std::string quote_label(const std::string& label) {
  std::string s = nlohmann::json(label).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return "'" + shorten(s.substr(1, s.size() - 2)) + "'";
}

std::string resolve(const std::string& path, const std::string& config_dir) {
  std::filesystem::path p(path);
  if (p.is_relative() && !config_dir.empty()) p = std::filesystem::path(config_dir) / p;
  return p.string();
}

std::string read_text(const std::string& path) {
  // The reader refuses a FIFO or a device (a config naming /dev/zero) without blocking.
  return read_file_limited(path, std::max(automata::kMaxJsonBytes, automata::kMaxAttBytes), "the automaton file limit");
}

// a * b, or nullopt when it does not fit 64 bits.
std::optional<std::uint64_t> times(std::uint64_t a, std::uint64_t b) {
  if (a != 0 && b > std::numeric_limits<std::uint64_t>::max() / a) return std::nullopt;
  return a * b;
}

// Checks that `j` is an object whose keys are all in `allowed`.
bool check_keys(const nlohmann::json& j, const std::vector<std::string>& allowed, const std::string& where,
                Problems& problems) {
  bool ok = true;
  for (const auto& [key, value] : j.items()) {
    if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
      std::string list;
      for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
      problems.add(where, "unknown key " + quote_label(key) + ", expected one of " + list);
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

using Kind = AutomatonSpec::Kind;

// A task object {builtin | regex | dfa | att, name, alphabet, symbols, determinize} as a spec, file
// paths resolved against the config's directory, and its label; nullopt when a problem was
// recorded that leaves nothing to load.
std::optional<AutomatonSpec> task_spec(const nlohmann::json& j, const std::string& where, const std::string& config_dir,
                                       bool load_files, std::string& label, Problems& problems) {
  if (!check_keys(j, {"builtin", "regex", "alphabet", "dfa", "att", "symbols", "determinize", "name"}, where, problems))
    return std::nullopt;
  std::vector<std::string> kinds;
  for (const char* k : {"builtin", "regex", "dfa", "att"})
    if (j.contains(k)) kinds.push_back(k);
  if (kinds.size() != 1) {
    problems.add(where, "expected exactly one of builtin, regex, dfa, att, found " +
                            (kinds.empty() ? std::string("none") : std::to_string(kinds.size())));
    return std::nullopt;
  }
  const std::string kind = kinds[0];
  const auto value = string_at(j, kind, where, problems);
  const auto name = string_at(j, "name", where, problems);
  const auto alphabet = string_at(j, "alphabet", where, problems);
  const auto symbols = string_at(j, "symbols", where, problems);
  if (!value) return std::nullopt;
  if (alphabet && kind != "regex") problems.add(where, "'alphabet' applies to a regex task");
  if ((symbols || j.contains("determinize")) && kind != "att")
    problems.add(where, "'symbols' and 'determinize' apply to an att task");
  if (j.contains("determinize") && !j["determinize"].is_boolean())
    problems.add(where + ".determinize", "expected true or false, found " + describe(j["determinize"]));
  label = name ? *name : (kind == "regex" ? "regex:" + *value : *value);
  AutomatonSpec spec;
  spec.value = *value;
  if (kind == "builtin") {
    spec.kind = Kind::builtin;
  } else if (kind == "regex") {
    spec.kind = Kind::regex;
    spec.alphabet = alphabet;
  } else {
    spec.kind = kind == "dfa" ? Kind::dfa : Kind::att;
    spec.value = resolve(*value, config_dir);
    if (spec.kind == Kind::att && symbols) spec.symbols = resolve(*symbols, config_dir);
    // Only where the file is loaded: a non-boolean value then adds the JSON library's error.
    if (spec.kind == Kind::att && load_files) spec.determinize = j.value("determinize", false);
  }
  return spec;
}

// The automaton of a task. Without load_files (merge: labels only) no file is read and the spec is
// checked where that is cheap.
void load_task(Task& task, const AutomatonSpec& spec, bool load_files, const SpecLoading& loading) {
  if (load_files) {
    task.dfa = load_automaton(spec, loading);
    if (spec.kind == Kind::builtin) task.action = automata::builtin_permutation_action(spec.value);
  } else if (spec.kind == Kind::builtin) {
    load_automaton(spec, loading);  // cheap; catches typos in merged configs too
  } else if (spec.kind == Kind::regex) {
    // The syntax and the letters are checked, without the subset construction, which may take
    // seconds before a large pattern is refused.
    const automata::Alphabet a =
        spec.alphabet ? automata::Alphabet::parse(*spec.alphabet) : automata::regex_alphabet(spec.value);
    automata::regex_to_nfa(spec.value, a, loading.regex_limits);
  }
}

// A task: a builtin name, or an object (task_spec).
void parse_task(const nlohmann::json& j, const std::string& where, const std::string& config_dir, bool load_files,
                const SpecLoading& loading, Grid& grid, Problems& problems) {
  Task task;
  try {
    std::optional<AutomatonSpec> spec;
    if (j.is_string()) {
      task.label = j.get<std::string>();
      spec.emplace().value = task.label;  // a builtin
    } else if (j.is_object()) {
      spec = task_spec(j, where, config_dir, load_files, task.label, problems);
    } else {
      problems.add(where, "expected a builtin name or an object with builtin, regex, dfa or att, found " + describe(j));
    }
    if (!spec) return;
    load_task(task, *spec, load_files, loading);
  } catch (const Error& e) {
    problems.add(where, e.what());
    return;
  } catch (const nlohmann::json::exception& e) {
    problems.add(where, e.what());
    return;
  }
  grid.tasks.push_back(std::move(task));
}

// The text a learned model adds to the config hash: its manifest (keys sorted) and every tensor's
// name, shape and values, so that retraining into the same file makes another sweep.
std::string model_hash_text(const learned::LearnedModel& model) {
  std::string text = learned::manifest_json(model, "").dump() + '\n';
  for (const auto& [name, tensor] : model.weights) {
    text += name + lrnn::shape_string(tensor.shape) + '\n';
    text.append(reinterpret_cast<const char*>(tensor.values.data()), tensor.values.size() * sizeof(double));
  }
  return text;
}

// {"model": PATH, "name": LABEL}: a learned model, loaded (and hashed into `file_contents`) when
// `load_files`; the label is "name", else "model:" + PATH as written. PATH names the model as a
// MODEL argument does (learned/model-files.hpp: OUT, OUT.json or OUT.safetensors). No compile
// option applies.
void parse_model_construction(const nlohmann::json& j, const std::string& where, const std::string& config_dir,
                              bool load_files, std::string& file_contents, Grid& grid, Problems& problems) {
  std::vector<std::string> others;
  for (const auto& [key, value] : j.items())
    if (key != "model" && key != "name") others.push_back(key);
  if (!others.empty()) {
    problems.add(where, "'model' (a learned model) cannot be combined with compile options, found " +
                            quote_label(others.front()));
    return;
  }
  const auto path = string_at(j, "model", where, problems);
  const auto name = string_at(j, "name", where, problems);
  if (!path) return;
  Construction c;
  c.label = name ? *name : "model:" + *path;
  c.model_path = resolve(*path, config_dir);
  if (load_files) {
    // Not a FIFO or a device (a config naming /dev/zero must not read 64 MiB of it); the error
    // says what it is.
    try {
      require_regular_file_if_present(c.model_path);
    } catch (const Error& e) {
      problems.add(where + ".model", e.what());
      return;
    }
    try {
      c.model_path = learned::resolve_model(c.model_path).manifest;
      c.model = std::make_shared<const learned::LearnedModel>(learned::load_model(c.model_path));
    } catch (const Error& e) {
      problems.add(where + ".model", e.what());
      return;
    }
    file_contents += c.model_path + '\n' + model_hash_text(*c.model) + '\n';
  }
  grid.constructions.push_back(std::move(c));
}

void parse_train_construction(const nlohmann::json& j, const std::string& where, Grid& grid, Problems& problems);

// A construction: compile options, a learned model (parse_model_construction), or a model to
// train (parse_train_construction).
void parse_construction(const nlohmann::json& j, const std::string& where, const std::string& config_dir,
                        bool load_files, std::string& file_contents, Grid& grid, Problems& problems) {
  if (!j.is_object()) {
    problems.add(where, "expected an object of compile options or {\"model\": PATH}, found " + describe(j));
    return;
  }
  if (j.contains("model"))
    return parse_model_construction(j, where, config_dir, load_files, file_contents, grid, problems);
  if (j.contains("method") && j["method"] == "train") return parse_train_construction(j, where, grid, problems);
  static const std::vector<std::string> keys{"method",   "reflection",  "reset", "cyclic", "rotation",
                                             "restrict", "best_effort", "prime", "name"};
  if (!check_keys(j, keys, where, problems)) return;
  Construction c;
  std::string derived;
  bool ok = true;
  for (const std::string& key : keys) {
    if (!j.contains(key) || key == "name") continue;
    const nlohmann::json& v = j[key];
    if (key == "best_effort" || key == "prime") {
      if (!v.is_boolean()) {
        problems.add(where + "." + key, "expected true or false, found " + describe(v));
        ok = false;
        continue;
      }
      (key == "prime" ? c.options.prime : c.options.best_effort) = v.get<bool>();
      if (v.get<bool>()) derived += (derived.empty() ? "" : ",") + key;
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
    problems.add(where,
                 "expected a policy string (\"bf16\", \"bf16,acc=fp32,fma\") or an object {storage, acc, fma, "
                 "rounding, order}, found " +
                     describe(j));
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

// The keys of a train construction: `lrnnc train`'s options (without "--", '-' as '_') and
// "method", "name" and "seeds".
const std::vector<std::string> kTrainKeys{"method",
                                          "name",
                                          "arch",
                                          "seeds",
                                          "layers",
                                          "d_model",
                                          "heads",
                                          "head_dim",
                                          "state",
                                          "expand",
                                          "d_state",
                                          "train_len",
                                          "steps",
                                          "batch",
                                          "lr",
                                          "weight_decay",
                                          "warmup",
                                          "patience",
                                          "eval_every",
                                          "checkpoint_every",
                                          "dtype",
                                          "fp_threshold",
                                          "fp_max_iter",
                                          "fp_max_iter_train",
                                          "fp_quantile",
                                          "fp_damping",
                                          "fp_damping_decay",
                                          "fp_damping_patience",
                                          "fp_contraction",
                                          "fp_contraction_bound",
                                          "fp_solver",
                                          "val_len",
                                          "val_words",
                                          "val_every"};

// The numbers of a train construction's entry j (at `where`), each read into its option when
// present and in range; what is wrong goes to `problems`.
struct TrainFields {
  const nlohmann::json& j;
  const std::string& where;
  Problems& problems;

  void integer(const char* key, std::size_t& out, std::uint64_t lo, std::uint64_t hi) const {
    if (!j.contains(key)) return;
    const auto v = positive(j[key], where + "." + key, problems, true);
    if (!v) return;
    if (*v < lo || *v > hi)
      problems.add(where + "." + key, "expected an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) +
                                          "], found " + std::to_string(*v));
    else
      out = static_cast<std::size_t>(*v);
  }
  void real(const char* key, double& out, double lo, double hi, bool lo_open) const {
    if (!j.contains(key)) return;
    const nlohmann::json& v = j[key];
    if (!v.is_number() || !std::isfinite(v.get<double>()) || (lo_open ? v.get<double>() <= lo : v.get<double>() < lo) ||
        v.get<double>() > hi) {
      problems.add(where + "." + key, std::string("expected a number in ") + (lo_open ? "(" : "[") +
                                          std::to_string(lo) + ", " + std::to_string(hi) + "], found " + describe(v));
      return;
    }
    out = v.get<double>();
  }
};

// The recipe of 'arch' (as lrnnc train --arch), on one libtorch thread (the weights depend on the
// thread count); the defaults when 'arch' is missing or wrong (a problem is recorded).
learned::TrainOptions train_recipe(const std::optional<std::string>& arch, const TrainFields& f) {
  learned::TrainOptions t;
  t.threads = 1;
  if (!arch && !f.j.contains("arch"))
    f.problems.add(f.where, "a train construction needs 'arch' (as lrnnc train --arch)");
  if (arch) {
    try {
      t = learned::recipe_defaults(learned::parse_arch(*arch));
      t.threads = 1;
    } catch (const Error& e) {
      f.problems.add(f.where + ".arch", e.what());
    }
  }
  return t;
}

// The model's sizes, the schedule and the fixed-point options, with the command line's ranges.
void read_train_numbers(const TrainFields& f, learned::TrainOptions& t) {
  f.integer("layers", t.layers, 1, learned::kMaxLayers);
  f.integer("d_model", t.d_model, 1, learned::kMaxModelWidth);
  f.integer("heads", t.heads, 1, learned::kMaxModelWidth);
  f.integer("head_dim", t.head_dim, 0, learned::kMaxModelWidth);
  f.integer("state", t.state, 0, learned::kMaxModelWidth);
  f.integer("expand", t.expand, 1, learned::kMaxModelWidth);
  f.integer("d_state", t.d_state, 1, learned::kMaxModelWidth);
  f.integer("steps", t.steps, 1, 100'000'000);
  f.integer("batch", t.batch, 1, 1'000'000);
  f.integer("warmup", t.warmup, 0, 100'000'000);
  f.integer("patience", t.patience, 1, 100'000'000);
  f.integer("eval_every", t.eval_every, 1, 100'000'000);
  f.integer("checkpoint_every", t.checkpoint_every, 1, 100'000'000);
  f.real("lr", t.lr, 0, 10, true);
  f.real("weight_decay", t.weight_decay, 0, 10, false);
  f.real("fp_threshold", t.fixed_point.threshold, 0, 1e6, true);
  f.integer("fp_max_iter", t.fixed_point.max_iter, 1, 100'000);
  if (f.j.contains("fp_max_iter_train")) {
    if (f.j["fp_max_iter_train"] == "random")
      t.fixed_point.max_iter_train = learned::kRandomMaxIterTrain;
    else if (f.j["fp_max_iter_train"] == "length")
      t.fixed_point.max_iter_train = learned::kLengthMaxIterTrain;
    else
      f.integer("fp_max_iter_train", t.fixed_point.max_iter_train, 1, 100'000);
  }
  f.real("fp_quantile", t.fixed_point.quantile_train, 0, 1, true);
  f.real("fp_damping", t.fixed_point.damping, 0, 1, true);
  f.real("fp_damping_decay", t.fixed_point.damping_decay, 0, 1, true);
  f.integer("fp_damping_patience", t.fixed_point.damping_patience, 1, 100'000);
  f.real("fp_contraction", t.fp_contraction, 0, 1e6, false);
  f.real("fp_contraction_bound", t.fp_contraction_bound, 0, 1e6, true);
  if (f.j.contains("fp_solver")) {
    const nlohmann::json& v = f.j["fp_solver"];
    const auto solver = v.is_string() ? learned::parse_fp_solver(v.get<std::string>()) : std::nullopt;
    if (solver)
      t.fp_solver = *solver;
    else
      f.problems.add(f.where + ".fp_solver",
                     "expected \"native\", \"native-step\" or \"libtorch\", found " + describe(v));
  }
}

// train_len, the validation (whose length follows train_len unless val_len is given) and the dtype.
void read_train_lengths(const TrainFields& f, learned::TrainOptions& t) {
  if (const auto len = string_at(f.j, "train_len", f.where, f.problems)) {
    if (const auto range = learned::parse_train_len(*len))
      std::tie(t.min_len, t.max_len) = *range;
    else
      f.problems.add(f.where + ".train_len",
                     "expected A..B with 1 <= A <= B <= 100000 (e.g. \"3..40\"), found " + quote_label(*len));
  }
  // Without val_len the validation length follows train_len (4x its longest for a fixed-point arch).
  t.val_len = learned::default_val_len(t.arch.type, t.max_len);
  f.integer("val_len", t.val_len, 0, learned::kMaxTrainLen);
  f.integer("val_words", t.val_words, 1, 1'000'000);
  f.integer("val_every", t.val_every, 1, 100'000'000);
  if (const auto dtype = string_at(f.j, "dtype", f.where, f.problems)) {
    if (*dtype != "fp32" && *dtype != "fp64")
      f.problems.add(f.where + ".dtype",
                     "expected \"fp32\" or \"fp64\" (the training precision), found " + quote_label(*dtype));
    t.float64 = *dtype == "fp64";
  }
}

// 'seeds' (default [1]): a non-empty array of at most 1000 distinct non-negative integers.
std::vector<std::uint64_t> train_seeds(const TrainFields& f) {
  std::vector<std::uint64_t> seeds{1};
  if (!f.j.contains("seeds")) return seeds;
  seeds.clear();
  const nlohmann::json& s = f.j["seeds"];
  if (!s.is_array() || s.empty() || s.size() > 1000) {
    f.problems.add(f.where + ".seeds", "expected a non-empty array of at most 1000 seeds, found " + describe(s));
    return seeds;
  }
  std::set<std::uint64_t> seen;
  for (std::size_t i = 0; i < s.size(); ++i)
    if (const auto v = positive(s[i], f.where + ".seeds[" + std::to_string(i) + "]", f.problems, true)) {
      if (!seen.insert(*v).second)
        f.problems.add(f.where + ".seeds", std::to_string(*v) + " appears twice");
      else
        seeds.push_back(*v);
    }
  return seeds;
}

// The key of the models a train construction trains (without its seed): the entry without its name
// and seeds, and what says which recipe trained it.
nlohmann::json train_key(const nlohmann::json& j, const learned::TrainOptions& t) {
  nlohmann::json key = j;
  key.erase("name");
  key.erase("seeds");
  // A fixed-point model's recipe and block changed with the official FP-RNN protocol (issue 31):
  // its key says which, so that a model trained by the old recipe is not taken for a new one; so
  // did it with validation-selected weights (the key of a model trained without stays as it was).
  // The same with the contraction penalty, whose weight and bound the key then holds (the key of a
  // model trained without it stays as it was, "fp_contraction": 0 included).
  if (learned::is_fixed_point(t.arch.type))
    key["recipe"] = t.val_len > 0 ? "fp-rnn-official, validation-selected" : "fp-rnn-official";
  key.erase("fp_contraction");
  key.erase("fp_contraction_bound");
  if (t.fp_contraction > 0) {
    key["fp_contraction"] = t.fp_contraction;
    key["fp_contraction_bound"] = t.fp_contraction_bound;
  }
  // The solver of the no-gradient iterations changes the trajectory (another summation order): the
  // key of a fixed-point model of the native solver (or step) names it; the libtorch solver's is the
  // key of the models trained before the native solver (so that they are still found).
  key.erase("fp_solver");
  if (learned::is_fixed_point(t.arch.type) && t.fp_solver != learned::TrainOptions::FixedPointSolver::libtorch)
    key["fp_solver"] = learned::to_string(learned::effective_fp_solver(t));
  return key;
}

// {"method": "train", "arch": ARCH, "seeds": [S, ...], ...}: the options of `lrnnc train` (key =
// the option without "--", '-' as '_'), checked as the command line checks them; one Construction
// per seed (default [1]). The label is "name", else "train:" + ARCH. Training always runs on one
// libtorch thread (the weights depend on the thread count).
void parse_train_construction(const nlohmann::json& j, const std::string& where, Grid& grid, Problems& problems) {
  if (!check_keys(j, kTrainKeys, where, problems)) return;
  const std::size_t before = problems.list.size();
  const TrainFields f{j, where, problems};
  const auto arch = string_at(j, "arch", where, problems);
  learned::TrainOptions t = train_recipe(arch, f);
  read_train_numbers(f, t);
  read_train_lengths(f, t);
  const std::vector<std::uint64_t> seeds = train_seeds(f);
  const auto name = string_at(j, "name", where, problems);
  if (problems.list.size() != before) return;
  // The sizes and the memory the run needs, before anything trains (learned/train-memory.hpp; the
  // task's letters and labels add little and are counted when the model trains).
  try {
    const learned::ModelConfig config = learned::train_config({"a"}, {"0"}, t);
    learned::check_train_memory(config, t,
                                "lower batch, train_len, d_model, state, head_dim or layers (the limit is half the "
                                "machine's memory)");
  } catch (const Error& e) {
    problems.add(where, e.what());
    return;
  }
  nlohmann::json key = train_key(j, t);
  for (const std::uint64_t seed : seeds) {
    Construction c;
    c.label = name ? *name : "train:" + *arch;
    c.train = t;
    c.train->seed = seed;
    key["seed"] = seed;
    c.train_key = key.dump();
    grid.constructions.push_back(std::move(c));
  }
}

// Labels are CSV fields, Markdown cells and gnuplot strings: not empty, no control characters
// (a line break would split a results.csv row), each at most once per list.
template <class T>
void check_labels(const std::vector<T>& items, const std::string& key, Problems& problems) {
  // Entries that failed to parse are not in `items`, so an index would mislead: the list and the
  // label name the entry.
  std::set<std::string> seen;
  for (const auto& item : items) {
    const std::string& label = item.label;
    if (label.empty()) problems.add(key, "the label is empty (give the entry a \"name\")");
    const auto bad = std::find_if(label.begin(), label.end(),
                                  [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; });
    if (bad != label.end())
      problems.add(key, "the label " + quote_label(label) +
                            " holds a control character (labels are CSV fields and plot titles)");
    if (!seen.insert(label).second)
      problems.add(key, quote_label(label) + " appears twice (give entries distinct labels with \"name\")");
  }
}

// "limits": {"cells", "length", "words", "tokens"}: positive integers up to kHardLimits.
void parse_limits(const nlohmann::json& config, Limits& limits, Problems& problems) {
  if (!config.contains("limits")) return;
  const nlohmann::json& j = config["limits"];
  if (!j.is_object()) {
    problems.add("limits", "expected an object {cells, length, words, tokens}, found " + describe(j));
    return;
  }
  if (!check_keys(j, {"cells", "length", "words", "tokens"}, "limits", problems)) return;
  const std::pair<const char*, std::uint64_t Limits::*> keys[] = {
      {"cells", &Limits::cells}, {"length", &Limits::length}, {"words", &Limits::words}, {"tokens", &Limits::tokens}};
  for (const auto& [key, member] : keys) {
    if (!j.contains(key)) continue;
    const auto v = positive(j[key], std::string("limits.") + key, problems);
    if (!v) continue;
    if (*v > kHardLimits.*member)
      problems.add(std::string("limits.") + key, std::to_string(*v) + " is more than the most a config may set, " +
                                                     std::to_string(kHardLimits.*member));
    else
      limits.*member = *v;
  }
}

// One exclude entry as grid indices: at[d] for the dimensions d (task, construction, dtype, order,
// length) whose bit is set in `mask`, 0 elsewhere.
struct Rule {
  unsigned mask = 0;
  std::array<std::size_t, 5> at{};
};

template <class T>
std::map<std::string, std::size_t> label_index(const std::vector<T>& items) {
  std::map<std::string, std::size_t> m;
  for (std::size_t i = 0; i < items.size(); ++i) m.emplace(items[i].label, i);
  return m;
}

std::vector<Rule> parse_exclude(const nlohmann::json& config, const Grid& grid, Problems& problems) {
  std::vector<Rule> rules;
  if (!config.contains("exclude")) return rules;
  const nlohmann::json& ex = config["exclude"];
  if (!ex.is_array()) {
    problems.add("exclude", "expected an array of objects, found " + describe(ex));
    return rules;
  }
  static const char* const kKeys[] = {"task", "construction", "dtype", "order", "length"};
  const std::map<std::string, std::size_t> index[4] = {label_index(grid.tasks), label_index(grid.constructions),
                                                       label_index(grid.dtypes), label_index(grid.orders)};
  std::map<std::size_t, std::size_t> length_index;
  for (std::size_t i = 0; i < grid.lengths.size(); ++i) length_index.emplace(grid.lengths[i], i);
  for (std::size_t i = 0; i < ex.size(); ++i) {
    const std::string where = "exclude[" + std::to_string(i) + "]";
    const nlohmann::json& r = ex[i];
    if (!r.is_object() || r.empty()) {
      problems.add(where, "expected a non-empty object of task, construction, dtype, order, length");
      continue;
    }
    if (!check_keys(r, {"task", "construction", "dtype", "order", "length"}, where, problems)) continue;
    Rule rule;
    for (std::size_t d = 0; d < 5; ++d) {
      const std::string key = kKeys[d];
      if (!r.contains(key)) continue;
      const nlohmann::json& value = r[key];
      if (d == 4) {
        const auto v = positive(value, where + ".length", problems);
        if (!v) continue;
        const auto it = length_index.find(*v);
        if (it == length_index.end()) {
          problems.add(where + ".length", std::to_string(*v) + " is not one of the lengths");
          continue;
        }
        rule.at[d] = it->second;
      } else {
        if (!value.is_string()) {
          problems.add(where + "." + key, "expected a label string, found " + describe(value));
          continue;
        }
        const auto it = index[d].find(value.get<std::string>());
        if (it == index[d].end()) {
          problems.add(where + "." + key, quote_label(value.get<std::string>()) + " is not the label of any " + key);
          continue;
        }
        // A construction is matched by its config entry: every seed of a train entry.
        rule.at[d] = d == 1 ? grid.constructions[it->second].group : it->second;
      }
      rule.mask |= 1u << d;
    }
    rules.push_back(rule);
  }
  return rules;
}

// The text the config hash covers: the config without "limits" (they change no row).
std::string hashed_text(const nlohmann::json& config) {
  nlohmann::json hashed = config;
  hashed.erase("limits");
  try {
    return hashed.dump();
  } catch (const nlohmann::json::exception&) {
    throw Error("sweep config: a string is not valid UTF-8");
  }
}

// "tasks", "constructions", "dtypes": the entries that parse go into the grid. `file_contents`
// gets the path and the text of every file a task reads, in order (they enter the hash).
void parse_entries(const nlohmann::json& config, const std::string& config_dir, bool load_files,
                   const ReadFile& read_file, const automata::RegexLimits& regex_limits, Grid& grid,
                   std::string& file_contents, Problems& problems) {
  const ReadFile read = read_file ? read_file : ReadFile(read_text);
  SpecLoading loading;
  loading.regex_limits = regex_limits;
  loading.read = [&](const std::string& path, Kind) {
    std::string text = read(path);
    file_contents += path + '\n' + text + '\n';
    return text;
  };
  if (const auto* a = grid_array(config, "tasks", problems))
    for (std::size_t i = 0; i < a->size(); ++i)
      parse_task((*a)[i], "tasks[" + std::to_string(i) + "]", config_dir, load_files, loading, grid, problems);
  if (const auto* a = grid_array(config, "constructions", problems))
    for (std::size_t i = 0; i < a->size(); ++i) {
      const std::size_t first = grid.constructions.size();
      parse_construction((*a)[i], "constructions[" + std::to_string(i) + "]", config_dir, load_files, file_contents,
                         grid, problems);
      for (std::size_t c = first; c < grid.constructions.size(); ++c) grid.constructions[c].group = i;
    }
  if (const auto* a = grid_array(config, "dtypes", problems))
    for (std::size_t i = 0; i < a->size(); ++i)
      parse_dtype((*a)[i], "dtypes[" + std::to_string(i) + "]", grid, problems);
}

void parse_orders(const nlohmann::json& config, Grid& grid, Problems& problems) {
  const auto* a = grid_array(config, "orders", problems);
  if (!a) return;
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

void parse_lengths(const nlohmann::json& config, Grid& grid, Problems& problems) {
  const auto* a = grid_array(config, "lengths", problems);
  if (!a) return;
  std::set<std::size_t> seen;
  for (std::size_t i = 0; i < a->size(); ++i) {
    const std::string where = "lengths[" + std::to_string(i) + "]";
    const auto v = positive((*a)[i], where, problems);
    if (!v) continue;
    if (*v > grid.limits.length) {
      problems.add(where, std::to_string(*v) + " is more than limits.length = " + std::to_string(grid.limits.length) +
                              " (raise \"limits\": {\"length\": N} to allow it)");
      continue;
    }
    if (!seen.insert(*v).second) problems.add("lengths", std::to_string(*v) + " appears twice");
    grid.lengths.push_back(*v);
  }
}

// "words", and the tokens of one cell (words x the longest length) against limits.tokens.
void parse_words(const nlohmann::json& config, Grid& grid, Problems& problems) {
  const Limits& limits = grid.limits;
  if (config.contains("words")) {
    if (const auto v = positive(config["words"], "words", problems)) {
      if (*v > limits.words)
        problems.add("words", std::to_string(*v) + " is more than limits.words = " + std::to_string(limits.words) +
                                  " (raise \"limits\": {\"words\": N} to allow it)");
      else
        grid.words = *v;
    }
  }
  if (grid.lengths.empty()) return;
  const std::uint64_t longest = *std::max_element(grid.lengths.begin(), grid.lengths.end());
  const auto tokens = times(grid.words, longest);
  if (!tokens || *tokens > limits.tokens)
    problems.add("words x length",
                 std::to_string(grid.words) + " words x " + std::to_string(longest) +
                     " tokens = " + (tokens ? std::to_string(*tokens) : std::string("more than 2^64")) +
                     " tokens in one cell, more than limits.tokens = " + std::to_string(limits.tokens) +
                     " (~8 bytes a token; lower \"words\" or the longest length, or raise \"limits\": "
                     "{\"tokens\": N})");
}

// "measure": "words" (the default) or "realize" (one cell per task x construction x dtype x order,
// running the state-space search: "lengths" and "words" do not apply, lengths = {0}, words = 0),
// and "max_pairs" (realize only: the search's cap, default 10^6).
void parse_measure(const nlohmann::json& config, Grid& grid, Problems& problems) {
  if (config.contains("measure")) {
    const nlohmann::json& m = config["measure"];
    if (!m.is_string() || (m != "words" && m != "realize"))
      problems.add("measure", "expected \"words\" or \"realize\", found " + describe(m));
    else
      grid.realize = m == "realize";
  }
  if (!grid.realize) {
    if (config.contains("max_pairs")) problems.add("max_pairs", "applies to \"measure\": \"realize\" only");
    return;
  }
  for (const char* key : {"lengths", "words"})
    if (config.contains(key))
      problems.add(key,
                   "does not apply to \"measure\": \"realize\" (one cell per task x construction x dtype x "
                   "order, over every word of every length)");
  if (config.contains("max_pairs"))
    if (const auto v = positive(config["max_pairs"], "max_pairs", problems)) grid.max_pairs = *v;
  grid.lengths = {0};
  grid.words = 0;
}

// "seed", "fp_stop" and "name".
void parse_seed_and_name(const nlohmann::json& config, Grid& grid, Problems& problems) {
  if (config.contains("seed"))
    if (const auto v = positive(config["seed"], "seed", problems, true)) grid.seed = *v;
  if (config.contains("fp_stop")) {
    const nlohmann::json& v = config["fp_stop"];
    if (v != "word" && v != "batch")
      problems.add("fp_stop", "expected \"word\" or \"batch\", found " + describe(v));
    else
      grid.fp_stop_batch = v == "batch";
  }
  if (!config.contains("name")) return;
  if (!config["name"].is_string()) {
    problems.add("name", "expected a string, found " + describe(config["name"]));
    return;
  }
  grid.name = config["name"].get<std::string>();
  if (std::any_of(grid.name.begin(), grid.name.end(),
                  [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; }))
    problems.add("name", quote_label(grid.name) + " holds a control character (it titles the plots)");
}

// The size of the grid, before a single cell is made.
void check_product(Grid& grid, Problems& problems) {
  if (grid.tasks.empty() || grid.constructions.empty() || grid.dtypes.empty() || grid.orders.empty() ||
      grid.lengths.empty())
    return;
  std::optional<std::uint64_t> product = 1;
  for (std::size_t n :
       {grid.tasks.size(), grid.constructions.size(), grid.dtypes.size(), grid.orders.size(), grid.lengths.size()})
    if (product) product = times(*product, n);
  if (!product || *product > grid.limits.cells)
    problems.add("grid", std::to_string(grid.tasks.size()) + " tasks x " + std::to_string(grid.constructions.size()) +
                             " constructions x " + std::to_string(grid.dtypes.size()) + " dtypes x " +
                             std::to_string(grid.orders.size()) + " orders x " + std::to_string(grid.lengths.size()) +
                             " lengths = " + (product ? std::to_string(*product) : std::string("more than 2^64")) +
                             " cells, more than limits.cells = " + std::to_string(grid.limits.cells) +
                             " (split the sweep into several configs, or raise \"limits\": {\"cells\": N})");
  else
    grid.product = *product;
}

// Every problem found, in one lrnnc::Error (none: returns).
void throw_problems(const Problems& problems) {
  if (problems.list.empty()) return;
  std::string message = "sweep config: ";
  const std::size_t listed = std::min(problems.list.size(), kMaxListedProblems);
  for (std::size_t i = 0; i < listed; ++i) message += (i ? "; " : "") + problems.list[i];
  if (problems.list.size() > listed)
    message += "; and " + std::to_string(problems.list.size() - listed) + " more problems";
  throw Error(message);
}

// The cells of the product that no exclude entry matches. A cell is excluded when, for some entry,
// its indices agree with the entry on the entry's keys. The entries are grouped by their key set
// (at most 31 sets), so that a cell costs one lookup per set, however many entries there are.
void make_cells(const std::vector<Rule>& rules, Grid& grid) {
  std::map<unsigned, std::set<std::array<std::size_t, 5>>> by_mask;
  for (const Rule& r : rules) by_mask[r.mask].insert(r.at);
  grid.cells.reserve(grid.product);
  std::size_t index = 0;
  std::array<std::size_t, 5> at{}, key{};
  for (at[0] = 0; at[0] < grid.tasks.size(); ++at[0])
    for (at[1] = 0; at[1] < grid.constructions.size(); ++at[1])
      for (at[2] = 0; at[2] < grid.dtypes.size(); ++at[2])
        for (at[3] = 0; at[3] < grid.orders.size(); ++at[3])
          for (at[4] = 0; at[4] < grid.lengths.size(); ++at[4], ++index) {
            bool excluded = false;
            for (const auto& [mask, set] : by_mask) {
              for (std::size_t d = 0; d < 5; ++d)
                key[d] = (mask >> d & 1u) ? (d == 1 ? grid.constructions[at[1]].group : at[d]) : 0;
              if (set.count(key)) {
                excluded = true;
                break;
              }
            }
            if (!excluded) grid.cells.push_back({index, at[0], at[1], at[2], at[3], at[4]});
          }
  if (grid.cells.empty()) throw Error("sweep config: empty grid: 'exclude' removes every cell");
  grid.cells.shrink_to_fit();
}

// Why a learned model cannot run `task` (empty: it can): a letter or output label of the task that
// the model lacks, or, when the model holds the automaton it was trained on (manifest
// "automaton"), a task that is not that automaton (another alphabet, or another output on some word).
std::string learned_task_mismatch(const learned::LearnedModel& model, const automata::Dfa& task) {
  try {
    learned::map_task(model.config, task);
    if (model.automaton.is_null()) return "";
    const automata::Dfa own = automata::dfa_from_json(model.automaton.dump());
    if (!(own.alphabet() == task.alphabet()))
      return "its alphabet {" + shorten(task.alphabet().describe()) + "} is not the alphabet {" +
             shorten(own.alphabet().describe()) + "} of the model's automaton";
    if (const auto word = automata::distinguishing_word(own, task))
      return "it is not the model's automaton (they differ on '" + shorten(task.alphabet().format_word(*word)) + "')";
    return "";
  } catch (const Error& e) {
    return e.what();
  }
}

// A learned model runs only its own task: every (task, learned construction) pair that has a cell
// must match (learned_task_mismatch), else a problem that says which exclude entry skips it.
void check_learned_tasks(const Grid& grid, Problems& problems) {
  std::set<std::pair<std::size_t, std::size_t>> seen;
  for (const Cell& c : grid.cells) {
    const Construction& construction = grid.constructions[c.construction];
    const Task& task = grid.tasks[c.task];
    if (!construction.model || !task.dfa || !seen.insert({c.task, c.construction}).second) continue;
    const std::string why = learned_task_mismatch(*construction.model, *task.dfa);
    if (!why.empty())
      problems.add("constructions[" + std::to_string(c.construction) + "]",
                   "the learned model cannot run task " + quote_label(task.label) + ": " + why + " (add " +
                       shorten(nlohmann::json{{"task", task.label}, {"construction", construction.label}}.dump(
                                   -1, ' ', false, nlohmann::json::error_handler_t::replace),
                               160) +
                       " to \"exclude\" to skip the pair)");
  }
}

}  // namespace

nlohmann::json parse_config_text(std::string_view text) {
  constexpr int kMaxDepth = 16;
  return parse_json_strict(text, kMaxDepth, "JSON: ");
}

Grid parse_config(const nlohmann::json& config, const std::string& config_dir, bool load_files,
                  const ReadFile& read_file, const automata::RegexLimits& regex_limits) {
  Problems problems;
  Grid grid;
  grid.config = config;
  if (!config.is_object()) throw Error("sweep config: expected a JSON object, found " + describe(config));
  const std::string hashed = hashed_text(config);
  check_keys(config,
             {"tasks", "constructions", "dtypes", "orders", "lengths", "words", "seed", "name", "exclude", "limits",
              "measure", "max_pairs", "fp_stop"},
             "config", problems);
  parse_limits(config, grid.limits, problems);
  std::string file_contents;
  parse_entries(config, config_dir, load_files, read_file, regex_limits, grid, file_contents, problems);
  parse_orders(config, grid, problems);
  parse_measure(config, grid, problems);
  if (!grid.realize) {
    parse_lengths(config, grid, problems);
    parse_words(config, grid, problems);
  }
  parse_seed_and_name(config, grid, problems);
  check_labels(grid.tasks, "tasks", problems);
  {
    // The seeds of a train entry share its label: one label per config entry.
    std::vector<Construction> entries;
    for (std::size_t c = 0; c < grid.constructions.size(); ++c)
      if (c == 0 || grid.constructions[c].group != grid.constructions[c - 1].group)
        entries.emplace_back().label = grid.constructions[c].label;
    check_labels(entries, "constructions", problems);
  }
  check_labels(grid.dtypes, "dtypes", problems);
  check_labels(grid.orders, "orders", problems);
  check_product(grid, problems);
  // exclude: a list of partial matches {"task", "construction", "dtype", "order", "length"} on the
  // labels; a cell matching every key of one entry is not part of the grid.
  const std::vector<Rule> rules = parse_exclude(config, grid, problems);
  throw_problems(problems);
  make_cells(rules, grid);
  check_learned_tasks(grid, problems);
  throw_problems(problems);
  if (load_files) grid.hash = fnv1a_hex(hashed + '\n' + file_contents);
  return grid;
}

}  // namespace lrnnc::experiments::sweep_detail
