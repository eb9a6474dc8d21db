// Fuzz target for decode_safetensors (lrnn/weights-io.hpp) on raw bytes: malformed files (truncations,
// header lengths up to 2^64-1, offsets out of range / reversed / overlapping / with gaps, dtype vs
// byte count mismatches, shapes whose element count overflows, NaN or infinite values, duplicate
// keys, headers that are not objects, "__metadata__" of the wrong type) must end in lrnnc::Error.
// A file that decodes must hold only finite values, cover its data area exactly, and encode back
// to bytes that decode to the same tensors and metadata, bit for bit; encoding those again gives the
// same bytes.
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "common/error.hpp"
#include "lrnn/weights-io.hpp"

using namespace lrnnc::lrnn;

namespace {

[[noreturn]] void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz-safetensors: %s\n", what.c_str());
  std::abort();
}

std::size_t dtype_bytes(WeightDtype d) {
  switch (d) {
    case WeightDtype::f64: return 8;
    case WeightDtype::f32: return 4;
    default: return 2;
  }
}

void require_same(const TensorMap& a, const TensorMap& b) {
  if (a.size() != b.size()) fail("round trip changed the number of tensors");
  for (auto x = a.begin(), y = b.begin(); x != a.end(); ++x, ++y) {
    if (x->first != y->first) fail("round trip changed a name: " + x->first + " -> " + y->first);
    if (x->second.dtype != y->second.dtype) fail("round trip changed the dtype of " + x->first);
    if (x->second.shape != y->second.shape) fail("round trip changed the shape of " + x->first);
    if (x->second.values.size() != y->second.values.size()) fail("round trip changed the size of " + x->first);
    for (std::size_t i = 0; i < x->second.values.size(); ++i)
      if (std::bit_cast<std::uint64_t>(x->second.values[i]) != std::bit_cast<std::uint64_t>(y->second.values[i]))
        fail("round trip changed element " + std::to_string(i) + " of " + x->first);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::uint8_t> bytes(data, data + size);
  std::map<std::string, std::string> metadata;
  TensorMap tensors;
  try {
    tensors = decode_safetensors(bytes, "fuzz", &metadata);
  } catch (const lrnnc::Error&) {
    return 0;
  }
  // Invariants of a decoded file.
  std::uint64_t data_bytes = 0;
  for (const auto& [name, t] : tensors) {
    if (name == "__metadata__") fail("a tensor named __metadata__ was decoded");
    std::uint64_t numel = 1;
    for (auto s : t.shape) numel *= s;  // cannot overflow: the values are in memory
    if (numel != t.values.size()) fail("tensor " + name + " has a value count that is not the product of its shape");
    for (double x : t.values)
      if (!std::isfinite(x)) fail("tensor " + name + " holds a non-finite value");
    data_bytes += numel * dtype_bytes(t.dtype);
  }
  std::uint64_t header = 0;
  for (int i = 0; i < 8; ++i) header |= static_cast<std::uint64_t>(bytes[static_cast<std::size_t>(i)]) << (8 * i);
  if (8 + header + data_bytes != bytes.size()) fail("the tensors do not cover the data area exactly");

  std::vector<std::uint8_t> encoded;
  try {
    encoded = encode_safetensors(tensors, metadata);
  } catch (const lrnnc::Error& e) {
    fail(std::string("encoding decoded tensors failed: ") + e.what());
  }
  std::map<std::string, std::string> metadata2;
  TensorMap back;
  try {
    back = decode_safetensors(encoded, "fuzz-encoded", &metadata2);
  } catch (const lrnnc::Error& e) {
    fail(std::string("decoding encoded tensors failed: ") + e.what());
  }
  require_same(tensors, back);
  if (metadata != metadata2) fail("round trip changed the metadata");
  if (encode_safetensors(back, metadata2) != encoded) fail("second encoding differs");
  return 0;
}
