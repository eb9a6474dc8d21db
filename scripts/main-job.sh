#!/usr/bin/env bash
# README command (1): set up, build, and run the main job: analyze several builtin languages and a
# regex (minimal machine, transition monoid, classification) and print the table.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
lrnnc=build/tools/lrnnc
"$lrnnc" inspect --builtin parity --builtin mod:3 --builtin cyclic:5 --builtin dihedral:4 --builtin sym:5 \
  --builtin alt:5 --builtin flipflop --builtin tomita:3 --builtin tomita:5 --builtin dyck:2:3 --builtin modarith:5 \
  --regex '(ab)*' --regex '(a|b)*a(a|b){3}' --alphabet ab
