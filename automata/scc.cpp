#include "automata/scc.hpp"

#include <boost/graph/strong_components.hpp>

#include "automata/graph.hpp"

namespace lrnnc::automata {

Components strongly_connected_components(std::size_t vertices, std::size_t degree,
                                         std::span<const std::uint32_t> successors) {
  const TableGraph g(vertices, degree, successors);
  Components out;
  if (vertices == 0) return out;
  out.component.resize(vertices);
  // 32-bit root and time maps and a one-byte colour map instead of the size_t and four-byte
  // defaults: less than half the memory the search touches on large tables.
  std::vector<std::uint32_t> root(vertices), time(vertices);
  std::vector<VertexColor> color(vertices);
  const boost::typed_identity_property_map<std::uint32_t> id;
  out.count = boost::strong_components(g, boost::make_iterator_property_map(out.component.begin(), id),
                                       boost::root_map(boost::make_iterator_property_map(root.begin(), id))
                                           .discover_time_map(boost::make_iterator_property_map(time.begin(), id))
                                           .color_map(boost::make_iterator_property_map(color.begin(), id)));
  return out;
}

std::size_t strongly_connected_components(const Dfa& dfa, std::vector<std::size_t>& component) {
  const Components c = strongly_connected_components(dfa.num_states(), dfa.num_letters(), dfa.table());
  component.assign(c.component.begin(), c.component.end());
  return c.count;
}

}  // namespace lrnnc::automata
