// The fixed-point layers' shared machinery (learned/forward-fprnn.cpp, learned/forward-fpmamba.cpp):
// the channel mixer Q(p) of docs/LEARNED.md section 1 ("Channel mixers": householder, dplr,
// kronecker; learned/forward-channel-mixer.cpp) and the fixed-point iteration that both layers run
// to a word's fixed point, with its stopping rule, damping and exact shortcuts
// (learned/forward-fixed-point.cpp). Internal; not installed API.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <unordered_map>
#include <vector>

#include "common/interruption.hpp"
#include "learned/forward-layer.hpp"

namespace lrnnc::learned::detail {

// The parameters of Q at one p: householder/dplr: u (r x n, normalized), alpha (r); kronecker: U
// (a x a) and V (b x b).
//
// Where ops.split_dot(), the projections of Q's parameters (Layer::mix: every matrix that reads p)
// are computed for the positions of an iteration at once (kPositionsAtOnce at a time: begin_word,
// project_positions): in one iteration, position t's p_t = concat(x_t, h^{l-1}_{t-1}) reads the
// previous iterate only. Each value is the dot of linear(), split at n: its part over x_t, the same
// in every iteration, is computed once per word when the shortcuts are on (fixed_point_shortcuts),
// and the part over h_{t-1} continues from it (the same bits as the whole dot); the column kernels'
// rows let each weight serve several positions. Elsewhere (stochastic rounding and the other
// policies whose dots cannot be split) prepare(p) computes them from p, one position after another,
// so that the rounding draws come in the program order of docs/LEARNED.md section 3.
template <class Ops>
struct ChannelMixerAt {
  Ops& ops;
  const Layer& L;
  std::size_t n;
  std::vector<double> u, alpha, U, V, tri, coef, R, P, col, dot, tmp;
  std::vector<float> scratch32;  // binary32_mixer_positions
  // The batched projections: per position t of [base, base + kPositionsAtOnce), Layer::mix's block
  // values (stored) at proj[(t - base) * block]; the x_t parts of every position at xacc[t * block]
  // (empty: recomputed in every iteration).
  bool batched = false;
  std::size_t block = 0, ldx = 0, base = 0;
  const double* X = nullptr;  // x_t at X + t * ldx
  std::vector<double> xacc, proj, zeros;
  const double* at = nullptr;  // prepare_position's row of proj (null: project from p)
  std::size_t offset = 0;      // the next of its values

  ChannelMixerAt(Ops& o, const Layer& layer) : ops(o), L(layer), n(layer.spec.n) {}

  // The word's T positions, x_t at X + t * ldx (n values each): batched (where ops.split_dot()),
  // with the x_t parts computed here when the shortcuts are on.
  void begin_word(const double* X, std::size_t ldx, std::size_t T);

  // batched: the projections of positions [t0, t1), t1 - t0 <= kPositionsAtOnce, at h, the previous
  // iterate (h_{t-1} at h + (t - 1) n; zeros at t = 0). O((t1 - t0) n block).
  void project_positions(const double* h, std::size_t t0, std::size_t t1);

  // y = W p (stored), p = concat(x_t, h_{t-1}); from the batched row where prepare_position set one.
  void project(const Matrix& W, const double* p, double* y);
  void project(const Matrix& W, const std::vector<double>& bias, const double* p, double* y);

  // M v for the a x a matrix M (row-major), each entry to_storage(dot(row, v)).
  void matvec(const std::vector<double>& M, std::size_t a, const double* v, double* out);

  // U = diag(sigmoid(W_D p + c)) U0 / (sigma + 1e-5): U0 = T T^T with its rows normalized, T the
  // upper triangle of fn(silu(W_L p)), sigma U0's power-iteration spectral norm estimate (fprnn;
  // fpmamba: U = diag(sigmoid(W_D p + c)) U0).
  void kron_factor(const Matrix& WL, const Matrix& WD, const std::vector<double>& bias, std::size_t a, const double* p,
                   std::vector<double>& out);

  // Q's parameters at p = concat(x_t, h_{t-1}), every projection computed from p.
  void prepare(const double* p);

  // batched: Q's parameters at position t of the last project_positions.
  void prepare_position(std::size_t t);

  // prepare's parameters at p (null with a batched row).
  void prepare_at(const double* p);

  // v <- Q v.
  void apply(double* v);

  // batched: v_t <- Q(p_t) v_t for the positions t of [t0, t1) (v_t at v + (t - t0) ldv), those of
  // the last project_positions, from its rows (which it overwrites): prepare_position(t) and apply(v_t) of each
  // position, the same operations on the same values, grouped across the positions for householder
  // and dplr where Ops::overlapping_dots (each step over every position, so that the positions'
  // independent dot products overlap: Ops::dots); else, and for kronecker, position by position
  // (each position's values stay in the cache). O((t1 - t0) Q's cost).
  void apply_positions(double* v, std::size_t ldv, std::size_t t0, std::size_t t1);

  // (Q v)[i b + j] = v[i b + j] - 2 (V M U)[j][i], M[j][i] = v[i b + j]; R = V M, P = R U.
  void apply_kronecker(double* v);
};

// ChannelMixerAt<Binary32Ops>::apply_positions for householder and dplr with the positions in the
// lanes of vector registers (learned/forward-binary32.cpp): rows, the count positions' rows of
// project_positions (stride block), v their vectors (stride ldv). Returns false, doing nothing,
// where the vector kernels do not run (avx2_kernels()): the caller then takes the generic path,
// which gives the same values.
struct Binary32Mixer {
  bool fused, householder;
  std::size_t rank, n, block, count, ldv;
  const double* rows;
  const double* alpha_bias;
  double* v;
};
bool binary32_mixer_positions(const Binary32Mixer& m, std::vector<float>& scratch);

// Binary32Ops' loops of the fixed-point layers, with AVX2 where avx2_kernels()
// (learned/forward-binary32.cpp): the Ops loops' values. y[k] = sub(a[k], b[k]) for k < count.
void binary32_sub(const double* a, const double* b, double* y, std::size_t count);
// fprnn's step (learned/forward-fprnn.cpp: h[j] = fma(lam[j], before[j] or 0, mul(om[j], add(e[j],
// prev[j])))); false, doing nothing, without the vector kernels.
bool binary32_fprnn_step(bool fused, std::size_t n, const double* xrow, const double* e, const double* prev,
                         const double* before, double* h);

// The positions an iteration computes from the previous iterate h (T x n) before it ends at a
// position NaN in every coordinate (fprnn_iterate's NaN suffix, `skip` true): s + 1 for the first
// such row s of h (the new iterate's row s is NaN in every coordinate too: its e = bx - h_s is), T
// when there is none or `skip` is false. O(T) when h is finite.
std::size_t positions_before_nan(const std::vector<double>& h, std::size_t T, std::size_t n, bool skip);

// The matrices that Layer::mix stacks, in its order.
std::vector<const Matrix*> mix_parts(const Layer& L);

// Reads the channel mixer's weights of a fixed-point layer (m: "layers.<l>.mixer."): kronecker's
// L1, L2, D1, D2 or the u and alpha of householder and dplr.
void load_channel_mixer(Layer& L, const Tensors& t, const std::string& m);

// ---------------------------------------------------------------------------------------------
// The fixed-point iteration.

// max_t ||hn_t - hp_t||_inf / (||hn_t||_inf + 1e-8), in double (NaN propagates).
double residue(const std::vector<double>& hn, const std::vector<double>& hp, std::size_t T, std::size_t n);

// Finds where a sequence of iterates x_1, x_2, ... becomes periodic: observe(x_l, x_{l-1}, l)
// returns p > 0 when x_l equals x_{l-p} bit for bit, 0 otherwise (and always 0 after it has
// returned a period once, or when not enabled). Period 1 is a comparison with x_{l-1}; longer ones:
// each iterate's 64-bit hash is kept, a hash seen before proposes the period, and the iterate one
// period later confirms it (or not) by comparing all its bits with a copy. (x is never empty: the
// loop enables it only for T n > 0.)
class IterateCycles {
 public:
  explicit IterateCycles(bool enabled) : enabled_(enabled) {}

  std::size_t observe(const std::vector<double>& x, const std::vector<double>& previous, std::size_t l);

 private:
  // Every 8th value (and the last): equal iterates hash alike, and a collision only costs one
  // comparison of all the bits; the hash stays a small part of an iteration's cost.
  static std::uint64_t hash(const std::vector<double>& x);

  bool enabled_;
  std::unordered_map<std::uint64_t, std::size_t> seen_;
  std::vector<double> copy_;
  std::size_t pending_ = 0, period_ = 0;
};

// The fixed-point iteration of one word (the official FixedPointOptimizer, each word on its own):
// from y^0 = 0 (T x n), `iterate(prev, next)` writes one undamped iteration; the residue compares
// it with the iterate before; the iterate becomes s next + (1 - s) prev (s = 1: next), s decaying
// as FixedPointOptions says. Stops at the first running-minimum residue below the threshold
// (converged; with min_iter, once it has also done min_iter iterations), when s falls below
// kMinDamping (not before min_iter), or at max_iter. Then one more undamped iteration
// (the one training takes its gradient through): `hn` holds it, h* (T x n). l* = iterations + 1.
// Under repeatable arithmetic with s = 1 for good (no damping, no decay) the iterate is a function
// of the one before alone, so an iterate that equals an earlier one bit for bit (x_l = x_{l-p})
// starts a cycle of period p that
// repeats to the cap: the residues of one period have all been seen (the running minimum cannot
// improve, nor fall below the threshold), and x_{l + kp} = x_l. The loop then skips the whole
// periods that fit before max_iter and runs the rest: the same h*, l* and convergence as running
// every iteration. (A word that oscillates under rounding can fall into such a cycle; one whose
// iterate keeps growing never does.) Period 1 is the common case: an iteration that returns its
// input is what every later one would return; a finite one has residue 0 and converges, and one
// holding a NaN (residue NaN, never an improvement) takes the cap's outcome at once (the same h*,
// converged false, l* = max_iter + 1), which spares diverged words the rest of the cap. Longer
// periods are found by IterateCycles' hashes, so a hash collision costs time, never a result.
template <class Ops, class Iterate>
FixedPointRun fixed_point_loop(Ops& ops, const FixedPointOptions& fp, std::size_t T, std::size_t n,
                               std::vector<double>& hp, std::vector<double>& hn, Iterate&& iterate) {
  hp.assign(T * n, 0.0);
  hn.assign(T * n, 0.0);
  FixedPointRun run;
  double s = fp.damping, best = std::numeric_limits<double>::infinity();
  std::size_t patience = fp.damping_patience, l = 0;
  const bool undamped =
      fixed_point_shortcuts.enabled && ops.repeatable() && fp.damping == 1.0 && fp.damping_decay == 1.0;
  IterateCycles cycles(undamped && !hp.empty());
  while (true) {
    interruption_point();  // a word may iterate for minutes: an embedding host may stop it here
    ++l;
    iterate(hp, hn);
    const double res = residue(hn, hp, T, n);
    if (s != 1.0) {
      const double sr = ops.store(s), oms = ops.store(1.0 - s);
      for (std::size_t i = 0; i < T * n; ++i) hn[i] = ops.fma(sr, hn[i], ops.mul(oms, hp[i]));
    }
    hp.swap(hn);
    if (res < best) {  // NaN: not an improvement
      best = res;
      patience = fp.damping_patience;
    } else if (--patience == 0) {
      patience = fp.damping_patience;
      s *= fp.damping_decay;
    }
    if (best < fp.threshold && l >= fp.min_iter) {
      run.converged = true;
      break;
    }
    if (l < fp.max_iter) {
      // hp = x_l, hn = x_{l-1} (undamped: nothing mixed into it); x_l = x_{l - period}. The cycle
      // runs to the cap, or, for a word that has converged and waits for min_iter, to min_iter.
      if (const std::size_t period = cycles.observe(hp, hn, l)) {
        const std::size_t stop = best < fp.threshold ? std::min(fp.min_iter, fp.max_iter) : fp.max_iter;
        if (stop > l) l += (stop - l) / period * period;
        (period == 1 ? fixed_point_shortcuts.repeated : fixed_point_shortcuts.cycles)
            .fetch_add(1, std::memory_order_relaxed);
        if (best < fp.threshold && l >= fp.min_iter) {
          run.converged = true;
          break;
        }
      }
    }
    if (l >= fp.max_iter || (s < kMinDamping && l >= fp.min_iter)) break;
  }
  iterate(hp, hn);
  run.iterations = l + 1;
  return run;
}

}  // namespace lrnnc::learned::detail
