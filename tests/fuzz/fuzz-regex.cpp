// Fuzz target for the regex compiler. The first byte picks an alphabet (or none: the pattern's
// own letters), the rest is the pattern. lrnnc::Error is the expected outcome of a bad pattern;
// anything else escaping, a crash or a hang is a bug. On success the result is cross-checked:
// complete, minimal (minimize leaves it unchanged), and agreeing with a direct simulation of the
// Thompson NFA (no subset construction) on every short word.
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "automata/minimize.hpp"
#include "automata/regex.hpp"
#include "common/error.hpp"

using namespace lrnnc::automata;

namespace {

// The set of NFA states reachable by epsilon moves from `set` (as a 0/1 vector).
void close(const Nfa& nfa, std::vector<char>& in) {
  std::vector<State> stack;
  for (State q = 0; q < in.size(); ++q)
    if (in[q]) stack.push_back(q);
  while (!stack.empty()) {
    State q = stack.back();
    stack.pop_back();
    for (State r : nfa.epsilon[q])
      if (!in[r]) {
        in[r] = 1;
        stack.push_back(r);
      }
  }
}

bool nfa_accepts(const Nfa& nfa, const Word& w) {
  std::vector<char> cur(nfa.num_states(), 0);
  for (State s : nfa.starts) cur[s] = 1;
  close(nfa, cur);
  for (Letter a : w) {
    std::vector<char> next(nfa.num_states(), 0);
    for (State q = 0; q < cur.size(); ++q)
      if (cur[q])
        for (auto [b, r] : nfa.edges[q])
          if (b == a) next[r] = 1;
    close(nfa, next);
    cur.swap(next);
  }
  for (State q = 0; q < cur.size(); ++q)
    if (cur[q] && nfa.accepting[q]) return true;
  return false;
}

void check(bool ok) {
  if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  static const char* const alphabets[] = {"01", "abc", "ab", "read,set0,set1", "a,*,\\,],-"};
  const std::size_t pick = data[0] % 6;
  std::optional<Alphabet> sigma;
  if (pick < 5) sigma = Alphabet::parse(alphabets[pick]);
  const std::string_view pattern(reinterpret_cast<const char*>(data + 1), size - 1);

  // Small limits keep every input fast; the limits themselves are under test too.
  RegexLimits limits;
  limits.max_nfa_size = 8000;
  limits.max_dfa_states = 2000;
  limits.max_subset_work = std::size_t{1} << 20;
  try {
    const Dfa dfa = regex_to_dfa(pattern, sigma, limits);
    const Alphabet& alphabet = dfa.alphabet();
    if (sigma) check(alphabet == *sigma);
    check(dfa.is_acceptor() && dfa.num_states() > 0 && dfa.start() < dfa.num_states());
    for (State s : dfa.table()) check(s < dfa.num_states());
    const Dfa again = minimize(dfa);
    check(again.num_states() == dfa.num_states() && again.table() == dfa.table());

    const Nfa nfa = regex_to_nfa(pattern, alphabet, limits);
    check(nfa.num_states() <= limits.max_nfa_size);
    // Every word of length <= 3 (at most 1 + k + k^2 + k^3 words; alphabets from patterns can be
    // large, so fewer lengths there).
    const std::size_t k = alphabet.size();
    const std::size_t max_len = k <= 5 ? 3 : k <= 20 ? 2 : 1;
    Word w;
    auto visit = [&](auto&& self) -> void {
      check(dfa.accepts(w) == nfa_accepts(nfa, w));
      if (w.size() == max_len) return;
      for (Letter a = 0; a < k; ++a) {
        w.push_back(a);
        self(self);
        w.pop_back();
      }
    };
    visit(visit);
  } catch (const lrnnc::Error&) {
    // A malformed pattern or an exceeded limit: the expected way to refuse.
  }
  return 0;
}
