// DOT export. dfa_to_dot: one node per state (label: name and output, double circle for accepting
// states), one edge per (state, target) with the letters that take it, and an arrow from an
// invisible node into the start state; written by Boost.Graph's write_graphviz through the table
// view of graph.hpp (its layout: statements at the left margin, "0[label=...];", "0->1
// [label=...];"). O(n k log k + size of the text). DotWriter: a statement-by-statement writer with
// two spaces per nesting level and subgraphs, for cascade_to_dot (cascade.hpp), whose clusters and
// named nodes write_graphviz cannot write.
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
// Two spaces per nesting level: "a [label=...];", "a -> b [label=...];".
class DotWriter {
 public:
  // Starts "digraph NAME {".
  explicit DotWriter(std::string_view name);

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
  int depth_ = 1;
};

}  // namespace lrnnc::automata
