// lrnnc.Network and lrnnc.simulate (python/lrnnc/__init__.py documents them): compiled networks as
// numpy arrays, and batches of words through lrnn::simulate().
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "automata/io-json.hpp"
#include "common/error.hpp"
#include "lrnn/safetensors.hpp"
#include "lrnn/simulate.hpp"
#include "lrnn/weights-io.hpp"
#include "python/bindings.hpp"

namespace py = pybind11;

namespace lrnnc::python {

namespace {

using lrnn::Matrix;

py::array_t<double> to_array(const Matrix& m) {
  py::array_t<double> out({static_cast<py::ssize_t>(m.rows()), static_cast<py::ssize_t>(m.cols())});
  auto v = out.mutable_unchecked<2>();
  for (Eigen::Index i = 0; i < m.rows(); ++i)
    for (Eigen::Index j = 0; j < m.cols(); ++j) v(i, j) = m(i, j);
  return out;
}

py::array_t<double> to_array(const lrnn::Vector& x) {
  py::array_t<double> out(static_cast<py::ssize_t>(x.size()));
  auto v = out.mutable_unchecked<1>();
  for (Eigen::Index i = 0; i < x.size(); ++i) v(i) = x(i);
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

py::dict simulate(const lrnn::Network& net, const py::object& words, const std::string& dtype, const std::string& order,
                  bool keep_states, std::size_t threads, const std::string& device) {
  lrnn::SimulateOptions o;
  if (dtype != "fp64") o.policy = precision::parse_policy(dtype);
  o.order = lrnn::parse_order(order);
  o.device = lrnn::parse_device(device);
  o.threads = threads;
  o.keep_states = keep_states;
  lrnn::require_device(o.device);
  const std::vector<automata::Word> ws = to_words(words, net.automaton.alphabet());
  std::size_t T = 0;
  for (const automata::Word& w : ws) T = std::max(T, w.size());
  std::vector<lrnn::WordRun> runs;
  interruptible([&] { runs = lrnn::simulate(net, ws, o, &net.automaton); });
  const auto B = static_cast<py::ssize_t>(ws.size());
  py::array_t<std::int32_t> decoded({B, static_cast<py::ssize_t>(T)}), states_read({B, static_cast<py::ssize_t>(T)});
  py::array_t<std::int64_t> first_failure(B), lengths(B);
  std::size_t width = 0;
  for (const lrnn::Layer& l : net.layers) width += l.n * l.d;
  py::array_t<double> states;
  if (keep_states) states = py::array_t<double>({B, static_cast<py::ssize_t>(T), static_cast<py::ssize_t>(width)});
  {
    auto dec = decoded.mutable_unchecked<2>();
    auto st = states_read.mutable_unchecked<2>();
    auto ff = first_failure.mutable_unchecked<1>();
    auto len = lengths.mutable_unchecked<1>();
    double* sp = keep_states ? states.mutable_data() : nullptr;
    const automata::Dfa& dfa = net.automaton;
    const py::gil_scoped_release release;
    for (py::ssize_t b = 0; b < B; ++b) {
      const lrnn::WordRun& r = runs[static_cast<std::size_t>(b)];
      const std::size_t n = ws[static_cast<std::size_t>(b)].size();
      len(b) = static_cast<std::int64_t>(n);
      ff(b) = r.first_failure ? static_cast<std::int64_t>(*r.first_failure) : -1;
      for (std::size_t t = 0; t < T; ++t) {
        const bool inside = t < n && t < r.states.size();
        const automata::State q = inside ? r.states[t] : automata::kNoState;
        const bool known = q != automata::kNoState && q < dfa.num_states();
        st(b, static_cast<py::ssize_t>(t)) = known ? static_cast<std::int32_t>(q) : -1;
        dec(b, static_cast<py::ssize_t>(t)) = known ? static_cast<std::int32_t>(dfa.output(q)) : -1;
        if (sp != nullptr) {
          double* row = sp + (static_cast<std::size_t>(b) * T + t) * width;
          if (t < r.layer_states.size())
            std::copy(r.layer_states[t].begin(), r.layer_states[t].end(), row);
          else
            std::fill(row, row + width, std::numeric_limits<double>::quiet_NaN());
        }
      }
    }
  }
  py::dict out;
  out["decoded"] = decoded;
  out["automaton_states"] = states_read;
  out["first_failure"] = first_failure;
  out["lengths"] = lengths;
  out["labels"] = net.automaton.labels();
  if (keep_states) out["states"] = states;
  return out;
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
        const std::int64_t i = x.cast<std::int64_t>();
        if (i < 0 || static_cast<std::uint64_t>(i) >= alphabet.size())
          throw Error("simulate: letter index " + std::to_string(i) + " outside the alphabet's " +
                      std::to_string(alphabet.size()) + " letters");
        w.push_back(static_cast<automata::Letter>(i));
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
          [](const std::string& path) { return std::make_shared<lrnn::LoadedNetwork>(lrnn::load_network(path)); },
          py::arg("path"))
      .def(
          "save",
          [](const lrnn::LoadedNetwork& n, const std::string& path, const std::string& dtype) {
            lrnn::save_network(n.network, stem_of(path), lrnn::parse_weight_dtype(dtype));
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
      [](const lrnn::LoadedNetwork& n, const py::object& words, const std::string& dtype, const std::string& order,
         bool keep_states, std::size_t threads,
         const std::string& device) { return simulate(n.network, words, dtype, order, keep_states, threads, device); },
      py::arg("network"), py::arg("words"), py::arg("dtype") = "fp64", py::arg("order") = "sequential",
      py::arg("keep_states") = false, py::arg("threads") = 0, py::arg("device") = "cpu");
}

}  // namespace lrnnc::python
