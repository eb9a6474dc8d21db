// results.csv: one row per cell, RFC 4180 quoting (fields holding a comma, a quote or a newline are
// quoted, quotes doubled). Messages are kept on one line, so that a complete row is a complete line
// and a killed run leaves at most one partial line, at the end.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "common/error.hpp"
#include "common/read-file.hpp"
#include "experiments/sweep-grid.hpp"
#include "experiments/sweep-interrupt.hpp"

namespace lrnnc::experiments::sweep_detail {

const std::vector<std::string>& csv_columns() {
  static const std::vector<std::string> columns{"task",
                                                "construction",
                                                "seed",
                                                "dtype",
                                                "order",
                                                "length",
                                                "words",
                                                "accuracy",
                                                "token_accuracy",
                                                "nonfinite",
                                                "first_failure_min",
                                                "first_failure_median",
                                                "fp_iterations_median",
                                                "converged",
                                                "status",
                                                "network",
                                                "message",
                                                "seconds",
                                                "cell",
                                                "verdict",
                                                "pairs",
                                                "depth",
                                                "shortest_failure",
                                                "realized_states",
                                                "minimized_states",
                                                "equals_spec",
                                                "monoid_aperiodic",
                                                "monoid_group"};
  return columns;
}

std::string csv_header() {
  std::string s;
  for (const auto& c : csv_columns()) s += (s.empty() ? "" : ",") + c;
  return s + "\n";
}

std::string csv_quote(const std::string& field) {
  if (field.find_first_of(",\"\n\r") == std::string::npos) return field;
  std::string s = "\"";
  for (char c : field) {
    if (c == '"') s += '"';
    s += c;
  }
  return s + "\"";
}

namespace {

// The header before the nonfinite column (refused by parse_csv with its own message).
constexpr const char* kHeaderBeforeNonfinite =
    "task,construction,seed,dtype,order,length,words,accuracy,token_accuracy,first_failure_min,"
    "first_failure_median,fp_iterations_median,status,network,message,seconds,cell";

// The header before the converged column: read, its rows with converged empty (not measured).
constexpr const char* kHeaderBeforeConverged =
    "task,construction,seed,dtype,order,length,words,accuracy,token_accuracy,nonfinite,first_failure_min,"
    "first_failure_median,fp_iterations_median,status,network,message,seconds,cell";

// The header before the realize columns: read, its rows with those columns empty.
constexpr const char* kHeaderBeforeRealize =
    "task,construction,seed,dtype,order,length,words,accuracy,token_accuracy,nonfinite,first_failure_min,"
    "first_failure_median,fp_iterations_median,converged,status,network,message,seconds,cell";
// The number of columns up to and including cell, the last of the layout before the realize columns.
constexpr std::size_t kColumnsBeforeRealize = 19;

std::string one_line(std::string s) {
  for (char& c : s)
    if (c == '\n' || c == '\r') c = ' ';
  return s;
}

// The shortest text in fixed notation ("0.0005", not "5e-04") that reads back (std::from_chars)
// to exactly `x`. 512 bytes hold any double in fixed notation (at most 309 integer digits, or a
// subnormal's 1074 fraction digits after trailing zeros are dropped: shortest form <= 330).
std::string number(double x) {
  char buf[512];
  std::to_chars_result r = std::to_chars(buf, buf + sizeof buf, x, std::chars_format::fixed);
  if (r.ec != std::errc()) r = std::to_chars(buf, buf + sizeof buf, x);
  return std::string(buf, r.ptr);
}

// A field as it appears in messages: at most 40 bytes, control characters as \xNN.
std::string shown(const std::string& s) {
  std::string out;
  for (char c : s.substr(0, 40)) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", u);
      out += buf;
    } else {
      out += c;
    }
  }
  return s.size() > 40 ? out + "..." : out;
}

std::string to_flag(const std::optional<bool>& v) { return v ? (*v ? "true" : "false") : ""; }

std::optional<bool> to_bool(const std::string& s, const std::string& column) {
  if (s.empty()) return std::nullopt;
  if (s == "true" || s == "false") return s == "true";
  throw Error("column " + column + ": expected true, false or nothing, found '" + shown(s) + "'");
}

std::size_t to_size(const std::string& s, const std::string& column) {
  std::size_t v = 0;
  const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || s.empty())
    throw Error("column " + column + ": expected a non-negative integer, found '" + shown(s) + "'");
  return v;
}

// A finite decimal number (std::from_chars: no locale, no leading space or '+'), in [0, 1] when
// `fraction`, else >= 0.
double to_double(const std::string& s, const std::string& column, bool fraction) {
  double v = 0;
  const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || p != s.data() + s.size() || !std::isfinite(v))
    throw Error("column " + column + ": expected a number, found '" + shown(s) + "'");
  if (!(v >= 0) || (fraction && !(v <= 1)))
    throw Error("column " + column + ": expected a number " + (fraction ? "in [0, 1]" : ">= 0") + ", found " +
                shown(s));
  return v;
}

}  // namespace

std::string csv_line(const Row& r) {
  auto opt = [](const std::optional<std::size_t>& v) { return v ? std::to_string(*v) : std::string(); };
  const std::vector<std::string> fields{r.task,
                                        r.construction,
                                        r.seed ? std::to_string(*r.seed) : std::string(),
                                        r.dtype,
                                        r.order,
                                        std::to_string(r.length),
                                        std::to_string(r.words),
                                        r.accuracy ? number(*r.accuracy) : std::string(),
                                        r.token_accuracy ? number(*r.token_accuracy) : std::string(),
                                        opt(r.nonfinite),
                                        opt(r.first_failure_min),
                                        opt(r.first_failure_median),
                                        opt(r.fp_iterations_median),
                                        r.converged ? number(*r.converged) : std::string(),
                                        r.status,
                                        one_line(r.network),
                                        one_line(r.message),
                                        number(r.seconds),
                                        std::to_string(r.cell),
                                        r.verdict,
                                        opt(r.pairs),
                                        opt(r.depth),
                                        opt(r.shortest_failure),
                                        opt(r.realized_states),
                                        opt(r.minimized_states),
                                        to_flag(r.equals_spec),
                                        to_flag(r.monoid_aperiodic),
                                        to_flag(r.monoid_group)};
  std::string s;
  for (std::size_t i = 0; i < fields.size(); ++i) s += (i ? "," : "") + csv_quote(fields[i]);
  return s + "\n";
}

std::vector<std::string> csv_split(const std::string& line) {
  std::vector<std::string> fields(1);
  bool quoted = false, was_quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '\r' || c == '\n') throw Error("a line break inside a field");
    if (quoted) {
      if (c == '"') {
        if (i + 1 < line.size() && line[i + 1] == '"') {
          fields.back() += '"';
          ++i;
        } else {
          quoted = false;
        }
      } else {
        fields.back() += c;
      }
    } else if (c == '"') {
      if (!fields.back().empty() || was_quoted) throw Error("a quote inside an unquoted field");
      quoted = was_quoted = true;
    } else if (c == ',') {
      fields.emplace_back();
      was_quoted = false;
    } else {
      if (was_quoted) throw Error("text after a closing quote");
      fields.back() += c;
    }
  }
  if (quoted) throw Error("an unterminated quoted field");
  return fields;
}

// The realize columns (after cell), from field `i` on.
static void parse_realize_columns(const std::vector<std::string>& f, std::size_t i, Row& r) {
  auto size = [&](std::optional<std::size_t>& out, const char* column) {
    if (const std::string& s = f[i++]; !s.empty()) out = to_size(s, column);
  };
  r.verdict = f[i++];
  if (!r.verdict.empty() && r.verdict != "proved" && r.verdict != "counterexample" && r.verdict != "bounded")
    throw Error("column verdict: expected proved, counterexample, bounded or nothing, found '" + shown(r.verdict) +
                "'");
  size(r.pairs, "pairs");
  size(r.depth, "depth");
  size(r.shortest_failure, "shortest_failure");
  size(r.realized_states, "realized_states");
  size(r.minimized_states, "minimized_states");
  r.equals_spec = to_bool(f[i++], "equals_spec");
  r.monoid_aperiodic = to_bool(f[i++], "monoid_aperiodic");
  r.monoid_group = to_bool(f[i++], "monoid_group");
}

Row parse_row(const std::vector<std::string>& f, bool before_converged, bool before_realize) {
  std::vector<std::string> cols = csv_columns();
  if (before_converged || before_realize) cols.resize(kColumnsBeforeRealize);
  const auto converged_column = std::find(cols.begin(), cols.end(), "converged");
  if (before_converged) cols.erase(converged_column);
  if (f.size() != cols.size())
    throw Error("expected " + std::to_string(cols.size()) + " fields, found " + std::to_string(f.size()));
  Row r;
  std::size_t i = 0;
  auto next = [&]() -> const std::string& { return f[i++]; };
  r.task = next();
  r.construction = next();
  if (const std::string& s = next(); !s.empty()) r.seed = to_size(s, cols[2]);
  r.dtype = next();
  r.order = next();
  r.length = to_size(next(), cols[5]);
  r.words = to_size(next(), cols[6]);
  if (const std::string& s = next(); !s.empty()) r.accuracy = to_double(s, cols[7], true);
  if (const std::string& s = next(); !s.empty()) r.token_accuracy = to_double(s, cols[8], true);
  if (const std::string& s = next(); !s.empty()) r.nonfinite = to_size(s, cols[9]);
  const std::string &fmin = next(), &fmed = next();
  if (!fmin.empty()) r.first_failure_min = to_size(fmin, cols[10]);
  if (!fmed.empty()) r.first_failure_median = to_size(fmed, cols[11]);
  if (r.first_failure_min.has_value() != r.first_failure_median.has_value())
    throw Error("columns first_failure_min and first_failure_median: expected both or neither, found '" + shown(fmin) +
                "' and '" + shown(fmed) + "'");
  if (r.first_failure_min && *r.first_failure_min > *r.first_failure_median)
    throw Error("column first_failure_min: " + fmin + " is more than first_failure_median " + fmed);
  if (const std::string& s = next(); !s.empty()) r.fp_iterations_median = to_size(s, cols[12]);
  if (!before_converged)
    if (const std::string& s = next(); !s.empty()) r.converged = to_double(s, "converged", true);
  r.status = next();
  if (r.status != "ok" && r.status != "cannot implement" && r.status != "error" && r.status != "n/a")
    throw Error("column status: expected ok, cannot implement, error or n/a, found '" + shown(r.status) + "'");
  r.network = next();
  r.message = next();
  r.seconds = to_double(next(), "seconds", false);
  r.cell = to_size(next(), "cell");
  if (i == f.size()) return r;
  parse_realize_columns(f, i, r);
  return r;
}

CsvContents parse_csv(std::string_view text, const std::string& name) {
  CsvContents out;
  const std::size_t last_newline = text.rfind('\n');
  out.complete_bytes = last_newline == std::string_view::npos ? 0 : last_newline + 1;
  out.truncated = out.complete_bytes < text.size();
  std::map<std::size_t, std::size_t> line_of_cell;
  std::size_t pos = 0, line_number = 0;
  while (pos < out.complete_bytes) {
    const std::size_t end = text.find('\n', pos);
    std::string line(text.substr(pos, end - pos));
    if (!line.empty() && line.back() == '\r') line.pop_back();
    pos = end + 1;
    ++line_number;
    const std::string where = name + ": line " + std::to_string(line_number) + ": ";
    if (line_number == 1) {
      if (line == kHeaderBeforeNonfinite)
        throw Error(where +
                    "the header of an older lrnnc (no nonfinite column), whose learned rows may count "
                    "NaN or infinite predictions as right: run the sweep into a new directory (the models "
                    "in DIR/models can be reused with --models DIR/models)");
      if (line == kHeaderBeforeConverged) {
        out.before_converged = true;
        continue;
      }
      if (line == kHeaderBeforeRealize) {
        out.before_realize = true;
        continue;
      }
      if (line + "\n" != csv_header())
        throw Error(where + "expected the header '" + csv_header().substr(0, csv_header().size() - 1) + "', found '" +
                    shown(line) + "'");
      continue;
    }
    try {
      out.rows.push_back(parse_row(csv_split(line), out.before_converged, out.before_realize));
    } catch (const Error& e) {
      throw Error(where + e.what());
    }
    const auto [it, fresh] = line_of_cell.emplace(out.rows.back().cell, line_number);
    if (!fresh)
      throw Error(where + "cell " + std::to_string(it->first) + " appears again (first on line " +
                  std::to_string(it->second) + "): two runs wrote into one directory?");
  }
  return out;
}

CsvContents read_csv(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return {};
  return parse_csv(read_file_limited(path, kMaxResultsBytes, "the results.csv limit"), path);
}

std::uint64_t fnv1a(const std::string& text) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : text) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  return h;
}

std::string fnv1a_hex(const std::string& text) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(fnv1a(text)));
  return buf;
}

void write_file_atomic(const std::string& path, const std::string& text) {
  const CriticalSection section;  // an interrupt leaves neither a .tmp file nor a missing `path`
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) throw Error("cannot write file '" + tmp + "'");
    out << text;
    out.flush();
    if (!out) throw Error("cannot write file '" + tmp + "'");
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) throw Error("cannot rename '" + tmp + "' to '" + path + "': " + ec.message());
}

}  // namespace lrnnc::experiments::sweep_detail
