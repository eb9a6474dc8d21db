#include "automata/minimize.hpp"

#include <algorithm>
#include <numeric>
#include <unordered_map>

#include "automata/graph.hpp"
#include "common/error.hpp"

namespace lrnnc::automata {

namespace {

// Relabels the states of `dfa` so that `order[i]` becomes state i (states not listed are dropped;
// every successor of a listed state must be listed).
Dfa renumber(const Dfa& dfa, const std::vector<State>& order) {
  const std::size_t k = dfa.num_letters();
  std::vector<State> new_id(dfa.num_states(), kNoState);
  for (std::size_t i = 0; i < order.size(); ++i) new_id[order[i]] = static_cast<State>(i);
  std::vector<State> delta(order.size() * k);
  std::vector<std::uint32_t> outputs(order.size());
  std::vector<std::string> names;
  for (std::size_t i = 0; i < order.size(); ++i) {
    for (std::size_t a = 0; a < k; ++a) delta[i * k + a] = new_id[dfa.next(order[i], static_cast<Letter>(a))];
    outputs[i] = dfa.output(order[i]);
    if (!dfa.state_names().empty()) names.push_back(dfa.state_names()[order[i]]);
  }
  return Dfa(dfa.alphabet(), order.size(), new_id[dfa.start()], std::move(delta), std::move(outputs), dfa.labels(),
             dfa.is_acceptor(), std::move(names));
}

// Breadth-first order of the states reachable from the start, letters in id order.
std::vector<State> bfs_order(const Dfa& dfa) { return breadth_first_order(table_graph(dfa), dfa.start()); }

// A refinable partition (Valmari & Lehtinen 2008; Valmari 2012, "Fast brief practical DFA
// minimization"): elements of a set are contiguous in `elems`; marking moves an element to the
// front of its set; split() separates marked from unmarked elements and gives the new set index to
// the smaller part, which is what makes the refinement O(m log n).
struct Partition {
  std::size_t count = 0;
  std::vector<std::uint32_t> elems, loc, set_of, first, past;
  std::vector<std::uint32_t>* marked;  // shared scratch: marks per set
  std::vector<std::uint32_t>* touched;
  std::size_t* num_touched;

  void init_from_keys(const std::vector<std::uint32_t>& key, std::uint32_t num_keys) {
    const std::size_t n = key.size();
    std::vector<std::uint32_t> start(num_keys + 1, 0);
    for (auto v : key) ++start[v + 1];
    std::partial_sum(start.begin(), start.end(), start.begin());
    elems.assign(n, 0);
    loc.assign(n, 0);
    set_of.assign(n, 0);
    std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
    for (std::uint32_t e = 0; e < n; ++e) {
      std::uint32_t pos = fill[key[e]]++;
      elems[pos] = e;
      loc[e] = pos;
    }
    first.clear();
    past.clear();
    std::vector<std::uint32_t> set_index(num_keys, 0);
    for (std::uint32_t v = 0; v < num_keys; ++v) {
      if (start[v] == start[v + 1]) continue;
      set_index[v] = static_cast<std::uint32_t>(first.size());
      first.push_back(start[v]);
      past.push_back(start[v + 1]);
    }
    for (std::uint32_t e = 0; e < n; ++e) set_of[e] = set_index[key[e]];
    count = first.size();
    first.resize(n + 1);
    past.resize(n + 1);
  }

  void mark(std::uint32_t e) {
    std::uint32_t s = set_of[e], i = loc[e], j = first[s] + (*marked)[s];
    if (i < j) return;  // already marked
    elems[i] = elems[j];
    loc[elems[i]] = i;
    elems[j] = e;
    loc[e] = j;
    if ((*marked)[s]++ == 0) (*touched)[(*num_touched)++] = s;
  }

  void split() {
    while (*num_touched > 0) {
      std::uint32_t s = (*touched)[--(*num_touched)];
      std::uint32_t j = first[s] + (*marked)[s];
      if (j == past[s]) {
        (*marked)[s] = 0;
        continue;
      }
      std::uint32_t z = static_cast<std::uint32_t>(count++);
      if ((*marked)[s] <= past[s] - j) {
        first[z] = first[s];
        past[z] = first[s] = j;
      } else {
        past[z] = past[s];
        first[z] = past[s] = j;
      }
      for (std::uint32_t i = first[z]; i < past[z]; ++i) set_of[elems[i]] = z;
      (*marked)[s] = (*marked)[z] = 0;
    }
  }
};

}  // namespace

Dfa trim(const Dfa& dfa) { return renumber(dfa, bfs_order(dfa)); }

Dfa minimize(const Dfa& input) {
  const Dfa dfa = trim(input);
  const std::size_t n = dfa.num_states(), k = dfa.num_letters(), m = n * k;
  if (m >= std::numeric_limits<std::uint32_t>::max())
    throw Error("DFA too large to minimize: " + std::to_string(n) + " states x " + std::to_string(k) + " letters");

  std::vector<std::uint32_t> marked(m + 1, 0), touched(m + 1, 0);
  std::size_t num_touched = 0;
  Partition blocks, cords;
  for (Partition* p : {&blocks, &cords}) {
    p->marked = &marked;
    p->touched = &touched;
    p->num_touched = &num_touched;
  }
  // Blocks start as the states grouped by output label; cords as the transitions (t = q*k + a,
  // tail q, letter a, head delta(q, a)) grouped by letter.
  blocks.init_from_keys(dfa.outputs(), static_cast<std::uint32_t>(dfa.labels().size()));
  std::vector<std::uint32_t> letter_of(m);
  for (std::size_t t = 0; t < m; ++t) letter_of[t] = static_cast<std::uint32_t>(t % k);
  cords.init_from_keys(letter_of, static_cast<std::uint32_t>(k));

  // Incoming transitions per state.
  const std::vector<State>& head = dfa.table();
  std::vector<std::uint32_t> in_first(n + 1, 0), in(m);
  for (std::size_t t = 0; t < m; ++t) ++in_first[head[t] + 1];
  std::partial_sum(in_first.begin(), in_first.end(), in_first.begin());
  {
    std::vector<std::uint32_t> fill(in_first.begin(), in_first.end() - 1);
    for (std::size_t t = 0; t < m; ++t) in[fill[head[t]]++] = static_cast<std::uint32_t>(t);
  }

  // Hopcroft's refinement in Valmari's formulation: every cord splits blocks by the tails of its
  // transitions; every new block splits cords by the transitions entering it. All initial blocks
  // but one need to act as splitters (the last one's effect is implied by the others).
  std::size_t b = 1, c = 0;
  while (c < cords.count) {
    for (std::uint32_t i = cords.first[c]; i < cords.past[c]; ++i)
      blocks.mark(static_cast<std::uint32_t>(cords.elems[i] / k));
    blocks.split();
    ++c;
    while (b < blocks.count) {
      for (std::uint32_t i = blocks.first[b]; i < blocks.past[b]; ++i) {
        std::uint32_t s = blocks.elems[i];
        for (std::uint32_t j = in_first[s]; j < in_first[s + 1]; ++j) cords.mark(in[j]);
      }
      cords.split();
      ++b;
    }
  }

  // Quotient machine, then canonical breadth-first numbering.
  const std::size_t classes = blocks.count;
  std::vector<State> delta(classes * k);
  std::vector<std::uint32_t> outputs(classes);
  std::vector<std::string> names;
  const bool keep_names = !dfa.state_names().empty() && classes == n;
  if (keep_names) names.resize(classes);
  for (std::size_t s = 0; s < classes; ++s) {
    State rep = blocks.elems[blocks.first[s]];
    for (std::size_t a = 0; a < k; ++a) delta[s * k + a] = blocks.set_of[dfa.next(rep, static_cast<Letter>(a))];
    outputs[s] = dfa.output(rep);
    if (keep_names) names[s] = dfa.state_names()[rep];
  }
  Dfa quotient(dfa.alphabet(), classes, blocks.set_of[dfa.start()], std::move(delta), std::move(outputs), dfa.labels(),
               dfa.is_acceptor(), std::move(names));
  return trim(quotient);
}

std::optional<Word> distinguishing_word(const Dfa& a, const Dfa& b) {
  const std::size_t k = a.num_letters();
  if (k != b.num_letters())
    throw Error("cannot compare machines over different alphabets: {" + a.alphabet().describe() + "} vs {" +
                b.alphabet().describe() + "}");
  std::vector<Letter> b_letter(k);
  for (std::size_t x = 0; x < k; ++x) {
    auto y = b.alphabet().find(a.alphabet().name(x));
    if (!y)
      throw Error("cannot compare machines over different alphabets: {" + a.alphabet().describe() + "} vs {" +
                  b.alphabet().describe() + "}");
    b_letter[x] = *y;
  }
  auto same_output = [&](State p, State q) { return a.output_label(p) == b.output_label(q); };
  struct Node {
    State p, q;
    std::size_t parent;
    Letter letter;
  };
  std::vector<Node> nodes{{a.start(), b.start(), 0, 0}};
  std::unordered_map<std::uint64_t, std::size_t> seen;
  auto key = [](State p, State q) { return (static_cast<std::uint64_t>(p) << 32) | q; };
  seen.emplace(key(a.start(), b.start()), 0);
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (!same_output(nodes[i].p, nodes[i].q)) {
      Word word;
      for (std::size_t j = i; j != 0; j = nodes[j].parent) word.push_back(nodes[j].letter);
      std::reverse(word.begin(), word.end());
      return word;
    }
    for (std::size_t x = 0; x < k; ++x) {
      State p = a.next(nodes[i].p, static_cast<Letter>(x)), q = b.next(nodes[i].q, b_letter[x]);
      if (seen.emplace(key(p, q), nodes.size()).second) nodes.push_back({p, q, i, static_cast<Letter>(x)});
    }
  }
  return std::nullopt;
}

}  // namespace lrnnc::automata
