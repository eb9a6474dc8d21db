// Internal to the weight files' readers and writers (lrnn/safetensors.cpp, lrnn/weights-io.cpp):
// how a name or a JSON value they found is quoted in a one-line message. Not installed API.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace lrnnc::lrnn::detail {

// 'text' for messages: the JSON escape of the text (control characters as \u00XX), shortened.
inline std::string quote_name(const std::string& text) {
  std::string s = nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  s = s.substr(1, s.size() - 2);
  if (s.size() > 60) s = s.substr(0, 57) + "...";
  return "'" + s + "'";
}

// A JSON value for messages, shortened to one short line.
inline std::string short_dump(const nlohmann::json& v) {
  std::string s = v.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  if (s.size() > 60) s = s.substr(0, 57) + "...";
  return s;
}

}  // namespace lrnnc::lrnn::detail
