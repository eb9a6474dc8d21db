// The skeleton of the holonomy decomposition (see holonomy.hpp): the image set, its subduction
// classes with their translations and tiles, heights, and the blocks of classes that share a
// level's coordinates.
#include <algorithm>
#include <functional>
#include <numeric>
#include <string>
#include <unordered_map>
#include <utility>

#include "automata/holonomy-internal.hpp"
#include "automata/scc.hpp"
#include "common/error.hpp"

namespace lrnnc::automata::holonomy_detail {

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

namespace {

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

// Classes: the components of the orbit graph, numbered so that a step between two classes goes
// to a smaller id (the order the heights below rely on); members ascending.
void find_classes(Skeleton& sk) {
  const std::size_t N = sk.sets.size();
  Components orbit = strongly_connected_components(N, sk.k, sk.next);
  sk.cls = std::move(orbit.component);
  sk.classes.assign(orbit.count, {});
  for (std::uint32_t m = 0; m < N; ++m) sk.classes[sk.cls[m]].members.push_back(m);
}

// Translations rep -> member: breadth first inside the class.
void find_translations(const Dfa& dfa, Skeleton& sk) {
  const std::size_t k = sk.k;
  sk.from_rep.assign(sk.sets.size(), {});
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
}

// Tiles of each representative: the maximal members strictly inside it (candidates by
// decreasing size; one is maximal iff no kept tile contains it).
void find_tiles(Skeleton& sk, Budget& budget) {
  const std::size_t N = sk.sets.size();
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
}

// Tiles of every member (tiles_of): the representative's tiles in the class's label order,
// translated. Keeps its scratch between calls (classes are translated again when relabelled).
class TileTranslator {
 public:
  explicit TileTranslator(Skeleton& sk) : sk_(sk), pos_(sk.n, kNone), buf_(sk.words) {
    sk.tiles_of.assign(sk.sets.size(), {});
  }

  void operator()(std::uint32_t ci) {
    auto& c = sk_.classes[ci];
    const std::uint32_t rep = c.members[0];
    const auto rep_points = sk_.points(rep);
    for (std::uint32_t j = 0; j < rep_points.size(); ++j) pos_[rep_points[j]] = j;
    std::vector<std::vector<std::uint32_t>> tile_pos;
    for (std::uint32_t t : c.tiles) {
      std::vector<std::uint32_t> tp;
      sk_.for_points(t, [&](State x) { tp.push_back(pos_[x]); });
      tile_pos.push_back(std::move(tp));
    }
    for (std::uint32_t p : c.members) {
      auto& to = sk_.tiles_of[p];
      to.clear();
      for (const auto& tp : tile_pos) {
        std::fill(buf_.begin(), buf_.end(), 0);
        for (std::uint32_t j : tp) {
          const State y = sk_.from_rep[p][j];
          buf_[y / 64] |= std::uint64_t{1} << (y % 64);
        }
        const std::uint32_t m = sk_.sets.find(buf_.data());
        if (m == detail::FlatTable<std::uint64_t>::kAbsent) internal("translated tile not in the image set");
        to.push_back(m);
      }
    }
  }

 private:
  Skeleton& sk_;
  std::vector<std::uint32_t> pos_;
  std::vector<std::uint64_t> buf_;
};

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
using Steps = std::vector<std::vector<Step>>;       // per class
using GluedStep = std::pair<std::uint32_t, Step*>;  // (source class, step)

// Matchings of tiles along steps; `match` holds the last one found.
struct TileMatcher {
  const Skeleton& sk;
  std::vector<std::uint32_t> match;

  // Whether p's tiles go one-to-one into tiles of q = p.a containing their images (then
  // match[i] = the index in tiles_of[q] given to tiles_of[p][i]). Labelling-independent.
  bool step(std::uint32_t p, Letter a) {
    const std::size_t k = sk.k;
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
  }

  // Labels of class `di`: whether label i can go to a tile of di containing the image of every
  // source's tile i along every step of `with`, one-to-one (a matching over all of them at once;
  // match[i] = the tile of di's representative given label i).
  bool labels(std::uint32_t di, const std::vector<GluedStep>& with) {
    const std::size_t k = sk.k;
    const auto& d = sk.classes[di];
    std::size_t count = 0;
    for (const auto& [ci, s] : with) count = std::max(count, sk.classes[ci].tiles.size());
    std::vector<std::vector<std::uint32_t>> options(count);
    for (std::uint32_t i = 0; i < count; ++i)
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
  }
};

Steps class_steps(const Skeleton& sk, Budget& budget, TileMatcher& matcher) {
  const std::size_t k = sk.k;
  Steps steps(sk.classes.size());
  std::unordered_map<std::uint32_t, std::uint32_t> where;
  for (std::uint32_t ci = 0; ci < sk.classes.size(); ++ci) {
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
        if (s.glue && !matcher.step(p, a)) s.glue = false;
      }
  }
  return steps;
}

// Classes by increasing size, then component id: a topological order (tiles are smaller, steps
// go to smaller ids), so a class comes after everything its height depends on.
std::vector<std::uint32_t> size_order(const Skeleton& sk) {
  std::vector<std::uint32_t> order(sk.classes.size());
  std::iota(order.begin(), order.end(), 0u);
  std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    const auto sa = sk.size[sk.classes[a].members[0]], sb = sk.size[sk.classes[b].members[0]];
    return sa != sb ? sa < sb : a < b;
  });
  return order;
}

// The subduction height of X (every step costing a level): the number of levels of the
// standard holonomy decomposition (Eilenberg; SgpDec), reported for comparison.
std::uint32_t subduction_height(const Skeleton& sk, const Steps& steps, const std::vector<std::uint32_t>& order) {
  std::vector<std::uint32_t> h(sk.classes.size(), 0);
  for (std::uint32_t ci : order) {
    if (sk.size[sk.classes[ci].members[0]] == 1) continue;
    for (std::uint32_t t : sk.classes[ci].tiles) h[ci] = std::max(h[ci], h[sk.cls[t]] + 1);
    for (const Step& s : steps[ci]) h[ci] = std::max(h[ci], h[s.to] + 1);
  }
  return h[sk.cls[0]];
}

// Heights and label blocks. Heights: singletons 0; otherwise the largest of 1 + a tile's height,
// 1 + the height of a class a non-glued step leads to, the height of a class a glued step leads
// to. Classes are taken in size_order. Then, top-down, each glued step between classes of equal
// height fixes the target's labels from the source's and joins their blocks (classes sharing
// one range of coordinates). A glued step that cannot act label to label acts by a permutation
// (below); one that fits neither way, or whose block's group would outgrow the largest holonomy
// group of its classes (a larger generated group need not divide the monoid), is un-glued and
// everything is recomputed; each round un-glues at least one step, so the rounds end.
class Gluing {
 public:
  Gluing(Skeleton& sk, Budget& budget, TileTranslator& translate, TileMatcher& matcher, Steps& steps,
         const std::vector<std::uint32_t>& order, std::size_t group_limit)
      : sk_(sk),
        budget_(budget),
        translate_(translate),
        matcher_(matcher),
        steps_(steps),
        order_(order),
        group_limit_(group_limit),
        ncomp_(static_cast<std::uint32_t>(sk.classes.size())),
        default_tiles_(ncomp_),
        relabelled_(ncomp_, 0),
        incoming_(ncomp_),
        parent_(ncomp_),
        block_gens_(ncomp_),
        block_degree_(ncomp_),
        block_order_(ncomp_) {
    for (std::uint32_t ci = 0; ci < ncomp_; ++ci) default_tiles_[ci] = sk.classes[ci].tiles;
    for (std::uint32_t ci = 0; ci < ncomp_; ++ci)
      for (std::uint32_t si = 0; si < steps[ci].size(); ++si) incoming_[steps[ci][si].to].push_back({ci, si});
  }

  // Rounds until no step is un-glued: heights, labels and blocks from scratch each time.
  void settle() {
    for (bool settled = false; !settled;) {
      budget_.check("heights");
      cross_perms_.clear();
      assign_heights();
      restore_labels();
      reset_blocks();
      settled = true;
      for (auto it = order_.rbegin(); it != order_.rend() && settled; ++it) settled = glue_into(*it);
    }
  }

  // After settle() and holonomy_permutations in the final labels: the glued steps' permutations
  // join their target class's permutations (the block's group already contains them), then the
  // blocks are numbered by their first class.
  void finish() {
    const std::size_t k = sk_.k;
    for (auto& [key, perm] : cross_perms_) {
      const std::uint32_t q = sk_.next[(key / k) * k + key % k];
      auto& perms = sk_.classes[sk_.cls[q]].perms;
      auto it = std::find(perms.begin(), perms.end(), perm);
      if (it == perms.end()) it = perms.insert(perms.end(), std::move(perm));
      sk_.cross[key] = static_cast<std::uint32_t>(it - perms.begin());
    }
    sk_.block.assign(ncomp_, kNone);
    for (std::uint32_t ci = 0; ci < ncomp_; ++ci) {
      if (sk_.singleton_class(ci)) continue;
      const std::uint32_t r = find(ci);
      if (sk_.block[r] == kNone) {
        sk_.block[r] = static_cast<std::uint32_t>(sk_.blocks.size());
        sk_.blocks.push_back({});
      }
      sk_.block[ci] = sk_.block[r];
    }
    for (std::uint32_t ci = 0; ci < ncomp_; ++ci) {
      if (sk_.block[ci] == kNone) continue;
      auto& b = sk_.blocks[sk_.block[ci]];
      b.classes.push_back(ci);
      b.size = std::max<std::uint32_t>(b.size, static_cast<std::uint32_t>(sk_.classes[ci].tiles.size()));
    }
  }

 private:
  void assign_heights() {
    for (std::uint32_t ci : order_) {
      auto& c = sk_.classes[ci];
      if (sk_.size[c.members[0]] == 1) continue;
      std::uint32_t h = 0;
      for (std::uint32_t t : c.tiles) h = std::max(h, sk_.classes[sk_.cls[t]].height + 1);
      for (const Step& s : steps_[ci]) h = std::max(h, sk_.classes[s.to].height + (s.glue ? 0u : 1u));
      c.height = h;
    }
  }

  void restore_labels() {
    for (std::uint32_t ci = 0; ci < ncomp_; ++ci)
      if (relabelled_[ci]) {
        sk_.classes[ci].tiles = default_tiles_[ci];
        translate_(ci);
        relabelled_[ci] = 0;
      }
  }

  void reset_blocks() {
    std::iota(parent_.begin(), parent_.end(), 0u);
    for (std::uint32_t ci = 0; ci < ncomp_; ++ci) {
      block_gens_[ci].clear();
      block_degree_[ci] = sk_.classes[ci].tiles.size();
      block_order_[ci] = 1;  // filled in lazily (class_group) for non-trivial classes
    }
  }

  std::uint32_t find(std::uint32_t x) {
    while (parent_[x] != x) x = parent_[x] = parent_[parent_[x]];
    return x;
  }

  bool nontrivial(std::uint32_t ci) const {  // labelling-independent
    for (const auto& p : sk_.classes[ci].perms)
      if (!perm_is_identity(p)) return true;
    return false;
  }

  // Group orders recur from round to round (the same merges are tried again): memoized by the
  // generators, the degree and the bound.
  std::size_t order_of(std::vector<Perm> gens, std::size_t degree, std::size_t bound) {
    std::sort(gens.begin(), gens.end());
    gens.erase(std::unique(gens.begin(), gens.end()), gens.end());
    std::string key = std::to_string(degree) + ":" + std::to_string(bound) + ":";
    for (const auto& g : gens) {
      key.append(reinterpret_cast<const char*>(g.data()), g.size() * sizeof(std::uint32_t));
      key += '|';
    }
    if (auto it = order_memo_.find(key); it != order_memo_.end()) return it->second;
    const std::size_t order = generated_order(gens, degree, bound, budget_.group_bytes);
    order_memo_.emplace(std::move(key), order);
    return order;
  }

  void class_group(std::uint32_t ci) {  // root ci, still alone in its block
    if (!nontrivial(ci) || !block_gens_[ci].empty()) return;
    block_gens_[ci] = sk_.classes[ci].perms;
    block_order_[ci] = order_of(block_gens_[ci], block_degree_[ci], group_limit_);
  }

  // The glued steps into class `di` from classes at its height fix di's labels and join the
  // blocks; false when a step had to be un-glued (the round starts over).
  bool glue_into(std::uint32_t di) {
    const auto& d = sk_.classes[di];
    std::vector<GluedStep> in;
    for (const auto& [ci, si] : incoming_[di]) {
      Step& s = steps_[ci][si];
      if (s.glue && sk_.classes[ci].height == d.height) in.push_back({ci, &s});
    }
    if (in.empty()) return true;
    // Labels of d: label i goes to a tile of d containing the image of every source's tile i,
    // one-to-one (a matching over all the glued steps into d at once). Steps are taken in turn;
    // one that leaves no matching is un-glued (all such in one round).
    // Steps that no longer match label to label may still glue with a permutation: tile i of p
    // goes to tile match[i] of q (a one-to-one choice); the block's group must stay one of its
    // classes' holonomy groups with these permutations added (join_blocks), so an aperiodic
    // block only ever takes identities.
    std::vector<GluedStep> kept, permuting;
    bool settled = true;
    for (const auto& step : in) {
      kept.push_back(step);
      if (matcher_.labels(di, kept)) continue;
      kept.pop_back();
      if (sk_.classes[step.first].tiles.size() <= d.tiles.size()) {
        permuting.push_back(step);
        continue;
      }
      step.second->glue = false;
      settled = false;
    }
    if (!settled) return false;
    matcher_.labels(di, kept);
    relabel(di);
    std::vector<std::pair<std::uint64_t, Perm>> crossing;  // (p * k + a, permutation)
    Step* drop = join_blocks(di, in, permuting, crossing);
    for (auto& [key, perm] : crossing) cross_perms_.emplace(key, std::move(perm));
    if (!drop) return true;
    drop->glue = false;
    return false;
  }

  // Class di's labels in the order of the last matching (then the tiles it left free), its
  // tiles translated and its holonomy permutations taken in them.
  void relabel(std::uint32_t di) {
    auto& d = sk_.classes[di];
    std::vector<std::uint32_t> tiles;
    std::vector<char> taken(d.tiles.size(), 0);
    for (std::uint32_t j : matcher_.match) {
      tiles.push_back(d.tiles[j]);
      taken[j] = 1;
    }
    for (std::size_t j = 0; j < d.tiles.size(); ++j)
      if (!taken[j]) tiles.push_back(d.tiles[j]);
    d.tiles = std::move(tiles);
    translate_(di);
    class_permutations(sk_, di);
    relabelled_[di] = 1;
  }

  // The permutations (of `labels` labels) by which a glued step that cannot go label to label
  // acts, one per (member, letter) that is not the identity; also appended to `crossing`.
  std::vector<Perm> crossing_permutations(const Step& s, std::size_t labels,
                                          std::vector<std::pair<std::uint64_t, Perm>>& crossing) {
    std::vector<Perm> cross;
    for (const auto& [p, a] : s.pairs) {
      if (!matcher_.step(p, a)) internal("a glued step lost its matching");
      const auto& match = matcher_.match;
      // Labels beyond p's tiles go, in order, to the labels the matching left free.
      Perm perm(labels);
      std::vector<char> used(labels, 0);
      for (std::size_t i = 0; i < match.size(); ++i) used[perm[i] = match[i]] = 1;
      for (std::size_t i = match.size(), j = 0; i < perm.size(); ++i, ++j) {
        while (used[j]) ++j;
        perm[i] = static_cast<std::uint32_t>(j);
      }
      if (perm_is_identity(perm)) continue;
      crossing.push_back({std::uint64_t{p} * sk_.k + a, perm});
      cross.push_back(std::move(perm));
    }
    return cross;
  }

  // Joins the blocks of the glued steps `in` into di. Joining blocks with groups: only if the
  // generated group is no larger than the larger of the two (so it is that group, a holonomy
  // group, which divides the monoid). Returns the first step that cannot join, or nullptr.
  Step* join_blocks(std::uint32_t di, const std::vector<GluedStep>& in, const std::vector<GluedStep>& permuting,
                    std::vector<std::pair<std::uint64_t, Perm>>& crossing) {
    for (const auto& [ci, s] : in) {
      std::vector<Perm> cross;
      if (std::find(permuting.begin(), permuting.end(), GluedStep{ci, s}) != permuting.end())
        cross = crossing_permutations(*s, sk_.classes[di].tiles.size(), crossing);
      const std::uint32_t rb = find(ci), rd = find(di);
      if (rb == rd && cross.empty()) continue;
      if (rb == ci) class_group(ci);
      if (rd == di) class_group(di);
      std::vector<Perm> gens = block_gens_[rb];
      if (rb != rd) gens.insert(gens.end(), block_gens_[rd].begin(), block_gens_[rd].end());
      gens.insert(gens.end(), cross.begin(), cross.end());
      const bool both = rb != rd && !block_gens_[rb].empty() && !block_gens_[rd].empty();
      if (both || !cross.empty()) {
        const std::size_t degree = std::max(block_degree_[rb], block_degree_[rd]);
        const std::size_t bound = std::max(block_order_[rb], block_order_[rd]);
        if (bound == 0 || order_of(gens, degree, bound) == 0) return s;
      }
      parent_[rd] = rb;
      block_gens_[rb] = std::move(gens);
      block_degree_[rb] = std::max(block_degree_[rb], block_degree_[rd]);
      block_order_[rb] = std::max(block_order_[rb], block_order_[rd]);
    }
    return nullptr;
  }

  Skeleton& sk_;
  Budget& budget_;
  TileTranslator& translate_;
  TileMatcher& matcher_;
  Steps& steps_;
  const std::vector<std::uint32_t>& order_;
  const std::size_t group_limit_;
  const std::uint32_t ncomp_;
  std::vector<std::vector<std::uint32_t>> default_tiles_;  // each class's labels before any gluing
  std::vector<char> relabelled_;
  std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> incoming_;  // (class, step)
  std::vector<std::uint32_t> parent_;                                           // union-find of blocks
  // Per block root: the generators of its classes' groups (in block labels), their degree, the order.
  std::vector<std::vector<Perm>> block_gens_;
  std::vector<std::size_t> block_degree_, block_order_;
  std::unordered_map<std::string, std::size_t> order_memo_;
  std::unordered_map<std::uint64_t, Perm> cross_perms_;  // glued steps acting by a permutation
};

}  // namespace

void build_skeleton(const Dfa& dfa, const DecomposeOptions& options, Budget& budget, Skeleton& sk) {
  find_classes(sk);
  find_translations(dfa, sk);
  find_tiles(sk, budget);
  TileTranslator translate(sk);
  for (std::uint32_t ci = 0; ci < sk.classes.size(); ++ci)
    if (!sk.singleton_class(ci)) {
      budget.check("translations");
      translate(ci);
    }
  holonomy_permutations(sk, budget);
  TileMatcher matcher{sk, {}};
  Steps steps = class_steps(sk, budget, matcher);
  const std::vector<std::uint32_t> order = size_order(sk);
  sk.subduction_height = subduction_height(sk, steps, order);
  Gluing gluing(sk, budget, translate, matcher, steps, order, options.group_limit);
  gluing.settle();
  holonomy_permutations(sk, budget);  // in the final labels
  gluing.finish();
}

}  // namespace lrnnc::automata::holonomy_detail
