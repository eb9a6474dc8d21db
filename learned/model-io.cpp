// The files of a learned model (learned/model.hpp, docs/LEARNED.md section 2): the manifest's
// reader and writer, the checks of a config and its weights, loading and saving.
#include <unistd.h>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <limits>
#include <set>
#include <string>
#include <system_error>
#include <vector>

#include "automata/alphabet.hpp"
#include "automata/io-json.hpp"
#include "common/error.hpp"
#include "common/printable.hpp"
#include "common/read-file.hpp"
#include "common/strict-json.hpp"
#include "learned/model.hpp"
#include "lrnn/json-quote.hpp"

namespace lrnnc::learned {

using lrnn::detail::quote_name;
using lrnn::detail::short_dump;
using nlohmann::json;

namespace {

// Version 2: fprnn layers are the official FPRNN block (in.weight, norm.weight) and the model may
// have a BOS token. Version 1 files load unless they have an fprnn layer (that block is gone).
// Version 3: fpmamba layers, and fixed_point's damping_decay and damping_patience (optional when
// read: a version 2 file means no decay). Version 4: fla layers (written only by a model that has
// one). Versions 2 to 4 read the same way.
constexpr int kManifestVersion = 4;
constexpr const char* kFormat = "lrnnc-learned";
constexpr std::uint64_t kMaxManifestBytes = std::uint64_t{64} << 20;
constexpr int kMaxManifestDepth = 64;  // the automaton nests 16 levels at most; "training" is free
constexpr std::size_t kMaxFixedPointIter = 100000;
constexpr std::size_t kMaxFlaConv = 64;  // an fla layer's short convolution width

std::string join(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

std::string range_text(std::size_t lo, std::size_t hi) {
  return "an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) + "]";
}

[[noreturn]] void bad_value(const std::string& key, const std::string& expected, const json& found) {
  throw Error(key + ": expected " + expected + ", found " + short_dump(found));
}

// ---- checks of a config -------------------------------------------------------------------------

void check_size(const std::string& key, std::size_t value, std::size_t lo, std::size_t hi) {
  if (value < lo || value > hi)
    throw Error(key + ": expected " + range_text(lo, hi) + ", found " + std::to_string(value));
}

void check_names(const std::vector<std::string>& names, const std::string& key, const std::string& what) {
  if (names.empty()) throw Error(key + ": expected at least one " + what + ", found none");
  std::set<std::string> seen;
  for (const auto& name : names)
    if (!seen.insert(name).second) throw Error(key + ": " + what + " " + quote_name(name) + " appears twice");
}

void check_fixed_point(const FixedPointOptions& fp, const std::string& where) {
  const std::string p = where + ".fixed_point.";
  if (!(std::isfinite(fp.threshold) && fp.threshold > 0))
    throw Error(p + "threshold: expected a finite number > 0, found " + json(fp.threshold).dump());
  check_size(p + "max_iter", fp.max_iter, 1, kMaxFixedPointIter);
  if (fp.max_iter_train != kRandomMaxIterTrain && fp.max_iter_train != kLengthMaxIterTrain)
    check_size(p + "max_iter_train", fp.max_iter_train, 1, kMaxFixedPointIter);
  if (!(fp.quantile_train > 0 && fp.quantile_train <= 1))
    throw Error(p + "quantile_train: expected a number in (0, 1], found " + json(fp.quantile_train).dump());
  if (!(fp.damping > 0 && fp.damping <= 1))
    throw Error(p + "damping: expected a number in (0, 1], found " + json(fp.damping).dump());
  if (!(fp.damping_decay > 0 && fp.damping_decay <= 1))
    throw Error(p + "damping_decay: expected a number in (0, 1], found " + json(fp.damping_decay).dump());
  check_size(p + "damping_patience", fp.damping_patience, 1, kMaxFixedPointIter);
}

void check_layer(const LayerSpec& layer, const std::string& where) {
  switch (layer.type) {
    case MixerType::diag: check_size(where + ".n", layer.n, 1, kMaxModelWidth); break;
    case MixerType::deltaproduct:
      check_size(where + ".heads", layer.heads, 1, kMaxModelWidth);
      check_size(where + ".head_dim", layer.n, 1, kMaxModelWidth);
      if (layer.heads * layer.n > kMaxModelWidth)
        throw Error(where + ": heads * head_dim = " + std::to_string(layer.heads * layer.n) + ", expected at most " +
                    std::to_string(kMaxModelWidth));
      check_size(where + ".rank", layer.rank, 1, kMaxRank);
      break;
    case MixerType::fprnn:
    case MixerType::fpmamba:
      check_size(where + ".n", layer.n, 1, kMaxModelWidth);
      if (layer.mixer != ChannelMixer::kronecker) check_size(where + ".rank", layer.rank, 1, kMaxRank);
      if (layer.type == MixerType::fpmamba) {
        check_size(where + ".d_state", layer.d_state, 1, kMaxModelWidth);
        check_size(where + ".dt_rank", layer.dt_rank, 1, kMaxModelWidth);
      }
      check_fixed_point(layer.fixed_point, where);
      break;
    case MixerType::fla: {
      const FlaOptions& f = layer.fla;
      check_size(where + ".heads", layer.heads, 1, kMaxModelWidth);
      check_size(where + ".head_dim", layer.n, 1, kMaxModelWidth);
      check_size(where + ".householder", layer.rank, 1, kMaxRank);
      check_size(where + ".v_heads", f.v_heads, 1, kMaxModelWidth);
      check_size(where + ".v_dim", f.v_dim, 1, kMaxModelWidth);
      check_size(where + ".conv", f.conv, 0, kMaxFlaConv);
      check_size(where + ".mlp", f.mlp, 0, 4 * kMaxModelWidth);
      if (f.v_heads % layer.heads)
        throw Error(where + ": v_heads = " + std::to_string(f.v_heads) +
                    " is not a multiple of heads = " + std::to_string(layer.heads));
      if (layer.heads * layer.n > kMaxModelWidth || f.v_heads * f.v_dim > kMaxModelWidth)
        throw Error(where + ": heads * head_dim and v_heads * v_dim must be at most " + std::to_string(kMaxModelWidth));
      break;
    }
  }
}

}  // namespace

void check_config(const ModelConfig& config) {
  check_names(config.alphabet, "alphabet", "letter");
  try {
    (void)automata::Alphabet::make(config.alphabet);
  } catch (const Error& e) {
    throw Error(std::string("alphabet: ") + e.what());
  }
  check_names(config.outputs, "outputs", "output label");
  check_size("d_model", config.d_model, 1, kMaxModelWidth);
  if (!(std::isfinite(config.norm_eps) && config.norm_eps > 0))
    throw Error("norm_eps: expected a finite number > 0, found " + json(config.norm_eps).dump());
  check_size("the number of layers", config.layers.size(), 1, kMaxLayers);
  for (std::size_t l = 0; l < config.layers.size(); ++l)
    check_layer(config.layers[l], "layers[" + std::to_string(l) + "]");
}

void check_weights(const ModelConfig& config, const lrnn::TensorMap& weights) {
  const std::vector<TensorSpec> expected = expected_tensors(config);
  std::set<std::string> names;
  for (const TensorSpec& spec : expected) {
    names.insert(spec.name);
    const auto it = weights.find(spec.name);
    if (it == weights.end())
      throw Error("tensor " + quote_name(spec.name) + " is missing (expected shape " + lrnn::shape_string(spec.shape) +
                  ")");
    const lrnn::Tensor& t = it->second;
    if (t.shape != spec.shape)
      throw Error("tensor " + quote_name(spec.name) + " has shape " + lrnn::shape_string(t.shape) + ", expected " +
                  lrnn::shape_string(spec.shape));
    std::size_t count = 1;
    for (std::size_t s : spec.shape) count *= s;
    if (t.values.size() != count)
      throw Error("tensor " + quote_name(spec.name) + " has " + std::to_string(t.values.size()) + " values, expected " +
                  std::to_string(count) + " (shape " + lrnn::shape_string(spec.shape) + ")");
    for (std::size_t i = 0; i < count; ++i)
      if (!std::isfinite(t.values[i]))
        throw Error("tensor " + quote_name(spec.name) + " element " + std::to_string(i) + " is " +
                    (std::isnan(t.values[i]) ? "NaN" : "infinite") + ", expected a finite value");
  }
  std::size_t extra = 0;
  std::string first;
  for (const auto& [name, t] : weights)
    if (!names.count(name) && extra++ == 0) first = name;
  if (extra)
    throw Error("tensor " + quote_name(first) + " is not a tensor of this model (" + std::to_string(extra) +
                " unexpected tensor(s); expected exactly the " + std::to_string(expected.size()) +
                " of docs/LEARNED.md section 2)");
}

// ---- the manifest -------------------------------------------------------------------------------

namespace {

// Typed access to one JSON object of the manifest. Every key read is remembered, so that finish()
// can refuse the keys nobody read. Errors name the JSON path of the key.
class ObjectReader {
 public:
  ObjectReader(const json& obj, std::string where) : obj_(obj), where_(std::move(where)) {
    if (!obj.is_object()) bad_value(where_.empty() ? "the manifest" : where_, "a JSON object", obj);
  }

  std::string path(const std::string& key) const { return where_.empty() ? key : where_ + "." + key; }

  const json* optional(const std::string& key) {
    known_.push_back(key);
    const auto it = obj_.find(key);
    return it == obj_.end() ? nullptr : &*it;
  }
  const json& required(const std::string& key) {
    const json* j = optional(key);
    if (!j) throw Error((where_.empty() ? "" : where_ + ": ") + "missing key '" + key + "'");
    return *j;
  }

  std::size_t size(const std::string& key, std::size_t lo, std::size_t hi) {
    return size_of(required(key), key, lo, hi);
  }
  std::size_t size_of(const json& j, const std::string& key, std::size_t lo, std::size_t hi) const {
    if (!j.is_number_unsigned() || j.get<std::uint64_t>() < lo || j.get<std::uint64_t>() > hi)
      bad_value(path(key), range_text(lo, hi), j);
    return static_cast<std::size_t>(j.get<std::uint64_t>());
  }
  double number_of(const json& j, const std::string& key, const std::string& expected, bool ok_if(double)) const {
    if (!j.is_number() || !std::isfinite(j.get<double>()) || !ok_if(j.get<double>())) bad_value(path(key), expected, j);
    return j.get<double>();
  }
  std::string string(const std::string& key) { return string_of(required(key), key); }
  std::string string_of(const json& j, const std::string& key) const {
    if (!j.is_string()) bad_value(path(key), "a string", j);
    return j.get<std::string>();
  }
  std::vector<std::string> strings(const std::string& key) {
    const json& j = required(key);
    if (!j.is_array()) bad_value(path(key), "an array of strings", j);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < j.size(); ++i) out.push_back(string_of(j[i], key + "[" + std::to_string(i) + "]"));
    return out;
  }

  // Refuses the keys that no optional() / required() asked for.
  void finish() const {
    for (const auto& [key, value] : obj_.items()) {
      bool known = false;
      for (const auto& k : known_) known = known || k == key;
      if (!known)
        throw Error((where_.empty() ? "" : where_ + ": ") + "unknown key " + quote_name(key) + " (expected " +
                    join(known_) + ")");
    }
  }

 private:
  const json& obj_;
  std::string where_;
  std::vector<std::string> known_;
};

EigenRange parse_range(ObjectReader& r) {
  const std::string s = r.string("range");
  if (s == "[0,1]") return EigenRange::unit;
  if (s == "[-1,1]") return EigenRange::symmetric;
  bad_value(r.path("range"), "\"[0,1]\" or \"[-1,1]\"", s);
}

FixedPointOptions parse_fixed_point(const json& j, const std::string& where, MixerType type) {
  ObjectReader r(j, where);
  FixedPointOptions fp = default_fixed_point(type);
  const auto positive = [](double x) { return x > 0; };
  const auto unit = [](double x) { return x > 0 && x <= 1; };
  if (const json* v = r.optional("threshold"))
    fp.threshold = r.number_of(*v, "threshold", "a finite number > 0", positive);
  if (const json* v = r.optional("max_iter")) fp.max_iter = r.size_of(*v, "max_iter", 1, kMaxFixedPointIter);
  if (const json* v = r.optional("max_iter_train")) {
    if (v->is_string() && v->get<std::string>() == "random")
      fp.max_iter_train = kRandomMaxIterTrain;
    else if (v->is_string() && v->get<std::string>() == "length")
      fp.max_iter_train = kLengthMaxIterTrain;
    else if (v->is_number_unsigned() && v->get<std::uint64_t>() >= 1 && v->get<std::uint64_t>() <= kMaxFixedPointIter)
      fp.max_iter_train = v->get<std::size_t>();
    else
      bad_value(r.path("max_iter_train"), range_text(1, kMaxFixedPointIter) + ", \"length\" or \"random\"", *v);
  }
  if (const json* v = r.optional("quantile_train"))
    fp.quantile_train = r.number_of(*v, "quantile_train", "a number in (0, 1]", unit);
  if (const json* v = r.optional("damping")) fp.damping = r.number_of(*v, "damping", "a number in (0, 1]", unit);
  if (const json* v = r.optional("damping_decay"))
    fp.damping_decay = r.number_of(*v, "damping_decay", "a number in (0, 1]", unit);
  if (const json* v = r.optional("damping_patience"))
    fp.damping_patience = r.size_of(*v, "damping_patience", 1, kMaxFixedPointIter);
  r.finish();
  return fp;
}

bool parse_bool(ObjectReader& r, const std::string& key) {
  const json& j = r.required(key);
  if (!j.is_boolean()) bad_value(r.path(key), "true or false", j);
  return j.get<bool>();
}

void parse_fla_layer(ObjectReader& r, LayerSpec& layer) {
  layer.type = MixerType::fla;
  FlaOptions& f = layer.fla;
  layer.heads = r.size("heads", 1, kMaxModelWidth);
  layer.n = r.size("head_dim", 1, kMaxModelWidth);
  f.v_heads = r.size("v_heads", 1, kMaxModelWidth);
  f.v_dim = r.size("v_dim", 1, kMaxModelWidth);
  layer.rank = r.size("householder", 1, kMaxRank);
  layer.range = parse_range(r);
  f.conv = r.size("conv", 0, kMaxFlaConv);
  f.beta = parse_bool(r, "beta");
  f.forget_gate = parse_bool(r, "forget_gate");
  f.output_gate = parse_bool(r, "output_gate");
  const std::string act = r.string("qk_activation");
  const QkActivation acts[] = {QkActivation::silu, QkActivation::relu, QkActivation::elu, QkActivation::identity};
  bool found = false;
  for (QkActivation a : acts)
    if (to_string(a) == act) f.qk_activation = a, found = true;
  if (!found) bad_value(r.path("qk_activation"), "\"silu\", \"relu\", \"elu\" or \"identity\"", act);
  const std::string norm = r.string("qk_norm");
  if (norm != "l2" && norm != "sum") bad_value(r.path("qk_norm"), "\"l2\" or \"sum\"", norm);
  f.qk_l2 = norm == "l2";
  f.mlp = r.size("mlp", 0, 4 * kMaxModelWidth);
}

LayerSpec parse_layer(const json& j, const std::string& where) {
  ObjectReader r(j, where);
  LayerSpec layer;
  const std::string type = r.string("type");
  if (type == "diag") {
    layer.type = MixerType::diag;
    layer.n = r.size("n", 1, kMaxModelWidth);
    layer.range = parse_range(r);
  } else if (type == "deltaproduct") {
    layer.type = MixerType::deltaproduct;
    layer.heads = r.size("heads", 1, kMaxModelWidth);
    layer.n = r.size("head_dim", 1, kMaxModelWidth);
    layer.rank = r.size("rank", 1, kMaxRank);
    layer.range = parse_range(r);
  } else if (type == "fprnn" || type == "fpmamba") {
    layer.type = type == "fprnn" ? MixerType::fprnn : MixerType::fpmamba;
    layer.n = r.size("n", 1, kMaxModelWidth);
    layer.fixed_point = default_fixed_point(layer.type);
    if (layer.type == MixerType::fpmamba) {
      layer.d_state = r.size("d_state", 1, kMaxModelWidth);
      layer.dt_rank = r.size("dt_rank", 1, kMaxModelWidth);
    }
    const std::string mixer = r.string("mixer");
    if (mixer == "householder")
      layer.mixer = ChannelMixer::householder;
    else if (mixer == "dplr")
      layer.mixer = ChannelMixer::dplr;
    else if (mixer == "kronecker")
      layer.mixer = ChannelMixer::kronecker;
    else
      bad_value(r.path("mixer"), "\"householder\", \"dplr\" or \"kronecker\"", mixer);
    if (layer.mixer != ChannelMixer::kronecker) layer.rank = r.size("rank", 1, kMaxRank);
    if (const json* fp = r.optional("fixed_point"))
      layer.fixed_point = parse_fixed_point(*fp, r.path("fixed_point"), layer.type);
  } else if (type == "fla") {
    parse_fla_layer(r, layer);
  } else {
    bad_value(r.path("type"), "\"diag\", \"deltaproduct\", \"fprnn\", \"fpmamba\" or \"fla\"", type);
  }
  r.finish();
  return layer;
}

// A plain file name in the manifest's folder: no folder part, not "." or "..".
bool plain_file_name(const std::string& name) {
  return !name.empty() && name != "." && name != ".." && name.find('/') == std::string::npos &&
         name.find('\\') == std::string::npos && name.find('\0') == std::string::npos;
}

// The manifest's automaton: the JSON automaton format, with the manifest's letters and labels.
void check_automaton(const json& a, const ModelConfig& config) {
  if (!a.is_object()) bad_value("automaton", "an object (the JSON automaton format)", a);
  automata::Dfa dfa;
  try {
    dfa = automata::dfa_from_json(a.dump());
  } catch (const Error& e) {
    throw Error(std::string("automaton: ") + e.what());
  }
  if (dfa.alphabet().names() != config.alphabet)
    throw Error("automaton: alphabet " + short_dump(dfa.alphabet().names()) + ", expected the manifest's " +
                short_dump(config.alphabet));
  // The outputs may go on past the labels: an imported model's head has a row per token of its
  // vocabulary (learned/fla.hpp), whose tokens that are no label of the task come last.
  const std::vector<std::string>& labels = dfa.labels();
  if (labels.size() > config.outputs.size() || !std::equal(labels.begin(), labels.end(), config.outputs.begin()))
    throw Error("automaton: output labels " + short_dump(labels) + ", expected the manifest's outputs " +
                short_dump(config.outputs) + " (or the first of them)");
}

}  // namespace

ModelConfig parse_manifest(const json& manifest) {
  ObjectReader r(manifest, "");
  if (const json& f = r.required("format"); f != kFormat) bad_value("format", json(kFormat).dump(), f);
  const json& version = r.required("version");
  if (!version.is_number_integer() || version.get<std::int64_t>() < 1 || version.get<std::int64_t>() > kManifestVersion)
    bad_value("version", "1, 2, 3 or " + std::to_string(kManifestVersion), version);
  if (const json* w = r.optional("weights"); w && !plain_file_name(r.string_of(*w, "weights")))
    bad_value("weights", "a plain file name in the manifest's folder (no '/' or '..')", *w);
  ModelConfig config;
  config.alphabet = r.strings("alphabet");
  config.outputs = r.strings("outputs");
  config.d_model = r.size("d_model", 1, kMaxModelWidth);
  config.norm_eps =
      r.number_of(r.required("norm_eps"), "norm_eps", "a finite number > 0", [](double x) { return x > 0; });
  const json& layers = r.required("layers");
  if (!layers.is_array() || layers.empty() || layers.size() > kMaxLayers)
    bad_value("layers", "an array of 1 to " + std::to_string(kMaxLayers) + " layers", layers);
  for (std::size_t l = 0; l < layers.size(); ++l) {
    config.layers.push_back(parse_layer(layers[l], "layers[" + std::to_string(l) + "]"));
    if (version.get<std::int64_t>() == 1 && config.layers.back().type == MixerType::fprnn)
      throw Error("layers[" + std::to_string(l) +
                  "]: a version 1 fprnn layer (the block without d_inner, x/z split and inner norm) is no longer "
                  "supported: train the model again");
  }
  if (const json* b = r.optional("bos")) {
    if (!b->is_boolean()) bad_value("bos", "true or false", *b);
    config.bos = b->get<bool>();
  }
  if (const json* b = r.optional("tied_head")) {
    if (!b->is_boolean()) bad_value("tied_head", "true or false", *b);
    config.tied_head = b->get<bool>();
  }
  const json* automaton = r.optional("automaton");
  if (const json* t = r.optional("training"); t && !t->is_object()) bad_value("training", "an object", *t);
  r.finish();
  check_config(config);
  if (automaton) check_automaton(*automaton, config);
  return config;
}

nlohmann::json to_json(const FixedPointOptions& fp) {
  return {{"threshold", fp.threshold},
          {"max_iter", fp.max_iter},
          {"max_iter_train", fp.max_iter_train == kRandomMaxIterTrain   ? json("random")
                             : fp.max_iter_train == kLengthMaxIterTrain ? json("length")
                                                                        : json(fp.max_iter_train)},
          {"quantile_train", fp.quantile_train},
          {"damping", fp.damping},
          {"damping_decay", fp.damping_decay},
          {"damping_patience", fp.damping_patience}};
}

json manifest_json(const LearnedModel& model, const std::string& weights_file) {
  const ModelConfig& c = model.config;
  json layers = json::array();
  for (const LayerSpec& l : c.layers) {
    json j = {{"type", to_string(l.type)}};
    switch (l.type) {
      case MixerType::diag:
        j["n"] = l.n;
        j["range"] = to_string(l.range);
        break;
      case MixerType::deltaproduct:
        j["heads"] = l.heads;
        j["head_dim"] = l.n;
        j["rank"] = l.rank;
        j["range"] = to_string(l.range);
        break;
      case MixerType::fprnn:
      case MixerType::fpmamba:
        j["n"] = l.n;
        if (l.type == MixerType::fpmamba) {
          j["d_state"] = l.d_state;
          j["dt_rank"] = l.dt_rank;
        }
        j["mixer"] = to_string(l.mixer);
        if (l.mixer != ChannelMixer::kronecker) j["rank"] = l.rank;
        j["fixed_point"] = to_json(l.fixed_point);
        break;
      case MixerType::fla:
        j.update({{"heads", l.heads},
                  {"head_dim", l.n},
                  {"v_heads", l.fla.v_heads},
                  {"v_dim", l.fla.v_dim},
                  {"householder", l.rank},
                  {"range", to_string(l.range)},
                  {"conv", l.fla.conv},
                  {"beta", l.fla.beta},
                  {"forget_gate", l.fla.forget_gate},
                  {"output_gate", l.fla.output_gate},
                  {"qk_activation", to_string(l.fla.qk_activation)},
                  {"qk_norm", l.fla.qk_l2 ? "l2" : "sum"},
                  {"mlp", l.fla.mlp}});
        break;
    }
    layers.push_back(std::move(j));
  }
  // The lowest version that has every layer type the model uses: files an older lrnnc reads stay the same.
  const bool fla =
      std::any_of(c.layers.begin(), c.layers.end(), [](const LayerSpec& l) { return l.type == MixerType::fla; });
  json m = {{"format", kFormat},          {"version", fla ? kManifestVersion : 3},
            {"alphabet", c.alphabet},     {"outputs", c.outputs},
            {"d_model", c.d_model},       {"norm_eps", c.norm_eps},
            {"layers", std::move(layers)}};
  if (c.bos) m["bos"] = true;
  if (c.tied_head) m["tied_head"] = true;
  if (!weights_file.empty()) m["weights"] = weights_file;
  if (!model.automaton.is_null()) m["automaton"] = model.automaton;
  if (!model.training.is_null()) m["training"] = model.training;
  return m;
}

// ---- files --------------------------------------------------------------------------------------

namespace {

// The largest safetensors file a model of `config` can have: its values in F64 plus the header.
std::uint64_t max_weights_bytes(const ModelConfig& config) {
  std::uint64_t values = 0;
  for (const TensorSpec& spec : expected_tensors(config)) {
    std::uint64_t count = 1;
    for (std::size_t s : spec.shape) count *= s;
    values += count;
  }
  return 8 + lrnn::kMaxSafetensorsHeader + 8 * values;
}

LearnedModel load_model_unchecked(const std::filesystem::path& manifest, const std::string& mf) {
  std::string text;
  try {
    text = read_file_limited<std::string>(manifest.string(), kMaxManifestBytes, "the manifest limit");
  } catch (const Error& e) {
    throw Error(mf + ": " + e.what());
  }
  const json j = parse_json_strict(text, kMaxManifestDepth, mf + ": ");
  LearnedModel model;
  try {
    model.config = parse_manifest(j);
  } catch (const Error& e) {
    throw Error(mf + ": " + e.what());
  }
  const std::string weights_name = j.contains("weights")
                                       ? j["weights"].get<std::string>()
                                       : manifest.filename().replace_extension(".safetensors").string();
  const std::filesystem::path weights_path = manifest.parent_path() / weights_name;
  const std::string wf = printable(weights_path.string());
  // A weights path that exists but is a directory, a FIFO or a device is refused by the reader,
  // which says what it is; only a missing one "does not exist".
  std::error_code ec;
  if (!std::filesystem::exists(weights_path, ec)) throw Error(mf + ": the weights file '" + wf + "' does not exist");
  std::vector<std::uint8_t> bytes;
  try {
    bytes = read_file_limited<std::vector<std::uint8_t>>(weights_path.string(), max_weights_bytes(model.config),
                                                         "the size of this model in F64");
  } catch (const Error& e) {
    throw Error(wf + ": " + e.what());
  }
  model.weights = lrnn::decode_safetensors(bytes, wf);
  try {
    check_weights(model.config, model.weights);
  } catch (const Error& e) {
    throw Error(wf + ": " + e.what());
  }
  if (j.contains("automaton")) model.automaton = j["automaton"];
  if (j.contains("training")) model.training = j["training"];
  return model;
}

// Writes `bytes` to `path` through `path`.tmp-PID and a rename; the temporary goes on failure.
void write_atomic(const std::filesystem::path& path, const void* data, std::size_t size) {
  std::filesystem::path tmp = path;
  tmp += ".tmp-" + std::to_string(::getpid());
  const std::string shown = printable(path.string());
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) throw Error(shown + ": cannot open '" + printable(tmp.string()) + "' for writing");
    out.write(static_cast<const char*>(data), static_cast<std::streamsize>(size));
    out.flush();
    if (!out) {
      std::error_code ignored;
      std::filesystem::remove(tmp, ignored);
      throw Error(shown + ": error writing '" + printable(tmp.string()) + "'");
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::error_code ignored;
    std::filesystem::remove(tmp, ignored);
    throw Error(shown + ": cannot rename '" + printable(tmp.string()) + "' to it: " + ec.message());
  }
}

}  // namespace

LearnedModel load_model(const std::filesystem::path& manifest) {
  const std::string mf = printable(manifest.string());
  try {
    return load_model_unchecked(manifest, mf);
  } catch (const json::exception& e) {  // a safety net: every access above is type-checked
    throw Error(mf + ": malformed manifest (" + json_error_text(e) + ")");
  }
}

bool is_learned_manifest(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) return false;
  try {
    const std::string text = read_file_limited<std::string>(path.string(), kMaxManifestBytes, "the manifest limit");
    const json j = parse_json_strict(text, kMaxManifestDepth, "");
    return j.is_object() && j.contains("format") && j["format"] == kFormat;
  } catch (const std::exception&) {
    return false;
  }
}

void save_model(const LearnedModel& model, const std::filesystem::path& out, lrnn::WeightDtype dtype) {
  require_no_nul(out.native(), "save_model: the path");
  std::filesystem::path base = out;
  if (base.extension() == ".json") base.replace_extension();
  const std::string name = base.filename().string();
  std::filesystem::path manifest_path = base, weights_path = base;
  manifest_path += ".json";
  weights_path += ".safetensors";
  const std::string mf = printable(manifest_path.string()), wf = printable(weights_path.string());
  if (name.empty() || name == "." || name == "..")
    throw Error("save_model: '" + printable(out.string()) + "': expected a path ending in a file name");
  if (dtype != lrnn::WeightDtype::f32 && dtype != lrnn::WeightDtype::f64)
    throw Error(wf + ": dtype " + lrnn::to_string(dtype) + ", expected F32 or F64");
  std::string text;
  try {
    const json manifest = manifest_json(model, name + ".safetensors");
    (void)parse_manifest(manifest);  // what is saved loads: the config, the automaton, "training"
    text = manifest.dump(2) + "\n";
  } catch (const Error& e) {
    throw Error(mf + ": " + e.what());
  } catch (const json::exception& e) {  // a string that is not UTF-8
    throw Error(mf + ": cannot write the manifest (" + json_error_text(e) + ")");
  }
  lrnn::TensorMap tensors = model.weights;
  std::vector<std::uint8_t> bytes;
  try {
    check_weights(model.config, tensors);
    for (auto& [tname, t] : tensors) t.dtype = dtype;
    bytes = lrnn::encode_safetensors(tensors, {{"format", kFormat}, {"manifest", name + ".json"}});
  } catch (const Error& e) {
    const std::string m = e.what(), prefix = "safetensors: ";
    throw Error(wf + ": " + (m.starts_with(prefix) ? m.substr(prefix.size()) : m));
  }
  // The weights first: a manifest on disk always finds complete weights beside it.
  write_atomic(weights_path, bytes.data(), bytes.size());
  write_atomic(manifest_path, text.data(), text.size());
}

}  // namespace lrnnc::learned
