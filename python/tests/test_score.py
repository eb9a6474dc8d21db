# lrnnc.evaluate on tiny models whose scores are known in closed form, and `lrnnc score` on a
# hand-made predictions file.
import numpy as np
import pytest

import lrnnc
from conftest import lrnnc_cli


def parity_logits(words, wrong_from=None, nan_words=()):
    """Logits (B, T, 2) of the running parity of each word; from position wrong_from (1-based) on the
    other label; NaN logits at every position of the words whose index is in nan_words."""
    words = np.asarray(words)
    parity = np.cumsum(words, axis=1) % 2
    if wrong_from is not None:
        parity[:, wrong_from - 1:] = 1 - parity[:, wrong_from - 1:]
    logits = np.stack([1.0 - parity, parity.astype(float)], axis=-1)
    for b in nan_words:
        logits[b] = np.nan
    return logits


def test_a_model_wrong_from_position_six():
    # Words of 4 letters are right everywhere; words of 8 are right up to position 5 only.
    r = lrnnc.evaluate(lambda w: parity_logits(w, wrong_from=6), lengths="4,8", words=10, builtin="parity", batch=3)
    assert r["words"] == 20 and r["tokens"] == 120
    assert r["token_accuracy"] == pytest.approx((40 + 50) / 120)
    assert r["sequence_accuracy"] == 0.5
    assert [(x["length"], x["words"], x["sequence_accuracy"]) for x in r["by_length"]] == [(4, 10, 1.0), (8, 10, 0.0)]
    assert [x["sequence_accuracy"] for x in r["prefix"]] == [1.0] * 5 + [0.0] * 3
    assert [x["words"] for x in r["prefix"]] == [20] * 4 + [10] * 4
    assert r["first_failure"] == {"6": 10} and r["no_failure"] == 10 and r["first_failure_median"] == 6
    assert r["nonfinite"] == 0


def test_nonfinite_outputs_are_failures_and_torch_modules_run():
    torch = pytest.importorskip("torch")

    class Model(torch.nn.Module):
        def forward(self, words):
            assert isinstance(words, torch.Tensor) and words.dtype == torch.int64
            out = torch.from_numpy(parity_logits(words.numpy()))
            out[0, 2] = float("inf")  # the first word of each batch: no prediction at position 3
            return out

    r = lrnnc.evaluate(Model(), lengths="5", words=8, builtin="parity", batch=4)
    assert r["nonfinite"] == 2  # one per batch of 4
    assert r["sequence_accuracy"] == 6 / 8
    assert r["token_accuracy"] == 38 / 40
    assert r["first_failure"] == {"3": 2}


def test_final_labels_and_ids():
    def final_ids(words):  # the parity of each whole word, wrong for words that start with 1
        p = np.asarray(words).sum(axis=1) % 2
        return np.where(np.asarray(words)[:, 0] == 1, 1 - p, p)

    d = lrnnc.dataset(builtin="parity", length="6", words=30, seed=4)
    starts_with_zero = int((d["input"][:, 0] == 0).sum())
    r = lrnnc.evaluate(final_ids, lengths="6", words=30, seed=4, builtin="parity", labels="final")
    assert r["sequence_accuracy"] == pytest.approx(starts_with_zero / 30)
    assert r["prefix"] is None and r["first_failure"] is None


def test_bad_outputs_are_one_line():
    with pytest.raises(ValueError, match="expected logits of shape"):
        lrnnc.evaluate(lambda w: np.zeros((1, 2)), lengths="4", words=2, builtin="parity")
    with pytest.raises(TypeError, match="unexpected keyword"):
        lrnnc.evaluate(lambda w: w, lengths="4", words=2, builtin="parity", dtype="bf16")


def test_a_hand_made_predictions_file(tmp_path):
    # mod:3 over {0, 1}: the label after each prefix is the count of 1s mod 3.
    f = tmp_path / "p.csv"
    f.write_text("seed,input,target,prediction\n"
                 "0,1 1 1 0,1 2 0 0,1 2 0 0\n"      # right
                 "0,0 1 1,0 1 2,0 1 1\n"            # wrong at 3
                 "0,1 0 1 1 1,1 1 2 0 1,nan 1 2 0 1\n")  # no prediction at 1
    code, out, err = lrnnc_cli("score", f, "--builtin", "mod:3", "--json")
    assert code == 0, err
    import json
    r = json.loads(out)
    assert (r["words"], r["tokens"], r["nonfinite"], r["targets_checked"]) == (3, 12, 1, 12)
    assert r["token_accuracy"] == pytest.approx(10 / 12) and r["sequence_accuracy"] == pytest.approx(1 / 3)
    assert r["first_failure"] == {"1": 1, "3": 1}
    assert [x["sequence_accuracy"] for x in r["prefix"]] == pytest.approx([2 / 3, 2 / 3, 1 / 3, 1 / 2, 0.0])
    # A target that is not the automaton's label: the numbering is not the SPEC's.
    f.write_text("input,target,prediction\n1 1,1 1,1 1\n")
    code, _, err = lrnnc_cli("score", f, "--builtin", "mod:3")
    assert code == 2 and "is not the automaton's label 2" in err and len(err.strip().splitlines()) == 1


def test_a_hostile_npz_is_one_line(tmp_path):
    import struct
    import zipfile
    header = "{'descr': '<i2', 'fortran_order': False, 'shape': (9999999999999, 9999999), }"
    pad = (64 - (10 + len(header) + 1) % 64) % 64
    npy = b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header) + pad + 1) + header.encode() + b" " * pad + b"\n"
    path = tmp_path / "huge.npz"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("input.npy", npy + b"\x00" * 8)
        z.writestr("prediction.npy", npy)
    code, _, err = lrnnc_cli("score", path, "--builtin", "parity")
    assert code == 2 and "more than 2^64 bytes" in err and len(err.strip().splitlines()) == 1
    with zipfile.ZipFile(tmp_path / "c.npz", "w", compression=zipfile.ZIP_DEFLATED) as z:
        z.writestr("input.npy", npy)
    code, _, err = lrnnc_cli("score", tmp_path / "c.npz", "--builtin", "parity")
    assert code == 2 and "savez_compressed" in err
