#include "automata/transition-monoid.hpp"

#include <algorithm>
#include <string>
#include <variant>

#include "automata/byte-limit.hpp"
#include "automata/permutation-group.hpp"
#include "common/error.hpp"

namespace lrnnc::automata {

struct TransitionMonoid::Impl {
  std::size_t degree = 0;
  std::size_t k = 0;
  std::variant<detail::FlatTable<std::uint8_t>, detail::FlatTable<std::uint16_t>, detail::FlatTable<std::uint32_t>>
      table;
  std::vector<Index> prefix;          // per element; element 0 has none
  std::vector<Letter> last;           // per element
  std::vector<std::uint32_t> length;  // per element
  std::vector<Index> right;           // right[i * k + a]
  std::vector<Index> idempotents;
  std::size_t semigroup_size = 0;
};

namespace {

using Impl = TransitionMonoid::Impl;
using Index = TransitionMonoid::Index;

// The slots of a FlatTable reserved for `elements` (see FlatTable::reserve).
std::size_t slots_for(std::size_t elements) {
  std::size_t cap = 16;
  while (cap < 2 * elements) cap *= 2;
  return cap;
}

// Storage is grown by this code, never by a push_back: before the tables grow to hold `cap`
// elements, the bytes they will hold (and, while they move, the old buffers beside the new ones)
// are checked against the byte limit, so that the limit holds before anything is allocated.
template <class T>
std::size_t bytes_for(std::size_t cap, std::size_t n, std::size_t k) {
  const double per_element =
      static_cast<double>(n * sizeof(T) + sizeof(Index) + sizeof(Letter) + sizeof(std::uint32_t) + k * sizeof(Index));
  const double total = per_element * static_cast<double>(cap) + 8.0 * static_cast<double>(slots_for(cap));
  return total >= 1.8e19 ? SIZE_MAX : static_cast<std::size_t>(total);
}

// Bytes held by a FlatTable<T> of `width` points per element reserved for `cap` elements.
template <class T>
std::size_t flat_bytes(std::size_t cap, std::size_t width) {
  const double total =
      static_cast<double>(cap) * static_cast<double>(width * sizeof(T)) + 8.0 * static_cast<double>(slots_for(cap));
  return total >= 1.8e19 ? SIZE_MAX : static_cast<std::size_t>(total);
}

// The capacity to grow tables of capacity `cap` to: doubling (at least 64), or as far as
// `fits(c)` (the tables at capacity c, beside the old ones, fit in the budget) allows; `cap` when
// not even one more element fits.
template <class Fits>
std::size_t next_capacity(std::size_t cap, const Fits& fits) {
  std::size_t want = std::max<std::size_t>(2 * cap, 64);
  if (!fits(want)) {
    std::size_t lo = cap, hi = want;  // fits(lo) or lo == cap; !fits(hi)
    while (hi - lo > 1) {
      const std::size_t mid = lo + (hi - lo) / 2;
      (fits(mid) ? lo : hi) = mid;
    }
    want = lo;
  }
  return want;
}

template <class T>
void reserve_all(Impl& m, detail::FlatTable<T>& table, std::size_t cap) {
  table.reserve(cap);
  m.prefix.reserve(cap);
  m.last.reserve(cap);
  m.length.reserve(cap);
  m.right.reserve(cap * m.k);
}

[[noreturn]] void refuse_bytes(std::size_t n, std::size_t k, std::size_t elements, const MonoidOptions& options) {
  const std::string what = elements == 0 ? "a transition monoid"
                                         : "a transition monoid of more than " + std::to_string(elements) + " elements";
  throw Error(byte_limit_message(what + " of degree " + std::to_string(n) + " with " + std::to_string(k) + " letters",
                                 options.byte_limit, options.byte_limit_name));
}

[[noreturn]] void refuse_elements(const MonoidOptions& options) {
  throw Error("transition monoid has more than " + std::to_string(options.element_limit) +
              " elements (the limit); raise it with " + options.element_limit_name + " or use a smaller automaton");
}

// Records element `table.size() - 1`, just added as element i times letter a.
void record(Impl& m, std::size_t size, Index i, std::size_t a, const MonoidOptions& options) {
  if (size > options.element_limit) refuse_elements(options);
  m.prefix.push_back(i);
  m.last.push_back(static_cast<Letter>(a));
  m.length.push_back(m.length[i] + 1);
  if (options.progress && size % 65536 == 0) options.progress(size);
}

// After the enumeration: the idempotents (stored within `room` bytes) and the semigroup size.
template <class T>
void finish(Impl& m, const detail::FlatTable<T>& table, std::size_t room, const MonoidOptions& options) {
  const std::size_t n = m.degree, size = table.size();
  auto idempotent = [&](std::uint32_t i) {
    const T* x = table.at(i);
    for (std::size_t p = 0; p < n; ++p)
      if (x[x[p]] != x[p]) return false;
    return true;
  };
  std::size_t count = 0;
  for (std::uint32_t i = 0; i < size; ++i) count += idempotent(i);
  if (count * sizeof(Index) > room) refuse_bytes(n, m.k, size - 1, options);
  m.idempotents.reserve(count);
  for (std::uint32_t i = 0; i < size; ++i)
    if (idempotent(i)) m.idempotents.push_back(i);
  const bool identity_is_word = std::find(m.right.begin(), m.right.end(), TransitionMonoid::Index{0}) != m.right.end();
  m.semigroup_size = identity_is_word ? size : size - 1;
  if (options.progress) options.progress(size);
}

template <class T>
std::vector<T> letter_images(const std::vector<Transformation>& generators, std::size_t n) {
  std::vector<T> gens(generators.size() * n);
  for (std::size_t a = 0; a < generators.size(); ++a)
    for (std::size_t p = 0; p < n; ++p) gens[a * n + p] = static_cast<T>(generators[a][p]);
  return gens;
}

template <class T>
void enumerate(Impl& m, detail::FlatTable<T>& table, const std::vector<Transformation>& generators,
               const MonoidOptions& options) {
  const std::size_t n = m.degree, k = m.k;
  // Fixed buffers: the letters, and the products of a chunk of (element, letter) pairs. The
  // products of a chunk are hashed and their slots prefetched before the look-ups, so that the
  // cache misses of the look-ups overlap; the look-ups happen in the same order as one at a time,
  // so the numbering is unchanged. A chunk holds at most 64 KiB of products (and at most 8
  // elements' worth).
  const std::size_t chunk = std::clamp<std::size_t>((std::size_t{1} << 16) / std::max<std::size_t>(1, n * sizeof(T)), 1,
                                                    8 * std::max<std::size_t>(k, 1));
  const std::size_t fixed = (k * n + chunk * n) * sizeof(T) + chunk * 16 + n * sizeof(T);
  if (fixed + bytes_for<T>(1, n, k) > options.byte_limit) refuse_bytes(n, k, 0, options);
  const std::size_t budget = options.byte_limit - fixed;
  std::size_t cap = 0;
  // Grows the tables to more than `cap` elements (doubling, or as far as the limit allows);
  // false when not even one more element fits.
  auto grow = [&]() {
    const std::size_t want =
        next_capacity(cap, [&](std::size_t c) { return bytes_for<T>(c, n, k) + bytes_for<T>(cap, n, k) <= budget; });
    if (want <= cap) return false;
    reserve_all(m, table, want);
    cap = want;
    return true;
  };

  const std::vector<T> gens = letter_images<T>(generators, n);

  if (!grow()) refuse_bytes(n, k, 0, options);
  std::vector<T> identity(n);
  for (std::size_t p = 0; p < n; ++p) identity[p] = static_cast<T>(p);
  table.insert(identity.data());
  m.prefix.push_back(0);
  m.last.push_back(0);
  m.length.push_back(0);

  std::vector<T> products(chunk * n);
  std::vector<std::pair<std::uint64_t, std::uint32_t>> hashes(chunk);
  for (std::size_t begin = 0; begin < table.size() * k;) {  // slot s = element s / k times letter s % k
    const std::size_t end = std::min(begin + chunk, table.size() * k);
    for (std::size_t s = begin; s < end; ++s) {
      const T* x = table.at(static_cast<std::uint32_t>(s / k));
      const T* g = gens.data() + (s % k) * n;
      T* y = products.data() + (s - begin) * n;
      for (std::size_t p = 0; p < n; ++p) y[p] = g[x[p]];
      hashes[s - begin] = table.hash(y);
      table.prefetch(hashes[s - begin].first);
    }
    for (std::size_t s = begin; s < end; ++s) {
      const T* y = products.data() + (s - begin) * n;
      if (table.size() == cap && !grow()) {
        // Full: an element already there is fine, a new one is over the limit.
        const std::uint32_t j = table.find(y);
        if (j == table.kAbsent) refuse_bytes(n, k, cap, options);
        m.right.push_back(j);
        continue;
      }
      const auto [j, fresh] = table.insert(y, hashes[s - begin]);
      if (fresh) record(m, table.size(), static_cast<Index>(s / k), s % k, options);
      m.right.push_back(j);
    }
    begin = end;
  }
  finish(m, table, budget - bytes_for<T>(cap, n, k), options);
}

// Phase 1 of enumerate_permutations: the group G generated by the letters' images `gens` (k
// permutations of n points, row after row), from an independent subset of them. `cap` receives the
// table's capacity (its bytes count against `budget` until it is released).
template <class T>
detail::FlatTable<T> permutation_group(std::size_t n, std::size_t k, const std::vector<T>& gens, std::size_t budget,
                                       const MonoidOptions& options, std::size_t& cap) {
  detail::FlatTable<T> group(n, n);
  std::vector<T> y(n);
  cap = 0;
  auto add = [&]() {  // adds y
    if (group.size() == cap) {
      if (group.find(y.data()) != group.kAbsent) return;
      const std::size_t want =
          next_capacity(cap, [&](std::size_t c) { return flat_bytes<T>(c, n) + flat_bytes<T>(cap, n) <= budget; });
      if (want <= cap) refuse_bytes(n, k, cap, options);
      group.reserve(want);
      cap = want;
    }
    // As in enumerate(), which checks every element but the identity.
    if (group.insert(y.data()).second && group.size() > std::max<std::size_t>(options.element_limit, 1))
      refuse_elements(options);
  };
  for (std::size_t p = 0; p < n; ++p) y[p] = static_cast<T>(p);
  add();
  std::vector<const T*> subset;
  auto multiply = [&](std::uint32_t i, const T* g) {  // y = element i times g
    const T* x = group.at(i);
    for (std::size_t p = 0; p < n; ++p) y[p] = g[x[p]];
  };
  for (std::size_t a = 0; a < k; ++a) {
    const T* g = gens.data() + a * n;
    if (group.find(g) != group.kAbsent) continue;
    subset.push_back(g);
    // The subgroup so far is closed under the letters of the subset before g; close it under
    // all of them, g included.
    const std::size_t old = group.size();
    for (std::uint32_t i = 0; i < old; ++i) {
      multiply(i, g);
      add();
    }
    for (std::uint32_t i = static_cast<std::uint32_t>(old); i < group.size(); ++i)
      for (const T* h : subset) {
        multiply(i, h);
        add();
      }
  }
  return group;
}

// Phase 2 of enumerate_permutations: a base of G (points whose images determine an element),
// greedily from {0}. `cap`: the group table's capacity, whose bytes still count against `budget`.
template <class T>
std::vector<std::size_t> permutation_base(const detail::FlatTable<T>& group, std::size_t cap, std::size_t n,
                                          std::size_t k, std::size_t budget, const MonoidOptions& options) {
  std::vector<std::size_t> base;
  std::vector<T> y(n);
  const std::size_t order = group.size();
  base.push_back(0);
  for (bool injective = false; !injective;) {
    const std::size_t width = base.size();
    if (flat_bytes<T>(cap, n) + flat_bytes<T>(order, width) + width * sizeof(T) > budget)
      refuse_bytes(n, k, order - 1, options);
    detail::FlatTable<T> keys(width, n);
    keys.reserve(order);
    injective = true;
    for (std::uint32_t i = 0; i < order && injective; ++i) {
      const T* x = group.at(i);
      for (std::size_t b = 0; b < width; ++b) y[b] = x[base[b]];
      const auto [j, fresh] = keys.insert(y.data());
      if (fresh) continue;
      const T* other = group.at(j);
      std::size_t p = 0;
      while (x[p] == other[p]) ++p;  // x != other: the table holds distinct elements
      base.push_back(p);
      injective = false;
    }
  }
  return base;
}

// Phase 3 of enumerate_permutations: the breadth-first enumeration of enumerate(), its products
// looked up by their images of `base`, in chunks of kChunk slots whose keys are hashed and
// prefetched together.
template <class T, std::size_t kChunk>
void enumerate_by_base(Impl& m, detail::FlatTable<T>& table, const std::vector<T>& gens,
                       const std::vector<std::size_t>& base, std::size_t budget, const MonoidOptions& options) {
  const std::size_t n = m.degree, k = m.k, width = base.size();
  std::vector<T> y(n);
  if (kChunk * width * sizeof(T) > budget) refuse_bytes(n, k, 0, options);
  const std::size_t room = budget - kChunk * width * sizeof(T);
  detail::FlatTable<T> keys(width, n);
  auto bytes = [&](std::size_t c) { return bytes_for<T>(c, n, k) + flat_bytes<T>(c, width); };
  std::size_t cap = 0;
  auto grow = [&]() {
    const std::size_t want = next_capacity(cap, [&](std::size_t c) { return bytes(c) + bytes(cap) <= room; });
    if (want <= cap) return false;
    reserve_all(m, table, want);
    keys.reserve(want);
    cap = want;
    return true;
  };
  if (!grow()) refuse_bytes(n, k, 0, options);
  for (std::size_t p = 0; p < n; ++p) y[p] = static_cast<T>(p);
  table.insert(y.data());
  std::vector<T> products(kChunk * width);
  for (std::size_t b = 0; b < width; ++b) products[b] = static_cast<T>(base[b]);
  keys.insert(products.data());
  m.prefix.push_back(0);
  m.last.push_back(0);
  m.length.push_back(0);

  std::vector<std::pair<std::uint64_t, std::uint32_t>> hashes(kChunk);
  for (std::size_t begin = 0; begin < table.size() * k;) {  // slot s = element s / k times letter s % k
    const std::size_t end = std::min(begin + kChunk, table.size() * k);
    for (std::size_t s = begin; s < end; ++s) {
      const T* x = table.at(static_cast<std::uint32_t>(s / k));
      const T* g = gens.data() + (s % k) * n;
      T* key = products.data() + (s - begin) * width;
      for (std::size_t b = 0; b < width; ++b) key[b] = g[x[base[b]]];
      hashes[s - begin] = keys.hash(key);
      keys.prefetch(hashes[s - begin].first);
    }
    for (std::size_t s = begin; s < end; ++s) {
      const T* key = products.data() + (s - begin) * width;
      if (table.size() == cap && !grow()) {
        const std::uint32_t j = keys.find(key);
        if (j == keys.kAbsent) refuse_bytes(n, k, cap, options);
        m.right.push_back(j);
        continue;
      }
      const auto [j, fresh] = keys.insert(key, hashes[s - begin]);
      if (fresh) {
        const auto i = static_cast<Index>(s / k);
        const T* x = table.at(i);
        const T* g = gens.data() + (s % k) * n;
        for (std::size_t p = 0; p < n; ++p) y[p] = g[x[p]];
        table.insert(y.data());
        record(m, table.size(), i, s % k, options);
      }
      m.right.push_back(j);
    }
    begin = end;
  }
  keys = detail::FlatTable<T>();
  finish(m, table, room - bytes_for<T>(cap, n, k), options);
}

// The enumeration for letters that are all permutations, with the same result as enumerate()
// (the same elements in the same order, words, right Cayley graph, idempotents) at a fraction of
// its cost when there are many letters.
//
// enumerate() computes every product (element x letter) on all n points and looks it up:
// |M| k n point operations, 1.6e10 for the regular action of A_7 on its 2,520 elements by all of
// them. Here:
//  1. The monoid generated by permutations is the group G they generate (in a finite group the
//     semigroup generated by a set contains the identity, and every inverse as a power). G is
//     enumerated from an independent subset of the letters: each letter already in the
//     subgroup found so far is skipped, any other one is added to the subset and the subgroup
//     is closed again (its old elements times the new letter, its new elements times every
//     letter of the subset). A letter added at least doubles the subgroup (its cosets), so the
//     subset has at most log2 |G| letters: O(|G| log|G| n + k n) time.
//  2. A base B: points such that an element of G is determined by its images of B. Greedily,
//     starting from B = {0}: while two elements x != y agree on B, add a point p where they
//     differ. Then x y^-1 fixes B pointwise but not p, so the pointwise stabiliser of B in G
//     strictly shrinks, by an index >= 2: |B| <= 1 + log2 |G|. When the elements are injective
//     on B, the pointwise stabiliser of B is trivial (a non-trivial one would agree with the
//     identity on B). For the regular action of a group on its elements B = {0}.
//  3. The breadth-first enumeration of enumerate(), slot by slot in the same order, except that
//     the look-up of a product y = x a compares only its images of B, y(b) = a(x(b)), in a table
//     of the elements' images of B. Every product lies in G, and two elements of G with the same
//     images of B are equal (x y^-1 fixes B pointwise, so it is the identity): the key is found
//     exactly when enumerate() finds the product, at the same index, and a new one gets the
//     next index in both. So every table is the same; a new element's images of all points are
//     computed from its BFS parent and stored as in enumerate(). O(|M| k |B| + |M| n) time.
// Memory: the letters and G's elements on all points for phases 1 and 2, then (G's table
// released) the tables of enumerate() plus the images of B. Each growth is checked against the
// byte limit before it allocates, as in enumerate(); G has exactly the monoid's elements, so the
// element limit is checked while G is enumerated.
template <class T>
void enumerate_permutations(Impl& m, detail::FlatTable<T>& table, const std::vector<Transformation>& generators,
                            const MonoidOptions& options) {
  const std::size_t n = m.degree, k = m.k;
  constexpr std::size_t kChunk = 256;  // slots whose keys are hashed and prefetched together (phase 3)
  const std::size_t fixed = (k * n + 2 * n) * sizeof(T) + kChunk * 16;
  if (fixed + bytes_for<T>(1, n, k) > options.byte_limit) refuse_bytes(n, k, 0, options);
  const std::size_t budget = options.byte_limit - fixed;
  const std::vector<T> gens = letter_images<T>(generators, n);
  std::vector<std::size_t> base;
  {
    // 1. The group; 2. the base.
    std::size_t cap = 0;
    const detail::FlatTable<T> group = permutation_group<T>(n, k, gens, budget, options, cap);
    base = permutation_base(group, cap, n, k, budget, options);
  }  // G's table is released.
  // 3. The enumeration of enumerate(), looking up images of the base.
  enumerate_by_base<T, kChunk>(m, table, gens, base, budget, options);
}

}  // namespace

namespace detail {

TransitionMonoid to_monoid(const std::vector<Transformation>& generators, std::size_t degree,
                           const MonoidOptions& options, PermutationPath path) {
  if (degree >= 0xFFFFFFFFu)
    throw Error("transition monoid of degree " + std::to_string(degree) + ", expected fewer than 2^32 - 1 points");
  for (std::size_t a = 0; a < generators.size(); ++a) {
    if (generators[a].degree() != degree)
      throw Error("generator " + std::to_string(a) + " has degree " + std::to_string(generators[a].degree()) +
                  ", expected " + std::to_string(degree));
    for (std::size_t p = 0; p < degree; ++p)
      if (generators[a][p] >= degree)
        throw Error("generator " + std::to_string(a) + " maps point " + std::to_string(p) + " to " +
                    std::to_string(generators[a][p]) + ", expected a point in [0, " + std::to_string(degree) + ")");
  }
  auto m = std::make_shared<Impl>();
  m->degree = degree;
  m->k = generators.size();
  if (degree <= 256)
    m->table.emplace<0>(degree, degree);
  else if (degree <= 65536)
    m->table.emplace<1>(degree, degree);
  else
    m->table.emplace<2>(degree, degree);
  // Many letters that are all permutations: enumerate_permutations(), whose look-ups cost |B|
  // instead of n point operations. Its group closure multiplies by at most log2 |M| letters,
  // below 24 for the default element limit of 10 million, so from kPermutationLetters = 32
  // letters on its products are fewer than those of enumerate() (|M| k n), whatever the group.
  const bool permutations =
      degree > 0 && std::all_of(generators.begin(), generators.end(), [](const auto& g) { return g.is_permutation(); });
  const bool fast = permutations && (path == PermutationPath::always ||
                                     (path == PermutationPath::automatic && generators.size() > kPermutationLetters));
  std::visit(
      [&](auto& table) {
        if (fast)
          enumerate_permutations(*m, table, generators, options);
        else
          enumerate(*m, table, generators, options);
      },
      m->table);
  return TransitionMonoid(std::move(m));
}

}  // namespace detail

TransitionMonoid to_monoid(const std::vector<Transformation>& generators, std::size_t degree,
                           const MonoidOptions& options) {
  return detail::to_monoid(generators, degree, options, detail::PermutationPath::automatic);
}

TransitionMonoid to_monoid(const Dfa& dfa, const MonoidOptions& options) {
  return to_monoid(letter_transformations(dfa), dfa.num_states(), options);
}

std::size_t TransitionMonoid::size() const {
  return std::visit([](const auto& t) { return t.size(); }, impl_->table);
}
std::size_t TransitionMonoid::semigroup_size() const { return impl_->semigroup_size; }
std::size_t TransitionMonoid::degree() const { return impl_->degree; }
std::size_t TransitionMonoid::num_generators() const { return impl_->k; }

std::size_t TransitionMonoid::bytes() const {
  const Impl& m = *impl_;
  return std::visit([](const auto& t) { return t.bytes(); }, m.table) + m.prefix.capacity() * sizeof(Index) +
         m.last.capacity() * sizeof(Letter) + m.length.capacity() * sizeof(std::uint32_t) +
         m.right.capacity() * sizeof(Index) + m.idempotents.capacity() * sizeof(Index);
}

void TransitionMonoid::images(Index i, std::span<State> out) const {
  std::visit(
      [&](const auto& t) {
        const auto* x = t.at(i);
        for (std::size_t p = 0; p < impl_->degree; ++p) out[p] = x[p];
      },
      impl_->table);
}

Transformation TransitionMonoid::element(Index i) const {
  std::vector<State> out(impl_->degree);
  images(i, out);
  return Transformation(std::move(out));
}

std::optional<TransitionMonoid::Index> TransitionMonoid::find(std::span<const State> images) const {
  const std::size_t n = impl_->degree;
  if (images.size() != n) return std::nullopt;
  for (State q : images)
    if (q >= n) return std::nullopt;
  return std::visit(
      [&](const auto& t) -> std::optional<Index> {
        using T = std::remove_cvref_t<decltype(*t.at(0))>;
        std::vector<T> key(images.begin(), images.end());
        const std::uint32_t j = t.find(key.data());
        if (j == t.kAbsent) return std::nullopt;
        return j;
      },
      impl_->table);
}

std::optional<TransitionMonoid::Index> TransitionMonoid::find(const Transformation& t) const {
  return find(std::span<const State>(t.images()));
}

std::size_t TransitionMonoid::rank(Index i) const { return element(i).rank(); }

std::size_t TransitionMonoid::length(Index i) const { return impl_->length[i]; }
TransitionMonoid::Index TransitionMonoid::prefix(Index i) const { return impl_->prefix[i]; }
Letter TransitionMonoid::last_letter(Index i) const { return impl_->last[i]; }

Word TransitionMonoid::word(Index i) const {
  Word w(impl_->length[i]);
  for (std::size_t pos = w.size(); pos-- > 0; i = impl_->prefix[i]) w[pos] = impl_->last[i];
  return w;
}

TransitionMonoid::Index TransitionMonoid::right(Index i, Letter a) const { return impl_->right[i * impl_->k + a]; }

TransitionMonoid::Index TransitionMonoid::product(Index i, Index j) const {
  for (Letter a : word(j)) i = right(i, a);
  return i;
}

const std::vector<TransitionMonoid::Index>& TransitionMonoid::idempotents() const { return impl_->idempotents; }

}  // namespace lrnnc::automata
