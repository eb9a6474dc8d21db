// Scoring predictions against an automaton (experiments/score.hpp).
#include "experiments/score.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "common/error.hpp"
#include "common/interruption.hpp"
#include "common/parse-integer.hpp"
#include "common/printable.hpp"
#include "experiments/npz-reader.hpp"
#include "experiments/sweep-grid.hpp"

namespace lrnnc::experiments {

Scorer::Scorer(const automata::Dfa& dfa, DatasetLabels labels) : dfa_(dfa), labels_(labels) { r_.labels = labels; }

void Scorer::add(const automata::Word& word, const std::vector<std::int64_t>& predictions,
                 const std::vector<std::int64_t>* targets, const std::string& where) {
  const bool last = labels_ == DatasetLabels::final;
  const std::size_t n = word.size(), want = last ? 1 : n;
  for (std::size_t t = 0; t < n; ++t)
    if (word[t] >= dfa_.num_letters())
      throw Error(where + ": letter id " + std::to_string(word[t]) + " at position " + std::to_string(t + 1) +
                  " is not one of the automaton's " + std::to_string(dfa_.num_letters()) + " letters");
  if (predictions.size() != want)
    throw Error(where + ": " + std::to_string(predictions.size()) + " predictions for " + std::to_string(want) +
                (last ? " (labels final: one per word)" : " positions"));
  std::vector<std::uint32_t> truth = dataset_labels(dfa_, word);
  if (last) truth = {n == 0 ? dfa_.output(dfa_.start()) : truth.back()};
  if (targets) {
    if (targets->size() != want)
      throw Error(where + ": " + std::to_string(targets->size()) + " targets for " + std::to_string(want) +
                  (last ? " (labels final: one per word)" : " positions"));
    for (std::size_t t = 0; t < want; ++t)
      if ((*targets)[t] != static_cast<std::int64_t>(truth[t]))
        throw Error(where + ": the file's target " + std::to_string((*targets)[t]) + " at position " +
                    std::to_string(last ? n : t + 1) + " is not the automaton's label " + std::to_string(truth[t]) +
                    ": the file does not number this SPEC's letters and labels as lrnnc does");
    r_.targets_checked += want;
  }
  for (const std::int64_t p : predictions)
    if (p < -1 || p >= static_cast<std::int64_t>(dfa_.labels().size()))
      throw Error(where + ": prediction " + std::to_string(p) + " is not a label id (0.." +
                  std::to_string(dfa_.labels().size() - 1) + ", or -1 for none)");
  std::size_t first = 0, correct = 0;
  for (std::size_t t = 0; t < want; ++t) {
    const std::int64_t p = predictions[t];
    if (p == -1) ++r_.nonfinite;
    if (p == static_cast<std::int64_t>(truth[t]))
      ++correct;
    else if (first == 0)
      first = t + 1;
  }
  ++r_.words;
  r_.tokens += want;
  r_.correct_tokens += correct;
  if (first == 0) ++r_.correct_words;
  LengthScore& l = lengths_[n];
  l.length = n;
  ++l.words;
  l.tokens += want;
  l.correct_tokens += correct;
  if (first == 0) ++l.correct_words;
  if (last) return;
  if (first == 0)
    ++r_.no_failure;
  else
    ++r_.first_failure[first];
  // Prefixes 1..n count this word; 1..(first - 1) (all n without a failure) count it right.
  const std::size_t right = first == 0 ? n : first - 1;
  if (count_diff_.size() < n + 2) count_diff_.resize(n + 2, 0), correct_diff_.resize(n + 2, 0);
  ++count_diff_[1], --count_diff_[n + 1];
  ++correct_diff_[1], --correct_diff_[right + 1];
}

ScoreReport Scorer::report() const {
  ScoreReport r = r_;
  for (const auto& [length, score] : lengths_) r.by_length.push_back(score);
  std::int64_t count = 0, correct = 0;
  for (std::size_t p = 1; p + 1 < count_diff_.size(); ++p) {
    count += count_diff_[p];
    correct += correct_diff_[p];
    r.prefix.push_back({p, static_cast<std::uint64_t>(count), static_cast<std::uint64_t>(correct)});
  }
  return r;
}

namespace {

// The fields of one CSV line (RFC 4180 quoting: the sweep's csv_split), a trailing '\r' dropped;
// a malformed line is an error naming `where`.
std::vector<std::string> csv_fields(std::string line, const std::string& where) {
  if (!line.empty() && line.back() == '\r') line.pop_back();
  try {
    return sweep_detail::csv_split(line);
  } catch (const Error& e) {
    throw Error(where + ": " + e.what());
  }
}

// Space-separated ids; with `none_ok`, "nan", "NaN", "None", "null" and -1 read as -1.
std::vector<std::int64_t> id_list(const std::string& text, bool none_ok, const std::string& where) {
  std::vector<std::int64_t> out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    const std::size_t end = std::min(text.find(' ', i), text.size());
    const std::string item = text.substr(i, end - i);
    std::int64_t v = 0;
    if (none_ok && (item == "nan" || item == "NaN" || item == "None" || item == "null"))
      v = -1;
    else if (parse_integer(item, v) != IntegerSyntax::ok || v < (none_ok ? -1 : 0))
      throw Error(where + ": " + quote(item) + " is not an id" + (none_ok ? " (or nan / -1 for none)" : ""));
    out.push_back(v);
    i = end;
  }
  return out;
}

automata::Word to_word(const std::vector<std::int64_t>& ids) { return automata::Word(ids.begin(), ids.end()); }

void score_csv(const std::string& path, Scorer& scorer) {
  std::ifstream in(path, std::ios::binary);
  std::string line;
  if (!std::getline(in, line)) throw Error("predictions " + quote(path) + ": empty, expected a CSV header");
  const std::vector<std::string> header = csv_fields(line, "predictions " + quote(path) + " line 1");
  auto column = [&](const std::string& name) -> std::ptrdiff_t {
    const auto it = std::find(header.begin(), header.end(), name);
    return it == header.end() ? -1 : it - header.begin();
  };
  const std::ptrdiff_t ci = column("input"), cp = column("prediction"), ct = column("target");
  if (ci < 0 || cp < 0)
    throw Error("predictions " + quote(path) + ": the header needs the columns input and prediction, found " +
                quote(line, 80));
  for (std::uint64_t number = 2; std::getline(in, line); ++number) {
    if ((number & 1023) == 0) interruption_point();
    if (line.empty() || line == "\r") continue;
    const std::string where = "predictions " + quote(path) + " line " + std::to_string(number);
    const std::vector<std::string> f = csv_fields(line, where);
    if (f.size() != header.size())
      throw Error(where + ": " + std::to_string(f.size()) + " fields, the header has " + std::to_string(header.size()));
    const std::vector<std::int64_t> target = ct >= 0 ? id_list(f[ct], false, where) : std::vector<std::int64_t>{};
    scorer.add(to_word(id_list(f[ci], false, where)), id_list(f[cp], true, where), ct >= 0 ? &target : nullptr, where);
  }
}

std::vector<std::int64_t> json_ids(const nlohmann::json& j, bool none_ok, const std::string& where,
                                   const std::string& key) {
  std::vector<std::int64_t> out;
  const auto one = [&](const nlohmann::json& v) -> std::int64_t {
    if (none_ok && v.is_null()) return -1;
    if (!v.is_number_integer() || v.get<std::int64_t>() < (none_ok ? -1 : 0))
      throw Error(where + ": " + key + " holds " + quote(v.dump(), 40) + ", expected an id" +
                  (none_ok ? " or null" : ""));
    return v.get<std::int64_t>();
  };
  if (j.is_array())
    for (const auto& v : j) out.push_back(one(v));
  else
    out.push_back(one(j));
  return out;
}

void score_jsonl(const std::string& path, Scorer& scorer) {
  std::ifstream in(path, std::ios::binary);
  std::string line;
  for (std::uint64_t number = 1; std::getline(in, line); ++number) {
    if ((number & 1023) == 0) interruption_point();
    if (line.empty() || line == "\r") continue;
    const std::string where = "predictions " + quote(path) + " line " + std::to_string(number);
    nlohmann::json j;
    try {
      j = nlohmann::json::parse(line);
    } catch (const nlohmann::json::exception&) {
      throw Error(where + ": not a JSON object");
    }
    if (!j.is_object() || !j.contains("input") || !j.contains("prediction") || !j["input"].is_array())
      throw Error(where + ": expected {\"input\": [ids], \"prediction\": ...}");
    const std::vector<std::int64_t> target =
        j.contains("target") ? json_ids(j["target"], false, where, "target") : std::vector<std::int64_t>{};
    scorer.add(to_word(json_ids(j["input"], false, where, "input")),
               json_ids(j["prediction"], true, where, "prediction"), j.contains("target") ? &target : nullptr, where);
  }
}

// Row w of an npz array as ids (values past `length` ignored by the caller).
std::int64_t npz_id(const NpyArray& a, std::uint64_t index, const std::string& where) {
  const double v = a.values[index];
  if (a.kind == 'f' && !std::isfinite(v)) return -1;
  if (v != std::floor(v) || v < -1 || v > 9.0e15) throw Error(where + ": " + a.name + " holds " + std::to_string(v));
  return static_cast<std::int64_t>(v);
}

// The prediction of one position from logits (K values): the argmax (the first of equal maxima), -1
// when a value is not finite.
std::int64_t argmax(const double* logits, std::size_t k) {
  std::int64_t best = 0;
  for (std::size_t i = 0; i < k; ++i) {
    if (!std::isfinite(logits[i])) return -1;
    if (logits[i] > logits[best]) best = static_cast<std::int64_t>(i);
  }
  return k == 0 ? -1 : best;
}

void score_npz(const std::string& path, Scorer& scorer, std::uint64_t max_bytes, bool last) {
  const NpzReader npz(path, max_bytes);
  const std::string where = "predictions " + quote(path);
  const NpyArray input = npz.read("input");
  if (input.shape.size() != 2) throw Error(where + ": input must be (words, length)");
  const std::uint64_t n = input.shape[0], width = input.shape[1];
  const bool logits = !npz.has("prediction");
  if (logits && !npz.has("logits")) throw Error(where + ": no array prediction or logits");
  const NpyArray pred = npz.read(logits ? "logits" : "prediction");
  const std::size_t k = logits ? static_cast<std::size_t>(pred.shape.empty() ? 0 : pred.shape.back()) : 1;
  const std::vector<std::uint64_t> want = last ? std::vector<std::uint64_t>{n} : std::vector<std::uint64_t>{n, width};
  std::vector<std::uint64_t> shape = pred.shape;
  if (logits && !shape.empty()) shape.pop_back();
  if (shape != want)
    throw Error(where + ": " + pred.name + " has a shape that does not match input's words and length");
  const bool has_target = npz.has("target"), has_length = npz.has("length");
  const NpyArray target = has_target ? npz.read("target") : NpyArray{};
  const NpyArray length = has_length ? npz.read("length") : NpyArray{};
  if (has_target && target.shape != want) throw Error(where + ": target's shape does not match input's");
  if (has_length && length.shape != std::vector<std::uint64_t>{n}) throw Error(where + ": length must be (words,)");
  for (std::uint64_t w = 0; w < n; ++w) {
    if ((w & 1023) == 0) interruption_point();
    const std::string at = where + " word " + std::to_string(w);
    std::uint64_t len = width;
    if (has_length)
      len = static_cast<std::uint64_t>(npz_id(length, w, at));
    else
      while (len > 0 && npz_id(input, w * width + len - 1, at) == -1) --len;
    if (len > width)
      throw Error(at + ": length " + std::to_string(len) + " exceeds the input's " + std::to_string(width));
    std::vector<std::int64_t> ids(len), p, t;
    for (std::uint64_t i = 0; i < len; ++i) ids[i] = npz_id(input, w * width + i, at);
    const std::uint64_t positions = last ? 1 : len, row = last ? w : w * width;
    for (std::uint64_t i = 0; i < positions; ++i) {
      p.push_back(logits ? argmax(pred.values.data() + (row + i) * k, k) : npz_id(pred, row + i, at));
      if (has_target) t.push_back(npz_id(target, row + i, at));
    }
    for (std::int64_t id : ids)
      if (id < 0) throw Error(at + ": input holds -1 before the word's end");
    scorer.add(to_word(ids), p, has_target ? &t : nullptr, at);
  }
}

}  // namespace

void score_file(const std::string& path, Scorer& scorer, std::uint64_t max_bytes) {
  const std::string ext = std::filesystem::path(path).extension().string();
  if (ext == ".npz") return score_npz(path, scorer, max_bytes, scorer.labels() == DatasetLabels::final);
  if (ext != ".csv" && ext != ".jsonl")
    throw Error("predictions " + quote(path) + ": unknown extension " + quote(ext) + ", expected .csv, .jsonl or .npz");
  if (!std::filesystem::is_regular_file(path)) throw Error("cannot read file " + quote(path));
  if (ext == ".csv") return score_csv(path, scorer);
  score_jsonl(path, scorer);
}

}  // namespace lrnnc::experiments
