#!/usr/bin/python3
"""Fixed-Point RNNs trained by lrnnc's default recipe: accuracy at the fixed point vs length, convergence,
l* vs T, and the spectra of the implicit transition (docs/results/fprnn/README.md).

Usage (from the repository root, a Release build with libtorch):
    python3 docs/results/fprnn/run.py [--lrnnc build/tools/lrnnc] [--out docs/results/fprnn]
        [--tasks parity,mod:3,sym:3] [--archs fprnn:householder:1,...] [--seeds 1,2,3]
        [--selections validated,last,contraction] [--shard I/N]

Every model is `lrnnc train --builtin TASK --arch ARCH --seed S` with the options of its selection,
written to OUT/models/: `validated` (file names ending in -val) the official recipe of docs/LEARNED.md
section 5 with the weights of the best validation (`--fp-contraction 0` for fprnn: the recipe before
the contraction penalty); `last` the same with `--val-len 0` (the weights of the last step, the recipe
before validation); `contraction` (-val-c; fprnn only) the default recipe since, with the contraction
penalty (`--fp-contraction 10`, also for Kronecker, whose default is 0). Then per model:
  - `lrnnc eval --dtype fp32,bf16 --lengths L --json` at L = 16, 64, 256, 1024 with WORDS[L] words; a
    length after one where the fp32 model converged on fewer than half of the words is not evaluated
    (a non-converging word costs the full 1000-iteration cap: hours at 1024 letters) and is written
    as `skipped`;
  - `lrnnc spectrum --json` on SPECTRUM_WORDS words of SPECTRUM_LEN letters: per letter, the range of
    |lambda| and Re lambda of the implicit transition at the fixed point, the fraction of negative
    real eigenvalues and the spectral radius rho of the position's iteration map (min / median / max)
    (fpmamba: fewer positions, its matrices are n (N + 1) square).
Every result is cached as a file under OUT/runs/; a rerun does only what is missing (kill and rerun to
resume). Finally OUT/results.csv, OUT/spectra.csv and OUT/lstar.gp -> lstar.png (gnuplot; l* and accuracy vs T
per task, selection and architecture, over the seeds: median and range) are rewritten from the cache, with every model present (the default tasks, architectures, seeds and
selections, and any others asked for), whatever subset this run trained. --shard I/N takes every
N-th model from the I-th, I = 0 .. N-1 (0/2 and 1/2 side by side on two cores). Runs of the same
command side by side share the work instead: each model is claimed by a lock file (OUT/runs/NAME.lock,
with the worker's pid; a lock whose process is gone is taken over). --train-only trains what is
missing and evaluates nothing (for lrnnc sweep --models OUT/models).
"""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from run_common import claim, run, write_atomic  # noqa: E402

LENGTHS = [16, 64, 256, 1024]
WORDS = {16: 64, 64: 32, 256: 16, 1024: 8}
DTYPES = ["fp32", "bf16"]
SPECTRUM_WORDS, SPECTRUM_LEN = 4, 16
FPMAMBA_SPECTRUM_WORDS, FPMAMBA_SPECTRUM_LEN = 1, 8


SELECTIONS = {"validated": [], "last": ["--val-len", "0"], "contraction": []}
SUFFIX = {"validated": "-val", "last": "", "contraction": "-val-c"}


def train_args(arch, selection):
    """The options after `lrnnc train --builtin TASK --arch ARCH --seed S`: `validated` and `last` are
    the official recipe, without the contraction penalty (its models here were trained before the
    penalty became the default for Householder and DPLR mixers); `contraction` is the default recipe
    with the penalty (weight 10, given explicitly so that Kronecker takes it too)."""
    if selection == "contraction":
        return ["--fp-contraction", "10"]
    return SELECTIONS[selection] + (["--fp-contraction", "0"] if arch.startswith("fprnn:") else [])


def applies(arch, selection):
    """The penalty is defined for fprnn layers only: no `contraction` model of fpmamba."""
    return selection != "contraction" or arch.startswith("fprnn:")


def name_of(task, arch, seed, selection):
    return "%s-%s-s%d%s" % (task.replace(":", ""), arch.replace(":", "-"), seed, SUFFIX[selection])


def do_model(lrnnc, out, task, arch, seed, selection, train_only):
    name = name_of(task, arch, seed, selection)
    model = os.path.join(out, "models", name)
    runs = os.path.join(out, "runs")
    lock = os.path.join(runs, name + ".lock")
    if not claim(lock):
        print("skip %s: another worker has it" % name, flush=True)
        return
    try:
        do_claimed_model(lrnnc, name, model, runs, arch, task, seed, selection, train_only)
    finally:
        os.remove(lock)


def do_claimed_model(lrnnc, name, model, runs, arch, task, seed, selection, train_only):
    if not os.path.exists(model + ".json"):
        print("train %s" % name, flush=True)
        run([lrnnc, "train", "--builtin", task, "--arch", arch, "--seed", str(seed)] + train_args(arch, selection) +
            ["-o", model], log=os.path.join(runs, name + ".train.log"))
    if train_only:
        return
    previous_converged = 1.0
    for length in LENGTHS:
        path = os.path.join(runs, "%s.eval-%d.json" % (name, length))
        if os.path.exists(path):
            rows = json.load(open(path))
        elif previous_converged < 0.5:
            rows = {"skipped": "fp32 converged on %.2f of the words at the length before" % previous_converged}
            write_atomic(path, json.dumps(rows))
        else:
            print("eval %s at %d" % (name, length), flush=True)
            text, seconds = run([lrnnc, "eval", model + ".json", "--dtype", ",".join(DTYPES), "--lengths",
                                 str(length), "--words", str(WORDS[length]), "--json"])
            rows = json.loads(text)
            rows["seconds"] = seconds
            write_atomic(path, json.dumps(rows, indent=1))
        if "results" in rows:
            fp32 = [r for r in rows["results"] if r["dtype"].startswith("storage=fp32")][0]
            previous_converged = fp32.get("converged", 0.0)
        else:
            previous_converged = 0.0
    path = os.path.join(runs, name + ".spectrum.json")
    if not os.path.exists(path):
        words, length = ((FPMAMBA_SPECTRUM_WORDS, FPMAMBA_SPECTRUM_LEN) if arch.startswith("fpmamba")
                         else (SPECTRUM_WORDS, SPECTRUM_LEN))
        print("spectrum %s" % name, flush=True)
        text, _ = run([lrnnc, "spectrum", model + ".json", "--words", str(words), "--length", str(length),
                       "--json"])
        d = json.loads(text)
        layer = d["layers"][0]
        keep = {"words": words, "length": length, "iterations": layer["iterations"], "letters": layer["letters"],
                "summary": layer["summary"]}
        write_atomic(path, json.dumps(keep, indent=1))


def collect(out, tasks, archs, seeds, selections):
    runs = os.path.join(out, "runs")
    rows, spectra, lstar = [], [], []
    for task, arch, seed, selection in ((t, a, s, sel) for sel in selections for t in tasks for a in archs
                                        for s in seeds):
        name = name_of(task, arch, seed, selection)
        mpath = os.path.join(out, "models", name + ".json")
        if not os.path.exists(mpath):
            continue
        training = json.load(open(mpath))["training"]
        final = training["final"]
        base = [task, arch, str(seed), selection, "%.0f" % training["wall_seconds"],
                "%.4f" % final["sequence_accuracy"]]
        for length in LENGTHS:
            path = os.path.join(runs, "%s.eval-%d.json" % (name, length))
            if not os.path.exists(path):
                continue
            d = json.load(open(path))
            if "skipped" in d:
                for dt in DTYPES:
                    rows.append(base + [dt, str(length), "", "", "", "", "", "", "", "skipped"])
                continue
            for r in d["results"]:
                dt = r["dtype"].split(",")[0].split("=")[1]
                rows.append(base + [dt, str(length), str(r["words"]), "%.4f" % r["sequence_accuracy"],
                                    "%.4f" % r["token_accuracy"], "%.4f" % r["converged"],
                                    "%g" % r["iterations_median"], str(r["iterations_min"]),
                                    str(r["iterations_max"]), "ok"])
                if dt == "fp32" and r["converged"] == 1.0:
                    lstar.append((task, arch + " " + selection, seed, length, r["iterations_median"],
                                  r["sequence_accuracy"]))
        path = os.path.join(runs, name + ".spectrum.json")
        if os.path.exists(path):
            s = json.load(open(path))
            for letter, v in sorted(s["letters"].items()):
                if v["matrices"] == 0:
                    continue
                spectra.append([task, arch, str(seed), selection, letter, str(v["matrices"]),
                                "%.4g" % v["modulus_range"][0], "%.4g" % v["modulus_range"][1],
                                "%.4g" % v["real_range"][0], "%.4g" % v["real_range"][1],
                                "%.4f" % v["negative_real_fraction"], "%.4f" % v["non_real_fraction"],
                                str(v["parity_capable"]), str(v["modular_capable"]), str(v["non_finite"])] +
                               ["%.4g" % v["iteration_rho"][k] if "iteration_rho" in v else ""
                                for k in ("min", "median", "max")])
    head = ("task,arch,seed,selection,train_seconds,train_sequence_accuracy,dtype,length,words,sequence_accuracy,"
            "token_accuracy,converged,lstar_median,lstar_min,lstar_max,status")
    write_atomic(os.path.join(out, "results.csv"), "\n".join([head] + [",".join(r) for r in rows]) + "\n")
    head = ("task,arch,seed,selection,letter,matrices,modulus_min,modulus_max,real_min,real_max,negative_real_fraction,"
            "non_real_fraction,parity_capable,modular_capable,non_finite,rho_min,rho_median,rho_max")
    write_atomic(os.path.join(out, "spectra.csv"), "\n".join([head] + [",".join(r) for r in spectra]) + "\n")
    return rows, lstar


COLORS = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#17becf"]


def over_seeds(points):
    """{(key, length): [value per seed]} -> {key: [(length, median, lowest, highest)]} (the lower
    median for an even count)."""
    out = {}
    for (key, length), values in sorted(points.items()):
        v = sorted(values)
        out.setdefault(key, []).append((length, v[(len(v) - 1) // 2], v[0], v[-1]))
    return out


def plot(out, rows, lstar):
    """lstar.gp / lstar.png: per (task, selection), a row of l* panels (the median l* of the fp32 rows
    whose every word converged) and a row of fp32 sequence accuracy panels (every evaluated row), one
    panel per architecture: the median over the seeds as a line, their range as a band; data inline."""
    lpts, apts = {}, {}
    for task, arch_sel, seed, length, med, _ in lstar:
        arch, selection = arch_sel.split(" ")
        lpts.setdefault(((task, selection, arch), length), []).append(med)
    for r in rows:
        if r[6] == "fp32" and r[-1] == "ok":
            apts.setdefault(((r[0], r[3], r[1]), int(r[7])), []).append(float(r[9]))
    lstar_lines, acc_lines = over_seeds(lpts), over_seeds(apts)
    keys = set(lstar_lines) | set(acc_lines)
    order = lambda xs, first: sorted(set(xs), key=lambda x: (x != first, x))
    tasks = order([k[0] for k in keys], "parity")
    archs = order([k[2] for k in keys], "")
    pairs = [(t, sel) for t in tasks for sel in ("validated", "last", "contraction")
             if any(k[0] == t and k[1] == sel for k in keys)]
    cols, nrows = max(1, len(archs)), 2 * max(1, len(pairs))
    lines = ["# written by docs/results/fprnn/run.py from results.csv (data inline)",
             "set terminal pngcairo size %d,%d font ',8'" % (270 * cols, 190 * nrows + 50), "set output 'lstar.png'"]
    blocks = {}
    for kind, data in (("l", lstar_lines), ("a", acc_lines)):
        for key, pts in sorted(data.items()):
            blocks[(kind,) + key] = "$%s%d" % (kind, len(blocks))
            lines += ["%s << EOD" % blocks[(kind,) + key]] + ["%d %g %g %g" % p for p in pts] + ["EOD"]
    lines += ["set multiplot layout %d,%d title 'Fixed-Point RNNs, fp32, per task and selection: l* (the median over "
              "the words, rows whose every word converged; dashed: l* = T) and sequence accuracy vs word length T. "
              "Line: the median over the seeds; band: lowest to highest seed' noenhanced" % (nrows, cols),
              "set logscale x 2", "set xrange [8:2048]", "set xtics (16, 64, 256, 1024)", "set grid", "unset key"]
    for task, selection in pairs:
        for kind in ("l", "a"):
            lines += (["set logscale y 2", "set yrange [4:2048]", "set ylabel 'l*'"] if kind == "l" else
                      ["unset logscale y", "set yrange [-0.05:1.05]", "set ylabel 'sequence accuracy'"])
            for i, arch in enumerate(archs):
                lines.append("set title '%s, %s: %s' noenhanced" % (task, selection, arch))
                block, color = blocks.get((kind, task, selection, arch)), COLORS[i % len(COLORS)]
                curves = [] if block is None else [
                    "%s using 1:3:4 with filledcurves fc rgb '#b0%s' fs solid noborder" % (block, color[1:]),
                    "%s using 1:2 with linespoints lc rgb '%s' pt 7 ps 0.6 lw 1.5" % (block, color)]
                if block is None:
                    lines.append("set label 1 'no model' at graph 0.5,0.5 center")
                if kind == "l":
                    curves.append("x with lines dt 2 lc rgb 'gray'")
                lines += ["plot " + (", \\\n     ".join(curves) if curves else "NaN"), "unset label 1"]
    lines.append("unset multiplot")
    write_atomic(os.path.join(out, "lstar.gp"), "\n".join(lines) + "\n")
    subprocess.run(["gnuplot", "lstar.gp"], cwd=out, check=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lrnnc", default="build/tools/lrnnc")
    ap.add_argument("--out", default="docs/results/fprnn")
    ap.add_argument("--tasks", default="parity,mod:3,sym:3")
    ap.add_argument("--archs", default="fprnn:householder:1,fprnn:householder:2,fprnn:householder:4,"
                                       "fprnn:kronecker,fpmamba:householder:2")
    ap.add_argument("--seeds", default="1,2,3")
    ap.add_argument("--selections", default="validated,last,contraction")
    ap.add_argument("--shard", default="0/1", help="I/N: every N-th model from the I-th (I = 0 .. N-1)")
    ap.add_argument("--collect-only", action="store_true", help="only rewrite the CSVs and plots from the cache")
    ap.add_argument("--train-only", action="store_true", help="train the models that are missing, evaluate nothing")
    args = ap.parse_args()
    tasks, archs = args.tasks.split(","), args.archs.split(",")
    seeds = [int(s) for s in args.seeds.split(",")]
    selections = args.selections.split(",")
    for sub in ("models", "runs"):
        os.makedirs(os.path.join(args.out, sub), exist_ok=True)
    try:
        index, count = (int(x) for x in args.shard.split("/"))
    except ValueError:
        ap.error("--shard I/N: two integers, 0 <= I < N (got '%s')" % args.shard)
    if not 0 <= index < count:
        ap.error("--shard I/N: I counts from 0 and is below N (got '%s')" % args.shard)
    if not args.collect_only:
        jobs = [(t, a, s, sel) for sel in selections for a in archs for t in tasks for s in seeds if applies(a, sel)]
        for i, (task, arch, seed, selection) in enumerate(jobs):
            if i % count == index:
                do_model(args.lrnnc, args.out, task, arch, seed, selection, args.train_only)
    # The CSVs and the plot cover every model present (the defaults and what was asked), so that a
    # run of a few tasks or architectures does not drop the rows of the others.
    union = lambda given, default: given + [x for x in default if x not in given]
    rows, lstar = collect(args.out, union(tasks, ap.get_default("tasks").split(",")),
                          union(archs, ap.get_default("archs").split(",")),
                          union(seeds, [int(s) for s in ap.get_default("seeds").split(",")]),
                          union(selections, ap.get_default("selections").split(",")))
    plot(args.out, rows, lstar)


if __name__ == "__main__":
    main()
