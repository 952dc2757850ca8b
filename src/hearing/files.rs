//! The test hook `--listen-file`: WAV utterances fed to the listener as the microphone would
//! give them (in chunks, after a moment of room noise and followed by a pause), each file one
//! talk, the next fed once the table has handled what the last made heard. With push-to-talk
//! each file waits for the player to ask (`talk`), as the microphone would.

use std::sync::mpsc::{self, SyncSender};

use super::ear::Sound;
use super::position_slot::PositionSlot;
use crate::hearing::decoding::{SAMPLE_RATE, Utterance};

/// A chunk as a capture device might give it: 100 ms.
const CHUNK: usize = (SAMPLE_RATE / 10) as usize;
/// The room before a file's sound: 300 ms.
const LEAD: usize = (SAMPLE_RATE * 3 / 10) as usize;
/// The pause after it, long enough to end an utterance: 900 ms.
const PAUSE: usize = (SAMPLE_RATE * 9 / 10) as usize;

/// Feeds `utterances` to `sounds`, one talk each, waiting for each to be handled (and, with
/// `on_talk`, for the player to ask before each).
pub fn feed(
    utterances: Vec<Utterance>,
    sounds: &SyncSender<Sound>,
    on_talk: Option<&PositionSlot>,
) {
    let mut room = RoomNoise::default();
    let mut talks = 0;
    let count = utterances.len();
    for (index, utterance) in utterances.into_iter().enumerate() {
        if let Some(positions) = on_talk {
            talks = positions.wait_for_talk(talks);
        }
        if index + 1 == count && sounds.send(Sound::LastTalkFollows).is_err() {
            return;
        }
        let lead: Vec<i16> = (0..LEAD).map(|_| room.next()).collect();
        let pause: Vec<i16> = (0..PAUSE).map(|_| room.next()).collect();
        let talk = lead
            .iter()
            .chain(utterance.samples())
            .chain(&pause)
            .copied()
            .collect::<Vec<i16>>();
        for chunk in talk.chunks(CHUNK) {
            if sounds.send(Sound::Samples(chunk.to_vec())).is_err() {
                return;
            }
        }
        let (done, handled) = mpsc::sync_channel(1);
        if sounds.send(Sound::EndOfTalk(Some(done))).is_err() || handled.recv().is_err() {
            return;
        }
    }
}

/// A faint, fixed room noise (xorshift32, ±8 of 32 768): a file always sounds the same.
struct RoomNoise(u32);

impl Default for RoomNoise {
    fn default() -> Self {
        RoomNoise(0x2545_f491)
    }
}

impl RoomNoise {
    fn next(&mut self) -> i16 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        // At most 16: the cast is exact.
        i16::try_from(self.0 % 17).unwrap_or_default() - 8
    }
}
