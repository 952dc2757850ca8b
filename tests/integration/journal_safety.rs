//! A game is never lost and never stuck: damaged journals resumed twice, a game open twice, a
//! folder that disappears or cannot be written mid-game, FIFOs and devices where files belong,
//! a start that fails. Every case runs the real binary on real files.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::common::{annabella_with_env, play_plain as play, start_playing};

fn games_dir(data: &Path) -> PathBuf {
    data.join("annabella/games")
}

fn journals(data: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(games_dir(data))
        .map(|entries| {
            entries
                .map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|e| e == "journal"))
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}

#[test]
fn a_torn_journal_resumed_twice_keeps_every_move() {
    let data = tempfile::tempdir().unwrap();
    let (status, _, stderr) = play(&["--auto-press"], "e4\ne5\nNf3\n", data.path());
    assert_eq!(status, 0, "{stderr}");
    let [journal] = journals(data.path()).try_into().unwrap();
    // The program died while writing its last line (a crash, a full disk).
    let mut text = std::fs::read_to_string(&journal).unwrap();
    text.push_str("move b8c");
    std::fs::write(&journal, text).unwrap();

    let (status, lines, stderr) = play(&["--resume", ""], "Nc6\n", data.path());
    assert_eq!(status, 0, "{stderr}");
    assert!(lines[0].contains("beschädigt"), "{lines:?}");
    assert_eq!(lines[1], "Springer Cesar sechs");
    // The second resume reads everything, the move played after the repair included.
    let (status, lines, stderr) = play(&["--resume", ""], "moves\n", data.path());
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(
        lines,
        [
            "Zug eins: Bauer Eva vier, Bauer Eva fünf",
            "Zug zwei: Springer Felix drei, Springer Cesar sechs"
        ]
    );
}

#[test]
fn a_game_open_in_one_program_is_refused_by_a_second() {
    let data = tempfile::tempdir().unwrap();
    let (status, _, stderr) = play(&[], "e4\n", data.path());
    assert_eq!(status, 0, "{stderr}");
    let mut first = start_playing(&["--resume", ""], data.path());
    first.type_line("moves");
    // Answered: the first program holds the game.
    assert_eq!(first.next_line(), "Zug eins: Bauer Eva vier");
    let (status, _, stderr) = play(&["--resume", ""], "e5\n", data.path());
    assert_eq!(status, 2);
    assert!(
        stderr.contains("this game is open in another annabella"),
        "{stderr}"
    );
    first.type_line("e5");
    assert_eq!(first.next_line(), "Bauer Eva fünf");
    assert!(first.finish().success());
    let (_, lines, _) = play(&["--resume", ""], "moves\n", data.path());
    assert_eq!(lines, ["Zug eins: Bauer Eva vier, Bauer Eva fünf"]);
}

#[test]
fn writing_that_fails_is_said_the_game_goes_on_and_recovers_whole() {
    let data = tempfile::tempdir().unwrap();
    let games = games_dir(data.path());
    let mut game = start_playing(&["--auto-press"], data.path());
    game.type_line("e4");
    assert_eq!(game.next_line(), "Bauer Eva vier");
    // A file where the folder was: nothing can be written there, even by root.
    std::fs::remove_dir_all(&games).unwrap();
    std::fs::write(&games, b"in the way").unwrap();
    game.type_line("e5");
    assert_eq!(game.next_line(), "Bauer Eva fünf");
    assert_eq!(
        game.next_line(),
        "Achtung: die Partie wird nicht gespeichert (ihr Ordner fehlt); es geht weiter, jeder Zug \
         versucht es neu"
    );
    game.type_line("Nf3");
    assert_eq!(game.next_line(), "Springer Felix drei");
    std::fs::remove_file(&games).unwrap();
    game.type_line("Nc6");
    assert_eq!(game.next_line(), "Springer Cesar sechs");
    assert_eq!(game.next_line(), "die Partie wird wieder gespeichert");
    assert!(game.finish().success());
    let (_, lines, _) = play(&["--resume", ""], "moves\n", data.path());
    assert_eq!(
        lines,
        [
            "Zug eins: Bauer Eva vier, Bauer Eva fünf",
            "Zug zwei: Springer Felix drei, Springer Cesar sechs"
        ]
    );
}

#[test]
fn a_folder_deleted_mid_game_is_written_again_without_a_word_lost() {
    let data = tempfile::tempdir().unwrap();
    let mut game = start_playing(&["--auto-press"], data.path());
    game.type_line("d4");
    assert_eq!(game.next_line(), "Bauer David vier");
    std::fs::remove_dir_all(data.path().join("annabella")).unwrap();
    game.type_line("d5");
    assert_eq!(game.next_line(), "Bauer David fünf");
    assert!(game.finish().success());
    let (_, lines, _) = play(&["--resume", ""], "moves\n", data.path());
    assert_eq!(lines, ["Zug eins: Bauer David vier, Bauer David fünf"]);
}

#[cfg(unix)]
#[test]
fn journals_records_and_their_folder_are_private() {
    use std::os::unix::fs::PermissionsExt;
    let data = tempfile::tempdir().unwrap();
    let (status, _, stderr) = play(&["--auto-press"], "f3\ne5\ng4\nQh4\n", data.path());
    assert_eq!(status, 0, "{stderr}");
    let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    let [journal] = journals(data.path()).try_into().unwrap();
    assert_eq!(mode(&journal), 0o600);
    assert_eq!(mode(&journal.with_extension("pgn")), 0o600);
    assert_eq!(mode(&games_dir(data.path())), 0o700);
}

#[test]
fn a_start_that_fails_leaves_no_journal() {
    let data = tempfile::tempdir().unwrap();
    let (status, _, stderr) = play(&["--board", "peg:/no/such/port"], "e4\n", data.path());
    assert_eq!(status, 2, "{stderr}");
    assert!(journals(data.path()).is_empty());
}

#[cfg(unix)]
#[test]
fn a_fifo_named_like_a_journal_blocks_nothing() {
    let data = tempfile::tempdir().unwrap();
    let (status, _, _) = play(&[], "e4\n", data.path());
    assert_eq!(status, 0);
    let fifo = games_dir(data.path()).join("game-9999999999999-1.journal");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let started = Instant::now();
    let run = annabella_with_env(
        &["games", "--lang", "en"],
        b"",
        &[("XDG_DATA_HOME", data.path())],
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("cannot be read: is a FIFO (named pipe), not a file"),
        "{}",
        run.stdout
    );
    // The most recent journal is the FIFO: resume names it, without waiting on it, and
    // continues the real game only when it is named.
    let (status, _, stderr) = play(&["--resume", ""], "moves\n", data.path());
    assert_eq!(status, 2);
    assert!(stderr.contains("is a FIFO (named pipe)"), "{stderr}");
    let [real] = journals(data.path())
        .into_iter()
        .filter(|p| p.is_file())
        .collect::<Vec<_>>()
        .try_into()
        .unwrap();
    let id = real.file_stem().unwrap().to_str().unwrap();
    let (status, lines, stderr) = play(&["--resume", id], "moves\n", data.path());
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(lines, ["Zug eins: Bauer Eva vier"]);
    let (status, _, stderr) = play(&["--resume", "9999999999999"], "", data.path());
    assert_eq!(status, 2);
    assert!(stderr.contains("FIFO"), "{stderr}");
    assert!(started.elapsed() < Duration::from_secs(30));
}

#[test]
fn a_journal_from_a_newer_annabella_is_named_as_such() {
    let data = tempfile::tempdir().unwrap();
    let games = games_dir(data.path());
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(
        games.join("game-1-1.journal"),
        "annabella-journal 7\nwhatever comes in format 7\n",
    )
    .unwrap();
    let (status, _, stderr) = play(&["--resume", "game-1-1"], "", data.path());
    assert_eq!(status, 2);
    assert!(
        stderr.contains("written by a newer annabella (journal format 7"),
        "{stderr}"
    );
}

#[test]
fn quitting_records_the_instant_so_the_clock_is_not_given_back() {
    let data = tempfile::tempdir().unwrap();
    let mut game = start_playing(&["--time", "300"], data.path());
    game.type_line("e4");
    assert_eq!(game.next_line(), "Bauer Eva vier");
    game.type_line("quit");
    assert!(game.finish().success());
    let [journal] = journals(data.path()).try_into().unwrap();
    let replayed = annabella::journal::read(&journal).unwrap();
    assert!(
        matches!(
            replayed.records.last(),
            Some(annabella::core::session::Record::Stopped { .. })
        ),
        "{:?}",
        replayed.records
    );
}

#[test]
fn a_game_killed_with_its_clock_running_waits_for_it_when_resumed() {
    let data = tempfile::tempdir().unwrap();
    let mut game = start_playing(&["--time", "300"], data.path());
    game.type_line("e4");
    assert_eq!(game.next_line(), "Bauer Eva vier");
    // Killed without warning: no stop is recorded, the clock was running.
    game.child.kill().unwrap();
    game.child.wait().unwrap();
    let game = start_playing(&["--resume"], data.path());
    assert!(
        game.greeting
            .ends_with("Schwarz am Zug; Enter startet die Uhr"),
        "{}",
        game.greeting
    );
    assert!(game.finish().success());
    let [journal] = journals(data.path()).try_into().unwrap();
    let records = annabella::journal::read(&journal).unwrap().records;
    assert!(
        records
            .iter()
            .any(|r| matches!(r, annabella::core::session::Record::Stopped { .. })),
        "the hold is recorded: {records:?}"
    );
}
