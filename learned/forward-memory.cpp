// The memory of learned::Forward's runs before they allocate (learned/forward-memory.hpp).
#include "learned/forward-memory.hpp"

#include <algorithm>

#include "common/error.hpp"
#include "learned/train-memory.hpp"

namespace lrnnc::learned {

namespace {

using S = SaturatingBytes;

// What a word needs whatever its length (the header's per_word).
S bytes_per_word(const ModelConfig& config) {
  S bytes{2 << 20};  // the thread: its stack and allocator arena (about 1.4 MiB measured)
  for (const LayerSpec& l : config.layers) {
    const S w{l.width()}, N{l.type == MixerType::fpmamba ? l.d_state : 0};
    bytes = bytes + S{8} * (S{3} * w * w + S{16} * w + S{4} * N + w * N);
    if (is_fixed_point(l.type)) bytes = bytes + S{64} * S{l.fixed_point.max_iter} + S{fixed_point_scratch_bytes(l)};
    if (l.type == MixerType::fla) bytes = bytes + S{8} * (S{3} * S{l.fla.mlp} + S{l.n} * S{l.fla.v_dim});  // MLP, S
  }
  return bytes;
}

S parameters(const ModelConfig& config) {
  S count{0};
  for (const TensorSpec& t : expected_tensors(config)) {
    S values{1};
    for (std::size_t dim : t.shape) values = values * S{dim};
    count = count + values;
  }
  return count;
}

}  // namespace

ForwardMemory forward_memory(const ModelConfig& config, const ForwardOptions& options, std::size_t length,
                             std::size_t words_at_once, std::size_t caller_bytes_per_position, std::uint64_t extra) {
  ForwardMemory m;
  m.per_position = (S{forward_bytes_per_token(config, options)} + S{caller_bytes_per_position}).value;
  m.positions = (S{length} + S{config.bos ? 1u : 0u}).value;
  m.words_at_once = std::max<std::uint64_t>(words_at_once, 1);
  m.per_word = bytes_per_word(config).value;
  m.model = (S{32} * parameters(config)).value;
  m.extra = extra;
  m.total = (S{m.words_at_once} * (S{m.per_position} * S{m.positions} + S{m.per_word}) + S{m.model} + S{extra}).value;
  return m;
}

void check_forward_memory(const ForwardMemory& need, std::uint64_t max_memory, const std::string& who,
                          const std::string& advice) {
  if (need.total <= memory_limit(max_memory)) return;
  throw Error(who + ": the run needs about " + byte_text(need.total) + " (" + byte_text(need.per_position) +
              " per position x " + std::to_string(need.positions) + " positions x " +
              std::to_string(need.words_at_once) + (need.words_at_once == 1 ? " word" : " words") +
              " at once), over the limit of " + limit_text(max_memory) + ": " + advice);
}

}  // namespace lrnnc::learned
