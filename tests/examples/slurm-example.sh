#!/usr/bin/env bash
# ctest slurm_example (tests/CMakeLists.txt): examples/slurm/ end to end, on a machine without SLURM.
#
#   bash slurm-example.sh LRNNC SOURCE_DIR SCRATCH_ROOT
#
# With sbatch-standin.sh first on PATH as `sbatch` (it runs each job at once, array tasks one after
# another) and the built lrnnc on PATH, it submits examples/slurm/sweep.json in 3 shards through
# examples/slurm/submit.sh (a job array, then a merge job with --dependency=afterok) and checks:
#   * every array task ran its own shard (I/3 into RUN/shard-I-of-3), each a nonempty part of the
#     grid, the parts disjoint and together every cell;
#   * RUN/merged/results.csv has the rows of one unsharded `lrnnc sweep` of the same config, every
#     column but `seconds` (the time a cell took) equal;
#   * the README's resume: a shard cut short (one row kept, a torn last line) and submitted again
#     alone (sbatch --array=1 ... 3) runs only its missing cells, and merging again gives the same rows;
#   * merge.sbatch refuses to merge when a shard directory is missing.
# Scratch files go under SCRATCH_ROOT (the build tree's test-tmp) and are removed at exit.
set -euo pipefail

if [ $# -ne 3 ]; then
  echo "usage: $0 LRNNC SOURCE_DIR SCRATCH_ROOT" >&2
  exit 2
fi
lrnnc=$1
example="$2/examples/slurm"
standin="$2/tests/examples/sbatch-standin.sh"
scratch="$3/slurm-example-$$"

fail() {
  echo "slurm_example: FAILED: $*" >&2
  exit 1
}
# show FILE...: print files (job logs) to stderr, for a failure's context.
show() {
  local f
  for f in "$@"; do
    if [ -f "$f" ]; then
      echo "--- $f" >&2
      cat "$f" >&2
    fi
  done
}

rm -rf "$scratch"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/bin" "$scratch/state" "$scratch/submit"
cp "$standin" "$scratch/bin/sbatch"
chmod +x "$scratch/bin/sbatch"
PATH="$scratch/bin:$(cd "$(dirname "$lrnnc")" && pwd):$PATH"
export PATH SBATCH_STANDIN_STATE="$scratch/state"
unset LRNNC SLURM_JOB_ID SLURM_ARRAY_TASK_ID SLURM_ARRAY_JOB_ID
[ "$(command -v lrnnc)" -ef "$lrnnc" ] || fail "lrnnc on PATH is not $lrnnc"
[ "$(command -v sbatch)" = "$scratch/bin/sbatch" ] || fail "sbatch on PATH is not the stand-in"

# cells DIR: the cell indices of DIR/results.csv, one a line, sorted (the column `cell`, a number, before the nine realize columns).
cells() {
  tail -n +2 "$1/results.csv" | sed -E 's/.*,([^,]*)((,[^,]*){9})$/\1/' | sort -n
}
# rows DIR: DIR/results.csv without its `seconds` column, rows sorted. `seconds` and `cell` come
# before the nine columns of realize cells (empty, or words and numbers here), none of them ever
# quoted, so removing the field before the last ten is exact.
rows() {
  local header
  header=$(head -n 1 "$1/results.csv")
  local tail=",seconds,cell,verdict,pairs,depth,shortest_failure,realized_states,minimized_states,equals_spec,monoid_aperiodic,monoid_group"
  [[ $header == *"$tail" ]] || fail "$1/results.csv: expected the columns to end with ${tail#,}: $header"
  sed -E 's/,[^,]*((,[^,]*){10})$/\1/' "$1/results.csv" | LC_ALL=C sort
}

# --- one unsharded run: the reference -------------------------------------------------------
cd "$scratch/submit"
lrnnc sweep "$example/sweep.json" --out single --threads 2 >single.log 2>&1 || {
  show single.log
  fail "the unsharded sweep failed"
}
total=$(cells single | wc -l)
[ "$total" -gt 3 ] || fail "the unsharded sweep has $total rows, expected more than 3"

# --- submit.sh: the array of 3 shards, then the merge after it ------------------------------
"$example/submit.sh" "$example/sweep.json" run 3 >submit.log 2>&1 || {
  show submit.log ./*.out
  fail "submit.sh failed"
}
ids=$(sed -nE 's/^submitted 3 shards as job array ([0-9]+) and the merge as job ([0-9]+) .*/\1 \2/p' submit.log)
[ -n "$ids" ] || {
  show submit.log
  fail "submit.sh did not print the two job ids"
}
read -r array merge <<<"$ids"
for i in 0 1 2; do
  log="lrnnc-sweep-${array}_$i.out"
  [ -f "$log" ] || fail "no log $log of array task $i"
  grep -q "shard $i/3 into $scratch/submit/run/shard-$i-of-3" "$log" || {
    show "$log"
    fail "array task $i did not run shard $i/3"
  }
done
[ "$(cat "$scratch/state/job-$array")" = ok ] || {
  show ./lrnnc-sweep-*.out
  fail "an array task failed"
}
[ "$(cat "$scratch/state/job-$merge")" = ok ] || {
  show "lrnnc-merge-$merge.out"
  fail "the merge job did not run or failed"
}
grep -q "merged $total of $total cells" "lrnnc-merge-$merge.out" || {
  show "lrnnc-merge-$merge.out"
  fail "the merge did not report all $total cells"
}

# Each shard: its own shard of the sweep, a nonempty part; the parts disjoint, together the grid.
for i in 0 1 2; do
  dir="run/shard-$i-of-3"
  grep -q "\"$i/3\"" "$dir/sweep.json" || fail "$dir/sweep.json does not say shard $i/3"
  n=$(cells "$dir" | wc -l)
  [ "$n" -gt 0 ] || fail "shard $i ran no cell"
  cells "$dir" >"cells-$i"
done
sort -n cells-0 cells-1 cells-2 >cells-all
[ -z "$(uniq -d cells-all)" ] || fail "cells run by two shards: $(uniq -d cells-all | tr '\n' ' ')"
cells single >cells-single
cmp -s cells-all cells-single || fail "the shards together did not run exactly the grid's cells"

# The merged rows are the unsharded run's rows.
rows single >rows-single
rows run/merged >rows-merged
diff rows-single rows-merged >&2 || fail "run/merged/results.csv differs from the unsharded run (above)"

# --- resume: shard 1 cut short, submitted again alone, merged again -------------------------
csv=run/shard-1-of-3/results.csv
{
  head -n 2 "$csv"
  printf 'parity,torn'
} >"$csv.cut"
mv "$csv.cut" "$csv"
missing=$(($(wc -l <cells-1) - 1))
[ "$missing" -gt 0 ] || fail "shard 1 has a single cell: nothing to resume"
again=$(sbatch --parsable --array=1 "$example/sweep-array.sbatch" "$example/sweep.json" run 3)
grep -q "$missing run, 1 already in" "lrnnc-sweep-${again}_1.out" || {
  show "lrnnc-sweep-${again}_1.out"
  fail "the resubmitted shard 1 did not run just its $missing missing cells"
}
cmp -s <(cells run/shard-1-of-3) cells-1 || fail "the resumed shard 1 does not hold its cells once each"
merge_again=$(sbatch --parsable --dependency="afterok:$again" "$example/merge.sbatch" run 3)
[ "$(cat "$scratch/state/job-$merge_again")" = ok ] || {
  show "lrnnc-merge-$merge_again.out"
  fail "merging the resumed shards failed"
}
diff rows-single <(rows run/merged) >&2 || fail "after the resume, run/merged/results.csv differs from the unsharded run"

# --- a missing shard: merge.sbatch fails and says which -------------------------------------
rm -r run/shard-2-of-3
refused=$(sbatch --parsable "$example/merge.sbatch" run 3)
[ "$(cat "$scratch/state/job-$refused")" = failed ] || fail "merge.sbatch merged with shard 2 missing"
grep -q "shard 2 of 3 has no results" "lrnnc-merge-$refused.out" || {
  show "lrnnc-merge-$refused.out"
  fail "merge.sbatch did not name the missing shard"
}

echo "slurm_example: $total cells in 3 shards ($(wc -l <cells-0) + $(wc -l <cells-1) + $(wc -l <cells-2)), merged rows equal the unsharded run, resume and missing shard checked"
