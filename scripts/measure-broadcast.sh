#!/usr/bin/env bash
# The broadcast's cost: CPU time a request of `annabella play --broadcast` against a plain
# server's (a one-thread Rust server that answers the same PGN with no parsing, compiled here
# with rustc -O), both polled by 16 polite pollers (one request after another each, as a
# tournament's relays do), and how many of their requests were refused. Target: at most 1.3×
# the plain server's CPU a request, 0 refusals.
# CPU time (user + system) is the scheduler's own count in nanoseconds of the serving thread
# (/proc/PID/task/*/schedstat), not the wall clock: a loaded machine's waiting
# is not counted. The two servers are polled in turn, ROUNDS times, so a busy moment hurts both.
# Usage: scripts/measure-broadcast.sh [REQUESTS_PER_POLLER (a round)] [binary] [ROUNDS]
set -euo pipefail
requests=${1:-300}
binary=${2:-target/release/annabella}
rounds=${3:-3}
work=$(mktemp -d)
plain_pid=""
game_pid=""
cleanup() {
    exec 3>&- 2>/dev/null || true
    [ -n "$plain_pid" ] && kill "$plain_pid" 2>/dev/null || true
    [ -n "$game_pid" ] && kill "$game_pid" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# The game, with one move played, so the record has tags, a move and a clock.
game_port=$(free_port)
mkfifo "$work/input"
XDG_DATA_HOME="$work" "$binary" play --plain --speech text --time 5400+30 --auto-press \
    --broadcast "127.0.0.1:$game_port" < "$work/input" > /dev/null 2>&1 &
game_pid=$!
exec 3> "$work/input"
echo "e4" >&3
for _ in $(seq 100); do
    curl --silent --fail "http://127.0.0.1:$game_port/game.pgn" > "$work/game.pgn" 2>/dev/null \
        && grep -q 'e4' "$work/game.pgn" && break
    sleep 0.1
done

# The plain server: accept, read to the end of the headers, answer the same bytes, close.
cat > "$work/plain.rs" <<'RS'
use std::io::{Read, Write};
use std::net::TcpListener;
fn main() {
    let mut args = std::env::args().skip(1);
    let port = args.next().unwrap();
    let body = std::fs::read(args.next().unwrap()).unwrap();
    let mut answer = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: application/x-chess-pgn\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    )
    .into_bytes();
    answer.extend_from_slice(&body);
    let listener = TcpListener::bind(("127.0.0.1", port.parse::<u16>().unwrap())).unwrap();
    for stream in listener.incoming() {
        let Ok(mut stream) = stream else { continue };
        let mut request = Vec::new();
        let mut chunk = [0u8; 1024];
        while !request.windows(4).any(|w| w == b"\r\n\r\n") {
            match stream.read(&mut chunk) {
                Ok(0) | Err(_) => break,
                Ok(n) => request.extend_from_slice(&chunk[..n]),
            }
        }
        let _ = stream.write_all(&answer);
    }
}
RS
rustc -O --edition 2021 -o "$work/plain" "$work/plain.rs"
plain_port=$(free_port)
"$work/plain" "$plain_port" "$work/game.pgn" &
plain_pid=$!
for _ in $(seq 100); do
    curl --silent --fail "http://127.0.0.1:$plain_port/" > /dev/null 2>&1 && break
    sleep 0.1
done

# Nanoseconds of CPU of the thread that serves: annabella's "broadcast" thread (its other
# threads, the clock's and the table's, work whether or not anyone polls), or every thread of
# a process that has none (the plain server's one).
cpu_ns() {
    local task tasks=()
    for task in /proc/"$1"/task/*; do
        [ "$(cat "$task/comm")" = broadcast ] && tasks+=("$task/schedstat")
    done
    [ ${#tasks[@]} -gt 0 ] || tasks=(/proc/"$1"/task/*/schedstat)
    cat "${tasks[@]}" | awk '{sum += $1} END {printf "%d\n", sum}'
}

# 16 pollers, each `requests` requests one after another; prints "served refused failed".
poll() {
    python3 - "$1" "$requests" <<'PY'
import socket, sys, threading
port, requests = int(sys.argv[1]), int(sys.argv[2])
counts = {"served": 0, "refused": 0, "failed": 0}
lock = threading.Lock()
def poller():
    for _ in range(requests):
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=10)
            s.sendall(b"GET /game.pgn HTTP/1.1\r\nHost: x\r\n\r\n")
            data = b""
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                data += chunk
            s.close()
            kind = "served" if data.startswith(b"HTTP/1.1 200") else (
                "refused" if data.startswith(b"HTTP/1.1 503") else "failed")
        except OSError:
            kind = "failed"
        with lock:
            counts[kind] += 1
threads = [threading.Thread(target=poller) for _ in range(16)]
for t in threads: t.start()
for t in threads: t.join()
print(counts["served"], counts["refused"], counts["failed"])
PY
}

measure() {
    local pid=$1 port=$2
    local before after
    before=$(cpu_ns "$pid")
    local counts
    counts=$(poll "$port")
    after=$(cpu_ns "$pid")
    echo "$(( after - before )) $counts"
}

plain_used=0 plain_served=0 plain_refused=0 plain_failed=0
game_used=0 game_served=0 game_refused=0 game_failed=0
for _ in $(seq "$rounds"); do
    read -r used served refused failed < <(measure "$plain_pid" "$plain_port")
    plain_used=$((plain_used + used)) plain_served=$((plain_served + served))
    plain_refused=$((plain_refused + refused)) plain_failed=$((plain_failed + failed))
    read -r used served refused failed < <(measure "$game_pid" "$game_port")
    game_used=$((game_used + used)) game_served=$((game_served + served))
    game_refused=$((game_refused + refused)) game_failed=$((game_failed + failed))
done

python3 - "$plain_used" "$plain_served" "$plain_refused" "$plain_failed" \
    "$game_used" "$game_served" "$game_refused" "$game_failed" <<'PY'
import sys
p_used, p_served, p_refused, p_failed, g_used, g_served, g_refused, g_failed = map(float, sys.argv[1:])
p_total = p_served + p_refused + p_failed
g_total = g_served + g_refused + g_failed
p_us = p_used / 1000 / p_total
g_us = g_used / 1000 / g_total
print(f"plain server: {p_us:.1f} µs of CPU a request ({p_total:.0f} requests, {p_refused:.0f} refused, {p_failed:.0f} failed)")
print(f"broadcast:    {g_us:.1f} µs of CPU a request ({g_total:.0f} requests, {g_refused:.0f} refused, {g_failed:.0f} failed)")
ratio = g_us / p_us if p_us > 0 else float("inf")
print(f"ratio: {ratio:.2f}× (target ≤ 1.3×); refusals of 16 polite pollers: {g_refused / g_total * 100:.2f} % (target 0)")
PY
