// Internal to realize/: the explored pairs (a network state's exact bits, an automaton state),
// each stored once and named by its id (0, 1, ... in the order the search meets them), and an
// open-addressing index from a pair's bits to its id. Not installed API.
//
// Memory per pair: the state's words (8 bytes each), 4 bytes of automaton state, and the index's
// share: one 4-byte slot per pair at a load between 3/8 and 3/4 (a power-of-two table, doubled
// when the load would pass 3/4), so 5.3 to 10.7 bytes. Nothing else is kept per pair: the search
// keeps no parents (a counterexample's word is recovered afterwards, realize/search.cpp) and no
// colors or queue (both follow from the ids, realize/product-graph.hpp). States live in blocks of
// kBlock pairs, so growing never copies them and never holds two copies.
#pragma once

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

  // The id of (state, spec), or kNone when it is not stored.
  std::uint32_t find(const std::uint64_t* state, std::uint32_t spec) const {
    if (slots_.empty()) return kNone;
    for (std::size_t i = hash(state, spec) & mask_;; i = (i + 1) & mask_) {
      const std::uint32_t slot = slots_[i];
      if (slot == 0) return kNone;
      if (equal(slot - 1, state, spec)) return slot - 1;
    }
  }

  // Stores (state, spec), which find() did not find, and returns its id (= size() before).
  std::uint32_t insert(const std::uint64_t* state, std::uint32_t spec) {
    if (needs_growth()) grow();
    const auto id = static_cast<std::uint32_t>(size_);
    if (size_ % kBlock == 0) {
      blocks_.push_back(std::make_unique<std::uint64_t[]>(kBlock * words_));
      specs_.push_back(std::make_unique<std::uint32_t[]>(kBlock));
    }
    std::memcpy(blocks_.back().get() + (size_ % kBlock) * words_, state, words_ * sizeof(std::uint64_t));
    specs_.back()[size_ % kBlock] = spec;
    ++size_;
    place(id, hash(state, spec));
    return id;
  }

 private:
  std::size_t block_bytes() const { return kBlock * (words_ * sizeof(std::uint64_t) + sizeof(std::uint32_t)); }
  bool needs_growth() const { return 4 * (size_ + 1) > 3 * slots_.size(); }

  std::uint64_t hash(const std::uint64_t* state, std::uint32_t spec) const {
    return mix64(hash_bytes(state, words_ * sizeof(std::uint64_t)) ^ spec);
  }
  bool equal(std::uint32_t id, const std::uint64_t* state, std::uint32_t spec) const {
    return this->spec(id) == spec && std::memcmp(this->state(id), state, words_ * sizeof(std::uint64_t)) == 0;
  }
  void place(std::uint32_t id, std::uint64_t h) {
    std::size_t i = h & mask_;
    while (slots_[i] != 0) i = (i + 1) & mask_;
    slots_[i] = id + 1;
  }
  void grow() {
    const std::size_t capacity = slots_.empty() ? 64 : 2 * slots_.size();
    slots_.assign(capacity, 0);
    mask_ = capacity - 1;
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
};

}  // namespace lrnnc::realize::detail
