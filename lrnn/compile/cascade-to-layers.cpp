// Pass "cascade-to-layers" (Theorem 4, App. D.3-D.4): a cascade of permutation-reset automata
// (automata/cascade.hpp) as a multi-layer LRNN, one layer per cascade level, level 0 first.
//
// Layer l: n = the level's states, d = 1, state = one-hot e_q of the level coordinate q, H0 = e_{c_l}
// of the initial tuple. Its context is ContextRef{u, lag 1} for each upper level u the level depends
// on: the decoded value of layer u one step earlier, i.e. before this letter, which is the cascade
// product's semantics. One token per reachable (letter, context) action entry:
//   permutation q -> image[q]   P e_q = e_{image[q]} as a product of transpositions (the reflections
//                               of permutation-to-reflections, `unit` or `integer`) or Dense; the
//                               identity is the empty HouseholderProduct; B absent.
//   constant -> t (a reset)     A = 0 with B = e_t: Diagonal(0) (`--reset diagonal`) or the n factors
//                               I - e_i e_i^T (beta = 1, eigenvalue 0), i = 0..n-1, whose product is
//                               exactly 0 (`--reset householder`).
// With --restrict diag01 / diag11 (check_cascade_class, and split_prime before: every level's group
// is trivial or Z_2 on 2 states) every transition is diagonal with entries in {-1, 0, 1}:
//   a Z_2 level                 n = 1, state +1 for coordinate 0 and -1 for 1: the swap is
//                               Diagonal(-1), the identity Diagonal(1), a reset to t Diagonal(0)
//                               with B = (+-1) (Grazzi et al.: counting modulo 2^k in k layers);
//   any other level (resets)    one-hot as above, the identity Diagonal(1), a reset Diagonal(0).
// Codebook: e_q for every coordinate q the level takes in some reachable tuple, value q (for a single
// layer, values are renumbered 0..K-1 so that the single-layer readout is dense). Readout: the
// reachable tuples (readout_keys) and W (readout); a single layer reads readout[value].
// A cascade without levels (one-state automaton) becomes one 1-dimensional identity layer.
// O(sum over levels of |actions| x n) time, plus the codebooks (O(n^2) per layer).
#include <algorithm>
#include <string>

#include "automata/cascade-prime.hpp"
#include "common/error.hpp"
#include "common/join.hpp"
#include "lrnn/compile/passes.hpp"

namespace lrnnc::lrnn::passes {

namespace {

std::string where(std::size_t level) { return "cascade level " + std::to_string(level); }

// How a level's coordinate is held: one-hot e_q, or (a Z_2 level of a diagonal class) the sign.
enum class Encoding { onehot, sign };
double sign_of(std::uint32_t q) { return q == 0 ? 1.0 : -1.0; }
Vector coordinate_vector(Encoding e, std::size_t n, std::uint32_t q) {
  if (e == Encoding::sign) return Vector::Constant(1, sign_of(q));
  return Vector::Unit(static_cast<Eigen::Index>(n), q);
}

// The encoding of level l under options.restrict; throws when a diagonal class meets a level that
// is neither resets only nor Z_2 on two states (split_prime makes every 2-group such levels).
Encoding level_encoding(const automata::CascadeLevel& level, std::size_t l, Restrict r) {
  if (r != Restrict::diag01 && r != Restrict::diag11) return Encoding::onehot;
  const auto order = automata::level_group(level).size();
  if (order == 1) return Encoding::onehot;
  if (order == 2 && level.states == 2) return Encoding::sign;
  throw Error(where(l) + " has a permutation group of order " + std::to_string(order) + " on " +
              std::to_string(level.states) + " states: restriction " + to_string(r) +
              " needs its levels split into Z_2 levels first (automata::split_prime; compile does this)");
}

// Throws unless `action` is a well-formed permutation or constant of a level with n states.
void check_action(const automata::LevelAction& action, std::size_t n, std::size_t level) {
  if (action.kind == automata::LevelAction::Kind::constant) {
    if (action.image.size() != 1 || action.image[0] >= n)
      throw Error(where(level) + ": a constant action must name one target among its " + std::to_string(n) + " states");
    return;
  }
  if (action.image.size() != n)
    throw Error(where(level) + ": a permutation action has " + std::to_string(action.image.size()) +
                " images, expected " + std::to_string(n));
  std::vector<bool> hit(n, false);
  for (auto q : action.image) {
    if (q >= n || hit[q]) throw Error(where(level) + ": an action marked permutation is not a permutation");
    hit[q] = true;
  }
}

Transition reset_transition(std::size_t n, ResetForm form) {
  const auto nn = static_cast<Eigen::Index>(n);
  if (form == ResetForm::diagonal) return Diagonal{Vector::Zero(nn)};
  HouseholderProduct h;
  for (Eigen::Index i = 0; i < nn; ++i) h.factors.push_back(HouseholderFactor{Vector::Unit(nn, i), 1.0});
  return h;
}

// Throws unless the cascade's reachable tuples fit its levels and map to states of `automaton`.
void check_tuples(const automata::Cascade& cascade, const automata::Dfa& automaton) {
  const std::size_t L = cascade.levels.size();
  if (cascade.tuples.empty() || cascade.tuple_state.size() != cascade.tuples.size())
    throw Error("cascade: " + std::to_string(cascade.tuples.size()) + " reachable tuples but " +
                std::to_string(cascade.tuple_state.size()) + " states for them");
  for (std::size_t t = 0; t < cascade.tuples.size(); ++t) {
    if (cascade.tuples[t].size() != L)
      throw Error("cascade: tuple " + std::to_string(t) + " has " + std::to_string(cascade.tuples[t].size()) +
                  " coordinates for " + std::to_string(L) + " levels");
    for (std::size_t l = 0; l < L; ++l)
      if (cascade.tuples[t][l] >= cascade.levels[l].states)
        throw Error("cascade: tuple " + std::to_string(t) + " has coordinate " + std::to_string(cascade.tuples[t][l]) +
                    " on " + where(l) + " of " + std::to_string(cascade.levels[l].states) + " states");
    if (cascade.tuple_state[t] >= automaton.num_states())
      throw Error("cascade: tuple " + std::to_string(t) + " maps to state " + std::to_string(cascade.tuple_state[t]) +
                  " of an automaton with " + std::to_string(automaton.num_states()) + " states");
  }
}

// The token of one action entry of level l (n states); counts resets.
Token action_token(const automata::ActionEntry& entry, const automata::CascadeLevel& level, std::size_t l,
                   std::size_t letters, Encoding encoding, const CompileOptions& options, CompileSummary& summary,
                   std::size_t& resets) {
  const std::size_t n = level.states;
  const bool diagonal = options.restrict != Restrict::none;  // diag01 or diag11 (validated)
  const auto width = static_cast<Eigen::Index>(encoding == Encoding::sign ? 1 : n);
  if (entry.letter >= letters)
    throw Error(where(l) + ": an action names letter " + std::to_string(entry.letter) + ", outside the alphabet");
  if (entry.context.size() != level.depends_on.size())
    throw Error(where(l) + ": an action has " + std::to_string(entry.context.size()) + " context values for " +
                std::to_string(level.depends_on.size()) + " upper levels");
  check_action(entry.action, n, l);
  Token token{entry.letter, entry.context, HouseholderProduct{}, std::nullopt};
  if (entry.action.kind == automata::LevelAction::Kind::constant) {
    token.transition = diagonal ? Diagonal{Vector::Zero(width)} : reset_transition(n, options.reset);
    token.B = Matrix(coordinate_vector(encoding, n, entry.action.image[0]));
    ++resets;
  } else if (diagonal) {
    token.transition = Diagonal{entry.action.is_identity() ? Vector(Vector::Ones(width)) : Vector::Constant(1, -1.0)};
  } else if (!entry.action.is_identity()) {
    token.transition = permutation_transition(entry.action.image, options.reflection);
    if (const auto* h = std::get_if<HouseholderProduct>(&token.transition))
      summary.max_reflections_per_token = std::max(summary.max_reflections_per_token, h->factors.size());
  }
  return token;
}

// Codebook of level l: e_q for the coordinates q it takes in reachable tuples (values renumbered
// 0..K-1 when it is the only level); returns those coordinates.
std::vector<std::uint32_t> level_codebook(const automata::Cascade& cascade, std::size_t l, Encoding encoding,
                                          Layer& layer) {
  const std::size_t n = cascade.levels[l].states;
  std::vector<bool> used(n, false);
  for (const auto& tuple : cascade.tuples) used[tuple[l]] = true;
  std::vector<std::uint32_t> coordinates;
  for (std::uint32_t q = 0; q < n; ++q)
    if (used[q]) coordinates.push_back(q);
  layer.codebook.vectors =
      Matrix::Zero(static_cast<Eigen::Index>(coordinates.size()), static_cast<Eigen::Index>(layer.n));
  for (std::size_t k = 0; k < coordinates.size(); ++k) {
    layer.codebook.vectors.row(static_cast<Eigen::Index>(k)) = coordinate_vector(encoding, n, coordinates[k]);
    layer.codebook.values.push_back(cascade.levels.size() == 1 ? static_cast<std::uint32_t>(k) : coordinates[k]);
  }
  return coordinates;
}

// The readout of the cascade's network: a one-state automaton's identity layer, readout[value] for
// one level (value k = the k-th coordinate in `first_coordinates`), the tuples otherwise.
void set_readout(const automata::Cascade& cascade, const std::vector<std::uint32_t>& first_coordinates, Network& net) {
  const std::size_t L = cascade.levels.size();
  if (L == 0) {  // one state: a 1-dimensional layer on which every letter is the identity
    Layer layer;
    layer.H0 = Vector::Ones(1);
    for (automata::Letter a = 0; a < net.automaton.num_letters(); ++a)
      layer.tokens.push_back(Token{a, {}, HouseholderProduct{}, std::nullopt});
    layer.codebook.vectors = Matrix::Ones(1, 1);
    layer.codebook.values = {0};
    net.layers.push_back(std::move(layer));
    net.readout = {cascade.tuple_state[0]};
  } else if (L == 1) {
    std::vector<std::uint32_t> value_of(cascade.levels[0].states, 0);
    for (std::uint32_t k = 0; k < first_coordinates.size(); ++k) value_of[first_coordinates[k]] = k;
    net.readout.assign(first_coordinates.size(), cascade.tuple_state[0]);
    for (std::size_t t = 0; t < cascade.tuples.size(); ++t)
      net.readout[value_of[cascade.tuples[t][0]]] = cascade.tuple_state[t];
  } else {
    net.readout_keys = cascade.tuples;
    net.readout = cascade.tuple_state;
  }
}

}  // namespace

Compiled cascade_to_layers(const automata::Cascade& cascade, const automata::Dfa& automaton,
                           const CompileOptions& options) {
  if (cascade.num_letters() != automaton.num_letters())
    throw Error("cascade has " + std::to_string(cascade.num_letters()) + " letters but the automaton has " +
                std::to_string(automaton.num_letters()));
  check_cascade_class(cascade, options.restrict);
  const std::size_t L = cascade.levels.size();
  check_tuples(cascade, automaton);

  Compiled c;
  CompileSummary& summary = c.summary;
  Network& net = c.network;
  std::size_t resets = 0, tokens = 0;
  std::vector<std::size_t> widths;
  std::vector<std::uint32_t> first_coordinates;  // the coordinates level 0 takes (its codebook)
  for (std::size_t l = 0; l < L; ++l) {
    const automata::CascadeLevel& level = cascade.levels[l];
    const std::size_t n = level.states;
    if (n == 0) throw Error(where(l) + " has no states");
    const Encoding encoding = level_encoding(level, l, options.restrict);
    Layer layer;
    layer.n = encoding == Encoding::sign ? 1 : n;
    layer.d = 1;
    layer.H0 = coordinate_vector(encoding, n, cascade.tuples[0][l]);
    for (auto u : level.depends_on) {
      if (u >= l) throw Error(where(l) + " depends on level " + std::to_string(u) + ", which is not above it");
      layer.context.push_back(ContextRef{u, 1});
    }
    for (const automata::ActionEntry& entry : level.actions)
      layer.tokens.push_back(
          action_token(entry, level, l, automaton.num_letters(), encoding, options, summary, resets));
    tokens += layer.tokens.size();
    auto coordinates = level_codebook(cascade, l, encoding, layer);
    if (l == 0) first_coordinates = std::move(coordinates);
    widths.push_back(layer.n);
    net.layers.push_back(std::move(layer));
  }

  net.automaton = automaton;
  set_readout(cascade, first_coordinates, net);
  if (L == 0) {
    widths.push_back(1);
    tokens = automaton.num_letters();
  }

  summary.method = to_string(Method::cascade);
  summary.construction =
      options.restrict != Restrict::none
          ? "cascade (diagonal in " + to_string(options.restrict) + ": Z_2 levels as signs, resets one-hot)"
          : "cascade (" +
                (options.reflection == ReflectionParam::dense ? std::string("permutations dense")
                                                              : "reflections, " + to_string(options.reflection)) +
                "; resets " + to_string(options.reset) + ")";
  summary.representation = std::to_string(L) + " cascade level" + (L == 1 ? "" : "s") + " (widths " +
                           join(widths, ", ") + "), " + std::to_string(cascade.tuples.size()) + " reachable tuples";
  if (resets > 0)
    summary.notes.push_back(std::to_string(resets) + " of " + std::to_string(tokens) +
                            " tokens are resets (A = 0, B = e_target): singular transitions");
  net.provenance = Provenance{summary.method, provenance_options(options, Method::cascade), summary.notes};
  check_network(net);
  return c;
}

}  // namespace lrnnc::lrnn::passes
