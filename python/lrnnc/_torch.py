"""Network.to_torch(): a compiled network as a torch.nn.Module (imported only when asked for)."""
import numpy as np
import torch


class CompiledLRNN(torch.nn.Module):
    """A compiled lrnnc network (lrnnc.Network) in PyTorch, float64.

    forward(words): words a LongTensor (B, T) of letter indices. Returns a dict: "decoded" (B, T)
    the output label index read at each position (-1 where the decoded values name no automaton
    state), "automaton_states" (B, T), and "states": one (B, T, n*d) tensor per layer, each
    layer's state after each position, flattened column-major as lrnnc.simulate's keep_states.
    Every layer runs H_t = A(token_t) H_{t-1} + B(token_t), token_t = (letter, the decoded values
    of the layers in its context at lag 0 or 1), and decodes H_t to the value of the nearest
    codebook row (the first one on ties), as lrnnc does. Buffers: every layer's tokens' A and B,
    H0, codebook and values, so .to(device) moves them.
    """

    def __init__(self, network):
        super().__init__()
        self.num_layers = len(network.layers)
        self.contexts = [list(layer["context"]) for layer in network.layers]
        self.shapes = [(layer["n"], layer["d"]) for layer in network.layers]
        self.token_tables = []
        for i, layer in enumerate(network.layers):
            A = np.stack([t["A"] for t in layer["tokens"]])
            B = np.stack([t["B"] if t["B"] is not None else np.zeros((layer["n"], layer["d"]))
                          for t in layer["tokens"]])
            self.register_buffer("A%d" % i, torch.tensor(A, dtype=torch.float64))
            self.register_buffer("B%d" % i, torch.tensor(B, dtype=torch.float64))
            self.register_buffer("H0_%d" % i, torch.tensor(layer["H0"], dtype=torch.float64))
            self.register_buffer("codebook%d" % i, torch.tensor(layer["codebook"], dtype=torch.float64))
            self.register_buffer("values%d" % i, torch.tensor(layer["values"].astype(np.int64)))
            # token index by (letter, context values), -1 where no token is listed
            sizes = [len(network.alphabet)] + [int(network.layers[c]["values"].max()) + 1
                                               for c, _ in layer["context"]]
            table = -np.ones(sizes, dtype=np.int64)
            for k, t in enumerate(layer["tokens"]):
                table[(t["letter_index"], *t["context"])] = k
            self.register_buffer("table%d" % i, torch.tensor(table))
        automaton = network.automaton
        names = automaton["states"] if isinstance(automaton["states"], list) else list(range(automaton["states"]))
        if "outputs" in automaton:
            outputs = automaton["outputs"]
        else:
            accepting = set(automaton["accepting"])
            outputs = [int(q in accepting) for q in names]
        self.register_buffer("outputs", torch.tensor(outputs, dtype=torch.int64))
        if self.num_layers == 1:
            self.readout = {(v,): q for v, q in enumerate(network.readout)}
        else:
            self.readout = {tuple(k): q for k, q in zip(network.readout_keys, network.readout)}

    def decode(self, i, h):
        """The value of the codebook row nearest to each state (B, n, d); the first on ties."""
        flat = h.transpose(1, 2).reshape(h.shape[0], -1)  # column-major, as the codebook's rows
        d2 = ((flat[:, None, :] - getattr(self, "codebook%d" % i)[None, :, :]) ** 2).sum(dim=2)
        return getattr(self, "values%d" % i)[d2.argmin(dim=1)]  # argmin: the first minimum

    def forward(self, words):
        words = torch.as_tensor(words, dtype=torch.int64)
        batch, length = words.shape
        device = self.outputs.device
        words = words.to(device)
        h = [getattr(self, "H0_%d" % i).expand(batch, -1, -1).clone() for i in range(self.num_layers)]
        before = [self.decode(i, h[i]) for i in range(self.num_layers)]  # the values at lag 1
        states = [[] for _ in range(self.num_layers)]
        values = []
        for t in range(length):
            now = []
            for i in range(self.num_layers):
                key = [words[:, t]] + [now[c] if lag == 0 else before[c] for c, lag in self.contexts[i]]
                token = getattr(self, "table%d" % i)[tuple(key)]
                if (token < 0).any():
                    raise ValueError("a (letter, context) pair that the network does not list")
                A, B = getattr(self, "A%d" % i)[token], getattr(self, "B%d" % i)[token]
                h[i] = torch.bmm(A, h[i]) + B
                states[i].append(h[i].transpose(1, 2).reshape(batch, -1))
                now.append(self.decode(i, h[i]))
            before = now
            values.append(torch.stack(now, dim=1))
        values = torch.stack(values, dim=1) if length else torch.zeros((batch, 0, self.num_layers), dtype=torch.int64)
        automaton_states = torch.full((batch, length), -1, dtype=torch.int64)
        flat = values.reshape(-1, self.num_layers).tolist()
        read = [self.readout.get(tuple(v), -1) for v in flat]
        automaton_states = torch.tensor(read, dtype=torch.int64).reshape(batch, length).to(device)
        decoded = torch.where(automaton_states >= 0, self.outputs[automaton_states.clamp(min=0)],
                              torch.full_like(automaton_states, -1))
        return {"decoded": decoded, "automaton_states": automaton_states,
                "states": [torch.stack(s, dim=1) if s else torch.zeros((batch, 0, n * d), dtype=torch.float64)
                           for s, (n, d) in zip(states, self.shapes)]}


def network_module(network):
    """The network as a CompiledLRNN (float64)."""
    return CompiledLRNN(network)
