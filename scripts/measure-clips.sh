#!/usr/bin/env bash
# Measures the clip engine on a sound device paced like a real card, without one: a private
# PulseAudio server with a null sink, reached through ALSA's pulse plugin (the path most Linux
# desktops take). Reports the time from a move's text entering ClipEngine::speak to the first
# audible sample written by the device callback (p50/p95/p99/max over the moves), and peak
# memory (VmHWM) with the clips loaded. Without pulseaudio it falls back to ALSA's file plugin,
# which is not paced and so measures only the engine's own work.
#
# Usage: scripts/measure-clips.sh [voice] [moves]      (default: fide 200)
# Needs: cargo; pulseaudio and libasound2-plugins for the paced measurement.
set -euo pipefail
cd "$(dirname "$0")/.."
voice=${1:-fide}
moves=${2:-200}

cargo build --release --quiet --example clips_latency
home=$(mktemp -d)
pulse_started=""
cleanup() {
  if [ -n "$pulse_started" ]; then
    HOME=$home XDG_RUNTIME_DIR=$home/run pulseaudio --kill 2>/dev/null || true
  fi
  rm -rf "$home"
}
trap cleanup EXIT

if command -v pulseaudio >/dev/null 2>&1; then
  mkdir -m 700 "$home/run"
  HOME=$home XDG_RUNTIME_DIR=$home/run pulseaudio --daemonize=yes --exit-idle-time=-1 -n \
    --load="module-null-sink sink_name=measure" --load="module-native-protocol-unix" \
    --log-target=file:"$home/pulse.log"
  pulse_started=yes
  printf 'pcm.!default { type pulse }\nctl.!default { type pulse }\n' > "$home/.asoundrc"
  echo "device: PulseAudio null sink through ALSA (paced in real time)"
else
  cat > "$home/.asoundrc" <<ASOUND
pcm.!default { type plug slave.pcm "measure" }
pcm.measure { type file slave.pcm "null" file "/dev/null" format "raw" }
ASOUND
  echo "device: ALSA file plugin (not paced: engine work only; install pulseaudio for more)"
fi

HOME=$home XDG_RUNTIME_DIR=$home/run ./target/release/examples/clips_latency "$voice" "$moves"
