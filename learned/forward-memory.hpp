// How much memory learned::Forward needs for whole words, and the check that every caller running
// words through it makes before it allocates: lrnnc run, eval, probe and the sweep cells of a
// learned model, and LearnedModel.run in Python. The rule is training's (learned/train-memory.hpp):
// the limit is --max-memory, or half the machine's physical memory when that is 0, and a run over
// it is one lrnnc::Error line saying what it needs, of what, and what to lower.
//
// The estimate (forward_memory) is an upper bound in bytes, computed with saturating 64-bit
// arithmetic (2^64 - 1 reads "more than 16 EiB"):
//   words_at_once x (per_position x positions + per_word) + model + extra
// where positions = length, plus one for a BOS token; per_position = forward_bytes_per_token (the
// activations, every layer's per-position buffers: the scan's maps, the fixed-point iterates, the
// channel mixer's cache, the cycle detector's copy; the predictions and the logits) plus the
// caller's own bytes per position (its copy of the word, its outputs); per_word = what a word
// needs whatever its length: every layer's scratch vectors and n x n maps (8 (3 w^2 + 16 w + 4 N
// + w N) bytes for a layer of width w and, for fpmamba, N = d_state), the fixed-point cycle
// detector's table (64 bytes per iteration up to max_iter), the fixed-point layers' buffers of a
// few hundred positions (fixed_point_scratch_bytes) and 2 MiB for the thread that runs the
// word (its stack and allocator arena: about 1.4 MiB measured); model = 32 bytes per parameter (the rounded weights
// as rows, as columns and as binary32 columns, and a copy of the model). `extra`: whatever else the
// caller holds at once (Python's output arrays). tests/learned/test-forward-memory.cpp checks it
// against the peak memory of runs of every mixer kind.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "learned/forward.hpp"
#include "learned/model.hpp"

namespace lrnnc::learned {

struct ForwardMemory {
  std::uint64_t per_position = 0;  // bytes per position of one word (Forward's and the caller's)
  std::uint64_t positions = 0;     // per word: the length, plus one with a BOS token
  std::uint64_t words_at_once = 0;
  std::uint64_t per_word = 0;  // per word, whatever its length
  std::uint64_t model = 0;     // the prepared model, once
  std::uint64_t extra = 0;     // the caller's, once
  std::uint64_t total = 0;     // 2^64 - 1: at least that (saturated)
};

// The estimate of the header comment: `words_at_once` words (at least 1) of `length` letters run
// through a Forward of `config` under `options` at once. O(layers + tensors).
ForwardMemory forward_memory(const ModelConfig& config, const ForwardOptions& options, std::size_t length,
                             std::size_t words_at_once, std::size_t caller_bytes_per_position = 0,
                             std::uint64_t extra = 0);

// Throws lrnnc::Error, one line, when need.total exceeds memory_limit(max_memory)
// (learned/train-memory.hpp: max_memory bytes, or half the machine's memory when it is 0):
//   "WHO: the run needs about 53.4 GiB (5.6 KiB per position x 10000001 positions x 1 word at once),
//    over the limit of 11.5 GiB (half the machine's memory): ADVICE"
// `advice` says what to lower or raise in the caller's words (option names or keyword arguments).
void check_forward_memory(const ForwardMemory& need, std::uint64_t max_memory, const std::string& who,
                          const std::string& advice);

}  // namespace lrnnc::learned
