// Pass "codebook": turns the construction's codewords (exact state vector of every reachable group
// element or state, with its automaton state) into the layer's Codebook and the network's readout,
// and fills the provenance. Equal codewords are merged (they must stand for the same automaton
// state: a construction whose codewords collide across states is not faithful, an internal error);
// codeword k gets value k and readout[k] is its automaton state. O(K n) expected time (hashing).
#include <cstring>
#include <string>
#include <unordered_map>

#include "common/error.hpp"
#include "lrnn/compile/passes.hpp"

namespace lrnnc::lrnn::passes {

std::vector<std::pair<std::string, std::string>> provenance_options(const CompileOptions& o, Method used) {
  std::vector<std::pair<std::string, std::string>> s{
      {"method", to_string(o.method)},     {"reflection", to_string(o.reflection)},
      {"cyclic", to_string(o.cyclic)},     {"rotation", to_string(o.rotation)},
      {"restrict", to_string(o.restrict)}, {"best_effort", o.best_effort ? "true" : "false"}};
  if (o.permutation_action && used == Method::group)
    s.emplace_back("permutation_action", o.permutation_action->description);
  if (used == Method::cascade) s.emplace_back("reset", to_string(o.reset));
  if (used == Method::cascade && o.prime) s.emplace_back("prime", "true");
  if (o.lookup) s.emplace_back("decoder", "lookup:" + std::to_string(*o.lookup));
  if (o.lambda) s.emplace_back("lambda", shortest_text(*o.lambda));
  return s;
}

Compiled codebook(Draft draft, const Validated& validated, const CompileOptions& options) {
  const std::size_t n = draft.layer.n;
  if (draft.codewords.size() * n > kCodebookEntryLimit)
    throw Error("codebook would have " + std::to_string(draft.codewords.size()) + " vectors of length " +
                std::to_string(n) + ", more than the limit of " + std::to_string(kCodebookEntryLimit) + " entries");
  std::unordered_map<std::string, std::uint32_t> index;  // codeword bytes -> value
  std::vector<automata::State> readout;
  std::vector<const Vector*> rows;
  for (const auto& [h, state] : draft.codewords) {
    std::string key(reinterpret_cast<const char*>(h.data()), n * sizeof(double));
    const auto [it, fresh] = index.emplace(std::move(key), static_cast<std::uint32_t>(rows.size()));
    if (fresh) {
      rows.push_back(&h);
      readout.push_back(state);
    } else if (readout[it->second] != state) {
      throw Error("internal: the " + draft.summary.construction + " construction gives automaton states " +
                  std::to_string(readout[it->second]) + " and " + std::to_string(state) + " the same state vector");
    }
  }
  Layer& layer = draft.layer;
  layer.codebook.vectors.resize(static_cast<Eigen::Index>(rows.size()), static_cast<Eigen::Index>(n));
  for (std::size_t k = 0; k < rows.size(); ++k) {
    layer.codebook.vectors.row(static_cast<Eigen::Index>(k)) = rows[k]->transpose();
    layer.codebook.values.push_back(static_cast<std::uint32_t>(k));
  }

  Compiled c;
  c.summary = std::move(draft.summary);
  c.summary.method = to_string(validated.method);
  c.network.automaton = validated.dfa;
  c.network.layers.push_back(std::move(layer));
  c.network.readout = std::move(readout);
  c.network.provenance = Provenance{c.summary.method, provenance_options(options, validated.method), c.summary.notes};
  check_network(c.network);
  return c;
}

}  // namespace lrnnc::lrnn::passes
