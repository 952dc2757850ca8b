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
        ("40/x", &["'40/x'", "character 4", "'x'"]),
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
