// lrnnc._lrnnc, the compiled half of the Python package (python/lrnnc/__init__.py is the other):
// the command line run in-process (tools/cli.hpp), so that a Python call and the command with the
// same arguments give the same answer.
//
// One call at a time: std::cout and std::cerr are redirected for its duration. The GIL is released
// while the command runs; std::cerr's lines go to the caller's progress callback (or nowhere).
// Ctrl-C (Python's pending SIGINT) is noticed at lrnnc's interruption points (between sweep cells,
// probe and evaluation words, fixed-point iterations: common/interruption.hpp) and at progress
// lines, an exception of the callback at its line: the command is then unwound and the Python
// exception raised. A sweep's finished rows stay in its results.csv, as when the command line is
// interrupted. simulate and LearnedModel.run are interruptible the same way (interruptible()).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <functional>
#include <iostream>
#include <limits>
#include <mutex>
#include <optional>
#include <sstream>
#include <streambuf>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#include "common/error.hpp"
#include "common/interruption.hpp"
#include "precision/policy.hpp"
#include "precision/round-kernels.hpp"
#include "python/arguments.hpp"
#include "python/bindings.hpp"
#include "tools/cli.hpp"
#include "tools/train-module.hpp"

namespace py = pybind11;

namespace {

// Unwinds a command (from an interruption point or a progress line). Not a std::exception, so no
// handler of the command line (which turns those into exit codes) catches it; lrnnc's thread pools
// hand it to the calling thread like any exception.
struct Unwind {};

// The call in progress (one at a time).
struct Call {
  std::thread::id owner;                               // the Python thread that made the call
  std::atomic<bool> stop{false};                       // set once `error` is: every thread unwinds at its next point
  std::optional<py::error_already_set> error;          // KeyboardInterrupt, or the progress callback's
  std::chrono::steady_clock::time_point last_check{};  // the owner's last look at Python's signals

  // With the GIL held: Python's pending signals (their handlers run here; on the main thread only).
  void check_signals() {
    if (!error && PyErr_CheckSignals() != 0) {
      error.emplace();
      stop = true;
    }
  }
};

Call* g_call = nullptr;

// lrnnc's interruption points (common/interruption.hpp) during a call: the owner looks at Python's
// signals at most every 10 ms (taking the GIL); every thread unwinds once the call is to stop.
void interruption_check() {
  Call* const call = g_call;
  if (call == nullptr) return;
  if (!call->stop.load() && std::this_thread::get_id() == call->owner) {
    const auto now = std::chrono::steady_clock::now();
    if (now - call->last_check >= std::chrono::milliseconds(10)) {
      call->last_check = now;
      const py::gil_scoped_acquire gil;
      call->check_signals();
    }
  }
  if (call->stop.load()) throw Unwind{};
}

// std::cerr during a call: whole lines go to the progress callback (or nowhere).
class LineSink : public std::streambuf {
 public:
  LineSink(py::object callback, Call& call) : callback_(std::move(callback)), call_(call) {}

  // The last line written (the message of a command that exits 1 without a report).
  std::string last_line;

  // A last line without its newline (called with the GIL held, after the command).
  void finish() {
    if (line_.empty()) return;
    std::string line;
    line.swap(line_);
    last_line = line;
    deliver(line);
  }

 protected:
  int overflow(int c) override {
    if (c == traits_type::eof()) return 0;
    put(static_cast<char>(c));
    return c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    for (std::streamsize i = 0; i < n; ++i) put(s[i]);
    return n;
  }

 private:
  // With the GIL held.
  void deliver(const std::string& line) {
    if (call_.error || callback_.is_none()) return;
    try {
      callback_(line);
    } catch (py::error_already_set& e) {
      call_.error = std::move(e);
      call_.stop = true;
    }
  }

  void put(char c) {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (c != '\n') {
      line_.push_back(c);
      return;
    }
    std::string line;
    line.swap(line_);
    last_line = line;
    {
      const py::gil_scoped_acquire gil;
      if (std::this_thread::get_id() == call_.owner) call_.check_signals();
      deliver(line);
    }
    // Only the calling thread throws here (a worker's stream operation may not be inside a
    // handler); the others stop at their next interruption point.
    if (call_.stop.load() && std::this_thread::get_id() == call_.owner) throw Unwind{};
  }

  py::object callback_;
  Call& call_;
  std::mutex mutex_;
  std::string line_;
};

// One call at a time runs lrnnc (the redirected streams, the interruption check): taken without
// the GIL, which the call in progress needs for its progress lines and signal checks.
std::unique_lock<std::mutex> take_the_call_lock() {
  static std::mutex one_call_at_a_time;
  std::unique_lock<std::mutex> lock(one_call_at_a_time, std::defer_lock);
  const py::gil_scoped_release release;
  lock.lock();
  return lock;
}

// Runs body() without the GIL while Ctrl-C may stop it at lrnnc's interruption points; `call` is
// installed as the call in progress. Returns false when the body was unwound.
bool run_interruptible(Call& call, const std::function<void()>& body) {
  call.owner = std::this_thread::get_id();
  g_call = &call;
  lrnnc::set_interruption_check(&interruption_check);
  bool finished = true;
  {
    const py::gil_scoped_release release;
    try {
      body();
    } catch (const Unwind&) {
      finished = false;
    } catch (...) {
      lrnnc::set_interruption_check(nullptr);
      g_call = nullptr;
      throw;
    }
  }
  lrnnc::set_interruption_check(nullptr);
  g_call = nullptr;
  return finished;
}

py::tuple cli(const std::vector<std::string>& args, const py::object& progress) {
  const std::unique_lock<std::mutex> lock = take_the_call_lock();
  Call call;
  call.owner = std::this_thread::get_id();
  std::ostringstream out, err;
  LineSink sink(progress, call);
  std::streambuf* const old_out = std::cout.rdbuf(out.rdbuf());
  std::streambuf* const old_err = std::cerr.rdbuf(&sink);
  const std::ios::iostate old_exceptions = std::cerr.exceptions();
  // An exception of the sink then leaves the stream operation that wrote the line.
  std::cerr.exceptions(std::ios::badbit);
  int code = -1;
  run_interruptible(call, [&] { code = lrnnc::tools::run_cli(args, err, true); });
  std::cerr.exceptions(old_exceptions);
  std::cerr.rdbuf(old_err);
  std::cerr.clear();
  std::cout.rdbuf(old_out);
  std::cout.clear();
  sink.finish();
  if (call.error) throw std::move(*call.error);
  return py::make_tuple(code, py::bytes(out.str()), err.str(), sink.last_line);
}

}  // namespace

namespace lrnnc::python {

void interruptible(const std::function<void()>& body) {
  const std::unique_lock<std::mutex> lock = take_the_call_lock();
  Call call;
  run_interruptible(call, body);
  if (call.error) throw std::move(*call.error);
}

}  // namespace lrnnc::python

namespace {

// lrnnc.round: every value of a float64 or float32 array rounded to the storage format of a policy,
// into a new C-ordered array of the same shape and dtype. The input is read where it is (any
// strides), a block at a time, without the GIL.
template <class T>
void round_values(const py::array& x, T* out, const lrnnc::precision::Format& format,
                  const lrnnc::precision::Rounding& rounding) {
  namespace pr = lrnnc::precision;
  constexpr std::size_t kBlock = 4096;
  const std::size_t n = static_cast<std::size_t>(x.size());
  const auto* base = static_cast<const char*>(x.data());
  const py::ssize_t ndim = x.ndim();
  std::vector<py::ssize_t> shape(x.shape(), x.shape() + ndim), strides(x.strides(), x.strides() + ndim);
  const bool contiguous = (x.flags() & py::array::c_style) != 0;
  pr::RandomBits bits(rounding.seed);
  double in[kBlock], rounded[kBlock];
  std::vector<py::ssize_t> index(static_cast<std::size_t>(ndim), 0);
  for (std::size_t done = 0; done < n;) {
    const std::size_t m = std::min(kBlock, n - done);
    if (contiguous && std::is_same_v<T, double> && format.is_float()) {
      // The common case in one pass: straight from the input into the output.
      pr::round_array(reinterpret_cast<const double*>(base) + done, reinterpret_cast<double*>(out) + done, m,
                      format.as_float(), rounding.mode, &bits);
      done += m;
      continue;
    }
    if (contiguous) {
      const T* from = reinterpret_cast<const T*>(base) + done;
      for (std::size_t i = 0; i < m; ++i) in[i] = static_cast<double>(from[i]);
    } else {
      for (std::size_t i = 0; i < m; ++i) {
        py::ssize_t offset = 0;
        for (py::ssize_t d = 0; d < ndim; ++d)
          offset += index[static_cast<std::size_t>(d)] * strides[static_cast<std::size_t>(d)];
        T v;
        std::memcpy(&v, base + offset, sizeof v);
        in[i] = static_cast<double>(v);
        for (py::ssize_t d = ndim - 1; d >= 0; --d) {
          if (++index[static_cast<std::size_t>(d)] < shape[static_cast<std::size_t>(d)]) break;
          index[static_cast<std::size_t>(d)] = 0;
        }
      }
    }
    if (format.is_float()) {
      pr::round_array(in, rounded, m, format.as_float(), rounding.mode, &bits);
    } else {
      for (std::size_t i = 0; i < m; ++i)
        rounded[i] = pr::round(in[i], format.as_fixed(), rounding.mode, 0,
                               rounding.mode == pr::RoundingMode::sr ? bits.next() : 0);
    }
    for (std::size_t i = 0; i < m; ++i) out[done + i] = static_cast<T>(rounded[i]);
    done += m;
  }
}

// An integer array as float64, refused when a value is not exactly a double: round() would round
// it twice (to float64, then to the format), the mistake it exists to avoid.
template <class T>
py::array exact_float64(const py::array& a) {
  const py::array_t<T, py::array::c_style | py::array::forcecast> ints(a);
  py::array_t<double> out(std::vector<py::ssize_t>(a.shape(), a.shape() + a.ndim()));
  const T* in = ints.data();
  double* to = out.mutable_data();
  for (py::ssize_t i = 0; i < ints.size(); ++i) {
    const T v = in[i];
    std::uint64_t m = static_cast<std::uint64_t>(v);  // |v|
    if constexpr (std::is_signed_v<T>)
      if (v < 0) m = ~m + 1;
    if (m != 0 && std::bit_width(m >> std::countr_zero(m)) > 53)
      throw lrnnc::Error("round(): x= holds the integer " + std::to_string(v) +
                         ", which float64 cannot hold exactly (converting it would round it twice)");
    to[i] = static_cast<double>(v);
  }
  return out;
}

// x as an array of float64 or float32 values, which round() reads where they are: float64 and
// float32 arrays as they are; float16, bool and integer arrays converted to float64, exactly (an
// integer float64 cannot hold is refused); anything else numpy.asarray makes one of. One-line
// errors: TypeError for what holds no real numbers (complex, object, strings, long double).
py::array real_array(const py::object& x) {
  py::array a;
  if (py::isinstance<py::array>(x)) {
    a = py::reinterpret_borrow<py::array>(x);
  } else {
    try {
      a = py::module_::import("numpy").attr("asarray")(x);
    } catch (const py::error_already_set& e) {
      throw py::type_error("round(): x= expects an array of real numbers, got " +
                           py::str(py::type::handle_of(x).attr("__name__")).cast<std::string>());
    }
  }
  const char kind = a.dtype().kind();
  const auto size = a.dtype().itemsize();
  if (kind == 'f' && (size == 8 || size == 4)) return a;
  if ((kind == 'f' && size == 2) || kind == 'b') return a.attr("astype")("float64");
  if (kind == 'i') return exact_float64<std::int64_t>(a);
  if (kind == 'u') return exact_float64<std::uint64_t>(a);
  throw py::type_error(
      "round(): x= expects an array of real numbers (float64, float32, float16, integers or "
      "booleans), got dtype " +
      py::str(a.dtype()).cast<std::string>());
}

py::array round_py(const py::object& x_arg, const py::object& dtype_arg, const py::object& rounding_arg,
                   const py::object& seed_arg) {
  namespace pr = lrnnc::precision;
  namespace lp = lrnnc::python;
  const std::string dtype = lp::text_argument(dtype_arg, "round(): dtype=");
  const std::optional<std::string> rounding = lp::optional_text_argument(rounding_arg, "round(): rounding=");
  const std::uint64_t seed =
      lp::integer_argument(seed_arg, "round(): seed=", 0, std::numeric_limits<std::uint64_t>::max());
  const py::array x = real_array(x_arg);
  const pr::Policy policy = pr::parse_policy(dtype);
  if (policy.storage.is_mpfr())
    throw lrnnc::Error("round: '" + dtype + "' stores values in MPFR: round() takes float and fixed-point formats");
  pr::Rounding mode = policy.rounding;
  if (rounding) mode = pr::parse_rounding(*rounding == "sr" ? "sr:" + std::to_string(seed) : *rounding);
  const bool single = py::dtype::of<float>().is(x.dtype());
  std::vector<py::ssize_t> shape(x.shape(), x.shape() + x.ndim());
  if (single) {
    py::array_t<float> out(shape);
    float* data = out.mutable_data();
    const py::gil_scoped_release release;
    round_values<float>(x, data, policy.storage, mode);
    return out;
  }
  py::array_t<double> out(shape);
  double* data = out.mutable_data();
  {
    const py::gil_scoped_release release;
    round_values<double>(x, data, policy.storage, mode);
  }
  return out;
}

}  // namespace

PYBIND11_MODULE(_lrnnc, m) {
  m.doc() = "lrnnc's compiled module; use the package lrnnc";
  m.def("cli", &cli, py::arg("args"), py::arg("progress") = py::none(),
        "Runs `lrnnc ARGS...` in this process: (exit code, stdout bytes, the error line, stderr's last line).");
  m.def(
      "describe", [] { return lrnnc::tools::cli_description().dump(); },
      "The subcommands, their positionals and options (JSON text).");
  py::register_exception<lrnnc::Error>(m, "Error", PyExc_ValueError);
  m.def("round", &round_py, py::arg("x"), py::arg("dtype"), py::arg("rounding") = py::none(), py::arg("seed") = 0,
        "x (an array of real numbers) rounded to the storage format of the policy `dtype`.");
  lrnnc::python::bind_network(m);
  lrnnc::python::bind_learned(m);
  m.def("set_train_module_candidates", &lrnnc::tools::set_train_module_candidates, py::arg("paths"),
        "Where the training module lrnnc-train.so may be (after LRNNC_TRAIN_MODULE).");
}
