// Strict JSON text: the one parser every reader of JSON files uses (automaton tables, network
// manifests and safetensors headers, sweep configs).
//
// nlohmann::json keeps the last of two equal keys in an object without a word and recurses as deep
// as the text nests. parse_json_strict() refuses both, and turns every syntax error into one line:
// the caller's prefix, then "duplicate key 'K' in one object", "nesting deeper than N levels" or
// nlohmann's own description (without its "[json.exception...]" tag, control characters escaped).
// Depth counts as nlohmann's parser callback does: the top-level value's members are at depth 1.
// Complexity: O(bytes + keys log keys); memory: the parsed value plus the open objects' keys.
#pragma once

#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "common/error.hpp"
#include "common/printable.hpp"

namespace lrnnc {

// The message of a nlohmann exception without its "[json.exception.x.y] " tag, on one line.
inline std::string json_error_text(const nlohmann::json::exception& e) {
  const std::string what = e.what();
  const auto tag_end = what.find("] ");
  return printable(tag_end == std::string::npos ? what : what.substr(tag_end + 2));
}

// Parses `text`; throws lrnnc::Error(prefix + reason) for a syntax error, a key twice in one
// object, or nesting deeper than `max_depth`.
inline nlohmann::json parse_json_strict(std::string_view text, int max_depth, const std::string& prefix) {
  std::vector<std::set<std::string>> keys;  // the keys seen in each open object
  const nlohmann::json::parser_callback_t callback = [&](int depth, nlohmann::json::parse_event_t event,
                                                         nlohmann::json& parsed) {
    if (depth > max_depth) throw Error(prefix + "nesting deeper than " + std::to_string(max_depth) + " levels");
    switch (event) {
      case nlohmann::json::parse_event_t::object_start: keys.emplace_back(); break;
      case nlohmann::json::parse_event_t::object_end:
        if (!keys.empty()) keys.pop_back();
        break;
      case nlohmann::json::parse_event_t::key:
        if (!keys.empty() && !keys.back().insert(parsed.get<std::string>()).second)
          throw Error(prefix + "duplicate key '" + printable(parsed.get<std::string>(), 40) + "' in one object");
        break;
      default: break;
    }
    return true;
  };
  try {
    return nlohmann::json::parse(text.begin(), text.end(), callback);
  } catch (const nlohmann::json::exception& e) {
    throw Error(prefix + json_error_text(e));
  }
}

}  // namespace lrnnc
