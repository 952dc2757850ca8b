//! The table heard through a real screen reader: Fenrir (Debian's console screen reader) in its
//! PTY mode (`fenrir -e`), run in tmux, runs `annabella play` as its shell and speaks through a
//! command that writes each utterance to a file with the instant it was asked to speak it.
//! Keys go through tmux into Fenrir, which passes them on, as a player's keyboard would.
//!
//! Needs `fenrir` and `tmux` (scripts/system-packages.sh test installs them).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use crate::common::{require_tool, wait_until};
use crate::tmux::Tmux;

/// Fenrir's own settings, as Debian ships them; the test changes speech, sound and remote.
const FENRIR_SETTINGS: &str = "/etc/fenrirscreenreader/settings/settings.conf";
/// How long the announcement after Enter may take to be spoken.
const PROMPT_SPEECH: Duration = Duration::from_secs(1);
/// How long the table is left alone with its clock running.
const IDLE: Duration = Duration::from_secs(10);
const WAIT: Duration = Duration::from_secs(20);

/// One utterance Fenrir asked its speech command to say.
#[derive(Debug, Clone)]
pub(crate) struct Spoken {
    /// Nanoseconds since the Unix epoch.
    pub(crate) at_ns: u128,
    pub(crate) text: String,
}

/// Fenrir running annabella in a tmux server of the test's own, killed when dropped.
pub(crate) struct Fenrir {
    tmux: Tmux,
    spoken: PathBuf,
}

impl Fenrir {
    /// Starts Fenrir with `program` (annabella and its arguments) as its shell, in `dir`.
    fn start(dir: &Path, program: &[&str]) -> Fenrir {
        Self::start_speaking(dir, program, 0)
    }

    /// The same, with a speech command that takes as long as saying the utterance would:
    /// `ms_per_word` for each word (0: no time at all), so what Fenrir queues waits its turn
    /// as it would with a real voice.
    pub(crate) fn start_speaking(dir: &Path, program: &[&str], ms_per_word: u32) -> Fenrir {
        let fenrir = require_tool("fenrir", &[]);
        require_tool("tmux", &[]);
        let settings = std::fs::read_to_string(FENRIR_SETTINGS).unwrap_or_else(|e| {
            panic!("{FENRIR_SETTINGS}: {e} (scripts/system-packages.sh test installs fenrir)")
        });
        let spoken = dir.join("spoken.txt");
        // Fenrir reads its settings with configparser: no `%` may appear there, so the speech
        // command is a script of its own.
        let speak = executable(
            dir,
            "speak.sh",
            &format!(
                "printf '%s %s\\n' \"$(date +%s%N)\" \"$1\" >> '{}'\n\
                 set -f; set -- $1\n\
                 exec sleep \"$(($# * {ms_per_word}))e-3\"",
                spoken.display()
            ),
        );
        let conf = dir.join("fenrir.conf");
        std::fs::write(&conf, fenrir_settings(&settings, &speak)).unwrap();
        let quoted: Vec<String> = program.iter().map(|word| format!("'{word}'")).collect();
        let shell = executable(
            dir,
            "table.sh",
            &format!(
                "exec env XDG_DATA_HOME='{}' {}",
                dir.join("data").display(),
                quoted.join(" ")
            ),
        );
        let command = format!(
            "{} -e -s '{}' -o 'general#shell={}'",
            fenrir.display(),
            conf.display(),
            shell.display()
        );
        let tmux = Tmux::start(&[&command], 100, 30);
        Fenrir { tmux, spoken }
    }

    pub(crate) fn type_text(&self, text: &str) {
        self.tmux.type_text(text);
    }

    pub(crate) fn keys(&self, keys: &[&str]) {
        self.tmux.keys(keys);
    }

    pub(crate) fn screen(&self) -> String {
        self.tmux.screen()
    }

    /// Everything Fenrir has spoken so far.
    pub(crate) fn spoken(&self) -> Vec<Spoken> {
        std::fs::read_to_string(&self.spoken)
            .unwrap_or_default()
            .lines()
            .filter_map(|line| {
                let (at, text) = line.split_once(' ')?;
                Some(Spoken {
                    at_ns: at.parse().ok()?,
                    text: text.to_owned(),
                })
            })
            .collect()
    }

    /// Waits until Fenrir has spoken something containing `words` after the first `skip`
    /// utterances; returns it.
    pub(crate) fn heard(&self, words: &str, skip: usize) -> Spoken {
        let mut found = None;
        let limit = WAIT;
        let what = format!("Fenrir to say {words:?}");
        let start = Instant::now();
        while found.is_none() {
            found = self
                .spoken()
                .into_iter()
                .skip(skip)
                .find(|s| s.text.contains(words));
            if found.is_none() {
                assert!(
                    start.elapsed() < limit,
                    "waited for {what}; spoken: {:#?}\nscreen:\n{}",
                    self.spoken(),
                    self.screen()
                );
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        found.unwrap()
    }

    /// Types `line` and Enter; returns the seconds from Enter until Fenrir said `answer`.
    fn enter_and_time(&self, line: &str, answer: &str) -> f64 {
        let before = self.spoken().len();
        self.type_text(line);
        // The typed letters are echoed (and may be said) before Enter is pressed.
        wait_until("the typed line on the screen", WAIT, || {
            self.screen().contains(line)
        });
        let enter_ns = now_ns();
        self.keys(&["Enter"]);
        let said = self.heard(answer, before);
        Duration::from_nanos(u64::try_from(said.at_ns.saturating_sub(enter_ns)).unwrap())
            .as_secs_f64()
    }

    /// Leaves the table alone for `IDLE`; returns what Fenrir said meanwhile, and whether the
    /// screen changed.
    fn idle(&self) -> (Vec<Spoken>, bool) {
        // Fenrir has finished with what came before when nothing new arrives for a moment.
        let mut count = self.spoken().len();
        wait_until("Fenrir to fall silent", WAIT, || {
            std::thread::sleep(Duration::from_millis(500));
            let now = self.spoken().len();
            std::mem::replace(&mut count, now) == now
        });
        let screen = self.screen();
        let from = now_ns();
        // Watching for a while is what this measures: there is no event to wait for.
        std::thread::sleep(IDLE);
        let during = self
            .spoken()
            .into_iter()
            .filter(|s| s.at_ns >= from)
            .collect();
        (during, self.screen() != screen)
    }
}

fn now_ns() -> u128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_nanos()
}

fn executable(dir: &Path, name: &str, body: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// Debian's settings with speech through `speak`, and no sound icons or remote socket.
fn fenrir_settings(settings: &str, speak: &Path) -> String {
    let mut section = String::new();
    settings
        .lines()
        .map(|line| {
            if line.starts_with('[') {
                line.clone_into(&mut section);
            }
            match (section.as_str(), line.split_once('=').map(|(k, _)| k)) {
                ("[speech]", Some("genericSpeechCommand")) => {
                    format!("genericSpeechCommand={} \"fenrirText\"", speak.display())
                }
                ("[speech]", Some("driver")) => "driver=genericDriver".to_owned(),
                ("[sound]", Some("enabled")) => "enabled=False".to_owned(),
                ("[remote]", Some("enable")) => "enable=False".to_owned(),
                _ => line.to_owned(),
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

pub(crate) fn annabella() -> &'static str {
    env!("CARGO_BIN_EXE_annabella")
}

fn texts(spoken: &[Spoken]) -> Vec<&str> {
    spoken.iter().map(|s| s.text.as_str()).collect()
}

#[test]
fn the_screen_reader_layout_under_fenrir_speaks_news_once_and_squares_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let said = dir.path().join("said.txt");
    let said = said.to_str().unwrap();
    let fenrir = Fenrir::start(
        dir.path(),
        &[
            annabella(),
            "play",
            "--screen-reader",
            "--voice",
            "en",
            "--time",
            "300+0",
            "--speech-log",
            said,
        ],
    );
    let greeting = fenrir.heard("New game", 0);
    assert!(
        !greeting.text.contains(['│', '─', '┌']),
        "no box drawing: {greeting:?}"
    );

    let seconds = fenrir.enter_and_time("e4", "Pawn Echo four");
    eprintln!("screen reader layout: Enter to spoken announcement {seconds:.3} s");
    assert!(
        seconds < PROMPT_SPEECH.as_secs_f64(),
        "the announcement came {seconds:.3} s after Enter"
    );

    // On the board: each square said in words as the focus moves.
    let before = fenrir.spoken().len();
    fenrir.keys(&["Tab"]);
    fenrir.heard("Echo one: white King", before);
    fenrir.keys(&["Up"]);
    fenrir.heard("Echo two: empty", before);
    fenrir.keys(&["Right"]);
    fenrir.heard("Foxtrot two: white Pawn", before);
    // An Alt-letter key reaches the table through the screen reader.
    let before = fenrir.spoken().len();
    fenrir.keys(&["M-l"]);
    fenrir.heard("move one, White: Pawn Echo four", before);

    // White's clock runs; nothing is said while nothing happens.
    let (during, changed) = fenrir.idle();
    eprintln!(
        "screen reader layout: {} utterances in {IDLE:?} idle",
        during.len()
    );
    assert!(
        during.is_empty(),
        "chatter while idle: {:?}",
        texts(&during)
    );
    assert!(!changed, "the screen changed while idle");
    let everything = fenrir.spoken();
    eprintln!("screen reader layout, spoken: {:?}", texts(&everything));
    assert!(
        everything.iter().all(|s| !s.text.contains(['│', '─'])),
        "box drawing read: {:?}",
        texts(&everything)
    );
    // Each announcement once, whole, and nothing else: no line read again, no word echoed.
    let after_greeting: Vec<&str> = everything
        .iter()
        .skip_while(|s| !s.text.contains("New game"))
        .skip(1)
        .map(|s| s.text.trim())
        // Fenrir echoes typed letters (as one word when they arrive together).
        .filter(|text| *text != "e4")
        .collect();
    assert_eq!(
        after_greeting,
        [
            // Fenrir says no `>` (its punctuation level).
            "Pawn Echo four",
            "Echo one: white King",
            "Echo two: empty",
            "Foxtrot two: white Pawn",
            "move one, White: Pawn Echo four",
        ],
    );
}

#[test]
fn line_mode_under_fenrir_speaks_the_announcement_at_once_and_is_quiet_while_idle() {
    let dir = tempfile::tempdir().unwrap();
    let fenrir = Fenrir::start(
        dir.path(),
        &[
            annabella(),
            "play",
            "--plain",
            "--voice",
            "en",
            "--time",
            "300+0",
        ],
    );
    fenrir.heard("New game", 0);
    let seconds = fenrir.enter_and_time("e4", "Pawn Echo four");
    eprintln!("line mode: Enter to spoken announcement {seconds:.3} s");
    assert!(
        seconds < PROMPT_SPEECH.as_secs_f64(),
        "the announcement came {seconds:.3} s after Enter"
    );
    // The cursor rests on the announcement's line (the prompt), not on an empty line.
    let screen = fenrir.screen();
    let (_, row) = cursor(&fenrir);
    let line = screen.lines().nth(usize::from(row)).unwrap_or_default();
    assert_eq!(line.trim_end(), "Pawn Echo four >", "{screen}");

    let (during, changed) = fenrir.idle();
    eprintln!("line mode: {} utterances in {IDLE:?} idle", during.len());
    assert!(
        during.is_empty(),
        "chatter while idle: {:?}",
        texts(&during)
    );
    assert!(!changed, "the screen changed while idle");
    eprintln!("line mode, spoken: {:?}", texts(&fenrir.spoken()));
}

fn cursor(fenrir: &Fenrir) -> (u16, u16) {
    fenrir.tmux.cursor()
}
