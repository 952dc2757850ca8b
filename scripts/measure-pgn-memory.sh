#!/usr/bin/env bash
# What reading a PGN costs in memory: the peak resident set (GNU time's "Maximum resident set
# size") of `status`, `openings`, `announce` and `review --plain` (asked to quit at once) on
# four files made here, each about SIZE_MB megabytes (default 40):
#   one-game      one game of knights going out and back (the only legal game that long);
#   clocks        the same game with a `{[%clk H:MM:SS]}` comment after every move, as servers
#                 write their games;
#   comments      one move followed by a storm of short comments (`{c}`, about 1 M per 4 MB);
#   nags          one move followed by a storm of NAGs (`$1`, about 1.4 M per 4 MB).
# `review-end` is a review that jumps to the end of the game (`end`) before it quits.
# Prints one line per file and command: the peak in MB, and that peak over the file's size (the
# target is at most 4 times the file). A command that fails is said with its exit status.
# Usage: scripts/measure-pgn-memory.sh [SIZE_MB [BINARY]]   (needs GNU time: apt-get install time)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
size_mb="${1:-40}"
bin="${2:-}"
if [ -z "$bin" ]; then
  cargo build --release --locked --quiet --manifest-path "$root/Cargo.toml"
  bin="$root/target/release/annabella"
fi
if [ ! -x /usr/bin/time ]; then
  echo "GNU time is missing: apt-get install time" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" "$size_mb" <<'PY'
import os, sys
work, size = sys.argv[1], int(sys.argv[2]) * 1024 * 1024

def write(name, head, unit, tail):
    with open(os.path.join(work, name), "w") as out:
        out.write(head)
        written = len(head)
        chunk = unit * 4096
        while written < size:
            out.write(chunk)
            written += len(chunk)
        out.write(tail)

# One game: 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 ... numbered as PGN numbers it; with clocks, each
# move followed by the mover's time left, a second less at each of its moves.
def one_game(name, clocks):
    with open(os.path.join(work, name), "w") as out:
        out.write('[Event "long"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n')
        written, number, line = 0, 1, []
        shuffle = [("Nf3", "Nf6"), ("Ng1", "Ng8")]
        while written < size:
            white, black = shuffle[(number - 1) % 2]
            if clocks:
                left = max(0, 36000 - number)
                clock = f"{{[%clk {left // 3600}:{left // 60 % 60:02}:{left % 60:02}]}}"
                word = f"{number}. {white} {clock} {black} {clock}"
            else:
                word = f"{number}. {white} {black}"
            line.append(word)
            written += len(word) + 1
            number += 1
            if len(line) == 4:
                out.write(" ".join(line) + "\n")
                line = []
        out.write(" ".join(line) + " *\n")

one_game("one-game.pgn", False)
one_game("clocks.pgn", True)
write("comments.pgn", '[Event "comments"]\n[Result "*"]\n\n1. e4 ', "{c} ", "*\n")
write("nags.pgn", '[Event "nags"]\n[Result "*"]\n\n1. e4 ', "$1 ", "*\n")
PY
measure() {
  local file="$1" label="$2"
  shift 2
  local bytes peak_kb status=0
  bytes=$(stat -c %s "$file")
  /usr/bin/time -f '%M' -o "$work/rss" "$@" >/dev/null 2>"$work/stderr" </dev/null || status=$?
  if [ ! -s "$work/rss" ]; then
    echo "$label: no measure (exit $status)"
    return
  fi
  peak_kb=$(tail -n 1 "$work/rss")
  awk -v label="$label" -v kb="$peak_kb" -v bytes="$bytes" -v status="$status" 'BEGIN {
    printf "%-22s file %6.1f MB  peak %7.1f MB  %5.2f x the file%s\n", label, bytes / 1048576,
      kb / 1024, kb * 1024 / bytes, status == 0 ? "" : sprintf("  (exit %d)", status)
  }'
}
printf 'quit\n' >"$work/quit"
printf 'end\nquit\n' >"$work/end-quit"
for name in one-game clocks comments nags; do
  file="$work/$name.pgn"
  measure "$file" "$name status" "$bin" status "$file"
  measure "$file" "$name openings" "$bin" openings "$file"
  measure "$file" "$name announce" "$bin" announce "$file"
  measure "$file" "$name review" sh -c '"$0" review --plain --speech text "$1" <"$2"' \
    "$bin" "$file" "$work/quit"
  measure "$file" "$name review-end" sh -c '"$0" review --plain --speech text "$1" <"$2"' \
    "$bin" "$file" "$work/end-quit"
done
