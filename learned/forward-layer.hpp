// A layer of the learned forward (learned/forward.cpp): its weights rounded to the storage format
// (Layer), the helpers every mixer uses (the elementwise functions, linear map rows, RMSNorm,
// normalize; docs/LEARNED.md sections 1 and 3), and the entry points of the four mixer kinds, one
// file each: learned/forward-diag.cpp, learned/forward-delta.cpp (deltaproduct, DeltaNet at rank
// 1), learned/forward-fprnn.cpp and learned/forward-fpmamba.cpp (the fixed-point layers, which
// share learned/forward-fixed-point.hpp). Each mixer is a template over the arithmetic
// (learned/forward-arithmetic.hpp) instantiated in its file for NativeOps, PolicyOps and
// Binary32Ops. Internal; not installed API.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <string>
#include <vector>

#include "learned/forward-arithmetic.hpp"
#include "learned/forward-internal.hpp"
#include "learned/model.hpp"
#include "lrnn/simulate.hpp"

namespace lrnnc::learned::detail {

// One layer's weights, rounded to the storage format (the fields of other mixer kinds are empty).
struct Layer {
  LayerSpec spec;
  std::vector<double> norm;
  Matrix out;
  // diag
  Matrix delta, B;
  std::vector<double> delta_bias, exp_A;  // exp(A_log) in double, from the rounded A_log
  // deltaproduct (k, v: one matrix per rank index; beta: row i*H + head)
  Matrix q, beta;
  std::vector<Matrix> k, v;
  std::vector<double> beta_bias;
  // fprnn
  Matrix in, b, lam, c, alpha, L1, L2, D1, D2;
  std::vector<Matrix> u;
  std::vector<double> lam_bias, alpha_bias, D1_bias, D2_bias, inner_norm;
  std::size_t ka = 0, kb = 0;  // kronecker: n = ka * kb
  // fprnn and fpmamba: the channel mixer's projections stacked, [block, 2n]: u_1..u_r, alpha
  // (householder, dplr) or L1, D1, L2, D2 (kronecker), for the column kernels (wt, wtf; no w)
  Matrix mix;
  // fpmamba (also in, the mixer's, inner_norm: the LayerNorm's gain)
  Matrix xproj, dtw, bc, zy;
  std::vector<double> dt_bias, neg_exp_A, skip, inner_norm_bias;  // neg_exp_A = -exp(A_log) (n x N) in double
  // fla (also q, the query projection; exp_A: exp(A_log) per value head; dt_bias): k and v with
  // every sub-step's rows, b (beta), a (the decay's), g (the output gate's); the short
  // convolutions' taps [channels, W] row-major; o_norm; the GatedMLP
  Matrix fk, fv, fb, fa, fg, mlp_gate, mlp_up, mlp_down;
  std::vector<double> q_conv, k_conv, v_conv, o_norm, mlp_norm;
};

// One generalized Householder sub-step on S (n x m, row i = the k index): w_j = store(dot(S[:, j],
// k)), e_j = sub(v_j, w_j) (v null: 0), bk_i = mul(beta, k_i), S[i][j] = fma(bk_i, e_j, S[i][j]):
// S <- S + beta k (v - S^T k)^T. w (m values) and bk (n) are scratch.
template <class Ops>
void delta_substep(Ops& ops, double* S, std::size_t n, std::size_t m, const double* k, const double* v, double beta,
                   double* w, double* bk) {
  ops.columns(S, n, m, k, w);
  for (std::size_t j = 0; j < m; ++j) w[j] = ops.sub(v ? v[j] : 0.0, w[j]);
  for (std::size_t i = 0; i < n; ++i) bk[i] = ops.mul(beta, k[i]);
  for (std::size_t i = 0; i < n; ++i) ops.fma_row(bk[i], w, S + i * m, m);
}

// Per-thread buffers of the word-sized arrays, reused from word to word: a fresh multi-megabyte
// vector per word costs page faults and zeroing comparable to the arithmetic itself. run() is not
// reentrant within a thread, so one set per thread suffices; every user overwrites what it reads.
// The small buffers (one position's worth) make Forward::step allocate nothing once they have grown.
struct Workspace {
  std::vector<double> U, Z, Y, P, A, B;
  std::vector<double> state;        // run_order's state (one head's at a time)
  std::vector<double> scratch[2];   // a mixer's per-position vectors (diag: pre, B z; deltaproduct: w, bk)
  std::vector<double> row, logits;  // the driver's: a residual or head-norm row (d), the logits (K)
};
// This thread's workspace (learned/forward.cpp).
Workspace& workspace();

// Gives v a capacity of at least `size` without std::vector's doubling: a buffer that must grow is
// released and reserved at exactly `size` (its contents are never read across words), so that a
// word just longer than the one before takes no more than forward_bytes_per_token counts.
inline void reserve_exactly(std::vector<double>& v, std::size_t size) {
  if (v.capacity() >= size) return;
  std::vector<double>().swap(v);
  v.reserve(size);
}

inline double softplus(double x) {
  if (std::abs(x) > 746.0) return std::max(x, 0.0) + 0.0;  // exp(-|x|) underflows to 0 (see sigmoid)
  return std::max(x, 0.0) + std::log1p(std::exp(-std::abs(x)));
}
// exp(-x), except where it overflows (-x > 710: infinity) or underflows to zero (-x < -746: 0),
// where exp is not called: its overflow and underflow paths (errno) are slow, and a diverging
// fixed-point iterate sends most of its values there. The same values as exp(-x).
inline double sigmoid_exp(double x) {
  if (x < -710.0) return std::numeric_limits<double>::infinity();
  if (x > 746.0) return 0.0;
  return std::exp(-x);
}
// 1 / (1 + exp(-x)) (0 and 1 where exp(-x) is infinite or zero).
inline double sigmoid(double x) { return 1.0 / (1.0 + sigmoid_exp(x)); }
inline double silu(double x) { return x * sigmoid(x); }

// x[k] = store(silu(x[k])) for k < count: the exp calls first (into tmp), then the rest of silu,
// a loop the compiler vectorizes where store is inline. The same values, one by one.
template <class Ops>
void store_silu(Ops& ops, double* x, std::size_t count, std::vector<double>& tmp) {
  tmp.resize(count);
  for (std::size_t k = 0; k < count; ++k) tmp[k] = sigmoid_exp(x[k]);
  for (std::size_t k = 0; k < count; ++k) x[k] = ops.store(x[k] * (1.0 / (1.0 + tmp[k])));
}
// store_silu for Binary32Ops (learned/forward-binary32.cpp): the same values, four at a time where
// avx2_kernels() (tmp unused).
void store_silu(Binary32Ops& ops, double* x, std::size_t count, std::vector<double>& tmp);
// Its kernel: x[k] = round32(silu(x[k])) for k < count; returns how many values took the scalar
// formula (all of them without the AVX2 kernel; tests).
std::size_t binary32_store_silu(double* x, std::size_t count);

// y = W x + bias (a linear map row, then the bias added), bias may be null.
template <class Ops>
void linear(Ops& ops, const Matrix& W, const double* bias, const double* x, double* y) {
  ops.linear(W, x, y);
  if (bias)
    for (std::size_t j = 0; j < W.rows; ++j) y[j] = ops.add(y[j], bias[j]);
}

// z = RMSNorm(u) with gain g (d values).
template <class Ops>
void rms_norm(Ops& ops, const double* u, const double* g, std::size_t d, double eps, double* z) {
  const double s = ops.dot(u, u, d);
  const double r = ops.store(1.0 / std::sqrt(s / static_cast<double>(d) + eps));
  for (std::size_t i = 0; i < d; ++i) z[i] = ops.mul(ops.mul(u[i], r), g[i]);
}

// x <- normalize(x) (n values).
template <class Ops>
void normalize(Ops& ops, double* x, std::size_t n) {
  const double s = ops.dot(x, x, n);
  const double r = ops.store(1.0 / std::sqrt(s + 1e-12));
  for (std::size_t i = 0; i < n; ++i) x[i] = ops.mul(x[i], r);
}

// A model's tensors as the forward reads them (learned/forward.cpp): values rounded to the storage
// format by `ar` (null: as given), in the order they are read (a stochastic rounding draws in it).
struct Tensors {
  const LearnedModel& model;
  precision::Arithmetic* ar;
  bool with_float;  // the matrices' binary32 copies (FastDot::f32 and f32_fma)

  std::vector<double> vec(const std::string& name) const;
  Matrix mat(const std::string& name, std::size_t rows) const;
  // Slice i of a [r, rows, cols] tensor, i < r.
  std::vector<Matrix> slices(const std::string& name, std::size_t r, std::size_t rows) const;
};

// The positions whose channel mixer a fixed-point layer computes at once (learned/forward-fixed-point.hpp
// ChannelMixerAt::project_positions): its buffers hold that many, whatever the word's length.
inline constexpr std::size_t kPositionsAtOnce = 256;

// What the fixed-point iteration of one word did: l* (iterations including the final one) and
// whether the residue fell below the threshold before the cap (else the cap was hit or the
// iterate stopped being finite).
struct FixedPointRun {
  std::size_t iterations = 0;
  bool converged = false;
};

// ---------------------------------------------------------------------------------------------
// The mixers. Each maps the normed inputs Z (T x d) of a word's T positions to the outputs Y
// (T x L.spec.width()), under the arithmetic `ops`; a mixer's weights are read by its load_*
// (m: the tensors' prefix, "layers.<l>.mixer."; the names of docs/LEARNED.md section 1).

// The recurrent state a diag or deltaproduct mixer starts from and leaves (Forward::step, and
// Forward::run's final state), in ForwardState's layout (learned/forward.hpp): `from` null: the
// zero state (the only start of the scan and chunked orders); `to` null: not kept; else it gets
// the state after position T-1 (T >= 1). They may be the same buffer.
struct Carry {
  const double* from = nullptr;
  double* to = nullptr;
};
// The values of a layer's recurrent state: n (diag), heads * n * n (deltaproduct); 0 for the
// fixed-point layers, which have none that a step could carry.
std::size_t state_size(const LayerSpec& spec);

// diag (learned/forward-diag.cpp): in the order `order`. The a_t are left in workspace().A (T x n).
template <class Ops>
void diag_mixer(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d, const lrnn::EvalOrder& order,
                double* Y, Carry carry = {});
void load_diag(Layer& L, const Tensors& t, const std::string& m);

// deltaproduct (learned/forward-delta.cpp): in the order `order`. The projections are left in
// workspace().P, which trace_delta reads.
template <class Ops>
void delta_mixer(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d, const lrnn::EvalOrder& order,
                 double* Y, Carry carry = {});
void load_deltaproduct(Layer& L, const Tensors& t, const std::string& m);
// The k_i and beta_i of every head and position into `out`, from the projections P of delta_mixer.
void trace_delta(const LayerSpec& spec, const std::vector<double>& P, std::size_t T, LayerTrace& out);

// fprnn (learned/forward-fprnn.cpp), sequential; eps: the model's norm_eps. trace (optional): the
// inputs and h*.
template <class Ops>
FixedPointRun fprnn_mixer(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d, double eps,
                          double* Y, LayerTrace* trace = nullptr);
void load_fprnn(Layer& L, const Tensors& t, const std::string& m);
// One fprnn position's update map in plain double (Tracer::fprnn_update: the same arguments).
void fprnn_position_update(const Layer& L, const double* inputs, const double* h_prev, const double* h, double* out);

// fpmamba (learned/forward-fpmamba.cpp), sequential; eps: the model's norm_eps. trace (optional):
// the inputs and y*.
template <class Ops>
FixedPointRun fpmamba_mixer(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d, double eps,
                            double* Y, LayerTrace* trace = nullptr);
void load_fpmamba(Layer& L, const Tensors& t, const std::string& m);

// fla (learned/forward-fla.cpp), sequential: the mixer of a flash-linear-attention layer (short
// convolutions, feature maps, normalized q and k, beta, the decay gate, the delta-rule sub-steps,
// the gated output norm; Y gets the heads' outputs before o_proj, which is the layer's out). eps:
// the model's norm_eps. The recurrent state (Carry) is the heads' S and the last W - 1 positions'
// projections that the convolutions read (state_size). trace (optional): k, beta and alpha.
template <class Ops>
void fla_mixer(Ops& ops, const Layer& L, const double* Z, std::size_t T, std::size_t d, double eps, double* Y,
               Carry carry = {}, LayerTrace* trace = nullptr);
// U (T x d) <- U + MLP(RMSNorm(U; mlp_norm)) for an fla layer with an MLP (fla's GatedMLP).
template <class Ops>
void fla_mlp(Ops& ops, const Layer& L, double* U, std::size_t T, std::size_t d, double eps);
void load_fla(Layer& L, const Tensors& t, const std::string& p, const std::string& m);
// The bytes fla_mixer holds per position of a word, and whatever the word's length.
std::size_t fla_bytes_per_token(const LayerSpec& spec);

}  // namespace lrnnc::learned::detail
