// results.csv: one row per cell, RFC 4180 quoting (fields holding a comma, a quote or a newline are
// quoted, quotes doubled). Messages are kept on one line, so that a complete row is a complete line
// and a killed run leaves at most one partial line, at the end.
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "common/error.hpp"
#include "experiments/sweep-grid.hpp"

namespace lrnnc::experiments::sweep_detail {

const std::vector<std::string>& csv_columns() {
  static const std::vector<std::string> columns{"task",     "construction",      "dtype",
                                                "order",    "length",            "words",
                                                "accuracy", "first_failure_min", "first_failure_median",
                                                "status",   "network",           "message",
                                                "seconds",  "cell"};
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

std::string one_line(std::string s) {
  for (char& c : s)
    if (c == '\n' || c == '\r') c = ' ';
  return s;
}

std::string number(double x, const char* format) {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, x);
  return buf;
}

std::size_t to_size(const std::string& s, const std::string& column) {
  std::size_t v = 0;
  const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || s.empty())
    throw Error("column " + column + ": expected a non-negative integer, found '" + s + "'");
  return v;
}

double to_double(const std::string& s, const std::string& column) {
  try {
    std::size_t used = 0;
    const double v = std::stod(s, &used);
    if (used == s.size()) return v;
  } catch (const std::exception&) {
  }
  throw Error("column " + column + ": expected a number, found '" + s + "'");
}

}  // namespace

std::string csv_line(const Row& r) {
  auto opt = [](const std::optional<std::size_t>& v) { return v ? std::to_string(*v) : std::string(); };
  const std::vector<std::string> fields{
      r.task,
      r.construction,
      r.dtype,
      r.order,
      std::to_string(r.length),
      std::to_string(r.words),
      r.accuracy ? number(*r.accuracy, "%.10g") : std::string(),
      opt(r.first_failure_min),
      opt(r.first_failure_median),
      r.status,
      one_line(r.network),
      one_line(r.message),
      number(r.seconds, "%.4f"),
      std::to_string(r.cell)};
  std::string s;
  for (std::size_t i = 0; i < fields.size(); ++i) s += (i ? "," : "") + csv_quote(fields[i]);
  return s + "\n";
}

std::vector<std::string> csv_split(const std::string& line) {
  std::vector<std::string> fields(1);
  bool quoted = false, was_quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
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

Row parse_row(const std::vector<std::string>& f) {
  const auto& cols = csv_columns();
  if (f.size() != cols.size())
    throw Error("expected " + std::to_string(cols.size()) + " fields, found " + std::to_string(f.size()));
  Row r;
  r.task = f[0];
  r.construction = f[1];
  r.dtype = f[2];
  r.order = f[3];
  r.length = to_size(f[4], cols[4]);
  r.words = to_size(f[5], cols[5]);
  if (!f[6].empty()) r.accuracy = to_double(f[6], cols[6]);
  if (!f[7].empty()) r.first_failure_min = to_size(f[7], cols[7]);
  if (!f[8].empty()) r.first_failure_median = to_size(f[8], cols[8]);
  r.status = f[9];
  if (r.status != "ok" && r.status != "cannot implement" && r.status != "error")
    throw Error("column status: expected ok, cannot implement or error, found '" + r.status + "'");
  r.network = f[10];
  r.message = f[11];
  r.seconds = to_double(f[12], cols[12]);
  r.cell = to_size(f[13], cols[13]);
  return r;
}

CsvContents read_csv(const std::string& path) {
  CsvContents out;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    if (std::filesystem::exists(path)) throw Error("cannot read file '" + path + "'");
    return out;
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  const std::string text = buffer.str();
  const std::size_t last_newline = text.rfind('\n');
  out.complete_bytes = last_newline == std::string::npos ? 0 : last_newline + 1;
  out.truncated = out.complete_bytes < text.size();
  std::size_t pos = 0, line_number = 0;
  while (pos < out.complete_bytes) {
    const std::size_t end = text.find('\n', pos);
    std::string line = text.substr(pos, end - pos);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    pos = end + 1;
    ++line_number;
    if (line_number == 1) {
      if (line + "\n" != csv_header())
        throw Error(path + ": line 1: expected the header '" + csv_header().substr(0, csv_header().size() - 1) +
                    "', found '" + line + "'");
      continue;
    }
    try {
      out.rows.push_back(parse_row(csv_split(line)));
    } catch (const Error& e) {
      throw Error(path + ": line " + std::to_string(line_number) + ": " + e.what());
    }
  }
  return out;
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
