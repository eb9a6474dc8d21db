#!/usr/bin/env bash
# README command (2): set up, build, and run every test through ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
ctest --test-dir "${BUILD_DIR:-build}" -j "$(nproc)" --output-on-failure
