#include "automata/scc.hpp"

#include <algorithm>
#include <utility>

namespace lrnnc::automata {

Components strongly_connected_components(std::size_t vertices, std::size_t degree,
                                         std::span<const std::uint32_t> successors) {
  constexpr std::uint32_t kNone = 0xFFFFFFFFu;
  Components out;
  out.component.assign(vertices, kNone);
  std::vector<std::uint32_t>& comp = out.component;
  std::vector<std::uint32_t> index(vertices, kNone), low(vertices), stack;
  std::vector<std::pair<std::uint32_t, std::size_t>> calls;  // (vertex, next out-edge): the DFS path
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

std::size_t strongly_connected_components(const Dfa& dfa, std::vector<std::size_t>& component) {
  const Components c = strongly_connected_components(dfa.num_states(), dfa.num_letters(), dfa.table());
  component.assign(c.component.begin(), c.component.end());
  return c.count;
}

}  // namespace lrnnc::automata
