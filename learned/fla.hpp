// flash-linear-attention (fla) checkpoints as learned models: a DeltaNetForCausalLM, a
// GatedDeltaNetForCausalLM or a GatedDeltaProductForCausalLM (config.json + its safetensors, in
// fla's state-dict layout) becomes a LearnedModel whose layers are fla layers (MixerType::fla), so
// that the learned runtime runs it under every policy (docs/INTEROP.md; the layout and equations
// read from fla's code: docs/notes-fla-layout.md).
//
// Tokens. An fla model reads token ids and its lm_head scores every token of its vocabulary. A
// task's letter i is token letter_tokens[i] and its output label j is token label_tokens[j] (by
// default both the index itself: the numbering of `lrnnc dataset` and of the word-problem CSVs,
// whose element tokens come first in their tokenizers). The imported model's embed holds the
// letters' rows (then the BOS token's, when bos_token is given: the model reads it before every
// word, as the DeltaProduct and word-problem code prepend it); its head holds the labels' rows
// first, then every other token's, named "token:<id>", so that a prediction is the argmax over the
// whole vocabulary as in fla, and a prediction of a token that is no label is wrong. fla's head has
// no bias: head.bias is zero.
//
// What is refused, by name: a model_type other than the three; a config option lrnnc does not
// run (attn: hybrid softmax-attention layers; attnres_block_size; hidden_act other than swish;
// DeltaNet's attn_mode fused_chunk; num_v_heads not a multiple of num_heads; sizes that do not
// divide); a state-dict tensor that the config does not imply (e.g. a bias), a missing one, or one
// of the wrong shape. Options with no effect on the outputs (fuse_*, use_cache, attn_mode chunk /
// fused_recurrent, initializer_range, ...) are ignored. Gated DeltaProduct checkpoints of the
// layout before fla fused its sub-steps' projections (k_projs.{j}, ..., and use_gate for the output
// gate) are read as the current layout; Gated DeltaNet's unused attn.D of old checkpoints is skipped.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "learned/model.hpp"
#include "lrnn/safetensors.hpp"

namespace lrnnc::learned {

struct FlaTokens {
  std::vector<std::string> alphabet;                     // the task's letters, in letter-index order
  std::vector<std::string> labels;                       // the task's output labels, in label-index order
  std::vector<std::size_t> letter_tokens, label_tokens;  // empty: 0, 1, 2, ...
  std::optional<std::size_t> bos_token;                  // read before every word
  nlohmann::json automaton;                              // the task (JSON automaton format), or null
};

// The model of an fla config (config.json's object) and state dict (fla's tensor names, with or
// without the "model." prefix of a ...ForCausalLM; any dtype). Throws lrnnc::Error, one line naming
// the config field or the tensor. Its "training" record says where it came from (the config).
LearnedModel import_fla(const nlohmann::json& config, const lrnn::TensorMap& state, const FlaTokens& tokens);

// Reads a checkpoint: a folder with config.json and model.safetensors (or the shards that
// model.safetensors.index.json lists), or the path of its config.json. Throws lrnnc::Error naming
// the file.
LearnedModel read_fla_checkpoint(const std::filesystem::path& path, const FlaTokens& tokens);

}  // namespace lrnnc::learned
