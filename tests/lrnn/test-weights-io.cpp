// Weights on disk (lrnn/weights-io.hpp): the safetensors layout byte by byte, bit-exact round trips
// of networks in every dtype, idempotent saving, and refusal of every kind of corrupted file.
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <set>

#include "automata/io-json.hpp"
#include "common/error.hpp"
#include "lrnn/weights-io.hpp"
#include "network-bits.hpp"
#include "precision/format.hpp"
#include "precision/round-kernels.hpp"
#include "weights-test-networks.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;
using namespace lrnnc::lrnn::test;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;
using nlohmann::json;

namespace {

std::uint64_t bits(double x) { return std::bit_cast<std::uint64_t>(x); }

double round_to(double x, WeightDtype d) {
  switch (d) {
    case WeightDtype::f64: return x;
    case WeightDtype::f32: return precision::round(x, precision::fp32(), precision::RoundingMode::rne);
    case WeightDtype::f16: return precision::round(x, precision::fp16(), precision::RoundingMode::rne);
    default: return precision::round(x, precision::bf16(), precision::RoundingMode::rne);
  }
}

// Bit-exact comparison of matrices (shape and every entry's bit pattern).
// Checks structure, automaton and every weight bit for bit.
void require_same_network(const Network& a, const Network& b) {
  REQUIRE(automata::dfa_to_json(a.automaton) == automata::dfa_to_json(b.automaton));
  REQUIRE(a.automaton.table() == b.automaton.table());
  REQUIRE(a.automaton.outputs() == b.automaton.outputs());
  REQUIRE(a.automaton.start() == b.automaton.start());
  REQUIRE(a.readout == b.readout);
  REQUIRE(a.readout_keys == b.readout_keys);
  REQUIRE(a.provenance.method == b.provenance.method);
  REQUIRE(a.provenance.options == b.provenance.options);
  REQUIRE(a.provenance.notes == b.provenance.notes);
  REQUIRE(a.layers.size() == b.layers.size());
  for (std::size_t l = 0; l < a.layers.size(); ++l) {
    const Layer &x = a.layers[l], &y = b.layers[l];
    INFO("layer " << l);
    REQUIRE(x.n == y.n);
    REQUIRE(x.d == y.d);
    REQUIRE(same_bits(x.H0, y.H0));
    REQUIRE(x.context == y.context);
    REQUIRE(x.tokens.size() == y.tokens.size());
    for (std::size_t t = 0; t < x.tokens.size(); ++t) {
      INFO("token " << t);
      REQUIRE(x.tokens[t].letter == y.tokens[t].letter);
      REQUIRE(x.tokens[t].context == y.tokens[t].context);
      REQUIRE(same_transition(x.tokens[t].transition, y.tokens[t].transition));
      REQUIRE(x.tokens[t].B.has_value() == y.tokens[t].B.has_value());
      if (x.tokens[t].B) REQUIRE(same_bits(*x.tokens[t].B, *y.tokens[t].B));
    }
    REQUIRE(same_bits(x.codebook.vectors, y.codebook.vectors));
    REQUIRE(x.codebook.values == y.codebook.values);
  }
}

constexpr WeightDtype kDtypes[] = {WeightDtype::f64, WeightDtype::f32, WeightDtype::f16, WeightDtype::bf16};

// A safetensors file from a header text and a data area (the header padded to a multiple of 8).
std::vector<std::uint8_t> raw_file(std::string header, std::size_t data_bytes) {
  header.append((8 - header.size() % 8) % 8, ' ');
  std::vector<std::uint8_t> out(8 + header.size() + data_bytes, 0);
  for (int i = 0; i < 8; ++i) out[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(header.size() >> (8 * i));
  std::memcpy(out.data() + 8, header.data(), header.size());
  return out;
}

}  // namespace

TEST_CASE("WeightDtypeNamesRoundTrip", "[quick][weights]") {
  for (auto d : kDtypes) REQUIRE(parse_weight_dtype(to_string(d)) == d);
  REQUIRE(parse_weight_dtype("bf16") == WeightDtype::bf16);
  REQUIRE(parse_weight_dtype("f16") == WeightDtype::f16);
  REQUIRE_THROWS_WITH(parse_weight_dtype("fp8"), Contains("'fp8'") && Contains("f64, f32, f16, bf16"));
}

TEST_CASE("SafetensorsLayoutIsTheDocumentedOne", "[quick][weights]") {
  TensorMap t;
  t["b"] = {WeightDtype::f16, {2}, {1.0, -2.0}};
  t["a"] = {WeightDtype::f64, {}, {0.5}};
  t["c"] = {WeightDtype::bf16, {1, 1}, {1.0}};
  t["d"] = {WeightDtype::f32, {0}, {}};
  t["e"] = {WeightDtype::f32, {1}, {-1.5}};
  const auto bytes = encode_safetensors(t, {{"format", "lrnnc"}});
  std::uint64_t n = 0;
  for (int i = 0; i < 8; ++i) n |= static_cast<std::uint64_t>(bytes[static_cast<std::size_t>(i)]) << (8 * i);
  REQUIRE(n % 8 == 0);
  REQUIRE(bytes.size() == 8 + n + 8 + 4 + 2 + 0 + 4);
  const std::string header(bytes.begin() + 8, bytes.begin() + 8 + static_cast<std::ptrdiff_t>(n));
  const auto h = json::parse(header);
  REQUIRE(h["__metadata__"] == json({{"format", "lrnnc"}}));
  // Name order, back to back.
  REQUIRE(h["a"] == json({{"dtype", "F64"}, {"shape", json::array()}, {"data_offsets", {0, 8}}}));
  REQUIRE(h["b"]["data_offsets"] == json({8, 12}));
  REQUIRE(h["c"]["data_offsets"] == json({12, 14}));
  REQUIRE(h["c"]["shape"] == json({1, 1}));
  REQUIRE(h["d"]["data_offsets"] == json({14, 14}));
  REQUIRE(h["e"]["data_offsets"] == json({14, 18}));
  // Little-endian bit patterns: 0.5 = 0x3FE0..., F16 1 = 0x3C00, F16 -2 = 0xC000, BF16 1 = 0x3F80,
  // F32 -1.5 = 0xBFC00000.
  const std::uint8_t* d = bytes.data() + 8 + n;
  const std::vector<std::uint8_t> data(d, d + 18);
  REQUIRE(data == std::vector<std::uint8_t>{0, 0, 0, 0, 0, 0, 0xE0, 0x3F, 0x00, 0x3C, 0x00, 0xC0, 0x80, 0x3F, 0, 0,
                                            0xC0, 0xBF});

  std::map<std::string, std::string> md;
  const auto back = decode_safetensors(bytes, "t", &md);
  REQUIRE(md == std::map<std::string, std::string>{{"format", "lrnnc"}});
  REQUIRE(back.size() == 5);
  for (const auto& [name, x] : t) {
    REQUIRE(back.at(name).dtype == x.dtype);
    REQUIRE(back.at(name).shape == x.shape);
    REQUIRE(back.at(name).values == x.values);
  }
  REQUIRE(decode_safetensors(encode_safetensors({})).empty());
  REQUIRE_THROWS_WITH(encode_safetensors({{"x", {WeightDtype::f64, {2, 2}, {1.0}}}}),
                      Contains("'x' has 1 values, expected 4"));
  REQUIRE_THROWS_WITH(encode_safetensors({{"__metadata__", {WeightDtype::f64, {}, {1.0}}}}), Contains("reserved"));
}

TEST_CASE("SafetensorsRoundsToNearestEvenInEveryDtype", "[quick][weights]") {
  const std::uint64_t seed = 20240611;
  INFO("seed " << seed);
  std::mt19937_64 rng(seed);
  Tensor base{WeightDtype::f64, {300}, {}};
  for (int i = 0; i < 300; ++i) {
    const double m = static_cast<double>(rng() >> 11) * 0x1p-53;
    base.values.push_back(std::ldexp(rng() % 2 ? m : -m, static_cast<int>(rng() % 60) - 30));
  }
  base.values[0] = 1.0 + 0x1p-11;      // F16 tie -> 1
  base.values[1] = 1.0 + 3 * 0x1p-11;  // F16 tie -> up
  base.values[2] = 65519.0;            // F16: below the overflow threshold 65520, rounds to 65504
  base.values[3] = -0.0;
  for (auto d : kDtypes) {
    // Values that round to infinity in d are refused by encode (EncodingRefusesNonFinite...): one
    // at a time here, the rest are encoded together.
    Tensor in{d, {0}, {}};
    std::size_t overflowing = 0;
    for (double x : base.values) {
      if (std::isfinite(round_to(x, d))) {
        in.values.push_back(x);
      } else {
        ++overflowing;
        REQUIRE_THROWS_WITH(encode_safetensors({{"x", {d, {1}, {x}}}}), Contains("overflows " + to_string(d)));
      }
    }
    in.shape = {in.values.size()};
    CHECK((overflowing > 0) == (d == WeightDtype::f16));  // |x| >= 65520 overflows F16 only
    const auto back = decode_safetensors(encode_safetensors({{"x", in}})).at("x");
    REQUIRE(back.dtype == d);
    for (std::size_t i = 0; i < in.values.size(); ++i) {
      INFO(to_string(d) << " value " << i << " = " << in.values[i]);
      REQUIRE(bits(back.values[i]) == bits(round_to(in.values[i], d)));
    }
  }
}

TEST_CASE("SavedNetworkHasTheDocumentedTensorNamesAndManifest", "[quick][weights]") {
  TempDir dir("weights");
  const auto stem = dir / "two";
  save_network(two_layer_network(), stem, WeightDtype::f16,
               json{{"verification", {{"words", 100}}}, {"compile", {{"seconds", 0.5}}}});
  std::map<std::string, std::string> md;
  const auto tensors = decode_safetensors(read_bytes(stem + ".safetensors"), "two", &md);
  REQUIRE(md == std::map<std::string, std::string>{{"format", "lrnnc"}, {"manifest", "two.json"}});
  std::set<std::string> names;
  for (const auto& [name, t] : tensors) names.insert(name);
  const std::set<std::string> expected{"layer0.H0",
                                       "layer0.codebook",
                                       "layer0.tok0.diag",
                                       "layer0.tok1.diag",
                                       "layer1.H0",
                                       "layer1.codebook",
                                       "layer1.tok0.diag",
                                       "layer1.tok1.A",
                                       "layer1.tok1.B",
                                       "layer1.tok2.refl0.v",
                                       "layer1.tok2.refl0.beta",
                                       "layer1.tok2.refl1.v",
                                       "layer1.tok2.refl1.beta",
                                       "layer1.tok3.B"};
  REQUIRE(names == expected);
  REQUIRE(tensors.at("layer1.H0").shape == std::vector<std::size_t>{2, 2});
  REQUIRE(tensors.at("layer1.H0").values == std::vector<double>{1.0, 0.5, 0.0, 0.25});  // row-major
  REQUIRE(tensors.at("layer1.codebook").shape == std::vector<std::size_t>{3, 4});
  REQUIRE(tensors.at("layer1.codebook").dtype == WeightDtype::f64);
  REQUIRE(tensors.at("layer1.tok2.refl1.beta").shape.empty());
  REQUIRE(tensors.at("layer1.tok2.refl1.beta").dtype == WeightDtype::f16);
  REQUIRE(tensors.at("layer1.tok1.B").values == std::vector<double>{0.125, 0.0, -0.75, 3.0});

  const auto m = json::parse(read_text(stem + ".json"));
  REQUIRE(m["format"] == "lrnnc-network");
  REQUIRE(m["version"] == 1);
  REQUIRE(m["weights"] == "two.safetensors");
  REQUIRE(m["dtype"] == "F16");
  REQUIRE(m["verification"]["words"] == 100);
  REQUIRE(m["compile"]["method"] == "cascade");
  REQUIRE(m["compile"]["seconds"] == 0.5);
  REQUIRE(m["compile"]["options"]["levels"] == "2");
  REQUIRE(m["provenance"]["options"] ==
          json::array({json::array({"levels", "2"}), json::array({"decoder", "codebook"})}));
  REQUIRE(m["notes"] == json({"level 1 reads level 0 at lag 1"}));
  REQUIRE(automata::dfa_to_json(automata::dfa_from_json(m["automaton"].dump())) ==
          automata::dfa_to_json(automata::make_builtin("mod:3")));
  const auto& l1 = m["layers"][1];
  REQUIRE(l1["context"] == json({{{"layer", 0}, {"lag", 1}}}));
  REQUIRE(l1["tokens"][1]["letter"] == "0");
  REQUIRE(l1["tokens"][1]["context"] == json({1}));
  REQUIRE(l1["tokens"][1]["transition"] == json({{"kind", "dense"}, {"A", "layer1.tok1.A"}}));
  REQUIRE(l1["tokens"][1]["B"] == "layer1.tok1.B");
  REQUIRE(l1["tokens"][0]["B"].is_null());
  REQUIRE(l1["tokens"][2]["transition"]["factors"][1] ==
          json({{"v", "layer1.tok2.refl1.v"}, {"beta", "layer1.tok2.refl1.beta"}}));
  REQUIRE(l1["tokens"][3]["transition"]["factors"] == json::array());
  REQUIRE(l1["codebook"] == json({{"tensor", "layer1.codebook"}, {"values", {0, 1, 2}}}));
  REQUIRE(m["readout_keys"] == json({{0, 0}, {0, 1}, {1, 2}, {1, 0}}));
  REQUIRE(m["readout"] == json({0, 1, 2, 0}));

  REQUIRE_THROWS_WITH(save_network(weights_parity_network(), dir / "p", WeightDtype::f64, json{{"layers", 1}}),
                      Contains("'layers' is reserved"));
  Network broken = weights_parity_network();
  broken.readout = {0};
  REQUIRE_THROWS_AS(save_network(broken, dir / "p"), Error);
}

TEST_CASE("SaveLoadF64IsBitExact", "[quick][weights]") {
  TempDir dir("weights");
  for (auto& [name, plain] : all_test_networks()) {
    for (std::uint64_t seed : {0ull, 7ull}) {
      INFO(name << " seed " << seed);
      const Network net = seed ? randomized(plain, seed) : plain;
      const auto stem = dir / name;
      save_network(net, stem);
      for (const auto& path : {stem, stem + ".json", stem + ".safetensors"}) {
        INFO("loading " << path);
        const auto loaded = load_network(path);
        REQUIRE(loaded.dtype == WeightDtype::f64);
        REQUIRE(loaded.manifest["format"] == "lrnnc-network");
        require_same_network(net, loaded.network);
      }
    }
  }
}

TEST_CASE("SaveLoadInNarrowDtypesRoundsEachWeightToNearestEven", "[quick][weights]") {
  TempDir dir("weights");
  for (auto& [name, plain] : all_test_networks()) {
    const Network net = randomized(plain, 99);
    for (auto d : kDtypes) {
      INFO(name << " " << to_string(d));
      save_network(net, dir / name, d);
      const auto loaded = load_network(dir / name);
      REQUIRE(loaded.dtype == d);
      Network expected = net;
      for_each_weight(expected, [&](double x) { return round_to(x, d); });  // the codebook stays exact
      require_same_network(expected, loaded.network);
    }
  }
}

TEST_CASE("SavingALoadedNetworkGivesIdenticalFiles", "[quick][weights]") {
  TempDir a("weights"), b("weights");
  const json extra{{"verification", {{"ok", true}}}};
  for (auto& [name, plain] : all_test_networks()) {
    for (auto d : kDtypes) {
      INFO(name << " " << to_string(d));
      const Network net = randomized(plain, 5);
      save_network(net, a / "m", d, extra);
      save_network(load_network(a / "m").network, b / "m", d, extra);
      REQUIRE(read_bytes(a / "m.safetensors") == read_bytes(b / "m.safetensors"));
      REQUIRE(read_text(a / "m.json") == read_text(b / "m.json"));
    }
  }
}

// ---- corrupted files --------------------------------------------------------------------------

TEST_CASE("EveryTruncationOfAWeightsFileIsRefused", "[standard][weights]") {
  TempDir dir("weights");
  save_network(weights_parity_network(), dir / "p");
  const auto bytes = read_bytes(dir / "p.safetensors");
  REQUIRE(bytes.size() > 100);
  for (std::size_t len = 0; len < bytes.size(); ++len) {
    INFO("prefix of " << len << " of " << bytes.size() << " bytes");
    const std::vector<std::uint8_t> prefix(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(len));
    REQUIRE_THROWS_AS(decode_safetensors(prefix, "p"), Error);
    write_bytes(dir / "p.safetensors", prefix);
    REQUIRE_THROWS_WITH(load_network(dir / "p"), Contains("p.safetensors"));
  }
  // And every truncation of the manifest.
  write_bytes(dir / "p.safetensors", bytes);
  const auto text = read_text(dir / "p.json");
  REQUIRE_NOTHROW(load_network(dir / "p"));
  for (std::size_t len = 0; len + 1 < text.size(); ++len) {  // the last byte is a newline
    INFO("manifest prefix of " << len);
    write_text(dir / "p.json", text.substr(0, len));
    REQUIRE_THROWS_WITH(load_network(dir / "p"), Contains("p.json"));
  }
}

namespace {

// Malformed tensor entries: negative or fractional shapes, malformed offsets, unknown or missing
// fields, non-string metadata.
void require_malformed_entries_refused() {
  REQUIRE_THROWS_WITH(
      decode_safetensors(raw_file(R"({"x": {"dtype": "F64", "shape": [-1], "data_offsets": [0, 0]}})", 0), "f"),
      Contains("expected non-negative integers"));
  REQUIRE_THROWS_WITH(
      decode_safetensors(raw_file(R"({"x": {"dtype": "F64", "shape": [1.5], "data_offsets": [0, 0]}})", 0), "f"),
      Contains("expected non-negative integers"));
  REQUIRE_THROWS_WITH(
      decode_safetensors(raw_file(R"({"x": {"dtype": "F64", "shape": [1], "data_offsets": [0]}})", 8), "f"),
      Contains("expected [begin, end]"));
  REQUIRE_THROWS_WITH(
      decode_safetensors(raw_file(R"({"x": {"dtype": "F64", "shape": [1], "data_offsets": [8, 0]}})", 8), "f"),
      Contains("expected 0 <= begin <= end <= 8"));
  REQUIRE_THROWS_WITH(
      decode_safetensors(raw_file(R"({"x": {"dtype": "F64", "shape": [1], "data_offsets": [0, 16]}})", 8), "f"),
      Contains("expected 0 <= begin <= end <= 8"));
  REQUIRE_THROWS_WITH(
      decode_safetensors(raw_file(R"({"x": {"dtype": "F64", "shape": [1], "data_offsets": [0, 8], "extra": 1}})", 8),
                         "f"),
      Contains("unknown field 'extra'"));
  REQUIRE_THROWS_WITH(decode_safetensors(raw_file(R"({"x": {"shape": [1], "data_offsets": [0, 8]}})", 8), "f"),
                      Contains("no dtype"));
  REQUIRE_THROWS_WITH(decode_safetensors(raw_file(R"({"__metadata__": {"a": 1}})", 0), "f"),
                      Contains("'a' is not a string"));
}

}  // namespace

TEST_CASE("CorruptedSafetensorsHeadersAreRefusedWithTheReason", "[quick][weights]") {
  REQUIRE_THROWS_WITH(decode_safetensors({1, 2, 3}, "f.safetensors"),
                      "f.safetensors: file has 3 bytes, expected at least 8 (the header length)");

  const auto good = encode_safetensors({{"layer0.H0", {WeightDtype::f64, {2}, {1.0, 2.0}}}});
  REQUIRE_NOTHROW(decode_safetensors(good));
  SECTION("header length larger than the file") {
    auto b = good;
    b[0] = static_cast<std::uint8_t>(b[0] + 40);
    REQUIRE_THROWS_WITH(decode_safetensors(b, "f"), Contains("f: header length") && Contains("truncated"));
  }
  SECTION("absurd header length") {
    auto b = good;
    b[7] = 0x80;
    REQUIRE_THROWS_WITH(decode_safetensors(b, "f"), Contains("expected at most 104857600"));
  }
  SECTION("header length too small cuts the JSON") {
    auto b = good;
    b[0] = static_cast<std::uint8_t>(b[0] - 8);
    REQUIRE_THROWS_WITH(decode_safetensors(b, "f"), Contains("f: the header (56 bytes): parse error at line 1"));
  }
  SECTION("header not JSON") {
    REQUIRE_THROWS_WITH(decode_safetensors(raw_file("hello world", 0), "f"), StartsWith("f: the header (16 bytes): "));
    REQUIRE_THROWS_WITH(decode_safetensors(raw_file("[1, 2]", 0), "f"), Contains("not an object"));
  }
  SECTION("unknown dtype") {
    REQUIRE_THROWS_WITH(
        decode_safetensors(raw_file(R"({"x": {"dtype": "I8", "shape": [2], "data_offsets": [0, 2]}})", 2), "f"),
        "f: tensor 'x' has dtype 'I8', expected one of F64, F32, F16, BF16");
  }
  SECTION("shape does not match the byte range") {
    REQUIRE_THROWS_WITH(
        decode_safetensors(raw_file(R"({"layer0.H0": {"dtype": "F64", "shape": [2], "data_offsets": [0, 12]}})", 12),
                           "f"),
        "f: tensor 'layer0.H0' has data_offsets [0, 12], expected 16 bytes for shape [2] of F64");
  }
  SECTION("negative or fractional shape, malformed offsets, unknown fields") { require_malformed_entries_refused(); }
  SECTION("huge shapes do not overflow") {
    REQUIRE_THROWS_WITH(
        decode_safetensors(
            raw_file(R"({"x": {"dtype": "F64", "shape": [4294967296, 4294967296, 16], "data_offsets": [0, 0]}})", 0),
            "f"),
        Contains("expected more than 0 bytes"));
  }
  SECTION("overlapping tensors") {
    REQUIRE_THROWS_WITH(decode_safetensors(raw_file(R"({"a": {"dtype": "F64", "shape": [2], "data_offsets": [0, 16]},
                                                       "b": {"dtype": "F64", "shape": [1], "data_offsets": [8, 16]}})",
                                                    16),
                                           "f"),
                        "f: tensor 'b' has data_offsets [8, 16], overlapping tensor 'a' which ends at 16");
  }
  SECTION("a hole between tensors") {
    REQUIRE_THROWS_WITH(decode_safetensors(raw_file(R"({"a": {"dtype": "F64", "shape": [1], "data_offsets": [0, 8]},
                                                       "b": {"dtype": "F64", "shape": [1], "data_offsets": [16, 24]}})",
                                                    24),
                                           "f"),
                        "f: tensor 'b' starts at byte 16, expected 8 (a hole in the data area)");
  }
  SECTION("trailing bytes after the last tensor") {
    REQUIRE_THROWS_WITH(
        decode_safetensors(raw_file(R"({"a": {"dtype": "F64", "shape": [1], "data_offsets": [0, 8]}})", 9), "f"),
        Contains("cover 8 bytes of the data area, expected all 9"));
  }
  SECTION("tensors stored out of name order are fine") {
    const auto t = decode_safetensors(raw_file(R"({"a": {"dtype": "F16", "shape": [1], "data_offsets": [2, 4]},
                                                  "b": {"dtype": "F16", "shape": [1], "data_offsets": [0, 2]}})",
                                               4));
    REQUIRE(t.size() == 2);
  }
}

namespace {

// Saves the parity network, lets `edit` change its manifest, and returns load_network's error.
template <class Edit>
std::string manifest_error(Edit edit) {
  TempDir dir("weights");
  save_network(two_layer_network(), dir / "m");
  json m = json::parse(read_text(dir / "m.json"));
  edit(m, dir);
  write_text(dir / "m.json", m.dump(1));
  try {
    load_network(dir / "m");
  } catch (const Error& e) {
    const std::string what = e.what();
    CHECK_THAT(what, Contains("m.json"));  // every manifest error names the file
    return what;
  }
  return "loaded without error";
}

}  // namespace

TEST_CASE("InconsistentManifestsAreRefusedWithTheReason", "[quick][weights]") {
  CHECK_THAT(manifest_error([](json&, const TempDir&) {}), Contains("loaded without error"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) { m["layers"][0]["H0"] = "layer0.H1"; }),
             Contains("layers[0].H0 names tensor 'layer0.H1', which the weights file does not hold"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) { m["layers"][1]["n"] = 3; }),
             Contains("layers[1].H0 names tensor 'layer1.H0' of shape [2, 2], expected [3, 2]"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) { m["layers"][1]["tokens"][3]["B"] = nullptr; }),
             Contains("1 tensor(s)") && Contains("not named by the manifest: 'layer1.tok3.B'"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) { m["layers"][1]["H0"] = "layer1.tok1.B"; }),
             Contains("layers[1].tokens[1].B names tensor 'layer1.tok1.B', which layers[1].H0 names already"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) { m["version"] = 2; }), Contains("version is 2, expected 1"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) { m["format"] = "other"; }), Contains("format is 'other'"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) { m.erase("layers"); }), Contains("has no field 'layers'"));
  CHECK_THAT(manifest_error([](json& m, const TempDir& d) {
               std::filesystem::remove(d / "m.safetensors");
               (void)m;
             }),
             Contains("the weights file") && Contains("does not exist"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) { m["weights"] = "elsewhere.safetensors"; }),
             Contains("elsewhere.safetensors' does not exist"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) { m["layers"][0]["tokens"][1]["letter"] = "2"; }),
             Contains("layers[0].tokens[1].letter is '2', which is not a letter of the automaton's alphabet"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) {
               m["layers"][1]["codebook"]["values"] = {0, 1};
             }),
             Contains("layers[1].codebook.tensor names tensor 'layer1.codebook' of shape [3, 4], expected [2, 4]"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) { m["dtype"] = "F32"; }),
             Contains("of dtype F64, expected F32"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) { m["dtype"] = "I8"; }), Contains("dtype is 'I8'"));
  CHECK_THAT(
      manifest_error([](json& m, const TempDir&) { m["layers"][0]["tokens"][0]["transition"]["kind"] = "lowrank"; }),
      Contains("kind is 'lowrank', expected diagonal, householder or dense"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) { m["layers"][1]["context"][0]["layer"] = 1; }),
             Contains("context names layer 1, expected a lower layer"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) {
               m["readout"] = {0, 1, 7, 0};
             }),
             Contains("readout entry 2 is state 7"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) {
               m["readout_keys"] = json::array({{0, 0}});
             }),
             Contains("1 readout keys but 4 states"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) { m["layers"][0]["n"] = -1; }), Contains("layers[0].n is -1"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) { m["layers"][0]["tokens"] = "none"; }),
             Contains("layers[0].tokens is string, expected an array"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) { m["automaton"]["start"] = 99; }), Contains("automaton:"));
  CHECK_THAT(manifest_error([](json& m, const TempDir&) {
               m["layers"][1]["tokens"][0]["context"] = {0, 0};
             }),
             Contains("2 context values, expected 1"));

  TempDir dir("weights");
  REQUIRE_THROWS_WITH(load_network(dir / "absent"), Contains("cannot read file") && Contains("absent.json"));
  write_text(dir / "x.json", "{not json");
  REQUIRE_THROWS_WITH(load_network(dir / "x.json"), Contains("x.json: the manifest: "));
}

TEST_CASE("RandomlyMutatedFilesLoadOrThrowError", "[standard][weights]") {
  const std::uint64_t seed = 12345;
  INFO("seed " << seed);
  std::mt19937_64 rng(seed);
  TempDir dir("weights");
  save_network(two_layer_network(), dir / "m", WeightDtype::f16);
  const auto weights = read_bytes(dir / "m.safetensors");
  const auto manifest = read_bytes(dir / "m.json");
  int loaded = 0, refused = 0;
  for (int iter = 0; iter < 1500; ++iter) {
    INFO("iteration " << iter);
    const bool mutate_weights = iter % 3 != 2;
    auto bytes = mutate_weights ? weights : manifest;
    const int mutations = 1 + static_cast<int>(rng() % 4);
    for (int k = 0; k < mutations && !bytes.empty(); ++k) {
      const std::size_t at = rng() % bytes.size();
      switch (rng() % 5) {
        case 0: bytes[at] = static_cast<std::uint8_t>(rng()); break;
        case 1: bytes[at] ^= static_cast<std::uint8_t>(1u << (rng() % 8)); break;
        case 2: bytes.erase(bytes.begin() + static_cast<std::ptrdiff_t>(at)); break;
        case 3:
          bytes.insert(bytes.begin() + static_cast<std::ptrdiff_t>(at),
                       static_cast<std::uint8_t>("0123456789[]{},\" "[rng() % 17]));
          break;
        default: bytes[at] = static_cast<std::uint8_t>("0123456789"[rng() % 10]); break;
      }
    }
    write_bytes(dir / "m.safetensors", mutate_weights ? bytes : weights);
    write_bytes(dir / "m.json", mutate_weights ? manifest : bytes);
    try {
      const auto net = load_network(dir / "m");
      check_network(net.network);
      ++loaded;
    } catch (const Error&) {
      ++refused;
    }
    if (mutate_weights) {
      try {
        decode_safetensors(bytes, "m");
      } catch (const Error&) {
      }
    }
  }
  // Mutations of weight values load; mutations of the layout are refused: both must happen.
  CHECK(loaded > 0);
  CHECK(refused > 0);
}
