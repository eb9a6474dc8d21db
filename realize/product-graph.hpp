// Internal to realize/: the product of a Machine with the spec's automaton as an implicit
// Boost.Graph incidence graph, and the color map and queue that breadth_first_visit runs with.
// Not installed API.
//
// Vertices are pair ids (realize/pair-store.hpp). out_edges(u) loads pair u into the machine,
// steps it on every letter in order, and interns each successor: a successor met for the first
// time gets the next id. breadth_first_visit discovers the targets of u's edges in edge order, so
// the order in which it discovers vertices is the order of their ids, and so are its queue and
// colors: a vertex is white while its id is at least the number discovered, gray until the queue's
// head has passed it, black after. The color map and the queue below are those two counters: no
// memory per vertex. out_edges() is the only function that creates vertices; when a cap forbids a
// new one it stops there (the edges listed so far are returned) and marks the graph stopped, and
// the queue then reads empty, which ends the search.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <boost/graph/graph_traits.hpp>
#include <boost/graph/properties.hpp>
#include <boost/property_map/property_map.hpp>

#include "automata/dfa.hpp"
#include "realize/machine.hpp"
#include "realize/pair-store.hpp"

namespace lrnnc::realize::detail {

struct ProductEdge {
  std::uint32_t source = 0, target = 0;
  automata::Letter letter = 0;
  std::uint32_t label = 0;  // the target's output
  friend bool operator==(const ProductEdge&, const ProductEdge&) = default;
};

// An edge's target to check (a new pair, or the start pair met again), or the successor that a cap
// kept from being stored: enough to check it and to name its word (the source's, then the letter).
struct Arrival {
  std::uint32_t parent = 0;
  automata::Letter letter = 0;
  std::uint32_t label = 0, spec = 0;
};

class Expander {
 public:
  Expander(Machine& machine, const automata::Dfa& spec, PairStore& store, std::size_t max_pairs, std::size_t max_bytes)
      : machine_(machine),
        spec_(spec),
        store_(store),
        max_pairs_(max_pairs),
        max_bytes_(max_bytes),
        next_(store.words() * spec.num_letters()),
        labels_(spec.num_letters()),
        specs_(spec.num_letters()),
        hashes_(spec.num_letters()) {}

  // The edges of u, in letter order, creating the successors not stored yet. Every successor is
  // stepped first and its slot prefetched, then they are looked up in order: the index's cache
  // misses overlap with the steps.
  std::pair<const ProductEdge*, const ProductEdge*> expand(std::uint32_t u) {
    edges_.clear();
    machine_.load(store_.state(u));
    const automata::State q = store_.spec(u);
    const std::size_t letters = spec_.num_letters(), words = store_.words();
    for (std::size_t i = 0; i < letters; ++i) {
      const auto a = static_cast<automata::Letter>(i);
      labels_[i] = machine_.step(a, next_.data() + i * words);
      specs_[i] = spec_.next(q, a);
      hashes_[i] = store_.hash(next_.data() + i * words, specs_[i]);
      store_.prefetch(hashes_[i]);
    }
    for (std::size_t i = 0; i < letters; ++i) {
      const std::uint64_t* next = next_.data() + i * words;
      std::uint32_t v = store_.find(next, specs_[i], hashes_[i]);
      if (v == PairStore::kNone) {
        if (store_.size() >= max_pairs_ || store_.bytes_after_insert() > max_bytes_) {
          stopped_ = true;
          full_by_pairs_ = store_.size() >= max_pairs_;
          overflow_ = Arrival{u, static_cast<automata::Letter>(i), labels_[i], specs_[i]};
          break;
        }
        v = store_.insert(next, specs_[i], hashes_[i]);
      }
      edges_.push_back({u, v, static_cast<automata::Letter>(i), labels_[i]});
    }
    return {edges_.data(), edges_.data() + edges_.size()};
  }

  std::size_t letters() const { return spec_.num_letters(); }
  bool stopped() const { return stopped_; }
  bool full_by_pairs() const { return full_by_pairs_; }
  const Arrival& overflow() const { return overflow_; }
  // The queue and color counters (see the header comment).
  std::uint32_t discovered = 0, head = 0;

 private:
  Machine& machine_;
  const automata::Dfa& spec_;
  PairStore& store_;
  std::size_t max_pairs_, max_bytes_;
  std::vector<std::uint64_t> next_;  // the successors' states, one per letter
  std::vector<std::uint32_t> labels_, specs_;
  std::vector<std::uint64_t> hashes_;
  std::vector<ProductEdge> edges_;
  bool stopped_ = false, full_by_pairs_ = false;
  Arrival overflow_;
};

// The graph handle Boost.Graph passes around (by const reference; the expander it points to changes).
struct ProductGraph {
  Expander* expander = nullptr;
};

struct ProductTraversal : boost::incidence_graph_tag {};

// The queue of breadth_first_visit: ids in [head, discovered), in order.
struct IdQueue {
  using value_type = std::uint32_t;
  using size_type = std::size_t;
  Expander* x;
  void push(std::uint32_t v) {
    (void)v;  // == x->discovered - 1: the color map counted it when it turned gray
  }
  void pop() { ++x->head; }
  std::uint32_t& top() { return x->head; }
  const std::uint32_t& top() const { return x->head; }
  std::size_t size() const { return x->discovered - x->head; }
  bool empty() const { return x->stopped() || x->head == x->discovered; }
};

// The colors of breadth_first_visit, read off the counters.
struct IdColorMap {
  using key_type = std::uint32_t;
  using value_type = boost::default_color_type;
  using reference = boost::default_color_type;
  using category = boost::read_write_property_map_tag;
  Expander* x;
};

inline boost::default_color_type get(const IdColorMap& m, std::uint32_t v) {
  if (v >= m.x->discovered) return boost::white_color;
  return v >= m.x->head ? boost::gray_color : boost::black_color;
}
inline void put(const IdColorMap& m, std::uint32_t v, boost::default_color_type c) {
  // Only white -> gray changes a counter (vertices turn gray in id order); gray -> black is the
  // queue's pop, already counted.
  if (c == boost::gray_color && v == m.x->discovered) ++m.x->discovered;
}

inline std::pair<const ProductEdge*, const ProductEdge*> out_edges(std::uint32_t u, const ProductGraph& g) {
  return g.expander->expand(u);
}
// Every pair has one edge per letter (a stopped expansion lists fewer, but then the search ends).
inline std::size_t out_degree(std::uint32_t, const ProductGraph& g) { return g.expander->letters(); }
inline std::uint32_t source(const ProductEdge& e, const ProductGraph&) { return e.source; }
inline std::uint32_t target(const ProductEdge& e, const ProductGraph&) { return e.target; }

}  // namespace lrnnc::realize::detail

namespace boost {
template <>
struct graph_traits<lrnnc::realize::detail::ProductGraph> {
  using vertex_descriptor = std::uint32_t;
  using edge_descriptor = lrnnc::realize::detail::ProductEdge;
  using out_edge_iterator = const lrnnc::realize::detail::ProductEdge*;
  using directed_category = directed_tag;
  using edge_parallel_category = allow_parallel_edge_tag;
  using traversal_category = lrnnc::realize::detail::ProductTraversal;
  using degree_size_type = std::size_t;
  using vertices_size_type = std::size_t;
  using edges_size_type = std::size_t;
  using vertex_iterator = void;
  using edge_iterator = void;
  using adjacency_iterator = void;
  using in_edge_iterator = void;
  static vertex_descriptor null_vertex() { return 0xffffffffu; }
};
}  // namespace boost
