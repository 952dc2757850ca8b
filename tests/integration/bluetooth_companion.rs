//! The Bluetooth companion (`annabella-bluetooth`, the program that alone links `btleplug` and
//! libdbus): a missing one is said, naming its part and its program, where a board that cannot
//! be reached is said today (the table does not start without its e-board; `annabella boards`
//! says Bluetooth cannot be used); one killed mid-game is said once as the board lost, and a new
//! companion is started that finds the board again: the game goes on. The board is the
//! simulated Chessnut on the `BlueZ` mock, as in `eboard_ble`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::common::wait_until;
use crate::eboard_ble::{said, said_after, table};

/// A copy of annabella in a folder of its own: no companion beside it.
fn annabella_alone() -> (tempfile::TempDir, PathBuf) {
    let folder = tempfile::tempdir().unwrap();
    let program = folder.path().join("annabella");
    std::fs::copy(env!("CARGO_BIN_EXE_annabella"), &program).unwrap();
    assert!(
        !Path::new("/usr/libexec/annabella/annabella-bluetooth").exists(),
        "an installed companion would be found: this test needs none installed"
    );
    (folder, program)
}

/// `program ARGS` run to its end without a companion found elsewhere: success, and what it
/// wrote on standard output and standard error.
fn run_alone(program: &Path, args: &[&str]) -> (bool, String, String) {
    let home = tempfile::tempdir().unwrap();
    let output = Command::new(program)
        .args(args)
        .env("XDG_DATA_HOME", home.path().join("data"))
        .env("XDG_CONFIG_HOME", home.path().join("config"))
        .env_remove("ANNABELLA_COMPANIONS")
        .stdin(Stdio::null())
        .output()
        .expect("run annabella");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn without_its_companion_a_board_over_bluetooth_is_said_unreachable_naming_the_program() {
    let (folder, program) = annabella_alone();
    let opponent = folder.path().join("opponent.txt");
    let (ok, _, refused) = run_alone(
        &program,
        &[
            "play",
            "--plain",
            "--voice",
            "en",
            "--speech",
            "text",
            "--lang",
            "de",
            "--no-earcons",
            "--blind",
            "white",
            "--eboard",
            "chessnut:ble",
            "--opponent-output",
            &opponent.display().to_string(),
        ],
    );
    // As a board that cannot be found: the table does not start, and says why.
    assert!(!ok, "{refused}");
    let line = refused
        .lines()
        .find(|line| line.contains("über Bluetooth nicht erreichbar"))
        .unwrap_or_else(|| panic!("the board not reached, said: {refused}"));
    assert!(
        line.contains(
            "das Chessnut-Brett ist über Bluetooth nicht erreichbar: Bluetooth-Bretter (BlueZ): \
             das Programm annabella-bluetooth ist nicht installiert (gesucht in "
        ),
        "{line}"
    );
    assert!(
        line.contains(&folder.path().display().to_string()),
        "{line}"
    );

    let (ok, listed, _) = run_alone(&program, &["boards", "--listen", "1", "--lang", "en"]);
    assert!(ok, "{listed}");
    assert!(
        listed.trim().starts_with(
            "no board can be looked for over Bluetooth: Bluetooth boards (BlueZ): its program \
             annabella-bluetooth is not installed (looked for in "
        ),
        "{listed}"
    );
}

/// The processes named `annabella-bluetooth` (the kernel keeps 15 bytes of a name) whose
/// parent is an `annabella` and whose environment names the bus at `bus`: this test's.
fn companions_on(bus: &str) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    let name_and_parent = |pid: u32| -> Option<(String, u32)> {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        // `pid (name) state ppid …`: the name may hold spaces, so read after its `)`.
        let (name, rest) = stat.split_once(" (")?.1.rsplit_once(") ")?;
        Some((
            name.to_owned(),
            rest.split_whitespace().nth(1)?.parse().ok()?,
        ))
    };
    let wanted = format!("DBUS_SYSTEM_BUS_ADDRESS={bus}");
    entries
        .filter_map(|entry| {
            let pid: u32 = entry.ok()?.file_name().to_str()?.parse().ok()?;
            let (name, parent) = name_and_parent(pid)?;
            let environ = std::fs::read(format!("/proc/{pid}/environ")).ok()?;
            let ours = environ
                .split(|byte| *byte == 0)
                .any(|variable| variable == wanted.as_bytes());
            (name == "annabella-bluet"
                && ours
                && name_and_parent(parent).is_some_and(|(name, _)| name == "annabella"))
            .then_some(pid)
        })
        .collect()
}

#[test]
fn a_companion_killed_mid_game_is_said_once_as_the_board_lost_and_a_new_one_finds_it_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = table(dir.path(), "chessnut", None);
    t.playing.type_line("e4");
    said(&t.playing, "Pawn Echo four");
    t.sim.command("move e2 e4");
    t.sim.command("move e7 e5");
    said(&t.playing, "Pawn Echo five");

    let bus = t.bus_address();
    let mut companions = Vec::new();
    wait_until(
        "the companion among annabella's children",
        Duration::from_secs(15),
        || {
            companions = companions_on(&bus);
            !companions.is_empty()
        },
    );
    assert_eq!(companions.len(), 1, "one companion for one board");
    let killed = Command::new("kill")
        .args(["-KILL", &companions[0].to_string()])
        .status()
        .unwrap();
    assert!(killed.success());

    said(&t.playing, "board disconnected");
    let (_, meanwhile) = said_after(&t.playing, "board connected again");
    // Said once: nothing more about the loss or the companion while the board is looked for.
    assert!(
        !meanwhile
            .iter()
            .any(|line| line.contains("disconnected") || line.contains("annabella-bluetooth")),
        "{meanwhile:?}"
    );
    eprintln!("said while the board was looked for: {meanwhile:?}");
    let now = companions_on(&bus);
    assert_eq!(now.len(), 1, "a new companion: {now:?}");
    assert_ne!(now[0], companions[0]);

    // The game goes on from where it was.
    t.playing.type_line("Nf3");
    said(&t.playing, "Knight Foxtrot three");
    t.sim.command("move g1 f3");
    t.sim.command("move b8 c6");
    said(&t.playing, "Knight Charlie six");
    assert!(t.playing.finish().success());
}
