// The fprnn layer of the learned forward (learned/forward-layer.hpp): the Fixed-Point RNN block,
// h^l_t = lam_t * h^l_{t-1} + om_t * (Q(p_t)(bx_t - h^{l-1}_t) + h^{l-1}_t) iterated to a fixed
// point over the whole word, then the gated RMSNorm output; docs/LEARNED.md section 1 ("fprnn"),
// with the roundings of section 3. The channel mixer Q and the iteration's loop are
// learned/forward-fixed-point.hpp's.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstddef>
#include <type_traits>
#include <vector>

#include "learned/forward-fixed-point.hpp"

namespace lrnnc::learned::detail {

namespace {

// The per-position inputs of the iteration: x_t, bx_t, lam_t, om_t (n each, T x 4n), and the
// output gate fn(silu(z_t)) (T x n, into G), from (x_t, z_t) = W_in z.
template <class Ops>
std::vector<double> fprnn_inputs(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d,
                                 std::vector<double>& G) {
  const std::size_t n = L.spec.n;
  std::vector<double> X(T * 4 * n), tmp(n), xz(2 * n);
  G.resize(T * n);
  for (std::size_t t = 0; t < T; ++t) {
    double *x = X.data() + t * 4 * n, *bx = x + n, *lam = x + 2 * n, *om = x + 3 * n;
    ops.linear(L.in, Z + t * d, xz.data());
    std::copy(xz.begin(), xz.begin() + static_cast<std::ptrdiff_t>(n), x);
    for (std::size_t j = 0; j < n; ++j) G[t * n + j] = ops.store(silu(xz[n + j]));
    ops.linear(L.b, x, tmp.data());
    for (std::size_t j = 0; j < n; ++j) bx[j] = ops.mul(ops.store(silu(tmp[j])), x[j]);
    linear(ops, L.lam, L.lam_bias.data(), x, lam);
    for (std::size_t j = 0; j < n; ++j) {
      lam[j] = ops.store(sigmoid(lam[j]));
      om[j] = ops.sub(1.0, lam[j]);
    }
  }
  return X;
}

// The sequence mixer's step at one position: h = lam * before + om * (e + prev), from e = Q(p)(bx -
// prev); xrow = x, bx, lam, om (4n), prev = h^{l-1}_t, before = h^l_{t-1} (null: zeros, at t = 0).
template <class Ops>
void fprnn_step(Ops& ops, std::size_t n, const double* xrow, const double* e, const double* prev, const double* before,
                double* h) {
  if constexpr (std::is_same_v<Ops, Binary32Ops>)
    if (binary32_fprnn_step(ops.fused, n, xrow, e, prev, before, h)) return;
  const double *lam = xrow + 2 * n, *om = xrow + 3 * n;
  for (std::size_t j = 0; j < n; ++j) {
    const double xt = ops.add(e[j], prev[j]);
    h[j] = ops.fma(lam[j], before ? before[j] : 0.0, ops.mul(om[j], xt));
  }
}

// One position of one iteration: h = lam * before + om * (Q(p)(bx - prev) + prev), p = concat(x,
// p_h), Q's parameters computed from p; prev = h^{l-1}_t, p_h = h^{l-1}_{t-1} (null: zeros, at t =
// 0), the rest as fprnn_step's. p and e: scratch of 2n and n values.
template <class Ops>
void fprnn_position(Ops& ops, ChannelMixerAt<Ops>& Q, std::size_t n, const double* xrow, const double* prev,
                    const double* p_h, const double* before, double* h, double* p, double* e) {
  const double *x = xrow, *bx = x + n;
  std::copy(x, x + n, p);
  if (!p_h)
    std::fill(p + n, p + 2 * n, 0.0);
  else
    std::copy(p_h, p_h + n, p + n);
  Q.prepare(p);
  for (std::size_t j = 0; j < n; ++j) e[j] = ops.sub(bx[j], prev[j]);
  Q.apply(e);
  fprnn_step(ops, n, xrow, e, prev, before, h);
}

// One iteration, undamped: hn (T x n) from hp = h^{l-1}. Where Q batches, every position's e_t =
// Q(p_t)(bx_t - h^{l-1}_t) comes first, all at once (it reads the previous iterate only), then the
// scan over t, kPositionsAtOnce positions at a time (E: their vectors); else position by position
// (prepare, apply, step: the order of the rounding draws).
// A position whose every coordinate is NaN makes every later position of the iteration NaN: h_t[j]
// = fma(lam[j], h_{t-1}[j], ...) is NaN when h_{t-1}[j] is, whatever the mixer. Where the arithmetic
// propagates NaN (Ops::propagates_nan), those positions are not computed but copied from it (a
// diverged word's iterate, once it overflows, is NaN from some position on in every iteration to the
// cap). The same values, except that a NaN's payload is the position's rather than recomputed. The
// batched positions stop where that suffix starts at the latest (positions_before_nan), and go on
// from there should it start later.
template <class Ops>
void fprnn_iterate(Ops& ops, ChannelMixerAt<Ops>& Q, const Layer& L, const std::vector<double>& X, std::size_t T,
                   const std::vector<double>& hp, std::vector<double>& hn, std::vector<double>& E) {
  const std::size_t n = L.spec.n;
  const bool skip_nan = fixed_point_shortcuts.enabled && ops.propagates_nan();
  // Whether position t, just computed, ends the iteration.
  const auto nan_suffix = [&](std::size_t t) {
    double* h = hn.data() + t * n;
    if (!skip_nan || t + 1 >= T || !std::all_of(h, h + n, [](double v) { return std::isnan(v); })) return false;
    for (std::size_t s = t + 1; s < T; ++s) std::copy(h, h + n, hn.data() + s * n);
    fixed_point_shortcuts.nan_suffix.fetch_add(1, std::memory_order_relaxed);
    return true;
  };
  const auto before = [&](std::size_t t) { return t == 0 ? nullptr : hn.data() + (t - 1) * n; };
  if (!Q.batched) {
    std::vector<double> p(2 * n), e(n);
    for (std::size_t t = 0; t < T; ++t) {
      const double* prev = hp.data() + t * n;
      fprnn_position(ops, Q, n, X.data() + t * 4 * n, prev, t == 0 ? nullptr : prev - n, before(t), hn.data() + t * n,
                     p.data(), e.data());
      if (nan_suffix(t)) return;
    }
    return;
  }
  E.resize(std::min(T, kPositionsAtOnce) * n);
  const std::size_t limit = positions_before_nan(hp, T, n, skip_nan);
  for (std::size_t t0 = 0; t0 < T;) {
    const std::size_t t1 = std::min({T, t0 + kPositionsAtOnce, t0 < limit ? limit : T});
    Q.project_positions(hp.data(), t0, t1);
    for (std::size_t t = t0; t < t1; ++t) {
      const double *bx = X.data() + t * 4 * n + n, *prev = hp.data() + t * n;
      double* e = E.data() + (t - t0) * n;
      if constexpr (std::is_same_v<Ops, Binary32Ops>)
        binary32_sub(bx, prev, e, n);
      else
        for (std::size_t j = 0; j < n; ++j) e[j] = ops.sub(bx[j], prev[j]);
    }
    Q.apply_positions(E.data(), n, t0, t1);
    for (std::size_t t = t0; t < t1; ++t) {
      fprnn_step(ops, n, X.data() + t * 4 * n, E.data() + (t - t0) * n, hp.data() + t * n, before(t),
                 hn.data() + t * n);
      if (nan_suffix(t)) return;
    }
    t0 = t1;
  }
}

}  // namespace

// The layer's output Y (T x n): RMSNorm(fn(silu(z)) * c * h*) with c = fn(silu(W_c concat(x_t, h*_{t-1}))).
template <class Ops>
FixedPointRun fprnn_mixer(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d, double eps,
                          double* Y, LayerTrace* trace) {
  const std::size_t n = L.spec.n;
  const FixedPointOptions& fp = L.spec.fixed_point;
  std::vector<double> G;
  const std::vector<double> X = fprnn_inputs(ops, L, Z, T, d, G);
  ChannelMixerAt<Ops> Q(ops, L);
  Q.begin_word(X.data(), 4 * n, T);
  std::vector<double> hp, hn, E;
  const FixedPointRun run = fixed_point_loop(ops, fp, T, n, hp, hn, [&](const auto& prev, auto& next) {
    fprnn_iterate(ops, Q, L, X, T, prev, next, E);
  });  // h* = hn
  std::vector<double> p(2 * n), w(n);
  for (std::size_t t = 0; t < T; ++t) {
    std::copy(X.data() + t * 4 * n, X.data() + t * 4 * n + n, p.begin());
    if (t == 0)
      std::fill(p.begin() + n, p.end(), 0.0);
    else
      std::copy(hn.data() + (t - 1) * n, hn.data() + t * n, p.begin() + n);
    ops.linear(L.c, p.data(), w.data());
    for (std::size_t j = 0; j < n; ++j) w[j] = ops.mul(G[t * n + j], ops.mul(ops.store(silu(w[j])), hn[t * n + j]));
    rms_norm(ops, w.data(), L.inner_norm.data(), n, eps, Y + t * n);
  }
  if (trace) {
    trace->inputs = X;
    trace->h = hn;
    trace->iterations = run.iterations;
  }
  return run;
}

void load_fprnn(Layer& L, const Tensors& t, const std::string& m) {
  const std::size_t n = L.spec.n;
  L.in = t.mat(m + "in.weight", 2 * n);
  L.inner_norm = t.vec(m + "norm.weight");
  L.b = t.mat(m + "b.weight", n);
  L.lam = t.mat(m + "lam.weight", n);
  L.lam_bias = t.vec(m + "lam.bias");
  L.c = t.mat(m + "c.weight", n);
  load_channel_mixer(L, t, m);
}

void fprnn_position_update(const Layer& L, const double* inputs, const double* h_prev, const double* h, double* out) {
  const std::size_t n = L.spec.n;
  NativeOps ops;
  ChannelMixerAt<NativeOps> Q(ops, L);
  std::vector<double> p(2 * n), e(n);
  fprnn_position(ops, Q, n, inputs, h, h_prev, h_prev, out, p.data(), e.data());
}

template FixedPointRun fprnn_mixer(NativeOps&, const Layer&, const double*, std::size_t, std::size_t, double, double*,
                                   LayerTrace*);
template FixedPointRun fprnn_mixer(PolicyOps&, const Layer&, const double*, std::size_t, std::size_t, double, double*,
                                   LayerTrace*);
template FixedPointRun fprnn_mixer(Binary32Ops&, const Layer&, const double*, std::size_t, std::size_t, double, double*,
                                   LayerTrace*);

}  // namespace lrnnc::learned::detail
