//! Listening at the table (`play --listen`, `listen = true`, the test hook `--listen-file`): the
//! listener started on its own threads, its events into the runtime's inbox, the table's
//! position told to it by the carrier.

use std::path::PathBuf;

use super::{CliError, InputSource};
use crate::core::session::Session;
use crate::core::table::HearingTrouble;
use crate::hearing::SoundSource;
use crate::hearing::decoding::read_wav;
use crate::runtime::{Carrier, Inbox};

/// The largest WAV read for `--listen-file`: what lies past the listener's cap is dropped.
const WAV_LIMIT: u64 = 64 * 1024 * 1024;

/// Where the table listens, if anywhere: the WAV files given (read now, so a bad one ends the
/// command naming it), else the microphone when listening is asked for (only after `talk` with
/// push-to-talk).
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
    let mut utterances = Vec::with_capacity(files.len());
    for file in files {
        let source = InputSource::from_arg(Some(file));
        let bytes = source.read_all(WAV_LIMIT)?;
        let utterance =
            read_wav(&bytes, &source.name()).map_err(|e| super::hear::listen_failed(&e))?;
        utterances.push(utterance);
    }
    Ok(Some(SoundSource::Files(utterances)))
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
    if let Some(source) = sound_source(
        settings.listen || listen,
        settings.push_to_talk || push_to_talk,
        files,
    )? {
        start(source, &settings.voice_spec, session, inbox, carrier);
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
