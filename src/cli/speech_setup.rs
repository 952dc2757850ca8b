//! Starting the speech engine the settings ask for, with the `auto` rule and clear fallbacks.

use std::time::Duration;

use crate::core::catalogue::{Arg, Catalogue};
use crate::core::config::SpeechChoice;
use crate::core::voice::Voice;
use std::path::Path;

use crate::core::voice::builtin_names;
use crate::speech::{
    ClipEngine, ClipOutputConfig, ClipVoice, Listener, SpeechEngine, SpeechError, SpeechService,
    TextEngine, TtsEngine, builtin_clips_dir, clips_dir_of_pack,
};

use super::CliError;

/// The screen's `--speech-log FILE`: everything said is appended to FILE, one line each, with
/// no audio. `Err` names the file and why it could not be opened.
pub fn start_speech_log(path: &Path) -> Result<SpeechService, SpeechLogError> {
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|error| SpeechLogError::Open {
            path: path.to_path_buf(),
            error,
        })?;
    SpeechService::start(Box::new(TextEngine::new(Box::new(file))), None)
        .map_err(SpeechLogError::NoThread)
}

/// Why the speech log could not be started: the file and its error, or the speech service's.
#[derive(Debug)]
pub enum SpeechLogError {
    Open {
        path: std::path::PathBuf,
        error: std::io::Error,
    },
    /// The speech thread could not be started.
    NoThread(std::io::Error),
}

impl std::fmt::Display for SpeechLogError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SpeechLogError::Open { path, error } => write!(f, "{}: {error}", path.display()),
            SpeechLogError::NoThread(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for SpeechLogError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SpeechLogError::Open { error, .. } | SpeechLogError::NoThread(error) => Some(error),
        }
    }
}

/// Line mode's speech: [`start_speech`] with the settings, its notices on stderr.
pub fn start_line_speech(
    settings: &super::settings::Settings,
    voice: &Voice,
) -> Option<SpeechService> {
    let (speech, notices) = start_speech(
        settings.speech,
        &settings.voice_spec,
        voice,
        settings.rate,
        settings.volume,
    );
    for notice in notices {
        super::warn(notice);
    }
    speech
}

/// The speech thread for `choice`, or `None` for text-only or silent play. Problems are
/// returned as notices for the player, never as errors: a game goes on without audio.
pub fn start_speech(
    choice: SpeechChoice,
    voice_spec: &str,
    voice: &Voice,
    rate: f32,
    volume: f32,
) -> (Option<SpeechService>, Vec<String>) {
    let mut notices = Vec::new();
    let engine: Option<Box<dyn SpeechEngine>> = match choice {
        SpeechChoice::Text | SpeechChoice::None => None,
        SpeechChoice::Tts => {
            match TtsEngine::connect(voice.speech_language(), TtsEngine::AUTO_LIMIT) {
                Ok(engine) => Some(Box::new(engine)),
                Err(error) => {
                    notices.push(told(voice, "speech-text-instead", &[&error]));
                    None
                }
            }
        }
        SpeechChoice::Clips => match open_clips(voice_spec, voice) {
            Ok(engine) => Some(Box::new(engine)),
            Err(error) => {
                notices.push(told(voice, "speech-text-instead", &[&error]));
                None
            }
        },
        SpeechChoice::Auto => {
            // Connecting is the probe: it fails within the limit when no server answers, and
            // starts the speech companion once.
            let tts = TtsEngine::connect(voice.speech_language(), TtsEngine::AUTO_LIMIT)
                .and_then(greeted);
            match tts {
                Ok(engine) => Some(Box::new(engine)),
                Err(tts_error) => match open_clips(voice_spec, voice) {
                    Ok(engine) => {
                        notices.push(told(voice, "speech-clips-instead", &[&tts_error]));
                        Some(Box::new(engine))
                    }
                    Err(clips_error) => {
                        notices.push(told(
                            voice,
                            "speech-text-instead-both",
                            &[&tts_error, &clips_error],
                        ));
                        None
                    }
                },
            }
        }
    };
    let Some(engine) = engine else {
        return (None, notices);
    };
    // If text-to-speech fails mid-game, the recorded clips take over; opened only then, so the
    // sound card stays free for the speech server until it is needed.
    let fallback: Option<Box<dyn SpeechEngine>> = (engine.name() == "tts").then(|| {
        let (spec, voice) = (voice_spec.to_owned(), voice.clone());
        Box::new(LazyEngine::new("clips", move || {
            open_clips(&spec, &voice).map(|e| Box::new(e) as Box<dyn SpeechEngine>)
        })) as Box<dyn SpeechEngine>
    });
    match SpeechService::start(engine, fallback) {
        Ok(service) => {
            service.set_rate(rate);
            service.set_volume(volume);
            (Some(service), notices)
        }
        Err(error) => {
            notices.push(format!("speech: cannot start the speech thread: {error}"));
            (None, notices)
        }
    }
}

/// How long the program waits at the end for queued speech (the last move, the result).
pub const FINAL_SPEECH_LIMIT: Duration = Duration::from_secs(15);

/// How long the greeting may take before `auto` decides the speech server cannot be heard.
const GREETING_LIMIT: Duration = Duration::from_secs(4);

/// Says "annabella" and waits for it to end. A speech server with no sound card accepts speech
/// and never finishes it (seen on headless machines): `auto` must not choose it, or every move
/// would go unheard.
fn greeted(mut engine: TtsEngine) -> Result<TtsEngine, SpeechError> {
    engine.speak("annabella", Listener::Public)?;
    let deadline = std::time::Instant::now() + GREETING_LIMIT;
    while engine.is_speaking() {
        if std::time::Instant::now() > deadline {
            let _ = engine.stop();
            return Err(SpeechError::NeverFinishes);
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    Ok(engine)
}

/// The recorded clips of the voice given by `spec`: a built-in voice's folder, or for a pack file
/// the folder of the same name (`voices/mine.toml` → `voices/mine/clips`).
pub fn load_clips(spec: &str, voice: &Voice) -> Result<ClipVoice, CliError> {
    let dir = if builtin_names().any(|name| name.eq_ignore_ascii_case(spec)) {
        builtin_clips_dir(voice.name()).ok_or_else(|| {
            CliError::said(
                crate::core::message::Message::new("clips-not-installed")
                    .text("voice", voice.name()),
            )
        })?
    } else {
        clips_dir_of_pack(&super::voice_arg::pack_file(spec))
    };
    // A voice brought without recordings (Spanish), asked for by its name: said as such, not as
    // a folder's error. A pack given by its path keeps the error naming its clips folder.
    let by_name = !spec.contains('/') && !spec.contains(std::path::MAIN_SEPARATOR);
    if by_name && !dir.is_dir() {
        return Err(CliError::said(
            crate::core::message::Message::new("clips-not-installed").text("voice", voice.name()),
        ));
    }
    ClipVoice::load_for(&dir, voice).map_err(|e| clip_problem(&e))
}

/// One sentence for the person in the interface language (`reason`, `other` filled with each
/// error's kind in a few words); the libraries' own words (an ALSA error is nine lines) go to
/// the log only.
fn told(voice: &Voice, key: &str, errors: &[&SpeechError]) -> String {
    let catalogue = Catalogue::of(voice.interface_language());
    for error in errors {
        tracing::warn!("speech: {error}");
    }
    let reasons: Vec<String> = errors
        .iter()
        .map(|error| match error {
            // The part and what failed, said in full: which program is missing or stopped.
            SpeechError::Companion { said } => said.in_catalogue(catalogue),
            other => catalogue.format(reason_key(other), &[]),
        })
        .collect();
    let mut args = Vec::new();
    for (name, reason) in ["reason", "other"].into_iter().zip(&reasons) {
        args.push((name, Arg::Text(reason)));
    }
    catalogue.format(key, &args)
}

/// The catalogue's few words for what failed.
fn reason_key(error: &SpeechError) -> &'static str {
    match error {
        SpeechError::NoServer { .. }
        | SpeechError::NotAnswering { .. }
        | SpeechError::NoEvents
        | SpeechError::EventsStopped
        | SpeechError::WorkerGone
        | SpeechError::NoThread { .. } => "speech-reason-no-server",
        SpeechError::NoLanguage { .. } => "speech-reason-no-language",
        SpeechError::NotStarting
        | SpeechError::Stuck { .. }
        | SpeechError::NeverFinishes
        | SpeechError::Refused { .. } => "speech-reason-silent",
        SpeechError::CannotOpen { .. }
        | SpeechError::OpenNotAnswering { .. }
        | SpeechError::SoundCard { .. } => "speech-reason-no-sound",
        SpeechError::NoRecording(_) | SpeechError::NoClips { .. } => "speech-reason-no-clips",
        SpeechError::BadRate { .. }
        | SpeechError::Output { .. }
        | SpeechError::NotOpened { .. }
        | SpeechError::Companion { .. } => "speech-reason-other",
    }
}

/// The catalogue keys of the speech set-up's sentences.
pub const SPEECH_KEYS: [&str; 9] = [
    "speech-text-instead",
    "speech-clips-instead",
    "speech-text-instead-both",
    "speech-reason-no-server",
    "speech-reason-no-language",
    "speech-reason-silent",
    "speech-reason-no-sound",
    "speech-reason-no-clips",
    "speech-reason-other",
];

fn open_clips(spec: &str, voice: &Voice) -> Result<ClipEngine, SpeechError> {
    // A voice's recordings say its own language: sentences in another interface language would
    // come out half recorded, half missing. They are shown (or spoken by text-to-speech) instead.
    if !voice.speaks_interface_language() {
        return Err(SpeechError::NoClips {
            detail: format!(
                "the voice {} is recorded in {}, the sentences are in {}",
                voice.name(),
                voice.language(),
                voice.interface_language().tag()
            ),
        });
    }
    let clips = load_clips(spec, voice).map_err(|e| SpeechError::NoClips {
        detail: e.to_string(),
    })?;
    ClipEngine::open(clips, &ClipOutputConfig::default())
}

/// Opens an engine, or says why it cannot.
type Opener = Box<dyn FnOnce() -> Result<Box<dyn SpeechEngine>, SpeechError> + Send>;

/// An engine opened on first use: a fallback that must not hold a device until it is needed.
struct LazyEngine {
    name: &'static str,
    open: Option<Opener>,
    engine: Option<Box<dyn SpeechEngine>>,
    rate: Option<f32>,
    volume: Option<f32>,
}

impl LazyEngine {
    fn new(
        name: &'static str,
        open: impl FnOnce() -> Result<Box<dyn SpeechEngine>, SpeechError> + Send + 'static,
    ) -> Self {
        Self {
            name,
            open: Some(Box::new(open)),
            engine: None,
            rate: None,
            volume: None,
        }
    }

    fn engine(&mut self) -> Result<&mut Box<dyn SpeechEngine>, SpeechError> {
        if let Some(open) = self.open.take() {
            let mut engine = open()?;
            if let Some(rate) = self.rate {
                engine.set_rate(rate)?;
            }
            if let Some(volume) = self.volume {
                engine.set_volume(volume)?;
            }
            self.engine = Some(engine);
        }
        self.engine
            .as_mut()
            .ok_or(SpeechError::NotOpened { engine: self.name })
    }
}

impl SpeechEngine for LazyEngine {
    fn name(&self) -> &'static str {
        self.name
    }

    fn speak(&mut self, text: &str, listener: Listener) -> Result<(), SpeechError> {
        self.engine()?.speak(text, listener)
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        self.engine.as_mut().map_or(Ok(()), |e| e.stop())
    }

    fn is_speaking(&mut self) -> bool {
        self.engine.as_mut().is_some_and(|e| e.is_speaking())
    }

    fn failure(&mut self) -> Option<SpeechError> {
        self.engine.as_mut().and_then(|e| e.failure())
    }

    fn set_rate(&mut self, rate: f32) -> Result<(), SpeechError> {
        self.rate = Some(rate);
        self.engine.as_mut().map_or(Ok(()), |e| e.set_rate(rate))
    }

    fn set_volume(&mut self, volume: f32) -> Result<(), SpeechError> {
        self.volume = Some(volume);
        self.engine
            .as_mut()
            .map_or(Ok(()), |e| e.set_volume(volume))
    }
}

/// A clip that cannot be used or written.
pub(super) fn clip_problem(error: &crate::speech::ClipError) -> CliError {
    tracing::warn!("clips: {error}");
    CliError::said(
        crate::core::message::Message::new("clips-problem")
            .text("file", error.file.display().to_string())
            .text("detail", error.to_string()),
    )
}
