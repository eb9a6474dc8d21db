// learned/spectrum.hpp: eigenvalues of a learned model's transitions along words.
#include "learned/spectrum.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

#include <Eigen/Eigenvalues>

#include "common/error.hpp"
#include "learned/forward-internal.hpp"
#include "lrnn/spectrum.hpp"

namespace lrnnc::learned {

namespace {

// ---------------------------------------------------------------------------------------------
// Forward-mode dual numbers: v + d eps, eps^2 = 0. The channel mixer below is written once over
// the scalar S (double or Dual), so the derivative is that of the same formulas, exactly.

struct Dual {
  double v = 0, d = 0;
  Dual(double value = 0, double derivative = 0) : v(value), d(derivative) {}  // NOLINT: implicit from double
};
Dual operator+(Dual a, Dual b) { return {a.v + b.v, a.d + b.d}; }
Dual operator-(Dual a, Dual b) { return {a.v - b.v, a.d - b.d}; }
Dual operator-(Dual a) { return {-a.v, -a.d}; }
Dual operator*(Dual a, Dual b) { return {a.v * b.v, a.d * b.v + a.v * b.d}; }
Dual operator/(Dual a, Dual b) { return {a.v / b.v, (a.d * b.v - a.v * b.d) / (b.v * b.v)}; }
Dual exp(Dual a) {
  const double e = std::exp(a.v);
  return {e, e * a.d};
}
Dual sqrt(Dual a) {
  const double s = std::sqrt(a.v);
  return {s, a.d / (2 * s)};
}

template <class S>
S sigmoid(S x) {
  using std::exp;
  return S(1.0) / (S(1.0) + exp(-x));
}
template <class S>
S silu(S x) {
  return x * sigmoid(x);
}
// x <- normalize(x) (docs/LEARNED.md: x_i / sqrt(sum x^2 + 1e-12)).
template <class S>
void normalize(S* x, std::size_t n) {
  using std::sqrt;
  S s(0.0);
  for (std::size_t i = 0; i < n; ++i) s = s + x[i] * x[i];
  const S r = S(1.0) / sqrt(s + S(1e-12));
  for (std::size_t i = 0; i < n; ++i) x[i] = x[i] * r;
}
// y = W p (+ bias), W row-major [rows, cols].
template <class S>
void linear(const double* W, const double* bias, std::size_t rows, std::size_t cols, const S* p, S* y) {
  for (std::size_t j = 0; j < rows; ++j) {
    S s(bias ? bias[j] : 0.0);
    for (std::size_t i = 0; i < cols; ++i) s = s + S(W[j * cols + i]) * p[i];
    y[j] = s;
  }
}

// An fprnn layer's channel mixer Q(p), from the model's tensors (docs/LEARNED.md section 1).
struct MixerWeights {
  ChannelMixer kind = ChannelMixer::householder;
  std::size_t n = 0, r = 0, a = 0, b = 0;
  bool spectral = true;  // the Kronecker factors' spectral normalization (fprnn; fpmamba: rows only)
  const double *u = nullptr, *alpha = nullptr, *alpha_bias = nullptr;
  const double *L1 = nullptr, *L2 = nullptr, *D1 = nullptr, *D1_bias = nullptr, *D2 = nullptr, *D2_bias = nullptr;

  MixerWeights(const LearnedModel& model, std::size_t layer) {
    if (layer >= model.config.layers.size() || !is_fixed_point(model.config.layers[layer].type))
      throw Error("fprnn_jacobian: layer " + std::to_string(layer) + " is not a fixed-point layer");
    const LayerSpec& s = model.config.layers[layer];
    kind = s.mixer;
    spectral = kronecker_spectral(s.type);
    n = s.n;
    r = s.rank;
    const std::string m = "layers." + std::to_string(layer) + ".mixer.";
    const auto get = [&](const std::string& name) {
      const auto it = model.weights.find(m + name);
      if (it == model.weights.end()) throw Error("learned model: tensor " + m + name + " is missing");
      return it->second.values.data();
    };
    if (kind == ChannelMixer::kronecker) {
      a = kronecker_rows(n);
      b = n / a;
      L1 = get("L1.weight"), L2 = get("L2.weight");
      D1 = get("D1.weight"), D1_bias = get("D1.bias"), D2 = get("D2.weight"), D2_bias = get("D2.bias");
    } else {
      u = get("u.weight"), alpha = get("alpha.weight"), alpha_bias = get("alpha.bias");
    }
  }
};

// Q's parameters at one p, then Q applied to vectors.
template <class S>
struct MixerAt {
  const MixerWeights& w;
  std::vector<S> u, alpha, U, V;

  explicit MixerAt(const MixerWeights& weights) : w(weights) {}

  static void matvec(const std::vector<S>& M, std::size_t k, const S* v, S* out) {
    for (std::size_t i = 0; i < k; ++i) {
      S s(0.0);
      for (std::size_t l = 0; l < k; ++l) s = s + M[i * k + l] * v[l];
      out[i] = s;
    }
  }

  // out = diag(sigmoid(W_D p + c)) U0 / (sigma + 1e-5): U0 = T T^T with rows normalized, T the upper
  // triangle of silu(W_L p) (k x k), sigma the power-iteration estimate of U0's spectral norm.
  void kron_factor(const double* WL, const double* WD, const double* bias, std::size_t k, const S* p,
                   std::vector<S>& out) const {
    const std::size_t cols = 2 * w.n;
    std::vector<S> tri(k * (k + 1) / 2), T(k * k, S(0.0)), D(k);
    linear(WL, nullptr, tri.size(), cols, p, tri.data());
    for (std::size_t i = 0, e = 0; i < k; ++i)
      for (std::size_t j = i; j < k; ++j, ++e) T[i * k + j] = silu(tri[e]);
    out.assign(k * k, S(0.0));
    for (std::size_t i = 0; i < k; ++i)
      for (std::size_t j = 0; j < k; ++j) {
        S s(0.0);
        for (std::size_t l = 0; l < k; ++l) s = s + T[i * k + l] * T[j * k + l];
        out[i * k + j] = s;
      }
    for (std::size_t i = 0; i < k; ++i) normalize(out.data() + i * k, k);
    if (w.spectral) spectral_normalize(out, k);
    linear(WD, bias, k, cols, p, D.data());
    for (std::size_t i = 0; i < k; ++i) {
      const S g = sigmoid(D[i]);
      for (std::size_t j = 0; j < k; ++j) out[i * k + j] = g * out[i * k + j];
    }
  }

  // out <- out / (sigma + 1e-5), sigma the power-iteration estimate of its spectral norm.
  static void spectral_normalize(std::vector<S>& out, std::size_t k) {
    std::vector<S> pu(k), pv(k, S(1.0)), mv(k);
    for (int it = 0; it < kPowerIterations; ++it) {
      matvec(out, k, pv.data(), pu.data());
      normalize(pu.data(), k);
      matvec(out, k, pu.data(), pv.data());
      normalize(pv.data(), k);
    }
    matvec(out, k, pv.data(), mv.data());
    S sigma(0.0);
    for (std::size_t i = 0; i < k; ++i) sigma = sigma + pu[i] * mv[i];
    const S r = S(1.0) / (sigma + S(kSpectralEps));
    for (S& x : out) x = x * r;
  }

  void prepare(const S* p) {
    const std::size_t n = w.n, cols = 2 * n;
    if (w.kind == ChannelMixer::kronecker) {
      kron_factor(w.L1, w.D1, w.D1_bias, w.a, p, U);
      kron_factor(w.L2, w.D2, w.D2_bias, w.b, p, V);
      return;
    }
    u.resize(w.r * n);
    alpha.resize(w.r);
    for (std::size_t i = 0; i < w.r; ++i) {
      S* ui = u.data() + i * n;
      linear(w.u + i * n * cols, nullptr, n, cols, p, ui);
      for (std::size_t j = 0; j < n; ++j) ui[j] = silu(ui[j]);
      normalize(ui, n);
    }
    linear(w.alpha, w.alpha_bias, w.r, cols, p, alpha.data());
    for (S& x : alpha) x = sigmoid(x);
  }

  // out = Q v.
  void apply(const S* v, S* out) const {
    const std::size_t n = w.n;
    std::copy(v, v + n, out);
    if (w.kind == ChannelMixer::kronecker) {
      // (Q v)[i b + j] = v[i b + j] - 2 (V M U)[j][i], M[j][i] = v[i b + j].
      const std::size_t a = w.a, b = w.b;
      std::vector<S> R(b * a);
      for (std::size_t j = 0; j < b; ++j)
        for (std::size_t i = 0; i < a; ++i) {
          S s(0.0);
          for (std::size_t l = 0; l < b; ++l) s = s + V[j * b + l] * v[i * b + l];
          R[j * a + i] = s;
        }
      for (std::size_t j = 0; j < b; ++j)
        for (std::size_t i = 0; i < a; ++i) {
          S s(0.0);
          for (std::size_t l = 0; l < a; ++l) s = s + R[j * a + l] * U[l * a + i];
          out[i * b + j] = out[i * b + j] - S(2.0) * s;
        }
      return;
    }
    // householder: H_1 first, each factor on the running vector; dplr: every coefficient of v.
    const bool running = w.kind == ChannelMixer::householder;
    for (std::size_t i = 0; i < w.r; ++i) {
      const S* ui = u.data() + i * n;
      const S* src = running ? out : v;
      S dot(0.0);
      for (std::size_t j = 0; j < n; ++j) dot = dot + ui[j] * src[j];
      const S c = S(2.0) * alpha[i] * dot;
      for (std::size_t j = 0; j < n; ++j) out[j] = out[j] - c * ui[j];
    }
  }
};

FprnnJacobian jacobian_at(const MixerWeights& w, const double* inputs, const double* h_prev, const double* h) {
  const std::size_t n = w.n;
  const double *x = inputs, *bx = x + n, *lam = x + 2 * n, *om = x + 3 * n;
  // Q at p = concat(x, h_prev), as a matrix (column k = Q e_k).
  std::vector<double> p(2 * n), col(n), unit(n, 0.0);
  std::copy(x, x + n, p.begin());
  std::copy(h_prev, h_prev + n, p.begin() + static_cast<std::ptrdiff_t>(n));
  MixerAt<double> q(w);
  q.prepare(p.data());
  Eigen::MatrixXd IminusM = Eigen::MatrixXd::Identity(static_cast<Eigen::Index>(n), static_cast<Eigen::Index>(n));
  for (std::size_t k = 0; k < n; ++k) {
    unit[k] = 1.0;
    q.apply(unit.data(), col.data());
    unit[k] = 0.0;
    // I - M = I - diag(om) (I - Q), column k.
    for (std::size_t i = 0; i < n; ++i)
      IminusM(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(k)) -= om[i] * ((i == k ? 1.0 : 0.0) - col[i]);
  }
  // J column j = om * d/dh_prev_j [Q(p) e], e = bx - h held fixed: one dual pass per column.
  Eigen::MatrixXd rhs = Eigen::MatrixXd::Zero(static_cast<Eigen::Index>(n), static_cast<Eigen::Index>(n));
  std::vector<Dual> pd(2 * n), e(n), out(n);
  for (std::size_t i = 0; i < 2 * n; ++i) pd[i] = Dual(p[i]);
  for (std::size_t i = 0; i < n; ++i) e[i] = Dual(bx[i] - h[i]);
  MixerAt<Dual> qd(w);
  for (std::size_t j = 0; j < n; ++j) {
    pd[n + j].d = 1.0;
    qd.prepare(pd.data());
    qd.apply(e.data(), out.data());
    pd[n + j].d = 0.0;
    for (std::size_t i = 0; i < n; ++i)
      rhs(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(j)) = om[i] * out[i].d;
  }
  Eigen::MatrixXd Lambda = Eigen::MatrixXd::Zero(static_cast<Eigen::Index>(n), static_cast<Eigen::Index>(n));
  for (std::size_t i = 0; i < n; ++i) Lambda(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(i)) = lam[i];
  rhs += Lambda;
  const Eigen::PartialPivLU<Eigen::MatrixXd> lu(IminusM);
  const Eigen::MatrixXd I = Eigen::MatrixXd::Identity(static_cast<Eigen::Index>(n), static_cast<Eigen::Index>(n));
  return {lu.solve(rhs), lu.solve(Lambda), I - IminusM};
}

// ---------------------------------------------------------------------------------------------
// fpmamba: the position map (H_{t-1}, y_{t-1}, y) -> (H_t, G(y)) of docs/LEARNED.md, whose fixed
// point in y is y_t.

struct MambaWeights {
  std::size_t n = 0, N = 0;
  const double *bc = nullptr, *D = nullptr, *gain = nullptr, *bias = nullptr;
  double eps = 0;
  MambaWeights(const LearnedModel& model, std::size_t layer) {
    const LayerSpec& s = model.config.layers[layer];
    n = s.n, N = s.d_state, eps = model.config.norm_eps;
    const std::string m = "layers." + std::to_string(layer) + ".mixer.";
    const auto get = [&](const std::string& name) {
      const auto it = model.weights.find(m + name);
      if (it == model.weights.end()) throw Error("learned model: tensor " + m + name + " is missing");
      return it->second.values.data();
    };
    bc = get("bc.weight"), D = get("D"), gain = get("norm.weight"), bias = get("norm.bias");
  }
};

// in = x (n), dt (n), B (N), C (N), dA (n x N) of the position (detail::LayerTrace::inputs);
// q prepared at concat(x, y_prev). Writes H (n x N) and yo (n).
template <class S>
void mamba_position(const MambaWeights& w, const MixerAt<S>& q, const double* in, const S* H_prev, const S* y_prev,
                    const S* y, S* H, S* yo) {
  using std::sqrt;
  const std::size_t n = w.n, N = w.N;
  const double *x = in, *dt = in + n, *B = in + 2 * n, *C = B + N, *dA = C + N;
  std::vector<S> e(n), xt(n), bc(2 * N), Bp(N), Cp(N), pre(n);
  for (std::size_t j = 0; j < n; ++j) e[j] = S(x[j]) - y[j];
  q.apply(e.data(), xt.data());
  for (std::size_t j = 0; j < n; ++j) xt[j] = xt[j] + y[j];
  linear(w.bc, nullptr, 2 * N, n, y_prev, bc.data());
  for (std::size_t k = 0; k < N; ++k) Bp[k] = S(B[k]) + bc[k], Cp[k] = S(C[k]) + bc[N + k];
  normalize(Bp.data(), N);
  normalize(Cp.data(), N);
  S mean(0.0);
  for (std::size_t j = 0; j < n; ++j) {
    S acc(0.0);
    for (std::size_t k = 0; k < N; ++k) {
      H[j * N + k] = S(dA[j * N + k]) * H_prev[j * N + k] + S(dt[j]) * xt[j] * Bp[k];
      acc = acc + H[j * N + k] * Cp[k];
    }
    pre[j] = acc + S(w.D[j]) * xt[j];
    mean = mean + pre[j];
  }
  mean = mean * S(1.0 / static_cast<double>(n));
  S var(0.0);
  for (std::size_t j = 0; j < n; ++j) pre[j] = pre[j] - mean, var = var + pre[j] * pre[j];
  const S r = S(1.0) / sqrt(var * S(1.0 / static_cast<double>(n)) + S(w.eps));
  for (std::size_t j = 0; j < n; ++j) yo[j] = pre[j] * r * S(w.gain[j]) + S(w.bias[j]);
}

// The Jacobian of (H_t, y_t) in (H_{t-1}, y_{t-1}) (rows and columns: H row-major, then y), by the
// implicit function theorem on y_t = G(y_t; H_{t-1}, y_{t-1}):
//   dy/dθ = (I - G_y)^{-1} G_θ,   dH/dθ = H_θ + H_y dy/dθ,
// every partial derivative exact (one dual pass per coordinate of y, H_{t-1} and y_{t-1}).
Eigen::MatrixXd mamba_jacobian(const MixerWeights& mw, const MambaWeights& w, const double* in, const double* H_prev,
                               const double* y_prev, const double* y, Eigen::MatrixXd* iteration = nullptr) {
  const std::size_t n = w.n, N = w.N, nH = n * N, m = nH + n;
  const auto E = [](std::size_t i) { return static_cast<Eigen::Index>(i); };
  std::vector<Dual> p(2 * n), Hp(nH), yp(n), yy(n), H(nH), yo(n);
  for (std::size_t j = 0; j < n; ++j) p[j] = Dual(in[j]), p[n + j] = Dual(y_prev[j]), yp[j] = Dual(y_prev[j]);
  for (std::size_t i = 0; i < nH; ++i) Hp[i] = Dual(H_prev[i]);
  for (std::size_t j = 0; j < n; ++j) yy[j] = Dual(y[j]);
  MixerAt<Dual> q0(mw), q(mw);
  q0.prepare(p.data());  // Q does not depend on y or H_{t-1}
  Eigen::MatrixXd Gy(E(n), E(n)), Hy(E(nH), E(n)), Gt(E(n), E(m)), Ht(E(nH), E(m));
  const auto pass = [&](const MixerAt<Dual>& qq, Eigen::MatrixXd& dH, Eigen::MatrixXd& dy, std::size_t col) {
    mamba_position(w, qq, in, Hp.data(), yp.data(), yy.data(), H.data(), yo.data());
    for (std::size_t i = 0; i < nH; ++i) dH(E(i), E(col)) = H[i].d;
    for (std::size_t j = 0; j < n; ++j) dy(E(j), E(col)) = yo[j].d;
  };
  for (std::size_t c = 0; c < n; ++c) {
    yy[c].d = 1.0;
    pass(q0, Hy, Gy, c);
    yy[c].d = 0.0;
  }
  for (std::size_t c = 0; c < nH; ++c) {
    Hp[c].d = 1.0;
    pass(q0, Ht, Gt, c);
    Hp[c].d = 0.0;
  }
  for (std::size_t c = 0; c < n; ++c) {
    yp[c].d = p[n + c].d = 1.0;
    q.prepare(p.data());
    pass(q, Ht, Gt, nH + c);
    yp[c].d = p[n + c].d = 0.0;
  }
  const Eigen::MatrixXd I = Eigen::MatrixXd::Identity(E(n), E(n));
  const Eigen::MatrixXd dy = Eigen::PartialPivLU<Eigen::MatrixXd>(I - Gy).solve(Gt);
  Eigen::MatrixXd J(E(m), E(m));
  J.topRows(E(nH)) = Ht + Hy * dy;
  J.bottomRows(E(n)) = dy;
  if (iteration) *iteration = Gy;
  return J;
}

// The scan states H*_t (T x n x N) of a word at its fixed point y* (the trace), position by position.
std::vector<double> mamba_states(const MixerWeights& mw, const MambaWeights& w, const detail::LayerTrace& tr,
                                 std::size_t T) {
  const std::size_t n = w.n, N = w.N, stride = 2 * n + 2 * N + n * N;
  std::vector<double> Hs(T * n * N), zeros(n * N, 0.0), p(2 * n), yo(n);
  MixerAt<double> q(mw);
  for (std::size_t t = 0; t < T; ++t) {
    const double* in = tr.inputs.data() + t * stride;
    const double* yprev = t == 0 ? zeros.data() : tr.h.data() + (t - 1) * n;
    std::copy(in, in + n, p.begin());
    std::copy(yprev, yprev + n, p.begin() + static_cast<std::ptrdiff_t>(n));
    q.prepare(p.data());
    mamba_position(w, q, in, t == 0 ? zeros.data() : Hs.data() + (t - 1) * n * N, yprev, tr.h.data() + t * n,
                   Hs.data() + t * n * N, yo.data());
  }
  return Hs;
}

// ---------------------------------------------------------------------------------------------

using Complex = std::complex<double>;

void sort_eigenvalues(std::vector<Complex>& ev) {
  std::sort(ev.begin(), ev.end(), [](const Complex& a, const Complex& b) {
    const double ma = std::abs(a), mb = std::abs(b);
    if (ma != mb) return ma > mb;
    return std::arg(a) < std::arg(b);
  });
}

// Appends the eigenvalues of a dense matrix; false when it is not finite or the solver fails.
bool dense_eigenvalues(const Eigen::MatrixXd& m, std::vector<Complex>& out) {
  if (!m.allFinite()) return false;
  const Eigen::EigenSolver<Eigen::MatrixXd> solver(m, /*computeEigenvectors=*/false);
  if (solver.info() != Eigen::Success) return false;
  const auto& ev = solver.eigenvalues();
  out.insert(out.end(), ev.data(), ev.data() + ev.size());
  return true;
}

// The verdicts of one matrix (eigenvalues finite).
void classify(MatrixSpectrum& m, double tol) {
  for (const Complex& z : m.eigenvalues) {
    if (std::abs(z) < 1 - tol) continue;
    const bool real_positive = std::abs(z.imag()) <= tol && z.real() > tol;
    if (!real_positive) m.parity_capable = true;
    if (std::abs(z.imag()) > tol) m.modular_capable = true;
  }
}

// The spectral radius of a dense matrix (NaN when it is not finite or the solver fails).
double spectral_radius(const Eigen::MatrixXd& m) {
  std::vector<std::complex<double>> ev;
  if (!dense_eigenvalues(m, ev)) return std::nan("");
  double r = 0;
  for (const auto& z : ev) r = std::max(r, std::abs(z));
  return r;
}

struct Accumulator {
  SpectrumSummary s;
  std::vector<double> rho;
  double mod_min = std::numeric_limits<double>::infinity(), mod_max = -mod_min, re_min = mod_min, re_max = -mod_min;

  void add(const MatrixSpectrum& m, double tol) {
    ++s.matrices;
    if (m.non_finite) {
      ++s.non_finite;
      return;
    }
    s.parity_capable += m.parity_capable;
    s.modular_capable += m.modular_capable;
    if (std::isfinite(m.iteration_rho)) rho.push_back(m.iteration_rho);
    for (const Complex& z : m.eigenvalues) {
      ++s.eigenvalues;
      const double mod = std::abs(z);
      mod_min = std::min(mod_min, mod), mod_max = std::max(mod_max, mod);
      re_min = std::min(re_min, z.real()), re_max = std::max(re_max, z.real());
      if (std::abs(z.imag()) > tol)
        ++s.non_real;
      else if (z.real() < -tol)
        ++s.negative_real;
    }
  }
  SpectrumSummary done() const {
    SpectrumSummary out = s;
    if (out.eigenvalues) {
      out.modulus_min = mod_min, out.modulus_max = mod_max, out.real_min = re_min, out.real_max = re_max;
    }
    if (!rho.empty()) {
      std::vector<double> sorted = rho;
      std::sort(sorted.begin(), sorted.end());
      out.rho_count = sorted.size();
      out.rho_min = sorted.front(), out.rho_median = sorted[(sorted.size() - 1) / 2], out.rho_max = sorted.back();
    }
    return out;
  }
};

// Eigenvalues per matrix: the state's size (fpmamba: H and y, n (N + 1)).
std::size_t layer_width(const LayerSpec& l) {
  if (l.type == MixerType::fla) return l.fla.v_heads * l.n;  // each value head's transition acts on the key index
  return l.type == MixerType::fpmamba ? l.n * (l.d_state + 1) : l.width();
}

}  // namespace

void check_spectrum_size(const ModelConfig& config, std::size_t positions) {
  std::size_t widths = 0;
  for (std::size_t l = 0; l < config.layers.size(); ++l) {
    const LayerSpec& s = config.layers[l];
    widths += layer_width(s);
    const bool dense =
        is_fixed_point(s.type) || ((s.type == MixerType::deltaproduct || s.type == MixerType::fla) && s.rank >= 2);
    const std::size_t dense_width = s.type == MixerType::fpmamba ? layer_width(s) : s.n;
    if (dense && dense_width > lrnn::kSpectrumMaxDenseWidth)
      throw Error("spectrum: layer " + std::to_string(l) + " has width " + std::to_string(dense_width) +
                  ", more than the limit of " + std::to_string(lrnn::kSpectrumMaxDenseWidth) +
                  " for the dense eigenvalue solver (O(n^3))");
  }
  if (widths != 0 && positions > lrnn::kSpectrumMaxEigenvalues / widths)
    throw Error("spectrum: " + std::to_string(positions) + " positions x " + std::to_string(widths) +
                " eigenvalues per position (the layers' widths) is more than the limit of " +
                std::to_string(lrnn::kSpectrumMaxEigenvalues) + " eigenvalues; use fewer or shorter words");
}

FprnnJacobian fprnn_jacobian(const LearnedModel& model, std::size_t layer, const double* inputs, const double* h_prev,
                             const double* h) {
  const MixerWeights w(model, layer);
  return jacobian_at(w, inputs, h_prev, h);
}

namespace {

// The positions of all the words, after checking their sizes against the limits and their letters
// against the alphabet.
std::size_t checked_positions(const ModelConfig& config, const std::vector<automata::Word>& words) {
  std::size_t positions = 0;
  for (const automata::Word& w : words) {
    if (w.size() > lrnn::kSpectrumMaxEigenvalues)
      throw Error("spectrum: a word of length " + std::to_string(w.size()) + " is longer than the limit of " +
                  std::to_string(lrnn::kSpectrumMaxEigenvalues));
    positions += w.size();
    if (positions > lrnn::kSpectrumMaxEigenvalues)
      throw Error("spectrum: more than " + std::to_string(lrnn::kSpectrumMaxEigenvalues) +
                  " positions in all; use fewer or shorter words");
  }
  check_spectrum_size(config, positions);
  const std::size_t letters = config.alphabet.size();
  for (const automata::Word& w : words)
    for (std::size_t t = 0; t < w.size(); ++t)
      if (w[t] >= letters)
        throw Error("spectrum: position " + std::to_string(t + 1) + " has letter " + std::to_string(w[t]) +
                    ", expected a letter index in [0, " + std::to_string(letters) + ")");
  return positions;
}

// The report's header and one LayerSpectrum per layer, without matrices yet.
SpectrumReport empty_report(const ModelConfig& config, std::size_t words, std::size_t positions, double tol) {
  SpectrumReport report;
  report.tol = tol;
  report.words = words;
  report.positions = positions;
  report.layers.resize(config.layers.size());
  for (std::size_t l = 0; l < config.layers.size(); ++l) {
    LayerSpectrum& ls = report.layers[l];
    ls.layer = l;
    const LayerSpec& s = config.layers[l];
    ls.architecture = to_string(ArchSpec{s.type, s.range, s.rank, s.mixer});
    ls.width = layer_width(s);
    ls.matrices.reserve(positions);
  }
  return report;
}

// What one layer's transitions at the positions of one word are computed from: the word's trace,
// and for the fixed-point layers their weights (fpmamba: also the matrix states H of every position).
struct WordLayer {
  const LayerSpec& s;
  const detail::LayerTrace& tr;
  std::unique_ptr<MixerWeights> mw;
  std::unique_ptr<MambaWeights> mamba;
  std::vector<double> Hs, zeros;

  // positions: the trace's, with the BOS token if the model has one.
  WordLayer(const LearnedModel& model, std::size_t l, const detail::LayerTrace& trace, std::size_t positions)
      : s(model.config.layers[l]), tr(trace) {
    if (is_fixed_point(s.type)) mw = std::make_unique<MixerWeights>(model, l);
    if (s.type == MixerType::fpmamba) {
      mamba = std::make_unique<MambaWeights>(model, l);
      Hs = mamba_states(*mw, *mamba, tr, positions);
    }
    zeros.assign(s.type == MixerType::fpmamba ? s.n * s.d_state : s.n, 0.0);
  }
};

// Appends the eigenvalues of a deltaproduct transition at trace position tt, head by head: rank 1
// from the formula 1 - beta |k|^2 (and n - 1 ones), higher ranks from the product of the factors;
// false when they are not finite or the solver fails.
// fla: the same per value head, times its decay alpha.
bool delta_eigenvalues(const LayerSpec& s, const detail::LayerTrace& tr, std::size_t tt, std::vector<Complex>& out) {
  const bool fla = s.type == MixerType::fla;
  const std::size_t n = s.n, H = fla ? s.fla.v_heads : s.heads, r = s.rank;
  bool ok = true;
  for (std::size_t h = 0; h < H && ok; ++h) {
    const auto k = [&](std::size_t i) { return tr.k.data() + ((tt * r + i) * H + h) * n; };
    const auto beta = [&](std::size_t i) { return tr.beta[(tt * r + i) * H + h]; };
    const double alpha = fla ? tr.alpha[tt * H + h] : 1.0;
    if (r == 1) {
      double kk = 0;
      for (std::size_t j = 0; j < n; ++j) kk += k(0)[j] * k(0)[j];
      out.emplace_back(alpha * (1.0 - beta(0) * kk), 0.0);
      for (std::size_t j = 1; j < n; ++j) out.emplace_back(alpha, 0.0);
      ok = std::isfinite(kk) && std::isfinite(beta(0)) && std::isfinite(alpha);
      continue;
    }
    // A = H_r ... H_1: A <- A - beta k (k^T A), factor 1 first.
    Eigen::MatrixXd A = Eigen::MatrixXd::Identity(static_cast<Eigen::Index>(n), static_cast<Eigen::Index>(n));
    for (std::size_t i = 0; i < r; ++i) {
      const Eigen::Map<const Eigen::VectorXd> kv(k(i), static_cast<Eigen::Index>(n));
      const Eigen::RowVectorXd kA = kv.transpose() * A;
      A -= beta(i) * kv * kA;
    }
    ok = dense_eigenvalues(alpha * A, out);
  }
  return ok;
}

// The eigenvalues of the layer's transition at trace position tt into m (fixed-point layers: also
// the iteration map's spectral radius); false when they are not finite or a solver fails.
bool transition_eigenvalues(const WordLayer& w, std::size_t tt, MatrixSpectrum& m) {
  const LayerSpec& s = w.s;
  const detail::LayerTrace& tr = w.tr;
  const std::size_t n = s.n;
  switch (s.type) {
    case MixerType::diag:
      for (std::size_t j = 0; j < n; ++j) m.eigenvalues.emplace_back(tr.a[tt * n + j], 0.0);
      return true;
    case MixerType::deltaproduct:
    case MixerType::fla: return delta_eigenvalues(s, tr, tt, m.eigenvalues);
    case MixerType::fprnn: {
      const double* hp = tt == 0 ? w.zeros.data() : tr.h.data() + (tt - 1) * n;
      const FprnnJacobian jac = jacobian_at(*w.mw, tr.inputs.data() + tt * 4 * n, hp, tr.h.data() + tt * n);
      const bool ok = dense_eigenvalues(jac.full, m.eigenvalues);
      m.iteration_rho = spectral_radius(jac.iteration);
      return ok;
    }
    case MixerType::fpmamba: {
      const std::size_t nN = n * s.d_state, stride = 2 * n + 2 * s.d_state + nN;
      Eigen::MatrixXd Gy;
      const Eigen::MatrixXd J = mamba_jacobian(
          *w.mw, *w.mamba, tr.inputs.data() + tt * stride, tt == 0 ? w.zeros.data() : &w.Hs[(tt - 1) * nN],
          tt == 0 ? w.zeros.data() : tr.h.data() + (tt - 1) * n, tr.h.data() + tt * n, &Gy);
      const bool ok = dense_eigenvalues(J, m.eigenvalues);
      m.iteration_rho = spectral_radius(Gy);
      return ok;
    }
  }
  return true;
}

// One layer's transitions at every position of word wi, appended to ls.matrices (sorted and
// classified, or marked non-finite), and the word's l* for a fixed-point layer.
void word_layer_spectrum(const LearnedModel& model, std::size_t l, std::size_t wi, const automata::Word& word,
                         const detail::LayerTrace& tr, double tol, LayerSpectrum& ls) {
  const LayerSpec& s = model.config.layers[l];
  if (is_fixed_point(s.type)) ls.iterations.push_back(tr.iterations);
  const std::size_t off = model.config.bos && !word.empty() ? 1 : 0;  // the trace's position 0 is the BOS token
  const WordLayer w(model, l, tr, word.size() + off);
  for (std::size_t t = 0; t < word.size(); ++t) {
    MatrixSpectrum m;
    m.word = wi, m.position = t, m.letter = word[t];
    m.eigenvalues.reserve(ls.width);
    bool ok = transition_eigenvalues(w, t + off, m);
    for (const Complex& z : m.eigenvalues) ok = ok && std::isfinite(z.real()) && std::isfinite(z.imag());
    if (!ok) {
      m.non_finite = true;
      m.eigenvalues.assign(ls.width, Complex(std::nan(""), std::nan("")));
    } else {
      sort_eigenvalues(m.eigenvalues);
      classify(m, tol);
    }
    ls.matrices.push_back(std::move(m));
  }
}

// The layer's summary over all its matrices, and with `letters` > 0 one per letter.
void summarize(LayerSpectrum& ls, std::size_t letters, double tol) {
  Accumulator all;
  std::vector<Accumulator> per_letter(letters);
  for (const MatrixSpectrum& m : ls.matrices) {
    all.add(m, tol);
    if (letters) per_letter[m.letter].add(m, tol);
  }
  ls.summary = all.done();
  for (const Accumulator& a : per_letter) ls.letters.push_back(a.done());
}

}  // namespace

SpectrumReport spectrum(const LearnedModel& model, const std::vector<automata::Word>& words, double tol) {
  const ModelConfig& config = model.config;
  SpectrumReport report = empty_report(config, words.size(), checked_positions(config, words), tol);
  const detail::Tracer tracer(model);
  for (std::size_t wi = 0; wi < words.size(); ++wi) {
    const std::vector<detail::LayerTrace> trace = tracer.run(words[wi]);
    for (std::size_t l = 0; l < config.layers.size(); ++l)
      word_layer_spectrum(model, l, wi, words[wi], trace[l], tol, report.layers[l]);
  }
  for (std::size_t l = 0; l < config.layers.size(); ++l)
    summarize(report.layers[l], l == 0 ? config.alphabet.size() : 0, tol);
  return report;
}

}  // namespace lrnnc::learned
