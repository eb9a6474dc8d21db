#!/usr/bin/env bash
# README command (1): set up, build the command line (and its training module) and the Python
# package (build/python/lrnnc) only, and run the main job:
#  1. analyze several builtin languages and a regex (minimal machine, transition monoid, classification);
#  2. compile parity, mod:3 and sym:5 (Theorem 3) with unit reflections, integer reflections and a
#     rotation, and tomita:7 and flipflop (Theorem 4: a Krohn-Rhodes cascade, one layer per level,
#     after `lrnnc decompose` shows the cascade), and verify each exactly (all lengths, 256-bit
#     MPFR) and on all words up to length 6;
#  3. probe each construction (parity last, in step 4) across fp32, bf16, fp16 and e4m3 (one-letter words and 8 random words
#     up to 10^5 tokens, sequential order, and the MPFR control row up to 10^4 tokens);
#  4. train a small LRNN on parity (diag:[-1,1], libtorch, a few seconds) and probe it in the same
#     datatypes on the same words, right after the compiled parity network;
#  5. decide every construction (and the trained model) in fp32, bf16, fp16 and e4m3 for every word
#     of every length (`lrnnc realize`: proved, the shortest failing word, or bounded; the size of
#     the automaton the network realizes and its monoid), one table.
# Runtime after the build: about a minute on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_TARGETS="lrnnc lrnnc-python" bash scripts/setup.sh
lrnnc=build/tools/lrnnc
"$lrnnc" inspect --builtin parity --builtin mod:3 --builtin cyclic:5 --builtin dihedral:4 --builtin sym:5 \
  --builtin alt:5 --builtin flipflop --builtin tomita:3 --builtin tomita:5 --builtin dyck:2:3 --builtin modarith:5 \
  --regex '(ab)*' --regex '(a|b)*a(a|b){3}' --alphabet ab

models="${MODELS_DIR:-build/models}"
mkdir -p "$models"
# name | spec | compile options
constructions=(
  "parity|parity|"
  "mod3-rotation|mod:3|--rotation dense"
  "mod3-unit|mod:3|--cyclic permutation --reflection unit"
  "mod3-integer|mod:3|--cyclic permutation --reflection integer"
  "s5-unit|sym:5|--reflection unit"
  "s5-integer|sym:5|--reflection integer"
  "tomita7-cascade|tomita:7|--method cascade --reflection integer"
  "flipflop-cascade|flipflop|--method cascade"
)
echo
echo "== decompose --builtin tomita:7 (holonomy: Krohn-Rhodes cascade of permutation-reset automata)"
"$lrnnc" decompose --builtin tomita:7
for c in "${constructions[@]}"; do
  IFS='|' read -r name spec options <<<"$c"
  echo
  echo "== compile --builtin $spec $options"
  # shellcheck disable=SC2086
  "$lrnnc" compile --builtin "$spec" $options -o "$models/$name"
  "$lrnnc" verify "$models/$name" --builtin "$spec" --max-len 6 --max-words 200000
done
for c in "${constructions[@]}"; do
  IFS='|' read -r name spec options <<<"$c"
  [ "$name" = parity ] && continue  # probed at the end, beside the trained model
  echo
  echo "== probe $name ($spec${options:+, $options})"
  "$lrnnc" probe "$models/$name" --builtin "$spec" --dtype fp32,bf16,fp16,e4m3 --max-len 10^5 --words 8
done

# A trained model next to the compiled one: the same task, datatypes, lengths and words.
echo
echo "== train --builtin parity --arch diag:[-1,1] (learned, libtorch on the CPU)"
"$lrnnc" train --builtin parity --arch 'diag:[-1,1]' --d-model 8 --train-len 3..40 -o "$models/parity-trained"
for name in parity parity-trained; do
  echo
  echo "== probe $name (parity, $([ "$name" = parity ] && echo "compiled: the scalar -1" || echo "trained: diag:[-1,1], d 8"))"
  "$lrnnc" probe "$models/$name" --builtin parity --dtype fp32,bf16,fp16,e4m3 --max-len 10^5 --words 8
done

# Every word of every length, in each datatype: one table (docs/REALIZE.md).
echo
echo "== realize: every construction in fp32, bf16, fp16, e4m3, for every word of every length"
row() { "${PYTHON:-python3}" -c '
import json, sys
name, dtype = sys.argv[1], sys.argv[2]
j = json.load(sys.stdin)
ce = j["counterexample"]
verdict = j["verdict"] + (" <= %d" % j["depth"] if j["verdict"] == "bounded" else "")
machine = "%s -> %s" % (j["realized_states"], j["minimized_states"]) if j["realized_states"] is not None else "-"
m = j["monoid"]
monoid = "-" if m is None else "%d, %s" % (m["size"], "group" if m["group"] else "aperiodic" if m["aperiodic"] else "neither")
print("%-18s %-6s %-16s %8d  %-9s %-14s %s" % (name, dtype, verdict, j["pairs"], ce["length"] if ce else "-", machine, monoid))
' "$1" "$2"; }
printf '%-18s %-6s %-16s %8s  %-9s %-14s %s\n' construction dtype verdict pairs shortest "realized->min" monoid
for c in "${constructions[@]}" "parity-trained||"; do
  IFS='|' read -r name spec options <<<"$c"
  for dtype in fp32 bf16 fp16 e4m3; do
    # exit code 1 is a counterexample, which the table shows
    { "$lrnnc" realize "$models/$name" --dtype "$dtype" --max-states 200000 --json || [ $? -eq 1 ]; } | row "$name" "$dtype"
  done
done
