// The native code's matrix product (learned/fixed-point-native.hpp native_gemm): the AVX-512 build
// gives the AVX2 build's bits, from C0 and from zeros (C0 null), (each element the same chain of fused multiply-adds in
// the same order), so training and evaluation do not depend on which one the CPU runs. Skipped, saying so, on a CPU
// without AVX-512.
#include <catch2/catch.hpp>

#include <cstring>
#include <random>
#include <vector>

#include "learned/fixed-point-native.hpp"

TEST_CASE("NativeGemmAvx512GivesTheAvx2BuildsBits", "[learned][quick]") {
  using lrnnc::learned::native_gemm_build;
  if (!native_gemm_build(2, false)) {
    WARN("skipped: this CPU has no AVX-512F (the AVX2 build runs everywhere it would)");
    return;
  }
  std::mt19937 rng(5);
  std::normal_distribution<float> value(0.0f, 1.0f);
  for (const bool transposed : {false, true})
    for (const std::size_t R : {1, 3, 4, 5, 11, 12, 13, 29})
      for (const std::size_t K : {1, 2, 7, 33, 130})
        for (const std::size_t N : {16, 32, 48}) {
          CAPTURE(transposed, R, K, N);
          const std::size_t lda = transposed ? R + 3 : K + 2, ldc = N + 16;
          std::vector<float> A((transposed ? K : R) * lda), Bt(K * N), C0(R * ldc);
          for (float& x : A) x = value(rng);
          for (float& x : Bt) x = value(rng);
          for (float& x : C0) x = value(rng);
          std::vector<float> c2 = C0, c512 = C0;
          native_gemm_build(1, transposed)(A.data(), lda, Bt.data(), K, N, C0.data(), c2.data(), ldc, R);
          native_gemm_build(2, transposed)(A.data(), lda, Bt.data(), K, N, C0.data(), c512.data(), ldc, R);
          CHECK(std::memcmp(c2.data(), c512.data(), c2.size() * sizeof(float)) == 0);
          // In place (C0 = C), as the solver calls it.
          std::vector<float> d2 = C0, d512 = C0;
          native_gemm_build(1, transposed)(A.data(), lda, Bt.data(), K, N, d2.data(), d2.data(), ldc, R);
          native_gemm_build(2, transposed)(A.data(), lda, Bt.data(), K, N, d512.data(), d512.data(), ldc, R);
          CHECK(std::memcmp(d2.data(), d512.data(), d2.size() * sizeof(float)) == 0);
          CHECK(std::memcmp(d2.data(), c2.data(), d2.size() * sizeof(float)) == 0);
          // C0 null: a product from zeros, the bits of C0 filled with +0, in both builds.
          std::vector<float> zeros(C0.size(), 0.0f), z2(C0.size()), n2(C0.size()), n512(C0.size());
          for (int isa : {1, 2}) {
            std::vector<float>& out = isa == 1 ? n2 : n512;
            native_gemm_build(isa, transposed)(A.data(), lda, Bt.data(), K, N, nullptr, out.data(), ldc, R);
          }
          native_gemm_build(1, transposed)(A.data(), lda, Bt.data(), K, N, zeros.data(), z2.data(), ldc, R);
          for (std::size_t r = 0; r < R; ++r) {
            CHECK(std::memcmp(n2.data() + r * ldc, z2.data() + r * ldc, N * sizeof(float)) == 0);
            CHECK(std::memcmp(n512.data() + r * ldc, z2.data() + r * ldc, N * sizeof(float)) == 0);
          }
        }
}
