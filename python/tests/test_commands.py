# Every subcommand as a function: the same JSON document as the command line's --json, the same
# one-line errors, keyword arguments mapped to options, progress to a callback, Ctrl-C.
import json
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

import lrnnc
from conftest import SOURCE, cli_json, lrnnc_cli


def without_times(document):
    """The document without its wall-clock fields (they differ between any two runs)."""
    if isinstance(document, dict):
        return {k: without_times(v) for k, v in document.items() if k not in ("seconds", "wall_seconds")}
    if isinstance(document, list):
        return [without_times(v) for v in document]
    return document

COMMANDS = ["inspect", "convert", "builtins", "format", "compile", "verify", "spectrum", "decompose", "probe",
            "realize", "sweep", "train", "run", "eval", "dataset", "score", "fla",
            "fla-export"]


def test_every_subcommand_is_a_function():
    assert sorted(lrnnc._COMMANDS) == sorted(COMMANDS)
    for name in COMMANDS:  # a hyphen becomes an underscore: lrnnc.fla_export
        assert callable(getattr(lrnnc, name.replace("-", "_")))
        assert "Usage: " + name in getattr(lrnnc, name.replace("-", "_")).__doc__
    # and the command line has no other subcommand
    code, out, err = lrnnc_cli("--help")
    for name in COMMANDS:
        assert name in out


def test_results_equal_the_command_line(tmp_path):
    assert lrnnc.builtins() == cli_json("builtins")
    assert lrnnc.inspect(builtin="sym:3") == cli_json("inspect", "--builtin", "sym:3")
    assert lrnnc.inspect(regex="(ab)*", alphabet="ab") == cli_json("inspect", "--regex", "(ab)*", "--alphabet", "ab")
    assert lrnnc.format("e4m3", "0.1", "448", "-1e9", rounding="rz") == \
        cli_json("format", "e4m3", "0.1", "448", "-1e9", "--rounding", "rz")
    assert without_times(lrnnc.decompose(builtin="tomita:5")) == \
        without_times(cli_json("decompose", "--builtin", "tomita:5"))
    (tmp_path / "py").mkdir()
    (tmp_path / "cli").mkdir()
    py_report = lrnnc.compile(builtin="mod:3", output=str(tmp_path / "py" / "m"))
    cli_report = cli_json("compile", "--builtin", "mod:3", "-o", tmp_path / "cli" / "m")
    assert py_report["manifest"] == str(tmp_path / "py" / "m.json")
    assert without_times(py_report) == without_times(
        json.loads(json.dumps(cli_report).replace(str(tmp_path / "cli"), str(tmp_path / "py"))))
    for suffix in (".safetensors", ".json"):
        assert (tmp_path / "py" / ("m" + suffix)).read_bytes() == (tmp_path / "cli" / ("m" + suffix)).read_bytes()
    model = str(tmp_path / "py" / "m")
    assert lrnnc.verify(model, builtin="mod:3", dtype="bf16", max_len=8) == \
        cli_json("verify", model, "--builtin", "mod:3", "--dtype", "bf16", "--max-len", "8")
    assert lrnnc.spectrum(model) == cli_json("spectrum", model)
    assert lrnnc.probe(model, builtin="mod:3", dtype=["bf16", "fp16,acc=fp32"], max_len=2000, words=8, seed=3) == \
        cli_json("probe", model, "--builtin", "mod:3", "--dtype", "bf16", "--dtype", "fp16,acc=fp32",
                 "--max-len", "2000", "--words", "8", "--seed", "3")
    assert without_times(lrnnc.realize(model, dtype="bf16")) == without_times(cli_json("realize", model, "--dtype", "bf16"))
    # A counterexample (exit code 1) is a report, not an error.
    found = lrnnc.realize(model, dtype="float:e2m1", max_states=1000)
    assert found["verdict"] == "counterexample" and found["counterexample"]["length"] >= 1
    lrnnc.convert(builtin="tomita:3", output=str(tmp_path / "parity.att"))
    assert lrnnc_cli("convert", "--builtin", "tomita:3", "-o", tmp_path / "parity-cli.att")[0] == 0
    assert (tmp_path / "parity.att").read_text() == (tmp_path / "parity-cli.att").read_text()


def test_learned_models_equal_the_command_line(learned_model):
    assert lrnnc.run(learned_model, word="0 1 1 0 1", dtype="bf16") == \
        cli_json("run", learned_model, "--word", "0 1 1 0 1", "--dtype", "bf16")
    assert lrnnc.eval(learned_model, dtype=["fp32", "bf16"], lengths=[8, 32], words=4) == \
        cli_json("eval", learned_model, "--dtype", "fp32", "--dtype", "bf16", "--lengths", "8", "--lengths", "32",
                 "--words", "4")


def test_bad_input_raises_the_command_lines_one_line(tmp_path):
    cases = [("probe", [str(tmp_path / "none")], {"builtin": "mod:3"}),
             ("inspect", [], {"builtin": "mod:0"}),
             ("format", ["zz", "1"], {}),
             ("compile", [], {"builtin": "parity", "output": str(tmp_path / "x"), "method": "nonsense"}),
             ("probe", [os.path.join(SOURCE, "README.md")], {"builtin": "parity"})]
    for command, positionals, keywords in cases:
        with pytest.raises(lrnnc.Error) as e:
            getattr(lrnnc, command)(*positionals, **keywords)
        assert isinstance(e.value, ValueError)
        args = list(positionals)
        for k, v in keywords.items():
            args += ["-o" if k == "output" else "--" + k.replace("_", "-"), v]
        code, out, err = lrnnc_cli(command, *args)
        assert code == 2
        assert str(e.value) == err.strip()
        assert "\n" not in str(e.value)


def test_keywords_are_checked_before_anything_runs():
    with pytest.raises(TypeError, match="unexpected keyword argument 'max_length'"):
        lrnnc.probe("m", builtin="parity", max_length=3)
    with pytest.raises(TypeError, match="flag"):
        lrnnc.probe("m", builtin="parity", fma="yes")
    with pytest.raises(TypeError, match="takes one value"):
        lrnnc.probe("m", builtin="parity", words=[1, 2])
    with pytest.raises(TypeError, match="json"):
        lrnnc.builtins(json=True)
    with pytest.raises(TypeError, match="positional"):
        lrnnc.probe("a", "b", builtin="parity")


def sweep_config(tmp_path, lengths):
    config = {"name": "python test", "tasks": ["parity", "mod:3"],
              "constructions": [{"name": "rotation", "method": "group", "cyclic": "rotation"}],
              "dtypes": ["bf16", "fp16"], "orders": ["sequential"], "lengths": lengths, "words": 4, "seed": 1}
    path = tmp_path / "sweep.json"
    path.write_text(json.dumps(config))
    return str(path)


def test_progress_goes_to_the_callback_not_to_stderr(tmp_path, capfd):
    lines = []
    report = lrnnc.sweep(sweep_config(tmp_path, [8, 16]), out=str(tmp_path / "out"), threads=1, progress=lines.append)
    assert report["cells_run"] == 8
    assert any(line.startswith("sweep: 8/8 cells") for line in lines)
    captured = capfd.readouterr()
    assert captured.err == "" and captured.out == ""


def test_an_exception_of_the_callback_stops_the_call(tmp_path):
    class Stop(Exception):
        pass

    def progress(line):
        if line.startswith("sweep: 0/"):
            raise Stop(line)

    with pytest.raises(Stop):
        lrnnc.sweep(sweep_config(tmp_path, [8, 16]), out=str(tmp_path / "out"), threads=1, progress=progress)
    # the call stopped at once: no cell ran; the same call then runs them all
    assert (tmp_path / "out" / "results.csv").read_text().count("\n") <= 1
    assert lrnnc.sweep(sweep_config(tmp_path, [8, 16]), out=str(tmp_path / "out"), threads=1)["cells_run"] == 8


def test_ctrl_c_interrupts_a_long_call(tmp_path):
    # A sweep of 240 cells; SIGINT (as Ctrl-C in a terminal) once its first row is written.
    lengths = list(range(1000, 61000, 1000))
    results = tmp_path / "out" / "results.csv"
    sent = []

    def interrupt_after_the_first_row():
        while not (results.exists() and results.read_text().count("\n") >= 2):
            time.sleep(0.002)
        sent.append(time.time())
        os.kill(os.getpid(), signal.SIGINT)

    t = threading.Thread(target=interrupt_after_the_first_row)
    t.start()
    with pytest.raises(KeyboardInterrupt):
        lrnnc.sweep(sweep_config(tmp_path, lengths), out=str(tmp_path / "out"), threads=1)
    stopped = time.time()
    t.join()
    rows = results.read_text().splitlines()
    assert 1 <= len(rows) - 1 < 240  # whole rows, not all of them
    assert stopped - sent[0] < 2.0  # promptly
    report = lrnnc.sweep(sweep_config(tmp_path, lengths[:3]), out=str(tmp_path / "other"), threads=1)
    assert report["cells_run"] == 12  # the next call runs normally


def test_the_gil_is_released_while_a_command_runs(tmp_path):
    model = str(tmp_path / "m")
    lrnnc.compile(builtin="mod:3", output=model)
    ticks = []
    done = threading.Event()

    def count():
        while not done.is_set():
            ticks.append(1)
            time.sleep(0.001)

    t = threading.Thread(target=count)
    t.start()
    before = len(ticks)
    start = time.time()
    lrnnc.probe(model, builtin="mod:3", dtype=["bf16", "fp16", "e4m3"], max_len=200000, words=64, threads=1)
    elapsed = time.time() - start
    done.set()
    t.join()
    # the other thread kept running during the call (it would not run at all with the GIL held)
    assert elapsed < 0.05 or len(ticks) - before > 5


def test_training_loads_libtorch_only_when_called(tmp_path):
    # A fresh interpreter: importing lrnnc and running commands that do not train maps no libtorch.
    code = ("import lrnnc; lrnnc.builtins(); lrnnc.inspect(builtin='parity'); "
            "print('libtorch' in open('/proc/self/maps').read())")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=os.environ)
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == "False"
    try:
        (tmp_path / "py").mkdir()
        (tmp_path / "cli").mkdir()
        report = lrnnc.train(builtin="parity", arch="diag:[-1,1]", steps=20, seed=1, output=str(tmp_path / "py" / "m"))
    except lrnnc.Error as e:
        if "libtorch" in str(e):
            pytest.skip("no training here: " + str(e))
        raise
    cli = cli_json("train", "--builtin", "parity", "--arch", "diag:[-1,1]", "--steps", "20", "--seed", "1",
                   "-o", tmp_path / "cli" / "m")
    assert report["manifest"] == str(tmp_path / "py" / "m.json")
    assert report["weights"] == str(tmp_path / "py" / "m.safetensors")
    assert without_times(report["training"]) == without_times(cli["training"])
    assert (tmp_path / "py" / "m.safetensors").read_bytes() == (tmp_path / "cli" / "m.safetensors").read_bytes()


def test_star_import_hides_no_builtin():
    import builtins
    namespace = {}
    exec("from lrnnc import *", namespace)
    assert not [name for name in namespace if name != "__builtins__" and hasattr(builtins, name)]
    assert callable(lrnnc.round) and callable(lrnnc.compile) and callable(lrnnc.format) and callable(lrnnc.eval)
