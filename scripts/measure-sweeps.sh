#!/usr/bin/env bash
# The full sweeps that `make test` runs only a representative sample of (each sample test says
# which): every SAN of every piece and square in the positions of 8 games, and every legal move
# of 200 games written in SAN, answered by the PGN reader's common-move resolver exactly as
# shakmaty answers; and the round trips of announcements read back in every voice, 200 random
# games and 200 random Chess960 games (make test: 40 each); every opening entry extended with
# random moves (make test: a quarter). Minutes on a busy machine.
# Usage: scripts/measure-sweeps.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
start=$(date +%s)
cargo test --locked --quiet --manifest-path "$root/Cargo.toml" --lib -- \
  --ignored --exact core::pgn::resolve::tests::full_sweeps_of_the_common_moves
ANNABELLA_FULL_SWEEPS=1 cargo test --locked --quiet --manifest-path "$root/Cargo.toml" \
  --test integration -- roundtrip::announcements_read_back_to_the_same_move \
  roundtrip::chess960_announcements_read_back
cargo test --locked --quiet --manifest-path "$root/Cargo.toml" --test integration -- --ignored \
  --exact openings::every_entry_and_every_random_extension_agree_with_the_data_sets_rule
echo "measure-sweeps: the full sweeps passed in $(($(date +%s) - start)) s"
