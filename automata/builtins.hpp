// Builtin automaton families (`lrnnc builtins` lists them). Each family's exact alphabet, states,
// start state and outputs are documented in builtins.cpp next to its constructor and summarised
// in list_builtins().
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "automata/dfa.hpp"

namespace lrnnc::automata {

struct BuiltinInfo {
  std::string syntax;       // e.g. "sym:N"
  std::string example;      // e.g. "sym:5"
  std::string description;  // one line
};

std::vector<BuiltinInfo> list_builtins();

// Builds a family member from its spec ("parity", "mod:3", "sym:5", "tomita:3", "dyck:2:3", ...).
// Throws lrnnc::Error for an unknown family or parameters out of range (naming the valid range).
Dfa make_builtin(std::string_view spec);

}  // namespace lrnnc::automata
