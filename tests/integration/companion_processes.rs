//! The companions' programs as the tests meet them: `annabella` alone in a folder without them,
//! and the companion a running program started, found in /proc.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use crate::common::{output_of, wait_until};

/// `annabella` copied alone into `DIR/alone`, so the companion `program` is neither beside it
/// nor (the test needs a machine without it) installed.
pub fn annabella_alone(dir: &Path, program: &str) -> PathBuf {
    let installed = Path::new("/usr/libexec/annabella").join(program);
    assert!(
        !installed.exists(),
        "{} is installed: this test needs a machine without it",
        installed.display()
    );
    let alone = dir.join("alone");
    std::fs::create_dir(&alone).unwrap();
    let copy = alone.join("annabella");
    std::fs::copy(env!("CARGO_BIN_EXE_annabella"), &copy).unwrap();
    copy
}

/// `command` given a home of its own in `home` (its data, state and settings folders inside),
/// and no companion folder named: it finds its companions only where it is installed.
pub fn at_home<'c>(command: &'c mut Command, home: &Path) -> &'c mut Command {
    command
        .env("HOME", home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_STATE_HOME", home.join("state"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env_remove("ANNABELLA_COMPANIONS")
}

/// The processes running `program` whose parent is `parent`, ended ones (zombies) left out.
pub fn companions_of(parent: u32, program: &str) -> Vec<u32> {
    // The kernel keeps 15 bytes of a program's name.
    let name: String = program.chars().take(15).collect();
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
                return false;
            };
            // `pid (name) state ppid …`: the name may hold spaces, so read after its last `)`.
            let Some((head, rest)) = stat.rsplit_once(") ") else {
                return false;
            };
            let mut fields = rest.split_whitespace();
            let state = fields.next();
            let ppid = fields.next().and_then(|p| p.parse().ok());
            head.split_once(" (").is_some_and(|(_, comm)| comm == name)
                && ppid == Some(parent)
                && state != Some("Z")
        })
        .collect()
}

/// Waits (up to `limit`) for the one `program` that `parent` started, kills it with SIGKILL (no
/// chance to say goodbye) and returns its process id.
#[track_caller]
pub fn kill_the_companion(parent: u32, program: &str, limit: Duration) -> u32 {
    let mut companions = Vec::new();
    wait_until(program, limit, || {
        companions = companions_of(parent, program);
        !companions.is_empty()
    });
    assert_eq!(companions.len(), 1, "one {program}: {companions:?}");
    let killed = Command::new("kill")
        .args(["-KILL", &companions[0].to_string()])
        .status()
        .unwrap();
    assert!(killed.success(), "kill {}", companions[0]);
    companions[0]
}

/// The next line of `lines` that contains `wanted`, within 20 s; every line read goes to `seen`.
#[track_caller]
pub fn line_with(lines: &Receiver<String>, wanted: &str, seen: &mut Vec<String>) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) if line.contains(wanted) => return seen.push(line),
            Ok(line) => seen.push(line),
            Err(why @ (RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected)) => {
                panic!("no line with {wanted:?} ({why}) in:\n{}", seen.join("\n"))
            }
        }
    }
}

/// A German game of e4, e5 and quit, run by `command` (annabella without one of its companions):
/// the part said missing once (`missing`: its German sentence), the game gone on in text.
#[track_caller]
pub fn game_goes_on_in_text_without(command: &mut Command, missing: &str) {
    let output = output_of(command, b"e4\ne5\nquit\n");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{output:?}");
    // In German, naming the part and its program, once.
    assert_eq!(stderr.matches(missing).count(), 1, "{stderr}");
    assert!(
        stderr.contains("die Partie geht als Text weiter"),
        "{stderr}"
    );
    assert!(stdout.contains("Bauer Eva vier"), "{stdout}");
    assert!(stdout.contains("Bauer Eva fünf"), "{stdout}");
}
