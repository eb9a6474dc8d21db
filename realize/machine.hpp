// Machine — a network run in a finite format, in sequential order, seen as what it is: a
// deterministic finite-state machine whose state is the exact bits of every value it carries from
// one position to the next, and whose output at a position is a label.
//
// The search (realize/realize.hpp) knows networks only through this interface. A state is
// `words()` 64-bit words; two states are the same state exactly when their words are equal. The
// makers below fix what the words hold:
//   compiled network  every layer's state, each value as the bits of the double that holds it
//                     (a value of the storage format, exact in double), layer by layer, then one
//                     word that is 1 while every token met was listed (lrnn::RunState::valid;
//                     left out when no step can clear it: one layer, every letter listed).
//                     The decoded values that a higher layer reads at lag 1 are a function of
//                     these bits (the nearest codebook row), so they are not stored.
//   learned model     every layer's recurrent state (learned::ForwardState), then the last
//                     position's prediction: the prediction depends on the letter as well as the
//                     state (the residual stream), so the pair (state, prediction) is what makes
//                     the output a function of the state (a Moore machine).
// Consequences of comparing bits: -0 and +0 are different states (they may well behave alike,
// and then the minimization of the realized machine merges them), and so are two NaNs with
// different payloads. Every state with a NaN or an infinite value has the output "non-finite"
// (kNonFiniteLabel): the decoder finds no nearest row, the logits are not finite.
//
// Not thread-safe: a machine keeps the loaded state and scratch buffers.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "automata/alphabet.hpp"
#include "lrnn/network.hpp"
#include "precision/policy.hpp"

namespace lrnnc::realize {

// The output of a state with a non-finite value, and of a compiled network's state whose decoded
// values are not in the readout or that met an unlisted token.
inline const std::string kNonFiniteLabel = "non-finite";
inline const std::string kUndecodedLabel = "undecoded";
// load()'s answer for a state that has no output (a learned model before its first letter).
inline constexpr std::uint32_t kNoOutput = 0xffffffffu;

class Machine {
 public:
  virtual ~Machine() = default;
  // 64-bit words per state.
  virtual std::size_t words() const = 0;
  // The letters, in the order step() numbers them.
  virtual const automata::Alphabet& alphabet() const = 0;
  // The output labels; output ids index this list.
  virtual const std::vector<std::string>& labels() const = 0;
  // The id of kNonFiniteLabel in labels().
  virtual std::uint32_t non_finite() const = 0;
  // The start state's words.
  virtual void initial(std::uint64_t* state) = 0;
  // Makes `state` the one step() starts from, and returns its output (kNoOutput: none).
  virtual std::uint32_t load(const std::uint64_t* state) = 0;
  // The state after `letter` from the loaded state, into `next`, and its output.
  virtual std::uint32_t step(automata::Letter letter, std::uint64_t* next) = 0;
  // One line: what runs ("compiled network, 1 layer, n = 2, in bf16/rne").
  virtual std::string describe() const = 0;
};

// Whether a policy is a deterministic function of its inputs that the search can run: not
// stochastic rounding (its bits depend on a random stream, so a state has no single successor)
// and not an MPFR format (the Runner emulates IEEE-style and fixed-point formats only). The
// reason in one line, or empty.
std::string unsearchable_policy(const precision::Policy& policy);

// A compiled network (every layer kind, cascades, lookup counters) in `policy`, sequential order.
// Throws lrnnc::Error with unsearchable_policy's reason.
std::unique_ptr<Machine> network_machine(const lrnn::Network& network, const precision::Policy& policy);

}  // namespace lrnnc::realize
