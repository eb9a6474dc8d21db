#!/usr/bin/python3
"""`lrnnc realize` over the main job's compiled constructions and a set of trained models.

Usage (from the repository root):

    /usr/bin/python3 docs/results/realize/run.py build/tools/lrnnc docs/results/realize

For every (model, dtype) cell it runs `lrnnc realize MODEL --dtype D --json --max-states N` and,
for compiled networks, `lrnnc probe` on the same model (one-letter words and 16 random words up to
10^5 letters), and appends one row to OUT/results.csv. Cells already in the CSV are skipped, so an
interrupted run resumes. Minimized realized machines that differ from the spec
(at most 300 states) are written to OUT/automata/ as automaton JSON (`lrnnc inspect --dfa`). It stops with exit code 3 if realize's shortest failing word is longer
than a failure that probe found (or realize proves a network that probe sees fail).

Compiled networks are compiled into a temporary directory (compile is deterministic and fast).
Trained models are read from docs/results/compare/models (--models DIR). Stdlib only.
"""
import argparse
import csv
import glob
import json
import os
import subprocess
import sys
import shutil
import tempfile
import time

COLUMNS = [
    "model", "kind", "task", "construction", "dtype", "verdict", "pairs", "depth",
    "shortest_failure", "probe_first_failure", "realized_states", "minimized_states",
    "equals_spec", "monoid_size", "group", "aperiodic", "solvable", "seconds",
    # extra columns
    "max_states", "non_finite", "decoded", "expected", "failure_word", "note",
]

# name | builtin spec | compile options (scripts/main-job.sh, plus mod:5 three ways)
CONSTRUCTIONS = [
    ("parity", "parity", ""),
    ("mod3-rotation", "mod:3", "--rotation dense"),
    ("mod3-unit", "mod:3", "--cyclic permutation --reflection unit"),
    ("mod3-integer", "mod:3", "--cyclic permutation --reflection integer"),
    ("mod5-rotation", "mod:5", "--rotation dense"),
    ("mod5-reflections", "mod:5", "--rotation reflections"),
    ("mod5-permutation", "mod:5", "--cyclic permutation"),
    ("s5-unit", "sym:5", "--reflection unit"),
    ("s5-integer", "sym:5", "--reflection integer"),
    ("tomita7-cascade", "tomita:7", "--method cascade --reflection integer"),
    ("flipflop-cascade", "flipflop", "--method cascade"),
]
COMPILED_DTYPES = ["fp32", "bf16", "fp16", "e4m3", "e5m2", "float:e5m4", "float:e4m5", "float:e3m2"]
COMPILED_MAX_STATES = 10**6

# Trained models (docs/results/compare/models): task prefix x architecture x seed.
TRAINED_TASKS = ["parity", "mod_3"]
TRAINED_ARCHS = ["diag__0_1_", "diag__-1_1_", "deltanet__0_1_", "deltanet__-1_1_",
                 "deltaproduct_r_2__-1_1_", "deltaproduct_r_4__-1_1_"]
TRAINED_SEEDS = [1]
# diag [0,1] / [-1,1] parity: every seed (cheap, and Theorem 1 is about every model)
TRAINED_EXTRA = [("parity", "diag__0_1_", 2), ("parity", "diag__0_1_", 3),
                 ("parity", "diag__-1_1_", 2), ("parity", "diag__-1_1_", 3)]
TRAINED_DTYPES = ["fp32", "bf16", "e4m3"]
# A learned state is the whole recurrent state (DeltaNet/DeltaProduct: heads x d x d floats), so
# the matrix-state models get a smaller cap (memory: about 4.7 KB per pair).
TRAINED_MAX_STATES = {"diag": 10**6, "deltanet": 3 * 10**5, "deltaproduct": 3 * 10**5}
AUTOMATON_MAX = 300  # realized machines kept in OUT/automata/ (minimized, automaton JSON)
REFUSAL = ("parity", "fprnn_kronecker", 1, "fp32")


def log(msg):
    print(msg, flush=True)


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return p.returncode, p.stdout, p.stderr


def load_rows(path):
    if not os.path.exists(path):
        return []
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def write_rows(path, rows):
    rows.sort(key=lambda r: r["kind"] == "trained")  # stable: compiled first, then run order
    tmp = path + ".tmp"
    with open(tmp, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        for r in rows:
            w.writerow({c: r.get(c, "") for c in COLUMNS})
    os.replace(tmp, path)


def fmt(v):
    if v is None:
        return ""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float):
        return "%.3f" % v
    return str(v)


def realize(lrnnc, model, dtype, max_states, spec=None, automaton_out=None):
    cmd = [lrnnc, "realize", model, "--dtype", dtype, "--json", "--max-states", str(max_states)]
    if spec:
        cmd += ["--builtin", spec]
    if automaton_out:
        cmd += ["--automaton-out", automaton_out]
    rc, out, err = run(cmd)
    if rc == 2:
        return None, err.strip().splitlines()[-1] if err.strip() else "exit code 2"
    if rc not in (0, 1):
        sys.exit("realize crashed (exit %d): %s\n%s" % (rc, " ".join(cmd), err))
    d = json.loads(out)
    if (rc == 1) != (d["verdict"] == "counterexample"):
        sys.exit("realize: exit code %d with verdict %s: %s" % (rc, d["verdict"], " ".join(cmd)))
    return d, None


def row_from(d, base, max_states):
    cx = d.get("counterexample")
    mono = d.get("monoid") or {}
    r = dict(base)
    r.update({
        "verdict": d["verdict"], "pairs": fmt(d["pairs"]), "depth": fmt(d["depth"]),
        "shortest_failure": fmt(cx["length"]) if cx else "",
        "realized_states": fmt(d.get("realized_states")),
        "minimized_states": fmt(d.get("minimized_states")),
        "equals_spec": fmt(d.get("equals_spec")) if d.get("realized_states") is not None else "",
        "monoid_size": fmt(mono.get("size")), "group": fmt(mono.get("group")),
        "aperiodic": fmt(mono.get("aperiodic")), "solvable": fmt(mono.get("solvable")),
        "seconds": "%.3f" % d["seconds"], "max_states": str(max_states),
        "non_finite": fmt(cx["non_finite"]) if cx else "",
        "decoded": cx["decoded"] if cx else "", "expected": cx["expected"] if cx else "",
        "failure_word": (cx["word"] if cx and len(cx["word"]) <= 400 else
                         ("(%d letters)" % cx["length"] if cx else "")),
        "note": d.get("cap") or (d.get("monoid_note") or "")[:120],
    })
    return r


def probe(lrnnc, model, spec, dtypes):
    cmd = [lrnnc, "probe", model, "--builtin", spec, "--dtype", ",".join(dtypes),
           "--max-len", "10^5", "--words", "16", "--json", "--mpfr-max-len", "1"]
    rc, out, err = run(cmd)
    if rc != 0:
        sys.exit("probe failed (exit %d): %s\n%s" % (rc, " ".join(cmd), err))
    res = json.loads(out)["results"]
    return {dt: res[i]["first_failure_min"] for i, dt in enumerate(dtypes)}


def check(r, ff, cmd_hint):
    """realize's shortest failure must be <= every sampled first failure."""
    v, sf = r["verdict"], r["shortest_failure"]
    bad = None
    if ff is not None:
        if v == "proved":
            bad = "realize proved the network but probe fails at %d" % ff
        elif v == "counterexample" and int(sf) > ff:
            bad = "realize's shortest failure %s > probe's first failure %d" % (sf, ff)
        elif v == "bounded" and ff <= int(r["depth"]):
            bad = "realize bounded with depth %s but probe fails at %d" % (r["depth"], ff)
    if bad:
        log("\n*** INCONSISTENCY: %s\n    %s\n    row: %s" % (bad, cmd_hint, r))
        sys.exit(3)


def run_compiled(lrnnc, out, done, add):
    with tempfile.TemporaryDirectory() as tmp:
        for name, spec, options in CONSTRUCTIONS:
            todo = [d for d in COMPILED_DTYPES if (name, d) not in done]
            if not todo:
                continue
            log("== %s (%s %s)" % (name, spec, options))
            stem = os.path.join(tmp, name)
            rc, _, err = run([lrnnc, "compile", "--builtin", spec] + options.split() + ["-o", stem])
            if rc != 0:
                sys.exit("compile failed: %s %s\n%s" % (spec, options, err))
            ff = probe(lrnnc, stem, spec, todo)
            for dt in todo:
                base = {"model": name, "kind": "compiled", "task": spec,
                        "construction": options or "(default)", "dtype": dt}
                aut = os.path.join(tmp, "%s.%s.json" % (name, dt.replace(":", "-")))
                d, refused = realize(lrnnc, stem, dt, COMPILED_MAX_STATES, spec)
                if refused:
                    sys.exit("realize refused a compiled network: %s %s: %s" % (name, dt, refused))
                r = row_from(d, base, COMPILED_MAX_STATES)
                # Keep the minimized realized machine when it differs from the spec's and is small
                # (a second run with --automaton-out, which must give the same report).
                if d.get("equals_spec") is False and (d.get("minimized_states") or 10**9) <= AUTOMATON_MAX:
                    d2, refused = realize(lrnnc, stem, dt, COMPILED_MAX_STATES, spec, aut)
                    if refused or d2["verdict"] != d["verdict"] or d2["pairs"] != d["pairs"]:
                        sys.exit("realize --automaton-out differs from the run without it: %s %s" % (name, dt))
                    os.makedirs(os.path.join(out, "automata"), exist_ok=True)
                    shutil.copyfile(aut, os.path.join(out, "automata", os.path.basename(aut)))
                r["probe_first_failure"] = fmt(ff[dt])
                check(r, ff[dt], "lrnnc compile --builtin %s %s -o M; lrnnc realize M --builtin %s --dtype %s; "
                      "lrnnc probe M --builtin %s --dtype %s --max-len 10^5 --words 16" % (spec, options, spec, dt, spec, dt))
                add(r)


def run_trained(lrnnc, models, done, add):
    picks = [(t, arch, s) for t in TRAINED_TASKS for arch in TRAINED_ARCHS for s in TRAINED_SEEDS]
    picks += TRAINED_EXTRA
    for task, arch, seed in picks:
        files = sorted(glob.glob(os.path.join(models, "%s.%s.seed%d-*.json" % (task, arch, seed))))
        if len(files) != 1:
            sys.exit("expected one model for %s %s seed %d in %s, found %d" % (task, arch, seed, models, len(files)))
        meta = json.load(open(files[0]))
        name = "%s.%s.seed%d" % (task, arch, seed)
        cap = TRAINED_MAX_STATES[meta["layers"][0]["type"]]
        for dt in TRAINED_DTYPES:
            if (name, dt) in done:
                continue
            base = {"model": name, "kind": "trained", "task": task.replace("_", ":"),
                    "construction": meta["training"]["arch"], "dtype": dt}
            log("== %s %s (--max-states %d)" % (name, dt, cap))
            d, refused = realize(lrnnc, files[0], dt, cap)
            if refused:
                sys.exit("realize refused %s: %s" % (name, refused))
            add(row_from(d, base, cap))
    task, arch, seed, dt = REFUSAL
    name = "%s.%s.seed%d" % (task, arch, seed)
    if (name, dt) not in done:
        f = sorted(glob.glob(os.path.join(models, "%s.%s.seed%d-*.json" % (task, arch, seed))))[0]
        meta = json.load(open(f))
        d, refused = realize(lrnnc, f, dt, 1000)
        if not refused:
            sys.exit("realize did not refuse the fixed-point model %s" % name)
        add({"model": name, "kind": "trained", "task": task, "construction": meta["training"]["arch"],
             "dtype": dt, "verdict": "refused", "note": refused})


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("lrnnc")
    ap.add_argument("out")
    ap.add_argument("--models", default=os.path.join("docs", "results", "compare", "models"))
    ap.add_argument("--only", choices=["compiled", "trained"], default=None)
    a = ap.parse_args()
    lrnnc = os.path.abspath(a.lrnnc)
    os.makedirs(a.out, exist_ok=True)
    csv_path = os.path.join(a.out, "results.csv")
    rows = load_rows(csv_path)
    done = {(r["model"], r["dtype"]) for r in rows}
    t0 = time.time()

    def add(r):
        r = {c: r.get(c, "") for c in COLUMNS}
        rows.append(r)
        done.add((r["model"], r["dtype"]))
        write_rows(csv_path, rows)
        log("  %-34s %-11s %-14s pairs %-8s depth %-5s shortest %-5s probe %-5s realized %s -> %s monoid %s%s  (%ss)" % (
            r["model"], r["dtype"], r["verdict"], r["pairs"], r["depth"], r["shortest_failure"] or "-",
            r["probe_first_failure"] or "-", r["realized_states"] or "-", r["minimized_states"] or "-",
            r["monoid_size"] or "-", " group" if r["group"] == "true" else (" aperiodic" if r["aperiodic"] == "true" else ""),
            r["seconds"]))

    if a.only in (None, "compiled"):
        run_compiled(lrnnc, a.out, done, add)
    if a.only in (None, "trained"):
        run_trained(lrnnc, a.models, done, add)
    log("done: %d rows in %s (%.0f s this run)" % (len(rows), csv_path, time.time() - t0))


if __name__ == "__main__":
    main()
