// Benchmark of Fixed-Point RNN training steps (issue: the no-gradient fixed-point iterations in
// lrnnc's native float32 solver, at least 3x faster steps on parity with d_model 32 and on A_5 with
// d_model 128): `learned::train_model` for S steps of the fixed-point recipe without validation,
// with fp_solver libtorch and native alternated in the same process, one thread; the median wall
// time per step of R runs each, and the ratio libtorch / native.
// Usage: bench_train_step [steps] [runs] [task] [arch] [d_model] [batch]
//   defaults: 20 steps, 3 runs, parity, fprnn:householder:2, 32, 64 (the recipe's batch)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "automata/builtins.hpp"
#include "automata/minimize.hpp"
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
  // Per solver: the whole step, and the part in the no-gradient iterations (the record's
  // fixed_point_seconds).
  double seconds[2][16] = {}, solve[2][16] = {};
  const int n = std::min(runs, 16);
  for (int r = 0; r < n; ++r)
    for (int s = 0; s < 2; ++s) {  // alternated: libtorch, native
      o.fp_solver = s == 0 ? TrainOptions::FixedPointSolver::libtorch : TrainOptions::FixedPointSolver::native;
      LearnedModel m;
      seconds[s][r] = bench::median_seconds(1, [&] { m = train_model(task, o, {}, nullptr, {}); });
      solve[s][r] = m.training.value("fixed_point_seconds", 0.0);
    }
  double med[2], med_solve[2];
  for (int s = 0; s < 2; ++s) {
    std::sort(seconds[s], seconds[s] + n);
    std::sort(solve[s], solve[s] + n);
    med[s] = seconds[s][n / 2] / static_cast<double>(steps);
    med_solve[s] = solve[s][n / 2] / static_cast<double>(steps);
  }
  std::printf("  %-9s %9s %22s\n", "solver", "ms/step", "ms/step in iterations");
  for (int s = 0; s < 2; ++s)
    std::printf("  %-9s %9.2f %22.2f\n", s == 0 ? "libtorch" : "native", 1e3 * med[s], 1e3 * med_solve[s]);
  std::printf("  ratio libtorch / native: step %.2fx, iterations %.2fx\n", med[0] / med[1],
              med_solve[0] / med_solve[1]);
}
