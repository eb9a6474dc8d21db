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

}  // namespace

std::vector<std::uint32_t> breadth_first_order(const TableGraph& g, std::uint32_t start) {
  std::vector<std::uint32_t> order;
  OrderQueue queue{order};
  std::vector<VertexColor> color(g.num_vertices(), VertexColor::white);
  boost::breadth_first_visit(g, start, queue, boost::default_bfs_visitor(),
                             boost::make_iterator_property_map(color.begin(), get(boost::vertex_index, g)));
  return order;
}

}  // namespace lrnnc::automata
