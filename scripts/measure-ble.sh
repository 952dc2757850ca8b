#!/usr/bin/env bash
# Move on an e-board over Bluetooth LE -> its announcement, through the real binary: the
# simulated board (tools/ble-sim) on the BlueZ mock (bluezoo) on a private dbus-daemon, the
# program connected with `--eboard KIND:ble`. The blind player (White) types a move, the sighted
# player replays it on the board and makes Black's; the time is from the board's last
# notification of Black's move sent (the simulator's `> …` line) to the announcement's line read
# on standard output. A fresh bus, mock and program per game. Prints p50, p99 and the maximum in
# milliseconds.
# Measured 2026-11-27 (debug build, the mock, both cores shared with other builds): chessnut,
# 40 moves: p50 6.6 ms, p99 127 ms; millennium, 24 moves: p50 13.8 ms, p99 139 ms.
# Again 2026-11-28, the fix's squares now lit on the board (same conditions): chessnut, 24
# moves: p50 5.8 ms, p99 92.5 ms; millennium, 24 moves: p50 5.6 ms, p99 138 ms. The serial
# equivalent (tests/integration/eboard_millennium.rs, a_move_on_the_millennium_board_is_announced_
# promptly, --nocapture): millennium over a pty, 3 × 5 moves: p50 2.7–8.9 ms, max 15–21 ms.
#
# With WHAT `reconnect`: the board drops mid-game, switched off with BlueZ restarting (the
# simulated board and the mock killed; a fresh mock and board, pieces as they stood, started on
# the same bus at once), N times. Prints, p50/p99/max in milliseconds: drop -> "board
# disconnected" said (the watchdog's poll failing), the board advertising again -> "board
# connected again" said (the link's back-off and scan), and drop -> back said in all (the
# restart of the mock and board included: a real board switched on again takes its own time).
# Measured 2026-11-28 (debug build, the mock, both cores shared with other builds), 10 drops
# each: chessnut: drop -> lost p50 3.00 s, p99 3.03 s; advertising -> back p50 1.00 s, p99
# 1.10 s; drop -> back p50 4.53 s, p99 4.56 s. millennium: lost p50 3.00 s, p99 3.02 s; back
# p50 1.05 s, p99 1.08 s; drop -> back p50 4.50 s, p99 4.53 s.
# Usage: scripts/measure-ble.sh [BINARY] [KIND] [N] [WHAT]   (default target/debug/annabella,
#        chessnut, 5, `moves`: N games of 8 black moves; `reconnect`: N drops). Needs
#        tools/ble-sim/setup.sh and dbus-daemon.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$(realpath "${1:-target/debug/annabella}")
kind=${2:-chessnut}
games=${3:-5}
what=${4:-moves}
case "$what" in moves|reconnect) ;; *) echo "WHAT is moves or reconnect, not $what" >&2; exit 2;; esac
venv="${CARGO_TARGET_DIR:-target}/ble-venv"
[ -x "$binary" ] || { echo "no binary at $binary (cargo build)" >&2; exit 2; }
[ -x "$venv/bin/bluezoo" ] || { echo "no BlueZ mock: run tools/ble-sim/setup.sh" >&2; exit 2; }
command -v dbus-daemon >/dev/null || { echo "dbus-daemon is needed" >&2; exit 2; }
"$venv/bin/python" - "$binary" "$kind" "$games" "$venv" "$what" <<'PY'
import os, queue, subprocess, sys, tempfile, threading, time

binary, kind, games, venv, what = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
# (typed by the blind player, replayed on the board, black's move on the board, its words)
GAME = [
    ("e4", "e2 e4", "e7 e5", "Pawn Echo five"),
    ("Nf3", "g1 f3", "b8 c6", "Knight Charlie six"),
    ("Bb5", "f1 b5", "a7 a6", "Pawn Alpha six"),
    ("Ba4", "b5 a4", "g8 f6", "Knight Foxtrot six"),
    ("O-O", "e1 g1", "f8 e7", "Bishop Echo seven"),
    ("Re1", "f1 e1", "b7 b5", "Pawn Bravo five"),
    ("Bb3", "a4 b3", "d7 d6", "Pawn Delta six"),
    ("c3", "c2 c3", "c8 g4", "Bishop Golf four"),
]

def lines_of(stream, into):
    def pump():
        for line in stream:
            into.put((time.monotonic(), line.rstrip("\n")))
    threading.Thread(target=pump, daemon=True).start()

def wait_for(q, pred, limit=20.0):
    deadline = time.monotonic() + limit
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise SystemExit("timed out")
        at, line = q.get(timeout=left)
        if pred(line):
            return at, line

def start_mock(env, procs):
    zoo = subprocess.Popen(
        [f"{venv}/bin/bluezoo", "--auto-enable", "--scan-interval", "1",
         "-a", "00:00:00:00:0A:01", "-a", "00:00:00:00:0B:02"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    procs.append(zoo)
    zq = queue.Queue(); lines_of(zoo.stderr, zq)
    wait_for(zq, lambda l: "Adding adapter[1]" in l)
    return zoo

def start_board(env, procs, placement=None):
    sim = subprocess.Popen(
        [f"{venv}/bin/python", "tools/ble-sim/ble_sim.py", "--board", kind]
        + (["--placement", placement] if placement else []),
        env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    procs.append(sim)
    sq = queue.Queue(); lines_of(sim.stdout, sq)
    wait_for(sq, lambda l: l.startswith("ready"))
    return sim, sq

def stop(proc):
    proc.kill(); proc.wait()

samples = []
lost, back, total = [], [], []
for game in range(games):
    with tempfile.TemporaryDirectory() as tmp:
        procs = []
        try:
            daemon = subprocess.Popen(
                ["dbus-daemon", "--config-file=tools/ble-sim/bus.conf",
                 f"--address=unix:path={tmp}/bus", "--nofork", "--print-address=1"],
                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            procs.append(daemon)
            address = daemon.stdout.readline().strip()
            env = dict(os.environ, DBUS_SYSTEM_BUS_ADDRESS=address)
            zoo = start_mock(env, procs)
            sim, sq = start_board(env, procs)
            play = subprocess.Popen(
                [binary, "play", "--plain", "--voice", "en", "--speech", "text",
                 "--no-earcons", "--blind", "white", "--eboard", f"{kind}:ble",
                 "--opponent-output", f"{tmp}/opponent.txt"],
                env=dict(env, XDG_DATA_HOME=tmp), stdin=subprocess.PIPE,
                stdout=subprocess.PIPE, text=True)
            procs.append(play)
            pq = queue.Queue(); lines_of(play.stdout, pq)
            wait_for(sq, lambda l: l.startswith("> rnbqkbnr/pppppppp"))

            def board(command):
                sim.stdin.write(command + "\n"); sim.stdin.flush()
                last = None
                while True:
                    at, line = wait_for(sq, lambda l: True)
                    if line.startswith("> "):
                        last = at
                    if line == "ok" or line.startswith("error"):
                        return last

            if what == "reconnect":
                # A move each, so the game is under way; then the drop.
                typed, replayed, made, words = GAME[0]
                play.stdin.write(typed + "\n"); play.stdin.flush()
                wait_for(pq, lambda l: True)
                board("move " + replayed); board("move " + made)
                wait_for(pq, lambda l: words in l)
                sim.stdin.write("board\n"); sim.stdin.flush()
                _, placement = wait_for(sq, lambda l: l.count("/") == 7 and " " not in l)
                dropped = time.monotonic()
                stop(sim); stop(zoo)
                at, _ = wait_for(pq, lambda l: "board disconnected" in l)
                lost.append((at - dropped) * 1000)
                zoo = start_mock(env, procs)
                sim, sq = start_board(env, procs, placement)
                advertising = time.monotonic()
                at, _ = wait_for(pq, lambda l: "board connected again" in l)
                back.append((at - advertising) * 1000)
                total.append((at - dropped) * 1000)
                continue
            for typed, replayed, made, words in GAME:
                play.stdin.write(typed + "\n"); play.stdin.flush()
                # Said back before it is replayed (a move replayed first would be the sighted
                # player making White's move on their board).
                wait_for(pq, lambda l: True)
                # Castling replayed: the king, then the rook.
                if typed == "O-O":
                    board("move e1 g1"); board("move h1 f1")
                else:
                    board("move " + replayed)
                sent = board("move " + made)
                at, _ = wait_for(pq, lambda l: words in l)
                samples.append((at - sent) * 1000)
        finally:
            for p in reversed(procs):
                p.kill(); p.wait()

def figures(values):
    values = sorted(values)
    pick = lambda q: values[min(len(values) - 1, int(q * len(values)))]
    return f"p50 {pick(0.5):.1f} ms, p99 {pick(0.99):.1f} ms, max {values[-1]:.1f} ms"

if what == "reconnect":
    print(f"{kind} over BLE, {len(total)} drops: drop -> lost said: {figures(lost)}; "
          f"advertising again -> back said: {figures(back)}; drop -> back said: {figures(total)}")
else:
    print(f"{kind} over BLE, move -> announcement: {len(samples)} moves, {figures(samples)}")
PY
