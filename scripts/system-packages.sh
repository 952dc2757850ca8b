#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages annabella needs to build and test, if any are missing.
# Runs apt-get directly as root, through sudo otherwise; says clearly what to do if neither works.
# Usage: scripts/system-packages.sh [build|play|deb|test|online]
set -euo pipefail

# Packages the build needs: the C libraries behind cpal (ALSA) and tts (speech-dispatcher, whose
# bindings are generated with libclang). serialport is built without udev (we never list ports).
build_packages=(pkg-config libasound2-dev libspeechd-dev libclang-dev)
# Spoken moves (annabella hear): the pocketsphinx recogniser's library, linked through pkg-config.
build_packages+=(libpocketsphinx-dev)
# The braille display (`play --braille`) links BRLTTY's API library, and liblouis through it.
build_packages+=(libbrlapi-dev liblouis-dev)
# Packages a game uses: the speech server and synthesiser, and Stockfish to practise against.
play_packages=(speech-dispatcher speech-dispatcher-espeak-ng espeak-ng stockfish)
# The recogniser's US English acoustic model, for spoken moves.
play_packages+=(pocketsphinx-en-us)
# Packages the Debian package needs to be built: dpkg-shlibdeps finds the libraries' packages.
deb_packages=(dpkg-dev)
# Packages only the tests use: a PulseAudio server to give the speech server a (null) sound card,
# sox to measure recorded audio, tmux to drive the full-screen table, Fenrir (a console screen
# reader, run headless in its PTY mode) to hear the table as a blind player's screen reader does.
# man-db to render the packaged manual page.
# The peg board's firmware and its emulator: avr-gcc and avr-libc build the ATmega328P image,
# simavr (libsimavr-dev, libelf-dev) runs it under hardware/emulator/run-board, with make and a
# host C compiler for the harness and the firmware's host tests.
# BRLTTY runs a virtual braille display (its `vr` driver) for the braille display's tests;
# strace counts how often `analyse` writes its output.
# mosquitto is the real MQTT broker the hall's tests (a hall of tables and the arbiter's console)
# run against, with its mosquitto_passwd for the event's password.
test_packages=(pulseaudio pulseaudio-utils sox tmux fenrir man-db brltty strace mosquitto
# strace counts how often `analyse` writes its output, and watches a sealed table (no program
# run, no connection, no port bound but the broadcast's after the seal).
  make gcc libc6-dev gcc-avr binutils-avr avr-libc simavr libsimavr-dev libelf-dev pkg-config)
# stress-ng keeps both cores busy while scripts/test-under-load.sh runs `make test` beside it:
# the suite must hold on a loaded machine.
test_packages+=(stress-ng)
# The Bluetooth LE tests: a private D-Bus daemon for the BlueZ mock (bluezoo, installed from PyPI
# by tools/ble-sim/setup.sh into a virtual environment, hence python3-venv).
test_packages+=(dbus-daemon python3-venv)
# The online tests: PostgreSQL with curl and python3 for the Lichess-compatible server they play
# through (scripts/online-test-server.sh).
online_packages=(postgresql curl python3)

wanted=("${build_packages[@]}")
case "${1:-build}" in
  build) ;;
  play) wanted+=("${play_packages[@]}") ;;
  deb) wanted+=("${deb_packages[@]}") ;;
  test) wanted+=("${play_packages[@]}" "${deb_packages[@]}" "${test_packages[@]}" "${online_packages[@]}") ;;
  online) wanted+=("${play_packages[@]}" "${test_packages[@]}" "${online_packages[@]}") ;;
  *) echo "usage: $0 [build|play|deb|test|online]" >&2; exit 2 ;;
esac

missing=()
for package in "${wanted[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "annabella needs these packages, and this system has no apt-get: ${missing[*]}" >&2
  echo "Install them with your system's package manager, then run make again." >&2
  exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo)
elif command -v sudo >/dev/null 2>&1 && [ -t 0 ]; then
  echo "annabella needs these system packages: ${missing[*]} (sudo will ask for your password)"
  as_root=(sudo)
else
  echo "annabella needs these system packages: ${missing[*]}" >&2
  echo "Run as root, or install them first: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi

echo "Installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
