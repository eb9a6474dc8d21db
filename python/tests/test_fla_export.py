# `lrnnc fla-export` (learned/fla-export.hpp): a compiled network written as an fla Gated
# DeltaProduct checkpoint. The independent PyTorch forward of fla (fla_reference.py, run as fla runs
# a float32 or a bfloat16 model) must track the language on the same words as lrnnc.simulate in fp32
# and bf16, and the checkpoint read back by `lrnnc fla` must decode the same outputs.
import json
import os

import numpy as np
import pytest

import lrnnc

torch = pytest.importorskip("torch")
import fla_reference as fla  # noqa: E402 (needs torch)

SPECS = ["parity", "sym:3", "alt:4", "dihedral:4"]


def all_words(letters, max_length):
    words = [[]]
    out = []
    for _ in range(max_length):
        words = [w + [a] for w in words for a in range(letters)]
        out += words
    return out


def words_for(letters, seed):
    """Every word up to 3 letters (up to 4 for two letters), then 6 random words of 256."""
    rng = np.random.default_rng(seed)
    short = all_words(letters, 4 if letters == 2 else 3)
    return short + [list(w) for w in rng.integers(0, letters, size=(6, 256))]


def compiled(tmp_path, spec):
    stem = str(tmp_path / "net")
    lrnnc.compile(builtin=spec, output=stem)
    return stem


def exported(stem, folder, dtype):
    report = lrnnc.fla_export(stem, output=str(folder), dtype=dtype)
    with open(os.path.join(folder, "config.json")) as f:
        config = json.load(f)
    return report, config, fla.read_safetensors(os.path.join(folder, "model.safetensors"))


def simulated(stem, words, dtype):
    """lrnnc.simulate's decoded labels per word, and whether each word is tracked to its end."""
    r = lrnnc.simulate(stem, words, dtype=dtype)
    return [r["decoded"][i, :len(w)] for i, w in enumerate(words)], r["first_failure"]


def reference_labels(config, state, word, dtype, labels):
    """fla's prediction at every position (argmax over the vocabulary; a token that is no label: -2)."""
    p = fla.forward(config, state, word, dtype=dtype).argmax(-1).numpy()
    return np.where(p < labels, p, -2)


@pytest.mark.parametrize("spec", SPECS)
def test_the_fla_forward_tracks_the_language_on_the_words_simulate_tracks(tmp_path, spec):
    stem = compiled(tmp_path, spec)
    with open(stem + ".json") as f:
        words = words_for(len(json.load(f)["automaton"]["alphabet"]), 11)
    # The bfloat16 file is made for bf16 runs; the float32 file serves both.
    for dtype, file_dtype in (("fp32", "f32"), ("bf16", "bf16"), ("bf16", "f32")):
        report, config, state = exported(stem, tmp_path / file_dtype, file_dtype)
        assert report["exact_bf16"] == (file_dtype == "bf16")
        decoded, first_failure = simulated(stem, words, dtype)
        assert (first_failure == -1).all()  # lrnnc.simulate tracks every one of these words
        labels = len(report["labels"])
        for word, expected in zip(words, decoded):
            np.testing.assert_array_equal(reference_labels(config, state, word, dtype, labels), expected)


def test_the_checkpoint_is_a_gated_deltaproduct_with_saturated_betas_and_exact_keys(tmp_path):
    stem = compiled(tmp_path, "sym:3")
    report, config, state = exported(stem, tmp_path / "bf16", "bf16")
    assert config["model_type"] == "gated_deltaproduct"
    assert config["architectures"] == ["GatedDeltaProductForCausalLM"]
    assert config["allow_neg_eigval"] is True and config["use_forget_gate"] is False
    assert config["num_householder"] == 2 and config["num_heads"] == 1
    s = fla.resolve_config(config)
    assert (s["d_k"], s["d_v"]) == (96, 3) and report["state"]["copies"] == 32 and s["d_k"] <= 256
    assert set(fla.expected_shapes(s)) == set(state)
    p = "model.layers.0.attn."
    # beta = 2 sigmoid(b): every b is 40 (exactly 2 in float32 and bfloat16) or 0 (a letter without
    # that factor: its key is zero).
    b = state[p + "b_proj.weight"]
    assert set(b.unique().tolist()) <= {0.0, 40.0}
    for dt in (torch.float32, torch.bfloat16):
        assert (2 * torch.sigmoid(torch.tensor(40.0, dtype=dt))).item() == 2.0
    # Every key: silu (in float32, rounded once to bfloat16, as fla's bf16 runs on a GPU compute it)
    # gives components +-1/4 and 0, squared norm exactly 4, so fla's L2 norm, rounded to bfloat16,
    # gives the reflection vector's components +-1/8 exactly.
    k = torch.nn.functional.silu(state[p + "k_proj.weight"].float()).bfloat16().double()
    assert set(k.unique().tolist()) == {-0.25, 0.0, 0.25}
    sq = (k * k).reshape(2, 96, -1).sum(1)
    assert set(sq.unique().tolist()) == {0.0, 4.0}
    assert report["key_norm"] == 2.0 and report["exact_bf16"] is True


def test_reading_the_checkpoint_back_gives_the_same_outputs(tmp_path):
    stem = compiled(tmp_path, "alt:4")
    words = words_for(12, 5)[-40:]
    # fla's kernels accumulate in float32: "bf16,acc=fp32" is its bf16 run. A bfloat16 file's
    # pre-activations are chosen for bfloat16 roundings (in fp32 its keys are off by 3e-3): it is
    # read in bf16 only.
    runs = {"f32": (("fp64", "fp64"), ("fp32", "fp32"), ("bf16,acc=fp32", "bf16")),
            "bf16": (("bf16,acc=fp32", "bf16"),)}
    for file_dtype, policies in runs.items():
        exported(stem, tmp_path / file_dtype, file_dtype)
        back = str(tmp_path / ("back-" + file_dtype))
        lrnnc.fla(str(tmp_path / file_dtype), builtin="alt:4", output=back)
        model = lrnnc.LearnedModel.load(back)
        for dtype, sim_dtype in policies:
            predictions = model.run([" ".join(map(str, w)) for w in words], dtype=dtype)["predictions"]
            decoded, _ = simulated(stem, words, sim_dtype)
            for i, expected in enumerate(decoded):
                np.testing.assert_array_equal(np.asarray(predictions)[i, :len(expected)], expected,
                                              err_msg=f"{file_dtype} file, {dtype}, word {i}")


@pytest.mark.parametrize("compile_options,reason", [
    ({"builtin": "tomita:3", "method": "onehot"}, "not orthogonal"),
    ({"builtin": "flipflop"}, "additive term B"),
    ({"builtin": "mod:4", "method": "cascade", "prime": True}, "(a cascade)"),
])
def test_a_construction_that_cannot_map_is_refused_with_the_reason(tmp_path, compile_options, reason):
    stem = str(tmp_path / "net")
    lrnnc.compile(output=stem, **compile_options)
    with pytest.raises(lrnnc.Error, match=reason.replace("(", r"\(").replace(")", r"\)")):
        lrnnc.fla_export(stem, output=str(tmp_path / "out"))


def test_f16_is_refused(tmp_path):
    stem = compiled(tmp_path, "parity")
    with pytest.raises(lrnnc.Error, match="F16"):
        lrnnc.fla_export(stem, output=str(tmp_path / "out"), dtype="f16")
