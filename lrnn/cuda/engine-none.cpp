// The device side's stand-in when lrnnc is built without nvcc (device-run.hpp).
#include "common/error.hpp"
#include "lrnn/cuda/device-run.hpp"

namespace lrnnc::lrnn::cuda {

std::optional<std::string> device_unavailable() {
  return "this lrnnc was built without the CUDA backend (no nvcc found at configure time)";
}

void run_device(const DeviceInput&, engine::LaneResult*, std::uint32_t*) {
  throw Error("--device cuda: " + *device_unavailable());
}

double device_copy_bandwidth(std::size_t, int) { throw Error("--device cuda: " + *device_unavailable()); }

}  // namespace lrnnc::lrnn::cuda
