#include "tools/model-report.hpp"

#include <cmath>
#include <sstream>

#include "common/error.hpp"

namespace lrnnc::tools {

Spec one_spec(const SpecOptions& options, const std::string& command) {
  auto specs = collect_specs(options);
  if (specs.size() != 1) throw Error(command + " takes exactly one automaton, found " + std::to_string(specs.size()));
  return specs[0];
}

namespace {

// JSON has no infinity: unbounded values are null.
nlohmann::json finite_or_null(double x) { return std::isfinite(x) ? nlohmann::json(x) : nlohmann::json(nullptr); }

}  // namespace

nlohmann::json to_json(const lrnn::ExactReport& r) {
  return {{"passed", r.passed},
          {"reachable_states", r.reachable_states},
          {"letters", r.letters},
          {"min_separation", finite_or_null(r.min_separation)},
          {"tolerance", r.tolerance},
          {"max_deviation", r.max_deviation},
          {"exact", r.exact},
          {"norm_bound", r.norm_bound},
          {"guarantee", lrnn::to_string(r.guarantee)},
          {"guaranteed_length", r.guaranteed_length ? nlohmann::json(*r.guaranteed_length) : nlohmann::json(nullptr)},
          {"guarantee_argument", r.guarantee_argument},
          {"failure", r.failure.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.failure)}};
}

nlohmann::json to_json(const lrnn::WordsReport& r) {
  return {{"passed", r.passed},
          {"max_len", r.max_len},
          {"words", r.words},
          {"max_drift", r.max_drift},
          {"failure", r.failure.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.failure)}};
}

nlohmann::json to_json(const lrnn::CompileSummary& s) {
  nlohmann::json j{{"method", s.method},
                   {"construction", s.construction},
                   {"representation", s.representation},
                   {"group_order", s.group_order},
                   {"max_reflections_per_token", s.max_reflections_per_token},
                   {"implements", s.implements},
                   {"notes", s.notes}};
  if (s.exact_up_to) j["exact_up_to"] = *s.exact_up_to;
  return j;
}

nlohmann::json to_json(const lrnn::SpectrumReport& s) {
  nlohmann::json tokens = nlohmann::json::array();
  for (const auto& t : s.tokens) {
    nlohmann::json eig = nlohmann::json::array();
    for (const auto& z : t.eigenvalues) eig.push_back({z.real(), z.imag()});
    tokens.push_back({{"layer", t.layer},
                      {"token", t.token},
                      {"label", t.label},
                      {"eigenvalues", eig},
                      {"modulus_range", {t.modulus_min, t.modulus_max}},
                      {"real_range", {t.real_min, t.real_max}},
                      {"parity_capable", t.parity_capable},
                      {"modular_capable", t.modular_capable}});
  }
  return {{"tokens", tokens},
          {"eigenvalue_modulus_range", {s.modulus_min, s.modulus_max}},
          {"eigenvalue_real_range", {s.real_min, s.real_max}}};
}

std::string short_number(double x) {
  std::ostringstream out;
  out.precision(3);
  out << x;
  return out.str();
}

}  // namespace lrnnc::tools
