# lrnnc.Network and lrnnc.simulate against independent computations: the manifest's automaton run
# in Python, numpy products of the stored factors, the command line's files and its verify.
import itertools
import json

import numpy as np
import pytest

import lrnnc
from conftest import cli_json, lrnnc_cli


def dfa_outputs(automaton, words):
    """The automaton's output label index after each letter, run in Python from its JSON (states by
    number or by name, delta[q][a]; "outputs" per state, or "accepting" states for acceptors:
    labels reject, accept)."""
    names = automaton["states"] if isinstance(automaton["states"], list) else list(range(automaton["states"]))
    index = {name: i for i, name in enumerate(names)}  # states may be named
    delta = [[index[target] for target in row] for row in automaton["delta"]]
    if "outputs" in automaton:
        outputs = automaton["outputs"]
    else:
        accepting = {index[q] for q in automaton["accepting"]}
        outputs = [int(q in accepting) for q in range(len(names))]
    out = np.empty(words.shape, dtype=np.int32)
    for b, word in enumerate(words):
        q = index[automaton["start"]]
        for t, a in enumerate(word):
            q = delta[q][int(a)]
            out[b, t] = outputs[q]
    return out


def test_compile_without_output_returns_the_network_the_command_line_writes(tmp_path):
    report, network = lrnnc.compile(builtin="sym:3", reflection="integer")
    assert isinstance(network, lrnnc.Network) and report["manifest"] is None
    (tmp_path / "py").mkdir()
    (tmp_path / "cli").mkdir()
    network.save(str(tmp_path / "py" / "net"))
    assert lrnnc_cli("compile", "--builtin", "sym:3", "--reflection", "integer", "-o", tmp_path / "cli" / "net")[0] == 0
    assert (tmp_path / "py" / "net.safetensors").read_bytes() == (tmp_path / "cli" / "net.safetensors").read_bytes()
    again = lrnnc.Network.load(str(tmp_path / "cli" / "net.json"))
    for a, b in zip(network.layers, again.layers):
        assert np.array_equal(a["codebook"], b["codebook"]) and np.array_equal(a["H0"], b["H0"])
        for s, t in zip(a["tokens"], b["tokens"]):
            assert np.array_equal(s["A"], t["A"])


def test_layers_hold_the_stored_transitions():
    _, rotation = lrnnc.compile(builtin="mod:3", cyclic="rotation")
    layer = rotation.layers[0]
    assert (layer["n"], layer["d"]) == (2, 1) and rotation.alphabet == ["0", "1"]
    one = next(t for t in layer["tokens"] if t["letter"] == "1")
    c, s = np.cos(2 * np.pi / 3), np.sin(2 * np.pi / 3)
    assert np.allclose(one["A"], [[c, -s], [s, c]], atol=1e-15)
    _, reflections = lrnnc.compile(builtin="sym:5", reflection="unit")
    for token in reflections.layers[0]["tokens"]:
        assert token["kind"] == "householder"
        product = np.eye(reflections.layers[0]["n"])
        for f in token["factors"]:  # factor 0 is applied first
            v = f["v"][:, None]
            product = (np.eye(len(v)) - f["beta"] * v @ v.T) @ product
        assert np.allclose(product, token["A"], atol=1e-12)
        assert np.allclose(token["A"] @ token["A"].T, np.eye(len(product)), atol=1e-12)  # a permutation


@pytest.mark.parametrize("task,options", [("mod:3", {"cyclic": "rotation"}), ("sym:3", {}), ("tomita:5", {"method": "cascade"})])
def test_simulate_decodes_what_the_automaton_says(task, options):
    _, network = lrnnc.compile(builtin=task, **options)
    words = np.random.default_rng(2).integers(0, len(network.alphabet), (32, 60))
    for order in ["sequential", "scan", "chunked:7"]:
        r = lrnnc.simulate(network, words, order=order)
        assert np.array_equal(r["decoded"], dfa_outputs(network.automaton, words)), order
        assert (r["first_failure"] == -1).all() and (r["lengths"] == 60).all()
        assert r["labels"] == network.labels


def test_simulate_agrees_with_the_command_lines_verify(tmp_path):
    # The rotation of mod 3 holds in fp32 and fails on 11 ones in float:e3m1 (2 significant bits).
    stem = str(tmp_path / "rot")
    lrnnc.compile(builtin="mod:3", cyclic="rotation", output=stem)
    words = np.array(list(itertools.product([0, 1], repeat=12)))
    truth = dfa_outputs(lrnnc.Network.load(stem).automaton, words)
    passed = {}
    for dtype in ["fp32", "float:e3m1"]:
        verdict = cli_json("verify", stem, "--builtin", "mod:3", "--dtype", dtype, "--max-len", "12")
        r = lrnnc.simulate(stem, words, dtype=dtype)
        wrong = r["decoded"] != truth
        assert np.array_equal(wrong.any(axis=1), r["first_failure"] >= 0)
        for b in np.nonzero(wrong.any(axis=1))[0]:
            assert r["first_failure"][b] == np.argmax(wrong[b]) + 1  # the first wrong position, 1-based
        passed[dtype] = not wrong.any()
        assert passed[dtype] == verdict["words"]["passed"], dtype
    assert passed == {"fp32": True, "float:e3m1": False}
    assert lrnnc.simulate(stem, [[1] * 11], dtype="float:e3m1")["first_failure"].tolist() == [11]


def test_keep_states_equals_numpys_products():
    _, network = lrnnc.compile(builtin="sym:3", reflection="unit")
    layer = network.layers[0]
    words = np.random.default_rng(4).integers(0, len(network.alphabet), (4, 30))
    r = lrnnc.simulate(network, words, keep_states=True)
    by_letter = {t["letter_index"]: t for t in layer["tokens"]}
    for b, word in enumerate(words):
        h = layer["H0"].copy()
        for t, a in enumerate(word):
            token = by_letter[int(a)]
            h = token["A"] @ h + (token["B"] if token["B"] is not None else 0)
            assert np.allclose(r["states"][b, t], h.ravel(order="F"), atol=1e-12)


def test_words_as_text_and_bad_words():
    _, network = lrnnc.compile(builtin="parity")
    r = lrnnc.simulate(network, ["0110", "1", ""])
    assert r["decoded"].tolist() == [[0, 1, 0, 0], [1, -1, -1, -1], [-1, -1, -1, -1]]
    assert r["lengths"].tolist() == [4, 1, 0]
    with pytest.raises(lrnnc.Error, match="letter"):
        lrnnc.simulate(network, ["012"])
    with pytest.raises(lrnnc.Error, match="outside the alphabet"):
        lrnnc.simulate(network, np.array([[0, 2]]))
    with pytest.raises(ValueError, match="shape"):
        lrnnc.simulate(network, np.zeros(3, dtype=int))
    with pytest.raises(lrnnc.Error):
        lrnnc.simulate(network, ["01"], dtype="nonsense")
    with pytest.raises(lrnnc.Error):
        lrnnc.Network.load("/nonexistent/model")


@pytest.mark.parametrize("dtype", ["int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"])
def test_words_of_any_integer_type_and_strides_read_in_place(dtype):
    _, network = lrnnc.compile(builtin="sym:3", reflection="unit")
    words = np.random.default_rng(5).integers(0, len(network.alphabet), (40, 33))
    truth = lrnnc.simulate(network, words.tolist(), dtype="bf16", automaton_states=True)  # the list path
    typed = words.astype(dtype)
    fortran = np.asfortranarray(typed)
    strided = np.zeros((80, 66), dtype=dtype)[::2, ::2]
    strided[...] = typed
    for array in (typed, fortran, strided):
        for order in ["sequential", "scan", "chunked:5"]:
            r = lrnnc.simulate(network, array, dtype="bf16", order=order, threads=3, automaton_states=True)
            assert np.array_equal(r["decoded"], truth["decoded"]), (dtype, order)
            assert np.array_equal(r["automaton_states"], truth["automaton_states"])
            assert np.array_equal(r["first_failure"], truth["first_failure"])
    backwards = lrnnc.simulate(network, typed[::-1], dtype="bf16")  # negative strides
    assert np.array_equal(backwards["decoded"], truth["decoded"][::-1])
    assert "automaton_states" not in lrnnc.simulate(network, typed)
    for shape in [(3, 0), (0, 5), (0, 0)]:
        r = lrnnc.simulate(network, np.zeros(shape, dtype=dtype), automaton_states=True)
        assert r["decoded"].shape == r["automaton_states"].shape == shape and r["lengths"].tolist() == [shape[1]] * shape[0]
    out = np.full(words.shape, 99, dtype=np.int32)
    r = lrnnc.simulate(network, typed, dtype="bf16", out=out)
    assert r["decoded"] is out and np.array_equal(out, truth["decoded"])
    for bad in (np.zeros((40, 32), np.int32), np.zeros((40, 33), np.int64), np.zeros((33, 40), np.int32).T):
        with pytest.raises(ValueError, match="out must be a writeable C-contiguous int32 array of shape \\(40, 33\\)"):
            lrnnc.simulate(network, typed, out=bad)
    # what the reference simulator runs (keep_states) reads the same words
    r = lrnnc.simulate(network, strided, dtype="bf16", keep_states=True)
    assert np.array_equal(r["decoded"], truth["decoded"]) and r["states"].shape == (40, 33, 3)


def test_letters_outside_the_alphabet_name_the_first_one():
    _, network = lrnnc.compile(builtin="parity")
    words = np.zeros((64, 50), dtype=np.int64)
    words[40, 7] = 2
    words[9, 30] = -1
    words[9, 31] = 1 << 40
    for threads in (1, 3):
        with pytest.raises(lrnnc.Error, match="word 9 position 30: letter index -1 outside the alphabet's 2 letters"):
            lrnnc.simulate(network, words, threads=threads)
    words[9, 30] = 0
    with pytest.raises(lrnnc.Error, match="word 9 position 31: letter index 1099511627776 outside"):
        lrnnc.simulate(network, words)
    with pytest.raises(lrnnc.Error, match="word 9 position 31: letter index 4294967295 outside"):
        lrnnc.simulate(network, np.where(words == 1 << 40, (1 << 32) - 1, words).astype(np.uint32))
    with pytest.raises(lrnnc.Error, match="word 40 position 7: letter index 2 outside"):
        lrnnc.simulate(network, np.where(words == 1 << 40, 0, words).astype(np.int8))
    with pytest.raises(TypeError, match="integers"):
        lrnnc.simulate(network, np.zeros((2, 3)))
    with pytest.raises(TypeError, match="integers"):
        lrnnc.simulate(network, np.zeros((2, 3), dtype=bool))


@pytest.mark.parametrize("task,options", [("parity", {}), ("mod:3", {"cyclic": "rotation"}),
                                          ("sym:5", {"reflection": "unit"}), ("tomita:7", {"method": "cascade"}),
                                          ("flipflop", {"method": "cascade"})])
def test_to_torch_runs_the_network_as_lrnnc_does(task, options):
    torch = pytest.importorskip("torch")
    _, network = lrnnc.compile(builtin=task, **options)
    module = network.to_torch()
    assert isinstance(module, torch.nn.Module)
    words = np.random.default_rng(8).integers(0, len(network.alphabet), (16, 40))
    out = module(torch.tensor(words))
    r = lrnnc.simulate(network, words, keep_states=True, automaton_states=True)
    assert np.array_equal(out["decoded"].numpy(), r["decoded"])
    assert np.array_equal(out["automaton_states"].numpy(), r["automaton_states"])
    torch_states = np.concatenate([s.numpy() for s in out["states"]], axis=2)
    assert np.allclose(torch_states, r["states"], rtol=0, atol=1e-12)


@pytest.mark.parametrize("threads", [1, 2])
def test_ctrl_c_stops_simulate_between_words(threads):
    # sym:5's reflections in fp32 drift off the group's 120 states (no memoized walk): about 0.15 s a
    # word of 400,000 letters here, 64 words. SIGINT (as Ctrl-C) after 0.5 s stops the call at the
    # next finished word, also when the calling thread shares the words with others.
    import os
    import signal
    import threading
    import time

    _, network = lrnnc.compile(builtin="sym:5", reflection="unit")
    words = np.random.default_rng(0).integers(0, len(network.alphabet), (64, 400_000)).astype(np.int8)
    timer = threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT))
    start = time.time()
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        lrnnc.simulate(network, words, dtype="fp32", threads=threads)
    timer.join()
    assert time.time() - start < 4
    assert lrnnc.simulate(network, words[:1, :10], dtype="fp32")["first_failure"].tolist() == [-1]  # usable afterwards
