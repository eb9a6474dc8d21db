// Labelled words in files (experiments/dataset.hpp).
#include "experiments/dataset.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>

#include "common/error.hpp"
#include "common/interruption.hpp"
#include "common/parse-integer.hpp"
#include "common/printable.hpp"
#include "experiments/npz-writer.hpp"

namespace lrnnc::experiments {

const std::vector<DatasetPreset>& dataset_presets() {
  static const std::vector<DatasetPreset> presets{
      {"fprnn",
       "Movahedi et al. (Fixed-Point RNNs): train at 16 letters, test at 64 (every prefix: 1..64)",
       {{16, 16}},
       {{64, 64}}},
      {"grazzi",
       "Grazzi et al. (negative eigenvalues): train at 3..40 letters, test at 40..256",
       {{3, 40}},
       {{40, 256}}},
      {"deltaproduct", "Siems et al. (DeltaProduct): train at 128 letters, test at 512", {{128, 128}}, {{512, 512}}},
  };
  return presets;
}

const DatasetPreset& dataset_preset(const std::string& name) {
  std::string names;
  for (const DatasetPreset& p : dataset_presets()) {
    if (p.name == name) return p;
    names += (names.empty() ? "" : ", ") + p.name;
  }
  throw Error("--preset: unknown preset " + quote(name) + ", expected one of " + names);
}

std::vector<DatasetLengths> parse_dataset_lengths(const std::string& option, const std::string& text) {
  const std::string expected = option +
                               ": expected lengths L or A..B with 1 <= A <= B <= " + std::to_string(kMaxDatasetLength) +
                               ", comma-separated (e.g. 16 or 3..40,64), found " + quote(text);
  std::vector<DatasetLengths> items;
  std::size_t begin = 0;
  while (true) {
    const std::size_t comma = std::min(text.find(',', begin), text.size());
    const std::string_view item = std::string_view(text).substr(begin, comma - begin);
    const std::size_t dots = item.find("..");
    DatasetLengths d;
    const bool ok = dots == std::string_view::npos
                        ? parse_integer(item, d.min) == IntegerSyntax::ok && (d.max = d.min, true)
                        : parse_integer(item.substr(0, dots), d.min) == IntegerSyntax::ok &&
                              parse_integer(item.substr(dots + 2), d.max) == IntegerSyntax::ok;
    if (!ok || d.min < 1 || d.min > d.max || d.max > kMaxDatasetLength) throw Error(expected);
    items.push_back(d);
    if (comma == text.size()) break;
    begin = comma + 1;
  }
  return items;
}

std::string dataset_lengths_text(const DatasetLengths& item) {
  return item.min == item.max ? std::to_string(item.min) : std::to_string(item.min) + ".." + std::to_string(item.max);
}

namespace {

// The length of a word of `item`, drawn from gen as dataset_word does.
std::size_t draw_length(std::mt19937_64& gen, const DatasetLengths& item) {
  if (item.max == item.min) return item.min;
  return item.min + static_cast<std::size_t>(gen() % (item.max - item.min + 1));
}

}  // namespace

std::size_t dataset_length(std::uint64_t stream, std::uint64_t index, const DatasetLengths& item) {
  if (item.max == item.min) return item.min;
  std::mt19937_64 gen(stream + index);
  return draw_length(gen, item);
}

automata::Word dataset_word(std::uint64_t stream, std::uint64_t index, const DatasetLengths& item,
                            std::size_t letters) {
  std::mt19937_64 gen(stream + index);
  automata::Word w(draw_length(gen, item));
  for (auto& a : w) a = static_cast<automata::Letter>(gen() % letters);
  return w;
}

std::vector<std::uint32_t> dataset_labels(const automata::Dfa& dfa, const automata::Word& word) {
  std::vector<std::uint32_t> out(word.size());
  automata::State q = dfa.start();
  for (std::size_t t = 0; t < word.size(); ++t) {
    q = dfa.next(q, word[t]);
    out[t] = dfa.output(q);
  }
  return out;
}

namespace {

// Every word of the dataset in order: (word, labels) to `emit`, with progress and interruption
// points. A writer may walk the words more than once (npz: inputs, then targets); the progress
// counts the words of every walk against `total_walked`.
class WordWalk {
 public:
  WordWalk(const automata::Dfa& dfa, const DatasetOptions& o, std::uint64_t total_walked)
      : dfa_(dfa), o_(o), all_(total_walked), last_(std::chrono::steady_clock::now()) {}

  template <class Emit>
  void run(bool with_labels, Emit&& emit) {
    std::uint64_t index = 0;
    std::vector<std::uint32_t> labels;
    for (const DatasetLengths& item : o_.lengths)
      for (std::uint64_t j = 0; j < o_.words; ++j, ++index) {
        if ((index & 255) == 0) tick();
        const automata::Word w = dataset_word(o_.stream, index, item, dfa_.num_letters());
        if (with_labels) labels = dataset_labels(dfa_, w);
        emit(w, labels);
        if (runs_ == 0) tokens_ += w.size();
        ++done_;
      }
    ++runs_;
  }
  // The letters of the words of the first walk.
  std::uint64_t tokens() const { return tokens_; }
  void finish() {
    if (o_.progress) o_.progress(done_, all_);
  }

 private:
  void tick() {
    interruption_point();
    if (!o_.progress) return;
    const auto now = std::chrono::steady_clock::now();
    if (std::chrono::duration<double>(now - last_).count() < o_.progress_seconds) return;
    last_ = now;
    o_.progress(done_, all_);
  }

  const automata::Dfa& dfa_;
  const DatasetOptions& o_;
  std::uint64_t done_ = 0, all_, tokens_ = 0, runs_ = 0;
  std::chrono::steady_clock::time_point last_;
};

// Appends the decimal digits of v.
void put_number(std::string& s, std::uint64_t v) {
  char buf[24];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  s.append(buf, r.ptr);
}

template <class T>
void put_ids(std::string& s, const std::vector<T>& ids, char sep) {
  for (std::size_t t = 0; t < ids.size(); ++t) {
    if (t) s.push_back(sep);
    put_number(s, ids[t]);
  }
}

// csv and jsonl: one text line per word, buffered.
void write_text_lines(const automata::Dfa& dfa, const DatasetOptions& o, const std::string& path, DatasetReport& r) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) throw Error("cannot write file " + quote(path));
  const bool csv = o.format == DatasetFormat::csv, last = o.labels == DatasetLabels::final;
  std::string buf = csv ? "seed,input,target\n" : "";
  std::string seed;
  put_number(seed, o.seed);
  WordWalk walk(dfa, o, o.words * o.lengths.size());
  walk.run(true, [&](const automata::Word& w, const std::vector<std::uint32_t>& labels) {
    const std::vector<std::uint32_t> target = last && !labels.empty() ? std::vector{labels.back()} : labels;
    if (csv) {
      buf += seed;
      buf.push_back(',');
      put_ids(buf, w, ' ');
      buf.push_back(',');
      put_ids(buf, target, ' ');
    } else {
      buf += "{\"input\": [";
      put_ids(buf, w, ',');
      buf += last ? "], \"target\": " : "], \"target\": [";
      if (last && target.empty()) buf += "null";
      put_ids(buf, target, ',');
      buf += last ? "}" : "]}";
    }
    buf.push_back('\n');
    if (buf.size() >= (1U << 20)) {
      out.write(buf.data(), static_cast<std::streamsize>(buf.size()));
      buf.clear();
    }
  });
  out.write(buf.data(), static_cast<std::streamsize>(buf.size()));
  out.close();
  if (!out) throw Error("cannot write file " + quote(path) + " (disk full?)");
  walk.finish();
  r.tokens = walk.tokens();
  r.bytes = std::filesystem::file_size(path);
}

// One [N, Lmax] (or [N]) array of ids, padded with -1.
template <class T>
void npz_ids(NpzWriter& npz, WordWalk& walk, const DatasetOptions& o, bool target, std::size_t width, std::uint64_t n) {
  const bool last = target && o.labels == DatasetLabels::final;
  const std::string descr = sizeof(T) == 2 ? "<i2" : "<i4";
  npz.begin_array(target ? "target" : "input", descr, sizeof(T),
                  last ? std::vector<std::uint64_t>{n} : std::vector<std::uint64_t>{n, width});
  std::vector<T> row(last ? 1 : width);
  walk.run(target, [&](const automata::Word& w, const std::vector<std::uint32_t>& labels) {
    std::fill(row.begin(), row.end(), T(-1));
    if (last) {
      if (!labels.empty()) row[0] = static_cast<T>(labels.back());
    } else {
      for (std::size_t t = 0; t < w.size(); ++t) row[t] = static_cast<T>(target ? labels[t] : w[t]);
    }
    npz.write(row.data(), row.size() * sizeof(T));  // little-endian hosts only (x86-64, aarch64)
  });
  npz.end_array();
}

void write_npz(const automata::Dfa& dfa, const DatasetOptions& o, const std::string& path, DatasetReport& r) {
  const std::uint64_t n = o.words * o.lengths.size();
  std::size_t width = 0;
  for (const DatasetLengths& d : o.lengths) width = std::max(width, d.max);
  NpzWriter npz(path);
  WordWalk walk(dfa, o, 2 * n);
  const bool wide = std::max(dfa.num_letters(), dfa.labels().size()) > 32767;
  for (const bool target : {false, true}) {
    if (wide)
      npz_ids<std::int32_t>(npz, walk, o, target, width, n);
    else
      npz_ids<std::int16_t>(npz, walk, o, target, width, n);
  }
  npz.begin_array("length", "<i4", 4, {n});
  std::vector<std::int32_t> lengths;
  std::uint64_t index = 0;
  for (const DatasetLengths& item : o.lengths)
    for (std::uint64_t j = 0; j < o.words; ++j, ++index) {
      lengths.push_back(static_cast<std::int32_t>(dataset_length(o.stream, index, item)));
      if (lengths.size() == 4096 || j + 1 == o.words) {
        npz.write(lengths.data(), lengths.size() * sizeof(std::int32_t));
        lengths.clear();
      }
    }
  npz.end_array();
  npz.write_strings("letters", dfa.alphabet().names());
  npz.write_strings("labels", dfa.labels());
  r.bytes = npz.close();
  walk.finish();
  r.tokens = walk.tokens();
}

}  // namespace

DatasetReport write_dataset(const automata::Dfa& dfa, const DatasetOptions& o) {
  if (o.lengths.empty()) throw Error("dataset: no lengths given");
  DatasetReport report;
  report.min_length = o.lengths[0].min;
  long double tokens = 0;
  for (const DatasetLengths& d : o.lengths) {
    report.min_length = std::min(report.min_length, d.min);
    report.max_length = std::max(report.max_length, d.max);
    tokens += static_cast<long double>(o.words) * static_cast<long double>(d.max);
  }
  if (tokens > static_cast<long double>(kMaxDatasetTokens))
    throw Error("dataset: up to " + std::to_string(static_cast<std::uint64_t>(tokens)) +
                " tokens, above the limit of " + std::to_string(kMaxDatasetTokens) +
                ": write fewer or shorter words per file");
  const std::string part = o.output + ".part";
  try {
    if (o.format == DatasetFormat::npz)
      write_npz(dfa, o, part, report);
    else
      write_text_lines(dfa, o, part, report);
    std::filesystem::rename(part, o.output);
  } catch (...) {
    std::error_code ec;
    std::filesystem::remove(part, ec);
    throw;
  }
  report.words = o.words * o.lengths.size();
  return report;
}

}  // namespace lrnnc::experiments
