#!/bin/bash
# The probe around the engine (issue 29, point 5): `lrnnc probe` as a whole command against
# simulate() on the same random words and against the PyTorch bf16 bmm loop, in one run. mod:3 as a
# dense 2x2 rotation (`lrnnc compile --builtin mod:3`), bf16, sequential order, one thread, WORDS
# random words of LEN letters (the probe's words: seed 1) besides its two one-letter words, the MPFR
# control row cut to one letter (--mpfr-max-len 1: at its ~1e5 steps/s it would otherwise dominate).
# ROUNDS rounds, each: every probe binary (wall clock of the process: WORDS x LEN tokens / seconds),
# then `bench_engine WORDS LEN probe` (simulate() on the probe's words as the probe calls it, words
# drawn before the clock starts; median of 3), then torch-bmm-mod3.py WORDS LEN 1 (median of 3);
# each probe's ratios to both in that round, and the medians over the rounds.
# Usage: benchmarks/probe-vs-engine.sh [build dir=build] [words=1024] [len=200000] [rounds=5]
#   LRNNC="A B ..." (default BUILD/tools/lrnnc): the lrnnc binaries whose probes are timed (e.g. before
#   and after a change), each once a round, in that order. Every probe's output must be the same.
set -euo pipefail
build=${1:-build} words=${2:-1024} len=${3:-200000} rounds=${4:-5}
here=$(dirname "$0")
read -ra binaries <<<"${LRNNC:-$build/tools/lrnnc}"
bench="$build/benchmarks/bench_engine"
for b in "${binaries[@]}"; do
  [ -x "$b" ] || { echo "probe-vs-engine: $b not built (cmake --build $build --target lrnnc)" >&2; exit 2; }
done
[ -x "$bench" ] || { echo "probe-vs-engine: $bench not built (cmake --build $build --target bench_engine)" >&2; exit 2; }
/usr/bin/python3 -c 'import torch' 2>/dev/null || { echo "probe-vs-engine: python3-torch is not installed" >&2; exit 2; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"${binaries[0]}" compile --builtin mod:3 -o "$dir/m3r" >/dev/null
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
engine_rates=() torch_rates=()
declare -A probe_rates vs_engine vs_torch
for r in $(seq "$rounds"); do
  rates=()
  for i in "${!binaries[@]}"; do
    s=$(date +%s.%N)
    "${binaries[$i]}" probe "$dir/m3r" --builtin mod:3 --dtype bf16 --words "$words" --max-len "$len" --threads 1 \
      --mpfr-max-len 1 >"$dir/probe-$i.txt" 2>/dev/null
    e=$(date +%s.%N)
    cmp -s "$dir/probe-0.txt" "$dir/probe-$i.txt" || { echo "probe-vs-engine: ${binaries[$i]}'s output differs" >&2; exit 1; }
    rates+=("$(awk -v s="$s" -v e="$e" -v n="$words" -v t="$len" 'BEGIN {printf "%.2f", n * t / (e - s) / 1e6}')")
  done
  engine=$("$bench" "$words" "$len" probe | sed -nE 's/^simulate.*: ([0-9.]+) M tokens\/s.*/\1/p')
  torch=$(/usr/bin/python3 "$here/torch-bmm-mod3.py" "$words" "$len" 1 | sed -E 's/.*: ([0-9.]+) M tokens\/s.*/\1/')
  engine_rates+=("$engine") torch_rates+=("$torch")
  line="round $r: simulate() $engine M tokens/s, torch $torch M;"
  for i in "${!binaries[@]}"; do
    ve=$(awk -v a="${rates[$i]}" -v b="$engine" 'BEGIN {printf "%.3f", a / b}')
    vt=$(awk -v a="${rates[$i]}" -v b="$torch" 'BEGIN {printf "%.2f", a / b}')
    probe_rates[$i]+=" ${rates[$i]}" vs_engine[$i]+=" $ve" vs_torch[$i]+=" $vt"
    line+=" probe[$i] ${rates[$i]} M (/ simulate() $ve, / torch ${vt}x)"
  done
  echo "$line"
done
echo "probe output:"
sed 's/^/  /' "$dir/probe-0.txt"
echo "medians over $rounds rounds: simulate() $(median "${engine_rates[@]}") M tokens/s, torch $(median "${torch_rates[@]}") M"
for i in "${!binaries[@]}"; do
  read -ra p <<<"${probe_rates[$i]}"
  read -ra ve <<<"${vs_engine[$i]}"
  read -ra vt <<<"${vs_torch[$i]}"
  echo "  probe[$i] ${binaries[$i]}: $(median "${p[@]}") M tokens/s (whole command); probe / simulate()" \
    "$(median "${ve[@]}"), probe / torch $(median "${vt[@]}")x (medians of the rounds' ratios)"
done
