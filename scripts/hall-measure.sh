#!/usr/bin/env bash
# Measures a hall of real tables: TABLES (default 68, the 2025 Olympiad for People with
# Disabilities' round) `annabella play --plain --hall` processes each play the same scripted game,
# a move every PACE seconds (staggered across the tables), while `annabella arbiter --moves`
# follows them. Reports the time from a move typed at a table to its line at the console (p50,
# p99, max), the memory (peak resident) of the console and of a table, and the moves lost.
# Run twice: on the console's own broker, then on mosquitto restarted mid-round.
#
# Usage: scripts/hall-measure.sh [TABLES] [PACE]   (uses target/release/annabella if built,
# else target/debug/annabella; needs python3 and mosquitto: scripts/system-packages.sh test)
set -euo pipefail
cd "$(dirname "$0")/.."
tables="${1:-68}"
pace="${2:-1.0}"
binary=target/release/annabella
[ -x "$binary" ] || binary=target/debug/annabella
[ -x "$binary" ] || { echo "build annabella first (cargo build)" >&2; exit 1; }
command -v mosquitto >/dev/null || [ -x /usr/sbin/mosquitto ] || {
  echo "mosquitto is missing: scripts/system-packages.sh test" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$binary" "$tables" "$pace" "$work" <<'PYTHON'
import getpass, os, signal, socket, subprocess, sys, threading, time

binary, tables, pace, work = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
PASSWORD = "measure-hall"
GAME = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
        "Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7"]
env = dict(os.environ, ANNABELLA_HALL_PASSWORD=PASSWORD)

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]

def peak_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0

def start_mosquitto(folder, port):
    passwords = os.path.join(folder, "passwords")
    subprocess.run(["mosquitto_passwd", "-c", "-b", passwords, "annabella", PASSWORD], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    config = os.path.join(folder, "mosquitto.conf")
    with open(config, "w") as f:
        # Run as the caller (as root it would drop to the user mosquitto, who cannot read our
        # private folder); nothing kept across the restart: the tables must deliver it again.
        f.write(f"listener {port} 127.0.0.1\nallow_anonymous false\npassword_file {passwords}\n"
                f"user {getpass.getuser()}\nmax_connections -1\n")
    program = "mosquitto" if subprocess.run(["which", "mosquitto"], capture_output=True).returncode == 0 \
        else "/usr/sbin/mosquitto"
    process = subprocess.Popen([program, "-c", config], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    deadline = time.time() + 10
    while time.time() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return process
        except OSError:
            time.sleep(0.02)
    raise SystemExit("mosquitto did not start")

def run(label, broker, restart=None):
    folder = os.path.join(work, label)
    os.makedirs(folder)
    args = [binary, "arbiter", "--moves"]
    args += ["--broker", broker] if broker else ["--listen", "127.0.0.1:0"]
    console = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env,
                               stderr=subprocess.DEVNULL, text=True, bufsize=1)
    address = broker
    while True:
        line = console.stdout.readline()
        if not line:
            raise SystemExit("the console ended")
        if line.startswith("the hall's broker runs at "):
            address = line.strip().rsplit(" ", 1)[1]
        if line.startswith("connected to the hall's broker"):
            break
    seen = {}          # board -> [arrival time of each move line]
    lock = threading.Lock()
    def follow():
        for line in console.stdout:
            now = time.monotonic()
            head, _, rest = line.partition(": ")
            if head.startswith("board ") and rest[:1].isdigit():
                board = int(head[6:])
                with lock:
                    seen.setdefault(board, []).append(now)
    threading.Thread(target=follow, daemon=True).start()
    procs = []
    for n in range(1, tables + 1):
        data = os.path.join(folder, f"table-{n}")
        os.makedirs(data)
        p = subprocess.Popen([binary, "play", "--plain", "--voice", "en", "--speech", "text",
                              "--time", "90+30", "--auto-press", "--hall", address,
                              "--table", str(n), "--white", f"White {n}", "--black", f"Black {n}"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, bufsize=1,
                             env=dict(env, XDG_DATA_HOME=data, XDG_CONFIG_HOME=data))
        threading.Thread(target=lambda out=p.stdout: [None for _ in out], daemon=True).start()
        procs.append(p)
    time.sleep(3)  # every table greeted and joined before the round starts
    sent = {n: [] for n in range(1, tables + 1)}
    start = time.monotonic()
    restarted = False
    for ply, move in enumerate(GAME):
        for n, p in enumerate(procs, start=1):
            due = start + ply * pace + (n - 1) * pace / tables
            time.sleep(max(0.0, due - time.monotonic()))
            sent[n].append(time.monotonic())
            p.stdin.write(move + "\n")
            p.stdin.flush()
        if restart and not restarted and ply == len(GAME) // 2:
            # Beside the round: the tables keep playing while the broker is away.
            restarted = True
            restarter = threading.Thread(target=restart)
            restarter.start()
    if restarted:
        restarter.join()
    played = tables * len(GAME)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        with lock:
            if sum(len(v) for v in seen.values()) >= played:
                break
        time.sleep(0.1)
    table_peak = max(peak_kib(p.pid) for p in procs)
    console_peak = peak_kib(console.pid)
    latencies = []
    with lock:
        got = sum(min(len(v), len(GAME)) for v in seen.values())
        for n, times in seen.items():
            latencies += [(t - s) * 1000 for s, t in zip(sent[n], times)]
    for p in procs:
        p.stdin.close()
    for p in procs:
        try:
            p.wait(timeout=30)
        except subprocess.TimeoutExpired:
            p.kill()
    console.stdin.write("quit\n")
    console.stdin.flush()
    console.wait(timeout=10)
    latencies.sort()
    pick = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] if latencies else float("nan")
    print(f"{label}: {tables} tables, {played} moves, {played - got} lost; move -> console line "
          f"p50 {pick(0.5):.0f} ms, p99 {pick(0.99):.0f} ms, max {pick(1.0):.0f} ms; "
          f"peak memory console {console_peak / 1024:.1f} MiB, table {table_peak / 1024:.1f} MiB")
    sys.stdout.flush()

run("embedded broker", None)

port = free_port()
folder = os.path.join(work, "mosquitto")
os.makedirs(folder)
broker = start_mosquitto(folder, port)
def restart_mosquitto():
    global broker
    broker.send_signal(signal.SIGTERM)
    broker.wait()
    time.sleep(1.0)  # the broker away for a second while the tables keep playing
    broker = start_mosquitto(folder, port)
try:
    run("mosquitto, restarted mid-round", f"mqtt://127.0.0.1:{port}", restart_mosquitto)
finally:
    broker.kill()
PYTHON
