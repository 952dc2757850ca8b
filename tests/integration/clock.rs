//! `annabella clock` through the real binary: fixture scripts and refused input (contract §2).

use crate::common::{Run, annabella, data};

/// Every `tests/data/clock/NAME.script` (whose first line is `# --control SPEC`) against NAME.out.
#[test]
fn fixtures_match_their_expected_output() {
    let dir = data("clock");
    let mut scripts: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "script"))
        .collect();
    scripts.sort();
    assert!(scripts.len() >= 8, "fixtures missing in {}", dir.display());
    for script in scripts {
        let text = std::fs::read_to_string(&script).unwrap();
        let control = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("# --control "))
            .unwrap();
        let expected = std::fs::read_to_string(script.with_extension("out")).unwrap();
        let path = script.to_str().unwrap();
        let run = annabella(&["clock", "--control", control, "--script", path], b"");
        assert_eq!((run.status, run.stderr.as_str()), (0, ""), "{path}");
        assert_eq!(run.stdout, expected, "{path}");
    }
}

#[test]
fn reads_the_script_from_stdin() {
    let run = annabella(
        &["clock", "--control", "10d5", "--script", "-"],
        b"0 start\r\n16 press\r\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "t=0.000 white=10000 black=10000 moves=0/0 turn=white\nt=15.000 flag=white\n"
    );
}

/// Exit 2, one `annabella: ...` line on stderr containing every `needle`, no panic.
fn assert_refused(run: &Run, needles: &[&str]) {
    assert_eq!(
        run.status, 2,
        "stdout: {} stderr: {}",
        run.stdout, run.stderr
    );
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(run.stderr.starts_with("annabella: "), "{}", run.stderr);
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    for needle in needles {
        assert!(
            run.stderr.contains(needle),
            "{needle:?} not in {}",
            run.stderr
        );
    }
}

#[test]
fn bad_specs_are_refused_with_the_place() {
    let cases: &[(&str, &[&str])] = &[
        ("40/x", &["\"40/x\"", "character 4", "'x'"]),
        ("10+0.0505", &["'0.0505'", "three decimals", "character 4"]),
        ("40.5/300", &["'40.5'", "whole number"]),
        ("*180+2", &["sandglass", "character 5", "'+'"]),
        ("40/*180", &["sandglass", "character 4"]),
        ("*180:60", &["sandglass", "character 5"]),
        ("*0", &["starting time"]),
        (
            "15 min. + 10 s. per move",
            &[
                "\"15 min. + 10 s. per move\" is not a time control",
                "*180",
                "10+0.05",
            ],
        ),
        ("G/90", &["is not a time control", "'G'", "900+10"]),
        ("-", &["without a clock"]),
        ("?", &["unknown time control"]),
        ("", &["expected"]),
        ("300 +5", &["character 4"]),
        ("300+5junk", &["character 6", "'j'"]),
        ("300:40/300", &["only the last period"]),
        ("0/300", &["at least one move"]),
        ("99999999999999999999", &["too large"]),
        ("0", &["starting time"]),
    ];
    for (spec, needles) in cases {
        let run = annabella(&["clock", "--control", spec, "--script", "-"], b"0 start\n");
        assert_refused(&run, needles);
        assert_eq!(run.stdout, "", "{spec}");
    }
}

#[test]
fn bad_scripts_stop_at_the_bad_line() {
    let start = "t=0.000 white=10000 black=10000 moves=0/0 turn=white\n";
    let cases: &[(&[u8], &[&str], &str)] = &[
        (
            b"5 start\n4 press\n",
            &["line 2", "4.000"],
            "t=5.000 white=10000 black=10000 moves=0/0 turn=white\n",
        ),
        (
            b"0 start\n\n# note\n1.2345 press\n",
            &["line 4", "'1.2345'"],
            start,
        ),
        (b"-1 start\n", &["line 1", "'-1'"], ""),
        (b"0 start\n1 jump\n", &["line 2", "'jump'"], start),
        (b"0 start\n1 press twice\n", &["line 2", "'twice'"], start),
        (b"0 start\n1 add green 5\n", &["line 2", "'green'"], start),
        (b"0 start\n1 add white -5\n", &["line 2", "'-5'"], start),
        (b"0 start\n1\n", &["line 2"], start),
        (b"0 start\n\xff\xfe press\n", &["line 2", "UTF-8"], start),
        (b"99999999999999999999 start\n", &["line 1"], ""),
        // The flag that would fall before a bad line is not printed either.
        (b"0 start\n20 bogus\n", &["line 2"], start),
    ];
    for (script, needles, stdout) in cases {
        let run = annabella(&["clock", "--control", "10", "--script", "-"], script);
        assert_refused(&run, needles);
        assert_eq!(run.stdout, *stdout, "{}", String::from_utf8_lossy(script));
    }
}

#[test]
fn a_missing_script_file_is_named() {
    let run = annabella(
        &[
            "clock",
            "--control",
            "10",
            "--script",
            "/nonexistent/clock.txt",
        ],
        b"",
    );
    assert_refused(&run, &["/nonexistent/clock.txt"]);
}

#[test]
fn help_works() {
    let run = annabella(&["clock", "--help"], b"");
    assert_eq!(run.status, 0);
    assert!(run.stdout.contains("--control"));
}

/// Property tests of the clock core against a naive model that ticks one millisecond at a time.
mod properties {
    use annabella::core::clock::{Bonus, Clock, Color, Flag, Period, TimeControl};
    use proptest::prelude::*;

    use crate::clock_events::{self, Event, control_text, period_text};

    /// An event, an addition below three seconds.
    fn event() -> impl Strategy<Value = Event> {
        clock_events::event(3000)
    }

    /// Milliseconds as the shortest SPEC seconds (`2`, `0.05`, `1.25`), as Display writes them.
    fn seconds(ms: u64) -> String {
        let fraction = format!("{:03}", ms % 1000);
        match fraction.trim_end_matches('0') {
            "" => format!("{}", ms / 1000),
            digits => format!("{}.{digits}", ms / 1000),
        }
    }

    /// Small times: whole seconds mostly, and some with one to three decimals.
    fn time(max_seconds: u64) -> impl Strategy<Value = u64> {
        prop_oneof![
            3 => (0..max_seconds).prop_map(|s| s * 1000),
            1 => 0..max_seconds * 1000,
        ]
    }

    /// SPEC text: 1 to 3 small periods, or a sandglass.
    fn spec() -> impl Strategy<Value = String> {
        let period = (1u32..4, time(8), 0u8..4, time(4)).prop_map(|(moves, base, kind, bonus)| {
            (moves, period_text(&seconds(base), kind, &seconds(bonus)))
        });
        let periods = (prop::collection::vec(period, 1..4), any::<bool>())
            .prop_map(|(periods, counted_last)| control_text(&periods, counted_last));
        prop_oneof![
            4 => periods,
            1 => time(8).prop_map(|ms| format!("*{}", seconds(ms))),
        ]
    }

    #[derive(Debug, Clone, Copy, PartialEq)]
    enum State {
        NotStarted,
        Running,
        Stopped,
        Flagged,
    }

    /// The clock as an arbiter would keep it with a stopwatch: one millisecond at a time.
    #[derive(Debug, Clone)]
    struct Model {
        periods: Vec<Period>,
        /// Every millisecond the running side counts off is added to the other side.
        sandglass: bool,
        /// What the arbiter added, both sides together.
        added: u64,
        state: State,
        side: usize,
        /// Time left, not counting the current move's delay.
        time: [u64; 2],
        delay_left: u64,
        used: u64,
        moves: [u64; 2],
        /// Index of the period of each player's next move, and moves made in it so far.
        period: [usize; 2],
        in_period: [u64; 2],
        now: u64,
        flag: Option<Flag>,
        /// Everything ever put on each clock, and everything it counted off, move by move.
        credited: [u64; 2],
        spent: [u64; 2],
    }

    fn delay(p: &Period) -> u64 {
        if let Bonus::Delay(ms) = p.bonus {
            ms
        } else {
            0
        }
    }
    fn increment(p: &Period) -> u64 {
        if let Bonus::Increment(ms) = p.bonus {
            ms
        } else {
            0
        }
    }
    fn bronstein(p: &Period) -> u64 {
        if let Bonus::Bronstein(ms) = p.bonus {
            ms
        } else {
            0
        }
    }
    fn color(i: usize) -> Color {
        if i == 0 { Color::White } else { Color::Black }
    }

    impl Model {
        fn new(control: &TimeControl) -> Self {
            let periods = control.periods().to_vec();
            let start = periods[0].base_ms + increment(&periods[0]);
            Self {
                periods,
                sandglass: control.is_sandglass(),
                added: 0,
                state: State::NotStarted,
                side: 0,
                time: [start, start],
                delay_left: 0,
                used: 0,
                moves: [0, 0],
                period: [0, 0],
                in_period: [0, 0],
                now: 0,
                flag: None,
                credited: [start, start],
                spent: [0, 0],
            }
        }

        fn begin_move(&mut self) {
            self.delay_left = delay(&self.periods[self.period[self.side]]);
            self.used = 0;
        }

        /// A move that begins with no time and no delay (a period of 0 seconds) has lost on
        /// time at that very instant.
        fn flag_if_empty(&mut self) {
            if self.state == State::Running && self.delay_left == 0 && self.time[self.side] == 0 {
                self.state = State::Flagged;
                self.flag = Some(Flag {
                    color: color(self.side),
                    at_ms: self.now,
                });
            }
        }

        fn tick_to(&mut self, at: u64) {
            self.flag_if_empty();
            while self.now < at {
                self.now += 1;
                if self.state != State::Running {
                    continue;
                }
                self.used += 1;
                if self.delay_left > 0 {
                    self.delay_left -= 1;
                } else {
                    self.time[self.side] -= 1;
                    self.spent[self.side] += 1;
                    if self.sandglass {
                        self.time[1 - self.side] += 1;
                        self.credited[1 - self.side] += 1;
                    }
                }
                if self.delay_left == 0 && self.time[self.side] == 0 {
                    self.state = State::Flagged;
                    self.flag = Some(Flag {
                        color: color(self.side),
                        at_ms: self.now,
                    });
                }
            }
        }

        fn apply(&mut self, event: Event) {
            match (event, self.state) {
                (Event::Start, State::NotStarted) => {
                    self.state = State::Running;
                    self.begin_move();
                }
                (Event::Press, State::Running) => {
                    let s = self.side;
                    let current = self.periods[self.period[s]];
                    let before = self.time[s];
                    self.time[s] += self.used.min(bronstein(&current));
                    self.moves[s] += 1;
                    self.in_period[s] += 1;
                    if current
                        .moves
                        .is_some_and(|m| u64::from(m.get()) == self.in_period[s])
                    {
                        self.period[s] = (self.period[s] + 1).min(self.periods.len() - 1);
                        self.in_period[s] = 0;
                        self.time[s] += self.periods[self.period[s]].base_ms;
                    }
                    self.time[s] += increment(&self.periods[self.period[s]]);
                    self.credited[s] += self.time[s] - before;
                    self.side = 1 - s;
                    self.begin_move();
                }
                (Event::Stop, State::Running) => self.state = State::Stopped,
                (Event::Resume, State::Stopped) => self.state = State::Running,
                (Event::Add(c, ms), state) if state != State::Flagged => {
                    self.time[usize::from(c == Color::Black)] += ms;
                    self.credited[usize::from(c == Color::Black)] += ms;
                    self.added += ms;
                }
                _ => {}
            }
        }
    }

    fn call(clock: &mut Clock, at: u64, event: Event) -> Option<Flag> {
        clock_events::apply(clock, at, event)
            .expect("instants never go back")
            .flag
    }

    proptest! {
        #[test]
        fn the_clock_matches_a_millisecond_model(
            spec in spec(),
            events in prop::collection::vec((0u64..2500, event()), 1..40),
        ) {
            // Controls without any starting time are refused; nothing to play then.
            let Ok(control) = spec.parse::<TimeControl>() else { return Ok(()) };
            prop_assert_eq!(control.to_string(), spec.clone());
            let mut clock = Clock::new(control.clone());
            let mut model = Model::new(&control);
            let mut at = 0;
            for (dt, event) in events {
                at += dt;
                let before = clock.clone();
                let predicted = clock.flag_at();
                let flag = call(&mut clock, at, event);
                model.tick_to(at);
                let model_flag = if model.flag.is_some() && before.flagged().is_none() {
                    model.flag
                } else {
                    None
                };
                prop_assert_eq!(flag, model_flag, "flag at {} after {:?}", at, event);
                if let Some(flag) = flag {
                    // Exact: predicted in advance, nothing left then, something left just before.
                    prop_assert_eq!(predicted, Some(flag.at_ms));
                    prop_assert_eq!(before.remaining(flag.color, flag.at_ms), 0);
                    prop_assert_eq!(clock.remaining(flag.color, at), 0);
                    // Something was left just before, unless the move began with nothing at all.
                    if before.time_used_on_current_move(flag.at_ms) > 0 {
                        let just_before = flag.at_ms - 1;
                        prop_assert!(
                            before.remaining(flag.color, just_before) + before.delay_left(just_before) > 0
                        );
                    }
                }
                model.apply(event);
                for (i, c) in [Color::White, Color::Black].into_iter().enumerate() {
                    // A delay does not show: the model's time is what the clock prints.
                    prop_assert_eq!(clock.remaining(c, at), model.time[i], "{:?} at {}", c, at);
                    prop_assert_eq!(clock.moves(c), model.moves[i]);
                    // What a player used is the sum of their move times (after delays); a flagged
                    // clock shows zero exactly.
                    prop_assert_eq!(clock.remaining(c, at), model.credited[i] - model.spent[i]);
                    // Time only grows by press credits (the mover's) or an arbiter's addition
                    // (or, in a sandglass, while the other side's clock runs).
                    let grew = clock.remaining(c, at) > before.remaining(c, at);
                    let may_grow = match event {
                        Event::Press => before.turn() == Some(c),
                        Event::Add(added, _) => added == c,
                        _ => false,
                    } || control.is_sandglass();
                    prop_assert!(!grew || may_grow, "{:?} grew on {:?} at {}", c, event, at);
                }
                let turn = match model.state {
                    State::Running | State::Stopped => Some(color(model.side)),
                    State::NotStarted | State::Flagged => None,
                };
                prop_assert_eq!(clock.turn(), turn);
                if control.is_sandglass() {
                    // Nothing is lost or made: both sides hold 2N plus the arbiter's additions.
                    let total = clock.remaining(Color::White, at) + clock.remaining(Color::Black, at);
                    prop_assert_eq!(total, 2 * control.starting_ms() + model.added);
                }
                if matches!(model.state, State::Running | State::Stopped) {
                    prop_assert_eq!(clock.time_used_on_current_move(at), model.used);
                    prop_assert_eq!(clock.delay_left(at), model.delay_left);
                }
            }
        }

        #[test]
        fn any_spec_text_parses_or_is_refused(spec in ".{0,24}") {
            let _ = spec.parse::<TimeControl>();
        }

        #[test]
        fn extreme_instants_never_panic(
            spec in spec(),
            events in prop::collection::vec((any::<u64>(), event(), any::<u64>()), 1..20),
        ) {
            let Ok(control) = spec.parse::<TimeControl>() else { return Ok(()) };
            let mut clock = Clock::new(control);
            let mut instants: Vec<u64> = events.iter().map(|e| e.0).collect();
            instants.sort_unstable();
            for (at, (_, event, huge)) in instants.into_iter().zip(events) {
                let event = match event {
                    Event::Add(c, _) => Event::Add(c, huge),
                    other => other,
                };
                call(&mut clock, at, event);
                let _ = (clock.remaining(Color::White, huge), clock.remaining(Color::Black, at));
                let _ = (clock.flag_at(), clock.time_used_on_current_move(huge));
            }
        }
    }
}
