// Reading a whole file with a size limit: the one reader behind every file lrnnc takes as input
// (automaton tables and AT&T text, symbol tables, manifests and safetensors, sweep configs,
// sweep.json, results.csv).
//
// Only regular files are read. The file is opened with O_NONBLOCK, so opening a FIFO that has no
// writer does not block, and the open descriptor (not the path, which may change meanwhile) is
// checked with fstat: a directory, a FIFO, a device or a socket is refused before a byte is read.
// The path is also checked with stat() before it is opened, so that opening a device (which may
// have an effect of its own, as on a tape drive) is never attempted. "-" is a file named "-":
// lrnnc reads no input from stdin.
//
// The limit is checked against the file's size before reading and again while reading, so a file
// that grows is refused after at most `max_bytes` + 64 KiB of memory.
// Errors (lrnnc::Error, one line, the path through printable()):
//   "cannot read file 'PATH': REASON"                    (open or read failed; REASON from errno)
//   "'PATH' is not a regular file: it is a FIFO"         (a directory, a character device, ...)
//   "'PATH' has N bytes, more than the limit of M (LIMIT_NAME)" / "'PATH' has more than M bytes (LIMIT_NAME)"
// O(bytes).
#pragma once

#include <cerrno>
#include <cstdint>
#include <string>
#include <string_view>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/error.hpp"
#include "common/paths.hpp"
#include "common/printable.hpp"

namespace lrnnc {

// What a file of mode `mode` is, for a message: "a directory", "a FIFO", "a character device",
// "a block device", "a socket", "a symbolic link", "a regular file", or "not a regular file".
inline const char* file_kind(mode_t mode) {
  if (S_ISREG(mode)) return "a regular file";
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISLNK(mode)) return "a symbolic link";
  return "not a regular file";
}

// The one-line error for a path that exists but is not a regular file.
inline Error not_regular_file_error(const std::string& path, mode_t mode) {
  std::string message = "'";
  message += printable(path) + "' is not a regular file: it is " + file_kind(mode);
  return Error(message);
}

// The one-line error for a path that cannot be opened or read, with the reason errno gives.
inline Error cannot_read_error(const std::string& path, int error) {
  std::string message = "cannot read file '";
  message += printable(path) + "': " + std::generic_category().message(error);
  return Error(message);
}

// Throws not_regular_file_error when `path` exists (following symbolic links) and is not a regular
// file; a path that does not exist passes (opening it reports that). A path with a NUL byte is
// refused (require_no_nul: "the path contains a NUL byte: 'm3\x00x.json'"). Opens nothing.
inline void require_regular_file_if_present(const std::string& path) {
  require_no_nul(path, "the path");
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) throw not_regular_file_error(path, st.st_mode);
}

// A regular file open for reading (O_CLOEXEC), checked with fstat; closed by the destructor.
class InputFile {
 public:
  // Throws cannot_read_error or not_regular_file_error (see the header comment). Never blocks on a
  // FIFO.
  explicit InputFile(const std::string& path) : path_(path) {
    require_regular_file_if_present(path);
    do fd_ = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    while (fd_ < 0 && errno == EINTR);
    if (fd_ < 0) throw cannot_read_error(path, errno);
    if (::fstat(fd_, &stat_) != 0) {
      const int error = errno;
      close();
      throw cannot_read_error(path, error);
    }
    if (!S_ISREG(stat_.st_mode)) {
      close();
      throw not_regular_file_error(path, stat_.st_mode);
    }
    // A regular file ignores O_NONBLOCK on Linux; cleared all the same so that reads are plain.
    const int flags = ::fcntl(fd_, F_GETFL);
    if (flags >= 0) ::fcntl(fd_, F_SETFL, flags & ~O_NONBLOCK);
  }
  ~InputFile() { close(); }
  InputFile(const InputFile&) = delete;
  InputFile& operator=(const InputFile&) = delete;

  int fd() const { return fd_; }
  std::uint64_t size() const { return static_cast<std::uint64_t>(stat_.st_size); }
  const struct stat& status() const { return stat_; }
  const std::string& path() const { return path_; }

  // Up to `n` bytes into `buffer` (0 at the end of the file); retries on EINTR; throws
  // cannot_read_error.
  std::size_t read_some(char* buffer, std::size_t n) const {
    for (;;) {
      const ssize_t got = ::read(fd_, buffer, n);
      if (got >= 0) return static_cast<std::size_t>(got);
      if (errno != EINTR) throw cannot_read_error(path_, errno);
    }
  }

 private:
  void close() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
  }
  std::string path_;
  int fd_ = -1;
  struct stat stat_ {};
};

// `Bytes` is std::string or a vector of a byte type.
template <class Bytes = std::string>
Bytes read_file_limited(const std::string& path, std::uint64_t max_bytes, std::string_view limit_name) {
  const InputFile in(path);
  // (Built with += : GCC 12 warns falsely (-Wrestrict) on "literal" + std::string&& once inlined.)
  std::string shown = "'";
  shown += printable(path) + "'";
  const std::string why = " (" + std::string(limit_name) + ")";
  if (in.size() > max_bytes)
    throw Error(shown + " has " + std::to_string(in.size()) + " bytes, more than the limit of " +
                std::to_string(max_bytes) + why);
  Bytes bytes;
  bytes.reserve(static_cast<std::size_t>(in.size()));
  char buffer[1 << 16];
  for (;;) {
    const std::size_t got = in.read_some(buffer, sizeof buffer);
    if (got == 0) break;
    if (bytes.size() + got > max_bytes)
      throw Error(shown + " has more than " + std::to_string(max_bytes) + " bytes" + why);
    bytes.insert(bytes.end(), buffer, buffer + got);
  }
  return bytes;
}

}  // namespace lrnnc
