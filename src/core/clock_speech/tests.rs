use super::*;
use crate::core::clock::{Clock, Color, Flag};
use crate::core::voice::Voice;

fn voice(name: &str) -> Voice {
    Voice::builtin(name).unwrap()
}

fn clock(spec: &str) -> Clock {
    Clock::new(spec.parse().unwrap())
}

const TABLE_MS: [u64; 8] = [
    0, 1000, 59_000, 60_000, 61_000, 3_600_000, 3_661_000, 9_000_000,
];

fn table(name: &str, seconds: SecondsStyle) -> Vec<String> {
    let voice = voice(name);
    let speech = ClockSpeech::new(&voice, seconds);
    TABLE_MS.iter().map(|&ms| speech.duration(ms)).collect()
}

#[test]
fn no_mark_is_said_before_the_player_has_used_time() {
    // 300+2 starts at 302 s: the five-minute mark is the control's own time, not a warning.
    let mut clock = clock("300+2");
    let mut announcer = Announcer::new(ClockSpeechConfig::default(), &clock, 0);
    clock.start(0).unwrap();
    let said = announcer.due_until(&clock, 10_000);
    assert!(said.is_empty(), "{said:?}");
    let next = announcer.next(&clock).unwrap();
    assert!(
        matches!(next.said, ClockNotice::Remaining { ms, .. } if ms < 300_000),
        "{next:?}"
    );
}

#[test]
fn durations_in_german() {
    let expected = [
        "null Sekunden",
        "eine Sekunde",
        "neunundfünfzig Sekunden",
        "eine Minute",
        "eine Minute eine Sekunde",
        "eine Stunde",
        "eine Stunde eine Minute eine Sekunde",
        "zwei Stunden dreißig Minuten",
    ];
    assert_eq!(table("fide", SecondsStyle::Whole), expected);
    assert_eq!(table("fide", SecondsStyle::Tenths), expected);
    let de = voice("fide");
    let speech = ClockSpeech::new(&de, SecondsStyle::Tenths);
    assert_eq!(speech.duration(4_320_000), "eine Stunde zwölf Minuten");
    assert_eq!(speech.duration(55_000), "fünfundfünfzig Sekunden");
    assert_eq!(speech.duration(9_500), "neun Komma fünf Sekunden");
    assert_eq!(speech.duration(1_500), "eins Komma fünf Sekunden");
    assert_eq!(speech.duration(500), "null Komma fünf Sekunden");
}

#[test]
fn durations_in_english() {
    let expected = [
        "zero seconds",
        "one second",
        "fifty-nine seconds",
        "one minute",
        "one minute one second",
        "one hour",
        "one hour one minute one second",
        "two hours thirty minutes",
    ];
    assert_eq!(table("en", SecondsStyle::Whole), expected);
    assert_eq!(table("en", SecondsStyle::Tenths), expected);
    let en = voice("en");
    let speech = ClockSpeech::new(&en, SecondsStyle::Tenths);
    assert_eq!(speech.duration(4_320_000), "one hour twelve minutes");
    assert_eq!(speech.duration(9_500), "nine point five seconds");
}

#[test]
fn durations_in_french() {
    let expected = [
        "zéro seconde",
        "une seconde",
        "cinquante-neuf secondes",
        "une minute",
        "une minute une seconde",
        "une heure",
        "une heure une minute une seconde",
        "deux heures trente minutes",
    ];
    assert_eq!(table("fr", SecondsStyle::Whole), expected);
    assert_eq!(table("fr", SecondsStyle::Tenths), expected);
    let fr = voice("fr");
    let speech = ClockSpeech::new(&fr, SecondsStyle::Whole);
    assert_eq!(speech.duration(4_320_000), "une heure douze minutes");
    assert_eq!(speech.duration(21 * 60_000), "vingt et une minutes");
    assert_eq!(speech.duration(21 * 3_600_000), "vingt et une heures");
    let speech = ClockSpeech::new(&fr, SecondsStyle::Tenths);
    assert_eq!(
        speech.duration(21_300),
        "vingt et une virgule trois secondes"
    );
}

#[test]
fn durations_round_down_never_telling_more_time() {
    let de = voice("fide");
    let whole = ClockSpeech::new(&de, SecondsStyle::Whole);
    let tenths = ClockSpeech::new(&de, SecondsStyle::Tenths);
    assert_eq!(whole.duration(999), "null Sekunden");
    assert_eq!(tenths.duration(99), "null Sekunden");
    assert_eq!(whole.duration(59_999), "neunundfünfzig Sekunden");
    assert_eq!(
        tenths.duration(59_999),
        "neunundfünfzig Komma neun Sekunden"
    );
    assert_eq!(tenths.duration(9_099), "neun Sekunden");
    // Tenths only below one minute.
    assert_eq!(tenths.duration(60_999), "eine Minute");
    assert_eq!(
        whole.duration(3_659_999),
        "eine Stunde neunundfünfzig Sekunden"
    );
    // Far beyond any game the hours fall back to digits rather than fail.
    assert_eq!(whole.duration(1000 * 3_600_000), "1000 Stunden");
}

#[test]
fn readings_and_move_counts_in_three_languages() {
    let mut c = clock("40/5400+30:1800+30");
    c.start(0).unwrap();
    for i in 0..36 {
        c.press(1000 * (i + 1)).unwrap();
    }
    let said = reading(&c, 40_500, Audience::Private);
    assert_eq!(said.len(), 2);
    let (white, black) = (
        c.remaining(Color::White, 40_500),
        c.remaining(Color::Black, 40_500),
    );
    // 5400 + 30 s, then 18 moves of 1 s with +30 s each; White's 19th move has run 4.5 s.
    assert_eq!((white, black), (5_947_500, 5_952_000));
    for (name, reading, used) in [
        (
            "fide",
            "Weiß eine Stunde neununddreißig Minuten sieben Sekunden, achtzehn Züge; \
             Schwarz eine Stunde neununddreißig Minuten zwölf Sekunden, achtzehn Züge",
            "vier Komma fünf Sekunden für diesen Zug",
        ),
        (
            "en",
            "White one hour thirty-nine minutes seven seconds, eighteen moves; \
             Black one hour thirty-nine minutes twelve seconds, eighteen moves",
            "four point five seconds on this move",
        ),
        (
            "fr",
            "Blancs une heure trente-neuf minutes sept secondes, dix-huit coups; \
             Noirs une heure trente-neuf minutes douze secondes, dix-huit coups",
            "quatre virgule cinq secondes pour ce coup",
        ),
    ] {
        let voice = voice(name);
        let speech = ClockSpeech::new(&voice, SecondsStyle::Tenths);
        assert_eq!(speech.say(&said[0].said), reading, "{name}");
        assert_eq!(speech.say(&said[1].said), used, "{name}");
    }
    // Before the start there is no current move to speak of.
    assert_eq!(reading(&clock("300"), 0, Audience::Public).len(), 1);
}

#[test]
fn announcement_phrases_in_three_languages() {
    let phrases = |name: &str| {
        let voice = voice(name);
        let speech = ClockSpeech::new(&voice, SecondsStyle::Tenths);
        [
            ClockNotice::Remaining {
                color: Color::White,
                ms: 300_000,
            },
            ClockNotice::ControlReached {
                color: Color::Black,
                moves: 40,
            },
            ClockNotice::MovesToControl {
                color: Color::White,
                left: 5,
            },
            ClockNotice::MovesToControl {
                color: Color::White,
                left: 1,
            },
            ClockNotice::Flag {
                color: Color::White,
                opponent_can_mate: true,
            },
            ClockNotice::Flag {
                color: Color::Black,
                opponent_can_mate: false,
            },
        ]
        .iter()
        .map(|s| speech.say(s))
        .collect::<Vec<_>>()
    };
    assert_eq!(
        phrases("fide"),
        [
            "Weiß fünf Minuten",
            "Schwarz vierzig Züge, Zeitkontrolle erreicht",
            "Weiß noch fünf Züge bis zur Zeitkontrolle",
            "Weiß noch ein Zug bis zur Zeitkontrolle",
            "Zeit abgelaufen für Weiß, Weiß verliert auf Zeit",
            "Zeit abgelaufen für Schwarz, remis, Weiß kann nicht mehr mattsetzen",
        ]
    );
    assert_eq!(
        phrases("en"),
        [
            "White five minutes",
            "Black forty moves, time control reached",
            "White five moves to the time control",
            "White one move to the time control",
            "White is out of time, White loses on time",
            "Black is out of time, draw, White cannot checkmate",
        ]
    );
    assert_eq!(
        phrases("fr"),
        [
            "Blancs cinq minutes",
            "Noirs quarante coups, contrôle de temps atteint",
            "Blancs cinq coups avant le contrôle de temps",
            "Blancs un coup avant le contrôle de temps",
            "Blancs : temps écoulé, Blancs perdent au temps",
            "Noirs : temps écoulé, partie nulle, Blancs ne peuvent plus mater",
        ]
    );
}

/// The marks said until `until_ms`, as (instant, color, remaining) triples.
fn marks(announcer: &mut Announcer, clock: &Clock, until_ms: u64) -> Vec<(u64, Color, u64)> {
    announcer
        .due_until(clock, until_ms)
        .into_iter()
        .map(|a| match a.said {
            ClockNotice::Remaining { color, ms } => (a.at_ms, color, ms),
            other => panic!("not a mark: {other:?}"),
        })
        .collect()
}

fn thresholds(seconds: &[u64]) -> ClockSpeechConfig {
    ClockSpeechConfig {
        remaining: RemainingConfig {
            seconds: seconds.to_vec(),
            audience: Audience::Public,
        },
        ..ClockSpeechConfig::default()
    }
}

#[test]
fn thresholds_fall_at_the_exact_instant() {
    let mut c = clock("700");
    let mut a = Announcer::new(ClockSpeechConfig::default(), &c, 0);
    assert_eq!(a.next_at(&c), None, "nothing before the start");
    c.start(0).unwrap();
    assert_eq!(a.next_at(&c), Some(100_000));
    let said = a.due_until(&c, 100_000);
    assert_eq!(said.len(), 1);
    assert_eq!(said[0].audience, Audience::Private);
    assert_eq!(c.remaining(Color::White, 100_000), 600_000);
    assert_eq!(
        marks(&mut a, &c, 670_000),
        [
            (400_000, Color::White, 300_000),
            (580_000, Color::White, 120_000),
            (640_000, Color::White, 60_000),
            (670_000, Color::White, 30_000),
        ]
    );
    assert_eq!(marks(&mut a, &c, 700_000), [], "each mark once");
    assert_eq!(a.next_at(&c), None);
}

#[test]
fn the_starting_time_is_not_a_crossing() {
    let mut c = clock("300");
    let mut a = Announcer::new(ClockSpeechConfig::default(), &c, 0);
    c.start(0).unwrap();
    assert_eq!(
        marks(&mut a, &c, 180_000),
        [(180_000, Color::White, 120_000)]
    );
}

#[test]
fn the_other_players_marks_follow_the_press() {
    let mut c = clock("130");
    let mut a = Announcer::new(thresholds(&[120, 60]), &c, 0);
    c.start(0).unwrap();
    assert_eq!(marks(&mut a, &c, 5000), []);
    c.press(5000).unwrap();
    assert_eq!(a.pressed(&c, Color::White, 5000), []);
    assert_eq!(a.next_at(&c), Some(15_000));
    assert_eq!(marks(&mut a, &c, 20_000), [(15_000, Color::Black, 120_000)]);
    c.press(20_000).unwrap();
    // White has 125 s: the 2-minute mark after 5 s more.
    assert_eq!(
        marks(&mut a, &c, 90_000),
        [
            (25_000, Color::White, 120_000),
            (85_000, Color::White, 60_000),
        ]
    );
}

#[test]
fn a_simple_delay_shifts_the_mark_and_a_stop_postpones_it() {
    let mut c = clock("130d5");
    let mut a = Announcer::new(thresholds(&[120]), &c, 0);
    c.start(0).unwrap();
    assert_eq!(
        a.next_at(&c),
        Some(15_000),
        "5 s delay, then 10 s of counting"
    );
    c.stop(12_000).unwrap();
    assert_eq!(a.next_at(&c), None, "nothing counts while stopped");
    assert_eq!(marks(&mut a, &c, 100_000), []);
    c.resume(100_000).unwrap();
    assert_eq!(a.next_at(&c), Some(103_000));
    assert_eq!(c.remaining(Color::White, 103_000), 120_000);
    assert_eq!(c.remaining(Color::White, 102_999), 120_001);
    // A stop during the delay keeps the rest of the delay.
    let mut c = clock("130d5");
    let mut a = Announcer::new(thresholds(&[120]), &c, 0);
    c.start(0).unwrap();
    c.stop(2000).unwrap();
    c.resume(50_000).unwrap();
    assert_eq!(a.next_at(&c), Some(63_000));
    assert_eq!(marks(&mut a, &c, 63_000), [(63_000, Color::White, 120_000)]);
}

#[test]
fn an_increment_does_not_repeat_a_mark_but_a_new_period_or_an_addition_does() {
    // 2/130+5: the first period ends after each player's second move.
    let mut c = clock("2/125+5:60+5");
    let mut a = Announcer::new(thresholds(&[120, 30]), &c, 0);
    c.start(0).unwrap();
    assert_eq!(marks(&mut a, &c, 12_000), [(10_000, Color::White, 120_000)]);
    c.press(12_000).unwrap(); // 118 + 5 = 123 s: above the mark again
    assert_eq!(c.remaining(Color::White, 12_000), 123_000);
    assert_eq!(a.pressed(&c, Color::White, 12_000), []);
    c.press(12_000).unwrap();
    a.pressed(&c, Color::Black, 12_000);
    // Back down through 120 s: not said again.
    assert_eq!(marks(&mut a, &c, 20_000), []);
    c.press(20_000).unwrap(); // White's 2nd move ends the period: 115 + 60 + 5 s
    assert_eq!(c.remaining(Color::White, 20_000), 180_000);
    let said = a.pressed(&c, Color::White, 20_000);
    assert_eq!(
        said.iter().map(|a| a.said).collect::<Vec<_>>(),
        [ClockNotice::ControlReached {
            color: Color::White,
            moves: 2
        }]
    );
    c.press(20_000).unwrap();
    a.pressed(&c, Color::Black, 20_000);
    // The new period re-armed White's 2-minute mark: 60 s from now.
    assert_eq!(marks(&mut a, &c, 80_000), [(80_000, Color::White, 120_000)]);
    // An arbiter gives White two minutes: the mark is said again when reached.
    c.add(Color::White, 120_000, 80_000).unwrap();
    a.added(&c, Color::White, 80_000);
    assert_eq!(
        marks(&mut a, &c, 200_000),
        [(200_000, Color::White, 120_000)]
    );
}

#[test]
fn every_n_minutes_and_the_countdown_are_marks_too() {
    let config = ClockSpeechConfig {
        every: EveryConfig {
            minutes: 2,
            audience: Audience::Private,
        },
        countdown: CountdownConfig {
            from_seconds: 3,
            audience: Audience::Public,
        },
        remaining: RemainingConfig {
            seconds: vec![120, 2],
            audience: Audience::Public,
        },
        ..ClockSpeechConfig::default()
    };
    let mut c = clock("300");
    let mut a = Announcer::new(config, &c, 0);
    c.start(0).unwrap();
    let said = a.due_until(&c, 300_000);
    let got: Vec<(u64, Audience)> = said.iter().map(|a| (a.at_ms, a.audience)).collect();
    assert_eq!(
        got,
        [
            (60_000, Audience::Private), // 4 min, every 2 min
            (180_000, Audience::Public), // 2 min: a threshold and a multiple, said once
            (297_000, Audience::Public), // 3 s
            (298_000, Audience::Public), // 2 s: countdown and threshold, once
            (299_000, Audience::Public), // 1 s
        ]
    );
    assert_eq!(a.next_at(&c), None, "the flag itself is not a mark");
}

#[test]
fn marks_follow_only_the_chosen_side() {
    let config = ClockSpeechConfig {
        sides: Sides::Black,
        ..thresholds(&[100])
    };
    let mut c = clock("110");
    let mut a = Announcer::new(config, &c, 0);
    c.start(0).unwrap();
    assert_eq!(a.next_at(&c), None);
    c.press(50_000).unwrap();
    assert_eq!(
        marks(&mut a, &c, 100_000),
        [(60_000, Color::Black, 100_000)]
    );
}

#[test]
fn moves_to_the_control() {
    let mut c = clock("7/600:3/60");
    let mut a = Announcer::new(ClockSpeechConfig::default(), &c, 0);
    c.start(0).unwrap();
    let mut said = Vec::new();
    for i in 0..20 {
        let mover = c.turn().unwrap();
        c.press(i * 100).unwrap();
        said.extend(
            a.pressed(&c, mover, i * 100)
                .into_iter()
                .map(|a| (a.at_ms, a.said)),
        );
    }
    let left = |at_ms, color| (at_ms, ClockNotice::MovesToControl { color, left: 5 });
    let reached = |at_ms, color, moves| (at_ms, ClockNotice::ControlReached { color, moves });
    assert_eq!(
        said,
        [
            left(200, Color::White), // after move 2: moves 3 to 7 remain
            left(300, Color::Black),
            reached(1200, Color::White, 7),
            reached(1300, Color::Black, 7),
            // the repeating 3-move period is shorter than 5: never "5 moves to go"
            reached(1800, Color::White, 10),
            reached(1900, Color::Black, 10),
        ]
    );
    let config: ClockSpeechConfig =
        toml::from_str("[moves_to_control]\nmoves = 0\n[control_reached]\nenabled = false\n")
            .unwrap();
    let mut c = clock("7/600:3/60");
    let mut a = Announcer::new(config, &c, 0);
    c.start(0).unwrap();
    for i in 0..20 {
        let mover = c.turn().unwrap();
        c.press(i * 100).unwrap();
        assert_eq!(a.pressed(&c, mover, i * 100), []);
    }
}

#[test]
fn the_flag_is_said_with_its_result() {
    let c = clock("10");
    let a = Announcer::new(ClockSpeechConfig::default(), &c, 0);
    let flag = Flag {
        color: Color::Black,
        at_ms: 7000,
    };
    let said = a.flag(flag, false);
    assert_eq!(said.at_ms, 7000);
    assert_eq!(said.audience, Audience::Public);
    let en = voice("en");
    assert_eq!(
        ClockSpeech::new(&en, SecondsStyle::Whole).say(&said.said),
        "Black is out of time, draw, White cannot checkmate"
    );
}

#[test]
fn config_defaults_and_a_toml_override() {
    let defaults = ClockSpeechConfig::default();
    assert_eq!(toml::from_str::<ClockSpeechConfig>("").unwrap(), defaults);
    assert_eq!(defaults.seconds, SecondsStyle::Tenths);
    assert_eq!(defaults.sides, Sides::Both);
    assert_eq!(defaults.remaining.seconds, [600, 300, 120, 60, 30]);
    assert_eq!(defaults.remaining.audience, Audience::Private);
    assert_eq!(defaults.every.minutes, 0);
    assert_eq!(defaults.countdown.from_seconds, 0);
    assert!(defaults.control_reached.enabled);
    assert_eq!(defaults.moves_to_control.moves, 5);
    assert_eq!(defaults.moves_to_control.audience, Audience::Private);
    assert_eq!(defaults.flag.audience, Audience::Public);
    assert_eq!(defaults.reading.audience, Audience::Private);

    let config: ClockSpeechConfig = toml::from_str(
        r#"
        seconds = "whole"
        sides = "white"
        [remaining]
        seconds = [900, 60]
        audience = "public"
        [every]
        minutes = 10
        [countdown]
        from_seconds = 10
        [flag]
        audience = "private"
        "#,
    )
    .unwrap();
    assert_eq!(config.seconds, SecondsStyle::Whole);
    assert_eq!(config.sides, Sides::White);
    assert_eq!(config.remaining.seconds, [900, 60]);
    assert_eq!(config.remaining.audience, Audience::Public);
    assert_eq!(config.every.minutes, 10);
    assert_eq!(config.every.audience, Audience::Private);
    assert_eq!(config.countdown.from_seconds, 10);
    assert_eq!(config.flag.audience, Audience::Private);
    assert_eq!(config.moves_to_control, defaults.moves_to_control);

    let error = toml::from_str::<ClockSpeechConfig>("[every]\nhours = 1\n").unwrap_err();
    assert!(error.to_string().contains("hours"), "{error}");
    assert!(toml::from_str::<ClockSpeechConfig>("seconds = \"halves\"").is_err());
    assert!(toml::from_str::<ClockSpeechConfig>("[flag]\naudience = \"loud\"").is_err());
}
