//! Where games are written, through the real binary: only folders annabella creates are made
//! private; the rescue folder in a shared temporary folder works for a user without root; a disk
//! that stays full loses nothing (the whole game goes where it can be written, and `--resume`
//! reads it back); a resumed game that cannot be saved is told at once; `--resume` names a newest
//! journal it cannot read; a game that never began (no move, no clock started) leaves nothing behind.
//!
//! The full disk is a real 64 KB tmpfs and the read-only folder a real read-only tmpfs, mounted
//! (and unmounted) by the test, which runs as root. Where mounting is not permitted (a developer
//! without root), the same scenarios run on a folder that cannot be written for anyone: a file
//! standing where the games folder goes, or a folder the test made read-only.

use std::io::Write;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use crate::common::{
    after_greeting, annabella_with_env, assert_no_refusal, lines_of, require_tool,
};

/// The user without root the folder tests run as.
const NOBODY: u32 = 65_534;

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o7777
}

fn make_dir(path: &Path, mode: u32) {
    std::fs::create_dir_all(path).unwrap();
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

fn journals(games: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(games)
        .map(|entries| {
            entries
                .map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|e| e == "journal"))
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}

/// The folders a run of annabella uses, all inside the test's own temporary folder: data,
/// state, config, home, and a shared temporary folder (1777, like /tmp).
struct Places {
    data: PathBuf,
    home: PathBuf,
    shared_tmp: PathBuf,
}

impl Places {
    fn new(root: &Path, data: PathBuf) -> Self {
        let shared_tmp = root.join("tmp");
        make_dir(&shared_tmp, 0o1777);
        let home = root.join("home");
        Places {
            data,
            home,
            shared_tmp,
        }
    }

    fn games(&self) -> PathBuf {
        self.data.join("annabella/games")
    }

    fn env(&self) -> Vec<(&'static str, PathBuf)> {
        vec![
            ("XDG_DATA_HOME", self.data.clone()),
            ("XDG_STATE_HOME", self.home.join("state")),
            ("XDG_CONFIG_HOME", self.home.join("config")),
            ("HOME", self.home.clone()),
            ("TMPDIR", self.shared_tmp.clone()),
        ]
    }

    /// This user's rescue folder in the shared temporary folder.
    fn rescue(&self, uid: u32) -> PathBuf {
        self.shared_tmp.join(format!("annabella-{uid}"))
    }

    fn command(&self, args: &[&str], as_nobody: bool) -> Command {
        let binary = env!("CARGO_BIN_EXE_annabella");
        let mut command = if as_nobody {
            let setpriv = require_tool("setpriv", &["/usr/bin/setpriv"]);
            let mut command = Command::new(setpriv);
            command
                .args(["--reuid", "65534", "--regid", "65534", "--clear-groups"])
                .arg(binary);
            command
        } else {
            Command::new(binary)
        };
        command.args(args).env_clear().env("PATH", "/usr/bin:/bin");
        for (name, value) in self.env() {
            command.env(name, value);
        }
        command
    }

    /// `annabella ARGS` with `input`: status, stdout, stderr.
    fn run(&self, args: &[&str], input: &str) -> (i32, String, String) {
        let env = self.env();
        let env: Vec<(&str, &Path)> = env.iter().map(|(n, v)| (*n, v.as_path())).collect();
        let run = annabella_with_env(args, input.as_bytes(), &env);
        (run.status, run.stdout, run.stderr)
    }

    /// `play --plain ARGS` running, as root or as nobody.
    fn start(&self, args: &[&str], as_nobody: bool) -> Table {
        let mut full = vec!["play", "--plain"];
        full.extend_from_slice(args);
        let mut child = self
            .command(&full, as_nobody)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn annabella play");
        let stdin = child.stdin.take();
        let lines = lines_of(child.stdout.take().unwrap());
        let errors = lines_of(child.stderr.take().unwrap());
        let table = Table {
            child,
            stdin,
            lines,
            errors,
        };
        let greeting = table.next_line();
        assert!(crate::common::is_greeting(&greeting), "{greeting}");
        table
    }
}

/// A running table: lines typed, lines said (stdout), notices (stderr).
struct Table {
    child: std::process::Child,
    stdin: Option<std::process::ChildStdin>,
    lines: mpsc::Receiver<String>,
    errors: mpsc::Receiver<String>,
}

impl Table {
    fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        stdin.write_all(format!("{line}\n").as_bytes()).unwrap();
        stdin.flush().unwrap();
    }

    fn next_line(&self) -> String {
        self.lines
            .recv_timeout(Duration::from_secs(10))
            .expect("a line within 10 s")
    }

    /// Types a move and waits for its announcement.
    fn play(&mut self, typed: &str, said: &str) {
        self.type_line(typed);
        let line = self.next_line();
        assert_no_refusal(&line, typed);
        assert_eq!(line, said);
    }

    /// Ends the input and waits: the lines said meanwhile and the notices of the whole run.
    fn finish(mut self) -> (Vec<String>, Vec<String>) {
        drop(self.stdin.take());
        assert!(self.child.wait().unwrap().success());
        // The readers forward what the program wrote until its end of output: wait for them to
        // finish (an exited program's last lines may still be on their way), not for a time.
        let drained = |channel: &mpsc::Receiver<String>| {
            let mut all = Vec::new();
            while let Ok(line) = channel.recv_timeout(Duration::from_secs(10)) {
                all.push(line);
            }
            all
        };
        (drained(&self.lines), drained(&self.errors))
    }
}

/// Ends the game with `quit` where the games folder cannot be written: the one journal in
/// `rescue`, once the program has said it saved both it and the game's record there.
#[track_caller]
fn quit_into_rescue(mut table: Table, rescue: &Path) -> PathBuf {
    table.type_line("quit");
    let (mut lines, errors) = table.finish();
    let [journal] = journals(rescue).try_into().unwrap();
    lines.sort();
    assert_eq!(
        lines,
        [
            format!("Partie gespeichert in {}", journal.display()),
            format!(
                "Partie gespeichert in {}",
                journal.with_extension("pgn").display()
            )
        ],
        "{errors:?}"
    );
    journal
}

/// A tmpfs of `size` mounted on a folder of the test's own, unmounted when dropped; `None` when
/// this user may not mount.
struct Tmpfs {
    at: PathBuf,
}

impl Tmpfs {
    fn mount(at: &Path, size: &str) -> Option<Tmpfs> {
        std::fs::create_dir_all(at).unwrap();
        let mounted = Command::new("mount")
            .args([
                "-t",
                "tmpfs",
                "-o",
                &format!("size={size},mode=0700"),
                "tmpfs",
            ])
            .arg(at)
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        mounted.then(|| Tmpfs { at: at.to_owned() })
    }

    fn remount(&self, how: &str) {
        let status = Command::new("mount")
            .args(["-o", &format!("remount,{how}")])
            .arg(&self.at)
            .status()
            .unwrap();
        assert!(status.success(), "remount {how}");
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        // Lazily: a program of a failed test may still hold a file there.
        let _ = Command::new("umount").arg("-l").arg(&self.at).status();
    }
}

/// Fills the file system holding `dir` (a filler file grows until the disk is full).
fn fill(dir: &Path) -> PathBuf {
    let filler = dir.join("filler");
    let mut file = std::fs::File::create(&filler).unwrap();
    let block = vec![0u8; 1024];
    loop {
        match file.write(&block) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
    }
    let _ = file.sync_all();
    filler
}

#[test]
fn analysing_a_game_leaves_the_folder_it_is_in_as_it_was() {
    let stockfish = require_tool("stockfish", &["/usr/games/stockfish"]);
    let dir = tempfile::tempdir().unwrap();
    // A user's home folder, 0755: the analysis is written beside the game, the folder stays.
    let home = dir.path().join("home");
    make_dir(&home, 0o755);
    let game = home.join("game.pgn");
    std::fs::write(&game, "1. e4 e5 2. Nf3 Nc6 *\n").unwrap();
    let places = Places::new(dir.path(), dir.path().join("data"));
    let (status, _, stderr) = places.run(
        &[
            "analyse",
            "--depth",
            "1",
            "--threads",
            "1",
            "--engine",
            stockfish.to_str().unwrap(),
            game.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(mode(&home), 0o755, "the home folder keeps its mode");
    assert_eq!(mode(&home.join("game.analysed.pgn")), 0o600);
    assert_eq!(mode(&places.shared_tmp), 0o1777);
}

#[test]
fn a_user_without_root_on_a_shared_temporary_folder_gets_the_record_there() {
    // Under the build's own temporary folder, whose parents every user may pass through
    // (whatever has become of /tmp's mode on this machine).
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    // The test's own folder, open to the user without root (never a folder it did not make).
    make_dir(dir.path(), 0o777);
    let places = Places::new(dir.path(), dir.path().join("data"));
    let mut table = places.start(&["--auto-press"], true);
    table.play("e4", "Bauer Eva vier");
    // Something that is not a folder now stands where the games folder was.
    let games = places.games();
    std::fs::remove_dir_all(&games).unwrap();
    std::fs::write(&games, b"in the way").unwrap();
    table.play("e5", "Bauer Eva fünf");
    assert_eq!(
        table.next_line(),
        "Achtung: die Partie wird nicht gespeichert (ihr Ordner fehlt); es geht weiter, jeder Zug \
         versucht es neu"
    );
    // The whole journal and the record are in this user's rescue folder, and both are said.
    let rescue = places.rescue(NOBODY);
    let journal = quit_into_rescue(table, &rescue);
    let metadata = std::fs::metadata(&rescue).unwrap();
    assert_eq!((metadata.uid(), mode(&rescue)), (NOBODY, 0o700));
    assert_eq!(
        mode(&places.shared_tmp),
        0o1777,
        "the shared folder keeps its mode"
    );
    assert!(
        std::fs::read_to_string(journal.with_extension("pgn"))
            .unwrap()
            .contains("1. e4 e5")
    );
    // Once the games folder can be written again, the game is resumed from the rescue folder
    // and brought home.
    std::fs::remove_file(&games).unwrap();
    let mut table = places.start(&["--resume"], true);
    table.type_line("moves");
    assert_eq!(
        table.next_line(),
        "Zug eins: Bauer Eva vier, Bauer Eva fünf"
    );
    table.play("Nf3", "Springer Felix drei");
    table.finish();
    assert_eq!(journals(&games).len(), 1);
    assert!(journals(&rescue).is_empty());
}

#[test]
fn a_disk_that_stays_full_loses_no_move_and_says_where_the_game_went() {
    let dir = tempfile::tempdir().unwrap();
    let mount = dir.path().join("disk");
    let disk = Tmpfs::mount(&mount, "64k");
    let places = Places::new(dir.path(), mount.join("data"));
    let games = places.games();
    let mut table = places.start(&["--role", "practice"], false);
    table.play("e4", "Bauer Eva vier");
    table.play("e5", "Bauer Eva fünf");
    if disk.is_some() {
        // tmpfs keeps whole pages: the journal's last page takes appends on a full disk until
        // it is used up. Lines are added (a move taken back) until the page is nearly full, so
        // the moves after the disk fills need a page there is no room for.
        let [journal] = journals(&games).try_into().unwrap();
        while std::fs::metadata(&journal).unwrap().len() % 4096 < 4096 - 80 {
            table.play("Nf3", "Springer Felix drei");
            table.type_line("takeback");
            assert_eq!(table.next_line(), "zurückgenommen: Springer Felix drei");
        }
        fill(&mount);
    } else {
        // No mount permitted: writing fails for anyone where a file stands for the folder.
        std::fs::remove_dir_all(&games).unwrap();
        std::fs::write(&games, b"in the way").unwrap();
    }
    let moves = [
        ("Nf3", "Springer Felix drei"),
        ("Nc6", "Springer Cesar sechs"),
        ("Bb5", "Läufer Bella fünf"),
        ("a6", "Bauer Anna sechs"),
        ("Ba4", "Läufer Anna vier"),
        ("Nf6", "Springer Felix sechs"),
        ("O-O", "Kurze Rochade"),
        ("Be7", "Läufer Eva sieben"),
    ];
    // Everything said besides the moves' announcements, each of which is waited for.
    let mut told = Vec::new();
    for (typed, said) in moves {
        table.type_line(typed);
        loop {
            let line = table.next_line();
            assert_no_refusal(&line, typed);
            if line == said {
                break;
            }
            told.push(line);
        }
    }
    let why = if disk.is_some() {
        "die Festplatte ist voll"
    } else {
        "ihr Ordner fehlt"
    };
    assert_eq!(
        told,
        [format!(
            "Achtung: die Partie wird nicht gespeichert ({why}); es geht weiter, jeder Zug \
             versucht es neu"
        )]
    );
    let rescue = places.rescue(0);
    quit_into_rescue(table, &rescue);
    // The disk is still full: `--resume` reads the whole game back from the rescue folder.
    let (status, stdout, stderr) = places.run(&["play", "--plain", "--resume"], "moves\n");
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(
        after_greeting(&stdout)[..5],
        [
            "Zug eins: Bauer Eva vier, Bauer Eva fünf",
            "Zug zwei: Springer Felix drei, Springer Cesar sechs",
            "Zug drei: Läufer Bella fünf, Bauer Anna sechs",
            "Zug vier: Läufer Anna vier, Springer Felix sechs",
            "Zug fünf: Kurze Rochade, Läufer Eva sieben",
        ]
    );
    drop(disk);
}

#[test]
fn a_resumed_game_that_cannot_be_saved_is_told_at_once_and_kept_whole() {
    let dir = tempfile::tempdir().unwrap();
    let mount = dir.path().join("disk");
    let disk = Tmpfs::mount(&mount, "1m");
    let places = Places::new(dir.path(), mount.join("data"));
    // A clock: resuming records the instant the game stopped, the resumed game's first write.
    let mut table = places.start(&["--time", "300", "--auto-press"], false);
    table.type_line("start");
    assert_eq!(table.next_line(), "Uhr läuft");
    table.play("e4", "Bauer Eva vier");
    table.finish();
    let games = places.games();
    let [saved] = journals(&games).try_into().unwrap();
    if let Some(disk) = &disk {
        disk.remount("ro");
    } else {
        // Without root: the file and its folder made read-only by the test that made them.
        std::fs::set_permissions(&saved, std::fs::Permissions::from_mode(0o400)).unwrap();
        std::fs::set_permissions(&games, std::fs::Permissions::from_mode(0o500)).unwrap();
    }

    let mut table = places.start(&["--resume", "--auto-press"], false);
    assert_eq!(
        table.next_line(),
        "Achtung: die Partie wird nicht gespeichert (Schreiben ist dort nicht erlaubt); es geht \
         weiter, jeder Zug versucht es neu"
    );
    table.type_line("start");
    assert_eq!(table.next_line(), "Uhr läuft");
    table.play("e5", "Bauer Eva fünf");
    table.type_line("quit");
    let (lines, errors) = table.finish();
    let [rescued] = journals(&places.rescue(0)).try_into().unwrap();
    assert!(
        lines.contains(&format!("Partie gespeichert in {}", rescued.display())),
        "{lines:?} {errors:?}"
    );
    let (status, stdout, stderr) = places.run(&["play", "--plain", "--resume"], "moves\n");
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(
        after_greeting(&stdout)[0],
        "Zug eins: Bauer Eva vier, Bauer Eva fünf"
    );
    if disk.is_none() {
        std::fs::set_permissions(&games, std::fs::Permissions::from_mode(0o700)).unwrap();
    }
}

#[test]
fn resume_names_a_newest_journal_it_cannot_read_and_continues_nothing_older_unasked() {
    let dir = tempfile::tempdir().unwrap();
    let places = Places::new(dir.path(), dir.path().join("data"));
    let (status, _, stderr) = places.run(&["play", "--plain"], "e4\n");
    assert_eq!(status, 0, "{stderr}");
    let [older] = journals(&places.games()).try_into().unwrap();
    let newest = places.games().join("game-99999999999999-1.journal");
    std::fs::write(&newest, "annabella-journal 7\nwhatever comes in format 7\n").unwrap();
    let (status, stdout, stderr) = places.run(&["play", "--plain", "--resume"], "moves\n");
    assert_eq!(status, 2, "{stdout}");
    let id = older.file_stem().unwrap().to_str().unwrap();
    assert_eq!(
        stderr.trim_end(),
        format!(
            "annabella: --resume: the newest saved game cannot be continued: journal {}: \
             written by a newer annabella (journal format 7; this version reads format 3): \
             update annabella to continue it; to continue the older game {id} instead, give \
             its name: annabella play --resume {id}",
            newest.display()
        )
    );
    let (status, stdout, stderr) = places.run(&["play", "--plain", "--resume", id], "moves\n");
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(after_greeting(&stdout), ["Zug eins: Bauer Eva vier"]);
}

#[test]
fn a_game_that_never_began_leaves_nothing_behind() {
    let dir = tempfile::tempdir().unwrap();
    let places = Places::new(dir.path(), dir.path().join("data"));
    // No move, no clock started (once started, the time used is kept: line_mode's
    // quit_then_resume_keeps_the_time_used).
    for input in ["", "quit\n", "time\nboard\nquit\n"] {
        let (status, _, stderr) = places.run(&["play", "--plain", "--time", "300"], input);
        assert_eq!(status, 0, "{stderr}");
    }
    let (status, stdout, _) = places.run(&["games", "--lang", "en"], "");
    assert_eq!(status, 0);
    assert_eq!(
        stdout.trim_end(),
        format!("no saved games in {}", places.games().display())
    );
    assert!(std::fs::read_dir(places.games()).unwrap().next().is_none());
}

#[test]
fn analyse_writes_its_annotated_game_a_bounded_number_of_times_and_whole_at_the_end() {
    let stockfish = require_tool("stockfish", &["/usr/games/stockfish"]);
    let strace = require_tool("strace", &[]);
    let dir = tempfile::tempdir().unwrap();
    // The first 300 half-moves of the long generated game (benches/data/long-2000.pgn).
    let long = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/data/long-2000.pgn"),
    )
    .unwrap();
    let cut = long.find(" 151. ").unwrap();
    let game = dir.path().join("game.pgn");
    std::fs::write(&game, format!("{} *\n", &long[..cut])).unwrap();
    let output = dir.path().join("out.pgn");
    let trace = dir.path().join("trace");
    let status = Command::new(strace)
        .args(["-f", "-qq", "-e", "trace=rename,renameat,renameat2", "-o"])
        .arg(&trace)
        .arg(env!("CARGO_BIN_EXE_annabella"))
        .args(["analyse", "--depth", "1", "--threads", "1", "--engine"])
        .arg(&stockfish)
        .arg("--output")
        .arg(&output)
        .arg(&game)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    let writes = std::fs::read_to_string(&trace)
        .unwrap()
        .lines()
        .filter(|line| line.contains("out.pgn\"") && !line.contains("= -1"))
        .count();
    // 301 positions: written at the start, then at most about once a second, and at the end —
    // not once a position (which made the analysis quadratic in the game's length).
    assert!(
        (2..=30).contains(&writes),
        "{writes} writes of the analysis"
    );
    let pgn = std::fs::read_to_string(&output).unwrap();
    assert!(
        pgn.contains("150. "),
        "the whole game is written at the end"
    );
    assert_eq!(
        pgn.matches("[%eval ").count(),
        300,
        "every move has its evaluation"
    );
}
