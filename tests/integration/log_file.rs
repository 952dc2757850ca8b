//! The log for bug reports: warnings and the final error also go to
//! `$XDG_STATE_HOME/annabella/annabella.log`; a relative `XDG_STATE_HOME` is ignored, as the XDG
//! spec says, for `~/.local/state`.

use std::process::Command;

/// Runs in `cwd`, so a relative folder wrongly taken would land there, not in the source tree.
fn announce_missing_file(
    cwd: &std::path::Path,
    env: &[(&str, &std::path::Path)],
) -> std::process::Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    command.current_dir(cwd);
    command.env_remove("XDG_STATE_HOME");
    for (name, value) in env {
        command.env(name, value);
    }
    command
        .args(["announce", "/nonexistent/game.pgn"])
        .output()
        .unwrap()
}

#[test]
fn the_final_error_is_logged_in_the_state_folder() {
    let state = tempfile::tempdir().unwrap();
    let run = announce_missing_file(state.path(), &[("XDG_STATE_HOME", state.path())]);
    assert_eq!(run.status.code(), Some(2));
    let log = std::fs::read_to_string(state.path().join("annabella/annabella.log")).unwrap();
    // A file name mistyped is the person's mistake, not the program's fault: a warning.
    assert!(
        log.contains("WARN") && log.contains("/nonexistent/game.pgn"),
        "{log}"
    );
    assert!(!log.contains("ERROR"), "{log}");
}

#[test]
fn a_relative_xdg_state_home_is_ignored_for_the_home_folder() {
    let home = tempfile::tempdir().unwrap();
    let run = announce_missing_file(
        home.path(),
        &[
            ("HOME", home.path()),
            ("XDG_STATE_HOME", std::path::Path::new("relative/state")),
        ],
    );
    assert_eq!(run.status.code(), Some(2));
    let log = home.path().join(".local/state/annabella/annabella.log");
    assert!(log.is_file(), "no log at {}", log.display());
    assert!(!home.path().join("relative").exists());
}
