#include "automata/io-dot.hpp"

#include <algorithm>
#include <sstream>
#include <tuple>
#include <utility>
#include <vector>

#include <boost/graph/filtered_graph.hpp>
#include <boost/graph/graphviz.hpp>

#include "automata/graph.hpp"

namespace lrnnc::automata {

std::string dot_string(std::string_view text) {
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

DotWriter::DotWriter(std::string_view name) {
  out_ = "digraph ";
  out_ += name;
  out_ += " {\n";
}

void DotWriter::indent() { out_.append(2 * static_cast<std::size_t>(depth_), ' '); }

void DotWriter::statement(std::string_view text) {
  indent();
  out_ += text;
  out_ += ";\n";
}

void DotWriter::node(std::string_view id, std::string_view attributes) {
  indent();
  out_ += id;
  if (!attributes.empty()) {
    out_ += " [";
    out_ += attributes;
    out_ += "]";
  }
  out_ += ";\n";
}

void DotWriter::edge(std::string_view from, std::string_view to, std::string_view attributes) {
  indent();
  out_ += from;
  out_ += " -> ";
  out_ += to;
  if (!attributes.empty()) {
    out_ += " [";
    out_ += attributes;
    out_ += "]";
  }
  out_ += ";\n";
}

void DotWriter::begin_subgraph(std::string_view name) {
  indent();
  out_ += "subgraph ";
  out_ += name;
  out_ += " {\n";
  ++depth_;
}

void DotWriter::end_subgraph() {
  --depth_;
  indent();
  out_ += "}\n";
}

std::string DotWriter::finish() {
  while (depth_ > 1) end_subgraph();
  depth_ = 0;
  out_ += "}\n";
  return std::move(out_);
}

namespace {

// write_graphviz prints a vertex id through an unqualified escape_dot_string, whose generic version
// formats the id with lexical_cast and matches it against a regular expression to decide on
// quotes; our ids are numbers, which DOT takes unquoted, so this overload (found by
// argument-dependent lookup, preferred as a non-template) prints them directly.
struct DotId {
  std::uint32_t v;
};
std::string escape_dot_string(DotId id) { return std::to_string(id.v); }
struct DotIdMap {};
DotId get(DotIdMap, std::uint32_t v) { return {v}; }

// Keeps the first edge of each run of equal targets in a row of at most `letters` edges, and the
// first edge of the last row. (Default-constructible: the filtered graph's iterators need it.)
struct FirstOfRun {
  const TableGraph* g = nullptr;
  std::size_t letters = 0;
  bool operator()(TableEdge e) const {
    if (e.source + 1 == g->num_vertices()) return e.letter == 0;
    return e.letter < letters && (e.letter == 0 || g->row(e.source)[e.letter - 1] != g->target(e));
  }
};

}  // namespace

// The graph written is the DFA's table with each row sorted by target (letters ascending within a
// target) plus a row for the invisible source of the start arrow, every out-edge pointing to the
// start, filtered to the first edge of each run of equal targets: one DOT edge per (state,
// target), in target order, labelled with the letters of its run. The sorted copy costs 8 bytes
// per transition, less than the text written for it.
std::string dfa_to_dot(const Dfa& dfa) {
  const std::size_t n = dfa.num_states(), k = dfa.num_letters();
  const std::size_t d = std::max<std::size_t>(k, 1);  // row n needs one edge even without letters
  std::vector<std::uint32_t> sorted((n + 1) * d, static_cast<std::uint32_t>(dfa.start())), letter(sorted.size(), 0);
  std::vector<std::pair<State, Letter>> row(k);
  for (State q = 0; q < n; ++q) {
    for (Letter a = 0; a < k; ++a) row[a] = {dfa.next(q, a), a};
    std::sort(row.begin(), row.end());
    for (std::size_t i = 0; i < k; ++i) std::tie(sorted[q * d + i], letter[q * d + i]) = row[i];
  }
  const TableGraph g(n + 1, d, sorted);
  const boost::filtered_graph<TableGraph, FirstOfRun> shown(g, FirstOfRun{&g, k});
  auto vertex_writer = [&](std::ostream& os, std::uint32_t q) {
    if (q == n) {
      os << "[shape=point, style=invis]";
      return;
    }
    std::string label = dfa.state_name(q);
    if (!dfa.is_acceptor()) label += " / " + dfa.output_label(q);
    os << ("[label=" + dot_string(label) + (dfa.accepting(q) ? ", shape=doublecircle]" : "]"));
  };
  auto edge_writer = [&](std::ostream& os, TableEdge e) {
    if (e.source == n) return;
    const std::size_t at = e.source * d;
    std::string label(dfa.alphabet().name(letter[at + e.letter]));
    for (std::size_t i = e.letter + 1; i < k && sorted[at + i] == sorted[at + e.letter]; ++i)
      (label += ',') += dfa.alphabet().name(letter[at + i]);
    os << ("[label=" + dot_string(label) + "]");
  };
  auto graph_writer = [](std::ostream& os) { os << "rankdir=LR;\nnode [shape=circle];\n"; };
  std::ostringstream os;
  boost::write_graphviz(os, shown, vertex_writer, edge_writer, graph_writer, DotIdMap{});
  return std::move(os).str();
}

}  // namespace lrnnc::automata
