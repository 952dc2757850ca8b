//! Installation: the manual page and completion scripts come from the real command line, and the
//! Debian package, unpacked into a scratch root, runs from a clean home: it announces moves with
//! the installed voice, finds its recorded clips where they were installed, and its manual page
//! renders. The package test packages the program `cargo test` built for these tests
//! (`scripts/deb.sh --profile dev`: the same assets, depends and places as `make deb`'s release
//! package, with no build of its own); it fails when cargo-deb, dpkg or man is missing (`make
//! test` installs them).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::common::annabella_with_env;

#[test]
fn the_manual_page_is_roff_with_every_command() {
    let run = annabella_with_env(&["man"], b"", &[]);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(run.stdout.contains(".TH annabella 1"), "{}", run.stdout);
    assert!(run.stdout.contains("annabella\\-play(1)"), "{}", run.stdout);
    let play = annabella_with_env(&["man", "play"], b"", &[]);
    assert!(play.stdout.contains("\\-\\-width"), "{}", play.stdout);
}

#[test]
fn completion_scripts_are_made_for_bash_zsh_and_fish() {
    for (shell, mark) in [
        ("bash", "complete -F _annabella"),
        ("zsh", "#compdef annabella"),
        ("fish", "complete -c annabella"),
    ] {
        let run = annabella_with_env(&["completions", shell], b"", &[]);
        assert_eq!(run.status, 0, "{}", run.stderr);
        assert!(run.stdout.contains(mark), "{shell}: {}", run.stdout);
        assert!(run.stdout.contains("board-replay"), "{shell}");
    }
}

/// Spanish, brought by files: its pronunciations are installed and found by name, from any
/// folder, and its missing recordings are said as such.
fn spanish_is_found_where_it_was_installed(root: &Path, home: &Path, scratch: &Path) {
    assert!(
        root.join("usr/share/annabella/voices/es/listen.dict")
            .is_file()
    );
    let silence = scratch.join("silence.wav");
    let mut wav = hound::WavWriter::create(
        &silence,
        hound::WavSpec {
            channels: 1,
            sample_rate: 16_000,
            bits_per_sample: 16,
            sample_format: hound::SampleFormat::Int,
        },
    )
    .unwrap();
    for _ in 0..16_000 {
        wav.write_sample(0_i16).unwrap();
    }
    wav.finalize().unwrap();
    let heard = run(installed(root, home)
        .args(["hear", "--voice", "es"])
        .arg(&silence));
    assert_eq!(heard.trim(), "again");
    let speak = installed(root, home)
        .args(["speak", "--voice", "es", "--lang", "en", "e4"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&speak.stderr);
    assert!(
        said.contains("voice") && said.contains("recorded clips are not installed"),
        "{said}"
    );
}

/// The braille display's companion, started by the installed annabella for `--braille` (its
/// installed folder named, as the scratch root is not `/`): with no BRLTTY to reach, it is the
/// companion that says so.
fn the_braille_companion_runs(root: &Path, home: &Path) {
    let mut playing = installed(root, home)
        .args(["play", "--plain", "--speech", "text", "--braille"])
        // BrlAPI's address with nothing listening: a port no server is given.
        .env("BRLAPI_HOST", "127.0.0.1:1")
        .env("BRLAPI_AUTH", "none")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // What it says, line by line: the display's word is awaited before the move is typed.
    let (sender, lines) = std::sync::mpsc::channel();
    let stdout = playing.stdout.take().unwrap();
    std::thread::spawn(move || {
        use std::io::BufRead;
        for line in std::io::BufReader::new(stdout)
            .lines()
            .map_while(Result::ok)
        {
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    let mut said = Vec::new();
    while !said
        .iter()
        .any(|line: &String| line.starts_with("Keine Braillezeile (BRLTTY läuft nicht"))
    {
        let line = lines
            .recv_timeout(std::time::Duration::from_secs(15))
            .unwrap_or_else(|_| panic!("no word of the display; said: {said:?}"));
        said.push(line);
    }
    {
        use std::io::Write;
        let mut input = playing.stdin.take().unwrap();
        input.write_all(b"e4\n").unwrap();
    }
    let status = playing.wait().unwrap();
    said.extend(lines.iter());
    assert!(status.success(), "{said:?}");
    assert_eq!(
        said.last().map(String::as_str),
        Some("Bauer Eva vier"),
        "{said:?}"
    );
}

/// Runs a command to its end; its stdout, or the test fails with its stderr.
fn run(command: &mut Command) -> String {
    let output = command
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("{command:?} cannot run (make test installs it): {e}"));
    assert!(
        output.status.success(),
        "{command:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The installed program, run from `home` with no XDG variable and no source tree around it.
/// The scratch root is not `/`: the program is told where the package put its companions
/// (`/usr/libexec/annabella` once installed).
fn installed(root: &Path, home: &Path) -> Command {
    let mut command = Command::new(root.join("usr/bin/annabella"));
    command
        .env_clear()
        .env("HOME", home)
        .env("PATH", "/usr/bin:/bin")
        .env("ANNABELLA_COMPANIONS", root.join("usr/libexec/annabella"))
        .current_dir(home);
    command
}

/// The companion programs the package installs.
const COMPANIONS: &[&str] = &[
    "annabella-braille",
    "annabella-listen",
    "annabella-speech",
    "annabella-broker",
];

/// The companion programs are installed out of everyone's PATH, where annabella looks for them,
/// runnable: each ends at once when its pipe is closed.
fn companions_are_installed_in_libexec(root: &Path) {
    use std::os::unix::fs::PermissionsExt;
    for program in COMPANIONS {
        let path = root.join("usr/libexec/annabella").join(program);
        let mode = std::fs::metadata(&path)
            .unwrap_or_else(|e| panic!("{} not installed: {e}", path.display()))
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o755, "{}", path.display());
        assert!(!root.join("usr/bin").join(program).exists(), "{program}");
        run(&mut Command::new(&path));
    }
}

#[test]
fn the_debian_package_installs_a_working_program_with_its_voices_and_manual() {
    let scratch = tempfile::tempdir().unwrap();
    let deb = scratch.path().join("annabella.deb");
    let source = Path::new(env!("CARGO_MANIFEST_DIR"));
    // The program under test is the one packaged: its target folder (TARGET/debug/annabella),
    // wherever cargo put it.
    let tested = Path::new(env!("CARGO_BIN_EXE_annabella"));
    let target = tested
        .parent()
        .and_then(Path::parent)
        .expect("the program's target folder");
    run(Command::new(source.join("scripts/deb.sh"))
        .args(["--profile", "dev"])
        .arg(&deb)
        .env("CARGO_TARGET_DIR", target)
        .current_dir(source));

    let fields = run(Command::new("dpkg-deb").arg("--field").arg(&deb));
    assert!(fields.contains("libasound2"), "{fields}");
    assert!(fields.contains("libspeechd2"), "{fields}");
    assert!(
        fields.contains(
            "Recommends: stockfish, speech-dispatcher, espeak-ng, pocketsphinx-en-us, brltty"
        ),
        "{fields}"
    );

    let root = scratch.path().join("root");
    run(Command::new("dpkg").arg("-x").arg(&deb).arg(&root));
    let home = scratch.path().join("home");
    std::fs::create_dir(&home).unwrap();
    companions_are_installed_in_libexec(&root);

    // The installed voice's recordings said into a file, beside the rest: reading and
    // normalising its 161 recordings is the longest step, and nothing else waits on it.
    let clips: PathBuf = root.join("usr/share/annabella/voices/fide/clips");
    assert!(clips.join("bauer.wav").is_file(), "{}", clips.display());
    let wav = scratch.path().join("said.wav");
    let speaking = installed(&root, &home)
        .args(["speak", "--wav"])
        .arg(&wav)
        .args(["Bauer", "Eva", "vier"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();

    let mut playing = installed(&root, &home)
        .args(["play", "--plain", "--speech", "text"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let mut input = playing.stdin.take().unwrap();
        input.write_all(b"e4\n").unwrap();
    }
    let played = playing.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&played.stdout);
    assert!(
        played.status.success(),
        "{}",
        String::from_utf8_lossy(&played.stderr)
    );
    assert_eq!(stdout.lines().last(), Some("Bauer Eva vier"), "{stdout}");
    // The game was kept where the home folder says, with no XDG variable.
    assert!(home.join(".local/share/annabella/games").is_dir());

    spanish_is_found_where_it_was_installed(&root, &home, scratch.path());
    the_braille_companion_runs(&root, &home);

    let page = root.join("usr/share/man/man1/annabella.1.gz");
    let rendered = run(Command::new("man")
        .arg("-l")
        .arg(&page)
        .env("MANPAGER", "cat")
        .env("MANWIDTH", "80"));
    // Rendered, not roff: the title line, and the commands' pages named in the text.
    assert!(
        rendered.starts_with("annabella(1)") && rendered.contains("annabella-play(1)"),
        "{rendered}"
    );
    assert!(!rendered.contains(".TH"), "{rendered}");
    assert!(
        root.join("usr/share/man/man1/annabella-play.1.gz")
            .is_file()
    );
    let spoken = speaking.wait_with_output().unwrap();
    assert!(
        spoken.status.success(),
        "{}",
        String::from_utf8_lossy(&spoken.stderr)
    );
    assert!(std::fs::metadata(&wav).unwrap().len() > 44);
    for completion in [
        "usr/share/bash-completion/completions/annabella",
        "usr/share/zsh/vendor-completions/_annabella",
        "usr/share/fish/vendor_completions.d/annabella.fish",
        "usr/share/doc/annabella/README.md",
    ] {
        assert!(root.join(completion).is_file(), "{completion}");
    }
}
