// The channel mixer Q(p) of the fixed-point layers (learned/forward-fixed-point.hpp): its
// parameters at one p = concat(x_t, h_{t-1}) and its application to a vector, for householder,
// dplr and kronecker, docs/LEARNED.md section 1 ("Channel mixers") with the roundings of section 3.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstddef>
#include <type_traits>
#include <vector>

#include "learned/forward-fixed-point.hpp"

namespace lrnnc::learned::detail {

template <class Ops>
void ChannelMixerAt<Ops>::begin_word(const double* x, std::size_t stride, std::size_t T) {
  batched = ops.split_dot();
  if (!batched) return;
  block = L.mix.rows;
  X = x;
  ldx = stride;
  proj.resize(std::min(T, kPositionsAtOnce) * block);
  zeros.assign(n, 0.0);
  xacc.clear();
  if (fixed_point_shortcuts.enabled) {
    xacc.resize(T * block);
    for (std::size_t t0 = 0; t0 < T; t0 += kPositionsAtOnce) {
      const std::size_t rows = std::min(T - t0, kPositionsAtOnce);
      ops.linear_part_rows(L.mix, 0, n, rows, X + t0 * ldx, ldx, nullptr, 0, xacc.data() + t0 * block, block);
    }
  }
}

template <class Ops>
void ChannelMixerAt<Ops>::project_positions(const double* h, std::size_t t0, std::size_t t1) {
  base = t0;
  if (t0 >= t1) return;
  if (!xacc.empty()) fixed_point_shortcuts.x_parts.fetch_add(t1 - t0, std::memory_order_relaxed);
  // The columns [off, off + W.rows) of the rows: W is Layer::mix, or one of its matrices, each on
  // its own where Ops has no hardware dot (the emulated columns read a matrix's rows, which are
  // closer together alone).
  double* out = proj.data();
  const auto columns = [&](const Matrix& W, std::size_t off) {
    const double* start = xacc.empty() ? out + off : xacc.data() + t0 * block + off;
    if (xacc.empty()) ops.linear_part_rows(W, 0, n, t1 - t0, X + t0 * ldx, ldx, nullptr, 0, out + off, block);
    // Position t reads h_{t-1}: rows t0 - 1 .. t1 - 2 of h, and zeros at t = 0.
    std::size_t t = t0;
    if (t == 0) {
      ops.linear_part_rows(W, n, 2 * n, 1, zeros.data(), n, start, block, out + off, block);
      ++t;
    }
    if (t < t1)
      ops.linear_part_rows(W, n, 2 * n, t1 - t, h + (t - 1) * n, n, start + (t - t0) * block, block,
                           out + (t - t0) * block + off, block);
  };
  if (ops.overlapping_dots()) {
    columns(L.mix, 0);
  } else {
    std::size_t off = 0;
    for (const Matrix* W : mix_parts(L)) {
      columns(*W, off);
      off += W->rows;
    }
  }
  // (Binary32Ops: the binary32 sums are storage values already)
  if constexpr (!std::is_same_v<Ops, Binary32Ops>)
    for (double* v = out; v != out + (t1 - t0) * block; ++v) *v = ops.store(*v);
}

template <class Ops>
void ChannelMixerAt<Ops>::project(const Matrix& W, const double* p, double* y) {
  if (!at) {
    ops.linear(W, p, y);
    return;
  }
  std::copy_n(at + offset, W.rows, y);
  offset += W.rows;
}

template <class Ops>
void ChannelMixerAt<Ops>::project(const Matrix& W, const std::vector<double>& bias, const double* p, double* y) {
  project(W, p, y);
  for (std::size_t j = 0; j < W.rows; ++j) y[j] = ops.add(y[j], bias[j]);
}

template <class Ops>
void ChannelMixerAt<Ops>::matvec(const std::vector<double>& M, std::size_t a, const double* v, double* out) {
  for (std::size_t i = 0; i < a; ++i) out[i] = ops.store(ops.dot(&M[i * a], v, a));
}

template <class Ops>
void ChannelMixerAt<Ops>::kron_factor(const Matrix& WL, const Matrix& WD, const std::vector<double>& bias,
                                      std::size_t a, const double* p, std::vector<double>& out) {
  tri.resize(WL.rows);
  project(WL, p, tri.data());
  std::vector<double> T1(a * a, 0.0);
  for (std::size_t i = 0, e = 0; i < a; ++i)
    for (std::size_t j = i; j < a; ++j, ++e) T1[i * a + j] = ops.store(silu(tri[e]));
  out.resize(a * a);
  for (std::size_t i = 0; i < a; ++i)
    for (std::size_t j = 0; j < a; ++j) out[i * a + j] = ops.store(ops.dot(&T1[i * a], &T1[j * a], a));
  for (std::size_t i = 0; i < a; ++i) normalize(ops, &out[i * a], a);
  if (kronecker_spectral(L.spec.type)) {
    std::vector<double> pu(a), pv(a, 1.0), mv(a);
    for (int k = 0; k < kPowerIterations; ++k) {
      matvec(out, a, pv.data(), pu.data());
      normalize(ops, pu.data(), a);
      matvec(out, a, pu.data(), pv.data());
      normalize(ops, pv.data(), a);
    }
    matvec(out, a, pv.data(), mv.data());
    const double sigma = ops.store(ops.dot(pu.data(), mv.data(), a));
    const double r = ops.store(1.0 / (sigma + kSpectralEps));
    for (double& v : out) v = ops.mul(v, r);
  }
  std::vector<double> D(a);
  project(WD, bias, p, D.data());
  for (std::size_t i = 0; i < a; ++i) {
    const double s = ops.store(sigmoid(D[i]));
    for (std::size_t j = 0; j < a; ++j) out[i * a + j] = ops.mul(s, out[i * a + j]);
  }
}

template <class Ops>
void ChannelMixerAt<Ops>::prepare(const double* p) {
  at = nullptr;
  prepare_at(p);
}

template <class Ops>
void ChannelMixerAt<Ops>::prepare_position(std::size_t t) {
  at = proj.data() + (t - base) * block;
  offset = 0;
  prepare_at(nullptr);
}

template <class Ops>
void ChannelMixerAt<Ops>::prepare_at(const double* p) {
  if (L.spec.mixer == ChannelMixer::kronecker) {
    kron_factor(L.L1, L.D1, L.D1_bias, L.ka, p, U);
    kron_factor(L.L2, L.D2, L.D2_bias, L.kb, p, V);
    return;
  }
  const std::size_t r = L.spec.rank;
  u.resize(r * n);
  alpha.resize(r);
  for (std::size_t i = 0; i < r; ++i) {
    double* ui = u.data() + i * n;
    project(L.u[i], p, ui);
    for (std::size_t j = 0; j < n; ++j) ui[j] = ops.store(silu(ui[j]));
    normalize(ops, ui, n);
  }
  project(L.alpha, L.alpha_bias, p, alpha.data());
  for (std::size_t i = 0; i < r; ++i) alpha[i] = ops.store(sigmoid(alpha[i]));
}

template <class Ops>
void ChannelMixerAt<Ops>::apply(double* v) {
  const std::size_t r = L.spec.rank;
  switch (L.spec.mixer) {
    case ChannelMixer::householder:
      for (std::size_t i = 0; i < r; ++i) {
        const double* ui = u.data() + i * n;
        const double c = ops.mul(ops.mul(2.0, alpha[i]), ops.store(ops.dot(ui, v, n)));
        for (std::size_t j = 0; j < n; ++j) v[j] = ops.fma(-c, ui[j], v[j]);
      }
      return;
    case ChannelMixer::dplr:
      coef.resize(r);
      for (std::size_t i = 0; i < r; ++i)
        coef[i] = ops.mul(ops.mul(2.0, alpha[i]), ops.store(ops.dot(u.data() + i * n, v, n)));
      for (std::size_t i = 0; i < r; ++i)
        for (std::size_t j = 0; j < n; ++j) v[j] = ops.fma(-coef[i], u[i * n + j], v[j]);
      return;
    case ChannelMixer::kronecker: apply_kronecker(v); return;
  }
}

template <class Ops>
void ChannelMixerAt<Ops>::apply_positions(double* v, std::size_t ldv, std::size_t t0, std::size_t t1) {
  if (L.spec.mixer == ChannelMixer::kronecker || !ops.overlapping_dots()) {
    for (std::size_t t = t0; t < t1; ++t) {
      prepare_position(t);
      apply(v + (t - t0) * ldv);
    }
    return;
  }
  // Row t: u_1..u_r (n each), then alpha (r). prepare_at's operations: u_i = normalize(fn(silu(.))),
  // alpha_i = fn(sigmoid(add(., c_i))).
  const std::size_t r = L.spec.rank, count = t1 - t0;
  double* rows = proj.data() + (t0 - base) * block;
  const bool householder = L.spec.mixer == ChannelMixer::householder;
  if constexpr (std::is_same_v<Ops, Binary32Ops>) {
    const Binary32Mixer m{ops.fused, householder, r, n, block, count, ldv, rows, L.alpha_bias.data(), v};
    if (binary32_mixer_positions(m, scratch32)) return;
  }
  for (std::size_t t = 0; t < count; ++t) store_silu(ops, rows + t * block, r * n, tmp);
  dot.resize(count);
  for (std::size_t i = 0; i < r; ++i) {
    ops.dots(count, rows + i * n, block, rows + i * n, block, n, dot.data());
    for (std::size_t t = 0; t < count; ++t) {
      const double s = ops.store(1.0 / std::sqrt(dot[t] + 1e-12));  // normalize's
      double* ui = rows + t * block + i * n;
      for (std::size_t j = 0; j < n; ++j) ui[j] = ops.mul(ui[j], s);
    }
  }
  for (std::size_t t = 0; t < count; ++t)
    for (std::size_t i = 0; i < r; ++i) {
      double& a = rows[t * block + r * n + i];
      a = ops.store(sigmoid(ops.add(a, L.alpha_bias[i])));
    }
  // apply's: householder, factor i of every position after factor i - 1; dplr, every coefficient
  // from the input first.
  coef.resize(count * r);
  for (std::size_t i = 0; i < r; ++i) {
    ops.dots(count, rows + i * n, block, v, ldv, n, dot.data());
    for (std::size_t t = 0; t < count; ++t) {
      const double* row = rows + t * block;
      const double c = ops.mul(ops.mul(2.0, row[r * n + i]), ops.store(dot[t]));
      if (householder)
        ops.fma_row(-c, row + i * n, v + t * ldv, n);
      else
        coef[t * r + i] = c;
    }
  }
  if (!householder)
    for (std::size_t t = 0; t < count; ++t)
      for (std::size_t i = 0; i < r; ++i) ops.fma_row(-coef[t * r + i], rows + t * block + i * n, v + t * ldv, n);
}

template <class Ops>
void ChannelMixerAt<Ops>::apply_kronecker(double* v) {
  const std::size_t a = L.ka, b = L.kb;
  R.resize(b * a);
  P.resize(b * a);
  col.resize(std::max(a, b));
  for (std::size_t j = 0; j < b; ++j)
    for (std::size_t i = 0; i < a; ++i) R[j * a + i] = ops.store(ops.dot(&V[j * b], v + i * b, b));
  for (std::size_t j = 0; j < b; ++j)
    for (std::size_t i = 0; i < a; ++i) {
      for (std::size_t l = 0; l < a; ++l) col[l] = U[l * a + i];
      P[j * a + i] = ops.store(ops.dot(&R[j * a], col.data(), a));
    }
  for (std::size_t i = 0; i < a; ++i)
    for (std::size_t j = 0; j < b; ++j) v[i * b + j] = ops.fma(-2.0, P[j * a + i], v[i * b + j]);
}

template struct ChannelMixerAt<NativeOps>;
template struct ChannelMixerAt<PolicyOps>;
template struct ChannelMixerAt<Binary32Ops>;

std::vector<const Matrix*> mix_parts(const Layer& L) {
  if (L.spec.mixer == ChannelMixer::kronecker) return {&L.L1, &L.D1, &L.L2, &L.D2};
  std::vector<const Matrix*> parts;
  for (const Matrix& ui : L.u) parts.push_back(&ui);
  parts.push_back(&L.alpha);
  return parts;
}

void load_channel_mixer(Layer& L, const Tensors& t, const std::string& m) {
  const std::size_t n = L.spec.n, r = L.spec.rank;
  if (L.spec.mixer == ChannelMixer::kronecker) {
    L.ka = kronecker_rows(n);
    L.kb = n / L.ka;
    L.L1 = t.mat(m + "L1.weight", L.ka * (L.ka + 1) / 2);
    L.L2 = t.mat(m + "L2.weight", L.kb * (L.kb + 1) / 2);
    L.D1 = t.mat(m + "D1.weight", L.ka);
    L.D1_bias = t.vec(m + "D1.bias");
    L.D2 = t.mat(m + "D2.weight", L.kb);
    L.D2_bias = t.vec(m + "D2.bias");
  } else {
    L.u = t.slices(m + "u.weight", r, n);
    L.alpha = t.mat(m + "alpha.weight", r);
    L.alpha_bias = t.vec(m + "alpha.bias");
  }
  // The rows of every projection, in prepare_at's order (the values already rounded: no draws).
  std::vector<double> rows;
  for (const Matrix* W : mix_parts(L)) rows.insert(rows.end(), W->w.begin(), W->w.end());
  L.mix = make_matrix(rows.size() / (2 * n), 2 * n, rows.data(), t.with_float);
  L.mix.w = {};  // only the column kernels read it (wt, wtf)
}

}  // namespace lrnnc::learned::detail
