// The shared headers of common/ tested on their own: splitmix64 against the published reference
// outputs, the hash functor in an unordered container, join's separators, and the strict JSON and
// file readers' own rules, byte_text. (parse_integer and printable: tests/precision/test-hostile-strings.cpp.)
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <list>
#include <string>
#include <unordered_set>
#include <vector>

#include <sys/stat.h>

#include "common/byte-text.hpp"
#include "common/error.hpp"
#include "common/hash.hpp"
#include "common/join.hpp"
#include "common/paths.hpp"
#include "common/printable.hpp"
#include "common/read-file.hpp"
#include "common/splitmix64.hpp"
#include "common/strict-json.hpp"
#include "tests/paths.hpp"

namespace {

// Vigna's splitmix64.c (prng.di.unimi.it), written out again here so that the header is checked
// against a second copy of the algorithm and not only against itself.
std::uint64_t reference_next(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9e3779b97f4a7c15);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
  z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
  return z ^ (z >> 31);
}

}  // namespace

TEST_CASE("splitmix64 gives the published reference outputs for seeds 0 and 1234567", "[quick]") {
  // Seed 1234567: the values of Rosetta Code's "Pseudo-random numbers/Splitmix64" task.
  const std::array<std::uint64_t, 5> from_1234567 = {6457827717110365317ull, 3203168211198807973ull,
                                                     9817491932198370423ull, 4593380528125082431ull,
                                                     16408922859458223821ull};
  const std::array<std::uint64_t, 5> from_0 = {0xe220a8397b1dcdafull, 0x6e789e6aa1b965f4ull, 0x06c45d188009454full,
                                               0xf88bb8a8724c81ecull, 0x1b39896a51a8749bull};
  lrnnc::SplitMix64 a(1234567), b(0);
  for (std::uint64_t v : from_1234567) CHECK(a.next() == v);
  for (std::uint64_t v : from_0) CHECK(b.next() == v);
  CHECK(lrnnc::splitmix64(1234567) == from_1234567[0]);
  CHECK(lrnnc::splitmix64(0) == from_0[0]);
  static_assert(lrnnc::splitmix64(0) == 0xe220a8397b1dcdafull, "usable in constant expressions");
}

TEST_CASE("SplitMix64 agrees with the reference algorithm, and draw k is splitmix64 of the seed plus k-1 gammas",
          "[quick]") {
  for (std::uint64_t seed :
       {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{99}, ~std::uint64_t{0}, lrnnc::kSplitmixGamma}) {
    INFO("seed " << seed);
    lrnnc::SplitMix64 stream(seed);
    std::uint64_t reference_state = seed, state = seed;
    for (int k = 0; k < 100; ++k) {
      const std::uint64_t draw = stream.next();
      REQUIRE(draw == reference_next(reference_state));
      REQUIRE(draw == lrnnc::splitmix64(state));  // the stream is splitmix64 on successive seeds
      state += lrnnc::kSplitmixGamma;
    }
  }
  // mix64 is the finalizer alone: splitmix64(x) = mix64(x + gamma), and mix64(0) = 0.
  CHECK(lrnnc::mix64(0) == 0);
  CHECK(lrnnc::mix64(lrnnc::kSplitmixGamma) == lrnnc::splitmix64(0));
}

TEST_CASE("derived_seed is splitmix64(seed ^ splitmix64(index)), distinct across indices", "[quick]") {
  std::uint64_t x = 0;
  const std::uint64_t s0 = reference_next(x);  // splitmix64(0), from the reference algorithm
  CHECK(lrnnc::derived_seed(0, 0) == lrnnc::splitmix64(s0));
  for (std::uint64_t seed : {std::uint64_t{0}, std::uint64_t{7}, std::uint64_t{1234567}, ~std::uint64_t{0}})
    for (std::uint64_t index : {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{2}, std::uint64_t{1} << 40}) {
      std::uint64_t inner = index;
      std::uint64_t outer = seed ^ reference_next(inner);
      CHECK(lrnnc::derived_seed(seed, index) == reference_next(outer));
    }
  std::unordered_set<std::uint64_t> seeds;
  for (std::uint64_t index = 0; index < 1000; ++index) seeds.insert(lrnnc::derived_seed(42, index));
  CHECK(seeds.size() == 1000);
}

TEST_CASE("VectorHash: equal vectors hash equal, and keys of an unordered_set", "[quick]") {
  const lrnnc::VectorHash hash;
  const std::vector<int> a = {1, 2, 3}, b = {1, 2, 3}, c = {3, 2, 1};
  CHECK(hash(a) == hash(b));
  CHECK(hash(a) != hash(c));
  // The length takes part: a zero element is not the same as no element.
  CHECK(hash(std::vector<std::uint8_t>{}) != hash(std::vector<std::uint8_t>{0}));
  CHECK(hash(std::vector<std::uint64_t>{}) == lrnnc::hash_bytes(nullptr, 0));
  // Tails shorter than a word (7 bytes) and longer (9 bytes) are folded in.
  CHECK(hash(std::vector<std::uint8_t>(7, 1)) != hash(std::vector<std::uint8_t>(7, 2)));
  CHECK(hash(std::vector<std::uint8_t>(9, 1)) != hash(std::vector<std::uint8_t>{1, 1, 1, 1, 1, 1, 1, 1, 2}));

  std::unordered_set<std::vector<std::uint32_t>, lrnnc::VectorHash> set;
  for (std::uint32_t i = 0; i < 50; ++i)
    for (std::uint32_t j = 0; j < 50; ++j) set.insert({i, j});
  for (std::uint32_t i = 0; i < 50; ++i) set.insert({i, i});  // already there
  CHECK(set.size() == 2500);
  CHECK(set.count({49, 0}) == 1);
  CHECK(set.count({50, 0}) == 0);
  CHECK(set.count({1}) == 0);
}

TEST_CASE("join: separators, numbers and strings, empty and single ranges", "[quick]") {
  CHECK(lrnnc::join(std::vector<int>{1, 2, 3}) == "1,2,3");
  CHECK(lrnnc::join(std::vector<int>{1, -2, 3}, ", ") == "1, -2, 3");
  CHECK(lrnnc::join(std::vector<std::size_t>{7}, " x ") == "7");
  CHECK(lrnnc::join(std::vector<int>{}, ", ").empty());
  CHECK(lrnnc::join(std::vector<std::string>{}).empty());
  CHECK(lrnnc::join(std::list<std::string>{"a", "", "c"}, "/") == "a//c");  // empty items keep their place
  CHECK(lrnnc::join(std::vector<const char*>{"x", "y"}, "") == "xy");
}

TEST_CASE("byte_text: binary units, a decimal only when the count is not whole, saturation said", "[quick]") {
  CHECK(lrnnc::byte_text(0) == "0 bytes");
  CHECK(lrnnc::byte_text(1023) == "1023 bytes");
  CHECK(lrnnc::byte_text(1024) == "1 KiB");
  CHECK(lrnnc::byte_text(1536) == "1.5 KiB");
  CHECK(lrnnc::byte_text(std::uint64_t{4} << 30) == "4 GiB");
  CHECK(lrnnc::byte_text(std::uint64_t{3} << 60) == "3 EiB");
  CHECK(lrnnc::byte_text(std::uint64_t(54.4 * double(std::uint64_t{1} << 30))) == "54.4 GiB");
  CHECK(lrnnc::byte_text(UINT64_MAX - 1) == "16 EiB");
  CHECK(lrnnc::byte_text(UINT64_MAX) == "more than 16 EiB");
  CHECK(lrnnc::saturated_bytes(1e30) == UINT64_MAX);
  CHECK(lrnnc::saturated_bytes(18446744073709551615.0) == UINT64_MAX);  // 2^64 as a double
  CHECK(lrnnc::saturated_bytes(-1.0) == 0);
  CHECK(lrnnc::saturated_bytes(std::nan("")) == 0);
  CHECK(lrnnc::saturated_bytes(12345.9) == 12345);
}

TEST_CASE("parse_json_strict: duplicate keys per object, depth counted from the top-level members", "[quick]") {
  // The same key in two different objects is no duplicate.
  CHECK(lrnnc::parse_json_strict(R"({"a": {"k": 1}, "b": {"k": 2}})", 4, "T: ").at("b").at("k") == 2);
  CHECK_THROWS_WITH(lrnnc::parse_json_strict(R"({"a": {"k": 1, "k": 2}})", 4, "T: "),
                    "T: duplicate key 'k' in one object");
  CHECK_THROWS_WITH(lrnnc::parse_json_strict(R"({"k": 1, "k": 1})", 4, "T: "), "T: duplicate key 'k' in one object");
  // Members of the top-level value are at depth 1: [[1]] reaches depth 2.
  CHECK_NOTHROW(lrnnc::parse_json_strict("[[1]]", 2, ""));
  CHECK_THROWS_WITH(lrnnc::parse_json_strict("[[[1]]]", 2, "T: "), "T: nesting deeper than 2 levels");
  // nlohmann's own message, without its tag, on one line.
  CHECK_THROWS_WITH(lrnnc::parse_json_strict("{\"a\":\n", 4, "T: "),
                    Catch::StartsWith("T: parse error at line 2") && Catch::Contains("syntax error") &&
                        !Catch::Contains("[json.exception") && !Catch::Contains("\n"));
}

TEST_CASE("read_file_limited: a regular file up to the limit, the size message above it, a missing file", "[quick]") {
  const std::filesystem::path path = std::filesystem::path(::test_support::binary_dir()) / "test-common-read-file.bin";
  {
    std::ofstream out(path, std::ios::binary);
    out << std::string(10, 'x');
  }
  CHECK(lrnnc::read_file_limited(path.string(), 10, "L") == std::string(10, 'x'));
  CHECK(lrnnc::read_file_limited<std::vector<std::uint8_t>>(path.string(), 10, "L") ==
        std::vector<std::uint8_t>(10, 'x'));
  CHECK_THROWS_WITH(lrnnc::read_file_limited(path.string(), 9, "the test limit"),
                    "'" + path.string() + "' has 10 bytes, more than the limit of 9 (the test limit)");
  std::filesystem::remove(path);
  CHECK_THROWS_WITH(lrnnc::read_file_limited(path.string(), 9, "L"),
                    "cannot read file '" + path.string() + "': No such file or directory");
}

TEST_CASE("require_no_nul: a path with a NUL byte is refused, not cut at it", "[quick]") {
  const std::filesystem::path path = std::filesystem::path(::test_support::binary_dir()) / "test-common-nul.bin";
  {
    std::ofstream out(path, std::ios::binary);
    out << "x";
  }
  CHECK_NOTHROW(lrnnc::require_no_nul("a\x01b", "the path"));
  CHECK_THROWS_WITH(lrnnc::require_no_nul(std::string("m3\0x", 4), "argument 2"),
                    "argument 2 contains a NUL byte: 'm3\\x00x'");
  // The system would open `path` itself; the reader refuses the name instead.
  const std::string cut = path.string() + std::string("\0.json", 6);
  CHECK(lrnnc::read_file_limited(path.string(), 10, "L") == "x");
  CHECK_THROWS_WITH(lrnnc::read_file_limited(cut, 10, "L"),
                    "the path contains a NUL byte: '" + path.string() + "\\x00.json'");
  CHECK_THROWS_WITH(lrnnc::require_regular_file_if_present(cut), Catch::Contains("contains a NUL byte"));
  std::filesystem::remove(path);
}

TEST_CASE("read_file_limited refuses a directory, a FIFO and a device without blocking, naming what it is", "[quick]") {
  const std::filesystem::path dir = std::filesystem::path(::test_support::binary_dir()) / "test-common-not-regular";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  CHECK_THROWS_WITH(lrnnc::read_file_limited(dir.string(), 9, "L"),
                    "'" + dir.string() + "' is not a regular file: it is a directory");
  // A FIFO with no writer: opening it for reading would block forever without O_NONBLOCK.
  const std::string fifo = (dir / "fifo").string();
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  CHECK_THROWS_WITH(lrnnc::read_file_limited(fifo, 9, "L"), "'" + fifo + "' is not a regular file: it is a FIFO");
  CHECK_THROWS_WITH(lrnnc::read_file_limited<std::vector<std::uint8_t>>(fifo, 9, "L"), Catch::EndsWith("is a FIFO"));
  CHECK_THROWS_WITH(lrnnc::read_file_limited("/dev/zero", 9, "L"),
                    "'/dev/zero' is not a regular file: it is a character device");
  CHECK_THROWS_WITH(lrnnc::read_file_limited("/dev/null", 9, "L"),
                    "'/dev/null' is not a regular file: it is a character device");
  CHECK_NOTHROW(lrnnc::require_regular_file_if_present((dir / "absent").string()));
  CHECK_THROWS_WITH(lrnnc::require_regular_file_if_present(fifo), Catch::EndsWith("it is a FIFO"));
  // A symbolic link to a regular file is read; one to a FIFO is refused as the FIFO.
  const std::filesystem::path file = dir / "file.txt", link = dir / "link", fifo_link = dir / "fifo-link";
  std::ofstream(file) << "abc";
  std::filesystem::create_symlink(file, link);
  std::filesystem::create_symlink(fifo, fifo_link);
  CHECK(lrnnc::read_file_limited(link.string(), 9, "L") == "abc");
  CHECK_THROWS_WITH(lrnnc::read_file_limited(fifo_link.string(), 9, "L"), Catch::EndsWith("it is a FIFO"));
  // "-" is a file named "-", not stdin.
  CHECK_THROWS_WITH(lrnnc::read_file_limited("-", 9, "L"), "cannot read file '-': No such file or directory");
  // A path with a newline and 5000 bytes is quoted on one line and cut.
  const std::string long_path = (dir / ("x\n" + std::string(5000, 'y'))).string();
  try {
    lrnnc::read_file_limited(long_path, 9, "L");
    FAIL("no error");
  } catch (const lrnnc::Error& e) {
    const std::string what = e.what();
    CHECK(what.size() < 400);
    CHECK(what.find('\n') == std::string::npos);
    CHECK_THAT(what, Catch::StartsWith("cannot read file '"));
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("same_file, is_within and refuse_overwriting_inputs compare files, not spellings", "[quick]") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(::test_support::binary_dir()) / "test-common-paths";
  fs::remove_all(dir);
  fs::create_directories(dir / "sub");
  std::ofstream(dir / "a.json") << "{}";
  fs::create_hard_link(dir / "a.json", dir / "hard.json");
  fs::create_symlink(dir / "a.json", dir / "soft.json");
  const std::string a = (dir / "a.json").string();
  CHECK(lrnnc::same_file(a, (dir / "sub" / ".." / "a.json").string()));
  CHECK(lrnnc::same_file(a, (dir / "hard.json").string()));
  CHECK(lrnnc::same_file(a, (dir / "soft.json").string()));
  CHECK_FALSE(lrnnc::same_file(a, (dir / "absent.json").string()));
  CHECK_FALSE(lrnnc::same_file((dir / "absent.json").string(), (dir / "absent.json").string()));
  CHECK(lrnnc::is_within(dir.string(), dir.string()));
  CHECK(lrnnc::is_within((dir / "sub" / "new" / "deeper").string(), dir.string()));
  CHECK(lrnnc::is_within((dir / "sub" / ".." / "x").string(), dir.string()));
  CHECK_FALSE(lrnnc::is_within(dir.parent_path().string(), dir.string()));
  CHECK_FALSE(lrnnc::is_within((dir / "sub").string(), (dir / "a.json").string()));
  CHECK_NOTHROW(lrnnc::refuse_overwriting_inputs({{"-o", (dir / "out.json").string()}}, {{"--dfa", a}}));
  CHECK_THROWS_WITH(lrnnc::refuse_overwriting_inputs({{"-o", (dir / "soft.json").string()}}, {{"--dfa", a}}),
                    "refusing to overwrite an input: -o writes '" + (dir / "soft.json").string() +
                        "', which is the --dfa file '" + a + "'");
  fs::remove_all(dir);
}

TEST_CASE("Messages put the reason first and quote at most about 200 bytes, and one_line keeps both ends", "[quick]") {
  const std::string pattern = "(" + std::string(5000, 'a') + ")";
  const std::string m = lrnnc::reason_first("--regex: nesting deeper than 100 levels", pattern);
  CHECK_THAT(m, Catch::StartsWith("--regex: nesting deeper than 100 levels: '(aaa"));
  CHECK_THAT(m, Catch::EndsWith("... (5002 bytes)'"));
  CHECK(m.size() < 300);
  CHECK(lrnnc::quote("a\nb") == "'a\\x0ab'");
  CHECK(lrnnc::reason_first("R", "") == "R: ''");
  // one_line: a short text is printable()'s, a long one keeps its head and tail.
  CHECK(lrnnc::one_line("short\n") == "short\\x0a");
  const std::string text = "--regex '" + pattern + "': the subset construction needs more than 10000 states";
  const std::string line = lrnnc::one_line(text, 1000);
  CHECK(line.size() <= 1100);
  CHECK_THAT(line, Catch::StartsWith("--regex '(aaa"));
  CHECK_THAT(line, Catch::EndsWith("': the subset construction needs more than 10000 states"));
  CHECK_THAT(line, Catch::Contains(" bytes cut) ... "));
  // The bytes cut plus the bytes kept are the text (ASCII: one byte each).
  const std::size_t open = line.find(" ... ("), close = line.find(" bytes cut) ... ");
  const std::size_t cut = std::stoul(line.substr(open + 6, close - open - 6));
  CHECK(cut + line.size() - (close + 16 - open) == text.size());
  // Multi-byte characters and bytes that are not UTF-8 stay whole or escaped across the cut.
  std::string mixed;
  for (int i = 0; i < 3000; ++i) mixed += i % 7 == 0 ? "\xff" : "λ";
  const std::string mixed_line = lrnnc::one_line(mixed, 1000);
  CHECK(lrnnc::is_utf8(mixed_line));
  CHECK(mixed_line.size() <= 1100);
}

TEST_CASE("OneLineIsPrintableUtf8OfBoundedLengthOnRandomBytes", "[quick]") {
  const std::uint64_t seed = 20261127;
  INFO("seed " << seed);
  lrnnc::SplitMix64 rng(seed);
  const char* const pieces[] = {"a",    "\n", "\x7f", "\xff", "\xce\xbb", "\xe2\x82\xac", "\xf0\x9f\x98\x80",
                                "\xce", "\\"};
  for (int round = 0; round < 400; ++round) {
    std::string text;
    const std::size_t n = rng.next() % 3000;
    for (std::size_t i = 0; i < n; ++i) text += pieces[rng.next() % std::size(pieces)];
    const std::size_t limit = 10 + rng.next() % 1200;
    const std::string line = lrnnc::one_line(text, limit);
    INFO("round " << round << ", " << text.size() << " bytes, limit " << limit);
    CHECK(lrnnc::is_utf8(line));
    CHECK(std::none_of(line.begin(), line.end(), [](char c) { return c == '\n' || c == '\x7f'; }));
    CHECK(line.size() <= limit + 64);
    if (lrnnc::printable(text, text.size() * 4 + 1).size() <= limit) CHECK(line == lrnnc::printable(text, limit * 4));
  }
}
