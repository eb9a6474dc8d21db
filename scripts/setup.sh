#!/usr/bin/env bash
# Installs the Debian packages lrnnc needs (only those missing; one apt-get update), then
# configures and builds the project in build/ (Release). Idempotent: a second run only rebuilds.
# Compiles through ccache (installed here): fresh clones on the same machine reuse its objects.
# Environment: BUILD_DIR (default build), CMAKE_ARGS (extra configure arguments), BUILD_TARGETS
# (default: everything; e.g. "lrnnc" for the command line and its training module alone), WERROR
# (default ON: warnings are errors, as in CI; the code is warning-free with Debian 12's compilers).
# README commands (1) and (2) build with the same flags in the same folder, so that (2) after (1)
# compiles only what (1) did not need.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(g++ cmake ninja-build pkg-config git python3
          libeigen3-dev libmpfr-dev libgmp-dev libcli11-dev catch2 nlohmann-json3-dev
          libboost-graph-dev  # Boost.Graph (header-only): the graph layer of automata/ and realize/
          libtorch-dev  # libtorch (CPU) trains learned models (lrnnc train; only learned/torch/ uses it)
          python3-dev python3-numpy pybind11-dev python3-pytest  # the Python package (python/) and its tests
          python3-torch  # Network.to_torch() and the tests that compare with torch (Debian's, on libtorch1.13)
          gnuplot-nox   # gnuplot renders the plots of lrnnc sweep (the scripts are written without it)
          ccache        # the compiler cache (CMakeLists.txt uses it when present)
          universal-ctags  # the test function_lengths reads the sources' functions with it
          clang libclang-rt-14-dev)  # the tests' second compiler and its sanitizer/libFuzzer runtimes
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

build_dir="${BUILD_DIR:-build}"
# shellcheck disable=SC2086
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DLRNNC_WERROR="${WERROR:-ON}" ${CMAKE_ARGS:-} >/dev/null
targets=()
for t in ${BUILD_TARGETS:-}; do targets+=(--target "$t"); done
cmake --build "$build_dir" -j "$(nproc)" "${targets[@]}"
