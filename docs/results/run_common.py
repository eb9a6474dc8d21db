"""What the results scripts under docs/results/ share: running a command, writing a file atomically,
and the lock files by which workers side by side share the runs (docs/results/*/run.py import it
from here)."""
import os
import subprocess
import sys
import time


def run(cmd, log=None):
    """Runs cmd; its stderr goes to `log` when given. Exits with the command's error on failure;
    returns (stdout, seconds)."""
    t0 = time.time()
    p = subprocess.run(cmd, capture_output=True, text=True)
    if log is not None:
        with open(log, "w") as f:
            f.write(p.stderr)
    if p.returncode != 0:
        sys.exit("failed (%d): %s\n%s" % (p.returncode, " ".join(cmd), p.stderr[-2000:]))
    return p.stdout, time.time() - t0


def write_atomic(path, text):
    with open(path + ".tmp", "w") as f:
        f.write(text)
    os.replace(path + ".tmp", path)


def claim(path):
    """Takes the lock file PATH for this process: False when a live process holds it (another worker
    does this model), True otherwise (a lock of a process that is gone is taken over)."""
    while True:
        try:
            fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            try:
                pid = int(open(path).read().strip() or "0")
                os.kill(pid, 0)
                return False
            except (ValueError, ProcessLookupError, FileNotFoundError):
                try:
                    os.remove(path)
                except FileNotFoundError:
                    pass
                continue
            except PermissionError:
                return False
        with os.fdopen(fd, "w") as f:
            f.write(str(os.getpid()))
        return True
