// Strongly connected components of a transition graph: every vertex has the same number of
// out-edges, listed in a table (a DFA's states under its letters; the holonomy decomposition's
// image set under the letters). Tarjan (1972) as a visitor of Boost.Graph's iterative
// depth_first_visit, through the table view of graph.hpp, for the whole toolkit.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "automata/dfa.hpp"

namespace lrnnc::automata {

struct Components {
  std::vector<std::uint32_t> component;  // per vertex, in [0, count)
  std::uint32_t count = 0;
};

// The components of the graph on `vertices` vertices with edges v -> successors[v * degree + i],
// i < degree (successors.size() == vertices * degree, every entry < vertices). Ids are numbered
// in the order Tarjan's depth-first search completes them, the search starting at vertices 0, 1,
// ... and following out-edges in table order; so every edge u -> v has component[v] <=
// component[u] (ids are a reverse topological order of the condensation: sinks first), and the
// numbering is a fixed function of the table. O(vertices x degree) time, O(vertices) extra memory,
// no recursion (the search keeps its path on the heap, so 10^6-state chains are fine).
Components strongly_connected_components(std::size_t vertices, std::size_t degree,
                                         std::span<const std::uint32_t> successors);

// The components of a DFA's transition graph (states, one edge per letter), numbered as above;
// component[q] is the id of state q. Returns the number of components.
std::size_t strongly_connected_components(const Dfa& dfa, std::vector<std::size_t>& component);

}  // namespace lrnnc::automata
