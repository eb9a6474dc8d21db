// Reading a whole file with a size limit: the one reader behind every file lrnnc takes as input
// (automaton tables and AT&T text, symbol tables, manifests and safetensors, sweep configs,
// sweep.json, results.csv).
//
// The limit is checked against the file's size before reading and again while reading, so a FIFO,
// /dev/zero or a file that grows is refused after at most `max_bytes` + 64 KiB of memory.
// Errors (lrnnc::Error, one line): "cannot read file 'PATH'" and "'PATH' has N bytes, more than
// the limit of M (LIMIT_NAME)" / "'PATH' has more than M bytes (LIMIT_NAME)". O(bytes).
#pragma once

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <system_error>

#include "common/error.hpp"
#include "common/printable.hpp"

namespace lrnnc {

// `Bytes` is std::string or a vector of a byte type.
template <class Bytes = std::string>
Bytes read_file_limited(const std::string& path, std::uint64_t max_bytes, std::string_view limit_name) {
  // (Built with += : GCC 12 warns falsely (-Wrestrict) on "literal" + std::string&& once inlined.)
  std::string shown = "'";
  shown += printable(path) + "'";
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("cannot read file " + shown);
  const std::string why = " (" + std::string(limit_name) + ")";
  Bytes bytes;
  std::error_code ec;
  if (std::filesystem::is_regular_file(path, ec)) {
    const std::uint64_t size = std::filesystem::file_size(path, ec);
    if (!ec && size > max_bytes)
      throw Error(shown + " has " + std::to_string(size) + " bytes, more than the limit of " +
                  std::to_string(max_bytes) + why);
    if (!ec) bytes.reserve(static_cast<std::size_t>(size));
  }
  char buffer[1 << 16];
  while (in) {
    in.read(buffer, sizeof buffer);
    const auto got = static_cast<std::size_t>(in.gcount());
    if (bytes.size() + got > max_bytes)
      throw Error(shown + " has more than " + std::to_string(max_bytes) + " bytes" + why);
    bytes.insert(bytes.end(), buffer, buffer + got);
  }
  if (in.bad()) throw Error("cannot read file " + shown);
  return bytes;
}

}  // namespace lrnnc
