#!/usr/bin/env python3
"""Writes a small learned model the way a PyTorch user would, without lrnnc and without any package.

Usage: write-model.py OUT_DIR  ->  OUT_DIR/parity.json and OUT_DIR/parity.safetensors

The model (docs/LEARNED.md): one diag layer with range [-1,1], d_model 4, n 3, alphabet ["0", "1"],
outputs ["even", "odd"], the parity automaton, F32 tensors. Element k of the t-th tensor (in the
order of TENSORS) is ((7 t + 3 k) % 11 - 5) / 8, exact in F32; tests/learned/test-model-io.cpp
checks the loaded values against the same formula. The safetensors file is written by hand with
struct and json only: an independent writer of the format (8-byte little-endian header length, the
JSON header padded with spaces to a multiple of 8, the tensors back to back).
"""
import json
import os
import struct
import sys

D, N = 4, 3
TENSORS = [
    ("embed", [2, D]),
    ("layers.0.norm.weight", [D]),
    ("layers.0.out.weight", [D, N]),
    ("layers.0.mixer.delta.weight", [N, D]),
    ("layers.0.mixer.delta.bias", [N]),
    ("layers.0.mixer.A_log", [N]),
    ("layers.0.mixer.B.weight", [N, D]),
    ("head.norm.weight", [D]),
    ("head.weight", [2, D]),
    ("head.bias", [2]),
]


def value(t, k):
    return ((7 * t + 3 * k) % 11 - 5) / 8.0


def count(shape):
    c = 1
    for s in shape:
        c *= s
    return c


def safetensors_bytes():
    header, data = {}, b""
    for t, (name, shape) in enumerate(TENSORS):
        raw = b"".join(struct.pack("<f", value(t, k)) for k in range(count(shape)))
        header[name] = {"dtype": "F32", "shape": shape, "data_offsets": [len(data), len(data) + len(raw)]}
        data += raw
    header["__metadata__"] = {"format": "lrnnc-learned", "manifest": "parity.json"}
    text = json.dumps(header, separators=(",", ":")).encode("utf-8")
    text += b" " * (-len(text) % 8)
    return struct.pack("<Q", len(text)) + text + data


def manifest():
    return {
        "format": "lrnnc-learned",
        "version": 1,
        "weights": "parity.safetensors",
        "alphabet": ["0", "1"],
        "outputs": ["even", "odd"],
        "d_model": D,
        "norm_eps": 1e-6,
        "layers": [{"type": "diag", "n": N, "range": "[-1,1]"}],
        "automaton": {
            "alphabet": ["0", "1"],
            "states": 2,
            "start": 0,
            "outputs": ["even", "odd"],
            "delta": [[0, 1], [1, 0]],
        },
        "training": {"writer": "write-model.py"},
    }


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: write-model.py OUT_DIR")
    out = sys.argv[1]
    with open(os.path.join(out, "parity.safetensors"), "wb") as f:
        f.write(safetensors_bytes())
    with open(os.path.join(out, "parity.json"), "w") as f:
        json.dump(manifest(), f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
