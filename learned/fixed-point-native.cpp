// The native float32 fixed-point iteration (learned/fixed-point-native.hpp). Compiled on its own
// with floating-point contraction on (learned/CMakeLists.txt): unlike the precision runtime, this
// is not an emulation; a*b + c may be one FMA.
#include "learned/fixed-point-native.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>

#include "common/error.hpp"
#include "common/interruption.hpp"
#include "learned/native-kernels.hpp"

namespace lrnnc::learned {

namespace {

using namespace native_kernels;

// The linear interpolation of torch::quantile (torch.lerp's two formulas) over `v`; NaN if any is NaN.
double quantile(std::vector<double> v, double q) {
  for (double x : v)
    if (std::isnan(x)) return x;
  std::sort(v.begin(), v.end());
  const double pos = q * static_cast<double>(v.size() - 1);
  const auto lo = static_cast<std::size_t>(std::floor(pos)), hi = static_cast<std::size_t>(std::ceil(pos));
  const double w = pos - static_cast<double>(lo), a = v[lo], b = v[hi];
  return w < 0.5 ? a + w * (b - a) : b - (b - a) * (1.0 - w);
}

// The iteration of one batch (one object per solve_fixed_point_native call).
class Solver;
void iterate_default(Solver& s, std::size_t b, const float* hp, float* hn);
void iterate_avx2(Solver& s, std::size_t b, const float* hp, float* hn);
void power_default(Solver& s, const float* h, int rounds, float* out);
void power_avx2(Solver& s, const float* h, int rounds, float* out);

class Solver {
 public:
  Solver(const LayerSpec& spec, const NativeFixedPointWeights& w, const NativeFixedPointInputs& in)
      : spec_(spec), w_(w), in_(in), n_(spec.n), T_(in.positions), B_(in.words), R_(in.words * in.positions) {
    gemm_ = native_gemm(false);
    layout();
    xacc_.assign(R_ * bp_, 0.0f);
    gemm_(in.x, n_, wx_.data(), n_, bp_, xacc_.data(), xacc_.data(), bp_, R_);
    proj_.resize(R_ * bp_);
    ph_.resize(R_ * n_);
    xt_.resize(R_ * n_);
    // Per position: dplr's coefficients, the power iteration's vectors, a Kronecker factor's triangle
    // and power-iteration vectors (a x a + 3 a values for the larger factor).
    scratch_.resize(4 * n_ + 64 + std::max(a_, b_) * (std::max(a_, b_) + 3));
  }

  const std::vector<float>& x_projections() const { return xacc_; }

  void power_vectors(const float* h, int rounds, float* out) {
    if (native_fixed_point_avx2())
      power_avx2(*this, h, rounds, out);
    else
      power_default(*this, h, rounds, out);
  }

  // hn (rows of word b) from hp: one undamped iteration, by the AVX2 + FMA build of the code when
  // the CPU has it (iterate_impl inlined into each target).
  void iterate(std::size_t b, const float* hp, float* hn) {
    if (native_fixed_point_avx2())
      iterate_avx2(*this, b, hp, hn);
    else
      iterate_default(*this, b, hp, hn);
  }

  [[gnu::always_inline]] inline void iterate_impl(std::size_t b, const float* hp, float* hn) {
    const std::size_t r0 = b * T_;
    project(r0, hp);
    for (std::size_t r = r0; r < r0 + T_; ++r) position(r, hp + r * n_);
    if (spec_.type == MixerType::fprnn)
      scan_fprnn(r0, hn);
    else
      scan_fpmamba(r0, hn);
  }

  // The projections of word rows [r0, r0 + T) at p_t = concat(x_t, h_{t-1}) into proj_.
  [[gnu::always_inline]] inline void project(std::size_t r0, const float* hp) {
    float* ph = ph_.data() + r0 * n_;
    std::fill(ph, ph + n_, 0.0f);
    if (T_ > 1) std::copy(hp + r0 * n_, hp + (r0 + T_ - 1) * n_, ph + n_);
    gemm_(ph, n_, wh_.data(), n_, bp_, xacc_.data() + r0 * bp_, proj_.data() + r0 * bp_, bp_, T_);
  }

  // The concatenated projection weights, split into the x_t half (wx_) and the h_{t-1} half (wh_),
  // each transposed to [n][bp] with bp (the projections, padded to 16) columns.
  void layout() {
    const std::size_t n = n_, r = spec_.rank;
    std::vector<std::pair<const float*, std::size_t>> blocks;  // (rows of [rows, 2n], rows)
    if (spec_.mixer == ChannelMixer::kronecker) {
      a_ = kronecker_rows(n), b_ = n / a_;
      need(w_.L1 && w_.D1 && w_.D1_bias && w_.L2 && w_.D2 && w_.D2_bias, "the Kronecker factors");
      blocks = {{w_.L1, a_ * (a_ + 1) / 2}, {w_.D1, a_}, {w_.L2, b_ * (b_ + 1) / 2}, {w_.D2, b_}};
    } else {
      need(w_.u && w_.alpha && w_.alpha_bias, "u and alpha");
      blocks = {{w_.u, r * n}, {w_.alpha, r}};
    }
    mix_rows_ = 0;
    for (const auto& blk : blocks) mix_rows_ += blk.second;
    std::size_t rows = mix_rows_;
    const std::size_t N = spec_.d_state;
    if (spec_.type == MixerType::fpmamba) {
      need(w_.bc && w_.D && w_.norm && w_.norm_bias && in_.dt && in_.dA && in_.Bx && in_.Cx, "the FP-Mamba tensors");
      rows += 2 * N;
    } else {
      need(in_.bx && in_.lam && in_.om, "bx, lam and om");
    }
    bp_ = round16(rows);
    wx_.assign(n * bp_, 0.0f);
    wh_.assign(n * bp_, 0.0f);
    std::size_t j = 0;
    for (const auto& [W, count] : blocks)
      for (std::size_t row = 0; row < count; ++row, ++j)
        for (std::size_t k = 0; k < n; ++k) {
          wx_[k * bp_ + j] = W[row * 2 * n + k];
          wh_[k * bp_ + j] = W[row * 2 * n + n + k];
        }
    if (spec_.type == MixerType::fpmamba)
      for (std::size_t row = 0; row < 2 * N; ++row, ++j)
        for (std::size_t k = 0; k < n; ++k) wh_[k * bp_ + j] = w_.bc[row * n + k];
  }

  static void need(bool ok, const char* what) {
    if (!ok) throw Error(std::string("native fixed point: missing ") + what);
  }

  // Position r: Q from its projections, then xt = Q(src - prev) + prev into xt_ (src: bx for fprnn,
  // x for fpmamba); fpmamba also normalizes B' and C' in place in the projections.
  [[gnu::always_inline]] inline void position(std::size_t r, const float* prev) {
    float* p = proj_.data() + r * bp_;
    const float* src = spec_.type == MixerType::fprnn ? in_.bx + r * n_ : in_.x + r * n_;
    float* e = xt_.data() + r * n_;
    for (std::size_t j = 0; j < n_; ++j) e[j] = src[j] - prev[j];
    prepare_mixer(p);
    apply_mixer(p, e, false);
    for (std::size_t j = 0; j < n_; ++j) e[j] += prev[j];
    if (spec_.type == MixerType::fpmamba) {
      const std::size_t N = spec_.d_state;
      float* bcp = p + mix_rows_;
      for (std::size_t k = 0; k < N; ++k) {
        bcp[k] += in_.Bx[r * N + k];
        bcp[N + k] += in_.Cx[r * N + k];
      }
      normalize(bcp, N);
      normalize(bcp + N, N);
    }
  }

  // Q's factors from its projections p (in place: u_i normalized, alpha_i; kronecker: U and V into kron_).
  [[gnu::always_inline]] inline void prepare_mixer(float* p) {
    if (spec_.mixer == ChannelMixer::kronecker) {
      const std::size_t a = a_, b = b_, t1 = a * (a + 1) / 2, t2 = b * (b + 1) / 2;
      kron_.resize(a * a + b * b + 2 * a * b);
      kron_factor(p, p + t1, w_.D1_bias, a, kron_.data());
      kron_factor(p + t1 + a, p + t1 + a + t2, w_.D2_bias, b, kron_.data() + a * a);
      return;
    }
    const std::size_t n = n_, rank = spec_.rank;
    float* alpha = p + rank * n;
    for (std::size_t i = 0; i < rank; ++i) {
      silu_inplace(p + i * n, n);
      normalize(p + i * n, n);
      alpha[i] = sigmoid1(alpha[i] + w_.alpha_bias[i]);
    }
  }

  // e <- Q e (transposed: Q^T e) with the factors prepare_mixer left (the libtorch model's apply_mixer).
  [[gnu::always_inline]] inline void apply_mixer(const float* p, float* e, bool transposed) {
    const std::size_t n = n_, rank = spec_.rank;
    const float* alpha = p + rank * n;
    switch (spec_.mixer) {
      case ChannelMixer::householder:
        for (std::size_t k = 0; k < rank; ++k) {
          const std::size_t i = transposed ? rank - 1 - k : k;
          axpy_neg(2.0f * alpha[i] * dot(p + i * n, e, n), p + i * n, e, n);
        }
        return;
      case ChannelMixer::dplr: {
        float* coef = scratch_.data();  // every u_i . e of the input (symmetric: Q^T = Q)
        for (std::size_t i = 0; i < rank; ++i) coef[i] = 2.0f * alpha[i] * dot(p + i * n, e, n);
        for (std::size_t i = 0; i < rank; ++i) axpy_neg(coef[i], p + i * n, e, n);
        return;
      }
      case ChannelMixer::kronecker: kronecker(e, transposed); return;
    }
  }

  // One Kronecker factor (a x a, into out) from its L and D projections (docs/LEARNED.md).
  [[gnu::always_inline]] inline void kron_factor(float* L, const float* D, const float* bias, std::size_t a,
                                                 float* out) {
    const std::size_t tri = a * (a + 1) / 2;
    silu_inplace(L, tri);
    float* T1 = scratch_.data();  // a x a, upper triangle
    std::fill(T1, T1 + a * a, 0.0f);
    for (std::size_t i = 0, e = 0; i < a; ++i)
      for (std::size_t j = i; j < a; ++j, ++e) T1[i * a + j] = L[e];
    for (std::size_t i = 0; i < a; ++i)
      for (std::size_t j = 0; j < a; ++j) out[i * a + j] = dot(T1 + i * a, T1 + j * a, a);
    for (std::size_t i = 0; i < a; ++i) normalize(out + i * a, a);
    if (kronecker_spectral(spec_.type)) {
      float *pu = T1, *pv = T1 + a, *mv = T1 + 2 * a;
      std::fill(pv, pv + a, 1.0f);
      for (int k = 0; k < kPowerIterations; ++k) {
        for (std::size_t i = 0; i < a; ++i) pu[i] = dot(out + i * a, pv, a);
        normalize(pu, a);
        for (std::size_t i = 0; i < a; ++i) pv[i] = dot(out + i * a, pu, a);
        normalize(pv, a);
      }
      for (std::size_t i = 0; i < a; ++i) mv[i] = dot(out + i * a, pv, a);
      const float inv = 1.0f / (dot(pu, mv, a) + static_cast<float>(kSpectralEps));
      for (std::size_t i = 0; i < a * a; ++i) out[i] *= inv;
    }
    for (std::size_t i = 0; i < a; ++i) {
      const float s = sigmoid1(D[i] + bias[i]);
      for (std::size_t j = 0; j < a; ++j) out[i * a + j] *= s;
    }
  }

  // e <- e - 2 P with Mt[i][l] = e[i b + l]: P = U^T Mt V^T (transposed: U Mt V).
  [[gnu::always_inline]] inline void kronecker(float* e, bool transposed) {
    const std::size_t a = a_, b = b_;
    const float *U = kron_.data(), *V = U + a * a;
    float *R1 = kron_.data() + a * a + b * b, *P = R1 + a * b;
    for (std::size_t i = 0; i < a; ++i)
      for (std::size_t l = 0; l < b; ++l) {
        float s = 0;
        for (std::size_t k = 0; k < a; ++k) s += (transposed ? U[i * a + k] : U[k * a + i]) * e[k * b + l];
        R1[i * b + l] = s;
      }
    for (std::size_t i = 0; i < a; ++i)
      for (std::size_t j = 0; j < b; ++j) {
        float s = 0;
        for (std::size_t l = 0; l < b; ++l) s += R1[i * b + l] * (transposed ? V[l * b + j] : V[j * b + l]);
        P[i * b + j] = s;
      }
    for (std::size_t i = 0; i < a * b; ++i) e[i] -= 2.0f * P[i];
  }

  // The contraction penalty's power iteration at the iterate h (learned/torch/torch-model.hpp
  // set_contraction_bound): per position, v <- normalize(A^T A v) `rounds` times from
  // normalize(linspace(1, 2, n)), A = (I - Lambda_t)(I - Q_t) with Q_t at p_t = concat(x_t, h_{t-1}).
  [[gnu::always_inline]] inline void power_vectors_impl(const float* h, int rounds, float* out) {
    const std::size_t n = n_;
    for (std::size_t b = 0; b < B_; ++b) {
      const std::size_t r0 = b * T_;
      project(r0, h);
      for (std::size_t r = r0; r < r0 + T_; ++r) {
        float* p = proj_.data() + r * bp_;
        prepare_mixer(p);
        const float* om = in_.om + r * n;
        float *v = out + r * n, *w = scratch_.data() + 2 * n;
        for (std::size_t j = 0; j < n; ++j)
          v[j] = 1.0f + static_cast<float>(j) / static_cast<float>(std::max<std::size_t>(n - 1, 1));
        normalize(v, n);
        for (int k = 0; k < rounds; ++k) {
          std::copy(v, v + n, w);  // w = A v = om (v - Q v)
          apply_mixer(p, w, false);
          for (std::size_t j = 0; j < n; ++j) w[j] = om[j] * (v[j] - w[j]);
          for (std::size_t j = 0; j < n; ++j) v[j] = w[j] = om[j] * w[j];  // A^T w = ow - Q^T ow, ow = om w
          apply_mixer(p, w, true);
          for (std::size_t j = 0; j < n; ++j) v[j] -= w[j];
          normalize(v, n);
        }
      }
    }
  }

  [[gnu::always_inline]] inline void scan_fprnn(std::size_t r0, float* hn) {
    const std::size_t n = n_;
    for (std::size_t t = 0; t < T_; ++t) {
      const std::size_t r = r0 + t;
      const float *lam = in_.lam + r * n, *om = in_.om + r * n, *xt = xt_.data() + r * n;
      float* h = hn + r * n;
      if (t == 0) {
        for (std::size_t j = 0; j < n; ++j) h[j] = om[j] * xt[j];
      } else {
        const float* before = h - n;
        for (std::size_t j = 0; j < n; ++j) h[j] = lam[j] * before[j] + om[j] * xt[j];
      }
    }
  }

  [[gnu::always_inline]] inline void scan_fpmamba(std::size_t r0, float* yn) {
    const std::size_t n = n_, N = spec_.d_state;
    H_.assign(n * N, 0.0f);
    float* pre = scratch_.data();
    for (std::size_t t = 0; t < T_; ++t) {
      const std::size_t r = r0 + t;
      const float *xt = xt_.data() + r * n, *dt = in_.dt + r * n, *dA = in_.dA + r * n * N;
      const float *Bp = proj_.data() + r * bp_ + mix_rows_, *Cp = Bp + N;
      for (std::size_t j = 0; j < n; ++j) {
        const float u = dt[j] * xt[j];
        float* h = H_.data() + j * N;
        for (std::size_t k = 0; k < N; ++k) h[k] = dA[j * N + k] * h[k] + u * Bp[k];
        pre[j] = dot(h, Cp, N) + w_.D[j] * xt[j];
      }
      float mean = 0;
      for (std::size_t j = 0; j < n; ++j) mean += pre[j];
      mean /= static_cast<float>(n);
      float var = 0;
      for (std::size_t j = 0; j < n; ++j) {
        pre[j] -= mean;
        var += pre[j] * pre[j];
      }
      const float inv = 1.0f / std::sqrt(var / static_cast<float>(n) + static_cast<float>(in_.eps));
      float* y = yn + r * n;
      for (std::size_t j = 0; j < n; ++j) y[j] = pre[j] * inv * w_.norm[j] + w_.norm_bias[j];
    }
  }

 private:
  const LayerSpec& spec_;
  const NativeFixedPointWeights& w_;
  const NativeFixedPointInputs& in_;
  std::size_t n_, T_, B_, R_, bp_ = 0, mix_rows_ = 0, a_ = 0, b_ = 0;
  Gemm gemm_;
  // This thread's buffers, kept from call to call: a training step's few megabytes, allocated
  // afresh each time, would be returned to the system and faulted in again at every step.
  struct Buffers {
    std::vector<float> wx, wh, xacc, proj, ph, xt, scratch, kron, H, next;
  };
  static Buffers& buffers() {
    thread_local Buffers b;
    return b;
  }
  Buffers& buf_ = buffers();
  std::vector<float>&wx_ = buf_.wx, &wh_ = buf_.wh, &xacc_ = buf_.xacc, &proj_ = buf_.proj, &ph_ = buf_.ph,
  &xt_ = buf_.xt, &scratch_ = buf_.scratch, &kron_ = buf_.kron, &H_ = buf_.H;

 public:
  std::vector<float>& next_ = buf_.next;  // the solve loop's undamped iterates
};

void iterate_default(Solver& s, std::size_t b, const float* hp, float* hn) { s.iterate_impl(b, hp, hn); }
__attribute__((target("avx2,fma"))) void iterate_avx2(Solver& s, std::size_t b, const float* hp, float* hn) {
  s.iterate_impl(b, hp, hn);
}

void power_default(Solver& s, const float* h, int rounds, float* out) { s.power_vectors_impl(h, rounds, out); }
__attribute__((target("avx2,fma"))) void power_avx2(Solver& s, const float* h, int rounds, float* out) {
  s.power_vectors_impl(h, rounds, out);
}

// Per word: max_t ||hn_t - hp_t||_inf / (||hn_t||_inf + 1e-8), in float (NaN if any value is NaN):
// the maxima 8 lanes at a time (a maximum does not depend on the order), NaN tracked on the side.
[[gnu::always_inline]] inline double residue_body(const float* hn, const float* hp, std::size_t T, std::size_t n) {
  float res = 0;
  v8i nan = {0, 0, 0, 0, 0, 0, 0, 0};
  for (std::size_t t = 0; t < T; ++t) {
    const float *a = hn + t * n, *b = hp + t * n;
    v8 diff8 = splat(0.0f), norm8 = splat(0.0f);
    std::size_t j = 0;
    for (; j + 8 <= n; j += 8) {
      v8 d = load8(a + j) - load8(b + j), x = load8(a + j);
      nan |= (d != d) | (x != x);
      d = d < 0 ? -d : d;
      x = x < 0 ? -x : x;
      diff8 = d > diff8 ? d : diff8;
      norm8 = x > norm8 ? x : norm8;
    }
    float diff = 0, norm = 0;
    for (int i = 0; i < 8; ++i) diff = std::max(diff, diff8[i]), norm = std::max(norm, norm8[i]);
    for (; j < n; ++j) {
      const float d = std::abs(a[j] - b[j]), x = std::abs(a[j]);
      if (std::isnan(d) || std::isnan(x)) return std::nan("");
      diff = std::max(diff, d);
      norm = std::max(norm, x);
    }
    res = std::max(res, diff / (norm + 1e-8f));
  }
  for (int i = 0; i < 8; ++i)
    if (nan[i]) return std::nan("");
  return res;
}
double residue_default(const float* hn, const float* hp, std::size_t T, std::size_t n) {
  return residue_body(hn, hp, T, n);
}
__attribute__((target("avx2,fma"))) double residue_avx2(const float* hn, const float* hp, std::size_t T,
                                                        std::size_t n) {
  return residue_body(hn, hp, T, n);
}
double residue(const float* hn, const float* hp, std::size_t T, std::size_t n) {
  return native_fixed_point_avx2() ? residue_avx2(hn, hp, T, n) : residue_default(hn, hp, T, n);
}

}  // namespace

bool native_fixed_point_avx2() {
  static const bool yes = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  return yes;
}

std::atomic<bool> native_avx512_enabled{true};

NativeGemm native_gemm_build(int isa, bool transposed) {
  static const bool avx512 = native_fixed_point_avx2() && __builtin_cpu_supports("avx512f");
  if (isa == 2) return !avx512 ? nullptr : transposed ? gemm_tn_avx512 : gemm_avx512;
  if (isa == 1) return !native_fixed_point_avx2() ? nullptr : transposed ? gemm_tn_avx2 : gemm_avx2;
  return transposed ? gemm_tn_default : gemm_default;
}

NativeGemm native_gemm(bool transposed) {
  if (native_avx512_enabled.load(std::memory_order_relaxed))
    if (const NativeGemm g = native_gemm_build(2, transposed)) return g;
  if (const NativeGemm g = native_gemm_build(1, transposed)) return g;
  return native_gemm_build(0, transposed);
}

NativeSolveResult solve_fixed_point_native(const LayerSpec& spec, const NativeFixedPointWeights& w,
                                           const NativeFixedPointInputs& in, NativeStop stop, std::size_t cap,
                                           int power_rounds, std::vector<float>* x_projections) {
  if (!is_fixed_point(spec.type)) throw Error("native fixed point: layer type " + to_string(spec.type));
  if (cap < 1) throw Error("native fixed point: a cap of 0 iterations");
  if (!in.x) throw Error("native fixed point: missing x");
  const FixedPointOptions& fp = spec.fixed_point;
  const std::size_t B = in.words, T = in.positions, n = spec.n, word = T * n;
  NativeSolveResult out;
  out.h.assign(B * word, 0.0f);
  out.stopped.assign(B, 0);
  out.converged.assign(B, 0);
  if (B == 0 || T == 0) return out;
  Solver solver(spec, w, in);
  if (x_projections) *x_projections = solver.x_projections();
  std::vector<float>& next = solver.next_;
  next.resize(B * word);
  std::vector<double> best(B, std::numeric_limits<double>::infinity()), s(B, fp.damping);
  std::vector<std::size_t> patience(B, fp.damping_patience);
  std::vector<std::uint8_t> active(B, 1);
  const bool damped = fp.damping != 1.0 || fp.damping_decay != 1.0;
  for (std::size_t l = 1;; ++l) {
    interruption_point();
    for (std::size_t b = 0; b < B; ++b) {
      if (!active[b]) continue;
      float *h = out.h.data() + b * word, *x = next.data() + b * word;
      solver.iterate(b, out.h.data(), next.data());
      const double res = residue(x, h, T, n);
      if (damped && s[b] != 1.0) {
        const float sv = static_cast<float>(s[b]), om = 1.0f - sv;
        for (std::size_t i = 0; i < word; ++i) x[i] = sv * x[i] + om * h[i];
      }
      if (res < best[b]) {
        best[b] = res;
        patience[b] = fp.damping_patience;
      } else if (--patience[b] == 0) {
        patience[b] = fp.damping_patience;
        s[b] *= fp.damping_decay;
      }
      out.stopped[b] = static_cast<std::int64_t>(l);
    }
    // The new iterates replace the old ones (a frozen word keeps its iterate; all active: a swap).
    if (std::all_of(active.begin(), active.end(), [](std::uint8_t a) { return a != 0; }))
      out.h.swap(next);
    else
      for (std::size_t b = 0; b < B; ++b)
        if (active[b])
          std::copy(next.begin() + static_cast<std::ptrdiff_t>(b * word),
                    next.begin() + static_cast<std::ptrdiff_t>((b + 1) * word),
                    out.h.begin() + static_cast<std::ptrdiff_t>(b * word));
    if (stop == NativeStop::batch) {
      const double q = quantile(best, fp.quantile_train);
      if (q < fp.threshold || *std::max_element(s.begin(), s.end()) < kMinDamping || l >= cap) break;
    } else {
      bool any = false;
      for (std::size_t b = 0; b < B; ++b) {
        if (active[b] && (best[b] < fp.threshold || s[b] < kMinDamping)) active[b] = 0;
        any = any || active[b];
      }
      if (!any || l >= cap) break;
    }
  }
  for (std::size_t b = 0; b < B; ++b) out.converged[b] = best[b] < fp.threshold;
  if (power_rounds > 0) {
    if (spec.type != MixerType::fprnn) throw Error("native fixed point: the power iteration is fprnn's");
    out.power.resize(B * word);
    solver.power_vectors(out.h.data(), power_rounds, out.power.data());
  }
  return out;
}

}  // namespace lrnnc::learned
