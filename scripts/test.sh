#!/usr/bin/env bash
# README command (2): set up, build, and run every test through ctest, in two builds:
#   gcc   build/       g++, Release, warnings as errors: the whole suite;
#   asan  build-asan/  clang++, Release + AddressSanitizer + UndefinedBehaviorSanitizer (any report
#                      fails), warnings as errors: the quick and standard tests and the fuzz-corpus
#                      replays (the slow tests run in the gcc build only).
# TEST_CONFIGS picks the builds (default "gcc asan"; "gcc" alone for a quicker local run).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="$(nproc)"
for config in ${TEST_CONFIGS:-gcc asan}; do
  case "$config" in
    gcc)
      CMAKE_ARGS="-DLRNNC_WERROR=ON ${CMAKE_ARGS:-}" bash scripts/setup.sh
      ctest --test-dir "${BUILD_DIR:-build}" -j "$jobs" --output-on-failure
      ;;
    asan)
      BUILD_DIR=build-asan \
        CMAKE_ARGS="-DCMAKE_CXX_COMPILER=clang++ -DLRNNC_WERROR=ON -DLRNNC_SANITIZE=address,undefined ${CMAKE_ARGS:-}" \
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
