#include "automata/io-dot.hpp"

#include <map>
#include <utility>

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

DotWriter::DotWriter(std::string_view name, Layout layout) : layout_(layout) {
  out_ = "digraph ";
  out_ += name;
  out_ += " {\n";
}

void DotWriter::indent() {
  if (layout_ == Layout::indented) out_.append(2 * static_cast<std::size_t>(depth_), ' ');
}

void DotWriter::statement(std::string_view text) {
  indent();
  out_ += text;
  out_ += ";\n";
}

void DotWriter::node(std::string_view id, std::string_view attributes) {
  indent();
  out_ += id;
  if (!attributes.empty()) {
    out_ += layout_ == Layout::indented ? " [" : "[";
    out_ += attributes;
    out_ += "]";
  }
  out_ += ";\n";
}

void DotWriter::edge(std::string_view from, std::string_view to, std::string_view attributes) {
  indent();
  out_ += from;
  out_ += layout_ == Layout::indented ? " -> " : "->";
  out_ += to;
  if (layout_ == Layout::compact) out_ += " ";  // write_graphviz's space, kept even without attributes
  if (!attributes.empty()) {
    if (layout_ == Layout::indented) out_ += " ";
    out_ += "[";
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

std::string dfa_to_dot(const Dfa& dfa) {
  const std::size_t n = dfa.num_states();
  DotWriter dot("G", DotWriter::Layout::compact);
  dot.statement("rankdir=LR");
  dot.statement("node [shape=circle]");
  for (State q = 0; q < n; ++q) {
    std::string label = dfa.state_name(q);
    if (!dfa.is_acceptor()) label += " / " + dfa.output_label(q);
    dot.node(std::to_string(q), "label=" + dot_string(label) + (dfa.accepting(q) ? ", shape=doublecircle" : ""));
  }
  const std::string source = std::to_string(n);  // the invisible source of the start arrow
  dot.node(source, "shape=point, style=invis");
  for (State q = 0; q < n; ++q) {
    std::map<State, std::string> letters;  // target -> letters joined by ","
    for (Letter a = 0; a < dfa.num_letters(); ++a) {
      std::string& l = letters[dfa.next(q, a)];
      if (!l.empty()) l += ',';
      l += dfa.alphabet().name(a);
    }
    for (const auto& [target, label] : letters)
      dot.edge(std::to_string(q), std::to_string(target), "label=" + dot_string(label));
  }
  dot.edge(source, std::to_string(dfa.start()));
  return dot.finish();
}

}  // namespace lrnnc::automata
