#!/usr/bin/env bash
# Records the clip voices: one WAV file per word each built-in voice pack can say, spoken by
# espeak-ng, written to voices/<pack>/clips/<name>.wav. Re-run it after changing a pack.
#
# The word list comes from the program itself (`cargo run --example clip-words -- <pack>`), so
# the clips follow exactly the rule the clip engine uses to find them: every word of the pack's
# move words, numbers 0-99 and hundreds and clock phrases, split at every character that is not
# a letter or digit, named by its folded form (lower case, accents removed).
#
# Each clip: espeak-ng at a fixed speed, converted with sox to mono 16-bit 16 kHz, leading and
# trailing silence trimmed, peak-normalised to -1 dBFS, no dither (so a re-run with the same
# espeak-ng gives the same files). The engine evens loudness again when it loads the clips.
#
# Usage: voices/make-clips.sh [pack...]      (default: fide en fr)
# Needs: cargo, espeak-ng, sox.
set -euo pipefail

cd "$(dirname "$0")/.."

RATE=16000          # samples per second of the clips
SPEED=160           # espeak-ng words per minute
declare -A LANGUAGE=([fide]=de [en]=en [fr]=fr)

for tool in espeak-ng sox cargo; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "make-clips.sh needs $tool (Debian/Ubuntu: apt-get install espeak-ng sox)" >&2
    exit 1
  fi
done

packs=("$@")
if [ ${#packs[@]} -eq 0 ]; then
  packs=(fide en fr)
fi

cargo build --quiet --example clip-words
list_words=target/debug/examples/clip-words
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for pack in "${packs[@]}"; do
  language=${LANGUAGE[$pack]:-}
  if [ -z "$language" ]; then
    echo "make-clips.sh: no espeak-ng language for pack \"$pack\" (known: ${!LANGUAGE[*]})" >&2
    exit 1
  fi
  out=voices/$pack/clips
  fresh=$work/$pack
  mkdir -p "$fresh"
  count=0
  "$list_words" "$pack" > "$work/$pack.words"
  while IFS=$'\t' read -r name word; do
    espeak-ng -v "$language" -s "$SPEED" -w "$work/raw.wav" "$word" </dev/null
    sox -D "$work/raw.wav" -r "$RATE" -c 1 -b 16 "$fresh/$name.wav" \
      silence 1 0.005 0.5% reverse silence 1 0.005 0.5% reverse norm -1 </dev/null
    count=$((count + 1))
  done < "$work/$pack.words"
  rm -rf "$out"
  mkdir -p "$(dirname "$out")"
  mv "$fresh" "$out"
  echo "$pack ($language): $count clips, $(du -sh "$out" | cut -f1) in $out"
done
