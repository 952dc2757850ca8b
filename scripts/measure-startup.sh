#!/usr/bin/env bash
# The program's start against its floor: the CPU time (user + system, from wait4's rusage, so a
# loaded machine's waiting is not counted) of `annabella --version` (the release build) beside
#   - a Rust hello world built with the same compiler (the floor of issue 34: at most 2x), and
#   - the same hello linked against the shared objects annabella names (readelf's NEEDED, bound
#     at once as annabella is): what the libraries alone cost at every start, whatever the
#     program does,
# run alternately (so a busy moment hurts all alike), started with posix_spawn as a shell does;
# the median of each and their ratios. Then what the dynamic loader does at each start (shared
# objects, relocations and its share of the start, from glibc's LD_DEBUG=statistics).
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
# The hello with annabella's libraries: each NEEDED entry linked by its exact name, kept even
# though the hello calls none of them, and bound at start (-z now) as annabella's are.
link_args=(-C link-arg=-Wl,--no-as-needed -C link-arg=-Wl,-z,now)
while read -r needed; do
  link_args+=(-C "link-arg=-l:$needed")
done < <(readelf -d "$program" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | grep -v '^ld-linux')
rustc -O --edition 2024 "$work/hello.rs" -o "$work/hello-linked" "${link_args[@]}"
python3 - "$program" "$work/hello" "$work/hello-linked" "$runs" <<'PY'
import os, statistics, sys
program, hello, linked, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
with_libraries = "hello with annabella's libraries"
commands = {
    "hello": [hello],
    with_libraries: [linked],
    "annabella --version": [program, "--version"],
}
null = os.open(os.devnull, os.O_RDWR)
actions = [(os.POSIX_SPAWN_DUP2, null, fd) for fd in (0, 1, 2)]
cpu = {name: [] for name in commands}
for _ in range(runs):
    for name, argv in commands.items():
        pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=actions)
        _, status, usage = os.wait4(pid, 0)
        if status != 0:
            sys.exit(f"measure-startup: {name} failed ({status})")
        cpu[name].append((usage.ru_utime + usage.ru_stime) * 1000)
medians = {name: statistics.median(times) for name, times in cpu.items()}
floor = medians["hello"]
for name, median in medians.items():
    print(f"measure-startup: {name}: median {median:.2f} ms of CPU (user+sys) of {runs} runs, "
          f"{median / floor:.2f}x the hello")
print(f"measure-startup: annabella --version is {medians['annabella --version'] / floor:.2f}x "
      f"a Rust hello (target: at most 2x); its libraries alone "
      f"{medians[with_libraries] / floor:.2f}x")
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
