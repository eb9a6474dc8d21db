#!/usr/bin/env python3
# Train a small Gated DeltaProduct on the word problem of S_3 with plain PyTorch and save it in
# flash-linear-attention's (fla's) checkpoint layout, so that `lrnnc fla` can import it like a
# model trained elsewhere (e.g. with the automl/DeltaProduct state-tracking code).
#
# The model is fla's GatedDeltaProductForCausalLM with the state-tracking configuration
# (use_short_conv=False, use_output_gate=False, use_forget_gate=False, allow_neg_eigval=True,
# num_householder=2): same module tree, parameter names, shapes and forward as fla's (see
# docs/notes-fla-layout.md), but a plain token-by-token recurrence instead of fla's Triton kernels.
# Tokens: 0..5 are the elements of S_3 (lrnnc's letter and label ids), 6 is [BOS]; a word is fed
# as [BOS] + letters and the head predicts, at every letter, the token of the running product.
#
#   lrnnc dataset --builtin sym:3 --length 2..16 --words 20000 -o train.csv
#   lrnnc dataset --builtin sym:3 --length 16 --words 1000 --seed 1000000 -o test16.csv
#   python3 train_s3_deltaproduct.py --train train.csv --test test16.csv --out s3-dp
#
# Only torch is needed (safetensors is written by hand). Runs on one CPU thread in minutes.
import argparse
import csv
import functools
import json
import math
import os
import struct
import time

import torch
import torch.nn as nn
import torch.nn.functional as F

N_ELEMENTS, BOS = 6, 6  # S_3 has 6 elements (tokens 0..5); [BOS] is token 6
L2_EPS = 1e-6  # fla's l2norm: x / sqrt(sum x^2 + 1e-6)
linear = functools.partial(nn.Linear, bias=False)  # no Linear in fla's models has a bias


def fla_config(a):
    """Every field of fla's GatedDeltaProductConfig (config.json as save_pretrained writes it)."""
    return {
        "model_type": "gated_deltaproduct", "architectures": ["GatedDeltaProductForCausalLM"],
        "attn_mode": "chunk", "hidden_size": a.hidden_size, "num_hidden_layers": a.layers,
        "num_heads": a.heads, "head_dim": a.head_dim, "expand_v": 1.0, "num_householder": 2,
        "use_output_gate": False, "use_short_conv": False, "conv_size": 4,
        "use_forget_gate": False, "allow_neg_eigval": True, "vocab_size": N_ELEMENTS + 1,
        "hidden_ratio": 4, "intermediate_size": None, "hidden_act": "swish", "norm_eps": 1e-6,
        "max_position_embeddings": 2048, "attn": None, "attnres_block_size": None,
        "use_cache": True, "pad_token_id": None, "bos_token_id": BOS, "eos_token_id": None,
        "tie_word_embeddings": False, "initializer_range": 0.02, "fuse_norm": True,
        "fuse_swiglu": True, "fuse_cross_entropy": True, "fuse_linear_cross_entropy": False,
        "use_l2warp": False, "torch_dtype": {"f32": "float32", "bf16": "bfloat16"}[a.save_dtype],
    }


class RMSNorm(nn.Module):
    def __init__(self, dim, eps):
        super().__init__()
        self.weight, self.eps = nn.Parameter(torch.ones(dim)), eps

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


class GatedDeltaProduct(nn.Module):
    """fla.layers.GatedDeltaProduct without short conv, output gate and forget gate."""

    def __init__(self, c):
        super().__init__()
        d, self.H, self.dk, self.n = c["hidden_size"], c["num_heads"], c["head_dim"], c["num_householder"]
        self.dv, self.neg = int(self.dk * c["expand_v"]), c["allow_neg_eigval"]
        H, dk, dv, n = self.H, self.dk, self.dv, self.n
        self.q_proj, self.k_proj = linear(d, H * dk), linear(d, n * H * dk)  # rows: sub-step, head, comp
        self.v_proj, self.b_proj = linear(d, n * H * dv), linear(d, n * H)
        self.o_norm, self.o_proj = RMSNorm(dv, c["norm_eps"]), linear(H * dv, d)

    def forward(self, x):  # x [B, T, d] (the attn_norm output)
        B, T, _ = x.shape
        H, dk, dv, n = self.H, self.dk, self.dv, self.n
        l2 = lambda t: t / torch.sqrt((t * t).sum(-1, keepdim=True) + L2_EPS)  # noqa: E731
        q = l2(F.silu(self.q_proj(x)).view(B, T, H, dk)) * dk ** -0.5
        k = l2(F.silu(self.k_proj(x)).view(B, T, n, H, dk))
        v = F.silu(self.v_proj(x)).view(B, T, n, H, dv)
        beta = torch.sigmoid(self.b_proj(x)).view(B, T, n, H, 1) * (2.0 if self.neg else 1.0)
        S = x.new_zeros(B, H, dk, dv)  # per-head state, S_0 = 0
        out = []
        for t in range(T):
            for j in range(n):  # Householder sub-steps: S <- S + beta k (v - S^T k)^T
                kt = k[:, t, j]
                u = beta[:, t, j] * (v[:, t, j] - torch.einsum("bhkv,bhk->bhv", S, kt))
                S = S + kt.unsqueeze(-1) * u.unsqueeze(-2)
            out.append(torch.einsum("bhkv,bhk->bhv", S, q[:, t]))  # o_t = S_t^T (q / sqrt(d_k))
        o = self.o_norm(torch.stack(out, 1))  # RMSNorm over d_v, weight shared by the heads
        return self.o_proj(o.reshape(B, T, H * dv))


class GatedMLP(nn.Module):
    def __init__(self, d, inter):
        super().__init__()
        self.gate_proj, self.up_proj, self.down_proj = linear(d, inter), linear(d, inter), linear(inter, d)

    def forward(self, x):
        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))


class Block(nn.Module):
    def __init__(self, c, inter):
        super().__init__()
        d, eps = c["hidden_size"], c["norm_eps"]
        self.attn_norm, self.attn = RMSNorm(d, eps), GatedDeltaProduct(c)
        self.mlp_norm, self.mlp = RMSNorm(d, eps), GatedMLP(d, inter)

    def forward(self, h):
        r = h + self.attn(self.attn_norm(h))
        return r + self.mlp(self.mlp_norm(r))


class Backbone(nn.Module):
    def __init__(self, c, inter):
        super().__init__()
        self.embeddings = nn.Embedding(c["vocab_size"], c["hidden_size"])
        self.layers = nn.ModuleList(Block(c, inter) for _ in range(c["num_hidden_layers"]))
        self.norm = RMSNorm(c["hidden_size"], c["norm_eps"])


class GatedDeltaProductForCausalLM(nn.Module):
    def __init__(self, c):
        super().__init__()
        d, inter = c["hidden_size"], c["intermediate_size"]
        if inter is None:  # fla's GatedMLP: 256 * ceil(floor(d * hidden_ratio * 2/3) / 256)
            inter = 256 * math.ceil(int(d * c["hidden_ratio"] * 2 / 3) / 256)
        self.model, self.lm_head = Backbone(c, inter), linear(d, c["vocab_size"])

    def forward(self, tokens):  # tokens [B, T] -> logits [B, T, vocab]
        h = self.model.embeddings(tokens)
        for block in self.model.layers:
            h = block(h)
        return self.lm_head(self.model.norm(h))


def save_safetensors(path, state, dtype):
    """safetensors by hand: u64 header length, JSON header padded with spaces to a multiple of 8,
    then the raw little-endian data (numpy's native order on x86/ARM), tensors in name order."""
    tdtype, name = {"f32": (torch.float32, "F32"), "bf16": (torch.bfloat16, "BF16")}[dtype]
    header, blobs, offset = {"__metadata__": {"format": "pt"}}, [], 0
    for key in sorted(state):
        t = state[key].detach().to(torch.float32).to(tdtype).contiguous().cpu()
        raw = (t.view(torch.int16) if tdtype == torch.bfloat16 else t).numpy().tobytes()
        header[key] = {"dtype": name, "shape": list(t.shape), "data_offsets": [offset, offset + len(raw)]}
        blobs.append(raw)
        offset += len(raw)
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text + b"".join(blobs))


def read_words(path):
    """lrnnc's word-problem CSV (seed,input,target): [(letters, labels)]."""
    with open(path, newline="") as f:
        return [([int(x) for x in r["input"].split()], [int(x) for x in r["target"].split()])
                for r in csv.DictReader(f)]


def batch(words):
    """[BOS] + letters, padded with 0 (causal: padding never changes earlier positions);
    targets padded with -100 (ignored by the loss)."""
    T = max(len(w) for w, _ in words)
    x = torch.zeros(len(words), T + 1, dtype=torch.long)
    y = torch.full((len(words), T), -100, dtype=torch.long)
    x[:, 0] = BOS
    for i, (w, lab) in enumerate(words):
        x[i, 1:len(w) + 1], y[i, :len(lab)] = torch.tensor(w), torch.tensor(lab)
    return x, y


@torch.no_grad()
def predict(model, words, bs=500):
    """Predicted labels (argmax over the element tokens) of words of one length, [N, T]."""
    return torch.cat([model(batch(words[i:i + bs])[0])[:, 1:, :N_ELEMENTS].argmax(-1)
                      for i in range(0, len(words), bs)])


def main():
    p = argparse.ArgumentParser(description="Train a Gated DeltaProduct on S_3; save it in fla's layout.")
    p.add_argument("--train", required=True, help="lrnnc dataset CSV of sym:3 words")
    p.add_argument("--test", help="held-out CSV (default: the last fifth of --train, at most 1000 words)")
    p.add_argument("--out", required=True, help="folder for config.json + model.safetensors")
    p.add_argument("--dtype", default="float32", choices=["float32", "float64"], help="training dtype")
    p.add_argument("--save-dtype", default="f32", choices=["f32", "bf16"], help="checkpoint dtype")
    p.add_argument("--predictions", help="write the held-out words' predictions here (for lrnnc score)")
    for name, typ, default in (("steps", int, 2000), ("seed", int, 0), ("lr", float, 3e-3),
                               ("batch", int, 64), ("hidden-size", int, 32), ("layers", int, 2),
                               ("heads", int, 2), ("head-dim", int, 16), ("eval-every", int, 250)):
        p.add_argument("--" + name, type=typ, default=default, help=f"default {default}")
    p.add_argument("--target", type=float, default=0.0,
                   help="stop once the held-out sequence accuracy reaches this (default 0: never)")
    a = p.parse_args()
    torch.set_num_threads(1)
    torch.manual_seed(a.seed)
    torch.set_default_dtype(getattr(torch, a.dtype))

    words = read_words(a.train)
    held = min(1000, len(words) // 5)  # without --test: the last fifth of the words, at most 1000
    words, test = (words, read_words(a.test)) if a.test else (words[:-held], words[-held:])
    if not words or not test:
        raise SystemExit("train_s3_deltaproduct.py: no training or no held-out words (give more words or --test)")
    T = max(len(w) for w, _ in test)
    test = [wl for wl in test if len(wl[0]) == T]  # score the longest held-out words
    config = fla_config(a)
    model = GatedDeltaProductForCausalLM(config)
    print(f"{sum(p.numel() for p in model.parameters())} parameters; {len(words)} training words, "
          f"{len(test)} held-out words of length {T}", flush=True)

    opt = torch.optim.AdamW(model.parameters(), lr=a.lr, weight_decay=0.01)
    warm = max(1, min(100, a.steps // 10))
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / warm) * 0.5 *
                                              (1 + math.cos(math.pi * min(s, a.steps) / a.steps)))
    gen, start, avg = torch.Generator().manual_seed(a.seed), time.time(), None
    for step in range(1, a.steps + 1):
        idx = torch.randint(len(words), (a.batch,), generator=gen).tolist()
        x, y = batch([words[i] for i in idx])
        logits = model(x)[:, 1:]  # position t+1 has read BOS and letters 1..t+1
        loss = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), y.reshape(-1), ignore_index=-100)
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        sched.step()
        avg = loss.item() if avg is None else 0.98 * avg + 0.02 * loss.item()
        if step % a.eval_every == 0 or step == a.steps:
            ok = predict(model, test) == torch.tensor([lab for _, lab in test])
            tok, seq = ok.double().mean().item(), ok.all(1).double().mean().item()
            print(f"step {step:5d}  loss {avg:.4f}  held-out length {T}: token acc {tok:.4f}, "
                  f"sequence acc {seq:.4f}  ({time.time() - start:.0f} s)", flush=True)
            if a.target and seq >= a.target:
                break

    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "config.json"), "w") as f:
        f.write(json.dumps(config, indent=2) + "\n")
    save_safetensors(os.path.join(a.out, "model.safetensors"), model.state_dict(), a.save_dtype)
    print(f"wrote {a.out}/config.json and model.safetensors ({a.save_dtype}); "
          f"training took {time.time() - start:.0f} s", flush=True)
    if a.predictions:
        line = lambda xs: " ".join(map(str, xs))  # noqa: E731
        with open(a.predictions, "w") as f:
            f.write("input,target,prediction\n")
            for (w, lab), pred in zip(test, predict(model, test).tolist()):
                f.write(f"{line(w)},{line(lab)},{line(pred)}\n")


if __name__ == "__main__":
    main()
