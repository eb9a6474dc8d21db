#include "automata/regex.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "automata/minimize.hpp"
#include "common/error.hpp"
#include "common/printable.hpp"

namespace lrnnc::automata {

namespace {

// A letter as written in the pattern, resolved against an alphabet only after parsing, so that
// regex_alphabet and regex_to_nfa share one parser.
struct Name {
  std::string text;
  std::size_t pos;
};

struct Node {
  enum class Kind { Epsilon, Letters, Concat, Alt, Repeat };
  Kind kind = Kind::Epsilon;
  std::size_t pos = 0;
  // Letters: `any` is `.`; otherwise the listed names, complemented when `negated`.
  bool any = false;
  bool negated = false;
  std::vector<Name> names;
  std::vector<Node> children;  // Concat, Alt: the parts; Repeat: exactly one
  std::size_t min = 0, max = 0;
  bool unbounded = false;
};

// Text for a message: control characters and bytes that are not UTF-8 as \xNN.
std::string show(std::string_view s) { return printable(s); }
std::string show(char c) { return show(std::string_view(&c, 1)); }

class Parser {
 public:
  Parser(std::string_view pattern, const RegexLimits& limits) : p_(pattern), limits_(limits) {}

  Node parse() {
    Node root = alternation();
    if (i_ < p_.size()) {
      // alternation() stops only at ')' or the end.
      fail(i_, "unexpected ')' without a matching '('");
    }
    return root;
  }

 private:
  [[noreturn]] void fail(std::size_t pos, const std::string& what) const {
    throw Error("regex error at position " + std::to_string(pos) + ": " + what);
  }
  bool at_end() const { return i_ >= p_.size(); }
  char peek() const { return p_[i_]; }
  std::string found() const { return at_end() ? "the end of the pattern" : "'" + show(peek()) + "'"; }

  Node alternation() {
    const std::size_t start = i_;
    std::vector<Node> parts;
    std::vector<std::size_t> bars;
    while (true) {
      const std::size_t part_start = i_;
      Node part = concatenation();
      if (part.kind == Node::Kind::Concat && part.children.empty()) {
        if (!bars.empty() || (!at_end() && peek() == '|'))
          fail(part_start, "empty alternative (write () for the empty word)");
        part.kind = Node::Kind::Epsilon;
      }
      parts.push_back(std::move(part));
      if (at_end() || peek() != '|') break;
      bars.push_back(i_++);
    }
    if (parts.size() == 1) return std::move(parts[0]);
    Node alt;
    alt.kind = Node::Kind::Alt;
    alt.pos = start;
    alt.children = std::move(parts);
    return alt;
  }

  // Returns an empty Concat when nothing was read (the caller decides whether that is allowed).
  Node concatenation() {
    Node cat;
    cat.kind = Node::Kind::Concat;
    cat.pos = i_;
    while (!at_end() && peek() != '|' && peek() != ')') cat.children.push_back(repetition());
    if (cat.children.size() == 1) return std::move(cat.children[0]);
    return cat;
  }

  static bool is_quantifier(char c) { return c == '*' || c == '+' || c == '?' || c == '{'; }

  Node repetition() {
    Node atom_node = atom();
    if (at_end() || !is_quantifier(peek())) return atom_node;
    Node rep;
    rep.kind = Node::Kind::Repeat;
    rep.pos = i_;
    const char q = p_[i_++];
    if (q == '*') {
      rep.unbounded = true;
    } else if (q == '+') {
      rep.min = 1;
      rep.unbounded = true;
    } else if (q == '?') {
      rep.max = 1;
    } else {
      bounds(rep);
    }
    if (!at_end() && is_quantifier(peek()))
      fail(i_, "unexpected '" + show(peek()) +
                   "' after a repetition (quantifiers do not stack; group instead, as in (a*)?)");
    rep.children.push_back(std::move(atom_node));
    return rep;
  }

  std::size_t count() {
    if (at_end() || !std::isdigit(static_cast<unsigned char>(peek())))
      fail(i_, "expected a repetition count (a decimal number), found " + found());
    const std::size_t start = i_;
    const std::size_t limit = limits_.max_repeat;
    std::size_t value = 0;
    bool too_big = false;  // checked before each step, so that value never overflows
    while (!at_end() && std::isdigit(static_cast<unsigned char>(peek()))) {
      const auto d = static_cast<std::size_t>(peek() - '0');
      too_big = too_big || d > limit || value > limit / 10 || value * 10 > limit - d;
      if (!too_big) value = value * 10 + d;
      ++i_;
    }
    if (too_big)
      fail(start, "repetition count " + std::string(p_.substr(start, std::min<std::size_t>(i_ - start, 30))) +
                      " exceeds the limit " + std::to_string(limits_.max_repeat));
    return value;
  }

  // After '{': m}, m,}, m,n}.
  void bounds(Node& rep) {
    const std::size_t open = i_ - 1;
    rep.min = count();
    if (!at_end() && peek() == '}') {
      ++i_;
      rep.max = rep.min;
      return;
    }
    if (at_end() || peek() != ',')
      fail(i_, "expected ',' or '}' in the repetition '{' at position " + std::to_string(open) + ", found " + found());
    ++i_;
    if (!at_end() && peek() == '}') {
      ++i_;
      rep.unbounded = true;
      return;
    }
    rep.max = count();
    if (at_end() || peek() != '}')
      fail(i_, "expected '}' to close the repetition '{' at position " + std::to_string(open) + ", found " + found());
    ++i_;
    if (rep.min > rep.max)
      fail(open, "{" + std::to_string(rep.min) + "," + std::to_string(rep.max) + "}: min greater than max");
  }

  Node letters_node(std::size_t pos) {
    Node n;
    n.kind = Node::Kind::Letters;
    n.pos = pos;
    return n;
  }

  // After '<': the name up to '>'.
  Name named_letter(std::size_t open) {
    const std::size_t start = i_;
    while (!at_end() && peek() != '>') {
      const auto c = static_cast<unsigned char>(peek());
      if (c == '<' || std::isspace(c) || std::iscntrl(c))
        fail(i_, "unexpected '" + show(peek()) + "' in the letter name '<' at position " + std::to_string(open) +
                     " (names have no '<', whitespace or control characters)");
      ++i_;
    }
    if (at_end()) fail(open, "unterminated letter name: expected '>' to close '<', found the end of the pattern");
    if (i_ == start) fail(open, "empty letter name '<>'");
    Name name{std::string(p_.substr(start, i_ - start)), open};
    ++i_;
    return name;
  }

  // The character at i_ and past it: a whole UTF-8 sequence ('λ' is one letter, like <λ>), or one
  // byte where the text is not UTF-8 (the alphabet then refuses it by name).
  std::string character() {
    const std::size_t n = std::max<std::size_t>(1, utf8_sequence_length(p_.substr(i_)));
    std::string c(p_.substr(i_, n));
    i_ += n;
    return c;
  }

  // After '\\'.
  Name escaped(std::size_t backslash) {
    if (at_end()) fail(backslash, "trailing '\\' escapes nothing");
    return Name{character(), backslash};
  }

  Node atom() {
    const std::size_t pos = i_;
    const char c = p_[i_++];
    switch (c) {
      case '(': {
        if (depth_ >= limits_.max_depth)
          fail(pos, "groups nested deeper than " + std::to_string(limits_.max_depth) + " (the limit)");
        ++depth_;
        Node inner = alternation();
        --depth_;
        if (at_end() || peek() != ')')
          fail(i_, "expected ')' to close '(' at position " + std::to_string(pos) + ", found " + found());
        ++i_;
        return inner;
      }
      case '.': {
        Node n = letters_node(pos);
        n.any = true;
        return n;
      }
      case '[': return char_class(pos);
      case '<': {
        Node n = letters_node(pos);
        n.names.push_back(named_letter(pos));
        return n;
      }
      case '\\': {
        Node n = letters_node(pos);
        n.names.push_back(escaped(pos));
        return n;
      }
      case '*':
      case '+':
      case '?':
      case '{': fail(pos, "unexpected '" + show(c) + "' with nothing to repeat");
      case ']':
      case '}':
      case '>': fail(pos, "unexpected '" + show(c) + "' (write \\" + show(c) + " for the letter)");
      default: {
        Node n = letters_node(pos);
        --i_;
        n.names.push_back(Name{character(), pos});
        return n;
      }
    }
  }

  // One item of a class: a character (maybe escaped) or a <name>. `single` tells whether it may
  // be a range endpoint.
  Name class_item(std::size_t open, bool& single) {
    const std::size_t pos = i_;
    const char c = p_[i_++];
    single = true;
    if (c == '\\') {
      if (at_end())
        fail(pos, "trailing '\\' escapes nothing (and the class '[' at position " + std::to_string(open) +
                      " is unterminated)");
      return Name{character(), pos};
    }
    if (c == '<') {
      single = false;
      return named_letter(pos);
    }
    --i_;
    return Name{character(), pos};
  }

  // After '['.
  Node char_class(std::size_t open) {
    Node n = letters_node(open);
    if (!at_end() && peek() == '^') {
      n.negated = true;
      ++i_;
    }
    auto unterminated = [&] { fail(open, "unterminated class: expected ']' to close '['"); };
    if (at_end()) unterminated();
    if (peek() == ']')
      fail(i_, std::string("empty class '[") + (n.negated ? "^" : "") + "]' (write \\] for the letter ])");
    while (true) {
      if (at_end()) unterminated();
      if (peek() == ']') break;
      bool single = false;
      Name lo = class_item(open, single);
      // A '-' between two items makes a range; before ']' it is a literal.
      if (!at_end() && peek() == '-' && i_ + 1 < p_.size() && p_[i_ + 1] != ']') {
        const std::size_t dash = i_++;
        bool single_hi = false;
        Name hi = class_item(open, single_hi);
        if (!single || !single_hi || lo.text.size() != 1 || hi.text.size() != 1)
          fail(dash, "a range '-' needs single ASCII characters at both ends, found '" + show(lo.text) + "' and '" +
                         show(hi.text) + "'");
        const auto a = static_cast<unsigned char>(lo.text[0]), b = static_cast<unsigned char>(hi.text[0]);
        if (a > b) fail(dash, "range " + show(lo.text) + "-" + show(hi.text) + ": start after end");
        for (unsigned v = a; v <= b; ++v) n.names.push_back(Name{std::string(1, static_cast<char>(v)), lo.pos});
      } else {
        n.names.push_back(std::move(lo));
      }
    }
    ++i_;  // ']'
    return n;
  }

  std::string_view p_;
  const RegexLimits& limits_;
  std::size_t i_ = 0;
  std::size_t depth_ = 0;
};

// Names in order of appearance (the parse tree keeps pattern order).
void collect(const Node& n, std::vector<const Name*>& out) {
  for (const Name& name : n.names) out.push_back(&name);
  for (const Node& c : n.children) collect(c, out);
}

// The letters of a Letters node: `listed` (sorted, unique), or every other letter when
// `complement`. Kept in this form, not expanded, so that a huge alphabet costs nothing until the
// size check has passed.
struct LetterSet {
  bool complement = false;
  std::vector<Letter> listed;
  std::size_t size(std::size_t k) const { return complement ? k - listed.size() : listed.size(); }
};

// Letter sets of the Letters nodes in pre-order, the order in which nfa_size() and the builder
// visit them; checks every name, including those under r{0}, which is never built.
struct Resolved {
  std::vector<LetterSet> sets;
};

void resolve(const Node& n, const Alphabet& alphabet, Resolved& out) {
  if (n.kind == Node::Kind::Letters) {
    LetterSet set;
    set.complement = n.any || n.negated;
    for (const Name& name : n.names) {
      auto a = alphabet.find(name.text);
      if (!a) {
        std::string msg = "regex letter '" + show(name.text) + "' at position " + std::to_string(name.pos) +
                          " is not in the alphabet {" + alphabet.describe() + "}";
        if (!alphabet.single_characters() && name.text.size() == 1)
          msg += " (write <name> for a multi-character letter)";
        throw Error(msg);
      }
      set.listed.push_back(*a);
    }
    std::sort(set.listed.begin(), set.listed.end());
    set.listed.erase(std::unique(set.listed.begin(), set.listed.end()), set.listed.end());
    out.sets.push_back(std::move(set));
  }
  for (const Node& c : n.children) resolve(c, alphabet, out);
}

// Number of NFA states plus letter transitions that build() makes, saturated at `cap` + 1.
// `set` walks resolved.sets in pre-order.
std::size_t nfa_size(const Node& n, const Resolved& resolved, std::size_t k, std::size_t& set, std::size_t cap) {
  auto add = [cap](std::size_t a, std::size_t b) { return std::min(a + b, cap + 1); };
  auto mul = [cap](std::size_t a, std::size_t b) {
    return (b != 0 && a > (cap + 1) / b) ? cap + 1 : std::min(a * b, cap + 1);
  };
  switch (n.kind) {
    case Node::Kind::Epsilon: return 1;
    case Node::Kind::Letters: return add(2, resolved.sets[set++].size(k));
    case Node::Kind::Concat:
    case Node::Kind::Alt: {
      std::size_t s = n.kind == Node::Kind::Alt ? 2 : 1;
      for (const Node& c : n.children) s = add(s, nfa_size(c, resolved, k, set, cap));
      return s;
    }
    case Node::Kind::Repeat: {
      const std::size_t copies = n.min + (n.unbounded ? 1 : n.max - n.min);
      return add(mul(copies, nfa_size(n.children[0], resolved, k, set, cap)), 3);
    }
  }
  return cap + 1;
}

class Builder {
 public:
  Builder(Nfa& nfa, const Resolved& resolved) : nfa_(nfa), resolved_(resolved) {}

  struct Fragment {
    State in, out;
  };

  // Builds n; `set` walks resolved_.sets in the order resolve() filled it. A subtree that is
  // built several times (r{3}) rewinds `set` for every copy.
  Fragment build(const Node& n, std::size_t& set) {
    switch (n.kind) {
      case Node::Kind::Epsilon: {
        State s = nfa_.add_state();
        return {s, s};
      }
      case Node::Kind::Letters: {
        State s = nfa_.add_state(), t = nfa_.add_state();
        const LetterSet& letters = resolved_.sets[set++];
        if (!letters.complement) {
          for (Letter a : letters.listed) nfa_.add_edge(s, a, t);
        } else {
          auto skip = letters.listed.begin();
          for (Letter a = 0; a < nfa_.alphabet.size(); ++a) {
            if (skip != letters.listed.end() && *skip == a) {
              ++skip;
              continue;
            }
            nfa_.add_edge(s, a, t);
          }
        }
        return {s, t};
      }
      case Node::Kind::Concat: {
        State s = nfa_.add_state();
        State cur = s;
        for (const Node& c : n.children) {
          Fragment f = build(c, set);
          nfa_.add_epsilon(cur, f.in);
          cur = f.out;
        }
        return {s, cur};
      }
      case Node::Kind::Alt: {
        State s = nfa_.add_state(), t = nfa_.add_state();
        for (const Node& c : n.children) {
          Fragment f = build(c, set);
          nfa_.add_epsilon(s, f.in);
          nfa_.add_epsilon(f.out, t);
        }
        return {s, t};
      }
      case Node::Kind::Repeat: {
        const Node& body = n.children[0];
        const std::size_t first = set;
        const std::size_t after = first + sets_in(body);
        State s = nfa_.add_state();
        State cur = s;
        auto copy = [&] {
          set = first;
          return build(body, set);
        };
        for (std::size_t k = 0; k < n.min; ++k) {
          Fragment f = copy();
          nfa_.add_epsilon(cur, f.in);
          cur = f.out;
        }
        State t = nfa_.add_state();
        if (n.unbounded) {
          // cur -> body -> back to cur; cur -> t.
          Fragment f = copy();
          nfa_.add_epsilon(cur, f.in);
          nfa_.add_epsilon(f.out, cur);
        } else {
          // r{m,n} = r^m (ε | r (ε | r ...)): each optional copy may be skipped straight to t.
          for (std::size_t k = n.min; k < n.max; ++k) {
            Fragment f = copy();
            nfa_.add_epsilon(cur, t);
            nfa_.add_epsilon(cur, f.in);
            cur = f.out;
          }
        }
        nfa_.add_epsilon(cur, t);
        set = after;
        return {s, t};
      }
    }
    return {0, 0};
  }

 private:
  static std::size_t sets_in(const Node& n) {
    std::size_t k = n.kind == Node::Kind::Letters ? 1 : 0;
    for (const Node& c : n.children) k += sets_in(c);
    return k;
  }

  Nfa& nfa_;
  const Resolved& resolved_;
};

Nfa to_nfa(const Node& root, const Alphabet& alphabet, const RegexLimits& limits) {
  Resolved resolved;
  resolve(root, alphabet, resolved);
  std::size_t set = 0;
  const std::size_t size = nfa_size(root, resolved, alphabet.size(), set, std::min(limits.max_nfa_size, SIZE_MAX / 2));
  if (size > limits.max_nfa_size)
    throw Error("regex NFA would have more than " + std::to_string(limits.max_nfa_size) +
                " states and letter transitions (the limit); reduce the repetition counts");
  Nfa nfa;
  nfa.alphabet = alphabet;
  Builder builder(nfa, resolved);
  set = 0;
  Builder::Fragment f = builder.build(root, set);
  nfa.starts = {f.in};
  nfa.accepting[f.out] = true;
  return nfa;
}

Alphabet alphabet_of(const Node& root) {
  std::vector<const Name*> names;
  collect(root, names);
  std::vector<std::string> letters;
  std::unordered_set<std::string_view> seen;
  for (const Name* name : names) {
    for (char c : name->text) {
      const auto u = static_cast<unsigned char>(c);
      if (std::isspace(u) || std::iscntrl(u))
        throw Error("regex letter '" + show(name->text) + "' at position " + std::to_string(name->pos) +
                    " contains whitespace or a control character, which no alphabet may contain");
    }
    if (seen.insert(name->text).second) letters.push_back(name->text);
  }
  if (letters.empty())
    throw Error("regex mentions no letter, so its alphabet is unknown: expected an explicit alphabet");
  return Alphabet::make(std::move(letters));
}

}  // namespace

Alphabet regex_alphabet(std::string_view pattern) {
  RegexLimits limits;
  return alphabet_of(Parser(pattern, limits).parse());
}

Nfa regex_to_nfa(std::string_view pattern, const Alphabet& alphabet, const RegexLimits& limits) {
  if (alphabet.empty()) throw Error("empty alphabet: expected at least one letter");
  return to_nfa(Parser(pattern, limits).parse(), alphabet, limits);
}

Dfa regex_to_dfa(std::string_view pattern, const std::optional<Alphabet>& alphabet, const RegexLimits& limits) {
  Node root = Parser(pattern, limits).parse();
  const Alphabet sigma = alphabet ? *alphabet : alphabet_of(root);
  if (sigma.empty()) throw Error("empty alphabet: expected at least one letter");
  const Nfa nfa = to_nfa(root, sigma, limits);
  // The DFA table has subsets * |Σ| entries, and determinize stores every subset, each up to
  // all NFA states (Thompson NFAs of nullable repetitions do reach such subsets: (a|b*){700}).
  const std::size_t by_table = std::max<std::size_t>(1, limits.max_dfa_transitions / sigma.size());
  const std::size_t by_work = std::max<std::size_t>(1, limits.max_subset_work / nfa.num_states());
  const std::size_t subsets = std::min({limits.max_dfa_states, by_table, by_work});
  try {
    return minimize(determinize(nfa, subsets));
  } catch (const Error& e) {
    if (subsets == limits.max_dfa_states) throw;
    throw Error(std::string(e.what()) + ", set by " +
                (subsets == by_work ? "max_subset_work " + std::to_string(limits.max_subset_work) + " / " +
                                          std::to_string(nfa.num_states()) + " NFA states"
                                    : "max_dfa_transitions " + std::to_string(limits.max_dfa_transitions) + " / " +
                                          std::to_string(sigma.size()) + " letters"));
  }
}

}  // namespace lrnnc::automata
