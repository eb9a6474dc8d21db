// Weights on disk: OUT.safetensors (tensor data) + OUT.json (manifest), see ARCHITECTURE.md.
//
// OUT.safetensors is in the safetensors byte format (lrnn/safetensors.hpp), its "__metadata__"
// {"format": "lrnnc", "manifest": "OUT.json"}.
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
// Loading checks everything: the safetensors layout and values (lrnn/safetensors.hpp), the
// manifest's JSON (a key twice in one object is an error rather than a silent choice of one),
// every tensor the manifest names present with the shape the layer needs and named exactly once,
// the manifest's automaton and readout, and finally check_network. Every problem is an lrnnc::Error with one line
// naming the file and what was expected and found. Loading never re-verifies by itself (see lrnn/verify.hpp).
//
// Non-finite weights. A compiled network never holds NaN or an infinity: the safetensors codec
// refuses them on both ways, and a value that overflows the chosen dtype (70000 in F16).
//
// Limits on hostile input (exceeding one is an lrnnc::Error naming the limit and its value):
//   kMaxSafetensorsHeader  100 MiB   the JSON header of a safetensors file (lrnn/safetensors.hpp)
//   kMaxManifestBytes       64 MiB   a manifest file (JSON); checked before the file is read
//   kMaxJsonDepth               64   nesting of the manifest's JSON (a safetensors header: 3)
//   layer widths n, d         2^20   each layer's "n" and "d" in the manifest
// Every other size (tensor elements, layers, tokens, codebook vectors, states) is checked against
// the data that backs it before anything is allocated from it: a shape claiming 10^12 elements
// needs 10^12 elements of data. The decoded values take at most 4x the data area (8 bytes per F16
// element, lrnn/safetensors.hpp), and a network's weights take about as much again.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "lrnn/network.hpp"
#include "lrnn/safetensors.hpp"

namespace lrnnc::lrnn {

inline constexpr std::uint64_t kMaxManifestBytes = std::uint64_t{64} << 20;
inline constexpr int kMaxJsonDepth = 64;

// A network as the two files save_network writes, in memory.
struct EncodedNetwork {
  std::string manifest;                   // OUT.json
  std::vector<std::uint8_t> safetensors;  // OUT.safetensors
};

// The files of `network` for the stem whose file name is `base_name` (the manifest's "weights"
// field is base_name + ".safetensors"). `extra` is merged into the manifest at the top level (the
// CLI records "compile" summaries and "verification" there); its "compile" object is merged into
// ours, and the structural keys (format, version, weights, dtype, automaton, provenance, layers,
// readout, readout_keys, notes) are refused with lrnnc::Error. Calls check_network first; throws
// lrnnc::Error as encode_safetensors does (a weight that overflows `dtype`, naming the tensor).
// O(weights).
EncodedNetwork encode_network(const Network& network, const std::string& base_name,
                              WeightDtype dtype = WeightDtype::f64,
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
                             const std::string& manifest_name = "manifest",
                             const std::string& weights_name = "weights");

// Loads a model given either path (stem, .json or .safetensors): reads the manifest (at most
// kMaxManifestBytes), then the weights file its "weights" field names (relative to the manifest),
// then decode_network. Throws lrnnc::Error only; a folder given as the path whose manifest does not
// exist is refuse_model_folder's error, a path with a NUL byte is refused.
LoadedNetwork load_network(const std::string& path);

// Throws lrnnc::Error when `path`, a model's name (STEM, STEM.json or STEM.safetensors), names a
// folder (symbolic links followed):
//   "model 'PATH' is a folder, expected a model's STEM, STEM.json or STEM.safetensors (the two files
//    lrnnc compile or train writes)"
// The MODEL arguments of every command (learned/model-files.hpp) and Network.load call it when no
// manifest is found, so that "." is not reported as a missing "..json". O(1).
void refuse_model_folder(const std::string& path);

}  // namespace lrnnc::lrnn
