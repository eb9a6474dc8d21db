// The libtorch model of docs/LEARNED.md section 1 (learned/torch/torch-model.hpp).
#include "learned/torch/torch-model.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>

#include <ATen/Context.h>

#include "common/error.hpp"
#include "learned/fixed-point-native.hpp"
#include "learned/fixed-point-step.hpp"
#include "learned/torch/cpu-isa.hpp"  // its load-time cap of oneDNN

namespace lrnnc::learned::torch_model {

namespace {

std::string mangle(std::string name) {
  std::replace(name.begin(), name.end(), '.', '_');
  return name;
}

std::vector<std::int64_t> to_shape(const std::vector<std::size_t>& shape) { return {shape.begin(), shape.end()}; }

// a b^T for 2-D float32 tensors through oneDNN. Debian's libtorch is built with a generic BLAS
// (BLAS_INFO=generic), whose matrix product runs at about 2 GFLOP/s on one core; oneDNN's
// (mkldnn_linear) at about 20 (measured on [1088, 128] x [128, 128]). Same products, another
// summation order.
torch::Tensor mm_t(const torch::Tensor& a, const torch::Tensor& b) {
  return at::mkldnn_linear(a.contiguous().to_mkldnn(), b.contiguous().to_mkldnn(), {}).to_dense();
}

// x W^T as an autograd function whose forward and backward products are mm_t.
class OnednnLinear : public torch::autograd::Function<OnednnLinear> {
 public:
  static torch::Tensor forward(torch::autograd::AutogradContext* ctx, const torch::Tensor& x, const torch::Tensor& w) {
    ctx->save_for_backward({x, w});
    return mm_t(x, w);
  }
  static torch::autograd::variable_list backward(torch::autograd::AutogradContext* ctx,
                                                 torch::autograd::variable_list grad) {
    const auto saved = ctx->get_saved_variables();
    const torch::Tensor &x = saved[0], &w = saved[1], &g = grad[0];
    return {mm_t(g, w.t()), mm_t(g.t(), x.t())};  // dL/dx = g W, dL/dW = g^T x
  }
};

// x W^T for a weight [out, in] (nn.Linear's layout) on [..., in]: oneDNN for float32 (training),
// torch::matmul for float64 (the agreement tests' reference precision).
torch::Tensor affine(const torch::Tensor& x, const torch::Tensor& w) {
  if (x.scalar_type() != torch::kFloat32 || !at::hasMKLDNN()) return torch::matmul(x, w.t());
  auto out_shape = x.sizes().vec();
  out_shape.back() = w.size(0);
  return OnednnLinear::apply(x.reshape({-1, x.size(-1)}), w).reshape(out_shape);
}

// [B, T, n] -> [B, T, n] with position t holding position t-1 of the input (position 0: zeros).
torch::Tensor shift_right(const torch::Tensor& h) {
  const auto T = h.size(1);
  if (T <= 1) return torch::zeros_like(h);
  return torch::cat({torch::zeros_like(h.narrow(1, 0, 1)), h.narrow(1, 0, T - 1)}, 1);
}

// h_t = a_t h_{t-1} + b_t over dimension 1 of contiguous [B, T, n] tensors (h_0 = 0), position
// after position, in the tensors' dtype (float or double).
template <class F>
void scan_forward(const F* a, const F* b, F* h, std::int64_t B, std::int64_t T, std::int64_t n) {
  for (std::int64_t w = 0; w < B; ++w)
    for (std::int64_t t = 0; t < T; ++t) {
      const std::int64_t o = (w * T + t) * n;
      for (std::int64_t j = 0; j < n; ++j) h[o + j] = t == 0 ? b[o + j] : a[o + j] * h[o - n + j] + b[o + j];
    }
}
// Its gradient: G_t = g_t + a_{t+1} G_{t+1} from the last position back; da_t = G_t h_{t-1}
// (0 at t = 0), db_t = G_t.
template <class F>
void scan_backward(const F* a, const F* h, const F* g, F* da, F* db, std::int64_t B, std::int64_t T, std::int64_t n) {
  for (std::int64_t w = 0; w < B; ++w)
    for (std::int64_t t = T - 1; t >= 0; --t) {
      const std::int64_t o = (w * T + t) * n;
      for (std::int64_t j = 0; j < n; ++j) {
        db[o + j] = t + 1 < T ? g[o + j] + a[o + n + j] * db[o + n + j] : g[o + j];
        da[o + j] = t == 0 ? F(0) : db[o + j] * h[o - n + j];
      }
    }
}

// The scan h_t = a_t h_{t-1} + b_t (as linear_scan) as one autograd function, sequential in t:
// a handful of loops where linear_scan's log2(T) rounds are a dozen tensor operations each way.
class SequentialScan : public torch::autograd::Function<SequentialScan> {
 public:
  static torch::Tensor forward(torch::autograd::AutogradContext* ctx, const torch::Tensor& a, const torch::Tensor& b) {
    const auto ac = a.contiguous(), bc = b.contiguous();
    auto h = torch::empty_like(bc);
    const auto B = bc.size(0), T = bc.size(1), n = bc.numel() / std::max<std::int64_t>(B * T, 1);
    if (h.scalar_type() == torch::kFloat32)
      scan_forward(ac.data_ptr<float>(), bc.data_ptr<float>(), h.data_ptr<float>(), B, T, n);
    else
      scan_forward(ac.data_ptr<double>(), bc.data_ptr<double>(), h.data_ptr<double>(), B, T, n);
    ctx->save_for_backward({ac, h});
    return h;
  }
  static torch::autograd::variable_list backward(torch::autograd::AutogradContext* ctx,
                                                 torch::autograd::variable_list grad) {
    const auto saved = ctx->get_saved_variables();
    const torch::Tensor &a = saved[0], &h = saved[1];
    const auto g = grad[0].contiguous();
    auto da = torch::empty_like(h), db = torch::empty_like(h);
    const auto B = h.size(0), T = h.size(1), n = h.numel() / std::max<std::int64_t>(B * T, 1);
    if (h.scalar_type() == torch::kFloat32)
      scan_backward(a.data_ptr<float>(), h.data_ptr<float>(), g.data_ptr<float>(), da.data_ptr<float>(),
                    db.data_ptr<float>(), B, T, n);
    else
      scan_backward(a.data_ptr<double>(), h.data_ptr<double>(), g.data_ptr<double>(), da.data_ptr<double>(),
                    db.data_ptr<double>(), B, T, n);
    return {da, db};
  }
};

// Adds the seconds of its lifetime to `total`.
struct Seconds {
  double& total;
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  ~Seconds() { total += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); }
};

torch::Tensor inverse_softplus(const torch::Tensor& y) { return y + torch::log(-torch::expm1(-y)); }

}  // namespace

torch::Tensor softplus_exact(const torch::Tensor& x) {
  return torch::clamp_min(x, 0) + torch::log1p(torch::exp(-torch::abs(x)));
}

torch::Tensor normalize_last(const torch::Tensor& x) {
  return x * (1.0 / torch::sqrt(x.square().sum(-1, true) + 1e-12));
}

torch::Tensor linear_scan(torch::Tensor a, torch::Tensor b) {
  const auto T = a.size(1);
  for (std::int64_t k = 1; k < T; k *= 2) {
    // Combine position t with position t-k: (a, b) <- (a_t a_{t-k}, a_t b_{t-k} + b_t).
    const auto a_prev = torch::cat({torch::ones_like(a.narrow(1, 0, k)), a.narrow(1, 0, T - k)}, 1);
    const auto b_prev = torch::cat({torch::zeros_like(b.narrow(1, 0, k)), b.narrow(1, 0, T - k)}, 1);
    b = a * b_prev + b;
    a = a * a_prev;
  }
  return b;
}

bool TorchModelImpl::weight_normed(const std::string& name) {
  if (name.find(".mixer.") == std::string::npos) return false;
  for (const char* suffix : {".u.weight", ".alpha.weight", ".L1.weight", ".L2.weight", ".D1.weight", ".D2.weight",
                             ".bc.weight", ".zy.weight"})
    if (name.ends_with(suffix)) return true;
  return false;
}

bool TorchModelImpl::fixed_point_model(const ModelConfig& config) {
  return std::any_of(config.layers.begin(), config.layers.end(),
                     [](const LayerSpec& l) { return is_fixed_point(l.type); });
}

TorchModelImpl::TorchModelImpl(const ModelConfig& config, torch::Dtype dtype) : config_(config), dtype_(dtype) {
  for (const TensorSpec& spec : expected_tensors(config_)) {
    names_.push_back(spec.name);
    const auto options = torch::TensorOptions().dtype(dtype_);
    auto t = torch::empty(to_shape(spec.shape), options);
    params_.push_back(register_parameter(mangle(spec.name), t, true));
    if (weight_normed(spec.name)) {
      auto g_shape = to_shape(spec.shape);
      g_shape.back() = 1;
      gains_.push_back(register_parameter(mangle(spec.name) + "_g", torch::empty(g_shape, options), true));
    } else {
      gains_.emplace_back();
    }
  }
  init_parameters();
}

std::size_t TorchModelImpl::index(const std::string& name) const {
  const auto it = std::find(names_.begin(), names_.end(), name);
  if (it == names_.end()) throw Error("learned model: no tensor '" + name + "'");
  return static_cast<std::size_t>(it - names_.begin());
}

torch::Tensor TorchModelImpl::weight(const std::string& name) const {
  const std::size_t i = index(name);
  if (!gains_[i].defined()) return params_[i];
  const auto& v = params_[i];
  return v * (gains_[i] / torch::sqrt(v.square().sum(-1, true)).clamp_min(1e-30));
}

std::vector<torch::Tensor> TorchModelImpl::gains() const {
  std::vector<torch::Tensor> out;
  for (const auto& g : gains_)
    if (g.defined()) out.push_back(g);
  return out;
}

void TorchModelImpl::set_gains() {
  torch::NoGradGuard no_grad;
  for (std::size_t i = 0; i < names_.size(); ++i)
    if (gains_[i].defined()) gains_[i].copy_(torch::sqrt(params_[i].square().sum(-1, true)));
}

torch::Tensor& TorchModelImpl::tensor(const std::string& name) { return params_[index(name)]; }

const torch::Tensor& TorchModelImpl::tensor(const std::string& name) const {
  return const_cast<TorchModelImpl*>(this)->tensor(name);
}

bool TorchModelImpl::no_weight_decay(const std::string& name) {
  return name.ends_with(".bias") || name.ends_with("norm.weight") || name.ends_with(".A_log") ||
         name.ends_with(".mixer.D");
}

void TorchModelImpl::init_parameters() {
  torch::NoGradGuard no_grad;
  const auto opts = torch::TensorOptions().dtype(dtype_);
  const bool fixed_point = fixed_point_model(config_);
  for (std::size_t i = 0; i < names_.size(); ++i) {
    const std::string& name = names_[i];
    torch::Tensor& p = params_[i];
    const double fan_in = static_cast<double>(p.size(p.dim() - 1));
    if (name == "embed") {
      p.normal_(0.0, fixed_point ? 0.02 : 1.0);
    } else if (fixed_point && name == "head.weight") {
      p.normal_(0.0, 0.02);
    } else if (fixed_point && name == "head.bias") {
      p.zero_();
    } else if (name.ends_with("norm.weight")) {
      p.fill_(1.0);
    } else if (name.ends_with(".A_log")) {
      // diag: log(1..n); fpmamba [n, N]: log(1..N) in every row (S4D-real)
      p.copy_(torch::log(torch::arange(1, p.size(p.dim() - 1) + 1, opts)).expand_as(p));
    } else if (name.ends_with(".mixer.D")) {
      p.fill_(1.0);
    } else if (name.ends_with(".delta.bias") || name.ends_with(".dt.bias")) {
      const auto dt = torch::exp(torch::rand({p.size(0)}, opts) * (std::log(1e-1) - std::log(1e-3)) + std::log(1e-3));
      p.copy_(inverse_softplus(torch::clamp_min(dt, 1e-4)));
    } else if (name.ends_with(".beta.bias") || name.ends_with(".lam.bias") || name.ends_with(".alpha.bias") ||
               name.ends_with(".D1.bias") || name.ends_with(".D2.bias") || name.ends_with("norm.bias")) {
      p.zero_();
    } else {
      // A linear weight [out, in] or [r, out, in]: nn.Linear's bound 1/sqrt(in).
      const double bound = 1.0 / std::sqrt(fan_in);
      p.uniform_(-bound, bound);
    }
  }
  set_gains();
}

void TorchModelImpl::load_from(const LearnedModel& model) {
  if (!(model.config == config_)) throw Error("learned model: the config differs from the libtorch model's");
  torch::NoGradGuard no_grad;
  for (std::size_t i = 0; i < names_.size(); ++i) {
    const auto it = model.weights.find(names_[i]);
    if (it == model.weights.end()) throw Error("learned model: missing tensor '" + names_[i] + "'");
    const lrnn::Tensor& src = it->second;
    if (to_shape(src.shape) != params_[i].sizes().vec() ||
        src.values.size() != static_cast<std::size_t>(params_[i].numel()))
      throw Error("learned model: tensor '" + names_[i] + "' has shape " + lrnn::shape_string(src.shape));
    auto values = torch::from_blob(const_cast<double*>(src.values.data()), params_[i].sizes(),
                                   torch::TensorOptions().dtype(torch::kFloat64));
    params_[i].copy_(values);
  }
  if (model.weights.size() != names_.size()) throw Error("learned model: extra tensors");
  set_gains();  // v = W, g = |W| per row: the same effective weights
}

lrnn::TensorMap TorchModelImpl::to_learned() const {
  lrnn::TensorMap out;
  for (std::size_t i = 0; i < names_.size(); ++i) {
    const auto t = weight(names_[i]).detach().to(torch::kFloat64).contiguous();
    lrnn::Tensor dst;
    dst.dtype = dtype_ == torch::kFloat64 ? lrnn::WeightDtype::f64 : lrnn::WeightDtype::f32;
    for (auto s : t.sizes()) dst.shape.push_back(static_cast<std::size_t>(s));
    dst.values.resize(static_cast<std::size_t>(t.numel()));
    std::memcpy(dst.values.data(), t.data_ptr<double>(), dst.values.size() * sizeof(double));
    out[names_[i]] = std::move(dst);
  }
  return out;
}

torch::Tensor TorchModelImpl::rms_norm(const torch::Tensor& u, const torch::Tensor& g) const {
  const double d = static_cast<double>(u.size(-1));
  return u * (1.0 / torch::sqrt(u.square().sum(-1, true) / d + config_.norm_eps)) * g;
}

torch::Tensor TorchModelImpl::forward(const torch::Tensor& words, std::vector<std::vector<std::int64_t>>* iterations,
                                      bool full_vocabulary) {
  if (iterations) iterations->clear();
  contraction_penalty_ = torch::Tensor();
  contraction_records_.clear();
  fixed_points_.clear();
  power_vectors_.clear();
  const auto T = words.size(1);
  converged_ = torch::ones({words.size(0)}, torch::TensorOptions().dtype(torch::kBool));
  const auto input =
      config_.bos
          ? torch::cat(
                {torch::full({words.size(0), 1}, static_cast<std::int64_t>(config_.bos_row()), words.options()), words},
                1)
          : words;
  auto u = torch::embedding(weight("embed"), input);  // [B, T (+1 with BOS), d]
  for (std::size_t l = 0; l < config_.layers.size(); ++l) {
    const std::string p = "layers." + std::to_string(l) + ".";
    const auto z = rms_norm(u, weight(p + "norm.weight"));
    std::vector<std::int64_t> iters;
    const auto y = mixer(l, z, &iters);
    if (iterations && is_fixed_point(config_.layers[l].type)) iterations->push_back(std::move(iters));
    u = u + affine(y, weight(p + "out.weight"));
  }
  if (config_.bos) u = u.narrow(1, 1, T);  // the BOS position has no output
  const auto hn = rms_norm(u, weight("head.norm.weight"));
  if (!config_.tied_head) return affine(hn, weight("head.weight")) + weight("head.bias");
  const auto& e = weight("embed");
  if (full_vocabulary) return affine(hn, e);
  return affine(hn, e.narrow(0, static_cast<std::int64_t>(config_.alphabet.size()),
                             static_cast<std::int64_t>(config_.outputs.size())));
}

torch::Tensor TorchModelImpl::mixer(std::size_t layer, const torch::Tensor& z, std::vector<std::int64_t>* iterations) {
  const LayerSpec& spec = config_.layers[layer];
  const std::string p = "layers." + std::to_string(layer) + ".mixer.";
  switch (spec.type) {
    case MixerType::diag: return diag(p, spec, z);
    case MixerType::deltaproduct: return deltaproduct(p, spec, z);
    case MixerType::fprnn: return fprnn(p, spec, z, iterations);
    case MixerType::fpmamba: return fpmamba(p, spec, z, iterations);
    case MixerType::fla: throw Error("learned model: fla layers (imported checkpoints) are not trained by lrnnc");
  }
  throw Error("learned model: unknown mixer");
}

torch::Tensor TorchModelImpl::diag(const std::string& p, const LayerSpec& spec, const torch::Tensor& z) const {
  const auto delta = softplus_exact(affine(z, tensor(p + "delta.weight")) + tensor(p + "delta.bias"));
  auto a = torch::exp(-delta * torch::exp(tensor(p + "A_log")));
  if (spec.range == EigenRange::symmetric) a = 2.0 * a - 1.0;
  const auto b = delta * affine(z, tensor(p + "B.weight"));
  return linear_scan(a, b);
}

torch::Tensor TorchModelImpl::deltaproduct(const std::string& p, const LayerSpec& spec, const torch::Tensor& z) const {
  const auto B = z.size(0), T = z.size(1);
  const auto H = static_cast<std::int64_t>(spec.heads), n = static_cast<std::int64_t>(spec.n);
  const double s = spec.range == EigenRange::unit ? 1.0 : 2.0;
  const auto q = normalize_last(affine(z, tensor(p + "q.weight")).view({B, T, H, n}));
  std::vector<torch::Tensor> k, v, beta;  // per sub-step i: [B, T, H, n], [B, T, H, n], [B, T, H]
  for (std::int64_t i = 0; i < static_cast<std::int64_t>(spec.rank); ++i) {
    k.push_back(normalize_last(affine(z, tensor(p + "k.weight")[i]).view({B, T, H, n})));
    v.push_back(affine(z, tensor(p + "v.weight")[i]).view({B, T, H, n}));
    beta.push_back(s * torch::sigmoid(affine(z, tensor(p + "beta.weight")[i]) + tensor(p + "beta.bias")[i]));
  }
  auto S = torch::zeros({B, H, n, n}, z.options());
  std::vector<torch::Tensor> ys;
  for (std::int64_t t = 0; t < T; ++t) {
    for (std::size_t i = 0; i < spec.rank; ++i) {
      const auto kt = k[i].select(1, t), vt = v[i].select(1, t);         // [B, H, n]
      const auto bt = beta[i].select(1, t).unsqueeze(-1).unsqueeze(-1);  // [B, H, 1, 1]
      const auto stk = torch::matmul(kt.unsqueeze(-2), S).squeeze(-2);   // S^T k: [B, H, n]
      S = S + bt * kt.unsqueeze(-1) * (vt - stk).unsqueeze(-2);
    }
    ys.push_back(torch::matmul(q.select(1, t).unsqueeze(-2), S).squeeze(-2).reshape({B, H * n}));  // S^T q
  }
  return torch::stack(ys, 1);
}

namespace {

// An fprnn layer's channel-mixer weights (the effective ones, weight norm applied once per forward).
struct MixerTensors {
  torch::Tensor u, alpha, alpha_bias, L1, L2, D1, D1_bias, D2, D2_bias;
};

// The channel mixer Q(p) of one iteration, from p [B, T, 2n]: householder / dplr: alpha [B, T, r] and
// the unit vectors u_i [B, T, n]; kronecker: the factors U [B, T, a, a] and V [B, T, b, b].
struct MixerFactors {
  torch::Tensor alpha;
  std::vector<torch::Tensor> u;
  torch::Tensor U, V;
};

// [..., a, a] times [..., a] -> [..., a].
torch::Tensor matvec(const torch::Tensor& m, const torch::Tensor& v) {
  return torch::matmul(m, v.unsqueeze(-1)).squeeze(-1);
}

// The a x a upper-triangular matrix whose entries (row by row, i <= j) are `entries` [..., a(a+1)/2].
torch::Tensor upper_triangular(const torch::Tensor& entries, std::int64_t a) {
  std::vector<std::int64_t> index;
  for (std::int64_t i = 0; i < a; ++i)
    for (std::int64_t j = i; j < a; ++j) index.push_back(i * a + j);
  auto sizes = entries.sizes().vec();
  sizes.back() = a * a;
  const auto idx = torch::tensor(index, torch::TensorOptions().dtype(torch::kInt64));
  auto full = torch::zeros(sizes, entries.options()).index_copy(-1, idx, entries);
  sizes.back() = a;
  sizes.push_back(a);
  return full.view(sizes);
}

// One Kronecker factor (docs/LEARNED.md): U0 = T T^T with T from silu(W_L p), rows normalized, then
// divided by (sigma + 1e-5), sigma the power-iteration estimate of its spectral norm (8 rounds of
// u = normalize(U0 v), v = normalize(U0 u) from v = 1, sigma = u . U0 v); then diag(sigmoid(W_D p + c)) U.
torch::Tensor kronecker_factor(const torch::Tensor& p, const torch::Tensor& wl, const torch::Tensor& wd,
                               const torch::Tensor& cd, std::int64_t a, bool spectral) {
  const auto t1 = upper_triangular(torch::silu(affine(p, wl)), a);
  auto u0 = normalize_last(torch::matmul(t1, t1.transpose(-1, -2)));
  if (!spectral) return torch::sigmoid(affine(p, wd) + cd).unsqueeze(-1) * u0;  // fpmamba: rows normalized only
  auto sizes = u0.sizes().vec();
  sizes.pop_back();
  auto pv = torch::ones(sizes, u0.options());
  torch::Tensor pu;
  for (int k = 0; k < kPowerIterations; ++k) {
    pu = normalize_last(matvec(u0, pv));
    pv = normalize_last(matvec(u0, pu));
  }
  const auto sigma = (pu * matvec(u0, pv)).sum(-1, true).unsqueeze(-1);
  const auto u = u0 * (1.0 / (sigma + kSpectralEps));
  return torch::sigmoid(affine(p, wd) + cd).unsqueeze(-1) * u;
}

MixerFactors mixer_factors(const MixerTensors& w, const LayerSpec& spec, const torch::Tensor& p) {
  MixerFactors f;
  if (spec.mixer == ChannelMixer::kronecker) {
    const auto n = static_cast<std::int64_t>(spec.n), a = static_cast<std::int64_t>(kronecker_rows(spec.n));
    const bool spectral = kronecker_spectral(spec.type);
    f.U = kronecker_factor(p, w.L1, w.D1, w.D1_bias, a, spectral);
    f.V = kronecker_factor(p, w.L2, w.D2, w.D2_bias, n / a, spectral);
    return f;
  }
  f.alpha = torch::sigmoid(affine(p, w.alpha) + w.alpha_bias);
  for (std::int64_t i = 0; i < static_cast<std::int64_t>(spec.rank); ++i)
    f.u.push_back(normalize_last(torch::silu(affine(p, w.u[static_cast<std::size_t>(i)]))));
  return f;
}

// Q v (transposed: Q^T v) for v [B, T, n] (docs/LEARNED.md).
//   householder: Q = H_r ... H_1, H_i = I - 2 alpha_i u_i u_i^T (each factor acts on the running
//     vector); Q^T applies the same factors in the reverse order;
//   dplr: Q = I - 2 sum_i alpha_i u_i u_i^T (every u_i . v of the input v), symmetric;
//   kronecker: with Mt[i][j] = v[i b + j] (= M[j][i]), (Q v)[i b + j] = v[i b + j] - 2 (U^T Mt V^T)[i][j];
//     (Q^T v) takes U Mt V instead.
torch::Tensor apply_mixer(const MixerFactors& f, const LayerSpec& spec, const torch::Tensor& v,
                          bool transposed = false) {
  if (spec.mixer == ChannelMixer::kronecker) {
    auto sizes = v.sizes().vec();
    sizes.back() = f.U.size(-1);
    sizes.push_back(f.V.size(-1));
    const auto mt = v.reshape(sizes);
    const auto P = transposed ? torch::matmul(torch::matmul(f.U, mt), f.V)
                              : torch::matmul(torch::matmul(f.U.transpose(-1, -2), mt), f.V.transpose(-1, -2));
    return v - 2.0 * P.reshape(v.sizes());
  }
  auto out = v;
  const auto r = static_cast<std::int64_t>(f.u.size());
  for (std::int64_t k = 0; k < r; ++k) {
    const std::int64_t i = transposed && spec.mixer == ChannelMixer::householder ? r - 1 - k : k;
    const auto& u = f.u[static_cast<std::size_t>(i)];
    const auto& src = spec.mixer == ChannelMixer::householder ? out : v;
    const auto coef = 2.0 * f.alpha.select(-1, i).unsqueeze(-1) * (u * src).sum(-1, true);
    out = out - coef * u;
  }
  return out;
}

// Per word: max_t ||h_t - prev_t||_inf / (||h_t||_inf + 1e-8), as float64 [B].
torch::Tensor residue(const torch::Tensor& h, const torch::Tensor& prev) {
  const auto num = (h - prev).abs().amax(-1);
  const auto den = h.abs().amax(-1) + 1e-8;
  return (num / den).amax(-1).to(torch::kFloat64);
}

}  // namespace

namespace {

MixerTensors mixer_tensors(const TorchModelImpl& m, const std::string& pre, const LayerSpec& spec) {
  MixerTensors w;
  if (spec.mixer == ChannelMixer::kronecker) {
    w.L1 = m.weight(pre + "L1.weight"), w.L2 = m.weight(pre + "L2.weight");
    w.D1 = m.weight(pre + "D1.weight"), w.D1_bias = m.weight(pre + "D1.bias");
    w.D2 = m.weight(pre + "D2.weight"), w.D2_bias = m.weight(pre + "D2.bias");
  } else {
    w.u = m.weight(pre + "u.weight"), w.alpha = m.weight(pre + "alpha.weight");
    w.alpha_bias = m.weight(pre + "alpha.bias");
  }
  return w;
}

}  // namespace

std::size_t TorchModelImpl::train_cap(const LayerSpec& spec, std::size_t positions) const {
  std::size_t cap = spec.fixed_point.max_iter_train;
  if (cap == kRandomMaxIterTrain) cap = random_max_iter_train_;
  if (cap == kLengthMaxIterTrain)  // the words' letters, BOS not counted (16 on words of 16 letters)
    cap = std::max<std::size_t>(1, positions - (config_.bos ? 1 : 0));
  if (cap < 1) throw Error("fixed point: a random max_iter_train needs the batch's cap (set_random_max_iter_train)");
  return cap;
}

std::size_t TorchModelImpl::eval_cap(const LayerSpec& spec) const {
  return max_iter_eval_ > 0 ? max_iter_eval_ : spec.fixed_point.max_iter;
}

torch::Tensor TorchModelImpl::solve_native(const std::string& pre, const LayerSpec& spec, const NamedInputs& inputs,
                                           std::vector<std::int64_t>* iterations, torch::Tensor* power) {
  const Seconds timer(solve_seconds_);
  torch::NoGradGuard no_grad;
  std::vector<torch::Tensor> keep;  // the float32 copies the solver reads, alive until it returns
  const auto ptr = [&](const torch::Tensor& t) {
    keep.push_back(t.detach().to(torch::kFloat32).contiguous());
    return static_cast<const float*>(keep.back().data_ptr<float>());
  };
  const auto w_ptr = [&](const char* name) { return ptr(weight(pre + name)); };
  NativeFixedPointWeights w;
  if (spec.mixer == ChannelMixer::kronecker) {
    w.L1 = w_ptr("L1.weight"), w.D1 = w_ptr("D1.weight"), w.D1_bias = w_ptr("D1.bias");
    w.L2 = w_ptr("L2.weight"), w.D2 = w_ptr("D2.weight"), w.D2_bias = w_ptr("D2.bias");
  } else {
    w.u = w_ptr("u.weight"), w.alpha = w_ptr("alpha.weight"), w.alpha_bias = w_ptr("alpha.bias");
  }
  if (spec.type == MixerType::fpmamba) {
    w.bc = w_ptr("bc.weight"), w.D = w_ptr("D");
    w.norm = w_ptr("norm.weight"), w.norm_bias = w_ptr("norm.bias");
  }
  const torch::Tensor& x = inputs.at("x");
  NativeFixedPointInputs in;
  in.words = static_cast<std::size_t>(x.size(0));
  in.positions = static_cast<std::size_t>(x.size(1));
  in.eps = config_.norm_eps;
  in.x = ptr(x);
  const auto maybe = [&](const char* name) { return inputs.count(name) ? ptr(inputs.at(name)) : nullptr; };
  in.bx = maybe("bx"), in.lam = maybe("lam"), in.om = maybe("om");
  in.dt = maybe("dt"), in.dA = maybe("dA"), in.Bx = maybe("Bx"), in.Cx = maybe("Cx");
  const bool training = is_training();
  NativeSolveResult r = solve_fixed_point_native(spec, w, in, training ? NativeStop::batch : NativeStop::word,
                                                 training ? train_cap(spec, in.positions) : eval_cap(spec),
                                                 power ? kContractionPowerIterations : 0);
  const auto f32 = torch::TensorOptions().dtype(torch::kFloat32);
  if (power) {
    *power = torch::from_blob(r.power.data(), x.sizes(), f32).clone().to(dtype_);
    power_vectors_.push_back(*power);
  }
  if (!training) {
    const auto conv = torch::tensor(std::vector<std::int64_t>(r.converged.begin(), r.converged.end())).to(torch::kBool);
    converged_ = converged_.logical_and(conv);
  }
  if (iterations) {
    iterations->clear();
    for (auto l : r.stopped) iterations->push_back(l + 1);
  }
  return torch::from_blob(r.h.data(), x.sizes(), f32).clone().to(dtype_);
}

torch::Tensor TorchModelImpl::solve(const LayerSpec& spec, const torch::Tensor& start,
                                    const std::function<torch::Tensor(const torch::Tensor&)>& step,
                                    std::vector<std::int64_t>* iterations) {
  const Seconds timer(solve_seconds_);
  const FixedPointOptions& fp = spec.fixed_point;
  const auto B = start.size(0);
  const auto f64 = torch::TensorOptions().dtype(torch::kFloat64);
  torch::Tensor h = start;
  std::vector<std::int64_t> stopped(static_cast<std::size_t>(B), 0);  // l per word
  {
    torch::NoGradGuard no_grad;
    auto best = torch::full({B}, std::numeric_limits<double>::infinity(), f64);
    auto s = torch::full({B}, fp.damping, f64);
    const auto P = static_cast<std::int64_t>(fp.damping_patience);
    auto patience = torch::full({B}, P, torch::TensorOptions().dtype(torch::kInt64));
    // One undamped iteration, the residue against the iterate before, damping, and the per-word
    // running minimum, patience and damping decay (the official FixedPointOptimizer).
    const auto advance = [&]() {
      auto next = step(h);
      const auto res = residue(next, h);
      if (fp.damping != 1.0 || fp.damping_decay != 1.0) {  // s may leave 1 by decay: the runtime's s != 1 test
        const auto sv = s.to(next.scalar_type()).view({B, 1, 1});
        next = torch::where(sv == 1.0, next, sv * next + (1.0 - sv) * h);
      }
      const auto decreased = res < best;  // NaN: not an improvement
      best = torch::where(decreased, res, best);
      patience = torch::where(decreased, torch::full_like(patience, P), patience - 1);
      const auto adapt = patience == 0;
      patience = torch::where(adapt, torch::full_like(patience, P), patience);
      s = torch::where(adapt, s * fp.damping_decay, s);
      return next;
    };
    if (is_training()) {
      // The batch stops when the quantile_train quantile of its words' running-minimum residues is
      // below the threshold (the official stopping rule), when every word's damping fell below
      // kMinDamping, or at the training cap.
      const std::size_t cap = train_cap(spec, static_cast<std::size_t>(start.size(1)));
      for (std::size_t l = 1;; ++l) {
        h = advance();
        const double q = torch::quantile(best, fp.quantile_train).item<double>();
        std::fill(stopped.begin(), stopped.end(), static_cast<std::int64_t>(l));
        if (q < fp.threshold || s.max().item<double>() < kMinDamping || l >= cap) break;
      }
    } else {
      // Each word stops on its own: a converged word keeps its iterate (frozen by torch::where).
      auto active = torch::ones({B}, torch::TensorOptions().dtype(torch::kBool));
      const std::size_t cap = eval_cap(spec);
      for (std::size_t l = 1;; ++l) {
        const auto next = advance();
        h = torch::where(active.view({B, 1, 1}), next, h);
        const auto act = active.accessor<bool, 1>();
        for (std::int64_t b = 0; b < B; ++b)
          if (act[b]) stopped[static_cast<std::size_t>(b)] = static_cast<std::int64_t>(l);
        active = active.logical_and((best < fp.threshold).logical_not()).logical_and(s >= kMinDamping);
        if (!active.any().item<bool>() || l >= cap) break;
      }
      converged_ = converged_.logical_and(best < fp.threshold);
    }
  }
  if (iterations) {
    iterations->clear();
    for (auto l : stopped) iterations->push_back(l + 1);
  }
  return h.detach();
}

torch::Tensor TorchModelImpl::fprnn(const std::string& pre, const LayerSpec& spec, const torch::Tensor& z,
                                    std::vector<std::int64_t>* iterations) {
  const auto n = static_cast<std::int64_t>(spec.n);
  const auto xz = affine(z, weight(pre + "in.weight"));
  const auto x = xz.narrow(-1, 0, n), zg = xz.narrow(-1, n, n);
  const auto bx = torch::silu(affine(x, weight(pre + "b.weight"))) * x;
  const auto lam = torch::sigmoid(affine(x, weight(pre + "lam.weight")) + weight(pre + "lam.bias"));
  const auto om = 1.0 - lam;
  const MixerTensors w = mixer_tensors(*this, pre, spec);
  // One iteration h^{l-1} -> h^l of docs/LEARNED.md (channel mixer, diagonal scan); the native
  // solver's final iteration scans with SequentialScan (the libtorch solver keeps linear_scan).
  const bool sequential = native_solver();
  const auto iterate = [&](const MixerFactors& f, const torch::Tensor& prev) {
    const auto b = om * (apply_mixer(f, spec, bx - prev) + prev);
    return sequential ? SequentialScan::apply(lam, b) : linear_scan(lam, b);
  };
  const auto step = [&](const torch::Tensor& prev) {
    return iterate(mixer_factors(w, spec, torch::cat({x, shift_right(prev)}, -1)), prev);
  };
  // The one iteration the gradient flows through, from the (detached) iterate of the solver.
  // The native solver also runs the contraction penalty's power iteration (no gradient) at h.
  const bool penalty = is_training() && contraction_bound_ > 0;
  torch::Tensor power;
  const auto h = native_solver() ? solve_native(pre, spec, {{"x", x}, {"bx", bx}, {"lam", lam}, {"om", om}}, iterations,
                                                penalty ? &power : nullptr)
                                 : solve(spec, torch::zeros_like(x), step, iterations);
  fixed_points_.push_back(h);
  const MixerFactors f = mixer_factors(w, spec, torch::cat({x, shift_right(h)}, -1));
  const auto hstar = iterate(f, h);
  if (penalty) {
    // The contraction penalty (set_contraction_bound): sigma_t = ||A_t||_2 of each position's
    // iteration map A_t = (I - Lambda_t)(I - Q_t), by power iteration on A^T A under NoGradGuard
    // from a fixed start vector, then sigma_t = |A_t v_t| with gradient.
    const auto A = [&](const torch::Tensor& v) { return om * (v - apply_mixer(f, spec, v)); };
    const auto At = [&](const torch::Tensor& v) {
      const auto ov = om * v;
      return ov - apply_mixer(f, spec, ov, true);
    };
    torch::Tensor v = power;
    if (!v.defined()) {
      torch::NoGradGuard no_grad;
      v = normalize_last(torch::linspace(1.0, 2.0, n, x.options()).expand_as(x));
      for (int k = 0; k < kContractionPowerIterations; ++k) v = normalize_last(At(A(v)));
    }
    // sigma^2 floored at 1e-30 before the root: where A_t = 0 (every alpha_i of the position
    // rounded to 0) sqrt's derivative at 0 times 0 would be NaN and skip the step; the term is 0
    // there either way (sigma < bound), and the floor changes no other value.
    const auto sigma = A(v).square().sum(-1).clamp_min(1e-30).sqrt();
    const auto term = torch::relu(sigma - contraction_bound_).square().mean();
    contraction_penalty_ = contraction_penalty_.defined() ? contraction_penalty_ + term : term;
    if (record_contraction_) {
      torch::NoGradGuard no_grad;
      // Row k of `basis` is e_k, for every word and position: [n, B, T, n]; A(basis) puts A e_k,
      // column k of A, in row k, hence the transpose of the last two dimensions after moving k.
      const auto basis = torch::eye(n, x.options()).view({n, 1, 1, n}).expand({n, x.size(0), x.size(1), n});
      contraction_records_.push_back(
          {A(basis).permute({1, 2, 3, 0}).contiguous(), At(basis).permute({1, 2, 3, 0}).contiguous(), sigma.detach()});
    }
  }
  const auto c = torch::silu(affine(torch::cat({x, shift_right(hstar)}, -1), weight(pre + "c.weight")));
  const auto y = torch::silu(zg) * (c * hstar);
  const double width = static_cast<double>(n);
  return y * (1.0 / torch::sqrt(y.square().sum(-1, true) / width + config_.norm_eps)) * weight(pre + "norm.weight");
}

torch::Tensor TorchModelImpl::fpmamba(const std::string& pre, const LayerSpec& spec, const torch::Tensor& z,
                                      std::vector<std::int64_t>* iterations) {
  const auto n = static_cast<std::int64_t>(spec.n), N = static_cast<std::int64_t>(spec.d_state);
  const auto R = static_cast<std::int64_t>(spec.dt_rank);
  const auto xz = affine(z, weight(pre + "in.weight"));
  const auto x = xz.narrow(-1, 0, n), zg = xz.narrow(-1, n, n);
  const auto xd = affine(x, weight(pre + "x.weight"));
  const auto Bx = xd.narrow(-1, R, N), Cx = xd.narrow(-1, R + N, N);
  const auto dt = softplus_exact(affine(xd.narrow(-1, 0, R), weight(pre + "dt.weight")) + weight(pre + "dt.bias"));
  const auto dA = torch::exp(dt.unsqueeze(-1) * -torch::exp(weight(pre + "A_log")));  // [B, T, n, N]
  const auto& D = weight(pre + "D");
  const auto& Wbc = weight(pre + "bc.weight");
  const auto &gain = weight(pre + "norm.weight"), &bias = weight(pre + "norm.bias");
  const MixerTensors w = mixer_tensors(*this, pre, spec);
  // One iteration y^{l-1} -> y^l of docs/LEARNED.md (channel mixer, B and C read y_{t-1}, the
  // selective scan over the n x N state, LayerNorm).
  const auto step = [&](const torch::Tensor& prev) {
    const auto ps = shift_right(prev);
    const auto xt = apply_mixer(mixer_factors(w, spec, torch::cat({x, ps}, -1)), spec, x - prev) + prev;
    const auto bc = affine(ps, Wbc);
    const auto Bp = normalize_last(Bx + bc.narrow(-1, 0, N)), Cp = normalize_last(Cx + bc.narrow(-1, N, N));
    // The n x N state position by position: the log-depth scan of diag and fprnn would materialize
    // [B, T, n, N] tensors in each of its rounds (about 3x slower training, measured).
    const auto u = (dt * xt).unsqueeze(-1) * Bp.unsqueeze(-2);  // [B, T, n, N]
    auto H = torch::zeros_like(u.select(1, 0));
    std::vector<torch::Tensor> ys;
    for (std::int64_t t = 0; t < u.size(1); ++t) {
      H = dA.select(1, t) * H + u.select(1, t);
      ys.push_back(torch::matmul(H, Cp.select(1, t).unsqueeze(-1)).squeeze(-1));
    }
    const auto y = torch::stack(ys, 1) + D * xt;
    const auto c = y - y.mean(-1, true);
    return c * (1.0 / torch::sqrt(c.square().mean(-1, true) + config_.norm_eps)) * gain + bias;
  };
  fixed_points_.push_back(
      native_solver() ? solve_native(pre, spec, {{"x", x}, {"dt", dt}, {"dA", dA}, {"Bx", Bx}, {"Cx", Cx}}, iterations)
                      : solve(spec, torch::zeros_like(x), step, iterations));
  const auto ystar = step(fixed_points_.back());
  return torch::silu(zg + affine(shift_right(ystar), weight(pre + "zy.weight"))) * ystar;
}

bool TorchModelImpl::native_step_available() const {
  return dtype_ == torch::kFloat32 && native_step_supported(config_);
}

TorchModelImpl::NativeStepMetrics TorchModelImpl::native_step(const torch::Tensor& words, const torch::Tensor& labels,
                                                              double contraction,
                                                              const std::vector<torch::Tensor>& given,
                                                              const std::vector<torch::Tensor>& given_power) {
  if (!native_step_available()) throw Error("native training step: not for this model");
  std::vector<torch::Tensor> keep;  // the contiguous float32 tensors the step reads
  const auto ptr = [&](const torch::Tensor& t) {
    keep.push_back(t.detach().to(torch::kFloat32).contiguous());
    return static_cast<const float*>(keep.back().data_ptr<float>());
  };
  NativeStepInput in;
  for (std::size_t i = 0; i < names_.size(); ++i) {
    in.tensors[names_[i]] = ptr(params_[i]);
    if (gains_[i].defined()) in.tensors[names_[i] + ".g"] = ptr(gains_[i]);
  }
  const auto w = words.to(torch::kInt64).contiguous(), y = labels.to(torch::kInt64).contiguous();
  in.words = static_cast<std::size_t>(w.size(0)), in.letters = static_cast<std::size_t>(w.size(1));
  in.word = w.data_ptr<std::int64_t>(), in.labels = y.data_ptr<std::int64_t>();
  for (const LayerSpec& spec : config_.layers) in.caps.push_back(train_cap(spec, in.letters + (config_.bos ? 1 : 0)));
  in.contraction = contraction_bound_ > 0 ? contraction : 0;
  in.bound = contraction_bound_;
  in.power_rounds = kContractionPowerIterations;
  for (const auto& h : given) in.fixed_points.push_back(ptr(h));
  for (const auto& v : given_power) in.power.push_back(ptr(v));
  NativeStepResult r = native_train_step(config_, in);
  solve_seconds_ += r.solve_seconds;
  const auto f32 = torch::TensorOptions().dtype(torch::kFloat32);
  const auto from = [&](std::vector<float>& v, const torch::Tensor& like) {
    return torch::from_blob(v.data(), like.sizes(), f32).clone().to(dtype_);
  };
  fixed_points_.clear();
  for (std::size_t l = 0; l < r.fixed_points.size(); ++l) {
    const auto P = static_cast<std::int64_t>(in.letters + (config_.bos ? 1 : 0));
    const auto n = static_cast<std::int64_t>(config_.layers[l].n);
    fixed_points_.push_back(torch::from_blob(r.fixed_points[l].data(), {w.size(0), P, n}, f32).clone());
  }
  for (std::size_t i = 0; i < names_.size(); ++i) {
    params_[i].mutable_grad() = from(r.gradients.at(names_[i]), params_[i]);
    if (gains_[i].defined()) gains_[i].mutable_grad() = from(r.gradients.at(names_[i] + ".g"), gains_[i]);
  }
  return {r.loss, r.penalty, r.token_accuracy, r.sequence_accuracy};
}

}  // namespace lrnnc::learned::torch_model
