// lrnnc fla CHECKPOINT SPEC -o OUT [--letter-tokens IDS] [--label-tokens IDS] [--bos-token ID] [--json]
// An fla checkpoint (a folder with config.json and model.safetensors, or its config.json) as a
// learned model (OUT.json + OUT.safetensors) that run, eval, probe, spectrum and realize read
// (learned/fla.hpp; docs/INTEROP.md).
//
// lrnnc fla-export MODEL -o FOLDER [--dtype f32|bf16|f64] [--seed N] [--max-units N] [--heads N]
//                  [--max-head-dim N] [--json]
// A compiled network as an fla Gated DeltaProduct checkpoint (learned/fla-export.hpp).
#include <filesystem>
#include <iostream>
#include <memory>
#include <sstream>

#include <nlohmann/json.hpp>

#include "automata/io-json.hpp"
#include "common/error.hpp"
#include "common/paths.hpp"
#include "learned/fla-export.hpp"
#include "learned/fla.hpp"
#include "lrnn/weights-io.hpp"
#include "tools/cli-values.hpp"
#include "tools/commands.hpp"
#include "tools/spec.hpp"
#include "tools/text-output.hpp"

namespace lrnnc::tools {

namespace {

struct FlaImportCliOptions {
  SpecOptions spec;
  std::string checkpoint, output, letter_tokens, label_tokens;
  std::uint64_t bos_token = 0;
  bool bos = false;  // --bos-token given
  bool json = false;
};

// "0,1,2": token ids (empty text: none given).
std::vector<std::size_t> parse_ids(const std::string& option, const std::string& text) {
  std::vector<std::size_t> ids;
  if (text.empty()) return ids;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, ',')) ids.push_back(parse_option_integer(option, item, 0, std::uint64_t{1} << 30));
  if (text.back() == ',') throw Error(option + ": expected comma-separated token ids, found " + quote(text));
  return ids;
}

// F32 when every value is a binary32 value (a bf16, f16 or f32 checkpoint), else F64.
lrnn::WeightDtype saved_dtype(const learned::LearnedModel& model) {
  for (const auto& [name, t] : model.weights)
    for (double v : t.values)
      if (static_cast<double>(static_cast<float>(v)) != v) return lrnn::WeightDtype::f64;
  return lrnn::WeightDtype::f32;
}

void run_fla_import(const FlaImportCliOptions& o) {
  const std::vector<Spec> specs = collect_specs(o.spec);
  if (specs.size() != 1) throw Error("fla takes exactly one automaton, found " + std::to_string(specs.size()));
  const automata::Dfa dfa = load_spec(specs[0], o.spec);
  learned::FlaTokens tokens;
  tokens.alphabet = dfa.alphabet().names();
  tokens.labels = dfa.labels();
  tokens.letter_tokens = parse_ids("--letter-tokens", o.letter_tokens);
  tokens.label_tokens = parse_ids("--label-tokens", o.label_tokens);
  if (o.bos) tokens.bos_token = static_cast<std::size_t>(o.bos_token);
  tokens.automaton = nlohmann::json::parse(automata::dfa_to_json(dfa));
  const learned::LearnedModel model = learned::read_fla_checkpoint(o.checkpoint, tokens);
  const lrnn::WeightDtype dtype = saved_dtype(model);
  learned::save_model(model, o.output, dtype);
  const learned::LayerSpec& l = model.config.layers[0];
  if (o.json)
    return print_json({{"output", o.output},
                       {"model_type", model.training["model_type"]},
                       {"architecture", learned::architecture(model.config)},
                       {"layers", model.config.layers.size()},
                       {"d_model", model.config.d_model},
                       {"outputs", model.config.outputs.size()},
                       {"dtype", lrnn::to_string(dtype)}});
  std::cerr << "wrote " << o.output << ": " << model.training["model_type"].get<std::string>() << ", "
            << model.config.layers.size() << " layers of " << l.heads << " heads (d_k " << l.n << ", d_v "
            << l.fla.v_dim << ", " << l.rank << " Householder step(s)), d_model " << model.config.d_model << ", "
            << model.config.outputs.size() << " outputs, weights " << lrnn::to_string(dtype) << "\n";
}

struct FlaExportCliOptions {
  std::string model, output, dtype = "f32";
  std::uint64_t seed = 0, max_units = 4096, max_head_dim = 256, heads = 0;
  bool json = false;
};

void run_fla_export(const FlaExportCliOptions& o) {
  const lrnn::LoadedNetwork loaded = lrnn::load_network(o.model);
  learned::FlaExportOptions options;
  options.dtype = lrnn::parse_weight_dtype(o.dtype);
  options.seed = o.seed;
  options.max_units = static_cast<std::size_t>(o.max_units);
  options.max_head_dim = static_cast<std::size_t>(o.max_head_dim);
  options.heads = static_cast<std::size_t>(o.heads);
  const learned::FlaExport exported = learned::export_fla(loaded.network, options);
  std::error_code ec;
  std::filesystem::create_directories(o.output, ec);
  if (ec) throw Error("cannot create the folder " + quote(o.output) + ": " + ec.message());
  const std::vector<std::uint8_t> weights = lrnn::encode_safetensors(exported.state, {{"format", "pt"}});
  write_text((std::filesystem::path(o.output) / "model.safetensors").string(),
             std::string(weights.begin(), weights.end()));
  write_text((std::filesystem::path(o.output) / "config.json").string(), exported.config.dump(2) + "\n");
  write_text((std::filesystem::path(o.output) / "lrnnc.json").string(), exported.report.dump(2) + "\n");
  const nlohmann::json& r = exported.report;
  if (o.json) {
    nlohmann::json out = r;
    out.erase("automaton");
    out["output"] = o.output;
    out["dtype"] = lrnn::to_string(options.dtype);
    return print_json(out);
  }
  std::cerr << "wrote " << o.output << ": gated_deltaproduct, 1 layer, " << r["heads"] << " head(s) of head_dim "
            << r["state"]["head_dim"] << " (" << r["state"]["copies"] << " copies of " << r["state"]["n"]
            << " coordinates), " << r["num_householder"] << " Householder step(s), " << r["units"]
            << " read-out units, hidden_size " << r["hidden_size"] << ", weights " << lrnn::to_string(options.dtype)
            << (r["exact_bf16"].get<bool>() ? " (every key, value and state exact in bfloat16)" : "") << "\n";
}

}  // namespace

void setup_fla_export(CLI::App& app) {
  auto o = std::make_shared<FlaExportCliOptions>();
  CLI::App* sub = app.add_subcommand(
      "fla-export",
      "Export a compiled network as a flash-linear-attention (fla) Gated DeltaProduct checkpoint (config.json + "
      "model.safetensors) that fla and lrnnc fla read");
  sub->add_option("model", o->model, "Compiled network: OUT, OUT.json or OUT.safetensors")->required();
  sub->add_option("-o,--output", o->output, "The folder to write (config.json, model.safetensors, lrnnc.json)")
      ->required();
  sub->add_option("--dtype", o->dtype,
                  "Weights: f32, bf16 (pre-activations chosen so that bfloat16 runs hit the keys exactly) or f64")
      ->capture_default_str();
  add_integer_option(*sub, "--seed", o->seed, 0, ~std::uint64_t{0}, "Seed of the query directions tried");
  add_integer_option(*sub, "--max-units", o->max_units, 1, std::uint64_t{1} << 20,
                     "Most reachable transition products (one read-out unit each)");
  add_integer_option(*sub, "--heads", o->heads, 0, 64,
                     "Read-out heads, each a copy of the state with its own query (0: the fewest of 1, 2, 4, 8 "
                     "whose read-out margin is >= 0.1)");
  add_integer_option(*sub, "--max-head-dim", o->max_head_dim, 1, std::uint64_t{1} << 16,
                     "Largest head_dim (fla's chunked kernels take 256; 4096 gives key norm 8, whose reflections are "
                     "exact in float32)");
  sub->add_flag("--json", o->json, "Print the construction's report (lrnnc.json without the automaton)");
  sub->callback([o] { run_fla_export(*o); });
}

void setup_fla(CLI::App& app) {
  auto o = std::make_shared<FlaImportCliOptions>();
  CLI::App* sub = app.add_subcommand(
      "fla",
      "Import a flash-linear-attention (fla) DeltaNet / Gated DeltaNet / Gated DeltaProduct checkpoint as a learned "
      "model of a task");
  sub->add_option("checkpoint", o->checkpoint, "A folder with config.json and model.safetensors, or its config.json")
      ->required();
  add_spec_options(*sub, o->spec);
  sub->add_option("-o,--output", o->output, "The learned model to write (OUT.json + OUT.safetensors)")->required();
  sub->add_option("--letter-tokens", o->letter_tokens,
                  "The token id of each letter of the task, comma-separated (default 0,1,...: lrnnc dataset's ids)");
  sub->add_option("--label-tokens", o->label_tokens, "The token id of each output label of the task (default 0,1,...)");
  CLI::Option* bos = add_integer_option(*sub, "--bos-token", o->bos_token, 0, std::uint64_t{1} << 30,
                                        "A token the model reads before every word (e.g. DeltaProduct's [BOS])");
  sub->add_flag(
      "--json", o->json,
      "Print {\"output\", \"model_type\", \"architecture\", \"layers\", \"d_model\", \"outputs\", \"dtype\"}");
  sub->callback([o, bos] {
    o->bos = bos->count() > 0;
    run_fla_import(*o);
  });
}

}  // namespace lrnnc::tools
