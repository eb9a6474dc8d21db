#include "automata/cascade.hpp"

#include <algorithm>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "automata/graph.hpp"
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
std::size_t step(const Cascade& cascade, std::span<const std::uint32_t> tuple, Letter a,
                 std::vector<std::uint32_t>& out, std::vector<std::uint32_t>& context) {
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

// The checks of verify_emulation, in the order it runs them; each returns the first failure.
class EmulationCheck {
 public:
  EmulationCheck(const Dfa& dfa, const Cascade& cascade)
      : dfa_(dfa), cascade_(cascade), L_(cascade.levels.size()), k_(cascade.num_letters()), T_(cascade.tuples.size()) {}

  // Shape of the value (cheap checks first); indexes the tuples.
  std::optional<std::string> shape() {
    if (T_ == 0) return "the cascade has no tuples (expected the initial tuple at index 0)";
    if (cascade_.tuple_state.size() != T_)
      return "tuple_state has " + std::to_string(cascade_.tuple_state.size()) + " entries, expected " +
             std::to_string(T_) + " (one per tuple)";
    if (cascade_.next.size() != T_ * k_)
      return "next has " + std::to_string(cascade_.next.size()) + " entries, expected " + std::to_string(T_ * k_) +
             " (tuples x letters)";
    // Tuples pack into the 32-bit tag when the level sizes allow: a look-up then touches one slot.
    std::uint64_t bound = 1;
    for (const CascadeLevel& level : cascade_.levels) bound = std::max<std::uint64_t>(bound, level.states);
    index_ = detail::FlatTable<std::uint32_t>(L_, bound);
    index_.reserve(T_);
    for (std::size_t t = 0; t < T_; ++t)
      if (auto failure = tuple_shape(t)) return failure;
    if (cascade_.tuple_state[0] != dfa_.start())
      return "W(initial tuple " + paren(cascade_.tuples[0]) + ") is " + state(cascade_.tuple_state[0]) +
             ", expected the start " + state(dfa_.start());
    return std::nullopt;
  }

  // Surjectivity first: with the homomorphism and W(initial) = start it would follow, but a
  // cascade that misses a state is better reported as such than by its first wrong transition.
  std::optional<std::string> surjective() const {
    std::vector<bool> hit(dfa_.num_states(), false);
    for (State q : cascade_.tuple_state) hit[q] = true;
    for (State q : breadth_first_order(table_graph(dfa_), dfa_.start()))
      if (!hit[q]) return "W is not surjective: reachable " + state(q) + " is the image of no tuple";
    return std::nullopt;
  }

  // The exact check: every reachable tuple and letter, recomputed from the level actions.
  std::optional<std::string> transitions(EmulationReport& report) {
    for (std::size_t t = 0; t < T_; ++t)
      for (Letter a = 0; a < k_; ++a) {
        if (auto failure = transition(t, a)) return failure;
        ++report.checked_transitions;
      }
    return std::nullopt;
  }

  // Every tuple is reachable from the initial one (`next` is now known to be in range).
  std::optional<std::string> tuples_reachable() const {
    std::vector<bool> seen_tuple(T_, false);
    for (std::uint32_t t : breadth_first_order(TableGraph(T_, k_, cascade_.next), 0)) seen_tuple[t] = true;
    for (std::size_t t = 0; t < T_; ++t)
      if (!seen_tuple[t])
        return "tuple " + paren(cascade_.tuples[t]) + " is not reachable from the initial tuple " +
               paren(cascade_.tuples[0]);
    return std::nullopt;
  }

  // The differential check: seeded random words, DFA and cascade side by side.
  std::optional<std::string> random_words(std::size_t words, std::size_t length, std::uint64_t seed,
                                          EmulationReport& report) {
    constexpr std::uint32_t kAbsent = detail::FlatTable<std::uint32_t>::kAbsent;
    SplitMix64 rng(seed);
    std::vector<std::uint32_t> tuple;
    for (std::size_t w = 0; w < words; ++w) {
      tuple = cascade_.tuples[0];
      State q = dfa_.start();
      for (std::size_t i = 0; i < length; ++i) {
        const auto a = static_cast<Letter>(rng.next() % k_);
        q = dfa_.next(q, a);
        const std::size_t bad = step(cascade_, tuple, a, image_, context_);
        const std::uint32_t u = bad == L_ ? index_.find(image_.data()) : kAbsent;
        if (u == kAbsent || cascade_.tuple_state[u] != q)
          return "random word " + std::to_string(w) + " (seed " + std::to_string(seed) + ") position " +
                 std::to_string(i) + " letter " + letter_name(cascade_, a) + ": the DFA is in " + state(q) +
                 ", the cascade " + (u == kAbsent ? std::string("left the tuples") : state(cascade_.tuple_state[u]));
        tuple.swap(image_);
        ++report.random_letters;
      }
      ++report.random_words;
    }
    return std::nullopt;
  }

 private:
  std::string state(State q) const { return "state " + dfa_.state_name(q); }

  // Tuple t: its number of coordinates, their ranges, W's value, and that it is listed once.
  std::optional<std::string> tuple_shape(std::size_t t) {
    const auto& c = cascade_.tuples[t];
    if (c.size() != L_)
      return "tuple " + std::to_string(t) + " " + paren(c) + " has " + std::to_string(c.size()) +
             " coordinates, expected " + std::to_string(L_) + " (one per level)";
    for (std::size_t l = 0; l < L_; ++l)
      if (c[l] >= cascade_.levels[l].states)
        return "tuple " + paren(c) + ": coordinate " + std::to_string(c[l]) + " of level " + std::to_string(l) +
               " is out of range, expected [0, " + std::to_string(cascade_.levels[l].states) + ")";
    if (cascade_.tuple_state[t] >= dfa_.num_states())
      return "W" + paren(c) + " = " + std::to_string(cascade_.tuple_state[t]) + " is not a state, expected [0, " +
             std::to_string(dfa_.num_states()) + ")";
    if (!index_.insert(c.data()).second) return "tuple " + paren(c) + " is listed twice";
    return std::nullopt;
  }

  // Tuple t reading letter a: the level actions give a listed tuple, the one `next` names, and W
  // commutes with the step.
  std::optional<std::string> transition(std::size_t t, Letter a) {
    const auto& c = cascade_.tuples[t];
    auto at = [&] { return "tuple " + paren(c) + " letter " + letter_name(cascade_, a); };  // on failure only
    const std::size_t bad = step(cascade_, c, a, image_, context_);
    if (bad != L_)
      return at() + ": level " + std::to_string(bad) + " has no action for context " + paren(context_) +
             " on coordinate " + std::to_string(c[bad]);
    const std::uint32_t u = index_.find(image_.data());
    if (u == detail::FlatTable<std::uint32_t>::kAbsent)
      return at() + " gives " + paren(image_) +
             ", which is not a reachable tuple (the tuples are not closed under the letters)";
    if (cascade_.next[t * k_ + a] != u)
      return at() + ": next is tuple " + std::to_string(cascade_.next[t * k_ + a]) +
             ", but the level actions give tuple " + std::to_string(u) + " " + paren(image_);
    const State expected = dfa_.next(cascade_.tuple_state[t], a), found = cascade_.tuple_state[u];
    if (expected != found)
      return at() + ": W" + paren(c) + " = " + state(cascade_.tuple_state[t]) + " goes to " + state(expected) +
             ", but W" + paren(image_) + " = " + state(found) + " (expected " + state(expected) + ", found " +
             state(found) + ")";
    return std::nullopt;
  }

  const Dfa& dfa_;
  const Cascade& cascade_;
  const std::size_t L_, k_, T_;
  detail::FlatTable<std::uint32_t> index_;  // tuple -> its index
  std::vector<std::uint32_t> image_, context_;
};

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
  report.reachable_tuples = cascade.tuples.size();
  auto fail = [&](std::string message) {
    report.failure = std::move(message);
    report.passed = false;
    return report;
  };
  EmulationCheck check(dfa, cascade);
  if (auto failure = check.shape()) return fail(std::move(*failure));
  if (auto failure = check.surjective()) return fail(std::move(*failure));
  report.surjective = true;
  if (auto failure = check.transitions(report)) return fail(std::move(*failure));
  if (auto failure = check.tuples_reachable()) return fail(std::move(*failure));
  if (auto failure = check.random_words(random_words, random_length, seed, report)) return fail(std::move(*failure));
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
  DotWriter dot("cascade");
  for (const char* s : {"compound=true", "rankdir=TB", "node [shape=box, style=rounded]"}) dot.statement(s);
  dot.statement("label=" + dot_string("cascade over {" + cascade.alphabet.describe() +
                                      "}: " + std::to_string(cascade.levels.size()) + " levels, " +
                                      std::to_string(cascade.tuples.size()) + " reachable tuples"));
  dot.statement("labelloc=t");
  // Node "l<level>_<component>"; a level without components gets one node "l<level>_0" for its box.
  auto node_id = [](std::size_t level, std::size_t component) {
    return "l" + std::to_string(level) + "_" + std::to_string(component);
  };
  for (std::size_t l = 0; l < cascade.levels.size(); ++l) {
    const CascadeLevel& level = cascade.levels[l];
    dot.begin_subgraph("cluster_" + std::to_string(l));
    dot.statement("label=" +
                  dot_string("level " + std::to_string(l) + " (" + std::to_string(level.states) + " states" +
                             (level.depends_on.empty() ? "" : ", reads levels " + join(level.depends_on)) + ")"));
    if (level.components.empty()) dot.node(node_id(l, 0), "label=\"(no component)\", style=dashed");
    for (std::size_t k = 0; k < level.components.size(); ++k) {
      const CascadeComponent& c = level.components[k];
      std::string label = "component " + std::to_string(k) + ": " + std::to_string(c.states) + " states\n" + "group " +
                          (c.group.empty() ? std::string("?") : c.group) + " (order " + std::to_string(c.group_order) +
                          "), " + std::to_string(c.resets) + " resets";
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
