//! Never two languages in one sentence: the same scripted game, review and refusals run in every
//! interface language with every voice, and each line is checked against the other languages'
//! words (those of their catalogues that the line's own language does not use). The voice's
//! board words, numbers, and quoted text (what the player typed, an opening's English name said
//! as such) are the only words allowed from elsewhere.

use std::collections::BTreeSet;
use std::path::Path;

use crate::common::{annabella_with_env, in_parallel, start_playing};

const VOICES: [&str; 4] = ["fide", "en", "fr", "es"];

/// The built-in languages, and Spanish, brought by its file alone (`locales/es.ftl`, found in
/// the source tree like a catalogue installed in a data folder).
pub(crate) const LANGUAGES: [&str; 4] = ["en", "fr", "de", "es"];

/// A played game with every query, refusals, a claim, a draw offer, a takeback and a
/// resignation, in English command words (understood in every language).
const GAME: &str = "e4\ne5\ntime\nboard\nwhere\nlast\nmaterial\npawns\nopening\nlegal\n\
attackers e4\nsquare e4\nxyz\nKe3\ne4\nhelp\nhelp more\nclaim\ndraw\ntakeback\nnames\n\
names white Ann\nrepeat\nmoves\nrank 4\nfile e\ndiagonal a1\nturn\nundo\nflag\nresign\nresign\n";

/// A review: forward, into a variation and out, comments, the end, a refusal.
const REVIEW: &str =
    "\nnext\nnext\nback\nvariation\nout\ncomment\neval\nend\nstart\ngo 3\nxyz\ne4\n";

/// The words of a catalogue's messages (placeables, comments and keys left out), folded.
pub(crate) fn catalogue_words(tag: &str) -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{tag}.ftl"));
    let text = std::fs::read_to_string(&path).unwrap();
    let mut words = BTreeSet::new();
    for line in text.lines() {
        if line.trim_start().starts_with('#') {
            continue;
        }
        // The value: after `key =`, or a variant after `]`, or a continuation line.
        let value = match line.split_once(" = ") {
            Some((key, value)) if !key.starts_with(' ') => value,
            _ => line.rsplit_once(']').map_or(line, |(_, v)| v),
        };
        let mut plain = String::new();
        let mut depth = 0;
        for c in value.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ if depth == 0 => plain.push(c),
                _ => {}
            }
        }
        words.extend(tokens(&plain));
    }
    words
}

/// A voice pack's board words (files, ranks, pieces, the words of a move), folded: the words a
/// sentence of any language may use. Its clock words and numbers are not among them.
fn voice_words(name: &str) -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("voices/{name}.toml"));
    let pack: toml::Table = std::fs::read_to_string(&path).unwrap().parse().unwrap();
    let mut words = BTreeSet::new();
    for section in ["board", "pieces", "pieces_plural", "moves"] {
        let mut strings = Vec::new();
        collect_strings(&pack[section], &mut strings);
        words.extend(strings.iter().flat_map(|s| tokens(s)));
    }
    words
}

fn collect_strings(value: &toml::Value, out: &mut Vec<String>) {
    match value {
        toml::Value::String(s) => out.push(s.clone()),
        toml::Value::Array(items) => items.iter().for_each(|v| collect_strings(v, out)),
        toml::Value::Table(table) => table.values().for_each(|v| collect_strings(v, out)),
        _ => {}
    }
}

/// Letters-only words of three letters or more, lower case; quoted text left out.
pub(crate) fn tokens(text: &str) -> Vec<String> {
    let mut unquoted = String::new();
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '«' | '„' | '“' if !quoted => quoted = true,
            '»' | '“' | '”' if quoted => quoted = false,
            '"' => quoted = !quoted,
            _ if !quoted => unquoted.push(c),
            _ => {}
        }
    }
    // A key, path or file name (`board.files`, `/seven.toml`) names a thing in the file the
    // user wrote: it is not a word of any language.
    let is_name = |chunk: &str| {
        let inner = chunk.trim_matches(|c: char| !c.is_alphanumeric());
        inner.contains(['.', '/', '_'])
    };
    unquoted
        .split_whitespace()
        .filter(|chunk| !is_name(chunk))
        .flat_map(|chunk| chunk.split(|c: char| !c.is_alphabetic()))
        .filter(|w| w.chars().count() >= 3)
        .map(str::to_lowercase)
        .collect()
}

fn run(args: &[&str], input: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let run = annabella_with_env(
        args,
        input.as_bytes(),
        &[
            ("XDG_DATA_HOME", dir.path()),
            ("XDG_CONFIG_HOME", dir.path()),
        ],
    );
    assert_eq!(run.status, 0, "{args:?}: {}", run.stderr);
    run.stdout
        .lines()
        .chain(run.stderr.lines())
        // A saved game's path is the machine's, not a sentence.
        .map(|l| l.split(" /").next().unwrap_or(l).to_owned())
        .collect()
}

#[test]
fn every_line_is_in_one_language_in_every_interface_language_with_every_voice() {
    let catalogues: Vec<BTreeSet<String>> = LANGUAGES.iter().map(|t| catalogue_words(t)).collect();
    let pgn = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/pgn/mixed.pgn");
    let pgn = pgn.to_str().unwrap();
    let cases: Vec<(usize, &str, &str)> = LANGUAGES
        .into_iter()
        .enumerate()
        .flat_map(|(index, tag)| VOICES.map(|voice| (index, tag, voice)))
        .collect();
    // Every language with every voice, a few side by side (each run in its own folder).
    let checked = in_parallel(cases, |(index, tag, voice)| {
        // The catalogue holds the language's command words too.
        let foreign = foreign_words(&catalogues, index, voice);
        let play = [
            "play", "--plain", "--speech", "text", "--lang", tag, "--voice", voice, "--time",
            "300+2", "--role", "practice",
        ];
        let review = [
            "review", "--plain", "--speech", "text", "--lang", tag, "--voice", voice, pgn,
        ];
        let lines: Vec<String> = run(&play, GAME)
            .into_iter()
            .chain(run(&review, REVIEW))
            .collect();
        let mixed: Vec<String> = lines
            .iter()
            .filter_map(|line| {
                let strangers = strangers(line, &foreign);
                (!strangers.is_empty())
                    .then(|| format!("{tag}/{voice}: {line:?} has {strangers:?}"))
            })
            .collect();
        (lines.len(), mixed)
    });
    let lines_checked: usize = checked.iter().map(|(lines, _)| lines).sum();
    let mixed: Vec<String> = checked.into_iter().flat_map(|(_, mixed)| mixed).collect();
    assert!(lines_checked > 600, "only {lines_checked} lines");
    assert!(
        mixed.is_empty(),
        "{} mixed lines:\n{}",
        mixed.len(),
        mixed.join("\n")
    );
}

/// The words of `line` that belong to another language.
pub(crate) fn strangers(line: &str, foreign: &BTreeSet<String>) -> Vec<String> {
    tokens(line)
        .into_iter()
        .filter(|w| foreign.contains(w))
        .collect()
}

/// The words of other languages' catalogues that a line in language `index` with `voice` may
/// not hold.
pub(crate) fn foreign_words(
    catalogues: &[BTreeSet<String>],
    index: usize,
    voice: &str,
) -> BTreeSet<String> {
    let allowed: BTreeSet<String> = catalogues[index]
        .iter()
        .chain(&voice_words(voice))
        .cloned()
        .collect();
    catalogues
        .iter()
        .enumerate()
        .filter(|(other, _)| *other != index)
        .flat_map(|(_, words)| words)
        .filter(|w| !allowed.contains(*w))
        .cloned()
        .collect()
}

#[test]
fn a_flag_falling_is_said_in_one_language() {
    let catalogues: Vec<BTreeSet<String>> = LANGUAGES.iter().map(|t| catalogue_words(t)).collect();
    // The voice of another language, and the FIDE voice (German); the games side by side, since
    // each waits a second for its flag.
    let cases: Vec<(usize, &str, &str)> = LANGUAGES
        .into_iter()
        .enumerate()
        .flat_map(|(index, tag)| ["fide", "en"].map(|voice| (index, tag, voice)))
        .collect();
    let mixed: Vec<String> = in_parallel(cases, |(index, tag, voice)| {
        let foreign = foreign_words(&catalogues, index, voice);
        let data = tempfile::tempdir().unwrap();
        let args = [
            "--speech", "text", "--lang", tag, "--voice", voice, "--time", "1", "--role",
            "practice",
        ];
        let mut playing = start_playing(&args, data.path());
        let mut lines = vec![playing.greeting.clone()];
        playing.type_line("e4");
        // Black's second runs out: the flag and the result are said, then the game saved.
        loop {
            let line = playing.next_line();
            let saved = line.contains("annabella/games");
            lines.push(line);
            if saved {
                break;
            }
        }
        playing.finish();
        assert!(lines.len() >= 4, "{tag}/{voice}: {lines:?}");
        lines
            .iter()
            .filter_map(|line| {
                let line = line.split(" /").next().unwrap_or(line);
                let strangers = strangers(line, &foreign);
                (!strangers.is_empty())
                    .then(|| format!("{tag}/{voice}: {line:?} has {strangers:?}"))
            })
            .collect::<Vec<_>>()
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(
        mixed.is_empty(),
        "{} mixed lines:\n{}",
        mixed.len(),
        mixed.join("\n")
    );
}

#[test]
fn a_language_brought_by_files_is_typed_in_its_own_piece_letters() {
    // Spanish SAN: C for the knight (caballo), A for the bishop (alfil); its catalogue names
    // them, no Rust does.
    let lines = run(
        &[
            "play", "--plain", "--speech", "text", "--voice", "es", "--role", "practice",
        ],
        "e4\ne5\nCf3\nCc6\nAb5\n",
    );
    assert_eq!(
        lines[1..6],
        [
            "Peón Eva cuatro",
            "Peón Eva cinco",
            "Caballo Félix tres",
            "Caballo César seis",
            "Alfil Bella cinco"
        ],
        "{lines:?}"
    );
}

/// The greeting says who plays a side as a sentence of its language ("White you" and "Blancs
/// vous" before), to the player and, about the blind player, to the arbiter.
#[test]
fn the_greeting_says_which_side_the_player_plays_in_a_sentence() {
    for (lang, role, said) in [
        ("en", "player", "you play White"),
        ("de", "player", "Sie spielen Weiß"),
        ("fr", "player", "vous jouez les Blancs"),
        ("es", "player", "usted juega con las Blancas"),
        ("de", "arbiter", "der sehbehinderte Spieler spielt Weiß"),
    ] {
        let lines = run(
            &[
                "play", "--plain", "--lang", lang, "--role", role, "--blind", "white",
            ],
            "",
        );
        assert!(lines[0].contains(said), "{lang} {role}: {lines:?}");
    }
}
