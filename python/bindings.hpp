// The parts of the Python module lrnnc._lrnnc (python/module.cpp defines the module).
#pragma once

#include <pybind11/pybind11.h>

#include <functional>
#include <vector>

#include "automata/alphabet.hpp"

namespace lrnnc::python {

// Runs body() without the GIL, one such call at a time, while Ctrl-C (a pending SIGINT) may stop it
// at lrnnc's interruption points (common/interruption.hpp): then KeyboardInterrupt is raised (the
// body is unwound). body() must not touch Python objects. python/module.cpp.
void interruptible(const std::function<void()>& body);

// lrnnc.Network (a compiled network's arrays, load / save) and lrnnc.simulate (python/network.cpp).
void bind_network(pybind11::module_& m);
// lrnnc.LearnedModel (python/learned.cpp).
void bind_learned(pybind11::module_& m);

// The words of a call: an integer array (B, T) of letter indices, or a sequence whose items are
// strings (parsed as the command line parses words: Alphabet::parse_word) or sequences of letter
// indices. Throws lrnnc::Error for a letter outside the alphabet, ValueError / TypeError for an
// array of another shape or type.
std::vector<automata::Word> to_words(const pybind11::object& words, const automata::Alphabet& alphabet);

}  // namespace lrnnc::python
