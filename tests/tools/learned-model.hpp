// A learned model file for the command-line tests (tests/tools/learned-model.cpp), declared apart
// from the lrnnc headers, which the command-line tests (they run the binary) need not compile.
#pragma once

#include <string>

namespace cli_test {

// Writes PATH (OUT.json) and OUT.safetensors: the exact parity model of
// tests/experiments/parity-model.hpp, its automaton (the builtin "parity") saved in the manifest.
void write_parity_model(const std::string& path);

}  // namespace cli_test
