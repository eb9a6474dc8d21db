// The holonomy permutations of the classes and the groups they generate (see holonomy.hpp).
#include <algorithm>
#include <numeric>
#include <string>
#include <unordered_map>

#include "automata/byte-limit.hpp"
#include "automata/holonomy-internal.hpp"
#include "common/error.hpp"

namespace lrnnc::automata::holonomy_detail {

void class_permutations(Skeleton& sk, std::uint32_t ci) {
  const std::size_t k = sk.k;
  if (sk.holo.size() != sk.sets.size() * k) sk.holo.assign(sk.sets.size() * k, kNone);
  {
    auto& c = sk.classes[ci];
    c.perms.clear();
    if (sk.size[c.members[0]] == 1) return;
    std::unordered_map<std::string, std::uint32_t> seen;
    const std::size_t t = c.tiles.size();
    std::vector<std::uint32_t>& at = sk.position;  // member -> index among tiles_of[q], else kNone
    at.resize(sk.sets.size(), kNone);
    for (std::uint32_t p : c.members)
      for (Letter a = 0; a < k; ++a) {
        const std::uint32_t q = sk.next[p * k + a];
        if (sk.cls[q] != ci) continue;
        Perm perm(t);
        for (std::uint32_t j = 0; j < t; ++j) at[sk.tiles_of[q][j]] = j;
        for (std::size_t i = 0; i < t; ++i) {
          const std::uint32_t img = sk.next[sk.tiles_of[p][i] * k + a];
          if (at[img] == kNone) internal("a tile's image is not a tile");
          perm[i] = at[img];
        }
        for (std::uint32_t j = 0; j < t; ++j) at[sk.tiles_of[q][j]] = kNone;
        std::string key(reinterpret_cast<const char*>(perm.data()), perm.size() * sizeof(std::uint32_t));
        auto [it, added] = seen.emplace(std::move(key), static_cast<std::uint32_t>(c.perms.size()));
        if (added) c.perms.push_back(std::move(perm));
        sk.holo[p * k + a] = it->second;
      }
  }
}

void holonomy_permutations(Skeleton& sk, Budget& budget) {
  for (std::uint32_t ci = 0; ci < sk.classes.size(); ++ci) {
    budget.check("holonomy groups");
    class_permutations(sk, ci);
  }
}

// Enumerated one generator at a time (a generator already inside is skipped, so redundant
// generators cost one look-up each). The element cap is the largest order whose table (elements,
// index, growth: perm_group_bytes) fits in `byte_limit`, so the limit holds before the memory is
// taken.
PermGroup enumerate_group(const std::vector<Perm>& gens, std::size_t degree, std::size_t limit, std::size_t byte_limit,
                          std::string* what) {
  const std::size_t per_element = perm_group_bytes(1024, degree) / 1024 + 1;
  const std::size_t fit = std::max<std::size_t>(1, byte_limit / per_element);
  const std::size_t cap = std::min(limit, fit);
  PermGroup g = PermGroup::closure({}, degree, cap);
  try {
    for (const auto& gen : gens) {
      if (perm_is_identity(gen)) continue;
      Perm p(degree);
      std::iota(p.begin(), p.end(), 0u);
      std::copy(gen.begin(), gen.end(), p.begin());
      if (!g.contains(p)) g.add_generator(p, cap);
    }
  } catch (const Error&) {
    if (what)
      *what = cap < limit ? "a holonomy group acting on " + std::to_string(degree) + " tiles has more than " +
                                std::to_string(cap) + " elements, which would take more than " + byte_text(byte_limit) +
                                " to enumerate, over group_byte_limit"
                          : "a holonomy group has more than " + std::to_string(limit) +
                                " elements, over group_limit = " + std::to_string(limit);
    throw;
  }
  return g;
}

std::size_t generated_order(const std::vector<Perm>& gens, std::size_t degree, std::size_t limit,
                            std::size_t byte_limit) {
  try {
    return enumerate_group(gens, degree, limit, byte_limit, nullptr).size();
  } catch (const Error&) {
    return 0;
  }
}

}  // namespace lrnnc::automata::holonomy_detail
