//! The manual pages as `man` shows them: besides the options, the table's commands per role
//! (every command of the vocabulary), examples, the files and the environment; and the shell
//! completions offer the names the named options take instead of file names. Fails when `man`
//! is missing (`make test` installs man-db).

use std::process::Command;

use annabella::core::language::UiLanguage;
use annabella::core::session::{Command as TableCommand, TableRole};

use crate::common::{annabella, output_of, require_tool};

/// `roff` rendered by `man -l -` at 100 columns, as plain text.
fn rendered(roff: &str) -> String {
    let man = require_tool("man", &[]);
    let output = output_of(
        Command::new(man)
            .args(["-l", "-"])
            .env("MANPAGER", "cat")
            .env("MANWIDTH", "100")
            // Plain text, no overstrike for bold.
            .env("MAN_KEEP_FORMATTING", "")
            .env("GROFF_NO_SGR", "1"),
        roff.as_bytes(),
    );
    assert!(
        output.status.success(),
        "man failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    // Bold and underline as overstrike (`x\bx`, `_\bx`): keep the letter.
    let mut text = String::new();
    for c in String::from_utf8_lossy(&output.stdout).chars() {
        if c == '\u{8}' {
            text.pop();
        } else {
            text.push(c);
        }
    }
    text
}

/// The text of section `name`: from its heading to the next heading at the left margin.
fn section<'a>(page: &'a str, name: &str) -> &'a str {
    let start = page
        .find(&format!("\n{name}\n"))
        .unwrap_or_else(|| panic!("no {name} section in:\n{page}"));
    let body = &page[start + name.len() + 2..];
    let end = body
        .match_indices('\n')
        .map(|(i, _)| i + 1)
        .find(|&i| body[i..].starts_with(|c: char| c.is_ascii_uppercase()))
        .unwrap_or(body.len());
    &body[..end]
}

fn page(args: &[&str]) -> String {
    let run = annabella(args, b"");
    assert_eq!(run.status, 0, "{}", run.stderr);
    rendered(&run.stdout)
}

#[test]
fn the_program_page_has_the_table_commands_by_role_examples_files_and_environment() {
    for args in [&["man"][..], &["man", "play"]] {
        let page = page(args);
        let commands = section(&page, "IN-GAME COMMANDS");
        for command in TableCommand::all() {
            for language in [UiLanguage::ENGLISH, UiLanguage::GERMAN, UiLanguage::FRENCH] {
                let word = command.word(language);
                assert!(
                    commands.contains(word),
                    "{args:?}: {word} missing:\n{commands}"
                );
            }
        }
        for role in TableRole::ALL {
            assert!(commands.contains(role.name()), "{}", role.name());
        }
        // Each role's own list: the arbiter's has penalty, the player's has not.
        let by_role = &commands[commands.find("By role").unwrap()..];
        let arbiter = by_role
            .lines()
            .skip_while(|l| !l.trim_start().starts_with("arbiter"))
            .take_while(|l| !l.trim_start().starts_with("practice"))
            .collect::<Vec<_>>()
            .join(" ");
        assert!(arbiter.contains("penalty"), "{arbiter}");
        let player = by_role
            .lines()
            .skip_while(|l| !l.trim_start().starts_with("player"))
            .take_while(|l| !l.trim_start().starts_with("assistant"))
            .collect::<Vec<_>>()
            .join(" ");
        assert!(!player.contains("penalty"), "{player}");
        assert!(player.contains("flag"), "{player}");

        // man justifies its lines: the words are compared, not the spaces between them.
        let examples = section(&page, "EXAMPLES")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        for wanted in [
            "--board peg:",
            "--eboard dgt:",
            "--engine",
            "--speech text",
            "annabella review",
            "annabella analyse",
            "--online",
        ] {
            assert!(examples.contains(wanted), "{wanted}:\n{examples}");
        }
        let files = section(&page, "FILES");
        for wanted in [
            "annabella/games",
            "annabella/config.toml",
            "annabella/annabella.log",
        ] {
            assert!(files.contains(wanted), "{wanted}:\n{files}");
        }
        let environment = section(&page, "ENVIRONMENT");
        for wanted in [
            "XDG_DATA_HOME",
            "XDG_CONFIG_HOME",
            "XDG_STATE_HOME",
            "LICHESS_TOKEN",
            "SPEECHD_ADDRESS",
        ] {
            assert!(environment.contains(wanted), "{wanted}:\n{environment}");
        }
        // clap's own sections are still there, and the options name their values.
        assert!(page.contains("OPTIONS"), "{page}");
    }
    // The options list the names they take.
    let play = page(&["man", "play"]);
    let voice = &play[play.find("--voice <VOICE>").unwrap()..play.find("--style <STYLE>").unwrap()];
    assert!(voice.contains("Possible values"), "{voice}");
    for name in ["fide", "en", "fr"] {
        assert!(
            voice
                .lines()
                .any(|l| l.trim_start_matches([' ', '•']) == name),
            "{voice}"
        );
    }
}

#[test]
fn every_page_written_to_a_folder_renders_and_the_program_page_has_its_sections() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().to_str().unwrap();
    let run = annabella(&["man", "--out-dir", out], b"");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let main = std::fs::read_to_string(dir.path().join("annabella.1")).unwrap();
    let main = rendered(&main);
    for name in ["IN-GAME COMMANDS", "EXAMPLES", "FILES", "ENVIRONMENT"] {
        section(&main, name);
    }
    assert!(main.contains("annabella-play(1)"), "{main}");
    for page in [
        "annabella-play.1",
        "annabella-review.1",
        "annabella-completions.1",
    ] {
        let roff = std::fs::read_to_string(dir.path().join(page)).unwrap();
        assert!(!rendered(&roff).trim().is_empty(), "{page}");
    }
    assert!(!dir.path().join("annabella-help.1").exists());
}

/// The bash script's `case` branch for `option` in `play`'s completion function.
fn bash_branch<'a>(script: &'a str, option: &str) -> &'a str {
    let play = &script[script
        .find("annabella__subcmd__play)")
        .expect("play's completion function")..];
    let start = play
        .find(&format!("                {option})"))
        .unwrap_or_else(|| panic!("no {option} branch"));
    let branch = &play[start..];
    &branch[..branch.find(";;").unwrap()]
}

#[test]
fn completions_offer_the_names_of_voices_roles_engines_styles_and_sides_not_files() {
    let bash = annabella(&["completions", "bash"], b"");
    assert_eq!(bash.status, 0, "{}", bash.stderr);
    for (option, names) in [
        // Spanish is a pack installed beside the others (the source tree's voices/ here).
        ("--voice", "fide en fr es"),
        ("--lang", "en fr de es"),
        ("--role", "player assistant arbiter practice"),
        ("--speech", "auto tts clips text none"),
        ("--style", "short long"),
        ("--color", "white black random"),
        ("--blind", "white black"),
    ] {
        let branch = bash_branch(&bash.stdout, option);
        assert!(
            branch.contains(&format!("compgen -W \"{names}\"")),
            "{option}: {branch}"
        );
        assert!(!branch.contains("compgen -f"), "{option}: {branch}");
    }
    // A time control and a saved game's ID are no files: nothing is offered for them.
    for option in ["--time", "--resume"] {
        let branch = bash_branch(&bash.stdout, option);
        assert!(
            branch.contains("COMPREPLY=(\"${cur}\")") && !branch.contains("compgen -f"),
            "{option}: {branch}"
        );
    }
    // A file is still offered where one is meant.
    assert!(bash_branch(&bash.stdout, "--config").contains("compgen -f"));

    let zsh = annabella(&["completions", "zsh"], b"");
    for (option, names) in [
        ("--voice", "(fide en fr es)"),
        ("--lang", "(en fr de es)"),
        ("--role", "(player assistant"),
    ] {
        let line = zsh
            .stdout
            .lines()
            .find(|l| l.contains(&format!("'{option}=")))
            .unwrap_or_else(|| panic!("zsh: no {option}"));
        assert!(line.contains(names) && !line.contains("_files"), "{line}");
    }

    let fish = annabella(&["completions", "fish"], b"");
    let voice = fish
        .stdout
        .lines()
        .find(|l| l.contains("using_subcommand play") && l.contains("-l voice"))
        .expect("fish: play --voice");
    // -f: no file names; the names follow -a.
    assert!(voice.contains(" -f ") && voice.contains("fide"), "{voice}");
    assert!(!voice.contains(" -F"), "{voice}");
}

#[test]
fn a_voice_pack_path_is_still_accepted_by_the_parser() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("mine.toml");
    let run = annabella(
        &["play", "--plain", "--voice", missing.to_str().unwrap()],
        b"",
    );
    // Refused for being absent, not for being outside the names the completion offers.
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("mine.toml"), "{}", run.stderr);
    assert!(!run.stderr.contains("possible values"), "{}", run.stderr);
}
