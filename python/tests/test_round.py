# lrnnc.round against independent computations: numpy's and torch's conversions, a nearest-value
# search over every number of a small format, exact fixed-point arithmetic, and the command line.
import itertools
import json
import warnings

import numpy as np
import pytest

import lrnnc
from conftest import cli_json


def hard_values(dtype):
    """Random values over many binades, and the edge cases: zeros, subnormals, halfway points,
    the largest finite values and past them, infinities, NaN."""
    rng = np.random.default_rng(7)
    x = rng.standard_normal(200_000) * np.exp2(rng.uniform(-140, 140, 200_000))
    edges = [0.0, -0.0, np.inf, -np.inf, np.nan, 65504.0, 65520.0, 65519.99, -65520.0, 448.0, 464.0, 480.0,
             2.0**-24, 2.0**-25, 1.5 * 2.0**-25, 2.0**-26, 2.0**-133, 2.0**-149, 2.0**-150, 3.3895313892515355e38,
             3.4e38, 1.0 + 2.0**-8, 1.0 + 3 * 2.0**-8, 1.0 + 2.0**-11, 1.0 + 3 * 2.0**-11]
    x = np.concatenate([x, edges, -np.array(edges)])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return x.astype(dtype)


def same(a, b):
    """Equal bit for bit (NaN equals NaN; -0 is not 0)."""
    assert a.dtype == b.dtype and a.shape == b.shape
    return np.array_equal(a.view(np.uint64 if a.dtype == np.float64 else np.uint32),
                          b.view(np.uint64 if b.dtype == np.float64 else np.uint32)) or \
        (np.array_equal(np.isnan(a), np.isnan(b)) and
         np.array_equal(np.where(np.isnan(a), 0, a).view(np.uint64 if a.dtype == np.float64 else np.uint32),
                        np.where(np.isnan(b), 0, b).view(np.uint64 if b.dtype == np.float64 else np.uint32)))


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_fp16_equals_numpys_conversion(dtype):
    x = hard_values(dtype)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        expected = x.astype(np.float16).astype(dtype)
    assert same(lrnnc.round(x, "fp16"), expected)


def test_bf16_equals_torchs_conversion():
    torch = pytest.importorskip("torch")
    x = hard_values(np.float32)
    expected = torch.from_numpy(x).to(torch.bfloat16).to(torch.float32).numpy()
    assert same(lrnnc.round(x, "bf16"), expected)


def every_value(exponent_bits, mantissa_bits, fn=False):
    """Every finite number of an IEEE-style format (fn: the all-ones exponent holds normal numbers
    but the last code, which is NaN), from its definition."""
    bias = 2 ** (exponent_bits - 1) - 1
    values = []
    top = 2**exponent_bits - (1 if fn else 2)
    for e in range(0, top + 1):
        for m in range(2**mantissa_bits):
            if fn and e == top and m == 2**mantissa_bits - 1:
                continue
            v = (m / 2**mantissa_bits) * 2.0 ** (1 - bias) if e == 0 else (1 + m / 2**mantissa_bits) * 2.0 ** (e - bias)
            values += [v, -v]
    return np.unique(np.array(values))


def nearest_even(x, grid, mantissa_bits, emin):
    """Round to nearest, ties to the value whose last mantissa bit is 0, by searching the grid; a
    zero result keeps x's sign."""
    out = np.empty_like(x)
    for i, v in enumerate(x):
        j = np.searchsorted(grid, v)
        lo, hi = grid[max(j - 1, 0)], grid[min(j, len(grid) - 1)]
        if v - lo < hi - v:
            r = lo
        elif hi - v < v - lo:
            r = hi
        else:  # a tie: the one whose significand, in units of its last place, is even
            ulp = 2.0 ** (max(np.floor(np.log2(abs(lo))), emin) - mantissa_bits) if lo != 0 else 1.0
            r = lo if lo == 0 or int(abs(lo) / ulp) % 2 == 0 else hi
        out[i] = np.copysign(0.0, v) if r == 0 else r
    return out


@pytest.mark.parametrize("name,e,m", [("float:e4m3:sat", 4, 3), ("float:e5m2:sat", 5, 2), ("float:e3m4:sat", 3, 4)])
def test_small_formats_equal_a_search_over_every_value(name, e, m):
    grid = every_value(e, m)
    rng = np.random.default_rng(3)
    inside = rng.uniform(grid[0], grid[-1], 5000)
    halfway = (grid[1:] + grid[:-1]) / 2  # every tie
    x = np.concatenate([inside, halfway, grid])
    assert same(lrnnc.round(x, name), nearest_even(x, grid, m, 2 - 2 ** (e - 1)))
    # :sat clamps what lies beyond the largest value
    assert lrnnc.round(np.array([grid[-1] * 4, -grid[-1] * 4]), name).tolist() == [grid[-1], -grid[-1]]


def test_e4m3_is_ocp_fn():
    grid = every_value(4, 3, fn=True)
    assert grid[-1] == 448.0
    x = np.concatenate([np.random.default_rng(5).uniform(-448, 448, 5000), (grid[1:] + grid[:-1]) / 2])
    assert same(lrnnc.round(x, "e4m3"), nearest_even(x, grid, 3, -6))
    assert np.isnan(lrnnc.round(np.array([464.01, 1e6, np.inf]), "e4m3")).all()  # overflow is NaN
    assert lrnnc.round(np.array([464.0]), "e4m3")[0] == 448.0  # the tie between 448 and 480 goes to the even 448


def test_fixed_point_is_exact_arithmetic():
    rng = np.random.default_rng(11)
    x = np.concatenate([rng.uniform(-10, 10, 10000), np.arange(-130, 131) / 32])  # ties at 1/32
    expected = np.clip(np.round(x * 16) / 16, -8, 8 - 1 / 16) + 0.0  # numpy rounds ties to even; no -0
    assert same(lrnnc.round(x, "fixed:q3.4"), expected)


def test_equals_the_command_lines_format():
    values = ["0.1", "1e9", "-3.3", "65519", "6e-8", "448", "464"]
    for dtype in ["bf16", "fp16", "e4m3", "e5m2", "tf32", "float:e6m5"]:
        for rounding in ["rne", "rz", "ru", "rd", "rna", "ro"]:
            cli = cli_json("format", dtype, *values, "--rounding", rounding)
            expected = [v["value"] for v in cli["values"] if v["rounding"] == rounding]
            got = lrnnc.round(np.array([float(v) for v in values]), dtype, rounding=rounding)
            assert [str(v) for v in got.tolist()] == [str(v) for v in expected], (dtype, rounding)


def test_shape_dtype_strides_and_the_input_are_kept():
    x = np.random.default_rng(1).standard_normal((64, 48)).astype(np.float32)
    before = x.copy()
    view = x[::3, 5:40:2].T  # neither C- nor F-contiguous
    out = lrnnc.round(view, "bf16")
    assert out.shape == view.shape and out.dtype == np.float32 and out.flags.c_contiguous
    assert same(out, lrnnc.round(np.ascontiguousarray(view), "bf16"))
    assert same(x, before)
    assert lrnnc.round(np.float64(0.1) * np.ones(()), "bf16").shape == ()
    assert lrnnc.round(np.zeros((0, 3)), "bf16").shape == (0, 3)


def test_stochastic_rounding_is_seeded_and_unbiased():
    x = np.full(200_000, 1.0 + 2.0**-10)  # a quarter of the way from 1 to the next bf16
    a = lrnnc.round(x, "bf16", rounding="sr", seed=1)
    assert same(a, lrnnc.round(x, "bf16", rounding="sr", seed=1))
    assert not same(a, lrnnc.round(x, "bf16", rounding="sr", seed=2))
    assert set(a.tolist()) == {1.0, 1.0 + 2.0**-7}
    assert abs(a.mean() - x[0]) < 2e-5  # E[round(x)] = x
    assert same(lrnnc.round(x, "bf16,rounding=sr:1"), a)  # the policy's own rounding, spelled out


def test_bad_arguments():
    with pytest.raises(lrnnc.Error, match="zz"):
        lrnnc.round(np.zeros(3), "zz")
    with pytest.raises(lrnnc.Error, match="MPFR"):
        lrnnc.round(np.zeros(3), "mpfr:100")
    with pytest.raises(lrnnc.Error):
        lrnnc.round(np.zeros(3), "bf16", rounding="up")
    # Integer arrays are converted to float64 (exactly), not refused; what holds no real numbers is.
    assert lrnnc.round(np.arange(3), "bf16").tolist() == [0.0, 1.0, 2.0]
    with pytest.raises(TypeError, match="float64, float32, float16, integers or booleans"):
        lrnnc.round(np.array([1 + 1j]), "bf16")
    assert lrnnc.round([0.1, 0.2], "bf16").dtype == np.float64  # lists become float64 arrays
