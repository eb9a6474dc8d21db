// The batched engine's scan and chunked:C orders (docs/SIMULATION.md "Evaluation orders"): one word
// run by a team of threads, phase after phase, the same source for the CPU backend (a team of one),
// the CUDA kernel (a team = a thread block, a barrier after every phase) and the host harness that
// runs the kernel's phases thread by thread (HostTeam with the kernel's block size). Within a phase
// every item writes only its own positions or elements and reads only what earlier phases wrote (a
// Brent-Kung level writes x[i] and reads x[i] and x[i - d], and no x[i - d] is written in the same
// level), so the order of the items does not change a bit.
//
// Semantics: simulate()'s LayerScan and run_parallel_order (lrnn/simulate-batch.cpp), layer by layer
// over the whole word: tokens from the letters and lower layers' decoded values; elements 0..E (the
// constant map (0, H0), then one map per position, or per chunk the composition of its maps left to
// right); the Brent-Kung tree fixed by E; states decoded to the nearest codebook row at every
// position (chunked: sequential steps inside a chunk from the previous chunk's end state). Token
// matrices come from LayerView::mats (materialized once per network with the same rounding: HostNet).
#pragma once

#include <cstddef>
#include <cstdint>

#include "lrnn/engine/lane-step.hpp"

namespace lrnnc::lrnn::engine {

// The index of a layer's last scan element: T (scan, chunk = 0) or the number of chunks of C = chunk.
LRNNC_HD inline std::size_t scan_last_element(std::size_t T, std::size_t chunk) {
  return chunk == 0 ? T : T / chunk + (T % chunk != 0);  // not (T + C - 1) / C: C may be near 2^64
}

// The shape of one word's work: its length, the order, the network's sizes and the team's threads.
struct ScanDims {
  std::size_t T = 0, chunk = 0, layers = 1, max_n = 1, max_nd = 1, threads = 1;
};

// The dims of a word of T letters on `threads` threads for this network (its largest layer).
inline ScanDims scan_dims(const NetView& net, std::size_t T, std::size_t chunk, std::size_t threads) {
  ScanDims d;
  d.T = T, d.chunk = chunk, d.layers = net.num_layers, d.threads = threads;
  for (std::uint32_t l = 0; l < net.num_layers; ++l) {
    d.max_n = d.max_n < net.layers[l].n ? net.layers[l].n : d.max_n;
    d.max_nd = d.max_nd < net.layers[l].nd ? net.layers[l].nd : d.max_nd;
  }
  return d;
}

// The reading and checking of a word's positions, carried from segment to segment.
struct ScanRead {
  LaneResult out;
  std::uint32_t spec = 0;
  std::uint8_t valid = 1, stopped = 0;
};

// One word's working memory (one layer's elements at a time, reused layer after layer).
struct ScanWork {
  double* A;        // element i's A at A + i * n * n (row-major)
  double* b;        // element i's b at b + i * n * d (column-major)
  double* d2;       // per position: the largest squared distance over the layers so far
  double* scratch;  // per thread: per_thread doubles
  std::int32_t* tok;
  std::uint32_t* values;  // decoded values: position t (0 = initial) layer l at t * layers + l
  std::uint8_t* has_b;
  std::uint8_t* constant;
  std::uint8_t* invalid;  // per position: some layer's token is not listed
  // Between segments (scan_run_word): per layer the last element's b (max_nd doubles), its has_b,
  // and the last decoded row; the running read state and result.
  double* carry_b;
  std::uint8_t* carry_has_b;
  std::uint32_t* carry_row;
  ScanRead* read;
  std::size_t per_thread, carry_stride;
};

// The bytes of one word's work (8-byte aligned parts); with `base`, also lays it out there.
LRNNC_HD inline std::size_t scan_layout(const ScanDims& d, unsigned char* base, ScanWork* w) {
  const std::size_t E = scan_last_element(d.T, d.chunk) + 1;
  // A composition's result (n^2 + nd), and a chunk's sequential state and step scratch (nd + n).
  const std::size_t per_thread = d.max_n * d.max_n + 2 * d.max_nd + d.max_n;
  const std::size_t sizes[13] = {E * d.max_n * d.max_n * 8,
                                 E * d.max_nd * 8,
                                 d.T * 8,
                                 d.threads * per_thread * 8,
                                 d.T * 4,
                                 (d.T + 1) * d.layers * 4,
                                 E,
                                 E,
                                 d.T,
                                 d.layers * d.max_nd * 8,
                                 d.layers,
                                 d.layers * 4,
                                 sizeof(ScanRead)};
  std::size_t at[13];
  std::size_t total = 0;
  for (int i = 0; i < 13; ++i) {
    at[i] = total;
    total += (sizes[i] + 7) / 8 * 8;
  }
  if (base) {
    w->A = reinterpret_cast<double*>(base + at[0]);
    w->b = reinterpret_cast<double*>(base + at[1]);
    w->d2 = reinterpret_cast<double*>(base + at[2]);
    w->scratch = reinterpret_cast<double*>(base + at[3]);
    w->tok = reinterpret_cast<std::int32_t*>(base + at[4]);
    w->values = reinterpret_cast<std::uint32_t*>(base + at[5]);
    w->has_b = base + at[6];
    w->constant = base + at[7];
    w->invalid = base + at[8];
    w->carry_b = reinterpret_cast<double*>(base + at[9]);
    w->carry_has_b = base + at[10];
    w->carry_row = reinterpret_cast<std::uint32_t*>(base + at[11]);
    w->read = reinterpret_cast<ScanRead*>(base + at[12]);
    w->per_thread = per_thread;
    w->carry_stride = d.max_nd;
  }
  return total;
}

// (A2, b2) o (A1, b1) into (outA, outb): every entry of A2 A1 and A2 b1 is to_storage(dot(row of
// A2, column)) in the policy's order, then b2 is added. A1 null: the right map contains element 0
// (its A is never needed; outA is left alone). b1 or b2 null: that b is absent (exactly zero and
// never added). Returns whether the result has a b. The outputs may alias either operand; tmp
// holds n * n + n * d doubles.
LRNNC_HD inline bool lane_compose(const LaneArith& ar, std::size_t n, std::size_t d, const double* A2, const double* b2,
                                  const double* A1, const double* b1, double* outA, double* outb, double* tmp) {
  double* tA = tmp;
  double* tb = tmp + n * n;
  if (A1)
    for (std::size_t r = 0; r < n; ++r)
      for (std::size_t c = 0; c < n; ++c)
        tA[r * n + c] = ar.to_storage(lane_dot(ar, Contiguous{A2 + r * n}, Strided{A1 + c, n}, n));
  if (b1) {
    for (std::size_t c = 0; c < d; ++c)
      for (std::size_t r = 0; r < n; ++r) {
        double v = ar.to_storage(lane_dot(ar, Contiguous{A2 + r * n}, Contiguous{b1 + c * n}, n));
        if (b2) v = ar.add(v, b2[c * n + r]);
        tb[c * n + r] = v;
      }
  } else if (b2) {
    for (std::size_t i = 0; i < n * d; ++i) tb[i] = b2[i];
  }
  if (A1)
    for (std::size_t i = 0; i < n * n; ++i) outA[i] = tA[i];
  if (b1 || b2)
    for (std::size_t i = 0; i < n * d; ++i) outb[i] = tb[i];
  return b1 || b2;
}

// Runs a team's phases on the host as the CUDA kernel's block of `threads` threads would: in each
// phase thread tid takes items tid, tid + threads, ..., the threads one after another.
// kComposeLevels: the team has compose_level(ar, n, d, A, b, has_b, constant, first, step, back,
// count), which does the combines x[i] = x[i] o x[i - back] of one tree level (i = first + j * step,
// j < count) itself, with the same bits as combine, and returns false where it does not apply
// (the CPU backend's vectorized levels, lrnn/engine/simd.hpp).
// kInOrder: one thread running every phase's items in index order (the scan's decoding then chains
// each position's predicted row from the one before).
struct HostTeam {
  static constexpr bool kComposeLevels = false, kInOrder = false;
  std::size_t threads = 1;
  template <class F>
  void parallel(std::size_t count, F f) const {
    for (std::size_t tid = 0; tid < threads; ++tid)
      for (std::size_t i = tid; i < count; i += threads) f(i, tid);
  }
  template <class F>
  void single(F f) const {
    f();
  }
};

// The first index >= lo of the progression first, first + step, ... and how many of them lie in
// [lo, hi] (a tree level restricted to a segment).
struct LevelRange {
  std::size_t first, count;
};
LRNNC_HD inline LevelRange level_range(std::size_t first, std::size_t step, std::size_t lo, std::size_t hi) {
  if (first < lo) first += (lo - first + step - 1) / step * step;
  return {first, first <= hi ? (hi - first) / step + 1 : 0};
}

// Layer l of a word's scan (scan_layer_segment's phases): the layer, its sizes, the word's working
// memory, and the operations on its elements.
struct ScanLayer {
  const LayerView& L;
  std::size_t l, nl, n, d, nn, nd;
  const ScanWork& w;

  LRNNC_HD ScanLayer(const NetView& net, std::size_t layer, const ScanWork& work)
      : L(net.layers[layer]), l(layer), nl(net.num_layers), n(L.n), d(L.d), nn(n * L.n), nd(L.nd), w(work) {}
  // The map of token `tok` (-1: not listed, the identity without b).
  LRNNC_HD const double* token_A(std::int32_t tok) const {
    return L.mats + (tok < 0 ? std::size_t{L.num_tokens} : static_cast<std::size_t>(tok)) * nn;
  }
  LRNNC_HD const double* token_b(std::int32_t tok) const {
    return tok >= 0 && L.tokens[tok].b >= 0 ? L.weights + L.tokens[tok].b : nullptr;
  }
  // x[i] = x[i] o x[j] (j < i).
  LRNNC_HD void combine(const LaneArith& ar, std::size_t i, std::size_t j, std::size_t tid) const {
    w.has_b[i] = lane_compose(ar, n, d, w.A + i * nn, w.has_b[i] ? w.b + i * nd : nullptr,
                              w.constant[j] ? nullptr : w.A + j * nn, w.has_b[j] ? w.b + j * nd : nullptr, w.A + i * nn,
                              w.b + i * nd, w.scratch + tid * w.per_thread);
    w.constant[i] = w.constant[j];
  }
  // Decodes position t from its state h, predicting from `prev`, the row at t - 1 (kNone: not
  // known, a full search); returns the row.
  LRNNC_HD std::uint32_t decode(std::size_t t, const double* h, std::uint32_t prev) const {
    const Nearest r = prev == kNone ? lane_nearest(L, h, 1) : lane_predicted_nearest(L, prev, w.tok[t], h, 1);
    w.values[(t + 1) * nl + l] = lane_value(L, r.row);
    w.d2[t] = w.d2[t] < r.d2 ? r.d2 : w.d2[t];  // std::max: a NaN distance is not taken
    return r.row;
  }
};

// The tokens of positions [p0, p1) from the letters and the lower layers' decoded values (an
// unlisted token marks its position invalid).
template <class Team, class Letter>
LRNNC_HD void scan_tokens(const ScanLayer& s, const Letter* word, std::size_t p0, std::size_t p1, const Team& team) {
  team.parallel(p1 - p0, [&](std::size_t k, std::size_t) {
    const std::size_t t = p0 + k;
    const std::int32_t tok = lane_token(s.L, word[t], s.w.values + (t + 1) * s.nl, s.w.values + t * s.nl, 1);
    s.w.tok[t] = tok;
    if (tok < 0) s.w.invalid[t] = 1;
  });
}

// The elements lo..hi: (0, H0), then one map per position or per chunk (its maps composed left to
// right); element lo - 1, the constant map of positions before the segment, from the carry.
template <class Team>
LRNNC_HD void scan_elements(const ScanLayer& s, const LaneArith& ar, std::size_t T, std::size_t chunk, std::size_t lo,
                            std::size_t hi, const Team& team) {
  const ScanWork& w = s.w;
  const std::size_t nn = s.nn, nd = s.nd;
  double* const carry = w.carry_b + s.l * w.carry_stride;
  team.parallel(hi - lo + 1 + (lo > 0), [&](std::size_t k, std::size_t tid) {
    if (k == hi - lo + 1) {
      for (std::size_t e = 0; e < nd; ++e) w.b[(lo - 1) * nd + e] = carry[e];
      w.has_b[lo - 1] = w.carry_has_b[s.l], w.constant[lo - 1] = 1;
      return;
    }
    const std::size_t i = lo + k;
    if (i == 0) {
      for (std::size_t e = 0; e < nd; ++e) w.b[e] = s.L.H0[e];
      w.has_b[0] = 1, w.constant[0] = 1;
      return;
    }
    const std::size_t begin = chunk == 0 ? i - 1 : (i - 1) * chunk;
    const std::size_t end = chunk == 0 ? i : (T - begin < chunk ? T : begin + chunk);
    const std::int32_t first = w.tok[begin];
    const double* M = s.token_A(first);
    for (std::size_t e = 0; e < nn; ++e) w.A[i * nn + e] = M[e];
    const double* B = s.token_b(first);
    if (B)
      for (std::size_t e = 0; e < nd; ++e) w.b[i * nd + e] = B[e];
    w.has_b[i] = B != nullptr, w.constant[i] = 0;
    for (std::size_t t = begin + 1; t < end; ++t)
      w.has_b[i] =
          lane_compose(ar, s.n, s.d, s.token_A(w.tok[t]), s.token_b(w.tok[t]), w.A + i * nn,
                       w.has_b[i] ? w.b + i * nd : nullptr, w.A + i * nn, w.b + i * nd, w.scratch + tid * w.per_thread);
  });
}

// Brent-Kung over elements 0..E restricted to lo..hi: up-sweep, then down-sweep; then the next
// segment's element hi into the carry (a constant map: it covers elements 0..hi).
template <class Team>
LRNNC_HD void scan_tree(const ScanLayer& s, const LaneArith& ar, std::size_t lo, std::size_t hi, const Team& team) {
  const ScanWork& w = s.w;
  // A level: x[i] = x[i] o x[i - s] for i = first + j * 2s, j < count.
  const auto level = [&](std::size_t first, std::size_t sz) {
    const LevelRange r = level_range(first, 2 * sz, lo, hi);
    if (r.count == 0) return;
    if constexpr (Team::kComposeLevels)
      if (team.compose_level(ar, s.n, s.d, w.A, w.b, w.has_b, w.constant, r.first, 2 * sz, sz, r.count)) return;
    team.parallel(r.count, [&](std::size_t j, std::size_t tid) {
      s.combine(ar, r.first + j * 2 * sz, r.first - sz + j * 2 * sz, tid);
    });
  };
  std::size_t D = 0;
  for (std::size_t sz = 1; 2 * sz - 1 <= hi; sz *= 2) {
    D = sz;
    level(2 * sz - 1, sz);
  }
  for (std::size_t sz = D; sz >= 1; sz /= 2) level(3 * sz - 1, sz);
  double* const carry = w.carry_b + s.l * w.carry_stride;
  team.single([&]() {
    for (std::size_t e = 0; e < s.nd; ++e) carry[e] = w.b[hi * s.nd + e];
    w.carry_has_b[s.l] = w.has_b[hi];
  });
}

// The decoded states of positions [p0, p1): scan, every position's b; chunked, sequential steps
// inside each chunk from the previous chunk's end, the chunk's last position from the tree.
template <class Team>
LRNNC_HD void scan_states(const ScanLayer& s, const LaneArith& ar, std::size_t T, std::size_t chunk, std::size_t lo,
                          std::size_t hi, std::size_t p0, std::size_t p1, const Team& team) {
  const ScanWork& w = s.w;
  const std::size_t nn = s.nn, nd = s.nd;
  if (chunk == 0) {
    if constexpr (Team::kInOrder) {
      std::uint32_t row = w.carry_row[s.l];
      for (std::size_t t = p0; t < p1; ++t) row = s.decode(t, w.b + (t + 1) * nd, row);
      w.carry_row[s.l] = row;
    } else {
      team.parallel(p1 - p0, [&](std::size_t k, std::size_t) { s.decode(p0 + k, w.b + (p0 + k + 1) * nd, kNone); });
    }
    return;
  }
  const std::size_t k0 = lo == 0 ? 0 : lo - 1;  // chunk k: element k + 1, from element k
  team.parallel(hi == 0 ? 0 : hi - k0, [&](std::size_t kk, std::size_t tid) {
    const std::size_t k = k0 + kk;
    const std::size_t begin = k * chunk, end = T - begin < chunk ? T : begin + chunk;
    double* h = w.scratch + tid * w.per_thread + nn + nd;
    double* step_scratch = h + nd;
    for (std::size_t i = 0; i < nd; ++i) h[i] = w.b[k * nd + i];
    std::uint32_t row = kNone;
    for (std::size_t t = begin; t + 1 < end; ++t) {
      if (w.tok[t] >= 0) lane_apply(ar, s.L, s.L.tokens[w.tok[t]], h, step_scratch, 1);
      row = s.decode(t, h, row);
    }
    s.decode(end - 1, w.b + (k + 1) * nd, row);
  });
}

// Layer l of one segment of scan_run_word: elements lo..hi (element lo - 1 put back from the
// carry), their tree levels, and the decoded states of positions [p0, p1).
template <class Team, class Letter>
LRNNC_HD void scan_layer_segment(const NetView& net, const LaneArith& ar, const Letter* word, std::size_t T,
                                 std::size_t chunk, std::size_t l, std::size_t lo, std::size_t hi, std::size_t p0,
                                 std::size_t p1, const ScanWork& w, const Team& team) {
  const ScanLayer s(net, l, w);
  scan_tokens(s, word, p0, p1, team);
  scan_elements(s, ar, T, chunk, lo, hi, team);
  scan_tree(s, ar, lo, hi, team);
  scan_states(s, ar, T, chunk, lo, hi, p0, p1, team);
}

// The last element of the segment that starts at element `lo` (scan_run_word): 63, then each
// segment as long as all before it (last elements 2^k - 1), the last one ending at E.
LRNNC_HD inline std::size_t scan_segment_end(std::size_t lo, std::size_t E, bool segmented) {
  if (!segmented) return E;
  const std::size_t hi = lo == 0 ? 63 : 2 * lo - 1;
  return hi < E ? hi : E;
}

// One word (letters word[0..T)) in the scan (chunk = 0) or chunked:chunk order on a team, in work
// laid out by scan_layout for this T. Writes the read states (nullable `states`, kNone for invalid
// positions; with stop_at_failure and net.check only up to the first failure) and *result. Letter:
// the letters' storage type, as for lane_run_word.
//
// With stop_at_failure and an expected automaton the elements are taken in segments [0, 63],
// [64, 127], [128, 255], ... (each ending at an element 2^k - 1, the last at E), every layer and
// the reading of a segment done before the next, and the run ends with the segment of the first
// failure: a word that fails early costs its first segments, not the whole tree. The bits are the
// whole tree's: in the Brent-Kung tree over elements 0..E, element i's final value depends only on
// elements 0..i and on which levels touch i, which are the same for every E >= i (the up-sweep
// combines i at the levels s with 2s | i + 1, the down-sweep at those with i + 1 = s mod 2s,
// i + 1 >= 3s, all of them present whenever E >= i); and the combines of a segment [lo, hi] with
// lo = 2^k read no element below lo - 1, whose final value (the map of positions 0..lo - 1, a
// constant: its b is the state there) the up-sweep alone produced. So each segment runs the tree's
// levels restricted to its own elements, after element lo - 1 is put back from the carry.
template <class Team, class Letter>
LRNNC_HD void scan_run_word(const NetView& net, const LaneArith& ar, const Letter* word, std::size_t T,
                            std::size_t chunk, const ScanWork& w, const Team& team, bool stop_at_failure,
                            std::uint32_t* states, LaneResult* result) {
  const std::size_t nl = net.num_layers;
  team.parallel(T + 1, [&](std::size_t t, std::size_t) {
    if (t < T) w.invalid[t] = 0, w.d2[t] = 0;
    for (std::size_t l = 0; l < nl; ++l)
      w.values[t * nl + l] = t == 0 ? lane_value(net.layers[l], net.layers[l].initial_row) : 0;
  });
  team.single([&]() {
    *w.read = ScanRead{};
    w.read->spec = net.spec_start;
    for (std::size_t l = 0; l < nl; ++l) w.carry_row[l] = net.layers[l].initial_row;
  });
  const std::size_t E = scan_last_element(T, chunk);
  const bool segmented = stop_at_failure && net.check;
  for (std::size_t lo = 0; lo <= E && !w.read->stopped; lo = scan_segment_end(lo, E, segmented) + 1) {
    const std::size_t hi = scan_segment_end(lo, E, segmented);
    // The segment's positions [p0, p1): element i > 0 is position i - 1 (scan) or chunk i - 1.
    const std::size_t p0 = lo == 0 ? 0 : chunk == 0 ? lo - 1 : (lo - 1) * chunk;
    const std::size_t p1 = hi == 0 ? 0 : chunk == 0 ? hi : (T - (hi - 1) * chunk < chunk ? T : hi * chunk);
    for (std::size_t l = 0; l < nl; ++l) scan_layer_segment(net, ar, word, T, chunk, l, lo, hi, p0, p1, w, team);
    // Reading and checking the segment's positions.
    team.single([&]() {
      ScanRead& r = *w.read;
      for (std::size_t t = p0; t < p1; ++t) {
        r.valid = r.valid && !w.invalid[t];
        const std::uint32_t q = r.valid ? lane_read(net, w.values + (t + 1) * nl, 1) : kNone;
        r.out.max_d2 = r.out.max_d2 < w.d2[t] ? w.d2[t] : r.out.max_d2;
        if (states) states[t] = q;
        if (lane_check(net, q, word[t], t, stop_at_failure, r.spec, r.out)) {
          r.stopped = 1;
          break;
        }
      }
    });
  }
  team.single([&]() { *result = w.read->out; });
}

}  // namespace lrnnc::lrnn::engine
