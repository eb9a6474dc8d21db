// A transition table seen as a Boost.Graph graph, without copying it: the one graph layer of the
// toolkit. A table lists, for each of `vertices` vertices, its `degree` successors in a row:
// successors[v * degree + i] is the target of v's out-edge i (a DFA's delta with i the letter, the
// holonomy skeleton's image sets under the letters, a cascade's tuple table). TableGraph holds a
// pointer to that table and its two sizes, so viewing a 10^6-state DFA costs nothing, and it
// models Boost.Graph's VertexListGraph, IncidenceGraph, AdjacencyGraph and EdgeListGraph:
//
//   vertices         0 .. vertices - 1 (std::uint32_t), in increasing order
//   out_edges(v, g)  v's row in table order; an edge is TableEdge{source, letter}, so writers can
//                    label it by its letter; parallel edges and self-loops are allowed
//   edges(g)         every row in turn: (0, 0), (0, 1), ..., (1, 0), ...
//   vertex_index     the identity (get(boost::vertex_index, g))
//
// Every operation is O(1) (num_edges: one multiplication); no allocation. The view does not own
// the table: the table must outlive it and must not be resized while it is in use. Preconditions
// (unchecked, as the table comes from code that built it): successors.size() == vertices * degree,
// every entry < vertices, vertices < 2^32 - 1.
//
// breadth_first_order is the breadth-first walk the toolkit's reachability checks share.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <utility>
#include <vector>

#include <boost/graph/graph_traits.hpp>
#include <boost/graph/properties.hpp>
#include <boost/iterator/counting_iterator.hpp>
#include <boost/iterator/iterator_facade.hpp>
#include <boost/property_map/property_map.hpp>

#include "automata/dfa.hpp"

namespace lrnnc::automata {

// An out-edge: the row it comes from and its position in the row (the letter, for a DFA).
struct TableEdge {
  std::uint32_t source = 0;
  std::uint32_t letter = 0;
  friend bool operator==(const TableEdge&, const TableEdge&) = default;
};

class TableGraph {
 public:
  TableGraph() = default;
  // Unchecked (preconditions above).
  TableGraph(std::size_t vertices, std::size_t degree, std::span<const std::uint32_t> successors)
      : table_(successors.data()), vertices_(vertices), degree_(degree) {}

  std::size_t num_vertices() const { return vertices_; }
  std::size_t degree() const { return degree_; }
  std::span<const std::uint32_t> successors() const { return {table_, vertices_ * degree_}; }
  const std::uint32_t* row(std::uint32_t v) const { return table_ + static_cast<std::size_t>(v) * degree_; }
  std::uint32_t target(TableEdge e) const { return row(e.source)[e.letter]; }

 private:
  const std::uint32_t* table_ = nullptr;
  std::size_t vertices_ = 0;
  std::size_t degree_ = 0;
};

// A DFA's transition graph: states, one edge per letter (the edge's `letter` is the letter id).
// Views dfa.table() in place; the DFA must outlive the view (a temporary is refused).
inline TableGraph table_graph(const Dfa& dfa) { return TableGraph(dfa.num_states(), dfa.num_letters(), dfa.table()); }
TableGraph table_graph(const Dfa&&) = delete;

// The out-edges of one vertex: (v, 0), (v, 1), ...
class TableOutEdgeIterator
    : public boost::iterator_facade<TableOutEdgeIterator, TableEdge, boost::random_access_traversal_tag, TableEdge> {
 public:
  TableOutEdgeIterator() = default;
  explicit TableOutEdgeIterator(TableEdge e) : e_(e) {}

 private:
  friend class boost::iterator_core_access;
  TableEdge dereference() const { return e_; }
  bool equal(const TableOutEdgeIterator& o) const { return e_ == o.e_; }
  void increment() { ++e_.letter; }
  void decrement() { --e_.letter; }
  void advance(std::ptrdiff_t n) { e_.letter = static_cast<std::uint32_t>(e_.letter + n); }
  std::ptrdiff_t distance_to(const TableOutEdgeIterator& o) const {
    return static_cast<std::ptrdiff_t>(o.e_.letter) - static_cast<std::ptrdiff_t>(e_.letter);
  }
  TableEdge e_;
};

// Every edge, row by row.
class TableEdgeIterator
    : public boost::iterator_facade<TableEdgeIterator, TableEdge, boost::forward_traversal_tag, TableEdge> {
 public:
  TableEdgeIterator() = default;
  TableEdgeIterator(TableEdge e, std::size_t degree) : e_(e), degree_(degree) {}

 private:
  friend class boost::iterator_core_access;
  TableEdge dereference() const { return e_; }
  bool equal(const TableEdgeIterator& o) const { return e_ == o.e_; }
  void increment() {
    if (++e_.letter == degree_) e_ = {e_.source + 1, 0};
  }
  TableEdge e_;
  std::size_t degree_ = 0;
};

// Boost.Graph's free functions, found by argument-dependent lookup.
inline std::pair<boost::counting_iterator<std::uint32_t>, boost::counting_iterator<std::uint32_t>> vertices(
    const TableGraph& g) {
  return {0u, static_cast<std::uint32_t>(g.num_vertices())};
}
inline std::size_t num_vertices(const TableGraph& g) { return g.num_vertices(); }
inline std::pair<TableOutEdgeIterator, TableOutEdgeIterator> out_edges(std::uint32_t v, const TableGraph& g) {
  return {TableOutEdgeIterator({v, 0}), TableOutEdgeIterator({v, static_cast<std::uint32_t>(g.degree())})};
}
inline std::size_t out_degree(std::uint32_t, const TableGraph& g) { return g.degree(); }
inline std::uint32_t source(TableEdge e, const TableGraph&) { return e.source; }
inline std::uint32_t target(TableEdge e, const TableGraph& g) { return g.target(e); }
inline std::pair<const std::uint32_t*, const std::uint32_t*> adjacent_vertices(std::uint32_t v, const TableGraph& g) {
  return {g.row(v), g.row(v) + g.degree()};
}
inline std::pair<TableEdgeIterator, TableEdgeIterator> edges(const TableGraph& g) {
  const auto end = TableEdge{static_cast<std::uint32_t>(g.num_vertices()), 0};
  return {TableEdgeIterator(g.degree() == 0 ? end : TableEdge{0, 0}, g.degree()), TableEdgeIterator(end, g.degree())};
}
inline std::size_t num_edges(const TableGraph& g) { return g.num_vertices() * g.degree(); }
inline boost::typed_identity_property_map<std::uint32_t> get(boost::vertex_index_t, const TableGraph&) { return {}; }
inline std::uint32_t get(boost::vertex_index_t, const TableGraph&, std::uint32_t v) { return v; }

// A search's colour of a vertex in one byte (Boost.Graph's default_color_type takes four and its
// two_bit_color_map costs a shift and a mask per access): for colour maps over a
// std::vector<VertexColor>, e.g. boost::make_iterator_property_map(colors.begin(), get(boost::vertex_index, g)).
enum class VertexColor : std::uint8_t { white, gray, green, black };

// The vertices reachable from `start`, in breadth-first order: start, then its successors in
// table order, and so on (each vertex once, when first seen). Boost.Graph's breadth_first_visit.
// O(vertices) to set up (one two-bit colour per vertex) plus O(degree) per vertex reached.
// Precondition: start < vertices.
std::vector<std::uint32_t> breadth_first_order(const TableGraph& g, std::uint32_t start);

}  // namespace lrnnc::automata

namespace boost {

template <>
struct graph_traits<lrnnc::automata::TableGraph> {
  using vertex_descriptor = std::uint32_t;
  using edge_descriptor = lrnnc::automata::TableEdge;
  using directed_category = directed_tag;
  using edge_parallel_category = allow_parallel_edge_tag;
  struct traversal_category : vertex_list_graph_tag, incidence_graph_tag, adjacency_graph_tag, edge_list_graph_tag {};
  using vertex_iterator = counting_iterator<std::uint32_t>;
  using out_edge_iterator = lrnnc::automata::TableOutEdgeIterator;
  using adjacency_iterator = const std::uint32_t*;
  using edge_iterator = lrnnc::automata::TableEdgeIterator;
  using in_edge_iterator = void;  // no in-edges: the table lists out-edges only
  using vertices_size_type = std::size_t;
  using edges_size_type = std::size_t;
  using degree_size_type = std::size_t;
  static vertex_descriptor null_vertex() { return std::numeric_limits<std::uint32_t>::max(); }
};

template <>
struct color_traits<lrnnc::automata::VertexColor> {
  using Color = lrnnc::automata::VertexColor;
  static Color white() { return Color::white; }
  static Color gray() { return Color::gray; }
  static Color green() { return Color::green; }
  static Color black() { return Color::black; }
};

template <>
struct property_map<lrnnc::automata::TableGraph, vertex_index_t> {
  using type = typed_identity_property_map<std::uint32_t>;
  using const_type = type;
};

}  // namespace boost
