//! `annabella export --brf` through the binary (contract section 9).

use crate::common::annabella;

const GAMES: &str = "[White \"Morphy, Paul\"]\n[Black \"Duke Karl / Count Isouard\"]\n\
    [Event \"Paris Opera\"]\n[Date \"1858.??.??\"]\n[Result \"1-0\"]\n\n\
    1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 \
    8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 \
    14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0\n\n\
    1. d4 d5 *\n";

fn assert_brf(stdout: &str, width: usize, height: usize) {
    assert!(
        stdout
            .bytes()
            .all(|b| (0x20..=0x5f).contains(&b) || b == b'\n' || b == 0x0c),
        "{stdout:?}"
    );
    for page in stdout.split('\x0c') {
        let lines: Vec<&str> = page
            .strip_suffix('\n')
            .unwrap_or(page)
            .split('\n')
            .collect();
        assert!(lines.len() <= height, "{page:?}");
        assert!(lines.iter().all(|line| line.len() <= width), "{page:?}");
    }
}

#[test]
fn writes_the_opera_game_in_braille_pages() {
    let run = annabella(&["export", "--brf", "-"], GAMES.as_bytes());
    assert_eq!((run.status, run.stderr.as_str()), (0, ""));
    assert_brf(&run.stdout, 40, 25);
    let expected_start = "WHITE MORPHY1 PAUL\n\
                          BLACK DUKE KARL _/ COUNT ISOUARD\n\
                          EVENT PARIS OPERA\n\
                          DATE #AHEH\n\
                          RESULT WHITE WINS\n\
                          \n\
                          1 E4 E5\n\
                          2 NF3 D6\n";
    assert!(run.stdout.starts_with(expected_start), "{}", run.stdout);
    assert!(run.stdout.contains("\n12 O-O-O RD8\n"), "{}", run.stdout);
    assert!(run.stdout.contains("\n17 RD8#\n"), "{}", run.stdout);
    // Two games, 6 + 17 and 3 lines: one page each at 25 lines.
    assert!(
        run.stdout
            .ends_with("\n\x0cRESULT NOT FINISHED\n\n1 D4 D5\n"),
        "{:?}",
        run.stdout
    );
}

#[test]
fn small_pages_and_narrow_lines_still_hold_every_rule() {
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), GAMES).unwrap();
    let path = file.path().display().to_string();
    let run = annabella(
        &["export", "--brf", "--width", "10", "--height", "5", &path],
        b"",
    );
    assert_eq!((run.status, run.stderr.as_str()), (0, ""));
    assert_brf(&run.stdout, 10, 5);
    assert!(run.stdout.matches('\x0c').count() >= 5, "{:?}", run.stdout);
}

#[test]
fn a_size_out_of_range_is_an_error_naming_the_option() {
    for (args, needle) in [
        (["--width", "9"], "--width 9"),
        (["--width", "101"], "--width 101"),
        (["--height", "4"], "--height 4"),
    ] {
        let mut all = vec!["export", "--brf"];
        all.extend(args);
        all.push("-");
        let run = annabella(&all, GAMES.as_bytes());
        assert_eq!((run.status, run.stdout.as_str()), (2, ""), "{args:?}");
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
        assert!(run.stderr.contains(needle), "{needle} in {}", run.stderr);
    }
}

#[test]
fn the_format_flag_is_required() {
    let run = annabella(&["export", "-"], GAMES.as_bytes());
    assert_eq!((run.status, run.stdout.as_str()), (2, ""));
    assert!(run.stderr.contains("--brf"), "{}", run.stderr);
}

#[test]
fn a_bad_game_stops_with_one_line_after_the_good_ones() {
    let run = annabella(&["export", "--brf", "-"], b"1. e4 e5 *\n\n1. e4 Nf9 *\n");
    assert_eq!(run.status, 2);
    assert_eq!(run.stdout, "RESULT NOT FINISHED\n\n1 E4 E5\n");
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(
        run.stderr.contains("game 2") && run.stderr.contains("Nf9"),
        "{}",
        run.stderr
    );
}
