// libtorch's exceptions as lrnnc's one-line errors (internal to the training module: includes
// torch). c10::Error::what() carries a C++ stack trace over many lines; these keep the first line
// of what_without_backtrace().
#pragma once

#include <new>
#include <stdexcept>
#include <string>
#include <string_view>

#include <c10/util/Exception.h>

#include "common/error.hpp"

namespace lrnnc::learned {

// The first line of the error's message without the stack trace (at most 400 bytes).
inline std::string libtorch_reason(const c10::Error& e) {
  std::string_view text = e.what_without_backtrace();
  if (const auto end = text.find('\n'); end != std::string_view::npos) text = text.substr(0, end);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\r')) text.remove_suffix(1);
  if (text.size() > 400) return std::string(text.substr(0, 400)) + "...";
  return text.empty() ? std::string("(no message)") : std::string(text);
}

// True for libtorch's failures to allocate (the CPU allocator's "not enough memory", a CUDA
// out-of-memory error).
inline bool is_out_of_memory(const c10::Error& e) {
  if (dynamic_cast<const c10::OutOfMemoryError*>(&e) != nullptr) return true;
  const std::string_view text = e.what_without_backtrace();
  return text.find("not enough memory") != std::string_view::npos ||
         text.find("can't allocate memory") != std::string_view::npos ||
         text.find("out of memory") != std::string_view::npos;
}

// Runs f() and rethrows what libtorch throws as one line: an allocation failure (libtorch's or
// std::bad_alloc) as lrnnc::Error (bad input: the sizes asked for too much), any other c10::Error
// as std::runtime_error "libtorch: REASON" (an internal error). lrnnc::Error passes unchanged.
template <class F>
auto with_libtorch_errors(const char* what, F&& f) -> decltype(f()) {
  try {
    return f();
  } catch (const Error&) {
    throw;
  } catch (const c10::Error& e) {
    if (is_out_of_memory(e))
      throw Error(std::string(what) + ": out of memory (" + libtorch_reason(e) +
                  "): lower the batch, the lengths or the widths");
    throw std::runtime_error(std::string(what) + ": libtorch: " + libtorch_reason(e));
  } catch (const std::bad_alloc&) {
    throw Error(std::string(what) + ": out of memory: lower the batch, the lengths or the widths");
  }
}

}  // namespace lrnnc::learned
