// load_target and require_sequential (realize/load.hpp).
#include "realize/load.hpp"

#include "common/error.hpp"
#include "learned/eval.hpp"
#include "lrnn/simulate.hpp"
#include "lrnn/weights-io.hpp"

namespace lrnnc::realize {

void require_sequential(std::string_view order) {
  const lrnn::EvalOrder parsed = lrnn::parse_order(order);
  if (parsed.kind != lrnn::OrderKind::sequential)
    throw Error("--order " + lrnn::to_string(parsed) +
                ": realize runs the sequential order only (under a scan or in chunks the state at t is "
                "combined from prefix products, not a function of the state at t-1 and the letter, so the "
                "network is not a finite-state machine over its states)");
}

Target load_target(const learned::ModelFiles& files, std::optional<automata::Dfa> spec,
                   const precision::Policy& policy) {
  Target t;
  t.policy = policy;
  if (files.kind == learned::ModelKind::learned) {
    const learned::LearnedModel model = learned::load_model(files.manifest);
    t.kind = "learned " + learned::architecture(model.config);
    if (spec) {
      t.spec = std::move(*spec);
      t.spec_text = "the given spec";
    } else {
      t.spec = learned::saved_task(model);
      t.spec_text = "the model's automaton";
    }
    t.machine = model_machine(model, t.spec, policy);
    return t;
  }
  const lrnn::LoadedNetwork loaded = lrnn::load_network(files.manifest);
  t.kind = loaded.network.provenance.method;
  if (spec) {
    t.spec = std::move(*spec);
    t.spec_text = "the given spec";
  } else {
    t.spec = loaded.network.automaton;
    t.spec_text = "the network's automaton";
  }
  t.machine = network_machine(loaded.network, policy);
  return t;
}

}  // namespace lrnnc::realize
