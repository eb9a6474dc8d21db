// lrnnc::Error — the one exception type of the project.
//
// Thrown wherever outside data (files, strings, command-line values) or a configured limit is
// violated. The message says what was expected and what was found, in one line, so that the
// command line can print it verbatim and exit with code 2.
#pragma once

#include <stdexcept>
#include <string>

namespace lrnnc {

class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace lrnnc
