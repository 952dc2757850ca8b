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

/// D.2.8: the blind player's slip into a dead-position underpromotion (e8=N for e8=Q) does not
/// end the game before their press, so `undo` corrects it; the same slip kept and pressed ends
/// the game at the press; cut off before the press, the resumed game still waits for it. Without
/// the blind player's side known, the ending move ends the game at once as before.
#[test]
fn a_slip_into_a_dead_position_is_corrected_before_the_press() {
    const FEN: &str = "7k/4P3/8/8/8/8/8/4K3 w - - 0 1";
    let waits = "the game ends when the clock is pressed: Enter or press completes the move, undo corrects it";
    let args = [
        "--voice", "en", "--time", "300+2", "--blind", "white", "--fen", FEN,
    ];

    let data = tempfile::tempdir().unwrap();
    let (status, lines, stderr) = play(&args, "e8=N\nKg7\nundo\ne8=Q\n\n", data.path());
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(
        lines[..5],
        [
            "Pawn Echo eight promotes to Knight",
            waits,
            waits,
            "taken back: Pawn Echo eight promotes to Knight",
            "Pawn Echo eight promotes to Queen check",
        ],
        "{lines:?}"
    );
    assert!(!lines.iter().any(|line| line.contains("Draw")), "{lines:?}");
    let (_, pgn) = saved_pgn(data.path());
    assert!(
        pgn.contains("1. e8=Q+ ") && pgn.trim_end().ends_with('*'),
        "{pgn}"
    );

    let data = tempfile::tempdir().unwrap();
    let (_, lines, _) = play(&args, "e8=N\n\n", data.path());
    assert_eq!(lines[1], waits, "{lines:?}");
    assert_eq!(lines[2], "Dead position. Draw.", "{lines:?}");
    let (_, pgn) = saved_pgn(data.path());
    assert!(pgn.contains("[Result \"1/2-1/2\"]"), "{pgn}");

    let data = tempfile::tempdir().unwrap();
    let (_, lines, _) = play(&args, "e8=N\n", data.path());
    assert_eq!(lines, ["Pawn Echo eight promotes to Knight", waits]);
    let mut resumed = args.to_vec();
    resumed.push("--resume");
    resumed.retain(|arg| *arg != "--fen" && *arg != FEN);
    let (status, lines, stderr) = play(&resumed, "undo\nmoves\n", data.path());
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(
        lines,
        [
            waits,
            "taken back: Pawn Echo eight promotes to Knight",
            "no moves yet"
        ]
    );

    let data = tempfile::tempdir().unwrap();
    let (_, lines, _) = play(&["--voice", "en", "--fen", FEN], "e8=N\n", data.path());
    assert_eq!(
        lines[..2],
        ["Pawn Echo eight promotes to Knight", "Dead position. Draw."]
    );
}

/// The saved record (PGN) of the only game in `data`.
fn saved_pgn(data: &std::path::Path) -> (std::path::PathBuf, String) {
    let path = std::fs::read_dir(data.join("annabella/games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "pgn"))
        .expect("a saved game");
    let text = std::fs::read_to_string(&path).unwrap();
    (path, text)
}

/// A tournament score sheet has names: on the command line and with `names` before the first
/// move, in the greeting, the journal (`games`), the PGN's tags, the braille score sheet and the
/// review.
#[test]
fn the_names_are_on_every_record() {
    let data = tempfile::tempdir().unwrap();
    let env = [("XDG_DATA_HOME", data.path())];
    let run = crate::common::annabella_with_env(
        &[
            "play",
            "--plain",
            "--time",
            "300",
            "--white",
            "Anna Meier",
            "--black",
            "Bruno Kurz",
            "--event",
            "Open Augsburg",
            "--role",
            "arbiter",
        ],
        b"names round 3\nnames site Augsburg\nnames\ne4\nnames white X\nresign\nresign\n",
        &env,
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert!(
        lines[0].starts_with(
            "Neue Partie; Rolle Schiedsrichter; Open Augsburg; Weiß Anna Meier, Schwarz Bruno Kurz;"
        ),
        "{}",
        lines[0]
    );
    assert_eq!(lines[1], "Runde: 3");
    assert_eq!(
        lines[3],
        "Namen: Weiß Anna Meier, Schwarz Bruno Kurz, Turnier Open Augsburg, Ort Augsburg, Runde 3"
    );
    assert_eq!(
        lines[5],
        "die Namen stehen fest, sobald der erste Zug gespielt ist"
    );
    let (pgn_path, pgn) = saved_pgn(data.path());
    for tag in [
        "[Event \"Open Augsburg\"]",
        "[Site \"Augsburg\"]",
        "[Round \"3\"]",
        "[White \"Anna Meier\"]",
        "[Black \"Bruno Kurz\"]",
        "[Result \"0-1\"]",
        "[TimeControl \"300\"]",
        "[Termination \"normal\"]",
        "[Date \"",
    ] {
        assert!(pgn.contains(tag), "{tag} missing: {pgn}");
    }
    // The list is in the table's language (the FIDE voice's German here).
    let games = crate::common::annabella_with_env(&["games"], b"", &env);
    assert!(
        games
            .stdout
            .contains("Anna Meier - Bruno Kurz, 1 Halbzug, 0-1 Aufgabe"),
        "{}",
        games.stdout
    );
    let pgn_file = pgn_path.to_str().unwrap();
    let brf = crate::common::annabella(&["export", "--brf", pgn_file], b"");
    assert!(
        brf.stdout
            .starts_with("WHITE ANNA MEIER\nBLACK BRUNO KURZ\n"),
        "{}",
        brf.stdout
    );
    let review = crate::common::annabella(&["review", "--plain", pgn_file], b"");
    assert!(
        review.stdout.starts_with("Anna Meier gegen Bruno Kurz"),
        "{}",
        review.stdout
    );
    // The greeting does not call the blind player "Sie" when the arbiter is at the keyboard.
    let (_, lines, _) = play(&["--role", "arbiter", "--blind", "white"], "", data.path());
    assert!(lines.is_empty());
    let run = crate::common::annabella_with_env(
        &["play", "--plain", "--role", "arbiter", "--blind", "white"],
        b"",
        &env,
    );
    assert!(
        run.stdout.contains("der sehbehinderte Spieler spielt Weiß") && !run.stdout.contains("Sie"),
        "{}",
        run.stdout
    );
}

/// Bad names are one-line errors naming the option; the settings file's `[names]` is read.
#[test]
fn names_from_the_settings_file_and_bad_names_refused() {
    let data = tempfile::tempdir().unwrap();
    let config = data.path().join("config.toml");
    std::fs::write(
        &config,
        "[names]\nevent = \"Club Night\"\nwhite = \"Carla\"\n",
    )
    .unwrap();
    let run = crate::common::annabella_with_env(
        &[
            "play",
            "--plain",
            "--config",
            config.to_str().unwrap(),
            "--black",
            "Dora",
        ],
        b"",
        &[("XDG_DATA_HOME", data.path())],
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("Club Night; Weiß Carla, Schwarz Dora"),
        "{}",
        run.stdout
    );
    let long = "x".repeat(101);
    let run = crate::common::annabella_with_env(
        &["play", "--plain", "--white", &long],
        b"",
        &[("XDG_DATA_HOME", data.path())],
    );
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("--white"), "{}", run.stderr);
    assert_eq!(run.stderr.trim().lines().count(), 1, "{}", run.stderr);
}

/// The clock says just enough: `60+2` starts at 62 s (the first move's increment), and the
/// one-minute mark is not said two seconds into the game, before White has used any of the
/// control's own time.
#[test]
fn no_warning_before_the_player_has_used_time() {
    let data = tempfile::tempdir().unwrap();
    let mut game = crate::common::start_playing(&["--time", "60+2"], data.path());
    game.type_line("start");
    assert_eq!(game.next_line(), "Uhr läuft");
    // White's clock runs past the 2 s the increment lifted the start by (below the minute),
    // nothing but the answers to `time` said meanwhile; then the first thing said is the answer
    // to `turn`.
    game.time_until(
        |reading| reading.starts_with("Weiß ") && reading.contains("; Schwarz "),
        |this_move| this_move.ends_with(" für diesen Zug"),
        |reading| !reading.starts_with("Weiß eine Minute"),
    );
    game.type_line("turn");
    assert_eq!(
        game.next_line(),
        "Weiß am Zug",
        "no warning before time was used"
    );
    assert!(game.finish().success());
}

/// Practice: after `takeback` exactly the side to move's clock runs. With two seconds each,
/// White's e4 (complete at once) taken back leaves White to move: White's flag falls, never
/// Black's, who is not to move.
#[test]
fn after_a_takeback_the_side_to_moves_clock_runs() {
    let data = tempfile::tempdir().unwrap();
    let mut game =
        crate::common::start_playing(&["--role", "practice", "--time", "2"], data.path());
    game.type_line("e4");
    game.wait_for("Bauer Eva vier");
    game.type_line("takeback");
    game.wait_for("zurückgenommen: Bauer Eva vier");
    // Waits for the flag (an event), whichever falls first.
    let flag = loop {
        let line = game.next_line();
        if line.contains("Zeit") {
            break line;
        }
    };
    assert!(flag.contains("Weiß") && !flag.contains("Schwarz"), "{flag}");
    assert!(game.finish().success());
}

/// A resumed engine game gets its engine back: the journal records it, `--resume` without
/// `--engine` seats it again and it answers the next move.
#[test]
fn a_resumed_engine_game_gets_its_engine_back() {
    let data = tempfile::tempdir().unwrap();
    let engine = crate::common::fake_engine(
        data.path(),
        "replier",
        r#"while read line; do
  case "$line" in
    uci) echo "id name Replier"; echo uciok ;;
    isready) echo readyok ;;
    *e2e4) reply=e7e5 ;;
    position*) reply=b8c6 ;;
    go*) echo "bestmove $reply" ;;
    quit) exit 0 ;;
  esac
done"#,
    );
    let mut game =
        crate::common::start_playing(&["--engine", &engine, "--engine-time", "0.1"], data.path());
    game.type_line("e4");
    game.type_line("");
    game.wait_for("Bauer Eva fünf");
    game.type_line("quit");
    assert!(game.finish().success());
    let mut game = crate::common::start_playing(&["--resume"], data.path());
    assert!(
        game.greeting.contains("Schwarz Replier"),
        "{}",
        game.greeting
    );
    game.type_line("Nf3");
    game.type_line("");
    game.wait_for("Springer Cesar sechs");
    assert!(game.finish().success());
}

/// The smaller words of issue 25: the penalised side named, a claim with nothing to claim
/// explained, `help more` understood in the German interface, an agreed draw said once.
#[test]
fn the_arbiters_words_name_the_side_and_say_why() {
    let data = tempfile::tempdir().unwrap();
    let (status, lines, stderr) = play(
        &["--time", "900", "--role", "arbiter"],
        "e4\n\ne5\n\nclaim\npenalty schwarz\nhelp more\n",
        data.path(),
    );
    assert_eq!(status, 0, "{stderr}");
    let claim = lines
        .iter()
        .position(|line| line == "Reklamation unberechtigt, die Partie geht weiter")
        .unwrap();
    assert!(
        lines[claim + 1].starts_with("nichts zu beanspruchen: "),
        "{lines:?}"
    );
    let penalty = lines
        .iter()
        .position(|line| line == "Schwarz bestraft für einen regelwidrigen Zug")
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert_eq!(lines[penalty + 1], "Weiß erhält zwei Minuten");
    assert!(
        lines[penalty + 2].starts_with("Befehle: hilfe"),
        "{lines:?}"
    );
    let (_, lines, _) = play(&["--role", "practice"], "e4\nhelp more\n", data.path());
    assert!(lines[1].starts_with("Befehle: "), "{lines:?}");
}
