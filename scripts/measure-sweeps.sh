#!/usr/bin/env bash
# The full sweeps that `make test` runs only a representative sample of (each sample test says
# which): every SAN of every piece and square in the positions of 8 games, and every legal move
# of 200 games written in SAN, answered by the PGN reader's common-move resolver exactly as
# shakmaty answers. Seconds of processor time; it runs long only on a busy machine.
# Usage: scripts/measure-sweeps.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
start=$(date +%s)
cargo test --locked --quiet --manifest-path "$root/Cargo.toml" --lib -- \
  --ignored --exact core::pgn::resolve::tests::full_sweeps_of_the_common_moves
echo "measure-sweeps: the full sweeps passed in $(($(date +%s) - start)) s"
