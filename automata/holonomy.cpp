// The holonomy decomposition (see holonomy.hpp). Our own code, after the description of
// Egri-Nagy and Nehaniv (arXiv 1508.06345); no SgpDec code.
//
// Why the coordinates below are a cascade (each level's new coordinate depends only on the letter,
// the upper old coordinates and its own old coordinate, as a permutation or a constant):
// a state is the chain X = B_0 > B_1 > ... > {x}, each B_{i+1} a tile of B_i, written at the
// level of B_i's height as the label of B_{i+1} among the tiles of B_i (labels taken through the
// translation rep -> B_i, which maps the representative's tiles onto B_i's). Reading a letter a,
// we build the new chain top-down keeping B.a <= B' (B the old and B' the new chain element at the
// current level; both are functions of the upper old coordinates). At the level of height h, with
// B' of height h and B of height h:
//  - B.a = B' and B ~ B': a maps B's tiles bijectively onto B''s (proof: some power of the
//    permutation a·(B'->B) of B is the identity, so a proper member of I strictly between T.a and
//    B' would pull back to one strictly between T and B): a holonomy permutation;
//  - B.a = B' and B, B' in different classes: only possible for a glued step (a step that is not
//    glued puts B' strictly lower), whose labels were matched so that tile i of B goes into tile
//    i of B' (or into tile perm[i], perm in the block's group): the identity or that permutation;
//  - B.a a proper subset of B': the new tile is the first tile of B' containing B.a: a constant.
// Where B' has height h and B does not (the old chain skipped the level), B.a is again a proper
// subset of B' (a constant). Levels the new chain skips get the constant 0. The exact check of W
// (verify_emulation) backs all of this up on every decomposition.
#include "automata/holonomy.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>
#include <numeric>
#include <string>
#include <unordered_map>

#include "automata/permutation-group.hpp"
#include "automata/scc.hpp"
#include "common/error.hpp"

namespace lrnnc::automata {
namespace {

using Clock = std::chrono::steady_clock;
constexpr std::uint32_t kNone = 0xFFFFFFFFu;
constexpr std::uint64_t kConstBit = std::uint64_t{1} << 63;
constexpr std::uint64_t kIdentityDesc = kConstBit - 1;  // the identity permutation of a level

std::string fmt_seconds(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3g", s);
  return buf;
}

struct Budget {
  Clock::time_point start = Clock::now();
  double limit = 0;
  std::size_t tick = 0;
  double seconds() const { return std::chrono::duration<double>(Clock::now() - start).count(); }
  void check(const char* stage) {
    if ((++tick & 255) != 0) return;
    const double s = seconds();
    if (s > limit)
      throw Error("holonomy decomposition: ran " + fmt_seconds(s) + " s, over seconds_limit = " +
                  fmt_seconds(limit) + " (stage: " + stage + ")");
  }
};

[[noreturn]] void internal(const std::string& what) {
  throw std::logic_error("holonomy decomposition: internal inconsistency: " + what);
}

// The skeleton: the image set I with the letters' action, its subduction classes, heights,
// translations, tiles and holonomy permutations.
struct Skeleton {
  std::size_t n = 0, k = 0, words = 0;
  detail::FlatTable<std::uint64_t> sets;
  std::vector<std::uint32_t> next;  // next[m * k + a] = member of m.a
  std::vector<std::uint32_t> size;  // |m|
  std::vector<std::uint32_t> cls;   // class of m

  struct Class {
    std::vector<std::uint32_t> members;  // ascending; members[0] is the representative
    std::uint32_t height = 0;
    std::vector<std::uint32_t> tiles;    // the representative's tiles (members)
    std::vector<Perm> perms;             // distinct holonomy permutations of the tiles
  };
  std::vector<Class> classes;
  // Blocks: classes sharing one range of coordinates (labels) at their height (see build_skeleton).
  struct Block {
    std::vector<std::uint32_t> classes;  // ascending
    std::uint32_t size = 0;              // labels: the most tiles of its classes
    std::uint32_t offset = 0;            // first global coordinate (see to_cascade)
  };
  std::vector<Block> blocks;
  std::vector<std::uint32_t> block;  // class -> block (kNone for singletons)
  std::uint32_t subduction_height = 0;  // X's height with every class step costing a level
  // Glued steps between classes that act by a permutation: member * k + letter -> index in the
  // target class's perms (absent: the identity).
  std::unordered_map<std::uint64_t, std::uint32_t> cross;
  std::vector<std::uint32_t> position;  // scratch for class_permutations (kNone between uses)
  std::vector<std::vector<State>> from_rep;          // m: image of rep's j-th point (non-singletons)
  std::vector<std::vector<std::uint32_t>> tiles_of;  // m: rep tile i translated into m
  std::vector<std::uint32_t> holo;                   // holo[m * k + a]: perm index in class, or kNone

  const std::uint64_t* bits(std::uint32_t m) const { return sets.at(m); }
  bool subset(std::uint32_t a, std::uint32_t b) const {  // a within b
    const std::uint64_t *x = bits(a), *y = bits(b);
    for (std::size_t w = 0; w < words; ++w)
      if (x[w] & ~y[w]) return false;
    return true;
  }
  template <class F>
  void for_points(std::uint32_t m, F&& f) const {
    const std::uint64_t* b = bits(m);
    for (std::size_t w = 0; w < words; ++w)
      for (std::uint64_t v = b[w]; v; v &= v - 1) f(static_cast<State>(w * 64 + std::countr_zero(v)));
  }
  std::vector<State> points(std::uint32_t m) const {
    std::vector<State> p;
    for_points(m, [&](State x) { p.push_back(x); });
    return p;
  }
  State first_point(std::uint32_t m) const {
    State r = kNoState;
    for_points(m, [&](State x) { r = std::min(r, x); });
    return r;
  }
};

void build_image_set(const Dfa& dfa, const DecomposeOptions& options, Budget& budget, Skeleton& sk) {
  const std::size_t n = sk.n, k = sk.k, W = sk.words;
  sk.sets = detail::FlatTable<std::uint64_t>(W);
  std::vector<std::uint64_t> buf(W), cur(W);
  auto add = [&](const std::vector<std::uint64_t>& set) {
    auto r = sk.sets.insert(set.data());
    if (sk.sets.size() > options.image_set_limit)
      throw Error("holonomy decomposition: the image set reached " + std::to_string(sk.sets.size()) +
                  " members, over image_set_limit = " + std::to_string(options.image_set_limit));
    return r.first;
  };
  std::fill(buf.begin(), buf.end(), 0);
  for (std::size_t x = 0; x < n; ++x) buf[x / 64] |= std::uint64_t{1} << (x % 64);
  add(buf);  // X is member 0
  for (std::size_t x = 0; x < n; ++x) {
    std::fill(buf.begin(), buf.end(), 0);
    buf[x / 64] |= std::uint64_t{1} << (x % 64);
    add(buf);
  }
  for (std::uint32_t m = 0; m < sk.sets.size(); ++m) {
    budget.check("image set");
    std::copy(sk.sets.at(m), sk.sets.at(m) + W, cur.begin());
    for (Letter a = 0; a < k; ++a) {
      std::fill(buf.begin(), buf.end(), 0);
      for (std::size_t w = 0; w < W; ++w)
        for (std::uint64_t v = cur[w]; v; v &= v - 1) {
          const State y = dfa.next(static_cast<State>(w * 64 + std::countr_zero(v)), a);
          buf[y / 64] |= std::uint64_t{1} << (y % 64);
        }
      sk.next.push_back(add(buf));
    }
  }
  sk.size.resize(sk.sets.size());
  for (std::uint32_t m = 0; m < sk.sets.size(); ++m) {
    std::uint32_t c = 0;
    for (std::size_t w = 0; w < W; ++w) c += static_cast<std::uint32_t>(std::popcount(sk.bits(m)[w]));
    sk.size[m] = c;
  }
}

std::string set_name(const Skeleton& sk, std::uint32_t m) {
  std::string s = "{";
  bool first = true;
  sk.for_points(m, [&](State x) {
    if (!first) s += ",";
    first = false;
    s += std::to_string(x);
  });
  return s + "}";
}

// The holonomy permutations of class `ci` in its current labels: for each internal step p -> p.a,
// the permutation i -> j of the tiles with tiles_of[p][i].a = tiles_of[p.a][j] (distinct ones kept).
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

// Enumerating a group stores every element as a permutation of its degree: at most this many bytes.
constexpr std::size_t kGroupBytes = std::size_t{1} << 28;

// The group generated by `gens` (permutations of at most `degree` points, padded with fixed
// points), enumerated one generator at a time (a generator already inside is skipped, so
// redundant generators cost one look-up each). Throws lrnnc::Error when it gets more than `limit`
// elements or would need more than kGroupBytes; `what` says which.
PermGroup enumerate_group(const std::vector<Perm>& gens, std::size_t degree, std::size_t limit, std::string* what) {
  const std::size_t fit = std::max<std::size_t>(1, kGroupBytes / (sizeof(std::uint32_t) * std::max<std::size_t>(degree, 1)));
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
                                std::to_string(cap) + " elements, which would take more than 256 MiB to enumerate"
                          : "a holonomy group has more than " + std::to_string(limit) +
                                " elements, over group_limit = " + std::to_string(limit);
    throw;
  }
  return g;
}

// The order of the group generated by `gens` (as enumerate_group), or 0 when it exceeds `limit`.
std::size_t generated_order(const std::vector<Perm>& gens, std::size_t degree, std::size_t limit) {
  try {
    return enumerate_group(gens, degree, limit, nullptr).size();
  } catch (const Error&) {
    return 0;
  }
}

// A one-to-one choice match[i] in options[i] for every i (Kuhn's augmenting paths over `right`
// candidates); false when none exists.
bool kuhn_matching(const std::vector<std::vector<std::uint32_t>>& options, std::size_t right,
                   std::vector<std::uint32_t>& match) {
  match.assign(options.size(), kNone);
  if (options.size() > right) return false;
  std::vector<std::uint32_t> owner(right, kNone);
  std::vector<char> seen;
  std::function<bool(std::uint32_t)> augment = [&](std::uint32_t i) {
    for (std::uint32_t j : options[i]) {
      if (seen[j]) continue;
      seen[j] = 1;
      if (owner[j] == kNone || augment(owner[j])) {
        owner[j] = i;
        match[i] = j;
        return true;
      }
    }
    return false;
  };
  for (std::uint32_t i = 0; i < options.size(); ++i) {
    seen.assign(right, 0);
    if (!augment(i)) return false;
  }
  return true;
}

void build_skeleton(const Dfa& dfa, const DecomposeOptions& options, Budget& budget, Skeleton& sk) {
  const std::size_t k = sk.k;
  const std::size_t N = sk.sets.size();
  // Classes: the components of the orbit graph, numbered so that a step between two classes
  // goes to a smaller id (the order the heights below rely on).
  Components orbit = strongly_connected_components(N, k, sk.next);
  const std::uint32_t ncomp = orbit.count;
  sk.cls = std::move(orbit.component);
  sk.classes.assign(ncomp, {});
  for (std::uint32_t m = 0; m < N; ++m) sk.classes[sk.cls[m]].members.push_back(m);

  // Translations rep -> member: breadth first inside the class.
  sk.from_rep.assign(N, {});
  for (auto& c : sk.classes) {
    const std::uint32_t rep = c.members[0];
    if (sk.size[rep] == 1) continue;
    sk.from_rep[rep] = sk.points(rep);
    std::vector<std::uint32_t> queue{rep};
    for (std::size_t q = 0; q < queue.size(); ++q) {
      const std::uint32_t p = queue[q];
      for (Letter a = 0; a < k; ++a) {
        const std::uint32_t r = sk.next[p * k + a];
        if (sk.cls[r] != sk.cls[p] || !sk.from_rep[r].empty()) continue;
        auto& img = sk.from_rep[r];
        for (State x : sk.from_rep[p]) img.push_back(dfa.next(x, a));
        queue.push_back(r);
      }
    }
    if (queue.size() != c.members.size()) internal("class not strongly connected");
  }

  // Tiles of each representative: the maximal members strictly inside it (candidates by
  // decreasing size; one is maximal iff no kept tile contains it).
  std::vector<std::uint32_t> by_size(N);
  std::iota(by_size.begin(), by_size.end(), 0u);
  std::stable_sort(by_size.begin(), by_size.end(),
                   [&](std::uint32_t a, std::uint32_t b) { return sk.size[a] > sk.size[b]; });
  // A candidate with a point outside the union of the kept tiles is a new tile at once; a
  // singleton inside the union is inside a tile (this keeps n singleton tiles linear).
  std::vector<std::uint64_t> covered(sk.words);
  for (auto& c : sk.classes) {
    const std::uint32_t rep = c.members[0];
    if (sk.size[rep] == 1) continue;
    budget.check("tiles");
    std::fill(covered.begin(), covered.end(), 0);
    for (std::uint32_t b : by_size) {
      budget.check("tiles");
      if (sk.size[b] >= sk.size[rep] || !sk.subset(b, rep)) continue;
      const std::uint64_t* bb = sk.bits(b);
      bool new_point = false;
      for (std::size_t w = 0; w < sk.words && !new_point; ++w) new_point = (bb[w] & ~covered[w]) != 0;
      bool inside = !new_point && sk.size[b] == 1;
      if (!new_point && !inside)
        for (std::uint32_t t : c.tiles)
          if (sk.subset(b, t)) {
            inside = true;
            break;
          }
      if (inside) continue;
      c.tiles.push_back(b);
      for (std::size_t w = 0; w < sk.words; ++w) covered[w] |= bb[w];
    }
  }

  // Tiles of every member: the representative's tiles in the class's label order, translated.
  sk.tiles_of.assign(N, {});
  std::vector<std::uint32_t> pos(sk.n, kNone);
  std::vector<std::uint64_t> buf(sk.words);
  auto translate = [&](std::uint32_t ci) {
    auto& c = sk.classes[ci];
    const std::uint32_t rep = c.members[0];
    const auto rep_points = sk.points(rep);
    for (std::uint32_t j = 0; j < rep_points.size(); ++j) pos[rep_points[j]] = j;
    std::vector<std::vector<std::uint32_t>> tile_pos;
    for (std::uint32_t t : c.tiles) {
      std::vector<std::uint32_t> tp;
      sk.for_points(t, [&](State x) { tp.push_back(pos[x]); });
      tile_pos.push_back(std::move(tp));
    }
    for (std::uint32_t p : c.members) {
      auto& to = sk.tiles_of[p];
      to.clear();
      for (const auto& tp : tile_pos) {
        std::fill(buf.begin(), buf.end(), 0);
        for (std::uint32_t j : tp) {
          const State y = sk.from_rep[p][j];
          buf[y / 64] |= std::uint64_t{1} << (y % 64);
        }
        const std::uint32_t m = sk.sets.find(buf.data());
        if (m == detail::FlatTable<std::uint64_t>::kAbsent) internal("translated tile not in the image set");
        to.push_back(m);
      }
    }
  };
  auto nontrivial = [&](std::uint32_t ci) {  // labelling-independent
    for (const auto& p : sk.classes[ci].perms)
      if (!perm_is_identity(p)) return true;
    return false;
  };
  for (std::uint32_t ci = 0; ci < ncomp; ++ci)
    if (sk.size[sk.classes[ci].members[0]] > 1) {
      budget.check("translations");
      translate(ci);
    }
  holonomy_permutations(sk, budget);

  // Letter steps between classes, grouped by (class, target class). A step p -> q = p.a into
  // another class is "glueable" when the tiles of p can be sent one-to-one to tiles of q that
  // contain their images (tile T to a tile U of q with T.a within U; a matching). Then the target
  // class may sit at the same height, its labels fixed from the source's so that label i of p
  // goes to label i of q: where the chain element B at a level becomes B' = B.a of another class
  // at that height, the level acts by the identity (x in tile i of B gives x.a in tile i of B').
  // Every other step costs a level.
  struct Step {
    std::uint32_t to = 0;
    std::vector<std::pair<std::uint32_t, Letter>> pairs;  // (member, letter)
    bool glue = true;
  };
  // Whether p's tiles go one-to-one into tiles of q = p.a containing their images (then
  // match[i] = the index in tiles_of[q] given to tiles_of[p][i]). Labelling-independent.
  std::vector<std::uint32_t> match;
  auto match_tiles = [&](std::uint32_t p, Letter a) -> bool {
    const std::uint32_t q = sk.next[p * k + a];
    const auto &from = sk.tiles_of[p], &to = sk.tiles_of[q];
    std::vector<std::vector<std::uint32_t>> options(from.size());
    for (std::size_t i = 0; i < from.size(); ++i) {
      const std::uint32_t img = sk.next[from[i] * k + a];
      if (sk.size[img] >= sk.size[q]) return false;
      for (std::uint32_t j = 0; j < to.size(); ++j)
        if (to[j] == img) {  // a tile image: the only choice
          options[i] = {j};
          break;
        }
      if (options[i].empty()) {  // label i first, where it fits: identities where possible
        if (i < to.size() && sk.subset(img, to[i])) options[i].push_back(static_cast<std::uint32_t>(i));
        for (std::uint32_t j = 0; j < to.size(); ++j)
          if (j != i && sk.subset(img, to[j])) options[i].push_back(j);
      }
    }
    return kuhn_matching(options, to.size(), match);
  };
  std::vector<std::vector<Step>> steps(ncomp);
  {
    std::unordered_map<std::uint32_t, std::uint32_t> where;
    for (std::uint32_t ci = 0; ci < ncomp; ++ci) {
      const auto& c = sk.classes[ci];
      if (sk.size[c.members[0]] == 1) continue;
      budget.check("class steps");
      where.clear();
      for (std::uint32_t p : c.members)
        for (Letter a = 0; a < k; ++a) {
          const std::uint32_t q = sk.next[p * k + a], d = sk.cls[q];
          if (d == ci) continue;
          auto [it, added] = where.emplace(d, static_cast<std::uint32_t>(steps[ci].size()));
          if (added) steps[ci].push_back({d, {}, sk.size[q] > 1});
          Step& s = steps[ci][it->second];
          s.pairs.push_back({p, a});
          if (s.glue && !match_tiles(p, a)) s.glue = false;
        }
    }
  }

  // The subduction height of X (every step costing a level): the number of levels of the
  // standard holonomy decomposition (Eilenberg; SgpDec), reported for comparison.
  std::vector<std::uint32_t> order(ncomp);
  std::iota(order.begin(), order.end(), 0u);
  std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    const auto sa = sk.size[sk.classes[a].members[0]], sb = sk.size[sk.classes[b].members[0]];
    return sa != sb ? sa < sb : a < b;
  });
  {
    std::vector<std::uint32_t> h(ncomp, 0);
    for (std::uint32_t ci : order) {
      if (sk.size[sk.classes[ci].members[0]] == 1) continue;
      for (std::uint32_t t : sk.classes[ci].tiles) h[ci] = std::max(h[ci], h[sk.cls[t]] + 1);
      for (const Step& s : steps[ci]) h[ci] = std::max(h[ci], h[s.to] + 1);
    }
    sk.subduction_height = h[sk.cls[0]];
  }

  // Heights and label blocks. Heights: singletons 0; otherwise the largest of 1 + a tile's height,
  // 1 + the height of a class a non-glued step leads to, the height of a class a glued step leads
  // to. Classes are taken by increasing size, then component id (a topological order: tiles are
  // smaller, steps go to smaller ids). Then, top-down, each glued step between classes of equal
  // height fixes the target's labels from the source's and joins their blocks (classes sharing
  // one range of coordinates). A glued step that cannot act label to label acts by a permutation
  // (below); one that fits neither way, or whose block's group would outgrow the largest holonomy
  // group of its classes (a larger generated group need not divide the monoid), is un-glued and
  // everything is recomputed; each round un-glues at least one step, so the rounds end.
  std::vector<std::vector<std::uint32_t>> default_tiles(ncomp);
  for (std::uint32_t ci = 0; ci < ncomp; ++ci) default_tiles[ci] = sk.classes[ci].tiles;
  std::vector<char> relabelled(ncomp, 0);
  std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> incoming(ncomp);  // (class, step)
  for (std::uint32_t ci = 0; ci < ncomp; ++ci)
    for (std::uint32_t si = 0; si < steps[ci].size(); ++si) incoming[steps[ci][si].to].push_back({ci, si});
  std::vector<std::uint32_t> parent(ncomp);
  // Per block root: the generators of its classes' groups (in block labels), their degree, the order.
  std::vector<std::vector<Perm>> block_gens(ncomp);
  std::vector<std::size_t> block_degree(ncomp), block_order(ncomp);
  const std::size_t kGroupLimit = options.group_limit;
  // Group orders recur from round to round (the same merges are tried again): memoized by the
  // generators, the degree and the bound.
  std::unordered_map<std::string, std::size_t> order_memo;
  auto order_of = [&](std::vector<Perm> gens, std::size_t degree, std::size_t bound) {
    std::sort(gens.begin(), gens.end());
    gens.erase(std::unique(gens.begin(), gens.end()), gens.end());
    std::string key = std::to_string(degree) + ":" + std::to_string(bound) + ":";
    for (const auto& g : gens) {
      key.append(reinterpret_cast<const char*>(g.data()), g.size() * sizeof(std::uint32_t));
      key += '|';
    }
    if (auto it = order_memo.find(key); it != order_memo.end()) return it->second;
    const std::size_t order = generated_order(gens, degree, bound);
    order_memo.emplace(std::move(key), order);
    return order;
  };
  auto find = [&](std::uint32_t x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  };
  std::unordered_map<std::uint64_t, Perm> cross_perms;  // glued steps acting by a permutation
  for (bool settled = false; !settled;) {
    budget.check("heights");
    cross_perms.clear();
    for (std::uint32_t ci : order) {
      auto& c = sk.classes[ci];
      if (sk.size[c.members[0]] == 1) continue;
      std::uint32_t h = 0;
      for (std::uint32_t t : c.tiles) h = std::max(h, sk.classes[sk.cls[t]].height + 1);
      for (const Step& s : steps[ci]) h = std::max(h, sk.classes[s.to].height + (s.glue ? 0u : 1u));
      c.height = h;
    }
    for (std::uint32_t ci = 0; ci < ncomp; ++ci)
      if (relabelled[ci]) {
        sk.classes[ci].tiles = default_tiles[ci];
        translate(ci);
        relabelled[ci] = 0;
      }
    std::iota(parent.begin(), parent.end(), 0u);
    for (std::uint32_t ci = 0; ci < ncomp; ++ci) {
      block_gens[ci].clear();
      block_degree[ci] = sk.classes[ci].tiles.size();
      block_order[ci] = 1;  // filled in lazily (class_group) for non-trivial classes
    }
    auto class_group = [&](std::uint32_t ci) {  // root ci, still alone in its block
      if (!nontrivial(ci) || !block_gens[ci].empty()) return;
      block_gens[ci] = sk.classes[ci].perms;
      block_order[ci] = order_of(block_gens[ci], block_degree[ci], kGroupLimit);
    };
    settled = true;
    for (auto it = order.rbegin(); it != order.rend() && settled; ++it) {
      const std::uint32_t di = *it;
      auto& d = sk.classes[di];
      std::vector<std::pair<std::uint32_t, Step*>> in;  // glued steps from classes at its height
      for (const auto& [ci, si] : incoming[di]) {
        Step& s = steps[ci][si];
        if (s.glue && sk.classes[ci].height == d.height) in.push_back({ci, &s});
      }
      if (in.empty()) continue;
      // Labels of d: label i goes to a tile of d containing the image of every source's tile i,
      // one-to-one (a matching over all the glued steps into d at once). Steps are taken in turn;
      // one that leaves no matching is un-glued (all such in one round).
      auto matchable = [&](const std::vector<std::pair<std::uint32_t, Step*>>& with) {
        std::size_t labels = 0;
        for (const auto& [ci, s] : with) labels = std::max(labels, sk.classes[ci].tiles.size());
        std::vector<std::vector<std::uint32_t>> options(labels);
        for (std::uint32_t i = 0; i < labels; ++i)
          for (std::uint32_t j = 0; j < d.tiles.size(); ++j) {
            bool ok = true;
            for (const auto& [ci, s] : with)
              for (const auto& [p, a] : s->pairs) {
                if (i >= sk.tiles_of[p].size()) break;
                const std::uint32_t q = sk.next[p * k + a];
                if (!sk.subset(sk.next[sk.tiles_of[p][i] * k + a], sk.tiles_of[q][j])) {
                  ok = false;
                  break;
                }
              }
            if (ok) options[i].push_back(j);
          }
        return kuhn_matching(options, d.tiles.size(), match);
      };
      // Steps that no longer match label to label may still glue with a permutation: tile i of p
      // goes to tile match[i] of q (a one-to-one choice); the block's group must stay one of its
      // classes' holonomy groups with these permutations added (below), so an aperiodic block
      // only ever takes identities.
      std::vector<std::pair<std::uint32_t, Step*>> kept, permuting;
      for (const auto& step : in) {
        kept.push_back(step);
        if (matchable(kept)) continue;
        kept.pop_back();
        if (sk.classes[step.first].tiles.size() <= d.tiles.size()) {
          permuting.push_back(step);
          continue;
        }
        step.second->glue = false;
        settled = false;
      }
      if (!settled) break;
      matchable(kept);
      Step* drop = nullptr;
      std::vector<std::pair<std::uint64_t, Perm>> crossing;  // (p * k + a, permutation)
      {
        std::vector<std::uint32_t> tiles;
        std::vector<char> taken(d.tiles.size(), 0);
        for (std::uint32_t j : match) {
          tiles.push_back(d.tiles[j]);
          taken[j] = 1;
        }
        for (std::size_t j = 0; j < d.tiles.size(); ++j)
          if (!taken[j]) tiles.push_back(d.tiles[j]);
        d.tiles = std::move(tiles);
        translate(di);
        class_permutations(sk, di);
        relabelled[di] = 1;
        // Joining blocks with groups: only if the generated group is no larger than the larger
        // of the two (so it is that group, a holonomy group, which divides the monoid).
        for (const auto& [ci, s] : in) {
          std::vector<Perm> cross;
          if (std::find(permuting.begin(), permuting.end(), std::pair<std::uint32_t, Step*>{ci, s}) != permuting.end())
            for (const auto& [p, a] : s->pairs) {
              if (!match_tiles(p, a)) internal("a glued step lost its matching");
              // Labels beyond p's tiles go, in order, to the labels the matching left free.
              Perm perm(d.tiles.size());
              std::vector<char> used(d.tiles.size(), 0);
              for (std::size_t i = 0; i < match.size(); ++i) used[perm[i] = match[i]] = 1;
              for (std::size_t i = match.size(), j = 0; i < perm.size(); ++i, ++j) {
                while (used[j]) ++j;
                perm[i] = static_cast<std::uint32_t>(j);
              }
              if (perm_is_identity(perm)) continue;
              crossing.push_back({std::uint64_t{p} * k + a, perm});
              cross.push_back(std::move(perm));
            }
          const std::uint32_t rb = find(ci), rd = find(di);
          if (rb == rd && cross.empty()) continue;
          if (rb == ci) class_group(ci);
          if (rd == di) class_group(di);
          std::vector<Perm> gens = block_gens[rb];
          if (rb != rd) gens.insert(gens.end(), block_gens[rd].begin(), block_gens[rd].end());
          gens.insert(gens.end(), cross.begin(), cross.end());
          const bool both = rb != rd && !block_gens[rb].empty() && !block_gens[rd].empty();
          if (both || !cross.empty()) {
            const std::size_t degree = std::max(block_degree[rb], block_degree[rd]);
            const std::size_t bound = std::max(block_order[rb], block_order[rd]);
            if (bound == 0 || order_of(gens, degree, bound) == 0) {
              drop = s;
              break;
            }
          }
          parent[rd] = rb;
          block_gens[rb] = std::move(gens);
          block_degree[rb] = std::max(block_degree[rb], block_degree[rd]);
          block_order[rb] = std::max(block_order[rb], block_order[rd]);
        }
      }
      for (auto& [key, perm] : crossing) cross_perms.emplace(key, std::move(perm));
      if (drop) {
        drop->glue = false;
        settled = false;
      }
    }
  }
  holonomy_permutations(sk, budget);  // in the final labels
  // The glued steps' permutations join their target class's permutations (the block's group
  // already contains them).
  for (auto& [key, perm] : cross_perms) {
    const std::uint32_t q = sk.next[(key / k) * k + key % k];
    auto& perms = sk.classes[sk.cls[q]].perms;
    auto it = std::find(perms.begin(), perms.end(), perm);
    if (it == perms.end()) it = perms.insert(perms.end(), std::move(perm));
    sk.cross[key] = static_cast<std::uint32_t>(it - perms.begin());
  }
  sk.block.assign(ncomp, kNone);
  for (std::uint32_t ci = 0; ci < ncomp; ++ci) {
    if (sk.size[sk.classes[ci].members[0]] == 1) continue;
    const std::uint32_t r = find(ci);
    if (sk.block[r] == kNone) {
      sk.block[r] = static_cast<std::uint32_t>(sk.blocks.size());
      sk.blocks.push_back({});
    }
    sk.block[ci] = sk.block[r];
  }
  for (std::uint32_t ci = 0; ci < ncomp; ++ci) {
    if (sk.block[ci] == kNone) continue;
    auto& b = sk.blocks[sk.block[ci]];
    b.classes.push_back(ci);
    b.size = std::max<std::uint32_t>(b.size, static_cast<std::uint32_t>(sk.classes[ci].tiles.size()));
  }
}


// Each component's own dependencies: the upper levels (among its level's depends_on) that its
// next coordinate needs, given the letter and its old coordinate, over the reachable transitions
// that land in the component (greedy: drop a level, top first, while the rest still determine it).
void component_dependencies(Cascade& cascade, Budget& budget) {
  const std::size_t k = cascade.num_letters(), T = cascade.tuples.size();
  for (std::size_t l = 0; l < cascade.levels.size(); ++l) {
    auto& level = cascade.levels[l];
    budget.check("component dependencies");
    std::vector<std::size_t> starts;
    for (const auto& comp : level.components) starts.push_back(comp.offset);
    std::vector<std::vector<std::uint32_t>> bucket(level.components.size());  // t * k + a
    for (std::uint32_t t = 0; t < T; ++t)
      for (std::uint32_t a = 0; a < k; ++a) {
        const std::uint32_t c = cascade.tuples[cascade.next[t * k + a]][l];
        const auto K = static_cast<std::size_t>(std::upper_bound(starts.begin(), starts.end(), c) - starts.begin()) - 1;
        bucket[K].push_back(t * static_cast<std::uint32_t>(k) + a);
      }
    for (std::size_t K = 0; K < level.components.size(); ++K) {
      auto determined = [&](const std::vector<std::uint32_t>& deps) {
        detail::FlatTable<std::uint32_t> seen(deps.size() + 2);
        std::vector<std::uint32_t> key(deps.size() + 2), value;
        for (std::uint32_t e : bucket[K]) {
          budget.check("component dependencies");
          const auto& old = cascade.tuples[e / k];
          key[0] = e % k;
          key[1] = old[l];
          for (std::size_t i = 0; i < deps.size(); ++i) key[2 + i] = old[deps[i]];
          const std::uint32_t now = cascade.tuples[cascade.next[e]][l];
          auto [id, added] = seen.insert(key.data());
          if (added)
            value.push_back(now);
          else if (value[id] != now)
            return false;
        }
        return true;
      };
      std::vector<std::uint32_t> deps = level.depends_on;
      for (std::uint32_t j : level.depends_on) {
        std::vector<std::uint32_t> trial;
        for (std::uint32_t d : deps)
          if (d != j) trial.push_back(d);
        if (determined(trial)) deps = std::move(trial);
      }
      level.components[K].depends_on = std::move(deps);
    }
  }
}

}  // namespace

Cascade to_cascade(const Dfa& dfa, const DecomposeOptions& options) {
  Budget budget;
  budget.limit = options.seconds_limit;
  auto progress = [&](const std::string& msg) {
    if (options.progress) options.progress(msg);
  };
  Skeleton sk;
  sk.n = dfa.num_states();
  sk.k = dfa.num_letters();
  sk.words = (sk.n + 63) / 64;
  const std::size_t k = sk.k;
  build_image_set(dfa, options, budget, sk);
  progress("image set: " + std::to_string(sk.sets.size()) + " members");
  build_skeleton(dfa, options, budget, sk);
  progress("skeleton: " + std::to_string(sk.classes.size()) + " classes");

  const std::uint32_t X = 0;
  const std::uint32_t H = sk.classes[sk.cls[X]].height;  // number of levels before pruning
  std::uint32_t total = 0;
  for (auto& b : sk.blocks) {
    b.offset = total;
    total += b.size;
  }
  auto offset_of = [&](std::uint32_t ci) { return sk.blocks[sk.block[ci]].offset; };
  auto height_of = [&](std::uint32_t m) { return sk.classes[sk.cls[m]].height; };

  // The first tile of `big` that contains member `s` (cached).
  std::unordered_map<std::uint64_t, std::uint32_t> containing;
  auto containing_tile = [&](std::uint32_t big, std::uint32_t s) {
    const std::uint64_t key = (std::uint64_t{big} << 32) | s;
    if (auto it = containing.find(key); it != containing.end()) return it->second;
    const auto& tiles = sk.tiles_of[big];
    for (std::uint32_t i = 0; i < tiles.size(); ++i)
      if (sk.subset(s, tiles[i])) {
        containing.emplace(key, i);
        return i;
      }
    internal("an image lies in no tile of the new chain element");
  };

  // Per level: the actions seen, keyed by (letter, upper coordinates), as descriptors:
  // kConstBit | target, kIdentityDesc, or (class << 32 | perm index). The upper coordinates are
  // named by a prefix id: prefixes[l] numbers the distinct (prefix id of levels < l, coordinate
  // at l), so a key is two words whatever the depth (prefix id 0 below level 0 is the empty one).
  std::vector<detail::FlatTable<std::uint32_t>> keys, prefixes;
  std::vector<std::vector<std::uint64_t>> descs(H);
  for (std::uint32_t l = 0; l < H; ++l) {
    keys.emplace_back(2);
    prefixes.emplace_back(2);
  }
  std::vector<std::uint32_t> pid(H + 1, 0);

  // One step of the cascade on a reachable tuple; returns the member {x.a} at the bottom. With
  // `record`, pid holds the prefix ids of `old`.
  auto step = [&](const std::uint32_t* old, Letter a, std::uint32_t* out, bool record) {
    std::uint32_t B = X, Bp = X;
    for (std::uint32_t l = 0; l < H; ++l) {
      const std::uint32_t h = H - l;
      const bool old_here = height_of(B) == h, new_here = height_of(Bp) == h;
      const std::uint32_t Ba = sk.next[B * k + a];
      std::uint32_t nc = kNone, nl = 0;
      std::uint64_t desc;
      if (!new_here) {
        desc = kConstBit | kNone;
      } else if (old_here && Ba == Bp && sk.cls[B] != sk.cls[Bp]) {
        // A glued step between two classes of one block: tile i goes into tile i, or into tile
        // perm[i] where the step acts by a permutation of the block's group.
        if (sk.block[sk.cls[B]] != sk.block[sk.cls[Bp]]) internal("a same-height step between blocks");
        nl = old[l] - offset_of(sk.cls[B]);
        desc = kIdentityDesc;
        if (auto it = sk.cross.find(std::uint64_t{B} * k + a); it != sk.cross.end()) {
          const auto& perm = sk.classes[sk.cls[Bp]].perms[it->second];
          nl = perm[nl];
          desc = (std::uint64_t{sk.cls[Bp]} << 32) | it->second;
        }
        nc = offset_of(sk.cls[Bp]) + nl;
      } else if (old_here && Ba == Bp) {
        const std::uint32_t pi = sk.holo[B * k + a];
        if (pi == kNone) internal("a permutation step leaves its class");
        const auto& perm = sk.classes[sk.cls[B]].perms[pi];
        nl = perm[old[l] - offset_of(sk.cls[B])];
        nc = offset_of(sk.cls[B]) + nl;
        desc = perm_is_identity(perm) ? kIdentityDesc : (std::uint64_t{sk.cls[B]} << 32) | pi;
      } else {
        nl = containing_tile(Bp, Ba);
        nc = offset_of(sk.cls[Bp]) + nl;
        desc = kConstBit | nc;
      }
      if (record) {
        const std::uint32_t key[2] = {a, pid[l]};
        auto [id, added] = keys[l].insert(key);
        if (added)
          descs[l].push_back(desc);
        else if (descs[l][id] != desc)
          internal("a level's action depends on more than the letter and the upper coordinates");
      }
      if (old_here) B = sk.tiles_of[B][old[l] - offset_of(sk.cls[B])];
      if (new_here) Bp = sk.tiles_of[Bp][nl];
      out[l] = nc;
    }
    if (sk.size[Bp] != 1 || sk.size[B] != 1 || sk.next[B * k + a] != Bp) internal("chain does not end at x.a");
    return Bp;
  };

  // Start tuple: the chain of the start state, first tile containing it at each level.
  const State x0 = dfa.start();
  std::vector<std::uint32_t> start(H);
  {
    std::uint32_t B = X;
    for (std::uint32_t l = 0; l < H; ++l) {
      if (height_of(B) != H - l) {
        start[l] = kNone;
        continue;
      }
      const auto& tiles = sk.tiles_of[B];
      std::uint32_t i = 0;
      while (!((sk.bits(tiles[i])[x0 / 64] >> (x0 % 64)) & 1)) ++i;
      start[l] = offset_of(sk.cls[B]) + i;
      B = tiles[i];
    }
  }

  // Breadth-first search over the reachable tuples.
  detail::FlatTable<std::uint32_t> table(std::max<std::uint32_t>(H, 1));
  std::vector<std::uint32_t> tstate, tnext, cur(std::max<std::uint32_t>(H, 1)), nxt(cur.size());
  if (H == 0) {
    cur[0] = 0;
    table.insert(cur.data());
    tstate.push_back(x0);
    for (Letter a = 0; a < k; ++a) tnext.push_back(0);
  } else {
    table.insert(start.data());
    tstate.push_back(x0);
    for (std::uint32_t t = 0; t < table.size(); ++t) {
      budget.check("reachable tuples");
      std::copy(table.at(t), table.at(t) + H, cur.begin());
      for (std::uint32_t l = 0; l < H; ++l) {
        const std::uint32_t row[2] = {pid[l], cur[l]};
        pid[l + 1] = prefixes[l].insert(row).first;
      }
      for (Letter a = 0; a < k; ++a) {
        const std::uint32_t bottom = step(cur.data(), a, nxt.data(), true);
        auto [id, added] = table.insert(nxt.data());
        if (added) {
          if (table.size() > options.tuple_limit)
            throw Error("holonomy decomposition: the reachable coordinate tuples reached " +
                        std::to_string(table.size()) + ", over tuple_limit = " +
                        std::to_string(options.tuple_limit));
          tstate.push_back(sk.first_point(bottom));
        }
        tnext.push_back(id);
      }
    }
  }
  progress("reachable tuples: " + std::to_string(table.size()));

  // Keep the levels and blocks that reachable tuples use; renumber coordinates densely.
  const std::size_t T = table.size();
  const std::size_t nblocks = sk.blocks.size();
  std::vector<std::vector<std::uint32_t>> used(H);  // blocks per level, ascending
  std::vector<std::uint32_t> block_of_coord(total);
  for (std::uint32_t b = 0; b < nblocks; ++b)
    for (std::uint32_t i = 0; i < sk.blocks[b].size; ++i) block_of_coord[sk.blocks[b].offset + i] = b;
  std::vector<char> block_used(nblocks, 0);
  for (std::uint32_t l = 0; l < H; ++l) {
    for (std::uint32_t t = 0; t < T; ++t) {
      const std::uint32_t c = table.at(t)[l];
      if (c != kNone) block_used[block_of_coord[c]] = 1;
    }
    for (std::uint32_t b = 0; b < nblocks; ++b)
      if (block_used[b]) {
        used[l].push_back(b);
        block_used[b] = 0;
      }
  }
  std::vector<std::uint32_t> kept, new_index(H, kNone);
  for (std::uint32_t l = 0; l < H; ++l)
    if (!used[l].empty()) {
      new_index[l] = static_cast<std::uint32_t>(kept.size());
      kept.push_back(l);
    }
  std::vector<std::uint32_t> new_offset(nblocks, kNone);
  std::vector<std::size_t> level_states(kept.size(), 0);
  for (std::size_t nl = 0; nl < kept.size(); ++nl)
    for (std::uint32_t b : used[kept[nl]]) {
      new_offset[b] = static_cast<std::uint32_t>(level_states[nl]);
      level_states[nl] += sk.blocks[b].size;
    }
  auto remap = [&](std::uint32_t c) -> std::uint32_t {
    if (c == kNone) return 0;
    const std::uint32_t b = block_of_coord[c];
    if (new_offset[b] == kNone) internal("a coordinate of an unused block");
    return new_offset[b] + (c - sk.blocks[b].offset);
  };
  auto remap_desc = [&](std::uint64_t d) -> std::uint64_t {
    if (d & kConstBit) return d == kIdentityDesc ? d : kConstBit | remap(static_cast<std::uint32_t>(d));
    return d;
  };

  Cascade cascade;
  cascade.alphabet = dfa.alphabet();
  const std::size_t L = kept.size();
  cascade.tuples.reserve(T);
  {
    detail::FlatTable<std::uint32_t> check(std::max<std::size_t>(L, 1));
    std::vector<std::uint32_t> tup(L), probe(std::max<std::size_t>(L, 1), 0);
    for (std::uint32_t t = 0; t < T; ++t) {
      for (std::size_t nl = 0; nl < L; ++nl) tup[nl] = remap(table.at(t)[kept[nl]]);
      if (L) std::copy(tup.begin(), tup.end(), probe.begin());
      check.insert(probe.data());
      cascade.tuples.push_back(tup);
    }
    if (check.size() != T) internal("renumbering merged two tuples");
  }
  cascade.tuple_state = std::move(tstate);
  cascade.next = std::move(tnext);

  // Level actions with their dependencies: drop an upper level from the context whenever the
  // action stays a function of the rest (greedy, top level first).
  for (std::size_t nl = 0; nl < L; ++nl) {
    budget.check("level actions");
    const std::uint32_t l = kept[nl];
    struct Entry {
      Letter letter;
      std::vector<std::uint32_t> ctx;  // coordinates of the kept upper levels
      std::uint64_t desc;
    };
    std::vector<Entry> entries;
    for (std::uint32_t e = 0; e < keys[l].size(); ++e) {
      budget.check("level actions");
      const std::uint32_t* key = keys[l].at(e);
      Entry en{key[0], {}, remap_desc(descs[l][e])};
      for (std::uint32_t u = l, p = key[1]; u-- > 0;) {  // the upper coordinates, bottom up
        const std::uint32_t* row = prefixes[u].at(p);
        if (new_index[u] != kNone) en.ctx.push_back(remap(row[1]));
        p = row[0];
      }
      std::reverse(en.ctx.begin(), en.ctx.end());
      entries.push_back(std::move(en));
    }
    std::vector<std::uint32_t> deps(nl);
    std::iota(deps.begin(), deps.end(), 0u);
    auto consistent = [&](const std::vector<std::uint32_t>& d, std::vector<Entry>* merged) {
      detail::FlatTable<std::uint32_t> seen(d.size() + 1);
      std::vector<std::uint64_t> desc_of;
      std::vector<std::uint32_t> kb(d.size() + 1);
      for (const auto& en : entries) {
        budget.check("level dependencies");
        kb[0] = en.letter;
        for (std::size_t i = 0; i < d.size(); ++i) kb[1 + i] = en.ctx[d[i]];
        auto [id, added] = seen.insert(kb.data());
        if (added) {
          desc_of.push_back(en.desc);
          if (merged) merged->push_back({en.letter, {kb.begin() + 1, kb.end()}, en.desc});
        } else if (desc_of[id] != en.desc) {
          return false;
        }
      }
      return true;
    };
    for (std::uint32_t j = 0; j < nl; ++j) {
      std::vector<std::uint32_t> trial;
      for (std::uint32_t d : deps)
        if (d != j) trial.push_back(d);
      if (consistent(trial, nullptr)) deps = std::move(trial);
    }
    std::vector<Entry> merged;
    consistent(deps, &merged);
    std::sort(merged.begin(), merged.end(), [](const Entry& a, const Entry& b) {
      return a.letter != b.letter ? a.letter < b.letter : a.ctx < b.ctx;
    });

    CascadeLevel level;
    level.states = level_states[nl];
    level.depends_on = deps;
    for (const auto& en : merged) {
      ActionEntry ae;
      ae.letter = en.letter;
      ae.context = en.ctx;
      if (en.desc != kIdentityDesc && (en.desc & kConstBit)) {
        ae.action.kind = LevelAction::Kind::constant;
        ae.action.image = {static_cast<std::uint32_t>(en.desc & 0xFFFFFFFFu)};
      } else {
        ae.action.kind = LevelAction::Kind::permutation;
        ae.action.image.resize(level.states);
        std::iota(ae.action.image.begin(), ae.action.image.end(), 0u);
        if (en.desc != kIdentityDesc) {
          const auto ci = static_cast<std::uint32_t>(en.desc >> 32);
          const auto& perm = sk.classes[ci].perms[en.desc & 0xFFFFFFFFu];
          const std::uint32_t o = new_offset[sk.block[ci]];
          for (std::size_t i = 0; i < perm.size(); ++i) ae.action.image[o + i] = o + perm[i];
        }
      }
      level.actions.push_back(std::move(ae));
    }
    for (std::uint32_t b : used[l]) {
      const auto& block = sk.blocks[b];
      CascadeComponent comp;
      comp.states = block.size;
      comp.offset = new_offset[b];
      comp.depends_on = deps;
      // The block's classes, top class first; their holonomy permutations, padded to the block.
      std::vector<Perm> gens;
      for (auto it = block.classes.rbegin(); it != block.classes.rend(); ++it) {
        const auto& c = sk.classes[*it];
        comp.representative += (comp.representative.empty() ? "" : " ") + set_name(sk, c.members[0]);
        for (const auto& p : c.perms) {
          if (perm_is_identity(p)) continue;
          Perm padded(block.size);
          std::iota(padded.begin(), padded.end(), 0u);
          std::copy(p.begin(), p.end(), padded.begin());
          gens.push_back(std::move(padded));
        }
      }
      if (gens.empty()) {
        comp.group = "trivial";
      } else {
        PermGroup g;
        std::string what;
        try {
          g = enumerate_group(gens, comp.states, options.group_limit, &what);
        } catch (const Error&) {
          throw Error("holonomy decomposition: " + what);
        }
        comp.group_order = g.size();
        comp.generators = g.size() <= 100'000 ? generating_set(g) : gens;
        comp.group = group_name(g, comp.generators);
      }
      std::vector<char> reset(comp.states, 0);
      for (const auto& ae : level.actions)
        if (ae.action.kind == LevelAction::Kind::constant) {
          const std::uint32_t target = ae.action.image[0];
          if (target >= comp.offset && target < comp.offset + comp.states) reset[target - comp.offset] = 1;
        }
      comp.resets = static_cast<std::size_t>(std::count(reset.begin(), reset.end(), 1));
      level.components.push_back(std::move(comp));
    }
    cascade.coordinate_space *= static_cast<double>(level.states);
    cascade.levels.push_back(std::move(level));
  }
  component_dependencies(cascade, budget);
  cascade.subduction_height = sk.subduction_height;
  progress("levels: " + std::to_string(L) + " (subduction height " + std::to_string(sk.subduction_height) + ")");
  return cascade;
}

}  // namespace lrnnc::automata
