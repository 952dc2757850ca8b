//! The braille display's companion (`annabella-braille`, the program that alone links `BrlAPI`):
//! a missing one is said as no display, naming its program, and one that stops mid-game is said
//! once as the display gone; either way the game goes on with nothing lost. A sealed table may
//! start it too. The display itself is BRLTTY's `vr` driver, as in `braille_display`.

use std::path::Path;
use std::time::Duration;

use crate::braille_display::{
    Annabella, assert_said_once, e4_on_a_display, e4_then_finish, free_api_port,
};
use crate::companion_processes::kill_the_companion;

/// What the player hears when the companion cannot be found (German: the test's default).
const MISSING: &str = "Keine Braillezeile (das Programm annabella-braille ist nicht installiert";
/// What the player hears when the companion stops mid-game.
const STOPPED: &str = "Die Braillezeile ist weg (das Programm annabella-braille wurde beendet)";

#[test]
fn without_its_companion_the_display_is_said_missing_once_and_the_game_goes_on() {
    // A copy of annabella in a folder of its own: no companion beside it (and the helper
    // removes ANNABELLA_COMPANIONS).
    let folder = tempfile::tempdir().unwrap();
    let program = folder.path().join("annabella");
    std::fs::copy(env!("CARGO_BIN_EXE_annabella"), &program).unwrap();
    assert!(
        !Path::new("/usr/libexec/annabella/annabella-braille").exists(),
        "an installed companion would be found: this test needs none installed"
    );
    let (_, number) = free_api_port();
    let mut annabella = Annabella::start_program(
        &program,
        &format!("127.0.0.1:{number}"),
        &["play", "--plain", "--braille"],
    );
    let said = annabella.wait_for("the missing companion said", |line| {
        line.starts_with(MISSING)
    });
    assert!(said.ends_with("die Partie geht ohne sie weiter."), "{said}");
    assert_said_once(&e4_then_finish(annabella), "Keine Braillezeile");
}

#[test]
fn a_companion_killed_mid_game_is_said_once_as_the_display_gone_and_the_game_goes_on() {
    // BRLTTY is kept to the end: the display stays while the companion is killed.
    let (_brltty, mut annabella) = e4_on_a_display(40);
    // One companion for one display.
    kill_the_companion(
        annabella.pid(),
        "annabella-braille",
        Duration::from_secs(15),
    );
    annabella.wait_for("the companion's end said", |line| line.starts_with(STOPPED));
    // The game goes on from where it was: e5 is Black's answer to e4.
    annabella.type_line("e5");
    annabella.wait_for("the game goes on", |line| line == "Bauer Eva fünf");
    annabella.type_line("Nf3");
    annabella.wait_for("and on", |line| line == "Springer Felix drei");
    assert_said_once(&annabella.finish(), "Die Braillezeile ist weg");
}

#[test]
fn a_sealed_table_still_starts_the_braille_companion() {
    // BrlAPI's address with nothing listening (and the seal allows no TCP connection): the
    // companion starts, and it is BRLTTY that is said missing, not the companion.
    let (_, number) = free_api_port();
    let mut annabella = Annabella::start_program(
        Path::new(env!("CARGO_BIN_EXE_annabella")),
        &format!("127.0.0.1:{number}"),
        &["play", "--plain", "--sealed", "--braille"],
    );
    annabella.wait_for("no display said", |line| {
        line.starts_with("Keine Braillezeile (BRLTTY läuft nicht")
    });
    let said = e4_then_finish(annabella);
    assert!(
        !said.iter().any(|line| line.contains("annabella-braille")),
        "{said:?}"
    );
}
