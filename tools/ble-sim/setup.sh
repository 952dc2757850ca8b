#!/usr/bin/env bash
# Installs what the Bluetooth LE tests run: the user-space BlueZ mock `bluezoo` (which brings
# `sdbus`, the D-Bus binding tools/ble-sim/ble_sim.py uses) in a virtual environment of its own
# under the target folder, never system-wide. dbus-daemon comes from scripts/system-packages.sh.
# Usage: tools/ble-sim/setup.sh   (`make test` runs it; does nothing when it is there already)
set -euo pipefail
cd "$(dirname "$0")/../.."
venv="${CARGO_TARGET_DIR:-target}/ble-venv"
# The version the tests were written against: its D-Bus objects and log lines are relied on.
bluezoo_version=1.0.2
if [ -x "$venv/bin/bluezoo" ] && "$venv/bin/python" -c "
import importlib.metadata, sys
sys.exit(importlib.metadata.version('bluezoo') != '$bluezoo_version')" 2>/dev/null; then
  exit 0
fi
python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "bluezoo==$bluezoo_version"
