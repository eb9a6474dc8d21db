# What the package promises about bad input (docs/RELIABILITY.md, "Python"): memory estimated
# before allocating, NUL bytes refused, folders named as such, one-line argument errors, and the
# rounding that is right where torch's is not.
import os
import subprocess
import sys
from fractions import Fraction

import numpy as np
import pytest

import lrnnc
from conftest import SOURCE

KRONECKER = SOURCE + "/docs/results/fprnn/models/mod3-fprnn-kronecker-s2-val"


def one_line(error):
    text = str(error.value)
    assert "\n" not in text, text
    return text


def test_a_run_over_the_memory_limit_raises_before_allocating_and_the_interpreter_lives():
    # One word of 10^7 letters through the committed Kronecker FPRNN in bf16 needs about 55 GiB:
    # it used to allocate until the kernel killed the interpreter. Run in a child interpreter
    # under a 4 GB address-space limit, so that a regression fails here instead of taking the
    # machine's memory.
    script = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))
import lrnnc
m = lrnnc.LearnedModel.load(sys.argv[1])
try:
    m.run(["1" * 10**7], dtype="bf16", max_memory="2G")
except lrnnc.Error as e:
    print("Error:", e)
for command, options in ((lrnnc.run, dict(word="1" * 10**7)), (lrnnc.eval, dict(lengths=10**7, words=1))):
    try:  # the command line's run and eval, run in this process
        command(sys.argv[1], dtype="bf16", max_memory="2G", **options)
    except lrnnc.Error as e:
        print(e)
print(m.run(["1101"], dtype="bf16")["predictions"].tolist())
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""
    env = dict(os.environ, OPENBLAS_NUM_THREADS="1")
    p = subprocess.run([sys.executable, "-c", script, KRONECKER], capture_output=True, text=True, env=env)
    assert p.returncode == 0, p.stderr
    error, run, evaluate, predictions, peak_kib = p.stdout.splitlines()
    for line, command in ((run, "run"), (evaluate, "eval")):
        assert line.startswith("lrnnc: error: %s: the run needs about " % command), line
        assert "x 10000001 positions x 1 word at once), over the limit of 2 GiB: " in line, line
    assert error.startswith("Error: LearnedModel.run: the run needs about ")
    assert "x 10000001 positions x 1 word at once), over the limit of 2 GiB: run fewer or shorter words" in error
    assert predictions == "[[1, 2, 2, 0]]"  # the interpreter goes on, and a run that fits runs
    assert int(peak_kib) < 1 << 20  # far below the 55 GiB the run would take


def test_max_memory_takes_bytes_or_a_size_and_counts_every_word():
    m = lrnnc.LearnedModel.load(KRONECKER)
    with pytest.raises(lrnnc.Error) as e:
        m.run(["1" * 1000] * 3000, max_memory=64 << 20)  # 96 MB of logits and predictions
    assert "over the limit of 64 MiB" in one_line(e)
    assert m.run(["1" * 1000] * 2, max_memory="1G")["predictions"].shape == (2, 1000)
    with pytest.raises(lrnnc.Error, match="max_memory= expects a byte count such as 4G"):
        m.run(["1"], max_memory="lots")
    with pytest.raises(lrnnc.Error, match=r"max_memory= expects 0 \(half the machine's memory\) or a byte count"):
        m.run(["1"], max_memory=1000)
    with pytest.raises(TypeError, match="max_memory= expects an integer, got float"):
        m.run(["1"], max_memory=1.5)


def test_a_nul_byte_in_a_path_or_an_argument_is_refused_not_cut(tmp_path):
    report, network = lrnnc.compile(builtin="mod:3")
    network.save(str(tmp_path / "m3"))
    stem = str(tmp_path / "m3")
    # "m3\0x" used to probe m3: the system reads a path up to its NUL.
    for call in (lambda: lrnnc.probe(stem + "\0x", builtin="mod:3", dtype=["bf16"]),
                 lambda: lrnnc.verify(stem + "\0x", builtin="mod:3"),
                 lambda: lrnnc.inspect(builtin="mod:3\0x")):
        with pytest.raises(lrnnc.Error, match=r"contains a NUL byte: '.*\\x00x'") as e:
            call()
        one_line(e)
    for call in (lambda: lrnnc.Network.load(stem + "\0x"), lambda: lrnnc.LearnedModel.load(KRONECKER + "\0x"),
                 lambda: network.save(stem + "\0x"), lambda: lrnnc.simulate(stem + "\0x", ["0"]),
                 lambda: lrnnc.round(np.zeros(2), "bf16\0x"), lambda: lrnnc.simulate(network, ["1"], dtype="fp32\0")):
        with pytest.raises(lrnnc.Error, match="contains a NUL byte") as e:
            call()
        one_line(e)
    assert not os.path.exists(stem + ".json.tmp") and sorted(os.listdir(tmp_path)) == ["m3.json", "m3.safetensors"]
    assert lrnnc.Network.load(tmp_path / "m3").alphabet == network.alphabet  # an os.PathLike is a path


def test_a_folder_given_as_model_is_named_as_a_folder(tmp_path):
    for folder in (".", str(tmp_path), str(tmp_path) + "/"):
        for call in (lambda: lrnnc.Network.load(folder), lambda: lrnnc.LearnedModel.load(folder),
                     lambda: lrnnc.probe(folder, builtin="mod:3", dtype=["bf16"])):
            with pytest.raises(lrnnc.Error, match="' is a folder, expected a model's STEM, STEM.json or") as e:
                call()
            one_line(e)


def test_argument_errors_are_one_line():
    x = np.array([0.1, 0.2])
    m = lrnnc.LearnedModel.load(KRONECKER)
    _, network = lrnnc.compile(builtin="parity")
    value_errors = [
        (lambda: lrnnc.round(x, "bf16", seed=-1), r"round\(\): seed= expects an integer in \[0, 18446744073709551615\], found -1"),
        (lambda: lrnnc.round(x, "bf16", seed=2**64), "found 18446744073709551616"),
        (lambda: m.run(["1"], fp_max_iter=-1), r"fp_max_iter= expects an integer in \[0, 100000\], found -1"),
        (lambda: m.run(["1"], fp_threshold=float("nan")), r"fp_threshold= expects a number in \[0, 1e\+06\], found nan"),
        (lambda: lrnnc.simulate(network, ["1"], threads=-2), r"simulate\(\): threads= expects an integer in \[0, 1024\]"),
        (lambda: lrnnc.simulate(network, [[0, 5]]), "letter index 5 outside the alphabet's 2 letters"),
    ]
    for call, message in value_errors:
        with pytest.raises(lrnnc.Error, match=message) as e:
            call()
        one_line(e)
    type_errors = [
        (lambda: lrnnc.round(x, "bf16", seed="1"), r"round\(\): seed= expects an integer, got str"),
        (lambda: lrnnc.round(x, "bf16", seed=True), "seed= expects an integer, got bool"),
        (lambda: lrnnc.round(x, 16), r"round\(\): dtype= expects a string, got int"),
        (lambda: lrnnc.round(x, "bf16", rounding=3), "rounding= expects a string, got int"),
        (lambda: lrnnc.round(np.array([1j]), "bf16"), "x= expects an array of real numbers"),
        (lambda: lrnnc.round(np.array(["a"]), "bf16"), "x= expects an array of real numbers"),
        (lambda: lrnnc.Network.load(3), r"Network.load\(\): path= expects a path \(str, bytes or os.PathLike\), got int"),
        (lambda: lrnnc.LearnedModel.load(None), "path= expects a path"),
        (lambda: network.save(3.5), "Network.save\\(\\): path= expects a path"),
        (lambda: m.run(["1"], dtype=None), r"LearnedModel.run\(\): dtype= expects a string, got NoneType"),
        (lambda: m.run(["1"], fp_threshold="0.1"), "fp_threshold= expects a number, got str"),
        (lambda: lrnnc.simulate(network, ["1"], keep_states="yes"), "keep_states= expects True or False, got str"),
        (lambda: lrnnc.simulate(network, ["1"], threads=1.0), "threads= expects an integer, got float"),
        (lambda: lrnnc.simulate(network, [[0, 1.0]]), "words= expects strings or sequences of letter indices"),
    ]
    for call, message in type_errors:
        with pytest.raises(TypeError, match=message) as e:
            call()
        assert "incompatible function arguments" not in one_line(e)
    # numpy's scalars are numbers and flags like Python's
    assert lrnnc.round(x, "bf16", rounding="sr", seed=np.uint64(3)).shape == (2,)
    assert lrnnc.simulate(network, ["1"], keep_states=np.bool_(True), threads=np.int64(1))["states"].shape == (1, 1, 1)


def test_integer_boolean_and_float16_arrays_are_converted_to_float64():
    ints = np.array([[1, 3, 257], [-1000, 0, 2**53]], dtype=np.int64)
    for dtype in (np.int8, np.int32, np.int64, np.uint8, np.uint64, bool, np.float16):
        x = np.array([[1, 3, 101], [127, 0, 255 if dtype == np.uint8 else 17]]).astype(dtype)
        r = lrnnc.round(x, "bf16")
        assert r.dtype == np.float64 and r.shape == x.shape
        assert np.array_equal(r, lrnnc.round(x.astype(np.float64), "bf16"))
    assert lrnnc.round(ints, "bf16").tolist() == [[1.0, 3.0, 256.0], [-1000.0, 0.0, 2.0**53]]
    assert lrnnc.round([1, 2, 3], "fp16").dtype == np.float64
    # An integer float64 cannot hold would be rounded twice: refused, not converted.
    for big in (np.array([2**53 + 1]), np.array([2**64 - 1], dtype=np.uint64), np.array([-(2**62) - 1])):
        with pytest.raises(lrnnc.Error, match="which float64 cannot hold exactly") as e:
            lrnnc.round(big, "bf16")
        one_line(e)
    assert lrnnc.round(np.array([2**62, -(2**63)]), "fp32").tolist() == [2.0**62, -(2.0**63)]


def exact_rne(x, mantissa_bits):
    """x (a finite float64 in a format's normal range) rounded to nearest, ties to even, with
    mantissa_bits stored bits: exact rational arithmetic."""
    v = Fraction(x)
    e = 0
    while abs(v) >= 2 * Fraction(2) ** e:
        e += 1
    while abs(v) < Fraction(2) ** e:
        e -= 1
    ulp = Fraction(2) ** (e - mantissa_bits)
    q, r = divmod(v / ulp, 1)
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and q % 2 == 1):
        q += 1
    return float(q * ulp)


def test_bf16_of_float64_is_rounded_once_where_torch_rounds_twice():
    torch = pytest.importorskip("torch")
    # 1 + 2^-8 + 2^-30 lies above the midpoint 1 + 2^-8 of bf16's neighbours 1 and 1 + 2^-7:
    # rounded once it is 1 + 2^-7. torch 1.13 converts float64 through float32, which rounds it to
    # the midpoint 1 + 2^-8 exactly, and that tie then goes to the even neighbour, 1.
    x = np.array([1 + 2.0**-8 + 2.0**-30, -(1 + 2.0**-8 + 2.0**-30)])
    ours = lrnnc.round(x, "bf16")
    theirs = torch.from_numpy(x).to(torch.bfloat16).to(torch.float64).numpy()
    assert ours.tolist() == [exact_rne(v, 7) for v in x] == [1 + 2.0**-7, -(1 + 2.0**-7)]
    assert theirs.tolist() == [1.0, -1.0]
    # On 10^5 standard normal values lrnnc equals the exact rounding everywhere (bf16 and fp16),
    # numpy's float16 conversion too (it rounds once); torch differs only where it rounded twice.
    v = np.random.default_rng(3).standard_normal(100_000)
    for name, bits in (("bf16", 7), ("fp16", 10)):
        ours = lrnnc.round(v, name)
        normal = np.abs(v) >= (2.0**-14 if name == "fp16" else 2.0**-126)
        assert all(ours[i] == exact_rne(v[i], bits) for i in np.flatnonzero(normal)[:20_000])
        theirs = torch.from_numpy(v).to(getattr(torch, "bfloat16" if name == "bf16" else "float16")).double().numpy()
        for i in np.flatnonzero(ours != theirs):
            assert ours[i] == exact_rne(v[i], bits)
            once_through_float32 = lrnnc.round(np.array([np.float32(v[i])], dtype=np.float64), name)[0]
            assert theirs[i] == once_through_float32
    assert np.array_equal(lrnnc.round(v, "fp16"), v.astype(np.float16).astype(np.float64))
