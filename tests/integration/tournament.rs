//! A tournament game in line mode through the real binary (issue 25): the repeat-back that never
//! plays a move, every press heard, the names on every record, a clock that speaks only when
//! time was used, practice and resume, and every board named.

use crate::common::play_plain as play;

/// D.2.1 with an assistant: the repetition "Bauer Cesar vier" of Black's c5 is a mismatch, never
/// White's c4; White's next move is taken only once the assistant has pressed.
#[test]
fn the_assistants_misheard_repetition_is_a_mismatch_never_a_move() {
    let data = tempfile::tempdir().unwrap();
    let (status, lines, stderr) = play(
        &["--role", "assistant", "--no-earcons"],
        "e4\n\nc5\nBauer Cesar vier\nmoves\n\nc4\nmoves\n",
        data.path(),
    );
    assert_eq!(status, 0, "{stderr}");
    let mismatch = lines
        .iter()
        .position(|line| {
            line == "nicht der gespielte Zug: gehört Bauer Cesar vier, gespielt Bauer Cesar fünf"
        })
        .unwrap_or_else(|| panic!("no mismatch said: {lines:?}"));
    assert!(lines[mismatch + 1].starts_with("erst die Uhr"), "{lines:?}");
    // Nothing was played: the score sheet still ends with Black's c5.
    assert!(
        lines.contains(&"Zug eins: Bauer Eva vier, Bauer Cesar fünf".to_owned()),
        "{lines:?}"
    );
    // After the press, c4 is White's second move.
    assert_eq!(
        lines.last().unwrap(),
        "Zug zwei: Bauer Cesar vier",
        "{lines:?}"
    );
}

/// Every press is heard: in line mode, where no click is heard, one short line says whose clock
/// runs now (Enter and `press`), or whose move it is without a clock.
#[test]
fn every_press_says_whose_clock_runs_in_line_mode() {
    let data = tempfile::tempdir().unwrap();
    let (status, lines, stderr) = play(&["--time", "300+2"], "e4\n\ne5\npress\n", data.path());
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(
        lines,
        [
            "Bauer Eva vier",
            "Uhr läuft für Schwarz",
            "Bauer Eva fünf",
            "Uhr läuft für Weiß"
        ]
    );
    let (_, lines, _) = play(&["--voice", "en"], "e4\n\n", data.path());
    assert_eq!(lines, ["Pawn Echo four", "Black to move"]);
}

/// D.2.8 with the blind player's side known: the opponent's move, relayed, is complete at once
/// (their clock stops on their own press), while the blind player's own move waits for theirs.
#[test]
fn the_opponents_relayed_move_is_complete_at_once_the_blind_players_waits() {
    let data = tempfile::tempdir().unwrap();
    let (status, lines, stderr) = play(
        &["--time", "300", "--blind", "white"],
        "e4\n\ne5\ntime\nNf3\ntime\nundo\n",
        data.path(),
    );
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(
        lines[..3],
        ["Bauer Eva vier", "Uhr läuft für Schwarz", "Bauer Eva fünf"]
    );
    // Black's move is completed: one move each, White's clock runs.
    assert!(
        lines[3].contains("Schwarz") && lines[3].ends_with("ein Zug"),
        "{lines:?}"
    );
    assert!(
        !lines.iter().any(|line| line.contains("null Züge")),
        "{lines:?}"
    );
    // White's own Nf3 is not completed yet (still one move each) and can be corrected.
    assert_eq!(lines[5], "Springer Felix drei");
    assert!(
        lines[6].starts_with("Weiß") && lines[6].contains("ein Zug;"),
        "{lines:?}"
    );
    assert_eq!(lines.last().unwrap(), "zurückgenommen: Springer Felix drei");
}
