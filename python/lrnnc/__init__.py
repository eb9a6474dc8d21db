"""lrnnc from Python: regular languages -> automata -> linear RNN weights, under finite precision.

Every subcommand of the `lrnnc` command line is a function that returns the command's `--json`
document as Python objects (docs/PYTHON.md):

    import lrnnc
    report = lrnnc.compile(builtin="mod:3", output="mod3")
    table = lrnnc.probe("mod3", builtin="mod:3", dtype=["bf16", "fp16"], max_len=2000, words=8, seed=3)

Positional arguments stay positional; options are keyword arguments named by the long option with
'-' -> '_' (`--max-len` is `max_len=`; `-o` is `output=`); options that may be repeated take lists,
flags take booleans. Bad input raises lrnnc.Error (a ValueError) with the command's one-line
message. The command runs in this process with the GIL released; its progress lines go to
`progress=` (a callable taking one line of text) instead of stderr, and Ctrl-C interrupts it.
help(lrnnc.probe) shows the command's own help. lrnnc.round, compile, format and eval share names
with Python builtins: `from lrnnc import *` leaves those four out (call them as lrnnc.NAME).
"""
import json as _json
import os as _os

from . import _lrnnc
from ._build_info import TRAIN_MODULE_RELATIVE as _TRAIN_MODULE_RELATIVE

# Not round, compile, format and eval: `from lrnnc import *` must not hide Python's builtins.
__all__ = ["Error", "Network", "LearnedModel", "simulate", "inspect", "convert", "builtins", "verify", "spectrum",
           "decompose", "probe", "realize", "sweep", "train", "run", "dataset", "score", "evaluate"]


Error = _lrnnc.Error
Error.__doc__ = "Bad input or a failed command (a ValueError): the message is the command line's one line."
Error.__module__ = "lrnnc"


def round(x, dtype, rounding=None, seed=0):
    """x rounded to the storage format of the arithmetic policy `dtype` (numpy in, numpy out).

    x: a float64 or float32 numpy array (any shape and strides; read in place, not copied), a
    float16, integer or boolean array (converted to float64 exactly: an integer that float64 cannot
    hold is refused, since converting it would round it twice), or anything numpy.asarray makes
    one of. dtype: a policy or format as the command line takes it
    ("bf16", "fp16", "e4m3", "float:e5m2:sat", "fixed:q3.12", "bf16,acc=fp32"). rounding: rne, rna,
    rz, ru, rd, ro or sr (stochastic, drawing from `seed`; "sr:SEED" also works); default: the
    policy's own (rne unless it says rounding=...). Returns a new C-ordered array of x's shape and
    dtype (float64 for converted arrays) whose every value is the format's rounding of x's, exactly
    as lrnnc's simulations store values (a float32 array gets the rounded values converted back to
    float32, which is exact for the formats no wider than fp32). Bad dtype, rounding or seed:
    lrnnc.Error; an argument of the wrong type: TypeError (one line each).
    """
    return _lrnnc.round(x, dtype, rounding, seed)


_here = _os.path.dirname(_os.path.abspath(__file__))
_lrnnc.set_train_module_candidates([_os.path.normpath(_os.path.join(_here, p)) for p in _TRAIN_MODULE_RELATIVE])

_COMMANDS = _json.loads(_lrnnc.describe())

# Options by a short spelling: the Python name they take (besides their long name, if any).
_SHORT_NAMES = {"o": "output"}


def _text(value, what):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (str, int, float)):
        return str(value)
    if isinstance(value, _os.PathLike):
        return _os.fspath(value)
    raise TypeError("%s: expected a string, a number or a path, got %s" % (what, type(value).__name__))


def _keywords(command):
    table = {}
    for o in _COMMANDS[command]["options"]:
        names = [f.lstrip("-") for f in o["flags"]]
        for name in names:
            if len(name) == 1:
                if name not in _SHORT_NAMES:
                    raise ImportError("lrnnc %s: option -%s has no Python name" % (command, name))
                table[_SHORT_NAMES[name]] = o
            else:
                table[name.replace("-", "_")] = o
    return table


def _arguments(command, positionals, keywords):
    """The command line `lrnnc COMMAND ...` of a call (without the program name)."""
    spec = _COMMANDS[command]
    table = _keywords(command)
    declared = spec["positionals"]
    if len(positionals) > len(declared) and not spec["extras"]:
        raise TypeError("%s() takes at most %d positional arguments (%d given)" %
                        (command, len(declared), len(positionals)))
    args = [command] + [_text(v, "%s() argument %d" % (command, i + 1)) for i, v in enumerate(positionals[:len(declared)])]
    for key, value in keywords.items():
        if key == "json":
            raise TypeError("%s(): json= is not an option here: the result is always the JSON document" % command)
        option = table.get(key)
        if option is None:
            raise TypeError("%s() got an unexpected keyword argument '%s'" % (command, key))
        if value is None:
            continue
        spelling = option["flags"][-1]
        if option["flag"]:
            if not isinstance(value, bool):
                raise TypeError("%s(): %s= is a flag: True or False, got %r" % (command, key, value))
            if value:
                args.append(spelling)
            continue
        values = value if isinstance(value, (list, tuple)) else [value]
        if isinstance(value, (list, tuple)) and not option["repeatable"]:
            raise TypeError("%s(): %s= takes one value, got a list" % (command, key))
        for v in values:
            args += [spelling, _text(v, "%s(%s=)" % (command, key))]
    if any(o["name"] == "json" for o in spec["options"]):
        args.append("--json")
    extras = positionals[len(declared):]
    if extras:
        args.append("--")
        args += [_text(v, "%s() argument" % command) for v in extras]
    return args


def _call(command, positionals, keywords, progress):
    args = _arguments(command, positionals, keywords)
    code, out, error, last_line = _lrnnc.cli(args, progress)
    text = out.decode("utf-8", "surrogateescape")
    if code in (0, 1) and text.strip():
        try:
            return _json.loads(text)
        except ValueError:
            return text
    if code == 0:
        return None
    raise Error((error or last_line or "lrnnc %s: exit code %d" % (command, code)).strip())


Network = _lrnnc.Network
Network.__module__ = "lrnnc"
Network.__doc__ = """A compiled network (Theorem 3/4 constructions, lrnnc compile's files) as numpy arrays.

    Network.load(path): path is the stem, the .json manifest or the .safetensors file.
    .layers: one dict per layer: n, d, H0 (n x d), context ([(layer, lag)]), tokens (one dict per
    token: letter, letter_index, context, kind, A (the n x n matrix), diagonal or factors ([{v, beta}])
    as stored, B (n x d, or None)), codebook (K x n*d) and values (K,: the decoded value of each row).
    .alphabet, .labels (output labels), .automaton (the DFA as JSON), .manifest, .readout,
    .readout_keys. .save(path, dtype="f64") writes the two files as lrnnc compile does.
    .to_torch(): the network as a torch.nn.Module (float64; see its docstring).
    """


def _network_to_torch(self):
    """The network as a torch.nn.Module whose float64 forward runs lrnnc's recurrence and decoding
    (needs torch): its decoded outputs equal lrnnc.simulate's in fp64. Its states equal
    keep_states's bit for bit for diagonal and permutation networks; for Householder products it
    multiplies by the product matrix A where lrnnc applies the factors one by one, so they agree
    to rounding (2e-13 after 400 letters of sym:5)."""
    from ._torch import network_module
    return network_module(self)


Network.to_torch = _network_to_torch


LearnedModel = _lrnnc.LearnedModel
LearnedModel.__module__ = "lrnnc"
LearnedModel.__doc__ = """A learned model (lrnnc train's files; docs/LEARNED.md) and its forward under any policy.

    LearnedModel.load(path): the stem, the .json manifest or the .safetensors file.
    .config (alphabet, outputs, d_model, bos, tied_head, layers), .weights (name -> numpy array, as
    stored), .automaton (its task), .training (the training record).
    .run(words, dtype="fp64", order="sequential", fp_threshold=0, fp_max_iter=0, max_memory=0): words
    as for lrnnc.simulate; a dict of logits (B, T, K), predictions (B, T) (-1 where a logit is not
    finite or past a shorter word's end), lengths, outputs, and for fixed-point layers iterations
    and converged (B, layers): l* and whether the residue fell below the threshold before the cap.
    fp_threshold / fp_max_iter replace the model's stopping rule when > 0 (as run/eval's
    --fp-threshold / --fp-max-iter). The same numbers as `lrnnc run` on each word. The memory the
    call needs is estimated before anything is allocated; over max_memory (bytes, or a size such
    as "16G"; 0: half the machine's memory) it raises lrnnc.Error and allocates nothing.
    .forward(words, dtype=...): the logits alone.
    .to_torch(): the model as a torch.nn.Module (float64, its tensors as Parameters under the file's
    names; see its docstring).
    """


def _forward(self, words, dtype="fp64", order="sequential", fp_threshold=0.0, fp_max_iter=0, max_memory=0):
    """The logits (B, T, K) of the words under the policy (LearnedModel.run's "logits")."""
    return self.run(words, dtype, order, fp_threshold, fp_max_iter, max_memory)["logits"]


LearnedModel.forward = _forward


def _learned_to_torch(self):
    """The model as a torch.nn.Module whose float64 forward is the runtime's (needs torch): its
    forward(words) returns run's logits, predictions, lengths and fixed-point iterations and
    converged, with the same stopping rule (fp_threshold= / fp_max_iter= as run's). The logits
    agree with run(words, dtype="fp64")'s to rounding (torch sums its dot products in another
    order: 1e-14 on the committed models' words; a fixed-point word that iterates for hundreds of
    iterations without contracting amplifies that to 1e-9), and so do the fixed-point iteration
    counts, exactly unless a residue falls within rounding of the threshold. Every tensor of the
    file is a float64 Parameter under its own name, so the model can be fine-tuned (the gradient
    flows through the final fixed-point iteration, as in lrnnc's training)."""
    from ._torch_learned import learned_module
    return learned_module(self)


LearnedModel.to_torch = _learned_to_torch


def simulate(network, words, dtype="fp64", order="sequential", keep_states=False, automaton_states=False, out=None,
             threads=0, device="cpu"):
    """Runs words through a compiled network under an arithmetic policy (lrnn::simulate: the batched
    engine where it covers the run, bit for bit the reference simulator otherwise).

    network: a Network or a path. words: an integer array (B, T) of letter indices (any integer
    type and strides; read where it is, never copied whole), or a list of words, each a string
    ("0110", "a b a") or a list of letter indices. dtype: "fp64" (native doubles) or any policy
    ("bf16", "fp16,acc=fp32,fma", ...); order: "sequential", "scan" or "chunked:C"; threads: 0 for
    all cores; device: "cpu" or "cuda".
    Returns a dict: decoded (B, T) int32, the output label index the network reads at each position
    (-1 where it reads no automaton state; past a shorter word's end), written into `out` when it is
    given (an int32 C-contiguous array of that shape, reused across calls: no new memory);
    first_failure (B,) int64, the first position t (1-based) whose decoded state differs from the
    automaton's, -1 for none; lengths (B,); labels; with automaton_states=True automaton_states
    (B, T) int32, the automaton state read; with keep_states=True states (B, T, S): every layer's
    state after each position, concatenated (S = the sum of n*d).
    """
    if not isinstance(network, Network):
        network = Network.load(_os.fspath(network))
    return _lrnnc.simulate(network, words, dtype, order, keep_states, automaton_states, out, threads, device)


def _compile_to_network(positionals, keywords, progress):
    """compile(..., output=None): compiled into a temporary folder, returned as (report, Network)."""
    import tempfile
    with tempfile.TemporaryDirectory(prefix="lrnnc-compile-") as folder:
        stem = _os.path.join(folder, "network")
        report = _call("compile", positionals, dict(keywords, output=stem), progress)
        network = Network.load(stem)
    if isinstance(report, dict):
        for key in ("manifest", "weights"):
            if key in report:
                report[key] = None
    return report, network


def _dataset_to_arrays(positionals, keywords, progress):
    """dataset(..., output=None): the words as numpy arrays, the .npz of `lrnnc dataset` written to a
    temporary folder and read back: a dict of input, target, length, letters and labels (the .npz's
    arrays, docs/FORMATS.md) and report (the command's --json document, output None)."""
    import tempfile
    import numpy
    if keywords.get("format") not in (None, "npz"):
        raise TypeError("dataset(): format= goes with output=; without it the arrays are returned")
    keywords.pop("format", None)
    with tempfile.TemporaryDirectory(prefix="lrnnc-dataset-") as folder:
        path = _os.path.join(folder, "dataset.npz")
        report = _call("dataset", positionals, dict(keywords, output=path), progress)
        with numpy.load(path) as z:
            arrays = {name: z[name] for name in z.files}
    report["output"] = None
    arrays["report"] = report
    return arrays


def _make(command):
    def function(*positionals, progress=None, **keywords):
        if command == "compile" and keywords.get("output", keywords.get("out")) is None:
            keywords.pop("output", None), keywords.pop("out", None)
            return _compile_to_network(positionals, keywords, progress)
        if command == "dataset" and keywords.get("output") is None:
            keywords.pop("output", None)
            return _dataset_to_arrays(positionals, keywords, progress)
        return _call(command, positionals, keywords, progress)

    function.__name__ = function.__qualname__ = command.replace("-", "_")
    spec = _COMMANDS[command]
    names = [p["name"].lower() for p in spec["positionals"]]
    function.__doc__ = ("lrnnc.%s(%s**options, progress=None): %s\n\n"
                        "Returns the --json document of `lrnnc %s`. Its help:\n\n%s" %
                        (function.__name__, "".join(n + ", " for n in names), spec["description"], command,
                         spec["help"]))
    return function


for _command in _COMMANDS:  # `lrnnc fla-export` is lrnnc.fla_export
    _keywords(_command)  # every short-only option has a Python name
    globals()[_command.replace("-", "_")] = _make(_command)
del _command
dataset.__doc__ = ("lrnnc.dataset(**options, progress=None): without output=, the words as numpy arrays: a dict of "
                   "input, target, length, letters, labels and report (docs/PYTHON.md); with output=, the file "
                   "is written and the --json document returned.\n\n" + dataset.__doc__)

from ._evaluate import evaluate  # noqa: E402 (needs dataset and _call above)
from ._fla import from_fla  # noqa: E402 (needs fla above)
