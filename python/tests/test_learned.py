# lrnnc.LearnedModel against the command line's run and eval, and against its own parts.
import numpy as np
import pytest

import lrnnc
from conftest import SOURCE, cli_json

FPRNN = SOURCE + "/docs/results/fprnn/models/parity-fprnn-kronecker-s1-val"


@pytest.mark.parametrize("dtype", ["fp64", "bf16", "fp16,acc=fp32"])
def test_run_equals_the_command_lines_run(learned_model, dtype):
    for stem in (learned_model, FPRNN):
        model = lrnnc.LearnedModel.load(stem)
        words = ["0110100", "1", "1111111111"]
        r = model.run(words, dtype=dtype)
        for b, word in enumerate(words):
            cli = cli_json("run", stem, "--word", word, "--dtype", dtype)
            n = len(word)
            assert np.array_equal(r["logits"][b, :n], np.array(cli["logits"])), (stem, word)
            assert [model.config["outputs"][p] if p >= 0 else None for p in r["predictions"][b, :n]] == cli["outputs"]
            if "iterations" in r:
                assert r["iterations"][b].tolist() == cli["iterations"]
                assert r["converged"][b].tolist() == cli["converged"]
            assert (r["predictions"][b, n:] == -1).all() and np.isnan(r["logits"][b, n:]).all()


def test_predictions_are_the_largest_logits_and_track_parity():
    model = lrnnc.LearnedModel.load(FPRNN)
    words = np.random.default_rng(5).integers(0, 2, (16, 64))
    r = model.run(words, dtype="fp32")
    assert np.array_equal(r["predictions"], r["logits"].argmax(axis=2))
    labels = [model.config["outputs"].index(str(v)) for v in range(2)]
    parity = np.array(labels)[np.cumsum(words, axis=1) % 2]
    # this model is right on every word at 64 letters (docs/results/fprnn/README.md)
    assert np.array_equal(r["predictions"], parity)
    assert r["converged"].all() and (r["iterations"] > 1).all()
    assert np.array_equal(model.forward(words, dtype="fp32"), r["logits"])


def test_config_weights_and_records():
    model = lrnnc.LearnedModel.load(FPRNN + ".safetensors")
    c = model.config
    assert c["alphabet"] == ["0", "1"] and c["bos"] and c["tied_head"]
    assert c["layers"][0]["type"] == "fprnn" and c["layers"][0]["mixer"] == "kronecker"
    w = model.weights
    assert w["embed"].shape == (2 + 2 + 1, c["d_model"])  # letters, tied output rows, BOS
    assert model.training["options"]["arch"] == "fprnn:kronecker"
    assert model.automaton["alphabet"] == ["0", "1"]
    with pytest.raises(lrnnc.Error, match="not found"):
        lrnnc.LearnedModel.load(SOURCE + "/nothing-here")
    with pytest.raises(lrnnc.Error, match="letter"):
        model.run(["01x"])


def test_ctrl_c_stops_a_long_fixed_point_evaluation():
    # FP-Mamba on mod 3 stalls at 1024 letters (docs/results/fprnn): minutes of iterations per word
    # in bf16. SIGINT (as Ctrl-C) after 0.5 s stops run() and eval inside the first word.
    import os
    import signal
    import threading
    import time

    stem = SOURCE + "/docs/results/fprnn/models/mod3-fpmamba-householder-2-s1-val"
    model = lrnnc.LearnedModel.load(stem)
    words = np.random.default_rng(0).integers(0, 2, (4, 1024))
    for call in (lambda: model.run(words, dtype="bf16"),
                 lambda: lrnnc.eval(stem, dtype=["bf16"], lengths=[1024], words=4, threads=2)):
        timer = threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT))
        start = time.time()
        timer.start()
        with pytest.raises(KeyboardInterrupt):
            call()
        timer.join()
        assert time.time() - start < 5
    assert model.run(["0110"])["predictions"].tolist() == [[0, 1, 2, 2]]  # usable afterwards
