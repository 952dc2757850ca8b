//! Online play against a small fake server on loopback (the Board API's few paths, written
//! here): a server that drops its stream, answers 503 and 429, floods game states, or sends
//! names with terminal control sequences. The real `annabella play --plain --online` plays
//! against it; every wait has a deadline.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::common::{Running, kept_lines};
use crate::floods::Figures;

/// Far above the 100 ms the measurement script checks; far below what an unbounded queue gave.
const LIMIT: Duration = Duration::from_secs(10);

/// The game's id on the fake server.
const GAME: &str = "game0001";

/// One HTTP request as the fake server read it.
#[derive(Debug, Clone)]
struct Request {
    method: String,
    path: String,
}

/// What the test does with a connection: the request, the stream to answer on, and the
/// server's shared state.
type Handler = dyn Fn(&Request, &mut TcpStream, &Server) + Send + Sync;

/// The fake server: counts and logs what it was asked.
struct Server {
    url: String,
    /// Every request, in order.
    log: Mutex<Vec<Request>>,
    game_opens: AtomicUsize,
    move_posts: AtomicUsize,
    /// When each request the server answered with 429 came in.
    rate_limited: Mutex<Vec<Instant>>,
    stop: AtomicBool,
    /// The moves the game stream reports next (UCI, space-separated).
    moves: Mutex<String>,
}

impl Server {
    fn start(handler: Arc<Handler>) -> Arc<Server> {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let server = Arc::new(Server {
            url: format!("http://{}", listener.local_addr().unwrap()),
            log: Mutex::default(),
            game_opens: AtomicUsize::new(0),
            move_posts: AtomicUsize::new(0),
            rate_limited: Mutex::default(),
            stop: AtomicBool::new(false),
            moves: Mutex::default(),
        });
        let shared = Arc::clone(&server);
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(mut stream) = stream else { continue };
                let (server, handler) = (Arc::clone(&shared), Arc::clone(&handler));
                std::thread::spawn(move || {
                    if let Some(request) = read_request(&mut stream) {
                        server.log.lock().unwrap().push(request.clone());
                        handler(&request, &mut stream, &server);
                    }
                });
            }
        });
        server
    }

    fn moves(&self) -> String {
        self.moves.lock().unwrap().clone()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

fn read_request(stream: &mut TcpStream) -> Option<Request> {
    stream.set_read_timeout(Some(LIMIT)).ok()?;
    let mut reader = BufReader::new(stream.try_clone().ok()?);
    let mut first = String::new();
    reader.read_line(&mut first).ok()?;
    let mut parts = first.split_whitespace();
    let method = parts.next()?.to_owned();
    let path = parts.next()?.to_owned();
    let mut length = 0usize;
    loop {
        let mut header = String::new();
        reader.read_line(&mut header).ok()?;
        let header = header.trim_end();
        if header.is_empty() {
            break;
        }
        if let Some((name, value)) = header.split_once(':')
            && name.eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse().ok()?;
        }
    }
    let mut body = vec![0; length.min(64 * 1024)];
    reader.read_exact(&mut body).ok()?;
    Some(Request { method, path })
}

/// A whole JSON answer with `status`, and extra headers.
fn answer(stream: &mut TcpStream, status: &str, headers: &str, body: &str) {
    let _ = write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\
         Connection: close\r\n{headers}\r\n{body}",
        body.len()
    );
    let _ = stream.flush();
}

/// Starts an NDJSON stream (closed when the connection is).
fn stream_head(stream: &mut TcpStream) {
    let _ = write!(
        stream,
        "HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nConnection: close\r\n\r\n"
    );
    let _ = stream.flush();
}

fn line(stream: &mut TcpStream, json: &str) -> bool {
    stream
        .write_all(format!("{json}\n").as_bytes())
        .and_then(|()| stream.flush())
        .is_ok()
}

/// Keeps a stream open with keep-alive lines until the server stops or `done` holds.
fn keep_open(stream: &mut TcpStream, server: &Server, done: impl Fn() -> bool) {
    while !server.stop.load(Ordering::Relaxed) && !done() {
        if !line(stream, "") {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn game_full(opponent: &str, moves: &str) -> String {
    serde_json::json!({
        "type": "gameFull", "id": GAME, "clock": null,
        "white": {"id": "me", "name": "Me"},
        "black": {"id": "them", "name": opponent},
        "state": {"type": "gameState", "moves": moves, "wtime": 0, "btime": 0, "status": "started"}
    })
    .to_string()
}

fn game_state(moves: &str, status: &str) -> String {
    serde_json::json!({
        "type": "gameState", "moves": moves, "wtime": 60_000, "btime": 60_000, "status": status,
        "winner": "white"
    })
    .to_string()
}

/// Everything but the game's stream and moves: the account, the event stream (the game
/// starts at once) and the challenge (accepted at once).
fn common(request: &Request, stream: &mut TcpStream, server: &Server) -> bool {
    match (request.method.as_str(), request.path.as_str()) {
        ("GET", "/api/account") => answer(stream, "200 OK", "", r#"{"id":"me"}"#),
        ("GET", "/api/stream/event") => {
            stream_head(stream);
            line(
                stream,
                &format!(r#"{{"type":"gameStart","game":{{"gameId":"{GAME}"}}}}"#),
            );
            keep_open(stream, server, || false);
        }
        ("POST", path) if path.starts_with("/api/challenge/") => {
            stream_head(stream);
            line(stream, &format!(r#"{{"challenge":{{"id":"{GAME}"}}}}"#));
            line(stream, r#"{"done":"accepted"}"#);
        }
        _ => return false,
    }
    true
}

/// A running `annabella play --plain --online --challenge them`.
struct Player {
    program: Running,
    stderr: Arc<Mutex<Vec<String>>>,
    _home: tempfile::TempDir,
}

impl Player {
    fn start(server: &Server) -> Player {
        let home = tempfile::tempdir().unwrap();
        let mut program = Running::start(
            Command::new(env!("CARGO_BIN_EXE_annabella"))
                .args(["play", "--plain", "--online", "--url", &server.url])
                .args(["--voice", "en", "--challenge", "them", "--color", "white"])
                .env("LICHESS_TOKEN", "lip_testtoken")
                .env("XDG_DATA_HOME", home.path())
                .env("XDG_CONFIG_HOME", home.path())
                .stderr(Stdio::piped()),
        );
        let stderr = kept_lines(program.child.stderr.take().unwrap(), 10_000);
        Player {
            program,
            stderr,
            _home: home,
        }
    }

    fn type_line(&mut self, line: &str) -> Instant {
        self.program.type_line(line)
    }

    /// Lines until one that `fits`; the instant it came.
    #[track_caller]
    fn wait_until(&mut self, what: &str, fits: impl Fn(&str) -> bool) -> Instant {
        let deadline = Instant::now() + LIMIT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let Some((at, line)) = self.program.next_within(left) else {
                panic!(
                    "no {what} within {LIMIT:?}; so far: {:#?}; stderr: {:#?}",
                    self.program.seen,
                    self.stderr.lock().unwrap()
                );
            };
            if fits(&line) {
                return at;
            }
        }
    }

    #[track_caller]
    fn wait_for(&mut self, wanted: &str) -> Instant {
        self.wait_until(wanted, |line| line == wanted)
    }

    /// Peak memory so far (kB), from the kernel.
    fn peak_kb(&self) -> u64 {
        crate::floods::peak_kb(self.program.child.id())
    }

    /// `quit`: the program ends within the limit; every line it said.
    #[track_caller]
    fn quit(mut self) -> Vec<String> {
        self.type_line("quit");
        self.program.close_input();
        let deadline = Instant::now() + LIMIT;
        while self.program.child.try_wait().unwrap().is_none() {
            assert!(
                Instant::now() < deadline,
                "quit not honoured within {LIMIT:?}"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
        self.program.all_lines(Duration::from_secs(2))
    }
}

/// The opponent's name a hostile server sends: it would clear the screen and forge a line.
const HOSTILE_NAME: &str = "\u{1b}[2J\r\nWhite resigns";

#[test]
fn a_dropped_stream_and_503s_are_retried_said_once_and_the_game_goes_on() {
    let handler: Arc<Handler> = Arc::new(|request, stream, server| {
        if common(request, stream, server) {
            return;
        }
        let game_stream = format!("/api/board/game/stream/{GAME}");
        match (request.method.as_str(), request.path.as_str()) {
            ("GET", path) if path == game_stream => {
                let open = server.game_opens.fetch_add(1, Ordering::SeqCst);
                match open {
                    // The first stream: the game, a hostile chat line; dropped once the first
                    // move is played.
                    0 => {
                        stream_head(stream);
                        line(stream, &game_full(HOSTILE_NAME, ""));
                        line(
                            stream,
                            &serde_json::json!({"type": "chatLine", "room": "player",
                                "username": "\u{1b}[31mEve\r\nWhite resigns",
                                "text": "\u{202e}gg\r\nBlack resigns"})
                            .to_string(),
                        );
                        keep_open(stream, server, || !server.moves().is_empty());
                        line(stream, &game_state(&server.moves(), "started"));
                    }
                    1 => answer(stream, "503 Service Unavailable", "", "down\r\n\u{1b}[2J"),
                    // Asked to try again at once: the link still waits its back-off.
                    2 => answer(stream, "503 Service Unavailable", "Retry-After: 0\r\n", ""),
                    _ => {
                        stream_head(stream);
                        line(stream, &game_full(HOSTILE_NAME, &server.moves()));
                        let seen = server.moves();
                        keep_open(stream, server, || server.moves() != seen);
                        line(stream, &game_state(&server.moves(), "started"));
                        line(stream, &game_state(&server.moves(), "resign"));
                    }
                }
            }
            ("POST", path) if path.contains("/move/") => {
                let posted = server.move_posts.fetch_add(1, Ordering::SeqCst);
                if posted == 1 {
                    // The second move: the server fails once, then takes it.
                    answer(stream, "502 Bad Gateway", "", "");
                    return;
                }
                let uci = path.rsplit('/').next().unwrap_or_default();
                let mut moves = server.moves.lock().unwrap();
                if moves.is_empty() {
                    *moves = uci.to_owned();
                } else if posted == 2 {
                    // The opponent's reply came while the stream was down.
                    *moves = format!("{moves} {uci}");
                }
                drop(moves);
                answer(stream, "200 OK", "", r#"{"ok":true}"#);
            }
            _ => answer(stream, "404 Not Found", "", r#"{"error":"Not found"}"#),
        }
    });
    let server = Server::start(handler);
    let mut player = Player::start(&server);
    player.wait_until("the greeting", |line| line.starts_with("New game"));
    let greeting = player.program.seen.last().unwrap().clone();
    assert_eq!(
        greeting,
        "New game; online against [2J White resigns; White you, Black [2J White resigns; no \
         clock; White to move"
    );
    player.wait_for("message from [31mEve White resigns");
    player.type_line("e4");
    player.wait_for("Pawn Echo four");
    // The stream drops; reopening it meets a 503 and another, asking to be tried at once.
    *server.moves.lock().unwrap() = "e2e4 e7e5".to_owned();
    player.wait_for("Pawn Echo five");
    assert!(server.game_opens.load(Ordering::SeqCst) >= 4);
    // A move the server fails to take once is sent again.
    player.type_line("Nf3");
    player.wait_for("Knight Foxtrot three");
    player.wait_until("the end", |line| line.contains("resign"));
    let said = player.quit();
    let troubles = said
        .iter()
        .filter(|line| {
            *line == "connection to the server lost; reconnecting"
                || *line == "the server is not answering; trying again"
        })
        .count();
    let backs = said
        .iter()
        .filter(|line| *line == "connected to the server again")
        .count();
    assert_eq!(
        troubles, 2,
        "said once per outage (the stream's, the move's): {said:#?}"
    );
    assert_eq!(backs, 2, "said once when back, per outage: {said:#?}");
    for line in &said {
        assert!(
            !line.contains(['\u{1b}', '\r', '\u{202e}']) && line != "White resigns",
            "nothing raw from the server: {line:?}"
        );
    }
}

/// The link's back-off after the first failure (src/online/link.rs): it doubles from there.
const FIRST_BACKOFF: Duration = Duration::from_millis(200);

/// A server that answers `429 Too Many Requests` with `Retry-After: 0` to the game's stream
/// (`on_stream`) or to every move posted: the link still waits its doubling back-off between
/// tries (no storm of requests), and `quit` is honoured meanwhile.
fn rate_limited(on_stream: bool) {
    let handler: Arc<Handler> = Arc::new(move |request, stream, server| {
        if common(request, stream, server) {
            return;
        }
        let game_stream = format!("/api/board/game/stream/{GAME}");
        match (request.method.as_str(), request.path.as_str()) {
            ("GET", path) if path == game_stream => {
                server.game_opens.fetch_add(1, Ordering::SeqCst);
                if on_stream {
                    server.rate_limited.lock().unwrap().push(Instant::now());
                    answer(stream, "429 Too Many Requests", "Retry-After: 0\r\n", "");
                    return;
                }
                stream_head(stream);
                line(stream, &game_full("them", ""));
                keep_open(stream, server, || server.stop.load(Ordering::Relaxed));
            }
            ("POST", path) if path.contains("/move/") => {
                server.move_posts.fetch_add(1, Ordering::SeqCst);
                server.rate_limited.lock().unwrap().push(Instant::now());
                answer(stream, "429 Too Many Requests", "Retry-After: 0\r\n", "");
            }
            _ => answer(stream, "404 Not Found", "", r#"{"error":"Not found"}"#),
        }
    });
    let server = Server::start(handler);
    let mut player = Player::start(&server);
    if !on_stream {
        player.wait_until("the greeting", |line| line.starts_with("New game"));
        player.type_line("e4");
    }
    player.wait_for("the server is not answering; trying again");
    // Four tries answered 429 (the waits between them 0.2, 0.4 and 0.8 s at least): the gaps
    // the server saw are the waits, and a busy machine only lengthens them.
    crate::common::wait_until("four tries answered 429", LIMIT, || {
        server.rate_limited.lock().unwrap().len() >= 4
    });
    let tries = server.rate_limited.lock().unwrap().clone();
    let mut floor = FIRST_BACKOFF;
    for pair in tries.windows(2).take(3) {
        let gap = pair[1].duration_since(pair[0]);
        assert!(
            gap >= floor,
            "tried again after {gap:?}, under the back-off's {floor:?}: {tries:?}"
        );
        floor *= 2;
    }
    player.quit();
}

#[test]
fn a_429_on_the_game_stream_asking_no_wait_still_waits_the_back_off() {
    rate_limited(true);
}

#[test]
fn a_429_on_a_move_asking_no_wait_still_waits_the_back_off() {
    rate_limited(false);
}

/// `plies` legal moves in UCI (the first legal move each time, varied by a counter), so the
/// game goes on.
fn long_game(plies: usize) -> String {
    use shakmaty::{CastlingMode, Chess, Position};
    let mut position = Chess::default();
    let mut moves = Vec::new();
    for ply in 0..plies {
        let legal = position.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[(ply * 7) % legal.len()];
        moves.push(mv.to_uci(CastlingMode::Standard).to_string());
        position.play_unchecked(mv);
    }
    moves.join(" ")
}

/// A server sending the same game state as fast as it can, for `seconds`, while `time` is asked
/// every 50 ms.
fn state_flood(seconds: u64) -> (Figures, Vec<String>) {
    let sent = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&sent);
    let handler: Arc<Handler> = Arc::new(move |request, stream, server| {
        if common(request, stream, server) {
            return;
        }
        if request.path == format!("/api/board/game/stream/{GAME}") {
            stream_head(stream);
            // A long game: every state carries its whole move list.
            let moves = long_game(160);
            line(stream, &game_full("Flood", &moves));
            // The same state, as fast as the connection takes it, until the test ends.
            let state = format!("{}\n", game_state(&moves, "started"));
            let block = state.repeat(64);
            while !server.stop.load(Ordering::Relaxed) && stream.write_all(block.as_bytes()).is_ok()
            {
                counted.fetch_add(block.len(), Ordering::Relaxed);
            }
            return;
        }
        answer(stream, "404 Not Found", "", r#"{"error":"Not found"}"#);
    });
    let server = Server::start(handler);
    let mut player = Player::start(&server);
    player.wait_until("the greeting", |line| line.starts_with("New game"));
    let end = Instant::now() + Duration::from_secs(seconds);
    let mut answers = Vec::new();
    while Instant::now() < end {
        let typed = player.type_line("time");
        let answered = player.wait_until("the answer to time", |line| line == "no clock");
        answers.push(answered.saturating_duration_since(typed));
        std::thread::sleep(Duration::from_millis(50));
    }
    let peak_kb = player.peak_kb();
    let stderr_lines = player.stderr.lock().unwrap().len();
    let said = player.quit();
    drop(server);
    let figures = Figures {
        seconds,
        bytes_sent: sent.load(Ordering::Relaxed) as u64,
        peak_kb,
        answers,
        stderr_lines,
    };
    (figures, said)
}

#[test]
fn a_server_repeating_game_states_is_followed_in_bounded_memory_and_time_answers_meanwhile() {
    let (figures, said) = state_flood(4);
    assert!(figures.bytes_sent > 1_000_000, "{figures:?}");
    // The typed line waits behind at most one state (the newest): half of the answers come at
    // once. (Queued behind every state, as before, the median was over 100 ms in 4 s, and
    // growing; the measurement script checks the 99th percentile under a long flood.)
    assert!(
        figures.quantile(0.5) < Duration::from_millis(50),
        "time answered late under a state flood: {figures:?}"
    );
    assert!(
        figures.peak_kb < 128 * 1024,
        "peak memory under a state flood: {figures:?}"
    );
    assert!(
        said.iter().filter(|line| line.contains("differ")).count() <= 1,
        "{said:#?}"
    );
}

/// The measurement (`scripts/measure-floods.sh`): a long state flood's memory and latency.
#[test]
#[ignore = "a measurement, run by scripts/measure-floods.sh"]
fn measure_a_state_flood() {
    let (figures, _) = state_flood(crate::floods::flood_secs(60));
    figures.print("server repeating game states");
}

#[test]
fn a_refused_token_on_the_game_stream_is_said_as_such() {
    let handler: Arc<Handler> = Arc::new(|request, stream, server| {
        if common(request, stream, server) {
            return;
        }
        answer(stream, "403 Forbidden", "", r#"{"error":"Missing scope"}"#);
    });
    let server = Server::start(handler);
    let mut player = Player::start(&server);
    player.wait_for("the server refused the token: check LICHESS_TOKEN (scope board:play)");
    player.quit();
}

#[test]
fn the_engine_started_by_the_table_does_not_inherit_the_token() {
    let dir = tempfile::tempdir().unwrap();
    let seen = dir.path().join("engine-env");
    let engine = crate::common::fake_engine(
        dir.path(),
        "engine",
        &format!(
            r#"env > {}
while read line; do
  case "$line" in
    uci) echo "id name Spy"; echo uciok ;;
    isready) echo readyok ;;
    quit) exit 0 ;;
  esac
done"#,
            seen.display()
        ),
    );
    let run = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--plain", "--voice", "en", "--engine", &engine])
        .env("LICHESS_TOKEN", "lip_secret_of_the_player")
        .env("XDG_DATA_HOME", dir.path())
        .env("XDG_CONFIG_HOME", dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let env = std::fs::read_to_string(&seen).expect("the engine ran");
    assert!(env.contains("PATH="), "{env}");
    assert!(!env.contains("lip_secret_of_the_player"), "{env}");
}

#[test]
fn a_challenge_name_that_is_no_user_name_is_refused_before_any_request() {
    let server = crate::common::UncalledServer::new();
    let run = crate::common::annabella_with_env(
        &[
            "play",
            "--plain",
            "--online",
            "--url",
            &server.url,
            "--challenge",
            "../api/account",
        ],
        b"",
        &[("LICHESS_TOKEN", std::path::Path::new("lip_x"))],
    );
    assert_eq!(run.status, 2, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("--challenge ../api/account: not a Lichess user name"),
        "{}",
        run.stderr
    );
    server.assert_uncalled();
}

#[test]
fn a_token_others_may_read_and_plain_http_are_each_warned_about_once() {
    use std::os::unix::fs::PermissionsExt;
    let home = tempfile::tempdir().unwrap();
    let dir = home.path().join("annabella");
    std::fs::create_dir(&dir).unwrap();
    let settings = dir.join("config.toml");
    std::fs::write(&settings, "lichess_token = \"lip_x\"\n").unwrap();
    std::fs::set_permissions(&settings, std::fs::Permissions::from_mode(0o644)).unwrap();
    // 0.0.0.0 is no loopback name, and refuses at once here.
    let run = crate::common::annabella_with_env(
        &[
            "play",
            "--plain",
            "--online",
            "--url",
            "http://0.0.0.0:9",
            "--accept",
        ],
        b"",
        &[
            ("XDG_CONFIG_HOME", home.path()),
            ("XDG_DATA_HOME", home.path()),
        ],
    );
    let readable = run
        .stderr
        .lines()
        .filter(|line| line.contains("other users may read it (mode 0644)"))
        .count();
    let clear = run
        .stderr
        .lines()
        .filter(|line| line.contains("plain http sends the token unencrypted"))
        .count();
    assert_eq!((readable, clear), (1, 1), "{}", run.stderr);
    assert!(!run.stderr.contains("lip_x"), "{}", run.stderr);
}
