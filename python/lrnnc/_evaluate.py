"""lrnnc.evaluate: any Python callable (a torch module, a numpy function) scored on an automaton's words."""
import os as _os

_SPEC_KEYS = ("builtin", "regex", "alphabet", "dfa", "att", "symbols", "determinize")


def _as_numpy(out):
    """A torch tensor (any device, with or without grad) or anything numpy takes, as a numpy array."""
    if hasattr(out, "detach") and hasattr(out, "cpu"):
        out = out.detach().cpu()
        if hasattr(out, "float") and str(getattr(out, "dtype", "")) in ("torch.bfloat16", "torch.float16"):
            out = out.float()
        out = out.numpy()
    import numpy
    return numpy.asarray(out)


def _predictions(out, shape, what):
    """The label ids of fn's output: logits (shape + (K,), argmax; a position with a NaN or infinite
    logit has none: -1) or ids (shape)."""
    import numpy
    out = _as_numpy(out)
    if out.shape == shape and numpy.issubdtype(out.dtype, numpy.integer):
        return out.astype(numpy.int64)
    if out.ndim == len(shape) + 1 and out.shape[:-1] == shape and out.shape[-1] > 0 and \
            numpy.issubdtype(out.dtype, numpy.floating):
        ids = out.argmax(axis=-1).astype(numpy.int64)
        ids[~numpy.isfinite(out).all(axis=-1)] = -1
        return ids
    raise ValueError("evaluate(): %s returned an array of shape %s and dtype %s; expected logits of shape %s + (K,) "
                     "(float) or label ids of shape %s (integer)" % (what, out.shape, out.dtype, shape, shape))


def evaluate(fn, lengths, words=100, seed=1, batch=64, labels="all", progress=None, **spec):
    """Scores fn on random words of an automaton, as `lrnnc score` scores a predictions file.

    fn: any callable taking a batch of words, an int64 array (B, T) of letter ids (a torch.LongTensor
    when fn is a torch.nn.Module, called under torch.no_grad()), all of the same length T, and
    returning logits (B, T, K) or label ids (B, T) (labels="final": (B, K) or (B,)); numpy arrays,
    torch tensors on any device, or anything numpy.asarray takes. A position whose logits are not all
    finite has no prediction and counts as wrong. lengths, words, seed: `lrnnc dataset`'s --length,
    --words and --seed (the same words: word i from mt19937_64(seed + i)). spec: the SPEC as keywords
    (builtin="alt:5", regex=..., dfa=...). batch: words per call. Returns `lrnnc score --json`'s
    document: token and sequence accuracy overall and per length, cumulative sequence accuracy per
    prefix length, the first-failure distribution and the positions without a prediction.
    """
    import numpy
    import tempfile
    from . import dataset, _call
    unknown = sorted(set(spec) - set(_SPEC_KEYS))
    if unknown:
        raise TypeError("evaluate() got an unexpected keyword argument '%s'" % unknown[0])
    if not callable(fn):
        raise TypeError("evaluate(): fn must be callable, got %s" % type(fn).__name__)
    if not isinstance(batch, int) or batch < 1:
        raise ValueError("evaluate(): batch= must be a positive integer, got %r" % (batch,))
    d = dataset(length=lengths, words=words, seed=seed, labels=labels, progress=progress, **spec)
    x, n = d["input"], d["length"]
    final = labels == "final"
    pred = numpy.full((x.shape[0],) if final else x.shape, -1, numpy.int64)
    import sys
    torch = sys.modules.get("torch")  # a torch module can only exist once torch is imported
    module = torch is not None and isinstance(fn, torch.nn.Module)
    for length in numpy.unique(n):
        rows = numpy.flatnonzero(n == length)
        for k in range(0, len(rows), batch):
            idx = rows[k:k + batch]
            words_in = x[idx, :length].astype(numpy.int64)
            if module:
                with torch.no_grad():
                    out = fn(torch.from_numpy(words_in))
            else:
                out = fn(words_in)
            shape = (len(idx),) if final else (len(idx), int(length))
            p = _predictions(out, shape, "fn")
            if final:
                pred[idx] = p
            else:
                pred[idx, :length] = p
    with tempfile.TemporaryDirectory(prefix="lrnnc-evaluate-") as folder:
        path = _os.path.join(folder, "predictions.npz")
        numpy.savez(path, input=x, length=n, prediction=pred)
        report = _call("score", [path], dict(spec, labels=labels), progress)
    report["predictions"] = None
    return report
