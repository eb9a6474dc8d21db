// The CPU backend's memoized runs (memo.hpp).
#include "lrnn/engine/memo.hpp"

#include <algorithm>
#include <cstring>

#include "lrnn/engine/lane-scan.hpp"

namespace lrnnc::lrnn::engine {

namespace {

std::size_t letter_count(const NetView& net) {
  std::size_t letters = net.check ? net.spec_letters : 0;
  for (std::uint32_t l = 0; l < net.num_layers; ++l) letters = std::max<std::size_t>(letters, net.layers[l].letters);
  return letters;
}

}  // namespace

StepMemo::StepMemo(const NetView& net)
    : net_(net), L_(net.num_layers), nd_(net.total_nd), letters_(std::max<std::size_t>(1, letter_count(net))) {}

LaneResult StepMemo::run(const LaneArith& ar, const std::uint32_t* word, std::size_t length, const LaneMemory& m,
                         bool stop, std::uint32_t* states) {
  if (full_) return lane_run_word(net_, ar, word, length, m, stop, states, 1);
  if (ids_.empty()) {
    lane_init(net_, m);
    add_state(m);
  }
  LaneProgress p;
  p.spec = net_.spec_start;
  std::uint32_t id = 0;  // the initial state
  for (std::size_t t = 0; t < length; ++t) {
    const std::uint32_t letter = word[t];
    const Step* e = letter < letters_ ? &steps_[id * letters_ + letter] : nullptr;
    if (!e || e->next == kNone) e = compute(ar, id, letter, m);
    if (!e) {  // the table is full (or the letter out of range): step from this state on
      load(id, m);
      return lane_run_from(net_, ar, word, t, length, m, stop, states, 1, p);
    }
    p.valid = p.valid && !e->invalid;
    const std::uint32_t q = p.valid ? e->q : kNone;
    p.out.max_d2 = p.out.max_d2 < e->d2 ? e->d2 : p.out.max_d2;
    if (states) states[t] = q;
    if (lane_check(net_, q, letter, t, stop, p.spec, p.out)) break;
    id = e->next;
  }
  return p.out;
}

// The state in m as an entry (a new one, or the one with the same bits); kNone when the table is full.
std::uint32_t StepMemo::add_state(const LaneMemory& m) {
  std::vector<std::uint64_t> key(nd_);
  for (std::size_t i = 0; i < nd_; ++i) key[i] = to_bits(m.h[i]);
  const auto [it, inserted] = ids_.try_emplace(std::move(key), static_cast<std::uint32_t>(ids_.size()));
  if (!inserted) return it->second;
  if (ids_.size() > kMaxStates || ids_.size() * letters_ > kMaxSteps) {
    ids_.erase(it);
    full_ = true;
    return kNone;
  }
  h_.insert(h_.end(), m.h, m.h + nd_);
  rows_.insert(rows_.end(), m.rows, m.rows + L_);
  values_.insert(values_.end(), m.values, m.values + L_);
  d2_.insert(d2_.end(), m.d2, m.d2 + L_);
  steps_.resize(steps_.size() + letters_);
  return it->second;
}

void StepMemo::load(std::uint32_t id, const LaneMemory& m) const {
  std::copy_n(h_.begin() + static_cast<std::ptrdiff_t>(id * nd_), nd_, m.h);
  std::copy_n(rows_.begin() + static_cast<std::ptrdiff_t>(id * L_), L_, m.rows);
  std::copy_n(values_.begin() + static_cast<std::ptrdiff_t>(id * L_), L_, m.values);
  std::copy_n(d2_.begin() + static_cast<std::ptrdiff_t>(id * L_), L_, m.d2);
}

// The step from state id by `letter`, tabulated; null when it cannot be.
const StepMemo::Step* StepMemo::compute(const LaneArith& ar, std::uint32_t id, std::uint32_t letter,
                                        const LaneMemory& m) {
  if (full_ || letter >= letters_) return nullptr;
  load(id, m);
  Step step;
  bool valid = true;
  lane_step(net_, ar, letter, m, valid);
  step.invalid = !valid;
  step.q = valid ? lane_read(net_, m.values, 1) : kNone;
  step.d2 = lane_max_d2(net_, m, 0.0);
  step.next = add_state(m);
  if (step.next == kNone) return nullptr;
  steps_[id * letters_ + letter] = step;
  return &steps_[id * letters_ + letter];
}

ScanMemo::ScanMemo(const NetView& net) : net_(net), layers_(net.num_layers) {
  std::size_t scratch = 0;
  for (std::uint32_t l = 0; l < net.num_layers; ++l) {
    const LayerView& L = net.layers[l];
    layers_[l].token_id.assign(std::size_t{L.num_tokens} + 1, kNone);
    scratch = std::max<std::size_t>(scratch, 2 * (std::size_t{L.n} * L.n + L.nd));
  }
  tmp_.resize(scratch);
}

// The id of the element (A, b, constant) (b null: none; A not read for a constant); kNone when the
// layer's table is full.
std::uint32_t ScanMemo::intern(Layer& m, const LayerView& L, const double* A, const double* b, bool constant) {
  const std::size_t nn = std::size_t{L.n} * L.n, nd = L.nd;
  const std::uint64_t flags = (constant ? 1u : 0u) | (b ? 2u : 0u);
  std::uint64_t h = hash_bytes(&flags, sizeof flags);
  if (!constant) h = mix64(h ^ hash_bytes(A, nn * sizeof(double)));
  if (b) h = mix64(h ^ hash_bytes(b, nd * sizeof(double)));
  const auto [first, last] = m.ids.equal_range(h);
  for (auto it = first; it != last; ++it) {
    const std::uint32_t id = it->second;
    if (m.constant[id] != constant || m.has_b[id] != (b != nullptr)) continue;
    if (!constant && std::memcmp(m.A.data() + id * nn, A, nn * sizeof(double)) != 0) continue;
    if (b && std::memcmp(m.b.data() + id * nd, b, nd * sizeof(double)) != 0) continue;
    return id;
  }
  const std::size_t id = m.has_b.size();
  if (id >= kMaxElements || (id + 1) * (nn + nd) * sizeof(double) > kMaxBytes) {
    full_ = true;
    return kNone;
  }
  if (constant)
    m.A.resize(m.A.size() + nn, 0.0);  // never read
  else
    m.A.insert(m.A.end(), A, A + nn);
  if (b)
    m.b.insert(m.b.end(), b, b + nd);
  else
    m.b.resize(m.b.size() + nd, 0.0);
  m.has_b.push_back(b ? 1 : 0);
  m.constant.push_back(constant ? 1 : 0);
  m.row.push_back(kNone);
  m.d2.push_back(0.0);
  m.ids.emplace(h, static_cast<std::uint32_t>(id));
  return static_cast<std::uint32_t>(id);
}

// left o right (lane_compose, as scan_layer_segment's combine); kNone when a table is full.
std::uint32_t ScanMemo::combine(const LaneArith& ar, Layer& m, const LayerView& L, std::uint32_t left,
                                std::uint32_t right) {
  const std::uint64_t key = (std::uint64_t{left} << 32) | right;
  if (const auto it = m.combines.find(key); it != m.combines.end()) return it->second;
  // A constant left element never occurs in the tree (it would cover element 0 and lie right of
  // its partner); its A is not kept, so the memo gives up rather than guess.
  if (m.combines.size() >= kMaxCombines || m.constant[left]) {
    full_ = true;
    return kNone;
  }
  const std::size_t n = L.n, d = L.d, nn = n * n, nd = L.nd;
  double* const outA = tmp_.data();
  double* const outb = outA + nn;
  double* const scratch = outb + nd;
  std::copy_n(m.A.data() + left * nn, nn, outA);
  if (m.has_b[left]) std::copy_n(m.b.data() + left * nd, nd, outb);
  const bool constant = m.constant[right] != 0;
  const bool has_b =
      lane_compose(ar, n, d, outA, m.has_b[left] ? outb : nullptr, constant ? nullptr : m.A.data() + right * nn,
                   m.has_b[right] ? m.b.data() + right * nd : nullptr, outA, outb, scratch);
  const std::uint32_t id = intern(m, L, outA, has_b ? outb : nullptr, constant);
  if (id != kNone) m.combines.emplace(key, id);
  return id;
}

// Layer l of the word: tokens, elements, the tree's levels over elements 0..T, the decoded values.
bool ScanMemo::run_layer(const LaneArith& ar, std::size_t l, const std::uint32_t* word, std::size_t T) {
  const std::size_t nl = net_.num_layers;
  const LayerView& L = net_.layers[l];
  Layer& m = layers_[l];
  const std::size_t nn = std::size_t{L.n} * L.n, nd = L.nd;
  e_.resize(T + 1);
  e_[0] = intern(m, L, nullptr, L.H0, true);  // (0, H0)
  if (e_[0] == kNone) return false;
  for (std::size_t t = 0; t < T; ++t) {
    const std::int32_t tok = lane_token(L, word[t], values_.data() + (t + 1) * nl, values_.data() + t * nl, 1);
    if (tok < 0) invalid_[t] = 1;
    const std::size_t k = tok < 0 ? std::size_t{L.num_tokens} : static_cast<std::size_t>(tok);
    if (m.token_id[k] == kNone) {
      const double* B = tok >= 0 && L.tokens[tok].b >= 0 ? L.weights + L.tokens[tok].b : nullptr;
      m.token_id[k] = intern(m, L, L.mats + k * nn, B, false);
      if (m.token_id[k] == kNone) return false;
    }
    e_[t + 1] = m.token_id[k];
  }
  // Brent-Kung over elements 0..E, E = T (scan_layer_segment with lo = 0, hi = E).
  const std::size_t E = T;
  const auto level = [&](std::size_t first, std::size_t s) {
    for (std::size_t i = first; i <= E; i += 2 * s)
      if ((e_[i] = combine(ar, m, L, e_[i], e_[i - s])) == kNone) return false;
    return true;
  };
  std::size_t D = 0;
  for (std::size_t s = 1; 2 * s - 1 <= E; s *= 2) {
    D = s;
    if (!level(2 * s - 1, s)) return false;
  }
  for (std::size_t s = D; s >= 1; s /= 2)
    if (!level(3 * s - 1, s)) return false;
  // Every position's state: the b of its (constant) element, decoded to the nearest row.
  for (std::size_t t = 0; t < T; ++t) {
    const std::uint32_t id = e_[t + 1];
    if (!m.constant[id] || !m.has_b[id]) return false;  // not a prefix's map: never (the tree's bits say so)
    if (m.row[id] == kNone) {
      const Nearest r = lane_nearest(L, m.b.data() + id * nd, 1);
      m.row[id] = r.row, m.d2[id] = r.d2;
    }
    values_[(t + 1) * nl + l] = lane_value(L, m.row[id]);        // no row (kNone) is searched again: rare
    pos_d2_[t] = pos_d2_[t] < m.d2[id] ? m.d2[id] : pos_d2_[t];  // std::max: a NaN distance is not taken
  }
  return true;
}

bool ScanMemo::run(const LaneArith& ar, const std::uint32_t* word, std::size_t T, bool stop, std::uint32_t* states,
                   LaneResult* result) {
  if (full_) return false;
  const std::size_t nl = net_.num_layers;
  values_.assign((T + 1) * nl, 0);
  for (std::size_t l = 0; l < nl; ++l) values_[l] = lane_value(net_.layers[l], net_.layers[l].initial_row);
  invalid_.assign(T, 0);
  pos_d2_.assign(T, 0.0);
  for (std::size_t l = 0; l < nl; ++l)
    if (!run_layer(ar, l, word, T)) return false;
  // The reading, as scan_run_word's.
  ScanRead r;
  r.spec = net_.spec_start;
  for (std::size_t t = 0; t < T; ++t) {
    r.valid = r.valid && !invalid_[t];
    const std::uint32_t q = r.valid ? lane_read(net_, values_.data() + (t + 1) * nl, 1) : kNone;
    r.out.max_d2 = r.out.max_d2 < pos_d2_[t] ? pos_d2_[t] : r.out.max_d2;
    if (states) states[t] = q;
    if (lane_check(net_, q, word[t], t, stop, r.spec, r.out)) break;
  }
  *result = r.out;
  return true;
}

}  // namespace lrnnc::lrnn::engine
