// bench_recurrence [STEPS] — the cost of emulated bf16 against native float on the LRNN recurrence
// h <- a*h + b (two roundings per step: the product and the sum, each to bf16, round to nearest even).
//
// Two shapes, each measured for native float, for Arithmetic (policy "bf16": the inline rne fast
// path behind the policy) and for the bare RneKernel:
//   chain: one dependent recurrence of STEPS steps (latency bound);
//   batch: 64 independent recurrences advanced together, STEPS element-steps in all (throughput).
// Each timing is the median of 5 runs (the variants interleaved); the ratio is emulated / native. Results:
// docs/PERFORMANCE-policy-draft.md.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "precision/arithmetic.hpp"
#include "precision/policy.hpp"

using namespace lrnnc::precision;

namespace {

constexpr int kRuns = 5;
constexpr std::size_t kBatch = 64;

template <class F>
double seconds(F&& run) {
  const auto begin = std::chrono::steady_clock::now();
  run();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
}

// Runs the three variants in turn, kRuns times (interleaved, so that a noisy neighbour on the
// machine hits all three alike), and returns the medians.
template <class A, class B, class C>
std::array<double, 3> medians(A&& a, B&& b, C&& c) {
  std::array<std::array<double, kRuns>, 3> t{};
  for (int r = 0; r < kRuns; ++r) {
    t[0][r] = seconds(a);
    t[1][r] = seconds(b);
    t[2][r] = seconds(c);
  }
  std::array<double, 3> out{};
  for (int v = 0; v < 3; ++v) {
    std::sort(t[v].begin(), t[v].end());
    out[v] = t[v][kRuns / 2];
  }
  return out;
}

volatile double sink;  // keeps results alive

// The native batch without SIMD: what a scalar float loop costs (context for the batch ratio; the
// emulation's kernel is scalar, the compiler vectorizes the native loop 4 floats wide).
#if defined(__clang__)
void native_batch_scalar(const float* a, const float* b, std::size_t rounds) {
#else
__attribute__((optimize("no-tree-vectorize"))) void native_batch_scalar(const float* a, const float* b,
                                                                        std::size_t rounds) {
#endif
  std::array<float, kBatch> h{};
  for (std::size_t i = 0; i < rounds; ++i)
#if defined(__clang__)
#pragma clang loop vectorize(disable) interleave(disable)
#endif
    for (std::size_t j = 0; j < kBatch; ++j) h[j] = a[j] * h[j] + b[j];
  sink = h[kBatch - 1];
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t steps = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 100'000'000;
  Arithmetic ar(parse_policy("bf16"));
  const RneKernel bf16_rne(bf16());
  // a, b are bf16 values; the recurrence has its fixed point near b / (1 - a).
  const double a = ar.to_storage(0.75), b = ar.to_storage(0.3);
  const float af = static_cast<float>(a), bf = static_cast<float>(b);
  std::vector<double> ab(kBatch), bb(kBatch);
  std::vector<float> abf(kBatch), bbf(kBatch);
  for (std::size_t j = 0; j < kBatch; ++j) {
    ab[j] = ar.to_storage(0.5 + 0.4 * static_cast<double>(j) / kBatch);
    bb[j] = ar.to_storage(0.1 + 0.01 * static_cast<double>(j));
    abf[j] = static_cast<float>(ab[j]);
    bbf[j] = static_cast<float>(bb[j]);
  }

  const auto [chain_native, chain_policy, chain_kernel] = medians(
      [&] {
        float h = 0;
        for (std::size_t i = 0; i < steps; ++i) h = af * h + bf;
        sink = h;
      },
      [&] {
        double h = 0;
        for (std::size_t i = 0; i < steps; ++i) h = ar.add(ar.mul(a, h), b);
        sink = h;
      },
      [&] {
        double h = 0;
        for (std::size_t i = 0; i < steps; ++i) h = bf16_rne(bf16_rne(a * h) + b);
        sink = h;
      });

  const std::size_t rounds = steps / kBatch;
  const auto [batch_native, batch_policy, batch_kernel] = medians(
      [&] {
        std::array<float, kBatch> h{};
        for (std::size_t i = 0; i < rounds; ++i)
          for (std::size_t j = 0; j < kBatch; ++j) h[j] = abf[j] * h[j] + bbf[j];
        sink = h[kBatch - 1];
      },
      [&] {
        std::array<double, kBatch> h{};
        for (std::size_t i = 0; i < rounds; ++i)
          for (std::size_t j = 0; j < kBatch; ++j) h[j] = ar.add(ar.mul(ab[j], h[j]), bb[j]);
        sink = h[kBatch - 1];
      },
      [&] {
        std::array<double, kBatch> h{};
        for (std::size_t i = 0; i < rounds; ++i)
          for (std::size_t j = 0; j < kBatch; ++j) h[j] = bf16_rne(bf16_rne(ab[j] * h[j]) + bb[j]);
        sink = h[kBatch - 1];
      });

  std::array<double, kRuns> scalar{};
  for (double& t : scalar) t = seconds([&] { native_batch_scalar(abf.data(), bbf.data(), rounds); });
  std::sort(scalar.begin(), scalar.end());
  const double batch_scalar = scalar[kRuns / 2];

  auto ns = [&](double s) { return s * 1e9 / static_cast<double>(steps); };
  std::printf("steps %zu, median of %d runs, ns per step\n", steps, kRuns);
  std::printf("%-6s %12s %16s %16s %14s %14s\n", "shape", "native float", "bf16 Arithmetic", "bf16 RneKernel",
              "ratio policy", "ratio kernel");
  std::printf("%-6s %12.3f %16.3f %16.3f %14.2f %14.2f\n", "chain", ns(chain_native), ns(chain_policy),
              ns(chain_kernel), chain_policy / chain_native, chain_kernel / chain_native);
  std::printf("%-6s %12.3f %16.3f %16.3f %14.2f %14.2f\n", "batch", ns(batch_native), ns(batch_policy),
              ns(batch_kernel), batch_policy / batch_native, batch_kernel / batch_native);
  std::printf("%-6s %12.3f %16s %16s %14.2f %14.2f   (native float loop not vectorized)\n", "batch*", ns(batch_scalar),
              "", "", batch_policy / batch_scalar, batch_kernel / batch_scalar);
  return 0;
}
