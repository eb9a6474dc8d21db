#!/bin/bash
# The engine against the PyTorch bf16 bmm loop (issue 14's target: >= 100 M tokens/s and >= 5x the
# loop, one thread), in one run: ROUNDS rounds, each the engine (bench_engine WORDS LEN mod3, itself
# a median of 3) then the torch loop (torch-bmm-mod3.py, a median of 3), so that both see the same
# machine state; prints each round's ratio and their median, for the engine as simulate() runs it
# (memoized walks where the network stays on few states) and for the engine computing every step.
# Usage: benchmarks/engine-vs-torch.sh [build dir=build] [words=1024] [len=100000] [rounds=3]
set -euo pipefail
build=${1:-build} words=${2:-1024} len=${3:-100000} rounds=${4:-3}
here=$(dirname "$0")
bench="$build/benchmarks/bench_engine"
[ -x "$bench" ] || { echo "engine-vs-torch: $bench not built (cmake --build $build --target bench_engine)" >&2; exit 2; }
/usr/bin/python3 -c 'import torch' 2>/dev/null || { echo "engine-vs-torch: python3-torch is not installed" >&2; exit 2; }
ratios=() computed_ratios=()
rate() { grep "sequential $1" | sed -E 's/.* ([0-9.]+) M tokens\/s.*/\1/'; }
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
for r in $(seq "$rounds"); do
  out=$("$bench" "$words" "$len" mod3)
  engine=$(rate engine <<<"$out") computed=$(rate computed <<<"$out")
  torch=$(/usr/bin/python3 "$here/torch-bmm-mod3.py" "$words" "$len" 1 | sed -E 's/.*: ([0-9.]+) M tokens\/s.*/\1/')
  ratio=$(awk -v a="$engine" -v b="$torch" 'BEGIN {printf "%.2f", a / b}')
  computed_ratio=$(awk -v a="$computed" -v b="$torch" 'BEGIN {printf "%.2f", a / b}')
  ratios+=("$ratio") computed_ratios+=("$computed_ratio")
  echo "round $r: engine $engine M tokens/s (computing every step: $computed M), torch $torch M tokens/s," \
    "engine / torch ${ratio}x (computing every step: ${computed_ratio}x)"
done
echo "median engine / torch: $(median "${ratios[@]}")x (computing every step: $(median "${computed_ratios[@]}")x)"
