#!/usr/bin/env python3
"""Where the time of README command (2) goes: tables for docs/PERFORMANCE.md ("Build and test times").

usage: build-times.py BUILD_DIR [TEST_LOG] [--top N]

BUILD_DIR/.ninja_log gives each build step's duration (wall time of the step; with `-j 2` two steps
run at once). Of a step built more than once, the last build counts; a step with several outputs
counts once. TEST_LOG is the output of ctest
(`scripts/test.sh` or `ctest ...` piped to a file): its "Test #N: NAME ... Passed 12.34 sec" lines
give each test's duration, its "Total Test time (real)" the wall time. Prints Markdown: the build
steps by part of the tree, the slowest steps, and the slowest tests.
"""
import argparse
import collections
import os
import re
import sys


def ninja_steps(build_dir):
    """{output: (start_ms, end_ms)} of the last build of each step. A step with several outputs (a
    test executable and its discovery scripts) has a line per output in .ninja_log, with the same
    times and command hash: it counts once, under its first output."""
    last = {}
    with open(os.path.join(build_dir, ".ninja_log")) as f:
        for line in f:
            if line.startswith("#"):
                continue
            cols = line.rstrip("\n").split("\t")
            if len(cols) < 5:
                continue
            last[cols[3]] = (int(cols[0]), int(cols[1]), cols[4])
    steps, seen = {}, set()
    for out, (s, e, h) in last.items():
        if (s, e, h) not in seen:
            seen.add((s, e, h))
            steps[out] = (s, e)
    return steps


def part_of(output):
    """The part of the tree a build step belongs to, for the summary table."""
    if output.startswith("tests/"):
        if "fuzz_" in output:
            return "tests: fuzz replay targets"
        if "catch_main" in output:
            return "tests: Catch2's main"
        return "tests: Catch2 test files" if output.endswith(".o") else "tests: links"
    if "torch" in output or "train_module" in output:
        return "learned/torch (libtorch)"
    if output.endswith(".cu.o"):
        return "lrnn/cuda (nvcc)"
    top = output.split("/")[0]
    return {"tools": "tools (the command line, CLI11)", "benchmarks": "benchmarks", "python": "python (pybind11)"}.get(
        top, top if output.endswith(".o") or output.endswith(".a") else "other (links, scripts)")


def build_tables(build_dir, top):
    steps = ninja_steps(build_dir)
    if not steps:
        return "no build steps in %s/.ninja_log\n" % build_dir
    start = min(s for s, _ in steps.values())
    end = max(e for _, e in steps.values())
    total = sum(e - s for s, e in steps.values())
    parts = collections.defaultdict(lambda: [0, 0])
    for out, (s, e) in steps.items():
        parts[part_of(out)][0] += 1
        parts[part_of(out)][1] += e - s
    lines = ["Build: %d steps, %.1f min wall, %.0f s summed over steps (%.2f steps at a time on average)" %
             (len(steps), (end - start) / 60000, total / 1000, total / max(1, end - start)), "",
             "| part | steps | s (summed) | share |", "|---|---:|---:|---:|"]
    for name, (count, ms) in sorted(parts.items(), key=lambda kv: -kv[1][1]):
        lines.append("| %s | %d | %.0f | %.0f%% |" % (name, count, ms / 1000, 100 * ms / total))
    lines += ["", "| slowest build steps | s |", "|---|---:|"]
    for out, (s, e) in sorted(steps.items(), key=lambda kv: kv[1][0] - kv[1][1])[:top]:
        lines.append("| %s | %.1f |" % (out, (e - s) / 1000))
    return "\n".join(lines) + "\n"


def test_tables(log, top):
    tests, real = [], None
    pattern = re.compile(r"Test +#\d+: (.*?) \.+ *(?:\*+)?(Passed|Failed|Skipped|Not Run|Timeout)\*? +([0-9.]+) sec")
    with open(log, errors="replace") as f:
        for line in f:
            m = pattern.search(line)
            if m:
                tests.append((float(m.group(3)), m.group(1), m.group(2)))
            m = re.search(r"Total Test time \(real\) = +([0-9.]+) sec", line)
            if m:
                real = float(m.group(1))
    if not tests:
        return "no ctest results in %s\n" % log
    total = sum(t for t, _, _ in tests)
    lines = ["Tests: %d, %s wall, %.0f s summed over tests" %
             (len(tests), "%.1f min" % (real / 60) if real is not None else "?", total), "",
             "| slowest tests | s | result |", "|---|---:|---|"]
    for seconds, name, result in sorted(tests, reverse=True)[:top]:
        lines.append("| %s | %.1f | %s |" % (name.replace("|", "\\|"), seconds, result))
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("build_dir")
    parser.add_argument("test_log", nargs="?")
    parser.add_argument("--top", type=int, default=12)
    args = parser.parse_args()
    sys.stdout.write(build_tables(args.build_dir, args.top))
    if args.test_log:
        sys.stdout.write("\n" + test_tables(args.test_log, args.top))


if __name__ == "__main__":
    main()
