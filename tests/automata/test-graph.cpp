#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <numeric>
#include <random>
#include <vector>

#include <boost/graph/graph_concepts.hpp>

#include "automata/graph.hpp"
#include "automata/io-dot.hpp"
#include "automata/io-json.hpp"
#include "automata/minimize.hpp"
#include "automata/scc.hpp"
#include "random-dfa.hpp"

using namespace lrnnc::automata;

BOOST_CONCEPT_ASSERT((boost::VertexListGraphConcept<TableGraph>));
BOOST_CONCEPT_ASSERT((boost::IncidenceGraphConcept<TableGraph>));
BOOST_CONCEPT_ASSERT((boost::AdjacencyGraphConcept<TableGraph>));
BOOST_CONCEPT_ASSERT((boost::EdgeListGraphConcept<TableGraph>));
BOOST_CONCEPT_ASSERT((boost::ReadablePropertyGraphConcept<TableGraph, std::uint32_t, boost::vertex_index_t>));

namespace {

std::vector<std::uint32_t> random_table(std::mt19937_64& rng, std::size_t n, std::size_t k) {
  std::vector<std::uint32_t> next(n * k);
  for (auto& r : next) r = static_cast<std::uint32_t>(rng() % n);
  return next;
}

// Tarjan's algorithm as he wrote it (recursive; small graphs only): components numbered as they
// complete, roots tried in vertex order, out-edges in table order.
Components recursive_tarjan(std::size_t n, std::size_t k, const std::vector<std::uint32_t>& next) {
  constexpr std::uint32_t kNone = 0xFFFFFFFFu;
  Components out;
  out.component.assign(n, kNone);
  std::vector<std::uint32_t> index(n, kNone), low(n), stack;
  std::uint32_t counter = 0;
  std::function<void(std::uint32_t)> visit = [&](std::uint32_t v) {
    index[v] = low[v] = counter++;
    stack.push_back(v);
    for (std::size_t a = 0; a < k; ++a) {
      const std::uint32_t w = next[v * k + a];
      if (index[w] == kNone) {
        visit(w);
        low[v] = std::min(low[v], low[w]);
      } else if (out.component[w] == kNone) {
        low[v] = std::min(low[v], index[w]);
      }
    }
    if (low[v] != index[v]) return;
    std::uint32_t w;
    do {
      w = stack.back();
      stack.pop_back();
      out.component[w] = out.count;
    } while (w != v);
    ++out.count;
  };
  for (std::uint32_t v = 0; v < n; ++v)
    if (index[v] == kNone) visit(v);
  return out;
}

}  // namespace

TEST_CASE("graph adaptor: the view does not copy the table", "[quick][graph]") {
  std::mt19937_64 rng(46);
  const Dfa dfa = testing::random_dfa(rng, 50, 3);
  const TableGraph g = table_graph(dfa);
  CHECK(g.successors().data() == dfa.table().data());
  CHECK(g.successors().size() == dfa.table().size());
  for (std::uint32_t v = 0; v < 50; ++v) CHECK(adjacent_vertices(v, g).first == dfa.table().data() + v * 3);
}

TEST_CASE("graph adaptor: vertices, out-edges, adjacency and edges list the table in order", "[quick][graph]") {
  std::mt19937_64 rng(4601);
  for (int trial = 0; trial < 50; ++trial) {
    const std::size_t n = 1 + rng() % 20, k = rng() % 4;
    CAPTURE(trial, n, k);
    const auto next = random_table(rng, n, k);
    const TableGraph g(n, k, next);
    REQUIRE(num_vertices(g) == n);
    CHECK(num_edges(g) == n * k);
    std::vector<std::uint32_t> listed, adjacent;
    std::uint32_t expected_vertex = 0;
    for (auto [v, end] = vertices(g); v != end; ++v) {
      CHECK(*v == expected_vertex++);
      CHECK(get(boost::vertex_index, g)[*v] == *v);
      CHECK(out_degree(*v, g) == k);
      std::uint32_t letter = 0;
      for (auto [e, e_end] = out_edges(*v, g); e != e_end; ++e) {
        CHECK(source(*e, g) == *v);
        CHECK(e->letter == letter++);
        listed.push_back(target(*e, g));
      }
      for (auto [w, w_end] = adjacent_vertices(*v, g); w != w_end; ++w) adjacent.push_back(*w);
    }
    CHECK(listed == next);
    CHECK(adjacent == next);
    std::vector<std::uint32_t> all;
    for (auto [e, end] = edges(g); e != end; ++e) {
      CHECK(e->source == all.size() / std::max<std::size_t>(k, 1));
      all.push_back(target(*e, g));
    }
    CHECK(all == next);
  }
}

TEST_CASE("graph adaptor: BGL strong_components equals the reference Tarjan numbering on random tables",
          "[quick][graph]") {
  std::mt19937_64 rng(4602);
  for (int trial = 0; trial < 400; ++trial) {
    const std::size_t n = 1 + rng() % 40, k = rng() % 4;
    CAPTURE(trial, n, k);
    auto next = random_table(rng, n, k);
    if (trial % 2 == 1)  // mostly downwards: many components, long chains
      for (std::size_t i = 0; i < next.size(); ++i)
        if (rng() % 4 != 0) next[i] = static_cast<std::uint32_t>(rng() % (i / std::max<std::size_t>(k, 1) + 1));
    const Components want = recursive_tarjan(n, k, next), got = strongly_connected_components(n, k, next);
    CHECK(got.count == want.count);
    CHECK(got.component == want.component);
  }
}

TEST_CASE("graph adaptor: strong_components does not recurse (a 10^6-vertex path)", "[quick][graph]") {
  const std::size_t n = 1'000'000;
  std::vector<std::uint32_t> next(n);
  std::iota(next.begin(), next.end(), 1u);
  next.back() = static_cast<std::uint32_t>(n - 1);
  const Components c = strongly_connected_components(n, 1, next);
  CHECK(c.count == n);
  CHECK(c.component[0] == n - 1);  // the path's start completes last
  CHECK(c.component[n - 1] == 0);
}

TEST_CASE("graph adaptor: breadth_first_order lists the reachable vertices, parents in order", "[quick][graph]") {
  std::mt19937_64 rng(4603);
  for (int trial = 0; trial < 200; ++trial) {
    const std::size_t n = 1 + rng() % 40, k = rng() % 3;
    const auto start = static_cast<std::uint32_t>(rng() % n);
    CAPTURE(trial, n, k, start);
    const auto next = random_table(rng, n, k);
    const auto order = breadth_first_order(TableGraph(n, k, next), start);
    REQUIRE(!order.empty());
    CHECK(order[0] == start);
    // Position of each vertex; every later vertex's first in-edge from the order (its parent edge,
    // as row position * k + letter) comes after the previous vertex's: that is breadth-first order.
    std::vector<std::size_t> at(n, n);
    for (std::size_t i = 0; i < order.size(); ++i) {
      REQUIRE(at[order[i]] == n);  // each vertex once
      at[order[i]] = i;
    }
    std::size_t previous_parent = 0;
    for (std::size_t i = 1; i < order.size(); ++i) {
      std::size_t parent = n * k;
      for (std::size_t j = 0; j < i && parent == n * k; ++j)
        for (std::size_t a = 0; a < k; ++a)
          if (next[order[j] * k + a] == order[i]) {
            parent = j * k + a;
            break;
          }
      CHECK(parent < n * k);
      CHECK(parent >= previous_parent);
      previous_parent = parent;
    }
    // Closed under the edges: nothing reachable is missing.
    for (std::uint32_t v : order)
      for (std::size_t a = 0; a < k; ++a) CHECK(at[next[v * k + a]] < n);
  }
}

TEST_CASE("trim through BGL keeps BFS numbering", "[quick][graph]") {
  std::mt19937_64 rng(4604);
  for (int trial = 0; trial < 100; ++trial) {
    const Dfa dfa = testing::random_dfa(rng, 1 + rng() % 30, 1 + rng() % 3);
    CAPTURE(trial);
    const Dfa t = trim(dfa);
    CHECK(t.start() == 0);
    CHECK(t.num_states() == breadth_first_order(table_graph(dfa), dfa.start()).size());
    std::vector<std::uint32_t> identity(t.num_states());
    std::iota(identity.begin(), identity.end(), 0u);
    CHECK(breadth_first_order(table_graph(t), 0) == identity);  // state i is the i-th discovered
    CHECK(equivalent(t, dfa));
  }
}

TEST_CASE("dfa_to_dot through write_graphviz is byte-identical to the golden text", "[quick][graph][io]") {
  const Dfa dfa = dfa_from_json(R"({"alphabet": ["a","b","c"], "states": ["p \"q\"", "r", "s"], "start": 1,
                                    "accepting": ["r"], "delta": [[2, 0, 2], [1, 1, 1], [0, 2, 1]]})");
  CHECK(dfa_to_dot(dfa) ==
        "digraph G {\n"
        "rankdir=LR;\n"
        "node [shape=circle];\n"
        "0[label=\"p \\\"q\\\"\"];\n"
        "1[label=\"r\", shape=doublecircle];\n"
        "2[label=\"s\"];\n"
        "3[shape=point, style=invis];\n"
        "0->0 [label=\"b\"];\n"
        "0->2 [label=\"a,c\"];\n"
        "1->1 [label=\"a,b,c\"];\n"
        "2->0 [label=\"a\"];\n"
        "2->1 [label=\"c\"];\n"
        "2->2 [label=\"b\"];\n"
        "3->1 ;\n"
        "}\n");
  const Dfa moore = make_dfa(Alphabet::make({"x"}), 2, 0, {1, 0}, {0, 1}, {"L0", "L1"});
  CHECK(dfa_to_dot(moore) ==
        "digraph G {\n"
        "rankdir=LR;\n"
        "node [shape=circle];\n"
        "0[label=\"0 / L0\"];\n"
        "1[label=\"1 / L1\"];\n"
        "2[shape=point, style=invis];\n"
        "0->1 [label=\"x\"];\n"
        "1->0 [label=\"x\"];\n"
        "2->0 ;\n"
        "}\n");
}
