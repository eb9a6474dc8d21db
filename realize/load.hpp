// What `lrnnc realize`, its Python function and the sweeps' realize cells search: a MODEL (compiled
// network or learned model) with its spec and policy, as a Machine.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "automata/dfa.hpp"
#include "learned/model-files.hpp"
#include "learned/model.hpp"
#include "realize/machine.hpp"

namespace lrnnc::realize {

struct Target {
  std::unique_ptr<Machine> machine;
  automata::Dfa spec;
  std::string spec_text;  // "builtin mod:5", "the network's automaton", "the model's automaton"
  std::string kind;       // the network's construction ("group", ...) or "learned diag:[-1,1]"
  precision::Policy policy;
};

// The search runs the sequential order only. Throws lrnnc::Error, in one line, for any other
// order (and for text lrnn::parse_order refuses): under a parallel scan or in chunks the state at t
// is combined from prefix products in a tree, so it is not a function of the state at t-1 and the
// letter, and the network is not a finite-state machine over its states.
void require_sequential(std::string_view order);

// A learned model whose layers are all diag or deltaproduct (DeltaNet), on the task `task` (letters
// and labels matched by name, as learned::map_task does), in `policy`. Throws lrnnc::Error with
// unsearchable_policy's reason, for a fixed-point layer (its state at t is the fixed point of an
// iteration over the whole word, not a function of the state at t-1 and the letter) and for a task
// the model cannot be scored on.
std::unique_ptr<Machine> model_machine(const learned::LearnedModel& model, const automata::Dfa& task,
                                       const precision::Policy& policy);

// Loads MODEL's files; the spec is `spec` when given, else the automaton saved in the model (a
// learned model without one: lrnnc::Error asking for a SPEC). Throws lrnnc::Error as the loaders
// and the makers above do, and when a compiled network's alphabet differs from the spec's.
Target load_target(const learned::ModelFiles& files, std::optional<automata::Dfa> spec,
                   const precision::Policy& policy);

}  // namespace lrnnc::realize
