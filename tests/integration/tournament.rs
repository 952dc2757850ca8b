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
