// Benchmark of Fixed-Point RNN training steps (issue: training steps at least 3x faster than the
// libtorch path on parity with d_model 32 and on A_5 with d_model 128): `learned::train_model` for S
// steps of the fixed-point recipe without validation, with fp_solver libtorch, native (the native
// solver for the no-gradient iterations) and native-step (the whole forward and gradient native:
// learned/fixed-point-step.hpp) alternated in the same process, one thread; the median wall time
// per step of R runs each, and the ratios to libtorch. On a CPU with AVX-512 a fourth path is
// native-step with the product's AVX2 build (learned/fixed-point-native.hpp native_gemm; the same
// bits), so that the AVX-512 build's share shows.
// Usage: bench_train_step [steps] [runs] [task] [arch] [d_model] [batch]
//   defaults: 20 steps, 3 runs, parity, fprnn:householder:2, 32, 64 (the recipe's batch)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "automata/builtins.hpp"
#include "automata/minimize.hpp"
#include "learned/fixed-point-native.hpp"
#include "learned/torch/train.hpp"
#include "timing.hpp"

using namespace lrnnc;
using namespace lrnnc::learned;

int main(int argc, char** argv) {
  const std::size_t steps = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 20;
  const int runs = argc > 2 ? std::atoi(argv[2]) : 3;
  const std::string task_name = argc > 3 ? argv[3] : "parity", arch = argc > 4 ? argv[4] : "fprnn:householder:2";
  const automata::Dfa task = automata::minimize(automata::make_builtin(task_name));
  TrainOptions o = recipe_defaults(parse_arch(arch));
  if (argc > 5) o.d_model = std::strtoull(argv[5], nullptr, 10);
  if (argc > 6) o.batch = std::strtoull(argv[6], nullptr, 10);
  o.steps = steps;
  o.val_len = 0;
  o.threads = 1;
  std::printf("%s %s d_model %zu, batch %zu x %zu letters, %zu steps, median of %d runs, one thread\n",
              task_name.c_str(), arch.c_str(), o.d_model, o.batch, o.max_len, steps, runs);
  // Per path: the whole step, and the part in the no-gradient iterations (the record's
  // fixed_point_seconds).
  const int kPaths = native_gemm_build(2, false) ? 4 : 3;
  const TrainOptions::FixedPointSolver paths[4] = {
      TrainOptions::FixedPointSolver::libtorch, TrainOptions::FixedPointSolver::native,
      TrainOptions::FixedPointSolver::native_step, TrainOptions::FixedPointSolver::native_step};
  double seconds[4][16] = {}, solve[4][16] = {};
  std::string used[4];
  const int n = std::min(runs, 16);
  for (int r = 0; r < n; ++r)
    for (int s = 0; s < kPaths; ++s) {  // alternated
      o.fp_solver = paths[s];
      native_avx512_enabled = s != 3;
      LearnedModel m;
      seconds[s][r] = bench::median_seconds(1, [&] { m = train_model(task, o, {}, nullptr, {}); });
      solve[s][r] = m.training.value("fixed_point_seconds", 0.0);
      used[s] = m.training.value("fixed_point_solver", std::string("?")) + (s == 3 ? " (avx2)" : "");
    }
  native_avx512_enabled = true;
  double med[4], med_solve[4];
  for (int s = 0; s < kPaths; ++s) {
    std::sort(seconds[s], seconds[s] + n);
    std::sort(solve[s], solve[s] + n);
    med[s] = seconds[s][n / 2] / static_cast<double>(steps);
    med_solve[s] = solve[s][n / 2] / static_cast<double>(steps);
  }
  std::printf("  %-19s %9s %22s %18s\n", "path", "ms/step", "ms/step in iterations", "step vs libtorch");
  for (int s = 0; s < kPaths; ++s)
    std::printf("  %-19s %9.2f %22.2f %17.2fx\n", used[s].c_str(), 1e3 * med[s], 1e3 * med_solve[s], med[0] / med[s]);
}
