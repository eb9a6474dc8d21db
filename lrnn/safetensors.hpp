// The safetensors byte format: tensors by name, each with a dtype and a shape (the tensor file of a
// saved network, lrnn/weights-io.hpp; any names work here).
//
// Layout: an 8-byte little-endian header length N, N bytes of JSON header (padded with spaces to a
// multiple of 8), then the raw little-endian tensor data. The header maps each tensor name to
// {"dtype": "F64"|"F32"|"F16"|"BF16", "shape": [...], "data_offsets": [begin, end]} (offsets relative
// to the data area; tensors are stored back to back in name order, without gaps), plus an optional
// "__metadata__" object of strings (a saved network's: {"format": "lrnnc", "manifest": "OUT.json"}).
//
// Decoding checks everything: the header length against the file size, the JSON (a key twice in
// one object, e.g. a tensor listed twice, is an error rather than a silent choice of one), each
// dtype, each shape against its byte range, ranges inside the data area, not overlapping and
// without gaps, and every value finite. Every problem is an lrnnc::Error with one line naming the
// file and what was expected and found.
//
// Non-finite values. Decoding refuses NaN and infinities (naming the tensor and the element), and
// encoding refuses a value that is not finite or that overflows the tensor's dtype (70000 in F16),
// instead of storing an infinity.
//
// Limits on hostile input: the JSON header is at most kMaxSafetensorsHeader (100 MiB, the
// reference implementation's limit), checked before the header is read, and nests at most 3
// levels. Every other size is checked against the data that backs it before anything is allocated
// from it: a shape claiming 10^12 elements needs 10^12 elements of data. No tensor is decoded
// before the layout of all of them is known to be consistent, so the decoded values take at most
// 4x the data area (8 bytes per F16 element).
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lrnnc::lrnn {

inline constexpr std::uint64_t kMaxSafetensorsHeader = std::uint64_t{100} << 20;

enum class WeightDtype { f64, f32, f16, bf16 };
WeightDtype parse_weight_dtype(const std::string& s);  // "f64"/"F64", ...; throws lrnnc::Error
std::string to_string(WeightDtype d);                  // "F64", ...
// The dtype spelled exactly as a safetensors header spells it ("F64", "F32", "F16", "BF16"), or
// nullopt.
std::optional<WeightDtype> safetensors_dtype(const std::string& s);

// A raw safetensors tensor, values widened to double.
struct Tensor {
  WeightDtype dtype = WeightDtype::f64;
  std::vector<std::size_t> shape;
  std::vector<double> values;  // row-major
};
using TensorMap = std::map<std::string, Tensor>;

// "[2, 3]": a shape in messages.
std::string shape_string(const std::vector<std::size_t>& shape);

// Values are rounded to the tensor's dtype on write (rne). decode_safetensors checks the layout as
// described above and, when `metadata` is given, stores the "__metadata__" strings there. Errors
// start with `what` (the file name).
// encode throws lrnnc::Error when a tensor's value count is not the product of its shape, a tensor
// is named "__metadata__", a value is NaN or infinite, or a value overflows the tensor's dtype
// (rounds to infinity). decode throws lrnnc::Error for every malformed layout (see above), for
// duplicate keys in the header and for NaN or infinite values. O(total bytes); decode allocates
// only after the whole layout is checked against the data.
// Law: for every `bytes` that decodes, encode(decode(bytes)) decodes to the same tensors, bit for bit.
std::vector<std::uint8_t> encode_safetensors(const TensorMap& tensors,
                                             const std::map<std::string, std::string>& metadata = {});
TensorMap decode_safetensors(const std::vector<std::uint8_t>& bytes, const std::string& what = "safetensors",
                             std::map<std::string, std::string>* metadata = nullptr);

}  // namespace lrnnc::lrnn
