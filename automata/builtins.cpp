#include "automata/builtins.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <numeric>

#include "common/error.hpp"
#include "common/parse-integer.hpp"
#include "common/printable.hpp"

namespace lrnnc::automata {

namespace {

// ---------------------------------------------------------------------------------------------
// Helpers shared by the families.

// "0", "1", ..., "n-1": the labels of a machine whose output is its state (or a count).
std::vector<std::string> numbered(std::size_t n) {
  std::vector<std::string> names(n);
  for (std::size_t i = 0; i < n; ++i) names[i] = std::to_string(i);
  return names;
}

std::vector<std::uint32_t> identity_outputs(std::size_t n) {
  std::vector<std::uint32_t> outputs(n);
  std::iota(outputs.begin(), outputs.end(), 0u);
  return outputs;
}

// The row-major transition table delta[q * k + a] = next(q, a).
std::vector<State> tabulate(std::size_t n, std::size_t k, const std::function<State(State, Letter)>& next) {
  std::vector<State> delta(n * k);
  for (std::size_t q = 0; q < n; ++q)
    for (std::size_t a = 0; a < k; ++a) delta[q * k + a] = next(static_cast<State>(q), static_cast<Letter>(a));
  return delta;
}

// A Moore machine whose output is its state: labels "0".."n-1", output(q) = q.
Dfa counter_machine(std::vector<std::string> letters, std::size_t n, const std::function<State(State, Letter)>& next,
                    std::vector<std::string> state_names = {}) {
  auto alphabet = Alphabet::make(std::move(letters));
  auto delta = tabulate(n, alphabet.size(), next);
  return make_dfa(std::move(alphabet), n, 0, std::move(delta), identity_outputs(n), numbered(n),
                  std::move(state_names));
}

// An acceptor over {0,1} from an explicit table: rows[q] = {next on '0', next on '1'}.
Dfa binary_acceptor(const std::vector<std::array<State, 2>>& rows, const std::vector<State>& accepting) {
  std::vector<State> delta;
  for (const auto& row : rows) delta.insert(delta.end(), row.begin(), row.end());
  return make_acceptor(Alphabet::make({"0", "1"}), rows.size(), 0, std::move(delta), accepting);
}

// ---------------------------------------------------------------------------------------------
// Permutations of {0..n-1}, as tuples of images: p[i] is the image of i.

using SmallPerm = std::vector<std::uint8_t>;

// (s ∘ x)(i) = s(x(i)): x is applied first.
SmallPerm compose(const SmallPerm& s, const SmallPerm& x) {
  SmallPerm r(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) r[i] = s[x[i]];
  return r;
}

// Rank of p among all permutations of its size in lexicographic order (Lehmer code).
std::size_t lex_rank(const SmallPerm& p) {
  std::size_t rank = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    std::size_t smaller_later = 0;
    for (std::size_t j = i + 1; j < p.size(); ++j) smaller_later += p[j] < p[i];
    rank = rank * (p.size() - i) + smaller_later;
  }
  return rank;
}

bool is_even(const SmallPerm& p) {
  std::size_t inversions = 0;
  for (std::size_t i = 0; i < p.size(); ++i)
    for (std::size_t j = i + 1; j < p.size(); ++j) inversions += p[j] < p[i];
  return inversions % 2 == 0;
}

std::vector<SmallPerm> all_perms(std::size_t n, bool even_only) {
  SmallPerm p(n);
  std::iota(p.begin(), p.end(), std::uint8_t{0});
  std::vector<SmallPerm> result;
  do {
    if (!even_only || is_even(p)) result.push_back(p);
  } while (std::next_permutation(p.begin(), p.end()));
  return result;
}

std::string tuple_name(const SmallPerm& p) {
  std::string s = "[";
  for (std::size_t i = 0; i < p.size(); ++i) s += (i ? "," : "") + std::to_string(p[i]);
  return s + "]";
}

// The word problem of the permutation group whose elements are `elements` (in the order that
// numbers the states; elements[0] is the identity): reading letter a maps state s to s ∘ letters[a].
// Precondition: the elements are closed under right multiplication by the letters.
Dfa permutation_word_problem(const std::vector<SmallPerm>& elements, const std::vector<SmallPerm>& letters,
                             std::vector<std::string> letter_names) {
  const std::size_t n = elements.size();
  std::size_t factorial = 1;
  for (std::size_t i = 2; i <= elements[0].size(); ++i) factorial *= i;
  std::vector<State> state_of_rank(factorial, kNoState);
  for (std::size_t q = 0; q < n; ++q) state_of_rank[lex_rank(elements[q])] = static_cast<State>(q);
  std::vector<std::string> names(n);
  for (std::size_t q = 0; q < n; ++q) names[q] = tuple_name(elements[q]);
  return counter_machine(
      std::move(letter_names), n,
      [&](State q, Letter a) { return state_of_rank[lex_rank(compose(elements[q], letters[a]))]; }, std::move(names));
}

// ---------------------------------------------------------------------------------------------
// Families. Each constructor's comment is the exact definition.

// parity, mod:M — alphabet {"0","1"}; states 0..M-1 = the number of 1s read so far mod M; start 0;
// Moore outputs: the state, with labels "0".."M-1". parity is mod:2.
Dfa make_mod_counter(std::size_t m) {
  return counter_machine({"0", "1"}, m, [m](State q, Letter a) { return static_cast<State>((q + a) % m); });
}

// cyclic:M — the word problem of Z_M. Alphabet "0".."M-1" (letter i adds i); states 0..M-1 = the
// sum of the letters read mod M; start 0; output: the state (labels "0".."M-1").
Dfa make_cyclic(std::size_t m) {
  return counter_machine(numbered(m), m, [m](State q, Letter a) { return static_cast<State>((q + a) % m); });
}

// sym:N / alt:N — the word problems of S_N and A_N as in Merrill et al. / Grazzi et al. App. E.3.
// Elements are the permutations p of (0..N-1), written as the tuple of images [p(0),...,p(N-1)],
// numbered in lexicographic order of the tuples (A_N: the even ones, in that order); element 0 is the
// identity. Letter i (named "i") is element i. State q is element q (named by its tuple, e.g.
// "[1,0,2]"); start 0 (identity). After reading x_1 ... x_t the state is the product
// x_1 · x_2 · ... · x_t as functions, x_1 ∘ x_2 ∘ ... ∘ x_t, so x_t is applied first: reading x maps
// state s to s ∘ x, where (s ∘ x)(i) = s(x(i)). Output: the state index (labels "0".."|G|-1").
Dfa make_symmetric(std::size_t n, bool even_only) {
  auto elements = all_perms(n, even_only);
  return permutation_word_problem(elements, elements, numbered(elements.size()));
}

// sym:N:gens — S_N with the two generators as letters: "t" = the transposition (0 1), tuple
// [1,0,2,...,N-1], and "c" = the N-cycle (0 1 ... N-1) mapping i to i+1 mod N, tuple [1,2,...,N-1,0].
// States, start, product order and outputs as sym:N (all N! states are reachable).
Dfa make_symmetric_gens(std::size_t n) {
  SmallPerm t(n), c(n);
  std::iota(t.begin(), t.end(), std::uint8_t{0});
  std::swap(t[0], t[1]);
  for (std::size_t i = 0; i < n; ++i) c[i] = static_cast<std::uint8_t>((i + 1) % n);
  return permutation_word_problem(all_perms(n, false), {t, c}, {"t", "c"});
}

// sym:N:swaps — S_N with the identity "e" and every transposition (i j), i < j, named "sij"
// (e.g. "s01", "s02", ..., "s12", ...; N <= 8 keeps i, j single digits), letters in that order
// (e first, then (i, j) lexicographically). States, start, product order and outputs as sym:N.
Dfa make_symmetric_swaps(std::size_t n) {
  SmallPerm e(n);
  std::iota(e.begin(), e.end(), std::uint8_t{0});
  std::vector<SmallPerm> letters{e};
  std::vector<std::string> names{"e"};
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      SmallPerm s = e;
      std::swap(s[i], s[j]);
      letters.push_back(s);
      names.push_back("s" + std::to_string(i) + std::to_string(j));
    }
  return permutation_word_problem(all_perms(n, false), letters, std::move(names));
}

// dihedral:N — the word problem of D_N, the 2N symmetries of the regular N-gon, with letters "r"
// (rotation by one step) and "s" (a reflection); r^N = s^2 = e and s r = r^-1 s. Every element is
// r^i s^j (0 <= i < N, j in {0,1}); it is state q = j*N + i, named "r^i" (j = 0) or "r^i*s" (j = 1),
// so states 0..N-1 are the rotations and N..2N-1 the reflections; start 0 (identity). The product
// order is that of sym:N: reading x maps state g to g·x, so (r^i s^j)·r = r^(i + (-1)^j) s^j and
// (r^i s^j)·s = r^i s^(1-j). Output: the state index (labels "0".."2N-1"). As permutations of the
// vertices 0..N-1, r is k -> k+1 and s is k -> -k (mod N), composed as in sym:N.
Dfa make_dihedral(std::size_t n) {
  std::vector<std::string> names(2 * n);
  for (std::size_t q = 0; q < 2 * n; ++q) names[q] = "r^" + std::to_string(q % n) + (q < n ? "" : "*s");
  return counter_machine(
      {"r", "s"}, 2 * n,
      [n](State q, Letter a) {
        const std::size_t i = q % n, j = q / n;
        if (a == 1) return static_cast<State>((1 - j) * n + i);
        const std::size_t rotated = j == 0 ? (i + 1) % n : (i + n - 1) % n;
        return static_cast<State>(j * n + rotated);
      },
      std::move(names));
}

// flipflop — letters "read", "set0", "set1"; states 0, 1 = the stored bit; start 0; "read" keeps
// the state, "setb" moves to b; output: the stored bit (labels "0", "1").
Dfa make_flipflop() {
  return counter_machine({"read", "set0", "set1"}, 2, [](State q, Letter a) { return a == 0 ? q : a - 1; });
}

// tomita:K — the seven Tomita grammars over {"0","1"} as small acceptors (start 0, labels
// reject/accept). The accepting sets and the states:
//   1: 1*.                         0 = only 1s so far (accept), 1 = sink.
//   2: (10)*.                      0 = complete pairs (accept), 1 = after a 1, 2 = sink.
//   3: reject exactly the words containing a maximal run of 1s of odd length immediately followed
//      by a maximal run of 0s of odd length (a run at the end of the word counts as maximal).
//      0 = safe (start, after an even run of 1s, or in 0s after one) (accept), 1 = in an odd run
//      of 1s (accept), 2 = odd run of 0s after an odd run of 1s (reject), 3 = even run of 0s after
//      an odd run of 1s (accept), 4 = sink.
//   4: no "000" substring.         q = trailing 0s (0..2, accept), 3 = sink.
//   5: even #0 and even #1.        q = (#0 mod 2) + 2 (#1 mod 2); accept 0.
//   6: #0 - #1 divisible by 3.     q = (#0 - #1) mod 3; accept 0.
//   7: 0*1*0*1*.                   q = block 0..3 of the pattern we are in (accept), 4 = sink.
Dfa make_tomita(int k) {
  switch (k) {
    case 1: return binary_acceptor({{1, 0}, {1, 1}}, {0});
    case 2: return binary_acceptor({{2, 1}, {0, 2}, {2, 2}}, {0});
    case 3: return binary_acceptor({{0, 1}, {2, 0}, {3, 4}, {2, 1}, {4, 4}}, {0, 1, 3});
    case 4: return binary_acceptor({{1, 0}, {2, 0}, {3, 0}, {3, 3}}, {0, 1, 2});
    case 5: return binary_acceptor({{1, 2}, {0, 3}, {3, 0}, {2, 1}}, {0});
    case 6: return binary_acceptor({{1, 2}, {2, 0}, {0, 1}}, {0});
    default: return binary_acceptor({{0, 1}, {2, 1}, {2, 3}, {4, 3}, {4, 4}}, {0, 1, 2, 3});
  }
}

// modarith:M — modular arithmetic without brackets (Deletang et al.; Grazzi et al. App. E.2),
// read one token at a time. Letters "0".."M-1", "+", "-", "*" (in that order). A well-formed word
// alternates number, operator, number, ... and starts with a number; "*" binds tighter than the
// binary "+" and "-" (there is no unary minus and no "="). Outputs (labels in this order):
//   "0".."M-1"    the word is a complete expression (ends with a number): its value mod M;
//   "incomplete"  the empty word and well-formed words ending with an operator;
//   "error"       the word breaks the alternation somewhere (a sink).
// States: the value of a complete prefix is s + t, where s is the sum of the finished signed
// product terms and t the current signed term. After a number the state is (s, t), index s*M + t,
// named "num(s=S,t=T)"; after an operator it is (s, c), index M^2 + s*M + c, named "op(s=S,c=C)",
// where c is the coefficient that multiplies the next number n to give the new term t = c*n
// ("+" gives (s+t, 1), "-" gives (s+t, M-1), "*" gives (s, t)); the error sink is 2M^2. Start:
// (0, 1) after-operator, so the first number n gives (0, n). 2M^2 + 1 states.
Dfa make_modarith(std::size_t m) {
  const std::size_t half = m * m, error = 2 * half;
  const Letter plus = static_cast<Letter>(m), minus = plus + 1, times = plus + 2;
  auto letters = numbered(m);
  letters.insert(letters.end(), {"+", "-", "*"});
  auto labels = numbered(m);
  labels.insert(labels.end(), {"incomplete", "error"});
  std::vector<std::uint32_t> outputs(error + 1);
  std::vector<std::string> names(error + 1);
  for (std::size_t s = 0; s < m; ++s)
    for (std::size_t x = 0; x < m; ++x) {
      outputs[s * m + x] = static_cast<std::uint32_t>((s + x) % m);
      outputs[half + s * m + x] = static_cast<std::uint32_t>(m);
      names[s * m + x] = "num(s=" + std::to_string(s) + ",t=" + std::to_string(x) + ")";
      names[half + s * m + x] = "op(s=" + std::to_string(s) + ",c=" + std::to_string(x) + ")";
    }
  outputs[error] = static_cast<std::uint32_t>(m + 1);
  names[error] = "error";
  auto next = [&](State q, Letter a) -> State {
    if (q == error) return static_cast<State>(error);
    const std::size_t s = (q % half) / m, x = q % m;
    if (q >= half) return a < m ? static_cast<State>(s * m + x * a % m) : static_cast<State>(error);
    if (a < m) return static_cast<State>(error);
    if (a == times) return static_cast<State>(half + s * m + x);
    return static_cast<State>(half + (s + x) % m * m + (a == minus ? m - 1 : 1));
  };
  auto alphabet = Alphabet::make(std::move(letters));
  auto delta = tabulate(error + 1, alphabet.size(), next);
  return make_dfa(std::move(alphabet), error + 1, static_cast<State>(half + 1), std::move(delta), std::move(outputs),
                  std::move(labels), std::move(names));
}

// dyck:K:D — balanced words over K bracket types with nesting depth at most D, as an acceptor.
// Letters: for K <= 4 the pairs "(" ")" "[" "]" "{" "}" "<" ">" (first K pairs), otherwise
// "o1" "c1" "o2" "c2" ... "oK" "cK"; letter 2b opens and 2b+1 closes type b. States are the stacks
// of open types of depth d <= D, numbered by depth, then lexicographically from the bottom of the
// stack (state 0 is the empty stack, the start and the only accepting state), named by their
// contents bottom first (e.g. "([", the empty stack "empty"), plus a rejecting sink (the last
// state, "sink") reached by opening at depth D, closing at depth 0 or closing the wrong type.
Dfa make_dyck(std::size_t k, std::size_t depth) {
  static const char* const kPairs[] = {"(", ")", "[", "]", "{", "}", "<", ">"};
  std::vector<std::string> letters;
  for (std::size_t b = 0; b < k; ++b) {
    letters.push_back(k <= 4 ? kPairs[2 * b] : "o" + std::to_string(b + 1));
    letters.push_back(k <= 4 ? kPairs[2 * b + 1] : "c" + std::to_string(b + 1));
  }
  // offset[d] = number of stacks of depth < d; a stack of depth d with contents v (base K, bottom
  // most significant) is state offset[d] + v.
  std::vector<std::size_t> offset{0}, size{1};
  for (std::size_t d = 0; d <= depth; ++d) {
    offset.push_back(offset.back() + size.back());
    size.push_back(size.back() * k);
  }
  const std::size_t sink = offset[depth + 1];
  std::vector<std::size_t> depth_of(sink);
  std::vector<std::string> names(sink + 1, "sink");
  for (std::size_t d = 0; d <= depth; ++d)
    for (std::size_t v = 0; v < size[d]; ++v) {
      depth_of[offset[d] + v] = d;
      std::string name;
      for (std::size_t i = 0, rest = v; i < d; ++i, rest /= k) name = letters[2 * (rest % k)] + name;
      names[offset[d] + v] = d == 0 ? "empty" : name;
    }
  auto next = [&](State q, Letter a) -> State {
    if (q == sink) return static_cast<State>(sink);
    const std::size_t d = depth_of[q], v = q - offset[d], b = a / 2;
    if (a % 2 == 0) return d < depth ? static_cast<State>(offset[d + 1] + v * k + b) : static_cast<State>(sink);
    return d > 0 && v % k == b ? static_cast<State>(offset[d - 1] + v / k) : static_cast<State>(sink);
  };
  auto alphabet = Alphabet::make(std::move(letters));
  auto delta = tabulate(sink + 1, alphabet.size(), next);
  return make_acceptor(std::move(alphabet), sink + 1, 0, std::move(delta), {0}, std::move(names));
}

// ---------------------------------------------------------------------------------------------
// Spec parsing.

constexpr std::size_t kMaxDyckStates = kMaxBuiltinStates - 1;  // stacks; the sink is one more state
static_assert(kMaxDyckStates == std::size_t{1} << 20);

std::vector<std::string> split(std::string_view spec) {
  std::vector<std::string> parts;
  std::size_t begin = 0;
  while (true) {
    const std::size_t colon = spec.find(':', begin);
    parts.emplace_back(spec.substr(begin, colon == std::string_view::npos ? std::string_view::npos : colon - begin));
    if (colon == std::string_view::npos) return parts;
    begin = colon + 1;
  }
}

// Parses parameter `name` of family syntax `syntax` (a strict decimal integer,
// common/parse-integer.hpp) and checks it lies in [lo, hi].
std::size_t parameter(const std::string& syntax, const std::string& name, const std::string& text, std::size_t lo,
                      std::size_t hi) {
  const std::string range = "[" + std::to_string(lo) + ", " + std::to_string(hi) + "]";
  std::size_t value = 0;
  switch (parse_integer(text, value)) {
    case IntegerSyntax::ok: break;
    case IntegerSyntax::out_of_range: value = hi + 1; break;  // reported below with the text
    case IntegerSyntax::leading_zero:
      throw Error(syntax + " needs " + name + " in " + range + ", found '" + printable(text) +
                  "' (write it without leading zeros)");
    case IntegerSyntax::not_integer:
      throw Error(syntax + " needs an integer " + name + " in " + range + ", found '" + printable(text) + "'");
  }
  if (value < lo || value > hi) throw Error(syntax + " needs " + name + " in " + range + ", found " + text);
  return value;
}

std::string known_families() {
  std::string s;
  for (const auto& info : list_builtins()) s += (s.empty() ? "" : ", ") + info.syntax;
  return s;
}

}  // namespace

std::vector<BuiltinInfo> list_builtins() {
  return {
      {"parity", "parity", "number of 1s mod 2 over {0,1} (Moore, output = the count)"},
      {"mod:M", "mod:3", "number of 1s mod M over {0,1}, M in [2, 10000] (Moore, output = the count)"},
      {"cyclic:M", "cyclic:3", "word problem of Z_M, letters 0..M-1, M in [2, 1000] (output = the sum mod M)"},
      {"sym:N", "sym:5", "word problem of S_N, letters = all N! elements in lex order, N in [1, 6]"},
      {"sym:N:gens", "sym:5:gens", "word problem of S_N with letters t = (0 1) and c = (0 1 ... N-1), N in [2, 8]"},
      {"sym:N:swaps", "sym:5:swaps", "word problem of S_N with letters e and the transpositions sij, N in [2, 8]"},
      {"alt:N", "alt:5", "word problem of A_N, letters = the even permutations in lex order, N in [1, 7]"},
      {"dihedral:N", "dihedral:4", "word problem of the dihedral group of order 2N, letters r, s, N in [3, 1000]"},
      {"flipflop", "flipflop", "one stored bit: letters read, set0, set1 (output = the bit)"},
      {"tomita:K", "tomita:3", "Tomita grammar K in [1, 7] over {0,1} (acceptor)"},
      {"modarith:M", "modarith:5",
       "modular arithmetic without brackets: n op n op ... mod M, M in [2, 100] (output = value/incomplete/error)"},
      {"dyck:K:D", "dyck:2:3",
       "balanced brackets, K in [1, 8] types, depth D in [1, 16], at most 2^20 stacks and 2^23 transitions (acceptor)"},
  };
}

namespace {

// A spec that passed every check (syntax, ranges, size caps): the family and its parameters.
struct ParsedSpec {
  enum class Family { mod, cyclic, sym, sym_gens, sym_swaps, alt, dihedral, flipflop, tomita, modarith, dyck };
  Family family;
  std::size_t a = 0, b = 0;  // M, N or K; D for dyck
};

std::size_t factorial(std::size_t n) {
  std::size_t f = 1;
  for (std::size_t i = 2; i <= n; ++i) f *= i;
  return f;
}

// The number of stacks of depth <= d over k bracket types, K^0 + ... + K^d, or kMaxDyckStates + 1
// when that is more than kMaxDyckStates (computed without overflow).
std::size_t dyck_stacks(std::size_t k, std::size_t d) {
  std::size_t states = 1, level = 1;
  for (std::size_t i = 0; i < d && states <= kMaxDyckStates; ++i) states += level *= k;
  return std::min(states, kMaxDyckStates + 1);
}

BuiltinSize size_of(const ParsedSpec& p) {
  using F = ParsedSpec::Family;
  switch (p.family) {
    case F::mod: return {p.a, 2};
    case F::cyclic: return {p.a, p.a};
    case F::sym: return {factorial(p.a), factorial(p.a)};
    case F::sym_gens: return {factorial(p.a), 2};
    case F::sym_swaps: return {factorial(p.a), 1 + p.a * (p.a - 1) / 2};
    case F::alt: return {p.a < 2 ? 1 : factorial(p.a) / 2, p.a < 2 ? 1 : factorial(p.a) / 2};
    case F::dihedral: return {2 * p.a, 2};
    case F::flipflop: return {2, 3};
    case F::tomita: {
      static constexpr std::size_t kStates[] = {0, 2, 3, 5, 4, 4, 3, 5};
      return {kStates[p.a], 2};
    }
    case F::modarith: return {2 * p.a * p.a + 1, p.a + 3};
    case F::dyck: return {dyck_stacks(p.a, p.b) + 1, 2 * p.a};
  }
  return {0, 0};
}

ParsedSpec parse_spec(std::string_view spec) {
  using F = ParsedSpec::Family;
  const auto parts = split(spec);
  const std::string& family = parts[0];
  auto expect_parts = [&](std::size_t count, const std::string& syntax) {
    if (parts.size() != count) throw Error("expected " + syntax + ", found '" + printable(spec) + "'");
  };
  if (family == "parity") {
    expect_parts(1, "parity");
    return {F::mod, 2};
  }
  if (family == "mod") {
    expect_parts(2, "mod:M");
    return {F::mod, parameter("mod:M", "M", parts[1], 2, 10000)};
  }
  if (family == "cyclic") {
    expect_parts(2, "cyclic:M");
    return {F::cyclic, parameter("cyclic:M", "M", parts[1], 2, 1000)};
  }
  if (family == "sym" && parts.size() == 3) {
    if (parts[2] == "gens") return {F::sym_gens, parameter("sym:N:gens", "N", parts[1], 2, 8)};
    if (parts[2] == "swaps") return {F::sym_swaps, parameter("sym:N:swaps", "N", parts[1], 2, 8)};
    throw Error("expected sym:N, sym:N:gens or sym:N:swaps, found '" + printable(spec) + "'");
  }
  if (family == "sym") {
    expect_parts(2, "sym:N, sym:N:gens or sym:N:swaps");
    return {F::sym, parameter("sym:N", "N", parts[1], 1, 6)};
  }
  if (family == "alt") {
    expect_parts(2, "alt:N");
    return {F::alt, parameter("alt:N", "N", parts[1], 1, 7)};
  }
  if (family == "dihedral") {
    expect_parts(2, "dihedral:N");
    return {F::dihedral, parameter("dihedral:N", "N", parts[1], 3, 1000)};
  }
  if (family == "flipflop") {
    expect_parts(1, "flipflop");
    return {F::flipflop};
  }
  if (family == "tomita") {
    expect_parts(2, "tomita:K");
    return {F::tomita, parameter("tomita:K", "K", parts[1], 1, 7)};
  }
  if (family == "modarith") {
    expect_parts(2, "modarith:M");
    return {F::modarith, parameter("modarith:M", "M", parts[1], 2, 100)};
  }
  if (family == "dyck") {
    expect_parts(3, "dyck:K:D");
    const ParsedSpec p{F::dyck, parameter("dyck:K:D", "K", parts[1], 1, 8),
                       parameter("dyck:K:D", "D", parts[2], 1, 16)};
    if (dyck_stacks(p.a, p.b) > kMaxDyckStates)
      throw Error("dyck:" + parts[1] + ":" + parts[2] + " has more than " + std::to_string(kMaxDyckStates) +
                  " stacks of depth <= D, expected K^0 + ... + K^D <= " + std::to_string(kMaxDyckStates));
    const BuiltinSize size = size_of(p);
    if (size.states * size.letters > kMaxBuiltinTransitions)
      throw Error("dyck:" + parts[1] + ":" + parts[2] + " has " + std::to_string(size.states) + " states x " +
                  std::to_string(size.letters) + " letters = " + std::to_string(size.states * size.letters) +
                  " transitions, expected at most " + std::to_string(kMaxBuiltinTransitions) + " (2^23)");
    return p;
  }
  throw Error("unknown builtin '" + printable(spec) + "', expected one of " + known_families());
}

}  // namespace

BuiltinSize builtin_size(std::string_view spec) { return size_of(parse_spec(spec)); }

Dfa make_builtin(std::string_view spec) {
  using F = ParsedSpec::Family;
  const ParsedSpec p = parse_spec(spec);
  switch (p.family) {
    case F::mod: return make_mod_counter(p.a);
    case F::cyclic: return make_cyclic(p.a);
    case F::sym: return make_symmetric(p.a, false);
    case F::sym_gens: return make_symmetric_gens(p.a);
    case F::sym_swaps: return make_symmetric_swaps(p.a);
    case F::alt: return make_symmetric(p.a, true);
    case F::dihedral: return make_dihedral(p.a);
    case F::flipflop: return make_flipflop();
    case F::tomita: return make_tomita(static_cast<int>(p.a));
    case F::modarith: return make_modarith(p.a);
    case F::dyck: return make_dyck(p.a, p.b);
  }
  throw Error("unknown builtin '" + printable(spec) + "'");
}

namespace {

// The right action i.x = x^{-1}(i) of permutations x given as image tuples (see builtins.hpp).
PermutationAction inverse_action(const std::vector<SmallPerm>& letters, std::size_t n, std::string description) {
  PermutationAction action{n, {}, std::move(description)};
  for (const SmallPerm& x : letters) {
    std::vector<std::uint32_t> inv(n);
    for (std::size_t i = 0; i < n; ++i) inv[x[i]] = static_cast<std::uint32_t>(i);
    action.letters.push_back(std::move(inv));
  }
  return action;
}

}  // namespace

std::optional<PermutationAction> builtin_permutation_action(std::string_view spec) {
  using F = ParsedSpec::Family;
  ParsedSpec parsed;
  try {
    parsed = parse_spec(spec);
  } catch (const Error&) {
    return std::nullopt;
  }
  if (parsed.family != F::sym && parsed.family != F::sym_gens && parsed.family != F::sym_swaps &&
      parsed.family != F::alt && parsed.family != F::dihedral)
    return std::nullopt;
  const std::size_t n = parsed.a;
  const std::string points = " on " + std::to_string(n) + " points";
  if (parsed.family == F::dihedral) {
    // r: k -> k+1, s: k -> -k (mod N), as in make_dihedral; N may exceed 255, so no SmallPerm here.
    PermutationAction action{
        n, {}, "natural action of D_" + std::to_string(n) + " on the " + std::to_string(n) + " vertices"};
    std::vector<std::uint32_t> ri(n), si(n);
    for (std::size_t k = 0; k < n; ++k) {
      ri[k] = static_cast<std::uint32_t>((k + n - 1) % n);  // r^{-1}
      si[k] = static_cast<std::uint32_t>((n - k) % n);      // s^{-1} = s
    }
    action.letters = {ri, si};
    return action;
  }
  std::vector<SmallPerm> letters;
  std::string group = (parsed.family == F::alt ? "A_" : "S_") + std::to_string(n);
  if (parsed.family == F::sym_gens) {
    SmallPerm t(n), c(n);
    std::iota(t.begin(), t.end(), std::uint8_t{0});
    std::swap(t[0], t[1]);
    for (std::size_t i = 0; i < n; ++i) c[i] = static_cast<std::uint8_t>((i + 1) % n);
    letters = {t, c};
  } else if (parsed.family == F::sym_swaps) {
    SmallPerm e(n);
    std::iota(e.begin(), e.end(), std::uint8_t{0});
    letters.push_back(e);
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = i + 1; j < n; ++j) {
        SmallPerm sw = e;
        std::swap(sw[i], sw[j]);
        letters.push_back(sw);
      }
  } else {
    letters = all_perms(n, parsed.family == F::alt);
  }
  return inverse_action(letters, n, "natural action of " + group + points);
}

}  // namespace lrnnc::automata
