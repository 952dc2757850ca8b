//! `annabella play --plain` (contract section 6) through the real binary: whole games piped in,
//! refusals, commands, the saved game, and resuming after the program was killed.

use crate::common::{annabella_with_env, play_plain as play, start_playing};

#[test]
fn a_piped_game_prints_one_announcement_a_line_and_exits_zero() {
    let data = tempfile::tempdir().unwrap();
    let input = "e4\ne5\nSf3\nCc6\nBauer David vier\nexd4\nNxd4\nNxd4\nQxd4\n";
    let (status, lines, stderr) = play(&[], input, data.path());
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(
        lines,
        [
            "Bauer Eva vier",
            "Bauer Eva fünf",
            "Springer Felix drei",
            "Springer Cesar sechs",
            "Bauer David vier",
            "Bauer Eva schlägt David vier",
            "Springer schlägt David vier",
            "Springer schlägt David vier",
            "Dame schlägt David vier",
        ]
    );
    let saved: Vec<_> = std::fs::read_dir(data.path().join("annabella/games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    let pgn = saved
        .iter()
        .find(|p| p.extension().is_some_and(|e| e == "pgn"))
        .unwrap();
    let text = std::fs::read_to_string(pgn).unwrap();
    assert!(
        text.contains("1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nxd4 5. Qxd4 *"),
        "{text}"
    );
}

#[test]
fn output_has_no_escape_sequences_and_voices_and_styles_apply() {
    let data = tempfile::tempdir().unwrap();
    let (status, lines, _) = play(
        &["--voice", "en", "--style", "long"],
        "e4\nd5\nexd5\n",
        data.path(),
    );
    assert_eq!(status, 0);
    assert_eq!(
        lines,
        [
            "Pawn Echo two Echo four",
            "Pawn Delta seven Delta five",
            "Pawn Echo four takes Pawn Delta five"
        ]
    );
    let (_, lines, _) = play(&["--voice", "fr"], "e4\nhelp\nboard\ntime\n", data.path());
    for line in &lines {
        assert!(!line.contains('\u{1b}'), "escape sequence in {line:?}");
    }
}

#[test]
fn illegal_and_ambiguous_moves_are_refused_and_nothing_is_played() {
    let data = tempfile::tempdir().unwrap();
    let fen = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
    let (status, lines, _) = play(
        &["--fen", fen, "--voice", "en"],
        "Nd2\nKe3\nNbd2\nmoves\n",
        data.path(),
    );
    assert_eq!(status, 0);
    assert_eq!(
        lines[0],
        "ambiguous move \"Nd2\": Knight Bravo Delta two or Knight Foxtrot Delta two?"
    );
    assert!(lines[1].starts_with("illegal move \"Ke3\""), "{lines:?}");
    assert_eq!(lines[2], "Knight Bravo Delta two");
    assert_eq!(lines[3], "move one: Knight Bravo Delta two");
    assert_eq!(lines.len(), 4);
}

#[test]
fn undo_takes_back_a_move_not_yet_completed() {
    let data = tempfile::tempdir().unwrap();
    let (_, lines, _) = play(&[], "e4\nundo\nd4\nmoves\n", data.path());
    assert_eq!(
        lines,
        [
            "Bauer Eva vier",
            "zurückgenommen: Bauer Eva vier",
            "Bauer David vier",
            "Zug eins: Bauer David vier"
        ]
    );
    let (_, lines, _) = play(&["--auto-press"], "e4\nundo\n", data.path());
    assert_eq!(
        lines,
        [
            "Bauer Eva vier",
            "nichts zurückzunehmen: der Zug ist abgeschlossen"
        ]
    );
}

#[test]
fn bad_options_are_one_line_errors() {
    let data = tempfile::tempdir().unwrap();
    for (args, needle) in [
        (&["--time", "5x"][..], "--time 5x"),
        (&["--fen", "not a fen"][..], "--fen"),
        (&["--voice", "klingon"][..], "klingon"),
        (&["--chess960", "960"][..], "960"),
    ] {
        let (status, lines, stderr) = play(args, "", data.path());
        assert_eq!(status, 2, "{args:?}");
        assert!(lines.is_empty());
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(needle), "{stderr}");
    }
    let (status, _, stderr) = play(&["--resume"], "", data.path());
    assert_eq!(status, 2);
    assert!(stderr.contains("no unfinished game"), "{stderr}");
}

#[test]
fn resume_after_sigkill_reads_back_every_announced_move() {
    let data = tempfile::tempdir().unwrap();
    let mut playing = start_playing(&["--time", "600+5"], data.path());
    for (typed, said) in [
        ("e4", "Bauer Eva vier"),
        ("c5", "Bauer Cesar fünf"),
        ("Nf3", "Springer Felix drei"),
    ] {
        playing.type_line(typed);
        assert_eq!(playing.next_line(), said);
    }
    // Killed without warning (SIGKILL): no chance to save anything at exit.
    playing.child.kill().unwrap();
    playing.child.wait().unwrap();

    let (status, lines, stderr) = play(&["--resume"], "moves\nd6\nmoves\n", data.path());
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(
        lines,
        [
            "Zug eins: Bauer Eva vier, Bauer Cesar fünf",
            "Zug zwei: Springer Felix drei",
            "Bauer David sechs",
            "Zug eins: Bauer Eva vier, Bauer Cesar fünf",
            "Zug zwei: Springer Felix drei, Bauer David sechs",
        ]
    );
}

#[test]
fn the_talking_clock_follows_the_blind_players_clock() {
    // 31 seconds: White's clock, started by Enter, shows thirty seconds after one second.
    let data = tempfile::tempdir().unwrap();
    let mut game = start_playing(&["--time", "31"], data.path());
    assert!(
        game.greeting.ends_with("Sekunden; Enter startet die Uhr"),
        "{}",
        game.greeting
    );
    game.type_line("");
    assert_eq!(game.next_line(), "Uhr läuft");
    assert_eq!(game.next_line(), "Weiß dreißig Sekunden");
    assert!(game.finish().success());
    // The blind player has Black: White's thirty seconds are not theirs to hear. The player
    // asks the time until White's clock is past that instant (nothing but the answers is said
    // meanwhile), then asks whose turn it is: the answer is the first thing said.
    let mut game = start_playing(&["--time", "31", "--blind", "black"], data.path());
    game.type_line("start");
    assert_eq!(game.next_line(), "Uhr läuft");
    game.time_until(
        |reading| reading.starts_with("Weiß ") && reading.contains("; Schwarz "),
        |this_move| this_move.ends_with(" für diesen Zug"),
        // Below thirty seconds: neither "einunddreißig" nor "dreißig" any more.
        |reading| {
            let white = reading.split(';').next().unwrap_or_default();
            !white.contains("dreißig")
        },
    );
    game.type_line("turn");
    assert_eq!(
        game.next_line(),
        "Weiß am Zug",
        "White's time is not the blind player's"
    );
    assert!(game.finish().success());
}

/// A data folder holding the journal fixtures of tests/data/journal.
fn saved_games() -> tempfile::TempDir {
    let data = tempfile::tempdir().unwrap();
    let games = data.path().join("annabella/games");
    std::fs::create_dir_all(&games).unwrap();
    for entry in std::fs::read_dir(crate::common::data("journal")).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, games.join(path.file_name().unwrap())).unwrap();
    }
    data
}

#[test]
fn games_lists_every_saved_game_and_what_became_of_it() {
    let data = saved_games();
    let run = annabella_with_env(
        &["games", "--lang", "en"],
        b"",
        &[("XDG_DATA_HOME", data.path())],
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert_eq!(
        lines[0],
        "game-1000-1  1970-01-01 00:00  3 half-moves, unfinished (line 9 was cut short while \
         being written: cut off on resume)"
    );
    assert!(
        lines[1].contains("1 half-move, unfinished (line 5 cannot be read (\"??garbage here\")"),
        "{lines:?}"
    );
    assert!(
        lines[2].contains("4 half-moves, 0-1 checkmate"),
        "{lines:?}"
    );
    assert!(lines[3].contains("cannot be read"), "{lines:?}");
    // Without --lang, the list speaks the table's language: the default voice's German.
    let german = annabella_with_env(&["games"], b"", &[("XDG_DATA_HOME", data.path())]);
    assert!(
        german
            .stdout
            .contains("3 Halbzüge, nicht beendet (Zeile 9 wurde beim Schreiben abgeschnitten"),
        "{}",
        german.stdout
    );
}

#[test]
fn a_torn_journal_resumes_without_its_torn_line() {
    let data = saved_games();
    let (status, lines, stderr) = play(&["--resume", "game-1000-1"], "moves\ntime\n", data.path());
    assert_eq!(status, 0, "{stderr}");
    let games = data.path().join("annabella/games");
    let copy = games.join("game-1000-1.journal.damaged");
    // Said first, in one sentence: where the damage was and where the journal as it was is.
    assert_eq!(
        lines[0],
        format!(
            "die gespeicherte Partie war ab Zeile 9 beschädigt; sie geht ab dem letzten ganzen \
             Eintrag weiter, die beschädigte Datei liegt in {}",
            copy.display()
        )
    );
    assert!(std::fs::read_to_string(&copy).unwrap().ends_with("\npre"));
    let lines = &lines[1..];
    assert_eq!(lines[0], "Zug eins: Bauer Eva vier, Bauer Eva fünf");
    assert_eq!(lines[1], "Zug zwei: Springer Felix drei");
    // The clocks came back as they were at the last record (9 s): White pressed at 1.6 s
    // (302 - 1.6 + 2 = 302.4 s) and has run 4.9 s on Nf3, not yet pressed; Black pressed at
    // 4.1 s (302 - 2.5 + 2 = 301.5 s). The time the program was down is not charged.
    assert_eq!(
        lines[2],
        "Weiß vier Minuten siebenundfünfzig Sekunden, ein Zug; Schwarz fünf Minuten eine Sekunde, ein Zug"
    );
}

#[test]
fn a_damaged_journal_resumes_up_to_the_damage_and_says_so() {
    let data = saved_games();
    let (status, lines, stderr) = play(&["--resume", "2000"], "moves\n", data.path());
    assert_eq!(status, 0, "{stderr}");
    assert!(
        lines[0].starts_with("die gespeicherte Partie war ab Zeile 5 beschädigt"),
        "{lines:?}"
    );
    assert_eq!(lines[1..], ["Zug eins: Bauer David vier"]);

    let (status, _, stderr) = play(&["--resume", "game-3000-1"], "", data.path());
    assert_eq!(status, 2);
    assert!(stderr.contains("finished"), "{stderr}");
    let (status, _, stderr) = play(&["--resume", "game-4000-1"], "", data.path());
    assert_eq!(status, 2);
    assert!(stderr.contains("not an annabella journal"), "{stderr}");
    let (status, _, stderr) = play(&["--resume", "game-"], "", data.path());
    assert_eq!(status, 2);
    assert!(stderr.contains("names 4 games"), "{stderr}");
}

#[test]
fn an_adjourned_game_keeps_its_sealed_move_secret_until_the_resumption() {
    let data = tempfile::tempdir().unwrap();
    let (status, lines, stderr) = play(
        &["--time", "5400+30"],
        "e4\ne5\nadjourn Nf3\nd4\n",
        data.path(),
    );
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(
        lines,
        [
            "Bauer Eva vier",
            "Bauer Eva fünf",
            "die Partie ist vertagt; der Abgabezug ist gespeichert und bleibt geheim"
        ],
        "the sealed move is not said, and the program ends"
    );
    let (status, lines, stderr) = play(&["--resume"], "moves\nNc6\n", data.path());
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(
        lines,
        [
            "der Abgabezug: Springer Felix drei",
            "Zug eins: Bauer Eva vier, Bauer Eva fünf",
            "Zug zwei: Springer Felix drei",
            "Springer Cesar sechs",
        ]
    );
    // Resumed again later: the envelope is not opened twice.
    let (_, lines, _) = play(&["--resume"], "moves\n", data.path());
    assert_eq!(
        lines,
        [
            "Zug eins: Bauer Eva vier, Bauer Eva fünf",
            "Zug zwei: Springer Felix drei, Springer Cesar sechs"
        ]
    );
}

#[test]
fn the_greeting_comes_first_and_resign_asks_and_says_who() {
    let data = tempfile::tempdir().unwrap();
    let run = annabella_with_env(
        &[
            "play",
            "--plain",
            "--voice",
            "en",
            "--time",
            "900+10",
            "--role",
            "assistant",
        ],
        b"e4\n\ne5\nmoves last 1\nresign\nresign\n",
        &[("XDG_DATA_HOME", data.path())],
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[0],
        "New game; role assistant; fifteen minutes, plus ten seconds a move; Enter \
         starts the clock"
    );
    assert_eq!(
        lines[1..4],
        ["Pawn Echo four", "Black's clock runs", "Pawn Echo five"]
    );
    assert_eq!(lines[4], "move one: Pawn Echo four, Pawn Echo five");
    // Black moved and has not pressed: Black would resign, and is asked first.
    assert_eq!(lines[5], "Black resigns? Say resign again to confirm");
    assert_eq!(lines[6], "Black resigns");
    assert_eq!(lines[7], "Resignation. White wins.");
}

#[test]
fn quit_then_resume_keeps_the_time_used() {
    let data = tempfile::tempdir().unwrap();
    let mut game = start_playing(&["--voice", "en", "--time", "300"], data.path());
    game.type_line("start");
    assert_eq!(game.next_line(), "clock running");
    // White thinks until the clock shows a second used, then quits.
    game.time_until(
        |reading| reading.starts_with("White ") && reading.contains("; Black "),
        |this_move| this_move.ends_with(" on this move"),
        |reading| reading.starts_with("White four minutes fifty"),
    );
    game.type_line("quit");
    assert!(game.finish().success());
    let mut game = start_playing(&["--voice", "en", "--resume"], data.path());
    assert!(
        game.greeting.starts_with("Game resumed at move one"),
        "{}",
        game.greeting
    );
    game.type_line("time");
    let time = game.next_line();
    assert!(
        time.starts_with("White four minutes fifty"),
        "the second used before quitting is not given back: {time}"
    );
    assert!(game.finish().success());
}
