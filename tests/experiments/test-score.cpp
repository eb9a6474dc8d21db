// lrnnc score's measures and readers (experiments/score.hpp, experiments/npz-reader.hpp) on
// hand-made predictions whose scores are known.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <fstream>
#include <limits>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "common/error.hpp"
#include "experiments/npz-reader.hpp"
#include "experiments/npz-writer.hpp"
#include "experiments/score.hpp"
#include "tests/temp-dir.hpp"

namespace {

using lrnnc::experiments::DatasetLabels;
using lrnnc::experiments::Scorer;
using test_support::TempDir;

void write_text(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

template <class T>
void put_array(lrnnc::experiments::NpzWriter& npz, const std::string& name, const std::string& descr,
               const std::vector<std::uint64_t>& shape, const std::vector<T>& values) {
  npz.begin_array(name, descr, sizeof(T), shape);
  npz.write(values.data(), values.size() * sizeof(T));
  npz.end_array();
}

}  // namespace

TEST_CASE("ScorerMeasuresAreTheirDefinitions", "[experiments][quick]") {
  const lrnnc::automata::Dfa parity = lrnnc::automata::make_builtin("parity");
  Scorer s(parity, DatasetLabels::all);
  s.add({1, 1, 0, 1}, {1, 0, 0, 1}, nullptr, "w0");  // right
  s.add({0, 1, 1, 1}, {0, 1, 1, 1}, nullptr, "w1");  // labels 0 1 0 1: wrong at 3
  s.add({1, 0}, {-1, 1}, nullptr, "w2");             // no prediction at 1
  const std::vector<std::int64_t> targets{1, 1};
  s.add({1, 0}, {1, 1}, &targets, "w3");  // right, target checked
  const auto r = s.report();
  CHECK(r.words == 4);
  CHECK(r.tokens == 12);
  CHECK(r.correct_tokens == 10);
  CHECK(r.correct_words == 2);
  CHECK(r.nonfinite == 1);
  CHECK(r.targets_checked == 2);
  CHECK(r.no_failure == 2);
  CHECK(r.first_failure == std::map<std::size_t, std::uint64_t>{{1, 1}, {3, 1}});
  REQUIRE(r.by_length.size() == 2);
  CHECK(r.by_length[0].length == 2);
  CHECK(r.by_length[0].correct_words == 1);
  CHECK(r.by_length[1].correct_tokens == 7);
  REQUIRE(r.prefix.size() == 4);
  // p = 1, 2: four words, w2 wrong; p = 3, 4: the two 4-letter words, w1 wrong from 3.
  CHECK(r.prefix[0].words == 4);
  CHECK(r.prefix[0].correct_words == 3);
  CHECK(r.prefix[1].correct_words == 3);
  CHECK(r.prefix[2].words == 2);
  CHECK(r.prefix[2].correct_words == 1);
  CHECK(r.prefix[3].correct_words == 1);
  const std::vector<std::int64_t> wrong{1, 0};
  CHECK_THROWS_WITH(s.add({1, 0}, {1, 1}, &wrong, "w4"), Catch::Contains("is not the automaton's label 1"));
  CHECK_THROWS_WITH(s.add({1, 2}, {1, 1}, nullptr, "w5"), Catch::Contains("letter id 2"));
  CHECK_THROWS_WITH(s.add({1, 0}, {1}, nullptr, "w6"), Catch::Contains("1 predictions for 2 positions"));
  CHECK_THROWS_WITH(s.add({1, 0}, {1, 2}, nullptr, "w7"), Catch::Contains("is not a label id"));
}

TEST_CASE("NpzFilesRoundTripAndLogitsScore", "[experiments][quick]") {
  const TempDir dir("score");
  const lrnnc::automata::Dfa parity = lrnnc::automata::make_builtin("parity");
  const std::string path = dir / "p.npz";
  {
    lrnnc::experiments::NpzWriter npz(path);
    put_array<std::int16_t>(npz, "input", "<i2", {2, 3}, {1, 1, 0, 0, 1, -1});
    const double nan = std::numeric_limits<double>::quiet_NaN();
    // Word 0 (labels 1 0 0): argmax 1, 0, then a NaN. Word 1 (labels 0 1): 0, 1; padding ignored.
    put_array<double>(npz, "logits", "<f8", {2, 3, 2}, {0, 1, 2, 1, nan, 0, 3, -1, -2, 5, 9, 9});
    npz.close();
  }
  const lrnnc::experiments::NpzReader reader(path, 1 << 20);
  const auto logits = reader.read("logits");
  CHECK(logits.shape == std::vector<std::uint64_t>{2, 3, 2});
  CHECK(logits.kind == 'f');
  CHECK(reader.read("input").values == std::vector<double>{1, 1, 0, 0, 1, -1});
  Scorer s(parity, DatasetLabels::all);
  lrnnc::experiments::score_file(path, s, 1 << 20);
  const auto r = s.report();
  CHECK(r.words == 2);
  CHECK(r.tokens == 5);
  CHECK(r.correct_tokens == 4);
  CHECK(r.nonfinite == 1);
  CHECK(r.first_failure == std::map<std::size_t, std::uint64_t>{{3, 1}});
  CHECK_THROWS_WITH(reader.read("nope"), Catch::Contains("no array 'nope'"));
}

TEST_CASE("ScoreFilesOfEachFormatAndTheirErrors", "[experiments][quick]") {
  const TempDir dir("score");
  const lrnnc::automata::Dfa mod3 = lrnnc::automata::make_builtin("mod:3");
  write_text(dir / "f.jsonl", "{\"input\": [1, 1, 1], \"prediction\": 0}\n{\"input\": [1], \"prediction\": null}\n");
  Scorer final_scorer(mod3, DatasetLabels::final);
  lrnnc::experiments::score_file(dir / "f.jsonl", final_scorer, 1 << 20);
  CHECK(final_scorer.report().correct_words == 1);
  CHECK(final_scorer.report().nonfinite == 1);
  CHECK(final_scorer.report().prefix.empty());

  write_text(dir / "q.csv", "prediction,\"input\"\n\"0 1\",\"0 1\"\n");
  Scorer quoted(mod3, DatasetLabels::all);
  lrnnc::experiments::score_file(dir / "q.csv", quoted, 1 << 20);
  CHECK(quoted.report().correct_words == 1);

  const auto refused = [&](const std::string& name, const std::string& text, const std::string& message) {
    write_text(dir / name, text);
    Scorer s(mod3, DatasetLabels::all);
    CHECK_THROWS_WITH(lrnnc::experiments::score_file(dir / name, s, 1 << 20), Catch::Contains(message));
  };
  refused("a.csv", "input,target\n1,1\n", "needs the columns input and prediction");
  refused("b.csv", "input,prediction\n1 x,1 1\n", "'x' is not an id");
  refused("c.csv", "input,prediction\n1,1,1\n", "3 fields, the header has 2");
  refused("d.jsonl", "[1]\n", "expected {\"input\"");
  refused("e.jsonl", "{\"input\": [1], \"prediction\": [\"1\"]}\n", "expected an id or null");
  refused("f.txt", "", "unknown extension");
  refused("g.npz", "not a zip", "not a zip file");
  // A compressed member (numpy.savez_compressed) is refused by name: the method field patched to 8.
  const std::string path = dir / "h.npz";
  {
    lrnnc::experiments::NpzWriter npz(path);
    put_array<std::int16_t>(npz, "input", "<i2", {1, 1}, {1});
    npz.close();
  }
  std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  const std::size_t central = bytes.find(std::string("PK\x01\x02", 4));
  REQUIRE(central != std::string::npos);
  f.seekp(static_cast<std::streamoff>(central + 10));
  f.put('\x08');
  f.close();
  Scorer s(mod3, DatasetLabels::all);
  CHECK_THROWS_WITH(lrnnc::experiments::score_file(path, s, 1 << 20), Catch::Contains("savez_compressed"));
}
