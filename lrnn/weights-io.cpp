#include "lrnn/weights-io.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iterator>
#include <limits>
#include <set>
#include <sstream>

#include "automata/io-json.hpp"
#include "common/error.hpp"
#include "common/read-file.hpp"
#include "common/strict-json.hpp"
#include "precision/format.hpp"
#include "precision/round-kernels.hpp"

namespace lrnnc::lrnn {

using nlohmann::json;

namespace {

constexpr int kManifestVersion = 1;
// A safetensors header nests three levels (callback depth of nlohmann): header object > tensor
// entry > shape/data_offsets array > numbers.
constexpr int kMaxHeaderDepth = 3;

std::size_t dtype_size(WeightDtype d) {
  switch (d) {
    case WeightDtype::f64: return 8;
    case WeightDtype::f32: return 4;
    default: return 2;
  }
}

std::optional<WeightDtype> dtype_from_safetensors(const std::string& s) {
  if (s == "F64") return WeightDtype::f64;
  if (s == "F32") return WeightDtype::f32;
  if (s == "F16") return WeightDtype::f16;
  if (s == "BF16") return WeightDtype::bf16;
  return std::nullopt;
}

std::string shape_string(const std::vector<std::size_t>& shape) {
  std::string s = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

// 'text' for messages: the JSON escape of the text (control characters as \u00XX), shortened.
std::string quote_name(const std::string& text) {
  std::string s = json(text).dump(-1, ' ', false, json::error_handler_t::replace);
  s = s.substr(1, s.size() - 2);
  if (s.size() > 60) s = s.substr(0, 57) + "...";
  return "'" + s + "'";
}

// A JSON value for messages, shortened to one short line.
std::string short_dump(const json& v) {
  std::string s = v.dump(-1, ' ', false, json::error_handler_t::replace);
  if (s.size() > 60) s = s.substr(0, 57) + "...";
  return s;
}

// Shortest text that reads back as x.
std::string number_text(double x) {
  std::ostringstream s;
  s << std::setprecision(17) << x;
  return s.str();
}

// The largest finite value of a dtype.
double max_finite(WeightDtype d) {
  switch (d) {
    case WeightDtype::f64: return std::numeric_limits<double>::max();
    case WeightDtype::f32: return std::numeric_limits<float>::max();
    case WeightDtype::f16: return precision::fp16().max_finite();
    default: return precision::bf16().max_finite();
  }
}

void put_le(std::vector<std::uint8_t>& out, std::uint64_t bits, std::size_t bytes) {
  for (std::size_t i = 0; i < bytes; ++i) out.push_back(static_cast<std::uint8_t>(bits >> (8 * i)));
}

std::uint64_t get_le(const std::uint8_t* p, std::size_t bytes) {
  std::uint64_t v = 0;
  for (std::size_t i = 0; i < bytes; ++i) v |= static_cast<std::uint64_t>(p[i]) << (8 * i);
  return v;
}

// The bit pattern of x rounded to nearest even in the dtype.
std::uint64_t encode_value(double x, WeightDtype d) {
  switch (d) {
    case WeightDtype::f64: return std::bit_cast<std::uint64_t>(x);
    // The hardware conversion rounds to nearest even (the default floating-point environment).
    case WeightDtype::f32: return std::bit_cast<std::uint32_t>(static_cast<float>(x));
    case WeightDtype::f16:
      return precision::encode(precision::round(x, precision::fp16(), precision::RoundingMode::rne), precision::fp16());
    default:
      return precision::encode(precision::round(x, precision::bf16(), precision::RoundingMode::rne), precision::bf16());
  }
}

double decode_value(std::uint64_t bits, WeightDtype d) {
  switch (d) {
    case WeightDtype::f64: return std::bit_cast<double>(bits);
    case WeightDtype::f32: return static_cast<double>(std::bit_cast<float>(static_cast<std::uint32_t>(bits)));
    case WeightDtype::f16: return precision::decode(static_cast<std::uint32_t>(bits), precision::fp16());
    default: return precision::decode(static_cast<std::uint32_t>(bits), precision::bf16());
  }
}

// Number of elements of `shape`, or nullopt when it exceeds `limit` (no overflow).
std::optional<std::uint64_t> checked_numel(const std::vector<std::size_t>& shape, std::uint64_t limit) {
  std::uint64_t n = 1;
  for (auto s : shape) {
    if (s == 0) return 0;
  }
  for (auto s : shape) {
    if (s > limit || n > limit / s) return std::nullopt;
    n *= s;
  }
  return n;
}

// A header entry whose layout is checked; its values are decoded once every entry is.
struct Entry {
  std::uint64_t begin, end;
  std::string name;
  WeightDtype dtype;
  std::vector<std::size_t> shape;
  std::uint64_t numel;
};

}  // namespace

WeightDtype parse_weight_dtype(const std::string& s) {
  std::string u = s;
  for (auto& c : u) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (auto d = dtype_from_safetensors(u)) return *d;
  throw Error("weight dtype '" + s + "': expected one of f64, f32, f16, bf16");
}

std::string to_string(WeightDtype d) {
  switch (d) {
    case WeightDtype::f64: return "F64";
    case WeightDtype::f32: return "F32";
    case WeightDtype::f16: return "F16";
    default: return "BF16";
  }
}

std::vector<std::uint8_t> encode_safetensors(const TensorMap& tensors, const std::map<std::string, std::string>& metadata) {
  json header = json::object();
  if (!metadata.empty()) header["__metadata__"] = metadata;
  std::uint64_t offset = 0;
  for (const auto& [name, t] : tensors) {
    if (name == "__metadata__") throw Error("safetensors: the tensor name '__metadata__' is reserved");
    const auto numel = checked_numel(t.shape, std::numeric_limits<std::uint64_t>::max() / 8);
    if (!numel || *numel != t.values.size())
      throw Error("safetensors: tensor " + quote_name(name) + " has " + std::to_string(t.values.size()) + " values, expected " +
                  (numel ? std::to_string(*numel) : std::string("a huge number")) + " for shape " + shape_string(t.shape));
    const std::uint64_t bytes = *numel * dtype_size(t.dtype);
    header[name] = {{"dtype", to_string(t.dtype)}, {"shape", t.shape}, {"data_offsets", {offset, offset + bytes}}};
    offset += bytes;
  }
  std::string text;
  try {
    text = header.dump();
  } catch (const json::exception& e) {  // a name or metadata string that is not UTF-8
    throw Error("safetensors: cannot write the header (" + json_error_text(e) + ")");
  }
  text.append((8 - text.size() % 8) % 8, ' ');

  std::vector<std::uint8_t> out;
  out.reserve(8 + text.size() + offset);
  put_le(out, text.size(), 8);
  out.insert(out.end(), text.begin(), text.end());
  for (const auto& [name, t] : tensors) {
    const std::size_t size = dtype_size(t.dtype);
    for (std::size_t i = 0; i < t.values.size(); ++i) {
      const double x = t.values[i];
      if (!std::isfinite(x))
        throw Error("safetensors: tensor " + quote_name(name) + " element " + std::to_string(i) + " is " + number_text(x) +
                    ", expected a finite value");
      const std::uint64_t bits = encode_value(x, t.dtype);
      // Rounding to nearest overflows to infinity exactly when |x| rounds above the largest finite value.
      if (!std::isfinite(decode_value(bits, t.dtype)))
        throw Error("safetensors: tensor " + quote_name(name) + " element " + std::to_string(i) + " is " + number_text(x) +
                    ", which overflows " + to_string(t.dtype) + " (largest finite " + number_text(max_finite(t.dtype)) + ")");
      put_le(out, bits, size);
    }
  }
  return out;
}

TensorMap decode_safetensors(const std::vector<std::uint8_t>& bytes, const std::string& what,
                             std::map<std::string, std::string>* metadata) {
  if (bytes.size() < 8)
    throw Error(what + ": file has " + std::to_string(bytes.size()) + " bytes, expected at least 8 (the header length)");
  const std::uint64_t header_len = get_le(bytes.data(), 8);
  const std::uint64_t rest = bytes.size() - 8;
  if (header_len > kMaxSafetensorsHeader)
    throw Error(what + ": header length " + std::to_string(header_len) + ", expected at most " +
                std::to_string(kMaxSafetensorsHeader) + " (the header limit)");
  if (header_len > rest)
    throw Error(what + ": header length " + std::to_string(header_len) + ", but only " + std::to_string(rest) +
                " bytes follow the length field (truncated file?)");
  const auto* hbegin = reinterpret_cast<const char*>(bytes.data() + 8);
  const json header = parse_json_strict(std::string_view(hbegin, header_len), kMaxHeaderDepth,
                                        what + ": the header (" + std::to_string(header_len) + " bytes): ");
  if (!header.is_object()) throw Error(what + ": the header is JSON but not an object");

  const std::uint8_t* data = bytes.data() + 8 + header_len;
  const std::uint64_t data_size = rest - header_len;
  std::map<std::string, std::string> meta;
  // Pass 1: every entry's layout, checked against the data area; nothing sized from the header yet.
  std::vector<Entry> entries;
  for (const auto& [name, entry] : header.items()) {
    if (name == "__metadata__") {
      if (!entry.is_object()) throw Error(what + ": __metadata__ is not an object of strings");
      for (const auto& [k, v] : entry.items()) {
        if (!v.is_string()) throw Error(what + ": __metadata__ entry " + quote_name(k) + " is not a string");
        meta[k] = v.get<std::string>();
      }
      continue;
    }
    const std::string tw = what + ": tensor " + quote_name(name);
    if (!entry.is_object()) throw Error(tw + " is not an object with dtype, shape and data_offsets");
    for (const auto& [k, v] : entry.items())
      if (k != "dtype" && k != "shape" && k != "data_offsets") throw Error(tw + " has an unknown field " + quote_name(k));
    if (!entry.contains("dtype") || !entry["dtype"].is_string()) throw Error(tw + " has no dtype string");
    const auto dtype_name = entry["dtype"].get<std::string>();
    const auto dtype = dtype_from_safetensors(dtype_name);
    if (!dtype) throw Error(tw + " has dtype " + quote_name(dtype_name) + ", expected one of F64, F32, F16, BF16");
    if (!entry.contains("shape") || !entry["shape"].is_array()) throw Error(tw + " has no shape array");
    const auto& offs = entry.contains("data_offsets") ? entry["data_offsets"] : json();
    if (!offs.is_array() || offs.size() != 2 || !offs[0].is_number_unsigned() || !offs[1].is_number_unsigned())
      throw Error(tw + " has data_offsets " + short_dump(offs) + ", expected [begin, end] (non-negative integers)");
    const auto b = offs[0].get<std::uint64_t>(), e = offs[1].get<std::uint64_t>();
    // (Built with += : GCC 12 warns falsely (-Wrestrict) on "literal" + std::string&&.)
    std::string offs_text = "[";
    offs_text += std::to_string(b) + ", " + std::to_string(e) + "]";
    if (b > e || e > data_size)
      throw Error(tw + " has data_offsets " + offs_text + ", expected 0 <= begin <= end <= " + std::to_string(data_size) +
                  " (the data area)");
    const std::size_t size = dtype_size(*dtype);
    std::vector<std::size_t> shape;
    for (const auto& s : entry["shape"]) {
      if (!s.is_number_unsigned()) throw Error(tw + " has shape " + short_dump(entry["shape"]) + ", expected non-negative integers");
      shape.push_back(s.get<std::size_t>());
    }
    const auto numel = checked_numel(shape, data_size / size + 1);
    if (!numel || *numel * size != e - b)
      throw Error(tw + " has data_offsets " + offs_text + ", expected " +
                  (numel ? std::to_string(*numel * size) : std::string("more than ") + std::to_string(data_size)) +
                  " bytes for shape " + shape_string(shape) + " of " + dtype_name);
    entries.push_back({b, e, name, *dtype, std::move(shape), *numel});
  }
  // The data area must be covered exactly: sorted by begin, each range starts where the last ended.
  // Checked before any value is decoded, so the values take at most 4x the data area.
  std::vector<const Entry*> order;
  order.reserve(entries.size());
  for (const auto& entry : entries) order.push_back(&entry);
  std::sort(order.begin(), order.end(), [](const Entry* x, const Entry* y) {
    return std::tie(x->begin, x->end, x->name) < std::tie(y->begin, y->end, y->name);
  });
  std::uint64_t at = 0;
  const Entry* prev = nullptr;
  for (const Entry* r : order) {
    if (r->begin < at)
      throw Error(what + ": tensor " + quote_name(r->name) + " has data_offsets [" + std::to_string(r->begin) + ", " +
                  std::to_string(r->end) + "], overlapping tensor " + quote_name(prev->name) + " which ends at " + std::to_string(at));
    if (r->begin > at)
      throw Error(what + ": tensor " + quote_name(r->name) + " starts at byte " + std::to_string(r->begin) + ", expected " +
                  std::to_string(at) + " (a hole in the data area)");
    at = r->end;
    prev = r;
  }
  if (at != data_size)
    throw Error(what + ": the tensors cover " + std::to_string(at) + " bytes of the data area, expected all " +
                std::to_string(data_size) + " (trailing bytes)");

  // Pass 2: the values.
  TensorMap tensors;
  for (auto& entry : entries) {
    const std::size_t size = dtype_size(entry.dtype);
    Tensor t;
    t.dtype = entry.dtype;
    t.shape = std::move(entry.shape);
    t.values.resize(entry.numel);
    for (std::uint64_t i = 0; i < entry.numel; ++i) {
      const double x = decode_value(get_le(data + entry.begin + i * size, size), entry.dtype);
      if (!std::isfinite(x))
        throw Error(what + ": tensor " + quote_name(entry.name) + " element " + std::to_string(i) + " is " + number_text(x) +
                    ", expected a finite value (weights are never NaN or infinite)");
      t.values[i] = x;
    }
    tensors.emplace(std::move(entry.name), std::move(t));
  }
  if (metadata)
    for (auto& [k, v] : meta) (*metadata)[k] = std::move(v);
  return tensors;
}

// ---- networks ---------------------------------------------------------------------------------

namespace {

const std::set<std::string>& reserved_manifest_keys() {
  static const std::set<std::string> keys{"format", "version", "weights", "dtype", "automaton", "provenance",
                                          "layers", "readout", "readout_keys", "notes"};
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
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) throw Error("save_network: cannot open '" + path + "' for writing");
  out.write(static_cast<const char*>(data), static_cast<std::streamsize>(size));
  if (!out) throw Error("save_network: error writing '" + path + "'");
}

}  // namespace

EncodedNetwork encode_network(const Network& network, const std::string& base, WeightDtype dtype, const json& extra) {
  check_network(network);
  if (!extra.is_object()) throw Error("save_network: extra manifest fields must be a JSON object");
  const auto& alphabet = network.automaton.alphabet();

  TensorMap tensors;
  json layers = json::array();
  for (std::size_t l = 0; l < network.layers.size(); ++l) {
    const Layer& layer = network.layers[l];
    const std::string lp = "layer" + std::to_string(l) + ".";
    tensors[lp + "H0"] = make_tensor(dtype, {layer.n, layer.d}, row_major(layer.H0));
    json context = json::array();
    for (const auto& c : layer.context) context.push_back({{"layer", c.layer}, {"lag", c.lag}});
    json tokens = json::array();
    for (std::size_t t = 0; t < layer.tokens.size(); ++t) {
      const Token& tok = layer.tokens[t];
      const std::string tp = lp + "tok" + std::to_string(t) + ".";
      json transition = {{"kind", kind_name(tok.transition)}};
      if (const auto* dg = std::get_if<Diagonal>(&tok.transition)) {
        tensors[tp + "diag"] = make_tensor(dtype, {layer.n}, std::vector<double>(dg->a.data(), dg->a.data() + dg->a.size()));
        transition["diag"] = tp + "diag";
      } else if (const auto* h = std::get_if<HouseholderProduct>(&tok.transition)) {
        json factors = json::array();
        for (std::size_t i = 0; i < h->factors.size(); ++i) {
          const auto& f = h->factors[i];
          const std::string rp = tp + "refl" + std::to_string(i) + ".";
          tensors[rp + "v"] = make_tensor(dtype, {layer.n}, std::vector<double>(f.v.data(), f.v.data() + f.v.size()));
          tensors[rp + "beta"] = make_tensor(dtype, {}, {f.beta});
          factors.push_back({{"v", rp + "v"}, {"beta", rp + "beta"}});
        }
        transition["factors"] = std::move(factors);
      } else {
        tensors[tp + "A"] = make_tensor(dtype, {layer.n, layer.n}, row_major(std::get<Dense>(tok.transition).A));
        transition["A"] = tp + "A";
      }
      json B = nullptr;
      if (tok.B) {
        tensors[tp + "B"] = make_tensor(dtype, {layer.n, layer.d}, row_major(*tok.B));
        B = tp + "B";
      }
      tokens.push_back({{"letter", alphabet.name(tok.letter)}, {"context", tok.context}, {"transition", std::move(transition)},
                        {"B", std::move(B)}});
    }
    const Codebook& cb = layer.codebook;
    tensors[lp + "codebook"] = make_tensor(WeightDtype::f64, {static_cast<std::size_t>(cb.vectors.rows()), layer.n * layer.d},
                                           row_major(cb.vectors));
    layers.push_back({{"n", layer.n},
                      {"d", layer.d},
                      {"H0", lp + "H0"},
                      {"context", std::move(context)},
                      {"tokens", std::move(tokens)},
                      {"codebook", {{"tensor", lp + "codebook"}, {"values", cb.values}}}});
  }

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
  const EncodedNetwork files = encode_network(network, std::filesystem::path(path_stem).filename().string(), dtype, extra);
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
  std::uint64_t uint(const json& j, const std::string& where, std::uint64_t max = std::numeric_limits<std::uint32_t>::max()) const {
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
  const Tensor& tensor(const json& j, const std::string& where, const std::vector<std::size_t>& shape, bool codebook = false) {
    const std::string name = string(j, where);
    const auto it = tensors_->find(name);
    if (it == tensors_->end()) fail(where, "names tensor " + quote_name(name) + ", which the weights file does not hold");
    const Tensor& t = it->second;
    if (t.shape != shape)
      fail(where, "names tensor '" + name + "' of shape " + shape_string(t.shape) + ", expected " + shape_string(shape));
    const WeightDtype want = codebook ? WeightDtype::f64 : dtype_;
    if (t.dtype != want)
      fail(where, "names tensor '" + name + "' of dtype " + to_string(t.dtype) + ", expected " + to_string(want));
    if (const auto [at, fresh] = used_.emplace(name, where); !fresh)
      fail(where, "names tensor " + quote_name(name) + ", which " + at->second + " names already (expected each tensor once)");
    return t;
  }
  Matrix matrix(const json& j, const std::string& where, std::size_t rows, std::size_t cols, bool codebook = false) {
    const Tensor& t = tensor(j, where, {rows, cols}, codebook);
    Matrix m(static_cast<Eigen::Index>(rows), static_cast<Eigen::Index>(cols));
    for (std::size_t i = 0; i < rows; ++i)
      for (std::size_t c = 0; c < cols; ++c) m(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(c)) = t.values[i * cols + c];
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
      throw Error(file_ + ": " + std::to_string(count) + " tensor(s) of '" + weights_path +
                  "' are not named by the manifest: " + unused + (count > 5 ? ", ..." : ""));
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
  if (const auto format = pre.string(pre.field(manifest, "format", "the manifest"), "format"); format != "lrnnc-network")
    throw Error(mf + ": format is " + quote_name(format) + ", expected 'lrnnc-network'");
  if (const auto& v = pre.field(manifest, "version", "the manifest"); !v.is_number_integer() || v.get<std::int64_t>() != kManifestVersion)
    throw Error(mf + ": version is " + short_dump(v) + ", expected " + std::to_string(kManifestVersion));
  const auto s = pre.string(pre.field(manifest, "dtype", "the manifest"), "dtype");
  const auto d = dtype_from_safetensors(s);
  if (!d) throw Error(mf + ": dtype is " + quote_name(s) + ", expected one of F64, F32, F16, BF16");
  out.dtype = *d;
  out.weights = pre.string(pre.field(manifest, "weights", "the manifest"), "weights");
  return out;
}

// The network of a parsed manifest and its decoded tensors.
LoadedNetwork build_network(ParsedManifest parsed, const TensorMap& tensors, const std::string& mf,
                            const std::string& weights_path) {
  json& manifest = parsed.manifest;
  const WeightDtype dtype = parsed.dtype;
  ManifestReader r(mf, &tensors, dtype);
  LoadedNetwork out;
  out.dtype = dtype;
  Network& net = out.network;
  {
    const json& a = r.field(manifest, "automaton", "the manifest");
    try {
      net.automaton = automata::dfa_from_json(a.dump());
    } catch (const Error& e) {
      throw Error(mf + ": automaton: " + e.what());
    }
  }
  const auto& alphabet = net.automaton.alphabet();

  if (manifest.contains("provenance")) {
    const json& p = manifest["provenance"];
    net.provenance.method = r.string(r.field(p, "method", "provenance"), "provenance.method");
    const json& opts = r.array(r.field(p, "options", "provenance"), "provenance.options");
    for (std::size_t i = 0; i < opts.size(); ++i) {
      const std::string w = "provenance.options[" + std::to_string(i) + "]";
      if (!opts[i].is_array() || opts[i].size() != 2) r.fail(w, "is " + short_dump(opts[i]) + ", expected [name, value]");
      net.provenance.options.emplace_back(r.string(opts[i][0], w + "[0]"), r.string(opts[i][1], w + "[1]"));
    }
  }
  if (manifest.contains("notes")) {
    const json& notes = r.array(manifest["notes"], "notes");
    for (std::size_t i = 0; i < notes.size(); ++i) net.provenance.notes.push_back(r.string(notes[i], "notes[" + std::to_string(i) + "]"));
  }

  const json& layers = r.array(r.field(manifest, "layers", "the manifest"), "layers");
  // Bounds that keep n * d and n * n far from overflow; real sizes are checked against the tensors.
  constexpr std::uint64_t kMaxDim = 1u << 20;
  for (std::size_t l = 0; l < layers.size(); ++l) {
    const std::string lw = "layers[" + std::to_string(l) + "]";
    const json& lj = layers[l];
    Layer layer;
    layer.n = r.uint(r.field(lj, "n", lw), lw + ".n", kMaxDim);
    layer.d = r.uint(r.field(lj, "d", lw), lw + ".d", kMaxDim);
    if (layer.n == 0 || layer.d == 0) r.fail(lw, "has n = " + std::to_string(layer.n) + ", d = " + std::to_string(layer.d) + ", expected both >= 1");
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
    for (std::size_t t = 0; t < toks.size(); ++t) {
      const std::string tw = lw + ".tokens[" + std::to_string(t) + "]";
      const json& tj = toks[t];
      Token tok;
      const auto letter = r.string(r.field(tj, "letter", tw), tw + ".letter");
      const auto id = alphabet.find(letter);
      if (!id) r.fail(tw + ".letter", "is '" + letter + "', which is not a letter of the automaton's alphabet");
      tok.letter = *id;
      tok.context = r.uints(r.field(tj, "context", tw), tw + ".context");
      const json& tr = r.field(tj, "transition", tw);
      const std::string trw = tw + ".transition";
      const auto kind = r.string(r.field(tr, "kind", trw), trw + ".kind");
      if (kind == "diagonal") {
        tok.transition = Diagonal{r.vector(r.field(tr, "diag", trw), trw + ".diag", layer.n)};
      } else if (kind == "householder") {
        HouseholderProduct h;
        const json& fs = r.array(r.field(tr, "factors", trw), trw + ".factors");
        for (std::size_t i = 0; i < fs.size(); ++i) {
          const std::string fw = trw + ".factors[" + std::to_string(i) + "]";
          HouseholderFactor f;
          f.v = r.vector(r.field(fs[i], "v", fw), fw + ".v", layer.n);
          f.beta = r.tensor(r.field(fs[i], "beta", fw), fw + ".beta", {}).values[0];
          h.factors.push_back(std::move(f));
        }
        tok.transition = std::move(h);
      } else if (kind == "dense") {
        tok.transition = Dense{r.matrix(r.field(tr, "A", trw), trw + ".A", layer.n, layer.n)};
      } else {
        r.fail(trw + ".kind", "is '" + kind + "', expected diagonal, householder or dense");
      }
      if (const json& B = r.field(tj, "B", tw); !B.is_null()) tok.B = r.matrix(B, tw + ".B", layer.n, layer.d);
      layer.tokens.push_back(std::move(tok));
    }
    const json& cb = r.field(lj, "codebook", lw);
    const std::string cbw = lw + ".codebook";
    layer.codebook.values = r.uints(r.field(cb, "values", cbw), cbw + ".values");
    layer.codebook.vectors = r.matrix(r.field(cb, "tensor", cbw), cbw + ".tensor", layer.codebook.values.size(),
                                      layer.n * layer.d, /*codebook=*/true);
    net.layers.push_back(std::move(layer));
  }
  r.check_all_used(weights_path);

  const auto readout = r.uints(r.field(manifest, "readout", "the manifest"), "readout");
  net.readout.assign(readout.begin(), readout.end());
  const json& keys = r.array(r.field(manifest, "readout_keys", "the manifest"), "readout_keys");
  for (std::size_t i = 0; i < keys.size(); ++i) net.readout_keys.push_back(r.uints(keys[i], "readout_keys[" + std::to_string(i) + "]"));

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

LoadedNetwork load_network(const std::string& path) {
  std::string mf;
  if (ends_with(path, ".json"))
    mf = path;
  else if (ends_with(path, ".safetensors"))
    mf = path.substr(0, path.size() - std::string(".safetensors").size()) + ".json";
  else
    mf = path + ".json";
  return json_safe(mf, [&] {
    const auto text = read_file(mf, "load_network", kMaxManifestBytes, "the manifest limit");
    ParsedManifest parsed = parse_manifest(std::string_view(reinterpret_cast<const char*>(text.data()), text.size()), mf);
    const std::string weights_path = (std::filesystem::path(mf).parent_path() / parsed.weights).string();
    if (!std::filesystem::is_regular_file(weights_path))
      throw Error(mf + ": the weights file '" + weights_path + "' does not exist");
    const TensorMap tensors = decode_safetensors(
        read_file(weights_path, mf, std::numeric_limits<std::uint64_t>::max(), "no limit"), weights_path);
    return build_network(std::move(parsed), tensors, mf, weights_path);
  });
}

}  // namespace lrnnc::lrnn
