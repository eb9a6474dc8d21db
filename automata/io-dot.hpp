// DOT export (Boost.Graph's write_graphviz): one node per state (label: name and output, double
// circle for accepting states), one edge per (state, target) with the letters that take it.
#pragma once

#include <string>

#include "automata/dfa.hpp"

namespace lrnnc::automata {

std::string dfa_to_dot(const Dfa& dfa);

}  // namespace lrnnc::automata
