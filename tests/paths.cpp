#include "tests/paths.hpp"

namespace test_support {

const std::string& source_dir() {
  static const std::string dir = LRNNC_SOURCE_DIR;
  return dir;
}

const std::string& binary_dir() {
  static const std::string dir = LRNNC_BINARY_DIR;
  return dir;
}

}  // namespace test_support
