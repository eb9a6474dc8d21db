// fla checkpoints as learned models (learned/fla.hpp): the config's fields (docs/notes-fla-layout.md
// section 1) and the state dict's tensors (section 2) mapped onto an fla layer of lrnnc's model.
#include "learned/fla.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <string>

#include "common/error.hpp"
#include "common/printable.hpp"
#include "common/read-file.hpp"
#include "common/strict-json.hpp"

namespace lrnnc::learned {

using nlohmann::json;

namespace {

constexpr std::uint64_t kMaxConfigBytes = std::uint64_t{1} << 20;
constexpr std::uint64_t kMaxCheckpointBytes = std::uint64_t{16} << 30;

// Typed reads of config.json's fields, defaults where absent or null (fla's config classes).
struct ConfigReader {
  const json& c;
  const json* get(const std::string& key) const {
    const auto it = c.find(key);
    return it == c.end() || it->is_null() ? nullptr : &*it;
  }
  [[noreturn]] void bad(const std::string& key, const std::string& expected) const {
    throw Error("config.json: " + key + ": expected " + expected + ", found " + get(key)->dump());
  }
  std::size_t size(const std::string& key, std::size_t fallback, std::size_t lo = 1) const {
    const json* j = get(key);
    if (!j) return fallback;
    // A config built in memory holds signed integers (nlohmann's json{1}); parsed text, unsigned ones.
    const bool natural = j->is_number_unsigned() || (j->is_number_integer() && j->get<std::int64_t>() >= 0);
    if (!natural || j->get<std::uint64_t>() < lo || j->get<std::uint64_t>() > (1u << 20))
      bad(key, "an integer in [" + std::to_string(lo) + ", 1048576]");
    return j->get<std::size_t>();
  }
  double number(const std::string& key, double fallback) const {
    const json* j = get(key);
    if (!j) return fallback;
    if (!j->is_number() || !std::isfinite(j->get<double>()) || j->get<double>() <= 0) bad(key, "a number > 0");
    return j->get<double>();
  }
  bool flag(const std::string& key, bool fallback) const {
    const json* j = get(key);
    if (!j) return fallback;
    if (!j->is_boolean()) bad(key, "true or false");
    return j->get<bool>();
  }
  std::string text(const std::string& key, const std::string& fallback) const {
    const json* j = get(key);
    if (!j) return fallback;
    if (!j->is_string()) bad(key, "a string");
    return j->get<std::string>();
  }
};

// int(x * factor) as Python computes fla's widths, refused unless exact.
std::size_t exact_width(const ConfigReader& r, const std::string& key, std::size_t base, double factor) {
  const double w = static_cast<double>(base) * factor;
  if (w != std::floor(w) || w < 1) r.bad(key, "a factor giving a whole width (" + std::to_string(base) + " x it)");
  return static_cast<std::size_t>(w);
}

// The options that change the forward and that lrnnc does not run, refused by name.
void refuse_unsupported(const ConfigReader& r, const std::string& type) {
  if (r.get("attn"))
    throw Error("config.json: attn: hybrid softmax-attention layers are not supported (expected null)");
  if (r.get("attnres_block_size"))
    throw Error("config.json: attnres_block_size: attention residuals are not supported (expected null)");
  if (const std::string act = r.text("hidden_act", "swish"); act != "swish")
    throw Error("config.json: hidden_act: \"" + act + "\" is not supported (expected \"swish\")");
  if (type == "delta_net" && r.text("attn_mode", "chunk") == "fused_chunk")
    throw Error("config.json: attn_mode: \"fused_chunk\" (fla's DeltaNet refuses it too)");
}

// The fla layer of every block, from the config (docs/notes-fla-layout.md section 1).
LayerSpec fla_layer(const ConfigReader& r, const std::string& type, std::size_t d) {
  LayerSpec l;
  l.type = MixerType::fla;
  FlaOptions& f = l.fla;
  l.range = r.flag("allow_neg_eigval", false) ? EigenRange::symmetric : EigenRange::unit;
  f.conv = r.flag("use_short_conv", true) ? r.size("conv_size", 4) : 0;
  l.heads = r.size("num_heads", type == "delta_net" ? 16 : 6);
  if (type == "delta_net") {
    const std::size_t dk = exact_width(r, "expand_k", d, r.number("expand_k", 1.0));
    const std::size_t dv = exact_width(r, "expand_v", d, r.number("expand_v", 1.0));
    if (dk % l.heads || dv % l.heads)
      throw Error("config.json: num_heads: " + std::to_string(l.heads) + " does not divide the key width " +
                  std::to_string(dk) + " and the value width " + std::to_string(dv));
    l.n = dk / l.heads;
    f.v_heads = l.heads;
    f.v_dim = dv / l.heads;
    f.beta = r.flag("use_beta", true);
    f.output_gate = r.flag("use_gate", false);
    const std::string act = r.text("qk_activation", "silu"), norm = r.text("qk_norm", "l2");
    const QkActivation acts[] = {QkActivation::silu, QkActivation::relu, QkActivation::elu, QkActivation::identity};
    bool known = false;
    for (QkActivation a : acts)
      if (to_string(a) == act) f.qk_activation = a, known = true;
    if (!known) r.bad("qk_activation", "\"silu\", \"relu\", \"elu\" or \"identity\"");
    if (norm != "l2" && norm != "sum") r.bad("qk_norm", "\"l2\" or \"sum\"");
    f.qk_l2 = norm == "l2";
    l.rank = 1;
  } else {
    l.n = r.size("head_dim", 256);
    f.v_dim = exact_width(r, "expand_v", l.n, r.number("expand_v", 2.0));
    if (type == "gated_deltanet") {
      f.v_heads = r.size("num_v_heads", l.heads);
      if (f.v_heads < l.heads || f.v_heads % l.heads)
        r.bad("num_v_heads", "a multiple of num_heads = " + std::to_string(l.heads));
      f.forget_gate = true;
      f.output_gate = r.flag("use_gate", true);
      l.rank = 1;
    } else {
      f.v_heads = l.heads;  // the Gated DeltaProduct config has no num_v_heads
      f.forget_gate = r.flag("use_forget_gate", false);
      // Before fla 456ea237 the output gate's key was use_gate (fuse_legacy_deltaproduct).
      f.output_gate =
          r.get("use_output_gate") || !r.get("use_gate") ? r.flag("use_output_gate", true) : r.flag("use_gate", true);
      l.rank = r.size("num_householder", 1);
    }
  }
  // The GatedMLP's width (fla/modules/mlp.py): intermediate_size, or 256 ceil(floor(d r 2 / 3) / 256).
  const double ratio = r.number("hidden_ratio", 4.0);
  const std::size_t inner = static_cast<std::size_t>(std::floor(static_cast<double>(d) * ratio * 2.0 / 3.0));
  f.mlp = r.size("intermediate_size", 256 * ((inner + 255) / 256));
  return l;
}

// The state dict's tensors by lrnnc name, each taken once; what is left at the end is refused.
class StateReader {
 public:
  StateReader(const lrnn::TensorMap& state) : state_(state) {
    prefix_ = state.count("model.embeddings.weight") ? "model." : "";
  }
  // fla's tensor `name` (without the model prefix unless `top`), checked against `shape`.
  const lrnn::Tensor& take(const std::string& name, const std::vector<std::size_t>& shape, bool top = false) {
    const std::string key = top ? name : prefix_ + name;
    const auto it = state_.find(key);
    if (it == state_.end()) {
      const std::string legacy = key.substr(0, key.size() - std::string(".weight").size()) + "s.0.weight";
      throw Error("state dict: tensor '" + key + "' is missing (expected shape " + lrnn::shape_string(shape) + ")" +
                  (key.ends_with(".weight") && state_.count(legacy)
                       ? "; '" + legacy + "' is the old per-sub-step layout, whose parts do not match num_householder"
                       : ""));
    }
    if (it->second.shape != shape)
      throw Error("state dict: tensor '" + key + "' has shape " + lrnn::shape_string(it->second.shape) + ", expected " +
                  lrnn::shape_string(shape));
    taken_.insert(key);
    return it->second;
  }
  bool has(const std::string& name, bool top = false) const { return state_.count(top ? name : prefix_ + name) != 0; }
  void skip(const std::string& name, bool top = false) { taken_.insert(top ? name : prefix_ + name); }
  void finish() const {
    for (const auto& [key, t] : state_)
      if (!taken_.count(key))
        throw Error("state dict: tensor '" + key + "' is not a tensor of this config (" +
                    (key.find("_projs.") != std::string::npos
                         ? std::string("the Gated DeltaProduct layout before fla's k_proj/v_proj/b_proj fusion")
                         : std::string("an option lrnnc does not run, or a config that does not match")) +
                    ")");
  }

 private:
  const lrnn::TensorMap& state_;
  std::string prefix_;
  std::set<std::string> taken_;
};

lrnn::Tensor f64(const lrnn::Tensor& t, std::vector<std::size_t> shape) {
  return lrnn::Tensor{lrnn::WeightDtype::f64, std::move(shape), t.values};
}

// Rows `rows` of a [V, d] tensor (token ids checked against V).
lrnn::Tensor rows_of(const lrnn::Tensor& t, const std::vector<std::size_t>& rows) {
  const std::size_t d = t.shape[1];
  lrnn::Tensor out{lrnn::WeightDtype::f64, {rows.size(), d}, {}};
  for (std::size_t r : rows)
    out.values.insert(out.values.end(), t.values.begin() + r * d, t.values.begin() + (r + 1) * d);
  return out;
}

// One block's tensors into `w` (lrnnc names), from fla's (docs/notes-fla-layout.md section 2).
void import_block(StateReader& s, const LayerSpec& l, std::size_t i, std::size_t d, lrnn::TensorMap& w) {
  const std::string f = "layers." + std::to_string(i) + ".", a = f + "attn.";
  const std::string p = "layers." + std::to_string(i) + ".", m = p + "mixer.";
  const std::size_t r = l.rank, dk = l.heads * l.n, HV = l.fla.v_heads, dv = HV * l.fla.v_dim, W = l.fla.conv;
  w[p + "norm.weight"] = f64(s.take(f + "attn_norm.weight", {d}), {d});
  w[p + "out.weight"] = f64(s.take(a + "o_proj.weight", {d, dv}), {d, dv});
  const auto mat = [&](const std::string& name, std::size_t rows) {
    w[m + name + ".weight"] = f64(s.take(a + name + ".weight", {rows, d}), {rows, d});
  };
  mat("q_proj", dk);
  mat("k_proj", r * dk);
  mat("v_proj", r * dv);
  if (l.fla.beta) mat("b_proj", r * HV);
  if (l.fla.forget_gate) {
    mat("a_proj", HV);
    w[m + "A_log"] = f64(s.take(a + "A_log", {HV}), {HV});
    w[m + "dt_bias"] = f64(s.take(a + "dt_bias", {HV}), {HV});
  }
  if (W) {
    const auto conv = [&](const std::string& name, std::size_t c) {
      w[m + name + ".weight"] = f64(s.take(a + name + ".weight", {c, 1, W}), {c, W});
    };
    conv("q_conv1d", dk);
    conv("k_conv1d", r * dk);
    conv("v_conv1d", r * dv);
  }
  if (l.fla.output_gate) mat("g_proj", dv);
  w[m + "o_norm.weight"] = f64(s.take(a + "o_norm.weight", {l.fla.v_dim}), {l.fla.v_dim});
  if (s.has(a + "D")) s.skip(a + "D");  // Gated DeltaNet before fla 834989cc: never in the forward
  const std::size_t I = l.fla.mlp;
  w[p + "mlp_norm.weight"] = f64(s.take(f + "mlp_norm.weight", {d}), {d});
  w[p + "mlp.gate_proj.weight"] = f64(s.take(f + "mlp.gate_proj.weight", {I, d}), {I, d});
  w[p + "mlp.up_proj.weight"] = f64(s.take(f + "mlp.up_proj.weight", {I, d}), {I, d});
  w[p + "mlp.down_proj.weight"] = f64(s.take(f + "mlp.down_proj.weight", {d, I}), {d, I});
}

std::vector<std::size_t> token_ids(const std::vector<std::size_t>& given, std::size_t count, std::size_t vocab,
                                   const std::string& what) {
  std::vector<std::size_t> ids = given;
  if (ids.empty())
    for (std::size_t i = 0; i < count; ++i) ids.push_back(i);
  if (ids.size() != count)
    throw Error(what + ": " + std::to_string(ids.size()) + " token ids for " + std::to_string(count) + " names");
  std::set<std::size_t> seen;
  for (std::size_t id : ids) {
    if (id >= vocab)
      throw Error(what + ": token " + std::to_string(id) + " is outside the vocabulary (vocab_size " +
                  std::to_string(vocab) + ")");
    if (!seen.insert(id).second) throw Error(what + ": token " + std::to_string(id) + " appears twice");
  }
  return ids;
}

// Gated DeltaProduct checkpoints written before fla 20027035 hold each sub-step's projections in a
// ModuleList (attn.k_projs.{j}, v_projs, b_projs, k_conv1ds, v_conv1ds): the same forward with the
// lists concatenated along dim 0 in order j (docs/notes-fla-layout.md section 2). Returns the
// state with every such list fused (a list with a gap stays, and is refused as unexpected).
lrnn::TensorMap fuse_legacy_deltaproduct(const lrnn::TensorMap& state, std::size_t n) {
  lrnn::TensorMap out = state;
  for (const auto& [key, t] : state) {
    for (const std::string name : {"k_proj", "v_proj", "b_proj", "k_conv1d", "v_conv1d"}) {
      const std::string first = "." + name + "s.0.weight";
      if (!key.ends_with(first)) continue;
      const std::string base = key.substr(0, key.size() - first.size()) + "." + name;
      std::vector<std::string> parts;
      for (std::size_t j = 0; j < n && state.count(base + "s." + std::to_string(j) + ".weight"); ++j)
        parts.push_back(base + "s." + std::to_string(j) + ".weight");
      if (parts.size() != n || state.count(base + ".weight")) continue;
      lrnn::Tensor fused = state.at(parts[0]);
      for (std::size_t j = 1; j < n; ++j) {
        const lrnn::Tensor& p = state.at(parts[j]);
        if (p.shape != fused.shape) continue;
        fused.values.insert(fused.values.end(), p.values.begin(), p.values.end());
      }
      if (fused.values.size() != n * state.at(parts[0]).values.size()) continue;
      fused.shape[0] *= n;
      for (const std::string& p : parts) out.erase(p);
      out[base + ".weight"] = std::move(fused);
    }
  }
  return out;
}

}  // namespace

LearnedModel import_fla(const json& config, const lrnn::TensorMap& state, const FlaTokens& tokens) {
  if (!config.is_object()) throw Error("config.json: expected a JSON object");
  const ConfigReader r{config};
  const std::string type = r.text("model_type", "");
  if (type != "delta_net" && type != "gated_deltanet" && type != "gated_deltaproduct")
    throw Error(
        "config.json: model_type: expected \"delta_net\", \"gated_deltanet\" or \"gated_deltaproduct\", found " +
        (r.get("model_type") ? r.get("model_type")->dump() : std::string("none")));
  refuse_unsupported(r, type);
  LearnedModel model;
  ModelConfig& c = model.config;
  c.d_model = r.size("hidden_size", 2048);
  c.norm_eps = r.number("norm_eps", 1e-6);
  const std::size_t layers = r.size("num_hidden_layers", type == "delta_net" ? 24 : 21);
  const std::size_t V = r.size("vocab_size", 32000);
  const LayerSpec layer = fla_layer(r, type, c.d_model);
  c.layers.assign(layers, layer);
  c.alphabet = tokens.alphabet;
  const std::vector<std::size_t> letters = token_ids(tokens.letter_tokens, tokens.alphabet.size(), V, "letter tokens");
  const std::vector<std::size_t> labels = token_ids(tokens.label_tokens, tokens.labels.size(), V, "label tokens");
  // The head: the labels' tokens, then the other tokens in id order.
  std::vector<std::size_t> head = labels;
  c.outputs = tokens.labels;
  for (std::size_t id = 0; id < V; ++id)
    if (std::find(labels.begin(), labels.end(), id) == labels.end()) {
      head.push_back(id);
      c.outputs.push_back("token:" + std::to_string(id));
    }
  std::vector<std::size_t> embed_rows = letters;
  if (tokens.bos_token) {
    if (*tokens.bos_token >= V)
      throw Error("BOS token " + std::to_string(*tokens.bos_token) + " is outside the vocabulary (vocab_size " +
                  std::to_string(V) + ")");
    c.bos = true;
    embed_rows.push_back(*tokens.bos_token);
  }
  check_config(c);
  const lrnn::TensorMap fused = type == "gated_deltaproduct" ? fuse_legacy_deltaproduct(state, layer.rank) : state;
  StateReader s(fused);
  const std::size_t d = c.d_model;
  const lrnn::Tensor& embeddings = s.take("embeddings.weight", {V, d});
  model.weights["embed"] = rows_of(embeddings, embed_rows);
  for (std::size_t i = 0; i < layers; ++i) import_block(s, layer, i, d, model.weights);
  model.weights["head.norm.weight"] = f64(s.take("norm.weight", {d}), {d});
  const bool tied = r.flag("tie_word_embeddings", false);
  if (tied && s.has("lm_head.weight", true)) s.skip("lm_head.weight", true);
  model.weights["head.weight"] = rows_of(tied ? embeddings : s.take("lm_head.weight", {V, d}, true), head);
  model.weights["head.bias"] = lrnn::Tensor{lrnn::WeightDtype::f64, {head.size()}, std::vector<double>(head.size())};
  s.finish();
  check_weights(c, model.weights);
  model.automaton = tokens.automaton;
  model.training = {{"source", "fla checkpoint"}, {"model_type", type}, {"config", config}};
  return model;
}

namespace {

lrnn::TensorMap read_safetensors_file(const std::filesystem::path& path) {
  const std::string shown = printable(path.string());
  std::vector<std::uint8_t> bytes;
  try {
    bytes = read_file_limited<std::vector<std::uint8_t>>(path.string(), kMaxCheckpointBytes, "16 GiB");
  } catch (const Error& e) {
    throw Error(shown + ": " + e.what());
  }
  return lrnn::decode_safetensors(bytes, shown);
}

json read_json_file(const std::filesystem::path& path) {
  const std::string shown = printable(path.string());
  std::string text;
  try {
    text = read_file_limited<std::string>(path.string(), kMaxConfigBytes, "1 MiB");
  } catch (const Error& e) {
    throw Error(shown + ": " + e.what());
  }
  return parse_json_strict(text, 64, shown + ": ");
}

}  // namespace

LearnedModel read_fla_checkpoint(const std::filesystem::path& path, const FlaTokens& tokens) {
  std::error_code ec;
  const bool folder = std::filesystem::is_directory(path, ec);
  const std::filesystem::path dir = folder ? path : path.parent_path();
  const std::filesystem::path config_path = folder ? dir / "config.json" : path;
  const json config = read_json_file(config_path);
  lrnn::TensorMap state;
  const std::filesystem::path single = dir / "model.safetensors", index = dir / "model.safetensors.index.json";
  if (std::filesystem::exists(single, ec)) {
    state = read_safetensors_file(single);
  } else if (std::filesystem::exists(index, ec)) {
    const json j = read_json_file(index);
    if (!j.contains("weight_map") || !j["weight_map"].is_object())
      throw Error(printable(index.string()) + ": expected an object \"weight_map\"");
    std::set<std::string> files;
    for (const auto& [name, file] : j["weight_map"].items()) {
      if (!file.is_string() || file.get<std::string>().find('/') != std::string::npos)
        throw Error(printable(index.string()) + ": weight_map[\"" + name + "\"]: expected a file name in the folder");
      files.insert(file.get<std::string>());
    }
    for (const std::string& file : files)
      for (auto& [name, t] : read_safetensors_file(dir / file)) state[name] = std::move(t);
  } else {
    throw Error(printable(dir.string()) + ": no model.safetensors (or model.safetensors.index.json) beside " +
                printable(config_path.string()));
  }
  try {
    return import_fla(config, state, tokens);
  } catch (const Error& e) {
    throw Error(printable(dir.string()) + ": " + e.what());
  }
}

}  // namespace lrnnc::learned
