//! `annabella hear`: one spoken move, heard among the legal moves of a position (contract
//! section 11). Prints `move SAN`, `confirm SAN` or `again`.

use std::path::PathBuf;

use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move};

use super::{CliError, InputSource, Output, load_voice};
use crate::core::fen::position_from_fen;
use crate::core::message::{Message, Said, escaped};
use crate::core::pgn::FenProblem;
use crate::core::voice::Voice;
use crate::hearing::decoding::{
    Hearing, ListenError, Listener, PhraseBook, PronunciationProblem, Pronunciations,
    SphinxListener, Thresholds, hear, read_wav,
};

/// The largest WAV read: five minutes of 48 kHz stereo; what lies past
/// [`crate::hearing::decoding::MAX_UTTERANCE_SECONDS`] is not decoded.
const WAV_LIMIT: u64 = 64 * 1024 * 1024;

#[derive(Debug, clap::Args)]
pub struct HearArgs {
    #[command(flatten)]
    pub(super) lang: super::interface_language::LangArg,
    /// The voice whose words are spoken: fide (default), en, fr, or a voice pack's .toml (its
    /// pronunciations beside it, in NAME/listen.dict).
    #[arg(long, value_name = "V", default_value = "fide")]
    pub voice: String,
    /// The position the move is played in (default: the starting position).
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
    /// The utterance: a 16-bit PCM WAV file, mono or stereo, 8000 to 48000 Hz; `-` for standard
    /// input.
    #[arg(value_name = "WAV")]
    pub wav: PathBuf,
}

pub fn run(args: &HearArgs, out: &mut Output) -> Result<(), CliError> {
    let voice = load_voice(&args.voice)?;
    let pronunciations = pronunciations_of(&args.voice, &voice)?;
    let position = match &args.fen {
        Some(fen) => {
            position_from_fen(fen, None)
                .map_err(|_| {
                    CliError::said(
                        Message::new("option-bad-fen")
                            .text("option", "--fen")
                            .text("fen", escaped(fen))
                            .said("why", FenProblem::of(fen).message()),
                    )
                })?
                .0
        }
        None => Chess::default(),
    };
    let book =
        PhraseBook::new(&position, &voice, &pronunciations).map_err(|e| listen_failed(&e))?;
    let source = InputSource::from_arg(Some(&args.wav));
    let bytes = source.read_all(WAV_LIMIT)?;
    let utterance = read_wav(&bytes, &source.name()).map_err(|e| listen_failed(&e))?;
    let mut listener = SphinxListener::new().map_err(|e| listen_failed(&e))?;
    let hearing = hear(
        &mut listener as &mut dyn Listener,
        &book,
        &utterance,
        Thresholds::default(),
    )
    .map_err(|e| listen_failed(&e))?;
    out.line(&hearing_line(&position, hearing))
}

/// The line `hear` prints: `move SAN`, `confirm SAN` or `again` (a command is not a move).
pub fn hearing_line(position: &Chess, hearing: Hearing) -> String {
    let san = |m: Move| SanPlus::from_move(position.clone(), m).to_string();
    match hearing {
        Hearing::Play(m) => format!("move {}", san(m)),
        Hearing::Confirm(m) => format!("confirm {}", san(m)),
        Hearing::Command(_) | Hearing::Again => "again".to_owned(),
    }
}

/// What listening could not do, said in the interface language; the recogniser's and the WAV
/// reader's own words are the English message's detail.
pub(super) fn listen_failed(error: &ListenError) -> CliError {
    let detail = error.to_string();
    let message = match error {
        ListenError::BadPronunciation {
            source,
            line,
            problem,
        } => Message::new("pronunciation-list-error")
            .text("file", escaped(source))
            .number("line", *line)
            .said("problem", pronunciation_problem(problem)),
        ListenError::TooManyPronunciations { source, line, word } => {
            Message::new("hear-too-many-pronunciations")
                .text("file", escaped(source))
                .number("line", *line)
                .text("word", escaped(word))
                .number("limit", crate::hearing::decoding::MAX_VARIANTS)
        }
        ListenError::MissingPronunciation { voice, word } => Message::new("pronunciation-missing")
            .text("voice", escaped(voice))
            .text("word", escaped(word)),
        ListenError::NoPronunciations { voice, expected } => Message::new("hear-no-pronunciations")
            .text("voice", voice.clone())
            .text("file", expected.display().to_string()),
        ListenError::NotWav { source, .. } => {
            Message::new("hear-bad-wav").text("file", source.clone())
        }
        ListenError::ModelMissing { path } => Message::new("hear-model-missing")
            .text("file", path.display().to_string())
            .text("packages", crate::hearing::decoding::MODEL_PACKAGES),
        ListenError::Recogniser { .. } | ListenError::TemporaryFile(_) => {
            tracing::warn!("hear: {error}");
            Message::new("hear-recogniser-failed")
        }
        // The companion's own message names the part and what failed, in every language.
        ListenError::Companion(error) => return CliError::said(error.message()),
    };
    CliError::said(message.text("detail", detail))
}

/// What is wrong with a line of a pronunciation list, in the interface language (the words it
/// quotes escaped: the list is a file from outside).
fn pronunciation_problem(problem: &PronunciationProblem) -> Message {
    match problem {
        PronunciationProblem::NotFolded { word } => {
            Message::new("pronunciation-not-folded").text("word", escaped(word))
        }
        PronunciationProblem::UnknownPhone { phone } => {
            Message::new("pronunciation-unknown-phone").text("phone", escaped(phone))
        }
        PronunciationProblem::NoPhones { word } => {
            Message::new("pronunciation-no-phones").text("word", escaped(word))
        }
        PronunciationProblem::SameAgain { word, first_line } => {
            Message::new("pronunciation-same-again")
                .text("word", escaped(word))
                .number("first", *first_line)
        }
    }
}

/// The pronunciations of the voice named by `spec`: built in, or `NAME/listen.dict` beside a
/// voice pack `NAME.toml`.
pub(super) fn pronunciations_of(spec: &str, voice: &Voice) -> Result<Pronunciations, CliError> {
    if let Some(builtin) = Pronunciations::builtin(spec) {
        return Ok(builtin);
    }
    let pack = super::voice_arg::pack_file(spec);
    let expected = pack.with_extension("").join("listen.dict");
    let missing = || {
        CliError::said(
            Message::new("hear-no-pronunciations")
                .text("voice", voice.name())
                .text("file", expected.display().to_string()),
        )
    };
    if !expected.is_file() {
        return Err(missing());
    }
    let bytes = crate::bounded_read::read_file(&expected, crate::bounded_read::limits::SETTINGS)
        .map_err(|e| {
            CliError::said(
                Message::new("pronunciation-list-unreadable").said("problem", e.message()),
            )
        })?;
    let text = String::from_utf8(bytes).map_err(|e| {
        CliError::said(
            Message::new("pronunciation-list-not-utf8")
                .text("file", escaped(&expected.display().to_string()))
                .number("byte", e.utf8_error().valid_up_to()),
        )
    })?;
    Pronunciations::parse(&text, &expected.display().to_string()).map_err(|e| listen_failed(&e))
}
