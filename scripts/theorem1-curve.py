#!/usr/bin/env python3
"""Theorems 1 and 2 as curves: first failure vs precision and lambda for lookup counters.

For each case (parity in diag01 with lambda in (0, 1); mod 3 in diag11 with lambda in (-1, 0)) it
compiles `lrnnc compile --builtin TASK --restrict CLASS --decoder lookup:N --lambda L` with the
largest N the double codebook separates (verified in 256-bit MPFR up to N by compile itself), then
runs `lrnnc probe` on it in every format of FORMATS and in MPFR at several precisions
(`--mpfr-bits P`), and reads the first failure of the one-letter word 1^t (exact: the probe finds
the state's cycle bit for bit). Next to each it puts the closed-form estimate of where rounding
breaks the counter (README.md, "The estimates"):

    c_stall = the smallest c with |x*| |lambda|^c < ulp(x*) / (2 |1 - lambda|),   x* = 1/(1 - lambda)
              (the update (1 - lambda)(x* - h) rounds away: the counter stops)
    c_cross = the smallest c with |h_c - h_d| < ulp(x*) for a state d of another label
              (d = c +- 1 for lambda > 0, c +- 2 for lambda < 0: one rounding can cross the midpoint)

with ulp(x) = 2^(floor(log2 |x|) - M) for M stored mantissa bits, lambda as the format stores it.

Writes OUT/curve.csv, OUT/curve.gp (gnuplot, data inline) and OUT/curve.png when gnuplot is found.
Usage: scripts/theorem1-curve.py OUT [LRNNC]   (LRNNC: the lrnnc binary, default build/tools/lrnnc)
Deterministic: a rerun writes the same files.
"""
import csv
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

OUT = sys.argv[1] if len(sys.argv) > 1 else sys.exit(__doc__)
LRNNC = sys.argv[2] if len(sys.argv) > 2 else "build/tools/lrnnc"

CASES = [("parity", "diag01", lam) for lam in (0.5, 0.75, 0.875, 0.9375)] + \
        [("mod:3", "diag11", lam) for lam in (-0.5, -0.75, -0.875, -0.9375)]
# (format, stored mantissa bits); all have exponent range enough for the states (|h| <= 16).
FORMATS = [("e5m2", 2), ("e4m3", 3), ("float:e8m4", 4), ("float:e8m5", 5), ("bf16", 7), ("fp16", 10),
           ("tf32", 10), ("float:e8m12", 12), ("float:e8m14", 14), ("float:e8m16", 16), ("float:e8m18", 18),
           ("float:e8m20", 20), ("fp32", 23), ("fp64", 52)]
MPFR_BITS = [24, 28, 32, 36, 40, 44]  # MPFR rows: M = P - 1 stored bits, unbounded exponent


def run(args):
    r = subprocess.run([LRNNC] + args, capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr


def stored(x, m):
    """x rounded to nearest-even with m stored mantissa bits (no exponent limit)."""
    if x == 0:
        return 0.0
    e = math.floor(math.log2(abs(x)))
    scale = 2.0 ** (m - e)
    return round(x * scale) / scale  # Python's round is half-to-even


def ulp_of_fixed_point(lam, m):
    x = 1 / (1 - lam)
    return x, 2.0 ** (math.floor(math.log2(abs(x))) - m)


def estimate_stall(lam, m):
    """The first c at which the update (1 - lambda)(x* - h_c) falls below half an ulp of x*."""
    lam = stored(lam, m)
    if lam == 0 or abs(lam) >= 1:
        return None
    x, ulp = ulp_of_fixed_point(lam, m)
    c = 0
    while abs(x) * abs(lam) ** c >= ulp / (2 * abs(1 - lam)):
        c += 1
    return c


def estimate_cross(lam, m, modulus):
    """The first c at which h_c is closer than one ulp of x* to a state with another label."""
    lam = stored(lam, m)
    if lam == 0 or abs(lam) >= 1:
        return None
    x, ulp = ulp_of_fixed_point(lam, m)
    c = 0
    while True:
        # the nearest states with another label: c +- 1 (lambda > 0) or c +- 2 (lambda < 0, m >= 3)
        gaps = [abs(x * (lam ** c - lam ** d)) for d in (c - 2, c - 1, c + 1, c + 2)
                if d >= 0 and d % modulus != c % modulus]
        if min(gaps) < ulp:
            return c
        c += 1


def compile_case(task, cls, lam, stem):
    code, out, err = run(["compile", "--builtin", task, "--restrict", cls, "--decoder", "lookup:1000000",
                          "--lambda", repr(lam), "-o", stem])
    n = int(re.search(r"use N <= (\d+)", err).group(1))
    code, out, err = run(["compile", "--builtin", task, "--restrict", cls, "--decoder", "lookup:%d" % n,
                          "--lambda", repr(lam), "--json", "-o", stem])
    if code != 0:
        sys.exit("compile failed: " + err)
    j = json.loads(out)
    assert j["verified"] and j["exact_up_to"] == n, j
    return n, j["first_failure_mpfr"]


def first_failures(stem, task, n, dtypes, mpfr_bits):
    code, out, err = run(["probe", stem, "--builtin", task, "--dtype", ",".join(dtypes), "--mpfr-bits",
                          str(mpfr_bits), "--mpfr-max-len", str(n + 16), "--max-len", str(n + 16), "--words", "1",
                          "--threads", "1", "--json"])
    if code != 0:
        sys.exit("probe failed: " + err)
    found = {}
    for r in json.loads(out)["results"]:
        letter = [x for x in r["letters"] if x["letter"] == "1"][0]
        m = re.match(r"storage=([^,]+),", r["dtype"])  # the policy string of a format row
        found[m.group(1) if m else r["dtype"]] = letter["first_failure"]
    return found


rows = []
with tempfile.TemporaryDirectory() as tmp:
    for task, cls, lam in CASES:
        stem = os.path.join(tmp, "m")
        n, table_end = compile_case(task, cls, lam, stem)
        print("%s %s lambda %g: lookup:%d (256-bit MPFR: first failure %s)" % (task, cls, lam, n, table_end),
              file=sys.stderr)
        dtypes = [f for f, _ in FORMATS]
        found = first_failures(stem, task, n, dtypes, MPFR_BITS[0])
        points = [(f, m, found[f]) for f, m in FORMATS]
        points.append(("mpfr:%d" % MPFR_BITS[0], MPFR_BITS[0] - 1, found["mpfr:%d" % MPFR_BITS[0]]))
        for p in MPFR_BITS[1:]:
            f = first_failures(stem, task, n, ["e5m2"], p)
            points.append(("mpfr:%d" % p, p - 1, f["mpfr:%d" % p]))
        for fmt, m, ff in points:
            rows.append({"task": task, "class": cls, "lambda": lam, "N": n, "format": fmt, "mantissa_bits": m,
                         "lambda_stored": stored(lam, m),
                         "first_failure": "" if ff is None else ff,
                         "at_table_end": "yes" if ff is not None and ff > n else "no",
                         "estimate_stall": estimate_stall(lam, m),
                         "estimate_cross": estimate_cross(lam, m, 2 if task == "parity" else 3)})

os.makedirs(OUT, exist_ok=True)
fields = ["task", "class", "lambda", "lambda_stored", "N", "format", "mantissa_bits", "first_failure",
          "at_table_end", "estimate_stall", "estimate_cross"]
with open(os.path.join(OUT, "curve.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=fields, lineterminator="\n")
    w.writeheader()
    for r in sorted(rows, key=lambda r: (r["task"] != "parity", abs(r["lambda"]), r["mantissa_bits"], r["format"])):
        w.writerow(r)

# gnuplot: first failure vs stored mantissa bits, one panel per task, one line per lambda, the
# estimate dashed.
lines = ["# Written by scripts/theorem1-curve.py: first failure of 1^t vs stored mantissa bits.",
         "set terminal pngcairo size 1200,520 font ',10'", "set output 'curve.png'",
         "set multiplot layout 1,2", "set logscale y", "set xlabel 'stored mantissa bits M'",
         "set ylabel 'first failure of 1^t (tokens)'", "set key left top", "set grid"]
colors = ["#1b9e77", "#d95f02", "#7570b3", "#e7298a"]
for task, title in (("parity", "parity, diag [0,1]: h <- lambda h + 1 (Theorem 1)"),
                    ("mod:3", "mod 3, diag [-1,1]: h <- lambda h + 1 (Theorem 2)")):
    lams = [c[2] for c in CASES if c[0] == task]
    plots, data = [], []
    for i, lam in enumerate(lams):
        key = "estimate_stall" if lam > 0 else "estimate_cross"
        pts = sorted((r["mantissa_bits"], r["first_failure"], r[key], r["at_table_end"]) for r in rows
                     if r["task"] == task and r["lambda"] == lam and r["first_failure"] != ""
                     and r["at_table_end"] == "no")
        name = "d%d" % i
        data.append("$%s << EOD" % name)
        data += ["%d %d %s" % (m, ff, "NaN" if est is None else est) for m, ff, est, _ in pts]
        data.append("EOD")
        plots.append("$%s using 1:2 with linespoints pt 7 lc rgb '%s' title 'lambda = %g'" % (name, colors[i], lam))
        plots.append("$%s using 1:3 with lines dt 2 lc rgb '%s' notitle" % (name, colors[i]))
    lines += data
    lines.append("set title '%s (dashed: the %s estimate)'" % (title, "stall" if task == "parity" else "crossing"))
    lines.append("plot " + ", \\\n     ".join(plots))
lines.append("unset multiplot")
with open(os.path.join(OUT, "curve.gp"), "w") as f:
    f.write("\n".join(lines) + "\n")
if shutil.which("gnuplot"):
    subprocess.run(["gnuplot", "curve.gp"], cwd=OUT, check=True)
print("wrote %s/curve.csv, curve.gp%s" % (OUT, ", curve.png" if shutil.which("gnuplot") else ""), file=sys.stderr)
