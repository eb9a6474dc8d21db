// The libtorch forward behind a torch-free header (learned/torch/torch-forward.hpp).
#include "learned/torch/torch-forward.hpp"

#include <cstring>
#include <string>

#include "common/error.hpp"
#include "learned/torch/cpu-isa.hpp"
#include "learned/torch/torch-model.hpp"

namespace lrnnc::learned {

namespace {

// The words as a [B, T] int64 tensor; every letter checked against the alphabet.
torch::Tensor word_tensor(const ModelConfig& config, const std::vector<std::vector<std::uint32_t>>& words) {
  const std::size_t T = words.empty() ? 0 : words.front().size();
  std::vector<std::int64_t> flat;
  flat.reserve(words.size() * T);
  for (const auto& w : words) {
    if (w.size() != T) throw Error("torch_forward_batch: the words have different lengths");
    for (std::uint32_t a : w) {
      if (a >= config.alphabet.size())
        throw Error("torch_forward: letter " + std::to_string(a) + " is not in the model's alphabet of " +
                    std::to_string(config.alphabet.size()));
      flat.push_back(a);
    }
  }
  return torch::tensor(flat, torch::TensorOptions().dtype(torch::kInt64))
      .view({static_cast<std::int64_t>(words.size()), static_cast<std::int64_t>(T)});
}

// The logits [B, T, K] as nested vectors of double.
std::vector<std::vector<std::vector<double>>> to_nested(const torch::Tensor& logits) {
  const auto t = logits.to(torch::kFloat64).contiguous();
  const auto B = t.size(0), T = t.size(1), K = t.size(2);
  const double* data = t.data_ptr<double>();
  std::vector<std::vector<std::vector<double>>> out(static_cast<std::size_t>(B));
  for (std::int64_t b = 0; b < B; ++b)
    for (std::int64_t i = 0; i < T; ++i) {
      const double* row = data + (b * T + i) * K;
      out[static_cast<std::size_t>(b)].emplace_back(row, row + K);
    }
  return out;
}

torch_model::TorchModel make_eval_model(const LearnedModel& model, bool float64) {
  torch_model::TorchModel module(model.config, float64 ? torch::kFloat64 : torch::kFloat32);
  module->load_from(model);
  module->eval();
  return module;
}

}  // namespace

TorchForwardResult torch_forward(const LearnedModel& model, std::span<const std::uint32_t> word, bool float64) {
  TorchForwardResult result;
  const std::vector<std::vector<std::uint32_t>> words{{word.begin(), word.end()}};
  const auto input = word_tensor(model.config, words);
  if (word.empty()) return result;
  auto module = make_eval_model(model, float64);
  torch::NoGradGuard no_grad;
  std::vector<std::vector<std::int64_t>> iterations;
  result.logits = to_nested(module->forward(input, &iterations)).front();
  for (const auto& layer : iterations) result.iterations.push_back(static_cast<std::size_t>(layer.front()));
  return result;
}

std::vector<std::vector<std::vector<double>>> torch_forward_batch(const LearnedModel& model,
                                                                  const std::vector<std::vector<std::uint32_t>>& words,
                                                                  bool float64, int threads, bool native) {
  const auto input = word_tensor(model.config, words);
  if (words.empty()) return {};
  if (words.front().empty()) return std::vector<std::vector<std::vector<double>>>(words.size());
  cap_onednn_isa();
  torch::set_num_threads(std::max(threads, 1));
  auto module = make_eval_model(model, float64);
  module->set_native_solver(native);
  torch::NoGradGuard no_grad;
  return to_nested(module->forward(input));
}

lrnn::TensorMap torch_round_trip(const LearnedModel& model, bool float64) {
  return make_eval_model(model, float64)->to_learned();
}

ContractionProbe probe_contraction(const LearnedModel& model, const std::vector<std::vector<std::uint32_t>>& words,
                                   double bound) {
  const auto input = word_tensor(model.config, words);
  torch_model::TorchModel module(model.config, torch::kFloat64);
  module->load_from(model);
  module->train();
  module->set_contraction_bound(bound);
  module->record_contraction(true);
  torch::NoGradGuard no_grad;
  module->forward(input, nullptr, model.config.tied_head);
  const auto values = [](const torch::Tensor& t) {
    const auto c = t.to(torch::kFloat64).contiguous();
    return std::vector<double>(c.data_ptr<double>(), c.data_ptr<double>() + c.numel());
  };
  ContractionProbe probe;
  for (const auto& r : module->contraction_records())
    probe.layers.push_back({r.maps.sizes().vec(), values(r.maps), values(r.transposed), values(r.sigma)});
  if (module->contraction_penalty().defined()) probe.penalty = module->contraction_penalty().item<double>();
  return probe;
}

TrainStepProbe probe_train_step(const LearnedModel& model, const std::vector<std::vector<std::uint32_t>>& words,
                                const std::vector<std::vector<std::uint32_t>>& labels, bool native,
                                double fp_contraction, double bound) {
  const ModelConfig& config = model.config;
  const auto input = word_tensor(config, words);
  std::vector<std::int64_t> flat;
  const auto shift = static_cast<std::int64_t>(config.tied_head ? config.alphabet.size() : 0);
  for (const auto& w : labels)
    for (std::uint32_t y : w) flat.push_back(static_cast<std::int64_t>(y) + shift);
  const auto target = torch::tensor(flat, torch::TensorOptions().dtype(torch::kInt64));
  torch_model::TorchModel module(config, torch::kFloat32);
  module->load_from(model);
  module->train();
  module->set_native_solver(native);
  if (fp_contraction > 0) module->set_contraction_bound(bound);
  std::vector<std::vector<std::int64_t>> iterations;
  const auto logits = module->forward(input, &iterations, config.tied_head);
  const auto loss = torch::nn::functional::cross_entropy(logits.reshape({-1, logits.size(-1)}), target);
  const auto& penalty = module->contraction_penalty();
  (penalty.defined() ? loss + fp_contraction * penalty : loss).backward();
  const auto values = [](const torch::Tensor& t) {
    const auto c = t.detach().to(torch::kFloat64).contiguous();
    return std::vector<double>(c.data_ptr<double>(), c.data_ptr<double>() + c.numel());
  };
  TrainStepProbe probe;
  probe.loss = loss.item<double>();
  for (const auto& h : module->fixed_points()) probe.fixed_points.push_back(values(h));
  probe.iterations = iterations;
  const auto gains = module->gains();  // one per weight-normalized tensor, in names() order
  std::size_t next_gain = 0;
  for (const std::string& name : module->names()) {
    const auto& g = module->tensor(name).grad();
    probe.gradients.emplace_back(name, g.defined() ? values(g) : std::vector<double>{});
    if (!torch_model::TorchModelImpl::weight_normed(name)) continue;
    const auto& gg = gains.at(next_gain++).grad();
    probe.gradients.emplace_back(name + ".g", gg.defined() ? values(gg) : std::vector<double>{});
  }
  return probe;
}

TrainStepProbe probe_native_step(const LearnedModel& model, const std::vector<std::vector<std::uint32_t>>& words,
                                 const std::vector<std::vector<std::uint32_t>>& labels, bool given_fixed_point,
                                 double fp_contraction, double bound) {
  const auto input = word_tensor(model.config, words);
  std::vector<std::int64_t> flat;
  for (const auto& w : labels) flat.insert(flat.end(), w.begin(), w.end());
  const auto target = torch::tensor(flat, torch::TensorOptions().dtype(torch::kInt64)).view(input.sizes());
  torch_model::TorchModel module(model.config, torch::kFloat32);
  module->load_from(model);
  module->train();
  module->set_native_solver(true);
  if (fp_contraction > 0) module->set_contraction_bound(bound);
  std::vector<torch::Tensor> given, power;
  if (given_fixed_point) {
    torch::NoGradGuard no_grad;
    module->forward(input, nullptr, model.config.tied_head);
    given = module->fixed_points();
    power = module->power_vectors();
  }
  const auto r = module->native_step(input, target, fp_contraction, given, power);
  const auto values = [](const torch::Tensor& t) {
    const auto c = t.detach().to(torch::kFloat64).contiguous();
    return std::vector<double>(c.data_ptr<double>(), c.data_ptr<double>() + c.numel());
  };
  TrainStepProbe probe;
  probe.loss = r.loss;
  for (const auto& h : module->fixed_points()) probe.fixed_points.push_back(values(h));
  const auto gains = module->gains();
  std::size_t next_gain = 0;
  for (const std::string& name : module->names()) {
    probe.gradients.emplace_back(name, values(module->tensor(name).grad()));
    if (torch_model::TorchModelImpl::weight_normed(name))
      probe.gradients.emplace_back(name + ".g", values(gains.at(next_gain++).grad()));
  }
  return probe;
}

LearnedModel torch_initialized_model(const ModelConfig& config, std::uint64_t seed, bool float64) {
  torch::manual_seed(seed);
  torch_model::TorchModel module(config, float64 ? torch::kFloat64 : torch::kFloat32);
  LearnedModel model;
  model.config = config;
  model.weights = module->to_learned();
  return model;
}

}  // namespace lrnnc::learned
