// The options of a training run as JSON (learned/train-options.hpp).
#include "learned/train-options.hpp"

namespace lrnnc::learned {

nlohmann::json to_json(const TrainOptions& o) {
  nlohmann::json j = {{"arch", to_string(o.arch)},
                      {"layers", o.layers},
                      {"d_model", o.d_model},
                      {"heads", o.heads},
                      {"head_dim", o.head_dim},
                      {"state", o.state},
                      {"expand", o.expand},
                      {"d_state", o.d_state},
                      {"min_len", o.min_len},
                      {"max_len", o.max_len},
                      {"steps", o.steps},
                      {"batch", o.batch},
                      {"lr", o.lr},
                      {"weight_decay", o.weight_decay},
                      {"warmup", o.warmup},
                      {"seed", o.seed},
                      {"threads", o.threads},
                      {"float64", o.float64},
                      {"fixed_point", to_json(o.fixed_point)},
                      {"checkpoint_every", o.checkpoint_every},
                      {"eval_every", o.eval_every},
                      {"patience", o.patience},
                      {"norm_eps", o.norm_eps},
                      {"val_len", o.val_len},
                      {"val_words", o.val_words},
                      {"val_every", o.val_every}};
  // Only when on: the records (and sweep keys) of runs without the penalty stay as they were.
  if (o.fp_contraction > 0) {
    j["fp_contraction"] = o.fp_contraction;
    j["fp_contraction_bound"] = o.fp_contraction_bound;
  }
  // Fixed-point architectures with the native solver or step only: the records (and sweep keys) of
  // the libtorch solver, the path before it, and of the other architectures stay as they were.
  if (is_fixed_point(o.arch.type) && o.fp_solver != TrainOptions::FixedPointSolver::libtorch)
    j["fp_solver"] = to_string(effective_fp_solver(o));
  return j;
}

}  // namespace lrnnc::learned
