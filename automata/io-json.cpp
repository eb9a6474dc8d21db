#include "automata/io-json.hpp"

#include <charconv>
#include <cstdint>
#include <set>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "common/error.hpp"
#include "common/strict-json.hpp"

// Format decisions beyond the header (see also ARCHITECTURE.md, "Formats on disk"):
// - "alphabet" may also be a string, read like a command-line alphabet ("01", "a,b,c").
// - "labels" (optional, only with "outputs"): the label list in id order. The writer emits it only
//   when the machine's labels are not the order of first appearance in "outputs" (or include unused
//   labels), so that a round trip reproduces labels() exactly; hand-written files never need it.
// - Labels that are canonical decimal integers ("7", "-3", not "007") are written as JSON integers,
//   and JSON integers are read as their decimal text, so 7 and "7" are the same label.
// - When states are named, references may be names or numbers (indices); otherwise numbers only.
// - A sink state added for null transitions is named "sink" (or "sink_1", ... if that name is taken).
// - Duplicate keys in an object and nesting deeper than 16 levels are errors.

namespace lrnnc::automata {

namespace {

using json = nlohmann::json;

constexpr int kMaxDepth = 16;

// One-line description of a JSON value for "found ..." in messages.
std::string describe(const json& v) {
  if (v.is_array()) return "an array";
  if (v.is_object()) return "an object";
  std::string s = v.dump(-1, ' ', false, json::error_handler_t::replace);
  if (s.size() > 40) s = s.substr(0, 37) + "...";
  return s;
}

// 'key' for messages: the JSON escape of the text (control characters as \u00XX), shortened.
std::string quoted(const std::string& key) {
  std::string s = json(key).dump(-1, ' ', false, json::error_handler_t::replace);
  s = s.substr(1, s.size() - 2);
  if (s.size() > 40) s = s.substr(0, 37) + "...";
  return "'" + s + "'";
}

std::optional<std::int64_t> as_integer(const json& v) {
  if (v.is_number_integer() && !v.is_number_unsigned()) return v.get<std::int64_t>();
  if (v.is_number_unsigned()) {
    auto u = v.get<std::uint64_t>();
    if (u > static_cast<std::uint64_t>(INT64_MAX)) return INT64_MAX;
    return static_cast<std::int64_t>(u);
  }
  return std::nullopt;
}

class Reader {
 public:
  explicit Reader(const json& root) : root_(root) {}

  Dfa read() {
    if (!root_.is_object()) throw Error("JSON: expected an object at the top level, found " + describe(root_));
    for (auto it = root_.begin(); it != root_.end(); ++it) {
      static const std::set<std::string> known{"alphabet", "states", "start", "accepting",
                                               "outputs",  "labels", "delta"};
      if (!known.count(it.key()))
        throw Error("JSON: unknown field " + quoted(it.key()) +
                    " (expected alphabet, states, start, accepting or outputs, labels, delta)");
    }
    for (const char* f : {"alphabet", "states", "start", "delta"})
      if (!root_.contains(f)) throw Error(std::string("JSON: missing field '") + f + "'");
    const bool has_acc = root_.contains("accepting"), has_out = root_.contains("outputs");
    if (has_acc == has_out)
      throw Error(has_acc ? "JSON: both 'accepting' and 'outputs' given, expected exactly one"
                          : "JSON: missing field 'accepting' or 'outputs' (expected exactly one)");
    if (has_acc && root_.contains("labels"))
      throw Error("labels: only allowed with 'outputs' (an acceptor's labels are reject, accept)");

    Alphabet alphabet = read_alphabet(root_["alphabet"]);
    const std::size_t k = alphabet.size();
    read_states(root_["states"]);
    State start = resolve(root_["start"], "start", false);

    const json& d = root_["delta"];
    if (!d.is_array()) throw Error("delta: expected an array of rows, found " + describe(d));
    if (d.size() != n_)
      throw Error("delta: expected " + std::to_string(n_) + " rows (one per state), found " + std::to_string(d.size()));
    std::vector<State> delta;  // grows with the rows read: no allocation from sizes claimed but not given
    for (std::size_t q = 0; q < n_; ++q) {
      const json& row = d[q];
      std::string path = "delta[" + std::to_string(q) + "]";
      if (!row.is_array()) throw Error(path + ": expected an array of transitions, found " + describe(row));
      if (row.size() != k)
        throw Error(path + ": expected " + std::to_string(k) + " transitions (one per letter), found " +
                    std::to_string(row.size()));
      for (std::size_t a = 0; a < k; ++a) delta.push_back(resolve(row[a], path + "[" + std::to_string(a) + "]", true));
    }

    Dfa dfa;
    if (has_acc) {
      const json& acc = root_["accepting"];
      if (!acc.is_array()) throw Error("accepting: expected an array of states, found " + describe(acc));
      std::vector<State> accepting;
      for (std::size_t i = 0; i < acc.size(); ++i)
        accepting.push_back(resolve(acc[i], "accepting[" + std::to_string(i) + "]", false));
      dfa = make_acceptor(std::move(alphabet), n_, start, std::move(delta), accepting, names_);
    } else {
      std::vector<std::string> labels;
      std::vector<std::uint32_t> outputs = read_outputs(labels);
      dfa = make_dfa(std::move(alphabet), n_, start, std::move(delta), std::move(outputs), std::move(labels), names_);
    }
    if (!names_.empty() && dfa.num_states() > n_) name_sink(dfa);
    return dfa;
  }

 private:
  Alphabet read_alphabet(const json& v) {
    try {
      if (v.is_string()) return Alphabet::parse(v.get<std::string>());
      if (!v.is_array()) throw Error("expected an array of letter names, found " + describe(v));
      std::vector<std::string> names;
      for (std::size_t i = 0; i < v.size(); ++i) {
        if (!v[i].is_string())
          throw Error("[" + std::to_string(i) + "]: expected a letter name (a string), found " + describe(v[i]));
        names.push_back(v[i].get<std::string>());
      }
      return Alphabet::make(std::move(names));
    } catch (const Error& e) {
      std::string m = e.what();
      throw Error("alphabet" + (m.starts_with("[") ? m : ": " + m));
    }
  }

  void read_states(const json& v) {
    if (auto count = as_integer(v)) {
      if (*count <= 0) throw Error("states: expected at least one state, found " + describe(v));
      if (static_cast<std::uint64_t>(*count) > kMaxJsonStates)
        throw Error("states: " + describe(v) + " states is more than the limit of " + std::to_string(kMaxJsonStates));
      n_ = static_cast<std::size_t>(*count);
      return;
    }
    if (!v.is_array())
      throw Error("states: expected a number of states or an array of state names, found " + describe(v));
    if (v.empty()) throw Error("states: expected at least one state, found an empty array");
    if (v.size() > kMaxJsonStates)
      throw Error("states: " + std::to_string(v.size()) + " state names is more than the limit of " +
                  std::to_string(kMaxJsonStates));
    for (std::size_t i = 0; i < v.size(); ++i) {
      const json& s = v[i];
      std::string path = "states[" + std::to_string(i) + "]";
      if (!s.is_string() || s.get_ref<const std::string&>().empty())
        throw Error(path + ": expected a non-empty state name, found " + describe(s));
      const std::string& name = s.get_ref<const std::string&>();
      if (!index_.emplace(name, static_cast<State>(i)).second)
        throw Error(path + ": state name " + describe(s) + " is used twice (also states[" +
                    std::to_string(index_[name]) + "])");
      names_.push_back(name);
    }
    n_ = names_.size();
  }

  // A state reference: a number, a name when states are named, or null (kNoState) when allowed.
  State resolve(const json& v, const std::string& path, bool allow_null) {
    if (allow_null && v.is_null()) return kNoState;
    if (auto i = as_integer(v)) {
      if (*i < 0 || static_cast<std::uint64_t>(*i) >= n_)
        throw Error(path + ": state " + describe(v) + " is out of range, expected a state in [0, " +
                    std::to_string(n_) + ")");
      return static_cast<State>(*i);
    }
    if (v.is_string() && !names_.empty()) {
      auto it = index_.find(v.get_ref<const std::string&>());
      if (it == index_.end()) throw Error(path + ": unknown state " + describe(v) + ", expected a name from 'states'");
      return it->second;
    }
    throw Error(path + ": expected a state " + (names_.empty() ? "number" : "name or number") +
                (allow_null ? " or null" : "") + ", found " + describe(v));
  }

  std::vector<std::uint32_t> read_outputs(std::vector<std::string>& labels) {
    auto label_text = [](const json& v, const std::string& path) {
      if (v.is_string()) return v.get<std::string>();
      if (v.is_number_unsigned()) return std::to_string(v.get<std::uint64_t>());
      if (v.is_number_integer()) return std::to_string(v.get<std::int64_t>());
      throw Error(path + ": expected a label (a string or an integer), found " + describe(v));
    };
    std::unordered_map<std::string, std::uint32_t> index;
    const bool fixed = root_.contains("labels");
    if (fixed) {
      const json& l = root_["labels"];
      if (!l.is_array()) throw Error("labels: expected an array of labels, found " + describe(l));
      for (std::size_t i = 0; i < l.size(); ++i) {
        std::string path = "labels[" + std::to_string(i) + "]";
        std::string t = label_text(l[i], path);
        if (!index.emplace(t, static_cast<std::uint32_t>(i)).second)
          throw Error(path + ": label " + describe(l[i]) + " appears twice");
        labels.push_back(std::move(t));
      }
    }
    const json& o = root_["outputs"];
    if (!o.is_array()) throw Error("outputs: expected an array of labels (one per state), found " + describe(o));
    if (o.size() != n_)
      throw Error("outputs: expected " + std::to_string(n_) + " labels (one per state), found " +
                  std::to_string(o.size()));
    std::vector<std::uint32_t> outputs;
    outputs.reserve(n_);
    for (std::size_t q = 0; q < n_; ++q) {
      std::string path = "outputs[" + std::to_string(q) + "]";
      std::string t = label_text(o[q], path);
      auto it = index.find(t);
      if (it == index.end()) {
        if (fixed) throw Error(path + ": label " + describe(o[q]) + " is not in 'labels'");
        it = index.emplace(t, static_cast<std::uint32_t>(labels.size())).first;
        labels.push_back(std::move(t));
      }
      outputs.push_back(it->second);
    }
    return outputs;
  }

  // make_dfa/make_acceptor name the added sink "sink"; keep names unique so the machine writes back.
  void name_sink(Dfa& dfa) {
    std::vector<std::string> names = dfa.state_names();
    std::string name = "sink";
    for (int i = 1; index_.count(name); ++i) name = "sink_" + std::to_string(i);
    names.back() = name;
    dfa.set_state_names(std::move(names));
  }

  const json& root_;
  std::size_t n_ = 0;
  std::vector<std::string> names_;
  std::unordered_map<std::string, State> index_;
};

bool canonical_integer(const std::string& s) {
  std::size_t i = s.starts_with('-') ? 1 : 0;
  if (i == s.size() || (s[i] == '0' && s.size() > i + 1) || (i == 1 && s == "-0")) return false;
  for (std::size_t j = i; j < s.size(); ++j)
    if (s[j] < '0' || s[j] > '9') return false;
  std::int64_t v;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc() && p == s.data() + s.size();
}

std::string label_json(const std::string& label) { return canonical_integer(label) ? label : json(label).dump(); }

template <class F>
std::string json_list(std::size_t n, F&& item) {
  std::string out = "[";
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) out += ", ";
    out += item(i);
  }
  return out + "]";
}

}  // namespace

Dfa dfa_from_json(std::string_view text) {
  if (text.size() > kMaxJsonBytes)
    throw Error("JSON: the text has " + std::to_string(text.size()) + " bytes, more than the limit of " +
                std::to_string(kMaxJsonBytes));
  json root = parse_json_strict(text, kMaxDepth, "JSON: ");
  try {
    return Reader(root).read();
  } catch (const json::exception& e) {
    throw Error("JSON: " + json_error_text(e));
  }
}

std::string dfa_to_json(const Dfa& dfa) {
  const std::size_t n = dfa.num_states(), k = dfa.num_letters();
  const auto& names = dfa.state_names();
  const bool named = !names.empty();
  if (named) {
    std::unordered_map<std::string, State> seen;
    for (State q = 0; q < names.size(); ++q) {
      if (names[q].empty())
        throw Error("state " + std::to_string(q) + " has an empty name; JSON needs non-empty names");
      auto [it, fresh] = seen.emplace(names[q], q);
      if (!fresh)
        throw Error("state name '" + names[q] + "' names states " + std::to_string(it->second) + " and " +
                    std::to_string(q) + "; JSON needs unique names");
    }
  }
  try {
    auto str = [](const std::string& s) { return json(s).dump(); };
    auto ref = [&](State q) { return named ? str(names[q]) : std::to_string(q); };
    std::string out = "{\n  \"alphabet\": " +
                      json_list(k, [&](std::size_t a) { return str(dfa.alphabet().name(static_cast<Letter>(a))); });
    out +=
        ",\n  \"states\": " + (named ? json_list(n, [&](std::size_t q) { return str(names[q]); }) : std::to_string(n));
    out += ",\n  \"start\": " + ref(dfa.start());
    if (dfa.is_acceptor()) {
      std::vector<State> acc;
      for (State q = 0; q < n; ++q)
        if (dfa.accepting(q)) acc.push_back(q);
      out += ",\n  \"accepting\": " + json_list(acc.size(), [&](std::size_t i) { return ref(acc[i]); });
    } else {
      // Labels in order of first appearance reproduce labels() unless it holds another order or unused labels.
      std::vector<std::uint32_t> order;
      std::vector<char> seen(dfa.labels().size(), 0);
      for (State q = 0; q < n; ++q)
        if (!seen[dfa.output(q)]) {
          seen[dfa.output(q)] = 1;
          order.push_back(dfa.output(q));
        }
      bool identity = order.size() == dfa.labels().size();
      for (std::size_t i = 0; identity && i < order.size(); ++i) identity = order[i] == i;
      if (!identity)
        out += ",\n  \"labels\": " +
               json_list(dfa.labels().size(), [&](std::size_t i) { return label_json(dfa.labels()[i]); });
      out += ",\n  \"outputs\": " +
             json_list(n, [&](std::size_t q) { return label_json(dfa.output_label(static_cast<State>(q))); });
    }
    out += ",\n  \"delta\": [";
    for (State q = 0; q < n; ++q) {
      out += q == 0 ? "\n    " : ",\n    ";
      out += json_list(k, [&](std::size_t a) { return ref(dfa.next(q, static_cast<Letter>(a))); });
    }
    out += "\n  ]\n}\n";
    return out;
  } catch (const json::exception& e) {
    throw Error("JSON: cannot write the machine: " + json_error_text(e));
  }
}

}  // namespace lrnnc::automata
