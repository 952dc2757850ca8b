#!/usr/bin/env bash
# A real Lichess-compatible server for annabella's online tests: open-chess-server (built from
# tools/online-server, cached in its own target directory) on a PostgreSQL of its own, both on
# loopback, in a temporary directory.
#
# Usage: scripts/online-test-server.sh start|stop|restart|down|up|build|player NAME
#   start    builds (if needed), starts the database and the server, makes two players
#            (player1, player2) with board:play tokens, and prints four lines:
#              url=<base URL>
#              token1=<player1's token>
#              token2=<player2's token>
#              dir=<the folder of this server>
#            Started already: prints the same lines again. A start that fails stops what it
#            started.
#   restart  stops the server process and starts it again on the same port and database (a
#            real dropped connection for the clients).
#   down     only stops the server process (the clients' connections drop and cannot be made
#            again until `up`); the database keeps the games.
#   up       starts the server process again after `down`.
#   stop     stops the server and the database and removes their directories.
#   build    only builds the server.
#   player NAME  signs up one more player NAME with a board:play token on a started server and
#            prints token=<its token> (a test of its own plays between players of its own, so
#            games of several tests run side by side on one server).
# The directory is $ANNABELLA_ONLINE_DIR. Without it, start makes a new one of its own
# (mktemp in $TMPDIR) and prints it as a fourth line, dir=<folder>: give that folder as
# $ANNABELLA_ONLINE_DIR to the later commands (stop, restart, down, up). Runs with different
# directories never collide (each has its own ports, database and players), and no two runs
# share one by default.
# With $ANNABELLA_ONLINE_DATABASE_OF set to the folder of a started server, start uses that
# server's PostgreSQL with a database of its own instead of starting one (stop drops it).
# With $ANNABELLA_ONLINE_OWNER set to a process id, start leaves a watcher that stops everything
# once that process has ended, however it ended (the tests give their own id, so a failed or
# killed test run leaves no server or database behind).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
self="$root/scripts/online-test-server.sh"
tool="$root/tools/online-server"
target="${ANNABELLA_ONLINE_TARGET:-$tool/target}"
# The debug profile without debuginfo: a release build of the server (and its ~400 crates) takes
# over an hour on two cores, this one about four minutes, and the tests' few games need no speed.
binary="$target/debug/annabella-online-server"
state="${ANNABELLA_ONLINE_DIR:-}"
password="annabella-test-password"

say() { echo "online-test-server: $*" >&2; }

# The server's binary is newer than every file it is built from: no cargo run is needed (on a
# busy machine cargo may wait minutes for the package cache's lock just to find it fresh).
built() {
  [ -x "$binary" ] && [ -z "$(find "$tool/src" "$tool/Cargo.toml" "$tool/Cargo.lock" \
    -newer "$binary" -print -quit 2>/dev/null)" ]
}

build() {
  # open-chess-server declares rust-version 1.97 and builds with 1.95: --ignore-rust-version.
  CARGO_TARGET_DIR="$target" CARGO_PROFILE_DEV_DEBUG=false cargo build --locked \
    --ignore-rust-version --manifest-path "$tool/Cargo.toml" >&2
}

pg_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  if [ -z "$dir" ]; then
    say "PostgreSQL is not installed: run scripts/system-packages.sh test"
    exit 1
  fi
  echo "$dir"
}

# Runs a PostgreSQL command as its own user (initdb refuses root).
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

# A directory for the database that its user can reach: $state/pg, or, when root's temporary
# directory is closed to the postgres user (a /tmp of mode 0700), one of its own in /var/tmp.
make_pg_dir() {
  if [ "$(id -u)" -ne 0 ]; then
    mkdir -p "$state/pg"
    echo "$state/pg"
  elif runuser -u postgres -- test -x "$state"; then
    mkdir -p "$state/pg"
    chown postgres "$state/pg"
    echo "$state/pg"
  else
    runuser -u postgres -- mktemp -d /var/tmp/annabella-online-db.XXXXXX
  fi
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

running() {
  [ -f "$state/server.pid" ] && kill -0 "$(cat "$state/server.pid")" 2>/dev/null
}

start_server() {
  # shellcheck disable=SC1091
  source "$state/env"
  (
    export DATABASE_URL CHESS_BIND CHESS_METRICS_BIND CHESS_PUBLIC_URL
    export CHESS_FAIRPLAY=false CHESS_SIGNUP=true RUST_LOG=warn
    # A player whose game stream has been closed for 5 s is gone, and the opponent may claim
    # the win 3 s later (20 s and 10 s by default): the tests of a player who left wait seconds,
    # not half a minute. A connection that stays open is seen every second.
    export CHESS_GONE_AFTER_SECS=5 CHESS_CLAIM_WIN_SECS=3
    exec "$binary" serve
  ) >>"$state/server.log" 2>&1 </dev/null &
  echo $! >"$state/server.pid"
  for _ in $(seq 1 600); do
    if curl -sf -o /dev/null "$CHESS_PUBLIC_URL/"; then
      return 0
    fi
    if ! running; then
      say "the server stopped: $(tail -5 "$state/server.log")"
      exit 1
    fi
    sleep 0.1
  done
  say "the server did not answer within 60 s"
  exit 1
}

stop_server() {
  if running; then
    local pid
    pid=$(cat "$state/server.pid")
    kill "$pid" 2>/dev/null || true
    # A second's grace, then killed: the server's graceful stop waits for its clients' game
    # streams to close, which they never do by themselves (it took the whole 10 s it was once
    # given, twice in a test). Killed, its connections drop as a crash drops them; the games
    # are in the database.
    for _ in $(seq 1 10); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -9 "$pid" 2>/dev/null || true
    # Gone before the port is taken again (restart, up).
    for _ in $(seq 1 50); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
  fi
  rm -f "$state/server.pid"
}

# A player with a board:play token: signs up, reads the account page's form, asks for a token.
make_player() {
  local name=$1 url=$2 jar="$state/$1.cookies" page csrf token
  curl -sf -c "$jar" -o /dev/null --data-urlencode "name=$name" \
    --data-urlencode "password=$password" "$url/signup" || {
    say "signing up $name failed"
    exit 1
  }
  page=$(curl -sf -b "$jar" "$url/account")
  csrf=$(printf '%s' "$page" | sed -n 's/.*account\/tokens"><input type=hidden name="csrf" value="\([^"]*\)".*/\1/p' | head -1)
  if [ -z "$csrf" ]; then
    say "no token form on $name's account page"
    exit 1
  fi
  page=$(curl -sf -b "$jar" --data-urlencode "csrf=$csrf" --data-urlencode "label=annabella tests" \
    -d "scope:board:play=on" -d "scope:challenge:read=on" -d "scope:challenge:write=on" \
    -d "days=30" "$url/account/tokens")
  token=$(printf '%s' "$page" | sed -n 's/.*<code class=token>\([^<]*\)<\/code>.*/\1/p' | head -1)
  if [ -z "$token" ]; then
    say "no token for $name"
    exit 1
  fi
  echo "$token"
}

# Stops everything in $state once the process $1 has ended (detached: it holds none of the
# caller's output, so a caller reading it to its end is not kept waiting).
watch_owner() {
  local owner=$1
  ANNABELLA_ONLINE_DIR="$state" setsid bash -c \
    'tail --pid="$1" -f /dev/null; exec "$2" stop' watcher "$owner" "$self" \
    </dev/null >/dev/null 2>&1 &
  echo $! >"$state/watcher.pid"
}

# The later commands need the folder start used.
need_state() {
  if [ -z "$state" ]; then
    say "no ANNABELLA_ONLINE_DIR: give the folder that start printed (dir=...)"
    exit 2
  fi
}

start() {
  if [ -z "$state" ]; then
    state=$(mktemp -d "${TMPDIR:-/tmp}/annabella-online-server.XXXXXX")
  elif running && [ -f "$state/info" ]; then
    cat "$state/info"
    return 0
  else
    stop >/dev/null 2>&1 || true
  fi
  built || build
  local bin pg_dir pg_port port metrics
  bin=$(pg_bin)
  mkdir -p "$state"
  chmod 755 "$state"
  # From here on a failure stops what was started.
  trap 'stop >/dev/null 2>&1' EXIT
  local database=chess
  if [ -n "${ANNABELLA_ONLINE_DATABASE_OF:-}" ]; then
    # A database of its own in the PostgreSQL of the server started in that folder: no initdb
    # (seconds on a busy machine); its stop drops the database and leaves that PostgreSQL.
    local other_url
    other_url=$(sed -n 's/^DATABASE_URL=//p' "$ANNABELLA_ONLINE_DATABASE_OF/env" 2>/dev/null)
    if [ -z "$other_url" ]; then
      say "no started server in $ANNABELLA_ONLINE_DATABASE_OF (ANNABELLA_ONLINE_DATABASE_OF)"
      exit 1
    fi
    pg_port=${other_url##*:}
    pg_port=${pg_port%%/*}
    database="chess_$(basename "$state" | tr 'A-Z' 'a-z' | tr -c 'a-z0-9\n' '_')"
    printf 'OWN_DATABASE=%s\nOWN_DATABASE_PORT=%s\nPG_BIN_OF_DATABASE=%s\n' \
      "$database" "$pg_port" "$bin" >"$state/env"
  else
    pg_dir=$(make_pg_dir)
    echo "PG_DIR=$pg_dir" >"$state/env"
    pg_port=$(free_port)
    # --no-sync: a test database need not be flushed to disk (seconds on a busy machine).
    as_postgres "$bin/initdb" --no-sync -D "$pg_dir/db" -U postgres --auth=trust -E UTF8 >"$state/initdb.log" 2>&1 || {
      say "initdb failed: $(tail -5 "$state/initdb.log")"
      exit 1
    }
    echo "PG_BIN=$bin" >>"$state/env"
    as_postgres "$bin/pg_ctl" -D "$pg_dir/db" -l "$pg_dir/postgres.log" -w \
      -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null || {
      say "PostgreSQL did not start: $(tail -5 "$pg_dir/postgres.log")"
      exit 1
    }
  fi
  "$bin/createdb" -h 127.0.0.1 -p "$pg_port" -U postgres "$database"
  port=$(free_port)
  metrics=$(free_port)
  cat >>"$state/env" <<ENV
DATABASE_URL=postgres://postgres@127.0.0.1:$pg_port/$database
CHESS_BIND=127.0.0.1:$port
CHESS_METRICS_BIND=127.0.0.1:$metrics
CHESS_PUBLIC_URL=http://127.0.0.1:$port
ENV
  start_server
  local url="http://127.0.0.1:$port" token1 token2
  token1=$(make_player player1 "$url")
  token2=$(make_player player2 "$url")
  printf 'url=%s\ntoken1=%s\ntoken2=%s\ndir=%s\n' "$url" "$token1" "$token2" "$state" >"$state/info"
  chmod 600 "$state/info"
  if [ -n "${ANNABELLA_ONLINE_OWNER:-}" ]; then
    watch_owner "$ANNABELLA_ONLINE_OWNER"
  fi
  trap - EXIT
  cat "$state/info"
}

stop() {
  # The watcher, unless this is it.
  if [ -f "$state/watcher.pid" ]; then
    local watcher
    watcher=$(cat "$state/watcher.pid")
    if [ "$watcher" != "$PPID" ] && [ "$watcher" != "$$" ]; then
      kill "$watcher" 2>/dev/null || true
    fi
  fi
  stop_server
  if [ -f "$state/env" ]; then
    local PG_DIR="" PG_BIN="" OWN_DATABASE="" OWN_DATABASE_PORT="" PG_BIN_OF_DATABASE=""
    # shellcheck disable=SC1091
    source "$state/env"
    if [ -n "$OWN_DATABASE" ]; then
      "$PG_BIN_OF_DATABASE/dropdb" -h 127.0.0.1 -p "$OWN_DATABASE_PORT" -U postgres --if-exists \
        "$OWN_DATABASE" >/dev/null 2>&1 || true
    fi
    if [ -n "$PG_BIN" ] && [ -n "$PG_DIR" ]; then
      as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/db" -m fast -w stop >/dev/null 2>&1 || true
    fi
    if [ -n "$PG_DIR" ]; then
      rm -rf "$PG_DIR"
    fi
  fi
  rm -rf "$state"
}

started() {
  if [ ! -f "$state/env" ]; then
    say "not started"
    exit 1
  fi
}

# One more player on the started server: token=<its token>.
player() {
  local name=$1
  if ! [[ "$name" =~ ^[A-Za-z][A-Za-z0-9_-]{1,19}$ ]]; then
    say "a player's name is 2 to 20 letters, digits, _ or -, a letter first: $name"
    exit 2
  fi
  # shellcheck disable=SC1091
  source "$state/env"
  echo "token=$(make_player "$name" "$CHESS_PUBLIC_URL")"
}

case "${1:-}" in
  start) start ;;
  player) need_state && started && player "${2:?player needs a NAME}" ;;
  stop) need_state && stop ;;
  restart) need_state && started && stop_server && start_server ;;
  down) need_state && started && stop_server ;;
  up) need_state && started && { running || start_server; } ;;
  build) build ;;
  *)
    echo "usage: $0 start|stop|restart|down|up|build|player NAME" >&2
    exit 2
    ;;
esac
