# lrnnc.dataset and `lrnnc dataset`'s files: the arrays against the CSV and JSON lines of the same
# words, and the labels against the running products of the word-problem convention computed here
# independently (permutations of 0..n-1 as image tuples in lexicographic order, A_n the even ones,
# the label after x_1..x_t the composition x_1 o ... o x_t, x_t applied first).
import csv
import itertools
import json

import numpy as np
import pytest

import lrnnc
from conftest import lrnnc_cli


def elements(n, even_only):
    perms = list(itertools.permutations(range(n)))
    if even_only:
        perms = [p for p in perms if sum(p[i] > p[j] for i in range(n) for j in range(i + 1, n)) % 2 == 0]
    return perms


def running_products(word, perms):
    index = {p: i for i, p in enumerate(perms)}
    acc, out = perms[0], []
    for x in word:
        acc = tuple(acc[perms[x][i]] for i in range(len(acc)))  # (acc o x)(i) = acc(x(i))
        out.append(index[acc])
    return out


@pytest.mark.parametrize("builtin,n,even", [("sym:3", 3, False), ("alt:4", 4, True), ("alt:5", 5, True)])
def test_arrays_are_the_word_problem_running_products(builtin, n, even):
    d = lrnnc.dataset(builtin=builtin, length="3..12", words=40, seed=11)
    perms = elements(n, even)
    assert d["input"].shape == (40, 12) and d["target"].shape == (40, 12)
    assert d["input"].dtype == np.int16
    assert d["report"]["tokens"] == int(d["length"].sum())
    assert 3 <= d["length"].min() and d["length"].max() <= 12
    assert list(d["letters"]) == [str(i) for i in range(len(perms))]
    for word, target, length in zip(d["input"], d["target"], d["length"]):
        assert (word[length:] == -1).all() and (target[length:] == -1).all()
        assert list(target[:length]) == running_products(list(word[:length]), perms)


def test_files_hold_the_same_words(tmp_path):
    common = ["--builtin", "sym:5", "--length", "8,16", "--words", "5", "--seed", "7"]
    for ext in ("csv", "jsonl", "npz"):
        code, _, err = lrnnc_cli("dataset", *common, "-o", tmp_path / ("d." + ext))
        assert code == 0, err
    z = np.load(tmp_path / "d.npz")
    with open(tmp_path / "d.csv", newline="") as f:
        rows = list(csv.DictReader(f))
    with open(tmp_path / "d.jsonl") as f:
        lines = [json.loads(line) for line in f]
    assert len(rows) == len(lines) == 10
    for k in range(10):
        length = int(z["length"][k])
        assert length == (8 if k < 5 else 16)
        word, target = list(z["input"][k][:length]), list(z["target"][k][:length])
        assert rows[k]["seed"] == "7"
        assert [int(v) for v in rows[k]["input"].split(" ")] == word == lines[k]["input"]
        assert [int(v) for v in rows[k]["target"].split(" ")] == target == lines[k]["target"]
    assert lrnnc.dataset(builtin="sym:5", length="8,16", words=5, seed=7)["input"].tolist() == z["input"].tolist()


def test_final_labels_and_presets(tmp_path):
    d = lrnnc.dataset(builtin="parity", preset="grazzi", split="test", words=20, labels="final")
    assert d["target"].shape == (20,)
    assert d["input"].shape == (20, 256)
    assert 40 <= d["length"].min() and d["length"].max() <= 256
    for word, target, length in zip(d["input"], d["target"], d["length"]):
        assert target == word[:length].sum() % 2
    train = lrnnc.dataset(builtin="parity", preset="grazzi", split="train", words=20)
    assert train["length"].max() <= 40
    report = lrnnc.dataset(builtin="sym:3", preset="fprnn", split="train", words=3)["report"]
    assert report["lengths"] == ["16"] and report["output"] is None


def test_bad_input_is_one_line(tmp_path):
    cases = [
        (["--length", "0"], "--length: expected"),
        (["--length", "16", "--preset", "fprnn", "--split", "train"], "exclude each other"),
        (["--preset", "fprnn"], "--split train or --split test"),
        (["--preset", "nope", "--split", "test"], "unknown preset"),
        (["--length", "16", "--labels", "some"], "--labels"),
    ]
    for args, message in cases:
        code, _, err = lrnnc_cli("dataset", "--builtin", "sym:3", "-o", tmp_path / "x.csv", *args)
        assert code == 2 and message in err, (args, err)
        assert len(err.strip().splitlines()) == 1
    code, _, err = lrnnc_cli("dataset", "--builtin", "sym:3", "-o", tmp_path / "x.txt", "--length", "4")
    assert code == 2 and "unknown extension" in err
    with pytest.raises(lrnnc.Error, match="--length"):
        lrnnc.dataset(builtin="sym:3", length="4..2")
