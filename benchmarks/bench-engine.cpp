// Benchmark of the batched engine (lrnn/engine/) against the reference simulator, in one process:
//   mod:3 dense 2x2 rotation under emulated bf16, sequential, WORDS words x LEN tokens, every
//   position decoded and checked against the automaton (first failures only, no per-position
//   states kept), one thread: engine tokens/s, and the reference simulator on the first 32 words;
//   S5 by integer reflections (5x5, the natural action) in e4m3 and bf16, batch WORDS, one and two
//   threads (wall clock); scan: the scan order (mod:3 bf16, S5 reflections e4m3), engine against
//   the reference simulator, one thread.
// "engine" rows are simulate() as it runs (memoized walks where the network stays on few states:
// lrnn/engine/memo.hpp), "computed" rows the engine computing every step (SimulateOptions::memo =
// false). Median of 3 runs. The PyTorch comparison is benchmarks/torch-bmm-mod3.py (same words, same thread
// count). Usage: bench_engine [words=1024] [len=100000] [mod3|s5|scan: only that part | gpu: the CUDA
// backend against the CPU engine on two threads, sequential and scan orders, needs a GPU | states:
// mod:3 with every position's state kept, as lrnnc.simulate calls it | probe:
// simulate() on the random words of `lrnnc probe --words WORDS --max-len LEN --seed 1` for mod:3 in
// bf16 on one thread, as the probe calls it (benchmarks/probe-vs-engine.sh)]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "automata/random-word.hpp"
#include "bench-words.hpp"
#include "experiments/probe-words-internal.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/cuda/engine-cuda.hpp"
#include "lrnn/engine/engine.hpp"
#include "lrnn/simulate.hpp"
#include "timing.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;

namespace {

double run(const char* label, const Network& net, const std::vector<automata::Word>& words, const std::string& policy,
           std::size_t threads, bool reference, Device device = Device::cpu, const char* order = "sequential",
           bool memo = true, bool states = false) {
  SimulateOptions o;
  o.memo = memo;
  o.order = parse_order(order);
  o.policy = precision::parse_policy(policy);
  o.threads = threads;
  o.reference = reference;
  o.device = device;
  o.states = states;
  std::size_t failures = 0;
  const double s = bench::median_seconds(3, [&] {
    failures = 0;
    for (const auto& r : simulate(net, words, o, &net.automaton)) failures += r.first_failure ? 1 : 0;
  });
  std::size_t tokens = 0;
  for (const auto& w : words) tokens += w.size();
  const double rate = static_cast<double>(tokens) / s;
  std::printf("  %-22s %-6s %-10s %-9s threads=%zu  %9.2f M tokens/s  (%zu words, %zu failing)\n", label,
              policy.c_str(), order,
              reference                ? "reference"
              : device == Device::cuda ? "cuda"
              : memo                   ? "engine"
                                       : "computed",
              threads, rate / 1e6, words.size(), failures);
  return rate;
}

// The CUDA backend on `words`, device times from CUDA events (median of 3 runs by kernel time):
// end to end in groups (transfers overlapped) and all words in one launch (the kernel alone).
struct GpuTimes {
  cuda::DeviceTiming grouped, one_launch;
  std::size_t letter_bytes = 4;  // a letter's bytes on the device
};
GpuTimes gpu_times(const Network& net, const std::vector<automata::Word>& words, const std::string& policy,
                   const char* order) {
  SimulateOptions o;
  o.order = parse_order(order);
  o.policy = precision::parse_policy(policy);
  o.device = Device::cuda;
  o.states = false;
  const engine::HostNet host(net, o.policy, &net.automaton, o.order.kind != OrderKind::sequential);
  GpuTimes t;
  t.letter_bytes = engine::letter_bytes(host.view());
  for (bool one : {false, true}) {
    std::vector<cuda::DeviceTiming> runs(3);
    for (auto& r : runs) cuda::run(host, words, o, &r, one);
    std::sort(runs.begin(), runs.end(), [](const auto& a, const auto& b) { return a.kernel_s < b.kernel_s; });
    (one ? t.one_launch : t.grouped) = runs[1];
  }
  return t;
}

// `letters_read`: print the rate at which the kernel reads the letters against the copy's bandwidth.
void print_gpu(const GpuTimes& t, double tokens, double cpu_rate, bool letters_read, double copy_bw) {
  const auto& g = t.grouped;
  const auto& k = t.one_launch;
  std::printf(
      "    grouped (%zu groups, transfers overlapped): call %.3f s = %.2f G tokens/s (%.1fx cpu), "
      "kernels %.3f s, span %.3f s\n",
      g.groups, g.total_s, tokens / g.total_s / 1e9, tokens / g.total_s / cpu_rate, g.kernel_s, g.span_s);
  std::printf("    one launch: kernel %.4f s = %.2f G tokens/s (%.1fx cpu)", k.kernel_s, tokens / k.kernel_s / 1e9,
              tokens / k.kernel_s / cpu_rate);
  const auto bytes_per_token = static_cast<double>(t.letter_bytes);
  if (letters_read)
    std::printf(", letters (%zu B) read at %.1f GB/s = %.1f%% of the copy's %.1f GB/s", t.letter_bytes,
                tokens * bytes_per_token / k.kernel_s / 1e9, 100.0 * tokens * bytes_per_token / k.kernel_s / copy_bw,
                copy_bw / 1e9);
  std::printf("\n");
}

// GPU mode: the CUDA backend against the CPU engine on two threads, the same words.
int gpu(std::size_t count, std::size_t len) {
  try {
    require_device(Device::cuda);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bench_engine: %s\n", e.what());
    return 2;
  }
  const double copy_bw = cuda::device_copy_bandwidth(std::size_t{1} << 30, 5);
  std::printf("device-to-device copy of 1 GiB: %.1f GB/s (read + written)\n", copy_bw / 1e9);
  const Network mod3 = lrnn::compile(automata::make_builtin("mod:3"), {}).network;
  const Network parity = lrnn::compile(automata::make_builtin("parity"), {}).network;
  const auto words = bench::random_words(count, len, 2);
  const double tokens = static_cast<double>(count) * static_cast<double>(len);
  for (const auto& [label, net] : {std::pair<const char*, const Network*>{"mod:3 rotation", &mod3},
                                   std::pair<const char*, const Network*>{"parity diagonal", &parity}}) {
    std::printf("%s, bf16, sequential, %zu words x %zu tokens, every position decoded and checked:\n", label, count,
                len);
    const double wall = run(label, *net, words, "bf16", 0, false, Device::cuda);
    const double cpu = run(label, *net, words, "bf16", 2, false);
    std::printf("    simulate() wall clock: cuda / cpu (2 threads) = %.1fx\n", wall / cpu);
    print_gpu(gpu_times(*net, words, "bf16", "sequential"), tokens, cpu, net == &parity, copy_bw);
  }
  CompileOptions o;
  o.permutation_action = automata::builtin_permutation_action("sym:5");
  o.reflection = ReflectionParam::integer;
  const Network s5 = lrnn::compile(automata::make_builtin("sym:5"), o).network;
  const auto s5words = bench::random_words(count, len / 10, s5.num_letters());
  for (const char* p : {"e4m3", "bf16"}) {
    std::printf("S5 integer reflections, %s, sequential, %zu words x %zu tokens:\n", p, count, len / 10);
    const double cpu = run("S5 reflections", s5, s5words, p, 2, false);
    print_gpu(gpu_times(s5, s5words, p, "sequential"), static_cast<double>(count) * static_cast<double>(len / 10), cpu,
              0, copy_bw);
  }
  const std::vector<automata::Word> some(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(count / 16));
  std::printf("mod:3 rotation, bf16, scan order, %zu words x %zu tokens:\n", some.size(), len);
  const double sg = run("mod:3 rotation", mod3, some, "bf16", 0, false, Device::cuda, "scan");
  const double sc = run("mod:3 rotation", mod3, some, "bf16", 2, false, Device::cpu, "scan");
  std::printf("    simulate() wall clock: cuda / cpu (2 threads) = %.1fx\n", sg / sc);
  print_gpu(gpu_times(mod3, some, "bf16", "scan"), static_cast<double>(some.size()) * static_cast<double>(len), sc,
            false, copy_bw);
  return 0;
}

// simulate() on the probe's random words (automata::random_word(1, i, len, 2)), with the options and
// the expected automaton the probe gives it (experiments/probe.cpp): mod:3 rotation, bf16,
// sequential, first failures only, one thread. Words drawn before the clock starts. Also the time
// to draw them: with automata::random_word (std::mt19937_64 and %, a new vector a word) and with
// the probe's generator (experiments/probe-words-internal.hpp) into reused buffers, and the probe's
// loop (batches of 16 words: drawn, then simulated).
int probe_words(std::size_t count, std::size_t len) {
  const automata::Dfa dfa = automata::make_builtin("mod:3");
  const Network net = lrnn::compile(dfa, {}).network;
  const std::size_t k = dfa.num_letters();
  std::vector<automata::Word> words(count);
  const double draw_std = bench::median_seconds(3, [&] {
    for (std::size_t i = 0; i < count; ++i) words[i] = automata::random_word(1, i, len, k);
  });
  std::vector<automata::Word> fast(count, automata::Word(len));
  const double draw_fast = bench::median_seconds(3, [&] {
    for (std::size_t i = 0; i < count; ++i) experiments::detail::fill_random_word(1, i, fast[i], k);
  });
  if (fast != words) {
    std::fprintf(stderr, "bench_engine: the probe's generator differs from automata::random_word\n");
    return 1;
  }
  fast.clear();
  SimulateOptions o;
  o.policy = precision::parse_policy("bf16");
  o.threads = 1;
  o.stop_at_failure = true;
  o.states = false;
  std::size_t failures = 0;
  double drift = 0;
  const double s = bench::median_seconds(3, [&] {
    failures = 0;
    for (const auto& r : simulate(net, words, o, &dfa)) {
      failures += r.first_failure ? 1 : 0;
      drift = std::max(drift, r.max_drift);
    }
  });
  const double tokens = static_cast<double>(count) * static_cast<double>(len);
  std::printf(
      "simulate() on the probe's words: mod:3 rotation, bf16, sequential, %zu words x %zu tokens, "
      "threads=1: %.2f M tokens/s (median of 3; %zu failing, max drift %.17g)\n",
      count, len, tokens / s / 1e6, failures, drift);
  std::vector<automata::Word> batch(16, automata::Word(len));
  const Simulation simulation(net, o, &dfa);
  const double loop = bench::median_seconds(3, [&] {
    for (std::size_t b = 0; b < count; b += batch.size()) {
      const std::size_t n = std::min(batch.size(), count - b);
      for (std::size_t j = 0; j < n; ++j) experiments::detail::fill_random_word(1, b + j, batch[j], k);
      simulation.run(std::span<const automata::Word>(batch.data(), n));
    }
  });
  std::printf(
      "  drawing the words: automata::random_word %.3f s, the probe's generator %.3f s; simulate() %.3f s;"
      " batches of 16 drawn then simulated %.3f s\n",
      draw_std, draw_fast, s, loop);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t count = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1024;
  const std::size_t len = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 100'000;
  const std::string only = argc > 3 ? argv[3] : "";
  if (only == "gpu") return gpu(count, len);
  if (only == "probe") return probe_words(count, len);
  if (only == "states") {
    // simulate() as lrnnc.simulate (Python) calls it: the automaton state read at every position
    // kept (SimulateOptions::states, the default), one thread: the reference of docs/PERFORMANCE.md's
    // Python rows (benchmarks/bench-python.py runs the same network and sizes).
    const Network net = lrnn::compile(automata::make_builtin("mod:3"), {}).network;
    const auto words = bench::random_words(count, len, 2);
    std::printf("mod:3 dense 2x2 rotation, %zu words x %zu tokens, sequential, every position's state kept:\n", count,
                len);
    run("mod:3 rotation", net, words, "bf16", 1, false, Device::cpu, "sequential", true, true);
    return 0;
  }
  if (only == "scan") {
    const Network net = lrnn::compile(automata::make_builtin("mod:3"), {}).network;
    const auto words = bench::random_words(count, len, 2);
    std::printf("scan order, %zu words x %zu tokens, one thread:\n", count, len);
    const double e = run("mod:3 rotation", net, words, "bf16", 1, false, Device::cpu, "scan");
    const double c = run("mod:3 rotation", net, words, "bf16", 1, false, Device::cpu, "scan", false);
    const double r = run("mod:3 rotation", net, words, "bf16", 1, true, Device::cpu, "scan");
    std::printf("  engine / reference: %.2fx (computed: %.2fx)\n", e / r, c / r);
    CompileOptions o;
    o.permutation_action = automata::builtin_permutation_action("sym:5");
    o.reflection = ReflectionParam::integer;
    const Network s5 = lrnn::compile(automata::make_builtin("sym:5"), o).network;
    const auto s5words = bench::random_words(count, len, s5.num_letters());
    const double se = run("S5 reflections", s5, s5words, "e4m3", 1, false, Device::cpu, "scan");
    const double sc = run("S5 reflections", s5, s5words, "e4m3", 1, false, Device::cpu, "scan", false);
    const double sr = run("S5 reflections", s5, s5words, "e4m3", 1, true, Device::cpu, "scan");
    std::printf("  engine / reference: %.2fx (computed: %.2fx)\n", se / sr, sc / sr);
    return 0;
  }
  if (only != "s5") {
    const Network net = lrnn::compile(automata::make_builtin("mod:3"), {}).network;
    const auto words = bench::random_words(count, len, 2);
    std::printf("mod:3 dense 2x2 rotation, %zu words x %zu tokens, sequential, decoded and checked:\n", count, len);
    const double engine = run("mod:3 rotation", net, words, "bf16", 1, false);
    const double computed = run("mod:3 rotation", net, words, "bf16", 1, false, Device::cpu, "sequential", false);
    const std::vector<automata::Word> few(words.begin(), words.begin() + std::min<std::size_t>(32, words.size()));
    const double reference = run("mod:3 rotation", net, few, "bf16", 1, true);
    std::printf("  engine / reference: %.1fx (computed: %.1fx)\n", engine / reference, computed / reference);
  }
  if (only != "mod3") {
    CompileOptions o;
    o.permutation_action = automata::builtin_permutation_action("sym:5");
    o.reflection = ReflectionParam::integer;
    const Network net = lrnn::compile(automata::make_builtin("sym:5"), o).network;
    const auto words = bench::random_words(count, len / 10, net.num_letters());
    std::printf("S5 integer reflections (5x5), %zu words x %zu tokens:\n", count, len / 10);
    for (const char* p : {"e4m3", "bf16"})
      for (std::size_t threads : {1, 2}) {
        run("S5 reflections", net, words, p, threads, false);
        run("S5 reflections", net, words, p, threads, false, Device::cpu, "sequential", false);
      }
    const std::vector<automata::Word> few(words.begin(), words.begin() + std::min<std::size_t>(32, words.size()));
    run("S5 reflections", net, few, "bf16", 1, true);
  }
  return 0;
}
