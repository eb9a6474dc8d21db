"""LearnedModel.to_torch(): a learned model as a torch.nn.Module (imported only when asked for).

The module is the runtime's forward in plain double (learned/forward*.cpp, docs/LEARNED.md section 1)
written in torch: the same formulas with the same order of operations wherever it is elementwise
(the recurrences position by position, Householder factors one by one, the fixed-point loop's
residue, damping and running-minimum stopping rule per word), so that its float64 logits equal
LearnedModel.run(words, dtype="fp64")'s to rounding (the dot products are torch's, summed in another
order) and its fixed-point iteration counts equal run's.
"""

import torch

_MIN_DAMPING = 1e-3  # learned/model.hpp kMinDamping: a word whose damping falls below it stops
_POWER_ITERATIONS = 8  # kPowerIterations: the Kronecker factors' spectral norm estimate
_SPECTRAL_EPS = 1e-5  # kSpectralEps


def _kronecker_rows(n):
    """a, the largest divisor of n with a * a <= n (learned::kronecker_rows)."""
    a, i = 1, 1
    while i * i <= n:
        if n % i == 0:
            a = i
        i += 1
    return a


# The elementwise functions as learned/forward-layer.hpp computes them in double (torch.sigmoid and
# F.silu round differently in the last bit).
def _sigmoid(x):
    return 1.0 / (1.0 + (-x).exp())


def _silu(x):
    return x * _sigmoid(x)


def _softplus(x):
    return x.clamp_min(0) + (-x.abs()).exp().log1p()


def _linear(x, w):
    """x W^T for a weight [out, in] (nn.Linear's layout) on [..., in]."""
    return x.matmul(w.t())


def _rms_norm(u, g, eps):
    """RMSNorm over the last axis: u * (1 / sqrt(sum u^2 / d + eps)) * g."""
    s = (u * u).sum(-1, keepdim=True)
    return u * (1.0 / (s / u.shape[-1] + eps).sqrt()) * g


def _normalize(x):
    """x * (1 / sqrt(sum x^2 + 1e-12)) over the last axis."""
    return x * (1.0 / ((x * x).sum(-1, keepdim=True) + 1e-12).sqrt())


def _layer_norm(u, g, b, eps):
    """The fpmamba LayerNorm: mean and variance as sums times 1/n, then (c r) g + b."""
    inv_n = 1.0 / u.shape[-1]
    c = u - u.sum(-1, keepdim=True) * inv_n
    r = 1.0 / ((c * c).sum(-1, keepdim=True) * inv_n + eps).sqrt()
    return c * r * g + b


def _shift_right(h):
    """[B, T, n] -> [B, T, n], position t holding position t-1 of h (position 0: zeros)."""
    return torch.cat([torch.zeros_like(h[:, :1]), h[:, :-1]], dim=1)


def _scan(a, b):
    """h_t = a_t h_{t-1} + b_t from h_{-1} = 0, position by position (as the runtime's sequential
    order): the states [B, T, ...]."""
    h = torch.zeros_like(b[:, 0])
    states = []
    for t in range(b.shape[1]):
        h = a[:, t] * h + b[:, t]
        states.append(h)
    return torch.stack(states, dim=1)


def _residue(hn, hp, valid):
    """Per word: max over its positions of ||hn_t - hp_t||_inf / (||hn_t||_inf + 1e-8), NaN when any
    value is NaN (learned/forward-fixed-point.cpp residue); valid [B, T] marks the word's positions."""
    r = (hn - hp).abs().amax(-1) / (hn.abs().amax(-1) + 1e-8)
    return torch.where(valid, r, torch.zeros_like(r)).amax(-1)


def _repeats(hn, hp, valid):
    """Per word: whether the iteration returned its input at every position (NaN equal to NaN, as
    the runtime's bitwise comparison)."""
    same = ((hn == hp) | (hn.isnan() & hp.isnan())).all(-1)
    return (same | ~valid).all(-1)


def _fixed_point(step, batch, length, n, valid, options, threshold, max_iter, like):
    """The fixed-point iteration of every word on its own (learned/forward-fixed-point.hpp fixed_point_loop,
    the official FixedPointOptimizer): from y^0 = 0, step(rows, prev) is one undamped iteration of
    the words `rows`; the residue against the iterate before; damping s next + (1 - s) prev; the
    running minimum, patience and decay of s. A word stops at its first running-minimum residue
    below the threshold (converged), when s < 1e-3, or at max_iter; then one more undamped
    iteration (with gradient, from the detached iterate) gives h*. Returns (h*, l* per word,
    converged per word), l* counting that final iteration."""
    damping, decay = float(options["damping"]), float(options["damping_decay"])
    wait = int(options["damping_patience"])
    # An undamped iteration that returns its input under repeatable arithmetic would return it to
    # the cap (a NaN iterate): the runtime then takes that outcome at once, and so does this loop.
    undamped = damping == 1.0 and decay == 1.0
    hp = like.new_zeros((batch, length, n))
    s, best, patience = [damping] * batch, [float("inf")] * batch, [wait] * batch
    steps, converged = [0] * batch, [False] * batch
    active = list(range(batch))
    with torch.no_grad():
        while active:
            rows = torch.tensor(active, dtype=torch.int64, device=like.device)
            prev = hp[rows]
            nxt = step(rows, prev)
            res = _residue(nxt, prev, valid[rows]).tolist()
            repeats = _repeats(nxt, prev, valid[rows]).tolist() if undamped else [False] * len(active)
            if any(s[b] != 1.0 for b in active):
                sv = torch.tensor([s[b] for b in active], dtype=like.dtype, device=like.device).view(-1, 1, 1)
                nxt = torch.where(sv != 1.0, sv * nxt + (1.0 - sv) * prev, nxt)
            hp[rows] = nxt
            still = []
            for i, b in enumerate(active):
                steps[b] += 1
                if res[i] < best[b]:  # NaN: not an improvement
                    best[b], patience[b] = res[i], wait
                else:
                    patience[b] -= 1
                    if patience[b] == 0:
                        patience[b] = wait
                        s[b] *= decay
                if best[b] < threshold:
                    converged[b] = True
                    continue
                if repeats[i] and steps[b] < max_iter:
                    steps[b] = max_iter
                if s[b] < _MIN_DAMPING or steps[b] >= max_iter:
                    continue
                still.append(b)
            active = still
    rows = torch.arange(batch, device=like.device)
    return step(rows, hp), [l + 1 for l in steps], converged


class _Node(torch.nn.Module):
    """A container of parameters, so that the module's parameter names are the file's."""


class LearnedLRNN(torch.nn.Module):
    """A learned lrnnc model (lrnnc.LearnedModel) in PyTorch, float64.

    Parameters: every tensor of the model's file, under its own name ("embed",
    "layers.0.mixer.A_log", "head.norm.weight", ...: named_parameters() and state_dict() list
    them as the file does), float64 torch Parameters, so the model can be inspected and fine-tuned;
    {k: v.detach().numpy() for k, v in module.state_dict().items()} gives them back as
    LearnedModel.weights does. .config is LearnedModel.config.

    forward(words, lengths=None, fp_threshold=None, fp_max_iter=None): words a LongTensor (B, T)
    of letter indices (or an integer array, or a list of lists of letter indices of any lengths);
    lengths (B,): each word's length when the rows are padded (default T each). A model with a
    BOS token reads it before each nonempty word, as LearnedModel.run does. Returns a dict as
    run's: "logits" (B, T, K) (NaN past a shorter word's end), "predictions" (B, T) (the first
    largest logit; -1 where a logit is not finite or past the end), "lengths" (B,), and for
    models with fixed-point layers "iterations" and "converged" (B, fixed-point layers): l* (the
    iterations including the final one) and whether the residue fell below the threshold before
    the cap. fp_threshold / fp_max_iter replace the layers' threshold and max_iter when given
    and > 0 (as run's). Every word iterates on its own with the runtime's stopping rule (also in
    training mode); the fixed-point loop runs without gradient and the final iteration from the
    detached fixed point carries it, as lrnnc's training does (n_backwards = 1).
    """

    def __init__(self, model):
        super().__init__()
        config, weights = model.config, model.weights
        self.config = config
        self.alphabet = list(config["alphabet"])
        self.outputs = list(config["outputs"])
        for name in sorted(weights):
            node = self
            parts = name.split(".")
            for part in parts[:-1]:
                child = node._modules.get(part)
                if child is None:
                    child = _Node()
                    node.add_module(part, child)
                node = child
            value = torch.tensor(weights[name], dtype=torch.float64)
            node.register_parameter(parts[-1], torch.nn.Parameter(value))
        for l, spec in enumerate(config["layers"]):
            if spec["type"] not in ("diag", "deltaproduct", "fprnn", "fpmamba"):
                raise ValueError("LearnedModel.to_torch: layer %d has type '%s', which it does not know"
                                 % (l, spec["type"]))
            if spec["type"] in ("fprnn", "fpmamba") and spec["mixer"] not in ("householder", "dplr", "kronecker"):
                raise ValueError("LearnedModel.to_torch: layer %d (%s) has channel mixer '%s', which it does "
                                 "not know" % (l, spec["type"], spec["mixer"]))

    def w(self, name):
        return self.get_parameter(name)

    def words_and_lengths(self, words, lengths):
        """words as a LongTensor (B, T) on the module's device (padding past each word's end set
        to letter 0) and lengths (B,)."""
        device = self.embed.device
        if isinstance(words, (list, tuple)):
            if any(isinstance(w, str) for w in words):
                raise TypeError("LearnedModel.to_torch()(words): words as letter indices, not strings")
            rows = [[int(x) for x in w] for w in words]
            if lengths is None:
                lengths = [len(w) for w in rows]
            width = max([len(w) for w in rows], default=0)
            padded = [w + [0] * (width - len(w)) for w in rows]
            words = torch.tensor(padded, dtype=torch.int64).view(len(rows), width)
        words = torch.as_tensor(words)
        if words.dim() != 2:
            raise ValueError("LearnedModel.to_torch()(words): words must have shape (B, T), got %s"
                             % (tuple(words.shape),))
        if words.dtype.is_floating_point or words.dtype == torch.bool or words.is_complex():
            raise TypeError("LearnedModel.to_torch()(words): words must hold integers (letter indices)")
        words = words.to(device=device, dtype=torch.int64)
        batch, length = words.shape
        if lengths is None:
            lengths = torch.full((batch,), length, dtype=torch.int64, device=device)
        lengths = torch.as_tensor(lengths, dtype=torch.int64).to(device).view(-1)
        if lengths.shape[0] != batch or bool(((lengths < 0) | (lengths > length)).any()):
            raise ValueError("LearnedModel.to_torch()(words): lengths must be B values in [0, T]")
        inside = torch.arange(length, device=device)[None, :] < lengths[:, None]
        bad = inside & ((words < 0) | (words >= len(self.alphabet)))
        if bool(bad.any()):
            b, t = [int(i) for i in bad.nonzero()[0]]
            raise ValueError("LearnedModel.to_torch()(words): word %d position %d: letter index %d outside the "
                             "alphabet's %d letters" % (b, t, int(words[b, t]), len(self.alphabet)))
        return torch.where(inside, words, torch.zeros_like(words)), lengths

    def forward(self, words, lengths=None, fp_threshold=None, fp_max_iter=None):
        words, lengths = self.words_and_lengths(words, lengths)
        batch, length = words.shape
        K, eps = len(self.outputs), self.config["norm_eps"]
        device, dtype = self.embed.device, self.embed.dtype
        fixed = [l for l, spec in enumerate(self.config["layers"]) if spec["type"] in ("fprnn", "fpmamba")]
        iterations, converged = [], []
        if length == 0:
            logits = torch.zeros((batch, 0, K), dtype=dtype, device=device)
            # an empty word: residue 0 at the first iteration, l* = 2 (as run)
            iterations = [[2] * batch for _ in fixed]
            converged = [[True] * batch for _ in fixed]
        else:
            # With a BOS token, position 0 reads it (embed's row after the letters and the tied
            # head's label rows) and has no output.
            off = 1 if self.config["bos"] else 0
            if off:
                bos_row = len(self.alphabet) + (K if self.config["tied_head"] else 0)
                words = torch.cat([torch.full((batch, 1), bos_row, dtype=torch.int64, device=device), words], 1)
            positions = torch.arange(length + off, device=device)[None, :]
            valid = (positions < (lengths + off)[:, None]) & (lengths > 0)[:, None]
            u = self.embed[words]  # [B, T (+1), d]
            for l, spec in enumerate(self.config["layers"]):
                p = "layers.%d." % l
                z = _rms_norm(u, self.w(p + "norm.weight"), eps)
                if spec["type"] == "diag":
                    y = self.diag(p + "mixer.", spec, z)
                elif spec["type"] == "deltaproduct":
                    y = self.deltaproduct(p + "mixer.", spec, z)
                else:
                    fp = dict(spec["fixed_point"])
                    threshold = float(fp_threshold) if fp_threshold else float(fp["threshold"])
                    cap = int(fp_max_iter) if fp_max_iter else int(fp["max_iter"])
                    mixer = self.fprnn if spec["type"] == "fprnn" else self.fpmamba
                    y, its, conv = mixer(p + "mixer.", spec, z, valid, fp, threshold, cap)
                    iterations.append(its)
                    converged.append(conv)
                u = u + _linear(y, self.w(p + "out.weight"))
            u = u[:, off:]
            hn = _rms_norm(u, self.w("head.norm.weight"), eps)
            if self.config["tied_head"]:
                logits = _linear(hn, self.embed[len(self.alphabet):len(self.alphabet) + K])
            else:
                logits = _linear(hn, self.w("head.weight")) + self.w("head.bias")
            inside = torch.arange(length, device=device)[None, :] < lengths[:, None]
            logits = torch.where(inside[:, :, None], logits, torch.full_like(logits, float("nan")))
        with torch.no_grad():  # the first largest logit; -1 where one is not finite (NaN past the end)
            best = logits.argmax(-1)
            predictions = torch.where(torch.isfinite(logits).all(-1), best, torch.full_like(best, -1))
        out = {"logits": logits, "predictions": predictions, "lengths": lengths}
        if fixed:
            shape = (len(fixed), batch)  # per layer, then transposed to (B, layers) as run's
            out["iterations"] = torch.tensor(iterations, dtype=torch.int64, device=device).view(shape).t()
            out["converged"] = torch.tensor(converged, dtype=torch.bool, device=device).view(shape).t()
        return out

    # ---- mixers: z [B, T, d] -> y [B, T, m]

    def diag(self, p, spec, z):
        pre = _linear(z, self.w(p + "delta.weight")) + self.w(p + "delta.bias")
        bz = _linear(z, self.w(p + "B.weight"))
        delta = _softplus(pre)
        e = (-delta * self.w(p + "A_log").exp()).exp()
        a = e if spec["range"] == "[0,1]" else 2.0 * e - 1.0
        return _scan(a, delta * bz)

    def deltaproduct(self, p, spec, z):
        batch, length = z.shape[:2]
        H, n, r = spec["heads"], spec["n"], spec["rank"]
        scale = 1.0 if spec["range"] == "[0,1]" else 2.0
        q = _normalize(_linear(z, self.w(p + "q.weight")).view(batch, length, H, n))
        kw, vw = self.w(p + "k.weight"), self.w(p + "v.weight")
        k = [_normalize(_linear(z, kw[i]).view(batch, length, H, n)) for i in range(r)]
        v = [_linear(z, vw[i]).view(batch, length, H, n) for i in range(r)]
        d = z.shape[-1]
        pre = _linear(z, self.w(p + "beta.weight").reshape(r * H, d)) + self.w(p + "beta.bias").reshape(r * H)
        beta = (scale * _sigmoid(pre)).view(batch, length, r, H)
        S = z.new_zeros((batch, H, n, n))  # per head S[i][j], i the k index
        ys = []
        for t in range(length):
            for i in range(r):
                kt, vt = k[i][:, t], v[i][:, t]  # [B, H, n]
                w = kt.unsqueeze(-2).matmul(S).squeeze(-2)  # w_j = S[:, j] . k
                bk = beta[:, t, i].unsqueeze(-1) * kt
                S = bk.unsqueeze(-1) * (vt - w).unsqueeze(-2) + S
            ys.append(q[:, t].unsqueeze(-2).matmul(S).squeeze(-2).reshape(batch, H * n))
        return torch.stack(ys, dim=1)

    # ---- channel mixers Q(p) (fprnn, fpmamba)

    def channel_mixer(self, p, spec, x):
        """The channel mixer's parameters at the positions p = concat(x_t, h_{t-1}) [..., 2n]."""
        if spec["mixer"] == "kronecker":
            n = spec["n"]
            a = _kronecker_rows(n)
            b = n // a
            spectral = spec["type"] == "fprnn"
            return (self.kronecker_factor(p + "L1.weight", p + "D1.", a, x, spectral),
                    self.kronecker_factor(p + "L2.weight", p + "D2.", b, x, spectral))
        uw = self.w(p + "u.weight")
        us = [_normalize(_silu(_linear(x, uw[i]))) for i in range(spec["rank"])]
        alpha = _sigmoid(_linear(x, self.w(p + "alpha.weight")) + self.w(p + "alpha.bias"))
        return us, alpha

    def kronecker_factor(self, wl, wd, a, x, spectral):
        """U = diag(sigmoid(W_D x + c)) U0 (/ (sigma + 1e-5) with spectral), U0 = T1 T1^T with its
        rows normalized, T1 the upper triangle of silu(W_L x) row by row; [..., a, a]."""
        tri = _silu(_linear(x, self.w(wl)))
        index = torch.tensor([i * a + j for i in range(a) for j in range(i, a)], device=x.device)
        T1 = tri.new_zeros(tri.shape[:-1] + (a * a,)).index_copy(-1, index, tri).view(tri.shape[:-1] + (a, a))
        U = _normalize(T1.matmul(T1.transpose(-1, -2)))
        if spectral:
            pv = U.new_ones(U.shape[:-1])
            for _ in range(_POWER_ITERATIONS):
                pu = _normalize(U.matmul(pv.unsqueeze(-1)).squeeze(-1))
                pv = _normalize(U.matmul(pu.unsqueeze(-1)).squeeze(-1))
            mv = U.matmul(pv.unsqueeze(-1)).squeeze(-1)
            sigma = (pu * mv).sum(-1, keepdim=True)
            U = U * (1.0 / (sigma + _SPECTRAL_EPS)).unsqueeze(-1)
        s = _sigmoid(_linear(x, self.w(wd + "weight")) + self.w(wd + "bias"))
        return s.unsqueeze(-1) * U

    def apply_mixer(self, spec, Q, v):
        """Q v for v [..., n]."""
        if spec["mixer"] == "kronecker":
            U, V = Q
            a, b = U.shape[-1], V.shape[-1]
            M = v.reshape(v.shape[:-1] + (a, b)).transpose(-1, -2)  # M[j][i] = v[i b + j]
            P = V.matmul(M).matmul(U)  # R = V M, then P = R U
            return -2.0 * P.transpose(-1, -2).reshape(v.shape) + v
        us, alpha = Q
        if spec["mixer"] == "householder":  # each factor on the running vector, u_1 first
            for i, u in enumerate(us):
                c = 2.0 * alpha[..., i:i + 1] * (u * v).sum(-1, keepdim=True)
                v = -c * u + v
            return v
        coefs = [2.0 * alpha[..., i:i + 1] * (u * v).sum(-1, keepdim=True) for i, u in enumerate(us)]  # dplr
        for c, u in zip(coefs, us):
            v = -c * u + v
        return v

    # ---- fixed-point mixers

    def fprnn(self, p, spec, z, valid, fp, threshold, max_iter):
        n = spec["n"]
        xz = _linear(z, self.w(p + "in.weight"))
        x, g = xz[..., :n], _silu(xz[..., n:])
        bx = _silu(_linear(x, self.w(p + "b.weight"))) * x
        lam = _sigmoid(_linear(x, self.w(p + "lam.weight")) + self.w(p + "lam.bias"))
        om = 1.0 - lam

        def step(rows, prev):
            xr = x[rows]
            Q = self.channel_mixer(p, spec, torch.cat([xr, _shift_right(prev)], -1))
            xt = self.apply_mixer(spec, Q, bx[rows] - prev) + prev
            return _scan(lam[rows], om[rows] * xt)

        h, its, conv = _fixed_point(step, z.shape[0], z.shape[1], n, valid, fp, threshold, max_iter, z)
        c = _silu(_linear(torch.cat([x, _shift_right(h)], -1), self.w(p + "c.weight")))
        return _rms_norm(g * (c * h), self.w(p + "norm.weight"), self.config["norm_eps"]), its, conv

    def fpmamba(self, p, spec, z, valid, fp, threshold, max_iter):
        n, N, R = spec["n"], spec["d_state"], spec["dt_rank"]
        eps = self.config["norm_eps"]
        xz = _linear(z, self.w(p + "in.weight"))
        x, zg = xz[..., :n], xz[..., n:]
        xd = _linear(x, self.w(p + "x.weight"))
        Bx, Cx = xd[..., R:R + N], xd[..., R + N:]
        dt = _softplus(_linear(xd[..., :R], self.w(p + "dt.weight")) + self.w(p + "dt.bias"))
        dA = (dt.unsqueeze(-1) * -self.w(p + "A_log").exp()).exp()  # [B, T, n, N]
        D, Wbc = self.w(p + "D"), self.w(p + "bc.weight")
        gain, bias = self.w(p + "norm.weight"), self.w(p + "norm.bias")

        def step(rows, prev):
            xr, ps = x[rows], _shift_right(prev)
            Q = self.channel_mixer(p, spec, torch.cat([xr, ps], -1))
            xt = self.apply_mixer(spec, Q, xr - prev) + prev
            bc = _linear(ps, Wbc)
            Bp, Cp = _normalize(Bx[rows] + bc[..., :N]), _normalize(Cx[rows] + bc[..., N:])
            H = _scan(dA[rows], (dt[rows] * xt).unsqueeze(-1) * Bp.unsqueeze(-2))  # [B, T, n, N]
            return _layer_norm(D * xt + H.matmul(Cp.unsqueeze(-1)).squeeze(-1), gain, bias, eps)

        y, its, conv = _fixed_point(step, z.shape[0], z.shape[1], n, valid, fp, threshold, max_iter, z)
        return _silu(zg + _linear(_shift_right(y), self.w(p + "zy.weight"))) * y, its, conv


def learned_module(model):
    """The model as a LearnedLRNN (float64)."""
    return LearnedLRNN(model)
