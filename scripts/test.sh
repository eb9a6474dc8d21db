#!/usr/bin/env bash
# README command (2): set up, build, and run every test through ctest, in one build:
#   gcc   build/       g++, Release, warnings as errors: the whole suite (the build of setup.sh and
#                      README command (1), with the same flags: nothing compiles twice).
# CI (.ci/run) runs it, then the second build with TEST_CONFIGS=asan:
#   asan  build-asan/  clang++, Release + AddressSanitizer + UndefinedBehaviorSanitizer (any report
#                      fails), warnings as errors: the quick and standard tests and the fuzz-corpus
#                      replays (the slow tests run in the gcc build only); no benchmarks (the gcc
#                      build compiles them).
# TEST_CONFIGS picks the builds (default "gcc"; "gcc asan" for both).
# First, where the repository has a .clang-format, every tracked C++ file must be formatted by it
# (clang-format is installed like setup.sh installs packages when missing; no .clang-format: no check).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -f .clang-format ]; then
  if ! command -v clang-format >/dev/null; then
    echo "test: installing clang-format" >&2
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends clang-format >&2
  fi
  git ls-files -z '*.cpp' '*.hpp' | xargs -0 clang-format --dry-run --Werror
fi
jobs="$(nproc)"
for config in ${TEST_CONFIGS:-gcc}; do
  case "$config" in
    gcc)
      bash scripts/setup.sh
      ctest --test-dir "${BUILD_DIR:-build}" -j "$jobs" --output-on-failure
      ;;
    asan)
      BUILD_DIR=build-asan \
        CMAKE_ARGS="-DCMAKE_CXX_COMPILER=clang++ -DLRNNC_SANITIZE=address,undefined -DLRNNC_BUILD_BENCHMARKS=OFF ${CMAKE_ARGS:-}" \
        bash scripts/setup.sh
      ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
        ctest --test-dir build-asan -j "$jobs" --output-on-failure -L 'quick|standard|fuzz'
      ;;
    *)
      echo "test.sh: unknown configuration '$config' in TEST_CONFIGS, expected gcc or asan" >&2
      exit 2
      ;;
  esac
done
