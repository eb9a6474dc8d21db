// Pass "restrict": forces the network into a restricted class of state-transition matrices (for
// sweeps over the classes of Grazzi et al.), refusing when a theorem forbids the class to implement
// the automaton, unless best_effort.
//
//   diag01, gh01  eigenvalues in [0, 1] (Theorem 1; for gh01 Proposition 1(3): every eigenvalue of a
//                 product in M_k((-1, 1]) is 1 or has modulus < 1): only the trivial group.
//                 The paper's Proposition 1(3) also says products in M_k([0, 1]) have only real
//                 eigenvalues; that holds for k <= 2 (a product of two positive semidefinite matrices
//                 is similar to a positive semidefinite one) but not for k >= 3: unit vectors at 0,
//                 60 and 120 degrees with beta = 0.9 give -0.0007 +- 0.0316i
//                 (tests/lrnn/test-proposition1.cpp, docs/results/proposition1/). The refusal
//                 needs only the first claim: Theorem 1 asks for |lambda| >= 1, not real and
//                 positive, and Theorem 2 for |lambda| >= 1 with nonzero imaginary part.
//   diag11        real eigenvalues (Theorem 2) of diagonal matrices, which commute and square to the
//                 identity on a finite orbit: exactly the elementary abelian 2-groups Z_2^r, built as
//                 sign vectors (a basis of Z_2^r chosen greedily among the letters).
//   gh02          Theorem 3 itself: the group construction in Householder form.
//
// The obstructions are read off the letters' permutations of the minimal DFA's states (the true
// group, not a cover given by a permutation action). Best effort starts from the unrestricted group
// network and replaces each token's matrix by the Frobenius-nearest matrix of the class structure:
// the diagonal clamped into the range, or each Householder factor's beta reduced so that its
// eigenvalue 1 - beta |v|^2 is clamped into the range. Complexity: O(|Σ|^2 n) checks, O(|G| |Σ|)
// for the sign-vector construction.
#include <algorithm>
#include <bit>
#include <string>

#include "automata/cascade-prime.hpp"
#include "automata/permutation-group.hpp"
#include "common/error.hpp"
#include "lrnn/compile/passes.hpp"

namespace lrnnc::lrnn::passes {

namespace {

double lower_end(Restrict r) { return r == Restrict::diag01 || r == Restrict::gh01 ? 0.0 : -1.0; }
bool is_diagonal_class(Restrict r) { return r == Restrict::diag01 || r == Restrict::diag11; }

std::string theorem2_clause(std::uint64_t order) {
  if (std::has_single_bit(order)) return "";
  return "; Theorem 2 forbids it too: counting modulo " + std::to_string(order) +
         " (not a power of two) needs an eigenvalue with nonzero imaginary part and |lambda| >= 1";
}

}  // namespace

std::string class_obstruction(const Validated& v, Restrict r) {
  const auto& dfa = v.dfa;
  const auto& perms = v.letter_perms;
  if (r == Restrict::diag01 || r == Restrict::gh01) {
    for (automata::Letter a = 0; a < perms.size(); ++a) {
      const std::uint64_t p = automata::perm_order(perms[a]);
      if (p < 2) continue;
      const std::string letter = quoted_letter(dfa, a);
      const std::string eigen = r == Restrict::diag01
                                    ? "diagonal matrices with entries in [0, 1] have only eigenvalues in [0, 1]"
                                    : "by Proposition 1(3) every eigenvalue of a product of generalized Householder "
                                      "matrices in M_k([0, 1]) is 1 or has modulus < 1";
      return "letter " + letter + " permutes the states with order " + std::to_string(p) + ", so the states after " +
             letter + "^k are periodic in k with period " + std::to_string(p) +
             ", and by Theorem 1 that needs an eigenvalue lambda with |lambda| >= 1 that is not real and positive "
             "(without one the finite-precision states along " +
             letter + "^k become constant), but " + eigen + theorem2_clause(p);
    }
    return "";
  }
  if (r != Restrict::diag11) return "";
  for (automata::Letter a = 0; a < perms.size(); ++a) {
    const std::uint64_t p = automata::perm_order(perms[a]);
    const std::string letter = quoted_letter(dfa, a);
    if (!std::has_single_bit(p))
      return "letter " + letter + " has order " + std::to_string(p) + " and by Theorem 2 counting modulo " +
             std::to_string(p) +
             " (not a power of two) needs an eigenvalue with nonzero imaginary part, but diagonal matrices with "
             "entries in [-1, 1] have only real eigenvalues";
    if (p > 2)
      return "a diagonal matrix with entries in [-1, 1] that permutes a finite set of states squares to the identity "
             "on it; letter " +
             letter + " has order " + std::to_string(p) +
             " (several layers can: when the group is a 2-group, --method cascade --restrict diag11 builds it from Z_2 "
             "layers, Theorem 2's exception for powers of two)";
  }
  for (automata::Letter a = 0; a < perms.size(); ++a)
    for (automata::Letter b = a + 1; b < perms.size(); ++b)
      if (automata::perm_product(perms[a], perms[b]) != automata::perm_product(perms[b], perms[a]))
        return "diagonal matrices commute but letters " + quoted_letter(dfa, a) + " and " + quoted_letter(dfa, b) +
               " do not";
  return "";
}

namespace {

// diag11 for an elementary abelian 2-group: element <-> coordinates in Z_2^r, letter -> diag((-1)^bits).
Draft sign_vectors(const Validated& v) {
  const GroupAction g = representation(v.dfa, std::nullopt);
  std::vector<std::uint64_t> coord(g.group.size(), ~std::uint64_t{0});
  std::vector<std::uint32_t> found{0};  // elements with coordinates: the subgroup spanned so far
  coord[0] = 0;
  std::vector<std::uint64_t> letter_coord;
  std::size_t r = 0;
  for (automata::Letter a = 0; a < g.letters.size(); ++a) {
    const std::uint32_t x = g.group.right(0, a);
    if (coord[x] == ~std::uint64_t{0}) {  // a new basis vector: the span doubles
      const std::uint64_t bit = std::uint64_t{1} << r++;
      for (std::size_t i = 0, size = found.size(); i < size; ++i) {
        const std::uint32_t y = g.group.right(found[i], a);
        coord[y] = coord[found[i]] | bit;
        found.push_back(y);
      }
    }
    letter_coord.push_back(coord[x]);
  }
  auto signs = [n = std::max<std::size_t>(r, 1)](std::uint64_t c) {
    Vector s(static_cast<Eigen::Index>(n));
    for (std::size_t j = 0; j < n; ++j) s(static_cast<Eigen::Index>(j)) = (c >> j) & 1 ? -1.0 : 1.0;
    return s;
  };
  Draft d;
  d.layer.n = std::max<std::size_t>(r, 1);
  d.layer.H0 = signs(0);
  for (automata::Letter a = 0; a < g.letters.size(); ++a)
    d.layer.tokens.push_back(Token{a, {}, Diagonal{signs(letter_coord[a])}, std::nullopt});
  for (std::uint32_t e = 0; e < g.group.size(); ++e) d.codewords.emplace_back(signs(coord[e]), g.state[e]);
  d.summary.construction = "sign vectors (diagonal)";
  d.summary.representation = "Z_2^" + std::to_string(r) + " as sign vectors of length " + std::to_string(d.layer.n);
  return d;
}

// Every transition in Householder form: 1x1 diagonals +-1 become zero or one factor v = (1), beta = 2.
// Precondition: `draft` was built with reflections (permutation unit/integer, rotation reflections).
void scalars_to_householder(Draft& draft) {
  for (Token& t : draft.layer.tokens)
    if (const auto* dg = std::get_if<Diagonal>(&t.transition)) {
      HouseholderProduct h;
      if (dg->a(0) < 0) h.factors.push_back(HouseholderFactor{Vector::Ones(1), 2.0});
      draft.summary.max_reflections_per_token = std::max(draft.summary.max_reflections_per_token, h.factors.size());
      t.transition = std::move(h);
    }
}

void clamp_into_class(Draft& draft, Restrict r) {
  const double lo = lower_end(r);
  for (Token& t : draft.layer.tokens) {
    if (is_diagonal_class(r)) {
      const Vector diag = to_matrix(t.transition, draft.layer.n).diagonal();
      t.transition = Diagonal{diag.cwiseMax(lo).cwiseMin(1.0)};
    } else {
      for (auto& f : std::get<HouseholderProduct>(t.transition).factors) {
        const double norm2 = f.v.squaredNorm();
        if (norm2 > 0) f.beta = (1.0 - std::clamp(f.eigenvalue(), lo, 1.0)) / norm2;
      }
    }
  }
  if (is_diagonal_class(r)) draft.summary.max_reflections_per_token = 0;
}

}  // namespace

void check_cascade_class(const automata::Cascade& cascade, Restrict r) {
  if (r == Restrict::none) return;
  if (!is_diagonal_class(r))
    throw Error("restriction " + to_string(r) + " applies to the group method; cascades take diag01 or diag11");
  for (std::size_t l = 0; l < cascade.levels.size(); ++l) {
    const automata::PermGroup group = automata::level_group(cascade.levels[l]);
    if (group.size() == 1) continue;
    const auto gens = automata::generating_set(group);
    const std::string head = "restriction " + to_string(r) + " cannot implement this automaton: cascade level " +
                             std::to_string(l) + " permutes its states by the group " +
                             automata::group_name(group, gens) + " (order " + std::to_string(group.size()) + ")";
    if (r == Restrict::diag01)
      throw Error(head + ", whose element of order " + std::to_string(automata::perm_order(gens[0])) +
                  " makes the level's states periodic, and by Theorem 1 that needs an eigenvalue lambda with "
                  "|lambda| >= 1 that is not real and positive, but diagonal matrices with entries in [0, 1] have only "
                  "eigenvalues in [0, 1]");
    const std::vector<std::uint64_t> primes = automata::prime_factors(group.size());
    const auto odd = std::find_if(primes.begin(), primes.end(), [](std::uint64_t p) { return p != 2; });
    if (odd == primes.end()) continue;  // a 2-group: Z_2 levels after split_prime
    const std::uint64_t q = *odd;       // the smallest odd prime factor
    throw Error(head + ", which has an element of order " + std::to_string(q) +
                " (Cauchy), and by Theorem 2 counting modulo " + std::to_string(q) +
                " (not a power of two) needs an eigenvalue with nonzero imaginary part, but diagonal matrices with "
                "entries in [-1, 1] have only real eigenvalues");
  }
}

void restrict_to_class(Draft& draft, const Validated& validated, const GroupAction& action,
                       const CompileOptions& options) {
  const Restrict r = options.restrict;
  if (r == Restrict::none) return;
  const std::string why = class_obstruction(validated, r);
  if (!why.empty() && !options.best_effort)
    throw Error("restriction " + to_string(r) + " cannot implement this automaton: " + why +
                " (--best-effort emits the closest network in the class)");
  const std::string construction = draft.summary.construction;
  if (r == Restrict::diag11 && why.empty()) {
    draft = sign_vectors(validated);
  } else if (is_diagonal_class(r)) {
    // Best effort, or diag01 on the trivial group, where every matrix is the identity and the
    // clamped diagonal is exact.
    clamp_into_class(draft, r);
    draft.summary.construction = "diagonal";
  } else {
    // gh01/gh02: the group construction in Householder form (dense parameterizations swapped out).
    const auto reflection = options.reflection == ReflectionParam::dense ? ReflectionParam::unit : options.reflection;
    draft = group_network(action, reflection, options.cyclic, RotationForm::reflections);
    scalars_to_householder(draft);
    if (!why.empty()) clamp_into_class(draft, r);
  }
  if (!why.empty()) {
    draft.summary.implements = false;
    draft.summary.construction += ", clamped into " + to_string(r);
    draft.summary.notes.push_back("best effort: the network lies in " + to_string(r) +
                                  " but does not implement the automaton: " + why);
  } else if (draft.summary.construction != construction) {
    draft.summary.notes.push_back("restriction " + to_string(r) + ": " + draft.summary.construction + " instead of " +
                                  construction);
  }
}

}  // namespace lrnnc::lrnn::passes
