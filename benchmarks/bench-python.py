#!/usr/bin/python3
"""Benchmark of the Python package (docs/PERFORMANCE.md, "Python package"), one thread:
  - lrnnc.round on 16M values (float64 and float32 arrays, bf16 / fp16 / e4m3, rne), median of 5,
    with numpy's astype(float16) on the same float64 array in the same run;
  - lrnnc.simulate of mod:3 (the default dense 2x2 rotation) in bf16, sequential, WORDS x LEN random
    words, one thread, median of 5: int64 and int32 arrays with a new output array per call, and
    int32 with out= (the output array reused, as the C++ benchmark's heap is reused); against the
    C++ simulate() on the same network, sizes and options (every position's state kept):
    `bench_engine WORDS LEN states`, run 5 times alternating with the Python calls (each of its runs
    a median of 3; an untimed Python call follows it).
Usage (from the repository root, after a full build): PYTHONPATH=build/python python3 benchmarks/bench-python.py
[WORDS LEN]
"""
import os
import re
import subprocess
import sys
import time
import warnings

import numpy as np

import lrnnc


def median_seconds(f, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        f()
        times.append(time.perf_counter() - start)
    return sorted(times)[runs // 2]


def main():
    words, length = (int(sys.argv[1]), int(sys.argv[2])) if len(sys.argv) > 2 else (1024, 100_000)
    rng = np.random.default_rng(1)
    x = rng.standard_normal(1 << 24) * np.exp(rng.uniform(-30, 30, 1 << 24))
    x32 = x.astype(np.float32)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        s = median_seconds(lambda: x.astype(np.float16), 5)
    print("numpy astype(float16), float64 in: %.0f M values/s" % (x.size / s / 1e6))
    for dtype in ["bf16", "fp16", "e4m3"]:
        for array in (x, x32):
            s = median_seconds(lambda: lrnnc.round(array, dtype), 5)
            print("lrnnc.round %-5s %-7s: %.0f M values/s" % (dtype, array.dtype, array.size / s / 1e6))
    _, net = lrnnc.compile(builtin="mod:3")
    w = np.random.default_rng(0).integers(0, 2, (words, length))
    w32 = w.astype(np.int32)
    bench = os.path.join(os.path.dirname(os.path.abspath(lrnnc.__file__)), "..", "..", "benchmarks", "bench_engine")
    decoded = np.empty(w.shape, dtype=np.int32)
    times = {"C++ simulate()": [], "lrnnc.simulate int64": [], "lrnnc.simulate int32": [],
             "lrnnc.simulate int32 out=": []}
    for _ in range(5):
        if os.path.exists(bench):
            out = subprocess.run([bench, str(words), str(length), "states"], capture_output=True, text=True).stdout
            rate = float(re.search(r"([0-9.]+) M tokens/s", out).group(1))
            times["C++ simulate()"].append(words * length / rate / 1e6)
            # One untimed call: the first large allocation after that process freed its memory waits
            # for the kernel to make huge pages again (numpy asks for them), seconds at random.
            lrnnc.simulate(net, w32, dtype="bf16", threads=1)
        times["lrnnc.simulate int64"].append(median_seconds(lambda: lrnnc.simulate(net, w, dtype="bf16", threads=1), 1))
        times["lrnnc.simulate int32"].append(
            median_seconds(lambda: lrnnc.simulate(net, w32, dtype="bf16", threads=1), 1))
        times["lrnnc.simulate int32 out="].append(
            median_seconds(lambda: lrnnc.simulate(net, w32, dtype="bf16", threads=1, out=decoded), 1))
    reference = sorted(times["C++ simulate()"])[2] if times["C++ simulate()"] else None
    for name, ts in times.items():
        if not ts:
            print("%s: skipped (no %s)" % (name, bench))
            continue
        s = sorted(ts)[len(ts) // 2]
        print("%-26s mod:3 bf16 sequential, %d x %d, one thread: %.3f s = %.1f M tokens/s%s" %
              (name, words, length, s, words * length / s / 1e6,
               " (%.2fx the C++)" % (s / reference) if reference else ""))


if __name__ == "__main__":
    main()
