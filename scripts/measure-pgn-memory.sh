#!/usr/bin/env bash
# What reading a PGN costs in memory: the peak resident set (GNU time's "Maximum resident set
# size") of `status`, `openings`, `announce` and `review --plain` (asked to quit at once) on
# four files made here, each about SIZE_MB megabytes (default 40):
#   one-game      one game of knights going out and back (the only legal game that long);
#   clocks        the same game with a `{[%clk H:MM:SS]}` comment after every move, as servers
#                 write their games;
#   comments      one move followed by a storm of short comments (`{c}`, about 1 M per 4 MB);
#   nags          one move followed by a storm of NAGs (`$1`, about 1.4 M per 4 MB);
#   big-comment   one move followed by one comment of SIZE_MB (review says 2000 characters of
#                 it, and that it is cut);
#   plies         a million half-moves of knights without move numbers, in about 4 MB whatever
#                 SIZE_MB (the most moves a megabyte holds).
# `review-end` is a review that jumps to the end of the game (`end`) before it quits;
# `review-comment` one that also says the last move's comment (`end`, `comment`).
# Prints one line per file and command: the peak in MB, that peak over the file's size, and
# whether it is within the target of every command that reads a PGN: 64 MB and 8 times the file.
# A command that fails is said with its exit status.
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
write("big-comment.pgn", '[Event "comment"]\n[Result "*"]\n\n1. e4 {', "abcdefghi ", "} *\n")
with open(os.path.join(work, "plies.pgn"), "w") as out:
    out.write('[Event "plies"]\n[Result "*"]\n\n')
    knights = ["Nf3", "Nf6", "Ng1", "Ng8"]
    for start in range(0, 1_000_000, 16):
        out.write(" ".join(knights[ply % 4] for ply in range(start, start + 16)) + "\n")
    out.write("*\n")
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
    bound_kb = 64 * 1024 + 8 * bytes / 1024
    printf "%-24s file %6.1f MB  peak %7.1f MB  %5.2f x the file  %s%s\n", label,
      bytes / 1048576, kb / 1024, kb * 1024 / bytes,
      kb <= bound_kb ? "within 64 MB + 8x" : "OVER 64 MB + 8x",
      status == 0 ? "" : sprintf("  (exit %d)", status)
  }'
}
printf 'quit\n' >"$work/quit"
printf 'end\nquit\n' >"$work/end-quit"
printf 'end\ncomment\nquit\n' >"$work/comment-quit"
for name in one-game clocks comments nags big-comment plies; do
  file="$work/$name.pgn"
  measure "$file" "$name status" "$bin" status "$file"
  measure "$file" "$name openings" "$bin" openings "$file"
  measure "$file" "$name announce" "$bin" announce "$file"
  measure "$file" "$name review" sh -c '"$0" review --plain --speech text "$1" <"$2"' \
    "$bin" "$file" "$work/quit"
  measure "$file" "$name review-end" sh -c '"$0" review --plain --speech text "$1" <"$2"' \
    "$bin" "$file" "$work/end-quit"
  measure "$file" "$name review-comment" sh -c '"$0" review --plain --speech text "$1" <"$2"' \
    "$bin" "$file" "$work/comment-quit"
done
