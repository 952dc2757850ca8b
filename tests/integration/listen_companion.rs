//! Listening's companion program, `annabella-listen` (pocketsphinx runs there, not in
//! `annabella`): when it is not installed, `hear` says so in one line naming the part and the
//! table says listening is off and plays on by keyboard; when it is killed in the middle of a
//! game, the table says listening has stopped and the game goes on, nothing lost.
//!
//! A missing companion is made by running `annabella` from a folder of the test's own (a hard
//! link of the built program, so it does not find the companion built beside the original).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::Receiver;
use std::time::Duration;

use super::common::{assert_no_refusal, lines_of, wait_until};
use super::listening::{list, require_model, say};

/// The variable naming a folder to look for companions in first (unset here).
const FOLDER_VARIABLE: &str = "ANNABELLA_COMPANIONS";

/// Where the Debian package installs the companions, which `annabella` looks in last.
const INSTALLED: &str = "/usr/libexec/annabella/annabella-listen";

/// The built `annabella`, alone in a folder of its own: no companion beside it.
fn annabella_alone() -> (tempfile::TempDir, PathBuf) {
    assert!(
        !Path::new(INSTALLED).exists(),
        "{INSTALLED} is installed: a missing companion cannot be tested on this machine"
    );
    let folder = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let program = folder.path().join("annabella");
    let built = env!("CARGO_BIN_EXE_annabella");
    if std::fs::hard_link(built, &program).is_err() {
        std::fs::copy(built, &program).unwrap();
    }
    (folder, program)
}

/// A game at the table (`play --plain ARGS`) run by `program`, with its lines as they come.
struct Table {
    child: Child,
    input: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Table {
    fn start(program: &Path, args: &[&str], data: &Path) -> Table {
        let mut child = Command::new(program)
            .args(["play", "--plain"])
            .args(args)
            .env("XDG_DATA_HOME", data)
            .env_remove(FOLDER_VARIABLE)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let input = child.stdin.take();
        let lines = lines_of(child.stdout.take().unwrap());
        Table {
            child,
            input,
            lines,
        }
    }

    /// The next line said; recognising a move on a loaded machine takes seconds.
    fn next_line(&self) -> String {
        self.lines
            .recv_timeout(Duration::from_secs(25))
            .expect("a line within 25 s")
    }

    #[track_caller]
    fn wait_for(&self, wanted: &str) {
        loop {
            let line = self.next_line();
            if line == wanted {
                return;
            }
            assert_no_refusal(&line, &format!("waiting for {wanted:?}"));
        }
    }

    fn type_line(&mut self, line: &str) {
        let input = self.input.as_mut().unwrap();
        input.write_all(format!("{line}\n").as_bytes()).unwrap();
        input.flush().unwrap();
    }

    /// The companion it started: its child running `annabella-listen`.
    fn companion_pid(&self) -> Option<u32> {
        let tasks = Path::new("/proc")
            .join(self.child.id().to_string())
            .join("task");
        std::fs::read_dir(tasks)
            .ok()?
            .flatten()
            .filter_map(|task| std::fs::read_to_string(task.path().join("children")).ok())
            .flat_map(|children| {
                children
                    .split_whitespace()
                    .filter_map(|pid| pid.parse::<u32>().ok())
                    .collect::<Vec<_>>()
            })
            .find(|pid| {
                std::fs::read_link(format!("/proc/{pid}/exe"))
                    .is_ok_and(|exe| exe.ends_with("annabella-listen"))
            })
    }

    fn finish(mut self) -> std::process::ExitStatus {
        drop(self.input.take());
        self.child.wait().unwrap()
    }
}

/// Whether the process `pid` has ended (gone, or a zombie its parent has not reaped yet).
fn has_ended(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).map_or(true, |stat| {
        stat.rsplit(')')
            .next()
            .is_some_and(|rest| rest.trim_start().starts_with('Z'))
    })
}

#[test]
fn hear_without_its_companion_says_so_in_one_line_naming_the_part() {
    require_model();
    let (folder, alone) = annabella_alone();
    let dir = tempfile::tempdir().unwrap();
    let wav = say(dir.path(), "nf3", "Springer Felix drei", 150, 50, true);
    for (lang, said) in [
        (
            "en",
            "listening (pocketsphinx): its program annabella-listen is not installed (looked for in ",
        ),
        (
            "de",
            "Zuhören (pocketsphinx): das Programm annabella-listen ist nicht installiert (gesucht in ",
        ),
    ] {
        let output = Command::new(&alone)
            .args(["hear", "--lang", lang])
            .arg(&wav)
            .env_remove(FOLDER_VARIABLE)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{lang}: {stderr}");
        assert!(output.stdout.is_empty(), "{lang}: nothing heard is printed");
        assert_eq!(stderr.lines().count(), 1, "{lang}: {stderr}");
        assert!(stderr.contains(said), "{lang}: {stderr}");
        // The places looked in: beside the program, and where the package installs it.
        assert!(
            stderr.contains(&folder.path().display().to_string())
                && stderr.contains("/usr/libexec/annabella"),
            "{lang}: {stderr}"
        );
    }
}

#[test]
fn a_table_without_its_companion_says_listening_is_off_and_plays_by_keyboard() {
    require_model();
    let (folder, alone) = annabella_alone();
    let dir = tempfile::tempdir().unwrap();
    let files = list(&[say(dir.path(), "nf3", "Springer Felix drei", 150, 50, true)]);
    let data = tempfile::tempdir().unwrap();
    let mut table = Table::start(&alone, &["--listen-file", &files], data.path());
    let greeting = table.next_line();
    assert!(super::common::is_greeting(&greeting), "{greeting}");
    assert_eq!(
        table.next_line(),
        format!(
            "Das Zuhören ist aus: Zuhören (pocketsphinx): das Programm annabella-listen ist \
             nicht installiert (gesucht in {}, /usr/libexec/annabella); spielen Sie mit der \
             Tastatur.",
            folder.path().display()
        )
    );
    table.type_line("e4");
    table.wait_for("Bauer Eva vier");
    table.type_line("moves");
    table.wait_for("Zug eins: Bauer Eva vier");
    assert!(table.finish().success());
}

#[test]
fn a_companion_killed_mid_game_stops_listening_and_the_game_goes_on() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    let files = list(&[
        say(dir.path(), "nf3", "Springer Felix drei", 150, 50, true),
        say(dir.path(), "nf6", "Springer Felix sechs", 150, 50, true),
    ]);
    let data = tempfile::tempdir().unwrap();
    let mut table = Table::start(
        Path::new(env!("CARGO_BIN_EXE_annabella")),
        &["--push-to-talk", "--auto-press", "--listen-file", &files],
        data.path(),
    );
    let greeting = table.next_line();
    assert!(super::common::is_greeting(&greeting), "{greeting}");
    assert!(
        table
            .next_line()
            .starts_with("Ich höre zu, wenn Sie sprechen tippen"),
        "listening on talk"
    );
    // The first move heard through the companion.
    table.type_line("sprechen");
    let heard = table.next_line();
    assert!(heard.contains("Springer Felix drei"), "{heard}");
    if heard.starts_with("Meinten Sie") {
        table.type_line("ja");
        table.wait_for("Springer Felix drei");
    }
    let companion = table
        .companion_pid()
        .expect("annabella-listen running as annabella's child");
    let killed = Command::new("kill")
        .args(["-KILL", &companion.to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    wait_until("the companion to end", Duration::from_secs(10), || {
        has_ended(companion)
    });
    // The next utterance finds it stopped: said once, and the keyboard plays on.
    table.type_line("sprechen");
    assert_eq!(
        table.next_line(),
        "Das Zuhören ist aus: Zuhören (pocketsphinx): das Programm wurde beendet; spielen Sie \
         mit der Tastatur."
    );
    table.type_line("Nf6");
    table.wait_for("Springer Felix sechs");
    table.type_line("moves");
    table.wait_for("Zug eins: Springer Felix drei, Springer Felix sechs");
    assert!(table.finish().success());
}
