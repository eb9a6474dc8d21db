// learned::Forward (learned/forward.hpp): the forward pass of a learned model under a policy, against
// an independent plain-double reference written here from docs/LEARNED.md section 1, across orders,
// policies, stochastic rounding and the hardware dot products (learned/forward-internal.hpp).
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include <catch2/catch.hpp>

#include "common/error.hpp"
#include "learned/forward-internal.hpp"
#include "learned/forward.hpp"
#include "precision/arithmetic.hpp"
#include "tests/learned/random-model.hpp"

namespace {

using namespace lrnnc;
using namespace lrnnc::learned;
using Vec = std::vector<double>;

// ---------------------------------------------------------------------------------------------
// The reference: docs/LEARNED.md section 1 in plain double, naive loops, no rounding.

struct Reference {
  const LearnedModel& model;
  const Vec& w(const std::string& name) const { return model.weights.at(name).values; }

  // W x (+ b) with W [rows, cols] starting at `offset` in the tensor.
  static Vec affine(const Vec& W, std::size_t offset, std::size_t rows, const Vec& x, const Vec* b = nullptr,
                    std::size_t boff = 0) {
    Vec y(rows, 0.0);
    for (std::size_t i = 0; i < rows; ++i) {
      double s = 0;
      for (std::size_t j = 0; j < x.size(); ++j) s += W[offset + i * x.size() + j] * x[j];
      y[i] = s + (b ? (*b)[boff + i] : 0.0);
    }
    return y;
  }
  static double sig(double x) { return 1 / (1 + std::exp(-x)); }
  static double silu(double x) { return x * sig(x); }
  static Vec normalize(Vec x) {
    double s = 0;
    for (double v : x) s += v * v;
    for (double& v : x) v /= std::sqrt(s + 1e-12);
    return x;
  }
  Vec rms(const Vec& u, const Vec& g) const {
    double s = 0;
    for (double v : u) s += v * v;
    const double r = 1 / std::sqrt(s / static_cast<double>(u.size()) + model.config.norm_eps);
    Vec z(u.size());
    for (std::size_t i = 0; i < u.size(); ++i) z[i] = u[i] * r * g[i];
    return z;
  }

  std::vector<Vec> diag(const std::string& m, const LayerSpec& s, const std::vector<Vec>& Z) const {
    Vec h(s.n, 0.0);
    std::vector<Vec> Y;
    for (const Vec& z : Z) {
      const Vec pre = affine(w(m + "delta.weight"), 0, s.n, z, &w(m + "delta.bias"));
      const Vec bz = affine(w(m + "B.weight"), 0, s.n, z);
      for (std::size_t i = 0; i < s.n; ++i) {
        const double delta = std::log(1 + std::exp(pre[i]));
        const double e = std::exp(-delta * std::exp(w(m + "A_log")[i]));
        const double a = s.range == EigenRange::unit ? e : 2 * e - 1;
        h[i] = a * h[i] + delta * bz[i];
      }
      Y.push_back(h);
    }
    return Y;
  }

  std::vector<Vec> deltaproduct(const std::string& m, const LayerSpec& s, const std::vector<Vec>& Z) const {
    const std::size_t n = s.n, H = s.heads, r = s.rank, d = model.config.d_model;
    std::vector<std::vector<Vec>> S(H, std::vector<Vec>(n, Vec(n, 0.0)));  // S[head][i][j]
    std::vector<Vec> Y;
    for (const Vec& z : Z) {
      Vec y;
      for (std::size_t h = 0; h < H; ++h) {
        for (std::size_t i = 0; i < r; ++i) {
          const std::size_t off = (i * H * n + h * n) * d;
          const Vec k = normalize(affine(w(m + "k.weight"), off, n, z));
          const Vec v = affine(w(m + "v.weight"), off, n, z);
          const double pre = affine(w(m + "beta.weight"), (i * H + h) * d, 1, z, &w(m + "beta.bias"), i * H + h)[0];
          const double beta = (s.range == EigenRange::unit ? 1.0 : 2.0) * sig(pre);
          Vec stk(n, 0.0);  // S^T k
          for (std::size_t j = 0; j < n; ++j)
            for (std::size_t a = 0; a < n; ++a) stk[j] += S[h][a][j] * k[a];
          for (std::size_t a = 0; a < n; ++a)
            for (std::size_t j = 0; j < n; ++j) S[h][a][j] += beta * k[a] * (v[j] - stk[j]);
        }
        const Vec q = normalize(affine(w(m + "q.weight"), h * n * d, n, z));
        for (std::size_t j = 0; j < n; ++j) {
          double s2 = 0;
          for (std::size_t a = 0; a < n; ++a) s2 += S[h][a][j] * q[a];
          y.push_back(s2);
        }
      }
      Y.push_back(y);
    }
    return Y;
  }

  // Q(p) v for the fprnn channel mixers.
  Vec channel(const std::string& m, const LayerSpec& s, const Vec& p, Vec v) const {
    const std::size_t n = s.n;
    if (s.mixer == ChannelMixer::kronecker) {
      const std::size_t a = kronecker_rows(n), b = n / a;
      auto factor = [&](const std::string& L, const std::string& D, std::size_t k) {
        const Vec e = affine(w(m + L + ".weight"), 0, k * (k + 1) / 2, p);
        std::vector<Vec> T(k, Vec(k, 0.0)), U(k, Vec(k, 0.0));
        for (std::size_t i = 0, c = 0; i < k; ++i)
          for (std::size_t j = i; j < k; ++j) T[i][j] = silu(e[c++]);
        for (std::size_t i = 0; i < k; ++i) {
          for (std::size_t j = 0; j < k; ++j)
            for (std::size_t l = 0; l < k; ++l) U[i][j] += T[i][l] * T[j][l];
          U[i] = normalize(U[i]);  // rows normalized
        }
        // The spectral norm by 8 power-iteration rounds from the all-ones vector.
        const auto times = [&](const Vec& v) {
          Vec out(k, 0.0);
          for (std::size_t i = 0; i < k; ++i)
            for (std::size_t j = 0; j < k; ++j) out[i] += U[i][j] * v[j];
          return out;
        };
        Vec pu, pv(k, 1.0);
        for (int it = 0; it < 8; ++it) pu = normalize(times(pv)), pv = normalize(times(pu));
        const Vec mv = times(pv);
        double sigma = 0;
        for (std::size_t i = 0; i < k; ++i) sigma += pu[i] * mv[i];
        const Vec dg = affine(w(m + D + ".weight"), 0, k, p, &w(m + D + ".bias"));
        for (std::size_t i = 0; i < k; ++i)
          for (std::size_t j = 0; j < k; ++j) U[i][j] = sig(dg[i]) * U[i][j] / (sigma + 1e-5);
        return U;
      };
      const auto U = factor("L1", "D1", a), V = factor("L2", "D2", b);
      Vec out = v;
      for (std::size_t j = 0; j < b; ++j)
        for (std::size_t i = 0; i < a; ++i) {
          double vmu = 0;  // (V M U)[j][i]
          for (std::size_t x = 0; x < b; ++x)
            for (std::size_t y = 0; y < a; ++y) vmu += V[j][x] * v[y * b + x] * U[y][i];
          out[i * b + j] -= 2 * vmu;
        }
      return out;
    }
    const std::size_t r = s.rank;
    std::vector<Vec> u;
    Vec alpha;
    for (std::size_t i = 0; i < r; ++i) {
      Vec ui = affine(w(m + "u.weight"), i * n * 2 * n, n, p);
      for (double& x : ui) x = silu(x);
      u.push_back(normalize(ui));
      alpha.push_back(sig(affine(w(m + "alpha.weight"), i * 2 * n, 1, p, &w(m + "alpha.bias"), i)[0]));
    }
    const Vec input = v;
    for (std::size_t i = 0; i < r; ++i) {
      const Vec& of = s.mixer == ChannelMixer::householder ? v : input;
      double dot = 0;
      for (std::size_t j = 0; j < n; ++j) dot += u[i][j] * of[j];
      const double c = 2 * alpha[i] * dot;
      for (std::size_t j = 0; j < n; ++j) v[j] -= c * u[i][j];
    }
    return v;
  }

  std::vector<Vec> fprnn(const std::string& m, const LayerSpec& s, const std::vector<Vec>& Z,
                         std::vector<std::size_t>& iterations) const {
    const std::size_t n = s.n, T = Z.size();
    std::vector<Vec> X, BX, LAM, G;
    for (const Vec& z : Z) {
      const Vec x = affine(w(m + "in.weight"), 0, n, z), zg = affine(w(m + "in.weight"), n * z.size(), n, z);
      Vec g(n);
      for (std::size_t j = 0; j < n; ++j) g[j] = silu(zg[j]);
      G.push_back(g);
      const Vec wb = affine(w(m + "b.weight"), 0, n, x);
      const Vec pl = affine(w(m + "lam.weight"), 0, n, x, &w(m + "lam.bias"));
      Vec bx(n), lam(n);
      for (std::size_t j = 0; j < n; ++j) bx[j] = silu(wb[j]) * x[j], lam[j] = sig(pl[j]);
      X.push_back(x), BX.push_back(bx), LAM.push_back(lam);
    }
    auto p_at = [&](const std::vector<Vec>& h, std::size_t t) {
      Vec p = X[t];
      for (std::size_t j = 0; j < n; ++j) p.push_back(t == 0 ? 0.0 : h[t - 1][j]);
      return p;
    };
    auto iterate = [&](const std::vector<Vec>& hp) {
      std::vector<Vec> h(T, Vec(n));
      for (std::size_t t = 0; t < T; ++t) {
        Vec e(n);
        for (std::size_t j = 0; j < n; ++j) e[j] = BX[t][j] - hp[t][j];
        const Vec qe = channel(m, s, p_at(hp, t), e);
        for (std::size_t j = 0; j < n; ++j)
          h[t][j] = LAM[t][j] * (t == 0 ? 0.0 : h[t - 1][j]) + (1 - LAM[t][j]) * (qe[j] + hp[t][j]);
      }
      return h;
    };
    std::vector<Vec> h(T, Vec(n, 0.0));
    std::size_t l = 0;
    // The residue is the undamped iteration's; the damped iterate goes on (no decay in these cases).
    const double sd = s.fixed_point.damping;
    for (;;) {
      ++l;
      auto next = iterate(h);
      double res = 0;
      for (std::size_t t = 0; t < T; ++t) {
        double diff = 0, norm = 0;
        for (std::size_t j = 0; j < n; ++j)
          diff = std::max(diff, std::abs(next[t][j] - h[t][j])), norm = std::max(norm, std::abs(next[t][j]));
        res = std::max(res, diff / (norm + 1e-8));
      }
      if (sd != 1)
        for (std::size_t t = 0; t < T; ++t)
          for (std::size_t j = 0; j < n; ++j) next[t][j] = sd * next[t][j] + (1 - sd) * h[t][j];
      h = next;
      if (res < s.fixed_point.threshold || l == s.fixed_point.max_iter) break;
    }
    h = iterate(h);
    iterations.push_back(l + 1);
    std::vector<Vec> Y;
    for (std::size_t t = 0; t < T; ++t) {
      Vec c = affine(w(m + "c.weight"), 0, n, p_at(h, t)), y(n);
      for (std::size_t j = 0; j < n; ++j) y[j] = G[t][j] * (silu(c[j]) * h[t][j]);
      Y.push_back(rms(y, w(m + "norm.weight")));
    }
    return Y;
  }

  std::vector<Vec> logits(const std::vector<std::uint32_t>& word, std::vector<std::size_t>& iterations) const {
    const std::size_t d = model.config.d_model;
    std::vector<std::uint32_t> input = word;  // a BOS token (embed row |alphabet|) first, without output
    if (model.config.bos) input.insert(input.begin(), static_cast<std::uint32_t>(model.config.bos_row()));
    std::vector<Vec> U;
    for (std::uint32_t a : input) U.emplace_back(w("embed").begin() + a * d, w("embed").begin() + (a + 1) * d);
    for (std::size_t l = 0; l < model.config.layers.size(); ++l) {
      const LayerSpec& s = model.config.layers[l];
      const std::string p = "layers." + std::to_string(l) + ".", m = p + "mixer.";
      std::vector<Vec> Z;
      for (const Vec& u : U) Z.push_back(rms(u, w(p + "norm.weight")));
      const auto Y = s.type == MixerType::diag           ? diag(m, s, Z)
                     : s.type == MixerType::deltaproduct ? deltaproduct(m, s, Z)
                                                         : fprnn(m, s, Z, iterations);
      for (std::size_t t = 0; t < U.size(); ++t) {
        const Vec o = affine(w(p + "out.weight"), 0, d, Y[t]);
        for (std::size_t i = 0; i < d; ++i) U[t][i] += o[i];
      }
    }
    std::vector<Vec> out;
    if (model.config.bos) U.erase(U.begin());
    for (const Vec& u : U)
      out.push_back(model.config.tied_head ? affine(w("embed"), model.config.alphabet.size() * d,
                                                    model.config.outputs.size(), rms(u, w("head.norm.weight")))
                                           : affine(w("head.weight"), 0, model.config.outputs.size(),
                                                    rms(u, w("head.norm.weight")), &w("head.bias")));
    return out;
  }
};

// ---------------------------------------------------------------------------------------------

using test_models::delta_layer;
using test_models::diag_layer;
using test_models::random_word;

LayerSpec fprnn_layer(ChannelMixer mixer, std::size_t rank = 2) {
  LayerSpec s;
  s.type = MixerType::fprnn;
  s.mixer = mixer;
  s.n = 6;
  s.rank = rank;
  s.fixed_point.threshold = 1e-3;
  s.fixed_point.max_iter = 30;
  return s;
}

struct Case {
  std::string name;
  std::vector<LayerSpec> layers;
};
std::vector<Case> all_mixers() {
  LayerSpec damped = fprnn_layer(ChannelMixer::householder);
  damped.fixed_point.damping = 0.75;
  return {{"diag [0,1]", {diag_layer(EigenRange::unit)}},
          {"diag [-1,1]", {diag_layer(EigenRange::symmetric)}},
          {"deltanet", {delta_layer(1)}},
          {"deltaproduct r=2", {delta_layer(2, EigenRange::unit)}},
          {"fprnn householder", {fprnn_layer(ChannelMixer::householder)}},
          {"fprnn householder damped", {damped}},
          {"fprnn dplr", {fprnn_layer(ChannelMixer::dplr)}},
          {"fprnn kronecker", {fprnn_layer(ChannelMixer::kronecker)}},
          {"two layers", {diag_layer(EigenRange::symmetric), delta_layer(2)}}};
}

using test_models::forward_options;

// The same predictions, iterations and logits bit for bit, where a NaN equals any NaN: IEEE 754
// leaves the sign and payload of an operation's NaN open, and the hardware dot path and the
// Arithmetic's differ there (seen in the clang build: fprnn kronecker, fp16,acc=fp64,fma, the
// positions after an overflow: -nan against nan).
bool same_bits(const ForwardResult& a, const ForwardResult& b) {
  if (a.predictions != b.predictions || a.iterations != b.iterations || a.logits.size() != b.logits.size())
    return false;
  for (std::size_t t = 0; t < a.logits.size(); ++t)
    for (std::size_t i = 0; i < a.logits[t].size(); ++i) {
      const double x = a.logits[t][i], y = b.logits[t][i];
      if (!(std::isnan(x) && std::isnan(y)) && std::bit_cast<std::uint64_t>(x) != std::bit_cast<std::uint64_t>(y))
        return false;
    }
  return true;
}

// max |a - b| / max |b| over all logits.
double relative(const std::vector<Vec>& a, const std::vector<Vec>& b) {
  double diff = 0, scale = 1e-300;
  for (std::size_t t = 0; t < b.size(); ++t)
    for (std::size_t i = 0; i < b[t].size(); ++i) {
      diff = std::max(diff, std::abs(a[t][i] - b[t][i]));
      scale = std::max(scale, std::abs(b[t][i]));
    }
  return diff / scale;
}

const std::size_t kLengths[] = {1, 2, 7, 33};

}  // namespace

TEST_CASE("Forward: no policy is the fp64 policy bit for bit, and agrees with the reference", "[learned][standard]") {
  for (const bool tied : {false, true})
    for (const Case& c : all_mixers()) {
      // Tied: the head is embed's label rows (a trained fixed-point model's head); with a BOS token
      // for fprnn layers, after the label rows.
      ModelConfig config = test_models::small_config(c.layers);
      config.tied_head = tied;
      const LearnedModel model = test_models::random_model(config, 11);
      const Forward native(model, forward_options("")), fp64(model, forward_options("fp64"));
      const Reference ref{model};
      for (std::size_t T : kLengths) {
        INFO(c.name << " T=" << T << " tied " << tied);
        const auto word = random_word(T, 100 + T);
        const ForwardResult a = native.run(word), b = fp64.run(word);
        CHECK(same_bits(a, b));
        std::vector<std::size_t> iterations;
        const auto expected = ref.logits(word, iterations);
        CHECK(relative(a.logits, expected) < 1e-12);
        CHECK(a.iterations == iterations);
        REQUIRE(a.predictions.size() == T);
        for (std::size_t t = 0; t < T; ++t)
          CHECK(a.predictions[t] == std::max_element(expected[t].begin(), expected[t].end()) - expected[t].begin());
      }
    }
}

TEST_CASE("Forward: scan and chunked agree with sequential, and chunked:1 is scan", "[learned][standard]") {
  for (const Case& c : all_mixers()) {
    if (c.name.starts_with("fprnn")) continue;
    const LearnedModel model = test_models::random_model(test_models::small_config(c.layers), 12);
    for (std::size_t T : kLengths) {
      INFO(c.name << " T=" << T);
      const auto word = random_word(T, 200 + T);
      const ForwardResult seq = Forward(model, forward_options("")).run(word);
      for (const char* order : {"scan", "chunked:1", "chunked:3", "chunked:64"}) {
        INFO(order);
        CHECK(relative(Forward(model, forward_options("", order)).run(word).logits, seq.logits) < 1e-12);
        CHECK(relative(Forward(model, forward_options("fp64", order)).run(word).logits, seq.logits) < 1e-12);
      }
      CHECK(same_bits(Forward(model, forward_options("bf16", "chunked:1")).run(word),
                      Forward(model, forward_options("bf16", "scan")).run(word)));
      CHECK(same_bits(Forward(model, forward_options("bf16,acc=fp32,fma", "chunked:1")).run(word),
                      Forward(model, forward_options("bf16,acc=fp32,fma", "scan")).run(word)));
    }
  }
}

TEST_CASE("Forward: bf16 rounds (differs from fp64) and is deterministic", "[learned][standard]") {
  for (const Case& c : all_mixers()) {
    const LearnedModel model = test_models::random_model(test_models::small_config(c.layers), 13);
    const auto word = random_word(33, 7);
    INFO(c.name);
    const ForwardResult exact = Forward(model, forward_options("")).run(word);
    for (const char* policy :
         {"bf16", "bf16,acc=fp32", "fp16,acc=fp32,fma", "e4m3,acc=fp32", "fp32,order=pairwise", "bf16,rounding=rz"}) {
      INFO(policy);
      const Forward f(model, forward_options(policy));
      const ForwardResult a = f.run(word), b = f.run(word), c2 = Forward(model, forward_options(policy)).run(word);
      CHECK(same_bits(a, b));
      CHECK(same_bits(a, c2));
      CHECK(!same_bits(a, exact));
      // bf16 stays near fp64 (fprnn: the iteration need not converge in bf16 at threshold 1e-3).
      if (std::string(policy).starts_with("bf16") && !c.name.starts_with("fprnn"))
        CHECK(relative(a.logits, exact.logits) < 0.5);
    }
  }
}

TEST_CASE("Forward: the hardware dot path gives the Arithmetic::dot results on whole models", "[learned][standard]") {
  for (const Case& c : all_mixers()) {
    const LearnedModel model = test_models::random_model(test_models::small_config(c.layers), 14);
    const auto word = random_word(33, 8);
    for (const char* policy : {"bf16,acc=fp32", "bf16,acc=fp32,fma", "e4m3,acc=fp32", "fp16,acc=fp64,fma", "fp32"}) {
      INFO(c.name << " " << policy);
      const ForwardResult fast = Forward(model, forward_options(policy)).run(word);
      detail::fast_dot_enabled = false;
      const ForwardResult slow = Forward(model, forward_options(policy)).run(word);
      detail::fast_dot_enabled = true;
      CHECK(same_bits(fast, slow));
    }
  }
}

TEST_CASE("Forward: stochastic rounding depends on the word index, not on call order or threads",
          "[learned][standard]") {
  const LearnedModel model = test_models::random_model(
      test_models::small_config({delta_layer(2), fprnn_layer(ChannelMixer::householder)}), 15);
  const Forward f(model, forward_options("bf16,rounding=sr:42"));
  const auto word = random_word(20, 9);
  const ForwardResult a5 = f.run(word, 5), a6 = f.run(word, 6);
  CHECK(!same_bits(a5, a6));
  CHECK(same_bits(f.run(word, 5), a5));
  std::vector<ForwardResult> results(4);
  std::vector<std::thread> pool;
  for (std::size_t i = 0; i < 4; ++i) pool.emplace_back([&, i] { results[i] = f.run(word, 3 + i); });
  for (auto& t : pool) t.join();
  CHECK(same_bits(results[2], a5));
  CHECK(same_bits(results[3], a6));
  CHECK(!same_bits(Forward(model, forward_options("bf16,rounding=sr:43")).run(word, 5), a5));
}

TEST_CASE("Forward: errors", "[learned][quick]") {
  const LearnedModel model =
      test_models::random_model(test_models::small_config({fprnn_layer(ChannelMixer::dplr)}), 16);
  const Forward f(model, forward_options(""));
  const std::vector<std::uint32_t> bad = {0, 1, 3};
  CHECK_THROWS_WITH(f.run(bad), Catch::Contains("letter 3") && Catch::Contains("position 3"));
  CHECK(f.run(std::vector<std::uint32_t>{}).predictions.empty());
  CHECK_THROWS_WITH(Forward(model, forward_options("mpfr:100")),
                    Catch::Contains("learned models run under the emulated formats"));
  CHECK_THROWS_WITH(Forward(model, forward_options("", "scan")), Catch::Contains("layer 0 is fprnn"));
  CHECK_THROWS_WITH(Forward(model, forward_options("", "chunked:4")), Catch::Contains("layer 0 is fprnn"));
  CHECK_THROWS_AS(Forward(model, forward_options("fp64,rounding=sr:1")), Error);
  LearnedModel missing = model;
  missing.weights.erase("head.bias");
  CHECK_THROWS_WITH(Forward(missing, forward_options("")), Catch::Contains("head.bias"));
}

TEST_CASE("Forward: fprnn iteration counts", "[learned][quick]") {
  LayerSpec s = fprnn_layer(ChannelMixer::householder);
  const auto word = random_word(7, 10);
  for (std::size_t max_iter : {1, 2, 5, 100}) {
    s.fixed_point.max_iter = max_iter;
    s.fixed_point.threshold = 1e-9;
    const LearnedModel model = test_models::random_model(test_models::small_config({s}), 17);
    for (const char* policy : {"", "bf16"}) {
      const ForwardResult r = Forward(model, forward_options(policy)).run(word);
      REQUIRE(r.iterations.size() == 1);
      CHECK(r.iterations[0] >= 2);
      CHECK(r.iterations[0] <= max_iter + 1);
      if (max_iter == 1) CHECK(r.iterations[0] == 2);
    }
  }
}

TEST_CASE("Forward: keep_logits false gives the same predictions", "[learned][quick]") {
  const LearnedModel model = test_models::random_model(test_models::small_config({delta_layer(2)}), 18);
  ForwardOptions o = forward_options("bf16,acc=fp32");
  const auto word = random_word(33, 11);
  const ForwardResult a = Forward(model, o).run(word);
  o.keep_logits = false;
  const ForwardResult b = Forward(model, o).run(word);
  CHECK(b.logits.empty());
  CHECK(a.predictions == b.predictions);
}

// ---------------------------------------------------------------------------------------------
// The hardware dot products against Arithmetic::dot.

namespace {

// Random values of the policy's storage format over a wide exponent range (subnormals, products
// that overflow the accumulator) and a few exact zeros.
Vec random_storage(precision::Arithmetic& ar, std::size_t n, std::mt19937_64& rng, int emin, int emax) {
  std::uniform_int_distribution<int> exponent(emin, emax);
  std::normal_distribution<double> mantissa(0, 1);
  Vec v(n);
  for (double& x : v) x = rng() % 16 == 0 ? 0.0 : ar.to_storage(std::ldexp(mantissa(rng), exponent(rng)));
  return v;
}

bool same_double(double a, double b) {
  return (std::isnan(a) && std::isnan(b)) || std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

}  // namespace

TEST_CASE("Forward: the hardware dot products are Arithmetic::dot bit for bit", "[learned][quick]") {
  struct Row {
    const char* policy;
    detail::FastDot kind;
    int emin, emax;  // the exponents drawn
  };
  const Row rows[] = {
      {"bf16,acc=fp32", detail::FastDot::f32, -140, 70},
      {"bf16,acc=fp32,fma", detail::FastDot::f32_fma, -140, 70},
      {"fp16,acc=fp32", detail::FastDot::f32, -26, 16},
      {"fp16,acc=fp32,fma", detail::FastDot::f32_fma, -26, 16},
      {"e4m3,acc=fp32", detail::FastDot::f32, -10, 9},
      {"e4m3,acc=fp32,fma", detail::FastDot::f32_fma, -10, 9},
      {"fp32", detail::FastDot::f32, -150, 70},
      {"fp32,fma", detail::FastDot::f32_fma, -150, 70},
      {"tf32,acc=fp32", detail::FastDot::f32, -80, 64},
      {"bf16,acc=fp64", detail::FastDot::f64, -140, 127},
      {"fp32,acc=fp64,fma", detail::FastDot::f64_fma, -150, 127},
      {"fp64", detail::FastDot::f64, -500, 500},
      {"fp64,fma", detail::FastDot::f64_fma, -500, 500},
  };
  std::mt19937_64 rng(99);
  for (const Row& row : rows) {
    INFO(row.policy);
    const precision::Policy policy = precision::parse_policy(row.policy);
    REQUIRE(detail::fast_dot_kind(policy) == row.kind);
    precision::Arithmetic ar(policy);
    for (int trial = 0; trial < 60; ++trial) {
      const std::size_t in = 1 + rng() % 40, out = 1 + rng() % 40;
      // Narrow exponent ranges in half of the trials (sums that cancel, round, stay finite).
      const int lo = trial % 2 ? row.emin : -3, hi = trial % 2 ? row.emax : 3;
      const Vec M = random_storage(ar, in * out, rng, lo, hi), x = random_storage(ar, in, rng, lo, hi);
      Vec y(out), col(in);
      detail::fast_columns(row.kind, M.data(), in, out, x.data(), y.data());
      std::vector<float> Mf(M.begin(), M.end());
      Vec yf(out);
      if (row.kind == detail::FastDot::f32) detail::columns<float, false>(Mf.data(), in, out, x.data(), yf.data());
      if (row.kind == detail::FastDot::f32_fma) detail::columns<float, true>(Mf.data(), in, out, x.data(), yf.data());
      for (std::size_t j = 0; j < out; ++j) {
        for (std::size_t i = 0; i < in; ++i) col[i] = M[i * out + j];
        const double expected = ar.dot(col.data(), x.data(), in);
        CHECK(same_double(y[j], expected));
        CHECK(same_double(detail::fast_dot(row.kind, col.data(), x.data(), in), expected));
        if (row.kind == detail::FastDot::f32 || row.kind == detail::FastDot::f32_fma)
          CHECK(same_double(yf[j], expected));
      }
    }
  }
  for (const char* policy : {"bf16", "bf16,acc=fp32,order=pairwise", "bf16,acc=fp32,rounding=sr:1",
                             "bf16,acc=fp32,rounding=rz", "fp16", "bf16,acc=tf32", "fp32,acc=fp32:nosub"})
    CHECK(detail::fast_dot_kind(precision::parse_policy(policy)) == detail::FastDot::none);
}

TEST_CASE("Forward: the vectorized rne rows are Arithmetic::fma bit for bit", "[learned][quick]") {
  std::mt19937_64 rng(98);
  for (const char* name : {"bf16", "fp16", "e4m3", "fp32", "bf16,acc=fp32", "e5m2:nosub"}) {
    INFO(name);
    const precision::Policy policy = precision::parse_policy(name);
    const auto row_kernel = detail::rne_row(policy);
    REQUIRE(row_kernel);
    precision::Arithmetic ar(policy);
    std::size_t fallbacks = 0;
    for (int trial = 0; trial < 400; ++trial) {
      const std::size_t n = 1 + rng() % 9;
      // Wide exponents in some trials: subnormal and overflowing products make the row fall back.
      const int spread = trial % 4 == 0 ? 140 : 4;
      const Vec w = random_storage(ar, n, rng, -spread, spread), row = random_storage(ar, n, rng, -spread, spread);
      const double b = random_storage(ar, 1, rng, -spread, spread)[0];
      Vec got = row, tmp(n);
      if (!row_kernel->fma_row(b, w.data(), got.data(), n, tmp.data())) {
        ++fallbacks;
        for (std::size_t j = 0; j < n; ++j) CHECK(same_double(got[j], row[j]));  // untouched
        continue;
      }
      for (std::size_t j = 0; j < n; ++j) CHECK(same_double(got[j], ar.fma(b, w[j], row[j])));
    }
    CHECK(fallbacks > 0);
    CHECK(fallbacks < 300);
  }
  for (const char* name : {"bf16,fma", "bf16,rounding=rz", "bf16,rounding=sr:3", "fixed:q3.12", "fp64"})
    CHECK(!detail::rne_row(precision::parse_policy(name)));
}
