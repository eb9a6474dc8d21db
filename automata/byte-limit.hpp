// Byte limits of the automata algorithms (the transition monoid, its classification): the
// message of a limit. Callers that let users set the limit
// (the command line's --max-memory) pass the name users know it by, so that the message says how
// to raise it.
#pragma once

#include <cstddef>
#include <string>

#include "common/byte-text.hpp"

namespace lrnnc::automata {

// "WHAT would need more than LIMIT of memory (the byte limit)[: DETAIL]; raise it with NAME or
// use a smaller automaton".
inline std::string byte_limit_message(const std::string& what, std::size_t limit, const std::string& name,
                                      const std::string& detail = "") {
  return what + " would need more than " + byte_text(limit) + " of memory (the byte limit)" +
         (detail.empty() ? "" : ": " + detail) + "; raise it with " + name + " or use a smaller automaton";
}

}  // namespace lrnnc::automata
