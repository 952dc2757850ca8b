"""The first game of 79 to 81 half-moves in a PGN file, written alone to another file: the
40-move game the analysis measurements use (scripts/measure-analysis.sh,
scripts/measure-analyse-writes.sh). Says how many half-moves it has.

Usage: python3 scripts/game_of_80_plies.py GAMES.pgn OUT.pgn
"""

import re
import sys


def main() -> None:
    source, target = sys.argv[1], sys.argv[2]
    text = open(source, encoding="utf-8", errors="replace").read()
    for game in re.split(r"\n\n(?=\[)", text):
        movetext = "\n".join(line for line in game.splitlines() if not line.startswith("["))
        movetext = re.sub(r"\{[^}]*\}", " ", movetext)
        plies = [w for w in movetext.split() if not re.match(r"^(\d+\.+|1-0|0-1|1/2-1/2|\*)$", w)]
        if 79 <= len(plies) <= 81:
            open(target, "w").write(game.strip() + "\n")
            print(f"game of {len(plies)} half-moves")
            return
    sys.exit("no game of about 80 half-moves")


main()
