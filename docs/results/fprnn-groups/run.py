#!/usr/bin/python3
"""Fixed-Point RNNs on the seed paper's group word problems (S_3, A_4, A_5, S_5) at the scale one core
allows: training accuracy, fixed-point sequence accuracy at 16/32/64 letters, convergence and l* vs T,
and accuracy against d_model and steps (docs/results/fprnn-groups/README.md).

Usage (from the repository root, a Release build with libtorch):
    python3 docs/results/fprnn-groups/run.py [--lrnnc build/tools/lrnnc] [--out docs/results/fprnn-groups]
        [--only NAME,...] [--train-only]

Every run of RUNS is `lrnnc train --builtin TASK --arch ARCH --seed S --d-model D --steps K` with the
default recipe of docs/LEARNED.md section 5 otherwise (the official FP-RNN protocol: words of 16
letters after a BOS token, batch 64, AdamW lr 1e-3 with warmup and cosine, a training cap of 16
iterations, the batch stopping rule, validation-selected weights; the contraction penalty for
Householder mixers; the native fixed-point solver), written to OUT/models/NAME. Then per model and
length L in LENGTHS: `lrnnc eval --dtype fp32 --lengths L --words WORDS[L] --fp-max-iter 4L --json`
(each word stops on its own; a word counts when it is right at every position and converged; the cap
4L is training's validation cap: converging words take about 0.6-1.2 L iterations). Every result is
cached under OUT/runs/; a rerun does only what is missing. Runs of this script side by side share
the work (each model is claimed by a lock file OUT/runs/NAME.lock holding the worker's pid). Finally
OUT/results.csv and OUT/accuracy.gp -> accuracy.png (gnuplot) are rewritten from the cache.
"""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from run_common import claim, run, write_atomic  # noqa: E402

LENGTHS = [16, 32, 64]
WORDS = {16: 128, 32: 128, 64: 64}
TASKS = ["sym:3", "alt:4", "alt:5", "sym:5"]

# (task, arch, d_model, steps, seed), in the order they are trained: the default architecture on
# every group (two seeds), then wider and longer runs (the scaling table), then the other mixers on
# S_3 and A_5.
RUNS = ([(t, "fprnn:householder:2", 32, 2000, s) for s in (1, 2) for t in TASKS] +
        [("sym:3", "fprnn:householder:2", 64, 2000, 1), ("alt:5", "fprnn:householder:2", 64, 2000, 1),
         ("alt:5", "fprnn:householder:2", 32, 6000, 1), ("sym:3", "fprnn:householder:2", 32, 6000, 1),
         ("alt:5", "fprnn:householder:2", 128, 2000, 1), ("alt:4", "fprnn:householder:2", 64, 2000, 1),
         ("sym:5", "fprnn:householder:2", 64, 2000, 1), ("sym:3", "fprnn:householder:2", 64, 6000, 1),
         ("alt:5", "fprnn:householder:2", 64, 6000, 1)] +
        [(t, a, 32, 2000, 1) for t in ("sym:3", "alt:5")
         for a in ("fprnn:householder:1", "fprnn:householder:4", "fprnn:kronecker", "fpmamba:householder:2")])


def name_of(task, arch, d_model, steps, seed):
    return "%s-%s-d%d-k%d-s%d" % (task.replace(":", ""), arch.replace(":", "-"), d_model, steps, seed)


def do_model(lrnnc, out, spec, train_only):
    task, arch, d_model, steps, seed = spec
    name = name_of(*spec)
    model = os.path.join(out, "models", name)
    runs = os.path.join(out, "runs")
    lock = os.path.join(runs, name + ".lock")
    if not claim(lock):
        print("skip %s: another worker has it" % name, flush=True)
        return
    try:
        if not os.path.exists(model + ".json"):
            print("train %s" % name, flush=True)
            run([lrnnc, "train", "--builtin", task, "--arch", arch, "--seed", str(seed), "--d-model", str(d_model),
                 "--steps", str(steps), "-o", model], log=os.path.join(runs, name + ".train.log"))
        if train_only:
            return
        for length in LENGTHS:
            path = os.path.join(runs, "%s.eval-%d.json" % (name, length))
            if os.path.exists(path):
                continue
            print("eval %s at %d" % (name, length), flush=True)
            text, seconds = run([lrnnc, "eval", model + ".json", "--dtype", "fp32", "--lengths", str(length),
                                 "--words", str(WORDS[length]), "--fp-max-iter", str(4 * length), "--json"])
            rows = json.loads(text)
            rows["seconds"] = seconds
            write_atomic(path, json.dumps(rows, indent=1))
    finally:
        os.remove(lock)


def collect(out):
    """results.csv: one row per model and length (the models of RUNS that exist); first_failure_median is
    the median over the failing words of the first wrong position (length + 1 when none fails)."""
    rows = []
    for spec in RUNS:
        task, arch, d_model, steps, seed = spec
        name = name_of(*spec)
        mpath = os.path.join(out, "models", name + ".json")
        if not os.path.exists(mpath):
            continue
        tr = json.load(open(mpath))["training"]
        sel = tr["validation"]["selected"]
        base = [task, arch, str(d_model), str(steps), str(seed), "%.0f" % tr["wall_seconds"],
                "%.0f" % tr.get("fixed_point_seconds", 0), str(sel["step"]), "%.4f" % tr["final"]["sequence_accuracy"],
                "%.4f" % sel["sequence_accuracy_by_length"]["16"], "%.4f" % sel["sequence_accuracy_by_length"]["64"]]
        for length in LENGTHS:
            path = os.path.join(out, "runs", "%s.eval-%d.json" % (name, length))
            if not os.path.exists(path):
                continue
            r = json.load(open(path))["results"][0]
            rows.append(base + [str(length), str(r["words"]), "%.4f" % r["sequence_accuracy"],
                                "%.4f" % r["token_accuracy"], "%g" % (r.get("first_failure_median") or length + 1),
                                "%.4f" % r["converged"], "%g" % r["iterations_median"], str(r["iterations_min"]),
                                str(r["iterations_max"])])
    head = ("task,arch,d_model,steps,seed,train_seconds,fixed_point_seconds,selected_step,train_sequence_accuracy,"
            "val_accuracy_16,val_accuracy_64,length,words,sequence_accuracy,token_accuracy,first_failure_median,converged,"
            "lstar_median,"
            "lstar_min,lstar_max")
    write_atomic(os.path.join(out, "results.csv"), "\n".join([head] + [",".join(r) for r in rows]) + "\n")
    return rows


def plot(out, rows):
    """accuracy.gp / accuracy.png: per task, fp32 sequence accuracy and token accuracy vs length for every
    (arch, d_model, steps, seed) evaluated; data inline."""
    series = {}
    for r in rows:
        series.setdefault(r[0], {}).setdefault("%s d%s k%s s%s" % (r[1], r[2], r[3], r[4]), []).append(
            (int(r[11]), float(r[13]), float(r[14])))
    tasks = [t for t in TASKS if t in series]
    lines = ["# written by docs/results/fprnn-groups/run.py from results.csv (data inline)",
             "set terminal pngcairo size 1400,%d font ',8'" % (300 * max(1, len(tasks))),
             "set output 'accuracy.png'",
             "set multiplot layout %d,2 title 'Fixed-Point RNNs on group word problems, trained at 16 letters: "
             "fp32 accuracy at the fixed point vs word length' noenhanced" % max(1, len(tasks))]
    for t in tasks:
        for col, what in ((1, "sequence accuracy (right at every position, converged)"), (2, "token accuracy")):
            lines += ["set title '%s: %s' noenhanced" % (t, what), "set xrange [12:68]", "set yrange [-0.02:1.02]",
                      "set xtics (16, 32, 64)", "set key outside right font ',7' noenhanced"]
            plots = []
            for label, pts in sorted(series[t].items()):
                plots.append("'-' using 1:2 with linespoints title '%s'" % label)
            lines.append("plot " + ", ".join(plots))
            for label, pts in sorted(series[t].items()):
                lines += ["%d %g" % (p[0], p[col]) for p in sorted(pts)] + ["e"]
    lines.append("unset multiplot")
    write_atomic(os.path.join(out, "accuracy.gp"), "\n".join(lines) + "\n")
    if subprocess.run(["which", "gnuplot"], capture_output=True).returncode == 0:
        subprocess.run(["gnuplot", "accuracy.gp"], cwd=out, check=False)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lrnnc", default="build/tools/lrnnc")
    ap.add_argument("--out", default="docs/results/fprnn-groups")
    ap.add_argument("--only", default="", help="comma-separated model names (default: every run)")
    ap.add_argument("--train-only", action="store_true")
    ap.add_argument("--collect-only", action="store_true")
    a = ap.parse_args()
    for d in ("models", "runs"):
        os.makedirs(os.path.join(a.out, d), exist_ok=True)
    only = set(filter(None, a.only.split(",")))
    if not a.collect_only:
        for spec in RUNS:
            if not only or name_of(*spec) in only:
                do_model(a.lrnnc, a.out, spec, a.train_only)
    rows = collect(a.out)
    plot(a.out, rows)
    print("wrote %s/results.csv (%d rows)" % (a.out, len(rows)))


if __name__ == "__main__":
    main()
