// The libtorch model of docs/LEARNED.md section 1 (learned/torch/torch-model.hpp).
#include "learned/torch/torch-model.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "common/error.hpp"

namespace lrnnc::learned::torch_model {

namespace {

std::string mangle(std::string name) {
  std::replace(name.begin(), name.end(), '.', '_');
  return name;
}

std::vector<std::int64_t> to_shape(const std::vector<std::size_t>& shape) { return {shape.begin(), shape.end()}; }

// x W^T for a weight [out, in] (nn.Linear's layout) on [..., in].
torch::Tensor affine(const torch::Tensor& x, const torch::Tensor& w) { return torch::matmul(x, w.t()); }

// [B, T, n] -> [B, T, n] with position t holding position t-1 of the input (position 0: zeros).
torch::Tensor shift_right(const torch::Tensor& h) {
  const auto T = h.size(1);
  if (T <= 1) return torch::zeros_like(h);
  return torch::cat({torch::zeros_like(h.narrow(1, 0, 1)), h.narrow(1, 0, T - 1)}, 1);
}

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

TorchModelImpl::TorchModelImpl(const ModelConfig& config, torch::Dtype dtype) : config_(config), dtype_(dtype) {
  for (const TensorSpec& spec : expected_tensors(config_)) {
    names_.push_back(spec.name);
    auto t = torch::empty(to_shape(spec.shape), torch::TensorOptions().dtype(dtype_));
    params_.push_back(register_parameter(mangle(spec.name), t, true));
  }
  init_parameters();
}

torch::Tensor& TorchModelImpl::tensor(const std::string& name) {
  const auto it = std::find(names_.begin(), names_.end(), name);
  if (it == names_.end()) throw Error("learned model: no tensor '" + name + "'");
  return params_[static_cast<std::size_t>(it - names_.begin())];
}

const torch::Tensor& TorchModelImpl::tensor(const std::string& name) const {
  return const_cast<TorchModelImpl*>(this)->tensor(name);
}

bool TorchModelImpl::no_weight_decay(const std::string& name) {
  return name.ends_with(".bias") || name.ends_with("norm.weight") || name.ends_with(".A_log");
}

void TorchModelImpl::init_parameters() {
  torch::NoGradGuard no_grad;
  const auto opts = torch::TensorOptions().dtype(dtype_);
  for (std::size_t i = 0; i < names_.size(); ++i) {
    const std::string& name = names_[i];
    torch::Tensor& p = params_[i];
    const double fan_in = static_cast<double>(p.size(p.dim() - 1));
    if (name == "embed") {
      p.normal_(0.0, 1.0);
    } else if (name.ends_with("norm.weight")) {
      p.fill_(1.0);
    } else if (name.ends_with(".A_log")) {
      p.copy_(torch::log(torch::arange(1, p.size(0) + 1, opts)));
    } else if (name.ends_with(".delta.bias")) {
      const auto dt = torch::exp(torch::rand({p.size(0)}, opts) * (std::log(1e-1) - std::log(1e-3)) + std::log(1e-3));
      p.copy_(inverse_softplus(torch::clamp_min(dt, 1e-4)));
    } else if (name.ends_with(".beta.bias") || name.ends_with(".lam.bias") || name.ends_with(".alpha.bias") ||
               name.ends_with(".D1.bias") || name.ends_with(".D2.bias")) {
      p.zero_();
    } else {
      // A linear weight [out, in] or [r, out, in]: nn.Linear's bound 1/sqrt(in).
      const double bound = 1.0 / std::sqrt(fan_in);
      p.uniform_(-bound, bound);
    }
  }
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
}

lrnn::TensorMap TorchModelImpl::to_learned() const {
  lrnn::TensorMap out;
  for (std::size_t i = 0; i < names_.size(); ++i) {
    const auto t = params_[i].detach().to(torch::kFloat64).contiguous();
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

torch::Tensor TorchModelImpl::forward(const torch::Tensor& words, std::vector<std::vector<std::int64_t>>* iterations) {
  if (iterations) iterations->clear();
  auto u = torch::embedding(tensor("embed"), words);  // [B, T, d]
  for (std::size_t l = 0; l < config_.layers.size(); ++l) {
    const std::string p = "layers." + std::to_string(l) + ".";
    const auto z = rms_norm(u, tensor(p + "norm.weight"));
    std::vector<std::int64_t> iters;
    const auto y = mixer(l, z, &iters);
    if (iterations && config_.layers[l].type == MixerType::fprnn) iterations->push_back(std::move(iters));
    u = u + affine(y, tensor(p + "out.weight"));
  }
  return affine(rms_norm(u, tensor("head.norm.weight")), tensor("head.weight")) + tensor("head.bias");
}

torch::Tensor TorchModelImpl::mixer(std::size_t layer, const torch::Tensor& z, std::vector<std::int64_t>* iterations) {
  const LayerSpec& spec = config_.layers[layer];
  const std::string p = "layers." + std::to_string(layer) + ".mixer.";
  switch (spec.type) {
    case MixerType::diag: return diag(p, spec, z);
    case MixerType::deltaproduct: return deltaproduct(p, spec, z);
    case MixerType::fprnn: return fprnn(p, spec, z, iterations);
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

// The channel mixer Q(p) of an fprnn layer applied to v (docs/LEARNED.md): p [B, T, 2n], v [B, T, n].
torch::Tensor householder_or_dplr(const TorchModelImpl& m, const std::string& pre, const LayerSpec& spec,
                                  const torch::Tensor& p, const torch::Tensor& v) {
  const auto& wu = m.tensor(pre + "u.weight");
  const auto alpha = torch::sigmoid(affine(p, m.tensor(pre + "alpha.weight")) + m.tensor(pre + "alpha.bias"));
  auto out = v;
  for (std::int64_t i = 0; i < static_cast<std::int64_t>(spec.rank); ++i) {
    const auto u = normalize_last(torch::silu(affine(p, wu[i])));
    // householder: each factor acts on the running vector; dplr: every u_i . v of the input v.
    const auto& src = spec.mixer == ChannelMixer::householder ? out : v;
    const auto coef = 2.0 * alpha.select(-1, i).unsqueeze(-1) * (u * src).sum(-1, true);
    out = out - coef * u;
  }
  return out;
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

// One Kronecker factor: U = diag(sigmoid(W_D p + c)) (T T^T / ||T T^T||_F), T from W_L p.
torch::Tensor kronecker_factor(const torch::Tensor& p, const torch::Tensor& wl, const torch::Tensor& wd,
                               const torch::Tensor& cd, std::int64_t a) {
  const auto t1 = upper_triangular(torch::silu(affine(p, wl)), a);
  auto u = torch::matmul(t1, t1.transpose(-1, -2));
  u = u * (1.0 / torch::sqrt(u.square().sum({-2, -1}, true) + 1e-12));
  return torch::sigmoid(affine(p, wd) + cd).unsqueeze(-1) * u;
}

torch::Tensor kronecker(const TorchModelImpl& m, const std::string& pre, const LayerSpec& spec, const torch::Tensor& p,
                        const torch::Tensor& v) {
  const auto n = static_cast<std::int64_t>(spec.n), a = static_cast<std::int64_t>(kronecker_rows(spec.n)), b = n / a;
  const auto U =
      kronecker_factor(p, m.tensor(pre + "L1.weight"), m.tensor(pre + "D1.weight"), m.tensor(pre + "D1.bias"), a);
  const auto V =
      kronecker_factor(p, m.tensor(pre + "L2.weight"), m.tensor(pre + "D2.weight"), m.tensor(pre + "D2.bias"), b);
  // Mt[i][j] = v[i b + j] = M[j][i]; (Q v)[i b + j] = v[i b + j] - 2 (V M U)[j][i] = v - 2 (U^T Mt V^T)[i][j].
  auto sizes = v.sizes().vec();
  sizes.back() = a;
  sizes.push_back(b);
  const auto mt = v.reshape(sizes);
  const auto P = torch::matmul(torch::matmul(U.transpose(-1, -2), mt), V.transpose(-1, -2));
  return v - 2.0 * P.reshape(v.sizes());
}

// Per word: max_t ||h_t - prev_t||_inf / (||h_t||_inf + 1e-8), as float64 [B].
torch::Tensor residue(const torch::Tensor& h, const torch::Tensor& prev) {
  const auto num = (h - prev).abs().amax(-1);
  const auto den = h.abs().amax(-1) + 1e-8;
  return (num / den).amax(-1).to(torch::kFloat64);
}

}  // namespace

torch::Tensor TorchModelImpl::fprnn(const std::string& pre, const LayerSpec& spec, const torch::Tensor& z,
                                    std::vector<std::int64_t>* iterations) {
  const FixedPointOptions& fp = spec.fixed_point;
  const auto x = affine(z, tensor(pre + "x.weight"));
  const auto bx = torch::silu(affine(x, tensor(pre + "b.weight"))) * x;
  const auto lam = torch::sigmoid(affine(x, tensor(pre + "lam.weight")) + tensor(pre + "lam.bias"));
  const auto om = 1.0 - lam;
  // One iteration h^{l-1} -> h^l of docs/LEARNED.md (channel mixer, diagonal scan, damping).
  const auto step = [&](const torch::Tensor& prev) {
    const auto p = torch::cat({x, shift_right(prev)}, -1);
    const auto e = bx - prev;
    const auto q = spec.mixer == ChannelMixer::kronecker ? kronecker(*this, pre, spec, p, e)
                                                         : householder_or_dplr(*this, pre, spec, p, e);
    auto h = linear_scan(lam, om * (q + prev));
    if (fp.damping != 1.0) h = fp.damping * h + (1.0 - fp.damping) * prev;
    return h;
  };
  const auto B = x.size(0);
  torch::Tensor h = torch::zeros_like(x);
  std::vector<std::int64_t> stopped(static_cast<std::size_t>(B), 0);  // l per word
  {
    torch::NoGradGuard no_grad;
    if (is_training()) {
      // The batch stops when the quantile_train quantile of its residues is below the threshold.
      const std::size_t cap = fp.max_iter_train == kRandomMaxIterTrain ? random_max_iter_train_ : fp.max_iter_train;
      if (cap < 1) throw Error("fprnn: a random max_iter_train needs the batch's cap (set_random_max_iter_train)");
      for (std::size_t l = 1;; ++l) {
        const auto next = step(h);
        const double q = torch::quantile(residue(next, h), fp.quantile_train).item<double>();
        h = next;
        std::fill(stopped.begin(), stopped.end(), static_cast<std::int64_t>(l));
        if (q < fp.threshold || l >= cap) break;
      }
    } else {
      // Each word stops on its own: a converged word keeps its iterate (frozen by torch::where).
      auto active = torch::ones({B}, torch::TensorOptions().dtype(torch::kBool));
      for (std::size_t l = 1;; ++l) {
        const auto next = step(h);
        const auto res = residue(next, h);
        h = torch::where(active.view({B, 1, 1}), next, h);
        const auto act = active.accessor<bool, 1>();
        for (std::int64_t b = 0; b < B; ++b)
          if (act[b]) stopped[static_cast<std::size_t>(b)] = static_cast<std::int64_t>(l);
        active = active.logical_and((res < fp.threshold).logical_not());  // NaN: not converged
        if (!active.any().item<bool>() || l >= fp.max_iter) break;
      }
    }
  }
  // The one iteration the gradient flows through, from the detached iterate.
  const auto hstar = step(h.detach());
  if (iterations) {
    iterations->clear();
    for (auto l : stopped) iterations->push_back(l + 1);
  }
  const auto c = torch::silu(affine(torch::cat({x, shift_right(hstar)}, -1), tensor(pre + "c.weight")));
  return c * hstar;
}

}  // namespace lrnnc::learned::torch_model
