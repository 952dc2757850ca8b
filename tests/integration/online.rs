//! Online play (contract section 10) against a real Lichess-compatible server: open-chess-server
//! on `PostgreSQL`, brought up by `scripts/online-test-server.sh` (once for this test binary). Two
//! `annabella play --plain --online` processes play each other through it, as two players signed
//! up for that test alone: the tests' games run side by side, none waits for another's. The test
//! that takes its server away has a server of its own.
//!
//! The server must start: a missing `PostgreSQL` or a server that does not build fails these
//! tests (`make test` installs and builds what they need). Each test binary has its own server,
//! database and ports (a new temporary folder), and the script stops them once the
//! binary has ended, passed, failed or killed.
//!
//! Every wait is for an event (a line said, a line the virtual board heard), with a deadline.

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use annabella::board::sim::{SimKind, VirtualBoard};
use annabella::core::boards::peg::PegEvent;
use annabella::core::boards::peg_sim::{Rng, move_events};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

use crate::common::{Running, annabella, require_tool};

/// A running test server: its URL and its folder (the script's commands name it).
struct Server {
    url: String,
    dir: PathBuf,
}

/// Two players signed up for one test: White's and Black's names and tokens.
struct Pair {
    white: String,
    white_token: String,
    black: String,
    black_token: String,
}

/// How long a line may take to come: generous for a loaded two-core machine.
const LINE_LIMIT: Duration = Duration::from_secs(30);

/// A server's folder: new and unique (never a name another run on the machine could have). The
/// script removes it when it stops the server.
fn new_server_folder() -> PathBuf {
    tempfile::Builder::new()
        .prefix("annabella-online-")
        .tempdir()
        .expect("a temporary folder for the online test server")
        .keep()
}

/// `scripts/online-test-server.sh ACTION…` for the server in `dir`.
fn script(dir: &std::path::Path, action: &[&str]) -> Output {
    script_with(dir, action, &[])
}

/// [`script`] with more environment variables.
fn script_with(dir: &std::path::Path, action: &[&str], env: &[(&str, &std::path::Path)]) -> Output {
    Command::new(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts/online-test-server.sh"))
        .args(action)
        .envs(env.iter().copied())
        .env("ANNABELLA_ONLINE_DIR", dir)
        .env("ANNABELLA_ONLINE_OWNER", std::process::id().to_string())
        .stdin(Stdio::null())
        .output()
        .expect("run scripts/online-test-server.sh")
}

/// `scripts/online-test-server.sh ACTION…`, which must succeed: its standard output.
#[track_caller]
fn script_ok(dir: &std::path::Path, action: &[&str]) -> String {
    script_ok_with(dir, action, &[])
}

/// [`script_ok`] with more environment variables.
#[track_caller]
fn script_ok_with(
    dir: &std::path::Path,
    action: &[&str],
    env: &[(&str, &std::path::Path)],
) -> String {
    let output = script_with(dir, action, env);
    assert!(
        output.status.success(),
        "online-test-server.sh {action:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The value of `key=` in the script's output.
#[track_caller]
fn value(stdout: &str, key: &str) -> String {
    stdout
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{key}=")))
        .unwrap_or_else(|| panic!("no {key}= from the server script: {stdout}"))
        .to_owned()
}

impl Server {
    /// Starts a server in a new folder; fails (never skips) when it cannot start. The script
    /// stops it once this test binary has ended, however it ended.
    fn start() -> Server {
        let dir = new_server_folder();
        let stdout = script_ok(&dir, &["start"]);
        Server {
            url: value(&stdout, "url"),
            dir,
        }
    }

    /// A server process of a test's own, on a database of its own in `other`'s `PostgreSQL` (no
    /// database server to start: seconds less on a busy machine). Stopped when dropped.
    fn start_beside(other: &Server) -> Server {
        let dir = new_server_folder();
        let stdout = script_ok_with(
            &dir,
            &["start"],
            &[("ANNABELLA_ONLINE_DATABASE_OF", other.dir.as_path())],
        );
        Server {
            url: value(&stdout, "url"),
            dir,
        }
    }

    /// Two new players of the calling test's own (names never used before on this server).
    fn pair(&self) -> Pair {
        static PAIRS: AtomicUsize = AtomicUsize::new(0);
        let number = PAIRS.fetch_add(1, Ordering::Relaxed);
        let sign_up = |name: &str| value(&script_ok(&self.dir, &["player", name]), "token");
        let (white, black) = (format!("white{number}"), format!("black{number}"));
        Pair {
            white_token: sign_up(&white),
            black_token: sign_up(&black),
            white,
            black,
        }
    }

    /// `scripts/online-test-server.sh ACTION` for this server (down, up, restart).
    #[track_caller]
    fn script_ok(&self, action: &str) {
        script_ok(&self.dir, &[action]);
    }
}

/// A server of a test's own stops with the test (the shared one, a static, lives as long as the
/// test binary, whose end stops it).
impl Drop for Server {
    fn drop(&mut self) {
        let _ = script(&self.dir, &["stop"]);
    }
}

/// The server this test binary's tests share, started once.
fn server() -> &'static Server {
    static SERVER: OnceLock<Server> = OnceLock::new();
    SERVER.get_or_init(Server::start)
}

/// A running `annabella play --plain --online …`, its lines collected with the instant each
/// arrived.
struct Player {
    name: String,
    program: Running,
    _home: tempfile::TempDir,
}

impl Player {
    /// `name` with `token` on `server`; with `settings`, if any, as the player's settings file.
    fn start(
        server: &Server,
        name: &str,
        token: &str,
        args: &[&str],
        settings: Option<&str>,
    ) -> Player {
        let home = tempfile::tempdir().unwrap();
        if let Some(settings) = settings {
            let dir = home.path().join("annabella");
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(dir.join("config.toml"), settings).unwrap();
        }
        let program = Running::start(
            Command::new(env!("CARGO_BIN_EXE_annabella"))
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
                .stderr(Stdio::inherit()),
        );
        Player {
            name: name.to_owned(),
            program,
            _home: home,
        }
    }

    fn type_line(&mut self, line: &str) -> Instant {
        self.program.type_line(line)
    }

    /// The next line, within the limit.
    fn next(&mut self) -> (Instant, String) {
        self.program.next_within(LINE_LIMIT).unwrap_or_else(|| {
            panic!(
                "{}: no line within {LINE_LIMIT:?}; so far: {:#?}",
                self.name, self.program.seen
            )
        })
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

    /// The last line seen.
    fn last(&self) -> &str {
        self.program.seen.last().map_or("", String::as_str)
    }

    /// Ends the program at once, as a crash or a closed laptop would: its connections drop
    /// (a dropped program is killed).
    fn kill(self) {
        drop(self);
    }

    /// Closes the input: the program leaves the game to the server and exits 0.
    fn finish(mut self) -> Vec<String> {
        self.program.close_input();
        let status = self.program.child.wait().unwrap();
        assert!(status.success(), "{}: exit status {status}", self.name);
        self.program.all_lines(Duration::from_secs(5))
    }
}

/// On the shared server, a new pair's White challenges its Black (at `time`), Black accepts;
/// both greeted with `control` in words. `white_args` are White's own.
fn start_game_with(
    time: &str,
    control: &str,
    white_args: &[&str],
    settings: Option<&str>,
) -> (Player, Player) {
    start_game_on(server(), time, control, white_args, settings)
}

/// [`start_game_with`] on `server`.
fn start_game_on(
    server: &Server,
    time: &str,
    control: &str,
    white_args: &[&str],
    settings: Option<&str>,
) -> (Player, Player) {
    let pair = server.pair();
    let (w, b) = (&pair.white, &pair.black);
    let mut black = Player::start(server, b, &pair.black_token, &["--accept"], settings);
    let mut args = vec!["--challenge", b, "--time", time, "--color", "white"];
    args.extend_from_slice(white_args);
    let mut white = Player::start(server, w, &pair.white_token, &args, settings);
    let greeting = white.next().1;
    assert_eq!(
        greeting,
        format!("New game; online against {b}; White you, Black {b}; {control}; White to move")
    );
    let greeting = black.next().1;
    assert_eq!(
        greeting,
        format!("New game; online against {w}; White {w}, Black you; {control}; White to move")
    );
    (white, black)
}

/// A game at 5+3, both players typing.
fn start_game() -> (Player, Player) {
    start_game_with(
        "300+3",
        "five minutes, plus three seconds a move",
        &[],
        None,
    )
}

/// `mover` types `typed`; both players announce `said`. The time from typing to the
/// opponent's announcement.
#[track_caller]
fn play(mover: &mut Player, other: &mut Player, typed: &str, said: &str) -> Duration {
    let at = mover.type_line(typed);
    mover.wait_for(said);
    other.wait_for(said).duration_since(at)
}

/// The virtual peg board (`board-sim`'s) on a pty, and the requests it hears, as they come.
struct Pegs {
    board: VirtualBoard,
    heard: Receiver<String>,
    position: Chess,
    rng: Rng,
    _dir: tempfile::TempDir,
}

impl Pegs {
    fn new() -> Pegs {
        let dir = tempfile::tempdir().unwrap();
        let (sender, heard) = channel();
        let sender = Mutex::new(sender);
        let board = VirtualBoard::new(
            SimKind::Peg,
            &dir.path().join("pegs"),
            Arc::new(move |line: &str| {
                let _ = sender
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .send(line.to_owned());
            }),
        )
        .unwrap();
        Pegs {
            board,
            heard,
            position: Chess::default(),
            rng: Rng::new(17),
            _dir: dir,
        }
    }

    fn arg(&self) -> String {
        format!("peg:{}", self.board.link().display())
    }

    /// Waits until the board has heard a request containing `what` (the program opened it).
    fn wait_heard(&self, what: &str) {
        loop {
            let line = self
                .heard
                .recv_timeout(LINE_LIMIT)
                .unwrap_or_else(|_| panic!("the peg board never heard {what}"));
            if line.contains(what) {
                return;
            }
        }
    }

    /// Makes the move `uci` (either side's: the player's own, or the opponent's replayed) with
    /// the pegs, as a person would lift and seat them.
    fn make(&mut self, uci: &str) {
        let mv = uci
            .parse::<UciMove>()
            .unwrap()
            .to_move(&self.position)
            .unwrap();
        for event in move_events(&self.position, mv, &mut self.rng) {
            match event {
                PegEvent::Up(square) => self.board.up(square).unwrap(),
                PegEvent::Down(square) => self.board.down(square, None).unwrap(),
                PegEvent::Button(button) => self.board.button(button.wire_name()).unwrap(),
                other => panic!("a move's events: {other:?}"),
            };
        }
        self.position.play_unchecked(mv);
    }
}

/// The game to mate: White moves on the `board-sim` peg board and replays Black's moves there;
/// Black types. Each move is announced once on both sides.
#[test]
fn online_a_game_to_mate_with_white_on_the_peg_board() {
    let mut pegs = Pegs::new();
    let board = pegs.arg();
    let (mut white, mut black) = start_game_with(
        "300+3",
        "five minutes, plus three seconds a move",
        &["--board", &board],
        None,
    );
    pegs.wait_heard("SNAP?");
    let moves = [
        ("e2e4", "e4", "Pawn Echo four"),
        ("e7e5", "e5", "Pawn Echo five"),
        ("f1c4", "Bc4", "Bishop Charlie four"),
        ("b8c6", "Nc6", "Knight Charlie six"),
        ("d1h5", "Qh5", "Queen Hotel five"),
        ("g8f6", "Nf6", "Knight Foxtrot six"),
        ("h5f7", "Qxf7", "Queen takes Foxtrot seven checkmate"),
    ];
    for (ply, (uci, _typed, said)) in moves.into_iter().enumerate() {
        if ply % 2 == 0 {
            // White's move, on the pegs.
            pegs.make(uci);
            white.wait_for(said);
            black.wait_for(said);
        } else {
            // Black's move, typed; White replays it on the pegs and hears it done.
            play(&mut black, &mut white, moves[ply].1, said);
            pegs.make(uci);
            white.wait_for("done");
        }
    }
    white.wait_for("Checkmate. White wins.");
    black.wait_for("Checkmate. White wins.");
    for lines in [white.finish(), black.finish()] {
        for (_, _, said) in moves {
            let times = lines.iter().filter(|line| *line == said).count();
            assert_eq!(times, 1, "{said} said once: {lines:#?}");
        }
        let refusals = lines.iter().filter(|l| l.contains("refused")).count();
        assert_eq!(refusals, 0, "{lines:#?}");
    }
}

#[test]
fn online_moves_time_and_draw_offers_follow_the_server() {
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
    // Milliseconds when measured (see online_latency_…); a bound for a loaded machine.
    assert!(percentile(99) < Duration::from_secs(5), "{latencies:?}");

    // The server's clock answers `time`: both sides, in words.
    white.type_line("time");
    white.wait_until(|line| line.starts_with("White "));
    let line = white.last().to_owned();
    assert!(
        line.contains("; Black ") && line.contains("minutes"),
        "{line}"
    );
    // White offers a draw with its move; Black declines it by moving on, and White hears so.
    white.type_line("draw");
    white.wait_for("you offer a draw");
    black.wait_for("White offers a draw");
    play(&mut white, &mut black, "Bc2", "Bishop Charlie two");
    play(&mut black, &mut white, "Bb7", "Bishop Bravo seven");
    white.wait_for("Black declines the draw");
    // Black offers one, White accepts.
    black.type_line("draw");
    black.wait_for("you offer a draw");
    white.wait_for("Black offers a draw");
    white.type_line("draw");
    white.wait_for("Draw agreed.");
    black.wait_for("Draw agreed.");
    for lines in [white.finish(), black.finish()] {
        let declined = lines.iter().filter(|l| l.contains("declines")).count();
        assert!(declined <= 1, "{lines:#?}");
    }
}

#[test]
fn online_resignation_is_confirmed_sent_and_said_on_both_sides() {
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

/// The server goes away in mid-game and comes back on the same database: a real dropped
/// connection for both players. A move made while it is away is sent once it is back; nothing
/// is lost and nothing said twice. On a server process of its own (its database beside the
/// shared server's): the others' games go on.
#[test]
fn online_game_survives_the_server_going_away_losing_and_repeating_nothing() {
    let server = Server::start_beside(server());
    let (mut white, mut black) = start_game_on(
        &server,
        "300+3",
        "five minutes, plus three seconds a move",
        &[],
        None,
    );
    play(&mut white, &mut black, "e4", "Pawn Echo four");
    play(&mut black, &mut white, "e5", "Pawn Echo five");
    server.script_ok("down");
    for player in [&mut white, &mut black] {
        player.wait_for("connection to the server lost; reconnecting");
    }
    // White moves while the server is away.
    white.type_line("Nf3");
    server.script_ok("up");
    for player in [&mut white, &mut black] {
        player.wait_for("connected to the server again");
        player.wait_for("Knight Foxtrot three");
    }
    // A restart between two moves.
    server.script_ok("restart");
    for player in [&mut white, &mut black] {
        player.wait_for("connected to the server again");
    }
    play(&mut black, &mut white, "Nc6", "Knight Charlie six");
    black.type_line("resign");
    black.type_line("resign");
    white.wait_for("Resignation. White wins.");
    black.wait_for("Resignation. White wins.");
    for lines in [white.finish(), black.finish()] {
        for said in [
            "Pawn Echo four",
            "Pawn Echo five",
            "Knight Foxtrot three",
            "Knight Charlie six",
        ] {
            let times = lines.iter().filter(|l| *l == said).count();
            assert_eq!(times, 1, "{said} said once: {lines:#?}");
        }
        let refusals = lines.iter().filter(|l| l.contains("refused")).count();
        assert_eq!(refusals, 0, "{lines:#?}");
    }
}

/// The talking clock announces the server's time as it runs: a mark at 57 seconds in a one-minute
/// game falls three seconds into each side's first timed move (the server's clocks start with
/// the second move, and annabella keeps no clock of its own online).
#[test]
fn online_the_talking_clock_announces_the_servers_times() {
    let settings = "[clock]\nseconds = \"whole\"\nremaining = { seconds = [57] }\n";
    let (mut white, mut black) = start_game_with("60+0", "one minute", &[], Some(settings));
    play(&mut white, &mut black, "e4", "Pawn Echo four");
    let started = Instant::now();
    play(&mut black, &mut white, "e5", "Pawn Echo five");
    // White's clock runs from Black's move: its mark, on both sides.
    let said = white.wait_for("White fifty-seven seconds");
    black.wait_for("White fifty-seven seconds");
    assert!(
        said.duration_since(started) >= Duration::from_secs(2),
        "{:?}",
        said.duration_since(started)
    );
    // `time` reads the server's clocks: White's below the minute, Black's untouched.
    white.type_line("time");
    white.wait_until(|line| line.contains("; Black "));
    let reading = white.last().to_owned();
    let (white_part, black_part) = reading.split_once("; ").unwrap();
    assert!(
        white_part.starts_with("White ") && white_part.ends_with(" seconds"),
        "{reading}"
    );
    assert_eq!(black_part, "Black one minute", "{reading}");
    play(&mut white, &mut black, "Nf3", "Knight Foxtrot three");
    // Black's clock runs now, from its full minute.
    black.wait_for("Black fifty-seven seconds");
    white.wait_for("Black fifty-seven seconds");
    black.type_line("resign");
    black.type_line("resign");
    white.wait_for("Resignation. White wins.");
    black.wait_for("Resignation. White wins.");
    for lines in [white.finish(), black.finish()] {
        for said in ["White fifty-seven seconds", "Black fifty-seven seconds"] {
            let times = lines.iter().filter(|l| *l == said).count();
            assert_eq!(times, 1, "{said} said once: {lines:#?}");
        }
    }
}

/// A message written by one player is announced to the other by name only, and read with
/// `chat`; with nothing new, `chat` reads the last lines again, the player's own among them.
#[test]
fn online_chat_is_announced_to_the_opponent_and_read_on_request() {
    let (mut white, mut black) = start_game();
    play(&mut white, &mut black, "e4", "Pawn Echo four");
    play(&mut black, &mut white, "e5", "Pawn Echo five");
    white.type_line("chat good luck, have fun");
    white.wait_for("message sent");
    let (w, b) = (white.name.clone(), black.name.clone());
    black.wait_for(&format!("message from {w}"));
    black.type_line("chat");
    black.wait_for(&format!("{w}: good luck, have fun"));
    black.type_line("chat thanks, you too");
    black.wait_for("message sent");
    white.wait_for(&format!("message from {b}"));
    white.type_line("chat");
    white.wait_for(&format!("{b}: thanks, you too"));
    white.type_line("chat");
    white.wait_for("you: good luck, have fun");
    white.wait_for(&format!("{b}: thanks, you too"));
    black.type_line("resign");
    black.type_line("resign");
    white.wait_for("Resignation. White wins.");
    black.wait_for("Resignation. White wins.");
    for lines in [white.finish(), black.finish()] {
        // The text is said only when asked: once to its reader, never on arrival.
        let told = lines.iter().filter(|l| l.contains("good luck")).count();
        assert!(told <= 1, "{lines:#?}");
        let refusals = lines.iter().filter(|l| l.contains("refused")).count();
        assert_eq!(refusals, 0, "{lines:#?}");
    }
}

/// `abort` before each side has moved ends the game on the server, said on both sides.
#[test]
fn online_abort_at_the_start_ends_the_game_on_both_sides() {
    let (mut white, mut black) = start_game();
    white.type_line("abort");
    for player in [&mut white, &mut black] {
        player.wait_for("the game was aborted");
    }
    for lines in [white.finish(), black.finish()] {
        assert!(!lines.iter().any(|l| l.contains("wins")), "{lines:#?}");
    }
}

/// White asks to take back a move and Black grants it: the move is gone on both sides and White
/// plays another. Black's own request is declined by White's move, and Black hears so. Once
/// each side has moved, `abort` is refused at the table.
#[test]
fn online_a_takeback_granted_is_gone_on_both_sides_and_one_declined_is_said() {
    let (mut white, mut black) = start_game();
    play(&mut white, &mut black, "e4", "Pawn Echo four");
    play(&mut black, &mut white, "e5", "Pawn Echo five");
    white.type_line("abort");
    white.wait_for("too late to abort: both sides have moved; you may resign or offer a draw");
    play(&mut white, &mut black, "Nf3", "Knight Foxtrot three");
    white.type_line("takeback");
    white.wait_for("you ask to take back your last move");
    black.wait_for("White asks to take back a move; say takeback to accept");
    black.type_line("takeback");
    for player in [&mut white, &mut black] {
        player.wait_for("taken back: Knight Foxtrot three");
    }
    play(&mut white, &mut black, "Nc3", "Knight Charlie three");
    play(&mut black, &mut white, "Nc6", "Knight Charlie six");
    black.type_line("takeback");
    black.wait_for("you ask to take back your last move");
    white.wait_for("Black asks to take back a move; say takeback to accept");
    play(&mut white, &mut black, "d3", "Pawn Delta three");
    black.wait_for("White declines the takeback");
    // The game as the server has it: Nf3 gone, the moves after it in their place.
    for player in [&mut white, &mut black] {
        player.type_line("moves");
        player.wait_for("move one: Pawn Echo four, Pawn Echo five");
        player.wait_for("move two: Knight Charlie three, Knight Charlie six");
        player.wait_for("move three: Pawn Delta three");
    }
    black.type_line("resign");
    black.type_line("resign");
    white.wait_for("Resignation. White wins.");
    black.wait_for("Resignation. White wins.");
    let (white, black) = (white.finish(), black.finish());
    let count = |lines: &[String], said: &str| lines.iter().filter(|l| *l == said).count();
    for lines in [&white, &black] {
        for said in [
            "Knight Foxtrot three",
            "taken back: Knight Foxtrot three",
            "Knight Charlie three",
        ] {
            assert_eq!(count(lines, said), 1, "{said}: {lines:#?}");
        }
        let refusals = lines.iter().filter(|l| l.contains("refused")).count();
        assert_eq!(refusals, 0, "{lines:#?}");
    }
    // Each request said once, to the other player only; the decline to the asker only.
    let asked = "White asks to take back a move; say takeback to accept";
    assert_eq!((count(&white, asked), count(&black, asked)), (0, 1));
    let declined = "White declines the takeback";
    assert_eq!((count(&white, declined), count(&black, declined)), (0, 1));
}

/// Black's program is killed in mid-game: White hears that the opponent has left and when the
/// win may be claimed, claims it, and wins; then analyses the game with real Stockfish, as
/// offline (the test server counts a player gone after 5 s, claimable 3 s later).
#[test]
fn online_the_opponent_gone_is_said_and_the_win_claimed() {
    require_tool("stockfish", &["/usr/games/stockfish"]);
    let (mut white, mut black) = start_game();
    play(&mut white, &mut black, "e4", "Pawn Echo four");
    play(&mut black, &mut white, "e5", "Pawn Echo five");
    // During the game, no engine: the analysis waits for its end.
    white.type_line("analyse");
    white.wait_for("the analysis opens once the game has ended");
    black.kill();
    white.wait_until(|line| line.starts_with("your opponent has left the game"));
    white.wait_until(|line| line.ends_with("you may claim the win now: say claim"));
    white.type_line("claim");
    white.wait_for("Game abandoned. White wins.");
    // A copy of the server's game is kept, and its analysis beside it.
    white.wait_until(|line| line.starts_with("the game is saved in ") && line.contains("online-"));
    white.type_line("analyse");
    white.wait_for("analysing the game: 3 positions; every question is answered meanwhile");
    white.wait_for("say review to hear each move with its mark");
    white.wait_until(|line| line.contains(".analysed."));
    let saved = white.last().rsplit(' ').next().unwrap().to_owned();
    let pgn = std::fs::read_to_string(&saved).unwrap();
    assert!(pgn.contains("1. e4 {[%eval"), "{pgn}");
    let lines = white.finish();
    let left = lines
        .iter()
        .filter(|l| l.starts_with("your opponent has left the game"))
        .count();
    assert_eq!(left, 1, "{lines:#?}");
    let refusals = lines.iter().filter(|l| l.contains("refused")).count();
    assert_eq!(refusals, 0, "{lines:#?}");
}

/// What a game against a person on a server cannot have is refused before the server is asked.
#[test]
fn online_refuses_the_engine_and_a_local_game() {
    for (extra, expected) in [
        ("--engine", "no engine in a game against a person"),
        ("--resume", "the server keeps the game"),
    ] {
        let server = crate::common::UncalledServer::new();
        let run = annabella(
            &[
                "play",
                "--plain",
                "--online",
                "--accept",
                "--url",
                &server.url,
                extra,
            ],
            b"",
        );
        assert_eq!(run.status, 2, "{extra}: {}", run.stderr);
        assert!(run.stderr.contains(expected), "{extra}: {}", run.stderr);
        server.assert_uncalled();
    }
}

/// A game of `plies` random legal moves (seeded) that neither ends nor repeats a position.
fn long_game(seed: u64, plies: usize) -> Vec<shakmaty::Move> {
    let mut rng = Rng::new(seed);
    let mut position = Chess::default();
    let mut seen = std::collections::HashSet::new();
    let mut moves = Vec::new();
    while moves.len() < plies {
        let candidates: Vec<shakmaty::Move> = position
            .legal_moves()
            .into_iter()
            .filter(|mv| {
                let mut after = position.clone();
                after.play_unchecked(*mv);
                !after.is_game_over() && !seen.contains(&after.board().to_string())
            })
            .collect();
        assert!(!candidates.is_empty(), "seed {seed}: stuck after {moves:?}");
        let mv = candidates[usize::try_from(rng.next_u64() % candidates.len() as u64).unwrap()];
        position.play_unchecked(mv);
        seen.insert(position.board().to_string());
        moves.push(mv);
    }
    moves
}

fn percentiles(mut times: Vec<Duration>) -> String {
    times.sort();
    let at = |p: usize| times[(times.len() * p / 100).min(times.len() - 1)];
    format!(
        "p50 {:?}, p90 {:?}, p99 {:?}, max {:?}",
        at(50),
        at(90),
        at(99),
        times[times.len() - 1]
    )
}

/// The time from the opponent's move reaching the server to its announcement by annabella, over
/// 45 moves: the test plays White through the Board API itself (a new player's token) and annabella
/// plays Black. Each White move is timed from just before its request is sent (an upper bound:
/// the request's way to the server and the server's own work are in it) and from its answer (a
/// lower bound: the server has the move by then) to the line annabella says. A measurement,
/// not a check: `cargo test --test integration online_latency -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement: run it with --ignored --nocapture"]
fn online_latency_from_the_server_to_the_announcement() {
    const MOVES: usize = 45;
    let server = server();
    let voice = annabella::core::voice::Voice::builtin("en").unwrap();
    let pair = server.pair();
    let client = annabella::online::BoardClient::new(&server.url, &pair.white_token);
    let mut black = Player::start(server, &pair.black, &pair.black_token, &["--accept"], None);
    let challenge = client
        .post(
            &format!("/api/challenge/{}", pair.black),
            &[
                ("rated", "false"),
                ("clock.limit", "1800"),
                ("clock.increment", "10"),
                ("color", "white"),
                ("variant", "standard"),
            ],
        )
        .unwrap();
    let game = challenge["id"].as_str().unwrap().to_owned();
    black.wait_until(|line| line.starts_with(&format!("New game; online against {}", pair.white)));
    let moves = long_game(7, 2 * MOVES);
    let mut position = Chess::default();
    let (mut from_request, mut from_answer) = (Vec::new(), Vec::new());
    for pair in moves.chunks(2) {
        let said = |position: &Chess, mv| {
            annabella::core::phrasing::announce(
                position,
                mv,
                &voice,
                annabella::core::phrasing::Style::Short,
            )
        };
        let white = pair[0];
        let text = said(&position, white);
        let uci = white.to_uci(shakmaty::CastlingMode::Standard).to_string();
        let sent = Instant::now();
        client
            .post(&format!("/api/board/game/{game}/move/{uci}"), &[])
            .unwrap();
        let answered = Instant::now();
        let heard = black.wait_for(&text);
        from_request.push(heard.duration_since(sent));
        from_answer.push(heard.saturating_duration_since(answered));
        position.play_unchecked(white);
        let reply = pair[1];
        let text = said(&position, reply);
        let san = shakmaty::san::San::from_move(&position, reply).to_string();
        black.type_line(&san);
        black.wait_for(&text);
        position.play_unchecked(reply);
    }
    eprintln!(
        "online latency over {MOVES} opponent moves, server to annabella's announcement: \
         from the request sent {}; from its answer {}",
        percentiles(from_request),
        percentiles(from_answer)
    );
    client
        .post(&format!("/api/board/game/{game}/resign"), &[])
        .unwrap();
    black.wait_for("Resignation. Black wins.");
    black.finish();
}

/// Online on the full screen: Black plays on the screen (in tmux, its speech in a log), White
/// in line mode; each hears the other's moves, and the screen's score sheet follows.
#[test]
fn online_on_the_full_screen() {
    require_tool("tmux", &[]);
    let server = server();
    let home = tempfile::tempdir().unwrap();
    let said = home.path().join("said.txt");
    let pair = server.pair();
    let (w, b) = (&pair.white, &pair.black);
    let token = format!("LICHESS_TOKEN={}", pair.black_token);
    let data = format!("XDG_DATA_HOME={}", home.path().display());
    let config = format!("XDG_CONFIG_HOME={}", home.path().display());
    let tmux = crate::tmux::Tmux::start(
        &[
            "env",
            &token,
            &data,
            &config,
            env!("CARGO_BIN_EXE_annabella"),
            "play",
            "--online",
            "--url",
            &server.url,
            "--accept",
            "--voice",
            "en",
            "--speech-log",
            said.to_str().unwrap(),
            "--screen-reader=false",
        ],
        100,
        40,
    );
    tmux.wait_for("the table", |s| s.contains("Move or command"));
    let heard = |line: &str| {
        crate::common::wait_until(
            &format!("the screen's player to hear {line:?}"),
            LINE_LIMIT,
            || {
                std::fs::read_to_string(&said)
                    .unwrap_or_default()
                    .lines()
                    .any(|l| l == line)
            },
        );
    };
    let args = ["--challenge", b, "--time", "300+3", "--color", "white"];
    let mut white = Player::start(server, w, &pair.white_token, &args, None);
    white.wait_until(|line| line.starts_with(&format!("New game; online against {b}")));
    heard(&format!(
        "New game; online against {w}; White {w}, Black you; five minutes, plus three seconds a move; White to move"
    ));
    white.type_line("e4");
    white.wait_for("Pawn Echo four");
    heard("Pawn Echo four");
    tmux.type_text("e5");
    tmux.keys(&["Enter"]);
    white.wait_for("Pawn Echo five");
    heard("Pawn Echo five");
    tmux.wait_for("the score sheet", |s| s.contains("1. e4 e5"));
    // The server's clock on the screen, White's running.
    tmux.wait_for("the server's clock", |s| {
        s.lines()
            .any(|l| l.contains("White") && l.contains("◀") && l.contains(':'))
    });
    white.type_line("resign");
    white.type_line("resign");
    heard("Resignation. Black wins.");
    white.finish();
    tmux.keys(&["C-q"]);
    tmux.keys(&["C-q"]);
}

/// Spoken moves online, with this file's server, players and one-game lock.
#[path = "online_listening.rs"]
mod listening;
