//! Listening at the table end to end: moves, a confirmation, commands and bad sound spoken by
//! espeak-ng and fed through `play --plain --listen-file` (the same pipeline as the microphone
//! after the device: voice activity, the recogniser among the position's legal moves, one event
//! to the table); and barge-in: the real runtime, listener and recogniser with a speech engine
//! that takes time (the fake one: line mode's text speech cannot be interrupted), where the
//! start of the next utterance stops the board's long read-out.
//!
//! The utterances are synthesised the same way at every run, so what is heard is the same:
//! "Bauer Eva vier" said plainly is read back to confirm, the padded "Springer Felix sechs" is
//! played at once. A missing espeak-ng, sox or recogniser model fails the tests.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use annabella::core::game::Game;
use annabella::core::session::{Session, SessionConfig};
use annabella::core::table::{Table, TableSetup};
use annabella::core::voice::Voice;
use annabella::hearing::SoundSource;
use annabella::hearing::decoding::{Pronunciations, read_wav};
use annabella::runtime::{Carrier, Face, FaceError, Inbox, Report, Request, Runtime, Timeline};
use annabella::speech::{FakeCall, FakeEngine, SpeechService};

use super::common::{Playing, lines_of, require_tools, start_playing};

pub(super) const MODEL: &str = "/usr/share/pocketsphinx/model/en-us/en-us/mdef";

/// The recogniser's model must be there (`make test` installs pocketsphinx-en-us).
pub(crate) fn require_model() {
    assert!(
        Path::new(MODEL).is_file(),
        "{MODEL} is missing: `make test` installs pocketsphinx-en-us (scripts/system-packages.sh)"
    );
}

/// Runs a tool that makes a sound file; the test fails with its error if it fails.
#[track_caller]
pub(crate) fn run(command: &mut Command) {
    let output = command.output().unwrap();
    assert!(
        output.status.success(),
        "{command:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// `text` said by espeak-ng's German voice at `rate` words a minute and `pitch`, 16 kHz mono;
/// `padded`: with 0.4 s of silence around it and a faint noise floor, as a microphone gives it.
pub(crate) fn say(
    dir: &Path,
    name: &str,
    text: &str,
    rate: u32,
    pitch: u32,
    padded: bool,
) -> PathBuf {
    say_in("de", dir, name, text, (rate, pitch), padded)
}

/// [`say`] in espeak-ng's voice `espeak`.
pub(super) fn say_in(
    espeak: &str,
    dir: &Path,
    name: &str,
    text: &str,
    (rate, pitch): (u32, u32),
    padded: bool,
) -> PathBuf {
    require_tools(&["espeak-ng", "sox", "soxi"]);
    let raw = dir.join(format!("{name}.raw.wav"));
    let wav = dir.join(format!("{name}.wav"));
    run(Command::new("espeak-ng")
        .args([
            "-v",
            espeak,
            "-s",
            &rate.to_string(),
            "-p",
            &pitch.to_string(),
        ])
        .arg("-w")
        .arg(&raw)
        .arg(text));
    if !padded {
        run(Command::new("sox")
            .arg("-R")
            .arg(&raw)
            .args(["-r", "16000", "-c", "1", "-b", "16"])
            .arg(&wav));
        return wav;
    }
    let quiet = dir.join(format!("{name}.pad.wav"));
    run(Command::new("sox")
        .arg("-R")
        .arg(&raw)
        .args(["-r", "16000", "-c", "1", "-b", "16"])
        .arg(&quiet)
        .args(["pad", "0.4", "0.4"]));
    let seconds = String::from_utf8(
        Command::new("soxi")
            .arg("-D")
            .arg(&quiet)
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    let noise = dir.join(format!("{name}.noise.wav"));
    run(Command::new("sox")
        .args(["-R", "-n", "-r", "16000", "-c", "1", "-b", "16"])
        .arg(&noise)
        .args(["synth", seconds.trim(), "whitenoise", "vol", "0.002"]));
    run(Command::new("sox")
        .args(["-R", "-m"])
        .arg(&quiet)
        .arg(&noise)
        .arg(&wav));
    wav
}

/// A sound made by sox (`effect`), 16 kHz mono.
pub(super) fn sound(dir: &Path, name: &str, effect: &[&str]) -> PathBuf {
    require_tools(&["sox"]);
    let wav = dir.join(format!("{name}.wav"));
    run(Command::new("sox")
        .args(["-R", "-n", "-r", "16000", "-c", "1", "-b", "16"])
        .arg(&wav)
        .args(effect));
    wav
}

/// A hall's babble: six voices of espeak-ng in four languages talking at once (none of them
/// saying a move), each starting a little later, `seconds` long, 16 kHz mono.
pub(crate) fn babble(dir: &Path, seconds: &str) -> PathBuf {
    const TALK: [(&str, &str); 6] = [
        (
            "de",
            "Guten Abend, haben Sie das Spiel von gestern gesehen? Es war sehr spannend.",
        ),
        (
            "en-us",
            "I think the coffee in this hall is getting cold, shall we go outside.",
        ),
        (
            "fr",
            "Nous avons encore une heure avant la prochaine ronde du tournoi.",
        ),
        (
            "de+f2",
            "Meine Tochter spielt heute zum ersten Mal in der Jugendgruppe mit.",
        ),
        (
            "en+m3",
            "The arbiter said the results will be posted after the last round.",
        ),
        (
            "es",
            "La sala está muy llena esta tarde y hace bastante calor.",
        ),
    ];
    let mut voices = Vec::new();
    for (index, (espeak, text)) in TALK.iter().enumerate() {
        let said = say_in(
            espeak,
            dir,
            &format!("talk-{index}"),
            text,
            (160, 50),
            false,
        );
        let late = dir.join(format!("talk-{index}-late.wav"));
        run(Command::new("sox").arg("-R").arg(&said).arg(&late).args([
            "pad",
            &format!("0.{index}"),
            "0",
        ]));
        voices.push(late);
    }
    let wav = dir.join("babble.wav");
    run(Command::new("sox")
        .args(["-R", "-m"])
        .args(&voices)
        .arg(&wav)
        .args(["trim", "0", seconds]));
    wav
}

/// `play --plain ARGS --listen-file FILES`, its data in a folder of its own (returned with it,
/// to keep while it plays): a game heard from these files.
pub(crate) fn play_listening(args: &[&str], files: &[PathBuf]) -> (tempfile::TempDir, Playing) {
    let data = tempfile::tempdir().unwrap();
    let files = list(files);
    let mut args = args.to_vec();
    args.extend(["--listen-file", &files]);
    let playing = start_playing(&args, data.path());
    (data, playing)
}

pub(crate) fn list(files: &[PathBuf]) -> String {
    files
        .iter()
        .map(|f| f.display().to_string())
        .collect::<Vec<_>>()
        .join(",")
}

#[test]
fn a_game_spoken_move_by_move_with_a_confirmation_and_commands() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    let files = [
        // Said plainly, the pawn move is not sure enough: it is read back.
        say(dir.path(), "e4", "Bauer Eva vier", 175, 50, false),
        say(dir.path(), "ja", "ja", 120, 50, false),
        say(dir.path(), "nf6", "Springer Felix sechs", 150, 50, true),
        say(dir.path(), "zeit", "zeit", 175, 50, false),
        say(dir.path(), "brett", "Brett", 130, 60, false),
    ];
    let (data, mut playing) = play_listening(&["--time", "300", "--auto-press"], &files);
    assert_eq!(
        playing.next_line(),
        "Ich höre zu: sagen Sie Ihren Zug, oder tippen Sie ihn."
    );
    assert_eq!(
        playing.next_line(),
        "Meinten Sie Bauer Eva vier? Sagen Sie ja oder nein."
    );
    assert_eq!(playing.next_line(), "Bauer Eva vier", "played on \"ja\"");
    assert_eq!(
        playing.next_line(),
        "Springer Felix sechs",
        "played at once"
    );
    let time = playing.next_line();
    assert!(
        time.starts_with("Weiß ") && time.contains("ein Zug; Schwarz "),
        "zeit is answered like `time`: {time}"
    );
    let mut board = playing.next_line();
    while !board.starts_with("Weiß: König") {
        // The time's second line: how long this move has taken (one second or more: a loaded
        // machine takes its time, so the count is not asserted, only what the line says).
        assert!(board.ends_with("für diesen Zug"), "{board}");
        board = playing.next_line();
    }
    assert!(board.contains("Springer Felix sechs"), "{board}");
    playing.type_line("moves");
    playing.wait_for("Zug eins: Bauer Eva vier, Springer Felix sechs");
    assert!(playing.finish().success());
    // The journal holds what was heard as moves, never the sound.
    let journal = std::fs::read_dir(data.path().join("annabella"))
        .unwrap()
        .flatten()
        .flat_map(|entry| {
            std::fs::read_dir(entry.path())
                .into_iter()
                .flatten()
                .flatten()
        })
        .chain(
            std::fs::read_dir(data.path().join("annabella"))
                .unwrap()
                .flatten(),
        )
        .filter(|entry| entry.path().is_file())
        .map(|entry| std::fs::read(entry.path()).unwrap())
        .collect::<Vec<_>>();
    assert!(!journal.is_empty(), "the game was journaled");
    for bytes in &journal {
        assert!(!bytes.starts_with(b"RIFF"), "no sound is kept");
    }
}

#[test]
fn silence_noise_and_a_monologue_are_each_one_sentence_and_the_keyboard_plays_on() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    let files = [
        sound(dir.path(), "silence", &["trim", "0", "2"]),
        sound(
            dir.path(),
            "noise",
            &["synth", "2", "whitenoise", "vol", "0.3"],
        ),
        // Two minutes of a loud warble: cut at the recording's limit, then at the utterance's.
        sound(
            dir.path(),
            "monologue",
            &["synth", "120", "sine", "200-900", "vol", "0.4"],
        ),
    ];
    let (_data, mut playing) = play_listening(&[], &files);
    assert_eq!(
        playing.next_line(),
        "Ich höre zu: sagen Sie Ihren Zug, oder tippen Sie ihn."
    );
    assert_eq!(playing.next_line(), "Nicht verstanden; bitte noch einmal.");
    assert_eq!(playing.next_line(), "Nicht verstanden; bitte noch einmal.");
    assert_eq!(
        playing.next_line(),
        "Das war zu lang für einen Zug; sagen Sie nur den Zug."
    );
    playing.type_line("e4");
    playing.wait_for("Bauer Eva vier");
    assert!(playing.finish().success());
}

#[test]
fn no_microphone_is_one_sentence_and_the_keyboard_plays_on() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    let asoundrc = dir.path().join("asound.conf");
    // A capture device that cannot open: ALSA's null device has no capture on this plugin.
    std::fs::write(&asoundrc, "pcm.!default { type hw card 99 }\n").unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--plain", "--listen"])
        .env("XDG_DATA_HOME", dir.path())
        .env("ALSA_CONFIG_PATH", &asoundrc)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let lines = lines_of(child.stdout.take().unwrap());
    let next = || lines.recv_timeout(Duration::from_secs(10)).unwrap();
    assert!(next().starts_with("Neue Partie"));
    assert_eq!(
        next(),
        "Kein Mikrofon gefunden; das Zuhören ist aus, spielen Sie mit der Tastatur."
    );
    stdin.write_all(b"e4\n").unwrap();
    assert_eq!(next(), "Bauer Eva vier");
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    assert!(
        String::from_utf8_lossy(&output.stderr).trim().is_empty(),
        "nothing from ALSA on the player's screen: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// A face that shows nothing and reads nothing: the table is driven by what is heard.
struct Deaf;

impl Face for Deaf {
    type Input = ();

    fn read(&mut self, (): (), _table: &Table, _at_ms: u64) -> Vec<Request> {
        Vec::new()
    }

    fn show(&mut self, _: &Table, _: &Report, _: bool, _: u64) -> Result<(), FaceError> {
        Ok(())
    }
}

#[test]
fn the_start_of_the_next_utterance_stops_a_long_answer() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    let utterances = [
        say(dir.path(), "brett", "Brett", 130, 60, false),
        say(dir.path(), "zeit", "zeit", 175, 50, false),
    ]
    .iter()
    .map(|wav| read_wav(&std::fs::read(wav).unwrap(), "utterance").unwrap())
    .collect();
    // Every utterance takes three seconds to say: the board's read-out is still being said
    // when "zeit" starts, unless the start of speech stops it.
    let engine = FakeEngine::new("fake", Duration::from_secs(3));
    let log = engine.log.clone();
    let speech = SpeechService::start(Box::new(engine), None).unwrap();
    let session = Session::new(
        SessionConfig {
            time_control: Some("300+0".parse().unwrap()),
            ..SessionConfig::default()
        },
        Voice::fide(),
        Game::new(),
        0,
    );
    let (sender, receiver) = mpsc::channel();
    let inbox = Inbox::<()>::new(sender);
    let mut carrier = Carrier::new(None, Some(speech), false);
    let positions = annabella::hearing::start(
        SoundSource::Files(utterances),
        Voice::fide(),
        Ok(Pronunciations::builtin("fide").unwrap()),
        session.game().position(),
        inbox.hearing_sink(),
    );
    carrier.set_listening(positions);
    // The table ends when the listener has fed every file (its sender gone) and this one too.
    drop(inbox);
    let table = Table::new(session, TableSetup::default());
    let mut runtime = Runtime::new(table, carrier, Deaf);
    runtime.run(&receiver, &Timeline::starting_at(0)).unwrap();
    runtime.finish_speech(Duration::from_secs(20));
    let entries = log.entries();
    let board = entries.iter().position(
        |(_, call)| matches!(call, FakeCall::Speak(text, _) if text.starts_with("Weiß: König")),
    );
    let time = entries
        .iter()
        .position(|(_, call)| matches!(call, FakeCall::Speak(text, _) if text.starts_with("Weiß fünf Minuten")))
        .unwrap_or_else(|| panic!("zeit was answered: {entries:?}"));
    if let Some(board) = board {
        let (started, _) = entries[board];
        let stop = entries[board..]
            .iter()
            .find(|(_, call)| *call == FakeCall::Stop)
            .unwrap_or_else(|| panic!("the read-out was stopped: {entries:?}"));
        assert!(
            stop.0.duration_since(started) < Duration::from_secs(3),
            "stopped before its end: {entries:?}"
        );
        assert!(board < time, "{entries:?}");
    }
}

/// The peg board's talk button (`BTN talk`, annabella's extension of the protocol) reaches the
/// table over the serial line as the push-to-talk request: with nothing listening it is answered
/// in one sentence, and the game goes on on the pegs.
#[test]
fn the_peg_boards_talk_button_is_the_push_to_talk_request() {
    use annabella::board::sim::{SimKind, VirtualBoard};
    use shakmaty::Square;
    use std::sync::{Arc, Mutex};
    let dir = tempfile::tempdir().unwrap();
    let heard = Arc::new(Mutex::new(Vec::<String>::new()));
    let log = Arc::clone(&heard);
    let mut board = VirtualBoard::new(
        SimKind::Peg,
        &dir.path().join("pegs"),
        Arc::new(move |line: &str| log.lock().unwrap().push(line.to_owned())),
    )
    .unwrap();
    let board_arg = format!("peg:{}", board.link().display());
    let playing = start_playing(&["--board", &board_arg], dir.path());
    super::common::wait_until(
        "the board to be asked SNAP?",
        Duration::from_secs(10),
        || {
            heard
                .lock()
                .unwrap()
                .iter()
                .any(|line| line.contains("SNAP?"))
        },
    );
    board.button("talk").unwrap();
    assert_eq!(
        playing.next_line(),
        "Das Zuhören ist aus: starten Sie annabella mit --listen oder --push-to-talk, um Ihre Züge zu sagen."
    );
    board.up(Square::E2).unwrap();
    board.down(Square::E4, None).unwrap();
    playing.wait_for("Bauer Eva vier");
    assert!(playing.finish().success());
}

/// A language brought by files alone: the Spanish pack (voices/es.toml), its pronunciations
/// (voices/es/listen.dict) and its catalogue's yes and no (locales/es.ftl). A pawn move said
/// plainly is read back, "sí" plays it, and "tiempo" is answered like `tiempo` typed.
#[test]
fn spanish_is_heard_from_its_files_alone_with_si_for_yes() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    let files = [
        say_in(
            "es",
            dir.path(),
            "e4",
            "Peón Eva dos Eva cuatro",
            (160, 50),
            true,
        ),
        say_in("es", dir.path(), "si", "sí", (120, 50), false),
        say_in("es", dir.path(), "tiempo", "tiempo", (160, 50), true),
        // Read back again, and answered by typing "sí".
        say_in(
            "es",
            dir.path(),
            "e5",
            "Peón Eva siete Eva cinco",
            (160, 50),
            false,
        ),
    ];
    let pack = Path::new(env!("CARGO_MANIFEST_DIR")).join("voices/es.toml");
    let (_data, mut playing) = play_listening(
        &[
            "--voice",
            pack.to_str().unwrap(),
            "--time",
            "300",
            "--auto-press",
        ],
        &files,
    );
    assert_eq!(
        playing.next_line(),
        "Escuchando: decir la jugada, o escribirla."
    );
    assert_eq!(
        playing.next_line(),
        "¿Se dijo Peón Eva cuatro? Responder sí o no."
    );
    assert_eq!(playing.next_line(), "Peón Eva cuatro", "played on \"sí\"");
    let time = playing.next_line();
    assert!(
        time.starts_with("Blancas ") && time.contains("Negras "),
        "tiempo is answered like the typed command: {time}"
    );
    let mut line = playing.next_line();
    while line != "¿Se dijo Peón Eva cinco? Responder sí o no." {
        // The time's second line: how long this move has taken (its count not asserted, as
        // above).
        assert!(line.ends_with("en esta jugada"), "{line}");
        line = playing.next_line();
    }
    playing.type_line("sí");
    assert_eq!(
        playing.next_line(),
        "Peón Eva cinco",
        "played on \"sí\" typed"
    );
    assert!(playing.finish().success());
}
