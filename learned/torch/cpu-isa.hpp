// libtorch runs some of its CPU kernels through oneDNN, which picks its code by the CPU's
// instruction set: the same training gave other weights on an AVX-512 machine than on the AVX2
// machines the committed models and the tests' measurements come from (parity,
// fprnn:householder:2, seed 3: the validations part from step 200 on). Capping oneDNN at AVX2, which
// those machines and every AVX-512 one have, gives the same bits on both (measured). It must happen
// before the process's first oneDNN operation (oneDNN reads the cap once); a cap set in the
// environment by the user is kept.
#pragma once

#include <cstdlib>

namespace lrnnc::learned {

inline void cap_onednn_isa() {
  setenv("ONEDNN_MAX_CPU_ISA", "AVX2", 0);
  setenv("DNNL_MAX_CPU_ISA", "AVX2", 0);  // the name before oneDNN 2.0
}

}  // namespace lrnnc::learned
