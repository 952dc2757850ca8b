#!/usr/bin/env bash
# The program's start against its floor: `annabella --version` (the release build) beside a Rust
# hello world built with the same compiler, run alternately (so a busy moment hurts both), the
# median of each and their ratio; then what the dynamic loader does at each start (shared
# objects, relocations and its share of the start, from glibc's LD_DEBUG=statistics).
# Target (issue 34): at most 2x the hello.
# Usage: scripts/measure-startup.sh [RUNS (default 300)] [PROGRAM (default: the release build)]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs="${1:-300}"
program="${2:-}"
if [ -z "$program" ]; then
  cargo build --release --locked --quiet --manifest-path "$root/Cargo.toml"
  program="${CARGO_TARGET_DIR:-$root/target}/release/annabella"
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/annabella-startup.XXXXXX")
trap 'rm -rf "$work"' EXIT
printf 'fn main() {\n    println!("hello");\n}\n' >"$work/hello.rs"
rustc -O --edition 2024 "$work/hello.rs" -o "$work/hello"
python3 - "$program" "$work/hello" "$runs" <<'PY'
import statistics, subprocess, sys, time
program, hello, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
timings = {"annabella --version": [], "hello": []}
commands = {"annabella --version": [program, "--version"], "hello": [hello]}
for _ in range(runs):
    for name, command in commands.items():
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
        timings[name].append(time.perf_counter() - start)
medians = {name: statistics.median(t) * 1000 for name, t in timings.items()}
for name, median in medians.items():
    print(f"measure-startup: {name}: median {median:.2f} ms of {runs} runs")
ratio = medians["annabella --version"] / medians["hello"]
print(f"measure-startup: annabella --version is {ratio:.2f}x a Rust hello (target: at most 2x)")
PY
loaded=$(ldd "$program" | wc -l)
echo "measure-startup: shared objects loaded at start: $loaded"
readelf -d "$program" | grep -E '\((FLAGS|FLAGS_1|RELR)\)' | sed 's/^ */measure-startup: dynamic section: /'
for name in program hello; do
  binary="$program"
  [ "$name" = hello ] && binary="$work/hello"
  LD_DEBUG=statistics "$binary" --version 2>&1 >/dev/null \
    | grep -E 'total startup time|time needed for relocation|number of relocations:|relative relocations' \
    | sed -E "s/^ *[0-9]+:\s*/measure-startup: loader ($name): /"
done
