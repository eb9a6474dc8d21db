// DOT export. dfa_to_dot: one node per state (label: name and output, double circle for accepting
// states), one edge per (state, target) with the letters that take it, and an arrow from an
// invisible node into the start state. DotWriter: the one DOT writer of the toolkit (string
// literals, the graph's header and footer, node, edge and subgraph statements), used by
// dfa_to_dot and cascade_to_dot (cascade.hpp).
#pragma once

#include <string>
#include <string_view>

#include "automata/dfa.hpp"

namespace lrnnc::automata {

std::string dfa_to_dot(const Dfa& dfa);

// A DOT string literal: quotes and backslashes escaped, line breaks as \n, carriage returns dropped.
std::string dot_string(std::string_view text);

// Writes a digraph statement by statement. Attributes are passed as DOT text ("label=\"a\",
// shape=box"; labels through dot_string); an empty attribute list writes none.
class DotWriter {
 public:
  // compact: the layout dfa_to_dot has always written (Boost.Graph's write_graphviz: statements at
  // the left margin, "0[label=...];", "0->1 [label=...];"); indented: two spaces per nesting
  // level, "a [label=...];", "a -> b [label=...];".
  enum class Layout { compact, indented };

  // Starts "digraph NAME {".
  DotWriter(std::string_view name, Layout layout);

  // A graph, node or edge default, or a graph attribute: "rankdir=LR", "node [shape=circle]".
  void statement(std::string_view text);
  void node(std::string_view id, std::string_view attributes = {});
  void edge(std::string_view from, std::string_view to, std::string_view attributes = {});
  void begin_subgraph(std::string_view name);  // "subgraph NAME {"; statements nest until end_subgraph
  void end_subgraph();

  // Closes the graph (and any open subgraph) and returns the text.
  std::string finish();

 private:
  void indent();
  std::string out_;
  Layout layout_;
  int depth_ = 1;
};

}  // namespace lrnnc::automata
