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

template <class T>
void reserve_all(Impl& m, detail::FlatTable<T>& table, std::size_t cap) {
  table.reserve(cap);
  m.prefix.reserve(cap);
  m.last.reserve(cap);
  m.length.reserve(cap);
  m.right.reserve(cap * m.k);
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
  auto refuse = [&](std::size_t elements) {
    const std::string what = elements == 0
                                 ? "a transition monoid"
                                 : "a transition monoid of more than " + std::to_string(elements) + " elements";
    throw Error(byte_limit_message(what + " of degree " + std::to_string(n) + " with " + std::to_string(k) + " letters",
                                   options.byte_limit, options.byte_limit_name));
  };
  if (fixed + bytes_for<T>(1, n, k) > options.byte_limit) refuse(0);
  const std::size_t budget = options.byte_limit - fixed;
  std::size_t cap = 0;
  // Grows the tables to more than `cap` elements (doubling, or as far as the limit allows);
  // false when not even one more element fits.
  auto grow = [&]() {
    std::size_t want = std::max<std::size_t>(2 * cap, 64);
    auto fits = [&](std::size_t c) { return bytes_for<T>(c, n, k) + bytes_for<T>(cap, n, k) <= budget; };
    if (!fits(want)) {
      std::size_t lo = cap, hi = want;  // fits(lo) or lo == cap; !fits(hi)
      while (hi - lo > 1) {
        const std::size_t mid = lo + (hi - lo) / 2;
        (fits(mid) ? lo : hi) = mid;
      }
      want = lo;
    }
    if (want <= cap) return false;
    reserve_all(m, table, want);
    cap = want;
    return true;
  };

  std::vector<T> gens(k * n);
  for (std::size_t a = 0; a < k; ++a)
    for (std::size_t p = 0; p < n; ++p) gens[a * n + p] = static_cast<T>(generators[a][p]);

  if (!grow()) refuse(0);
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
        if (j == table.kAbsent) refuse(cap);
        m.right.push_back(j);
        continue;
      }
      const auto [j, fresh] = table.insert(y, hashes[s - begin]);
      if (fresh) {
        const std::size_t size = table.size();
        if (size > options.element_limit)
          throw Error("transition monoid has more than " + std::to_string(options.element_limit) +
                      " elements (the limit); raise it with " + options.element_limit_name +
                      " or use a smaller automaton");
        const auto i = static_cast<Index>(s / k);
        m.prefix.push_back(i);
        m.last.push_back(static_cast<Letter>(s % k));
        m.length.push_back(m.length[i] + 1);
        if (options.progress && size % 65536 == 0) options.progress(size);
      }
      m.right.push_back(j);
    }
    begin = end;
  }

  const std::size_t size = table.size();
  auto idempotent = [&](std::uint32_t i) {
    const T* x = table.at(i);
    for (std::size_t p = 0; p < n; ++p)
      if (x[x[p]] != x[p]) return false;
    return true;
  };
  std::size_t count = 0;
  for (std::uint32_t i = 0; i < size; ++i) count += idempotent(i);
  if (bytes_for<T>(cap, n, k) + count * sizeof(Index) > budget) refuse(size - 1);
  m.idempotents.reserve(count);
  for (std::uint32_t i = 0; i < size; ++i)
    if (idempotent(i)) m.idempotents.push_back(i);
  const bool identity_is_word = std::find(m.right.begin(), m.right.end(), TransitionMonoid::Index{0}) != m.right.end();
  m.semigroup_size = identity_is_word ? size : size - 1;
  if (options.progress) options.progress(size);
}

}  // namespace

TransitionMonoid to_monoid(const std::vector<Transformation>& generators, std::size_t degree,
                           const MonoidOptions& options) {
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
  std::visit([&](auto& table) { enumerate(*m, table, generators, options); }, m->table);
  return TransitionMonoid(std::move(m));
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
