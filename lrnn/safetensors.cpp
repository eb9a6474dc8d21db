#include "lrnn/safetensors.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <iomanip>
#include <limits>
#include <sstream>
#include <string_view>
#include <tuple>

#include <nlohmann/json.hpp>

#include "common/error.hpp"
#include "common/strict-json.hpp"
#include "lrnn/json-quote.hpp"
#include "precision/format.hpp"
#include "precision/round-kernels.hpp"

namespace lrnnc::lrnn {

using detail::quote_name;
using detail::short_dump;
using nlohmann::json;

namespace {

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

// The header entry of every tensor, its byte range and the data behind it (encode_safetensors).
json encode_header(const TensorMap& tensors, const std::map<std::string, std::string>& metadata,
                   std::uint64_t& data_size) {
  json header = json::object();
  if (!metadata.empty()) header["__metadata__"] = metadata;
  std::uint64_t offset = 0;
  for (const auto& [name, t] : tensors) {
    if (name == "__metadata__") throw Error("safetensors: the tensor name '__metadata__' is reserved");
    const auto numel = checked_numel(t.shape, std::numeric_limits<std::uint64_t>::max() / 8);
    if (!numel || *numel != t.values.size())
      throw Error("safetensors: tensor " + quote_name(name) + " has " + std::to_string(t.values.size()) +
                  " values, expected " + (numel ? std::to_string(*numel) : std::string("a huge number")) +
                  " for shape " + shape_string(t.shape));
    const std::uint64_t bytes = *numel * dtype_size(t.dtype);
    header[name] = {{"dtype", to_string(t.dtype)}, {"shape", t.shape}, {"data_offsets", {offset, offset + bytes}}};
    offset += bytes;
  }
  data_size = offset;
  return header;
}

// Appends the values of tensor `name`, each rounded to its dtype.
void encode_values(const std::string& name, const Tensor& t, std::vector<std::uint8_t>& out) {
  const std::size_t size = dtype_size(t.dtype);
  for (std::size_t i = 0; i < t.values.size(); ++i) {
    const double x = t.values[i];
    if (!std::isfinite(x))
      throw Error("safetensors: tensor " + quote_name(name) + " element " + std::to_string(i) + " is " +
                  number_text(x) + ", expected a finite value");
    const std::uint64_t bits = encode_value(x, t.dtype);
    // Rounding to nearest overflows to infinity exactly when |x| rounds above the largest finite value.
    if (!std::isfinite(decode_value(bits, t.dtype)))
      throw Error("safetensors: tensor " + quote_name(name) + " element " + std::to_string(i) + " is " +
                  number_text(x) + ", which overflows " + to_string(t.dtype) + " (largest finite " +
                  number_text(max_finite(t.dtype)) + ")");
    put_le(out, bits, size);
  }
}

// A header entry whose layout is checked; its values are decoded once every entry is.
struct Entry {
  std::uint64_t begin, end;
  std::string name;
  WeightDtype dtype;
  std::vector<std::size_t> shape;
  std::uint64_t numel;
};

// The JSON header of `bytes` (its length, stored in `header_len`, checked against the limit and the
// file).
json read_header(const std::vector<std::uint8_t>& bytes, const std::string& what, std::uint64_t& header_len) {
  if (bytes.size() < 8)
    throw Error(what + ": file has " + std::to_string(bytes.size()) +
                " bytes, expected at least 8 (the header length)");
  header_len = get_le(bytes.data(), 8);
  const std::uint64_t rest = bytes.size() - 8;
  if (header_len > kMaxSafetensorsHeader)
    throw Error(what + ": header length " + std::to_string(header_len) + ", expected at most " +
                std::to_string(kMaxSafetensorsHeader) + " (the header limit)");
  if (header_len > rest)
    throw Error(what + ": header length " + std::to_string(header_len) + ", but only " + std::to_string(rest) +
                " bytes follow the length field (truncated file?)");
  const auto* hbegin = reinterpret_cast<const char*>(bytes.data() + 8);
  json header = parse_json_strict(std::string_view(hbegin, header_len), kMaxHeaderDepth,
                                  what + ": the header (" + std::to_string(header_len) + " bytes): ");
  if (!header.is_object()) throw Error(what + ": the header is JSON but not an object");
  return header;
}

void read_metadata(const json& entry, const std::string& what, std::map<std::string, std::string>& meta) {
  if (!entry.is_object()) throw Error(what + ": __metadata__ is not an object of strings");
  for (const auto& [k, v] : entry.items()) {
    if (!v.is_string()) throw Error(what + ": __metadata__ entry " + quote_name(k) + " is not a string");
    meta[k] = v.get<std::string>();
  }
}

// The layout of tensor `name`, checked against the data area; nothing is sized from the header.
Entry read_entry(const std::string& name, const json& entry, const std::string& what, std::uint64_t data_size) {
  const std::string tw = what + ": tensor " + quote_name(name);
  if (!entry.is_object()) throw Error(tw + " is not an object with dtype, shape and data_offsets");
  for (const auto& [k, v] : entry.items())
    if (k != "dtype" && k != "shape" && k != "data_offsets") throw Error(tw + " has an unknown field " + quote_name(k));
  if (!entry.contains("dtype") || !entry["dtype"].is_string()) throw Error(tw + " has no dtype string");
  const auto dtype_name = entry["dtype"].get<std::string>();
  const auto dtype = safetensors_dtype(dtype_name);
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
    if (!s.is_number_unsigned())
      throw Error(tw + " has shape " + short_dump(entry["shape"]) + ", expected non-negative integers");
    shape.push_back(s.get<std::size_t>());
  }
  const auto numel = checked_numel(shape, data_size / size + 1);
  if (!numel || *numel * size != e - b)
    throw Error(tw + " has data_offsets " + offs_text + ", expected " +
                (numel ? std::to_string(*numel * size) : std::string("more than ") + std::to_string(data_size)) +
                " bytes for shape " + shape_string(shape) + " of " + dtype_name);
  return {b, e, name, *dtype, std::move(shape), *numel};
}

// The data area must be covered exactly: sorted by begin, each range starts where the last ended.
// Checked before any value is decoded, so the values take at most 4x the data area.
void check_coverage(const std::vector<Entry>& entries, const std::string& what, std::uint64_t data_size) {
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
                  std::to_string(r->end) + "], overlapping tensor " + quote_name(prev->name) + " which ends at " +
                  std::to_string(at));
    if (r->begin > at)
      throw Error(what + ": tensor " + quote_name(r->name) + " starts at byte " + std::to_string(r->begin) +
                  ", expected " + std::to_string(at) + " (a hole in the data area)");
    at = r->end;
    prev = r;
  }
  if (at != data_size)
    throw Error(what + ": the tensors cover " + std::to_string(at) + " bytes of the data area, expected all " +
                std::to_string(data_size) + " (trailing bytes)");
}

// The values of a checked entry (its shape is moved into the tensor).
Tensor decode_values(Entry& entry, const std::uint8_t* data, const std::string& what) {
  const std::size_t size = dtype_size(entry.dtype);
  Tensor t;
  t.dtype = entry.dtype;
  t.shape = std::move(entry.shape);
  t.values.resize(entry.numel);
  for (std::uint64_t i = 0; i < entry.numel; ++i) {
    const double x = decode_value(get_le(data + entry.begin + i * size, size), entry.dtype);
    if (!std::isfinite(x))
      throw Error(what + ": tensor " + quote_name(entry.name) + " element " + std::to_string(i) + " is " +
                  number_text(x) + ", expected a finite value (weights are never NaN or infinite)");
    t.values[i] = x;
  }
  return t;
}

}  // namespace

std::optional<WeightDtype> safetensors_dtype(const std::string& s) {
  if (s == "F64") return WeightDtype::f64;
  if (s == "F32") return WeightDtype::f32;
  if (s == "F16") return WeightDtype::f16;
  if (s == "BF16") return WeightDtype::bf16;
  return std::nullopt;
}

WeightDtype parse_weight_dtype(const std::string& s) {
  std::string u = s;
  for (auto& c : u) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (auto d = safetensors_dtype(u)) return *d;
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

std::string shape_string(const std::vector<std::size_t>& shape) {
  std::string s = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

std::vector<std::uint8_t> encode_safetensors(const TensorMap& tensors,
                                             const std::map<std::string, std::string>& metadata) {
  std::uint64_t data_size = 0;
  const json header = encode_header(tensors, metadata, data_size);
  std::string text;
  try {
    text = header.dump();
  } catch (const json::exception& e) {  // a name or metadata string that is not UTF-8
    throw Error("safetensors: cannot write the header (" + json_error_text(e) + ")");
  }
  text.append((8 - text.size() % 8) % 8, ' ');

  std::vector<std::uint8_t> out;
  out.reserve(8 + text.size() + data_size);
  put_le(out, text.size(), 8);
  out.insert(out.end(), text.begin(), text.end());
  for (const auto& [name, t] : tensors) encode_values(name, t, out);
  return out;
}

TensorMap decode_safetensors(const std::vector<std::uint8_t>& bytes, const std::string& what,
                             std::map<std::string, std::string>* metadata) {
  std::uint64_t header_len = 0;
  const json header = read_header(bytes, what, header_len);
  const std::uint8_t* data = bytes.data() + 8 + header_len;
  const std::uint64_t data_size = bytes.size() - 8 - header_len;
  // Pass 1: every entry's layout, checked against the data area; nothing sized from the header yet.
  std::map<std::string, std::string> meta;
  std::vector<Entry> entries;
  for (const auto& [name, entry] : header.items()) {
    if (name == "__metadata__")
      read_metadata(entry, what, meta);
    else
      entries.push_back(read_entry(name, entry, what, data_size));
  }
  check_coverage(entries, what, data_size);
  // Pass 2: the values.
  TensorMap tensors;
  for (auto& entry : entries) {
    Tensor t = decode_values(entry, data, what);
    tensors.emplace(std::move(entry.name), std::move(t));
  }
  if (metadata)
    for (auto& [k, v] : meta) (*metadata)[k] = std::move(v);
  return tensors;
}

}  // namespace lrnnc::lrnn
