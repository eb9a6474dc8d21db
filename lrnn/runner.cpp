#include "lrnn/simulate.hpp"

#include <algorithm>
#include <cmath>

#include "lrnn/simulate-internal.hpp"

namespace lrnnc::lrnn {

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
    const LayerPlan& P = impl_->layers[l];
    state.layers[l] = P.H0;
    state.rows[l] = nearest(P, P.H0.data()).first;
    state.values[l] = P.code_values[state.rows[l]];
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
    const LayerPlan& P = impl_->layers[l];
    state.rows[l] = nearest(P, state.layers[l].data()).first;
    state.values[l] = P.code_values[state.rows[l]];
  }
  return impl_->read(state);
}

automata::State Runner::read(const RunState& state) const { return impl_->read(state); }

double Runner::drift(const RunState& state) const {
  double worst = 0;
  for (std::size_t l = 0; l < impl_->layers.size(); ++l)
    worst = std::max(worst, std::sqrt(nearest(impl_->layers[l], state.layers[l].data()).second));
  return worst;
}

}  // namespace lrnnc::lrnn
