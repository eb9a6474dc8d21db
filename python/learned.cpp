// lrnnc.LearnedModel (python/lrnnc/__init__.py documents it): a learned model's configuration and
// tensors as numpy arrays, and its forward under any policy (learned::Forward, the runtime that
// lrnnc run and eval use).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "common/error.hpp"
#include "common/interruption.hpp"
#include "learned/forward-memory.hpp"
#include "learned/forward.hpp"
#include "learned/model-files.hpp"
#include "learned/model.hpp"
#include "learned/train-memory.hpp"
#include "precision/policy.hpp"
#include "python/arguments.hpp"
#include "python/bindings.hpp"

namespace py = pybind11;

namespace lrnnc::python {

namespace {

py::object to_python(const nlohmann::json& j) { return py::module_::import("json").attr("loads")(j.dump()); }

py::dict config_dict(const learned::ModelConfig& c) {
  py::dict d;
  d["alphabet"] = c.alphabet;
  d["outputs"] = c.outputs;
  d["d_model"] = c.d_model;
  d["norm_eps"] = c.norm_eps;
  d["bos"] = c.bos;
  d["tied_head"] = c.tied_head;
  py::list layers;
  for (const learned::LayerSpec& l : c.layers) {
    py::dict ld;
    ld["type"] = learned::to_string(l.type);
    ld["n"] = l.n;
    ld["width"] = l.width();
    if (l.type == learned::MixerType::diag || l.type == learned::MixerType::deltaproduct)
      ld["range"] = learned::to_string(l.range);
    if (l.type == learned::MixerType::deltaproduct) ld["heads"] = l.heads;
    if (learned::is_fixed_point(l.type)) {
      ld["mixer"] = learned::to_string(l.mixer);
      ld["fixed_point"] = to_python(learned::to_json(l.fixed_point));
    }
    if (l.type != learned::MixerType::diag) ld["rank"] = l.rank;
    if (l.type == learned::MixerType::fpmamba) {
      ld["d_state"] = l.d_state;
      ld["dt_rank"] = l.dt_rank;
    }
    if (l.type == learned::MixerType::fla) {
      ld["range"] = learned::to_string(l.range);
      ld["heads"] = l.heads;
      ld["v_heads"] = l.fla.v_heads;
      ld["v_dim"] = l.fla.v_dim;
      ld["conv"] = l.fla.conv;
      ld["beta"] = l.fla.beta;
      ld["forget_gate"] = l.fla.forget_gate;
      ld["output_gate"] = l.fla.output_gate;
      ld["qk_activation"] = learned::to_string(l.fla.qk_activation);
      ld["qk_norm"] = l.fla.qk_l2 ? "l2" : "sum";
      ld["mlp"] = l.fla.mlp;
    }
    layers.append(ld);
  }
  d["layers"] = layers;
  return d;
}

struct Model {
  learned::LearnedModel model;
  std::string manifest;
};

// The forward of every word: logits (B, T, K), predictions (B, T) (-1: a position with a
// non-finite logit, and past a shorter word's end), and per fixed-point layer l* and convergence.
// The memory the call needs (the arrays it returns and one word's forward at a time,
// learned/forward-memory.hpp) is checked against max_memory before anything is allocated for it.
py::dict run(const Model& m, const py::object& words, const py::object& dtype, const py::object& order,
             const py::object& fp_threshold, const py::object& fp_max_iter, const py::object& max_memory) {
  learned::LearnedModel model = m.model;
  learned::override_fixed_point(model.config, real_argument(fp_threshold, "LearnedModel.run(): fp_threshold=", 0, 1e6),
                                integer_argument(fp_max_iter, "LearnedModel.run(): fp_max_iter=", 0, 100'000));
  const std::uint64_t limit = memory_argument(max_memory, "LearnedModel.run(): max_memory=");
  learned::ForwardOptions fo;
  fo.policy = learned::forward_policy(text_argument(dtype, "LearnedModel.run(): dtype="));
  fo.order = lrnn::parse_order(text_argument(order, "LearnedModel.run(): order="));
  const automata::Alphabet alphabet = automata::Alphabet::make(model.config.alphabet);
  const std::vector<automata::Word> ws = to_words(words, alphabet);
  std::size_t T = 0;
  for (const automata::Word& w : ws) T = std::max(T, w.size());
  const std::size_t K = model.config.outputs.size();
  std::size_t fixed_point_layers = 0;
  for (const learned::LayerSpec& l : model.config.layers) fixed_point_layers += learned::is_fixed_point(l.type);
  const auto B = static_cast<py::ssize_t>(ws.size());
  {
    // The arrays returned (logits and predictions, 8 (K + 1) bytes a position of every word) at
    // once with one word's forward and its letters.
    using S = learned::SaturatingBytes;
    const S arrays = S{ws.size()} * S{T} * S{8 * (K + 1)} + S{ws.size()} * S{16 * fixed_point_layers + 32};
    learned::check_forward_memory(learned::forward_memory(model.config, fo, T, 1, sizeof(std::uint32_t), arrays.value),
                                  limit, "LearnedModel.run",
                                  "run fewer or shorter words at once, or raise max_memory= (bytes, or a size such "
                                  "as \"16G\")");
  }
  py::array_t<double> logits({B, static_cast<py::ssize_t>(T), static_cast<py::ssize_t>(K)});
  py::array_t<std::int64_t> predictions({B, static_cast<py::ssize_t>(T)}), lengths(B);
  py::array_t<std::int64_t> iterations({B, static_cast<py::ssize_t>(fixed_point_layers)});
  py::array_t<bool> converged({B, static_cast<py::ssize_t>(fixed_point_layers)});
  {
    double* lg = logits.mutable_data();
    auto pr = predictions.mutable_unchecked<2>();
    auto len = lengths.mutable_unchecked<1>();
    auto it = iterations.mutable_unchecked<2>();
    auto cv = converged.mutable_unchecked<2>();
    interruptible([&] {
      const learned::Forward forward(model, fo);
      for (py::ssize_t b = 0; b < B; ++b) {
        interruption_point();
        const automata::Word& w = ws[static_cast<std::size_t>(b)];
        const std::vector<std::uint32_t> word(w.begin(), w.end());
        const learned::ForwardResult r = forward.run(word, static_cast<std::uint64_t>(b));
        len(b) = static_cast<std::int64_t>(w.size());
        for (std::size_t t = 0; t < T; ++t) {
          double* row = lg + (static_cast<std::size_t>(b) * T + t) * K;
          if (t < w.size()) {
            std::copy(r.logits[t].begin(), r.logits[t].end(), row);
            pr(b, static_cast<py::ssize_t>(t)) =
                r.predictions[t] == learned::kNoPrediction ? -1 : static_cast<std::int64_t>(r.predictions[t]);
          } else {
            std::fill(row, row + K, std::numeric_limits<double>::quiet_NaN());
            pr(b, static_cast<py::ssize_t>(t)) = -1;
          }
        }
        for (std::size_t l = 0; l < fixed_point_layers; ++l) {
          it(b, static_cast<py::ssize_t>(l)) = l < r.iterations.size() ? static_cast<std::int64_t>(r.iterations[l]) : 0;
          cv(b, static_cast<py::ssize_t>(l)) = l < r.converged.size() && r.converged[l];
        }
      }
    });
  }
  py::dict out;
  out["logits"] = logits;
  out["predictions"] = predictions;
  out["lengths"] = lengths;
  out["outputs"] = model.config.outputs;
  if (fixed_point_layers > 0) {
    out["iterations"] = iterations;
    out["converged"] = converged;
  }
  return out;
}

}  // namespace

void bind_learned(py::module_& m) {
  py::class_<Model, std::shared_ptr<Model>>(m, "LearnedModel")
      .def_static(
          "load",
          [](const py::object& path) {
            auto model = std::make_shared<Model>();
            model->manifest = learned::resolve_model(path_argument(path, "LearnedModel.load(): path=")).manifest;
            model->model = learned::load_model(model->manifest);
            return model;
          },
          py::arg("path"))
      .def_property_readonly("config", [](const Model& m) { return config_dict(m.model.config); })
      .def_property_readonly("weights",
                             [](const Model& m) {
                               py::dict d;
                               for (const auto& [name, tensor] : m.model.weights) {
                                 std::vector<py::ssize_t> shape(tensor.shape.begin(), tensor.shape.end());
                                 py::array_t<double> a(shape);
                                 std::copy(tensor.values.begin(), tensor.values.end(), a.mutable_data());
                                 d[py::str(name)] = a;
                               }
                               return d;
                             })
      .def_property_readonly("automaton", [](const Model& m) { return to_python(m.model.automaton); })
      .def_property_readonly("training", [](const Model& m) { return to_python(m.model.training); })
      .def_property_readonly("manifest_path", [](const Model& m) { return m.manifest; })
      .def("run", &run, py::arg("words"), py::arg("dtype") = "fp64", py::arg("order") = "sequential",
           py::arg("fp_threshold") = 0.0, py::arg("fp_max_iter") = 0, py::arg("max_memory") = 0)
      .def("__repr__", [](const Model& m) {
        std::string layers;
        for (const learned::LayerSpec& l : m.model.config.layers)
          layers += (layers.empty() ? "" : ", ") + learned::to_string(l.type);
        return "<lrnnc.LearnedModel: " + layers + ", d_model " + std::to_string(m.model.config.d_model) + ", " +
               std::to_string(m.model.config.alphabet.size()) + " letters -> " +
               std::to_string(m.model.config.outputs.size()) + " outputs>";
      });
}

}  // namespace lrnnc::python
