// Pass "cyclic-to-rotation" (Sec. 3.2, Theorem 3 for cyclic groups): when the group is Z_m, every
// letter is a power g^{w_a} of one generator g and the network only has to count w mod m:
//   m >= 3  a 2x2 rotation by 2 pi w_a / m (Dense, or as two unit reflections whose normals are at
//           angles 0 and pi w_a / m: reflections with normals at angles 0 then phi compose to the
//           rotation by 2 phi), H0 = (1, 0), codeword of g^k = (cos 2 pi k/m, sin 2 pi k/m);
//   m = 2   the scalar -1 (Diagonal([-1]); letters acting trivially Diagonal([1])), codewords +1, -1;
//   m = 1   the trivial group: Diagonal([1]), one codeword (1).
// Cyclicity: the group has order m and some element has order m (abelian first: cheap refusal).
// Complexity: O(|G| n) to find a generator, O(m n) for its powers.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "lrnn/compile/passes.hpp"

namespace lrnnc::lrnn::passes {

namespace {

// (cos, sin) of 2 pi k / m, correctly rounded in practice: exact at multiples of a quarter turn,
// otherwise evaluated in long double on the reduced angle.
std::pair<double, double> turn(std::uint64_t k, std::uint64_t m) {
  k %= m;
  if ((4 * k) % m == 0) {
    static constexpr double c[4] = {1, 0, -1, 0}, s[4] = {0, 1, 0, -1};
    const std::uint64_t q = 4 * k / m;
    return {c[q], s[q]};
  }
  const long double angle =
      2.0L * std::numbers::pi_v<long double> * static_cast<long double>(k) / static_cast<long double>(m);
  return {static_cast<double>(std::cos(angle)), static_cast<double>(std::sin(angle))};
}

HouseholderFactor unit_normal(std::pair<double, double> cs) {
  HouseholderFactor f;
  f.v = Vector(2);
  f.v << cs.first, cs.second;
  f.beta = 2.0;
  return f;
}

}  // namespace

std::optional<Draft> cyclic_to_rotation(const GroupAction& action, RotationForm form) {
  const std::size_t m = action.group.size();
  if (!automata::generators_commute(action.letters)) return std::nullopt;
  std::optional<std::uint32_t> generator;
  for (std::uint32_t g = 0; g < m && !generator; ++g)
    if (automata::perm_order(action.group.element(g)) == m) generator = g;
  if (!generator) return std::nullopt;

  // exponent[element] = k with element = g^k; state_of_power[k] = its DFA state.
  std::vector<std::uint64_t> exponent(m);
  std::vector<automata::State> state_of_power(m);
  const auto g = action.group.element(*generator);
  automata::Perm power = automata::perm_identity(action.points);
  for (std::uint64_t k = 0; k < m; ++k) {
    const auto index = action.group.find(power);
    exponent[index] = k;
    state_of_power[k] = action.state[index];
    power = automata::perm_product(power, g);
  }

  Draft d;
  d.layer.n = m >= 3 ? 2 : 1;
  const auto n = static_cast<Eigen::Index>(d.layer.n);
  d.layer.H0 = Vector::Unit(n, 0);
  for (automata::Letter a = 0; a < action.letters.size(); ++a) {
    const std::uint64_t w = exponent[action.group.find(action.letters[a])];
    Transition t;
    if (m < 3) {
      t = Diagonal{Vector::Constant(1, w == 0 ? 1.0 : -1.0)};
    } else if (form == RotationForm::dense) {
      const auto [c, s] = turn(w, m);
      Matrix R(2, 2);
      R << c, -s, s, c;
      t = Dense{R};
    } else {
      HouseholderProduct h;
      if (w != 0) h.factors = {unit_normal({1.0, 0.0}), unit_normal(turn(w, 2 * m))};
      d.summary.max_reflections_per_token = std::max(d.summary.max_reflections_per_token, h.factors.size());
      t = h;
    }
    d.layer.tokens.push_back(Token{a, {}, std::move(t), std::nullopt});
  }
  for (std::uint64_t k = 0; k < m; ++k) {
    Vector h(n);
    if (m >= 3) {
      const auto [c, s] = turn(k, m);
      h << c, s;
    } else {
      h(0) = k == 0 ? 1.0 : -1.0;
    }
    d.codewords.emplace_back(std::move(h), state_of_power[k]);
  }
  d.summary.construction = m == 1                        ? "trivial (scalar 1)"
                           : m == 2                      ? "scalar -1"
                           : form == RotationForm::dense ? "rotation (dense)"
                                                         : "rotation (reflections)";
  return d;
}

}  // namespace lrnnc::lrnn::passes
