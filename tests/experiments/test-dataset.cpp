// lrnnc dataset's words, labels and files (experiments/dataset.hpp, experiments/npz-writer.hpp).
// The word-problem rows below were computed with the code lrnnc's CSVs follow: Merrill et al.'s
// jopetty/word-problem (generate_data.py's group_reduce: acc = G.op(G.elements[acc], G.elements[x]),
// from acc = 0) over its jopetty/abstract_algebra groups (generate_symmetric_group, the commutator
// subalgebra of S_n for A_n, generate_cyclic_group), on words drawn with Python's random.seed(7).
#include <catch2/catch.hpp>

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "automata/random-word.hpp"
#include "common/error.hpp"
#include "common/read-file.hpp"
#include "experiments/dataset.hpp"
#include "experiments/npz-writer.hpp"
#include "tests/temp-dir.hpp"

namespace {

using lrnnc::experiments::DatasetFormat;
using lrnnc::experiments::DatasetLabels;
using lrnnc::experiments::DatasetLengths;
using lrnnc::experiments::DatasetOptions;
using test_support::TempDir;

std::vector<std::uint32_t> ids(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::uint32_t> out;
  for (std::uint32_t v; in >> v;) out.push_back(v);
  return out;
}

std::string read_all(const std::string& path) { return lrnnc::read_file_limited(path, 1 << 20, "test"); }

struct WordProblemRow {
  const char* builtin;
  const char* input;
  const char* target;
};

}  // namespace

TEST_CASE("DatasetLabelsAreTheWordProblemCodesRunningProducts", "[experiments][quick]") {
  const WordProblemRow rows[] = {
      {"sym:3", "2 1 3 5 0 0 4 0 2 4", "2 3 4 2 2 2 5 5 3 0"},
      {"sym:3", "0 4 1 0 0 3 3 0 1 0", "0 4 5 5 5 2 1 1 0 0"},
      {"alt:4", "8 6 0 9 1 3 10 10 9 0", "8 1 1 3 5 10 7 0 9 9"},
      {"alt:4", "9 9 6 0 3 0 8 2 4 6", "9 5 7 7 4 4 2 1 8 1"},
      {"alt:5", "9 34 7 36 19 35 52 43 11 6", "9 17 14 39 15 11 23 8 3 10"},
      {"alt:5", "37 36 40 12 23 6 35 45 4 36", "37 18 57 45 55 59 24 47 42 59"},
      {"sym:5", "7 79 26 63 87 68 54 99 40 59", "7 109 70 76 42 16 114 66 107 78"},
      {"sym:5", "74 118 58 46 38 31 101 23 89 99", "74 105 55 41 89 70 30 46 15 25"},
      {"cyclic:5", "1 0 4 2 4 3 2 3 2 4", "1 1 0 2 1 4 1 4 1 0"},
      {"cyclic:5", "0 0 4 3 1 2 1 3 3 0", "0 0 4 2 3 0 1 4 2 2"},
  };
  for (const WordProblemRow& row : rows) {
    INFO(row.builtin << ": " << row.input);
    const lrnnc::automata::Dfa dfa = lrnnc::automata::make_builtin(row.builtin);
    const std::vector<std::uint32_t> in = ids(row.input);
    const lrnnc::automata::Word word(in.begin(), in.end());
    CHECK(lrnnc::experiments::dataset_labels(dfa, word) == ids(row.target));
  }
}

TEST_CASE("DatasetCsvIsTheWordProblemLayout", "[experiments][quick]") {
  const TempDir dir("dataset");
  const lrnnc::automata::Dfa dfa = lrnnc::automata::make_builtin("sym:3");
  DatasetOptions o;
  o.lengths = {{6, 6}};
  o.words = 3;
  o.seed = o.stream = 42;
  o.output = dir / "s3.csv";
  const auto report = lrnnc::experiments::write_dataset(dfa, o);
  CHECK(report.words == 3);
  CHECK(report.tokens == 18);
  std::istringstream lines(read_all(o.output));
  std::string line;
  REQUIRE(std::getline(lines, line));
  CHECK(line == "seed,input,target");
  for (std::uint64_t i = 0; i < 3; ++i) {
    REQUIRE(std::getline(lines, line));
    // A fixed length: word i is lrnnc eval's word i for the same seed.
    const lrnnc::automata::Word w = lrnnc::automata::random_word(42, i, 6, 6);
    std::string input, target;
    for (std::size_t t = 0; t < w.size(); ++t) input += (t ? " " : "") + std::to_string(w[t]);
    const auto labels = lrnnc::experiments::dataset_labels(dfa, w);
    for (std::size_t t = 0; t < labels.size(); ++t) target += (t ? " " : "") + std::to_string(labels[t]);
    CHECK(line == "42," + input + "," + target);
  }
  CHECK_FALSE(std::getline(lines, line));
  CHECK_FALSE(std::filesystem::exists(o.output + ".part"));
}

TEST_CASE("DatasetJsonlFinalLabelsAndLengthRanges", "[experiments][quick]") {
  const TempDir dir("dataset");
  const lrnnc::automata::Dfa dfa = lrnnc::automata::make_builtin("parity");
  DatasetOptions o;
  o.lengths = {{2, 5}, {7, 7}};
  o.words = 50;
  o.stream = 3;
  o.format = DatasetFormat::jsonl;
  o.labels = DatasetLabels::final;
  o.output = dir / "p.jsonl";
  const auto report = lrnnc::experiments::write_dataset(dfa, o);
  std::istringstream lines(read_all(o.output));
  std::string line;
  std::uint64_t index = 0, tokens = 0;
  std::size_t shortest = 100, longest = 0;
  while (std::getline(lines, line)) {
    const DatasetLengths& item = o.lengths[index < 50 ? 0 : 1];
    const lrnnc::automata::Word w = lrnnc::experiments::dataset_word(3, index, item, 2);
    if (index < 50) shortest = std::min(shortest, w.size()), longest = std::max(longest, w.size());
    std::string input;
    std::size_t ones = 0;
    for (std::size_t t = 0; t < w.size(); ++t) input += (t ? "," : "") + std::to_string(w[t]), ones += w[t];
    CHECK(line == "{\"input\": [" + input + "], \"target\": " + std::to_string(ones % 2) + "}");
    tokens += w.size();
    ++index;
  }
  CHECK(index == 100);
  CHECK(report.tokens == tokens);
  // Every length of the range occurs (50 draws from 4 values), and none outside it.
  CHECK(shortest == 2);
  CHECK(longest == 5);
}

TEST_CASE("DatasetWordsDependOnTheStreamAndIndexOnly", "[experiments][quick]") {
  const DatasetLengths range{3, 40};
  const auto a = lrnnc::experiments::dataset_word(5, 17, range, 60);
  CHECK(a == lrnnc::experiments::dataset_word(5, 17, range, 60));
  CHECK(a.size() >= 3);
  CHECK(a.size() <= 40);
  CHECK(a != lrnnc::experiments::dataset_word(5, 18, range, 60));
  CHECK(a != lrnnc::experiments::dataset_word(5 + (std::uint64_t{1} << 63), 17, range, 60));
  // A fixed-length item draws no length: the letters are random_word's.
  CHECK(lrnnc::experiments::dataset_word(9, 4, {16, 16}, 60) == lrnnc::automata::random_word(9, 4, 16, 60));
}

TEST_CASE("DatasetLengthListsAndTheirErrors", "[experiments][quick]") {
  const auto items = lrnnc::experiments::parse_dataset_lengths("--length", "2..16,32,64");
  REQUIRE(items.size() == 3);
  CHECK(items[0].min == 2);
  CHECK(items[0].max == 16);
  CHECK(items[2].min == 64);
  CHECK(items[2].max == 64);
  CHECK(lrnnc::experiments::dataset_lengths_text(items[0]) == "2..16");
  for (const char* bad : {"", "0", "5..3", "3..", "..4", "16,", "1e3", "07", "2000000", "3...5", "4, 5"})
    CHECK_THROWS_WITH(lrnnc::experiments::parse_dataset_lengths("--length", bad),
                      Catch::Contains("--length: expected"));
}

TEST_CASE("DatasetLimitsAreRefusedBeforeWriting", "[experiments][quick]") {
  const TempDir dir("dataset");
  const lrnnc::automata::Dfa dfa = lrnnc::automata::make_builtin("sym:3");
  DatasetOptions o;
  o.lengths = {{1000, 1000}};
  o.words = 100'000'000;  // 10^11 tokens
  o.output = dir / "big.csv";
  CHECK_THROWS_WITH(lrnnc::experiments::write_dataset(dfa, o), Catch::Contains("above the limit"));
  o.words = 3'000'000;  // 3 * 10^9 tokens: 6 GB of int16 in one npz member
  o.format = DatasetFormat::npz;
  o.output = dir / "big.npz";
  CHECK_THROWS_WITH(lrnnc::experiments::write_dataset(dfa, o), Catch::Contains("4 GiB"));
  CHECK(std::filesystem::is_empty(dir.path()));
}

TEST_CASE("NpzWriterWritesAZipOfNpyMembers", "[experiments][quick]") {
  CHECK(lrnnc::experiments::crc32(0, "123456789", 9) == 0xCBF43926U);  // the CRC-32 check value
  CHECK(lrnnc::experiments::crc32(lrnnc::experiments::crc32(0, "1234", 4), "56789", 5) == 0xCBF43926U);
  const TempDir dir("npz");
  const std::string path = dir / "a.npz";
  lrnnc::experiments::NpzWriter npz(path);
  const std::int16_t values[6] = {1, -1, 2, 3, 4, -5};
  npz.begin_array("x", "<i2", 2, {2, 3});
  npz.write(values, sizeof values);
  npz.end_array();
  npz.write_strings("names", {"a", "\xCE\xB1\xCE\xB2"});  // "a", "αβ"
  const std::uint64_t size = npz.close();
  const std::string bytes = read_all(path);
  REQUIRE(bytes.size() == size);
  CHECK(bytes.substr(0, 4) == std::string("PK\x03\x04", 4));
  CHECK(bytes.find("x.npy") != std::string::npos);
  const std::size_t header = bytes.find("\x93NUMPY");
  REQUIRE(header != std::string::npos);
  const std::size_t dict_len =
      static_cast<unsigned char>(bytes[header + 8]) | (static_cast<unsigned char>(bytes[header + 9]) << 8);
  CHECK((10 + dict_len) % 64 == 0);
  CHECK(bytes.substr(header + 10, dict_len).find("{'descr': '<i2', 'fortran_order': False, 'shape': (2, 3), }") == 0);
  CHECK(bytes.compare(header + 10 + dict_len, sizeof values, reinterpret_cast<const char*>(values), sizeof values) ==
        0);
  CHECK(bytes.find("'shape': (2,), }") != std::string::npos);  // the strings: a 1-d shape
  CHECK(bytes.find("'descr': '<U2'") != std::string::npos);
  // The end of central directory record: 2 members, then no comment.
  CHECK(bytes.substr(bytes.size() - 22, 4) == std::string("PK\x05\x06", 4));
  CHECK(static_cast<unsigned char>(bytes[bytes.size() - 12]) == 2);
}
