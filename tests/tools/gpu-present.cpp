// cli_test::gpu_present (cli-helpers.hpp).
#include <exception>

#include "lrnn/simulate.hpp"

namespace cli_test {

bool gpu_present() {
  try {
    lrnnc::lrnn::require_device(lrnnc::lrnn::Device::cuda);
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace cli_test
