//! `annabella clock --speak` through the real binary: the talking clock's utterances, interleaved
//! with the contract's lines, on fixture scripts (`tests/data/clock/speak-*.script`).
//!
//! A speak fixture's first line is `# --control SPEC` (so the contract fixture test also replays it
//! without `--speak` against NAME.out) and its second `# --speak [OPTIONS]`; NAME.spoken holds the
//! expected output with `--speak`.

use crate::common::{annabella, data};

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

#[test]
fn a_query_says_the_reading_in_the_chosen_voice() {
    let run = annabella(
        &[
            "clock",
            "--control",
            "300",
            "--script",
            "-",
            "--speak",
            "--voice",
            "fr",
        ],
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
    let run = annabella(
        &[
            "clock",
            "--control",
            "300",
            "--script",
            "-",
            "--voice",
            "en",
        ],
        script,
    );
    assert_eq!(run.status, 2, "--voice without --speak");
    let run = annabella(
        &[
            "clock",
            "--control",
            "300",
            "--script",
            "-",
            "--speak",
            "--voice",
            "xx",
        ],
        script,
    );
    assert_eq!(run.status, 2);
    assert_eq!(run.stdout, "");
    assert!(
        run.stderr.contains("unknown voice \"xx\""),
        "{}",
        run.stderr
    );
    let run = annabella(
        &[
            "clock",
            "--control",
            "300",
            "--script",
            "-",
            "--speak",
            "--seconds",
            "halves",
        ],
        script,
    );
    assert_eq!(run.status, 2);

    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("speech.toml");
    std::fs::write(&config, "[every]\nhours = 1\n").unwrap();
    let config = config.to_str().unwrap();
    let run = annabella(
        &[
            "clock",
            "--control",
            "300",
            "--script",
            "-",
            "--speak",
            "--speech-config",
            config,
        ],
        script,
    );
    assert_eq!(run.status, 2);
    assert_eq!(run.stdout, "");
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(run.stderr.contains(config), "{}", run.stderr);
    assert!(run.stderr.contains("hours"), "{}", run.stderr);
}
