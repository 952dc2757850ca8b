//! The listener's loop: sound in, what was heard out. Voice activity cuts the sound into
//! utterances; each is heard among the phrases of the newest position the table has told (the
//! phrase book rebuilt when the position changes) and sent to the table as one typed event.

use std::sync::mpsc::{Receiver, SyncSender};
use std::time::Duration;

use shakmaty::Chess;

use super::heard_sink::HeardSink;
use super::position_slot::PositionSlot;
use super::voice_activity::{VoiceActivity, VoiceEvent};
use crate::core::message::{Message, Said};
use crate::core::table::{Heard, HearingTrouble};
use crate::core::voice::Voice;
use crate::hearing::decoding::{
    Hearing, ListenError, Listener, MODEL_PACKAGES, PhraseBook, Pronunciations, SpokenCommand,
    Thresholds, Utterance, hear,
};

/// How long the listener waits for the table to take what it heard before it goes on (the
/// table answers at once; this bounds the wait should it hang).
pub const HANDLED_LIMIT: Duration = Duration::from_mins(1);

/// Sound for the listener, 16 kHz mono.
#[derive(Debug)]
pub enum Sound {
    Samples(Vec<i16>),
    /// The talk has ended (a file's end, push-to-talk released): what is under way is one
    /// utterance, and a talk with nothing heard in it is "again". The sender is told once the
    /// table has handled what was heard.
    EndOfTalk(Option<SyncSender<()>>),
    /// The next talk is the last (the last `--listen-file`): once it is heard, listening stops
    /// and the table is told so at once, before anything typed after its answer.
    LastTalkFollows,
    /// The capture device has gone.
    DeviceGone,
    /// The sound companion, which held the capture device, has stopped: the part and what
    /// failed.
    CompanionLost(Message),
}

/// The listener's state: the recogniser, the voice, the position's phrase book.
pub struct Ear {
    listener: Box<dyn Listener>,
    voice: Voice,
    pronunciations: Pronunciations,
    positions: PositionSlot,
    /// The phrase book and the position it lists.
    book: Option<(Chess, PhraseBook)>,
    voice_activity: VoiceActivity,
    /// Whether the talk under way has had an utterance.
    heard_in_talk: bool,
    /// Push-to-talk: sound is listened to only after the player asks (`talk`).
    push_to_talk: bool,
    /// The player's requests to listen seen so far (push-to-talk).
    talks_seen: u64,
    /// Push-to-talk: the samples listened to since the player asked, while an utterance is
    /// awaited.
    armed: Option<usize>,
    /// The talk under way is the last (see [`Sound::LastTalkFollows`]).
    last_talk: bool,
}

/// Push-to-talk: how long the listener waits for speech after `talk` (5 s at 16 kHz).
const TALK_WINDOW: usize = 5 * crate::hearing::decoding::SAMPLE_RATE as usize;

impl std::fmt::Debug for Ear {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ear")
            .field("voice", &self.voice.name())
            .finish_non_exhaustive()
    }
}

/// Whether the listener goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    Go,
    Stop,
}

impl Ear {
    pub fn new(
        listener: Box<dyn Listener>,
        voice: Voice,
        pronunciations: Pronunciations,
        positions: PositionSlot,
    ) -> Ear {
        Ear {
            listener,
            voice,
            pronunciations,
            positions,
            book: None,
            voice_activity: VoiceActivity::new(),
            heard_in_talk: false,
            push_to_talk: false,
            talks_seen: 0,
            armed: None,
            last_talk: false,
        }
    }

    /// An ear that listens only after the player asks, for one utterance each time.
    #[must_use]
    pub fn on_talk(mut self) -> Ear {
        self.push_to_talk = true;
        self
    }

    /// Listens until the sound ends, the device goes or the runtime is gone.
    pub fn run(mut self, sounds: &Receiver<Sound>, sink: &HeardSink) {
        if !sink.send(Heard::Listening {
            push_to_talk: self.push_to_talk,
        }) {
            return;
        }
        while let Ok(sound) = sounds.recv() {
            if self.take(sound, sink) == Flow::Stop {
                return;
            }
        }
    }

    /// Takes one piece of sound, sending what it made heard.
    pub fn take(&mut self, sound: Sound, sink: &HeardSink) -> Flow {
        let events = match sound {
            Sound::Samples(samples) if self.push_to_talk => return self.talk(&samples, sink),
            Sound::Samples(samples) => self.voice_activity.push(&samples),
            Sound::EndOfTalk(done) => return self.end_talk(done, sink),
            Sound::LastTalkFollows => {
                self.last_talk = true;
                return Flow::Go;
            }
            Sound::DeviceGone => {
                sink.send(Heard::Stopped(HearingTrouble::MicrophoneGone));
                return Flow::Stop;
            }
            Sound::CompanionLost(why) => {
                sink.send(Heard::Stopped(HearingTrouble::CompanionFailed { why }));
                return Flow::Stop;
            }
        };
        self.voice_events(events, sink)
    }

    /// The talk has ended: what is under way is one utterance, and a talk with nothing heard is
    /// "again".
    fn end_talk(&mut self, done: Option<SyncSender<()>>, sink: &HeardSink) -> Flow {
        let events = self.voice_activity.finish();
        self.armed = None;
        let mut flow = self.voice_events(events, sink);
        if flow == Flow::Go && !std::mem::take(&mut self.heard_in_talk) {
            if self.last_talk {
                sink.send(Heard::Stopped(HearingTrouble::SoundEnded));
            }
            flow = go_on(sink.send(Heard::Again) && !self.last_talk);
        }
        sink.wait_for_room(HANDLED_LIMIT);
        if let Some(done) = done {
            let _ = done.send(());
        }
        flow
    }

    /// Push-to-talk: sound is dropped until the player asks; then one utterance is heard, or
    /// "again" when nobody speaks within [`TALK_WINDOW`].
    fn talk(&mut self, samples: &[i16], sink: &HeardSink) -> Flow {
        let talks = self.positions.talks();
        if self.armed.is_none() && talks > self.talks_seen {
            self.talks_seen = talks;
            self.armed = Some(0);
        }
        let Some(listened) = self.armed else {
            return Flow::Go;
        };
        let events = self.voice_activity.push(samples);
        let listened = listened + samples.len();
        let ended = events
            .iter()
            .any(|e| matches!(e, VoiceEvent::Utterance(_) | VoiceEvent::TooLong));
        let nobody = !ended && !self.voice_activity.speaking() && listened > TALK_WINDOW;
        self.armed = (!ended && !nobody).then_some(listened);
        let flow = self.voice_events(events, sink);
        if flow == Flow::Go && nobody {
            return go_on(sink.send(Heard::Again));
        }
        flow
    }

    fn voice_events(&mut self, events: Vec<VoiceEvent>, sink: &HeardSink) -> Flow {
        for event in events {
            let heard = match event {
                VoiceEvent::Started => Heard::SpeechStarted,
                VoiceEvent::TooLong => {
                    self.heard_in_talk = true;
                    Heard::TooLong
                }
                VoiceEvent::Utterance(samples) => {
                    self.heard_in_talk = true;
                    match self.hear(&Utterance::from_samples(samples)) {
                        Ok(heard) => heard,
                        Err(trouble) => {
                            sink.send(Heard::Stopped(trouble));
                            return Flow::Stop;
                        }
                    }
                }
            };
            // The last talk answered: nothing more will be heard. The table is told first, so
            // that a `talk` typed after the answer is told that nothing listens.
            let last = self.last_talk && !matches!(heard, Heard::SpeechStarted);
            if last {
                sink.send(Heard::Stopped(HearingTrouble::SoundEnded));
            }
            if !sink.send(heard) || last {
                return Flow::Stop;
            }
        }
        Flow::Go
    }

    /// Hears one utterance among the phrases of the newest position (yes and no alone while a
    /// question waits).
    pub fn hear(&mut self, utterance: &Utterance) -> Result<Heard, HearingTrouble> {
        let position = self.positions.newest();
        if self
            .book
            .as_ref()
            .is_none_or(|(known, _)| *known != position)
        {
            let book = PhraseBook::new(&position, &self.voice, &self.pronunciations)
                .map_err(|error| trouble(&error, &self.voice))?;
            self.book = Some((position, book));
        }
        let Some((_, book)) = &self.book else {
            return Err(HearingTrouble::RecogniserFailed);
        };
        // A question waits: yes or no alone is listened for, so nothing said (a "nein" heard
        // as a move, a hesitation as a yes) plays a move nobody said.
        let answers;
        let book = if self.positions.asking() {
            answers = book.answers();
            &answers
        } else {
            book
        };
        let hearing = hear(
            self.listener.as_mut(),
            book,
            utterance,
            Thresholds::default(),
        )
        .map_err(|error| trouble(&error, &self.voice))?;
        Ok(heard_of(hearing))
    }
}

fn go_on(sent: bool) -> Flow {
    if sent { Flow::Go } else { Flow::Stop }
}

/// What the recogniser decided, as the table's event.
pub fn heard_of(hearing: Hearing) -> Heard {
    match hearing {
        Hearing::Play(m) => Heard::Move(m),
        Hearing::Confirm(m) => Heard::Confirm(m),
        Hearing::Command(SpokenCommand::Table(command)) => Heard::Command(command),
        Hearing::Command(SpokenCommand::Yes) => Heard::Yes,
        Hearing::Command(SpokenCommand::No) => Heard::No,
        Hearing::Again => Heard::Again,
    }
}

/// Why listening cannot go on, for the table.
pub fn trouble(error: &ListenError, voice: &Voice) -> HearingTrouble {
    match error {
        ListenError::ModelMissing { .. } => HearingTrouble::RecogniserMissing {
            packages: MODEL_PACKAGES,
        },
        ListenError::MissingPronunciation { .. }
        | ListenError::NoPronunciations { .. }
        | ListenError::BadPronunciation { .. }
        | ListenError::TooManyPronunciations { .. } => HearingTrouble::VoiceUnheard {
            voice: voice.name().to_owned(),
        },
        ListenError::NotWav { .. }
        | ListenError::Recogniser { .. }
        | ListenError::TemporaryFile(_) => HearingTrouble::RecogniserFailed,
        ListenError::Companion(error) => HearingTrouble::CompanionFailed {
            why: error.message(),
        },
    }
}
