#!/usr/bin/env bash
# Runs one phase of `make test` (a command and its arguments) and says on standard error how long
# it took: "make test: PHASE: 123 s". A fresh clone's log then tells which phase its minutes went
# to (scripts/measure-fresh-clone.sh). Exits with the command's status.
# Usage: scripts/phase-time.sh PHASE COMMAND [ARGUMENT...]
set -uo pipefail
phase=$1
shift
start=$(date +%s)
"$@"
status=$?
printf 'make test: %s: %d s%s\n' "$phase" $(($(date +%s) - start)) \
  "$([ "$status" -eq 0 ] || echo ", exit status $status")" >&2
exit "$status"
