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
// Loading checks everything: the header length against the file size, the JSON, each dtype, each
// shape against its byte range, ranges inside the data area and not overlapping, every tensor the
// manifest names present with the shape the layer needs, the manifest's automaton and readout, and
// finally check_network. Every problem is an lrnnc::Error with one line naming the file and what
// was expected and found. Loading never re-verifies by itself (see lrnn/verify.hpp).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lrnn/network.hpp"

namespace lrnnc::lrnn {

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
// encode throws lrnnc::Error when a tensor's value count is not the product of its shape or a
// tensor is named "__metadata__". O(total bytes).
std::vector<std::uint8_t> encode_safetensors(const TensorMap& tensors,
                                             const std::map<std::string, std::string>& metadata = {});
TensorMap decode_safetensors(const std::vector<std::uint8_t>& bytes, const std::string& what = "safetensors",
                             std::map<std::string, std::string>* metadata = nullptr);

// Writes `path_stem`.safetensors and `path_stem`.json. `extra` is merged into the manifest at the
// top level (the CLI records "compile" summaries and "verification" there); its "compile" object is
// merged into ours, and the structural keys (format, version, weights, dtype, automaton,
// provenance, layers, readout, readout_keys, notes) are refused with lrnnc::Error. Calls
// check_network first.
void save_network(const Network& network, const std::string& path_stem, WeightDtype dtype = WeightDtype::f64,
                  const nlohmann::json& extra = nlohmann::json::object());

// Loads a model given either path (stem, .json or .safetensors). Returns the network and the
// manifest as read.
struct LoadedNetwork {
  Network network;
  nlohmann::json manifest;
  WeightDtype dtype = WeightDtype::f64;
};
LoadedNetwork load_network(const std::string& path);

}  // namespace lrnnc::lrnn
