#include "automata/io-dot.hpp"

#include <map>
#include <sstream>

// g++ 12 reports a false -Wmaybe-uninitialized inside Boost's edge iterator (a boost::optional);
// clang has no such warning.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/graphviz.hpp>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

namespace lrnnc::automata {

namespace {

// A DOT string literal: quotes and backslashes escaped, line breaks as \n.
std::string dot_string(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if (c != '\r') {
      out += c;
    }
  }
  return out + "\"";
}

using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property, std::string>;

}  // namespace

std::string dfa_to_dot(const Dfa& dfa) {
  const std::size_t n = dfa.num_states();
  Graph g(n + 1);  // vertex n: the invisible source of the start arrow
  for (State q = 0; q < n; ++q) {
    std::map<State, std::string> letters;  // target -> letters joined by ","
    for (Letter a = 0; a < dfa.num_letters(); ++a) {
      std::string& l = letters[dfa.next(q, a)];
      if (!l.empty()) l += ',';
      l += dfa.alphabet().name(a);
    }
    for (auto& [target, label] : letters) boost::add_edge(q, target, label, g);
  }
  boost::add_edge(n, dfa.start(), std::string(), g);

  auto vertex_writer = [&](std::ostream& os, std::size_t v) {
    if (v == n) {
      os << "[shape=point, style=invis]";
      return;
    }
    const State q = static_cast<State>(v);
    std::string label = dfa.state_name(q);
    if (!dfa.is_acceptor()) label += " / " + dfa.output_label(q);
    os << "[label=" << dot_string(label) << (dfa.accepting(q) ? ", shape=doublecircle" : "") << "]";
  };
  auto edge_writer = [&](std::ostream& os, Graph::edge_descriptor e) {
    if (boost::source(e, g) != n) os << "[label=" << dot_string(g[e]) << "]";
  };
  auto graph_writer = [](std::ostream& os) { os << "rankdir=LR;\nnode [shape=circle];\n"; };

  std::ostringstream os;
  boost::write_graphviz(os, g, vertex_writer, edge_writer, graph_writer);
  return os.str();
}

}  // namespace lrnnc::automata
