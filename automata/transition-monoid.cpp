#include "automata/transition-monoid.hpp"

#include <algorithm>
#include <string>
#include <variant>

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

std::string bytes_text(std::size_t b) { return std::to_string(b) + " bytes"; }

template <class T>
void enumerate(Impl& m, detail::FlatTable<T>& table, const std::vector<Transformation>& generators,
               const MonoidOptions& options) {
  const std::size_t n = m.degree, k = m.k;
  std::vector<T> gens(k * n);
  for (std::size_t a = 0; a < k; ++a)
    for (std::size_t p = 0; p < n; ++p) gens[a * n + p] = static_cast<T>(generators[a][p]);

  // Bytes per element: its points, its Cayley row, its word (prefix, letter, length) and at
  // least two 8-byte hash slots.
  const std::size_t per_element = n * sizeof(T) + 4 * k + 12 + 16;
  const std::size_t byte_cap = std::max<std::size_t>(1, options.byte_limit / per_element);

  std::vector<T> identity(n);
  for (std::size_t p = 0; p < n; ++p) identity[p] = static_cast<T>(p);
  table.insert(identity.data());
  m.prefix.push_back(0);
  m.last.push_back(0);
  m.length.push_back(0);

  // Elements are taken in blocks: all products of a block are computed, hashed and their slots
  // prefetched before the look-ups, so that the cache misses of the look-ups overlap. The
  // look-ups happen in the same order as one at a time, so the numbering is unchanged.
  constexpr std::size_t kBlock = 8;
  std::vector<T> products(kBlock * k * n);
  std::vector<std::pair<std::uint64_t, std::uint32_t>> hashes(kBlock * k);
  for (std::size_t begin = 0; begin < table.size();) {
    const std::size_t end = std::min(begin + kBlock, table.size());
    for (std::size_t i = begin; i < end; ++i) {
      const T* x = table.at(static_cast<std::uint32_t>(i));
      for (std::size_t a = 0; a < k; ++a) {
        const std::size_t slot = (i - begin) * k + a;
        const T* g = gens.data() + a * n;
        T* y = products.data() + slot * n;
        for (std::size_t p = 0; p < n; ++p) y[p] = g[x[p]];
        hashes[slot] = table.hash(y);
        table.prefetch(hashes[slot].first);
      }
    }
    for (std::size_t slot = 0; slot < (end - begin) * k; ++slot) {
      const auto [j, fresh] = table.insert(products.data() + slot * n, hashes[slot]);
      if (fresh) {
        const std::size_t size = table.size();
        if (size > options.element_limit)
          throw Error("transition monoid has more than " + std::to_string(options.element_limit) +
                      " elements (the limit); raise MonoidOptions::element_limit or use a smaller automaton");
        if (size > byte_cap)
          throw Error("transition monoid needs more than " + bytes_text(options.byte_limit) +
                      " (the byte limit) for more than " + std::to_string(byte_cap) + " elements of degree " +
                      std::to_string(n) + "; raise MonoidOptions::byte_limit or use a smaller automaton");
        const auto i = static_cast<Index>(begin + slot / k);
        m.prefix.push_back(i);
        m.last.push_back(static_cast<Letter>(slot % k));
        m.length.push_back(m.length[i] + 1);
        if (options.progress && size % 65536 == 0) options.progress(size);
      }
      m.right.push_back(j);
    }
    begin = end;
  }

  const std::size_t size = table.size();
  for (std::uint32_t i = 0; i < size; ++i) {
    const T* x = table.at(i);
    bool idempotent = true;
    for (std::size_t p = 0; p < n && idempotent; ++p) idempotent = x[x[p]] == x[p];
    if (idempotent) m.idempotents.push_back(i);
  }
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
