// learned::spectrum (learned/spectrum.hpp): eigenvalues of a learned model's transitions along
// words. Hand-set models with known eigenvalues (deltanet, diag), a law for deltaproduct products,
// and the fprnn Jacobian against central finite differences of the forward's own update map
// (detail::Tracer::fprnn_update), re-solved at each perturbation.
#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "common/error.hpp"
#include "learned/forward-internal.hpp"
#include "learned/spectrum.hpp"
#include "tests/learned/random-model.hpp"

namespace {

using namespace lrnnc;
using namespace lrnnc::learned;
using Vec = std::vector<double>;

void set(LearnedModel& model, const std::string& name, Vec values) {
  REQUIRE(model.weights.at(name).values.size() == values.size());
  model.weights.at(name).values = std::move(values);
}

// One deltanet layer (rank 1, range [-1,1]), 2 heads of dimension 3, d_model 2, letters "0", "1".
// embed: "0" -> e_0, "1" -> e_1, so z = RMSNorm(e_a) = e_a / sqrt(1/2 + 1e-6) (~1.414 e_a).
// beta's pre-activation is -/+ 1000 z_a ~ -/+ 1414: sigmoid(-1414) = 1 / (1 + inf) = 0 and
// sigmoid(1414) = 1 / (1 + 0) = 1 exactly in double, so beta = 0 on "0" and 2 on "1", exactly.
// Head 0's key is normalize((100 (z_0 + z_1), 0, 0)) = e_0 up to the 1e-12 of normalize (relative
// 1e-12 / (100^2 * 2) ~ 5e-17 in |k|^2) and a few roundings, head 1's is e_1 likewise: on "1" each
// head's factor I - 2 k k^T has the eigenvalue 1 - 2 |k|^2 = -1 (error < 1e-15) and 1 twice.
LearnedModel hand_deltanet() {
  LayerSpec layer;
  layer.type = MixerType::deltaproduct;
  layer.range = EigenRange::symmetric;
  layer.n = 3;
  layer.heads = 2;
  layer.rank = 1;
  ModelConfig config = test_models::small_config({layer}, 2, 2, 2);
  config.alphabet = {"0", "1"};
  LearnedModel model = test_models::random_model(config, 7);
  set(model, "embed", {1, 0, 0, 1});
  set(model, "layers.0.norm.weight", {1, 1});
  // k.weight [1, 6, 2]: head 0 row 0, head 1 row 1 (= row 4 of the 6).
  set(model, "layers.0.mixer.k.weight", {100, 100, 0, 0, 0, 0, 0, 0, 100, 100, 0, 0});
  set(model, "layers.0.mixer.beta.weight", {-1000, 1000, -1000, 1000});
  set(model, "layers.0.mixer.beta.bias", {0, 0});
  return model;
}

TEST_CASE("DeltanetEigenvaluesAreOneMinusBeta", "[learned][spectrum][quick]") {
  const LearnedModel model = hand_deltanet();
  const std::vector<automata::Word> words{{0, 1, 1, 0, 1}, {1, 1}};
  const SpectrumReport r = spectrum(model, words, 1e-9);
  REQUIRE(r.layers.size() == 1);
  const LayerSpectrum& ls = r.layers[0];
  CHECK(ls.width == 6);
  REQUIRE(ls.matrices.size() == 7);
  for (const MatrixSpectrum& m : ls.matrices) {
    INFO("word " << m.word << " position " << m.position);
    CHECK(m.letter == words[m.word][m.position]);
    REQUIRE(m.eigenvalues.size() == 6);
    // Sorted by decreasing modulus, then argument: the ones (arg 0) before the -1s (arg pi).
    const std::size_t minus = m.letter == 1 ? 2 : 0;
    for (std::size_t i = 0; i < 6; ++i) {
      const double expected = i < 6 - minus ? 1.0 : -1.0;
      CHECK(std::abs(m.eigenvalues[i] - std::complex<double>(expected, 0)) <= 1e-12);
    }
    CHECK(m.parity_capable == (m.letter == 1));
    CHECK_FALSE(m.modular_capable);
    CHECK_FALSE(m.non_finite);
  }
  REQUIRE(ls.letters.size() == 2);
  const SpectrumSummary &zero = ls.letters[0], &one = ls.letters[1];
  CHECK(zero.matrices == 2);
  CHECK(one.matrices == 5);
  CHECK(zero.parity_capable == 0);
  CHECK(one.parity_capable == 5);
  CHECK(zero.modular_capable + one.modular_capable == 0);
  CHECK(zero.negative_real_fraction() == 0.0);
  CHECK(one.negative_real_fraction() == Approx(2.0 / 6.0));
  CHECK(one.non_real_fraction() == 0.0);
  CHECK(std::abs(one.real_min + 1) <= 1e-12);
  CHECK(std::abs(one.modulus_min - 1) <= 1e-12);
  CHECK(std::abs(zero.real_min - 1) <= 1e-12);
  CHECK(ls.summary.matrices == 7);
  CHECK(ls.summary.parity_capable == 5);
  CHECK(ls.summary.eigenvalues == 42);
}

// det(H_r ... H_1) = prod_i (1 - beta_i |k_i|^2) per head: the product of the reported eigenvalues
// of a rank-2 layer (dense solver) equals the product of its factors' eigenvalues, from the trace.
// Relative 1e-10: the eigenvalues of a 4 x 4 product of Householder-like factors have errors of a
// few ulps times the condition of the eigenproblem; their product loses nothing more.
TEST_CASE("DeltaProductEigenvalueProductIsProductOfFactorDeterminants", "[learned][spectrum][quick]") {
  LayerSpec layer;
  layer.type = MixerType::deltaproduct;
  layer.range = EigenRange::symmetric;
  layer.n = 4;
  layer.heads = 2;
  layer.rank = 2;
  const LearnedModel model = test_models::random_model(test_models::small_config({layer, layer}), 11);
  const automata::Word word{0, 2, 1, 1, 0, 2};
  const SpectrumReport r = spectrum(model, {word}, 1e-9);
  const std::vector<detail::LayerTrace> trace = detail::Tracer(model).run(word);
  for (std::size_t l = 0; l < 2; ++l)
    for (std::size_t t = 0; t < word.size(); ++t) {
      INFO("seed 11, layer " << l << ", position " << t);
      const MatrixSpectrum& m = r.layers[l].matrices[t];
      REQUIRE(m.eigenvalues.size() == 8);
      std::complex<double> product = 1;
      for (const auto& z : m.eigenvalues) product *= z;
      double expected = 1;
      for (std::size_t i = 0; i < 2; ++i)
        for (std::size_t h = 0; h < 2; ++h) {
          double kk = 0;
          for (std::size_t j = 0; j < 4; ++j) kk += std::pow(trace[l].k[((t * 2 + i) * 2 + h) * 4 + j], 2);
          expected *= 1 - trace[l].beta[(t * 2 + i) * 2 + h] * kk;
        }
      CHECK(std::abs(product - expected) <= 1e-10 * std::max(1.0, std::abs(expected)));
      CHECK(std::abs(product.imag()) <= 1e-10);
    }
  CHECK(r.layers[1].letters.empty());  // per letter: the first layer only
}

// diag: the eigenvalues are a_t, computed here from the weights (docs/LEARNED.md section 1) for a
// one-layer model: z = RMSNorm(embed[x_t]), delta = softplus(W_delta z + c), a = exp(-delta
// exp(A_log)) ([0,1]) or 2 exp(...) - 1 ([-1,1]). Tolerance 1e-14: the same formulas in another
// order of operations, a few ulps of values of modulus <= 1.
TEST_CASE("DiagEigenvaluesAreTheGates", "[learned][spectrum][quick]") {
  for (const EigenRange range : {EigenRange::unit, EigenRange::symmetric}) {
    LayerSpec layer;
    layer.type = MixerType::diag;
    layer.range = range;
    layer.n = 5;
    const ModelConfig config = test_models::small_config({layer}, 4, 3, 2);
    const LearnedModel model = test_models::random_model(config, 3);
    const automata::Word word{2, 0, 1, 1, 2, 0};
    const SpectrumReport r = spectrum(model, {word}, 1e-9);
    const auto& w = [&](const std::string& name) -> const Vec& { return model.weights.at(name).values; };
    const std::size_t d = 4, n = 5;
    for (std::size_t t = 0; t < word.size(); ++t) {
      INFO("seed 3, range " << to_string(range) << ", position " << t);
      Vec u(w("embed").begin() + word[t] * d, w("embed").begin() + (word[t] + 1) * d), z(d);
      double s = 0;
      for (double v : u) s += v * v;
      for (std::size_t i = 0; i < d; ++i)
        z[i] = u[i] / std::sqrt(s / d + config.norm_eps) * w("layers.0.norm.weight")[i];
      std::vector<double> a(n);
      for (std::size_t j = 0; j < n; ++j) {
        double pre = w("layers.0.mixer.delta.bias")[j];
        for (std::size_t i = 0; i < d; ++i) pre += w("layers.0.mixer.delta.weight")[j * d + i] * z[i];
        const double delta = std::log1p(std::exp(pre));
        const double e = std::exp(-delta * std::exp(w("layers.0.mixer.A_log")[j]));
        a[j] = range == EigenRange::unit ? e : 2 * e - 1;
      }
      std::sort(a.begin(), a.end(), [](double x, double y) { return std::abs(x) > std::abs(y); });
      const MatrixSpectrum& m = r.layers[0].matrices[t];
      REQUIRE(m.eigenvalues.size() == n);
      for (std::size_t j = 0; j < n; ++j) {
        CHECK(m.eigenvalues[j].imag() == 0.0);
        CHECK(std::abs(m.eigenvalues[j].real() - a[j]) <= 1e-14);
      }
    }
  }
}

// The fixed point of one fprnn position: iterate the forward's update h <- Phi(h, h_prev) until
// the step is at most 1e-14 (1 + |h|_inf), at most 100000 times. Returns false when it does not.
bool solve_position(const detail::Tracer& tracer, std::size_t layer, const double* inputs, const Vec& h_prev, Vec& h) {
  Vec next(h.size());
  for (int it = 0; it < 100000; ++it) {
    tracer.fprnn_update(layer, inputs, h_prev.data(), h.data(), next.data());
    double step = 0, norm = 0;
    for (std::size_t j = 0; j < h.size(); ++j) {
      step = std::max(step, std::abs(next[j] - h[j]));
      norm = std::max(norm, std::abs(next[j]));
    }
    h.swap(next);
    if (!std::isfinite(step)) return false;
    if (step <= 1e-14 * (1 + norm)) return true;
  }
  return false;
}

// The Jacobian dh_t/dh_{t-1} against central differences: perturb h_{t-1} by +-eps e_j (eps =
// 1e-5), re-solve the position's fixed point, (h(+) - h(-)) / (2 eps). The difference quotient's
// error: eps^2 times third derivatives of O(1) (~1e-10) plus the solve's 1e-14 / eps (~1e-9); the
// tolerance 1e-6 (relative to the largest entry, at least 1) leaves three orders of margin while a
// missing J (the frozen formula) is off by more than 1e-3 (checked). lam.bias = 3 makes
// lam ~ 0.95 (om ~ 0.05) so that M = (I - Lambda)(I - Q) contracts (|I - Q| <= 2 r): the solves
// must converge, which the test checks.
TEST_CASE("FprnnJacobianMatchesFiniteDifferences", "[learned][spectrum][standard]") {
  struct Case {
    ChannelMixer mixer;
    std::size_t rank, n;
    std::uint64_t seed;
  };
  const std::vector<Case> cases{{ChannelMixer::householder, 1, 5, 21},
                                {ChannelMixer::householder, 2, 5, 22},
                                {ChannelMixer::dplr, 2, 5, 23},
                                {ChannelMixer::kronecker, 1, 6, 24}};
  std::size_t differs_from_frozen = 0;
  for (const Case& c : cases) {
    LayerSpec layer;
    layer.type = MixerType::fprnn;
    layer.mixer = c.mixer;
    layer.rank = c.mixer == ChannelMixer::kronecker ? 1 : c.rank;
    layer.n = c.n;
    layer.fixed_point.threshold = 1e-12;
    LearnedModel model = test_models::random_model(test_models::small_config({layer}, 6, 3, 2), c.seed);
    set(model, "layers.0.mixer.lam.bias", Vec(c.n, 3.0));
    const detail::Tracer tracer(model);
    const automata::Word word{0, 1, 2, 1, 0};
    const std::vector<detail::LayerTrace> trace = tracer.run(word);
    const std::size_t n = c.n;
    for (std::size_t t : {std::size_t{0}, std::size_t{3}}) {
      INFO("mixer " << to_string(c.mixer) << " rank " << c.rank << " seed " << c.seed << " position " << t);
      const double* inputs = trace[0].inputs.data() + t * 4 * n;
      const Vec h_prev = t == 0 ? Vec(n, 0.0) : Vec(trace[0].h.begin() + (t - 1) * n, trace[0].h.begin() + t * n);
      Vec h(trace[0].h.begin() + t * n, trace[0].h.begin() + (t + 1) * n);
      REQUIRE(solve_position(tracer, 0, inputs, h_prev, h));
      const FprnnJacobian jac = fprnn_jacobian(model, 0, inputs, h_prev.data(), h.data());
      REQUIRE(jac.full.rows() == static_cast<Eigen::Index>(n));
      const double scale = std::max(1.0, jac.full.cwiseAbs().maxCoeff());
      const double eps = 1e-5;
      for (std::size_t j = 0; j < n; ++j) {
        Vec plus = h_prev, minus = h_prev, hp = h, hm = h;
        plus[j] += eps;
        minus[j] -= eps;
        REQUIRE(solve_position(tracer, 0, inputs, plus, hp));
        REQUIRE(solve_position(tracer, 0, inputs, minus, hm));
        for (std::size_t i = 0; i < n; ++i) {
          const double fd = (hp[i] - hm[i]) / (2 * eps);
          INFO("entry (" << i << ", " << j << "): Jacobian " << jac.full(i, j) << ", finite difference " << fd);
          CHECK(std::abs(jac.full(i, j) - fd) <= 1e-6 * scale);
        }
      }
      if ((jac.full - jac.frozen).cwiseAbs().maxCoeff() > 1e-3 * scale) ++differs_from_frozen;
      // The iteration's Jacobian M = dPhi/dh: central differences of one update in h.
      for (std::size_t j = 0; j < n; ++j) {
        Vec plus = h, minus = h, up(n), um(n);
        plus[j] += eps;
        minus[j] -= eps;
        tracer.fprnn_update(0, inputs, h_prev.data(), plus.data(), up.data());
        tracer.fprnn_update(0, inputs, h_prev.data(), minus.data(), um.data());
        for (std::size_t i = 0; i < n; ++i)
          CHECK(std::abs(jac.iteration(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(j)) -
                         (up[i] - um[i]) / (2 * eps)) <= 1e-8);
      }
    }
  }
  // J matters: without it the finite differences would not match in these cases.
  CHECK(differs_from_frozen >= 4);
}

// spectrum() takes the fprnn eigenvalues from the Jacobian at the forward's final iterate.
TEST_CASE("FprnnSpectrumIsTheJacobiansAtTheFinalIterate", "[learned][spectrum][quick]") {
  LayerSpec layer;
  layer.type = MixerType::fprnn;
  layer.mixer = ChannelMixer::householder;
  layer.rank = 2;
  layer.n = 4;
  LearnedModel model = test_models::random_model(test_models::small_config({layer}, 6, 3, 2), 5);
  set(model, "layers.0.mixer.lam.bias", Vec(4, 3.0));  // a converging iteration: finite values
  const automata::Word word{1, 2, 0, 0};
  const SpectrumReport r = spectrum(model, {word}, 1e-9);
  const std::vector<detail::LayerTrace> trace = detail::Tracer(model).run(word);
  REQUIRE(r.layers[0].iterations == std::vector<std::size_t>{trace[0].iterations});
  REQUIRE(model.config.bos);  // the trace's position 0 is the BOS token, letter t is at t + 1
  REQUIRE(trace[0].h.size() == (word.size() + 1) * 4);
  for (std::size_t t = 0; t < word.size(); ++t) {
    INFO("seed 5, position " << t);
    const std::size_t tt = t + 1;
    const double* hp = trace[0].h.data() + (tt - 1) * 4;
    const FprnnJacobian jac =
        fprnn_jacobian(model, 0, trace[0].inputs.data() + tt * 16, hp, trace[0].h.data() + tt * 4);
    const Eigen::VectorXcd ev = jac.full.eigenvalues();
    std::complex<double> product = 1, reported = 1;
    for (Eigen::Index i = 0; i < ev.size(); ++i) product *= ev(i);
    for (const auto& z : r.layers[0].matrices[t].eigenvalues) reported *= z;
    CHECK(std::abs(product - reported) <= 1e-12 * std::max(1.0, std::abs(product)));
    double rho = 0;
    for (const auto& z : Eigen::MatrixXd(jac.iteration).eigenvalues()) rho = std::max(rho, std::abs(z));
    CHECK(std::abs(r.layers[0].matrices[t].iteration_rho - rho) <= 1e-12);
  }
}

// An fpmamba position (householder rank 1), written here from docs/LEARNED.md: from the trace's
// inputs x, dt, B, C, dA (2n + 2N + nN values) and the state (H_prev, y_prev), the map y -> G(y),
// with H_t beside it.
struct MambaPosition {
  const LearnedModel& model;
  std::size_t n, N;
  const Vec& w(const std::string& name) const { return model.weights.at("layers.0.mixer." + name).values; }
  static double sig(double x) { return 1 / (1 + std::exp(-x)); }
  void apply(const double* in, const Vec& H_prev, const Vec& y_prev, const Vec& y, Vec& H, Vec& out) const {
    const double *x = in, *dt = in + n, *B = in + 2 * n, *C = B + N, *dA = C + N;
    Vec p(x, x + n);
    p.insert(p.end(), y_prev.begin(), y_prev.end());
    Vec u(n), xt(n), Bp(N), Cp(N), pre(n);
    double a = w("alpha.bias")[0], un = 0, uv = 0;
    for (std::size_t i = 0; i < 2 * n; ++i) a += w("alpha.weight")[i] * p[i];
    for (std::size_t j = 0; j < n; ++j) {
      double s = 0;
      for (std::size_t i = 0; i < 2 * n; ++i) s += w("u.weight")[j * 2 * n + i] * p[i];
      u[j] = s * sig(s);
      un += u[j] * u[j];
    }
    for (std::size_t j = 0; j < n; ++j) u[j] /= std::sqrt(un + 1e-12), uv += u[j] * (x[j] - y[j]);
    for (std::size_t j = 0; j < n; ++j) xt[j] = (x[j] - y[j]) - 2 * sig(a) * uv * u[j] + y[j];
    double bn = 0, cn = 0;
    for (std::size_t k = 0; k < N; ++k) {
      double by = 0, cy = 0;
      for (std::size_t j = 0; j < n; ++j)
        by += w("bc.weight")[k * n + j] * y_prev[j], cy += w("bc.weight")[(N + k) * n + j] * y_prev[j];
      Bp[k] = B[k] + by, Cp[k] = C[k] + cy;
      bn += Bp[k] * Bp[k], cn += Cp[k] * Cp[k];
    }
    for (std::size_t k = 0; k < N; ++k) Bp[k] /= std::sqrt(bn + 1e-12), Cp[k] /= std::sqrt(cn + 1e-12);
    H.assign(n * N, 0.0);
    double mean = 0, var = 0;
    for (std::size_t j = 0; j < n; ++j) {
      pre[j] = w("D")[j] * xt[j];
      for (std::size_t k = 0; k < N; ++k) {
        H[j * N + k] = dA[j * N + k] * H_prev[j * N + k] + dt[j] * xt[j] * Bp[k];
        pre[j] += H[j * N + k] * Cp[k];
      }
      mean += pre[j] / static_cast<double>(n);
    }
    for (double v : pre) var += (v - mean) * (v - mean) / static_cast<double>(n);
    out.resize(n);
    for (std::size_t j = 0; j < n; ++j)
      out[j] = (pre[j] - mean) / std::sqrt(var + model.config.norm_eps) * w("norm.weight")[j] + w("norm.bias")[j];
  }
  // y_t and H_t from (H_prev, y_prev): iterate y <- G(y) from y until the step is at most 1e-14 (1 + |y|).
  bool solve(const double* in, const Vec& H_prev, const Vec& y_prev, Vec& y, Vec& H) const {
    Vec next;
    for (int it = 0; it < 100000; ++it) {
      apply(in, H_prev, y_prev, y, H, next);
      double step = 0, norm = 0;
      for (std::size_t j = 0; j < n; ++j)
        step = std::max(step, std::abs(next[j] - y[j])), norm = std::max(norm, std::abs(next[j]));
      y.swap(next);
      if (!std::isfinite(step)) return false;
      if (step <= 1e-14 * (1 + norm)) {
        apply(in, H_prev, y_prev, y, H, next);
        return true;
      }
    }
    return false;
  }
};

// The fpmamba transition's eigenvalues (the Jacobian of (H_t, y_t) in (H_{t-1}, y_{t-1}), n (N + 1)
// of them) against central differences of the position map above, re-solved at each perturbation:
// their sum, sum of squares and product equal the difference Jacobian's trace, trace of its
// square and determinant. A small LayerNorm gain (0.05) makes y -> G(y) contract so that the
// solves converge (checked), and the reported iteration rho is G_y's.
TEST_CASE("FpmambaSpectrumMatchesFiniteDifferences", "[learned][spectrum][standard]") {
  LayerSpec layer;
  layer.type = MixerType::fpmamba;
  layer.mixer = ChannelMixer::householder;
  layer.rank = 1;
  layer.n = 4;
  layer.d_state = 2;
  layer.dt_rank = 1;
  layer.fixed_point = default_fixed_point(MixerType::fpmamba);
  layer.fixed_point.threshold = 1e-12;
  LearnedModel model = test_models::random_model(test_models::small_config({layer}, 6, 3, 2), 31);
  set(model, "layers.0.mixer.norm.weight", Vec(4, 0.05));
  const automata::Word word{0, 1, 2, 1};
  const SpectrumReport r = spectrum(model, {word}, 1e-9);
  REQUIRE(r.layers[0].width == 12);
  const std::vector<detail::LayerTrace> trace = detail::Tracer(model).run(word);
  const std::size_t n = 4, N = 2, nN = 8, m = 12, stride = 2 * n + 2 * N + nN;
  const MambaPosition map{model, n, N};
  // The states along the word at the forward's y*, as spectrum() takes them.
  std::vector<Vec> Hs(word.size() + 1);
  Vec zeros(nN, 0.0), out;
  for (std::size_t tt = 0; tt <= word.size(); ++tt) {
    const Vec y_prev = tt == 0 ? Vec(n, 0.0) : Vec(trace[0].h.begin() + (tt - 1) * n, trace[0].h.begin() + tt * n);
    const Vec y(trace[0].h.begin() + tt * n, trace[0].h.begin() + (tt + 1) * n);
    map.apply(trace[0].inputs.data() + tt * stride, tt == 0 ? zeros : Hs[tt - 1], y_prev, y, Hs[tt], out);
  }
  for (std::size_t t = 0; t < word.size(); ++t) {
    INFO("position " << t);
    const std::size_t tt = t + 1;  // position 0 is the BOS token
    const double* in = trace[0].inputs.data() + tt * stride;
    Vec state = Hs[tt - 1];
    state.insert(state.end(), trace[0].h.begin() + (tt - 1) * n, trace[0].h.begin() + tt * n);
    Eigen::MatrixXd fd(m, m);
    const double eps = 1e-5;
    for (std::size_t c = 0; c < m; ++c) {
      Vec col[2];
      for (int sign = 0; sign < 2; ++sign) {
        Vec s = state;
        s[c] += sign == 0 ? eps : -eps;
        const Vec H_prev(s.begin(), s.begin() + nN), y_prev(s.begin() + nN, s.end());
        Vec y(trace[0].h.begin() + tt * n, trace[0].h.begin() + (tt + 1) * n), H;
        REQUIRE(map.solve(in, H_prev, y_prev, y, H));
        col[sign] = H;
        col[sign].insert(col[sign].end(), y.begin(), y.end());
      }
      for (std::size_t i = 0; i < m; ++i)
        fd(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(c)) = (col[0][i] - col[1][i]) / (2 * eps);
    }
    std::complex<double> sum = 0, squares = 0, product = 1;
    for (const auto& z : r.layers[0].matrices[t].eigenvalues) sum += z, squares += z * z, product *= z;
    const double scale = std::max(1.0, fd.cwiseAbs().maxCoeff());
    CHECK(std::abs(sum - fd.trace()) <= 1e-6 * scale);
    CHECK(std::abs(squares - (fd * fd).trace()) <= 1e-6 * scale * scale);
    CHECK(std::abs(product - fd.determinant()) <= 1e-6 * std::max(1.0, std::abs(fd.determinant())));
    // The iteration's spectral radius: G_y by central differences of the map in y.
    Eigen::MatrixXd gy(n, n);
    const Vec H_prev(state.begin(), state.begin() + nN), y_prev(state.begin() + nN, state.end());
    const Vec y(trace[0].h.begin() + tt * n, trace[0].h.begin() + (tt + 1) * n);
    for (std::size_t c = 0; c < n; ++c) {
      Vec yp = y, ym = y, H, gp, gm;
      yp[c] += eps;
      ym[c] -= eps;
      map.apply(in, H_prev, y_prev, yp, H, gp);
      map.apply(in, H_prev, y_prev, ym, H, gm);
      for (std::size_t i = 0; i < n; ++i)
        gy(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(c)) = (gp[i] - gm[i]) / (2 * eps);
    }
    double rho = 0;
    for (const auto& z : gy.eigenvalues()) rho = std::max(rho, std::abs(z));
    CHECK(std::abs(r.layers[0].matrices[t].iteration_rho - rho) <= 1e-6);
    CHECK(rho < 1);  // the contraction the solves above rely on
  }
}

TEST_CASE("SpectrumRefusesTooManyEigenvaluesAndBadLetters", "[learned][spectrum][quick]") {
  LayerSpec layer;
  layer.type = MixerType::diag;
  layer.n = 1000;
  const LearnedModel model = test_models::random_model(test_models::small_config({layer}, 4, 2, 2), 1);
  CHECK_NOTHROW(check_spectrum_size(model.config, 10'000));
  CHECK_THROWS_AS(check_spectrum_size(model.config, 10'001), Error);
  CHECK_THROWS_AS(spectrum(model, {automata::Word(10'001, 0)}), Error);
  CHECK_THROWS_AS(spectrum(model, {automata::Word{0, 2}}), Error);
  CHECK_THROWS_AS(fprnn_jacobian(model, 0, nullptr, nullptr, nullptr), Error);
}

}  // namespace
