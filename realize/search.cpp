// realize(): the breadth-first search of the product (realize/realize.hpp), through
// boost::breadth_first_visit on the implicit graph of realize/product-graph.hpp.
#include <algorithm>
#include <chrono>
#include <cstring>

#include <boost/graph/breadth_first_search.hpp>

#include "common/byte-text.hpp"
#include "common/error.hpp"
#include "common/interruption.hpp"
#include "common/join.hpp"
#include "realize/product-graph.hpp"
#include "realize/realize.hpp"
#include "realize/realized-machine.hpp"

namespace lrnnc::realize {

std::string to_string(Verdict verdict) {
  switch (verdict) {
    case Verdict::proved: return "proved";
    case Verdict::counterexample: return "counterexample";
    case Verdict::bounded: return "bounded";
  }
  return "?";
}

namespace {

using detail::Expander;
using detail::PairStore;

// The spec's label ids as the machine's output ids, by name.
std::vector<std::uint32_t> map_labels(const Machine& machine, const automata::Dfa& spec) {
  const auto& names = machine.labels();
  std::vector<std::uint32_t> map;
  for (const std::string& label : spec.labels()) {
    const auto it = std::find(names.begin(), names.end(), label);
    map.push_back(it == names.end() ? kNoOutput : static_cast<std::uint32_t>(it - names.begin()));
  }
  for (std::size_t q = 0; q < spec.num_states(); ++q)
    if (map[spec.output(static_cast<automata::State>(q))] == kNoOutput)
      throw Error("the spec's output '" + spec.output_label(static_cast<automata::State>(q)) +
                  "' is not an output of the network");
  return map;
}

void check_alphabets(const Machine& machine, const automata::Dfa& spec) {
  const auto& a = machine.alphabet().names();
  const auto& b = spec.alphabet().names();
  if (a != b)
    throw Error("the network's alphabet {" + join(a, ", ") + "} differs from the spec's {" + join(b, ", ") +
                "} (letters are matched by name, in order)");
}

// The search's state between Boost.Graph's calls: levels, the first failure.
struct Search {
  Search(Expander& x_, const PairStore& store_, const automata::Dfa& spec_, const std::vector<std::uint32_t>& expected_,
         const RealizeOptions& options_)
      : x(x_), store(store_), spec(spec_), expected(expected_), options(options_) {}
  Expander& x;
  const PairStore& store;
  const automata::Dfa& spec;
  const std::vector<std::uint32_t>& expected;  // spec label id -> machine output id
  const RealizeOptions& options;
  std::vector<std::uint32_t> levels{0};    // first id of each level entered
  std::uint32_t next_level = 1;            // first id of the level after the current one
  std::optional<detail::Arrival> failure;  // the first failing arrival
  bool start_checked = false;

  // Every pair is checked on the edge that reaches it first: the tree edge that discovers it, or
  // for the start pair (discovered by the empty word, which has no output) the first edge back to
  // it. Edges are examined in the order of their words (shortest first, then letter order), so the
  // first failing arrival is the first failing word.
  void arrive(const detail::ProductEdge& e) {
    if (failure) return;
    if (e.target == 0) {
      if (start_checked) return;
      start_checked = true;
    }
    const automata::State q = store.spec(e.target);
    if (e.label != expected[spec.output(q)]) failure = detail::Arrival{e.source, e.letter, e.label, q};
  }
  void examine(std::uint32_t u) {
    if (u != next_level) return;
    if (options.progress) options.progress(levels.size() - 1, store.size());
    interruption_point();
    levels.push_back(u);
    next_level = static_cast<std::uint32_t>(store.size());
  }
  std::size_t level_of(std::uint32_t v) const {
    if (v >= next_level) return levels.size();
    return static_cast<std::size_t>(std::upper_bound(levels.begin(), levels.end(), v) - levels.begin()) - 1;
  }
  std::uint32_t level_begin(std::size_t d) const { return d < levels.size() ? levels[d] : next_level; }
};

struct Visitor : boost::default_bfs_visitor {
  Search* s;
  void tree_edge(const detail::ProductEdge& e, const detail::ProductGraph&) const { s->arrive(e); }
  void non_tree_edge(const detail::ProductEdge& e, const detail::ProductGraph&) const {
    if (e.target == 0) s->arrive(e);
  }
  void examine_vertex(std::uint32_t u, const detail::ProductGraph&) const { s->examine(u); }
};

// The word of pair v: its parent is the first pair of the level before (in id order) with an edge
// to v, on the first such letter: the parent breadth_first_visit discovered it from, so the word is
// the first in letter order among the shortest words to v. One pass over the levels before v.
automata::Word word_of(Machine& machine, const Search& s, std::uint32_t v) {
  automata::Word word;
  std::vector<std::uint64_t> next(s.store.words());
  while (v != 0) {
    const std::size_t d = s.level_of(v);
    bool found = false;
    for (std::uint32_t p = s.level_begin(d - 1); p < s.level_begin(d) && !found; ++p) {
      machine.load(s.store.state(p));
      for (std::size_t i = 0; i < s.spec.num_letters() && !found; ++i) {
        const auto a = static_cast<automata::Letter>(i);
        machine.step(a, next.data());
        if (s.spec.next(s.store.spec(p), a) == s.store.spec(v) &&
            std::memcmp(next.data(), s.store.state(v), next.size() * sizeof(std::uint64_t)) == 0)
          word.push_back(a), v = p, found = true;
      }
    }
    if (!found) throw std::logic_error("realize: a pair has no parent in the level before it");
  }
  std::reverse(word.begin(), word.end());
  return word;
}

Counterexample make_counterexample(Machine& machine, const Search& s, const detail::Arrival& at) {
  Counterexample c;
  c.word = word_of(machine, s, at.parent);
  c.word.push_back(at.letter);
  c.decoded = machine.labels()[at.label];
  c.expected = s.spec.output_label(at.spec);
  c.non_finite = at.label == machine.non_finite();
  return c;
}

}  // namespace

RealizeReport realize(Machine& machine, const automata::Dfa& spec, const RealizeOptions& options) {
  if (options.max_pairs == 0) throw Error(options.max_pairs_name + " must be at least 1");
  check_alphabets(machine, spec);
  const std::vector<std::uint32_t> expected = map_labels(machine, spec);
  const auto t0 = std::chrono::steady_clock::now();

  PairStore store(machine.words());
  std::vector<std::uint64_t> start(machine.words());
  machine.initial(start.data());
  store.insert(start.data(), spec.start());
  Expander x(machine, spec, store, std::min<std::size_t>(options.max_pairs, 0xfffffffeu), options.max_bytes);
  Search s(x, store, spec, expected, options);
  detail::IdQueue queue{&x};
  boost::breadth_first_visit(detail::ProductGraph{&x}, std::uint32_t{0}, queue, Visitor{{}, &s},
                             detail::IdColorMap{&x});

  RealizeReport report;
  report.pairs = store.size();
  report.bytes = store.bytes();
  report.depth = s.levels.size() - 1;
  if (s.failure) {
    report.verdict = Verdict::counterexample;
    report.counterexample = make_counterexample(machine, s, *s.failure);
  } else if (x.stopped() && x.overflow().label != expected[spec.output(x.overflow().spec)]) {
    // The successor the cap kept out fails, and every arrival before it passed.
    report.verdict = Verdict::counterexample;
    report.counterexample = make_counterexample(machine, s, x.overflow());
  } else {
    report.verdict = x.stopped() ? Verdict::bounded : Verdict::proved;
  }
  if (x.stopped())
    report.cap =
        x.full_by_pairs()
            ? "reached " + std::to_string(store.size()) + " pairs (" + options.max_pairs_name + ")"
            : "the pairs would need more than " + byte_text(options.max_bytes) + " (" + options.max_bytes_name + ")";
  else
    detail::describe_realized(machine, spec, store, options, report);
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return report;
}

}  // namespace lrnnc::realize
