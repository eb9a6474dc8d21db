// compile(dfa, options): the driver. Runs the passes of lrnn/compile/PASSES.md in order:
//   validate -> representation -> (cyclic-to-rotation | permutation-to-reflections | onehot)
//            -> restrict -> codebook, or validate -> lookup -> codebook (--decoder lookup:N)
// and for the cascade method (Theorem 4)
//   validate -> automata::to_cascade (holonomy) -> [restrict: the class's theorems per level]
//            -> [automata::split_prime, with --prime or a diagonal class] -> cascade-to-layers
//            (with its codebooks and readout)
#include "lrnn/compile/compile.hpp"

#include <string>

#include "automata/cascade-prime.hpp"
#include "automata/holonomy.hpp"
#include "common/error.hpp"
#include "lrnn/compile/passes.hpp"

namespace lrnnc::lrnn {

namespace passes {

Draft group_network(const GroupAction& action, ReflectionParam reflection, CyclicMode cyclic, RotationForm rotation) {
  if (cyclic == CyclicMode::rotation)
    if (auto d = cyclic_to_rotation(action, rotation)) return std::move(*d);
  return permutation_to_reflections(action, reflection);
}

}  // namespace passes

Compiled compile(const automata::Dfa& dfa, const CompileOptions& options) {
  const passes::Validated validated = passes::validate(dfa, options);
  if (validated.method == Method::cascade) {
    automata::Cascade cascade = automata::to_cascade(validated.dfa);
    try {  // before splitting: the refusal names the level
      passes::check_cascade_class(cascade, options.restrict);
    } catch (const Error& e) {
      if (!options.best_effort) throw;
      throw Error(std::string(e.what()) + " (--best-effort has no clamped form for cascades)");
    }
    if (options.prime || options.restrict != Restrict::none) cascade = automata::split_prime(cascade);
    return passes::cascade_to_layers(cascade, validated.dfa, options);
  }
  if (validated.method == Method::onehot) return passes::codebook(passes::onehot(validated.dfa), validated, options);

  if (options.lookup) return passes::codebook(passes::lookup_counter(validated, options), validated, options);
  const passes::GroupAction action = passes::representation(validated.dfa, options.permutation_action);
  passes::Draft draft = passes::group_network(action, options.reflection, options.cyclic, options.rotation);
  passes::restrict_to_class(draft, validated, action, options);
  if (draft.summary.representation.empty()) draft.summary.representation = action.description;
  draft.summary.group_order = action.group.size();
  return passes::codebook(std::move(draft), validated, options);
}

Compiled compile_cascade(const automata::Cascade& cascade, const automata::Dfa& dfa, const CompileOptions& options) {
  return passes::cascade_to_layers(cascade, dfa, options);
}

}  // namespace lrnnc::lrnn
