// The native float32 fixed-point solver (learned/fixed-point-native.hpp) against the libtorch
// iteration it replaces in training (TorchModelImpl::set_native_solver): one training step from the
// same weights on the same batch gives the same fixed point, loss and gradient to the tolerance that
// another float32 summation order allows, and the same l*, for every fixed-point mixer on parity,
// mod 3 and S_3; and the same on a trained model (tests/learned/data/fprnn-parity-reference.json)
// whose iteration runs its whole cap. Evaluation mode (each word on its own): the same predictions.
#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "common/error.hpp"
#include "learned/fixed-point-native.hpp"
#include "learned/torch/torch-forward.hpp"
#include "learned/torch/train.hpp"
#include "tests/learned-torch/catch-check.hpp"  // after the libtorch headers: Catch2's CHECK
#include "tests/learned-torch/train-step-helpers.hpp"
#include "tests/paths.hpp"

using namespace lrnnc;
using namespace lrnnc::learned;
using namespace lrnnc::learned::test_step;

namespace {

void check_agree(const LearnedModel& model, const Batch& batch, double contraction, double tolerance) {
  const TrainStepProbe lib = probe_train_step(model, batch.words, batch.labels, false, contraction);
  const TrainStepProbe nat = probe_train_step(model, batch.words, batch.labels, true, contraction);
  CHECK(nat.iterations == lib.iterations);
  const std::size_t nonzero =
      check_probes(nat, lib, tolerance, [](const auto& a, const auto& b) { return relative(a, b, 1e-7); });
  CHECK(nonzero > lib.gradients.size() / 2);  // the gradients compared are not all zero
}

}  // namespace

TEST_CASE("native fixed-point solver: one training step agrees with libtorch's, every mixer and task",
          "[learned-torch][quick]") {
  for (const char* task_name : {"parity", "mod:3", "sym:3"}) {
    const automata::Dfa task = automata::make_builtin(task_name);
    for (const char* arch : {"fprnn:householder:1", "fprnn:householder:2", "fprnn:householder:4", "fprnn:dplr:2",
                             "fprnn:kronecker", "fpmamba:householder:2", "fpmamba:kronecker"}) {
      CAPTURE(task_name, arch);
      TrainOptions o = recipe_defaults(parse_arch(arch));
      o.d_model = 8;  // n = 16 (kronecker: 4 x 4 factors)
      const ModelConfig config = train_config(task, o);
      const Batch batch = task_batch(task, 12, 16, 3);
      // The initialization (the iteration settles in a few steps), then mixer weights 3x larger
      // (more iterations, up to the cap of 16).
      for (double scale : {1.0, 3.0}) {
        CAPTURE(scale);
        check_agree(scaled_model(config, 7, scale), batch, o.fp_contraction, 2e-3);
      }
    }
  }
}

TEST_CASE("native fixed-point solver: Kronecker factors of unequal sizes", "[learned-torch][quick]") {
  // d_model 11: n = 22 = 2 x 11, factors of 2 x 2 and 11 x 11 (the larger factor's scratch is its own).
  for (const char* arch : {"fprnn:kronecker", "fpmamba:kronecker"}) {
    CAPTURE(arch);
    const automata::Dfa task = automata::make_builtin("sym:3");
    TrainOptions o = recipe_defaults(parse_arch(arch));
    o.d_model = 11;
    check_agree(scaled_model(train_config(task, o), 4, 2.0), task_batch(task, 6, 12, 8), 0, 2e-3);
  }
}

TEST_CASE("native fixed-point solver: a trained parity model, training and evaluation mode", "[learned-torch][quick]") {
  const LearnedModel model =
      load_model(::test_support::source_dir() + "/tests/learned/data/fprnn-parity-reference.json");
  const automata::Dfa task = automata::make_builtin("parity");
  check_agree(model, task_batch(task, 16, 16, 5), 10, 5e-3);
  // Evaluation mode (each word on its own, at most max_iter), on words 4x the training length: the
  // same predictions (a word whose residue crosses the threshold at another iteration may differ
  // in a few positions).
  const Batch batch = task_batch(task, 16, 64, 9);
  const auto lib = torch_forward_batch(model, batch.words, false, 1, false);
  const auto nat = torch_forward_batch(model, batch.words, false, 1, true);
  std::size_t same = 0, right = 0, total = 0;
  for (std::size_t b = 0; b < lib.size(); ++b)
    for (std::size_t t = 0; t < lib[b].size(); ++t) {
      const auto argmax = [](const std::vector<double>& v) { return std::max_element(v.begin(), v.end()) - v.begin(); };
      same += argmax(lib[b][t]) == argmax(nat[b][t]) ? 1 : 0;
      right += static_cast<std::uint32_t>(argmax(nat[b][t])) == batch.labels[b][t] ? 1 : 0;
      ++total;
    }
  CHECK(static_cast<double>(same) >= 0.99 * static_cast<double>(total));
  CHECK(static_cast<double>(right) >= 0.95 * static_cast<double>(total));  // the model is right at 64 letters
}

TEST_CASE("native fixed-point solver: refuses what it cannot run", "[learned-torch][quick]") {
  LayerSpec diag;
  diag.type = MixerType::diag;
  diag.n = 4;
  NativeFixedPointWeights w;
  NativeFixedPointInputs in;
  const std::vector<float> x(8, 0.0f);
  in.words = 1, in.positions = 2, in.x = x.data();
  CHECK_THROWS_AS(solve_fixed_point_native(diag, w, in, NativeStop::batch, 4), Error);
  LayerSpec fp;
  fp.type = MixerType::fprnn;
  fp.n = 4;
  CHECK_THROWS_AS(solve_fixed_point_native(fp, w, in, NativeStop::batch, 0), Error);  // cap 0
  CHECK_THROWS_AS(solve_fixed_point_native(fp, w, in, NativeStop::batch, 4), Error);  // no u, alpha
}
