// A learned LRNN: the model of docs/LEARNED.md (embedding, layers of RMSNorm + mixer + residual,
// an RMSNorm head), its architecture strings, and its files (OUT.safetensors + OUT.json manifest).
//
// The equations are in docs/LEARNED.md section 1; the tensor names and the manifest in section 2.
// This header is the one place that knows which tensors a model has (expected_tensors): the loader,
// the writer, the libtorch model (learned/torch/) and the runtime (learned/forward.hpp) all use it.
//
// Files (learned/model-io.cpp). Every problem is one lrnnc::Error line that starts with the file's
// name ("m.json: layers[1].rank: expected an integer in [1, 64], found \"x\"", "m.safetensors:
// tensor 'embed' has shape [2, 4], expected [3, 4]"). The manifest is strict: a missing or unknown
// key anywhere but inside "automaton" and "training" is refused, and so is a value of the wrong JSON
// type (2.0 is not an integer). Limits: the manifest at most 64 MiB and 64 levels of nesting; the
// safetensors file at most its header limit plus the model's values in F64 (so a file cannot be
// larger than its manifest allows); the sizes of check_config. Tensors may be F32, F64, F16 or BF16
// in a file that is read (a half-precision model is just a less precise one; the values are exact
// in double); save_model writes F32 or F64. A layer's fields that its type does not use (heads and
// range of fprnn, rank of diag and of fprnn kronecker, fixed_point of diag and deltaproduct) are not
// written and read back as the defaults of LayerSpec.
#pragma once

#include <cstddef>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "lrnn/safetensors.hpp"

namespace lrnnc::learned {

// fla: a layer of a flash-linear-attention checkpoint (DeltaNet, Gated DeltaNet, Gated
// DeltaProduct; learned/fla.hpp imports them, docs/INTEROP.md): its mixer and the GatedMLP block after it.
enum class MixerType { diag, deltaproduct, fprnn, fpmamba, fla };
// Whether a layer type runs a fixed-point iteration (fprnn, fpmamba).
inline bool is_fixed_point(MixerType type) { return type == MixerType::fprnn || type == MixerType::fpmamba; }
enum class EigenRange { unit, symmetric };  // "[0,1]" and "[-1,1]"
enum class ChannelMixer { householder, dplr, kronecker };

// FixedPointOptions::max_iter_train for a cap drawn per training batch.
inline constexpr std::size_t kRandomMaxIterTrain = 0;
// FixedPointOptions::max_iter_train for a cap equal to the training batch's word length in letters
// (a BOS token not counted). Written "length" in the manifest.
inline constexpr std::size_t kLengthMaxIterTrain = static_cast<std::size_t>(-1);

// The fixed-point iteration of an fprnn layer (docs/LEARNED.md, fprnn).
struct FixedPointOptions {
  double threshold = 0.1;       // relative residue below which the iteration stops
  std::size_t max_iter = 1000;  // running / evaluating: each word stops on its own (the official eval cap)
  // Training cap: kLengthMaxIterTrain (the default): the batch's word length in letters (16 iterations
  // on words of 16 letters after BOS, the setting in which the official block learns parity at a
  // converged fixed point; docs/LEARNED.md section 5); a number; or
  // kRandomMaxIterTrain: a cap drawn per training batch, ceil(Gamma(shape 4, scale L / 16 + 1)) for
  // a batch of words of length L (the official code's max_iter < 0; mean L / 4 + 4). Written
  // "length" / "random" in the manifest.
  std::size_t max_iter_train = kLengthMaxIterTrain;
  // training: a batch stops when this quantile of its words' running-minimum residues is below the
  // threshold (the official stopping rule)
  double quantile_train = 0.9;
  // Damping, per word (the official FixedPointOptimizer): the iterate becomes s y_new + (1 - s) y_old,
  // s starting at `damping`; when a word's running-minimum residue has not decreased for
  // `damping_patience` iterations, s is multiplied by `damping_decay` (1: never) and the count
  // restarts; a word whose s falls below 1e-3 stops (not converged). fprnn: s = 1, no decay (the
  // official FPRNN); fpmamba: 0.99, decay 0.9 every 15 (the official FPMamba).
  double damping = 1.0;        // in (0, 1]
  double damping_decay = 1.0;  // in (0, 1]
  std::size_t damping_patience = 15;
  // Running / evaluating only, never in a model file (0: none): a word whose residue fell below the
  // threshold keeps iterating until it has done min_iter iterations (its l* is then min_iter + 1).
  // The official evaluation's batch rule sets it to the batch's slowest word (learned/eval.hpp
  // EvalOptions::batch_stop).
  std::size_t min_iter = 0;
  friend bool operator==(const FixedPointOptions&, const FixedPointOptions&) = default;
};
// The damping below which a word's iteration stops (the official stepsize_thresh).
inline constexpr double kMinDamping = 1e-3;
// The fixed-point options a layer type starts from (fpmamba: the official FPMamba's damping and
// training quantile 0.75; fprnn: FixedPointOptions{}).
inline FixedPointOptions default_fixed_point(MixerType type) {
  FixedPointOptions fp;
  if (type == MixerType::fpmamba) {
    fp.damping = 0.99;
    fp.damping_decay = 0.9;
    fp.quantile_train = 0.75;
  }
  return fp;
};

// The q/k feature map of an fla layer before its normalization (DeltaNet's qk_activation; the
// gated families use silu).
enum class QkActivation { silu, relu, elu, identity };

// What an fla layer has besides heads (H, the query/key heads), n (d_k), rank (the Householder
// sub-steps per token, num_householder) and range ([-1,1]: allow_neg_eigval, beta in (0, 2)).
struct FlaOptions {
  std::size_t v_heads = 1;   // HV, the value heads: a multiple of heads (value head j reads key head j / (HV / H))
  std::size_t v_dim = 1;     // d_v
  std::size_t conv = 0;      // the short convolutions' width W (0: none)
  bool beta = true;          // beta from b_proj (false: DeltaNet's use_beta = false, beta = 1)
  bool forget_gate = false;  // the decay alpha_t = exp(-exp(A_log) softplus(a_proj x + dt_bias)) (Gated DeltaNet)
  bool output_gate = false;  // o_norm's output times silu(g_proj x)
  QkActivation qk_activation = QkActivation::silu;
  bool qk_l2 = true;    // q and k divided by sqrt(sum of squares + 1e-6) (false: DeltaNet's qk_norm "sum")
  std::size_t mlp = 0;  // the GatedMLP's intermediate width after the mixer (0: no MLP)
  friend bool operator==(const FlaOptions&, const FlaOptions&) = default;
};

struct LayerSpec {
  MixerType type = MixerType::diag;
  EigenRange range = EigenRange::symmetric;        // diag, deltaproduct
  std::size_t n = 0;                               // diag: state size; fprnn: d_inner; deltaproduct: head_dim
  std::size_t heads = 1;                           // deltaproduct
  std::size_t rank = 1;                            // deltaproduct; fprnn / fpmamba householder, dplr
  ChannelMixer mixer = ChannelMixer::householder;  // fprnn, fpmamba
  FixedPointOptions fixed_point;                   // fprnn, fpmamba
  std::size_t d_state = 16;                        // fpmamba: N, the state's columns per channel
  std::size_t dt_rank = 2;                         // fpmamba: the rank of the dt projection (ceil(d_model / 16))
  FlaOptions fla;                                  // fla (with heads, n = d_k, rank, range)

  // The mixer's output width m (docs/LEARNED.md): n for diag, fprnn and fpmamba, heads * n for
  // deltaproduct, v_heads * v_dim for fla.
  std::size_t width() const {
    if (type == MixerType::fla) return fla.v_heads * fla.v_dim;
    return type == MixerType::deltaproduct ? heads * n : n;
  }
  friend bool operator==(const LayerSpec&, const LayerSpec&) = default;
};

// fprnn kronecker: n = a * b, a the largest divisor of n with a * a <= n.
// Each factor's spectral norm is estimated by kPowerIterations rounds of a power iteration and
// divided out as U / (sigma + kSpectralEps) (the official code's 16 steps and norm_eps).
inline constexpr int kPowerIterations = 8;
inline constexpr double kSpectralEps = 1e-5;
std::size_t kronecker_rows(std::size_t n);
// Whether a layer of this type divides its Kronecker factors by their spectral norms (fprnn, the
// official FPRNN) or only normalizes their rows (fpmamba, the official FPMamba's "column-wise").
inline bool kronecker_spectral(MixerType type) { return type == MixerType::fprnn; }

struct ModelConfig {
  std::vector<std::string> alphabet;  // letter names, in letter-index order
  std::vector<std::string> outputs;   // output label names, in label-index order
  std::size_t d_model = 32;
  double norm_eps = 1e-6;
  // A beginning-of-sequence token: embed has one more row (index |alphabet|), which the forward
  // reads before the word's first letter; its position has no output. Fixed-point models have it
  // (the official FP-RNN setup); for the others it is optional.
  bool bos = false;
  // The head tied to the embedding, as the official FP-RNN language model's: embed has a row per
  // output label after the letters' rows (then the BOS row), the logits are those rows times the
  // head's RMSNorm output (no head.weight, no head.bias), and training takes its cross-entropy over
  // every row of embed (letters, labels, BOS), the official softmax over the whole vocabulary.
  bool tied_head = false;
  std::vector<LayerSpec> layers;
  // Row of embed that a BOS token reads (after the tied head's label rows), and embed's rows.
  std::size_t bos_row() const { return alphabet.size() + (tied_head ? outputs.size() : 0); }
  std::size_t embed_rows() const { return bos_row() + (bos ? 1 : 0); }
  friend bool operator==(const ModelConfig&, const ModelConfig&) = default;
};

// A tensor's name and shape, in the order the model lists them (embedding, layers, head).
struct TensorSpec {
  std::string name;
  std::vector<std::size_t> shape;
};
// Every tensor of the model, with its shape (docs/LEARNED.md section 2). O(layers).
std::vector<TensorSpec> expected_tensors(const ModelConfig& config);

struct LearnedModel {
  ModelConfig config;
  lrnn::TensorMap weights;   // every tensor of expected_tensors, values as double, row-major
  nlohmann::json automaton;  // the task (JSON automaton format) or null
  nlohmann::json training;   // the training record or null
};

// Architecture strings of `lrnnc train --arch`: diag:[0,1], diag:[-1,1], deltanet:[0,1],
// deltanet:[-1,1], deltaproduct:R:[0,1], deltaproduct:R:[-1,1], fprnn:householder:R, fprnn:dplr:R,
// fprnn:kronecker, fpmamba:householder:R, fpmamba:dplr:R, fpmamba:kronecker. The sizes (n, heads) are not part of the
// string: they are filled from the options given to make_layer. Throws lrnnc::Error naming the accepted forms.
struct ArchSpec {
  MixerType type = MixerType::diag;
  EigenRange range = EigenRange::symmetric;
  std::size_t rank = 1;
  ChannelMixer mixer = ChannelMixer::householder;
};
ArchSpec parse_arch(std::string_view text);
std::string to_string(const ArchSpec& arch);
std::string to_string(MixerType type);
std::string to_string(EigenRange range);  // "[0,1]" / "[-1,1]"
std::string to_string(ChannelMixer mixer);
std::string to_string(QkActivation activation);
// The layers' architecture strings joined by " + " ("deltaproduct:2:[-1,1] + diag:[0,1]"). O(layers).
std::string architecture(const ModelConfig& config);

// Checks a config: nonempty alphabet and outputs (distinct names; letter names as
// automata::Alphabet::make takes them: no white space or ','), d_model >= 1, norm_eps > 0 and
// finite, 1 to kMaxLayers layers, every size >= 1 and within the limits below (heads * head_dim
// too), fixed-point options in range (threshold > 0 finite, max_iter and max_iter_train in
// [1, 100000] or max_iter_train kRandomMaxIterTrain, quantile_train and damping in (0, 1]).
// Throws lrnnc::Error naming the field.
void check_config(const ModelConfig& config);
inline constexpr std::size_t kMaxModelWidth = 4096;  // d_model, n, heads * n
inline constexpr std::size_t kMaxLayers = 64;
inline constexpr std::size_t kMaxRank = 64;

// Checks the weights against expected_tensors (missing, extra, shape, value count) and that every
// value is finite; any dtype. Throws lrnnc::Error naming the tensor (without a file name).
void check_weights(const ModelConfig& config, const lrnn::TensorMap& weights);

// Reads MANIFEST.json and its safetensors file (the manifest's "weights", a plain file name in the
// manifest's folder: no '/' and not '..'; else the manifest's path with the extension .safetensors).
// The safetensors metadata is not required. Every problem: lrnnc::Error, one line naming the file
// and what was expected. Limits: see the top of this header.
LearnedModel load_model(const std::filesystem::path& manifest);
// Whether `path` is a learned model's manifest: a regular file of at most the manifest limit
// holding a JSON object whose "format" is "lrnnc-learned". Any other file, or one that cannot be
// read or parsed, gives false (the caller then treats it as something else, e.g. a compiled
// network, whose loader reports the problem). Never throws lrnnc::Error. O(size of the file).
bool is_learned_manifest(const std::filesystem::path& path);
// Writes OUT.json and OUT.safetensors (out_base without extension, or ending in .json), tensors in
// `dtype` (F32 or F64; a value beyond F32 is an error, not an infinity), the manifest as
// manifest_json(model, "OUT.safetensors").dump(2) (keys sorted: the same model gives the same
// bytes), the safetensors metadata {"format": "lrnnc-learned", "manifest": "OUT.json"}. The model is
// checked first (the config, the automaton, the weights) so that what is saved loads; nothing is
// written when it fails. Writes each file to a temporary name and renames it, the weights first,
// so a reader never sees a half-written file. Throws lrnnc::Error starting with the file's name.
void save_model(const LearnedModel& model, const std::filesystem::path& out, lrnn::WeightDtype dtype);

// An fprnn layer's "fixed_point" manifest entry (every field; max_iter_train "random" for
// kRandomMaxIterTrain).
nlohmann::json to_json(const FixedPointOptions& fixed_point);

// The manifest JSON of a model (without the tensors; "weights" only when weights_file is not
// empty, "automaton" and "training" only when not null), and its inverse. parse_manifest checks the
// format and version, every key and type, then check_config, then the automaton against the
// alphabet and outputs; it throws lrnnc::Error naming the key ("layers[1].rank: ..."), without a
// file name.
nlohmann::json manifest_json(const LearnedModel& model, const std::string& weights_file);
ModelConfig parse_manifest(const nlohmann::json& manifest);

}  // namespace lrnnc::learned
