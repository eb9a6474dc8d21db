// The evaluation orders of the learned forward's diag and deltaproduct mixers (learned/forward-diag.cpp,
// learned/forward-delta.cpp): sequential, scan (a Brent-Kung tree) and chunked:C over a mixer's
// token maps, with the definitions of docs/SIMULATION.md "Evaluation orders" (docs/LEARNED.md
// section 3, "Orders"); and Pool, the affine maps they compose. Internal; not installed API.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "lrnn/simulate.hpp"

namespace lrnnc::learned::detail {

// The orders over a mixer's token maps (docs/SIMULATION.md "Evaluation orders"). `Maps` holds a
// pool of elements (affine maps) and provides: set_initial(i) (the constant map (0, 0) of element
// 0), set_token(i, t) (token t's map, t = 0..T-1), compose(o, l, r) (x[o] = x[l] o x[r], o may be
// l or r; the A part is skipped when x[r] is constant), step(t, h) (the sequential step of token
// t on a state), state(i) (the b part), resize(count) and state_size(). `emit(t, state)` receives
// the state after token t (t = 0..T-1) in increasing t. `h` (state_size() values, the caller's
// buffer, so that a run allocates nothing in the sequential order) holds the state before token 0:
// the sequential order steps it in place from whatever it holds (Forward::step's state); scan and
// chunked start from the zero state of set_initial, so it must be zero for them (they use it as
// scratch).

template <class Maps>
void brent_kung(Maps& maps, std::size_t T) {
  std::size_t D = 0;
  for (std::size_t d = 1; 2 * d - 1 <= T; d *= 2) {
    D = d;
    for (std::size_t i = 2 * d - 1; i <= T; i += 2 * d) maps.compose(i, i, i - d);
  }
  for (std::size_t d = D; d >= 1; d /= 2)
    for (std::size_t i = 3 * d - 1; i <= T; i += 2 * d) maps.compose(i, i, i - d);
}

template <class Maps, class Emit>
void run_order(Maps& maps, std::size_t T, const lrnn::EvalOrder& order, double* h, Emit&& emit) {
  if (order.kind == lrnn::OrderKind::sequential) {
    for (std::size_t t = 0; t < T; ++t) {
      maps.step(t, h);
      emit(t, h);
    }
    return;
  }
  if (order.kind == lrnn::OrderKind::scan) {
    maps.resize(T + 1);
    maps.set_initial(0);
    for (std::size_t t = 1; t <= T; ++t) maps.set_token(t, t - 1);
    brent_kung(maps, T);
    for (std::size_t t = 1; t <= T; ++t) emit(t - 1, maps.state(t));
    return;
  }
  const std::size_t C = order.chunk;
  const std::size_t chunks = T / C + (T % C != 0);  // not (T + C - 1) / C: C may be near 2^64
  maps.resize(chunks + 2);                          // the last slot holds one token's map
  const std::size_t tmp = chunks + 1;
  maps.set_initial(0);
  for (std::size_t k = 1; k <= chunks; ++k) {
    const std::size_t begin = (k - 1) * C, end = std::min(T, k * C);
    maps.set_token(k, begin);
    for (std::size_t t = begin + 1; t < end; ++t) {
      maps.set_token(tmp, t);
      maps.compose(k, tmp, k);  // summary = map_t o summary
    }
  }
  brent_kung(maps, chunks);
  for (std::size_t k = 1; k <= chunks; ++k) {
    const std::size_t begin = (k - 1) * C, end = std::min(T, k * C);
    std::copy(maps.state(k - 1), maps.state(k - 1) + maps.state_size(), h);
    for (std::size_t t = begin; t + 1 < end; ++t) {
      maps.step(t, h);
      emit(t, h);
    }
    emit(end - 1, maps.state(k));
  }
}

// A pool of affine maps (A, b): A n_a values, b n_b values; `constant`: A not needed.
struct Pool {
  std::size_t na = 0, nb = 0;
  std::vector<double> A, b;
  std::vector<std::uint8_t> constant;
  void resize(std::size_t count) {
    A.assign(count * na, 0.0);
    b.assign(count * nb, 0.0);
    constant.assign(count, 0);
  }
  double* a(std::size_t i) { return A.data() + i * na; }
  double* bp(std::size_t i) { return b.data() + i * nb; }
};

}  // namespace lrnnc::learned::detail
