#include "automata/graph.hpp"

#include <boost/graph/breadth_first_search.hpp>

namespace lrnnc::automata {

namespace {

// breadth_first_visit's queue, kept in the result: a vertex is pushed once, when discovered, so
// the pushes are the breadth-first order and popping only moves a cursor.
struct OrderQueue {
  using value_type = std::uint32_t;
  using size_type = std::size_t;
  std::vector<std::uint32_t>& order;
  std::size_t head = 0;
  void push(std::uint32_t v) { order.push_back(v); }
  void pop() { ++head; }
  std::uint32_t& top() { return order[head]; }
  const std::uint32_t& top() const { return order[head]; }
  std::size_t size() const { return order.size() - head; }
  bool empty() const { return head == order.size(); }
};

// The colour map: breadth_first_visit blackens each vertex once its out-edges are scanned, and
// with the null visitor nothing tells black from gray (only white is tested), so that store (one
// more random write per vertex; 5-10% of the walk in bench_graph) is skipped.
struct SeenMap {
  VertexColor* color;
  friend VertexColor get(const SeenMap& m, std::uint32_t v) { return m.color[v]; }
  friend void put(const SeenMap& m, std::uint32_t v, VertexColor c) {
    if (c != VertexColor::black) m.color[v] = c;
  }
};

}  // namespace

}  // namespace lrnnc::automata

template <>
struct boost::property_traits<lrnnc::automata::SeenMap> {
  using key_type = std::uint32_t;
  using value_type = lrnnc::automata::VertexColor;
  using reference = lrnnc::automata::VertexColor;
  using category = boost::read_write_property_map_tag;
};

namespace lrnnc::automata {

std::vector<std::uint32_t> breadth_first_order(const TableGraph& g, std::uint32_t start) {
  std::vector<std::uint32_t> order;
  OrderQueue queue{order};
  std::vector<VertexColor> color(g.num_vertices(), VertexColor::white);
  // A local copy of the view: the table's pointer and degree then stay in registers (the pushes
  // into `order` could otherwise change them, as far as the compiler knows).
  const TableGraph local = g;
  boost::breadth_first_visit(local, start, queue, boost::default_bfs_visitor(), SeenMap{color.data()});
  return order;
}

}  // namespace lrnnc::automata
