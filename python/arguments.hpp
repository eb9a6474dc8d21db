// The arguments of the bindings' functions, converted with one-line errors (python/arguments.cpp).
//
// pybind11's own conversion of an argument of the wrong type raises a TypeError that lists every
// signature of the function over several lines ("incompatible function arguments. The following
// argument types are supported: ..."). The bindings take their scalar arguments as Python objects
// and convert them here instead. The rule (docs/PYTHON.md): a value of the wrong type is a
// TypeError, a value out of range or a string holding a NUL byte is an lrnnc.Error (a
// ValueError), each one line naming the function and the keyword, e.g.
//   TypeError: round(): seed= expects an integer, got str
//   lrnnc.Error: round(): seed= expects an integer in [0, 18446744073709551615], found -1
//   lrnnc.Error: Network.load(): path= contains a NUL byte: 'm3\x00x'
#pragma once

#include <pybind11/pybind11.h>

#include <cstdint>
#include <optional>
#include <string>

namespace lrnnc::python {

// `where` names the argument in messages: "round(): seed=".

// A str (its UTF-8 bytes). TypeError for anything else; lrnnc.Error for a NUL byte.
std::string text_argument(const pybind11::handle& value, const std::string& where);

// None, or text_argument's string.
std::optional<std::string> optional_text_argument(const pybind11::handle& value, const std::string& where);

// A path: a str, bytes or an os.PathLike (os.fspath). TypeError for anything else; lrnnc.Error
// for a NUL byte (which the system would cut the path at).
std::string path_argument(const pybind11::handle& value, const std::string& where);

// An integer in [min, max]: a Python int or anything with __index__ (numpy integers), not a bool.
// TypeError for anything else; lrnnc.Error outside the range (never wrapped).
std::uint64_t integer_argument(const pybind11::handle& value, const std::string& where, std::uint64_t min,
                               std::uint64_t max);

// A real number in [min, max]: an int or a float (numpy's too), not a bool or a string. TypeError
// for anything else; lrnnc.Error for NaN or outside the range.
double real_argument(const pybind11::handle& value, const std::string& where, double min, double max);

// True or False (numpy.bool_ too). TypeError for anything else (a string "no" is not False).
bool flag_argument(const pybind11::handle& value, const std::string& where);

// A byte count: 0 (the default: half the machine's memory), an int in [1M, 1P], or a str as the
// command line's --max-memory takes it ("4G", "512M"). TypeError / lrnnc.Error as above.
std::uint64_t memory_argument(const pybind11::handle& value, const std::string& where);

}  // namespace lrnnc::python
