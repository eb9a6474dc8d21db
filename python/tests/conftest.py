# The pytest tests of the Python package (python/CMakeLists.txt registers them with ctest). They
# import lrnnc from the build tree (PYTHONPATH) and compare it with the lrnnc executable ($LRNNC).
import json
import os
import subprocess

import pytest

SOURCE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def lrnnc_cli(*args):
    """The command line's (exit code, stdout, stderr)."""
    exe = os.environ.get("LRNNC")
    if not exe:
        pytest.skip("LRNNC (the lrnnc executable to compare with) is not set")
    p = subprocess.run([exe] + [str(a) for a in args], capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def cli_json(*args):
    code, out, err = lrnnc_cli(*args, "--json")
    assert code in (0, 1), err
    return json.loads(out)


@pytest.fixture
def learned_model():
    """A small learned model (a committed diag [-1,1] parity model of the compare sweep), its stem."""
    return os.path.join(SOURCE, "docs/results/compare/models/parity.diag__-1_1_.seed1-ff8cac2e0c19e7f3")
