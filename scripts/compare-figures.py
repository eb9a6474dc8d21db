#!/usr/bin/env python3
"""Figures and tables of a compare sweep (experiments/configs/compare.json) beyond the sweep's own:

  spectra.md / spectra.json  per trained parity and mod:3 model (every seed): the eigenvalues of its
                             transitions along 4 random words of 64 letters (`lrnnc spectrum --json`),
                             per letter: |lambda| range, fraction negative real, fraction non-real,
                             matrices meeting Theorem 1 (parity) / Theorem 2 (mod m)
  spectra.gp / .png          those eigenvalues in the complex plane with the unit circle (seed 1,
                             one panel per architecture, rows parity and mod:3, colour = letter)
  lstar.gp / .png            fprnn models: l* (fixed-point iterations) vs length, a panel per task
                             and construction, fp32 sequential: the median over seeds of each cell's
                             median, and their range

Usage: scripts/compare-figures.py DIR [LRNNC]   (LRNNC: the lrnnc binary, default build/tools/lrnnc)
Needs python3; renders the PNGs when gnuplot is on PATH. Deterministic: the same DIR gives the same files.
"""
import csv
import glob
import json
import os
import shutil
import subprocess
import sys

DIR = sys.argv[1]
LRNNC = sys.argv[2] if len(sys.argv) > 2 else "build/tools/lrnnc"
TASKS = [("parity", "parity"), ("mod:3", "mod_3")]
COLORS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd"]


def constructions():
    """Trained construction labels in config order, with their arch."""
    cfg = json.load(open(os.path.join(DIR, "sweep.json")))["config"]
    return [(c["name"], c["arch"]) for c in cfg["constructions"] if c.get("method") == "train"]


def slug(text):
    return "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in text[:48])


def model_file(task_slug, label, seed):
    found = glob.glob(os.path.join(DIR, "models", f"{task_slug}.{slug(label)}.seed{seed}-*.json"))
    return found[0] if len(found) == 1 else None


def spectrum(path):
    out = subprocess.run([LRNNC, "spectrum", path, "--words", "4", "--length", "64", "--json"],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def fmt(x):
    return f"{x:.3g}"


LSTAR_COLORS = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#17becf"]


def lstar_script(fprnn, tasks, series):
    """lstar.gp: l* vs length on log axes, one panel per (task, fprnn construction): the median of the
    seeds' cell medians as a line, a band from the lowest seed to the highest, and l* = T dashed.
    Rows are tasks, columns constructions, every panel on the same axes."""
    shown = [t for t in tasks if any((label, t) in series for label in fprnn)] or tasks[:1]
    cols, rows = max(1, len(fprnn)), max(1, len(shown))
    gp = ["# Fixed-point iterations l* vs length (fp32, sequential; over the seeds: median, lowest, highest), "
          "written by scripts/compare-figures.py (data inline)",
          f"set terminal pngcairo size {300 * cols},{210 * rows + 50} font ',8'", "set output 'lstar.png'"]
    index = {}
    for n, (key, by_length) in enumerate(sorted(series.items())):
        gp.append(f"$l{n} << EOD")
        for length, v in sorted(by_length.items()):
            v = sorted(v)
            gp.append(f"{length} {v[(len(v) - 1) // 2]} {v[0]} {v[-1]}")
        gp.append("EOD")
        index[key] = n
    lengths = sorted({length for by_length in series.values() for length in by_length}) or [16, 1024]
    top = max([v for by_length in series.values() for vs in by_length.values() for v in vs] + [lengths[-1]])
    gp += [f"set multiplot layout {rows},{cols} title 'fprnn, fp32: l* (fixed-point iterations to the stopping "
           "rule; cap + 1 when the cap is reached) vs word length T. Line: the median over the seeds; band: lowest "
           "to highest seed; dashed: l* = T' noenhanced",
           "set logscale x 2", "set logscale y 2", f"set xrange [{lengths[0] // 2}:{lengths[-1] * 2}]",
           f"set yrange [4:{2 * top}]", "set grid", "unset key", f"set xtics ({', '.join(map(str, lengths))})"]
    for t in shown:
        for i, label in enumerate(fprnn):
            color = LSTAR_COLORS[i % len(LSTAR_COLORS)]
            gp.append(f"set title '{t}, {label}' noenhanced")
            plot = []
            if (label, t) in index:
                n = index[(label, t)]
                plot = [f"$l{n} using 1:3:4 with filledcurves fc rgb '#b0{color[1:]}' fs solid noborder",
                        f"$l{n} using 1:2 with linespoints lc rgb '{color}' pt 7 ps 0.6 lw 1.5"]
            gp.append("plot " + ", \\\n     ".join(plot + ["x with lines dt 2 lc rgb 'gray'"]))
    gp.append("unset multiplot")
    return "\n".join(gp) + "\n"


def main():
    labels = constructions()
    table = ["| task | construction | seed | letter | matrices | abs(lambda) | Re lambda | negative real | non-real | T1 (parity) | T2 (mod m) |",
             "|---|---|---:|---|---:|---|---|---:|---:|---:|---:|"]
    summary = []
    points = {}  # (task, label) -> {letter: [(re, im)]} for seed 1
    for task, task_slug in TASKS:
        for label, arch in labels:
            for seed in (1, 2, 3):
                path = model_file(task_slug, label, seed)
                if not path:
                    continue
                s = spectrum(path)
                layer = s["layers"][0]
                for letter, st in layer["letters"].items():
                    table.append(f"| {task} | {label} | {seed} | {letter} | {st['matrices']} | "
                                 f"[{fmt(st['modulus_range'][0])}, {fmt(st['modulus_range'][1])}] | "
                                 f"[{fmt(st['real_range'][0])}, {fmt(st['real_range'][1])}] | "
                                 f"{st['negative_real_fraction']:.3f} | {st['non_real_fraction']:.3f} | "
                                 f"{st['parity_capable']}/{st['matrices']} | {st['modular_capable']}/{st['matrices']} |")
                    summary.append({"task": task, "construction": label, "seed": seed, "letter": letter,
                                    "model": os.path.relpath(path, DIR), **st})
                if seed == 1:
                    by_letter = {}
                    for m in layer["matrices"]:
                        by_letter.setdefault(m["letter"], []).extend(tuple(z) for z in m["eigenvalues"])
                    points[(task, label)] = by_letter
    with open(os.path.join(DIR, "spectra.md"), "w") as f:
        f.write("# Learned spectra (first layer, per letter read)\n\n"
                "Written by scripts/compare-figures.py: `lrnnc spectrum MODEL --words 4 --length 64` on every "
                "trained parity and mod:3 model (docs/LEARNED.md section 7). T1: matrices with an eigenvalue "
                "of modulus >= 1 - 1e-9 that is not real-positive (Theorem 1, parity); T2: with modulus >= 1 - 1e-9 "
                "and a non-zero imaginary part (Theorem 2, mod m). fprnn: the Jacobian dh_t/dh_{t-1} at the "
                "forward's final iterate.\n\n")
        f.write("\n".join(table) + "\n")
    with open(os.path.join(DIR, "spectra.json"), "w") as f:
        json.dump(summary, f, indent=1, sort_keys=True)
        f.write("\n")

    # spectra.gp: rows = tasks, columns = trained constructions (seed 1).
    cols = 5
    rows_per_task = (len(labels) + cols - 1) // cols
    gp = ["# Eigenvalues of the learned transitions (seed 1), written by scripts/compare-figures.py (data inline)",
          f"set terminal pngcairo size {260 * cols},{260 * rows_per_task * len(TASKS) + 40} font ',7'",
          "set output 'spectra.png'"]
    blocks = {}
    n = 0
    for (task, label), by_letter in sorted(points.items()):
        for letter, zs in sorted(by_letter.items()):
            gp.append(f"$s{n} << EOD")
            gp.extend(f"{re:.6g} {im:.6g}" for re, im in zs if re is not None and im is not None)
            gp.append("EOD")
            blocks.setdefault((task, label), []).append((letter, n))
            n += 1
    gp += [f"set multiplot layout {rows_per_task * len(TASKS)},{cols} title 'eigenvalues of A_t along 4 random words of 64 letters "
           "(first layer; colour = letter read; unit circle)'",
           "set size ratio -1", "set xrange [-1.6:1.6]", "set yrange [-1.6:1.6]", "set grid", "set parametric",
           "set trange [0:2*pi]", "set key bottom right font ',6'", "set xtics 1", "set ytics 1"]
    for task, _ in TASKS:
        for label, _ in labels:
            gp.append(f"set title '{task}: {label}' noenhanced")
            plot = ["cos(t),sin(t) with lines lc rgb 'gray' notitle"]
            for i, (letter, k) in enumerate(blocks.get((task, label), [])):
                plot.append(f"$s{k} using 1:2 with points pt 7 ps 0.35 lc rgb '{COLORS[i % len(COLORS)]}' "
                            f"title 'letter {letter}'")
            gp.append("plot " + ", \\\n     ".join(plot))
        for _ in range(rows_per_task * cols - len(labels)):
            gp.append("set multiplot next")
    gp.append("unset multiplot")
    open(os.path.join(DIR, "spectra.gp"), "w").write("\n".join(gp) + "\n")

    # lstar.gp: fp_iterations_median over the seeds (median, lowest, highest), fp32 sequential.
    rows = list(csv.DictReader(open(os.path.join(DIR, "results.csv"))))
    fprnn = [label for label, arch in labels if arch.startswith("fprnn")]
    tasks = []
    for r in rows:
        if r["task"] not in tasks:
            tasks.append(r["task"])
    series = {}
    for r in rows:
        if r["construction"] in fprnn and r["dtype"] == "fp32" and r["order"] == "sequential" and r["fp_iterations_median"]:
            series.setdefault((r["construction"], r["task"]), {}).setdefault(int(r["length"]), []).append(
                int(r["fp_iterations_median"]))
    open(os.path.join(DIR, "lstar.gp"), "w").write(lstar_script(fprnn, tasks, series))

    if shutil.which("gnuplot"):
        for name in ("spectra.gp", "lstar.gp"):
            subprocess.run(["gnuplot", name], cwd=DIR, check=True)


if __name__ == "__main__":
    main()
