#!/usr/bin/env python3
"""Section (c)'s table of docs/results/compare/README.md from a compare sweep's results.csv.

Usage: python3 scripts/compare-fprnn-table.py DIR/results.csv [--dtype fp32] [--order sequential]

For every task and FP-RNN construction (rows whose construction starts with "fprnn"): the best and
the median sequence accuracy over the seeds at each length, the median over the seeds of
`converged`, and the median over the seeds of each cell's median l* (`fp_iterations_median`).
A median of an even number of seeds is the lower one, as the sweep's summaries take it.
"""
import argparse
import csv
import sys
from collections import defaultdict

# The README's names and order (others follow in the order of the CSV).
TASKS = {"parity": "parity", "mod:3": "mod 3", "mod:5": "mod 5", "sym:3": "S_3", "cyclic:6": "Z_6",
         "alt:4": "A_4", "alt:5": "A_5", "sym:5": "S_5"}


def num(x):
    """A value as the README writes it: at most two decimals, no trailing zeros."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def lower_median(values):
    values = sorted(values)
    return values[(len(values) - 1) // 2]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("csv")
    ap.add_argument("--dtype", default="fp32")
    ap.add_argument("--order", default="sequential")
    a = ap.parse_args()
    cells = defaultdict(dict)  # (task, construction) -> length -> [(seed, row)]
    tasks, constructions, lengths = [], [], set()
    with open(a.csv, newline="") as f:
        for r in csv.DictReader(f):
            if not r["construction"].startswith("fprnn") or r["dtype"] != a.dtype or r["order"] != a.order:
                continue
            if r["status"] != "ok":
                sys.exit(f"compare-fprnn-table: a {r['status']} row: {r['task']} {r['construction']} seed {r['seed']}")
            if r["task"] not in tasks:
                tasks.append(r["task"])
            if r["construction"] not in constructions:
                constructions.append(r["construction"])
            length = int(r["length"])
            lengths.add(length)
            cells[(r["task"], r["construction"])].setdefault(length, []).append(r)
    if not cells:
        sys.exit(f"compare-fprnn-table: no FP-RNN rows in {a.dtype}, {a.order} in {a.csv}")
    lengths = sorted(lengths)
    known = list(TASKS)
    first_seen = list(tasks)
    tasks.sort(key=lambda t: (known.index(t) if t in known else len(known), first_seen.index(t)))
    ls = " / ".join(str(n) for n in lengths)
    print("| task | FP-RNN | " + " | ".join(str(n) for n in lengths) + f" | converged, {ls} | l*, {ls} |")
    print("|---|---|" + "---|" * len(lengths) + "---|---|")
    for task in tasks:
        for c in constructions:
            by_length = cells.get((task, c))
            if not by_length:
                continue
            acc, conv, lstar = [], [], []
            for n in lengths:
                rows = by_length.get(n, [])
                if not rows:
                    acc.append("-"), conv.append("-"), lstar.append("-")
                    continue
                a_values = [float(r["accuracy"]) for r in rows]
                acc.append(f"{num(max(a_values))} / {num(lower_median(a_values))}")
                conv.append(num(lower_median([float(r["converged"]) for r in rows])))
                lstar.append(str(round(lower_median([float(r["fp_iterations_median"]) for r in rows]))))
            name = c[len("fprnn "):]
            print(f"| {TASKS.get(task, task)} | {name} | " + " | ".join(acc) + f" | {' / '.join(conv)} | {' / '.join(lstar)} |")


if __name__ == "__main__":
    main()
