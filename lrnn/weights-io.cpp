#include "lrnn/weights-io.hpp"

#include <filesystem>
#include <fstream>
#include <limits>
#include <set>

#include "automata/io-json.hpp"
#include "common/error.hpp"
#include "common/printable.hpp"
#include "common/read-file.hpp"
#include "common/strict-json.hpp"
#include "lrnn/json-quote.hpp"
#include "precision/format.hpp"
#include "precision/round-kernels.hpp"

namespace lrnnc::lrnn {

using detail::quote_name;
using detail::short_dump;
using nlohmann::json;

// ---- saving -----------------------------------------------------------------------------------

namespace {

constexpr int kManifestVersion = 1;

const std::set<std::string>& reserved_manifest_keys() {
  static const std::set<std::string> keys{"format",     "version", "weights", "dtype",        "automaton",
                                          "provenance", "layers",  "readout", "readout_keys", "notes"};
  return keys;
}

// Row-major values of an Eigen matrix.
std::vector<double> row_major(const Matrix& m) {
  std::vector<double> v;
  v.reserve(static_cast<std::size_t>(m.size()));
  for (Eigen::Index i = 0; i < m.rows(); ++i)
    for (Eigen::Index j = 0; j < m.cols(); ++j) v.push_back(m(i, j));
  return v;
}

Tensor make_tensor(WeightDtype dtype, std::vector<std::size_t> shape, std::vector<double> values) {
  return Tensor{dtype, std::move(shape), std::move(values)};
}

// The bytes of a file (common/read-file.hpp), errors prefixed with `what`.
std::vector<std::uint8_t> read_file(const std::string& path, const std::string& what, std::uint64_t limit,
                                    const std::string& limit_name) {
  try {
    return read_file_limited<std::vector<std::uint8_t>>(path, limit, limit_name);
  } catch (const Error& e) {
    throw Error(what + ": " + e.what());
  }
}

void write_file(const std::string& path, const void* data, std::size_t size) {
  require_no_nul(path, "save_network: the path");
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) throw Error("save_network: cannot open " + quote(path) + " for writing");
  out.write(static_cast<const char*>(data), static_cast<std::streamsize>(size));
  if (!out) throw Error("save_network: error writing " + quote(path));
}

// The manifest entry of a token's transition; its tensors (named with the prefix `tp`) go to `tensors`.
json encode_transition(const Transition& transition, const std::string& tp, std::size_t n, WeightDtype dtype,
                       TensorMap& tensors) {
  json out = {{"kind", kind_name(transition)}};
  if (const auto* dg = std::get_if<Diagonal>(&transition)) {
    tensors[tp + "diag"] = make_tensor(dtype, {n}, std::vector<double>(dg->a.data(), dg->a.data() + dg->a.size()));
    out["diag"] = tp + "diag";
  } else if (const auto* h = std::get_if<HouseholderProduct>(&transition)) {
    json factors = json::array();
    for (std::size_t i = 0; i < h->factors.size(); ++i) {
      const auto& f = h->factors[i];
      const std::string rp = tp + "refl" + std::to_string(i) + ".";
      tensors[rp + "v"] = make_tensor(dtype, {n}, std::vector<double>(f.v.data(), f.v.data() + f.v.size()));
      tensors[rp + "beta"] = make_tensor(dtype, {}, {f.beta});
      factors.push_back({{"v", rp + "v"}, {"beta", rp + "beta"}});
    }
    out["factors"] = std::move(factors);
  } else {
    tensors[tp + "A"] = make_tensor(dtype, {n, n}, row_major(std::get<Dense>(transition).A));
    out["A"] = tp + "A";
  }
  return out;
}

// The manifest entry of layer `l`; its tensors go to `tensors`.
json encode_layer(const Layer& layer, std::size_t l, const automata::Alphabet& alphabet, WeightDtype dtype,
                  TensorMap& tensors) {
  const std::string lp = "layer" + std::to_string(l) + ".";
  tensors[lp + "H0"] = make_tensor(dtype, {layer.n, layer.d}, row_major(layer.H0));
  json context = json::array();
  for (const auto& c : layer.context) context.push_back({{"layer", c.layer}, {"lag", c.lag}});
  json tokens = json::array();
  for (std::size_t t = 0; t < layer.tokens.size(); ++t) {
    const Token& tok = layer.tokens[t];
    const std::string tp = lp + "tok" + std::to_string(t) + ".";
    json transition = encode_transition(tok.transition, tp, layer.n, dtype, tensors);
    json B = nullptr;
    if (tok.B) {
      tensors[tp + "B"] = make_tensor(dtype, {layer.n, layer.d}, row_major(*tok.B));
      B = tp + "B";
    }
    tokens.push_back({{"letter", alphabet.name(tok.letter)},
                      {"context", tok.context},
                      {"transition", std::move(transition)},
                      {"B", std::move(B)}});
  }
  const Codebook& cb = layer.codebook;
  tensors[lp + "codebook"] = make_tensor(
      WeightDtype::f64, {static_cast<std::size_t>(cb.vectors.rows()), layer.n * layer.d}, row_major(cb.vectors));
  return {{"n", layer.n},
          {"d", layer.d},
          {"H0", lp + "H0"},
          {"context", std::move(context)},
          {"tokens", std::move(tokens)},
          {"codebook", {{"tensor", lp + "codebook"}, {"values", cb.values}}}};
}

// The manifest around the layers' entries, with the caller's `extra` fields merged in.
json encode_manifest(const Network& network, const std::string& base, WeightDtype dtype, json layers,
                     const json& extra) {
  json manifest = json::object();
  manifest["format"] = "lrnnc-network";
  manifest["version"] = kManifestVersion;
  manifest["weights"] = base + ".safetensors";
  manifest["dtype"] = to_string(dtype);
  manifest["automaton"] = json::parse(automata::dfa_to_json(network.automaton));
  json options = json::array();
  for (const auto& [k, v] : network.provenance.options) options.push_back({k, v});
  manifest["provenance"] = {{"method", network.provenance.method}, {"options", options}};
  json compile = {{"method", network.provenance.method}, {"options", json::object()}};
  for (const auto& [k, v] : network.provenance.options) compile["options"][k] = v;
  manifest["compile"] = std::move(compile);
  manifest["layers"] = std::move(layers);
  manifest["readout"] = network.readout;
  manifest["readout_keys"] = network.readout_keys;
  manifest["notes"] = network.provenance.notes;
  for (const auto& [k, v] : extra.items()) {
    if (reserved_manifest_keys().count(k)) throw Error("save_network: extra manifest field '" + k + "' is reserved");
    if (k == "compile" && v.is_object())
      manifest["compile"].update(v);  // the caller's summary adds to (and may override) ours
    else
      manifest[k] = v;
  }
  return manifest;
}

}  // namespace

EncodedNetwork encode_network(const Network& network, const std::string& base, WeightDtype dtype, const json& extra) {
  check_network(network);
  if (!extra.is_object()) throw Error("save_network: extra manifest fields must be a JSON object");
  TensorMap tensors;
  json layers = json::array();
  for (std::size_t l = 0; l < network.layers.size(); ++l)
    layers.push_back(encode_layer(network.layers[l], l, network.automaton.alphabet(), dtype, tensors));
  const json manifest = encode_manifest(network, base, dtype, std::move(layers), extra);

  EncodedNetwork out;
  try {
    out.safetensors = encode_safetensors(tensors, {{"format", "lrnnc"}, {"manifest", base + ".json"}});
  } catch (const Error& e) {
    const std::string m = e.what(), prefix = "safetensors: ";
    throw Error("save_network: " + (m.starts_with(prefix) ? m.substr(prefix.size()) : m));
  }
  try {
    out.manifest = manifest.dump(2) + "\n";
  } catch (const json::exception& e) {  // a string that is not UTF-8 (a file name, a note)
    throw Error("save_network: cannot write the manifest (" + json_error_text(e) + ")");
  }
  return out;
}

void save_network(const Network& network, const std::string& path_stem, WeightDtype dtype, const json& extra) {
  const EncodedNetwork files =
      encode_network(network, std::filesystem::path(path_stem).filename().string(), dtype, extra);
  write_file(path_stem + ".safetensors", files.safetensors.data(), files.safetensors.size());
  write_file(path_stem + ".json", files.manifest.data(), files.manifest.size());
}

// ---- loading ----------------------------------------------------------------------------------

namespace {

// Typed access to the manifest; every error names the manifest file and the JSON path.
class ManifestReader {
 public:
  // `tensors` may be null while only the manifest's own fields are read.
  ManifestReader(std::string file, const TensorMap* tensors, WeightDtype dtype)
      : file_(std::move(file)), tensors_(tensors), dtype_(dtype) {}

  [[noreturn]] void fail(const std::string& where, const std::string& message) const {
    throw Error(file_ + ": " + where + " " + message);
  }

  const json& field(const json& obj, const std::string& key, const std::string& where) const {
    if (!obj.is_object()) fail(where, "is " + std::string(obj.type_name()) + ", expected an object");
    const auto it = obj.find(key);
    if (it == obj.end()) fail(where, "has no field '" + key + "'");
    return *it;
  }
  const json& array(const json& j, const std::string& where) const {
    if (!j.is_array()) fail(where, "is " + std::string(j.type_name()) + ", expected an array");
    return j;
  }
  std::string string(const json& j, const std::string& where) const {
    if (!j.is_string()) fail(where, "is " + std::string(j.type_name()) + ", expected a string");
    return j.get<std::string>();
  }
  std::uint64_t uint(const json& j, const std::string& where,
                     std::uint64_t max = std::numeric_limits<std::uint32_t>::max()) const {
    if (!j.is_number_unsigned() || j.get<std::uint64_t>() > max)
      fail(where, "is " + short_dump(j) + ", expected an integer in [0, " + std::to_string(max) + "]");
    return j.get<std::uint64_t>();
  }
  std::vector<std::uint32_t> uints(const json& j, const std::string& where) const {
    std::vector<std::uint32_t> out;
    for (std::size_t i = 0; i < array(j, where).size(); ++i)
      out.push_back(static_cast<std::uint32_t>(uint(j[i], where + "[" + std::to_string(i) + "]")));
    return out;
  }

  // The tensor named by j, checked for shape and dtype, marked as used. Each tensor has one place
  // in the network: naming it twice is an error (it would also let a small file fill the memory
  // with copies of one large tensor).
  const Tensor& tensor(const json& j, const std::string& where, const std::vector<std::size_t>& shape,
                       bool codebook = false) {
    const std::string name = string(j, where);
    const auto it = tensors_->find(name);
    if (it == tensors_->end())
      fail(where, "names tensor " + quote_name(name) + ", which the weights file does not hold");
    const Tensor& t = it->second;
    if (t.shape != shape)
      fail(where,
           "names tensor '" + name + "' of shape " + shape_string(t.shape) + ", expected " + shape_string(shape));
    const WeightDtype want = codebook ? WeightDtype::f64 : dtype_;
    if (t.dtype != want)
      fail(where, "names tensor '" + name + "' of dtype " + to_string(t.dtype) + ", expected " + to_string(want));
    if (const auto [at, fresh] = used_.emplace(name, where); !fresh)
      fail(where,
           "names tensor " + quote_name(name) + ", which " + at->second + " names already (expected each tensor once)");
    return t;
  }
  Matrix matrix(const json& j, const std::string& where, std::size_t rows, std::size_t cols, bool codebook = false) {
    const Tensor& t = tensor(j, where, {rows, cols}, codebook);
    Matrix m(static_cast<Eigen::Index>(rows), static_cast<Eigen::Index>(cols));
    for (std::size_t i = 0; i < rows; ++i)
      for (std::size_t c = 0; c < cols; ++c)
        m(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(c)) = t.values[i * cols + c];
    return m;
  }
  Vector vector(const json& j, const std::string& where, std::size_t n) {
    const Tensor& t = tensor(j, where, {n});
    return Eigen::Map<const Vector>(t.values.data(), static_cast<Eigen::Index>(n));
  }

  void check_all_used(const std::string& weights_path) const {
    std::string unused;
    std::size_t count = 0;
    for (const auto& [name, t] : *tensors_)
      if (!used_.count(name)) {
        if (count < 5) unused += std::string(count ? ", " : "") + quote_name(name);
        ++count;
      }
    if (count)
      throw Error(file_ + ": " + std::to_string(count) + " tensor(s) of " + quote(weights_path) +
                  " are not named by the manifest: " + unused + (count > 5 ? ", ..." : ""));
  }

 private:
  std::string file_;
  const TensorMap* tensors_;
  WeightDtype dtype_;
  std::map<std::string, std::string> used_;  // tensor name -> the manifest path that names it
};

// The manifest parsed, with its format fields checked: a file of another kind or version is
// refused before anything else.
struct ParsedManifest {
  json manifest;
  WeightDtype dtype = WeightDtype::f64;
  std::string weights;  // the "weights" field
};

ParsedManifest parse_manifest(std::string_view text, const std::string& mf) {
  if (text.size() > kMaxManifestBytes)
    throw Error(mf + ": the manifest has " + std::to_string(text.size()) + " bytes, expected at most " +
                std::to_string(kMaxManifestBytes) + " (the manifest limit)");
  ParsedManifest out;
  out.manifest = parse_json_strict(text, kMaxJsonDepth, mf + ": the manifest: ");
  const json& manifest = out.manifest;
  if (!manifest.is_object()) throw Error(mf + ": the manifest is not a JSON object");
  const ManifestReader pre(mf, nullptr, WeightDtype::f64);
  if (const auto format = pre.string(pre.field(manifest, "format", "the manifest"), "format");
      format != "lrnnc-network")
    throw Error(mf + ": format is " + quote_name(format) + ", expected 'lrnnc-network'");
  if (const auto& v = pre.field(manifest, "version", "the manifest");
      !v.is_number_integer() || v.get<std::int64_t>() != kManifestVersion)
    throw Error(mf + ": version is " + short_dump(v) + ", expected " + std::to_string(kManifestVersion));
  const auto s = pre.string(pre.field(manifest, "dtype", "the manifest"), "dtype");
  const auto d = safetensors_dtype(s);
  if (!d) throw Error(mf + ": dtype is " + quote_name(s) + ", expected one of F64, F32, F16, BF16");
  out.dtype = *d;
  out.weights = pre.string(pre.field(manifest, "weights", "the manifest"), "weights");
  return out;
}

automata::Dfa read_automaton(const ManifestReader& r, const json& manifest, const std::string& mf) {
  const json& a = r.field(manifest, "automaton", "the manifest");
  try {
    return automata::dfa_from_json(a.dump());
  } catch (const Error& e) {
    throw Error(mf + ": automaton: " + e.what());
  }
}

// "provenance" and "notes", both optional.
void read_provenance(const ManifestReader& r, const json& manifest, Provenance& provenance) {
  if (manifest.contains("provenance")) {
    const json& p = manifest["provenance"];
    provenance.method = r.string(r.field(p, "method", "provenance"), "provenance.method");
    const json& opts = r.array(r.field(p, "options", "provenance"), "provenance.options");
    for (std::size_t i = 0; i < opts.size(); ++i) {
      const std::string w = "provenance.options[" + std::to_string(i) + "]";
      if (!opts[i].is_array() || opts[i].size() != 2)
        r.fail(w, "is " + short_dump(opts[i]) + ", expected [name, value]");
      provenance.options.emplace_back(r.string(opts[i][0], w + "[0]"), r.string(opts[i][1], w + "[1]"));
    }
  }
  if (manifest.contains("notes")) {
    const json& notes = r.array(manifest["notes"], "notes");
    for (std::size_t i = 0; i < notes.size(); ++i)
      provenance.notes.push_back(r.string(notes[i], "notes[" + std::to_string(i) + "]"));
  }
}

// The transition at `tr` (JSON path `trw`) of a layer of width n.
Transition read_transition(ManifestReader& r, const json& tr, const std::string& trw, std::size_t n) {
  const auto kind = r.string(r.field(tr, "kind", trw), trw + ".kind");
  if (kind == "diagonal") return Diagonal{r.vector(r.field(tr, "diag", trw), trw + ".diag", n)};
  if (kind == "householder") {
    HouseholderProduct h;
    const json& fs = r.array(r.field(tr, "factors", trw), trw + ".factors");
    for (std::size_t i = 0; i < fs.size(); ++i) {
      const std::string fw = trw + ".factors[" + std::to_string(i) + "]";
      HouseholderFactor f;
      f.v = r.vector(r.field(fs[i], "v", fw), fw + ".v", n);
      f.beta = r.tensor(r.field(fs[i], "beta", fw), fw + ".beta", {}).values[0];
      h.factors.push_back(std::move(f));
    }
    return h;
  }
  if (kind == "dense") return Dense{r.matrix(r.field(tr, "A", trw), trw + ".A", n, n)};
  r.fail(trw + ".kind", "is '" + kind + "', expected diagonal, householder or dense");
}

Token read_token(ManifestReader& r, const json& tj, const std::string& tw, const Layer& layer,
                 const automata::Alphabet& alphabet) {
  Token tok;
  const auto letter = r.string(r.field(tj, "letter", tw), tw + ".letter");
  const auto id = alphabet.find(letter);
  if (!id) r.fail(tw + ".letter", "is '" + letter + "', which is not a letter of the automaton's alphabet");
  tok.letter = *id;
  tok.context = r.uints(r.field(tj, "context", tw), tw + ".context");
  tok.transition = read_transition(r, r.field(tj, "transition", tw), tw + ".transition", layer.n);
  if (const json& B = r.field(tj, "B", tw); !B.is_null()) tok.B = r.matrix(B, tw + ".B", layer.n, layer.d);
  return tok;
}

Layer read_layer(ManifestReader& r, const json& lj, const std::string& lw, const automata::Alphabet& alphabet) {
  // Bounds that keep n * d and n * n far from overflow; real sizes are checked against the tensors.
  constexpr std::uint64_t kMaxDim = 1u << 20;
  Layer layer;
  layer.n = r.uint(r.field(lj, "n", lw), lw + ".n", kMaxDim);
  layer.d = r.uint(r.field(lj, "d", lw), lw + ".d", kMaxDim);
  if (layer.n == 0 || layer.d == 0)
    r.fail(lw, "has n = " + std::to_string(layer.n) + ", d = " + std::to_string(layer.d) + ", expected both >= 1");
  layer.H0 = r.matrix(r.field(lj, "H0", lw), lw + ".H0", layer.n, layer.d);
  const json& ctx = r.array(r.field(lj, "context", lw), lw + ".context");
  for (std::size_t c = 0; c < ctx.size(); ++c) {
    const std::string cw = lw + ".context[" + std::to_string(c) + "]";
    ContextRef ref;
    ref.layer = static_cast<std::uint32_t>(r.uint(r.field(ctx[c], "layer", cw), cw + ".layer"));
    ref.lag = static_cast<std::uint32_t>(r.uint(r.field(ctx[c], "lag", cw), cw + ".lag"));
    layer.context.push_back(ref);
  }
  const json& toks = r.array(r.field(lj, "tokens", lw), lw + ".tokens");
  for (std::size_t t = 0; t < toks.size(); ++t)
    layer.tokens.push_back(read_token(r, toks[t], lw + ".tokens[" + std::to_string(t) + "]", layer, alphabet));
  const json& cb = r.field(lj, "codebook", lw);
  const std::string cbw = lw + ".codebook";
  layer.codebook.values = r.uints(r.field(cb, "values", cbw), cbw + ".values");
  layer.codebook.vectors = r.matrix(r.field(cb, "tensor", cbw), cbw + ".tensor", layer.codebook.values.size(),
                                    layer.n * layer.d, /*codebook=*/true);
  return layer;
}

// The network of a parsed manifest and its decoded tensors.
LoadedNetwork build_network(ParsedManifest parsed, const TensorMap& tensors, const std::string& mf,
                            const std::string& weights_path) {
  json& manifest = parsed.manifest;
  ManifestReader r(mf, &tensors, parsed.dtype);
  LoadedNetwork out;
  out.dtype = parsed.dtype;
  Network& net = out.network;
  net.automaton = read_automaton(r, manifest, mf);
  read_provenance(r, manifest, net.provenance);
  const json& layers = r.array(r.field(manifest, "layers", "the manifest"), "layers");
  for (std::size_t l = 0; l < layers.size(); ++l)
    net.layers.push_back(read_layer(r, layers[l], "layers[" + std::to_string(l) + "]", net.automaton.alphabet()));
  r.check_all_used(weights_path);

  const auto readout = r.uints(r.field(manifest, "readout", "the manifest"), "readout");
  net.readout.assign(readout.begin(), readout.end());
  const json& keys = r.array(r.field(manifest, "readout_keys", "the manifest"), "readout_keys");
  for (std::size_t i = 0; i < keys.size(); ++i)
    net.readout_keys.push_back(r.uints(keys[i], "readout_keys[" + std::to_string(i) + "]"));

  try {
    check_network(net);
  } catch (const Error& e) {
    throw Error(mf + ": " + e.what());
  }
  out.manifest = std::move(manifest);
  return out;
}

// nlohmann exceptions are a safety net: every access above is type-checked, so one names an
// unforeseen shape of the manifest.
template <class F>
LoadedNetwork json_safe(const std::string& what, F&& f) {
  try {
    return f();
  } catch (const json::exception& e) {
    throw Error(what + ": malformed manifest (" + json_error_text(e) + ")");
  }
}

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace

LoadedNetwork decode_network(std::string_view manifest_text, const std::vector<std::uint8_t>& safetensors,
                             const std::string& manifest_name, const std::string& weights_name) {
  return json_safe(manifest_name, [&] {
    ParsedManifest parsed = parse_manifest(manifest_text, manifest_name);
    const TensorMap tensors = decode_safetensors(safetensors, weights_name);
    return build_network(std::move(parsed), tensors, manifest_name, weights_name);
  });
}

void refuse_model_folder(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw Error("model " + quote(path) +
                " is a folder, expected a model's STEM, STEM.json or STEM.safetensors (the two files lrnnc compile or "
                "train writes)");
}

LoadedNetwork load_network(const std::string& path) {
  require_no_nul(path, "load_network: the path");
  std::string mf;
  if (ends_with(path, ".json"))
    mf = path;
  else if (ends_with(path, ".safetensors"))
    mf = path.substr(0, path.size() - std::string(".safetensors").size()) + ".json";
  else
    mf = path + ".json";
  std::error_code ec;
  if (!std::filesystem::exists(mf, ec)) refuse_model_folder(path);
  return json_safe(mf, [&] {
    const auto text = read_file(mf, "load_network", kMaxManifestBytes, "the manifest limit");
    ParsedManifest parsed =
        parse_manifest(std::string_view(reinterpret_cast<const char*>(text.data()), text.size()), mf);
    const std::string weights_path = (std::filesystem::path(mf).parent_path() / parsed.weights).string();
    // A weights path that exists but is a directory, a FIFO or a device is refused by the reader,
    // which says what it is; only a missing one "does not exist".
    std::error_code ec;
    if (!std::filesystem::exists(weights_path, ec))
      throw Error(printable(mf) + ": the weights file " + quote(weights_path) + " does not exist");
    const TensorMap tensors = decode_safetensors(
        read_file(weights_path, mf, std::numeric_limits<std::uint64_t>::max(), "no limit"), weights_path);
    return build_network(std::move(parsed), tensors, mf, weights_path);
  });
}

}  // namespace lrnnc::lrnn
