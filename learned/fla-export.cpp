// A compiled network as an fla Gated DeltaProduct checkpoint (learned/fla-export.hpp has the
// construction).
#include "learned/fla-export.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <numbers>
#include <unordered_map>

#include "automata/io-json.hpp"
#include "common/error.hpp"
#include "common/paths.hpp"
#include "common/splitmix64.hpp"
#include "learned/forward-layer.hpp"
#include "precision/format.hpp"
#include "precision/round-kernels.hpp"

namespace lrnnc::learned {

namespace {

using json = nlohmann::json;
using detail::silu;  // the forward's own silu (learned/forward-layer.hpp)
using lrnn::Matrix;
using lrnn::Vector;

constexpr double kKeyNorm = 8;         // |k| at most: |k|^2 = 64 hides the L2 norm's eps in float32
constexpr double kSiluFloor = 0.25;    // every key, value and query component is >= -1/4 (silu >= -0.2785)
constexpr double kBetaSaturated = 40;  // 2 sigmoid(40) is exactly 2 in float32 and bfloat16
constexpr double kL2Eps = 1e-6;        // fla's L2 norm's eps (fixed inside fla)
// norm_eps of every RMSNorm (fla's default): |o|^2 of the heads' outputs stays far above it.
constexpr double kNormEps = 1e-6;
constexpr double kUnitOn = 8;  // a unit's gate on its own matrix (-8 on another label's)
constexpr int kQuerySeeds = 64;

// One Householder factor I - beta u u^T of fla's, |u| = 1, beta in (0, 2].
struct Factor {
  Vector u;
  double beta = 2;
};

std::string letter_text(const automata::Dfa& dfa, std::size_t a) {
  return "letter " + quote(dfa.alphabet().names()[a]);
}

// An orthogonal matrix as reflections I - 2 v v^T, the first applied first (Householder QR:
// H_{n-2} ... H_0 A = D, D diagonal with entries +-1, so A = H_0 ... H_{n-2} D: D's reflections
// along e_i, then H_{n-2}, ..., H_0). At most n factors (2 for a 2 x 2 rotation). Refuses a matrix
// that is not orthogonal (to 1e-9).
std::vector<Vector> orthogonal_reflections(const Matrix& a, const std::string& where) {
  const Eigen::Index n = a.rows();
  if ((a.transpose() * a - Matrix::Identity(n, n)).cwiseAbs().maxCoeff() > 1e-9)
    throw Error(where + ": a dense transition that is not orthogonal does not map onto Householder sub-steps");
  Matrix r = a;
  std::vector<Vector> qr;  // H_0, H_1, ...
  for (Eigen::Index k = 0; k + 1 < n; ++k) {
    Vector v = Vector::Zero(n);
    v.tail(n - k) = r.col(k).tail(n - k);
    v[k] -= (v[k] >= 0 ? 1.0 : -1.0) * v.norm();  // reflect column k onto -sign(r_kk) |col| e_k
    if (v.norm() < 1e-12) continue;               // already e_k up to sign
    v.normalize();
    r -= 2 * v * (v.transpose() * r);
    qr.push_back(v);
  }
  std::vector<Vector> out;
  for (Eigen::Index i = 0; i < n; ++i)
    if (r(i, i) < 0) out.push_back(Vector::Unit(n, i));
  out.insert(out.end(), qr.rbegin(), qr.rend());
  Matrix product = Matrix::Identity(n, n);
  for (const Vector& v : out) product = (Matrix::Identity(n, n) - 2 * v * v.transpose()) * product;
  if ((product - a).cwiseAbs().maxCoeff() > 1e-9)
    throw Error(where + ": the dense transition's Householder factors do not reproduce it (to 1e-9)");
  return out;
}

// The factors of one token's transition, refusing what fla's delta rule cannot apply. A dense
// orthogonal transition becomes its Householder factors.
std::vector<Factor> token_factors(const lrnn::Token& token, std::size_t n, const std::string& where) {
  std::vector<Factor> out;
  auto add = [&](Vector u, double beta) {
    const double norm2 = u.squaredNorm();
    if (norm2 == 0 || beta == 0) return;
    const double b = beta * norm2;
    if (!(b > 0 && b <= 2 + 1e-12))
      throw Error(where + ": a Householder factor has eigenvalue " + std::to_string(1 - b) +
                  ", outside [-1, 1) (fla's beta = 2 sigmoid(b) is in (0, 2))");
    // A unit vector's squared norm is 1 only to rounding: beta within 1e-9 of 2 or 1 is that value
    // (saturated, or b = 0), not a logit of 36.
    const double snapped = std::abs(b - 2) < 1e-9 ? 2 : std::abs(b - 1) < 1e-9 ? 1 : b;
    out.push_back({u / std::sqrt(norm2), snapped});
  };
  if (const auto* h = std::get_if<lrnn::HouseholderProduct>(&token.transition)) {
    for (const auto& f : h->factors) add(f.v, f.beta);
  } else if (const auto* dg = std::get_if<lrnn::Diagonal>(&token.transition)) {
    for (std::size_t i = 0; i < n; ++i) {
      const double a = dg->a[static_cast<Eigen::Index>(i)];
      if (a == 1) continue;
      if (!(a >= -1 && a < 1))
        throw Error(where + ": diagonal entry " + std::to_string(a) + " is outside [-1, 1] (a factor along e_" +
                    std::to_string(i) + " has eigenvalue 1 - beta with beta in (0, 2])");
      add(Vector::Unit(static_cast<Eigen::Index>(n), static_cast<Eigen::Index>(i)), 1 - a);
    }
  } else {
    for (const Vector& v : orthogonal_reflections(std::get<lrnn::Dense>(token.transition).A, where)) add(v, 2);
  }
  if (token.B && token.B->cwiseAbs().maxCoeff() != 0)
    throw Error(where +
                ": an additive term B does not map (this export writes only the state's shift along "
                "each key)");
  return out;
}

// Every letter's factors (the single layer's token of that letter), checked.
std::vector<std::vector<Factor>> letter_factors(const lrnn::Network& net) {
  if (net.layers.size() != 1)
    throw Error("a network of " + std::to_string(net.layers.size()) +
                " layers (a cascade) does not map: a level's transition depends on a lower level's decoded "
                "state, which an fla layer's linear key projection cannot compute");
  const lrnn::Layer& layer = net.layers[0];
  if (layer.d != 1) throw Error("a state of " + std::to_string(layer.d) + " columns (d > 1) does not map (d = 1 only)");
  std::vector<std::vector<Factor>> out;
  for (std::size_t a = 0; a < net.num_letters(); ++a) {
    const auto t = layer.find_token(static_cast<automata::Letter>(a), {});
    if (!t) throw Error(letter_text(net.automaton, a) + " has no token in the network");
    out.push_back(token_factors(layer.tokens[*t], layer.n, letter_text(net.automaton, a)));
  }
  return out;
}

// The transition products a word reaches (breadth first from I), and each one's output label.
struct Reachable {
  std::vector<Matrix> matrices;       // matrices[0] = I
  std::vector<std::uint32_t> labels;  // the automaton's output label of M H0
};

std::string matrix_key(const Matrix& m) {
  std::string key;
  for (Eigen::Index i = 0; i < m.size(); ++i) key += std::to_string(std::llround(m.data()[i] * 1e9)) + ",";
  return key;
}

Reachable reachable(const lrnn::Network& net, std::size_t max_units) {
  const lrnn::Layer& layer = net.layers[0];
  const auto n = static_cast<Eigen::Index>(layer.n);
  std::vector<Matrix> letters;
  for (std::size_t a = 0; a < net.num_letters(); ++a)
    letters.push_back(
        lrnn::to_matrix(layer.tokens[*layer.find_token(static_cast<automata::Letter>(a), {})].transition, layer.n));
  Reachable r;
  std::unordered_map<std::string, std::size_t> seen;
  auto visit = [&](Matrix m) {
    if (!seen.emplace(matrix_key(m), r.matrices.size()).second) return;
    if (r.matrices.size() > max_units)  // I has no unit
      throw Error("the transition products reach more than " + std::to_string(max_units) +
                  " matrices besides I: the export reads the state out through one MLP unit per reachable matrix "
                  "(--max-units)");
    const Vector h = m * layer.H0.col(0);
    const auto row = lrnn::nearest_codebook_row(layer.codebook, h.data()).first;
    const automata::State state = net.readout[layer.codebook.values[row]];
    r.labels.push_back(net.automaton.output(state));
    r.matrices.push_back(std::move(m));
  };
  visit(Matrix::Identity(n, n));
  for (std::size_t i = 0; i < r.matrices.size(); ++i)
    for (const Matrix& a : letters) visit(a * r.matrices[i]);
  return r;
}

// z >= argmin silu with silu(z) = t (t >= min silu), by bisection to double precision.
double silu_inverse(double t) {
  if (t == 0) return 0;
  constexpr double kArgmin = -1.2784645427610738;
  double lo = t > 0 ? 0 : kArgmin, hi = t > 0 ? t + 40 : 0;
  for (int i = 0; i < 200 && lo < hi; ++i) {
    const double mid = 0.5 * (lo + hi);
    if (mid == lo || mid == hi) break;
    (silu(mid) < t ? lo : hi) = mid;
  }
  return std::abs(silu(lo) - t) <= std::abs(silu(hi) - t) ? lo : hi;
}

double round_to(double x, lrnn::WeightDtype dtype) {
  switch (dtype) {
    case lrnn::WeightDtype::f32: return static_cast<double>(static_cast<float>(x));
    case lrnn::WeightDtype::bf16: return precision::round(x, precision::bf16(), precision::RoundingMode::rne);
    default: return x;
  }
}

// The representable neighbours of x in `dtype` (x itself included), k steps either way.
std::vector<double> neighbours(double x, lrnn::WeightDtype dtype, int k) {
  if (dtype == lrnn::WeightDtype::f64 || x == 0) return {x};
  const auto bits = std::bit_cast<std::uint32_t>(static_cast<float>(x));
  const std::uint32_t step = dtype == lrnn::WeightDtype::bf16 ? 1u << 16 : 1u;
  std::vector<double> out;
  for (int i = -k; i <= k; ++i) {
    const std::uint32_t b = bits + static_cast<std::uint32_t>(i) * step;
    const float f = std::bit_cast<float>(b);
    if (std::isfinite(f) && std::signbit(f) == std::signbit(x) && f != 0) out.push_back(f);
  }
  return out;
}

// The bfloat16 value next to x (a nonzero bfloat16 value) towards +infinity (up) or -infinity.
double bf16_step(double x, bool up) {
  const auto bits = std::bit_cast<std::uint32_t>(static_cast<float>(x));
  const bool away = (x > 0) == up;  // away from zero
  return std::bit_cast<float>(away ? bits + (1u << 16) : bits - (1u << 16));
}

// A stored pre-activation z (a value of `dtype`) whose silu is the component t: in bfloat16, one
// whose silu rounds to t's bfloat16 value when there is one (exact = true), else the closest.
struct Preactivation {
  double z = 0;
  bool exact = false;  // bfloat16: silu(z) lies well inside the rounding interval of t
  double error = 0;    // |silu(z) - t| in exact arithmetic
};

Preactivation preactivation(double t, lrnn::WeightDtype dtype) {
  if (t == 0) return {0, true, 0};
  const double target = dtype == lrnn::WeightDtype::bf16 ? round_to(t, dtype) : t;
  Preactivation best{0, false, std::numeric_limits<double>::infinity()};
  for (double z : neighbours(round_to(silu_inverse(t), dtype), dtype, 8)) {
    const double e = std::abs(silu(z) - target);
    if (e < best.error) best = {z, false, e};
  }
  if (dtype == lrnn::WeightDtype::bf16) {
    // The values that round to `target` lie between the midpoints to its bfloat16 neighbours; silu
    // in float32 is within about 1e-7 (relative) of silu in double: demand 1e-6 of room.
    const double lo = 0.5 * (bf16_step(target, false) + target), hi = 0.5 * (bf16_step(target, true) + target);
    const double s = silu(best.z), slack = 1e-6 * std::abs(target);
    best.exact = std::abs(target - t) <= 1e-12 * std::abs(t) && s > lo + slack && s < hi - slack;
  }
  best.error = std::abs(silu(best.z) - t);
  return best;
}

// The state's size: m copies of each of the n coordinates, the key norm c before fla's L2 norm,
// the value scale sigma, and every factor's sign chosen so that its most negative component is the
// smallest (u and -u give the same factor; the value -sigma u changes sign with the key).
struct Layout {
  std::size_t n = 1, m = 1, dk = 1, steps = 1;  // steps: num_householder
  double c = kKeyNorm, sigma = kSiluFloor;
  std::vector<std::vector<Factor>> factors;
};

// Whether every key component c u_i / sqrt(m) and every unit key component u_i / sqrt(m) is a
// bfloat16 value (and |k|^2 = c^2 exactly): then a bf16 run's normalized keys are exact.
bool bf16_keys_exact(const std::vector<std::vector<Factor>>& factors, double m, double c) {
  for (const auto& letter : factors)
    for (const Factor& f : letter) {
      double norm2 = 0;
      for (Eigen::Index i = 0; i < f.u.size(); ++i) {
        // Up to double's rounding: u = v / |v| is a unit vector to an ulp.
        const double unit = f.u[i] / std::sqrt(m), k = c * unit;
        auto bf16 = [](double x) { return std::abs(round_to(x, lrnn::WeightDtype::bf16) - x) <= 1e-12 * std::abs(x); };
        if (!bf16(unit) || !bf16(k)) return false;
        norm2 += m * k * k;
      }
      if (std::abs(norm2 - c * c) > 1e-12 * c * c) return false;
    }
  return true;
}

// m: the most copies that fit max_head_dim (fla's kernels take head_dim <= 256) up to the m at
// which c = 8 keeps every key component >= -1/4; among those, the largest whose bf16 keys are
// exact (with c >= 1), else the largest. c is then as large as the silu floor lets it be.
Layout make_layout(std::vector<std::vector<Factor>> factors, std::size_t n, std::size_t max_head_dim) {
  if (n > max_head_dim)
    throw Error("the state has " + std::to_string(n) + " coordinates, more than the head dimension limit " +
                std::to_string(max_head_dim) + " (--max-head-dim)");
  Layout l;
  l.n = n;
  double neg = 0, pos = 0;
  for (auto& letter : factors) {
    l.steps = std::max(l.steps, letter.size());
    for (Factor& f : letter) {
      if (std::max(0.0, f.u.maxCoeff()) < std::max(0.0, -f.u.minCoeff())) f.u = -f.u;
      neg = std::max(neg, -f.u.minCoeff());
      pos = std::max(pos, f.u.maxCoeff());
    }
  }
  auto key_norm = [&](double m) { return neg > 0 ? std::min(kKeyNorm, kSiluFloor * std::sqrt(m) / neg) : kKeyNorm; };
  std::size_t top = 1;
  while (2 * top * n <= max_head_dim && key_norm(static_cast<double>(top)) < kKeyNorm) top *= 2;
  l.m = top;
  for (std::size_t m = top; m >= 1; m /= 2) {
    const double c = key_norm(static_cast<double>(m));
    if (c < 1) break;
    if (bf16_keys_exact(factors, static_cast<double>(m), c)) {
      l.m = m;
      break;
    }
  }
  l.c = key_norm(static_cast<double>(l.m));
  if (pos > 0) l.sigma = kSiluFloor / pos;
  l.dk = l.m * n;
  l.factors = std::move(factors);
  return l;
}

// A unit of the read-out MLP: fires on reachable matrix `matrix`.
struct Unit {
  std::size_t matrix = 0;
  Vector direction;  // d_M / |d_M|
  double threshold = 0, gain = 0, margin = 0;
};

// The read-out: `heads` heads, each a copy of the state with its own query direction; the MLP
// reads their o_norm outputs side by side (more heads separate the reachable matrices better).
struct Readout {
  std::size_t heads = 1;
  std::vector<std::vector<Preactivation>> query;  // per head, per key row i * m + c
  std::vector<Vector> templates;                  // the heads' o_norm outputs per reachable matrix
  std::vector<Unit> units;
  double min_margin = -std::numeric_limits<double>::infinity();  // smallest unit margin / |d_M|
  std::uint64_t seed = 0;
};

double unit_uniform(SplitMix64& stream) { return (static_cast<double>(stream.next() >> 11) + 0.5) * 0x1.0p-53; }

// The query's component targets for direction w (unit): rho P w, rho keeping them >= -1/4.
std::vector<Preactivation> query_preactivations(const Vector& w, const Layout& l, lrnn::WeightDtype dtype) {
  const double root_m = std::sqrt(static_cast<double>(l.m));
  const double neg = std::max(1e-9, -w.minCoeff());
  const double rho = std::min(1.0, kSiluFloor * root_m / neg);
  std::vector<Preactivation> out;
  for (std::size_t i = 0; i < l.n; ++i)
    for (std::size_t c = 0; c < l.m; ++c)
      out.push_back(preactivation(rho * w[static_cast<Eigen::Index>(i)] / root_m, dtype));
  return out;
}

// The heads' o_norm outputs on each reachable matrix M, side by side: head h gives
// o = s sigma (M^T - I) P^T q_hat_h, RMS-normalized.
std::vector<Vector> templates(const Reachable& r, const Layout& l,
                              const std::vector<std::vector<Preactivation>>& queries) {
  const auto n = static_cast<Eigen::Index>(l.n);
  std::vector<Vector> w;
  for (const auto& query : queries) {
    w.push_back(Vector::Zero(n));
    double norm2 = 0;
    for (std::size_t row = 0; row < query.size(); ++row) {
      const double q = silu(query[row].z);
      w.back()[static_cast<Eigen::Index>(row / l.m)] += q / std::sqrt(static_cast<double>(l.m));
      norm2 += q * q;
    }
    w.back() *= l.sigma / std::sqrt(norm2 + kL2Eps) / std::sqrt(static_cast<double>(l.dk));
  }
  std::vector<Vector> out;
  for (const Matrix& m : r.matrices) {
    Vector t(n * static_cast<Eigen::Index>(w.size()));
    for (std::size_t h = 0; h < w.size(); ++h) {
      const Vector o = m.transpose() * w[h] - w[h];
      t.segment(static_cast<Eigen::Index>(h) * n, n) =
          o / std::sqrt(o.squaredNorm() / static_cast<double>(n) + kNormEps);
    }
    out.push_back(std::move(t));
  }
  return out;
}

// The units for these templates and their smallest margin relative to the template's norm
// (-infinity when a matrix of another label than I's reads out as zero).
double make_units(const Reachable& r, const std::vector<Vector>& t, std::vector<Unit>& units) {
  units.clear();
  double min_margin = std::numeric_limits<double>::infinity();
  for (std::size_t u = 1; u < t.size(); ++u) {
    const double self = t[u].norm();
    if (self == 0) {
      if (r.labels[u] != r.labels[0]) return -std::numeric_limits<double>::infinity();
      continue;
    }
    Unit unit{u, t[u] / self, 0, 0, 0};
    double cross = 0;
    for (std::size_t v = 0; v < t.size(); ++v)
      if (r.labels[v] != r.labels[u]) cross = std::max(cross, t[v].dot(unit.direction));
    unit.margin = self - cross;
    unit.threshold = 0.5 * (self + cross);
    unit.gain = unit.margin > 0 ? 2 * kUnitOn / unit.margin : 0;
    min_margin = std::min(min_margin, unit.margin / self);
    units.push_back(std::move(unit));
  }
  return units.empty() ? 1.0 : min_margin;
}

// The best of up to 64 seeded random sets of query directions (fewer when the units are many).
Readout search_readout(const Reachable& r, const Layout& l, lrnn::WeightDtype dtype, std::uint64_t seed,
                       std::size_t heads) {
  const double pairs = static_cast<double>(r.matrices.size()) * static_cast<double>(r.matrices.size()) *
                       static_cast<double>(l.n * heads);
  const int tries = static_cast<int>(std::clamp(2e8 / std::max(pairs, 1.0), 1.0, double{kQuerySeeds}));
  Readout best;
  for (int k = 0; k < tries; ++k) {
    SplitMix64 state(derived_seed(seed, static_cast<std::uint64_t>(k)));
    Readout c;
    c.heads = heads;
    for (std::size_t h = 0; h < heads; ++h) {
      Vector w(static_cast<Eigen::Index>(l.n));
      for (Eigen::Index i = 0; i < w.size(); ++i)  // Box-Muller
        w[i] = std::sqrt(-2 * std::log(unit_uniform(state))) * std::cos(2 * std::numbers::pi * unit_uniform(state));
      c.query.push_back(query_preactivations(w.normalized(), l, dtype));
    }
    c.templates = templates(r, l, c.query);
    c.min_margin = make_units(r, c.templates, c.units);
    c.seed = static_cast<std::uint64_t>(k);
    if (c.min_margin > best.min_margin) best = std::move(c);
  }
  return best;
}

// `heads` heads, or (0) the fewest of 1, 2, 4, 8 whose smallest relative margin is >= 0.1 (else the
// best of them).
Readout choose_readout(const Reachable& r, const Layout& l, lrnn::WeightDtype dtype, std::uint64_t seed,
                       std::size_t heads) {
  Readout best;
  for (std::size_t h = heads ? heads : 1; h <= (heads ? heads : 8); h *= 2) {
    Readout c = search_readout(r, l, dtype, seed, h);
    if (c.min_margin > best.min_margin) best = std::move(c);
    if (best.min_margin >= 0.1) break;
  }
  if (!(best.min_margin > 1e-6))
    throw Error("no query direction separates the read-outs of the reachable states (smallest margin " +
                std::to_string(best.min_margin) + ")");
  return best;
}

// Where things live in the residual stream (hidden_size D, a power of 4): letter x's one-hot at
// x, o_norm's output at L + i, label y's score at L + n + y.
struct Stream {
  std::size_t letters = 0, n = 0, labels = 0, hidden = 4, vocab = 1;
  double embed = 16;  // 8 sqrt(D): attn_norm of embed e_x is sqrt(D) e_x
  std::size_t mixer(std::size_t i) const { return letters + i; }
  std::size_t label(std::size_t y) const { return letters + n + y; }
};

Stream make_stream(const lrnn::Network& net, std::size_t n) {
  Stream s;
  s.letters = net.num_letters();
  s.n = n;
  s.labels = net.automaton.labels().size();
  while (s.hidden < s.letters + n + s.labels) s.hidden *= 4;
  s.vocab = std::max(s.letters, s.labels);
  s.embed = 8 * std::sqrt(static_cast<double>(s.hidden));
  return s;
}

struct Tensors {
  lrnn::TensorMap map;
  lrnn::WeightDtype dtype;
  std::vector<double>& add(const std::string& name, std::vector<std::size_t> shape, double fill = 0) {
    std::size_t count = 1;
    for (std::size_t k : shape) count *= k;
    lrnn::Tensor& t = map[name];
    t.dtype = dtype;
    t.shape = std::move(shape);
    t.values.assign(count, fill);
    return t.values;
  }
};

// The mixer's projections: q (the query, every letter alike), the keys, values and betas of every
// letter's sub-steps (zero keys and values after its last factor).
// `components` gets every key and value component's pre-activation; `norms_exact` is cleared when a
// key's components, rounded to the file's dtype, do not have squared norm exactly c^2.
void mixer_projections(Tensors& t, const Layout& l, const Stream& s, const Readout& readout,
                       std::vector<Preactivation>& components, bool& norms_exact) {
  const std::string p = "model.layers.0.attn.";
  const std::size_t D = s.hidden;
  const std::size_t H = readout.heads;
  auto& q = t.add(p + "q_proj.weight", {H * l.dk, D});
  auto& k = t.add(p + "k_proj.weight", {l.steps * H * l.dk, D});
  auto& v = t.add(p + "v_proj.weight", {l.steps * H * l.n, D});
  auto& b = t.add(p + "b_proj.weight", {l.steps * H, D});
  const double root_m = std::sqrt(static_cast<double>(l.m));
  for (std::size_t x = 0; x < s.letters; ++x) {
    for (std::size_t h = 0; h < H; ++h)
      for (std::size_t r = 0; r < l.dk; ++r) q[(h * l.dk + r) * D + x] = readout.query[h][r].z;
    for (std::size_t j = 0; j < l.factors[x].size(); ++j) {
      const Factor& f = l.factors[x][j];
      double norm2 = 0;
      for (std::size_t i = 0; i < l.n; ++i) {
        const double ui = f.u[static_cast<Eigen::Index>(i)], ki = round_to(l.c * ui / root_m, t.dtype);
        const Preactivation key = preactivation(l.c * ui / root_m, t.dtype),
                            value = preactivation(-l.sigma * ui, t.dtype);
        components.push_back(key);
        components.push_back(value);
        norm2 += static_cast<double>(l.m) * ki * ki;
        // Every head holds the same state: fla's fused rows are sub-step, then head, then component.
        for (std::size_t h = 0; h < H; ++h) {
          for (std::size_t c = 0; c < l.m; ++c) k[(((j * H + h) * l.dk) + i * l.m + c) * D + x] = key.z;
          v[((j * H + h) * l.n + i) * D + x] = value.z;
        }
      }
      norms_exact = norms_exact && norm2 == l.c * l.c;
      for (std::size_t h = 0; h < H; ++h)
        b[(j * H + h) * D + x] = f.beta == 2 ? kBetaSaturated : f.beta == 1 ? 0 : std::log(f.beta / (2 - f.beta));
    }
  }
}

// Norms, o_proj, the read-out MLP and lm_head (the header comment's "Read-out").
void readout_weights(Tensors& t, const Layout& l, const Stream& s, const Reachable& r, const Readout& readout) {
  const std::size_t D = s.hidden, I = std::max<std::size_t>(1, readout.units.size());
  const double inv_root = 1 / std::sqrt(static_cast<double>(D));
  auto& embed = t.add("model.embeddings.weight", {s.vocab, D});
  auto& attn_norm = t.add("model.layers.0.attn_norm.weight", {D}, 1);
  auto& mlp_norm = t.add("model.layers.0.mlp_norm.weight", {D}, 1);
  const std::size_t width = readout.heads * l.n;  // the heads' outputs side by side
  t.add("model.layers.0.attn.o_norm.weight", {l.n}, 1);
  auto& o_proj = t.add("model.layers.0.attn.o_proj.weight", {D, width});
  auto& gate = t.add("model.layers.0.mlp.gate_proj.weight", {I, D});
  auto& up = t.add("model.layers.0.mlp.up_proj.weight", {I, D});
  auto& down = t.add("model.layers.0.mlp.down_proj.weight", {D, I});
  t.add("model.norm.weight", {D}, 1);
  auto& head = t.add("lm_head.weight", {s.vocab, D});
  for (std::size_t x = 0; x < s.letters; ++x) {
    embed[x * D + x] = s.embed;
    attn_norm[x] = mlp_norm[x] = inv_root;    // the letter's coordinate reads 1 after either norm
    head[r.labels[0] * D + x] = 1 / s.embed;  // + 1 for the label of M = I (no unit fires there)
    for (std::size_t y = s.labels; y < s.vocab; ++y) head[y * D + x] = -1 / s.embed;  // no label: -1
  }
  for (std::size_t i = 0; i < width; ++i) {
    o_proj[s.mixer(i) * width + i] = 1;
    mlp_norm[s.mixer(i)] = 8;  // the residual's RMS is about 8: the MLP reads o_norm's output
  }
  for (std::size_t u = 0; u < readout.units.size(); ++u) {
    const Unit& unit = readout.units[u];
    for (std::size_t i = 0; i < width; ++i)
      gate[u * D + s.mixer(i)] = unit.gain * unit.direction[static_cast<Eigen::Index>(i)];
    for (std::size_t x = 0; x < s.letters; ++x) {
      gate[u * D + x] = -unit.gain * unit.threshold;
      up[u * D + x] = 1;
    }
    down[s.label(r.labels[unit.matrix]) * I + u] = 1;
  }
  for (std::size_t y = 0; y < s.labels; ++y) head[y * D + s.label(y)] = 1;
}

json make_config(const Layout& l, const Stream& s, const Readout& readout, lrnn::WeightDtype dtype) {
  return {{"model_type", "gated_deltaproduct"},
          {"architectures", {"GatedDeltaProductForCausalLM"}},
          {"hidden_size", s.hidden},
          {"num_hidden_layers", 1u},
          {"vocab_size", s.vocab},
          {"num_heads", readout.heads},
          {"head_dim", l.dk},
          {"expand_v", 1.0 / static_cast<double>(l.m)},
          {"num_householder", l.steps},
          {"allow_neg_eigval", true},
          {"use_forget_gate", false},
          {"use_output_gate", false},
          {"use_short_conv", false},
          {"conv_size", 4u},
          {"norm_eps", kNormEps},
          {"hidden_act", "swish"},
          {"hidden_ratio", 4u},
          {"intermediate_size", std::max<std::size_t>(1, readout.units.size())},
          {"tie_word_embeddings", false},
          {"fuse_norm", true},
          {"fuse_swiglu", true},
          {"fuse_cross_entropy", true},
          {"attn", nullptr},
          {"attn_mode", "chunk"},
          {"use_cache", true},
          {"initializer_range", 0.02},
          {"max_position_embeddings", 2048},
          {"pad_token_id", nullptr},
          {"bos_token_id", nullptr},
          {"eos_token_id", nullptr},
          {"torch_dtype", dtype == lrnn::WeightDtype::bf16  ? "bfloat16"
                          : dtype == lrnn::WeightDtype::f32 ? "float32"
                                                            : "float64"}};
}

// How far fla's L2 eps moves a reflection's eigenvalue from -1 in a float32 run: 1 - 2 s / (s + eps)
// with s = c^2, 0 when s + eps rounds to s.
double fp32_eigenvalue_shift(double c) {
  const float s = static_cast<float>(c * c);
  return s + static_cast<float>(kL2Eps) == s ? 0.0 : 2 * kL2Eps / (c * c + kL2Eps);
}

json make_report(const lrnn::Network& net, const Layout& l, const Stream& s, const Reachable& r, const Readout& readout,
                 const std::vector<Preactivation>& components, bool exact) {
  double key_error = 0;
  for (const Preactivation& p : components) {
    exact = exact && p.exact;
    key_error = std::max(key_error, p.error);
  }
  return {{"format", "lrnnc-fla-export"},
          {"letters", net.automaton.alphabet().names()},
          {"labels", net.automaton.labels()},
          {"letter_tokens", "letter i is token i"},
          {"label_tokens", "label i is token i"},
          {"state", {{"n", l.n}, {"copies", l.m}, {"head_dim", l.dk}, {"value_scale", l.sigma}}},
          {"key_norm", l.c},
          {"fp32_eigenvalue_shift", fp32_eigenvalue_shift(l.c)},
          {"num_householder", l.steps},
          {"reachable_matrices", r.matrices.size()},
          {"units", readout.units.size()},
          {"heads", readout.heads},
          {"hidden_size", s.hidden},
          {"query_seed", readout.seed},
          {"min_margin", readout.min_margin},
          {"max_component_error", key_error},
          {"exact_bf16", exact},
          {"automaton", json::parse(automata::dfa_to_json(net.automaton))}};
}

}  // namespace

FlaExport export_fla(const lrnn::Network& network, const FlaExportOptions& options) {
  if (options.dtype == lrnn::WeightDtype::f16) throw Error("fla export: dtype F16 is not offered (f64, f32 or bf16)");
  const Layout l = make_layout(letter_factors(network), network.layers[0].n, options.max_head_dim);
  const Reachable r = reachable(network, options.max_units);
  const Readout readout = choose_readout(r, l, options.dtype, options.seed, options.heads);
  const Stream s = make_stream(network, readout.heads * l.n);
  Tensors t{{}, options.dtype};
  std::vector<Preactivation> components;
  bool exact = options.dtype == lrnn::WeightDtype::bf16 && bf16_keys_exact(l.factors, static_cast<double>(l.m), l.c);
  mixer_projections(t, l, s, readout, components, exact);
  readout_weights(t, l, s, r, readout);
  for (auto& [name, tensor] : t.map)
    for (double& v : tensor.values) v = round_to(v, options.dtype);
  FlaExport out;
  out.config = make_config(l, s, readout, options.dtype);
  out.state = std::move(t.map);
  out.report = make_report(network, l, s, r, readout, components, exact);
  return out;
}

}  // namespace lrnnc::learned
