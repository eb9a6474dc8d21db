// The native float32 training step of Fixed-Point RNN models (learned/fixed-point-step.hpp).
// Compiled on its own with floating-point contraction on, as fixed-point-native.cpp
// (learned/CMakeLists.txt): not an emulation, a*b + c may be one FMA. The matrix products go through
// the solver's kernel and sigmoid through its exp (AVX2 + FMA builds where the CPU has them); the
// rest of the elementwise and per-position work runs in the default target's 8-lane vectors.
#include "learned/fixed-point-step.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <deque>
#include <limits>
#include <string>

#include "common/error.hpp"
#include "learned/fixed-point-native.hpp"
#include "learned/native-kernels.hpp"

namespace lrnnc::learned {

namespace {

using namespace native_kernels;
using Vec = std::vector<float>;

// The buffers of a step, handed out in the same order at every step of a thread: after the first
// step none is allocated (a step's tens of megabytes, allocated afresh each time, would be returned
// to the system and faulted in again: most of a step's time, measured).
class Pool {
 public:
  void reset() { next_ = 0; }
  Vec& get(std::size_t size) {
    if (next_ == buffers_.size()) buffers_.emplace_back();
    Vec& v = buffers_[next_++];
    v.resize(size);
    return v;
  }
  Vec& zeros(std::size_t size) {
    Vec& v = get(size);
    std::fill(v.begin(), v.end(), 0.0f);
    return v;
  }

 private:
  std::deque<Vec> buffers_;  // a deque: handing out one more keeps the others where they are
  std::size_t next_ = 0;
};
Pool& pool() {
  thread_local Pool p;
  return p;
}

// C[R][N] = (accumulate ? C : 0) + A[R][K] B[K][N] by the kernel (N a multiple of 16), in chunks of
// K: a chunk's panel of B (256 x 16 values) stays in the L1 cache while every block of rows reads it
// (a gradient's K is every position of the batch). The same sums in the same order as one call.
void gemm_chunked(Gemm gemm, const float* A, std::size_t lda, bool ta, std::size_t R, std::size_t K, const float* B,
                  std::size_t N, float* C, bool accumulate) {
  constexpr std::size_t kChunk = 256;
  for (std::size_t k0 = 0; k0 < K; k0 += kChunk)
    gemm(A + (ta ? k0 * lda : k0), lda, B + k0 * N, std::min(kChunk, K - k0), N, k0 == 0 && !accumulate ? nullptr : C,
         C, N, R);
}

// C[R][N] = (accumulate ? C : 0) + A[R][K] B[K][N], row-major, A's rows lda apart; transposed
// (ta): A[r][k] at A[k lda + r]. B and C padded to 16 columns for the kernel when N is not a
// multiple of 16.
void matmul(const float* A, std::size_t lda, bool ta, std::size_t R, std::size_t K, const float* B, std::size_t N,
            float* C, bool accumulate) {
  if (R == 0 || N == 0 || K == 0) {
    if (!accumulate) std::fill(C, C + R * N, 0.0f);
    return;
  }
  const Gemm gemm = native_gemm(ta);
  const std::size_t Np = round16(N);
  if (Np == N) {
    gemm_chunked(gemm, A, lda, ta, R, K, B, N, C, accumulate);
    return;
  }
  if (!accumulate) std::fill(C, C + R * N, 0.0f);
  thread_local Vec Bp, Cp;
  Bp.assign(K * Np, 0.0f);
  Cp.assign(R * Np, 0.0f);
  for (std::size_t k = 0; k < K; ++k) std::copy(B + k * N, B + k * N + N, Bp.data() + k * Np);
  for (std::size_t r = 0; r < R; ++r) std::copy(C + r * N, C + r * N + N, Cp.data() + r * Np);
  gemm_chunked(gemm, A, lda, ta, R, K, Bp.data(), Np, Cp.data(), true);
  for (std::size_t r = 0; r < R; ++r) std::copy(Cp.data() + r * Np, Cp.data() + r * Np + N, C + r * N);
}

const Vec& transpose(const float* A, std::size_t rows, std::size_t cols) {
  Vec& t = pool().get(rows * cols);
  for (std::size_t i = 0; i < rows; ++i)
    for (std::size_t j = 0; j < cols; ++j) t[j * rows + i] = A[i * cols + j];
  return t;
}

// Y[R][out] = X[R][in] W^T (W [out][in], nn.Linear's layout).
void linear(const float* X, std::size_t R, std::size_t in, const float* W, std::size_t out, float* Y) {
  const Vec& Wt = transpose(W, out, in);
  matmul(X, in, false, R, in, Wt.data(), out, Y, false);
}
// dX += dY W, dW += dY^T X: the two gradients of Y = X W^T (either may be null).
void linear_back(const float* X, std::size_t R, std::size_t in, const float* W, std::size_t out, const float* dY,
                 float* dX, float* dW) {
  if (dX) matmul(dY, out, false, R, out, W, in, dX, true);
  if (dW) matmul(dY, out, true, out, R, X, in, dW, true);  // dY^T: dY read transposed
}

// s = sigmoid(x), n values (s may be x), in the AVX2 + FMA build where the CPU has it.
[[gnu::always_inline]] inline void sigmoid_body(const float* x, float* s, std::size_t n) {
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8) store8(s + i, sigmoid8(load8(x + i)));
  for (; i < n; ++i) s[i] = sigmoid1(x[i]);
}
void sigmoid_default(const float* x, float* s, std::size_t n) { sigmoid_body(x, s, n); }
__attribute__((target("avx2,fma"))) void sigmoid_avx2(const float* x, float* s, std::size_t n) {
  sigmoid_body(x, s, n);
}
void sigmoid_of(const float* x, float* s, std::size_t n) {
  if (native_fixed_point_avx2())
    sigmoid_avx2(x, s, n);
  else
    sigmoid_default(x, s, n);
}

// silu'(x) from x and s = sigmoid(x).
inline float silu_grad(float x, float s) { return s * (1.0f + x * (1.0f - s)); }

// z = u * (1 / sqrt(sum u^2 / d + eps)) * g per row (torch-model.cpp's rms_norm); rinv the factor.
void rms_forward(const float* u, std::size_t rows, std::size_t d, const float* g, double eps, float* z, float* rinv) {
  for (std::size_t r = 0; r < rows; ++r) {
    const float* ur = u + r * d;
    const float k = 1.0f / std::sqrt(dot(ur, ur, d) / static_cast<float>(d) + static_cast<float>(eps));
    rinv[r] = k;
    for (std::size_t j = 0; j < d; ++j) z[r * d + j] = ur[j] * k * g[j];
  }
}
// Its gradient: du += k g dz - (k^3 / d) u (sum dz g u), dg += dz u k.
void rms_backward(const float* u, const float* rinv, std::size_t rows, std::size_t d, const float* g, const float* dz,
                  float* du, float* dg) {
  for (std::size_t r = 0; r < rows; ++r) {
    const float *ur = u + r * d, *dzr = dz + r * d, k = rinv[r];
    float s = 0;
    for (std::size_t j = 0; j < d; ++j) s += dzr[j] * g[j] * ur[j];
    const float c = k * k * k * s / static_cast<float>(d);
    for (std::size_t j = 0; j < d; ++j) {
      du[r * d + j] += k * g[j] * dzr[j] - c * ur[j];
      dg[j] += dzr[j] * ur[j] * k;
    }
  }
}

// out[R][2n] = concat(a_t, b_{t-1}) per word of P positions (b_{-1} = 0).
void concat_shifted(const float* a, const float* b, std::size_t words, std::size_t P, std::size_t n, float* out) {
  for (std::size_t w = 0; w < words; ++w)
    for (std::size_t t = 0; t < P; ++t) {
      const std::size_t r = w * P + t;
      std::copy(a + r * n, a + r * n + n, out + r * 2 * n);
      if (t == 0)
        std::fill(out + r * 2 * n + n, out + r * 2 * n + 2 * n, 0.0f);
      else
        std::copy(b + (r - 1) * n, b + r * n, out + r * 2 * n + n);
    }
}

// The channel mixer of one position: q = Q e (docs/LEARNED.md), U the r unit vectors [r][n];
// householder: stages receives the input of each factor ([r][n]); dplr reads e for every factor.
void mix_forward(const float* U, const float* alpha, const float* e, float* q, float* stages, std::size_t n,
                 std::size_t rank, bool householder) {
  std::copy(e, e + n, q);
  if (householder) {
    for (std::size_t i = 0; i < rank; ++i) {
      std::copy(q, q + n, stages + i * n);
      axpy_neg(2.0f * alpha[i] * dot(U + i * n, q, n), U + i * n, q, n);
    }
    return;
  }
  float coef[64];
  for (std::size_t i = 0; i < rank; ++i) coef[i] = 2.0f * alpha[i] * dot(U + i * n, e, n);
  for (std::size_t i = 0; i < rank; ++i) axpy_neg(coef[i], U + i * n, q, n);
}

// Its gradient from dq: dU [r][n] and dalpha [r] accumulate, de (when not null) is written; g is
// scratch of n values.
void mix_backward(const float* U, const float* alpha, const float* e, const float* stages, const float* dq,
                  std::size_t n, std::size_t rank, bool householder, float* dU, float* dalpha, float* de, float* g) {
  std::copy(dq, dq + n, g);
  for (std::size_t k = 0; k < rank; ++k) {
    const std::size_t i = householder ? rank - 1 - k : k;
    const float* u = U + i * n;
    const float* in = householder ? stages + i * n : e;
    const float s = dot(u, in, n), gu = dot(u, householder ? g : dq, n);
    const float* gi = householder ? g : dq;
    dalpha[i] -= 2.0f * s * gu;
    const float a2 = 2.0f * alpha[i];
    for (std::size_t j = 0; j < n; ++j) dU[i * n + j] -= a2 * (s * gi[j] + gu * in[j]);
    axpy_neg(a2 * gu, u, g, n);  // householder: the gradient before factor i; dplr: dq minus the sum
  }
  if (de) std::copy(g, g + n, de);
}

// An fprnn layer's weights: effective (weight norm applied) and the raw v, g of the normalized ones.
struct LayerWeights {
  const float *norm, *in, *b, *lam, *lam_bias, *c, *mix_norm, *out, *alpha_bias;
  const float *u_v, *u_g, *alpha_v, *alpha_g;
  Vec mix;  // [r n + r][2n]: the effective u rows, then the alpha rows (one product per position)
  // mix's x_t and h_{t-1} halves transposed, [n][pc] (pc: its rows padded to 16), and the x_t half [r n + r][n]
  Vec mix_x_t, mix_h_t, mix_x;
  std::size_t pc = 0;
};

// What the forward keeps of one layer for the backward ([R][...] row-major, R = B P).
struct LayerCache {
  Vec u, rinv, z, x, zg, pb, sb, bx, lam, om, h, p, xproj, proj, su, uvec, ak, alpha, stages, q, hs;
  Vec v, vstages, qv, w, sigma;          // the penalty
  Vec pcin, pc, sc, sz, szg, yy, yr, y;  // sz = sigmoid(zg), szg = silu(zg)
};

float weight_norm_factor(const float* v, float g, std::size_t cols) {
  return g / std::max(std::sqrt(dot(v, v, cols)), 1e-30f);
}

class Step {
 public:
  Step(const ModelConfig& config, const NativeStepInput& in)
      : c_(config),
        in_(in),
        B_(in.words),
        T_(in.letters),
        P_(in.letters + (config.bos ? 1 : 0)),
        R_(B_ * P_),
        d_(config.d_model) {
    check();
    for (std::size_t l = 0; l < c_.layers.size(); ++l) layers_.push_back(layer_weights(l));
    caches_.resize(c_.layers.size());  // this thread's, kept from step to step
    for (const TensorSpec& t : expected_tensors(c_)) {
      std::size_t size = 1;
      for (std::size_t s : t.shape) size *= s;
      grads_[t.name].assign(size, 0.0f);
      if (weight_normed(t.name)) grads_[t.name + ".g"].assign(size / t.shape.back(), 0.0f);
    }
  }

  NativeStepResult run() {
    NativeStepResult out;
    const Vec* u = &embed();
    for (std::size_t l = 0; l < c_.layers.size(); ++l) u = &layer_forward(l, *u, out);
    const Vec* du = &head(*u, out);
    for (std::size_t l = c_.layers.size(); l-- > 0;) du = &layer_backward(l, *du);
    float* dE = grads_.at("embed").data();
    for (std::size_t r = 0; r < R_; ++r) {
      const float* g = du->data() + r * d_;
      float* row = dE + input_row(r) * d_;
      for (std::size_t j = 0; j < d_; ++j) row[j] += g[j];
    }
    weight_norm_backward();
    out.gradients = std::move(grads_);
    return out;
  }

 private:
  static bool weight_normed(const std::string& name) {
    return name.ends_with(".mixer.u.weight") || name.ends_with(".mixer.alpha.weight");
  }

  void check() const {
    if (!native_step_supported(c_))
      throw Error("native training step: only fprnn layers with a householder or dplr mixer");
    if (in_.caps.size() != c_.layers.size()) throw Error("native training step: one cap per layer expected");
    if (!in_.word || !in_.labels) throw Error("native training step: missing words or labels");
    for (std::size_t i = 0; i < B_ * T_; ++i)
      if (in_.word[i] < 0 || static_cast<std::size_t>(in_.word[i]) >= c_.alphabet.size() || in_.labels[i] < 0 ||
          static_cast<std::size_t>(in_.labels[i]) >= c_.outputs.size())
        throw Error("native training step: a letter or label out of range at " + std::to_string(i));
    for (const TensorSpec& t : expected_tensors(c_))
      if (!in_.tensors.count(t.name) || (weight_normed(t.name) && !in_.tensors.count(t.name + ".g")))
        throw Error("native training step: missing tensor '" + t.name + "'");
  }

  const float* tensor(const std::string& name) const { return in_.tensors.at(name); }

  LayerWeights layer_weights(std::size_t l) const {
    const std::string p = "layers." + std::to_string(l) + ".", m = p + "mixer.";
    const std::size_t n = c_.layers[l].n, r = c_.layers[l].rank;
    LayerWeights w{tensor(p + "norm.weight"),
                   tensor(m + "in.weight"),
                   tensor(m + "b.weight"),
                   tensor(m + "lam.weight"),
                   tensor(m + "lam.bias"),
                   tensor(m + "c.weight"),
                   tensor(m + "norm.weight"),
                   tensor(p + "out.weight"),
                   tensor(m + "alpha.bias"),
                   tensor(m + "u.weight"),
                   tensor(m + "u.weight.g"),
                   tensor(m + "alpha.weight"),
                   tensor(m + "alpha.weight.g"),
                   {},
                   {},
                   {},
                   {},
                   0};
    const std::size_t rows = r * n + r;
    w.pc = round16(rows);
    w.mix.resize(rows * 2 * n), w.mix_x.resize(rows * n);
    w.mix_x_t.assign(n * w.pc, 0.0f), w.mix_h_t.assign(n * w.pc, 0.0f);
    for (std::size_t row = 0; row < rows; ++row) {
      const float* v = row < r * n ? w.u_v + row * 2 * n : w.alpha_v + (row - r * n) * 2 * n;
      const float g = row < r * n ? w.u_g[row] : w.alpha_g[row - r * n];
      const float k = weight_norm_factor(v, g, 2 * n);
      for (std::size_t j = 0; j < 2 * n; ++j) w.mix[row * 2 * n + j] = v[j] * k;
      for (std::size_t j = 0; j < n; ++j) {
        w.mix_x[row * n + j] = w.mix_x_t[j * w.pc + row] = w.mix[row * 2 * n + j];
        w.mix_h_t[j * w.pc + row] = w.mix[row * 2 * n + n + j];
      }
    }
    return w;
  }

  // The embed row position r reads (BOS first when the model has it).
  std::size_t input_row(std::size_t r) const {
    const std::size_t w = r / P_, t = r % P_;
    if (c_.bos && t == 0) return c_.bos_row();
    return static_cast<std::size_t>(in_.word[w * T_ + t - (c_.bos ? 1 : 0)]);
  }

  Vec& embed() const {
    Vec& u = pool().get(R_ * d_);
    const float* E = tensor("embed");
    for (std::size_t r = 0; r < R_; ++r)
      std::copy(E + input_row(r) * d_, E + input_row(r) * d_ + d_, u.data() + r * d_);
    return u;
  }

  Vec& layer_forward(std::size_t l, const Vec& u, NativeStepResult& out);
  void projections(std::size_t l, LayerCache& k) const;
  void solve(std::size_t l, LayerCache& k, NativeStepResult& out) const;
  void iteration(std::size_t l, LayerCache& k) const;
  double penalty(std::size_t l, LayerCache& k) const;
  void output(std::size_t l, LayerCache& k) const;
  Vec& head(const Vec& u, NativeStepResult& out);
  Vec& layer_backward(std::size_t l, const Vec& dU);
  void output_backward(std::size_t l, const LayerCache& k, const Vec& dy, Vec& dx, Vec& dzg, Vec& dhs);
  void iteration_backward(std::size_t l, const LayerCache& k, const Vec& dhs, Vec& dx);
  void penalty_backward(std::size_t l, const LayerCache& k, Vec& dom, Vec& dU, Vec& dalpha) const;
  void factors_backward(std::size_t l, const LayerCache& k, const Vec& dU, const Vec& dalpha, Vec& dx);
  void inputs_backward(std::size_t l, const LayerCache& k, const Vec& dbx, const Vec& dlam, Vec& dx);
  void weight_norm_backward();
  float* grad(std::size_t l, const std::string& name) {
    return grads_.at("layers." + std::to_string(l) + "." + name).data();
  }

  const ModelConfig& c_;
  const NativeStepInput& in_;
  std::size_t B_, T_, P_, R_, d_;
  std::vector<LayerWeights> layers_;
  static std::vector<LayerCache>& caches() {
    thread_local std::vector<LayerCache> c;
    return c;
  }
  std::vector<LayerCache>& caches_ = caches();
  std::map<std::string, Vec> grads_;
  // The head's cache: the final residual rows (BOS left out), their norm factor and output, the
  // logits' gradient (from the pool, which native_train_step resets before the step).
  Vec &head_u_ = pool().get(0), &head_rinv_ = pool().get(0), &head_hn_ = pool().get(0), &dlogits_ = pool().get(0);
};

// The rest of the class follows in the order of the forward, then the backward.

void Step::projections(std::size_t l, LayerCache& k) const {
  const LayerWeights& w = layers_[l];
  const std::size_t n = c_.layers[l].n, R = R_;
  k.rinv.resize(R);
  k.z.resize(R * d_);
  rms_forward(k.u.data(), R, d_, w.norm, c_.norm_eps, k.z.data(), k.rinv.data());
  Vec& xz = pool().get(R * 2 * n);
  linear(k.z.data(), R, d_, w.in, 2 * n, xz.data());
  k.x.resize(R * n), k.zg.resize(R * n);
  for (std::size_t r = 0; r < R; ++r) {
    std::copy(xz.data() + r * 2 * n, xz.data() + r * 2 * n + n, k.x.data() + r * n);
    std::copy(xz.data() + r * 2 * n + n, xz.data() + (r + 1) * 2 * n, k.zg.data() + r * n);
  }
  k.pb.resize(R * n), k.sb.resize(R * n), k.bx.resize(R * n), k.lam.resize(R * n), k.om.resize(R * n);
  linear(k.x.data(), R, n, w.b, n, k.pb.data());
  sigmoid_of(k.pb.data(), k.sb.data(), R * n);
  for (std::size_t i = 0; i < R * n; ++i) k.bx[i] = k.pb[i] * k.sb[i] * k.x[i];
  linear(k.x.data(), R, n, w.lam, n, k.lam.data());
  for (std::size_t i = 0; i < R * n; ++i) k.lam[i] += w.lam_bias[i % n];
  sigmoid_of(k.lam.data(), k.lam.data(), R * n);
  for (std::size_t i = 0; i < R * n; ++i) k.om[i] = 1.0f - k.lam[i];
}

void Step::solve(std::size_t l, LayerCache& k, NativeStepResult& out) const {
  const std::size_t n = c_.layers[l].n, r = c_.layers[l].rank;
  const bool penalty = in_.contraction > 0;
  k.xproj.clear();
  if (l < in_.fixed_points.size() && in_.fixed_points[l]) {
    k.h.assign(in_.fixed_points[l], in_.fixed_points[l] + R_ * n);
    if (penalty) k.v.assign(in_.power.at(l), in_.power.at(l) + R_ * n);
    return;
  }
  const auto start = std::chrono::steady_clock::now();
  NativeFixedPointWeights w;
  w.u = layers_[l].mix.data();
  w.alpha = layers_[l].mix.data() + r * n * 2 * n;
  w.alpha_bias = layers_[l].alpha_bias;
  NativeFixedPointInputs fin;
  fin.words = B_, fin.positions = P_, fin.eps = c_.norm_eps;
  fin.x = k.x.data(), fin.bx = k.bx.data(), fin.lam = k.lam.data(), fin.om = k.om.data();
  NativeSolveResult s = solve_fixed_point_native(c_.layers[l], w, fin, NativeStop::batch, in_.caps[l],
                                                 penalty ? in_.power_rounds : 0, &k.xproj);
  k.h = std::move(s.h);
  if (penalty) k.v = std::move(s.power);
  out.solve_seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The iteration with gradient from h: the factors at p = concat(x, h_{t-1}), q = Q (bx - h),
// hs_t = lam_t hs_{t-1} + om_t (q_t + h_t).
void Step::iteration(std::size_t l, LayerCache& k) const {
  const LayerSpec& spec = c_.layers[l];
  const std::size_t n = spec.n, r = spec.rank, R = R_;
  k.p.resize(R * 2 * n);
  concat_shifted(k.x.data(), k.h.data(), B_, P_, n, k.p.data());
  // The projections at p: the x_t half from the solver when it ran (or here), then the h_{t-1} half.
  const std::size_t pc = layers_[l].pc;
  k.proj.resize(R * pc);
  if (k.xproj.size() == R * pc)
    std::copy(k.xproj.begin(), k.xproj.end(), k.proj.begin());
  else
    matmul(k.p.data(), 2 * n, false, R, n, layers_[l].mix_x_t.data(), pc, k.proj.data(), false);
  matmul(k.p.data() + n, 2 * n, false, R, n, layers_[l].mix_h_t.data(), pc, k.proj.data(), true);
  k.su.resize(R * r * n), k.uvec.resize(R * r * n), k.ak.resize(R * r), k.alpha.resize(R * r);
  k.stages.resize(R * r * n), k.q.resize(R * n), k.hs.resize(R * n);
  Vec e(n);
  const bool householder = spec.mixer == ChannelMixer::householder;
  for (std::size_t row = 0; row < R; ++row) {
    const float* pr = k.proj.data() + row * pc;
    float *su = k.su.data() + row * r * n, *uv = k.uvec.data() + row * r * n;
    sigmoid_of(pr, su, r * n);
    for (std::size_t i = 0; i < r * n; ++i) uv[i] = pr[i] * su[i];
    for (std::size_t i = 0; i < r; ++i) {
      const float a = 1.0f / std::sqrt(dot(uv + i * n, uv + i * n, n) + 1e-12f);
      k.ak[row * r + i] = a;
      for (std::size_t j = 0; j < n; ++j) uv[i * n + j] *= a;
      k.alpha[row * r + i] = sigmoid1(pr[r * n + i] + layers_[l].alpha_bias[i]);
    }
    for (std::size_t j = 0; j < n; ++j) e[j] = k.bx[row * n + j] - k.h[row * n + j];
    mix_forward(uv, k.alpha.data() + row * r, e.data(), k.q.data() + row * n, k.stages.data() + row * r * n, n, r,
                householder);
  }
  for (std::size_t row = 0; row < R; ++row) {
    const bool first = row % P_ == 0;
    for (std::size_t j = 0; j < n; ++j) {
      const std::size_t i = row * n + j;
      const float b = k.om[i] * (k.q[i] + k.h[i]);
      k.hs[i] = first ? b : k.lam[i] * k.hs[i - n] + b;
    }
  }
}

// sigma_t = |A_t v_t|, A_t v = om (v - Q v); returns mean_t relu(sigma_t - bound)^2.
double Step::penalty(std::size_t l, LayerCache& k) const {
  const LayerSpec& spec = c_.layers[l];
  const std::size_t n = spec.n, r = spec.rank, R = R_;
  k.vstages.resize(R * r * n), k.qv.resize(R * n), k.w.resize(R * n), k.sigma.resize(R);
  double sum = 0;
  for (std::size_t row = 0; row < R; ++row) {
    const float* v = k.v.data() + row * n;
    float *qv = k.qv.data() + row * n, *w = k.w.data() + row * n;
    mix_forward(k.uvec.data() + row * r * n, k.alpha.data() + row * r, v, qv, k.vstages.data() + row * r * n, n, r,
                spec.mixer == ChannelMixer::householder);
    for (std::size_t j = 0; j < n; ++j) w[j] = k.om[row * n + j] * (v[j] - qv[j]);
    k.sigma[row] = std::sqrt(dot(w, w, n));
    const double excess = std::max(0.0, static_cast<double>(k.sigma[row]) - in_.bound);
    sum += excess * excess;
  }
  return sum / static_cast<double>(R);
}

// c = silu(concat(x, hs_{t-1}) W_c^T), y = RMSNorm(silu(zg) c hs).
void Step::output(std::size_t l, LayerCache& k) const {
  const LayerWeights& w = layers_[l];
  const std::size_t n = c_.layers[l].n, R = R_;
  k.pcin.resize(R * 2 * n), k.pc.resize(R * n), k.sc.resize(R * n), k.sz.resize(R * n), k.szg.resize(R * n);
  k.yy.resize(R * n);
  concat_shifted(k.x.data(), k.hs.data(), B_, P_, n, k.pcin.data());
  linear(k.pcin.data(), R, 2 * n, w.c, n, k.pc.data());
  sigmoid_of(k.pc.data(), k.sc.data(), R * n);
  sigmoid_of(k.zg.data(), k.sz.data(), R * n);
  for (std::size_t i = 0; i < R * n; ++i) {
    k.szg[i] = k.zg[i] * k.sz[i];
    k.yy[i] = k.szg[i] * (k.pc[i] * k.sc[i]) * k.hs[i];
  }
  k.yr.resize(R), k.y.resize(R * n);
  rms_forward(k.yy.data(), R, n, w.mix_norm, c_.norm_eps, k.y.data(), k.yr.data());
}

Vec& Step::layer_forward(std::size_t l, const Vec& u, NativeStepResult& out) {
  LayerCache& k = caches_[l];
  k.u = u;
  projections(l, k);
  solve(l, k, out);
  out.fixed_points.push_back(k.h);
  iteration(l, k);
  if (in_.contraction > 0) out.penalty += penalty(l, k);
  output(l, k);
  const std::size_t n = c_.layers[l].n;
  Vec& next = pool().get(R_ * d_);
  linear(k.y.data(), R_, n, layers_[l].out, d_, next.data());
  for (std::size_t i = 0; i < R_ * d_; ++i) next[i] += u[i];
  return next;
}

// The head, the loss and its gradient; returns the gradient of the last residual rows [R][d].
Vec& Step::head(const Vec& u, NativeStepResult& out) {
  const std::size_t BT = B_ * T_, off = c_.bos ? 1 : 0;
  head_u_.resize(BT * d_), head_rinv_.resize(BT), head_hn_.resize(BT * d_);
  for (std::size_t w = 0; w < B_; ++w)
    for (std::size_t t = 0; t < T_; ++t)
      std::copy(u.data() + (w * P_ + t + off) * d_, u.data() + (w * P_ + t + off + 1) * d_,
                head_u_.data() + (w * T_ + t) * d_);
  rms_forward(head_u_.data(), BT, d_, tensor("head.norm.weight"), c_.norm_eps, head_hn_.data(), head_rinv_.data());
  const bool tied = c_.tied_head;
  const std::size_t K = tied ? c_.embed_rows() : c_.outputs.size(), shift = tied ? c_.alphabet.size() : 0;
  const float* W = tied ? tensor("embed") : tensor("head.weight");
  Vec& logits = pool().get(BT * K);
  linear(head_hn_.data(), BT, d_, W, K, logits.data());
  if (!tied)
    for (std::size_t i = 0; i < BT * K; ++i) logits[i] += tensor("head.bias")[i % K];
  dlogits_.resize(BT * K);
  double loss = 0, right = 0, words_right = 0;
  for (std::size_t w = 0; w < B_; ++w) {
    bool all = true;
    for (std::size_t t = 0; t < T_; ++t) {
      const std::size_t row = w * T_ + t, label = static_cast<std::size_t>(in_.labels[row]) + shift;
      const float* lg = logits.data() + row * K;
      double m = -std::numeric_limits<double>::infinity(), sum = 0;
      std::size_t arg = 0;
      bool finite = true;
      for (std::size_t j = 0; j < K; ++j) {
        finite = finite && std::isfinite(lg[j]);
        if (lg[j] > m) m = lg[j], arg = j;
      }
      for (std::size_t j = 0; j < K; ++j) sum += std::exp(lg[j] - m);
      loss += m + std::log(sum) - lg[label];
      for (std::size_t j = 0; j < K; ++j)
        dlogits_[row * K + j] =
            static_cast<float>((std::exp(lg[j] - m) / sum - (j == label ? 1.0 : 0.0)) / static_cast<double>(BT));
      const bool ok = finite && arg == label;
      right += ok ? 1 : 0;
      all = all && ok;
    }
    words_right += all ? 1 : 0;
  }
  out.loss = loss / static_cast<double>(BT);
  out.token_accuracy = right / static_cast<double>(BT);
  out.sequence_accuracy = words_right / static_cast<double>(B_);
  Vec &dhn = pool().zeros(BT * d_), &du_head = pool().zeros(BT * d_), &du = pool().zeros(R_ * d_);
  linear_back(head_hn_.data(), BT, d_, W, K, dlogits_.data(), dhn.data(),
              grads_.at(tied ? "embed" : "head.weight").data());
  if (!tied)
    for (std::size_t i = 0; i < BT * K; ++i) grads_.at("head.bias")[i % K] += dlogits_[i];
  rms_backward(head_u_.data(), head_rinv_.data(), BT, d_, tensor("head.norm.weight"), dhn.data(), du_head.data(),
               grads_.at("head.norm.weight").data());
  for (std::size_t w = 0; w < B_; ++w)
    std::copy(du_head.data() + w * T_ * d_, du_head.data() + (w + 1) * T_ * d_, du.data() + (w * P_ + off) * d_);
  return du;
}

Vec& Step::layer_backward(std::size_t l, const Vec& dU) {
  const LayerCache& k = caches_[l];
  const std::size_t n = c_.layers[l].n, R = R_;
  Vec &dy = pool().zeros(R * n), &dx = pool().zeros(R * n), &dzg = pool().zeros(R * n), &dhs = pool().zeros(R * n);
  linear_back(k.y.data(), R, n, layers_[l].out, d_, dU.data(), dy.data(), grad(l, "out.weight"));
  output_backward(l, k, dy, dx, dzg, dhs);
  iteration_backward(l, k, dhs, dx);
  Vec &dxz = pool().get(R * 2 * n), &dz = pool().zeros(R * d_), &du = pool().get(R * d_);
  std::copy(dU.begin(), dU.end(), du.begin());
  for (std::size_t r = 0; r < R; ++r) {
    std::copy(dx.data() + r * n, dx.data() + (r + 1) * n, dxz.data() + r * 2 * n);
    std::copy(dzg.data() + r * n, dzg.data() + (r + 1) * n, dxz.data() + r * 2 * n + n);
  }
  linear_back(k.z.data(), R, d_, layers_[l].in, 2 * n, dxz.data(), dz.data(), grad(l, "mixer.in.weight"));
  rms_backward(k.u.data(), k.rinv.data(), R, d_, layers_[l].norm, dz.data(), du.data(), grad(l, "norm.weight"));
  return du;
}

// From dy to dx (c's x half), dzg and dhs (y's and c's hs_{t-1} half).
void Step::output_backward(std::size_t l, const LayerCache& k, const Vec& dy, Vec& dx, Vec& dzg, Vec& dhs) {
  const std::size_t n = c_.layers[l].n, R = R_;
  Vec &dyy = pool().zeros(R * n), &dpc = pool().get(R * n), &dpcin = pool().zeros(R * 2 * n);
  rms_backward(k.yy.data(), k.yr.data(), R, n, layers_[l].mix_norm, dy.data(), dyy.data(),
               grad(l, "mixer.norm.weight"));
  for (std::size_t i = 0; i < R * n; ++i) {
    const float c = k.pc[i] * k.sc[i];
    dzg[i] = dyy[i] * c * k.hs[i] * silu_grad(k.zg[i], k.sz[i]);
    dpc[i] = dyy[i] * k.szg[i] * k.hs[i] * silu_grad(k.pc[i], k.sc[i]);
    dhs[i] = dyy[i] * k.szg[i] * c;
  }
  linear_back(k.pcin.data(), R, 2 * n, layers_[l].c, n, dpc.data(), dpcin.data(), grad(l, "mixer.c.weight"));
  for (std::size_t r = 0; r < R; ++r)
    for (std::size_t j = 0; j < n; ++j) {
      dx[r * n + j] += dpcin[r * 2 * n + j];
      if (r % P_ != 0) dhs[(r - 1) * n + j] += dpcin[r * 2 * n + n + j];
    }
}

// The reverse scan, the channel mixer, the penalty and the factors' projections.
void Step::iteration_backward(std::size_t l, const LayerCache& k, const Vec& dhs, Vec& dx) {
  const LayerSpec& spec = c_.layers[l];
  const std::size_t n = spec.n, r = spec.rank, R = R_;
  Vec &G = pool().get(R * n), &dlam = pool().zeros(R * n), &dom = pool().get(R * n), &dq = pool().get(R * n);
  Vec &dbx = pool().get(R * n), &dU = pool().zeros(R * r * n), &dalpha = pool().zeros(R * r), g(n);
  for (std::size_t row = R; row-- > 0;) {
    const bool last = row % P_ == P_ - 1, first = row % P_ == 0;
    for (std::size_t j = 0; j < n; ++j) {
      const std::size_t i = row * n + j;
      G[i] = last ? dhs[i] : dhs[i] + k.lam[i + n] * G[i + n];
      if (!first) dlam[i] = G[i] * k.hs[i - n];
      dom[i] = G[i] * (k.q[i] + k.h[i]);
      dq[i] = G[i] * k.om[i];
    }
  }
  Vec e(n);
  const bool householder = spec.mixer == ChannelMixer::householder;
  for (std::size_t row = 0; row < R; ++row) {
    for (std::size_t j = 0; j < n; ++j) e[j] = k.bx[row * n + j] - k.h[row * n + j];
    mix_backward(k.uvec.data() + row * r * n, k.alpha.data() + row * r, e.data(), k.stages.data() + row * r * n,
                 dq.data() + row * n, n, r, householder, dU.data() + row * r * n, dalpha.data() + row * r,
                 dbx.data() + row * n, g.data());
  }
  if (in_.contraction > 0) penalty_backward(l, k, dom, dU, dalpha);
  factors_backward(l, k, dU, dalpha, dx);
  for (std::size_t i = 0; i < R * n; ++i) dlam[i] -= dom[i];
  inputs_backward(l, k, dbx, dlam, dx);
}

void Step::penalty_backward(std::size_t l, const LayerCache& k, Vec& dom, Vec& dU, Vec& dalpha) const {
  const LayerSpec& spec = c_.layers[l];
  const std::size_t n = spec.n, r = spec.rank, R = R_;
  Vec dqv(n), g(n);
  for (std::size_t row = 0; row < R; ++row) {
    const double excess = static_cast<double>(k.sigma[row]) - in_.bound;
    if (!(excess > 0)) continue;
    const auto coef = static_cast<float>(in_.contraction * 2.0 * excess / static_cast<double>(R) / k.sigma[row]);
    const float *v = k.v.data() + row * n, *qv = k.qv.data() + row * n, *w = k.w.data() + row * n;
    for (std::size_t j = 0; j < n; ++j) {
      const float dw = coef * w[j];
      dom[row * n + j] += dw * (v[j] - qv[j]);
      dqv[j] = -k.om[row * n + j] * dw;
    }
    mix_backward(k.uvec.data() + row * r * n, k.alpha.data() + row * r, v, k.vstages.data() + row * r * n, dqv.data(),
                 n, r, spec.mixer == ChannelMixer::householder, dU.data() + row * r * n, dalpha.data() + row * r,
                 nullptr, g.data());
  }
}

// u_i = normalize(silu(pu_i)), alpha_i = sigmoid(pa_i + c_i): from dU, dalpha to the projections of p.
void Step::factors_backward(std::size_t l, const LayerCache& k, const Vec& dU, const Vec& dalpha, Vec& dx) {
  const LayerSpec& spec = c_.layers[l];
  const std::size_t n = spec.n, r = spec.rank, R = R_, cols = r * n + r;
  Vec& dproj = pool().get(R * cols);
  float* dbias = grad(l, "mixer.alpha.bias");
  for (std::size_t row = 0; row < R; ++row) {
    const float *pr = k.proj.data() + row * layers_[l].pc, *su = k.su.data() + row * r * n;
    const float *uv = k.uvec.data() + row * r * n, *du = dU.data() + row * r * n;
    float* dr = dproj.data() + row * cols;
    for (std::size_t i = 0; i < r; ++i) {
      const float a = k.ak[row * r + i], proj = dot(uv + i * n, du + i * n, n);
      for (std::size_t j = 0; j < n; ++j) {
        const std::size_t m = i * n + j;
        dr[m] = a * (du[m] - uv[m] * proj) * silu_grad(pr[m], su[m]);
      }
      const float al = k.alpha[row * r + i];
      dr[r * n + i] = dalpha[row * r + i] * al * (1.0f - al);
      dbias[i] += dr[r * n + i];
    }
  }
  // dx += dproj W_x (p's h_{t-1} half has no gradient), dmix = dproj^T p.
  Vec& dmix = pool().zeros((r * n + r) * 2 * n);
  matmul(dproj.data(), cols, false, R, cols, layers_[l].mix_x.data(), n, dx.data(), true);
  matmul(dproj.data(), cols, true, cols, R, k.p.data(), 2 * n, dmix.data(), true);
  const std::size_t split = r * n * 2 * n;
  float *du_w = grad(l, "mixer.u.weight"), *da_w = grad(l, "mixer.alpha.weight");
  for (std::size_t i = 0; i < split; ++i) du_w[i] += dmix[i];
  for (std::size_t i = split; i < dmix.size(); ++i) da_w[i - split] += dmix[i];
}

// bx = silu(x W_b^T) x, lam = sigmoid(x W_lam^T + c_lam): from dbx, dlam to dx and the weights.
void Step::inputs_backward(std::size_t l, const LayerCache& k, const Vec& dbx, const Vec& dlam, Vec& dx) {
  const std::size_t n = c_.layers[l].n, R = R_;
  Vec &dpb = pool().get(R * n), &dpl = pool().get(R * n);
  float* dbias = grad(l, "mixer.lam.bias");
  for (std::size_t i = 0; i < R * n; ++i) {
    dx[i] += dbx[i] * k.pb[i] * k.sb[i];
    dpb[i] = dbx[i] * k.x[i] * silu_grad(k.pb[i], k.sb[i]);
    dpl[i] = dlam[i] * k.lam[i] * k.om[i];
    dbias[i % n] += dpl[i];
  }
  linear_back(k.x.data(), R, n, layers_[l].b, n, dpb.data(), dx.data(), grad(l, "mixer.b.weight"));
  linear_back(k.x.data(), R, n, layers_[l].lam, n, dpl.data(), dx.data(), grad(l, "mixer.lam.weight"));
}

// From the effective weights' gradient dW to v and g: dg = dW.v / |v|, dv = (g / |v|) (dW - v (dW.v) / |v|^2).
void Step::weight_norm_backward() {
  for (std::size_t l = 0; l < c_.layers.size(); ++l) {
    const std::size_t n = c_.layers[l].n, r = c_.layers[l].rank, cols = 2 * n;
    for (const char* name : {"mixer.u.weight", "mixer.alpha.weight"}) {
      const std::string full = "layers." + std::to_string(l) + "." + name;
      const float *v = tensor(full), *g = tensor(full + ".g");
      float *dv = grads_.at(full).data(), *dg = grads_.at(full + ".g").data();
      const std::size_t rows = full.ends_with("u.weight") ? r * n : r;
      for (std::size_t row = 0; row < rows; ++row) {
        const float* vr = v + row * cols;
        float* dr = dv + row * cols;
        const float norm = std::max(std::sqrt(dot(vr, vr, cols)), 1e-30f), proj = dot(dr, vr, cols) / norm;
        dg[row] = proj;
        for (std::size_t j = 0; j < cols; ++j) dr[j] = g[row] / norm * (dr[j] - vr[j] * proj / norm);
      }
    }
  }
}

}  // namespace

bool native_step_supported(const ModelConfig& config) {
  if (config.layers.empty()) return false;
  for (const LayerSpec& l : config.layers)
    if (l.type != MixerType::fprnn || l.mixer == ChannelMixer::kronecker || l.rank < 1 || l.rank > 64) return false;
  return true;
}

NativeStepResult native_train_step(const ModelConfig& config, const NativeStepInput& in) {
  pool().reset();
  Step step(config, in);
  return step.run();
}

}  // namespace lrnnc::learned
