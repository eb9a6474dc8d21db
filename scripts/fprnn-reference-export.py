# Writes a model trained by scripts/fprnn-reference.py (head A, one layer; its --save state_dict) as an
# lrnnc learned model OUT.json + OUT.safetensors (docs/LEARNED.md section 2; the weight-normalized maps
# as their effective weights g v / |v|), so that lrnnc can run and evaluate it.
# Usage: /usr/bin/python3 scripts/fprnn-reference-export.py MODEL.pt OUT
import json, struct, sys, numpy as np, torch
sd = torch.load(sys.argv[1]); out = sys.argv[2]
def eff(p):
    v, g = sd[p + ".weight_v"], sd[p + ".weight_g"]
    return g * v / v.norm(dim=1, keepdim=True)
n = sd["mixer.b_proj.weight"].shape[0]; d = sd["norm.weight"].shape[0]
u = eff("mixer.mixer.u_proj"); r = u.shape[0] // n
T = {"embed": sd["embedding.weight"], "layers.0.norm.weight": sd["norm.weight"],
     "layers.0.out.weight": sd["mixer.out_proj.weight"], "layers.0.mixer.in.weight": sd["mixer.in_proj.weight"],
     "layers.0.mixer.b.weight": sd["mixer.b_proj.weight"], "layers.0.mixer.lam.weight": sd["mixer.lam_proj.weight"],
     "layers.0.mixer.lam.bias": sd["mixer.lam_proj.bias"], "layers.0.mixer.c.weight": sd["mixer.c_proj.weight"],
     "layers.0.mixer.norm.weight": sd["mixer.out_norm.weight"], "layers.0.mixer.u.weight": u.reshape(r, n, 2 * n),
     "layers.0.mixer.alpha.weight": eff("mixer.mixer.alpha_proj"), "layers.0.mixer.alpha.bias": sd["mixer.mixer.alpha_proj.bias"],
     "head.norm.weight": sd["norm_f.weight"]}
header, blob = {}, b""
for k, v in T.items():
    a = v.detach().to(torch.float32).contiguous().numpy().tobytes()
    header[k] = {"dtype": "F32", "shape": list(v.shape), "data_offsets": [len(blob), len(blob) + len(a)]}
    blob += a
h = json.dumps(header).encode(); h += b" " * ((8 - len(h) % 8) % 8)
open(out + ".safetensors", "wb").write(struct.pack("<Q", len(h)) + h + blob)
json.dump({"format": "lrnnc-learned", "version": 2, "alphabet": ["0", "1"], "outputs": ["0", "1"],
           "d_model": d, "norm_eps": 1e-6, "bos": True, "tied_head": True,
           "layers": [{"type": "fprnn", "n": n, "mixer": "householder", "rank": r}]}, open(out + ".json", "w"), indent=1)
