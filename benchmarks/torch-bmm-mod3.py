#!/usr/bin/python3
"""The PyTorch reference of issue 14's engine benchmark: mod:3 as a dense 2x2 rotation, a loop of
batched bf16 bmm over WORDS words of LEN letters on one thread (torch accumulates in fp32 and rounds
each product to bf16; no rounding modes, no decoding). Prints tokens/s, median of 3 runs, and the
fraction of words whose state at the end is nearest the right code vector (for reference; the loop
timed is the bmm loop alone).

Usage: torch-bmm-mod3.py [words=1024] [len=100000] [threads=1]   (Debian: python3-torch)
Compare with `bench_engine WORDS LEN` run right before or after on the same machine."""
import math
import sys
import time

import torch


def main():
    words = int(sys.argv[1]) if len(sys.argv) > 1 else 1024
    length = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
    threads = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    torch.set_num_threads(threads)
    g = torch.Generator().manual_seed(5)
    x = torch.randint(0, 2, (length, words), generator=g)
    c, s = math.cos(2 * math.pi / 3), math.sin(2 * math.pi / 3)
    mats = torch.tensor([[[1.0, 0.0], [0.0, 1.0]], [[c, -s], [s, c]]], dtype=torch.bfloat16)
    times = []
    for _ in range(3):
        h = torch.zeros(words, 2, 1, dtype=torch.bfloat16)
        h[:, 0, 0] = 1
        start = time.perf_counter()
        for t in range(length):
            h = torch.bmm(mats[x[t]], h)
        times.append(time.perf_counter() - start)
    times.sort()
    rate = words * length / times[1]
    count = x.sum(0) % 3
    angle = torch.atan2(h[:, 1, 0].float(), h[:, 0, 0].float())
    nearest = torch.round(angle / (2 * math.pi / 3)).long() % 3
    right = (nearest == count).float().mean().item()
    print(f"torch {torch.__version__} bf16 bmm loop: {words} words x {length} tokens, threads={threads}: "
          f"{rate / 1e6:.2f} M tokens/s (median of 3; {right:.3f} of the words end nearest the right state)")


if __name__ == "__main__":
    main()
