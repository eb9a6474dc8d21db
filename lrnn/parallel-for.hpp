// parallel_for: the thread loop of simulate() and the batched engine's CPU backend. Internal to lrnn/.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace lrnnc::lrnn::detail {

// Runs job(worker, index) for index in [0, count) on `threads` threads; the first exception is
// rethrown after every thread has stopped.
template <class Job>
void parallel_for(std::size_t count, std::size_t threads, const Job& job) {
  threads = std::max<std::size_t>(1, std::min(threads, count));
  std::atomic<std::size_t> next{0};
  std::exception_ptr error;
  std::mutex error_mutex;
  auto work = [&](std::size_t worker) {
    try {
      for (std::size_t i; (i = next.fetch_add(1)) < count;) job(worker, i);
    } catch (...) {
      std::lock_guard lock(error_mutex);
      if (!error) error = std::current_exception();
      next = count;
    }
  };
  // The calling thread is worker 0 (so it sees the interruption points of common/interruption.hpp
  // where only it may look at a host's signals).
  std::vector<std::thread> pool;
  for (std::size_t i = 1; i < threads; ++i) pool.emplace_back(work, i);
  work(0);
  for (auto& th : pool) th.join();
  if (error) std::rethrow_exception(error);
}

}  // namespace lrnnc::lrnn::detail
