// Points where a host that embeds lrnnc (the Python module) may stop a long computation: between
// the cells of a sweep, the rows of a probe or an evaluation. The command line sets no check (its
// signals end the process: experiments/sweep-interrupt.hpp), so there a point costs one atomic load.
#pragma once

#include <atomic>

namespace lrnnc {

// Called at each interruption point while set; it stops the computation by throwing (an exception
// the host catches; not an lrnnc::Error). nullptr: none.
using InterruptionCheck = void (*)();

inline std::atomic<InterruptionCheck> g_interruption_check{nullptr};

inline void set_interruption_check(InterruptionCheck check) { g_interruption_check.store(check); }

inline void interruption_point() {
  if (const InterruptionCheck check = g_interruption_check.load(std::memory_order_relaxed)) check();
}

}  // namespace lrnnc
