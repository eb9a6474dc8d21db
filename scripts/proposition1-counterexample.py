#!/usr/bin/env python3
"""Write the counterexample to the second claim of Grazzi et al.'s Proposition 1(3) as an lrnnc
network (OUT.json + OUT.safetensors), for `lrnnc spectrum OUT.json`.

Proposition 1(3) says products of generalized Householder matrices I - beta v v^T with eigenvalue
1 - beta |v|^2 in [0, 1] have only real eigenvalues. With three factors that fails: unit vectors
at 0, 60 and 120 degrees and beta = 0.9 give eigenvalues -0.0007 +- 0.0316i. The network has one
2-dimensional layer over parity's alphabet: letter '0' is the identity, letter '1' the product.
It does not implement parity (nothing in M_k([0, 1]) can); it only carries the matrix.

Usage: scripts/proposition1-counterexample.py OUT   (standard library only)
"""
import json
import math
import os
import struct
import sys

if len(sys.argv) != 2:
    sys.exit("usage: proposition1-counterexample.py OUT")
out = sys.argv[1]
beta = 0.9
tensors = {"layer0.H0": ([2, 1], [1.0, 0.0]), "layer0.codebook": ([2, 2], [1.0, 0.0, -1.0, 0.0])}
factors = []
for i, degrees in enumerate([0, 60, 120]):
    a = math.radians(degrees)
    tensors[f"layer0.tok1.refl{i}.v"] = ([2], [math.cos(a), math.sin(a)])
    tensors[f"layer0.tok1.refl{i}.beta"] = ([], [beta])
    factors.append({"v": f"layer0.tok1.refl{i}.v", "beta": f"layer0.tok1.refl{i}.beta"})

header, data = {"__metadata__": {"format": "lrnnc", "manifest": os.path.basename(out) + ".json"}}, b""
for name in sorted(tensors):
    shape, values = tensors[name]
    header[name] = {"dtype": "F64", "shape": shape, "data_offsets": [len(data), len(data) + 8 * len(values)]}
    data += struct.pack("<%dd" % len(values), *values)
text = json.dumps(header, separators=(",", ":")).encode()
text += b" " * (-len(text) % 8)
with open(out + ".safetensors", "wb") as f:
    f.write(struct.pack("<Q", len(text)) + text + data)

manifest = {
    "format": "lrnnc-network", "version": 1, "dtype": "F64", "weights": os.path.basename(out) + ".safetensors",
    "automaton": {"alphabet": ["0", "1"], "delta": [[0, 1], [1, 0]], "outputs": [0, 1], "start": 0, "states": 2},
    "source": "scripts/proposition1-counterexample.py",
    "notes": ["letter '1': three GH factors, unit v at 0, 60, 120 degrees, beta 0.9; not a parity network"],
    "layers": [{"n": 2, "d": 1, "H0": "layer0.H0", "context": [],
                "codebook": {"tensor": "layer0.codebook", "values": [0, 1]},
                "tokens": [{"letter": "0", "context": [], "B": None, "transition": {"kind": "householder", "factors": []}},
                           {"letter": "1", "context": [], "B": None,
                            "transition": {"kind": "householder", "factors": factors}}]}],
    "readout": [0, 1], "readout_keys": [],
}
with open(out + ".json", "w") as f:
    json.dump(manifest, f, indent=1, sort_keys=True)
    f.write("\n")
