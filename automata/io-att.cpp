#include "automata/io-att.hpp"

#include <charconv>
#include <cmath>
#include <map>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "automata/nfa.hpp"
#include "common/error.hpp"

// Format decisions beyond the header:
// - States are non-negative integers in the file; they are renumbered densely in order of first
//   appearance (so the start state is 0). When that changes any number, the file's numbers are
//   kept as state names ("7"), so messages and pictures still speak of the file's states.
// - The first line's state (an arc's source, or a final line's state) is the start state.
// - Four fields "src dst x y": when x == y, x is the label (ilabel == olabel); otherwise y is a
//   weight if it is a number (in a symbol-table file: a number that is not an integer), else the
//   line is an error (ilabel differs from olabel). Five fields: "src dst ilabel olabel weight".
// - Weights are read in the tropical semiring (OpenFst's default StdArc), where Infinity is the
//   semiring's zero: a final weight of Infinity (any spelling strtod accepts: "Infinity", "inf")
//   means "not final", as fstprint writes non-final states, and makes the line a no-op. Any
//   other final weight is a number that marks the state final; its value is ignored. -Infinity
//   and NaN are not weights of that semiring: an error. Arc weights must be finite (an arc of
//   weight Infinity is an arc that no path may take, which an acceptor cannot express; refused
//   rather than silently kept or dropped) and are otherwise ignored.
// - Without a symbol table "<eps>" is epsilon and any other label is a letter name. With one, a
//   label is first looked up as a symbol name (as fstcompile --isymbols does), then read as a
//   numeric id; id 0 is epsilon. So dfa_to_att's output reads back with att_symbols' table.
// - Input that is deterministic is read directly even with determinize set (state names kept);
//   only epsilon arcs or repeated labels go through the subset construction.
// - Lines end with \n (a trailing \r is ignored); fields are separated by spaces or tabs.

namespace lrnnc::automata {

namespace {

constexpr Letter kEpsilon = std::numeric_limits<Letter>::max();

std::vector<std::string_view> split_fields(std::string_view line) {
  std::vector<std::string_view> fields;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    std::size_t j = i;
    while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '\r') ++j;
    if (j > i) fields.push_back(line.substr(i, j - i));
    i = j;
  }
  return fields;
}

// Calls f(line_number, fields) for each non-blank line.
template <class F>
void for_each_line(std::string_view text, F&& f) {
  std::size_t number = 0, pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    ++number;
    auto fields = split_fields(text.substr(pos, end - pos));
    if (!fields.empty()) f(number, fields);
    pos = end + 1;
  }
}

// 'text' for messages, with control characters escaped and long text shortened.
std::string att_quoted(std::string_view text) {
  std::string out = "'";
  for (unsigned char c : text.substr(0, 40)) {
    if (c < 0x20 || c == 0x7f) {
      static const char* hex = "0123456789abcdef";
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + (text.size() > 40 ? "...'" : "'");
}

std::optional<std::uint64_t> parse_uint(std::string_view s) {
  if (s.empty() || s.size() > 18) return std::nullopt;
  for (char c : s)
    if (c < '0' || c > '9') return std::nullopt;
  std::uint64_t v = 0;
  std::from_chars(s.data(), s.data() + s.size(), v);
  return v;
}

std::optional<double> parse_weight(std::string_view s) {
  double v;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || std::isnan(v)) return std::nullopt;
  return v;
}

std::string line_prefix(std::size_t line) { return "line " + std::to_string(line) + ": "; }

struct SymbolTable {
  std::unordered_map<std::string, std::uint64_t> id_of;  // name -> id
  std::unordered_map<std::uint64_t, Letter> letter_of;   // non-zero id -> letter
  std::vector<std::string> letters;                      // non-epsilon names in id order

  static SymbolTable parse(std::string_view text) {
    SymbolTable table;
    std::map<std::uint64_t, std::string> by_id;
    for_each_line(text, [&](std::size_t line, const std::vector<std::string_view>& f) {
      std::string where = "symbols " + line_prefix(line);
      if (f.size() != 2) throw Error(where + "expected 'name id', found " + std::to_string(f.size()) + " fields");
      auto id = parse_uint(f[1]);
      if (!id || *id > 0xffffffffu) throw Error(where + "expected a symbol id (a number), found " + att_quoted(f[1]));
      std::string name(f[0]);
      if (name == "<eps>" && *id != 0)
        throw Error(where + "'<eps>' is epsilon and must have id 0, found " + std::to_string(*id));
      if (!table.id_of.emplace(name, *id).second)
        throw Error(where + "symbol " + att_quoted(name) + " is listed twice");
      if (!by_id.emplace(*id, name).second)
        throw Error(where + "id " + std::to_string(*id) + " is given to " + att_quoted(by_id[*id]) + " and " +
                    att_quoted(name));
    });
    for (auto& [id, name] : by_id) {
      if (id == 0) continue;
      table.letter_of.emplace(id, static_cast<Letter>(table.letters.size()));
      table.letters.push_back(name);
    }
    if (table.letters.empty()) throw Error("symbols: expected at least one symbol with an id other than 0 (epsilon)");
    return table;
  }
};

struct Arc {
  State src, dst;
  Letter letter;  // kEpsilon for epsilon arcs
};

class AttReader {
 public:
  AttReader(const std::optional<std::string_view>& symbols, const AttOptions& options) : options_(options) {
    if (symbols) table_ = SymbolTable::parse(*symbols);
  }

  Dfa read(std::string_view text) {
    for_each_line(text, [&](std::size_t line, const std::vector<std::string_view>& f) { read_line(line, f); });
    if (numbers_.empty()) throw Error("AT&T: empty input, expected at least one arc or final line");
    std::vector<std::string> letters = table_ ? table_->letters : letters_;
    if (letters.empty()) throw Error("AT&T: no labelled arcs, so the alphabet is empty (give a symbol table)");
    Alphabet alphabet = Alphabet::make(std::move(letters));
    const std::size_t n = numbers_.size(), k = alphabet.size();
    if (n * k > kMaxAttTransitions)
      throw Error("AT&T: " + std::to_string(n) + " states x " + std::to_string(k) +
                  " letters is more than the limit of " + std::to_string(kMaxAttTransitions) + " transitions");

    std::vector<std::string> names;
    for (State q = 0; q < n; ++q)
      if (numbers_[q] != q) {
        for (std::uint64_t v : numbers_) names.push_back(std::to_string(v));
        break;
      }

    if (nondeterministic_) {
      Nfa nfa;
      nfa.alphabet = alphabet;
      for (State q = 0; q < n; ++q) nfa.add_state(false);
      for (State q : finals_) nfa.accepting[q] = true;
      nfa.starts.push_back(0);
      for (const Arc& arc : arcs_) {
        if (arc.letter == kEpsilon)
          nfa.add_epsilon(arc.src, arc.dst);
        else
          nfa.add_edge(arc.src, arc.letter, arc.dst);
      }
      return determinize(nfa);
    }
    std::vector<State> delta(n * k, kNoState);
    for (const Arc& arc : arcs_) delta[static_cast<std::size_t>(arc.src) * k + arc.letter] = arc.dst;
    return make_acceptor(std::move(alphabet), n, 0, std::move(delta), finals_, std::move(names));
  }

 private:
  State state(std::size_t line, std::string_view token) {
    auto v = parse_uint(token);
    if (!v) {
      if (!token.empty() && token.find_first_not_of("0123456789") == std::string_view::npos)
        throw Error(line_prefix(line) + "state number " + att_quoted(token) + " has " + std::to_string(token.size()) +
                    " digits, expected at most 18");
      throw Error(line_prefix(line) + "expected a state number, found " + att_quoted(token));
    }
    auto [it, fresh] = dense_.emplace(*v, static_cast<State>(numbers_.size()));
    if (fresh) numbers_.push_back(*v);
    return it->second;
  }

  Letter letter(std::size_t line, std::string_view token) {
    std::string name(token);
    if (table_) {
      auto named = table_->id_of.find(name);
      std::optional<std::uint64_t> id = named != table_->id_of.end() ? std::optional(named->second) : parse_uint(token);
      if (!id) throw Error(line_prefix(line) + "label " + att_quoted(token) + " is not in the symbol table");
      if (*id == 0) return kEpsilon;
      auto it = table_->letter_of.find(*id);
      if (it == table_->letter_of.end())
        throw Error(line_prefix(line) + "label " + std::to_string(*id) + " is not in the symbol table");
      return it->second;
    }
    if (name == "<eps>") return kEpsilon;
    auto [it, fresh] = letter_index_.emplace(name, static_cast<Letter>(letters_.size()));
    if (fresh) {
      for (unsigned char c : name)
        if (c < 0x20 || c == 0x7f)
          throw Error(line_prefix(line) + "label " + att_quoted(name) + " contains a control character");
      letters_.push_back(std::move(name));
    }
    return it->second;
  }

  // The weight in `token`: a number, or +Infinity when `final` (the tropical zero: not final).
  double weight(std::size_t line, std::string_view token, bool final) {
    const auto w = parse_weight(token);
    if (!w) throw Error(line_prefix(line) + "expected a weight (a number), found " + att_quoted(token));
    if (std::isinf(*w) && (*w < 0 || !final))
      throw Error(line_prefix(line) + (final ? "final weight " : "arc weight ") + att_quoted(token) +
                  (final ? " is -Infinity, expected a number or Infinity (not final)"
                         : " is infinite, expected a finite number"));
    return *w;
  }

  bool is_weight_field(std::string_view token) const {
    auto w = parse_weight(token);
    if (!w) return false;
    return !table_ || !parse_uint(token);
  }

  void read_line(std::size_t line, const std::vector<std::string_view>& f) {
    if (f.size() <= 2) {
      State q = state(line, f[0]);
      if (f.size() == 2 && std::isinf(weight(line, f[1], true))) return;
      finals_.push_back(q);
      return;
    }
    if (f.size() > 5)
      throw Error(line_prefix(line) + "expected 'src dst label [weight]' or 'state [weight]', found " +
                  std::to_string(f.size()) + " fields");
    State src = state(line, f[0]);
    State dst = state(line, f[1]);
    if (f.size() == 5 || (f.size() == 4 && (f[2] == f[3] || !is_weight_field(f[3])))) {
      if (f[2] != f[3])
        throw Error(line_prefix(line) + "input label " + att_quoted(f[2]) + " differs from output label " +
                    att_quoted(f[3]) + " (an acceptor needs equal labels)");
      if (f.size() == 5) weight(line, f[4], false);
    } else if (f.size() == 4) {
      weight(line, f[3], false);
    }
    Letter a = letter(line, f[2]);
    arcs_.push_back({src, dst, a});
    if (nondeterministic_) return;
    if (a == kEpsilon) {
      if (!options_.determinize)
        throw Error(line_prefix(line) + "epsilon arc from state " + std::to_string(numbers_[src]) +
                    " (nondeterministic; use --determinize)");
      nondeterministic_ = true;
      return;
    }
    std::uint64_t key = (static_cast<std::uint64_t>(src) << 32) | a;
    if (!seen_.insert(key).second) {
      if (!options_.determinize)
        throw Error(line_prefix(line) + "state " + std::to_string(numbers_[src]) + " has two arcs labelled " +
                    att_quoted(table_ ? table_->letters[a] : letters_[a]) + " (nondeterministic; use --determinize)");
      nondeterministic_ = true;
    }
  }

  AttOptions options_;
  std::optional<SymbolTable> table_;
  std::unordered_map<std::uint64_t, State> dense_;
  std::vector<std::uint64_t> numbers_;  // file number of each dense state
  std::unordered_map<std::string, Letter> letter_index_;
  std::vector<std::string> letters_;
  std::vector<State> finals_;
  std::vector<Arc> arcs_;
  std::unordered_set<std::uint64_t> seen_;
  bool nondeterministic_ = false;
};

void check_letters(const Dfa& dfa) {
  for (const auto& name : dfa.alphabet().names())
    if (name == "<eps>") throw Error("letter '<eps>' would read back as epsilon in AT&T text");
}

void check_acceptor(const Dfa& dfa) {
  if (!dfa.is_acceptor()) {
    for (State q = 0; q < dfa.num_states(); ++q) {
      const std::string& l = dfa.output_label(q);
      if (l != "accept" && l != "reject")
        throw Error("AT&T text holds acceptors only; state " + std::to_string(q) + " has output label '" + l +
                    "' (use JSON for Moore machines)");
    }
  }
}

bool final_state(const Dfa& dfa, State q) {
  return dfa.is_acceptor() ? dfa.accepting(q) : dfa.output_label(q) == "accept";
}

}  // namespace

Dfa dfa_from_att(std::string_view text, const std::optional<std::string_view>& symbols, const AttOptions& options) {
  const std::size_t size = text.size() + (symbols ? symbols->size() : 0);
  if (size > kMaxAttBytes)
    throw Error("AT&T: the text has " + std::to_string(size) + " bytes, more than the limit of " +
                std::to_string(kMaxAttBytes));
  return AttReader(symbols, options).read(text);
}

std::string dfa_to_att(const Dfa& dfa) {
  check_acceptor(dfa);
  check_letters(dfa);
  std::string out;
  auto arcs_of = [&](State q) {
    for (Letter a = 0; a < dfa.num_letters(); ++a)
      out += std::to_string(q) + '\t' + std::to_string(dfa.next(q, a)) + '\t' + dfa.alphabet().name(a) + '\n';
  };
  // The start state's arcs come first: the first line's source is the start state.
  arcs_of(dfa.start());
  for (State q = 0; q < dfa.num_states(); ++q)
    if (q != dfa.start()) arcs_of(q);
  for (State q = 0; q < dfa.num_states(); ++q)
    if (final_state(dfa, q)) out += std::to_string(q) + '\n';
  return out;
}

std::string att_symbols(const Dfa& dfa) {
  check_letters(dfa);
  std::string out = "<eps>\t0\n";
  for (Letter a = 0; a < dfa.num_letters(); ++a) out += dfa.alphabet().name(a) + '\t' + std::to_string(a + 1) + '\n';
  return out;
}

}  // namespace lrnnc::automata
