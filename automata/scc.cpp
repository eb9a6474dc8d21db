#include "automata/scc.hpp"

#include <algorithm>

#include <boost/graph/depth_first_search.hpp>

#include "automata/graph.hpp"

namespace lrnnc::automata {

namespace {

constexpr std::uint32_t kNone = 0xffffffffu;

// The table with one more vertex, `root` (= the table's vertex count), whose out-edges go to 0, 1,
// ... in order. One depth-first search from it visits the table's vertices exactly as searches
// started at 0, 1, ... in turn would (each edge of the root leads to the next vertex not yet seen),
// so Tarjan's numbering is unchanged, and Boost.Graph's search runs once: one path buffer instead of
// one per start vertex (most of the cost on small tables). The root is its own component, completed
// last, and is dropped.
struct RootedTable {
  TableGraph table;
  std::uint32_t root = 0;
};

}  // namespace

}  // namespace lrnnc::automata

namespace boost {
template <>
struct graph_traits<lrnnc::automata::RootedTable> {
  using vertex_descriptor = std::uint32_t;
  using edge_descriptor = lrnnc::automata::TableEdge;
  using directed_category = directed_tag;
  using edge_parallel_category = allow_parallel_edge_tag;
  using traversal_category = incidence_graph_tag;
  using out_edge_iterator = lrnnc::automata::TableOutEdgeIterator;
  using degree_size_type = std::size_t;
  using vertices_size_type = std::size_t;
  using edges_size_type = std::size_t;
  using vertex_iterator = void;
  using edge_iterator = void;
  using adjacency_iterator = void;
  using in_edge_iterator = void;
  static vertex_descriptor null_vertex() { return lrnnc::automata::kNone; }
};
}  // namespace boost

namespace lrnnc::automata {

namespace {

std::pair<TableOutEdgeIterator, TableOutEdgeIterator> out_edges(std::uint32_t v, const RootedTable& g) {
  const auto end = static_cast<std::uint32_t>(v == g.root ? g.root : g.table.degree());
  return {TableOutEdgeIterator({v, 0}), TableOutEdgeIterator({v, end})};
}
std::size_t out_degree(std::uint32_t v, const RootedTable& g) { return v == g.root ? g.root : g.table.degree(); }
std::uint32_t source(TableEdge e, const RootedTable&) { return e.source; }
std::uint32_t target(TableEdge e, const RootedTable& g) { return e.source == g.root ? e.letter : g.table.target(e); }

// Tarjan's bookkeeping (the same state as the textbook's: index, low link, the stack of open
// vertices), kept by the visitor of Boost.Graph's depth-first search. A vertex whose component is
// known gets low link kNone, so that edges into it lower nothing without a look-up of its component.
struct TarjanState {
  explicit TarjanState(std::size_t n) : index(n, kNone), low(n) { stack.reserve(64); }
  std::vector<std::uint32_t> index, low, stack;
  std::vector<std::uint32_t>* component = nullptr;
  std::uint32_t counter = 0, count = 0;
};

struct TarjanVisitor : boost::dfs_visitor<> {
  TarjanState* s;
  void discover_vertex(std::uint32_t v, const RootedTable&) {
    s->index[v] = s->low[v] = s->counter++;
    s->stack.push_back(v);
  }
  // After a tree edge's target is finished, and at once for any other edge: a target still open
  // lowers the source's low link (a target in a finished component has low link kNone, which
  // lowers nothing). (Not const: Boost.Graph looks for exactly `void finish_edge(Edge, const
  // Graph&)` and silently skips the event otherwise.)
  void finish_edge(TableEdge e, const RootedTable& g) {
    s->low[e.source] = std::min(s->low[e.source], s->low[target(e, g)]);
  }
  void finish_vertex(std::uint32_t u, const RootedTable&) {
    if (s->low[u] != s->index[u]) return;
    std::uint32_t w;
    do {
      w = s->stack.back();
      s->stack.pop_back();
      (*s->component)[w] = s->count;
      s->low[w] = kNone;
    } while (w != u);
    ++s->count;
  }
};

// The search's colours, read off Tarjan's index: a vertex is white until discovered. (Grey and
// black are not told apart: the visitor treats every non-tree edge alike.)
struct IndexColorMap {
  using key_type = std::uint32_t;
  using value_type = boost::default_color_type;
  using reference = boost::default_color_type;
  using category = boost::read_write_property_map_tag;
  const TarjanState* s;
};
boost::default_color_type get(const IndexColorMap& m, std::uint32_t v) {
  return m.s->index[v] == kNone ? boost::white_color : boost::black_color;
}
void put(const IndexColorMap&, std::uint32_t, boost::default_color_type) {}

}  // namespace

Components strongly_connected_components(std::size_t vertices, std::size_t degree,
                                         std::span<const std::uint32_t> successors) {
  Components out;
  if (vertices == 0) return out;
  const auto root = static_cast<std::uint32_t>(vertices);
  const RootedTable g{TableGraph(vertices, degree, successors), root};
  out.component.assign(vertices + 1, kNone);
  TarjanState state(vertices + 1);
  state.component = &out.component;
  TarjanVisitor visitor;
  visitor.s = &state;
  boost::depth_first_visit(g, root, visitor, IndexColorMap{&state});
  out.component.pop_back();  // the root, the last component
  out.count = state.count - 1;
  return out;
}

std::size_t strongly_connected_components(const Dfa& dfa, std::vector<std::size_t>& component) {
  const Components c = strongly_connected_components(dfa.num_states(), dfa.num_letters(), dfa.table());
  component.assign(c.component.begin(), c.component.end());
  return c.count;
}

}  // namespace lrnnc::automata
