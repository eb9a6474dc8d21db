// Benchmark of learned models (issue: `eval` within 5x of libtorch's native float forward): one
// layer, d = 64, deltaproduct r = 2 [-1,1] (2 heads of 32), libtorch's default initialization,
// 256 random words of length 1024 over parity's alphabet, on T threads:
//   runtime   learned::evaluate (the words batched across threads, every position's prediction
//             checked against the automaton) under "bf16,acc=fp32", and in plain double and fp32;
//   libtorch  torch_forward_batch in float32: the 256 words as one batch, the same recurrence.
// Wall-clock median of 3 runs each, in the same process; the ratio runtime / libtorch is the
// number the issue asks for.
// With a fourth argument MODEL (a learned model's manifest, e.g. a trained fixed-point model), that
// model instead, on the words of its own automaton (parity when it has none): the fixed-point issue's benchmark
// (fprnn evaluation under an emulated policy against libtorch float32 on the same words).
// Usage: bench_learned [threads] [words] [length] [MODEL]
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "automata/io-json.hpp"
#include "learned/eval.hpp"
#include "learned/torch/torch-forward.hpp"
#include "learned/torch/train.hpp"
#include "timing.hpp"

using namespace lrnnc;
using namespace lrnnc::learned;

int main(int argc, char** argv) {
  const int threads = argc > 1 ? std::atoi(argv[1]) : 1;
  const std::size_t count = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 256;
  const std::size_t length = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1024;
  automata::Dfa task = automata::make_builtin("parity");
  TrainOptions o;
  o.arch = parse_arch("deltaproduct:2:[-1,1]");
  o.d_model = 64;
  LearnedModel model;
  if (argc > 4) {
    model = load_model(argv[4]);
    if (!model.automaton.is_null()) task = automata::dfa_from_json(model.automaton.dump());  // else parity
  } else {
    model = torch_initialized_model(train_config(task, o), 1, false);
  }

  // The words evaluate() draws (word i from mt19937_64(seed + i)), for libtorch too.
  std::vector<std::vector<std::uint32_t>> words(count, std::vector<std::uint32_t>(length));
  for (std::size_t i = 0; i < count; ++i) {
    std::mt19937_64 rng(1 + i);
    for (auto& a : words[i]) a = static_cast<std::uint32_t>(rng() % task.num_letters());
  }
  const double tokens = static_cast<double>(count * length);
  std::printf("%s d=%zu, %zu words x %zu, threads=%d\n", architecture(model.config).c_str(), model.config.d_model,
              count, length, threads);

  const double torch_s = bench::median_seconds(3, [&] { (void)torch_forward_batch(model, words, false, threads); });
  std::printf("  libtorch float32 forward       %8.3f s  %8.0f tokens/s\n", torch_s, tokens / torch_s);

  for (const char* policy : {"bf16,acc=fp32", "fp32", ""}) {
    EvalOptions e;
    e.policies = {policy[0] ? std::optional(precision::parse_policy(policy)) : std::nullopt};
    e.lengths = {length};
    e.words = count;
    e.seed = 1;
    e.threads = static_cast<std::size_t>(threads);
    double accuracy = 0;
    const double s = bench::median_seconds(3, [&] { accuracy = evaluate(model, task, e).front().token_accuracy; });
    std::printf("  runtime %-22s %8.3f s  %8.0f tokens/s  ratio to libtorch %.2fx  (token accuracy %.3f)\n",
                policy[0] ? policy : "double", s, tokens / s, s / torch_s, accuracy);
  }
}
