#include "lrnn/runner.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "common/error.hpp"
#include "lrnn/runner-impl.hpp"

namespace lrnnc::lrnn {

namespace detail {

namespace {

std::string policy_error(const precision::Policy& policy, const std::string& why) {
  return "Runner: direct simulation supports float and fixed-point formats, found policy '" +
         precision::to_string(policy) + "' (" + why + "); MPFR formats are used by verify's exact check";
}

}  // namespace

RunnerImpl::RunnerImpl(const Network& net, std::optional<precision::Policy> policy) : network(net) {
  this->policy = policy;
  if (policy) {
    if (policy->storage.is_mpfr() || policy->accumulator.is_mpfr())
      throw Error(policy_error(*policy, "an MPFR format"));
    try {
      arith.emplace(*policy);
    } catch (const Error& e) {
      throw Error(policy_error(*policy, e.what()));
    }
    fma = policy->fma;
  }
  std::size_t max_n = 1;
  layers.resize(network.layers.size());
  for (std::size_t l = 0; l < network.layers.size(); ++l) {
    build_layer(l);
    max_n = std::max(max_n, network.layers[l].n);
    for (const auto& c : network.layers[l].context) layers[c.layer].read_by_higher = true;
  }
  scratch.resize(max_n);
  gather.resize(max_n);
  prev_values.resize(network.layers.size());
  last_d2.assign(network.layers.size(), 0.0);
  single = layers.size() == 1 && network.layers[0].context.empty();
}

void RunnerImpl::reseed(std::uint64_t seed) {
  if (!policy || policy->rounding.mode != precision::RoundingMode::sr) return;
  precision::Policy p = *policy;
  p.rounding.seed = seed;
  arith.emplace(p);
}

void RunnerImpl::build_layer(std::size_t l) {
  const Layer& layer = network.layers[l];
  LayerPlan& plan = layers[l];
  plan.n = layer.n, plan.d = layer.d, plan.nd = layer.n * layer.d;
  const auto n = static_cast<Eigen::Index>(layer.n);
  for (Eigen::Index c = 0; c < static_cast<Eigen::Index>(layer.d); ++c)
    for (Eigen::Index i = 0; i < n; ++i) plan.H0.push_back(store(layer.H0(i, c)));
  plan_tokens(layer, plan);
  plan_lookup(layer, plan);
  plan_decoder(layer, plan);
}

// Every token's weights, rounded to the storage format, appended to plan.weights.
void RunnerImpl::plan_tokens(const Layer& layer, LayerPlan& plan) {
  const auto n = static_cast<Eigen::Index>(layer.n);
  // The weights' final size, reserved once (a one-hot network's dense tokens are megabytes: grown
  // by doubling, their copies and fresh pages cost more than the rounding).
  std::size_t size = 0;
  for (const Token& tok : layer.tokens) {
    if (std::holds_alternative<Diagonal>(tok.transition))
      size += layer.n;
    else if (const auto* hp = std::get_if<HouseholderProduct>(&tok.transition))
      size += hp->factors.size() * layer.n;
    else
      size += layer.n * layer.n;
    if (tok.B) size += layer.n * layer.d;
  }
  plan.weights.reserve(plan.weights.size() + size);
  plan.index.reserve(plan.index.size() + size);
  for (const Token& tok : layer.tokens) {
    TokenPlan token;
    if (const auto* dg = std::get_if<Diagonal>(&tok.transition)) {
      token.kind = TokenPlan::diagonal;
      token.data = static_cast<std::uint32_t>(plan.weights.size());
      for (Eigen::Index i = 0; i < n; ++i) plan.weights.push_back(store(dg->a(i)));
    } else if (const auto* hp = std::get_if<HouseholderProduct>(&tok.transition)) {
      token.kind = TokenPlan::householder;
      token.factor_begin = static_cast<std::uint32_t>(plan.factors.size());
      for (const auto& f : hp->factors) {
        FactorPlan factor;
        factor.begin = static_cast<std::uint32_t>(plan.index.size());
        factor.beta = store(f.beta);
        for (Eigen::Index i = 0; i < n; ++i) {
          const double v = store(f.v(i));
          if (v != 0) plan.index.push_back(static_cast<std::uint32_t>(i)), plan.weights.push_back(v);
        }
        factor.count = static_cast<std::uint32_t>(plan.index.size()) - factor.begin;
        if (factor.count == 2) {
          factor.i0 = plan.index[factor.begin], factor.i1 = plan.index[factor.begin + 1];
          factor.v0 = plan.weights[factor.begin], factor.v1 = plan.weights[factor.begin + 1];
        }
        // index and weights run in step for Householder data: keep them aligned.
        plan.factors.push_back(factor);
      }
      token.factor_count = static_cast<std::uint32_t>(plan.factors.size()) - token.factor_begin;
    } else {
      token.kind = TokenPlan::dense;
      token.data = static_cast<std::uint32_t>(plan.weights.size());
      const Matrix& A = std::get<Dense>(tok.transition).A;
      for (Eigen::Index i = 0; i < n; ++i)
        for (Eigen::Index j = 0; j < n; ++j) plan.weights.push_back(store(A(i, j)));
    }
    if (tok.B) {
      token.b = static_cast<std::int64_t>(plan.weights.size());
      for (Eigen::Index c = 0; c < static_cast<Eigen::Index>(layer.d); ++c)
        for (Eigen::Index i = 0; i < n; ++i) plan.weights.push_back(store((*tok.B)(i, c)));
    }
    // Householder weights must sit at the same offsets as their indices: pad the index array.
    plan.index.resize(plan.weights.size(), 0);
    plan.tokens.push_back(token);
  }
}

// Token lookup: by letter without context, else a mixed-radix table of (context values, letter)
// when it fits in kMaxTable entries.
void RunnerImpl::plan_lookup(const Layer& layer, LayerPlan& plan) const {
  plan.letters = network.num_letters();
  plan.context = layer.context;
  if (layer.context.empty()) {
    plan.by_letter.assign(plan.letters, -1);
    for (std::size_t t = layer.tokens.size(); t-- > 0;)
      plan.by_letter[layer.tokens[t].letter] = static_cast<std::int32_t>(t);
    return;
  }
  std::size_t size = plan.letters;
  for (const auto& c : layer.context) {
    std::uint32_t max_value = 0;
    for (auto v : network.layers[c.layer].codebook.values) max_value = std::max(max_value, v);
    plan.radix.push_back(max_value + 1);
    size = size > kMaxTable ? size : size * (max_value + 1);
  }
  if (size > kMaxTable) return;
  plan.by_key.assign(size, -1);
  for (std::size_t t = layer.tokens.size(); t-- > 0;) {
    const Token& tok = layer.tokens[t];
    bool in_range = true;
    std::size_t key = 0;
    for (std::size_t c = tok.context.size(); c-- > 0;) {
      if (tok.context[c] >= plan.radix[c]) in_range = false;  // a value no codebook row decodes to
      key = key * plan.radix[c] + tok.context[c];
    }
    if (in_range) plan.by_key[key * plan.letters + tok.letter] = static_cast<std::int32_t>(t);
  }
}

// The codebook, and the distance within which a predicted row is accepted without a search.
void RunnerImpl::plan_decoder(const Layer& layer, LayerPlan& plan) {
  const Codebook& cb = layer.codebook;
  plan.code_rows = static_cast<std::size_t>(cb.vectors.rows());
  for (Eigen::Index k = 0; k < cb.vectors.rows(); ++k)
    for (Eigen::Index j = 0; j < cb.vectors.cols(); ++j) plan.code.push_back(cb.vectors(k, j));
  plan.code_values = cb.values;
  double sep2 = std::numeric_limits<double>::infinity();
  for (std::size_t a = 0; a < plan.code_rows; ++a)
    for (std::size_t b = a + 1; b < plan.code_rows; ++b) {
      const double s = distance2(plan, static_cast<std::uint32_t>(b), plan.code.data() + a * plan.nd);
      if (s > 0) sep2 = std::min(sep2, s);  // identical rows: the first always wins the search
    }
  // Within half the separation the predicted row is the unique nearest one; the factor keeps
  // the rounding of the two computed squared distances from mattering.
  plan.accept2 = sep2 / 4 * (1 - 1e-6);
  if (plan.code_rows * plan.tokens.size() <= kMaxTable)
    plan.next_row.assign(plan.code_rows * plan.tokens.size(), kUnknownRow);
}

}  // namespace detail

using detail::LayerPlan;
using detail::nearest;

Runner::Runner(const Network& network, std::optional<precision::Policy> policy)
    : impl_(std::make_unique<detail::RunnerImpl>(network, std::move(policy))) {}
Runner::~Runner() = default;
Runner::Runner(Runner&&) noexcept = default;
Runner& Runner::operator=(Runner&&) noexcept = default;

const Network& Runner::network() const { return impl_->network; }

RunState Runner::initial() const {
  RunState state;
  const std::size_t L = impl_->layers.size();
  state.layers.resize(L);
  state.values.resize(L);
  state.rows.resize(L);
  for (std::size_t l = 0; l < L; ++l) {
    const LayerPlan& plan = impl_->layers[l];
    state.layers[l] = plan.H0;
    state.rows[l] = nearest(plan, plan.H0.data()).first;
    state.values[l] = detail::value_of(plan, state.rows[l]);
  }
  return state;
}

automata::State Runner::step(RunState& state, automata::Letter letter) {
  impl_->advance(state, letter, true);
  return impl_->read(state);
}

void Runner::advance(RunState& state, automata::Letter letter) { impl_->advance(state, letter, false); }

automata::State Runner::decode(RunState& state) const {
  for (std::size_t l = 0; l < impl_->layers.size(); ++l) {
    if (state.rows[l] != RunState::kStale) continue;
    const LayerPlan& plan = impl_->layers[l];
    state.rows[l] = nearest(plan, state.layers[l].data()).first;
    state.values[l] = detail::value_of(plan, state.rows[l]);
  }
  return impl_->read(state);
}

automata::State Runner::read(const RunState& state) const { return impl_->read(state); }

double Runner::drift(const RunState& state) const {
  double worst = 0;
  for (std::size_t l = 0; l < impl_->layers.size(); ++l) {
    const LayerPlan& plan = impl_->layers[l];
    const double* h = state.layers[l].data();
    // A decoded layer's row is its nearest row (decode_layer takes a predicted row only when it is
    // within half the codebook's minimum distance): O(n d), no search over the K rows.
    const double d2 =
        state.rows[l] != RunState::kStale ? detail::distance2(plan, state.rows[l], h) : nearest(plan, h).second;
    worst = std::max(worst, std::sqrt(d2));
  }
  return worst;
}

}  // namespace lrnnc::lrnn
