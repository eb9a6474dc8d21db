// Internal to experiments (probe.cpp, sweep.cpp): independent jobs on a few threads. Not a stable API.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#include "common/interruption.hpp"

namespace lrnnc::experiments::detail {

// The threads that run `jobs` jobs (0: all cores).
inline std::size_t worker_count(std::size_t threads, std::size_t jobs) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  return std::min(threads, std::max<std::size_t>(jobs, 1));
}

// Runs job(i) for i < jobs on worker_count(threads, jobs) threads (the caller's among them) and
// returns the results by index; `done(d)` is called after each finished job with the count so far,
// under a lock. The first exception a job throws stops the others from starting and is rethrown.
// Each job starts at an interruption point (common/interruption.hpp).
template <class Out, class Job, class Done>
std::vector<Out> run_parallel(std::size_t jobs, std::size_t threads, Job job, Done done) {
  std::vector<Out> outcomes(jobs);
  threads = worker_count(threads, jobs);
  std::atomic<std::size_t> next{0}, finished{0};
  std::mutex error_mutex, done_mutex;
  std::exception_ptr error;
  auto worker = [&] {
    for (;;) {
      const std::size_t i = next++;
      if (i >= jobs) return;
      try {
        interruption_point();
        outcomes[i] = job(i);
      } catch (...) {
        std::lock_guard<std::mutex> lock(error_mutex);
        if (!error) error = std::current_exception();
        next = jobs;
        return;
      }
      const std::size_t d = ++finished;
      std::lock_guard<std::mutex> lock(done_mutex);
      done(d);
    }
  };
  std::vector<std::thread> pool;
  for (std::size_t t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  if (error) std::rethrow_exception(error);
  return outcomes;
}

}  // namespace lrnnc::experiments::detail
