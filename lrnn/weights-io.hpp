// Weights on disk: OUT.safetensors (tensor data) + OUT.json (manifest), see ARCHITECTURE.md.
//
// safetensors: an 8-byte little-endian header length N, N bytes of JSON header (padded with spaces
// to a multiple of 8), then the raw little-endian tensor data. The header maps each tensor name to
// {"dtype": "F64"|"F32"|"F16"|"BF16", "shape": [...], "data_offsets": [begin, end]} (offsets relative
// to the data area; tensors are stored back to back in name order, without gaps), plus
// "__metadata__": {"format": "lrnnc", "manifest": "OUT.json"}.
//
// Tensor names (every number a decimal index):
//   layer{L}.H0                      [n, d]
//   layer{L}.tok{T}.diag             [n]          Diagonal
//   layer{L}.tok{T}.refl{I}.v        [n]          Householder factor I (applied I-th)
//   layer{L}.tok{T}.refl{I}.beta     []           its beta (a scalar)
//   layer{L}.tok{T}.A                [n, n]       Dense (row-major)
//   layer{L}.tok{T}.B                [n, d]       only when the token has a B
//   layer{L}.codebook                [K, n*d]     always F64 (exact decoder vectors)
// Weights are stored in the chosen dtype (rounded to nearest even; F64 keeps them exactly).
//
// The manifest (JSON) holds: "format": "lrnnc-network", "version": 1, "weights" (the safetensors
// file name, relative to the manifest), "dtype", "automaton" (the embedded DFA, automata/io-json
// format), "provenance" ({"method", "options": [[name, value], ...]}, exact and in order: the loader
// reads Network::provenance from it), "compile" (method and options as an object, a summary that
// `extra["compile"]` adds to), "layers": [{"n", "d", "H0", "context":
// [{"layer", "lag"}], "tokens": [{"letter", "context", "transition": {"kind", tensor names},
// "B"}], "codebook": {"tensor", "values"}}], "readout", "readout_keys", "verification" (whatever
// the caller recorded), and "notes" (Provenance::notes). A transition is {"kind": "diagonal",
// "diag": name} | {"kind": "householder", "factors": [{"v": name, "beta": name}, ...]} |
// {"kind": "dense", "A": name}; "letter" is the letter's name in the automaton's alphabet.
//
// Loading checks everything: the header length against the file size, the JSON (a key twice in
// one object, e.g. a tensor listed twice, is an error rather than a silent choice of one), each
// dtype, each shape against its byte range, ranges inside the data area, not overlapping and
// without gaps, every value finite, every tensor the manifest names present with the shape the
// layer needs and named exactly once, the manifest's automaton and readout, and finally
// check_network. Every problem is an lrnnc::Error with one line naming the file and what was
// expected and found. Loading never re-verifies by itself (see lrnn/verify.hpp).
//
// Non-finite weights. A compiled network never holds NaN or an infinity: decoding refuses them
// (naming the tensor and the element), and encoding refuses a value that is not finite or that
// overflows the tensor's dtype (70000 in F16), instead of storing an infinity.
//
// Limits on hostile input (exceeding one is an lrnnc::Error naming the limit and its value):
//   kMaxSafetensorsHeader  100 MiB   the JSON header of a safetensors file (the reference
//                                    implementation's limit); checked before the header is read
//   kMaxManifestBytes       64 MiB   a manifest file (JSON); checked before the file is read
//   kMaxJsonDepth               64   nesting of the manifest's JSON (a safetensors header: 3)
//   layer widths n, d         2^20   each layer's "n" and "d" in the manifest
// Every other size (tensor elements, layers, tokens, codebook vectors, states) is checked against
// the data that backs it before anything is allocated from it: a shape claiming 10^12 elements
// needs 10^12 elements of data. No tensor is decoded before the layout of all of them is known to
// be consistent, so the decoded values take at most 4x the data area (8 bytes per F16 element),
// and a network's weights take about as much again.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "lrnn/network.hpp"

namespace lrnnc::lrnn {

inline constexpr std::uint64_t kMaxSafetensorsHeader = std::uint64_t{100} << 20;
inline constexpr std::uint64_t kMaxManifestBytes = std::uint64_t{64} << 20;
inline constexpr int kMaxJsonDepth = 64;

enum class WeightDtype { f64, f32, f16, bf16 };
WeightDtype parse_weight_dtype(const std::string& s);  // "f64"/"F64", ...; throws lrnnc::Error
std::string to_string(WeightDtype d);                  // "F64", ...

// A raw safetensors tensor, values widened to double.
struct Tensor {
  WeightDtype dtype = WeightDtype::f64;
  std::vector<std::size_t> shape;
  std::vector<double> values;  // row-major
};
using TensorMap = std::map<std::string, Tensor>;

// Low-level safetensors I/O (any names, the four dtypes). Values are rounded to the tensor's dtype
// on write (rne). decode_safetensors checks the layout as described above and, when `metadata` is
// given, stores the "__metadata__" strings there. Errors start with `what` (the file name).
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

// A network as the two files save_network writes, in memory.
struct EncodedNetwork {
  std::string manifest;                  // OUT.json
  std::vector<std::uint8_t> safetensors; // OUT.safetensors
};

// The files of `network` for the stem whose file name is `base_name` (the manifest's "weights"
// field is base_name + ".safetensors"). `extra` is merged into the manifest at the top level (the
// CLI records "compile" summaries and "verification" there); its "compile" object is merged into
// ours, and the structural keys (format, version, weights, dtype, automaton, provenance, layers,
// readout, readout_keys, notes) are refused with lrnnc::Error. Calls check_network first; throws
// lrnnc::Error as encode_safetensors does (a weight that overflows `dtype`, naming the tensor).
// O(weights).
EncodedNetwork encode_network(const Network& network, const std::string& base_name, WeightDtype dtype = WeightDtype::f64,
                              const nlohmann::json& extra = nlohmann::json::object());

// Writes `path_stem`.safetensors and `path_stem`.json (encode_network, then the two files).
void save_network(const Network& network, const std::string& path_stem, WeightDtype dtype = WeightDtype::f64,
                  const nlohmann::json& extra = nlohmann::json::object());

// A loaded model: the network and the manifest as read.
struct LoadedNetwork {
  Network network;
  nlohmann::json manifest;
  WeightDtype dtype = WeightDtype::f64;
};

// Loads a model from memory: the manifest's text and the bytes of the safetensors file it names
// (its "weights" field must be a string, but nothing is opened). Errors name the manifest as
// `manifest_name` and the tensors' file as `weights_name`. Law: decode_network of encode_network's
// output gives the same network, bit for bit. O(manifest + weights); throws lrnnc::Error only.
LoadedNetwork decode_network(std::string_view manifest_text, const std::vector<std::uint8_t>& safetensors,
                             const std::string& manifest_name = "manifest", const std::string& weights_name = "weights");

// Loads a model given either path (stem, .json or .safetensors): reads the manifest (at most
// kMaxManifestBytes), then the weights file its "weights" field names (relative to the manifest),
// then decode_network. Throws lrnnc::Error only.
LoadedNetwork load_network(const std::string& path);

}  // namespace lrnnc::lrnn
