// Benchmark and exhaustive check: every one of the 2^32 floats rounded by our round() (rne) against
// NVIDIA's host-side conversions (cuda_fp16.h, cuda_bf16.h, cuda_fp8.h): fp16, bf16, e4m3 and e5m2,
// NOSAT and SATFINITE. Our result must equal the value of NVIDIA's bit pattern bit for bit (signed
// zeros included); NaN must meet NaN (NaN bit patterns differ by design, see
// tests/precision/test-vs-cuda.cpp). Prints mismatches per conversion (expected 0) and the time.
// Usage: bench_exhaustive_cuda [threads]   (default: std::thread::hardware_concurrency())
#include <cstdio>

#ifndef LRNNC_HAVE_CUDA_HEADERS
int main() {
  std::puts("CUDA headers not found: skipped");
  return 0;
}
#else

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <thread>
#include <vector>

#include "precision/format.hpp"
#include "precision/round-kernels.hpp"

using namespace lrnnc::precision;

namespace {

struct Target {
  const char* name;
  const char* format;
  std::uint32_t (*convert)(float);
};

const Target kTargets[] = {
    {"fp16 __float2half_rn", "fp16", [](float x) -> std::uint32_t { return __half_as_ushort(__float2half_rn(x)); }},
    {"bf16 __float2bfloat16_rn", "bf16",
     [](float x) -> std::uint32_t { return __bfloat16_as_ushort(__float2bfloat16_rn(x)); }},
    {"e4m3 NOSAT", "e4m3", [](float x) -> std::uint32_t { return __nv_cvt_float_to_fp8(x, __NV_NOSAT, __NV_E4M3); }},
    {"e4m3 SATFINITE", "e4m3:sat",
     [](float x) -> std::uint32_t { return __nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E4M3); }},
    {"e5m2 NOSAT", "e5m2", [](float x) -> std::uint32_t { return __nv_cvt_float_to_fp8(x, __NV_NOSAT, __NV_E5M2); }},
    {"e5m2 SATFINITE", "e5m2:sat",
     [](float x) -> std::uint32_t { return __nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E5M2); }},
};
constexpr int kCount = sizeof kTargets / sizeof kTargets[0];

bool same(double ours, double theirs) {
  return std::isnan(ours) ? std::isnan(theirs)
                          : std::bit_cast<std::uint64_t>(ours) == std::bit_cast<std::uint64_t>(theirs);
}

}  // namespace

int main(int argc, char** argv) {
  const unsigned threads =
      argc > 1 ? static_cast<unsigned>(std::atoi(argv[1])) : std::max(1u, std::thread::hardware_concurrency());
  FloatFormat formats[kCount];
  std::vector<double> decoded[kCount];  // NVIDIA bit pattern -> its value
  for (int k = 0; k < kCount; ++k) {
    formats[k] = parse_format(kTargets[k].format).as_float();
    decoded[k].resize(std::size_t{1} << formats[k].bits());
    for (std::uint32_t b = 0; b < decoded[k].size(); ++b) decoded[k][b] = decode(b, formats[k]);
  }
  std::atomic<std::uint64_t> mismatches[kCount] = {};
  std::atomic<std::uint64_t> first_bad[kCount];
  for (auto& f : first_bad) f = ~std::uint64_t{0};
  std::atomic<std::uint32_t> next_block{0};
  constexpr std::uint64_t kBlock = std::uint64_t{1} << 20, kBlocks = (std::uint64_t{1} << 32) / kBlock;
  const auto t0 = std::chrono::steady_clock::now();
  auto work = [&] {
    for (std::uint32_t blk; (blk = next_block++) < kBlocks;) {
      std::uint64_t local[kCount] = {};
      for (std::uint64_t i = blk * kBlock; i < (blk + 1) * kBlock; ++i) {
        const float x = std::bit_cast<float>(static_cast<std::uint32_t>(i));
        const double xd = x;
        for (int k = 0; k < kCount; ++k) {
          if (!same(round(xd, formats[k], RoundingMode::rne), decoded[k][kTargets[k].convert(x)])) {
            if (local[k]++ == 0) {
              std::uint64_t expected = ~std::uint64_t{0};
              while (i < expected && !first_bad[k].compare_exchange_weak(expected, i)) {
              }
            }
          }
        }
      }
      for (int k = 0; k < kCount; ++k) mismatches[k] += local[k];
      if (blk % 512 == 511)
        std::fprintf(stderr, "  %u / %llu blocks\n", blk + 1, static_cast<unsigned long long>(kBlocks));
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) pool.emplace_back(work);
  for (auto& t : pool) t.join();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::uint64_t total = 0;
  for (int k = 0; k < kCount; ++k) {
    total += mismatches[k];
    std::printf("%-26s vs %-9s mismatches %llu", kTargets[k].name, kTargets[k].format,
                static_cast<unsigned long long>(mismatches[k].load()));
    if (mismatches[k])
      std::printf(" (first at float bits 0x%08llx)", static_cast<unsigned long long>(first_bad[k].load()));
    std::printf("\n");
  }
  std::printf("all 2^32 floats x %d conversions, %u threads: %llu mismatches, %.1f s\n", kCount, threads,
              static_cast<unsigned long long>(total), seconds);
  return total == 0 ? 0 : 1;
}

#endif  // LRNNC_HAVE_CUDA_HEADERS
