#include "lrnn/verify.hpp"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include <mpfr.h>

#include "common/error.hpp"
#include "common/hash.hpp"
#include "common/join.hpp"
#include "common/shortest-text.hpp"
#include "lrnn/mpfr-runner.hpp"
#include "lrnn/runner.hpp"
#include "precision/mpfr-arithmetic.hpp"

namespace lrnnc::lrnn {

namespace {

void check_alphabets(const Network& network, const automata::Dfa& spec, const char* who) {
  if (network.automaton.alphabet() == spec.alphabet()) return;
  throw Error(std::string(who) + ": the network's alphabet {" + network.automaton.alphabet().describe() +
              "} differs from the spec's alphabet {" + spec.alphabet().describe() + "}");
}

std::string quote_word(const automata::Alphabet& alphabet, const automata::Word& word) {
  if (word.empty()) return "the empty word";
  std::string s = "'";
  s += alphabet.format_word(word);
  s += '\'';
  return s;
}

std::string describe_state(const automata::Dfa& dfa, automata::State q) {
  if (q == automata::kNoState) return "no state";
  return "state " + dfa.state_name(q) + " (output '" + dfa.output_label(q) + "')";
}

// Why the guarantee holds (ExactReport::guarantee, verify.hpp). Fix a word and one layer; write
// H_t for the exact-arithmetic state after t letters, c_t for the codebook vector of the
// configuration the search reached on the same prefix, e_t = |H_t - c_t| (Frobenius), m = half the
// smallest distance between two distinct rows of the layer's codebook, over ALL its rows,
// reachable or not (rounded down).
//  1. The decoder lands on c_t's row while e_t < m on every layer. For a row k whose vector
//     differs from c_t, |H_t - c_k| >= |c_t - c_k| - e_t >= 2m - e_t > e_t = |H_t - c_t|: c_t is
//     strictly nearer than every other vector, so the decoder picks c_t's row (or an identical
//     copy listed before it, which is the row the search itself picks: both take the first on
//     ties). In particular it never lands on a row the search did not reach, so deviations at
//     unreached rows never enter the argument; what covers them is that m is taken over all rows.
//     (A margin over the rows of other values only would be larger, but then the decoder could
//     land on an unreached row of the same value, whose steps nobody checked: the set of rows the
//     decoder can reach would be every row within m of a reached one, and delta would have to be
//     taken over all of them.)
//  2. By induction on t, and within a time step bottom-up over the layers: if every layer decoded
//     c's rows up to t - 1 (and the lower layers at t), every layer reads the token the search
//     used, so H_t = A H_{t-1} + B and c_t = A c_{t-1} + B - r_t with |r_t| <= delta (the largest
//     reachable step deviation). Since A acts on each column, |A E|_F <= |A|_2 |E|_F, so
//     e_t <= rho e_{t-1} + delta, with rho >= |A|_2 for every token (spectral_norm_bound).
//  3. Unrolled from e_0: e_t <= e_0 + t delta when rho <= 1 and
//     e_t <= rho^t e_0 + delta (rho^t - 1)/(rho - 1) when rho > 1. When rho < 1 and
//     E = max(e_0, delta/(1 - rho)) < m, e_{t-1} <= E gives e_t <= rho E + (1 - rho) E = E: every
//     length. When delta = 0 and rho <= 1, e_t <= e_0 < m: every length.
// So every word of length <= L is decoded right at every position when the bound is < m at t = L
// on every layer. Each quantity is rounded the safe way: the steps are computed without rounding
// (inexact flag; the precision is raised until none rounds), distances are rounded up, m down,
// rho up, and the largest L is computed in MPFR with directed rounding (claim_for_layer).

// A lower bound of the minimum distance between two distinct codebook rows of a layer (+inf for
// none; rows are distinct when some entry differs). The squared distances s are computed in double
// over the w entries. Each difference is correctly rounded (exact when subnormal), each square adds
// a relative error u = 2^-53 and an absolute one below 2^-1074, and a sum of w nonnegative terms
// in any order (or with fused multiply-adds) a relative error below (w - 1)u; so the exact squared
// distance d2 satisfies s <= d2 (1 + u)^(w+2) + w 2^-1073 and s >= d2 (1 - u)^(w+2) - w 2^-1073:
//   d2 >= (s - w 2^-1070)(1 - (w + 4) 2^-52)   (room left for the roundings of this expression),
// the root losing at most 2u more (the factor 1 - 2^-50). That bound increases with s, so the pair
// with the smallest s bounds every pair. A pair can be the nearest only when its s is within
// the two error terms of the smallest, below `cut`; when those candidates are few, their exact
// distances (MPFR at 2200 bits: a difference of two doubles is exact there) give the bound
// instead, rounded down. O(K^2 w).
double separation(const Codebook& cb) {
  constexpr long kExactBits = 2200;
  constexpr double kMaxExactWork = 1e6;  // candidate pairs x w
  const Eigen::Index K = cb.vectors.rows(), wi = cb.vectors.cols();
  const double w = static_cast<double>(wi);
  auto squared = [&](Eigen::Index a, Eigen::Index b) { return (cb.vectors.row(a) - cb.vectors.row(b)).squaredNorm(); };
  double best = std::numeric_limits<double>::infinity();
  bool distinct = false;
  for (Eigen::Index a = 0; a < K; ++a)
    for (Eigen::Index b = a + 1; b < K; ++b)
      if (cb.vectors.row(a) != cb.vectors.row(b)) {
        distinct = true;
        best = std::min(best, squared(a, b));
      }
  if (!distinct) return std::numeric_limits<double>::infinity();
  if (std::isinf(best)) best = std::numeric_limits<double>::max();  // every pair overflowed
  const double lower2 = (best - w * 0x1p-1070) * (1 - (w + 4) * 0x1p-52);
  const double fallback = lower2 > 0 ? std::sqrt(lower2) * (1 - 0x1p-50) : 0.0;

  const double cut = best * (1 + (w + 8) * 0x1p-50) + w * 0x1p-1066;
  std::vector<std::pair<Eigen::Index, Eigen::Index>> candidates;
  for (Eigen::Index a = 0; a < K; ++a)
    for (Eigen::Index b = a + 1; b < K; ++b)
      if (cb.vectors.row(a) != cb.vectors.row(b) && !(squared(a, b) > cut)) {
        candidates.emplace_back(a, b);
        if (static_cast<double>(candidates.size()) * w > kMaxExactWork) return fallback;
      }
  precision::MpfrValue diff(kExactBits), sum(kExactBits), lowest(kExactBits);
  mpfr_set_inf(lowest.get(), 1);
  for (const auto& [a, b] : candidates) {
    mpfr_set_zero(sum.get(), 1);
    for (Eigen::Index j = 0; j < wi; ++j) {
      mpfr_set_d(diff.get(), cb.vectors(a, j), MPFR_RNDN);
      mpfr_sub_d(diff.get(), diff.get(), cb.vectors(b, j), MPFR_RNDN);
      mpfr_sqr(diff.get(), diff.get(), MPFR_RNDD);
      mpfr_add(sum.get(), sum.get(), diff.get(), MPFR_RNDD);
    }
    mpfr_min(lowest.get(), lowest.get(), sum.get(), MPFR_RNDD);
  }
  mpfr_sqrt(lowest.get(), lowest.get(), MPFR_RNDD);
  return std::max(fallback, mpfr_get_d(lowest.get(), MPFR_RNDD));
}

// One layer's step from an exact codebook vector, in MPFR without rounding: A(tok) c_row + B(tok),
// and the nearest codebook row with its distance (rounded up to a double).
class ExactStepper {
 public:
  ExactStepper(long bits, std::size_t max_nd) : bits_(bits), current_(bits), dot_(bits), term_(bits), distance2_(bits) {
    for (std::size_t i = 0; i < max_nd; ++i) state_.emplace_back(bits), row_sums_.emplace_back(bits);
  }

  struct Result {
    std::uint32_t row = 0;
    double deviation = 0;
    bool rounded = false;  // some operation rounded even at kMaxStepBits: deviation is not proven
  };

  // `quick`: a candidate row within `tolerance` is the unique nearest (tolerance < separation/2).
  Result step(const Layer& layer, const Token& tok, std::size_t row, double tolerance, bool quick) {
    const std::size_t n = layer.n, nd = layer.n * layer.d;
    const Matrix& C = layer.codebook.vectors;
    bool rounded = true;
    for (long bits = bits_; bits <= std::max(bits_, kMaxStepBits); bits *= 2) {
      set_precision(bits);
      mpfr_clear_inexflag();
      for (std::size_t j = 0; j < nd; ++j)
        mpfr_set_d(state_[j].get(), C(static_cast<Eigen::Index>(row), static_cast<Eigen::Index>(j)), MPFR_RNDN);
      for (std::size_t c = 0; c < layer.d; ++c) apply(tok, n, c * n);
      if (!mpfr_inexflag_p()) {
        rounded = false;
        break;
      }
    }
    Result r = nearest(layer, tolerance, quick);
    r.rounded = rounded;
    return r;
  }

  // The distance from h (flattened column-major, doubles) to codebook row `row`, rounded up.
  double distance_from(const Layer& layer, const double* h, std::size_t row) {
    const std::size_t nd = layer.n * layer.d;
    set_precision(bits_);
    for (std::size_t j = 0; j < nd; ++j) mpfr_set_d(state_[j].get(), h[j], MPFR_RNDN);
    return distance(layer.codebook.vectors, row, nd);
  }

 private:
  void set_precision(long bits) {
    if (bits == current_) return;
    for (auto& v : state_) mpfr_set_prec(v.get(), bits);
    for (auto& v : row_sums_) mpfr_set_prec(v.get(), bits);
    mpfr_set_prec(dot_.get(), bits);
    mpfr_set_prec(term_.get(), bits);
    mpfr_set_prec(distance2_.get(), bits);
    current_ = bits;
  }

  Result nearest(const Layer& layer, double tolerance, bool quick) {
    const std::size_t nd = layer.n * layer.d;
    const Matrix& C = layer.codebook.vectors;
    if (quick) {
      // A double copy picks the candidate; its distance (rounded up) decides.
      std::vector<double> approx(nd);
      for (std::size_t j = 0; j < nd; ++j) approx[j] = mpfr_get_d(state_[j].get(), MPFR_RNDN);
      const auto cand = nearest_codebook_row(layer.codebook, approx.data()).first;
      const double dev = distance(C, cand, nd);
      if (dev <= tolerance) return {static_cast<std::uint32_t>(cand), dev};
    }
    Result best{0, std::numeric_limits<double>::infinity()};
    for (Eigen::Index k = 0; k < C.rows(); ++k) {
      const double dev = distance(C, static_cast<std::size_t>(k), nd);
      if (dev < best.deviation) best = {static_cast<std::uint32_t>(k), dev};
    }
    return best;
  }

  void apply(const Token& tok, std::size_t n, std::size_t off) {
    const auto ni = static_cast<Eigen::Index>(n);
    if (const auto* dg = std::get_if<Diagonal>(&tok.transition)) {
      for (std::size_t i = 0; i < n; ++i)
        mpfr_mul_d(state_[off + i].get(), state_[off + i].get(), dg->a(static_cast<Eigen::Index>(i)), MPFR_RNDN);
    } else if (const auto* hp = std::get_if<HouseholderProduct>(&tok.transition)) {
      for (const auto& f : hp->factors) {
        mpfr_set_zero(dot_.get(), 1);
        for (Eigen::Index i = 0; i < ni; ++i) {
          if (f.v(i) == 0) continue;
          mpfr_mul_d(term_.get(), state_[off + static_cast<std::size_t>(i)].get(), f.v(i), MPFR_RNDN);
          mpfr_add(dot_.get(), dot_.get(), term_.get(), MPFR_RNDN);
        }
        mpfr_mul_d(dot_.get(), dot_.get(), f.beta, MPFR_RNDN);
        for (Eigen::Index i = 0; i < ni; ++i) {
          if (f.v(i) == 0) continue;
          mpfr_mul_d(term_.get(), dot_.get(), f.v(i), MPFR_RNDN);
          mpfr_sub(state_[off + static_cast<std::size_t>(i)].get(), state_[off + static_cast<std::size_t>(i)].get(),
                   term_.get(), MPFR_RNDN);
        }
      }
    } else {
      const Matrix& A = std::get<Dense>(tok.transition).A;
      for (Eigen::Index i = 0; i < ni; ++i) {
        mpfr_set_zero(row_sums_[static_cast<std::size_t>(i)].get(), 1);
        for (Eigen::Index j = 0; j < ni; ++j) {
          mpfr_mul_d(term_.get(), state_[off + static_cast<std::size_t>(j)].get(), A(i, j), MPFR_RNDN);
          mpfr_add(row_sums_[static_cast<std::size_t>(i)].get(), row_sums_[static_cast<std::size_t>(i)].get(),
                   term_.get(), MPFR_RNDN);
        }
      }
      for (std::size_t i = 0; i < n; ++i) mpfr_set(state_[off + i].get(), row_sums_[i].get(), MPFR_RNDN);
    }
    if (tok.B)
      for (std::size_t i = 0; i < n; ++i)
        mpfr_add_d(state_[off + i].get(), state_[off + i].get(),
                   (*tok.B)(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(off / n)), MPFR_RNDN);
  }

  // Euclidean distance from state_ to codebook row k, rounded up: each difference rounded away
  // from zero, its square, the sum and the root rounded up.
  double distance(const Matrix& C, std::size_t k, std::size_t nd) {
    mpfr_set_zero(distance2_.get(), 1);
    for (std::size_t j = 0; j < nd; ++j) {
      mpfr_sub_d(term_.get(), state_[j].get(), C(static_cast<Eigen::Index>(k), static_cast<Eigen::Index>(j)),
                 MPFR_RNDA);
      mpfr_sqr(term_.get(), term_.get(), MPFR_RNDU);
      mpfr_add(distance2_.get(), distance2_.get(), term_.get(), MPFR_RNDU);
    }
    mpfr_sqrt(distance2_.get(), distance2_.get(), MPFR_RNDU);
    return mpfr_get_d(distance2_.get(), MPFR_RNDU);
  }

  long bits_, current_ = 0;
  std::vector<precision::MpfrValue> state_, row_sums_;  // the layer's n*d state; A h of a dense step
  precision::MpfrValue dot_, term_, distance2_;         // v.h (then beta v.h); one product; |h - c|^2
};

constexpr long kBoundBits = 256;

// max(x, y) into x.
void max_into(precision::MpfrValue& x, const precision::MpfrValue& y) {
  if (mpfr_cmp(y.get(), x.get()) > 0) mpfr_set(x.get(), y.get(), MPFR_RNDU);
}

// The norm of one factor I - beta v v^T, rounded up: its eigenvalues are 1 (on the complement of
// v, when n >= 2) and 1 - beta |v|^2 (on v); symmetric, so the norm is the largest modulus.
void householder_factor_norm(const HouseholderFactor& f, std::size_t n, precision::MpfrValue& out) {
  precision::MpfrValue lo(kBoundBits), hi(kBoundBits), sq(kBoundBits), t(kBoundBits);
  mpfr_set_zero(lo.get(), 1);
  mpfr_set_zero(hi.get(), 1);
  for (Eigen::Index i = 0; i < f.v.size(); ++i) {
    mpfr_set_d(sq.get(), f.v(i), MPFR_RNDN);
    mpfr_sqr(t.get(), sq.get(), MPFR_RNDD);
    mpfr_add(lo.get(), lo.get(), t.get(), MPFR_RNDD);
    mpfr_sqr(t.get(), sq.get(), MPFR_RNDU);
    mpfr_add(hi.get(), hi.get(), t.get(), MPFR_RNDU);
  }
  if (mpfr_zero_p(hi.get())) {  // v = 0: the identity
    mpfr_set_ui(out.get(), 1, MPFR_RNDN);
    return;
  }
  // s = beta |v|^2 in [s_lo, s_hi]; |1 - s| <= max(1 - s_lo, s_hi - 1).
  precision::MpfrValue s_lo(kBoundBits), s_hi(kBoundBits);
  if (f.beta >= 0) {
    mpfr_mul_d(s_lo.get(), lo.get(), f.beta, MPFR_RNDD);
    mpfr_mul_d(s_hi.get(), hi.get(), f.beta, MPFR_RNDU);
  } else {
    mpfr_mul_d(s_lo.get(), hi.get(), f.beta, MPFR_RNDD);
    mpfr_mul_d(s_hi.get(), lo.get(), f.beta, MPFR_RNDU);
  }
  mpfr_ui_sub(out.get(), 1, s_lo.get(), MPFR_RNDU);
  mpfr_sub_ui(t.get(), s_hi.get(), 1, MPFR_RNDU);
  max_into(out, t);
  if (n >= 2) {
    mpfr_set_ui(t.get(), 1, MPFR_RNDN);
    max_into(out, t);
  }
}

}  // namespace

std::string to_string(Guarantee guarantee) {
  switch (guarantee) {
    case Guarantee::none: return "none";
    case Guarantee::bounded: return "bounded";
    case Guarantee::all_lengths: return "all lengths";
  }
  return "none";
}

NormBound spectral_norm_bound(const Transition& transition, std::size_t n) {
  NormBound out;
  if (const auto* dg = std::get_if<Diagonal>(&transition)) {
    out.bound = dg->a.size() == 0 ? 0.0 : dg->a.cwiseAbs().maxCoeff();
    out.argument = "diagonal: max |a_i|";
    return out;
  }
  precision::MpfrValue acc(kBoundBits), t(kBoundBits);
  if (const auto* hp = std::get_if<HouseholderProduct>(&transition)) {
    mpfr_set_ui(acc.get(), 1, MPFR_RNDN);
    for (const auto& f : hp->factors) {
      householder_factor_norm(f, n, t);
      mpfr_mul(acc.get(), acc.get(), t.get(), MPFR_RNDU);
    }
    out.bound = mpfr_get_d(acc.get(), MPFR_RNDU);
    out.argument = "householder: product of the factors' norms max(1, |1 - beta |v|^2|)";
    return out;
  }
  // Dense: |A|_2^2 = lambda_max(G), G = A^T A symmetric: below its largest absolute row sum
  // (Gershgorin) and below its Frobenius norm. Each G_ij is enclosed in [lo, hi] by summing the
  // products rounded down and up.
  const Matrix& A = std::get<Dense>(transition).A;
  const auto ni = static_cast<Eigen::Index>(n);
  std::vector<precision::MpfrValue> g;  // |G_ij| bounds, row-major
  g.reserve(n * n);
  for (std::size_t i = 0; i < n * n; ++i) g.emplace_back(kBoundBits);
  precision::MpfrValue lo(kBoundBits), hi(kBoundBits), p(kBoundBits), a(kBoundBits);
  for (Eigen::Index i = 0; i < ni; ++i)
    for (Eigen::Index j = i; j < ni; ++j) {
      mpfr_set_zero(lo.get(), 1);
      mpfr_set_zero(hi.get(), 1);
      for (Eigen::Index k = 0; k < ni; ++k) {
        mpfr_set_d(a.get(), A(k, i), MPFR_RNDN);
        mpfr_mul_d(p.get(), a.get(), A(k, j), MPFR_RNDD);
        mpfr_add(lo.get(), lo.get(), p.get(), MPFR_RNDD);
        mpfr_mul_d(p.get(), a.get(), A(k, j), MPFR_RNDU);
        mpfr_add(hi.get(), hi.get(), p.get(), MPFR_RNDU);
      }
      auto& gij = g[static_cast<std::size_t>(i * ni + j)];
      mpfr_abs(gij.get(), lo.get(), MPFR_RNDU);
      mpfr_abs(t.get(), hi.get(), MPFR_RNDU);
      max_into(gij, t);
      mpfr_set(g[static_cast<std::size_t>(j * ni + i)].get(), gij.get(), MPFR_RNDU);
    }
  precision::MpfrValue gersh(kBoundBits), frob(kBoundBits);
  mpfr_set_zero(gersh.get(), 1);
  mpfr_set_zero(frob.get(), 1);
  for (Eigen::Index i = 0; i < ni; ++i) {
    mpfr_set_zero(acc.get(), 1);
    for (Eigen::Index j = 0; j < ni; ++j) {
      const auto& gij = g[static_cast<std::size_t>(i * ni + j)];
      mpfr_add(acc.get(), acc.get(), gij.get(), MPFR_RNDU);
      mpfr_sqr(t.get(), gij.get(), MPFR_RNDU);
      mpfr_add(frob.get(), frob.get(), t.get(), MPFR_RNDU);
    }
    max_into(gersh, acc);
  }
  mpfr_sqrt(frob.get(), frob.get(), MPFR_RNDU);
  const bool gershgorin = mpfr_cmp(gersh.get(), frob.get()) <= 0;
  mpfr_sqrt(acc.get(), gershgorin ? gersh.get() : frob.get(), MPFR_RNDU);
  out.bound = mpfr_get_d(acc.get(), MPFR_RNDU);
  out.argument = gershgorin ? "dense: sqrt of the largest absolute row sum of A^T A (Gershgorin)"
                            : "dense: sqrt of the Frobenius norm of A^T A";
  return out;
}

namespace {

// What one layer's error bound (the proof at the top of this file) guarantees. e0, delta: rounded
// up; m: rounded down; rho: >= every token's spectral norm. `length` is the largest L >= 0 with the
// bound at t = L below m (bounded), computed in MPFR, every operation rounded so that the computed
// L is at most the exact one.
struct LayerClaim {
  Guarantee guarantee = Guarantee::none;
  double length = 0;
  std::string argument;
};

std::string num(double x) { return shortest_text(x); }

LayerClaim claim_for_layer(double e0, double delta, double rho, const std::string& rho_why, double m) {
  constexpr long bits = 128;
  LayerClaim c;
  if (std::isinf(m)) return {Guarantee::all_lengths, 0, "one codebook vector: every state decodes to it"};
  if (e0 == 0 && delta == 0)
    return {Guarantee::all_lengths, 0, "exact: H0 and every reachable step land exactly on codebook vectors"};
  if (!(e0 < m)) return {Guarantee::none, 0, "H0 is at distance " + num(e0) + ", not below the margin " + num(m)};
  const std::string norm = "norm bound rho = " + num(rho) + " (" + rho_why + ")";
  if (rho <= 1 && delta == 0)
    return {Guarantee::all_lengths, 0,
            norm + " <= 1 and every step exact; error <= e0 = " + num(e0) + " < margin " + num(m)};
  precision::MpfrValue x(bits), y(bits), z(bits), w(bits);
  if (rho < 1) {
    // E = max(e0, delta / (1 - rho)), rounded up.
    mpfr_set_d(x.get(), 1, MPFR_RNDN);
    mpfr_sub_d(x.get(), x.get(), rho, MPFR_RNDD);
    mpfr_d_div(x.get(), delta, x.get(), MPFR_RNDU);
    mpfr_set_d(y.get(), e0, MPFR_RNDN);
    max_into(x, y);
    if (mpfr_cmp_d(x.get(), m) < 0)
      return {Guarantee::all_lengths, 0,
              "contracting: " + norm +
                  " < 1, error <= max(e0, delta/(1 - rho)) = " + num(mpfr_get_d(x.get(), MPFR_RNDU)) + " < margin " +
                  num(m) + " (e0 = " + num(e0) + ", delta = " + num(delta) + ")"};
  }
  if (rho < 1 && rho > 0) {
    // Not contracting enough: q = delta / (1 - rho) >= m > e0, and
    // rho^L (e0 - q) + q < m  <=>  L < ln((q - e0)/(q - m)) / (-ln rho). The quotient decreases in
    // q: q is rounded up, the quotient and its log down, -ln rho up.
    mpfr_set_d(w.get(), 1, MPFR_RNDN);
    mpfr_sub_d(w.get(), w.get(), rho, MPFR_RNDD);
    mpfr_d_div(w.get(), delta, w.get(), MPFR_RNDU);  // q
    mpfr_sub_d(x.get(), w.get(), e0, MPFR_RNDD);
    mpfr_sub_d(y.get(), w.get(), m, MPFR_RNDU);
    if (mpfr_sgn(y.get()) > 0) {
      mpfr_div(x.get(), x.get(), y.get(), MPFR_RNDD);
      mpfr_log(x.get(), x.get(), MPFR_RNDD);
      mpfr_set_d(z.get(), rho, MPFR_RNDN);
      mpfr_log(z.get(), z.get(), MPFR_RNDD);
      mpfr_neg(z.get(), z.get(), MPFR_RNDU);
      mpfr_div(x.get(), x.get(), z.get(), MPFR_RNDD);
      c.argument = norm + " < 1; error <= rho^t e0 + delta (1 - rho^t)/(1 - rho) with e0 = " + num(e0) +
                   ", delta = " + num(delta) + ", below the margin " + num(m);
    }
  }
  if (rho <= 1 && c.argument.empty()) {
    // e0 + L delta < m  <=>  L < (m - e0) / delta.
    mpfr_set_d(x.get(), m, MPFR_RNDN);
    mpfr_sub_d(x.get(), x.get(), e0, MPFR_RNDD);
    mpfr_div_d(x.get(), x.get(), delta, MPFR_RNDD);
    c.argument = norm + " <= 1; error <= e0 + t delta with e0 = " + num(e0) + ", delta = " + num(delta) +
                 ", below the margin " + num(m);
  } else {
    // rho^L (e0 + q) - q < m with q = delta / (rho - 1)  <=>  L < ln((m + q)/(e0 + q)) / ln(rho).
    // (m + q)/(e0 + q) decreases in q (m > e0): q is rounded up, the quotient and its log down.
    mpfr_set_d(w.get(), rho, MPFR_RNDN);
    mpfr_sub_ui(w.get(), w.get(), 1, MPFR_RNDD);
    mpfr_d_div(w.get(), delta, w.get(), MPFR_RNDU);  // q
    mpfr_add_d(x.get(), w.get(), m, MPFR_RNDD);
    mpfr_add_d(y.get(), w.get(), e0, MPFR_RNDU);
    mpfr_div(x.get(), x.get(), y.get(), MPFR_RNDD);
    mpfr_log(x.get(), x.get(), MPFR_RNDD);
    mpfr_set_d(z.get(), rho, MPFR_RNDN);
    mpfr_sub_ui(z.get(), z.get(), 1, MPFR_RNDU);
    mpfr_log1p(z.get(), z.get(), MPFR_RNDU);
    mpfr_div(x.get(), x.get(), z.get(), MPFR_RNDD);
    c.argument = norm + " > 1; error <= rho^t e0 + delta (rho^t - 1)/(rho - 1) with e0 = " + num(e0) +
                 ", delta = " + num(delta) + ", below the margin " + num(m);
  }
  // The largest integer L < x: ceil(x) - 1 (x >= 0 here since m > e0).
  mpfr_ceil(x.get(), x.get());
  mpfr_sub_ui(x.get(), x.get(), 1, MPFR_RNDD);
  c.length = std::max(0.0, mpfr_get_d(x.get(), MPFR_RNDD));
  c.guarantee = Guarantee::bounded;
  c.argument += " for t <= " + num(c.length);
  return c;
}

// verify_exact's breadth-first search over the reachable configurations. A node is one codebook row
// per layer, then the spec state when a spec is given; each layer step is computed exactly.
class ExactSearch {
 public:
  ExactSearch(const Network& network, const automata::Dfa* spec, const ExactOptions& options)
      : network_(network), spec_(spec), options_(options), dfa_(network.automaton), layers_(network.layers.size()) {
    report_.letters = dfa_.num_letters();
    report_.min_separation = std::numeric_limits<double>::infinity();
    std::size_t max_nd = 1;
    for (const Layer& layer : network.layers) {
      separation_.push_back(separation(layer.codebook));
      report_.min_separation = std::min(report_.min_separation, separation_.back());
      max_nd = std::max(max_nd, layer.n * layer.d);
    }
    e0_.assign(layers_, 0.0);
    delta_.assign(layers_, 0.0);
    report_.tolerance = std::isinf(report_.min_separation) ? 1e-9 : options.tolerance_ratio * report_.min_separation;
    quick_ = std::isinf(report_.min_separation) || options.tolerance_ratio < 0.5;
    stepper_.emplace(options.precision_bits, max_nd);
    memo_.resize(layers_);
    next_key_.resize(layers_ + (spec ? 1 : 0));
  }

  ExactReport run() {
    if (!add_start()) return report_;
    for (std::size_t i = 0; i < nodes_.size(); ++i)
      if (!expand(i)) return report_;
    report_.passed = true;
    report_.reachable_states = nodes_.size();
    report_.exact = report_.max_deviation == 0 && !rounded_;
    guarantee();
    return report_;
  }

 private:
  struct Node {
    std::vector<std::uint32_t> key;
    std::size_t parent;
    automata::Letter letter;
  };

  // The guarantee of a passed search: the weakest layer's (the proof at the top of this file).
  void guarantee() {
    if (rounded_) {
      report_.guarantee = Guarantee::none;
      report_.guarantee_argument = "a step could not be computed without rounding in " +
                                   std::to_string(std::max(options_.precision_bits, kMaxStepBits)) + " bits";
      return;
    }
    std::optional<std::size_t> binding;
    std::vector<std::string> all;
    report_.guarantee = Guarantee::all_lengths;
    for (std::size_t l = 0; l < layers_; ++l) {
      const Layer& layer = network_.layers[l];
      double rho = 0;
      std::string why;
      // The norm matters only when the layer deviates somewhere.
      if (e0_[l] > 0 || delta_[l] > 0)
        for (const Token& tok : layer.tokens) {
          const NormBound b = spectral_norm_bound(tok.transition, layer.n);
          if (b.bound > rho || why.empty()) rho = std::max(rho, b.bound), why = b.argument;
        }
      report_.norm_bound = std::max(report_.norm_bound, rho);
      double m = separation_[l] / 2;  // rounds only below the normal range: then step down
      if (m * 2 > separation_[l]) m = std::nextafter(m, 0.0);
      const LayerClaim c = claim_for_layer(e0_[l], delta_[l], rho, why, m);
      const std::string who = layers_ > 1 ? "layer " + std::to_string(l) + ": " : "";
      if (c.guarantee == Guarantee::none) {
        report_.guarantee = Guarantee::none;
        report_.guaranteed_length.reset();
        report_.guarantee_argument = who + c.argument;
        return;
      }
      if (c.guarantee == Guarantee::bounded && (!report_.guaranteed_length || c.length < *report_.guaranteed_length)) {
        report_.guarantee = Guarantee::bounded;
        report_.guaranteed_length = c.length;
        report_.guarantee_argument = who + c.argument;
        binding = l;
      }
      if (c.guarantee == Guarantee::all_lengths) all.push_back(who + c.argument);
    }
    if (!binding) report_.guarantee_argument = join(all, "; ");
  }

  // Records the failure after word `w`; returns false (the search stops).
  bool fail(const automata::Word& w, const std::string& what) {
    report_.passed = false;
    report_.failure = "after " + quote_word(dfa_.alphabet(), w) + ": " + what;
    report_.guarantee_argument = "the search failed";
    report_.reachable_states = nodes_.size();
    return false;
  }

  // The word that reaches `node`, then `last` when given.
  automata::Word word_of(std::size_t node, std::optional<automata::Letter> last) const {
    automata::Word w;
    if (last) w.push_back(*last);
    for (std::size_t i = node; i != 0; i = nodes_[i].parent) w.push_back(nodes_[i].letter);
    std::reverse(w.begin(), w.end());
    return w;
  }

  std::vector<std::uint32_t> values_of(const std::vector<std::uint32_t>& key) const {
    std::vector<std::uint32_t> values(layers_);
    for (std::size_t l = 0; l < layers_; ++l) values[l] = network_.layers[l].codebook.values[key[l]];
    return values;
  }

  // Why the decoded `values` are wrong when the automaton is in `expected` and the spec in
  // `spec_state`; nullopt when they are right.
  std::optional<std::string> check_state(const std::vector<std::uint32_t>& values, automata::State expected,
                                         automata::State spec_state) const {
    const auto got = network_.read(values);
    if (!got) return "the decoded values [" + join(values) + "] are not in the readout";
    if (*got != expected)
      return "expected " + describe_state(dfa_, expected) + ", the network reads " + describe_state(dfa_, *got);
    if (spec_ && dfa_.output_label(*got) != spec_->output_label(spec_state))
      return "the spec is in " + describe_state(*spec_, spec_state) + ", the network reads " +
             describe_state(dfa_, *got) + ": the outputs differ";
    return std::nullopt;
  }

  // Steps depend only on (layer, row, token): each is computed once.
  ExactStepper::Result layer_step(std::size_t l, std::size_t row, std::size_t tok) {
    auto& m = memo_[l];
    const std::uint64_t key = (static_cast<std::uint64_t>(row) << 32) | tok;
    if (auto it = m.find(key); it != m.end()) return it->second;
    const Layer& layer = network_.layers[l];
    const auto r = stepper_->step(layer, layer.tokens[tok], row, report_.tolerance, quick_);
    m.emplace(key, r);
    return r;
  }

  // The initial configuration: the nearest rows of H0, which must lie within the tolerance.
  bool add_start() {
    std::vector<std::uint32_t> key(layers_);
    for (std::size_t l = 0; l < layers_; ++l) {
      const Layer& layer = network_.layers[l];
      std::vector<double> h0(layer.n * layer.d);
      for (std::size_t c = 0; c < layer.d; ++c)
        for (std::size_t i = 0; i < layer.n; ++i)
          h0[c * layer.n + i] = layer.H0(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(c));
      const std::size_t row = nearest_codebook_row(layer.codebook, h0.data()).first;
      const double dev = stepper_->distance_from(layer, h0.data(), row);
      e0_[l] = dev;
      report_.max_deviation = std::max(report_.max_deviation, dev);
      if (dev > report_.tolerance)
        return fail({}, "H0 of layer " + std::to_string(l) + " is at distance " + std::to_string(dev) +
                            " from its nearest codebook vector, above the tolerance " +
                            shortest_text(report_.tolerance));
      key[l] = static_cast<std::uint32_t>(row);
    }
    const automata::State spec_start = spec_ ? spec_->start() : 0;
    if (auto bad = check_state(values_of(key), dfa_.start(), spec_start)) return fail({}, *bad);
    if (spec_) key.push_back(spec_start);
    seen_.emplace(key, 0);
    nodes_.push_back({key, 0, 0});
    return true;
  }

  // Steps every layer of node i on letter a, bottom-up (lag-0 context from `new_values`): fills
  // next_key_ and new_values.
  bool step_layers(std::size_t i, automata::Letter a, const std::vector<std::uint32_t>& key,
                   const std::vector<std::uint32_t>& values, std::vector<std::uint32_t>& new_values) {
    for (std::size_t l = 0; l < layers_; ++l) {
      const Layer& layer = network_.layers[l];
      ctx_.clear();
      for (const auto& c : layer.context) ctx_.push_back(c.lag == 0 ? new_values[c.layer] : values[c.layer]);
      const auto tok = layer.find_token(a, ctx_);
      if (!tok)
        return fail(word_of(i, a), "layer " + std::to_string(l) + " has no token for letter '" +
                                       dfa_.alphabet().name(a) + "' with context values [" + join(ctx_) + "]");
      const auto r = layer_step(l, key[l], *tok);
      report_.max_deviation = std::max(report_.max_deviation, r.deviation);
      delta_[l] = std::max(delta_[l], r.deviation);
      rounded_ = rounded_ || r.rounded;
      if (r.deviation > report_.tolerance)
        return fail(word_of(i, a), "layer " + std::to_string(l) + " lands at distance " + std::to_string(r.deviation) +
                                       " from its nearest codebook vector (row " + std::to_string(r.row) +
                                       "), above the tolerance " + shortest_text(report_.tolerance));
      next_key_[l] = r.row;
      new_values[l] = layer.codebook.values[r.row];
    }
    return true;
  }

  // The successors of node i, one per letter: checked, and added when new.
  bool expand(std::size_t i) {
    const std::vector<std::uint32_t> key = nodes_[i].key;
    const std::vector<std::uint32_t> values = values_of(key);
    const automata::State here = *network_.read(values);  // checked when the node was made
    for (automata::Letter a = 0; a < report_.letters; ++a) {
      std::vector<std::uint32_t> new_values(layers_);
      if (!step_layers(i, a, key, values, new_values)) return false;
      const automata::State spec_next = spec_ ? spec_->next(key[layers_], a) : 0;
      if (auto bad = check_state(new_values, dfa_.next(here, a), spec_next)) return fail(word_of(i, a), *bad);
      if (spec_) next_key_[layers_] = spec_next;
      if (seen_.find(next_key_) == seen_.end()) {
        if (nodes_.size() >= options_.state_limit)
          throw Error("verify_exact: more than " + std::to_string(options_.state_limit) +
                      " reachable configurations (the state limit)");
        seen_.emplace(next_key_, nodes_.size());
        nodes_.push_back({next_key_, i, a});
      }
    }
    return true;
  }

  const Network& network_;
  const automata::Dfa* spec_;
  const ExactOptions& options_;
  const automata::Dfa& dfa_;
  const std::size_t layers_;
  ExactReport report_;
  bool quick_ = false;
  std::optional<ExactStepper> stepper_;
  std::vector<std::unordered_map<std::uint64_t, ExactStepper::Result>> memo_;
  std::vector<Node> nodes_;
  std::unordered_map<std::vector<std::uint32_t>, std::size_t, VectorHash> seen_;
  std::vector<std::uint32_t> ctx_, next_key_;
  std::vector<double> separation_, e0_, delta_;  // per layer: rounded down; H0's and the steps' deviations
  bool rounded_ = false;                         // some step rounded even at kMaxStepBits
};

}  // namespace

ExactReport verify_exact(const Network& network, const automata::Dfa* spec, const ExactOptions& options) {
  if (spec) check_alphabets(network, *spec, "verify_exact");
  if (options.precision_bits < 200)
    throw Error("verify_exact: precision_bits is " + std::to_string(options.precision_bits) +
                ", expected at least 200");
  return ExactSearch(network, spec, options).run();
}

WordsReport check_words(const Network& network, const automata::Dfa& spec, const WordsOptions& options) {
  check_alphabets(network, spec, "check_words");
  const std::size_t k = spec.num_letters();
  WordsReport report;
  // The largest length whose words (all lengths 1..len) fit in max_words.
  std::size_t len = 0, total = 0, level = 1;
  while (len < options.max_len) {
    if (level > options.max_words / k) break;  // k^(len+1) alone would not fit
    const std::size_t next_level = level * k;
    if (total + next_level > options.max_words) break;
    level = next_level, total += next_level, ++len;
  }
  report.max_len = len;
  report.words = total;
  if (len == 0) {
    report.passed = true;
    return report;
  }

  Runner runner(network, options.policy);
  const automata::Dfa& dfa = network.automaton;
  std::vector<RunState> states(len + 1);
  std::vector<automata::State> spec_states(len + 1);
  std::vector<automata::Letter> word(len + 1, 0);
  states[0] = runner.initial();
  spec_states[0] = spec.start();
  // Depth-first over the words: word[0..depth) is the current prefix, word[depth] the next letter.
  // After a failure at length p the search goes on below length p only, so the failure reported
  // is a shortest failing word (the first in depth-first order among those).
  std::size_t depth = 0, limit = len;
  while (true) {
    if (word[depth] == k || depth >= limit) {
      if (depth == 0) break;
      word[depth] = 0;
      --depth;
      ++word[depth];
      continue;
    }
    const automata::Letter a = word[depth];
    states[depth + 1] = states[depth];
    const automata::State got = runner.step(states[depth + 1], a);
    const automata::State want = spec.next(spec_states[depth], a);
    spec_states[depth + 1] = want;
    report.max_drift = std::max(report.max_drift, runner.drift(states[depth + 1]));
    if (got == automata::kNoState || dfa.output_label(got) != spec.output_label(want)) {
      const automata::Word w(word.begin(), word.begin() + static_cast<std::ptrdiff_t>(depth + 1));
      report.failure = "word '" + spec.alphabet().format_word(w) + "' at position " + std::to_string(depth + 1) +
                       ": the spec is in " + describe_state(spec, want) + ", the network reads " +
                       describe_state(dfa, got);
      limit = depth;
      ++word[depth];
      continue;
    }
    if (depth + 1 < limit) {
      ++depth;
      word[depth] = 0;
    } else {
      ++word[depth];
    }
  }
  report.passed = report.failure.empty();
  return report;
}

OneLetterReport verify_one_letter(const Network& network, const automata::Dfa& spec, automata::Letter letter,
                                  std::size_t max_len, long precision_bits) {
  check_alphabets(network, spec, "verify_one_letter");
  if (precision_bits < 200)
    throw Error("verify_one_letter: precision_bits is " + std::to_string(precision_bits) + ", expected at least 200");
  if (letter >= spec.num_letters())
    throw Error("verify_one_letter: letter " + std::to_string(letter) + " is out of range");
  MpfrRunner runner(network, precision_bits);
  OneLetterReport report;
  automata::State want = spec.start();
  for (std::size_t t = 1; t <= max_len; ++t) {
    const automata::State got = runner.step(letter);
    want = spec.next(want, letter);
    report.checked = t;
    if (network.automaton.output_label(got) != spec.output_label(want)) {
      report.first_failure = t;
      report.failure = "after " + spec.alphabet().name(letter) + "^" + std::to_string(t) + ": expected " +
                       describe_state(spec, want) + ", the network reads " + describe_state(network.automaton, got);
      break;
    }
  }
  return report;
}

}  // namespace lrnnc::lrnn
