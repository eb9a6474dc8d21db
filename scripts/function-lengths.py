#!/usr/bin/env python3
"""Checks the length of every function in the tracked C++ and CUDA sources (ctest: function_lengths).

Limits (lines from the signature's first line to the closing brace, comments included):
  - 80 for every function: the library, tools, Python bindings, benchmarks, examples and the tests
    (a test case, TEST_CASE ... { ... } in tests/, is a function too);
  - 150 for a CUDA kernel (a __global__ function), whose body is one pass over the data.
C++ functions are found by universal-ctags (its `end:` field); a lambda counts as part of the
function that holds it. Test cases are found by their TEST_CASE line and the first '}' in column 0
after it. Python functions (every def, nested ones too) are found by Python's own parser.

usage: function-lengths.py [SOURCE_DIR]   (default: the repository this script is in)
Prints each function over its limit and exits 1; exits 0 when there is none; exits 77 (ctest's
skip code here) when ctags or git is missing.
"""
import ast
import os
import re
import shutil
import subprocess
import sys

LIMIT = 80
LONG_LIMIT = 150  # CUDA kernels


def tracked(root, patterns):
    out = subprocess.run(["git", "-C", root, "ls-files", "-z", "--"] + patterns, check=True,
                         capture_output=True).stdout
    return [p for p in out.decode().split("\0") if p]


def ctags_functions(root, files):
    """(file, name, first line, last line) of every function ctags finds in `files`."""
    if not files:
        return []
    out = subprocess.run(["ctags", "--language-force=C++", "--kinds-C++=f", "--fields=+ne", "-f", "-", "-L", "-"],
                         cwd=root, input="\n".join(files).encode(), check=True, capture_output=True).stdout
    found = []
    for line in out.decode(errors="replace").splitlines():
        cols = line.split("\t")
        fields = dict(c.split(":", 1) for c in cols[3:] if ":" in c)
        if "line" in fields and "end" in fields:
            found.append((cols[1], cols[0], int(fields["line"]), int(fields["end"])))
    return found


def is_cuda_kernel(root, path, first):
    """Whether the function starting at line `first` of a .cu file is declared __global__."""
    if not path.endswith(".cu"):
        return False
    with open(os.path.join(root, path), errors="replace") as f:
        lines = f.read().split("\n")
    head = " ".join(lines[max(0, first - 3):first])
    return "__global__" in head


def test_cases(root, files):
    found = []
    for path in files:
        with open(os.path.join(root, path), errors="replace") as f:
            lines = f.read().split("\n")
        i = 0
        while i < len(lines):
            if re.match(r"^(TEST_CASE|TEMPLATE_TEST_CASE|SCENARIO)\b", lines[i]):
                j = i + 1
                while j < len(lines) and not lines[j].startswith("}"):
                    j += 1
                name = re.search(r'"([^"]*)"', " ".join(lines[i:i + 2]))
                found.append((path, name.group(1) if name else lines[i], i + 1, j + 1))
                i = j
            i += 1
    return found


def python_functions(root, files):
    found = []
    for path in files:
        with open(os.path.join(root, path), errors="replace") as f:
            tree = ast.parse(f.read(), path)
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                found.append((path, node.name, node.lineno, node.end_lineno))
    return found


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if shutil.which("ctags") is None or shutil.which("git") is None:
        print("function-lengths: skipped: needs universal-ctags and git on PATH", file=sys.stderr)
        return 77
    try:
        sources = tracked(root, ["*.cpp", "*.hpp", "*.cu", "*.cuh", "*.h"])
    except subprocess.CalledProcessError:
        print("function-lengths: skipped: %s is not a git checkout" % root, file=sys.stderr)
        return 77
    tests = [p for p in sources if p.startswith("tests/")]
    over = []
    functions = ctags_functions(root, sources) + [(p, "TEST_CASE " + n, a, b) for p, n, a, b in test_cases(root, tests)]
    python = tracked(root, ["*.py", "*.py.in"])
    functions += python_functions(root, [p for p in python if p.endswith(".py")])
    for path, name, first, last in functions:
        length = last - first + 1
        limit = LONG_LIMIT if is_cuda_kernel(root, path, first) else LIMIT
        if length > limit:
            over.append((length, limit, path, first, name))
    for length, limit, path, first, name in sorted(over, reverse=True):
        print("%s:%d: %s is %d lines, over the limit of %d" % (path, first, name, length, limit))
    if over:
        print("function-lengths: %d function(s) over their limit (split them by meaning)" % len(over))
        return 1
    print("function-lengths: every function within its limit (%d files)" % (len(sources) + len(python)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
