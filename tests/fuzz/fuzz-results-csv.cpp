// Fuzz target for the results.csv reader that resume and merge use (parse_csv, csv_split,
// parse_row) and its writer (csv_line). Malformed text must end in lrnnc::Error with a one-line
// message. Text that parses must obey the torn-last-line rule (complete_bytes ends at the last
// '\n', truncated exactly when text follows it, and that text does not change the rows: the
// complete prefix alone and the prefix plus any tail parse to the same rows), and every row must
// write back (csv_line) to one line that parses to the same row, every column bit for bit; the
// header plus all rows written back must parse to the same rows with nothing truncated.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

#include "common/error.hpp"
#include "experiments/sweep-grid.hpp"

using namespace lrnnc::experiments::sweep_detail;

namespace {

[[noreturn]] void fail(const char* what, const std::string& text) {
  std::fprintf(stderr, "fuzz-results-csv: %s\n%s\n", what, text.c_str());
  std::abort();
}

bool same_double(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

bool same(const Row& a, const Row& b) {
  return a.task == b.task && a.construction == b.construction && a.dtype == b.dtype && a.order == b.order &&
         a.length == b.length && a.words == b.words && a.accuracy.has_value() == b.accuracy.has_value() &&
         (!a.accuracy || same_double(*a.accuracy, *b.accuracy)) && a.first_failure_min == b.first_failure_min &&
         a.first_failure_median == b.first_failure_median && a.status == b.status && a.network == b.network &&
         a.message == b.message && same_double(a.seconds, b.seconds) && a.cell == b.cell && a.verdict == b.verdict &&
         a.pairs == b.pairs && a.depth == b.depth && a.shortest_failure == b.shortest_failure &&
         a.realized_states == b.realized_states && a.minimized_states == b.minimized_states &&
         a.equals_spec == b.equals_spec && a.monoid_aperiodic == b.monoid_aperiodic && a.monoid_group == b.monoid_group;
}

bool same(const std::vector<Row>& a, const std::vector<Row>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!same(a[i], b[i])) return false;
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // Most inputs would fail at the header; half of them get the right one in front.
  std::string text(reinterpret_cast<const char*>(data), size);
  if (size > 0 && (data[0] & 1)) text = csv_header() + text.substr(1);
  CsvContents contents;
  try {
    contents = parse_csv(text, "results.csv");
  } catch (const lrnnc::Error& e) {
    if (std::strchr(e.what(), '\n')) fail("a message of more than one line", e.what());
    return 0;
  }
  // The torn-last-line rule.
  const std::size_t cut = contents.complete_bytes;
  if (cut > text.size() || (cut > 0 && text[cut - 1] != '\n')) fail("complete_bytes not after a '\\n'", text);
  if (text.find('\n', cut) != std::string::npos) fail("a '\\n' after complete_bytes", text);
  if (contents.truncated != (cut < text.size())) fail("truncated flag wrong", text);
  try {
    const CsvContents prefix = parse_csv(text.substr(0, cut), "prefix");
    if (!same(prefix.rows, contents.rows) || prefix.truncated) fail("the complete prefix parses differently", text);
    const CsvContents torn = parse_csv(text.substr(0, cut) + "x,\"y", "torn");
    if (!same(torn.rows, contents.rows) || !torn.truncated) fail("a torn tail changed the rows", text);
  } catch (const lrnnc::Error& e) {
    fail("the complete prefix (or it plus a torn tail) does not parse", e.what());
  }
  // Every row writes back to one line that reads as the same row.
  std::string written = csv_header();
  for (const Row& r : contents.rows) {
    const std::string line = csv_line(r);
    if (line.empty() || line.back() != '\n' || line.find('\n') != line.size() - 1)
      fail("csv_line is not one line", line);
    try {
      if (!same(parse_row(csv_split(line.substr(0, line.size() - 1))), r)) fail("a row does not read back", line);
    } catch (const lrnnc::Error& e) {
      fail("a written row does not parse", line + e.what());
    }
    written += line;
  }
  try {
    const CsvContents back = parse_csv(written, "written");
    if (!same(back.rows, contents.rows) || back.truncated || back.complete_bytes != written.size())
      fail("the rows written back read differently", written);
  } catch (const lrnnc::Error& e) {
    fail("the rows written back do not parse", written + e.what());
  }
  return 0;
}
