#!/usr/bin/env bash
# Builds the Debian package: the release program, its man pages and completion scripts made from
# it (gzipped as Debian wants), then cargo-deb. `make deb` installs cargo-deb first if missing.
# Usage: scripts/deb.sh [--profile dev] [OUTPUT.deb]   (default: target/debian/)
#   --profile dev  packages the development program already built (target/debug/annabella, as
#                  `cargo test` builds it) and builds nothing: the package test checks what goes
#                  into the package and where, which the profile does not change, without a
#                  release build of its own (minutes on two cores). Never for a package to ship.
set -euo pipefail
cd "$(dirname "$0")/.."

profile=release
if [ "${1:-}" = "--profile" ]; then
  profile=${2:?--profile needs a name: dev}
  shift 2
fi
case "$profile" in
  release) profile_dir=release ;;
  dev) profile_dir=debug ;;
  *)
    echo "deb.sh: --profile is release or dev, not $profile" >&2
    exit 2
    ;;
esac

if ! cargo deb --version >/dev/null 2>&1; then
  echo "cargo-deb is missing: run make deb (or cargo install cargo-deb --locked)" >&2
  exit 1
fi

target_dir="${CARGO_TARGET_DIR:-target}"
program="$target_dir/$profile_dir/annabella"
deb_options=()
if [ "$profile" = release ]; then
  cargo build --release --locked
else
  if [ ! -x "$program" ]; then
    echo "deb.sh: $program is not built: run cargo build (or cargo test) first" >&2
    exit 1
  fi
  # cargo-deb reads the assets' target/release/ as the profile's folder (target/debug/), and
  # warns that a dev profile is for tests only. gzip -1 (the system's): the test unpacks it at
  # once, and xz takes ten seconds and more on a busy machine.
  deb_options=(--profile dev --compress-type gz --fast --compress-system)
fi
assets="$target_dir/$profile_dir/deb-assets"
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
cargo deb --no-build --locked --strip "${deb_options[@]}" "${output[@]}"
