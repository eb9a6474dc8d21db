# An independent PyTorch reference for the forward pass of flash-linear-attention (fla) causal
# language models of three families -- DeltaNet ("delta_net"), Gated DeltaNet ("gated_deltanet") and
# Gated DeltaProduct ("gated_deltaproduct") -- and helpers that write small random checkpoints in fla's
# exact layout (config.json + model.safetensors). It is written from fla's semantics as specified in
# docs/notes-fla-layout.md (fla commit bc3b101d), not copied from fla, and is used by the tests that
# compare lrnnc's C++ loader against it. Section numbers below refer to that note.
#
# Clarity over speed: the mixer is a token-by-token loop (float64 by default); the models are tiny.
# Only numpy and torch are needed; nothing here is a test (the tests import the helpers).
"""Reference forward of fla DeltaNet / Gated DeltaNet / Gated DeltaProduct checkpoints.

Public functions:

* ``forward(config, state, tokens, strict=True, dtype="fp64")`` -> logits ``[T, vocab_size]``
  (float64 in every mode).
* ``random_checkpoint(kind, seed, **overrides)`` -> ``(config, state)``.
* ``save_safetensors(path, state, dtype="F64")`` and ``write_checkpoint(directory, config, state, dtype)``.
* ``read_safetensors(path)`` -> ``{name: float64 tensor}`` (a tiny reader, for round trips).
* ``to_dtype_roundtrip(state, dtype)`` -> the state rounded to F32/BF16/F16 and back to float64.
* ``delta_product_head(q, k, v, beta, alpha=None, dtype=torch.float64)`` -> per-head recurrence
  outputs (section 3.4).
* ``resolve_config(config)`` -> derived sizes/switches (ValueError naming the field for refusals),
  ``expected_shapes(resolved)`` -> {name: shape}, ``default_config(kind)`` -> the class defaults.
* ``DTYPES`` (the modes below) and ``Numerics(dtype)`` (their dtypes and rounding helpers).

Numerics (``forward``'s ``dtype``; notes 3.1-3.5 say which fla steps run in fp32):

* ``"fp64"`` (default): every parameter, intermediate and the recurrence state in float64.
* ``"fp32"``: the same computation with everything, the recurrence state included, in float32.
* ``"bf16"``: fla running a model cast to bfloat16 (mixed precision). Parameters are rounded to
  bf16 (float64 -> float32 -> bf16). Every Linear (q/k/v/b/a/g/o projections, the MLP, lm_head)
  multiplies bf16 inputs in float32 and rounds the result to bf16 (a bf16 GEMM with fp32
  accumulation). RMSNorm (attn_norm, mlp_norm, model.norm, o_norm), the L2 norm of q and k, the
  DeltaNet feature maps and sum norm, silu, sigmoid and softplus compute in float32 from bf16
  inputs and round their outputs to bf16, with these exceptions, as in fla: the short
  convolution accumulates in fp32 and rounds once, after its activation; o_norm with an output
  gate (FusedRMSNormGated) forms norm * w * silu(z) in fp32 and rounds once; the SwiGLU product
  silu(gate) * up is formed in fp32 and rounded once; the decay gate alpha = exp(-exp(A_log)
  softplus(a + dt_bias)) stays fp32; GDN's beta = sigmoid(b_proj x) (x2) stays fp32 (fla applies
  it in the kernel), while DeltaNet's and GDP's beta are rounded to bf16 and doubled in bf16
  (allow_neg_eigval). q after the L2 norm is bf16; the scale d_k^-0.5, the recurrence state S and
  every recurrence operation are fp32 (k, v, beta, q read from their bf16 values); each head's
  o = S^T q is rounded to bf16. Residual sums are formed in fp32 and rounded to bf16 (the next
  norm reads the rounded sum, i.e. fla's fuse_norm=False order; fuse_norm=True normalizes the
  unrounded sum, a difference of one bf16 rounding). The embedding gives bf16 rows; the logits
  are the bf16 lm_head output.
"""

import json
import math
import os
import struct

import numpy as np
import torch

FAMILIES = ("delta_net", "gated_deltanet", "gated_deltaproduct")

ARCHITECTURES = {
    "delta_net": "DeltaNetForCausalLM",
    "gated_deltanet": "GatedDeltaNetForCausalLM",
    "gated_deltaproduct": "GatedDeltaProductForCausalLM",
}

# Fields shared by the three config classes, with their defaults (notes 1.1 and 4, "Config defaults").
_COMMON_DEFAULTS = {
    "attn_mode": "chunk",
    "hidden_size": 2048,
    "vocab_size": 32000,
    "norm_eps": 1e-6,
    "hidden_ratio": 4,
    "intermediate_size": None,
    "hidden_act": "swish",
    "use_short_conv": True,
    "conv_size": 4,
    "allow_neg_eigval": False,
    "tie_word_embeddings": False,
    "fuse_norm": True,
    "attn": None,
    "attnres_block_size": None,
    "max_position_embeddings": 2048,
    "use_cache": True,
    "initializer_range": 0.02,
    "fuse_swiglu": True,
    "fuse_cross_entropy": True,
    "fuse_linear_cross_entropy": False,
    "use_l2warp": False,
    "pad_token_id": None,
    "bos_token_id": 1,
    "eos_token_id": 2,
}

# Family-specific fields and defaults (notes 1.2-1.4). The config classes' defaults are the ones that
# count: the models always pass the config values to the layers (notes 1.4).
_FAMILY_DEFAULTS = {
    "delta_net": {
        "num_hidden_layers": 24,
        "num_heads": 16,
        "expand_k": 1.0,
        "expand_v": 1.0,
        "use_beta": True,
        "use_gate": False,
        "qk_activation": "silu",
        "qk_norm": "l2",
        "use_output_norm": True,  # no effect: the layer always applies o_norm (notes 1.2)
    },
    "gated_deltanet": {
        "num_hidden_layers": 21,
        "head_dim": 256,
        "num_heads": 6,
        "num_v_heads": None,
        "expand_v": 2.0,
        "use_gate": True,
    },
    "gated_deltaproduct": {
        "num_hidden_layers": 21,
        "head_dim": 256,
        "num_heads": 6,
        "expand_v": 2.0,
        "use_output_gate": True,
        "use_forget_gate": False,
        "num_householder": 1,
    },
}

# Small sizes used by random_checkpoint (the rest of the fields keep the class defaults).
_SMALL = {
    "delta_net": {"num_heads": 2, "expand_k": 1.0, "expand_v": 1.0},  # d_k = d_v = 16 / 2 = 8
    "gated_deltanet": {"num_heads": 2, "head_dim": 4},  # d_v = 4 * 2.0 = 8
    "gated_deltaproduct": {"num_heads": 2, "head_dim": 4},
}

L2_EPS = 1e-6  # fla's l2norm eps, added to the sum of squares inside the sqrt (notes 3.3)


# ---------------------------------------------------------------------------------------------------
# Configuration


def _value(config, family, name):
    """config[name], or the fla config-class default when the field is absent."""
    if name in config:
        return config[name]
    if name in _FAMILY_DEFAULTS[family]:
        return _FAMILY_DEFAULTS[family][name]
    return _COMMON_DEFAULTS[name]


def _is_int(x):
    return isinstance(x, int) and not isinstance(x, bool)


def _family_sizes(s, family, get, d, H):
    """The per-family head sizes and switches into s (notes 1.2-1.4)."""
    if family == "delta_net":
        D_k = int(d * get("expand_k"))
        D_v = int(d * get("expand_v"))
        if D_k < 1 or D_k % H:
            raise ValueError(f"expand_k: key dim {D_k} is not a positive multiple of num_heads {H}")
        if D_v < 1 or D_v % H:
            raise ValueError(f"expand_v: value dim {D_v} is not a positive multiple of num_heads {H}")
        s.update(HV=H, d_k=D_k // H, d_v=D_v // H, n=1)
        s["qk_activation"] = get("qk_activation")
        if s["qk_activation"] not in ("silu", "relu", "elu", "identity"):
            raise ValueError(f"qk_activation: {s['qk_activation']!r} is not one of silu, relu, elu, identity")
        s["qk_norm"] = get("qk_norm")
        if s["qk_norm"] not in ("l2", "sum"):
            raise ValueError(f"qk_norm: {s['qk_norm']!r} is not one of l2, sum")
        s["use_beta"] = bool(get("use_beta"))
        s["output_gate"] = bool(get("use_gate"))
        s["forget_gate"] = False
    else:
        d_k = get("head_dim")
        if not _is_int(d_k) or d_k < 1:
            raise ValueError(f"head_dim: must be a positive integer, not {d_k!r}")
        expand_v = get("expand_v")
        d_v = int(d_k * expand_v)
        if d_v < 1 or not math.isclose(d_k * expand_v, d_v, rel_tol=1e-5):
            raise ValueError(f"expand_v: head_dim * expand_v = {d_k * expand_v} is not a positive integer")
        if family == "gated_deltanet":
            HV = get("num_v_heads")
            if HV is None:
                HV = H
            if not _is_int(HV) or HV < H or HV % H:
                raise ValueError(f"num_v_heads: {HV!r} must be a multiple of num_heads {H}")
            s.update(HV=HV, n=1, forget_gate=True, output_gate=bool(get("use_gate")))
        else:
            # GatedDeltaProductConfig has no num_v_heads and the model passes none: HV = H always
            # (notes 1.4); a num_v_heads key in the config.json is ignored, as fla ignores it.
            n = get("num_householder")
            if not _is_int(n) or n < 1:
                raise ValueError(f"num_householder: must be a positive integer, not {n!r}")
            s.update(HV=H, n=n, forget_gate=bool(get("use_forget_gate")),
                     output_gate=bool(get("use_output_gate")))
        s.update(d_k=d_k, d_v=d_v, qk_activation="silu", qk_norm="l2", use_beta=True)


def resolve_config(config):
    """The sizes and switches a config.json dict implies, as a dict; ValueError naming the field
    for anything this reference (and lrnnc) refuses (notes 1.5) or that fla itself rejects."""
    family = config.get("model_type")
    if family not in FAMILIES:
        raise ValueError(f"model_type: unsupported model type {family!r}")
    get = lambda name: _value(config, family, name)  # noqa: E731

    if get("attn") is not None:
        raise ValueError("attn: hybrid softmax-attention layers are not supported")
    if get("attnres_block_size") is not None:
        raise ValueError("attnres_block_size: attention residuals are not supported")
    if get("hidden_act") != "swish":
        raise ValueError(f"hidden_act: only 'swish' is supported, not {get('hidden_act')!r}")
    if get("attn_mode") not in ("chunk", "fused_recurrent"):
        raise ValueError(f"attn_mode: {get('attn_mode')!r} is not supported (only chunk, fused_recurrent)")

    s = {"family": family}
    for name in ("hidden_size", "num_hidden_layers", "vocab_size", "conv_size", "num_heads"):
        if not _is_int(get(name)) or get(name) < 1:
            raise ValueError(f"{name}: must be a positive integer, not {get(name)!r}")
    d = s["d"] = get("hidden_size")
    s["L"] = get("num_hidden_layers")
    s["V"] = get("vocab_size")
    s["eps"] = float(get("norm_eps"))
    s["use_short_conv"] = bool(get("use_short_conv"))
    s["W"] = get("conv_size")
    s["allow_neg_eigval"] = bool(get("allow_neg_eigval"))
    s["tie"] = bool(get("tie_word_embeddings"))
    H = s["H"] = get("num_heads")

    # MLP width (notes 1.4): intermediate_size, else 256 * ceil(floor(d * hidden_ratio * 2/3) / 256).
    hidden_ratio = get("hidden_ratio")
    if hidden_ratio is None:
        hidden_ratio = 4
    inter = get("intermediate_size")
    if inter is None:
        inter = int(d * hidden_ratio * 2 / 3)
        inter = 256 * ((inter + 255) // 256)
    if not _is_int(inter) or inter < 1:
        raise ValueError(f"intermediate_size: must be a positive integer, not {inter!r}")
    s["I"] = inter

    _family_sizes(s, family, get, d, H)
    s["D_k"] = H * s["d_k"]
    s["D_v"] = s["HV"] * s["d_v"]
    return s


def expected_shapes(s):
    """{name: shape} of every tensor the resolved config ``s`` implies (notes section 2), in a fixed
    order (the order random_checkpoint draws them in). lm_head.weight is left out when tied."""
    d, L, V, W, I = s["d"], s["L"], s["V"], s["W"], s["I"]
    H, HV, n, D_k, D_v, d_v = s["H"], s["HV"], s["n"], s["D_k"], s["D_v"], s["d_v"]
    shapes = {"model.embeddings.weight": (V, d)}
    for i in range(L):
        p = f"model.layers.{i}."
        a = p + "attn."
        shapes[p + "attn_norm.weight"] = (d,)
        shapes[a + "q_proj.weight"] = (D_k, d)
        shapes[a + "k_proj.weight"] = (n * D_k, d)
        shapes[a + "v_proj.weight"] = (n * D_v, d)
        if s["use_beta"]:
            shapes[a + "b_proj.weight"] = (n * HV, d)
        if s["forget_gate"]:
            shapes[a + "a_proj.weight"] = (HV, d)
            shapes[a + "A_log"] = (HV,)
            shapes[a + "dt_bias"] = (HV,)
        if s["use_short_conv"]:
            shapes[a + "q_conv1d.weight"] = (D_k, 1, W)
            shapes[a + "k_conv1d.weight"] = (n * D_k, 1, W)
            shapes[a + "v_conv1d.weight"] = (n * D_v, 1, W)
        if s["output_gate"]:
            shapes[a + "g_proj.weight"] = (D_v, d)
        shapes[a + "o_norm.weight"] = (d_v,)
        shapes[a + "o_proj.weight"] = (d, D_v)
        shapes[p + "mlp_norm.weight"] = (d,)
        shapes[p + "mlp.gate_proj.weight"] = (I, d)
        shapes[p + "mlp.up_proj.weight"] = (I, d)
        shapes[p + "mlp.down_proj.weight"] = (d, I)
    shapes["model.norm.weight"] = (d,)
    if not s["tie"]:
        shapes["lm_head.weight"] = (V, d)
    return shapes


def _checked_state(s, state, strict):
    """The tensors the forward needs, as float64, after checking names and shapes (ValueError)."""
    shapes = expected_shapes(s)
    out = {}
    for name, shape in shapes.items():
        if name not in state:
            raise ValueError(f"{name}: missing from the state dict")
        t = torch.as_tensor(state[name])
        if tuple(t.shape) != tuple(shape):
            raise ValueError(f"{name}: shape {tuple(t.shape)}, expected {tuple(shape)}")
        out[name] = t.detach().to(torch.float64)
    if strict:
        for name in state:
            if name in shapes:
                continue
            if s["tie"] and name == "lm_head.weight":
                continue  # a tied checkpoint may also store the (identical) head; the embedding is used
            if s["family"] == "gated_deltanet" and name.endswith(".attn.D"):
                continue  # pre-2025-03 GDN checkpoints carry an unused attn.D [H] (notes section 2)
            raise ValueError(f"{name}: unexpected tensor for this config")
    return out


# ---------------------------------------------------------------------------------------------------
# Numerics

DTYPES = ("fp64", "fp32", "bf16")  # forward's dtype modes (module docstring)


class Numerics:
    """The dtypes one forward mode uses (module docstring, "Numerics").

    ``act``: the dtype parameters and activations are held in between steps (float64, float32 or
    bfloat16); ``comp``: the dtype every step computes in and the recurrence state's dtype
    (float64 for fp64, float32 otherwise). In fp64 every conversion below is the identity."""

    _ACT = {"fp64": torch.float64, "fp32": torch.float32, "bf16": torch.bfloat16}
    _PARAM = {"fp64": "F64", "fp32": "F32", "bf16": "BF16"}

    def __init__(self, dtype="fp64"):
        if dtype not in DTYPES:
            raise ValueError(f"dtype: {dtype!r} is not one of {DTYPES}")
        self.name = dtype
        self.act = self._ACT[dtype]
        self.comp = torch.float64 if dtype == "fp64" else torch.float32

    def param(self, t):
        """A float64 parameter rounded to the mode's dtype (bf16 through float32, as _rounded)."""
        return _rounded(t, self._PARAM[self.name])

    def up(self, x):
        """x in the compute dtype (exact: act values are representable in comp)."""
        return x.to(self.comp)

    def cast(self, x):
        """x rounded to the activation dtype (round-to-nearest-even for bf16)."""
        return x.to(self.act)

    def lin(self, W, x):
        """A Linear without bias, W [out, in]: W x for a vector x, x W^T for rows x [T, in]; computed
        in the compute dtype from the act values and rounded to act (a bf16 GEMM accumulating in
        fp32 gives that)."""
        W, x = self.up(W), self.up(x)
        return self.cast(W @ x if x.dim() == 1 else x @ W.T)

    def rms_norm(self, x, w, eps):
        """rms_norm computed in the compute dtype and rounded to act (fla's RMSNorm)."""
        return self.cast(rms_norm(self.up(x), self.up(w), eps))

    def add(self, x, y):
        """x + y formed in the compute dtype, rounded to act (a residual sum)."""
        return self.cast(self.up(x) + self.up(y))


FP64 = Numerics("fp64")


# ---------------------------------------------------------------------------------------------------
# Elementwise pieces (tensors of one floating dtype)


def silu(x):
    return x * torch.sigmoid(x)


def softplus(x):
    """torch's softplus with beta 1, threshold 20: x where x > 20, else log(1 + e^x)."""
    return torch.where(x > 20, x, torch.log1p(torch.exp(torch.clamp(x, max=20))))


def rms_norm(x, w, eps):
    """RMSNorm over the last dimension: x * (mean(x^2) + eps)^(-1/2) * w (notes 3.1)."""
    return x / torch.sqrt((x * x).mean(-1, keepdim=True) + eps) * w


def l2_normalize(x):
    """x / sqrt(sum x^2 + 1e-6) over the last dimension (eps inside the sqrt, notes 3.3)."""
    return x / torch.sqrt((x * x).sum(-1, keepdim=True) + L2_EPS)


def short_conv(xs, w, t):
    """The depthwise causal conv at time t (notes 3.2), without activation: xs is the list of the
    inputs x_0..x_t ([C] each), w is [C, 1, W]; tap j multiplies x_{t-W+1+j}, x_s = 0 for s < 0."""
    W = w.shape[2]
    y = torch.zeros_like(xs[t])
    for j in range(W):
        s = t - W + 1 + j
        if s >= 0:
            y = y + w[:, 0, j] * xs[s]
    return y


def delta_product_head(q, k, v, beta, alpha=None, dtype=torch.float64):
    """The recurrence of one value head (notes 3.4), S in R^{d_k x d_v}, S_0 = 0.

    q [T, d_k] (already normalized and scaled), k [T, n, d_k], v [T, n, d_v], beta [T, n],
    alpha [T] or None (= 1). Per token t: S <- alpha_t S; for j = 0..n-1:
    S <- S + beta_tj k_tj (v_tj - S^T k_tj)^T; o_t = S^T q_t. Returns o [T, d_v].
    ``dtype``: the state's dtype and that of every operation (the inputs are converted to it)."""
    q, k, v, beta = q.to(dtype), k.to(dtype), v.to(dtype), beta.to(dtype)
    alpha = None if alpha is None else alpha.to(dtype)
    T, n, d_k = k.shape
    d_v = v.shape[2]
    S = torch.zeros(d_k, d_v, dtype=dtype)
    out = torch.zeros(T, d_v, dtype=dtype)
    for t in range(T):
        if alpha is not None:
            S = alpha[t] * S
        for j in range(n):
            kj = k[t, j]
            u = beta[t, j] * (v[t, j] - S.T @ kj)
            S = S + torch.outer(kj, u)
        out[t] = S.T @ q[t]
    return out


# ---------------------------------------------------------------------------------------------------
# The model


def _features(s, w, prefix, q_in, k_in, v_in, t, num=FP64):
    """Token t's q [H, d_k], k [n, H, d_k], v [n, HV, d_v] (notes 3.2-3.3): the short convolution
    (or none), the activations and feature maps, the normalization and q's scale.

    q_in, k_in, v_in: the projections of every token in the compute dtype (holding act values).
    Returns q scaled in the compute dtype, k and v in the activation dtype (``num``, Numerics)."""
    H, HV, n, d_k, d_v = s["H"], s["HV"], s["n"], s["d_k"], s["d_v"]
    P = lambda name: num.up(w[prefix + name])  # noqa: E731
    # Activation after the conv (or applied directly without conv): v always silu; q, k silu except
    # for DeltaNet with qk_activation != silu (then no activation here, the feature map follows).
    # The conv accumulates in the compute dtype; its output is rounded after the activation.
    qk_silu = s["qk_activation"] == "silu"
    if s["use_short_conv"]:
        q = short_conv(q_in, P("q_conv1d.weight"), t)
        k = short_conv(k_in, P("k_conv1d.weight"), t)  # n*D_k channels along the token axis
        v = short_conv(v_in, P("v_conv1d.weight"), t)
    else:
        q, k, v = q_in[t], k_in[t], v_in[t]
    if qk_silu:
        q, k = silu(q), silu(k)
    v = silu(v)
    q, k, v = num.cast(q), num.cast(k), num.cast(v)

    # Heads: channel h*d_k + c; GDP fused rows j*D_k + h*d_k + c (sub-step outermost).
    q = q.reshape(H, d_k)
    k = k.reshape(n, H, d_k)
    v = v.reshape(n, HV, d_v)

    # DeltaNet feature map (silu was applied above), computed in comp and rounded to act.
    act = s["qk_activation"]
    if act == "relu":
        q, k = num.cast(torch.relu(num.up(q))), num.cast(torch.relu(num.up(k)))
    elif act == "elu":
        elu = torch.nn.functional.elu
        q, k = num.cast(elu(num.up(q)) + 1.0), num.cast(elu(num.up(k)) + 1.0)

    q, k = num.up(q), num.up(k)
    if s["qk_norm"] == "l2":
        q, k = l2_normalize(q), l2_normalize(k)
    else:  # "sum": x / sum_c x_c per head, for q and k (fla's sum_norm on both), no L2 norm
        q = q / q.sum(-1, keepdim=True)
        k = k / k.sum(-1, keepdim=True)
    q, k = num.cast(q), num.cast(k)
    q = num.up(q) * d_k ** -0.5  # the scale is applied in the compute dtype (inside the kernel)
    return q, k, v


def _beta_and_gate(s, w, prefix, x_t, num=FP64):
    """Token t's beta [n, HV] and decay alpha [HV] (None without forget gate) from the layer input
    x_t [d] (notes 3.3), both in the compute dtype. beta is rounded to act before the x2 except
    for GDN (sigmoid and x2 in the kernel); the gate is computed in the compute dtype."""
    n, HV = s["n"], s["HV"]
    P = lambda name: w[prefix + name]  # noqa: E731
    # beta: one scalar per value head (per sub-step), from the layer input x.
    if s["use_beta"]:
        beta = torch.sigmoid(num.up(num.lin(P("b_proj.weight"), x_t))).reshape(n, HV)
        if s["family"] != "gated_deltanet":
            beta = num.cast(beta)
    else:
        beta = torch.ones(n, HV, dtype=num.act)
    if s["allow_neg_eigval"]:
        beta = beta * 2.0
    alpha = None
    # Decay gate (GDN always, GDP with use_forget_gate): g = -exp(A_log) softplus(W_a x + dt_bias).
    if s["forget_gate"]:
        a = num.up(num.lin(P("a_proj.weight"), x_t))
        g = -torch.exp(num.up(P("A_log"))) * softplus(a + num.up(P("dt_bias")))
        alpha = torch.exp(g)
    return num.up(beta), alpha


def _mixer(s, w, prefix, x, num=FP64):
    """One DeltaNet / GDN / GDP layer (notes 3.2-3.5) on x [T, d] (the attn_norm output), in the
    numerics ``num`` (Numerics); returns [T, d] in the activation dtype."""
    T = x.shape[0]
    H, HV, n, d_k, d_v, D_v = s["H"], s["HV"], s["n"], s["d_k"], s["d_v"], s["D_v"]
    eps = s["eps"]
    P = lambda name: w[prefix + name]  # noqa: E731
    c = num.comp

    # Projections of every token (Linear weights are [out, in]), held in the compute dtype.
    q_in = [num.up(num.lin(P("q_proj.weight"), x[t])) for t in range(T)]
    k_in = [num.up(num.lin(P("k_proj.weight"), x[t])) for t in range(T)]
    v_in = [num.up(num.lin(P("v_proj.weight"), x[t])) for t in range(T)]

    o_heads = torch.zeros(T, HV, d_v, dtype=num.act)
    q_all = torch.zeros(HV, T, d_k, dtype=c)
    k_all = torch.zeros(HV, T, n, d_k, dtype=c)
    v_all = torch.zeros(HV, T, n, d_v, dtype=c)
    beta_all = torch.zeros(HV, T, n, dtype=c)
    alpha_all = torch.ones(HV, T, dtype=c)

    for t in range(T):
        q, k, v = _features(s, w, prefix, q_in, k_in, v_in, t, num)
        beta, alpha = _beta_and_gate(s, w, prefix, x[t], num)
        for j in range(HV):
            hq = j // (HV // H)  # GVA: value head j reads q/k head floor(j / (HV/H))
            q_all[j, t] = q[hq]
            k_all[j, t] = k[:, hq]
            v_all[j, t] = v[:, j]
            beta_all[j, t] = beta[:, j]
        if alpha is not None:
            alpha_all[:, t] = alpha

    for j in range(HV):
        alpha = alpha_all[j] if s["forget_gate"] else None
        o = delta_product_head(q_all[j], k_all[j], v_all[j], beta_all[j], alpha, dtype=c)
        o_heads[:, j] = num.cast(o)

    # Output norm (o_norm weight [d_v] shared by all heads), optional silu output gate (fused: one
    # rounding after the gate), o_proj.
    out = torch.zeros(T, s["d"], dtype=num.act)
    for t in range(T):
        o = rms_norm(num.up(o_heads[t]), num.up(P("o_norm.weight")), eps)  # [HV, d_v]
        if s["output_gate"]:
            z = num.up(num.lin(P("g_proj.weight"), x[t])).reshape(HV, d_v)
            o = o * silu(z)
        out[t] = num.lin(P("o_proj.weight"), num.cast(o).reshape(D_v))
    return out


def _mlp(w, prefix, x, num=FP64):
    """GatedMLP: down(silu(gate x) * (up x)), row by row; the SwiGLU product is formed in the
    compute dtype and rounded to act."""
    gate = num.up(num.lin(w[prefix + "gate_proj.weight"], x))
    up = num.up(num.lin(w[prefix + "up_proj.weight"], x))
    return num.lin(w[prefix + "down_proj.weight"], num.cast(silu(gate) * up))


def forward(config, state, tokens, strict=True, dtype="fp64"):
    """Logits [T, vocab_size] (float64) of an fla ...ForCausalLM on one unpadded token sequence.

    config: the config.json dict (model_type delta_net, gated_deltanet or gated_deltaproduct; absent
    fields take the fla config-class defaults). state: {name: tensor} in fla's names (notes section
    2; every tensor is converted to float64, then rounded to the mode's dtype). tokens: list of ints
    in [0, vocab_size). dtype: "fp64" (default), "fp32" or "bf16", the numerics of the module
    docstring; the logits are returned as float64 in every mode.
    Raises ValueError naming the field (or tensor) for refused configurations, missing or misshapen
    tensors, an unknown dtype, and (strict=True) tensors the config does not imply (a tied
    lm_head.weight and a legacy GDN attn.D are tolerated and unused).

    DeltaNet qk_norm="sum" divides by the per-head sum of the features, as fla does: with relu an
    all-zero head gives 0/0 = NaN, and with silu/identity a near-zero sum makes the logits
    ill-conditioned; tests of that option should use elu (positive features) or check finiteness."""
    num = Numerics(dtype)
    s = resolve_config(config)
    w = {name: num.param(t) for name, t in _checked_state(s, state, strict).items()}
    tokens = [int(t) for t in tokens]
    if not tokens:
        raise ValueError("tokens: empty sequence")
    for t in tokens:
        if not 0 <= t < s["V"]:
            raise ValueError(f"tokens: {t} is outside [0, {s['V']})")
    eps = s["eps"]

    h = w["model.embeddings.weight"][tokens]  # [T, d]
    for i in range(s["L"]):
        p = f"model.layers.{i}."
        a = num.rms_norm(h, w[p + "attn_norm.weight"], eps)
        r = num.add(h, _mixer(s, w, p + "attn.", a, num))
        h = num.add(r, _mlp(w, p + "mlp.", num.rms_norm(r, w[p + "mlp_norm.weight"], eps), num))
    h = num.rms_norm(h, w["model.norm.weight"], eps)
    head = w["model.embeddings.weight"] if s["tie"] else w["lm_head.weight"]
    return num.lin(head, h).to(torch.float64)


# ---------------------------------------------------------------------------------------------------
# Random checkpoints


def default_config(kind):
    """The complete config.json dict of fla's config class for ``kind`` with the defaults of the class
    (not small; random_checkpoint makes it small)."""
    if kind not in FAMILIES:
        raise ValueError(f"kind: {kind!r} is not one of {FAMILIES}")
    config = {"model_type": kind, "architectures": [ARCHITECTURES[kind]]}
    config.update(_COMMON_DEFAULTS)
    config.update(_FAMILY_DEFAULTS[kind])
    return config


def random_checkpoint(kind, seed, **overrides):
    """A small random checkpoint of family ``kind`` in fla's exact layout: (config, state).

    config: a complete config.json dict (model_type, architectures and every field of the family's
    config class) with hidden_size 16, 2 layers, vocab_size 8, num_heads 2, d_k = d_v = 8 (DeltaNet:
    expand_k = expand_v = 1; GDN/GDP: head_dim 4, expand_v 2), conv_size 4, intermediate_size 24,
    norm_eps 1e-6; ``overrides`` replace config fields before the tensors are made.
    state: every tensor the config implies (fla names and shapes), float64, drawn from a
    torch.Generator seeded with ``seed`` in the fixed order of expected_shapes()."""
    config = default_config(kind)
    config.update({"hidden_size": 16, "num_hidden_layers": 2, "vocab_size": 8, "conv_size": 4,
                   "intermediate_size": 24, "norm_eps": 1e-6, "hidden_ratio": 4})
    config.update(_SMALL[kind])
    config.update(overrides)
    s = resolve_config(config)

    gen = torch.Generator().manual_seed(int(seed))

    def normal(shape):
        return torch.randn(*shape, generator=gen, dtype=torch.float64)

    state = {}
    for name, shape in expected_shapes(s).items():
        leaf = name.rsplit(".", 2)[-2] if name.endswith(".weight") else name.rsplit(".", 1)[-1]
        if leaf == "embeddings":
            t = normal(shape)
        elif leaf.endswith("norm"):  # attn_norm, mlp_norm, o_norm, model.norm
            t = 1.0 + 0.1 * normal(shape)
        elif leaf.endswith("conv1d"):
            t = 0.5 * normal(shape)
        elif leaf == "a_proj":
            t = 0.2 * normal(shape)
        elif leaf == "A_log":  # exp(A_log) around 0.4: decay exp(g) mostly in (0.5, 0.95)
            t = -1.0 + 0.3 * normal(shape)
        elif leaf == "dt_bias":
            t = 0.5 * normal(shape)
        else:  # q/k/v/b/g/o projections, MLP, lm_head
            t = 0.5 * normal(shape)
        state[name] = t.contiguous()
    return config, state


# ---------------------------------------------------------------------------------------------------
# safetensors (written by hand)

_DTYPES = ("F64", "F32", "F16", "BF16")


def _rounded(t, dtype):
    """t rounded to dtype (F64, F32, F16 or BF16) as a torch tensor of that dtype. BF16 and F16 go
    through float32 first (round-to-nearest-even from the float32 bits, as torch's .to does)."""
    t = torch.as_tensor(t).detach().to(torch.float64)
    if dtype == "F64":
        return t
    t32 = t.to(torch.float32)
    if dtype == "F32":
        return t32
    if dtype == "BF16":
        return t32.to(torch.bfloat16)
    if dtype == "F16":
        return t32.to(torch.float16)
    raise ValueError(f"dtype: {dtype!r} is not one of {_DTYPES}")


def _raw_bytes(t, dtype):
    """The little-endian raw bytes of tensor t rounded to dtype."""
    r = _rounded(t, dtype).contiguous()
    if dtype == "F64":
        return r.numpy().astype("<f8").tobytes()
    if dtype == "F32":
        return r.numpy().astype("<f4").tobytes()
    return r.view(torch.int16).numpy().astype("<i2").tobytes()  # F16 / BF16: the 16-bit patterns


def to_dtype_roundtrip(state, dtype):
    """The state dict with every value rounded to ``dtype`` (F64, F32, BF16 or F16) and converted
    back to float64: the exact values a checkpoint saved with that dtype holds."""
    return {name: _rounded(t, dtype).to(torch.float64) for name, t in state.items()}


def save_safetensors(path, state, dtype="F64", metadata=None):
    """Write ``state`` to ``path`` in the safetensors format, every tensor as ``dtype`` (F64, F32,
    BF16 or F16): an 8-byte little-endian header length, the JSON header ({name: {"dtype", "shape",
    "data_offsets"}} and "__metadata__", by default {"format": "pt"} as transformers expects),
    padded with spaces to a multiple of 8, then the raw little-endian data in header order."""
    if dtype not in _DTYPES:
        raise ValueError(f"dtype: {dtype!r} is not one of {_DTYPES}")
    header = {"__metadata__": dict(metadata) if metadata is not None else {"format": "pt"}}
    blobs = []
    offset = 0
    for name in sorted(state):
        t = torch.as_tensor(state[name])
        data = _raw_bytes(t, dtype)
        header[name] = {"dtype": dtype, "shape": list(t.shape), "data_offsets": [offset, offset + len(data)]}
        blobs.append(data)
        offset += len(data)
    text = json.dumps(header, separators=(",", ":")).encode("utf-8")
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for data in blobs:
            f.write(data)


def read_safetensors(path):
    """A minimal safetensors reader: {name: float64 tensor} (F64, F32, F16, BF16 only)."""
    with open(path, "rb") as f:
        raw = f.read()
    (n,) = struct.unpack("<Q", raw[:8])
    header = json.loads(raw[8:8 + n].decode("utf-8"))
    base = 8 + n
    out = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        lo, hi = info["data_offsets"]
        buf = raw[base + lo:base + hi]
        shape = info["shape"]
        dt = info["dtype"]
        if dt == "F64":
            a = np.frombuffer(buf, dtype="<f8").astype(np.float64)
        elif dt == "F32":
            a = np.frombuffer(buf, dtype="<f4").astype(np.float64)
        elif dt == "F16":
            a = np.frombuffer(buf, dtype="<f2").astype(np.float64)
        elif dt == "BF16":
            bits = np.frombuffer(buf, dtype="<u2").astype(np.uint32) << 16
            a = bits.view(np.float32).astype(np.float64)
        else:
            raise ValueError(f"{name}: unsupported dtype {dt}")
        out[name] = torch.from_numpy(a.reshape(shape).copy())
    return out


def write_checkpoint(directory, config, state, dtype="F64"):
    """Write ``config.json`` and ``model.safetensors`` (every tensor as ``dtype``) into ``directory``
    (created if needed); returns the directory."""
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "config.json"), "w") as f:
        json.dump(config, f, indent=2, sort_keys=True)
        f.write("\n")
    save_safetensors(os.path.join(directory, "model.safetensors"), state, dtype)
    return directory
