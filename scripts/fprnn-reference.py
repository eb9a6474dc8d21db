#!/usr/bin/python3
"""PyTorch reference for the official Fixed-Point RNN block (FPRNN) on parity / mod:m tagging.

Re-implements, from reading it (no code copied), github.com/dr-faustus/fp-rnn HEAD 4c28602:
models/fp_rnn_block.py (FPRNN), models/mixer.py (HouseholderProducts), models/model_utils.py
(FixedPointOptimizer, shift) and models/fp_lm.py (FPLMHeadModel: embedding, pre-norm block, final
norm, tied lm_head, mamba_ssm _init_weights). One layer, vector state, Householder mixer of rank r.

  embedding E (N(0, emb_std^2)); z = RMSNorm(u); u <- u + FPRNN(z); logits = head(RMSNorm(u))
  FPRNN:  x, zg = split(W_in z)          b = silu(W_b x)        lam = sigmoid(W_lam x + c)
          h^0 = 0;  p_t = [x_t, h^{l-1}_{t-1}]  (h_{-1} = 0, i.e. a zero shifted in at the BOS position)
          xt = Q(p) (b*x - h^{l-1}) + h^{l-1};   h^l_t = lam_t h^l_{t-1} + (1 - lam_t) xt_t
          Q(p) v: for i = 1..r in order: u_i = normalize(silu(W_u,i p)), alpha_i = sigmoid(w_alpha,i.p + c_i),
                  v <- v - 2 alpha_i u_i (u_i . v);   W_u, W_alpha weight-normed (w = g v/||v|| per row)
          stop:  residue_b = max_t ||h^l_t - h^{l-1}_t||_inf / (||h^l_t||_inf + 1e-8), running minimum per word;
                 train: stop when the 0.9-quantile (linear interpolation, torch.quantile) of the running minima
                 is < 0.1 or after --train-cap iterations; eval: when all are < 0.1 or after 1000.
                 Iterations under no_grad, then one step with grad from the detached iterate; l* = iters + 1.
          out:   c = silu(W_c [x_t, h*_{t-1}]); y = c*h*; FPRNN(z) = W_out RMSNorm_inner(silu(zg) * y)
  The linear recurrence is evaluated as a Hillis-Steele (doubling) scan, log2(T) vectorized steps; it is
  the same recurrence as a sequential loop up to float32 rounding order.

Heads (--head): A = tied to the embedding, vocab = m letters + m label tokens + BOS (argmax over the
whole vocab, as in the official tagging setup); B = untied Linear(d, m) without bias, N(0, 0.02);
C = untied Linear(d, m) with bias, PyTorch's default nn.Linear init for weight AND bias.
Labels: label_t = (letter_1 + ... + letter_t) mod m (parity = mod:2). The BOS position gets no loss and is
not scored (the official code instead trains BOS -> [BOS] token; it is trivial).
Sequence accuracy = all L labeled positions correct. A word has "converged" if its running-minimum residue
fell below 0.1 before the cap; its l* = (first iteration where that happened) + 1, or cap + 1 if never.
batch l* = the official number (iterations run on the whole 256-word batch + 1).

Usage: /usr/bin/python3 scripts/fprnn-reference.py --task parity --head B --seed 1 [--steps 1800]
       [--no-weight-norm] [--emb-std 1.0] [--rank 1] [--shared-label-tokens]
       [--eval-caps 1000,16] [--save model.pt]

Cross-check of lrnnc's trainer (the same run in both implementations): --init STEM starts from an lrnnc
model's weights, --lrnnc-data trains on lrnnc's words of --seed (std::mt19937_64 streams of
learned/torch/train.cpp, replayed here) and --lr-floor 0.1 takes lrnnc's schedule (cosine to 0.1 lr):
    lrnnc train --builtin parity --arch fprnn:householder:2 --seed 3 --steps 1 --lr 1e-30 --val-len 0 -o w0
    /usr/bin/python3 scripts/fprnn-reference.py --head A --rank 2 --seed 3 --init w0 --lrnnc-data \
        --lr-floor 0.1 --steps 2000 --log-every 50 --eval-words 64
  then compare its loss every 50 steps with `lrnnc train --builtin parity --arch fprnn:householder:2
  --seed 3 --val-len 0`'s progress lines.

Measured 2026-11-27 (CPU, torch 1.13, 1 thread, nice -n 10, machine shared with a compile; defaults:
d_model 32, d_inner 64, rank 1, batch 64, 1800 steps, train cap 16, eval 256 words per length, cap 1000):
  parity, head A (tied), seed 1:  --task parity --head A --seed 1      train 115.5 s (6.4 s / 100 steps)
      len  seq_acc  tok_acc  conv   l*med  l*max  batch_l*   (last 100 train steps: seq acc 1.0000)
       16   1.0000   1.0000  1.000      15     21        21
       64   0.9961   0.9994  1.000      43     56        56
      256   1.0000   1.0000  1.000     155    177       177
  parity, head B (untied, no bias), seed 1:  --task parity --head B --seed 1    train 109.0 s (6.1 s / 100)
       16   0.0000   0.4958  0.000    1001   1001      1001   (train seq acc 0.9997)
       64   0.0000   0.5013  0.000    1001   1001      1001
      256   0.0000   0.4989  0.000    1001   1001      1001
  parity, head C (untied, bias), seed 1:  --task parity --head C --seed 1       train 122.2 s (6.8 s / 100)
       16   0.0000   0.6169  0.055    1001   1001      1001   (train seq acc 1.0000)
       64   0.0000   0.5309  0.043    1001   1001      1001
      256   0.0000   0.5058  0.000    1001   1001      1001
  parity, head B, seed 2:  --task parity --head B --seed 2                      train 113.8 s (6.3 s / 100)
       16   0.0000   0.5127  1.000     156    535       535   (train seq acc 1.0000)
       64   0.0000   0.5099  0.402    1001   1001      1001
      256   0.0000   0.4992  0.000    1001   1001      1001
  mod:3, head B, seed 1:  --task mod:3 --head B --seed 1                        train 115.4 s (6.4 s / 100)
       16   0.0000   0.3342  0.000    1001   1001      1001   (train seq acc 0.58, tok acc 0.93)
       64   0.0000   0.3306  0.000    1001   1001      1001
      256   0.0000   0.3335  0.000    1001   1001      1001
  parity, head A, rank 2, seed 1:  --head A --seed 1 --rank 2 --eval-words 32 --eval-lens 16,64   train 141.8 s
       16   1.0000   1.0000  1.000      16     20        20
       64   1.0000   1.0000  1.000      43     53        53
  parity, head A, rank 2, seed 2:  --head A --seed 2 --rank 2 --eval-words 32 --eval-lens 16,64   train 140.7 s
       16   0.0000   0.2949  0.188    1001   1001      1001
       64   0.0000   0.0752  0.156    1001   1001      1001
  parity, head A, rank 2, seed 3:  --head A --seed 3 --rank 2 --eval-words 32 --eval-lens 16,64   (loaded machine)
       16   0.0000   0.2012  0.656   171.5   1001      1001
       64   0.0000   0.0752  0.156    1001   1001      1001
  parity, head A, rank 2, seed 4:  --head A --seed 4 --rank 2 --eval-words 32 --eval-lens 16,64   (loaded machine)
       16   0.0000   0.0508  0.500     688   1001      1001
       64   0.0000   0.0190  0.656     375   1001      1001
  Every training step of every run hit the training cap (l* = 17): the 0.9-quantile rule never fired.
  Diagnostic (reruns with --eval-caps 16 --save; same seeds, identical training logs): with the training cap at eval,
  A and B s1 both give seq acc 1.0000 at len 16 and fail at 64/256 (0.0000; tok acc ~0.70-0.73 / ~0.55).
  Per-token contraction factor of the Picard map at a position (rank 1: rho = 2 alpha u^T diag(1-lam) u,
  the eigenvalue of dh_t^l/dh_t^{l-1}), len 16: head A s1 median 0.59, max 0.87 (no token > 1), |h| <= 2.6;
  head B s1 median 0.31, 0.9-quantile 1.54, max 1.71, 26% of tokens > 1, |h| reaches 1.5e4 after 16 iterations
  and NaN by 1000 (the inner RMSNorm makes the output scale-free, so the diverging 16-step iterate is decodable).
  Unloaded machine: 4.5 s / 100 steps; eval at len 256 with 1000 iterations takes ~280 s.

Cross-check, measured 2026-11-27 (the commands above; lrnnc's run: docs/results/fprnn/runs/
parity-fprnn-householder-2-s3.train.log). Window-mean training loss at steps 50 / 100 / 150 / 200 / 250:
  lrnnc      1.375   0.87586  0.59168  0.32137  0.04850
  reference  1.3750  0.8759   0.5917   0.3220   0.0460
  The two runs agree to 3-4 digits through the fit (steps 1-200), then part (0.0166 / 0.0139 at 300,
  0.154 / 0.123 at 400): float32 rounding differences grow once the fit is made. Both end at loss
  5e-4 to 6e-4 and training sequence accuracy >= 0.999. At the fixed point (eval cap 1000, 64 words):
  lrnnc (`lrnnc eval` fp32) 1.0 / 0.0 (converged 0.21) at 16 / 64 letters; the reference
  0.97 / 0.80 / 0.34 at 16 / 64 / 256, every word converged. So lrnnc's trainer is the official
  recipe step for step, and what a rank-2 run does beyond its training length is decided after
  the fit, at the level of rounding: the same weights and words give both outcomes.
"""
import argparse
import itertools
import math
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

THRESH = 0.1          # convergence_threshold
TRAIN_QUANTILE = 0.9  # 1 - outlier_quantile (FPRNN: outlier_quantile 0.1)
EVAL_CAP = 1000       # hard-coded in FixedPointOptimizer.cont for eval
RES_EPS = 1e-8


_MKLDNN = torch.backends.mkldnn.is_available()


def _mm_t(a, b):
    """a @ b.T for 2-D float32 tensors. Goes through oneDNN (mkldnn_linear) when torch has it: this
    machine's torch (Debian 1.13, BLAS_INFO=generic) runs aten::mm at ~1 GFLOP/s, oneDNN ~20x faster."""
    if _MKLDNN:
        return torch._C._nn.mkldnn_linear(a.contiguous().to_mkldnn(), b.contiguous().to_mkldnn(), None).to_dense()
    return a @ b.t()


class _Linear(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, w):
        ctx.save_for_backward(x, w)
        return _mm_t(x, w)

    @staticmethod
    def backward(ctx, g):
        x, w = ctx.saved_tensors
        gx = _mm_t(g, w.t()) if ctx.needs_input_grad[0] else None
        gw = _mm_t(g.t(), x.t()) if ctx.needs_input_grad[1] else None
        return gx, gw


def linear(x, w, b=None):
    y = _Linear.apply(x.reshape(-1, x.shape[-1]), w).reshape(*x.shape[:-1], w.shape[0])
    return y if b is None else y + b


class Linear(nn.Linear):
    def forward(self, x):
        return linear(x, self.weight, self.bias)


class RMSNorm(nn.Module):
    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


class MaybeWeightNormLinear(nn.Module):
    """nn.Linear, optionally reparametrized as w = g * v / ||v||_row (torch weight_norm with dim=0).

    Written out because torch 1.13 lacks nn.utils.parametrizations.weight_norm; at init g = ||v||_row
    so the effective weight equals the default nn.Linear init, as with torch's version."""

    def __init__(self, fan_in, fan_out, bias, weight_norm):
        super().__init__()
        lin = nn.Linear(fan_in, fan_out, bias=bias)
        self.weight_norm = weight_norm
        if weight_norm:
            self.weight_v = nn.Parameter(lin.weight.detach().clone())
            self.weight_g = nn.Parameter(lin.weight.detach().norm(dim=1, keepdim=True))
        else:
            self.weight = nn.Parameter(lin.weight.detach().clone())
        self.bias = nn.Parameter(torch.zeros(fan_out)) if bias else None  # _init_weights zeroes biases

    def effective_weight(self):
        if self.weight_norm:
            return self.weight_g * self.weight_v / self.weight_v.norm(dim=1, keepdim=True)
        return self.weight

    def forward(self, x):
        return linear(x, self.effective_weight(), self.bias)


class Householder(nn.Module):
    def __init__(self, in_features, n, rank, weight_norm, eps=1e-6):
        super().__init__()
        self.n, self.rank, self.eps = n, rank, eps
        self.u_proj = MaybeWeightNormLinear(in_features, rank * n, False, weight_norm)
        self.alpha_proj = MaybeWeightNormLinear(in_features, rank, True, weight_norm)

    def forward(self, p, v):
        u = self.u_proj(p).unflatten(-1, (self.rank, self.n))
        u = F.normalize(F.silu(u), dim=-1, eps=self.eps)
        alpha = torch.sigmoid(self.alpha_proj(p))
        for i in range(self.rank):
            ui = u[..., i, :]
            v = v - 2.0 * alpha[..., i:i + 1] * ui * (ui * v).sum(-1, keepdim=True)
        return v


def shift_time(h, fill=0.0):
    """h[:, t] -> h[:, t-1], with `fill` at t = 0 (official `shift(h, 1, dim=1)`)."""
    return torch.cat([torch.full_like(h[:, :1], fill), h[:, :-1]], dim=1)


def linear_scan(a, b):
    """h_t = a_t h_{t-1} + b_t, h_{-1} = 0, along dim 1 (Hillis-Steele doubling)."""
    h, A = b, a
    T, s = b.shape[1], 1
    while s < T:
        h_prev = torch.cat([torch.zeros_like(h[:, :s]), h[:, :-s]], dim=1)
        A_prev = torch.cat([torch.ones_like(A[:, :s]), A[:, :-s]], dim=1)
        h = h + A * h_prev
        A = A * A_prev
        s *= 2
    return h


class FPRNN(nn.Module):
    def __init__(self, d_model, rank, weight_norm, expand=2, eps=1e-6):
        super().__init__()
        n = self.n = expand * d_model
        self.in_proj = Linear(d_model, 2 * n, bias=False)
        self.b_proj = Linear(n, n, bias=False)
        self.lam_proj = Linear(n, n, bias=True)
        self.c_proj = Linear(2 * n, n, bias=False)
        self.out_proj = Linear(n, d_model, bias=False)
        self.out_norm = RMSNorm(n, eps)
        self.mixer = Householder(2 * n, n, rank, weight_norm, eps)
        nn.init.zeros_(self.lam_proj.bias)

    def step(self, x, bx, lam, h_prev):
        p = torch.cat([x, shift_time(h_prev)], dim=-1)
        xt = self.mixer(p, bx - h_prev) + h_prev
        return linear_scan(lam, (1.0 - lam) * xt)

    @torch.no_grad()
    def solve(self, x, bx, lam, cap):
        B = x.shape[0]
        h = torch.zeros_like(x)
        res_min = torch.full((B,), math.inf)
        first = torch.full((B,), -1, dtype=torch.long)
        it = 0
        while True:
            h_new = self.step(x, bx, lam, h)
            res = ((h - h_new).abs().amax(-1) / (h_new.abs().amax(-1) + RES_EPS)).amax(1)
            res_min = torch.where(res < res_min, res, res_min)  # as official: a NaN residue never lowers it
            h = h_new
            it += 1
            first = torch.where((first < 0) & (res_min < THRESH), torch.full_like(first, it), first)
            if self.training:
                crit = torch.quantile(res_min, TRAIN_QUANTILE)
            else:
                crit = res_min.max()
            if not bool(crit >= THRESH) or it >= cap:
                break
        return h, it, first, res_min

    def forward(self, z, cap):
        x, zg = self.in_proj(z).chunk(2, dim=-1)
        bx = F.silu(self.b_proj(x)) * x
        lam = torch.sigmoid(self.lam_proj(x))
        h_star, iters, first, res_min = self.solve(x, bx, lam, cap)
        h = self.step(x, bx, lam, h_star.detach())  # n_backwards = 1
        c = F.silu(self.c_proj(torch.cat([x, shift_time(h)], dim=-1)))
        out = self.out_proj(self.out_norm(F.silu(zg) * (c * h)))
        converged = first > 0
        lstar_word = torch.where(converged, first + 1, torch.full_like(first, cap + 1))
        return out, dict(iters=iters, lstar=iters + 1, lstar_word=lstar_word, converged=converged,
                         res_min=res_min)


class Model(nn.Module):
    def __init__(self, m, head, d_model, rank, weight_norm, emb_std, shared_label_tokens):
        super().__init__()
        self.m, self.head_kind = m, head
        if head == "A":
            self.label_offset = 0 if shared_label_tokens else m
            vocab = m + self.label_offset + 1
        else:
            self.label_offset = 0
            vocab = m + 1
        self.bos = vocab - 1
        self.embedding = nn.Embedding(vocab, d_model)
        nn.init.normal_(self.embedding.weight, std=emb_std)
        self.norm = RMSNorm(d_model)
        self.mixer = FPRNN(d_model, rank, weight_norm)
        self.norm_f = RMSNorm(d_model)
        if head == "B":
            self.head = Linear(d_model, m, bias=False)
            nn.init.normal_(self.head.weight, std=0.02)
        elif head == "C":
            self.head = Linear(d_model, m, bias=True)  # default init, bias included
        else:
            self.head = None

    def forward(self, letters, cap):
        ids = torch.cat([torch.full_like(letters[:, :1], self.bos), letters], dim=1)
        u = self.embedding(ids)
        y, stats = self.mixer(self.norm(u), cap)
        hfin = self.norm_f(u + y)
        logits = linear(hfin, self.embedding.weight) if self.head is None else self.head(hfin)
        return logits[:, 1:], stats  # drop the BOS position

    def loss_and_pred(self, logits, labels):
        target = labels + self.label_offset
        loss = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), target.reshape(-1))
        correct = logits.argmax(-1) == target
        return loss, correct


# The group word problems (--task sym:N / alt:N): the letters and the labels are the group's elements
# (permutations of 0..N-1 in lexicographic order; alt: the even ones), the label after t letters the
# product g_t ... g_1 (g_t applied after the ones before). None for parity and mod:M.
GROUP_TABLE = None


def group_table(task):
    """The multiplication table [k, k] of sym:N or alt:N: table[a][b] = the index of b o a (b after a)."""
    family, n = task.split(":")
    n = int(n)

    def even(p):
        return sum(1 for i in range(n) for j in range(i + 1, n) if p[i] > p[j]) % 2 == 0

    elems = [p for p in itertools.permutations(range(n)) if family == "sym" or even(p)]
    index = {p: i for i, p in enumerate(elems)}
    return torch.tensor([[index[tuple(b[a[i]] for i in range(n))] for b in elems] for a in elems])


def make_words(gen, m, batch, length):
    letters = torch.randint(0, m, (batch, length), generator=gen)
    if GROUP_TABLE is None:
        labels = torch.cumsum(letters, dim=1) % m
    else:  # the prefix products, from the identity (index 0 in lexicographic order)
        cur, out = torch.zeros(batch, dtype=torch.long), []
        for t in range(length):
            cur = GROUP_TABLE[cur, letters[:, t]]
            out.append(cur)
        labels = torch.stack(out, 1)
    return letters, labels


M64 = (1 << 64) - 1


class MT19937_64:
    """std::mt19937_64 (C++11), to draw lrnnc's training words (learned/torch/train.cpp step_batch)."""

    def __init__(self, seed):
        self.mt = [seed & M64]
        for i in range(1, 312):
            prev = self.mt[-1]
            self.mt.append((6364136223846793005 * (prev ^ (prev >> 62)) + i) & M64)
        self.i = 312

    def __call__(self):
        if self.i >= 312:
            mt = self.mt
            for k in range(312):
                y = (mt[k] & 0xFFFFFFFF80000000) | (mt[(k + 1) % 312] & 0x7FFFFFFF)
                mt[k] = mt[(k + 156) % 312] ^ (y >> 1) ^ (0xB5026F5AA96619E9 if y & 1 else 0)
            self.i = 0
        y = self.mt[self.i]
        self.i += 1
        y ^= (y >> 29) & 0x5555555555555555
        y ^= (y << 17) & 0x71D67FFFEDA60000
        y ^= (y << 37) & 0xFFF7EEE000000000
        return y ^ (y >> 43)


def _mix64(z):
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return z ^ (z >> 31)


def derived_seed(seed, index):
    """common/splitmix64.hpp derived_seed."""
    splitmix = lambda x: _mix64((x + 0x9E3779B97F4A7C15) & M64)
    return splitmix(seed ^ splitmix(index))


def lrnnc_words(seed, step, m, batch, length):
    """The words of lrnnc's training step `step` (one length: min_len = max_len), labelled mod m."""
    rng = MT19937_64(derived_seed(seed, step))
    rng()  # the length draw (min_len + rng() % 1)
    letters = torch.tensor([[rng() % m for _ in range(length)] for _ in range(batch)], dtype=torch.long)
    return letters, torch.cumsum(letters, dim=1) % m


def load_lrnnc_init(model, stem):
    """Sets the reference's parameters from an lrnnc learned model (stem.json + stem.safetensors,
    fprnn:householder, tied head, one layer): the weight-normalized maps as v = W, g = |W| per row,
    the state lrnnc's libtorch model starts from (learned/torch/torch-model.cpp set_gains)."""
    import json as _json, struct as _struct
    blob = open(stem + ".safetensors", "rb").read()
    n_header = _struct.unpack("<Q", blob[:8])[0]
    header = _json.loads(blob[8:8 + n_header])
    w = {}
    for k, v in header.items():
        if k == "__metadata__":
            continue
        a, b = v["data_offsets"]
        dt = {"F32": np.float32, "F64": np.float64}[v["dtype"]]
        w[k] = torch.from_numpy(np.frombuffer(blob[8 + n_header + a:8 + n_header + b], dtype=dt).copy()
                                ).reshape(v["shape"]).float()
    f = model.mixer
    plain = {"embedding.weight": "embed", "norm.weight": "layers.0.norm.weight",
             "mixer.out_proj.weight": "layers.0.out.weight", "mixer.in_proj.weight": "layers.0.mixer.in.weight",
             "mixer.b_proj.weight": "layers.0.mixer.b.weight", "mixer.lam_proj.weight": "layers.0.mixer.lam.weight",
             "mixer.lam_proj.bias": "layers.0.mixer.lam.bias", "mixer.c_proj.weight": "layers.0.mixer.c.weight",
             "mixer.out_norm.weight": "layers.0.mixer.norm.weight",
             "mixer.mixer.alpha_proj.bias": "layers.0.mixer.alpha.bias", "norm_f.weight": "head.norm.weight"}
    params = dict(model.named_parameters())
    with torch.no_grad():
        for ours, theirs in plain.items():
            params[ours].copy_(w[theirs].reshape(params[ours].shape))
        for proj, theirs in ((f.mixer.u_proj, "layers.0.mixer.u.weight"),
                             (f.mixer.alpha_proj, "layers.0.mixer.alpha.weight")):
            W = w[theirs].reshape(proj.weight_v.shape)
            proj.weight_v.copy_(W)
            proj.weight_g.copy_(W.norm(dim=1, keepdim=True))
    if set(w) != set(plain.values()) | {"layers.0.mixer.u.weight", "layers.0.mixer.alpha.weight"}:
        raise SystemExit("--init: unexpected tensors %s" % sorted(w))


def param_groups(model):
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        (no_decay if ("bias" in name or "norm" in name) else decay).append(p)
    return decay, no_decay


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--task", default="parity", help="parity, mod:M, or the word problem sym:N or alt:N")
    ap.add_argument("--head", default="B", choices=["A", "B", "C"])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--steps", type=int, default=1800)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--train-len", type=int, default=16)
    ap.add_argument("--train-cap", type=int, default=16)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--wd", type=float, default=0.01)
    ap.add_argument("--warmup", type=int, default=100)
    ap.add_argument("--d-model", type=int, default=32)
    ap.add_argument("--rank", type=int, default=1)
    ap.add_argument("--no-weight-norm", action="store_true")
    ap.add_argument("--emb-std", type=float, default=0.02, help="embedding init std (0.02 or 1.0)")
    ap.add_argument("--shared-label-tokens", action="store_true",
                    help="head A: label j is the same token as letter j (word-problem tokenizer style)")
    ap.add_argument("--eval-words", type=int, default=256)
    ap.add_argument("--eval-lens", default="16,64,256")
    ap.add_argument("--eval-seed", type=int, default=12345)
    ap.add_argument("--eval-caps", default=str(EVAL_CAP),
                    help="comma list of eval iteration caps; 1000 is the official one, others are diagnostics")
    ap.add_argument("--log-every", type=int, default=100)
    ap.add_argument("--save", default="", help="write the trained state_dict here")
    ap.add_argument("--init", default="", help="start from this lrnnc model (stem) instead of a fresh init "
                    "(lrnnc train ... --steps 1 --lr 1e-30 --val-len 0 writes lrnnc's initial weights)")
    ap.add_argument("--lrnnc-data", action="store_true",
                    help="train on lrnnc's words of --seed (learned/torch/train.cpp step_batch)")
    ap.add_argument("--lr-floor", type=float, default=0.0,
                    help="cosine from lr to lr-floor x lr (0: the official cosine to 0; lrnnc: 0.1)")
    return ap.parse_args()


def make_optimizer(args, model):
    """AdamW (no decay on biases and norms) and the warmup + cosine schedule."""
    decay, no_decay = param_groups(model)
    opt = torch.optim.AdamW([dict(params=decay), dict(params=no_decay, weight_decay=0.0)],
                            lr=args.lr, betas=(0.9, 0.999), weight_decay=args.wd)

    def lr_factor(step):
        if step < args.warmup:
            return (step + 1) / args.warmup
        frac = (step - args.warmup) / max(1, args.steps - args.warmup)
        return args.lr_floor + (1.0 - args.lr_floor) * 0.5 * (1.0 + math.cos(math.pi * min(1.0, frac)))

    return opt, torch.optim.lr_scheduler.LambdaLR(opt, lr_factor)


def train(args, model, m, opt, sched):
    """The training steps, with a progress line every log_every steps; returns the seconds."""
    gen = torch.Generator().manual_seed(args.seed)
    model.train()
    t0 = time.time()
    win = dict(loss=0.0, tok=0.0, seq=0.0, lstar=[], n=0)
    for step in range(args.steps):
        if args.lrnnc_data:
            letters, labels = lrnnc_words(args.seed, step, m, args.batch, args.train_len)
        else:
            letters, labels = make_words(gen, m, args.batch, args.train_len)
        logits, st = model(letters, args.train_cap)
        loss, correct = model.loss_and_pred(logits, labels)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        sched.step()
        win["loss"] += loss.item()
        win["tok"] += correct.float().mean().item()
        win["seq"] += correct.all(1).float().mean().item()
        win["lstar"].append(st["lstar"])
        win["n"] += 1
        if (step + 1) % args.log_every == 0 or step + 1 == args.steps:
            n = win["n"]
            print("step %5d  loss %.4f  tok %.4f  seq %.4f  l* med %g max %d  %.1fs" % (
                step + 1, win["loss"] / n, win["tok"] / n, win["seq"] / n, np.median(win["lstar"]),
                max(win["lstar"]), time.time() - t0), flush=True)
            win = dict(loss=0.0, tok=0.0, seq=0.0, lstar=[], n=0)
    train_s = time.time() - t0
    print("training seconds %.1f (%.2f s per 100 steps)" % (train_s, 100 * train_s / max(1, args.steps)), flush=True)
    if args.save:
        torch.save(model.state_dict(), args.save)

    return train_s


def evaluate(args, model, m):
    """Sequence and token accuracy, convergence and l* per length, for each evaluation cap."""
    model.eval()
    for cap in [int(c) for c in args.eval_caps.split(",")]:
        rows = []
        with torch.no_grad():
            for L in [int(s) for s in args.eval_lens.split(",")]:
                egen = torch.Generator().manual_seed(args.eval_seed + L)
                letters, labels = make_words(egen, m, args.eval_words, L)
                te = time.time()
                logits, st = model(letters, cap)
                _, correct = model.loss_and_pred(logits, labels)
                lw = st["lstar_word"].float()
                rows.append((L, correct.all(1).float().mean().item(), correct.float().mean().item(),
                             st["converged"].float().mean().item(), float(np.median(lw.numpy())),
                             lw.max().item(), st["lstar"], time.time() - te))
        print("eval cap %d%s" % (cap, " (official)" if cap == EVAL_CAP else " (diagnostic, not the official rule)"))
        print("  len  seq_acc  tok_acc  conv   l*med  l*max  batch_l*  eval_s")
        for r in rows:
            print("%5d  %7.4f  %7.4f  %5.3f  %6g  %5g  %8d  %6.1f" % r)


def main():
    args = parse_args()
    torch.set_num_threads(1)
    torch.manual_seed(args.seed)
    np.random.seed(args.seed)
    global GROUP_TABLE
    if args.task.startswith(("sym:", "alt:")):
        GROUP_TABLE = group_table(args.task)
        m = GROUP_TABLE.shape[0]
    else:
        m = 2 if args.task == "parity" else int(args.task.split(":")[1])

    model = Model(m, args.head, args.d_model, args.rank, not args.no_weight_norm, args.emb_std,
                  args.shared_label_tokens)
    if args.init:
        load_lrnnc_init(model, args.init)
    opt, sched = make_optimizer(args, model)
    print("task %s head %s seed %d weight_norm %s emb_std %g rank %d params %d" % (
        args.task, args.head, args.seed, not args.no_weight_norm, args.emb_std, args.rank,
        sum(p.numel() for p in model.parameters())), flush=True)
    train_s = train(args, model, m, opt, sched)
    evaluate(args, model, m)
    print("train_s %.1f" % train_s, flush=True)


if __name__ == "__main__":
    main()
