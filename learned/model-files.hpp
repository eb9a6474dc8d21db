// Naming a model: the one rule by which every lrnnc subcommand that takes a MODEL (probe, verify,
// spectrum, run, eval) and a sweep config's {"model": PATH} find its files, for compiled networks
// (lrnn/weights-io.hpp) and learned models (learned/model.hpp) alike.
//
// A model is two files, STEM.json (the manifest) and STEM.safetensors (the tensors), and any of
// STEM, STEM.json and STEM.safetensors names it. The manifest says which kind it is: a learned
// model's has "format": "lrnnc-learned" (is_learned_manifest), anything else is taken for a
// compiled network, whose loader reports what is wrong with it. This lives in the learned library
// because it has to know both kinds (lrnn does not know learned models).
#pragma once

#include <string>

namespace lrnnc::learned {

enum class ModelKind { compiled, learned };

struct ModelFiles {
  ModelKind kind = ModelKind::compiled;
  std::string manifest;  // the manifest to load: lrnn::load_network or learned::load_model takes it
  // The tensors file beside it (the manifest's name with .safetensors), where lrnnc writes it; the
  // loaders read the file the manifest's "weights" names, which is this one in every file lrnnc
  // writes.
  std::string weights;
};

// The files of the model that `arg` names, tried in this order:
//   STEM.json         the manifest, as given;
//   STEM.safetensors  its manifest STEM.json;
//   anything else     `arg` itself when it is a learned model's manifest under another name (such a
//                     file was always accepted), else arg + ".json".
// The path is kept as written (no normalisation): the manifest of "models/parity" is
// "models/parity.json". Throws lrnnc::Error, one line, when the manifest is not there:
//   model 'X' not found: looked for STEM.json and STEM.safetensors
//   model 'X' not found: looked for X.json and X.safetensors (X is not a model's manifest)
//   model 'X' not found: STEM.safetensors exists but its manifest STEM.json does not
// or when the manifest is not a regular file (a folder, a FIFO, a device), naming what it is:
//   model 'X': 'STEM.json' is not a regular file: it is a directory
// or when no manifest is found and `arg` is a folder (lrnn::refuse_model_folder):
//   model 'X' is a folder, expected a model's STEM, STEM.json or STEM.safetensors (...)
// or when `arg` holds a NUL byte (common/paths.hpp require_no_nul), which would cut the path.
// A FIFO is never opened here, so nothing blocks.
// Reads the manifest once to tell the kind (at most the manifest limit, kMaxManifestBytes).
ModelFiles resolve_model(const std::string& arg);

}  // namespace lrnnc::learned
