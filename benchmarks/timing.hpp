// Timing helpers shared by the benchmarks: the median time of `runs` calls of f, by the wall clock
// or by this thread's CPU clock (the fairer number on a shared, noisy machine: it leaves out the
// time the thread waited for a core, not the time it waited for memory).
#pragma once

#include <time.h>

#include <algorithm>
#include <chrono>
#include <vector>

namespace lrnnc::bench {

struct ThreadCpuClock {
  using duration = std::chrono::nanoseconds;
  using time_point = std::chrono::time_point<ThreadCpuClock, duration>;
  static time_point now() {
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return time_point(duration(ts.tv_sec * 1000000000LL + ts.tv_nsec));
  }
};

template <class Clock = std::chrono::steady_clock, class F>
double median_seconds(int runs, F&& f) {
  std::vector<double> times;
  for (int i = 0; i < runs; ++i) {
    auto t0 = Clock::now();
    f();
    times.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

}  // namespace lrnnc::bench
