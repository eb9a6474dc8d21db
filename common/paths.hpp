// Paths and command-line arguments: refusing a NUL byte in one, and outputs that would overwrite
// inputs.
//
// The operating system reads a path or an argument only up to its first NUL byte, so "m3\0x"
// would open "m3" without a word: require_no_nul refuses it where strings become paths or
// arguments (the command line's arguments, tools/cli.cpp; the files the libraries open; the
// Python package's arguments).
//
// A command that writes files refuses, before it writes anything, an output that is one of its
// inputs: `compile --dfa stem.json -o stem` would replace the automaton with the manifest, and
// `sweep merge A B --out A` would turn shard A into the merged directory. Files are compared by
// identity (st_dev, st_ino, following symbolic links), so "./a.json", "dir/../a.json", a symbolic
// link and a hard link to the input are all the input. A path that does not exist yet is no
// input's file. Complexity: one stat() per path (is_within: one per ancestor).
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include <sys/stat.h>

#include "common/error.hpp"
#include "common/printable.hpp"

namespace lrnnc {

// Throws lrnnc::Error, one line, when `text` holds a NUL byte: "WHAT contains a NUL byte: 'TEXT'"
// (the NUL shown as \x00). O(length).
inline void require_no_nul(std::string_view text, const std::string& what) {
  if (text.find('\0') != std::string_view::npos) throw Error(what + " contains a NUL byte: " + quote(text));
}

// Whether `a` and `b` both exist and are the same file (or directory).
inline bool same_file(const std::string& a, const std::string& b) {
  struct stat sa {
  }, sb{};
  if (::stat(a.c_str(), &sa) != 0 || ::stat(b.c_str(), &sb) != 0) return false;
  return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

// Whether `path` is the directory `dir` or lies below it, comparing each existing ancestor of
// `path` (made absolute, "." and ".." resolved, symbolic links followed where they exist) with `dir`.
inline bool is_within(const std::string& path, const std::string& dir) {
  std::error_code ec;
  std::filesystem::path p = std::filesystem::weakly_canonical(std::filesystem::absolute(path, ec), ec);
  if (ec) return false;
  for (;;) {
    if (same_file(p.string(), dir)) return true;
    if (!p.has_relative_path()) return false;
    p = p.parent_path();
  }
}

// A file a command reads or writes, and how the command line named it ("--dfa", "-o").
struct NamedPath {
  std::string option;
  std::string path;
};

// Throws lrnnc::Error, one line, when an output is the same file as an input:
//   "refusing to overwrite an input: -o writes 'stem.json', which is the --dfa file 'stem.json'"
inline void refuse_overwriting_inputs(const std::vector<NamedPath>& outputs, const std::vector<NamedPath>& inputs) {
  for (const NamedPath& out : outputs)
    for (const NamedPath& in : inputs)
      if (same_file(out.path, in.path))
        throw Error("refusing to overwrite an input: " + out.option + " writes " + quote(out.path) + ", which is the " +
                    in.option + " file " + quote(in.path));
}

}  // namespace lrnnc
