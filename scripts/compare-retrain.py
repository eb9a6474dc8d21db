#!/usr/bin/env python3
"""The FP-RNN retrain of docs/results/compare (issue 47), run in pieces across machines.

The compare sweep (experiments/configs/compare.json) is split into 8 shards (`lrnnc sweep --shard
I/8`). Every shard directory starts from the committed non-FP rows of docs/results/compare/results.csv
(so only the FP-RNN cells run: 72 models to train, 1,080 cells) and from the FP rows and models that
earlier pieces finished, committed in docs/results/compare/retrain/. Two workers take the shards in
turn, one thread each; an interrupted shard resumes where it stopped (sweep rows are appended one by
one, a killed training resumes from its checkpoint).

  python3 scripts/compare-retrain.py run WORK [--lrnnc build/tools/lrnnc] [--workers 2] [--shards 6,7]
  python3 scripts/compare-retrain.py collect WORK   # FP rows and models of WORK -> retrain/
  python3 scripts/compare-retrain.py status         # what retrain/ holds
  python3 scripts/compare-retrain.py finish         # complete: the retrain's rows and models into ../

`run` builds WORK/sI (sweep.json from retrain/shards/sI, results.csv = the non-FP rows + the FP rows
done, models/ = the models done) unless WORK/sI exists, then runs the shards. `collect` writes the FP
rows of every WORK/sI and their models into retrain/ (the directory to commit between pieces).
When every shard is complete, the shards' FP rows replace section (c)'s rows: see retrain/README.md.
"""
import argparse
import csv
import io
import os
import shutil
import subprocess
import sys
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMPARE = os.path.join(ROOT, "docs/results/compare")
RETRAIN = os.path.join(COMPARE, "retrain")
CONFIG = "experiments/configs/compare.json"
SHARDS = 8
# the columns after `cell` that the committed results.csv predates (empty in word cells)
REALIZE_NAMES = "verdict,pairs,depth,shortest_failure,realized_states,minimized_states,equals_spec,monoid_aperiodic," \
    "monoid_group"
REALIZE_COLUMNS = len(REALIZE_NAMES.split(","))


def is_fp(row):
    return row["construction"].startswith("fprnn")


def nonfp_lines():
    """The committed non-FP rows in the current layout (the realize columns appended, empty)."""
    with open(os.path.join(COMPARE, "results.csv"), newline="") as f:
        text = f.read()
    lines = text.splitlines()
    rows = list(csv.DictReader(io.StringIO(text)))
    return [line + "," * REALIZE_COLUMNS for line, row in zip(lines[1:], rows) if not is_fp(row)]


def fp_rows(path):
    """(header, FP lines) of a results.csv in the current layout."""
    with open(path, newline="") as f:
        text = f.read()
    lines = text.splitlines()
    rows = list(csv.DictReader(io.StringIO(text)))
    return lines[0], [line for line, row in zip(lines[1:], rows) if is_fp(row)]


def prepare(work, shard):
    d = os.path.join(work, "s%d" % shard)
    if os.path.isdir(d):
        return d
    os.makedirs(os.path.join(d, "models"))
    src = os.path.join(RETRAIN, "shards", "s%d" % shard)
    shutil.copy(os.path.join(src, "sweep.json"), d)
    _, done = fp_rows(os.path.join(src, "fprnn-rows.csv"))
    with open(os.path.join(COMPARE, "results.csv"), newline="") as f:
        header = f.readline().rstrip("\r\n") + "," + REALIZE_NAMES  # the current layout, whatever a piece wrote
    with open(os.path.join(d, "results.csv"), "w") as f:
        f.write("\n".join([header] + nonfp_lines() + done) + "\n")
    models = os.path.join(RETRAIN, "models")
    for name in os.listdir(models) if os.path.isdir(models) else []:
        shutil.copy(os.path.join(models, name), os.path.join(d, "models"))
    return d


def run(args):
    work = os.path.abspath(args.work)
    lrnnc = os.path.abspath(args.lrnnc)
    queue = [int(i) for i in args.shards.split(",")] if args.shards else list(range(SHARDS))
    lock = threading.Lock()

    def worker():
        while True:
            with lock:
                if not queue:
                    return
                shard = queue.pop(0)
                d = prepare(work, shard)
            with open(os.path.join(work, "log-s%d.txt" % shard), "a") as log:
                code = subprocess.call([lrnnc, "sweep", CONFIG, "--out", d, "--shard", "%d/%d" % (shard, SHARDS),
                                        "--threads", "1"], cwd=ROOT, stdout=log, stderr=log)
            print("shard %d: exit %d" % (shard, code), flush=True)

    os.makedirs(work, exist_ok=True)
    threads = [threading.Thread(target=worker) for _ in range(args.workers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def collect(args):
    work = os.path.abspath(args.work)
    os.makedirs(os.path.join(RETRAIN, "models"), exist_ok=True)
    for shard in range(SHARDS):
        d = os.path.join(work, "s%d" % shard)
        if not os.path.isdir(d):
            continue
        out = os.path.join(RETRAIN, "shards", "s%d" % shard)
        os.makedirs(out, exist_ok=True)
        shutil.copy(os.path.join(d, "sweep.json"), out)
        header, lines = fp_rows(os.path.join(d, "results.csv"))
        with open(os.path.join(out, "fprnn-rows.csv"), "w") as f:
            f.write("\n".join([header] + lines) + "\n")
        for name in os.listdir(os.path.join(d, "models")):
            if name.endswith((".json", ".safetensors")) and "fprnn" in name:
                shutil.copy(os.path.join(d, "models", name), os.path.join(RETRAIN, "models"))
    status(args)


def status(_args):
    rows = 0
    for shard in range(SHARDS):
        path = os.path.join(RETRAIN, "shards", "s%d" % shard, "fprnn-rows.csv")
        if os.path.exists(path):
            rows += len(fp_rows(path)[1])
    models = os.path.join(RETRAIN, "models")
    n = len([m for m in os.listdir(models) if m.endswith(".json")]) if os.path.isdir(models) else 0
    print("retrain: %d of 72 FP-RNN models trained, %d of 1080 FP-RNN cells evaluated" % (n, rows))


KEY = ("task", "construction", "seed", "dtype", "order", "length")


def finish(_args):
    """Every FP row of retrain/ into ../results.csv (the committed layout and row order; the other
    rows byte for byte) and the retrain's models into ../models (the old FP-RNN models removed)."""
    new = {}
    for shard in range(SHARDS):
        path = os.path.join(RETRAIN, "shards", "s%d" % shard, "fprnn-rows.csv")
        header, lines = fp_rows(path)
        for line, row in zip(lines, csv.DictReader(io.StringIO("\n".join([header] + lines)))):
            new[tuple(row[k] for k in KEY)] = line
    target = os.path.join(COMPARE, "results.csv")
    with open(target, newline="") as f:
        text = f.read()
    lines = text.splitlines()
    columns = len(next(csv.reader([lines[0]])))
    out, replaced = [lines[0]], 0
    for line, row in zip(lines[1:], csv.DictReader(io.StringIO(text))):
        if is_fp(row):
            line = new.pop(tuple(row[k] for k in KEY))
            extra = len(next(csv.reader([line]))) - columns  # the realize columns, empty in word cells
            if not line.endswith("," * extra):
                sys.exit("a retrain row has values past the committed columns: %s" % line)
            line = line[:len(line) - extra]
            replaced += 1
        out.append(line)
    if new or replaced != 1080:
        sys.exit("%d FP rows replaced, %d retrain rows unmatched: is the retrain complete?" % (replaced, len(new)))
    with open(target, "w", newline="") as f:
        f.write("\n".join(out) + "\n")
    models = os.path.join(COMPARE, "models")
    for name in os.listdir(models):
        if "fprnn" in name:
            os.remove(os.path.join(models, name))
    for name in os.listdir(os.path.join(RETRAIN, "models")):
        shutil.copy(os.path.join(RETRAIN, "models", name), models)
    print("results.csv: %d FP rows replaced; models: %d FP-RNN files" % (replaced, len(os.listdir(os.path.join(RETRAIN, "models")))))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run")
    r.add_argument("work")
    r.add_argument("--lrnnc", default=os.path.join(ROOT, "build/tools/lrnnc"))
    r.add_argument("--workers", type=int, default=2)
    r.add_argument("--shards", default="", help="comma-separated shard numbers (default: all)")
    c = sub.add_parser("collect")
    c.add_argument("work")
    sub.add_parser("status")
    sub.add_parser("finish")
    args = ap.parse_args()
    {"run": run, "collect": collect, "status": status, "finish": finish}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
