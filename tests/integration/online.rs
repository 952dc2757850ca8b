//! Online play (contract section 10) against a real Lichess-compatible server: open-chess-server
//! on `PostgreSQL`, brought up by `scripts/online-test-server.sh` (once for this test binary). Two
//! `annabella play --plain --online` processes play each other through it.
//!
//! The server must start: a missing `PostgreSQL` or a server that does not build fails these
//! tests (`make test` installs and builds what they need). Each test binary has its own server,
//! database and ports (a directory named by its process id), and the script stops them once the
//! binary has ended, passed, failed or killed.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Output, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

/// The running test server and its two players' tokens.
struct Server {
    url: String,
    token1: String,
    token2: String,
}

/// How long a line may take to come: generous for a loaded two-core machine.
const LINE_LIMIT: Duration = Duration::from_secs(30);

/// `scripts/online-test-server.sh ACTION` for this test binary's own server.
fn script(action: &str) -> Output {
    let dir = std::env::temp_dir().join(format!("annabella-online-{}", std::process::id()));
    Command::new(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts/online-test-server.sh"))
        .arg(action)
        .env("ANNABELLA_ONLINE_DIR", dir)
        .env("ANNABELLA_ONLINE_OWNER", std::process::id().to_string())
        .stdin(Stdio::null())
        .output()
        .expect("run scripts/online-test-server.sh")
}

/// Starts the server once for this test binary; fails (never skips) when it cannot start.
fn server() -> &'static Server {
    static SERVER: OnceLock<Server> = OnceLock::new();
    SERVER.get_or_init(|| {
        let output = script("start");
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success(),
            "the online test server did not start: {}\n{stdout}",
            String::from_utf8_lossy(&output.stderr)
        );
        let value = |key: &str| {
            stdout
                .lines()
                .find_map(|line| line.strip_prefix(&format!("{key}=")))
                .unwrap_or_else(|| panic!("no {key}= from the server script: {stdout}"))
                .to_owned()
        };
        Server {
            url: value("url"),
            token1: value("token1"),
            token2: value("token2"),
        }
    })
}

/// One game at a time: the two accounts play only one game at once.
fn one_game() -> MutexGuard<'static, ()> {
    static GAMES: Mutex<()> = Mutex::new(());
    GAMES
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A running `annabella play --plain --online …`, its lines collected with the instant each
/// arrived.
struct Player {
    name: &'static str,
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<(Instant, String)>,
    /// Every line seen so far.
    seen: Vec<String>,
    _home: tempfile::TempDir,
}

impl Player {
    fn start(name: &'static str, token: &str, args: &[&str]) -> Player {
        let server = server();
        let home = tempfile::tempdir().unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args([
                "play",
                "--plain",
                "--online",
                "--url",
                &server.url,
                "--voice",
                "en",
            ])
            .args(args)
            .env("LICHESS_TOKEN", token)
            .env("XDG_DATA_HOME", home.path())
            .env("XDG_CONFIG_HOME", home.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("spawn annabella");
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().unwrap();
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
            {
                if sender.send((Instant::now(), line)).is_err() {
                    break;
                }
            }
        });
        Player {
            name,
            child,
            stdin,
            lines,
            seen: Vec::new(),
            _home: home,
        }
    }

    fn type_line(&mut self, line: &str) -> Instant {
        let stdin = self.stdin.as_mut().unwrap();
        let typed = Instant::now();
        stdin.write_all(format!("{line}\n").as_bytes()).unwrap();
        stdin.flush().unwrap();
        typed
    }

    /// The next line, within the limit.
    fn next(&mut self) -> (Instant, String) {
        let (at, line) = self.lines.recv_timeout(LINE_LIMIT).unwrap_or_else(|_| {
            panic!(
                "{}: no line within {LINE_LIMIT:?}; so far: {:#?}",
                self.name, self.seen
            )
        });
        self.seen.push(line.clone());
        (at, line)
    }

    /// Lines until one equal to `wanted`; the instant it arrived.
    #[track_caller]
    fn wait_for(&mut self, wanted: &str) -> Instant {
        self.wait_until(|line| line == wanted)
    }

    #[track_caller]
    fn wait_until(&mut self, mut fits: impl FnMut(&str) -> bool) -> Instant {
        loop {
            let (at, line) = self.next();
            if fits(&line) {
                return at;
            }
        }
    }

    /// Closes the input: the program leaves the game to the server and exits 0.
    fn finish(mut self) -> Vec<String> {
        drop(self.stdin.take());
        let status = self.child.wait().unwrap();
        assert!(status.success(), "{}: exit status {status}", self.name);
        while let Ok((_, line)) = self.lines.recv_timeout(Duration::from_secs(5)) {
            self.seen.push(line);
        }
        self.seen
    }
}

/// player1 challenges player2 (White, 5+3), player2 accepts; both greeted.
fn start_game() -> (Player, Player) {
    let server = server();
    let mut black = Player::start("player2", &server.token2, &["--accept"]);
    let mut white = Player::start(
        "player1",
        &server.token1,
        &[
            "--challenge",
            "player2",
            "--time",
            "300+3",
            "--color",
            "white",
        ],
    );
    let greeting = white.next().1;
    assert_eq!(
        greeting,
        "New game; online against player2; White you, Black player2; five minutes, plus three \
         seconds a move; White to move"
    );
    let greeting = black.next().1;
    assert_eq!(
        greeting,
        "New game; online against player1; White player1, Black you; five minutes, plus three \
         seconds a move; White to move"
    );
    (white, black)
}

/// `mover` types `typed`; both players announce `said`. The time from typing to the
/// opponent's announcement.
#[track_caller]
fn play(mover: &mut Player, other: &mut Player, typed: &str, said: &str) -> Duration {
    let at = mover.type_line(typed);
    mover.wait_for(said);
    other.wait_for(said).duration_since(at)
}

#[test]
fn online_fools_mate_is_announced_once_on_both_sides() {
    let _game = one_game();
    let (mut white, mut black) = start_game();
    play(&mut white, &mut black, "f3", "Pawn Foxtrot three");
    play(&mut black, &mut white, "e5", "Pawn Echo five");
    play(&mut white, &mut black, "g4", "Pawn Golf four");
    play(&mut black, &mut white, "Qh4", "Queen Hotel four checkmate");
    white.wait_for("Checkmate. Black wins.");
    black.wait_for("Checkmate. Black wins.");
    for lines in [white.finish(), black.finish()] {
        let mates = lines.iter().filter(|l| l.contains("checkmate")).count();
        assert_eq!(mates, 1, "announced once: {lines:#?}");
    }
}

#[test]
fn online_moves_time_and_draw_offers_follow_the_server() {
    let _game = one_game();
    let (mut white, mut black) = start_game();
    // A move typed before the player's turn waits for it.
    black.type_line("e5");
    let opening = [
        ("e4", "Pawn Echo four"),
        ("", "Pawn Echo five"),
        ("Nf3", "Knight Foxtrot three"),
        ("Nc6", "Knight Charlie six"),
        ("Bb5", "Bishop Bravo five"),
        ("a6", "Pawn Alpha six"),
        ("Ba4", "Bishop Alpha four"),
        ("Nf6", "Knight Foxtrot six"),
        ("O-O", "castles kingside"),
        ("Be7", "Bishop Echo seven"),
        ("Re1", "Rook Echo one"),
        ("b5", "Pawn Bravo five"),
        ("Bb3", "Bishop Bravo three"),
        ("d6", "Pawn Delta six"),
        ("c3", "Pawn Charlie three"),
        ("O-O", "castles kingside"),
        ("h3", "Pawn Hotel three"),
        ("Nb8", "Knight Bravo eight"),
        ("d4", "Pawn Delta four"),
        ("Nbd7", "Knight Bravo Delta seven"),
    ];
    let mut latencies = Vec::new();
    for (ply, (typed, said)) in opening.into_iter().enumerate() {
        let (mover, other) = if ply % 2 == 0 {
            (&mut white, &mut black)
        } else {
            (&mut black, &mut white)
        };
        if typed.is_empty() {
            mover.wait_for(said);
            other.wait_for(said);
        } else {
            latencies.push(play(mover, other, typed, said));
        }
    }
    latencies.sort();
    let percentile = |p: usize| latencies[(latencies.len() * p / 100).min(latencies.len() - 1)];
    eprintln!(
        "online: typed move to the opponent's announcement over {} moves: p50 {:?}, p99 {:?}",
        latencies.len(),
        percentile(50),
        percentile(99)
    );
    assert!(percentile(99) < Duration::from_secs(3), "{latencies:?}");

    // The server's clock answers `time`: both sides, in words.
    white.type_line("time");
    let reading = white.wait_until(|line| line.starts_with("White "));
    let _ = reading;
    let line = white.seen.last().unwrap().clone();
    assert!(
        line.contains("; Black ") && line.contains("minutes"),
        "{line}"
    );
    // A draw offered and declined by a move, then one offered and accepted.
    white.type_line("draw");
    white.wait_for("you offer a draw");
    black.wait_for("White offers a draw");
    play(&mut white, &mut black, "Bc2", "Bishop Charlie two");
    play(&mut black, &mut white, "Bb7", "Bishop Bravo seven");
    black.type_line("draw");
    black.wait_for("you offer a draw");
    white.wait_for("Black offers a draw");
    white.type_line("draw");
    white.wait_for("Draw agreed. Draw.");
    black.wait_for("Draw agreed. Draw.");
    white.finish();
    black.finish();
}

#[test]
fn online_resignation_is_confirmed_sent_and_said_on_both_sides() {
    let _game = one_game();
    let (mut white, mut black) = start_game();
    play(&mut white, &mut black, "e4", "Pawn Echo four");
    play(&mut black, &mut white, "e5", "Pawn Echo five");
    black.type_line("resign");
    black.wait_for("Black resigns? Say resign again to confirm");
    black.type_line("resign");
    for player in [&mut white, &mut black] {
        player.wait_for("Black resigns");
        player.wait_for("Resignation. White wins.");
    }
    white.finish();
    black.finish();
}

#[test]
fn online_game_survives_a_server_restart_losing_and_repeating_nothing() {
    let _game = one_game();
    let (mut white, mut black) = start_game();
    play(&mut white, &mut black, "e4", "Pawn Echo four");
    play(&mut black, &mut white, "e5", "Pawn Echo five");
    // The server process goes away and comes back on the same database: a real dropped
    // connection for both players.
    let restarted = script("restart");
    assert!(
        restarted.status.success(),
        "{}",
        String::from_utf8_lossy(&restarted.stderr)
    );
    for player in [&mut white, &mut black] {
        player.wait_for("connection to the server lost; reconnecting");
        player.wait_for("connected to the server again");
    }
    play(&mut white, &mut black, "Nf3", "Knight Foxtrot three");
    play(&mut black, &mut white, "Nc6", "Knight Charlie six");
    black.type_line("resign");
    black.type_line("resign");
    white.wait_for("Resignation. White wins.");
    black.wait_for("Resignation. White wins.");
    for lines in [white.finish(), black.finish()] {
        for said in ["Pawn Echo four", "Pawn Echo five", "Knight Foxtrot three"] {
            let times = lines.iter().filter(|l| *l == said).count();
            assert_eq!(times, 1, "{said} said once: {lines:#?}");
        }
    }
}
