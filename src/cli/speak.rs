//! `annabella speak [--voice V] [--engine clips|tts|text] [--wav FILE] WORDS...` (contract 7).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::core::voice::Voice;
use crate::speech::{
    ClipEngine, ClipOutputConfig, ClipVoice, Listener, SpeechEngine, SpeechError, TtsEngine,
    write_wav,
};

use super::speech_setup::{clip_problem, load_clips};
use super::voice_arg::load_voice;
use super::{CliError, Output};
use crate::core::message::{Message, escaped};
use crate::speech::MissingWord;

/// A failure of the sound card or the speech server: one sentence for the person; the library's
/// own words (English, an ALSA error is nine lines) only in English, and in the log.
fn said_with_detail(key: &'static str, error: &dyn std::fmt::Display) -> CliError {
    tracing::warn!("speak: {error}");
    CliError::said(Message::new(key).text("detail", error.to_string()))
}

/// The sample rate of `--wav` files: the rate the clips are recorded at.
const WAV_RATE: u32 = 16_000;

/// How long `speak` waits for the words to be heard before giving up.
const SPEAK_LIMIT: Duration = Duration::from_mins(1);

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum EngineChoice {
    /// The voice pack's recorded words through the sound card.
    Clips,
    /// The system's text-to-speech.
    Tts,
    /// Print the words.
    Text,
}

#[derive(Debug, clap::Args)]
pub struct SpeakArgs {
    #[command(flatten)]
    pub(super) lang: super::interface_language::LangArg,
    /// Voice: fide (the default), en, fr, or a path to a voice pack (its clips are in the
    /// folder of the same name: voices/mine.toml → voices/mine/clips).
    #[arg(long, default_value = "fide")]
    voice: String,
    /// How to speak.
    #[arg(long, value_enum, default_value_t = EngineChoice::Clips)]
    engine: EngineChoice,
    /// With the clips engine: write the utterance to this WAV file instead of playing it.
    #[arg(long, value_name = "FILE")]
    wav: Option<PathBuf>,
    /// The words to say.
    #[arg(required = true, num_args = 1..)]
    words: Vec<String>,
}

pub fn run(args: &SpeakArgs, out: &mut Output) -> Result<(), CliError> {
    let voice = load_voice(&args.voice)?;
    let text = args.words.join(" ");
    if args.wav.is_some() && args.engine != EngineChoice::Clips {
        return Err(CliError::said(Message::new("speak-wav-needs-clips")));
    }
    match args.engine {
        EngineChoice::Text => out.line(&text),
        EngineChoice::Tts => speak_tts(&voice, &text),
        EngineChoice::Clips => {
            let clips = load_clips(&args.voice, &voice)?;
            let missing = |e: MissingWord| {
                CliError::said(
                    Message::new("speak-missing-word")
                        .text("voice", voice.name())
                        .text("word", escaped(&e.word))
                        .text("clip", e.name),
                )
            };
            clips.check(&text).map_err(missing)?;
            match &args.wav {
                Some(path) => {
                    let samples = clips.render(&text, WAV_RATE).map_err(missing)?;
                    write_wav(path, &samples, WAV_RATE).map_err(|e| clip_problem(&e))
                }
                None => speak_clips(clips, &text),
            }
        }
    }
}

fn speak_clips(clips: ClipVoice, text: &str) -> Result<(), CliError> {
    let mut engine = ClipEngine::open(clips, &ClipOutputConfig::default())
        .map_err(|e| speech_failed("speak-no-sound-card", &e))?;
    say_and_wait(&mut engine, text)
}

fn speak_tts(voice: &Voice, text: &str) -> Result<(), CliError> {
    let mut engine = TtsEngine::connect(voice.language(), TtsEngine::AUTO_LIMIT)
        .map_err(|e| speech_failed("speak-no-tts", &e))?;
    say_and_wait(&mut engine, text)
}

/// A failure of the speech server or the sound card; one of their companions (its program
/// missing or stopped) is said as such in the person's language, naming the part and its
/// program.
fn speech_failed(key: &'static str, error: &SpeechError) -> CliError {
    match error {
        SpeechError::Companion { said } => {
            tracing::warn!("speak: {error}");
            CliError::said(said.clone())
        }
        other => said_with_detail(key, other),
    }
}

fn say_and_wait(engine: &mut dyn SpeechEngine, text: &str) -> Result<(), CliError> {
    let name = engine.name();
    engine
        .speak(text, Listener::Public)
        .map_err(|e| speech_failed("speak-failed", &e))?;
    let deadline = Instant::now() + SPEAK_LIMIT;
    while engine.is_speaking() {
        if Instant::now() > deadline {
            let _ = engine.stop();
            return Err(CliError::said(
                Message::new("speak-too-long").text("engine", name),
            ));
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    Ok(())
}
