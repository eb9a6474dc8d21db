#include "precision/rne-columns.hpp"

#include <atomic>
#include <cstdint>
#include <limits>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define LRNNC_WIDE_COLUMNS 1
#endif

namespace lrnnc::precision::detail {

namespace {

std::atomic<ColumnsIsa> chosen{ColumnsIsa::automatic};

#if defined(LRNNC_WIDE_COLUMNS)

// --- AVX-512: eight columns per register -----------------------------------------------------

struct Rne512 {
  __m128i shift;
  __m512i one, half_minus_one, keep, abs;
  __m512d min_normal, max_finite, half_min, magic, on_overflow, on_infinity;
  bool subnormals;
};

__attribute__((target("avx512f"))) Rne512 rne512(const RneKernel::Constants& c) {
  return {_mm_cvtsi32_si128(c.shift),
          _mm512_set1_epi64(1),
          _mm512_set1_epi64(static_cast<long long>(c.half_minus_one)),
          _mm512_set1_epi64(static_cast<long long>(c.keep)),
          _mm512_set1_epi64(0x7fffffffffffffffLL),
          _mm512_set1_pd(c.min_normal),
          _mm512_set1_pd(c.max_finite),
          _mm512_set1_pd(c.half_min),
          _mm512_set1_pd(c.magic),
          _mm512_set1_pd(c.on_overflow),
          _mm512_set1_pd(c.on_infinity),
          c.subnormals};
}

// RneKernel::edge on eight lanes, branch-free (the selects of the two-lane edge as masks).
__attribute__((target("avx512f"))) __m512d edge512(const Rne512& k, __m512d x) {
  const __m512i v = _mm512_castpd_si512(x);
  // (sign by xor, not andnot: g++ 12 warns about the undefined register of the latter)
  const __m512i ab = _mm512_and_si512(v, k.abs), sign = _mm512_xor_si512(v, ab);
  const __m512d a = _mm512_castsi512_pd(ab);
  const __m512i odd = _mm512_and_si512(_mm512_maskz_srl_epi64(static_cast<__mmask8>(0xff), ab, k.shift), k.one);
  const __m512d normal =
      _mm512_castsi512_pd(_mm512_and_si512(_mm512_add_epi64(_mm512_add_epi64(ab, k.half_minus_one), odd), k.keep));
  const __m512d sub = k.subnormals ? _mm512_sub_pd(_mm512_add_pd(a, k.magic), k.magic)
                                   : _mm512_maskz_mov_pd(_mm512_cmp_pd_mask(a, k.half_min, _CMP_GT_OQ), k.min_normal);
  __m512d r = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(a, k.min_normal, _CMP_LT_OQ), normal, sub);
  r = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(r, k.max_finite, _CMP_GT_OQ), r, k.on_overflow);
  r = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(a, _mm512_set1_pd(std::numeric_limits<double>::max()), _CMP_GT_OQ), r,
                           k.on_infinity);
  const __mmask8 r_nan = _mm512_cmp_pd_mask(r, r, _CMP_UNORD_Q);
  r = _mm512_castsi512_pd(_mm512_or_si512(_mm512_castpd_si512(r), _mm512_maskz_mov_epi64(~r_nan, sign)));
  return _mm512_mask_blend_pd(_mm512_cmp_pd_mask(a, a, _CMP_UNORD_Q), r, x);
}

__attribute__((target("avx512f"), always_inline)) inline __m512d round512(const Rne512& k, __m512d x) {
  const __m512i v = _mm512_castpd_si512(x);
  // (the masked shift: the unmasked one reads an undefined register, which g++ 12 warns about)
  const __m512i odd = _mm512_and_si512(_mm512_maskz_srl_epi64(static_cast<__mmask8>(0xff), v, k.shift), k.one);
  const __m512i fast = _mm512_and_si512(_mm512_add_epi64(_mm512_add_epi64(v, k.half_minus_one), odd), k.keep);
  const __m512d a = _mm512_castsi512_pd(_mm512_and_si512(v, k.abs));
  const __mmask8 out =
      _mm512_cmp_pd_mask(a, k.max_finite, _CMP_NLE_UQ) |
      (_mm512_cmp_pd_mask(a, k.min_normal, _CMP_LT_OQ) & _mm512_cmp_pd_mask(a, _mm512_setzero_pd(), _CMP_NEQ_UQ));
  if (out == 0) [[likely]]
    return _mm512_castsi512_pd(fast);
  return edge512(k, x);
}

template <std::size_t V>
__attribute__((target("avx512f"))) void block512(const Rne512& k, const double* M, std::size_t in, std::size_t out,
                                                 std::size_t j0, const double* x, double* y, const double* start) {
  __m512d s[V];
  const __m512d x0 = _mm512_set1_pd(x[0]);
  for (std::size_t b = 0; b < V; ++b)
    s[b] =
        start ? _mm512_loadu_pd(start + j0 + 8 * b) : round512(k, _mm512_mul_pd(_mm512_loadu_pd(M + j0 + 8 * b), x0));
  for (std::size_t i = start ? 0 : 1; i < in; ++i) {
    const __m512d xi = _mm512_set1_pd(x[i]);
    const double* row = M + i * out + j0;
    for (std::size_t b = 0; b < V; ++b)
      s[b] = round512(k, _mm512_add_pd(s[b], round512(k, _mm512_mul_pd(_mm512_loadu_pd(row + 8 * b), xi))));
  }
  for (std::size_t b = 0; b < V; ++b) _mm512_storeu_pd(y + j0 + 8 * b, s[b]);
}

__attribute__((target("avx512f"))) std::size_t columns512(const RneKernel& rne, const double* M, std::size_t in,
                                                          std::size_t out, const double* x, double* y,
                                                          const double* start) {
  const Rne512 k = rne512(rne.constants());
  std::size_t j0 = 0;
  for (; j0 + 32 <= out; j0 += 32) block512<4>(k, M, in, out, j0, x, y, start);
  for (; j0 + 8 <= out; j0 += 8) block512<1>(k, M, in, out, j0, x, y, start);
  return j0;
}

// --- AVX2: four columns per register ---------------------------------------------------------

struct Rne256 {
  __m128i shift;
  __m256i one, half_minus_one, keep;
  __m256d abs, min_normal, max_finite, half_min, magic, on_overflow, on_infinity;
  bool subnormals;
};

__attribute__((target("avx2"))) Rne256 rne256(const RneKernel::Constants& c) {
  return {_mm_cvtsi32_si128(c.shift),
          _mm256_set1_epi64x(1),
          _mm256_set1_epi64x(static_cast<long long>(c.half_minus_one)),
          _mm256_set1_epi64x(static_cast<long long>(c.keep)),
          _mm256_castsi256_pd(_mm256_set1_epi64x(0x7fffffffffffffffLL)),
          _mm256_set1_pd(c.min_normal),
          _mm256_set1_pd(c.max_finite),
          _mm256_set1_pd(c.half_min),
          _mm256_set1_pd(c.magic),
          _mm256_set1_pd(c.on_overflow),
          _mm256_set1_pd(c.on_infinity),
          c.subnormals};
}

// RneKernel::edge on four lanes, branch-free (the two-lane edge's selects, twice as wide).
__attribute__((target("avx2"))) __m256d edge256(const Rne256& k, __m256d x) {
  const __m256d a = _mm256_and_pd(x, k.abs), sign = _mm256_andnot_pd(k.abs, x);
  const __m256i ab = _mm256_castpd_si256(a);
  const __m256i odd = _mm256_and_si256(_mm256_srl_epi64(ab, k.shift), k.one);
  const __m256d normal =
      _mm256_castsi256_pd(_mm256_and_si256(_mm256_add_epi64(_mm256_add_epi64(ab, k.half_minus_one), odd), k.keep));
  const __m256d sub = k.subnormals ? _mm256_sub_pd(_mm256_add_pd(a, k.magic), k.magic)
                                   : _mm256_and_pd(_mm256_cmp_pd(a, k.half_min, _CMP_GT_OQ), k.min_normal);
  __m256d r = _mm256_blendv_pd(normal, sub, _mm256_cmp_pd(a, k.min_normal, _CMP_LT_OQ));
  r = _mm256_blendv_pd(r, k.on_overflow, _mm256_cmp_pd(r, k.max_finite, _CMP_GT_OQ));
  r = _mm256_blendv_pd(r, k.on_infinity,
                       _mm256_cmp_pd(a, _mm256_set1_pd(std::numeric_limits<double>::max()), _CMP_GT_OQ));
  r = _mm256_or_pd(r, _mm256_andnot_pd(_mm256_cmp_pd(r, r, _CMP_UNORD_Q), sign));
  return _mm256_blendv_pd(r, x, _mm256_cmp_pd(a, a, _CMP_UNORD_Q));
}

__attribute__((target("avx2"), always_inline)) inline __m256d round256(const Rne256& k, __m256d x) {
  const __m256i v = _mm256_castpd_si256(x);
  const __m256i odd = _mm256_and_si256(_mm256_srl_epi64(v, k.shift), k.one);
  const __m256i fast = _mm256_and_si256(_mm256_add_epi64(_mm256_add_epi64(v, k.half_minus_one), odd), k.keep);
  const __m256d a = _mm256_and_pd(x, k.abs);
  const __m256d out = _mm256_or_pd(
      _mm256_cmp_pd(a, k.max_finite, _CMP_NLE_UQ),
      _mm256_and_pd(_mm256_cmp_pd(a, k.min_normal, _CMP_LT_OQ), _mm256_cmp_pd(a, _mm256_setzero_pd(), _CMP_NEQ_UQ)));
  if (_mm256_movemask_pd(out) == 0) [[likely]]
    return _mm256_castsi256_pd(fast);
  return edge256(k, x);
}

template <std::size_t V>
__attribute__((target("avx2"))) void block256(const Rne256& k, const double* M, std::size_t in, std::size_t out,
                                              std::size_t j0, const double* x, double* y, const double* start) {
  __m256d s[V];
  const __m256d x0 = _mm256_set1_pd(x[0]);
  for (std::size_t b = 0; b < V; ++b)
    s[b] =
        start ? _mm256_loadu_pd(start + j0 + 4 * b) : round256(k, _mm256_mul_pd(_mm256_loadu_pd(M + j0 + 4 * b), x0));
  for (std::size_t i = start ? 0 : 1; i < in; ++i) {
    const __m256d xi = _mm256_set1_pd(x[i]);
    const double* row = M + i * out + j0;
    for (std::size_t b = 0; b < V; ++b)
      s[b] = round256(k, _mm256_add_pd(s[b], round256(k, _mm256_mul_pd(_mm256_loadu_pd(row + 4 * b), xi))));
  }
  for (std::size_t b = 0; b < V; ++b) _mm256_storeu_pd(y + j0 + 4 * b, s[b]);
}

__attribute__((target("avx2"))) std::size_t columns256(const RneKernel& rne, const double* M, std::size_t in,
                                                       std::size_t out, const double* x, double* y,
                                                       const double* start) {
  const Rne256 k = rne256(rne.constants());
  std::size_t j0 = 0;
  for (; j0 + 16 <= out; j0 += 16) block256<4>(k, M, in, out, j0, x, y, start);
  for (; j0 + 4 <= out; j0 += 4) block256<1>(k, M, in, out, j0, x, y, start);
  return j0;
}

bool has_avx512() {
  static const bool yes = __builtin_cpu_supports("avx512f");
  return yes;
}
bool has_avx2() {
  static const bool yes = __builtin_cpu_supports("avx2");
  return yes;
}

#endif  // LRNNC_WIDE_COLUMNS

}  // namespace

void set_columns_isa(ColumnsIsa isa) { chosen.store(isa, std::memory_order_relaxed); }

bool columns_isa_supported(ColumnsIsa isa) {
#if defined(LRNNC_WIDE_COLUMNS)
  switch (isa) {
    case ColumnsIsa::avx512: return has_avx512();
    case ColumnsIsa::avx2: return has_avx2();
    default: return true;
  }
#else
  return isa == ColumnsIsa::none || isa == ColumnsIsa::automatic;
#endif
}

std::size_t rne_columns_wide(const RneKernel& rne, const double* M, std::size_t in, std::size_t out, const double* x,
                             double* y, const double* start) {
#if defined(LRNNC_WIDE_COLUMNS)
  const ColumnsIsa isa = chosen.load(std::memory_order_relaxed);
  if ((isa == ColumnsIsa::automatic || isa == ColumnsIsa::avx512) && has_avx512())
    return columns512(rne, M, in, out, x, y, start);
  if (isa != ColumnsIsa::none && has_avx2()) return columns256(rne, M, in, out, x, y, start);
#else
  (void)rne, (void)M, (void)in, (void)out, (void)x, (void)y, (void)start;
#endif
  return 0;
}

}  // namespace lrnnc::precision::detail
