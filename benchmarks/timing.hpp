// Timing helper shared by the benchmarks: the median wall-clock time of `runs` calls of f.
#pragma once

#include <algorithm>
#include <chrono>
#include <vector>

namespace lrnnc::bench {

template <class F>
double median_seconds(int runs, F&& f) {
  std::vector<double> times;
  for (int i = 0; i < runs; ++i) {
    auto t0 = std::chrono::steady_clock::now();
    f();
    times.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

}  // namespace lrnnc::bench
