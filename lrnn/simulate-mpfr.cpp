// MpfrRunner: the Runner's sequential step in MPFR at a given precision, round to nearest
// (lrnn/mpfr-runner.hpp). Same operation order as the Runner: Householder s = dot over the support of v
// (sequential sum), t = beta*s, h_i -= v_i*t; dense rows as sequential dot products; diagonals;
// then + B. Decoding: nearest codebook row by double distances from the state rounded to double.
#include <algorithm>
#include <cmath>
#include <limits>

#include "common/error.hpp"
#include "lrnn/mpfr-runner.hpp"
#include "precision/mpfr-arithmetic.hpp"
#include "precision/policy.hpp"

namespace lrnnc::lrnn {

using precision::MpfrValue;

namespace {

struct MFactor {
  MpfrValue beta;
  std::vector<std::size_t> index;
  std::vector<MpfrValue> v;
};

struct MToken {
  int kind = 0;              // 0 diagonal, 1 householder, 2 dense
  std::vector<MpfrValue> a;  // diagonal a, or dense rows row-major
  std::vector<MFactor> factors;
  std::vector<MpfrValue> b;  // n*d column-major; empty: none
};

struct MLayer {
  std::size_t n = 1, d = 1;
  std::vector<MpfrValue> H0, h;
  std::vector<MToken> tokens;
};

}  // namespace

struct MpfrRunner::Impl {
  Network network;
  long prec;
  std::vector<MLayer> layers;
  std::vector<std::uint32_t> values, prev_values;
  bool valid = true;
  MpfrValue s, t, p, tmp;
  std::vector<MpfrValue> y;

  Impl(const Network& net, long precision)
      : network(net), prec(precision), s(precision), t(precision), p(precision), tmp(precision) {
    if (precision < 2 || precision > 100000)
      throw Error("MpfrRunner: precision " + std::to_string(precision) + " bits, expected 2..100000");
    const auto mv = [&](double x) { return MpfrValue(x, prec); };  // doubles are exact at >= 53 bits
    std::size_t max_n = 1;
    for (const Layer& layer : network.layers) {
      MLayer L;
      L.n = layer.n, L.d = layer.d;
      max_n = std::max(max_n, layer.n);
      const auto n = static_cast<Eigen::Index>(layer.n);
      for (Eigen::Index c = 0; c < static_cast<Eigen::Index>(layer.d); ++c)
        for (Eigen::Index i = 0; i < n; ++i) L.H0.push_back(mv(layer.H0(i, c)));
      for (const Token& tok : layer.tokens) {
        MToken T;
        if (const auto* dg = std::get_if<Diagonal>(&tok.transition)) {
          T.kind = 0;
          for (Eigen::Index i = 0; i < n; ++i) T.a.push_back(mv(dg->a(i)));
        } else if (const auto* hp = std::get_if<HouseholderProduct>(&tok.transition)) {
          T.kind = 1;
          for (const auto& f : hp->factors) {
            MFactor F{mv(f.beta), {}, {}};
            for (Eigen::Index i = 0; i < n; ++i)
              if (f.v(i) != 0) F.index.push_back(static_cast<std::size_t>(i)), F.v.push_back(mv(f.v(i)));
            T.factors.push_back(std::move(F));
          }
        } else {
          T.kind = 2;
          const Matrix& A = std::get<Dense>(tok.transition).A;
          for (Eigen::Index i = 0; i < n; ++i)
            for (Eigen::Index j = 0; j < n; ++j) T.a.push_back(mv(A(i, j)));
        }
        if (tok.B)
          for (Eigen::Index c = 0; c < static_cast<Eigen::Index>(layer.d); ++c)
            for (Eigen::Index i = 0; i < n; ++i) T.b.push_back(mv((*tok.B)(i, c)));
        L.tokens.push_back(std::move(T));
      }
      layers.push_back(std::move(L));
    }
    for (std::size_t i = 0; i < max_n; ++i) y.emplace_back(prec);
    reset();
  }

  std::vector<double> layer_double(std::size_t l) const {
    std::vector<double> out;
    for (const auto& x : layers[l].h) out.push_back(x.to_double());
    return out;
  }

  std::pair<std::size_t, double> nearest(std::size_t l) const {
    const auto h = layer_double(l);
    return nearest_codebook_row(network.layers[l].codebook, h.data());
  }

  // A state whose every distance is NaN or infinite (a NaN or an infinite entry, in double) has no
  // nearest row: no value, which reads as no automaton state (a failure), never row 0.
  void decode(std::size_t l) {
    const auto [row, d2] = nearest(l);
    values[l] = std::isfinite(d2) ? network.layers[l].codebook.values[row] : 0xffffffffu;
  }

  void reset() {
    values.assign(layers.size(), 0);
    prev_values.assign(layers.size(), 0);
    valid = true;
    for (std::size_t l = 0; l < layers.size(); ++l) {
      layers[l].h = layers[l].H0;
      decode(l);
    }
  }

  void apply(MLayer& L, const MToken& T) {
    const std::size_t n = L.n;
    for (std::size_t c = 0; c < L.d; ++c) {
      MpfrValue* x = L.h.data() + c * n;
      if (T.kind == 0) {
        for (std::size_t i = 0; i < n; ++i) mpfr_mul(x[i].get(), T.a[i].get(), x[i].get(), MPFR_RNDN);
      } else if (T.kind == 1) {
        for (const MFactor& F : T.factors) {
          if (F.index.empty()) continue;
          mpfr_mul(s.get(), F.v[0].get(), x[F.index[0]].get(), MPFR_RNDN);
          for (std::size_t j = 1; j < F.index.size(); ++j) {
            mpfr_mul(p.get(), F.v[j].get(), x[F.index[j]].get(), MPFR_RNDN);
            mpfr_add(s.get(), s.get(), p.get(), MPFR_RNDN);
          }
          mpfr_mul(t.get(), F.beta.get(), s.get(), MPFR_RNDN);
          for (std::size_t j = 0; j < F.index.size(); ++j) {
            mpfr_mul(p.get(), F.v[j].get(), t.get(), MPFR_RNDN);
            mpfr_sub(x[F.index[j]].get(), x[F.index[j]].get(), p.get(), MPFR_RNDN);
          }
        }
      } else {
        for (std::size_t i = 0; i < n; ++i) {
          mpfr_mul(y[i].get(), T.a[i * n].get(), x[0].get(), MPFR_RNDN);
          for (std::size_t j = 1; j < n; ++j) {
            mpfr_mul(p.get(), T.a[i * n + j].get(), x[j].get(), MPFR_RNDN);
            mpfr_add(y[i].get(), y[i].get(), p.get(), MPFR_RNDN);
          }
        }
        for (std::size_t i = 0; i < n; ++i) mpfr_set(x[i].get(), y[i].get(), MPFR_RNDN);
      }
      if (!T.b.empty())
        for (std::size_t i = 0; i < n; ++i) mpfr_add(x[i].get(), x[i].get(), T.b[c * n + i].get(), MPFR_RNDN);
    }
  }

  automata::State step(automata::Letter letter) {
    prev_values = values;
    for (std::size_t l = 0; l < layers.size(); ++l) {
      const Layer& layer = network.layers[l];
      std::vector<std::uint32_t> ctx;
      for (const ContextRef& ref : layer.context)
        ctx.push_back(ref.lag == 0 ? values[ref.layer] : prev_values[ref.layer]);
      const auto tok = layer.find_token(letter, ctx);
      if (!tok) {
        valid = false;
        continue;
      }
      apply(layers[l], layers[l].tokens[*tok]);
      decode(l);
    }
    return read();
  }

  automata::State read() const {
    if (!valid) return automata::kNoState;
    if (layers.size() == 1) return values[0] < network.readout.size() ? network.readout[values[0]] : automata::kNoState;
    const auto q = network.read(values);
    return q ? *q : automata::kNoState;
  }
};

MpfrRunner::MpfrRunner(const Network& network, long precision_bits)
    : impl_(std::make_unique<Impl>(network, precision_bits)) {}
MpfrRunner::~MpfrRunner() = default;
MpfrRunner::MpfrRunner(MpfrRunner&&) noexcept = default;
void MpfrRunner::reset() { impl_->reset(); }
automata::State MpfrRunner::step(automata::Letter letter) { return impl_->step(letter); }

double MpfrRunner::drift() const {
  double worst = 0;
  for (std::size_t l = 0; l < impl_->layers.size(); ++l) worst = std::max(worst, std::sqrt(impl_->nearest(l).second));
  return worst;
}

std::vector<double> MpfrRunner::state() const {
  std::vector<double> out;
  for (std::size_t l = 0; l < impl_->layers.size(); ++l) {
    const auto h = impl_->layer_double(l);
    out.insert(out.end(), h.begin(), h.end());
  }
  return out;
}

}  // namespace lrnnc::lrnn
