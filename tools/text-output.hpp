// Plain-text output shared by the subcommands: writing a file with a one-line error, and the
// column tables of the human-readable reports.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace lrnnc::tools {

// Writes `text` to `path`; throws lrnnc::Error ("cannot write file 'PATH'") when it cannot.
void write_text(const std::string& path, const std::string& text);

// Prints `j` on stdout, indented by 2, then a newline. Strings that are not valid UTF-8 (file paths
// are arbitrary bytes) have each invalid byte replaced by U+FFFD: JSON cannot carry them.
void print_json(const nlohmann::json& j);

// Prints `cells` (row 0: the header) as columns two blanks apart, a rule of dashes under the
// header; column c is left-aligned when left(c), right-aligned otherwise. A left-aligned last
// column is not padded (no trailing blanks).
void print_columns(const std::vector<std::vector<std::string>>& cells, const std::function<bool(std::size_t)>& left);

}  // namespace lrnnc::tools
