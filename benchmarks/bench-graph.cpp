// Benchmark: the Boost.Graph layer (automata/graph.hpp) against the hand-written graph walks it
// replaced, kept here (and only here) as the reference: iterative Tarjan, the breadth-first order
// of trim, and the string-appending DOT writer of dfa_to_dot. Inputs: the Tomita-7 holonomy
// skeleton (the image set under the letters; tiny, so each sample repeats the walk) and a random
// DFA (fixed seed) over 2 letters. Every output is first checked to be identical to the
// reference's; then the median thread CPU time of `runs` samples of each, and the ratio BGL /
// hand-written.
// Usage: bench_graph [states (default 1000000)] [runs (default 7)]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "automata/graph.hpp"
#include "automata/holonomy-internal.hpp"
#include "automata/io-dot.hpp"
#include "automata/minimize.hpp"
#include "automata/scc.hpp"
#include "timing.hpp"

using namespace lrnnc::automata;

namespace reference {

// The iterative Tarjan scc.cpp had before Boost.Graph.
Components tarjan(std::size_t vertices, std::size_t degree, std::span<const std::uint32_t> successors) {
  constexpr std::uint32_t kNone = 0xFFFFFFFFu;
  Components out;
  out.component.assign(vertices, kNone);
  std::vector<std::uint32_t>& comp = out.component;
  std::vector<std::uint32_t> index(vertices, kNone), low(vertices), stack;
  std::vector<std::pair<std::uint32_t, std::size_t>> calls;
  std::uint32_t counter = 0;
  for (std::uint32_t s = 0; s < vertices; ++s) {
    if (index[s] != kNone) continue;
    index[s] = low[s] = counter++;
    stack.push_back(s);
    calls.push_back({s, 0});
    while (!calls.empty()) {
      auto& [v, i] = calls.back();
      if (i < degree) {
        const std::uint32_t w = successors[v * degree + i++];
        if (index[w] == kNone) {
          index[w] = low[w] = counter++;
          stack.push_back(w);
          calls.push_back({w, 0});
        } else if (comp[w] == kNone) {
          low[v] = std::min(low[v], index[w]);
        }
        continue;
      }
      const std::uint32_t done = v;
      calls.pop_back();
      if (low[done] == index[done]) {
        std::uint32_t w;
        do {
          w = stack.back();
          stack.pop_back();
          comp[w] = out.count;
        } while (w != done);
        ++out.count;
      }
      if (!calls.empty()) low[calls.back().first] = std::min(low[calls.back().first], low[done]);
    }
  }
  return out;
}

// minimize.cpp's bfs_order before Boost.Graph.
std::vector<std::uint32_t> bfs_order(std::size_t vertices, std::size_t degree, std::span<const std::uint32_t> next,
                                     std::uint32_t start) {
  std::vector<char> seen(vertices, 0);
  std::vector<std::uint32_t> order{start};
  seen[start] = 1;
  for (std::size_t i = 0; i < order.size(); ++i)
    for (std::size_t a = 0; a < degree; ++a) {
      const std::uint32_t r = next[order[i] * degree + a];
      if (!seen[r]) {
        seen[r] = 1;
        order.push_back(r);
      }
    }
  return order;
}

// dfa_to_dot before Boost.Graph (DotWriter's compact layout, inlined).
std::string dfa_to_dot(const Dfa& dfa) {
  const std::size_t n = dfa.num_states();
  std::string out = "digraph G {\nrankdir=LR;\nnode [shape=circle];\n";
  for (State q = 0; q < n; ++q) {
    std::string label = dfa.state_name(q);
    if (!dfa.is_acceptor()) label += " / " + dfa.output_label(q);
    out +=
        std::to_string(q) + "[label=" + dot_string(label) + (dfa.accepting(q) ? ", shape=doublecircle" : "") + "];\n";
  }
  const std::string source = std::to_string(n);
  out += source + "[shape=point, style=invis];\n";
  for (State q = 0; q < n; ++q) {
    std::map<State, std::string> letters;
    for (Letter a = 0; a < dfa.num_letters(); ++a) {
      std::string& l = letters[dfa.next(q, a)];
      if (!l.empty()) l += ',';
      l += dfa.alphabet().name(a);
    }
    for (const auto& [target, label] : letters)
      out += std::to_string(q) + "->" + std::to_string(target) + " [label=" + dot_string(label) + "];\n";
  }
  return out + source + "->" + std::to_string(dfa.start()) + " ;\n}\n";
}

}  // namespace reference

namespace {

int failures = 0;

void check(bool same, const char* what) {
  if (!same) {
    std::printf("DIFFERENT: %s\n", what);
    ++failures;
  }
}

// Median CPU seconds per call of each side over `runs` samples of `reps` calls, the two sides'
// samples interleaved so that a change in the machine's load falls on both; prints the row.
template <class Old, class New>
void row(const char* input, const char* walk, int runs, int reps, Old&& old_walk, New&& new_walk) {
  using Cpu = lrnnc::bench::ThreadCpuClock;
  std::vector<double> t_old, t_new;
  for (int i = 0; i < runs; ++i) {
    t_old.push_back(lrnnc::bench::median_seconds<Cpu>(1, [&] {
      for (int r = 0; r < reps; ++r) old_walk();
    }));
    t_new.push_back(lrnnc::bench::median_seconds<Cpu>(1, [&] {
      for (int r = 0; r < reps; ++r) new_walk();
    }));
  }
  std::sort(t_old.begin(), t_old.end());
  std::sort(t_new.begin(), t_new.end());
  const double old_s = t_old[t_old.size() / 2] / reps, new_s = t_new[t_new.size() / 2] / reps;
  std::printf("| %s | %s | %.3g | %.3g | %.2f |\n", input, walk, old_s * 1e3, new_s * 1e3, new_s / old_s);
}

// SCC, breadth-first order and DOT of one table (as a DFA with start 0 and every state rejecting
// unless it is the DFA itself).
void compare(const char* input, const Dfa& dfa, int runs, int reps) {
  const std::size_t n = dfa.num_states(), k = dfa.num_letters();
  const auto& table = dfa.table();
  const Components a = reference::tarjan(n, k, table), b = strongly_connected_components(n, k, table);
  check(a.count == b.count && a.component == b.component, "strongly connected components");
  check(reference::bfs_order(n, k, table, dfa.start()) == breadth_first_order(table_graph(dfa), dfa.start()),
        "breadth-first order");
  check(reference::dfa_to_dot(dfa) == dfa_to_dot(dfa), "dfa_to_dot");
  std::size_t sink = 0;  // keeps the optimizer from dropping the walks
  row(
      input, "SCC", runs, reps, [&] { sink += reference::tarjan(n, k, table).count; },
      [&] { sink += strongly_connected_components(n, k, table).count; });
  row(
      input, "BFS order (trim)", runs, reps, [&] { sink += reference::bfs_order(n, k, table, dfa.start()).size(); },
      [&] { sink += breadth_first_order(table_graph(dfa), dfa.start()).size(); });
  row(
      input, "DOT", runs, std::max(1, reps / 10), [&] { sink += reference::dfa_to_dot(dfa).size(); },
      [&] { sink += dfa_to_dot(dfa).size(); });
  if (sink == 0) std::printf("(nothing walked)\n");
}

Dfa tomita7_skeleton() {
  using namespace holonomy_detail;
  const Dfa t7 = minimize(make_builtin("tomita:7"));
  Skeleton sk;
  sk.n = t7.num_states();
  sk.k = t7.num_letters();
  sk.words = (sk.n + 63) / 64;
  Budget budget;
  budget.limit = 60;
  build_image_set(t7, DecomposeOptions{}, budget, sk);
  const std::size_t members = sk.sets.size();
  return Dfa(t7.alphabet(), members, 0, sk.next, std::vector<std::uint32_t>(members, 0), acceptor_labels(), true);
}

// A random complete acceptor over {a, b}, start 0.
Dfa random_dfa(std::size_t n) {
  std::mt19937_64 rng(1);
  std::vector<State> delta(n * 2);
  for (auto& r : delta) r = static_cast<State>(rng() % n);
  std::vector<State> accepting;
  for (State q = 0; q < n; ++q)
    if (rng() % 2) accepting.push_back(q);
  return make_acceptor(Alphabet::make({"a", "b"}), n, 0, delta, accepting);
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t n = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1000000;
  const int runs = argc > 2 ? std::atoi(argv[2]) : 7;
  const Dfa skeleton = tomita7_skeleton();
  const Dfa random = random_dfa(n);
  std::printf("Tomita-7 skeleton: %zu members, %zu letters; random DFA: %zu states, 2 letters (seed 1)\n",
              skeleton.num_states(), skeleton.num_letters(), n);
  std::printf("median of %d samples, thread CPU time per call\n\n", runs);
  std::printf("| input | walk | hand-written ms | Boost.Graph ms | ratio |\n|---|---|---|---|---|\n");
  compare("Tomita-7 skeleton", skeleton, runs, 20000);
  compare("random DFA", random, runs, 1);
  if (n > 1000) compare("random DFA, 1000 states", random_dfa(1000), runs, 200);
  return failures == 0 ? 0 : 1;
}
