// The levels of the holonomy decomposition (see holonomy.hpp and the proof sketch in
// holonomy.cpp): the reachable coordinate tuples of the skeleton's chains, the levels and blocks
// they use, each level's actions with the upper levels they depend on, and the components.
#include <algorithm>
#include <numeric>
#include <string>
#include <unordered_map>
#include <utility>

#include "automata/holonomy-internal.hpp"
#include "common/error.hpp"

namespace lrnnc::automata::holonomy_detail {
namespace {

// The reachable coordinate tuples before pruning: level l (of height H - l) holds a global
// coordinate (its block's offset + a label), or kNone where the chain skips the level.
struct Tuples {
  std::uint32_t H = 0;      // levels: the height of X
  std::uint32_t total = 0;  // global coordinates: the labels of all blocks
  detail::FlatTable<std::uint32_t> table;
  std::vector<State> state;         // W
  std::vector<std::uint32_t> next;  // next[t * k + a]
  // Per level: the actions seen, keyed by (letter, upper coordinates), as descriptors:
  // kConstBit | target, kIdentityDesc, or (class << 32 | perm index). The upper coordinates are
  // named by a prefix id: prefixes[l] numbers the distinct (prefix id of levels < l, coordinate
  // at l), so a key is two words whatever the depth (prefix id 0 below level 0 is the empty one).
  std::vector<detail::FlatTable<std::uint32_t>> keys, prefixes;
  std::vector<std::vector<std::uint64_t>> descs;
};

// One step of the cascade on the chains of the skeleton, recording each level's action.
class Stepper {
 public:
  Stepper(const Skeleton& sk, Tuples& tuples) : pid(tuples.H + 1, 0), sk_(sk), tuples_(tuples) {}

  // One step on a reachable tuple; returns the member {x.a} at the bottom. With `record`, pid
  // holds the prefix ids of `old`.
  std::uint32_t operator()(const std::uint32_t* old, Letter a, std::uint32_t* out, bool record) {
    const std::uint32_t H = tuples_.H;
    const std::size_t k = sk_.k;
    std::uint32_t B = kX, Bp = kX;
    for (std::uint32_t l = 0; l < H; ++l) {
      const std::uint32_t h = H - l;
      const bool old_here = height_of(B) == h, new_here = height_of(Bp) == h;
      const Move m = move(B, Bp, old_here, new_here, old[l], a);
      if (record) {
        const std::uint32_t key[2] = {a, pid[l]};
        auto [id, added] = tuples_.keys[l].insert(key);
        if (added)
          tuples_.descs[l].push_back(m.desc);
        else if (tuples_.descs[l][id] != m.desc)
          internal("a level's action depends on more than the letter and the upper coordinates");
      }
      if (old_here) B = sk_.tiles_of[B][old[l] - offset_of(sk_.cls[B])];
      if (new_here) Bp = sk_.tiles_of[Bp][m.label];
      out[l] = m.coordinate;
    }
    if (sk_.size[Bp] != 1 || sk_.size[B] != 1 || sk_.next[B * k + a] != Bp) internal("chain does not end at x.a");
    return Bp;
  }

  std::vector<std::uint32_t> pid;  // prefix ids of the tuple being stepped (level l: pid[l + 1])

 private:
  static constexpr std::uint32_t kX = 0;  // the member X (all states)

  struct Move {
    std::uint32_t coordinate = kNone, label = 0;  // the new global coordinate and label
    std::uint64_t desc = 0;                       // the action (see Tuples::descs)
  };

  // The level at height h, where the old chain is at B and the new one at Bp (each there only if
  // old_here / new_here), reading letter a on old coordinate `old`.
  Move move(std::uint32_t B, std::uint32_t Bp, bool old_here, bool new_here, std::uint32_t old, Letter a) {
    const std::uint32_t Ba = sk_.next[B * sk_.k + a];
    Move m;
    if (!new_here) {
      m.desc = kConstBit | kNone;
    } else if (old_here && Ba == Bp && sk_.cls[B] != sk_.cls[Bp]) {
      // A glued step between two classes of one block: tile i goes into tile i, or into tile
      // perm[i] where the step acts by a permutation of the block's group.
      if (sk_.block[sk_.cls[B]] != sk_.block[sk_.cls[Bp]]) internal("a same-height step between blocks");
      m.label = old - offset_of(sk_.cls[B]);
      m.desc = kIdentityDesc;
      if (auto it = sk_.cross.find(std::uint64_t{B} * sk_.k + a); it != sk_.cross.end()) {
        const auto& perm = sk_.classes[sk_.cls[Bp]].perms[it->second];
        m.label = perm[m.label];
        m.desc = (std::uint64_t{sk_.cls[Bp]} << 32) | it->second;
      }
      m.coordinate = offset_of(sk_.cls[Bp]) + m.label;
    } else if (old_here && Ba == Bp) {
      const std::uint32_t pi = sk_.holo[B * sk_.k + a];
      if (pi == kNone) internal("a permutation step leaves its class");
      const auto& perm = sk_.classes[sk_.cls[B]].perms[pi];
      m.label = perm[old - offset_of(sk_.cls[B])];
      m.coordinate = offset_of(sk_.cls[B]) + m.label;
      m.desc = perm_is_identity(perm) ? kIdentityDesc : (std::uint64_t{sk_.cls[B]} << 32) | pi;
    } else {
      m.label = containing_tile(Bp, Ba);
      m.coordinate = offset_of(sk_.cls[Bp]) + m.label;
      m.desc = kConstBit | m.coordinate;
    }
    return m;
  }

  // The first tile of `big` that contains member `s` (cached).
  std::uint32_t containing_tile(std::uint32_t big, std::uint32_t s) {
    const std::uint64_t key = (std::uint64_t{big} << 32) | s;
    if (auto it = containing_.find(key); it != containing_.end()) return it->second;
    const auto& tiles = sk_.tiles_of[big];
    for (std::uint32_t i = 0; i < tiles.size(); ++i)
      if (sk_.subset(s, tiles[i])) {
        containing_.emplace(key, i);
        return i;
      }
    internal("an image lies in no tile of the new chain element");
  }

  std::uint32_t offset_of(std::uint32_t ci) const { return sk_.blocks[sk_.block[ci]].offset; }
  std::uint32_t height_of(std::uint32_t m) const { return sk_.classes[sk_.cls[m]].height; }

  const Skeleton& sk_;
  Tuples& tuples_;
  std::unordered_map<std::uint64_t, std::uint32_t> containing_;
};

// The start tuple: the chain of the start state, first tile containing it at each level.
std::vector<std::uint32_t> start_tuple(const Skeleton& sk, std::uint32_t H, State x0) {
  std::vector<std::uint32_t> start(H);
  std::uint32_t B = 0;  // X
  for (std::uint32_t l = 0; l < H; ++l) {
    if (sk.classes[sk.cls[B]].height != H - l) {
      start[l] = kNone;
      continue;
    }
    const auto& tiles = sk.tiles_of[B];
    std::uint32_t i = 0;
    while (!((sk.bits(tiles[i])[x0 / 64] >> (x0 % 64)) & 1)) ++i;
    start[l] = sk.blocks[sk.block[sk.cls[B]]].offset + i;
    B = tiles[i];
  }
  return start;
}

// Breadth-first search over the reachable tuples, from the start tuple; gives each block its
// range of global coordinates first.
Tuples reachable_tuples(const Dfa& dfa, const DecomposeOptions& options, Budget& budget, Skeleton& sk) {
  const std::size_t k = sk.k;
  Tuples tt;
  tt.H = sk.classes[sk.cls[0]].height;  // number of levels before pruning
  const std::uint32_t H = tt.H;
  for (auto& b : sk.blocks) {
    b.offset = tt.total;
    tt.total += b.size;
  }
  tt.descs.resize(H);
  for (std::uint32_t l = 0; l < H; ++l) {
    tt.keys.emplace_back(2);
    tt.prefixes.emplace_back(2);
  }
  Stepper step(sk, tt);
  const State x0 = dfa.start();
  tt.table = detail::FlatTable<std::uint32_t>(std::max<std::uint32_t>(H, 1));
  std::vector<std::uint32_t> cur(std::max<std::uint32_t>(H, 1)), nxt(cur.size());
  if (H == 0) {
    cur[0] = 0;
    tt.table.insert(cur.data());
    tt.state.push_back(x0);
    for (Letter a = 0; a < k; ++a) tt.next.push_back(0);
    return tt;
  }
  tt.table.insert(start_tuple(sk, H, x0).data());
  tt.state.push_back(x0);
  for (std::uint32_t t = 0; t < tt.table.size(); ++t) {
    budget.check("reachable tuples");
    std::copy(tt.table.at(t), tt.table.at(t) + H, cur.begin());
    for (std::uint32_t l = 0; l < H; ++l) {
      const std::uint32_t row[2] = {step.pid[l], cur[l]};
      step.pid[l + 1] = tt.prefixes[l].insert(row).first;
    }
    for (Letter a = 0; a < k; ++a) {
      const std::uint32_t bottom = step(cur.data(), a, nxt.data(), true);
      auto [id, added] = tt.table.insert(nxt.data());
      if (added) {
        if (tt.table.size() > options.tuple_limit)
          throw Error("holonomy decomposition: the reachable coordinate tuples reached " +
                      std::to_string(tt.table.size()) + ", over tuple_limit = " + std::to_string(options.tuple_limit));
        tt.state.push_back(sk.first_point(bottom));
      }
      tt.next.push_back(id);
    }
  }
  return tt;
}

// The levels and blocks that reachable tuples use, and the dense renumbering of coordinates.
struct Renumbering {
  std::vector<std::vector<std::uint32_t>> used;  // blocks per old level, ascending
  std::vector<std::uint32_t> kept;               // old level of each new level
  std::vector<std::uint32_t> new_index;          // old level -> new level, or kNone
  std::vector<std::uint32_t> block_of_coord;     // global coordinate -> block
  std::vector<std::uint32_t> new_offset;         // block -> first coordinate in its new level, or kNone
  std::vector<std::size_t> level_states;         // per new level
  const Skeleton* sk = nullptr;

  std::uint32_t remap(std::uint32_t c) const {
    if (c == kNone) return 0;
    const std::uint32_t b = block_of_coord[c];
    if (new_offset[b] == kNone) internal("a coordinate of an unused block");
    return new_offset[b] + (c - sk->blocks[b].offset);
  }
  std::uint64_t remap_desc(std::uint64_t d) const {
    if (d & kConstBit) return d == kIdentityDesc ? d : kConstBit | remap(static_cast<std::uint32_t>(d));
    return d;
  }
};

// Keep the levels and blocks that reachable tuples use; renumber coordinates densely.
Renumbering renumber_levels(const Skeleton& sk, const Tuples& tt) {
  const std::uint32_t H = tt.H;
  const std::size_t T = tt.table.size(), nblocks = sk.blocks.size();
  Renumbering r;
  r.sk = &sk;
  r.used.resize(H);
  r.block_of_coord.resize(tt.total);
  for (std::uint32_t b = 0; b < nblocks; ++b)
    for (std::uint32_t i = 0; i < sk.blocks[b].size; ++i) r.block_of_coord[sk.blocks[b].offset + i] = b;
  std::vector<char> block_used(nblocks, 0);
  for (std::uint32_t l = 0; l < H; ++l) {
    for (std::uint32_t t = 0; t < T; ++t) {
      const std::uint32_t c = tt.table.at(t)[l];
      if (c != kNone) block_used[r.block_of_coord[c]] = 1;
    }
    for (std::uint32_t b = 0; b < nblocks; ++b)
      if (block_used[b]) {
        r.used[l].push_back(b);
        block_used[b] = 0;
      }
  }
  r.new_index.assign(H, kNone);
  for (std::uint32_t l = 0; l < H; ++l)
    if (!r.used[l].empty()) {
      r.new_index[l] = static_cast<std::uint32_t>(r.kept.size());
      r.kept.push_back(l);
    }
  r.new_offset.assign(nblocks, kNone);
  r.level_states.assign(r.kept.size(), 0);
  for (std::size_t nl = 0; nl < r.kept.size(); ++nl)
    for (std::uint32_t b : r.used[r.kept[nl]]) {
      r.new_offset[b] = static_cast<std::uint32_t>(r.level_states[nl]);
      r.level_states[nl] += sk.blocks[b].size;
    }
  return r;
}

// The cascade's tuples (renumbered), W and next.
void write_tuples(Tuples& tt, const Renumbering& r, Cascade& cascade) {
  const std::size_t T = tt.table.size(), L = r.kept.size();
  cascade.tuples.reserve(T);
  detail::FlatTable<std::uint32_t> check(std::max<std::size_t>(L, 1));
  std::vector<std::uint32_t> tup(L), probe(std::max<std::size_t>(L, 1), 0);
  for (std::uint32_t t = 0; t < T; ++t) {
    for (std::size_t nl = 0; nl < L; ++nl) tup[nl] = r.remap(tt.table.at(t)[r.kept[nl]]);
    if (L) std::copy(tup.begin(), tup.end(), probe.begin());
    check.insert(probe.data());
    cascade.tuples.push_back(tup);
  }
  if (check.size() != T) internal("renumbering merged two tuples");
  cascade.tuple_state = std::move(tt.state);
  cascade.next = std::move(tt.next);
}

// A level's action on one (letter, context) seen on the reachable tuples.
struct Entry {
  Letter letter;
  std::vector<std::uint32_t> ctx;  // coordinates of the kept upper levels
  std::uint64_t desc;
};

// The actions recorded at old level l, with their contexts renumbered to the kept levels.
std::vector<Entry> level_entries(const Tuples& tt, const Renumbering& r, std::uint32_t l, Budget& budget) {
  std::vector<Entry> entries;
  for (std::uint32_t e = 0; e < tt.keys[l].size(); ++e) {
    budget.check("level actions");
    const std::uint32_t* key = tt.keys[l].at(e);
    Entry en{key[0], {}, r.remap_desc(tt.descs[l][e])};
    for (std::uint32_t u = l, p = key[1]; u-- > 0;) {  // the upper coordinates, bottom up
      const std::uint32_t* row = tt.prefixes[u].at(p);
      if (r.new_index[u] != kNone) en.ctx.push_back(r.remap(row[1]));
      p = row[0];
    }
    std::reverse(en.ctx.begin(), en.ctx.end());
    entries.push_back(std::move(en));
  }
  return entries;
}

// Whether the entries' actions are a function of the letter and the context levels `d`; with
// `merged`, the distinct (letter, context restricted to d) entries are appended to it.
bool consistent(const std::vector<Entry>& entries, const std::vector<std::uint32_t>& d, std::vector<Entry>* merged,
                Budget& budget) {
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
}

// The level's dependencies: drop an upper level (of the `upper` kept ones) from the context
// whenever the action stays a function of the rest (greedy, top level first).
std::vector<std::uint32_t> level_dependencies(const std::vector<Entry>& entries, std::size_t upper, Budget& budget) {
  std::vector<std::uint32_t> deps(upper);
  std::iota(deps.begin(), deps.end(), 0u);
  for (std::uint32_t j = 0; j < upper; ++j) {
    std::vector<std::uint32_t> trial;
    for (std::uint32_t d : deps)
      if (d != j) trial.push_back(d);
    if (consistent(entries, trial, nullptr, budget)) deps = std::move(trial);
  }
  return deps;
}

// The level's actions, one per distinct (letter, context on `level.depends_on`), sorted.
void level_actions(const Skeleton& sk, const Renumbering& r, const std::vector<Entry>& entries, Budget& budget,
                   CascadeLevel& level) {
  std::vector<Entry> merged;
  consistent(entries, level.depends_on, &merged, budget);
  std::sort(merged.begin(), merged.end(),
            [](const Entry& a, const Entry& b) { return a.letter != b.letter ? a.letter < b.letter : a.ctx < b.ctx; });
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
        const std::uint32_t o = r.new_offset[sk.block[ci]];
        for (std::size_t i = 0; i < perm.size(); ++i) ae.action.image[o + i] = o + perm[i];
      }
    }
    level.actions.push_back(std::move(ae));
  }
}

// The component of block b at its level: its classes, group and resets.
CascadeComponent block_component(const Skeleton& sk, std::uint32_t b, std::uint32_t offset, const CascadeLevel& level,
                                 const DecomposeOptions& options) {
  const auto& block = sk.blocks[b];
  CascadeComponent comp;
  comp.states = block.size;
  comp.offset = offset;
  comp.depends_on = level.depends_on;
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
      g = enumerate_group(gens, comp.states, options.group_limit, options.group_byte_limit, &what);
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
  return comp;
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

Cascade build_levels(const Dfa& dfa, const DecomposeOptions& options, Budget& budget, Skeleton& sk) {
  Tuples tt = reachable_tuples(dfa, options, budget, sk);
  progress(options, "reachable tuples: " + std::to_string(tt.table.size()));
  const Renumbering r = renumber_levels(sk, tt);
  Cascade cascade;
  cascade.alphabet = dfa.alphabet();
  write_tuples(tt, r, cascade);
  const std::size_t L = r.kept.size();
  for (std::size_t nl = 0; nl < L; ++nl) {
    budget.check("level actions");
    const std::uint32_t l = r.kept[nl];
    const std::vector<Entry> entries = level_entries(tt, r, l, budget);
    CascadeLevel level;
    level.states = r.level_states[nl];
    level.depends_on = level_dependencies(entries, nl, budget);
    level_actions(sk, r, entries, budget, level);
    for (std::uint32_t b : r.used[l])
      level.components.push_back(block_component(sk, b, r.new_offset[b], level, options));
    cascade.coordinate_space *= static_cast<double>(level.states);
    cascade.levels.push_back(std::move(level));
  }
  component_dependencies(cascade, budget);
  cascade.subduction_height = sk.subduction_height;
  return cascade;
}

}  // namespace lrnnc::automata::holonomy_detail
