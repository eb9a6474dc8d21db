// Internal to realize/: the explored pairs (a network state's exact bits, an automaton state),
// each stored once and named by its id (0, 1, ... in the order the search meets them), and an
// open-addressing index from a pair's bits to its id. Not installed API.
//
// Memory per pair: the state's words (8 bytes each), 4 bytes of automaton state, and the index's
// share: one 4-byte slot per pair at a load between 3/8 and 3/4 (a power-of-two table, doubled
// when the load would pass 3/4), so 5.3 to 10.7 bytes. A slot holds id + 1 in its low bits (ids are
// below the table's size) and, in the bits left above, the top bits of the pair's hash: a probe
// compares a stored state only when those bits agree, so a look-up reads about one state (a cache
// miss each) instead of one per probed slot. Nothing else is kept per pair: the search
// keeps no parents (a counterexample's word is recovered afterwards, realize/search.cpp) and no
// colors or queue (both follow from the ids, realize/product-graph.hpp). States live in blocks of
// kBlock pairs, so growing never copies them and never holds two copies.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "common/hash.hpp"

namespace lrnnc::realize::detail {

class PairStore {
 public:
  static constexpr std::uint32_t kNone = 0xffffffffu;
  static constexpr std::size_t kBlock = std::size_t{1} << 14;

  explicit PairStore(std::size_t words) : words_(words) {}

  std::size_t size() const { return size_; }
  std::size_t words() const { return words_; }
  const std::uint64_t* state(std::uint32_t id) const {
    return blocks_[id / kBlock].get() + static_cast<std::size_t>(id % kBlock) * words_;
  }
  std::uint32_t spec(std::uint32_t id) const { return specs_[id / kBlock][id % kBlock]; }

  // The bytes held now, and those that storing one more pair would hold (a new block, a doubled
  // index: both buffers of the growth counted).
  std::size_t bytes() const { return blocks_.size() * block_bytes() + slots_.size() * sizeof(std::uint32_t); }
  std::size_t bytes_after_insert() const {
    std::size_t b = bytes();
    if (size_ % kBlock == 0) b += block_bytes();
    if (needs_growth()) b += 2 * slots_.size() * sizeof(std::uint32_t);
    return b;
  }

  // The hash of (state, spec), for find and insert; prefetch(h) starts loading the slot that a look-up
  // of it reads first, so that the caller can step the next successor meanwhile.
  std::uint64_t hash(const std::uint64_t* state, std::uint32_t spec) const {
    return mix64(hash_bytes(state, words_ * sizeof(std::uint64_t)) ^ spec);
  }
  void prefetch(std::uint64_t h) const {
    if (!slots_.empty()) __builtin_prefetch(slots_.data() + (h & mask_));
  }

  // The id of (state, spec) whose hash is h, or kNone when it is not stored.
  std::uint32_t find(const std::uint64_t* state, std::uint32_t spec, std::uint64_t h) const {
    if (slots_.empty()) return kNone;
    const std::uint32_t t = tag(h);
    for (std::size_t i = h & mask_;; i = (i + 1) & mask_) {
      const std::uint32_t slot = slots_[i];
      if (slot == 0) return kNone;
      if ((slot & ~id_mask_) == t && equal((slot & id_mask_) - 1, state, spec)) return (slot & id_mask_) - 1;
    }
  }

  std::uint32_t find(const std::uint64_t* state, std::uint32_t spec) const {
    return find(state, spec, hash(state, spec));
  }

  // Stores (state, spec), whose hash is h and which find() did not find, and returns its id (=
  // size() before).
  std::uint32_t insert(const std::uint64_t* state, std::uint32_t spec, std::uint64_t h) {
    if (needs_growth()) grow();
    const auto id = static_cast<std::uint32_t>(size_);
    if (size_ % kBlock == 0) {
      blocks_.push_back(std::make_unique<std::uint64_t[]>(kBlock * words_));
      specs_.push_back(std::make_unique<std::uint32_t[]>(kBlock));
    }
    std::memcpy(blocks_.back().get() + (size_ % kBlock) * words_, state, words_ * sizeof(std::uint64_t));
    specs_.back()[size_ % kBlock] = spec;
    ++size_;
    place(id, h);
    return id;
  }
  std::uint32_t insert(const std::uint64_t* state, std::uint32_t spec) {
    return insert(state, spec, hash(state, spec));
  }

 private:
  std::size_t block_bytes() const { return kBlock * (words_ * sizeof(std::uint64_t) + sizeof(std::uint32_t)); }
  bool needs_growth() const { return 4 * (size_ + 1) > 3 * slots_.size(); }

  // The hash bits above the id bits of a slot (the id + 1 < the table's size fits below them).
  std::uint32_t tag(std::uint64_t h) const { return static_cast<std::uint32_t>(h >> 32) & ~id_mask_; }
  bool equal(std::uint32_t id, const std::uint64_t* state, std::uint32_t spec) const {
    if (this->spec(id) != spec) return false;
    const std::uint64_t* s = this->state(id);
    for (std::size_t w = 0; w < words_; ++w)
      if (s[w] != state[w]) return false;
    return true;
  }
  void place(std::uint32_t id, std::uint64_t h) {
    std::size_t i = h & mask_;
    while (slots_[i] != 0) i = (i + 1) & mask_;
    slots_[i] = (id + 1) | tag(h);
  }
  void grow() {
    const std::size_t capacity = slots_.empty() ? 64 : 2 * slots_.size();
    slots_.assign(capacity, 0);
    mask_ = capacity - 1;
    // ids + 1 <= capacity: the id field needs log2(capacity) + 1 bits (the whole slot from 2^31 on).
    const int bits = std::bit_width(capacity);
    id_mask_ = bits >= 32 ? 0xffffffffu : (std::uint32_t{1} << bits) - 1;
    for (std::size_t id = 0; id < size_; ++id) {
      const auto i = static_cast<std::uint32_t>(id);
      place(i, hash(state(i), spec(i)));
    }
  }

  std::size_t words_;
  std::size_t size_ = 0;
  std::vector<std::unique_ptr<std::uint64_t[]>> blocks_;
  std::vector<std::unique_ptr<std::uint32_t[]>> specs_;
  std::vector<std::uint32_t> slots_;
  std::size_t mask_ = 0;
  std::uint32_t id_mask_ = 0xffffffffu;
};

}  // namespace lrnnc::realize::detail
