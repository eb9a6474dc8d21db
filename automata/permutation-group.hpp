// Small permutation groups given by all of their elements, and the flat hash table that both they
// and the transition monoid use to store fixed-length arrays of points.
//
// These are the group-theoretic tools behind classify(): closure of a generating set, a small
// generating set of a group given by its elements, solvability through the derived series, and
// naming a group up to isomorphism. They enumerate every element, so they are meant for groups
// of at most a few million elements on at most a few thousand points (the maximal subgroups of
// a transition monoid that already fits in memory).
#pragma once

#include <cstdint>
#include <cstring>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "common/hash.hpp"
#include "common/splitmix64.hpp"

namespace lrnnc::automata {

namespace detail {

// FlatTable<T> — distinct arrays of `width` values of type T, stored back to back in insertion
// order (index i at [i*width, (i+1)*width)), with an open-addressing (linear probing) hash index
// of load factor at most 1/2. A slot holds a 32-bit tag beside the index: when every value is
// below `value_bound` and width * bits(value_bound) <= 32 (e.g. transformations of degree <= 8),
// the tag is the whole array packed into 32 bits, so a look-up touches one slot and no array;
// otherwise the tag is 32 bits of the hash, so a probe rarely touches the array of a different
// element. insert/find: O(width) expected. Indices fit in 32 bits; a key passed to insert must
// not point into the table itself.
template <class T>
class FlatTable {
 public:
  static constexpr std::uint32_t kAbsent = 0xFFFFFFFFu;

  explicit FlatTable(std::size_t width = 0, std::uint64_t value_bound = 0) : width_(width) {
    if (value_bound > 0) {
      while ((std::uint64_t{1} << bits_) < value_bound) ++bits_;
      packed_ = width * bits_ <= 32;
    }
    rehash(16);
  }

  std::size_t width() const { return width_; }
  std::size_t size() const { return size_; }
  const T* at(std::uint32_t i) const { return data_.data() + static_cast<std::size_t>(i) * width_; }
  std::span<const T> row(std::uint32_t i) const { return {at(i), width_}; }
  // Bytes held by the element arrays and the index.
  std::size_t bytes() const { return data_.capacity() * sizeof(T) + slots_.size() * sizeof(std::uint64_t); }

  // (hash, tag) of a key; see insert(key, hashed).
  std::pair<std::uint64_t, std::uint32_t> hash(const T* key) const {
    if (packed_) {
      std::uint64_t k = 0;
      for (std::size_t p = 0; p < width_; ++p) k |= static_cast<std::uint64_t>(key[p]) << (p * bits_);
      return {lrnnc::mix64(k), static_cast<std::uint32_t>(k)};
    }
    const std::uint64_t h = lrnnc::hash_bytes(key, width_ * sizeof(T));
    return {h, static_cast<std::uint32_t>(h)};
  }
  // A hint to fetch the first slot probed for a hash: hashing several keys, prefetching all,
  // then inserting them lets their cache misses overlap.
  void prefetch(std::uint64_t h) const { __builtin_prefetch(slots_.data() + (h >> shift_)); }

  std::uint32_t find(const T* key) const {
    const std::size_t s = probe(key, hash(key));
    return slots_[s] == kEmpty ? kAbsent : static_cast<std::uint32_t>(slots_[s]);
  }

  // The index of `key`, and whether it was added now. `hashed` must be hash(key).
  std::pair<std::uint32_t, bool> insert(const T* key) { return insert(key, hash(key)); }
  std::pair<std::uint32_t, bool> insert(const T* key, std::pair<std::uint64_t, std::uint32_t> hashed) {
    const std::size_t s = probe(key, hashed);
    const std::uint32_t tag = hashed.second;
    if (slots_[s] != kEmpty) return {static_cast<std::uint32_t>(slots_[s]), false};
    const auto index = static_cast<std::uint32_t>(size_);
    data_.insert(data_.end(), key, key + width_);
    slots_[s] = (static_cast<std::uint64_t>(tag) << 32) | index;
    if (2 * ++size_ > slots_.size()) rehash(2 * slots_.size());
    return {index, true};
  }

  void reserve(std::size_t n) {
    data_.reserve(n * width_);
    std::size_t cap = 16;
    while (cap < 2 * n) cap *= 2;
    if (cap > slots_.size()) rehash(cap);
  }

 private:
  static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};

  // The slot holding `key`, or the empty slot where it belongs.
  std::size_t probe(const T* key, std::pair<std::uint64_t, std::uint32_t> hashed) const {
    const auto [h, tag] = hashed;
    std::size_t s = h >> shift_;
    for (;; s = (s + 1) & mask_) {
      const std::uint64_t slot = slots_[s];
      if (slot == kEmpty) break;
      if (static_cast<std::uint32_t>(slot >> 32) == tag &&
          (packed_ || width_ == 0 ||  // memcmp of width 0 could be given null pointers (undefined)
           std::memcmp(at(static_cast<std::uint32_t>(slot)), key, width_ * sizeof(T)) == 0))
        break;
    }
    return s;
  }
  void rehash(std::size_t capacity) {  // capacity: a power of two >= 2
    slots_.assign(capacity, kEmpty);
    mask_ = capacity - 1;
    shift_ = 64;
    for (std::size_t c = capacity; c > 1; c >>= 1) --shift_;
    for (std::size_t i = 0; i < size_; ++i) {
      const auto [h, tag] = hash(at(static_cast<std::uint32_t>(i)));
      std::size_t s = h >> shift_;
      while (slots_[s] != kEmpty) s = (s + 1) & mask_;
      slots_[s] = (static_cast<std::uint64_t>(tag) << 32) | i;
    }
  }

  std::size_t width_;
  std::size_t bits_ = 0;
  bool packed_ = false;
  std::size_t size_ = 0;
  std::vector<T> data_;
  std::vector<std::uint64_t> slots_;
  std::size_t mask_ = 0;
  int shift_ = 64;
};

}  // namespace detail

// A permutation of 0..r-1 as its image list; products act on the right like Transformation:
// (a * b)(p) = b(a(p)).
using Perm = std::vector<std::uint32_t>;

Perm perm_identity(std::size_t degree);
Perm perm_product(std::span<const std::uint32_t> a, std::span<const std::uint32_t> b);  // first a, then b
Perm perm_inverse(std::span<const std::uint32_t> a);
bool perm_is_identity(std::span<const std::uint32_t> a);
// Order of a permutation: lcm of its cycle lengths. O(r).
std::uint64_t perm_order(std::span<const std::uint32_t> a);

// PermGroup — every element of a permutation group of degree r, each with an index (identity 0).
class PermGroup {
 public:
  using Index = std::uint32_t;
  static constexpr Index kAbsent = detail::FlatTable<std::uint32_t>::kAbsent;

  explicit PermGroup(std::size_t degree = 0) : table_(degree, degree) {}

  // The group generated by `generators` (degree r each), enumerated breadth first from the
  // identity by right multiplication, so element i's BFS parent comes before it; right(i, g) is
  // element i times generator g. O(|G| |gens| r) time, O(|G| (r + |gens|)) memory.
  // Throws lrnnc::Error when the group has more than `limit` elements.
  static PermGroup closure(const std::vector<Perm>& generators, std::size_t degree, std::size_t limit = 50'000'000);
  // Adds a generator, keeping the elements already there and their indices (Dimino's
  // algorithm: the new group is a union of right cosets N t of the old group N, found breadth
  // first from t = 1 by multiplying representatives by every generator). O(|G_new| r) products
  // plus O([G_new : N] |gens|) look-ups. Afterwards right() is no longer available.
  // Throws lrnnc::Error when the group gets more than `limit` elements.
  void add_generator(const Perm& generator, std::size_t limit = 50'000'000);
  // A group from all of its elements (flat, `degree` points each), in the given order; unchecked.
  static PermGroup from_elements_no_checks(std::span<const std::uint32_t> flat, std::size_t degree);

  std::size_t size() const { return table_.size(); }
  std::size_t degree() const { return table_.width(); }
  std::span<const std::uint32_t> element(Index i) const { return table_.row(i); }
  Index find(std::span<const std::uint32_t> p) const { return table_.find(p.data()); }
  bool contains(std::span<const std::uint32_t> p) const { return find(p) != kAbsent; }
  // The generators; the right Cayley graph only for groups made by closure().
  const std::vector<Perm>& generators() const { return generators_; }
  Index right(Index i, std::size_t g) const { return right_[i * generators_.size() + g]; }

 private:
  detail::FlatTable<std::uint32_t> table_;
  std::vector<Perm> generators_;
  std::vector<Index> right_;
};

// A generating set of `group` chosen greedily: elements in index order, each kept when it is not
// in the subgroup generated by those kept before (each kept element at least doubles that
// subgroup). At most log2 |G| elements and as many closures of O(|G| |gens| r) each.
std::vector<Perm> generating_set(const PermGroup& group);

// Whether all pairs of generators commute (then the group is abelian). O(|gens|^2 r).
bool generators_commute(const std::vector<Perm>& generators);

// The generators in order, each kept when it is not in the subgroup generated by those kept
// before (Dimino's algorithm, PermGroup::add_generator): a generating set of the same group in
// which each element at least doubles the subgroup of those before it, so at most log2 |G| of
// them, whatever the number given. O(|G| r) products and O(|gens| r) look-ups; memory one
// PermGroup of |G| elements (perm_group_bytes(|G|, r)). Throws lrnnc::Error when the group has
// more than `limit` elements.
std::vector<Perm> independent_generators(const std::vector<Perm>& generators, std::size_t degree,
                                         std::size_t limit = 50'000'000);

// An upper bound on the bytes a PermGroup of `order` elements of degree r (with `generators`
// Cayley-graph columns, closure() only) holds at its peak, growth of its tables included: about
// 12 r + 48 + 12 |gens| bytes per element. Callers that must stay under a byte limit check this
// before they enumerate. O(1).
std::size_t perm_group_bytes(std::size_t order, std::size_t degree, std::size_t generators = 0);

// Solvability through the derived series G > G' > G'' > ...: the generators are first reduced to
// an independent subset (independent_generators, at most log2 |G| of them), and each G^(i+1) is
// the normal closure in G^(i) of the commutators of G^(i)'s generators (at most log2^2 |G| / 2
// of them, never all pairs of the given generators); solvable iff the series reaches a group of
// order < 60 (every group of order < 60 is solvable) or an abelian group, not solvable when a
// term equals the one before. `order` = |<generators>|. Each step costs O(log|G|) closures of
// O(|G| r log|G|) each; memory about two PermGroups of |G| elements (2 perm_group_bytes(|G|, r)),
// independent of the number of generators given.
bool is_solvable(const std::vector<Perm>& generators, std::size_t degree, std::size_t order);

// A name of `group` (generated by `generators`) up to isomorphism:
//  - "trivial"; abelian groups (generators commute) by their invariant factors "Z_m" or
//    "Z_d1xZ_d2x..." (d1 | d2 | ...), read off exactly from the number of elements of each
//    order (a finite abelian p-group with parts l_i has p^(sum min(l_i, k)) elements killed by p^k);
//  - non-abelian: "S_n" (n >= 3), "A_n" (n >= 4), "D_n" (n >= 4, order 2n), "Q_8", when the group
//    is proven isomorphic to that group; otherwise "order k". Never a guess from the order.
// The proofs:
//  - natural action: a group of order m! on m moved points is S_m, of order m!/2 is A_m (the
//    only subgroup of index 2 of S_m);
//  - dihedral, O(|G| r): for any r of order n and any s outside <r>, G is D_n iff s^2 = 1 and
//    s r s = r^-1 (these relations present D_n, and in D_n every such pair satisfies them);
//  - otherwise S_n, A_n (n! <= 50,000) and Q_8 by an exact search for images (x, y) in G of the
//    standard generators (a, b) of the candidate H (S_n: (0 1), (0 ... n-1); A_n: (0 1 2) and an
//    n- or (n-1)-cycle; Q_8: i, j in its regular representation) such that a -> x, b -> y
//    extends to a bijection that commutes with the right Cayley graphs (then it is an
//    isomorphism). x runs over conjugacy-class representatives of the order of a (conjugation
//    is an automorphism), y over the elements of the order of b with |xy| = |ab|. Worst case
//    O(|G|^2 r) per candidate; skipped above order 50,000 and abandoned after about 2*10^8
//    point operations (about a second), in which case the answer is "order k".
// More than 64 generators are first reduced to an independent subset (independent_generators:
// one more PermGroup of |G| elements).
std::string group_name(const PermGroup& group, const std::vector<Perm>& generators);

// The distinct prime factors of n, increasing (none for n <= 1). O(sqrt n).
std::vector<std::uint64_t> prime_factors(std::uint64_t n);

// A homomorphism phi of `group` to Z_n (phi[i] = the value of element i) for which `accept(phi)`
// holds, or nullopt when none does: every assignment of Z_n values to a generating set S of
// `group` (generating_set) in turn, propagated along the Cayley graph (phi(s g) = phi(s) + phi(g),
// breadth first from the identity) and kept when no edge contradicts it. O(n^|S| |G| |S|) steps;
// throws lrnnc::Error ("... takes about K steps, over the limit of L") before searching when that
// exceeds `work_limit`. Used for composition series (onto Z_p) and for the primary decomposition
// of abelian groups (onto Z_{p^k} with phi(x) = 1).
std::optional<std::vector<std::uint32_t>> find_cyclic_quotient(
    const PermGroup& group, std::uint32_t n, const std::function<bool(const std::vector<std::uint32_t>&)>& accept,
    double work_limit);

}  // namespace lrnnc::automata
