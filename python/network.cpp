// lrnnc.Network and lrnnc.simulate (python/lrnnc/__init__.py documents them): compiled networks as
// numpy arrays, and batches of words through lrnn::simulate().
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include <nlohmann/json.hpp>

#include "automata/io-json.hpp"
#include "common/error.hpp"
#include "common/interruption.hpp"
#include "lrnn/safetensors.hpp"
#include "lrnn/simulate.hpp"
#include "lrnn/weights-io.hpp"
#include "python/arguments.hpp"
#include "python/bindings.hpp"
#include "tools/cli-values.hpp"

namespace py = pybind11;

namespace lrnnc::python {

namespace {

using lrnn::Matrix;

py::array_t<double> to_array(const Matrix& m) {
  py::array_t<double> out({static_cast<py::ssize_t>(m.rows()), static_cast<py::ssize_t>(m.cols())});
  Eigen::Map<Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(out.mutable_data(), m.rows(),
                                                                                     m.cols()) = m;
  return out;
}

py::array_t<double> to_array(const lrnn::Vector& x) {
  py::array_t<double> out(static_cast<py::ssize_t>(x.size()));
  std::copy(x.data(), x.data() + x.size(), out.mutable_data());
  return out;
}

py::object json_to_python(const nlohmann::json& j) { return py::module_::import("json").attr("loads")(j.dump()); }

// One token as a dict: its letter, context values, the transition (its kind, the n x n matrix A, and
// the factors or diagonal it is stored as) and B (None when absent).
py::dict token_dict(const lrnn::Token& t, const lrnn::Layer& layer, const automata::Alphabet& alphabet) {
  py::dict d;
  d["letter"] = alphabet.name(t.letter);
  d["letter_index"] = t.letter;
  d["context"] = t.context;
  d["kind"] = lrnn::kind_name(t.transition);
  d["A"] = to_array(lrnn::to_matrix(t.transition, layer.n));
  if (const auto* diag = std::get_if<lrnn::Diagonal>(&t.transition)) d["diagonal"] = to_array(diag->a);
  if (const auto* h = std::get_if<lrnn::HouseholderProduct>(&t.transition)) {
    py::list factors;
    for (const lrnn::HouseholderFactor& f : h->factors) {
      py::dict fd;
      fd["v"] = to_array(f.v);
      fd["beta"] = f.beta;
      factors.append(fd);
    }
    d["factors"] = factors;
  }
  d["B"] = t.B ? py::object(to_array(*t.B)) : py::object(py::none());
  return d;
}

py::list layers_list(const lrnn::Network& net) {
  py::list layers;
  for (const lrnn::Layer& l : net.layers) {
    py::dict d;
    d["n"] = l.n;
    d["d"] = l.d;
    d["H0"] = to_array(l.H0);
    py::list context;
    for (const lrnn::ContextRef& c : l.context) context.append(py::make_tuple(c.layer, c.lag));
    d["context"] = context;
    py::list tokens;
    for (const lrnn::Token& t : l.tokens) tokens.append(token_dict(t, l, net.automaton.alphabet()));
    d["tokens"] = tokens;
    d["codebook"] = to_array(l.codebook.vectors);
    d["values"] =
        py::array_t<std::uint32_t>(static_cast<py::ssize_t>(l.codebook.values.size()), l.codebook.values.data());
    layers.append(d);
  }
  return layers;
}

std::string stem_of(const std::string& path) {
  for (const char* suffix : {".json", ".safetensors"}) {
    const std::string s = suffix;
    if (path.size() > s.size() && path.compare(path.size() - s.size(), s.size(), s) == 0)
      return path.substr(0, path.size() - s.size());
  }
  return path;
}

// The words of an integer array (B, T) of any integer type and strides, read where they are: a
// row of int32 or uint32 letters with unit stride is handed to the engine as it is, any other is
// converted into the engine's scratch (a value no letter has, e.g. a negative one, as the largest).
template <class T>
class ArraySource : public lrnn::WordSource {
 public:
  explicit ArraySource(const py::array& a)
      : base_(static_cast<const char*>(a.data())),
        words_(static_cast<std::size_t>(a.shape(0))),
        length_(static_cast<std::size_t>(a.shape(1))),
        row_stride_(a.strides(0)),
        stride_(a.strides(1)) {}
  std::size_t count() const override { return words_; }
  std::size_t length(std::size_t) const override { return length_; }
  std::size_t width() const { return length_; }  // the array's T, also for B = 0
  const automata::Letter* letters(std::size_t w, automata::Letter* scratch) const override {
    const char* row = base_ + static_cast<py::ssize_t>(w) * row_stride_;
    if constexpr (sizeof(T) == sizeof(automata::Letter))
      if (stride_ == static_cast<py::ssize_t>(sizeof(T))) return reinterpret_cast<const automata::Letter*>(row);
    for (std::size_t t = 0; t < length_; ++t) {
      T x;
      std::memcpy(&x, row + static_cast<py::ssize_t>(t) * stride_, sizeof(T));
      scratch[t] = in_range(x) ? static_cast<automata::Letter>(x) : kNoLetter;
    }
    return scratch;
  }
  // The value at (w, t), for the message of a letter outside the alphabet.
  std::string value(std::size_t w, std::size_t t) const {
    T x;
    std::memcpy(&x, base_ + static_cast<py::ssize_t>(w) * row_stride_ + static_cast<py::ssize_t>(t) * stride_,
                sizeof(T));
    return std::to_string(x);
  }

 private:
  static constexpr automata::Letter kNoLetter = std::numeric_limits<automata::Letter>::max();
  static bool in_range(T x) {
    if constexpr (std::is_signed_v<T>)
      if (x < 0) return false;
    return static_cast<std::make_unsigned_t<T>>(x) <= kNoLetter;
  }
  const char* base_;
  std::size_t words_, length_;
  py::ssize_t row_stride_, stride_;
};

// Words given as a list (strings or sequences of letter indices).
class ListSource : public lrnn::WordSource {
 public:
  explicit ListSource(const std::vector<automata::Word>& words) : words_(words) {}
  std::size_t count() const override { return words_.size(); }
  std::size_t length(std::size_t w) const override { return words_[w].size(); }
  std::size_t width() const {
    std::size_t T = 0;
    for (const automata::Word& w : words_) T = std::max(T, w.size());
    return T;
  }
  const automata::Letter* letters(std::size_t w, automata::Letter*) const override { return words_[w].data(); }
  std::string value(std::size_t w, std::size_t t) const { return std::to_string(words_[w][t]); }

 private:
  const std::vector<automata::Word>& words_;
};

// simulate()'s arrays, written by the simulation's threads as each word is done: the decoded label
// index (and the automaton state) read at each position, -1 past the word's end or where the decoded
// values name no automaton state; the first failure (1-based, -1 for none); every layer's state.
class ArraySink : public lrnn::RunSink {
 public:
  const lrnn::WordSource* words = nullptr;
  std::vector<std::int32_t> label_of;  // per automaton state
  std::size_t T = 0, width = 0;
  std::int32_t *decoded = nullptr, *automaton_states = nullptr;
  std::int64_t* first_failure = nullptr;
  double* layer_states = nullptr;

  automata::State* states(std::size_t, automata::State* scratch) override { return scratch; }
  void done(std::size_t w, const automata::State* st, lrnn::WordRun&& run) override {
    const std::size_t n = words->length(w), known = label_of.size();
    std::int32_t* row = decoded + w * T;
    for (std::size_t t = 0; t < n; ++t) row[t] = st[t] < known ? label_of[st[t]] : -1;
    std::fill(row + n, row + T, -1);
    if (automaton_states != nullptr) {
      std::int32_t* q = automaton_states + w * T;
      for (std::size_t t = 0; t < n; ++t) q[t] = st[t] < known ? static_cast<std::int32_t>(st[t]) : -1;
      std::fill(q + n, q + T, -1);
    }
    first_failure[w] = run.first_failure ? static_cast<std::int64_t>(*run.first_failure) : -1;
    if (layer_states != nullptr)
      for (std::size_t t = 0; t < T; ++t) {
        double* out = layer_states + (w * T + t) * width;
        if (t < run.layer_states.size())
          std::copy(run.layer_states[t].begin(), run.layer_states[t].end(), out);
        else
          std::fill(out, out + width, std::numeric_limits<double>::quiet_NaN());
      }
    interruption_point();
  }
};

// What simulate() returns besides the decoded labels, and where it writes them.
struct Outputs {
  bool keep_states = false, automaton_states = false;
  py::object out;  // None, or an int32 array (B, T) that receives the decoded labels
};

// The decoded labels' array: `out` when given (checked), else a new one.
py::array_t<std::int32_t> decoded_array(const py::object& out, py::ssize_t B, py::ssize_t T) {
  if (out.is_none()) return py::array_t<std::int32_t>(std::vector<py::ssize_t>{B, T});
  const std::string want = "simulate: out must be a writeable C-contiguous int32 array of shape (" + std::to_string(B) +
                           ", " + std::to_string(T) + ")";
  if (!py::isinstance<py::array>(out)) throw py::type_error(want);
  const auto a = py::reinterpret_borrow<py::array>(out);
  if (!a.dtype().is(py::dtype::of<std::int32_t>()) || !(a.flags() & py::array::c_style) || !a.writeable() ||
      a.ndim() != 2 || a.shape(0) != B || a.shape(1) != T)
    throw py::value_error(want);
  return py::reinterpret_borrow<py::array_t<std::int32_t>>(out);
}

template <class Source>
py::dict simulate_words(const lrnn::Network& net, const Source& words, const lrnn::SimulateOptions& options,
                        const Outputs& outputs) {
  const auto B = static_cast<py::ssize_t>(words.count());
  const std::size_t T = words.width();
  const auto shape = std::vector<py::ssize_t>{B, static_cast<py::ssize_t>(T)};
  const bool automaton_states = outputs.automaton_states;
  ArraySink sink;
  sink.words = &words;
  sink.T = T;
  const automata::Dfa& dfa = net.automaton;
  for (automata::State q = 0; q < dfa.num_states(); ++q)
    sink.label_of.push_back(static_cast<std::int32_t>(dfa.output(q)));
  py::array_t<std::int32_t> decoded = decoded_array(outputs.out, B, static_cast<py::ssize_t>(T)), states_read;
  py::array_t<std::int64_t> first_failure(B), lengths(B);
  for (py::ssize_t b = 0; b < B; ++b)
    lengths.mutable_at(b) = static_cast<std::int64_t>(words.length(static_cast<std::size_t>(b)));
  sink.decoded = decoded.mutable_data();
  sink.first_failure = first_failure.mutable_data();
  if (automaton_states) {
    states_read = py::array_t<std::int32_t>(shape);
    sink.automaton_states = states_read.mutable_data();
  }
  py::array_t<double> states;
  if (options.keep_states) {
    for (const lrnn::Layer& l : net.layers) sink.width += l.n * l.d;
    states = py::array_t<double>({B, static_cast<py::ssize_t>(T), static_cast<py::ssize_t>(sink.width)});
    sink.layer_states = states.mutable_data();
  }
  try {
    interruptible([&] { lrnn::Simulation(net, options, &dfa).run_into(words, sink); });
  } catch (const lrnn::LetterOutOfRange& e) {
    throw Error("simulate: word " + std::to_string(e.word) + " position " + std::to_string(e.position) +
                ": letter index " + words.value(e.word, e.position) + " outside the alphabet's " +
                std::to_string(dfa.num_letters()) + " letters");
  }
  py::dict out;
  out["decoded"] = decoded;
  if (automaton_states) out["automaton_states"] = states_read;
  out["first_failure"] = first_failure;
  out["lengths"] = lengths;
  out["labels"] = dfa.labels();
  if (options.keep_states) out["states"] = states;
  return out;
}

// simulate() on an integer array of the letter type T.
template <class T>
py::dict simulate_array(const lrnn::Network& net, const py::array& words, const lrnn::SimulateOptions& options,
                        const Outputs& outputs) {
  return simulate_words(net, ArraySource<T>(words), options, outputs);
}

py::dict simulate(const lrnn::Network& net, const py::object& words, const std::string& dtype, const std::string& order,
                  const Outputs& outputs, std::size_t threads, const std::string& device) {
  lrnn::SimulateOptions o;
  if (dtype != "fp64") o.policy = precision::parse_policy(dtype);
  o.order = lrnn::parse_order(order);
  o.device = lrnn::parse_device(device);
  o.threads = threads;
  o.keep_states = outputs.keep_states;
  lrnn::require_device(o.device);
  if (!py::isinstance<py::array>(words))
    return simulate_words(net, ListSource(to_words(words, net.automaton.alphabet())), o, outputs);
  const py::array a = py::array::ensure(words);
  if (a.ndim() != 2) throw py::value_error("simulate: words as an array must have shape (B, T)");
  const char kind = a.dtype().kind();
  const auto size = a.dtype().itemsize();
  if (kind == 'i') {
    if (size == 1) return simulate_array<std::int8_t>(net, a, o, outputs);
    if (size == 2) return simulate_array<std::int16_t>(net, a, o, outputs);
    if (size == 4) return simulate_array<std::int32_t>(net, a, o, outputs);
    if (size == 8) return simulate_array<std::int64_t>(net, a, o, outputs);
  } else if (kind == 'u') {
    if (size == 1) return simulate_array<std::uint8_t>(net, a, o, outputs);
    if (size == 2) return simulate_array<std::uint16_t>(net, a, o, outputs);
    if (size == 4) return simulate_array<std::uint32_t>(net, a, o, outputs);
    if (size == 8) return simulate_array<std::uint64_t>(net, a, o, outputs);
  }
  throw py::type_error("simulate: words as an array must hold integers (letter indices)");
}

}  // namespace

// The words of a simulate() call: an integer array (B, T) of letter indices, or a sequence whose
// items are strings (parsed as the command line parses words) or sequences of letter indices.
std::vector<automata::Word> to_words(const py::object& words, const automata::Alphabet& alphabet) {
  std::vector<automata::Word> out;
  if (py::isinstance<py::array>(words)) {
    const py::array a = py::array::ensure(words);
    if (a.ndim() != 2) throw py::value_error("simulate: words as an array must have shape (B, T)");
    if (a.dtype().kind() != 'i' && a.dtype().kind() != 'u')
      throw py::type_error("simulate: words as an array must hold integers (letter indices)");
    const py::array_t<std::int64_t, py::array::c_style | py::array::forcecast> ints(a);
    const auto v = ints.unchecked<2>();
    out.resize(static_cast<std::size_t>(v.shape(0)));
    for (py::ssize_t b = 0; b < v.shape(0); ++b) {
      automata::Word& w = out[static_cast<std::size_t>(b)];
      w.resize(static_cast<std::size_t>(v.shape(1)));
      for (py::ssize_t t = 0; t < v.shape(1); ++t) {
        const std::int64_t x = v(b, t);
        if (x < 0 || static_cast<std::uint64_t>(x) >= alphabet.size())
          throw Error("simulate: word " + std::to_string(b) + " position " + std::to_string(t) + ": letter index " +
                      std::to_string(x) + " outside the alphabet's " + std::to_string(alphabet.size()) + " letters");
        w[static_cast<std::size_t>(t)] = static_cast<automata::Letter>(x);
      }
    }
    return out;
  }
  for (const py::handle item : words) {
    if (py::isinstance<py::str>(item)) {
      out.push_back(alphabet.parse_word(item.cast<std::string>()));
    } else {
      automata::Word w;
      for (const py::handle x : item) {
        if (PyBool_Check(x.ptr()) || !PyIndex_Check(x.ptr()))
          throw py::type_error("simulate(): words= expects strings or sequences of letter indices (integers), got " +
                               py::str(py::type::handle_of(x).attr("__name__")).cast<std::string>());
        const auto i = py::reinterpret_steal<py::object>(PyNumber_Index(x.ptr()));
        if (!i) throw py::error_already_set();
        const unsigned long long v = PyLong_AsUnsignedLongLong(i.ptr());  // -1 and an error when negative or huge
        if (PyErr_Occurred()) PyErr_Clear();
        if (v >= alphabet.size())
          throw Error("simulate: letter index " + py::str(i).cast<std::string>() + " outside the alphabet's " +
                      std::to_string(alphabet.size()) + " letters");
        w.push_back(static_cast<automata::Letter>(v));
      }
      out.push_back(std::move(w));
    }
  }
  return out;
}

void bind_network(py::module_& m) {
  py::class_<lrnn::LoadedNetwork, std::shared_ptr<lrnn::LoadedNetwork>>(m, "Network")
      .def_static(
          "load",
          [](const py::object& path) {
            return std::make_shared<lrnn::LoadedNetwork>(
                lrnn::load_network(path_argument(path, "Network.load(): path=")));
          },
          py::arg("path"))
      .def(
          "save",
          [](const lrnn::LoadedNetwork& n, const py::object& path, const py::object& dtype) {
            const std::string stem = stem_of(path_argument(path, "Network.save(): path="));
            lrnn::save_network(n.network, stem,
                               lrnn::parse_weight_dtype(text_argument(dtype, "Network.save(): dtype=")));
          },
          py::arg("path"), py::arg("dtype") = "f64")
      .def_property_readonly("layers", [](const lrnn::LoadedNetwork& n) { return layers_list(n.network); })
      .def_property_readonly("alphabet",
                             [](const lrnn::LoadedNetwork& n) {
                               std::vector<std::string> names;
                               const automata::Alphabet& a = n.network.automaton.alphabet();
                               for (automata::Letter i = 0; i < a.size(); ++i) names.push_back(a.name(i));
                               return names;
                             })
      .def_property_readonly("labels", [](const lrnn::LoadedNetwork& n) { return n.network.automaton.labels(); })
      .def_property_readonly("automaton",
                             [](const lrnn::LoadedNetwork& n) {
                               return json_to_python(nlohmann::json::parse(automata::dfa_to_json(n.network.automaton)));
                             })
      .def_property_readonly("manifest", [](const lrnn::LoadedNetwork& n) { return json_to_python(n.manifest); })
      .def_property_readonly("readout", [](const lrnn::LoadedNetwork& n) { return n.network.readout; })
      .def_property_readonly("readout_keys", [](const lrnn::LoadedNetwork& n) { return n.network.readout_keys; })
      .def("__repr__", [](const lrnn::LoadedNetwork& n) {
        std::string shapes;
        for (const lrnn::Layer& l : n.network.layers)
          shapes += (shapes.empty() ? "" : ", ") + std::to_string(l.n) + "x" + std::to_string(l.d);
        return "<lrnnc.Network: " + std::to_string(n.network.layers.size()) + " layer(s) [" + shapes + "], " +
               std::to_string(n.network.automaton.num_states()) + "-state automaton over " +
               std::to_string(n.network.num_letters()) + " letters>";
      });
  m.def(
      "simulate",
      [](const lrnn::LoadedNetwork& n, const py::object& words, const py::object& dtype, const py::object& order,
         const py::object& keep_states, const py::object& automaton_states, const py::object& out,
         const py::object& threads, const py::object& device) {
        const Outputs outputs{flag_argument(keep_states, "simulate(): keep_states="),
                              flag_argument(automaton_states, "simulate(): automaton_states="), out};
        return simulate(n.network, words, text_argument(dtype, "simulate(): dtype="),
                        text_argument(order, "simulate(): order="), outputs,
                        integer_argument(threads, "simulate(): threads=", 0, tools::kMaxThreads),
                        text_argument(device, "simulate(): device="));
      },
      py::arg("network"), py::arg("words"), py::arg("dtype") = "fp64", py::arg("order") = "sequential",
      py::arg("keep_states") = false, py::arg("automaton_states") = false, py::arg("out") = py::none(),
      py::arg("threads") = 0, py::arg("device") = "cpu");
}

}  // namespace lrnnc::python
