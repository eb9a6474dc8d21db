#!/usr/bin/env bash
# A stand-in for SLURM's sbatch, to run job scripts on a machine without SLURM: the test
# slurm-example.sh copies it first onto PATH as `sbatch`. It runs each job at once, in the
# foreground, tasks of an array one after another in increasing order, and prints what sbatch prints:
#
#   sbatch [OPTIONS] SCRIPT [ARGS...]     ->  "Submitted batch job ID" (--parsable: "ID")
#
# Options, on the command line or on the `#SBATCH` lines at the top of SCRIPT (up to its first line
# that is neither a comment nor blank), the command line winning; `--opt=value`, `--opt value`,
# `-o value` and `-ovalue` forms:
#   -a, --array=SPEC     indices A, A-B or A-B:STEP, comma-separated, an optional %LIMIT (ignored);
#                        each task gets SLURM_ARRAY_JOB_ID (the array's id), SLURM_ARRAY_TASK_ID,
#                        SLURM_ARRAY_TASK_COUNT/_MIN/_MAX and SLURM_ARRAY_TASK_STEP (a single
#                        range's step, else 1), and its own SLURM_JOB_ID (the array's id + k for
#                        its k-th index)
#   -d, --dependency=afterok:ID[:ID...][,afterany:ID...]   every job has ended when sbatch returns,
#                        so a dependency is decided at once: afterok holds when every task of the
#                        job exited with 0, afterany when the job ran. A job whose dependency can
#                        never hold is not run (SLURM leaves it pending, DependencyNeverSatisfied);
#                        an unknown ID is refused as sbatch refuses it
#   -o, --output / -e, --error=PATTERN   %A %a %j %x %% replaced; default slurm-%A_%a.out for an
#                        array task, slurm-%j.out otherwise; stderr goes with stdout unless --error
#   -J, --job-name=NAME  default: SCRIPT's file name
#   -c, --cpus-per-task=N  sets SLURM_CPUS_PER_TASK
#   -D, --chdir=DIR      the folder the job starts in (default: where sbatch runs)
#   --export=ALL[,VAR=VALUE...]   the job's environment is sbatch's (ALL, SLURM's default) plus these
#   --open-mode=truncate|append, --parsable
#   accepted and ignored: -t/--time, --mem, --mem-per-cpu, -p/--partition, -A/--account, --qos,
#   -N/--nodes, -n/--ntasks, --mail-type, --mail-user, --requeue, --no-requeue
# As with SLURM, SCRIPT must start with #!, is copied (to a spool folder) and run from the copy, so
# it must not look for files beside itself; SLURM_SUBMIT_DIR, SLURM_JOB_ID, SLURM_JOBID and
# SLURM_JOB_NAME are set, stdin is /dev/null. Job ids and outcomes are kept in the folder
# $SBATCH_STANDIN_STATE (required). Exit code: 0 when the job was submitted, whatever it then did
# (as sbatch); 1 for a bad option, script or dependency, with "sbatch: error: ..." on stderr.
set -euo pipefail

die() {
  echo "sbatch: error: $*" >&2
  exit 1
}

state=${SBATCH_STANDIN_STATE:-}
[[ -n $state && -d $state ]] || die "stand-in sbatch: SBATCH_STANDIN_STATE must name a folder"

# log_name PATTERN JOB_ID ARRAY_JOB_ID TASK_ID
log_name() {
  local pattern=$1 out="" c
  while [ -n "$pattern" ]; do
    c=${pattern:0:1}
    pattern=${pattern:1}
    if [ "$c" != % ]; then out+=$c && continue; fi
    c=${pattern:0:1}
    pattern=${pattern:1}
    case $c in
      A) out+=$3 ;; a) out+=$4 ;; j) out+=$2 ;; x) out+=$job_name ;; %) out+=% ;;
      *) die "--output/--error: the stand-in sbatch replaces %A %a %j %x %% only, found %$c" ;;
    esac
  done
  printf '%s' "$out"
}

# Options: names without dashes, short ones mapped to long ones.
long_name() {
  case $1 in
    a) echo array ;; d) echo dependency ;; o) echo output ;; e) echo error ;; J) echo job-name ;;
    c) echo cpus-per-task ;; D) echo chdir ;; t) echo time ;; p) echo partition ;; A) echo account ;;
    N) echo nodes ;; n) echo ntasks ;;
    *) return 1 ;;
  esac
}
takes_value() {
  case $1 in
    array | dependency | output | error | job-name | cpus-per-task | chdir | export | open-mode | time | mem | \
      mem-per-cpu | partition | account | qos | nodes | ntasks | mail-type | mail-user) return 0 ;;
    *) return 1 ;;
  esac
}
is_flag() {
  case $1 in
    parsable | requeue | no-requeue) return 0 ;;
    *) return 1 ;;
  esac
}

# parse_options WORD...: appends "name=value" to `parsed` for each option; sets `consumed` to the
# number of words that were options (parsing stops at the first word that is not one).
parse_options() {
  consumed=0
  while [ $# -gt 0 ]; do
    local word=$1 name value have_value=0 used=1
    case $word in
      --*=*) name=${word%%=*} name=${name#--} value=${word#*=} have_value=1 ;;
      --?*) name=${word#--} ;;
      -?*)
        name=$(long_name "${word:1:1}") || die "unrecognized option '$word' (stand-in sbatch)"
        if [ ${#word} -gt 2 ]; then value=${word:2} have_value=1; fi
        ;;
      *) return 0 ;;
    esac
    if is_flag "$name"; then
      [ "$have_value" = 0 ] || die "option '--$name' takes no value"
      value=1
    elif takes_value "$name"; then
      if [ "$have_value" = 0 ]; then
        [ $# -ge 2 ] || die "option '$word' requires an argument"
        value=$2 used=2
      fi
    else
      die "unrecognized option '$word' (stand-in sbatch)"
    fi
    parsed+=("$name=$value")
    shift "$used"
    consumed=$((consumed + used))
  done
}

parsed=()
parse_options "$@"
command_line=("${parsed[@]+"${parsed[@]}"}")
shift "$consumed"
[ $# -ge 1 ] || die "no batch script given (stand-in sbatch reads no script from stdin)"
script=$1
shift
script_args=("$@")
[[ -f $script && -r $script ]] || die "Unable to open file $script"
IFS= read -r first_line <"$script" || true
[[ $first_line == '#!'* ]] ||
  die "This does not look like a batch script.  The first line must start with #! followed by the path to an interpreter."

# The #SBATCH lines: first, so that the command line overrides them.
directives=()
while IFS= read -r line || [ -n "$line" ]; do
  if [[ $line =~ ^#SBATCH[[:space:]]+(.*)$ ]]; then
    read -ra words <<<"${BASH_REMATCH[1]}"
    for w in "${words[@]}"; do
      [[ $w == '#'* ]] && break
      directives+=("$w")
    done
  elif [[ $line =~ ^[[:space:]]*$ || $line == '#'* ]]; then
    continue
  else
    break
  fi
done <"$script"
parsed=()
if [ ${#directives[@]} -gt 0 ]; then
  parse_options "${directives[@]}"
  [ "$consumed" -eq ${#directives[@]} ] || die "$script: '#SBATCH ${directives[$consumed]}' is not an option"
fi
options=("${parsed[@]+"${parsed[@]}"}" "${command_line[@]+"${command_line[@]}"}")

array="" dependency="" output="" error="" job_name=$(basename "$script") cpus="" workdir=$PWD
export_spec=ALL open_mode=truncate parsable=0
for o in "${options[@]+"${options[@]}"}"; do
  value=${o#*=}
  case ${o%%=*} in
    array) array=$value ;;
    dependency) dependency=$value ;;
    output) output=$value ;;
    error) error=$value ;;
    job-name) job_name=$value ;;
    cpus-per-task)
      [[ $value =~ ^[1-9][0-9]*$ ]] || die "Invalid --cpus-per-task argument: $value"
      cpus=$value
      ;;
    chdir) workdir=$value ;;
    export) export_spec=$value ;;
    open-mode)
      [[ $value == truncate || $value == append ]] || die "Invalid --open-mode argument: $value"
      open_mode=$value
      ;;
    parsable) parsable=1 ;;
  esac
done
[ -d "$workdir" ] || die "--chdir: no folder '$workdir'"
exports=()
case $export_spec in
  ALL) ;;
  ALL,*) IFS=, read -ra exports <<<"${export_spec#ALL,}" ;;
  *) die "--export=$export_spec: the stand-in sbatch supports ALL and ALL,VAR=VALUE,... only" ;;
esac
for e in "${exports[@]+"${exports[@]}"}"; do
  [[ $e =~ ^[A-Za-z_][A-Za-z0-9_]*=.*$ ]] || die "--export: expected VAR=VALUE, found '$e'"
done
for pattern in "$output" "$error"; do
  if [ -n "$pattern" ]; then log_name "$pattern" 0 0 0 >/dev/null; fi
done

# The array's indices, sorted and without repeats.
indices=()
step=1
if [ -n "$array" ]; then
  spec=${array%\%*}
  if [ "$spec" != "$array" ]; then [[ ${array##*%} =~ ^[1-9][0-9]*$ ]] || die "Invalid job array specification: $array"; fi
  IFS=, read -ra items <<<"$spec"
  [ ${#items[@]} -gt 0 ] || die "Invalid job array specification: $array"
  list=()
  for item in "${items[@]}"; do
    [[ $item =~ ^([0-9]+)(-([0-9]+)(:([0-9]+))?)?$ ]] || die "Invalid job array specification: $array"
    lo=$((10#${BASH_REMATCH[1]})) hi=$((10#${BASH_REMATCH[3]:-${BASH_REMATCH[1]}})) by=$((10#${BASH_REMATCH[5]:-1}))
    ((lo <= hi && by >= 1)) || die "Invalid job array specification: $array"
    if [ ${#items[@]} -eq 1 ]; then step=$by; fi
    for ((i = lo; i <= hi; i += by)); do list+=("$i"); done
  done
  mapfile -t indices < <(printf '%s\n' "${list[@]}" | sort -n -u)
fi

# Job ids: the next free one in the state folder; an array takes one per task.
id_file="$state/next-job-id"
[ -f "$id_file" ] || echo 1000 >"$id_file"
job_id=$(<"$id_file")
echo $((job_id + (${#indices[@]} > 0 ? ${#indices[@]} : 1))) >"$id_file"

# Dependencies: every earlier job has ended, so each one holds now or never.
runnable=1
if [ -n "$dependency" ]; then
  IFS=, read -ra parts <<<"$dependency"
  for part in "${parts[@]}"; do
    [[ $part =~ ^(afterok|afterany)(:[0-9]+)+$ ]] ||
      die "Batch job submission failed: Job dependency problem ('$part': the stand-in supports afterok and afterany with job ids)"
    kind=${part%%:*}
    IFS=: read -ra ids <<<"${part#*:}"
    for dep in "${ids[@]}"; do
      [ -f "$state/job-$dep" ] || die "Batch job submission failed: Job dependency problem (no job $dep)"
      outcome=$(<"$state/job-$dep")
      if [ "$outcome" = never ] || { [ "$kind" = afterok ] && [ "$outcome" != ok ]; }; then runnable=0; fi
    done
  done
fi

if [ "$parsable" = 1 ]; then echo "$job_id"; else echo "Submitted batch job $job_id"; fi

if [ "$runnable" = 0 ]; then
  echo never >"$state/job-$job_id"
  echo "sbatch (stand-in): job $job_id will never run: dependency $dependency can no longer be satisfied" >&2
  exit 0
fi

# run_task JOB_ID TASK_ID ("" outside an array): runs the script as slurmd would; exit code = its.
run_task() {
  local id=$1 task=$2 spool="$state/spool/job$1" out err
  if [ -n "$task" ]; then
    out=$(log_name "${output:-slurm-%A_%a.out}" "$id" "$job_id" "$task")
  else
    out=$(log_name "${output:-slurm-%j.out}" "$id" "$id" 4294967294)
  fi
  err=""
  if [ -n "$error" ]; then err=$(log_name "$error" "$id" "$job_id" "${task:-4294967294}"); fi
  mkdir -p "$spool"
  cp "$script" "$spool/slurm_script"
  chmod 700 "$spool/slurm_script"
  local rc=0
  (
    cd "$workdir" || exit 1
    for e in "${exports[@]+"${exports[@]}"}"; do export "${e?}"; done
    export SLURM_JOB_ID="$id" SLURM_JOBID="$id" SLURM_JOB_NAME="$job_name" SLURM_SUBMIT_DIR="$submit_dir"
    if [ -n "$cpus" ]; then export SLURM_CPUS_PER_TASK="$cpus"; else unset SLURM_CPUS_PER_TASK; fi
    if [ -n "$task" ]; then
      export SLURM_ARRAY_JOB_ID="$job_id" SLURM_ARRAY_TASK_ID="$task" SLURM_ARRAY_TASK_COUNT="${#indices[@]}" \
        SLURM_ARRAY_TASK_MIN="${indices[0]}" SLURM_ARRAY_TASK_MAX="${indices[-1]}" SLURM_ARRAY_TASK_STEP="$step"
    else
      unset SLURM_ARRAY_JOB_ID SLURM_ARRAY_TASK_ID SLURM_ARRAY_TASK_COUNT SLURM_ARRAY_TASK_MIN \
        SLURM_ARRAY_TASK_MAX SLURM_ARRAY_TASK_STEP
    fi
    if [ "$open_mode" = append ]; then exec >>"$out" || exit 1; else exec >"$out" || exit 1; fi
    if [ -z "$err" ]; then
      exec 2>&1
    elif [ "$open_mode" = append ]; then
      exec 2>>"$err" || exit 1
    else
      exec 2>"$err" || exit 1
    fi
    exec "$spool/slurm_script" "${script_args[@]+"${script_args[@]}"}" </dev/null
  ) || rc=$?
  rm -rf "$spool"
  return "$rc"
}

submit_dir=$PWD
outcome=ok
if [ ${#indices[@]} -eq 0 ]; then
  run_task "$job_id" "" || outcome=failed
else
  k=0
  for task in "${indices[@]}"; do
    run_task $((job_id + k)) "$task" || outcome=failed
    k=$((k + 1))
  done
fi
echo "$outcome" >"$state/job-$job_id"
