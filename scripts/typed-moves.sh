# Sourced by the scripts that time typed moves (measure-latency.sh, measure-journal-sync.sh),
# once they have set default_games and default_plies: reads their arguments [BINARY] [GAMES]
# [PLIES] (the binary defaults to target/release/annabella), checks the binary and python-chess,
# and puts scripts/ on PYTHONPATH so their Python imports typed_moves (random games, moves typed
# and their answers timed, percentiles).
binary=$(realpath "${1:-target/release/annabella}")
games=${2:-$default_games}
plies=${3:-$default_plies}
[ -x "$binary" ] || { echo "no binary at $binary (cargo build --release)" >&2; exit 2; }
python3 -c 'import chess' 2>/dev/null || { echo "python-chess is needed" >&2; exit 2; }
PYTHONPATH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONPATH
