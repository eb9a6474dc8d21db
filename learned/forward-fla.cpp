// The fla layer of the learned forward (learned/forward-layer.hpp): a flash-linear-attention
// DeltaNet, Gated DeltaNet or Gated DeltaProduct layer, as fla computes it (docs/LEARNED.md section
// 1, "fla"; the layout notes in docs/notes-fla-layout.md), with the roundings of section 3. Per
// position t, from the layer's normed input z_t:
//   projections q, k_1..k_r, v_1..v_r (raw), beta_i = fn(s sigmoid(b_i z)), alpha = fn(exp(-exp(A_log)
//   softplus(a z + dt_bias))), the gate's g z;
//   short convolutions over the raw q, k, v of positions t-W+1..t (zeros before the word), then the
//   feature map (q, k: silu, relu, elu+1 or identity; v: silu), q and k normalized per head
//   (x / sqrt(sum x^2 + 1e-6), or DeltaNet's x / sum x), q times d_k^-1/2;
//   per value head: S <- alpha S, then for i < r: S <- S + beta_i k_i (v_i - S^T k_i)^T; o = S^T q;
//   o <- RMSNorm(o; o_norm) (times silu(g) with an output gate).
// The MLP after the mixer's residual (fla_mlp) is fla's GatedMLP: down(silu(gate u) * up u).
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

#include "learned/forward-layer.hpp"

namespace lrnnc::learned::detail {

namespace {

// The widths of one position's projections: [q (dk) | k_1..k_r (r dk) | v_1..v_r (r dv)] are the C
// convolved channels, then beta (r HV, with beta), a (HV, with a forget gate), g (dv, with an
// output gate).
struct FlaDims {
  std::size_t H, n, HV, m, r, W, dk, dv, C, beta, a, g, stride;
  explicit FlaDims(const LayerSpec& s)
      : H(s.heads), n(s.n), HV(s.fla.v_heads), m(s.fla.v_dim), r(s.rank), W(s.fla.conv), dk(H * n), dv(HV * m) {
    C = (1 + r) * dk + r * dv;
    beta = C;
    a = beta + (s.fla.beta ? r * HV : 0);
    g = a + (s.fla.forget_gate ? HV : 0);
    stride = g + (s.fla.output_gate ? dv : 0);
  }
  std::size_t history() const { return W ? W - 1 : 0; }  // positions of raw projections the convolutions carry
};

struct FlaBuffers {
  std::vector<double> X;    // (W - 1 + T) x stride: the carried positions' raw projections, then the word's
  std::vector<double> Q;    // T x C: convolved, mapped and normalized q, k, v
  std::vector<double> S;    // one value head's state (n x m)
  std::vector<double> tmp;  // W taps of a channel; the gate's silu
  std::vector<double> scratch, w, bk;
  std::vector<double> z, gate, up, y;  // fla_mlp's, one position at a time
};
FlaBuffers& fla_buffers() {
  thread_local FlaBuffers b;
  return b;
}

// v at `size` values, its capacity grown exactly (reserve_exactly).
void fit(std::vector<double>& v, std::size_t size) {
  reserve_exactly(v, size);
  v.resize(size);
}

template <class Ops>
void feature_map(Ops& ops, QkActivation act, double* x, std::size_t count, std::vector<double>& tmp) {
  switch (act) {
    case QkActivation::silu: store_silu(ops, x, count, tmp); break;
    case QkActivation::relu:
      for (std::size_t i = 0; i < count; ++i) x[i] = ops.store(std::max(x[i], 0.0));
      break;
    case QkActivation::elu:
      for (std::size_t i = 0; i < count; ++i) x[i] = ops.store(x[i] > 0 ? x[i] + 1.0 : std::exp(x[i]));
      break;
    case QkActivation::identity: break;
  }
}

// x <- x / sqrt(sum x^2 + 1e-6) (fla's l2norm: the eps inside the root) or x / sum x.
template <class Ops>
void qk_normalize(Ops& ops, bool l2, double* x, std::size_t n, std::vector<double>& ones) {
  double r;
  if (l2) {
    r = ops.store(1.0 / std::sqrt(ops.dot(x, x, n) + 1e-6));
  } else {
    ones.assign(n, 1.0);
    r = ops.store(1.0 / ops.dot(x, ones.data(), n));
  }
  for (std::size_t i = 0; i < n; ++i) x[i] = ops.mul(x[i], r);
}

// Raw projections of the word's positions into rows history.. of B.X (the carried rows first).
template <class Ops>
void fla_project(Ops& ops, const Layer& L, const FlaDims& D, const double* Z, std::size_t T, std::size_t d,
                 const double* carried, FlaBuffers& B) {
  const std::size_t h = D.history();
  fit(B.X, (h + T) * D.stride);
  for (std::size_t t = 0; t < h; ++t)
    for (std::size_t c = 0; c < D.C; ++c) B.X[t * D.stride + c] = carried ? carried[t * D.C + c] : 0.0;
  const FlaOptions& f = L.spec.fla;
  for (std::size_t t = 0; t < T; ++t) {
    const double* z = Z + t * d;
    double* row = B.X.data() + (h + t) * D.stride;
    ops.linear(L.q, z, row);
    ops.linear(L.fk, z, row + D.dk);
    ops.linear(L.fv, z, row + (1 + D.r) * D.dk);
    if (f.beta) ops.linear(L.fb, z, row + D.beta);
    if (f.forget_gate) ops.linear(L.fa, z, row + D.a);
    if (f.output_gate) ops.linear(L.fg, z, row + D.g);
  }
}

// B.Q: the convolutions (or the raw values without), the feature maps, the normalization.
template <class Ops>
void fla_features(Ops& ops, const Layer& L, const FlaDims& D, std::size_t T, FlaBuffers& B) {
  const FlaOptions& f = L.spec.fla;
  fit(B.Q, T * D.C);
  B.tmp.resize(std::max<std::size_t>(D.W, 1));
  for (std::size_t t = 0; t < T; ++t) {
    double* q = B.Q.data() + t * D.C;
    for (std::size_t c = 0; c < D.C; ++c) {
      if (!D.W) {
        q[c] = B.X[t * D.stride + c];
        continue;
      }
      const double* w = c < D.dk               ? &L.q_conv[c * D.W]
                        : c < (1 + D.r) * D.dk ? &L.k_conv[(c - D.dk) * D.W]
                                               : &L.v_conv[(c - (1 + D.r) * D.dk) * D.W];
      for (std::size_t j = 0; j < D.W; ++j) B.tmp[j] = B.X[(t + j) * D.stride + c];  // position t - W + 1 + j
      q[c] = ops.store(ops.dot(w, B.tmp.data(), D.W));
    }
    feature_map(ops, f.qk_activation, q, (1 + D.r) * D.dk, B.scratch);
    store_silu(ops, q + (1 + D.r) * D.dk, D.r * D.dv, B.scratch);
    for (std::size_t head = 0; head < (1 + D.r) * D.H; ++head) qk_normalize(ops, f.qk_l2, q + head * D.n, D.n, B.w);
    const double scale = ops.store(1.0 / std::sqrt(static_cast<double>(D.n)));
    for (std::size_t i = 0; i < D.dk; ++i) q[i] = ops.mul(q[i], scale);
  }
}

// beta_i of value head hv at position t (row: the position's raw projections).
template <class Ops>
double fla_beta(Ops& ops, const Layer& L, const FlaDims& D, const double* row, std::size_t i, std::size_t hv) {
  const double s = L.spec.range == EigenRange::symmetric ? 2.0 : 1.0;
  return L.spec.fla.beta ? ops.store(s * sigmoid(row[D.beta + i * D.HV + hv])) : s;
}

template <class Ops>
double fla_alpha(Ops& ops, const Layer& L, const FlaDims& D, const double* row, std::size_t hv) {
  if (!L.spec.fla.forget_gate) return 1.0;
  return ops.store(std::exp(-L.exp_A[hv] * softplus(ops.add(row[D.a + hv], L.dt_bias[hv]))));
}

}  // namespace

template <class Ops>
void fla_mixer(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d, double eps, double* Y,
               Carry carry, LayerTrace* trace) {
  const FlaDims D(L.spec);
  FlaBuffers& B = fla_buffers();
  const std::size_t h = D.history(), nm = D.n * D.m, group = D.HV / D.H;
  fla_project(ops, L, D, Z, T, d, carry.from ? carry.from + D.HV * nm : nullptr, B);
  fla_features(ops, L, D, T, B);
  B.S.resize(nm);
  B.w.resize(std::max(D.m, D.n));
  B.bk.resize(D.n);
  if (trace) {
    trace->k.resize(T * D.r * D.HV * D.n);
    trace->beta.resize(T * D.r * D.HV);
    trace->alpha.resize(T * D.HV);
  }
  for (std::size_t hv = 0; hv < D.HV; ++hv) {
    const std::size_t kh = hv / group;
    double* S = B.S.data();
    if (carry.from)
      std::copy_n(carry.from + hv * nm, nm, S);
    else
      std::fill_n(S, nm, 0.0);
    for (std::size_t t = 0; t < T; ++t) {
      const double* row = B.X.data() + (h + t) * D.stride;
      const double* q = B.Q.data() + t * D.C;
      const double alpha = fla_alpha(ops, L, D, row, hv);
      if (L.spec.fla.forget_gate)
        for (std::size_t e = 0; e < nm; ++e) S[e] = ops.mul(alpha, S[e]);
      if (trace) trace->alpha[t * D.HV + hv] = alpha;
      for (std::size_t i = 0; i < D.r; ++i) {
        const double* k = q + D.dk + i * D.dk + kh * D.n;
        const double* v = q + (1 + D.r) * D.dk + i * D.dv + hv * D.m;
        const double beta = fla_beta(ops, L, D, row, i, hv);
        delta_substep(ops, S, D.n, D.m, k, v, beta, B.w.data(), B.bk.data());
        if (trace) {
          std::copy_n(k, D.n, trace->k.begin() + static_cast<std::ptrdiff_t>(((t * D.r + i) * D.HV + hv) * D.n));
          trace->beta[(t * D.r + i) * D.HV + hv] = beta;
        }
      }
      double* o = Y + t * D.dv + hv * D.m;
      ops.columns(S, D.n, D.m, q + kh * D.n, o);
    }
    if (carry.to) std::copy_n(S, nm, carry.to + hv * nm);
  }
  // The output norm (and gate) of every position and head.
  for (std::size_t t = 0; t < T; ++t)
    for (std::size_t hv = 0; hv < D.HV; ++hv) {
      double* o = Y + t * D.dv + hv * D.m;
      rms_norm(ops, o, L.o_norm.data(), D.m, eps, o);
      if (!L.spec.fla.output_gate) continue;
      const double* g = B.X.data() + (h + t) * D.stride + D.g + hv * D.m;
      B.tmp.assign(g, g + D.m);
      store_silu(ops, B.tmp.data(), D.m, B.scratch);
      for (std::size_t j = 0; j < D.m; ++j) o[j] = ops.mul(o[j], B.tmp[j]);
    }
  // The carried projections: the last W - 1 positions' (the carried ones where T < W - 1).
  if (carry.to && h) {
    double* to = carry.to + D.HV * nm;
    for (std::size_t t = 0; t < h; ++t)
      for (std::size_t c = 0; c < D.C; ++c) to[t * D.C + c] = B.X[(T + t) * D.stride + c];
  }
}

template <class Ops>
void fla_mlp(Ops& ops, const Layer& L, double* U, std::size_t T, std::size_t d, double eps) {
  const std::size_t I = L.spec.fla.mlp;
  FlaBuffers& B = fla_buffers();
  std::vector<double>&z = B.z, &g = B.gate, &u = B.up, &y = B.y, &scratch = B.scratch;
  z.resize(d), g.resize(I), u.resize(I), y.resize(d);
  for (std::size_t t = 0; t < T; ++t) {
    double* x = U + t * d;
    rms_norm(ops, x, L.mlp_norm.data(), d, eps, z.data());
    ops.linear(L.mlp_gate, z.data(), g.data());
    ops.linear(L.mlp_up, z.data(), u.data());
    store_silu(ops, g.data(), I, scratch);
    for (std::size_t i = 0; i < I; ++i) g[i] = ops.mul(g[i], u[i]);
    ops.linear(L.mlp_down, g.data(), y.data());
    for (std::size_t i = 0; i < d; ++i) x[i] = ops.add(x[i], y[i]);
  }
}

void load_fla(Layer& L, const Tensors& t, const std::string& p, const std::string& m) {
  const LayerSpec& s = L.spec;
  const FlaOptions& f = s.fla;
  const std::size_t dk = s.heads * s.n, dv = f.v_heads * f.v_dim, r = s.rank;
  L.q = t.mat(m + "q_proj.weight", dk);
  L.fk = t.mat(m + "k_proj.weight", r * dk);
  L.fv = t.mat(m + "v_proj.weight", r * dv);
  if (f.beta) L.fb = t.mat(m + "b_proj.weight", r * f.v_heads);
  if (f.forget_gate) {
    L.fa = t.mat(m + "a_proj.weight", f.v_heads);
    L.exp_A = t.vec(m + "A_log");
    for (double& x : L.exp_A) x = std::exp(x);
    L.dt_bias = t.vec(m + "dt_bias");
  }
  if (f.conv) {
    L.q_conv = t.vec(m + "q_conv1d.weight");
    L.k_conv = t.vec(m + "k_conv1d.weight");
    L.v_conv = t.vec(m + "v_conv1d.weight");
  }
  if (f.output_gate) L.fg = t.mat(m + "g_proj.weight", dv);
  L.o_norm = t.vec(m + "o_norm.weight");
  if (f.mlp) {
    L.mlp_norm = t.vec(p + "mlp_norm.weight");
    L.mlp_gate = t.mat(p + "mlp.gate_proj.weight", f.mlp);
    L.mlp_up = t.mat(p + "mlp.up_proj.weight", f.mlp);
    L.mlp_down = t.mat(p + "mlp.down_proj.weight", t.model.config.d_model);
  }
}

std::size_t fla_bytes_per_token(const LayerSpec& spec) {
  const FlaDims D(spec);
  return (D.stride + D.C) * sizeof(double);
}

#define LRNNC_FLA(Ops)                                                                                         \
  template void fla_mixer(Ops&, const Layer&, const double*, std::size_t, std::size_t, double, double*, Carry, \
                          LayerTrace*);                                                                        \
  template void fla_mlp(Ops&, const Layer&, double*, std::size_t, std::size_t, double);
LRNNC_FLA(NativeOps)
LRNNC_FLA(PolicyOps)
LRNNC_FLA(Binary32Ops)
#undef LRNNC_FLA

}  // namespace lrnnc::learned::detail
