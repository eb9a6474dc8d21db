// Fuzz target for the network loader (decode_network, lrnn/weights-io.hpp): a manifest and its
// tensors together, in memory. Input: an 8-byte little-endian length M, M bytes of manifest
// (JSON), then the safetensors bytes. Malformed models must end in lrnnc::Error. A model that
// loads must pass check_network, encode (encode_network, keeping the manifest's other fields) and
// decode to the same network, bit for bit, and encoding that again gives the same files. A small
// model that loads is also run through what `lrnnc verify`, `probe` and `spectrum` do with it (a
// Runner on a few words, in fp64 and bf16, exact verification with a small state limit, the
// spectrum): they may refuse it with lrnnc::Error, never crash.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "../lrnn/network-bits.hpp"
#include "automata/io-json.hpp"
#include "common/error.hpp"
#include "lrnn/network.hpp"
#include "lrnn/runner.hpp"
#include "lrnn/spectrum.hpp"
#include "lrnn/verify.hpp"
#include "lrnn/weights-io.hpp"
#include "precision/policy.hpp"

using namespace lrnnc::lrnn;
using lrnnc::lrnn::test::same_bits;
using lrnnc::lrnn::test::same_transition;
using nlohmann::json;

namespace {

[[noreturn]] void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz-manifest: %s\n", what.c_str());
  std::abort();
}

void require_same(const Network& a, const Network& b) {
  const auto& x = a.automaton;
  const auto& y = b.automaton;
  if (!(x.alphabet() == y.alphabet()) || x.num_states() != y.num_states() || x.start() != y.start() ||
      x.table() != y.table() || x.outputs() != y.outputs() || x.labels() != y.labels() ||
      x.is_acceptor() != y.is_acceptor() || x.state_names() != y.state_names())
    fail("round trip changed the automaton");
  if (a.readout != b.readout || a.readout_keys != b.readout_keys) fail("round trip changed the readout");
  if (a.provenance.method != b.provenance.method || a.provenance.options != b.provenance.options ||
      a.provenance.notes != b.provenance.notes)
    fail("round trip changed the provenance");
  if (a.layers.size() != b.layers.size()) fail("round trip changed the number of layers");
  for (std::size_t l = 0; l < a.layers.size(); ++l) {
    const Layer &p = a.layers[l], &q = b.layers[l];
    const std::string where = "layer " + std::to_string(l);
    if (p.n != q.n || p.d != q.d || !same_bits(p.H0, q.H0) || !(p.context == q.context))
      fail("round trip changed " + where);
    if (p.tokens.size() != q.tokens.size()) fail("round trip changed the tokens of " + where);
    for (std::size_t t = 0; t < p.tokens.size(); ++t) {
      const Token &s = p.tokens[t], &u = q.tokens[t];
      if (s.letter != u.letter || s.context != u.context || !same_transition(s.transition, u.transition) ||
          s.B.has_value() != u.B.has_value() || (s.B && !same_bits(*s.B, *u.B)))
        fail("round trip changed token " + std::to_string(t) + " of " + where);
    }
    if (!same_bits(p.codebook.vectors, q.codebook.vectors) || p.codebook.values != q.codebook.values)
      fail("round trip changed the codebook of " + where);
  }
}

// The manifest's fields that encode_network does not write itself, passed back as `extra`.
json extra_fields(const json& manifest) {
  static const std::vector<std::string> own{"format",     "version", "weights", "dtype",        "automaton",
                                            "provenance", "layers",  "readout", "readout_keys", "notes"};
  json extra = json::object();
  for (const auto& [k, v] : manifest.items())
    if (std::find(own.begin(), own.end(), k) == own.end()) extra[k] = v;
  return extra;
}

// Runs the consumers of a loaded model; `seed` picks the words.
void exercise(const Network& net, const std::uint8_t* data, std::size_t size) {
  std::size_t weights = 0;
  for (const auto& layer : net.layers)
    weights += layer.n * layer.d * (layer.tokens.size() + layer.codebook.values.size() + 1);
  if (weights > 4096) return;  // keep executions fast; sizes are the loader's business
  const std::size_t k = net.num_letters();
  try {
    spectrum(net);
  } catch (const lrnnc::Error&) {
  }
  for (int p = 0; p < 2; ++p) {
    try {
      Runner runner(net, p ? std::optional(lrnnc::precision::parse_policy("bf16")) : std::nullopt);
      RunState state = runner.initial();
      for (std::size_t i = 0; i < 24; ++i) {
        const auto letter = static_cast<lrnnc::automata::Letter>(size ? data[(i * 7919) % size] % k : 0);
        runner.step(state, letter);
        runner.drift(state);
      }
    } catch (const lrnnc::Error&) {
    }
  }
  try {
    ExactOptions options;
    options.state_limit = 64;
    options.precision_bits = 200;
    verify_exact(net, &net.automaton, options);
  } catch (const lrnnc::Error&) {
  }
  try {
    WordsOptions options;
    options.max_len = 3;
    options.max_words = 64;
    check_words(net, net.automaton, options);
  } catch (const lrnnc::Error&) {
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 8) return 0;
  std::uint64_t m = 0;
  for (int i = 0; i < 8; ++i) m |= static_cast<std::uint64_t>(data[i]) << (8 * i);
  if (m > size - 8) return 0;
  const std::string_view manifest(reinterpret_cast<const char*>(data + 8), static_cast<std::size_t>(m));
  const std::vector<std::uint8_t> weights(data + 8 + m, data + size);

  LoadedNetwork loaded;
  try {
    loaded = decode_network(manifest, weights, "fuzz.json", "fuzz.safetensors");
  } catch (const lrnnc::Error&) {
    return 0;
  }
  try {
    check_network(loaded.network);
  } catch (const lrnnc::Error& e) {
    fail(std::string("a loaded network fails check_network: ") + e.what());
  }
  EncodedNetwork files;
  try {
    files = encode_network(loaded.network, "fuzz", loaded.dtype, extra_fields(loaded.manifest));
  } catch (const lrnnc::Error& e) {
    fail(std::string("encoding a loaded network failed: ") + e.what());
  }
  LoadedNetwork back;
  try {
    back = decode_network(files.manifest, files.safetensors, "fuzz-encoded.json", "fuzz-encoded.safetensors");
  } catch (const lrnnc::Error& e) {
    fail(std::string("reloading an encoded network failed: ") + e.what() + "\n" + files.manifest);
  }
  if (back.dtype != loaded.dtype) fail("round trip changed the dtype");
  require_same(loaded.network, back.network);
  const EncodedNetwork again = encode_network(back.network, "fuzz", back.dtype, extra_fields(back.manifest));
  if (again.manifest != files.manifest) fail("second encoding changed the manifest");
  if (again.safetensors != files.safetensors) fail("second encoding changed the weights");
  exercise(loaded.network, data, size);
  return 0;
}
