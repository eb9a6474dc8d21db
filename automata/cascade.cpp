#include "automata/cascade.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "automata/io-dot.hpp"
#include "automata/permutation-group.hpp"
#include "common/error.hpp"
#include "common/join.hpp"
#include "common/splitmix64.hpp"

namespace lrnnc::automata {

namespace {

// (letter, context) order of CascadeLevel::actions: by letter, then the context lexicographically.
bool entry_before(const ActionEntry& e, Letter letter, std::span<const std::uint32_t> context) {
  if (e.letter != letter) return e.letter < letter;
  return std::lexicographical_compare(e.context.begin(), e.context.end(), context.begin(), context.end());
}

const LevelAction* find_action(const CascadeLevel& level, Letter letter, std::span<const std::uint32_t> context) {
  auto it = std::lower_bound(level.actions.begin(), level.actions.end(), 0,
                             [&](const ActionEntry& e, int) { return entry_before(e, letter, context); });
  if (it == level.actions.end() || it->letter != letter ||
      !std::equal(it->context.begin(), it->context.end(), context.begin(), context.end()))
    return nullptr;
  return &it->action;
}

// One cascade step without allocation: out = tuple . a. Returns the level whose (letter, context)
// has no action or whose coordinate is out of range, or levels.size() on success.
std::size_t step(const Cascade& cascade, std::span<const std::uint32_t> tuple, Letter a, std::vector<std::uint32_t>& out,
                 std::vector<std::uint32_t>& context) {
  const std::size_t n = cascade.levels.size();
  out.resize(n);
  for (std::size_t l = 0; l < n; ++l) {
    const CascadeLevel& level = cascade.levels[l];
    context.clear();
    for (std::uint32_t d : level.depends_on) context.push_back(tuple[d]);  // coordinates BEFORE the letter
    const LevelAction* action = find_action(level, a, context);
    if (!action || action->image.empty()) return l;
    if (action->kind == LevelAction::Kind::constant) {
      out[l] = action->image[0];
    } else {
      if (tuple[l] >= action->image.size()) return l;
      out[l] = action->image[tuple[l]];
    }
  }
  return n;
}

// A tuple or context in messages: "(1,0,2)".
std::string paren(std::span<const std::uint32_t> values) { return "(" + join(values) + ")"; }

std::string letter_name(const Cascade& c, Letter a) { return "'" + c.alphabet.name(a) + "'"; }

bool valid_action(const LevelAction& action, std::size_t states) {
  if (action.kind == LevelAction::Kind::constant) return action.image.size() == 1 && action.image[0] < states;
  if (action.image.size() != states) return false;
  std::vector<bool> seen(states, false);
  for (std::uint32_t q : action.image) {
    if (q >= states || seen[q]) return false;
    seen[q] = true;
  }
  return true;
}

}  // namespace

const LevelAction* CascadeLevel::find(Letter letter, const std::vector<std::uint32_t>& context) const {
  return find_action(*this, letter, context);
}

std::optional<std::vector<std::uint32_t>> Cascade::apply(const std::vector<std::uint32_t>& tuple, Letter a) const {
  if (tuple.size() != levels.size() || a >= num_letters()) return std::nullopt;
  std::vector<std::uint32_t> out, context;
  if (step(*this, tuple, a, out, context) != levels.size()) return std::nullopt;
  return out;
}

bool is_permutation_reset(const Cascade& cascade) {
  for (std::size_t l = 0; l < cascade.levels.size(); ++l) {
    const CascadeLevel& level = cascade.levels[l];
    for (std::size_t i = 0; i < level.actions.size(); ++i) {
      const ActionEntry& e = level.actions[i];
      if (e.context.size() != level.depends_on.size() || !valid_action(e.action, level.states)) return false;
      if (i > 0 && !entry_before(level.actions[i - 1], e.letter, e.context)) return false;  // sorted, distinct
    }
  }
  return true;
}

EmulationReport verify_emulation(const Dfa& dfa, const Cascade& cascade, std::size_t random_words,
                                 std::size_t random_length, std::uint64_t seed) {
  if (!(dfa.alphabet() == cascade.alphabet))
    throw Error("verify_emulation: the cascade's alphabet {" + cascade.alphabet.describe() +
                "} is not the automaton's {" + dfa.alphabet().describe() + "}");
  EmulationReport report;
  const std::size_t L = cascade.levels.size(), k = cascade.num_letters(), T = cascade.tuples.size();
  report.reachable_tuples = T;
  auto fail = [&](std::string message) {
    report.failure = std::move(message);
    report.passed = false;
    return report;
  };
  auto state = [&](State q) { return "state " + dfa.state_name(q); };

  // Shape of the value (cheap checks first).
  if (T == 0) return fail("the cascade has no tuples (expected the initial tuple at index 0)");
  if (cascade.tuple_state.size() != T)
    return fail("tuple_state has " + std::to_string(cascade.tuple_state.size()) + " entries, expected " +
                std::to_string(T) + " (one per tuple)");
  if (cascade.next.size() != T * k)
    return fail("next has " + std::to_string(cascade.next.size()) + " entries, expected " + std::to_string(T * k) +
                " (tuples x letters)");
  // Tuples pack into the 32-bit tag when the level sizes allow: a look-up then touches one slot.
  std::uint64_t bound = 1;
  for (const CascadeLevel& level : cascade.levels) bound = std::max<std::uint64_t>(bound, level.states);
  detail::FlatTable<std::uint32_t> index(L, bound);
  index.reserve(T);
  for (std::size_t t = 0; t < T; ++t) {
    const auto& c = cascade.tuples[t];
    if (c.size() != L)
      return fail("tuple " + std::to_string(t) + " " + paren(c) + " has " + std::to_string(c.size()) +
                  " coordinates, expected " + std::to_string(L) + " (one per level)");
    for (std::size_t l = 0; l < L; ++l)
      if (c[l] >= cascade.levels[l].states)
        return fail("tuple " + paren(c) + ": coordinate " + std::to_string(c[l]) + " of level " + std::to_string(l) +
                    " is out of range, expected [0, " + std::to_string(cascade.levels[l].states) + ")");
    if (cascade.tuple_state[t] >= dfa.num_states())
      return fail("W" + paren(c) + " = " + std::to_string(cascade.tuple_state[t]) + " is not a state, expected [0, " +
                  std::to_string(dfa.num_states()) + ")");
    if (!index.insert(c.data()).second) return fail("tuple " + paren(c) + " is listed twice");
  }
  if (cascade.tuple_state[0] != dfa.start())
    return fail("W(initial tuple " + paren(cascade.tuples[0]) + ") is " + state(cascade.tuple_state[0]) +
                ", expected the start " + state(dfa.start()));

  // Surjectivity first: with the homomorphism and W(initial) = start it would follow, but a
  // cascade that misses a state is better reported as such than by its first wrong transition.
  std::vector<bool> hit(dfa.num_states(), false), reachable(dfa.num_states(), false);
  for (State q : cascade.tuple_state) hit[q] = true;
  std::vector<State> states{dfa.start()};
  reachable[dfa.start()] = true;
  for (std::size_t i = 0; i < states.size(); ++i)
    for (Letter a = 0; a < k; ++a) {
      const State q = dfa.next(states[i], a);
      if (!reachable[q]) reachable[q] = true, states.push_back(q);
    }
  for (State q : states)
    if (!hit[q]) return fail("W is not surjective: reachable " + state(q) + " is the image of no tuple");
  report.surjective = true;

  // The exact check: every reachable tuple and letter, recomputed from the level actions.
  std::vector<std::uint32_t> image, context;
  for (std::size_t t = 0; t < T; ++t) {
    const auto& c = cascade.tuples[t];
    for (Letter a = 0; a < k; ++a) {
      const std::size_t bad = step(cascade, c, a, image, context);
      if (bad != L)
        return fail("tuple " + paren(c) + " letter " + letter_name(cascade, a) + ": level " + std::to_string(bad) +
                    " has no action for context " + paren(context) + " on coordinate " + std::to_string(c[bad]));
      const std::uint32_t u = index.find(image.data());
      if (u == detail::FlatTable<std::uint32_t>::kAbsent)
        return fail("tuple " + paren(c) + " letter " + letter_name(cascade, a) + " gives " + paren(image) +
                    ", which is not a reachable tuple (the tuples are not closed under the letters)");
      if (cascade.next[t * k + a] != u)
        return fail("tuple " + paren(c) + " letter " + letter_name(cascade, a) + ": next is tuple " +
                    std::to_string(cascade.next[t * k + a]) + ", but the level actions give tuple " +
                    std::to_string(u) + " " + paren(image));
      const State expected = dfa.next(cascade.tuple_state[t], a), found = cascade.tuple_state[u];
      if (expected != found)
        return fail("tuple " + paren(c) + " letter " + letter_name(cascade, a) + ": W" + paren(c) + " = " +
                    state(cascade.tuple_state[t]) + " goes to " + state(expected) + ", but W" + paren(image) +
                    " = " + state(found) + " (expected " + state(expected) + ", found " + state(found) + ")");
      ++report.checked_transitions;
    }
  }

  // Every tuple is reachable from the initial one (`next` is now known to be in range).
  std::vector<bool> seen_tuple(T, false);
  std::vector<std::uint32_t> queue{0};
  seen_tuple[0] = true;
  for (std::size_t i = 0; i < queue.size(); ++i)
    for (Letter a = 0; a < k; ++a) {
      const std::uint32_t u = cascade.next[queue[i] * k + a];
      if (!seen_tuple[u]) seen_tuple[u] = true, queue.push_back(u);
    }
  for (std::size_t t = 0; t < T; ++t)
    if (!seen_tuple[t])
      return fail("tuple " + paren(cascade.tuples[t]) + " is not reachable from the initial tuple " +
                  paren(cascade.tuples[0]));

  // The differential check: seeded random words, DFA and cascade side by side.
  SplitMix64 rng(seed);
  std::vector<std::uint32_t> tuple;
  for (std::size_t w = 0; w < random_words; ++w) {
    tuple = cascade.tuples[0];
    State q = dfa.start();
    Word word;
    for (std::size_t i = 0; i < random_length; ++i) {
      const auto a = static_cast<Letter>(rng.next() % k);
      word.push_back(a);
      q = dfa.next(q, a);
      const std::size_t bad = step(cascade, tuple, a, image, context);
      const std::uint32_t u = bad == L ? index.find(image.data()) : detail::FlatTable<std::uint32_t>::kAbsent;
      if (u == detail::FlatTable<std::uint32_t>::kAbsent || cascade.tuple_state[u] != q)
        return fail("random word " + std::to_string(w) + " (seed " + std::to_string(seed) + ") position " +
                    std::to_string(i) + " letter " + letter_name(cascade, a) + ": the DFA is in " + state(q) +
                    ", the cascade " + (u == detail::FlatTable<std::uint32_t>::kAbsent ? std::string("left the tuples")
                                                                                 : state(cascade.tuple_state[u])));
      tuple.swap(image);
      ++report.random_letters;
    }
    ++report.random_words;
  }
  report.passed = true;
  return report;
}

std::string cascade_to_json(const Cascade& cascade) {
  using nlohmann::json;
  json levels = json::array();
  for (const CascadeLevel& level : cascade.levels) {
    json components = json::array();
    for (const CascadeComponent& c : level.components)
      components.push_back({{"states", c.states},
                            {"offset", c.offset},
                            {"group_order", c.group_order},
                            {"group", c.group},
                            {"resets", c.resets},
                            {"depends_on", c.depends_on},
                            {"representative", c.representative},
                            {"generators", c.generators}});
    json actions = json::array();
    for (const ActionEntry& e : level.actions)
      actions.push_back({{"letter", cascade.alphabet.name(e.letter)},
                         {"context", e.context},
                         {"kind", e.action.kind == LevelAction::Kind::constant ? "constant" : "permutation"},
                         {"image", e.action.image}});
    levels.push_back(
        {{"states", level.states}, {"depends_on", level.depends_on}, {"components", components}, {"actions", actions}});
  }
  json out{{"alphabet", cascade.alphabet.names()},
           {"levels", levels},
           {"reachable_tuples", cascade.tuples.size()},
           {"coordinate_space", cascade.coordinate_space},
           {"subduction_height", cascade.subduction_height}};
  if (cascade.tuples.size() <= kCascadeJsonTupleLimit) {
    out["tuples"] = cascade.tuples;
    out["tuple_state"] = cascade.tuple_state;
  }
  return out.dump(2);
}

std::string cascade_to_dot(const Cascade& cascade) {
  DotWriter dot("cascade", DotWriter::Layout::indented);
  for (const char* s : {"compound=true", "rankdir=TB", "node [shape=box, style=rounded]"}) dot.statement(s);
  dot.statement("label=" + dot_string("cascade over {" + cascade.alphabet.describe() + "}: " +
                                      std::to_string(cascade.levels.size()) + " levels, " +
                                      std::to_string(cascade.tuples.size()) + " reachable tuples"));
  dot.statement("labelloc=t");
  // Node "l<level>_<component>"; a level without components gets one node "l<level>_0" for its box.
  auto node_id = [](std::size_t level, std::size_t component) {
    return "l" + std::to_string(level) + "_" + std::to_string(component);
  };
  for (std::size_t l = 0; l < cascade.levels.size(); ++l) {
    const CascadeLevel& level = cascade.levels[l];
    dot.begin_subgraph("cluster_" + std::to_string(l));
    dot.statement("label=" + dot_string("level " + std::to_string(l) + " (" + std::to_string(level.states) +
                                        " states" +
                                        (level.depends_on.empty() ? "" : ", reads levels " + join(level.depends_on)) +
                                        ")"));
    if (level.components.empty()) dot.node(node_id(l, 0), "label=\"(no component)\", style=dashed");
    for (std::size_t k = 0; k < level.components.size(); ++k) {
      const CascadeComponent& c = level.components[k];
      std::string label = "component " + std::to_string(k) + ": " + std::to_string(c.states) + " states\n" +
                          "group " + (c.group.empty() ? std::string("?") : c.group) + " (order " +
                          std::to_string(c.group_order) + "), " + std::to_string(c.resets) + " resets";
      if (!c.representative.empty()) label += "\n" + c.representative;
      dot.node(node_id(l, k), "label=" + dot_string(label));
    }
    dot.end_subgraph();
  }
  // Dependencies: one arrow from the upper level's box to each component (or level) that reads it.
  for (std::size_t l = 0; l < cascade.levels.size(); ++l) {
    const CascadeLevel& level = cascade.levels[l];
    auto edge = [&](std::uint32_t from, std::size_t k) {
      dot.edge(node_id(from, 0), node_id(l, k), "ltail=cluster_" + std::to_string(from));
    };
    if (level.components.empty()) {
      for (std::uint32_t d : level.depends_on) edge(d, 0);
      continue;
    }
    for (std::size_t k = 0; k < level.components.size(); ++k)
      for (std::uint32_t d : level.components[k].depends_on) edge(d, k);
  }
  return dot.finish();
}

}  // namespace lrnnc::automata
