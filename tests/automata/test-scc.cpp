#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <vector>

#include "automata/builtins.hpp"
#include "automata/scc.hpp"
#include "random-dfa.hpp"

using namespace lrnnc::automata;

namespace {

// reach[u][v]: v is reachable from u (by a path of length >= 0), by a search from every vertex.
std::vector<std::vector<char>> reachability(std::size_t n, std::size_t k, const std::vector<std::uint32_t>& next) {
  std::vector<std::vector<char>> reach(n, std::vector<char>(n, 0));
  for (std::size_t s = 0; s < n; ++s) {
    std::vector<std::uint32_t> stack{static_cast<std::uint32_t>(s)};
    reach[s][s] = 1;
    while (!stack.empty()) {
      const std::uint32_t v = stack.back();
      stack.pop_back();
      for (std::size_t a = 0; a < k; ++a)
        if (const std::uint32_t w = next[v * k + a]; !reach[s][w]) {
          reach[s][w] = 1;
          stack.push_back(w);
        }
    }
  }
  return reach;
}

// The contract of strongly_connected_components: same id iff mutually reachable, ids dense in
// [0, count), every edge going to an id no larger than its source's.
void check_components(std::size_t n, std::size_t k, const std::vector<std::uint32_t>& next, const Components& c) {
  REQUIRE(c.component.size() == n);
  const auto reach = reachability(n, k, next);
  std::vector<char> used(c.count, 0);
  for (std::size_t u = 0; u < n; ++u) {
    REQUIRE(c.component[u] < c.count);
    used[c.component[u]] = 1;
    for (std::size_t v = 0; v < n; ++v) CHECK((c.component[u] == c.component[v]) == (reach[u][v] && reach[v][u]));
    for (std::size_t a = 0; a < k; ++a) CHECK(c.component[next[u * k + a]] <= c.component[u]);
  }
  CHECK(std::count(used.begin(), used.end(), 1) == static_cast<std::ptrdiff_t>(c.count));
}

}  // namespace

TEST_CASE("SccMatchesMutualReachabilityOnRandomGraphs", "[quick]") {
  std::mt19937_64 rng(20240611);
  for (int trial = 0; trial < 300; ++trial) {
    const std::size_t n = 1 + rng() % 30, k = 1 + rng() % 3;
    std::vector<std::uint32_t> next(n * k);
    // Half the graphs mostly point downwards, so they have many small components and long chains.
    const bool layered = trial % 2 == 1;
    for (std::size_t v = 0; v < n; ++v)
      for (std::size_t a = 0; a < k; ++a)
        next[v * k + a] = static_cast<std::uint32_t>(layered && rng() % 4 != 0 ? rng() % (v + 1) : rng() % n);
    check_components(n, k, next, strongly_connected_components(n, k, next));
  }
}

TEST_CASE("SccOfEmptyAndEdgelessGraphs", "[quick]") {
  CHECK(strongly_connected_components(0, 2, {}).count == 0);
  const Components c = strongly_connected_components(3, 0, {});
  CHECK(c.count == 3);
  CHECK(c.component == std::vector<std::uint32_t>{0, 1, 2});
}

TEST_CASE("SccOfADfaIsTheSccOfItsTable", "[quick]") {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 20; ++trial) {
    const Dfa dfa = testing::random_dfa(rng, 1 + rng() % 12, 1 + rng() % 3);
    std::vector<std::size_t> component;
    const std::size_t count = strongly_connected_components(dfa, component);
    const Components c = strongly_connected_components(dfa.num_states(), dfa.num_letters(), dfa.table());
    CHECK(count == c.count);
    CHECK(std::equal(component.begin(), component.end(), c.component.begin(), c.component.end()));
  }
  // A group's word problem is one component; a Dyck language's reject sink is its own.
  std::vector<std::size_t> component;
  CHECK(strongly_connected_components(make_builtin("sym:3"), component) == 1);
  CHECK(strongly_connected_components(make_builtin("dyck:1:2"), component) >= 2);
}
