// The parts of the Python module lrnnc._lrnnc (python/module.cpp defines the module).
#pragma once

#include <pybind11/pybind11.h>

namespace lrnnc::python {

// lrnnc.Network (a compiled network's arrays, load / save) and lrnnc.simulate (python/network.cpp).
void bind_network(pybind11::module_& m);

}  // namespace lrnnc::python
