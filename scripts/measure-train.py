#!/usr/bin/env python3
"""Training's figures (annabella train, README "train"): the time from starting
`annabella train --plain --puzzle ID` to the first puzzle said (its first line on stdout), the
time from a solution move written to its verdict read, and the peak memory of a run with the
whole puzzle set loaded, beside the same for `annabella announce` of an empty input (the
program's floor). Usage: scripts/measure-train.py [BINARY (default target/release/annabella)]
[RUNS (default 20)]. Each run keeps its progress in a temporary data folder."""

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

BINARY = sys.argv[1] if len(sys.argv) > 1 else "target/release/annabella"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 20
# Puzzle 0008Q: Black answers Rf7+ with Re5+ (Kf1) and Rxe6.
PUZZLE, FIRST, SECOND = "0008Q", "f5e5", "e5e6"


def one_run(home):
    env = dict(os.environ, XDG_DATA_HOME=home, XDG_CONFIG_HOME=home)
    start = time.perf_counter()
    child = subprocess.Popen(
        [BINARY, "train", "--plain", "--puzzle", PUZZLE, "--lang", "en", "--voice", "en"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        env=env, text=True, bufsize=1)
    child.stdout.readline()
    first_said = time.perf_counter() - start
    for _ in range(3):
        child.stdout.readline()
    verdicts = []
    for move, verdict_start in ((FIRST, "Rook Echo five"), (SECOND, "Rook takes")):
        sent = time.perf_counter()
        child.stdin.write(move + "\n")
        child.stdin.flush()
        while not child.stdout.readline().startswith(verdict_start):
            pass
        verdicts.append(time.perf_counter() - sent)
    child.stdin.close()
    rest = child.stdout.read()
    child.wait()
    assert rest.rstrip().endswith(f"puzzle {PUZZLE} solved"), rest
    return first_said, verdicts


def peak_kib(args, home):
    """The peak resident memory of one run of BINARY ARGS, in KiB: measured by a fresh Python
    whose only child it is."""
    env = dict(os.environ, XDG_DATA_HOME=home, XDG_CONFIG_HOME=home)
    probe = (
        "import resource, subprocess, sys\n"
        "subprocess.run(sys.argv[1:], input='quit\\n', text=True,"
        " stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)\n"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
    )
    out = subprocess.run([sys.executable, "-c", probe, BINARY] + args, env=env,
                         capture_output=True, text=True, check=True).stdout
    return int(out.strip())


def main():
    firsts, verdicts = [], []
    with tempfile.TemporaryDirectory() as home:
        for _ in range(RUNS):
            first, moves = one_run(home)
            firsts.append(first * 1000)
            verdicts.extend(v * 1000 for v in moves)
    print(f"{BINARY}, {RUNS} runs")
    for name, values in (("start to first puzzle said", firsts),
                         ("solution move to verdict", verdicts)):
        values.sort()
        print(f"{name}: median {statistics.median(values):.1f} ms, "
              f"max {values[-1]:.1f} ms")
    with tempfile.TemporaryDirectory() as home:
        floor = peak_kib(["play", "--plain"], home)
        train = peak_kib(["train", "--plain", "--puzzle", PUZZLE], home)
    print(f"peak memory: play --plain, quit at once {floor / 1024:.1f} MiB; "
          f"train with the whole set loaded {train / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
