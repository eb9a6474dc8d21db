// The files of a learned model (learned/model-io.cpp, docs/LEARNED.md section 2): bit-exact round
// trips for every mixer, refusal of every kind of bad manifest or weights file with a one-line
// message that names the file and the problem, and a model written by an independent pure-Python
// safetensors writer (tests/learned/write-model.py).
#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include "common/error.hpp"
#include "learned/model-files.hpp"
#include "learned/model.hpp"
#include "random-model.hpp"
#include "tests/skip.hpp"
#include "tests/temp-dir.hpp"

using namespace lrnnc;
using namespace lrnnc::learned;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;
using nlohmann::json;
using TempDir = ::test_support::TempDir;
namespace rm = lrnnc::learned::test_models;

namespace {

LayerSpec diag(EigenRange range, std::size_t n = 5) {
  LayerSpec l;
  l.type = MixerType::diag;
  l.range = range;
  l.n = n;
  return l;
}

LayerSpec deltaproduct(std::size_t rank, std::size_t heads, std::size_t head_dim, EigenRange range) {
  LayerSpec l;
  l.type = MixerType::deltaproduct;
  l.rank = rank;
  l.heads = heads;
  l.n = head_dim;
  l.range = range;
  return l;
}

LayerSpec fprnn(ChannelMixer mixer, std::size_t n, std::size_t rank = 1) {
  LayerSpec l;
  l.type = MixerType::fprnn;
  l.mixer = mixer;
  l.n = n;
  l.rank = rank;
  return l;
}

LayerSpec fpmamba(ChannelMixer mixer, std::size_t n, std::size_t rank = 1, std::size_t d_state = 3) {
  LayerSpec l = fprnn(mixer, n, rank);
  l.type = MixerType::fpmamba;
  l.d_state = d_state;
  l.dt_rank = 2;
  l.fixed_point = default_fixed_point(MixerType::fpmamba);
  return l;
}

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_text(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  REQUIRE(out.good());
}

std::vector<std::uint8_t> read_bytes(const std::string& path) {
  const std::string s = read_text(path);
  return {s.begin(), s.end()};
}

void write_bytes(const std::string& path, const std::vector<std::uint8_t>& bytes) {
  write_text(path, std::string(bytes.begin(), bytes.end()));
}

// A three-state automaton over the letters and labels of rm::small_config's defaults.
json mod3_automaton() {
  return {{"alphabet", {"a0", "a1", "a2"}},
          {"states", 3},
          {"start", 0},
          {"outputs", {"o0", "o1", "o2"}},
          {"delta", {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}}}};
}

LearnedModel sample_model(std::vector<LayerSpec> layers, std::uint64_t seed = 7) {
  LearnedModel model = rm::random_model(rm::small_config(std::move(layers)), seed);
  model.automaton = mod3_automaton();
  model.training = {{"steps", 10}, {"loss", 0.25}};
  return model;
}

// Same names, shapes and dtype `dtype`; every value bit for bit `expected` rounded to `dtype`.
void require_same_weights(const lrnn::TensorMap& expected, const lrnn::TensorMap& got, lrnn::WeightDtype dtype) {
  REQUIRE(got.size() == expected.size());
  for (const auto& [name, t] : expected) {
    INFO("tensor " << name);
    const auto it = got.find(name);
    REQUIRE(it != got.end());
    REQUIRE(it->second.dtype == dtype);
    REQUIRE(it->second.shape == t.shape);
    REQUIRE(it->second.values.size() == t.values.size());
    for (std::size_t i = 0; i < t.values.size(); ++i) {
      const double want =
          dtype == lrnn::WeightDtype::f64 ? t.values[i] : static_cast<double>(static_cast<float>(t.values[i]));
      REQUIRE(std::bit_cast<std::uint64_t>(it->second.values[i]) == std::bit_cast<std::uint64_t>(want));
    }
  }
}

void require_round_trip(const LearnedModel& model, lrnn::WeightDtype dtype) {
  const TempDir dir("model-io");
  save_model(model, dir / "m", dtype);
  const LearnedModel back = load_model(dir / "m.json");
  REQUIRE(back.config == model.config);
  REQUIRE(back.automaton == model.automaton);
  REQUIRE(back.training == model.training);
  require_same_weights(model.weights, back.weights, dtype);
  // Exactly the two files, nothing temporary left over.
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(dir.path())) files.push_back(e.path().filename().string());
  std::sort(files.begin(), files.end());
  REQUIRE(files == std::vector<std::string>{"m.json", "m.safetensors"});
}

// The message of the lrnnc::Error that `f` throws (the test fails when it throws none).
std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  FAIL("no lrnnc::Error thrown");
  return "";
}

// A valid saved model (a diag and an fprnn layer, with automaton) that a test then breaks.
struct SavedModel {
  TempDir dir{"model-io-bad"};
  std::string manifest = dir / "m.json";
  std::string weights = dir / "m.safetensors";
  LearnedModel model =
      sample_model({diag(EigenRange::symmetric, 4), fprnn(ChannelMixer::householder, 4, 2)}, /*seed=*/3);
  std::string manifest_text, weights_text;  // the valid files, which each edit starts from
  SavedModel() {
    save_model(model, dir / "m", lrnn::WeightDtype::f64);
    manifest_text = read_text(manifest);
    weights_text = read_text(weights);
  }

  std::string load_error() const {
    const std::string m = error_of([&] { (void)load_model(manifest); });
    CHECK(m.find('\n') == std::string::npos);
    return m;
  }
  // The error after `edit` changed the manifest; it must start with the manifest's name.
  std::string manifest_error(const std::function<void(json&)>& edit) const {
    json j = json::parse(manifest_text);
    edit(j);
    write_text(manifest, j.dump(2));
    write_text(weights, weights_text);
    const std::string m = load_error();
    CHECK_THAT(m, StartsWith(manifest + ": "));
    return m;
  }
  // The error after `edit` changed the tensors; it must start with the weights file's name.
  std::string weights_error(const std::function<void(lrnn::TensorMap&)>& edit) const {
    write_text(manifest, manifest_text);
    lrnn::TensorMap t = lrnn::decode_safetensors({weights_text.begin(), weights_text.end()}, weights);
    edit(t);
    write_bytes(weights, lrnn::encode_safetensors(t));
    const std::string m = load_error();
    CHECK_THAT(m, StartsWith(weights + ": "));
    return m;
  }
};

}  // namespace

TEST_CASE("LearnedModelRoundTripsEveryMixer", "[quick][learned][io]") {
  FixedPointOptions fp;
  fp.threshold = 0.05;
  fp.max_iter = 50;
  fp.max_iter_train = 20;
  fp.quantile_train = 0.75;
  fp.damping = 0.5;
  LayerSpec dplr = fprnn(ChannelMixer::dplr, 4, 2);
  dplr.fixed_point = fp;
  LayerSpec random_cap = fprnn(ChannelMixer::householder, 4, 2);
  random_cap.fixed_point.max_iter_train = kRandomMaxIterTrain;  // written "random"
  const std::vector<std::pair<const char*, std::vector<LayerSpec>>> cases = {
      {"diag [0,1]", {diag(EigenRange::unit)}},
      {"diag [-1,1]", {diag(EigenRange::symmetric)}},
      {"deltaproduct rank 1", {deltaproduct(1, 2, 3, EigenRange::unit)}},
      {"deltaproduct rank 3", {deltaproduct(3, 2, 3, EigenRange::symmetric)}},
      {"fprnn householder", {fprnn(ChannelMixer::householder, 4, 2)}},
      {"fprnn dplr", {dplr}},
      {"fprnn random max_iter_train", {random_cap}},
      {"fprnn kronecker", {fprnn(ChannelMixer::kronecker, 6)}},
      {"fpmamba householder", {fpmamba(ChannelMixer::householder, 4, 2)}},
      {"fpmamba kronecker", {fpmamba(ChannelMixer::kronecker, 6, 1, 5)}},
      {"fla (convolution, gates, MLP)", {test_models::fla_layer(2)}},
      {"fla plain + fla", {test_models::fla_layer(1, true), test_models::fla_layer(3)}},
      {"all",
       {diag(EigenRange::unit), deltaproduct(3, 2, 3, EigenRange::symmetric), dplr,
        fprnn(ChannelMixer::kronecker, 6)}}};
  for (const auto& [name, layers] : cases) {
    INFO(name);
    const LearnedModel model = sample_model(layers);
    require_round_trip(model, lrnn::WeightDtype::f64);
    require_round_trip(model, lrnn::WeightDtype::f32);
  }
}

TEST_CASE("BosAndTiedHeadRoundTripAndShapeTheEmbedding", "[quick][learned][io]") {
  for (const bool bos : {false, true})
    for (const bool tied : {false, true}) {
      CAPTURE(bos, tied);
      ModelConfig config = rm::small_config({diag(EigenRange::symmetric)});
      config.bos = bos;
      config.tied_head = tied;
      LearnedModel model = rm::random_model(config, 3);
      // 3 letters, then (tied) the 3 labels' rows, then (BOS) the BOS row.
      REQUIRE(model.weights.at("embed").shape == std::vector<std::size_t>{3 + (tied ? 3u : 0u) + (bos ? 1u : 0u), 8});
      REQUIRE(model.weights.count("head.weight") == (tied ? 0u : 1u));
      REQUIRE(config.bos_row() == 3 + (tied ? 3u : 0u));
      const json m = manifest_json(model, "x.safetensors");
      REQUIRE(m.contains("bos") == bos);
      REQUIRE(m.contains("tied_head") == tied);
      REQUIRE(parse_manifest(m) == config);
      require_round_trip(model, lrnn::WeightDtype::f64);
    }
}

TEST_CASE("VersionOneModelsWithoutFprnnStillLoad", "[quick][learned][io]") {
  const LearnedModel model = sample_model({diag(EigenRange::symmetric), deltaproduct(2, 2, 3, EigenRange::unit)});
  json m = manifest_json(model, "x.safetensors");
  m["version"] = 1;
  REQUIRE(parse_manifest(m) == model.config);
}

TEST_CASE("KroneckerTensorsFollowTheFactorization", "[quick][learned][io]") {
  // n = 6: a = 2, b = 3, so L1 has a(a+1)/2 = 3 rows and L2 b(b+1)/2 = 6, each over 2n = 12 inputs.
  const LearnedModel model = sample_model({fprnn(ChannelMixer::kronecker, 6)});
  REQUIRE(model.weights.at("layers.0.mixer.L1.weight").shape == std::vector<std::size_t>{3, 12});
  REQUIRE(model.weights.at("layers.0.mixer.L2.weight").shape == std::vector<std::size_t>{6, 12});
  REQUIRE(model.weights.at("layers.0.mixer.D1.bias").shape == std::vector<std::size_t>{2});
  REQUIRE(model.weights.at("layers.0.mixer.D2.bias").shape == std::vector<std::size_t>{3});
  const json m = manifest_json(model, "x.safetensors");
  REQUIRE_FALSE(m["layers"][0].contains("rank"));
  REQUIRE(parse_manifest(m) == model.config);
}

TEST_CASE("SaveModelNamesAndDeterminism", "[quick][learned][io]") {
  const LearnedModel model = sample_model({diag(EigenRange::symmetric)});
  const TempDir dir("model-io-names");
  save_model(model, dir / "a", lrnn::WeightDtype::f64);
  save_model(model, dir / "b.json", lrnn::WeightDtype::f64);
  // The same bytes but for the file names the manifest and the metadata hold.
  const json a = json::parse(read_text(dir / "a.json")), b = json::parse(read_text(dir / "b.json"));
  REQUIRE(a["weights"] == "a.safetensors");
  REQUIRE(b["weights"] == "b.safetensors");
  std::map<std::string, std::string> meta;
  (void)lrnn::decode_safetensors(read_bytes(dir / "b.safetensors"), "b", &meta);
  REQUIRE(meta == std::map<std::string, std::string>{{"format", "lrnnc-learned"}, {"manifest", "b.json"}});
  // Saving again (over the files) gives the same bytes.
  const std::string text = read_text(dir / "a.json"), weights = read_text(dir / "a.safetensors");
  save_model(model, dir / "a.json", lrnn::WeightDtype::f64);
  REQUIRE(read_text(dir / "a.json") == text);
  REQUIRE(read_text(dir / "a.safetensors") == weights);
  REQUIRE(text.find("\n  \"alphabet\"") != std::string::npos);  // pretty-printed
  // Without "weights" the manifest's own name with .safetensors is used.
  json c = a;
  c.erase("weights");
  write_text(dir / "a.json", c.dump());
  REQUIRE(load_model(dir / "a.json").config == model.config);
}

TEST_CASE("ModelNamesWithANulByteOrAFolderAreRefused", "[quick][learned][io]") {
  const LearnedModel model = sample_model({diag(EigenRange::symmetric)});
  const TempDir dir("model-io-nul");
  save_model(model, dir / "a", lrnn::WeightDtype::f64);
  const std::string nul = (dir / "a") + std::string("\0x", 2);
  // "a\0x" would name the files of "a".
  CHECK_THROWS_WITH(resolve_model(nul),
                    Catch::StartsWith("the model's name contains a NUL byte: '") && Catch::EndsWith("a\\x00x'"));
  CHECK_THROWS_WITH(save_model(model, std::filesystem::path(nul), lrnn::WeightDtype::f64),
                    Catch::StartsWith("save_model: the path contains a NUL byte"));
  CHECK_THROWS_WITH(load_model(std::filesystem::path(nul + ".json")), Catch::Contains("contains a NUL byte"));
  std::filesystem::create_directories(dir / "folder");
  CHECK_THROWS_WITH(resolve_model((dir / "folder")),
                    "model '" + (dir / "folder") +
                        "' is a folder, expected a model's STEM, STEM.json or STEM.safetensors (the two files lrnnc "
                        "compile or train writes)");
  CHECK(resolve_model((dir / "a")).kind == ModelKind::learned);
}

TEST_CASE("SaveModelRefusesBadModels", "[quick][learned][io]") {
  const TempDir dir("model-io-save");
  LearnedModel model = sample_model({diag(EigenRange::symmetric)});
  const std::string out = dir / "m";
  CHECK_THAT(error_of([&] { save_model(model, out, lrnn::WeightDtype::f16); }),
             StartsWith(out + ".safetensors: ") && Contains("expected F32 or F64"));
  LearnedModel missing = model;
  missing.weights.erase("head.bias");
  CHECK_THAT(error_of([&] { save_model(missing, out, lrnn::WeightDtype::f64); }), Contains("'head.bias' is missing"));
  LearnedModel big = model;
  big.weights.at("embed").values[1] = 1e39;  // beyond F32
  CHECK_THAT(error_of([&] { save_model(big, out, lrnn::WeightDtype::f32); }),
             StartsWith(out + ".safetensors: ") && Contains("embed") && Contains("overflows F32"));
  LearnedModel bad_automaton = model;
  bad_automaton.automaton["alphabet"] = {"x", "a1", "a2"};
  CHECK_THAT(error_of([&] { save_model(bad_automaton, out, lrnn::WeightDtype::f64); }),
             StartsWith(out + ".json: automaton: alphabet"));
  LearnedModel bad_config = model;
  bad_config.config.norm_eps = 0;
  CHECK_THAT(error_of([&] { save_model(bad_config, out, lrnn::WeightDtype::f64); }), Contains("norm_eps"));
  REQUIRE(std::filesystem::is_empty(dir.path()));  // nothing written by a refused save
}

TEST_CASE("CheckConfigNamesTheField", "[quick][learned][io]") {
  const ModelConfig good = rm::small_config({deltaproduct(2, 2, 3, EigenRange::unit)});
  REQUIRE_NOTHROW(check_config(good));
  const auto error = [&](const std::function<void(ModelConfig&)>& edit) {
    ModelConfig c = good;
    edit(c);
    return error_of([&] { check_config(c); });
  };
  CHECK_THAT(error([](ModelConfig& c) { c.alphabet.clear(); }), Contains("alphabet: expected at least one letter"));
  CHECK_THAT(error([](ModelConfig& c) { c.alphabet[1] = "a0"; }), Contains("alphabet"));
  CHECK_THAT(error([](ModelConfig& c) { c.outputs[2] = "o0"; }), Contains("outputs: output label 'o0' appears twice"));
  CHECK_THAT(error([](ModelConfig& c) { c.d_model = 0; }), Contains("d_model: expected an integer in [1, 4096]"));
  CHECK_THAT(error([](ModelConfig& c) { c.norm_eps = std::numeric_limits<double>::infinity(); }), Contains("norm_eps"));
  CHECK_THAT(error([](ModelConfig& c) { c.layers.clear(); }), Contains("layers"));
  CHECK_THAT(error([](ModelConfig& c) { c.layers.resize(kMaxLayers + 1, c.layers[0]); }), Contains("layers"));
  CHECK_THAT(error([](ModelConfig& c) { c.layers[0].rank = kMaxRank + 1; }),
             Contains("layers[0].rank: expected an integer in [1, 64], found 65"));
  CHECK_THAT(error([](ModelConfig& c) { c.layers[0].heads = 2048; }),
             Contains("layers[0]: heads * head_dim = 6144, expected at most 4096"));
  CHECK_THAT(error([](ModelConfig& c) {
               c.layers[0] = fprnn(ChannelMixer::dplr, 4, 1);
               c.layers[0].fixed_point.damping = 0;
             }),
             Contains("layers[0].fixed_point.damping"));
}

TEST_CASE("LoadModelRefusesBadTensors", "[quick][learned][io]") {
  const SavedModel s;
  REQUIRE(load_model(s.manifest).config == s.model.config);
  CHECK_THAT(s.weights_error([](lrnn::TensorMap& t) { t.erase("layers.0.mixer.A_log"); }),
             Contains("tensor 'layers.0.mixer.A_log' is missing (expected shape [4])"));
  CHECK_THAT(s.weights_error([](lrnn::TensorMap& t) { t["layers.0.mixer.gate"] = t.at("layers.0.mixer.A_log"); }),
             Contains("tensor 'layers.0.mixer.gate' is not a tensor of this model"));
  CHECK_THAT(s.weights_error([](lrnn::TensorMap& t) {
    t.at("embed").shape = {8, 4};
  }),
             Contains("tensor 'embed' has shape [8, 4], expected [4, 8]"));
  CHECK_THAT(s.weights_error([](lrnn::TensorMap& t) {
    t.at("head.bias").shape = {3, 1};
  }),
             Contains("'head.bias' has shape [3, 1], expected [3]"));
}

TEST_CASE("LoadModelRefusesANaNWeight", "[quick][learned][io]") {
  const SavedModel s;
  // Overwrite the first value of head.bias (F64) with a NaN, byte by byte.
  std::vector<std::uint8_t> bytes = read_bytes(s.weights);
  std::uint64_t header_len = 0;
  for (int i = 7; i >= 0; --i) header_len = header_len << 8 | bytes[static_cast<std::size_t>(i)];
  const json header = json::parse(std::string(bytes.begin() + 8, bytes.begin() + 8 + static_cast<long>(header_len)));
  const std::size_t at = 8 + header_len + header["head.bias"]["data_offsets"][0].get<std::size_t>();
  const std::uint64_t nan = std::bit_cast<std::uint64_t>(std::numeric_limits<double>::quiet_NaN());
  for (std::size_t i = 0; i < 8; ++i) bytes[at + i] = static_cast<std::uint8_t>(nan >> (8 * i));
  write_bytes(s.weights, bytes);
  const std::string m = s.load_error();
  CHECK_THAT(m, StartsWith(s.weights + ": ") && Contains("head.bias") && Contains("nan") &&
                    Contains("expected a finite value"));
}

TEST_CASE("LoadModelAcceptsHalfPrecisionTensors", "[quick][learned][io]") {
  const SavedModel s;
  lrnn::TensorMap t = lrnn::decode_safetensors(read_bytes(s.weights), s.weights);
  for (auto& [name, tensor] : t) tensor.dtype = name == "embed" ? lrnn::WeightDtype::bf16 : lrnn::WeightDtype::f16;
  write_bytes(s.weights, lrnn::encode_safetensors(t));
  const LearnedModel back = load_model(s.manifest);
  REQUIRE(back.weights.at("embed").dtype == lrnn::WeightDtype::bf16);
  REQUIRE(back.weights.at("head.bias").dtype == lrnn::WeightDtype::f16);
}

namespace {

// Sizes and fixed-point options out of range are refused, naming the key and the range.
void check_out_of_range_manifests_refused(const SavedModel& s) {
  const auto bad = [&](const std::function<void(json&)>& edit) { return s.manifest_error(edit); };
  CHECK_THAT(bad([](json& j) { j["d_model"] = 5000; }),
             Contains("d_model: expected an integer in [1, 4096], found 5000"));
  CHECK_THAT(bad([](json& j) { j["layers"][0]["n"] = 0; }),
             Contains("layers[0].n: expected an integer in [1, 4096], found 0"));
  CHECK_THAT(bad([](json& j) { j["layers"][1]["rank"] = 65; }), Contains("layers[1].rank"));
  CHECK_THAT(
      bad([](json& j) {
        j["layers"][0] = {{"type", "deltaproduct"}, {"heads", 64}, {"head_dim", 128}, {"rank", 1}, {"range", "[0,1]"}};
      }),
      Contains("layers[0]: heads * head_dim = 8192, expected at most 4096"));
  CHECK_THAT(bad([](json& j) {
               const json layer = j["layers"][0];
               j["layers"] = json::array();
               for (std::size_t l = 0; l <= kMaxLayers; ++l) j["layers"].push_back(layer);
             }),
             Contains("layers: expected an array of 1 to 64 layers"));
  CHECK_THAT(bad([](json& j) { j["layers"][1]["fixed_point"]["max_iter"] = 0; }),
             Contains("layers[1].fixed_point.max_iter: expected an integer in [1, 100000], found 0"));
  CHECK_THAT(
      bad([](json& j) { j["layers"][1]["fixed_point"]["max_iter_train"] = 0; }),
      Contains("layers[1].fixed_point.max_iter_train: expected an integer in [1, 100000], \"length\" or \"random\", "
               "found 0"));
  CHECK_THAT(bad([](json& j) { j["layers"][1]["fixed_point"]["max_iter_train"] = "gamma"; }),
             Contains("layers[1].fixed_point.max_iter_train"));
  CHECK_THAT(bad([](json& j) { j["layers"][1]["fixed_point"]["threshold"] = -1; }),
             Contains("layers[1].fixed_point.threshold"));
  CHECK_THAT(bad([](json& j) { j["layers"][1]["fixed_point"]["damping"] = 1.5; }),
             Contains("layers[1].fixed_point.damping: expected a number in (0, 1], found 1.5"));
  CHECK_THAT(bad([](json& j) { j["layers"][1]["fixed_point"]["quantile_train"] = 0; }),
             Contains("layers[1].fixed_point.quantile_train"));
}

}  // namespace

TEST_CASE("LoadModelRefusesBadManifests", "[quick][learned][io]") {
  const SavedModel s;
  const auto bad = [&](const std::function<void(json&)>& edit) { return s.manifest_error(edit); };
  // Kind and version.
  CHECK_THAT(bad([](json& j) { j["format"] = "lrnnc-network"; }),
             Contains("format: expected \"lrnnc-learned\", found \"lrnnc-network\""));
  CHECK_THAT(bad([](json& j) { j["version"] = 5; }), Contains("version: expected 1, 2, 3 or 4, found 5"));
  CHECK_THAT(bad([](json& j) { j["version"] = 0; }), Contains("version: expected 1, 2, 3 or 4, found 0"));
  // Version 1's fprnn block is gone; its other layers still load.
  CHECK_THAT(bad([](json& j) { j["version"] = 1; }),
             Contains("layers[1]: a version 1 fprnn layer (the block without d_inner, x/z split and inner norm) is no "
                      "longer supported: train the model again"));
  CHECK_THAT(bad([](json& j) { j["bos"] = "yes"; }), Contains("bos: expected true or false, found \"yes\""));
  // Layers.
  CHECK_THAT(bad([](json& j) { j["layers"][0]["type"] = "lstm"; }),
             Contains("layers[0].type: expected \"diag\", \"deltaproduct\", \"fprnn\", \"fpmamba\" or \"fla\", found "
                      "\"lstm\""));
  CHECK_THAT(bad([](json& j) { j["layers"][1]["mixer"] = "givens"; }),
             Contains("layers[1].mixer") && Contains("givens"));
  CHECK_THAT(bad([](json& j) { j["layers"][0]["range"] = "[0,2]"; }),
             Contains("layers[0].range: expected \"[0,1]\" or \"[-1,1]\", found \"[0,2]\""));
  CHECK_THAT(bad([](json& j) { j["layers"][1]["rank"] = "x"; }),
             Contains("layers[1].rank: expected an integer in [1, 64], found \"x\""));
  CHECK_THAT(bad([](json& j) { j["layers"][1]["rank"] = 2.0; }), Contains("layers[1].rank"));
  CHECK_THAT(bad([](json& j) { j["layers"] = json::array(); }), Contains("layers: expected an array of 1 to 64"));
  // Missing and unknown keys.
  CHECK_THAT(bad([](json& j) { j.erase("d_model"); }), Contains("missing key 'd_model'"));
  CHECK_THAT(bad([](json& j) { j["layers"][0].erase("n"); }), Contains("layers[0]: missing key 'n'"));
  CHECK_THAT(bad([](json& j) { j["colour"] = "red"; }), Contains("unknown key 'colour'"));
  CHECK_THAT(bad([](json& j) { j["layers"][0]["heads"] = 2; }), Contains("layers[0]: unknown key 'heads'"));
  CHECK_THAT(bad([](json& j) { j["layers"][1]["fixed_point"]["tolerance"] = 1; }),
             Contains("layers[1].fixed_point: unknown key 'tolerance'"));
  CHECK_THAT(bad([](json& j) {
               j["layers"][1] = {{"type", "fprnn"}, {"n", 6}, {"mixer", "kronecker"}, {"rank", 2}};
             }),
             Contains("layers[1]: unknown key 'rank'"));
  // Wrong types.
  CHECK_THAT(bad([](json& j) { j["alphabet"] = "012"; }), Contains("alphabet: expected an array of strings"));
  CHECK_THAT(bad([](json& j) { j["outputs"][1] = 1; }), Contains("outputs[1]: expected a string, found 1"));
  CHECK_THAT(bad([](json& j) { j["norm_eps"] = "small"; }), Contains("norm_eps: expected a finite number > 0"));
  CHECK_THAT(bad([](json& j) { j["training"] = 3; }), Contains("training: expected an object, found 3"));
  check_out_of_range_manifests_refused(s);
  // The weights file's name.
  CHECK_THAT(bad([](json& j) { j["weights"] = "sub/m.safetensors"; }), Contains("weights: expected a plain file name"));
  CHECK_THAT(bad([](json& j) { j["weights"] = ".."; }), Contains("weights: expected a plain file name"));
  CHECK_THAT(bad([](json& j) { j["weights"] = "other.safetensors"; }),
             Contains("the weights file") && Contains("other.safetensors' does not exist"));
  // The automaton.
  CHECK_THAT(bad([](json& j) {
               j["automaton"]["alphabet"] = {"a0", "a2", "a1"};
             }),
             Contains("automaton: alphabet [\"a0\",\"a2\",\"a1\"], expected the manifest's [\"a0\",\"a1\",\"a2\"]"));
  CHECK_THAT(bad([](json& j) { j["automaton"]["outputs"] = {"o0", "o1", "x"}; }), Contains("automaton: output labels"));
  CHECK_THAT(bad([](json& j) { j["automaton"].erase("start"); }), StartsWith(s.manifest + ": automaton: "));
}

TEST_CASE("LoadModelRefusesBadManifestText", "[quick][learned][io]") {
  const SavedModel s;
  write_text(s.manifest, "{\"format\": \"lrnnc-learned\", \"format\": \"x\"}");
  CHECK_THAT(s.load_error(), StartsWith(s.manifest + ": ") && Contains("duplicate key 'format'"));
  write_text(s.manifest, "{\"format\": ");
  CHECK_THAT(s.load_error(), StartsWith(s.manifest + ": "));
  write_text(s.manifest, "[1, 2]");
  CHECK_THAT(s.load_error(), Contains("the manifest: expected a JSON object"));
  std::filesystem::resize_file(s.manifest, (std::uintmax_t{64} << 20) + 1);  // sparse: cheap
  CHECK_THAT(s.load_error(), StartsWith(s.manifest + ": ") && Contains("limit"));
  std::filesystem::remove(s.manifest);
  CHECK_THAT(s.load_error(), StartsWith(s.manifest + ": cannot read file"));
}

TEST_CASE("LoadModelReadsAModelWrittenByPlainPython", "[standard][learned][io][python]") {
  if (std::system("python3 -c 'import json, struct' > /dev/null 2>&1") != 0) LRNNC_SKIP("python3 is not available");
  const TempDir dir("model-io-python");
  const std::string script = ::test_support::source_dir() + "/tests/learned/write-model.py";
  REQUIRE(std::system(("python3 '" + script + "' '" + dir.string() + "'").c_str()) == 0);
  const LearnedModel model = load_model(dir / "parity.json");
  REQUIRE(model.config.alphabet == std::vector<std::string>{"0", "1"});
  REQUIRE(model.config.outputs == std::vector<std::string>{"even", "odd"});
  REQUIRE(model.config.d_model == 4);
  REQUIRE(model.config.norm_eps == 1e-6);
  REQUIRE(model.config.layers == std::vector<LayerSpec>{diag(EigenRange::symmetric, 3)});
  REQUIRE(model.automaton["states"] == 2);
  REQUIRE(model.training == json{{"writer", "write-model.py"}});
  // Element k of the t-th tensor (in write-model.py's order, which is expected_tensors') is
  // ((7 t + 3 k) % 11 - 5) / 8.
  const std::vector<TensorSpec> specs = expected_tensors(model.config);
  REQUIRE(specs.size() == 10);
  for (std::size_t t = 0; t < specs.size(); ++t) {
    const lrnn::Tensor& tensor = model.weights.at(specs[t].name);
    INFO(specs[t].name);
    REQUIRE(tensor.dtype == lrnn::WeightDtype::f32);
    for (std::size_t k = 0; k < tensor.values.size(); ++k)
      REQUIRE(tensor.values[k] == static_cast<double>(static_cast<long>((7 * t + 3 * k) % 11) - 5) / 8.0);
  }
  REQUIRE(model.weights.at("head.bias").values == std::vector<double>{(63 % 11 - 5) / 8.0, (66 % 11 - 5) / 8.0});
}
