#!/usr/bin/env bash
# The GPU check of the batched engine (docs/SIMULATION.md "Batched engine"), in two halves because
# a GPU machine may have nvcc, CMake and ninja but not lrnnc's Debian libraries:
#
#   scripts/gpu-check.sh build        On the development machine: a Release build with the CUDA
#                                     backend (no libtorch) in build-gpu/, and the shared libraries
#                                     its test and benchmark binaries need, copied to build-gpu/lib/.
#   scripts/gpu-check.sh run [OUT]    On the GPU machine, with build-gpu/ carried there: the device,
#                                     the engine's tests (the CUDA backend against the reference
#                                     simulator, bit for bit, on the test suite's networks x policies x
#                                     lengths; a mismatch fails), and the benchmarks (CPU engine and
#                                     GPU vs CPU on two threads), all into one file OUT (default
#                                     docs/results/gpu-check.txt) to commit. Exit code: the tests'.
#   scripts/gpu-check.sh              Both, on a machine that has the libraries and a GPU.
#
# GPU_WORDS (default 65536) and GPU_LEN (default 10000) size the GPU benchmark.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-all}
out=${2:-docs/results/gpu-check.txt}

build() {
  cmake -S . -B build-gpu -G Ninja -DCMAKE_BUILD_TYPE=Release -DLRNNC_ENABLE_CUDA=ON -DLRNNC_WITH_TORCH=OFF \
    -DLRNNC_BUILD_BENCHMARKS=ON -DLRNNC_BUILD_TESTS=ON >&2
  cmake --build build-gpu --target test_lrnn bench_engine >&2
  # The commit built (the GPU machine gets the working tree without .git).
  git describe --always --dirty >build-gpu/COMMIT 2>/dev/null || echo unknown >build-gpu/COMMIT
  mkdir -p build-gpu/lib
  # The non-system libraries the binaries load (the C library and the CUDA driver stay the machine's).
  for bin in build-gpu/tests/test_lrnn build-gpu/benchmarks/bench_engine; do
    ldd "$bin" | awk '$3 ~ /^\// {print $3}' | while read -r lib; do
      case "$(basename "$lib")" in
        libc.so.* | libm.so.* | ld-linux* | libcuda.so.* | libpthread.so.* | libdl.so.* | librt.so.*) ;;
        *) cp -L "$lib" build-gpu/lib/ ;;
      esac
    done
  done
  echo "gpu-check: build-gpu/ is ready; carry it to the GPU machine and run: scripts/gpu-check.sh run" >&2
}

run() {
  [[ -x build-gpu/tests/test_lrnn ]] || {
    echo "gpu-check: build-gpu/tests/test_lrnn is missing: run 'scripts/gpu-check.sh build' first" >&2
    exit 2
  }
  export LD_LIBRARY_PATH="$PWD/build-gpu/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  mkdir -p "$(dirname "$out")"
  local status=0
  {
    echo "# lrnnc GPU check, $(date -u +%Y-%m-%dT%H:%M:%SZ), commit $(cat build-gpu/COMMIT 2>/dev/null || echo unknown)"
    echo "## device"
    nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv 2>&1 || echo "(nvidia-smi failed)"
    echo "## CPU"
    grep -m1 "model name" /proc/cpuinfo || true
    echo "cores: $(nproc)"
    echo "## engine tests (CPU, host-run CUDA code path, the GPU: bit for bit against the reference)"
  } >"$out"
  build-gpu/tests/test_lrnn "engine:*" >>"$out" 2>&1 || status=$?
  if grep -q "LRNNC-SKIP" "$out"; then
    echo "## the GPU test was skipped: no usable GPU here, so this is not a GPU check" >>"$out"
    status=1
  fi
  {
    echo "## benchmark: CPU engine (bench_engine 1024 100000 mod3, one thread)"
  } >>"$out"
  build-gpu/benchmarks/bench_engine 1024 100000 mod3 >>"$out" 2>&1 || true
  echo "## benchmark: GPU vs CPU engine on two threads (${GPU_WORDS:-65536} words x ${GPU_LEN:-10000} tokens)" >>"$out"
  build-gpu/benchmarks/bench_engine "${GPU_WORDS:-65536}" "${GPU_LEN:-10000}" gpu >>"$out" 2>&1 || true
  echo "## tests exit code: $status" >>"$out"
  cat "$out"
  return "$status"
}

case "$mode" in
  build) build ;;
  run) run ;;
  all) build && run ;;
  *)
    echo "gpu-check: unknown mode '$mode', expected build, run or nothing (both)" >&2
    exit 2
    ;;
esac
