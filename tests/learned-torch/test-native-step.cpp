// The native training step (learned/fixed-point-step.hpp) against libtorch autograd: from the same
// weights, batch and fixed point, the loss and every parameter's gradient (weight norm's directions
// and gains included) agree to the tolerance another float32 summation order allows, for every
// channel mixer it takes on parity, mod 3 and S_3, with the contraction penalty on and off, at the
// initialization and with mixer weights 3x larger; and the step iterates to the same fixed point
// when it runs the solver itself.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "common/error.hpp"
#include "learned/fixed-point-step.hpp"
#include "learned/torch/torch-forward.hpp"
#include "learned/torch/train.hpp"
#include "tests/learned-torch/catch-check.hpp"  // after the libtorch headers: Catch2's CHECK
#include "tests/learned-torch/train-step-helpers.hpp"

using namespace lrnnc;
using namespace lrnnc::learned;
using namespace lrnnc::learned::test_step;

namespace {

bool finite(const std::vector<double>& v) {
  return std::all_of(v.begin(), v.end(), [](double x) { return std::isfinite(x); });
}

// max |a - b| / max(|b|_2, floor): the difference relative to the gradient's norm.
double relative_to_norm(const std::vector<double>& a, const std::vector<double>& b, double floor) {
  REQUIRE(a.size() == b.size());
  double diff = 0, norm = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    diff = std::max(diff, std::abs(a[i] - b[i]));
    norm += b[i] * b[i];
  }
  return diff / std::max(std::sqrt(norm), floor);
}

// The native step from libtorch's fixed point (given) or its own against libtorch autograd. Both
// gradients must be finite, also where some sigma_t is exactly 0 (every alpha_i of the position
// saturated to 0 in float32: Q_t = I, A_t = 0), which made libtorch's NaN before its sigma^2 was
// floored (learned/torch/torch-model.cpp).
void check_step(const LearnedModel& model, const Batch& batch, double contraction, bool given, double tolerance) {
  const TrainStepProbe lib = probe_train_step(model, batch.words, batch.labels, true, contraction);
  const TrainStepProbe nat = probe_native_step(model, batch.words, batch.labels, given, contraction);
  const std::size_t nonzero = check_probes(nat, lib, tolerance, [](const auto& a, const auto& g) {
    CHECK(finite(a));
    CHECK(finite(g));
    return relative_to_norm(a, g, 1e-7);
  });
  CHECK(nonzero == lib.gradients.size());  // every parameter has a gradient here
}

}  // namespace

TEST_CASE("native training step: loss and gradient equal libtorch autograd's from the same fixed point",
          "[learned-torch][standard]") {
  for (const char* task_name : {"parity", "mod:3", "sym:3"}) {
    const automata::Dfa task = automata::make_builtin(task_name);
    for (const char* arch : {"fprnn:householder:1", "fprnn:householder:2", "fprnn:householder:4", "fprnn:dplr:2"}) {
      TrainOptions o = recipe_defaults(parse_arch(arch));
      o.d_model = 8;  // n = 16
      const ModelConfig config = train_config(task, o);
      const Batch batch = task_batch(task, 12, 16, 3);
      // The initialization, then mixer weights 3x larger (more iterations, up to the cap of 16).
      for (double scale : {1.0, 3.0})
        for (double contraction : {0.0, 10.0}) {
          CAPTURE(task_name, arch, scale, contraction);
          check_step(scaled_model(config, 7, scale), batch, contraction, true, 1e-4);
        }
    }
  }
}

TEST_CASE("native training step: its own iteration reaches libtorch's fixed point", "[learned-torch][quick]") {
  const automata::Dfa task = automata::make_builtin("parity");
  for (const char* arch : {"fprnn:householder:2", "fprnn:dplr:2"}) {
    CAPTURE(arch);
    TrainOptions o = recipe_defaults(parse_arch(arch));
    o.d_model = 16;
    check_step(scaled_model(train_config(task, o), 5, 2.0), task_batch(task, 8, 16, 4), 10, false, 2e-3);
  }
}

TEST_CASE("native training step: two layers, an untied head, a width not a multiple of 16", "[learned-torch][quick]") {
  const automata::Dfa task = automata::make_builtin("mod:3");
  TrainOptions o = recipe_defaults(parse_arch("fprnn:householder:2"));
  o.d_model = 5;  // n = 10
  o.layers = 2;
  ModelConfig config = train_config(task, o);
  check_step(scaled_model(config, 3, 2.0), task_batch(task, 6, 7, 2), 10, true, 1e-4);
  config.tied_head = false;
  config.bos = false;
  check_step(scaled_model(config, 3, 2.0), task_batch(task, 6, 7, 2), 10, true, 1e-4);
}

TEST_CASE("native training step: refuses what it does not take", "[learned-torch][quick]") {
  const automata::Dfa task = automata::make_builtin("parity");
  for (const char* arch : {"fprnn:kronecker", "fpmamba:householder:2", "diag:[-1,1]"}) {
    CAPTURE(arch);
    const ModelConfig config = train_config(task, recipe_defaults(parse_arch(arch)));
    CHECK_FALSE(native_step_supported(config));
    CHECK_THROWS_AS(native_train_step(config, NativeStepInput{}), Error);
  }
  const ModelConfig config = train_config(task, recipe_defaults(parse_arch("fprnn:dplr:2")));
  CHECK(native_step_supported(config));
  CHECK_THROWS_AS(native_train_step(config, NativeStepInput{}), Error);  // no caps, words or tensors
}
