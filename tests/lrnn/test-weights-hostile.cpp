// Weights on disk against hostile input (lrnn/weights-io.hpp): duplicate keys, non-finite values,
// values that overflow their dtype, sizes claimed without the data to back them, tensors named
// twice, oversized or deeply nested manifests, and the in-memory entry points that the fuzz
// targets use. Every refusal is an lrnnc::Error that names what was expected and found, and comes
// before any allocation sized by the claim.
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "automata/io-json.hpp"
#include "common/error.hpp"
#include "lrnn/weights-io.hpp"
#include "network-bits.hpp"
#include "weights-test-networks.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;
using namespace lrnnc::lrnn::test;
using Catch::Matchers::Contains;
using nlohmann::json;

namespace {

// A safetensors file from a header text (padded to a multiple of 8) and a data area.
std::vector<std::uint8_t> raw_file(std::string header, const std::vector<std::uint8_t>& data = {}) {
  header.append((8 - header.size() % 8) % 8, ' ');
  std::vector<std::uint8_t> out(8, 0);
  for (int i = 0; i < 8; ++i) out[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(header.size() >> (8 * i));
  out.insert(out.end(), header.begin(), header.end());
  out.insert(out.end(), data.begin(), data.end());
  return out;
}

std::vector<std::uint8_t> le(std::uint64_t bits, std::size_t bytes) {
  std::vector<std::uint8_t> out;
  for (std::size_t i = 0; i < bytes; ++i) out.push_back(static_cast<std::uint8_t>(bits >> (8 * i)));
  return out;
}

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "no error";
}

using test::same_bits;

}  // namespace

TEST_CASE("LoadAndSaveNetworkRefuseAFolderAndANulByte", "[quick][weights]") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "lrnnc-weights-folder";
  fs::create_directories(dir / "empty");
  const std::string expected = "is a folder, expected a model's STEM, STEM.json or STEM.safetensors";
  // "." used to be reported as a missing "..json".
  const std::vector<std::string> folders{".", (dir / "empty").string(), (dir / "empty").string() + "/"};
  for (const std::string& folder : folders)
    CHECK_THROWS_WITH(load_network(folder), "model '" + folder + "' " + expected +
                                                " (the two files lrnnc compile "
                                                "or train writes)");
  const Network net = rotation_network();
  save_network(net, (dir / "m3").string());
  // A folder named like the stem does not hide the files.
  fs::create_directories(dir / "m3");
  CHECK(load_network((dir / "m3").string()).network.layers.size() == net.layers.size());
  const std::string nul = (dir / "m3").string() + std::string("\0x", 2);
  CHECK_THROWS_WITH(load_network(nul),
                    Catch::StartsWith("load_network: the path contains a NUL byte: '") && Catch::EndsWith("m3\\x00x'"));
  CHECK_THROWS_WITH(save_network(net, nul), Catch::Contains("save_network: the path contains a NUL byte"));
  CHECK(!fs::exists(dir / "m3.safetensors.json"));
  fs::remove_all(dir);
}

// ---- safetensors -------------------------------------------------------------------------------

TEST_CASE("DuplicateKeysInASafetensorsHeaderAreRefused", "[quick][weights]") {
  const auto two = le(0x3FF0000000000000ull, 8);  // 1.0 in F64
  std::vector<std::uint8_t> data = two;
  data.insert(data.end(), two.begin(), two.end());
  // nlohmann keeps the last of two equal keys; the reader must not make that choice silently.
  CHECK_THAT(error_of([&] {
               decode_safetensors(raw_file(R"({"a":{"dtype":"F64","shape":[1],"data_offsets":[0,8]},)"
                                           R"("a":{"dtype":"F64","shape":[1],"data_offsets":[8,16]}})",
                                           data),
                                  "f");
             }),
             Contains("f: the header") && Contains(": duplicate key 'a' in one object"));
  CHECK_THAT(error_of([&] {
               decode_safetensors(
                   raw_file(R"({"a":{"dtype":"F64","dtype":"F32","shape":[1],"data_offsets":[0,8]}})", two), "f");
             }),
             Contains("duplicate key 'dtype' in one object"));
  CHECK_THAT(error_of([&] { decode_safetensors(raw_file(R"({"__metadata__":{"k":"a","k":"b"}})"), "f"); }),
             Contains("duplicate key 'k' in one object"));
  CHECK_THAT(error_of([&] { decode_safetensors(raw_file(R"({"__metadata__":{},"__metadata__":{}})"), "f"); }),
             Contains("duplicate key '__metadata__' in one object"));
}

TEST_CASE("SafetensorsHeadersNestingBeyondTheFormatAreRefused", "[quick][weights]") {
  CHECK_THAT(error_of([] {
               decode_safetensors(raw_file(R"({"a":{"dtype":"F64","shape":[[1]],"data_offsets":[0,8]}})", le(0, 8)),
                                  "f");
             }),
             Contains("nesting deeper than 3 levels"));
  CHECK_THAT(error_of([] { decode_safetensors(raw_file(std::string(100000, '[') + std::string(100000, ']')), "f"); }),
             Contains("nesting deeper than 3 levels"));
}

TEST_CASE("HeaderLengthFieldsUpTo2Pow64AreRefused", "[quick][weights]") {
  const auto good = encode_safetensors({{"x", {WeightDtype::f64, {1}, {1.0}}}});
  for (std::uint64_t length :
       {~std::uint64_t{0}, std::uint64_t{1} << 63, std::uint64_t{1} << 32, kMaxSafetensorsHeader + 1}) {
    CAPTURE(length);
    auto b = good;
    for (int i = 0; i < 8; ++i) b[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(length >> (8 * i));
    CHECK_THAT(
        error_of([&] { decode_safetensors(b, "f"); }),
        Contains("f: header length " + std::to_string(length) + ", expected at most 104857600 (the header limit)"));
  }
  auto b = good;
  const std::uint64_t past = good.size() - 8 + 1;
  for (int i = 0; i < 8; ++i) b[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(past >> (8 * i));
  CHECK_THAT(error_of([&] { decode_safetensors(b, "f"); }), Contains("truncated file?"));
}

TEST_CASE("ShapesClaimingHugeElementCountsFailBeforeAllocating", "[quick][weights]") {
  // 10^12 elements (2 TB of F16) claimed over 2 bytes of data: refused on the claim.
  CHECK(error_of([] {
          decode_safetensors(
              raw_file(R"({"x":{"dtype":"F16","shape":[1000000,1000000],"data_offsets":[0,2000000000000]}})", le(0, 2)),
              "f");
        }) == "f: tensor 'x' has data_offsets [0, 2000000000000], expected 0 <= begin <= end <= 2 (the data area)");
  CHECK(error_of([] {
          decode_safetensors(
              raw_file(R"({"x":{"dtype":"F16","shape":[1000000,1000000],"data_offsets":[0,2]}})", le(0, 2)), "f");
        }) == "f: tensor 'x' has data_offsets [0, 2], expected more than 2 bytes for shape [1000000, 1000000] of F16");
  // A product that overflows 64 bits.
  CHECK_THAT(
      error_of([] {
        decode_safetensors(
            raw_file(R"({"x":{"dtype":"F64","shape":[4294967296,4294967296,16],"data_offsets":[0,8]}})", le(0, 8)),
            "f");
      }),
      Contains("expected more than 8 bytes for shape [4294967296, 4294967296, 16] of F64"));
  // Offsets at the top of the 64-bit range.
  CHECK_THAT(
      error_of([] {
        decode_safetensors(
            raw_file(R"({"x":{"dtype":"F64","shape":[1],"data_offsets":[18446744073709551608,18446744073709551615]}})",
                     le(0, 8)),
            "f");
      }),
      Contains("expected 0 <= begin <= end <= 8"));
  // A zero in the shape makes any other extent harmless.
  const auto t =
      decode_safetensors(raw_file(R"({"z":{"dtype":"F64","shape":[0,4294967296,4294967296],"data_offsets":[0,0]}})"));
  CHECK(t.at("z").values.empty());
}

TEST_CASE("OverlappingTensorsAreRefusedBeforeAnyIsDecoded", "[quick][weights]") {
  // 4000 tensors that all claim the same 1 MiB: decoding each before checking the layout would take
  // 4000 x 4 MiB of doubles. The layout is checked first, so this is refused at once.
  constexpr std::size_t kBytes = 1 << 20;
  std::string header = "{";
  for (int i = 0; i < 4000; ++i)
    header += (i ? "," : "") + std::string("\"t") + std::to_string(i) +
              R"(":{"dtype":"F16","shape":[524288],"data_offsets":[0,1048576]})";
  header += "}";
  const auto file = raw_file(header, std::vector<std::uint8_t>(kBytes, 0));
  CHECK_THAT(error_of([&] { decode_safetensors(file, "f"); }), Contains("overlapping tensor"));
}

TEST_CASE("NonFiniteWeightsAreRefusedNamingTheTensorAndElement", "[quick][weights]") {
  struct Case {
    const char* dtype;
    std::size_t size;
    std::uint64_t bits;
    const char* shown;
  };
  const Case cases[] = {
      {"F64", 8, 0x7FF8000000000000ull, "nan"},
      {"F64", 8, 0xFFF0000000000000ull, "-inf"},
      {"F32", 4, 0x7F800000u, "inf"},
      {"F32", 4, 0x7F800001u, "nan"},  // a signaling NaN
      {"F16", 2, 0x7C00u, "inf"},
      {"F16", 2, 0x7E00u, "nan"},
      {"BF16", 2, 0xFF80u, "-inf"},
      {"BF16", 2, 0x7FC1u, "nan"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.dtype, c.bits);
    std::vector<std::uint8_t> data(c.size, 0);  // element 0 = +0
    const auto bad = le(c.bits, c.size);
    data.insert(data.end(), bad.begin(), bad.end());
    const std::string header = std::string(R"({"layer0.tok1.diag":{"dtype":")") + c.dtype +
                               R"(","shape":[2],"data_offsets":[0,)" + std::to_string(2 * c.size) + "]}}";
    CHECK(error_of([&] { decode_safetensors(raw_file(header, data), "m.safetensors"); }) ==
          std::string("m.safetensors: tensor 'layer0.tok1.diag' element 1 is ") + c.shown +
              ", expected a finite value (weights are never NaN or infinite)");
  }
}

TEST_CASE("EncodingRefusesNonFiniteAndOverflowingValues", "[quick][weights]") {
  auto encode_one = [](WeightDtype d, double x) {
    return error_of([&] { encode_safetensors({{"w", {d, {2}, {0.0, x}}}}); });
  };
  // F16: 65519 rounds to 65504, 65520 is the first value that rounds to infinity.
  CHECK(encode_one(WeightDtype::f16, 65519.0) == "no error");
  CHECK(encode_one(WeightDtype::f16, -65519.0) == "no error");
  CHECK(encode_one(WeightDtype::f16, 65520.0) ==
        "safetensors: tensor 'w' element 1 is 65520, which overflows F16 (largest finite 65504)");
  CHECK_THAT(encode_one(WeightDtype::f16, -1e6), Contains("is -1000000, which overflows F16"));
  CHECK_THAT(encode_one(WeightDtype::bf16, 3.4e38),
             Contains("which overflows BF16 (largest finite 3.3895313892515355e+38)"));
  CHECK_THAT(encode_one(WeightDtype::f32, 1e39),
             Contains("which overflows F32 (largest finite 3.4028234663852886e+38)"));
  CHECK(encode_one(WeightDtype::f64, std::numeric_limits<double>::max()) == "no error");
  for (auto d : {WeightDtype::f64, WeightDtype::f32, WeightDtype::f16, WeightDtype::bf16}) {
    CAPTURE(to_string(d));
    CHECK(encode_one(d, std::nan("")) == "safetensors: tensor 'w' element 1 is nan, expected a finite value");
    CHECK(encode_one(d, -std::numeric_limits<double>::infinity()) ==
          "safetensors: tensor 'w' element 1 is -inf, expected a finite value");
  }
  // Underflow is rounding, not an error: the value becomes zero or subnormal, as documented.
  CHECK(encode_one(WeightDtype::f16, 1e-30) == "no error");
}

TEST_CASE("SavingANetworkThatOverflowsItsDtypeIsRefusedAndWritesNothing", "[quick][weights]") {
  TempDir dir("weights");
  Network net = weights_parity_network();
  net.layers[0].H0(0, 0) = 100000.0;
  CHECK(error_of([&] { save_network(net, dir / "big", WeightDtype::f16); }) ==
        "save_network: tensor 'layer0.H0' element 0 is 100000, which overflows F16 (largest finite 65504)");
  CHECK_FALSE(std::filesystem::exists(dir / "big.safetensors"));
  CHECK_FALSE(std::filesystem::exists(dir / "big.json"));
  CHECK(error_of([&] { save_network(net, dir / "big", WeightDtype::bf16); }) == "no error");
  // The codebook is always F64: a codebook value of 10^5 never overflows.
  Network wide = weights_parity_network();
  wide.layers[0].codebook.vectors(0, 0) = 1e5;
  CHECK(error_of([&] { save_network(wide, dir / "wide", WeightDtype::f16); }) == "no error");
}

// ---- networks ----------------------------------------------------------------------------------

TEST_CASE("CheckNetworkRefusesNonFiniteWeights", "[quick][weights]") {
  const double nan = std::nan(""), inf = std::numeric_limits<double>::infinity();
  {
    Network net = weights_parity_network();
    std::get<Diagonal>(net.layers[0].tokens[1].transition).a(0) = nan;
    CHECK(error_of([&] { check_network(net); }) ==
          "layer 0 token 1: diagonal entry (0, 0) is nan, expected a finite value");
  }
  {
    Network net = weights_parity_network();
    net.layers[0].H0(0, 0) = inf;
    CHECK(error_of([&] { check_network(net); }) == "layer 0: H0 entry (0, 0) is inf, expected a finite value");
  }
  {
    Network net = weights_parity_network();
    net.layers[0].codebook.vectors(1, 0) = -inf;
    CHECK(error_of([&] { check_network(net); }) == "layer 0: codebook entry (1, 0) is -inf, expected a finite value");
    TempDir dir("weights");
    CHECK_THAT(error_of([&] { save_network(net, dir / "x"); }), Contains("codebook entry (1, 0) is -inf"));
  }
  for (const auto& named : all_test_networks()) {
    CAPTURE(named.first);
    CHECK(error_of([&] { check_network(named.second); }) == "no error");
  }
}

TEST_CASE("CheckNetworkRefusesAmbiguousTokensAndReadoutKeys", "[quick][weights]") {
  {
    Network net = weights_parity_network();
    net.layers[0].tokens.push_back(net.layers[0].tokens[0]);
    CHECK(error_of([&] { check_network(net); }) ==
          "layer 0 token 2: its letter and context values are those of an earlier token, expected each pair once");
  }
  {
    Network net = weights_parity_network();
    net.readout_keys = {{0}, {1}};
    CHECK_THAT(error_of([&] { check_network(net); }), Contains("2 readout keys, expected none for a single layer"));
  }
  {
    Network net = two_layer_network();
    REQUIRE(net.readout_keys.size() >= 2);
    net.readout_keys[1] = net.readout_keys[0];
    CHECK(error_of([&] { check_network(net); }) ==
          "network: readout key 1 repeats an earlier key, expected each tuple once");
  }
  {
    Network net = two_layer_network();
    net.readout_keys[0].push_back(0);
    CHECK(error_of([&] { check_network(net); }) == "network: readout key 0 has 3 values, expected one per layer (2)");
  }
}

TEST_CASE("DecodeNetworkOfEncodeNetworkIsTheSavedAndLoadedNetwork", "[quick][weights]") {
  TempDir dir("weights");
  for (auto& [name, plain] : all_test_networks()) {
    for (auto d : {WeightDtype::f64, WeightDtype::f16}) {
      CAPTURE(name, to_string(d));
      const Network net = randomized(plain, 11);
      const json extra{{"verification", {{"ok", true}}}};
      const EncodedNetwork files = encode_network(net, "m", d, extra);
      save_network(net, dir / "m", d, extra);
      CHECK(read_bytes(dir / "m.safetensors") == files.safetensors);
      CHECK(read_text(dir / "m.json") == files.manifest);
      const LoadedNetwork a = decode_network(files.manifest, files.safetensors, "m.json", "m.safetensors");
      const LoadedNetwork b = load_network(dir / "m");
      CHECK(a.dtype == d);
      CHECK(a.manifest == b.manifest);
      CHECK(encode_network(a.network, "m", d, extra).safetensors == files.safetensors);
      REQUIRE(a.network.layers.size() == b.network.layers.size());
      for (std::size_t l = 0; l < a.network.layers.size(); ++l) {
        CHECK(same_bits(a.network.layers[l].H0, b.network.layers[l].H0));
        CHECK(same_bits(a.network.layers[l].codebook.vectors, b.network.layers[l].codebook.vectors));
      }
    }
  }
}

namespace {

// The files of the two-layer network, with the manifest edited by `edit`; returns decode's error.
template <class Edit>
std::string decode_error(Edit edit) {
  const EncodedNetwork files = encode_network(two_layer_network(), "m");
  json m = json::parse(files.manifest);
  edit(m);
  return error_of([&] { decode_network(m.dump(), files.safetensors, "m.json", "m.safetensors"); });
}

}  // namespace

TEST_CASE("ATensorNamedTwiceByTheManifestIsRefused", "[quick][weights]") {
  CHECK(decode_error([](json&) {}) == "no error");
  // Naming one tensor in two places would also let a small file fill the memory with copies.
  CHECK(decode_error([](json& m) { m["layers"][1]["tokens"][1]["B"] = "layer1.tok3.B"; }) ==
        "m.json: layers[1].tokens[3].B names tensor 'layer1.tok3.B', which layers[1].tokens[1].B names already "
        "(expected each tensor once)");
}

TEST_CASE("ManifestsWithDuplicateKeysOrDeepNestingAreRefused", "[quick][weights]") {
  const EncodedNetwork files = encode_network(weights_parity_network(), "m");
  std::string text = files.manifest;
  const auto at = text.find("\"readout\"");
  REQUIRE(at != std::string::npos);
  text.insert(at, "\"readout\": [1, 0],\n  ");
  CHECK(error_of([&] { decode_network(text, files.safetensors, "m.json"); }) ==
        "m.json: the manifest: duplicate key 'readout' in one object");

  json m = json::parse(files.manifest);
  json deep = json::array();
  for (int i = 0; i < 100; ++i) deep = json::array({deep});
  m["verification"] = deep;
  CHECK(error_of([&] { decode_network(m.dump(), files.safetensors, "m.json"); }) ==
        "m.json: the manifest: nesting deeper than 64 levels");
  CHECK_THAT(error_of([&] { decode_network(std::string(1000000, '['), files.safetensors, "m.json"); }),
             Contains("nesting deeper than 64 levels"));
}

TEST_CASE("OversizedManifestsAreRefusedBeforeTheyAreParsedOrRead", "[standard][weights]") {
  const EncodedNetwork files = encode_network(weights_parity_network(), "m");
  std::string text = files.manifest;
  text.append(kMaxManifestBytes + 1 - text.size(), ' ');
  CHECK(error_of([&] { decode_network(text, files.safetensors, "m.json"); }) ==
        "m.json: the manifest has 67108865 bytes, expected at most 67108864 (the manifest limit)");
  // A sparse file of 1 TB is refused on its size, without reading it.
  TempDir dir("weights");
  { std::ofstream(dir / "huge.json") << "{"; }
  std::filesystem::resize_file(dir / "huge.json", std::uintmax_t{1} << 40);
  CHECK_THAT(error_of([&] { load_network(dir / "huge"); }),
             Contains("has 1099511627776 bytes, more than the limit of 67108864 (the manifest limit)"));
}

TEST_CASE("ManifestsClaimingHugeSizesFailFast", "[quick][weights]") {
  CHECK_THAT(decode_error([](json& m) { m["automaton"]["states"] = 1000000000000ull; }),
             Contains("m.json: automaton: states: 1000000000000 states is more than the limit of 67108864"));
  CHECK_THAT(decode_error([](json& m) { m["layers"][0]["n"] = 1000000000000ull; }),
             Contains("layers[0].n is 1000000000000, expected an integer in [0, 1048576]"));
  // n and d within the bound but with no data behind them: refused on the tensor's shape.
  CHECK_THAT(decode_error([](json& m) {
               m["layers"][0]["n"] = 1 << 20;
               m["layers"][0]["d"] = 1 << 20;
             }),
             Contains("layers[0].H0 names tensor 'layer0.H0' of shape [1, 1], expected [1048576, 1048576]"));
  // A codebook of 10^5 vectors listed in the manifest but not in the tensors.
  CHECK_THAT(decode_error([](json& m) { m["layers"][0]["codebook"]["values"] = std::vector<int>(100000, 0); }),
             Contains("expected [100000, 1]"));
}
