#!/usr/bin/env python3
"""CPU time and wall time of short lrnnc commands (issue: every command starts in milliseconds).

usage: benchmarks/startup.py LRNNC [LRNNC_BEFORE] [--runs N]
Runs `lrnnc --version` and `lrnnc format bf16` N times each (default 10) with every binary given,
interleaved, and prints the median CPU time (user + system, from getrusage of the child) and the
median wall time per command and binary, and the ratio to the first binary.
"""
import os
import resource
import statistics
import subprocess
import sys
import time

args = [a for a in sys.argv[1:] if not a.startswith("--")]
runs = 10
if "--runs" in sys.argv:
    runs = int(sys.argv[sys.argv.index("--runs") + 1])
    args = [a for a in args if a != str(runs)]
if not args:
    sys.exit(__doc__)
commands = [["--version"], ["format", "bf16"]]


def once(binary, cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([binary] + cmd, stdout=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall


print(f"{'command':<16} {'binary':<40} {'cpu ms':>9} {'wall ms':>9}")
for cmd in commands:
    samples = {b: [] for b in args}
    for _ in range(runs):
        for b in args:
            samples[b].append(once(b, cmd))
    for b in args:
        cpu = statistics.median(s[0] for s in samples[b]) * 1000
        wall = statistics.median(s[1] for s in samples[b]) * 1000
        print(f"{' '.join(cmd):<16} {os.path.relpath(b):<40} {cpu:9.2f} {wall:9.2f}")
