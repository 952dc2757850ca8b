//! The session core driven by scripted, timestamped inputs: whole games, every Appendix D flow,
//! and what is said and recorded at each step.

use annabella::core::clock::{Color, TimeControl};
use annabella::core::game::{EndReason, Game, GameResult};
use annabella::core::session::{
    Argument, Command, Effect, Input, Record, Session, SessionConfig, TableRole,
};
use annabella::core::speech_queue::{Listener, Priority};
use annabella::core::voice::Voice;

struct Table {
    session: Session,
    effects: Vec<Effect>,
}

impl Table {
    /// A session whose clock (if any) the arbiter starts at instant 0.
    fn new(config: SessionConfig, game: Game) -> Self {
        let timed = config.time_control.is_some();
        let mut table = Self {
            session: Session::new(config, Voice::fide(), game, 0),
            effects: Vec::new(),
        };
        if timed {
            table.input(0, Input::Command(Command::Start, Argument::None));
        }
        table
    }

    fn plain() -> Self {
        Self::new(SessionConfig::default(), Game::new())
    }

    fn timed(spec: &str, auto_press: bool) -> Self {
        let config = SessionConfig {
            time_control: Some(spec.parse::<TimeControl>().unwrap()),
            auto_press,
            ..SessionConfig::default()
        };
        Self::new(config, Game::new())
    }

    /// Types `line` at `at_ms`; returns what was said.
    fn type_at(&mut self, at_ms: u64, line: &str) -> Vec<String> {
        self.input(at_ms, Input::Line(line.to_owned()))
    }

    /// Types each of `lines`, the first at `first_ms`, one every `step_ms`; what is said is not
    /// looked at (the moves that lead to what a test asks).
    fn type_each(&mut self, first_ms: u64, step_ms: u64, lines: &[&str]) {
        for (n, line) in (0..).zip(lines) {
            self.type_at(first_ms + n * step_ms, line);
        }
    }

    /// Types `line` at `at_ms`; fails unless what is said is `said`, in order.
    #[track_caller]
    fn assert_says(&mut self, at_ms: u64, line: &str, said: &[&str]) {
        assert_eq!(
            self.type_at(at_ms, line),
            said,
            "typed {line:?} at {at_ms} ms"
        );
    }

    fn input(&mut self, at_ms: u64, input: Input) -> Vec<String> {
        let effects = self.session.handle(at_ms, input);
        let said = spoken(&effects);
        self.effects.extend(effects);
        said
    }

    /// The time left on `color`'s clock at `at_ms`.
    fn remaining(&self, color: Color, at_ms: u64) -> u64 {
        self.session.clock().unwrap().remaining(color, at_ms)
    }

    fn records(&self) -> Vec<Record> {
        self.effects
            .iter()
            .filter_map(|e| match e {
                Effect::Record(r) => Some(r.clone()),
                _ => None,
            })
            .collect()
    }
}

/// The first moves of the Spanish game (Ruy Lopez): a game with a named opening and its moves.
const SPANISH: [&str; 5] = ["e4", "e5", "Nf3", "Nc6", "Bb5"];

fn spoken(effects: &[Effect]) -> Vec<String> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Say(u) => Some(u.text.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn a_whole_game_with_castling_en_passant_and_promotion() {
    let mut table = Table::plain();
    let moves = [
        ("e4", "Bauer Eva vier"),
        ("d5", "Bauer David fünf"),
        ("e5", "Bauer Eva fünf"),
        ("f5", "Bauer Felix fünf"),
        ("exf6", "Bauer Eva schlägt Felix sechs en passant"),
        ("Nc6", "Springer Cesar sechs"),
        ("fxg7", "Bauer Felix schlägt Gustav sieben"),
        ("Be6", "Läufer Eva sechs"),
        ("Nf3", "Springer Felix drei"),
        ("Qd7", "Dame David sieben"),
        ("Bb5", "Läufer Bella fünf"),
        ("O-O-O", "Lange Rochade"),
        ("Kurze Rochade", "Kurze Rochade"),
        ("Kb8", "König Bella acht"),
        ("gxh8=Q", "Bauer Gustav schlägt Hector acht Umwandlung Dame"),
    ];
    for (typed, said) in moves {
        assert_eq!(table.type_at(1000, typed), [said], "after {typed}");
    }
    assert_eq!(table.session.game().history().len(), 15);
    let records = table.records();
    assert_eq!(
        records
            .iter()
            .filter(|r| matches!(r, Record::Move { .. }))
            .count(),
        15
    );
}

#[test]
fn fools_mate_ends_the_game_and_says_the_result() {
    let mut table = Table::plain();
    table.type_each(10, 10, &["f3", "e5", "g4"]);
    let said = table.type_at(40, "Qh4");
    assert_eq!(
        said,
        ["Dame Hector vier Matt", "Schachmatt. Schwarz gewinnt."]
    );
    assert!(table.records().contains(&Record::End {
        result: GameResult::BlackWins,
        reason: EndReason::Checkmate,
        at_ms: 40
    }));
    table.assert_says(50, "e4", &["die Partie ist beendet"]);
}

#[test]
fn a_slip_is_corrected_before_the_press_but_not_after() {
    let mut table = Table::timed("900+2", false);
    table.type_at(1000, "e4");
    table.assert_says(2000, "undo", &["zurückgenommen: Bauer Eva vier"]);
    assert_eq!(table.session.game().history().len(), 0);
    table.assert_says(3000, "d4", &["Bauer David vier"]);
    table.input(4000, Input::Press);
    assert_eq!(table.session.clock().unwrap().moves(Color::White), 1);
    table.assert_says(
        5000,
        "undo",
        &["nichts zurückzunehmen: der Zug ist abgeschlossen"],
    );
    assert_eq!(table.session.game().history().len(), 1);
    // White's clock ran from 0 to 4000 and got the increment: 902 - 4 + 2 = 900 s.
    assert_eq!(table.remaining(Color::White, 4000), 900_000);
}

#[test]
fn the_opponents_move_presses_the_clock_and_auto_press_presses_at_once() {
    let mut table = Table::timed("60", false);
    table.type_at(5_000, "e4");
    table.type_at(8_000, "e5");
    let clock = table.session.clock().unwrap();
    // Nobody pressed after e4, so White's clock ran until Black's move pressed it.
    assert_eq!(
        clock.moves(Color::White),
        1,
        "Black's move pressed White's clock"
    );
    assert_eq!(clock.remaining(Color::White, 8_000), 52_000);
    assert_eq!(clock.remaining(Color::Black, 8_000), 60_000);
    assert_eq!(clock.turn(), Some(Color::Black));

    let mut table = Table::timed("60", true);
    table.type_at(5_000, "e4");
    assert_eq!(table.session.clock().unwrap().moves(Color::White), 1);
    assert_eq!(table.session.awaiting_press(), None);
}

#[test]
fn a_draw_offer_is_declined_by_moving_then_accepted() {
    let mut table = Table::plain();
    table.type_at(1, "e4");
    table.assert_says(2, "draw", &["Weiß bietet Remis an"]);
    table.type_at(3, "e5"); // declines
    table.type_at(4, "Nf3");
    table.assert_says(5, "draw", &["Weiß bietet Remis an"]);
    let said = table.type_at(6, "draw");
    assert_eq!(
        said,
        ["Remis bereits angeboten"],
        "the same player offering twice is one offer"
    );
}

#[test]
fn agreement_needs_a_move_from_each_player() {
    let mut table = Table::plain();
    table.type_at(1, "e4");
    table.assert_says(2, "draw", &["Weiß bietet Remis an"]);
    table.input(3, Input::Press);
    // Black accepts before having moved: refused (5.2.3), the game goes on.
    table.assert_says(
        4,
        "draw",
        &["Remis kann erst vereinbart werden, wenn jeder Spieler gezogen hat"],
    );
    assert!(table.session.game().ending().is_none());

    let mut table2 = Table::plain();
    table2.type_each(1, 1, &["e4", "e5"]);
    table2.type_at(3, "draw"); // Black offers (awaiting press)
    table2.type_at(4, "Nf3"); // White declines by moving
    table2.type_at(5, "draw"); // White offers
    table2.input(6, Input::Press);
    let said = table2.type_at(7, "draw"); // Black accepts
    assert_eq!(said, ["Remis vereinbart."]);
    assert_eq!(
        table2.session.game().ending().unwrap().reason,
        EndReason::Agreement
    );
}

#[test]
fn a_threefold_claim_is_accepted_and_a_wrong_one_costs_two_minutes() {
    let mut table = Table::timed("5400+30", true);
    let said = table.type_at(1_000, "claim");
    assert_eq!(said[0], "Reklamation unberechtigt, die Partie geht weiter");
    assert!(said[1].starts_with("nichts zu beanspruchen: "), "{said:?}");
    assert_eq!(said[2], "Schwarz erhält zwei Minuten");
    assert_eq!(table.remaining(Color::Black, 1_000), 5_430_000 + 120_000);
    table.type_each(2_000, 1, &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]);
    // Black claims with the intended move Ng8 (9.2.1.1): the position would appear a third time.
    let said = table.type_at(3_000, "claim Ng8");
    assert_eq!(
        said,
        [
            "Springer Gustav acht",
            "Dreimalige Stellungswiederholung. Remis."
        ]
    );
    assert_eq!(
        table.session.game().ending().unwrap().reason,
        EndReason::ThreefoldRepetition
    );
}

#[test]
fn a_flag_wins_when_the_opponent_can_mate_and_draws_when_not() {
    let mut table = Table::timed("10", false);
    // The flag sentence says who lost, once: no "Zeitüberschreitung. Schwarz gewinnt." after it.
    let said = table.input(10_000, Input::Wake);
    assert_eq!(said, ["Zeit abgelaufen für Weiß, Weiß verliert auf Zeit"]);
    assert_eq!(
        table.session.game().ending().unwrap().result,
        GameResult::BlackWins
    );

    let config = SessionConfig {
        time_control: Some("10".parse().unwrap()),
        ..SessionConfig::default()
    };
    let lone_king = Game::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", None).unwrap();
    let mut table = Table::new(config, lone_king);
    assert_eq!(
        table.session.next_wake(),
        Some(10_000).min(table.session.next_wake())
    );
    let said = table.input(12_000, Input::Wake);
    assert_eq!(
        said,
        ["Zeit abgelaufen für Weiß, remis, Schwarz kann nicht mehr mattsetzen"]
    );
}

#[test]
fn clock_announcements_are_private_and_fall_at_their_instant() {
    let mut table = Table::timed("400", false);
    // White's clock shows 5 minutes at t = 100 s: the default thresholds include 5 minutes.
    assert_eq!(table.session.next_wake(), Some(100_000));
    let effects = table.session.handle(100_000, Input::Wake);
    let Effect::Say(utterance) = &effects[0] else {
        panic!("{effects:?}")
    };
    assert_eq!(utterance.text, "Weiß fünf Minuten");
    assert_eq!(utterance.listener, Listener::Private);
    assert_eq!(utterance.priority, Priority::Clock);
}

#[test]
fn queries_answer_in_the_voice_and_bad_arguments_are_explained() {
    let mut table = Table::plain();
    table.type_at(1, "e4");
    table.assert_says(2, "square e4", &["Eva vier: weißer Bauer"]);
    table.assert_says(
        3,
        "where black knight",
        &["Schwarz: Springer Bella acht, Gustav acht"],
    );
    let said = table.type_at(4, "square z9");
    assert_eq!(said.len(), 1);
    assert!(said[0].contains("z9"), "{said:?}");
    table.assert_says(5, "moves", &["Zug eins: Bauer Eva vier"]);
    // Help is short, in the UI language, and says how to hear every command.
    let help = table.type_at(6, "help");
    assert!(
        help[0].contains("wo") && help[0].contains("Hilfe mehr"),
        "{help:?}"
    );
    assert!(help[0].split_whitespace().count() < 25, "{help:?}");
    let all = table.type_at(6, "hilfe mehr");
    assert!(
        all[0].contains("angreifer") && all[0].contains("beenden"),
        "{all:?}"
    );
    assert_eq!(
        spoken(&table.session.handle(7, Input::Line("repeat".into()))),
        Vec::<String>::new()
    );
}

#[test]
fn a_journal_replays_to_the_same_session() {
    let mut table = Table::timed("300+2", false);
    table.type_at(1_000, "e4");
    table.type_at(2_000, "draw");
    table.input(3_000, Input::Press);
    table.type_at(9_000, "c5");
    table.type_at(9_500, "undo");
    table.type_at(10_000, "e5");
    table.input(11_000, Input::Press);
    let records = table.records();
    let config = SessionConfig {
        time_control: Some("300+2".parse().unwrap()),
        ..SessionConfig::default()
    };
    let mut replayed = Session::new(config, Voice::fide(), Game::new(), 0);
    assert_eq!(replayed.replay(&records), records.len());
    assert_eq!(replayed.game().san_list(), table.session.game().san_list());
    let (a, b) = (replayed.clock().unwrap(), table.session.clock().unwrap());
    for color in [Color::White, Color::Black] {
        assert_eq!(a.remaining(color, 12_000), b.remaining(color, 12_000));
        assert_eq!(a.moves(color), b.moves(color));
    }
}

fn cues(effects: &[Effect]) -> Vec<annabella::core::speech_queue::Earcon> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Cue(earcon) => Some(*earcon),
            _ => None,
        })
        .collect()
}

#[test]
fn earcons_mark_capture_check_refusal_low_time_and_flag() {
    use annabella::core::speech_queue::Earcon;
    let mut table = Table::timed("70", false);
    let mut at = 0;
    let mut step = |table: &mut Table, line: &str| {
        at += 100;
        table.session.handle(at, Input::Line(line.to_owned()))
    };
    assert!(cues(&step(&mut table, "e4")).is_empty());
    step(&mut table, "d5");
    assert_eq!(cues(&step(&mut table, "exd5")), [Earcon::Capture]);
    step(&mut table, "e6");
    assert_eq!(cues(&step(&mut table, "Bb5")), [Earcon::Check]);
    assert_eq!(cues(&step(&mut table, "Ke9")), [Earcon::IllegalMove]);
    // Black's clock runs: at one minute left the low-time sound, at zero the flag.
    let effects = table.session.handle(10_700, Input::Wake);
    assert_eq!(cues(&effects), [Earcon::LowTime], "{effects:?}");
    let effects = table.session.handle(75_000, Input::Wake);
    assert!(cues(&effects).contains(&Earcon::Flag), "{effects:?}");
}

/// A timed table (ten seconds each) from `fen`.
fn timed_from(fen: &str) -> Table {
    let config = SessionConfig {
        time_control: Some("10".parse().unwrap()),
        ..SessionConfig::default()
    };
    Table::new(config, Game::from_fen(fen, None).unwrap())
}

const LONE_KINGS: &str = "8/8/8/4k3/8/8/8/4K3 w - - 0 1";
const KING_AND_BISHOP: &str = "8/8/8/4k3/8/8/8/3BK3 w - - 0 1";
/// Fool's mate: White is checkmated.
const MATED: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";

#[test]
fn a_game_that_starts_in_a_dead_position_is_over_at_once_and_its_clock_never_runs() {
    for fen in [LONE_KINGS, KING_AND_BISHOP] {
        let mut table = timed_from(fen);
        assert!(table.session.game().is_over(), "{fen}");
        assert_eq!(
            table.session.game().ending().unwrap().reason,
            EndReason::DeadPosition
        );
        assert_eq!(table.session.next_wake(), None, "{fen}");
        let clock = table.session.clock().unwrap();
        assert_eq!(clock.flag_at(), None, "{fen}");
        // A minute later no flag has fallen and nobody's time has run.
        let said = table.input(60_000, Input::Wake);
        assert!(said.is_empty(), "{fen}: {said:?}");
        let clock = table.session.clock().unwrap();
        assert_eq!(clock.flagged(), None, "{fen}");
        for color in [Color::White, Color::Black] {
            assert_eq!(clock.remaining(color, 60_000), 10_000, "{fen}");
        }
        assert_eq!(
            table.session.game().ending().unwrap().result,
            GameResult::Draw
        );
        table.assert_says(61_000, "Ke2", &["Tote Stellung. Remis."]);
        assert!(table.session.game().history().is_empty());
    }
}

#[test]
fn opening_effects_record_and_say_an_ending_the_start_position_already_has() {
    let mut table = timed_from(LONE_KINGS);
    let effects = table.session.opening_effects(5);
    assert_eq!(
        effects.first(),
        Some(&Effect::Record(Record::End {
            result: GameResult::Draw,
            reason: EndReason::DeadPosition,
            at_ms: 5,
        }))
    );
    assert_eq!(spoken(&effects), ["Tote Stellung. Remis."]);
    assert!(table.session.opening_effects(6).is_empty(), "said once");

    let mut mated = timed_from(MATED);
    let effects = mated.session.opening_effects(0);
    assert_eq!(spoken(&effects), ["Schachmatt. Schwarz gewinnt."]);
    assert!(effects.contains(&Effect::Record(Record::End {
        result: GameResult::BlackWins,
        reason: EndReason::Checkmate,
        at_ms: 0,
    })));
    assert_eq!(mated.session.next_wake(), None);

    for mut table in [Table::plain(), Table::timed("300+2", false)] {
        assert!(table.session.opening_effects(0).is_empty());
    }
}

#[test]
fn a_resumed_game_that_started_over_does_not_record_its_ending_twice() {
    let config = SessionConfig {
        time_control: Some("10".parse().unwrap()),
        ..SessionConfig::default()
    };
    let start = || Game::from_fen(KING_AND_BISHOP, None).unwrap();
    let mut first = Session::new(config.clone(), Voice::fide(), start(), 0);
    let records: Vec<Record> = first
        .opening_effects(0)
        .into_iter()
        .filter_map(|e| match e {
            Effect::Record(r) => Some(r),
            _ => None,
        })
        .collect();
    assert_eq!(records.len(), 1);

    let mut resumed = Session::new(config.clone(), Voice::fide(), start(), 0);
    assert_eq!(resumed.replay(&records), 1);
    assert!(resumed.game().is_over());
    assert!(resumed.opening_effects(1_000).is_empty());

    // A journal cut short before its End record: the ending is recorded and said now.
    let mut cut = Session::new(config, Voice::fide(), start(), 0);
    assert_eq!(cut.replay(&[]), 0);
    assert_eq!(
        spoken(&cut.opening_effects(1_000)),
        ["Tote Stellung. Remis."]
    );
}

#[test]
fn turn_after_the_game_has_ended_says_how_it_ended() {
    let mut table = Table::plain();
    table.assert_says(1, "turn", &["Weiß am Zug"]);
    table.type_at(2, "e4");
    // White has moved and not pressed: it is White who would resign, and is asked first.
    table.assert_says(
        3,
        "resign",
        &["Weiß gibt auf? Zum Bestätigen noch einmal aufgeben"],
    );
    assert!(!table.session.game().is_over());
    table.assert_says(
        3,
        "aufgeben",
        &["Weiß gibt auf", "Aufgabe. Schwarz gewinnt."],
    );
    assert!(table.session.game().is_over());
    let said = table.type_at(4, "turn");
    assert_eq!(said, ["Aufgabe. Schwarz gewinnt."]);
    assert_eq!(table.type_at(5, "zug"), said);

    let mut dead = timed_from(LONE_KINGS);
    dead.assert_says(1, "turn", &["Tote Stellung. Remis."]);

    let mut mate = Table::plain();
    mate.type_each(10, 10, &["f3", "e5", "g4", "Qh4"]);
    mate.assert_says(50, "turn", &["Schachmatt. Schwarz gewinnt."]);
}

fn with_role(role: TableRole, spec: Option<&str>) -> Table {
    let config = SessionConfig {
        time_control: spec.map(|s| s.parse().unwrap()),
        role,
        ..SessionConfig::default()
    };
    Table {
        session: Session::new(config, Voice::fide(), Game::new(), 0),
        effects: Vec::new(),
    }
}

#[test]
fn the_clock_waits_until_it_is_started_and_a_first_move_starts_it() {
    let mut table = with_role(TableRole::Player, Some("300"));
    assert!(table.session.clock_waiting());
    assert_eq!(table.session.next_wake(), None, "nothing runs yet");
    assert!(
        table
            .session
            .greeting(None)
            .ends_with("fünf Minuten; Enter startet die Uhr")
    );
    // A move made before anyone started the clock starts it, silently, at that instant.
    table.assert_says(5_000, "e4", &["Bauer Eva vier"]);
    assert!(!table.session.clock_waiting());
    assert!(
        table
            .records()
            .contains(&Record::ClockStarted { at_ms: 5_000 })
    );
    table.input(6_000, Input::Press);
    assert_eq!(table.remaining(Color::White, 6_000), 299_000);
}

#[test]
fn a_whole_game_entered_by_the_assistant_tells_time_only_when_asked() {
    let mut table = with_role(TableRole::Assistant, Some("100"));
    assert!(
        table.session.greeting(None).contains("Rolle Assistent"),
        "{}",
        table.session.greeting(None)
    );
    table.assert_says(0, "", &["Uhr läuft"]);
    // Both players' moves, each completed by the assistant's press (Enter).
    table.type_each(1_000, 1_000, &["e4", "", "e5", ""]);
    // No automatic announcement while 100 s run down past every threshold (D.2.10.4) …
    assert!(table.input(90_000, Input::Wake).is_empty());
    // … but the time when asked.
    let time = table.type_at(90_001, "zeit");
    assert!(time[0].starts_with("Weiß"), "{time:?}");
    // The sighted player touched a piece: said to the blind player.
    table.assert_says(
        90_002,
        "touched g1",
        &["berührt: Gustav eins: weißer Springer"],
    );
    // A flag claimed before it fell: the time left is said; after, the game is over.
    let claim = table.type_at(90_003, "flag weiss");
    assert!(
        claim[0].starts_with("kein Blättchen gefallen: Weiß hat"),
        "{claim:?}"
    );
    table.input(200_000, Input::Wake);
    table.assert_says(200_001, "flag", &["Zeitüberschreitung. Schwarz gewinnt."]);
}

#[test]
fn the_arbiter_starts_stops_adds_time_and_penalises() {
    // Rapid (15 minutes): the 7.5.5 penalty is two minutes (one in blitz).
    let mut table = with_role(TableRole::Arbiter, Some("900"));
    table.assert_says(0, "start", &["Uhr läuft"]);
    table.assert_says(1, "start", &["die Uhr läuft schon"]);
    table.assert_says(10_000, "stop", &["Uhr angehalten"]);
    assert_eq!(
        table.remaining(Color::White, 60_000),
        890_000,
        "nothing counts while stopped"
    );
    table.assert_says(60_000, "weiter", &["Uhr läuft"]);
    table.assert_says(
        60_001,
        "add schwarz 30",
        &["Schwarz erhält dreißig Sekunden"],
    );
    table.assert_says(60_002, "add", &["welche Seite: Weiß oder Schwarz?"]);
    table.assert_says(
        60_003,
        "add weiss viel",
        &["„viel“ ist keine Zeit: Sekunden (90) oder Minuten und Sekunden (1:30)"],
    );
    // 7.5.5: Black completed an illegal move; White gets two minutes.
    table.assert_says(
        60_004,
        "penalty schwarz",
        &[
            "Schwarz bestraft für einen regelwidrigen Zug",
            "Weiß erhält zwei Minuten",
        ],
    );
    assert_eq!(table.remaining(Color::Black, 60_004), 930_000);
    table.assert_says(
        60_005,
        "korrigieren",
        &["die Bretter werden auf den Partiezettel zurückgestellt"],
    );
    // The arbiter's commands are the arbiter's.
    let mut player = with_role(TableRole::Player, Some("300"));
    player.assert_says(
        0,
        "penalty weiss",
        &["strafe gibt es nicht für die Rolle Spieler"],
    );
}

#[test]
fn practice_completes_moves_at_once_and_takes_completed_moves_back() {
    let mut table = with_role(TableRole::Practice, None);
    table.type_each(1, 1, &["e4", "e5"]);
    table.assert_says(3, "takeback", &["zurückgenommen: Bauer Eva fünf"]);
    assert_eq!(table.session.game().history().len(), 1);
    table.assert_says(4, "zurücknehmen", &["zurückgenommen: Bauer Eva vier"]);
    table.assert_says(5, "takeback", &["kein Zug zum Zurücknehmen"]);
}

#[test]
fn the_score_sheet_by_move_or_its_last_moves_and_pieces_as_letters() {
    let mut table = Table::plain();
    table.type_each(1, 1, &SPANISH);
    table.assert_says(
        6,
        "moves 2",
        &["Zug zwei: Springer Felix drei, Springer Cesar sechs"],
    );
    table.assert_says(
        7,
        "moves last 2",
        &[
            "Zug zwei: Springer Felix drei, Springer Cesar sechs",
            "Zug drei: Läufer Bella fünf",
        ],
    );
    table.assert_says(8, "züge 9", &["noch keine Züge"]);
    table.assert_says(
        9,
        "where n",
        &["Schwarz: Springer Cesar sechs, Gustav acht"],
    );
    table.assert_says(10, "where K", &["Weiß: König Eva eins"]);
}

#[test]
fn the_opponents_repetition_is_checked_before_the_press() {
    let mut table = Table::timed("900", false);
    table.assert_says(1_000, "Nf3", &["Springer Felix drei"]);
    // D.2.1: the sighted opponent repeats the move; the assistant types what was heard.
    table.assert_says(
        1_500,
        "Springer Felix drei",
        &["wiederholt: Springer Felix drei"],
    );
    // A repetition that is not the move played is said at once, before the press.
    table.assert_says(
        2_000,
        "Nh3",
        &["nicht der gespielte Zug: gehört Springer Hector drei, gespielt Springer Felix drei"],
    );
    assert_eq!(
        table.session.game().history().len(),
        1,
        "nothing was played"
    );
    table.input(2_500, Input::Press);
    // After the press a move of the wrong side is refused as before.
    let said = table.type_at(3_000, "Nh3");
    assert!(!said[0].starts_with("wiederholt"), "{said:?}");
    assert_eq!(table.session.game().history().len(), 1);
}

#[test]
fn the_opening_is_named_at_the_table() {
    let mut table = Table::plain();
    table.assert_says(1, "opening", &["noch keine benannte Eröffnung"]);
    table.type_each(2, 1, &SPANISH);
    // The book names openings in English; the German catalogue translates the family.
    table.assert_says(7, "eröffnung", &["C60 Spanische Partie"]);
    // A family no catalogue translates is said by its English name, as such.
    let mut table = Table::plain();
    table.type_at(1, "Nh3");
    table.assert_says(2, "eröffnung", &["A00, englischer Name „Amar Opening“"]);
}
