// Shared pieces of the model subcommands (compile, verify, spectrum): JSON forms of the library's
// reports and the one-SPEC rule.
#pragma once

#include <optional>

#include <nlohmann/json.hpp>

#include "lrnn/compile/compile.hpp"
#include "lrnn/spectrum.hpp"
#include "lrnn/verify.hpp"
#include "tools/spec.hpp"

namespace lrnnc::tools {

// The single SPEC of a subcommand that takes exactly one automaton; throws lrnnc::Error otherwise.
Spec one_spec(const SpecOptions& options, const std::string& command);

nlohmann::json to_json(const lrnn::ExactReport& r);
nlohmann::json to_json(const lrnn::WordsReport& r);
nlohmann::json to_json(const lrnn::CompileSummary& s);
nlohmann::json to_json(const lrnn::SpectrumReport& s);

// "1.23e-16" style numbers for tables.
std::string short_number(double x);

}  // namespace lrnnc::tools
