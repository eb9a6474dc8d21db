// The vectorized CPU kernel (simd.hpp). A block's kLanes words are the lanes of GCC/Clang vector
// types (16 doubles: two AVX-512 registers, four AVX2 ones, eight SSE2 ones, as the load-time clone
// chooses); every operation is one vector operation over the block, and the rounding is
// lane-arith.hpp's LaneRounder::round_v instantiated for these vectors (the same source as the
// scalar lanes and the device). Same semantics as lane_run_word (lane-step.hpp), bit for bit:
// tests/lrnn/test-engine.cpp compares the two on every covered network and policy.
//
// Table lookups (token weights, the decoding tables, the automaton) are element-wise gathers from
// tables small enough to stay in L1; the weights of up to kSelectTokens tokens are selected from
// broadcasts instead. A lane whose predicted row is not accepted falls back to a scalar search.
// The vector types are passed between internal, inlined functions only: the x86 ABI of their
// argument passing (which differs with and without AVX-512) never meets another object file.
#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

#include "lrnn/engine/simd.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstring>
#include <optional>
#include <vector>

namespace lrnnc::lrnn::engine {

namespace {

constexpr std::size_t K = simd::kLanes;
typedef double VD __attribute__((vector_size(K * sizeof(double))));
typedef std::uint64_t VU __attribute__((vector_size(K * sizeof(double))));
typedef std::int64_t VM __attribute__((vector_size(K * sizeof(double))));  // masks: -1 true, 0 false

// LaneRounder::round_v's primitives for the vector types.
struct VectorLanes {
  static LRNNC_HD_INLINE VU bits(VD x) { return (VU)x; }
  static LRNNC_HD_INLINE VD value(VU b) { return (VD)b; }
  static LRNNC_HD_INLINE VD splat(double v) {
    static_assert(K == 16);
    return VD{v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v};  // a broadcast (r + v goes through memory)
  }
  // a < b for a, b < 2^63: the sign of a - b (no floating-point or 64-bit compare, which the
  // compilers lower element by element for vectors wider than the machine's).
  static LRNNC_HD_INLINE VM less(VU a, VU b) { return (VM)(a - b) >> 63; }
  static LRNNC_HD_INLINE VM less(VU a, std::uint64_t b) { return (VM)(a - b) >> 63; }
  static LRNNC_HD_INLINE VM less(std::uint64_t a, VU b) { return (VM)(a - b) >> 63; }
  static LRNNC_HD_INLINE VU select(VM m, VU a, VU b) { return ((VU)m & a) | (~(VU)m & b); }
  static LRNNC_HD_INLINE VD select(VM m, VD a, VD b) { return (VD)select(m, (VU)a, (VU)b); }
};

LRNNC_HD_INLINE VD round(const LaneRounder& r, VD x) { return r.template round_v<VD, VectorLanes>(x); }
LRNNC_HD_INLINE VD splat(double v) { return VectorLanes::splat(v); }
LRNNC_HD_INLINE VU splat_u(std::uint64_t v) { return VU{v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v}; }
template <class A, class B>
LRNNC_HD_INLINE auto select(VM m, A a, B b) {
  return VectorLanes::select(m, a, b);
}
// Lane-wise a == c and a != c, by the sign of (a ^ c) | -(a ^ c).
LRNNC_HD_INLINE VM not_equal(VU a, std::uint64_t c) {
  const VU x = a ^ c;
  return (VM)(x | (0 - x)) >> 63;
}
LRNNC_HD_INLINE VM equal(VU a, std::uint64_t c) { return ~not_equal(a, c); }
// a < b for doubles a and b that are >= 0 or NaN (false where either is a NaN, of either sign).
LRNNC_HD_INLINE VM less_nonnegative(VD a, VD b) {
  // a's sign bit cleared: a NaN computed by the hardware (0 * inf, inf - inf) may carry it, and a
  // pattern >= 2^63 would read as less than anything below it.
  const VU aa = (VU)a & 0x7fffffffffffffffULL, bb = (VU)b;
  return VectorLanes::less(aa, bb) & ~VectorLanes::less(0x7ff0000000000000ULL, bb);
}

// The same formats: every field equal (a value rounded to one is a fixed point of the other's
// rounding, so the second rounding can be left out).
bool same_format(const LaneRounder& a, const LaneRounder& b) {
  return a.native == b.native && a.shift == b.shift && a.low == b.low && a.half_minus_one == b.half_minus_one &&
         a.lo_bits == b.lo_bits && a.span == b.span && a.min_normal == b.min_normal && a.half_min == b.half_min &&
         a.magic == b.magic && a.max == b.max && a.on_overflow == b.on_overflow &&
         (a.on_infinity == b.on_infinity || (a.on_infinity != a.on_infinity && b.on_infinity != b.on_infinity)) &&
         a.subnormals == b.subnormals;
}

// The narrow path: a step in binary32 lanes (twice as many per register, half the operations of the
// double lanes), taken when it is provably the double path's result and checked at run time.
//  - Storage formats with p <= 11 significant bits (bf16, fp16, tf32, the fp8s): products of two
//    storage values (at most 22 bits) are exact in binary32; a sum of two accumulator values is
//    rounded to 24 bits and then to the accumulator's p <= 11 bits, which is the correctly rounded
//    sum because 24 >= 2p + 2 (Figueroa 1995, the rule the double lanes rely on with 53 bits); an
//    fp32 accumulator is binary32's own addition. These hold while every intermediate is a normal
//    binary32 number or zero: the path runs only while the state's and the weights' magnitudes lie
//    in G = [2^-40, 2^40) (or are zero), so products lie in [2^-80, 2^80], all of them multiples of
//    2^-102 (a value >= 2^-40 with at most 12 bits is a multiple of 2^-51), and so is every sum and
//    rounded sum: nonzero results are at least 2^-102 and at most 16 * 2^81 in magnitude.
//  - Each rounding is the normal-range formula of LaneRounder::round at 32 bits, correct when the
//    result is a normal number of the format; every input is checked against that range (and the
//    storage roundings against G, which keeps the next step's state in G). A step in which any lane
//    leaves the range is recomputed by the double path from the same state, and the narrow path
//    resumes once the state is back in G.
typedef float VF __attribute__((vector_size(K * sizeof(float))));
typedef std::uint32_t VW __attribute__((vector_size(K * sizeof(float))));
typedef std::int32_t VWM __attribute__((vector_size(K * sizeof(float))));  // masks: -1 true, 0 false

constexpr double kGuardLow = 0x1p-40, kGuardHigh = 0x1p40;

std::uint32_t bits32(float x) {
  std::uint32_t b;
  std::memcpy(&b, &x, sizeof b);
  return b;
}

struct NarrowRounder {
  bool identity = false;  // fp32 (or wider-ranged 24-bit) accumulator: binary32 results are its values
  std::uint32_t shift = 0, low = 0, half_minus_one = 0, lo = 0, span = 0;
};

// The narrow rounder for `r` (storage: the state's format), or nothing when the narrow path cannot
// emulate it.
std::optional<NarrowRounder> narrow_rounder(const LaneRounder& r) {
  if (r.native) return std::nullopt;
  const int mantissa = 52 - r.shift;
  NarrowRounder n;
  if (mantissa == 23) {
    // Every intermediate lies in [2^-102, 2^85] (see above): normal numbers of the accumulator.
    if (r.min_normal > 0x1p-102 || r.max < 0x1p86) return std::nullopt;
    n.identity = true;
    return n;
  }
  if (mantissa > 10) return std::nullopt;
  n.shift = static_cast<std::uint32_t>(23 - mantissa);
  n.low = (std::uint32_t{1} << n.shift) - 1;
  n.half_minus_one = n.low >> 1;
  // Inputs that round to a normal number of the format no larger than its maximum, within G.
  n.lo = bits32(static_cast<float>(std::max(r.min_normal, kGuardLow)));
  const std::uint32_t end = r.max < kGuardHigh ? bits32(static_cast<float>(r.max)) + (std::uint32_t{1} << (n.shift - 1))
                                               : bits32(static_cast<float>(kGuardHigh));
  n.span = end - n.lo;
  return n;
}

// LaneRounder::round's normal-range formula at 32 bits. A lane whose input is neither zero nor in
// [lo, lo + span) gets the sign bit of `bad` set: with every quantity below 2^31, d = |x| - lo and
// span - 1 - d are both non-negative exactly when the input is in range, and 0 - |x| is negative
// exactly when |x| is not zero (integer operations only: GCC scalarizes the compares of these
// vectors without AVX-512DQ).
LRNNC_HD_INLINE VF narrow_round(const NarrowRounder& r, VF x, VW& bad) {
  if (r.identity) return x;
  const VW b = (VW)x;
  const VW sign = b & 0x80000000u, ab = b ^ sign;
  const VW d = ab - r.lo;
  bad |= (d | ((r.span - 1) - d)) & (0u - ab);
  return (VF)((((ab + r.half_minus_one + ((ab >> r.shift) & 1)) & ~r.low)) | sign);
}

LRNNC_HD_INLINE bool any_sign(VW m) {
  std::uint32_t a = 0;
  for (std::size_t k = 0; k < K; ++k) a |= m[k];
  return (a >> 31) != 0;
}
LRNNC_HD_INLINE VW equal32(VW a, std::uint32_t c) {
  const VW x = a ^ c;
  return ~(VW)((VWM)(x | (0u - x)) >> 31);
}

// Whether every lane of h lies in G or is zero (after a double step: rare, element by element).
bool in_guard(const VD* h, std::uint32_t n) {
  for (std::uint32_t i = 0; i < n; ++i)
    for (std::size_t k = 0; k < K; ++k) {
      const double a = std::fabs(h[i][k]);
      if (!(a == 0 || (a >= kGuardLow && a < kGuardHigh))) return false;
    }
  return true;
}

}  // namespace

namespace simd {

namespace {

constexpr std::uint32_t kMaxN = 16;
constexpr std::uint32_t kSelectTokens = 4;
constexpr std::size_t kChunk = 64;  // letters transposed to lane-major per refill

LRNNC_HD_INLINE VD gather(const double* base, VU index) {
  VD r;
  for (std::size_t k = 0; k < K; ++k) r[k] = base[index[k]];
  return r;
}
template <class T>
LRNNC_HD_INLINE VU gather_u(const T* base, VU index) {
  VU r;
  for (std::size_t k = 0; k < K; ++k) r[k] = base[index[k]];
  return r;
}
LRNNC_HD_INLINE bool any(VM m) {
  std::int64_t a = 0;
  for (std::size_t k = 0; k < K; ++k) a |= m[k];
  return a != 0;
}
LRNNC_HD_INLINE bool all(VM m) {
  std::int64_t a = -1;
  for (std::size_t k = 0; k < K; ++k) a &= m[k];
  return a != 0;
}

// One weight of every lane's token: w[offset of the token + i].
struct TokenWeights {
  const double* W;
  const std::uint64_t* offset;  // per token
  std::uint32_t tokens;
  bool by_select;  // tokens <= kSelectTokens: select from broadcasts
  LRNNC_HD_INLINE VD operator()(VU tok, std::uint64_t i) const {
    if (by_select) {
      VD w = splat(W[offset[0] + i]);
      for (std::uint32_t t = 1; t < tokens; ++t) w = select(equal(tok, t), splat(W[offset[t] + i]), w);
      return w;
    }
    VD w;
    for (std::size_t k = 0; k < K; ++k) w[k] = W[offset[tok[k]] + i];
    return w;
  }
};

// The same for the narrow path's binary32 copy of the weights.
struct TokenWeights32 {
  const float* W;
  const std::uint64_t* offset;
  std::uint32_t tokens;
  bool by_select;
  LRNNC_HD_INLINE VF operator()(VW tok, std::uint64_t i) const {
    if (by_select) {
      VW w = (VW)(VF{} + W[offset[0] + i]);
      for (std::uint32_t t = 1; t < tokens; ++t) {
        const VW m = equal32(tok, t);
        w = (m & (VW)(VF{} + W[offset[t] + i])) | (~m & w);
      }
      return (VF)w;
    }
    VF w;
    for (std::size_t k = 0; k < K; ++k) w[k] = W[offset[tok[k]] + i];
    return w;
  }
};

// The step of every lane in binary32 lanes (the narrow path): h <- A h (+ b where lane_b), the
// dense or diagonal matrices of the tokens' weights w32 (b: bw32), kept only if no lane left the
// checked range; false (h untouched) otherwise. Inlined into each clone of kernel(), as are the
// helpers below; they take the vectors by reference (by value, the inlined loop came out 2% more
// instructions, measured with cachegrind on bench_engine's mod:3 rows).
LRNNC_HD_INLINE bool narrow_step(std::uint32_t n, bool dense, bool same, bool any_b, const NarrowRounder& ns,
                                 const NarrowRounder& na, const TokenWeights32& w32, const TokenWeights32& bw32,
                                 const VU& tok, const VM& lane_b, VD* h) {
  const VW tok32 = __builtin_convertvector(tok, VW);
  VW bad = VW{};
  VF hf[kMaxN], pf[kMaxN];
  for (std::uint32_t i = 0; i < n; ++i) hf[i] = __builtin_convertvector(h[i], VF);
  if (dense) {
    for (std::uint32_t i = 0; i < n; ++i) {
      VF sum = narrow_round(na, w32(tok32, std::uint64_t{i} * n) * hf[0], bad);
      for (std::uint32_t j = 1; j < n; ++j)
        sum = narrow_round(na, sum + narrow_round(na, w32(tok32, std::uint64_t{i} * n + j) * hf[j], bad), bad);
      pf[i] = same ? sum : narrow_round(ns, sum, bad);
    }
  } else {
    for (std::uint32_t i = 0; i < n; ++i) pf[i] = narrow_round(ns, w32(tok32, i) * hf[i], bad);
  }
  if (any_b) {
    const VW m = (VW) __builtin_convertvector(lane_b, VWM);
    for (std::uint32_t i = 0; i < n; ++i)
      pf[i] = (VF)((m & (VW)narrow_round(ns, pf[i] + bw32(tok32, i), bad)) | (~m & (VW)pf[i]));
  }
  if (any_sign(bad)) return false;
  for (std::uint32_t i = 0; i < n; ++i) h[i] = __builtin_convertvector(pf[i], VD);
  return true;
}

// The step of every lane in double lanes: h <- A h (+ b where lane_b), every rounding by the
// LaneRounders (any input).
LRNNC_HD_INLINE void double_step(std::uint32_t n, bool dense, bool same, bool any_b, const LaneRounder& storage,
                                 const LaneRounder& acc, const TokenWeights& w, const TokenWeights& bw, const VU& tok,
                                 const VM& lane_b, VD* h) {
  if (dense) {
    VD p[kMaxN];
    for (std::uint32_t i = 0; i < n; ++i) {
      VD sum = round(acc, w(tok, std::uint64_t{i} * n) * h[0]);
      for (std::uint32_t j = 1; j < n; ++j) sum = round(acc, sum + round(acc, w(tok, std::uint64_t{i} * n + j) * h[j]));
      p[i] = same ? sum : round(storage, sum);
    }
    for (std::uint32_t i = 0; i < n; ++i) h[i] = p[i];
  } else {
    for (std::uint32_t i = 0; i < n; ++i) h[i] = round(storage, w(tok, i) * h[i]);
  }
  if (any_b)
    for (std::uint32_t i = 0; i < n; ++i) h[i] = select(lane_b, round(storage, h[i] + bw(tok, i)), h[i]);
}

// Lane k, whose predicted row was not accepted: the nearest codebook row by a full search and the
// expected automaton's step, into the lane's z, d2 and fail; `lost` when no distance is finite.
LRNNC_HD_INLINE void search_lane(const NetView& net, const Plan& plan, std::size_t k, std::uint64_t letter, const VD* h,
                                 VU& z, VD& d2, VU& fail, std::uint8_t* lost) {
  const LayerView& L = net.layers[0];
  const std::uint32_t nd = L.nd, S = plan.S;
  std::uint32_t best = kNone;
  double best_d = 1.0 / 0.0;
  for (std::uint32_t r = 0; r < L.code_rows; ++r) {
    const double* c = L.code + static_cast<std::size_t>(r) * nd;
    double a = 0;
    for (std::uint32_t j = 0; j < nd; ++j) {
      const double diff = c[j] - h[j][k];
      a += diff * diff;
    }
    if (a < best_d) best_d = a, best = r;
  }
  const std::uint64_t spec = net.check ? net.spec_delta[z[k] % S * net.spec_letters + letter] : 0;
  if (best == kNone) {
    // A non-finite state (no distance is finite): no row, read as no state, a failure.
    // z keeps a valid row for the tables; the state stays non-finite or is searched again.
    z[k] = spec;
    fail[k] = net.check ? 1 : 0;
    lost[k] = 1;
  } else {
    z[k] = std::uint64_t{best} * S + spec;
    fail[k] = plan.fail[z[k]];
  }
  d2[k] = best_d;
}

// Decoding and checking by the joint state: the predicted z', accepted within the proven radius
// of its row; the other lanes search (and step the automaton) element by element. Updates z and
// d2 and sets each lane's failure flag (lost: the lanes whose state has no row).
LRNNC_HD_INLINE void decode_step(const NetView& net, const Plan& plan, const VU& letter, const VD* h, VU& z, VD& d2,
                                 VU& fail, std::uint8_t* lost) {
  const LayerView& L = net.layers[0];
  const std::uint32_t nd = L.nd;
  const VU jn = gather_u(plan.next.data(), z * L.letters + letter);
  const VM predicted = not_equal(jn, kNone);
  const VU zg = select(predicted, jn & 0x7fffffffULL, splat_u(0));
  VD dist = splat(0.0);
  for (std::uint32_t j = 0; j < nd; ++j) {
    const VD diff = gather(plan.code.data(), zg * nd + j) - h[j];
    dist = dist + diff * diff;
  }
  const VM accepted = predicted & less_nonnegative(dist, splat(L.accept2));
  z = select(accepted, zg, z);
  d2 = select(accepted, dist, d2);
  fail = jn >> 31;
  if (!all(accepted))
    for (std::size_t k = 0; k < K; ++k)
      if (!accepted[k]) search_lane(net, plan, k, letter[k], h, z, d2, fail, lost);
}

// Compiled for AVX-512, AVX2 and baseline x86-64, chosen at load time.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__((target_clones("avx512f", "avx2", "default")))
#endif
void kernel(const NetView& net, const LaneArith& arith, const Plan& plan, const std::uint32_t* const* words,
            std::size_t count, std::size_t length, bool stop, std::uint32_t* const* states, LaneResult* out) {
  const LayerView& L = net.layers[0];
  const std::uint32_t n = L.n, T = L.num_tokens;
  const bool dense = L.tokens[0].kind == TokenKind::dense;
  const LaneRounder storage = arith.storage, acc = arith.acc;
  // A value rounded to the accumulator is already a storage value when the two formats are one.
  const bool same = same_format(storage, acc);
  const bool any_b = plan.any_b;
  const std::uint8_t* has_b = plan.has_b.data();
  const TokenWeights w{L.weights, plan.data.data(), T, T <= kSelectTokens};
  const TokenWeights bw{L.weights, plan.bofs.data(), T, T <= kSelectTokens};
  // The narrow path (see narrow_rounder).
  const std::optional<NarrowRounder> nst = narrow_rounder(storage), nacc = narrow_rounder(acc);
  const bool narrow = plan.narrow;
  const TokenWeights32 w32{plan.weights32.data(), plan.data.data(), T, T <= kSelectTokens};
  const TokenWeights32 bw32{plan.weights32.data(), plan.bofs.data(), T, T <= kSelectTokens};

  VD h[kMaxN];
  for (std::uint32_t i = 0; i < n; ++i) h[i] = splat(L.H0[i]);
  VU z = splat_u(plan.start), ff = splat_u(0);
  VD d2 = splat(L.initial_d2), max_d2 = splat(0.0);
  VM active;
  for (std::size_t k = 0; k < K; ++k) active[k] = k < count ? -1 : 0;
  // The narrow path runs while the state is in G.
  bool narrow_now = narrow && in_guard(h, n);
  bool any_states = false;
  for (std::size_t k = 0; k < count; ++k) any_states = any_states || states[k];

  // Letters and tokens of the next kChunk positions, lane-major.
  std::uint32_t letters[kChunk][K], toks[kChunk][K];
  for (std::size_t t0 = 0; t0 < length; t0 += kChunk) {
    const std::size_t span = std::min(kChunk, length - t0);
    const std::uint32_t* word[K];
    for (std::size_t k = 0; k < K; ++k) word[k] = words[k < count ? k : 0] + t0;
    for (std::size_t s = 0; s < span; ++s)
      for (std::size_t k = 0; k < K; ++k) {
        letters[s][k] = word[k][s];
        toks[s][k] = static_cast<std::uint32_t>(L.by_letter[word[k][s]]);
      }
    for (std::size_t s = 0; s < span; ++s) {
      const std::size_t t = t0 + s;
      VU letter, tok;
      for (std::size_t k = 0; k < K; ++k) letter[k] = letters[s][k], tok[k] = toks[s][k];
      const VM was_active = active;

      VM lane_b;
      if (any_b)
        for (std::size_t k = 0; k < K; ++k) lane_b[k] = has_b[tok[k]] ? -1 : 0;
      const bool stepped = narrow_now && narrow_step(n, dense, same, any_b, *nst, *nacc, w32, bw32, tok, lane_b, h);
      if (!stepped) {
        double_step(n, dense, same, any_b, storage, acc, w, bw, tok, lane_b, h);
        narrow_now = narrow && in_guard(h, n);
      }

      VU fail;
      std::uint8_t lost[K] = {};  // lanes whose state has no row at this position
      decode_step(net, plan, letter, h, z, d2, fail, lost);
      max_d2 = select(was_active & less_nonnegative(max_d2, d2), d2, max_d2);
      if (net.check) {
        const VM first = was_active & not_equal(fail, 0) & equal(ff, 0);
        ff = select(first, splat_u(t + 1), ff);
        if (stop) active = active & ~first;
      }
      if (any_states) {
        const VU q = gather_u(plan.read.data(), z);
        for (std::size_t k = 0; k < count; ++k)
          if (states[k] && was_active[k]) states[k][t] = lost[k] ? kNone : static_cast<std::uint32_t>(q[k]);
      }
      if (!any(active)) {
        t0 = length;  // ends the outer loop too
        break;
      }
    }
  }
  for (std::size_t k = 0; k < count; ++k) out[k] = {ff[k], max_d2[k]};
}

}  // namespace

namespace {

// LaneRounder::round's normal-range formula (its common case) in vectors; a lane whose input would
// leave that range gets the sign bit of `bad` set (the integer test of narrow_round at 64 bits: all
// quantities below 2^63).
LRNNC_HD_INLINE VD fast_round(const LaneRounder& r, VD x, VU& bad) {
  if (r.native) return x;
  const VU bits = (VU)x;
  const VU sign = bits & 0x8000000000000000ULL, ab = bits ^ sign;
  const VU d = ab - r.lo_bits;
  bad |= (d | ((r.span - 1) - d)) & (0 - ab);
  return (VD)(((ab + r.half_minus_one + ((ab >> r.shift) & 1)) & ~r.low) | sign);
}

// One group of compose_kernel's combines from its gathered operands: A2 A1 into out, A2 b1 (+ b2)
// into ob, with lane_compose's roundings. kFast: fast_round, returning whether a lane left its
// range (then the caller recomputes with round_v, which covers every input).
template <bool kFast>
LRNNC_HD_INLINE bool compose_group(const LaneRounder& st, const LaneRounder& acc, bool same, std::size_t n,
                                   std::size_t d, const VD* a2, const VD* a1, const VD* x1, const VD* y, VM b1, VM b2,
                                   VD* out, VD* ob) {
  VU bad = VU{};
  const auto R = [&](const LaneRounder& r, VD x) __attribute__((always_inline)) {
    if constexpr (kFast)
      return fast_round(r, x, bad);
    else
      return round(r, x);
  };
  // round_A(sum of round_A(x[k] y[k])) in order, then to storage: lane_dot and to_storage.
  const auto dot = [&](const VD* x, const VD* v, std::size_t vs) __attribute__((always_inline)) {
    VD s = R(acc, x[0] * v[0]);
    for (std::size_t k = 1; k < n; ++k) s = R(acc, s + R(acc, x[k] * v[k * vs]));
    return same ? s : R(st, s);
  };
  for (std::size_t r = 0; r < n; ++r)
    for (std::size_t c = 0; c < n; ++c) out[r * n + c] = dot(a2 + r * n, a1 + c, n);
  for (std::size_t c = 0; c < d; ++c)
    for (std::size_t r = 0; r < n; ++r) {
      const VD v = dot(a2 + r * n, x1 + c * n, 1), yy = y[c * n + r];
      ob[c * n + r] = select(b1, select(b2, R(st, v + yy), v), yy);
    }
  std::uint64_t any = 0;
  for (std::size_t k = 0; k < K; ++k) any |= bad[k];
  return (any >> 63) != 0;
}

// The combines in binary32 lanes (narrow_rounder's argument, for the tree's compositions): every
// operand a storage value (its bits below the storage mantissa zero) that is zero or of magnitude in
// G, checked per lane (lanes whose operand is not used are zeroed first). Products of two storage
// values with p <= 11 are exact in binary32, sums of two accumulator values are rounded to 24 bits
// and then to p <= 11 (innocuous, 24 >= 2p + 2), and the storage rounding of an accumulator value
// or of a sum of two storage values is one rounding of a value binary32 holds; with an fp32
// accumulator (identity), binary32's own products and sums are the accumulator's (one rounding of
// the exact result, as the emulation's: its double products are exact and its double sums round
// innocuously, 53 >= 2 * 24 + 2), with storage values of p <= 11 or of an fp32 format as operands.
// G keeps every intermediate a normal binary32 number (for 24-bit operands, multiples of 2^-103 of
// magnitude at most 8 * 2^80, normal in the formats too: checked), and narrow_round checks each
// rounding's input against the format's normal range; a group with any lane outside is recomputed
// in the double lanes. Not taken for an fp32 storage format with a narrower accumulator (products of
// 24-bit values would be rounded twice).
//   Where both formats are IEEE binary32 (8 exponent bits, subnormals, overflow to infinity)
// binary32's operations are the emulation's at every magnitude (a sum with a subnormal result is
// exact, Hauser 1996), so the operands need only be binary32 values and the results finite (ieee32).
struct NarrowCompose {
  NarrowRounder st, acc;
  std::uint64_t low = 0;  // the storage format's bits below its mantissa
  bool ieee32 = false;
};
bool is_binary32(const LaneRounder& r) {
  return !r.native && r.shift == 29 && r.min_normal == 0x1p-126 && r.max == static_cast<double>(FLT_MAX) &&
         r.subnormals && r.on_overflow == HUGE_VAL && r.on_infinity == HUGE_VAL;
}
std::optional<NarrowCompose> narrow_compose(const LaneRounder& st, const LaneRounder& acc) {
  if (is_binary32(st) && is_binary32(acc)) return NarrowCompose{NarrowRounder{true}, NarrowRounder{true}, st.low, true};
  const std::optional<NarrowRounder> ns = narrow_rounder(st), na = narrow_rounder(acc);
  if (!ns || !na || (ns->identity && !na->identity)) return std::nullopt;
  // 24-bit operands in G make products and sums multiples of 2^-103: normal in both formats.
  if (ns->identity && (st.min_normal > 0x1p-103 || acc.min_normal > 0x1p-103)) return std::nullopt;
  return NarrowCompose{*ns, *na, st.low};
}

// x's lanes as binary32 (where `use`; the others zero), setting the sign bit of `bad` in a lane
// whose value is neither zero nor a storage value of magnitude in G (integer tests, as in
// narrow_round).
LRNNC_HD_INLINE VF narrow_operand(VD x, VM use, std::uint64_t low, VU& bad) {
  constexpr std::uint64_t lo = 0x3d70000000000000ULL;         // 2^-40
  constexpr std::uint64_t span = 0x4270000000000000ULL - lo;  // up to 2^40
  const VU ab = (VU)x & 0x7fffffffffffffffULL & (VU)use;
  const VU d = ab - lo;
  bad |= ((d | ((span - 1) - d)) & (0 - ab)) | (0 - (ab & low));
  return __builtin_convertvector((VD)((VU)x & (VU)use), VF);
}

// The same for ieee32: a lane whose value is not a finite binary32 value.
LRNNC_HD_INLINE VF binary32_operand(VD x, VM use, VU& bad) {
  const VU xx = (VU)x & (VU)use;
  const VF f = __builtin_convertvector((VD)xx, VF);
  const VU diff = (VU) __builtin_convertvector(f, VD) ^ xx;
  bad |= (diff | (0 - diff)) | (0x7fefffffffffffffULL - (xx & 0x7fffffffffffffffULL));
  return f;
}

LRNNC_HD_INLINE bool any_sign64(VU m) {
  std::uint64_t a = 0;
  for (std::size_t k = 0; k < K; ++k) a |= m[k];
  return (a >> 63) != 0;
}

LRNNC_HD_INLINE VF select32(VW m, VF a, VF b) { return (VF)((m & (VW)a) | (~m & (VW)b)); }

// compose_group in binary32 lanes; returns whether a lane left the checked ranges.
LRNNC_HD_INLINE bool compose_group32(const NarrowCompose& nc, bool same, std::size_t n, std::size_t d, const VF* a2,
                                     const VF* a1, const VF* x1, const VF* y, VW b1, VW b2, VD* out, VD* ob) {
  VW bad = VW{};
  const auto dot = [&](const VF* x, const VF* v, std::size_t vs) __attribute__((always_inline)) {
    VF s = narrow_round(nc.acc, x[0] * v[0], bad);
    for (std::size_t k = 1; k < n; ++k) s = narrow_round(nc.acc, s + narrow_round(nc.acc, x[k] * v[k * vs], bad), bad);
    return same ? s : narrow_round(nc.st, s, bad);
  };
  VF o[kMaxComposeN * kMaxComposeN], p[kMaxComposeN * kMaxComposeN];
  for (std::size_t r = 0; r < n; ++r)
    for (std::size_t c = 0; c < n; ++c) o[r * n + c] = dot(a2 + r * n, a1 + c, n);
  for (std::size_t c = 0; c < d; ++c)
    for (std::size_t r = 0; r < n; ++r) {
      const VF v = dot(a2 + r * n, x1 + c * n, 1), yy = y[c * n + r];
      p[c * n + r] = select32(b1, select32(b2, narrow_round(nc.st, v + yy, bad), v), yy);
    }
  if (nc.ieee32) {  // finite results (0x7f7fffff: FLT_MAX's bits)
    for (std::size_t e = 0; e < n * n; ++e) bad |= 0x7f7fffffu - ((VW)o[e] & 0x7fffffffu);
    for (std::size_t e = 0; e < n * d; ++e) bad |= 0x7f7fffffu - ((VW)p[e] & 0x7fffffffu);
  }
  if (any_sign(bad)) return true;
  for (std::size_t e = 0; e < n * n; ++e) out[e] = __builtin_convertvector(o[e], VD);
  for (std::size_t e = 0; e < n * d; ++e) ob[e] = __builtin_convertvector(p[e], VD);
  return false;
}

// Compiled for AVX-512, AVX2 and baseline x86-64, chosen at load time.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__((target_clones("avx512f", "avx2", "default")))
#endif
void compose_kernel(const LaneArith& ar, std::size_t n, std::size_t d, double* A, double* b, std::uint8_t* has_b,
                    std::uint8_t* constant, std::size_t first, std::size_t step, std::size_t back,
                    std::size_t count) {
  const LaneRounder st = ar.storage, acc = ar.acc;
  const bool same = same_format(st, acc);
  const std::size_t nn = n * n, nd = n * d;
  VD a2[kMaxComposeN * kMaxComposeN], a1[kMaxComposeN * kMaxComposeN], out[kMaxComposeN * kMaxComposeN];
  VD x1[kMaxComposeN * kMaxComposeN], y[kMaxComposeN * kMaxComposeN], ob[kMaxComposeN * kMaxComposeN];
  // The binary32 lanes (narrow_compose), where the policy allows them.
  const std::optional<NarrowCompose> nc = narrow_compose(st, acc);
  const bool narrow = nc.has_value();
  VF a2f[kMaxComposeN * kMaxComposeN], a1f[kMaxComposeN * kMaxComposeN];
  VF x1f[kMaxComposeN * kMaxComposeN], yf[kMaxComposeN * kMaxComposeN];
  for (std::size_t j0 = 0; j0 < count; j0 += K) {
    const std::size_t m = std::min(K, count - j0);
    VU ii, pp;
    VM c1, b1, b2;
    for (std::size_t k = 0; k < K; ++k) {
      const std::size_t i = first + (j0 + (k < m ? k : m - 1)) * step;  // spare lanes repeat the last pair
      ii[k] = i, pp[k] = i - back;
      c1[k] = constant[i - back] ? -1 : 0, b1[k] = has_b[i - back] ? -1 : 0, b2[k] = has_b[i] ? -1 : 0;
    }
    // Lane by lane, each element's contiguous entries (cheaper than element-wise gathers).
    for (std::size_t k = 0; k < K; ++k) {
      const double *p2 = A + ii[k] * nn, *p1 = A + pp[k] * nn, *q1 = b + pp[k] * nd, *q2 = b + ii[k] * nd;
      for (std::size_t e = 0; e < nn; ++e) a2[e][k] = p2[e], a1[e][k] = p1[e];
      for (std::size_t e = 0; e < nd; ++e) x1[e][k] = q1[e], y[e][k] = q2[e];
    }
    bool done = false;
    if (narrow) {
      VU bad = VU{};
      const VM all_lanes = ~VM{};
      const auto operand = [&](VD x, VM use) __attribute__((always_inline)) {
        return nc->ieee32 ? binary32_operand(x, use, bad) : narrow_operand(x, use, nc->low, bad);
      };
      for (std::size_t e = 0; e < nn; ++e) a2f[e] = operand(a2[e], all_lanes), a1f[e] = operand(a1[e], ~c1);
      for (std::size_t e = 0; e < nd; ++e) x1f[e] = operand(x1[e], b1), yf[e] = operand(y[e], b2);
      done = !any_sign64(bad) &&
             !compose_group32(*nc, same, n, d, a2f, a1f, x1f, yf, (VW) __builtin_convertvector(b1, VWM),
                              (VW) __builtin_convertvector(b2, VWM), out, ob);
    }
    if (!done && compose_group<true>(st, acc, same, n, d, a2, a1, x1, y, b1, b2, out, ob))
      compose_group<false>(st, acc, same, n, d, a2, a1, x1, y, b1, b2, out, ob);
    for (std::size_t k = 0; k < m; ++k) {
      const std::size_t i = ii[k];
      if (!c1[k])
        for (std::size_t e = 0; e < nn; ++e) A[i * nn + e] = out[e][k];
      if (b1[k] || b2[k])
        for (std::size_t e = 0; e < nd; ++e) b[i * nd + e] = ob[e][k];
      has_b[i] = (b1[k] || b2[k]) ? 1 : 0;
      constant[i] = constant[pp[k]];
    }
  }
}

}  // namespace

bool compose_eligible(const LaneArith& arith, std::size_t n, std::size_t d) {
  return n <= kMaxComposeN && n * d <= kMaxComposeN * kMaxComposeN && !arith.fma && !arith.pairwise &&
         (arith.exact_products || arith.acc.native);
}

void compose_level(const LaneArith& arith, std::size_t n, std::size_t d, double* A, double* b, std::uint8_t* has_b,
                   std::uint8_t* constant, std::size_t first, std::size_t step, std::size_t back, std::size_t count) {
  compose_kernel(arith, n, d, A, b, has_b, constant, first, step, back, count);
}

namespace {

// The joint states' table walk (Plan) is built for at most this many (z, letter) pairs.
constexpr std::uint64_t kMaxJoint = std::uint64_t{1} << 22;

std::uint64_t joint_states(const NetView& net) {
  return std::uint64_t{net.layers[0].code_rows} * (net.check ? net.spec_states : 1);
}

}  // namespace

bool eligible(const NetView& net, const LaneArith& arith) {
  if (net.num_layers != 1 || arith.fma || arith.pairwise) return false;
  const LayerView& L = net.layers[0];
  if (L.num_context != 0 || L.d != 1 || L.n > kMaxN || L.num_tokens == 0) return false;
  for (std::uint32_t a = 0; a < L.letters; ++a)
    if (L.by_letter[a] < 0) return false;
  const TokenKind kind = L.tokens[0].kind;
  if (kind == TokenKind::householder) return false;
  for (std::uint32_t t = 0; t < L.num_tokens; ++t)
    if (L.tokens[t].kind != kind) return false;
  for (std::uint32_t r = 0; r < L.code_rows; ++r)
    if (L.code_values[r] >= net.readout_radix[0]) return false;
  if (net.check && net.spec_letters != L.letters) return false;
  if (L.initial_row == kNone) return false;  // a non-finite H0: the lanes' general path decodes it
  return joint_states(net) * L.letters <= kMaxJoint;
}

Plan make_plan(const NetView& net, const LaneArith& arith) {
  const LayerView& L = net.layers[0];
  const std::uint32_t n = L.n, T = L.num_tokens, nd = L.nd;
  const bool dense = L.tokens[0].kind == TokenKind::dense;
  Plan p;
  p.data.resize(T), p.bofs.resize(T), p.has_b.resize(T);
  for (std::uint32_t t = 0; t < T; ++t) {
    p.data[t] = L.tokens[t].data;
    p.has_b[t] = L.tokens[t].b >= 0 ? 1 : 0;
    p.any_b = p.any_b || p.has_b[t];
    p.bofs[t] = p.has_b[t] ? static_cast<std::uint64_t>(L.tokens[t].b) : 0;
  }
  // The binary32 weights, when every one is a storage value in G or zero.
  const std::optional<NarrowRounder> nst = narrow_rounder(arith.storage), nacc = narrow_rounder(arith.acc);
  p.narrow = nst && !nst->identity && nacc;
  if (p.narrow) {
    std::uint64_t end = 0;
    for (std::uint32_t t = 0; t < T; ++t) {
      end = std::max<std::uint64_t>(end, p.data[t] + (dense ? std::uint64_t{n} * n : n));
      if (p.has_b[t]) end = std::max<std::uint64_t>(end, p.bofs[t] + n);
    }
    p.weights32.resize(end);
    for (std::uint64_t i = 0; i < end && p.narrow; ++i) {
      const double x = L.weights[i], a = std::fabs(x);
      p.weights32[i] = static_cast<float>(x);
      p.narrow = arith.storage.round(x) == x && (a == 0 || (a >= kGuardLow && a < kGuardHigh));
    }
  }
  // The joint states: the read state and its agreement with the automaton per z, the prediction
  // per (z, letter).
  p.S = net.check ? net.spec_states : 1;
  const std::uint64_t Z = joint_states(net);
  p.read.resize(Z), p.fail.resize(Z), p.code.resize(Z * nd), p.next.resize(Z * L.letters);
  for (std::uint64_t z = 0; z < Z; ++z) {
    const std::uint32_t row = static_cast<std::uint32_t>(z / p.S), spec = static_cast<std::uint32_t>(z % p.S);
    const std::uint32_t q = net.readout[L.code_values[row]];
    p.read[z] = q;
    p.fail[z] = net.check && (q == kNone || !net.agree[std::uint64_t{q} * net.spec_states + spec]) ? 1 : 0;
    for (std::uint32_t j = 0; j < nd; ++j) p.code[z * nd + j] = L.code[std::uint64_t{row} * nd + j];
  }
  for (std::uint64_t z = 0; z < Z; ++z)
    for (std::uint32_t a = 0; a < L.letters; ++a) {
      const std::uint32_t row = static_cast<std::uint32_t>(z / p.S), spec = static_cast<std::uint32_t>(z % p.S);
      const std::uint32_t guess =
          L.next_row ? L.next_row[std::uint64_t{row} * T + static_cast<std::uint32_t>(L.by_letter[a])] : kNone;
      const std::uint64_t to =
          std::uint64_t{guess} * p.S + (net.check ? net.spec_delta[std::uint64_t{spec} * net.spec_letters + a] : 0);
      p.next[z * L.letters + a] =
          guess == kNone ? kNone : static_cast<std::uint32_t>(to | (std::uint64_t{p.fail[to]} << 31));
    }
  p.start = std::uint64_t{L.initial_row} * p.S + (net.check ? net.spec_start : 0);
  return p;
}

void run_block(const NetView& net, const LaneArith& arith, const Plan& plan, const std::uint32_t* const* words,
               std::size_t count, std::size_t length, bool stop_at_failure, std::uint32_t* const* states,
               LaneResult* out) {
  kernel(net, arith, plan, words, count, length, stop_at_failure, states, out);
}

}  // namespace simd

}  // namespace lrnnc::lrnn::engine
