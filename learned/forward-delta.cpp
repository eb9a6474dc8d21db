// The deltaproduct layer of the learned forward (learned/forward-layer.hpp; DeltaNet is rank 1):
// per head a state S (n x n) updated by r generalized Householder sub-steps per token,
// S <- S + beta_i k_i (v_i - S^T k_i)^T, docs/LEARNED.md section 1 ("deltaproduct"), with the
// roundings of section 3; its token maps S -> A_t S + B_t are materialized for the scan and
// chunked orders (learned/forward-order.hpp).
#include <algorithm>
#include <cstddef>
#include <vector>

#include "learned/forward-layer.hpp"
#include "learned/forward-order.hpp"

namespace lrnnc::learned::detail {

namespace {

// Per head, S (n x n, row i = the k index, S[i*n + j]) -> A_t S + B_t.

// Per position t the projections of one head: k_i, v_i (n each), beta_i, for i < r.
struct HeadProjections {
  const double* P;  // T x stride: [q (H n) | k_1..k_r (r H n) | v_1..v_r (r H n) | beta (r H)]
  std::size_t stride, n, H, r, head;
  const double* q(std::size_t t) const { return P + t * stride + head * n; }
  const double* k(std::size_t t, std::size_t i) const { return P + t * stride + (1 + i) * H * n + head * n; }
  const double* v(std::size_t t, std::size_t i) const { return P + t * stride + (1 + r + i) * H * n + head * n; }
  double beta(std::size_t t, std::size_t i) const { return P[t * stride + (1 + 2 * r) * H * n + i * H + head]; }
};

template <class Ops>
struct DeltaMaps {
  Ops& ops;
  HeadProjections p;
  std::size_t n;
  Pool pool;
  double *w, *bk;              // n values each (the workspace's scratch)
  std::vector<double> tA, tB;  // compose's products

  DeltaMaps(Ops& o, const HeadProjections& p_, std::size_t n_, double* w_, double* bk_)
      : ops(o), p(p_), n(n_), w(w_), bk(bk_) {
    pool.na = pool.nb = n * n;
  }

  std::size_t state_size() const { return n * n; }
  // Only the scan and chunked orders compose (the sequential one, Forward::step's, allocates nothing).
  void resize(std::size_t count) {
    pool.resize(count);
    tA.resize(n * n);
    tB.resize(n * n);
  }
  double* state(std::size_t i) { return pool.bp(i); }
  void set_initial(std::size_t i) {
    std::fill(pool.bp(i), pool.bp(i) + n * n, 0.0);
    pool.constant[i] = 1;
  }
  void step(std::size_t t, double* S) {
    for (std::size_t i = 0; i < p.r; ++i) delta_substep(ops, S, n, n, p.k(t, i), p.v(t, i), p.beta(t, i), w, bk);
  }
  // (A_t, B_t): the sub-steps on (I, 0); A's with v = 0.
  void set_token(std::size_t e, std::size_t t) {
    double *A = pool.a(e), *B = pool.bp(e);
    std::fill(A, A + n * n, 0.0);
    std::fill(B, B + n * n, 0.0);
    for (std::size_t j = 0; j < n; ++j) A[j * n + j] = 1.0;
    for (std::size_t i = 0; i < p.r; ++i) {
      delta_substep(ops, A, n, n, p.k(t, i), nullptr, p.beta(t, i), w, bk);
      delta_substep(ops, B, n, n, p.k(t, i), p.v(t, i), p.beta(t, i), w, bk);
    }
    pool.constant[e] = 0;
  }
  // (A2, B2) o (A1, B1) = (A2 A1, A2 B1 + B2): entries store(dot(row of A2, column)), then add B2;
  // A row by row first, then B row by row.
  void compose(std::size_t o, std::size_t l, std::size_t r) {
    const double *A2 = pool.a(l), *B2 = pool.bp(l), *A1 = pool.a(r), *B1 = pool.bp(r);
    const bool constant = pool.constant[r] != 0;
    if (!constant)
      for (std::size_t i = 0; i < n; ++i) ops.columns(A1, n, n, A2 + i * n, tA.data() + i * n);
    for (std::size_t i = 0; i < n; ++i) {
      ops.columns(B1, n, n, A2 + i * n, tB.data() + i * n);
      for (std::size_t j = 0; j < n; ++j) tB[i * n + j] = ops.add(tB[i * n + j], B2[i * n + j]);
    }
    if (!constant) std::copy(tA.begin(), tA.end(), pool.a(o));
    std::copy(tB.begin(), tB.end(), pool.bp(o));
    pool.constant[o] = constant;
  }
};

// The projections of every position (q, k_i, v_i normalized per head where the equations say so;
// beta_i = fn(s sigmoid(pre))).
template <class Ops>
void delta_projections(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d,
                       std::vector<double>& P) {
  const std::size_t n = L.spec.n, H = L.spec.heads, r = L.spec.rank, hn = H * n;
  const std::size_t stride = (1 + 2 * r) * hn + r * H;
  const double scale = L.spec.range == EigenRange::unit ? 1.0 : 2.0;
  P.resize(T * stride);
  for (std::size_t t = 0; t < T; ++t) {
    const double* z = Z + t * d;
    double* row = P.data() + t * stride;
    ops.linear(L.q, z, row);
    for (std::size_t i = 0; i < r; ++i) ops.linear(L.k[i], z, row + (1 + i) * hn);
    for (std::size_t i = 0; i < r; ++i) ops.linear(L.v[i], z, row + (1 + r + i) * hn);
    double* beta = row + (1 + 2 * r) * hn;
    linear(ops, L.beta, L.beta_bias.data(), z, beta);
    for (std::size_t j = 0; j < r * H; ++j) beta[j] = ops.store(scale * sigmoid(beta[j]));
    for (std::size_t h = 0; h < H; ++h) {
      normalize(ops, row + h * n, n);
      for (std::size_t i = 0; i < r; ++i) normalize(ops, row + (1 + i) * hn + h * n, n);
    }
  }
}

}  // namespace

template <class Ops>
void delta_mixer(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d, const lrnn::EvalOrder& order,
                 double* Y, Carry carry) {
  const std::size_t n = L.spec.n, H = L.spec.heads, r = L.spec.rank, hn = H * n, nn = n * n;
  Workspace& ws = workspace();
  delta_projections(ops, L, Z, T, d, ws.P);
  const std::size_t stride = (1 + 2 * r) * hn + r * H;
  ws.scratch[0].resize(n);
  ws.scratch[1].resize(n);
  ws.state.resize(nn);
  double* S0 = ws.state.data();
  for (std::size_t h = 0; h < H; ++h) {
    DeltaMaps<Ops> maps(ops, HeadProjections{ws.P.data(), stride, n, H, r, h}, n, ws.scratch[0].data(),
                        ws.scratch[1].data());
    if (carry.from)
      std::copy_n(carry.from + h * nn, nn, S0);
    else
      std::fill_n(S0, nn, 0.0);
    // y_j = store(dot(S[:, j], q)) for the head's n outputs.
    run_order(maps, T, order, S0, [&](std::size_t t, const double* S) {
      ops.columns(S, n, n, maps.p.q(t), Y + t * hn + h * n);
      if (carry.to && t + 1 == T) std::copy_n(S, nn, carry.to + h * nn);
    });
  }
}

void trace_delta(const LayerSpec& spec, const std::vector<double>& P, std::size_t T, LayerTrace& out) {
  const std::size_t n = spec.n, H = spec.heads, r = spec.rank, stride = (1 + 2 * r) * H * n + r * H;
  out.k.resize(T * r * H * n);
  out.beta.resize(T * r * H);
  for (std::size_t t = 0; t < T; ++t)
    for (std::size_t h = 0; h < H; ++h) {
      const HeadProjections p{P.data(), stride, n, H, r, h};
      for (std::size_t i = 0; i < r; ++i) {
        std::copy(p.k(t, i), p.k(t, i) + n, out.k.begin() + static_cast<std::ptrdiff_t>(((t * r + i) * H + h) * n));
        out.beta[(t * r + i) * H + h] = p.beta(t, i);
      }
    }
}

void load_deltaproduct(Layer& L, const Tensors& t, const std::string& m) {
  const LayerSpec& s = L.spec;
  L.q = t.mat(m + "q.weight", s.heads * s.n);
  L.k = t.slices(m + "k.weight", s.rank, s.heads * s.n);
  L.v = t.slices(m + "v.weight", s.rank, s.heads * s.n);
  L.beta = t.mat(m + "beta.weight", s.rank * s.heads);
  L.beta_bias = t.vec(m + "beta.bias");
}

template void delta_mixer(NativeOps&, const Layer&, const double*, std::size_t, std::size_t, const lrnn::EvalOrder&,
                          double*, Carry);
template void delta_mixer(PolicyOps&, const Layer&, const double*, std::size_t, std::size_t, const lrnn::EvalOrder&,
                          double*, Carry);
template void delta_mixer(Binary32Ops&, const Layer&, const double*, std::size_t, std::size_t, const lrnn::EvalOrder&,
                          double*, Carry);

}  // namespace lrnnc::learned::detail
