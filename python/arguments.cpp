// One-line conversions of the bindings' arguments (python/arguments.hpp).
#include "python/arguments.hpp"

#include <cmath>
#include <limits>

#include "common/error.hpp"
#include "common/paths.hpp"
#include "common/printable.hpp"
#include "common/shortest-text.hpp"
#include "tools/byte-size.hpp"

namespace py = pybind11;

namespace lrnnc::python {

namespace {

std::string argument_type_name(const py::handle& value) { return py::str(py::type::handle_of(value).attr("__name__")); }

[[noreturn]] void wrong_argument_type(const py::handle& value, const std::string& where, const std::string& expected) {
  throw py::type_error(where + " expects " + expected + ", got " + argument_type_name(value));
}

// repr(value) for a message, on one line and short.
std::string argument_repr(const py::handle& value) { return printable(py::repr(value).cast<std::string>(), 100); }

bool is_bool_argument(const py::handle& value) {
  if (PyBool_Check(value.ptr())) return true;
  const py::module_ numpy = py::module_::import("numpy");
  return py::isinstance(value, numpy.attr("bool_"));
}

}  // namespace

std::string text_argument(const py::handle& value, const std::string& where) {
  if (!PyUnicode_Check(value.ptr())) wrong_argument_type(value, where, "a string");
  std::string text;
  try {
    text = value.cast<std::string>();
  } catch (const std::exception&) {  // lone surrogates: not UTF-8
    throw Error(where + " expects a string of UTF-8 text, found " + argument_repr(value));
  }
  require_no_nul(text, where);
  return text;
}

std::optional<std::string> optional_text_argument(const py::handle& value, const std::string& where) {
  if (value.is_none()) return std::nullopt;
  return text_argument(value, where);
}

std::string path_argument(const py::handle& value, const std::string& where) {
  py::object path;
  try {
    path = py::module_::import("os").attr("fspath")(value);
  } catch (const py::error_already_set&) {
    wrong_argument_type(value, where, "a path (str, bytes or os.PathLike)");
  }
  std::string text;
  if (PyBytes_Check(path.ptr())) {
    text = path.cast<std::string>();
  } else {
    try {
      text = path.cast<std::string>();
    } catch (const std::exception&) {
      // A str holding the surrogate escapes of undecodable bytes: the bytes the system would use.
      text = py::module_::import("os").attr("fsencode")(path).cast<std::string>();
    }
  }
  require_no_nul(text, where);
  return text;
}

std::uint64_t integer_argument(const py::handle& value, const std::string& where, std::uint64_t min,
                               std::uint64_t max) {
  if (is_bool_argument(value) || !PyIndex_Check(value.ptr())) wrong_argument_type(value, where, "an integer");
  const py::object index = py::reinterpret_steal<py::object>(PyNumber_Index(value.ptr()));
  if (!index) throw py::error_already_set();
  const auto refuse = [&]() -> std::uint64_t {
    throw Error(where + " expects an integer in [" + std::to_string(min) + ", " + std::to_string(max) + "], found " +
                argument_repr(index));
  };
  if (PyObject_RichCompareBool(index.ptr(), py::int_(0).ptr(), Py_LT) == 1) return refuse();
  const unsigned long long v = PyLong_AsUnsignedLongLong(index.ptr());
  if (v == static_cast<unsigned long long>(-1) && PyErr_Occurred()) {
    PyErr_Clear();  // more than 2^64 - 1
    return refuse();
  }
  if (v < min || v > max) return refuse();
  return v;
}

double real_argument(const py::handle& value, const std::string& where, double min, double max) {
  if (is_bool_argument(value) || PyUnicode_Check(value.ptr()) || PyBytes_Check(value.ptr()) ||
      !(PyFloat_Check(value.ptr()) || PyIndex_Check(value.ptr()) || py::hasattr(value, "__float__")))
    wrong_argument_type(value, where, "a number");
  const double v = py::float_(py::reinterpret_borrow<py::object>(value));
  if (!(v >= min && v <= max))
    throw Error(where + " expects a number in [" + shortest_text(min) + ", " + shortest_text(max) + "], found " +
                argument_repr(value));
  return v;
}

bool flag_argument(const py::handle& value, const std::string& where) {
  if (!is_bool_argument(value)) wrong_argument_type(value, where, "True or False");
  return py::cast<bool>(value);
}

std::uint64_t memory_argument(const py::handle& value, const std::string& where) {
  if (PyUnicode_Check(value.ptr())) return tools::parse_max_memory(text_argument(value, where), where);
  const std::uint64_t bytes = integer_argument(value, where, 0, tools::kMaxMaxMemory);
  if (bytes != 0 && bytes < tools::kMinMaxMemory)
    throw Error(where + " expects 0 (half the machine's memory) or a byte count in [" +
                std::to_string(tools::kMinMaxMemory) + ", " + std::to_string(tools::kMaxMaxMemory) + "], found " +
                std::to_string(bytes));
  return bytes;
}

}  // namespace lrnnc::python
