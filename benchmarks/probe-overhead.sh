#!/usr/bin/env bash
# The probe's cost, one lrnnc binary against another (e.g. before and after a change): the median
# of 5 wall times of each probe, runs interleaved, and the ratio NEW / OLD. Run it in a directory
# with the three models (docs/PERFORMANCE.md "Probe margins and ties"):
#   lrnnc compile --builtin mod:3 --cyclic permutation --reflection integer -o m3i
#   lrnnc compile --builtin sym:5 --reflection unit -o s5u
#   lrnnc compile --builtin mod:3 -o m3r
# Usage: benchmarks/probe-overhead.sh NEW_LRNNC OLD_LRNNC
set -euo pipefail
NEW=${1:?usage: probe-overhead.sh NEW_LRNNC OLD_LRNNC} OLD=${2:?usage: probe-overhead.sh NEW_LRNNC OLD_LRNNC}
cases=(
 "m3i --builtin mod:3 --dtype bf16,rounding=sr:1 --max-len 10^6 --words 4 --threads 1 --mpfr-max-len 1"
 "s5u --builtin sym:5 --dtype e4m3,e5m2 --max-len 10^4 --words 64 --threads 1 --mpfr-max-len 1"
 "m3r --builtin mod:3 --dtype bf16 --order scan --max-len 10^5 --words 16 --threads 1 --mpfr-max-len 1"
)
# Wall seconds of one probe: elapsed BINARY ARGS...
elapsed() {
  local s e
  s=$(date +%s.%N)
  "$@" >/dev/null
  e=$(date +%s.%N)
  echo "$e - $s" | bc
}
median() { printf "%s\n" "$@" | sort -n | sed -n 3p; }
for c in "${cases[@]}"; do
  read -ra args <<<"$c"
  o=()
  n=()
  for _ in 1 2 3 4 5; do
    o+=("$(elapsed "$OLD" probe "${args[@]}")")
    n+=("$(elapsed "$NEW" probe "${args[@]}")")
  done
  mo=$(median "${o[@]}")
  mn=$(median "${n[@]}")
  echo "$c | old $mo s | new $mn s | ratio $(echo "scale=3; $mn / $mo" | bc)"
done
