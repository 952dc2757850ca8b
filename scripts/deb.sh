#!/usr/bin/env bash
# Builds the Debian package: the release program, its man pages and completion scripts made from
# it (gzipped as Debian wants), then cargo-deb. `make deb` installs cargo-deb first if missing.
# Usage: scripts/deb.sh [OUTPUT.deb]   (default: target/debian/)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! cargo deb --version >/dev/null 2>&1; then
  echo "cargo-deb is missing: run make deb (or cargo install cargo-deb --locked)" >&2
  exit 1
fi

cargo build --release --locked
target_dir="${CARGO_TARGET_DIR:-target}"
program="$target_dir/release/annabella"
assets="$target_dir/release/deb-assets"
rm -rf "$assets"
mkdir -p "$assets/man" "$assets/completions"

"$program" man --out-dir "$assets/man"
# -n: no name or time stamp in the archive, so the same page gives the same package.
gzip -9n "$assets"/man/*.1
"$program" completions bash >"$assets/completions/annabella.bash"
"$program" completions zsh >"$assets/completions/_annabella"
"$program" completions fish >"$assets/completions/annabella.fish"

output=()
if [ $# -gt 0 ]; then
  output=(--output "$1")
fi
# Stripped: 5 MB instead of 37 MB installed (the release profile keeps line tables for
# development). A panic's log entry still names the source line it happened at.
cargo deb --no-build --locked --strip "${output[@]}"
