#!/usr/bin/python3
"""Benchmark of the Python package (docs/PERFORMANCE.md, "Python package"), one thread:
  - lrnnc.round on 16M values (float64 and float32 arrays, bf16 / fp16 / e4m3, rne), median of 5,
    with numpy's astype(float16) on the same float64 array in the same run;
  - lrnnc.simulate of mod:3 (the default dense 2x2 rotation) in bf16, sequential, WORDS x LEN random
    words, one thread, median of 3: the C++ reference is `bench_engine WORDS LEN states` (the same
    network, sizes and options: every position's state kept).
Usage (from the repository root, after a build): PYTHONPATH=build/python python3 benchmarks/bench-python.py [WORDS LEN]
"""
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
    s = median_seconds(lambda: lrnnc.simulate(net, w, dtype="bf16", threads=1), 3)
    print("lrnnc.simulate mod:3 bf16 sequential, %d x %d, one thread: %.3f s = %.2f M tokens/s" %
          (words, length, s, words * length / s / 1e6))


if __name__ == "__main__":
    main()
