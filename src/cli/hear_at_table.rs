//! Listening at the table (`play --listen`, `listen = true`, the test hook `--listen-file`): the
//! listener started on its own threads, its events into the runtime's inbox, the table's
//! position told to it by the carrier.

use std::path::PathBuf;

use super::{CliError, InputSource};
use crate::core::message::{Message, escaped};
use crate::core::session::Session;
use crate::core::table::HearingTrouble;
use crate::hearing::SoundSource;
use crate::hearing::decoding::read_wav;
use crate::runtime::{Carrier, Inbox};

/// The largest WAV read for `--listen-file`: what lies past the listener's cap is dropped.
const WAV_LIMIT: u64 = 64 * 1024 * 1024;
/// The most files one `--listen-file` list may name…
const MAX_FILES: usize = 256;
/// …and the most sound they may hold in all (each kept to 20 s): ten minutes, 19 MB of samples.
const MAX_MINUTES: usize = 10;
const MAX_SECONDS: f64 = 600.0;

/// Where the table listens, if anywhere: the WAV files given (each read now, so a bad one, or
/// the first past [`MAX_FILES`] or [`MAX_MINUTES`], ends the command naming it), else the
/// microphone when listening is asked for (only after `talk` with push-to-talk, as the files).
fn sound_source(
    listen: bool,
    push_to_talk: bool,
    files: &[PathBuf],
) -> Result<Option<SoundSource>, CliError> {
    if files.is_empty() {
        return Ok(if push_to_talk {
            Some(SoundSource::MicrophoneOnTalk)
        } else {
            listen.then_some(SoundSource::Microphone)
        });
    }
    if let Some(first_left_out) = files.get(MAX_FILES) {
        return Err(CliError::said(
            Message::new("cli-listen-files-too-many")
                .number("limit", MAX_FILES)
                .text("file", escaped(&first_left_out.display().to_string())),
        ));
    }
    let mut utterances = Vec::with_capacity(files.len());
    let mut seconds = 0.0;
    for file in files {
        let source = InputSource::from_arg(Some(file));
        let bytes = source.read_all(WAV_LIMIT)?;
        let utterance =
            read_wav(&bytes, &source.name()).map_err(|e| super::hear::listen_failed(&e))?;
        seconds += utterance.seconds();
        if seconds > MAX_SECONDS {
            return Err(CliError::said(
                Message::new("cli-listen-files-too-long")
                    .number("minutes", MAX_MINUTES)
                    .text("file", escaped(&file.display().to_string())),
            ));
        }
        utterances.push(utterance);
    }
    Ok(Some(if push_to_talk {
        SoundSource::FilesOnTalk(utterances)
    } else {
        SoundSource::Files(utterances)
    }))
}

/// Starts listening if the flags (`--listen`, `--push-to-talk`, `--listen-file`) or the
/// settings ask for it (before the table opens, for either face, offline or online).
pub(super) fn start_if_asked<I: Send + 'static>(
    (listen, push_to_talk, files): (bool, bool, &[std::path::PathBuf]),
    settings: &super::settings::Settings,
    session: &Session,
    inbox: &Inbox<I>,
    carrier: &mut Carrier,
) -> Result<(), CliError> {
    let source = sound_source(
        settings.listen || listen,
        settings.push_to_talk || push_to_talk,
        files,
    );
    match source {
        Ok(Some(source)) => start(source, &settings.voice_spec, session, inbox, carrier),
        Ok(None) => {}
        // A file refused leaves no empty game behind.
        Err(refused) => {
            carrier.discard_unused_journal();
            return Err(refused);
        }
    }
    Ok(())
}

/// Starts listening from `source` in the session's voice (`voice_spec` finds its
/// pronunciations): what is heard goes to `inbox`, and the carrier tells the listener the
/// position after every step.
fn start<I: Send + 'static>(
    source: SoundSource,
    voice_spec: &str,
    session: &Session,
    inbox: &Inbox<I>,
    carrier: &mut Carrier,
) {
    let voice = session.voice().clone();
    let pronunciations = super::hear::pronunciations_of(voice_spec, &voice).map_err(|_| {
        HearingTrouble::VoiceUnheard {
            voice: voice.name().to_owned(),
        }
    });
    let positions = crate::hearing::start(
        source,
        voice,
        pronunciations,
        session.game().position(),
        inbox.hearing_sink(),
    );
    carrier.set_listening(positions);
}
