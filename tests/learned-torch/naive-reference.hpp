// A naive double forward pass of a learned model, written line by line from docs/LEARNED.md
// section 1 (loops over plain vectors, no libtorch, no precision runtime), so that the libtorch
// model can be checked against the document itself. Evaluation semantics for fprnn and fpmamba:
// each word stops iterating on its own.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "learned/model.hpp"

namespace lrnnc::learned::test_models {

using Vec = std::vector<double>;

struct NaiveResult {
  std::vector<Vec> logits;
  std::vector<std::size_t> iterations;
};

class NaiveForward {
 public:
  explicit NaiveForward(const LearnedModel& model) : m_(model) {}

  NaiveResult run(const std::vector<std::uint32_t>& word) const {
    const std::size_t d = m_.config.d_model;
    std::vector<std::uint32_t> input = word;  // with a BOS token: its row (|alphabet|) first, no output
    if (m_.config.bos) input.insert(input.begin(), static_cast<std::uint32_t>(m_.config.bos_row()));
    const std::size_t T = input.size();
    NaiveResult result;
    std::vector<Vec> u(T);
    for (std::size_t t = 0; t < T; ++t) u[t] = row(w("embed"), input[t]);
    for (std::size_t l = 0; l < m_.config.layers.size(); ++l) {
      const std::string p = "layers." + std::to_string(l) + ".";
      std::vector<Vec> z(T);
      for (std::size_t t = 0; t < T; ++t) z[t] = rms(u[t], w(p + "norm.weight").values);
      const LayerSpec& spec = m_.config.layers[l];
      std::vector<Vec> y;
      if (spec.type == MixerType::diag) y = diag(p + "mixer.", spec, z);
      if (spec.type == MixerType::deltaproduct) y = deltaproduct(p + "mixer.", spec, z);
      if (spec.type == MixerType::fprnn) y = fprnn(p + "mixer.", spec, z, result.iterations);
      if (spec.type == MixerType::fpmamba) y = fpmamba(p + "mixer.", spec, z, result.iterations);
      for (std::size_t t = 0; t < T; ++t) {
        const Vec o = mv(w(p + "out.weight"), y[t]);
        for (std::size_t i = 0; i < d; ++i) u[t][i] += o[i];
      }
    }
    for (std::size_t t = m_.config.bos ? 1 : 0; t < T; ++t) {
      const Vec hn = rms(u[t], w("head.norm.weight").values);
      Vec logits;
      if (m_.config.tied_head) {  // the embed rows of the labels, after the letters', no bias
        for (std::size_t k = 0; k < m_.config.outputs.size(); ++k)
          logits.push_back(dotp(row(w("embed"), m_.config.alphabet.size() + k), hn));
      } else {
        logits = mv(w("head.weight"), hn);
        for (std::size_t k = 0; k < logits.size(); ++k) logits[k] += w("head.bias").values[k];
      }
      result.logits.push_back(logits);
    }
    return result;
  }

 private:
  const lrnn::Tensor& w(const std::string& name) const { return m_.weights.at(name); }
  static double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }
  static double silu(double x) { return x * sigmoid(x); }
  static double softplus(double x) { return std::log(1 + std::exp(x)); }
  static double dotp(const Vec& a, const Vec& b) {
    double s = 0;
    for (std::size_t i = 0; i < a.size(); ++i) s += a[i] * b[i];
    return s;
  }
  // Row `r` of the last two dimensions' matrix number `block` of a tensor [..., out, in].
  static Vec row(const lrnn::Tensor& t, std::size_t r, std::size_t block = 0) {
    const std::size_t in = t.shape.back(), out = t.shape.size() >= 2 ? t.shape[t.shape.size() - 2] : 1;
    const auto begin = t.values.begin() + static_cast<std::ptrdiff_t>((block * out + r) * in);
    return Vec(begin, begin + static_cast<std::ptrdiff_t>(in));
  }
  static Vec mv(const lrnn::Tensor& t, const Vec& x, std::size_t block = 0) {
    const std::size_t out = t.shape[t.shape.size() - 2];
    Vec y(out);
    for (std::size_t r = 0; r < out; ++r) y[r] = dotp(row(t, r, block), x);
    return y;
  }
  Vec rms(const Vec& u, const Vec& g) const {
    const double r = 1 / std::sqrt(dotp(u, u) / static_cast<double>(u.size()) + m_.config.norm_eps);
    Vec z(u.size());
    for (std::size_t i = 0; i < u.size(); ++i) z[i] = u[i] * r * g[i];
    return z;
  }
  static Vec normalize(Vec x) {
    const double r = 1 / std::sqrt(dotp(x, x) + 1e-12);
    for (double& v : x) v *= r;
    return x;
  }

  std::vector<Vec> diag(const std::string& p, const LayerSpec& spec, const std::vector<Vec>& z) const {
    Vec h(spec.n, 0.0);
    std::vector<Vec> y;
    for (const Vec& zt : z) {
      const Vec pre = mv(w(p + "delta.weight"), zt), bz = mv(w(p + "B.weight"), zt);
      for (std::size_t i = 0; i < spec.n; ++i) {
        const double delta = softplus(pre[i] + w(p + "delta.bias").values[i]);
        double a = std::exp(-delta * std::exp(w(p + "A_log").values[i]));
        if (spec.range == EigenRange::symmetric) a = 2 * a - 1;
        h[i] = a * h[i] + delta * bz[i];
      }
      y.push_back(h);
    }
    return y;
  }

  std::vector<Vec> deltaproduct(const std::string& p, const LayerSpec& spec, const std::vector<Vec>& z) const {
    const std::size_t n = spec.n, H = spec.heads;
    std::vector<Vec> S(H, Vec(n * n, 0.0));  // S[i][j] at i * n + j
    std::vector<Vec> y;
    const double s = spec.range == EigenRange::unit ? 1.0 : 2.0;
    for (const Vec& zt : z) {
      Vec yt;
      for (std::size_t h = 0; h < H; ++h) {
        const auto head = [&](const Vec& full) { return Vec(full.begin() + h * n, full.begin() + (h + 1) * n); };
        for (std::size_t i = 0; i < spec.rank; ++i) {
          const Vec k = normalize(head(mv(w(p + "k.weight"), zt, i))), v = head(mv(w(p + "v.weight"), zt, i));
          const double beta =
              s * sigmoid(dotp(row(w(p + "beta.weight"), h, i), zt) + w(p + "beta.bias").values[i * H + h]);
          Vec stk(n, 0.0);
          for (std::size_t a = 0; a < n; ++a)
            for (std::size_t b = 0; b < n; ++b) stk[b] += S[h][a * n + b] * k[a];
          for (std::size_t a = 0; a < n; ++a)
            for (std::size_t b = 0; b < n; ++b) S[h][a * n + b] += beta * k[a] * (v[b] - stk[b]);
        }
        const Vec q = normalize(head(mv(w(p + "q.weight"), zt)));
        for (std::size_t b = 0; b < n; ++b) {
          double acc = 0;
          for (std::size_t a = 0; a < n; ++a) acc += S[h][a * n + b] * q[a];
          yt.push_back(acc);
        }
      }
      y.push_back(yt);
    }
    return y;
  }

  // The channel mixer Q(p) applied to v.
  Vec channel(const std::string& p, const LayerSpec& spec, const Vec& pv, const Vec& v) const {
    if (spec.mixer != ChannelMixer::kronecker) {
      Vec out = v;
      for (std::size_t i = 0; i < spec.rank; ++i) {
        Vec u = mv(w(p + "u.weight"), pv, i);
        for (double& x : u) x = silu(x);
        u = normalize(u);
        const double alpha = sigmoid(dotp(row(w(p + "alpha.weight"), i), pv) + w(p + "alpha.bias").values[i]);
        const double coef = 2 * alpha * dotp(u, spec.mixer == ChannelMixer::householder ? out : v);
        for (std::size_t j = 0; j < out.size(); ++j) out[j] -= coef * u[j];
      }
      return out;
    }
    const std::size_t a = kronecker_rows(spec.n), b = spec.n / a;
    const bool spectral = spec.type == MixerType::fprnn;  // fpmamba: the rows normalized only
    const Vec U = factor(p + "L1.weight", p + "D1", pv, a, spectral),
              V = factor(p + "L2.weight", p + "D2", pv, b, spectral);
    Vec out = v;
    for (std::size_t j = 0; j < b; ++j)
      for (std::size_t i = 0; i < a; ++i) {
        double vmu = 0;  // (V M U)[j][i] with M[jj][ii] = v[ii b + jj]
        for (std::size_t jj = 0; jj < b; ++jj)
          for (std::size_t ii = 0; ii < a; ++ii) vmu += V[j * b + jj] * v[ii * b + jj] * U[ii * a + i];
        out[i * b + j] -= 2 * vmu;
      }
    return out;
  }
  // diag(sigmoid(D p + c)) U0 / (sigma + 1e-5): U0 = T T^T with each row normalized, T upper
  // triangular from silu(L p), sigma from 8 power-iteration rounds (u = normalize(U0 v), v =
  // normalize(U0 u) from v = 1; sigma = u . U0 v); without `spectral`, sigma + 1e-5 is 1. Row-major a x a.
  Vec factor(const std::string& l, const std::string& dname, const Vec& pv, std::size_t a, bool spectral) const {
    const Vec e = mv(w(l), pv);
    Vec t1(a * a, 0.0), U(a * a, 0.0);
    std::size_t k = 0;
    for (std::size_t i = 0; i < a; ++i)
      for (std::size_t j = i; j < a; ++j) t1[i * a + j] = silu(e[k++]);
    for (std::size_t i = 0; i < a; ++i) {
      double norm = 0;
      for (std::size_t j = 0; j < a; ++j) {
        for (std::size_t c = 0; c < a; ++c) U[i * a + j] += t1[i * a + c] * t1[j * a + c];
        norm += U[i * a + j] * U[i * a + j];
      }
      for (std::size_t j = 0; j < a; ++j) U[i * a + j] /= std::sqrt(norm + 1e-12);
    }
    const auto times = [&](const Vec& v) {
      Vec out(a, 0.0);
      for (std::size_t i = 0; i < a; ++i)
        for (std::size_t j = 0; j < a; ++j) out[i] += U[i * a + j] * v[j];
      return out;
    };
    Vec pu, pvv(a, 1.0);
    for (int it = 0; it < 8; ++it) {
      pu = normalize(times(pvv));
      pvv = normalize(times(pu));
    }
    const double scale = spectral ? dotp(pu, times(pvv)) + 1e-5 : 1.0;
    const Vec dpre = mv(w(dname + ".weight"), pv);
    for (std::size_t i = 0; i < a; ++i)
      for (std::size_t j = 0; j < a; ++j) U[i * a + j] *= sigmoid(dpre[i] + w(dname + ".bias").values[i]) / scale;
    return U;
  }

  std::vector<Vec> fp_step(const std::string& p, const LayerSpec& spec, const std::vector<Vec>& x,
                           const std::vector<Vec>& bx, const std::vector<Vec>& lam,
                           const std::vector<Vec>& prev) const {
    const std::size_t n = spec.n, T = x.size();
    std::vector<Vec> h(T, Vec(n));
    for (std::size_t t = 0; t < T; ++t) {
      Vec pv = x[t];
      for (std::size_t i = 0; i < n; ++i) pv.push_back(t == 0 ? 0.0 : prev[t - 1][i]);
      Vec e(n);
      for (std::size_t i = 0; i < n; ++i) e[i] = bx[t][i] - prev[t][i];
      const Vec q = channel(p, spec, pv, e);
      for (std::size_t i = 0; i < n; ++i) {
        const double before = t == 0 ? 0.0 : h[t - 1][i];
        h[t][i] = lam[t][i] * before + (1 - lam[t][i]) * (q[i] + prev[t][i]);
      }
    }
    return h;
  }

  // The fixed-point iteration from h^0 = 0 with `step` (one undamped iteration): the residue
  // against the iterate before, damping s (decaying by damping_decay after damping_patience
  // iterations without a lower running minimum), stop at a running minimum below the threshold,
  // s < 1e-3 or max_iter; then one more undamped step, which is returned.
  template <class Step>
  static std::vector<Vec> solve(const LayerSpec& spec, std::size_t T, std::size_t n, Step step,
                                std::vector<std::size_t>& iterations) {
    const FixedPointOptions& fp = spec.fixed_point;
    std::vector<Vec> h(T, Vec(n, 0.0));
    double s = fp.damping, best = INFINITY;
    std::size_t patience = fp.damping_patience, l = 1;
    for (;; ++l) {
      std::vector<Vec> next = step(h);
      double res = 0;
      for (std::size_t t = 0; t < T; ++t) {
        double num = 0, den = 0;
        for (std::size_t i = 0; i < n; ++i) {
          num = std::max(num, std::abs(next[t][i] - h[t][i]));
          den = std::max(den, std::abs(next[t][i]));
        }
        res = std::max(res, num / (den + 1e-8));
      }
      if (s != 1.0)
        for (std::size_t t = 0; t < T; ++t)
          for (std::size_t i = 0; i < n; ++i) next[t][i] = s * next[t][i] + (1 - s) * h[t][i];
      h = next;
      if (res < best) {
        best = res;
        patience = fp.damping_patience;
      } else if (--patience == 0) {
        patience = fp.damping_patience;
        s *= fp.damping_decay;
      }
      if (best < fp.threshold || s < 1e-3 || l >= fp.max_iter) break;
    }
    iterations.push_back(l + 1);
    return step(h);
  }

  std::vector<Vec> fprnn(const std::string& p, const LayerSpec& spec, const std::vector<Vec>& z,
                         std::vector<std::size_t>& iterations) const {
    const std::size_t n = spec.n, T = z.size();
    std::vector<Vec> x(T), zg(T), bx(T), lam(T);
    for (std::size_t t = 0; t < T; ++t) {
      const Vec xz = mv(w(p + "in.weight"), z[t]);  // x = the first n rows, the gate's z the last n
      x[t] = Vec(xz.begin(), xz.begin() + static_cast<std::ptrdiff_t>(n));
      zg[t] = Vec(xz.begin() + static_cast<std::ptrdiff_t>(n), xz.end());
      const Vec g = mv(w(p + "b.weight"), x[t]), lp = mv(w(p + "lam.weight"), x[t]);
      bx[t] = Vec(n);
      lam[t] = Vec(n);
      for (std::size_t i = 0; i < n; ++i) {
        bx[t][i] = silu(g[i]) * x[t][i];
        lam[t][i] = sigmoid(lp[i] + w(p + "lam.bias").values[i]);
      }
    }
    const std::vector<Vec> hs = solve(
        spec, T, n, [&](const std::vector<Vec>& prev) { return fp_step(p, spec, x, bx, lam, prev); }, iterations);
    std::vector<Vec> y(T);
    for (std::size_t t = 0; t < T; ++t) {
      Vec pv = x[t];
      for (std::size_t i = 0; i < n; ++i) pv.push_back(t == 0 ? 0.0 : hs[t - 1][i]);
      const Vec c = mv(w(p + "c.weight"), pv);
      Vec g(n);
      for (std::size_t i = 0; i < n; ++i) g[i] = silu(zg[t][i]) * silu(c[i]) * hs[t][i];
      y[t] = rms(g, w(p + "norm.weight").values);
    }
    return y;
  }

  // fpmamba (docs/LEARNED.md): x, z = W_in z; (dt_raw, B, C) = W_x x; dt = softplus(W_dt dt_raw + b);
  // an iteration: xt = Q(concat(x_t, y_{t-1}))(x_t - y_t) + y_t, (B_y, C_y) = W_bc y_{t-1},
  // B' = normalize(B + B_y), C' = normalize(C + C_y), H_t = exp(-dt exp(A_log)) H_{t-1} + dt xt B'^T,
  // y_t = LayerNorm(H_t C' + D xt); output silu(z_t + W_zy y*_{t-1}) y*_t.
  std::vector<Vec> fpmamba(const std::string& p, const LayerSpec& spec, const std::vector<Vec>& z,
                           std::vector<std::size_t>& iterations) const {
    const std::size_t n = spec.n, N = spec.d_state, R = spec.dt_rank, T = z.size();
    std::vector<Vec> x(T), zg(T), dt(T), B(T), C(T);
    for (std::size_t t = 0; t < T; ++t) {
      const Vec xz = mv(w(p + "in.weight"), z[t]);
      x[t] = Vec(xz.begin(), xz.begin() + static_cast<std::ptrdiff_t>(n));
      zg[t] = Vec(xz.begin() + static_cast<std::ptrdiff_t>(n), xz.end());
      const Vec xd = mv(w(p + "x.weight"), x[t]);
      const Vec raw(xd.begin(), xd.begin() + static_cast<std::ptrdiff_t>(R));
      B[t] = Vec(xd.begin() + static_cast<std::ptrdiff_t>(R), xd.begin() + static_cast<std::ptrdiff_t>(R + N));
      C[t] = Vec(xd.begin() + static_cast<std::ptrdiff_t>(R + N), xd.end());
      dt[t] = mv(w(p + "dt.weight"), raw);
      for (std::size_t i = 0; i < n; ++i) dt[t][i] = softplus(dt[t][i] + w(p + "dt.bias").values[i]);
    }
    const Vec &A_log = w(p + "A_log").values, &D = w(p + "D").values;
    const Vec &gain = w(p + "norm.weight").values, &bias = w(p + "norm.bias").values;
    const auto step = [&](const std::vector<Vec>& prev) {
      std::vector<Vec> out(T);
      std::vector<Vec> H(n, Vec(N, 0.0));
      const Vec zeros(n, 0.0);
      for (std::size_t t = 0; t < T; ++t) {
        const Vec& yp = t == 0 ? zeros : prev[t - 1];
        Vec pv = x[t];
        pv.insert(pv.end(), yp.begin(), yp.end());
        Vec e(n);
        for (std::size_t i = 0; i < n; ++i) e[i] = x[t][i] - prev[t][i];
        Vec xt = channel(p, spec, pv, e);
        for (std::size_t i = 0; i < n; ++i) xt[i] += prev[t][i];
        const Vec bc = mv(w(p + "bc.weight"), yp);
        Vec Bp(N), Cp(N);
        for (std::size_t k = 0; k < N; ++k) Bp[k] = B[t][k] + bc[k], Cp[k] = C[t][k] + bc[N + k];
        Bp = normalize(Bp), Cp = normalize(Cp);
        Vec pre(n);
        for (std::size_t i = 0; i < n; ++i) {
          for (std::size_t k = 0; k < N; ++k)
            H[i][k] = std::exp(-dt[t][i] * std::exp(A_log[i * N + k])) * H[i][k] + dt[t][i] * xt[i] * Bp[k];
          pre[i] = dotp(H[i], Cp) + D[i] * xt[i];
        }
        double mean = 0, var = 0;
        for (double v : pre) mean += v / static_cast<double>(n);
        for (double v : pre) var += (v - mean) * (v - mean) / static_cast<double>(n);
        out[t] = Vec(n);
        for (std::size_t i = 0; i < n; ++i)
          out[t][i] = (pre[i] - mean) / std::sqrt(var + m_.config.norm_eps) * gain[i] + bias[i];
      }
      return out;
    };
    const std::vector<Vec> ys = solve(spec, T, n, step, iterations);
    std::vector<Vec> y(T, Vec(n));
    for (std::size_t t = 0; t < T; ++t) {
      const Vec g = t == 0 ? Vec(n, 0.0) : mv(w(p + "zy.weight"), ys[t - 1]);
      for (std::size_t i = 0; i < n; ++i) y[t][i] = silu(zg[t][i] + g[i]) * ys[t][i];
    }
    return y;
  }

  const LearnedModel& m_;
};

}  // namespace lrnnc::learned::test_models
