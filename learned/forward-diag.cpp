// The diag layer of the learned forward (learned/forward-layer.hpp): the Mamba-style selective
// diagonal recurrence h_t = a_t * h_{t-1} + b_t of docs/LEARNED.md section 1 ("diag"), with the
// roundings of section 3; its token maps (a_t, b_t) compose elementwise, so it runs in every order
// (learned/forward-order.hpp).
#include <algorithm>
#include <cmath>
#include <vector>

#include "learned/forward-layer.hpp"
#include "learned/forward-order.hpp"

namespace lrnnc::learned::detail {

namespace {

// diag's token maps (a_t, b_t), elementwise.
template <class Ops>
struct DiagMaps {
  Ops& ops;
  std::size_t n;
  const double* a;  // T x n
  const double* b;  // T x n
  Pool pool;
  std::vector<double> ta;

  DiagMaps(Ops& o, std::size_t n_, const double* a_, const double* b_) : ops(o), n(n_), a(a_), b(b_) {
    pool.na = pool.nb = n;
  }

  std::size_t state_size() const { return n; }
  // Only the scan and chunked orders compose (the sequential one, Forward::step's, allocates nothing).
  void resize(std::size_t count) {
    pool.resize(count);
    ta.resize(n);
  }
  double* state(std::size_t i) { return pool.bp(i); }
  void set_initial(std::size_t i) {
    std::fill(pool.bp(i), pool.bp(i) + n, 0.0);
    pool.constant[i] = 1;
  }
  void set_token(std::size_t i, std::size_t t) {
    std::copy(a + t * n, a + (t + 1) * n, pool.a(i));
    std::copy(b + t * n, b + (t + 1) * n, pool.bp(i));
    pool.constant[i] = 0;
  }
  void step(std::size_t t, double* h) {
    for (std::size_t j = 0; j < n; ++j) h[j] = ops.fma(a[t * n + j], h[j], b[t * n + j]);
  }
  // (a2, b2) o (a1, b1) = (mul(a2, a1), fma(a2, b1, b2)).
  void compose(std::size_t o, std::size_t l, std::size_t r) {
    const double *a2 = pool.a(l), *b2 = pool.bp(l), *a1 = pool.a(r), *b1 = pool.bp(r);
    const bool constant = pool.constant[r] != 0;
    if (!constant)
      for (std::size_t j = 0; j < n; ++j) ta[j] = ops.mul(a2[j], a1[j]);
    double* bo = pool.bp(o);
    for (std::size_t j = 0; j < n; ++j) bo[j] = ops.fma(a2[j], b1[j], b2[j]);
    if (!constant) std::copy(ta.begin(), ta.end(), pool.a(o));
    pool.constant[o] = constant;
  }
};

}  // namespace

template <class Ops>
void diag_mixer(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d, const lrnn::EvalOrder& order,
                double* Y, Carry carry) {
  const std::size_t n = L.spec.n;
  Workspace& ws = workspace();
  std::vector<double>&a = ws.A, &b = ws.B, &pre = ws.scratch[0], &bz = ws.scratch[1], &h = ws.state;
  a.resize(T * n);
  b.resize(T * n);
  pre.resize(n);
  bz.resize(n);
  for (std::size_t t = 0; t < T; ++t) {
    const double* z = Z + t * d;
    linear(ops, L.delta, L.delta_bias.data(), z, pre.data());
    ops.linear(L.B, z, bz.data());
    for (std::size_t j = 0; j < n; ++j) {
      const double delta = ops.store(softplus(pre[j]));
      const double e = std::exp(-delta * L.exp_A[j]);
      a[t * n + j] = ops.store(L.spec.range == EigenRange::unit ? e : 2.0 * e - 1.0);
      b[t * n + j] = ops.mul(delta, bz[j]);
    }
  }
  DiagMaps<Ops> maps(ops, n, a.data(), b.data());
  h.resize(n);
  if (carry.from)
    std::copy_n(carry.from, n, h.data());
  else
    std::fill(h.begin(), h.end(), 0.0);
  run_order(maps, T, order, h.data(), [&](std::size_t t, const double* ht) {
    std::copy(ht, ht + n, Y + t * n);
    if (carry.to && t + 1 == T) std::copy(ht, ht + n, carry.to);
  });
}

void load_diag(Layer& L, const Tensors& t, const std::string& m) {
  const std::size_t n = L.spec.n;
  L.delta = t.mat(m + "delta.weight", n);
  L.delta_bias = t.vec(m + "delta.bias");
  L.B = t.mat(m + "B.weight", n);
  L.exp_A = t.vec(m + "A_log");
  for (double& x : L.exp_A) x = std::exp(x);
}

template void diag_mixer(NativeOps&, const Layer&, const double*, std::size_t, std::size_t, const lrnn::EvalOrder&,
                         double*, Carry);
template void diag_mixer(PolicyOps&, const Layer&, const double*, std::size_t, std::size_t, const lrnn::EvalOrder&,
                         double*, Carry);
template void diag_mixer(Binary32Ops&, const Layer&, const double*, std::size_t, std::size_t, const lrnn::EvalOrder&,
                         double*, Carry);

}  // namespace lrnnc::learned::detail
