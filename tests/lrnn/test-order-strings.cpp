// Evaluation-order strings: hostile numbers in "chunked:C" are refused with a one-line error or
// read as documented, and a chunk size at least the word length (up to 2^64 - 1) is one chunk,
// bit for bit, with no overflow in the chunk count.
#include <catch2/catch.hpp>

#include <bit>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "common/error.hpp"
#include "hand-networks.hpp"
#include "lrnn/simulate.hpp"
#include "precision/policy.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;
using Catch::Contains;

TEST_CASE("HostileOrderStringsAreRefusedOrReadAsDocumented", "[quick]") {
  CHECK(parse_order("chunked:18446744073709551615") == EvalOrder{OrderKind::chunked, SIZE_MAX});
  CHECK(to_string(parse_order("chunked:18446744073709551615")) == "chunked:18446744073709551615");
  const std::vector<std::pair<std::string, std::string>> table{
      {"chunked:0",
       "evaluation order 'chunked:0': the chunk size C must be an integer in [1, 18446744073709551615], found '0'"},
      {"chunked:2^64", "found '2^64'"},
      {"chunked:18446744073709551616", "found '18446744073709551616'"},
      {"chunked:-1", "found '-1'"},
      {"chunked:+4", "found '+4'"},
      {"chunked: 4", "found ' 4'"},
      {"chunked:4 ", "found '4 '"},
      {"chunked:4x", "found '4x'"},
      {"chunked:1e3", "found '1e3'"},
      {"chunked:04", "(write it without leading zeros)"},
      {"chunked:", "found ''"},
      {"chunked", "unknown evaluation order 'chunked', expected sequential, scan or chunked:C"},
      {"Chunked:4", "unknown evaluation order"},
      {"scan ", "unknown evaluation order 'scan '"},
      {"scan\n", "unknown evaluation order 'scan\\x0a'"},
  };
  for (const auto& [text, expected] : table) {
    INFO("order '" << text << "'");
    try {
      parse_order(text);
      FAIL_CHECK("accepted");
    } catch (const Error& e) {
      const std::string what = e.what();
      CHECK_THAT(what, Contains(expected));
      CHECK(what.find('\n') == std::string::npos);
    }
  }
}

TEST_CASE("ChunkAtLeastTheWordLengthIsOneChunk", "[quick]") {
  // A rotation counter in bf16: the order changes the bits, so one chunk must be exactly one chunk.
  const Network net = test::rotation_network(5, true);
  std::mt19937_64 rng(7);
  INFO("seed 7");
  std::vector<automata::Word> words(6);
  for (auto& w : words) {
    w.resize(1 + rng() % 60);
    for (auto& a : w) a = static_cast<automata::Letter>(rng() % net.num_letters());
  }
  auto run = [&](EvalOrder order) {
    SimulateOptions o;
    o.policy = precision::parse_policy("bf16");
    o.order = order;
    o.threads = 1;
    o.keep_states = true;
    return simulate(net, words, o, &net.automaton);
  };
  const auto one_chunk = run({OrderKind::chunked, 60});
  for (std::size_t c : {std::size_t{61}, std::size_t{1} << 32, std::size_t{1} << 63, SIZE_MAX - 1, SIZE_MAX}) {
    INFO("chunked:" << c);
    const auto got = run({OrderKind::chunked, c});
    for (std::size_t w = 0; w < words.size(); ++w) {
      CHECK(got[w].states == one_chunk[w].states);
      REQUIRE(got[w].layer_states.size() == one_chunk[w].layer_states.size());
      for (std::size_t t = 0; t < got[w].layer_states.size(); ++t) {
        const auto& a = got[w].layer_states[t];
        const auto& b = one_chunk[w].layer_states[t];
        CHECK((a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0));
      }
    }
  }
}
