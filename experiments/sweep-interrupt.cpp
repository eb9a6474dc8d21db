// SIGINT / SIGTERM during a sweep (experiments/sweep-interrupt.hpp).
//
// The state is one atomic: the depth of the critical section the sweep is in (>= 0), or -1 once
// some thread has taken the right to end the process. The handler records the signal, then tries
// 0 -> -1: when that succeeds no row is being written and it ends the process; when it fails the
// sweep is inside a section, and leaving the outermost section sees the recorded signal and does
// the same 0 -> -1. Exactly one of them wins; a thread that loses waits for the winner's _exit.
#include "experiments/sweep-interrupt.hpp"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>

#include <unistd.h>

#include "common/error.hpp"

namespace lrnnc::experiments {

namespace {

std::atomic<int> g_state{0};
std::atomic<int> g_signal{0};
std::atomic<bool> g_installed{false};
std::atomic<bool> g_counts_known{false};
std::atomic<std::size_t> g_done{0}, g_total{0};
char g_path[4096];
struct sigaction g_old_int, g_old_term;
bool g_own_int = false, g_own_term = false;  // whether the guard installed its handler for the signal

// Installs `sa` for `sig` unless the signal is ignored (SIG_IGN): a process started under nohup, or
// in the background of a non-interactive shell, inherits an ignored SIGINT, and by POSIX
// convention a program that catches signals leaves an ignored one ignored.
bool install_unless_ignored(int sig, const struct sigaction& sa, struct sigaction& old) {
  if (sigaction(sig, nullptr, &old) != 0 || old.sa_handler == SIG_IGN) return false;
  return sigaction(sig, &sa, nullptr) == 0;
}

static_assert(std::atomic<int>::is_always_lock_free && std::atomic<std::size_t>::is_always_lock_free &&
                  std::atomic<bool>::is_always_lock_free,
              "the signal handler needs lock-free atomics");

// Async-signal-safe text building (no allocation, no locale).
struct Line {
  char buf[4096 + 512];
  std::size_t n = 0;
  void add(const char* s) {
    for (; *s && n < sizeof buf - 1; ++s) buf[n++] = *s;
  }
  void add(std::size_t v) {
    char digits[24];
    std::size_t k = 0;
    do {
      digits[k++] = static_cast<char>('0' + v % 10);
      v /= 10;
    } while (v);
    while (k && n < sizeof buf - 1) buf[n++] = digits[--k];
  }
};

[[noreturn]] void finish(int sig) {
  Line line;
  line.add("lrnnc: sweep interrupted by ");
  line.add(sig == SIGINT ? "SIGINT" : sig == SIGTERM ? "SIGTERM" : "a signal");
  if (g_counts_known.load()) {
    line.add(": ");
    line.add(g_done.load());
    line.add(" of ");
    line.add(g_total.load());
    line.add(" cells of this shard are done in ");
    line.add(g_path);
  } else {
    line.add(" before its first cell");
  }
  line.add("; rerun the same command to resume\n");
  for (std::size_t at = 0; at < line.n;) {
    const ssize_t w = ::write(STDERR_FILENO, line.buf + at, line.n - at);
    if (w > 0)
      at += static_cast<std::size_t>(w);
    else if (!(w < 0 && errno == EINTR))
      break;
  }
  ::_exit(128 + sig);
}

[[noreturn]] void wait_for_exit() {
  for (;;) ::pause();
}

extern "C" void on_signal(int sig) {
  const int saved_errno = errno;
  g_signal.store(sig);
  int idle = 0;
  if (g_state.compare_exchange_strong(idle, -1)) finish(sig);
  errno = saved_errno;  // inside a section (or another thread is ending the process): it ends there
}

}  // namespace

InterruptGuard::InterruptGuard(const std::string& results_path) {
  if (g_installed.exchange(true)) throw Error("sweep: an interrupt guard is already installed");
  std::size_t n = std::min(results_path.size(), sizeof g_path - 1);
  std::memcpy(g_path, results_path.data(), n);
  g_path[n] = '\0';
  g_counts_known.store(false);
  g_signal.store(0);
  struct sigaction sa {};
  sa.sa_handler = on_signal;
  sa.sa_flags = SA_RESTART;
  sigemptyset(&sa.sa_mask);
  sigaddset(&sa.sa_mask, SIGINT);
  sigaddset(&sa.sa_mask, SIGTERM);
  g_own_int = install_unless_ignored(SIGINT, sa, g_old_int);
  g_own_term = install_unless_ignored(SIGTERM, sa, g_old_term);
}

InterruptGuard::~InterruptGuard() {
  if (g_own_int) sigaction(SIGINT, &g_old_int, nullptr);
  if (g_own_term) sigaction(SIGTERM, &g_old_term, nullptr);
  g_installed.store(false);
}

namespace sweep_detail {

CriticalSection::CriticalSection() {
  int depth = g_state.load();
  for (;;) {
    if (depth < 0) wait_for_exit();
    if (g_state.compare_exchange_weak(depth, depth + 1)) return;
  }
}

CriticalSection::~CriticalSection() {
  if (g_state.fetch_sub(1) != 1) return;  // still inside an outer section
  const int sig = g_signal.load();
  if (sig == 0 || !g_installed.load()) return;
  int idle = 0;
  if (g_state.compare_exchange_strong(idle, -1)) finish(sig);
  wait_for_exit();  // the handler, on another thread, won the race and is ending the process
}

void set_interrupt_counts(std::size_t done, std::size_t total) {
  g_done.store(done);
  g_total.store(total);
  g_counts_known.store(true);
}

}  // namespace sweep_detail

}  // namespace lrnnc::experiments
