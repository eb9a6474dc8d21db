// Fuzz target for the sweep config: parse_config_text (strict JSON) and parse_config (validation,
// labels, limits, exclusion, the grid) on arbitrary bytes, without running, writing or reading a
// file: the automaton files a config may name come from a fixed in-memory table (flip.json,
// parity.att, parity.syms; any other path is "cannot read"), and regex tasks get small regex
// limits (below). Malformed input must end in
// lrnnc::Error. A config that validates must give: labels unique and non-empty per list, lengths
// unique; product_size() = the product of the list sizes (<= limits.cells); cells strictly
// increasing, each index the mixed-radix number of its coordinates; a cell missing from the grid
// exactly when some exclude entry matches it (checked by brute force over the entries, an
// independent method); the same grid when read without files (merge) and from its own dump; a
// hash that does not depend on "limits"; and shards that partition the cells for several N.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <string_view>

#include "common/error.hpp"
#include "experiments/sweep-grid.hpp"

using namespace lrnnc;
using namespace lrnnc::experiments::sweep_detail;
using nlohmann::json;

namespace {

// The fuzzer may raise limits.cells; the grid (one Cell per product entry) is then capped here so
// that one input stays fast. Configs above it still run, as an error path.
constexpr std::uint64_t kFuzzMaxCells = 20000;
const std::string kDir = "/lrnnc-fuzz-config";  // never touched: the reader below answers

// Regex tasks get small limits: with the defaults a pattern whose determinization is too large
// takes seconds to refuse (tens under the sanitizers), and fuzz-regex covers that compiler.
automata::RegexLimits regex_limits() {
  automata::RegexLimits l;
  l.max_nfa_size = 1 << 16;
  l.max_dfa_states = 1 << 12;
  l.max_dfa_transitions = 1 << 16;
  l.max_subset_work = 1 << 18;
  return l;
}

[[noreturn]] void fail(const char* what, const std::string& text) {
  std::fprintf(stderr, "fuzz-sweep-config: %s\n%s\n", what, text.c_str());
  std::abort();
}

std::string read_fixed(const std::string& path) {
  static const std::map<std::string, std::string> files{
      {kDir + "/flip.json",
       R"({"alphabet": ["a", "b"], "states": 2, "start": 0, "accepting": [1], "delta": [[1, 0], [0, 1]]})"},
      {kDir + "/parity.att", "0 0 0 0\n0 1 1 1\n1 1 0 0\n1 0 1 1\n1\n"},
      {kDir + "/parity.syms", "<eps> 0\nzero 1\none 2\n"},
  };
  const auto it = files.find(path);
  if (it == files.end()) throw lrnnc::Error("cannot read file '" + path + "'");
  return it->second;
}

template <class T>
void check_labels(const std::vector<T>& items, const std::string& text) {
  std::set<std::string> seen;
  for (const auto& x : items) {
    if (x.label.empty()) fail("empty label", text);
    if (!seen.insert(x.label).second) fail("duplicate label", text);
  }
}

// Brute force: does some exclude entry match the cell? Compares labels and lengths as written.
bool excluded_brute_force(const json& config, const Grid& g, std::size_t t, std::size_t c, std::size_t d, std::size_t o,
                          std::size_t l) {
  if (!config.contains("exclude")) return false;
  for (const json& r : config["exclude"]) {
    bool all = true;
    for (const auto& [key, value] : r.items()) {
      if (key == "length")
        all = all && value.get<std::uint64_t>() == g.lengths[l];
      else {
        const std::string& label = key == "task"           ? g.tasks[t].label
                                   : key == "construction" ? g.constructions[c].label
                                   : key == "dtype"        ? g.dtypes[d].label
                                                           : g.orders[o].label;
        all = all && value.get<std::string>() == label;
      }
    }
    if (all) return true;
  }
  return false;
}

bool same_grid(const Grid& a, const Grid& b) {
  auto labels = [](const auto& items) {
    std::vector<std::string> v;
    for (const auto& x : items) v.push_back(x.label);
    return v;
  };
  if (labels(a.tasks) != labels(b.tasks) || labels(a.constructions) != labels(b.constructions) ||
      labels(a.dtypes) != labels(b.dtypes) || labels(a.orders) != labels(b.orders) || a.lengths != b.lengths ||
      a.words != b.words || a.seed != b.seed || a.name != b.name || a.cells.size() != b.cells.size() ||
      a.product_size() != b.product_size())
    return false;
  for (std::size_t i = 0; i < a.cells.size(); ++i)
    if (a.cells[i].index != b.cells[i].index) return false;
  return true;
}

}  // namespace

namespace {

// Cells: strictly increasing, index = mixed radix of the coordinates, the rest excluded.
void check_cells(const json& config, const Grid& grid, const std::string& text) {
  const std::size_t nt = grid.tasks.size(), nc = grid.constructions.size(), nd = grid.dtypes.size(),
                    no = grid.orders.size(), nl = grid.lengths.size();
  std::size_t k = 0;
  for (std::size_t t = 0; t < nt; ++t)
    for (std::size_t c = 0; c < nc; ++c)
      for (std::size_t d = 0; d < nd; ++d)
        for (std::size_t o = 0; o < no; ++o)
          for (std::size_t l = 0; l < nl; ++l) {
            const std::size_t index = (((t * nc + c) * nd + d) * no + o) * nl + l;
            const bool present = k < grid.cells.size() && grid.cells[k].index == index;
            if (present) {
              const Cell& cell = grid.cells[k++];
              if (cell.task != t || cell.construction != c || cell.dtype != d || cell.order != o || cell.length != l)
                fail("cell coordinates do not match its index", text);
            }
            if (present == excluded_brute_force(config, grid, t, c, d, o, l))
              fail(present ? "a cell an exclude entry matches is in the grid" : "a cell no entry matches is missing",
                   text);
          }
  if (k != grid.cells.size()) fail("cells out of order or out of range", text);
}

// The merge path (no files) gives the same grid and no hash; the config's own dump, with "limits"
// changed, gives the same grid and the same hash.
void check_reparse(const json& config, const Grid& grid, const std::string& text) {
  const Grid no_files = parse_config(config, kDir, false, read_fixed, regex_limits());
  if (!same_grid(grid, no_files) || !no_files.hash.empty()) fail("the grid read without files differs", text);
  json relimited = json::parse(config.dump());
  relimited["limits"]["cells"] = grid.product_size();
  const Grid again = parse_config(relimited, kDir, true, read_fixed, regex_limits());
  if (!same_grid(grid, again) || again.hash != grid.hash) fail("the grid of the dump (limits changed) differs", text);
}

// Shards partition the cells; sizes differ by at most one; each shard by increasing index. For
// N > 8 only shards 0..7 are made: with N >= cells each holds one cell or none.
void check_shards(const Grid& grid, const std::string& text) {
  for (std::size_t n :
       {std::size_t{1}, std::size_t{2}, std::size_t{3}, std::size_t{7}, grid.cells.size() + 1, SIZE_MAX}) {
    std::vector<int> seen(grid.product_size(), 0);
    std::size_t smallest = SIZE_MAX, largest = 0, total = 0;
    const std::size_t shards = std::min<std::size_t>(n, 8);
    for (std::size_t i = 0; i < shards; ++i) {
      const auto cells = shard_cells(grid, i, n);
      smallest = std::min(smallest, cells.size());
      largest = std::max(largest, cells.size());
      total += cells.size();
      for (std::size_t j = 0; j < cells.size(); ++j) {
        if (j && cells[j - 1].index >= cells[j].index) fail("a shard out of order", text);
        if (cells[j].index >= seen.size() || seen[cells[j].index]++) fail("a cell in two shards", text);
      }
    }
    if (shards == n && total != grid.cells.size()) fail("shards do not cover the grid", text);
    if (shards == n && largest - smallest > 1) fail("shard sizes differ by more than one", text);
    if (shards < n && total != std::min<std::size_t>(shards, grid.cells.size()))
      fail("shards 0..7 of N >= cells do not hold one cell each", text);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  json config;
  try {
    config = parse_config_text(text);
  } catch (const lrnnc::Error&) {
    return 0;
  }
  if (config.is_object() && config.contains("limits") && config["limits"].is_object() &&
      config["limits"].contains("cells") && config["limits"]["cells"].is_number_unsigned() &&
      config["limits"]["cells"].get<std::uint64_t>() > kFuzzMaxCells)
    config["limits"]["cells"] = kFuzzMaxCells;
  Grid grid;
  try {
    grid = parse_config(config, kDir, true, read_fixed, regex_limits());
  } catch (const lrnnc::Error& e) {
    if (std::string(e.what()).find('\n') != std::string::npos) fail("a message of more than one line", e.what());
    return 0;
  }

  check_labels(grid.tasks, text);
  check_labels(grid.constructions, text);
  check_labels(grid.dtypes, text);
  check_labels(grid.orders, text);
  if (std::set<std::size_t>(grid.lengths.begin(), grid.lengths.end()).size() != grid.lengths.size())
    fail("duplicate length", text);
  const std::size_t nt = grid.tasks.size(), nc = grid.constructions.size(), nd = grid.dtypes.size(),
                    no = grid.orders.size(), nl = grid.lengths.size();
  if (grid.product_size() != nt * nc * nd * no * nl) fail("product_size is not the product of the list sizes", text);
  if (grid.product_size() > grid.limits.cells) fail("grid larger than limits.cells", text);
  for (std::size_t L : grid.lengths)
    if (L == 0 || L > grid.limits.length) fail("length outside [1, limits.length]", text);
  if (grid.words == 0 || grid.words > grid.limits.words) fail("words outside [1, limits.words]", text);
  if (grid.hash.size() != 16) fail("hash is not 16 hex digits", text);
  for (const Task& t : grid.tasks)
    if (!t.dfa) fail("a task without its automaton", text);

  check_cells(config, grid, text);
  check_reparse(config, grid, text);
  check_shards(grid, text);
  return 0;
}
