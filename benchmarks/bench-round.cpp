// Benchmark: rounding a large array of doubles (default 16M) through round_array under every
// rounding mode (rne, rz, ru, rd, rna, ro, sr) to bf16, fp16 and e4m3 (and rne to e4m3:sat, e5m2,
// bf16:nosub); target >= 300 M values/s on one core for every mode. For scale: std::copy of the
// same arrays, and the generic per-value round() loop under every mode. Inputs: random signs, 90%
// of magnitudes log-uniform in [2^-20, 2^10], 5% tiny in [2^-140, 2^-20] (subnormal or zero in
// the target), 5% huge in [2^10, 2^300] (overflow). Median of `runs` timings, by the wall clock and
// by the thread's CPU clock; one thread.
// Usage: bench_round [values] [runs]
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "benchmarks/timing.hpp"
#include "precision/format.hpp"
#include "precision/round-kernels.hpp"

using namespace lrnnc::precision;
using lrnnc::bench::median_seconds;
using lrnnc::bench::ThreadCpuClock;

namespace {

std::vector<double> inputs(std::size_t n) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  std::vector<double> xs(n);
  for (auto& x : xs) {
    const double kind = u(rng);
    const double lo = kind < 0.05 ? -140 : kind < 0.10 ? 10 : -20, hi = kind < 0.05 ? -20 : kind < 0.10 ? 300 : 10;
    x = std::exp2(lo + (hi - lo) * u(rng));
    if (rng() & 1) x = -x;
  }
  return xs;
}

// Median wall time and median thread CPU time of f, printed as values/s.
template <class F>
void report(const std::string& name, std::size_t n, int runs, F&& f) {
  const double wall = median_seconds(runs, f), cpu = median_seconds<ThreadCpuClock>(runs, f);
  std::printf("  %-14s %8.1f M values/s wall (%.2f ns/value), %8.1f M values/s CPU time (%.2f ns/value)\n",
              name.c_str(), n / wall * 1e-6, wall / n * 1e9, n / cpu * 1e-6, cpu / n * 1e9);
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t n = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : std::size_t{1} << 24;
  const int runs = argc > 2 ? std::atoi(argv[2]) : 5;
  const std::vector<double> xs = inputs(n);
  std::vector<double> out(n);
  double checksum = 0;
  const char* modes[] = {"rne", "rz", "ru", "rd", "rna", "ro", "sr:1"};
  std::printf("round_array, %zu values, median of %d runs\n", n, runs);
  // For scale: std::copy of the same arrays (the same memory traffic, no arithmetic).
  report("copy", n, runs, [&] { std::copy(xs.begin(), xs.end(), out.begin()); });
  for (const char* name : {"bf16", "fp16", "e4m3"}) {
    const FloatFormat f = parse_format(name).as_float();
    for (const char* mode : modes) {
      const Rounding r = parse_rounding(mode);
      report(std::string(name) + " " + mode, n, runs, [&] {
        RandomBits bits(r.seed);  // a fresh stream each run: every run rounds the same way
        round_array(xs.data(), out.data(), n, f, r.mode, &bits);
      });
      checksum += out[n / 2];
    }
  }
  for (const char* name : {"e4m3:sat", "e5m2", "bf16:nosub"}) {
    const FloatFormat f = parse_format(name).as_float();
    report(std::string(name) + " rne", n, runs, [&] { round_array(xs.data(), out.data(), n, f, RoundingMode::rne); });
    checksum += out[n / 2];
  }
  const std::size_t m = std::min<std::size_t>(n, std::size_t{1} << 22);
  std::printf("round() per value, bf16, %zu values, median of %d runs\n", m, runs);
  const FloatFormat f = bf16();
  for (const char* mode : modes) {
    const Rounding r = parse_rounding(mode);
    report(mode, m, runs, [&] {
      RandomBits bits(r.seed);
      for (std::size_t i = 0; i < m; ++i)
        out[i] = round(xs[i], f, r.mode, 0, r.mode == RoundingMode::sr ? bits.next() : 0);
    });
    checksum += out[m / 2];
  }
  std::printf("(checksum %g)\n", checksum);
  return 0;
}
