// MpfrRunner: the Runner's sequential step (lrnn/runner.hpp) in MPFR, the control row of probes.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "automata/dfa.hpp"
#include "lrnn/network.hpp"

namespace lrnnc::lrnn {

// The same sequential step in MPFR at `precision_bits` with round-to-nearest (the control row of
// probes): weights exact as stored, every operation rounded to precision_bits.
class MpfrRunner {
 public:
  MpfrRunner(const Network& network, long precision_bits = 256);
  ~MpfrRunner();
  MpfrRunner(MpfrRunner&&) noexcept;
  void reset();                                   // back to H0
  automata::State step(automata::Letter letter);  // one token, decoded
  double drift() const;                           // distance to the nearest codebook vector(s)
  std::vector<double> state() const;              // all layers, rounded to double

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace lrnnc::lrnn
