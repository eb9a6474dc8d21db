#!/usr/bin/env bash
# Submits an lrnnc sweep to SLURM in N shards (README.md beside this file):
#
#   examples/slurm/submit.sh CONFIG.json RUN_DIR [N]      # N: number of shards, default 4
#
# a job array of N tasks (sweep-array.sbatch, task I runs shard I/N into RUN_DIR/shard-I-of-N),
# then a merge job (merge.sbatch, into RUN_DIR/merged) that starts once every task of the array
# has succeeded (--dependency=afterok). A partition or an account for both jobs: sbatch's own
# environment variables (SBATCH_PARTITION=cpu SBATCH_ACCOUNT=lab examples/slurm/submit.sh ...).
# lrnnc must be on PATH here (or LRNNC name it): the jobs inherit this environment. CONFIG.json and
# RUN_DIR must be on a file system the compute nodes see; the job logs go to the current folder.
set -euo pipefail

if [ $# -lt 2 ] || [ $# -gt 3 ]; then
  echo "usage: $0 CONFIG.json RUN_DIR [N]" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
shards=${3:-4}
if ! [[ $shards =~ ^[1-9][0-9]*$ ]]; then
  echo "$0: N: expected the number of shards (1, 2, ...), found '$shards'" >&2
  exit 2
fi
if [ ! -f "$1" ]; then
  echo "$0: no config file '$1'" >&2
  exit 2
fi
if ! command -v "${LRNNC:-lrnnc}" >/dev/null; then
  echo "$0: '${LRNNC:-lrnnc}' not found: put lrnnc on PATH (or set LRNNC); the jobs inherit this environment" >&2
  exit 2
fi
# Absolute paths: the jobs do not depend on the folder they start in.
config="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
mkdir -p "$2"
run=$(cd "$2" && pwd)

# --parsable prints "ID" or "ID;CLUSTER". The array's size is the number of shards
# (sweep-array.sbatch reads it from SLURM_ARRAY_TASK_COUNT).
array=$(sbatch --parsable --array="0-$((shards - 1))" "$here/sweep-array.sbatch" "$config" "$run")
array=${array%%;*}
merge=$(sbatch --parsable --dependency="afterok:$array" "$here/merge.sbatch" "$run" "$shards")
merge=${merge%%;*}
echo "submitted $shards shards as job array $array and the merge as job $merge (after all of $array succeed)"
echo "results: $run/merged/results.csv; progress: squeue -j $array,$merge"
