"""lrnnc.from_fla: an fla model or state dict in memory as an lrnnc learned model (docs/INTEROP.md)."""
import json as _json
import os as _os
import struct as _struct
import tempfile as _tempfile

import numpy as _np

_DTYPES = {"float64": "F64", "float32": "F32", "float16": "F16", "bfloat16": "BF16"}


def _raw(value):
    """(safetensors dtype, shape, little-endian bytes) of a torch tensor or a numpy array."""
    if hasattr(value, "detach"):  # a torch tensor: bf16 has no numpy type, so its bits go as int16
        t = value.detach().cpu().contiguous()
        name = str(t.dtype).replace("torch.", "")
        if name not in _DTYPES:
            raise ValueError("tensor of dtype %s: expected float64, float32, float16 or bfloat16" % name)
        import torch
        array = t.view(torch.int16).numpy() if name == "bfloat16" else t.numpy()
        return _DTYPES[name], list(t.shape), array.astype(array.dtype.newbyteorder("<")).tobytes()
    array = _np.ascontiguousarray(value)
    if array.dtype.name not in _DTYPES:
        raise ValueError("array of dtype %s: expected float64, float32 or float16" % array.dtype.name)
    return _DTYPES[array.dtype.name], list(array.shape), array.astype(array.dtype.newbyteorder("<")).tobytes()


def _write_safetensors(path, state):
    header, blobs, offset = {}, [], 0
    for name in sorted(state):
        dtype, shape, data = _raw(state[name])
        header[name] = {"dtype": dtype, "shape": shape, "data_offsets": [offset, offset + len(data)]}
        blobs.append(data)
        offset += len(data)
    text = _json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(_struct.pack("<Q", len(text)) + text + b"".join(blobs))


def from_fla(model, config=None, output=None, **options):
    """lrnnc.from_fla(model, config=None, output=None, **options) -> LearnedModel

    An fla DeltaNet / Gated DeltaNet / Gated DeltaProduct model in memory as an lrnnc learned model:
    `model` is the torch module (its state_dict() and config are used) or a state dict (name ->
    torch tensor or numpy array, fla's names); `config` its config (a dict, or an object with
    to_dict(); default: model.config). The state dict and config are written to a temporary
    checkpoint folder and imported by `lrnnc fla` with `options` (the task: builtin=, regex=, dfa=,
    ...; letter_tokens=, label_tokens=, bos_token=). `output`: a stem where the learned model's
    files are kept (default: none; the model is read into memory and the files removed). Raises
    lrnnc.Error as the command line does.
    """
    from . import LearnedModel, fla  # the package's command functions

    state = model.state_dict() if hasattr(model, "state_dict") else model
    if config is None:
        config = getattr(model, "config", None)
        if config is None:
            raise ValueError("from_fla: give config= (the model has no .config)")
    if hasattr(config, "to_dict"):
        config = config.to_dict()
    import shutil

    work = _tempfile.mkdtemp(prefix="lrnnc-fla-")
    try:
        with open(_os.path.join(work, "config.json"), "w") as f:
            _json.dump(config, f)
        _write_safetensors(_os.path.join(work, "model.safetensors"), state)
        stem = output if output is not None else _os.path.join(work, "model")
        fla(work, output=stem, **options)
        return LearnedModel.load(str(stem))
    finally:
        shutil.rmtree(work, ignore_errors=True)
