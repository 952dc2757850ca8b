#!/usr/bin/env bash
# Measures a hall of real tables: TABLES (default 68, the 2025 Olympiad for People with
# Disabilities' round) `annabella play --plain --hall` processes each play the same scripted game,
# a move every PACE seconds (staggered across the tables), while `annabella arbiter --moves`
# follows them. Reports the time from a move typed at a table to its line at the console (p50,
# p99, max), the memory (peak resident) of the console and of a table, and the moves lost (a
# move line the console never said, and a move missing from its record of a table at the end).
# Run three times: on the console's own broker; on it again, the console (and so its broker)
# stopped and started again mid-round; on mosquitto stopped and started again mid-round.
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

def fixed_port():
    """A free port below the kernel's ephemeral range: a broker restarted on it finds it free
    (no bind to port 0 and no outgoing connection is given it meanwhile)."""
    with open("/proc/sys/net/ipv4/ip_local_port_range") as f:
        low = int(f.read().split()[0])
    start = 10000 + os.getpid() % (low - 10000)
    for offset in range(low - 10000):
        port = 10000 + (start - 10000 + offset) % (low - 10000)
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
                return port
            except OSError:
                continue
    raise SystemExit("no free port")

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
    deadline = time.time() + 10
    while time.time() < deadline:
        process = subprocess.Popen([program, "-c", config], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, text=True)
        # Its own word, not a connection another listener could answer.
        for line in process.stderr:
            if line.rstrip().endswith(" running"):
                # Its log read on as long as it runs (a full pipe would stop it).
                threading.Thread(target=lambda: [None for _ in process.stderr],
                                 daemon=True).start()
                return process
            if "Address already in use" in line:
                break
        process.wait()
        time.sleep(0.1)
    raise SystemExit("mosquitto did not start")

def start_console(broker, listen):
    """The console (`--plain`: lines, as a script reads them) and the broker's address."""
    args = [binary, "arbiter", "--plain", "--moves"]
    args += ["--broker", broker] if broker else ["--listen", listen]
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
            return console, address

def run(label, broker, restart=None, restart_console=False):
    folder = os.path.join(work, label)
    os.makedirs(folder)
    listen = f"127.0.0.1:{fixed_port()}"
    console, address = start_console(broker, listen)
    seen = {}          # board -> {ply: arrival time of its move line}
    record = {}        # board -> the console's record of its moves, asked at the end
    joined = set()     # the boards whose state the console has
    lock = threading.Lock()
    def follow(console):
        for line in console.stdout:
            now = time.monotonic()
            head, _, rest = line.partition(": ")
            if not (head.startswith("board ") and head[6:].isdigit()):
                continue
            board = int(head[6:])
            if rest.startswith(f"White {board} against "):
                with lock:
                    joined.add(board)
            elif rest[:1].isdigit():
                with lock:
                    if rest.startswith("1. ") and len(rest.split()) > 3:
                        record[board] = rest.split()
                    else:
                        # "12. Nf3" is ply 22, "12... Nf6" ply 23: its first arrival counts.
                        number, dots, _ = rest.partition(".")
                        if number.isdigit():
                            ply = (int(number) - 1) * 2 + (1 if rest[len(number):].startswith("...") else 0)
                            seen.setdefault(board, {}).setdefault(ply, now)
    threading.Thread(target=follow, args=(console,), daemon=True).start()
    consoles = [console]
    if restart_console:
        def restart():
            # The console and its broker gone for a second; a new one on the same port, which
            # hears each table's game again (as history: its moves are not said as lines).
            console = consoles[-1]
            console.stdin.write("quit\n")
            console.stdin.flush()
            console.wait(timeout=30)
            time.sleep(1.0)
            again, _ = start_console(None, listen)
            consoles.append(again)
            threading.Thread(target=follow, args=(again,), daemon=True).start()
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
    # Every table joined (its state at the console) before the round starts: a table still
    # starting would hold its first moves, and the time measured would be its start's.
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        with lock:
            if len(joined) >= tables:
                break
        console.stdin.write("tables\n")
        console.stdin.flush()
        time.sleep(1.0)
    with lock:
        if len(joined) < tables:
            raise SystemExit(f"only {len(joined)} of {tables} tables joined in two minutes")
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
    while time.monotonic() < deadline and not restart_console:
        with lock:
            if sum(len(v) for v in seen.values()) >= played:
                break
        time.sleep(0.1)
    # The console's record of every table: the whole game, asked of the console itself.
    wanted = " ".join(f"{i // 2 + 1}. {m}" if i % 2 == 0 else m for i, m in enumerate(GAME))
    console = consoles[-1]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        with lock:
            record.clear()
        for n in range(1, tables + 1):
            console.stdin.write(f"moves {n} {len(GAME)}\n")
        console.stdin.flush()
        time.sleep(1.0)
        with lock:
            if all(" ".join(record.get(n, [])) == wanted for n in range(1, tables + 1)):
                break
    table_peak = max(peak_kib(p.pid) for p in procs)
    console_peak = max(peak_kib(c.pid) for c in consoles)
    latencies = []
    with lock:
        got = sum(min(len(v), len(GAME)) for v in seen.values())
        recorded = sum(sum(1 for token in record.get(n, []) if not token[0].isdigit())
                       for n in range(1, tables + 1))
        for n, times in seen.items():
            latencies += [(t - sent[n][ply]) * 1000 for ply, t in times.items()
                          if ply < len(sent[n])]
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
    lines = "" if restart_console else f"{played - got} lines missing, "
    print(f"{label}: {tables} tables, {played} moves, {lines}{played - recorded} missing from "
          f"the console's record at the end; move -> console line "
          f"p50 {pick(0.5):.0f} ms, p99 {pick(0.99):.0f} ms, max {pick(1.0):.0f} ms; "
          f"peak memory console {console_peak / 1024:.1f} MiB, table {table_peak / 1024:.1f} MiB")
    sys.stdout.flush()

run("embedded broker", None)
run("embedded broker, the console restarted mid-round", None, restart_console=True)

port = fixed_port()
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
