// The probe's random words, drawn fast (probe-words-internal.hpp).
#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

#include "experiments/probe-words-internal.hpp"

#include <algorithm>
#include <cstring>

namespace lrnnc::experiments::detail {

namespace {

// std::mt19937_64's parameters (std::mersenne_twister_engine<uint_fast64_t, 64, 312, 156, 31,
// 0xb5026f5aa96619e9, 29, 0x5555555555555555, 17, 0x71d67fffeda60000, 37, 0xfff7eee000000000, 43,
// 6364136223846793005>).
constexpr std::size_t kN = 312, kM = 156;
constexpr std::uint64_t kMatrix = 0xb5026f5aa96619e9ULL;
constexpr std::uint64_t kUpper = ~std::uint64_t{0} << 31, kLower = ~kUpper;
constexpr std::uint64_t kInit = 6364136223846793005ULL;

// The helpers are inlined into each clone of the fill functions below (their vector width).
#define LRNNC_INLINE __attribute__((always_inline)) inline

typedef std::uint64_t V4 __attribute__((vector_size(32)));
typedef std::uint32_t V4w __attribute__((vector_size(16)));
typedef std::uint32_t V8w __attribute__((vector_size(32)));

LRNNC_INLINE V4 load(const std::uint64_t* p) {
  V4 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
LRNNC_INLINE void store(std::uint64_t* p, V4 v) { std::memcpy(p, &v, sizeof v); }

// The low 32 bits of two vectors' lanes (each lane's static_cast<std::uint32_t>), a's then b's.
LRNNC_INLINE V8w pack8(V4 a, V4 b) {
#if (defined(__clang__) || __GNUC__ >= 12) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  return __builtin_shufflevector(reinterpret_cast<V8w>(a), reinterpret_cast<V8w>(b), 0, 2, 4, 6, 8, 10, 12, 14);
#else
  const V4w lo = __builtin_convertvector(a, V4w), hi = __builtin_convertvector(b, V4w);
  return V8w{lo[0], lo[1], lo[2], lo[3], hi[0], hi[1], hi[2], hi[3]};
#endif
}

// One twist's element from x[k], x[k+1] and the element kM away (the standard's recurrence).
LRNNC_INLINE std::uint64_t twist_one(std::uint64_t xk, std::uint64_t xk1, std::uint64_t far) {
  const std::uint64_t y = (xk & kUpper) | (xk1 & kLower);
  return far ^ (y >> 1) ^ ((y & 1) ? kMatrix : 0);
}
LRNNC_INLINE V4 twist_v(V4 xk, V4 xk1, V4 far) {
  const V4 y = (xk & kUpper) | (xk1 & kLower);
  return far ^ (y >> 1) ^ (-(y & 1) & kMatrix);
}

LRNNC_INLINE V4 temper_v(V4 z) {
  z ^= (z >> 29) & 0x5555555555555555ULL;
  z ^= (z << 17) & 0x71d67fffeda60000ULL;
  z ^= (z << 37) & 0xfff7eee000000000ULL;
  z ^= z >> 43;
  return z;
}
LRNNC_INLINE std::uint64_t temper_one(std::uint64_t z) {
  z ^= (z >> 29) & 0x5555555555555555ULL;
  z ^= (z << 17) & 0x71d67fffeda60000ULL;
  z ^= (z << 37) & 0xfff7eee000000000ULL;
  z ^= z >> 43;
  return z;
}

// The next kN outputs' state: the standard's _M_gen_rand, four elements at a time. The first kN - kM
// elements read only old ones; the next read new ones kN - kM back (written by then), old ones one
// ahead; the last reads the new x[0].
LRNNC_INLINE void twist(std::uint64_t* x) {
  for (std::size_t k = 0; k < kN - kM; k += 4) store(x + k, twist_v(load(x + k), load(x + k + 1), load(x + k + kM)));
  std::size_t k = kN - kM;
  for (; k + 4 < kN; k += 4) store(x + k, twist_v(load(x + k), load(x + k + 1), load(x + k - (kN - kM))));
  for (; k + 1 < kN; ++k) x[k] = twist_one(x[k], x[k + 1], x[k - (kN - kM)]);
  x[kN - 1] = twist_one(x[kN - 1], x[0], x[kM - 1]);
}

// The letters of the word: blocks of kN outputs tempered and reduced (`reduce_v` on four lanes,
// `reduce` on one; a letter is the low 32 bits, as static_cast<Letter> takes them).
template <class ReduceV, class Reduce>
LRNNC_INLINE void fill(std::uint64_t seed, std::uint32_t* out, std::size_t length, ReduceV reduce_v, Reduce reduce) {
  alignas(32) std::uint64_t x[kN];
  x[0] = seed;
  for (std::size_t i = 1; i < kN; ++i) x[i] = kInit * (x[i - 1] ^ (x[i - 1] >> 62)) + i;
  for (std::size_t done = 0; done < length;) {
    twist(x);
    const std::size_t count = std::min(kN, length - done);
    std::size_t i = 0;
    for (; i + 8 <= count; i += 8) {
      const V8w w = pack8(reduce_v(temper_v(load(x + i))), reduce_v(temper_v(load(x + i + 4))));
      std::memcpy(out + done + i, &w, sizeof w);
    }
    for (; i < count; ++i) out[done + i] = static_cast<std::uint32_t>(reduce(temper_one(x[i])));
    done += count;
  }
}

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__((target_clones("avx2", "default")))
#endif
void fill_masked(std::uint64_t seed, std::uint32_t* out, std::size_t length, std::uint64_t mask) {
  fill(
      seed, out, length, [&](V4 z) __attribute__((always_inline)) { return z & mask; },
      [&](std::uint64_t z) __attribute__((always_inline)) { return z & mask; });
}

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__((target_clones("avx2", "default")))
#endif
void fill_remainder(std::uint64_t seed, std::uint32_t* out, std::size_t length, std::uint64_t d) {
  const unsigned __int128 M = remainder_reciprocal(d);
  const auto one = [&](std::uint64_t z) __attribute__((always_inline)) { return fast_remainder(z, M, d); };
  fill(
      seed, out, length,
      [&](V4 z) __attribute__((always_inline)) {
        return V4{one(z[0]), one(z[1]), one(z[2]), one(z[3])};
      },
      one);
}

}  // namespace

unsigned __int128 remainder_reciprocal(std::uint64_t d) { return ~static_cast<unsigned __int128>(0) / d + 1; }

void fill_random_word(std::uint64_t seed, std::size_t index, std::span<automata::Letter> out, std::size_t letters) {
  static_assert(sizeof(automata::Letter) == sizeof(std::uint32_t));
  const std::uint64_t s = seed + index;  // std::mt19937_64 gen(seed + index), as random_word
  const auto d = static_cast<std::uint64_t>(letters);
  if ((d & (d - 1)) == 0)
    fill_masked(s, out.data(), out.size(), d - 1);
  else
    fill_remainder(s, out.data(), out.size(), d);
}

}  // namespace lrnnc::experiments::detail
