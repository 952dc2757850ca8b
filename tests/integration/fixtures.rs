//! Good and bad fixtures of every file a user writes by hand (tests/data/README.md): settings
//! files, voice packs, pronunciation lists and catalogues, run through the real binary. Each
//! folder is walked: a file with no `NAME.expected` beside it is good (it loads, nothing is said
//! on standard error, and its output begins with `NAME.out` when there is one); a bad one gets
//! exit status 2 and, on standard error, exactly the line of `NAME.expected` (and, run with
//! `--lang de`, of `NAME.de.expected` when there is one), naming the file and where in it.
//! Each runs in its own folder and is given by its name alone, so every line is the same on
//! every machine.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::common::{Run, data};

/// Runs `annabella ARGS` in `dir` with a data and a settings folder of its own (nothing of the
/// machine's user is read), and `XDG_DATA_HOME` at `data_home` when given.
fn run_in(dir: &Path, args: &[&str], data_home: Option<&Path>) -> Run {
    let home = tempfile::tempdir().unwrap();
    let data_home = data_home.map_or_else(|| home.path().to_path_buf(), Path::to_path_buf);
    let output = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        .current_dir(dir)
        .env("XDG_DATA_HOME", &data_home)
        .env("XDG_CONFIG_HOME", home.path())
        .env("HOME", home.path())
        .stdin(Stdio::null())
        .output()
        .expect("run annabella");
    Run {
        status: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// A fixture made by the test, not kept in the repository: a file past the size limit.
struct Made {
    name: &'static str,
    text: fn() -> String,
}

/// One megabyte and one byte of comment lines: past the limit of every file written by hand.
fn too_large() -> String {
    let line = format!("#{}\n", "x".repeat(62));
    let mut text = line.repeat(1024 * 1024 / line.len());
    text.push_str("#\n");
    text
}

/// What one fixture should give.
struct Expected {
    /// The line on standard error (a bad fixture), in English.
    line: Option<String>,
    /// The same line in German.
    german: Option<String>,
    /// How standard output begins (a good fixture).
    output: Option<String>,
}

fn read_if_there(path: &Path) -> Option<String> {
    std::fs::read_to_string(path)
        .ok()
        .map(|text| text.trim_end_matches('\n').to_owned())
}

impl Expected {
    fn beside(folder: &Path, stem: &str) -> Self {
        Self {
            line: read_if_there(&folder.join(format!("{stem}.expected"))),
            german: read_if_there(&folder.join(format!("{stem}.de.expected"))),
            output: read_if_there(&folder.join(format!("{stem}.out"))),
        }
    }
}

/// Where what a fixture gave differs from what it should, in words for the test's failure.
fn differences(name: &str, expected: &Expected, run: &Run, german: Option<&Run>) -> Vec<String> {
    let mut wrong = Vec::new();
    if let Some(line) = &expected.line {
        if run.status != 2 || run.stderr != format!("{line}\n") {
            wrong.push(format!(
                "{name}: expected status 2 and\n  {line}\ngot {run:?}"
            ));
        }
    } else {
        let begins = expected.output.as_deref().unwrap_or("");
        if run.status != 0 || !run.stderr.is_empty() || !run.stdout.starts_with(begins) {
            wrong.push(format!(
                "{name}: expected a good run beginning {begins:?}, got {run:?}"
            ));
        }
    }
    if let (Some(line), Some(run)) = (&expected.german, german)
        && (run.status != 2 || run.stderr != format!("{line}\n"))
    {
        wrong.push(format!(
            "{name} (de): expected status 2 and\n  {line}\ngot {run:?}"
        ));
    }
    wrong
}

/// Walks `folder` of tests/data: every file ending `.ext`, and each of `made` written into a
/// folder of its own, is run by `run` (in the folder it is in, with its name; with `--lang de`
/// as the last argument when it has a German line). Every difference is told at once.
fn walk(folder: &str, ext: &str, made: &[Made], run: impl Fn(&Path, &str, bool) -> Run) {
    let folder = data(folder);
    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(&format!(".{ext}")))
        .collect();
    names.sort();
    let mut wrong = Vec::new();
    let mut bad = 0;
    let mut check = |dir: &Path, name: &str| {
        let stem = name.trim_end_matches(&format!(".{ext}"));
        let expected = Expected::beside(&folder, stem);
        bad += usize::from(expected.line.is_some());
        let english = run(dir, name, false);
        let german = expected.german.as_ref().map(|_| run(dir, name, true));
        wrong.extend(differences(name, &expected, &english, german.as_ref()));
    };
    for name in &names {
        check(&folder, name);
    }
    for made in made {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(made.name), (made.text)()).unwrap();
        check(dir.path(), made.name);
    }
    // Every expected line belongs to a fixture.
    for entry in std::fs::read_dir(&folder).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if let Some(stem) = name
            .strip_suffix(".de.expected")
            .or_else(|| name.strip_suffix(".expected"))
            .or_else(|| name.strip_suffix(".out"))
        {
            let input = format!("{stem}.{ext}");
            if !names.contains(&input) && !made.iter().any(|made| made.name == input) {
                wrong.push(format!("{name}: no fixture {input}"));
            }
        }
    }
    assert!(bad >= 5, "{}: only {bad} bad fixtures", folder.display());
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The arguments with `--lang de` after them when `german`.
fn with_lang(args: &[&str], german: bool) -> Vec<String> {
    let mut args: Vec<String> = args.iter().map(|&arg| arg.to_owned()).collect();
    if german {
        args.extend(["--lang".to_owned(), "de".to_owned()]);
    }
    args
}

fn run_args(dir: &Path, args: &[String]) -> Run {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    run_in(dir, &args, None)
}

#[test]
fn every_settings_file_is_used_or_gets_its_one_line() {
    walk(
        "settings",
        "toml",
        &[Made {
            name: "too-large.toml",
            text: too_large,
        }],
        |dir, name, german| {
            run_args(
                dir,
                &with_lang(&["play", "--plain", "--config", name], german),
            )
        },
    );
}

/// A game short enough to announce in every voice, in `dir`.
fn game() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("game.pgn"), "1. e4 e5 2. Nf3 *\n").unwrap();
    dir
}

#[test]
fn every_voice_pack_says_the_moves_or_gets_its_one_line() {
    let game = game();
    let pgn = game.path().join("game.pgn");
    let pgn = pgn.to_str().unwrap();
    walk(
        "voices",
        "toml",
        &[Made {
            name: "too-large.toml",
            text: too_large,
        }],
        |dir, name, german| run_args(dir, &with_lang(&["announce", "--voice", name, pgn], german)),
    );
}

/// Every pronunciation list is tried as the list of the good voice pack: the pack is copied
/// into a folder of its own as `NAME.toml`, the list beside it as `NAME/listen.dict`.
#[test]
fn every_pronunciation_list_is_heard_with_or_gets_its_one_line() {
    let pack = std::fs::read_to_string(data("voices/good.toml")).unwrap();
    let silence = data("voices/silence.wav");
    let silence = silence.to_str().unwrap();
    walk(
        "pronunciations",
        "dict",
        &[Made {
            name: "too-large.dict",
            text: too_large,
        }],
        |dir, name, german| {
            let folder = tempfile::tempdir().unwrap();
            let stem = name.trim_end_matches(".dict");
            std::fs::create_dir(folder.path().join(stem)).unwrap();
            std::fs::copy(dir.join(name), folder.path().join(stem).join("listen.dict")).unwrap();
            std::fs::write(folder.path().join(format!("{stem}.toml")), &pack).unwrap();
            run_args(
                folder.path(),
                &with_lang(
                    &["hear", "--voice", &format!("{stem}.toml"), silence],
                    german,
                ),
            )
        },
    );
}

#[test]
fn the_good_pronunciation_list_is_heard_with() {
    let run = run_in(
        &data("voices"),
        &["hear", "--voice", "good.toml", "silence.wav"],
        None,
    );
    assert_eq!(run.status, 0, "{run:?}");
    // Silence is no move: said again.
    assert_eq!(run.stdout, "again\n", "{run:?}");
}

/// The folder a catalogue fixture is found in, as a user's data folder.
fn catalogue_home(name: &str) -> PathBuf {
    data(&format!("catalogues/{name}"))
}

#[test]
fn a_good_catalogue_brings_its_language() {
    let dir = game();
    let home = catalogue_home("good");
    let run = run_in(
        dir.path(),
        &["announce", "--lang", "eo", "game.pgn"],
        Some(&home),
    );
    assert_eq!(run.status, 0, "{run:?}");
    assert_eq!(run.stderr, "", "{run:?}");
    // Its sentences are said: a missing file, in the catalogue's words.
    let run = run_in(
        dir.path(),
        &["announce", "--lang", "eo", "missing.pgn"],
        Some(&home),
    );
    assert_eq!(run.status, 2, "{run:?}");
    assert_eq!(
        run.stderr, "annabella: missing.pgn ne troviĝas\n",
        "{run:?}"
    );
}

#[test]
fn each_bad_catalogue_gets_its_one_line() {
    let dir = game();
    // Lines that are not Fluent: told, and the rest of the catalogue goes on.
    let home = catalogue_home("not-fluent");
    let file = home.join("annabella/locales/eo.ftl");
    let run = run_in(
        dir.path(),
        &["announce", "--lang", "eo", "game.pgn"],
        Some(&home),
    );
    assert_eq!(run.status, 0, "{run:?}");
    assert_eq!(
        run.stderr,
        format!(
            "annabella: catalogue {}: line 3: Expected a token starting with \"=\"\n",
            file.display()
        ),
        "{run:?}"
    );
    assert!(run.stdout.starts_with("Bauer Eva vier\n"), "{run:?}");
    // A file whose name is no language tag brings no language.
    let run = run_in(
        dir.path(),
        &["announce", "--lang", "eo", "game.pgn"],
        Some(&catalogue_home("misnamed")),
    );
    assert_eq!(run.status, 2, "{run:?}");
    assert_eq!(
        run.stderr,
        "annabella: --lang eo: not a language of annabella: en, fr, de, es (see annabella --help)\n",
        "{run:?}"
    );
}
