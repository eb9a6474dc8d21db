// Reading numpy .npz files (numpy.savez, lrnnc dataset): the zip's central directory, then each
// member ARRAY.npy as an NPY 1.0-3.0 array of a numeric dtype, little-endian, C order. Members
// stored uncompressed only: a compressed one (numpy.savez_compressed) is refused by name, as are
// big-endian, Fortran-order, object and structured arrays. Sizes are checked against the file
// before anything is allocated.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace lrnnc::experiments {

struct NpyArray {
  std::string name;            // the member's name without ".npy"
  char kind = 'i';             // numpy's kind: 'i', 'u', 'f', 'b'
  std::size_t item_bytes = 0;  // 1, 2, 4 or 8
  std::vector<std::uint64_t> shape;
  std::vector<double> values;  // every element as double (integers up to 2^53 are exact)
  std::uint64_t size() const;  // prod(shape)
};

struct NpzMember {
  std::string name;  // without ".npy"
  std::uint64_t offset = 0, size = 0;
  std::uint16_t method = 0;
};

class NpzReader {
 public:
  // Reads the central directory; throws lrnnc::Error naming the file when it is not a zip of .npy
  // members, or is larger than `max_bytes`.
  NpzReader(const std::string& path, std::uint64_t max_bytes);
  const std::vector<NpzMember>& members() const { return members_; }
  bool has(const std::string& name) const;
  // The member NAME (without ".npy"); throws lrnnc::Error when it is missing, compressed or not a
  // numeric little-endian C-order array.
  NpyArray read(const std::string& name) const;

 private:
  std::string path_;
  std::string bytes_;  // the whole file
  std::vector<NpzMember> members_;
};

}  // namespace lrnnc::experiments
