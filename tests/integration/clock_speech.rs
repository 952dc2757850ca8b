//! `annabella clock --speak` through the real binary: the talking clock's utterances, interleaved
//! with the contract's lines, on fixture scripts (`tests/data/clock/speak-*.script`).
//!
//! A speak fixture's first line is `# --control SPEC` (so the contract fixture test also replays it
//! without `--speak` against NAME.out) and its second `# --speak [OPTIONS]`; NAME.spoken holds the
//! expected output with `--speak`.

use crate::common::{Run, annabella, data};

fn speak_fixtures() -> Vec<std::path::PathBuf> {
    let dir = data("clock");
    let mut scripts: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data/clock")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| {
            path.extension().is_some_and(|e| e == "script")
                && path
                    .file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("speak-"))
        })
        .collect();
    scripts.sort();
    assert!(
        scripts.len() >= 4,
        "speak fixtures missing in {}",
        dir.display()
    );
    scripts
}

#[test]
fn speak_fixtures_match_their_expected_output() {
    for script in speak_fixtures() {
        let text = std::fs::read_to_string(&script).unwrap();
        let mut lines = text.lines();
        let control = lines
            .next()
            .and_then(|l| l.strip_prefix("# --control "))
            .unwrap();
        let options = lines.next().and_then(|l| l.strip_prefix("# ")).unwrap();
        assert!(options.starts_with("--speak"), "{}", script.display());
        let path = script.to_str().unwrap();
        let mut args = vec!["clock", "--control", control, "--script", path];
        args.extend(options.split_whitespace());
        let run = annabella(&args, b"");
        assert_eq!((run.status, run.stderr.as_str()), (0, ""), "{path}");
        let expected = std::fs::read_to_string(script.with_extension("spoken")).unwrap();
        assert_eq!(run.stdout, expected, "{path}");

        // --speak only adds `say` lines: without them the output is the contract's, byte for byte.
        let plain = annabella(&["clock", "--control", control, "--script", path], b"");
        let unsaid: String = run
            .stdout
            .lines()
            .filter(|l| !l.contains(" say "))
            .map(|l| l.to_owned() + "\n")
            .collect();
        assert_eq!(unsaid, plain.stdout, "{path}");
        assert!(run.stdout.lines().any(|l| l.contains(" say ")), "{path}");
    }
}

#[test]
fn say_lines_are_told_apart_from_contract_lines() {
    for script in speak_fixtures() {
        let spoken = std::fs::read_to_string(script.with_extension("spoken")).unwrap();
        let mut last_ms = 0u64;
        for line in spoken.lines() {
            let (time, rest) = line.split_once(' ').unwrap();
            let seconds = time.strip_prefix("t=").unwrap();
            let (whole, millis) = seconds.split_once('.').unwrap();
            let ms = whole.parse::<u64>().unwrap() * 1000 + millis.parse::<u64>().unwrap();
            assert!(ms >= last_ms, "time order: {line}");
            last_ms = ms;
            assert!(
                rest.starts_with("white=")
                    || rest.starts_with("flag=")
                    || rest.starts_with("say public: ")
                    || rest.starts_with("say private: "),
                "{line}"
            );
        }
    }
}

/// `annabella clock --control 300 --script -` with `options`, `script` on its standard input.
fn five_minutes_scripted(options: &[&str], script: &[u8]) -> Run {
    let mut args = vec!["clock", "--control", "300", "--script", "-"];
    args.extend(options);
    annabella(&args, script)
}

#[test]
fn a_query_says_the_reading_in_the_chosen_voice() {
    let run = five_minutes_scripted(
        &["--speak", "--voice", "fr"],
        b"0 start\n10 press\n19.75 query\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "t=0.000 white=300000 black=300000 moves=0/0 turn=white\n\
         t=10.000 white=290000 black=300000 moves=1/0 turn=black\n\
         t=19.750 white=290000 black=290250 moves=1/0 turn=black\n\
         t=19.750 say private: Blancs quatre minutes cinquante secondes, un coup; \
         Noirs quatre minutes cinquante secondes, zéro coups\n\
         t=19.750 say private: neuf virgule sept secondes pour ce coup\n"
    );
}

#[test]
fn speech_options_need_speak_and_bad_ones_are_refused() {
    let script = b"0 start\n";
    let run = five_minutes_scripted(&["--voice", "en"], script);
    assert_eq!(run.status, 2, "--voice without --speak");
    let run = five_minutes_scripted(&["--speak", "--voice", "xx"], script);
    assert_eq!(run.status, 2);
    assert_eq!(run.stdout, "");
    assert!(
        run.stderr.contains("unknown voice \"xx\""),
        "{}",
        run.stderr
    );
    let run = five_minutes_scripted(&["--speak", "--seconds", "halves"], script);
    assert_eq!(run.status, 2);

    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("speech.toml");
    std::fs::write(&config, "[every]\nhours = 1\n").unwrap();
    let config = config.to_str().unwrap();
    let run = five_minutes_scripted(&["--speak", "--speech-config", config], script);
    assert_eq!(run.status, 2);
    assert_eq!(run.stdout, "");
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(run.stderr.contains(config), "{}", run.stderr);
    assert!(run.stderr.contains("hours"), "{}", run.stderr);
    // Where: the line of the offending key.
    assert!(run.stderr.contains(": line 2:"), "{}", run.stderr);
}

/// The scheduler against the clock it follows, on random controls, events and settings.
mod properties {
    use annabella::core::clock::{Clock, Color, Phase, TimeControl};
    use annabella::core::clock_speech::{
        Announcer, ClockNotice, ClockSpeechConfig, CountdownConfig, EveryConfig, RemainingConfig,
    };
    use proptest::prelude::*;

    use crate::clock_events::{self, Event, control_text, period_text};

    /// An event, an addition below ninety seconds.
    fn event() -> impl Strategy<Value = Event> {
        clock_events::event(90_000)
    }

    /// 1 to 3 periods of up to a few minutes, with any bonus.
    fn spec() -> impl Strategy<Value = String> {
        let period =
            (1u32..4, 0u64..240, 0u8..4, 0u64..8).prop_map(|(moves, base, kind, bonus)| {
                (
                    moves,
                    period_text(&base.to_string(), kind, &bonus.to_string()),
                )
            });
        (prop::collection::vec(period, 1..4), any::<bool>())
            .prop_map(|(periods, counted_last)| control_text(&periods, counted_last))
    }

    fn config() -> impl Strategy<Value = ClockSpeechConfig> {
        (prop::collection::vec(0u64..250, 0..6), 0u64..3, 0u64..12).prop_map(
            |(seconds, minutes, from_seconds)| ClockSpeechConfig {
                remaining: RemainingConfig {
                    seconds,
                    ..RemainingConfig::default()
                },
                every: EveryConfig {
                    minutes,
                    ..EveryConfig::default()
                },
                countdown: CountdownConfig {
                    from_seconds,
                    ..CountdownConfig::default()
                },
                ..ClockSpeechConfig::default()
            },
        )
    }

    /// Every mark of `config` below `ceiling` ms (and above zero), by the settings' own terms.
    fn marks_below(config: &ClockSpeechConfig, ceiling: u64) -> Vec<u64> {
        let mut marks: Vec<u64> = config.remaining.seconds.iter().map(|s| s * 1000).collect();
        let step = config.every.minutes * 60_000;
        if let Some(multiples) = ceiling.checked_div(step) {
            marks.extend((1..=multiples).map(|k| k * step));
        }
        marks.extend((1..=config.countdown.from_seconds).map(|s| s * 1000));
        marks.retain(|&m| m > 0 && m < ceiling);
        marks.sort_unstable();
        marks.dedup();
        marks
    }

    fn idx(color: Color) -> usize {
        usize::from(color == Color::Black)
    }

    proptest! {
        #[test]
        fn marks_fall_in_order_exactly_when_the_clock_shows_them(
            spec in spec(),
            config in config(),
            events in prop::collection::vec((0u64..60_000, event()), 1..40),
        ) {
            let Ok(control) = spec.parse::<TimeControl>() else { return Ok(()) };
            let first_base = control.period_of_move(1).base_ms;
            let mut clock = Clock::new(control);
            let mut announcer = Announcer::new(config.clone(), &clock, 0);
            // The test's own account of the armed marks: below the time at the last re-arming,
            // and at first below the control's own time (the first increment is not time used).
            let start = clock.remaining(Color::White, 0).min(first_base);
            let mut ceiling = [start, start];
            let (mut at, mut last_event, mut last_said) = (0u64, 0u64, 0u64);
            for (dt, event) in events {
                at += dt;
                let running = (clock.phase() == Phase::Running).then(|| clock.turn()).flatten();
                let said = announcer.due_until(&clock, at);
                let mut said_marks = Vec::new();
                for a in &said {
                    let ClockNotice::Remaining { color, ms } = a.said else {
                        return Err(TestCaseError::fail(format!("not a mark: {a:?}")));
                    };
                    prop_assert_eq!(Some(color), running);
                    // In time order, between the last event and this one.
                    prop_assert!(a.at_ms >= last_said && a.at_ms >= last_event && a.at_ms <= at);
                    last_said = a.at_ms;
                    // Exactly when the clock shows the mark, and not before.
                    prop_assert_eq!(clock.remaining(color, a.at_ms), ms, "{:?}", a);
                    if a.at_ms > last_event {
                        let before = a.at_ms - 1;
                        prop_assert!(
                            clock.remaining(color, before) + clock.delay_left(before) > ms,
                            "{:?} said late", a
                        );
                    }
                    said_marks.push(ms);
                }
                // Exactly the marks crossed since the last event, each once, largest first.
                if let Some(color) = running {
                    let now = clock.remaining(color, at);
                    let armed = marks_below(&config, ceiling[idx(color)]);
                    let mut expected: Vec<u64> = armed.iter().copied().filter(|&m| m > now).collect();
                    expected.reverse();
                    let n = expected.len();
                    prop_assert_eq!(&said_marks[..n.min(said_marks.len())], &expected[..]);
                    // At most the mark equal to the time shown, if its instant has come.
                    prop_assert!(said_marks.len() <= n + 1);
                    if let Some(&extra) = said_marks.get(n) {
                        prop_assert_eq!(extra, now);
                    }
                    if let Some(&lowest) = said_marks.last() {
                        ceiling[idx(color)] = lowest;
                    }
                } else {
                    prop_assert!(said.is_empty());
                }
                prop_assert!(announcer.next_at(&clock).is_none_or(|t| t > at), "overdue");

                clock.advance(at).expect("time never goes back");
                let mover = clock.turn();
                let step = clock_events::apply(&mut clock, at, event).expect("time never goes back");
                if step.applied {
                    match (event, mover) {
                        (Event::Press, Some(mover)) => {
                            announcer.pressed(&clock, mover, at);
                            if clock.control().ends_period(clock.moves(mover)) {
                                ceiling[idx(mover)] = clock.remaining(mover, at);
                            }
                        }
                        (Event::Add(color, _), _) => {
                            announcer.added(&clock, color, at);
                            let c = &mut ceiling[idx(color)];
                            *c = (*c).max(clock.remaining(color, at));
                        }
                        _ => {}
                    }
                }
                last_event = at;
            }
        }
    }
}
