// Clean and prompt ends of a sweep on SIGINT and SIGTERM (the command line installs the guard;
// the library never touches signal dispositions on its own).
//
// While an InterruptGuard lives, SIGINT or SIGTERM ends the process at once with exit code 128 +
// the signal number (130, 143) and one line on stderr saying how many cells of the shard are in
// results.csv and that rerunning the same command resumes. At once, unless the signal arrives
// inside a critical section (the append of one row with its progress line, the write and rename
// of one file): then the process ends when the section is left. So a row is never torn, no
// temporary file is left behind, and nothing is lost: every finished row was appended and flushed
// before the next cell started, and the cell that was running is run again by the rerun. A cell
// may run for minutes; waiting for it would not be prompt, and its row does not exist yet.
// Ending inside the signal handler uses only async-signal-safe calls (write, _exit) and atomics;
// it works whichever thread the signal lands on.
// Without a guard (library use, tests) a critical section costs a few atomic operations.
#pragma once

#include <cstddef>
#include <string>

namespace lrnnc::experiments {

class InterruptGuard {
 public:
  // Installs handlers for SIGINT and SIGTERM (sigaction, SA_RESTART); `results_path` is named in
  // the message. A signal that is ignored (SIG_IGN, as under nohup or for a background job of a
  // non-interactive shell) is left ignored. One guard at a time; throws lrnnc::Error if one is
  // already installed.
  explicit InterruptGuard(const std::string& results_path);
  ~InterruptGuard();  // restores the previous handlers of the signals it caught
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;
};

namespace sweep_detail {

// A section that an interrupt does not cut: the process ends, if asked to meanwhile, when the
// outermost section is left (sections nest; one thread at a time).
class CriticalSection {
 public:
  CriticalSection();
  ~CriticalSection();
  CriticalSection(const CriticalSection&) = delete;
  CriticalSection& operator=(const CriticalSection&) = delete;
};

// The counts an interrupt message reports: `done` cells of the shard's `total` are in results.csv.
void set_interrupt_counts(std::size_t done, std::size_t total);

}  // namespace sweep_detail

}  // namespace lrnnc::experiments
