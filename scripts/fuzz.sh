#!/usr/bin/env bash
# Fuzzes every parser of annabella (not part of `make test`): scripts/fuzz.sh [RUNS] [TARGET...]
#
# RUNS executions per target (default 100000); TARGETs from `annabella-fuzz --list` (default:
# all). Builds the fuzz crate (fuzz/, its own workspace) in release, runs each target, prints its
# executions and findings, and exits non-zero if any target found something. Findings (inputs
# that panic, fail an oracle, take over a second or hang) are saved under fuzz/findings/<target>/.
# Environment: FUZZ_SEED (default 1), CARGO_TARGET_DIR (default fuzz/target), FUZZ_PROFILE
# (release, the default; or dev: a debug build, slower to run but quick to build beside the main
# package's debug build, for a short run such as `FUZZ_PROFILE=dev scripts/fuzz.sh 1000`; both
# keep the library's overflow checks and debug assertions).
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-100000}"
shift || true
if ! [[ "$runs" =~ ^[0-9]+$ ]]; then
    echo "usage: scripts/fuzz.sh [RUNS] [TARGET...]" >&2
    exit 2
fi
case "${FUZZ_PROFILE:-release}" in
    release) build=(--release) profile_dir=release ;;
    dev) build=() profile_dir=debug ;;
    *)
        echo "fuzz.sh: FUZZ_PROFILE is release or dev, not ${FUZZ_PROFILE}" >&2
        exit 2
        ;;
esac

if ! command -v cargo >/dev/null; then
    echo "fuzz.sh: cargo is needed (https://rustup.rs)" >&2
    exit 2
fi
# The main crate's build needs the same system libraries as `make build` (ALSA, speech).
"$repo/scripts/system-packages.sh" build

cargo build "${build[@]}" --locked --manifest-path "$repo/fuzz/Cargo.toml"
bin="${CARGO_TARGET_DIR:-$repo/fuzz/target}/$profile_dir/annabella-fuzz"

if [ "$#" -eq 0 ]; then
    mapfile -t targets < <("$bin" --list)
else
    targets=("$@")
fi

failed=()
summary=()
for target in "${targets[@]}"; do
    status=0
    report="$("$bin" "$target" --runs "$runs" --seed "${FUZZ_SEED:-1}")" || status=$?
    echo "$report"
    summary+=("$(head -n 1 <<<"$report")")
    if [ "$status" -ne 0 ]; then
        failed+=("$target")
    fi
done

echo
echo "== fuzz summary: $runs runs per target =="
printf '%s\n' "${summary[@]}"
if [ "${#failed[@]}" -gt 0 ]; then
    echo "findings in: ${failed[*]} (see fuzz/findings/)"
    exit 1
fi
echo "no findings"
