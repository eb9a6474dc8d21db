// Where the tests find the source and build trees. Defined in tests/paths.cpp, the one file compiled
// with these absolute paths, so that every other test file compiles to the same object in any clone
// (the compiler cache shares them between clones: docs/PERFORMANCE.md, "Build and test times").
#pragma once

#include <string>

namespace test_support {

const std::string& source_dir();  // the repository root
const std::string& binary_dir();  // the build tree (build/tools/lrnnc, build/test-tmp, ...)

}  // namespace test_support
