#include "automata/classify.hpp"

#include <algorithm>
#include <map>

#include "automata/byte-limit.hpp"
#include "automata/permutation-group.hpp"
#include "common/error.hpp"

namespace lrnnc::automata {

namespace {

using Index = TransitionMonoid::Index;
constexpr Index kNoElement = 0xFFFFFFFFu;

// Whether the functional graph of x has a cycle of length > 1 (then x^k != x^(k+1) for all k).
// `mark` holds visit ids below `clock` from earlier calls; O(n).
bool has_long_cycle(std::span<const State> x, std::vector<std::uint64_t>& mark, std::uint64_t& clock) {
  const std::uint64_t base = clock + 1;
  for (std::size_t p = 0; p < x.size(); ++p) {
    if (mark[p] >= base) continue;
    const std::uint64_t id = ++clock;
    std::size_t q = p;
    while (mark[q] < base) {
      mark[q] = id;
      q = x[q];
    }
    if (mark[q] == id && x[q] != q) return true;  // this walk closed a new cycle through q
  }
  return false;
}

// The maximal subgroup H_e as permutations of im(e), relabelled 0..r-1 in increasing order.
std::vector<std::uint32_t> subgroup_rows(const TransitionMonoid& m, Index e, std::span<const Index> members,
                                         std::size_t& r) {
  const std::size_t n = m.degree();
  std::vector<State> x(n);
  m.images(e, x);
  std::vector<std::uint32_t> relabel(n, kNoElement);
  std::vector<State> points;
  for (State q : x) relabel[q] = 0;
  for (std::size_t q = 0; q < n; ++q)
    if (relabel[q] == 0) {
      relabel[q] = static_cast<std::uint32_t>(points.size());
      points.push_back(static_cast<State>(q));
    }
  r = points.size();
  std::vector<std::uint32_t> rows;
  rows.reserve(members.size() * r);
  for (Index i : members) {
    m.images(i, x);
    for (State q : points) rows.push_back(relabel[x[q]]);
  }
  return rows;
}

std::vector<std::uint32_t> sorted_rows(std::vector<std::uint32_t> rows, std::size_t r) {
  if (r == 0) return rows;
  std::vector<std::span<const std::uint32_t>> spans;
  for (std::size_t i = 0; i < rows.size(); i += r) spans.emplace_back(rows.data() + i, r);
  std::sort(spans.begin(), spans.end(),
            [](auto a, auto b) { return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end()); });
  std::vector<std::uint32_t> key;
  key.reserve(rows.size());
  for (auto s : spans) key.insert(key.end(), s.begin(), s.end());
  return key;
}

// One pass over the elements: aperiodicity, and for each element of a subgroup (rank(x^2) ==
// rank(x)) its idempotent power e = x^omega, so that counting gives |H_e|. On im(x), x acts as
// a permutation pi, and x^omega = x pi^-1 (pi has finite order t: x^(t+1) = x, x^t = x pi^-1).
struct ElementScan {
  bool aperiodic = true;
  std::vector<Index> group_of;  // the idempotent of x's maximal subgroup, or kNoElement
  std::vector<Index> order_of;  // |H_e| for idempotents e
};

ElementScan scan_elements(const TransitionMonoid& m) {
  const std::size_t size = m.size(), n = m.degree();
  ElementScan scan;
  std::vector<State> x(n), e(n), inverse(n);
  std::vector<std::uint32_t> in_image(n, 0), in_image2(n, 0);
  std::uint32_t stamp = 0;
  std::vector<std::uint64_t> mark(n, 0);
  std::uint64_t clock = 0;
  scan.group_of.assign(size, kNoElement);
  scan.order_of.assign(size, 0);
  for (Index i = 0; i < size; ++i) {
    m.images(i, x);
    if (scan.aperiodic && has_long_cycle(x, mark, clock)) scan.aperiodic = false;
    ++stamp;
    std::size_t rank = 0;
    for (State q : x)
      if (in_image[q] != stamp) {
        in_image[q] = stamp;
        ++rank;
      }
    std::size_t rank2 = 0;  // |x(im x)| = rank(x^2)
    for (std::size_t q = 0; q < n; ++q)
      if (in_image[q] == stamp) {
        inverse[x[q]] = static_cast<State>(q);
        if (in_image2[x[q]] != stamp) {
          in_image2[x[q]] = stamp;
          ++rank2;
        }
      }
    if (rank2 != rank) continue;
    for (std::size_t p = 0; p < n; ++p) e[p] = inverse[x[p]];
    const Index ei = *m.find(e);
    scan.group_of[i] = ei;
    ++scan.order_of[ei];
  }
  return scan;
}

// Elements of each maximal subgroup, bucketed by idempotent (counting sort, index order kept):
// H_e is members[start[e], start[e] + |H_e|).
std::vector<Index> subgroup_members(const std::vector<Index>& group_of, std::vector<std::size_t>& start) {
  const std::size_t size = group_of.size();
  start.assign(size + 1, 0);
  for (Index i = 0; i < size; ++i)
    if (group_of[i] != kNoElement) ++start[group_of[i] + 1];
  for (std::size_t i = 0; i < size; ++i) start[i + 1] += start[i];
  std::vector<Index> members(start[size]);
  std::vector<std::size_t> fill(start.begin(), start.end() - 1);
  for (Index i = 0; i < size; ++i)
    if (group_of[i] != kNoElement) members[fill[group_of[i]]++] = i;
  return members;
}

// The working memory of classify(), checked against its limit before each step allocates.
struct ClassifyBudget {
  std::size_t available = 0;  // the limit less what the monoid holds
  std::size_t held = 0;       // by the cache keys
  const ClassifyOptions& options;
  const TransitionMonoid& m;

  void require(std::size_t bytes, const std::string& what) const {
    if (bytes <= available && held <= available - bytes) return;
    throw Error(byte_limit_message("classifying the transition monoid of " + std::to_string(m.size()) + " elements",
                                   options.byte_limit, options.byte_limit_name,
                                   what + " beside the monoid's " + byte_text(m.bytes())));
  }
};

// The rank of idempotent e (the size of its image).
std::size_t image_size(const TransitionMonoid& m, Index e) {
  std::vector<State> x(m.degree());
  m.images(e, x);
  std::sort(x.begin(), x.end());
  return static_cast<std::size_t>(std::unique(x.begin(), x.end()) - x.begin());
}

// The orders of the maximal subgroups, whether they are all solvable, and (for a group) its name.
void classify_subgroups(const TransitionMonoid& m, const ElementScan& scan, ClassifyBudget& budget, Classification& c) {
  std::vector<std::size_t> start;
  const std::vector<Index> members = subgroup_members(scan.group_of, start);
  std::map<std::vector<std::uint32_t>, bool> solvable_cache;
  for (Index ei : m.idempotents()) {
    const std::size_t order = scan.order_of[ei];
    c.subgroup_orders.push_back(order);
    const bool name_it = c.is_group && ei == 0;
    if (order < 60 && !name_it) continue;  // every group of order < 60 is solvable
    const std::size_t points = image_size(m, ei);
    const std::size_t key_bytes = name_it ? 0 : order * points * sizeof(std::uint32_t);
    budget.require(classify_bytes(order, points) + key_bytes,
                   "a maximal subgroup of order " + std::to_string(order) + " acting on " + std::to_string(points) +
                       " points takes about " + byte_text(classify_bytes(order, points) + key_bytes));
    std::size_t r = 0;
    const std::span<const Index> h(members.data() + start[ei], order);
    std::vector<std::uint32_t> rows = subgroup_rows(m, ei, h, r);
    // A group's only idempotent is its identity: nothing to cache then.
    std::vector<std::uint32_t> key = name_it ? std::vector<std::uint32_t>() : sorted_rows(rows, r);
    auto cached = solvable_cache.find(key);
    if (cached != solvable_cache.end() && !name_it) {
      c.solvable = c.solvable && cached->second;
      continue;
    }
    const PermGroup group = PermGroup::from_elements_no_checks(rows, r);
    // A small generating set (at most log2 |H| elements, chosen greedily in index order: for a
    // group, the letters come first), whatever the number of letters.
    const std::vector<Perm> gens = generating_set(group);
    const bool solvable = is_solvable(gens, r, order);
    if (!name_it) {
      budget.held += key.size() * sizeof(std::uint32_t);
      solvable_cache.emplace(std::move(key), solvable);
    }
    c.solvable = c.solvable && solvable;
    if (name_it) c.group_name = group_name(group, gens);
  }
}

}  // namespace

std::size_t classify_bytes(std::size_t order, std::size_t points) {
  // The rows (4 r bytes an element), the group made from them (4 r + 32), and the larger of the
  // subgroup of generating_set and the two subgroups is_solvable holds (2 perm_group_bytes), and
  // the naming's per-element arrays (about 20 bytes) with its candidate groups (small degree).
  const double rows = 4.0 * static_cast<double>(points) * static_cast<double>(order);
  const double group = rows + 32.0 * static_cast<double>(order);
  const double derived = 2.0 * static_cast<double>(perm_group_bytes(order, points));
  const double naming = 24.0 * static_cast<double>(order) + static_cast<double>(perm_group_bytes(order, 16, 2));
  const double total = rows + group + derived + naming + 65536;
  return total >= 1.8e19 ? SIZE_MAX : static_cast<std::size_t>(total);
}

Classification classify(const TransitionMonoid& m, const ClassifyOptions& options) {
  Classification c;
  ClassifyBudget budget{options.byte_limit > m.bytes() ? options.byte_limit - m.bytes() : 0, 0, options, m};
  // The pass's arrays: group_of, order_of, the members and their starts.
  budget.require(20 * m.size() + 64 * m.degree(),
                 "the scan of its elements takes about " + byte_text(20 * m.size() + 64 * m.degree()));
  const std::size_t n = m.degree();
  c.size = m.size();
  c.semigroup_size = m.semigroup_size();
  c.idempotents = m.idempotents().size();
  c.is_group = true;
  for (Letter a = 0; a < m.num_generators(); ++a)
    if (m.rank(m.right(0, a)) != n) c.is_group = false;
  const ElementScan scan = scan_elements(m);
  c.is_aperiodic = scan.aperiodic;
  classify_subgroups(m, scan, budget, c);
  std::sort(c.subgroup_orders.begin(), c.subgroup_orders.end());
  c.subgroup_orders.erase(std::unique(c.subgroup_orders.begin(), c.subgroup_orders.end()), c.subgroup_orders.end());
  return c;
}

}  // namespace lrnnc::automata
