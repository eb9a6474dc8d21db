// The libtorch model of docs/LEARNED.md section 1 (internal to lrnnc_learned_torch: includes torch).
//
// One module for every architecture: its parameters are the tensors of expected_tensors(config),
// kept under the same names (libtorch refuses '.' in a parameter name, so the module registers them
// with '.' replaced by '_'; names() and tensor(name) use the manifest's names), so converting to and
// from a LearnedModel is by name. The forward pass takes a batch of equal-length words and computes
// every formula of section 1 in the module's dtype (float64 or float32):
//   diag: the elementwise recurrence as a log-depth (Hillis-Steele) scan of the (a_t, b_t) pairs;
//   deltaproduct: a loop over t with the rank-r sub-steps;
//   fprnn: the official FPRNN block (x/z split, inner RMSNorm; the mixer projections trained through
//     weight_norm); the fixed-point iteration over the whole word under NoGradGuard from h^0 = 0, then one
//     more iteration with gradient from the detached iterate (the gradient at the fixed point, as
//     the official FP-RNN code with n_backwards = 1). Training mode stops a batch when the
//     quantile_train quantile of its words' running-minimum residues is below the threshold (or max_iter_train,
//     or the cap set by set_random_max_iter_train when that is kRandomMaxIterTrain);
//     evaluation mode stops each word on its own (converged words are frozen) or at max_iter.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include <torch/torch.h>

#include "learned/model.hpp"

namespace lrnnc::learned::torch_model {

class TorchModelImpl : public torch::nn::Module {
 public:
  // Parameters of `config` in `dtype` (torch::kFloat64 or torch::kFloat32), initialized as
  // init_parameters() says, from torch's global generator (torch::manual_seed before).
  TorchModelImpl(const ModelConfig& config, torch::Dtype dtype);

  // words: [B, T] int64 letter indices (< |alphabet|). Returns the logits [B, T, |outputs|].
  // iterations (when given) receives, per fprnn layer in layer order, l* of each word (size B).
  // full_vocabulary with a tied head: the logits of every embed row instead ([B, T, embed rows];
  // output k is row |alphabet| + k), the official softmax that training takes its loss over.
  torch::Tensor forward(const torch::Tensor& words, std::vector<std::vector<std::int64_t>>* iterations = nullptr,
                        bool full_vocabulary = false);

  // The default initialization (docs/LEARNED.md section 5):
  //   embed Normal(0, 1) (nn.Embedding's; the RMSNorm that follows makes its scale irrelevant);
  //   norm weights 1; every linear weight and every bias of a linear map Uniform(-1/sqrt(in),
  //   1/sqrt(in)) (nn.Linear's bound, in = the map's input width), except the biases below;
  //   diag: A_log = log(1..n) (S4D-real, as Mamba), delta.bias = softplus^{-1}(dt) with
  //     dt = exp(Uniform(log 1e-3, log 1e-1)) floored at 1e-4 (Mamba's dt init);
  //   deltaproduct: beta.bias = 0 (beta = s/2: eigenvalue 1/2 for [0,1], 0 for [-1,1]);
  //   fprnn: lam.bias = 0 (lam_t near 1/2), alpha.bias = 0, D1.bias = D2.bias = 0.
  //   A model with an fprnn layer takes the official FP-RNN initialization (Mamba's _init_weights):
  //   embed Normal(0, 0.02), head.weight Normal(0, 0.02) (the official head is the tied embedding)
  //   and head.bias 0; the weight-normalized tensors start with g = |v| (the weight is v).
  void init_parameters();

  // The training cap of the next forward passes for the fprnn layers whose max_iter_train is
  // kRandomMaxIterTrain (the training loop draws one per batch); 0, the initial value: such a layer
  // throws lrnnc::Error in a training-mode forward.
  void set_random_max_iter_train(std::size_t cap) { random_max_iter_train_ = cap; }
  // The contraction penalty of the fprnn layers in training-mode forward passes (0, the initial
  // value: none): each such pass sets contraction_penalty() to the sum over fprnn layers of the
  // mean over words and positions of max(0, sigma_t - bound)^2, sigma_t the spectral norm of the
  // position's iteration map (I - Lambda_t)(I - Q_t) at the iterate the gradient step starts from
  // (kContractionPowerIterations rounds of power iteration on A^T A; docs/LEARNED.md section 5).
  void set_contraction_bound(double bound) { contraction_bound_ = bound; }
  // The penalty of the last forward pass (an undefined tensor when it computed none).
  const torch::Tensor& contraction_penalty() const { return contraction_penalty_; }
  // With recording on, a forward pass that computes the penalty also keeps, per fprnn layer, the
  // maps A_t as matrices [B, T, n, n] (A applied to each basis vector), A_t^T the same way (through
  // the transposed mixer the power iteration uses) and sigma_t [B, T], detached (for tests).
  struct ContractionRecord {
    torch::Tensor maps, transposed, sigma;
  };
  void record_contraction(bool on) { record_contraction_ = on; }
  const std::vector<ContractionRecord>& contraction_records() const { return contraction_records_; }
  // The cap of the fixed-point iteration in evaluation-mode forward passes (0, the initial value:
  // each layer's max_iter); training's validation sets it.
  void set_max_iter_eval(std::size_t cap) { max_iter_eval_ = cap; }
  // Whether the no-gradient iterations of the fixed-point layers run in lrnnc's native float32
  // solver (learned/fixed-point-native.hpp) instead of op by op in libtorch (the default: off; the
  // native solver serves float32 modules only, a float64 module always iterates in libtorch).
  void set_native_solver(bool on) { native_solver_ = on; }
  bool native_solver() const { return native_solver_ && dtype_ == torch::kFloat32; }
  // The wall-clock seconds this module has spent in the no-gradient fixed-point iterations (either
  // solver; the native one's power iteration of the contraction penalty included), since it was made.
  double solve_seconds() const { return solve_seconds_; }
  // The iterates the fixed-point layers' gradient steps started from in the last forward pass
  // (detached; one per fixed-point layer, in layer order: h for fprnn, y for fpmamba, [B, T, n]).
  const std::vector<torch::Tensor>& fixed_points() const { return fixed_points_; }
  // The contraction penalty's power vectors of the native solver in the last training-mode forward
  // pass with a penalty (one per fprnn layer, [B, T, n], detached; empty otherwise).
  const std::vector<torch::Tensor>& power_vectors() const { return power_vectors_; }
  // The native training step (learned/fixed-point-step.hpp): whether this module can take it (float32,
  // every layer fprnn with a Householder or DPLR mixer), and the step: the forward of a training
  // batch (words [B, T] int64, labels [B, T] output indices, not shifted for the tied head), its
  // loss and the gradient of loss + contraction x penalty (the penalty when set_contraction_bound is
  // on), written into every parameter's grad (the gains' too), without autograd. fixed_points()
  // and solve_seconds() follow as for forward. With `given` (tests), each layer starts its gradient
  // step from given[l] (and given_power[l], with a penalty) instead of iterating.
  struct NativeStepMetrics {
    double loss = 0, penalty = 0, token_accuracy = 0, sequence_accuracy = 0;
  };
  bool native_step_available() const;
  NativeStepMetrics native_step(const torch::Tensor& words, const torch::Tensor& labels, double contraction,
                                const std::vector<torch::Tensor>& given = {},
                                const std::vector<torch::Tensor>& given_power = {});
  // After a forward pass in evaluation mode, per word (bool [B]): whether every fixed-point layer's
  // running-minimum residue fell below its threshold before the cap (all true without one).
  const torch::Tensor& converged() const { return converged_; }

  // Copies every tensor of `model` (checked against expected_tensors: lrnnc::Error) into the
  // parameters, converted to the module's dtype. The configs must be equal (lrnnc::Error).
  void load_from(const LearnedModel& model);
  // The parameters as a TensorMap (values as double; dtype f64 or f32 by the module's dtype).
  lrnn::TensorMap to_learned() const;

  const ModelConfig& config() const { return config_; }
  torch::Dtype dtype() const { return dtype_; }
  // The manifest names of the parameters, in expected_tensors order, and a parameter by that name.
  // tensor(name) is the parameter itself: for a weight-normalized tensor (weight_normed) it is the
  // direction v, and the effective weight, which the model file stores, is weight(name) = g v / |v|
  // (|v| per row: the norm over the last dimension; g = gains' entry, one per row, as torch's
  // weight_norm on an nn.Linear). For every other tensor weight(name) is tensor(name).
  const std::vector<std::string>& names() const { return names_; }
  torch::Tensor& tensor(const std::string& name);
  const torch::Tensor& tensor(const std::string& name) const;
  torch::Tensor weight(const std::string& name) const;
  // The gains g of the weight-normalized tensors (trained, with weight decay as in the official code).
  std::vector<torch::Tensor> gains() const;
  // True for the parameters AdamW does not decay: biases, norm weights, A_log.
  static bool no_weight_decay(const std::string& name);
  // The tensors trained through torch's weight_norm (the official FPRNN mixer projections): an fprnn
  // layer's mixer.u, alpha, L1, L2, D1 and D2 weights.
  static bool weight_normed(const std::string& name);
  // Whether the config has a fixed-point layer (its initialization and recipe are the official
  // FP-RNN ones).
  static bool fixed_point_model(const ModelConfig& config);

 private:
  torch::Tensor rms_norm(const torch::Tensor& u, const torch::Tensor& g) const;
  torch::Tensor mixer(std::size_t layer, const torch::Tensor& z, std::vector<std::int64_t>* iterations);
  torch::Tensor diag(const std::string& p, const LayerSpec& spec, const torch::Tensor& z) const;
  torch::Tensor deltaproduct(const std::string& p, const LayerSpec& spec, const torch::Tensor& z) const;
  torch::Tensor fprnn(const std::string& p, const LayerSpec& spec, const torch::Tensor& z,
                      std::vector<std::int64_t>* iterations);
  torch::Tensor fpmamba(const std::string& p, const LayerSpec& spec, const torch::Tensor& z,
                        std::vector<std::int64_t>* iterations);
  // The fixed-point iteration of a layer from `start` under NoGradGuard (see the top); returns the
  // last iterate, detached (the caller applies the step with gradient to it).
  torch::Tensor solve(const LayerSpec& spec, const torch::Tensor& start,
                      const std::function<torch::Tensor(const torch::Tensor&)>& step,
                      std::vector<std::int64_t>* iterations);

  // The same iteration in the native solver: `inputs` are the layer's per-position tensors by the
  // names of NativeFixedPointInputs (fprnn: x, bx, lam, om; fpmamba: x, dt, dA, Bx, Cx).
  using NamedInputs = std::map<std::string, torch::Tensor>;
  // power (not null, fprnn): set to the contraction penalty's power-iteration vectors at the result.
  torch::Tensor solve_native(const std::string& pre, const LayerSpec& spec, const NamedInputs& inputs,
                             std::vector<std::int64_t>* iterations, torch::Tensor* power = nullptr);
  // The iteration caps: a training batch's (max_iter_train for words of `positions` positions) and
  // evaluation's (set_max_iter_eval, else max_iter).
  std::size_t train_cap(const LayerSpec& spec, std::size_t positions) const;
  std::size_t eval_cap(const LayerSpec& spec) const;

  std::size_t index(const std::string& name) const;
  void set_gains();  // g = |v| per row (the effective weight becomes v)

  ModelConfig config_;
  torch::Dtype dtype_;
  std::vector<std::string> names_;
  std::vector<torch::Tensor> params_;  // in names_ order
  std::vector<torch::Tensor> gains_;   // in names_ order; undefined where not weight_normed
  std::size_t random_max_iter_train_ = 0;
  std::size_t max_iter_eval_ = 0;
  double contraction_bound_ = 0;
  torch::Tensor contraction_penalty_;
  bool record_contraction_ = false;
  bool native_solver_ = false;
  double solve_seconds_ = 0;
  std::vector<torch::Tensor> fixed_points_, power_vectors_;
  std::vector<ContractionRecord> contraction_records_;
  torch::Tensor converged_;
};
TORCH_MODULE(TorchModel);

// The power-iteration rounds of the contraction penalty (set_contraction_bound).
inline constexpr int kContractionPowerIterations = 10;

// softplus(x) = log(1 + exp(x)) without torch's threshold (which returns x above 20 and would
// differ from the runtime by exp(-20) relative): max(x, 0) + log1p(exp(-|x|)).
torch::Tensor softplus_exact(const torch::Tensor& x);
// normalize(x) over the last dimension: x * (1 / sqrt(sum x^2 + 1e-12)).
torch::Tensor normalize_last(const torch::Tensor& x);
// The inclusive scan h_t = a_t * h_{t-1} + b_t over dimension 1 (h_0 = 0): log2(T) Hillis-Steele
// rounds on [B, T, ...] tensors.
torch::Tensor linear_scan(torch::Tensor a, torch::Tensor b);

}  // namespace lrnnc::learned::torch_model
