// The batched engine's host side: what it covers, the flat network layout, the CPU backend and the
// host harness of the CUDA code path (engine.hpp).
#include "lrnn/engine/engine.hpp"

#include <algorithm>
#include <cmath>
#include <thread>
#include <unordered_map>
#include <variant>

#include "common/error.hpp"
#include "common/hash.hpp"
#include "lrnn/engine/lane-scan.hpp"
#include "lrnn/engine/memo.hpp"
#include "lrnn/engine/simd.hpp"
#include "lrnn/parallel-for.hpp"
#include "lrnn/runner-impl.hpp"
#include "lrnn/runner.hpp"

namespace lrnnc::lrnn::engine {

namespace {

constexpr std::size_t kMaxTable = detail::kMaxTable;
// The predicted-row table costs rows^2 * tokens * nd to build; beyond this the engine searches.
constexpr std::size_t kMaxPredictionWork = std::size_t{1} << 27;

// Why a format is outside the engine's arithmetic, or "" when it is covered.
std::string format_gap(const precision::Format& format) {
  if (format.is_mpfr()) return "an MPFR format";
  if (format.is_fixed()) return "a fixed-point format";
  const precision::FloatFormat& f = format.as_float();
  if (f == precision::fp64()) return "";
  if (f.mantissa_bits > 24 || f.exponent_bits > 9) return "a float format wider than 24 mantissa or 9 exponent bits";
  return "";
}

LaneRounder rounder(const precision::Format& format) {
  LaneRounder r;
  const precision::FloatFormat& f = format.as_float();
  if (f == precision::fp64()) return r;
  r.native = false;
  r.shift = 52 - f.mantissa_bits;
  r.low = (std::uint64_t{1} << r.shift) - 1;
  r.half_minus_one = r.low >> 1;
  r.min_normal = f.min_normal();
  r.half_min = 0.5 * r.min_normal;
  r.magic = std::ldexp(1.0, f.emin() - f.mantissa_bits + 52);
  r.max = f.max_finite();
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  r.on_overflow = f.overflow == precision::Overflow::infinity   ? inf
                  : f.overflow == precision::Overflow::saturate ? r.max
                                                                : nan;
  r.on_infinity = f.has_infinity() && f.overflow == precision::Overflow::infinity ? inf
                  : f.overflow == precision::Overflow::saturate                   ? r.max
                                                                                  : nan;
  r.subnormals = f.subnormals;
  r.lo_bits = to_bits(r.min_normal);
  r.span = to_bits(r.max) + (std::uint64_t{1} << (r.shift - 1)) - r.lo_bits;
  return r;
}

std::size_t readout_table_size(const Network& network) {
  std::size_t size = 1;
  for (const Layer& layer : network.layers) {
    std::uint32_t max_value = 0;
    for (auto v : layer.codebook.values) max_value = std::max(max_value, v);
    size = size > kMaxTable ? size : size * (std::size_t{max_value} + 1);
  }
  return size;
}

// The nonzero weights of a layer's sparse dense tokens (TokenView::sparse): dense tokens with at
// most half their weights nonzero; first[t] = the token's offset into ptr, or -1.
struct Sparse {
  std::vector<std::uint32_t> ptr, col;
  std::vector<double> val;
  std::vector<std::int64_t> first;
};
Sparse sparse_rows(const detail::LayerPlan& plan) {
  Sparse s;
  const std::size_t n = plan.n;
  for (const detail::TokenPlan& t : plan.tokens) {
    s.first.push_back(-1);
    if (t.kind != detail::TokenPlan::dense) continue;
    const double* A = plan.weights.data() + t.data;
    const auto nonzero = static_cast<std::size_t>(std::count_if(A, A + n * n, [](double w) { return w != 0.0; }));
    if (2 * nonzero > n * n) continue;
    s.first.back() = static_cast<std::int64_t>(s.ptr.size());
    for (std::size_t i = 0; i < n; ++i) {
      s.ptr.push_back(static_cast<std::uint32_t>(s.col.size()));
      for (std::size_t j = 0; j < n; ++j)
        if (A[i * n + j] != 0.0) s.col.push_back(static_cast<std::uint32_t>(j)), s.val.push_back(A[i * n + j]);
    }
    s.ptr.push_back(static_cast<std::uint32_t>(s.col.size()));
  }
  return s;
}

// Whether a dense matrix has at most one nonzero entry in each row (a permutation matrix, scaled
// or signed, or a one-hot construction's transition).
bool monomial(const Matrix& A) {
  for (Eigen::Index i = 0; i < A.rows(); ++i)
    if ((A.row(i).array() != 0.0).count() > 1) return false;
  return true;
}

// The work of tabulating a layer's predicted next rows (HostNet: each row's image under each token,
// then the nearest row to it). Monomial dense tokens on a codebook of vectors with one nonzero
// each map rows to vectors with one nonzero per column, found among the rows by their exact bits
// (next_rows): K x T x (n d) then, not the K^2 x T x (n d) of a search per image.
double prediction_work(const Layer& layer) {
  const double K = static_cast<double>(layer.codebook.values.size()), T = static_cast<double>(layer.tokens.size());
  const double nd = static_cast<double>(layer.n * layer.d);
  bool one_hot = true;
  for (Eigen::Index k = 0; one_hot && k < layer.codebook.vectors.rows(); ++k)
    one_hot = (layer.codebook.vectors.row(k).array() != 0.0).count() <= static_cast<Eigen::Index>(layer.d);
  for (const Token& t : layer.tokens) {
    const auto* dense = std::get_if<Dense>(&t.transition);
    one_hot = one_hot && dense && monomial(dense->A);
  }
  return one_hot ? K * T * nd : K * K * T * nd;
}

// Predicted next rows of one layer: row k's exact (native) image under token t, looked up among the
// codebook rows by its bits (the rows are distinct points, so an equal row is the nearest), else
// the nearest row (kNone where the image is not finite).
std::vector<std::uint32_t> next_rows(const detail::LayerPlan& plan, detail::RunnerImpl& native_impl,
                                     const detail::LayerPlan& nplan) {
  const std::size_t T = plan.tokens.size(), K = plan.code_rows, nd = plan.nd;
  // A point's key: its components' bits, -0 read as +0 (equal values, equal keys).
  const auto key = [nd](const double* x) {
    std::vector<std::uint64_t> bits(nd);
    for (std::size_t i = 0; i < nd; ++i) bits[i] = to_bits(x[i] == 0.0 ? 0.0 : x[i]);
    return bits;
  };
  std::unordered_map<std::vector<std::uint64_t>, std::uint32_t, VectorHash> rows;
  for (std::size_t k = K; k-- > 0;)  // the first of equal rows wins
    rows[key(plan.code.data() + k * nd)] = static_cast<std::uint32_t>(k);
  const Sparse native_sparse = sparse_rows(nplan);
  const detail::SortedRows sorted(plan);
  std::vector<std::uint32_t> next(K * T, kNone);
  std::vector<double> h(nd), y(plan.n);
  for (std::size_t k = 0; k < K; ++k)
    for (std::size_t t = 0; t < T; ++t) {
      std::copy(plan.code.begin() + static_cast<std::ptrdiff_t>(k * nd),
                plan.code.begin() + static_cast<std::ptrdiff_t>((k + 1) * nd), h.begin());
      if (native_sparse.first[t] >= 0) {
        // The native dense product without its zero weights (exact: see lane_transform's sparse branch).
        const std::uint32_t* ptr = native_sparse.ptr.data() + native_sparse.first[t];
        const detail::TokenPlan& tok = nplan.tokens[t];
        for (std::size_t c = 0; c < plan.d; ++c) {
          double* col = h.data() + c * plan.n;
          for (std::size_t i = 0; i < plan.n; ++i) {
            double sum = 0;
            for (std::uint32_t e = ptr[i]; e < ptr[i + 1]; ++e) sum += native_sparse.val[e] * col[native_sparse.col[e]];
            y[i] = sum;
          }
          for (std::size_t i = 0; i < plan.n; ++i)
            col[i] = y[i] + (tok.b >= 0 ? nplan.weights[static_cast<std::size_t>(tok.b) + c * plan.n + i] : 0.0);
        }
      } else {
        native_impl.apply(nplan, nplan.tokens[t], h.data());
      }
      if (!std::all_of(h.begin(), h.end(), [](double x) { return std::isfinite(x); })) continue;
      const auto hit = rows.find(key(h.data()));
      next[k * T + t] = hit != rows.end() ? hit->second : sorted.nearest(h.data());
    }
  return next;
}

}  // namespace

std::optional<std::string> unsupported(const Network& network, const SimulateOptions& options,
                                       const automata::Dfa* expected) {
  if (options.keep_states) return "keeping every layer state (the engine returns read states only)";
  if (options.margins) return "decoding margins (the engine returns read states only)";
  std::size_t max_n = 1;
  for (const Layer& layer : network.layers) max_n = std::max(max_n, layer.n);
  if (options.policy) {
    const precision::Policy& p = *options.policy;
    for (const auto* f : {&p.storage, &p.accumulator})
      if (auto gap = format_gap(*f); !gap.empty()) return "policy " + precision::to_string(p) + ": " + gap;
    if (p.rounding.mode != precision::RoundingMode::rne)
      return "policy " + precision::to_string(p) + ": rounding " + precision::to_string(p.rounding) +
             " (the engine rounds to nearest even)";
    if (p.storage.as_float() == precision::fp64() && !(p.accumulator.as_float() == precision::fp64()))
      return "policy " + precision::to_string(p) + ": an fp64 storage format with a narrower accumulator";
    if (p.order == precision::SumOrder::pairwise && max_n > LaneArith::kMaxPairwise)
      return "pairwise sums over more than " + std::to_string(LaneArith::kMaxPairwise) + " terms";
  }
  for (const Layer& layer : network.layers) {
    if (layer.context.empty()) continue;
    std::size_t size = network.num_letters();
    for (const auto& c : layer.context) {
      std::uint32_t max_value = 0;
      for (auto v : network.layers[c.layer].codebook.values) max_value = std::max(max_value, v);
      size = size > kMaxTable ? size : size * (std::size_t{max_value} + 1);
    }
    if (size > kMaxTable) return "a token table larger than 2^24 entries";
  }
  if (readout_table_size(network) > kMaxTable) return "a readout table larger than 2^24 entries";
  // Without the predicted next rows (HostNet: too much work to tabulate) every step would search
  // the whole codebook, and building the engine's tables costs more than it saves (measured: the
  // one-hot S5 network, 120 rows x 120 tokens x 120 dimensions, 1.4-5x slower than the reference).
  for (const Layer& layer : network.layers)
    if (prediction_work(layer) > static_cast<double>(kMaxPredictionWork))
      return "a codebook too large to tabulate its next rows (rows^2 x tokens x dimensions > 2^27)";
  if (expected && network.automaton.num_states() * expected->num_states() > (std::size_t{1} << 22))
    return "more than 2^22 (network state, expected state) pairs";
  return std::nullopt;
}

LaneArith lane_arith(const std::optional<precision::Policy>& policy) {
  LaneArith a;
  if (!policy) return a;  // native: both rounders native
  a.storage = rounder(policy->storage);
  a.acc = rounder(policy->accumulator);
  a.fma = policy->fma;
  a.pairwise = policy->order == precision::SumOrder::pairwise;
  a.exact_products = !a.storage.native;
  return a;
}

namespace {

// A layer's arrays from the Runner's plan (weights rounded to the storage format exactly as the
// reference rounds them), the sparse rows of its dense tokens, and its predicted next rows where
// tabulating them is cheap enough (`native`: the native Runner's plan of the layer).
HostNet::Layer layer_arrays(const Layer& layer, const detail::LayerPlan& plan, detail::RunnerImpl& native_impl,
                            const detail::LayerPlan& native) {
  HostNet::Layer out;
  for (const detail::TokenPlan& t : plan.tokens) {
    TokenView v;
    v.kind = t.kind == detail::TokenPlan::diagonal      ? TokenKind::diagonal
             : t.kind == detail::TokenPlan::householder ? TokenKind::householder
                                                        : TokenKind::dense;
    v.data = t.data, v.factor_begin = t.factor_begin, v.factor_count = t.factor_count, v.b = t.b;
    out.tokens.push_back(v);
  }
  for (const detail::FactorPlan& f : plan.factors) out.factors.push_back({f.begin, f.count, f.beta});
  out.index = plan.index;
  out.weights = plan.weights;
  out.by_letter = plan.by_letter;
  out.by_key = plan.by_key;
  for (const ContextRef& c : plan.context) out.context.push_back({c.layer, c.lag});
  out.radix = plan.radix;
  out.code = plan.code;
  out.code_values = plan.code_values;
  out.H0 = plan.H0;
  // Dense tokens with at most half their (storage-rounded) weights nonzero, row by row.
  const Sparse sparse = sparse_rows(plan);
  out.sparse_ptr = sparse.ptr, out.sparse_col = sparse.col, out.sparse_val = sparse.val;
  for (std::size_t t = 0; t < plan.tokens.size(); ++t) out.tokens[t].sparse = sparse.first[t];
  // Predicted rows: the nearest row to the exact (native) image of each row under each token. A
  // hint only: a prediction is accepted only within the radius that proves it nearest.
  const std::size_t T = plan.tokens.size(), K = plan.code_rows;
  if (K * T <= kMaxTable && prediction_work(layer) <= static_cast<double>(kMaxPredictionWork))
    out.next_row = next_rows(plan, native_impl, native);
  return out;
}

// A layer's sizes, its state's offset in the concatenated state and its initial row; the pointers
// are set by point_view.
LayerView layer_sizes(const detail::LayerPlan& plan, std::uint32_t offset) {
  LayerView v;
  v.n = static_cast<std::uint32_t>(plan.n), v.d = static_cast<std::uint32_t>(plan.d);
  v.nd = static_cast<std::uint32_t>(plan.nd), v.num_tokens = static_cast<std::uint32_t>(plan.tokens.size());
  v.state_offset = offset;
  v.letters = static_cast<std::uint32_t>(plan.letters);
  v.num_context = static_cast<std::uint32_t>(plan.context.size());
  v.code_rows = static_cast<std::uint32_t>(plan.code_rows);
  v.accept2 = plan.accept2;
  const auto [row, d2] = detail::nearest(plan, plan.H0.data());
  v.initial_row = row;
  v.initial_d2 = d2;
  return v;
}

// The view's pointers into the layer's arrays.
void point_view(const HostNet::Layer& a, LayerView& v) {
  v.tokens = a.tokens.data(), v.factors = a.factors.data(), v.index = a.index.data();
  v.weights = a.weights.data(), v.by_letter = a.by_letter.data(), v.context = a.context.data();
  v.radix = a.radix.data(), v.by_key = a.by_key.empty() ? nullptr : a.by_key.data();
  v.code = a.code.data(), v.code_values = a.code_values.data();
  v.next_row = a.next_row.empty() ? nullptr : a.next_row.data();
  v.sparse_ptr = a.sparse_ptr.data(), v.sparse_col = a.sparse_col.data(), v.sparse_val = a.sparse_val.data();
  v.H0 = a.H0.data();
}

// Readout: a mixed-radix table over the layers' decoded values (radix[l]: layer l's largest value
// plus one).
std::vector<std::uint32_t> readout_table(const Network& network, const std::vector<std::uint32_t>& radix) {
  const std::size_t L = radix.size();
  std::size_t size = 1;
  for (std::size_t l = 0; l < L; ++l) size *= radix[l];
  std::vector<std::uint32_t> readout(size, kNone);
  if (L == 1) {
    for (std::size_t v = 0; v < size && v < network.readout.size(); ++v) readout[v] = network.readout[v];
  } else {
    // The first listed key wins, as Network::read finds it.
    for (std::size_t i = network.readout_keys.size(); i-- > 0;) {
      const auto& key = network.readout_keys[i];
      std::size_t k = 0;
      bool in_range = true;
      for (std::size_t l = L; l-- > 0;) {
        if (key[l] >= radix[l]) in_range = false;
        k = k * radix[l] + key[l];
      }
      if (in_range) readout[k] = network.readout[i];
    }
  }
  return readout;
}

// The tables that check a run against the expected automaton: whether each (network state,
// expected state) pair has the same output label, and the expected automaton's transitions.
void expected_tables(const Network& network, const automata::Dfa& expected, std::vector<std::uint8_t>& agree,
                     std::vector<std::uint32_t>& spec_delta, NetView& view) {
  const std::size_t nq = network.automaton.num_states(), np = expected.num_states(), k = expected.num_letters();
  agree.resize(nq * np);
  for (std::size_t q = 0; q < nq; ++q)
    for (std::size_t p = 0; p < np; ++p)
      agree[q * np + p] = network.automaton.output_label(static_cast<automata::State>(q)) ==
                          expected.output_label(static_cast<automata::State>(p));
  spec_delta.resize(np * k);
  for (std::size_t p = 0; p < np; ++p)
    for (std::size_t a = 0; a < k; ++a)
      spec_delta[p * k + a] = expected.next(static_cast<automata::State>(p), static_cast<automata::Letter>(a));
  view.check = true;
  view.spec_states = static_cast<std::uint32_t>(np);
  view.spec_letters = static_cast<std::uint32_t>(k);
  view.spec_start = expected.start();
}

// The token matrices of the parallel orders, as LayerScan materializes them: diagonals and dense
// matrices as stored, Householder products applied to the columns of the identity with the step's
// rounding; then the identity.
void token_matrices(const LaneArith& arith, HostNet::Layer& a, LayerView& v) {
  const std::size_t n = v.n, nn = n * n;
  a.mats.assign((a.tokens.size() + 1) * nn, 0.0);
  std::vector<double> column(n), scratch(n);
  for (std::size_t k = 0; k <= a.tokens.size(); ++k) {
    double* M = a.mats.data() + k * nn;
    if (k == a.tokens.size()) {
      for (std::size_t i = 0; i < n; ++i) M[i * n + i] = 1.0;
      continue;
    }
    const TokenView& t = a.tokens[k];
    switch (t.kind) {
      case TokenKind::diagonal:
        for (std::size_t i = 0; i < n; ++i) M[i * n + i] = a.weights[t.data + i];
        break;
      case TokenKind::dense:
        std::copy(a.weights.begin() + t.data, a.weights.begin() + static_cast<std::ptrdiff_t>(t.data + nn), M);
        break;
      case TokenKind::householder:
        for (std::size_t j = 0; j < n; ++j) {
          std::fill(column.begin(), column.end(), 0.0);
          column[j] = 1.0;
          lane_transform(arith, v, t, column.data(), scratch.data(), 1);
          for (std::size_t i = 0; i < n; ++i) M[i * n + j] = column[i];
        }
        break;
    }
  }
  v.mats = a.mats.data();
}

}  // namespace

HostNet::HostNet(const Network& network, const std::optional<precision::Policy>& policy, const automata::Dfa* expected,
                 bool matrices)
    : arith_(lane_arith(policy)) {
  // The Runner's plans: weights rounded to the storage format exactly as the reference rounds them.
  Runner runner(network, policy);
  detail::RunnerImpl& impl = detail::RunnerAccess::get(runner);
  Runner native(network);
  detail::RunnerImpl& native_impl = detail::RunnerAccess::get(native);
  const std::size_t L = impl.layers.size();
  layers_.resize(L);
  layer_views_.resize(L);
  std::uint32_t offset = 0, max_n = 1;
  for (std::size_t l = 0; l < L; ++l) {
    const detail::LayerPlan& plan = impl.layers[l];
    layers_[l] = layer_arrays(network.layers[l], plan, native_impl, native_impl.layers[l]);
    layer_views_[l] = layer_sizes(plan, offset);
    offset += layer_views_[l].nd;
    max_n = std::max(max_n, layer_views_[l].n);
  }
  readout_radix_.resize(L);
  for (std::size_t l = 0; l < L; ++l) {
    std::uint32_t max_value = 0;
    for (auto x : network.layers[l].codebook.values) max_value = std::max(max_value, x);
    readout_radix_[l] = max_value + 1;
  }
  readout_ = readout_table(network, readout_radix_);
  if (expected) expected_tables(network, *expected, agree_, spec_delta_, view_);
  for (std::size_t l = 0; l < L; ++l) point_view(layers_[l], layer_views_[l]);
  for (std::size_t l = 0; matrices && l < L; ++l) token_matrices(arith_, layers_[l], layer_views_[l]);
  view_.num_layers = static_cast<std::uint32_t>(L);
  view_.total_nd = offset;
  view_.max_n = max_n;
  view_.layers = layer_views_.data();
  view_.readout_radix = readout_radix_.data();
  view_.readout = readout_.data();
  view_.spec_delta = spec_delta_.empty() ? nullptr : spec_delta_.data();
  view_.agree = agree_.empty() ? nullptr : agree_.data();
}

WordRun to_word_run(const LaneResult& result, std::vector<automata::State> states) {
  WordRun run;
  run.states = std::move(states);
  if (result.first_failure) run.first_failure = static_cast<std::size_t>(result.first_failure);
  run.max_drift = std::sqrt(result.max_d2);
  return run;
}

std::vector<WordRun> to_word_runs(std::span<const LaneResult> results, std::span<const std::uint32_t> states,
                                  std::span<const std::uint64_t> offset, bool stop_at_failure) {
  std::vector<WordRun> out(results.size());
  for (std::size_t w = 0; w < results.size(); ++w) {
    std::vector<automata::State> st;
    if (!states.empty()) {
      std::size_t len = offset[w + 1] - offset[w];
      if (results[w].first_failure && stop_at_failure) len = results[w].first_failure;
      st.assign(states.begin() + static_cast<std::ptrdiff_t>(offset[w]),
                states.begin() + static_cast<std::ptrdiff_t>(offset[w] + len));
    }
    out[w] = to_word_run(results[w], std::move(st));
  }
  return out;
}

namespace {

// One lane's memory, contiguous (stride 1).
struct LaneBuffers {
  std::vector<double> h, scratch, d2;
  std::vector<std::uint32_t> values, prev_values, rows;
  explicit LaneBuffers(const NetView& net)
      : h(net.total_nd),
        scratch(net.max_n),
        d2(net.num_layers),
        values(net.num_layers),
        prev_values(net.num_layers),
        rows(net.num_layers) {}
  LaneMemory memory() {
    return {h.data(), scratch.data(), values.data(), prev_values.data(), rows.data(), d2.data(), 1};
  }
};

std::size_t thread_count(const SimulateOptions& options) {
  return options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
}

std::size_t order_chunk(const EvalOrder& order) { return order.kind == OrderKind::scan ? 0 : order.chunk; }

void require_matrices(const NetView& view) {
  for (std::uint32_t l = 0; l < view.num_layers; ++l)
    if (!view.layers[l].mats) throw Error("engine: the scan and chunked orders need a HostNet built with matrices");
}

}  // namespace

std::size_t scan_work_bytes(const NetView& view, std::size_t T, const EvalOrder& order, std::size_t threads) {
  return scan_layout(scan_dims(view, T, order_chunk(order), threads), nullptr, nullptr);
}

namespace {

// The CPU backend's team of one: tree levels in vectors where simd::compose_level covers the layer.
struct CpuTeam : HostTeam {
  static constexpr bool kComposeLevels = true, kInOrder = true;
  bool compose_level(const LaneArith& ar, std::size_t n, std::size_t d, double* A, double* b, std::uint8_t* has_b,
                     std::uint8_t* constant, std::size_t first, std::size_t step, std::size_t back,
                     std::size_t count) const {
    if (!simd::compose_eligible(ar, n, d)) return false;
    simd::compose_level(ar, n, d, A, b, has_b, constant, first, step, back, count);
    return true;
  }
};

// A worker's memory for the words of a block: letters and read states where the source and the sink
// take them from the engine (grown to the longest word).
struct WordScratch {
  std::vector<automata::Letter> letters[simd::kLanes];
  std::vector<automata::State> states[simd::kLanes];
  automata::Letter* letters_for(std::size_t slot, std::size_t T) {
    if (letters[slot].size() < T) letters[slot].resize(T);
    return letters[slot].data();
  }
  automata::State* states_for(std::size_t slot, std::size_t T) {
    if (states[slot].size() < T) states[slot].resize(T);
    return states[slot].data();
  }
};

// Hands word w's result to the sink: the states after a stop at its failure are kNoState.
void finish(RunSink& sink, std::size_t w, const LaneResult& r, automata::State* states, std::size_t T, bool stop) {
  if (states != nullptr && r.first_failure && stop)
    std::fill(states + std::min<std::size_t>(r.first_failure, T), states + T, automata::kNoState);
  sink.done(w, states, to_word_run(r, {}));
}

// The scan and chunked orders on the CPU: threads across words, each word on a team of one.
void run_cpu_parallel_order(const HostNet& net, const WordSource& words, RunSink& sink,
                            const SimulateOptions& options) {
  const NetView& view = net.view();
  require_matrices(view);
  const std::size_t threads = std::min(thread_count(options), words.count());
  const std::size_t chunk = order_chunk(options.order);
  std::vector<std::vector<double>> work(threads);
  std::vector<WordScratch> scratch(threads);
  std::vector<std::unique_ptr<ScanMemo>> memos;  // per worker, the scan order only
  for (std::size_t i = 0; i < threads && chunk == 0; ++i) memos.push_back(std::make_unique<ScanMemo>(view));
  detail::parallel_for(words.count(), threads, [&](std::size_t worker, std::size_t w) {
    const std::size_t T = words.length(w);
    const automata::Letter* letters = words.letters(w, scratch[worker].letters_for(0, T));
    automata::State* st = options.states ? sink.states(w, scratch[worker].states_for(0, T)) : nullptr;
    LaneResult r;
    if (chunk == 0 && options.memo && memos[worker]->run(net.arith(), letters, T, options.stop_at_failure, st, &r))
      return finish(sink, w, r, st, T, options.stop_at_failure);
    const ScanDims dims = scan_dims(view, T, chunk, 1);
    std::vector<double>& buffer = work[worker];
    buffer.resize(std::max(buffer.size(), scan_layout(dims, nullptr, nullptr) / 8));
    ScanWork sw{};
    scan_layout(dims, reinterpret_cast<unsigned char*>(buffer.data()), &sw);
    scan_run_word(view, net.arith(), letters, T, chunk, sw, CpuTeam{{1}}, options.stop_at_failure, st, &r);
    finish(sink, w, r, st, T, options.stop_at_failure);
  });
}

// Words held as automata::Word, results collected as WordRuns (run_cpu on a span of words).
class SpanSource : public WordSource {
 public:
  explicit SpanSource(std::span<const automata::Word> words) : words_(words) {}
  std::size_t count() const override { return words_.size(); }
  std::size_t length(std::size_t w) const override { return words_[w].size(); }
  const automata::Letter* letters(std::size_t w, automata::Letter*) const override { return words_[w].data(); }

 private:
  std::span<const automata::Word> words_;
};
class CollectSink : public RunSink {
 public:
  CollectSink(std::span<const automata::Word> words, bool stop) : out(words.size()), words_(words), stop_(stop) {}
  automata::State* states(std::size_t w, automata::State*) override {
    out[w].states.resize(words_[w].size());
    return out[w].states.data();
  }
  void done(std::size_t w, const automata::State*, WordRun&& run) override {
    std::vector<automata::State> st = std::move(out[w].states);
    // Stopped at a failure: the reference returns the states up to it.
    if (run.first_failure && stop_) st.resize(std::min(st.size(), *run.first_failure));
    out[w] = std::move(run);
    out[w].states = std::move(st);
  }
  std::vector<WordRun> out;

 private:
  std::span<const automata::Word> words_;
  bool stop_;
};

}  // namespace

std::vector<WordRun> run_cpu(const HostNet& net, std::span<const automata::Word> words,
                             const SimulateOptions& options) {
  CollectSink sink(words, options.stop_at_failure);
  run_cpu(net, SpanSource(words), sink, options);
  return std::move(sink.out);
}

void run_cpu(const HostNet& net, const WordSource& words, RunSink& sink, const SimulateOptions& options) {
  if (words.count() == 0) return;
  if (options.order.kind != OrderKind::sequential) return run_cpu_parallel_order(net, words, sink, options);
  const NetView& view = net.view();
  const bool stop = options.stop_at_failure;
  // Words are taken in blocks of simd::kLanes; a block of equal-length words on a network the
  // vectorized kernel covers runs as one SIMD batch, any other word on its own lane.
  const bool simd = simd::eligible(view, net.arith());
  const simd::Plan plan = simd ? simd::make_plan(view, net.arith()) : simd::Plan{};
  const std::size_t blocks = (words.count() + simd::kLanes - 1) / simd::kLanes;
  const std::size_t threads = std::min(thread_count(options), blocks);
  std::vector<std::unique_ptr<LaneBuffers>> buffers;
  std::vector<std::unique_ptr<StepMemo>> memos;  // per worker
  std::vector<WordScratch> scratch(threads);
  for (std::size_t i = 0; i < threads; ++i) {
    buffers.push_back(std::make_unique<LaneBuffers>(view));
    memos.push_back(std::make_unique<StepMemo>(view));
  }
  detail::parallel_for(blocks, threads, [&](std::size_t worker, std::size_t block) {
    const std::size_t begin = block * simd::kLanes, end = std::min(words.count(), begin + simd::kLanes);
    LaneBuffers& b = *buffers[worker];
    WordScratch& mine = scratch[worker];
    // Word w on its own lane: a memoized walk (memo.hpp), or stepped.
    const auto lane = [&](std::size_t w) {
      const std::size_t T = words.length(w);
      const automata::Letter* letters = words.letters(w, mine.letters_for(0, T));
      automata::State* states = options.states ? sink.states(w, mine.states_for(0, T)) : nullptr;
      const LaneResult r = options.memo ? memos[worker]->run(net.arith(), letters, T, b.memory(), stop, states)
                                        : lane_run_word(view, net.arith(), letters, T, b.memory(), stop, states, 1);
      finish(sink, w, r, states, T, stop);
    };
    bool same_length = true;
    for (std::size_t w = begin; w < end; ++w) same_length = same_length && words.length(w) == words.length(begin);
    if (!simd || !same_length) {
      for (std::size_t w = begin; w < end; ++w) lane(w);
      return;
    }
    // A vectorizable block: memoized walks while the worker's table has room (a network that stays
    // on a few states: a table walk is cheaper than the arithmetic), the vector kernel for the rest.
    std::size_t first = begin;
    if (options.memo)
      for (; first < end && !memos[worker]->full(); ++first) lane(first);
    if (first == end) return;
    const std::size_t T = words.length(first);
    const std::uint32_t* letters[simd::kLanes] = {};
    std::uint32_t* states[simd::kLanes] = {};
    for (std::size_t w = first; w < end; ++w) {
      letters[w - first] = words.letters(w, mine.letters_for(w - first, T));
      if (options.states) states[w - first] = sink.states(w, mine.states_for(w - first, T));
    }
    LaneResult results[simd::kLanes];
    simd::run_block(view, net.arith(), plan, letters, end - first, T, stop, states, results);
    for (std::size_t w = first; w < end; ++w) finish(sink, w, results[w - first], states[w - first], T, stop);
  });
}

std::size_t letter_bytes(const NetView& view) {
  std::size_t letters = view.check ? view.spec_letters : 0;
  for (std::uint32_t l = 0; l < view.num_layers; ++l) letters = std::max<std::size_t>(letters, view.layers[l].letters);
  return letters <= 0x100 ? 1 : letters <= 0x10000 ? 2 : 4;
}

namespace {

template <class Letter>
void pack_as(std::span<const automata::Word> words, std::span<const std::uint64_t> offset, std::size_t a, std::size_t b,
             Letter* out) {
  std::size_t w = static_cast<std::size_t>(std::upper_bound(offset.begin(), offset.end(), a) - offset.begin()) - 1;
  for (std::size_t i = a; i < b; ++w) {
    const auto& word = words[w];
    const std::size_t from = i - offset[w], to = std::min<std::size_t>(word.size(), b - offset[w]);
    for (std::size_t t = from; t < to; ++t) *out++ = static_cast<Letter>(word[t]);
    i = offset[w] + to;
  }
}

}  // namespace

void pack_letters(std::span<const automata::Word> words, std::span<const std::uint64_t> offset, std::size_t a,
                  std::size_t b, std::size_t bytes, unsigned char* out) {
  if (bytes == 1) return pack_as(words, offset, a, b, out);
  if (bytes == 2) return pack_as(words, offset, a, b, reinterpret_cast<std::uint16_t*>(out));
  pack_as(words, offset, a, b, reinterpret_cast<std::uint32_t*>(out));
}

std::vector<WordRun> run_cuda_on_host(const HostNet& net, std::span<const automata::Word> words,
                                      const SimulateOptions& options, std::size_t block) {
  // The kernels' inputs (lrnn/cuda/engine.cu): the words concatenated at the device's letter width.
  const NetView& view = net.view();
  std::vector<std::uint64_t> offset(words.size() + 1, 0);
  for (std::size_t w = 0; w < words.size(); ++w) offset[w + 1] = offset[w] + words[w].size();
  const std::size_t bytes = letter_bytes(view);
  std::vector<std::uint32_t> packed((offset.back() * bytes + 3) / 4);  // 4-byte aligned
  auto* letters = reinterpret_cast<unsigned char*>(packed.data());
  pack_letters(words, offset, 0, offset.back(), bytes, letters);
  std::vector<std::uint32_t> states(options.states ? offset.back() : 0, kNone);
  std::vector<LaneResult> results(words.size());
  const auto run = [&](const auto* word_letters) {
    if (options.order.kind != OrderKind::sequential) {
      // The scan kernel's layout: one word per block of `block` threads, each word's work at
      // work_offset[w] of one buffer, the phases run thread by thread.
      require_matrices(view);
      std::vector<std::uint64_t> work_offset(words.size() + 1, 0);
      for (std::size_t w = 0; w < words.size(); ++w)
        work_offset[w + 1] = work_offset[w] + scan_work_bytes(view, words[w].size(), options.order, block);
      std::vector<double> work(work_offset.back() / 8);
      const std::size_t chunk = order_chunk(options.order);
      for (std::size_t w = 0; w < words.size(); ++w) {
        ScanWork sw;
        scan_layout(scan_dims(view, words[w].size(), chunk, block),
                    reinterpret_cast<unsigned char*>(work.data()) + work_offset[w], &sw);
        scan_run_word(view, net.arith(), word_letters + offset[w], words[w].size(), chunk, sw, HostTeam{block},
                      options.stop_at_failure, options.states ? states.data() + offset[w] : nullptr, &results[w]);
      }
      return;
    }
    // The sequential kernel's layout: one thread per word, state component i of lane k at
    // i * lanes + k, the read states at offset[k] + t.
    const std::size_t lanes = (words.size() + block - 1) / block * block;
    std::vector<double> h(lanes * view.total_nd), scratch(lanes * view.max_n), d2(lanes * view.num_layers);
    std::vector<std::uint32_t> values(lanes * view.num_layers), prev(lanes * view.num_layers),
        rows(lanes * view.num_layers);
    for (std::size_t first = 0; first < lanes; first += block)
      for (std::size_t k = first; k < first + block; ++k) {
        if (k >= words.size()) continue;  // the kernel's guard
        const LaneMemory m{
            h.data() + k, scratch.data() + k, values.data() + k, prev.data() + k, rows.data() + k, d2.data() + k,
            lanes};
        results[k] = lane_run_word(view, net.arith(), word_letters + offset[k], offset[k + 1] - offset[k], m,
                                   options.stop_at_failure, options.states ? states.data() + offset[k] : nullptr, 1);
      }
  };
  if (bytes == 1)
    run(letters);
  else if (bytes == 2)
    run(reinterpret_cast<const std::uint16_t*>(letters));
  else
    run(reinterpret_cast<const std::uint32_t*>(letters));
  return to_word_runs(results, states, offset, options.stop_at_failure);
}

}  // namespace lrnnc::lrnn::engine
