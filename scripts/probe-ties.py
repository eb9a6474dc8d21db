#!/usr/bin/env python3
"""How much do the rotation counters' first failures depend on the decoder's tie rule?

For the rotation counters of docs/results/probes.md (mod:3, 5, 7, 12 as a dense 2x2 rotation and as
two reflections, cyclic:5 with 5 letters) in bf16, fp16, e4m3 and e5m2, sequential and scan order,
it runs `lrnnc probe --json` (max length 10^4, 16 random words, seed 1) and reads, per row, the
failing words, how many of them fail at a tie (`tie_failures`: the state is exactly as far from a
codebook vector of another output as from the decoded one, and the first-row rule decided), the
earliest failure with its margin and the tied decodes up to it.

Writes OUT/ties.csv and prints a summary per order. Usage: scripts/probe-ties.py OUT [LRNNC]
(LRNNC: the lrnnc binary, default build/tools/lrnnc). Deterministic: a rerun writes the same file.
"""
import csv
import json
import os
import subprocess
import sys
import tempfile

OUT = sys.argv[1] if len(sys.argv) > 1 else sys.exit(__doc__)
LRNNC = sys.argv[2] if len(sys.argv) > 2 else "build/tools/lrnnc"

CASES = [(task, form) for task in ("mod:3", "mod:5", "mod:7", "mod:12", "cyclic:5") for form in ("dense", "reflections")]
DTYPES = ["bf16", "fp16", "e4m3", "e5m2"]
ORDERS = ["sequential", "scan"]
MAX_LEN, WORDS = 10000, 16


def run(args):
    r = subprocess.run([LRNNC] + args, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("lrnnc %s failed: %s" % (" ".join(args), r.stderr))
    return r.stdout


rows = []
with tempfile.TemporaryDirectory() as tmp:
    for task, form in CASES:
        stem = os.path.join(tmp, "m")
        run(["compile", "--builtin", task, "--rotation", form, "-o", stem])
        for order in ORDERS:
            out = run(["probe", stem, "--builtin", task, "--dtype", ",".join(DTYPES), "--order", order,
                       "--max-len", str(MAX_LEN), "--words", str(WORDS), "--mpfr-max-len", "1", "--threads", "2",
                       "--json"])
            for r in json.loads(out)["results"][:-1]:  # the MPFR control row runs 1 token only
                rows.append({"task": task, "form": form, "dtype": r["dtype"].split(",")[0][len("storage="):],
                             "order": order, "words": r["words"] + len(r["letters"]),
                             "failing_words": r["failing_words"], "tie_failures": r["tie_failures"],
                             "first_failure_min": "" if r["first_failure_min"] is None else r["first_failure_min"],
                             "failure_margin": "" if r["failure_margin"] is None else "%.3g" % r["failure_margin"],
                             "failure_ties": "" if r["failure_ties"] is None else r["failure_ties"]})

os.makedirs(OUT, exist_ok=True)
with open(os.path.join(OUT, "ties.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys()), lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
for order in ORDERS:
    sel = [r for r in rows if r["order"] == order]
    failing = sum(r["failing_words"] for r in sel)
    ties = sum(r["tie_failures"] for r in sel)
    earliest = [r for r in sel if r["first_failure_min"] != ""]
    at_tie = sum(1 for r in earliest if r["failure_margin"] == "0")
    print("%s: %d of %d failing words fail at a tie; the earliest failure is a tie in %d of %d rows" %
          (order, ties, failing, at_tie, len(earliest)))
