// The fpmamba layer of the learned forward (learned/forward-layer.hpp): the official FPMamba block
// (a matrix state of n channels x N columns, the Mamba-1 parametrization) iterated to a fixed
// point over the whole word, then its gated output; docs/LEARNED.md section 1 ("fpmamba"), with the
// roundings of section 3. The channel mixer Q and the iteration's loop are
// learned/forward-fixed-point.hpp's.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

#include "learned/forward-fixed-point.hpp"

namespace lrnnc::learned::detail {

namespace {

// The per-position inputs of the iteration: x, z (n each), dt (n), B, C (N each), dA (n x N).
struct MambaInputs {
  std::vector<double> x, z, dt, B, C, dA;
};

template <class Ops>
void fpmamba_inputs(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d, MambaInputs& in) {
  const std::size_t n = L.spec.n, N = L.spec.d_state, R = L.spec.dt_rank;
  in.x.resize(T * n), in.z.resize(T * n), in.dt.resize(T * n), in.B.resize(T * N), in.C.resize(T * N);
  in.dA.resize(T * n * N);
  std::vector<double> xz(2 * n), xd(R + 2 * N);
  for (std::size_t t = 0; t < T; ++t) {
    ops.linear(L.in, Z + t * d, xz.data());
    double* x = in.x.data() + t * n;
    std::copy_n(xz.begin(), n, x);
    std::copy_n(xz.begin() + static_cast<std::ptrdiff_t>(n), n, in.z.data() + t * n);
    ops.linear(L.xproj, x, xd.data());
    std::copy_n(xd.begin() + static_cast<std::ptrdiff_t>(R), N, in.B.data() + t * N);
    std::copy_n(xd.begin() + static_cast<std::ptrdiff_t>(R + N), N, in.C.data() + t * N);
    double* dt = in.dt.data() + t * n;
    linear(ops, L.dtw, L.dt_bias.data(), xd.data(), dt);
    for (std::size_t j = 0; j < n; ++j) {
      dt[j] = ops.store(softplus(dt[j]));
      for (std::size_t k = 0; k < N; ++k)
        in.dA[(t * n + j) * N + k] = ops.store(std::exp(ops.mul(dt[j], L.neg_exp_A[j * N + k])));
    }
  }
}

// z = LayerNorm(u) with gain g and bias b (n values): (u - mean) / sqrt(var + eps) g + b.
template <class Ops>
void layer_norm(Ops& ops, const double* u, const double* g, const double* b, std::size_t n, double eps, double* z,
                std::vector<double>& centered) {
  const double inv_n = 1.0 / static_cast<double>(n);
  double sum = 0;
  for (std::size_t i = 0; i < n; ++i) sum = ops.add(sum, u[i]);
  const double mean = ops.mul(sum, inv_n);
  centered.resize(n);
  for (std::size_t i = 0; i < n; ++i) centered[i] = ops.sub(u[i], mean);
  const double var = ops.mul(ops.store(ops.dot(centered.data(), centered.data(), n)), inv_n);
  const double r = ops.store(1.0 / std::sqrt(var + eps));
  for (std::size_t i = 0; i < n; ++i) z[i] = ops.fma(ops.mul(centered[i], r), g[i], b[i]);
}

// Positions [t0, t1) of one iteration before the state scan: row t - t0 of E is Q(p_t)(x_t -
// y^{l-1}_t), p_t = concat(x_t, y^{l-1}_{t-1}), and of bcs W_bc y^{l-1}_{t-1} (zeros at t = 0).
// Where Q batches, all at once; else one position (t1 = t0 + 1), in the order of the rounding draws.
template <class Ops>
void fpmamba_positions(Ops& ops, ChannelMixerAt<Ops>& Q, const Layer& L, const MambaInputs& in,
                       const std::vector<double>& yp, std::size_t t0, std::size_t t1, double* E, double* bcs) {
  const std::size_t n = L.spec.n, N = L.spec.d_state;
  std::fill(bcs, bcs + (t1 - t0) * 2 * N, 0.0);
  if (!Q.batched) {
    std::vector<double> p(2 * n);
    std::copy_n(in.x.data() + t0 * n, n, p.data());
    if (t0 > 0) {
      std::copy_n(yp.data() + (t0 - 1) * n, n, p.data() + n);
      ops.linear(L.bc, yp.data() + (t0 - 1) * n, bcs);
    }
    Q.prepare(p.data());
    for (std::size_t j = 0; j < n; ++j) E[j] = ops.sub(in.x[t0 * n + j], yp[t0 * n + j]);
    Q.apply(E);
    return;
  }
  Q.project_positions(yp.data(), t0, t1);
  for (std::size_t i = 0; i < (t1 - t0) * n; ++i) E[i] = ops.sub(in.x[t0 * n + i], yp[t0 * n + i]);
  Q.apply_positions(E, n, t0, t1);
  const std::size_t first = std::max<std::size_t>(t0, 1);
  if (first < t1) {
    double* out = bcs + (first - t0) * 2 * N;
    ops.linear_part_rows(L.bc, 0, n, t1 - first, yp.data() + (first - 1) * n, n, nullptr, 0, out, 2 * N);
    for (std::size_t i = 0; i < (t1 - first) * 2 * N; ++i) out[i] = ops.store(out[i]);
  }
}

// One undamped iteration y^{l-1} = yp -> y^l = yn (T x n): per position t, with p = concat(x_t,
// y^{l-1}_{t-1}), xt = Q(p)(x_t - y^{l-1}_t) + y^{l-1}_t, (B_y, C_y) = W_bc y^{l-1}_{t-1},
// B' = normalize(B_t + B_y), C' = normalize(C_t + C_y), H_t[j][k] = dA_t[j][k] H_{t-1}[j][k] +
// dt_t[j] xt[j] B'[k] (H_{-1} = 0), y^l_t = LayerNorm(H_t C' + D xt). Where Q batches, the
// positions' Q(p_t)(x_t - y^{l-1}_t) and (B_y, C_y), which read the previous iterate only, come
// first, kPositionsAtOnce positions at a time (E, bcs: their rows); else position by position.
template <class Ops>
void fpmamba_iterate(Ops& ops, ChannelMixerAt<Ops>& Q, const Layer& L, const MambaInputs& in, std::size_t T, double eps,
                     const std::vector<double>& yp, std::vector<double>& yn, std::vector<double>& E,
                     std::vector<double>& bcs) {
  const std::size_t n = L.spec.n, N = L.spec.d_state, K = Q.batched ? kPositionsAtOnce : 1;
  std::vector<double> Bp(N), Cp(N), H(n * N, 0.0), pre(n), scratch;
  E.resize(std::min(T, K) * n);
  bcs.resize(std::min(T, K) * 2 * N);
  for (std::size_t t0 = 0; t0 < T; t0 += K) {
    const std::size_t t1 = std::min(T, t0 + K);
    fpmamba_positions(ops, Q, L, in, yp, t0, t1, E.data(), bcs.data());
    for (std::size_t t = t0; t < t1; ++t) {
      const double* prev = yp.data() + t * n;
      const double* bc = bcs.data() + (t - t0) * 2 * N;
      double* e = E.data() + (t - t0) * n;
      for (std::size_t j = 0; j < n; ++j) e[j] = ops.add(e[j], prev[j]);  // xt
      for (std::size_t k = 0; k < N; ++k) {
        Bp[k] = ops.add(in.B[t * N + k], bc[k]);
        Cp[k] = ops.add(in.C[t * N + k], bc[N + k]);
      }
      normalize(ops, Bp.data(), N);
      normalize(ops, Cp.data(), N);
      for (std::size_t j = 0; j < n; ++j) {
        const double u = ops.mul(in.dt[t * n + j], e[j]);
        double* h = H.data() + j * N;
        const double* dA = in.dA.data() + (t * n + j) * N;
        for (std::size_t k = 0; k < N; ++k) h[k] = ops.fma(dA[k], h[k], ops.mul(u, Bp[k]));
        pre[j] = ops.fma(L.skip[j], e[j], ops.store(ops.dot(h, Cp.data(), N)));
      }
      layer_norm(ops, pre.data(), L.inner_norm.data(), L.inner_norm_bias.data(), n, eps, yn.data() + t * n, scratch);
    }
  }
}

}  // namespace

// The layer's output Y (T x n): silu(z_t + W_zy y*_{t-1}) * y*_t. trace (optional): y*.
template <class Ops>
FixedPointRun fpmamba_mixer(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d, double eps,
                            double* Y, LayerTrace* trace) {
  const std::size_t n = L.spec.n;
  MambaInputs in;
  fpmamba_inputs(ops, L, Z, T, d, in);
  ChannelMixerAt<Ops> Q(ops, L);
  Q.begin_word(in.x.data(), n, T);
  std::vector<double> yp, yn, E, bcs;
  const FixedPointRun run = fixed_point_loop(ops, L.spec.fixed_point, T, n, yp, yn, [&](const auto& prev, auto& next) {
    fpmamba_iterate(ops, Q, L, in, T, eps, prev, next, E, bcs);
  });  // y* = yn
  std::vector<double> zy(n, 0.0);
  for (std::size_t t = 0; t < T; ++t) {
    if (t > 0) ops.linear(L.zy, yn.data() + (t - 1) * n, zy.data());
    for (std::size_t j = 0; j < n; ++j)
      Y[t * n + j] = ops.mul(ops.store(silu(ops.add(in.z[t * n + j], zy[j]))), yn[t * n + j]);
  }
  if (trace) {
    // per position: x, dt, B, C, dA (2 n + 2 N + n N values)
    const std::size_t N = L.spec.d_state;
    trace->inputs.clear();
    for (std::size_t t = 0; t < T; ++t) {
      const auto add = [&](const std::vector<double>& v, std::size_t w) {
        trace->inputs.insert(trace->inputs.end(), v.begin() + static_cast<std::ptrdiff_t>(t * w),
                             v.begin() + static_cast<std::ptrdiff_t>((t + 1) * w));
      };
      add(in.x, n), add(in.dt, n), add(in.B, N), add(in.C, N), add(in.dA, n * N);
    }
    trace->h = yn;
    trace->iterations = run.iterations;
  }
  return run;
}

void load_fpmamba(Layer& L, const Tensors& t, const std::string& m) {
  const std::size_t n = L.spec.n, N = L.spec.d_state;
  L.in = t.mat(m + "in.weight", 2 * n);
  L.inner_norm = t.vec(m + "norm.weight");
  L.xproj = t.mat(m + "x.weight", L.spec.dt_rank + 2 * N);
  L.dtw = t.mat(m + "dt.weight", n);
  L.dt_bias = t.vec(m + "dt.bias");
  L.neg_exp_A = t.vec(m + "A_log");
  for (double& x : L.neg_exp_A) x = -std::exp(x);
  L.skip = t.vec(m + "D");
  L.bc = t.mat(m + "bc.weight", 2 * N);
  L.zy = t.mat(m + "zy.weight", n);
  L.inner_norm_bias = t.vec(m + "norm.bias");
  load_channel_mixer(L, t, m);
}

template FixedPointRun fpmamba_mixer(NativeOps&, const Layer&, const double*, std::size_t, std::size_t, double, double*,
                                     LayerTrace*);
template FixedPointRun fpmamba_mixer(PolicyOps&, const Layer&, const double*, std::size_t, std::size_t, double, double*,
                                     LayerTrace*);
template FixedPointRun fpmamba_mixer(Binary32Ops&, const Layer&, const double*, std::size_t, std::size_t, double,
                                     double*, LayerTrace*);

}  // namespace lrnnc::learned::detail
