//! The full (sighted) screen heard through a real screen reader: a player with low vision keeps
//! the board on the screen and Fenrir reading it. Fenrir reads what changes on the screen, top
//! to bottom, one utterance a change, and a voice takes time to say each: the move must come
//! first, not behind the board's rows and a clock ticking every second.
//!
//! The speech command takes `MS_PER_WORD` for each word, as a voice would, so what Fenrir
//! queues waits its turn; "heard" is when the announcement's first word is reached: the
//! utterance's start plus the words before it in that utterance. Before each move the player
//! silences Fenrir with its stop key, as one who has heard enough does (listening to the end of
//! the first screen at that pace took a minute): what comes after Enter is what is measured.
//!
//! The screen reader's layout (issue 34): its start screen, said whole before the first move
//! can be heard, is at most 20 words in each of the four languages, Fenrir's own way of saying
//! it counted ("Alt-H" is "Alt dash H"); the move is then heard within a second of Enter.
//!
//! Needs `fenrir` and `tmux` (scripts/system-packages.sh test installs them).

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::common::wait_until;
use crate::screen_reader::{Fenrir, Spoken, annabella};

/// A quick screen-reader voice: about 240 words a minute.
const MS_PER_WORD: u32 = 250;
/// How long after Enter the move may be heard.
const HEARD_WITHIN: Duration = Duration::from_secs(1);
const WAIT: Duration = Duration::from_mins(1);

fn now_ns() -> u128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_nanos()
}

/// The words Fenrir says before `words` in `utterance` (box drawing and punctuation are not
/// words).
fn words_before(utterance: &str, words: &str) -> usize {
    let at = utterance.find(words).unwrap_or(0);
    utterance[..at]
        .split_whitespace()
        .filter(|word| word.chars().any(char::is_alphanumeric))
        .count()
}

/// Types `line` and Enter; returns the seconds from Enter until `answer` is heard, and how many
/// words Fenrir said before it in that utterance.
fn enter_and_hear(fenrir: &Fenrir, line: &str, answer: &str) -> (f64, usize) {
    let before = fenrir.spoken().len();
    // One key at a time, as a person types: each letter echoed, which silences what Fenrir
    // was saying.
    for (typed, letter) in line.char_indices() {
        fenrir.type_text(&letter.to_string());
        let shown = format!("> {}", &line[..=typed]);
        wait_until("the typed letter on the screen", WAIT, || {
            fenrir.screen().contains(&shown)
        });
    }
    let enter_ns = now_ns();
    fenrir.keys(&["Enter"]);
    let said: Spoken = fenrir.heard(answer, before);
    // Nothing began before the move once the player started typing: a board row or a clock read
    // ahead of it would keep it waiting its words' time.
    let ahead: Vec<String> = fenrir
        .spoken()
        .into_iter()
        .skip(before)
        .take_while(|spoken| spoken.at_ns != said.at_ns)
        .map(|spoken| spoken.text)
        .collect();
    assert!(
        ahead.is_empty(),
        "Fenrir said {ahead:?} before {answer:?}: the move waited behind it"
    );
    let before_answer = words_before(&said.text, answer);
    let heard_ns = said.at_ns + u128::from(MS_PER_WORD) * 1_000_000 * before_answer as u128;
    eprintln!("heard {answer:?} in {:?}", said.text);
    let seconds = Duration::from_nanos(u64::try_from(heard_ns.saturating_sub(enter_ns)).unwrap())
        .as_secs_f64();
    (seconds, before_answer)
}

/// The player silences Fenrir with its stop key (Esc, which Fenrir keeps for itself), as a
/// player who has heard enough does: what Fenrir was saying and everything it had queued is
/// dropped (the state it is in after saying all of it, without waiting its words' time). Waits
/// until nothing new starts for half a second.
fn silence(fenrir: &Fenrir) {
    fenrir.keys(&["Escape"]);
    let mut count = fenrir.spoken().len();
    let mut quiet_since = now_ns();
    wait_until(
        "Fenrir to fall silent after Esc (does the screen keep changing?)",
        WAIT,
        || {
            let now = fenrir.spoken().len();
            if now != count {
                count = now;
                quiet_since = now_ns();
            }
            now_ns() - quiet_since >= 500_000_000
        },
    );
}

#[test]
fn the_move_is_heard_within_a_second_of_enter_on_the_full_screen_under_fenrir() {
    let dir = tempfile::tempdir().unwrap();
    let said = dir.path().join("said.txt");
    let fenrir = Fenrir::start_speaking(
        dir.path(),
        &[
            annabella(),
            "play",
            "--screen-reader=false",
            "--voice",
            "en",
            "--time",
            "300+0",
            "--speech-log",
            said.to_str().unwrap(),
        ],
        MS_PER_WORD,
    );
    // The table is up once its input line is on the screen (Fenrir may still be reading the
    // first screen aloud: the first wait for silence lets it finish).
    wait_until("the table's input line", WAIT, || {
        fenrir.screen().contains("Move or command")
    });
    let mut worst: f64 = 0.0;
    let mut most_words_before = 0;
    for (line, answer) in [
        ("e4", "Pawn Echo four"),
        ("e5", "Pawn Echo five"),
        ("Nf3", "Knight Foxtrot three"),
    ] {
        // The player silences what is being said, then types the next move; the clock runs
        // meanwhile.
        silence(&fenrir);
        let (seconds, before_answer) = enter_and_hear(&fenrir, line, answer);
        eprintln!(
            "full screen under Fenrir: Enter to {answer:?} heard {seconds:.3} s, \
             after {before_answer} words"
        );
        worst = worst.max(seconds);
        most_words_before = most_words_before.max(before_answer);
    }
    // What makes a move late under a screen reader is what the screen makes it say first (the
    // board's rows, a ticking clock): the move leads what Fenrir says after Enter. The seconds
    // are measured and printed (about 0.04 s on an idle machine); only a stall many times the
    // target fails here, since the test suite runs beside other tests that load the machine.
    assert!(
        most_words_before <= 2,
        "the move came after {most_words_before} other words"
    );
    assert!(
        worst < 10.0 * HEARD_WITHIN.as_secs_f64(),
        "a move was heard {worst:.3} s after Enter"
    );
}

/// The most words the screen reader's layout may make Fenrir say before the first move: each
/// is a quarter of a second the player waits (issue 34: it was 42, then 26).
const START_SCREEN_WORDS: usize = 20;

/// The words of `text` (box drawing and punctuation are not words).
fn word_count(text: &str) -> usize {
    words_before(&format!("{text}\u{0}"), "\u{0}")
}

/// Waits until Fenrir has said everything it queued: nothing new for half a second, and the
/// last utterance's time gone by.
fn until_all_said(fenrir: &Fenrir) {
    let mut count = fenrir.spoken().len();
    let mut quiet_since = now_ns();
    wait_until("Fenrir to say everything on the screen", WAIT, || {
        let spoken = fenrir.spoken();
        if spoken.len() != count {
            count = spoken.len();
            quiet_since = now_ns();
        }
        // The speech command takes its time for every token, the commas Fenrir says for the
        // screen's empty rows too.
        let done = spoken.last().map_or(0, |last| {
            let tokens = last.text.split_whitespace().count() as u128;
            last.at_ns + u128::from(MS_PER_WORD) * 1_000_000 * tokens
        });
        now_ns() - quiet_since >= 500_000_000 && now_ns() >= done
    });
}

/// The screen reader's layout in `lang`, under Fenrir at a voice's pace: the start screen (the
/// title and the greeting, 5 minutes plus 2 seconds a move, the longest) is said whole in at
/// most [`START_SCREEN_WORDS`] words, the help key's `title` first and `last_words` last; then the move typed
/// is heard within a second of Enter.
fn start_screen_then_the_move(lang: &str, title: &str, last_words: &str, answer: &str) {
    let dir = tempfile::tempdir().unwrap();
    let fenrir = Fenrir::start_speaking(
        dir.path(),
        &[
            annabella(),
            "play",
            "--screen-reader",
            "--lang",
            lang,
            "--time",
            "300+2",
        ],
        MS_PER_WORD,
    );
    // The player listens to the whole start screen before typing, as a newcomer does.
    fenrir.heard(title, 0);
    fenrir.heard(last_words, 0);
    until_all_said(&fenrir);
    // Fenrir's own words at its start are not the table's.
    let start: Vec<String> = fenrir
        .spoken()
        .into_iter()
        .map(|s| s.text)
        .skip_while(|text| !text.contains("Start Fenrir"))
        .skip(1)
        .collect();
    let words: usize = start.iter().map(|text| word_count(text)).sum();
    eprintln!("{lang}: the start screen said in {words} words: {start:?}");
    assert!(
        start.iter().any(|text| text.contains(title)),
        "{lang}: the title was not said: {start:?}"
    );
    assert!(
        words <= START_SCREEN_WORDS,
        "{lang}: {words} words before the first move: {start:?}"
    );
    let (seconds, before_answer) = enter_and_hear(&fenrir, "e4", answer);
    eprintln!("{lang}: screen reader's layout under Fenrir: Enter to {answer:?} {seconds:.3} s");
    assert_eq!(before_answer, 0, "{lang}: the move came after other words");
    assert!(
        seconds < HEARD_WITHIN.as_secs_f64(),
        "{lang}: the move was heard {seconds:.3} s after Enter"
    );
}

#[test]
fn the_start_screen_in_english_is_at_most_twenty_words_and_the_move_heard_within_a_second() {
    start_screen_then_the_move("en", "these keys", "starts the clock", "Bauer Eva vier");
}

#[test]
fn the_start_screen_in_german_is_at_most_twenty_words_and_the_move_heard_within_a_second() {
    start_screen_then_the_move("de", "diese Tasten", "startet die Uhr", "Bauer Eva vier");
}

#[test]
fn the_start_screen_in_french_is_at_most_twenty_words_and_the_move_heard_within_a_second() {
    start_screen_then_the_move("fr", "ces touches", "démarre la pendule", "Bauer Eva vier");
}

#[test]
fn the_start_screen_in_spanish_is_at_most_twenty_words_and_the_move_heard_within_a_second() {
    start_screen_then_the_move("es", "estas teclas", "inicia el reloj", "Bauer Eva vier");
}
