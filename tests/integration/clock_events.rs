//! What the clock's property tests draw at random: the events a clock is given and the text of
//! time controls (the clock against its model in `clock`, the talking clock against the clock in
//! `clock_speech`).

use annabella::core::clock::{Clock, Color, Step, TimeWentBack};
use proptest::prelude::*;

/// One thing done to the clock.
#[derive(Debug, Clone, Copy)]
pub enum Event {
    Start,
    Press,
    Query,
    Stop,
    Resume,
    /// The arbiter adds this many milliseconds to a side.
    Add(Color, u64),
}

/// Any event, presses the most often; an addition is below `added_below_ms`.
pub fn event(added_below_ms: u64) -> impl Strategy<Value = Event> {
    prop_oneof![
        1 => Just(Event::Start),
        8 => Just(Event::Press),
        2 => Just(Event::Query),
        1 => Just(Event::Stop),
        1 => Just(Event::Resume),
        1 => (any::<bool>(), 0..added_below_ms).prop_map(|(white, ms)| {
            Event::Add(if white { Color::White } else { Color::Black }, ms)
        }),
    ]
}

/// `event` given to `clock` at `at`; a query only brings the clock up to `at` (its step is not
/// applied, and carries the flag that brought up).
pub fn apply(clock: &mut Clock, at: u64, event: Event) -> Result<Step, TimeWentBack> {
    match event {
        Event::Start => clock.start(at),
        Event::Press => clock.press(at),
        Event::Query => clock.advance(at).map(|flag| Step {
            flag,
            applied: false,
        }),
        Event::Stop => clock.stop(at),
        Event::Resume => clock.resume(at),
        Event::Add(color, ms) => clock.add(color, ms, at),
    }
}

/// A period's time and bonus as SPEC writes them: `kind` 0 no bonus, 1 an increment (`+`),
/// 2 a delay (`d`), 3 a Bronstein delay (`b`).
pub fn period_text(base: &str, kind: u8, bonus: &str) -> String {
    match kind {
        0 => base.to_owned(),
        1 => format!("{base}+{bonus}"),
        2 => format!("{base}d{bonus}"),
        _ => format!("{base}b{bonus}"),
    }
}

/// Periods (the moves each counts, its text) joined into SPEC: every period counted but the
/// last, which is counted too when `counted_last`.
pub fn control_text(periods: &[(u32, String)], counted_last: bool) -> String {
    let last = periods.len() - 1;
    let parts: Vec<String> = periods
        .iter()
        .enumerate()
        .map(|(i, (moves, rest))| {
            if i < last || counted_last {
                format!("{moves}/{rest}")
            } else {
                rest.clone()
            }
        })
        .collect();
    parts.join(":")
}
