// Pass "validate": minimizes the automaton, decides cheaply whether its transition monoid is a
// group and resolves Method::automatic (group for group automata, otherwise cascade). A finite transformation monoid is
// a group iff every generator is a permutation, so this is O(|Σ| n) after minimization (no monoid enumeration).
#include <string>

#include "automata/minimize.hpp"
#include "common/error.hpp"
#include "lrnn/compile/passes.hpp"

namespace lrnnc::lrnn::passes {

std::string quoted_letter(const automata::Dfa& dfa, automata::Letter a) { return "'" + dfa.alphabet().name(a) + "'"; }

namespace {

// Why the letters are not all permutations: "letter 'b' is not a permutation of the 3 states of the
// minimal DFA (states 0 and 1 both go to 2)"; empty when they all are (then `perms` holds them).
std::string non_permutation_reason(const automata::Dfa& dfa, std::vector<automata::Perm>& perms) {
  const std::size_t n = dfa.num_states();
  for (automata::Letter a = 0; a < dfa.num_letters(); ++a) {
    automata::Perm p(n);
    std::vector<automata::State> preimage(n, automata::kNoState);
    for (automata::State q = 0; q < n; ++q) {
      const automata::State r = dfa.next(q, a);
      if (preimage[r] != automata::kNoState)
        return "letter " + quoted_letter(dfa, a) + " is not a permutation of the " + std::to_string(n) +
               " states of the minimal DFA (states " + std::to_string(preimage[r]) + " and " + std::to_string(q) +
               " both go to " + std::to_string(r) + ")";
      preimage[r] = q;
      p[q] = r;
    }
    perms.push_back(std::move(p));
  }
  return {};
}

}  // namespace

Validated validate(const automata::Dfa& dfa, const CompileOptions& options) {
  Validated v;
  v.dfa = automata::minimize(dfa);
  const std::string reason = non_permutation_reason(v.dfa, v.letter_perms);
  v.is_group = reason.empty();
  if (!v.is_group) v.letter_perms.clear();
  if (options.method == Method::group && !v.is_group)
    throw Error("method group needs a group automaton, but " + reason + "; use --method onehot (or --method cascade)");
  v.method = options.method == Method::automatic ? (v.is_group ? Method::group : Method::cascade) : options.method;
  if (options.lookup && v.method != Method::group)
    throw Error("--decoder lookup needs the group method and a group automaton (parity, mod:m)");
  if (options.lambda && !options.lookup) throw Error("--lambda sets the eigenvalue of --decoder lookup:N");
  if (options.prime && v.method != Method::cascade)
    throw Error("--prime splits cascade levels: it needs --method cascade");
  if (options.restrict != Restrict::none && v.method == Method::cascade) {
    if (options.restrict != Restrict::diag01 && options.restrict != Restrict::diag11)
      throw Error("restriction " + to_string(options.restrict) +
                  " applies to the group method; cascades take diag01 or diag11");
  } else if (options.restrict != Restrict::none) {
    if (!v.is_group)
      throw Error("restriction " + to_string(options.restrict) + ": " + reason +
                  "; restricted classes need a group automaton (or --method cascade with diag01 or diag11)");
    if (v.method == Method::onehot)
      throw Error("restriction " + to_string(options.restrict) +
                  " needs the group method: one-hot matrices are dense 0/1 matrices outside every restricted class");
  }
  // A permutation action is a hint for the group method; the one-hot construction ignores it.
  return v;
}

}  // namespace lrnnc::lrnn::passes
