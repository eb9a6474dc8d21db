// split_prime: see cascade-prime.hpp for the construction and its argument.
#include "automata/cascade-prime.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>

#include "common/error.hpp"
#include "common/join.hpp"

namespace lrnnc::automata {

namespace {

constexpr std::uint32_t kNone = 0xFFFFFFFFu;

// g after h (apply h first): the composition g o h.
Perm after(const Perm& g, const Perm& h) { return perm_product(h, g); }

std::string where(std::size_t level) { return "cascade level " + std::to_string(level); }

// One step G_{i-1} > G_i of a composition series: phi is a homomorphism of `group` (G_{i-1}) onto
// Z_p with kernel G_i, and phi(g) = 1.
struct Step {
  std::uint32_t p = 0;
  PermGroup group;
  std::vector<std::uint32_t> phi;  // by element index of `group`
  Perm g, g_inverse;
};

struct Series {
  std::size_t degree = 0;
  std::vector<Step> steps;

  // The exponents a of h = g_1^a_1 ... g_r^a_r: a_i = phi_i(h_{i-1}), h_i = g_i^-a_i h_{i-1}.
  std::vector<std::uint32_t> exponents(Perm h) const {
    std::vector<std::uint32_t> a;
    a.reserve(steps.size());
    for (const Step& s : steps) {
      const PermGroup::Index i = s.group.find(h);
      if (i == PermGroup::kAbsent) throw std::logic_error("split_prime: an element left its composition series");
      a.push_back(s.phi[i]);
      for (std::uint32_t k = 0; k < s.phi[i]; ++k) h = after(s.g_inverse, h);
    }
    return a;
  }
  Perm element(std::span<const std::uint32_t> a) const {
    Perm x = perm_identity(degree);
    for (std::size_t i = steps.size(); i-- > 0;)
      for (std::uint32_t k = 0; k < a[i]; ++k) x = after(steps[i].g, x);
    return x;
  }
};

// A homomorphism of `group` onto Z_p for the smallest prime p that has one (find_cyclic_quotient:
// any assignment with a nonzero value is onto, p being prime). False when no prime has one: then
// the group is not solvable.
bool prime_quotient(const PermGroup& group, std::size_t level, double work_limit, Step& step) {
  for (const std::uint64_t prime : prime_factors(group.size())) {
    const auto p = static_cast<std::uint32_t>(prime);  // at most the group's order
    std::optional<std::vector<std::uint32_t>> phi;
    try {
      phi = find_cyclic_quotient(
          group, p,
          [](const std::vector<std::uint32_t>& f) {
            return std::any_of(f.begin(), f.end(), [](auto v) { return v != 0; });
          },
          work_limit);
    } catch (const Error& e) {
      throw Error(where(level) + ": " + e.what() + " (series_work_limit)");
    }
    if (!phi) continue;
    step.p = p;
    step.phi = std::move(*phi);
    const auto one = static_cast<std::uint32_t>(std::find(step.phi.begin(), step.phi.end(), 1u) - step.phi.begin());
    step.g.assign(group.element(one).begin(), group.element(one).end());
    step.g_inverse = perm_inverse(step.g);
    return true;
  }
  return false;
}

Series composition_series(PermGroup group, std::size_t level, const std::string& name, double work_limit) {
  Series series;
  series.degree = group.degree();
  while (group.size() > 1) {
    Step step;
    if (!prime_quotient(group, level, work_limit, step))
      throw Error(where(level) + " has the group " + name + ", which is not solvable: it has no composition series " +
                  "of cyclic groups of prime order, so it cannot be split into prime levels");
    std::vector<std::uint32_t> kernel;  // in index order: the identity first
    for (std::uint32_t i = 0; i < group.size(); ++i)
      if (step.phi[i] == 0) kernel.insert(kernel.end(), group.element(i).begin(), group.element(i).end());
    PermGroup next = PermGroup::from_elements_no_checks(kernel, series.degree);
    step.group = std::move(group);
    series.steps.push_back(std::move(step));
    group = std::move(next);
  }
  return series;
}

// How an old level's coordinate appears in the result: new levels [first, first + width).
struct LevelMap {
  std::size_t first = 0, width = 1;
  bool split = false;
  bool orbit_level = false;  // R present (value 0 of a representation)
  Series series;
  std::vector<std::uint32_t> rep;                            // R state -> representative old state
  std::vector<std::vector<std::uint32_t>> canonical;         // old state -> its representation
  std::vector<std::vector<std::vector<std::uint32_t>>> all;  // old state -> every representation

  const std::vector<std::vector<std::uint32_t>>& representations(std::uint32_t q) const { return all.at(q); }
  std::uint32_t decode(std::span<const std::uint32_t> values) const {
    if (!split) return values[0];
    const std::uint32_t slot = orbit_level ? values[0] : 0;
    return series.element(values.subspan(orbit_level ? 1 : 0))[rep.at(slot)];
  }
};

LevelMap unsplit_map(std::size_t first, std::size_t states) {
  LevelMap m;
  m.first = first;
  m.all.resize(states);
  for (std::uint32_t q = 0; q < states; ++q) m.all[q] = {{q}};
  return m;
}

// The representations of a split level: R state (when several orbits are used) and exponents.
LevelMap split_map(std::size_t first, const CascadeLevel& level, Series series, const std::vector<bool>& used) {
  const std::size_t n = level.states;
  const PermGroup& group = series.steps.at(0).group;  // G itself
  LevelMap m;
  m.first = first;
  m.split = true;
  // Orbits of the group on the level's states, each named by its smallest state.
  std::vector<std::uint32_t> orbit(n, kNone);
  for (std::uint32_t q = 0; q < n; ++q) {
    if (orbit[q] != kNone) continue;
    for (std::uint32_t i = 0; i < group.size(); ++i) orbit[group.element(i)[q]] = q;
  }
  std::vector<std::uint32_t> slot(n, kNone);
  for (std::uint32_t q = 0; q < n; ++q)
    if (used[q] && slot[orbit[q]] == kNone) {
      slot[orbit[q]] = static_cast<std::uint32_t>(m.rep.size());
      m.rep.push_back(orbit[q]);
    }
  m.orbit_level = m.rep.size() > 1;
  m.width = series.steps.size() + (m.orbit_level ? 1 : 0);
  m.canonical.resize(n);
  m.all.resize(n);
  for (std::uint32_t i = 0; i < group.size(); ++i) {
    const Perm h(group.element(i).begin(), group.element(i).end());
    const std::vector<std::uint32_t> a = series.exponents(h);
    for (std::uint32_t r = 0; r < m.rep.size(); ++r) {
      std::vector<std::uint32_t> values;
      if (m.orbit_level) values.push_back(r);
      values.insert(values.end(), a.begin(), a.end());
      const std::uint32_t q = h[m.rep[r]];  // g_1^a_1 ... g_r^a_r (rep)
      if (m.canonical[q].empty()) m.canonical[q] = values;
      m.all[q].push_back(std::move(values));
    }
  }
  m.series = std::move(series);
  return m;
}

// Every new context for an old (depends_on, context): the product of the representations.
std::vector<std::vector<std::uint32_t>> expand(const std::vector<std::uint32_t>& depends_on,
                                               const std::vector<std::uint32_t>& context,
                                               const std::vector<LevelMap>& maps) {
  std::vector<std::vector<std::uint32_t>> out{{}};
  for (std::size_t k = 0; k < depends_on.size(); ++k) {
    const auto& reps = maps[depends_on[k]].representations(context[k]);
    std::vector<std::vector<std::uint32_t>> next;
    for (const auto& prefix : out)
      for (const auto& r : reps) {
        next.push_back(prefix);
        next.back().insert(next.back().end(), r.begin(), r.end());
      }
    out = std::move(next);
  }
  return out;
}

std::vector<std::uint32_t> remap_levels(const std::vector<std::uint32_t>& old, const std::vector<LevelMap>& maps) {
  std::vector<std::uint32_t> out;
  for (auto u : old)
    for (std::size_t k = 0; k < maps[u].width; ++k) out.push_back(static_cast<std::uint32_t>(maps[u].first + k));
  return out;
}

LevelAction constant(std::uint32_t target) { return LevelAction{LevelAction::Kind::constant, {target}}; }

std::size_t count_resets(const CascadeLevel& level) {
  std::vector<std::uint32_t> targets;
  for (const auto& e : level.actions)
    if (e.action.kind == LevelAction::Kind::constant) targets.push_back(e.action.image[0]);
  std::sort(targets.begin(), targets.end());
  return static_cast<std::size_t>(std::unique(targets.begin(), targets.end()) - targets.begin());
}

void finish_level(CascadeLevel& level, std::size_t index, std::size_t& entries, std::size_t limit) {
  std::sort(level.actions.begin(), level.actions.end(), [](const ActionEntry& a, const ActionEntry& b) {
    return a.letter != b.letter ? a.letter < b.letter : a.context < b.context;
  });
  for (std::size_t k = 1; k < level.actions.size(); ++k)
    if (level.actions[k].letter == level.actions[k - 1].letter &&
        level.actions[k].context == level.actions[k - 1].context)
      throw std::logic_error("split_prime: two actions for one (letter, context) on level " + std::to_string(index));
  entries += level.actions.size();
  if (entries > limit)
    throw Error("the split cascade has more than " + std::to_string(limit) + " action entries, over action_limit");
}

// The levels R, C_1..C_r replacing `old` (see the header).
void append_split_levels(const CascadeLevel& old, std::size_t index, const LevelMap& m,
                         const std::vector<LevelMap>& maps, const std::string& group, std::vector<CascadeLevel>& out) {
  const std::vector<std::uint32_t> depends_on = remap_levels(old.depends_on, maps);
  std::string reps;
  for (const auto& c : old.components) reps += (reps.empty() ? "" : " ") + c.representative;
  auto component = [&](std::size_t states, std::string name, std::vector<std::vector<std::uint32_t>> gens,
                       const std::vector<std::uint32_t>& deps, std::string what) {
    CascadeComponent c;
    c.states = states;
    c.group_order = gens.empty() ? 1 : states;
    c.group = std::move(name);
    c.generators = std::move(gens);
    c.depends_on = deps;
    c.representative = what + " of level " + std::to_string(index) + " (" + group + "): " + reps;
    return c;
  };
  if (m.orbit_level) {
    CascadeLevel r;
    r.states = m.rep.size();
    r.depends_on = depends_on;
    r.components.push_back(component(r.states, "trivial", {}, depends_on, "orbits"));
    for (const auto& e : old.actions)
      for (auto& ctx : expand(old.depends_on, e.context, maps)) {
        LevelAction a = e.action.kind == LevelAction::Kind::constant
                            ? constant(m.canonical.at(e.action.image[0]).at(0))
                            : LevelAction{LevelAction::Kind::permutation, perm_identity(r.states)};
        r.actions.push_back(ActionEntry{e.letter, std::move(ctx), std::move(a)});
      }
    out.push_back(std::move(r));
  }
  const std::size_t offset = m.orbit_level ? 1 : 0, r_steps = m.series.steps.size();
  for (std::size_t i = 0; i < r_steps; ++i) {
    const std::uint32_t p = m.series.steps[i].p;
    CascadeLevel c;
    c.states = p;
    c.depends_on = depends_on;
    for (std::size_t j = 0; j < i; ++j) c.depends_on.push_back(static_cast<std::uint32_t>(m.first + offset + j));
    Perm shift(p);
    for (std::uint32_t a = 0; a < p; ++a) shift[a] = (a + 1) % p;
    c.components.push_back(
        component(p, "Z_" + std::to_string(p), {shift}, c.depends_on,
                  "Z_" + std::to_string(p) + " factor " + std::to_string(i + 1) + "/" + std::to_string(r_steps)));
    std::vector<std::uint32_t> prefix(r_steps, 0);  // a_1..a_i, then zeros
    for (const auto& e : old.actions) {
      const auto contexts = expand(old.depends_on, e.context, maps);
      std::fill(prefix.begin(), prefix.end(), 0);
      for (;;) {  // every a_1..a_{i-1}
        LevelAction action;
        if (e.action.kind == LevelAction::Kind::constant) {
          action = constant(m.canonical.at(e.action.image[0]).at(offset + i));
        } else {
          action.image.resize(p);
          std::vector<bool> hit(p, false);
          for (std::uint32_t a = 0; a < p; ++a) {
            prefix[i] = a;
            const std::uint32_t b = m.series.exponents(after(e.action.image, m.series.element(prefix)))[i];
            if (hit[b]) throw std::logic_error("split_prime: a composition factor's action is not a permutation");
            hit[b] = true;
            action.image[a] = b;
          }
          prefix[i] = 0;
        }
        for (const auto& ctx : contexts) {
          std::vector<std::uint32_t> full = ctx;
          full.insert(full.end(), prefix.begin(), prefix.begin() + static_cast<std::ptrdiff_t>(i));
          c.actions.push_back(ActionEntry{e.letter, std::move(full), action});
        }
        std::size_t j = 0;  // next prefix, a_1 fastest
        while (j < i && ++prefix[j] == m.series.steps[j].p) prefix[j++] = 0;
        if (j == i) break;
      }
    }
    out.push_back(std::move(c));
  }
}

// tuples, next and tuple_state of `out` by breadth-first search from the initial tuple, W through
// the old cascade: decode each tuple to the old one and read its W.
void reachable_tuples(const Cascade& old, const std::vector<LevelMap>& maps, Cascade& out, std::size_t limit) {
  std::map<std::vector<std::uint32_t>, State> old_w;
  for (std::size_t t = 0; t < old.tuples.size(); ++t) old_w.emplace(old.tuples[t], old.tuple_state[t]);
  std::vector<std::uint32_t> initial;
  for (std::size_t l = 0; l < old.levels.size(); ++l) {
    const std::uint32_t q = old.tuples[0][l];
    const auto& r = maps[l].split ? maps[l].canonical.at(q) : std::vector<std::uint32_t>{q};
    initial.insert(initial.end(), r.begin(), r.end());
  }
  std::map<std::vector<std::uint32_t>, std::uint32_t> index{{initial, 0}};
  out.tuples = {initial};
  const std::size_t letters = out.num_letters();
  for (std::size_t t = 0; t < out.tuples.size(); ++t) {
    std::vector<std::uint32_t> decoded;
    for (std::size_t l = 0; l < old.levels.size(); ++l)
      decoded.push_back(maps[l].decode(std::span(out.tuples[t]).subspan(maps[l].first, maps[l].width)));
    const auto w = old_w.find(decoded);
    if (w == old_w.end()) throw std::logic_error("split_prime: a tuple decodes to an unreachable tuple of the cascade");
    out.tuple_state.push_back(w->second);
    for (Letter a = 0; a < letters; ++a) {
      auto next = out.apply(out.tuples[t], a);
      if (!next) throw std::logic_error("split_prime: a reachable tuple has no action");
      const auto [it, fresh] = index.emplace(*next, static_cast<std::uint32_t>(out.tuples.size()));
      if (fresh) {
        if (out.tuples.size() >= limit)
          throw Error("the split cascade has more than " + std::to_string(limit) +
                      " reachable tuples, over tuple_limit");
        out.tuples.push_back(std::move(*next));
      }
      out.next.push_back(it->second);
    }
  }
}

}  // namespace

PermGroup level_group(const CascadeLevel& level, std::size_t group_limit) {
  std::vector<Perm> gens;
  for (const auto& e : level.actions)
    if (e.action.kind == LevelAction::Kind::permutation && !e.action.is_identity() &&
        std::find(gens.begin(), gens.end(), e.action.image) == gens.end())
      gens.push_back(e.action.image);
  return PermGroup::closure(gens, level.states, group_limit);
}

Cascade split_prime(const Cascade& cascade, const PrimeSplitOptions& options) {
  Cascade out;
  out.alphabet = cascade.alphabet;
  out.subduction_height = cascade.subduction_height;
  std::vector<LevelMap> maps;
  std::size_t entries = 0;
  for (std::size_t l = 0; l < cascade.levels.size(); ++l) {
    const CascadeLevel& old = cascade.levels[l];
    const std::size_t first = out.levels.size();
    PermGroup group = level_group(old, options.group_limit);
    const std::size_t order = group.size();
    const bool prime_regular = order == old.states && prime_factors(order) == std::vector<std::uint64_t>{order};
    if (order == 1 || prime_regular) {
      maps.push_back(unsplit_map(first, old.states));
      CascadeLevel level = old;
      level.depends_on = remap_levels(old.depends_on, maps);
      for (auto& c : level.components) c.depends_on = remap_levels(c.depends_on, maps);
      level.actions.clear();
      for (const auto& e : old.actions)
        for (auto& ctx : expand(old.depends_on, e.context, maps))
          level.actions.push_back(ActionEntry{e.letter, std::move(ctx), e.action});
      finish_level(level, first, entries, options.action_limit);
      out.levels.push_back(std::move(level));
      continue;
    }
    std::vector<Perm> gens = generating_set(group);
    const std::string name = group_name(group, gens);
    std::vector<bool> used(old.states, false);
    for (const auto& t : cascade.tuples) used.at(t[l]) = true;
    maps.push_back(
        split_map(first, old, composition_series(std::move(group), l, name, options.series_work_limit), used));
    append_split_levels(old, l, maps.back(), maps, name, out.levels);
    for (std::size_t k = first; k < out.levels.size(); ++k) {
      finish_level(out.levels[k], k, entries, options.action_limit);
      out.levels[k].components.at(0).resets = count_resets(out.levels[k]);
    }
  }
  out.coordinate_space = 1;
  for (const auto& level : out.levels) out.coordinate_space *= static_cast<double>(level.states);
  reachable_tuples(cascade, maps, out, options.tuple_limit);
  return out;
}

}  // namespace lrnnc::automata
